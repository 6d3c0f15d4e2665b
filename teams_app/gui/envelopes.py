"""Envelopes and decks: where each of the 24 envelopes and the decks is, the courier's
actions, and what each table must do next with its envelopes.

All the state and its rules live in :mod:`models.envelopes`; this view shows its queries
(``locations_for_round``, ``next_actions``, ``proposed_annulments``) and asks the
session (the operations layer) for each step by intent.  An envelope found short on
arrival opens the annulment dialog with reason 3 proposed.  What the core says (stages,
places, hints, warnings) is shown from its data (kinds and parameters), worded by
:mod:`teams_app.gui.terms` in the app's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from models import envelopes as env
from models.errors import MatchCoreError
from models.match import AnnulReason, Conditions
from models.vocabulary import Direction
from teams_app.gui.models import (
    TABLE_INK,
    DecksModel,
    EnvelopesModel,
    RoundDealsModel,
)
from teams_app.gui.roundpicker import RoundPicker
from teams_app.gui.terms import (
    changes_words,
    direction_letter,
    direction_name,
    envelope_hint_text,
    error_text,
    proposal_text,
    stage_words,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from teams_app.gui.session import MatchSession
    from teams_app.operations import Changes

ENVELOPE_AREAS = ("setup", "settings", "envelopes", "annulments")


def _table(model: object) -> QTableView:
    view = QTableView()
    view.setModel(model)  # type: ignore[arg-type]
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    view.verticalHeader().setVisible(False)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.horizontalHeader().setStretchLastSection(True)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
    return view


def _fit(view: QTableView, rows: int) -> None:
    """Exactly ``rows`` rows high: these lists have a known length, no empty space."""
    height = view.horizontalHeader().sizeHint().height() + 2 * view.frameWidth()
    view.setFixedHeight(height + rows * view.verticalHeader().defaultSectionSize() + 2)


class EnvelopesView(QWidget):
    """The courier's screen."""

    def __init__(self, session: MatchSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QVBoxLayout(self)

        bar = QHBoxLayout()
        self.round_picker = RoundPicker(session.current_round)
        self.round_box = self.round_picker.box
        self.current_button = self.round_picker.current_button
        bar.addWidget(self.round_picker)
        self.status = QLabel()
        self.status.setWordWrap(True)
        bar.addWidget(self.status, 1)
        layout.addLayout(bar)

        top = QHBoxLayout()
        self.hint_boxes: dict[int, QGroupBox] = {}
        #: (hint, its "Do" button or None) per table, rebuilt on refresh
        self.hint_rows: dict[int, list[tuple[env.Hint, QPushButton | None]]] = {1: [], 2: []}
        for table in (1, 2):
            box = QGroupBox(self.tr("Table {t}: next with the envelopes").format(t=table))
            box.setStyleSheet(f"QGroupBox {{ color: {TABLE_INK[table].name()}; "
                              "font-weight: bold; }")
            QVBoxLayout(box)
            self.hint_boxes[table] = box
            top.addWidget(box, 1)
        top.addWidget(self._courier_box(), 1)
        layout.addLayout(top)

        tables = QHBoxLayout()
        left = QVBoxLayout()
        envelopes_box = QGroupBox(self.tr("The 24 envelopes"))
        QVBoxLayout(envelopes_box)
        self.envelopes_model = EnvelopesModel(self)
        self.envelopes_view = _table(self.envelopes_model)
        self.envelopes_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.Stretch)
        envelopes_box.layout().addWidget(self.envelopes_view)
        left.addWidget(envelopes_box)
        deals_box = QGroupBox(self.tr("This round's deals"))
        QVBoxLayout(deals_box)
        self.deals_model = RoundDealsModel(self)
        self.deals_view = _table(self.deals_model)
        deals_box.layout().addWidget(self.deals_view)
        left.addWidget(deals_box)
        left.addStretch(1)
        tables.addLayout(left, 3)
        decks_box = QGroupBox(self.tr("Decks"))
        QVBoxLayout(decks_box)
        self.decks_model = DecksModel(self)
        self.decks_view = _table(self.decks_model)
        decks_box.layout().addWidget(self.decks_view)
        decks_column = QVBoxLayout()
        decks_column.addWidget(decks_box)
        decks_column.addStretch(1)
        tables.addLayout(decks_column, 2)
        layout.addLayout(tables, 1)

        self._stale = False
        self.round_picker.fill(session.match.format.rounds)
        self.round_picker.picked.connect(self.on_round_chosen)
        session.changed.connect(self.on_changed)
        self.show_round(session.current_round())

    # -- the courier's panel ------------------------------------------------------------
    def _courier_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Courier"))
        grid = QGridLayout(box)
        grid.addWidget(QLabel(self.tr("Deal")), 0, 0)
        self.deal_box = QComboBox()
        grid.addWidget(self.deal_box, 0, 1)
        self.stage_label = QLabel()
        self.stage_label.setWordWrap(True)
        grid.addWidget(self.stage_label, 0, 2, 1, 4)
        self.action_buttons: dict[str, QPushButton] = {}
        labels = (("deal", self.tr("Dealt")), ("play_home", self.tr("Played")),
                  ("pack", self.tr("Packed")), ("carry", self.tr("Carried")),
                  ("play_away", self.tr("Played there")), ("return", self.tr("Returned")))
        for column, (name, text) in enumerate(labels):
            button = QPushButton(text)
            button.clicked.connect(lambda _=False, n=name: self.on_action(n))
            self.action_buttons[name] = button
            grid.addWidget(button, 1, column)
        grid.addWidget(QLabel(self.tr("On arrival, cards found:")), 2, 0, 1, 2)
        self.count_boxes: dict[Direction, QSpinBox] = {}
        counts = QHBoxLayout()
        for direction in env.ENVELOPE_ORDER:
            caption = QLabel(direction_letter(direction))
            caption.setToolTip(direction_name(direction))
            counts.addWidget(caption)
            spin = QSpinBox()
            spin.setToolTip(self.tr("cards found in the envelope of {direction}").format(
                direction=direction_name(direction)))
            spin.setRange(0, 52)
            spin.setValue(env.CARDS_PER_ENVELOPE)
            self.count_boxes[direction] = spin
            counts.addWidget(spin)
        grid.addLayout(counts, 2, 2, 1, 4)
        self.score_cards_box = QCheckBox(self.tr("score cards there"))
        self.score_cards_box.setChecked(True)
        grid.addWidget(self.score_cards_box, 3, 0, 1, 2)
        self.receive_button = QPushButton(self.tr("Checked on arrival"))
        self.receive_button.clicked.connect(self.on_receive)
        grid.addWidget(self.receive_button, 3, 2, 1, 2)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #c0141b;")
        grid.addWidget(self.error, 4, 0, 1, 6)
        self.deal_box.currentIndexChanged.connect(self._show_stage)
        return box

    @classmethod
    def ask_annul(cls, session: MatchSession, deal: int, parent: QWidget | None = None,
                  proposed: AnnulReason | None = None) -> None:
        """Open the annulment dialog (tests replace this classmethod)."""
        from teams_app.gui.annul import AnnulDialog

        dialog = AnnulDialog(session, deal, proposed, parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    @property
    def deal(self) -> int | None:
        data = self.deal_box.currentData()
        return int(data) if data is not None else None

    def _apply(self, step: Callable[[], Changes]) -> bool:
        """Do one envelope operation of the session; a refusal is shown, not raised."""
        self.error.clear()
        try:
            changes = step()
        except MatchCoreError as exc:
            self.error.setText(error_text(exc))
            return False
        self._after(changes)
        return True

    def _after(self, changes: Changes) -> None:
        """A short envelope on arrival: propose annulling the deal (reason 3)."""
        for proposal in self.session.envelope_query("proposed_annulments"):
            if proposal.deal in changes.deals:
                self.status.setText(proposal_text(
                    proposal, self.session.envelope_query("arrival_problems")))
                type(self).ask_annul(self.session, proposal.deal, self, proposal.reason)
                return

    def on_action(self, name: str) -> None:
        deal = self.deal
        if deal is None:
            return
        session = self.session
        if name == "pack":
            self._apply(lambda: session.pack_envelopes(deal=deal))
        else:
            self._apply(lambda: session.envelope_step(deal=deal, action=name))

    def on_receive(self) -> None:
        deal = self.deal
        if deal is None:
            return
        match = self.session.match
        counts = {d: box.value() for d, box in self.count_boxes.items()}
        board = match.settings.conditions is Conditions.BOARD
        score_cards = None if board else self.score_cards_box.isChecked()
        if self._apply(lambda: self.session.receive_envelopes(
                deal=deal, counts=counts, score_cards=score_cards)):
            for box in self.count_boxes.values():
                box.setValue(env.CARDS_PER_ENVELOPE)
            self.score_cards_box.setChecked(True)

    def do_hint(self, hint: env.Hint) -> None:
        if hint.command is not None:
            self._apply(lambda: self.session.follow_hint(hint=hint))

    # -- rounds ---------------------------------------------------------------------------
    @property
    def round(self) -> int:
        return self.round_picker.round

    def show_round(self, round_: int) -> None:
        self.round_picker.set_round(round_)
        self.refresh()

    def on_round_chosen(self, round_: int) -> None:
        """The user picked a round (or "Current round")."""
        self.show_round(round_)

    def go_current(self) -> None:
        self.round_picker.go_current()

    def on_changed(self, changes: Changes) -> None:
        if changes.description:
            self.status.setText(changes_words(changes))
        moved_on = ("results" in changes and self.round_picker.following
                    and self.session.current_round() != self.round)
        if not (changes.concerns(*ENVELOPE_AREAS) or moved_on):
            return
        if not self.isVisible():
            self._stale = True  # a tab not shown: refresh when it is
            return
        if changes.concerns("setup", "settings"):
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
            locations = self.session.envelope_query("locations_for_round", round_)
        except MatchCoreError as exc:  # a damaged stored state: say so, show nothing
            self.error.setText(exc.reason)
            return
        self.envelopes_model.refresh(locations)
        self.decks_model.refresh(locations)
        self.deals_model.refresh(locations)
        for view, model in ((self.envelopes_view, self.envelopes_model),
                            (self.decks_view, self.decks_model),
                            (self.deals_view, self.deals_model)):
            _fit(view, model.rowCount())
        for table in (1, 2):
            self._show_hints(table, self.session.envelope_hints(table, round_))
        chosen = self.deal
        self.deal_box.blockSignals(True)
        self.deal_box.clear()
        for view in locations.deals:
            self.deal_box.addItem(self.tr("deal {d} (table {t})").format(
                d=view.deal, t=view.origin_table), view.deal)
        deals = [view.deal for view in locations.deals]
        index = deals.index(chosen) if chosen in deals else self._first_moving(locations)
        self.deal_box.setCurrentIndex(index)
        self.deal_box.blockSignals(False)
        self._show_stage()

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
        self.stage_label.setText(stage_words(self.session.envelope_query("stage_info",
                                                                       deal)))
        legal = {(a.action, a.direction)
                 for a in self.session.envelope_query("legal_actions", deal)}
        actions = {a for a, _ in legal}
        for name, button in self.action_buttons.items():
            button.setEnabled(env.Action(name) in actions)
        self.receive_button.setEnabled(env.Action.RECEIVE in actions)

    def _show_hints(self, table: int, hints: list[env.Hint]) -> None:
        box = self.hint_boxes[table]
        layout = box.layout()
        while layout.count():
            item = layout.takeAt(0)
            widget = item.widget()
            if widget is not None:
                widget.deleteLater()
        rows: list[tuple[env.Hint, QPushButton | None]] = []
        proposals = {p.deal: p for p in self.session.envelope_query("proposed_annulments")}
        if not hints:
            done = QLabel(self.tr("nothing to do with the envelopes now"))
            done.setStyleSheet("color: #777; font-weight: normal;")
            layout.addWidget(done)
        for hint in hints:
            row = QWidget()
            row_layout = QHBoxLayout(row)
            row_layout.setContentsMargins(0, 0, 0, 0)
            label = QLabel(envelope_hint_text(hint, with_table=False))
            label.setWordWrap(True)
            label.setStyleSheet("font-weight: normal;" + (
                "" if hint.command is not None else " color: #c0141b;"))
            row_layout.addWidget(label, 1)
            button: QPushButton | None = None
            if hint.command is not None:
                button = QPushButton(self.tr("Done"))
                button.setToolTip(self.tr("Record this as done"))
                button.clicked.connect(lambda _=False, h=hint: self.do_hint(h))
                row_layout.addWidget(button)
            elif (hint.kind is env.HintKind.SHORT_ENVELOPE
                  and hint.params.get("deal") in proposals):
                proposal = proposals[hint.params["deal"]]
                button = QPushButton(self.tr("Annul…"))
                button.clicked.connect(lambda _=False, p=proposal: type(self).ask_annul(
                    self.session, p.deal, self, p.reason))
                row_layout.addWidget(button)
            layout.addWidget(row)
            rows.append((hint, button))
        self.hint_rows[table] = rows
