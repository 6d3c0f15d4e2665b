"""The texts a GUI file gives Qt's translator: its ``tr(…)``/``self.tr(…)`` calls and
``translate(context, text)`` / ``QCoreApplication.translate(context, text)`` calls, as
lupdate files them (a text not written literally fails: lupdate could not file it)."""

from __future__ import annotations

import ast
from pathlib import Path


def qt_texts(path: Path) -> dict[str, int]:
    """Each Qt text of the file, with the line of its first call."""
    found: dict[str, int] = {}
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        called = (func.attr if isinstance(func, ast.Attribute)
                  else func.id if isinstance(func, ast.Name) else None)
        if called == "tr" and node.args:
            text = node.args[0]
        elif called == "translate" and len(node.args) >= 2:
            text = node.args[1]
        else:
            continue
        assert isinstance(text, ast.Constant) and isinstance(text.value, str), (
            f"{path.name}:{node.lineno}: a Qt text not written literally")
        found.setdefault(text.value, node.lineno)
    return found
