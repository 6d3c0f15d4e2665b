"""Scoring: Law 77 duplicate scores, the score-card rule, board conditions, IMPs and VPs.

Spec §7.  A deal's score is always given from the declaring side's point of view by
:func:`declarer_score`, and from North-South's by :func:`ns_score`.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from enum import Enum
from typing import Final

from models.errors import InputError
from models.vocabulary import (
    Contract,
    Deal,
    Direction,
    Doubling,
    Line,
    Rank,
    Strain,
    Vulnerability,
)

GAME_THRESHOLD: Final = 100


# -- honours (seed 001's contract-bridge table; spec §7) ------------------------------

_HONOURS_TEXT: Final = re.compile(r"(NS|EW)(100|150)", re.ASCII)


class Honours(Enum):
    """Honours held in one hand, scored to the line holding them, whoever declares.

    100 for four of the five trump honours, 150 for all five, 150 for the four aces at
    no-trump (seed 001).  Made or not; never on a passed-out deal.
    """

    NS100 = "NS100"
    NS150 = "NS150"
    EW100 = "EW100"
    EW150 = "EW150"

    @property
    def line(self) -> Line:
        return Line.NS if self.value.startswith("NS") else Line.EW

    @property
    def points(self) -> int:
        return int(self.value[2:])

    @property
    def ns_points(self) -> int:
        """The honours from North-South's side (negative when East-West hold them)."""
        return self.points if self.line is Line.NS else -self.points

    def __str__(self) -> str:
        return self.value

    @classmethod
    def parse(cls, text: str) -> Honours | None:
        """``NS100``, ``ns 150``, ``EW-100``…; empty text is no honours (None)."""
        norm = re.sub(r"[\s/\-]", "", text.upper())
        if not norm:
            return None
        match = _HONOURS_TEXT.fullmatch(norm)
        if match is None:
            raise InputError(f'"{text.strip()}": honours are NS100, NS150, EW100 or EW150',
                             "honours", {"text": text.strip()})
        return cls(norm)


def honours_held(deal: Deal, contract: Contract | None) -> Honours | None:
    """The honours the hands of a deal hold for a contract (seed 001's table): four of
    the five trump honours (A K Q J 10) in one hand 100, all five 150; at no-trump the
    four aces in one hand 150.  None when no hand holds them, or the deal passed out."""
    if contract is None:
        return None
    trump = contract.strain.trump
    for direction in Direction:
        hand = deal[direction]
        if trump is None:
            count = sum(1 for c in hand if c.rank is Rank.ACE)
        else:
            count = sum(1 for c in hand if c.suit is trump and c.rank >= Rank.TEN)
        if count >= 4:
            points = 150 if contract.strain is Strain.NT or count == 5 else 100
            return Honours(f"{direction.line.value}{points}")
    return None


def check_honours(contract: Contract | None, honours: Honours | None) -> None:
    """Refuse honours that cannot be: any on a passed-out deal, 100 at no-trump."""
    if honours is None:
        return
    if contract is None:
        raise InputError(f"{honours}: a passed-out deal has no honours",
                         "honours_pass", {"honours": str(honours)})
    if contract.strain is Strain.NT and honours.points == 100:
        raise InputError(f"{contract} {honours}: at no-trump only the four aces count "
                         "(150), not 100", "honours_nt100",
                         {"contract": contract, "honours": str(honours)})


def trick_points(contract: Contract) -> int:
    """Points for the tricks bid and made (below the line), doubling included."""
    if contract.strain is Strain.NT:
        base = 40 + 30 * (contract.level - 1)
    elif contract.strain.is_minor:
        base = 20 * contract.level
    else:
        base = 30 * contract.level
    return base * contract.doubling.value


def _undertrick_penalty(down: int, vulnerable: bool, doubling: Doubling) -> int:
    if doubling is Doubling.NONE:
        return down * (100 if vulnerable else 50)
    if vulnerable:
        penalty = 200 + 300 * (down - 1)
    else:
        # 100 for the first, 200 for the second and third, 300 from the fourth on.
        penalty = 100 + 200 * min(down - 1, 2) + 300 * max(down - 3, 0)
    return penalty * (doubling.value // 2)


def declarer_score(
    contract: Contract | None,
    tricks: int,
    vulnerable: bool,
    part_score: int = 0,
) -> int:
    """Score for the declaring side (negative when the contract fails).

    ``part_score`` is the declaring line's carried part-score from its score card
    (spec §7): the contract earns the game bonus when its trick points plus the
    part-score reach 100, and the part-score bonus of 50 otherwise.  With board
    conditions it is 0, which is plain Law 77 scoring.  A passed-out deal scores 0.
    """
    if contract is None:
        return 0
    if not 0 <= tricks <= 13:
        raise InputError(f"tricks {tricks}: tricks taken must be 0-13", "tricks_range",
                         {"text": str(tricks)})
    if part_score < 0:
        raise InputError(f"part-score {part_score}: must not be negative",
                         "part_score_negative", {"part_score": part_score})
    needed = contract.tricks_needed
    if tricks < needed:
        return -_undertrick_penalty(needed - tricks, vulnerable, contract.doubling)
    points = trick_points(contract)
    score = points
    if points + part_score >= GAME_THRESHOLD:
        score += 500 if vulnerable else 300
    else:
        score += 50
    if contract.level == 6:
        score += 750 if vulnerable else 500
    elif contract.level == 7:
        score += 1500 if vulnerable else 1000
    over = tricks - needed
    if contract.doubling is Doubling.NONE:
        score += over * (20 if contract.strain.is_minor else 30)
    else:
        score += 50 * (contract.doubling.value // 2)  # the "insult"
        score += over * (100 if vulnerable else 50) * contract.doubling.value
    return score


def ns_score(
    contract: Contract | None,
    declarer: Direction | None,
    tricks: int | None,
    vulnerable: bool,
    part_score: int = 0,
    honours: Honours | None = None,
) -> int:
    """Signed score from North-South's side; ``vulnerable``/``part_score`` are declarer's.

    ``honours`` are added to the side that holds them, whoever declares, made or not.
    """
    check_honours(contract, honours)
    if contract is None:
        return 0
    if declarer is None or tricks is None:
        raise InputError(f"{contract}: a declarer and the tricks taken are needed",
                         "declarer_tricks_needed", {"contract": contract})
    score = declarer_score(contract, tricks, vulnerable, part_score)
    signed = score if declarer.line is Line.NS else -score
    return signed + (honours.ns_points if honours is not None else 0)


# -- board conditions (seed 000: the 16-board cycle) -------------------------------

_VUL_CYCLE: Final = (
    Vulnerability.NONE, Vulnerability.NS, Vulnerability.EW, Vulnerability.BOTH,
    Vulnerability.NS, Vulnerability.EW, Vulnerability.BOTH, Vulnerability.NONE,
    Vulnerability.EW, Vulnerability.BOTH, Vulnerability.NONE, Vulnerability.NS,
    Vulnerability.BOTH, Vulnerability.NONE, Vulnerability.NS, Vulnerability.EW,
)


@dataclass(frozen=True, slots=True)
class BoardConditions:
    dealer: Direction
    vulnerability: Vulnerability


def board_conditions(board: int) -> BoardConditions:
    """Dealer and vulnerability of a board number: the 16-board cycle of the Laws."""
    if board < 1:
        raise InputError(f"board {board}: board numbers start at 1")
    index = (board - 1) % 16
    return BoardConditions(Direction((board - 1) % 4), _VUL_CYCLE[index])


# -- IMPs (Law 78B) ------------------------------------------------------------------

#: Upper bound of each IMP band: a difference up to 10 is 0 IMPs, 20-40 is 1, …
IMP_BANDS: Final = (
    10, 40, 80, 120, 160, 210, 260, 310, 360, 420, 490, 590, 740, 890,
    1090, 1290, 1490, 1740, 1990, 2240, 2490, 2990, 3490, 3990,
)


def imps(difference: int) -> int:
    """IMPs for a point difference (signed: the sign of the difference is kept)."""
    size = abs(difference)
    for value, upper in enumerate(IMP_BANDS):
        if size <= upper:
            return value if difference >= 0 else -value
    return 24 if difference > 0 else -24


# -- victory points (WBF continuous 20-point scale, 2013) ----------------------------

TAU: Final = (math.sqrt(5) - 1) / 2


def victory_points(imp_margin: int, boards: int) -> tuple[float, float]:
    """WBF continuous VP scale: (VPs of the side with ``imp_margin``, VPs of the other).

    Formula (WBF Scoring Panel, 2013): with N boards the blitz margin is
    ``X = 15 * sqrt(N)``; a winning margin M < X earns
    ``VP = 10 + 10 * (1 - τ**(3M/X)) / (1 - τ**3)``, τ = (√5 − 1)/2 (the golden
    ratio's inverse), rounded to two decimals; M ≥ X earns 20.  The loser gets
    20 − VP.  (The WBF's published tables also adjust a few rounded values to keep
    every step non-increasing; those adjustments are not applied here.)
    """
    if boards < 1:
        raise InputError(f"{boards} boards: a VP scale needs at least one board")
    blitz = 15 * math.sqrt(boards)
    margin = abs(imp_margin)
    if margin >= blitz:
        winner = 20.0
    else:
        winner = round(10 + 10 * (1 - TAU ** (3 * margin / blitz)) / (1 - TAU**3), 2)
    loser = round(20 - winner, 2)
    return (winner, loser) if imp_margin >= 0 else (loser, winner)
