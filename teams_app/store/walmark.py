"""Whose write-ahead log is this: a ``-wal`` is applied only to the file it was written for.

SQLite's write-ahead log names no database: a ``-wal`` a killed writer left beside the
match is applied to whatever file is put in under the match's name (a copy brought back
by hand), which SQLite then reads as that file.  The program therefore keeps the log's
**mark** in the writer's note (the ``.lock`` beside the match, :mod:`teams_app.store.lock`):
a digest of the match file the log's frames apply to.

* The match file changes only at a checkpoint (the log's frames copied into it) once it
  is in WAL mode, and the program takes every checkpoint itself: SQLite's automatic
  ones are off (:func:`teams_app.store.opening.connect_rw`), and each of the program's
  — a writer's close, a periodic one, a recovery, the copy kept before a restore —
  runs inside :func:`main_file_changing`, which marks the note ``checkpointing`` on the
  disk first and the new digest after.
* An open (:func:`refuse_foreign_log`, first thing in every reader's and writer's
  connection) compares: a log with frames, a digest in the note, and a match file with
  another digest — the log belongs to another file, and the open is refused before
  SQLite could apply it.  ``checkpointing``, no mark (a file from before this, a note
  lost) or no note: the log is the file's own, as SQLite has always taken it.

Every way the mark can be lost or left half-written falls to "the file's own": a refusal
is never made of the file's own log (its committed changes would be lost).
"""

from __future__ import annotations

import contextlib
import hashlib
import sqlite3
from collections.abc import Iterator
from pathlib import Path

from teams_app.store.errors import StoreError
from teams_app.store.lock import lock_path, log_in_use, log_size, read_log_mark, write_log_mark

#: The mark while the match file is being changed: whatever the log holds is its own.
CHECKPOINTING = "checkpointing"
#: How long the log may grow before a writer's change is followed by a checkpoint.
LOG_LIMIT = 8 * 1024 * 1024


def digest(path: Path) -> str:
    """The match file's digest as the mark holds it."""
    with open(path, "rb") as handle:
        return hashlib.file_digest(handle, "sha256").hexdigest()[:32]


def _note(path: Path) -> Path:
    return lock_path(path.resolve())


def mark_log(path: Path) -> None:
    """Mark the log as the match file's own as the file is now (a writer's first change,
    after a checkpoint).  Best effort: no note, no mark."""
    with contextlib.suppress(OSError):
        write_log_mark(_note(path), digest(path), durable=False)


@contextlib.contextmanager
def main_file_changing(path: Path) -> Iterator[None]:
    """Around anything that writes the log's frames into the match file: the note says
    ``checkpointing`` on the disk before, the new digest after (a kill between leaves
    ``checkpointing``: the log is then taken as the file's own).  Where there is no note
    there is no mark to keep right."""
    note = _note(path)
    if not write_log_mark(note, CHECKPOINTING, durable=True):
        yield
        return
    try:
        yield
    finally:
        with contextlib.suppress(OSError):
            write_log_mark(note, digest(path), durable=False)


def checkpoint_when_long(db: sqlite3.Connection, path: Path) -> None:
    """A writer's checkpoint once the log has grown past :data:`LOG_LIMIT` (SQLite's own
    are off).  One that fails, or that a reader keeps short, is tried after the next
    change."""
    if log_size(path) > LOG_LIMIT:
        with main_file_changing(path), contextlib.suppress(sqlite3.Error):
            db.execute("PRAGMA wal_checkpoint(TRUNCATE)")


def foreign_log(path: Path) -> bool:
    """True if the ``-wal`` beside the match was written for another file (see the
    module).  The mark is read again after the digest: a writer's checkpoint meanwhile
    changes it, and the log is then taken as the file's own."""
    if not log_in_use(path):
        return False
    note = _note(path)
    mark = read_log_mark(note)
    if mark is None or mark == CHECKPOINTING:
        return False
    try:
        now = digest(path)
    except OSError:
        return False  # the open itself says what is wrong with the file
    return now != mark and read_log_mark(note) == mark


def refuse_foreign_log(path: Path) -> None:
    """Refuse to open a match whose ``-wal`` belongs to another file; nothing is changed
    (the log and its index stay, for the file they belong to)."""
    if foreign_log(path):
        wal, shm = (path.name + suffix for suffix in ("-wal", "-shm"))
        raise StoreError(path, f"the file {wal} beside it holds changes written for another "
                         "file of this name, not for this one: they were not applied and "
                         f"nothing was changed; move {wal} and {shm} to another folder (or "
                         "put back the match they belong to) and open it again",
                         "foreign_log", {"wal": wal, "shm": shm})
