"""Latency of committing one result to a full match file (store.apply: the in-memory
command, the row diff, the audit-log row, one SQLite transaction with synchronous=FULL).

Run: cd /work/main && .venv/bin/python bench/bench_commit.py [--commits N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from models.commands import SetExtra, SetResult  # noqa: E402
from models.match import DealKey, Seat, TableResult, new_match  # noqa: E402
from teams_app.operations import import_results  # noqa: E402

# the store's own benchmark times its apply and undo: it takes the operations' door on
# purpose (tests/test_one_door.py names it as an exception)
from teams_app.operations.door import _DOOR as DOOR  # noqa: E402
from teams_app.store import MatchStore  # noqa: E402

SAMPLE = ROOT / "resources" / "samples" / "full-match.csv"


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--commits", type=int, default=300)
    args = parser.parse_args()
    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.match"
        store = MatchStore.create(path, new_match("Alpha", "Beta", seats))
        import_results(store, SAMPLE)
        # fill the extension slots as a played match would (hands, dd tables)
        for deal in range(1, 37):
            for table in (1, 2):
                store.apply(DOOR, SetExtra("hands", f"{deal}:{table}", {
                    d: "AKQ.J2.T987.5432" for d in "NESW"}))
            store.apply(DOOR, SetExtra("dd", str(deal), {"deal": "N:...", "table": {
                d: {s: 7 for s in ("C", "D", "H", "S", "NT")} for d in "NESW"}}))
        entries = ("4S N 10", "3NT S 9", "4H E 11", "2D W 8")
        timings: list[float] = []
        for n in range(args.commits):
            deal = n % 36 + 1
            key = DealKey(deal, 0)
            table = 1 + n % 2
            old = store.match.results[(key, table)]
            new = TableResult.parse_entry(entries[n % len(entries)]).with_cards(
                old.ns_card, old.ew_card)
            start = time.perf_counter()
            store.apply(DOOR, SetResult(key, table, new))
            timings.append((time.perf_counter() - start) * 1000)
        undo_times = []
        for _ in range(50):
            start = time.perf_counter()
            store.undo(DOOR)
            undo_times.append((time.perf_counter() - start) * 1000)
        store.close()
        start = time.perf_counter()
        MatchStore.open(path).close()
        open_ms = (time.perf_counter() - start) * 1000
        size = path.stat().st_size
    print(f"commit one result to a full match ({args.commits} commits, "
          f"file {size // 1024} KiB):")
    print(f"  median {statistics.median(timings):.2f} ms, p95 {percentile(timings, 0.95):.2f} ms,"
          f" max {max(timings):.2f} ms")
    print(f"undo (50): median {statistics.median(undo_times):.2f} ms, "
          f"p95 {percentile(undo_times, 0.95):.2f} ms")
    print(f"open the full match (checks + load): {open_ms:.1f} ms")


if __name__ == "__main__":
    main()
