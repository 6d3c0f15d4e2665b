"""A results CSV read into rows: its columns, separator and encoding, each field checked
(a bad one names its line and column); the format is :mod:`teams_app.csv_io`'s."""

from __future__ import annotations

import csv
import functools
import io
from collections.abc import Callable, Iterator
from typing import Any, TypeVar

from models.errors import InputError, MatchCoreError
from models.filed import AFTER_MATCH, FiledResult
from models.match import Annulment, AnnulReason, DealKey, Match, ReplayAt, TableResult
from models.scorecards import ScoreCard
from models.scoring import Honours
from models.vocabulary import (
    Card,
    Contract,
    Direction,
    parse_number,
    parse_tricks,
)
from words import LANGUAGES, word

HEADER = ("deal", "table", "contract", "declarer", "tricks", "ns_card", "ew_card", "lead",
          "honours", "annulled", "replay", "note")
#: the columns every file has, in this order; the rest of HEADER is optional
REQUIRED = HEADER[:7]
OPTIONAL = HEADER[7:]
#: the columns of an annulled attempt (written only by a match that has annulments)
ANNULMENT = HEADER[9:]


class CsvError(InputError):
    """A bad CSV row: ``line N, field: what is wrong``.  Worded (``file.csv_row``, by
    :func:`words.file_problems.file_error_words`) from the problem's own key
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


class CsvRow(FiledResult):
    """A row of a results file: the core's record of it (:mod:`models.filed`), its
    ``where`` the row's line; ``result`` None only on the row of an attempt annulled
    before either table played it, ``attempt`` None for a plain ``8``."""

    __slots__ = ()

    @property
    def line(self) -> int:
        assert isinstance(self.where, int)
        return self.where


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
    seen: dict[tuple[int, int, int | None], int] = {}
    board = match.settings.board
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


@functools.cache
def _direction_words() -> dict[str, Direction]:
    """Every direction as the catalog writes it in each language: letters (bg С, И, Ю,
    З; ru С, В, Ю, З — no letter means two directions) and words."""
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
