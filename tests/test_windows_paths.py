"""Windows-safe code paths, read and exercised on Linux.

* **Close before unlink**: Windows removes and renames no file that is open.  An audit
  hook (``sys.addaudithook``) looks, at every ``os.remove``/``os.unlink`` and
  ``os.rename``/``os.replace`` the program makes, whether this process still has that
  file open (``/proc/self/fd``), and records it: every writing path — ``new`` (whole, and
  failing at the link), a writer's open and close, backups and their pruning, copies,
  exports, a dead part's removal, a restore — must record nothing.  The same hook injects
  failures at the operating system's door (a full disk at the link, a file system
  without hard links, a failed rename), so the clean-up paths run too.
* **Locks through one module** (:mod:`teams_app.store.lock`): the platform's branch is a
  parameter.  Windows' branch (``msvcrt.locking`` of one byte far past the data) runs
  here with Linux's open-file-description byte locks, which keep its contract: one byte
  at the file position, held per open file (two opens in one process conflict), an
  ``OSError`` when held.  The POSIX branch runs with the real ``flock``.
"""

from __future__ import annotations

import errno
import os
import re
import struct
import sys
from contextlib import contextmanager
from pathlib import Path

import pytest

from models.commands import SetExtra
from models.match import Seat, new_match
from teams_app.operations.door import _DOOR as DOOR
from teams_app.store import (
    MatchFileLocked,
    MatchStore,
    ReadOnlyStore,
    StoreError,
    file_read_only,
    lock,
    outputs,
    restore_backup,
    write_output,
)
from teams_app.store.lock import LOCK_OFFSET, WINDOWS, WriterLock, try_lock
from teams_app.store.outputs import remove_dead_parts

ROOT = Path(__file__).resolve().parents[1]
PROC_FDS = Path("/proc/self/fd")
needs_proc = pytest.mark.skipif(not PROC_FDS.is_dir(),
                                reason="the open files are read from /proc/self/fd (Linux)")
try:
    import fcntl

    HAS_OFD_LOCKS = hasattr(fcntl, "F_OFD_SETLK")
except ImportError:  # Windows
    HAS_OFD_LOCKS = False
needs_ofd_locks = pytest.mark.skipif(
    not HAS_OFD_LOCKS, reason="Windows' lock is played by Linux's open-file-description locks")

# -- the audit hook: removes and renames of open files, failures injected ------------------

_WATCHING: list[list[str]] = []  # the records of the active watches (innermost last)
_FAIL: dict[str, OSError] = {}   # event -> the error the next such call raises


def _open_files() -> set[str]:
    found = set()
    for fd in os.listdir(PROC_FDS):
        try:
            found.add(os.readlink(PROC_FDS / fd))
        except OSError:
            continue
    return found


def _hook(event: str, args: tuple) -> None:
    if not _WATCHING:
        return
    if event in _FAIL:
        raise _FAIL.pop(event)
    if event == "os.remove":
        names = [args[0]]
    elif event == "os.rename":  # os.rename and os.replace
        names = [args[0], args[1]]
    else:
        return
    open_now = _open_files()
    for name in names:
        if isinstance(name, int):
            continue
        real = os.path.realpath(os.fsdecode(name))
        if real in open_now:
            _WATCHING[-1].append(f"{event} of an open file: {real}")


if PROC_FDS.is_dir():
    sys.addaudithook(_hook)


@contextmanager
def watched():
    """Records every remove or rename of a file this process has open."""
    record: list[str] = []
    _WATCHING.append(record)
    try:
        yield record
    finally:
        _WATCHING.remove(record)
        _FAIL.clear()


# -- Windows' lock, played on Linux ---------------------------------------------------------


def ofd_locking(fd: int) -> None:
    """``msvcrt.locking(fd, LK_NBLCK, 1)`` as Linux can: one byte at the file position,
    held by the open file (not the process), ``OSError`` if another open file holds it —
    a read-only descriptor too (Windows locks through any handle)."""
    start = os.lseek(fd, 0, os.SEEK_CUR)
    query = struct.pack("hhqqi4x", fcntl.F_WRLCK, os.SEEK_SET, start, 1, 0)
    held = struct.unpack("hhqqi4x", fcntl.fcntl(fd, fcntl.F_OFD_GETLK, query))
    if held[0] != fcntl.F_UNLCK:
        raise OSError(errno.EACCES, "Permission denied (locked)")
    writable = fcntl.fcntl(fd, fcntl.F_GETFL) & os.O_ACCMODE != os.O_RDONLY
    kind = fcntl.F_WRLCK if writable else fcntl.F_RDLCK
    fcntl.fcntl(fd, fcntl.F_OFD_SETLK, struct.pack("hhqqi4x", kind, os.SEEK_SET, start, 1, 0))


def locked_bytes(fd: int, start: int, length: int) -> bool:
    """Whether another open file holds a lock on these bytes (Linux's OFD query)."""
    query = struct.pack("hhqqi4x", fcntl.F_WRLCK, os.SEEK_SET, start, length, 0)
    return struct.unpack("hhqqi4x", fcntl.fcntl(fd, fcntl.F_OFD_GETLK, query))[0] != \
        fcntl.F_UNLCK


@pytest.fixture(params=["native", "windows"])
def platform(request, monkeypatch) -> str:
    """Each test runs with this system's locks and with Windows' (played on Linux)."""
    if request.param == "windows":
        if sys.platform == "win32":
            return WINDOWS  # the real thing
        if not HAS_OFD_LOCKS:
            pytest.skip("Windows' lock is played by Linux's open-file-description locks")
        monkeypatch.setattr(lock, "PLATFORM", WINDOWS)
        monkeypatch.setattr(lock, "BYTE_LOCKING", ofd_locking)
        return WINDOWS
    return sys.platform


def new(path: Path) -> MatchStore:
    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    return MatchStore.create(path, new_match("Alpha", "Beta", seats))


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.rglob("*") if ".part" in p.name or "probe" in p.name)


# -- close before unlink -------------------------------------------------------------------


@needs_proc
def test_no_open_file_is_removed_or_renamed(tmp_path: Path, platform: str) -> None:
    """Every writing path of the store, watched: nothing removed or renamed while open."""
    path = tmp_path / "club.match"
    with watched() as record:
        store = new(path)
        for n in range(8):  # a WAL file; backups beyond those kept: the oldest pruned
            store.apply(DOOR, SetExtra("notebook", str(n), f"note {n}"))
            store.backup(f"step-{n}")  # not a round's copy: the newest five are kept
        store.save_copy(tmp_path / "copy.match")
        write_output(tmp_path / "out.csv", "deal,table\n", protect=[path])
        write_output(tmp_path / "out.csv", "deal,table\n1,1\n", protect=[path])  # over it
        store.close()
        backups = sorted((tmp_path / "club.match.backups").iterdir())
        restore_backup(DOOR, backups[-2], path)  # step 6's
        with MatchStore.open(path) as again:
            assert again.match.extras["notebook"] == {str(n): f"note {n}" for n in range(7)}
        dead = tmp_path / ".out.csv.dead1234.part"  # a killed writer's part
        dead.write_text("half")
        remove_dead_parts(tmp_path / "out.csv")
        assert not dead.exists()
    # POSIX locks the match file itself (flock on its inode, held through the restore's
    # rename, which POSIX allows); Windows' lock is the .lock file: nothing open there
    held = [] if platform == WINDOWS else [f"os.rename of an open file: {path.resolve()}"]
    assert record == held
    assert len(backups) == 5
    assert leftovers(tmp_path) == []


@needs_proc
@pytest.mark.parametrize("failure", [errno.ENOSPC, errno.EIO])
def test_new_failing_at_the_link_closes_before_it_removes(tmp_path: Path, platform: str,
                                                          failure: int) -> None:
    """The link fails (no hard links here), then the rename into place fails too."""
    path = tmp_path / "club.match"
    with watched() as record:
        _FAIL["os.link"] = OSError(errno.EPERM, "Operation not permitted")
        _FAIL["os.rename"] = OSError(failure, os.strerror(failure))
        with pytest.raises(StoreError, match="cannot create the match file: "
                           + ("the disk is full" if failure == errno.ENOSPC else "")):
            new(path)
    assert record == []
    assert not path.exists() and leftovers(tmp_path) == [] and list(tmp_path.iterdir()) == []


@needs_proc
def test_new_on_a_file_system_without_hard_links(tmp_path: Path, platform: str) -> None:
    """FAT and exFAT (a USB stick) have no hard links: the part is closed, then renamed."""
    path = tmp_path / "club.match"
    with watched() as record:
        _FAIL["os.link"] = OSError(errno.EPERM, "Operation not permitted")
        new(path).close()
    assert record == []
    with MatchStore.open(path, read_only=True) as store:
        assert store.match.teams
    assert leftovers(tmp_path) == []


@needs_proc
def test_a_failed_rename_of_an_output_closes_before_it_removes(tmp_path: Path,
                                                               platform: str) -> None:
    target = tmp_path / "out.csv"
    target.write_text("the old one")
    with watched() as record:
        _FAIL["os.rename"] = OSError(errno.EIO, "Input/output error")
        with pytest.raises(StoreError, match="could not be written"):
            write_output(target, "the new one")
    assert record == []
    assert target.read_text() == "the old one" and leftovers(tmp_path) == []


# -- read-only known by trying -------------------------------------------------------------


def names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_read_only_is_known_by_trying(tmp_path: Path, read_only_folder) -> None:
    folder = tmp_path / "m"
    folder.mkdir()
    path = folder / "club.match"
    new(path).close()
    before = names(folder)
    assert not file_read_only(path)
    assert names(folder) == before  # the probe file was made and removed
    with read_only_folder(folder):
        assert file_read_only(path)
        with pytest.raises(ReadOnlyStore, match="read-only"):
            MatchStore.open(path)
        assert names(folder) == before


def test_permission_bits_alone_do_not_make_a_match_read_only(tmp_path: Path) -> None:
    """What Windows does to Documents and Desktop — a read-only mark that stops nothing —
    played by permission bits that do not stop this user (the administrator)."""
    folder = tmp_path / "documents"
    folder.mkdir()
    path = folder / "club.match"
    new(path).close()
    path.chmod(0o444)
    folder.chmod(0o555)
    try:
        probe = folder / "probe"
        try:
            probe.write_bytes(b"")
        except OSError:
            pytest.skip("permission bits stop this user: no folder here is marked read-only "
                        "while writing works (as Windows marks Documents)")
        probe.unlink()
        assert not file_read_only(path)
        with MatchStore.open(path) as store:  # a writer, not the read-only view
            store.apply(DOOR, SetExtra("notebook", "1", "written"))
        with MatchStore.open(path, read_only=True) as store:
            assert store.match.extras["notebook"] == {"1": "written"}
        assert leftovers(folder) == []  # no probe or part left
    finally:
        folder.chmod(0o755)
        path.chmod(0o644)


# -- locks: one module, each platform's branch ----------------------------------------------


def test_every_lock_goes_through_the_lock_module() -> None:
    """No other module of the program takes a lock of its own."""
    assert outputs.try_lock is try_lock
    takers = []
    for source in sorted((ROOT / "teams_app").rglob("*.py")):
        if source.name == "lock.py" and source.parent.name == "store":
            continue
        text = source.read_text(encoding="utf-8")
        if re.search(r"\b(fcntl|msvcrt)\b", text):
            takers.append(str(source.relative_to(ROOT)))
    assert takers == []


@needs_ofd_locks
def test_windows_lock_is_one_byte_far_past_the_data(tmp_path: Path) -> None:
    """Windows' locks are mandatory: the lock byte must be past anything read or written
    through another handle (the holder's note, SQLite's pages of a part)."""
    part = tmp_path / "part"
    part.write_bytes(b"data")
    holder = os.open(part, os.O_RDWR)
    other = os.open(part, os.O_RDONLY)
    try:
        os.lseek(holder, 2, os.SEEK_SET)
        assert lock.lock_byte(holder, ofd_locking)
        assert os.lseek(holder, 0, os.SEEK_CUR) == 2  # the position is put back
        assert locked_bytes(other, LOCK_OFFSET, 1)
        assert not locked_bytes(other, 0, LOCK_OFFSET)  # every byte before it is free
        assert LOCK_OFFSET < 2**31 and not 2**30 <= LOCK_OFFSET < 2**30 + 512  # SQLite's
        assert not lock.lock_byte(other, ofd_locking)  # another open file: refused
    finally:
        os.close(holder)
    try:
        assert lock.lock_byte(other, ofd_locking)  # closing released it
    finally:
        os.close(other)


def test_parts_are_locked_on_every_platform(tmp_path: Path, platform: str) -> None:
    """A live writer's part is kept, a dead one removed — Windows included (where the part
    lock used to be no lock at all)."""
    live = tmp_path / ".out.csv.live1234.part"
    dead = tmp_path / ".out.csv.dead1234.part"
    for part in (live, dead):
        part.write_text("being written")
    holder = os.open(live, os.O_RDWR)
    try:
        assert try_lock(holder)
        second = os.open(live, os.O_RDONLY)
        try:
            assert not try_lock(second)  # another open file, same process: refused
        finally:
            os.close(second)
        remove_dead_parts(tmp_path / "out.csv")
        assert live.exists() and not dead.exists()
    finally:
        os.close(holder)
    remove_dead_parts(tmp_path / "out.csv")
    assert not live.exists()


def test_one_writer_per_match_on_every_platform(tmp_path: Path, platform: str) -> None:
    store = new(tmp_path / "club.match")
    try:
        with pytest.raises(MatchFileLocked, match=rf"\(process {os.getpid()} on "):
            MatchStore.open(store.path)  # the holder's note is readable past the lock
        link = tmp_path / "link.match"
        link.symlink_to(store.path)
        with pytest.raises(MatchFileLocked):
            MatchStore.open(link)
        with MatchStore.open(store.path, read_only=True) as reader:
            assert reader.match == store.match
    finally:
        store.close()
    with MatchStore.open(store.path) as again:  # released with the close
        assert again.match.teams
    note = tmp_path / "club.match.lock"
    # POSIX: the note is removed with the lock; Windows: the locked file stays
    assert note.exists() == (platform == WINDOWS)


def test_the_lock_kinds_follow_the_platform_parameter(tmp_path: Path) -> None:
    path = tmp_path / "club.match"
    path.write_bytes(b"")
    posix, windows = WriterLock(path, "linux"), WriterLock(path, WINDOWS)
    assert posix.platform == "linux" and windows.platform == WINDOWS
    assert windows.file == posix.file == tmp_path / "club.match.lock"


@pytest.mark.skipif(sys.platform != "win32", reason="msvcrt.locking exists on Windows only")
def test_msvcrt_lock_on_windows(tmp_path: Path) -> None:  # pragma: no cover - Windows
    part = tmp_path / "part"
    part.write_bytes(b"data")
    one, two = os.open(part, os.O_RDWR), os.open(part, os.O_RDONLY)
    try:
        assert try_lock(one) and not try_lock(two)
        assert os.read(two, 4) == b"data"  # the data stays readable through another handle
    finally:
        os.close(one)
        os.close(two)
