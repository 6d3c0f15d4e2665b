"""What every command is, a batch of them, and the registry that makes commands again from
their dicts.

Apart from :mod:`models.commands` so that the modules a match is shown with (the store,
the envelopes, the operations layer) need not load the command classes: the first
command read back from a dict (the audit log's Undo, a change) loads the modules that
register them.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Final, Protocol

from models.errors import InputError, MatchCoreError

if TYPE_CHECKING:
    from models.match import Match

#: the modules of the core that register commands (imported before a command is read)
PROVIDERS: Final = ("models.commands", "models.setup_commands", "models.envelopes",
                    "models.switches")


class Command(Protocol):
    kind: ClassVar[str]

    def apply(self, match: Match) -> Command: ...

    def to_dict(self) -> dict[str, Any]: ...

    def describe(self) -> str: ...


def describe_parts(command: Command) -> tuple[str, dict[str, Any]]:
    """What a command does as data, for wording it in another language: a kind and its
    values (``("result", {"deal": DealKey, "table": 1, "result": TableResult})``).
    ``("", {})`` for a command that has only its English :meth:`~Command.describe`."""
    parts = getattr(command, "describe_parts", None)
    if parts is None:
        return "", {}
    kind, params = parts()
    return str(kind), dict(params)


_REGISTRY: dict[str, Callable[[dict[str, Any]], Command]] = {}


def register_command(kind: str, factory: Callable[[dict[str, Any]], Command]) -> None:
    """Let a module of the core (the commands, the envelopes) add a kind of command."""
    _REGISTRY[kind] = factory


def registered(cls: Any) -> Any:
    """Class decorator: :func:`register_command` for a command class (its ``kind``, its
    ``from_dict``)."""
    register_command(cls.kind, cls.from_dict)
    return cls


def registered_kinds() -> frozenset[str]:
    """Every kind of command the registry reads back (its providers loaded)."""
    for module in PROVIDERS:
        importlib.import_module(module)
    return frozenset(_REGISTRY)


def command_from_dict(data: dict[str, Any]) -> Command:
    """The command a ``to_dict`` gave; :class:`InputError` for anything malformed."""
    for module in PROVIDERS:
        importlib.import_module(module)
    if not isinstance(data, dict):
        raise InputError(f"a command is a JSON object, not {type(data).__name__}")
    try:
        factory = _REGISTRY[data["kind"]]
    except (KeyError, TypeError):
        raise InputError(f"unknown command {data.get('kind')!r}") from None
    try:
        return factory(data)
    except MatchCoreError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise InputError(f"command {data['kind']!r}: malformed data ({exc!r})") from None


@dataclass(frozen=True, slots=True)
class Batch:
    """Several commands as one step: all apply, or none does."""

    kind: ClassVar[str] = "batch"
    commands: tuple[Command, ...]
    label: str = field(default="")

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

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "label": self.label,
                "commands": [c.to_dict() for c in self.commands]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Batch:
        return cls(tuple(command_from_dict(c) for c in data["commands"]),
                   data.get("label", ""))

    def describe(self) -> str:
        return self.label or "; ".join(c.describe() for c in self.commands)

    def describe_parts(self) -> tuple[str, dict[str, Any]]:
        """``("batch", {"parts": [(kind, params), …]})``, the first part the main one."""
        return "batch", {"parts": [describe_parts(c) for c in self.commands]}


register_command(Batch.kind, Batch.from_dict)
