"""The match setup wizard: teams and players, the seat draw, settings, the file.

Every page validates as the user types and keeps Next disabled (with the reason shown)
until it is valid.  Finishing creates the match file with ``operations.create_match``; the path
is then in :attr:`SetupWizard.created_path`.  Tests drive it by setting the registered
fields (``setField("team_a", …)``), calling the draw page's methods, ``next()`` and
``accept()``.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QFont, QMouseEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from models.errors import MatchCoreError, printable
from models.format import STOLITSA_36, Team
from models.match import (
    MAX_NAME_LENGTH,
    Conditions,
    Match,
    ScoringMethod,
    Seat,
    Settings,
    check_name,
    honours_default,
    name_key,
    new_match,
    same_name,
)
from models.scorecards import DEFAULT_DECK, ScoreCard, parse_deck
from models.seating import SeatDraw, check_draw, draw_seats, seats_from_cards, seats_in_order
from models.vocabulary import Card
from teams_app.gui.fit import fitting_size
from teams_app.gui.look import ink, ink_style, px
from teams_app.gui.settings import file_dialog_options
from words import word
from words.errors import error_text
from words.file_errors import any_error_text
from words.notation import card_text
from words.texts import typed_card

TEAM_SIZE = STOLITSA_36.team_size


def split_names(text: str) -> tuple[str, ...]:
    """Reserves typed with commas or one per line; blanks dropped."""
    return tuple(name.strip() for name in re.split(r"[,\n;]", text) if name.strip())


def deck_text(deck: tuple[ScoreCard, ...]) -> str:
    return " ".join(str(card) for card in deck)


def safe_file_name(text: str) -> str:
    """A team name made safe for a file name on every platform."""
    cleaned = re.sub(r'[\\/:*?"<>|\x00-\x1f]', "", text).strip().strip(".")
    return cleaned or "match"


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


class WrappedCheck(QWidget):
    """A check box whose long text wraps (a QCheckBox's own text never does, and is cut
    in a narrow window): the text is a label beside the box; clicking it toggles."""

    def __init__(self, check: QCheckBox, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.check = check
        self.label = QLabel(text)
        self.label.setWordWrap(True)
        check.setAccessibleName(text)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(check, 0, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.label, 1)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt's name)
        if self.label.geometry().contains(event.position().toPoint()):
            self.check.toggle()
        super().mousePressEvent(event)


def _error_label() -> QLabel:
    label = QLabel()
    label.setStyleSheet(ink_style("error"))
    label.setWordWrap(True)
    label.setObjectName("error")
    return label


# -- page 1: teams ---------------------------------------------------------------------


def _number(team: Team) -> str:
    """The teams are entered as team 1 and team 2 (fields ``team_a``/``team_b``): the
    draw decides which of them is team A (spec §1)."""
    return "1" if team is Team.A else "2"


class TeamsPage(QWizardPage):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Teams and players"))
        self.setSubTitle(self.tr("Two teams of four regular players each. The seat draw "
                                 "decides which team is A. Reserves are optional: they "
                                 "draw no card and can take over a player's seat from a "
                                 "chosen round."))
        #: the fields typed in: a problem is shown only once its field was (so typing team
        #: 1's name does not bring "Team 2 needs a name")
        self.touched: set[str] = set()
        columns = QHBoxLayout()
        for team in Team:
            columns.addWidget(self._team_box(team))
        self.error = _error_label()
        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        layout.addWidget(self.error)
        layout.addStretch(1)

    def _team_box(self, team: Team) -> QGroupBox:
        key = team.value.lower()
        box = QGroupBox(self.tr("Team {n}").format(n=_number(team)))
        form = QFormLayout(box)
        name = QLineEdit()
        name.setMaxLength(MAX_NAME_LENGTH)  # the core's rule (check_name)
        name.setPlaceholderText(self.tr("Team name"))
        self.registerField(f"team_{key}", name)
        form.addRow(self.tr("Name:"), name)
        for i in range(1, TEAM_SIZE + 1):
            player = QLineEdit()
            player.setMaxLength(MAX_NAME_LENGTH)
            player.setPlaceholderText(self.tr("Player's name"))
            self.registerField(f"player_{key}{i}", player)
            form.addRow(self.tr("Player {n}:").format(n=i), player)
            player.textChanged.connect(lambda _=None, f=f"player_{key}{i}": self._changed(f))
        reserves = QPlainTextEdit()
        reserves.setPlaceholderText(self.tr("Reserves: comma-separated or one per line"))
        reserves.setFixedHeight(px(64))
        reserves.setTabChangesFocus(True)
        self.registerField(f"reserves_{key}", reserves, "plainText",
                           reserves.textChanged)
        form.addRow(self.tr("Reserves:"), reserves)
        name.textChanged.connect(lambda _=None, f=f"team_{key}": self._changed(f))
        reserves.textChanged.connect(lambda f=f"reserves_{key}": self._changed(f))
        return box

    def _changed(self, field: str | None = None) -> None:
        if field is not None:
            self.touched.add(field)
        shown = next((text for where, text in self.problems() if where in self.touched), "")
        self.error.setText(shown)
        self.completeChanged.emit()

    def problem(self) -> str | None:
        """The first thing that keeps the page from going on (None: nothing)."""
        return next((text for _, text in self.problems()), None)

    def problems(self) -> list[tuple[str, str]]:
        """What is wrong, in the order of the fields: (the field it is about, the text)."""
        wizard = self.wizard()
        if wizard is None:
            return []
        assert isinstance(wizard, SetupWizard)
        found: list[tuple[str, str]] = []
        # the match's words are the catalog's (the refusals the core words the same way)
        for team in Team:
            if not wizard.team_name(team):
                found.append((f"team_{team.value.lower()}",
                              word("wizard.team_missing", n=_number(team))))
        if wizard.team_name(Team.A) and same_name(wizard.team_name(Team.A),
                                                  wizard.team_name(Team.B)):
            found.append(("team_b", word("error.team_names_same",
                                         name=printable(wizard.team_name(Team.A)))))
        names: list[tuple[str, str]] = []
        for team in Team:
            key = team.value.lower()
            for i, player in enumerate(wizard.players(team), start=1):
                if not player:
                    found.append((f"player_{key}{i}", word(
                        "wizard.player_missing", n=_number(team), i=i)))
                else:
                    names.append((f"player_{key}{i}", player))
            names.extend((f"reserves_{key}", r) for r in wizard.reserves(team))
        seen: set[str] = set()
        for where, name in names:  # the same by the core's rule (name_key)
            if name_key(name) in seen:
                found.append((where, word("error.players_same", name=printable(name))))
            seen.add(name_key(name))
        # the core's one rule for names: length, no control or invisible characters
        for where, name in (("team_a", wizard.team_name(Team.A)),
                            ("team_b", wizard.team_name(Team.B)), *names):
            try:
                shown = printable(f"{name[:12]}…" if len(name) > 12 else name)
                check_name(name, f"“{shown}”")  # shown with a bidi override escaped
            except MatchCoreError as exc:
                found.append((where, error_text(exc)))
        return found

    def isComplete(self) -> bool:  # noqa: N802 (Qt's name)
        return self.problem() is None

    def validatePage(self) -> bool:  # noqa: N802 - next() goes on only when valid
        return self.isComplete()


# -- page 2: the seat draw -------------------------------------------------------------


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
                error = _error_label()
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

        self.error = _error_label()
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
        wizard = self.wizard()
        assert isinstance(wizard, SetupWizard)
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
        wizard = self.wizard()
        names = ("", "")
        if drawn is not None and isinstance(wizard, SetupWizard):
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


# -- page 3: settings ------------------------------------------------------------------


class SettingsPage(QWizardPage):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Match settings"))
        self.setSubTitle(self.tr("How vulnerability is set, how table 1 sits, and how the "
                                 "balance is shown. The defaults follow Stolitsa (1959)."))
        self.conditions = QComboBox()
        self.conditions.addItem(self.tr("Score cards drawn before each original deal"),
                                Conditions.CARDS.value)
        self.conditions.addItem(self.tr("Board conditions (dealer and vulnerability from "
                                         "the deal number)"), Conditions.BOARD.value)
        self.registerField("conditions", self.conditions)

        self.deck = QPlainTextEdit(deck_text(DEFAULT_DECK))
        self.deck.setFixedHeight(px(56))
        self.deck.setTabChangesFocus(True)
        self.registerField("deck", self.deck, "plainText", self.deck.textChanged)
        self.reset_deck = QPushButton(self.tr("Default deck"))
        self.deck_count = QLabel()
        self.deck_error = _error_label()

        self.turning = QCheckBox()
        turning = WrappedCheck(self.turning, self.tr(
            "Turn the diagram at table 1 (players swap directions with their partner every "
            "three games)"))
        self.registerField("turning", self.turning)
        self.two_decks = QCheckBox()
        two_decks = WrappedCheck(self.two_decks, self.tr(
            "Only two decks: send each original deal to the other table as soon as it is "
            "played"))
        self.registerField("two_decks", self.two_decks)
        self.scoring = QComboBox()
        self.scoring.addItem(self.tr("Total points"), ScoringMethod.POINTS.value)
        self.scoring.addItem(self.tr("IMPs"), ScoringMethod.IMPS.value)
        self.scoring.addItem(self.tr("Victory points"), ScoringMethod.VPS.value)
        self.registerField("scoring", self.scoring)
        self.honours = QCheckBox(self.tr("Score honours (100 or 150 in one hand)"))
        self.honours.setToolTip(self.tr("On when total points decide, as in Stolitsa's "
                                        "match; off when IMPs or VPs decide. Fixed once "
                                        "a result is in."))
        self.honours.setChecked(honours_default(ScoringMethod.POINTS))
        self.registerField("honours", self.honours)
        self._honours_touched = False
        self.honours.clicked.connect(self._honours_clicked)
        self.scoring.currentIndexChanged.connect(self._scoring_changed)
        from teams_app.gui.matchsettings import host_choice

        # asked, not assumed (spec §13): nothing is chosen until the host says
        self.host = host_choice(self)
        self.host.setPlaceholderText(self.tr("Choose who runs the match"))
        self.host.setCurrentIndex(-1)
        self.registerField("host", self.host)  # its index: 0 table 1, 1 table 2, 2 none
        self.host.currentIndexChanged.connect(lambda *_: self.completeChanged.emit())

        deck_row = QHBoxLayout()
        deck_row.addWidget(self.deck, 1)
        deck_buttons = QVBoxLayout()
        deck_buttons.addWidget(self.reset_deck)
        deck_buttons.addWidget(self.deck_count)
        deck_row.addLayout(deck_buttons)

        page = QVBoxLayout(self)
        form = QFormLayout()
        page.addLayout(form)
        page.addStretch(1)
        form.addRow(self.tr("Conditions:"), self.conditions)
        form.addRow(self.tr("Score-card deck\n(each line, each table):"), deck_row)
        form.addRow("", self.deck_error)
        form.addRow(self.tr("Table 1:"), turning)
        form.addRow(self.tr("Decks:"), two_decks)
        form.addRow(self.tr("Balance shown as:"), self.scoring)
        form.addRow(self.tr("Honours:"), self.honours)
        form.addRow(self.tr("Who runs the match:"), self.host)

        self.deck.textChanged.connect(self._changed)
        self.conditions.currentIndexChanged.connect(self._changed)
        self.reset_deck.clicked.connect(
            lambda: self.deck.setPlainText(deck_text(DEFAULT_DECK)))
        self._changed()

    def board_conditions(self) -> bool:
        return bool(self.conditions.currentData() == Conditions.BOARD.value)

    def _honours_clicked(self) -> None:
        self._honours_touched = True

    def _scoring_changed(self) -> None:
        """Honours follow the scoring method (seed 000) until the user sets them."""
        if not self._honours_touched:
            self.honours.setChecked(honours_default(ScoringMethod(self.scoring.currentData())))

    def parsed_deck(self) -> tuple[tuple[ScoreCard, ...] | None, str]:
        try:
            return parse_deck(self.deck.toPlainText()), ""
        except MatchCoreError as exc:
            return None, error_text(exc)

    def _changed(self) -> None:
        board = self.board_conditions()
        for widget in (self.deck, self.reset_deck, self.deck_count):
            widget.setEnabled(not board)
        deck, problem = self.parsed_deck()
        if board:
            problem = ""
        self.deck_error.setText(problem)
        self.deck_count.setText(word("wizard.deck_size", count=len(deck), n=len(deck))
                                if deck is not None else "")
        self.completeChanged.emit()

    def settings(self) -> Settings | None:
        deck, _ = self.parsed_deck()
        board = self.board_conditions()
        if (deck is None and not board) or self.host.currentIndex() < 0:
            return None
        return Settings(
            conditions=Conditions.BOARD if board else Conditions.CARDS,
            turning=self.turning.isChecked(),
            scoring=ScoringMethod(self.scoring.currentData()),
            two_decks=self.two_decks.isChecked(),
            deck=deck or DEFAULT_DECK,
            honours=self.honours.isChecked(),
            host_table=int(self.host.currentData()) or None,
            # a new match: the other line confirms a phone's result (issue 32; Settings)
            phones_confirm=True,
        )

    def isComplete(self) -> bool:  # noqa: N802
        return self.settings() is not None

    def validatePage(self) -> bool:  # noqa: N802
        return self.isComplete()


# -- page 4: the file ------------------------------------------------------------------


class FilePage(QWizardPage):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Where to keep the match"))
        self.setSubTitle(self.tr("Every change is saved in this file at once; there is no "
                                 "Save button."))
        self.path = QLineEdit()
        self.registerField("path", self.path)
        self.browse = QPushButton(self.tr("&Browse…"))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.error = _error_label()
        row = QHBoxLayout()
        row.addWidget(self.path, 1)
        row.addWidget(self.browse)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Match file:")))
        layout.addLayout(row)
        layout.addWidget(self.error)
        layout.addSpacing(8)
        layout.addWidget(self.summary, 1)
        self._edited = False
        self.path.textEdited.connect(self._edited_by_user)
        self.path.textChanged.connect(self._changed)
        self.browse.clicked.connect(self._browse)

    def _edited_by_user(self) -> None:
        self._edited = True

    def initializePage(self) -> None:  # noqa: N802
        wizard = self.wizard()
        assert isinstance(wizard, SetupWizard)
        if not self._edited or not self.path.text().strip():
            self.path.setText(str(wizard.default_path()))
        self.summary.setText(wizard.summary_html())
        self._changed()

    def _browse(self) -> None:
        chosen = SetupWizard.ask_save_path(self, self.path.text())
        if chosen:
            self._edited = True
            self.path.setText(chosen)

    def problem(self) -> str | None:
        text = self.path.text().strip()
        if not text:
            return self.tr("Choose where to save the match file.")
        path = Path(text).expanduser()
        if path.exists():
            return self.tr("{path} already exists: choose another name (an existing match "
                           "is opened with File ▸ Open).").format(path=path)
        parent = path.parent
        while not parent.exists() and parent != parent.parent:
            parent = parent.parent
        if not parent.is_dir():
            return self.tr("{path} is not a folder.").format(path=parent)
        return None

    def _changed(self) -> None:
        self.error.setText(self.problem() or "")
        self.completeChanged.emit()

    def show_error(self, message: str) -> None:
        self.error.setText(message)

    def isComplete(self) -> bool:  # noqa: N802
        return self.problem() is None


# -- the wizard ------------------------------------------------------------------------


class SetupWizard(QWizard):
    """Set up a new match; on finish the file exists and :attr:`created_path` names it."""

    TEAMS, DRAW, SETTINGS, FILE = range(4)

    def __init__(self, parent: QWidget | None = None, directory: Path | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New match"))
        self.setWizardStyle(QWizard.WizardStyle.ModernStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage, True)
        self.setMinimumSize(760, 600)
        # where the screen has the room, the seat draw's eight rows and a subtitle of three
        # lines (Bulgarian) both whole: 600 px squeezed the header
        self.resize(fitting_size(self, 760, 680).expandedTo(self.minimumSize()))
        self._directory = directory
        self.created_path: Path | None = None
        self.teams_page = TeamsPage()
        self.draw_page = DrawPage()
        self.settings_page = SettingsPage()
        self.file_page = FilePage()
        for page_id, page in enumerate((self.teams_page, self.draw_page,
                                        self.settings_page, self.file_page)):
            self.setPage(page_id, page)
        self.setStartId(self.TEAMS)
        self.currentIdChanged.connect(self._fit_subtitle)

    def _fit_subtitle(self) -> None:
        """The page's subtitle whole in the header: Qt's modern style gives it the height
        of two lines at a width of its own choosing, and the seat draw's three lines in
        Bulgarian were cut.  The label is given the height its text needs at the
        wizard's narrowest width (the most it can need), whatever the present size."""
        page = self.currentPage()
        if page is None or not page.subTitle() or not self.isVisible():
            return  # laid out when shown (see showEvent)
        label = next((child for child in self.findChildren(QLabel)
                      if child.text() == page.subTitle() and child.wordWrap()
                      and not page.isAncestorOf(child)), None)
        if label is None:
            return
        narrowest = label.width() - max(0, self.width() - self.minimumWidth())
        if narrowest < label.fontMetrics().averageCharWidth() * 20:
            return  # not laid out yet
        label.setMinimumHeight(max(label.minimumHeight(), label.heightForWidth(narrowest),
                                   label.heightForWidth(label.width())))
        header = label.parentWidget()  # Qt fixes its height for two lines: as it needs
        layout = header.layout() if header is not None else None
        if header is not None and layout is not None:
            layout.invalidate()
            need = layout.minimumSize().height()
            if need > header.maximumHeight():
                header.setFixedHeight(need)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        self._fit_subtitle()

    # -- dialogs tests replace -----------------------------------------------------------
    @classmethod
    def ask_save_path(cls, parent: QWidget, start: str) -> str:
        path, _ = QFileDialog.getSaveFileName(
            parent, QCoreApplication.translate("FilePage", "Save the match as"), start,
            QCoreApplication.translate("FilePage", "Match files (*{suffix})")
            .format(suffix=match_suffix()), options=file_dialog_options())
        return path

    # -- what was entered --------------------------------------------------------------
    def team_name(self, team: Team) -> str:
        return str(self.field(f"team_{team.value.lower()}") or "").strip()

    def players(self, team: Team) -> list[str]:
        key = team.value.lower()
        return [str(self.field(f"player_{key}{i}") or "").strip()
                for i in range(1, TEAM_SIZE + 1)]

    def reserves(self, team: Team) -> tuple[str, ...]:
        return split_names(str(self.field(f"reserves_{team.value.lower()}") or ""))

    def directory(self) -> Path:
        if self._directory is not None:
            return self._directory
        from teams_app.store import default_match_dir

        return Path(default_match_dir())

    def default_path(self) -> Path:
        name = (f"{safe_file_name(self.team_name(Team.A))} v "
                f"{safe_file_name(self.team_name(Team.B))}")
        path = self.directory() / f"{name}{match_suffix()}"
        number = 2
        while path.exists():
            path = self.directory() / f"{name} ({number}){match_suffix()}"
            number += 1
        return path

    def seats(self) -> dict[str, Seat] | None:
        drawn = self.draw_page.seats()
        if drawn is None:
            return None
        return {s.code: Seat(s.player, s.card) for s in drawn.seats}

    def teams_ab(self) -> tuple[tuple[str, tuple[str, ...]], tuple[str, tuple[str, ...]]]:
        """(name, reserves) of team A and of team B, as the draw decided (team 1 is A
        until there is a draw)."""
        first = (self.team_name(Team.A), self.reserves(Team.A))
        second = (self.team_name(Team.B), self.reserves(Team.B))
        drawn = self.draw_page.seats()
        return drawn.in_order(first, second) if drawn is not None else (first, second)

    def summary_html(self) -> str:
        settings = self.settings_page.settings()
        seats = self.seats() or {}
        lines = []
        for team, (name, reserve_names) in zip(Team, self.teams_ab(), strict=True):
            codes = ", ".join(f"{code} {seat.player}" for code, seat in sorted(seats.items())
                              if code.startswith(team.value))
            reserves = ", ".join(reserve_names) or word("wizard.none")
            reserves_label = self.tr("Reserves:")
            lines.append(f"<b>{_html(name)}</b> ({team.value}): {_html(codes)}<br>"
                         f"&nbsp;&nbsp;{reserves_label} {_html(reserves)}")
        if settings is not None:
            conditions = (word("paper.board_conditions") if settings.conditions is
                          Conditions.BOARD else word("wizard.score_cards",
                                                     n=len(settings.deck)))
            lines.append(word("wizard.conditions", what=conditions))
            lines.append(word("wizard.balance",
                              what=self.settings_page.scoring.currentText().lower()))
            extras = []
            if settings.turning:
                extras.append(word("wizard.turning"))
            if settings.two_decks:
                extras.append(word("wizard.two_decks"))
            if settings.honours:
                extras.append(word("wizard.honours"))
            extras.append(self.settings_page.host.currentText().lower())
            if extras:
                lines.append(", ".join(extras))
        return "<br>".join(lines)

    def build_match(self) -> Match:
        seats = self.seats()
        settings = self.settings_page.settings()
        if seats is None or settings is None:
            raise ValueError("the wizard is not complete")
        (name_a, reserves_a), (name_b, reserves_b) = self.teams_ab()
        return new_match(name_a, name_b, seats, reserves_a, reserves_b, settings)

    def accept(self) -> None:
        """Create the file; on a problem say why on the last page and stay open."""
        from teams_app.operations import create_match
        from teams_app.store import StoreError

        problem = self.file_page.problem()
        if problem is None:
            path = Path(self.file_page.path.text().strip()).expanduser()
            try:
                match = self.build_match()
                path.parent.mkdir(parents=True, exist_ok=True)
                store = create_match(path, match)
            except MatchCoreError as exc:
                problem = error_text(exc)
            except (StoreError, OSError, ValueError) as exc:
                problem = any_error_text(exc)
            else:
                store.close()
                self.created_path = path
                super().accept()
                return
        if self.currentId() != self.FILE:
            # finishing early (tests, or a page skipped): show the file page with the reason
            while self.currentId() not in (self.FILE, -1):
                before = self.currentId()
                self.next()
                if self.currentId() == before:
                    break
        self.file_page.show_error(problem or "")


def match_suffix() -> str:
    from teams_app.store import MATCH_SUFFIX

    return str(MATCH_SUFFIX)


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
