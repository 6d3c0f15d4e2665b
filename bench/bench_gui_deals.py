"""Time from a notebook change to the refreshed Deals tab (and balances).

A full match file (36 deals played at both tables, the four hands, auctions and leads of
every deal, printing.demo's seeded match) with every deal analysed (endplay; the
analysis itself is measured by bench/bench_dd.py and is not part of a sample).  The
DealsView is on screen, the BalancesView alive but hidden, as tabs of the main window
are.  A sample is one change through the session (the opening lead of a deal changed,
alternating between two cards; or a result corrected) followed by processing the
pending events; the clock stops when that returns.

Run:
    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_gui_deals.py [samples]
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT)]

from PySide6.QtWidgets import QApplication  # noqa: E402

from teams_app import operations  # noqa: E402


def main(samples: int = 100) -> None:
    app = QApplication.instance() or QApplication([])
    from models.match import DealKey
    from models.notebook import recorded_hands
    from printing.demo import demo_match
    from teams_app.gui.balances import BalancesView
    from teams_app.gui.deals import DealsView
    from teams_app.gui.fonts import register_fonts
    from teams_app.gui.session import MatchSession
    from teams_app.operations import analyse
    from teams_app.store import MatchStore

    register_fonts()
    folder = Path(tempfile.mkdtemp(prefix="bench-deals-"))
    store = MatchStore.create(folder / "bench.match", demo_match(with_hands=True))
    started = time.perf_counter()
    analyse(store)
    print(f"setup: 36 deals analysed in {time.perf_counter() - started:.1f} s")
    session = MatchSession(store)
    deals = DealsView(session)
    deals.resize(1400, 900)
    deals.show()
    balances = BalancesView(session)  # alive, hidden
    deals.select_deal(20, 1)
    app.processEvents()
    match = store.match
    key = DealKey(20)
    result = match.results[(key, 1)]
    leader = result.declarer.next
    cards = sorted(recorded_hands(match, key, match.format.slot(20).origin_table)[leader])
    texts = [str(result.contract), f"{result.contract} {result.declarer.name}"]

    def lead(i: int) -> None:
        session.run(operations.set_lead, deal=20, table=1, lead=str(cards[i % 2]))

    def correction(i: int) -> None:
        tricks = result.tricks + (i % 2)
        session.run(operations.enter_result, deal=20, table=1, text=f"{texts[1]} {min(tricks, 13)}")

    for name, step in (("opening lead changed", lead), ("result corrected", correction)):
        for i in range(10):  # warm-up
            step(i)
            app.processEvents()
        times = []
        for i in range(samples):
            t0 = time.perf_counter()
            step(i)
            app.processEvents()
            times.append((time.perf_counter() - t0) * 1000)
        times.sort()
        print(f"{name:24s} median {statistics.median(times):6.1f} ms   "
              f"p90 {times[int(0.9 * len(times)) - 1]:6.1f} ms   max {times[-1]:6.1f} ms")
    t0 = time.perf_counter()
    for _ in range(20):
        deals.refresh()
    print(f"{'full refresh, no change':24s} mean {(time.perf_counter() - t0) * 50:6.1f} ms")
    balances.close()
    store.close()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100)
