"""What every part of the main window reads: the open match's store, session and
read-only state, and (for the checker) the widgets the window's parts share.

The main window is assembled from parts, one job a module, each a class
:class:`~teams_app.gui.mainwindow.MainWindow` inherits: the tabs
(:mod:`~teams_app.gui.windowtabs`), the title and room marks
(:mod:`~teams_app.gui.windowmarks`), the lock (:mod:`~teams_app.gui.windowlock`), Undo
and Redo (:mod:`~teams_app.gui.undoredo`), the File, Match and Print menus' handlers
(:mod:`~teams_app.gui.filemenu`, :mod:`~teams_app.gui.matchmenu`,
:mod:`~teams_app.gui.printmenu`).  The window's ``__init__`` makes the widgets named
here, and is given the :class:`~teams_app.gui.dialogs.Dialogs` every part asks the user
through (``self.dialogs``).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMainWindow

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QLabel, QMenu, QStackedWidget, QTabWidget, QWidget

    from teams_app.gui.actions import ActionId
    from teams_app.gui.auditlog import AuditLogDialog
    from teams_app.gui.dialogs import Dialogs
    from teams_app.gui.jobs import JobRunner
    from teams_app.gui.keyboard import TabKeys
    from teams_app.gui.lock import LockScreen
    from teams_app.gui.matchfile import MatchFile
    from teams_app.gui.session import MatchSession
    from teams_app.gui.startpage import StartPage
    from teams_app.gui.terminals import TerminalsDialog
    from teams_app.store import MatchStore


class WindowBase(QMainWindow):
    """The state the main window's parts share; the window's ``__init__`` makes it."""

    dialogs: Dialogs
    file: MatchFile
    action_map: dict[ActionId, QAction]
    stack: QStackedWidget
    tabs: QTabWidget
    tab_keys: TabKeys
    #: the match views built so far, by class name ("RoomsView"…)
    views: dict[str, QWidget]
    file_label: QLabel
    room_banner: QLabel
    room_notice: QLabel
    _room_was: tuple[int, int | None] | None
    job_runner: JobRunner
    recent_menu: QMenu
    print_menu: QMenu
    print_actions: dict[str, QAction]
    audit_log: AuditLogDialog | None
    terminals: TerminalsDialog | None
    _start_page: StartPage | None
    _lock_screen: LockScreen | None
    _before_lock: QWidget | None
    _undo_texts_stale: bool

    if TYPE_CHECKING:  # made by other parts
        def open_file(self, path: str | Path) -> bool: ...
        def _update_room_marks(self) -> None: ...

    @property
    def store(self) -> MatchStore | None:
        """The open match's store (None with no match open)."""
        return self.file.store

    @property
    def session(self) -> MatchSession | None:
        """The open match's session (None with no match open)."""
        return self.file.session

    @property
    def read_only(self) -> bool:
        """Whether the open match is a read-only view (open for writing elsewhere)."""
        return self.file.read_only
