"""Benchmark: double-dummy analysis of the 36 deals of a match, and par.

1. End to end: each run creates a fresh match file with 36 pre-dealt deals and runs
   ``teams_app.operations.analyse(store)`` (plan, endplay's calc_all_tables, par by
   models.par, one store write).  Prints the median time and the share spent outside
   endplay (the time inside ``endplay.dds.calc_all_tables`` is measured by wrapping it).
2. Par only: the same file with every stored par made stale (as a file written before
   part-scores counted), then ``analyse(store)`` again: par recomputed from the stored
   tables, no DDS.
3. ``models.par.par`` alone on the 300 tables of tests/data/par_deals.json × 4
   vulnerabilities × 4 dealers, and with part-scores.

Rerun: ``.venv/bin/python bench/bench_dd.py [--runs 3]``
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import endplay.dds as dds  # noqa: E402

from models.commands import SetExtra  # noqa: E402
from models.dealing import predeal_command  # noqa: E402
from models.match import Seat, new_match  # noqa: E402
from models.par import board_cards, par  # noqa: E402
from models.scorecards import ScoreCard  # noqa: E402
from models.vocabulary import Direction, Line, Strain, Vulnerability  # noqa: E402
from teams_app.operations import analyse, store_analysis  # noqa: E402
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


def one_run(folder: Path, number: int) -> tuple[float, float, float]:
    global inside
    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    match = new_match("A", "B", seats)
    predeal_command(match, f"bench-{number}")[1].apply(match)
    with MatchStore.create(folder / f"run{number}.match", match) as store:
        inside = 0.0
        start = time.perf_counter()
        computed = analyse(store)
        total = time.perf_counter() - start
        in_endplay = inside
        assert computed == 36, computed
        stale = [SetExtra("dd", key, dict(entry, par={"ns_score": 0, "contracts": [],
                                                       "vul": "None", "dealer": "N"}))
                 for key, entry in store.match.extras["dd"].items()]
        store_analysis(store, stale)  # as if stored before the par method changed
        inside = 0.0
        start = time.perf_counter()
        assert analyse(store) == 36
        par_only = time.perf_counter() - start
        assert inside == 0.0, "par only must not run DDS"
    return total, in_endplay, par_only


def par_alone() -> tuple[float, float]:
    rows = json.loads((ROOT / "tests" / "data" / "par_deals.json").read_text())["deals"]
    tables = [{Direction[d]: {Strain.parse(s): n for s, n in r.items()}
               for d, r in row["table"].items()} for row in rows]
    start = time.perf_counter()
    count = 0
    for tricks in tables:
        for vul in Vulnerability:
            for dealer in Direction:
                par(tricks, board_cards(vul), dealer)
                count += 1
    plain = (time.perf_counter() - start) / count
    cards = {Line.NS: ScoreCard(False, 60), Line.EW: ScoreCard(True, 40)}
    start = time.perf_counter()
    for tricks in tables:
        par(tricks, cards, Direction.N)
    carried = (time.perf_counter() - start) / len(tables)
    return plain, carried


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    plain, carried = par_alone()
    print(f"models.par: {plain * 1000:.2f} ms a deal (part-score 0, 4800 calls), "
          f"{carried * 1000:.2f} ms with part-scores")
    totals: list[float] = []
    outside: list[float] = []
    par_only: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        for number in range(args.runs):
            total, in_endplay, only = one_run(Path(folder), number)
            totals.append(total)
            outside.append((total - in_endplay) / total)
            par_only.append(only)
            print(f"run {number + 1}: {total:.2f} s, outside endplay {100 * outside[-1]:.2f} %;"
                  f" par only (36 stale pars) {only * 1000:.1f} ms")
    print(f"36 deals, {args.runs} runs: median {statistics.median(totals):.2f} s, "
          f"min {min(totals):.2f} s, max {max(totals):.2f} s; share outside endplay "
          f"median {100 * statistics.median(outside):.2f} %, max {100 * max(outside):.2f} %;"
          f" par only median {statistics.median(par_only) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
