"""Opening a match file: SQLite's connections to it and what their errors mean.

* A writer's connection (:func:`connect_rw`) and a reader's (:func:`connect_ro`): a
  reader opens SQLite read-only, ``immutable`` when the folder or the medium is
  read-only, and reads a file a killed writer left half-changed as SQLite's recovery
  makes it (in place where the file can be written, else from a copy in memory).
* Whether the file can be written at all (:func:`file_read_only`): known by asking the
  system and by trying, not by permission bits.
* What an SQLite or OS error at an open (:func:`sqlite_problem`) or a write
  (:func:`write_problem`) means: the file damaged, or the disk, the folder or the
  moment.
* The transaction and the migrations over a connection (sqlite-utils, imported on
  first use), and a new match file linked into place whole (:func:`link_into_place`).
"""

from __future__ import annotations

import contextlib
import errno
import os
import sqlite3
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from teams_app.store.errors import CorruptMatchFile, StoreError
from teams_app.store.outputs import PART_SUFFIX, disk_full, disk_said
from teams_app.store.schema import migrations
from teams_app.store.walmark import main_file_changing, refuse_foreign_log


def journal_files(path: Path) -> list[Path]:
    return [path.with_name(path.name + suffix) for suffix in ("-wal", "-shm", "-journal")]


def connect_rw(path: Path) -> sqlite3.Connection:
    """A writer's connection; the journal mode is left as it is until the first change
    (:meth:`MatchStore._ensure_wal`)."""
    conn = sqlite3.connect(str(path), isolation_level=None, timeout=5.0)
    conn.execute("PRAGMA foreign_keys = ON")
    # FULL: a committed change survives a power cut too, not only a crash.
    conn.execute("PRAGMA synchronous = FULL")
    # the program takes every checkpoint itself, marking the log around it (walmark)
    conn.execute("PRAGMA wal_autocheckpoint = 0")
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
    holds it, which SQLite knows by its own locks.  Its close may take the log into the
    file (a checkpoint): the log's mark is kept right around it."""
    with main_file_changing(path):
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


def has_log(path: Path, suffix: str) -> bool:
    side = path.with_name(path.name + suffix)
    try:
        return side.is_file() and side.stat().st_size > 0
    except OSError:
        return False


def connect_ro(path: Path) -> sqlite3.Connection:
    """A reading connection.  In a read-only folder (a CD, a shared folder) SQLite
    cannot make the ``-shm`` file a WAL-mode file needs: the file is then opened as
    ``immutable``, which nothing can change there anyway — unless a journal or a
    write-ahead log is beside it, which ``immutable`` would ignore: then the match is
    read from a recovered copy in memory (:func:`_recovered_copy`).  A file a killed
    writer left half-changed (a hot journal) is first put right by SQLite where the
    file can be written (:func:`_recover_in_place`).  A ``-wal`` written for another file
    of this name is refused before SQLite could apply it (:mod:`walmark`)."""
    refuse_foreign_log(path)
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
    if has_log(path, "-journal") or has_log(path, "-wal"):
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


def not_created(path: Path, exc: BaseException) -> StoreError:
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


def open_error(path: Path, exc: BaseException) -> StoreError:
    damaged, problem, key, params = sqlite_problem(exc, path)
    return (CorruptMatchFile if damaged else StoreError)(path, problem, key, params)



def write_problem(path: Path, exc: BaseException) -> tuple[str, dict[str, str]]:
    """The message key of a failed write: a full disk, read-only media, an I/O error,
    or SQLite's words.  An I/O error, or one that calls the file damaged ("malformed"),
    while a fresh read finds the file sound was the disk's and the moment's: it is
    said as an I/O error on a sound file (a phone was told "database disk image is
    malformed" after an I/O error on a sound file)."""
    text, (said, _) = disk_said(exc, path.resolve().parent)
    if said == "disk.full":
        return "not_saved_full", {}
    if said == "disk.read_only":
        return "not_saved_read_only", {}
    code = getattr(exc, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    if (isinstance(exc, OSError) or primary in (10, 11)) and _sound(path):
        return "not_saved_io", {}
    return "not_saved", {"text": text}


def _database(conn: sqlite3.Connection) -> Any:
    """sqlite-utils over a connection.  Imported on first use: with numpy installed it
    costs a tenth of a second, which opening a match for reading does not need (the app
    warms it up once the match is on screen)."""
    # late: sqlite-utils costs a tenth of a second; only a new or older file needs it
    from sqlite_utils import Database

    return Database(conn, execute_plugins=False)


def transaction(conn: sqlite3.Connection) -> contextlib.AbstractContextManager[Any]:
    """One transaction (sqlite-utils' ``atomic()``): committed at the end of the block,
    rolled back on any error, including a failed commit."""
    return _database(conn).atomic()


def apply_migrations(conn: sqlite3.Connection) -> None:
    """Run the pending migrations (sqlite-utils ``Migrations``)."""
    migrations().apply(_database(conn))


def link_into_place(temp: Path, path: Path, close_part: Callable[[], None]) -> None:
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



def remove_new_journal_files(path: Path, existed: set[Path]) -> None:
    for side in journal_files(path):
        if side not in existed and side.exists():
            with contextlib.suppress(OSError):
                side.unlink()

