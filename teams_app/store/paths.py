"""Where matches are kept by default: the platform's user data folder."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from teams_app.home import HOME_VARIABLE, app_home

__all__ = ["HOME_VARIABLE", "MATCH_SUFFIX", "app_home", "default_match_dir"]

APP_FOLDER = "teams-app"
#: The suffix the program gives new match files (any name can be opened).
MATCH_SUFFIX = ".match"


def default_match_dir(create: bool = False) -> Path:
    """``<user data folder>/teams-app/matches`` (``$TEAMS_APP_HOME/data/teams-app/matches``
    when :data:`HOME_VARIABLE` is set).

    The platform's conventions, the same whether Qt is loaded or not (they are Qt's
    ``GenericDataLocation`` too): ``$XDG_DATA_HOME`` or ``~/.local/share`` on Linux,
    ``~/Library/Application Support`` on macOS, ``%LOCALAPPDATA%`` on Windows.
    """
    home = app_home()
    base = home / "data" if home is not None else _platform_data_dir()
    folder = base / APP_FOLDER / "matches"
    if create:
        folder.mkdir(parents=True, exist_ok=True)
    return folder


def _platform_data_dir() -> Path:
    home = Path.home()
    if sys.platform == "win32":
        return Path(os.environ.get("LOCALAPPDATA") or home / "AppData" / "Local")
    if sys.platform == "darwin":
        return home / "Library" / "Application Support"
    xdg = os.environ.get("XDG_DATA_HOME", "")
    return Path(xdg) if os.path.isabs(xdg) else home / ".local" / "share"
