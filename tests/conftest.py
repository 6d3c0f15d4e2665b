"""Test configuration: Qt runs offscreen, and no test touches the real user's files.

Without a display Qt would abort the whole run, so the offscreen platform is set before
anything imports Qt.  Every test gets a folder of its own for what the program keeps
of its own, on every platform: ``TEAMS_APP_HOME`` (the app's settings and default match
folder, followed by the programs a test starts too) and ``QSettings.setPath`` for every
format and scope (Qt's own settings, a file dialog's); the XDG variables, which only
Linux follows, point into the session's throw-away folder as well.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from teams_app.home import HOME_VARIABLE

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_HOME = tempfile.mkdtemp(prefix="teams-app-tests-")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_HOME, "config")
os.environ["XDG_DATA_HOME"] = os.path.join(_HOME, "data")
os.environ[HOME_VARIABLE] = os.path.join(_HOME, "home")


@pytest.fixture(scope="session")
def _homes(tmp_path_factory):
    """The folder of the tests' own homes (one folder of this process's test run)."""
    return tmp_path_factory.mktemp("homes")


@pytest.fixture(autouse=True)
def _own_home(_homes, monkeypatch):
    """The test's own folder for settings and the default match folder (see the module).
    Made with ``mkdtemp`` in a folder of their own: ``tmp_path_factory.mktemp`` reads the
    whole base folder to number each one, and with a home for every test beside every
    test's ``tmp_path`` that grew with each test (13 s for 2 000 homes)."""
    from PySide6.QtCore import QSettings

    home = Path(tempfile.mkdtemp(prefix="home", dir=_homes))
    monkeypatch.setenv(HOME_VARIABLE, str(home))
    for form in (QSettings.Format.IniFormat, QSettings.Format.NativeFormat):
        for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
            QSettings.setPath(form, scope, str(home / "qt-settings"))
    return home


@pytest.fixture(autouse=True)
def _widgets_deleted_after():
    """After a test's teardown (an autouse fixture is set up first, so torn down last),
    the widgets it left to be deleted (pytest-qt closes the ones a test added and calls
    ``deleteLater``) are deleted now.  Without an event loop (a test that never waits)
    they stayed alive, each test's window on top of the last, and every later language
    switch, font change or window of the same process paid for all of them:
    test_gui_fit's teardowns took 5-9 s each."""
    yield
    from PySide6.QtCore import QCoreApplication, QEvent

    if QCoreApplication.instance() is not None:
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True)
def _words_in_english():
    """The catalog's language is the program's (a global): each test starts in English
    and leaves it so, whatever language it switched to."""
    import words

    words.set_language("en")
    yield
    words.set_language("en")


def _can_write_in(folder: Path) -> bool:
    probe = folder / ".probe"
    try:
        probe.write_bytes(b"")
    except OSError:
        return False
    probe.unlink()
    return True


@contextlib.contextmanager
def _read_only_folder(folder: Path):
    """``folder`` made read-only: a read-only bind mount where allowed (it holds even for
    the administrator), else permission bits.  Skips the test, saying why, where neither
    makes it read-only (the administrator without mounts; Windows, where a folder's
    read-only attribute means nothing)."""
    mounted = False
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        bind = subprocess.run(["mount", "--bind", str(folder), str(folder)],
                              capture_output=True)
        if bind.returncode == 0:
            ro = subprocess.run(["mount", "-o", "remount,ro,bind", str(folder)],
                                capture_output=True)
            mounted = ro.returncode == 0
            if not mounted:
                subprocess.run(["umount", str(folder)], check=False)
    modes = {p: p.stat().st_mode for p in (folder, *folder.iterdir())}
    if not mounted:
        for p in folder.iterdir():
            p.chmod(0o444)
        folder.chmod(0o555)
    try:
        if not _can_write_in(folder):
            yield
            return
    finally:
        if mounted:
            subprocess.run(["umount", str(folder)], check=False)
        else:
            for p, mode in modes.items():
                p.chmod(mode)
    pytest.skip(f"this machine cannot make a folder read-only for this user on {sys.platform} "
                "(no read-only mount; permission bits do not stop it)")


@pytest.fixture
def read_only_folder():
    """``with read_only_folder(folder):`` — the folder and its files read-only inside."""
    return _read_only_folder


@pytest.fixture(scope="session")
def qapp_cls():
    """pytest-qt makes the app's own QApplication (it passes on the system's file-open
    events), as ``teams-app`` does."""
    from teams_app.gui.app import Application

    return Application


@pytest.fixture
def english_app(qapp):
    """The app's QApplication, and its translators back to English after the test (for
    tests that switch the window's language through its menu or settings).  Settings and
    the match folder are the test's own already (``_own_home``)."""
    from teams_app.gui import settings as app_prefs

    yield qapp
    app_prefs.install_translators("en")


@pytest.fixture(scope="module")
def app_font(qapp):
    """The app's own font (DejaVu Sans 10 pt), as the app sets it at start, for a
    module's tests (``pytestmark = pytest.mark.usefixtures("app_font")``); the font
    before it is put back after the module."""
    from PySide6.QtWidgets import QApplication

    from teams_app.gui.fonts import register_fonts

    before = QApplication.font()
    register_fonts()
    yield
    QApplication.setFont(before)


@pytest.fixture
def language():
    """Switch the app's language for a test (``language("bg")``), back to English after."""
    from teams_app.gui import settings as app_prefs

    yield app_prefs.install_translators
    app_prefs.install_translators("en")


@pytest.fixture
def collector_on_the_qt_thread():
    """For tests whose Python threads (HTTP clients) run beside Qt: Python's cyclic
    garbage collector runs on whichever thread allocates, and there it would destroy Qt
    objects of this test or an earlier one ("Timers cannot be stopped from another
    thread").  Collect now, on the Qt thread, and hold the collector during the test,
    as the app's JobRunner does around its workers."""
    from teams_app.gui import collector

    collector.hold(collect_first=True)
    yield
    collector.release()


@pytest.fixture
def store(tmp_path):
    """A new match file (``gui_play_data.make_store``: Lions and Tigers, default
    settings), closed after the test if it is still open.  Test files with a store of
    their own define it themselves."""
    import gui_play_data as data

    store = data.make_store(tmp_path)
    yield store
    if not store.closed:
        store.close()
