"""Errors of the match file store.  Every message names the file and the problem."""

from __future__ import annotations

from pathlib import Path
from typing import Any


class StoreError(Exception):
    """Something about a match file went wrong (never a bug in the match core)."""

    def __init__(self, path: Path | str, problem: str, key: str | None = None,
                 params: dict[str, Any] | None = None) -> None:
        self.path = Path(path)
        self.problem = problem
        #: the message key of the problem in the catalog (``file.<key>``,
        #: :func:`words.file_errors.store_error_text`; every refusal of the store has
        #: one, ``tests/test_store_refusals_worded.py``); a parameter that is a part of
        #: the problem worded by its own entry is a ``(key, parameters)`` pair, or a
        #: store error (its problem)
        self.key = key
        self.params = params or {}
        super().__init__(f"{self.path}: {problem}")


class NotAMatchFile(StoreError):
    """The file is not a match file (not SQLite, or SQLite holding something else)."""


class CorruptMatchFile(StoreError):
    """The file is a damaged match file (truncated, failing SQLite's checks, bad rows)."""


class NewerVersion(StoreError):
    """The file was written by a newer version of the program."""


class MatchFileLocked(StoreError):
    """Another window or program has the match open for writing."""


class MatchFileMissing(StoreError):
    """There is no file at the path given."""


class ReadOnlyStore(StoreError):
    """A change was asked of a match opened read-only."""


class WriteFailed(StoreError):
    """SQLite could not save a change (disk full, file gone…); nothing was changed."""


class DamagedAuditEntry(CorruptMatchFile):
    """An audit-log entry that undo or redo needs cannot be read (bytes that are not
    text, a change that is not one): the step is refused and nothing is changed."""

    def __init__(self, path: Path | str, entry: int) -> None:
        self.entry = entry
        super().__init__(path, f"audit log entry #{entry} is damaged; nothing was changed",
                         "audit_damaged", {"entry": entry})
