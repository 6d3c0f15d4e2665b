"""The app under hostile conditions (issue 13): File → Restore from a backup, a match
on read-only media opening as the read-only view, and a backup that could not be made."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from models.commands import SetExtra
from models.match import Seat, new_match
from teams_app.gui import app as gui_app
from teams_app.gui import settings as app_prefs
from teams_app.gui.actions import ActionId
from teams_app.gui.mainwindow import MainWindow
from teams_app.store import MatchStore


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
        qtbot.waitUntil(lambda: window.pending_open is None
                        and window.stack.currentWidget() is not window.opening_page)
        return window

    yield start
    for window in windows:
        window.close_match()


def make_match_file(path):
    names = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal")
    seats = {f"{t}-{i}": Seat(names[(t == "B") * 4 + i - 1]) for t in "AB" for i in range(1, 5)}
    MatchStore.create(path, new_match("Sofia", "Plovdiv", seats)).close()
    return path


def test_restore_from_the_file_menu(started, tmp_path, errors, monkeypatch):
    path = make_match_file(tmp_path / "m.match")
    window = started([str(path)])
    window.store.apply(SetExtra("notebook", "1", "kept in the backup"))
    backup = window.store.backup("by-hand")
    window.store.apply(SetExtra("notebook", "2", "after the backup"))
    asked: list[str] = []
    monkeypatch.setattr(MainWindow, "ask_restore_path",
                        classmethod(lambda cls, parent, start: asked.append(start)
                                    or str(backup)))
    monkeypatch.setattr(MainWindow, "ask_yes", classmethod(lambda cls, p, title, text: True))
    assert window.action_map[ActionId.RESTORE].isEnabled()
    window.action_map[ActionId.RESTORE].trigger()
    assert errors == []
    assert asked == [str(backup.parent)]
    assert window.store is not None and not window.store.read_only
    assert window.store.match.extras["notebook"] == {"1": "kept in the backup"}
    assert window.statusBar().currentMessage() == f"Restored from {backup.name}"
    kept = [p for p in backup.parent.iterdir() if "before-restore" in p.name]
    with MatchStore.open(kept[0], read_only=True) as before:
        assert before.match.extras["notebook"]["2"] == "after the backup"


def test_a_match_on_read_only_media_opens_as_the_read_only_view(started, tmp_path, errors):
    folder = tmp_path / "cd"
    folder.mkdir()
    path = make_match_file(folder / "m.match")
    path.chmod(0o444)
    folder.chmod(0o555)
    try:
        window = started([str(path)])
        assert errors == []
        assert window.store is not None and window.read_only
        assert "read-only disk or folder" in window.read_only_label.text()
        assert not window.write_button.isVisibleTo(window)
        assert not window.action_map[ActionId.RESTORE].isEnabled()
        assert sorted(p.name for p in folder.iterdir()) == ["m.match"]
    finally:
        folder.chmod(0o755)
        path.chmod(0o644)


def test_a_backup_that_cannot_be_made_is_shown(started, tmp_path, errors):
    path = make_match_file(tmp_path / "m.match")
    window = started([str(path)])
    (tmp_path / "m.match.backups").write_text("in the way")
    window.store._set_pending_backups(["round-1"])  # as a completed round leaves it
    window.store._make_pending_backups()
    window.on_match_changed(None)
    assert errors and errors[0][0] == "The backup copy could not be made"
    assert "round-1" in errors[0][1] and "tried again" in errors[0][1]
    assert window.store.warnings == []
