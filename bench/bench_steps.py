"""What may be done now (issue 48): the cost of :func:`models.steps.table_offers` (the
tables' draws, results, confirmations and signatures: what the phones' pages and the
Rooms tab's Draw read after each change), :func:`models.steps.envelope_offers` (the
host's envelope steps: his page, ``teams-app envelopes``) and
:func:`models.steps.annul_steps` (the deals the host may annul, with their reasons and
times: his page and the Annul dialog), each made once per change, when a face asks, and
kept by the session until the next.

The match: the GUI tests' ``half_played`` (rounds I-III played, round IV under way, a
deal annulled and replayed, an envelope found short).  Each sample is one call on the
match as it stands (nothing kept between samples).

Run:
    .venv/bin/python bench/bench_steps.py [samples]
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]


def main(samples: int) -> None:
    import gui_play_data as data

    from models.steps import annul_steps, envelope_offers, table_offers

    with tempfile.TemporaryDirectory() as folder:
        store = data.half_played(Path(folder))
        match = store.match
        for name, query in (("table_offers", table_offers), ("envelope_offers", envelope_offers),
                            ("annul_steps", annul_steps)):
            query(match)  # warm: the modules loaded
            times = []
            for _ in range(samples):
                start = time.perf_counter()
                found = query(match)
                times.append((time.perf_counter() - start) * 1000)
            times.sort()
            print(f"{name}: {len(found)} steps; median {statistics.median(times):.1f} ms, "
                  f"p95 {times[int(len(times) * 0.95) - 1]:.1f} ms over {samples} calls")
        store.close()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 50)
