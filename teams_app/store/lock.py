"""One writer per match FILE, not per name: an exclusive OS lock on the file itself.

On POSIX systems the lock is ``flock`` on the match file's own inode, so a symbolic
link or a hard link to the match cannot open a second writer (SQLite's own locks are
``fcntl`` locks, independent of ``flock``).  On Windows, where locks are mandatory and
would stop readers, it is a ``.lock`` file beside the real path (links resolved).  A
``.lock`` note beside the real path names the holder (process and computer) for the
message a second writer gets; it is made only once the lock is held and removed with it.

The lock is held while the match is open for writing and released by the operating
system when the process ends, even by a crash or a kill, so a stale lock never blocks.
Locks taken with ``flock`` conflict between two opens in one process too (a second
window of the same program).
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path

from teams_app.store.errors import MatchFileLocked, StoreError


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + ".lock")


class WriterLock:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.file = lock_path(path.resolve())
        self._fd: int | None = None
        self._note = False

    def acquire(self) -> None:
        target = self.file if sys.platform == "win32" else self.path
        flags = os.O_RDWR | os.O_CREAT if sys.platform == "win32" else os.O_RDONLY
        try:
            fd = os.open(target, flags, 0o644)
        except OSError as exc:
            raise StoreError(self.path, f"cannot open the file to lock it: "
                             f"{exc.strerror}") from None
        if not _try_lock(fd):
            os.close(fd)
            raise MatchFileLocked(
                self.path, "the match is already open for writing in another window or "
                f"program{_read_holder(self.file)}; close it there, or open this one "
                "read-only")
        self._fd = fd
        self._write_note()

    def _write_note(self) -> None:
        """Who holds the lock, for the message a second writer gets (best effort: a
        read-only folder has none)."""
        if sys.platform == "win32":  # pragma: no cover - the locked file holds the note
            assert self._fd is not None
            os.ftruncate(self._fd, 0)
            os.write(self._fd, f"{os.getpid()} {_host_name()}\n".encode())
            return
        try:
            with open(self.file, "w", encoding="utf-8") as note:
                note.write(f"{os.getpid()} {_host_name()}\n")
            self._note = True
        except OSError:
            self._note = False

    def release(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            if self._note and sys.platform != "win32":
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


def _read_holder(note: Path) -> str:
    try:
        with open(note, "rb") as handle:
            text = handle.read(200).decode(errors="replace").split()
    except OSError:
        return ""
    if len(text) >= 2:
        return f" (process {text[0]} on {text[1]})"
    return ""


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            os.lseek(fd, 0, os.SEEK_SET)  # the .lock file's first byte
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True
