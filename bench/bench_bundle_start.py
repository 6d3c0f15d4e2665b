"""Start-up of the packaged app against the pip (wheel) install it was built from.

Both programs are spawned alternately in fresh processes, wall clock from just before
the spawn:

* CLI: ``teams-app schedule --json`` (the core only) and ``teams-app report MATCH`` (the
  store and the match core), to the process's end;
* window: ``teams-app MATCH`` on an Xvfb display, to the moment its window's title names
  the match's teams (the match is open; polled with xwininfo every 10 ms).

After packaging/build-linux.sh (dist/teams-app/, build/venv):

    .venv/bin/python bench/bench_bundle_start.py [--runs 9]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TITLE = '"Sofia – Plovdiv'


def free_display() -> int:
    """A display number with no lock file and no X server on its abstract socket."""
    taken = Path("/proc/net/unix").read_text()
    for number in random.sample(range(100, 600), 500):
        if (not Path(f"/tmp/.X{number}-lock").exists()
                and f"@/tmp/.X11-unix/X{number}\n" not in taken):
            return number
    raise SystemExit("no free X display")


def timed(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, env=env, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def window(program: str, match: Path, env: dict[str, str]) -> float:
    start = time.perf_counter()
    process = subprocess.Popen([program, str(match)], env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    try:
        deadline = start + 60
        while time.perf_counter() < deadline:
            tree = subprocess.run(["xwininfo", "-root", "-tree"], env=env,
                                  capture_output=True, text=True).stdout
            if TITLE in tree:
                return time.perf_counter() - start
            time.sleep(0.01)
        raise SystemExit(f"{program}: no window with the match after 60 s")
    finally:
        process.terminate()
        process.wait(timeout=30)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--bundle", default=str(ROOT / "dist" / "teams-app" / "teams-app"))
    parser.add_argument("--venv", default=str(ROOT / "build" / "venv" / "bin" / "teams-app"))
    args = parser.parse_args()
    programs = {"bundle": args.bundle, "pip install": args.venv}
    with tempfile.TemporaryDirectory() as home:
        env = {"HOME": home, "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
               "LANG": "C.UTF-8"}
        match = Path(home) / "bench.match"
        subprocess.run([args.venv, "new", str(match), "--team", "Sofia", "--other-team",
                        "Plovdiv", "--players", "Ann,Bob,Cid,Dan", "--other-players",
                        "Eve,Fay,Gus,Hal"], env=env, check=True, stdout=subprocess.DEVNULL)
        subprocess.run([args.venv, "import", str(match),
                        str(ROOT / "resources" / "samples" / "full-match.csv")],
                       env=env, check=True, stdout=subprocess.DEVNULL)
        number = free_display()
        xvfb = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1366x768x24",
                                 "-nolisten", "tcp", "-noreset"], stderr=subprocess.DEVNULL)
        try:
            socket = Path(f"/tmp/.X11-unix/X{number}")
            for _ in range(100):
                if socket.exists():
                    break
                time.sleep(0.1)
            gui_env = {**env, "DISPLAY": f":{number}"}
            times: dict[tuple[str, str], list[float]] = {}
            for run in range(args.runs + 1):  # the first run of each warms the disk cache
                for name, program in programs.items():
                    got = {
                        "schedule --json": timed([program, "schedule", "--json"], env),
                        "report MATCH": timed([program, "report", str(match)], env),
                        "window: match open": window(program, match, gui_env),
                    }
                    if run:
                        for what, seconds in got.items():
                            times.setdefault((name, what), []).append(seconds)
        finally:
            xvfb.terminate()
            xvfb.wait()
    print(f"{args.runs} runs each, medians (min), ms")
    print("| what | pip install | bundle | bundle − pip |")
    print("|---|---|---|---|")
    for what in ("schedule --json", "report MATCH", "window: match open"):
        pip = times[("pip install", what)]
        bundle = times[("bundle", what)]
        print(f"| {what} | {statistics.median(pip) * 1000:.0f} ({min(pip) * 1000:.0f}) | "
              f"{statistics.median(bundle) * 1000:.0f} ({min(bundle) * 1000:.0f}) | "
              f"{(statistics.median(bundle) - statistics.median(pip)) * 1000:+.0f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
