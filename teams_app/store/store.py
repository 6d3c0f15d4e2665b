"""The match file: one SQLite file per match, every change one logged transaction.

:class:`MatchStore` is the open file; its parts are in the modules beside it —
opening (:mod:`~teams_app.store.opening`: connections, what their errors mean), the
checks an open makes (:mod:`~teams_app.store.checks`), the history
(:mod:`~teams_app.store.history`: the audit log undo and redo read), the backups
(:mod:`~teams_app.store.backups`: copies, pruning, restore), the lock
(:mod:`~teams_app.store.lock`) and the rows (:mod:`~teams_app.store.rows`).

How it works
------------
* The file is managed with sqlite-utils: its ``Migrations`` create and upgrade the
  schema, and every change is one ``Database.atomic()`` transaction.
* The :class:`~models.match.Match` is kept in memory; the state tables mirror it.  A
  change is a command of :mod:`models.commands`: it is applied to the in-memory match,
  then the rows it changed (found by diffing the match's rows before and after) and an
  ``audit_log`` row are written in one transaction.  If the write fails, the command's
  inverse puts the in-memory match back and nothing is lost or half-written.  Undo and
  redo are steps of the audit log (:mod:`~teams_app.store.history`).
* One writer per file: opening for writing takes an OS lock on the match file itself
  (its inode, so links cannot open a second writer; see :mod:`teams_app.store.lock`),
  released by the OS even if the program is killed.  A second writer gets
  :class:`MatchFileLocked`; ``open(path, read_only=True)`` always works and opens SQLite
  read-only (``immutable`` when the folder or the medium is read-only).  A read-only
  file or folder refuses writers with :class:`ReadOnlyStore` before anything is touched.
* Before anything writes (migrations), the file is checked read-only
  (:mod:`~teams_app.store.checks`).  The switch to WAL mode waits for the first change
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
import json
import os
import sqlite3
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from models.codec import command_data, data_of
from models.errors import MatchCoreError
from models.match import Match
from models.registry import Said
from teams_app.store.backups import (
    backup_copy,
    complete_rounds,
    copy_database,
    make_pending_backups,
    pending_backups,
    remove_orphan_parts,
    set_pending_backups,
)
from teams_app.store.checks import check_file, load_match
from teams_app.store.door import Door
from teams_app.store.door import check as check_door
from teams_app.store.errors import (
    DamagedAuditEntry,
    MatchFileMissing,
    NotAMatchFile,
    ReadOnlyStore,
    StoreError,
    WriteFailed,
)
from teams_app.store.files import not_regular, problem_key
from teams_app.store.history import (
    AuditEntry,
    has_step,
    log_step,
    now_iso,
    read_log,
    step_command,
    step_entry,
    stored_command,
)
from teams_app.store.lock import WriterLock, try_lock
from teams_app.store.opening import (
    apply_migrations,
    connect_ro,
    connect_rw,
    file_read_only,
    journal_files,
    link_into_place,
    not_created,
    open_error,
    remove_new_journal_files,
    transaction,
    write_problem,
)
from teams_app.store.outputs import (
    PART_SUFFIX,
    atomic_output,
    disk_problem,
    is_sqlite_file,
    remove_dead_parts,
)
from teams_app.store.rows import Image, match_rows, to_json
from teams_app.store.schema import SCHEMA_VERSION, STATE_TABLES, TableSpec, Touched
from teams_app.store.walmark import checkpoint_when_long, main_file_changing, mark_log

if TYPE_CHECKING:
    from models.registry import Command


def _app_version() -> str:
    try:
        # late: read only when a file is created
        from importlib.metadata import version

        return version("teams-app")
    except Exception:  # not installed as a distribution
        return "unknown"



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
        #: what the last commit changed (areas and deals); what the one under way does
        self.touched = Touched()
        self._touching = Touched()
        self._lock = lock
        self._closed = False
        self._wal = False
        #: the rounds complete in the saved match (a step completing another one makes
        #: its backup)
        self._complete: frozenset[int] | None = (
            None if read_only else complete_rounds(match))
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
            raise not_created(path, exc) from None
        temp = Path(name)
        db: sqlite3.Connection | None = None

        def close_part() -> None:  # once: it releases the lock on the part
            nonlocal fd
            if fd >= 0:
                os.close(fd)
                fd = -1

        try:
            try_lock(fd)  # marks the build as alive for remove_dead_parts
            db = connect_rw(temp)
            apply_migrations(db)
            empty: Image = {spec.name: {} for spec in STATE_TABLES}
            builder = cls(temp, db, match, empty, read_only=False, lock=None)
            with transaction(db):
                now = now_iso()
                for key, value in (("created_at", now), ("created_by", _app_version()),
                                   ("app_version", _app_version())):
                    db.execute("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) "
                               "DO UPDATE SET value = excluded.value", [key, value])
                builder._image = builder._write_changes()
                snapshot = {
                    "teams": {t.value: {"name": i.name, "reserves": list(i.reserves)}
                              for t, i in match.teams.items()},
                    "players": {c: s.player for c, s in match.seats.items()},
                    "settings": data_of(match.settings),
                }
                team_a, team_b = (match.teams[t].name for t in sorted(match.teams,
                                                                       key=lambda t: t.value))
                created = Said("step.created", {"a": team_a, "b": team_b})
                log_step(db, "create", to_json(data_of(created)), snapshot, None)
            db.close()
            db = None
            os.fsync(fd)
            os.chmod(temp, 0o644)
            link_into_place(temp, path, close_part)
        except BaseException as exc:
            if db is not None:
                db.close()
            close_part()  # before the removal (Windows removes no open file)
            for leftover in (temp, *journal_files(temp)):
                with contextlib.suppress(OSError):
                    leftover.unlink()
            if isinstance(exc, OSError | sqlite3.Error):
                raise not_created(path, exc) from None
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
            existed = {p for p in journal_files(path) if p.exists()}
            try:
                pending = check_file(path)
            except StoreError:
                if not read_only:  # we hold the lock: tidy up what the check left
                    remove_new_journal_files(path, existed)
                raise
            try:
                if read_only:
                    if pending:
                        raise StoreError(path, "this match file was written by an older "
                                         "version; open it once for writing to upgrade it",
                                         "older")
                    db = connect_ro(path)
                else:
                    db = connect_rw(path)
                    if pending:
                        _upgrade(db, path)
            except (sqlite3.Error, OSError) as exc:
                if not read_only:
                    remove_new_journal_files(path, existed)
                raise open_error(path, exc) from None
            try:
                match, image = load_match(db, path)
            except BaseException:
                db.close()
                raise
        except BaseException:
            if lock is not None:
                lock.release()
            raise
        store = cls(path, db, match, image, read_only, lock)
        if not read_only:
            remove_orphan_parts(path)
            store._make_pending_backups()
        return store

    @property
    def closed(self) -> bool:
        return self._closed

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        # a writer's close takes the log into the file (a checkpoint): marked around it
        with (main_file_changing(self.path) if self._lock is not None
              else contextlib.nullcontext()), contextlib.suppress(sqlite3.Error):
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
    def apply(self, door: Door, command: Command) -> Command:
        """Apply a change and save it with its audit-log row in one transaction (``door``:
        the operations' own, :mod:`teams_app.store.door`).

        A :class:`~models.errors.MatchCoreError` (the change is refused) or a failed
        write leaves both the file and the in-memory match as they were.
        """
        check_door(door)
        self._check_writable()
        inverse = command.apply(self.match)

        def write() -> None:
            log_step(self.db, "do", "", command_data(command), command_data(inverse),
                     state="done")
            self.db.execute("UPDATE audit_log SET state = 'dropped' WHERE state = 'undone'")

        self._commit(write, inverse, "the change")
        return inverse

    def undo(self, door: Door) -> bool:
        """Undo the newest change still done; False when there is none."""
        check_door(door)
        self._check_writable()
        entry = step_entry(self.db, self.path, "done", "DESC")
        if entry is None:
            return False
        entry_id, what = entry.id, entry.what
        inverse = stored_command(self.path, entry_id, entry.before)
        redo = self._apply_stored(entry_id, inverse)

        def write() -> None:
            log_step(self.db, "undo", what, command_data(inverse), command_data(redo),
                     target=entry_id)
            self.db.execute("UPDATE audit_log SET state = 'undone' WHERE id = ?", [entry_id])

        self._commit(write, redo, "the undo")
        return True

    def redo(self, door: Door) -> bool:
        """Redo the change undone last; False when there is none."""
        check_door(door)
        self._check_writable()
        entry = step_entry(self.db, self.path, "undone", "ASC")
        if entry is None:
            return False
        entry_id, what = entry.id, entry.what
        command = stored_command(self.path, entry_id, entry.after)
        inverse = self._apply_stored(entry_id, command)

        def write() -> None:
            log_step(self.db, "redo", what, command_data(command), command_data(inverse),
                     target=entry_id)
            self.db.execute("UPDATE audit_log SET state = 'done', inverse = ? WHERE id = ?",
                            [to_json(command_data(inverse)), entry_id])

        self._commit(write, inverse, "the redo")
        return True

    def _commit(self, write: Callable[[], None], rollback: Command, what: str) -> None:
        """Save the in-memory match (already changed) with ``write``'s log rows in one
        transaction; on failure put the match back with ``rollback``.  A round the step
        completes is noted for its backup in the same transaction; the copy is made
        after the commit (a failed copy is a warning, the change stays saved)."""
        try:
            self._ensure_wal()
            before = self._complete_rounds()
            with transaction(self.db):
                image = self._write_changes()
                write()
                after = complete_rounds(self.match)
                completed = after - before
                if completed:
                    tags = pending_backups(self.db) + [f"round-{r}" for r in sorted(completed)]
                    set_pending_backups(self.db, tags)
        except BaseException as exc:
            rollback.apply(self.match)
            if isinstance(exc, sqlite3.Error | OSError):
                key, params = write_problem(self.path, exc)
                raise WriteFailed(self.path, f"{what} was not saved: {disk_problem(exc)}",
                                  key, params) from exc
            raise
        self._image = image
        self._complete = after
        self.touched = self._touching
        if completed:
            self._make_pending_backups()
        checkpoint_when_long(self.db, self.path)

    @property
    def can_undo(self) -> bool:
        return not (self.read_only or self._closed) and has_step(self.db, "done")

    @property
    def can_redo(self) -> bool:
        return not (self.read_only or self._closed) and has_step(self.db, "undone")

    @property
    def undo_command(self) -> Command | None:
        """The change :meth:`undo` would take back (for wording it in the app's language)."""
        if self.read_only or self._closed:
            return None
        return step_command(self.db, self.path, "done", "DESC")

    @property
    def redo_command(self) -> Command | None:
        """The change :meth:`redo` would make again."""
        if self.read_only or self._closed:
            return None
        return step_command(self.db, self.path, "undone", "ASC")

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

    def noted(self, name: str) -> Any:
        """A note the program keeps in the file besides the match (``meta.<name>``, JSON:
        the room terminals' keys); None when there is none or it does not read."""
        self._check_open()
        row = self.db.execute("SELECT value FROM meta WHERE key = ?", [name]).fetchone()
        with contextlib.suppress(TypeError, ValueError):
            return json.loads(row[0]) if row else None
        return None

    def note(self, door: Door, name: str, value: Any) -> None:
        """Keep a note (:meth:`noted`): no change of the match, nothing to undo."""
        check_door(door)
        self._check_writable()
        try:
            self._ensure_wal()
            with transaction(self.db):
                self.db.execute("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) "
                                "DO UPDATE SET value = excluded.value", [name, to_json(value)])
        except (sqlite3.Error, OSError) as exc:
            key, params = write_problem(self.path, exc)
            raise WriteFailed(self.path, f"the {name} were not saved: {disk_problem(exc)}",
                              key, params) from exc

    def log(self) -> list[AuditEntry]:
        """The whole history, oldest first.  A damaged row is shown as far as it can be
        read (bytes that are not UTF-8 replaced, a change that is not JSON as its text)
        and marked :attr:`AuditEntry.damaged`."""
        self._check_open()
        return read_log(self.db, self.path)

    def refresh(self) -> bool:
        """Re-read the match if another connection changed the file (for read-only
        views of a match being played elsewhere); True if it did."""
        version = self._current_data_version()
        if version == self._data_version:
            return False
        self.match, self._image = load_match(self.db, self.path)
        self._data_version = version
        return True

    def backup(self, tag: str) -> Path:
        """A copy of the match made with SQLite's backup API, in ``<file>.backups/``;
        older copies are pruned by the rule of :func:`backups_kept`."""
        self._check_open()
        return backup_copy(self.db, self.path, tag)

    def save_copy(self, target: Path | str) -> Path:
        """A consistent copy of the match at ``target`` (SQLite's backup API), written
        beside it and renamed over it when whole (:mod:`teams_app.store.outputs`); a
        match file, any other SQLite database or the open match's own files refused."""
        self._check_open()
        with atomic_output(target, protect=[self.path], what="the copy") as temp:
            copy_database(self.db, temp)
        return Path(target)

    # -- backups of completed rounds ---------------------------------------------------
    def _complete_rounds(self) -> frozenset[int]:
        if self._complete is None:
            self._complete = complete_rounds(self.match)
        return self._complete

    def _make_pending_backups(self) -> None:
        make_pending_backups(self.db, self.path, self._ensure_wal, self._warn)

    def _warn(self, warning: StoreError) -> None:
        """Something went wrong that left the change saved (a backup copy): kept in
        :attr:`warnings` and told to the hook, which words it (keyed, ``file.warn_…``)."""
        self.warnings.append(warning)
        hook = type(self).warning_hook
        if hook is not None:
            hook(warning)

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
        """WAL mode, switched on at the first write (never by a refused change); the log
        marked as this file's own (:mod:`~teams_app.store.walmark`)."""
        if not self._wal:
            if self.db.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
                self.db.execute("PRAGMA journal_mode = wal")
            mark_log(self.path)
            self._wal = True

    def _apply_stored(self, entry_id: int, command: Command) -> Command:
        """Apply a command read from the audit log; a damaged one changes nothing."""
        try:
            return command.apply(self.match)
        except MatchCoreError:
            raise
        except Exception:  # a damaged row: its values make no sense
            self.match, self._image = load_match(self.db, self.path)
            raise DamagedAuditEntry(self.path, entry_id) from None

    def _current_data_version(self) -> int:
        return int(self.db.execute("PRAGMA data_version").fetchone()[0])

    def _write_changes(self) -> Image:
        """Write the rows that differ between the stored image and the match now, and
        note what they touched (:attr:`touched`, once the commit is made)."""
        new = match_rows(self.match)
        old = self._image
        execute = self.db.execute
        rows: list[tuple[TableSpec, tuple[Any, ...]]] = []
        for spec in reversed(STATE_TABLES):
            before, after = old[spec.name], new[spec.name]
            gone = [key for key in before if key not in after]
            if gone:
                sql = spec.delete_sql()
                for key in gone:
                    execute(sql, key)
                    rows.append((spec, key))
        for spec in STATE_TABLES:
            before, after = old[spec.name], new[spec.name]
            sql = spec.upsert_sql()
            for key, row in after.items():
                if before.get(key) != row:
                    rows.append((spec, key))
                    if spec.name == "extras":
                        text = to_json(row[2])
                        row = (row[0], row[1], json.loads(text))  # a copy, not the live value
                        after[key] = row
                        execute(sql, (row[0], row[1], text))
                    else:
                        execute(sql, row)
                elif spec.name == "extras":
                    after[key] = before[key]
        self._touching = Touched.of(rows)
        return new


def _upgrade(db: sqlite3.Connection, path: Path) -> None:
    """Run the pending migrations, each in its own transaction, after a backup copy."""
    try:
        backup_copy(db, path, f"before-upgrade-to-v{SCHEMA_VERSION}")
        apply_migrations(db)
    except (sqlite3.Error, StoreError) as exc:
        db.close()
        why: StoreError | tuple[str, dict[str, str]]
        if isinstance(exc, StoreError):
            problem, why = exc.problem, exc
        else:
            problem, why = str(exc), ("sqlite_said", {"text": str(exc)})
        raise StoreError(path, f"the match file could not be upgraded: {problem}",
                         "not_upgraded", {"why": why}) from exc

