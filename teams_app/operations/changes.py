"""What an operation changed: the value every operation returns to its caller."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Literal

from models.reads import AREAS, Area
from models.registry import Batch, Command, describe_parts

__all__ = ["AREAS", "EVERYTHING", "Area", "AreaName", "Changes", "Command", "Step",
           "deals_of", "describe_parts"]


#: An area by its name (what the operations write): the checker knows the eight
#: (:class:`models.reads.Area`, where the areas are declared; a test holds them equal).
AreaName = Literal["setup", "settings", "draws", "results", "annulments", "envelopes",
                   "notebook", "analysis"]
#: How the command of a change was run: done, undone or redone.
Step = Literal["do", "undo", "redo"]


@dataclass(frozen=True, init=False)
class Changes:
    """What an operation changed: the areas of the match, the deals touched.

    ``changes.concerns("results", "draws")`` asks about areas (``changes.areas`` is the
    set); ``changes.deals`` names the deals (empty when the change is not about particular
    deals, or is about all of them); ``changes.description`` is the store's description
    of the step; ``changes.command`` the command done, undone or redone (``changes.step``
    ``"do"``, ``"undo"``, ``"redo"``), from which the views word the step in the app's
    language (None: only the description).
    """

    areas: frozenset[Area]
    deals: frozenset[int]
    description: str
    command: Command | None
    step: Step

    def __init__(self, areas: Iterable[Area | AreaName] = (), deals: Iterable[int] = (),
                 description: str = "", *, command: Command | None = None,
                 step: Step = "do") -> None:
        names = frozenset(str(area) for area in areas)
        unknown = names - {area.value for area in Area}
        if unknown:
            raise ValueError(f"unknown change area(s): {', '.join(sorted(unknown))}")
        if step not in ("do", "undo", "redo"):
            raise ValueError(f"unknown step {step!r}: do, undo or redo")
        object.__setattr__(self, "areas", frozenset(Area(name) for name in names))
        object.__setattr__(self, "deals", frozenset(deals))
        object.__setattr__(self, "description", description)
        object.__setattr__(self, "command", command)
        object.__setattr__(self, "step", step)

    def concerns(self, *areas: Area | AreaName) -> bool:
        """Whether the change concerns any of these areas."""
        return any(area in self.areas for area in areas)

    def __repr__(self) -> str:
        return (f"Changes({sorted(self.areas)!r}, deals={sorted(self.deals)!r}, "
                f"description={self.description!r}, step={self.step!r})")


#: Undo/redo and opening a file: everything may have changed.
EVERYTHING = AREAS


def deals_of(command: Any) -> set[int]:
    """The deals a command (or a batch of them) concerns."""
    if isinstance(command, Batch):
        return set().union(*(deals_of(c) for c in command.commands))
    deal = getattr(command, "deal", None)
    if isinstance(deal, int):
        return {deal}
    key = getattr(command, "key", None)
    number = getattr(key, "deal", None)
    return {number} if isinstance(number, int) else set()
