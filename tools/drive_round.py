"""Drive the real teams-app window at 1366x768 (under Xvfb): a round as a host plays it.

    Xvfb :12 -screen 0 1366x768x24 &
    DISPLAY=:12 .venv/bin/python tools/drive_round.py LANG OUTDIR

Rounds I-III are played beforehand (a match file made as the tests make one); round IV
is played in the window: results typed in the language's letters (bg С И Ю З, ru С В
Ю З, БК, пас, к), the envelope actions clicked (packed and carried; all there; one
envelope short, which proposes the annulment), and the whole screen is taken with
ImageMagick's ``import`` at each step.  Settings and data go to a temporary folder.
docs/screenshots/envelopes_{en,bg,ru}.png, envelopes_short_*.png, entry_*.png and
envelopes_sent_back_*.png (the round done: "Sent back" offered) come from this script.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import tempfile
import time
from itertools import cycle
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TYPED = {"en": ["3NT S +1", "4S N 10", "PASS", "2H E 8", "4SX W 9", "3D N 9"],
         "bg": ["3БК Ю +1", "4♠ С 10", "пас", "2♥ И 8", "4♠к З 9", "3♦ с 9"],
         "ru": ["3БК Ю +1", "4♠ С 10", "Пас", "2♥ В 8", "4♠к З 9", "3♦ C 9"]}


def main(lang: str, out: Path) -> None:
    sys.path[:0] = [str(ROOT), str(ROOT / "tests")]
    home = Path(tempfile.mkdtemp(prefix=f"drive-{lang}-"))
    os.environ["XDG_CONFIG_HOME"] = str(home / "config")
    os.environ["XDG_DATA_HOME"] = str(home / "data")

    import gui_play_data as data
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QDialog

    from teams_app.gui import app as app_module
    from teams_app.gui import settings as app_prefs

    store = data.make_store(home, "match.stolitsa")
    rng = random.Random(12)
    for round_ in (1, 2, 3):
        data.play_round(store, round_, rng)
    path = store.path
    store.close()

    app = app_module.application()
    app_prefs.set_language(lang)
    app_prefs.install_translators(lang)
    window = app_module.start([str(path)])
    window.move(0, 0)
    window.resize(1366, 768)

    def pump(seconds: float = 0.3) -> None:
        end = time.time() + seconds
        while time.time() < end:
            app.processEvents()
            time.sleep(0.02)

    def shot(name: str) -> None:
        pump(0.5)
        subprocess.run(["import", "-window", "root", str(out / f"{name}.png")], check=True)
        print("shot", name)

    for _ in range(100):
        pump(0.1)
        if window.session is not None:
            break
    rooms = window.view("RoomsView")
    typed = cycle(TYPED[lang])

    def play_game(table: int, shot_name: str = "") -> None:
        panel = rooms.panels[table]
        if panel.draw_button.isEnabled() and panel.draw_button.isVisible():
            QTest.mouseClick(panel.draw_button, Qt.MouseButton.LeftButton)
            pump(0.1)
        panel.edit.setFocus()
        panel.edit.insert(next(typed))  # QTest types Latin keys only
        pump(0.2)
        if shot_name:
            shot(shot_name)
        QTest.keyClick(panel.edit, Qt.Key.Key_Return)
        pump(0.2)

    def show_tab(name: str):  # noqa: ANN202
        tabs = window.tabs
        for index in range(tabs.count()):
            if tabs.widget(index).objectName() == name:
                tabs.setCurrentIndex(index)
        pump(0.3)
        return window.view(name)

    def click_first_action(view, table: int) -> None:  # noqa: ANN001
        for hint, button in view.hint_rows[table]:
            if button is not None and hint.command is not None:
                QTest.mouseClick(button, Qt.MouseButton.LeftButton)
                pump(0.2)
                return

    show_tab("RoomsView")
    play_game(1, f"entry_{lang}")  # deal 19 at table 1, typed in the language's letters
    for table in (2, 1, 2, 1, 2):
        play_game(table)
    envelopes = show_tab("EnvelopesView")
    shot(f"envelopes_{lang}_1_originals_played")
    for table in (1, 2):
        click_first_action(envelopes, table)  # packed and carried
    shot(f"envelopes_{lang}_2_carried")
    click_first_action(envelopes, 2)  # table 2: all there
    kinds = [hint.kind.value for hint, _ in envelopes.hint_rows[1]]
    row = envelopes._rows[1][kinds.index("check")]
    QTest.mouseClick(row.short, Qt.MouseButton.LeftButton)  # table 1: one short…
    pump(0.2)
    envelopes.deal_box.setCurrentIndex(envelopes.deal_box.findData(23))
    envelopes.direction_box.setCurrentIndex(envelopes.direction_box.findData("W"))
    envelopes.cards_box.setValue(12)
    shot(f"envelopes_{lang}_3_one_short")
    QTest.mouseClick(envelopes.receive_button, Qt.MouseButton.LeftButton)
    pump(0.5)
    shot(f"envelopes_{lang}_4_annul_proposed")
    for dialog in app.topLevelWidgets():
        if isinstance(dialog, QDialog) and dialog.isVisible():
            dialog.reject()
    pump(0.3)
    show_tab("RoomsView")
    for table in (1, 2) * 3:
        play_game(table)
    shot(f"rooms_{lang}_round_done")
    show_tab("EnvelopesView")
    shot(f"envelopes_{lang}_5_round_done")
    window.close_match()


if __name__ == "__main__":
    main(sys.argv[1], Path(sys.argv[2]))
