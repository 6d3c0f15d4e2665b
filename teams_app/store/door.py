"""The one door, by structure: the store's writers ask for a :class:`Door`.

``MatchStore.apply``, ``undo``, ``redo`` and :func:`~teams_app.store.restore_backup`
take a door as their first argument, typed (the checker refuses anything else) and
checked (a door not issued here is refused before anything is read or written).  One
door is ever issued, at the import of :mod:`teams_app.operations`, which keeps it in a
module-private name: the operations are the one door through which a match changes,
and a caller elsewhere (a view, the command line, the server, a tool, a benchmark, a
test's helper) cannot write to a store by accident.  ``tests/test_one_door.py`` holds
it.
"""

from __future__ import annotations

from typing import Final, final

__all__ = ["Door", "WrongDoor", "check", "issue"]


class WrongDoor(TypeError):
    """A store's writer was called without the door the operations hold."""


@final
class Door:
    """Proof that the caller is the operations layer (no public constructor)."""

    __slots__ = ()

    def __init__(self) -> None:
        raise WrongDoor("a store's door is not made by hand: change the match through "
                        "teams_app.operations (the one door)")

    def __repr__(self) -> str:
        return "<the one door>"


#: the identity of the one door issued (the door itself is held by the operations only)
_issued: list[int] = []
_WHO: Final = "teams_app.operations"


def issue() -> Door:
    """The one door; a second call is refused (the operations took it at their import)."""
    if _issued:
        raise RuntimeError(f"the store's door was issued already (to {_WHO})")
    door: Door = object.__new__(Door)
    _issued.append(id(door))
    return door


def check(door: object) -> None:
    """Refuse a writer's call that does not come with the door issued to the operations."""
    if not isinstance(door, Door) or not _issued or id(door) != _issued[0]:
        raise WrongDoor(f"only {_WHO} writes to a match store (the one door): call an "
                        f"operation, not the store ({door!r} is not its door)")
