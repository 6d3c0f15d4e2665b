"""Benchmark: double-dummy analysis of the 36 deals of a match, end to end.

Each run creates a fresh match file with 36 pre-dealt deals and runs
``teams_app.analysis.analyse(store)`` (plan, endplay's calc_all_tables and par, one
store write).  Prints the median time and the share spent outside endplay (the time
inside ``endplay.dds.calc_all_tables`` and ``endplay.dds.par`` is measured by wrapping
them).  Rerun: ``.venv/bin/python bench/bench_dd.py [--runs 5]``
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import endplay.dds as dds  # noqa: E402

from models.match import Seat, new_match  # noqa: E402
from teams_app.analysis import analyse  # noqa: E402
from teams_app.pbn import predeal_command  # noqa: E402
from teams_app.store import MatchStore  # noqa: E402

inside = 0.0


def _timed(function):
    def wrapper(*args, **kwargs):
        global inside
        start = time.perf_counter()
        try:
            return function(*args, **kwargs)
        finally:
            inside += time.perf_counter() - start
    return wrapper


dds.calc_all_tables = _timed(dds.calc_all_tables)
dds.par = _timed(dds.par)


def one_run(folder: Path, number: int) -> tuple[float, float]:
    global inside
    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    match = new_match("A", "B", seats)
    predeal_command(match, f"bench-{number}")[1].apply(match)
    with MatchStore.create(folder / f"run{number}.match", match) as store:
        inside = 0.0
        start = time.perf_counter()
        computed = analyse(store)
        total = time.perf_counter() - start
    assert computed == 36, computed
    return total, inside


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    totals: list[float] = []
    outside: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        for number in range(args.runs):
            total, in_endplay = one_run(Path(folder), number)
            totals.append(total)
            outside.append((total - in_endplay) / total)
            print(f"run {number + 1}: {total:.2f} s, outside endplay {100 * outside[-1]:.2f} %")
    print(f"36 deals, {args.runs} runs: median {statistics.median(totals):.2f} s, "
          f"min {min(totals):.2f} s, max {max(totals):.2f} s; share outside endplay "
          f"median {100 * statistics.median(outside):.2f} %, max {100 * max(outside):.2f} %")


if __name__ == "__main__":
    main()
