"""The match file store: one SQLite file per match (see :mod:`teams_app.store.store`)."""

from teams_app.store.backups import KEEP_BACKUPS, restore_backup
from teams_app.store.checks import check_file
from teams_app.store.errors import (
    CorruptMatchFile,
    DamagedAuditEntry,
    MatchFileLocked,
    MatchFileMissing,
    NewerVersion,
    NotAMatchFile,
    ReadOnlyStore,
    StoreError,
    WriteFailed,
)
from teams_app.store.history import AuditEntry
from teams_app.store.opening import file_read_only
from teams_app.store.outputs import OutputRefused, check_target, write_output
from teams_app.store.paths import MATCH_SUFFIX, default_match_dir
from teams_app.store.schema import SCHEMA_VERSION
from teams_app.store.store import MatchStore

__all__ = [
    "KEEP_BACKUPS",
    "MATCH_SUFFIX",
    "SCHEMA_VERSION",
    "AuditEntry",
    "CorruptMatchFile",
    "DamagedAuditEntry",
    "MatchFileLocked",
    "MatchFileMissing",
    "MatchStore",
    "NewerVersion",
    "NotAMatchFile",
    "OutputRefused",
    "ReadOnlyStore",
    "StoreError",
    "WriteFailed",
    "check_file",
    "check_target",
    "file_read_only",
    "restore_backup",
    "write_output",
    "default_match_dir",
]
