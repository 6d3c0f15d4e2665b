"""``teams-app`` [FILE]: what the app opens at start (the window first, the match right
after its first paint), how it reports a bad file, a match open in another window (a
read-only view), and the Edit menu's keyboard shortcuts."""

from __future__ import annotations

import re

import pytest
from fake_dialogs import FakeDialogs
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLineEdit, QTableView, QWidget

from models.match import Seat, new_match
from teams_app import cli, operations
from teams_app.gui import app as gui_app
from teams_app.gui import settings as app_prefs
from teams_app.gui.dialogs import Dialogs
from teams_app.gui.mainwindow import MainWindow
from teams_app.operations.door import _DOOR as DOOR
from teams_app.store import MatchStore

NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal")


#: The test's own settings and match folder come from conftest's ``_own_home``.
pytestmark = pytest.mark.usefixtures("english_app")


@pytest.fixture
def dialogs():
    """The windows' questions, answered as each test says (tests/fake_dialogs.py)."""
    return FakeDialogs()


@pytest.fixture
def errors(dialogs):
    """(title, message) of every error a window showed."""
    return dialogs.errors


@pytest.fixture
def started(qtbot, dialogs):
    """start(argv), then let the event loop open the match (or fail to)."""
    windows: list[MainWindow] = []

    def start(argv):
        window = gui_app.start(argv, dialogs=dialogs)
        qtbot.addWidget(window)
        windows.append(window)
        qtbot.waitUntil(lambda: window.pending_open is None
                        and window.stack.currentWidget() is not window.opening_page)
        return window

    yield start
    for window in windows:
        window.close_match()


def make_match_file(path, team_a="Sofia"):
    seats = {f"{t}-{i}": Seat(NAMES[(t == "B") * 4 + i - 1]) for t in "AB" for i in range(1, 5)}
    MatchStore.create(path, new_match(team_a, "Plovdiv", seats)).close()
    return path


def wait_for_icon() -> None:
    from PySide6.QtCore import QDeadlineTimer, QEventLoop

    deadline = QDeadlineTimer(5000)
    while QApplication.windowIcon().isNull() and not deadline.hasExpired():
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
    assert not QApplication.windowIcon().isNull()


def test_a_file_given_is_opened(started, tmp_path, errors):
    path = make_match_file(tmp_path / "m.match")
    window = started([str(path)])
    assert window.isVisible()
    assert window.store is not None and window.store.path == path
    assert errors == []
    # the icon comes once the match is on screen
    wait_for_icon()
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

    def quit_when_opened() -> None:
        window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))

        def done() -> None:
            opened.append(window)
            QApplication.instance().exit(3)

        if window.store is not None:
            done()
        else:
            window.match_opened.connect(done)

    QTimer.singleShot(0, quit_when_opened)
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


# -- the window first, the match right after ----------------------------------------


def test_the_window_shows_before_the_match_is_opened(dialogs, tmp_path, errors, qtbot):
    path = make_match_file(tmp_path / "Final.match")
    window = gui_app.start([str(path)], dialogs=dialogs)
    qtbot.addWidget(window)
    # start() returned with the window shown and saying what it opens; nothing is open
    # yet: that happens once the event loop has painted the window
    assert window.isVisible() and window.store is None
    assert window.stack.currentWidget() is window.opening_page
    assert window.opening_page.text() == "Opening Final…"
    assert window.file_label.text() == "Final.match"
    with qtbot.waitSignal(window.match_opened, timeout=5000) as opened:
        pass
    assert opened.args == [path]
    assert window.opening_page.was_painted
    assert window.store is not None and window.stack.currentWidget() is window.tabs
    assert "RoomsView" in window.views and errors == []
    window.close_match()


def test_the_collector_is_held_only_while_a_long_job_runs(dialogs, tmp_path, errors, qtbot):
    """Opening a match leaves Python's cyclic collector alone; a long job on a worker
    thread holds it while it runs (on a worker it could destroy Qt objects), and gives it
    back when it ends — or at once when it cannot even be started."""
    import gc
    import threading

    from teams_app.gui import collector
    from teams_app.gui.jobs import Job

    good = make_match_file(tmp_path / "good.match")
    assert gc.isenabled() and collector.held() == 0
    window = gui_app.start([str(good)], dialogs=dialogs)
    qtbot.addWidget(window)
    assert gc.isenabled() and collector.held() == 0
    with qtbot.waitSignal(window.match_opened, timeout=5000):
        pass
    assert gc.isenabled() and collector.held() == 0

    running, go = threading.Event(), threading.Event()
    results: list[object] = []

    def work(progress):
        running.set()
        return go.wait(5)

    try:
        window.job_runner.run(Job(work), "Working", results.append)
        assert running.wait(5)
        assert not gc.isenabled() and collector.held() == 1
        go.set()
        qtbot.waitUntil(lambda: results == [True], timeout=5000)
        assert gc.isenabled() and collector.held() == 0
        with pytest.raises(AttributeError):  # not a job: it never starts
            window.job_runner.run(object(), "Broken", results.append)
        assert gc.isenabled() and collector.held() == 0 and window.job_runner.jobs == []
        assert errors == []
    finally:
        go.set()
        while collector.held():
            collector.release()
        gc.enable()
        window.close_match()


def test_a_bad_file_at_start_shows_the_window_then_says_why(dialogs, tmp_path, errors, qtbot):
    bad = tmp_path / "broken.match"
    bad.write_text("not a match")
    window = gui_app.start([str(bad)], dialogs=dialogs)
    qtbot.addWidget(window)
    assert window.stack.currentWidget() is window.opening_page
    qtbot.waitUntil(lambda: errors != [])
    assert "broken.match" in errors[0][1]
    assert window.store is None and window.stack.currentWidget() is window.start_page
    assert window.file_label.text() == "No match open"


def test_closing_before_the_match_opened_opens_nothing(dialogs, tmp_path, errors, qtbot):
    path = make_match_file(tmp_path / "m.match")
    window = gui_app.start([str(path)], dialogs=dialogs)
    qtbot.addWidget(window)
    window.close_match()  # e.g. File ▸ Close, or the app quits, at once
    with qtbot.assertNotEmitted(window.match_opened, wait=50):
        qtbot.waitUntil(lambda: window.opening_page.was_painted)
    assert window.store is None


@pytest.mark.slow  # starts the app in a subprocess
def test_the_window_shows_before_the_match_files_heavy_parts(tmp_path):
    """The window first: up to its first paint the app has not loaded the store,
    sqlite-utils (numpy), the views, printing or analysis; they come after.  (Which small
    modules come before — parts of the match core, say — is not the point.)"""
    import os
    import subprocess
    import sys

    path = make_match_file(tmp_path / "m.match")
    code = f"""
import sys
from PySide6.QtWidgets import QApplication, QLineEdit, QTableView, QWidget
from teams_app.gui.app import start
window = start([{str(path)!r}])
heavy = ("teams_app.store", "teams_app.gui.rooms", "sqlite_utils", "numpy", "printing",
         "endplay", "teams_app.analysis", "reportlab")
print("before:", sorted(m for m in heavy if m in sys.modules))
window.match_opened.connect(lambda path: QApplication.instance().exit(0))
QApplication.instance().exec()
print("after:", window.store is not None, "teams_app.gui.rooms" in sys.modules)
window.close_match()
"""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=env, check=True, timeout=60).stdout.splitlines()
    assert out == ["before: []", "after: True True"]


@pytest.mark.slow  # starts the app in a subprocess
def test_undo_is_enabled_at_once_and_worded_when_the_edit_menu_opens(tmp_path):
    """The rooms of a match in progress (the demo: a history, envelope hints that carry
    their batch of commands): Undo is enabled at once, and says what it undoes when the
    Edit menu opens (the log is read back only then).  The window's icon comes just after
    the match is on screen."""
    import os
    import subprocess
    import sys

    from teams_app.gui.demo import create_demo

    path = create_demo(tmp_path)
    code = f"""
from PySide6.QtWidgets import QApplication
from teams_app.gui.actions import ActionId
from teams_app.gui.app import start
window = start([{str(path)!r}])
window.match_opened.connect(lambda path: QApplication.instance().exit(0))
QApplication.instance().exec()
hints = window.views["RoomsView"].panels[1].hints.full_text()
undo = window.action_map[ActionId.UNDO]
import PySide6.QtGui
print("opened:", undo.isEnabled(), undo.text(),
      "carry envelopes" in hints, "QIcon" in vars(PySide6.QtGui))
window.menus["edit"].aboutToShow.emit()
print("menu:", undo.isEnabled(), undo.text())
from PySide6.QtCore import QTimer
QTimer.singleShot(400, QApplication.instance().quit)
QApplication.instance().exec()
print("icon:", not QApplication.windowIcon().isNull())
window.close_match()
"""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=env, check=True, timeout=60).stdout.splitlines()
    assert out[0] == "opened: True &Undo True False"  # no icon yet either
    assert out[1].startswith("menu: True &Undo: ")
    assert out[2] == "icon: True"


# -- a match open in another window: a read-only view --------------------------------

WRITER = """
import sys
from teams_app import operations
from teams_app.store import MatchStore
store = MatchStore.open(sys.argv[1])
print("holding", flush=True)
for line in sys.stdin:
    deal, ns, ew = line.split()
    operations.type_score_cards(store, deal=int(deal), ns=ns, ew=ew)
    print("applied", flush=True)
store.close()
print("closed", flush=True)
"""


@pytest.fixture
def writer(tmp_path):
    """Another program holding the match open for writing (a child process)."""
    import subprocess
    import sys

    path = make_match_file(tmp_path / "held.match")
    with subprocess.Popen([sys.executable, "-c", WRITER, str(path)], text=True,
                          stdin=subprocess.PIPE, stdout=subprocess.PIPE) as child:
        assert child.stdout.readline() == "holding\n"  # blocks until it holds the lock
        child.path = path

        def send(line: str) -> str:
            child.stdin.write(line + "\n")
            child.stdin.flush()
            return child.stdout.readline().strip()

        def close() -> str:
            child.stdin.close()
            return child.stdout.readline().strip()

        child.send, child.close = send, close
        try:
            yield child
        finally:
            if child.poll() is None:
                child.kill()


class Questions(list):
    """The read-only questions asked (file name, why), answered with ``answer``."""

    answer = True


@pytest.fixture
def asked(dialogs):
    questions = Questions()

    def ask(parent, path, why):
        questions.append((path.name, why))
        return questions.answer

    dialogs.on("ask_open_read_only", ask)
    return questions


def editing_widgets(view):
    from teams_app.gui.readonly import EDITING_WIDGETS, NAVIGATION_WIDGETS

    navigation = [getattr(view, name) for name in NAVIGATION_WIDGETS if hasattr(view, name)]
    return [w for w in view.findChildren(QWidget)
            if isinstance(w, EDITING_WIDGETS) and w not in navigation and w.isVisible()
            and not w.property("navigation")]  # a way to another round, as the app says


def test_a_match_open_elsewhere_can_be_viewed_read_only(writer, started, errors, asked,
                                                        qtbot):
    from teams_app.gui.actions import EDIT_ACTIONS, ActionId

    window = started([str(writer.path)])
    assert asked == [("held.match", asked[0][1])]
    assert "open for writing in another window" in asked[0][1]
    assert errors == []
    store = window.store
    assert store is not None and store.read_only and window.read_only
    assert window.read_only_banner.isVisible()
    assert "Read-only" in window.read_only_banner.label.text()
    assert window.windowTitle().endswith("(read only)")
    for action_id in EDIT_ACTIONS:
        assert not window.action_map[action_id].isEnabled(), action_id
    for action_id in (ActionId.REFRESH, ActionId.SAVE_COPY, ActionId.AUDIT_LOG,
                      ActionId.CLOSE, ActionId.PRINT_RESULTS):
        assert window.action_map[action_id].isEnabled(), action_id

    rooms = window.views["RoomsView"]
    entry = editing_widgets(rooms)
    assert rooms.findChild(QLineEdit) in entry
    assert entry and not any(w.isEnabled() for w in entry)
    assert rooms.round_box.isEnabled() and rooms.current_button.isEnabled()
    # moving around re-enables nothing: another round, another game picked
    rooms.round_box.setCurrentIndex(1)
    assert not any(w.isEnabled() for w in editing_widgets(rooms))
    # the envelopes tab, built later, is read-only too
    window.tabs.setCurrentIndex(1)
    envelopes = window.view(window.tabs.widget(1).objectName())
    assert envelopes is not None and envelopes.isVisible()
    assert editing_widgets(envelopes)
    assert not any(w.isEnabled() for w in editing_widgets(envelopes))

    # the other program enters something; Refresh shows it
    assert 1 not in store.match.draws
    assert writer.send("1 NV0 V60") == "applied"
    with qtbot.waitSignal(window.session.changed):
        window.action_map[ActionId.REFRESH].trigger()
    assert str(window.store.match.draws[1]) == str(store.match.draws[1])
    assert 1 in window.session.match.draws
    assert window.statusBar().currentMessage().startswith("Refreshed")
    with qtbot.assertNotEmitted(window.session.changed):
        window.read_only_banner.refresh_button.click()
    assert window.statusBar().currentMessage() == "No changes since the last refresh"
    # widgets the views rebuilt on the refresh are shown on the next turn of the loop
    qtbot.waitUntil(lambda: editing_widgets(envelopes) != []
                    and not any(w.isEnabled() for w in editing_widgets(envelopes)))


def test_edit_here_once_the_other_program_has_let_go(writer, started, errors, asked,
                                                     qtbot):
    window = started([str(writer.path)])
    assert window.read_only
    window.read_only_banner.write_button.click()  # still held over there
    assert errors and errors[-1][0] == "Still open elsewhere"
    assert window.read_only
    assert writer.send("2 V0 NV0") == "applied"
    assert writer.close() == "closed"
    window.read_only_banner.write_button.click()
    assert len(errors) == 1
    assert window.store is not None and not window.store.read_only
    assert not window.read_only_banner.isVisible() and window.read_only_guard is None
    assert 2 in window.store.match.draws  # what the other program entered
    rooms = window.views["RoomsView"]
    assert any(w.isEnabled() for w in editing_widgets(rooms))
    # and it can be changed
    window.session.run(operations.type_score_cards, deal=3, ns="V30", ew="NV30")
    assert 3 in window.store.match.draws


def test_declining_read_only_opens_nothing(writer, started, errors, asked):
    asked.answer = False
    window = started([str(writer.path)])
    assert len(asked) == 1 and errors == []
    assert window.store is None and window.stack.currentWidget() is window.start_page


def test_a_second_window_of_this_program_gets_a_read_only_view(dialogs, tmp_path, errors, asked,
                                                               qtbot):
    path = make_match_file(tmp_path / "m.match")
    first, second = MainWindow(dialogs=dialogs), MainWindow(dialogs=dialogs)
    for window in (first, second):
        qtbot.addWidget(window)
        window.show()
    assert first.open_file(path) and not first.read_only
    assert second.open_file(path) and second.read_only and len(asked) == 1
    first.session.run(operations.type_score_cards, deal=4, ns="V0", ew="V0")
    with qtbot.waitSignal(second.session.changed):
        second.file.refresh()
    assert 4 in second.session.match.draws
    # and it follows the writing window by itself
    assert second.file.follow_timer.isActive()
    second.file.follow_timer.setInterval(20)
    first.session.run(operations.type_score_cards, deal=5, ns="NV20", ew="V20")
    with qtbot.waitSignal(second.session.changed, timeout=3000):
        pass
    assert 5 in second.session.match.draws
    second.close_match()
    assert not second.read_only_banner.isVisible() and not second.file.follow_timer.isActive()
    assert not first.file.follow_timer.isActive()
    first.close_match()


# -- the Edit menu's shortcuts, as keys ------------------------------------------------


def test_ctrl_z_and_ctrl_shift_z_undo_and_redo(started, tmp_path, errors, qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    path = make_match_file(tmp_path / "m.match")
    window = started([str(path)])
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.session.run(operations.type_score_cards, deal=1, ns="NV0", ew="V60")
    assert 1 in window.store.match.draws
    with qtbot.waitSignal(window.session.changed):
        QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert 1 not in window.store.match.draws
    with qtbot.waitSignal(window.session.changed):
        QTest.keyClick(window, Qt.Key.Key_Z,
                       Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert 1 in window.store.match.draws
    # with the focus in a view, e.g. on a room's games (the shortcut is the window's)
    games = window.views["RoomsView"].findChild(QTableView)
    games.setFocus()
    qtbot.waitUntil(games.hasFocus)
    with qtbot.waitSignal(window.session.changed):
        QTest.keyClick(games, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert 1 not in window.store.match.draws
    # and in a text field too (issue 47): the window's Undo, not the field's typing
    edit = window.views["RoomsView"].panels[1].entry.edit
    edit.setFocus()
    qtbot.waitUntil(edit.hasFocus)
    QTest.keyClicks(edit, "4S")
    with qtbot.waitSignal(window.session.changed):
        QTest.keyClick(edit, Qt.Key.Key_Z,
                       Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert 1 in window.store.match.draws and edit.text() == "4S"
    assert errors == []


def test_the_read_only_question_names_the_file_and_offers_read_only(monkeypatch, qapp):
    from PySide6.QtWidgets import QMessageBox

    seen: list[QMessageBox] = []

    def answer(box):
        seen.append(box)
        assert "m.match is open for writing in another window" in box.text()
        assert box.detailedText() == "why: locked"
        assert box.button(QMessageBox.StandardButton.Open).text() == "Open read-only"
        assert box.defaultButton() is box.button(QMessageBox.StandardButton.Open)
        return answer.value

    monkeypatch.setattr(QMessageBox, "exec", answer)
    from pathlib import Path

    answer.value = QMessageBox.StandardButton.Open
    assert Dialogs().ask_open_read_only(None, Path("/x/m.match"), "why: locked") is True
    answer.value = QMessageBox.StandardButton.Cancel
    assert Dialogs().ask_open_read_only(None, Path("/x/m.match"), "why: locked") is False
    assert len(seen) == 2


def test_save_a_copy_from_a_read_only_view_and_not_over_a_match_in_use(dialogs,
        writer, started, errors, asked, tmp_path, monkeypatch):
    from teams_app.gui.actions import ActionId

    window = started([str(writer.path)])
    assert window.read_only
    target = tmp_path / "copy.match"
    chosen = [str(target)]
    dialogs.on("ask_save_path", lambda p, title, start, f: chosen[0])
    window.action_map[ActionId.SAVE_COPY].trigger()
    assert errors == []
    assert window.statusBar().currentMessage() == f"Saved a copy as {target}"
    with MatchStore.open(target) as copy:  # a match file of its own, open for writing
        assert copy.match.teams == window.store.match.teams
        # and the read-only window cannot save over it: a match file is never replaced
        window.action_map[ActionId.SAVE_COPY].trigger()
    assert errors[0][0] == "Cannot save a copy"
    assert "never overwritten" in errors[0][1]
    assert "copy.match" in errors[0][1]


# -- hostile conditions (issue 13): restore, read-only media, a backup not made -------------

def test_restore_from_the_file_menu(dialogs, started, tmp_path, errors, monkeypatch):
    from models.commands import SetExtra
    from teams_app.gui.actions import ActionId

    path = make_match_file(tmp_path / "m.match")
    window = started([str(path)])
    window.store.apply(DOOR, SetExtra("notebook", "1", "kept in the backup"))
    backup = window.store.backup("by-hand")
    window.store.apply(DOOR, SetExtra("notebook", "2", "after the backup"))
    asked: list[str] = []
    dialogs.on("ask_open_path", lambda parent, start, title=None: asked.append(start)
                                    or str(backup))
    dialogs.on("ask_yes", lambda p, title, text: True)
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


def test_a_match_on_read_only_media_opens_as_the_read_only_view(started, tmp_path, errors,
                                                                read_only_folder):
    from teams_app.gui.actions import ActionId

    folder = tmp_path / "cd"
    folder.mkdir()
    path = make_match_file(folder / "m.match")
    with read_only_folder(folder):
        window = started([str(path)])
        assert errors == []
        assert window.store is not None and window.read_only
        assert "read-only disk or folder" in window.read_only_banner.label.text()
        assert not window.read_only_banner.write_button.isVisibleTo(window)
        assert not window.action_map[ActionId.RESTORE].isEnabled()
        assert sorted(p.name for p in folder.iterdir()) == ["m.match"]
        window.close_match()  # before the folder is made writable again


@pytest.mark.parametrize(("lang", "title", "later"), [
    ("en", "The backup copy could not be made", "tried again"),
    ("bg", "Резервното копие не можа да се направи", "ще се опита пак"),
])
def test_a_backup_that_cannot_be_made_is_shown(started, tmp_path, errors, lang, title, later):
    from teams_app.store.backups import set_pending_backups

    path = make_match_file(tmp_path / "m.match")
    window = started([str(path)])
    window.set_language(lang)
    (tmp_path / "m.match.backups").write_text("in the way")
    set_pending_backups(window.store.db, ["round-1"])  # as a completed round leaves it
    window.store._make_pending_backups()
    window.on_match_changed(None)
    assert errors and errors[0][0] == title
    assert "round-1" in errors[0][1] and later in errors[0][1], errors
    assert window.store.warnings == []


@pytest.mark.parametrize(("code", "refusal", "mark"), [
    ("en", "audit log entry #3 is damaged; nothing was changed", "(damaged)"),
    ("bg", "записът №3 в дневника на промените е повреден; нищо не е променено",
     "(повреден)"),
    ("ru", "запись №3 журнала изменений повреждена; ничего не изменено", "(повреждена)"),
], ids=["en", "bg", "ru"])
def test_a_damaged_audit_entry_is_refused_and_marked(started, tmp_path, errors, language,
                                                     code, refusal, mark):
    """A bad UTF-8 byte in the inverse of the change Undo takes: Undo says which entry
    is damaged, in the app's language, and changes nothing; the audit log shows every
    entry and marks the damaged one."""
    import sqlite3

    from PySide6.QtCore import Qt

    from models.commands import SetExtra
    from teams_app.gui.actions import ActionId
    from teams_app.gui.auditlog import AuditLogModel
    from teams_app.gui.look import ink

    path = make_match_file(tmp_path / "m.match")
    with MatchStore.open(path) as store:
        store.apply(DOOR, SetExtra("notebook", "1", "first"))  # entry 2
        store.apply(DOOR, SetExtra("notebook", "2", "second"))  # entry 3
    conn = sqlite3.connect(path)
    conn.execute("UPDATE audit_log SET inverse = CAST(x'7bff' || CAST(inverse AS BLOB) "
                 "AS TEXT) WHERE id = 3")
    conn.commit()
    conn.close()
    window = started([str(path)])
    language(code)
    files = {p.name: p.read_bytes() for p in tmp_path.glob("m.match*") if p.is_file()
             and not p.name.endswith("-shm")}
    assert window.action_map[ActionId.UNDO].isEnabled()
    window.action_map[ActionId.UNDO].trigger()
    assert len(errors) == 1 and errors[0][1] == refusal
    assert {p.name: p.read_bytes() for p in tmp_path.glob("m.match*") if p.is_file()
            and not p.name.endswith("-shm")} == files
    assert window.store.match.extras["notebook"] == {"1": "first", "2": "second"}
    with MatchStore.open(path, read_only=True) as again:
        assert again.match.extras["notebook"] == {"1": "first", "2": "second"}
    window.action_map[ActionId.AUDIT_LOG].trigger()
    model = window.audit_log.model
    rows = [model.index(r, AuditLogModel.WHAT) for r in range(model.rowCount())]
    assert [model.index(r, AuditLogModel.NUMBER).data() for r in range(len(rows))] == [
        "3", "2", "1"]
    assert [row.data().endswith(f" {mark}") for row in rows] == [True, False, False]
    assert rows[0].data(Qt.ItemDataRole.ForegroundRole).color() == ink("error")
    assert rows[0].data(Qt.ItemDataRole.ToolTipRole)
    assert rows[1].data(Qt.ItemDataRole.ForegroundRole) is None
    assert mark in window.audit_log.details.toPlainText()  # the newest row, selected


@pytest.mark.parametrize(("lang", "title", "said"), [
    ("bg", "Мачът не може да се отвори", "не е файл на мач"),
    ("ru", "Не удаётся открыть матч", "не файл матча"),
])
def test_a_file_refusal_in_the_window_speaks_the_apps_language(dialogs, started, tmp_path, errors,
                                                               monkeypatch, lang, title, said):
    """Opening a file that is not a match, then exporting the report into a folder that
    does not exist: both refusals are in the app's language (the window showed the
    store's English words for every store error but an open's)."""
    bad = tmp_path / "notes.match"
    bad.write_text("not a database\n" * 20, encoding="utf-8")
    window = started([])
    window.set_language(lang)
    assert not window.open_file(bad)
    assert errors[-1][0] == title, errors
    assert said in errors[-1][1] and "notes.match" in errors[-1][1], errors
    plain = errors[-1][1].replace(str(bad), "").replace("SQLite", "")
    assert re.findall(r"[A-Za-z]{3,}", plain) == [], errors
    # a store error from another of the window's paths (it showed the store's English):
    # the report exported into a folder that does not exist
    path = make_match_file(tmp_path / "m.match")
    assert window.open_file(path)
    target = tmp_path / "gone" / "report.html"
    dialogs.on("ask_save_path", lambda parent, title, start, filters: str(target))
    window.file.export_report()
    assert not target.exists()
    assert errors[-1][0] != "Cannot export the match report", errors
    plain = errors[-1][1].replace(str(target), "").replace(str(target.parent), "")
    assert re.findall(r"[A-Za-z]{3,}", plain) == [], errors
    window.close_match()
