"""Score cards (spec §6) and the seat draw with reserves (spec §1)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from models.commands import SetScoreCards
from models.errors import InputError, MatchError
from models.format import Team
from models.match import Match, Seat, TeamInfo, new_match
from models.scorecards import (
    DEFAULT_DECK,
    PART_SCORES,
    ScoreCard,
    check_available,
    draw,
    parse_deck,
    remaining,
)
from models.seating import (
    DrawnSeat,
    check_draw,
    codes_from_cards,
    draw_seats,
    seats_from_cards,
    seats_in_order,
)
from models.setup_commands import SetSubstitution, SetTeam
from models.vocabulary import Card, Line

# -- score cards ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "vulnerable", "part"),
    [("NV0", False, 0), ("V60", True, 60), ("nv90", False, 90), (" V 20 ", True, 20),
     ("v0", True, 0)],
)
def test_score_card_parse(text: str, vulnerable: bool, part: int) -> None:
    card = ScoreCard.parse(text)
    assert card == ScoreCard(vulnerable, part)
    assert ScoreCard.parse(str(card)) == card


def test_score_card_format() -> None:
    assert str(ScoreCard(False, 0)) == "NV0"
    assert str(ScoreCard(True, 60)) == "V60"


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("V100", '"V100": part-score 100: must be 0-90 in tens (100 would be a game)'),
        ("NV55", '"NV55": part-score 55: must be 0-90 in tens'),
        ("X60", '"X60": a score card is NV or V and a part-score, like NV0 or V60'),
        ("NV", '"NV": a score card is NV or V'),
        ("", '"": a score card is NV or V'),
        ("V-10", '"V-10": a score card is NV or V'),
        ("V٦٠", "a score card is NV or V"),
    ],
)
def test_bad_score_cards(text: str, fragment: str) -> None:
    with pytest.raises(InputError) as caught:
        ScoreCard.parse(text)
    assert fragment in str(caught.value)


def test_default_deck() -> None:
    assert len(DEFAULT_DECK) == 18 and len(set(DEFAULT_DECK)) == 18
    assert sorted(c.part_score for c in DEFAULT_DECK if c.vulnerable) == list(PART_SCORES)
    assert sorted(c.part_score for c in DEFAULT_DECK if not c.vulnerable) == list(PART_SCORES)
    assert parse_deck(" ".join(str(c) for c in DEFAULT_DECK)) == DEFAULT_DECK
    assert parse_deck("NV0, NV0,V60") == (ScoreCard(False, 0),) * 2 + (ScoreCard(True, 60),)
    assert parse_deck(["V60"]) == (ScoreCard(True, 60),)
    with pytest.raises(InputError, match="needs at least one card"):
        parse_deck(" , ")
    with pytest.raises(InputError, match='"V65": part-score 65'):
        parse_deck("NV0 V65")


def test_draw_without_replacement_exhausts_the_deck() -> None:
    rng = random.Random(7)
    drawn: list[ScoreCard] = []
    for _ in range(18):
        drawn.append(draw(DEFAULT_DECK, drawn, rng))
    assert sorted(drawn) == sorted(DEFAULT_DECK)
    assert remaining(DEFAULT_DECK, drawn) == []
    with pytest.raises(MatchError, match="the score-card envelope is empty"):
        draw(DEFAULT_DECK, drawn, rng)


def test_draw_respects_multiset_decks() -> None:
    deck = parse_deck("NV0 NV0 V60")
    drawn = [ScoreCard(False, 0)]
    assert remaining(deck, drawn) == [ScoreCard(False, 0), ScoreCard(True, 60)]
    check_available(deck, drawn, ScoreCard(False, 0), "at table 1 for NS")
    drawn.append(ScoreCard(False, 0))
    with pytest.raises(MatchError, match=r"NV0: already drawn at table 1 for NS "
                                         r"\(the deck has 2, drawn 2\)"):
        check_available(deck, drawn, ScoreCard(False, 0), "at table 1 for NS")
    with pytest.raises(MatchError, match="V20: not in the score-card deck at table 2"):
        check_available(deck, drawn, ScoreCard(True, 20), "at table 2 for EW")
    assert draw(deck, drawn, random.Random(1)) == ScoreCard(True, 60)
    # Without an rng the system's randomness is used; the result is still from the deck.
    assert draw(deck, [], None) in deck


def regulars() -> dict[str, Seat]:
    return {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}


def fresh_match() -> Match:
    return new_match("Sofia", "Plovdiv", regulars(), reserves_a=("Ra",), reserves_b=("Rb",))


def test_match_draws_exactly_18_per_table_and_line_then_refuses() -> None:
    match = fresh_match()
    rng = random.Random(1959)
    fmt = match.format
    for deal in range(1, 37):
        table = fmt.slot(deal).origin_table
        ns = draw(match.settings.deck, match.drawn_at(table, Line.NS), rng)
        ew = draw(match.settings.deck, match.drawn_at(table, Line.EW), rng)
        SetScoreCards(deal, ns, ew).apply(match)
    for table in (1, 2):
        for line in Line:
            drawn = match.drawn_at(table, line)
            assert Counter(drawn) == Counter(DEFAULT_DECK)
            assert remaining(match.settings.deck, drawn) == []
            with pytest.raises(MatchError, match="envelope is empty"):
                draw(match.settings.deck, drawn, rng)
    # Every card is used up: giving deal 1 another table-1 card is refused, untouched.
    before = dict(match.draws[1])
    other = match.draws[7][Line.NS]
    with pytest.raises(MatchError, match=f"{other}: already drawn at table 1 for NS"):
        SetScoreCards(1, other, before[Line.EW]).apply(match)
    assert match.draws[1] == before


def test_typed_in_card_already_drawn_is_refused() -> None:
    match = fresh_match()
    SetScoreCards(1, ScoreCard(True, 60), ScoreCard(False, 0)).apply(match)
    with pytest.raises(MatchError) as caught:
        SetScoreCards(2, ScoreCard(True, 60), ScoreCard(False, 20)).apply(match)
    assert str(caught.value) == ("V60: already drawn at table 1 for NS "
                                 "(the deck has 1, drawn 1)")
    assert 2 not in match.draws
    # Table 2 has its own envelopes: the same card is fine for a deal from table 2.
    SetScoreCards(4, ScoreCard(True, 60), ScoreCard(False, 0)).apply(match)
    # Re-drawing the same deal puts its old cards back first.
    SetScoreCards(1, ScoreCard(True, 60), ScoreCard(True, 0)).apply(match)
    with pytest.raises(InputError, match="deal 3: draw a card for both lines"):
        SetScoreCards(3, ScoreCard(True, 60), None).apply(match)


# -- the seat draw ------------------------------------------------------------------------


def test_codes_from_cards_highest_is_one() -> None:
    cards = {"Ivan": Card.parse("HK"), "Petar": Card.parse("SK"), "Georgi": Card.parse("CA"),
             "Stoyan": Card.parse("D2")}
    seats = codes_from_cards(Team.A, cards)
    assert seats == [DrawnSeat("A-1", "Georgi", Card.parse("CA")),
                     DrawnSeat("A-2", "Petar", Card.parse("SK")),
                     DrawnSeat("A-3", "Ivan", Card.parse("HK")),
                     DrawnSeat("A-4", "Stoyan", Card.parse("D2"))]


def test_suit_breaks_ties_of_rank() -> None:
    cards = {"c": Card.parse("CQ"), "h": Card.parse("HQ"), "s": Card.parse("SQ"),
             "d": Card.parse("DQ")}
    assert [s.player for s in codes_from_cards(Team.B, cards)] == ["s", "h", "d", "c"]
    assert [s.code for s in codes_from_cards(Team.B, cards)] == ["B-1", "B-2", "B-3", "B-4"]


def test_draw_seats_seeded() -> None:
    players_first = ["Ivan", "Petar", "Georgi", "Stoyan"]
    players_second = ["Maria", "Elena", "Vera", "Nadya"]
    drawn = draw_seats(players_first, players_second, random.Random(42))
    assert drawn == draw_seats(players_first, players_second, random.Random(42))
    seats = drawn.seats
    players_a, players_b = drawn.in_order(players_first, players_second)
    assert [s.code for s in seats] == ["A-1", "A-2", "A-3", "A-4", "B-1", "B-2", "B-3", "B-4"]
    assert {s.player for s in seats[:4]} == set(players_a)
    assert {s.player for s in seats[4:]} == set(players_b)
    cards = [s.card for s in seats]
    assert all(c is not None for c in cards) and len(set(cards)) == 8
    for team_seats in (seats[:4], seats[4:]):
        team_cards = [s.card for s in team_seats]
        assert team_cards == sorted(team_cards, reverse=True)  # type: ignore[type-var]
    check_draw({s.player: s.card for s in seats[:4] if s.card},
               {s.player: s.card for s in seats[4:] if s.card}, 4)


def test_draw_seats_refusals() -> None:
    with pytest.raises(InputError, match="both teams need the same number"):
        draw_seats(["a", "b"], ["c"])
    with pytest.raises(InputError, match="every player needs a different name"):
        draw_seats(["a", "b"], ["a", "c"])


def test_check_draw_refuses_duplicates_and_counts() -> None:
    a = {"a1": Card.parse("SA"), "a2": Card.parse("HK"), "a3": Card.parse("D2"),
         "a4": Card.parse("C3")}
    b = {"b1": Card.parse("SA"), "b2": Card.parse("HQ"), "b3": Card.parse("D4"),
         "b4": Card.parse("HK")}
    with pytest.raises(InputError, match="card drawn twice from one deck: ♠A, ♥K"):
        check_draw(a, b, 4)
    with pytest.raises(InputError, match="team B: 3 players drew, 4 must"):
        check_draw(a, dict(list(b.items())[:3]), 4)


def test_seats_in_order() -> None:
    drawn = seats_in_order(["a", "b"], ["c", "d"])
    assert [(s.code, s.player, s.card) for s in drawn.seats] == [
        ("A-1", "a", None), ("A-2", "b", None), ("B-1", "c", None), ("B-2", "d", None)]
    assert drawn.a_is_first and drawn.highest is None
    assert drawn.in_order("first", "second") == ("first", "second")


def test_the_second_team_drawing_the_highest_card_is_team_a() -> None:
    """Seed 003: the highest card of all eight (rank, then suit) is A-1, his team is A."""
    first = {"Ivan": Card.parse("SK"), "Petar": Card.parse("HA"), "Georgi": Card.parse("C2"),
             "Stoyan": Card.parse("D9")}
    second = {"Maria": Card.parse("SA"), "Elena": Card.parse("H3"), "Vera": Card.parse("DQ"),
              "Nadya": Card.parse("CJ")}
    drawn = seats_from_cards(first, second)
    assert not drawn.a_is_first
    assert drawn.highest == DrawnSeat("A-1", "Maria", Card.parse("SA"))  # ♠A above ♥A
    assert [s.player for s in drawn.seats] == ["Maria", "Vera", "Nadya", "Elena",
                                               "Petar", "Ivan", "Stoyan", "Georgi"]
    assert drawn.in_order("Sofia", "Varna") == ("Varna", "Sofia")
    assert drawn.entered_team(Team.A) == 1 and drawn.entered_team(Team.B) == 0
    # same rank: the suit decides (♥A above ♦A, ♣A)
    first["Petar"], second["Maria"] = Card.parse("DA"), Card.parse("HA")
    assert seats_from_cards(first, second).highest == DrawnSeat("A-1", "Maria",
                                                               Card.parse("HA"))
    first["Stoyan"] = Card.parse("SA")
    again = seats_from_cards(first, second)
    assert again.a_is_first and again.highest == DrawnSeat("A-1", "Stoyan", Card.parse("SA"))
    assert again.entered_team(Team.A) == 0


@given(st.permutations(range(52)), st.booleans())
def test_property_the_highest_card_is_always_a1(order: list[int], swap: bool) -> None:
    """Whichever team draws it, the highest of the eight cards is A-1 and his team is A;
    within each team the codes follow the cards; every player keeps his own card."""
    from models.vocabulary import full_deck

    deck = full_deck()
    cards = [deck[i] for i in order[:8]]
    names = [f"p{i}" for i in range(8)]
    first = dict(zip(names[:4], cards[:4], strict=True))
    second = dict(zip(names[4:], cards[4:], strict=True))
    if swap:
        first, second = second, first
    drawn = seats_from_cards(first, second)
    by_code = {s.code: s for s in drawn.seats}
    best = max(cards)
    assert by_code["A-1"].card == best
    team_a_players = set(first if best in first.values() else second)
    assert {by_code[f"A-{i}"].player for i in range(1, 5)} == team_a_players
    assert drawn.a_is_first == (best in first.values())
    for team in "AB":
        team_cards = [by_code[f"{team}-{i}"].card for i in range(1, 5)]
        assert team_cards == sorted(team_cards, reverse=True)  # type: ignore[type-var]
    given_cards = {**first, **second}
    assert all(given_cards[s.player] == s.card for s in drawn.seats)


# -- reserves -------------------------------------------------------------------------


def test_reserve_takes_over_a_code_from_a_round() -> None:
    match = fresh_match()
    inverse = SetSubstitution("A-3", 4, "Ra").apply(match)
    assert [match.player("A-3", r) for r in range(1, 7)] == ["A3"] * 3 + ["Ra"] * 3
    assert match.player("A-2", 5) == "A2"
    # The same reserve may take over the same code again from a later round.
    SetSubstitution("A-3", 6, "Ra").apply(match)
    assert match.player("A-3", 6) == "Ra"
    inverse.apply(match)
    assert [match.player("A-3", r) for r in range(1, 7)] == ["A3"] * 5 + ["Ra"]


@pytest.mark.parametrize(
    ("command", "error", "fragment"),
    [
        (SetSubstitution("A-3", 2, "Rb"), MatchError, "Rb is not a reserve of team A"),
        (SetSubstitution("A-9", 2, "Ra"), InputError, '"A-9": no such code in this match'),
        (SetSubstitution("A-3", 7, "Ra"), InputError, "round 7: rounds are 1-6"),
    ],
)
def test_substitution_refusals(command: SetSubstitution, error: type[Exception],
                               fragment: str) -> None:
    match = fresh_match()
    with pytest.raises(error, match=fragment):
        command.apply(match)
    assert match.substitutions == {}


def test_reserve_cannot_take_two_codes_nor_be_removed_while_playing() -> None:
    match = fresh_match()
    SetSubstitution("B-2", 3, "Rb").apply(match)
    with pytest.raises(MatchError, match="Rb already takes over B-2 from round 3"):
        SetSubstitution("B-4", 5, "Rb").apply(match)
    with pytest.raises(MatchError, match="reserve Rb plays: remove the substitution first"):
        SetTeam(Team.B, TeamInfo("Plovdiv", ())).apply(match)
    assert match.teams[Team.B].reserves == ("Rb",)
    with pytest.raises(MatchError, match="B-9: no player holds this code"):
        match.player("B-9", 1)
