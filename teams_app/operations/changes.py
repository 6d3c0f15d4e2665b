"""What an operation changed: the value every operation returns to its caller."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from models.registry import Batch, Command, describe_parts

__all__ = ["AREAS", "EVERYTHING", "Changes", "Command", "deals_of", "describe_parts"]

#: Every area a change can concern.
AREAS = frozenset({"setup", "settings", "draws", "results", "annulments", "envelopes",
                   "notebook", "analysis"})


class Changes(frozenset[str]):
    """What an operation changed: a frozenset of area names, plus the deals touched.

    ``"results" in changes`` asks about an area; ``changes.deals`` names the deals
    (empty when the change is not about particular deals, or is about all of them);
    ``changes.description`` is the store's description of the step; ``changes.command``
    the command done, undone or redone (``changes.step`` ``"do"``, ``"undo"``, ``"redo"``),
    from which the views word the step in the app's language (None: only the description).
    """

    deals: frozenset[int]
    description: str
    command: Command | None
    step: str

    def __new__(cls, areas: Iterable[str] = (), deals: Iterable[int] = (),
                description: str = "", *, command: Command | None = None,
                step: str = "do") -> Changes:
        areas = frozenset(areas)
        unknown = areas - AREAS
        if unknown:
            raise ValueError(f"unknown change area(s): {', '.join(sorted(unknown))}")
        obj = super().__new__(cls, areas)
        obj.deals = frozenset(deals)
        obj.description = description
        obj.command = command
        obj.step = step
        return obj

    def concerns(self, *areas: str) -> bool:
        return any(area in self for area in areas)

    def __repr__(self) -> str:
        return (f"Changes({sorted(self)!r}, deals={sorted(self.deals)!r}, "
                f"description={self.description!r})")


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
