"""One writer per match file: an exclusive OS lock on a ``.lock`` file beside it.

The lock is held while the match is open for writing and released by the operating
system when the process ends, even by a crash or a kill, so a stale lock never blocks.
Locks taken with ``flock`` conflict between two opens in one process too (a second
window of the same program).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from teams_app.store.errors import MatchFileLocked, StoreError


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + ".lock")


class WriterLock:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.file = lock_path(path)
        self._fd: int | None = None

    def acquire(self) -> None:
        try:
            fd = os.open(self.file, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as exc:
            raise StoreError(self.path, f"cannot create the lock file {self.file.name}: "
                             f"{exc.strerror}") from None
        if not _try_lock(fd):
            holder = _read_holder(fd)
            os.close(fd)
            raise MatchFileLocked(
                self.path, "the match is already open for writing in another window or "
                f"program{holder}; close it there, or open this one read-only")
        os.ftruncate(fd, 0)
        os.write(fd, f"{os.getpid()} {_host_name()}\n".encode())
        self._fd = fd

    def release(self) -> None:
        if self._fd is not None:
            fd, self._fd = self._fd, None
            os.close(fd)  # closing the descriptor releases the lock


def _host_name() -> str:
    """This computer's name (what socket.gethostname() gives, without importing socket
    at start-up)."""
    if hasattr(os, "uname"):
        return os.uname().nodename
    return os.environ.get("COMPUTERNAME", "?")  # pragma: no cover - Windows


def _read_holder(fd: int) -> str:
    try:
        text = os.pread(fd, 200, 0).decode(errors="replace").split()
    except (OSError, AttributeError):
        return ""
    if len(text) >= 2:
        return f" (process {text[0]} on {text[1]})"
    return ""


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            os.lseek(fd, 0, os.SEEK_SET)
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
