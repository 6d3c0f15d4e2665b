"""Envelopes and decks: where each of the 24 envelopes and the decks is, what each table
must do next with its envelopes, and the exceptions recorded by hand.

All the state and its rules live in :mod:`models.envelopes`: the states follow from the
results, so the host's part is two actions per table and round — "packed and carried"
and "checked on arrival: all there" (or one envelope found short) — shown as buttons on
the table's hints.  The panel "By hand" records what the results cannot say (a deal
dealt or carried out of turn, an envelope recounted, a return before the next round).
This view shows the core's queries and applies its commands through the session.  An
envelope found short on arrival opens the annulment dialog with reason 3 proposed.
What the core says (stages, places, hints, warnings) is
shown from its data (kinds and parameters), worded by :mod:`words` (places, hints) in the
app's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractItemModel, QCoreApplication
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from models import envelopes as env
from models.errors import MatchCoreError
from models.reads import Area, areas_read
from models.vocabulary import Direction
from teams_app import operations
from teams_app.gui.envelope_models import DecksModel, EnvelopesModel, RoundDealsModel
from teams_app.gui.fit import rows_high
from teams_app.gui.look import ink_style, text_scale
from teams_app.gui.models import TABLE_INK, read_only_table
from teams_app.gui.roundpicker import round_tab
from words import word
from words.errors import error_text
from words.hints import envelope_hint_text, proposal_text
from words.notation import direction_name
from words.places import stage_words
from words.steps import changes_words
from words.texts import roman

if TYPE_CHECKING:
    from collections.abc import Callable

    from teams_app.gui.session import MatchSession
    from teams_app.operations import Changes

#: hints that the next results record by themselves (shown; a send-back may be confirmed)
INFO_HINTS = (env.HintKind.DEAL, env.HintKind.RETURN)
#: hints that ask the host to do something (a carry, a check, a short envelope to annul)
HOST_STEPS = (env.HintKind.CARRY, env.HintKind.CHECK, env.HintKind.SHORT_ENVELOPE)

#: what the envelopes view shows reads: a change of any of it redraws the view
_OVERVIEW_READS = areas_read(env.overview)


def _table(model: QAbstractItemModel) -> QTableView:
    """A read-only table of the courier's: nothing selected, columns as wide as their
    contents."""
    view = read_only_table(model, 6)
    view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return view


#: the round's deals short of room (a 1280×720 laptop): this many rows in sight, the
#: rest scroll
SHORT_ROWS = 2


class EnvelopesView(QWidget):
    """The courier's screen."""

    def __init__(self, session: MatchSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout, bar, self.round_picker = round_tab(self, session.core.round_in_play)
        self.round_box = self.round_picker.box
        self.current_button = self.round_picker.current_button
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        bar.addWidget(self.status, 1)
        layout.addLayout(bar)

        top = QHBoxLayout()
        self.hint_boxes: dict[int, QGroupBox] = {}
        self._hint_layouts: dict[int, QVBoxLayout] = {}
        #: (hint, its "Do" button or None) per table, rebuilt on refresh
        self.hint_rows: dict[int, list[tuple[env.Hint, QPushButton | None]]] = {1: [], 2: []}
        for table in (1, 2):
            box = QGroupBox(word("room.envelopes_next", t=table))
            box.setStyleSheet(f"QGroupBox {{ color: {TABLE_INK[table].name()}; "
                              "font-weight: bold; }")
            self._hint_layouts[table] = QVBoxLayout(box)
            self.hint_boxes[table] = box
            top.addWidget(box, 1)
        top.addWidget(self._courier_box(), 1)
        layout.addLayout(top)

        # the decks beside the envelopes; with large text (View › Text size over 125 %)
        # under them, as the two tables side by side are wider than a 1920 px screen
        tables = QBoxLayout(QBoxLayout.Direction.LeftToRight if text_scale() <= 1.25
                            else QBoxLayout.Direction.TopToBottom)
        left = QVBoxLayout()
        envelopes_box = QGroupBox(self.tr("The 24 envelopes"))
        envelopes_layout = QVBoxLayout(envelopes_box)
        self.envelopes_model = EnvelopesModel(self)
        self.envelopes_view = _table(self.envelopes_model)
        # the width shared out; with large text (View › Text size) the columns are as
        # wide as their cells and the table scrolls sideways if it must: nothing cut
        self.envelopes_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.Stretch if text_scale() <= 1
            else QHeaderView.ResizeMode.ResizeToContents)
        self.envelopes_view.horizontalHeader().setStretchLastSection(text_scale() <= 1)
        envelopes_layout.addWidget(self.envelopes_view)
        left.addWidget(envelopes_box)
        deals_box = QGroupBox(self.tr("This round's deals"))
        deals_layout = QVBoxLayout(deals_box)
        self.deals_model = RoundDealsModel(self)
        self.deals_view = _table(self.deals_model)
        deals_layout.addWidget(self.deals_view)
        left.addWidget(deals_box, 100)  # its rows before the space under it
        left.addStretch(1)
        tables.addLayout(left, 3)
        decks_box = QGroupBox(self.tr("Decks"))
        decks_layout = QVBoxLayout(decks_box)
        self.decks_model = DecksModel(self)
        self.decks_view = _table(self.decks_model)
        decks_layout.addWidget(self.decks_view)
        decks_column = QVBoxLayout()
        decks_column.addWidget(decks_box)
        decks_column.addStretch(1)
        tables.addLayout(decks_column, 2)
        layout.addLayout(tables, 1)
        for view, box in ((self.envelopes_view, envelopes_box), (self.deals_view, deals_box),
                          (self.decks_view, decks_box)):
            view.setAccessibleName(box.title())  # a screen reader names a table by it

        self._stale = False
        self._listed: list[int] = []
        #: what each table's hint rows say now (kind, words): rows rebuilt on a change
        self._shown: dict[int, list[tuple[env.HintKind | None, str]]] = {1: [], 2: []}
        self._rows: dict[int, list[_HintRow]] = {1: [], 2: []}
        self._nothing: dict[int, QLabel] = {}
        #: per table, a step due in a later round than the one shown (its words and a
        #: button that shows that round): never "nothing to do" while a step is due
        self.elsewhere: dict[int, _Elsewhere] = {}
        for table, box_layout in self._hint_layouts.items():
            nothing = QLabel(word("room.nothing_due"))
            nothing.setStyleSheet(ink_style("faint") + " font-weight: normal;")
            box_layout.addWidget(nothing)
            self.elsewhere[table] = _Elsewhere(self)
            box_layout.addWidget(self.elsewhere[table])
            box_layout.addStretch(1)  # the rows stay at the top
            self._nothing[table] = nothing
        self.round_picker.fill(session.match.format.rounds)
        self.round_picker.picked.connect(self.on_round_chosen)
        session.changed.connect(self.on_changed)
        self.show_round(self.round_picker.start())

    # -- the courier's panel ------------------------------------------------------------
    def _courier_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("By hand (exceptions)"))
        box.setToolTip(self.tr("The results move the envelopes on by themselves; record "
                               "here only what they cannot say"))
        grid = QGridLayout(box)
        deal_caption = QLabel(self.tr("Deal"))
        grid.addWidget(deal_caption, 0, 0)
        self.deal_box = QComboBox()
        deal_caption.setBuddy(self.deal_box)
        self.deal_box.setAccessibleName(deal_caption.text())
        grid.addWidget(self.deal_box, 0, 1)
        self.stage_label = QLabel()
        self.stage_label.setWordWrap(True)
        grid.addWidget(self.stage_label, 0, 2, 1, 2)
        self.action_buttons: dict[str, QPushButton] = {}
        labels = (("deal", self.tr("Dealt")), ("play_home", self.tr("Played")),
                  ("pack", self.tr("Packed")), ("carry", self.tr("Carried")),
                  ("play_away", self.tr("Played there")), ("return", self.tr("Returned")))
        steps = QGridLayout()
        for number, (name, text) in enumerate(labels):
            button = QPushButton(text)
            button.clicked.connect(lambda _=False, n=name: self.on_action(n))
            self.action_buttons[name] = button
            steps.addWidget(button, number // 3, number % 3)
        grid.addLayout(steps, 1, 0, 1, 4)
        self.found_caption = QLabel(self.tr("Found on arrival:"))
        found = QHBoxLayout()
        found.addWidget(self.found_caption)
        self.direction_box = QComboBox()
        for direction in env.ENVELOPE_ORDER:
            self.direction_box.addItem(direction_name(direction), direction.name)
        self.direction_box.setToolTip(self.tr("the envelope found otherwise"))
        found.addWidget(self.direction_box)
        self.cards_box = QSpinBox()
        self.cards_box.setRange(0, 52)
        self.cards_box.setValue(env.CARDS_PER_ENVELOPE)
        self.cards_box.setSuffix(self.tr(" cards"))
        self.cards_box.setToolTip(self.tr("cards found in that envelope"))
        found.addWidget(self.cards_box)
        for widget in (self.direction_box, self.cards_box):  # named by what they ask
            widget.setAccessibleName(widget.toolTip())
        found.addStretch(1)
        grid.addLayout(found, 2, 0, 1, 4)
        record = QHBoxLayout()
        self.score_cards_box = QCheckBox(self.tr("no score cards"))
        self.score_cards_box.setToolTip(self.tr("its score cards were missing"))
        record.addWidget(self.score_cards_box)
        self.receive_button = QPushButton(self.tr("Record the check"))
        self.receive_button.setToolTip(self.tr(
            "The envelopes of this round that arrived at the deal's other table are "
            "checked: all 13 cards there, except the envelope above"))
        self.receive_button.clicked.connect(self.on_receive)
        record.addWidget(self.receive_button)
        record.addStretch(1)
        grid.addLayout(record, 3, 0, 1, 4)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(ink_style("error"))
        self.error.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.error.hide()  # shown with a refusal only: the panel stays short
        grid.addWidget(self.error, 4, 0, 1, 4)
        grid.setColumnStretch(3, 1)
        self.deal_box.currentIndexChanged.connect(self._show_stage)
        return box

    def _say(self, text: str) -> None:
        """A refusal under the panel (hidden when there is none)."""
        self.error.setText(text)
        self.error.setVisible(bool(text))

    @property
    def deal(self) -> int | None:
        data = self.deal_box.currentData()
        return int(data) if data is not None else None

    def _apply(self, operation: Callable[[], Changes]) -> bool:
        """Run one of the session's envelope operations; a refusal is shown, not raised."""
        self._say("")
        try:
            changes = operation()
        except MatchCoreError as exc:
            self._say(error_text(exc))
            return False
        self._after(changes)
        return True

    def _after(self, changes: Changes) -> None:
        """A short envelope on arrival: propose annulling the deal (reason 3)."""
        for proposal in self.session.core.ask(env.proposed_annulments):
            if proposal.deal in changes.deals:
                self.status.setText(proposal_text(
                    proposal, self.session.core.ask(env.arrival_problems)))
                self.session.dialogs.ask_annul(self.session, proposal.deal, self,
                                               proposal.reason)
                return

    def on_action(self, name: str) -> None:
        """A step by hand (an exception): dealt, played, packed, carried, played there,
        returned."""
        deal = self.deal
        if deal is None:
            return
        if name == "pack":  # the envelopes not packed yet, all at once
            self._apply(lambda: self.session.run(operations.pack_envelopes, deal=deal))
        else:
            self._apply(lambda: self.session.run(operations.envelope_step, deal=deal, action=name))

    def on_receive(self) -> None:
        """The check on arrival, with one envelope found otherwise (short, or without
        its score cards): one step for every envelope of the round at that table."""
        deal = self.deal
        if deal is None:
            return
        match = self.session.match
        slot = match.format.slot(deal)
        short = (deal, Direction[self.direction_box.currentData()], self.cards_box.value())
        board = match.settings.board
        score_cards = None if board else not self.score_cards_box.isChecked()
        if self._apply(lambda: self.session.run(
                operations.check_envelopes, table=slot.other_table, round=slot.round, short=short,
                score_cards=score_cards)):
            self.cards_box.setValue(env.CARDS_PER_ENVELOPE)
            self.score_cards_box.setChecked(False)

    def report_short(self, hint: env.Hint) -> None:
        """"One short…" on a check hint: the panel below takes the envelope found short."""
        deals = hint.params.get("deals", ())
        if deals:
            self.deal_box.setCurrentIndex(self.deal_box.findData(deals[0]))
        self.cards_box.setValue(env.CARDS_PER_ENVELOPE - 1)
        self.direction_box.setFocus()
        self.status.setText(self.tr("Choose the deal and the envelope found short, its "
                                   "number of cards, then \"Record the check\"."))

    def do_hint(self, hint: env.Hint) -> None:
        """The host's action a hint offers: packed and carried, or all there on arrival."""
        deals = hint.params.get("deals", ())
        if not deals:
            return
        round_ = self.session.match.format.slot(deals[0]).round
        if hint.kind is env.HintKind.CARRY:
            self._apply(lambda: self.session.run(operations.carry_envelopes,
                                                 table=hint.table, round=round_))
        elif hint.kind is env.HintKind.CHECK:
            self._apply(lambda: self.session.run(operations.check_envelopes,
                                                 table=hint.table, round=round_))
        elif hint.kind is env.HintKind.RETURN:
            self._apply(lambda: self.session.run(operations.return_envelopes,
                                                 table=hint.table, round=round_))

    # -- rounds ---------------------------------------------------------------------------
    @property
    def round(self) -> int:
        return self.round_picker.round

    def show_round(self, round_: int) -> None:
        self.round_picker.set_round(round_)
        self.refresh()

    def on_round_chosen(self, round_: int) -> None:
        """The user picked a round (or "Back to the round in play", or the next one)."""
        self.show_round(round_)

    def go_current(self) -> None:
        self.round_picker.go_current()

    def on_changed(self, changes: Changes) -> None:
        if changes.command is not None or changes.said is not None:
            self.status.setText(changes_words(changes))
        # what the overview reads (results too: the round may move on)
        if not changes.concerns(*_OVERVIEW_READS):
            return
        if not self.isVisible():
            self._stale = True  # a tab not shown: refresh when it is
            return
        if changes.concerns(Area.SETUP, Area.SETTINGS):
            self.round_picker.fill(self.session.match.format.rounds)
        self.show_round(self.round_picker.follow())

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        if self._stale:
            self._stale = False
            self.round_picker.fill(self.session.match.format.rounds)
            self.show_round(self.round_picker.follow())
        super().showEvent(event)

    # -- refresh --------------------------------------------------------------------------
    def refresh(self) -> None:
        round_ = self.round
        try:
            seen: env.Overview = self.session.core.ask(env.overview, round_)
        except MatchCoreError as exc:  # a damaged stored state: say so, show nothing
            self._say(error_text(exc))
            return
        locations = seen.locations
        self.envelopes_model.refresh(locations)
        self.decks_model.refresh(locations)
        self.deals_model.refresh(locations)
        for table_view, model in ((self.envelopes_view, self.envelopes_model),
                                  (self.decks_view, self.decks_model),
                                  (self.deals_view, self.deals_model)):
            rows_high(table_view, model.rowCount(),
                 short=SHORT_ROWS if table_view is self.deals_view else None)
        due = self._due_elsewhere(round_)
        for table in (1, 2):
            self._show_hints(table, list(seen.hints[table]))
            self.elsewhere[table].show_steps(due[table])
            self._nothing[table].setVisible(not seen.hints[table] and not due[table])
        deals = [view.deal for view in locations.deals]
        if deals != self._listed:  # another round: list its deals
            self._listed = deals
            chosen = self.deal
            self.deal_box.blockSignals(True)
            self.deal_box.clear()
            for view in locations.deals:
                self.deal_box.addItem(word("room.deal_from", d=view.deal,
                                           t=view.origin_table), view.deal)
            index = deals.index(chosen) if chosen in deals else self._first_moving(locations)
            self.deal_box.setCurrentIndex(index)
            self.deal_box.blockSignals(False)
        self._show_stage()

    def _due_elsewhere(self, shown: int) -> dict[int, list[tuple[int, env.Hint]]]:
        """The host's steps due in rounds after the one shown (the round in play's
        answer lists the steps of every round up to it), as (round, hint) per table."""
        due: dict[int, list[tuple[int, env.Hint]]] = {1: [], 2: []}
        in_play = self.session.core.round_in_play().round
        if in_play <= shown:
            return due
        try:
            later: env.Overview = self.session.core.ask(env.overview, in_play)
        except MatchCoreError:
            return due
        fmt = self.session.match.format
        for table in (1, 2):
            for hint in later.hints[table]:
                if hint.kind not in HOST_STEPS or (
                        hint.command is None and hint.kind is not env.HintKind.SHORT_ENVELOPE):
                    continue
                deals = hint.params.get("deals") or (hint.params.get("deal"),)
                rounds = {fmt.slot(d).round for d in deals if d is not None}
                if rounds and min(rounds) > shown:
                    due[table].append((min(rounds), hint))
        return due

    @staticmethod
    def _first_moving(locations: env.Locations) -> int:
        for number, view in enumerate(locations.deals):
            if view.stage is not env.Stage.RETURNED:
                return number
        return 0

    def _show_stage(self) -> None:
        deal = self.deal
        if deal is None:
            return
        seen: env.Overview = self.session.core.ask(env.overview, self.round)
        info = seen.stage(deal)
        self.stage_label.setText(stage_words(info))
        actions = {a.action for a in seen.legal_actions(deal)}
        for name, button in self.action_buttons.items():
            button.setEnabled(env.Action(name) in actions)
        # a check (or a recount) until the deal is played at the table it went to
        self.receive_button.setEnabled(
            env.Stage.IN_TRANSIT <= info.stage <= env.Stage.RECEIVED)

    def _show_hints(self, table: int, hints: list[env.Hint]) -> None:
        """The table's hints, in rows made once and reused: only what they say is set
        again (new widgets cost more than the query), and only when it changed."""
        signature = [(h.kind, envelope_hint_text(h, with_table=False)) for h in hints]
        rows = self._rows[table]
        if signature != self._shown[table]:
            self._shown[table] = signature
            box_layout = self._hint_layouts[table]
            while len(rows) < len(hints):
                row = _HintRow(self, table, len(rows))
                box_layout.insertWidget(len(rows), row)  # above the notes
                rows.append(row)
            for row, hint, (_, text) in zip(rows, hints, signature, strict=False):
                row.show_hint(hint, text)
            for row in rows[len(hints):]:
                row.hide()
        self.hint_rows[table] = [(hint, row.button_for(hint))
                                 for hint, row in zip(hints, rows, strict=False)]

    def on_hint_button(self, table: int, number: int, second: bool = False) -> None:
        hint = self.hint_rows[table][number][0]
        if second:
            self.report_short(hint)
        elif hint.command is not None:
            self.do_hint(hint)
        elif hint.kind is env.HintKind.SHORT_ENVELOPE:
            self._annul_from(hint)

    def _annul_from(self, hint: env.Hint) -> None:
        deal: int | None = hint.params.get("deal")
        proposals = {p.deal: p for p in
                     self.session.core.ask(env.proposed_annulments)}
        if deal is not None and deal in proposals:
            self.session.dialogs.ask_annul(self.session, deal, self,
                                           proposals[deal].reason)


class _Elsewhere(QWidget):
    """A table's steps due in a later round than the one shown ("Round III: carry
    envelopes 1–3 (white) to table 2") and a button that shows that round."""

    def __init__(self, view: EnvelopesView) -> None:
        super().__init__()
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 4)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.label.setStyleSheet("font-weight: normal;")
        column.addWidget(self.label)
        row = QHBoxLayout()
        self.button = QPushButton()
        self.button.setProperty("navigation", True)  # it only moves around the match
        self.button.clicked.connect(self._go)
        row.addWidget(self.button)
        row.addStretch(1)
        column.addLayout(row)
        self.view = view
        self.round: int | None = None
        self.hide()

    def show_steps(self, steps: list[tuple[int, env.Hint]]) -> None:
        if not steps:
            self.round = None
            self.hide()
            return
        self.round = steps[0][0]
        self.label.setText("\n".join(
            word("room.round_step", r=roman(r), step=envelope_hint_text(hint, with_table=False))
            for r, hint in steps))
        self.button.setText(word("room.show_round", r=roman(self.round)))
        self.show()

    def _go(self) -> None:
        if self.round is not None:
            self.view.round_box.setCurrentIndex(self.round - 1)


class _HintRow(QWidget):
    """One hint of a table: its words, and below them the buttons its kind offers (a
    carry: "Packed and carried"; a check: "All there" and "One short…"; a short
    envelope: "Annul…")."""

    def __init__(self, view: EnvelopesView, table: int, number: int) -> None:
        super().__init__()
        translate = QCoreApplication.translate
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 4)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        column.addWidget(self.label)
        layout = QHBoxLayout()
        column.addLayout(layout)
        self.button = QPushButton()
        self.button.clicked.connect(lambda _=False: view.on_hint_button(table, number))
        layout.addWidget(self.button)
        self.short = QPushButton(translate("EnvelopesView", "One short…"))
        self.short.setToolTip(translate("EnvelopesView",
                                        "An envelope held another number of cards"))
        self.short.clicked.connect(lambda _=False: view.on_hint_button(table, number, True))
        layout.addWidget(self.short)
        layout.addStretch(1)
        self.view = view

    def show_hint(self, hint: env.Hint, text: str) -> None:
        translate = QCoreApplication.translate
        self.label.setText(text)
        if hint.kind in INFO_HINTS:
            style = " " + ink_style("note")
            tip = word("room.by_results")
        elif hint.command is not None:
            style, tip = "", ""
        else:
            style, tip = " " + ink_style("error"), ""
        self.label.setStyleSheet("font-weight: normal;" + style)
        self.label.setToolTip(tip)
        check = hint.kind is env.HintKind.CHECK and hint.command is not None
        if check:
            self.button.setText(translate("EnvelopesView", "All there"))
            self.button.setToolTip(translate(
                "EnvelopesView", "Every envelope held 13 cards (and its score cards): "
                "record the check"))
        elif hint.kind is env.HintKind.CARRY and hint.command is not None:
            self.button.setText(translate("EnvelopesView", "Packed and carried"))
            self.button.setToolTip(translate("EnvelopesView", "Record this as done"))
        elif hint.kind is env.HintKind.RETURN and hint.command is not None:
            self.button.setText(translate("EnvelopesView", "Sent back"))
            self.button.setToolTip(translate(
                "EnvelopesView", "Not needed: the next deal dealt with them (or its score "
                "cards drawn) says it. Click if they went back earlier"))
        elif hint.command is not None:
            self.button.setText(translate("EnvelopesView", "Done"))
            self.button.setToolTip(translate("EnvelopesView", "Record this as done"))
        elif hint.kind is env.HintKind.SHORT_ENVELOPE:
            self.button.setText(translate("EnvelopesView", "Annul…"))
            self.button.setToolTip("")
        self.button.setVisible(self.button_for(hint) is not None)
        self.short.setVisible(check)
        self.show()

    def button_for(self, hint: env.Hint) -> QPushButton | None:
        if hint.command is not None or hint.kind is env.HintKind.SHORT_ENVELOPE:
            return self.button
        return None
