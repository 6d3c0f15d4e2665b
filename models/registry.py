"""What every command is, a batch of them, and the registry that makes commands again from
their dicts.

Apart from :mod:`models.commands` so that the modules a match is shown with (the store,
the envelopes, the operations layer) need not load the command classes: the first
command read back from a dict (the audit log's Undo, a change) loads the modules that
register them.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Final, Protocol

from models.errors import MatchCoreError

if TYPE_CHECKING:
    from models.match import Match

#: the modules of the core that register commands (imported before a command is read)
PROVIDERS: Final = ("models.commands", "models.setup_commands", "models.envelopes",
                    "models.switches")


class Command(Protocol):
    """A change of the match: its ``kind`` (what the audit log stores), its fields (the
    rest of what it stores, :mod:`models.codec`), and ``apply``, which changes the match
    and returns the command that undoes it."""

    kind: ClassVar[str]

    def apply(self, match: Match) -> Command: ...


@dataclass(frozen=True, slots=True)
class Said:
    """What a step is called, as data: a catalog entry and its values
    (``Said("step.import", {"file": "full-match.csv", "count": 72})``), worded in the
    app's language where it is shown (:mod:`words.steps`).  A batch's label, the audit
    log's row without a command, an operation's step that is no command."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)

    def __hash__(self) -> int:
        return hash((self.key, tuple(sorted(self.params.items()))))

    @staticmethod
    def from_old(data: Any) -> Any:
        """A label of a file from before labels were data is its English text: kept as
        the value of an entry without a key, shown as it stands."""
        if isinstance(data, str):
            return {"key": "", "params": {"text": data}}
        return data


_REGISTRY: dict[str, type] = {}


def registered(cls: Any) -> Any:
    """Class decorator: a command class the audit log's commands are read back as (by
    its ``kind``, :func:`models.codec.command_from_data`)."""
    _REGISTRY[cls.kind] = cls
    return cls


def command_class(kind: str) -> type:
    """The class of a kind of command (KeyError: none); its providers loaded."""
    for module in PROVIDERS:
        importlib.import_module(module)
    return _REGISTRY[kind]


def registered_kinds() -> frozenset[str]:
    """Every kind of command the registry reads back (its providers loaded)."""
    for module in PROVIDERS:
        importlib.import_module(module)
    return frozenset(_REGISTRY)


@dataclass(frozen=True, slots=True)
class Batch:
    """Several commands as one step: all apply, or none does."""

    kind: ClassVar[str] = "batch"
    commands: tuple[Command, ...]
    #: what the batch is called, when it is more than its commands (an import, a seed)
    label: Said | None = None

    def apply(self, match: Match) -> Command:
        inverses: list[Command] = []
        try:
            for command in self.commands:
                inverses.append(command.apply(match))
        except MatchCoreError:
            for inverse in reversed(inverses):
                inverse.apply(match)
            raise
        return Batch(tuple(reversed(inverses)), self.label)


registered(Batch)
