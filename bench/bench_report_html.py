"""The HTML match report and the scoreboard on a full analysed match (issue 23).

The match: ``printing.demo.demo_match(predealt=True)`` — 36 deals dealt in advance,
played at both tables with auctions and leads — every deal analysed (DDS, not timed),
written to a match file.  Timed:

1. ``teams-app export MATCH --html FILE`` in this process (``cmd_export``: open the file
   read-only, apply the scoreboard's rule, build, write): ``runs`` times.  Target: each
   under 1 s.
2. the same as a fresh process (``.venv/bin/teams-app``: Python, Qt's core and the
   app's imports included), 5 times.
3. the scoreboard's answers the room server builds once per change of the match
   (``api/state`` and the page), and a poll between two changes (kept answers).

Run:
    .venv/bin/python bench/bench_report_html.py [runs]
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

TARGET_S = 1.0


def main() -> int:
    from models.commands import Batch
    from printing.demo import demo_match
    from teams_app.analysis import plan_analysis, run_analysis
    from teams_app.cli.store import cmd_export
    from teams_app.server import scoreboard
    from teams_app.store import MatchStore

    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    match = demo_match(predealt=True)
    Batch(tuple(run_analysis(plan_analysis(match))), "analysis").apply(match)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "full.stolitsa"
        MatchStore.create(path, match).close()
        target = Path(folder) / "report.html"
        args = SimpleNamespace(match=str(path), csv=None, pbn=None, html=str(target),
                               lang="bg")
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            cmd_export(args, out=open("/dev/null", "w"))  # noqa: SIM115 - a sink
            times.append(time.perf_counter() - start)
        size = target.stat().st_size
        cold = []
        for _ in range(5):
            start = time.perf_counter()
            subprocess.run([str(Path(sys.executable).with_name("teams-app")), "export", str(path),
                            "--html", str(target), "--lang", "ru"], check=True,
                           capture_output=True, cwd=ROOT)
            cold.append(time.perf_counter() - start)
        polls: dict[str, list[float]] = {"api/state": [], "page": [],
                                          "a poll between changes": []}
        kept = scoreboard.Answers()
        for _ in range(runs):
            for route, name in (("api/state", "api/state"), ("", "page")):
                start = time.perf_counter()
                scoreboard.answer(match, route, "en")
                polls[name].append(time.perf_counter() - start)
            kept.answer(match, "", "en")
            start = time.perf_counter()
            kept.answer(match, "", "en")
            polls["a poll between changes"].append(time.perf_counter() - start)
    print(f"report of a full analysed match ({size / 1024:.0f} KiB, bg), in process, "
          f"{runs} runs: median {statistics.median(times) * 1000:.0f} ms, "
          f"max {max(times) * 1000:.0f} ms (target < {TARGET_S:.0f} s)")
    print(f"as a fresh process (teams-app export --html, ru), 5 runs: median "
          f"{statistics.median(cold) * 1000:.0f} ms, max {max(cold) * 1000:.0f} ms")
    for name, values in polls.items():
        print(f"scoreboard {name}: median {statistics.median(values) * 1000:.3f} ms, "
              f"max {max(values) * 1000:.3f} ms")
    return 0 if max(times) < TARGET_S else 1


if __name__ == "__main__":
    sys.exit(main())
