"""The whole round with the keyboard alone, with a visible focus (issue 28, item 4).

- **Tabs**: Alt+1…Alt+4 show the Rooms, Envelopes, Balances and Deals tabs, Ctrl+PgDn
  and Ctrl+PgUp the next and the previous one (View menu, the block "Go to"); the
  focus goes into the tab shown, on its first control.
- **Buttons**: a focused button is pressed with Space, as everywhere in Qt, and with
  Enter too (outside dialogs Qt presses only the dialog's default button on Enter).
- **Focus**: a frame drawn around the widget that has the keyboard focus, whatever the
  style draws itself (Fusion's own mark is faint on some widgets: a table's row, a
  button).
- **Undo**: Ctrl+Z (and the redo keys) is the match's Undo wherever the focus is in the
  window, a line edit included (:class:`WindowKeys`).
- **Tables' rows**: Enter on a row does what a click does (a table's games: the entry
  line takes the row), and the Menu key or Shift+F10 opens the row's menu (annul,
  delete, the replay's time) where a right click would: :func:`menu_key`.

The keys are listed in ``docs/keyboard.md``.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QFocusFrame,
    QMenu,
    QMenuBar,
    QPushButton,
    QTabWidget,
    QToolButton,
    QWidget,
)

#: the keys of a tab, by its place (Alt+1: the first)
TAB_KEYS = ("Alt+1", "Alt+2", "Alt+3", "Alt+4", "Alt+5", "Alt+6")


class WindowKeys(QObject):
    """The keys of its window (its parent), in one filter on the application (each Python
    filter costs every event of the app a call):

    - Enter (or Return) on a focused push or tool button presses it; not in dialogs (a
      dialog's Enter is its default button's, as Qt has it);
    - Ctrl+Z and the redo keys are the match's Undo and Redo (Edit menu) wherever the
      focus is in the window: a line edit, a spin box or a text box of it does not keep
      them for its own typing history, which may hold a result the room may not see
      (spec §13).  Dialogs keep their own."""

    UNDO_KEYS = (QKeySequence.StandardKey.Undo, QKeySequence.StandardKey.Redo)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        kind = event.type()
        if kind == QEvent.Type.KeyPress:
            return self._enter(watched, event)
        if kind == QEvent.Type.ShortcutOverride:
            return self._undo_key(watched, event)
        return False

    def _enter(self, watched: QObject, event: QEvent) -> bool:
        if (isinstance(watched, QAbstractButton) and isinstance(event, QKeyEvent)
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and event.modifiers() in (Qt.KeyboardModifier.NoModifier,
                                          Qt.KeyboardModifier.KeypadModifier)
                and isinstance(watched, QPushButton | QToolButton)
                and watched.hasFocus() and watched.isEnabled()
                and not (isinstance(watched, QPushButton) and watched.autoDefault())
                and watched.window() is self.parent()):
            watched.click()
            return True
        return False

    def _undo_key(self, watched: QObject, event: QEvent) -> bool:
        if (isinstance(event, QKeyEvent) and isinstance(watched, QWidget)
                and any(event.matches(key) for key in self.UNDO_KEYS)
                and watched.window() is self.parent()):
            event.ignore()  # not the widget's: the window's shortcut takes the key
            return True
        return False


class FocusRing(QObject):
    """A frame around whichever widget has the keyboard focus: one frame per window,
    made the first time a widget of it has the focus, gone with its window; focus that
    would be lost (the focused control went off) goes on to the next control."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.frames: dict[int, QFocusFrame] = {}
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._follow)

    def frame_of(self, window: QWidget) -> QFocusFrame:
        frame = self.frames.get(id(window))
        if frame is None or not shiboken6.isValid(frame):
            frame = QFocusFrame(window)
            frame.setObjectName("focus_ring")
            frame.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            self.frames = {key: f for key, f in self.frames.items() if shiboken6.isValid(f)}
            self.frames[id(window)] = frame
        return frame

    def _follow(self, old: QWidget | None, new: QWidget | None) -> None:
        if new is None and old is not None:
            new = _next_after(old)  # the focused control went off: never lose the focus
            if new is not None:
                new.setFocus(Qt.FocusReason.OtherFocusReason)
                return  # focusChanged is emitted again for it
        if old is not None and shiboken6.isValid(old) and not old.isWindow():
            frame = self.frames.get(id(old.window()))
            if frame is not None and shiboken6.isValid(frame) and (
                    new is None or new.window() is not old.window()):
                frame.setWidget(None)  # type: ignore[arg-type]  # Qt takes null
        if (new is None or new.isWindow() or isinstance(new, QFocusFrame | QMenu | QMenuBar)
                or isinstance(new.window(), QMenu) or not new.isVisible()):
            return  # a menu shows its own current item
        frame = self.frame_of(new.window())
        frame.setWidget(new)
        frame.show()


def _next_after(old: QWidget) -> QWidget | None:
    """The control after ``old`` in its window's Tab order, when ``old`` lost the focus
    by going off (disabled or hidden) and its window is still the active one."""
    try:
        window = old.window()
        if old.isEnabled() and old.isVisible():
            return None  # the focus went elsewhere (another window, a popup)
        if window is None or not window.isActiveWindow() or QApplication.focusWidget():
            return None
    except RuntimeError:  # already deleted
        return None
    widget = old.nextInFocusChain()
    seen: set[int] = set()
    while widget is not None and widget is not old and id(widget) not in seen:
        seen.add(id(widget))
        if (widget.window() is window and widget.isVisible() and widget.isEnabled()
                and widget.focusPolicy() & Qt.FocusPolicy.TabFocus):
            return widget
        widget = widget.nextInFocusChain()
    return None


_installed: list[QObject] = []


def install(app: QApplication, window: QWidget) -> None:
    """The keys of ``window`` (:class:`WindowKeys`), and the focus frame once for the app.

    The keys' filter is the window's child: Qt drops it when the window goes, so no
    Python filter sees the events of anything after it (a Python filter on the whole
    app crashed a later Qt WebEngine view of the same process)."""
    app.installEventFilter(WindowKeys(window))
    if not _installed:
        _installed.append(FocusRing(app))


def first_control(page: QWidget) -> QWidget | None:
    """The first widget of ``page`` the Tab key reaches (shown, enabled)."""
    widget = page.nextInFocusChain()
    seen: set[int] = set()
    while widget is not None and id(widget) not in seen:
        seen.add(id(widget))
        if (page.isAncestorOf(widget) and widget.isVisible() and widget.isEnabled()
                and widget.focusPolicy() & Qt.FocusPolicy.TabFocus):
            return widget
        widget = widget.nextInFocusChain()
    return None


def focus_into(page: QWidget | None) -> None:
    """Give the keyboard focus to the page's own first control (see
    :func:`first_control`), unless the focus is already inside it."""
    if page is None:
        return
    focused = QApplication.focusWidget()
    if focused is not None and page.isAncestorOf(focused) and focused.isVisible():
        return
    target = first_control(page)
    if target is not None:
        target.setFocus(Qt.FocusReason.ShortcutFocusReason)


class TabKeys(QObject):
    """The View menu's block "Go to": a tab by its key, the next, the previous."""

    def __init__(self, tabs: QTabWidget, menu: QMenu, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tabs = tabs
        self.menu = menu
        self.separator = menu.addSeparator()
        self.tab_actions: list[QAction] = []
        for number, key in enumerate(TAB_KEYS):
            action = QAction(menu)
            action.setObjectName(f"action_tab_{number + 1}")
            action.setShortcuts([QKeySequence(key)])
            action.triggered.connect(lambda _=False, n=number: self.show_tab(n))
            menu.addAction(action)
            self.tab_actions.append(action)
        self.next_action = QAction(menu)
        self.next_action.setObjectName("action_next_tab")
        self.next_action.setShortcuts([QKeySequence("Ctrl+PgDown")])
        self.next_action.triggered.connect(lambda: self.step(1))
        self.previous_action = QAction(menu)
        self.previous_action.setObjectName("action_previous_tab")
        self.previous_action.setShortcuts([QKeySequence("Ctrl+PgUp")])
        self.previous_action.triggered.connect(lambda: self.step(-1))
        menu.addAction(self.next_action)
        menu.addAction(self.previous_action)
        tabs.currentChanged.connect(lambda _index: self.update())
        self.update()

    def update(self) -> None:
        """One action per tab shown (its title as its text); off without a match."""
        if not shiboken6.isValid(self.separator) or not shiboken6.isValid(self.tabs):
            return  # the window is being taken down
        translate = QCoreApplication.translate
        count = self.tabs.count()
        for number, action in enumerate(self.tab_actions):
            action.setVisible(number < count)
            action.setEnabled(number < count)
            if number < count:
                title = self.tabs.tabText(number).replace("&", "")
                action.setText(translate("Keyboard", "Go to {tab}").format(tab=title))
        self.next_action.setText(translate("Keyboard", "&Next tab"))
        self.previous_action.setText(translate("Keyboard", "Pre&vious tab"))
        for action in (self.next_action, self.previous_action):
            action.setEnabled(count > 1)
        self.separator.setVisible(count > 0)

    def show_tab(self, number: int) -> None:
        if 0 <= number < self.tabs.count() and self.tabs.isVisible():
            self.tabs.setCurrentIndex(number)
            focus_into(self.tabs.currentWidget())

    def step(self, by: int) -> None:
        count = self.tabs.count()
        if count > 1 and self.tabs.isVisible():
            self.show_tab((self.tabs.currentIndex() + by) % count)


def menu_key(view: QAbstractItemView, event: QKeyEvent) -> bool:
    """The Menu key or Shift+F10 on a table with a custom context menu: ask for the
    menu of its current row, under that row (True when it was asked)."""
    menu_keys = event.key() == Qt.Key.Key_Menu or (
        event.key() == Qt.Key.Key_F10
        and event.modifiers() == Qt.KeyboardModifier.ShiftModifier)
    if not menu_keys or view.contextMenuPolicy() != Qt.ContextMenuPolicy.CustomContextMenu:
        return False
    index = view.currentIndex()
    if not index.isValid():
        return False
    view.customContextMenuRequested.emit(view.visualRect(index).center())
    return True
