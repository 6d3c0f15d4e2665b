"""``teams-app`` with no subcommand: the desktop app.

``run([])`` opens the last match (or the start page); ``run([FILE])`` opens that file.
A file that cannot be opened gets a dialog saying why, and the start page is shown.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QMessageLogContext,
    QObject,
    QtMsgType,
    Signal,
    Slot,
    qInstallMessageHandler,
)
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from teams_app.gui import settings as app_prefs
from teams_app.gui.dialogs import Dialogs
from teams_app.gui.fonts import register_fonts
from teams_app.gui.look import set_window_icon
from teams_app.gui.mainwindow import MainWindow

USAGE = "usage: teams-app [MATCH_FILE]"
#: the system libraries Qt's window needs on Debian/Ubuntu (the README's list)
QT_SYSTEM_PACKAGES = ("libegl1 libgl1 libfontconfig1 libdbus-1-3 libxkbcommon-x11-0 "
                      "libx11-xcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 "
                      "libxcb-keysyms1 libxcb-randr0 libxcb-render-util0 libxcb-shape0 "
                      "libxcb-xfixes0 libxcb-xkb1")
#: the exit status when Qt cannot open a window
NO_WINDOW_STATUS = 1


def no_window_message(qt_says: list[str]) -> str:
    """One line saying why Qt could not open its window, and what to do."""
    said = " ".join(qt_says)
    if "could not connect to display" in said:
        display = os.environ.get("DISPLAY", "")
        where = f"DISPLAY={display}" if display else "DISPLAY is not set"
        return (f"teams-app: cannot open its window: no display to show it on ({where}); "
                "run it on a desktop, or use the command line (teams-app --help)")
    if "could not find the qt platform plugin" in said.lower():
        platform = os.environ.get("QT_QPA_PLATFORM", "")
        return (f"teams-app: cannot open its window: Qt has no platform plugin "
                f"\"{platform}\" (QT_QPA_PLATFORM); unset it to use the desktop's")
    return ("teams-app: cannot open its window: Qt could not load its platform plugin, "
            "a system library is missing; on Debian/Ubuntu: sudo apt install "
            f"{QT_SYSTEM_PACKAGES} (see README, \"System libraries\")")


class Application(QApplication):
    """The app's QApplication: it passes on the files the system asks it to open.

    macOS does not start a program with the file double-clicked (or dropped on its Dock
    icon) as an argument: it sends Qt's file-open event, at the start and whenever the
    app runs.  Only events sent to the application object pass here (no event filter
    over every widget's events)."""

    #: a file the system asked the running app to open (its path)
    file_open_requested = Signal(str)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            if event.file():
                self.file_open_requested.emit(event.file())
            return True
        return super().event(event)


class FileOpener(QObject):
    """The main window's end of :attr:`Application.file_open_requested` (a child of the
    window: the connection ends with it)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    @Slot(str)
    def open(self, path: str) -> None:
        """Open the file the system asked for: in place of the match about to be opened
        at the start (the last one), or of the one open now.  (The system brings the
        app to the front itself.)"""
        if self.window.pending_open is not None:
            self.window.open_file_later(path)
        else:
            self.window.open_file(path)


def _new_application(argv: list[str]) -> QApplication:
    """The QApplication; when Qt cannot start its window (no display, a missing system
    library) one line says so and the program exits, instead of Qt's abort."""
    said: list[str] = []

    def handler(kind: QtMsgType, _context: QMessageLogContext, message: str) -> None:
        if kind == QtMsgType.QtFatalMsg:
            sys.stderr.write(no_window_message(said) + "\n")
            sys.stderr.flush()
            os._exit(NO_WINDOW_STATUS)  # noqa: SLF001 - Qt would abort() after this
        said.append(message)

    previous = qInstallMessageHandler(handler)
    try:
        app = Application(argv)
    finally:
        qInstallMessageHandler(previous)
    for message in said:  # what Qt said while starting still goes to stderr
        sys.stderr.write(message + "\n")
    return app


def application(*, icon: bool = True) -> QApplication:
    """The QApplication (made once), with the app's names, fonts and translations, and
    (``icon``) the app's icon on its windows."""
    app = QApplication.instance()
    if app is None:
        app = _new_application([sys.argv[0] if sys.argv else "teams-app"])
    assert isinstance(app, QApplication)
    app.setOrganizationName(app_prefs.ORGANISATION)
    app.setApplicationName(app_prefs.APPLICATION)
    if icon:
        set_window_icon()
    register_fonts()
    app_prefs.install_translators(app_prefs.current_language())
    # the name the desktop shows with every window title, in the app's language (the
    # main window sets it again when the language changes)
    app.setApplicationDisplayName(QCoreApplication.translate("MainWindow", "Teams"))
    return app


def start(argv: list[str], *, dialogs: Dialogs | None = None) -> MainWindow:
    """Everything :func:`run` does but the event loop: the shown main window (asking the
    user through ``dialogs``: a new :class:`~teams_app.gui.dialogs.Dialogs` by default).

    The window comes first: a match to open (FILE, or the last one) is opened right
    after the window's first paint, once the event loop runs (``match_opened`` is
    emitted then; a file that cannot be opened gets its dialog and the start page).
    The store, the match and its views are loaded after that.
    """
    if len(argv) > 1:
        raise SystemExit(USAGE)
    application(icon=False)
    opening = Path(argv[0]) if argv else app_prefs.last_match()
    if opening is None:
        set_window_icon()  # nothing to open: nothing to wait for
        window = MainWindow(dialogs=dialogs)
    else:
        window = MainWindow(dialogs=dialogs)
        window.open_file_later(opening)
    window.place_on_screen()
    app = QApplication.instance()
    if isinstance(app, Application):
        app.file_open_requested.connect(FileOpener(window).open)
    window.show()
    return window


def report_unexpected(window: MainWindow) -> Callable[..., None]:
    """An excepthook: an error no view handled (a full disk, a bug) is shown, not lost.

    The traceback still goes to stderr; the dialog says what happened in one line.
    """
    previous = sys.excepthook

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None,
             ) -> None:
        previous(kind, error, trace)
        # late: the store and the operations load with the match, after the first paint
        from teams_app.store import StoreError

        title = (QCoreApplication.translate("MainWindow", "The match file had a problem")
                 if isinstance(error, StoreError)
                 else QCoreApplication.translate("MainWindow", "Something went wrong"))
        window.dialogs.show_error(window, title, str(error) or kind.__name__)

    return hook


def run(argv: list[str]) -> int:
    """Run the app; the exit status."""
    if len(argv) > 1 or any(a in ("-h", "--help") for a in argv):
        print(USAGE, file=sys.stderr)
        return 2
    window = start(argv)
    app = QApplication.instance()
    assert app is not None
    previous, sys.excepthook = sys.excepthook, report_unexpected(window)
    try:
        status = app.exec()
    finally:
        sys.excepthook = previous
    window.close_match()
    return int(status)


def main() -> int:
    """``teams-app-gui [MATCH_FILE]``: the window, whatever the argument (a file
    association passes the file's name, which may be a subcommand's).  A windowed
    program on Windows has no standard output: what would go there is dropped."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115
    return run(sys.argv[1:])
