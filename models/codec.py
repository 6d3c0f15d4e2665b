"""One converter between the core's frozen dataclasses and plain data (what JSON holds):
the audit log's commands, the values they carry (results, annulments, settings), the
phones' waiting results.  Derived from the fields and their types, so a command declares
only its fields; a new field is written and read with no more code.

The rules, for a field of type:

- ``int``, ``str``, ``bool``, ``None``, ``Any`` and ``dict``: as they are (a dict or
  ``Any`` copied deeply);
- a tuple: a list;
- a card, a score card, honours, a contract: their text (``"SA"``, ``"60/-"``,
  ``"NS100"``, ``"4SX"``); a direction its letter;
- any other enum: its value (read back with the enum's ``parse`` where it has one);
- :class:`~models.match.DealKey`, :class:`~models.match.Seat` and
  :class:`~models.match.TeamInfo`: their fields in the dict that holds them (``"deal"``,
  ``"attempt"`` beside the command's own), as the files have always had them;
- another dataclass: a dict of its fields; a command (in a batch): a dict with its
  ``kind``.

A field is written under its name, or the name its metadata gives (``data_name``).  A
class may read files from before one of its fields with ``from_old(data) -> data``.  A
missing field takes its default; a field without a default must be there.  Anything
malformed is an :class:`~models.errors.InputError` from :func:`command_from_data`.
"""

from __future__ import annotations

import copy
import dataclasses
import importlib
import sys
import types
import typing
from enum import Enum
from typing import Any, Final, TypeVar, cast

from models.errors import InputError, MatchCoreError, MatchError
from models.match import DealKey, Seat, TeamInfo
from models.registry import PROVIDERS, Command, command_class
from models.scorecards import ScoreCard
from models.scoring import Honours
from models.vocabulary import Card, Contract, Direction, format_contract

__all__ = ["LEFT_OUT", "command_data", "command_from_data", "data_of", "read",
           "read_checked"]

T = TypeVar("T")

#: the metadata key of a field written under another name (``Settings.format_name``)
DATA_NAME: Final = "data_name"

#: values written as their text, and read back from it
_TEXTS: Final[dict[type, Any]] = {
    ScoreCard: ScoreCard.parse,
    Card: Card.parse,
    Honours: Honours.parse,
    Contract: Contract.parse,
}

#: values whose "nothing" has a text too (a passed-out deal's contract: ``"PASS"``)
_NONE_TEXTS: Final[dict[type, str]] = {Contract: format_contract(None)}

#: the metadata key of a field added after the first files, left out while it has its
#: default (what files held before it is written as it was)
LEFT_OUT: Final = "left_out_at_default"

#: dataclasses whose fields stand in the dict of the command that holds them
_FLAT: Final = (DealKey, Seat, TeamInfo)

_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    hints = _HINTS.get(cls)
    if hints is None:
        module = sys.modules[cls.__module__]
        hints = typing.get_type_hints(cls, vars(module))
        _HINTS[cls] = hints
    return hints


def _fields(cls: type) -> list[tuple[dataclasses.Field[Any], Any, str]]:
    """A dataclass's fields, each with its type and the name it is written under."""
    hints = _hints(cls)
    return [(f, hints[f.name], f.metadata.get(DATA_NAME, f.name))
            for f in dataclasses.fields(cls) if f.init]


# -- writing --------------------------------------------------------------------------


def command_data(command: Command) -> dict[str, Any]:
    """A command as the audit log keeps it: ``{"kind": …, field: value, …}``."""
    data: dict[str, Any] = {"kind": command.kind}
    data.update(_fields_data(command))
    return data


def data_of(value: Any) -> Any:
    """A value as plain data (a dataclass as the dict of its fields)."""
    if isinstance(value, Direction):
        return value.name
    if isinstance(value, Enum):
        return value.value
    if value is None or isinstance(value, bool | int | str | float):
        return value
    if getattr(value, "hidden", False) is True:
        raise MatchError("a result kept out of sight is not written anywhere",
                         "result_hidden")
    kind = getattr(type(value), "kind", None)
    if isinstance(kind, str) and dataclasses.is_dataclass(value):
        return command_data(cast(Command, value))
    if type(value) in _TEXTS:
        return str(value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return _fields_data(value)
    if isinstance(value, tuple | list):
        return [data_of(item) for item in value]
    if isinstance(value, dict):
        return copy.deepcopy(value)
    raise TypeError(f"{type(value).__name__} is not written as data")


def _fields_data(value: Any) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for f, hint, name in _fields(type(value)):
        item = getattr(value, f.name)
        if isinstance(item, _FLAT):
            data.update(_fields_data(item))
        elif f.metadata.get(LEFT_OUT) and item == f.default:
            continue
        elif item is None and _none_text(hint) is not None:
            data[name] = _none_text(hint)
        else:
            data[name] = data_of(item)
    return data


def _none_text(hint: Any) -> str | None:
    for option in typing.get_args(hint):
        if option in _NONE_TEXTS:
            return _NONE_TEXTS[option]
    return None


# -- reading --------------------------------------------------------------------------


def command_from_data(data: Any) -> Command:
    """The command :func:`command_data` gave; :class:`InputError` for anything malformed."""
    for module in PROVIDERS:
        importlib.import_module(module)
    if not isinstance(data, dict):
        raise InputError(f"a command is a JSON object, not {type(data).__name__}")
    try:
        cls = command_class(data["kind"])
    except (KeyError, TypeError):
        raise InputError(f"unknown command {data.get('kind')!r}") from None
    try:
        return cast(Command, read(cls, data))
    except MatchCoreError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise InputError(f"command {data['kind']!r}: malformed data ({exc!r})") from None


def read_checked(cls: type[T], data: Any, what: str) -> T:
    """:func:`read`, anything malformed an :class:`InputError` naming ``what``."""
    try:
        return read(cls, data)
    except MatchCoreError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise InputError(f"{what}: {exc}") from None


def read(cls: type[T], data: Any) -> T:
    """A dataclass from the dict :func:`data_of` made of it (or an older file's)."""
    from_old = getattr(cls, "from_old", None)
    if from_old is not None:
        data = from_old(data)
    if not isinstance(data, dict):
        raise TypeError(f"{cls.__name__} is a JSON object, not {type(data).__name__}")
    values: dict[str, Any] = {}
    for f, hint, name in _fields(cls):
        if isinstance(hint, type) and issubclass(hint, _FLAT):
            values[f.name] = read(hint, data)
        elif name in data:
            values[f.name] = _read_value(hint, data[name])
        elif (f.default is dataclasses.MISSING
              and f.default_factory is dataclasses.MISSING):
            raise KeyError(name)
    return cls(**values)


def _read_value(hint: Any, value: Any) -> Any:
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        options = [a for a in typing.get_args(hint) if a is not type(None)]
        if value is None:
            return None
        if len(options) == 1:
            return _read_value(options[0], value)
        for option in options:  # Said | None and the like: the first that reads it
            try:
                return _read_value(option, value)
            except (KeyError, TypeError, ValueError):
                continue
        raise TypeError(f"{value!r} is none of {hint}")
    if hint is Any or origin is dict or hint is dict:
        return copy.deepcopy(value)
    if origin is tuple:
        item = typing.get_args(hint)[0]
        if not isinstance(value, list | tuple):
            raise TypeError(f"a list, not {value!r}")
        return tuple(_read_value(item, v) for v in value)
    if hint is Command:
        return command_from_data(value)
    if hint is bool:
        if not isinstance(value, bool):
            raise TypeError(f"true or false, not {value!r}")
        return value
    if hint is int:
        if isinstance(value, bool):
            raise TypeError(f"a number, not {value!r}")
        return int(value)
    if hint is str:
        if not isinstance(value, str):
            raise TypeError(f"a text, not {value!r}")
        return value
    if hint in _TEXTS:
        if isinstance(value, bool) or not isinstance(value, str | int):
            raise TypeError(f"a text, not {value!r}")
        return _TEXTS[hint](str(value))
    if isinstance(hint, type) and issubclass(hint, Direction):
        return Direction.parse(str(value))
    if isinstance(hint, type) and issubclass(hint, Enum):
        parse = getattr(hint, "parse", None)
        return parse(value) if parse is not None else hint(value)
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return read(hint, value)
    raise TypeError(f"{hint} is not read from data")

