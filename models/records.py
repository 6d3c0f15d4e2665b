"""Frozen records: ``@dataclass(frozen=True)`` with its methods made at a fifth of the cost.

Python 3.11's :func:`dataclasses.dataclass` compiles every method it adds (``__init__``,
``__repr__``, ``__eq__``, ``__hash__``, ``__setattr__``, ``__delattr__``, four more with
``order=True``) from source text, one ``exec()`` each: some 0.55 ms a class, 25 ms of the
app's start for the core's 41 classes (``bench/bench_gui_start.py``).  :func:`record` lets
the standard library collect the fields, so :func:`dataclasses.fields`,
:func:`dataclasses.replace`, :func:`dataclasses.asdict` and
:func:`dataclasses.is_dataclass` work as for any dataclass, and adds the methods itself:
``__init__`` compiled once (the dataclass's parameters, defaults, default factories and
``__post_init__``), the others closures over the field names.  They behave as those of
``@dataclass(frozen=True)`` (``order=True``): ``tests/test_records.py`` compares the two
on every record of the core.

Not supported (refused when the class is made): ``InitVar``, ``KW_ONLY`` and
``field(kw_only=True)`` fields, a record derived from a frozen standard dataclass.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import MISSING, Field, FrozenInstanceError
from operator import attrgetter
from reprlib import recursive_repr
from typing import Any, TypeVar, cast, dataclass_transform, overload

_C = TypeVar("_C", bound=type)


class _Factory:
    """The default of a parameter whose field has a default factory."""

    def __repr__(self) -> str:
        return "<factory>"


_FACTORY = _Factory()


@overload
def record(cls: _C, /) -> _C: ...


@overload
def record(*, order: bool = False) -> Callable[[_C], _C]: ...


@dataclass_transform(frozen_default=True, field_specifiers=(dataclasses.field, Field))
def record(cls: _C | None = None, /, *, order: bool = False) -> _C | Callable[[_C], _C]:
    """Make ``cls`` a frozen dataclass (``order``: with ``<``, ``<=``, ``>``, ``>=``)."""

    def wrap(cls: _C) -> _C:
        return _make(cls, order)

    return wrap if cls is None else wrap(cls)


def _make(cls: _C, order: bool) -> _C:
    hash_given = cls.__dict__.get("__hash__", MISSING)
    explicit_hash = not (hash_given is MISSING
                         or (hash_given is None and "__eq__" in cls.__dict__))
    undocumented = not cls.__doc__
    if undocumented:  # the dataclass would write one from inspect.signature (slow)
        cls.__doc__ = cls.__name__
    made: Any = dataclasses.dataclass(init=False, repr=False, eq=False)(cls)
    fields = dataclasses.fields(made)
    # an InitVar is a pseudo-field: in __dataclass_fields__, not in fields(); its kind is
    # only named privately (the same constant since Python 3.8)
    initvar = vars(dataclasses)["_FIELD_INITVAR"]
    if any(getattr(f, "_field_type", None) is initvar
           for f in made.__dataclass_fields__.values()):
        raise TypeError(f"{cls.__name__}: a record takes no InitVar fields")
    if any(f.kw_only is True for f in fields):
        raise TypeError(f"{cls.__name__}: a record takes no keyword-only fields")
    names = tuple(f.name for f in fields)
    if undocumented:
        made.__doc__ = f"{cls.__name__}({', '.join(f.name for f in fields if f.init)})"
    _add(made, "__init__", _init(made, fields))
    _add(made, "__repr__", _repr(tuple(f.name for f in fields if f.repr)))
    values = _values(tuple(f.name for f in fields if f.compare))
    _add(made, "__eq__", _compare(values, "__eq__"))
    if order:
        for name in ("__lt__", "__le__", "__gt__", "__ge__"):
            if not _add(made, name, _compare(values, name)):
                raise TypeError(f"Cannot overwrite attribute {name} in class {cls.__name__}. "
                                "Consider using functools.total_ordering")
    for method in _frozen(made, names):
        if not _add(made, method.__name__, method):
            raise TypeError(f"Cannot overwrite attribute {method.__name__} "
                            f"in class {cls.__name__}")
    if not explicit_hash:
        hash_method = _hash(_values(tuple(f.name for f in fields
                                          if (f.compare if f.hash is None else f.hash))))
        hash_method.__qualname__ = f"{cls.__qualname__}.__hash__"
        hash_method.__module__ = cls.__module__
        made.__hash__ = hash_method
    return cast(_C, made)


def _add(cls: type, name: str, method: Callable[..., Any]) -> bool:
    """Set a method the class does not define itself (False: it does; left alone)."""
    if name in cls.__dict__:
        return False
    method.__qualname__ = f"{cls.__qualname__}.{method.__name__}"
    method.__module__ = cls.__module__
    setattr(cls, name, method)
    return True


def _init(cls: type, fields: tuple[Field[Any], ...]) -> Callable[..., None]:
    """``__init__`` as the dataclass writes it: one compiled function."""
    this = "__record_self__" if "self" in {f.name for f in fields} else "self"
    scope: dict[str, Any] = {"__setter": object.__setattr__, "__factory": _FACTORY}
    parameters = [this]
    lines = []
    for f in fields:
        value = f.name
        if f.init:
            if f.default is not MISSING:
                scope[f"__default_{f.name}"] = f.default
                parameters.append(f"{f.name}=__default_{f.name}")
            elif f.default_factory is not MISSING:
                scope[f"__make_{f.name}"] = f.default_factory
                parameters.append(f"{f.name}=__factory")
                value = f"__make_{f.name}() if {f.name} is __factory else {f.name}"
            else:
                parameters.append(f.name)
        elif f.default_factory is not MISSING:
            scope[f"__make_{f.name}"] = f.default_factory
            value = f"__make_{f.name}()"
        else:
            continue  # the class attribute holds the default
        lines.append(f" __setter({this}, {f.name!r}, {value})")
    if hasattr(cls, "__post_init__"):
        lines.append(f" {this}.__post_init__()")
    source = f"def __init__({', '.join(parameters)}):\n" + ("\n".join(lines) or " pass")
    exec(source, scope)  # noqa: S102 (our own text, built from the field names)
    init: Callable[..., None] = scope["__init__"]
    init.__annotations__ = {f.name: f.type for f in fields if f.init} | {"return": None}
    return init


def _values(names: tuple[str, ...]) -> Callable[[Any], tuple[Any, ...]]:
    """The tuple of the named attributes (the tuple the dataclass compares and hashes)."""
    if not names:
        return lambda obj: ()
    if len(names) == 1:
        one = attrgetter(names[0])
        return lambda obj: (one(obj),)
    many: Callable[[Any], tuple[Any, ...]] = attrgetter(*names)
    return many


def _repr(names: tuple[str, ...]) -> Callable[[Any], str]:
    @recursive_repr()
    def __repr__(self: Any) -> str:  # noqa: N807
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in names)
        return f"{self.__class__.__qualname__}({shown})"

    return __repr__


def _compare(values: Callable[[Any], tuple[Any, ...]], name: str) -> Callable[[Any, Any], Any]:
    if name == "__eq__":
        def __eq__(self: Any, other: Any) -> Any:  # noqa: N807
            if other.__class__ is self.__class__:
                return values(self) == values(other)
            return NotImplemented

        return __eq__
    if name == "__lt__":
        def __lt__(self: Any, other: Any) -> Any:  # noqa: N807
            if other.__class__ is self.__class__:
                return values(self) < values(other)
            return NotImplemented

        return __lt__
    if name == "__le__":
        def __le__(self: Any, other: Any) -> Any:  # noqa: N807
            if other.__class__ is self.__class__:
                return values(self) <= values(other)
            return NotImplemented

        return __le__
    if name == "__gt__":
        def __gt__(self: Any, other: Any) -> Any:  # noqa: N807
            if other.__class__ is self.__class__:
                return values(self) > values(other)
            return NotImplemented

        return __gt__

    def __ge__(self: Any, other: Any) -> Any:  # noqa: N807
        if other.__class__ is self.__class__:
            return values(self) >= values(other)
        return NotImplemented

    return __ge__


def _hash(values: Callable[[Any], tuple[Any, ...]]) -> Callable[[Any], int]:
    def __hash__(self: Any) -> int:  # noqa: N807
        return hash(values(self))

    return __hash__


def _frozen(cls: type, names: tuple[str, ...]) -> tuple[Callable[..., None], ...]:
    fields = frozenset(names)
    base: Any = cls  # super()'s first argument, typed loosely for mypy

    def __setattr__(self: Any, name: str, value: Any) -> None:  # noqa: N807
        if type(self) is cls or name in fields:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(base, self).__setattr__(name, value)

    def __delattr__(self: Any, name: str) -> None:  # noqa: N807
        if type(self) is cls or name in fields:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(base, self).__delattr__(name)

    return __setattr__, __delattr__
