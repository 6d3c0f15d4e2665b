"""View › Lock (issue 30): the lock screen over the match, the menus and the status bar
hidden, unlocked with the PIN when one is set.
"""

from __future__ import annotations

from PySide6.QtCore import Slot

from teams_app.gui.windowbase import WindowBase


class WindowLock(WindowBase):
    """The main window's lock screen."""

    @property
    def locked(self) -> bool:
        return self._lock_screen is not None and self.stack.currentWidget() is self._lock_screen

    @Slot()
    def on_lock(self) -> None:
        """Lock the screen, or unlock it (with the PIN when one is set)."""
        # late: the window shows before the match's parts load (tests/test_gui_app.py)
        from teams_app.gui.lock import LockScreen, lock_pin

        if self.locked:
            pin = lock_pin()
            if pin and self.dialogs.ask_pin(self) != pin:
                return
            assert self._lock_screen is not None
            self._lock_screen.stop()
            self.stack.setCurrentWidget(self._before_lock or self.tabs)
            self.menuBar().setVisible(True)
            self.statusBar().setVisible(True)
            self._update_room_marks()
            return
        if self.session is None:
            return
        if self._lock_screen is None:
            self._lock_screen = LockScreen()
            self.stack.addWidget(self._lock_screen)
            self.session.changed.connect(self._lock_screen.refresh)
        self._before_lock = self.stack.currentWidget()
        for dialog in (self.audit_log, self.terminals):
            if dialog is not None:
                dialog.hide()
        self._lock_screen.start(self.session)
        self.stack.setCurrentWidget(self._lock_screen)
        self.menuBar().setVisible(False)
        self.statusBar().setVisible(False)
        self.room_banner.setVisible(False)

    def _drop_lock_screen(self) -> None:
        """The match closes: unlocked (nothing stays on screen), the lock screen gone."""
        if self.locked:  # closing the match (quitting) unlocks: nothing stays on screen
            assert self._lock_screen is not None
            self._lock_screen.stop()
            self.menuBar().setVisible(True)
            self.statusBar().setVisible(True)
        if self._lock_screen is not None:
            if self.session is not None:
                self.session.changed.disconnect(self._lock_screen.refresh)
            self.stack.removeWidget(self._lock_screen)
            self._lock_screen.deleteLater()
            self._lock_screen = None
