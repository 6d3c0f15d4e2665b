"""Colours and fonts of labels and panels, set through the palette and the font rather
than style sheets: a widget with a style sheet costs Qt a style-sheet style to polish and
paint it (some 20 ms more to open the rooms at start), and setting one, even the same,
lays its window out again."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QWidget

#: the app's icon (its windows, the desktop's task bar)
ICON = Path(__file__).resolve().parents[2] / "resources" / "icons" / "teams-app.svg"


def set_window_icon() -> None:
    """Give the app's windows its icon (once).  When the app opens a match at start this
    waits until the match is on screen (``MainWindow._open_pending``): making Qt's icon
    type (its 151 theme icons) and reading the SVG take some 3 ms."""
    from PySide6.QtGui import QIcon

    app = QApplication.instance()
    if isinstance(app, QApplication) and app.windowIcon().isNull() and ICON.is_file():
        app.setWindowIcon(QIcon(str(ICON)))


def set_style(widget: QWidget, style: str) -> None:
    """A widget's style sheet, set only when it changes."""
    if widget.styleSheet() != style:
        widget.setStyleSheet(style)


def set_ink(widget: QWidget, colour: str) -> None:
    """The colour of a widget's text."""
    palette = widget.palette()
    palette.setColor(QPalette.ColorRole.WindowText, QColor(colour))
    palette.setColor(QPalette.ColorRole.Text, QColor(colour))
    palette.setColor(QPalette.ColorRole.ButtonText, QColor(colour))
    widget.setPalette(palette)


def set_font(widget: QWidget, *, point_size: float | None = None, bold: bool = False) -> None:
    """A widget's font: a size in points (None: as it is), bold or not."""
    font = widget.font()
    if point_size is not None:
        font.setPointSizeF(point_size)
    font.setBold(bold)
    widget.setFont(font)


def set_background(widget: QWidget, colour: str) -> None:
    """A widget's own background colour (its children keep theirs)."""
    palette = widget.palette()
    palette.setColor(QPalette.ColorRole.Window, QColor(colour))
    widget.setPalette(palette)
    widget.setAutoFillBackground(True)
