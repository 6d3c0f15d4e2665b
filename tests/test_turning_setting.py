"""Whether table 1 turns its diagram (spec §8) is a switch of the settings: set from the
command line (``teams-app settings --turning on``), undone like every step, worded in
each language, and fixed once table 1 has played a deal sent to it (who sat where in
those games would change)."""

from __future__ import annotations

from pathlib import Path

import gui_play_data as data
import pytest
from test_cli_store import PLAYERS, run

import words
from models.errors import MatchError
from models.match import Seat, new_match
from models.setup_commands import SetSettings
from models.switches import SetTurning
from teams_app import operations as ops
from teams_app.store import MatchStore
from words.steps import command_words, entry_words


def _match():
    return new_match("A", "B", {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB"
                                for i in range(1, 5)})


def test_the_switch_is_undone_and_worded_in_each_language():
    match = _match()
    undo = SetTurning(True).apply(match)
    assert match.settings.turning is True
    undo.apply(match)
    assert match.settings.turning is False
    said = {"en": "table 1 turns its diagram", "bg": "маса 1 обръща диаграмата",
            "ru": "стол 1 поворачивает диаграмму"}
    for lang, text in said.items():
        with words.speaking(lang):
            assert command_words(SetTurning(True)) == text
            assert command_words(SetTurning(False)) not in (text, "")


def test_fixed_once_table_1_has_played_a_deal_sent_to_it(tmp_path):
    store = data.half_played(tmp_path)
    try:
        match = store.match
        sent = [(key, table) for key, table in match.results
                if table == 1 and match.format.slot(key.deal).origin_table == 2]
        assert sent  # the half-played match has table 1's sent games
        before = match.settings.turning
        with pytest.raises(MatchError) as refused:
            ops.set_turning(store, on=not before)
        assert refused.value.key == "turning_fixed"
        # the settings dialog's way is refused alike: one rule
        from dataclasses import replace

        with pytest.raises(MatchError, match="turns its diagram"):
            SetSettings(replace(match.settings, turning=not before)).apply(match)
        assert store.match.settings.turning is before
        # setting it as it is changes nothing and is no refusal
        assert ops.set_turning(store, on=before).command == SetTurning(before)
    finally:
        store.close()


def test_the_command_line_sets_it(tmp_path: Path, capsys):
    path = tmp_path / "turning.match"
    assert run(capsys, "new", path, *PLAYERS)[0] == 0
    status, out, _ = run(capsys, "settings", path, "--turning", "on", "--lang", "bg")
    assert status == 0 and out == "маса 1 обръща диаграмата\n"
    with MatchStore.open(path, read_only=True) as store:
        assert store.match.settings.turning is True
        with words.speaking("en"):
            assert entry_words(store.log()[-1]) == "table 1 turns its diagram"
    assert "turning: True\n" in run(capsys, "settings", path)[1]
    assert run(capsys, "undo", path)[0] == 0
    with MatchStore.open(path, read_only=True) as store:
        assert store.match.settings.turning is False


def test_the_settings_dialog_does_not_offer_it_once_fixed(qtbot, tmp_path):
    """The dialog offers what the core accepts: the box is off once table 1 has played a
    deal sent to it, saying why."""
    from teams_app.gui.matchsettings import MatchSettingsDialog
    from teams_app.gui.session import MatchSession

    store = data.half_played(tmp_path)
    session = MatchSession(store)
    try:
        dialog = MatchSettingsDialog(session)
        qtbot.addWidget(dialog)
        assert not dialog.turning.isEnabled()
        assert dialog.turning.toolTip() == words.word("error.turning_fixed")
    finally:
        session.close()
        store.close()
    (tmp_path / "fresh").mkdir()
    fresh = data.make_store(tmp_path / "fresh")
    session = MatchSession(fresh)
    try:
        dialog = MatchSettingsDialog(session)
        qtbot.addWidget(dialog)
        assert dialog.turning.isEnabled()
    finally:
        session.close()
        fresh.close()
