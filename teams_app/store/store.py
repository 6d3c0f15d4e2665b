"""The match file: one SQLite file per match, every change one logged transaction.

How it works
------------
* The file is managed with sqlite-utils: its ``Migrations`` create and upgrade the
  schema, and every change is one ``Database.atomic()`` transaction.
* The :class:`~models.match.Match` is kept in memory; the state tables mirror it.  A
  change is a command of :mod:`models.commands`: it is applied to the in-memory match,
  then the rows it changed (found by diffing the match's rows before and after) and an
  ``audit_log`` row are written in one transaction.  If the write fails, the command's
  inverse puts the in-memory match back and nothing is lost or half-written.
* Undo and redo live in ``audit_log`` and so survive restarts.  Each change is an entry
  with ``action='do'`` and a ``state``: ``done`` (on the undo stack), ``undone`` (on the
  redo stack) or ``dropped`` (undone and then superseded by a new change: a new change
  after an undo clears the redo stack, as in every editor).  Undo applies the stored
  inverse of the newest ``done`` entry and logs it as its own ``undo`` entry; redo
  re-applies the oldest ``undone`` entry and logs a ``redo`` entry.  Nothing in the log
  is ever deleted.
* One writer per file: opening for writing takes an OS lock on the match file itself
  (its inode, so links cannot open a second writer; see :mod:`teams_app.store.lock`),
  released by the OS even if the program is killed.  A second writer gets
  :class:`MatchFileLocked`; ``open(path, read_only=True)`` always works and opens SQLite
  read-only (``immutable`` when the folder or the medium is read-only).  A read-only
  file or folder refuses writers with :class:`ReadOnlyStore` before anything is touched.
* Before anything writes (migrations), the file is checked read-only: SQLite header,
  size against the header's page count, ``PRAGMA quick_check``, the ``meta`` table and
  the schema version.  A bad file raises a :class:`StoreError` naming the file and the
  problem, and is left as it was.  The switch to WAL mode waits for the first change
  that the core accepted, so a refused change leaves a rollback-journal file's bytes
  as they were.
* A new match is built aside (a hidden ``.part`` file, rollback journal) and linked
  into place whole; a kill leaves no file or a whole one.
* Every step that completes a round (do, undo or redo, by any path) records the round
  in ``meta.pending_backups`` in its own transaction; after the commit the backup copy
  is made and the note cleared.  A copy that cannot be made is a warning
  (:attr:`MatchStore.warnings`), tried again at the next open for writing.
"""

from __future__ import annotations

import contextlib
import errno
import functools
import json
import os
import re
import sqlite3
import tempfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from models.errors import MatchCoreError
from models.match import Match
from models.registry import command_from_dict
from teams_app.store.door import Door
from teams_app.store.door import check as check_door
from teams_app.store.errors import (
    CorruptMatchFile,
    DamagedAuditEntry,
    MatchFileMissing,
    NewerVersion,
    NotAMatchFile,
    ReadOnlyStore,
    StoreError,
    WriteFailed,
)
from teams_app.store.files import NotRegularFile, not_regular, os_said, problem_key, read_regular
from teams_app.store.lock import WriterLock, try_lock
from teams_app.store.outputs import (
    PART_SUFFIX,
    atomic_output,
    disk_full,
    disk_problem,
    disk_said,
    glob_escape,
    is_sqlite_file,
    remove_dead_parts,
    whole_file,
    write_output,
)
from teams_app.store.rows import (
    Image,
    RowError,
    RowProblem,
    match_from_rows,
    match_rows,
    to_json,
)
from teams_app.store.schema import (
    FILE_FORMAT,
    MIGRATION_NAMES,
    MIGRATION_SET,
    SCHEMA_VERSION,
    STATE_TABLES,
    migrations,
)

if TYPE_CHECKING:
    from models.registry import Command

#: How many backup copies are kept besides those always kept (the newest copy of each
#: round, every copy made before a restore): the newest five others.
KEEP_BACKUPS = 5
#: The tag of the copy of a match made before a restore replaced it (never pruned).
BEFORE_RESTORE = "before-restore"
_SQLITE_HEADER = b"SQLite format 3\x00"


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


def _now() -> str:
    return datetime.now().astimezone().isoformat(timespec="milliseconds")


def _app_version() -> str:
    try:
        from importlib.metadata import version

        return version("teams-app")
    except Exception:  # not installed as a distribution
        return "unknown"


def _side_files(path: Path) -> list[Path]:
    return [path.with_name(path.name + suffix) for suffix in ("-wal", "-shm", "-journal")]


def _connect_rw(path: Path) -> sqlite3.Connection:
    """A writer's connection; the journal mode is left as it is until the first change
    (:meth:`MatchStore._ensure_wal`)."""
    conn = sqlite3.connect(str(path), isolation_level=None, timeout=5.0)
    conn.execute("PRAGMA foreign_keys = ON")
    # FULL: a committed change survives a power cut too, not only a crash.
    conn.execute("PRAGMA synchronous = FULL")
    return conn


#: The errors that say "no writing here" (a full disk or a missing folder do not).
_READ_ONLY_ERRORS = (errno.EACCES, errno.EPERM, errno.EROFS)


def _folder_read_only(path: Path) -> bool:
    """True if no file can be made beside the match file: known by trying (a probe file
    made and removed at once), not by permission bits — Windows marks Documents and
    Desktop read-only without meaning it, and the administrator writes where the bits
    say no."""
    folder = path.resolve().parent
    try:
        fd, name = tempfile.mkstemp(prefix=f".{path.name}.probe-", suffix=PART_SUFFIX,
                                    dir=folder)
    except OSError as exc:
        return exc.errno in _READ_ONLY_ERRORS
    os.close(fd)  # closed before the removal (Windows removes no open file)
    with contextlib.suppress(OSError):
        os.unlink(name)
    return False


def file_read_only(path: Path) -> bool:
    """True if the match file cannot be written: a read-only file, folder or medium.

    Not judged by permission bits: the system is asked whether this process may write
    the file (``access``: the administrator may, a read-only medium refuses; no
    descriptor is opened, since closing one would drop the POSIX locks an SQLite
    connection of this process holds on the file), and the folder is tried with a probe
    file."""
    return not os.access(path, os.W_OK) or _folder_read_only(path)


#: SQLite's words for "a writer must put this file right first": a hot rollback
#: journal (a change killed half-way), a write-ahead log to recover or whose index
#: cannot be made by a read-only connection.
_NEEDS_RECOVERY = {264, 520, 776, 1288}  # SQLITE_READONLY_RECOVERY/_CANTLOCK/_ROLLBACK/_CANTINIT


def _needs_recovery(exc: sqlite3.Error) -> bool:
    return getattr(exc, "sqlite_errorcode", None) in _NEEDS_RECOVERY


def _recover_in_place(path: Path) -> None:
    """Let SQLite put a file right that a killed writer left half-changed: a connection
    that may write rolls a hot journal back (or recovers the write-ahead log) at its
    first read.  Safe beside a live writer: a journal is hot only when no connection
    holds it, which SQLite knows by its own locks."""
    conn = sqlite3.connect(str(path), isolation_level=None, timeout=5.0)
    try:
        conn.execute("PRAGMA schema_version").fetchone()
    finally:
        conn.close()


def _recovered_copy(path: Path) -> sqlite3.Connection:
    """The match as SQLite's recovery makes it, where the file itself cannot be written
    (a read-only medium holding a hot journal, or a write-ahead log without its index):
    the file and its journal or log are copied into a private folder, recovered there,
    and the result read into memory.  The medium is not touched."""
    with tempfile.TemporaryDirectory(prefix="teams-app-recover-") as folder:
        copy = Path(folder) / "match"
        copy.write_bytes(path.read_bytes())
        for suffix in ("-journal", "-wal"):
            side = path.with_name(path.name + suffix)
            if side.is_file():
                copy.with_name(copy.name + suffix).write_bytes(side.read_bytes())
        disk = sqlite3.connect(str(copy), isolation_level=None, timeout=5.0)
        try:
            disk.execute("PRAGMA schema_version").fetchone()
            memory = sqlite3.connect(":memory:", isolation_level=None)
            disk.backup(memory)
        finally:
            disk.close()
    memory.execute("PRAGMA query_only = ON")
    return memory


def _has_log(path: Path, suffix: str) -> bool:
    side = path.with_name(path.name + suffix)
    try:
        return side.is_file() and side.stat().st_size > 0
    except OSError:
        return False


def _connect_ro(path: Path) -> sqlite3.Connection:
    """A reading connection.  In a read-only folder (a CD, a shared folder) SQLite
    cannot make the ``-shm`` file a WAL-mode file needs: the file is then opened as
    ``immutable``, which nothing can change there anyway — unless a journal or a
    write-ahead log is beside it, which ``immutable`` would ignore: then the match is
    read from a recovered copy in memory (:func:`_recovered_copy`).  A file a killed
    writer left half-changed (a hot journal) is first put right by SQLite where the
    file can be written (:func:`_recover_in_place`)."""
    uri = path.resolve().as_uri()
    for attempt in (1, 2):
        conn = sqlite3.connect(uri + "?mode=ro", uri=True, isolation_level=None,
                               timeout=5.0)
        try:
            conn.execute("PRAGMA query_only = ON")
            conn.execute("PRAGMA schema_version").fetchone()  # a read: needs the -shm file
            return conn
        except sqlite3.OperationalError as exc:
            conn.close()
            read_only = _folder_read_only(path) or file_read_only(path)
            if _needs_recovery(exc) and attempt == 1 and not read_only:
                _recover_in_place(path)
                continue
            if not read_only and disk_full(path.resolve().parent):
                # a full disk: SQLite cannot make the -shm a WAL file's reader needs
                return _recovered_copy(path)
            if not read_only:
                raise
            break
    if _has_log(path, "-journal") or _has_log(path, "-wal"):
        return _recovered_copy(path)
    conn = sqlite3.connect(uri + "?mode=ro&immutable=1", uri=True, isolation_level=None,
                           timeout=5.0)
    conn.execute("PRAGMA query_only = ON")
    return conn


def sqlite_problem(exc: BaseException, path: Path | None = None
                   ) -> tuple[bool, str, str | None, dict[str, str]]:
    """What an SQLite or OS error at an open means, in words (and its message key and
    parameters), and whether it says the file is damaged (else it is the disk, the
    folder or the moment)."""
    code = getattr(exc, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    os_code = exc.errno if isinstance(exc, OSError) else None
    text = str(exc)
    full = primary in (10, 14) and path is not None and disk_full(path.resolve().parent)
    if full or primary == 13 or os_code in (errno.ENOSPC, getattr(errno, "EDQUOT",
                                                                  errno.ENOSPC)) \
            or "database or disk is full" in text:
        return False, "the disk is full: free some space and open it again", "disk_full", {}
    if primary == 8 or os_code in _READ_ONLY_ERRORS or (
            primary == 14 and path is not None and _folder_read_only(path)):
        return False, ("the folder is read-only: SQLite cannot make the files it needs "
                       "beside the match; open it read-only, or copy it to a folder that "
                       "can be written"), "folder_read_only", {}
    if primary == 10 or os_code == errno.EIO:
        return False, ("an I/O error (SQLite: " + text + ") — the file itself may be fine: "
                       "try again, or copy it to another disk"), "io_error", {"text": text}
    if primary in (5, 6):
        return False, "another program is using the file: try again in a moment", "busy", {}
    if primary == 7 or isinstance(exc, MemoryError):
        return False, "out of memory", "out_of_memory", {}
    if primary == 14:
        return False, (f"SQLite cannot open it or the files it keeps beside it ({text}) — "
                       "the file itself may be fine: try again, or copy it to another disk"
                       ), "cannot_open", {"text": text}
    if primary in (11, 26):
        return True, f"SQLite cannot read it: {text}", "sqlite_unreadable", {"text": text}
    return True, f"SQLite cannot open it: {text}", "sqlite_unopenable", {"text": text}


def _not_created(path: Path, exc: BaseException) -> StoreError:
    """The refusal of a new match file the disk or SQLite would not make."""
    text, why = disk_said(exc)
    return StoreError(path, f"cannot create the match file: {text}", "cannot_create",
                      {"why": why})


def _sound(path: Path) -> bool:
    """Whether a fresh read-only connection finds the file whole (SQLite's quick check)."""
    try:
        conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=1)
        try:
            return conn.execute("PRAGMA quick_check").fetchone() == ("ok",)
        finally:
            conn.close()
    except sqlite3.Error:
        return False


def _open_error(path: Path, exc: BaseException) -> StoreError:
    damaged, problem, key, params = sqlite_problem(exc, path)
    return (CorruptMatchFile if damaged else StoreError)(path, problem, key, params)


def _database(conn: sqlite3.Connection) -> Any:
    """sqlite-utils over a connection.  Imported on first use: with numpy installed it
    costs a tenth of a second, which opening a match for reading does not need (the app
    warms it up once the match is on screen)."""
    from sqlite_utils import Database

    return Database(conn, execute_plugins=False)


def _transaction(conn: sqlite3.Connection) -> contextlib.AbstractContextManager[Any]:
    """One transaction (sqlite-utils' ``atomic()``): committed at the end of the block,
    rolled back on any error, including a failed commit."""
    return _database(conn).atomic()


def _apply_migrations(conn: sqlite3.Connection) -> None:
    """Run the pending migrations (sqlite-utils ``Migrations``)."""
    migrations().apply(_database(conn))


class MatchStore:
    """An open match file.  Make one with :meth:`create` or :meth:`open`."""

    #: Called with each warning as it arises (the command line prints them at once).
    warning_hook: Callable[[StoreError], None] | None = None

    def __init__(self, path: Path, db: sqlite3.Connection, match: Match, image: Image,
                 read_only: bool, lock: WriterLock | None) -> None:
        self.path = path
        self.db = db
        self.match = match
        self.read_only = read_only
        #: What went wrong without losing anything (a backup copy that could not be made).
        self.warnings: list[StoreError] = []
        self._image = image
        self._lock = lock
        self._closed = False
        self._wal = False
        #: the rounds complete in the saved match (a step completing another one makes
        #: its backup)
        self._complete: frozenset[int] | None = (
            None if read_only else _complete_rounds(match))
        self._data_version = self._current_data_version()

    # -- opening and closing ------------------------------------------------------------
    @classmethod
    def create(cls, path: Path | str, match: Match) -> MatchStore:
        """A new match file holding ``match``; refuses a path that exists.

        The file is built aside (a hidden ``.part`` file in the same folder, locked while
        it is being built) and linked into place only when whole: a kill leaves either
        no match file or a complete one.  Parts left by a killed build are removed.
        """
        path = Path(path)
        if path.exists() or path.is_symlink():
            raise StoreError(path, "a file of this name exists already; choose another "
                             "name", "exists")
        folder = path.parent
        if not folder.is_dir():
            raise StoreError(path, f"the folder {folder} does not exist", "no_folder",
                             {"folder": str(folder)})
        remove_dead_parts(path, ".new")
        try:
            fd, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".new" + PART_SUFFIX,
                                        dir=folder)
        except OSError as exc:
            raise _not_created(path, exc) from None
        temp = Path(name)
        db: sqlite3.Connection | None = None

        def close_part() -> None:  # once: it releases the lock on the part
            nonlocal fd
            if fd >= 0:
                os.close(fd)
                fd = -1

        try:
            try_lock(fd)  # marks the build as alive for remove_dead_parts
            db = _connect_rw(temp)
            _apply_migrations(db)
            empty: Image = {spec.name: {} for spec in STATE_TABLES}
            builder = cls(temp, db, match, empty, read_only=False, lock=None)
            with _transaction(db):
                now = _now()
                for key, value in (("created_at", now), ("created_by", _app_version()),
                                   ("app_version", _app_version())):
                    db.execute("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) "
                               "DO UPDATE SET value = excluded.value", [key, value])
                builder._image = builder._write_changes()
                snapshot = {
                    "teams": {t.value: {"name": i.name, "reserves": list(i.reserves)}
                              for t, i in match.teams.items()},
                    "players": {c: s.player for c, s in match.seats.items()},
                    "settings": match.settings.to_dict(),
                }
                names = " v ".join(match.teams[t].name for t in sorted(match.teams,
                                                                        key=lambda t: t.value))
                builder._log("create", f"match created: {names}", snapshot, None)
            db.close()
            db = None
            os.fsync(fd)
            os.chmod(temp, 0o644)
            _link_into_place(temp, path, close_part)
        except BaseException as exc:
            if db is not None:
                db.close()
            close_part()  # before the removal (Windows removes no open file)
            for leftover in (temp, *_side_files(temp)):
                with contextlib.suppress(OSError):
                    leftover.unlink()
            if isinstance(exc, OSError | sqlite3.Error):
                raise _not_created(path, exc) from None
            raise
        finally:
            close_part()
        store = cls.open(path)
        if store.match == match:
            store.match = match  # the caller's object, as it was saved
        return store

    @classmethod
    def open(cls, path: Path | str, *, read_only: bool = False) -> MatchStore:
        """Open a match file; with ``read_only`` nothing is ever written to it and another
        program may hold it for writing meanwhile."""
        path = Path(path)
        problem = not_regular(path)  # before any lock or read could wait on a pipe
        if problem is not None:
            if not path.exists() and not path.is_symlink():
                raise MatchFileMissing(path, "there is no such file", "missing")
            if path.is_dir():
                raise NotAMatchFile(path, "this is a folder, not a match file", "folder")
            raise NotAMatchFile(path, problem, *problem_key(problem))
        lock: WriterLock | None = None
        if not read_only:
            if is_sqlite_file(path) and file_read_only(path):
                raise ReadOnlyStore(path, "the match file is read-only (a read-only file, "
                                    "folder or disk): it can only be read; nothing was "
                                    "changed", "read_only_file")
            lock = WriterLock(path)
            lock.acquire()
        try:
            existed = {p for p in _side_files(path) if p.exists()}
            try:
                pending = check_file(path)
            except StoreError:
                if not read_only:  # we hold the lock: tidy up what the check left
                    _remove_new_side_files(path, existed)
                raise
            try:
                if read_only:
                    if pending:
                        raise StoreError(path, "this match file was written by an older "
                                         "version; open it once for writing to upgrade it",
                                         "older")
                    db = _connect_ro(path)
                else:
                    db = _connect_rw(path)
                    if pending:
                        _upgrade(db, path)
            except (sqlite3.Error, OSError) as exc:
                if not read_only:
                    _remove_new_side_files(path, existed)
                raise _open_error(path, exc) from None
            try:
                match, image = _load(db, path)
            except BaseException:
                db.close()
                raise
        except BaseException:
            if lock is not None:
                lock.release()
            raise
        store = cls(path, db, match, image, read_only, lock)
        if not read_only:
            store._remove_orphan_parts()
            store._make_pending_backups()
        return store

    @property
    def closed(self) -> bool:
        return self._closed

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        with contextlib.suppress(sqlite3.Error):
            self.db.close()
        if self._lock is not None:
            self._lock.release()
            self._lock = None

    def __enter__(self) -> MatchStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"<MatchStore {self.path}{' read-only' if self.read_only else ''}>"

    # -- changes ------------------------------------------------------------------------
    def apply(self, door: Door, command: Command, label: str | None = None) -> Command:
        """Apply a change and save it with its audit-log row in one transaction (``door``:
        the operations' own, :mod:`teams_app.store.door`).

        A :class:`~models.errors.MatchCoreError` (the change is refused) or a failed
        write leaves both the file and the in-memory match as they were.
        """
        check_door(door)
        self._check_writable()
        inverse = command.apply(self.match)

        def write() -> None:
            self._log("do", label or command.describe(), command.to_dict(),
                      inverse.to_dict(), state="done")
            self.db.execute("UPDATE audit_log SET state = 'dropped' WHERE state = 'undone'")

        self._commit(write, inverse, "the change")
        return inverse

    def undo(self, door: Door) -> str | None:
        """Undo the newest change still done; its description, or None."""
        check_door(door)
        self._check_writable()
        entry = self._step_entry("done", "DESC")
        if entry is None:
            return None
        entry_id, what = entry.id, entry.what
        inverse = _stored_command(self.path, entry_id, entry.before)
        redo = self._apply_stored(entry_id, inverse)

        def write() -> None:
            self._log("undo", f"undo: {what}", inverse.to_dict(), redo.to_dict(),
                      target=entry_id)
            self.db.execute("UPDATE audit_log SET state = 'undone' WHERE id = ?", [entry_id])

        self._commit(write, redo, "the undo")
        return str(what)

    def redo(self, door: Door) -> str | None:
        """Redo the change undone last; its description, or None."""
        check_door(door)
        self._check_writable()
        entry = self._step_entry("undone", "ASC")
        if entry is None:
            return None
        entry_id, what = entry.id, entry.what
        command = _stored_command(self.path, entry_id, entry.after)
        inverse = self._apply_stored(entry_id, command)

        def write() -> None:
            self._log("redo", f"redo: {what}", command.to_dict(), inverse.to_dict(),
                      target=entry_id)
            self.db.execute("UPDATE audit_log SET state = 'done', inverse = ? WHERE id = ?",
                            [to_json(inverse.to_dict()), entry_id])

        self._commit(write, inverse, "the redo")
        return str(what)

    def _commit(self, write: Callable[[], None], rollback: Command, what: str) -> None:
        """Save the in-memory match (already changed) with ``write``'s log rows in one
        transaction; on failure put the match back with ``rollback``.  A round the step
        completes is noted for its backup in the same transaction; the copy is made
        after the commit (a failed copy is a warning, the change stays saved)."""
        try:
            self._ensure_wal()
            before = self._complete_rounds()
            with _transaction(self.db):
                image = self._write_changes()
                write()
                after = _complete_rounds(self.match)
                completed = after - before
                if completed:
                    tags = self._pending_backups() + [f"round-{r}" for r in sorted(completed)]
                    self._set_pending_backups(tags)
        except BaseException as exc:
            rollback.apply(self.match)
            if isinstance(exc, sqlite3.Error | OSError):
                key, params = self._write_problem(exc)
                raise WriteFailed(self.path, f"{what} was not saved: {disk_problem(exc)}",
                                  key, params) from exc
            raise
        self._image = image
        self._complete = after
        if completed:
            self._make_pending_backups()

    def _write_problem(self, exc: BaseException) -> tuple[str, dict[str, str]]:
        """The message key of a failed write: a full disk, read-only media, an I/O error,
        or SQLite's words.  An I/O error, or one that calls the file damaged ("malformed"),
        while a fresh read finds the file sound was the disk's and the moment's: it is
        said as an I/O error on a sound file (a phone was told "database disk image is
        malformed" after an I/O error on a sound file)."""
        text, (said, _) = disk_said(exc, self.path.resolve().parent)
        if said == "disk.full":
            return "not_saved_full", {}
        if said == "disk.read_only":
            return "not_saved_read_only", {}
        code = getattr(exc, "sqlite_errorcode", None)
        primary = code & 0xFF if isinstance(code, int) else None
        if (isinstance(exc, OSError) or primary in (10, 11)) and _sound(self.path):
            return "not_saved_io", {}
        return "not_saved", {"text": text}

    @property
    def can_undo(self) -> bool:
        return self.undo_text is not None

    @property
    def can_redo(self) -> bool:
        return self.redo_text is not None

    @property
    def undo_text(self) -> str | None:
        if self.read_only or self._closed:
            return None
        row = self.db.execute("SELECT CAST(what AS BLOB) FROM audit_log WHERE state = "
                              "'done' ORDER BY id DESC LIMIT 1").fetchone()
        return None if row is None else _text(row[0])

    @property
    def redo_text(self) -> str | None:
        if self.read_only or self._closed:
            return None
        row = self.db.execute("SELECT CAST(what AS BLOB) FROM audit_log WHERE state = "
                              "'undone' ORDER BY id ASC LIMIT 1").fetchone()
        return None if row is None else _text(row[0])

    @property
    def undo_command(self) -> Command | None:
        """The change :meth:`undo` would take back (for wording it in the app's language)."""
        return self._step_command("done", "DESC")

    @property
    def redo_command(self) -> Command | None:
        """The change :meth:`redo` would make again."""
        return self._step_command("undone", "ASC")

    def _step_command(self, state: str, order: str) -> Command | None:
        if self.read_only or self._closed:
            return None
        try:
            entry = self._step_entry(state, order)
            return None if entry is None else _stored_command(self.path, entry.id,
                                                              entry.after)
        except DamagedAuditEntry:  # undo or redo says so when asked
            return None

    def _step_entry(self, state: str, order: str) -> AuditEntry | None:
        """The entry undo (``done``, the newest) or redo (``undone``, the oldest) takes,
        or :class:`DamagedAuditEntry` if :meth:`log` marks it damaged."""
        row = self.db.execute(f"SELECT id, {_LOG_COLUMNS} FROM audit_log WHERE state = ? "
                              f"ORDER BY id {order} LIMIT 1", [state]).fetchone()
        if row is None:
            return None
        entry = _audit_entry(row)
        if entry.damaged:
            raise DamagedAuditEntry(self.path, entry.id)
        return entry

    # -- reading ------------------------------------------------------------------------
    def created_at(self) -> str:
        """When this match was created (``meta.created_at``, to the millisecond): the
        same in its copies, backups and restores, whatever the file is called; empty for
        a file without it."""
        self._check_open()
        try:
            row = self.db.execute("SELECT value FROM meta WHERE key = 'created_at'").fetchone()
        except sqlite3.Error:
            return ""
        return "" if row is None or not isinstance(row[0], str) else row[0]

    def log(self) -> list[AuditEntry]:
        """The whole history, oldest first.  A damaged row is shown as far as it can be
        read (bytes that are not UTF-8 replaced, a change that is not JSON as its text)
        and marked :attr:`AuditEntry.damaged`."""
        self._check_open()
        try:
            rows = self.db.execute(f"SELECT id, {_LOG_COLUMNS} FROM audit_log ORDER BY id"
                                   ).fetchall()
        except sqlite3.Error as exc:
            raise CorruptMatchFile(self.path, f"the audit log cannot be read: {exc}",
                                   "audit_unreadable", {"text": str(exc)}) from None
        return [_audit_entry(row) for row in rows]

    def refresh(self) -> bool:
        """Re-read the match if another connection changed the file (for read-only
        views of a match being played elsewhere); True if it did."""
        version = self._current_data_version()
        if version == self._data_version:
            return False
        self.match, self._image = _load(self.db, self.path)
        self._data_version = version
        return True

    def backup(self, tag: str) -> Path:
        """A copy of the match made with SQLite's backup API, in ``<file>.backups/``;
        older copies are pruned by the rule of :func:`backups_kept`."""
        self._check_open()
        return _backup_copy(self.db, self.path, tag)

    def save_copy(self, target: Path | str) -> Path:
        """A consistent copy of the match at ``target`` (SQLite's backup API), a match file
        that opens like any other; the open match stays open here.

        The copy is written beside the target and renamed over it when whole
        (:mod:`teams_app.store.outputs`); a target that is a match file or any other
        SQLite database, or one of the open match's own files, is refused.
        """
        self._check_open()
        with atomic_output(target, protect=[self.path], what="the copy") as temp:
            _copy_database(self.db, temp)
        return Path(target)

    # -- backups of completed rounds ---------------------------------------------------
    def _complete_rounds(self) -> frozenset[int]:
        if self._complete is None:
            self._complete = _complete_rounds(self.match)
        return self._complete

    def _pending_backups(self) -> list[str]:
        row = self.db.execute("SELECT value FROM meta WHERE key = 'pending_backups'"
                              ).fetchone()
        try:
            tags = json.loads(row[0]) if row and row[0] else []
        except ValueError:
            return []
        return [t for t in tags if isinstance(t, str)] if isinstance(tags, list) else []

    def _set_pending_backups(self, tags: list[str]) -> None:
        unique = list(dict.fromkeys(tags))
        self.db.execute("INSERT INTO meta (key, value) VALUES ('pending_backups', ?) "
                        "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                        [json.dumps(unique)])

    def _make_pending_backups(self) -> None:
        """Make the backup copies the file says are still due; a copy that cannot be
        made stays due (tried again at the next open) and becomes a warning."""
        due = self._pending_backups()
        if not due:
            return
        left: list[str] = []
        for tag in due:
            try:
                _backup_copy(self.db, self.path, tag)
            except StoreError as exc:
                left.append(tag)
                self._warn(StoreError(
                    self.path, f"the change is saved, but the backup copy ({tag}) could "
                    f"not be made: {exc.problem}; it will be tried again when the match "
                    "is next opened", "warn_backup_later", {"tag": tag, "why": exc}))
        try:
            self._ensure_wal()
            with _transaction(self.db):
                self._set_pending_backups(left)
        except (sqlite3.Error, OSError) as exc:
            said, why = disk_said(exc, self.path.resolve().parent)
            self._warn(StoreError(self.path, "the list of backups still to make could not "
                                  f"be updated: {said}", "warn_backup_list", {"why": why}))

    def _warn(self, warning: StoreError) -> None:
        """Something went wrong that left the change saved (a backup copy): kept in
        :attr:`warnings` and told to the hook, which words it (keyed, ``file.warn_…``)."""
        self.warnings.append(warning)
        hook = type(self).warning_hook
        if hook is not None:
            hook(warning)

    def _remove_orphan_parts(self) -> None:
        """Remove the half-made backup copies a killed program left (only a writer makes
        backups, and this one holds the lock)."""
        folder = _backup_folder(self.path)
        if not folder.is_dir():
            return
        for part in folder.glob(f"*{PART_SUFFIX}*"):  # and SQLite's journal of it
            with contextlib.suppress(OSError):
                part.unlink()

    # -- internals ----------------------------------------------------------------------
    def _check_open(self) -> None:
        if self._closed:
            raise StoreError(self.path, "the match file is closed", "closed")

    def _check_writable(self) -> None:
        self._check_open()
        if self.read_only:
            raise ReadOnlyStore(self.path, "the match is open read-only; nothing can be "
                                "changed here", "read_only")

    def _ensure_wal(self) -> None:
        """WAL mode, switched on at the first write (never by a refused change)."""
        if not self._wal:
            if self.db.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
                self.db.execute("PRAGMA journal_mode = wal")
            self._wal = True

    def _apply_stored(self, entry_id: int, command: Command) -> Command:
        """Apply a command read from the audit log; a damaged one changes nothing."""
        try:
            return command.apply(self.match)
        except MatchCoreError:
            raise
        except Exception:  # a damaged row: its values make no sense
            self.match, self._image = _load(self.db, self.path)
            raise DamagedAuditEntry(self.path, entry_id) from None

    def _current_data_version(self) -> int:
        return int(self.db.execute("PRAGMA data_version").fetchone()[0])

    def _write_changes(self) -> Image:
        """Write the rows that differ between the stored image and the match now."""
        new = match_rows(self.match)
        old = self._image
        execute = self.db.execute
        for spec in reversed(STATE_TABLES):
            before, after = old[spec.name], new[spec.name]
            gone = [key for key in before if key not in after]
            if gone:
                sql = spec.delete_sql()
                for key in gone:
                    execute(sql, key)
        for spec in STATE_TABLES:
            before, after = old[spec.name], new[spec.name]
            sql = spec.upsert_sql()
            for key, row in after.items():
                if before.get(key) != row:
                    if spec.name == "extras":
                        text = to_json(row[2])
                        row = (row[0], row[1], json.loads(text))  # a copy, not the live value
                        after[key] = row
                        execute(sql, (row[0], row[1], text))
                    else:
                        execute(sql, row)
                elif spec.name == "extras":
                    after[key] = before[key]
        return new

    def _log(self, action: str, what: str, command: dict[str, Any] | None,
             inverse: dict[str, Any] | None, *, state: str | None = None,
             target: int | None = None) -> None:
        self.db.execute(
            "INSERT INTO audit_log (at, action, what, command, inverse, target, state) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (_now(), action, what, to_json(command) if command is not None else None,
             to_json(inverse) if inverse is not None else None, target, state))


def _complete_rounds(match: Match) -> frozenset[int]:
    """The rounds with nothing left to play at either table (each gets a backup copy
    when a step completes it)."""
    from models.queries import round_complete

    latest = match.latest_attempts()
    return frozenset(r for r in range(1, match.format.rounds + 1)
                     if round_complete(match, r, latest))


def _backup_folder(path: Path) -> Path:
    return path.with_name(path.name + ".backups")


def _copy_database(conn: sqlite3.Connection, target: Path) -> None:
    """SQLite's backup API into ``target``, one self-contained rollback-journal file
    (without the original's list of backups still to make)."""
    dest = sqlite3.connect(str(target), isolation_level=None)
    try:
        conn.backup(dest)
        dest.execute("PRAGMA journal_mode = DELETE")
        # the backups still due are the original's, made in its own folder
        with contextlib.suppress(sqlite3.OperationalError):  # a file without meta
            dest.execute("DELETE FROM meta WHERE key = 'pending_backups'")
    finally:
        dest.close()


def _backup_copy(conn: sqlite3.Connection, path: Path, tag: str,
                 keep: Iterable[Path] = ()) -> Path:
    """A copy of the match in its backups folder, tagged; then the folder pruned by the
    rule of :func:`backups_kept`, never removing the copy made or one of ``keep``."""
    folder = _backup_folder(path)
    safe_tag = re.sub(r"[^\w.-]+", "-", tag).strip("-") or "backup"
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    suffix = path.suffix or ".match"
    target = folder / f"{path.stem}-{stamp}-{safe_tag}{suffix}"
    try:
        folder.mkdir(exist_ok=True)
        with atomic_output(target, protect=[path], what="the backup copy") as temp:
            _copy_database(conn, temp)
    except (OSError, sqlite3.Error) as exc:
        text, why = disk_said(exc, folder if folder.is_dir() else path.parent)
        raise StoreError(path, f"the backup copy could not be made: {text}",
                         "backup_not_made", {"why": why}) from exc
    except StoreError as exc:
        raise StoreError(path, exc.problem, exc.key, exc.params) from exc
    _prune_backups(folder, path.stem, suffix, keep=[target, *keep])
    return target


def backups_kept(names: list[str], stem: str, suffix: str) -> set[str]:
    """Which of the backup copies named ``names`` the rule keeps: the newest copy of each
    round (``…-round-N``), every copy made before a restore (``…-before-restore``), and
    the newest :data:`KEEP_BACKUPS` of the others.  A name not of the form
    ``STEM-YYYYmmdd-HHMMSS-ffffff-TAG SUFFIX`` is not a copy of ours and is kept."""
    pattern = re.compile(re.escape(stem) + r"-(\d{8}-\d{6}-\d{6})-(.+)" + re.escape(suffix))
    copies: list[tuple[str, str, str]] = []
    kept: set[str] = set()
    for name in names:
        found = pattern.fullmatch(name)
        if found is None:
            kept.add(name)
        else:
            copies.append((found[1], name, found[2]))
    rounds: set[str] = set()
    others = 0
    for _stamp, name, tag in sorted(copies, reverse=True):  # newest first
        if tag == BEFORE_RESTORE or (re.fullmatch(r"round-\d+", tag) and tag not in rounds):
            rounds.add(tag)
            kept.add(name)
        elif others < KEEP_BACKUPS:
            others += 1
            kept.add(name)
    return kept


def _prune_backups(folder: Path, stem: str, suffix: str, keep: Iterable[Path]) -> None:
    """Remove the backup copies :func:`backups_kept` does not keep; never one of ``keep``
    (the copy just made, a backup being restored)."""
    copies = [p for p in folder.glob(f"{glob_escape(stem)}-*{suffix}") if p.is_file()]
    kept = backups_kept([p.name for p in copies], stem, suffix)
    spared = {p.resolve() for p in keep}
    for old in copies:
        if old.name not in kept and old.resolve() not in spared:
            with contextlib.suppress(OSError):
                old.unlink()


def _link_into_place(temp: Path, path: Path, close_part: Callable[[], None]) -> None:
    """Give the finished file its name, never replacing a file that appeared meanwhile.

    The hard link is made while the part is still open and locked; ``close_part`` closes
    it before the part's name is removed or renamed (Windows removes and renames no open
    file).
    """
    try:
        os.link(temp, path)
    except FileExistsError:
        raise StoreError(path, "a file of this name exists already; choose another "
                         "name", "exists") from None
    except OSError:  # a file system without hard links (FAT, exFAT)
        if path.exists():
            raise StoreError(path, "a file of this name exists already; choose another "
                             "name", "exists") from None
        close_part()
        os.replace(temp, path)
    else:
        close_part()
        with contextlib.suppress(FileNotFoundError):  # unlocked now: a tidy-up may beat us
            temp.unlink()
    with contextlib.suppress(OSError, AttributeError):
        folder = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(folder)
        finally:
            os.close(folder)


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


def _stored_command(path: Path, entry_id: int, value: Any) -> Command:
    """The command an audit-log row holds (its JSON read), or :class:`DamagedAuditEntry`."""
    try:
        return command_from_dict(value)
    except (ValueError, TypeError, KeyError, AttributeError, IndexError,
            RecursionError):  # MatchCoreError included
        raise DamagedAuditEntry(path, entry_id) from None


def restore_backup(door: Door, backup: Path | str, target: Path | str) -> Path:
    """Bring a backup copy back as the match ``target`` (through
    :func:`teams_app.operations.restore_backup`: ``teams-app restore``, the app's File
    menu; ``door`` is the operations' own).

    The backup is checked first (a whole match file this program reads); ``target``
    must be a match file not open for writing elsewhere, or a new name.  The match as
    it was is kept first as a backup of its own (``before-restore``), its write-ahead
    log folded in and removed so that nothing stale can be replayed into the restored
    copy, which is built beside it, given an audit-log row naming the backup (never
    undone: undo goes on with the backup's own history), and renamed into place whole.
    The backup itself is left as it was.
    """
    check_door(door)
    backup, target = Path(backup), Path(target)
    problem = not_regular(backup)
    if problem is not None:
        if not backup.exists() and not backup.is_symlink():
            raise MatchFileMissing(backup, "there is no such backup file", "no_backup")
        raise NotAMatchFile(backup, f"{problem}; a backup is a match file",
                            "backup_not_regular", {"cause": problem_key(problem)})
    problem = not_regular(target)
    if problem is not None and (target.exists() or target.is_symlink()):
        raise NotAMatchFile(target, f"{problem}; a backup is restored onto a match file "
                            "or a new name", "restore_onto_not_regular",
                            {"cause": problem_key(problem)})
    check_whole(backup)  # every row and the schema, before anything is replaced
    if target.exists() and os.path.samefile(backup, target):
        raise StoreError(target, "this is the backup itself; restore it onto the match file",
                         "restore_onto_itself")
    lock: WriterLock | None = None
    if target.exists():
        if not is_sqlite_file(target) and target.stat().st_size > 0:
            raise NotAMatchFile(target, "this is not a match file; a backup is restored onto "
                                "a match file or a new name", "restore_onto_other")
        if file_read_only(target):
            raise ReadOnlyStore(target, "the match file is read-only: it cannot be replaced",
                                "restore_read_only")
        lock = WriterLock(target)
        lock.acquire()
    elif not target.parent.is_dir():
        raise StoreError(target, f"the folder {target.parent} does not exist", "no_folder",
                         {"folder": str(target.parent)})

    def drop_stale_log() -> None:  # a stale write-ahead log must not be replayed
        for side in _side_files(target):
            side.unlink(missing_ok=True)

    kept: Path | None = None
    try:
        if target.exists() and target.stat().st_size > 0:
            kept = _keep_before_restore(target, backup)
        source = _connect_ro(backup)
        try:
            with whole_file(target, what="the restored match",
                            before_rename=drop_stale_log) as temp:
                _copy_database(source, temp)
                _log_restore(temp, backup)
                check_whole(temp)  # the copy as it will be opened, log row and all
        except StoreError as exc:
            if kept is None:
                raise
            raise StoreError(target, f"{exc.problem}; the match was not replaced (it is "
                             f"also kept as {kept})", "restore_not_replaced",
                             {"cause": exc, "copy": str(kept)}) from exc
        finally:
            source.close()
    finally:
        if lock is not None:
            lock.release()
    return target


def _log_restore(copy: Path, backup: Path) -> None:
    """The audit-log row of a restore, written into the restored copy before it takes
    the match's place: what was done and from which backup (no command: it is not a
    step undo takes back)."""
    conn = sqlite3.connect(str(copy), isolation_level=None, timeout=5.0)
    try:
        conn.execute("INSERT INTO audit_log (at, action, what) VALUES (?, 'do', ?)",
                     (_now(), f"restored from the backup {backup.name}"))
    except sqlite3.Error as exc:
        text, why = disk_said(exc)
        raise StoreError(copy, f"the restore could not be logged: {text}",
                         "restore_not_logged", {"why": why}) from exc
    finally:
        conn.close()


def _keep_before_restore(target: Path, backup: Path) -> Path:
    """Keep the match about to be replaced by a restore in its backups folder (never
    pruned; nor is the ``backup`` about to be restored)."""
    try:
        check_file(target)
    except StoreError:  # damaged: keep its bytes as they are
        folder = _backup_folder(target)
        folder.mkdir(exist_ok=True)
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
        damaged = folder / f"{target.stem}-{stamp}-damaged-before-restore.bin"
        write_output(damaged, target.read_bytes(), what="the copy of the damaged match")
        return damaged
    conn = sqlite3.connect(str(target), isolation_level=None, timeout=5.0)
    try:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return _backup_copy(conn, target, BEFORE_RESTORE, keep=[backup])
    except sqlite3.Error as exc:
        text, why = disk_said(exc)
        raise StoreError(target, f"the match could not be kept before the restore: {text}",
                         "restore_not_kept", {"why": why}) from exc
    finally:
        conn.close()


def _upgrade(db: sqlite3.Connection, path: Path) -> None:
    """Run the pending migrations, each in its own transaction, after a backup copy."""
    try:
        _backup_copy(db, path, f"before-upgrade-to-v{SCHEMA_VERSION}")
        _apply_migrations(db)
    except (sqlite3.Error, StoreError) as exc:
        db.close()
        why: StoreError | tuple[str, dict[str, str]]
        if isinstance(exc, StoreError):
            problem, why = exc.problem, exc
        else:
            problem, why = str(exc), ("sqlite_said", {"text": str(exc)})
        raise StoreError(path, f"the match file could not be upgraded: {problem}",
                         "not_upgraded", {"why": why}) from exc


def _remove_new_side_files(path: Path, existed: set[Path]) -> None:
    for side in _side_files(path):
        if side not in existed and side.exists():
            with contextlib.suppress(OSError):
                side.unlink()


def _load(db: sqlite3.Connection, path: Path) -> tuple[Match, Image]:
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
        _apply_migrations(conn)
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
    the other rows (as :func:`_load` reads them).  A file still to be upgraded is
    upgraded in memory first.  Raises :class:`StoreError`."""
    pending = check_file(path)
    source = _connect_ro(path)
    memory = sqlite3.connect(":memory:", isolation_level=None)
    try:
        try:
            source.backup(memory)
            if pending:
                _apply_migrations(memory)
                _check_objects(path, memory, current=True)
        except sqlite3.Error as exc:
            raise CorruptMatchFile(path, f"SQLite cannot read it: {exc}",
                                   "sqlite_unreadable", {"text": str(exc)}) from None
        _load(memory, path)
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
    if not header.startswith(_SQLITE_HEADER):
        if _SQLITE_HEADER.startswith(header):
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
    wal_pending = (wal.exists() and wal.stat().st_size > 0) or _has_log(path, "-journal")
    pages = int.from_bytes(header[28:32], "big")
    if not wal_pending and header[92:96] == header[24:28] and pages:
        expected = pages * page_size
        if size < expected:
            raise CorruptMatchFile(path, f"the file is truncated: it holds {size} bytes, "
                                   f"its header says {expected}", "truncated_header",
                                   {"count": size, "expected": expected})
    try:
        conn = _connect_ro(path)
    except (sqlite3.Error, OSError) as exc:
        raise _open_error(path, exc) from None
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
