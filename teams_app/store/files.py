"""Only regular files are read as matches, backups or import files.

A named pipe (FIFO) opened for reading waits for a writer for ever, a device may never
end, a socket cannot be opened, and links that lead round in a loop lead to no file:
each is refused at once, by name, before anything waits.  The file is opened without
waiting (``O_NONBLOCK``) and asked what it is (``fstat``), so nothing can swap it in
between the look and the read.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

#: What each kind of file that is not a regular one is called in a refusal.
_KINDS = ((stat.S_ISFIFO, "a named pipe (FIFO)"), (stat.S_ISCHR, "a device"),
          (stat.S_ISBLK, "a device"), (stat.S_ISSOCK, "a socket"),
          (stat.S_ISDIR, "a folder"))


def kind_problem(mode: int) -> str | None:
    """Why a file of this ``st_mode`` is not read (None: a regular file)."""
    if stat.S_ISREG(mode):
        return None
    for test, name in _KINDS:
        if test(mode):
            return f"this is {name}, not a file: nothing was read from it"
    return "this is not a regular file: nothing was read from it"


def os_problem(exc: OSError) -> str:
    if exc.errno == errno.ELOOP:
        return "the symbolic links lead round in a loop, to no file"
    if exc.errno == errno.ENOENT:
        return "there is no such file"
    if exc.errno == errno.ENXIO:  # a socket, or a FIFO without a reader (never for us)
        return "this is a socket, not a file: nothing was read from it"
    return exc.strerror or str(exc)


def not_regular(path: Path | str) -> str | None:
    """Why ``path`` is not read as a file (None: it is a regular file), without opening
    anything that could wait."""
    try:
        return kind_problem(os.stat(path).st_mode)
    except OSError as exc:
        return os_problem(exc)


def read_regular(path: Path | str, most: int) -> bytes:
    """Up to ``most`` bytes of the regular file ``path``; :class:`NotRegularFile` for
    anything else (never waiting on a pipe)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0) \
        | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise NotRegularFile(os_problem(exc), exc.errno) from None
    try:
        problem = kind_problem(os.fstat(fd).st_mode)
        if problem is not None:
            raise NotRegularFile(problem, None)
        with os.fdopen(fd, "rb", closefd=True) as handle:
            fd = -1
            return handle.read(most)
    finally:
        if fd >= 0:
            os.close(fd)


class NotRegularFile(OSError):
    """A path that is not a regular file (or cannot be opened); ``problem`` in words."""

    def __init__(self, problem: str, code: int | None) -> None:
        super().__init__(code or 0, problem)
        self.problem = problem
