"""Issue 32 item 3: the opening lead typed on a table's phone with the result (a match
setting, off by default).  The real server on 127.0.0.1, the real match file: the result
and its lead are stored in one step or refused together; with pre-dealt (or recorded)
hands a lead the opening leader did not hold is refused at once with the core's keyed
refusal, in the table's language; with the setting off a lead is refused."""

from __future__ import annotations

import json
import random

import gui_play_data as data
import pytest
from test_server import FAST, _id, call, get, post

import words
from models.notebook import predealt
from models.vocabulary import Direction
from teams_app import operations as ops
from teams_app.server.service import RoomServer
from teams_app.session import Session
from teams_app.store import MatchStore
from words import notation
from words.steps import entry_words

pytestmark = pytest.mark.usefixtures("collector_on_the_qt_thread")


def _session(tmp_path, *, leads: bool = True, predeal: bool = True) -> Session:
    store = data.make_store(tmp_path, phone_leads=leads)
    if predeal:
        ops.predeal(store, seed="issue-32-lead")
    return Session(store, rng=random.Random(7))


@pytest.fixture
def session(tmp_path):
    session = _session(tmp_path)
    yield session
    session.store.close()


@pytest.fixture
def server(qtbot, session):
    room = RoomServer(session, limits=FAST)
    room.start("127.0.0.1", 0)
    yield room
    room.stop()


def _held(session: Session, deal: int, direction: Direction, lang: str = "en"):
    """A card of ``direction``'s pre-dealt hand and one he did not hold, as ``lang``
    writes them, and the Card objects."""
    dealt = predealt(session.match, deal)
    assert dealt is not None
    hand = dealt[direction]
    inside = sorted(hand, key=str)[0]
    outside = sorted(dealt[direction.next], key=str)[0]
    assert inside in hand and outside not in hand
    return (notation.card_text(inside, lang), notation.card_text(outside, lang),
            inside, outside)


def _stored(session: Session, deal: int, table: int):
    with MatchStore.open(session.store.path, read_only=True) as reader:
        return reader.match.results.get((reader.match.current_key(deal), table))


def test_the_lead_is_stored_with_the_result_in_one_step(qtbot, server, session):
    url = server.url(1)
    status, state = get(qtbot, url + "api/state")
    assert status == 200 and state["lead"] is True
    post(qtbot, url + "api/draw", {"id": _id(1), "deal": 1})
    steps = []
    session.listen(steps.append)
    # declarer N: East leads; typed as Bulgarian writes it
    typed, _, card, _ = _held(session, 1, Direction.E, "bg")
    status, answer = post(qtbot, url + "api/result?lang=bg",
                          {"id": _id(2), "deal": 1, "entry": "4♠ С 10", "lead": typed})
    assert status == 200, answer
    assert answer["lead"] == typed
    assert len(steps) == 1 and entry_words(session.store.log()[-1]).endswith(
        f"lead {card.display}")
    stored = _stored(session, 1, 1)
    assert stored is not None and stored.lead == card and str(stored.contract) == "4S"
    row = next(g for g in answer["state"]["games"] if g["deal"] == 1)
    assert row["result"] == "4♠ С =" and row["lead"] == typed
    # undone on the laptop: the result and its lead go together
    session.run(ops.undo)
    assert _stored(session, 1, 1) is None


def test_a_lead_not_in_the_leaders_hand_is_refused_nothing_stored(qtbot, server, session):
    url = server.url(1)
    post(qtbot, url + "api/draw", {"id": _id(1), "deal": 1})
    steps = []
    session.listen(steps.append)
    for n, (lang, entry) in enumerate((("en", "4S N 10"), ("bg", "4♠ С 10"),
                                       ("ru", "4♠ С 10")), start=2):
        _, typed, _, outside = _held(session, 1, Direction.E, lang)
        status, answer = post(qtbot, url + f"api/result?lang={lang}",
                              {"id": _id(n), "deal": 1, "entry": entry, "lead": typed})
        assert status == 422, answer
        expected = words.word("error.lead_not_held", lang,
                              card=notation.card_text(outside, lang),
                              leader=notation.direction_name(Direction.E, lang))
        assert answer["error"] == expected
        assert _stored(session, 1, 1) is None and not steps
    # the words, as the issue has them
    assert "не е в ръката на Изток" in words.word(
        "error.lead_not_held", "bg", card="♠Р", leader=notation.direction_name(Direction.E, "bg"))
    # the same result without the lead is stored; the refused post's id is not spent on it
    status, answer = post(qtbot, url + "api/result", {"id": _id(9), "deal": 1,
                                                      "entry": "4S N 10"})
    assert status == 200 and answer["lead"] is None and len(steps) == 1


def test_a_retry_stores_nothing_twice(qtbot, server, session):
    url = server.url(1)
    post(qtbot, url + "api/draw", {"id": _id(1), "deal": 1})
    steps = []
    session.listen(steps.append)
    typed, _, card, _ = _held(session, 1, Direction.S)
    payload = {"id": _id(2), "deal": 1, "entry": "3NT E 9", "lead": typed, "attempt": 0}
    first = post(qtbot, url + "api/result", payload)
    again = post(qtbot, url + "api/result", payload)
    assert first[0] == again[0] == 200 and again[1]["repeated"] is True
    # the same post under a new id (the laptop restarted): the file has it, as typed
    third = post(qtbot, url + "api/result", {**payload, "id": _id(3)})
    assert third[0] == 200 and third[1]["repeated"] is True
    assert len(steps) == 1 and _stored(session, 1, 1).lead == card
    # another lead for the stored result is a second result: a correction is asked for
    other = next(c for c in sorted(predealt(session.match, 1)[Direction.S], key=str)
                 if c != card)
    status, answer = post(qtbot, url + "api/result",
                          {**payload, "id": _id(4), "lead": str(other)})
    assert status == 409 and len(steps) == 1
    status, answer = post(qtbot, url + "api/result",
                          {**payload, "id": _id(5), "lead": str(other), "replace": True})
    assert status == 200 and len(steps) == 2 and _stored(session, 1, 1).lead == other


def test_a_lead_on_a_passed_out_deal_and_a_bad_card_are_refused(qtbot, server, session):
    url = server.url(1)
    post(qtbot, url + "api/draw", {"id": _id(1), "deal": 1})
    status, answer = post(qtbot, url + "api/result?lang=ru",
                          {"id": _id(2), "deal": 1, "entry": "пас", "lead": "пК"})
    assert status == 422 and "первого хода нет" in answer["error"]
    for n, lead in enumerate(("Z9", "♠1", "SKQ"), start=3):
        status, answer = post(qtbot, url + "api/result",
                              {"id": _id(n), "deal": 1, "entry": "2H S 8", "lead": lead})
        assert status == 422 and answer["error"], (lead, answer)
    status, answer = post(qtbot, url + "api/result",
                          {"id": _id(7), "deal": 1, "entry": "2H S 8", "lead": 7})
    assert status == 400 and "lead" in answer["error"]
    assert _stored(session, 1, 1) is None


def test_without_known_hands_the_lead_is_stored_as_typed(qtbot, tmp_path):
    session = _session(tmp_path, predeal=False)
    room = RoomServer(session, limits=FAST)
    room.start("127.0.0.1", 0)
    try:
        url = room.url(1)
        post(qtbot, url + "api/draw", {"id": _id(1), "deal": 1})
        status, answer = post(qtbot, url + "api/result?lang=ru",
                              {"id": _id(2), "deal": 1, "entry": "4♠ С 10", "lead": "чД"})
        assert status == 200 and answer["lead"] == "♥Д"
        assert str(_stored(session, 1, 1).lead) == "HQ"
        # hands recorded at the table are checked too (the notebook's reference)
        ops.record_hands(session.store, deal=2, table=1, hands={"W": "AKQJ.AKQ.AKQ.AKQ"})
        session.refresh_all()
        post(qtbot, url + "api/draw", {"id": _id(3), "deal": 2})
        status, answer = post(qtbot, url + "api/result",
                              {"id": _id(4), "deal": 2, "entry": "1NT S 7", "lead": "ST"})
        assert status == 422 and answer["error"] == "♠10 is not in West's hand"
        status, answer = post(qtbot, url + "api/result",
                              {"id": _id(5), "deal": 2, "entry": "1NT S 7", "lead": "SJ"})
        assert status == 200
    finally:
        room.stop()
        session.store.close()


def test_the_setting_off_no_field_and_a_lead_is_refused(qtbot, tmp_path):
    session = _session(tmp_path, leads=False)
    room = RoomServer(session, limits=FAST)
    room.start("127.0.0.1", 0)
    try:
        url = room.url(1)
        status, state = get(qtbot, url + "api/state")
        assert state["lead"] is False
        post(qtbot, url + "api/draw", {"id": _id(1), "deal": 1})
        typed, _, _, _ = _held(session, 1, Direction.E, "bg")
        status, answer = post(qtbot, url + "api/result?lang=bg",
                              {"id": _id(2), "deal": 1, "entry": "4♠ С 10", "lead": typed})
        assert status == 422
        assert answer["error"] == words.word("phone.lead_off", "bg")
        assert _stored(session, 1, 1) is None
        # an empty lead is no lead: the result alone is stored
        status, answer = post(qtbot, url + "api/result",
                              {"id": _id(3), "deal": 1, "entry": "4S N 10", "lead": " "})
        assert status == 200 and _stored(session, 1, 1).lead is None
    finally:
        room.stop()
        session.store.close()


def test_the_other_table_never_sees_the_lead(qtbot, server, session):
    """Spec §13: the lead is part of the result: table 2's page does not get it before
    it played the deal, nor after (its own result only); nor does the host's page (the
    host plays at table 2), its last change included, nor the scoreboard (a deal shows
    there once both tables played it)."""
    session.run(ops.set_host_table, table=2)
    one, two = server.url(1), server.url(2)
    post(qtbot, one + "api/draw", {"id": _id(1), "deal": 1})
    typed, _, card, _ = _held(session, 1, Direction.E)
    assert post(qtbot, one + "api/result",
                {"id": _id(2), "deal": 1, "entry": "4S N 10", "lead": typed})[0] == 200
    for lang in ("en", "bg", "ru"):
        shown = (notation.card_text(card, lang), str(card))
        _, raw, _ = call(qtbot, two + f"api/state?lang={lang}")
        assert not any(c in raw.decode() for c in shown)
        row = next(g for g in json.loads(raw)["games"] if g["deal"] == 1)
        assert row["lead"] is None and row["result"] is None
        for url in (server.host_url(), server.scoreboard_url()):
            status, raw, _ = call(qtbot, url + f"api/state?lang={lang}")
            assert status == 200 and not any(c in raw.decode() for c in shown)
            assert "4♠" not in raw.decode()
    _, host = get(qtbot, server.host_url() + "api/state")
    assert host["undo"] is not None and "lead" not in host["undo"]
