"""Qt table models of the match screens (checked with pytest-qt's ``qtmodeltester``).

Each model holds plain rows computed from the match by pure functions
(:mod:`teams_app.operations`, :mod:`models.balances`) and is refreshed with
``refresh(...)`` by its view when the session says something relevant changed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from models.format import Team
from models.match import Match
from teams_app.gui.look import InkMap
from words import word

Index = QModelIndex | QPersistentModelIndex


def solid(color: QColor) -> QBrush:
    """``QBrush(color)``, made without that constructor: the first call of it (its
    overloads weighed) loads the gradient and image enums, ≈8 ms of the rooms' start."""
    brush = QBrush()
    brush.setStyle(Qt.BrushStyle.SolidPattern)
    brush.setColor(color)
    return brush

#: The ink of each table's diagram, as on paper: table 1 green, table 2 black.
TABLE_INK = InkMap({1: "table1", 2: "table2"})

#: roles whose values change with the colour scheme (light, dark, high contrast)
_SCHEME_ROLES = frozenset({Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.BackgroundRole})

#: Raw value of a cell (ints for numbers, None for blank) — what tests compare.
RawRole = Qt.ItemDataRole.UserRole + 1


def signed(value: int) -> str:
    return f"{value:+d}" if value else "0"


def in_favour(value: int, match: Match) -> str:
    """A balance of team A as "Name +340" in favour of the team that leads."""
    if value == 0:
        return word("paper.level")  # as the printed result sheet says it
    team = Team.A if value > 0 else Team.B
    return f"{match.teams[team].name} +{abs(value)}"


class _RowsModel(QAbstractTableModel):
    """Rows of plain values with headers; subclasses say how a cell looks."""

    headers: Sequence[str] = ()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[Any] = []
        #: (row, column, role) -> value: views ask for the same cells many times
        #: (painting, size hints), the rows change only on refresh
        self._cells: dict[tuple[int, int, int], Any] = {}
        self._force_reset = False
        #: the rows that differed at the last refresh without a reset
        self.changed_rows: list[int] = []
        #: how many times the rows were reset (views size their columns again then)
        self.resets = 0

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if (role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal
                and 0 <= section < len(self.headers)):
            return self.headers[section]
        return None

    def row(self, number: int) -> Any:
        return self._rows[number]

    def _set_rows(self, rows: list[Any]) -> None:
        """New rows; a reset only when their number changes, else ``dataChanged`` for
        the rows that differ (a reset makes the view redo its whole layout)."""
        if len(rows) != len(self._rows) or self._force_reset:
            self._force_reset = False
            self.changed_rows = []
            self.resets += 1
            self.beginResetModel()
            self._rows = rows
            self._cells = {}
            self.endResetModel()
            return
        changed = [number for number, (old, new) in enumerate(zip(self._rows, rows,
                                                                 strict=True))
                   if old != new]
        self.changed_rows = changed
        self._rows = rows
        if not changed:
            return
        for row_number in changed:
            for key in [k for k in self._cells if k[0] == row_number]:
                del self._cells[key]
        # one signal per run of neighbouring rows: a range over unchanged rows would make
        # the view ask for (and repaint) every cell between them
        last = len(self.headers) - 1
        start = previous = changed[0]
        for number in [*changed[1:], None]:
            if number is not None and number == previous + 1:
                previous = number
                continue
            self.dataChanged.emit(self.index(start, 0), self.index(previous, last))
            if number is not None:
                start = previous = number

    def _set_headers(self, headers: list[str]) -> None:
        if list(headers) != list(self.headers):
            self.headers = list(headers)
            self._force_reset = True  # team names changed: every cell may read otherwise
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.headers) - 1)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row, column = index.row(), index.column()
        key = (row, column, role)
        try:
            return self._cells[key]
        except KeyError:
            pass
        if not index.isValid() or not 0 <= row < len(self._rows):
            return None
        if not 0 <= column < len(self.headers):
            return None
        value = self.cell(self._rows[row], column, role)
        if role not in _SCHEME_ROLES:  # inks follow the colour scheme in force
            self._cells[key] = value
        return value

    def cell(self, row: Any, column: int, role: int) -> Any:
        """What a cell shows for a role; each table model gives its own (None: nothing)."""
        return None


def read_only_table(model: QAbstractItemModel, row_gap: int) -> QTableView:
    """A table the user reads: not edited, Tab leaves it, no row numbers, the last column
    stretched, rows a line high and ``row_gap`` pixels."""
    view = QTableView()
    view.setModel(model)
    view.setTabKeyNavigation(False)  # Tab leaves the table (arrows move in it)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.verticalHeader().setVisible(False)
    view.horizontalHeader().setStretchLastSection(True)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + row_gap)
    return view


def table_view(model: _RowsModel) -> QTableView:
    """A read-only table of whole rows (one selected at a time), rows a line high."""
    view = read_only_table(model, 8)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    return view


def contents_table(model: _RowsModel, name: str) -> QTableView:
    """A :func:`table_view` whose columns are as wide as their contents; ``name``: the
    table's, for screen readers."""
    view = table_view(model)
    view.setAccessibleName(name)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    return view


def summary_over_table(panel: QWidget, model: _RowsModel, name: str
                       ) -> tuple[QVBoxLayout, QLabel, QTableView]:
    """A panel of a summary in words over a :func:`contents_table` of ``model``: the
    layout, the summary and the table, which the caller lays out with its stretch."""
    layout = QVBoxLayout(panel)
    layout.setContentsMargins(6, 6, 6, 6)
    summary = QLabel()
    summary.setWordWrap(True)
    layout.addWidget(summary)
    return layout, summary, contents_table(model, name)
