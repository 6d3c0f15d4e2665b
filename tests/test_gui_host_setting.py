"""Issue 30 item 1 in the app: Match › Settings asks who runs the match; the change is one
logged, undoable step, and the laptop's views follow it at once (View › Both rooms is
offered only while the host plays)."""

from __future__ import annotations

import random

import gui_play_data as data
from fake_dialogs import FakeDialogs

from teams_app.gui.actions import ActionId
from teams_app.gui.mainwindow import MainWindow
from teams_app.gui.matchsettings import MatchSettingsDialog
from words.steps import entry_words


def test_match_settings_change_who_runs_the_match(qtbot, tmp_path, monkeypatch):
    store = data.make_store(tmp_path)
    data.play_round(store, 1, random.Random(2), games={1: 1, 2: 3})
    path = store.path
    store.close()
    window = MainWindow(dialogs=FakeDialogs())
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(path)
    session = window.session
    both = window.action_map[ActionId.BOTH_ROOMS]
    assert not both.isEnabled()
    assert not any(r.hidden for r in session.match.results.values())  # a director: all
    dialog = MatchSettingsDialog(session, window)
    qtbot.addWidget(dialog)
    assert (dialog.host.player(), dialog.host.table()) == (None, None)  # a director
    dialog.host.set("A-1", 1)  # A-1 hosts; the laptop stays in table 1's room
    dialog.on_ok()
    assert session.full_match.settings.host_table == 1
    assert session.full_match.settings.host_player == "A-1"
    assert [entry_words(e) for e in window.store.log()[-2:]] == [
        "the host is A-1", "the laptop stays in the room of table 1"]
    assert any(r.hidden for r in session.match.results.values())  # table 2's, waiting
    assert both.isEnabled() and not both.isChecked()
    # Both rooms: asked first; marked while on; a refusal changes nothing
    window.dialogs.on("confirm_both_rooms", lambda p: False)
    both.trigger()
    assert not both.isChecked() and any(r.hidden for r in session.match.results.values())
    window.dialogs.on("confirm_both_rooms", lambda p: True)
    both.trigger()
    assert both.isChecked() and window.room_banner.isVisible()
    assert not any(r.hidden for r in session.match.results.values())
    both.trigger()
    assert not window.room_banner.isVisible()
    # undone like any setting: the host does not play again
    window.action_map[ActionId.UNDO].trigger()
    assert session.full_match.settings.host_table is None
    assert any(r.hidden for r in session.match.results.values())  # A-1 sits at table 1
    window.action_map[ActionId.UNDO].trigger()
    assert session.full_match.settings.host_player is None
    assert not any(r.hidden for r in session.match.results.values())
    assert not both.isEnabled()
