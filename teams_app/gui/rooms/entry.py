"""A room's entry line: the game it stores into, the result typed (``4SX N 10`` /
``3NT S +1`` / ``PASS``) with its score shown as you type, the same result picked with the
mouse (:class:`ResultPicker`), the deal's score cards drawn or typed; Enter stores the
result (:class:`EntryLine`).  The rule of each step is the operations'."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from models.entry import EntryWords, canonical_contract, canonical_entry
from models.errors import InputError, MatchCoreError
from models.format import BlockKind, Team
from models.match import DealKey
from models.scoring import Honours
from models.steps import StepKind
from models.vocabulary import Contract, Direction, Doubling, Line, Strain, parse_tricks
from teams_app import operations
from teams_app.gui.look import ink_style, set_background, set_font, set_ink, set_style
from teams_app.gui.rooms.labels import set_text
from words import word
from words.errors import error_text
from words.notation import (
    direction_letter,
    direction_name,
    honours_text,
    line_name,
    score_card_text,
    strain_text,
)
from words.texts import (
    doubling_word,
    entry_text,
    entry_words,
    pass_word,
    read_score_cards,
    roman,
)

if TYPE_CHECKING:
    from teams_app.gui.session import MatchSession


class ResultPicker(QWidget):
    """Mouse entry: combo boxes for level, strain, doubling, declarer and tricks, each
    with a caption above it; choosing fills the entry line (Enter or Store stores it)."""

    text_chosen = Signal(str)

    STRAINS = (Strain.C, Strain.D, Strain.H, Strain.S, Strain.NT)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(4)
        grid.setVerticalSpacing(0)
        self.title = QLabel(self.tr("or pick:"))
        self.title.setToolTip(self.tr("Pick the result with the mouse: it is written into "
                                      "the entry line above, Enter or Store stores it"))
        grid.addWidget(self.title, 1, 0)
        self.level = QComboBox()
        self.level.addItem("—", None)
        self.level.addItem(pass_word(), 0)
        for level in range(1, 8):
            self.level.addItem(str(level), level)
        self.strain = QComboBox()
        for strain in self.STRAINS:
            self.strain.addItem(strain_text(strain), strain.name)
        self.doubling = QComboBox()
        for doubling, suffix in ((Doubling.NONE, ""), (Doubling.DOUBLED, "X"),
                                 (Doubling.REDOUBLED, "XX")):
            self.doubling.addItem(doubling_word(doubling) or "—", suffix)
        self.declarer = QComboBox()
        for direction in (Direction.N, Direction.E, Direction.S, Direction.W):
            self.declarer.addItem(direction_letter(direction), direction.name)
        self.tricks = QComboBox()
        for tricks in range(14):
            self.tricks.addItem(str(tricks), tricks)
        self.honours = QComboBox()
        self.honours.addItem("—", "")
        for held in Honours:
            self.honours.addItem(honours_text(held), held.value)
        self.captions: list[QLabel] = []
        for column, (widget, caption, tip) in enumerate((
                (self.level, self.tr("Level"), self.tr("level of the contract, or Pass")),
                (self.strain, self.tr("Strain"), self.tr("trumps, or no-trump")),
                (self.doubling, self.tr("Doubled"), self.tr("doubled / redoubled")),
                (self.declarer, self.tr("Declarer"), self.tr("the declarer's direction")),
                (self.tricks, self.tr("Tricks"), self.tr("tricks taken by declarer")),
                (self.honours, self.tr("Honours"), self.tr("honours in one hand: 4 trump "
                                                           "honours 100, all 5 150, 4 aces "
                                                           "at no-trump 150"))),
                start=1):
            label = QLabel(caption)
            set_ink(label, "note")
            set_font(label, point_size=8)
            label.setToolTip(tip)
            label.setBuddy(widget)
            self.captions.append(label)
            widget.setToolTip(tip)
            grid.addWidget(label, 0, column)
            grid.addWidget(widget, 1, column)
        grid.setColumnStretch(7, 1)
        self._syncing = False
        self.level.currentIndexChanged.connect(self._on_level)
        for combo in (self.strain, self.doubling, self.declarer, self.tricks, self.honours):
            combo.currentIndexChanged.connect(self._compose)
        self._enable()

    def reset(self) -> None:
        """Every box blank: nothing of the result just stored stays in them (it may be
        another table's, which the room may not see: spec §13)."""
        self._syncing = True
        self.level.setCurrentIndex(0)
        for combo in (self.strain, self.doubling, self.declarer, self.tricks):
            combo.setCurrentIndex(-1)
        self.honours.setCurrentIndex(0)
        self._syncing = False
        self._enable()

    def _fill_blanks(self) -> None:
        """A box left blank by :meth:`reset` takes its first choice once a level is
        picked (♣, not doubled, North), the tricks the contract made exactly."""
        for combo in (self.strain, self.doubling, self.declarer):
            if combo.currentIndex() < 0:
                combo.setCurrentIndex(0)
        if self.tricks.currentIndex() < 0:
            level = self.level.currentData()
            self.tricks.setCurrentIndex(level + 6 if level else 0)

    def show_honours(self, shown: bool) -> None:
        """Honours are picked only in a match that scores them."""
        self.honours.setVisible(shown)
        self.captions[-1].setVisible(shown)  # the honours' caption is the last
        if not shown:
            self.honours.setCurrentIndex(0)

    def _enable(self) -> None:
        """Strain, doubling, declarer and tricks stay usable (picking any of them first
        is fine); only a passed-out deal has none."""
        passed = self.level.currentData() == 0
        for combo in (self.strain, self.doubling, self.declarer, self.tricks, self.honours):
            combo.setEnabled(not passed)

    def _on_level(self) -> None:
        level = self.level.currentData()
        self._enable()
        if self._syncing:  # following the typed text: no default tricks, no echo
            return
        if level is not None:
            self._syncing = True
            self._fill_blanks()
            if level:
                self.tricks.setCurrentIndex(level + 6)  # made exactly, by default
            self._syncing = False
        self._compose()

    def _compose(self) -> None:
        if self._syncing:
            return
        level = self.level.currentData()
        if level is None:
            return
        if level == 0:
            self.text_chosen.emit(entry_text(None))
            return
        self._syncing = True
        self._fill_blanks()  # a box picked after a reset: the others as Qt would show them
        self._syncing = False
        doubling = {"": Doubling.NONE, "X": Doubling.DOUBLED, "XX": Doubling.REDOUBLED}
        held = self.honours.currentData()
        self.text_chosen.emit(entry_text(
            Contract(level, Strain[self.strain.currentData()],
                     doubling[self.doubling.currentData()]),
            Direction[self.declarer.currentData()], str(self.tricks.currentData()),
            Honours(held) if held else None))

    def follow(self, text: str, words: EntryWords) -> None:
        """Show what can be read of the typed entry (in any of the app's words) in the
        combo boxes, without writing back into the entry line."""
        parts = text.split()
        try:
            contract = Contract.parse(canonical_contract(parts[0], words)) if parts else None
        except InputError:
            return
        self._syncing = True
        try:
            if not parts:
                self.level.setCurrentIndex(0)
            elif contract is None:
                self.level.setCurrentIndex(self.level.findData(0))
            else:
                self.level.setCurrentIndex(self.level.findData(contract.level))
                self.strain.setCurrentIndex(self.strain.findData(contract.strain.name))
                self.doubling.setCurrentIndex(
                    self.doubling.findData(contract.doubling.suffix))
                declarer = words.direction(parts[1]) if len(parts) > 1 else None
                if declarer is not None:
                    self.declarer.setCurrentIndex(self.declarer.findData(declarer.name))
                if len(parts) > 2:
                    try:
                        tricks = parse_tricks(parts[2].replace("−", "-"), contract)
                    except InputError:
                        pass
                    else:
                        self.tricks.setCurrentIndex(tricks)
                held = canonical_entry(text, words).split()[3:]
                if held and self.honours.isVisible():
                    found = self.honours.findData(held[-1].upper())
                    if found >= 0:
                        self.honours.setCurrentIndex(found)
        finally:
            self._syncing = False
        self._enable()


class EntryLine(QFrame):
    """A room's entry line under its games: the game it stores into (the next one, or a
    row the user picked: ``explicit``), the typed result and its score, the mouse entry,
    the score cards' draw; Enter or Store stores the result."""

    def __init__(self, session: MatchSession, table: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.table = table
        #: the game the entry line stores into; ``explicit`` when the user picked a row
        self.target: DealKey | None = None
        self.explicit = False
        ink_name = f"table{table}"
        self.setObjectName("entry")
        set_background(self, "entry_bg")
        entry = QGridLayout(self)
        entry.setContentsMargins(6, 4, 6, 4)
        entry.setVerticalSpacing(3)
        self.target_label = QLabel()
        self.target_label.setWordWrap(True)
        set_ink(self.target_label, ink_name)
        set_font(self.target_label, bold=True)
        entry.addWidget(self.target_label, 0, 0, 1, 3)
        self.edit = QLineEdit()
        self.edit.setPlaceholderText(self.tr("4SX N 10, 3NT S +1 or PASS — Enter stores"))
        self.edit.setToolTip(self.tr("Honours at the end: 4S N 10 H NS100 (NS100, NS150, "
                                     "EW100 or EW150)"))
        self.edit.setClearButtonEnabled(True)
        entry_font = self.edit.font()
        entry_font.setPointSizeF(entry_font.pointSizeF() * 1.3)
        self.edit.setFont(entry_font)
        entry.addWidget(self.edit, 1, 0, 1, 2)
        self.store_button = QPushButton(self.tr("Store"))
        entry.addWidget(self.store_button, 1, 2)
        self.preview = QLabel(" ")
        self.preview.setTextFormat(Qt.TextFormat.PlainText)
        entry.addWidget(self.preview, 2, 0, 1, 3)
        self.picker = ResultPicker()
        entry.addWidget(self.picker, 3, 0, 1, 3)
        cards_row = QHBoxLayout()
        self.draw_button = QPushButton(self.tr("Draw score cards"))
        self.cards_edit = QLineEdit()
        self.cards_edit.setPlaceholderText(self.tr("or type the drawn cards: NV0 V60"))
        self.cards_button = QPushButton(self.tr("Set cards"))
        cards_row.addWidget(self.draw_button)
        cards_row.addWidget(self.cards_edit, 1)
        cards_row.addWidget(self.cards_button)
        entry.addLayout(cards_row, 4, 0, 1, 3)
        entry.setColumnStretch(0, 1)

        self.edit.textChanged.connect(self.on_text_changed)
        self.edit.returnPressed.connect(self.on_store)
        self.store_button.clicked.connect(self.on_store)
        self.picker.text_chosen.connect(self.edit.setText)
        self.draw_button.clicked.connect(self.on_draw)
        self.cards_button.clicked.connect(self.on_type_cards)
        self.cards_edit.returnPressed.connect(self.on_type_cards)
        self._name_controls()

    def _name_controls(self) -> None:
        """Accessible names and descriptions: what a screen reader says of each control
        (a combo box would be named by its value, a line edit by nothing)."""
        table = self.table
        self.edit.setAccessibleName(word("room.result_at_table", t=table))
        self.edit.setAccessibleDescription(self.tr(
            "Contract, declarer and tricks, e.g. 4S N 10 or PASS; Enter stores it, Esc "
            "goes back to the next game"))
        self.store_button.setAccessibleDescription(word("room.store_for_table", t=table))
        self.draw_button.setAccessibleDescription(self.tr(
            "Draw the deal's score cards at random"))
        self.cards_edit.setAccessibleName(self.tr("Score cards drawn by hand"))
        self.cards_edit.setAccessibleDescription(self.tr(
            "The two score cards, NS then EW, e.g. NV0 V60; Enter sets them"))
        self.cards_button.setAccessibleDescription(self.tr(
            "Set the score cards typed beside"))
        for combo, label in zip((self.picker.level, self.picker.strain,
                                 self.picker.doubling, self.picker.declarer,
                                 self.picker.tricks, self.picker.honours),
                                self.picker.captions, strict=True):
            combo.setAccessibleName(label.text())
            combo.setAccessibleDescription(combo.toolTip())

    def show_target(self, round_: int) -> None:
        """Say which game the entry stores into (the round ``round_`` is complete when
        none), and whether its score cards can be drawn here."""
        match = self.session.match
        enabled = self.target is not None
        for widget in (self.edit, self.store_button, self.picker):
            widget.setEnabled(enabled)
        if self.target is None:
            self.target_label.setText(word("room.round_complete", r=roman(round_)))
            self.draw_button.setEnabled(False)
            self.draw_button.setToolTip("")  # not the last game's
            self.cards_button.setEnabled(False)
            self.cards_edit.setEnabled(False)
            return
        key = self.target
        slot = match.format.slot(key.deal)
        # a replay after the last round is of an earlier round's deal
        game = next(g for g in operations.play_order(match, slot.round, self.table)
                    if g.deal == key.deal)
        cards = match.draws.get(key.deal)
        if match.settings.board:
            cards_text = ""
        elif cards:
            ns_line, ew_line = line_name(Line.NS), line_name(Line.EW)
            cards_text = (f" · {ns_line} {score_card_text(cards[Line.NS])}, "
                          f"{ew_line} {score_card_text(cards[Line.EW])}")
        else:
            cards_text = " · " + word("room.cards_not_drawn")
        existing = match.results.get((key, self.table))
        state = " · " + word("room.correcting") if existing is not None else ""
        kind = word("room.original" if game.kind is BlockKind.ORIGINAL else "room.sent")
        set_text(self.target_label, word(
            "room.target", g=game.game, d=key, kind=kind,
            dealer=direction_name(match.dealer(key.deal)), cards=cards_text, state=state))
        # the draw: when the core offers it to this table now (its cards are here, the
        # same step its phone offers); cards drawn from the physical envelopes are typed
        # for any original of the table not drawn yet (a fact, as a result from paper)
        typed = (not match.settings.board and cards is None
                 and slot.origin_table == self.table)
        # (the list is asked only where a draw could be: its cards not drawn here)
        offered = typed and any(step.kind is StepKind.DRAW and step.table == self.table
                                and step.key == key
                                for step in self.session.core.table_steps())
        self.draw_button.setEnabled(offered)
        self.cards_button.setEnabled(typed)
        self.cards_edit.setEnabled(typed)
        self.draw_button.setToolTip(
            "" if offered or cards or slot.origin_table == self.table
            else word("room.drawn_at", t=slot.origin_table))

    def preview_text(self, ns: int) -> str:
        match = self.session.match
        points = operations.team_points(match, self.table, ns)
        if ns == 0:
            return word("page.zero")  # as the table's phone says it
        winner = Team.A if points[Team.A] else Team.B
        line = match.format.team_line(self.table, winner)
        return word("room.score", ns_line=line_name(Line.NS), ns=f"{ns:+d}",
                    team=match.teams[winner].name, line=line_name(line),
                    points=points[winner])

    def on_text_changed(self, text: str) -> None:
        if not text.strip() or self.target is None:
            self.preview.setText(" ")
            set_style(self.preview, ink_style("table2"))
            return
        words = entry_words()
        self.picker.follow(text, words)
        try:
            latin = canonical_entry(text, words)
        except MatchCoreError as exc:
            self.show_error(exc)
            return
        score, error = operations.preview_entry(
            self.session.match, deal=self.target.deal, table=self.table, text=latin,
            attempt=self.target.attempt)
        if error is not None:
            self.show_error(error)
        else:
            assert score is not None
            self.preview.setText(self.preview_text(score))
            set_style(self.preview, ink_style("table2"))

    def show_error(self, error: MatchCoreError | str) -> None:
        """Show a refusal (worded in the app's language) or a message under the entry."""
        message = error if isinstance(error, str) else error_text(error)
        self.preview.setText(message)
        set_style(self.preview, ink_style("error"))

    def on_store(self) -> None:
        if self.target is None:
            return
        key = self.target
        try:
            text = canonical_entry(self.edit.text(), entry_words())
            self.explicit = False
            self.session.run(operations.enter_result, deal=key.deal, table=self.table, text=text,
                             attempt=key.attempt)
        except MatchCoreError as exc:
            self.show_error(exc)
            return
        self.forget_typed()
        self.edit.setFocus()

    def forget_typed(self) -> None:
        """The entry line, its preview and the pickers blank, and the line's own typing
        history gone (``setText`` clears it; ``clear`` could be undone): nothing of a
        result stored here stays in a widget (spec §13)."""
        self.edit.setText("")
        self.edit.setModified(False)
        self.picker.reset()
        self.preview.setText(" ")

    def on_draw(self) -> None:
        if self.target is None:
            return
        try:
            self.session.run(operations.draw_score_cards, deal=self.target.deal,
                             rng=self.session.core.rng)
        except MatchCoreError as exc:
            self.show_error(exc)
            return
        self.edit.setFocus()  # the cards are drawn: the result comes next

    def on_type_cards(self) -> None:
        if self.target is None:
            return
        try:
            ns, ew = read_score_cards(self.cards_edit.text())
            self.session.run(operations.type_score_cards, deal=self.target.deal, ns=str(ns),
                             ew=str(ew))
        except MatchCoreError as exc:
            self.show_error(exc)
            return
        self.cards_edit.clear()
        self.edit.setFocus()  # the cards are set: the result comes next
