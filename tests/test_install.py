"""The app from any install (issue 24): resource files found whatever the layout,
``teams-app about``, ``teams-app-gui``, and a file the system asks the running app to open
(Qt's file-open event, as macOS sends it on a double-click)."""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from fake_dialogs import FakeDialogs
from PySide6.QtCore import QCoreApplication, QEvent, qVersion
from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from models.match import Seat, new_match
from teams_app import cli
from teams_app.gui import app as gui_app
from teams_app.gui import settings as app_prefs
from teams_app.gui.mainwindow import MainWindow
from teams_app.store import MatchStore
from teams_app.store.paths import default_match_dir

ROOT = Path(__file__).resolve().parents[1]


# -- resources ---------------------------------------------------------------------------


def test_the_papers_font_is_found_when_resources_is_a_namespace_package(tmp_path):
    """A bundle (or any install) where ``resources`` has no importable ``__init__`` makes
    it a namespace package; Python 3.11 refused ``joinpath("fonts", name)`` there."""
    fonts = tmp_path / "resources" / "fonts"
    shutil.copytree(ROOT / "resources" / "fonts", fonts)
    code = textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {str(tmp_path)!r})
        import resources
        assert resources.__file__ is None, resources.__file__  # a namespace package
        from printing import fonts
        fonts.register_fonts()
        print(fonts.font_path(fonts.REGULAR))
        print(fonts.font_path(fonts.BOLD))
    """)
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [str(fonts / "DejaVuSans.ttf"),
                                   str(fonts / "DejaVuSans-Bold.ttf")]


def test_every_resource_the_app_names_is_package_data():
    """The files the code finds by path are the ones pip (and so the bundle, built from
    the installed package's own file list) installs: pyproject's package-data."""
    import tomllib

    from printing import fonts as paper_fonts
    from teams_app.gui import fonts as gui_fonts
    from teams_app.gui import look

    patterns = tomllib.loads((ROOT / "pyproject.toml").read_text())[
        "tool"]["setuptools"]["package-data"]["*"]
    named = [Path(paper_fonts.font_path(paper_fonts.REGULAR)),
             Path(paper_fonts.font_path(paper_fonts.BOLD)),
             *(gui_fonts.FONT_DIR / name for name in gui_fonts.FONT_FILES),
             app_prefs.TRANSLATIONS_DIR / "teams_app_bg.qm",
             app_prefs.TRANSLATIONS_DIR / "teams_app_ru.qm",
             look.ICON, ROOT / "resources" / "samples" / "full-match.csv",
             *(ROOT / "teams_app" / "server" / "page").iterdir()]
    for path in named:
        assert path.is_file(), path
        assert any(path.match(pattern) for pattern in patterns), path


# -- about ---------------------------------------------------------------------------------


def test_about_says_versions_folders_and_that_the_native_parts_are_active(capsys):
    from importlib.metadata import version

    import PySide6

    assert cli.main(["about"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"teams-app {version('teams-app')}"
    assert lines[1].startswith(f"Python {platform.python_version()} (")
    assert lines[2] == f"Qt {qVersion()} (PySide6 {PySide6.__version__})"
    assert lines[3] == f"program: source folder (editable install) in {ROOT}"
    assert lines[4] == f"match folder: {default_match_dir()}"
    assert lines[5].startswith("reportlab's accelerator: active (rl_accel ")
    assert lines[6].startswith("DDS library (double-dummy analysis): active (endplay ")


def test_about_says_when_reportlab_runs_without_its_accelerator():
    # a process where the accelerator cannot be imported, as in a build that missed it
    code = ("import sys; sys.modules['_rl_accel'] = None\n"
            "from teams_app.cli.about import accelerator; print(accelerator())")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, check=True)
    assert done.stdout.startswith("NOT active: pure Python for ")
    assert "fp_str" in done.stdout and "rl-accel" in done.stdout


# -- the window ----------------------------------------------------------------------------


@pytest.fixture
def dialogs(english_app):
    """The window's questions (tests/fake_dialogs.py): none answered here."""
    return FakeDialogs()


@pytest.fixture
def errors(dialogs):
    """The error boxes the window would show, as (title, text)."""
    return dialogs.errors


def make_match_file(path: Path, team: str) -> Path:
    names = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal")
    seats = {f"{t}-{i}": Seat(names[(t == "B") * 4 + i - 1]) for t in "AB" for i in range(1, 5)}
    MatchStore.create(path, new_match(team, "Plovdiv", seats)).close()
    return path


def opened(qtbot, window: MainWindow, path: Path) -> None:
    qtbot.waitUntil(lambda: window.pending_open is None and window.store is not None
                    and window.store.path == path, timeout=10_000)


def close(window: MainWindow) -> None:
    """Close the match and delete the window now: the next test's window is then the
    only one the application's file-open requests go to."""
    window.close_match()
    window.close()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def send_file_open(path: Path) -> None:
    """What macOS does on a double-click: the event to the application object."""
    app = QApplication.instance()
    assert isinstance(app, gui_app.Application)  # the real app object, as teams-app makes
    QCoreApplication.sendEvent(app, QFileOpenEvent(str(path)))


def test_a_file_opened_by_the_system_replaces_the_match_open_now(dialogs, qtbot, tmp_path, errors):
    first = make_match_file(tmp_path / "first.match", "First")
    second = make_match_file(tmp_path / "Club night.match", "Second")
    window = gui_app.start([str(first)], dialogs=dialogs)
    try:
        opened(qtbot, window, first)
        send_file_open(second)
        opened(qtbot, window, second)
        assert window.store.match.teams[next(iter(window.store.match.teams))].name == "Second"
        assert app_prefs.recent_files()[0] == str(second.resolve())
        assert errors == []
    finally:
        close(window)


def test_a_file_opened_by_the_system_at_the_start_wins_over_the_last_match(dialogs, qtbot, tmp_path,
                                                                          errors):
    """macOS starts the app without an argument and sends the file right after: the
    match asked for is opened, not the last one."""
    last = make_match_file(tmp_path / "last.match", "Last")
    asked = make_match_file(tmp_path / "asked.match", "Asked")
    app_prefs.add_recent_file(last)
    window = gui_app.start([], dialogs=dialogs)
    try:
        assert window.pending_open == last
        send_file_open(asked)
        opened(qtbot, window, asked)
        assert errors == []
    finally:
        close(window)


def test_a_file_the_system_sends_that_is_no_match_gets_its_dialog(dialogs, qtbot, tmp_path,
                                                                 errors):
    match = make_match_file(tmp_path / "m.match", "Kept")
    bad = tmp_path / "notes.match"
    bad.write_text("not a match\n")
    window = gui_app.start([str(match)], dialogs=dialogs)
    try:
        opened(qtbot, window, match)
        send_file_open(bad)
        qtbot.waitUntil(lambda: len(errors) == 1)
        assert "notes.match" in errors[0][1]
        assert window.store is not None and window.store.path == match  # still open
    finally:
        close(window)


def test_the_windowed_program_opens_the_window_for_any_file_name(tmp_path):
    """``teams-app-gui FILE`` (a file association): a file called like a subcommand is a
    file to open, and a program without standard streams (Windows) runs."""
    match = make_match_file(tmp_path / "new", "Named")
    code = textwrap.dedent(f"""
        import sys
        from PySide6.QtWidgets import QApplication
        from teams_app.gui import app
        from teams_app.gui.mainwindow import MainWindow
        sys.argv = ["teams-app-gui", {str(match)!r}]
        sys.stdout = sys.stderr = None
        def opened(path):
            sys.__stdout__.write(f"opened {{path}}\\n")
            QApplication.instance().quit()
        real_init = MainWindow.__init__
        def init(self, *args, **kwargs):
            real_init(self, *args, **kwargs)
            self.match_opened.connect(opened)
        MainWindow.__init__ = init
        sys.exit(app.main())
    """)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "d")}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, env=env)
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"opened {match}\n"
