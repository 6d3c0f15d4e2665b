"""A results file read into the core's records (:class:`models.filed.FiledResult`), and
the core's refusal of one worded as the file's (``line N, field: …``); the core turns the
records into the one step (:func:`models.filed.results_step`), the import itself is
:func:`teams_app.operations.import_results`."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from models.errors import InputError
from models.filed import FiledRefusal, FiledResult
from models.match import Match, TableResult
from teams_app.csv_io.reader import (
    MAX_FILE_BYTES,
    SAVE_AS,
    CsvError,
    CsvRow,
    decode_results,
    parse_results_csv,
    separator_of,
)
from teams_app.csv_io.writer import result_fields
from teams_app.store.files import NotRegularFile, problem_key, read_regular

#: the field a refused step names, by a word of the core's refusal ("" any other)
_FIELDS: dict[str, dict[str, str]] = {
    "cards": {"for EW": "ew_card", "": "ns_card"},
    "result": {"score card": "ns_card", "honours": "honours", "": "deal"},
    "annulment": {"replay": "replay", "": "annulled"},
}


def csv_refusal(refused: FiledRefusal) -> CsvError:
    """The core's refusal of a row as the file's: ``line N, field: what is wrong``."""
    values = refused.values
    record = refused.record
    assert isinstance(record, FiledResult) and isinstance(record.where, int)
    if refused.kind == "differs":
        has, says = two_results_text(values["has"], values["says"])  # type: ignore[arg-type]
        return CsvError(record.where, "deal", f"deal {values['key']} table {values['table']}: "
                        f"the match has {has}, the file says {says}: import with --replace "
                        "to overwrite the match's results", "differs",
                        {"deal": str(values["key"]), "t": values["table"],
                         "has": values["has"], "says": values["says"]})
    if refused.kind == "annulled_otherwise":
        first = values["first"]
        assert isinstance(first, FiledResult)
        return CsvError(record.where, "annulled", f"deal {values['key']}: line {first.where} "
                        "annuls it otherwise; give the same annulled, replay and note on "
                        "every row of an attempt", "annulled_otherwise",
                        {"deal": str(values["key"]), "first": first.where})
    assert refused.cause is not None
    fields = _FIELDS[refused.kind.removesuffix("_now")]
    field = next((f for hint, f in fields.items() if hint in refused.reason), fields[""])
    return CsvError(record.where, field, refused.reason, cause=refused.cause)


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


def read_results_csv(match: Match, path: Path | str) -> list[CsvRow]:
    """A results file's rows, each checked on its own (the match decides what they change:
    :func:`teams_app.operations.import_results`)."""
    return read_results_file(match, path)[0]


def read_results_file(match: Match, path: Path | str) -> tuple[list[CsvRow], str]:
    """As :func:`read_results_csv`, with how the file was read: its encoding and, when
    not a comma, its separator (``"Windows-1251, separator ;"``)."""
    path = Path(path)

    try:
        try:  # a regular file only (a pipe would wait for ever), read up to the bound
            data = read_regular(path, MAX_FILE_BYTES + 1)
        except NotRegularFile as exc:  # not a file, or the system's refusal, keyed
            key, params = problem_key(exc.problem)
            kind = params.get("kind") if key == "not_regular" else None
            which, values = (("file.not_regular_import", {"path": path, "kind": kind})
                             if kind is not None else
                             (key and "file.unreadable_import",
                              {"path": path, "cause": (key, params)}))
            raise InputError(f"{path}: {exc.problem}", which, values) from None
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
    return rows, how
