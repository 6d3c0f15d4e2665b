"""Nothing of ours is dead (issue 31, item 5): vulture, as pyproject's ``[tool.vulture]``
configures it, finds no function, class, method, attribute or variable that no code of
ours (the package, the tests, the tools, the benchmarks) uses.  A name used only where
vulture cannot see it (Qt's overrides, reportlab's attributes) is named there, with why.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_no_dead_code():
    found = subprocess.run([sys.executable, "-m", "vulture"], cwd=ROOT, capture_output=True,
                           text=True, timeout=300)
    assert found.returncode == 0 and found.stdout == "", found.stdout + found.stderr


def test_the_check_sees_dead_code(tmp_path):
    """A function nobody calls is found (the check is not empty)."""
    module = tmp_path / "lonely.py"
    module.write_text("def never_called():\n    return 1\n", encoding="utf-8")
    found = subprocess.run([sys.executable, "-m", "vulture", str(module)], cwd=tmp_path,
                           capture_output=True, text=True, timeout=60)
    assert "never_called" in found.stdout
