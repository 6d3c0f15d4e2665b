"""``models.records.record`` behaves as ``@dataclass(frozen=True)`` (``order=True``).

Two ways: a set of classes covering every field option, each made both ways and compared;
and every record of the core, compared on the instances a played match holds (its state,
balances, deal rows, envelopes and hints) with a standard dataclass twin made from the same
fields.
"""

from __future__ import annotations

import copy
import dataclasses
import importlib
import inspect
import pickle
import pkgutil
from dataclasses import FrozenInstanceError, field
from typing import Any

import pytest

import models
from models.records import record


def both(body: dict[str, Any], *, order: bool = False) -> tuple[type, type]:
    """The same class body made by the standard dataclass and by ``record``."""
    made = []
    for maker in (dataclasses.dataclass(frozen=True, order=order), record(order=order)):
        namespace = {key: (copy.copy(value) if isinstance(value, dataclasses.Field) else value)
                     for key, value in body.items()}
        made.append(maker(type("Sample", (), namespace)))
    return made[0], made[1]


OPTIONS: dict[str, Any] = {
    "__annotations__": {"a": "int", "b": "str", "c": "list[int]", "d": "int",
                        "e": "dict[str, int]", "f": "str", "g": "int"},
    "b": "x",
    "c": field(default_factory=list),
    "d": field(default=4, compare=False),
    "e": field(default_factory=dict, compare=False, hash=False),
    "f": field(default="hidden", repr=False),
    "g": field(default=7, init=False),
}


def signature(cls: type) -> list[tuple[str, Any, Any]]:
    return [(p.name, p.kind, p.default) for p in
            list(inspect.signature(cls.__init__).parameters.values())[1:]]


def test_init_takes_the_same_parameters_with_the_same_defaults() -> None:
    standard, ours = both(OPTIONS)
    theirs = signature(standard)
    mine = signature(ours)
    assert [(n, k) for n, k, _ in mine] == [(n, k) for n, k, _ in theirs]
    assert [d for _, _, d in mine][:2] == [inspect.Parameter.empty, "x"]
    assert mine[3][2] == theirs[3][2] == 4
    # a default factory: a fresh object for each instance, the given one otherwise
    first, second = ours(1), ours(2)
    assert first.c == [] and first.c is not second.c and first.e == {}
    given = [5]
    assert ours(1, c=given).c is given
    assert ours(1).g == standard(1).g == 7
    with pytest.raises(TypeError):
        ours()
    with pytest.raises(TypeError):
        ours(1, g=3)  # not an init field


def test_repr_eq_hash_follow_the_field_options() -> None:
    standard, ours = both(OPTIONS)
    for args in ((1,), (1, "y", [2], 9, {"k": 1})):
        assert repr(ours(*args)) == repr(standard(*args))
    assert "hidden" not in repr(ours(1))
    # compare=False fields do not count; hash follows eq
    assert ours(1, "x", [1], 4) == ours(1, "x", [1], 99)
    assert ours(1, "x", [1], 4, {"a": 1}) == ours(1, "x", [1], 4, {})
    assert ours(1) != ours(2)
    assert ours(1) != standard(1)  # another class: never equal
    assert ours(1).__eq__(1) is NotImplemented
    _, hashable = both({"__annotations__": {"a": "int", "b": "tuple[int, ...]"}, "b": ()})
    assert hash(hashable(1, (2,))) == hash(hashable(1, (2,)))
    assert len({hashable(1), hashable(1), hashable(2)}) == 2
    nan = float("nan")
    _, one = both({"__annotations__": {"a": "float"}})
    thing = one(nan)
    assert thing == thing  # the tuples compare by identity first, as the dataclass's do
    assert one(nan) != one(float("nan"))


def test_order_compares_the_field_tuples() -> None:
    body = {"__annotations__": {"a": "int", "b": "str"}, "b": ""}
    standard, ours = both(body, order=True)
    pairs = [((1, "a"), (1, "b")), ((2, ""), (1, "z")), ((1, "a"), (1, "a"))]
    for left, right in pairs:
        for op in ("__lt__", "__le__", "__gt__", "__ge__", "__eq__"):
            assert (getattr(ours(*left), op)(ours(*right))
                    == getattr(standard(*left), op)(standard(*right)))
    assert sorted([ours(2), ours(1, "b"), ours(1, "a")]) == [ours(1, "a"), ours(1, "b"),
                                                            ours(2)]
    with pytest.raises(TypeError):
        _ = ours(1) < standard(1)
    with pytest.raises(TypeError, match="total_ordering"):
        record(order=True)(type("Own", (), {"__annotations__": {"a": "int"},
                                            "__lt__": lambda self, other: True}))


def test_frozen_replace_fields_copy_pickle() -> None:
    thing = Point(1, 2)
    with pytest.raises(FrozenInstanceError):
        thing.x = 3  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        del thing.x  # type: ignore[misc]
    assert dataclasses.is_dataclass(thing)
    assert [f.name for f in dataclasses.fields(thing)] == ["x", "y"]
    assert dataclasses.replace(thing, y=5) == Point(1, 5)
    assert dataclasses.asdict(thing) == {"x": 1, "y": 2}
    assert copy.copy(thing) == thing and copy.deepcopy(thing) == thing
    assert pickle.loads(pickle.dumps(thing)) == thing
    assert Point.__init__.__qualname__ == "Point.__init__"
    assert Point.__match_args__ == ("x", "y")
    match thing:
        case Point(1, y):
            assert y == 2
        case _:
            pytest.fail("no match")


@record
class Point:
    """A point."""

    x: int
    y: int = 0


@record
class Checked:
    value: int
    seen: list[int] = field(default_factory=list, compare=False)

    def __post_init__(self) -> None:
        if self.value < 0:
            raise ValueError("negative")
        self.seen.append(self.value)


@record
class Node:
    name: str
    children: list[Node] = field(default_factory=list)


def test_post_init_runs_and_may_refuse() -> None:
    assert Checked(3).seen == [3]
    with pytest.raises(ValueError, match="negative"):
        Checked(-1)
    assert Checked.__doc__ == "Checked(value, seen)"


def test_own_methods_are_kept_and_recursion_is_shown() -> None:
    kept = record(type("Kept", (), {"__annotations__": {"a": "int"},
                                    "__repr__": lambda self: "mine",
                                    "__hash__": lambda self: 42}))
    assert repr(kept(1)) == "mine" and hash(kept(1)) == 42
    loop = Node("a")
    loop.children.append(loop)
    assert repr(loop) == "Node(name='a', children=[...])"


def test_refused_field_kinds() -> None:
    with pytest.raises(TypeError, match="InitVar"):
        record(type("WithInitVar", (), {"__annotations__": {"a": dataclasses.InitVar[int]}}))
    with pytest.raises(TypeError, match="keyword-only"):
        record(type("KwOnly", (), {"__annotations__": {"a": "int"},
                                   "a": field(kw_only=True)}))


# -- every record of the core, on a played match --------------------------------------------


def core_records() -> list[type]:
    found = []
    for info in pkgutil.iter_modules(models.__path__):
        module = importlib.import_module(f"models.{info.name}")
        for value in vars(module).values():
            if (isinstance(value, type) and value.__module__ == module.__name__
                    and dataclasses.is_dataclass(value)):
                found.append(value)
    return found


def is_record(cls: type) -> bool:
    return "__setter" in getattr(cls.__init__, "__globals__", {})


def test_every_frozen_core_dataclass_is_a_record() -> None:
    records = 0
    for cls in core_records():
        if not is_record(cls):
            # a mutable dataclass (the match state) stays a standard one
            assert not cls.__dataclass_params__.frozen, cls  # type: ignore[attr-defined]
            continue
        records += 1
        for name in ("__eq__", "__hash__", "__repr__"):
            assert getattr(cls, name).__module__ == cls.__module__, (cls, name)
        assert cls.__setattr__.__code__.co_filename.endswith("records.py"), cls
    assert records > 40


def twin(cls: type) -> type:
    """A standard frozen dataclass with the same fields (no __post_init__)."""
    namespace: dict[str, Any] = {"__annotations__": {}, "__qualname__": cls.__qualname__}
    for f in dataclasses.fields(cls):
        namespace["__annotations__"][f.name] = f.type
        namespace[f.name] = field(default=f.default, default_factory=f.default_factory,
                                  init=f.init, repr=f.repr, hash=f.hash, compare=f.compare)
    order = "__lt__" in cls.__dict__
    return dataclasses.dataclass(frozen=True, order=order)(
        type(cls.__name__, (), namespace))


def collect(value: Any, found: dict[type, list[Any]], seen: set[int]) -> None:
    if id(value) in seen or isinstance(value, (str, int, float, bytes, type(None))):
        return
    seen.add(id(value))
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        found.setdefault(type(value), []).append(value)
        for f in dataclasses.fields(value):
            collect(getattr(value, f.name), found, seen)
    elif isinstance(value, dict):
        for key, item in value.items():
            collect(key, found, seen)
            collect(item, found, seen)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for item in value:
            collect(item, found, seen)
    elif hasattr(value, "__dict__") and type(value).__module__.startswith("models"):
        for item in vars(value).values():
            collect(item, found, seen)


def hashed(value: Any) -> Any:
    try:
        return hash(value)
    except TypeError:
        return TypeError


def test_core_records_match_standard_dataclasses_on_a_played_match(tmp_path) -> None:
    from models import envelopes, hints
    from models.balances import compute_balances
    from models.deal_rows import deal_rows
    from teams_app.gui.demo import create_demo
    from teams_app.store import MatchStore

    store = MatchStore.open(create_demo(tmp_path))
    try:
        match = store.match
        found: dict[type, list[Any]] = {}
        seen: set[int] = set()
        roots: list[Any] = [match, compute_balances(match), deal_rows(match)]
        for round_ in range(1, match.format.rounds + 1):
            roots.append(envelopes.overview(match, round_))
            for table in (1, 2):
                roots.append(hints.table_hints(match, round_, table))
                roots.append(envelopes.next_actions(match, table, round_))
        for root in roots:
            collect(root, found, seen)
    finally:
        store.close()
    assert len(found) >= 15
    for cls, values in found.items():
        if not is_record(cls):
            continue  # the mutable match state: a standard dataclass
        standard = twin(cls)
        sample = values[:40]
        twins = [standard(**{f.name: getattr(v, f.name) for f in dataclasses.fields(v)
                             if f.init}) for v in sample]
        for value, other in zip(sample, twins, strict=True):
            assert repr(value) == repr(other)
        for i, (left, left_twin) in enumerate(zip(sample, twins, strict=True)):
            for right, right_twin in list(zip(sample, twins, strict=True))[i:i + 5]:
                assert (left == right) == (left_twin == right_twin)
                if left == right:  # equal: equal hashes, or unhashable as the twin is
                    assert hashed(left) == hashed(right)
                    assert (hashed(left) is TypeError) == (hashed(left_twin) is TypeError)
                if "__lt__" in cls.__dict__:
                    assert (left < right) == (left_twin < right_twin)
                    assert (left >= right) == (left_twin >= right_twin)
