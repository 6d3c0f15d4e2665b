"""The two rooms side by side for a round: seats, games, next actions, fast entry.

Each :class:`TablePanel` shows one table's diagram for the round (table 1 in green,
table 2 in black, as on paper), what the room must do next, and an entry line that
takes ``4SX N 10`` / ``3NT S +1`` / ``PASS`` with the score shown as you type; Enter
stores it and moves on to the next game.  A row of combo boxes gives the same entry
with the mouse.  All match logic is in :mod:`teams_app.operations`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QModelIndex, QPoint, QSize, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QFont,
    QKeyEvent,
    QKeySequence,
    QResizeEvent,
    QShortcut,
    QShowEvent,
    QTextDocumentFragment,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QBoxLayout,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPushButton,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from models.errors import InputError, MatchCoreError
from models.format import BlockKind, Team
from models.match import Conditions, DealKey, ReplayAt
from models.queries import results_missing
from models.scoring import Honours
from models.vocabulary import (
    Contract,
    Direction,
    Doubling,
    EntryWords,
    Line,
    Strain,
    canonical_contract,
    canonical_entry,
    format_result,
    parse_tricks,
)
from teams_app import operations
from teams_app.gui import annul as annul_dialog
from teams_app.gui.look import (
    ink_style,
    px,
    set_background,
    set_font,
    set_ink,
    set_style,
    text_scale,
)
from teams_app.gui.models import TABLE_INK, GamesModel
from teams_app.gui.roundpicker import RoundPicker
from words import word
from words.errors import error_text
from words.hints import room_hint_text
from words.notation import (
    direction_letter,
    direction_name,
    honours_text,
    line_name,
    score_card_text,
    strain_text,
)
from words.steps import changes_words
from words.texts import (
    diagram_points_text,
    doubling_word,
    entry_text,
    entry_words,
    pass_word,
    read_score_cards,
    replay_when_text,
    roman,
    round_signed_text,
)

if TYPE_CHECKING:
    from teams_app.gui.session import MatchSession
    from teams_app.operations import AreaName, Changes

#: areas whose change redraws the rooms
ROOM_AREAS: tuple[AreaName, ...] = ("setup", "settings", "draws", "results", "annulments",
                                    "envelopes")



def _ink(table: int) -> str:
    return TABLE_INK[table].name()


def set_text(label: QLabel, text: str) -> None:
    """Set a label's text only when it differs (rich text relayouts are not free)."""
    if label.text() != text:
        label.setText(text)


class SeatsWidget(QWidget):
    """A compass of a block's seats: each direction with its code and player."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(8)
        self._grid.setVerticalSpacing(0)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.labels: dict[Direction, QLabel] = {}
        places = {Direction.N: (1, 1), Direction.W: (2, 0), Direction.E: (2, 2),
                  Direction.S: (3, 1)}
        self._grid.addWidget(self.title, 0, 0, 1, 3)
        for direction, (row, column) in places.items():
            label = QLabel()
            # North and South on one line across the compass (lower than two lines)
            across = direction in (Direction.N, Direction.S)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setWordWrap(True)  # a long name takes two lines, it is never cut
            font = label.font()
            font.setPointSizeF(font.pointSizeF() * 1.15)
            label.setFont(font)
            self.labels[direction] = label
            if across:
                self._grid.addWidget(label, row, 0, 1, 3)
            else:
                self._grid.addWidget(label, row, column)
        centre = QLabel("✥")
        centre.setAlignment(Qt.AlignmentFlag.AlignCenter)
        set_ink(centre, "faint")
        self._grid.addWidget(centre, 2, 1)

    def show_seats(self, title: str, seats: dict[Direction, tuple[str, str]],
                   ink: str) -> None:
        set_text(self.title, f"<span style='color:#555'>{title}</span>" if title else "")
        self.title.setVisible(bool(title))
        for direction, label in self.labels.items():
            code, name = seats[direction]
            across = direction in (Direction.N, Direction.S)
            set_text(label, f"<b style='color:{ink}'>{direction_letter(direction)}</b> "
                     f"<span style='color:{ink}'>{code}</span>{' ' if across else '<br>'}"
                     f"{name}")


#: what to do next under a turning table's two diagrams: at least this many lines...
UNDER_LINES = 1
#: ... and as many as this where the window has the room (1366×768 folded them all into
#: "+1" on one line), the rest folded
UNDER_LINES_ROOM = 3
#: the games table short of room: this many rows in sight, the rest scroll
SHORT_ROWS = 3


class HintsLabel(QLabel):
    """What the room must do next, in a box of fixed height: the hints that fit, the
    rest folded into "+N" on the last line shown (the tooltip lists them all), so that
    the entry line under it stays where it is while hints come and go."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: every hint, a line of rich text each
        self.lines: list[str] = []
        #: how many of them are shown (the others folded)
        self.shown = 0
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        set_background(self, "notice_bg")
        self.setMargin(6)
        # its height never follows its text (the text follows its height): no layout
        # pass can change what the next one sees
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(False)
        self.setSizePolicy(policy)
        self.setMinimumWidth(px(160))
        #: as tall as every hint needs (the rooms one above the other have the room)
        self.grow = False

    def full_text(self) -> str:
        """Every hint, folded or not."""
        return "<br>".join(self.lines)

    def set_height(self, height: int) -> None:
        """A fixed height (beside the seats)."""
        self.set_heights(height, height)

    def lines_height(self, lines: int) -> int:
        """The height this label needs for ``lines`` lines, measured as it lays them out."""
        probe = QLabel()
        probe.setFont(self.font())
        probe.setTextFormat(Qt.TextFormat.RichText)
        probe.setWordWrap(True)
        probe.setMargin(self.margin())
        probe.setText("<br>".join(["x"] * max(1, lines)))
        return probe.heightForWidth(1000)

    def set_lines_range(self, least: int, most: int) -> None:
        """``least`` lines high, up to ``most`` where the layout has the room."""
        self.set_heights(self.lines_height(least), self.lines_height(most))

    def set_heights(self, least: int, most: int) -> None:
        if (least, most) == (self.minimumHeight(), self.maximumHeight()):
            return
        self.setMinimumHeight(least)
        self.setMaximumHeight(most)
        policy = self.sizePolicy()
        policy.setVerticalPolicy(QSizePolicy.Policy.Fixed if least == most
                                 else QSizePolicy.Policy.Preferred)
        self.setSizePolicy(policy)
        self.updateGeometry()
        self._fold()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(super().sizeHint().width(), self.maximumHeight())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(self.minimumWidth(), self.minimumHeight())

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        return False

    def show_lines(self, lines: list[str]) -> None:
        if lines == self.lines and self.text():
            return
        self.lines = lines
        self.setToolTip(self.full_text())
        self._fold()

    def _fold(self) -> None:
        """As many hints as the box holds at its width; the rest counted ("+3")."""
        width = self.width()
        room = max(self.minimumHeight(), min(self.height(), self.maximumHeight()))
        total = len(self.lines)
        if self.grow and total:
            set_text(self, "<br>".join(self.lines))
            room = max(room, self.heightForWidth(width))
            if room != self.maximumHeight():
                self.setFixedHeight(room)
        for shown in range(total, 0, -1):
            text = "<br>".join(self.lines[:shown])
            if shown < total:
                text += f" <b>+{total - shown}</b>"
            set_text(self, text)
            if self.heightForWidth(width) <= room:
                self.shown = shown
                return
            if shown == 1:  # even one is too long: cut at the end (the tooltip has it)
                more = f" +{total - 1}" if total > 1 else ""
                metrics = self.fontMetrics()
                lines = max(1, (room - 2 * self.margin()) // metrics.lineSpacing())
                plain = QTextDocumentFragment.fromHtml(self.lines[0]).toPlainText()
                cut = metrics.elidedText(plain, Qt.TextElideMode.ElideRight,
                                         lines * (width - 2 * self.margin() - 8)
                                         - metrics.horizontalAdvance(more) - 8)
                set_text(self, self._escape(cut) + (f" <b>{more.strip()}</b>" if more else ""))
                self.shown = 1
                return
        set_text(self, "")
        self.shown = 0

    @staticmethod
    def _escape(text: str) -> str:
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if event.oldSize() != event.size():
            self._fold()


class MessageLabel(QLabel):
    """What was just done, on at most two lines beside the round picker: a longer
    message (an undone import lists many deals) is cut at the end, its tooltip whole, so
    that the rooms under it keep their height."""

    LINES = 2

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.full = ""
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setMaximumHeight(self.LINES * self.fontMetrics().lineSpacing() + 2)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        self.full = text
        self._fit()

    def _fit(self) -> None:
        metrics = self.fontMetrics()
        width = max(1, self.width())
        shown = self.full
        # wrapping at words loses some of each line: two lines hold a little less
        room = int(self.LINES * width * 0.8)
        if metrics.horizontalAdvance(shown) > room:
            shown = metrics.elidedText(shown, Qt.TextElideMode.ElideRight, room)
        self.setToolTip(self.full if shown != self.full else "")
        if super().text() != shown:
            super().setText(shown)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit()


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
        self._syncing = True
        self.level.setCurrentIndex(0)
        self.honours.setCurrentIndex(0)
        self._syncing = False
        self._enable()

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
        if level:
            self._syncing = True
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


class TablePanel(QFrame):
    """One room: seats, the games of the round, what to do next, the entry line."""

    def __init__(self, session: MatchSession, table: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.table = table
        self.round = 1
        #: the game the entry line stores into; ``explicit`` when the user picked a row
        self.target: DealKey | None = None
        self.explicit = False
        self._layout_pending = True
        self._fitted_resets = -1
        #: the columns' widths at their contents and the cells' own widths, measured by
        #: the last fit of these rows: a table only resized fits them again unmeasured
        self._measured: tuple[list[int], dict[int, int]] | None = None
        self._hints_stale = True
        #: the width the columns were last fitted to
        self._fitted_width = -1
        ink_name = f"table{table}"
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName(f"table{table}")

        layout = QVBoxLayout(self)
        layout.setSpacing(4)
        layout.setContentsMargins(6, 4, 6, 4)  # a laptop's height is short
        self.title = QLabel()
        set_ink(self.title, ink_name)
        set_font(self.title, point_size=15, bold=True)
        self.title.setWordWrap(True)  # long team names go on a second line
        layout.addWidget(self.title)

        # the seats, with what to do next beside them (under them when the table turns
        # and two diagrams take the width): the panel fits a laptop's height
        self.top = QGridLayout()
        self.top.setHorizontalSpacing(24)  # two diagrams (a turning table) stay apart
        self.seats = [SeatsWidget(), SeatsWidget()]
        self.top.addWidget(self.seats[0], 0, 0, Qt.AlignmentFlag.AlignTop)
        self.top.addWidget(self.seats[1], 0, 1, Qt.AlignmentFlag.AlignTop)
        self.top.setColumnStretch(2, 1)
        layout.addLayout(self.top)

        self.hints = HintsLabel()
        self.hints_beside: bool | None = None
        self._place_hints(beside=True)

        self.model = GamesModel(table, self)
        self.view = _GamesTable()
        self.view.setModel(self.model)
        self.view.setTabKeyNavigation(False)  # Tab leaves the table (arrows move in it)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.verticalHeader().setVisible(False)
        self.view.setAlternatingRowColors(True)
        big = self.view.font()
        big.setPointSizeF(big.pointSizeF() * 1.25)
        self.view.setFont(big)
        self.view.verticalHeader().setDefaultSectionSize(self.view.fontMetrics().height() + 6)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        header = self.view.horizontalHeader()
        small = QFont(self.font())
        small.setPointSizeF(self.font().pointSizeF())  # explicit: not the view's big font
        header.setFont(small)  # headers at the normal size: the columns stay narrow
        header.setHighlightSections(False)  # a selected row would make every header bold
        header.setMinimumSectionSize(24)
        header.setStretchLastSection(False)  # _fit_columns gives the last one what is left
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        # as tall as its rows when there is room (see _fit_height), else it scrolls: it
        # takes the height before the space under the entry line does
        layout.addWidget(self.view, 100)
        self.view.resized.connect(self._on_table_resized)
        self.totals = QLabel()
        self.totals.setWordWrap(True)  # long team names: two lines, never a wider window
        set_ink(self.totals, ink_name)
        layout.addWidget(self.totals)

        # -- entry
        entry_box = QFrame()
        entry_box.setObjectName("entry")
        set_background(entry_box, "entry_bg")
        entry = QGridLayout(entry_box)
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
        layout.addWidget(entry_box)
        layout.addStretch(1)

        self.edit.textChanged.connect(self.on_text_changed)
        self.edit.returnPressed.connect(self.on_store)
        self.store_button.clicked.connect(self.on_store)
        self.picker.text_chosen.connect(self.edit.setText)
        self.draw_button.clicked.connect(self.on_draw)
        self.cards_button.clicked.connect(self.on_type_cards)
        self.cards_edit.returnPressed.connect(self.on_type_cards)
        self.view.clicked.connect(self.on_row_clicked)
        self.view.activated.connect(self.on_row_clicked)  # Enter on a row, as a click
        self.view.customContextMenuRequested.connect(self.on_context_menu)
        self._name_controls()
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self.edit, self.on_escape)

    def _name_controls(self) -> None:
        """Accessible names and descriptions: what a screen reader says of each control
        (a combo box would be named by its value, a line edit by nothing)."""
        table = self.table
        self.view.setAccessibleName(word("room.games_of_table", t=table))
        self.view.setAccessibleDescription(self.tr(
            "Each row is a game: Enter takes it into the entry line, the Menu key or "
            "Shift+F10 opens its menu (annul, delete, the replay's time)"))
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

    # -- refresh ----------------------------------------------------------------------
    def show_round(self, round_: int) -> None:
        self.round = round_
        self.explicit = False
        self.refresh()

    def refresh(self) -> None:
        match = self.session.match
        fmt = match.format
        table = self.table
        ink = _ink(table)
        original, sent = fmt.blocks(self.round, table, match.settings.turning)
        a_line = fmt.team_line(table, Team.A)
        ns_team = Team.A if a_line is Line.NS else Team.B
        set_text(self.title, word("room.title", t=table, r=roman(self.round),
                                  ns=match.teams[ns_team].name,
                                  ew=match.teams[ns_team.other].name))

        def seat_names(block_seats: dict[Direction, str]) -> dict[Direction, tuple[str, str]]:
            return {d: (code, match.player(code, self.round)) for d, code in block_seats.items()}

        first, last = original.games[0].game, original.games[-1].game
        turned = dict(sent.seats) != dict(original.seats)
        if turned:
            # a block of games as the tables' phones name it (page.games, page.turned)
            self.seats[0].show_seats(word("page.games", g=f"{first}–{last}"),
                                     seat_names(dict(original.seats)), ink)
            self.seats[1].show_seats(word("page.turned", g=f"{sent.games[0].game}–"
                                          f"{sent.games[-1].game}"),
                                     seat_names(dict(sent.seats)), ink)
            self.seats[1].show()
        else:
            # the panel's title names the round
            self.seats[0].show_seats("", seat_names(dict(original.seats)), ink)
            self.seats[1].hide()
        self._place_hints(beside=not turned)

        if self.isVisible():
            self._show_hints()
        else:  # another tab is on screen: the hints (the envelope queries) wait
            self._hints_stale = True
        self.picker.show_honours(match.settings.honours)
        diagram = operations.round_diagram(match, self.round, table)
        self.model.refresh(match, diagram.shown)
        self._measured = None  # the cells may read otherwise: the next fit measures them
        if self.isVisible():
            if self._needs_fit():
                self._layout()
        else:
            self._layout_pending = True
        signed = round_signed_text(match, self.round, table)
        set_text(self.totals, "\n".join([*diagram_points_text(
            (match.teams[Team.A].name, match.teams[Team.B].name), diagram, fmt.rounds),
            *([signed] if signed else [])]))
        if not self.explicit or self.target is None:
            upcoming = self.session.core.next_pending(self.round, table)
            self.target = upcoming.key if upcoming else None
            self.explicit = False
        self._show_target()
        self.on_text_changed(self.edit.text())

    def _place_hints(self, *, beside: bool) -> None:
        """What to do next beside the seats, or under both diagrams of a turning table."""
        # its height is reckoned at its narrowest width: too narrow a guess would ask
        # the window for a tall panel; under the diagrams it is as wide as they are
        self.hints.setMinimumWidth(
            px(160) if beside else sum(s.minimumSizeHint().width() for s in self.seats))
        # a fixed height: the entry line under it keeps its place as hints change
        if beside:  # as high as the seats, or two lines more where there is the room
            seats = self.seats[0].sizeHint().height()
            self.hints.set_heights(seats, seats + self.hints.lines_height(3)
                                   - self.hints.lines_height(1))
        else:
            self.hints.set_lines_range(UNDER_LINES, UNDER_LINES_ROOM)
        if beside == self.hints_beside:
            return
        self.hints_beside = beside
        # the width goes to the hints beside the seats, else to the two diagrams (their
        # names on as few lines as they can)
        for column, stretch in enumerate((0, 0, 1) if beside else (1, 1, 0)):
            self.top.setColumnStretch(column, stretch)
        self.top.removeWidget(self.hints)
        if beside:
            self.top.addWidget(self.hints, 0, 2, Qt.AlignmentFlag.AlignTop)
        else:
            self.top.addWidget(self.hints, 1, 0, 1, 3)

    def _layout(self) -> None:
        self._layout_pending = False
        self._fitted_resets = self.model.resets
        self._measured = None
        self._fit_columns()
        self._fit_height()

    def _needs_fit(self) -> bool:
        """Whether the columns must be fitted again: new rows (another round, a replay),
        or a changed row that reads wider than its column (measuring a few cells is
        cheaper than fitting every column again after each result)."""
        if self.model.resets != self._fitted_resets:
            return True
        view, header = self.view, self.view.horizontalHeader()
        return any(view.sizeHintForIndex(self.model.index(row, column)).width()
                   > header.sectionSize(column)
                   for row in self.model.changed_rows
                   for column in range(self.model.columnCount()))

    def _fit_columns(self) -> None:
        """Every column as wide as its contents; when that is wider than the view, the
        columns whose header is wider than their cells give up the difference (their
        headers are shortened, the tooltip says them in full), so that both rooms fit
        side by side without scrolling sideways.

        The contents are measured once for the rows shown (measuring asks every cell):
        when only the table's width changed (the window laid out, resized), the measured
        widths are shared out again."""
        view = self.view
        header = view.horizontalHeader()
        columns = range(self.model.columnCount())
        if self._measured is None:
            # what resizeColumnsToContents() does, keeping the cells' widths it measures
            cells = {c: max(view.sizeHintForColumn(c), header.minimumSectionSize())
                     for c in columns}
            for column in columns:
                header.resizeSection(column, max(cells[column],
                                                 header.sectionSizeHint(column)))
            self._measured = ([header.sectionSize(c) for c in columns], cells)
        else:
            for column, width in enumerate(self._measured[0]):
                header.resizeSection(column, width)
        natural, cells = self._measured
        available = self._fitted_width = self._available_width()
        overflow = sum(natural) - available
        last = self.model.columnCount() - 1
        if overflow <= 0:
            header.resizeSection(last, natural[last] - overflow)
            return
        spare = {c: natural[c] - cells[c] for c in columns}
        spare = {c: room for c, room in spare.items() if room > 0}
        total = sum(spare.values())
        if not total:
            return
        for column, room in spare.items():
            cut = min(room, -(-overflow * room // total))  # round up: no pixel left over
            header.resizeSection(column, header.sectionSize(column) - cut)

    def _available_width(self) -> int:
        """The width the columns share: the table's, less a vertical scroll bar when
        the table is shorter than its rows (short of room)."""
        view = self.view
        available = view.width() - 2 * view.frameWidth()
        if view.height() < view.maximumHeight():
            available -= view.verticalScrollBar().sizeHint().width()
        return available

    def _on_table_resized(self, old: QSize) -> None:
        """The games table changed width (or starts or stops scrolling): fit its columns
        (and its height) again."""
        if not self.isVisible() or self._layout_pending:
            return
        # narrower or wider, or its rows now scroll (or no longer do): a vertical scroll
        # bar takes its width from the columns
        if old.width() != self.view.width() or self._available_width() != self._fitted_width:
            self._fit_columns()
            self._fit_height()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        if self._hints_stale:
            self._show_hints()
        if self._layout_pending:
            self._layout()
        super().showEvent(event)

    def _show_hints(self) -> None:
        """What the room must do next (worked out when the room is on screen)."""
        self._hints_stale = False
        self.hints.show_lines([f"➜ {self._escape(room_hint_text(hint))}"
                               for hint in self.session.core.table_hints(self.round, self.table)])

    def _fit_height(self) -> None:
        view = self.view
        height = view.horizontalHeader().sizeHint().height() + 2 * view.frameWidth()
        height += view.verticalHeader().defaultSectionSize() * max(self.model.rowCount(), 6)
        # the view's own width: its viewport follows only after a resize is handled
        if view.horizontalHeader().length() > view.width() - 2 * view.frameWidth():
            height += view.horizontalScrollBar().sizeHint().height()
        row = view.verticalHeader().defaultSectionSize()
        rows = max(self.model.rowCount(), 6)
        # short of room it scrolls: a few rows stay in sight
        view.setMinimumHeight(height + 2 - row * (rows - min(rows, SHORT_ROWS)))
        view.setMaximumHeight(height + 2)

    @staticmethod
    def _escape(text: str) -> str:
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

    def _show_target(self) -> None:
        match = self.session.match
        enabled = self.target is not None
        for widget in (self.edit, self.store_button, self.picker):
            widget.setEnabled(enabled)
        if self.target is None:
            self.target_label.setText(word("room.round_complete", r=roman(self.round)))
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
        if match.settings.conditions is Conditions.BOARD:
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
        drawable = (match.settings.conditions is Conditions.CARDS and cards is None
                    and slot.origin_table == self.table)
        self.draw_button.setEnabled(drawable)
        self.cards_button.setEnabled(drawable)
        self.cards_edit.setEnabled(drawable)
        self.draw_button.setToolTip(
            "" if drawable or cards else word("room.drawn_at", t=slot.origin_table))
        row = self.model.row_of(key.deal, key.attempt)
        if row is not None:
            self.view.selectRow(row)
        else:
            self.view.clearSelection()

    # -- entry ------------------------------------------------------------------------
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
        self.edit.clear()
        self.picker.reset()
        self.edit.setFocus()

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

    def on_escape(self) -> None:
        """Esc: forget a picked row and go back to the next game."""
        self.explicit = False
        self.edit.clear()
        self.refresh()

    def select_game(self, deal: int, attempt: int) -> None:
        """Make the entry line store into this game (a correction, or out of order)."""
        self.target = DealKey(deal, attempt)
        self.explicit = True
        existing = self.session.match.results.get((self.target, self.table))
        self._show_target()
        self.edit.setText("" if existing is None else entry_text(
            existing.contract, existing.declarer,
            format_result(existing.contract, existing.tricks)
            if existing.contract is not None and existing.tricks is not None else "",
            existing.honours))
        self.edit.setFocus()

    def on_row_clicked(self, index: QModelIndex) -> None:
        row = self.model.row(index.row())
        annulment = row.annulment
        if annulment is not None:
            # an annulled attempt: the entry goes to its replacement if it may have one
            pending = operations.pending_key(self.session.match, row.deal, self.table)
            if pending is not None and pending.attempt > row.attempt:
                self.select_game(pending.deal, pending.attempt)
                return
        self.select_game(row.deal, row.attempt)

    def on_context_menu(self, position: QPoint) -> None:
        index = self.view.indexAt(position)
        if not index.isValid():
            return
        menu = self.context_menu(self.model.row(index.row()))
        menu.popup(self.view.viewport().mapToGlobal(position))

    def context_menu(self, row: operations.GameRow) -> QMenu:
        menu = QMenu(self)
        # as the host's phone offers it (hostpage.annul_this)
        annul = QAction(word("hostpage.annul_this", d=row.label), menu)
        annul.setEnabled(row.annulment is None
                         and self.session.match.current_key(row.deal) == row.key)
        annul.triggered.connect(lambda: annul_dialog.ask_annul(self.session, row.deal, self))
        delete = QAction(self.tr("Delete this table's result"), menu)
        delete.setEnabled(row.result is not None)
        delete.triggered.connect(lambda: self._delete(row))
        menu.addAction(annul)
        menu.addAction(delete)
        self._replay_menu(menu, row)
        return menu

    def _replay_menu(self, menu: QMenu, row: operations.GameRow) -> None:
        """An annulled attempt whose replay its own table has not entered yet: when the
        replay is played can still change (the rule is the core's)."""
        annulment = row.annulment
        match = self.session.match
        if annulment is None or annulment.after_match or match.current_key(row.deal) != row.key:
            return
        replays = menu.addMenu(word("room.replay_of", d=row.label))
        for when in ReplayAt:
            action = replays.addAction(replay_when_text(when))
            action.setCheckable(True)
            action.setChecked(annulment.replay_at is when)
            action.triggered.connect(lambda _=False, when=when: self._set_replay(row, when))

    def _set_replay(self, row: operations.GameRow, when: ReplayAt) -> None:
        try:
            self.session.run(operations.set_replay_at, deal=row.deal, replay_at=when)
        except MatchCoreError as exc:
            self.show_error(exc)

    def _delete(self, row: operations.GameRow) -> None:
        try:
            self.session.run(operations.delete_result, deal=row.deal, table=self.table,
                             attempt=row.attempt)
        except MatchCoreError as exc:
            self.show_error(exc)


class _GamesTable(QTableView):
    """A table's games: says when it was resized (a signal, which Qt disconnects when its
    panel goes, where an event filter of the panel could be called half torn down)."""

    resized = Signal(QSize)  # the old size

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        from teams_app.gui.keyboard import menu_key

        if not menu_key(self, event):  # the Menu key, Shift+F10: the row's menu
            super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.resized.emit(event.oldSize())


class RoomsView(QWidget):
    """Both rooms side by side for a selectable round (follows the current round)."""

    def __init__(self, session: MatchSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        #: shown once (a tab the host has looked at): while hidden again, a change only
        #: marks it ``_stale`` and it is redrawn when shown (or its round is asked)
        self._seen = False
        self._stale = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)  # a laptop's height is short
        layout.setSpacing(4)
        bar = QHBoxLayout()
        # a round stays on screen when its last result is in: the host moves on
        self.round_picker = RoundPicker(session.core.round_in_play, hold_finished=True)
        self.round_box = self.round_picker.box
        self.current_button = self.round_picker.current_button
        bar.addWidget(self.round_picker)
        # an earlier round still open (games left to play) while a later one is shown
        self.open_note = QLabel()
        self.open_note.setObjectName("open_round_note")
        set_ink(self.open_note, "pending")
        self.open_button = QPushButton()
        self.open_button.setProperty("navigation", True)  # it only moves around the match
        self.open_button.clicked.connect(self._show_open_round)
        for widget in (self.open_note, self.open_button):
            widget.hide()
            bar.addWidget(widget)
        self.close_button = QPushButton(self.tr("Close round (backup)"))
        self.close_button.setToolTip(self.tr("Keep a backup copy of the match file as it is "
                                             "at the end of this round"))
        bar.addWidget(self.close_button)
        self.status = MessageLabel()
        set_ink(self.status, "note")
        # a long message wraps here; it never widens the window
        self.status.setWordWrap(True)
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        bar.addWidget(self.status, 1)
        layout.addLayout(bar)
        # the two rooms side by side, or one above the other when large text leaves
        # too little width for both (View › Text size): the view then scrolls down
        panels = self.panel_row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.panels = {table: TablePanel(session, table) for table in (1, 2)}
        for panel in self.panels.values():
            panels.addWidget(panel, 1)
        layout.addLayout(panels, 1)

        self.round_picker.fill(session.match.format.rounds)
        self.round_picker.picked.connect(self.on_round_chosen)
        self.close_button.clicked.connect(self.on_close_round)
        session.changed.connect(self.on_changed)
        self.show_round(self.round_picker.start())

    def selected_deal(self) -> int | None:
        """The deal of the row chosen in the room that has the focus (else table 1's),
        for Match › Annul a deal…."""
        from PySide6.QtWidgets import QApplication

        focused = QApplication.focusWidget()
        panels = sorted(self.panels.values(),
                        key=lambda p: not (focused is not None and p.isAncestorOf(focused)))
        for panel in panels:
            index = panel.view.currentIndex()
            if index.isValid():
                return int(panel.model.row(index.row()).deal)
        return None

    @property
    def round(self) -> int:
        if self._stale:  # hidden since a change: the round it would show now
            self._catch_up()
        return self.round_picker.round

    def _catch_up(self) -> None:
        self._stale = False
        self.show_round(self.round_picker.follow())

    #: the width (logical pixels at 100 % text) both rooms need side by side
    SIDE_BY_SIDE = 1280

    def stacked(self) -> bool:
        """Whether the rooms are one above the other (large text, too narrow a window)."""
        return self.panel_row.direction() == QBoxLayout.Direction.TopToBottom

    def _place_panels(self) -> None:
        """Side by side when the window is wide enough for both at the text size in
        force, else one above the other.  The window's width (not the view's) decides,
        so a scroll bar coming or going cannot turn it back and forth."""
        scale = text_scale()
        stack = scale > 1 and self.window().width() < round(self.SIDE_BY_SIDE * scale)
        direction = (QBoxLayout.Direction.TopToBottom if stack
                     else QBoxLayout.Direction.LeftToRight)
        if direction != self.panel_row.direction():
            self.panel_row.setDirection(direction)
            for panel in self.panels.values():
                panel.hints.grow = stack  # a whole row's width: every hint shown

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        self._place_panels()
        super().resizeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        self._seen = True
        self._place_panels()
        if self._stale:
            self._catch_up()
        super().showEvent(event)

    def show_round(self, round_: int) -> None:
        self.round_picker.set_round(round_)
        for panel in self.panels.values():
            if panel.round == round_:
                panel.refresh()  # same round: keep a row the user picked
            else:
                panel.show_round(round_)
        self._note_open_round(round_)

    def open_round(self, shown: int) -> tuple[int, int] | None:
        """The first round before ``shown`` that is not complete, and how many games its
        tables have left to play (None when every earlier round is complete)."""
        round_ = self.session.core.current_round()  # the first round not complete
        if round_ >= shown:
            return None
        match = self.session.match
        latest = match.latest_attempts()
        left = sum(1 for table in (1, 2)
                   for game in operations.play_order(match, round_, table)
                   if operations.pending_key(match, game.deal, table, latest) is not None)
        return round_, left

    def _note_open_round(self, shown: int) -> None:
        found = self.open_round(shown)
        if found is not None:
            round_, left = found
            self.open_note.setText(word("room.open_round", r=roman(round_), n=left))
            self.open_button.setText(word("room.show_round", r=roman(round_)))
        self.open_note.setVisible(found is not None)
        self.open_button.setVisible(found is not None)

    def _show_open_round(self) -> None:
        found = self.open_round(self.round)
        if found is not None:
            self.round_box.setCurrentIndex(found[0] - 1)

    def on_round_chosen(self, round_: int) -> None:
        """The user picked a round (or "Back to the round in play", or the next one)."""
        self.show_round(round_)

    def go_current(self) -> None:
        self.round_picker.go_current()

    @classmethod
    def ask_close_incomplete(cls, parent: QWidget, round_name: str, missing: int) -> bool:
        """Close a round that still misses results? (tests replace this classmethod)"""
        from PySide6.QtWidgets import QMessageBox

        translate = QCoreApplication.translate
        answer = QMessageBox.question(
            parent, translate("RoomsView", "Close round"),
            word("room.close_missing", count=missing, round=round_name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def on_close_round(self) -> None:
        round_ = self.round
        name = word("place.round", r=roman(round_))
        match = self.session.match
        # a replay put off to the end of the match holds no round open (the core's rule)
        missing = results_missing(match, round_)
        if missing and not type(self).ask_close_incomplete(self, name, missing):
            return
        try:
            changes = self.session.run(operations.close_round, round=round_)
        except (MatchCoreError, OSError) as exc:
            self.status.setText(error_text(exc) if isinstance(exc, MatchCoreError)
                                else str(exc))
            return
        # the store's description ends with the backup's file name
        backup = changes.description.rpartition("backup ")[2]
        self.status.setText(word("room.closed", round=name, file=backup))

    def on_changed(self, changes: Changes) -> None:
        if changes.description:
            self.status.setText(changes_words(changes))
        if not changes.concerns(*ROOM_AREAS):
            return
        if changes.concerns("setup", "settings"):
            self.round_picker.fill(self.session.match.format.rounds)
        if self._seen and not self.isVisible():
            self._stale = True  # another tab is on screen: redrawn when shown again
            return
        self.show_round(self.round_picker.follow())
