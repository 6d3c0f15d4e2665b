"""``teams-app about``: what is installed and where, for a host's report of a problem.

The version (from the package's metadata: a bundle carries it too), Python's and Qt's
versions, where the program and the match folder are, and whether the two native parts
that make it fast are active: reportlab's accelerator (``rl_accel``; without it the
papers take some 2.5 times longer) and the double-dummy solver (endplay's DDS library;
without it there is no analysis).
"""

from __future__ import annotations

import platform
import sys
from pathlib import Path
from typing import Any, TextIO

import teams_app

#: The word for a part that works (the smoke test of the packages looks for it).
ACTIVE = "active"


def register(subparsers: Any) -> None:
    about = subparsers.add_parser(
        "about", help="print the version, Python and Qt, the match folder, and whether "
                      "reportlab's accelerator and the DDS library are active")
    about.set_defaults(func=lambda _args: print_about())


def app_version() -> str:
    """The installed package's version; "unknown" without its metadata."""
    # late: only for teams-app about (the parser imports every command's module)
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("teams-app")
    except PackageNotFoundError:
        return "unknown"


def program_folder() -> tuple[str, Path]:
    """How the program is installed, and the folder its code and resources are in."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return "bundle", Path(bundle)

    code = Path(teams_app.__file__).resolve().parent.parent
    editable = (code / "pyproject.toml").is_file()
    return ("source folder (editable install)" if editable else "Python package"), code


def accelerator() -> str:
    """Whether reportlab uses the C accelerator for all of its functions."""
    # late: only for teams-app about (the parser imports every command's module)
    import reportlab
    from reportlab.lib import rl_accel

    # reportlab's own record (private: types-reportlab does not declare it)
    missing = sorted(vars(rl_accel)["_py_funcs"])
    if not missing:
        # late: only for teams-app about (the parser imports every command's module)
        import _rl_accel

        return f"{ACTIVE} (rl_accel {getattr(_rl_accel, 'version', '?')}, " \
               f"reportlab {reportlab.Version})"
    return (f"NOT active: pure Python for {', '.join(missing)} (reportlab "
            f"{reportlab.Version}; install rl-accel: the papers take some 2.5 times longer)")


def dds() -> str:
    """Whether the DDS library loads and solves a deal."""
    try:
        from endplay.config import __version__ as endplay_version
        from endplay.dds import calc_dd_table
        from endplay.types import Deal, Denom, Player

        deal = Deal("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")
        tricks = calc_dd_table(deal)[Denom.nt, Player.north]
    except (ImportError, OSError) as exc:
        return f"NOT active: {exc} (no double-dummy analysis)"
    if tricks != 13:  # a broken library: north holds every top card
        return f"NOT active: it solved a test deal wrongly ({tricks} tricks, not 13)"
    return f"{ACTIVE} (endplay {endplay_version})"


def print_about(out: TextIO | None = None) -> int:
    # late: only for teams-app about (the parser imports every command's module)
    from teams_app.store.paths import default_match_dir

    out = out or sys.stdout
    folder = default_match_dir()  # before Qt is loaded: the same place either way
    # late: only for teams-app about (the parser imports every command's module)
    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import qVersion

    kind, code = program_folder()
    lines = [
        f"teams-app {app_version()}",
        f"Python {platform.python_version()} ({platform.python_implementation()}, "
        f"{platform.system()} {platform.machine()})",
        f"Qt {qVersion()} (PySide6 {pyside_version})",
        f"program: {kind} in {code}",
        f"match folder: {folder}",
        f"reportlab's accelerator: {accelerator()}",
        f"DDS library (double-dummy analysis): {dds()}",
    ]
    out.write("\n".join(lines) + "\n")
    return 0
