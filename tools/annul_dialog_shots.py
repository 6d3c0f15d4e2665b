"""The annul dialog of a deal whose round a table has left (round I played, round II's
deals 7-12 in, deal 1 annulled): it offers the end of the match and says why.  Shot by
the caller from the X screen, in the real window under Xvfb:

    Xvfb :77 -screen 0 1366x768x24 &
    DISPLAY=:77 QT_QPA_PLATFORM=xcb QT_SCALE_FACTOR=1.5 .venv/bin/python \\
        tools/annul_dialog_shots.py bg &
    sleep 3.5; DISPLAY=:77 import -window root docs/screenshots/annul-gone-on-bg-1366x768.png

(en, bg, ru; 1366x768 and 1920x1080.)  The dialog closes itself after four seconds.
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]


def main(lang: str) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    from test_gui_annul_lifecycle import new_store

    from teams_app.gui.annul import AnnulDialog
    from teams_app.gui.session import MatchSession
    from teams_app.gui.settings import install_translators
    from words import set_language

    set_language(lang)
    install_translators(lang)
    store = new_store(Path(tempfile.mkdtemp()), range(1, 13))
    dialog = AnnulDialog(MatchSession(store, rng=random.Random(3)), 1)
    dialog.show()
    QTimer.singleShot(4000, app.quit)
    app.exec()
    store.close()


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "en")
