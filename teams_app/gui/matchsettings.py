"""Match ▸ Settings and Match ▸ Reserves: change an open match's settings, or let a
reserve take over a player's code from a round on.

Each dialog stores nothing until OK; a refused change keeps the dialog open with the
reason shown.  Each change is one undoable step of the operations layer
(:func:`teams_app.operations.change_settings`, :func:`~teams_app.operations.substitute`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from models.errors import MatchCoreError
from models.format import code_team
from models.match import Conditions, ScoringMethod, Settings
from models.scorecards import deck_text, parse_deck
from models.setup_commands import turning_fixed
from teams_app import operations
from teams_app.gui.fit import room_for_title
from teams_app.gui.hostchoice import HostChoice
from teams_app.gui.look import ink_style, px
from words import word
from words.errors import error_text

if TYPE_CHECKING:
    from teams_app.gui.session import MatchSession


def _error_label() -> QLabel:
    label = QLabel()
    label.setStyleSheet(ink_style("error"))
    label.setWordWrap(True)
    return label


class MatchSettingsDialog(QDialog):
    def __init__(self, session: MatchSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(self.tr("Match settings"))
        settings = session.match.settings
        started = bool(session.match.draws or session.match.results)

        self.conditions = QComboBox()
        self.conditions.addItem(self.tr("Score cards"), Conditions.CARDS.value)
        self.conditions.addItem(self.tr("Board conditions"), Conditions.BOARD.value)
        self.conditions.setCurrentIndex(self.conditions.findData(settings.conditions.value))
        self.conditions.setEnabled(not started)
        if started:
            self.conditions.setToolTip(self.tr("Fixed once score cards are drawn or deals "
                                               "played."))
        self.deck = QPlainTextEdit(deck_text(settings.deck))
        self.deck.setFixedHeight(px(56))
        self.deck.setTabChangesFocus(True)
        self.turning = QCheckBox(self.tr("Turn the diagram at table 1"))
        self.turning.setChecked(settings.turning)
        if turning_fixed(session.match):  # the core's rule (models.setup_commands)
            self.turning.setEnabled(False)
            self.turning.setToolTip(word("error.turning_fixed"))
        self.two_decks = QCheckBox(self.tr("Only two decks"))
        self.two_decks.setChecked(settings.two_decks)
        self.scoring = QComboBox()
        self.scoring.addItem(self.tr("Total points"), ScoringMethod.POINTS.value)
        self.scoring.addItem(self.tr("IMPs"), ScoringMethod.IMPS.value)
        self.scoring.addItem(self.tr("Victory points"), ScoringMethod.VPS.value)
        self.scoring.setCurrentIndex(self.scoring.findData(settings.scoring.value))
        self.honours = QCheckBox(self.tr("Score honours"))
        self.honours.setChecked(settings.honours)
        if session.match.results:
            self.honours.setEnabled(False)
            self.honours.setToolTip(self.tr("Fixed once a result is in."))
        self.host = HostChoice(self)
        self.host.fill(session.match.seats,
                       [name for info in session.match.teams.values() for name in info.reserves])
        self.host.set(settings.host_player, settings.host_table)
        # issue 32: the tables' phones take the opening lead with the result
        self.phone_leads = QCheckBox(word("settings.phone_leads"))
        self.phone_leads.setChecked(settings.phone_leads)
        self.phone_leads.setToolTip(word("settings.phone_leads_tip"))
        # issue 32: the other line confirms a phone's result, both lines sign the round
        self.phones_confirm = QCheckBox(word("settings.phones_confirm"))
        self.phones_confirm.setChecked(settings.phones_confirm)
        self.phones_confirm.setToolTip(word("settings.phones_confirm_tip"))
        self.error = _error_label()

        form = QFormLayout()
        form.addRow(self.tr("Conditions:"), self.conditions)
        form.addRow(self.tr("Score-card deck:"), self.deck)
        form.addRow(self.tr("Table 1:"), self.turning)
        form.addRow(self.tr("Decks:"), self.two_decks)
        form.addRow(self.tr("Balance shown as:"), self.scoring)
        form.addRow(self.tr("Honours:"), self.honours)
        form.addRow(word("host.who_label"), self.host.person)
        form.addRow(word("host.laptop_label"), self.host.laptop)
        form.addRow("", self.host.why)
        form.addRow(word("settings.phone_leads_label"), self.phone_leads)
        form.addRow("", self.phones_confirm)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.buttons.accepted.connect(self.on_ok)
        self.buttons.rejected.connect(self.reject)
        self.deck.textChanged.connect(self._update)
        self.conditions.currentIndexChanged.connect(self._update)
        self._update()
        room_for_title(self)  # its title whole in the title bar

    def chosen(self) -> tuple[Settings | None, str]:
        board = self.conditions.currentData() == Conditions.BOARD.value
        try:
            deck = parse_deck(self.deck.toPlainText())
        except MatchCoreError as exc:
            if not board:
                return None, error_text(exc)
            deck = self.session.match.settings.deck
        current = self.session.match.settings
        return Settings(
            conditions=Conditions.BOARD if board else Conditions.CARDS,
            turning=self.turning.isChecked(),
            scoring=ScoringMethod(self.scoring.currentData()),
            two_decks=self.two_decks.isChecked(),
            deck=deck,
            format_name=current.format_name,
            honours=self.honours.isChecked(),
            host_table=current.host_table,  # its own step (below)
            host_player=current.host_player,  # its own step (below)
            phone_leads=current.phone_leads,  # its own step (below)
            phones_confirm=current.phones_confirm,  # its own step (below)
        ), ""

    def _update(self) -> None:
        board = self.conditions.currentData() == Conditions.BOARD.value
        self.deck.setEnabled(not board)
        settings, problem = self.chosen()
        self.error.setText(problem)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(
            settings is not None)

    def on_ok(self) -> None:
        settings, problem = self.chosen()
        if settings is None:
            self.error.setText(problem)
            return
        if settings != self.session.match.settings:
            try:
                self.session.run(operations.change_settings, settings=settings)
            except MatchCoreError as exc:
                self.error.setText(error_text(exc))
                return
        try:
            player = self.host.player()
            if player != self.session.full_match.settings.host_player:
                self.session.run(operations.set_host_player, player=player)
        except MatchCoreError as exc:
            self.error.setText(error_text(exc))
            return
        table = self.host.table()
        if table != self.session.full_match.settings.host_table:
            self.session.run(operations.set_host_table, table=table)
        leads = self.phone_leads.isChecked()
        if leads != self.session.match.settings.phone_leads:
            self.session.run(operations.set_phone_leads, on=leads)
        confirm = self.phones_confirm.isChecked()
        if confirm != self.session.match.settings.phones_confirm:
            self.session.run(operations.set_phones_confirm, on=confirm)
        self.accept()


class ReservesDialog(QDialog):
    """A reserve takes over a regular's code (and seat) from a chosen round on."""

    def __init__(self, session: MatchSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        match = session.match
        self.setWindowTitle(self.tr("Reserves"))
        self.code = QComboBox()
        for code, seat in sorted(match.seats.items()):
            self.code.addItem(f"{code}  {seat.player}", code)
        self.from_round = QSpinBox()
        self.from_round.setRange(1, match.format.rounds)
        self.from_round.setValue(session.core.current_round())
        self.reserve = QComboBox()
        self.error = _error_label()
        self.current = QLabel()
        self.current.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Code:"), self.code)
        form.addRow(self.tr("From round:"), self.from_round)
        form.addRow(self.tr("Plays:"), self.reserve)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        layout = QVBoxLayout(self)
        layout.addWidget(self.current)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.code.currentIndexChanged.connect(self._fill_reserves)
        self.buttons.accepted.connect(self.on_ok)
        self.buttons.rejected.connect(self.reject)
        self._fill_reserves()
        self._show_current()
        room_for_title(self)  # its title whole in the title bar

    def _fill_reserves(self) -> None:
        match = self.session.match
        code = str(self.code.currentData())
        team = code_team(code)
        self.reserve.clear()
        self.reserve.addItem(word("reserves.regular", player=match.seats[code].player), None)
        for name in match.teams[team].reserves:
            self.reserve.addItem(name, name)
        has_reserves = bool(match.teams[team].reserves)
        self.error.setText("" if has_reserves else word("reserves.none",
                                                        team=match.teams[team].name))

    def _show_current(self) -> None:
        match = self.session.match
        lines = [word("step.set_substitution", reserve=name, code=code,
                      from_round=from_round) + "."
                 for (code, from_round), name in sorted(match.substitutions.items())]
        self.current.setText("\n".join(lines) or word("reserves.none_plays"))

    def on_ok(self) -> None:
        try:
            self.session.run(operations.substitute, code=str(self.code.currentData()),
                             from_round=self.from_round.value(),
                             reserve=self.reserve.currentData())
        except MatchCoreError as exc:
            self.error.setText(error_text(exc))
            return
        self.accept()

