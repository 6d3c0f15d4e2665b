"""Benchmark: the papers with the longest names the program accepts (issue 13).

    .venv/bin/python bench/bench_long_names.py [--runs 5]

Team and player names are at most ``models.names.MAX_NAME_LENGTH`` (40) characters; this
renders the result sheet, the diagrams and the whole match book of a full 36-deal match
whose every name is 40 wide Cyrillic letters, next to the same match with its ordinary
names, and prints the medians.  Budget: the long names cost at most twice the ordinary
time and the book stays under 2 s; otherwise the line says TOO SLOW.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from models.format import Team  # noqa: E402
from models.match import Match, Seat, TeamInfo
from models.names import MAX_NAME_LENGTH, check_name  # noqa: E402
from printing import render  # noqa: E402
from printing.demo import demo_match  # noqa: E402


def longest_names(match: Match) -> Match:
    """The match with every team and player name as long as the rule allows."""
    for number, team in enumerate(Team):
        name = check_name("Щ" * (MAX_NAME_LENGTH - 1) + str(number), "team")
        match.teams[team] = TeamInfo(name, match.teams[team].reserves)
    for number, (code, seat) in enumerate(sorted(match.seats.items())):
        player = check_name("Ш" * (MAX_NAME_LENGTH - 2) + f"{number:02d}", "player")
        match.seats[code] = Seat(player, seat.card)
    return match


def median_time(match: Match, what: str, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        render(match, what, lang="bg")
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    ordinary = demo_match(1959, cyrillic=True)
    longest = longest_names(demo_match(1959, cyrillic=True))
    render(ordinary, "result-sheet", lang="bg")  # fonts registered, untimed
    status = 0
    for what, budget in (("result-sheet", 1.0), ("diagrams", 1.0), ("all", 2.0)):
        base = median_time(ordinary, what, args.runs)
        long = median_time(longest, what, args.runs)
        slow = long > max(2 * base, 0.05) or long > budget
        status |= slow
        print(f"{what:<13} ordinary names {base:.3f} s   40-character names {long:.3f} s"
              f"   (budget {budget:.1f} s){'   TOO SLOW' if slow else ''}")
    return status


if __name__ == "__main__":
    sys.exit(main())
