"""The history of a match: its audit log, read and written.

Undo and redo live in ``audit_log`` and so survive restarts.  Each change is an entry
with ``action='do'`` and a ``state``: ``done`` (on the undo stack), ``undone`` (on the
redo stack) or ``dropped`` (undone and then superseded by a new change: a new change
after an undo clears the redo stack, as in every editor).  Undo applies the stored
inverse of the newest ``done`` entry and logs it as its own ``undo`` entry; redo
re-applies the oldest ``undone`` entry and logs a ``redo`` entry.  Nothing in the log
is ever deleted.  This module writes a row (:func:`log_step`) and reads them: the whole
log (:func:`read_log`), the entry undo or redo takes (:func:`step_entry`) and the
command a row holds (:func:`stored_command`) — a damaged row shown as far as it can be
read, never undone or redone.  :class:`~teams_app.store.store.MatchStore` applies the
steps.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from models.codec import command_from_data
from teams_app.store.errors import CorruptMatchFile, DamagedAuditEntry
from teams_app.store.rows import to_json

if TYPE_CHECKING:
    from models.registry import Command


@dataclass(frozen=True, slots=True)
class AuditEntry:
    """One step in a match's history.  ``before``/``after`` are the commands (as dicts)
    that take the match from after to before and from before to after."""

    id: int
    when: str
    what: str
    before: dict[str, Any] | None
    after: dict[str, Any] | None
    action: str = "do"  # create, do, undo, redo
    state: str | None = None  # for 'do' entries: done, undone, dropped
    #: the row holds bytes that are not text or a change that is not JSON: shown as far
    #: as it can be read, never undone or redone
    damaged: bool = False


def now_iso() -> str:
    return datetime.now().astimezone().isoformat(timespec="milliseconds")


def _int(value: Any) -> int:
    return value if isinstance(value, int) else 0


#: The audit log's columns (after ``id``) as :func:`_audit_entry` takes them: read as
#: their bytes, so that text that is not UTF-8 marks its row damaged instead of failing
#: the whole query in Python's sqlite3.
_LOG_COLUMNS = ", ".join(f"CAST({c} AS BLOB)" for c in ("at", "what", "inverse", "command",
                                                      "action", "state"))


def _is_text(value: Any) -> bool:
    if isinstance(value, bytes):
        try:
            value.decode("utf-8")
        except UnicodeDecodeError:
            return False
    return True


def _audit_entry(row: tuple[Any, ...]) -> AuditEntry:
    """One row of ``log()`` (columns as bytes): every readable part shown, a damaged
    row marked."""
    id_, at, what, before, after, action, state = row
    (before_json, before_ok), (after_json, after_ok) = _stored_json(before), _stored_json(after)
    return AuditEntry(_int(id_), _text(at), _text(what), before_json, after_json,
                      _text(action), None if state is None else _text(state),
                      damaged=not (before_ok and after_ok and all(map(_is_text, row))))


def _text(value: Any) -> str:
    """A stored text as printable text (a damaged row may hold anything)."""
    if isinstance(value, bytes):
        value = value.decode("utf-8", errors="replace")
    return str(value) if value is not None else ""


def _stored_json(value: Any) -> tuple[Any, bool]:
    """A JSON column of the audit log and whether it is whole; a damaged one is shown
    as it is, not parsed."""
    if value is None or value == "" or value == b"":
        return None, True
    text = _text(value)
    try:
        return json.loads(text), _is_text(value)
    except (ValueError, RecursionError):
        return {"damaged": text[:200]}, False


def stored_command(path: Path, entry_id: int, value: Any) -> Command:
    """The command an audit-log row holds (its JSON read), or :class:`DamagedAuditEntry`."""
    try:
        return command_from_data(value)
    except (ValueError, TypeError, KeyError, AttributeError, IndexError,
            RecursionError):  # MatchCoreError included
        raise DamagedAuditEntry(path, entry_id) from None



def log_step(db: sqlite3.Connection, action: str, what: str,
             command: dict[str, Any] | None, inverse: dict[str, Any] | None, *,
             state: str | None = None, target: int | None = None) -> None:
    """Write one row of the audit log (in the caller's transaction)."""
    db.execute(
        "INSERT INTO audit_log (at, action, what, command, inverse, target, state) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        (now_iso(), action, what, to_json(command) if command is not None else None,
         to_json(inverse) if inverse is not None else None, target, state))


def read_log(db: sqlite3.Connection, path: Path) -> list[AuditEntry]:
    """The whole history, oldest first.  A damaged row is shown as far as it can be
    read (bytes that are not UTF-8 replaced, a change that is not JSON as its text)
    and marked :attr:`AuditEntry.damaged`."""
    try:
        rows = db.execute(f"SELECT id, {_LOG_COLUMNS} FROM audit_log ORDER BY id").fetchall()
    except sqlite3.Error as exc:
        raise CorruptMatchFile(path, f"the audit log cannot be read: {exc}",
                               "audit_unreadable", {"text": str(exc)}) from None
    return [_audit_entry(row) for row in rows]


def has_step(db: sqlite3.Connection, state: str) -> bool:
    """Whether there is an entry for undo (``done``) or redo (``undone``) to take."""
    row = db.execute("SELECT 1 FROM audit_log WHERE state = ? LIMIT 1", [state]).fetchone()
    return row is not None


def step_entry(db: sqlite3.Connection, path: Path, state: str, order: str
               ) -> AuditEntry | None:
    """The entry undo (``done``, the newest) or redo (``undone``, the oldest) takes,
    or :class:`DamagedAuditEntry` if :func:`read_log` marks it damaged."""
    row = db.execute(f"SELECT id, {_LOG_COLUMNS} FROM audit_log WHERE state = ? "
                     f"ORDER BY id {order} LIMIT 1", [state]).fetchone()
    if row is None:
        return None
    entry = _audit_entry(row)
    if entry.damaged:
        raise DamagedAuditEntry(path, entry.id)
    return entry


def step_command(db: sqlite3.Connection, path: Path, state: str, order: str
                 ) -> Command | None:
    """The change the entry undo or redo takes would make (as :func:`step_entry`), or
    None — also for a damaged entry: undo or redo says so when asked."""
    try:
        entry = step_entry(db, path, state, order)
        return None if entry is None else stored_command(path, entry.id, entry.after)
    except DamagedAuditEntry:
        return None
