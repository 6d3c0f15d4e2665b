"""One door: only the operations layer (and the store itself) applies, undoes or redoes
changes on a match store; the views build no core commands.

An AST walk over the program's packages: a call ``<something>.apply(...)``,
``.undo(...)`` or ``.redo(...)`` whose receiver is a store (a name or attribute spelled
``store``, ``*_store``, ``store.*``) outside ``teams_app/operations/`` and
``teams_app/store/`` fails, as does any import of :mod:`models.commands` in
``teams_app/gui/``.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("teams_app", "printing", "models", "bench")
#: the store itself; and the store's own benchmark, which times its apply/undo
ALLOWED = (ROOT / "teams_app" / "operations", ROOT / "teams_app" / "store",
           ROOT / "bench" / "bench_commit.py")
WRITES = {"apply", "undo", "redo"}


def _is_store(node: ast.expr) -> bool:
    """``store``, ``self.store``, ``session.store``, ``window.store``, ``the_store``…"""
    if isinstance(node, ast.Name):
        return node.id == "store" or node.id.endswith("_store")
    if isinstance(node, ast.Attribute):
        return node.attr == "store" or node.attr.endswith("_store")
    if isinstance(node, ast.Call):  # MatchStore.open(...).apply(...)
        return "Store" in ast.unparse(node.func)
    return False


def store_writes(tree: ast.AST) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr in WRITES and _is_store(node.func.value)):
            found.append((node.lineno, ast.unparse(node.func)))
    return found


def _sources(*packages: str) -> list[Path]:
    return sorted(p for package in packages for p in (ROOT / package).rglob("*.py"))


def test_the_walk_finds_writes() -> None:
    """The check itself: it sees the ways a store is written to, and not a session."""
    code = ("store.apply(c)\nself.store.undo()\nsession.store.redo()\nthe_store.apply(x)\n"
            "MatchStore.open(p).apply(c)\nsession.undo()\ncommand.apply(match)\n")
    assert [line for line, _ in store_writes(ast.parse(code))] == [1, 2, 3, 4, 5]


def test_only_the_operations_layer_writes_to_the_store() -> None:
    offenders = []
    for path in _sources(*PACKAGES):
        if any(path.is_relative_to(allowed) for allowed in ALLOWED):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        offenders += [f"{path.relative_to(ROOT)}:{line}: {call}"
                      for line, call in store_writes(tree)]
    assert not offenders, "store written outside teams_app/operations:\n" + "\n".join(
        offenders)


def _imports(tree: ast.AST) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.append((node.lineno, node.module))
            found += [(node.lineno, f"{node.module}.{a.name}") for a in node.names]
        elif isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
    return found


def test_views_import_no_core_commands() -> None:
    offenders = []
    for path in _sources("teams_app/gui"):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        offenders += [f"{path.relative_to(ROOT)}:{line}: {name}"
                      for line, name in _imports(tree)
                      if name == "models.commands" or name.startswith("models.commands.")]
    assert not offenders, "views import models.commands:\n" + "\n".join(offenders)


def _error_keys(paths: list[Path]) -> dict[str, str]:
    """Message keys given to the core's errors: ``MatchError(text, "key", …)``, and
    ``refuse(text, "key", …)`` (the envelope state machine's refusals)."""
    keys = {}
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("MatchError", "InputError", "MatchCoreError",
                                         "refuse")
                    and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant)
                    and isinstance(node.args[1].value, str)):
                keys[node.args[1].value] = f"{path.relative_to(ROOT)}:{node.lineno}"
    return keys


def test_every_keyed_refusal_is_worded_in_the_app() -> None:
    """A refusal of the core carries a message key; the catalog of words words each key
    in en, bg and ru (``error.<key>``, :mod:`words.errors`)."""
    keys = _error_keys(_sources("models", "teams_app/operations"))
    assert {"already_annulled", "annulled_after_match", "annulled_no_replay",
            "cards_already_drawn"} <= set(keys)
    import words

    catalog = words.catalog()
    unworded = sorted(f"{key} ({where})" for key, where in keys.items()
                      if f"error.{key}" not in catalog
                      or not all(text for text in catalog[f"error.{key}"]))
    assert not unworded, "keys the app does not word: " + ", ".join(unworded)
