"""What a file says of a match — results, score cards, annulments, deals, hands, auctions,
analyses — as plain records, and the rules that merge them into the match as one step.

The exchange (``teams_app.csv_io``, ``teams_app.pbn``) only reads a file into these
records; the core decides what they change: a result the match has already is skipped,
another one is refused unless ``replace``; a replay's result goes to its attempt; a
file's annulment goes over the core's own reason-1 one; the step is tried on a copy of
the match first.  A refusal (:class:`FiledRefusal`) carries the record, whose ``where``
(opaque to the core: the file's line, a game) lets the exchange say where the file is
wrong in its own words.  The rows of a results file become their step here
(:func:`results_step`); a PBN file's games in :mod:`models.filed_games`.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Final

from models.commands import Batch, Command, SetAnnulment, SetResult, SetScoreCards
from models.errors import MatchCoreError, MatchError
from models.match import Annulment, DealKey, Match, TableResult
from models.queries import attempt_for
from models.registry import Said
from models.scorecards import ScoreCard
from models.vocabulary import Line

#: an annulment's replay word when it was annulled after the match (never replayed)
AFTER_MATCH: Final = "after-match"


@dataclass(frozen=True, slots=True)
class FiledResult:
    """One row of results (a CSV row, a PBN game): a table's result of a deal's attempt,
    the annulment of that attempt the row gives and the score cards it was played under
    (the deal's draw when the match has none)."""

    #: where the file says it, passed back in a refusal (the core never reads it)
    where: object
    deal: int
    #: None: a PBN game without a room (it only gives the deal)
    table: int | None
    #: None on the row of an attempt annulled before either table played it
    result: TableResult | None
    #: the attempt the row names; None when it names none (its table's current one)
    attempt: int | None = None
    annulment: Annulment | None = None
    cards: tuple[ScoreCard, ScoreCard] | None = None

    @property
    def explicit(self) -> bool:
        """The row names its attempt or an annulment: its deal is read attempt by attempt."""
        return bool(self.attempt) or self.annulment is not None


class FiledRefusal(MatchError):
    """The core's refusal of a record (``record.where`` says where the file has it).

    ``kind``: ``differs`` (another result is there: ``key``, ``table``, ``has``,
    ``says``), ``annulled_otherwise`` (another row annuls the attempt otherwise:
    ``key``, ``first`` the other record), ``attempt`` (no attempt takes the result:
    ``cause``), ``two_deals``, ``other_deal``, ``other_hands`` (:mod:`models.filed_games`);
    else the step the core refused (``cards``, ``result``, ``result_now``, ``annulment``,
    ``deal``, ``hands``, ``auction``), its refusal in ``cause``."""

    def __init__(self, kind: str, record: object, cause: MatchCoreError | None = None,
                 **params: object) -> None:
        super().__init__(cause.reason if cause is not None else kind,
                         cause.key if cause is not None else None,
                         cause.params if cause is not None else None)
        self.kind = kind
        self.record = record
        self.cause = cause
        self.values = params


def replay_word(annulment: Annulment) -> str:
    """An annulment's replay as a file writes it: when it is replayed, or ``after-match``."""
    return AFTER_MATCH if annulment.after_match else annulment.replay_at.value


def same_result(match: Match, key: DealKey, table: int, one: TableResult,
                other: TableResult) -> bool:
    """The same result, once the score cards each leaves to the draw are filled in
    (an export writes the drawn cards; the match stores them once, with the draw)."""
    cards = match.cards_at(key, table)

    def filled(result: TableResult) -> TableResult:
        if result.ns_card is None and cards is not None:
            return dataclasses.replace(result, ns_card=cards[Line.NS], ew_card=cards[Line.EW])
        return result

    return one == other or filled(one) == filled(other)


def already_there(match: Match, work: Match, key: DealKey, record: FiledResult,
                  result: TableResult, *, replace: bool) -> bool:
    """Whether the match has ``result`` at ``key`` already (a file imported again:
    nothing to change).  Another result there is refused unless ``replace``: one rule
    for the records that name their attempt and those that go to the current one."""
    assert record.table is not None
    existing = match.results.get((key, record.table))
    if existing is None:
        return False
    if same_result(work, key, record.table, existing, result):
        return True
    if not replace:
        raise FiledRefusal("differs", record, key=key, table=record.table, has=existing,
                           says=result)
    return False


def annul_as_filed(match: Match, work: Match, key: DealKey, annulment: Annulment,
                   replace: bool) -> Command:
    """The step annulling an attempt as a file says (over the core's own reason-1
    annulment of cards that differ, or, with ``replace``, over the match's), on ``work``,
    the copy the import is tried on (``match``: as it was before the import)."""
    before = match.annulments.get(key)
    if before is not None and before != annulment and not replace:
        raise MatchError(f"deal {key}: the match has it annulled for reason "
                         f"{int(before.reason)} ({replay_word(before)}), the file says reason "
                         f"{int(annulment.reason)} ({replay_word(annulment)}): import with "
                         "--replace to overwrite the match's annulments", "annulment_differs",
                         {"deal": str(key), "ours": int(before.reason),
                          "ours_replay": replay_word(before), "theirs": int(annulment.reason),
                          "theirs_replay": replay_word(annulment)})
    if key in work.annulments:
        return Batch((SetAnnulment(key, None), SetAnnulment(key, annulment)))
    return SetAnnulment(key, annulment)


def check_annulment(first: FiledResult | None, record: FiledResult, key: DealKey
                    ) -> FiledResult:
    """``record``, which annuls an attempt, refused when an earlier one (``first``)
    annuls it otherwise: every row of an attempt gives the same annulment."""
    if first is not None and first.annulment != record.annulment:
        raise FiledRefusal("annulled_otherwise", record, key=key, first=first)
    return record


def _run(work: Match, commands: list[Command], kind: str, record: FiledResult,
         make: Callable[[], Command]) -> None:
    """A step made and tried on ``work``; the core's refusal names the record."""
    try:
        made = make()
        made.apply(work)
    except MatchCoreError as exc:
        raise FiledRefusal(kind, record, exc) from None
    commands.append(made)


def _current(match: Match, record: FiledResult) -> bool:
    """Whether a record's result goes to the deal's current attempt (not to a replay)."""
    assert record.table is not None
    try:
        return attempt_for(match, record.deal, record.table) == match.current_key(record.deal)
    except MatchCoreError:
        return False  # refused with its reason by the step itself


def results_step(match: Match, records: Iterable[FiledResult], label: Said | None = None, *,
                 replace: bool = False) -> Batch:
    """One batch recording every row of a results file, deal by deal, tried on a copy
    of the match first (``match`` itself is not changed).  Each deal's draw first (the
    origin table's score cards, in cards mode, when it has none), then its rows: those
    of a deal that names attempts attempt by attempt, the others to the attempt each
    table plays now (decided on the match before the import: a file's rows of a deal are
    one attempt, even when they annul it)."""
    work = copy.deepcopy(match)
    by_deal: dict[int, list[FiledResult]] = {}
    for record in records:
        by_deal.setdefault(record.deal, []).append(record)
    commands: list[Command] = []
    run = functools.partial(_run, work, commands)
    for deal, rows in by_deal.items():
        # the origin table's rows first: a replay reaches the other table once played
        # at its origin, whatever the file's order
        origin = match.format.slot(deal).origin_table
        rows.sort(key=lambda row: (row.attempt or 0, row.table != origin))
        if not work.settings.board and deal not in work.draws:
            drawn = next((row for row in rows
                          if row.table == origin and row.cards is not None), None)
            if drawn is not None and drawn.cards is not None:
                run("cards", drawn, functools.partial(SetScoreCards, deal, *drawn.cards))
        if any(row.explicit for row in rows):
            _attempt_by_attempt(match, work, deal, rows, run, replace)
            continue
        for row in rows:
            assert row.result is not None and row.table is not None  # else explicit
            if not already_there(match, work, match.current_key(deal), row, row.result,
                                 replace=replace or not _current(match, row)):
                run("result_now", row, functools.partial(
                    _now, match, row.deal, row.table, row.result))
    return Batch(tuple(commands), label)


def _now(match: Match, deal: int, table: int, result: TableResult) -> Command:
    """A result for the attempt its table plays now (a replay is a new attempt; a deal
    not replayed takes none: refused)."""
    return SetResult(attempt_for(match, deal, table), table, result)


def _attempt_by_attempt(match: Match, work: Match, deal: int, rows: list[FiledResult],
                        run: Callable[[str, FiledResult, Callable[[], Command]], None],
                        replace: bool) -> None:
    """A deal's rows that name their attempts, in order: each attempt's results (its
    origin table first), then its annulment, then the next attempt (its replay)."""
    for attempt in sorted({row.attempt or 0 for row in rows}):
        key = DealKey(deal, attempt)
        annulled: FiledResult | None = None
        for row in (r for r in rows if (r.attempt or 0) == attempt):
            if row.annulment is not None:
                annulled = check_annulment(annulled, row, key)
            if row.result is not None and row.table is not None and not already_there(
                    match, work, key, row, row.result, replace=replace):
                run("result", row, functools.partial(SetResult, key, row.table, row.result))
        if annulled is not None and annulled.annulment is not None \
                and work.annulments.get(key) != annulled.annulment:
            run("annulment", annulled, functools.partial(
                annul_as_filed, match, work, key, annulled.annulment, replace))
