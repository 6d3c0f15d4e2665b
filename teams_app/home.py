"""``TEAMS_APP_HOME``: one folder for everything the program keeps of its own.

Set to an absolute path, it replaces the platform's folders: the app's settings are kept
in ``config/`` under it and the default match folder is ``data/teams-app/matches`` under
it — for a portable install on a stick, and for the tests on every platform (Qt's
standard folders cannot be pointed elsewhere on Windows or macOS).  A light module: the
app reads it before its first paint.
"""

from __future__ import annotations

import os
from pathlib import Path

HOME_VARIABLE = "TEAMS_APP_HOME"


def app_home() -> Path | None:
    """The folder :data:`HOME_VARIABLE` names, if it names one (an absolute path)."""
    value = os.environ.get(HOME_VARIABLE, "")
    return Path(value) if value and os.path.isabs(value) else None
