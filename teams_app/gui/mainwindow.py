"""The main window: assembles the views and menus, connects them, holds no match logic.

With no match open it shows the start page; with a match open, tabs for the rooms, the
envelopes, the balances and the deals (each a view over one :class:`MatchSession`).
The open file's life (open, read-only follow, refresh, save a copy) is
:class:`~teams_app.gui.matchfile.MatchFile`'s; long work runs through
:class:`~teams_app.gui.jobs.JobRunner` (:mod:`teams_app.gui.longwork` says what).
Dialogs the tests must not run for real go through classmethods they can replace:
``show_error``, ``ask_open_path``, ``ask_save_path``, ``ask_open_read_only``,
``exec_dialog``; the annulment dialog through :func:`teams_app.gui.annul.ask_annul`.

Start-up time: this module is imported before the window is first shown, so it imports
only what that needs.  The store, the match core, the views, and even Qt's ``Qt``
namespace (some 15 ms to load in PySide6) are imported where they are used.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QCloseEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QMenu,
    QProgressBar,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from models.errors import MatchCoreError  # a few lines, no dependencies
from teams_app.gui import settings as app_prefs
from teams_app.gui.actions import (
    EDIT_ACTIONS,
    MATCH_ACTIONS,
    ActionId,
    build_actions,
    retranslate_actions,
)
from teams_app.gui.jobs import JobRunner
from teams_app.gui.look import set_window_icon
from teams_app.gui.matchfile import MatchFile
from teams_app.gui.opening import OpeningPage

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QInputDialog

    from teams_app.gui.auditlog import AuditLogDialog
    from teams_app.gui.lock import LockScreen
    from teams_app.gui.readonly import ReadOnlyBanner, ReadOnlyGuard
    from teams_app.gui.session import MatchSession
    from teams_app.gui.startpage import StartPage
    from teams_app.gui.terminals import TerminalsDialog
    from teams_app.store import MatchStore

#: how long after opening the match given at start the windows get the app's icon
ICON_AFTER_MS = 100

#: the match views in tab order, as (module, class), each imported when first shown
VIEWS = (
    ("teams_app.gui.rooms", "RoomsView"),
    ("teams_app.gui.envelopes", "EnvelopesView"),
    ("teams_app.gui.balances", "BalancesView"),
    ("teams_app.gui.deals", "DealsView"),
)



class MainWindow(QMainWindow):
    match_opened = Signal(object)  # Path
    match_closed = Signal()
    job_finished = Signal(str)  # the job's title, after its result was handled

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("main_window")
        self.resize(1280, 800)
        #: placed on its screen by :meth:`place_on_screen` (the app's window, not a test's)
        self._placed = False
        self.file = MatchFile(type(self), self)
        #: the Room terminals dialog, made on first use
        self.terminals: TerminalsDialog | None = None
        self.views: dict[str, QWidget] = {}
        self.audit_log: AuditLogDialog | None = None
        #: a file :meth:`open_file_later` will open once the window has been painted
        self.pending_open: Path | None = None
        self.read_only_guard: ReadOnlyGuard | None = None
        #: View › Lock's screen, made on first use, and what it covers
        self._lock_screen: LockScreen | None = None
        self._before_lock: QWidget | None = None

        self.action_map = build_actions(self)
        self._start_page: StartPage | None = None  # built when first shown
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
        self.column.addWidget(self.stack, 1)
        self.setCentralWidget(central)

        self.file_label = QLabel()
        self.progress = QProgressBar()
        self.progress.setMaximumWidth(240)
        self.progress.setVisible(False)
        self.statusBar().addWidget(self.file_label, 1)
        self.statusBar().addPermanentWidget(self.progress)
        self.job_runner = JobRunner(self.statusBar(), self.progress,
                                    lambda title, text: self.show_error(self, title, text),
                                    self)

        self.menus: dict[str, QMenu] = {}
        self._undo_texts_stale = False
        # the print menu's other forms by name, built when the menu is first shown
        self.print_actions: dict[str, QAction] = {}
        self._build_menus()
        self._connect_signals()
        self._retranslate()
        self._update_actions()

    # -- dialogs tests replace -----------------------------------------------------------
    @classmethod
    def show_error(cls, parent: QWidget | None, title: str, message: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(parent, title, message)

    @classmethod
    def ask_open_read_only(cls, parent: QWidget | None, path: Path, why: str) -> bool:
        """The file is open for writing elsewhere: look at it read-only instead?"""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Question,
            QCoreApplication.translate("MainWindow", "The match is open elsewhere"),
            QCoreApplication.translate(
                "MainWindow", "{name} is open for writing in another window or program.\n\n"
                "Open it read-only here? You can look at it and print it, and refresh "
                "it to see what is entered there, but not change it.").format(
                    name=path.name),
            QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Cancel, parent)
        box.setDetailedText(why)
        box.setDefaultButton(QMessageBox.StandardButton.Open)
        box.button(QMessageBox.StandardButton.Open).setText(
            QCoreApplication.translate("MainWindow", "Open read-only"))
        try:
            return box.exec() == QMessageBox.StandardButton.Open
        finally:
            box.deleteLater()

    @classmethod
    def ask_open_path(cls, parent: QWidget, start: str, title: str | None = None) -> str:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            parent, title or QCoreApplication.translate("MainWindow", "Open a match"), start,
            QCoreApplication.translate("MainWindow",
                                       "Match files (*.match);;All files (*)"),
            options=app_prefs.file_dialog_options())
        return path

    @classmethod
    def ask_yes(cls, parent: QWidget, title: str, text: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(parent, title, text)
        return answer == QMessageBox.StandardButton.Yes

    @classmethod
    def ask_save_path(cls, parent: QWidget, title: str, start: str, filters: str) -> str:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(parent, title, start, filters,
                                              options=app_prefs.file_dialog_options())
        return path

    @classmethod
    def ask_deal(cls, parent: QWidget, current: int, last: int) -> int | None:
        from PySide6.QtWidgets import QDialog

        dialog = cls.deal_dialog(parent, current, last)
        try:
            ok = dialog.exec() == QDialog.DialogCode.Accepted
            return dialog.intValue() if ok else None
        finally:
            dialog.deleteLater()

    @staticmethod
    def deal_dialog(parent: QWidget | None, current: int, last: int) -> QInputDialog:
        """Match › Annul's question: which deal (as wide as its title needs)."""
        from PySide6.QtWidgets import QInputDialog

        from teams_app.gui.fit import room_for_title

        dialog = QInputDialog(parent)
        dialog.setWindowTitle(QCoreApplication.translate("MainWindow", "Annul a deal"))
        dialog.setLabelText(QCoreApplication.translate("MainWindow", "Deal number:"))
        dialog.setInputMode(QInputDialog.InputMode.IntInput)
        dialog.setIntRange(1, last)
        dialog.setIntValue(current)
        room_for_title(dialog)
        return dialog

    @classmethod
    def exec_dialog(cls, dialog: QDialog) -> int:
        return dialog.exec()

    # -- building ------------------------------------------------------------------------
    def _build_menus(self) -> None:
        a = self.action_map
        bar = self.menuBar()
        file_menu = bar.addMenu("")
        file_menu.addAction(a[ActionId.NEW])
        file_menu.addAction(a[ActionId.OPEN])
        self.recent_menu = file_menu.addMenu("")
        self.recent_menu.setObjectName("recent_menu")
        file_menu.addAction(a[ActionId.DEMO])
        file_menu.addSeparator()
        file_menu.addAction(a[ActionId.SAVE_COPY])
        file_menu.addAction(a[ActionId.EXPORT_REPORT])
        file_menu.addAction(a[ActionId.RESTORE])
        file_menu.addAction(a[ActionId.CLOSE])
        file_menu.addSeparator()
        file_menu.addAction(a[ActionId.QUIT])
        edit_menu = bar.addMenu("")
        edit_menu.aboutToShow.connect(self._word_undo_texts)
        edit_menu.addAction(a[ActionId.UNDO])
        edit_menu.addAction(a[ActionId.REDO])
        edit_menu.addSeparator()
        edit_menu.addAction(a[ActionId.PREFERENCES])
        view_menu = bar.addMenu("")
        view_menu.addAction(a[ActionId.AUDIT_LOG])
        view_menu.addAction(a[ActionId.REFRESH])
        view_menu.addSeparator()
        view_menu.addAction(a[ActionId.BOTH_ROOMS])
        view_menu.addAction(a[ActionId.LOCK])
        self.addAction(a[ActionId.LOCK])  # Ctrl+L also while the menus are hidden
        # -- View › Text size, View › High contrast (issue 28): all in lookmenu.py
        from teams_app.gui.lookmenu import LookMenu

        self.look_menu = LookMenu(view_menu, self._look_changed, self)
        # -- end of the text size and contrast block
        match_menu = bar.addMenu("")
        match_menu.addAction(a[ActionId.ANNUL])
        match_menu.addAction(a[ActionId.TERMINALS])
        match_menu.addSeparator()
        match_menu.addAction(a[ActionId.RESERVES])
        match_menu.addAction(a[ActionId.MATCH_SETTINGS])
        self.menus = {"file": file_menu, "edit": edit_menu, "view": view_menu,
                      "match": match_menu}
        self.print_menu = bar.addMenu("")
        self.menus["print"] = self.print_menu
        analysis_menu = bar.addMenu("")
        analysis_menu.addAction(a[ActionId.ANALYSE])
        self.menus["analysis"] = analysis_menu
        help_menu = bar.addMenu("")
        help_menu.addAction(a[ActionId.ABOUT])
        self.menus["help"] = help_menu
        for name, menu in self.menus.items():
            menu.setObjectName(f"{name}_menu")
        # -- the keyboard (issue 28): View › Go to a tab, Enter on buttons, a focus frame
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
        a[ActionId.QUIT].triggered.connect(self.close)
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
    @property
    def store(self) -> MatchStore | None:
        """The open match's store (None with no match open)."""
        return self.file.store

    @property
    def session(self) -> MatchSession | None:
        """The open match's session (None with no match open)."""
        return self.file.session

    def _banner(self) -> ReadOnlyBanner:
        """The read-only banner above the match, built when first needed."""
        if self.read_only_banner is None:
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
        from teams_app.gui.fit import place_window

        rect, maximized = app_prefs.window_geometry()
        place_window(self, rect)
        if maximized:
            from PySide6.QtCore import Qt

            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)
        self._placed = True

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        if self._placed and not event.spontaneous():
            # the frame the window system really drew: the window stays inside the screen
            from teams_app.gui.fit import keep_on_screen

            QTimer.singleShot(0, self, lambda: keep_on_screen(self))
        if (self.store is None and self.pending_open is None
                and self.stack.currentWidget() is self.opening_page):
            self._show_start_page()  # nothing open, nothing being opened
        super().showEvent(event)

    def _update_title(self) -> None:
        if self.store is None:
            self.setWindowTitle(self.tr("Teams"))
            self.file_label.setText(self.tr("No match open"))
            return
        teams = self.store.match.teams
        names = " – ".join(info.name for info in teams.values())
        read_only = self.tr(" (read only)") if self.store.read_only else ""
        self.setWindowTitle(names + read_only)
        self.setWindowFilePath(str(self.store.path))
        self.file_label.setText(f"{Path(self.store.path).name}{read_only}")
        self.file_label.setToolTip(str(self.store.path))

    def _update_actions(self, *, word_undo: bool = True) -> None:
        has_match = self.store is not None
        writable = has_match and not self.read_only
        for action_id in MATCH_ACTIONS:
            self.action_map[action_id].setEnabled(
                writable if action_id in EDIT_ACTIONS else has_match)
        self.action_map[ActionId.REFRESH].setEnabled(self.read_only)
        self._update_undo_texts(word=word_undo)
        self._update_print_actions()

    @property
    def read_only(self) -> bool:
        """Whether the open match is a read-only view (open for writing elsewhere)."""
        return self.file.read_only

    def _update_undo_texts(self, *, word: bool = True) -> None:
        """Undo and Redo enabled as the store allows, and saying what they would do.

        Without ``word`` (opening a match) they only say "Undo"/"Redo" until the Edit
        menu is first shown: wording a step reads its command back from the log, which
        loads the command classes — not needed to show the match."""
        undo, redo = self.action_map[ActionId.UNDO], self.action_map[ActionId.REDO]
        store = self.store
        self._undo_texts_stale = not word
        if not word:
            undo.setEnabled(store is not None and store.can_undo)
            redo.setEnabled(store is not None and store.can_redo)
            undo.setText(self.tr("&Undo"))
            redo.setText(self.tr("&Redo"))
            return
        undo_what = store.undo_text if store is not None and store.can_undo else None
        redo_what = store.redo_text if store is not None and store.can_redo else None
        session = self.session
        if store is not None and session is not None and undo_what is not None:
            # as the host's room may read it (spec §13)
            undo_what = session.step_words(store.undo_command, undo_what)
        if store is not None and session is not None and redo_what is not None:
            redo_what = session.step_words(store.redo_command, redo_what)
        undo.setEnabled(undo_what is not None)
        redo.setEnabled(redo_what is not None)
        undo.setText(self.tr("&Undo: {what}").format(what=undo_what) if undo_what
                     else self.tr("&Undo"))
        redo.setText(self.tr("&Redo: {what}").format(what=redo_what) if redo_what
                     else self.tr("&Redo"))

    @Slot()
    def _word_undo_texts(self) -> None:
        if self._undo_texts_stale:
            self._update_undo_texts()

    def _build_views(self) -> None:
        """One tab per match view; a view is built when its tab is first shown (so
        opening a match builds only the rooms), or when :meth:`view` asks for it."""
        assert self.session is not None
        current = max(self.tabs.currentIndex(), 0)
        self._clear_tabs()
        titles = {"RoomsView": self.tr("Rooms"), "EnvelopesView": self.tr("Envelopes"),
                  "BalancesView": self.tr("Balances"), "DealsView": self.tr("Deals")}
        for _module, name in VIEWS:
            holder = QWidget()
            holder.setObjectName(name)
            layout = QVBoxLayout(holder)
            layout.setContentsMargins(0, 0, 0, 0)
            self.tabs.addTab(holder, titles[name])
        self.tabs.setCurrentIndex(min(current, self.tabs.count() - 1))
        self._tab_shown(self.tabs.currentIndex())
        self.tab_keys.update()

    def _clear_tabs(self) -> None:
        self.tabs.blockSignals(True)
        while self.tabs.count():
            widget = self.tabs.widget(0)
            self.tabs.removeTab(0)
            if widget is not None:
                widget.deleteLater()
        self.tabs.blockSignals(False)
        self.views.clear()
        self.tab_keys.update()

    def _tab_shown(self, index: int) -> None:
        holder = self.tabs.widget(index)
        if holder is not None and self.session is not None:
            self.view(holder.objectName())

    def view(self, name: str) -> QWidget | None:
        """The match view called ``name`` ("RoomsView"…), built now if not yet."""
        if name in self.views or self.session is None:
            return self.views.get(name)
        for index in range(self.tabs.count()):
            holder = self.tabs.widget(index)
            layout = holder.layout() if holder is not None else None
            if holder is None or layout is None or holder.objectName() != name:
                continue
            module = dict((n, m) for m, n in VIEWS)[name]
            view: QWidget = getattr(importlib.import_module(module), name)(self.session)
            scroller = self._scroller(view)
            layout.addWidget(scroller)
            self.views[name] = view
            if self.read_only:
                self._view_read_only(view)
            scroller.show()
            view.show()
            return view
        return None

    @staticmethod
    def _scroller(view: QWidget) -> QWidget:
        """A view in a scroll area: on a screen too small for it (a 1280×720 laptop
        with a task bar) it scrolls rather than pushing the window off the screen or
        cutting its rows; where it fits, no scroll bar shows."""
        from teams_app.gui.fit import ViewScroller

        return ViewScroller(view)

    def _view_read_only(self, view: QWidget) -> None:
        from teams_app.gui.readonly import make_read_only

        make_read_only(view)

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

    @Slot()
    def on_match_closing(self) -> None:
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

    @Slot()
    def _recent_changed(self) -> None:
        if self._start_page is not None:
            self._start_page.set_recent(app_prefs.recent_files())

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.close_match()
        if self._placed:
            app_prefs.save_window_geometry(self.normalGeometry(), self.isMaximized())
        super().closeEvent(event)

    # -- slots -------------------------------------------------------------------------
    @Slot()
    def on_new(self) -> None:
        from PySide6.QtWidgets import QDialog

        from teams_app.gui.wizard import SetupWizard

        wizard = SetupWizard(self)
        try:
            accepted = self.exec_dialog(wizard) == QDialog.DialogCode.Accepted
            created = wizard.created_path
        finally:
            wizard.deleteLater()
        if accepted and created is not None:
            self.open_file(created)

    @Slot()
    def on_open(self) -> None:
        from teams_app.store import default_match_dir

        start = str(Path(self.store.path).parent) if self.store else str(default_match_dir())
        path = self.ask_open_path(self, start)
        if path:
            self.open_file(path)

    @Slot()
    def on_demo(self) -> None:
        from teams_app.gui.demo import create_demo
        from teams_app.store import StoreError, default_match_dir

        try:
            from PySide6.QtCore import Qt

            QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            try:
                path = create_demo(default_match_dir(create=True))
            finally:
                QApplication.restoreOverrideCursor()
        except (StoreError, OSError, MatchCoreError) as exc:
            from words.file_errors import any_error_text

            self.show_error(self, self.tr("Cannot make the demo match"), any_error_text(exc))
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

    def _run_match_step(self, step: Callable[[], object]) -> None:
        from teams_app.store import DamagedAuditEntry

        try:
            step()
        except MatchCoreError as exc:
            from words.errors import error_text

            self.show_error(self, self.tr("Not done"), error_text(exc))
        except DamagedAuditEntry as exc:  # the match is as it was
            from words.errors import damaged_entry_text

            self.show_error(self, self.tr("Not done"), damaged_entry_text(exc.entry))

    @Slot()
    def on_undo(self) -> None:
        from teams_app import operations

        session = self.session
        if session is not None:
            self._run_match_step(lambda: session.run(operations.undo))

    @Slot()
    def on_redo(self) -> None:
        from teams_app import operations

        session = self.session
        if session is not None:
            self._run_match_step(lambda: session.run(operations.redo))

    @Slot(object)
    def on_match_changed(self, _changes: object) -> None:
        if self.store is not None and self.store.warnings:  # saved, but no backup copy
            from words.file_errors import store_error_text

            self.show_error(self, self.tr("The backup copy could not be made"),
                            "\n".join(store_error_text(w) for w in self.store.warnings))
            self.store.warnings.clear()
        self._update_undo_texts()
        self._update_print_actions()
        self._update_title()
        self._update_room_marks()
        if self.audit_log is not None:
            self.audit_log.refresh()

    # -- the lock screen (issue 30) -------------------------------------------------------
    @classmethod
    def ask_pin(cls, parent: QWidget | None) -> str | None:
        """The PIN typed to unlock (None: cancelled); tests replace this classmethod."""
        from PySide6.QtWidgets import QInputDialog, QLineEdit

        text, ok = QInputDialog.getText(
            parent, QCoreApplication.translate("MainWindow", "Unlock"),
            QCoreApplication.translate("MainWindow", "PIN:"), QLineEdit.EchoMode.Password)
        return text if ok else None

    @property
    def locked(self) -> bool:
        return self._lock_screen is not None and self.stack.currentWidget() is self._lock_screen

    @Slot()
    def on_lock(self) -> None:
        """Lock the screen, or unlock it (with the PIN when one is set)."""
        from teams_app.gui.lock import LockScreen, lock_pin

        if self.locked:
            pin = lock_pin()
            if pin and self.ask_pin(self) != pin:
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

    # -- the host's room (spec §13) ------------------------------------------------------
    @classmethod
    def confirm_both_rooms(cls, parent: QWidget | None) -> bool:
        """Show both rooms? (tests replace this classmethod)"""
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.warning(
            parent, QCoreApplication.translate("MainWindow", "Show both rooms"),
            QCoreApplication.translate(
                "MainWindow", "This laptop sits in the host's room. Showing both rooms "
                "puts the other table's results of deals his table has not played yet on "
                "the screen: a deal whose result reaches a table is annulled (reason 4). "
                "Show both rooms?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    @Slot(bool)
    def on_both_rooms(self, checked: bool) -> None:
        session = self.session
        if session is None:
            return
        if checked and not self.confirm_both_rooms(self):
            self.action_map[ActionId.BOTH_ROOMS].setChecked(False)
            return
        session.core.set_both_rooms(checked)
        self._update_room_marks()

    def _update_room_marks(self) -> None:
        """View › Both rooms offered when the host plays; the banner while it is on; the
        room the laptop shows in the status bar's file label's tool tip."""
        from words import word

        action = self.action_map[ActionId.BOTH_ROOMS]
        session = self.session
        host = session.full_match.settings.host_table if session is not None else None
        both = session is not None and session.core.both_rooms
        action.setEnabled(host is not None)
        action.setChecked(both and host is not None)
        self.room_banner.setVisible(both and host is not None)
        if both and host is not None:
            self.room_banner.setText(word("host.both_rooms"))
        if host is not None and session is not None:
            room = word("host.room", t=host)
            self.file_label.setToolTip(f"{self.store.path if self.store else ''}\n{room}")

    @Slot()
    def on_audit_log(self) -> None:
        from teams_app.gui.auditlog import AuditLogDialog

        if self.store is None:
            return
        if self.audit_log is None:
            self.audit_log = AuditLogDialog(self.store, self, session=self.session)
        self.audit_log.refresh()
        self.audit_log.show()
        if QApplication.platformName() != "offscreen":  # it cannot raise windows
            self.audit_log.raise_()

    @Slot()
    def on_annul(self) -> None:
        from teams_app.gui import annul as annul_dialog

        if self.session is None:
            return
        match = self.session.match
        rooms = self.views.get("RoomsView")
        current = getattr(rooms, "selected_deal", None)
        if callable(current):
            current = current()
        if not isinstance(current, int):
            current = match.format.round_deals(self.session.core.current_round())[0]
        deal = self.ask_deal(self, current, match.format.deals)
        if deal is None:
            return
        annul_dialog.ask_annul(self.session, deal, self)

    def _run_match_dialog(self, name: str) -> None:
        from teams_app.gui import matchsettings

        if self.session is None:
            return
        dialog = getattr(matchsettings, name)(self.session, self)
        try:
            self.exec_dialog(dialog)
        finally:
            dialog.deleteLater()

    @Slot()
    def on_match_settings(self) -> None:
        self._run_match_dialog("MatchSettingsDialog")

    @Slot()
    def on_terminals(self) -> None:
        """Match › Room terminals: the dialog that serves the tables' phones (off until
        the host starts it)."""
        if self.session is None:
            return
        if self.terminals is None:
            from teams_app.gui.terminals import TerminalsDialog

            self.terminals = TerminalsDialog(self.session, self)
        if self.terminals.isVisible():
            self.terminals.raise_()  # already open behind the window
        self.terminals.show()

    def on_reserves(self) -> None:
        self._run_match_dialog("ReservesDialog")

    @Slot()
    def on_preferences(self) -> None:
        from PySide6.QtWidgets import QDialog

        from teams_app.gui.preferences import PreferencesDialog

        dialog = PreferencesDialog(self)
        try:
            if self.exec_dialog(dialog) == QDialog.DialogCode.Accepted:
                self.set_language(dialog.chosen_language())
        finally:
            dialog.deleteLater()

    def set_language(self, code: str) -> None:
        """Switch the app's language now (it is saved by the preferences dialog)."""
        app_prefs.install_translators(code)
        self._retranslate()

    @Slot()
    def on_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Information, self.tr("About Teams"),
                          self.tr("A two-room bridge team match after E. Stolitsa's "
                                  "scheme of 1959: two teams of four, six rounds of six "
                                  "games, 36 deals."), QMessageBox.StandardButton.Ok, self)
        try:
            self.exec_dialog(box)
        finally:
            box.deleteLater()

    # -- long work off the GUI thread -----------------------------------------------------
    def _current_round(self) -> int | None:
        """The round the papers are for: the one the Rooms tab shows (the host picked it,
        or it follows the play), else the round in play."""
        if self.session is None:
            return None
        rooms = self.views.get("RoomsView")
        if rooms is not None:
            return int(rooms.round)  # type: ignore[attr-defined]
        return self.session.core.round_in_play().round

    def _fill_print_menu(self) -> None:
        """The three usual papers, then every other form the printing package has."""
        from teams_app.gui.longwork import print_choices
        from words.texts import roman

        menu = self.print_menu
        menu.clear()
        menu.setToolTipsVisible(True)  # a greyed-out form says why
        self.print_actions = {}
        for action_id in (ActionId.PRINT_DIAGRAMS, ActionId.PRINT_RESULTS,
                          ActionId.PRINT_MATCH):
            menu.addAction(self.action_map[action_id])
        menu.addSeparator()
        current = self._current_round()
        for name, title, takes_round in print_choices():
            if name in ("diagrams", "result-sheet", "all"):
                continue
            text = title + "…"
            round_ = current if takes_round else None
            if round_ is not None:
                from words import word

                text = word("view.paper_round", paper=title, r=roman(round_))
            action = menu.addAction(text)
            self.print_actions[name] = action
            action.triggered.connect(
                lambda _=False, n=name, r=round_: self.on_print(n, r))
        self._update_print_actions()

    def _update_print_actions(self) -> None:
        """The other forms need an open match; dealing sheets a pre-dealt one."""
        for name, action in self.print_actions.items():
            enabled, why = self.session is not None, ""
            if name == "dealing-sheets" and self.session is not None:
                from models.dealing import is_predealt  # not before the first paint

                enabled = is_predealt(self.session.match)
                if not enabled:
                    why = self.tr("Only a pre-dealt match has dealing sheets: this match's "
                                  "deals are dealt at the tables")
            action.setEnabled(enabled)
            action.setToolTip(why)

    def on_print(self, what: str, round_: int | None = None) -> None:
        from teams_app.gui.longwork import print_document

        if self.session is not None:
            print_document(self.session, self.job_runner, what, round_, parent=self,
                           show=self._show_print_dialog)

    def _show_print_dialog(self, dialog: QDialog) -> None:
        self.exec_dialog(dialog)

    @Slot()
    def on_analyse(self) -> None:
        from teams_app.gui.longwork import run_analysis

        if self.session is not None:
            run_analysis(self.session, self.job_runner,
                         is_open=lambda session: session is self.session)
