"""Balances (spec §10): per deal, per round and table, cumulative, IMPs, percentages.

Team A sits North-South at table 1 and East-West at table 2, so the net of a deal for
team A is ``NS score at table 1 − NS score at table 2``.  A deal counts only when both
tables have played its current attempt and it is not annulled; a deal played at one
table so far, or annulled during the match with its replay still to play, is *pending*
and counts nowhere yet.  The annulled attempts of a deal keep their results
(:attr:`MatchBalances.earlier`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from models.format import Team
from models.match import Annulment, AnnulReason, DealKey, Match
from models.reads import Area, reads
from models.scoring import imps, victory_points
from models.vocabulary import Line


@dataclass(frozen=True, slots=True)
class DealBalance:
    deal: int
    round: int
    attempt: int
    ns_table1: int | None
    ns_table2: int | None
    annulled: AnnulReason | None
    #: the whole annulment (when, replayed or not); None when the attempt counts
    annulment: Annulment | None = None

    @property
    def replay_pending(self) -> bool:
        """Annulled during the match, its replay not started yet."""
        return self.annulment is not None and self.annulment.awaits_replay

    @property
    def pending(self) -> bool:
        if self.annulled is not None:
            return self.replay_pending
        return self.ns_table1 is None or self.ns_table2 is None

    @property
    def played_net_a(self) -> int | None:
        """Team A's net as played, annulled or not (None unless both tables played)."""
        if self.ns_table1 is None or self.ns_table2 is None:
            return None
        return self.ns_table1 - self.ns_table2

    @property
    def counts(self) -> bool:
        return self.annulled is None and not self.pending

    @property
    def net_a(self) -> int:
        """Team A's net on the deal (0 when it does not count)."""
        if not self.counts:
            return 0
        assert self.ns_table1 is not None and self.ns_table2 is not None
        return self.ns_table1 - self.ns_table2

    @property
    def imps_a(self) -> int:
        return imps(self.net_a)


@dataclass(frozen=True, slots=True)
class TablePoints:
    """Points each team made at one table in one round (sum of its positive scores)."""

    a: int
    b: int


@dataclass(frozen=True, slots=True)
class RoundBalance:
    round: int
    table1: TablePoints
    table2: TablePoints
    balance_a: int
    cumulative_a: int
    given_away_a: int
    given_away_b: int
    imps_a: int
    cumulative_imps_a: int
    deals: tuple[DealBalance, ...]
    #: points given away by each team up to and including this round (spec §10: "the
    #: points given away are also added up after every round")
    cumulative_given_away_a: int = 0
    cumulative_given_away_b: int = 0
    #: points of deals played at one table so far (they count once the other plays)
    pending_table1: TablePoints = TablePoints(0, 0)
    pending_table2: TablePoints = TablePoints(0, 0)

    @property
    def started(self) -> bool:
        """A deal of the round is played at a table or annulled."""
        return any(d.annulled is not None or d.ns_table1 is not None
                   or d.ns_table2 is not None for d in self.deals)

    @property
    def pending_deals(self) -> int:
        """Deals played at one table so far (not annulled ones awaiting a replay)."""
        return sum(1 for d in self.deals if d.pending and d.annulled is None and
                   (d.ns_table1 is not None or d.ns_table2 is not None))

    @property
    def complete(self) -> bool:
        """Every deal of the round counts or is annulled."""
        return all(d.counts or d.annulled is not None for d in self.deals)

    @property
    def deals_counted(self) -> int:
        """Deals of the round complete at both tables (they count)."""
        return sum(1 for d in self.deals if d.counts)

    @property
    def in_progress(self) -> bool:
        """Started and not complete: its figures are those of :attr:`deals_counted`
        deals, and :attr:`pending_deals` results wait for the other room."""
        return self.started and not self.complete


@dataclass(frozen=True, slots=True)
class MatchBalances:
    rounds: tuple[RoundBalance, ...]
    deals: tuple[DealBalance, ...]
    balance_a: int
    imps_a: int
    points_made_a: int
    points_made_b: int
    deals_counted: int
    #: the annulled attempts before each replayed deal's current one, first attempt first
    earlier: Mapping[int, tuple[DealBalance, ...]] = field(default_factory=dict)

    def attempts(self, current: DealBalance) -> list[DealBalance]:
        """Every attempt of a deal (given by its current one): the annulled ones, then the
        one that counts now."""
        return [*self.earlier.get(current.deal, ()), current]

    @property
    def leader(self) -> Team | None:
        if self.balance_a == 0:
            return None
        return Team.A if self.balance_a > 0 else Team.B

    @property
    def victory_percentage(self) -> float:
        """Winner's points won on deals ÷ all points that changed hands (sum of |net|), %.

        Our reading of spec §10; 50.0 when no points changed hands.
        """
        won_a = sum(d.net_a for d in self.deals if d.net_a > 0)
        won_b = sum(-d.net_a for d in self.deals if d.net_a < 0)
        total = won_a + won_b
        if total == 0:
            return 50.0
        return round(100 * max(won_a, won_b) / total, 2)

    @property
    def final_percentage(self) -> dict[Team, float]:
        """A team's points made ÷ both teams' points made, % (our reading of spec §10)."""
        total = self.points_made_a + self.points_made_b
        if total == 0:
            return {Team.A: 50.0, Team.B: 50.0}
        a = round(100 * self.points_made_a / total, 2)
        return {Team.A: a, Team.B: round(100 - a, 2)}

    def victory_points(self) -> tuple[float, float]:
        """(A's VPs, B's VPs) on the WBF continuous scale over the deals counted."""
        return victory_points(self.imps_a, max(self.deals_counted, 1))

    def to_report(self) -> dict[str, Any]:
        """The ``report --json`` shape."""
        final = self.final_percentage
        return {
            "rounds": [
                {
                    "round": r.round,
                    "table1": {"A": r.table1.a, "B": r.table1.b},
                    "table2": {"A": r.table2.a, "B": r.table2.b},
                    "balance_A": r.balance_a,
                    "cumulative_A": r.cumulative_a,
                    "given_away": {"A": r.given_away_a, "B": r.given_away_b},
                    "cumulative_given_away": {"A": r.cumulative_given_away_a,
                                              "B": r.cumulative_given_away_b},
                    "imps_A": r.imps_a,
                    "cumulative_imps_A": r.cumulative_imps_a,
                }
                for r in self.rounds
            ],
            "deals": [
                {"deal": d.deal, "net_A": d.net_a, "annulled": d.annulled is not None,
                 "pending": d.pending,
                 "attempts": [_attempt_report(a) for a in self.attempts(d)]}
                for d in self.deals
            ],
            "total": {
                "balance_A": self.balance_a,
                "imps_A": self.imps_a,
                "victory_percentage": self.victory_percentage,
                "final_percentage": {"A": final[Team.A], "B": final[Team.B]},
            },
        }


def _attempt_report(d: DealBalance) -> dict[str, Any]:
    """One attempt in ``report --json``: ``replay`` says whether an annulled attempt is
    replayed (None when not annulled); ``net_A`` is team A's net as played (None unless
    both tables played it), annulled or not."""
    a = d.annulment
    return {"attempt": d.attempt, "annulled": a is not None,
            "reason": int(a.reason) if a else None,
            "after_match": a.after_match if a else None,
            "replay": a.awaits_replay if a else None,
            "net_A": d.played_net_a}


def deal_balance(match: Match, deal: int) -> DealBalance:
    fmt = match.format
    key = match.current_key(deal)
    annulment = match.annulments.get(key)
    return DealBalance(
        deal=deal,
        round=fmt.slot(deal).round,
        attempt=key.attempt,
        ns_table1=match.score(key, 1),
        ns_table2=match.score(key, 2),
        annulled=annulment.reason if annulment else None,
        annulment=annulment,
    )


def _attempt_balance(match: Match, key: DealKey, round_: int) -> DealBalance:
    annulment = match.annulments.get(key)
    return DealBalance(key.deal, round_, key.attempt, match.score(key, 1),
                       match.score(key, 2), annulment.reason if annulment else None,
                       annulment)


@reads(Area.SETUP, Area.SETTINGS, Area.DRAWS, Area.RESULTS, Area.ANNULMENTS)
def compute_balances(match: Match) -> MatchBalances:
    """Every balance of the match, from its current state (nothing is cached)."""
    fmt = match.format
    # Team A's line at each table decides which sign of a NS score is A's.
    a_is_ns = {table: fmt.team_line(table, Team.A) is Line.NS for table in (1, 2)}
    latest = match.latest_attempts()  # one pass, instead of Match.attempts per deal
    annulments = match.annulments
    all_deals: list[DealBalance] = []
    earlier: dict[int, tuple[DealBalance, ...]] = {}
    rounds: list[RoundBalance] = []
    cumulative = cumulative_imps = 0
    cumulative_given = [0, 0]
    made_a = made_b = 0
    counted = 0
    for round_ in range(1, fmt.rounds + 1):
        in_round: list[DealBalance] = []
        points = {1: [0, 0], 2: [0, 0]}
        pending = {1: [0, 0], 2: [0, 0]}
        balance = round_imps = given_a = given_b = 0
        for deal in fmt.round_deals(round_):
            key = DealKey(deal, latest.get(deal, 0))
            annulment = annulments.get(key)
            d = DealBalance(
                deal=deal,
                round=round_,
                attempt=key.attempt,
                ns_table1=match.score(key, 1),
                ns_table2=match.score(key, 2),
                annulled=annulment.reason if annulment else None,
                annulment=annulment,
            )
            if key.attempt:
                earlier[deal] = tuple(_attempt_balance(match, DealKey(deal, a), round_)
                                      for a in range(key.attempt))
            in_round.append(d)
            if d.pending and d.annulled is None:  # played at one table so far
                _add_points(pending, a_is_ns, d)
            if not d.counts:
                continue
            counted += 1
            _add_points(points, a_is_ns, d)
            net = d.net_a
            balance += net
            round_imps += imps(net)
            if net < 0:
                given_a -= net
            else:
                given_b += net
        cumulative += balance
        cumulative_imps += round_imps
        cumulative_given[0] += given_a
        cumulative_given[1] += given_b
        made_a += points[1][0] + points[2][0]
        made_b += points[1][1] + points[2][1]
        all_deals.extend(in_round)
        rounds.append(RoundBalance(
            round=round_,
            table1=TablePoints(*points[1]),
            table2=TablePoints(*points[2]),
            balance_a=balance,
            cumulative_a=cumulative,
            given_away_a=given_a,
            given_away_b=given_b,
            imps_a=round_imps,
            cumulative_imps_a=cumulative_imps,
            deals=tuple(in_round),
            cumulative_given_away_a=cumulative_given[0],
            cumulative_given_away_b=cumulative_given[1],
            pending_table1=TablePoints(*pending[1]),
            pending_table2=TablePoints(*pending[2]),
        ))
    return MatchBalances(
        rounds=tuple(rounds),
        deals=tuple(all_deals),
        balance_a=cumulative,
        imps_a=cumulative_imps,
        points_made_a=made_a,
        points_made_b=made_b,
        deals_counted=counted,
        earlier=earlier,
    )


def _add_points(points: dict[int, list[int]], a_is_ns: dict[int, bool],
                d: DealBalance) -> None:
    """Add a deal's scores to each team's points at the tables that played it."""
    for table, ns in ((1, d.ns_table1), (2, d.ns_table2)):
        if ns is None:
            continue
        a_score = ns if a_is_ns[table] else -ns
        if a_score > 0:
            points[table][0] += a_score
        else:
            points[table][1] -= a_score
