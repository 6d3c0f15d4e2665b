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

from teams_app.store.errors import StoreError

#: What each kind of file that is not a regular one is called in a refusal (the
#: catalog's ``file.kind.<kind>``).
_KINDS = ((stat.S_ISFIFO, "fifo", "a named pipe (FIFO)"), (stat.S_ISCHR, "device", "a device"),
          (stat.S_ISBLK, "device", "a device"), (stat.S_ISSOCK, "socket", "a socket"),
          (stat.S_ISDIR, "folder", "a folder"))
#: every refusal of this module: its words, and its message key and parameters
PROBLEMS: dict[str, tuple[str, dict[str, str]]] = {}
#: What an error of the system is, by its number (the catalog's ``file.os.<key>``):
#: English says the system's own words (``strerror``), Bulgarian and Russian say what
#: the number means; any other number is ``os.other``, the system's words quoted.
_OS_KEYS = {errno.EACCES: "denied", errno.EPERM: "denied", errno.ENOENT: "missing",
            errno.ENOTDIR: "not_folder", errno.EISDIR: "folder", errno.EIO: "io",
            errno.ENAMETOOLONG: "long_name", errno.EROFS: "read_only", errno.ENOSPC: "full",
            errno.EEXIST: "exists", errno.EBUSY: "busy", errno.EMFILE: "too_many",
            errno.ENFILE: "too_many", errno.ELOOP: "loop", errno.ETXTBSY: "busy"}


def _said(text: str, key: str, /, **params: str) -> str:
    """``text``, remembered with its message key and parameters (positional only: the
    system's words are a parameter named ``text`` too, :func:`os_said`)."""
    PROBLEMS[text] = (key, params)
    return text


def problem_key(text: str) -> tuple[str | None, dict[str, str]]:
    """The message key and parameters of one of this module's refusals (a store error
    raised for it takes them: ``NotAMatchFile(path, text, *problem_key(text))``, or
    names it as a part of its own problem: ``{"cause": problem_key(text)}``)."""
    key, params = PROBLEMS.get(text, (None, {}))
    return key, params


def os_said(exc: OSError) -> tuple[str, dict[str, str]]:
    """The message key and parameters of the system's words for ``exc`` (what a refusal
    quotes after "cannot read the file: "): English shows ``strerror`` as it is."""
    text = exc.strerror or str(exc)
    return "os." + _OS_KEYS.get(exc.errno or 0, "other"), {"text": text}


def kind_problem(mode: int) -> str | None:
    """Why a file of this ``st_mode`` is not read (None: a regular file)."""
    if stat.S_ISREG(mode):
        return None
    for test, kind, name in _KINDS:
        if test(mode):
            return _said(f"this is {name}, not a file: nothing was read from it",
                         "not_regular", kind=kind)
    return _said("this is not a regular file: nothing was read from it", "not_regular",
                 kind="other")


def os_problem(exc: OSError) -> str:
    if exc.errno == errno.ELOOP:
        return _said("the symbolic links lead round in a loop, to no file", "link_loop")
    if exc.errno == errno.ENOENT:
        return _said("there is no such file", "missing")
    if exc.errno == errno.ENXIO:  # a socket, or a FIFO without a reader (never for us)
        return _said("this is a socket, not a file: nothing was read from it",
                     "not_regular", kind="socket")
    key, params = os_said(exc)
    return _said(params["text"], key, **params)


#: What ``stat`` may say of a path and the caller still tells apart: no file there (a
#: missing file, a backup or a new name), or links in a loop.
_TOLD_APART = {errno.ENOENT, errno.ELOOP}


def not_regular(path: Path | str) -> str | None:
    """Why ``path`` is not read as a file (None: it is a regular file), without opening
    anything that could wait.  A path that cannot even be looked at (a part of it not a
    folder, a name too long, a folder that may not be entered) is refused here, by name:
    :class:`StoreError` with the system's words (``os.<key>``, worded in every language)."""
    try:
        return kind_problem(os.stat(path).st_mode)
    except OSError as exc:
        problem = os_problem(exc)
        if exc.errno in _TOLD_APART:
            return problem
        raise StoreError(path, problem, *problem_key(problem)) from None


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
