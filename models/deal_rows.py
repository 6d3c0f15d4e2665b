"""What the Deals tab shows, computed from the match (pure: no Qt, no store).

:func:`deal_rows` gives one row per deal attempt (results at both tables, the
double-dummy tricks of each contract played, par, team A's net, the checks found);
:func:`notebook_state` everything the notebook panel shows for one deal at one table.
All of it comes from :mod:`models.notebook`, :mod:`models.checks` and
:mod:`models.balances`; the widgets only lay it out.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from models import extras
from models.balances import MatchBalances, compute_balances
from models.checks import Analysis, Check, deal_checks, stored_analysis
from models.errors import InputError
from models.match import AnnulReason, DealKey, Match, TableResult
from models.notebook import (
    auction_finished,
    complete_deal,
    contract_from_auction,
    known_deal,
    lead_problem,
    legal_auction,
    opening_leader,
    recorded_auction,
    recorded_hands,
    result_disagreements,
)
from models.queries import AttemptRow, deal_balance_rows
from models.reads import Area, reads
from models.vocabulary import Call, Contract, Direction, Hand

T = TypeVar("T")

#: Changes to these areas make every remembered answer stale (not only the deals named).
WHOLE_MATCH_AREAS = frozenset({"settings", "setup"})


class DealMemo:
    """The core's per-deal answers (cross-room checks, stored analysis), worked out again
    only for the deals a change concerns; and the match's balances, worked out again
    after any change (the Deals and Balances tabs both show them).

    The core parses and validates every deal's hands on each call; a view refreshing
    after every change would redo that for all 36 deals.  The answers are kept until
    :meth:`forget` is told of a change (the areas and deals of the operations'
    ``Changes``): a change to one deal costs one deal's work.  The answers are the core's
    own (:func:`models.checks.deal_checks`, :func:`models.checks.stored_analysis`).
    """

    def __init__(self) -> None:
        self._analysis: dict[DealKey, Analysis | None] = {}
        self._checks: dict[DealKey, list[Check]] = {}
        self._per_deal: dict[tuple[str, int], Any] = {}
        self._balances: MatchBalances | None = None

    def forget(self, areas: Iterable[str], deals: Iterable[int] = ()) -> None:
        """A change concerned these areas of the match and these deals (none named: any
        deal): forget what it may have made stale."""
        areas = frozenset(areas)
        if not areas:
            return
        self._balances = None
        touched = frozenset(deals)
        if not touched or areas & WHOLE_MATCH_AREAS:
            self._analysis.clear()
            self._checks.clear()
            self._per_deal.clear()
            return
        for memo in (self._analysis, self._checks):
            for key in [k for k in memo if k.deal in touched]:
                del memo[key]
        for named in [n for n in self._per_deal if n[1] in touched]:
            del self._per_deal[named]

    def per_deal(self, name: str, deal: int, compute: Callable[[], T]) -> T:
        """An answer about one deal (``compute()``), kept until a change concerns it."""
        if (name, deal) not in self._per_deal:
            self._per_deal[(name, deal)] = compute()
        value: T = self._per_deal[(name, deal)]
        return value

    def balances(self, match: Match) -> MatchBalances:
        """:func:`models.balances.compute_balances`, kept until the next change."""
        if self._balances is None:
            self._balances = compute_balances(match)
        return self._balances

    def analysis(self, match: Match, key: DealKey) -> Analysis | None:
        if extras.analysis(match, key) is None:
            return None
        if key not in self._analysis:
            self._analysis[key] = stored_analysis(match, key)
        return self._analysis[key]

    def deal_checks(self, match: Match, key: DealKey) -> list[Check]:
        if key not in self._checks:
            self._checks[key] = deal_checks(match, key)
        return list(self._checks[key])

    def checks(self, match: Match) -> list[Check]:
        """Every finding over all deals, in deal order (as ``cross_room_checks``)."""
        found: list[Check] = []
        for deal in range(1, match.format.deals + 1):
            for attempt in match.attempts(deal):
                found.extend(self.deal_checks(match, DealKey(deal, attempt)))
        return found


@dataclass(frozen=True, slots=True)
class TableCell:
    """One table's side of a deal row."""

    result: TableResult | None
    ns_score: int | None
    #: double-dummy tricks for the contract played, by its declarer (None: not analysed)
    dd_tricks: int | None
    hands: int  # how many hands were recorded at this table


@dataclass(frozen=True, slots=True)
class DealRow(AttemptRow):
    deal: int
    attempt: int
    round: int
    origin_table: int
    dealer: Direction
    tables: tuple[TableCell, TableCell]
    analysed: bool
    par_ns: int | None
    par_contracts: tuple[str, ...]
    #: team A's net on the deal (None: it does not count, or is not played at both)
    net_a: int | None
    annulled: AnnulReason | None
    errors: int  # cross-room findings that are errors
    unusual: int  # results far from double-dummy


def _dd(analysis: Analysis | None, result: TableResult | None) -> int | None:
    if analysis is None or result is None or result.contract is None:
        return None
    assert result.declarer is not None
    return analysis.dd_tricks(result.declarer, result.contract.strain)


@reads(Area.SETUP, Area.SETTINGS, Area.DRAWS, Area.RESULTS, Area.ANNULMENTS, Area.NOTEBOOK,
       Area.ANALYSIS)
def deal_rows(match: Match, checks: Sequence[Check] | None = None,
              memo: DealMemo | None = None) -> list[DealRow]:
    """Every deal's attempts in deal order (annulled attempts before the one that counts)."""
    memo = memo or DealMemo()
    if checks is None:
        checks = memo.checks(match)
    errors = Counter(c.key for c in checks if c.kind.is_error)
    unusual = Counter(c.key for c in checks if not c.kind.is_error)
    fmt = match.format
    rows: list[DealRow] = []
    for balance in deal_balance_rows(match, memo.balances(match)):
        key = DealKey(balance.deal, balance.attempt)
        slot = fmt.slot(key.deal)
        analysis = memo.analysis(match, key)
        cells = []
        for table, ns_score in ((1, balance.ns_table1), (2, balance.ns_table2)):
            result = match.results.get((key, table))
            cells.append(TableCell(
                result=result,
                ns_score=ns_score,  # match.score(key, table), as the balances have it
                dd_tricks=_dd(analysis, result),
                hands=len(extras.hands(match, key, table)),
            ))
        annulment = match.annulments.get(key)
        rows.append(DealRow(
            deal=key.deal, attempt=key.attempt, round=slot.round,
            origin_table=slot.origin_table, dealer=match.dealer(key.deal),
            tables=(cells[0], cells[1]),
            analysed=analysis is not None,
            par_ns=analysis.par_ns if analysis is not None else None,
            par_contracts=analysis.par_contracts if analysis is not None else (),
            net_a=balance.net_a if balance.counts else None,
            annulled=annulment.reason if annulment is not None else None,
            errors=errors[key], unusual=unusual[key],
        ))
    return rows


@dataclass(frozen=True, slots=True)
class NotebookState:
    """What the notebook holds for a deal at a table, ready to show."""

    key: DealKey
    table: int
    dealer: Direction
    calls: tuple[str, ...] | None  # the stored auction (None: none recorded)
    result: TableResult | None
    ns_score: int | None
    leader: Direction | None
    lead_problem: str | None
    hands: dict[Direction, str]  # recorded at this table (PBN per direction)
    disagreements: tuple[str, ...]  # the stored auction against the entered result
    analysis: Analysis | None


def notebook_state(match: Match, key: DealKey, table: int,
                   memo: DealMemo | None = None) -> NotebookState:
    memo = memo or DealMemo()
    analysis = memo.analysis(match, key)
    auction = recorded_auction(match, key, table)
    result = match.results.get((key, table))
    hands = recorded_hands(match, key, table)
    dealer = auction[0] if auction is not None else match.dealer(key.deal)
    disagreements: tuple[str, ...] = ()
    if auction is not None and result is not None and auction[1]:
        disagreements = tuple(result_disagreements(dealer, auction[1], result))
    problem = None
    if result is not None:
        reference = hands or (analysis.deal if analysis is not None
                              else known_deal(match, key))
        problem = lead_problem(reference, result) if reference else None
    return NotebookState(
        key=key, table=table, dealer=dealer,
        calls=tuple(str(c) for c in auction[1]) if auction is not None else None,
        result=result, ns_score=match.score(key, table),
        leader=opening_leader(result) if result is not None else None,
        lead_problem=problem,
        hands={d: h.to_pbn() for d, h in hands.items()},
        disagreements=disagreements,
        analysis=analysis,
    )


@dataclass(frozen=True, slots=True)
class AuctionCheck:
    """A typed auction, checked as far as it goes."""

    calls: tuple[Call, ...]  # the legal calls (all of them when ``error`` is None)
    error: str | None
    finished: bool
    contract: Contract | None  # when finished (None: passed out)
    declarer: Direction | None
    disagreements: tuple[str, ...]  # against the entered result, when finished
    #: the refusal ``error`` words (its key and values, for another language)
    failure: InputError | None = field(default=None, compare=False)


def check_auction(dealer: Direction, text: str | Sequence[str],
                  result: TableResult | None = None) -> AuctionCheck:
    """Check a typed auction (``"1S P 2S P P P"``): the legal part, the first error."""
    words = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    try:
        calls = legal_auction(dealer, words)
    except InputError as exc:
        good: list[Call] = []
        for index in range(len(words)):
            try:
                good = legal_auction(dealer, words[:index + 1])
            except InputError:
                break
        return AuctionCheck(tuple(good), exc.reason, False, None, None, (), exc)

    if not auction_finished(calls):
        return AuctionCheck(tuple(calls), None, False, None, None, ())
    contract, declarer = contract_from_auction(dealer, calls)
    disagreements = (tuple(result_disagreements(dealer, calls, result))
                     if result is not None else ())
    return AuctionCheck(tuple(calls), None, True, contract, declarer, disagreements)


def legal_next_calls(dealer: Direction, calls: Sequence[Call],
                     candidates: Sequence[Call]) -> set[Call]:
    """The candidates that may be called next after a legal sequence of calls."""
    legal: set[Call] = set()
    for call in candidates:
        try:
            legal_auction(dealer, [*calls, call])
        except InputError:
            continue
        legal.add(call)
    return legal


def fourth_hand(hands: dict[Direction, Hand]) -> tuple[Direction, Hand] | None:
    """With three hands known, the fourth (the cards nobody else holds)."""
    if len(hands) != 3:
        return None
    deal = complete_deal(hands)
    if deal is None:
        return None
    missing = next(d for d in Direction if d not in hands)
    return missing, deal[missing]
