"""Imports at the top of modules: a lint warning for each import inside a function (or
a method) that says nowhere why it is late.

An import belongs at the top of its module, where the import graph (``lint-imports``)
and the reader see it; one is left inside a function only where start-up needs it (Qt
WebEngine, reportlab, the solver, the store before the window's first paint, a command
line module every command imports …), and then it says so: ``# late: <why>`` on its
line, or on a comment line just above it or above the imports it is gathered with.
Imports under ``if TYPE_CHECKING:`` are not late, and neither is a platform's own module
imported in a ``try`` that catches ``ImportError``.  Run by ``.ci/run``'s lint step; it
warns and exits 0:

    .venv/bin/python tools/late_imports.py [PATH …]
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("models", "words", "printing", "teams_app")
MARK = "# late:"
#: a line of names inside a parenthesised import
_NAMES = re.compile(r"[\w ,]+,")


def _guarded(node: ast.Try) -> bool:
    return any(handler.type is None or "ImportError" in ast.unparse(handler.type)
               for handler in node.handlers)


def late_imports(path: Path) -> list[int]:
    """The line of each import inside a function of ``path`` that is not marked."""
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    found: list[int] = []

    def marked(node: ast.stmt) -> bool:
        if MARK in lines[node.lineno - 1]:
            return True
        above = node.lineno - 2  # the lines above: gathered imports, then the comment
        while above >= 0:
            line = lines[above].strip()
            if MARK in line:
                return True
            if not (line.startswith(("#", "from ", "import ")) or line == ")"
                    or _NAMES.fullmatch(line)):  # a line of a parenthesised import
                return False
            above -= 1
        return False

    def visit(node: ast.AST, in_function: bool, guarded: bool) -> None:
        for field, value in ast.iter_fields(node):
            for child in value if isinstance(value, list) else [value]:
                if not isinstance(child, ast.AST):
                    continue
                inside = in_function or isinstance(child, (ast.FunctionDef,
                                                           ast.AsyncFunctionDef))
                guard = guarded or (isinstance(node, ast.Try) and field == "body"
                                    and _guarded(node))
                if (isinstance(child, (ast.Import, ast.ImportFrom)) and in_function
                        and not guard and not marked(child)):
                    found.append(child.lineno)
                visit(child, inside, guard)

    visit(ast.parse(text, filename=str(path)), False, False)
    return found


def main(argv: list[str]) -> int:
    paths = [Path(arg) for arg in argv] or [
        path for package in PACKAGES for path in sorted((ROOT / package).rglob("*.py"))]
    for path in paths:
        for line in late_imports(path):
            name = path.resolve().relative_to(ROOT).as_posix()
            print(f"{name}:{line}: warning: an import inside a function without "
                  f"'{MARK} <why>' (move it to the top, or say why it is late)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
