"""The core (``models/``) has no import cycle among its modules (issue 20); that no module of
ours is over 600 lines is ``tests/test_layers.py``'s.

The import graph is read from the source (the AST of every ``models/**/*.py``), not from
what happens to be loaded.  Every import statement counts, wherever it is: at module level,
inside a function (a "lazy" import still ties the two modules together: each needs the
other to work) and under ``if TYPE_CHECKING:`` (mypy reads those).  An edge goes to the
module an import names (``from models.format import X`` → ``models.format``;
``from models import scoring`` → ``models.scoring``); a name of the package itself
(``from models import X`` for a non-module X) goes to ``models``.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

import pytest

CORE = Path(__file__).resolve().parent.parent / "models"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(CORE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _core_files() -> dict[str, Path]:
    return {_module_name(path): path for path in sorted(CORE.rglob("*.py"))}


def _imported(node: ast.Import | ast.ImportFrom, module: str, is_package: bool) -> list[str]:
    """The dotted names an import statement may load (its module and, for ``from X import
    a``, ``X.a`` in case ``a`` is a module)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:
        package = module.split(".") if is_package else module.split(".")[:-1]
        package = package[:len(package) - node.level + 1]
        base = ".".join(package + ([base] if base else []))
    return [base] + [f"{base}.{alias.name}" for alias in node.names]


def import_graph() -> dict[str, set[str]]:
    """Module of the core -> the modules of the core it imports (all imports counted)."""
    files = _core_files()
    graph: dict[str, set[str]] = {name: set() for name in files}
    for name, path in files.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Import | ast.ImportFrom):
                continue
            for target in _imported(node, name, path.name == "__init__.py"):
                if target in files and target != name:
                    graph[name].add(target)
    return graph


def find_cycle(graph: Mapping[str, set[str]]) -> list[str] | None:
    """One import cycle as a path (first module repeated at the end), or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for target in sorted(graph.get(node, ())):
            if state.get(target) == 1:
                return path[path.index(target):] + [target]
            if target not in state:
                found = visit(target)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_no_import_cycle_among_the_core_modules():
    graph = import_graph()
    assert "models.envelope_view" in graph["models.replays"]  # function-level imports count
    assert "models.registry" in graph["models.envelope_actions"]
    cycle = find_cycle(graph)
    assert cycle is None, "import cycle in the core: " + " -> ".join(cycle or [])


def test_the_cycle_finder_sees_a_cycle_the_graph_would_get():
    graph = import_graph()
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": set()}) is None
    # the circle issue 20 found: the proposals read the envelopes, the envelopes the
    # proposals — put back, it is seen
    graph["models.proposals"].add("models.envelopes")
    cycle = find_cycle(graph)
    assert cycle is not None and "models.proposals" in cycle and "models.envelopes" in cycle


def test_relative_and_package_imports_are_resolved():
    tree = ast.parse("from . import scoring\nfrom .format import X\nfrom models import Y\n")
    names = [_imported(node, "models.match", False) for node in tree.body
             if isinstance(node, ast.ImportFrom)]
    assert names == [["models", "models.scoring"], ["models.format", "models.format.X"],
                     ["models", "models.Y"]]


#: the modules the envelope tracker was split into, and the modules that read them
ENVELOPE_FAMILY = ("models.envelopes", "models.envelope_state", "models.decks",
                   "models.envelope_places", "models.envelope_view", "models.envelope_actions",
                   "models.envelope_rounds", "models.envelope_overview", "models.proposals",
                   "models.replays", "models.hints", "models.dealing")


@pytest.mark.parametrize("module", ENVELOPE_FAMILY)
def test_each_envelope_module_imports_first_and_the_commands_register(module):
    """In a fresh interpreter each module imports on its own (no order needed), and once
    ``models.envelopes`` is imported its two commands are registered (the registry's
    PROVIDERS name that module)."""
    code = (f"import {module}\n"
            "import models.envelopes\n"
            "from models.registry import PROVIDERS, _REGISTRY\n"
            "assert 'models.envelopes' in PROVIDERS\n"
            "print(sorted(k for k in _REGISTRY if k.startswith('envelope_')))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=CORE.parent, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "['envelope_action', 'envelope_restore']"
