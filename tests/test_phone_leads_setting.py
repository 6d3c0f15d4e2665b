"""Issue 32 item 3, the setting: "the phones take the opening lead" — off by default and
in files from before it, stored in the match's settings, changed by one logged, undoable
step (the command line's ``settings --phone-leads on|off``, Match › Settings), worded in
the log and Undo in each language."""

from __future__ import annotations

from pathlib import Path

import gui_play_data as data
import pytest
from test_cli_store import PLAYERS, run

import words
from models.codec import data_of, read
from models.match import Settings
from models.switches import SetPhoneLeads
from teams_app import operations as ops
from teams_app.store import MatchStore
from words.steps import command_words, entry_words


def test_the_setting_is_off_by_default_and_in_older_files():
    assert Settings().phone_leads is False
    assert "phone_leads" not in data_of(Settings())   # a file as before the setting
    assert read(Settings, data_of(Settings())).phone_leads is False
    on = Settings(phone_leads=True)
    assert data_of(on)["phone_leads"] is True
    assert read(Settings, data_of(on)) == on
    with pytest.raises(TypeError):  # not true or false: refused, not taken as off
        read(Settings, {**data_of(on), "phone_leads": "yes"})


def test_one_undoable_step_worded_in_each_language(tmp_path):
    store = data.make_store(tmp_path)
    try:
        changes = ops.set_phone_leads(store, on=True)
        assert store.match.settings.phone_leads is True
        assert entry_words(store.log()[-1]) == "the phones take the opening lead"
        expected = {"en": "the phones take the opening lead",
                    "bg": "телефоните приемат и първото извеждане",
                    "ru": "телефоны принимают и первый ход"}
        for lang, text in expected.items():
            with words.speaking(lang):
                assert command_words(changes.command) == text
                assert command_words(SetPhoneLeads(False)) != text
        ops.undo(store)
        assert store.match.settings.phone_leads is False
    finally:
        store.close()
    # the file keeps it (the log replayed)
    with MatchStore.open(store.path) as again:
        assert again.match.settings.phone_leads is False
        ops.redo(again)
    with MatchStore.open(store.path, read_only=True) as reader:
        assert reader.match.settings.phone_leads is True


def test_the_command_line_sets_and_shows_it(tmp_path: Path, capsys):
    path = tmp_path / "leads.match"
    assert run(capsys, "new", path, *PLAYERS)[0] == 0
    status, out, _ = run(capsys, "settings", path)
    assert status == 0 and "phone_leads: off\n" in out
    status, out, _ = run(capsys, "settings", path, "--phone-leads", "on", "--lang", "ru")
    assert status == 0 and out == "телефоны принимают и первый ход\n"
    with MatchStore.open(path, read_only=True) as store:
        assert store.match.settings.phone_leads is True
    assert "phone_leads: on\n" in run(capsys, "settings", path)[1]
    with pytest.raises(SystemExit):
        run(capsys, "settings", path, "--phone-leads", "maybe")
    assert run(capsys, "undo", path)[0] == 0
    with MatchStore.open(path, read_only=True) as store:
        assert store.match.settings.phone_leads is False


def test_match_settings_dialog_changes_it(qtbot, tmp_path):
    from teams_app.gui.mainwindow import MainWindow
    from teams_app.gui.matchsettings import MatchSettingsDialog

    store = data.make_store(tmp_path)
    path = store.path
    store.close()
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.open_file(path)
    session = window.session
    dialog = MatchSettingsDialog(session, window)
    qtbot.addWidget(dialog)
    assert not dialog.phone_leads.isChecked()
    dialog.phone_leads.setChecked(True)
    dialog.on_ok()
    assert session.full_match.settings.phone_leads is True
    assert entry_words(window.store.log()[-1]) == "the phones take the opening lead"
    # another setting changed later keeps it
    again = MatchSettingsDialog(session, window)
    qtbot.addWidget(again)
    assert again.phone_leads.isChecked()
    again.turning.setChecked(True)
    again.on_ok()
    assert session.full_match.settings.phone_leads is True
    assert session.full_match.settings.turning is True
