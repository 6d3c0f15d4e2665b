"""The audit log: every change made to the match, newest first, with what it replaced."""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from models.codec import command_from_data
from models.errors import MatchCoreError
from models.room_view import command_hidden
from teams_app.gui.fit import fitting_size
from teams_app.gui.look import ink, px
from teams_app.gui.models import Index
from words import word
from words.steps import entry_words

# the ink of an entry the log marks damaged (the red of the app's refusals)


def local_time(when: str) -> str:
    """An ISO timestamp as local date and time to the second (the text itself if odd)."""
    try:
        moment = datetime.fromisoformat(when)
    except ValueError:
        return when
    if moment.tzinfo is not None:
        moment = moment.astimezone()
    return moment.strftime("%Y-%m-%d %H:%M:%S")


def _pretty(value: dict[str, Any] | None) -> str:
    if value is None:
        return "—"
    return json.dumps(value, ensure_ascii=False, indent=2, sort_keys=True)


class AuditLogModel(QAbstractTableModel):
    """Rows of ``store.log()``, newest first: number, time, what was done."""

    NUMBER, WHEN, WHAT = range(3)

    def __init__(self, entries: list[Any] | None = None, parent: QWidget | None = None,
                 session: Any = None) -> None:
        super().__init__(parent)
        self._entries: list[Any] = []
        #: the open match's session: the log as the host's room may read it (spec §13)
        self.session = session
        self.set_entries(entries or [])

    def hidden(self, entry: Any) -> bool:
        """Whether the row tells something the host's room may not see (another table's
        result of a deal his table has not played): worded without it, no details."""
        if self.session is None or self.session.seen is None:
            return False

        match, seen = self.session.full_match, self.session.seen
        return (command_hidden(match, seen, entry.after)
                or command_hidden(match, seen, entry.before))

    def set_entries(self, entries: list[Any]) -> None:
        self.beginResetModel()
        self._entries = sorted(entries, key=lambda e: e.id, reverse=True)
        self.endResetModel()

    def entry(self, row: int) -> Any:
        return self._entries[row]

    def what(self, entry: Any) -> str:
        """The row's text; undo and redo rows say so in the user's language, a damaged
        row says it is damaged."""
        action = getattr(entry, "action", "do")
        if self.hidden(entry):
            what = self._safe_words(entry.before if action == "undo" else entry.after)
        else:
            what = entry_words(entry)
        if action == "undo":
            what = word("col.log.undo", what=what)
        elif action == "redo":
            what = word("col.log.redo", what=what)
        if getattr(entry, "damaged", False):
            return word("col.log.damaged", what=what)
        return what

    def _safe_words(self, command: dict[str, Any] | None) -> str:
        hidden = word("host.hidden_step")
        if command is None:
            return hidden

        try:
            return str(self.session.step_words(command_from_data(command)))
        except (MatchCoreError, KeyError, TypeError, ValueError):
            return hidden

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._entries)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else 3

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        entry = self._entries[index.row()]
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.NUMBER:
                return str(entry.id)
            if column == self.WHEN:
                return local_time(entry.when)
            if column == self.WHAT:
                return self.what(entry)
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == self.WHEN:
                return entry.when
            if getattr(entry, "damaged", False):
                return word("col.log.damaged_tip")
            state = getattr(entry, "state", None)
            if state == "undone":
                return word("col.log.undone")
            if state == "dropped":
                return word("col.log.dropped")
        if role == Qt.ItemDataRole.ForegroundRole and getattr(entry, "damaged", False):
            return QBrush(ink("error"))
        if role == Qt.ItemDataRole.ForegroundRole and getattr(entry, "state", None) in (
                "undone", "dropped"):
            return QBrush(ink("annulled"))
        if role == Qt.ItemDataRole.TextAlignmentRole and column == self.NUMBER:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        if not 0 <= section < 3:
            return None
        return word(("col.log.number", "col.log.when", "col.what")[section])


class AuditLogDialog(QDialog):
    """A window on the audit log; :meth:`refresh` re-reads it (after every change)."""

    def __init__(self, store: Any, parent: QWidget | None = None, session: Any = None) -> None:
        super().__init__(parent)
        self.store = store
        self.setWindowTitle(self.tr("Audit log"))
        self.resize(fitting_size(self, px(820), px(520)))
        self.model = AuditLogModel(parent=self, session=session)
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.verticalHeader().setVisible(False)
        self.view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.view.setAlternatingRowColors(True)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(AuditLogModel.NUMBER,
                                    QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(AuditLogModel.WHEN,
                                    QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.count = QLabel()
        self.details = QPlainTextEdit()
        self.details.setReadOnly(True)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.view)
        splitter.addWidget(self.details)
        splitter.setSizes([340, 140])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.count)
        layout.addWidget(splitter, 1)
        layout.addWidget(buttons)
        self.view.selectionModel().currentRowChanged.connect(self._show_details)
        self.refresh()

    def refresh(self, *_: object) -> None:
        self.model.set_entries(self.store.log())
        rows = self.model.rowCount()
        self.count.setText(word("col.log.count", n=rows))
        if rows:
            self.view.selectRow(0)
        else:
            self.details.clear()

    def _show_details(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if not current.isValid():
            self.details.clear()
            return
        entry = self.model.entry(current.row())
        if self.model.hidden(entry):
            self.details.setPlainText(f"{self.model.what(entry)}\n{local_time(entry.when)}"
                                      f"\n\n{word('host.hidden_step')}")
            return
        change, inverse = word("col.log.change"), word("col.log.undone_by")
        self.details.setPlainText(
            f"{self.model.what(entry)}\n{local_time(entry.when)}\n\n"
            f"{change}\n{_pretty(entry.after)}\n\n{inverse}\n{_pretty(entry.before)}")
