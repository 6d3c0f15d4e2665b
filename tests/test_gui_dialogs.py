"""Every question the window asks goes through one small object (teams_app/gui/dialogs.py),
given to the window and handed on to its file, its session, its views, the wizard and the
print preview; the tests give a fake (tests/fake_dialogs.py) instead of replacing the
window's methods."""

from __future__ import annotations

import re
from pathlib import Path

import gui_play_data as data
import pytest
from fake_dialogs import QUESTIONS, FakeDialogs, UnexpectedDialog
from PySide6.QtWidgets import QDialog

from teams_app.gui.actions import ActionId
from teams_app.gui.dialogs import Dialogs
from teams_app.gui.mainwindow import MainWindow

GUI = Path(__file__).resolve().parents[1] / "teams_app" / "gui"
#: Qt's ways of asking the user something at once (a static question, a file dialog)
ASKING = re.compile(r"QMessageBox\.(warning|question|information|critical|about)\(|"
                    r"QFileDialog\.get\w+\(|QInputDialog\.get\w+\(|QPrintDialog\(")

pytestmark = pytest.mark.usefixtures("english_app")


def test_the_fake_answers_every_question_the_window_can_ask():
    assert {name for name in vars(Dialogs) if not name.startswith("_")} == QUESTIONS
    assert {name for name in QUESTIONS if name not in vars(FakeDialogs)} == set()
    with pytest.raises(TypeError, match="no such question"):
        FakeDialogs(ask_something=lambda: None)


def test_only_the_dialogs_module_asks_the_user_through_qt():
    asking = {str(path.relative_to(GUI)): ASKING.findall(path.read_text(encoding="utf-8"))
              for path in GUI.rglob("*.py") if path.name != "dialogs.py"}
    assert {name: found for name, found in asking.items() if found} == {}


def test_the_window_hands_its_dialogs_to_the_file_the_session_and_the_views(qtbot, tmp_path):
    store = data.make_store(tmp_path)
    path = store.path
    store.close()
    asked = []

    def close_incomplete(parent, round_name, missing):
        asked.append((round_name, missing))
        return False

    shown: list[QDialog] = []
    dialogs = FakeDialogs(ask_close_incomplete=close_incomplete,
                          exec_dialog=lambda dialog: shown.append(dialog)
                          or QDialog.DialogCode.Rejected)
    window = MainWindow(dialogs=dialogs)
    qtbot.addWidget(window)
    window.show()
    try:
        assert window.open_file(path)
        assert window.file.dialogs is dialogs and window.session.dialogs is dialogs
        rooms = window.view("RoomsView")
        rooms.close_button.click()  # round I misses every result: asked, and refused
        assert asked == [("Round I", 12)]
        assert "closed" not in rooms.status.text()
        window.action_map[ActionId.NEW].trigger()  # the wizard, run through the fake
        assert dialogs.asked[-1] == "exec_dialog" and shown[-1].dialogs is dialogs
        with pytest.raises(UnexpectedDialog, match="ask_deal"):
            dialogs.ask_deal(window, 1, 36)  # a question the test did not answer
    finally:
        window.close_match()
