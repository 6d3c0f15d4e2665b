"""Balances (spec §10): a hand-computed example, and properties of any match state."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from models.balances import compute_balances, deal_balance
from models.commands import SetAnnulment, SetResult, SetScoreCards
from models.format import FORMATS, STOLITSA_36, MatchFormat, Team, register_format
from models.match import (
    Annulment,
    AnnulReason,
    DealKey,
    Match,
    Seat,
    Settings,
    TableResult,
    new_match,
)
from models.scorecards import DEFAULT_DECK, ScoreCard
from models.scoring import imps, ns_score, victory_points
from models.vocabulary import Direction, Line


def fresh_match(settings_: Settings | None = None) -> Match:
    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    return new_match("Sofia", "Plovdiv", seats, settings=settings_)


def play(match: Match, deal: int, table: int, entry: str) -> None:
    SetResult(DealKey(deal), table, TableResult.parse_entry(entry)).apply(match)


def cards(match: Match, deal: int, ns: str, ew: str) -> None:
    SetScoreCards(deal, ScoreCard.parse(ns), ScoreCard.parse(ew)).apply(match)


def hand_example() -> Match:
    """Round 1: four deals that count, one pending, one annulled; round 2: one deal."""
    match = fresh_match()
    cards(match, 1, "NV0", "NV0")
    play(match, 1, 1, "4S N 10")   # +420 for A (NS at table 1)
    play(match, 1, 2, "4S N 9")    # B (NS at table 2) one down: NS -50
    cards(match, 2, "V0", "NV20")
    play(match, 2, 1, "3NT E 9")   # B (EW at table 1) makes 400: NS -400
    play(match, 2, 2, "3NT E 10")  # A (EW at table 2) makes 430: NS -430
    cards(match, 3, "NV60", "V0")
    play(match, 3, 1, "1NT N 7")   # 40 + 60 carried = game: +340
    play(match, 3, 2, "2S S 8")    # 60 + 60 carried = game: +360
    cards(match, 4, "V0", "V0")
    play(match, 4, 1, "4HX S 8")   # vulnerable, doubled, two down: NS -500
    play(match, 4, 2, "PASS")
    cards(match, 5, "NV0", "NV0")
    play(match, 5, 1, "2C N 8")    # pending: not played at table 2 yet
    cards(match, 6, "NV20", "NV20")
    play(match, 6, 1, "6NT N 12")
    play(match, 6, 2, "6NT N 11")
    SetAnnulment(DealKey(6), Annulment(AnnulReason.CARDS_SEEN)).apply(match)
    cards(match, 7, "NV90", "V90")
    play(match, 7, 1, "2D N 8")    # 40 + 90 carried = game: +340 at both tables
    play(match, 7, 2, "2D N 8")
    return match


def test_hand_computed_example() -> None:
    balances = compute_balances(hand_example())
    d = {b.deal: b for b in balances.deals}
    assert [(d[n].ns_table1, d[n].ns_table2) for n in (1, 2, 3, 4, 7)] == [
        (420, -50), (-400, -430), (340, 360), (-500, 0), (340, 340)]
    assert [d[n].net_a for n in range(1, 8)] == [470, 30, -20, -500, 0, 0, 0]
    assert [d[n].imps_a for n in range(1, 8)] == [10, 1, -1, -11, 0, 0, 0]
    assert d[5].pending and not d[5].counts and d[5].ns_table2 is None
    # annulled during the match: its replay is pending, and it counts nowhere
    assert d[6].annulled is AnnulReason.CARDS_SEEN and not d[6].counts
    assert d[6].pending and d[6].replay_pending and d[6].played_net_a == 990 + 50
    assert (d[6].ns_table1, d[6].ns_table2) == (990, -50)  # recorded, yet not counted
    assert all(not b.counts and b.net_a == 0 for b in balances.deals[7:])

    one, two = balances.rounds[0], balances.rounds[1]
    assert (one.table1.a, one.table1.b) == (760, 900)
    assert (one.table2.a, one.table2.b) == (480, 360)
    assert one.balance_a == -20 and one.cumulative_a == -20
    assert (one.given_away_a, one.given_away_b) == (520, 500)
    assert one.imps_a == -1 and one.cumulative_imps_a == -1
    assert [b.deal for b in one.deals] == [1, 2, 3, 4, 5, 6]
    assert (two.table1.a, two.table1.b, two.table2.a, two.table2.b) == (340, 0, 0, 340)
    assert two.balance_a == 0 and two.cumulative_a == -20 and two.cumulative_imps_a == -1
    assert [r.cumulative_a for r in balances.rounds] == [-20] * 6

    assert balances.balance_a == -20 and balances.imps_a == -1
    assert balances.leader is Team.B
    assert balances.deals_counted == 5
    assert (balances.points_made_a, balances.points_made_b) == (1580, 1600)
    # Percentage of the victory: B won 520 of the 1020 points that changed hands.
    assert balances.victory_percentage == 50.98
    # Final percentage: 1580 / 3180 and 1600 / 3180.
    assert balances.final_percentage == {Team.A: 49.69, Team.B: 50.31}
    assert balances.victory_points() == victory_points(-1, 5)

    report = balances.to_report()
    assert report["rounds"][0] == {
        "round": 1, "table1": {"A": 760, "B": 900}, "table2": {"A": 480, "B": 360},
        "balance_A": -20, "cumulative_A": -20, "given_away": {"A": 520, "B": 500},
        "cumulative_given_away": {"A": 520, "B": 500},
        "imps_A": -1, "cumulative_imps_A": -1}
    assert report["deals"][4] == {
        "deal": 5, "net_A": 0, "annulled": False, "pending": True,
        "attempts": [{"attempt": 0, "annulled": False, "reason": None, "after_match": None,
                      "replay": None, "net_A": None}]}
    assert report["deals"][5] == {
        "deal": 6, "net_A": 0, "annulled": True, "pending": True,
        "attempts": [{"attempt": 0, "annulled": True, "reason": 2, "after_match": False,
                      "replay": True, "net_A": 1040}]}
    assert report["total"] == {"balance_A": -20, "imps_A": -1, "victory_percentage": 50.98,
                               "final_percentage": {"A": 49.69, "B": 50.31}}
    assert len(report["deals"]) == 36 and len(report["rounds"]) == 6


def test_empty_match() -> None:
    balances = compute_balances(fresh_match())
    assert balances.balance_a == 0 and balances.leader is None
    assert balances.victory_percentage == 50.0
    assert balances.final_percentage == {Team.A: 50.0, Team.B: 50.0}
    assert balances.victory_points() == (10.0, 10.0)
    assert all(d.pending for d in balances.deals)


def test_deal_balance_follows_the_current_attempt() -> None:
    match = hand_example()
    assert deal_balance(match, 6).annulled is AnnulReason.CARDS_SEEN
    # deal 6 is table 2's: its replay is dealt there, then carried to table 1
    SetResult(DealKey(6, 1), 2, TableResult.parse_entry("3NT S 10")).apply(match)
    replacement = deal_balance(match, 6)
    assert replacement.attempt == 1 and replacement.pending and replacement.annulled is None
    SetResult(DealKey(6, 1), 1, TableResult.parse_entry("3NT S 9")).apply(match)
    # NV20 for NS: 400 at table 1, 430 at table 2: A loses 30.
    assert compute_balances(match).deals[5].net_a == -30
    assert compute_balances(match).balance_a == -50


def test_custom_format_balances(monkeypatch: pytest.MonkeyPatch) -> None:
    seats = {Direction.S: "A-1", Direction.N: "A-2", Direction.W: "B-1", Direction.E: "B-2"}
    other = {Direction.S: "B-3", Direction.N: "B-4", Direction.W: "A-3", Direction.E: "A-4"}
    fmt = MatchFormat("balances-mini", rounds=2, originals_per_table=1, team_size=4,
                      seat_table=((seats, other), (seats, other)))
    # monkeypatch takes the name out of the registry again after the test.
    monkeypatch.setitem(FORMATS, fmt.name, fmt)
    monkeypatch.delitem(FORMATS, fmt.name)
    register_format(fmt)
    register_format(fmt)  # the same format again is harmless
    match = fresh_match(Settings(format_name="balances-mini"))
    assert match.format is fmt
    for deal in range(1, 5):
        table = fmt.slot(deal).origin_table
        cards(match, deal, "NV0" if deal <= 2 else "V0", "NV0" if deal <= 2 else "V0")
        assert fmt.slot(deal).origin_table == table
    play(match, 1, 1, "4S N 10")
    play(match, 1, 2, "4S N 10")
    play(match, 3, 1, "3NT S 9")
    play(match, 3, 2, "3NT S 8")
    balances = compute_balances(match)
    assert len(balances.deals) == 4 and len(balances.rounds) == 2
    assert [d.net_a for d in balances.deals] == [0, 0, 700, 0]
    assert balances.rounds[1].balance_a == 700 and balances.rounds[1].cumulative_a == 700
    with pytest.raises(Exception, match="another format already has this name"):
        register_format(MatchFormat("balances-mini", rounds=1, originals_per_table=1,
                                    team_size=4, seat_table=((seats, other),)))
    with pytest.raises(Exception, match="deal 5: deals are 1-4"):
        SetScoreCards(5, DEFAULT_DECK[0], DEFAULT_DECK[1]).apply(match)


# -- properties -----------------------------------------------------------------------------

ENTRIES = st.sampled_from(["4S N 10", "4S N 9", "3NT E 9", "3NT E 11", "PASS", "2DX S 8",
                           "6NT W 12", "7CXX N 13", "1H E 4", "5DX W 9", "2S S 8",
                           "1NT N 7"])
PLAYED = st.dictionaries(st.integers(1, 36), st.tuples(st.none() | ENTRIES,
                                                      st.none() | ENTRIES), max_size=20)
ANNULLED = st.sets(st.integers(1, 36), max_size=4)


def deal_cards(deal: int) -> tuple[ScoreCard, ScoreCard]:
    """A fixed draw: every card of both lines' decks used once per table."""
    slot = STOLITSA_36.slot(deal)
    index = (slot.round - 1) * 3 + slot.serial - 1
    return DEFAULT_DECK[index], DEFAULT_DECK[17 - index]


def build(played: dict[int, tuple[str | None, str | None]], annulled: set[int],
          swap: bool = False) -> Match:
    match = fresh_match()
    for deal in range(1, 37):
        SetScoreCards(deal, *deal_cards(deal)).apply(match)
    for deal, (one, two) in played.items():
        if swap:
            one, two = two, one
        for table, entry in ((1, one), (2, two)):
            if entry is not None:
                play(match, deal, table, entry)
    for deal in annulled:
        SetAnnulment(DealKey(deal), Annulment(AnnulReason.SHORT_ENVELOPE)).apply(match)
    return match


def expected_ns(deal: int, entry: str) -> int:
    """NS score straight from the scoring rules and the deal's score cards."""
    result = TableResult.parse_entry(entry)
    if result.contract is None:
        return 0
    assert result.declarer is not None
    ns, ew = deal_cards(deal)
    card = ns if result.declarer.line is Line.NS else ew
    return ns_score(result.contract, result.declarer, result.tricks, card.vulnerable,
                    card.part_score)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(PLAYED, ANNULLED)
def test_balances_properties(played: dict[int, tuple[str | None, str | None]],
                             annulled: set[int]) -> None:
    match = build(played, annulled)
    balances = compute_balances(match)

    # Each deal: counts only when played at both tables and not annulled.
    expected_net = {}
    for deal in range(1, 37):
        one, two = played.get(deal, (None, None))
        counts = one is not None and two is not None and deal not in annulled
        expected_net[deal] = expected_ns(deal, one) - expected_ns(deal, two) if counts else 0
        b = balances.deals[deal - 1]
        assert b.deal == deal and b.counts == counts
        # annulled during the match: the replay is pending
        assert b.pending == (deal in annulled or one is None or two is None)
        assert b.net_a == expected_net[deal]
        assert b.imps_a == imps(expected_net[deal])
    assert balances.deals_counted == sum(1 for b in balances.deals if b.counts)

    # Rounds add up to the match; cumulative is the running sum; IMPs likewise.
    running = running_imps = 0
    for r in balances.rounds:
        assert r.balance_a == sum(expected_net[d] for d in STOLITSA_36.round_deals(r.round))
        assert r.imps_a == sum(imps(expected_net[d]) for d in STOLITSA_36.round_deals(r.round))
        running += r.balance_a
        running_imps += r.imps_a
        assert (r.cumulative_a, r.cumulative_imps_a) == (running, running_imps)
        # The balance is the difference of the points each team made at both tables.
        assert r.balance_a == (r.table1.a - r.table1.b) + (r.table2.a - r.table2.b)
        assert r.balance_a == r.given_away_b - r.given_away_a
        assert min(r.table1.a, r.table1.b, r.table2.a, r.table2.b) >= 0
    assert balances.balance_a == running == sum(expected_net.values())
    assert balances.imps_a == running_imps
    assert balances.points_made_a == sum(r.table1.a + r.table2.a for r in balances.rounds)
    assert balances.points_made_b == sum(r.table1.b + r.table2.b for r in balances.rounds)
    final = balances.final_percentage
    assert final[Team.A] + final[Team.B] == pytest.approx(100.0)
    assert 50.0 <= balances.victory_percentage <= 100.0

    # A's gain is B's loss: the same results with the tables exchanged negate every net.
    mirrored = compute_balances(build(played, annulled, swap=True))
    assert [m.net_a for m in mirrored.deals] == [-b.net_a for b in balances.deals]
    assert mirrored.balance_a == -balances.balance_a
    assert mirrored.imps_a == -balances.imps_a
    for m, r in zip(mirrored.rounds, balances.rounds, strict=True):
        assert (m.table1.a, m.table1.b) == (r.table2.b, r.table2.a)
        assert (m.table2.a, m.table2.b) == (r.table1.b, r.table1.a)
        assert (m.given_away_a, m.given_away_b) == (r.given_away_b, r.given_away_a)
    assert mirrored.victory_percentage == balances.victory_percentage
    assert (mirrored.points_made_a, mirrored.points_made_b) == (
        balances.points_made_b, balances.points_made_a)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(PLAYED, st.integers(1, 36))
def test_annulling_a_deal_moves_exactly_its_net(
        played: dict[int, tuple[str | None, str | None]], deal: int) -> None:
    match = build(played, set())
    before = compute_balances(match)
    SetAnnulment(DealKey(deal), Annulment(AnnulReason.WRONG_ENVELOPES)).apply(match)
    after = compute_balances(match)
    net = before.deals[deal - 1].net_a
    assert after.deals[deal - 1].net_a == 0 and not after.deals[deal - 1].counts
    assert after.balance_a == before.balance_a - net
    assert after.imps_a == before.imps_a - imps(net)
    others = [d for d in range(1, 37) if d != deal]
    assert [after.deals[d - 1] for d in others] == [before.deals[d - 1] for d in others]
    # Deleting one table's result makes the deal pending: it counts nowhere either.
    match = build(played, set())
    if (DealKey(deal), 2) in match.results:
        SetResult(DealKey(deal), 2, None).apply(match)
        pending = compute_balances(match)
        assert pending.deals[deal - 1].pending
        assert pending.balance_a == before.balance_a - net
        assert (pending.points_made_a, pending.points_made_b) == (after.points_made_a,
                                                                  after.points_made_b)
        r = STOLITSA_36.slot(deal).round - 1
        assert pending.rounds[r].table1 == after.rounds[r].table1
        assert pending.rounds[r].table2 == after.rounds[r].table2


def test_given_away_is_added_up_after_every_round():
    """Spec §10: the points given away are summed after every round, per team."""
    from printing.demo import demo_match

    match = demo_match(7, played_rounds=4, with_hands=False)
    balances = compute_balances(match)
    total_a = total_b = 0
    for r, row in zip(balances.rounds, balances.to_report()["rounds"], strict=True):
        total_a += r.given_away_a
        total_b += r.given_away_b
        assert (r.cumulative_given_away_a, r.cumulative_given_away_b) == (total_a, total_b)
        assert row["cumulative_given_away"] == {"A": total_a, "B": total_b}
    assert total_a > 0 and total_b > 0
    assert [r.started for r in balances.rounds] == [True] * 4 + [False] * 2
    assert balances.rounds[5].cumulative_given_away_a == balances.rounds[3]. \
        cumulative_given_away_a
