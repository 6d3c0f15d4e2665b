"""``teams-app`` [FILE]: what the app opens at start, and how it reports a bad file."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from models.match import Seat, new_match
from teams_app import cli
from teams_app.gui import app as gui_app
from teams_app.gui import settings as app_prefs
from teams_app.gui.mainwindow import MainWindow
from teams_app.store import MatchStore

NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal")


@pytest.fixture(autouse=True)
def isolated(tmp_path, monkeypatch, qapp):
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    yield
    app_prefs.install_translators("en")


@pytest.fixture
def errors(monkeypatch):
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(MainWindow, "show_error",
                        classmethod(lambda cls, parent, title, text: shown.append((title, text))))
    return shown


@pytest.fixture
def started(qtbot):
    windows: list[MainWindow] = []

    def start(argv):
        window = gui_app.start(argv)
        qtbot.addWidget(window)
        windows.append(window)
        return window

    yield start
    for window in windows:
        window.close_match()


def make_match_file(path, team_a="Sofia"):
    seats = {f"{t}-{i}": Seat(NAMES[(t == "B") * 4 + i - 1]) for t in "AB" for i in range(1, 5)}
    MatchStore.create(path, new_match(team_a, "Plovdiv", seats)).close()
    return path


def test_a_file_given_is_opened(started, tmp_path, errors):
    path = make_match_file(tmp_path / "m.match")
    window = started([str(path)])
    assert window.isVisible()
    assert window.store is not None and window.store.path == path
    assert errors == []
    assert not QApplication.windowIcon().isNull()
    assert QApplication.applicationDisplayName() == "Teams"


def test_without_arguments_the_last_match_is_opened(started, tmp_path, errors):
    first = make_match_file(tmp_path / "first.match", "First")
    last = make_match_file(tmp_path / "last.match", "Last")
    app_prefs.add_recent_file(first)
    app_prefs.add_recent_file(last)
    window = started([])
    assert window.store is not None and window.store.path == last
    assert window.store.match.teams[next(iter(window.store.match.teams))].name == "Last"


def test_without_arguments_or_history_the_start_page_shows(started, errors):
    window = started([])
    assert window.store is None
    assert window.stack.currentWidget() is window.start_page
    assert window.start_page.isVisible()
    assert errors == []


def test_a_vanished_last_match_falls_back_to_the_start_page(started, tmp_path, errors):
    path = make_match_file(tmp_path / "m.match")
    app_prefs.add_recent_file(path)
    path.unlink()
    window = started([])
    assert window.store is None and errors == []


def test_a_bad_file_gets_a_dialog_that_says_why(started, tmp_path, errors):
    bad = tmp_path / "broken.match"
    bad.write_bytes(b"SQLite format 3\x00" + b"\x00" * 200)
    window = started([str(bad)])
    assert window.store is None
    assert window.stack.currentWidget() is window.start_page
    assert len(errors) == 1
    assert "broken.match" in errors[0][1]


def test_run_returns_the_event_loop_status(tmp_path, errors, qapp):
    path = make_match_file(tmp_path / "m.match")
    opened: list[MainWindow] = []

    def quit_when_shown() -> None:
        opened.extend(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)
                      and w.store is not None)
        QApplication.instance().exit(3)

    QTimer.singleShot(0, quit_when_shown)
    assert gui_app.run([str(path)]) == 3
    assert opened and opened[0].store is None  # run() closed the match on the way out
    for window in opened:
        window.deleteLater()
    MatchStore.open(path).close()  # and released the file


def test_teams_app_command_without_subcommand_runs_the_app(tmp_path, errors, qapp):
    path = make_match_file(tmp_path / "m.match")
    QTimer.singleShot(0, lambda: QApplication.instance().exit(0))
    assert cli.main([str(path)]) == 0
    for window in QApplication.topLevelWidgets():
        if isinstance(window, MainWindow):
            window.deleteLater()


def test_too_many_arguments_is_a_usage_error(capsys):
    assert gui_app.run(["one.match", "two.match"]) == 2
    assert "usage: teams-app [MATCH_FILE]" in capsys.readouterr().err


def test_the_saved_language_is_installed_at_start(started, errors):
    app_prefs.set_language("bg")
    window = started([])
    assert window.menuBar().actions()[0].text() == "&Файл"
    assert window.start_page.new_button.text() == "&Нов мач…"


def test_an_unhandled_error_is_shown_in_a_dialog(started, errors, capsys, monkeypatch):
    import sys

    from teams_app.store import WriteFailed

    monkeypatch.setattr(sys, "excepthook", sys.__excepthook__)  # not pytest-qt's
    window = started([])
    hook = gui_app.report_unexpected(window)
    try:
        raise WriteFailed("m.match", "the disk is full")
    except WriteFailed as exc:
        hook(type(exc), exc, exc.__traceback__)
    assert errors[0][0] == "The match file had a problem"
    assert "the disk is full" in errors[0][1] and "m.match" in errors[0][1]
    assert "WriteFailed" in capsys.readouterr().err  # the traceback is kept too
    hook(ZeroDivisionError, ZeroDivisionError("division by zero"), None)
    assert errors[1] == ("Something went wrong", "division by zero")
