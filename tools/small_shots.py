"""Screenshots of the window on small screens (issue 28), under Xvfb: 800×600 and 640×480,
table 1 turning in round III, in en and bg, for docs/screenshots/.

The window opens as on a first start (sized to the screen's available area), a match
with turning table 1 open (rounds I-III played, round IV under way, deal 9 replayed), and
shows round III in every tab; what does not fit scrolls inside its tab.  The whole
screen is saved with ImageMagick's ``import``.

    .venv/bin/python tools/small_shots.py [en bg]

The same shots as ``tools/fit_shots.py`` (its ``shoot``), on other screens.  Starts its
own X servers (Xvfb); writes ``docs/screenshots/small-<size>-<lang>-<tab>.png``.
"""

from __future__ import annotations

import functools
import sys

from fit_shots import shoot, shots_main

SCREENS = {"800x600": ("800x600", "1"), "640x480": ("640x480", "1")}
#: every tab, the Deals tab too
TABS = (("rooms", 0), ("envelopes", 1), ("balances", 2), ("deals", 3))


def main(argv: list[str]) -> int:
    return shots_main(argv, __file__, functools.partial(shoot, prefix="small", tabs=TABS),
                      langs=("en", "bg"), screens=SCREENS)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
