"""Screenshots of the laptop following the play (issue 18, items 5 and 6), at 1366×768.

The real main window on an X display (Xvfb), a match made as the tests make one: rounds I
and II played, deal 8 annulled (reason 4) after both tables played it (its replay keeps
round II open); then table 1 entered its three originals of round III.  The shots:

- ``follow-<lang>-rooms``: Rooms moved on to round III by itself ("Round II is still
  open", "Show round II");
- ``follow-<lang>-envelopes-back``: Envelopes with round II picked by the host: "Back to
  the round in play", and round III's carry named ("Round III: carry …", "Show round III");
- ``follow-<lang>-balances``: Balances with round III in progress ("0 of 6 · 3 results
  waiting", dashes, table 1's scores shown as "played");
- ``follow-<lang>-held``: a finished round held with "Round II is next →" (another file:
  round I just finished).

    Xvfb :13 -screen 0 1366x768x24 &
    DISPLAY=:13 .venv/bin/python tools/follow_shots.py en bg ru
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "tools")]

from screenshots import OUT, main, open_window, start, take  # noqa: E402


def _matches(home: Path) -> tuple[Path, Path]:
    import gui_play_data as data

    from teams_app import operations as ops

    rng = random.Random(5)
    store = data.make_store(home, "round-three.stolitsa")
    data.play_round(store, 1, rng)
    data.play_round(store, 2, rng)
    ops.annul_deal(store, deal=8, reason=4)  # after both tables played it: replayed
    for deal in (13, 14, 15):
        ops.draw_score_cards(store, deal=deal, rng=rng)
        ops.enter_result(store, deal=deal, table=1, text=data.result_text(rng))
    in_play = store.path
    store.close()
    store = data.make_store(home, "round-one.stolitsa")
    data.play_round(store, 1, rng, {1: 6, 2: 5})
    finished = store.path
    store.close()
    return in_play, finished


def shoot(lang: str) -> list[Path]:
    from teams_app import operations as ops

    app, home = start(lang, "teams-follow-")
    in_play, finished = _matches(home)
    window = open_window(in_play, lang)

    def tab(index: int, round_: int | None = None) -> None:
        window.tabs.setCurrentIndex(index)
        if round_ is not None:
            view = window.view(("RoomsView", "EnvelopesView")[index])
            view.round_box.setCurrentIndex(round_ - 1)

    def held() -> None:
        window.open_file(finished)
        window.set_language(lang)
        window.tabs.setCurrentIndex(0)
        session = window.session
        game, key = ops.next_game(session.match, 1, 2)
        session.run(ops.enter_result, deal=game.deal, table=2, text="3NT S 9", attempt=key.attempt)

    steps: list[tuple[str, Any]] = [
        ("rooms", lambda: tab(0)), ("envelopes-back", lambda: tab(1, 2)),
        ("balances", lambda: tab(2)), ("held", held)]
    return take(app, window, steps, lambda name: OUT / f"follow-{lang}-{name}.png")


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:], shoot, __file__))
