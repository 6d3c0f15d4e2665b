"""Par under score cards (models/par.py): equal to endplay's par with part-score 0, and
right where endplay cannot follow (carried part-scores)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from models.errors import InputError
from models.par import ParContract, board_cards, check_table, par
from models.scorecards import PART_SCORES, ScoreCard
from models.vocabulary import Direction, Line, Strain, Vulnerability

DATA = Path(__file__).parent / "data" / "par_deals.json"
N, E, S, W = Direction.N, Direction.E, Direction.S, Direction.W


def fixture_tables():
    rows = json.loads(DATA.read_text(encoding="utf-8"))["deals"]
    return [(row["seed"], {Direction[d]: {Strain.parse(s): n for s, n in r.items()}
                           for d, r in row["table"].items()}) for row in rows]


def endplay_par(tricks, vulnerability, dealer):
    """endplay's (DDS DealerPar) score and contracts for a table, as stored text."""
    import endplay._dds as _dds
    from endplay.dds import par as eplay_par
    from endplay.dds.ddtable import DDTable
    from endplay.types import Denom, Player, Vul

    from teams_app.analysis import format_par

    denoms = {Strain.C: Denom.clubs, Strain.D: Denom.diamonds, Strain.H: Denom.hearts,
              Strain.S: Denom.spades, Strain.NT: Denom.nt}
    raw = _dds.ddTableResults()
    for d in Direction:
        for strain, denom in denoms.items():
            raw.resTable[denom][Player(int(d))] = tricks[d][strain]
    vul = {Vulnerability.NONE: Vul.none, Vulnerability.NS: Vul.ns, Vulnerability.EW: Vul.ew,
           Vulnerability.BOTH: Vul.both}[vulnerability]
    result = eplay_par(DDTable(raw), vul, Player(int(dealer)))
    contracts = [format_par(c.copy()) for c in result]
    return result.score, [c for c in contracts if c != "Pass"] or ["Pass"]


def table(rows):
    """A table from {direction: "C D H S NT" tricks}."""
    return {d: dict(zip(Strain, (int(x) for x in rows[d].split()), strict=True))
            for d in Direction}


# -- against endplay, part-score 0 --------------------------------------------------------


@pytest.mark.parametrize("vulnerability", list(Vulnerability))
def test_par_equals_endplay_on_random_deals(vulnerability):
    tables = fixture_tables()
    assert len(tables) >= 150
    differ = []
    for seed, tricks in tables:
        for dealer in Direction:
            got = par(tricks, board_cards(vulnerability), dealer)
            score, contracts = endplay_par(tricks, vulnerability, dealer)
            if (got.ns_score, got.contract_texts()) != (score, contracts):
                differ.append((seed, dealer.name, score, contracts, got.ns_score,
                               got.contract_texts()))
    assert differ == []


@st.composite
def consistent_tables(draw):
    """Tables a deal could give: each line's tricks in a strain within 13 minus the
    other line's (the lead can move a trick or so); balanced, competitive numbers."""
    rows = {d: {} for d in Direction}
    for strain in Strain:
        n = draw(st.integers(0, 13))
        s = min(13, max(0, n + draw(st.integers(-1, 1))))
        low, high = 13 - max(n, s), 13 - min(n, s)
        rows[N][strain], rows[S][strain] = n, s
        rows[E][strain] = draw(st.integers(low, high))
        rows[W][strain] = draw(st.integers(low, high))
    return rows


@settings(max_examples=400, deadline=None)
@given(consistent_tables(), st.sampled_from(list(Vulnerability)),
       st.sampled_from(list(Direction)))
def test_par_equals_endplay_on_synthetic_tables(tricks, vulnerability, dealer):
    got = par(tricks, board_cards(vulnerability), dealer)
    assert (got.ns_score, got.contract_texts()) == endplay_par(tricks, vulnerability, dealer)


@pytest.mark.parametrize(("dealer", "score", "contracts"), [
    (N, -90, ["1NTE="]),  # E bids 1NT before S can
    (E, -90, ["1NTE="]),
    (S, 90, ["1NTS="]),  # S bids it first
    (W, -90, ["1NTE="]),
])
def test_the_dealer_decides_who_bids_an_equal_contract_first(dealer, score, contracts):
    tricks = table({N: "6 6 6 6 6", E: "6 6 6 6 7", S: "6 6 6 6 7", W: "6 6 6 6 6"})
    got = par(tricks, board_cards(Vulnerability.NONE), dealer)
    assert (got.ns_score, got.contract_texts()) == (score, contracts)
    assert (score, contracts) == endplay_par(tricks, Vulnerability.NONE, dealer)


def test_passed_out():
    tricks = table({d: "6 6 6 6 6" for d in Direction})
    got = par(tricks, board_cards(Vulnerability.BOTH), N)
    assert got.ns_score == 0 and got.contracts == () and got.contract_texts() == ["Pass"]
    assert got.lowest is None
    assert endplay_par(tricks, Vulnerability.BOTH, N) == (0, ["Pass"])


# -- carried part-scores -----------------------------------------------------------------

# NS take 8 tricks in spades; nothing else makes for anybody.
SPADES = table({N: "5 5 6 8 6", S: "5 5 6 8 6", E: "4 4 4 5 4", W: "4 4 4 5 4"})


def cards(ns, ew):
    return {Line.NS: ScoreCard.parse(ns), Line.EW: ScoreCard.parse(ew)}


def test_a_part_score_makes_two_spades_a_game():
    assert par(SPADES, cards("NV0", "NV0"), N).ns_score == 110
    got = par(SPADES, cards("NV60", "NV0"), N)
    assert got.ns_score == 360
    assert got.contract_texts() == ["2SN=", "2SS="]
    assert got.lowest == ParContract(2, Strain.S, N, False, 8)
    assert par(SPADES, cards("V60", "NV0"), N).ns_score == 560
    # East deals: East gets in first with 2♠ doubled, three down, 500 < 560
    got = par(SPADES, cards("V60", "NV0"), E)
    assert got.ns_score == 500
    assert got.contract_texts() == ["2SEX-3", "2SWX-3"]
    # with 70 carried 1♠ is already a game: the lowest level is named
    assert par(SPADES, cards("NV70", "NV0"), N).contract_texts() == ["1SN+1", "1SS+1"]
    # the opponents' part-score does not change NS's score
    assert par(SPADES, cards("NV0", "V90"), N).ns_score == 110


def test_a_part_score_makes_a_sacrifice_pay():
    # NS: 8 tricks in spades; EW: 7 in hearts, nothing else.
    tricks = table({N: "5 5 6 8 6", S: "5 5 6 8 6", E: "5 5 7 5 5", W: "5 5 7 5 5"})
    plain = par(tricks, cards("NV0", "NV0"), N)
    assert plain.ns_score == 110 and plain.contract_texts() == ["2SN=", "2SS="]
    assert plain.ns_score == endplay_par(tricks, Vulnerability.NONE, N)[0]
    # with 60 carried, 2♠ is worth 360 to NS: EW sacrifice in 3♥ doubled, two down (300)
    got = par(tricks, cards("NV60", "NV0"), N)
    assert got.ns_score == 300
    assert got.contract_texts() == ["3HEX-2", "3HWX-2"]
    # vulnerable EW would lose 500: they let NS have their game
    assert par(tricks, cards("NV60", "V0"), N).ns_score == 360


def test_a_part_score_lets_a_line_stop_lower():
    # NS: 9 tricks in diamonds only.  Plain: 1♦+2 (110); with 40 carried 3♦ is a game.
    tricks = table({N: "5 9 5 5 5", S: "5 9 5 5 5", E: "4 3 4 4 4", W: "4 3 4 4 4"})
    assert par(tricks, cards("NV0", "NV0"), N).contract_texts() == ["1DN+2", "1DS+2"]
    got = par(tricks, cards("NV40", "NV0"), N)
    assert got.ns_score == 360 and got.contract_texts() == ["3DN=", "3DS="]
    got = par(tricks, cards("NV80", "NV0"), N)  # 1♦ is already a game: 20 + 80
    assert got.ns_score == 360 and got.contract_texts() == ["1DN+2", "1DS+2"]
    got = par(tricks, cards("V40", "NV0"), N)
    assert got.ns_score == 560 and got.contract_texts() == ["3DN=", "3DS="]


_CARDS = st.builds(ScoreCard, st.booleans(), st.sampled_from(PART_SCORES))


@settings(max_examples=300, deadline=None)
@given(consistent_tables(), _CARDS, _CARDS, st.sampled_from(PART_SCORES),
       st.sampled_from(list(Direction)))
def test_more_part_score_never_hurts_its_line(tricks, ns, ew, more, dealer):
    before = par(tricks, {Line.NS: ns, Line.EW: ew}, dealer).ns_score
    if more >= ns.part_score:  # NS carry more: the NS score does not go down
        after = par(tricks, {Line.NS: ScoreCard(ns.vulnerable, more), Line.EW: ew}, dealer)
        assert after.ns_score >= before
    if more >= ew.part_score:  # EW carry more: the NS score does not go up
        after = par(tricks, {Line.NS: ns, Line.EW: ScoreCard(ew.vulnerable, more)}, dealer)
        assert after.ns_score <= before


@settings(max_examples=200, deadline=None)
@given(consistent_tables(), _CARDS, _CARDS, st.sampled_from(list(Direction)))
def test_every_par_contract_scores_par(tricks, ns, ew, dealer):
    from models.scoring import ns_score

    lines = {Line.NS: ns, Line.EW: ew}
    got = par(tricks, lines, dealer)
    assert got.contracts or got.ns_score == 0
    for contract in got.contracts:
        card = lines[contract.declarer.line]
        assert contract.tricks == tricks[contract.declarer][contract.strain]
        assert contract.doubled == (contract.result < 0)
        assert ns_score(contract.contract, contract.declarer, contract.tricks,
                        card.vulnerable, card.part_score) == got.ns_score


def test_the_par_of_the_fixture_is_symmetric_under_turning_the_table():
    """Turning the deal a quarter (N->E...) swaps the lines: par changes sign."""
    for _, tricks in fixture_tables()[:40]:
        turned = {d.next: tricks[d] for d in Direction}
        for dealer in (N, E):
            a = par(tricks, cards("NV60", "V20"), dealer)
            b = par(turned, cards("V20", "NV60"), dealer.next)
            assert b.ns_score == -a.ns_score
            assert sorted(b.contracts, key=str) == sorted(
                (ParContract(c.level, c.strain, c.declarer.next, c.doubled, c.tricks)
                 for c in a.contracts), key=str)


# -- bad input ------------------------------------------------------------------------------


def test_bad_tables_and_cards_are_refused():
    good = table({d: "6 6 6 6 6" for d in Direction})
    check_table(good)
    with pytest.raises(InputError, match="no row for W"):
        check_table({d: good[d] for d in (N, E, S)})
    missing = {d: dict(good[d]) for d in Direction}
    del missing[E][Strain.NT]
    with pytest.raises(InputError, match="no tricks for E in NT"):
        par(missing, board_cards(Vulnerability.NONE), N)
    for bad in (14, -1, "7", True):
        wrong = {d: dict(good[d]) for d in Direction}
        wrong[S][Strain.H] = bad
        with pytest.raises(InputError, match="S H .* tricks must be 0-13"):
            par(wrong, board_cards(Vulnerability.NONE), N)
    with pytest.raises(InputError, match="no score card for EW"):
        par(good, {Line.NS: ScoreCard(False, 0)}, N)


def test_contract_text():
    assert str(ParContract(3, Strain.NT, E, False, 10)) == "3NTE+1"
    assert str(ParContract(5, Strain.H, N, True, 9)) == "5HNX-2"
    assert str(ParContract(4, Strain.S, S, False, 10)) == "4SS="
    assert board_cards(Vulnerability.EW) == cards("NV0", "V0")
