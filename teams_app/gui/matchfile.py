"""The life of the open match file: opening it (read-only when it is open for writing
elsewhere, if the user agrees), following a read-only file as the writing window changes
it, refreshing it by hand, switching it to writing, saving a copy, closing it.

:class:`MatchFile` holds the store and the :class:`~teams_app.gui.session.MatchSession`
over it and says what happens by signals; the main window connects them to its views.
What must ask the user goes through the :class:`~teams_app.gui.dialogs.Dialogs` it is
given (the main window's), which it hands on to the session it opens.

Start-up time: imported before the window is first shown, so the store and the match
core are imported where they are used.
"""

from __future__ import annotations

import importlib
import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from teams_app.gui import settings as app_prefs
from teams_app.gui.settings import installed_language
from words import LANGUAGES
from words.file_errors import any_error_text

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from teams_app.gui.dialogs import Dialogs
    from teams_app.gui.session import MatchSession
    from teams_app.store import MatchStore


#: the texts here were the main window's and keep its translation context
translate = QCoreApplication.translate


class MatchFile(QObject):
    """The open match file (at most one) and its session."""

    #: a match was opened: its store (``store``/``session`` are set)
    opened = Signal(object)
    #: the match is about to close (``store``/``session`` still set)
    closing = Signal()
    #: the match was closed
    closed = Signal()
    #: a short note for the status bar
    message = Signal(str)
    #: a file was dropped from the recent files (it is gone)
    recent_changed = Signal()

    #: a read-only view follows what the writing window enters, checking this often (ms)
    FOLLOW_INTERVAL = 2000

    def __init__(self, dialogs: Dialogs, parent: QWidget) -> None:
        super().__init__(parent)
        self.dialogs = dialogs
        self.window = parent
        self.store: MatchStore | None = None
        self.session: MatchSession | None = None
        self.follow_timer = QTimer(self)
        self.follow_timer.setInterval(self.FOLLOW_INTERVAL)
        self.follow_timer.timeout.connect(self.follow)

    @property
    def read_only(self) -> bool:
        """Whether the open match is a read-only view (open for writing elsewhere)."""
        return self.store is not None and self.store.read_only

    def _error(self, title: str, message: str) -> None:
        self.dialogs.show_error(self.window, title, message)

    # -- opening and closing -------------------------------------------------------------
    def open(self, path: str | Path) -> bool:
        """Open a match file; on failure say why (the current match stays open).  A file
        open for writing elsewhere may be opened read-only instead (the user is asked)."""
        # late: the store and the operations load with the match, after the first paint
        from teams_app.store import MatchFileLocked, MatchStore, ReadOnlyStore, StoreError

        path = Path(path)
        if self.store is not None and Path(self.store.path).resolve() == path.resolve():
            return True
        try:
            try:
                store = MatchStore.open(path)
            except MatchFileLocked as exc:
                if not self.dialogs.ask_open_read_only(self.window, path,
                                                       any_error_text(exc)):
                    return False
                store = MatchStore.open(path, read_only=True)
            except ReadOnlyStore:  # a read-only file, folder or disk: the read-only view
                store = MatchStore.open(path, read_only=True)
        except (StoreError, OSError) as exc:
            self._error(translate("MainWindow", "Cannot open the match"), any_error_text(exc))
            if not os.path.exists(path):  # never raises (a name too long, a folder shut)
                app_prefs.remove_recent_file(path)
                self.recent_changed.emit()
            return False
        self.close()
        self.set_store(store)
        return True

    def set_store(self, store: MatchStore) -> None:
        """Make ``store`` the open match."""
        # late: the store and the operations load with the match, after the first paint
        from teams_app.gui.session import MatchSession

        self.store = store
        self.session = MatchSession(store, parent=self, dialogs=self.dialogs)
        if store.read_only:
            self.follow_timer.start()
        app_prefs.add_recent_file(store.path)
        self.opened.emit(store)
        if not store.read_only:
            # The store writes through sqlite-utils, imported on first use (~0.1 s with
            # numpy): load it now that the match is on screen, not on the first result.
            QTimer.singleShot(250, self, self._warm_up_writes)

    @Slot()
    def _warm_up_writes(self) -> None:
        importlib.import_module("sqlite_utils")

    def close(self) -> None:
        """Close the open match, if any."""
        if self.store is None:
            return
        self.closing.emit()
        self.follow_timer.stop()
        if self.session is not None:
            self.session.close()
            self.session.deleteLater()
        self.session = None
        store, self.store = self.store, None
        store.close()
        self.closed.emit()

    # -- a read-only match -------------------------------------------------------------
    @Slot()
    def refresh(self) -> None:
        """Re-read a read-only match (what the other window has entered since)."""
        # late: the store and the operations load with the match, after the first paint
        from teams_app.store import StoreError

        if self.store is None or self.session is None:
            return
        try:
            changed = self.store.refresh()
        except StoreError as exc:
            self._error(translate("MainWindow", "Cannot refresh the match"),
                        any_error_text(exc))
            return
        if changed:
            self.session.refresh_all()
            self.message.emit(translate("MainWindow", "Refreshed: showing the latest changes"))
        else:
            self.message.emit(translate("MainWindow", "No changes since the last refresh"))

    @Slot()
    def follow(self) -> None:
        """A read-only view re-reads the match when the writing window has changed it
        (a cheap ``PRAGMA data_version`` check when nothing has)."""
        # late: the store and the operations load with the match, after the first paint
        from teams_app.store import StoreError

        if self.store is None or self.session is None or not self.store.read_only:
            return
        try:
            changed = self.store.refresh()
        except StoreError:
            return  # the Refresh button reports a lasting problem; a timer does not nag
        if changed:
            self.session.refresh_all()

    @Slot()
    def open_for_writing(self) -> None:
        """Switch a read-only view to writing, if the other window has let go."""
        # late: the store and the operations load with the match, after the first paint
        from teams_app.store import MatchStore, StoreError

        if self.store is None or not self.store.read_only:
            return
        path = Path(self.store.path)
        try:
            store = MatchStore.open(path)
        except StoreError as exc:
            self._error(translate("MainWindow", "Still open elsewhere"), any_error_text(exc))
            return
        self.close()
        self.set_store(store)

    # -- a copy --------------------------------------------------------------------------
    @Slot()
    def restore(self) -> None:
        """Bring a backup copy back as the open match, through the operations (the store
        keeps the match as it was in its backups folder first; the audit log says so)."""
        # late: the store and the operations load with the match, after the first paint
        from teams_app import operations
        from teams_app.store import StoreError

        if self.store is None or self.read_only:
            return
        path = Path(self.store.path)
        folder = path.with_name(path.name + ".backups")
        title = translate("MainWindow", "Restore from a backup")
        backup = self.dialogs.ask_open_path(
            self.window, str(folder if folder.is_dir() else path.parent), title)
        if not backup:
            return
        if not self.dialogs.ask_yes(self.window, title, translate(
                "MainWindow", "Replace the match by the backup {name}? The match as it is now is "
                "kept in its backups folder.").format(name=Path(backup).name)):
            return
        self.close()
        try:
            operations.restore_backup(backup=Path(backup), target=path)
        except StoreError as exc:
            self._error(translate("MainWindow", "Cannot restore the backup"),
                        any_error_text(exc))
            self.open(path)
            return
        if self.open(path):
            self.message.emit(
                translate("MainWindow", "Restored from {name}").format(name=Path(backup).name))

    def export_report(self) -> None:
        """File › Export the match report: one HTML file in the app's language (mid-match:
        the deals complete at both tables only, :func:`teams_app.report_html.report_html`)."""
        # late: the HTML report (~100 ms), only when it is written; the store loads with the
        # match, after the first paint
        from teams_app.report_html import write_report
        from teams_app.store import StoreError

        if self.store is None:
            return
        source = Path(self.store.path)
        report = translate("MainWindow", "report")
        target = self.dialogs.ask_save_path(
            self.window, translate("MainWindow", "Export the match report"),
            str(source.with_name(f"{source.stem} ({report}).html")),
            translate("MainWindow", "Web pages (*.html)"))
        if not target:
            return
        lang = installed_language()
        try:
            shown = self.session.match if self.session else self.store.match
            write_report(shown, target, lang if lang in LANGUAGES else "en", protect=[source])
        except (StoreError, OSError) as exc:
            self._error(translate("MainWindow", "Cannot export the match report"),
                        any_error_text(exc))
            return
        self.message.emit(translate("MainWindow", "Exported the match report to {path}")
                          .format(path=target))

    def save_copy(self) -> None:
        """Save a copy of the open match under a name the user chooses."""
        # late: the store and the operations load with the match, after the first paint
        from teams_app.store import StoreError

        if self.store is None:
            return
        source = Path(self.store.path)
        copy = translate("MainWindow", "copy")
        start = str(source.with_name(f"{source.stem} ({copy}){source.suffix}"))
        target = self.dialogs.ask_save_path(
            self.window, translate("MainWindow", "Save a copy of the match"), start,
            translate("MainWindow", "Match files (*.match)"))
        if not target:
            return
        if Path(target).resolve() == source.resolve():
            self._error(translate("MainWindow", "Cannot save a copy"),
                        translate("MainWindow", "{path} is the open match itself: choose "
                                  "another name.").format(path=target))
            return
        try:
            self.store.save_copy(Path(target))
        except StoreError as exc:
            self._error(translate("MainWindow", "Cannot save a copy"), any_error_text(exc))
            return
        self.message.emit(translate("MainWindow", "Saved a copy as {path}").format(path=target))
