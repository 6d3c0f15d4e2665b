"""Soak: a real ``teams-app serve`` answering the phones of both tables for a long time,
with its memory (resident set, from /proc) and the answers' latency per interval — to
tell whether ``serve``'s memory is bounded or grows (issue 34, item 8: it grew ~82 kB a
minute over 20 minutes).

The load is what the phones do, at ``--rate`` requests a second (default 12, the rate of
the 20-minute soak of issue 34): of every ten requests seven poll ``api/state``, two ask
for a live ``api/preview`` of an entry being typed, one (``--posts``) posts a result —
deal 1 at the table's round, corrected back and forth with ``replace`` (each post a real
write: a transaction and an audit-log row), the tables taking turns.  Every answer must
be a 200.

The server remembers the last 2,000 client ids of each table with their answers (a
retried post gets its stored answer, ``Limits.seen_ids``): its memory grows with the
posts until both memos are full, then stays — at the default load (1.2 posts a second)
after about 55 minutes, with ``--posts 10 --rate 30`` after about 2½.

Run (Linux: memory from /proc/PID/status):

    .venv/bin/python bench/bench_serve_soak.py                      # an hour, a line a minute
    .venv/bin/python bench/bench_serve_soak.py --minutes 5 --interval 30

Prints per interval: requests, non-200 answers, p50/p99 latency in ms, VmRSS in kB; then
the answers that were not 200 by status (at ``--rate 30`` the server's own rate limit
answers some posts 429), the growth of the resident set over the last third (kB a
minute, least squares) and
``bounded`` when it is under ``--budget`` kB a minute.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from models.match import Conditions, Seat, Settings, new_match  # noqa: E402
from teams_app.store import MatchStore  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
APP = [sys.executable, "-c", "import sys; from teams_app.cli import main; sys.exit(main())"]


def rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


class Phone:
    """One table's phone: a kept-alive connection to its address."""

    def __init__(self, url: str) -> None:
        parts = urlsplit(url)
        self.host, self.port, self.base = parts.hostname or "", parts.port or 0, parts.path
        self.connection = http.client.HTTPConnection(self.host, self.port, timeout=30)
        self.posts = 0

    def request(self, method: str, route: str, body: dict | None = None) -> int:
        data = json.dumps(body).encode() if body is not None else None
        headers = {"Content-Type": "application/json"} if data is not None else {}
        for attempt in (1, 2):
            try:
                self.connection.request(method, self.base + route, body=data,
                                        headers=headers)
                answer = self.connection.getresponse()
                answer.read()
                return answer.status
            except (OSError, http.client.HTTPException):
                self.connection.close()
                self.connection = http.client.HTTPConnection(self.host, self.port,
                                                             timeout=30)
                if attempt == 2:
                    raise
        return 0


def slope(points: list[tuple[float, float]]) -> float:
    n = len(points)
    if n < 2:
        return 0.0
    mx = sum(x for x, _ in points) / n
    my = sum(y for _, y in points) / n
    den = sum((x - mx) ** 2 for x, _ in points)
    return sum((x - mx) * (y - my) for x, y in points) / den if den else 0.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--minutes", type=float, default=60.0)
    parser.add_argument("--interval", type=float, default=60.0, help="seconds per line")
    parser.add_argument("--rate", type=float, default=12.0, help="requests a second")
    parser.add_argument("--budget", type=float, default=20.0,
                        help="kB a minute of growth still called bounded")
    parser.add_argument("--posts", type=int, default=1,
                        help="of every ten requests, how many post a result (10: posts "
                             "only, to fill the server's memo of client ids sooner)")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="serve-soak-"))
    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    path = folder / "soak.match"
    MatchStore.create(path, new_match("Lions", "Tigers", seats,
                                      settings=Settings(conditions=Conditions.BOARD))).close()
    server = subprocess.Popen([*APP, "serve", str(path), "--host", "127.0.0.1", "--port",
                               "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                              text=True, cwd=ROOT,
                              env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert server.stdout is not None
    lines = [server.stdout.readline() for _ in range(3)]
    phones = [Phone(line.split(": ", 1)[1].strip()) for line in lines[1:3]]
    # serve's log lines must be read, or its queue of lines drops them (as a terminal would)
    import threading

    threading.Thread(target=lambda: [None for _ in server.stdout], daemon=True).start()
    end = time.monotonic() + args.minutes * 60
    started = time.monotonic()
    memory: list[tuple[float, float]] = []
    statuses: dict[int, int] = {}
    print(f"{'minute':>7} {'requests':>9} {'non-200':>8} {'p50 ms':>7} {'p99 ms':>7} "
          f"{'VmRSS kB':>9}")
    n = 0
    try:
        while time.monotonic() < end:
            stop = min(end, time.monotonic() + args.interval)
            latencies: list[float] = []
            bad = 0
            while time.monotonic() < stop:
                phone = phones[(n // 10 + n) % 2]  # both tables post
                kind = n % 10
                t0 = time.perf_counter()
                if kind < 10 - args.posts and kind < 7:
                    status = phone.request("GET", "api/state")
                elif kind < 10 - args.posts:
                    status = phone.request("GET", "api/preview?deal=1&entry=4S%20N%2010")
                else:
                    phone.posts += 1
                    tricks = 10 + phone.posts % 2
                    status = phone.request("POST", "api/result", {
                        "id": f"soak-{n:010d}", "deal": 1, "entry": f"4S N {tricks}",
                        "replace": phone.posts > 1})
                latencies.append((time.perf_counter() - t0) * 1000)
                bad += status != 200
                if status != 200:
                    statuses[status] = statuses.get(status, 0) + 1
                n += 1
                pause = started + n / args.rate - time.monotonic()
                if pause > 0:
                    time.sleep(pause)
            minute = (time.monotonic() - started) / 60
            kb = rss_kb(server.pid)
            memory.append((minute, kb))
            latencies.sort()
            p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]
            print(f"{minute:7.1f} {len(latencies):9d} {bad:8d} "
                  f"{statistics.median(latencies):7.1f} {p99:7.1f} {kb:9d}", flush=True)
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=30)
    last = memory[len(memory) * 2 // 3:]
    growth = slope(last)
    print(f"requests {n}; not 200: {statuses or 'none'}; VmRSS first {memory[0][1]:.0f} kB, "
          f"last {memory[-1][1]:.0f} kB; growth over the last third {growth:.1f} kB a "
          f"minute: {'bounded' if growth < args.budget else 'GROWING'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
