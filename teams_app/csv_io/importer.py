"""A results file's rows turned into the one step the import applies, checked against
the match first (all or nothing); the import itself is
:func:`teams_app.operations.import_results`."""

from __future__ import annotations

import copy
import dataclasses
import functools
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from models.commands import Batch, Command, SetAnnulment, SetResult, SetScoreCards
from models.errors import InputError, MatchCoreError, MatchError
from models.match import (
    Annulment,
    Conditions,
    DealKey,
    Match,
    TableResult,
)
from models.queries import attempt_for
from models.vocabulary import Line
from teams_app.csv_io.reader import (
    MAX_FILE_BYTES,
    SAVE_AS,
    CsvError,
    CsvRow,
    decode_results,
    parse_results_csv,
    replay_word,
    separator_of,
)
from teams_app.csv_io.writer import result_fields


def _overwrites(match: Match, row: CsvRow) -> bool:
    """Whether a row's result goes to the deal's current attempt (not to a replay)."""
    try:
        return attempt_for(match, row.deal, row.table) == match.current_key(row.deal)
    except MatchCoreError:
        return False  # refused with its reason by the import itself


def import_commands(match: Match, rows: Iterable[CsvRow], label: str = "", *,
                    replace: bool = False) -> Batch:
    """One batch recording every row, tried on a copy of the match first so that a
    refusal names its line.  ``match`` itself is not changed.

    A row equal to the result the match has is skipped; a different one is refused
    unless ``replace`` (``import --replace``): the same rule as the PBN import."""
    work = copy.deepcopy(match)
    by_deal: dict[int, list[CsvRow]] = {}
    for row in rows:
        by_deal.setdefault(row.deal, []).append(row)
    fmt = match.format
    commands: list[Command] = []

    def run(command: Callable[[], Command], row: CsvRow, field_of: dict[str, str]) -> None:
        try:
            made = command()
            made.apply(work)
        except MatchCoreError as exc:
            field = next((f for hint, f in field_of.items() if hint in exc.reason),
                         field_of.get("", "deal"))
            raise CsvError(row.line, field, exc.reason, cause=exc) from None
        commands.append(made)

    def result(row: CsvRow) -> Command:
        # The replay of a deal annulled during the match is a new attempt; a deal not
        # replayed (annulled after the match, or closed) takes none (refused).  Decided on
        # the match before the import: a file's rows of a deal are one attempt, even when
        # they annul it (different score cards).
        return SetResult(attempt_for(match, row.deal, row.table), row.table, row.result)

    for deal, deal_rows in by_deal.items():
        # the origin table's rows first: a replay reaches the other table once played
        # at its origin, whatever the file's order
        origin = fmt.slot(deal).origin_table
        deal_rows.sort(key=lambda row: (row.attempt or 0, row.table != origin))
        if work.settings.conditions is Conditions.CARDS and deal not in work.draws:
            drawn = next((row for row in deal_rows
                          if row.table == origin and row.cards is not None), None)
            if drawn is not None and drawn.cards is not None:
                run(functools.partial(SetScoreCards, deal, *drawn.cards), drawn,
                    {"for EW": "ew_card", "": "ns_card"})
        if any(row.explicit for row in deal_rows):
            _attempt_by_attempt(match, work, deal, deal_rows, run, replace)
            continue
        for row in deal_rows:
            if not _already_there(match, work, match.current_key(deal), row,
                                  replace=replace or not _overwrites(match, row)):
                run(functools.partial(result, row), row, _RESULT_FIELDS)
    return Batch(tuple(commands), label)


_RESULT_FIELDS: dict[str, str] = {"score card": "ns_card", "honours": "honours", "": "deal"}


def _attempt_by_attempt(match: Match, work: Match, deal: int, rows: list[CsvRow],
                        run: Callable[[Callable[[], Command], CsvRow, dict[str, str]], None],
                        replace: bool) -> None:
    """A deal's rows that name their attempts, in order: each attempt's results (its
    origin table first), then its annulment, then the next attempt (its replay)."""
    for attempt in sorted({row.attempt or 0 for row in rows}):
        key = DealKey(deal, attempt)
        annulled: CsvRow | None = None
        for row in (r for r in rows if (r.attempt or 0) == attempt):
            if row.annulment is not None:
                if annulled is not None and annulled.annulment != row.annulment:
                    raise CsvError(row.line, "annulled", f"deal {key}: line {annulled.line} "
                                   "annuls it otherwise; give the same annulled, replay and "
                                   "note on every row of an attempt", "annulled_otherwise",
                                   {"deal": str(key), "first": annulled.line})
                annulled = row
            if row.result is not None and not _already_there(match, work, key, row,
                                                             replace=replace):
                run(functools.partial(SetResult, key, row.table, row.result), row,
                    _RESULT_FIELDS)
        if annulled is not None and annulled.annulment is not None \
                and work.annulments.get(key) != annulled.annulment:
            run(functools.partial(annul_as_filed, match, work, key, annulled.annulment, replace),
                annulled, {"replay": "replay", "": "annulled"})


def _already_there(match: Match, work: Match, key: DealKey, row: CsvRow, *,
                   replace: bool) -> bool:
    """Whether the match has the row's result at ``key`` already (a file imported again:
    nothing to change).  Another result there is refused unless ``replace``: one rule
    for the rows that name their attempt and those that go to the current one."""
    assert row.result is not None  # a row without one annuls: explicit
    existing = match.results.get((key, row.table))
    if existing is None:
        return False
    if existing == row.result or same_result(work, key, row.table, existing, row.result):
        return True
    if not replace:
        has, says = two_results_text(existing, row.result)
        raise CsvError(row.line, "deal", f"deal {key} table {row.table}: the match has "
                       f"{has}, the file says {says}: import with --replace to overwrite "
                       "the match's results", "differs",
                       {"deal": str(key), "t": row.table, "has": existing, "says": row.result})
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


@dataclass(frozen=True)
class ImportSummary:
    rows: int
    deals: int
    annulled: tuple[int, ...]  # deals annulled by this import (different score cards)
    #: how the file was read: "UTF-8", "Windows-1251, separator ;" …
    read_as: str = "UTF-8"
    #: deals annulled as the file says (its annulled column)
    filed: tuple[int, ...] = ()


def result_text(result: TableResult) -> str:
    """A result as the messages show it: its fields as the file has them (``4H E 11``,
    ``PASS``: :func:`~teams_app.csv_io.writer.result_fields`) and its honours."""
    text = " ".join(field for field in result_fields(result) if field)
    return f"{text} H {result.honours}" if result.honours is not None else text


def two_results_text(one: TableResult, other: TableResult) -> tuple[str, str]:
    """Two different results as a refusal names them: with their lead, score cards and
    honours where the plain texts are the same (it said "the match has 4H E 11, the file
    says 4H E 11" for a lead-only difference)."""
    first, second = result_text(one), result_text(other)
    if first != second:
        return first, second
    for name, a, b in (("lead", one.lead, other.lead), ("NS card", one.ns_card, other.ns_card),
                       ("EW card", one.ew_card, other.ew_card),
                       ("honours", one.honours, other.honours)):
        if a != b:
            first += f", {name} {a if a is not None else '(none)'}"
            second += f", {name} {b if b is not None else '(none)'}"
    return first, second


def same_result(match: Match, key: DealKey, table: int, one: TableResult,
                 other: TableResult) -> bool:
    """The same result, once the score cards each leaves to the draw are filled in
    (an export writes the drawn cards; the match stores them once, with the draw)."""
    cards = match.cards_at(key, table)

    def filled(result: TableResult) -> TableResult:
        if result.ns_card is None and cards is not None:
            return dataclasses.replace(result, ns_card=cards[Line.NS], ew_card=cards[Line.EW])
        return result

    return filled(one) == filled(other)


def read_results_csv(match: Match, path: Path | str, *, replace: bool = False
                     ) -> tuple[list[CsvRow], Batch]:
    """A results file's rows and the one step recording them, checked against the match
    (not changed); the import itself is :func:`teams_app.operations.import_results`.
    ``replace``: see :func:`import_commands`."""
    rows, batch, _ = read_results_file(match, path, replace=replace)
    return rows, batch


def read_results_file(match: Match, path: Path | str, *, replace: bool = False
                      ) -> tuple[list[CsvRow], Batch, str]:
    """As :func:`read_results_csv`, with how the file was read: its encoding and, when
    not a comma, its separator (``"Windows-1251, separator ;"``)."""
    path = Path(path)
    from teams_app.store.files import NotRegularFile, problem_key, read_regular

    try:
        try:  # a regular file only (a pipe would wait for ever), read up to the bound
            data = read_regular(path, MAX_FILE_BYTES + 1)
        except NotRegularFile as exc:
            key, params = problem_key(exc.problem)
            kind = params.get("kind") if key == "not_regular" else None
            raise InputError(f"{path}: {exc.problem}", kind and "file.not_regular_import",
                             {"path": path, "kind": kind}) from None
        if len(data) > MAX_FILE_BYTES:
            raise InputError(f"{path}: the file is larger than {MAX_FILE_BYTES // 1024} KiB; "
                             "a results file is a few kilobytes", "file.too_large",
                             {"path": path, "most": MAX_FILE_BYTES // 1024})
        text, encoding = decode_results(data)
    except UnicodeDecodeError:
        raise InputError(f"{path}: not a text file this program reads (UTF-8, UTF-16 or "
                         f"Windows-1251); {SAVE_AS}", "file.csv_unreadable",
                         {"path": path}) from None
    try:
        rows = parse_results_csv(text, match)
    except CsvError as exc:
        if exc.field == "header" and "\x00" not in text:
            separator = separator_of(text)[0]
            raise CsvError(exc.line, exc.field, f"{exc.problem}; read as {encoding}, "
                           f"separator {separator!r} — {SAVE_AS}", "read_as",
                           {"inner": exc, "encoding": encoding,
                            "separator": repr(separator)}) from None
        raise
    if not rows:
        raise CsvError(2, None, "the file has a header but no results", "no_rows")
    separator = separator_of(text.lstrip("\ufeff"))[0]
    how = encoding + ("" if separator == "," else f", separator {separator}")
    return rows, import_commands(match, rows, f"import {path.name}: {len(rows)} results",
                                 replace=replace), how
