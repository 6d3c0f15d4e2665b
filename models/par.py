"""Double-dummy par under each line's own scoring: vulnerability and carried part-score.

The usual par (DDS, endplay) knows only board vulnerability.  Under Stolitsa's score
cards (spec §6-7) a line may carry a part-score, which makes a low contract a game for
it (2♠ with 60 carried scores 360 not vulnerable, not 110), so par is computed here from
a double-dummy table and each line's :class:`~models.scorecards.ScoreCard`.  Board
conditions are the special case of part-score 0 for both lines (:func:`board_cards`).

Definition (standard double-dummy par: the auction as a game of two lines)
--------------------------------------------------------------------------
Both lines know all four hands and the double-dummy table.  A contract that the
opponents let stand is scored with :func:`models.scoring.declarer_score` for the
declaring line's card: *undoubled* if it makes (the double-dummy number of tricks), and
*doubled* if it fails (sacrifices are doubled).  North-South play to maximise the NS
score, East-West to minimise it; the **par score** is the value of this auction game:

* The opening: the four players in turn from the dealer may each open with any bid, and
  the opener declares it (his own tricks).  Four passes pass the deal out (0).
* After a bid by one line the other line acts: it passes, and the contract stands; or it
  bids any higher contract, declared by whichever of its two players takes more tricks
  in that strain; and so on (minimax over 35 bids × 2 lines, memoised).

Modelling notes.  (1) Nobody is forced to bid.  (2) A line bids over its own contract
only when its turn comes (after the opponents bid, or at the opening); raising its own
contract after the opponents passed is never better than bidding the higher contract at
once (the opponents would have had fewer options), so it is left out.  (3) The dealer
matters only at the opening: when both lines can make the same top contract, the player
nearer the dealer who makes it bids it first, and a same-strain sacrifice at the same
level is possible only for a player before the declarer.  This is how DDS's
``DealerPar`` (endplay's ``par(table, vul, dealer)``) treats the dealer, and with
part-score 0 the par score here equals endplay's (checked in tests/test_par.py on 300
random deals × 4 vulnerabilities × 4 dealers, and on synthetic tables).

**Par contracts** are the contracts a par auction can end in, listed as DDS lists them:
every contract (level, strain, declarer) that scores exactly the par score when it
stands and that the opponents would pass -- none of their higher contracts would score
strictly better for them standing, nor the same contract bid by one of them before the
declarer (or a partner taking as many tricks); of those, the lowest level for each
strain and declarer (9 tricks in spades, worth 140: 1♠+2 when the opponents would not
bid over 1♠, 2♠+1 when they would bid over 1♠ but not over 2♠).
A contract that makes is shown undoubled with its overtricks, a failing one doubled
("5HNX-1"); order: no-trump, spades, hearts, diamonds, clubs, NS before EW, N before S.
A passed-out par (score 0) has no contracts.  When several contracts reach par, the
convention names the lowest in bidding order (:attr:`Par.lowest`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from models.errors import InputError
from models.scorecards import ScoreCard
from models.scoring import declarer_score
from models.vocabulary import Contract, Direction, Doubling, Line, Strain, Vulnerability

#: tricks[declarer][strain]: the double-dummy tricks of each declarer in each strain
TrickTable = Mapping[Direction, Mapping[Strain, int]]

#: Bump when the definition or the scoring changes: stored pars are recomputed.
PAR_METHOD: Final = "stolitsa-par/1"

_BIDS: Final = tuple((level, strain) for level in range(1, 8) for strain in Strain)
#: the order in which par contracts are listed (as DDS: no-trump, then the suits high first)
_LIST_ORDER: Final = (Strain.NT, Strain.S, Strain.H, Strain.D, Strain.C)


@dataclass(frozen=True, slots=True)
class ParContract:
    """One par contract: level, strain, declarer, doubled or not, and the tricks it takes."""

    level: int
    strain: Strain
    declarer: Direction
    doubled: bool
    tricks: int

    @property
    def contract(self) -> Contract:
        return Contract(self.level, self.strain,
                        Doubling.DOUBLED if self.doubled else Doubling.NONE)

    @property
    def result(self) -> int:
        """Tricks over (positive) or under (negative) the contract."""
        return self.tricks - (self.level + 6)

    def __str__(self) -> str:
        """``4SN=``, ``3NTE+1``, ``5HNX-2``: the stored text (ASCII, doubling after declarer)."""
        result = "=" if self.result == 0 else f"{self.result:+d}"
        return (f"{self.level}{self.strain.name}{self.declarer.name}"
                f"{'X' if self.doubled else ''}{result}")


@dataclass(frozen=True, slots=True)
class Par:
    """Par of a deal: the NS score and the contracts reaching it (none when passed out)."""

    ns_score: int
    contracts: tuple[ParContract, ...]

    @property
    def lowest(self) -> ParContract | None:
        """The par contract by convention: the lowest in bidding order (None: passed out)."""
        return min(self.contracts, key=lambda c: (c.level, c.strain), default=None)

    def contract_texts(self) -> list[str]:
        """The contracts as stored text; ``["Pass"]`` for a passed-out par."""
        return [str(c) for c in self.contracts] or ["Pass"]


def board_cards(vulnerability: Vulnerability) -> dict[Line, ScoreCard]:
    """Board conditions as score cards: each line's vulnerability, part-score 0."""
    return {line: ScoreCard(vulnerability.is_vulnerable(line), 0) for line in Line}


def vulnerability_of(cards: Mapping[Line, ScoreCard]) -> Vulnerability:
    """The board vulnerability the two lines' cards amount to (part-scores aside)."""
    ns, ew = cards[Line.NS].vulnerable, cards[Line.EW].vulnerable
    return {(False, False): Vulnerability.NONE, (True, False): Vulnerability.NS,
            (False, True): Vulnerability.EW, (True, True): Vulnerability.BOTH}[(ns, ew)]


def cards_text(cards: Mapping[Line, ScoreCard]) -> dict[str, str]:
    """The cards as stored with a par: ``{"NS": "NV60", "EW": "V0"}``."""
    return {line.value: str(cards[line]) for line in Line}


def check_table(tricks: TrickTable) -> None:
    """Refuse a table that lacks an entry or holds a number outside 0-13."""
    for direction in Direction:
        row = tricks.get(direction)
        if row is None:
            raise InputError(f"double-dummy table: no row for {direction.name}")
        for strain in Strain:
            value = row.get(strain)
            if value is None:
                raise InputError(
                    f"double-dummy table: no tricks for {direction.name} in {strain.name}")
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 13:
                raise InputError(f"double-dummy table: {direction.name} {strain.name} = "
                                 f"{value!r}, tricks must be 0-13")


def stand_score(tricks: int, level: int, strain: Strain, card: ScoreCard) -> int:
    """Declarer's score if the contract stands: undoubled when it makes, doubled if not."""
    doubling = Doubling.NONE if tricks >= level + 6 else Doubling.DOUBLED
    return declarer_score(Contract(level, strain, doubling), tricks, card.vulnerable,
                          card.part_score)


def _line_value(line: Line, ns: int) -> int:
    return ns if line is Line.NS else -ns


def par(tricks: TrickTable, cards: Mapping[Line, ScoreCard], dealer: Direction) -> Par:
    """Par of a deal from its double-dummy table, each line's card and the dealer."""
    check_table(tricks)
    for line in Line:
        if line not in cards:
            raise InputError(f"par: no score card for {line.value}")
    game = _Game(tricks, cards, dealer)
    return Par(game.score, game.contracts())


def stored_table(table: Mapping[str, Mapping[str, int]]) -> dict[Direction, dict[Strain, int]]:
    """A DD table as the match file stores it (``{"N": {"C": 7, …, "NT": 6}, …}``)."""
    try:
        return {d: {s: int(table[d.name][s.name]) for s in Strain} for d in Direction}
    except (KeyError, TypeError, ValueError) as exc:
        raise InputError(f"double-dummy table: {exc!r} is missing or not a number") from None


def stored_par(table: Mapping[str, Mapping[str, int]], cards: Mapping[Line, ScoreCard],
               dealer: Direction) -> dict[str, Any]:
    """The par entry the match file keeps beside a stored DD table (``extras["dd"]``)."""
    result = par(stored_table(table), cards, dealer)
    return {"ns_score": result.ns_score, "contracts": result.contract_texts(),
            "vul": vulnerability_of(cards).value, "dealer": dealer.name,
            "cards": cards_text(cards), "method": PAR_METHOD}


class _Game:
    """The bidding game of one deal (see the module docstring); scores are NS scores."""

    def __init__(self, tricks: TrickTable, cards: Mapping[Line, ScoreCard],
                 dealer: Direction) -> None:
        self.tricks = tricks
        self.cards = cards
        self.order = [dealer, dealer.next, dealer.next.next, dealer.next.next.next]
        n_bids = len(_BIDS)
        # by_seat[seat][k]: NS score when bid k stands, declared by that seat
        self.by_seat = {seat: [_line_value(seat.line, stand_score(
            tricks[seat][strain], level, strain, cards[seat.line])) for level, strain in _BIDS]
            for seat in Direction}
        # stand[line][k]: the same, declared by the line's better player in the strain
        self.stand = {line: [self.seat_stand(k, self.best(line, strain))
                             for k, (_, strain) in enumerate(_BIDS)] for line in Line}
        # over[line][k]: the best `line` gets by bidding k or higher when it is its turn
        # (None past 7NT); value of `line` having bid k = the opponents' choice between
        # passing (stand) and over[opponents][k + 1].
        self.over: dict[Line, list[int | None]] = {line: [None] * (n_bids + 1)
                                                    for line in Line}
        for k in range(n_bids - 1, -1, -1):
            values = {line: self.reply(line, k, self.stand[line][k]) for line in Line}
            for line in Line:
                above = self.over[line][k + 1]
                self.over[line][k] = (values[line] if above is None
                                      else _better(line, values[line], above))
        # The opening, seat by seat from the dealer; after four passes the score is 0.
        score = 0
        for seat in reversed(self.order):
            line = seat.line
            for k in range(n_bids):
                opened = self.reply(line, k, self.seat_stand(k, seat))
                score = _better(line, score, opened)
        self.score = score

    def best(self, line: Line, strain: Strain) -> Direction:
        first, second = line.directions
        return second if self.tricks[second][strain] > self.tricks[first][strain] else first

    def seat_stand(self, k: int, seat: Direction) -> int:
        return self.by_seat[seat][k]

    def reply(self, line: Line, k: int, stand: int) -> int:
        """NS score once `line` bid k (standing: `stand`) and the opponents are to act."""
        other = line.other
        above = self.over[other][k + 1]
        return stand if above is None else _better(other, stand, above)

    def contracts(self) -> tuple[ParContract, ...]:
        found: list[ParContract] = []
        for strain in _LIST_ORDER:
            for line in (Line.NS, Line.EW):
                other = line.other
                for declarer in line.directions:
                    taken = self.tricks[declarer][strain]
                    for k, (level, bid_strain) in enumerate(_BIDS):
                        if bid_strain is not strain or self.seat_stand(k, declarer) != self.score:
                            continue
                        if self._outbid(other, k, declarer):
                            continue
                        found.append(ParContract(level, strain, declarer,
                                                 taken < level + 6, taken))
                        break
        return tuple(found)

    def _outbid(self, other: Line, k: int, declarer: Direction) -> bool:
        """Would `other` rather bid over `declarer`'s bid k (or bid k first)?

        A higher contract of theirs that, standing, scores strictly better for them than
        par; or the same contract, when a player of theirs who would gain by it comes
        before the declarer (or the declarer's partner taking as many tricks) in the
        rotation from the dealer.
        """
        target = _line_value(other, self.score)
        if any(_line_value(other, self.stand[other][j]) > target
               for j in range(k + 1, len(_BIDS))):
            return True
        strain = _BIDS[k][1]
        for seat in self.order:
            if seat.line is other:
                if _line_value(other, self.seat_stand(k, seat)) > target:
                    return True
            elif self.tricks[seat][strain] == self.tricks[declarer][strain]:
                return False  # the declarer, or partner taking as many tricks, bids first
        return False  # pragma: no cover - the declarer is one of the four seats


def _better(line: Line, a: int, b: int) -> int:
    """The better of two NS scores for `line`."""
    return max(a, b) if line is Line.NS else min(a, b)
