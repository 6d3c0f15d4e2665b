"""View › Text size and View › High contrast: their actions, what they keep in the app's
settings, and putting them in force (the application font, the palette and the inks of
:mod:`teams_app.gui.look`), for every open view at once.

Self-contained: the main window makes one :class:`LookMenu` on its View menu and gives
it what to do once the look changed (build its views again: fixed lengths and fonts
given in code are reckoned from the text size when a view is built).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt, Slot
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu

from teams_app.gui import look
from teams_app.gui import settings as app_prefs


def put_in_force() -> bool:
    """The saved text size and contrast, with the system's scheme, in force now (at
    start); True if anything changed."""
    changed = False
    size = app_prefs.text_size()
    if abs(QApplication.font().pointSizeF() - look.BASE_POINT_SIZE * size / 100) > 0.01:
        look.apply_text_size(size)
        changed = True
    high = app_prefs.high_contrast()
    if not look.scheme_applied():
        changed = look.apply_scheme(high=high, system=look.system_scheme()) or changed
    elif high != look.scheme_state()[0]:
        changed = look.apply_scheme(high=high) or changed
    return changed


class LookMenu(QObject):
    """The View menu's Text size submenu and High contrast toggle."""

    def __init__(self, menu: QMenu, changed: Callable[[], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent if parent is not None else menu)
        self.setObjectName("look_menu")
        self._changed = changed
        put_in_force()
        # the text size and scheme the window's views were built with
        self._built = self.look_now()
        menu.addSeparator()
        self.size_menu = menu.addMenu("")
        self.size_menu.setObjectName("text_size_menu")
        self.larger = self._action("action_text_larger", ["Ctrl+=", "Ctrl++"],
                                   lambda: self.step(+1))
        self.smaller = self._action("action_text_smaller", ["Ctrl+-"], lambda: self.step(-1))
        self.normal = self._action("action_text_normal", ["Ctrl+0"],
                                   lambda: self.set_text_size(100))
        for action in (self.larger, self.smaller, self.normal):
            self.size_menu.addAction(action)
        self.size_menu.addSeparator()
        group = QActionGroup(self)
        self.sizes: dict[int, QAction] = {}
        for percent in look.TEXT_SIZES:
            action = QAction(self)  # (text, parent) would weigh the QIcon overloads
            action.setText(f"{percent} %")
            action.setObjectName(f"action_text_{percent}")
            action.setCheckable(True)
            action.triggered.connect(lambda _checked=False, p=percent: self.set_text_size(p))
            group.addAction(action)
            self.size_menu.addAction(action)
            self.sizes[percent] = action
        self.high = QAction(self)
        self.high.setObjectName("action_high_contrast")
        self.high.setCheckable(True)
        self.high.setChecked(app_prefs.high_contrast())
        self.high.toggled.connect(self.set_high_contrast)
        menu.addAction(self.high)
        # the system's light or dark scheme, followed as it changes
        QGuiApplication.styleHints().colorSchemeChanged.connect(self.follow_system)
        self._check_size()
        self.retranslate()

    def _action(self, name: str, keys: list[str], slot: Callable[[], None]) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        action.setShortcuts([QKeySequence(key) for key in keys])
        action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        action.triggered.connect(slot)
        return action

    def retranslate(self) -> None:
        self.size_menu.setTitle(self.tr("&Text size"))
        self.larger.setText(self.tr("&Larger"))
        self.smaller.setText(self.tr("&Smaller"))
        self.normal.setText(self.tr("&Normal size"))
        self.high.setText(self.tr("&High contrast"))

    def _check_size(self) -> None:
        size = app_prefs.text_size()
        self.sizes[size].setChecked(True)
        self.larger.setEnabled(size < look.TEXT_SIZES[-1])
        self.smaller.setEnabled(size > look.TEXT_SIZES[0])

    @staticmethod
    def look_now() -> tuple[float, str]:
        return QApplication.font().pointSizeF(), look.scheme()

    def _catch_up(self) -> None:
        """The window's views built again if the look changed since they were (here or
        by another window's menu)."""
        if self.look_now() != self._built:
            self._built = self.look_now()
            # the new font reaches the windows by posted events: deliver them first, or
            # the views built now would inherit the old size from their window
            QCoreApplication.sendPostedEvents()
            self._changed()

    # -- what the actions do -----------------------------------------------------------
    def step(self, step: int) -> None:
        self.set_text_size(look.next_text_size(app_prefs.text_size(), step))

    def set_text_size(self, percent: int) -> None:
        """The text size (saved), in force at once in every view."""
        app_prefs.set_text_size(percent)
        self._check_size()
        put_in_force()
        self._catch_up()

    @Slot(bool)
    def set_high_contrast(self, on: bool) -> None:
        """High contrast on or off (saved), in force at once."""
        app_prefs.set_high_contrast(on)
        if self.high.isChecked() != on:
            self.high.setChecked(on)  # toggled again: saved and applied there
            return
        put_in_force()
        self._catch_up()

    @Slot(Qt.ColorScheme)
    def follow_system(self, scheme: Qt.ColorScheme) -> None:
        """The system's colour scheme changed (Qt's ``colorSchemeChanged``)."""
        system = look.DARK if scheme == Qt.ColorScheme.Dark else look.LIGHT
        look.apply_scheme(high=app_prefs.high_contrast(), system=system)
        self._catch_up()
