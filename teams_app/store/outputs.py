"""Every file the program writes besides the match itself goes through here.

One rule for PDF, CSV and PBN exports, saved copies, round backups and restored
matches: the data is written to a temporary file in the target's folder, flushed to
disk, and only then renamed over the target, so the target is either the old file or
the whole new one.  A target that is a match file (or any other SQLite database), or
one of the open match's own files (``-wal``, ``-shm``, ``-journal``, ``.lock``), is
refused before anything is written.  A full disk is reported as "the disk is full".
"""

from __future__ import annotations

import contextlib
import errno
import os
import re
import shutil
import sqlite3
import tempfile
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from teams_app.store.errors import StoreError
from teams_app.store.files import os_said
from teams_app.store.lock import try_lock

SQLITE_HEADER = b"SQLite format 3\x00"
#: The files SQLite and the store keep beside a match file.
SIDE_SUFFIXES = ("-wal", "-shm", "-journal", ".lock")
#: The name temporary output files end with (never a name the program reads).
PART_SUFFIX = ".part"
#: What a written file is called in a refusal (``what=``): the catalog's
#: ``file.what.<key>``; any other name is said as it is (``file.what.other``).
WHATS = {"the file": "file", "the CSV file": "csv", "the PDF": "pdf",
         "the PBN file": "pbn", "the HTML report": "html", "the copy": "copy",
         "the backup copy": "backup", "the restored match": "restored",
         "the copy of the damaged match": "damaged"}
#: a part of a refusal's problem worded by its own entry: (message key, parameters)
Said = tuple[str, dict[str, Any]]


def what_said(what: str) -> Said:
    """The message key of a written file's name (:data:`WHATS`)."""
    key = WHATS.get(what)
    return (f"what.{key}", {}) if key else ("what.other", {"text": what})


class OutputRefused(StoreError):
    """A target the program will not write: a match file, a database, a folder…"""


def is_sqlite_file(path: Path) -> bool:
    """True if ``path`` is a file starting with SQLite's header (any database)."""
    if not path.is_file():  # never open a pipe or a device to look
        return False
    try:
        with open(path, "rb") as handle:
            return handle.read(len(SQLITE_HEADER)) == SQLITE_HEADER
    except OSError:
        return False


def side_files(path: Path) -> list[Path]:
    return [path.with_name(path.name + suffix) for suffix in SIDE_SUFFIXES]


def _same(one: Path, other: Path) -> bool:
    try:
        if one.resolve() == other.resolve():
            return True
        return one.exists() and other.exists() and os.path.samefile(one, other)
    except (OSError, RuntimeError):  # RuntimeError: a loop of symbolic links
        return False


def check_target(target: Path | str, protect: Iterable[Path | str] = ()) -> Path:
    """The path to write (symbolic links followed), or :class:`OutputRefused`."""
    target = Path(target)
    if target.is_symlink():
        try:
            target = target.resolve()
        except (OSError, RuntimeError):  # RuntimeError: a loop of symbolic links
            raise OutputRefused(target, "the symbolic links lead round in a loop, to no "
                                "file; give a file name", "out.link_loop") from None
    if target.is_dir():
        raise OutputRefused(target, "this is a folder; give a file name", "out.folder")
    if target.exists() and not target.is_file():
        raise OutputRefused(target, "this is not a plain file (a device, a pipe…); give "
                            "a file name", "out.not_plain")
    if not target.parent.is_dir():
        raise OutputRefused(target, f"the folder {target.parent} does not exist",
                            "no_folder", {"folder": str(target.parent)})
    for kept in protect:
        kept = Path(kept)
        for own in (kept, *side_files(kept)):
            if _same(target, own):
                raise OutputRefused(target, "this is the open match file itself or one of "
                                    "its own files; choose another name", "out.own_file")
    if is_sqlite_file(target):
        raise OutputRefused(target, "this is a match file (an SQLite database); it is never "
                            "overwritten: choose another name", "out.match_file")
    name = target.name
    for suffix in SIDE_SUFFIXES:
        base = target.with_name(name[: -len(suffix)]) if name.endswith(suffix) else None
        if base is not None and is_sqlite_file(base):
            raise OutputRefused(target, f"this file belongs to the match file {base.name}; "
                                "choose another name", "out.side_file", {"name": base.name})
    return target


def disk_full(folder: Path | None) -> bool:
    """Whether the disk holding ``folder`` is (as good as) full: SQLite reports a full
    disk while it sets up its files as "disk I/O error", without the system's error."""
    if folder is None:
        return False
    try:
        return shutil.disk_usage(folder).free < 64 * 1024
    except OSError:
        return False


def disk_problem(exc: BaseException, folder: Path | None = None) -> str:
    """The words for a failed write: "the disk is full" when it is (``folder``: where
    the write went, to tell a full disk behind SQLite's "disk I/O error")."""
    return disk_said(exc, folder)[0]


def disk_said(exc: BaseException, folder: Path | None = None) -> tuple[str, Said]:
    """:func:`disk_problem`'s words, and their message key and parameters (a part of a
    refusal's problem: ``{"why": said}``)."""
    if isinstance(exc, sqlite3.Error) and disk_full(folder):
        return "the disk is full", ("disk.full", {})
    if isinstance(exc, OSError):
        if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
            return "the disk is full", ("disk.full", {})
        if exc.errno == errno.EROFS:
            return "the disk is read-only", ("disk.read_only", {})
        key, params = os_said(exc)
        return params["text"], (key, params)
    text = str(exc)
    if isinstance(exc, sqlite3.Error) and ("full" in text or "SQLITE_FULL" in text):
        return "the disk is full", ("disk.full", {})
    return text, ("sqlite_said", {"text": text})


def not_written(target: Path, what: str, exc: BaseException) -> StoreError:
    """The refusal of a file that could not be written (``what``: its name)."""
    text, why = disk_said(exc)
    return StoreError(target, f"{what} could not be written: {text}", "not_written",
                      {"what": what_said(what), "why": why})


def _fsync_folder(folder: Path) -> None:
    with contextlib.suppress(OSError, AttributeError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def glob_escape(text: str) -> str:
    """``text`` matched literally in a :meth:`Path.glob` pattern (as ``glob.escape``,
    without importing :mod:`glob` to open a match)."""
    return re.sub(r"([*?\[])", r"[\1]", text)


def remove_dead_parts(target: Path, kind: str = "") -> None:
    """Remove the temporary files a killed writer of ``target`` left (``.NAME.<random><kind>
    .part`` and SQLite's journals of them); a live writer holds a lock on its part."""
    pattern = f".{glob_escape(target.name)}.*{kind}{PART_SUFFIX}"
    for part in target.parent.glob(pattern):
        try:
            fd = os.open(part, os.O_RDONLY)
        except OSError:
            continue
        try:
            dead = try_lock(fd)
        finally:
            os.close(fd)  # closed before the removal (Windows removes no open file)
        if dead:  # its name is random: no live writer takes it up again
            for leftover in (part, *side_files(part)):
                with contextlib.suppress(OSError):
                    leftover.unlink()


@contextlib.contextmanager
def whole_file(target: Path, *, what: str = "the file",
               before_rename: Callable[[], object] | None = None) -> Iterator[Path]:
    """The rename machinery without the checks of :func:`check_target` (for restoring a
    match, which replaces a match file on purpose): yields an empty temporary file
    beside ``target``; when the block ends without an error it is synced,
    ``before_rename`` is called, and it is renamed over the target."""
    remove_dead_parts(target)
    try:
        fd, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=PART_SUFFIX,
                                    dir=target.parent)
    except OSError as exc:
        raise not_written(target, what, exc) from None
    try_lock(fd)  # held while the part is written: a killed writer's part is removable
    temp = Path(name)
    try:
        yield temp
        with open(temp, "rb+") as handle:
            os.fsync(handle.fileno())
        mode = target.stat().st_mode & 0o777 if target.exists() else 0o644
        os.chmod(temp, mode)
        if before_rename is not None:
            before_rename()
        os.close(fd)  # Windows renames no open file
        fd = -1
        os.replace(temp, target)
        _fsync_folder(target.parent)
    except BaseException as exc:
        if fd >= 0:
            os.close(fd)  # closed before the removal (Windows removes no open file)
            fd = -1
        for leftover in (temp, *side_files(temp)):  # SQLite's journal of a copy too
            with contextlib.suppress(OSError):
                leftover.unlink()
        if isinstance(exc, OSError | sqlite3.Error):
            raise not_written(target, what, exc) from exc
        raise
    finally:
        if fd >= 0:
            os.close(fd)


@contextlib.contextmanager
def atomic_output(target: Path | str, *, protect: Iterable[Path | str] = (),
                  what: str = "the file") -> Iterator[Path]:
    """Write a file whole or not at all, refusing the targets :func:`check_target`
    refuses (checked again just before the rename)."""
    path = check_target(target, protect)
    with whole_file(path, what=what,
                    before_rename=lambda: check_target(path, protect)) as temp:
        yield temp


def write_output(target: Path | str, data: bytes | str, *,
                 protect: Iterable[Path | str] = (), what: str = "the file") -> Path:
    """Write ``data`` (text as UTF-8) to ``target`` whole or not at all."""
    payload = data.encode("utf-8") if isinstance(data, str) else data
    path = check_target(target, protect)
    with atomic_output(path, protect=protect, what=what) as temp:
        temp.write_bytes(payload)
    return path
