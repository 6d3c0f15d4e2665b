"""Issue 30 item 3: View › Lock (Ctrl+L) — the round, each table's progress and what it
waits for, a clock, nothing else; the same key unlocks it, with the PIN when one is set
in Preferences."""

from __future__ import annotations

import random
import re

import gui_play_data as data
from fake_dialogs import FakeDialogs
from PySide6.QtWidgets import QApplication, QLabel

from teams_app import operations as ops
from teams_app.gui.actions import ActionId
from teams_app.gui.lock import set_lock_pin
from teams_app.gui.mainwindow import MainWindow
from teams_app.gui.preferences import PreferencesDialog
from words.texts import result_text


def _window(qtbot, tmp_path) -> MainWindow:
    store = data.make_store(tmp_path, host_table=1)
    rng = random.Random(30)
    data.play_round(store, 1, rng)
    data.play_round(store, 2, rng, games={1: 1, 2: 4})
    path = store.path
    store.close()
    window = MainWindow(dialogs=FakeDialogs())
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(path)
    return window


def _texts(widget) -> list[str]:
    return [label.text() for label in widget.findChildren(QLabel) if label.text()]


def test_the_lock_screen_shows_progress_and_a_clock_only(qtbot, tmp_path, monkeypatch):
    set_lock_pin("")
    window = _window(qtbot, tmp_path)
    session = window.session
    lock = window.action_map[ActionId.LOCK]
    assert [s.toString() for s in lock.shortcuts()] == ["Ctrl+L"]
    lock.trigger()
    assert window.locked and not window.menuBar().isVisible()
    screen = window.stack.currentWidget()
    assert not window.tabs.isVisible()
    texts = _texts(screen)
    assert re.fullmatch(r"\d\d:\d\d:\d\d", screen.clock.text())
    assert "Round II" in texts
    assert any(t.startswith("Table 1: 1 of 6 games played") for t in texts), texts
    assert any(t.startswith("Table 2: 4 of 6 games played") for t in texts), texts
    everything = "\n".join(texts)
    for result in session.full_match.results.values():
        if result.contract is not None:
            assert result_text(result) not in everything
    assert "Lions" not in everything  # no team, no balance
    # a result posted meanwhile moves the progress on
    upcoming = ops.next_game(session.full_match, 2, 1)
    assert upcoming is not None
    game, key = upcoming
    data.do_envelope_hints(session.store, 1, 2)
    if game.deal not in session.full_match.draws:
        session.run(ops.draw_score_cards, deal=game.deal, rng=random.Random(1))
    session.run(ops.enter_result, deal=game.deal, table=1, text="3NT N 9",
                attempt=key.attempt)
    assert any(t.startswith("Table 1: 2 of 6 games played") for t in _texts(screen))
    lock.trigger()  # the same key unlocks
    assert not window.locked and window.menuBar().isVisible()
    assert window.stack.currentWidget() is window.tabs


def test_a_pin_set_in_preferences_is_asked_to_unlock(qtbot, tmp_path, monkeypatch):
    window = _window(qtbot, tmp_path)
    prefs = PreferencesDialog(window)
    qtbot.addWidget(prefs)
    prefs.pin.setText("2718")
    prefs.accept()
    typed: list[str | None] = ["0000", None, "2718"]
    window.dialogs.on("ask_pin", lambda parent: typed.pop(0))
    lock = window.action_map[ActionId.LOCK]
    lock.trigger()
    assert window.locked
    lock.trigger()  # a wrong PIN
    assert window.locked
    lock.trigger()  # cancelled
    assert window.locked
    lock.trigger()
    assert not window.locked and not typed
    set_lock_pin("")
    QApplication.processEvents()
