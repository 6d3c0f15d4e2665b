"""What opening a match file verifies, without changing the file.

Before anything writes (migrations), the file is checked read-only
(:func:`check_file`): SQLite header, size against the header's page count, ``PRAGMA
quick_check``, the ``meta`` table and the schema version, and no trigger, view or table
of its own.  A bad file raises a :class:`~teams_app.store.errors.StoreError` naming the
file and the problem, and is left as it was.  The match is then read from its rows
(:func:`load_match`), each checked against the format and the other rows.
:func:`check_whole` does all of it at once, for a file about to be restored.
"""

from __future__ import annotations

import functools
import json
import sqlite3
from pathlib import Path
from typing import Any

from models.errors import MatchCoreError
from models.match import Match
from teams_app.store.errors import CorruptMatchFile, NewerVersion, NotAMatchFile, StoreError
from teams_app.store.files import NotRegularFile, os_said, problem_key, read_regular
from teams_app.store.opening import (
    apply_migrations,
    connect_ro,
    has_log,
    open_error,
    sqlite_problem,
)
from teams_app.store.outputs import SQLITE_HEADER
from teams_app.store.rows import Image, RowError, RowProblem, match_from_rows
from teams_app.store.schema import (
    FILE_FORMAT,
    MIGRATION_NAMES,
    MIGRATION_SET,
    SCHEMA_VERSION,
    STATE_TABLES,
)


def load_match(db: sqlite3.Connection, path: Path) -> tuple[Match, Image]:
    raw: dict[str, list[tuple[Any, ...]]] = {}
    try:
        for spec in STATE_TABLES:
            order = ", ".join(spec.columns[: spec.pk])
            raw[spec.name] = [tuple(r) for r in db.execute(
                f"SELECT {', '.join(spec.columns)} FROM {spec.name} ORDER BY {order}")]
    except sqlite3.Error as exc:
        damaged, problem, key, params = sqlite_problem(exc, path)
        if not damaged:
            raise StoreError(path, problem, key, params) from None
        raise CorruptMatchFile(path, f"the match tables cannot be read: {exc}",
                               "tables_unreadable", {"text": str(exc)}) from None
    except UnicodeDecodeError as exc:
        raise CorruptMatchFile(path, f"the match tables cannot be read: {exc}",
                               "tables_unreadable", {"text": str(exc)}) from None
    try:
        match = match_from_rows(lambda table: raw[table])
    except RowError as exc:
        raise CorruptMatchFile(path, f"a stored row makes no sense: {exc}",
                               "row" if exc.row else "row_table",
                               {"table": exc.table, "row": exc.row, "why": _row_why(exc)}
                               ) from None
    image: Image = {}
    for spec in STATE_TABLES:
        rows = raw[spec.name]
        if spec.name == "extras":
            rows = [(slot, key, json.loads(value)) for slot, key, value in rows]
        image[spec.name] = {row[: spec.pk]: row for row in rows}
    return match, image


def _row_why(exc: RowError) -> Any:
    """What is wrong with a stored row as a part of the refusal: its own entry, the
    core's keyed refusal, or the words of whatever said it (quoted)."""
    cause = exc.cause
    if isinstance(cause, RowProblem):
        return (cause.key, cause.params)
    if isinstance(cause, MatchCoreError) and cause.key is not None:
        return cause
    return ("row.other", {"text": exc.why})


@functools.cache
def _schema_objects() -> frozenset[tuple[str, str]]:
    """The (type, name) of every object the schema makes: tables, indexes."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    try:
        apply_migrations(conn)
        return frozenset((str(t), str(n)) for t, n in conn.execute(
            "SELECT type, name FROM sqlite_master"))
    finally:
        conn.close()


def _check_objects(path: Path, conn: sqlite3.Connection, *, current: bool) -> None:
    """No trigger, view or table the schema does not make (a trigger would run at the
    next write: one that deletes every result when the log is written).  A file still to
    be upgraded has the tables of its own version: only triggers and views are refused
    before its upgrade, anything else after it."""
    known = _schema_objects()
    for kind, name in conn.execute("SELECT type, name FROM sqlite_master ORDER BY rowid"):
        kind, name = str(kind), str(name)
        if (kind, name) in known or name.startswith(("sqlite_autoindex_", "sqlite_stat")) \
                or name == "sqlite_sequence":
            continue
        if current or kind in ("trigger", "view"):
            raise CorruptMatchFile(path, f"the file holds a {kind} of its own, “{name}”, "
                                   "which no match file has: it is not opened",
                                   "own_object", {"kind": kind, "name": name})


def check_whole(path: Path) -> None:
    """Check a match file as completely as an open does, without changing it: the file
    (:func:`check_file`), its schema's objects, and every row against the format and
    the other rows (as :func:`load_match` reads them).  A file still to be upgraded is
    upgraded in memory first.  Raises :class:`StoreError`."""
    pending = check_file(path)
    source = connect_ro(path)
    memory = sqlite3.connect(":memory:", isolation_level=None)
    try:
        try:
            source.backup(memory)
            if pending:
                apply_migrations(memory)
                _check_objects(path, memory, current=True)
        except sqlite3.Error as exc:
            raise CorruptMatchFile(path, f"SQLite cannot read it: {exc}",
                                   "sqlite_unreadable", {"text": str(exc)}) from None
        load_match(memory, path)
    finally:
        source.close()
        memory.close()


def check_file(path: Path) -> list[str]:
    """Check a match file without changing it; the migrations it still needs.

    Raises :class:`NotAMatchFile`, :class:`CorruptMatchFile` or :class:`NewerVersion`.
    """
    try:
        size = path.stat().st_size
        header = read_regular(path, 100)
    except NotRegularFile as exc:
        raise NotAMatchFile(path, exc.problem, *problem_key(exc.problem)) from None
    except OSError as exc:
        raise StoreError(path, f"cannot read the file: {exc.strerror}", "cannot_read",
                         {"why": os_said(exc)}) from None
    if size == 0:
        raise NotAMatchFile(path, "the file is empty: it is not a match file", "empty")
    if not header.startswith(SQLITE_HEADER):
        if SQLITE_HEADER.startswith(header):
            raise CorruptMatchFile(path, f"the file is truncated ({size} bytes)",
                                   "truncated", {"count": size})
        raise NotAMatchFile(path, "this is not a match file (not an SQLite database)",
                            "not_sqlite")
    if len(header) < 100:
        raise CorruptMatchFile(path, f"the file is truncated ({size} bytes)", "truncated",
                               {"count": size})
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    if page_size < 512 or page_size & (page_size - 1):
        raise CorruptMatchFile(path, f"the database header is damaged (page size "
                               f"{page_size})", "bad_header", {"size": page_size})
    wal = path.with_name(path.name + "-wal")
    wal_pending = (wal.exists() and wal.stat().st_size > 0) or has_log(path, "-journal")
    pages = int.from_bytes(header[28:32], "big")
    if not wal_pending and header[92:96] == header[24:28] and pages:
        expected = pages * page_size
        if size < expected:
            raise CorruptMatchFile(path, f"the file is truncated: it holds {size} bytes, "
                                   f"its header says {expected}", "truncated_header",
                                   {"count": size, "expected": expected})
    try:
        conn = connect_ro(path)
    except (sqlite3.Error, OSError) as exc:
        raise open_error(path, exc) from None
    conn.text_factory = lambda data: data.decode("utf-8", errors="replace")
    try:
        return _check_contents(path, conn)
    except sqlite3.DatabaseError as exc:
        damaged, problem, key, params = sqlite_problem(exc, path)
        if damaged:
            raise CorruptMatchFile(path, f"SQLite cannot read it: {exc}",
                                   "sqlite_unreadable", {"text": str(exc)}) from None
        raise StoreError(path, problem, key, params) from None
    except UnicodeDecodeError:  # SQLite's report quotes damaged bytes
        raise CorruptMatchFile(path, "the file is damaged (SQLite's check reports "
                               "unreadable data)", "check_unreadable") from None
    finally:
        conn.close()


def _check_contents(path: Path, conn: sqlite3.Connection) -> list[str]:
    problems = [r[0] for r in conn.execute("PRAGMA quick_check(5)").fetchall()]
    if problems != ["ok"]:
        raise CorruptMatchFile(path, "the file is damaged (SQLite's check: "
                               f"{'; '.join(problems)})", "check_failed",
                               {"text": "; ".join(problems)})
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master "
                                         "WHERE type = 'table'")}
    if "meta" not in tables:
        raise NotAMatchFile(path, "an SQLite database, but not a match file (no meta table)",
                            "foreign_db")
    meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
    if meta.get("format") != FILE_FORMAT:
        raise NotAMatchFile(path, "an SQLite database, but not a match file "
                            f"(its format is {meta.get('format')!r})", "foreign_format",
                            {"format": repr(meta.get("format"))})
    try:
        version = int(meta.get("schema_version", ""))
    except ValueError:
        raise CorruptMatchFile(path, "the schema version in table meta is damaged: "
                               f"{meta.get('schema_version')!r}", "bad_version",
                               {"value": repr(meta.get("schema_version"))}) from None
    applied: list[str] = []
    if "_sqlite_migrations" in tables:
        applied = [r[0] for r in conn.execute(
            "SELECT name FROM _sqlite_migrations WHERE migration_set = ?", [MIGRATION_SET])]
    unknown = sorted(set(applied) - set(MIGRATION_NAMES))
    if version > SCHEMA_VERSION or unknown:
        raise NewerVersion(path, f"written by a newer version of teams-app (match file "
                           f"version {version}, this program reads up to {SCHEMA_VERSION}"
                           f"{'; migration ' + ', '.join(unknown) if unknown else ''}): "
                           "update the program to open it",
                           "newer_migrations" if unknown else "newer",
                           {"version": version, "most": SCHEMA_VERSION,
                            "names": ", ".join(unknown)})
    pending = [name for name in MIGRATION_NAMES if name not in applied]
    _check_objects(path, conn, current=not pending)
    if not pending:
        missing = sorted(({s.name for s in STATE_TABLES} | {"audit_log"}) - tables)
        if missing:
            raise CorruptMatchFile(path, f"tables are missing: {', '.join(missing)}",
                                   "tables_missing", {"names": ", ".join(missing)})
    return pending
