"""Cross-room checks, par give-away per deal and per partnership."""

from __future__ import annotations

import pytest

from models.checks import (
    CheckKind,
    cross_room_checks,
    deal_checks,
    par_cards,
    par_comparison,
    par_report,
    partnership_stats,
    stored_analysis,
)
from models.commands import SetAnnulment, SetExtra, SetResult, SetScoreCards
from models.format import Team
from models.match import (
    Annulment,
    AnnulReason,
    Conditions,
    DealKey,
    Seat,
    Settings,
    TableResult,
    new_match,
)
from models.notebook import record_auction, record_hands
from models.par import board_cards, par
from models.scorecards import ScoreCard
from models.scoring import board_conditions
from models.vocabulary import Card, Deal, Direction, Line, Strain, Vulnerability

N, E, S, W = Direction.N, Direction.E, Direction.S, Direction.W
DEAL = Deal.parse("N:T74.K93.AQ73.Q84 J8652.4.KJT2.AT7 AQ9.AJT875.9.K93 K3.Q62.8654.J652")


def _calls(text):
    return text.split()


def board_match(predealt=False, turning=False):
    seats = {f"{t}-{i}": Seat(f"P{t}{i}") for t in "AB" for i in range(1, 5)}
    match = new_match("A", "B", seats,
                      settings=Settings(conditions=Conditions.BOARD, turning=turning))
    if predealt:
        SetExtra("predealt", "1", DEAL.to_pbn()).apply(match)
    else:
        record_hands(match, DealKey(1), 1, {d.name: DEAL[d].to_pbn() for d in Direction}
                     ).apply(match)
    return match


def result(text, lead=None):
    r = TableResult.parse_entry(text)
    return TableResult(r.contract, r.declarer, r.tricks, lead=Card.parse(lead) if lead else None)


def fake_dd(match, deal, hands, par_ns, tricks=7):
    """A stored analysis in the format written before part-scores counted (no "cards")."""
    board = board_conditions(deal)
    SetExtra("dd", str(deal), {
        "deal": hands.to_pbn(),
        "table": {d.name: {s: tricks for s in ("C", "D", "H", "S", "NT")} for d in Direction},
        "par": {"ns_score": par_ns, "contracts": ["4HS="], "vul": board.vulnerability.value,
                "dealer": board.dealer.name},
    }).apply(match)


def kinds(checks):
    return [(c.table, c.kind, c.proposed_reason) for c in checks]


def test_clean_deal_has_no_checks():
    match = board_match()
    SetResult(DealKey(1), 1, result("4H S 10", "SK")).apply(match)  # W leads ♠K: W holds it
    SetResult(DealKey(1), 2, result("4H S 11", "D6")).apply(match)
    assert cross_room_checks(match) == []


def test_lead_not_held_at_the_second_table_proposes_reason_5():
    match = board_match()
    SetResult(DealKey(1), 1, result("4H S 10", "SK")).apply(match)
    SetResult(DealKey(1), 2, result("4H S 10", "SA")).apply(match)  # ♠A is South's
    checks = cross_room_checks(match)
    assert kinds(checks) == [(2, CheckKind.LEAD, AnnulReason.WRONG_ENVELOPES)]
    assert "♠A was not in W's hand, S held it" in checks[0].message
    assert "reason 5" in checks[0].action
    assert "deal 1, table 2" in str(checks[0])


def test_lead_not_held_at_the_origin_table_is_a_recording_slip():
    match = board_match()
    SetResult(DealKey(1), 1, result("4H S 10", "SA")).apply(match)
    assert kinds(cross_room_checks(match)) == [(1, CheckKind.LEAD, None)]
    predealt = board_match(predealt=True)
    SetResult(DealKey(1), 1, result("4H S 10", "SA")).apply(predealt)
    assert kinds(cross_room_checks(predealt)) == [
        (1, CheckKind.LEAD, AnnulReason.WRONG_ENVELOPES)]


def test_annulled_deal_proposes_no_second_annulment():
    match = board_match()
    SetResult(DealKey(1), 2, result("4H S 10", "SA")).apply(match)
    SetAnnulment(DealKey(1), Annulment(AnnulReason.WRONG_ENVELOPES)).apply(match)
    checks = cross_room_checks(match)
    assert kinds(checks) == [(2, CheckKind.LEAD, None)]
    assert checks[0].action == "already annulled"


def test_same_contract_and_tricks_on_opposite_lines():
    match = board_match()
    SetResult(DealKey(1), 1, result("3NT N 9")).apply(match)
    SetResult(DealKey(1), 2, result("3NT W 9")).apply(match)
    checks = cross_room_checks(match)
    assert kinds(checks) == [(None, CheckKind.WRONG_SIDE, None)]
    assert "wrong side" in checks[0].message
    # different tricks: no finding
    SetResult(DealKey(1), 2, result("3NT W 8")).apply(match)
    assert cross_room_checks(match) == []
    # same line is fine (N and S)
    SetResult(DealKey(1), 2, result("3NT S 9")).apply(match)
    assert cross_room_checks(match) == []


def test_wrong_side_hint_from_double_dummy():
    match = board_match()
    fake_dd(match, 1, DEAL, 0)
    table = match.extras["dd"]["1"]["table"]
    table["W"]["NT"] = 3  # W can take only 3 tricks in NT
    SetResult(DealKey(1), 1, result("3NT N 7")).apply(match)
    SetResult(DealKey(1), 2, result("3NT W 7")).apply(match)
    wrong = [c for c in cross_room_checks(match) if c.kind is CheckKind.WRONG_SIDE]
    assert "suggests table 2" in wrong[0].message


def test_hands_at_the_second_table_differ():
    match = board_match()
    swapped = {d.name: DEAL[d].to_pbn() for d in Direction}
    swapped["S"], swapped["W"] = swapped["W"], swapped["S"]
    record_hands(match, DealKey(1), 2, {"S": swapped["S"], "W": swapped["W"]}).apply(match)
    checks = cross_room_checks(match)
    assert kinds(checks) == [(2, CheckKind.HANDS_DIFFER, AnnulReason.WRONG_ENVELOPES)]
    assert "S played W's cards" in checks[0].message
    assert "W played S's cards" in checks[0].message
    # the same hands recorded: no finding
    record_hands(match, DealKey(1), 2, {"S": DEAL[S].to_pbn()}).apply(match)
    assert cross_room_checks(match) == []


def test_far_from_double_dummy_is_unusual_not_an_error():
    match = board_match()
    fake_dd(match, 1, DEAL, 0, tricks=10)
    SetResult(DealKey(1), 1, result("4H S 6")).apply(match)
    SetResult(DealKey(1), 2, result("4H S 7")).apply(match)
    checks = cross_room_checks(match)
    assert kinds(checks) == [(1, CheckKind.UNUSUAL, None)]
    assert not checks[0].kind.is_error
    assert "took 6 tricks, double-dummy 10" in checks[0].message
    assert kinds(cross_room_checks(match, unusual_tricks=3)) == [
        (1, CheckKind.UNUSUAL, None), (2, CheckKind.UNUSUAL, None)]


def test_auction_that_disagrees_with_the_result():
    match = board_match()
    SetResult(DealKey(1), 1, result("4H N 10")).apply(match)
    # board 1: N deals; E names hearts first
    record_auction(match, DealKey(1), 1, _calls("P 1H P 4H P P P")).apply(match)
    checks = deal_checks(match, DealKey(1))
    assert kinds(checks) == [(1, CheckKind.AUCTION, None)]
    assert checks[0].message == "the auction makes E declarer of 4H, the result says N"


def test_stale_analysis_is_not_used():
    match = board_match()
    fake_dd(match, 1, DEAL, 0)
    assert stored_analysis(match, DealKey(1)) is not None
    other = Deal.parse("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
    SetExtra("dd", "1", dict(match.extras["dd"]["1"], deal=other.to_pbn())).apply(match)
    assert stored_analysis(match, DealKey(1)) is None


def test_give_away_against_par_per_deal():
    match = board_match()
    fake_dd(match, 1, DEAL, 420)
    SetResult(DealKey(1), 1, result("4S N 10")).apply(match)  # A NS: 420 = par
    SetResult(DealKey(1), 2, result("4S N 9")).apply(match)  # B NS: -50, 470 below par
    [item] = par_comparison(match)
    assert item.given_away == {Team.A: 0, Team.B: 470}
    assert [(t.table, t.ns_vs_par) for t in item.tables] == [(1, 0), (2, -470)]
    SetResult(DealKey(1), 1, result("4S N 11")).apply(match)  # A NS: 450, 30 above par
    [item] = par_comparison(match)
    assert item.given_away == {Team.A: 0, Team.B: 500}
    report = par_report(match)
    assert report["given_away"] == {"A": 0, "B": 500}
    stats = {p.codes: p for p in partnership_stats(match)}
    # round 1: table 1 N A-2 S A-1, E B-4 W B-3; table 2 N B-2 S B-1, E A-4 W A-3
    assert stats[("A-1", "A-2")].net == 30 and stats[("A-1", "A-2")].given_away == 0
    assert stats[("B-3", "B-4")].net == -30 and stats[("B-3", "B-4")].given_away == 30
    assert stats[("B-1", "B-2")].given_away == 470 and stats[("B-1", "B-2")].points == -50
    assert stats[("A-3", "A-4")].net == 470
    SetAnnulment(DealKey(1), Annulment(AnnulReason.CARDS_SEEN)).apply(match)
    assert par_comparison(match) == []


@pytest.mark.parametrize("turning", [False, True])
def test_every_partnership_plays_twelve_games(turning):
    match = board_match(turning=turning)
    for deal in range(1, 37):
        SetExtra("predealt", str(deal), DEAL.to_pbn()).apply(match)
        fake_dd(match, deal, DEAL, 0)
        for table in (1, 2):
            SetResult(DealKey(deal), table, TableResult(None)).apply(match)
    stats = partnership_stats(match)
    assert len(stats) == 12
    assert {p.games for p in stats} == {12}
    assert [p.codes for p in stats][:6] == [("A-1", "A-2"), ("A-1", "A-3"), ("A-1", "A-4"),
                                            ("A-2", "A-3"), ("A-2", "A-4"), ("A-3", "A-4")]
    assert all(p.net == 0 and p.given_away == 0 for p in stats)


# -- par under score cards -----------------------------------------------------------------

# A made-up double-dummy table: NS take 8 tricks in spades, nothing else makes.
SPADES = {"N": {"C": 5, "D": 5, "H": 6, "S": 8, "NT": 6}, "S": {"C": 5, "D": 5, "H": 6, "S": 8,
          "NT": 6}, "E": {"C": 4, "D": 4, "H": 4, "S": 5, "NT": 4},
          "W": {"C": 4, "D": 4, "H": 4, "S": 5, "NT": 4}}


def cards_match(ns="NV60", ew="NV0"):
    seats = {f"{t}-{i}": Seat(f"P{t}{i}") for t in "AB" for i in range(1, 5)}
    match = new_match("A", "B", seats, settings=Settings(conditions=Conditions.CARDS))
    SetExtra("predealt", "1", DEAL.to_pbn()).apply(match)
    SetScoreCards(1, ScoreCard.parse(ns), ScoreCard.parse(ew)).apply(match)
    return match


def store_par(match, deal, tricks, cards=None):
    """Store an analysis with par computed by models.par (as teams_app.analysis does)."""
    cards = cards or par_cards(match, DealKey(deal))
    table = {Direction[d]: {Strain.parse(s): n for s, n in row.items()}
             for d, row in tricks.items()}
    result = par(table, cards, match.dealer(deal))
    SetExtra("dd", str(deal), {
        "deal": DEAL.to_pbn(), "table": tricks,
        "par": {"ns_score": result.ns_score, "contracts": result.contract_texts(),
                "vul": "None", "dealer": match.dealer(deal).name,
                "cards": {line.value: str(card) for line, card in cards.items()},
                "method": "stolitsa-par/1"},
    }).apply(match)


def test_give_away_counts_the_carried_part_score():
    match = cards_match("NV60", "NV0")
    store_par(match, 1, SPADES)
    assert stored_analysis(match, DealKey(1)).par_ns == 360  # 2♠ is a game with 60 carried
    SetResult(DealKey(1), 1, result("2S N 8")).apply(match)  # A NS: 360 = par
    SetResult(DealKey(1), 2, result("3S S 8")).apply(match)  # B NS: -50, 410 below par
    [item] = par_comparison(match)
    assert item.par_ns == 360 and item.par_contracts == ("2SN=", "2SS=")
    assert item.given_away == {Team.A: 0, Team.B: 410}
    # endplay's par (vulnerability only) would have said 110 and charged A 250 for nothing
    plain = par({Direction[d]: {Strain.parse(s): n for s, n in r.items()}
                 for d, r in SPADES.items()}, board_cards(Vulnerability.NONE), N)
    assert plain.ns_score == 110


def test_a_par_for_other_cards_is_not_used():
    match = cards_match("NV60", "NV0")
    store_par(match, 1, SPADES, cards={Line.NS: ScoreCard.parse("NV0"),
                                       Line.EW: ScoreCard.parse("NV0")})
    analysis = stored_analysis(match, DealKey(1))
    assert analysis is not None and analysis.par_ns is None  # table kept, par stale
    SetResult(DealKey(1), 1, result("2S N 8")).apply(match)
    assert par_comparison(match) == []


def test_an_old_par_is_used_only_without_part_scores():
    """A par stored before part-scores counted (no "cards") is right only at part-score 0."""
    old = {"deal": DEAL.to_pbn(), "table": SPADES,
           "par": {"ns_score": 110, "contracts": ["2SN="], "vul": "None", "dealer": "S"}}
    match = cards_match("NV60", "NV0")
    SetExtra("dd", "1", old).apply(match)
    assert match.dealer(1) is S
    assert stored_analysis(match, DealKey(1)).par_ns is None
    match = cards_match("NV0", "NV0")
    SetExtra("dd", "1", old).apply(match)
    assert stored_analysis(match, DealKey(1)).par_ns == 110
    SetExtra("dd", "1", dict(old, par=dict(old["par"], vul="NS"))).apply(match)
    assert stored_analysis(match, DealKey(1)).par_ns is None
    SetExtra("dd", "1", dict(old, par=dict(old["par"], dealer="N"))).apply(match)
    assert stored_analysis(match, DealKey(1)).par_ns is None


def test_par_cards_follow_the_conditions():
    match = cards_match("V30", "NV0")
    assert par_cards(match, DealKey(1)) == {Line.NS: ScoreCard(True, 30),
                                             Line.EW: ScoreCard(False, 0)}
    SetScoreCards(1, None, None).apply(match)
    assert par_cards(match, DealKey(1)) is None
    board = board_match()
    assert par_cards(board, DealKey(2)) == board_cards(Vulnerability.NS)


# -- honours ------------------------------------------------------------------------------

HONOURS_DEAL = Deal.parse(
    "N:AKQJ.432.543.432 T98.AKQ.AKQ.AKQJ 7654.JT9.JT9.T98 32.8765.8762.765")


def honours_match(scored=True):
    seats = {f"{t}-{i}": Seat(f"P{t}{i}") for t in "AB" for i in range(1, 5)}
    match = new_match("A", "B", seats, settings=Settings(conditions=Conditions.BOARD,
                                                         honours=scored))
    record_hands(match, DealKey(1), 1, {d.name: HONOURS_DEAL[d].to_pbn() for d in Direction}
                 ).apply(match)
    return match


def test_honours_recorded_against_the_hands():
    """North holds ♠AKQJ: at spades NS have 100 honours, whoever declares."""
    match = honours_match()
    SetResult(DealKey(1), 1, TableResult.parse_entry("4S N 10 H NS100")).apply(match)
    SetResult(DealKey(1), 2, TableResult.parse_entry("4S N 10")).apply(match)  # forgotten
    [check] = cross_room_checks(match)
    assert (check.table, check.kind, check.proposed_reason) == (2, CheckKind.HONOURS, None)
    assert check.message == "4S: honours recorded none, the hands as dealt hold NS100"
    assert check.action == "correct the honours" and check.kind.is_error
    # honours claimed that no hand holds (hearts), and the right ones at the other table
    SetResult(DealKey(1), 2, TableResult.parse_entry("4H E 10 H EW100")).apply(match)
    [check] = cross_room_checks(match)
    assert check.message == "4H: honours recorded EW100, the hands as dealt hold none"
    SetResult(DealKey(1), 2, TableResult.parse_entry("4S E 9 H NS100")).apply(match)
    assert cross_room_checks(match) == []
    # a match that does not score honours does not look for them
    plain = honours_match(scored=False)
    SetResult(DealKey(1), 1, TableResult.parse_entry("4S N 10")).apply(plain)
    assert cross_room_checks(plain) == []


def test_par_comparison_counts_the_honours_of_each_table():
    match = honours_match()
    fake_dd(match, 1, HONOURS_DEAL, 420)
    SetResult(DealKey(1), 1, TableResult.parse_entry("4S N 10 H NS100")).apply(match)
    SetResult(DealKey(1), 2, TableResult.parse_entry("4S N 10")).apply(match)
    [item] = par_comparison(match)
    # table 1 (A NS): 520, 100 above par; table 2 (B NS): 420 = par
    assert [(t.table, t.ns_vs_par) for t in item.tables] == [(1, 100), (2, 0)]
