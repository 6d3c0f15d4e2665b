"""Screenshots of the phones' confirmations on the laptop (issue 32), under Xvfb on the
two laptops' screens (1920×1080 at 150 % and 1366×768) in en, bg and ru: Match › Settings
with its switch "the other line confirms each result, both sign the round", and the Rooms
tab saying under table 1's diagram that round I is signed by NS, EW not yet.

    .venv/bin/python tools/confirm_shots.py [en bg ru]

Writes ``docs/screenshots/confirm-<screen>-<lang>-settings.png`` and ``…-rooms.png``.
"""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

from fit_shots import OUT, app_in, shots_main

ROUND_ONE = ("4S N 10", "3NT S 9", "2H E 8", "PASS", "4H W 9", "1NT N 7")


def shoot(lang: str, screen: str) -> list[Path]:
    """In this process (DISPLAY set): the window on round I, then the settings dialog."""
    app, home = app_in(lang)
    import gui_play_data as data
    from PySide6.QtCore import QTimer

    from models.vocabulary import Line
    from teams_app import operations as ops
    from teams_app.gui.mainwindow import MainWindow
    from teams_app.gui.matchsettings import MatchSettingsDialog

    store = data.make_store(home, phones_confirm=True)
    rng = random.Random(7)
    for deal in range(1, 7):
        ops.draw_score_cards(store, deal=deal, rng=rng)
    for deal, entry in enumerate(ROUND_ONE, start=1):
        ops.enter_result(store, deal=deal, table=1, text=entry)
    ops.sign_round(store, round=1, table=1, line=Line.NS)
    store.close()
    window = MainWindow()
    window.place_on_screen()
    window.show()
    window.open_file(store.path)
    window.set_language(lang)
    written: list[Path] = []

    def snap(name: str) -> None:
        path = OUT / f"confirm-{screen}-{lang}-{name}.png"
        subprocess.run(["import", "-window", "root", str(path)], check=True)
        written.append(path)

    def settings() -> None:
        dialog = MatchSettingsDialog(window.session, window)
        dialog.show()

        def done() -> None:
            snap("settings")
            dialog.reject()
            app.quit()

        QTimer.singleShot(700, done)

    def rooms() -> None:
        window.tabs.setCurrentIndex(0)
        QTimer.singleShot(700, lambda: (snap("rooms"), QTimer.singleShot(100, settings)))

    QTimer.singleShot(1500, rooms)
    app.exec()
    window.close_match()
    return written


def main(argv: list[str]) -> int:
    return shots_main(argv, __file__, shoot)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
