"""Results of both tables as CSV: import (all or nothing) and export.

Header row, then one row per deal and table::

    deal,table,contract,declarer,tricks,ns_card,ew_card[,lead][,honours][,annulled,replay,note]

``deal`` the deal (``8``) or one of its attempts (``8`` the deal as first dealt, ``8R1``
its first replay); ``contract`` as in the core (``4SX``, ``3NT``, ``PASS`` — then
declarer and tricks stay empty); ``tricks`` taken by declarer (``10``, or
``=``/``+1``/``-2``); the score cards like ``V60``/``NV0`` (empty in board mode);
``lead`` optional (``HK`` or ``♥K``); ``honours`` optional (``NS100``, ``NS150``,
``EW100``, ``EW150`` or empty; refused in a match that does not score honours).  The
optional columns may come in either order; a row may leave out trailing optional fields.

An annulled attempt says so on its rows: ``annulled`` the reason (1-5, spec §11),
``replay`` when it is replayed (``now``, ``round-end`` — the default —, ``match-end``,
``none``) or ``after-match`` (annulled after the match, never replayed), ``note`` the
host's note.  An attempt annulled before either table entered a result has one row with
the contract empty.  A deal whose rows name an attempt (``8R1``) or an annulment is read
attempt by attempt (``8`` is then the first); a deal of plain ``8`` rows goes to the
attempt each table plays now (a replay of a deal annulled during the match).

In cards mode the origin table's row also records the score-card draw of an original
deal that has none yet.  A deal played under different cards at the two tables is
annulled (reason 1) by the core.  A bad row stops the import with
``line N, field: what is wrong`` and nothing is written.

Export writes every attempt of every deal with its annulment, so export → import into a
new match gives the same results, score cards, annulments and replays.
"""

from __future__ import annotations

import copy
import csv
import dataclasses
import functools
import io
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from models.commands import Batch, Command, SetAnnulment, SetResult, SetScoreCards
from models.errors import InputError, MatchCoreError, MatchError
from models.match import (
    Annulment,
    AnnulReason,
    Conditions,
    DealKey,
    Match,
    ReplayAt,
    TableResult,
)
from models.queries import attempt_for
from models.scorecards import ScoreCard
from models.scoring import Honours
from models.vocabulary import (
    Card,
    Contract,
    Direction,
    Line,
    format_contract,
    parse_number,
    parse_tricks,
)

HEADER = ("deal", "table", "contract", "declarer", "tricks", "ns_card", "ew_card", "lead",
          "honours", "annulled", "replay", "note")
#: the columns every file has, in this order; the rest of HEADER is optional
REQUIRED = HEADER[:7]
OPTIONAL = HEADER[7:]
#: the columns of an annulled attempt (written only by a match that has annulments)
ANNULMENT = HEADER[9:]
#: the ``replay`` word of an attempt annulled after the match (never replayed)
AFTER_MATCH = "after-match"


class CsvError(InputError):
    """A bad CSV row: ``line N, field: what is wrong``.  Worded (``file.csv_row``, by
    :func:`words.file_errors.file_error_words`) from the problem's own key
    (``file.csv_<problem>`` with ``values``), or from the core's keyed refusal the field
    gave (``cause``)."""

    def __init__(self, line: int, field: str | None, problem: str, key: str | None = None,
                 values: dict[str, Any] | None = None,
                 cause: MatchCoreError | None = None) -> None:
        self.line = line
        self.field = field
        self.problem = problem
        super().__init__(f"line {line}, {field}: {problem}" if field
                         else f"line {line}: {problem}", "file.csv_row",
                         {"line": line, "field": field, "problem": key,
                          "values": dict(values or {}), "cause": cause})


@dataclass(frozen=True)
class CsvRow:
    line: int
    deal: int
    table: int
    #: None only on the row of an attempt annulled before either table played it
    result: TableResult | None
    #: the attempt the row names (``8R1``: 1); None for a plain ``8``
    attempt: int | None = None
    annulment: Annulment | None = None
    cards: tuple[ScoreCard, ScoreCard] | None = None

    @property
    def explicit(self) -> bool:
        """The row names its attempt or an annulment: its deal is read attempt by attempt."""
        return self.attempt is not None or self.annulment is not None


def parse_results_csv(text: str, match: Match) -> list[CsvRow]:
    """The rows of a results CSV, each checked on its own (fields, ranges, duplicates)."""
    if "\x00" in text:
        raise CsvError(1 + text[: text.index("\x00")].count("\n"), None,
                       "the file holds a NUL byte: it is not a text file", "nul")
    text = text.lstrip("\ufeff")
    separator, skip = separator_of(text)
    reader = csv.reader(io.StringIO(text), delimiter=separator)
    header: list[str] | None = None
    rows: list[CsvRow] = []
    seen: dict[tuple[int, int, int], int] = {}
    board = match.settings.conditions is Conditions.BOARD
    deals = match.format.deals
    for line, fields in _rows(reader):
        if line <= skip:
            continue  # the "sep=;" line a spreadsheet writes first
        while fields and not fields[-1].strip() and (header is None
                                                     or len(fields) > len(header)):
            fields = fields[:-1]  # the empty columns a spreadsheet leaves at the end
        if not any(f.strip() for f in fields):
            continue
        if header is None:
            header = [f.strip().lower() for f in fields]
            extra = header[len(REQUIRED):]
            if (tuple(header[:len(REQUIRED)]) != REQUIRED or len(set(extra)) != len(extra)
                    or not set(extra) <= set(OPTIONAL)):
                raise CsvError(line, "header", f'expected "{",".join(HEADER)}" (lead, '
                               'honours, annulled, replay and note are optional), found '
                               f'"{",".join(fields)}"', "header",
                               {"expected": ",".join(HEADER), "found": ",".join(fields)})
            continue
        if len(REQUIRED) <= len(fields) < len(header):
            fields = [*fields, *[""] * (len(header) - len(fields))]
        if len(fields) != len(header):
            raise CsvError(line, None, f"{len(fields)} fields; a row has {len(REQUIRED)} "
                           f"to {len(header)}: {','.join(header)}", "fields",
                           {"n": len(fields), "least": len(REQUIRED), "most": len(header),
                            "columns": ",".join(header)})
        long = next((n for n, f in zip(header, fields, strict=True)
                     if len(f) > _longest(n)), None)
        if long is not None:
            raise CsvError(line, long, f"longer than {_longest(long)} characters", "long",
                           {"most": _longest(long)})
        named = dict(zip(header, (f.strip() for f in fields), strict=True))
        row = _parse_row(line, [named.get(name, "") for name in HEADER], board, deals)
        slot = (row.deal, row.attempt or 0, row.table)
        if slot in seen:
            key = DealKey(row.deal, row.attempt or 0)
            raise CsvError(line, "deal", f"deal {key} at table {row.table} is already on "
                           f"line {seen[slot]}", "twice",
                           {"deal": str(key), "t": row.table, "first": seen[slot]})
        seen[slot] = line
        rows.append(row)
    if header is None:
        raise CsvError(1, "header", f'the file is empty; expected "{",".join(HEADER)}"',
                       "empty", {"expected": ",".join(HEADER)})
    return rows


def _rows(reader: Any) -> Iterator[tuple[int, list[str]]]:
    """The rows of a CSV reader, each with the line it starts on (a quoted field may
    run over lines: a stray quote is reported where it is, not where the reader gave
    up); its own refusals become a :class:`CsvError` naming the line."""
    while True:
        start = reader.line_num + 1
        try:
            fields = next(reader)
        except StopIteration:
            return
        except csv.Error as exc:
            raise CsvError(start, None, f"not a readable CSV row ({exc})", "unreadable_row",
                           {"why": str(exc)}) from None
        if reader.line_num > start:  # no field of a results file holds a line break
            stray = CsvError(start, None, "a quote (\") opens a field that runs on to line "
                             f"{reader.line_num}: remove the stray quote")
            stray.key, stray.params = "file.csv_stray_quote", {"line": start,
                                                                "end": reader.line_num}
            raise stray
        yield start, fields


#: the separators a results file may use (spreadsheets in Bulgarian or Russian write ";")
SEPARATORS = (",", ";", "\t")


def separator_of(text: str) -> tuple[str, int]:
    """The separator of a results CSV and how many lines come before its header: a
    first line ``sep=;`` (Excel's) says it; else the one that splits the first line
    into the header's columns; a comma by default."""
    lines = text.splitlines()
    first = next((n for n, line in enumerate(lines) if line.strip()), None)
    if first is None:
        return ",", 0
    head = lines[first].strip().strip('"')
    if head.lower().startswith("sep=") and len(head) == 5:
        return head[4], first + 1
    for separator in SEPARATORS:
        names = [f.strip().lower() for f in head.split(separator)]
        if tuple(names[:len(REQUIRED)]) == REQUIRED:
            return separator, first
    counts = {sep: head.count(sep) for sep in SEPARATORS}
    best = max(SEPARATORS, key=lambda sep: counts[sep])
    return (best if counts[best] else ","), first


def _parse_row(line: int, fields: list[str], board: bool, deals: int) -> CsvRow:
    deal_text, table_text, contract_text, declarer_text, tricks_text, ns_text, ew_text, \
        lead_text, honours_text, annulled_text, replay_text, note_text = fields
    deal, attempt = _field(line, "deal", lambda: parse_attempt(deal_text, deals))
    table = _field(line, "table", lambda: parse_number(table_text, "table", 1, 2))
    annulment = _annulment(line, annulled_text, replay_text, note_text)
    cards: dict[str, ScoreCard | None] = {}
    for name, value in (("ns_card", ns_text), ("ew_card", ew_text)):
        if value and board:
            raise CsvError(line, name, f'"{value}": board conditions use no score cards; '
                           "leave it empty", "board_cards", {"text": value})
        cards[name] = _field(line, name, functools.partial(ScoreCard.parse, value)) \
            if value else None
    ns_card, ew_card = cards["ns_card"], cards["ew_card"]
    if (ns_card is None) != (ew_card is None):
        missing = "ns_card" if ns_card is None else "ew_card"
        raise CsvError(line, missing, "give both score cards, or neither", "one_card")
    drawn = (ns_card, ew_card) if ns_card is not None and ew_card is not None else None
    if not contract_text and annulment is not None:
        for name, value in (("declarer", declarer_text), ("tricks", tricks_text),
                            ("lead", lead_text), ("honours", honours_text)):
            if value:
                raise CsvError(line, name, f'"{value}": a row without a contract is an '
                               "attempt annulled before it was played; leave it empty",
                               "unplayed_field", {"text": value})
        return CsvRow(line, deal, table, None, attempt, annulment, drawn)
    if not contract_text:
        raise CsvError(line, "contract", "missing (write PASS for a passed-out deal)",
                       "contract_missing")
    contract = _field(line, "contract", lambda: Contract.parse(contract_text))
    declarer: Direction | None = None
    tricks: int | None = None
    if contract is None:
        for name, value in (("declarer", declarer_text), ("tricks", tricks_text)):
            if value:
                raise CsvError(line, name, f'"{value}": a passed-out deal has no {name}; '
                               "leave it empty", "passed_field", {"text": value})
    else:
        if not declarer_text:
            raise CsvError(line, "declarer", f"{contract}: the declarer (N, E, S or W) is "
                           "missing", "declarer_missing", {"text": contract_text})
        declarer = _field(line, "declarer", lambda: parse_declarer(declarer_text))
        if not tricks_text:
            raise CsvError(line, "tricks", f"{contract}: the tricks taken are missing",
                           "tricks_missing", {"text": contract_text})
        tricks = _field(line, "tricks", lambda: parse_tricks(tricks_text, contract))
    lead = _field(line, "lead", lambda: Card.parse(lead_text)) if lead_text else None
    honours = _field(line, "honours", lambda: Honours.parse(honours_text))
    result = _field(line, "honours", lambda: TableResult(
        contract, declarer, tricks, ns_card, ew_card, lead, honours))
    return CsvRow(line, deal, table, result, attempt, annulment, drawn)


def parse_attempt(text: str, deals: int) -> tuple[int, int | None]:
    """A deal (``8``: attempt None) or one of its attempts (``8R1``: 1)."""
    deal_text, sep, attempt_text = text.strip().upper().partition("R")
    deal = parse_number(deal_text, "deal", 1, deals)
    if not sep:
        return deal, None
    return deal, parse_number(attempt_text, "replay", 1, 99)


class AnnulmentFieldError(InputError):
    """A bad annulment field of a file: which field (``annulled``, ``replay``, ``note``)."""

    def __init__(self, field: str, problem: str, key: str | None = None,
                 params: dict[str, Any] | None = None) -> None:
        self.field = field
        super().__init__(problem, key, params)


def parse_annulment(reason: str, replay: str, note: str) -> Annulment | None:
    """The annulment a file's ``annulled`` (the reason), ``replay`` and ``note`` fields
    give (None: none); raises :class:`AnnulmentFieldError`.  The CSV's columns and the
    PBN's ``Annulled``, ``Replay`` and ``AnnulNote`` tags."""
    reason, replay, note = reason.strip(), replay.strip(), note.strip()
    if not reason:
        given = next((name for name, value in (("replay", replay), ("note", note)) if value),
                     None)
        if given is not None:
            raise AnnulmentFieldError(given, "only an annulled attempt has one: give the "
                                      "reason (1-5) in annulled", "file.annul_alone")
        return None
    try:
        why = AnnulReason.parse(reason)
    except InputError as exc:
        raise AnnulmentFieldError("annulled", exc.reason, exc.key, exc.params) from None
    if replay.lower() == AFTER_MATCH:
        return Annulment(why, after_match=True, note=note, replay_at=ReplayAt.NONE)
    try:
        when = ReplayAt.parse(replay) if replay else ReplayAt.ROUND_END
    except InputError:
        raise AnnulmentFieldError("replay", f'"{replay}": the replay is now, round-end, '
                                  f"match-end, none or {AFTER_MATCH}", "file.annul_replay",
                                  {"text": replay}) from None
    return Annulment(why, note=note, replay_at=when)


def _annulment(line: int, reason: str, replay: str, note: str) -> Annulment | None:
    try:
        return parse_annulment(reason, replay, note)
    except AnnulmentFieldError as exc:
        raise CsvError(line, exc.field, exc.reason, cause=exc) from None


def replay_word(annulment: Annulment) -> str:
    """An annulment's ``replay`` field: when it is replayed, or ``after-match``."""
    return AFTER_MATCH if annulment.after_match else annulment.replay_at.value


@functools.cache
def _direction_words() -> dict[str, Direction]:
    """Every direction as the catalog writes it in each language: letters (bg С, И, Ю,
    З; ru С, В, Ю, З — no letter means two directions) and words."""
    from words import LANGUAGES, word

    found: dict[str, Direction] = {}
    for direction in Direction:
        for lang in LANGUAGES:
            for key in (f"dir.{direction.name}.letter", f"dir.{direction.name}",
                        f"dir.{direction.name}.abbr"):
                found.setdefault(word(key, lang).strip().upper(), direction)
    return found


def parse_declarer(text: str) -> Direction:
    """A declarer as a spreadsheet in any of the program's languages writes it: N, E, S,
    W, the Bulgarian or Russian letters, or the direction's name."""
    found = _direction_words().get(text.strip().upper())
    return found if found is not None else Direction.parse(text)


T = TypeVar("T")


def _field(line: int, name: str, parse: Callable[[], T]) -> T:
    try:
        return parse()
    except MatchCoreError as exc:
        raise CsvError(line, name, exc.reason, cause=exc) from None
    except ValueError as exc:
        raise CsvError(line, name, str(exc)) from None


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
            assert row.result is not None  # a row without one annuls: explicit
            current = match.current_key(deal)
            existing = match.results.get((current, row.table))
            if existing is not None and (existing == row.result or same_result(
                    work, current, row.table, existing, row.result)):
                continue  # already there (a file imported again): nothing to change
            if existing is not None and not replace and _overwrites(match, row):
                has, says = two_results_text(existing, row.result)
                raise CsvError(row.line, "deal", f"deal {deal} table {row.table}: the match "
                               f"has {has}, the file says {says}: import with --replace to "
                               "overwrite the match's results", "differs",
                               {"deal": str(current), "t": row.table, "has": existing,
                                "says": row.result})
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
            if row.result is None:
                continue
            existing = match.results.get((key, row.table))
            if existing is not None and (existing == row.result or same_result(
                    work, key, row.table, existing, row.result)):
                continue
            if existing is not None and not replace:
                has, says = two_results_text(existing, row.result)
                raise CsvError(row.line, "deal", f"deal {key} table {row.table}: the match "
                               f"has {has}, the file says {says}: import with --replace to "
                               "overwrite the match's results", "differs",
                               {"deal": str(key), "t": row.table, "has": existing,
                                "says": row.result})
            run(functools.partial(SetResult, key, row.table, row.result), row, _RESULT_FIELDS)
        if annulled is not None and annulled.annulment is not None \
                and work.annulments.get(key) != annulled.annulment:
            run(functools.partial(annul_as_filed, match, work, key, annulled.annulment, replace),
                annulled, {"replay": "replay", "": "annulled"})


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
    """A result as the messages show it: ``4H E 11``, ``PASS``."""
    if result.contract is None:
        return "PASS"
    assert result.declarer is not None
    text = f"{format_contract(result.contract)} {result.declarer.name} {result.tricks}"
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


#: The largest results file read (a whole match is a few kilobytes).
MAX_FILE_BYTES = 1 << 20
#: The longest field of a results CSV.
MAX_FIELD = 100
#: The longest note of an annulment (a host's sentence or two).
MAX_NOTE = 2000


def _longest(column: str) -> int:
    return MAX_NOTE if column == "note" else MAX_FIELD


#: How to save a results file this program reads (said when one cannot be read).
SAVE_AS = ('save it as "CSV UTF-8" (Excel: File > Save As > CSV UTF-8 (Comma '
           'delimited); LibreOffice: Save As > Text CSV, character set Unicode (UTF-8))')


def decode_results(data: bytes) -> tuple[str, str]:
    """A results file's text and the encoding it was read in: UTF-8 (with or without a
    byte-order mark), UTF-16 (with a mark, or without one when it starts with the
    header or ``sep=``), else Windows-1251 (Excel in a Bulgarian or Russian locale)."""
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8"), "UTF-8 with BOM"
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16"), "UTF-16"
    for start, codec in ((b"d\x00e\x00", "utf-16-le"), (b"s\x00e\x00p\x00", "utf-16-le"),
                         (b"\x00d\x00e", "utf-16-be"), (b"\x00s\x00e\x00p", "utf-16-be")):
        if data.startswith(start):
            return data.decode(codec), "UTF-16"
    try:
        return data.decode("utf-8"), "UTF-8"
    except UnicodeDecodeError:
        pass
    if b"\x00" not in data:
        try:
            return data.decode("cp1251"), "Windows-1251"
        except UnicodeDecodeError:
            pass
    raise UnicodeDecodeError("utf-8", data, 0, 1, "not UTF-8, UTF-16 or Windows-1251")


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


def export_rows(match: Match) -> list[list[str]]:
    """The header and a row per played table of every attempt of every deal (an attempt
    annulled before either table played it: one row, at its origin, without a result);
    the annulment columns when the match has annulments."""
    board = match.settings.conditions is Conditions.BOARD
    columns = HEADER if match.annulments else HEADER[:len(HEADER) - len(ANNULMENT)]
    out = [list(columns)]
    for deal in range(1, match.format.deals + 1):
        origin = match.format.slot(deal).origin_table
        for attempt in match.attempts(deal):
            key = DealKey(deal, attempt)
            annulment = match.annulments.get(key)
            for table in (1, 2):
                result = match.results.get((key, table))
                if result is None and not (annulment is not None and table == origin
                                           and not any((key, t) in match.results
                                                       for t in (1, 2))):
                    continue
                cards = None if board else match.cards_at(key, table)
                row = [str(key), str(table), *_result_fields(result),
                       str(cards[Line.NS]) if cards else "",
                       str(cards[Line.EW]) if cards else "",
                       str(result.lead) if result and result.lead else "",
                       str(result.honours) if result and result.honours else ""]
                if len(columns) == len(HEADER):
                    row += ([str(int(annulment.reason)), replay_word(annulment),
                             " ".join(annulment.note.split())[:MAX_NOTE]]
                            if annulment is not None else ["", "", ""])
                out.append(row)
    return out


def _result_fields(result: TableResult | None) -> list[str]:
    """A result's contract, declarer and tricks (empty: none)."""
    if result is None:
        return ["", "", ""]
    return [format_contract(result.contract),
            result.declarer.name if result.declarer is not None else "",
            "" if result.tricks is None else str(result.tricks)]


def export_csv(match: Match, path: Path | str, *, protect: Iterable[Path | str] = ()) -> int:
    """Write the results CSV whole or not at all (never over a match file or the files
    in ``protect``); the number of results written."""
    from teams_app.store import write_output

    rows = export_rows(match)
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator="\n").writerows(rows)
    write_output(path, buffer.getvalue(), protect=protect, what="the CSV file")
    return sum(1 for row in rows[1:] if row[2])  # an attempt annulled unplayed has none
