"""Backups of a match file: the copies made, pruned and restored.

* A backup copy (:func:`backup_copy`) is made with SQLite's backup API into
  ``<file>.backups/``, tagged (``round-N``, ``before-upgrade-to-vN``,
  ``before-restore``…), and the folder is then pruned by one rule
  (:func:`backups_kept`).
* Every step that completes a round (do, undo or redo, by any path) records the round
  in ``meta.pending_backups`` (:func:`set_pending_backups`) in its own transaction;
  after the commit :class:`~teams_app.store.store.MatchStore` makes the copy and clears
  the note; a copy left undone is tried again at the next open for writing.
* A restore (:func:`restore_backup`, through the operations' door) checks the backup
  whole, keeps the match it replaces as a backup of its own and renames the restored
  copy into place whole, its audit log naming the backup.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import sqlite3
from collections.abc import Callable, Iterable, Iterator
from datetime import datetime
from pathlib import Path

from models.codec import data_of
from models.match import Match
from models.registry import Said
from teams_app.store.checks import check_file, check_whole
from teams_app.store.door import Door
from teams_app.store.door import check as check_door
from teams_app.store.errors import MatchFileMissing, NotAMatchFile, ReadOnlyStore, StoreError
from teams_app.store.files import not_regular, problem_key
from teams_app.store.history import now_iso
from teams_app.store.lock import WriterLock
from teams_app.store.opening import connect_ro, file_read_only, journal_files, transaction
from teams_app.store.outputs import (
    PART_SUFFIX,
    atomic_output,
    disk_said,
    glob_escape,
    is_sqlite_file,
    whole_file,
    write_output,
)
from teams_app.store.rows import to_json
from teams_app.store.walmark import main_file_changing

#: How many backup copies are kept besides those always kept (the newest copy of each
#: round, every copy made before a restore): the newest five others.
KEEP_BACKUPS = 5
#: The tag of the copy of a match made before a restore replaced it (never pruned).
BEFORE_RESTORE = "before-restore"


def complete_rounds(match: Match) -> frozenset[int]:
    """The rounds with nothing left to play at either table (each gets a backup copy
    when a step completes it)."""
    # late: the core's queries load with the first change
    from models.queries import round_complete

    latest = match.latest_attempts()
    return frozenset(r for r in range(1, match.format.rounds + 1)
                     if round_complete(match, r, latest))


def _backup_folder(path: Path) -> Path:
    return path.with_name(path.name + ".backups")


def copy_database(conn: sqlite3.Connection, target: Path) -> None:
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


def backup_copy(conn: sqlite3.Connection, path: Path, tag: str,
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
            copy_database(conn, temp)
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



def pending_backups(db: sqlite3.Connection) -> list[str]:
    """The tags of the backup copies the file says are still due."""
    row = db.execute("SELECT value FROM meta WHERE key = 'pending_backups'").fetchone()
    try:
        tags = json.loads(row[0]) if row and row[0] else []
    except ValueError:
        return []
    return [t for t in tags if isinstance(t, str)] if isinstance(tags, list) else []


def set_pending_backups(db: sqlite3.Connection, tags: list[str]) -> None:
    """Note the backup copies still due (in the caller's transaction)."""
    unique = list(dict.fromkeys(tags))
    db.execute("INSERT INTO meta (key, value) VALUES ('pending_backups', ?) "
               "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
               [json.dumps(unique)])


def make_pending_backups(db: sqlite3.Connection, path: Path, ensure_wal: Callable[[], None],
                         warn: Callable[[StoreError], None]) -> None:
    """Make the backup copies the file says are still due; a copy that cannot be
    made stays due (tried again at the next open) and becomes a warning."""
    due = pending_backups(db)
    if not due:
        return
    left: list[str] = []
    for tag in due:
        try:
            backup_copy(db, path, tag)
        except StoreError as exc:
            left.append(tag)
            warn(StoreError(
                path, f"the change is saved, but the backup copy ({tag}) could "
                f"not be made: {exc.problem}; it will be tried again when the match "
                "is next opened", "warn_backup_later", {"tag": tag, "why": exc}))
    try:
        ensure_wal()
        with transaction(db):
            set_pending_backups(db, left)
    except (sqlite3.Error, OSError) as exc:
        said, why = disk_said(exc, path.resolve().parent)
        warn(StoreError(path, "the list of backups still to make could not "
                        f"be updated: {said}", "warn_backup_list", {"why": why}))


def remove_orphan_parts(path: Path) -> None:
    """Remove the half-made backup copies a killed program left (only a writer makes
    backups, and it calls this holding the lock)."""
    folder = _backup_folder(path)
    if not folder.is_dir():
        return
    for part in folder.glob(f"*{PART_SUFFIX}*"):  # and SQLite's journal of it
        with contextlib.suppress(OSError):
            part.unlink()


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
        for side in journal_files(target):
            side.unlink(missing_ok=True)

    kept: Path | None = None
    try:
        if target.exists() and target.stat().st_size > 0:
            kept = _keep_before_restore(target, backup)
        source = connect_ro(backup)
        try:
            with whole_file(target, what="the restored match",
                            before_rename=drop_stale_log) as temp:
                copy_database(source, temp)
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
    with _restoring(copy, "the restore could not be logged", "restore_not_logged") as conn:
        conn.execute("INSERT INTO audit_log (at, action, what) VALUES (?, 'do', ?)",
                     (now_iso(), to_json(data_of(Said("step.restored",
                                                        {"backup": backup.name})))))


@contextlib.contextmanager
def _restoring(path: Path, what: str, key: str) -> Iterator[sqlite3.Connection]:
    """A connection to ``path`` for a step of a restore; an SQLite error in the block is
    the restore's refusal ``key`` (``what``: its words), worded by its cause."""
    conn = sqlite3.connect(str(path), isolation_level=None, timeout=5.0)
    try:
        yield conn
    except sqlite3.Error as exc:
        text, why = disk_said(exc)
        raise StoreError(path, f"{what}: {text}", key, {"why": why}) from exc
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
    with _restoring(target, "the match could not be kept before the restore",
                    "restore_not_kept") as conn:
        with main_file_changing(target):
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return backup_copy(conn, target, BEFORE_RESTORE, keep=[backup])

