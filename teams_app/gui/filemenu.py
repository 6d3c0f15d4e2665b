"""The File menu's own handlers and the start page's: a new match (the set-up wizard),
open, the demo match, the recent files.  Saving a copy, the report, restoring and
closing are the open file's (:class:`~teams_app.gui.matchfile.MatchFile`).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QApplication

from models.errors import MatchCoreError
from teams_app.gui import settings as app_prefs
from teams_app.gui.windowbase import WindowBase


class FileMenu(WindowBase):
    """The main window's File menu handlers."""

    @Slot()
    def _recent_changed(self) -> None:
        if self._start_page is not None:
            self._start_page.set_recent(app_prefs.recent_files())

    @Slot()
    def on_new(self) -> None:
        # late: the window shows before the match's parts load (tests/test_gui_app.py)
        from PySide6.QtWidgets import QDialog

        # late: the window shows before the match's parts load (tests/test_gui_app.py)
        from teams_app.gui.wizard import SetupWizard

        wizard = SetupWizard(self, dialogs=self.dialogs)
        try:
            accepted = self.dialogs.exec_dialog(wizard) == QDialog.DialogCode.Accepted
            created = wizard.created_path
        finally:
            wizard.deleteLater()
        if accepted and created is not None:
            self.open_file(created)

    @Slot()
    def on_open(self) -> None:
        # late: the window shows before the match's parts load (tests/test_gui_app.py)
        from teams_app.store import default_match_dir

        start = str(Path(self.store.path).parent) if self.store else str(default_match_dir())
        path = self.dialogs.ask_open_path(self, start)
        if path:
            self.open_file(path)

    @Slot()
    def on_demo(self) -> None:
        # late: the window shows before the match's parts load (tests/test_gui_app.py)
        from teams_app.gui.demo import create_demo
        from teams_app.store import StoreError, default_match_dir

        try:
            # late: the window shows before the match's parts load (tests/test_gui_app.py)
            from PySide6.QtCore import Qt

            QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            try:
                path = create_demo(default_match_dir(create=True))
            finally:
                QApplication.restoreOverrideCursor()
        except (StoreError, OSError, MatchCoreError) as exc:
            # late: the window shows before the match's parts load (tests/test_gui_app.py)
            from words.file_errors import any_error_text

            self.dialogs.show_error(self, self.tr("Cannot make the demo match"),
                                    any_error_text(exc))
            return
        self.open_file(path)

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        files = app_prefs.recent_files()
        for number, name in enumerate(files, start=1):
            action = self.recent_menu.addAction(f"&{number} {Path(name).stem}")
            action.setToolTip(name)
            action.triggered.connect(lambda _=False, n=name: self.open_file(n))
        if not files:
            none = self.recent_menu.addAction(self.tr("(none yet)"))
            none.setEnabled(False)
