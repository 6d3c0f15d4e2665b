"""What an operation changed: the value every operation returns to its caller."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from models.reads import AREAS, Area
from models.registry import Command, Said
from teams_app.operations.door import _DOOR

if TYPE_CHECKING:
    from teams_app.store import MatchStore

__all__ = ["AREAS", "EVERYTHING", "Area", "Changes", "Command", "Said", "Step",
           "applied"]


#: How the command of a change was run: done, undone or redone.
Step = Literal["do", "undo", "redo"]


@dataclass(frozen=True, init=False)
class Changes:
    """What an operation changed: the areas of the match, the deals touched.

    ``changes.concerns(Area.RESULTS, Area.DRAWS)`` asks about areas (``changes.areas`` is the
    set); ``changes.deals`` names the deals (empty when the change is not about particular
    deals, or is about all of them); ``changes.command`` the command done, undone or
    redone (``changes.step`` ``"do"``, ``"undo"``, ``"redo"``), from which the views word
    the step in the app's language (:mod:`words.steps`); ``changes.said`` what a step
    that is no command is called (a round closed, an entry that changed nothing).
    A change of the settings or the people is one of every area: every query reads them
    (the format, the conditions, the scoring, who runs the match and so what the laptop
    may show).
    """

    areas: frozenset[Area]
    deals: frozenset[int]
    said: Said | None
    command: Command | None
    step: Step

    def __init__(self, areas: Iterable[Area] = (), deals: Iterable[int] = (),
                 said: Said | None = None, *, command: Command | None = None,
                 step: Step = "do") -> None:
        touched = frozenset(areas)
        named = [area for area in touched if not isinstance(area, Area)]
        if named:  # one spelling per area: models.reads.Area
            raise TypeError(f"areas are models.reads.Area, not {named[0]!r}")
        if step not in ("do", "undo", "redo"):
            raise ValueError(f"unknown step {step!r}: do, undo or redo")
        object.__setattr__(self, "areas", AREAS if touched & _READ_BY_ALL else touched)
        object.__setattr__(self, "deals", frozenset(deals))
        object.__setattr__(self, "said", said)
        object.__setattr__(self, "command", command)
        object.__setattr__(self, "step", step)

    def concerns(self, *areas: Area) -> bool:
        """Whether the change concerns any of these areas."""
        return any(area in self.areas for area in areas)

    def __repr__(self) -> str:
        return (f"Changes({sorted(self.areas)!r}, deals={sorted(self.deals)!r}, "
                f"said={self.said!r}, step={self.step!r})")


#: what every query reads: the people and the settings
_READ_BY_ALL = frozenset({Area.SETUP, Area.SETTINGS})


def applied(store: MatchStore, command: Command) -> Changes:
    """Apply ``command`` through the one door: what its commit touched (the areas and
    deals of the rows it wrote, as the store derives them) is the change."""
    store.apply(_DOOR, command)
    touched = store.touched
    return Changes(touched.areas, touched.deals, command=command)


#: Undo/redo and opening a file: everything may have changed.
EVERYTHING = AREAS

