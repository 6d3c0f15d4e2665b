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

import random
import sys
from pathlib import Path

import screenshots  # tools/: the window, the steps and the languages as for the others

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "screenshots"


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
    app, home = screenshots.start(lang, "teams-two-decks-")
    window = screenshots.open_window(two_deck_match(home), lang)

    def tab(index: int) -> None:
        window.tabs.setCurrentIndex(index)
        window.resize(*screenshots.USABLE)

    steps = [("rooms", lambda: tab(0)), ("envelopes", lambda: tab(1))]
    return screenshots.take(app, window, steps,
                            lambda name: OUT / f"laptop-{lang}-two-decks-{name}.png")


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    raise SystemExit(screenshots.main(sys.argv[1:], shoot, __file__))
