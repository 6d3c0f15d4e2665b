"""A tab the host has looked at and left is not redrawn on every change while another
tab is on screen (the entry → views time of issue 19): the Rooms and Balances views mark
themselves stale and catch up when shown again — and the round Rooms shows (which the
print menu asks) is the current one even while it is hidden."""

from __future__ import annotations

import random

import gui_play_data as data
from PySide6.QtWidgets import QApplication

from models.match import DealKey
from teams_app import operations as ops
from teams_app.gui.balances import BalancesView
from teams_app.gui.rooms import RoomsView
from teams_app.gui.session import MatchSession


def test_hidden_rooms_and_balances_catch_up_when_shown(qtbot, tmp_path):
    store = data.make_store(tmp_path)
    rng = random.Random(3)
    data.play_round(store, 1, rng)
    data.do_envelope_hints(store, 1, 2)
    session = MatchSession(store)
    rooms, balances = RoomsView(session), BalancesView(session)
    for view in (rooms, balances):
        qtbot.addWidget(view)
        view.show()  # the host looked at both tabs
        QApplication.processEvents()
        view.hide()  # and went to another one
    panel = rooms.panels[1]
    assert rooms.round == 2 and panel.target == DealKey(7)
    headline = balances.headline.text()
    redraws = []
    panel.refresh = lambda *a, _old=panel.refresh, **k: (redraws.append(1), _old(*a, **k))

    session.run(ops.draw_score_cards, deal=7, rng=rng)
    session.run(ops.enter_result, deal=7, table=1, text="4S N 10")
    session.run(ops.enter_result, deal=7, table=2, text="4S N 9")
    assert redraws == []  # nothing redrawn while hidden
    assert balances.headline.text() == headline

    rooms.show()
    balances.show()
    QApplication.processEvents()
    assert redraws  # shown again: caught up
    assert panel.target != DealKey(7)  # deal 7 is played: the next game is the target
    assert balances.headline.text() != headline  # deal 7 counts now


def test_the_round_of_a_hidden_rooms_view_is_the_current_one(qtbot, tmp_path):
    store = data.make_store(tmp_path)
    rng = random.Random(4)
    session = MatchSession(store)
    rooms = RoomsView(session)
    qtbot.addWidget(rooms)
    rooms.show()
    QApplication.processEvents()
    rooms.hide()
    assert rooms.round == 1
    data.play_round(store, 1, rng)  # straight through the operations, not the session
    session.core.refresh_all()
    data.do_envelope_hints(store, 1, 2)
    session.core.refresh_all()
    session.run(ops.draw_score_cards, deal=7, rng=rng)
    session.run(ops.enter_result, deal=7, table=1, text="3NT S 9")
    assert rooms.round == 2  # asked while hidden (the print menu does): up to date


def test_the_result_sheets_deals_column_only_widens(qtbot, tmp_path):
    """A round in progress writes "1 of 6 · 5 results waiting" in the Deals column; the
    column fits it, and does not narrow again at the next change (a column that changes
    width lays out and paints the whole sheet at every entry)."""
    from teams_app.gui.balance_models import RoundBalancesModel

    store = data.make_store(tmp_path)
    rng = random.Random(6)
    data.play_round(store, 1, rng)
    data.do_envelope_hints(store, 1, 2)
    session = MatchSession(store)
    view = BalancesView(session)
    qtbot.addWidget(view)
    view.resize(1280, 640)
    view.show()
    QApplication.processEvents()
    sheet, column = view.rounds_view, RoundBalancesModel.DEALS
    session.run(ops.draw_score_cards, deal=7, rng=rng)
    session.run(ops.enter_result, deal=7, table=1, text="4S N 10")
    session.run(ops.enter_result, deal=7, table=2, text="4S N 9")
    QApplication.processEvents()
    model = view.rounds_model
    texts = [str(model.data(model.index(row, column)) or "") for row in range(model.rowCount())]
    assert any("1" in text and "6" in text for text in texts), texts  # "1 of 6 · …"
    wide = sheet.columnWidth(column)
    metrics = sheet.fontMetrics()
    assert all(metrics.horizontalAdvance(text) < wide for text in texts)
    session.run(ops.undo)
    session.run(ops.undo)
    QApplication.processEvents()
    assert sheet.columnWidth(column) == wide
    view.close()
