"""Undo, redo, the end-of-round backup, and restoring a backup."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from models.errors import MatchError
from teams_app.operations.changes import Changes
from teams_app.operations.door import _DOOR

if TYPE_CHECKING:
    from teams_app.store import MatchStore


def undo(store: MatchStore) -> Changes:
    """Undo the newest change: what it touched is what the store's commit changed."""
    text = store.undo(_DOOR)
    if text is None:
        raise MatchError("nothing to undo", "nothing_to_undo")
    touched = store.touched
    return Changes(touched.areas, touched.deals, f"undo: {text}", command=store.redo_command,
                   step="undo")


def redo(store: MatchStore) -> Changes:
    """Redo the change undone last: what it touched is what the store's commit changed."""
    text = store.redo(_DOOR)
    if text is None:
        raise MatchError("nothing to redo", "nothing_to_redo")
    touched = store.touched
    return Changes(touched.areas, touched.deals, f"redo: {text}", command=store.undo_command,
                   step="redo")


def close_round(store: MatchStore, *, round: int) -> Changes:
    """End of a round: keep a backup copy of the match file named after the round."""
    store.match.format.check_round(round)
    path: Path = store.backup(f"round-{round}")
    return Changes((), (), f"round {round} closed: backup {path.name}")


def restore_backup(*, backup: Path | str, target: Path | str) -> Path:
    """Bring a backup copy back as the match file ``target`` (closed meanwhile: the app
    closes it first), the match as it was kept in its backups folder; the restored file's
    audit log says so, naming the backup, which stays where it was
    (:func:`teams_app.store.restore_backup`)."""
    from teams_app.store import restore_backup as restore

    return restore(_DOOR, backup, target)
