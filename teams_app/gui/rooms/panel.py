"""One room of the Rooms tab (:class:`TablePanel`): a table's diagram for the round (table
1 in green, table 2 in black, as on paper), its games with their results (a row's menu
annuls, deletes, sets a replay's time), what the room must do next, and its entry line
(:mod:`.entry`), each fitted to the room the window gives it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPoint, QSize, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QFont,
    QKeyEvent,
    QKeySequence,
    QResizeEvent,
    QShortcut,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QLabel,
    QMenu,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from models.errors import MatchCoreError
from models.format import Team
from models.match import DealKey, ReplayAt
from models.vocabulary import Direction, Line, format_result
from teams_app import operations
from teams_app.gui.keyboard import menu_key
from teams_app.gui.look import px, set_font, set_ink
from teams_app.gui.models import TABLE_INK
from teams_app.gui.rooms.columns import share_widths
from teams_app.gui.rooms.entry import EntryLine
from teams_app.gui.rooms.games import GamesModel
from teams_app.gui.rooms.labels import HintsLabel, SeatsWidget, set_text
from words import word
from words.hints import room_hint_text
from words.texts import (
    diagram_points_text,
    entry_text,
    replay_when_text,
    roman,
    round_signed_text,
)

if TYPE_CHECKING:
    from teams_app.gui.session import MatchSession

#: what to do next under a turning table's two diagrams: at least this many lines...
UNDER_LINES = 1
#: ... and as many as this where the window has the room (1366×768 folded them all into
#: "+1" on one line), the rest folded
UNDER_LINES_ROOM = 3
#: the games table short of room: this many rows in sight, the rest scroll
SHORT_ROWS = 3


def _ink(table: int) -> str:
    return TABLE_INK[table].name()


class TablePanel(QFrame):
    """One room: seats, the games of the round, what to do next, the entry line."""

    def __init__(self, session: MatchSession, table: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.table = table
        self.round = 1
        self._layout_pending = True
        self._fitted_resets = -1
        #: the columns' widths at their contents and the cells' own widths, measured by
        #: the last fit of these rows: a table only resized fits them again unmeasured
        self._measured: tuple[list[int], list[int]] | None = None
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
        entry = self.entry = EntryLine(session, table)
        # its parts and its state, reached as the room's too (tests, tools, benchmarks)
        self.target_label, self.edit, self.store_button = (
            entry.target_label, entry.edit, entry.store_button)
        self.preview, self.picker = entry.preview, entry.picker
        self.draw_button, self.cards_edit, self.cards_button = (
            entry.draw_button, entry.cards_edit, entry.cards_button)
        layout.addWidget(entry)
        layout.addStretch(1)

        self.view.clicked.connect(self.on_row_clicked)
        self.view.activated.connect(self.on_row_clicked)  # Enter on a row, as a click
        self.view.customContextMenuRequested.connect(self.on_context_menu)
        self._name_controls()
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self.edit, self.on_escape)

    def _name_controls(self) -> None:
        """The games table's accessible name and description (the entry line names its
        own controls)."""
        self.view.setAccessibleName(word("room.games_of_table", t=self.table))
        self.view.setAccessibleDescription(self.tr(
            "Each row is a game: Enter takes it into the entry line, the Menu key or "
            "Shift+F10 opens its menu (annul, delete, the replay's time)"))

    @property
    def target(self) -> DealKey | None:
        """The game the entry line stores into."""
        return self.entry.target

    @property
    def explicit(self) -> bool:
        """Whether the user picked that game (a row), rather than the next one."""
        return self.entry.explicit

    def on_store(self) -> None:
        """Store the typed result (what Enter does)."""
        self.entry.on_store()

    def on_type_cards(self) -> None:
        """Set the score cards typed by hand (what Enter does there)."""
        self.entry.on_type_cards()

    # -- refresh ----------------------------------------------------------------------
    def show_round(self, round_: int) -> None:
        self.round = round_
        self.entry.explicit = False
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
        entry = self.entry
        if not entry.explicit or entry.target is None:
            upcoming = self.session.core.next_pending(self.round, table)
            entry.target = upcoming.key if upcoming else None
            entry.explicit = False
        self._show_target()
        entry.on_text_changed(self.edit.text())

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
            cells = [max(view.sizeHintForColumn(c), header.minimumSectionSize())
                     for c in columns]
            for column in columns:
                header.resizeSection(column, max(cells[column],
                                                 header.sectionSizeHint(column)))
            self._measured = ([header.sectionSize(c) for c in columns], cells)
        else:
            for column, width in enumerate(self._measured[0]):
                header.resizeSection(column, width)
        natural, cells = self._measured
        available = self._fitted_width = self._available_width()
        for column, width in enumerate(share_widths(natural, cells, available)):
            if width != header.sectionSize(column):
                header.resizeSection(column, width)

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
        self.entry.show_target(self.round)
        key = self.entry.target
        if key is None:
            return
        row = self.model.row_of(key.deal, key.attempt)
        if row is not None:
            self.view.selectRow(row)
        else:
            self.view.clearSelection()

    # -- the games' rows ----------------------------------------------------------------
    def on_escape(self) -> None:
        """Esc: forget a picked row and go back to the next game."""
        self.entry.explicit = False
        self.entry.forget_typed()
        self.refresh()

    def select_game(self, deal: int, attempt: int) -> None:
        """Make the entry line store into this game (a correction, or out of order)."""
        target = self.entry.target = DealKey(deal, attempt)
        self.entry.explicit = True
        existing = self.session.match.results.get((target, self.table))
        self._show_target()
        # a result the room may not see (another table's, spec §13) is not written back
        self.edit.setText("" if existing is None or existing.hidden else entry_text(
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
        annul.triggered.connect(
            lambda: self.session.dialogs.ask_annul(self.session, row.deal, self))
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
            self.entry.show_error(exc)

    def _delete(self, row: operations.GameRow) -> None:
        try:
            self.session.run(operations.delete_result, deal=row.deal, table=self.table,
                             attempt=row.attempt)
        except MatchCoreError as exc:
            self.entry.show_error(exc)


class _GamesTable(QTableView):
    """A table's games: says when it was resized (a signal, which Qt disconnects when its
    panel goes, where an event filter of the panel could be called half torn down)."""

    resized = Signal(QSize)  # the old size

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if not menu_key(self, event):  # the Menu key, Shift+F10: the row's menu
            super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.resized.emit(event.oldSize())
