"""Screenshots of the Rooms and Envelopes tabs with a two-deck match under way, at
1366×768 (a laptop), for docs/screenshots/.

Round I played; in round II each table has played its first original, table 1's went
over ("packed and carried", which covers its next originals as they come), table 2's
did not yet: table 2 is asked to carry its own and to check table 1's (both worded "and
the round's next ones as they come"), and to send home the emptied envelopes of the last
deal of round I ("Sent back" offered).  The real main window, the whole screen taken
with ImageMagick's ``import``, as tools/screenshots.py does.

    Xvfb :62 -screen 0 1366x768x24 &
    DISPLAY=:62 .venv/bin/python tools/two_decks_shots.py en bg ru

Writes ``docs/screenshots/laptop-<lang>-two-decks-rooms.png`` and ``…-envelopes.png``.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "screenshots"
USABLE = (1366, 728)


def two_deck_match(folder: Path) -> Path:
    sys.path.insert(0, str(ROOT / "tests"))
    import gui_play_data as data

    from models import envelopes
    from teams_app import operations as ops

    rng = random.Random(62)
    store = data.make_store(folder, "two-decks.stolitsa", two_decks=True)
    try:
        data.play_round(store, 1, rng)
        for deal, table in ((7, 1), (10, 2)):
            ops.draw_score_cards(store, deal=deal, rng=rng)
            ops.enter_result(store, deal=deal, table=table, text=data.result_text(rng))
        ops.envelope_action(store, command=envelopes.carry_round(store.match, 1, 2))
        return store.path
    finally:
        store.close()


def shoot(lang: str) -> list[Path]:
    home = tempfile.mkdtemp(prefix="teams-two-decks-")
    os.environ["XDG_CONFIG_HOME"] = os.environ["XDG_DATA_HOME"] = home
    from PySide6.QtCore import QTimer

    from teams_app.gui import settings as app_prefs
    from teams_app.gui.app import application
    from teams_app.gui.mainwindow import MainWindow

    app = application()
    app_prefs.install_translators(lang)
    path = two_deck_match(Path(home))
    window = MainWindow()
    window.move(0, 0)
    window.resize(*USABLE)
    window.show()
    window.open_file(path)
    window.set_language(lang)
    written: list[Path] = []

    def snap(name: str) -> None:
        target = OUT / f"laptop-{lang}-two-decks-{name}.png"
        subprocess.run(["import", "-window", "root", str(target)], check=True)
        written.append(target)

    def tab(index: int) -> None:
        window.tabs.setCurrentIndex(index)
        window.resize(*USABLE)

    steps = [("rooms", lambda: tab(0)), ("envelopes", lambda: tab(1))]

    def next_step() -> None:
        if not steps:
            app.quit()
            return
        name, action = steps.pop(0)
        action()
        QTimer.singleShot(700, lambda: (snap(name), QTimer.singleShot(100, next_step)))

    QTimer.singleShot(1500, next_step)
    app.exec()
    window.close_match()
    return written


def main(argv: list[str]) -> int:
    if not os.environ.get("DISPLAY"):
        print("two_decks_shots: set DISPLAY to an X display (Xvfb :62 -screen 0 "
              "1366x768x24)", file=sys.stderr)
        return 2
    langs = argv or ["en", "bg", "ru"]
    if len(langs) > 1:  # one process per language: Qt's application is made once
        return max(subprocess.run([sys.executable, __file__, lang], check=False).returncode
                   for lang in langs)
    for path in shoot(langs[0]):
        print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    raise SystemExit(main(sys.argv[1:]))
