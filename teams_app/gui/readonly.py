"""A match open read-only (it is open for writing in another window or program): the
match views are shown with their editing widgets off, under a banner that says so.

Loaded only when such a match is opened.  A view can take care of it itself with a
``set_read_only(bool)`` method; otherwise every entry field, button and choice in it is
turned off, except the widgets that only move around the match (see
:data:`NAVIGATION_WIDGETS`), and tables lose their context menus.  Nothing relies on
this for safety: a read-only store refuses every change anyway.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QWidget,
)

from teams_app.gui.look import ink

#: Widgets of the match views that only move around the match (kept usable in a
#: read-only view), by the attribute names the views give them; a view may also mark a
#: widget with the dynamic property ``navigation`` set to True.
NAVIGATION_WIDGETS = ("round_box", "current_button", "deal_box")
#: the kinds of widget that enter or change something
EDITING_WIDGETS = (QLineEdit, QAbstractSpinBox, QPushButton, QCheckBox, QRadioButton,
                   QComboBox)


class ReadOnlyGuard(QObject):
    """Keeps the editing widgets of the match views off while the match is read-only.

    The views enable and disable their widgets as the user moves around (a game picked,
    another deal chosen) and build some later (hint buttons): every editing widget in a
    view is turned off again when it is shown or enabled.  A view with its own
    ``set_read_only`` method is left to it.  Installed on the application only while a
    read-only match is open.
    """

    _EVENTS = (QEvent.Type.Show, QEvent.Type.EnabledChange)

    def __init__(self, views: Mapping[str, QWidget], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.views = views

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if (event.type() in self._EVENTS and isinstance(watched, QWidget)
                and watched.isEnabled()):
            for view in self.views.values():
                if view.isAncestorOf(watched):
                    if not hasattr(view, "set_read_only"):
                        disable_editing(watched, _navigation_of(view))
                    break
        return False


def _navigation_of(view: QWidget) -> set[int]:
    return {id(w) for name in NAVIGATION_WIDGETS
            if isinstance(w := getattr(view, name, None), QWidget)}


def disable_editing(widget: QWidget, navigation: set[int]) -> None:
    """Make one widget unable to change the match: entry fields, buttons and choices
    off, no context menus on tables (navigation widgets stay)."""
    if id(widget) in navigation or widget.property("navigation"):
        return
    if isinstance(widget, EDITING_WIDGETS):
        widget.setEnabled(False)
    elif (isinstance(widget, QAbstractItemView)
          and widget.contextMenuPolicy() == Qt.ContextMenuPolicy.CustomContextMenu):
        widget.setContextMenuPolicy(Qt.ContextMenuPolicy.PreventContextMenu)


def make_read_only(view: QWidget) -> None:
    """Turn a match view's editing off (its own ``set_read_only`` if it has one)."""
    setter = getattr(view, "set_read_only", None)
    if callable(setter):
        setter(True)
        return
    navigation = _navigation_of(view)
    for widget in view.findChildren(QWidget):
        disable_editing(widget, navigation)


class ReadOnlyBanner(QFrame):
    """The banner above a read-only match: what it means, Refresh and Edit here."""

    refresh_requested = Signal()
    write_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("read_only_banner")
        self.restyle()
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.refresh_button = QPushButton()
        self.refresh_button.setObjectName("refresh_button")
        self.write_button = QPushButton()
        self.write_button.setObjectName("open_for_writing_button")
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        row.addWidget(self.label, 1)
        row.addWidget(self.refresh_button)
        row.addWidget(self.write_button)
        self.refresh_button.clicked.connect(self.refresh_requested)
        self.write_button.clicked.connect(self.write_requested)
        self.media = False
        self.retranslate()

    def restyle(self) -> None:
        """Its colours in the scheme in force (light, dark, high contrast)."""
        self.setStyleSheet(
            f"#read_only_banner {{ background: {ink('banner_bg').name()}; border-bottom: 1px "
            f"solid {ink('pending').name()}; }} #read_only_banner QLabel {{ color: "
            f"{ink('banner_ink').name()}; }}")

    def set_media(self, media: bool) -> None:
        """Whether the file itself cannot be written (a read-only file, folder or disk):
        then there is no "Edit here"."""
        self.media = media
        self.retranslate()

    def retranslate(self) -> None:
        # the texts were the main window's and keep its translation context
        translate = QCoreApplication.translate
        media = self.media
        self.write_button.setVisible(not media)
        self.label.setText(translate(
            "MainWindow",
            "<b>Read-only:</b> the match file is on a read-only disk or folder, or the file "
            "itself is read-only. It can be looked at and printed, not changed.") if media
            else translate(
            "MainWindow",
            "<b>Read-only:</b> this match is open for writing in another window or "
            "program. Nothing can be changed here; refresh to see what is entered there."))
        self.refresh_button.setText(translate("MainWindow", "Refresh"))
        self.write_button.setText(translate("MainWindow", "Edit here"))
        self.write_button.setToolTip(translate(
            "MainWindow",
            "Open the match for writing here, once the other window has closed it"))
