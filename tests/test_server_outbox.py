"""Posts kept on a phone and sent later (the page's outbox), on the real server: each ends
stored as typed on the attempt it was typed for, or refused with its reason — across
restarts of the server (new keys, the match file read again) and annulments meanwhile.

The server answers on the Qt thread; the requests go from worker threads (test_server's
helpers) while the test waits on Qt's event loop.
"""

from __future__ import annotations

import contextlib
import random
import tempfile
from pathlib import Path

import gui_play_data as data
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from test_server import FAST, _id, get, post

from models import queries
from models.errors import MatchCoreError
from models.match import DealKey, TableResult
from teams_app import operations as ops
from teams_app.server.service import RoomServer
from teams_app.session import Session
from teams_app.store import MatchStore

#: the HTTP clients are Python threads: the collector stays on the Qt thread
pytestmark = pytest.mark.usefixtures("collector_on_the_qt_thread")


class Laptop:
    """The match file served: ``restart`` is what stopping and starting ``serve`` does
    (the file read again, new keys, the seen client ids forgotten)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.store: MatchStore | None = None
        self.server: RoomServer | None = None
        self.start()

    def start(self) -> None:
        self.store = MatchStore.open(self.path)
        self.session = Session(self.store, rng=random.Random(5))
        self.server = RoomServer(self.session, limits=FAST)
        self.server.start("127.0.0.1", 0)

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server.deleteLater()
        if self.store is not None:
            self.store.close()
        self.server = self.store = None

    def restart(self) -> None:
        self.stop()
        self.start()

    @property
    def match(self):  # noqa: ANN201 - the session's Match
        return self.session.match

    def url(self, table: int) -> str:
        assert self.server is not None
        return self.server.url(table)


def _new_match(folder: Path) -> Path:
    store = data.make_store(folder)
    for deal in range(1, 7):  # round 1's score cards
        ops.draw_score_cards(store, deal=deal, rng=random.Random(deal))
    path = store.path
    store.close()
    return path


@pytest.fixture
def laptop(qtbot, tmp_path):
    served = Laptop(_new_match(tmp_path))
    yield served
    served.stop()


def _typed(laptop: Laptop, n: int, table: int, deal: int, entry: str, **extra):
    """A result as the page posts it: the match, the table and the attempt it was typed
    for (the attempt the table plays now, unless ``attempt`` says otherwise)."""
    attempt = extra.pop("attempt", None)
    if attempt is None:
        attempt = queries.result_key(laptop.match, deal, table).attempt
    return {"id": _id(n), "match": laptop.server.match_id, "table": table, "deal": deal,
            "attempt": attempt, "entry": entry, **extra}


def test_the_state_names_the_match_the_same_after_a_restart(qtbot, laptop, tmp_path):
    _, state = get(qtbot, laptop.url(1) + "api/state")
    first = state["match"]
    assert len(first) == 16 and first == laptop.server.match_id
    laptop.restart()
    _, state = get(qtbot, laptop.url(2) + "api/state")
    assert state["match"] == first
    (tmp_path / "other").mkdir()
    other = Laptop(_new_match(tmp_path / "other"))
    try:
        assert other.server.match_id != first
    finally:
        other.stop()


def test_a_result_typed_for_an_annulled_deal_never_lands_on_its_replay(qtbot, laptop):
    """Typed for deal 1; the laptop annuls deal 1 before the post arrives: refused with
    the reason, nothing on 1R1.  The replay typed for 1R1 is stored there."""
    typed = _typed(laptop, 1, 1, 1, "4S N 10")
    laptop.session.run(ops.annul_deal, deal=1, reason=2)
    status, answer = post(qtbot, laptop.url(1) + "api/result", typed)
    assert status == 409 and answer["error"].startswith("deal 1 was annulled (a player took")
    assert not laptop.match.results
    status, answer = post(qtbot, laptop.url(1) + "api/result?lang=bg", {**typed, "id": _id(2)})
    assert status == 409 and answer["error"].startswith("раздаване 1 е анулирано (")
    status, answer = post(qtbot, laptop.url(1) + "api/result?lang=ru", {**typed, "id": _id(3)})
    assert status == 409 and answer["error"].startswith("сдача 1 аннулирована (")
    replay = _typed(laptop, 4, 1, 1, "3NT S 9")
    assert replay["attempt"] == 1
    status, answer = post(qtbot, laptop.url(1) + "api/result", replay)
    assert status == 200 and answer["attempt"] == 1
    assert set(laptop.match.results) == {(DealKey(1, 1), 1)}
    # typed for 1R1, and the annulment lifted meanwhile: refused, not moved to deal 1
    laptop.session.run(ops.delete_result, deal=1, table=1, attempt=1)
    typed = _typed(laptop, 5, 1, 1, "2H S 8")
    laptop.session.run(ops.lift_annulment, deal=1)
    status, answer = post(qtbot, laptop.url(1) + "api/result", typed)
    assert status == 409 and answer["error"] == (
        "this was typed for deal 1R1; the table plays 1 now")
    assert not laptop.match.results
    # a correction typed before its deal was annulled: refused
    post(qtbot, laptop.url(1) + "api/result", _typed(laptop, 6, 1, 2, "PASS"))
    fix = _typed(laptop, 7, 1, 2, "1NT N 7", replace=True, was="Pass")
    laptop.session.run(ops.annul_deal, deal=2, reason=5)
    status, answer = post(qtbot, laptop.url(1) + "api/result", fix)
    assert status == 409 and answer["error"].startswith("deal 2 was annulled (cards were put")
    assert laptop.match.results[(DealKey(2, 0), 1)] == TableResult(None)


def test_a_post_for_another_table_or_match_is_refused(qtbot, laptop):
    typed = _typed(laptop, 1, 1, 1, "4S N 10")
    status, answer = post(qtbot, laptop.url(2) + "api/result", typed)
    assert status == 409 and answer["error"] == (
        "this was typed at table 1; this is table 2's address")
    status, answer = post(qtbot, laptop.url(1) + "api/result?lang=ru",
                          {**typed, "match": "0123456789abcdef"})
    assert status == 409 and answer["error"] == "это введено для другого матча"
    status, answer = post(qtbot, laptop.url(2) + "api/draw?lang=bg",
                          {"id": _id(2), "table": 1, "deal": 1})
    assert status == 409 and "маса 1" in answer["error"]
    assert not laptop.match.results
    assert post(qtbot, laptop.url(1) + "api/result", typed)[0] == 200


def test_a_result_sent_again_after_a_restart_answers_stored_and_writes_nothing(qtbot, laptop):
    typed = _typed(laptop, 1, 1, 1, "4S N 10")
    status, first = post(qtbot, laptop.url(1) + "api/result", typed)
    assert status == 200 and "repeated" not in first
    log = len(laptop.store.log())
    laptop.restart()     # the answer was lost; the phone sends it again from the new address
    status, again = post(qtbot, laptop.url(1) + "api/result", typed)
    assert status == 200 and again["repeated"] is True
    assert (again["result"], again["attempt"], again["ns_score"]) == (
        first["result"], first["attempt"], first["ns_score"])
    assert len(laptop.store.log()) == log
    # the same result typed twice (a second tap, a second phone): stored once, both told so
    status, twice = post(qtbot, laptop.url(1) + "api/result", {**typed, "id": _id(2)})
    assert status == 200 and twice["repeated"] is True and len(laptop.store.log()) == log
    # and after an annulment of that deal it is still the result stored as typed on 1
    laptop.session.run(ops.annul_deal, deal=1, reason=2)
    laptop.restart()
    status, late = post(qtbot, laptop.url(1) + "api/result", typed)
    assert status == 200 and late["repeated"] is True and late["attempt"] == 0
    assert (DealKey(1, 1), 1) not in laptop.match.results
    # a different result for the same deal is still a conflict, worded as before
    status, answer = post(qtbot, laptop.url(1) + "api/result",
                          _typed(laptop, 3, 1, 2, "PASS"))
    assert status == 200
    status, answer = post(qtbot, laptop.url(1) + "api/result",
                          _typed(laptop, 4, 1, 2, "1NT N 7", attempt=0))
    assert status == 409 and answer["error"].startswith("deal 2: this table's result is")


def test_a_correction_sent_again_does_not_undo_the_laptops_later_one(qtbot, laptop):
    post(qtbot, laptop.url(1) + "api/result", _typed(laptop, 1, 1, 1, "PASS"))
    fix = _typed(laptop, 2, 1, 1, "2S N 8", replace=True, was="Pass")
    assert post(qtbot, laptop.url(1) + "api/result", fix)[0] == 200
    # the host's fix
    laptop.session.run(ops.enter_result, deal=1, table=1, text="3S N 9", attempt=0)
    laptop.restart()
    status, answer = post(qtbot, laptop.url(1) + "api/result?lang=bg", fix)
    assert status == 409 and "3♠ С =" in answer["error"]
    assert str(laptop.match.results[(DealKey(1, 0), 1)].contract) == "3S"
    # a correction of what the page showed, in any of its languages
    status, _ = post(qtbot, laptop.url(1) + "api/result", {
        **_typed(laptop, 3, 1, 1, "4S N 10", replace=True), "was": "3♠ С ="})
    assert status == 200


# -- the property --------------------------------------------------------------------------

ENTRIES = ("PASS", "1NT N 7", "2S E 8", "3NT S 9", "4H W 10")
PROPERTY = settings(max_examples=25, deadline=None, derandomize=True, database=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture,
                                           HealthCheck.too_slow])

# one step: a result typed at a table (for the attempt it plays now, or a stale or a
# future one), the oldest kept post of a table sent (its answer lost or not), a post
# sent again from the wrong room or once more after it was settled, a restart of the
# laptop, an annulment on the laptop
STEP = st.one_of(
    st.tuples(st.just("type"), st.sampled_from((1, 2)), st.integers(1, 6),
              st.sampled_from(ENTRIES), st.sampled_from((0, 0, 0, -1, 1))),  # deals 1-6
    st.tuples(st.just("send"), st.sampled_from((1, 2)), st.booleans()),
    st.tuples(st.just("stray"), st.integers(0, 30)),
    st.tuples(st.just("again"), st.integers(0, 30)),
    st.tuples(st.just("restart")),
    st.tuples(st.just("annul"), st.integers(1, 6), st.booleans()),
)


@PROPERTY
@given(steps=st.lists(STEP, min_size=1, max_size=14))
# typed, the deal annulled, sent: refused; sent with its answer lost, a restart, the deal
# annulled, sent again: in as typed; the replay typed at the table that did not deal it
@example(steps=[("type", 1, 1, "PASS", 0), ("annul", 1, False), ("send", 1, False)])
@example(steps=[("type", 1, 2, "1NT N 7", 0), ("send", 1, True), ("restart",),
                ("annul", 2, False), ("send", 1, False), ("again", 0)])
@example(steps=[("type", 1, 1, "PASS", 0), ("send", 1, False), ("annul", 1, False),
                ("type", 2, 1, "2S E 8", 0), ("send", 2, False), ("type", 1, 1, "PASS", 0),
                ("send", 1, False), ("type", 2, 1, "2S E 8", 0), ("send", 2, False)])
def test_property_every_typed_result_is_stored_once_as_typed_or_refused(qtbot, steps):
    with tempfile.TemporaryDirectory() as folder:
        laptop = Laptop(_new_match(Path(folder)))
        try:
            _run(qtbot, laptop, steps)
        finally:
            laptop.stop()


def _run(qtbot, laptop: Laptop, steps) -> None:
    typed: list[dict] = []                    # every result typed, in order
    outbox: dict[int, list[int]] = {1: [], 2: []}   # each phone's kept posts (indexes)
    settled: dict[int, int] = {}              # index -> the status that settled it
    writes: dict[int, int] = {}               # index -> results it wrote

    def send(index: int, table: int) -> int:
        body = typed[index]
        before = dict(laptop.match.results)
        log = len(laptop.store.log())
        status, answer = post(qtbot, laptop.url(table) + "api/result", body)
        after = dict(laptop.match.results)
        key = DealKey(body["deal"], body["attempt"])
        slot = (key, body["table"])
        assert status in (200, 409, 422), (status, answer)   # no 5xx, no 404, no 400
        parsed = TableResult.parse_entry(body["entry"])
        held = before.get(slot)
        if held is not None and (held.contract, held.declarer, held.tricks) == (
                parsed.contract, parsed.declarer, parsed.tricks) and table == body["table"]:
            assert status == 200 and answer["repeated"]   # in as typed: success, no write
        if status != 200:
            assert answer["error"], answer                     # refused with its reason
            assert after == before and len(laptop.store.log()) == log
            return status
        assert table == body["table"] and answer["attempt"] == body["attempt"]
        stored = after[slot]
        assert (stored.contract, stored.declarer, stored.tricks) == (
            parsed.contract, parsed.declarer, parsed.tricks)     # stored as typed
        changed = {s for s in set(before) | set(after) if before.get(s) != after.get(s)}
        if answer.get("repeated"):
            assert not changed and len(laptop.store.log()) == log
        else:
            assert changed == {slot}                             # on its own attempt only
            writes[index] = writes.get(index, 0) + 1
            assert writes[index] == 1                             # once
        return status

    for step in steps:
        kind = step[0]
        if kind == "type":
            _, table, deal, entry, shift = step
            try:
                now = queries.result_key(laptop.match, deal, table).attempt
            except MatchCoreError:
                now = laptop.match.current_key(deal).attempt
            typed.append({"id": _id(len(typed)), "match": laptop.server.match_id,
                          "table": table, "deal": deal, "attempt": max(0, now + shift),
                          "entry": entry})
            outbox[table].append(len(typed) - 1)
        elif kind == "send" and outbox[step[1]]:
            table, lost = step[1], step[2]
            index = outbox[table][0]
            status = send(index, table)
            if not lost:                                 # the phone heard the answer
                settled[index] = status
                outbox[table].pop(0)
        elif kind == "stray" and typed:
            index = step[1] % len(typed)
            other = 3 - typed[index]["table"]
            status, answer = post(qtbot, laptop.url(other) + "api/result", typed[index])
            assert status == 409 and answer["error"]
        elif kind == "again" and settled:
            index = sorted(settled)[step[1] % len(settled)]
            send(index, typed[index]["table"])
        elif kind == "restart":
            laptop.restart()
        elif kind == "annul":
            with contextlib.suppress(MatchCoreError):    # refused on the laptop: fine
                laptop.session.run(ops.annul_deal, deal=step[1], reason=2, no_replay=step[2])
    # the phones send what they still keep until each gets its answer
    for table in (1, 2):
        for index in outbox[table]:
            settled[index] = send(index, table)
    assert set(settled) == set(range(len(typed)))
    # nothing stored anywhere but on an attempt some result was typed for, at its table
    typed_slots = {(DealKey(b["deal"], b["attempt"]), b["table"]) for b in typed}
    assert set(laptop.match.results) <= typed_slots
