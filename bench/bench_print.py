"""Benchmark: the whole match book of a full 36-deal match (no double-dummy analysis).

    .venv/bin/python bench/bench_print.py [--runs 11] [--lang bg]

Prints the median, min and max time of ``printing.render(match, "all")`` (fonts are
registered by the first, untimed, run), the page count and the PDF size; then the same
for a pre-dealt match's book (no book holds the dealing sheets), the book of a match in
progress (round III half played) and the blank forms.  Target: a median under 1 s
(prints TOO SLOW otherwise).
"""

from __future__ import annotations

import argparse
import io
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pypdf import PdfReader  # noqa: E402

from printing import render  # noqa: E402
from printing.demo import demo_match  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--lang", default="bg", choices=("en", "bg", "ru"))
    args = parser.parse_args()
    match = demo_match(1959, cyrillic=True, turning=True)
    start = time.perf_counter()
    data = render(match, "all", lang=args.lang)
    first = time.perf_counter() - start
    times = []
    for _ in range(args.runs):
        start = time.perf_counter()
        data = render(match, "all", lang=args.lang)
        times.append(time.perf_counter() - start)
    pages = len(PdfReader(io.BytesIO(data)).pages)
    print(f"match book, 36 deals, turning, lang={args.lang}: {pages} pages, "
          f"{len(data) / 1024:.0f} KiB")
    print(f"first run (font registration included): {first:.3f} s")
    print(f"median {statistics.median(times):.3f} s  min {min(times):.3f} s  "
          f"max {max(times):.3f} s  ({args.runs} runs)")
    dealt = demo_match(1959, cyrillic=True, turning=True, predealt=True)
    dealt_times = []
    for _ in range(args.runs):
        start = time.perf_counter()
        dealt_data = render(dealt, "all", lang=args.lang)
        dealt_times.append(time.perf_counter() - start)
    dealt_pages = len(PdfReader(io.BytesIO(dealt_data)).pages)
    print(f"pre-dealt match book (no dealing sheets): {dealt_pages} pages, "
          f"{len(dealt_data) / 1024:.0f} KiB, median {statistics.median(dealt_times):.3f} s"
          f"  min {min(dealt_times):.3f} s  max {max(dealt_times):.3f} s")
    midway = demo_match(1959, cyrillic=True, turning=True, played_rounds=2,
                        half_played=True)
    mid_times = []
    for _ in range(args.runs):
        start = time.perf_counter()
        mid_data = render(midway, "all", lang=args.lang)
        mid_times.append(time.perf_counter() - start)
    print(f"match book mid-match (round III half played): "
          f"{len(PdfReader(io.BytesIO(mid_data)).pages)} pages, "
          f"median {statistics.median(mid_times):.3f} s")
    per_form = {}
    for what in ("diagrams", "result-sheet", "hand-records", "dealing-sheets", "notebook",
                 "blank-result-sheet"):
        start = time.perf_counter()
        render(dealt if what == "dealing-sheets" else match, what, lang=args.lang)
        per_form[what] = time.perf_counter() - start
    print("single forms: " + ", ".join(f"{k} {v:.3f} s" for k, v in per_form.items()))
    worst = max(statistics.median(t) for t in (times, dealt_times, mid_times))
    if worst >= 1.0:
        print(f"TOO SLOW: a match book takes {worst:.3f} s (target: under 1 s)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
