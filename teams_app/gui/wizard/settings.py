"""The wizard's third page: the match's settings — conditions and the score-card deck,
table 1's turning, two decks, the balance, honours and who runs the match."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
    QWizardPage,
)

from models.errors import MatchCoreError
from models.match import Conditions, ScoringMethod, Settings, honours_default
from models.scorecards import DEFAULT_DECK, ScoreCard, deck_text, parse_deck
from teams_app.gui.hostchoice import HostChoice
from teams_app.gui.look import px
from teams_app.gui.wizard.common import error_label
from words import word
from words.errors import error_text


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
        self.deck_error = error_label()

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
        # asked, not assumed (spec §13): nobody is chosen until the host says; the people
        # are the draw's (initializePage)
        self.host = HostChoice(self)
        self.host.person.setPlaceholderText(word("host.choose"))
        self.host.person.setCurrentIndex(-1)
        self.host.person.currentIndexChanged.connect(lambda *_: self.completeChanged.emit())

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
        form.addRow(word("host.who_label"), self.host.person)
        form.addRow(word("host.laptop_label"), self.host.laptop)
        form.addRow("", self.host.why)

        self.deck.textChanged.connect(self._changed)
        self.conditions.currentIndexChanged.connect(self._changed)
        self.reset_deck.clicked.connect(
            lambda: self.deck.setPlainText(deck_text(DEFAULT_DECK)))
        self._changed()

    def initializePage(self) -> None:  # noqa: N802 (Qt's name)
        """The people the host is chosen from: the draw's codes and the reserves."""
        wizard = self.wizard()
        seats = getattr(wizard, "seats", lambda: None)() or {}
        teams = getattr(wizard, "teams_ab", lambda: ())()
        self.host.fill(seats, [name for _team, reserves in teams for name in reserves])

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
        if (deck is None and not board) or not self.host.chosen():
            return None
        return Settings(
            conditions=Conditions.BOARD if board else Conditions.CARDS,
            turning=self.turning.isChecked(),
            scoring=ScoringMethod(self.scoring.currentData()),
            two_decks=self.two_decks.isChecked(),
            deck=deck or DEFAULT_DECK,
            honours=self.honours.isChecked(),
            host_table=self.host.table(),
            host_player=self.host.player(),
            # a new match: the other line confirms a phone's result (issue 32; Settings)
            phones_confirm=True,
        )

    def isComplete(self) -> bool:  # noqa: N802
        return self.settings() is not None

    def validatePage(self) -> bool:  # noqa: N802
        return self.isComplete()
