"""The laptop follows the play (issue 18, items 5 and 6): the Rooms and Envelopes tabs move
to a later round on its first result (from a phone through the real room server, or typed
on the laptop), hold a finished round with "Round II is next →", offer "Back to the round
in play" when the host picked a round, and never say "nothing to do with the envelopes"
while a step is due; Balances shows a round in progress as the deals complete at both
tables and the results waiting, never one room's score alone.  Real widgets offscreen over
real match files."""

from __future__ import annotations

import random

import gui_play_data as data
import pytest
from fake_dialogs import FakeDialogs
from PySide6.QtCore import Qt

from models import envelopes as env
from models.balances import compute_balances
from teams_app import operations as ops
from teams_app.gui import settings as app_prefs
from teams_app.gui.balance_models import DealBalancesModel, RoundBalancesModel
from teams_app.gui.balances import BalancesView
from teams_app.gui.envelopes import EnvelopesView
from teams_app.gui.rooms import RoomsView
from teams_app.gui.session import MatchSession
from teams_app.server.service import Limits, RoomServer


@pytest.fixture
def asked():
    """The views' questions: none expected here (any one fails the test)."""
    return FakeDialogs()


def open_views(qtbot, session):
    """The Rooms and Envelopes tabs, on screen (the envelopes refresh only when shown)."""
    views = []
    for view_class in (RoomsView, EnvelopesView):
        view = view_class(session)
        qtbot.addWidget(view)
        view.resize(1366, 700)
        view.show()
        views.append(view)
    return views


def host_steps_due(match, table: int, up_to: int) -> list[env.Hint]:
    """What the host must do for a table in rounds up to ``up_to`` (carry, check, annul a
    short envelope)."""
    return [h for h in env.next_actions(match, table, up_to)
            if h.kind in (env.HintKind.CARRY, env.HintKind.CHECK, env.HintKind.SHORT_ENVELOPE)
            and (h.command is not None or h.kind is env.HintKind.SHORT_ENVELOPE)]


def check_never_nothing_to_do(view: EnvelopesView) -> None:
    """"nothing to do with the envelopes now" only when no step is due up to the round in
    play (its steps are listed in the rows or in the "Round III: …" note)."""
    match = view.session.match
    in_play = view.session.core.round_in_play().round
    for table in (1, 2):
        if view._nothing[table].isVisibleTo(view):
            assert host_steps_due(match, table, max(in_play, view.round)) == []


# -- phones through the real server ----------------------------------------------------


def _post(qtbot, url: str, payload: dict) -> dict:
    from test_server import post

    status, answer = post(qtbot, url, payload)
    assert status == 200, answer
    return answer


@pytest.mark.usefixtures("collector_on_the_qt_thread")
def test_phones_move_the_laptop_on_and_a_finished_round_waits_for_the_host(
        qtbot, tmp_path, asked):
    store = data.make_store(tmp_path)
    session = MatchSession(store, rng=random.Random(3), dialogs=asked)
    rng = random.Random(11)
    data.play_round(store, 1, rng, {1: 6, 2: 5})  # table 2 has its last game to play
    rooms, envelopes = open_views(qtbot, session)
    assert rooms.round == envelopes.round == 1
    server = RoomServer(session.core, limits=Limits(per_second=10_000))
    server.start("127.0.0.1", 0)
    try:
        game, key = ops.next_game(store.match, 1, 2)
        _post(qtbot, server.url(2) + "api/result",
              {"id": "client-00000001", "deal": game.deal, "entry": "3NT S 9"})
        # round I's last result: the finished round stays, round II is offered
        for view in (rooms, envelopes):
            picker = view.round_picker
            assert view.round == 1 and picker.held and not picker.back_offered
            assert picker.next_button.text() == "Round II is next →"
        assert "round I finished — show the balance, then round II" in \
            rooms.panels[1].hints.full_text()
        check_never_nothing_to_do(envelopes)
        # table 1's phone starts round II: both tabs move there by themselves
        _post(qtbot, server.url(1) + "api/draw", {"id": "client-00000002", "deal": 7})
        _post(qtbot, server.url(1) + "api/result",
              {"id": "client-00000003", "deal": 7, "entry": "4S N 10"})
        for view in (rooms, envelopes):
            assert view.round == 2 and not view.round_picker.held
            assert not view.round_picker.back_offered
        check_never_nothing_to_do(envelopes)
        # the host looks back at round I: the phones' results leave it on screen
        rooms.round_box.setCurrentIndex(0)
        back = rooms.round_picker.current_button
        assert rooms.round == 1 and back.isVisibleTo(rooms)
        assert back.text() == "Back to the round in play"
        _post(qtbot, server.url(1) + "api/draw", {"id": "client-00000004", "deal": 8})
        assert rooms.round == 1 and back.isVisibleTo(rooms) and envelopes.round == 2
        qtbot.mouseClick(back, Qt.MouseButton.LeftButton)
        assert rooms.round == 2 and rooms.round_picker.following
        assert not back.isVisibleTo(rooms)
        # the phone and the laptop show the same round
        from test_server import get

        status, state = get(qtbot, server.url(1) + "api/state")
        assert status == 200 and state["round"] == rooms.round == 2
    finally:
        server.stop()
        store.close()


# -- typed on the laptop, an earlier round still open -------------------------------------


def test_a_later_rounds_first_result_moves_the_tabs_though_a_round_is_open(
        qtbot, tmp_path, asked):
    """The issue's match: round I complete; in round II table 1 played
    its originals, table 2 five games; deal 8 annulled (reason 4).  Table 1 enters round
    III: the tabs go there, and round III's carry is never hidden behind "nothing to
    do"."""
    store = data.make_store(tmp_path)
    session = MatchSession(store, rng=random.Random(4), dialogs=asked)
    rng = random.Random(5)
    data.play_round(store, 1, rng)
    data.play_round(store, 2, rng, {1: 3, 2: 5})
    ops.annul_deal(store, deal=8, reason=4)
    rooms, envelopes = open_views(qtbot, session)
    assert rooms.round == envelopes.round == 2
    assert ops.current_round(store.match) == 2
    for deal in (13, 14, 15):  # table 1's originals of round III, typed on the laptop
        session.run(ops.draw_score_cards, deal=deal, rng=session.core.rng)
        session.run(ops.enter_result, deal=deal, table=1, text=data.result_text(rng))
        for view in (rooms, envelopes):
            assert view.round == 3, deal
            assert not view.round_picker.held and not view.round_picker.back_offered
    assert ops.current_round(store.match) == 2  # round II is still open
    # Rooms says so, with a way there: table 2 has deal 9 and deal 8's replay to play
    left = sum(1 for table in (1, 2) for game in ops.play_order(store.match, 2, table)
               if ops.pending_key(store.match, game.deal, table) is not None)
    assert left >= 1
    assert rooms.open_note.isVisibleTo(rooms)
    assert rooms.open_note.text() == f"Round II is still open (games to play: {left})"
    assert rooms.open_button.text() == "Show round II"
    qtbot.mouseClick(rooms.open_button, Qt.MouseButton.LeftButton)
    assert rooms.round == 2 and rooms.round_picker.back_offered
    assert not rooms.open_note.isVisibleTo(rooms)
    rooms.go_current()
    assert rooms.round == 3 and rooms.open_note.isVisibleTo(rooms)
    check_never_nothing_to_do(envelopes)
    # round III's originals are due to be carried: the rows say so on round III …
    carry = [h for h in host_steps_due(store.match, 1, 3) if h.kind is env.HintKind.CARRY
             and 13 in h.params["deals"]]
    assert carry and any(hint.kind is env.HintKind.CARRY
                         for hint, _button in envelopes.hint_rows[1])
    # … and on round II, picked by the host, a note names it with a way there
    envelopes.round_box.setCurrentIndex(1)
    assert envelopes.round == 2 and envelopes.round_picker.back_offered
    note = envelopes.elsewhere[1]
    assert note.isVisibleTo(envelopes)
    assert "Round III: carry envelopes 1–3 (white) to table 2" in note.label.text()
    assert note.button.text() == "Show round III"
    check_never_nothing_to_do(envelopes)
    qtbot.mouseClick(note.button, Qt.MouseButton.LeftButton)
    assert envelopes.round == 3 and envelopes.round_picker.following
    assert not note.isVisibleTo(envelopes)
    # a result of round II typed later (from paper) does not take the tabs back
    game, key = ops.next_game(store.match, 2, 2)
    session.run(ops.enter_result, deal=game.deal, table=2, text="PASS", attempt=key.attempt)
    assert rooms.round == envelopes.round == 3
    store.close()


def test_opening_a_match_whose_round_is_finished_shows_the_next_round(qtbot, tmp_path,
                                                                     asked):
    store = data.make_store(tmp_path)
    session = MatchSession(store, rng=random.Random(3), dialogs=asked)
    data.play_round(store, 1, random.Random(2))
    rooms, envelopes = open_views(qtbot, session)
    for view in (rooms, envelopes):
        assert view.round == 2 and not view.round_picker.held
    # the round the host moved on to stays while nothing is played there
    session.refresh_all()
    assert rooms.round == envelopes.round == 2
    store.close()


# -- Balances: a round in progress ---------------------------------------------------------


@pytest.fixture(scope="module")
def half_played(tmp_path_factory):
    store = data.half_played(tmp_path_factory.mktemp("follow"), seed=77)
    store.close()
    return store.path


def sheet_texts(view: BalancesView, round_: int) -> list[str]:
    model = view.rounds_model
    return [model.data(model.index(round_ - 1, c)) for c in range(model.columnCount())]


def one_room_rows(view: BalancesView) -> list[int]:
    """Rows of the deal list for a deal played at one table only (not annulled)."""
    model = view.deals_model
    return [r for r in range(model.rowCount())
            if model._rows[r].annulled is None
            and (model._rows[r].ns_table1 is None) != (model._rows[r].ns_table2 is None)]


def check_round_in_progress(view: BalancesView, round_: int) -> None:
    core = compute_balances(view.session.match).rounds[round_ - 1]
    assert core.in_progress
    texts = sheet_texts(view, round_)
    waiting = core.pending_deals
    expected = f"{core.deals_counted} of 6"
    if waiting:
        expected += " · " + ("1 result waiting" if waiting == 1
                             else f"{waiting} results waiting")
    assert texts[RoundBalancesModel.DEALS] == expected
    figures = texts[RoundBalancesModel.T1_A:RoundBalancesModel.DEALS]
    if core.deals_counted == 0:  # nothing counts yet: no zeros, no "level"
        assert set(figures) == {"—"}
    else:
        assert figures[0] == str(core.table1.a)
    model = view.deals_model
    for r in one_room_rows(view):
        row = model._rows[r]
        shown = [model.data(model.index(r, c)) for c in range(model.columnCount())]
        score = row.ns_table1 if row.ns_table1 is not None else row.ns_table2
        assert "played" in shown[DealBalancesModel.NS_T1:DealBalancesModel.NS_T2 + 1]
        assert str(score) not in shown[DealBalancesModel.NS_T1:DealBalancesModel.NET + 1] \
            or score == 0 and shown[DealBalancesModel.NET] == ""


def test_balances_show_a_round_in_progress_never_zeros_nor_one_rooms_score(
        qtbot, half_played, tmp_path):
    store = data.open_copy(half_played, tmp_path)
    session = MatchSession(store, rng=random.Random(5))
    view = BalancesView(session)
    qtbot.addWidget(view)
    view.resize(1366, 700)
    view.show()
    # round IV: table 1 played its three originals, table 2 two of its own: nothing at
    # both tables yet, five results waiting
    core = compute_balances(store.match).rounds[3]
    assert core.deals_counted == 0 and core.pending_deals == 5
    assert sheet_texts(view, 4)[RoundBalancesModel.DEALS] == "0 of 6 · 5 results waiting"
    check_round_in_progress(view, 4)
    assert view.rounds_model.data(view.rounds_model.index(3, RoundBalancesModel.BALANCE)) \
        == "—"
    assert 4 not in view.chart.rounds  # no bar of nothing for round IV
    assert sheet_texts(view, 3)[RoundBalancesModel.DEALS] == "6"  # round III complete
    # table 2 plays on (its last original, then table 1's first): deal 19 counts
    rng = random.Random(8)
    while compute_balances(store.match).rounds[3].deals_counted == 0:
        assert data.play_game(store, 2, 4, rng)
        session.refresh_all()
        check_round_in_progress(view, 4)
    assert view.chart.rounds[-1] == 4
    store.close()


@pytest.mark.parametrize(("lang", "words", "played", "back"), [
    ("bg", "0 от 6 · чакащи резултати: 5", "изиграно", "Обратно към тура, който се играе"),
    ("ru", "0 из 6 · ждут результатов: 5", "сыграно", "Назад к идущему туру"),
])
def test_the_round_in_progress_in_bulgarian_and_russian(qtbot, half_played, tmp_path,
                                                       lang, words, played, back):
    store = data.open_copy(half_played, tmp_path)
    session = MatchSession(store, rng=random.Random(5))
    assert app_prefs.install_translators(lang)
    try:
        view = BalancesView(session)
        qtbot.addWidget(view)
        view.show()
        assert sheet_texts(view, 4)[RoundBalancesModel.DEALS] == words
        model = view.deals_model
        shown = {model.data(model.index(r, c)) for r in one_room_rows(view)
                 for c in (DealBalancesModel.NS_T1, DealBalancesModel.NS_T2)}
        assert shown == {played, ""}
        rooms = RoomsView(session)
        qtbot.addWidget(rooms)
        rooms.round_box.setCurrentIndex(0)
        assert rooms.round_picker.current_button.text() == back
        assert rooms.round_picker.back_offered
    finally:
        app_prefs.install_translators("en")
        store.close()
