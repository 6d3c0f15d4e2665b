"""The annulment dialog (spec §11): the five reasons; during the match (replayed now, at
the end of the round or of the match, or closed without a replay) or after it (never
replayed); for reason 1 the score cards the other table actually played under.

:func:`ask_annul` is the one way the program opens it (the Rooms' row menu, the
Envelopes' proposals, the Deals' checks, Match › Annul a deal…); tests replace that
function, and the callers look it up in this module when they call it.

The dialog works on the match's session as :class:`AnnulSession` says (what it reads and
runs): the window's :class:`~teams_app.gui.session.MatchSession` is one, and this module
does not import it (the session holds the window's :class:`~teams_app.gui.dialogs.Dialogs`,
whose question opens this dialog)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Concatenate, ParamSpec, Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGroupBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from models import envelopes
from models.errors import MatchCoreError
from models.match import AnnulReason, ReplayAt
from models.queries import check_annullable, match_over
from models.replays import default_replay_at, gone_on_from
from models.steps import StepKind
from teams_app import operations
from teams_app.gui.fit import fitting_size, room_for_title
from teams_app.gui.look import ink_style
from words import word
from words.errors import error_text
from words.texts import read_score_cards, reason_text, replay_when_text, result_text, roman

if TYPE_CHECKING:
    from models.match import Match
    from teams_app.operations import Changes
    from teams_app.session import Session
    from teams_app.store import MatchStore

P = ParamSpec("P")


class AnnulSession(Protocol):
    """What the dialog asks of the match's session: the match as the host's room may see
    it, the session's answers (``core``) and its runner (a
    :class:`teams_app.gui.session.MatchSession`)."""

    @property
    def match(self) -> Match: ...

    @property
    def core(self) -> Session: ...

    def run(self, operation: Callable[Concatenate[MatchStore, P], Changes], /,
            *args: P.args, **kwargs: P.kwargs) -> Changes: ...


def ask_annul(session: AnnulSession, deal: int, parent: QWidget | None = None,
              proposed: AnnulReason | None = None) -> None:
    """Open the annulment dialog for ``deal``, the reason ``proposed`` preselected:
    modal to ``parent``'s window, deleted when closed (tests replace this function)."""
    dialog = AnnulDialog(session, deal, proposed, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()


def _choice(key: str, when: ReplayAt, **params: int) -> str:
    """A replay time's choice: the catalog's words for the time (``replay.…``), then what
    the dialog says more of it, the first letter capital (``"Replayed now — in its
    place…"``)."""
    text = word(key, when=replay_when_text(when), **params)
    return text[:1].upper() + text[1:]


class AnnulDialog(QDialog):
    """Annul a deal's current attempt; a proposed reason (e.g. 3 after a short envelope)
    comes preselected, and a proposal can be dismissed instead, the note saying why.
    Nothing is stored until OK (or Dismiss), and a refusal keeps the dialog open with the
    reason shown."""

    def __init__(self, session: AnnulSession, deal: int,
                 proposed_reason: AnnulReason | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.deal = deal
        match = session.match
        proposal = next((p for p in session.core.ask(envelopes.proposed_annulments)
                         if p.deal == deal), None)
        if proposal is not None and proposed_reason is None:
            proposed_reason = proposal.reason
        key = match.current_key(deal)
        slot = match.format.slot(deal)
        self.setWindowTitle(word("room.annul_title", d=key))
        # the choices scroll when the screen is short (a 1366×768 laptop at 150 % has
        # some 480 logical pixels): wrapped notes are never cut, the buttons stay
        outer = QVBoxLayout(self)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        self.body = QScrollArea()
        self.body.setWidget(body)
        self.body.setWidgetResizable(True)
        self.body.setFrameShape(QFrame.Shape.NoFrame)
        self.body.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer.addWidget(self.body)

        played = []
        for table in (1, 2):
            result = match.results.get((key, table))
            score = match.score(key, table)
            if result is None:
                what = word("host.played_none")
            elif result.hidden:  # the host's room may not see it yet (spec §13)
                what = word("host.played")
            else:
                what = word("room.result_ns", result=result_text(result, honours=True),
                            score="?" if score is None else f"{score:+d}" if score else "0")
            played.append(word("room.at_table", t=table, what=what))
        self.info = QLabel(word("room.annul_info", d=key, r=roman(slot.round),
                                t=slot.origin_table) + "\n" + "; ".join(played))
        self.info.setWordWrap(True)
        layout.addWidget(self.info)

        reasons = QGroupBox(self.tr("Reason"))
        reasons_layout = QVBoxLayout(reasons)
        self.reasons = QButtonGroup(self)
        self.reason_buttons: dict[AnnulReason, QRadioButton] = {}
        for reason in AnnulReason:
            text = f"{int(reason)}. {reason_text(reason)}"
            if reason is proposed_reason:
                text += "  " + word("room.proposed")
            button = QRadioButton(text)
            self.reasons.addButton(button, int(reason))
            self.reason_buttons[reason] = button
            reasons_layout.addWidget(button)
        if proposed_reason is not None:
            self.reason_buttons[proposed_reason].setChecked(True)
        layout.addWidget(reasons)

        when = QGroupBox(word("room.replay_title", t=slot.origin_table))
        when_layout = QVBoxLayout(when)
        # each time as the catalog says it (the host's phone offers the same), and more
        self.now = QRadioButton(_choice("room.when_now", ReplayAt.NOW, t=slot.origin_table))
        self.round_end = QRadioButton(_choice("room.when_round_end", ReplayAt.ROUND_END,
                                              t=slot.origin_table, o=slot.other_table))
        self.match_end = QRadioButton(_choice("room.when_match_end", ReplayAt.MATCH_END))
        self.no_replay = QRadioButton(_choice("room.when_none", ReplayAt.NONE))
        self.after = QRadioButton(word("room.after_match"))
        self.when_buttons = {ReplayAt.NOW: self.now, ReplayAt.ROUND_END: self.round_end,
                             ReplayAt.MATCH_END: self.match_end, ReplayAt.NONE: self.no_replay}
        for button in (*self.when_buttons.values(), self.after):
            when_layout.addWidget(button)
        # Once every deal's current attempt has both results, an annulment is one after
        # the match (the core decides it; the dialog only shows it).
        finished = match_over(match)
        # the reasons and times the core accepts for this deal now (models.steps: the
        # host's phone offers the same), the time it proposes chosen
        offer = next((step for step in session.core.steps()
                      if step.kind is StepKind.ANNUL and step.key == key), None)
        times = () if offer is None else offer.params["times"]
        if offer is not None:
            for reason, button in self.reason_buttons.items():
                button.setEnabled(reason in offer.params["reasons"])
        if finished:
            self.after.setChecked(True)
        elif times:
            proposed = default_replay_at(match, deal)
            self.when_buttons[proposed if proposed in times else times[0]].setChecked(True)
        for at, button in self.when_buttons.items():
            button.setEnabled(not finished and at in times)
        # Law 86C (spec §13): what a replay at the end of the match holds back
        self.law86c = QLabel(word("host.law86c", r=roman(match.format.rounds)))
        self.law86c.setObjectName("law86c")
        self.law86c.setWordWrap(True)
        when_layout.addWidget(self.law86c)
        # a table has gone on past the deal's round: now / round end are played at the
        # end of the match (models.replays.replay_at_for); said here
        gone_on = None if finished else gone_on_from(match, deal)
        self.gone_on = QLabel(word("replay.gone_on", r=roman(gone_on), d=deal,
                                   own=roman(slot.round))
                              if gone_on is not None else "")
        self.gone_on.setObjectName("gone_on")
        self.gone_on.setWordWrap(True)
        self.gone_on.setVisible(gone_on is not None)
        when_layout.addWidget(self.gone_on)
        self.match_end.toggled.connect(lambda *_: self._update())
        layout.addWidget(when)

        # reason 1 is a fact about the cards: the ones the other table played under
        self.cards_label = QLabel(word("room.cards_played", t=slot.other_table))
        self.cards_label.setWordWrap(True)
        self.cards = QLineEdit()
        layout.addWidget(self.cards_label)
        layout.addWidget(self.cards)

        self.note = QLineEdit()
        self.note.setPlaceholderText(self.tr("note (what happened), optional"))
        layout.addWidget(self.note)
        self.error = QLabel()
        self.error.setStyleSheet(ink_style("error"))
        self.error.setWordWrap(True)
        layout.addWidget(self.error)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Annul"))
        #: a proposed annulment can be dismissed (the note says why; it is logged)
        self.dismiss_button = None
        if proposal is not None:
            self.dismiss_button = self.buttons.addButton(
                self.tr("Dismiss the proposal"), QDialogButtonBox.ButtonRole.ActionRole)
            self.dismiss_button.setToolTip(self.tr(
                "Do not annul: keep the deal as played; say why in the note"))
            self.dismiss_button.clicked.connect(self.on_dismiss)
        outer.addWidget(self.buttons)
        self.buttons.accepted.connect(self.on_ok)
        self.buttons.rejected.connect(self.reject)
        self.reasons.idToggled.connect(self._update)
        self._already = False
        try:
            check_annullable(match, deal)
        except MatchCoreError as exc:  # already annulled: undo is the way back
            self.error.setText(error_text(exc))
            self._already = True
        self._update()
        room_for_title(self)  # its title whole in the title bar
        wanted = body.sizeHint()
        self.resize(fitting_size(self, max(self.width(), wanted.width() + 40),
                                 wanted.height() + self.buttons.sizeHint().height() + 40))

    def _update(self) -> None:
        self.ok_button.setEnabled(self.reasons.checkedId() > 0 and not self._already)
        cards = (self.reason is AnnulReason.DIFFERENT_SCORES
                 and not self.session.match.settings.board)
        self.cards_label.setVisible(cards)
        self.cards.setVisible(cards)
        self.law86c.setVisible(self.match_end.isChecked())

    @property
    def replay_at(self) -> ReplayAt | None:
        """The replay time chosen (None: after the match)."""
        return next((when for when, button in self.when_buttons.items()
                     if button.isChecked()), None)

    @property
    def reason(self) -> AnnulReason | None:
        checked = self.reasons.checkedId()
        return AnnulReason(checked) if checked > 0 else None

    def on_dismiss(self) -> None:
        try:
            self.session.run(operations.dismiss_proposal, deal=self.deal, reason=self.note.text())
        except MatchCoreError as exc:
            self.error.setText(error_text(exc))
            return
        self.accept()

    def on_ok(self) -> None:
        reason = self.reason
        if reason is None:
            self.error.setText(self.tr("Choose a reason."))
            return
        try:
            cards = None
            if self.cards.isVisible() and self.cards.text().strip():
                cards = read_score_cards(self.cards.text())
            self.session.run(operations.annul_deal, deal=self.deal, reason=reason,
                             after_match=self.after.isChecked(),
                             replay_at=self.replay_at, cards=cards,
                             note=self.note.text().strip())
        except MatchCoreError as exc:
            self.error.setText(error_text(exc))
            return
        self.accept()
