"""The main window: assembles the views and menus, connects them, holds no match logic.

With no match open it shows the start page; with a match open, tabs for the rooms, the
envelopes, the balances and the deals (each a view over one :class:`MatchSession`).
The open file's life (open, read-only follow, refresh, save a copy) is
:class:`~teams_app.gui.matchfile.MatchFile`'s; long work runs through
:class:`~teams_app.gui.jobs.JobRunner` (:mod:`teams_app.gui.longwork` says what).
This module builds the window, its menus and status bar, connects their signals, and
follows a match being opened, changed and closed; the rest is in the parts
:class:`MainWindow` inherits, one job a module (:mod:`teams_app.gui.windowbase` lists
them).  Every question to the user goes through the :class:`~teams_app.gui.dialogs.
Dialogs` the window is given (``MainWindow(dialogs=…)``; a test gives a fake).

Start-up time: this module is imported before the window is first shown, so it imports
only what that needs.  The store, the match core, the views, and even Qt's ``Qt``
namespace (some 15 ms to load in PySide6) are imported where they are used.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QCloseEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMenu,
    QProgressBar,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from teams_app.gui import settings as app_prefs
from teams_app.gui.actions import (
    EDIT_ACTIONS,
    MATCH_ACTIONS,
    ActionId,
    build_actions,
    retranslate_actions,
)
from teams_app.gui.dialogs import Dialogs
from teams_app.gui.filemenu import FileMenu
from teams_app.gui.jobs import JobRunner
from teams_app.gui.look import set_window_icon
from teams_app.gui.matchfile import MatchFile
from teams_app.gui.matchmenu import MatchMenu
from teams_app.gui.opening import OpeningPage
from teams_app.gui.printmenu import PrintMenu
from teams_app.gui.undoredo import UndoRedo
from teams_app.gui.windowlock import WindowLock
from teams_app.gui.windowmarks import WindowMarks
from teams_app.gui.windowtabs import WindowTabs

if TYPE_CHECKING:
    from teams_app.gui.readonly import ReadOnlyBanner, ReadOnlyGuard
    from teams_app.gui.startpage import StartPage
    from teams_app.store import MatchStore

#: how long after opening the match given at start the windows get the app's icon
ICON_AFTER_MS = 100

#: File › Recent in the menus' table (a submenu the window fills when it is shown)
_RECENT = "recent"
#: the menu bar: each menu's name and its items in order (None: a separator); the View
#: menu's text size, contrast and "Go to" blocks follow its items, the Print menu is
#: filled when first shown
_MENUS: tuple[tuple[str, tuple[ActionId | str | None, ...]], ...] = (
    ("file", (ActionId.NEW, ActionId.OPEN, _RECENT, ActionId.DEMO, None,
              ActionId.SAVE_COPY, ActionId.EXPORT_REPORT, ActionId.RESTORE, ActionId.CLOSE,
              None, ActionId.QUIT)),
    ("edit", (ActionId.UNDO, ActionId.REDO, None, ActionId.PREFERENCES)),
    ("view", (ActionId.AUDIT_LOG, ActionId.REFRESH, None, ActionId.BOTH_ROOMS,
              ActionId.LOCK)),
    ("match", (ActionId.ANNUL, ActionId.TERMINALS, None, ActionId.RESERVES,
               ActionId.MATCH_SETTINGS)),
    ("print", ()),
    ("analysis", (ActionId.ANALYSE,)),
    ("help", (ActionId.ABOUT,)),
)


class MainWindow(FileMenu, MatchMenu, PrintMenu, UndoRedo, WindowTabs, WindowMarks,
                 WindowLock):
    match_opened = Signal(object)  # Path
    match_closed = Signal()
    job_finished = Signal(str)  # the job's title, after its result was handled

    def __init__(self, parent: QWidget | None = None, *,
                 dialogs: Dialogs | None = None) -> None:
        super().__init__(parent)
        self.dialogs = dialogs if dialogs is not None else Dialogs()
        self.setObjectName("main_window")
        self.resize(1280, 800)
        #: placed on its screen by :meth:`place_on_screen` (the app's window, not a test's)
        self._placed = False
        self.file = MatchFile(self.dialogs, self)
        #: the Room terminals dialog, made on first use
        self.terminals = None
        self.views = {}
        self.audit_log = None
        #: a file :meth:`open_file_later` will open once the window has been painted
        self.pending_open: Path | None = None
        self.read_only_guard: ReadOnlyGuard | None = None
        #: View › Lock's screen, made on first use, and what it covers
        self._lock_screen = None
        self._before_lock = None

        self.action_map = build_actions(self)
        self._start_page = None  # built when first shown
        self.opening_page = OpeningPage()
        self.tabs = QTabWidget()
        self.tabs.setObjectName("match_tabs")
        self.tabs.setDocumentMode(True)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.opening_page)
        self.stack.addWidget(self.tabs)
        #: the read-only banner (text, Refresh, Edit here), built for the first read-only
        #: match: see :meth:`_banner`
        self.read_only_banner: ReadOnlyBanner | None = None
        central = QWidget()
        self.column = QVBoxLayout(central)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.setSpacing(0)
        #: "both rooms shown" while the host looks at both (spec §13): marked on screen
        self.room_banner = QLabel()
        self.room_banner.setObjectName("room_banner")
        self.room_banner.setWordWrap(True)
        self.room_banner.setStyleSheet("QLabel { background: #c0141b; color: white; "
                                       "font-weight: bold; padding: 6px; }")
        self.room_banner.setVisible(False)
        self.column.addWidget(self.room_banner)
        #: where the laptop goes with the host: the room it shows after the rotation moved
        #: him ("Round II: you play at table 2 — …"), until its OK
        self.room_notice = QLabel()
        self.room_notice.setObjectName("room_notice")
        self.room_notice.setWordWrap(True)
        self.room_notice.setTextFormat(Qt.TextFormat.RichText)
        self.room_notice.setStyleSheet("QLabel { background: #fff3c4; color: #222; "
                                       "font-weight: bold; padding: 6px; }")
        self.room_notice.setVisible(False)
        self.room_notice.linkActivated.connect(lambda _link: self.room_notice.setVisible(False))
        self.column.addWidget(self.room_notice)
        self._room_was: tuple[int, int | None] | None = None
        self.column.addWidget(self.stack, 1)
        self.setCentralWidget(central)

        self.file_label = QLabel()
        self.progress = QProgressBar()
        self.progress.setMaximumWidth(240)
        self.progress.setVisible(False)
        self.statusBar().addWidget(self.file_label, 1)
        self.statusBar().addPermanentWidget(self.progress)
        self.job_runner = JobRunner(self.statusBar(), self.progress,
                                    lambda title, text: self.dialogs.show_error(self, title, text),
                                    self)

        self.menus: dict[str, QMenu] = {}
        self._undo_texts_stale = False
        # the print menu's other forms by name, built when the menu is first shown
        self.print_actions = {}
        self._build_menus()
        self._connect_signals()
        self._retranslate()
        self._update_actions()

    # -- building ------------------------------------------------------------------------
    def _build_menus(self) -> None:
        a = self.action_map
        bar = self.menuBar()
        for name, items in _MENUS:
            menu = self.menus[name] = bar.addMenu("")
            menu.setObjectName(f"{name}_menu")
            for item in items:
                if isinstance(item, ActionId):
                    menu.addAction(a[item])
                elif item is None:
                    menu.addSeparator()
                else:  # _RECENT
                    self.recent_menu = menu.addMenu("")
                    self.recent_menu.setObjectName("recent_menu")
        self.print_menu = self.menus["print"]
        self.menus["edit"].aboutToShow.connect(self._word_undo_texts)
        view_menu = self.menus["view"]
        self.addAction(a[ActionId.LOCK])  # Ctrl+L also while the menus are hidden
        # -- View › Text size, View › High contrast (issue 28): all in lookmenu.py
        # late: the window shows before the match's parts load (tests/test_gui_app.py)
        from teams_app.gui.lookmenu import LookMenu

        self.look_menu = LookMenu(view_menu, self._look_changed, self)
        # -- end of the text size and contrast block
        # -- the keyboard (issue 28): View › Go to a tab, Enter on buttons, a focus frame
        # late: the window shows before the match's parts load (tests/test_gui_app.py)
        from teams_app.gui import keyboard

        keyboard.install(QApplication.instance(), self)  # type: ignore[arg-type]
        self.tab_keys = keyboard.TabKeys(self.tabs, view_menu, self)

    def _connect_signals(self) -> None:
        self.file.opened.connect(self.on_match_opened)
        self.file.closing.connect(self.on_match_closing)
        self.file.closed.connect(self.on_match_closed)
        self.file.message.connect(lambda text: self.statusBar().showMessage(text, 5000))
        self.file.recent_changed.connect(self._recent_changed)
        self.job_runner.finished.connect(self.job_finished)
        a = self.action_map
        a[ActionId.NEW].triggered.connect(self.on_new)
        a[ActionId.OPEN].triggered.connect(self.on_open)
        a[ActionId.DEMO].triggered.connect(self.on_demo)
        a[ActionId.SAVE_COPY].triggered.connect(self.file.save_copy)
        a[ActionId.EXPORT_REPORT].triggered.connect(self.file.export_report)
        a[ActionId.RESTORE].triggered.connect(self.file.restore)
        a[ActionId.CLOSE].triggered.connect(self.close_match)
        a[ActionId.REFRESH].triggered.connect(self.file.refresh)
        self.opening_page.painted.connect(self._first_painted)
        a[ActionId.QUIT].triggered.connect(self.on_quit)
        a[ActionId.UNDO].triggered.connect(self.on_undo)
        a[ActionId.REDO].triggered.connect(self.on_redo)
        a[ActionId.AUDIT_LOG].triggered.connect(self.on_audit_log)
        a[ActionId.ANNUL].triggered.connect(self.on_annul)
        a[ActionId.MATCH_SETTINGS].triggered.connect(self.on_match_settings)
        a[ActionId.RESERVES].triggered.connect(self.on_reserves)
        a[ActionId.TERMINALS].triggered.connect(self.on_terminals)
        a[ActionId.BOTH_ROOMS].triggered.connect(self.on_both_rooms)
        a[ActionId.LOCK].triggered.connect(self.on_lock)
        a[ActionId.PREFERENCES].triggered.connect(self.on_preferences)
        a[ActionId.PRINT_DIAGRAMS].triggered.connect(
            lambda: self.on_print("diagrams", self._current_round()))
        a[ActionId.PRINT_RESULTS].triggered.connect(lambda: self.on_print("result-sheet"))
        a[ActionId.PRINT_MATCH].triggered.connect(lambda: self.on_print("all"))
        self.print_menu.aboutToShow.connect(self._fill_print_menu)
        a[ActionId.ANALYSE].triggered.connect(self.on_analyse)
        a[ActionId.ABOUT].triggered.connect(self.on_about)
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.tabs.currentChanged.connect(self._tab_shown)

    def _retranslate(self) -> None:
        retranslate_actions(self.action_map)
        self.look_menu.retranslate()
        titles = {"file": self.tr("&File"), "edit": self.tr("&Edit"),
                  "view": self.tr("&View"), "match": self.tr("&Match"),
                  "print": self.tr("&Print"), "analysis": self.tr("&Analysis"),
                  "help": self.tr("&Help")}
        for name, menu in self.menus.items():
            menu.setTitle(titles[name])
        self.recent_menu.setTitle(self.tr("Open &Recent"))
        # the desktop shows it with every window title: in the app's language
        QApplication.setApplicationDisplayName(self.tr("Teams"))
        if self._start_page is not None:
            self._start_page.retranslate()
        self.opening_page.retranslate()
        if self.read_only_banner is not None:
            self.read_only_banner.retranslate()
        self._update_title()
        self._update_undo_texts()
        self._update_room_marks()
        if self.session is not None:
            self._build_views()  # the views were built in the old language
        self.tab_keys.update()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _look_changed(self) -> None:
        """The text size or the colours changed: the views (and the start page) are
        built again, their fonts, fixed lengths and inks reckoned anew (as when the
        language changes)."""
        if self._start_page is not None:
            showing = self.stack.currentWidget() is self._start_page
            self.stack.removeWidget(self._start_page)
            self._start_page.deleteLater()
            self._start_page = None
            if showing:
                self._show_start_page()
        if self.session is not None:
            self._build_views()
        if self.read_only_banner is not None:
            self.read_only_banner.restyle()

    # -- state -------------------------------------------------------------------------
    def _banner(self) -> ReadOnlyBanner:
        """The read-only banner above the match, built when first needed."""
        if self.read_only_banner is None:
            # late: the window shows before the match's parts load (tests/test_gui_app.py)
            from teams_app.gui.readonly import ReadOnlyBanner

            banner = ReadOnlyBanner()
            banner.refresh_requested.connect(self.file.refresh)
            banner.write_requested.connect(self.file.open_for_writing)
            self.column.insertWidget(0, banner)
            self.read_only_banner = banner
        return self.read_only_banner

    @property
    def start_page(self) -> StartPage:
        """The start page (New, Open, Demo, recent matches), built when first needed:
        a start that opens a match does without it."""
        if self._start_page is None:
            # late: the window shows before the match's parts load (tests/test_gui_app.py)
            from teams_app.gui.startpage import StartPage

            page = StartPage()
            page.new_requested.connect(self.on_new)
            page.open_requested.connect(self.on_open)
            page.demo_requested.connect(self.on_demo)
            page.recent_requested.connect(self.open_file)
            self.stack.addWidget(page)
            self._start_page = page
        return self._start_page

    def _show_start_page(self) -> None:
        self.start_page.set_recent(app_prefs.recent_files())
        self.stack.setCurrentWidget(self.start_page)

    def place_on_screen(self) -> None:
        """Where the window opens: the screen's available area the first time, else
        where it was last, clamped to the screen it opens on (a laptop that was on a big
        monitor yesterday opens whole today)."""
        # late: the window shows before the match's parts load (tests/test_gui_app.py)
        from teams_app.gui.fit import place_window

        rect, maximized = app_prefs.window_geometry()
        place_window(self, rect)
        if maximized:
            # late: the window shows before the match's parts load (tests/test_gui_app.py)
            from PySide6.QtCore import Qt

            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)
        self._placed = True

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        if self._placed and not event.spontaneous():
            # the frame the window system really drew: the window stays inside the screen
            # late: the window shows before the match's parts load (tests/test_gui_app.py)
            from teams_app.gui.fit import keep_on_screen

            QTimer.singleShot(0, self, lambda: keep_on_screen(self))
        if (self.store is None and self.pending_open is None
                and self.stack.currentWidget() is self.opening_page):
            self._show_start_page()  # nothing open, nothing being opened
        super().showEvent(event)

    def _update_actions(self, *, word_undo: bool = True) -> None:
        has_match = self.store is not None
        writable = has_match and not self.read_only
        for action_id in MATCH_ACTIONS:
            self.action_map[action_id].setEnabled(
                writable if action_id in EDIT_ACTIONS else has_match)
        self.action_map[ActionId.REFRESH].setEnabled(self.read_only)
        self._update_undo_texts(word=word_undo)
        self._update_print_actions()

    # -- opening and closing -------------------------------------------------------------
    def open_file_later(self, path: str | Path) -> None:
        """Open a match file right after the window's first paint (the start of the app):
        the window shows at once, saying which file it is opening, and the store, the
        match and its views are loaded next, without the user doing anything."""
        self.pending_open = Path(path)
        self.opening_page.set_file(self.pending_open)
        self.stack.setCurrentWidget(self.opening_page)
        self.file_label.setText(self.pending_open.name)
        if self.opening_page.was_painted:
            QTimer.singleShot(0, self, self._open_pending)

    @Slot()
    def _first_painted(self) -> None:
        if self.pending_open is not None:
            # next turn of the event loop: after this paint has reached the screen
            QTimer.singleShot(0, self, self._open_pending)

    @Slot()
    def _open_pending(self) -> None:
        path, self.pending_open = self.pending_open, None
        try:
            if path is not None and not self.open_file(path) and self.store is None:
                self._update_title()
                self._show_start_page()
        finally:
            # the icon once the match is painted (the next turn of the event loop)
            QTimer.singleShot(ICON_AFTER_MS, set_window_icon)

    def open_file(self, path: str | Path) -> bool:
        """Open a match file; on failure say why (the current match stays open).  A file
        open for writing elsewhere may be opened read-only instead (the user is asked)."""
        self.pending_open = None
        return self.file.open(path)

    def set_store(self, store: MatchStore) -> None:
        """Show the match of an open store (closing the one open now)."""
        self.file.close()
        self.file.set_store(store)

    def close_match(self) -> None:
        self.pending_open = None
        self.file.close()

    @Slot(object)
    def on_match_opened(self, store: MatchStore) -> None:
        assert self.session is not None
        self.session.changed.connect(self.on_match_changed)
        if store.read_only:
            # late: the window shows before the match's parts load (tests/test_gui_app.py)
            from teams_app.gui.readonly import ReadOnlyGuard
            from teams_app.store import file_read_only

            self.read_only_guard = ReadOnlyGuard(self.views, self)
            app = QApplication.instance()
            if app is not None:
                app.installEventFilter(self.read_only_guard)
            self._banner().setVisible(True)
            self._banner().set_media(file_read_only(Path(store.path)))
        self._build_views()
        self.stack.setCurrentWidget(self.tabs)
        self._update_title()
        self._update_actions(word_undo=False)
        self._update_room_marks()
        self.match_opened.emit(Path(store.path))
        self.resume_terminals()

    @Slot()
    def on_match_closing(self) -> None:
        self._drop_lock_screen()
        if self.audit_log is not None:
            self.audit_log.close()
            self.audit_log.deleteLater()
            self.audit_log = None
        if self.read_only_guard is not None:
            app = QApplication.instance()
            if app is not None:
                app.removeEventFilter(self.read_only_guard)
            self.read_only_guard.deleteLater()
            self.read_only_guard = None
        if self.read_only_banner is not None:
            self.read_only_banner.setVisible(False)
        self._clear_tabs()
        if self.terminals is not None:  # the room terminals serve this match only
            self.terminals.shutdown()
            self.terminals.deleteLater()
            self.terminals = None
        if self.session is not None:
            self.session.changed.disconnect(self.on_match_changed)

    @Slot()
    def on_match_closed(self) -> None:
        self._update_title()
        self._update_actions()
        self._update_room_marks()
        self._show_start_page()
        self.match_closed.emit()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if event.spontaneous() and not self.may_quit():  # the window's own close button
            event.ignore()
            return
        self.close_match()
        if self._placed:
            app_prefs.save_window_geometry(self.normalGeometry(), self.isMaximized())
        super().closeEvent(event)

    # -- slots -------------------------------------------------------------------------
    @Slot(object)
    def on_match_changed(self, _changes: object) -> None:
        if self.store is not None and self.store.warnings:  # saved, but no backup copy
            # late: the window shows before the match's parts load (tests/test_gui_app.py)
            from words.file_errors import store_error_text

            self.dialogs.show_error(self, self.tr("The backup copy could not be made"),
                            "\n".join(store_error_text(w) for w in self.store.warnings))
            self.store.warnings.clear()
        self._update_undo_texts()
        self._update_print_actions()
        self._update_title()
        self._update_room_marks()
        if self.audit_log is not None:
            self.audit_log.refresh()

    @Slot()
    def on_preferences(self) -> None:
        # late: the window shows before the match's parts load (tests/test_gui_app.py)
        from PySide6.QtWidgets import QDialog

        # late: the window shows before the match's parts load (tests/test_gui_app.py)
        from teams_app.gui.preferences import PreferencesDialog

        dialog = PreferencesDialog(self)
        try:
            if self.dialogs.exec_dialog(dialog) == QDialog.DialogCode.Accepted:
                self.set_language(dialog.chosen_language())
        finally:
            dialog.deleteLater()

    def set_language(self, code: str) -> None:
        """Switch the app's language now (it is saved by the preferences dialog)."""
        app_prefs.install_translators(code)
        self._retranslate()

    @Slot()
    def on_about(self) -> None:
        # late: the window shows before the match's parts load (tests/test_gui_app.py)
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Information, self.tr("About Teams"),
                          self.tr("A two-room bridge team match after E. Stolitsa's "
                                  "scheme of 1959: two teams of four, six rounds of six "
                                  "games, 36 deals."), QMessageBox.StandardButton.Ok, self)
        try:
            self.dialogs.exec_dialog(box)
        finally:
            box.deleteLater()
