"""Scoring: Law 77 against endplay, the score-card rule, board conditions, IMPs, VPs."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from endplay.types import Contract as EndplayContract
from endplay.types import Denom, Penalty, Player, Vul
from hypothesis import given
from hypothesis import strategies as st

from models.errors import InputError
from models.scoring import (
    IMP_BANDS,
    board_conditions,
    declarer_score,
    imps,
    ns_score,
    trick_points,
    victory_points,
)
from models.vocabulary import Contract, Direction, Doubling, Strain, Vulnerability

_DENOM = {Strain.C: Denom.clubs, Strain.D: Denom.diamonds, Strain.H: Denom.hearts,
          Strain.S: Denom.spades, Strain.NT: Denom.nt}
_PENALTY = {Doubling.NONE: Penalty.passed, Doubling.DOUBLED: Penalty.doubled,
            Doubling.REDOUBLED: Penalty.redoubled}


def endplay_score(contract: Contract, declarer: Direction, tricks: int, vul: Vul) -> int:
    """Declarer's score by endplay's independent implementation of Law 77."""
    player = {Direction.N: Player.north, Direction.E: Player.east,
              Direction.S: Player.south, Direction.W: Player.west}[declarer]
    ep = EndplayContract(level=contract.level, denom=_DENOM[contract.strain], declarer=player,
                         penalty=_PENALTY[contract.doubling],
                         result=tricks - contract.tricks_needed)
    return int(ep.score(vul))


@pytest.mark.parametrize("level", range(1, 8))
@pytest.mark.parametrize("strain", list(Strain))
@pytest.mark.parametrize("doubling", list(Doubling))
def test_every_contract_against_endplay(level: int, strain: Strain, doubling: Doubling) -> None:
    contract = Contract(level, strain, doubling)
    for vulnerable in (False, True):
        for tricks in range(14):
            ours = declarer_score(contract, tricks, vulnerable)
            # endplay's Vul is the board's: make declarer's line (NS) (not) vulnerable.
            assert ours == endplay_score(contract, Direction.N, tricks,
                                         Vul.ns if vulnerable else Vul.none), (
                contract, tricks, vulnerable)
            # Seen from North-South, an East-West declarer's score is negated.
            assert ns_score(contract, Direction.S, tricks, vulnerable) == ours
            assert ns_score(contract, Direction.E, tricks, vulnerable) == -ours
            assert ours == endplay_score(contract, Direction.W, tricks,
                                         Vul.ew if vulnerable else Vul.ns)


def test_check_value_1960() -> None:
    """Spec §7 / seed 001: 7♣ redoubled, made, not vulnerable, no part-score."""
    assert declarer_score(Contract(7, Strain.C, Doubling.REDOUBLED), 13, False) == 1960


def test_passed_out_is_zero() -> None:
    assert declarer_score(None, 0, True, 60) == 0
    assert ns_score(None, None, None, True) == 0


@pytest.mark.parametrize(
    ("contract", "part", "vulnerable", "expected"),
    [
        # 2S (60) + 40 carried = 100: game, 60 + 300.
        ("2S", 40, False, 360),
        ("2S", 40, True, 560),
        # 2S with 30 carried: 90, part-score bonus only.
        ("2S", 30, False, 110),
        # 1NT (40) + 60 = 100: game.
        ("1NT", 60, False, 340),
        ("1NT", 50, False, 90),
        # 2C (40) + 50 = 90: not game.
        ("2C", 50, False, 90),
        ("2C", 60, True, 540),
        # Doubled 2D: 80 trick points + 20 carried = game (+50 insult).
        ("2DX", 20, False, 80 + 300 + 50),
        ("2DX", 10, False, 80 + 50 + 50),
        ("2DX", 0, False, 180),
        # No part-score: plain Law 77.
        ("4S", 0, False, 420),
        ("3NT", 0, True, 600),
        # Slam bonus does not depend on the part-score.
        ("6C", 90, False, 120 + 300 + 500),
    ],
)
def test_part_score_rule(contract: str, part: int, vulnerable: bool, expected: int) -> None:
    parsed = Contract.parse(contract)
    assert parsed is not None
    assert declarer_score(parsed, parsed.tricks_needed, vulnerable, part) == expected


def test_part_score_does_not_change_a_failed_contract_or_overtricks() -> None:
    two_spades = Contract(2, Strain.S)
    for part in (0, 20, 40, 90):
        assert declarer_score(two_spades, 7, False, part) == -50
    assert declarer_score(two_spades, 10, False, 40) == 360 + 60
    assert declarer_score(two_spades, 10, False, 30) == 110 + 60


def test_trick_points() -> None:
    assert trick_points(Contract(1, Strain.NT)) == 40
    assert trick_points(Contract(3, Strain.NT)) == 100
    assert trick_points(Contract(4, Strain.H)) == 120
    assert trick_points(Contract(5, Strain.D)) == 100
    assert trick_points(Contract(2, Strain.D, Doubling.DOUBLED)) == 80
    assert trick_points(Contract(1, Strain.C, Doubling.REDOUBLED)) == 80


def test_scoring_refuses_bad_values() -> None:
    with pytest.raises(InputError, match="tricks 14: tricks taken must be 0-13"):
        declarer_score(Contract(4, Strain.S), 14, False)
    with pytest.raises(InputError, match="part-score -10: must not be negative"):
        declarer_score(Contract(4, Strain.S), 10, False, -10)
    with pytest.raises(InputError, match="a declarer and the tricks taken are needed"):
        ns_score(Contract(4, Strain.S), None, 10, False)


# -- board conditions (seed 000) -----------------------------------------------------

# Copies of ../shared/seeds/000_… and ../shared/spec/stolitsa-format.md live in tests/data/.
SEED_000 = Path(__file__).resolve().parent / "data"
_DIRECTIONS_RU = {"С": Direction.N, "В": Direction.E, "Ю": Direction.S, "З": Direction.W,
                  "3": Direction.W}  # the seed's OCR writes "З" (West) as the digit 3
_VUL_RU = {"Ни одна из сторон": Vulnerability.NONE, "Только С—Ю": Vulnerability.NS,
           "Только В—3": Vulnerability.EW, "Обе стороны": Vulnerability.BOTH}


def seed_board_table() -> dict[int, tuple[Direction, Vulnerability]]:
    """Dealer and vulnerability of boards 1-16 as the Russian seed lists them."""
    text = next(SEED_000.glob("000_*.txt")).read_text(encoding="utf-8")
    dealers: dict[int, Direction] = {}
    vuls: dict[int, Vulnerability] = {}
    for line in text.splitlines():
        found = re.fullmatch(r"(\S) — ([\d, ]+)", line.strip())
        if found and found[1] in _DIRECTIONS_RU:
            for board in found[2].split(","):
                dealers[int(board)] = _DIRECTIONS_RU[found[1]]
        for label, vul in _VUL_RU.items():
            if line.strip().startswith(label + " —"):
                for board in line.split("—")[-1].split(","):
                    vuls[int(board)] = vul
    assert set(dealers) == set(vuls) == set(range(1, 17)), (dealers, vuls)
    return {b: (dealers[b], vuls[b]) for b in range(1, 17)}


def test_board_conditions_match_the_seed() -> None:
    table = seed_board_table()
    for board, (dealer, vul) in table.items():
        conditions = board_conditions(board)
        assert (conditions.dealer, conditions.vulnerability) == (dealer, vul), board
    # Boards 17-32 repeat 1-16 (seed: "Сумочки с нумерацией от 17 до 32 … соответствуют").
    for board in range(17, 49):
        assert board_conditions(board) == board_conditions((board - 1) % 16 + 1)
    assert board_conditions(17) == board_conditions(1)
    with pytest.raises(InputError, match="board 0: board numbers start at 1"):
        board_conditions(0)


def test_board_conditions_spot_checks() -> None:
    assert board_conditions(1).dealer is Direction.N
    assert board_conditions(1).vulnerability is Vulnerability.NONE
    assert board_conditions(4).dealer is Direction.W
    assert board_conditions(4).vulnerability is Vulnerability.BOTH
    assert board_conditions(16).vulnerability is Vulnerability.EW


# -- IMPs (Law 78B) ------------------------------------------------------------------

LAW_78B = [  # (lowest difference, highest difference, IMPs)
    (0, 10, 0), (20, 40, 1), (50, 80, 2), (90, 120, 3), (130, 160, 4), (170, 210, 5),
    (220, 260, 6), (270, 310, 7), (320, 360, 8), (370, 420, 9), (430, 490, 10),
    (500, 590, 11), (600, 740, 12), (750, 890, 13), (900, 1090, 14), (1100, 1290, 15),
    (1300, 1490, 16), (1500, 1740, 17), (1750, 1990, 18), (2000, 2240, 19),
    (2250, 2490, 20), (2500, 2990, 21), (3000, 3490, 22), (3500, 3990, 23),
]


@pytest.mark.parametrize(("low", "high", "value"), LAW_78B)
def test_imp_band_edges(low: int, high: int, value: int) -> None:
    assert imps(low) == value
    assert imps(high) == value
    assert imps(high + 10) == value + 1
    if low > 0:
        assert imps(low - 10) == value - 1
    # Sign symmetry.
    assert imps(-low) == -value
    assert imps(-high) == -value


def test_imps_top_of_the_scale() -> None:
    assert imps(4000) == 24 and imps(7600) == 24 and imps(-4000) == -24
    assert len(IMP_BANDS) == 24


@given(st.integers(-10000, 10000))
def test_imps_antisymmetric_and_monotonic(diff: int) -> None:
    assert imps(-diff) == -imps(diff)
    assert imps(diff + 10) >= imps(diff)
    assert abs(imps(diff)) <= 24


# -- victory points ------------------------------------------------------------------


def test_vp_tie_and_blitz() -> None:
    assert victory_points(0, 36) == (10.0, 10.0)
    blitz = 90  # 15 * sqrt(36)
    assert victory_points(blitz, 36) == (20.0, 0.0)
    assert victory_points(-blitz, 36) == (0.0, 20.0)
    assert victory_points(500, 36) == (20.0, 0.0)
    assert victory_points(89, 36)[0] < 20.0
    with pytest.raises(InputError, match="at least one board"):
        victory_points(3, 0)


def test_vp_values_and_concavity() -> None:
    # 16 boards (blitz 60): VP = 10 + 10 (1 - τ^(3M/60)) / (1 - τ^3), worked by hand:
    # M = 1: τ^0.05 = 0.97623, (1 - 0.97623) / 0.76393 = 0.0311 -> 10.31.
    assert victory_points(1, 16) == (10.31, 9.69)
    # M = 20: τ^1 = 0.61803, 0.38197 / 0.76393 = 0.5 -> 15.00.
    assert victory_points(20, 16) == (15.0, 5.0)
    # Each further IMP is worth no more than the one before (up to the rounding).
    values = [victory_points(m, 16)[0] for m in range(0, 61)]
    gains = [b - a for a, b in zip(values, values[1:], strict=False)]
    assert all(later <= earlier + 0.011 for earlier, later in zip(gains, gains[1:],
                                                                   strict=False))


@given(st.integers(-200, 200), st.integers(1, 64))
def test_vp_sum_and_symmetry(margin: int, boards: int) -> None:
    a, b = victory_points(margin, boards)
    assert a + b == pytest.approx(20.0)
    assert 0.0 <= a <= 20.0
    assert victory_points(-margin, boards) == (b, a)
    if margin > 0:
        assert a > 10.0
    assert victory_points(margin + 1, boards)[0] >= a
