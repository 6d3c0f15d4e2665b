"""Issue 47 in the core: the host is a person, and the laptop's view follows him.

Where each code sits is written here from spec §3's table (not read from the product's
format), and so is the rule of §13 for a person: of a deal not complete at both tables,
he may see only the result of the table where he plays it (the table of the code he
holds in the deal's round; a replay, in the deal's round's seats by the code he holds
now, §11); a director who does not play sees everything.
"""

from __future__ import annotations

import random

import gui_play_data as data
import pytest

from models.commands import SetExtra
from models.confirmations import Unconfirmed
from models.extras import Slot, table_key
from models.match import DealKey, ReplayAt, Seat, Settings, TableResult, new_match
from models.room_view import (
    command_hidden,
    host_rounds,
    laptop_room,
    laptop_seen,
    open_deals,
    room_match,
    safe_command,
)
from teams_app import operations as ops
from teams_app.store import MatchStore
from words import speaking
from words.steps import command_words

#: spec §3, round by round: table 1's S, N, W, E, then table 2's S, N, W, E
ROTATION = (
    ("A-1", "A-2", "B-3", "B-4", "B-1", "B-2", "A-3", "A-4"),
    ("A-1", "A-2", "B-1", "B-2", "B-3", "B-4", "A-3", "A-4"),
    ("A-1", "A-3", "B-4", "B-2", "B-3", "B-1", "A-2", "A-4"),
    ("A-1", "A-3", "B-1", "B-3", "B-2", "B-4", "A-2", "A-4"),
    ("A-1", "A-4", "B-2", "B-3", "B-1", "B-4", "A-2", "A-3"),
    ("A-1", "A-4", "B-1", "B-4", "B-2", "B-3", "A-2", "A-3"),
)
CODES = ("A-1", "A-2", "A-3", "A-4", "B-1", "B-2", "B-3", "B-4")


def spec_table(code: str, round_: int) -> int:
    """Where a code sits in a round, by spec §3's table."""
    return 1 if ROTATION[round_ - 1].index(code) < 4 else 2


def spec_hidden(match, code: str) -> set[tuple[DealKey, int]]:
    """The results a host holding ``code`` may not see (spec §13): of every deal whose
    current attempt lacks a result at a table, the other table's."""
    latest: dict[int, int] = {}
    for key, _t in match.results:
        latest[key.deal] = max(latest.get(key.deal, 0), key.attempt)
    for key in match.annulments:
        latest[key.deal] = max(latest.get(key.deal, 0), key.attempt)
    found = set()
    for (key, table) in match.results:
        current = DealKey(key.deal, latest[key.deal])
        complete = ((current, 1) in match.results and (current, 2) in match.results
                    and current not in match.annulments)
        mine = spec_table(code, (key.deal - 1) // 6 + 1)
        if not complete and table != mine:
            found.add((key, table))
    return found


def _shown(view, match) -> set[tuple[DealKey, int]]:
    return {slot for slot, result in view.results.items()
            if not result.hidden and slot in match.results}


@pytest.mark.parametrize("code", CODES)
def test_the_laptop_follows_the_host_round_by_round(tmp_path, code):
    store = data.make_store(tmp_path, host_player=code)
    rng = random.Random(CODES.index(code))
    assert [t for _r, t in host_rounds(store.match)] == [spec_table(code, r)
                                                       for r in range(1, 7)]
    for round_ in (1, 2, 3):
        for games in ({1: 2, 2: 4}, {1: 99, 2: 99}):
            data.play_round(store, round_, rng, games=games)
            match = store.match
            assert laptop_room(match) == spec_table(code, min(
                r for r in range(1, 7) if r == 6 or any(
                    (DealKey(d), t) not in match.results
                    for d in range(6 * r - 5, 6 * r + 1) for t in (1, 2))))
            view = room_match(match, laptop_seen(match))
            hidden = spec_hidden(match, code)
            assert _shown(view, match) == set(match.results) - hidden
            assert hidden or games[1] == 99  # mid-round, one table is ahead
    store.close()


def test_a_reserve_who_hosts_sees_all_until_he_comes_in_then_his_codes_table(tmp_path):
    seats = {code: Seat(player) for code, player in data.PLAYERS.items()}
    store = MatchStore.create(tmp_path / "reserve.match", new_match(
        "Lions", "Tigers", seats, reserves_b=("Rex",), settings=Settings(host_player="Rex")))
    ops.substitute(store, code="B-3", from_round=2, reserve="Rex")  # from round II on
    assert host_rounds(store.match) == [(1, None), (2, 2), (3, 2), (4, 1), (5, 1), (6, 2)]
    rng = random.Random(5)
    data.play_round(store, 1, rng, games={1: 2, 2: 4})
    assert laptop_room(store.match) is None  # round I: he does not play, sees all
    assert not any(r.hidden for r in room_match(
        store.match, laptop_seen(store.match)).results.values())
    data.play_round(store, 1, rng)
    data.play_round(store, 2, rng, games={1: 4, 2: 1})
    match = store.match
    assert laptop_room(match) == 2
    assert _shown(room_match(match, laptop_seen(match)), match) == set(
        match.results) - spec_hidden(match, "B-3")
    store.close()


def test_a_match_end_replay_is_seen_from_the_table_of_the_deals_round(tmp_path):
    """B-1 sits at table 2 in round I and at table 1 in round VI: a round-I deal replayed
    at the end of the match is played in round I's seats, so his laptop hides table 1's
    replay result (its origin table plays it first) until he has played it at table 2."""
    store = data.make_store(tmp_path, host_player="B-1")
    rng = random.Random(8)
    data.play_round(store, 1, rng)
    ops.annul_deal(store, deal=2, reason=4, replay_at=ReplayAt.MATCH_END)
    for round_ in range(2, 7):
        data.play_round(store, round_, rng, games={1: 6, 2: 6})  # not the replay
    replay = DealKey(2, 1)
    assert (replay, 1) not in store.match.results
    ops.enter_result(store, deal=2, table=1, text="3NT S 9", attempt=1)
    match = store.match
    assert laptop_room(match) == 1  # round VI: table 1
    seen = laptop_seen(match)
    assert seen == {d: spec_table("B-1", (d - 1) // 6 + 1) for d in range(1, 37)}
    view = room_match(match, seen)
    assert view.results[replay, 1].hidden  # table 1's replay: not his table for deal 2
    ops.enter_result(store, deal=2, table=2, text="4S N 10", attempt=1)
    match = store.match
    assert 2 not in open_deals(match)
    assert not room_match(match, laptop_seen(match)).results[replay, 1].hidden
    store.close()


def test_a_fixed_room_and_a_director_are_as_before(tmp_path):
    store = data.make_store(tmp_path, host_player="B-4", host_table=1)
    data.play_round(store, 1, random.Random(3), games={1: 1, 2: 5})
    match = store.match
    assert laptop_seen(match) == 1 and laptop_room(match) == 1
    ops.set_host_table(store, table=None)
    ops.set_host_player(store, player=None)
    assert laptop_seen(store.match) is None and laptop_room(store.match) is None
    assert room_match(store.match, None) is store.match
    store.close()


def test_a_hidden_result_waiting_for_its_confirmation_is_worded_as_played(tmp_path):
    """The cause of the host page's 500s: a result typed on table 2's phone, waiting for
    its other line, read by table 1's room.  Its hidden value keeps the result's shape;
    every language words it as played, with no contract."""
    store = data.make_store(tmp_path, host_player="A-1", phones_confirm=True)
    match = store.match
    result = TableResult.parse_entry("6NT S 13")
    waiting = Unconfirmed(DealKey(4), 2, result)
    step = SetExtra(Slot.UNCONFIRMED.value, table_key(DealKey(4), 2), waiting.to_value())
    assert command_hidden(match, laptop_seen(match), step.to_dict())
    safe = safe_command(match, laptop_seen(match), step)
    assert safe.value["hidden"] is True and "contract" not in str(safe.value)
    for lang, played in (("en", "played"), ("bg", "изиграно"), ("ru", "сыграна")):
        with speaking(lang):
            text = command_words(safe)
        assert played in text and "6" not in text.replace("4", ""), text
    # a table's own result waiting is worded with its contract
    own = safe_command(match, 2, step)
    assert own is step and "6NT" in command_words(own)
    store.close()
