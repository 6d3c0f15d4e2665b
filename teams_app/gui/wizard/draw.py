"""The wizard's second page: the seat draw — the cards drawn by the app, typed from the
table, or no draw — and the seats it gives, with why a team became team A."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
    QWizardPage,
)

from models.errors import MatchCoreError
from models.format import Team
from models.seating import SeatDraw, check_draw, draw_seats, seats_from_cards, seats_in_order
from models.vocabulary import Card
from teams_app.gui.look import ink
from teams_app.gui.wizard.common import TEAM_SIZE, error_label, on_wizard
from words import word
from words.errors import error_text
from words.notation import card_text
from words.texts import typed_card


def card_item(card: Card | None) -> QTableWidgetItem:
    item = QTableWidgetItem(card_text(card) if card is not None else "—")
    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    if card is not None and card.suit.is_red:
        item.setForeground(QBrush(ink("red_suit")))
    font = QFont(item.font())
    font.setPointSizeF(font.pointSizeF() * 1.25 if font.pointSizeF() > 0 else 12)
    font.setBold(True)
    item.setFont(font)
    return item


class DrawPage(QWizardPage):
    """Who gets which code: drawn by the app, typed from the cards drawn, or as given."""

    DRAWN, TYPED, ORDER = 0, 1, 2

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("The seat draw"))
        self.setSubTitle(self.tr("Each regular player draws a card from one deck. The "
                                 "highest card of all eight (rank, then ♠ ♥ ♦ ♣) is A-1, "
                                 "and his team is team A; in each team the next cards "
                                 "give codes 2, 3 and 4."))
        self._drawn: SeatDraw | None = None
        self._drawn_for: tuple[tuple[str, ...], tuple[str, ...]] | None = None

        self.mode_drawn = QRadioButton(self.tr("The app draws the cards"))
        self.mode_typed = QRadioButton(self.tr("Type the cards drawn at the table"))
        self.mode_order = QRadioButton(self.tr("No draw: codes in the order the players "
                                               "were given"))
        self.modes = QButtonGroup(self)
        for number, button in enumerate((self.mode_drawn, self.mode_typed, self.mode_order)):
            self.modes.addButton(button, number)
        self.mode_drawn.setChecked(True)

        self.draw_button = QPushButton(self.tr("&Draw the cards"))
        self.draw_button.setObjectName("draw_button")
        drawn_page = QWidget()
        drawn_layout = QHBoxLayout(drawn_page)
        drawn_layout.setContentsMargins(0, 0, 0, 0)
        drawn_layout.addWidget(self.draw_button)
        drawn_layout.addStretch()

        typed_page = QWidget()
        grid = QGridLayout(typed_page)
        grid.setContentsMargins(0, 0, 0, 0)
        self.card_labels: dict[str, QLabel] = {}
        self.card_edits: dict[str, QLineEdit] = {}
        self.card_errors: dict[str, QLabel] = {}
        for column, team in enumerate(Team):
            for i in range(1, TEAM_SIZE + 1):
                key = f"{team.value.lower()}{i}"
                label = QLabel()
                edit = QLineEdit()
                edit.setPlaceholderText(self.tr("e.g. SA or ♥10"))
                # as wide as its example, in every language
                edit.setFixedWidth(max(120, edit.fontMetrics().horizontalAdvance(
                    edit.placeholderText()) + 24))
                error = error_label()
                error.setWordWrap(False)  # a few words: on one line, never cut
                self.registerField(f"card_{key}", edit)
                edit.textChanged.connect(self._changed)
                label.setBuddy(edit)
                self.card_labels[key], self.card_edits[key], self.card_errors[key] = (
                    label, edit, error)
                # team A's four players, then team B's: each row has the room for its
                # name, card and inline message in every language
                row = column * TEAM_SIZE + i - 1
                grid.addWidget(label, row, 0)
                grid.addWidget(edit, row, 1)
                grid.addWidget(error, row, 2)
        grid.setColumnStretch(2, 1)

        order_page = QLabel(self.tr("Team 1 is team A. Player 1 of each team becomes A-1 "
                                    "(B-1), player 2 A-2 (B-2), and so on."))
        order_page.setWordWrap(True)

        self.stack = QStackedWidget()
        for page in (drawn_page, typed_page, order_page):
            self.stack.addWidget(page)
        self.stack.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)

        self.why = QLabel()
        self.why.setWordWrap(True)
        self.why.setStyleSheet("font-weight: bold;")
        self.why.setObjectName("why_team_a")
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels([self.tr("Code"), self.tr("Player"),
                                              self.tr("Card"), self.tr("Team")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(
            1, QHeaderView.ResizeMode.Stretch)
        self.table.setObjectName("draw_result")

        self.error = error_label()
        layout = QVBoxLayout(self)
        layout.addWidget(self.mode_drawn)
        layout.addWidget(self.mode_typed)
        layout.addWidget(self.mode_order)
        layout.addWidget(self.stack)
        layout.addWidget(self.why)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.error)
        self._fit_stack()

        self.modes.idToggled.connect(self._mode_toggled)
        self.draw_button.clicked.connect(lambda: self.draw())

    # -- what the page says ------------------------------------------------------------
    @property
    def mode(self) -> int:
        return self.modes.checkedId()

    def set_mode(self, mode: int) -> None:
        self.modes.button(mode).setChecked(True)

    def _players(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        wizard = on_wizard(self)
        assert wizard is not None
        return tuple(wizard.players(Team.A)), tuple(wizard.players(Team.B))

    def draw(self, rng: random.Random | None = None) -> SeatDraw:
        """The app draws a card for each player (``secrets`` randomness unless rng)."""
        players_a, players_b = self._players()
        self._drawn = draw_seats(players_a, players_b, rng=rng)
        self._drawn_for = (players_a, players_b)
        self.draw_button.setText(self.tr("&Draw again"))
        self._changed()
        return self._drawn

    def typed_cards(self) -> tuple[dict[str, Card], dict[str, Card], list[str]]:
        """The typed cards per team and the problems found (shown inline)."""
        players = self._players()
        cards: tuple[dict[str, Card], dict[str, Card]] = ({}, {})
        problems: list[str] = []
        for index, team in enumerate(Team):
            for i, player in enumerate(players[index], start=1):
                key = f"{team.value.lower()}{i}"
                text = self.card_edits[key].text().strip()
                message = ""
                if not text:
                    message = word("draw.card_missing")
                    problems.append(word("draw.no_card", player=player))
                else:
                    try:
                        cards[index][player] = Card.parse(typed_card(text))
                    except MatchCoreError as exc:
                        # short beside the field; the whole reason under the page
                        message = word("draw.not_a_card")
                        problems.append(f"{player}: {error_text(exc)}")
                self.card_errors[key].setText(message)
        return cards[0], cards[1], problems

    def seats(self) -> SeatDraw | None:
        """The draw as the page stands, or None while it is not valid."""
        return self._evaluate()[0]

    def _evaluate(self) -> tuple[SeatDraw | None, str]:
        if self.wizard() is None:
            return None, ""
        players_a, players_b = self._players()
        if self.mode == self.DRAWN:
            if self._drawn is None or self._drawn_for != (players_a, players_b):
                return None, self.tr("Press “Draw the cards” to draw a card for each "
                                     "player.")
            return self._drawn, ""
        if self.mode == self.TYPED:
            cards_a, cards_b, problems = self.typed_cards()
            if problems:
                return None, problems[0]
            try:
                check_draw(cards_a, cards_b, TEAM_SIZE)
            except MatchCoreError as exc:
                return None, error_text(exc)
            return seats_from_cards(cards_a, cards_b), ""
        return seats_in_order(players_a, players_b), ""

    # -- reacting ----------------------------------------------------------------------
    def initializePage(self) -> None:  # noqa: N802
        players = self._players()
        for index, team in enumerate(Team):
            for i, player in enumerate(players[index], start=1):
                key = f"{team.value.lower()}{i}"
                self.card_labels[key].setText(f"{player}:")
        if self._drawn_for is not None and self._drawn_for != players:
            self._drawn = None
            self._drawn_for = None
            self.draw_button.setText(self.tr("&Draw the cards"))
        self._changed()

    def _mode_toggled(self, mode: int, checked: bool) -> None:
        if checked:
            self.stack.setCurrentIndex(mode)
            self._fit_stack()
            self._changed()

    def _fit_stack(self) -> None:
        """The stack as tall as the mode shown (not the tallest, the typed cards): the
        drawn seats get the height."""
        for index in range(self.stack.count()):
            page = self.stack.widget(index)
            assert page is not None  # index < count()
            policy = (QSizePolicy.Policy.Preferred if index == self.stack.currentIndex()
                      else QSizePolicy.Policy.Ignored)
            page.setSizePolicy(policy, policy)
        self.stack.adjustSize()
        self.stack.updateGeometry()

    def _changed(self) -> None:
        seats, problem = self._evaluate()
        self.error.setText(problem)
        self._show(seats)
        self.completeChanged.emit()

    def _show(self, drawn: SeatDraw | None) -> None:
        rows = sorted(drawn.seats if drawn else (), key=lambda s: s.code)
        show_cards = self.mode != self.ORDER
        self.table.setColumnHidden(2, not show_cards)
        self.table.setRowCount(len(rows))
        wizard = on_wizard(self)
        names = ("", "")
        if drawn is not None and wizard is not None:
            names = drawn.in_order(wizard.team_name(Team.A), wizard.team_name(Team.B))
        for row, seat in enumerate(rows):
            code = QTableWidgetItem(seat.code)
            code.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.table.setItem(row, 0, code)
            self.table.setItem(row, 1, QTableWidgetItem(seat.player))
            self.table.setItem(row, 2, card_item(seat.card))
            self.table.setItem(row, 3, QTableWidgetItem(
                names[0] if seat.code.startswith(Team.A.value) else names[1]))
        self.why.setText(self.why_team_a(drawn, names[0]))
        # all eight seats in sight: the table is as tall as its rows
        table = self.table
        table.resizeRowsToContents()
        table.setMinimumHeight(table.horizontalHeader().sizeHint().height()
                               + sum(table.rowHeight(r) for r in range(len(rows)))
                               + 2 * table.frameWidth() + 2)

    def why_team_a(self, drawn: SeatDraw | None, team_a: str) -> str:
        """Why a team became team A: the highest card, or no draw."""
        if drawn is None:
            return ""
        highest = drawn.highest
        if highest is None or highest.card is None:
            return word("draw.none", team=team_a)
        return word("draw.highest", player=highest.player, card=card_text(highest.card),
                    team=team_a) + "."

    def isComplete(self) -> bool:  # noqa: N802
        return self.seats() is not None

    def validatePage(self) -> bool:  # noqa: N802
        return self.isComplete()
