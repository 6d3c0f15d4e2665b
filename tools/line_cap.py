"""The line cap, a lint warning: each module of ours over ``max_lines`` lines (issue 31:
one room, one job) is named on standard output; the exit status is 0 all the same.

The cap, the packages and the data modules exempt from it (the catalog's word tables:
entries, not code) are ``pyproject.toml``'s ``[tool.line_cap]``.  Run by ``.ci/run``'s
lint step with ruff, mypy and lint-imports:

    .venv/bin/python tools/line_cap.py
"""

from __future__ import annotations

import sys
import tomllib
from fnmatch import fnmatch
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def over_the_cap(root: Path = ROOT) -> list[tuple[str, int]]:
    """(path, lines) of each module over the cap, the exempt ones left out."""
    config = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    cap = config["tool"]["line_cap"]
    found = []
    for package in cap["packages"]:
        for path in sorted((root / package).rglob("*.py")):
            name = path.relative_to(root).as_posix()
            if any(fnmatch(name, pattern) for pattern in cap["exempt"]):
                continue
            lines = len(path.read_text(encoding="utf-8").splitlines())
            if lines > cap["max_lines"]:
                found.append((name, lines))
    return found


def main() -> int:
    cap = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"][
        "line_cap"]["max_lines"]
    for name, lines in over_the_cap():
        print(f"{name}:{lines}: warning: {lines} lines, over the cap of {cap} "
              "(split it: one room, one job)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
