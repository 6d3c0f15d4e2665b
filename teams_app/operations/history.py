"""Undo, redo, the end-of-round backup, and restoring a backup."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Literal

from models.errors import MatchError
from teams_app.operations.changes import Changes, Said
from teams_app.operations.door import _DOOR

if TYPE_CHECKING:
    from teams_app.store import MatchStore


def undo(store: MatchStore) -> Changes:
    """Undo the newest change: what it touched is what the store's commit changed."""
    return _again(store, "undo", store.undo(_DOOR))


def redo(store: MatchStore) -> Changes:
    """Redo the change undone last: what it touched is what the store's commit changed."""
    return _again(store, "redo", store.redo(_DOOR))


def _again(store: MatchStore, step: Literal["undo", "redo"], done: bool) -> Changes:
    """An undo's or a redo's ``Changes``: the areas and deals its commit touched, and the
    command that would take it back (to word it in the app's language)."""
    if not done:
        raise MatchError(f"nothing to {step}", f"nothing_to_{step}")
    touched = store.touched
    command = store.redo_command if step == "undo" else store.undo_command
    return Changes(touched.areas, touched.deals, command=command, step=step)


def close_round(store: MatchStore, *, round: int) -> Changes:
    """End of a round: keep a backup copy of the match file named after the round."""
    store.match.format.check_round(round)
    path: Path = store.backup(f"round-{round}")
    return Changes((), (), Said("step.round_closed", {"round": round, "backup": path.name}))


def restore_backup(*, backup: Path | str, target: Path | str) -> Path:
    """Bring a backup copy back as the match file ``target`` (closed meanwhile: the app
    closes it first), the match as it was kept in its backups folder; the restored file's
    audit log says so, naming the backup, which stays where it was
    (:func:`teams_app.store.restore_backup`)."""
    # late: the command classes load with the first change, not to show a match
    from teams_app.store import restore_backup as restore

    return restore(_DOOR, backup, target)
