"""PySide6's per-import "does this module use PySide6?" check reads bytes, with the same
answers as PySide6's own check (``teams_app.gui.pyside_imports``)."""

from __future__ import annotations

import subprocess
import sys

import teams_app.gui  # noqa: F401  (installs the check)
import teams_app.gui.rooms  # noqa: F401  (a view: it uses PySide6; the core it imports does not)
from teams_app.gui import pyside_imports


def test_the_check_is_in_place_and_answers_as_pysides_own() -> None:
    feature = sys.modules[pyside_imports.FEATURE_MODULE]
    check = getattr(feature, pyside_imports.CHECK)
    assert getattr(check, "reads_bytes", False)
    assert pyside_imports.install()  # once is enough: a second call changes nothing
    assert getattr(feature, pyside_imports.CHECK) is check
    original = check.original
    modules = [m for name, m in sorted(sys.modules.items())
               if name.startswith(("teams_app", "models", "printing", "json", "sqlite3",
                                   "email", "PySide6", "shiboken6", "enum", "os"))]
    assert len(modules) > 40
    answers = {m.__name__: check(m) for m in modules}
    assert answers == {m.__name__: original(m) for m in modules}
    assert answers["teams_app.gui.rooms"] and answers["teams_app.gui.pyside_imports"]
    assert not answers["models.records"] and not answers["models.envelopes"]
    assert not check(sys)  # a built-in module: PySide6's own check answers


def test_the_app_start_reads_no_module_source_through_inspect() -> None:
    """In a fresh process, importing the app's window and views after the check is in
    place never asks inspect for a module's source."""
    code = """
import inspect, sys
import teams_app.gui
asked = []
original = inspect.getsource
inspect.getsource = lambda obj, *a: asked.append(getattr(obj, "__name__", obj)) or original(obj, *a)
import teams_app.gui.app, teams_app.gui.rooms, teams_app.store, teams_app.gui.session
print(sorted(a for a in asked if str(a).startswith(("teams_app", "models"))))
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, timeout=60,
                         env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.stdout.strip() == "[]"
