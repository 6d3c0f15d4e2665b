"""Undo, redo, and the end-of-round backup."""

from __future__ import annotations

from typing import TYPE_CHECKING

from models.errors import MatchError
from teams_app.operations.changes import EVERYTHING, Changes

if TYPE_CHECKING:
    from pathlib import Path

    from teams_app.store import MatchStore


def undo(store: MatchStore) -> Changes:
    text = store.undo()
    if text is None:
        raise MatchError("nothing to undo", "nothing_to_undo")
    return Changes(EVERYTHING, (), f"undo: {text}", command=store.redo_command, step="undo")


def redo(store: MatchStore) -> Changes:
    text = store.redo()
    if text is None:
        raise MatchError("nothing to redo", "nothing_to_redo")
    return Changes(EVERYTHING, (), f"redo: {text}", command=store.undo_command, step="redo")


def close_round(store: MatchStore, *, round: int) -> Changes:
    """End of a round: keep a backup copy of the match file named after the round."""
    store.match.format.check_round(round)
    path: Path = store.backup(f"round-{round}")
    return Changes((), (), f"round {round} closed: backup {path.name}")
