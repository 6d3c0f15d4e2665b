"""The shape of the whole tree beyond the layers: the exchange building no commands, the
room server's names for the front ends.

Which layer may import which (and Qt only in the front ends), that no package has a cycle,
and that the window and the command line import the room server's package and none of the
modules inside it are not tests: they are import-linter's contracts in ``pyproject.toml``
(``[tool.importlinter]``), checked by ``lint-imports`` in ``.ci/run``'s lint step.  So is
the line cap (``tools/line_cap.py``, a warning).  The import graph is read here from the
source (the AST), as ``tests/test_core_shape.py`` reads the core's.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("models", "words", "printing", "teams_app")


def _modules() -> dict[str, Path]:
    found = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def _imports(module: str, path: Path) -> set[str]:
    """Every module an import statement of ``module`` names (relative ones resolved)."""
    names: set[str] = set()
    is_package = path.name == "__init__.py"
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                package = module.split(".") if is_package else module.split(".")[:-1]
                package = package[:len(package) - node.level + 1]
                base = ".".join(package + ([base] if base else []))
            names.add(base)
    return names


# -- the exchange reads and writes files; the core makes the changes (issue 31, item 3) --

#: the exchange's modules held to it
EXCHANGE = ("teams_app.csv_io", "teams_app.pbn", "teams_app.report_html")
#: left out, and why
NOT_HELD = {
    "teams_app.analysis": "run_analysis still returns the core's SetExtra steps (one per "
                          "deal analysed), which operations.notebook and the app's analysis "
                          "worker apply; moving them is a change there",
}
COMMAND_MODULES = ("models.commands", "models.registry", "models.setup_commands",
                   "models.envelope_actions", "models.switches")


def _command_classes() -> set[str]:
    """The core's command classes: a class with a ``kind`` class variable (its name in
    the log), and the classes built on one."""
    classes: dict[str, list[str]] = {}
    kinds: set[str] = set()
    for path in sorted((ROOT / "models").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.ClassDef):
                continue
            classes[node.name] = [ast.unparse(base) for base in node.bases]
            if any(isinstance(item, ast.AnnAssign) and ast.unparse(item.target) == "kind"
                   and "ClassVar" in ast.unparse(item.annotation) for item in node.body):
                kinds.add(node.name)
    while True:
        more = {name for name, bases in classes.items() if set(bases) & kinds} - kinds
        if not more:
            return kinds - {"Command"}  # the protocol itself
        kinds |= more


def _builds_commands(module: str, path: Path, commands: set[str]) -> list[str]:
    """Each import of a command module and each call of a command class in ``path``."""
    found = [f"{module} imports {name}" for name in sorted(_imports(module, path))
             if name in COMMAND_MODULES]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call):
            name = ast.unparse(node.func).rsplit(".", 1)[-1]
            if name in commands:
                found.append(f"{module} line {node.lineno} builds {name}")
    return found


def _exchange() -> dict[str, Path]:
    return {module: path for module, path in _modules().items()
            if any(module == p or module.startswith(p + ".") for p in EXCHANGE)}


def test_the_exchange_builds_no_commands():
    """The exchange only reads files into the core's records (``models.filed``) and writes
    files from the match: the core turns the records into the step, the operations
    apply it."""
    commands = _command_classes()
    assert {"SetResult", "SetAnnulment", "SetScoreCards", "SetExtra", "Batch"} <= commands
    modules = _exchange()
    assert len(modules) >= 10 and not set(modules) & set(NOT_HELD)
    found = [problem for module, path in modules.items()
             for problem in _builds_commands(module, path, commands)]
    assert found == [], "\n".join(found)


def test_the_command_check_would_see_a_command(tmp_path):
    path = _modules()["teams_app.pbn.importer"]
    copy = tmp_path / path.name
    copy.write_text(path.read_text(encoding="utf-8") + "\nfrom models.commands import "
                    "SetResult\nSetResult(None, 1, None)\n", encoding="utf-8")
    found = _builds_commands("teams_app.pbn.importer", copy, _command_classes())
    assert len(found) == 2, found


def test_the_room_server_names_what_the_front_ends_start_it_with():
    """Both front ends reach the room server through ``teams_app.server``'s names
    (``RoomServer``, ``ServerError``, ``DEFAULT_PORT``, ``local_addresses``), not each
    through the modules inside it (that much is a contract of ``lint-imports``): the
    package names them."""
    import teams_app.server as server

    assert {name: getattr(server, name).__module__ for name in server.__all__
            if callable(getattr(server, name))} == {
        "RoomServer": "teams_app.server.service", "ServerError": "teams_app.server.service",
        "local_addresses": "teams_app.server.network", "free_port": "teams_app.server.network",
        "was_serving": "teams_app.server.keys"}
