"""The core's value types are standard frozen dataclasses (``@dataclass(frozen=True,
slots=True)``, no hand-made machinery), and every one a played match holds copies,
pickles, compares and hashes as a value."""

from __future__ import annotations

import copy
import dataclasses
import importlib
import pickle
import pkgutil
from typing import Any

import pytest

import models


def core_dataclasses() -> list[type]:
    found = []
    for info in pkgutil.iter_modules(models.__path__):
        module = importlib.import_module(f"models.{info.name}")
        for value in vars(module).values():
            if (isinstance(value, type) and value.__module__ == module.__name__
                    and dataclasses.is_dataclass(value)):
                found.append(value)
    return found


def test_every_frozen_core_dataclass_is_a_standard_one_with_slots() -> None:
    frozen = 0
    for cls in core_dataclasses():
        params = cls.__dataclass_params__  # type: ignore[attr-defined]
        if not params.frozen:
            continue  # the mutable match state
        frozen += 1
        assert "__slots__" in cls.__dict__, cls
        # the methods are the standard library's, compiled for this class (not closures
        # made by a module of ours)
        for name in ("__init__", "__eq__", "__setattr__", "__delattr__"):
            assert getattr(cls, name).__code__.co_filename.startswith("<"), (cls, name)
    assert frozen > 40


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


def test_the_values_of_a_played_match_copy_pickle_and_hash(tmp_path) -> None:
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
    frozen = [cls for cls in found if cls.__dataclass_params__.frozen]  # type: ignore[attr-defined]
    assert len(frozen) >= 15
    for cls in frozen:
        for value in found[cls][:40]:
            for again in (copy.copy(value), copy.deepcopy(value),
                          pickle.loads(pickle.dumps(value))):
                assert type(again) is cls and again == value and repr(again) == repr(value)
                try:
                    assert hash(again) == hash(value)
                except TypeError:  # a value holding a list or dict: unhashable both ways
                    with pytest.raises(TypeError):
                        hash(value)
            with pytest.raises(dataclasses.FrozenInstanceError):
                setattr(value, dataclasses.fields(value)[0].name, None)
    # the match state itself (mutable, holding the values) deep-copies equal
    assert copy.deepcopy(match) == match
