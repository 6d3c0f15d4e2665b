"""Every lock the program takes, on every platform, goes through this module.

Two kinds of lock, one rule for both: an exclusive lock on an open file, taken without
waiting, released by the operating system when the descriptor is closed or the process
ends (even by a crash or a kill), so a stale lock never blocks.

* The **writer's lock** (:class:`WriterLock`): one writer per match FILE, not per name.
  On POSIX systems it is ``flock`` on the match file's own inode, so a symbolic link or
  a hard link to the match cannot open a second writer (SQLite's own locks are ``fcntl``
  locks, independent of ``flock``).  On Windows it is a ``.lock`` file beside the real
  path (symbolic links resolved).  A ``.lock`` note beside the real path names the
  holder (process and computer) for the message a second writer gets; on POSIX it is
  made only once the lock is held and removed with it, on Windows it is the locked file.
* The **part lock** (:func:`try_lock` on a temporary ``.part`` file): it marks a file
  being written by a live process, so that only the parts of killed writers are removed.

Which branch runs is decided by :data:`PLATFORM` (a parameter of :func:`try_lock` and
:class:`WriterLock` too), so the Windows logic can be exercised on Linux: there Windows'
``msvcrt.locking`` is replaced through :data:`BYTE_LOCKING` by a lock with the same
contract (one byte at the file position, per open file, ``OSError`` when held).

Windows locks are mandatory: a locked byte cannot be read or written through another
handle.  The lock is therefore one byte at :data:`LOCK_OFFSET`, far past any data (the
holder's note in the ``.lock`` file stays readable; SQLite and the writers of a part,
which use their own handles, never reach it; SQLite's own lock bytes are at 1 GiB).
Locks taken here conflict between two opens in one process too (a second window of the
same program): ``flock`` and Windows' locks belong to the open file, not the process.
"""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Callable
from pathlib import Path

from teams_app.store.errors import MatchFileLocked, StoreError
from teams_app.store.files import os_said

WINDOWS = "win32"
#: The platform whose kind of lock is taken (tests set it to exercise Windows' logic).
PLATFORM = sys.platform
#: Where Windows' lock byte is: past any data a match, a copy or a paper will hold, below
#: 2 GiB (the C runtime's ``_locking`` takes the position of a 32-bit seek on old runtimes),
#: and outside SQLite's lock bytes (1 GiB to 1 GiB + 512).
LOCK_OFFSET = 0x7FFF_FF00
#: Locks the byte at the file position of a descriptor or raises ``OSError`` (Windows:
#: ``msvcrt.locking(fd, LK_NBLCK, 1)``); None: the platform's own.
BYTE_LOCKING: Callable[[int], None] | None = None


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + ".lock")


def try_lock(fd: int, platform: str | None = None) -> bool:
    """Take an exclusive lock on the open file ``fd`` without waiting; False if another
    open file (in this process or another) holds it.  Closing ``fd`` releases it."""
    if (platform or PLATFORM) == WINDOWS:
        return lock_byte(fd, _byte_locking())
    return _flock(fd)


def lock_byte(fd: int, locking: Callable[[int], None]) -> bool:
    """Windows' lock: the byte at :data:`LOCK_OFFSET` locked with ``locking``; the file
    position is put back (the holder's note is written at the start of the file)."""
    position = os.lseek(fd, 0, os.SEEK_CUR)
    try:
        os.lseek(fd, LOCK_OFFSET, os.SEEK_SET)
        locking(fd)
    except OSError:
        return False
    finally:
        os.lseek(fd, position, os.SEEK_SET)
    return True


def _byte_locking() -> Callable[[int], None]:
    if BYTE_LOCKING is not None:
        return BYTE_LOCKING
    if sys.platform != "win32":  # elsewhere BYTE_LOCKING is set to use this branch
        raise ModuleNotFoundError("No module named 'msvcrt' (Windows only)", name="msvcrt")
    # late: the platform's own module
    import msvcrt

    return lambda fd: msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)


def _flock(fd: int) -> bool:
    # late: the platform's own module
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:  # BlockingIOError when held; anything else: not ours to take
        return False
    return True


class WriterLock:
    """The lock of the match file's single writer (see the module)."""

    def __init__(self, path: Path, platform: str | None = None) -> None:
        self.path = path
        self.file = lock_path(path.resolve())
        self.platform = platform or PLATFORM
        self._fd: int | None = None
        self._note = False

    @property
    def _windows(self) -> bool:
        return self.platform == WINDOWS

    def acquire(self) -> None:
        # Windows: the .lock file, which holds the note too; POSIX: the match's inode
        target = self.file if self._windows else self.path
        flags = os.O_RDWR | os.O_CREAT if self._windows else os.O_RDONLY
        try:
            fd = os.open(target, flags, 0o644)
        except OSError as exc:
            raise StoreError(self.path, f"cannot open the file to lock it: "
                             f"{exc.strerror}", "lock_open", {"why": os_said(exc)}) from None
        if not try_lock(fd, self.platform):
            os.close(fd)
            holder = _read_holder(self.file)
            raise MatchFileLocked(
                self.path, "the match is already open for writing in another window or "
                f"program{_holder_text(holder)}; close it there, or open this one read-only",
                "locked_by" if holder else "locked", holder or {})
        self._fd = fd
        self._write_note()

    def _write_note(self) -> None:
        """Who holds the lock, for the message a second writer gets (best effort: a
        read-only folder has none).  The mark of a write-ahead log a killed writer left
        is carried over while that log is still there (:mod:`teams_app.store.walmark`)."""
        assert self._fd is not None
        carried = read_log_mark(self.file) if log_in_use(self.path) else None
        note = _note_text(f"{os.getpid()} {_host_name()}", carried)
        if self._windows:  # the locked file holds the note (its lock byte is far past it)
            with contextlib.suppress(OSError):
                os.ftruncate(self._fd, 0)
                os.write(self._fd, note)
            return
        try:
            with open(self.file, "wb") as handle:
                handle.write(note)
            self._note = True
        except OSError:  # a full disk: the note made but not written is not left behind
            self._note = False
            with contextlib.suppress(OSError):
                self.file.unlink()


    def release(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            # POSIX: removed while the lock is still ours (the note is a file of its own,
            # not open here) — unless a write-ahead log stays, whose mark it holds
            if self._note and not log_in_use(self.path):
                with contextlib.suppress(OSError):
                    self.file.unlink()
            self._note = False
            os.close(fd)  # closing the descriptor releases the lock


def _host_name() -> str:
    """This computer's name (what socket.gethostname() gives, without importing socket
    at start-up)."""
    if hasattr(os, "uname"):
        return os.uname().nodename
    return os.environ.get("COMPUTERNAME", "?")  # pragma: no cover - Windows


#: How the note names the write-ahead log's mark (see :mod:`teams_app.store.walmark`).
_MARK = "log="


#: The note's length: every note is padded to it, so that a mark is written over the old
#: one in place (Windows may refuse to shorten a file another handle holds locked).
_NOTE_SIZE = 160


def _note_text(holder: str, mark: str | None) -> bytes:
    text = f"{holder}{f' {_MARK}{mark}' if mark else ''}"
    return (text.ljust(_NOTE_SIZE - 1) + "\n").encode()


def log_size(path: Path) -> int:
    """The size of the match's write-ahead log (0: none): beside the real file, where
    SQLite keeps it when the match is opened through a link."""
    try:
        real = path.resolve()
        return real.with_name(real.name + "-wal").stat().st_size
    except (OSError, RuntimeError):  # RuntimeError: a symlink loop
        return 0


def log_in_use(path: Path) -> bool:
    """Whether a write-ahead log with frames is beside the match (more than its 32-byte
    header)."""
    return log_size(path) > 32


def _note_words(note: Path) -> list[str] | None:
    try:
        with open(note, "rb") as handle:
            return handle.read(300).decode(errors="replace").split()
    except OSError:
        return None


def read_log_mark(note: Path) -> str | None:
    """The write-ahead log's mark in the holder's note, if it has one."""
    for word in _note_words(note) or ():
        if word.startswith(_MARK):
            return word[len(_MARK):]
    return None


def write_log_mark(note: Path, mark: str, *, durable: bool) -> bool:
    """Put ``mark`` in an existing note (the holder's words kept); ``durable``: on the
    disk before this returns.  False where there is no note to mark (none is made)."""
    words = _note_words(note)
    if not words:
        return False
    holder = " ".join(w for w in words if not w.startswith(_MARK))
    try:
        with open(note, "r+b") as handle:
            handle.write(_note_text(holder, mark))
            if handle.tell() < os.fstat(handle.fileno()).st_size:  # a longer old note
                handle.truncate()
            if durable:
                handle.flush()
                os.fsync(handle.fileno())
    except OSError:
        return False
    return True


def _read_holder(note: Path) -> dict[str, str] | None:
    """Who holds the lock (``pid``, ``host``), if its note says."""
    text = _note_words(note) or []
    if len(text) >= 2:
        return {"pid": text[0], "host": text[1]}
    return None


def _holder_text(holder: dict[str, str] | None) -> str:
    return f" (process {holder['pid']} on {holder['host']})" if holder else ""
