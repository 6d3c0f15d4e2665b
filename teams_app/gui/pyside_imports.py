"""PySide6's look at every module imported after it, made cheap.

PySide6 hooks the import system (its ``__feature__`` switching, PYSIDE-2029): each module
imported after PySide6 is asked whether its source mentions "PySide6", and
``shibokensupport.feature._mod_uses_pyside`` answers with :func:`inspect.getsource` —
linecache, the tokenizer's encoding check and the whole file split into lines, ~0.1 ms a
module.  Opening a match imports some 100 modules of ours and of the standard library
after PySide6: 9.6 ms of the app's start (``bench/bench_gui_start.py``), which a bare
PySide6 window never pays.

:func:`install` gives that check the same answer for a module with a ``.py`` file by
looking for the word in the file's bytes (an ASCII word: found alike in any
ASCII-compatible encoding of the source); anything else (no file, a compiled module, an
unreadable file) still goes to PySide6's own check.  When a PySide6 release no longer
has the check, this does nothing.  ``tests/test_pyside_imports.py`` holds the answers
equal to PySide6's.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any

#: the private module and function of PySide6 (6.4 and later) that this replaces
FEATURE_MODULE = "shibokensupport.feature"
CHECK = "_mod_uses_pyside"


def install() -> bool:
    """Make PySide6's per-import check read bytes; True if it is in place."""
    import PySide6.QtCore  # noqa: F401  (loads the feature hook)

    feature = sys.modules.get(FEATURE_MODULE)
    original: Callable[[ModuleType], bool] | None = getattr(feature, CHECK, None)
    if feature is None or original is None:
        return False
    if getattr(original, "reads_bytes", False):
        return True

    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as source:
                    return b"PySide6" in source.read()
            except OSError:
                pass
        return original(module)

    marked: Any = uses_pyside
    marked.reads_bytes = True
    marked.original = original
    setattr(feature, CHECK, uses_pyside)
    return True
