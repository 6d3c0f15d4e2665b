"""What a room must do next (models/hints.py), against real match files."""

from __future__ import annotations

import random
import re

import gui_play_data as data

from models import envelopes, hints
from models.hints import GameStep, RoomHintKind
from models.match import DealKey
from models.scorecards import ScoreCard
from models.vocabulary import Direction
from teams_app import operations as ops
from teams_app.gui.demo import create_demo
from teams_app.store import MatchStore


def play(store, deal, table, text="PASS"):
    if deal not in store.match.draws:
        ops.draw_score_cards(store, deal=deal, rng=random.Random(deal))
    ops.enter_result(store, deal=deal, table=table, text=text)


def texts(match, round_, table) -> list[str]:
    return [h.text for h in hints.table_hints(match, round_, table)]


def test_next_game_hints_in_english_and_as_data(store):
    match = store.match
    first = hints.table_hints(match, 1, 2)[0]
    assert first.text == "Table 2: game 1, deal 4, South deals; draw score cards"
    assert (first.kind, first.table) == (RoomHintKind.NEXT_GAME, 2)
    assert first.params == {"game": 1, "deal": DealKey(4), "dealer": Direction.S,
                            "step": GameStep.DRAW_CARDS}
    ops.type_score_cards(store, deal=4, ns="NV0", ew="V20")
    first = hints.table_hints(match, 1, 2)[0]
    assert first.text.endswith("scores NS NV0, EW V20")
    assert first.params["step"] is GameStep.CARDS
    assert first.params["cards"] == (ScoreCard.parse("NV0"), ScoreCard.parse("V20"))
    for deal in (4, 5, 6):
        play(store, deal, 2)
    first = hints.table_hints(match, 1, 2)[0]
    assert first.text == ("Table 2: game 4, deal 1, South deals — wait: table 1 has not "
                          "played it yet")
    assert (first.params["step"], first.params["from_table"]) == (GameStep.WAIT_FOR, 1)
    play(store, 1, 1)
    assert texts(match, 1, 2)[0] == "Table 2: game 4, deal 1, South deals; envelopes from table 1"
    assert hints.table_hints(match, 1, 2)[0].params["step"] is GameStep.ENVELOPES_FROM
    for deal in (1, 2, 3):
        play(store, deal, 2)
    [wait] = [h for h in hints.table_hints(match, 1, 2) if h.kind is not RoomHintKind.ENVELOPES]
    assert wait.text == "Table 2: round 1 done — wait for table 1"
    assert (wait.kind, wait.params) == (RoomHintKind.WAIT_FOR_TABLE, {"round": 1, "other": 1})
    for deal in range(2, 7):
        play(store, deal, 1)
    [done] = [h for h in hints.table_hints(match, 1, 1) if h.kind is not RoomHintKind.ENVELOPES]
    assert done.text == "Table 1: round 1 finished — show the balance, then round 2"
    assert (done.kind, done.params) == (RoomHintKind.ROUND_FINISHED,
                                        {"round": 1, "next_round": 2})


def test_replacement_is_named(store):
    play(store, 4, 2)
    ops.annul_deal(store, deal=4, reason=2)
    first = hints.table_hints(store.match, 1, 2)[0]
    assert first.params["deal"] == DealKey(4, 1)
    # dealt again at once in its place (its cards had not left table 2)
    assert first.kind is RoomHintKind.REPLAY and first.params["here"]
    assert first.text.startswith("Table 2: game 1: deal 4 again (4R1) — same score cards ")
    assert first.text.endswith(", South deals")


def test_turning_hint_at_table_one(tmp_path):
    with data.make_store(tmp_path, turning=True) as store:
        for deal in (1, 2, 3):
            play(store, deal, 1)
        found = hints.table_hints(store.match, 1, 1)
        assert [h.kind for h in found[:2]] == [RoomHintKind.NEXT_GAME, RoomHintKind.TURN]
        assert "swap envelopes with your partner" in found[1].text
        assert RoomHintKind.TURN not in [h.kind for h in hints.table_hints(store.match, 1, 2)]


def test_turn_back_reminder_at_the_start_of_every_new_round(tmp_path):
    """Seed 003: at table 1 "в началото на всеки нов тур" the players swap envelopes with
    their partner back; round I starts unturned, so the reminder comes from round II."""
    with data.make_store(tmp_path, turning=True) as store:
        match = store.match
        assert RoomHintKind.TURN_BACK not in [h.kind for h in hints.table_hints(match, 1, 1)]
        for round_ in (1, 2):
            for deal in match.format.round_deals(round_):
                for table in (1, 2):
                    play(store, deal, table)
        found = hints.table_hints(match, 3, 1)
        assert [h.kind for h in found[:2]] == [RoomHintKind.NEXT_GAME, RoomHintKind.TURN_BACK]
        assert found[1].text == ("Table 1: round 3 starts — swap envelopes with your partner "
                                 "back (each player takes his own direction again)")
        assert found[1].params == {"round": 3}
        # table 2 never turns; after game 1 the reminder is gone; before game 4 it turns
        assert RoomHintKind.TURN_BACK not in [h.kind for h in hints.table_hints(match, 3, 2)]
        play(store, 13, 1)
        kinds = [h.kind for h in hints.table_hints(match, 3, 1)]
        assert RoomHintKind.TURN_BACK not in kinds and RoomHintKind.TURN not in kinds
        play(store, 14, 1)
        play(store, 15, 1)
        assert RoomHintKind.TURN in [h.kind for h in hints.table_hints(match, 3, 1)]
    (tmp_path / "plain").mkdir()
    with data.make_store(tmp_path / "plain", turning=False) as plain:
        for deal in plain.match.format.round_deals(1):
            for table in (1, 2):
                play(plain, deal, table)
        kinds = [h.kind for h in hints.table_hints(plain.match, 2, 1)]
        assert RoomHintKind.TURN_BACK not in kinds  # no turning: nothing to swap back


def test_envelope_steps_follow_the_room_hints(store):
    found = hints.table_hints(store.match, 1, 1)
    assert [h.kind for h in found] == [RoomHintKind.NEXT_GAME, RoomHintKind.ENVELOPES]
    assert found[1].envelope is not None
    assert found[1].envelope.kind is envelopes.HintKind.DEAL
    assert found[1].text == "Table 1: shuffle deck 1 and deal deal 1 (dealer South)"


def test_demo_match_hints_are_about_the_current_round_only(tmp_path):
    """The demo has results for rounds I-III (and round IV's originals) but no envelope
    state: no hint may send a room back to deals 1-18."""
    path = create_demo(tmp_path)
    with MatchStore.open(path) as store:
        match = store.match
        assert ops.current_round(match) == 4
        assert not match.extras.get(envelopes.SLOT)
        for table in (1, 2):
            words = texts(match, 4, table)
            numbers = {int(n) for text in words for n in re.findall(r"deal (\d+)", text)}
            assert numbers and numbers <= set(range(19, 25)), words
            found = hints.table_hints(match, 4, table)
            assert found[0].kind is RoomHintKind.NEXT_GAME
            # the envelopes: what the host does in round IV (carry, check), nothing older
            assert {h.envelope.kind for h in found[1:] if h.envelope is not None} <= {
                envelopes.HintKind.CARRY, envelopes.HintKind.CHECK, envelopes.HintKind.DEAL}
        # tracking may start now: the envelope view offers round IV's steps only
        for table in (1, 2):
            assert all(h.params.get("deal", 19) >= 19
                       for h in hints.envelope_hints(match, table, 4))


def test_demo_like_match_then_tracking_starts_in_round_four(store):
    for deal in range(1, 19):
        play(store, deal, store.match.format.slot(deal).origin_table)
        play(store, deal, store.match.format.slot(deal).other_table)
    assert ops.current_round(store.match) == 4
    for table in (1, 2):
        words = texts(store.match, 4, table)
        numbers = {int(n) for text in words for n in re.findall(r"deal (\d+)", text)}
        assert numbers <= set(range(19, 25)), words
    # deck 1 is in the white envelopes of round III, played at table 2 and not yet home:
    # table 1 waits for it (nobody deals with cards that are not in the room)
    assert texts(store.match, 4, 1)[1:] == [
        "Table 1: send envelopes 1–3 (blue) back to table 2",
        "Table 1: wait for deck 1 from table 2, then deal deal 19 (dealer West)"]

    def dealing(table: int) -> int:
        [deal] = [h.params["deal"] for h in hints.envelope_hints(store.match, table, 4)
                  if h.kind is envelopes.HintKind.DEAL]
        return deal
    # the envelope cache notices results: a result says the deal was dealt and played
    assert dealing(1) == 19
    play(store, 19, 1)
    assert dealing(1) == 20
