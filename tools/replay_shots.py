"""Screenshots of a replay pending (issue 18), at 1366×768, in the real main window.

The match of the issue, with score cards and table 1 turning: round I played; in round II
table 1 played its originals 7, 8, 9 and table 2 played 10, 11, 12, 7, 8; deal 8 is
annulled (reason 4: information reached table 2), so it is replayed at the end of the
round, table 1 first.  Table 2 then plays deal 9 and table 1 its sent deals 10, 11, 12:
table 1 is asked for 8R1 (same score cards, back in its originals' seating), table 2
waits for it.  The shots:

- ``replay-<lang>-rooms``: both tables, 8R1's row on each diagram, the hints;
- ``replay-<lang>-envelopes``: the Envelopes tab with 8R1's row;
- ``replay-<lang>-annul``: the annul dialog's replay times (deal 11, just played at
  table 2 and not yet carried: "now" offered first).

    Xvfb :14 -screen 0 1366x768x24 &
    DISPLAY=:14 .venv/bin/python tools/replay_shots.py en bg ru
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "tools")]

from screenshots import OUT, main, open_window, start, take  # noqa: E402


def make_match(home: Path) -> Path:
    import gui_play_data as data

    from teams_app import operations as ops

    rng = random.Random(18)
    store = data.make_store(home, "replay.stolitsa", turning=True)
    data.play_round(store, 1, rng)

    def play(deal: int, table: int) -> None:
        if deal not in store.match.draws:
            ops.draw_score_cards(store, deal=deal, rng=rng)
        ops.enter_result(store, deal=deal, table=table, text=data.result_text(rng))

    for deal in (7, 8, 9):
        play(deal, 1)
    for deal in (10, 11, 12, 7, 8):
        play(deal, 2)
    ops.annul_deal(store, deal=8, reason=4, note="a carrier spoke of the slam")
    play(9, 2)
    for deal in (10, 11, 12):
        play(deal, 1)
    path = store.path
    store.close()
    return path


def shoot(lang: str) -> list[Path]:
    app, home = start(lang, "teams-replay-")
    path = make_match(home)
    window = open_window(path, lang)

    def tab(index: int) -> None:
        window.tabs.setCurrentIndex(index)

    def annul() -> None:
        from teams_app.gui.annul import AnnulDialog

        assert window.session is not None
        dialog = AnnulDialog(window.session, 12, parent=window)
        dialog.move(330, 40)
        dialog.show()
        steps.insert(0, ("annul", lambda: None))
        steps.insert(1, ("", dialog.close))

    steps: list[tuple[str, Any]] = [
        ("rooms", lambda: tab(0)), ("envelopes", lambda: tab(1)), ("", annul)]
    return take(app, window, steps, lambda name: OUT / f"replay-{lang}-{name}.png")


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:], shoot, __file__))
