"""Windows that fit the screen they open on (a 1366×768 laptop has some 728 px under its
panel)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: room for a window's own frame and title bar
FRAME = 40


def fitting_size(widget: QWidget, width: int, height: int) -> QSize:
    """``width`` × ``height``, made smaller where the screen (less its panels) is smaller,
    so that a window's buttons stay on screen."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return QSize(width, height)
    room = screen.availableGeometry()
    return QSize(min(width, room.width() - FRAME), min(height, room.height() - FRAME))
