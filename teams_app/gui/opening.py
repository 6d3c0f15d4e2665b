"""What the window shows for a moment at start-up: which match it is opening.

Imported before the window is first shown, so it keeps to a few Qt classes: it is
centred by stretches rather than alignment flags, as Qt's ``Qt`` namespace is not
loaded this early (see :mod:`teams_app.gui.mainwindow`).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Signal
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget


class OpeningPage(QWidget):
    """"Opening <match>…": the window's first content when the app starts with a match.

    The window is shown and painted with this page first; ``painted`` tells the window
    that it is on the screen, so the match file can be opened and its views built next.
    """

    painted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("opening_page")
        self.label = QLabel()
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.label)
        row.addStretch(1)
        column = QVBoxLayout(self)
        column.addStretch(1)
        column.addLayout(row)
        column.addStretch(1)
        self.was_painted = False
        self._file: Path | None = None

    def text(self) -> str:
        return self.label.text()

    def set_file(self, path: Path) -> None:
        self._file = path
        self.retranslate()

    def retranslate(self) -> None:
        name = self._file.stem if self._file is not None else ""
        self.label.setText(self.tr("Opening {name}…").format(name=name))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        super().paintEvent(event)
        self.was_painted = True
        self.painted.emit()
