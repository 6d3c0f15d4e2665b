"""What keeping the write-ahead log's mark costs a writer (issue 34, item 6): a writer's
open, one change (a setting switched) and close, on a half-played match file, timed with
the mark (``teams_app/store/walmark.py``: the note marked ``checkpointing`` and synced
before the close's checkpoint, the file's digest after, the digest at the first change)
and without it (those three steps replaced by nothing in this process), alternating.

Run: cd /work/main && .venv/bin/python bench/bench_writer_close.py [--cycles 40] [--rounds 4]

Prints each round's median (ms) of both and the difference.  No target: the figure is
the price of the promise, written in docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import contextlib
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import gui_play_data as data  # noqa: E402

import teams_app.store.store as store_module  # noqa: E402
from teams_app import operations as ops  # noqa: E402
from teams_app.store import MatchStore  # noqa: E402

MARKED = (store_module.main_file_changing, store_module.mark_log)
UNMARKED = (lambda path: contextlib.nullcontext(), lambda path: None)


def cycles(path: Path, count: int, marked: bool) -> list[float]:
    store_module.main_file_changing, store_module.mark_log = MARKED if marked else UNMARKED
    times = []
    for _ in range(count):
        start = time.perf_counter()
        store = MatchStore.open(path)
        ops.set_phone_leads(store, on=not store.match.settings.phone_leads)
        store.close()
        times.append((time.perf_counter() - start) * 1000)
    return times


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cycles", type=int, default=40)
    parser.add_argument("--rounds", type=int, default=4)
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="bench-close-"))
    store = data.half_played(folder)
    path = store.path
    store.close()
    for round_ in range(1, args.rounds + 1):
        medians = {}
        for marked in (True, False) if round_ % 2 else (False, True):
            medians[marked] = statistics.median(cycles(path, args.cycles, marked))
        print(f"round {round_}: with the mark {medians[True]:.2f} ms, without "
              f"{medians[False]:.2f} ms, difference {medians[True] - medians[False]:+.2f} ms")


if __name__ == "__main__":
    main()
