"""Benchmark: compute_balances on a full 36-deal match with results at both tables.

Run: cd /work/main && .venv/bin/python bench/bench_balances.py [--repeat 2000]
Prints median and p95 of one compute_balances(match) call in milliseconds.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import timeit
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from models.balances import compute_balances  # noqa: E402
from models.commands import SetResult, SetScoreCards  # noqa: E402
from models.match import DealKey, Match, Seat, TableResult, new_match  # noqa: E402
from models.scorecards import draw  # noqa: E402
from models.vocabulary import Contract, Direction, Doubling, Line, Strain  # noqa: E402

BUDGET_MS = 1.0  # median of one call, on the development machine


def full_match(seed: int = 1959) -> Match:
    """A 36-deal match: score cards drawn at each origin table, results at both tables."""
    rng = random.Random(seed)
    seats = {f"{t}-{i}": Seat(f"{t} player {i}") for t in "AB" for i in range(1, 5)}
    match = new_match("Sofia", "Plovdiv", seats)
    fmt = match.format
    for deal in range(1, fmt.deals + 1):
        table = fmt.slot(deal).origin_table
        ns = draw(match.settings.deck, match.drawn_at(table, Line.NS), rng)
        ew = draw(match.settings.deck, match.drawn_at(table, Line.EW), rng)
        SetScoreCards(deal, ns, ew).apply(match)
        for table in (1, 2):
            contract = Contract(rng.randint(1, 7), rng.choice(list(Strain)),
                                rng.choice([Doubling.NONE] * 6 + [Doubling.DOUBLED,
                                                                  Doubling.REDOUBLED]))
            tricks = max(0, min(13, contract.tricks_needed + rng.randint(-3, 2)))
            result = TableResult(contract, rng.choice(list(Direction)), tricks)
            SetResult(DealKey(deal), table, result).apply(match)
    return match


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=2000, help="timed calls")
    args = parser.parse_args()
    match = full_match()
    balances = compute_balances(match)
    assert balances.deals_counted == 36, balances.deals_counted
    timer = timeit.Timer(lambda: compute_balances(match))
    timer.timeit(50)  # warm up
    times = sorted(timer.repeat(repeat=args.repeat, number=1))
    median = statistics.median(times) * 1000
    p95 = times[int(0.95 * (len(times) - 1))] * 1000
    print(f"compute_balances, full 36-deal match, {args.repeat} calls: "
          f"median {median:.3f} ms, p95 {p95:.3f} ms, min {times[0] * 1000:.3f} ms "
          f"(balance A {balances.balance_a:+d}, {balances.imps_a:+d} IMPs)")
    if median >= BUDGET_MS:
        sys.exit(f"over budget: median {median:.3f} ms, budget {BUDGET_MS} ms")


if __name__ == "__main__":
    main()
