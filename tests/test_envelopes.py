"""The envelope and deck state machine (models/envelopes.py; spec §5, §6, §11)."""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from collections.abc import Iterable
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from models.codec import command_data, command_from_data
from models.commands import Batch, Command, SetResult, annul
from models.envelopes import (
    SLOT,
    Action,
    DealEnvelopes,
    EnvelopeAction,
    EnvelopeId,
    HintKind,
    Location,
    Place,
    RestoreEnvelopes,
    Stage,
    all_envelopes,
    arrival_problems,
    carry_round,
    check_round,
    deal_envelopes,
    deal_stage,
    deck_count,
    deck_deals,
    deck_location,
    deck_of,
    envelope_location,
    envelopes_in_use,
    legal_actions,
    locations_for_round,
    next_actions,
    pack_all,
    proposed_annulments,
    receive_all,
    serial_text,
    stage_text,
)
from models.errors import InputError, MatchCoreError, MatchError
from models.match import (
    AnnulReason,
    Conditions,
    DealKey,
    Match,
    ReplayAt,
    Seat,
    Settings,
    TableResult,
    new_match,
)
from models.vocabulary import Direction
from words.steps import command_words

N, E, S, W = Direction.N, Direction.E, Direction.S, Direction.W
SWNE = (S, W, N, E)


def make_match(two_decks: bool = False, conditions: Conditions = Conditions.CARDS) -> Match:
    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    return new_match("Alpha", "Beta", seats,
                     settings=Settings(two_decks=two_decks, conditions=conditions))


def do(match: Match, deal: int, action: str, direction: Direction | None = None,
       **kw: Any) -> Command:
    return EnvelopeAction(deal, Action(action), direction, **kw).apply(match)


def advance(match: Match, deal: int, to: Stage) -> None:
    """Move one deal along the legal path up to a stage."""
    path: list[tuple[str, Direction | None]] = [
        ("deal", None), ("play_home", None), *[("pack", d) for d in SWNE],
        ("carry", None), *[("receive", d) for d in SWNE], ("play_away", None),
        ("return", None)]
    fmt = match.format
    slot = fmt.slot(deal)
    if to > Stage.PACKED and deck_count(match) == 6 and deal_stage(match, deal) < to:
        # six decks: the envelopes go over after all three originals of the table
        advance(match, deal, Stage.PACKED)
        for serial in range(1, fmt.originals_per_table + 1):
            sibling = fmt.deal_number(slot.round, slot.origin_table, serial)
            if deal_stage(match, sibling) < Stage.PACKED:
                advance(match, sibling, Stage.PACKED)
    while deal_stage(match, deal) < to:
        state = copy.deepcopy(match.extras.get(SLOT, {}).get(str(deal)))
        checked = match.extras.get(SLOT, {}).get(str(deal), {}).get("arrival", {})
        for action, direction in path:
            if action == "receive" and direction is not None and direction.name in checked:
                continue  # a re-check is legal but no progress
            try:
                do(match, deal, action, direction)
            except MatchError:
                continue
            break
        assert match.extras.get(SLOT, {}).get(str(deal)) != state, f"deal {deal} stuck"


def stable(match: Match) -> dict[str, Any]:
    return copy.deepcopy(match.extras)


# -- invariants checked along every path -------------------------------------------------------


def check_invariants(match: Match) -> None:
    fmt = match.format
    view = locations_for_round(match, 1)
    assert len(view.envelopes) == 24 == fmt.envelopes
    assert set(view.envelopes) == set(all_envelopes(fmt))
    assert sum(view.count(p) for p in Place) == 24
    assert len(view.decks) == deck_count(match)
    # whose cards each envelope holds agrees with the envelope's identity and the deck
    places_of_deal: dict[int, set[tuple[Place, int | None]]] = {}
    for env, loc in view.envelopes.items():
        assert loc == envelope_location(match, env.table, env.direction, env.serial)
        if loc.place is Place.IN_TRANSIT:
            assert loc.to_table == 3 - env.table
        else:
            assert loc.to_table is None
        if loc.deal is None:
            continue
        slot = fmt.slot(loc.deal)
        assert (slot.origin_table, slot.serial) == (env.table, env.serial)
        places_of_deal.setdefault(loc.deal, set()).add((loc.place, loc.to_table))
        deck_loc = view.decks[deck_of(match, loc.deal)]
        assert deck_loc.deal == loc.deal, (env, loc, deck_loc)
        assert (deck_loc.place, deck_loc.to_table) == (loc.place, loc.to_table)
    # a deal is never at both tables (nor at a table and on the way)
    for deal, places in places_of_deal.items():
        assert len(places) == 1, (deal, places)
    stages = {d: deal_stage(match, d) for d in range(1, fmt.deals + 1)}
    # envelopes of a packed deal, until played at the other table, all hold its cards
    for deal, stage in stages.items():
        slot = fmt.slot(deal)
        if Stage.PACKED <= stage <= Stage.RECEIVED:
            for d in Direction:
                assert envelope_location(match, slot.origin_table, d, slot.serial).deal == deal
    # at most one deal in the players' hands at each table
    in_hands = Counter(fmt.slot(d).origin_table for d, s in stages.items()
                       if s in (Stage.DEALT, Stage.PLAYED_HOME))
    assert all(n <= 1 for n in in_hands.values())
    # envelopes serve one deal at a time: earlier rounds of a serial are home
    for table in (1, 2):
        for serial in (1, 2, 3):
            chain = [stages[fmt.deal_number(r, table, serial)] for r in range(1, 7)]
            started = [i for i, s in enumerate(chain) if s is not Stage.NOT_DEALT]
            if started:
                assert all(chain[i] is Stage.RETURNED for i in started[:-1])
                assert started == list(range(len(started)))
    # a deck serves one deal at a time
    for deck, loc in view.decks.items():
        chain = [stages[d] for d in deck_deals(match, deck)]
        started = [i for i, s in enumerate(chain) if s is not Stage.NOT_DEALT]
        assert started == list(range(len(started)))
        assert all(chain[i] >= Stage.PLAYED_AWAY for i in started[:-1])
        assert loc.deal == (deck_deals(match, deck)[started[-1]] if started else None)


def apply_and_check_undo(match: Match, command: Command) -> Command:
    """Apply, undo, redo; the undo restores the extras exactly.  Returns the inverse."""
    before = stable(match)
    inverse = command.apply(match)
    after = stable(match)
    assert after != before
    redo = inverse.apply(match)
    assert match.extras == before
    assert json.loads(json.dumps(command_data(inverse))) == command_data(inverse)
    assert command_data(command_from_data(command_data(inverse))) == command_data(inverse)
    command.apply(match)
    assert match.extras == after
    del redo
    return inverse


# -- legal paths ---------------------------------------------------------------------------------


def test_one_deal_through_its_whole_life_with_locations() -> None:
    match = make_match()
    assert not envelopes_in_use(match)
    deal = 5  # round 1, table 2, serial 2: deck 5, blue envelopes 2
    assert deck_of(match, deal) == 5
    assert deal_stage(match, deal) is Stage.NOT_DEALT
    west = (2, W, 2)
    assert envelope_location(match, *west) == Location(Place.TABLE_2, note="empty")
    assert deck_location(match, 5) == Location(Place.TABLE_2, note="not used yet")

    inverse = do(match, deal, "deal")
    assert envelopes_in_use(match)
    inverse.apply(match)
    assert not envelopes_in_use(match) and match.extras == {}
    do(match, deal, "deal")
    assert deal_stage(match, deal) is Stage.DEALT
    assert envelope_location(match, *west) == Location(Place.TABLE_2, note="empty")
    assert deck_location(match, 5) == Location(Place.TABLE_2, 5,
                                               note="in the players' hands (deal 5)")
    do(match, deal, "play_home")
    for d in (S, N, E):
        do(match, deal, "pack", d)
        assert deal_stage(match, deal) is Stage.PLAYED_HOME
    assert envelope_location(match, *west).deal is None
    assert envelope_location(match, 2, S, 2).deal == 5
    with pytest.raises(MatchError, match="^deal 5: cannot carry it to table 1: "
                                         "West's envelope is not packed yet$"):
        do(match, deal, "carry")
    do(match, deal, "pack", W)
    assert deal_stage(match, deal) is Stage.PACKED
    assert str(envelope_location(match, *west)) == "at table 2, West's cards of deal 5"
    with pytest.raises(MatchError, match="^deal 5: cannot carry it to table 1: the "
                       "envelopes go over after the table's three originals: deal 4, 6 "
                       "are not played and packed yet$"):
        do(match, deal, "carry")
    advance(match, 4, Stage.PACKED)
    advance(match, 6, Stage.PACKED)

    do(match, deal, "carry")
    assert deal_stage(match, deal) is Stage.IN_TRANSIT
    assert envelope_location(match, *west) == Location(
        Place.IN_TRANSIT, 5, 1, "West's cards of deal 5")
    assert str(deck_location(match, 5)) == "on the way to table 1, in the envelopes of deal 5"
    assert stage_text(match, deal) == "on the way to table 1"

    do(match, deal, "receive", S, cards=13, score_cards=True)
    assert stage_text(match, deal) == "at table 1, 1 of 4 envelopes checked"
    assert envelope_location(match, *west).place is Place.TABLE_1
    for d in (W, N, E):
        do(match, deal, "receive", d)
    assert deal_stage(match, deal) is Stage.RECEIVED
    do(match, deal, "play_away")
    assert deal_stage(match, deal) is Stage.PLAYED_AWAY
    assert envelope_location(match, *west).place is Place.TABLE_1
    do(match, deal, "return")
    assert deal_stage(match, deal) is Stage.RETURNED
    assert envelope_location(match, *west) == Location(Place.TABLE_2, 5,
                                                       note="West's cards of deal 5")
    assert deck_location(match, 5).place is Place.TABLE_2
    assert match.extras[SLOT]["5"] == {
        "stage": "returned", "packed": ["N", "E", "S", "W"],
        "arrival": {d: {"cards": 13, "score_cards": True} for d in "NESW"}}
    # the next round's deal of the same serial takes the deck and the envelopes
    do(match, 11, "deal")
    assert envelope_location(match, *west) == Location(Place.TABLE_2, note="empty")
    assert deck_location(match, 5).deal == 11
    check_invariants(match)


def play(match: Match, deal: int, table: int) -> None:
    """A result typed at a table (a passed-out deal: no score cards needed)."""
    SetResult(DealKey(deal), table, TableResult.parse("PASS")).apply(match)


@pytest.mark.parametrize("two_decks", [False, True], ids=["six-decks", "two-decks"])
def test_whole_match_by_results_and_the_hints(two_decks: bool) -> None:
    """Results typed in play order plus what next_actions asks of the host take every
    deal through its life; a round costs each table two actions (packed and carried; all
    there), with six decks and with two.  Sending the envelopes back is offered, never
    needed: the results say it."""
    match = make_match(two_decks)
    fmt = match.format
    actions = Counter()
    kinds = Counter()
    for round_ in range(1, 7):
        for game in range(6):
            moved = True
            while moved:
                moved = False
                for table in (1, 2):
                    for hint in next_actions(match, table, round_):
                        assert hint.text.startswith(f"Table {table}: ")
                        if hint.command is not None and hint.kind is not HintKind.RETURN:
                            hint.command.apply(match)
                            actions[(round_, table)] += 1
                            kinds[hint.kind] += 1
                            moved = True
                            break
            for table in (1, 2):
                deal = fmt.play_order(round_, table, two_decks)[game].deal
                if fmt.slot(deal).origin_table != table:
                    assert deal_stage(match, deal) is Stage.RECEIVED, (deal, table)
                play(match, deal, table)
            check_invariants(match)
        for table in (1, 2):  # the last sent deal of the round needs no envelope action
            assert [h for h in next_actions(match, table, round_)
                    if h.command and h.kind is not HintKind.RETURN] == []
    assert all(deal_stage(match, d) is Stage.RETURNED for d in range(1, 31))
    # the last round's envelopes stay where they were played (two decks: the emptied
    # ones went home with the cards dealt again from them)
    last = (33, 36) if two_decks else range(31, 37)
    assert [d for d in range(31, 37) if deal_stage(match, d) is Stage.PLAYED_AWAY] == [
        *last]
    assert set(actions.values()) == {2}  # carry and check, per table and round
    assert sorted(actions) == [(r, t) for r in range(1, 7) for t in (1, 2)]
    assert kinds == {HintKind.CARRY: 12, HintKind.CHECK: 12}
    if not two_decks:
        for deck in range(1, 7):
            assert deck_location(match, deck).deal == 30 + deck
    else:
        # the last round's envelopes stay where they were played last
        assert deck_location(match, 1) == Location(Place.TABLE_1, 36,
                                                   note="in the envelopes of deal 36")


def test_hints_in_play_order_six_decks() -> None:
    match = make_match()
    texts = [h.text for h in next_actions(match, 1, 1)]
    assert texts == ["Table 1: shuffle deck 1 and deal deal 1 (dealer South)"]
    assert next_actions(match, 1, 1)[0].command is None  # the result records it
    play(match, 1, 1)
    play(match, 2, 1)
    assert [h.text for h in next_actions(match, 1, 1)] == [
        "Table 1: shuffle deck 3 and deal deal 3 (dealer North)"]  # not carried after two
    play(match, 3, 1)
    assert [h.text for h in next_actions(match, 1, 1)] == [
        "Table 1: carry envelopes 1–3 (white) to table 2"]
    command = next_actions(match, 1, 1)[0].command
    assert isinstance(command, Batch)
    command.apply(match)
    assert [h.text for h in next_actions(match, 1, 1)] == []
    assert [h.text for h in next_actions(match, 2, 1)] == [
        "Table 2: shuffle deck 4 and deal deal 4 (dealer South)",
        "Table 2: check envelopes 1–3 (white) from table 1 on arrival (13 cards each, "
        "score cards)"]
    # a deal recorded played by hand (no result yet) is packed by the carry
    do(match, 4, "deal")
    do(match, 4, "play_home")
    do(match, 4, "pack", S)
    play(match, 5, 2)
    play(match, 6, 2)
    [carry] = [h for h in next_actions(match, 2, 1) if h.kind is HintKind.CARRY]
    assert carry.text == "Table 2: carry envelopes 1–3 (blue) to table 1"
    assert carry.command is not None
    carry.command.apply(match)
    assert {deal_stage(match, d) for d in (4, 5, 6)} == {Stage.IN_TRANSIT}
    # both tables played everything: table 2 sends table 1's envelopes home
    for deal in (1, 2, 3):
        play(match, deal, 2)
    assert [h.text for h in next_actions(match, 2, 1)] == [
        "Table 2: send envelopes 1–3 (white) back to table 1"]
    sent_back = next_actions(match, 2, 1)[0].command  # the host may say so at once
    assert isinstance(sent_back, Batch)
    inverse = sent_back.apply(match)
    assert {deal_stage(match, d) for d in (1, 2, 3)} == {Stage.RETURNED}
    assert next_actions(match, 2, 1) == []
    inverse.apply(match)
    play(match, 7, 1)  # round II at table 1: the envelopes came home
    assert {deal_stage(match, d) for d in (1, 2, 3)} == {Stage.RETURNED}
    assert [h.text for h in next_actions(match, 2, 1)] == []


def test_drawing_the_next_originals_score_cards_says_the_envelopes_came_home() -> None:
    """The send-back hint goes once the home table draws the score cards of its next
    original (spec §6: drawn at the table just before it is dealt, from the deck that
    came home in those envelopes), not only when that deal's result comes in."""
    from models.commands import SetScoreCards
    from models.scorecards import ScoreCard

    match = make_match()
    played_without_envelopes(match, range(1, 7))
    back = [h for h in next_actions(match, 2, 2) if h.kind is HintKind.RETURN]
    assert [h.text for h in back] == ["Table 2: send envelopes 1–3 (white) back to table 1"]
    inverse = SetScoreCards(7, ScoreCard.parse("NV0"), ScoreCard.parse("V20")).apply(match)
    assert {deal_stage(match, d) for d in (1, 2, 3)} == {Stage.RETURNED}
    assert [h for h in next_actions(match, 2, 2) if h.kind is HintKind.RETURN] == []
    # table 2's envelopes are still at table 1: its own draw says nothing about them
    assert {deal_stage(match, d) for d in (4, 5, 6)} == {Stage.PLAYED_AWAY}
    inverse.apply(match)  # undone: the hint is back
    assert [h.text for h in next_actions(match, 2, 2) if h.kind is HintKind.RETURN] == [
        "Table 2: send envelopes 1–3 (white) back to table 1"]
    # a draw for a deal whose envelopes were not played at the other table proves nothing
    match = make_match()
    played_without_envelopes(match, (1, 2, 3), tables=(1,))
    SetScoreCards(7, ScoreCard.parse("NV0"), ScoreCard.parse("V20")).apply(match)
    assert {deal_stage(match, d) for d in (1, 2, 3)} == {Stage.PACKED}
    check_invariants(match)


def test_hints_carry_what_is_left_after_a_single_carry() -> None:
    match = make_match()
    for deal in (1, 2, 3):
        advance(match, deal, Stage.PACKED)
    do(match, 2, "carry")  # an exception: carried alone, once all three were packed
    hints = next_actions(match, 1, 1)
    assert [h.text for h in hints] == ["Table 1: carry envelopes 1, 3 (white) to table 2"]
    assert hints[0].command is not None
    hints[0].command.apply(match)
    assert {deal_stage(match, d) for d in (1, 2, 3)} == {Stage.IN_TRANSIT}


def test_hints_two_decks_alternate() -> None:
    match = make_match(two_decks=True)
    advance(match, 1, Stage.PACKED)
    assert [h.text for h in next_actions(match, 1, 1)] == [
        "Table 1: carry envelopes 1 (white) to table 2 — and the round's next ones as "
        "they come"]
    advance(match, 4, Stage.PACKED)
    advance(match, 1, Stage.PLAYED_AWAY)
    # table 2 now deals its second original with deck 1, which just came from table 1
    assert next_actions(match, 2, 1)[0].text == (
        "Table 2: shuffle deck 1 and deal deal 5 (dealer West)")


def test_two_decks_one_carry_and_one_check_cover_the_round() -> None:
    """Two decks: each original goes over once played, but the host says so once per
    table and round; the round's next originals then go over, and are found complete, as
    their results come in.  The emptied envelopes go home with the cards dealt again
    from them; a short envelope is still reported by hand."""
    match = make_match(two_decks=True)
    play(match, 1, 1)
    play(match, 4, 2)
    [carry] = next_actions(match, 1, 1)
    assert carry.kind is HintKind.CARRY and carry.params["rest"] is True
    assert carry.command is not None
    carry.command.apply(match)
    [check] = [h for h in next_actions(match, 2, 1) if h.kind is HintKind.CHECK]
    assert check.text == ("Table 2: check envelopes 1 (white) from table 1 on arrival (13 "
                          "cards each, score cards) — and the round's next ones as they "
                          "come")
    assert check.command is not None
    check.command.apply(match)
    play(match, 1, 2)
    hints = next_actions(match, 2, 1)
    assert [h.kind for h in hints] == [HintKind.DEAL, HintKind.CARRY, HintKind.RETURN]
    assert hints[2].text == "Table 2: send envelopes 1 (white) back to table 1"
    assert hints[2].command is None  # its cards are dealt again here first (deal 5)
    # table 2's first original goes over; table 1 checks it: both tables said it once
    [carry2] = [h for h in next_actions(match, 2, 1) if h.kind is HintKind.CARRY]
    assert carry2.params["deals"] == (4,) and carry2.command is not None
    carry2.command.apply(match)
    [check1] = [h for h in next_actions(match, 1, 1) if h.kind is HintKind.CHECK]
    assert check1.params["deals"] == (4,) and check1.command is not None
    check1.command.apply(match)
    play(match, 4, 1)
    # from here the results alone take the round's next originals over
    assert [h.text for h in next_actions(match, 1, 1)] == [
        "Table 1: shuffle deck 2 and deal deal 2 (dealer West)",
        "Table 1: send envelopes 1 (blue) back to table 2"]
    play(match, 2, 1)  # dealt again with deck 2 at table 1
    assert deal_stage(match, 2) is Stage.RECEIVED  # carried and checked as it came
    assert deal_stage(match, 4) is Stage.RETURNED  # the empties went with deal 2
    assert deal_stage(match, 1) is Stage.PLAYED_AWAY
    play(match, 5, 2)  # deck 1 dealt again at table 2: deal 5 takes the empties home
    assert deal_stage(match, 5) is Stage.RECEIVED
    assert deal_stage(match, 1) is Stage.RETURNED
    assert next_actions(match, 1, 1) == next_actions(match, 2, 1) == []
    # a short envelope of a deal found complete by the standing check: by hand
    check_round(match, 2, 1, (2, W, 12)).apply(match)
    assert [p.deal for p in proposed_annulments(match)] == [2]
    assert deal_envelopes(match, 2).arrival[W].cards == 12
    assert deal_envelopes(match, 2).arrival[N].cards == 13
    # undoing the host's carry of deal 1 undoes what it covered
    match2 = make_match(two_decks=True)
    play(match2, 1, 1)
    inverse = carry_round(match2, 1, 1).apply(match2)
    play(match2, 4, 2)
    play(match2, 4, 1)
    play(match2, 2, 1)
    assert deal_stage(match2, 2) is Stage.IN_TRANSIT
    inverse.apply(match2)
    assert deal_stage(match2, 2) is Stage.PACKED
    check_invariants(match)
    check_invariants(match2)


# -- refusals ----------------------------------------------------------------------------------

# (stage to reach, extra preparation, the legal moves from there)
ALL_MOVES = [(a, d) for a in Action for d in ((None,) if a not in (Action.PACK, Action.RECEIVE)
                                               else SWNE)]
LEGAL: dict[str, set[tuple[str, Direction | None]]] = {
    "not dealt": {("deal", None)},
    "dealt": {("play_home", None)},
    "played, none packed": {("pack", d) for d in SWNE},
    "played, S W packed": {("pack", N), ("pack", E)},
    "packed": {("carry", None)},
    "in transit": {("receive", d) for d in SWNE},
    "two checked": {("receive", N), ("receive", E)},  # S, W: the same findings again
    "received": {("play_away", None)},
    "played away": {("return", None)},
    "returned": set(),
}


def reach(name: str) -> Match:
    match = make_match()
    deal = 1
    target, extra = {
        "not dealt": (Stage.NOT_DEALT, []),
        "dealt": (Stage.DEALT, []),
        "played, none packed": (Stage.PLAYED_HOME, []),
        "played, S W packed": (Stage.PLAYED_HOME, [("pack", S), ("pack", W)]),
        "packed": (Stage.PACKED, []),
        "in transit": (Stage.IN_TRANSIT, []),
        "two checked": (Stage.IN_TRANSIT, [("receive", S), ("receive", W)]),
        "received": (Stage.RECEIVED, []),
        "played away": (Stage.PLAYED_AWAY, []),
        "returned": (Stage.RETURNED, []),
    }[name]
    advance(match, deal, target)
    if target is Stage.PACKED:
        for sibling in (2, 3):
            advance(match, sibling, Stage.PACKED)
    for action, direction in extra:
        do(match, deal, action, direction)
    return match


@pytest.mark.parametrize("name", list(LEGAL))
def test_every_move_from_every_stage(name: str) -> None:
    for action, direction in ALL_MOVES:
        match = reach(name)
        before = stable(match)
        command = EnvelopeAction(1, action, direction)
        if (action.value, direction) in LEGAL[name]:
            apply_and_check_undo(match, command)
            check_invariants(match)
        else:
            with pytest.raises(MatchError, match=r"^deal 1: cannot [a-z]") as info:
                command.apply(match)
            assert match.extras == before, (name, action, direction)
            assert len(info.value.reason) > 30
        assert {(c.action.value, c.direction)
                for c in legal_actions(reach(name), 1)} == LEGAL[name]


@pytest.mark.parametrize(("name", "action", "direction", "message"), [
    ("not dealt", "play_home", None, "deal 1: cannot play it at table 1: it is not dealt yet"),
    ("dealt", "deal", None,
     "deal 1: cannot deal it at table 1: it was dealt already (it is being played at "
     "table 1)"),
    ("dealt", "pack", S,
     "deal 1: cannot pack South's envelope: it is not played at table 1 yet (it is being "
     "played at table 1)"),
    ("played, S W packed", "pack", W,
     "deal 1: cannot pack West's envelope: West's envelope is packed already"),
    ("played, S W packed", "carry", None,
     "deal 1: cannot carry it to table 2: North's and East's envelopes are not packed yet"),
    ("packed", "receive", N,
     "deal 1: cannot check North's envelope at table 2: its envelopes were not carried "
     "yet (it is packed at table 1)"),
    ("in transit", "play_away", None,
     "deal 1: cannot play it at table 2: South's, West's, North's and East's envelopes "
     "are not checked on arrival yet"),
    ("two checked", "play_away", None,
     "deal 1: cannot play it at table 2: North's and East's envelopes are not checked on "
     "arrival yet"),
    ("two checked", "receive", W,
     "deal 1: cannot check West's envelope at table 2: it was checked already with the "
     "same findings (13 cards, score cards there)"),
    ("received", "return", None,
     "deal 1: cannot return its envelopes to table 1: it is not played at table 2 yet "
     "(it is checked in at table 2)"),
    ("played away", "receive", E,
     "deal 1: cannot check East's envelope at table 2: it was played at table 2 already "
     "(it is played at both tables, envelopes at table 2)"),
    ("returned", "return", None,
     "deal 1: cannot return its envelopes to table 1: its envelopes are back at table 1 "
     "already"),
])
def test_refusal_messages(name: str, action: str, direction: Direction | None,
                          message: str) -> None:
    match = reach(name)
    with pytest.raises(MatchError) as info:
        do(match, 1, action, direction)
    assert str(info.value) == message


def test_a_table_plays_one_deal_at_a_time() -> None:
    match = make_match()
    do(match, 1, "deal")
    before = stable(match)
    with pytest.raises(MatchError, match="^deal 2: cannot deal it at table 1: the cards of "
                                         r"deal 1 are still out at table 1 \(being played"):
        do(match, 2, "deal")
    do(match, 1, "play_home")
    do(match, 1, "pack", S)
    with pytest.raises(MatchError, match="1 of 4 envelopes packed"):
        do(match, 2, "deal")
    assert deal_stage(match, 2) is Stage.NOT_DEALT
    for d in (W, N, E):
        do(match, 1, "pack", d)
    do(match, 2, "deal")  # table 1 is free again; the other table never was busy
    do(match, 4, "deal")
    assert before != match.extras
    # a sent deal is not played while the table's own cards are out
    advance(match, 4, Stage.PACKED)
    advance(match, 4, Stage.RECEIVED)
    with pytest.raises(MatchError, match="^deal 4: cannot play it at table 1: the cards of "
                                         "deal 2 are still out at table 1"):
        do(match, 4, "play_away")
    advance(match, 2, Stage.PACKED)
    do(match, 4, "play_away")


def test_six_decks_next_round_waits_for_the_deck_and_envelopes() -> None:
    match = make_match()
    for stage in (Stage.NOT_DEALT, Stage.DEALT, Stage.PACKED, Stage.RECEIVED):
        advance(match, 2, stage)
        before = stable(match)
        with pytest.raises(MatchError, match=r"^deal 8: cannot deal it at table 1: deck 2 "
                                             r"and envelopes 2 \(white\) are still out "
                                             "with deal 2 .*: they come back after it is "
                                             "played at table 2$"):
            do(match, 8, "deal")
        assert match.extras == before
    advance(match, 2, Stage.PLAYED_AWAY)
    assert deal_stage(match, 2) is Stage.PLAYED_AWAY
    do(match, 8, "deal")  # dealing it proves the deck and envelopes came home
    assert deal_stage(match, 2) is Stage.RETURNED
    assert deck_location(match, 2).deal == 8


def test_two_decks_deck_follows_the_deals() -> None:
    match = make_match(two_decks=True)
    assert [deck_of(match, d) for d in range(1, 13)] == [1, 2, 1, 2, 1, 2, 2, 1, 2, 1, 2, 1]
    assert deck_deals(match, 1)[:6] == [1, 5, 3, 10, 8, 12]
    assert deck_location(match, 1) == Location(Place.TABLE_1, note="not used yet")
    assert deck_location(match, 2) == Location(Place.TABLE_2, note="not used yet")
    advance(match, 1, Stage.PACKED)
    before = stable(match)
    with pytest.raises(MatchError, match=r"^deal 2: cannot deal it at table 1: deck 2 is "
                                         r"still with deal 4 \(not dealt yet\)"):
        do(match, 2, "deal")
    assert match.extras == before
    advance(match, 4, Stage.RECEIVED)
    with pytest.raises(MatchError, match="deck 2 is still with deal 4"):
        do(match, 2, "deal")
    do(match, 4, "play_away")
    with pytest.raises(MatchError, match="^deal 4: cannot return its envelopes to table 2: "
                                         "with two decks its cards are dealt again at "
                                         "table 1 for deal 2 first$"):
        do(match, 4, "return")
    assert envelope_location(match, 2, N, 1).deal == 4
    do(match, 2, "deal")
    # deal 4's envelopes are empty now: deck 2 is in the players' hands at table 1
    assert envelope_location(match, 2, N, 1) == Location(Place.TABLE_1, note="empty")
    assert deck_location(match, 2) == Location(Place.TABLE_1, 2,
                                               note="in the players' hands (deal 2)")
    do(match, 4, "return")
    assert envelope_location(match, 2, N, 1) == Location(Place.TABLE_2, note="empty")
    check_invariants(match)


def test_refusals_of_bad_input() -> None:
    with pytest.raises(InputError, match="say which direction"):
        EnvelopeAction(1, Action.PACK)
    with pytest.raises(InputError, match="give no direction"):
        EnvelopeAction(1, Action.CARRY, W)
    with pytest.raises(InputError, match="a count is 0-52"):
        EnvelopeAction(1, Action.RECEIVE, W, cards=53)
    with pytest.raises(InputError, match="a count is 0-52"):
        EnvelopeAction(1, Action.RECEIVE, W, cards=-1)
    with pytest.raises(InputError, match="must be a number"):
        EnvelopeAction(1, Action.RECEIVE, W, cards="12")  # type: ignore[arg-type]
    with pytest.raises(InputError, match="only receive records"):
        EnvelopeAction(1, Action.PACK, W, cards=13)
    with pytest.raises(InputError, match='"fly": envelope action must be one of deal, '):
        EnvelopeAction(1, "fly")  # type: ignore[arg-type]
    with pytest.raises(InputError, match="direction must be"):
        EnvelopeAction(1, "pack", "Q")  # type: ignore[arg-type]
    assert EnvelopeAction(1, "pack", "w") == EnvelopeAction(  # type: ignore[arg-type]
        1, Action.PACK, W)
    match = make_match()
    for deal in (0, 37):
        with pytest.raises(InputError, match=f"deal {deal}: deals are 1-36"):
            EnvelopeAction(deal, Action.DEAL).apply(match)
    assert match.extras == {}
    with pytest.raises(InputError):
        envelope_location(match, 3, N, 1)
    with pytest.raises(InputError):
        envelope_location(match, 1, N, 4)
    with pytest.raises(InputError, match="deck 7: decks are 1-6"):
        deck_location(match, 7)


def test_damaged_state_is_refused_by_name() -> None:
    match = make_match()
    cases: list[tuple[Any, str]] = [
        ({"stage": "lost"}, "deal 3: stored state is damaged"),
        ({"stage": "packed", "packed": ["N"]}, "stage packed needs all four envelopes"),
        ({"stage": "dealt", "packed": ["N"]}, "packed before the deal was played"),
        ({"stage": "in_transit", "packed": list("NESW"),
          "arrival": {"X": {"cards": 13, "score_cards": True}}}, "damaged"),
        ({"stage": "in_transit", "packed": list("NESW"),
          "arrival": {"N": {"cards": 13, "score_cards": "yes"}}}, "damaged"),
    ]
    for value, message in cases:
        match.extras = {SLOT: {"3": value}}
        with pytest.raises(MatchError, match=message):
            deal_stage(match, 3)
        with pytest.raises(MatchError, match=message):
            do(match, 3, "play_home")
        assert match.extras == {SLOT: {"3": value}}
        fresh = make_match()
        with pytest.raises(MatchError, match=message):
            RestoreEnvelopes(3, value).apply(fresh)
        assert fresh.extras == {}
    match.extras = {SLOT: {"three": {"stage": "dealt"}}}
    with pytest.raises(MatchError, match='stored key "three" is not a deal number'):
        locations_for_round(match, 1)


# -- short envelopes and score cards -------------------------------------------------------


def test_short_envelope_proposes_annulment_reason_3() -> None:
    match = make_match()
    advance(match, 2, Stage.IN_TRANSIT)
    do(match, 2, "receive", W, cards=12)
    do(match, 2, "receive", N, cards=14)
    assert deal_stage(match, 2) is Stage.IN_TRANSIT
    assert proposed_annulments(match) == [(
        2, AnnulReason.SHORT_ENVELOPE,
        "deal 2: West's envelope held 12 cards on arrival at table 2; North's envelope held "
        "14 cards on arrival at table 2 — annul it (reason 3: an envelope did not hold 13 "
        "cards on arrival)?")]
    assert str(envelope_location(match, 1, W, 2)) == (
        "at table 2, West's cards of deal 2 (12 found on arrival)")
    # the proposal shows at the table that found it, nothing is annulled by itself
    hints = [h for h in next_actions(match, 2) if h.kind is HintKind.SHORT_ENVELOPE]
    assert [h.text for h in hints] == [proposed_annulments(match)[0].message]
    assert match.annulments == {}
    # a recount corrects it, even once all four are checked
    for d in (S, E):
        do(match, 2, "receive", d)
    assert deal_stage(match, 2) is Stage.RECEIVED
    apply_and_check_undo(match, EnvelopeAction(2, Action.RECEIVE, N, 13))
    assert deal_stage(match, 2) is Stage.RECEIVED
    assert [p.direction for p in arrival_problems(match)] == [W]
    # once annulled it is no longer proposed
    annul(match, 2, AnnulReason.SHORT_ENVELOPE).apply(match)
    assert proposed_annulments(match) == []
    # still recorded as found
    assert arrival_problems(match)[0].reason is AnnulReason.SHORT_ENVELOPE


def test_missing_score_cards_warn_but_do_not_propose() -> None:
    match = make_match()
    advance(match, 4, Stage.IN_TRANSIT)
    do(match, 4, "receive", E, score_cards=False)
    assert proposed_annulments(match) == []
    [problem] = arrival_problems(match)
    assert problem.reason is None
    assert problem.message == ("deal 4: East's envelope arrived at table 1 without its score "
                               "cards: take the scores from the other table's diagram")
    assert problem.message in [h.text for h in next_actions(match, 1)]
    assert match.extras[SLOT]["4"]["arrival"]["E"] == {"cards": 13, "score_cards": False}


def test_board_conditions_have_no_score_cards() -> None:
    match = make_match(conditions=Conditions.BOARD)
    advance(match, 1, Stage.IN_TRANSIT)
    before = stable(match)
    with pytest.raises(MatchError, match="under board conditions no score cards travel"):
        do(match, 1, "receive", S, score_cards=True)
    assert match.extras == before
    do(match, 1, "receive", S)
    assert match.extras[SLOT]["1"]["arrival"]["S"] == {"cards": 13, "score_cards": None}
    hint = next_actions(match, 2)[-1]
    assert hint.text == ("Table 2: check envelopes 1 (white) from table 1 on arrival "
                         "(13 cards each)")


# -- batches -------------------------------------------------------------------------------------


def test_batches_all_or_nothing() -> None:
    match = make_match()
    advance(match, 1, Stage.PACKED)
    advance(match, 2, Stage.PACKED)
    advance(match, 3, Stage.PLAYED_HOME)
    do(match, 3, "pack", S)
    before = stable(match)
    # packed one by one, the last refused: the first two are put back as they were
    packs = Batch(tuple(EnvelopeAction(3, Action.PACK, d) for d in (W, N, S)))
    with pytest.raises(MatchError, match="^deal 3: cannot pack South's envelope: South's "
                                         "envelope is packed already$"):
        packs.apply(match)
    assert match.extras == before
    with pytest.raises(MatchError, match="^deal 1: cannot carry it to table 2: the envelopes "
                                         "go over after the table's three originals: "
                                         "deal 3 is not played and packed yet$"):
        EnvelopeAction(1, Action.CARRY).apply(match)
    # the host's action packs what is left, then carries: one step, undone as one
    command = carry_round(match, 1, 1)
    assert command_words(command) == ("deals 1, 2, 3: envelopes packed and carried to the "
                                      "other table")
    inverse = apply_and_check_undo(match, command)
    assert all(deal_stage(match, d) is Stage.IN_TRANSIT for d in (1, 2, 3))
    inverse.apply(match)
    assert deal_stage(match, 3) is Stage.PLAYED_HOME
    packing = pack_all(match, 3)
    assert command_words(packing) == ("deal 3: West's envelope packed; deal 3: North's "
                                      "envelope packed; deal 3: East's envelope packed")
    apply_and_check_undo(match, packing)
    command = carry_round(match, 1, 1)
    command.apply(match)
    receiving = receive_all(match, 2, cards={N: 12})
    apply_and_check_undo(match, receiving)
    assert match.extras[SLOT]["2"]["arrival"]["N"]["cards"] == 12
    assert [p.deal for p in proposed_annulments(match)] == [2]
    with pytest.raises(MatchError, match="deal 1: cannot pack South's envelope"):
        pack_all(match, 1)
    assert serial_text([3, 1, 2]) == "1–3" and serial_text([1, 3]) == "1, 3"


# -- serialisation -------------------------------------------------------------------------------


def test_commands_round_trip_through_dicts() -> None:
    commands: list[Command] = [
        EnvelopeAction(7, Action.DEAL),
        EnvelopeAction(7, Action.PACK, W),
        EnvelopeAction(7, Action.RECEIVE, N, 12, False),
        EnvelopeAction(7, Action.RECEIVE, N),
        EnvelopeAction(7, Action.RETURN),
        RestoreEnvelopes(7, None),
        RestoreEnvelopes(7, {"stage": "dealt", "packed": [], "arrival": {}}),
    ]
    for command in commands:
        data = json.loads(json.dumps(command_data(command)))
        again = command_from_data(data)
        assert again == command
        assert command_data(again) == command_data(command)
        assert command_words(command).startswith("deal 7")
    assert command_data(EnvelopeAction(7, Action.RECEIVE, N)) == {
        "kind": "envelope_action", "deal": 7, "action": "receive", "direction": "N",
        "cards": 13, "score_cards": None, "attempt": 0}
    # as an older file has them: the attempt left out, an undo's label kept
    assert command_from_data({"kind": "envelope_restore", "deal": 7, "state": None,
                              "label": "deal 7: undo dealing"}) == RestoreEnvelopes(7, None)
    match = make_match()
    for deal in (1, 2, 3):
        advance(match, deal, Stage.PACKED)
    batch = carry_round(match, 1, 1, [1])
    again = command_from_data(json.loads(json.dumps(command_data(batch))))
    assert command_data(again) == command_data(batch)
    inverse = again.apply(match)
    assert deal_stage(match, 1) is Stage.IN_TRANSIT
    command_from_data(command_data(inverse)).apply(match)
    assert deal_stage(match, 1) is Stage.PACKED


def test_state_json_round_trip() -> None:
    state = DealEnvelopes(Stage.IN_TRANSIT, frozenset(Direction), {})
    assert DealEnvelopes.from_json(1, state.to_json()) == state
    assert DealEnvelopes().to_json() is None
    assert str(EnvelopeId(2, W, 3)) == "W3 (blue, table 2)"


# -- random and stateful exploration -------------------------------------------------------


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_walks_keep_invariants(seed: int) -> None:
    """Random moves, legal or not, over the whole match: refusals change nothing, every
    legal move is undoable exactly, the invariants hold throughout."""
    rng = random.Random(seed)
    match = make_match(two_decks=seed == 2)
    done = 0
    for step in range(400):
        for _ in range(4):  # prefer a deal that can move
            deal = rng.randint(1, 18)
            legal = legal_actions(match, deal)
            if legal:
                break
        if legal and rng.random() < 0.8:
            command: EnvelopeAction = rng.choice(legal)
            if command.action is Action.RECEIVE:
                varied = EnvelopeAction(deal, Action.RECEIVE, command.direction,
                                        rng.choice([13, 13, 13, 12]), rng.random() > 0.1)
                if varied in legal_actions(match, deal) or _allowed(match, varied):
                    command = varied
            apply_and_check_undo(match, command)
            done += 1
        else:
            action = rng.choice(list(Action))
            direction = rng.choice(SWNE) if action in (Action.PACK, Action.RECEIVE) else None
            command = EnvelopeAction(deal, action, direction)
            before = stable(match)
            try:
                command.apply(match)
            except MatchError as exc:
                assert str(exc).startswith(f"deal {deal}: cannot ")
                assert match.extras == before
            else:
                done += 1
        if step % 10 == 0:
            check_invariants(match)
    check_invariants(match)
    assert done > 100
    assert deal_stage(match, 1) is Stage.RETURNED


def _allowed(match: Match, command: EnvelopeAction) -> bool:
    try:
        command.check(match)
    except MatchError:
        return False
    return True


class EnvelopeMachine(RuleBasedStateMachine):
    """Hypothesis drives moves over the first two rounds; undo is checked step by step."""

    def __init__(self) -> None:
        super().__init__()
        self.match = make_match()
        self.undo: list[tuple[Command, dict[str, Any]]] = []

    @rule(two=st.booleans())
    def switch_decks(self, two: bool) -> None:
        if not self.match.extras:
            self.match.settings = Settings(two_decks=two)

    @rule(deal=st.integers(1, 12), pick=st.integers(0, 20))
    def legal_move(self, deal: int, pick: int) -> None:
        legal = legal_actions(self.match, deal)
        if not legal:
            return
        before = stable(self.match)
        inverse = legal[pick % len(legal)].apply(self.match)
        self.undo.append((inverse, before))

    @rule(deal=st.integers(1, 12), action=st.sampled_from(list(Action)),
          direction=st.sampled_from(SWNE), cards=st.integers(0, 52))
    def any_move(self, deal: int, action: Action, direction: Direction, cards: int) -> None:
        command = EnvelopeAction(
            deal, action, direction if action in (Action.PACK, Action.RECEIVE) else None,
            cards if action is Action.RECEIVE else None)
        before = stable(self.match)
        try:
            inverse = command.apply(self.match)
        except MatchCoreError:
            assert self.match.extras == before
            return
        self.undo.append((inverse, before))

    @rule(deal=st.integers(1, 12))
    def batch_move(self, deal: int) -> None:
        stage = deal_stage(self.match, deal)
        if stage is Stage.PLAYED_HOME:
            command = pack_all(self.match, deal)
        elif stage is Stage.IN_TRANSIT:
            command = receive_all(self.match, deal)
        else:
            return
        before = stable(self.match)
        self.undo.append((command.apply(self.match), before))

    @rule(deal=st.integers(1, 12), table=st.sampled_from((1, 2)))
    def result_typed(self, deal: int, table: int) -> None:
        """A result at a table, in any order: the states follow, nothing is stored."""
        if (DealKey(deal), table) in self.match.results:
            return
        before = stable(self.match)
        inverse = SetResult(DealKey(deal), table, TableResult.parse("PASS")).apply(self.match)
        assert self.match.extras == before
        self.undo.append((inverse, before))

    @rule()
    def undo_last(self) -> None:
        if self.undo:
            inverse, before = self.undo.pop()
            inverse.apply(self.match)
            assert self.match.extras == before

    @invariant()
    def consistent(self) -> None:
        check_invariants(self.match)


TestEnvelopeMachine = EnvelopeMachine.TestCase
TestEnvelopeMachine.settings = settings(
    max_examples=20, stateful_step_count=50, deadline=None,
    suppress_health_check=[HealthCheck.too_slow])


# -- tracking that starts late (imported matches, the demo, results typed alone) -----------------


def played_without_envelopes(match: Match, deals: Iterable[int],
                             tables: tuple[int, ...] = (1, 2)) -> None:
    """Results for deals at tables, through the real command, no envelope moved."""
    for deal in deals:
        for table in tables:
            SetResult(DealKey(deal, 0), table, TableResult.parse_entry("PASS")).apply(match)


@pytest.mark.parametrize("two_decks", [False, True], ids=["six-decks", "two-decks"])
def test_results_alone_say_where_the_envelopes_are(two_decks: bool) -> None:
    """Rounds I-III played (an imported match, the demo), no envelope action recorded:
    the states follow from the results, and round IV goes on from there."""
    match = make_match(two_decks)
    played_without_envelopes(match, range(1, 19))
    assert match.extras.get(SLOT) is None
    assert all(deal_stage(match, d) is Stage.RETURNED for d in range(1, 13))
    # round III's envelopes wait at the table that played them last (two decks: only
    # those whose cards are not dealt again yet; the others went home with them)
    waiting = (15, 18) if two_decks else range(13, 19)
    assert [d for d in range(13, 19) if deal_stage(match, d) is Stage.PLAYED_AWAY] == [
        *waiting]
    assert all(deal_stage(match, d) is Stage.NOT_DEALT for d in range(19, 37))
    check_invariants(match)
    first = next_actions(match, 1, 4)
    if two_decks:
        assert [h.text for h in first] == [
            "Table 1: send envelopes 3 (blue) back to table 2",
            "Table 1: shuffle deck 2 and deal deal 19 (dealer West)"]
        # its cards are dealt again here for deal 19 first
        assert [h.command for h in first] == [None, None]
    else:
        # deck 1 is in round III's white envelopes, at table 2 until they go home
        assert [h.text for h in first] == [
            "Table 1: send envelopes 1–3 (blue) back to table 2",
            "Table 1: wait for deck 1 from table 2, then deal deal 19 (dealer West)"]
        # the host may say they went back; the next deal dealt with them says it too
        assert first[0].command is not None and first[1].command is None
    assert first[1].kind is HintKind.DEAL
    assert first[1].params == {"deal": 19, "deck": deck_of(match, 19), "dealer": W,
                               **({} if two_decks else {"wait_from": 2})}
    played_without_envelopes(match, [19], tables=(1,))
    # six decks: all three come home together; two decks: the envelopes of the one dealt
    home = (13,) if two_decks else (13, 14, 15)
    assert {deal_stage(match, d) for d in home} == {Stage.RETURNED}
    assert deal_stage(match, 19) is Stage.PACKED
    assert str(envelope_location(match, 1, W, 1)) == "at table 1, West's cards of deal 19"
    # the rest of the match: results and what the hints ask, every step legal
    played_without_envelopes(match, range(19, 37))
    assert all(deal_stage(match, d) >= Stage.PLAYED_AWAY for d in range(1, 37))
    assert [h for t in (1, 2) for h in next_actions(match, t) if h.command] == []


def test_old_files_with_envelopes_recorded_by_hand_still_make_sense() -> None:
    """States recorded step by step (the old way) stand; results move them on."""
    match = make_match()
    match.extras[SLOT] = {
        "1": {"stage": "played_home", "packed": ["S", "W"], "arrival": {}},
        "2": {"stage": "in_transit", "packed": ["N", "E", "S", "W"],
              "arrival": {"W": {"cards": 12, "score_cards": True}}},
        "3": {"stage": "returned", "packed": ["N", "E", "S", "W"],
              "arrival": {d: {"cards": 13, "score_cards": True} for d in "NESW"}},
    }
    stored = stable(match)
    assert deal_stage(match, 1) is Stage.PLAYED_HOME  # no result: as recorded
    play(match, 1, 1)
    assert deal_stage(match, 1) is Stage.PACKED  # the result proves it played
    play(match, 2, 2)
    state = deal_envelopes(match, 2)
    assert state.stage is Stage.PLAYED_AWAY
    assert state.arrival[W].cards == 12 and state.arrival[N].cards == 13  # kept
    assert [p.deal for p in proposed_annulments(match)] == [2]
    assert deal_stage(match, 3) is Stage.RETURNED
    assert match.extras == stored  # nothing written by reading
    check_invariants(match)


def test_undoing_a_result_undoes_what_it_proved() -> None:
    match = make_match()
    inverse = SetResult(DealKey(1), 1, TableResult.parse("PASS")).apply(match)
    assert deal_stage(match, 1) is Stage.PACKED
    inverse.apply(match)
    assert deal_stage(match, 1) is Stage.NOT_DEALT and match.extras == {}


def test_the_host_checks_one_round_at_once_and_reports_one_short_envelope() -> None:
    match = make_match()
    played_without_envelopes(match, (4, 5, 6), tables=(2,))
    carry_round(match, 2, 1).apply(match)
    assert {deal_stage(match, d) for d in (4, 5, 6)} == {Stage.IN_TRANSIT}
    with pytest.raises(InputError, match="deal 2 is not one of table 2's deals of round 1"):
        check_round(match, 1, 1, (2, W, 12))
    command = check_round(match, 1, 1, (5, W, 12))
    assert command_words(command) == ("deals 4, 5, 6: envelopes checked on arrival; deal 5: "
                                      "West's envelope checked on arrival: 12 cards, score "
                                      "cards there")
    apply_and_check_undo(match, command)
    assert {deal_stage(match, d) for d in (4, 5, 6)} == {Stage.RECEIVED}
    assert [(p.deal, p.reason) for p in proposed_annulments(match)] == [
        (5, AnnulReason.SHORT_ENVELOPE)]
    assert deal_envelopes(match, 5).arrival[N].cards == 13
    # a recount corrects it before the deal is played there; after, it is refused
    check_round(match, 1, 1, (5, W, 13)).apply(match)
    assert proposed_annulments(match) == []
    play(match, 5, 1)
    with pytest.raises(MatchError, match="it was played at table 1 already"):
        check_round(match, 1, 1, (5, W, 12)).apply(match)
    with pytest.raises(MatchError, match="no envelopes of table 2 are waiting") as info:
        check_round(match, 1, 1)
    assert info.value.key == "envelopes_none_arrived"
    with pytest.raises(MatchError, match="were carried already") as carried:
        carry_round(match, 2, 1)
    assert carried.value.key == "envelopes_carried"


def test_no_hint_sends_a_room_back_to_an_earlier_round() -> None:
    match = make_match()
    for table in (1, 2):
        assert next_actions(match, table, 2) == []  # round I is not dealt: nothing in II
    assert next_actions(match, 1, 1)[0].params["deal"] == 1
    # the envelopes of the round before still go home from round II's hints
    for deal in range(1, 7):
        advance(match, deal, Stage.PLAYED_AWAY)
    hints = next_actions(match, 2, 2)
    # deck 4 is in round I's blue envelopes, played at table 1 and not yet home
    assert [h.text for h in hints] == [
        "Table 2: send envelopes 1–3 (white) back to table 1",
        "Table 2: wait for deck 4 from table 1, then deal deal 10 (dealer East)"]
    assert (hints[0].kind, hints[0].params) == (HintKind.RETURN, {
        "deals": (1, 2, 3), "serials": (1, 2, 3), "from_table": 2, "to_table": 1})
    # once table 1 has sent them home, deck 4 is in table 2's room: it deals with it
    back = next(h for h in next_actions(match, 1, 2) if h.kind is HintKind.RETURN)
    assert back.params["to_table"] == 2 and back.command is not None
    back.command.apply(match)
    assert "Table 2: shuffle deck 4 and deal deal 10 (dealer East)" in [
        h.text for h in next_actions(match, 2, 2)]


def test_hints_carry_their_kind_and_parameters() -> None:
    match = make_match()
    played_without_envelopes(match, (1, 2, 3), tables=(1,))
    [carry] = next_actions(match, 1, 1)
    assert (carry.kind, carry.params) == (HintKind.CARRY, {
        "deals": (1, 2, 3), "serials": (1, 2, 3), "from_table": 1, "to_table": 2,
        "rest": False})
    assert carry.command is not None
    carry.command.apply(match)
    do(match, 2, "receive", W, cards=12)
    hints = {h.kind: h for h in next_actions(match, 2, 1)}
    assert hints[HintKind.CHECK].params == {"deals": (1, 2, 3), "serials": (1, 2, 3),
                                            "from_table": 1, "score_cards": True,
                                            "rest": False}
    assert hints[HintKind.SHORT_ENVELOPE].params == {"deal": 2, "table": 2,
                                                     "found": ((W, 12),)}
    assert hints[HintKind.SHORT_ENVELOPE].command is None
    check_round(match, 2, 1, (2, N, 13), score_cards=False).apply(match)
    hints = {h.kind: h for h in next_actions(match, 2, 1)}
    assert hints[HintKind.NO_SCORE_CARDS].params["table"] == 2
    assert HintKind.CHECK not in hints


# -- the texts as data, for views in other languages ----------------------------------------


def test_stages_locations_and_problems_say_what_they_say_as_data() -> None:
    from models.envelopes import NoteKind, stage_info

    match = make_match()
    seen = []
    for stage in Stage:
        if stage is not Stage.NOT_DEALT:
            advance(match, 5, stage)
        info = stage_info(match, 5)
        assert (info.stage, info.home, info.away) == (stage, 2, 1)
        assert info.text == stage_text(match, 5) == str(info)
        seen.append(info.text)
        if stage is Stage.PLAYED_HOME:
            do(match, 5, "pack", S)
            assert stage_info(match, 5).packed == 1
        if stage is Stage.IN_TRANSIT:
            assert stage_info(match, 5).on_the_way
            do(match, 5, "receive", W, cards=12)
            info = stage_info(match, 5)
            assert info.checked == 1 and not info.on_the_way
            assert info.text == "at table 1, 1 of 4 envelopes checked"
        [view] = [v for v in locations_for_round(match, 1).deals if v.deal == 5]
        assert view.info == stage_info(match, 5) and view.text == view.info.text
    assert len(set(seen)) == len(Stage)
    # where things are: the note's kind and details beside its English
    west = envelope_location(match, 2, W, 2)
    assert (west.kind, dict(west.params), west.found) == (
        NoteKind.CARDS, {"direction": W, "deal": 5, "found": 12}, 12)
    assert envelope_location(match, 2, N, 2).found is None
    assert envelope_location(match, 1, S, 1).kind is NoteKind.EMPTY
    deck = deck_location(match, 5)
    assert (deck.kind, dict(deck.params)) == (NoteKind.IN_ENVELOPES, {"deal": 5})
    assert deck_location(match, 1).kind is NoteKind.NOT_USED
    do(match, 2, "deal")
    assert (deck_location(match, 2).kind, deck_location(match, 2).params) == (
        NoteKind.IN_HANDS, {"deal": 2})
    do(match, 2, "play_home")
    do(match, 2, "pack", N)
    assert (deck_location(match, 2).kind, deck_location(match, 2).params) == (
        NoteKind.BEING_PACKED, {"deal": 2, "packed": 1})
    # an envelope found short: which table found it and how many cards
    [problem] = arrival_problems(match)
    assert (problem.deal, problem.direction, problem.table, problem.cards) == (5, W, 1, 12)
    assert problem.reason is AnnulReason.SHORT_ENVELOPE


# -- an annulled deal on its way (spec §5, §11) ------------------------------------------------


def test_an_annulled_deal_on_its_way_stays_checked_in_when_its_round_is_annulled() -> None:
    """Deals 1–3 carried to table 2, deal 1 annulled on the way (reason 4): nobody checks
    it there, it travels with the round's envelopes — at table 2 once deals 2 and 3 are
    checked in (the rooms simulation's night).  Deals 2 and 3 annulled after their check
    do not send deal 1's deck back on the way: the check happened; it stays at table 2
    until the round's envelopes go home."""
    match = make_match(conditions=Conditions.BOARD)
    played_without_envelopes(match, (1, 2, 3), tables=(1,))
    carry_round(match, 1, 1).apply(match)
    annul(match, 1, AnnulReason.LEAKED_INFORMATION, replay_at=ReplayAt.ROUND_END).apply(match)
    assert deck_location(match, 1).place is Place.IN_TRANSIT
    check = next(h for h in next_actions(match, 2, 1) if h.kind is HintKind.CHECK)
    assert check.params["deals"] == (2, 3)  # the annulled deal is not checked
    assert check.command is not None
    check.command.apply(match)
    assert deck_location(match, 1).place is Place.TABLE_2
    for deal in (2, 3):
        annul(match, deal, AnnulReason.LEAKED_INFORMATION,
              replay_at=ReplayAt.ROUND_END).apply(match)
        deck = deck_location(match, 1)
        assert (deck.place, deck.to_table, deck.label) == (Place.TABLE_2, None, "1"), deal
        assert envelope_location(match, 1, S, 1).place is Place.TABLE_2
    back = next(h for h in next_actions(match, 2, 1) if h.kind is HintKind.RETURN)
    assert back.params["deals"] == (1, 2, 3) and back.command is not None
    back.command.apply(match)
    assert {deck_location(match, d).place for d in (1, 2, 3)} == {Place.TABLE_1}


def test_an_annulled_deals_replay_played_away_does_not_bring_the_round_over() -> None:
    """Deal 2 annulled at home and replayed at once (2R1), carried and played at table 2
    on its own; then deals 1 and 3 carried, deal 1 annulled on the way: 2R1's result at
    table 2 is not deal 2's envelopes arriving — deck 1 is on the way until deal 3's are
    checked in."""
    match = make_match(conditions=Conditions.BOARD)
    played_without_envelopes(match, (1, 2), tables=(1,))
    annul(match, 2, AnnulReason.CARDS_SEEN, replay_at=ReplayAt.NOW).apply(match)
    SetResult(DealKey(2, 1), 1, TableResult.parse("PASS")).apply(match)
    played_without_envelopes(match, (3,), tables=(1,))
    EnvelopeAction(2, Action.CARRY, attempt=1).apply(match)
    for direction in SWNE:
        EnvelopeAction(2, Action.RECEIVE, direction, attempt=1).apply(match)
    SetResult(DealKey(2, 1), 2, TableResult.parse("PASS")).apply(match)
    carry_round(match, 1, 1, [1, 3]).apply(match)
    annul(match, 1, AnnulReason.LEAKED_INFORMATION, replay_at=ReplayAt.ROUND_END).apply(match)
    assert deck_location(match, 1).place is Place.IN_TRANSIT
    check_round(match, 2, 1).apply(match)
    assert deck_location(match, 1).place is Place.TABLE_2
