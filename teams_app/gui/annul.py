"""The annulment dialog (spec §11): the five reasons; during the match (replayed, or
closed without a replay) or after it (never replayed)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from models.errors import MatchCoreError
from models.match import AnnulReason
from models.queries import check_annullable, match_over
from teams_app.gui.models import tr
from teams_app.gui.terms import error_text, result_text, roman

if TYPE_CHECKING:
    from teams_app.gui.session import MatchSession


class AnnulDialog(QDialog):
    """Annul a deal's current attempt; a proposed reason (e.g. 3 after a short envelope)
    comes preselected, and a proposal can be dismissed instead, the note saying why.
    Nothing is stored until OK (or Dismiss), and a refusal keeps the dialog open with the
    reason shown."""

    def __init__(self, session: MatchSession, deal: int,
                 proposed_reason: AnnulReason | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.deal = deal
        match = session.match
        proposal = next((p for p in session.envelope_query("proposed_annulments")
                         if p.deal == deal), None)
        if proposal is not None and proposed_reason is None:
            proposed_reason = proposal.reason
        key = match.current_key(deal)
        slot = match.format.slot(deal)
        self.setWindowTitle(self.tr("Annul deal {d}").format(d=key))
        layout = QVBoxLayout(self)

        played = []
        for table in (1, 2):
            result = match.results.get((key, table))
            score = match.score(key, table)
            if result is None:
                played.append(self.tr("table {t}: not played yet").format(t=table))
            else:
                played.append(self.tr("table {t}: {r} (NS {s})").format(
                    t=table, r=result_text(result, honours=True),
                    s="?" if score is None else f"{score:+d}" if score else "0"))
        self.info = QLabel(self.tr("Deal {d}, round {r}, dealt at table {t}.").format(
            d=key, r=roman(slot.round), t=slot.origin_table) + "\n" + "; ".join(played))
        self.info.setWordWrap(True)
        layout.addWidget(self.info)

        reasons = QGroupBox(self.tr("Reason"))
        reasons_layout = QVBoxLayout(reasons)
        self.reasons = QButtonGroup(self)
        self.reason_buttons: dict[AnnulReason, QRadioButton] = {}
        for reason in AnnulReason:
            text = f"{int(reason)}. {tr(reason.text)}"
            if reason is proposed_reason:
                text += self.tr("  (proposed)")
            button = QRadioButton(text)
            self.reasons.addButton(button, int(reason))
            self.reason_buttons[reason] = button
            reasons_layout.addWidget(button)
        if proposed_reason is not None:
            self.reason_buttons[proposed_reason].setChecked(True)
        layout.addWidget(reasons)

        when = QGroupBox(self.tr("When"))
        when_layout = QVBoxLayout(when)
        self.during = QRadioButton(self.tr("During the match — a replacement deal is played "
                                           "in its place under the same score cards"))
        self.no_replay = QRadioButton(self.tr("During the match, not replayed — no time is "
                                              "left for a replacement; nothing is pending"))
        self.after = QRadioButton(self.tr("After the match — the deal is not replayed"))
        when_layout.addWidget(self.during)
        when_layout.addWidget(self.no_replay)
        when_layout.addWidget(self.after)
        # Once every deal's current attempt has both results, an annulment is one after
        # the match (the core decides it; the dialog only shows it).
        finished = match_over(match)
        (self.after if finished else self.during).setChecked(True)
        self.during.setEnabled(not finished)
        self.no_replay.setEnabled(not finished)
        layout.addWidget(when)

        self.note = QLineEdit()
        self.note.setPlaceholderText(self.tr("note (what happened), optional"))
        layout.addWidget(self.note)
        self.error = QLabel()
        self.error.setStyleSheet("color: #c0141b;")
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
        layout.addWidget(self.buttons)
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

    def _update(self) -> None:
        self.ok_button.setEnabled(self.reasons.checkedId() > 0 and not self._already)

    @property
    def reason(self) -> AnnulReason | None:
        checked = self.reasons.checkedId()
        return AnnulReason(checked) if checked > 0 else None

    def on_dismiss(self) -> None:
        try:
            self.session.dismiss_proposal(deal=self.deal, reason=self.note.text())
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
            self.session.annul_deal(deal=self.deal, reason=reason,
                                    after_match=self.after.isChecked(),
                                    no_replay=self.no_replay.isChecked(),
                                    note=self.note.text().strip())
        except MatchCoreError as exc:
            self.error.setText(error_text(exc))
            return
        self.accept()
