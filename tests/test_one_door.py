"""One door, by structure: only the operations layer can write to a match store.

The store's writers (``apply``, ``undo``, ``redo``, ``restore_backup``) ask for the door
(:mod:`teams_app.store.door`) as their first argument; one door is ever issued, to
:mod:`teams_app.operations.door`.  The tests here hold that: every function of the store
that writes the match file asks for the door and checks it first; a call without it,
or with a door made by hand, is refused and leaves the file as it was; at run time the
door is held by the operations' modules only; and no source outside the operations
names it — except the store's own tests and benchmark, which take it on purpose and
are listed below.  The views build no core commands, restoring a backup is an
operation and logged, and every keyed refusal of the core is worded.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import gui_play_data as data
import pytest

from teams_app import operations as ops
from teams_app.store import MatchStore, restore_backup
from teams_app.store.door import Door, WrongDoor
from words.steps import command_words, entry_words

ROOT = Path(__file__).resolve().parent.parent
STORE = ROOT / "teams_app" / "store"
#: the store's writers: what the match file changes by
WRITERS = {"MatchStore.apply", "MatchStore.undo", "MatchStore.redo", "restore_backup",
           "MatchStore.note"}
#: what in the store writes the match file (a writer calls one of them)
WRITING = {"_commit", "_check_writable", "whole_file"}
#: the match file's code, where its writers are (outputs.py writes exports, not the match)
MATCH_FILE_CODE = [STORE / f"{name}.py" for name in ("store", "opening", "checks", "history",
                                                      "backups")]
#: sources that take the operations' door on purpose: the tests and the benchmark of the
#: store itself (its apply, undo, restore and their failures), and this test
TAKE_THE_DOOR = {
    "bench/bench_commit.py", "tests/test_csv_io.py", "tests/test_fuzz_readers.py",
    "tests/test_gui_app.py",
    "tests/test_reliability.py", "tests/test_store.py", "tests/test_store_badfiles.py",
    "tests/test_store_copy.py", "tests/test_store_kill.py", "tests/test_store_migrations.py",
    "tests/test_store_refusals_worded.py",
    "tests/test_windows_paths.py", "tests/test_one_door.py",
}


def _sources(*packages: str) -> list[Path]:
    return sorted(p for package in packages for p in (ROOT / package).rglob("*.py")
                  if ".venv" not in p.parts)


def _functions(tree: ast.Module) -> dict[str, ast.FunctionDef]:
    found: dict[str, ast.FunctionDef] = {}
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            found[node.name] = node
        elif isinstance(node, ast.ClassDef):
            found.update({f"{node.name}.{f.name}": f for f in node.body
                          if isinstance(f, ast.FunctionDef)})
    return found


def _calls(function: ast.FunctionDef) -> set[str]:
    names = set()
    for node in ast.walk(function):
        if isinstance(node, ast.Call):
            func = node.func
            names.add(func.attr if isinstance(func, ast.Attribute)
                      else func.id if isinstance(func, ast.Name) else "")
    return names


def test_every_writer_of_the_store_asks_for_the_door_first() -> None:
    """By structure: a public function of the store that writes the match file (calls
    what writes it) takes a ``Door`` first, checks it before anything else, and these
    are exactly the writers named above."""
    writers = set()
    for path in MATCH_FILE_CODE:
        functions = _functions(ast.parse(path.read_text(encoding="utf-8")))
        for name, function in functions.items():
            public = not name.split(".")[-1].startswith("_")
            if public and _calls(function) & WRITING and name not in ("MatchStore.create",):
                writers.add(name)
                args = [a for a in function.args.args if a.arg != "self"]
                assert args and args[0].arg == "door", name
                assert ast.unparse(args[0].annotation) == "Door", name
                first = next(n for n in function.body if not (
                    isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant)))
                assert ast.unparse(first) == "check_door(door)", name
    assert writers == WRITERS
    from teams_app.store import backups, store

    for module in (store, backups):  # the annotations name the door's class
        assert module.Door is Door


def test_the_writers_refuse_without_the_operations_door(tmp_path) -> None:
    store = data.make_store(tmp_path)
    ops.draw_score_cards(store, deal=1)
    backup = store.backup("by-hand")
    ops.enter_result(store, deal=1, table=1, text="4S N 10")
    before = (store.log(), store.match)
    forged = object.__new__(Door)
    with pytest.raises(WrongDoor):
        Door()
    for door in (forged, None, "door"):
        with pytest.raises(WrongDoor):
            store.apply(door, store.undo_command)  # type: ignore[arg-type]
        with pytest.raises(WrongDoor):
            store.undo(door)  # type: ignore[arg-type]
        with pytest.raises(WrongDoor):
            store.redo(door)  # type: ignore[arg-type]
        with pytest.raises(WrongDoor):
            store.note(door, "terminals", {"serving": True})  # type: ignore[arg-type]
    assert store.noted("terminals") is None
    with pytest.raises(TypeError):
        store.undo()  # type: ignore[call-arg]
    assert (store.log(), store.match) == before
    store.close()
    with MatchStore.open(store.path, read_only=True) as reader:
        assert (reader.log(), reader.match) == before  # the file too
    closed = store.path.read_bytes()
    with pytest.raises(WrongDoor):
        restore_backup(forged, backup, store.path)
    assert store.path.read_bytes() == closed


def test_only_the_operations_hold_the_door() -> None:
    """At run time, with every module of the program imported, the door is referred to
    by the operations' modules only (and a second door is never issued)."""
    code = """
import gc, importlib, pkgutil, sys
import models, printing, teams_app, words
for package in (models, printing, words, teams_app):
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        importlib.import_module(info.name)
def holders():  # the door in a local only: __main__ holds no reference to it
    the_door = vars(sys.modules["teams_app.operations.door"])["_DOOR"]
    referrers = gc.get_referrers(the_door)
    return sorted(name for name, module in list(sys.modules.items())
                  if any(ref is vars(module) for ref in referrers))
found = holders()
try:
    sys.modules["teams_app.store.door"].issue()
except RuntimeError:
    found.append("refused a second door")
print(found)
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, timeout=300, env={**__import__("os").environ,
                                                      "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    holders = ast.literal_eval(done.stdout.strip().splitlines()[-1])
    assert holders[-1] == "refused a second door"
    assert holders[:-1] and all(h.startswith("teams_app.operations") for h in holders[:-1])


def _names_the_door(tree: ast.AST) -> list[int]:
    """Lines that reach for the door: the name ``_DOOR``, an import of the operations'
    door module, the store's ``issue``, a door made by ``object.__new__``."""
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Name | ast.alias | ast.Attribute):
            name = (node.id if isinstance(node, ast.Name) else node.name
                    if isinstance(node, ast.alias) else node.attr)
            if name in ("_DOOR", "issue") or name.endswith("operations.door"):
                lines.append(node.lineno if hasattr(node, "lineno") else 0)
        if isinstance(node, ast.ImportFrom) and node.module in (
                "teams_app.operations.door", "teams_app.store.door") and any(
                a.name in ("_DOOR", "issue") for a in node.names):
            lines.append(node.lineno)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and (
                "_DOOR" in node.value or "operations.door" in node.value):
            lines.append(node.lineno)  # code run in a child process
    return lines


def test_the_walk_finds_who_reaches_for_the_door() -> None:
    code = ("from teams_app.operations.door import _DOOR\n"
            "from teams_app.operations import door\nx = door._DOOR\n"
            "from teams_app.store.door import issue\n"
            "CHILD = 'from teams_app.operations.door import _DOOR'\n"
            "store.apply(command)\nsession.run(operations.undo)\n")
    assert sorted(set(_names_the_door(ast.parse(code)))) == [1, 3, 4, 5]


def test_nothing_outside_the_operations_reaches_for_the_door() -> None:
    offenders = []
    for path in _sources("teams_app", "printing", "models", "words", "tools", "bench",
                         "tests"):
        where = path.relative_to(ROOT).as_posix()
        if where.startswith(("teams_app/operations/", "teams_app/store/door.py")):
            continue
        lines = _names_the_door(ast.parse(path.read_text(encoding="utf-8"), where))
        if lines and where not in TAKE_THE_DOOR:
            offenders.append(f"{where}:{lines[0]}")
    assert not offenders, ("reaches for the store's door outside the operations:\n"
                           + "\n".join(offenders))
    assert all((ROOT / name).is_file() for name in TAKE_THE_DOOR)


def test_restoring_a_backup_is_an_operation_and_logged(tmp_path) -> None:
    store = data.make_store(tmp_path)
    path = store.path
    ops.draw_score_cards(store, deal=1)
    backup = store.backup("by-hand")
    ops.enter_result(store, deal=1, table=1, text="4S N 10")
    store.close()
    kept = backup.read_bytes()
    assert ops.restore_backup(backup=backup, target=path) == path
    with MatchStore.open(path) as restored:
        log = restored.log()
        assert not restored.match.results and 1 in restored.match.draws
        assert entry_words(log[-1]) == f"restored from the backup {backup.name}"
        assert log[-1].action == "do" and log[-1].state is None and log[-1].after is None
        # undo goes on with the backup's own history (the draw), not the restore
        assert restored.can_undo and "score cards" in command_words(restored.undo_command)
    assert backup.is_file() and backup.read_bytes() == kept


def test_the_command_line_restores_through_the_operation(tmp_path) -> None:
    from types import SimpleNamespace

    from teams_app.cli.store import cmd_restore

    store = data.make_store(tmp_path)
    path = store.path
    backup = store.backup("by-hand")
    ops.draw_score_cards(store, deal=1)
    store.close()
    out: list[str] = []
    cmd_restore(SimpleNamespace(backup=str(backup), match=str(path)),
                SimpleNamespace(write=out.append))  # type: ignore[arg-type]
    assert out and "restored" in out[0]
    with MatchStore.open(path, read_only=True) as restored:
        assert entry_words(restored.log()[-1]) == f"restored from the backup {backup.name}"
        assert not restored.match.draws
    assert backup.is_file()


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
