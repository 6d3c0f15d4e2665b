"""Issue 47 in the window: a result the host may not see leaves nothing behind in the
entry line (its pickers, its preview, its own undo), Ctrl+Z there is the match's Undo,
and the laptop says so when the rotation moves the host to the other room."""

from __future__ import annotations

import random

import gui_play_data as data
from fake_dialogs import FakeDialogs
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

import words
from models.match import DealKey
from teams_app import operations as ops
from teams_app.gui.mainwindow import MainWindow


def _window(qtbot, path) -> MainWindow:
    window = MainWindow(dialogs=FakeDialogs())
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    assert window.open_file(path)
    return window


def test_a_hidden_result_typed_on_the_laptop_leaves_nothing_in_the_entry_line(qtbot,
                                                                           tmp_path):
    store = data.make_store(tmp_path, host_player="A-1")  # table 1, every round
    ops.draw_score_cards(store, deal=4, rng=random.Random(1))  # table 2's first original
    path = store.path
    store.close()
    window = _window(qtbot, path)
    panel = window.view("RoomsView").panels[2]
    entry = panel.entry
    assert entry.target == DealKey(4)
    entry.edit.setFocus()
    qtbot.keyClicks(entry.edit, "6NT S 13")
    assert entry.picker.strain.currentText() == "NT"  # the pickers follow the typing
    qtbot.keyClick(entry.edit, Qt.Key.Key_Return)
    match = window.store.match
    assert (DealKey(4), 2) in match.results  # stored
    assert window.session.match.results[DealKey(4), 2].hidden  # table 1's room: played
    # nothing of it stays: the pickers blank, the preview empty, no typing to undo
    picker = entry.picker
    assert [c.currentIndex() for c in (picker.strain, picker.doubling, picker.declarer,
                                       picker.tricks)] == [-1, -1, -1, -1]
    assert picker.level.currentText() == "—" and entry.edit.text() == ""
    assert not entry.edit.isUndoAvailable() and entry.preview.text().strip() == ""
    texts = [panel.model.data(panel.model.index(r, c)) for r in range(panel.model.rowCount())
             for c in range(panel.model.columnCount())]
    assert not any("6NT" in str(t) or str(t) == "13" for t in texts)
    # Ctrl+Z in the entry line is the match's Undo: the stored result goes
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    entry.edit.setFocus()
    qtbot.waitUntil(entry.edit.hasFocus)
    with qtbot.waitSignal(window.session.changed):
        qtbot.keyClick(entry.edit, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    assert (DealKey(4), 2) not in window.store.match.results
    assert entry.edit.text() == ""  # and the line did not bring the text back
    # picking after a reset: the level fills the other boxes with their first choices
    picker.level.setCurrentIndex(picker.level.findData(3))
    assert entry.edit.text() != "" and picker.tricks.currentData() == 9
    # a row of the other table selected for a correction shows no hidden result
    qtbot.keyClick(entry.edit, Qt.Key.Key_Escape)
    window.session.run(ops.enter_result, deal=4, table=2, text="4S N 10")
    panel.select_game(4, 0)
    assert entry.edit.text() == ""


def test_the_laptop_says_where_the_host_plays_when_the_rotation_moves_him(qtbot, tmp_path):
    store = data.make_store(tmp_path, host_player="B-4")  # spec §3: table 1, then 2
    path = store.path
    store.close()
    window = _window(qtbot, path)
    notice = window.room_notice
    assert notice.isVisible() and notice.toolTip() == (
        "Round I: you play at table 1 — the laptop now shows the room of table 1")
    notice.linkActivated.emit("ok")
    assert not notice.isVisible()
    data.play_round(window.store, 1, random.Random(3))  # round I over at both tables
    window.session.refresh_all()
    assert notice.isVisible() and notice.toolTip() == (
        "Round II: you play at table 2 — the laptop now shows the room of table 2")
    assert window.session.core.room == 2
    # in Bulgarian, the same notice, in the catalog's words
    with words.speaking("bg"):
        text = words.word("host.moved", r="II", t=2)
    assert text.startswith("Тур II: играете на маса 2")
    # a laptop kept in a room says nothing of the host's moves
    window.session.run(ops.set_host_table, table=1)
    assert not notice.isVisible() and window.session.core.room == 1
