"""The bundle's one entry script, for both of its programs, told apart by their names:
``teams-app`` (the command line; the window when given no subcommand) and
``teams-app-gui`` (the window only: shortcuts and file associations)."""

import sys
from pathlib import Path

if Path(sys.executable).stem.lower() == "teams-app-gui":
    from teams_app.gui.app import main
else:
    from teams_app.cli import main

sys.exit(main())
