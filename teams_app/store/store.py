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
* One writer: opening for writing takes an OS lock on ``<file>.lock`` (released by the
  OS even if the program is killed).  A second writer gets :class:`MatchFileLocked`;
  ``open(path, read_only=True)`` always works and opens SQLite read-only.
* Before anything writes (the WAL switch, migrations), the file is checked read-only:
  SQLite header, size against the header's page count, ``PRAGMA quick_check``, the
  ``meta`` table and the schema version.  A bad file raises a :class:`StoreError`
  naming the file and the problem, and is left as it was.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

# Modules of the core that register their own commands: load them so that their
# entries in an audit log can be undone and redone.
import models.envelopes  # noqa: E402, F401
import models.notebook  # noqa: E402, F401
from models.commands import Command, command_from_dict
from models.match import Match
from teams_app.store.errors import (
    CorruptMatchFile,
    MatchFileLocked,
    MatchFileMissing,
    NewerVersion,
    NotAMatchFile,
    ReadOnlyStore,
    StoreError,
    WriteFailed,
)
from teams_app.store.lock import WriterLock, lock_path
from teams_app.store.rows import Image, RowError, match_from_rows, match_rows, to_json
from teams_app.store.schema import (
    FILE_FORMAT,
    MIGRATION_NAMES,
    MIGRATION_SET,
    SCHEMA_VERSION,
    STATE_TABLES,
    migrations,
)

if TYPE_CHECKING:
    pass

#: How many automatic backup copies of a match are kept.
KEEP_BACKUPS = 5
_SQLITE_HEADER = b"SQLite format 3\x00"


@dataclass(frozen=True)
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
    conn = sqlite3.connect(str(path), isolation_level=None, timeout=5.0)
    conn.execute("PRAGMA foreign_keys = ON")
    if conn.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
        conn.execute("PRAGMA journal_mode = wal")
    # FULL: a committed change survives a power cut too, not only a crash.
    conn.execute("PRAGMA synchronous = FULL")
    return conn


def _connect_ro(path: Path) -> sqlite3.Connection:
    conn = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True,
                           isolation_level=None, timeout=5.0)
    conn.execute("PRAGMA query_only = ON")
    return conn


def _database(conn: sqlite3.Connection) -> Any:
    """sqlite-utils over a connection.  Imported on first use: with numpy installed it
    costs a tenth of a second, which opening a match for reading does not need (the app
    warms it up once the match is on screen)."""
    from sqlite_utils import Database

    return Database(conn, execute_plugins=False)


def _transaction(conn: sqlite3.Connection) -> contextlib.AbstractContextManager[Any]:
    """One transaction (sqlite-utils' ``atomic()``): committed at the end of the block,
    rolled back on any error, including a failed commit."""
    return _database(conn).atomic()  # type: ignore[no-any-return]


def _apply_migrations(conn: sqlite3.Connection) -> None:
    """Run the pending migrations (sqlite-utils ``Migrations``)."""
    migrations().apply(_database(conn))


class MatchStore:
    """An open match file.  Make one with :meth:`create` or :meth:`open`."""

    def __init__(self, path: Path, db: sqlite3.Connection, match: Match, image: Image,
                 read_only: bool, lock: WriterLock | None) -> None:
        self.path = path
        self.db = db
        self.match = match
        self.read_only = read_only
        self._image = image
        self._lock = lock
        self._closed = False
        self._data_version = self._current_data_version()

    # -- opening and closing ------------------------------------------------------------
    @classmethod
    def create(cls, path: Path | str, match: Match) -> MatchStore:
        """A new match file holding ``match``; refuses a path that exists."""
        path = Path(path)
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            raise StoreError(path, "a file of this name exists already; choose another "
                             "name") from None
        except OSError as exc:
            raise StoreError(path, f"cannot create the match file: {exc.strerror}") from None
        os.close(fd)
        lock = WriterLock(path)
        db: sqlite3.Connection | None = None
        try:
            lock.acquire()
            db = _connect_rw(path)
            _apply_migrations(db)
            empty: Image = {spec.name: {} for spec in STATE_TABLES}
            store = cls(path, db, match, empty, read_only=False, lock=lock)
            with _transaction(db):
                now = _now()
                for key, value in (("created_at", now), ("created_by", _app_version()),
                                   ("app_version", _app_version())):
                    db.execute("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) "
                               "DO UPDATE SET value = excluded.value", [key, value])
                store._image = store._write_changes()
                snapshot = {
                    "teams": {t.value: {"name": i.name, "reserves": list(i.reserves)}
                              for t, i in match.teams.items()},
                    "players": {c: s.player for c, s in match.seats.items()},
                    "settings": match.settings.to_dict(),
                }
                names = " v ".join(match.teams[t].name for t in sorted(match.teams,
                                                                        key=lambda t: t.value))
                store._log("create", f"match created: {names}", snapshot, None)
            return store
        except BaseException:
            if db is not None:
                db.close()
            lock.release()
            for leftover in (path, *_side_files(path), lock_path(path)):
                with contextlib.suppress(OSError):
                    leftover.unlink()
            raise

    @classmethod
    def open(cls, path: Path | str, *, read_only: bool = False) -> MatchStore:
        """Open a match file; with ``read_only`` nothing is ever written to it and another
        program may hold it for writing meanwhile."""
        path = Path(path)
        if not path.exists():
            raise MatchFileMissing(path, "there is no such file")
        if path.is_dir():
            raise NotAMatchFile(path, "this is a folder, not a match file")
        lock: WriterLock | None = None
        if not read_only:
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
            if read_only:
                if pending:
                    raise StoreError(path, "this match file was written by an older "
                                     "version; open it once for writing to upgrade it")
                db = _connect_ro(path)
            else:
                db = _connect_rw(path)
                if pending:
                    _upgrade(db, path)
            try:
                match, image = _load(db, path)
            except BaseException:
                db.close()
                raise
        except BaseException:
            if lock is not None:
                lock.release()
            raise
        return cls(path, db, match, image, read_only, lock)

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
    def apply(self, command: Command, label: str | None = None) -> Command:
        """Apply a change and save it with its audit-log row in one transaction.

        A :class:`~models.errors.MatchCoreError` (the change is refused) or a failed
        write leaves both the file and the in-memory match as they were.
        """
        self._check_writable()
        inverse = command.apply(self.match)
        try:
            with _transaction(self.db):
                image = self._write_changes()
                self._log("do", label or command.describe(), command.to_dict(),
                          inverse.to_dict(), state="done")
                self.db.execute("UPDATE audit_log SET state = 'dropped' "
                                "WHERE state = 'undone'")
        except BaseException as exc:
            inverse.apply(self.match)
            if isinstance(exc, sqlite3.Error):
                raise WriteFailed(self.path, f"the change was not saved: {exc}") from exc
            raise
        self._image = image
        return inverse

    def undo(self) -> str | None:
        """Undo the newest change still done; its description, or None."""
        self._check_writable()
        row = self.db.execute("SELECT id, what, inverse FROM audit_log WHERE state = 'done' "
                              "ORDER BY id DESC LIMIT 1").fetchone()
        if row is None:
            return None
        entry_id, what, inverse_json = row
        inverse = command_from_dict(json.loads(inverse_json))
        redo = inverse.apply(self.match)
        try:
            with _transaction(self.db):
                image = self._write_changes()
                self._log("undo", f"undo: {what}", inverse.to_dict(), redo.to_dict(),
                          target=entry_id)
                self.db.execute("UPDATE audit_log SET state = 'undone' WHERE id = ?",
                                [entry_id])
        except BaseException as exc:
            redo.apply(self.match)
            if isinstance(exc, sqlite3.Error):
                raise WriteFailed(self.path, f"the undo was not saved: {exc}") from exc
            raise
        self._image = image
        return str(what)

    def redo(self) -> str | None:
        """Redo the change undone last; its description, or None."""
        self._check_writable()
        row = self.db.execute("SELECT id, what, command FROM audit_log WHERE state = "
                              "'undone' ORDER BY id ASC LIMIT 1").fetchone()
        if row is None:
            return None
        entry_id, what, command_json = row
        command = command_from_dict(json.loads(command_json))
        inverse = command.apply(self.match)
        try:
            with _transaction(self.db):
                image = self._write_changes()
                self._log("redo", f"redo: {what}", command.to_dict(), inverse.to_dict(),
                          target=entry_id)
                self.db.execute("UPDATE audit_log SET state = 'done', inverse = ? "
                                "WHERE id = ?", [to_json(inverse.to_dict()), entry_id])
        except BaseException as exc:
            inverse.apply(self.match)
            if isinstance(exc, sqlite3.Error):
                raise WriteFailed(self.path, f"the redo was not saved: {exc}") from exc
            raise
        self._image = image
        return str(what)

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
        row = self.db.execute("SELECT what FROM audit_log WHERE state = 'done' "
                              "ORDER BY id DESC LIMIT 1").fetchone()
        return None if row is None else str(row[0])

    @property
    def redo_text(self) -> str | None:
        if self.read_only or self._closed:
            return None
        row = self.db.execute("SELECT what FROM audit_log WHERE state = 'undone' "
                              "ORDER BY id ASC LIMIT 1").fetchone()
        return None if row is None else str(row[0])

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
        row = self.db.execute(f"SELECT command FROM audit_log WHERE state = ? "
                              f"ORDER BY id {order} LIMIT 1", [state]).fetchone()
        if row is None or row[0] is None:
            return None
        try:
            return command_from_dict(json.loads(row[0]))
        except ValueError:  # MatchCoreError included
            return None

    # -- reading ------------------------------------------------------------------------
    def log(self) -> list[AuditEntry]:
        """The whole history, oldest first."""
        self._check_open()
        rows = self.db.execute("SELECT id, at, what, inverse, command, action, state "
                               "FROM audit_log ORDER BY id").fetchall()
        return [AuditEntry(id_, at, what, json.loads(before) if before else None,
                           json.loads(after) if after else None, action, state)
                for id_, at, what, before, after, action, state in rows]

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
        only the newest :data:`KEEP_BACKUPS` copies are kept."""
        self._check_open()
        return _backup_copy(self.db, self.path, tag)

    def save_copy(self, target: Path | str) -> Path:
        """A consistent copy of the match at ``target`` (SQLite's backup API), a match file
        that opens like any other; the open match stays open here.

        Refuses the open file itself, and a file another window or program has open for
        writing.  An existing file at ``target`` is replaced only once the copy is
        complete (the copy is written beside it and then renamed over it).
        """
        self._check_open()
        target = Path(target)
        if _same_file(target, self.path):
            raise StoreError(target, "this is the open match file itself; a copy needs "
                             "another name")
        if target.is_dir():
            raise StoreError(target, "this is a folder; a copy needs a file name")
        lock: WriterLock | None = None
        if target.exists():  # replacing a match file: not while it is open elsewhere
            lock = WriterLock(target)
            try:
                lock.acquire()
            except MatchFileLocked:
                raise MatchFileLocked(target, "this match is open for writing in another "
                                      "window or program; it cannot be replaced by a "
                                      "copy") from None
        partial = target.with_name(f".{target.name}.{os.getpid()}.part")
        try:
            dest = sqlite3.connect(str(partial), isolation_level=None)
            try:
                self.db.backup(dest)
                dest.execute("PRAGMA journal_mode = DELETE")  # one self-contained file
            finally:
                dest.close()
            # a write-ahead log left beside an old file would be read into the new one
            for side in _side_files(target):
                side.unlink(missing_ok=True)
            os.replace(partial, target)
        except (OSError, sqlite3.Error) as exc:
            with contextlib.suppress(OSError):
                partial.unlink()
            problem = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
            raise StoreError(target, f"the copy could not be saved: {problem}") from exc
        finally:
            if lock is not None:
                lock.release()
        return target

    # -- internals ----------------------------------------------------------------------
    def _check_open(self) -> None:
        if self._closed:
            raise StoreError(self.path, "the match file is closed")

    def _check_writable(self) -> None:
        self._check_open()
        if self.read_only:
            raise ReadOnlyStore(self.path, "the match is open read-only; nothing can be "
                                "changed here")

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


def _backup_copy(conn: sqlite3.Connection, path: Path, tag: str) -> Path:
    folder = path.with_name(path.name + ".backups")
    safe_tag = re.sub(r"[^\w.-]+", "-", tag).strip("-") or "backup"
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    suffix = path.suffix or ".match"
    target = folder / f"{path.stem}-{stamp}-{safe_tag}{suffix}"
    partial = target.with_name(target.name + ".part")
    try:
        folder.mkdir(exist_ok=True)
        dest = sqlite3.connect(str(partial))
        try:
            conn.backup(dest)
            dest.execute("PRAGMA journal_mode = DELETE")
        finally:
            dest.close()
        os.replace(partial, target)
    except (OSError, sqlite3.Error) as exc:
        with contextlib.suppress(OSError):
            partial.unlink()
        raise StoreError(path, f"the backup copy could not be made: {exc}") from exc
    copies = sorted(p for p in folder.glob(f"{glob_escape(path.stem)}-*{suffix}")
                    if p.is_file())
    for old in copies[:-KEEP_BACKUPS]:
        with contextlib.suppress(OSError):
            old.unlink()
    return target


def _same_file(one: Path, other: Path) -> bool:
    try:
        return one.resolve() == other.resolve() or (one.exists() and other.exists()
                                                    and os.path.samefile(one, other))
    except OSError:
        return False


def glob_escape(text: str) -> str:
    return re.sub(r"([*?\[])", r"[\1]", text)


def _upgrade(db: sqlite3.Connection, path: Path) -> None:
    """Run the pending migrations, each in its own transaction, after a backup copy."""
    try:
        _backup_copy(db, path, f"before-upgrade-to-v{SCHEMA_VERSION}")
        _apply_migrations(db)
    except (sqlite3.Error, StoreError) as exc:
        db.close()
        problem = exc.problem if isinstance(exc, StoreError) else str(exc)
        raise StoreError(path, f"the match file could not be upgraded: {problem}") from exc


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
    except (sqlite3.Error, UnicodeDecodeError) as exc:
        raise CorruptMatchFile(path, f"the match tables cannot be read: {exc}") from None
    try:
        match = match_from_rows(lambda table: raw[table])
    except RowError as exc:
        raise CorruptMatchFile(path, f"a stored row makes no sense: {exc}") from None
    image: Image = {}
    for spec in STATE_TABLES:
        rows = raw[spec.name]
        if spec.name == "extras":
            rows = [(slot, key, json.loads(value)) for slot, key, value in rows]
        image[spec.name] = {row[: spec.pk]: row for row in rows}
    return match, image


def check_file(path: Path) -> list[str]:
    """Check a match file without changing it; the migrations it still needs.

    Raises :class:`NotAMatchFile`, :class:`CorruptMatchFile` or :class:`NewerVersion`.
    """
    try:
        size = path.stat().st_size
        with path.open("rb") as handle:
            header = handle.read(100)
    except OSError as exc:
        raise StoreError(path, f"cannot read the file: {exc.strerror}") from None
    if size == 0:
        raise NotAMatchFile(path, "the file is empty: it is not a match file")
    if not header.startswith(_SQLITE_HEADER):
        if _SQLITE_HEADER.startswith(header):
            raise CorruptMatchFile(path, f"the file is truncated ({size} bytes)")
        raise NotAMatchFile(path, "this is not a match file (not an SQLite database)")
    if len(header) < 100:
        raise CorruptMatchFile(path, f"the file is truncated ({size} bytes)")
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    if page_size < 512 or page_size & (page_size - 1):
        raise CorruptMatchFile(path, f"the database header is damaged (page size "
                               f"{page_size})")
    wal = path.with_name(path.name + "-wal")
    wal_pending = wal.exists() and wal.stat().st_size > 0
    pages = int.from_bytes(header[28:32], "big")
    if not wal_pending and header[92:96] == header[24:28] and pages:
        expected = pages * page_size
        if size < expected:
            raise CorruptMatchFile(path, f"the file is truncated: it holds {size} bytes, "
                                   f"its header says {expected}")
    try:
        conn = _connect_ro(path)
    except sqlite3.Error as exc:
        raise CorruptMatchFile(path, f"SQLite cannot open it: {exc}") from None
    conn.text_factory = lambda data: data.decode("utf-8", errors="replace")
    try:
        return _check_contents(path, conn)
    except sqlite3.DatabaseError as exc:
        raise CorruptMatchFile(path, f"SQLite cannot read it: {exc}") from None
    except UnicodeDecodeError:  # SQLite's report quotes damaged bytes
        raise CorruptMatchFile(path, "the file is damaged (SQLite's check reports "
                               "unreadable data)") from None
    finally:
        conn.close()


def _check_contents(path: Path, conn: sqlite3.Connection) -> list[str]:
    problems = [r[0] for r in conn.execute("PRAGMA quick_check(5)").fetchall()]
    if problems != ["ok"]:
        raise CorruptMatchFile(path, "the file is damaged (SQLite's check: "
                               f"{'; '.join(problems)})")
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master "
                                         "WHERE type = 'table'")}
    if "meta" not in tables:
        raise NotAMatchFile(path, "an SQLite database, but not a match file (no meta table)")
    meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
    if meta.get("format") != FILE_FORMAT:
        raise NotAMatchFile(path, "an SQLite database, but not a match file "
                            f"(its format is {meta.get('format')!r})")
    try:
        version = int(meta.get("schema_version", ""))
    except ValueError:
        raise CorruptMatchFile(path, "the schema version in table meta is damaged: "
                               f"{meta.get('schema_version')!r}") from None
    applied: list[str] = []
    if "_sqlite_migrations" in tables:
        applied = [r[0] for r in conn.execute(
            "SELECT name FROM _sqlite_migrations WHERE migration_set = ?", [MIGRATION_SET])]
    unknown = sorted(set(applied) - set(MIGRATION_NAMES))
    if version > SCHEMA_VERSION or unknown:
        raise NewerVersion(path, f"written by a newer version of teams-app (match file "
                           f"version {version}, this program reads up to {SCHEMA_VERSION}"
                           f"{'; migration ' + ', '.join(unknown) if unknown else ''}): "
                           "update the program to open it")
    pending = [name for name in MIGRATION_NAMES if name not in applied]
    if not pending:
        missing = sorted(({s.name for s in STATE_TABLES} | {"audit_log"}) - tables)
        if missing:
            raise CorruptMatchFile(path, f"tables are missing: {', '.join(missing)}")
    return pending
