"""The match format as data: seats, dealers, deal numbering, blocks, play order (spec §2-4, §8)."""

from __future__ import annotations

import itertools
import re
from collections import Counter
from pathlib import Path

import pytest

from models.errors import InputError
from models.format import (
    STOLITSA_36,
    BlockKind,
    MatchFormat,
    Team,
    code_team,
    get_format,
)
from models.vocabulary import Direction, Line

SPEC = Path(__file__).resolve().parent / "data" / "stolitsa-format.md"  # copy of shared/spec
ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6}
_COLUMN_DIRECTIONS = {"South": Direction.S, "North": Direction.N, "West": Direction.W,
                      "East": Direction.E}


def spec_seat_rows() -> list[tuple[int, int, Direction, str]]:
    """(round, table, direction, code) for every cell of the spec §3 table."""
    lines = SPEC.read_text(encoding="utf-8").splitlines()
    header_at = next(i for i, line in enumerate(lines) if line.startswith("| round | T1 South"))
    header = [c.strip() for c in lines[header_at].strip("|").split("|")]
    columns = [(int(h[1]), _COLUMN_DIRECTIONS[h.split()[1]]) for h in header[1:]]
    rows = []
    for line in lines[header_at + 2: header_at + 8]:
        cells = [c.strip() for c in line.strip("|").split("|")]
        for (table, direction), code in zip(columns, cells[1:], strict=True):
            rows.append((ROMAN[cells[0]], table, direction, code))
    return rows


SEAT_ROWS = spec_seat_rows()


def test_spec_table_read_completely() -> None:
    assert len(SEAT_ROWS) == 6 * 2 * 4


@pytest.mark.parametrize(("round_", "table", "direction", "code"), SEAT_ROWS)
def test_seat_table_cell(round_: int, table: int, direction: Direction, code: str) -> None:
    assert STOLITSA_36.seats(round_, table)[direction] == code
    assert STOLITSA_36.seat_of(round_, code) == (table, direction)


def spec_dealer_sequence() -> list[list[Direction]]:
    """"round I: S, W, N; round II: E, S, W; …" from spec §4."""
    text = SPEC.read_text(encoding="utf-8").replace("\n", " ")
    found = re.findall(r"round (I|II|III|IV|V|VI): ([SWNE]), ([SWNE]), ([SWNE])", text)
    assert [ROMAN[f[0]] for f in found] == [1, 2, 3, 4, 5, 6]
    return [[Direction[d] for d in f[1:]] for f in found]


def test_dealers_as_listed_in_the_spec() -> None:
    for round_, dealers in enumerate(spec_dealer_sequence(), start=1):
        assert [STOLITSA_36.dealer(round_, k) for k in (1, 2, 3)] == dealers


@pytest.mark.parametrize(("round_", "serial"), list(itertools.product(range(1, 7), range(1, 4))))
def test_dealer_formula(round_: int, serial: int) -> None:
    expected = [Direction.S, Direction.W, Direction.N, Direction.E][(3 * (round_ - 1)
                                                                      + serial - 1) % 4]
    assert STOLITSA_36.dealer(round_, serial) is expected
    # A sent deal keeps the dealer it had at its own table, at both tables.
    for table in (1, 2):
        slot = STOLITSA_36.slot(STOLITSA_36.deal_number(round_, table, serial))
        assert slot.dealer is expected


def test_deal_numbering() -> None:
    fmt = STOLITSA_36
    assert (fmt.deals, fmt.games_per_round, fmt.decks, fmt.envelopes) == (36, 6, 6, 24)
    assert fmt.deal_number(1, 1, 1) == 1
    assert fmt.deal_number(1, 1, 3) == 3
    assert fmt.deal_number(1, 2, 1) == 4
    assert fmt.deal_number(2, 1, 1) == 7
    assert fmt.deal_number(6, 2, 3) == 36
    assert list(fmt.round_deals(3)) == [13, 14, 15, 16, 17, 18]
    origins = Counter(fmt.slot(d).origin_table for d in range(1, 37))
    assert origins == {1: 18, 2: 18}


@pytest.mark.parametrize("deal", range(1, 37))
def test_slot_round_trip(deal: int) -> None:
    slot = STOLITSA_36.slot(deal)
    assert STOLITSA_36.deal_number(slot.round, slot.origin_table, slot.serial) == deal
    assert slot.other_table == 3 - slot.origin_table
    assert deal in STOLITSA_36.round_deals(slot.round)


@pytest.mark.parametrize(
    ("call", "fragment"),
    [
        (lambda: STOLITSA_36.slot(0), "deal 0: deals are 1-36"),
        (lambda: STOLITSA_36.slot(37), "deal 37: deals are 1-36"),
        (lambda: STOLITSA_36.seats(7, 1), "round 7: rounds are 1-6"),
        (lambda: STOLITSA_36.seats(1, 3), "table 3: tables are 1 and 2"),
        (lambda: STOLITSA_36.deal_number(1, 1, 4), "serial 4: serials are 1-3"),
        (lambda: STOLITSA_36.seat_of(1, "A-5"), '"A-5": no such player code in stolitsa-36'),
        (lambda: code_team("C-1"), '"C-1": a player code looks like A-1 or B-4'),
        (lambda: get_format("nope"), '"nope": unknown match format (known: '),
        (lambda: STOLITSA_36.seats_for_game(1, 1, 7, False), "deal 7 is not played in round 1"),
    ],
)
def test_refusals(call: object, fragment: str) -> None:
    with pytest.raises(InputError) as caught:
        call()  # type: ignore[operator]
    assert fragment in str(caught.value)


# -- blocks and turning ----------------------------------------------------------------


@pytest.mark.parametrize(("round_", "table"), list(itertools.product(range(1, 7), (1, 2))))
def test_blocks_without_turning(round_: int, table: int) -> None:
    original, sent = STOLITSA_36.blocks(round_, table)
    seats = STOLITSA_36.seats(round_, table)
    assert original.kind is BlockKind.ORIGINAL and sent.kind is BlockKind.SENT
    assert original.seats == seats and sent.seats == seats
    assert [g.game for g in original.games + sent.games] == [1, 2, 3, 4, 5, 6]
    assert [g.deal for g in original.games] == [STOLITSA_36.deal_number(round_, table, k)
                                                for k in (1, 2, 3)]
    assert [g.deal for g in sent.games] == [STOLITSA_36.deal_number(round_, 3 - table, k)
                                            for k in (1, 2, 3)]
    assert all(g.origin_table == table for g in original.games)
    assert all(g.origin_table == 3 - table for g in sent.games)
    assert [g.serial for g in sent.games] == [1, 2, 3]
    for game in original.games + sent.games:
        assert game.dealer is STOLITSA_36.slot(game.deal).dealer


@pytest.mark.parametrize("round_", range(1, 7))
def test_turning_table_one_sent_block(round_: int) -> None:
    original, sent = STOLITSA_36.blocks(round_, 1, turning=True)
    seats = STOLITSA_36.seats(round_, 1)
    assert original.seats == seats
    for direction in Direction:
        # Each player sits in his partner's direction for the sent deals.
        assert sent.seats[direction.partner] == seats[direction]
    # Lines never change: team A keeps North-South.
    assert {code_team(sent.seats[d]) for d in Line.NS.directions} == {Team.A}
    assert sent.seats[Direction.N] == "A-1"
    # Table 2 never turns.
    assert STOLITSA_36.blocks(round_, 2, turning=True) == STOLITSA_36.blocks(round_, 2)
    # Games and deals are the same with or without turning.
    assert sent.games == STOLITSA_36.blocks(round_, 1)[1].games
    deal = sent.games[0].deal
    assert STOLITSA_36.seats_for_game(round_, 1, deal, turning=True) == sent.seats
    assert STOLITSA_36.seats_for_game(round_, 1, deal, turning=False) == seats


@pytest.mark.parametrize(("round_", "table"), list(itertools.product(range(1, 7), (1, 2))))
def test_play_order(round_: int, table: int) -> None:
    original, sent = STOLITSA_36.blocks(round_, table)
    six = STOLITSA_36.play_order(round_, table)
    assert six == [*original.games, *sent.games]
    two = STOLITSA_36.play_order(round_, table, two_decks=True)
    o, s = original.games, sent.games
    assert two == [o[0], s[0], o[1], s[1], o[2], s[2]]
    # Every deal of the round is played at each table once, in either order.
    assert sorted(g.deal for g in two) == list(STOLITSA_36.round_deals(round_))
    # With two decks a sent deal is played only after its twin original at the other
    # table had its turn: serial k of the sent deals comes after own original k.
    for index, game in enumerate(two):
        if game.kind is BlockKind.SENT:
            assert two[index - 1].serial == game.serial


# -- the properties of the seat table ---------------------------------------------------


def test_every_player_partners_each_teammate_for_two_rounds() -> None:
    partnerships: Counter[frozenset[str]] = Counter()
    for round_ in range(1, 7):
        for table in (1, 2):
            seats = STOLITSA_36.seats(round_, table)
            for line in Line:
                partnerships[frozenset(seats[d] for d in line.directions)] += 1
    for team in "AB":
        for a, b in itertools.combinations(range(1, 5), 2):
            assert partnerships[frozenset({f"{team}-{a}", f"{team}-{b}"})] == 2, (team, a, b)
    assert sum(partnerships.values()) == 24


def test_every_b_partnership_plays_once_at_each_table() -> None:
    seen: Counter[tuple[frozenset[str], int]] = Counter()
    for round_ in range(1, 7):
        for table in (1, 2):
            seats = STOLITSA_36.seats(round_, table)
            line = STOLITSA_36.team_line(table, Team.B)
            seen[(frozenset(seats[d] for d in line.directions), table)] += 1
    assert len(seen) == 12 and set(seen.values()) == {1}


def test_a_is_ns_at_table_one_and_a1_always_south() -> None:
    assert STOLITSA_36.team_line(1, Team.A) is Line.NS
    assert STOLITSA_36.team_line(2, Team.A) is Line.EW
    assert STOLITSA_36.team_line(1, Team.B) is Line.EW
    assert STOLITSA_36.team_line(2, Team.B) is Line.NS
    for round_ in range(1, 7):
        assert STOLITSA_36.seats(round_, 1)[Direction.S] == "A-1"
        assert STOLITSA_36.seat_of(round_, "A-1") == (1, Direction.S)
        for table, a_line in ((1, Line.NS), (2, Line.EW)):
            seats = STOLITSA_36.seats(round_, table)
            assert {code_team(seats[d]) for d in a_line.directions} == {Team.A}
        seated = [c for t in (1, 2) for c in STOLITSA_36.seats(round_, t).values()]
        assert sorted(seated) == [f"{t}-{i}" for t in "AB" for i in range(1, 5)]


def test_schedule_shape() -> None:
    plan = STOLITSA_36.schedule()
    assert plan["format"] == "stolitsa-36"
    assert [r["round"] for r in plan["rounds"]] == [1, 2, 3, 4, 5, 6]
    first = plan["rounds"][0]["tables"][0]
    assert first["table"] == 1
    assert first["blocks"][0] == {
        "kind": "original",
        "seats": {"N": "A-2", "E": "B-4", "S": "A-1", "W": "B-3"},
        "games": [{"game": 1, "deal": 1, "dealer": "S"}, {"game": 2, "deal": 2, "dealer": "W"},
                  {"game": 3, "deal": 3, "dealer": "N"}],
    }
    turned = STOLITSA_36.schedule(turning=True)["rounds"][0]["tables"][0]["blocks"][1]
    assert turned["seats"] == {"N": "A-1", "E": "B-3", "S": "A-2", "W": "B-4"}
    assert [g["deal"] for g in turned["games"]] == [4, 5, 6]


# -- another format as data -----------------------------------------------------------


def _seats(south: str, north: str, west: str, east: str) -> dict[Direction, str]:
    return {Direction.S: south, Direction.N: north, Direction.W: west, Direction.E: east}


def mini_format(**changes: object) -> MatchFormat:
    """2 rounds × 2 originals per table, teams of 4, a made-up seat table."""
    values: dict[str, object] = {
        "name": "mini-8",
        "rounds": 2,
        "originals_per_table": 2,
        "team_size": 4,
        "seat_table": (
            (_seats("A-1", "A-2", "B-1", "B-2"), _seats("B-3", "B-4", "A-3", "A-4")),
            (_seats("A-1", "A-3", "B-1", "B-3"), _seats("B-2", "B-4", "A-2", "A-4")),
        ),
        "dealer_cycle": (Direction.N, Direction.E, Direction.S, Direction.W),
    }
    values.update(changes)
    return MatchFormat(**values)  # type: ignore[arg-type]


def test_custom_format_through_the_same_code() -> None:
    fmt = mini_format()
    assert (fmt.deals, fmt.games_per_round, fmt.decks, fmt.envelopes) == (8, 4, 4, 16)
    assert [fmt.slot(d).origin_table for d in range(1, 9)] == [1, 1, 2, 2, 1, 1, 2, 2]
    assert [fmt.slot(d).dealer for d in range(1, 9)] == [
        Direction.N, Direction.E, Direction.N, Direction.E,
        Direction.S, Direction.W, Direction.S, Direction.W]
    for deal in range(1, 9):
        slot = fmt.slot(deal)
        assert fmt.deal_number(slot.round, slot.origin_table, slot.serial) == deal
    original, sent = fmt.blocks(2, 1, turning=True)
    assert [g.deal for g in original.games] == [5, 6]
    assert [g.deal for g in sent.games] == [7, 8]
    assert [g.game for g in sent.games] == [3, 4]
    assert sent.seats[Direction.N] == "A-1"
    assert fmt.play_order(1, 2, two_decks=True)[1].deal == 1
    plan = fmt.schedule()
    assert plan["format"] == "mini-8" and len(plan["rounds"]) == 2
    assert plan["rounds"][1]["tables"][1]["blocks"][0]["seats"] == {
        "N": "B-4", "E": "A-4", "S": "B-2", "W": "A-2"}
    assert fmt.seat_of(2, "B-3") == (1, Direction.E)
    with pytest.raises(InputError, match="deal 9: deals are 1-8"):
        fmt.slot(9)


@pytest.mark.parametrize(
    ("changes", "fragment"),
    [
        ({"seat_table": ((_seats("A-1", "A-2", "B-1", "B-2"),
                          _seats("B-1", "B-4", "A-3", "A-4")),) * 2},
         "mini-8: round 1 seats a code twice or an unknown code"),
        ({"seat_table": ((_seats("A-1", "A-2", "B-1", "B-2"),
                          _seats("B-3", "B-4", "A-3", "A-9")),) * 2},
         "round 1 seats a code twice or an unknown code"),
        ({"seat_table": ((_seats("A-1", "B-2", "A-2", "B-1"),
                          _seats("B-3", "B-4", "A-3", "A-4")),) * 2},
         "mini-8: round 1 table 1 mixes teams on NS"),
        ({"seat_table": ((_seats("B-1", "B-2", "A-1", "A-2"),
                          _seats("A-3", "A-4", "B-3", "B-4")),) * 2},
         "team A sits North-South at table 1"),
        ({"seat_table": ((_seats("A-1", "A-2", "B-1", "B-2"),
                          {Direction.S: "B-3", Direction.N: "B-4", Direction.W: "A-3"}),) * 2},
         "mini-8: round 1 lacks a direction"),
        ({"rounds": 3}, "mini-8: seat table has 2 rounds, format has 3"),
        ({"dealer_cycle": ()}, "mini-8: the dealer cycle is empty"),
        ({"originals_per_table": 0}, "at least one round, one original deal"),
    ],
)
def test_malformed_format_refused(changes: dict[str, object], fragment: str) -> None:
    with pytest.raises(InputError) as caught:
        mini_format(**changes)
    assert fragment in str(caught.value)
