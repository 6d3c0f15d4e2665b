"""The scoreboard in the app (issue 23): the Room terminals dialog shows its QR code and
address and renews its key; File › Export the match report writes the HTML report in
the app's language (mid-match: complete deals only), never over the match file."""

from __future__ import annotations

import random

import gui_play_data as data
import pytest
from fake_dialogs import FakeDialogs
from test_server import STALE, call

from models.match import Conditions
from teams_app import operations
from teams_app.gui import settings as app_prefs
from teams_app.gui.actions import ActionId
from teams_app.gui.mainwindow import MainWindow
from teams_app.gui.session import MatchSession
from teams_app.gui.terminals import TerminalsDialog

pytestmark = pytest.mark.usefixtures("collector_on_the_qt_thread", "english_app")


def test_the_dialog_shows_the_scoreboard_and_renews_its_key(qtbot, tmp_path):
    store = data.make_store(tmp_path)
    session = MatchSession(store, rng=random.Random(1))
    dialog = TerminalsDialog(session)
    qtbot.addWidget(dialog)
    board_code, board_url, board_renew = dialog.columns["scoreboard"]
    try:
        assert board_url.text() == "" and not board_renew.isEnabled()
        dialog.start("127.0.0.1", 0)
        old = dialog.server.scoreboard_url()
        assert board_url.text() == old and "/s/" in old
        assert board_code.pixmap().width() >= 150
        assert call(qtbot, old + "api/state")[0] == 200
        tables = dict(dialog.server.urls())
        board_renew.click()
        assert board_url.text() != old
        assert call(qtbot, old + "api/state")[:2] == STALE
        assert dialog.server.urls() == tables  # the tables keep their keys
        dialog.toggle.click()
        assert board_url.text() == "" and board_code.text() == "—"
    finally:
        dialog.shutdown()
        store.close()


def test_file_export_writes_the_report_in_the_apps_language(qtbot, tmp_path, monkeypatch):
    store = data.make_store(tmp_path, conditions=Conditions.BOARD)
    path = store.path
    store.close()
    app_prefs.install_translators("bg")
    dialogs = FakeDialogs()
    shown = dialogs.errors
    window = MainWindow(dialogs=dialogs)
    qtbot.addWidget(window)
    window.show()
    try:
        assert window.open_file(path)
        window.session.run(operations.enter_result, deal=1, table=1, text="4S N 10")
        window.session.run(operations.enter_result, deal=1, table=2, text="4S N 9")
        # one table only:
        window.session.run(operations.enter_result, deal=2, table=1, text="3NT E 10")
        target = tmp_path / "report.html"
        window.dialogs.on("ask_save_path", lambda p, title, start, f: str(target))
        window.action_map[ActionId.EXPORT_REPORT].trigger()
        assert shown == []
        text = target.read_text(encoding="utf-8")
        assert '<html lang="bg">' in text and "мачът продължава" in text
        assert 'class="deal counts" id="deal-1"' in text
        assert 'class="deal pending" id="deal-2"' in text
        assert "3БК" not in text
        # never over the match file
        window.dialogs.on("ask_save_path", lambda p, title, start, f: str(path))
        window.action_map[ActionId.EXPORT_REPORT].trigger()
        assert shown and shown[0][0] == "Отчетът за мача не може да бъде експортиран"
        with open(path, "rb") as match_file:
            assert match_file.read(16) == b"SQLite format 3\x00"
    finally:
        window.close_match()
