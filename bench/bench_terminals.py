"""Room terminals on loopback: a phone's post → the laptop's view updated; state requests.

The laptop: a real match file (rounds I-III played, round IV under way: the GUI tests'
``half_played``), one session, the RoomsView on screen (offscreen platform) showing
round IV, and the RoomServer on 127.0.0.1 with its default limits — all on the Qt
thread, as in the app.  The phones: client threads speaking HTTP (http.client, a new
connection per request, as a phone waking up would).

1. post → view: a client posts a correction of table 1's result on a round-IV deal
   (``replace``, a fresh client id each time, alternating two contracts), one post
   every 50 ms or so (the server allows 40 requests a second from one address).  The clock
   starts before the request is sent and stops when the session's ``changed`` signal
   has been handled by the views (the RoomsView's model holds the new result; the
   repaint follows in the same event-loop turn).  Target: p95 < 100 ms.
2. state: two clients (tables 1 and 2) each ask ``api/state`` 100 times, 10 requests a
   second each (a phone polls every 2 s; 20 phones' worth), under the server's default
   limit of 40 requests a second per address.  Target: none over 250 ms.

Run:
    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_terminals.py [samples]
"""

from __future__ import annotations

import http.client
import json
import os
import random
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

POST_P95_MS = 100.0
STATE_MAX_MS = 250.0


def request(url: str, method: str = "GET", body: bytes | None = None) -> tuple[int, bytes]:
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
    try:
        headers = {"Content-Type": "application/json"} if body is not None else {}
        connection.request(method, parts.path, body=body, headers=headers)
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def run_until(done: threading.Event) -> None:
    loop = QEventLoop()
    timer = QTimer()
    timer.timeout.connect(lambda: loop.quit() if done.is_set() else None)
    timer.start(1)
    loop.exec()


def main() -> int:
    samples = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    app = QApplication.instance() or QApplication([])
    import gui_play_data as data

    from teams_app import operations as ops
    from teams_app.gui.rooms import RoomsView
    from teams_app.gui.session import MatchSession
    from teams_app.server.service import RoomServer

    folder = Path(tempfile.mkdtemp(prefix="bench-terminals-"))
    store = data.half_played(folder)
    session = MatchSession(store, rng=random.Random(1))
    rooms = RoomsView(session)
    rooms.resize(1366, 700)
    rooms.show()
    app.processEvents()
    server = RoomServer(session.core)
    server.start("127.0.0.1", 0)
    played = [g.deal for g in ops.play_order(store.match, 4, 1)
              if (store.match.current_key(g.deal), 1) in store.match.results]
    deal = played[0]
    print(f"match: rounds I-III played, round IV under way; correcting deal {deal} "
          f"at table 1; server on {server.host}:{server.port}")

    # 1. post -> view updated ------------------------------------------------------------
    stamps: dict[str, float] = {}
    session.changed.connect(lambda _changes: stamps.__setitem__("view", time.perf_counter()))
    times: list[float] = []
    url = server.url(1) + "api/result"
    for n in range(samples + 10):
        entry = ("2S N 8", "3NT S 9")[n % 2]
        body = json.dumps({"id": f"bench-{n:08d}", "deal": deal, "entry": entry,
                           "replace": True}).encode()
        done = threading.Event()
        outcome: list[int] = []

        def client(body: bytes = body, done: threading.Event = done,
                   outcome: list[int] = outcome) -> None:
            stamps["sent"] = time.perf_counter()
            outcome.append(request(url, "POST", body)[0])
            done.set()

        stamps.pop("view", None)
        pause = threading.Event()  # one post every 50 ms: under 40 requests a second
        QTimer.singleShot(50, pause.set)
        run_until(pause)
        threading.Thread(target=client).start()
        run_until(done)
        if outcome != [200]:
            print(f"post {n}: status {outcome}")
            return 1
        if n >= 10:
            times.append((stamps["view"] - stamps["sent"]) * 1000)
        app.processEvents()
    times.sort()
    p95 = times[int(0.95 * len(times)) - 1]
    ok_post = p95 < POST_P95_MS
    print(f"post -> laptop view updated, {len(times)} samples: median "
          f"{statistics.median(times):.1f} ms, p95 {p95:.1f} ms, max {times[-1]:.1f} ms -> "
          f"{'OK' if ok_post else 'TOO SLOW'} (target p95 < {POST_P95_MS:.0f} ms)")

    # 2. 200 state requests from both tables --------------------------------------------
    latencies: dict[int, list[float]] = {1: [], 2: []}
    statuses: list[int] = []
    finished = threading.Event()
    left = [2]
    lock = threading.Lock()

    def poller(table: int) -> None:
        state_url = server.url(table) + "api/state"
        for _ in range(100):
            start = time.perf_counter()
            status, _ = request(state_url)
            latencies[table].append((time.perf_counter() - start) * 1000)
            statuses.append(status)
            time.sleep(max(0.0, 0.1 - (time.perf_counter() - start)))
        with lock:
            left[0] -= 1
            if not left[0]:
                finished.set()

    for table in (1, 2):
        threading.Thread(target=poller, args=(table,)).start()
    run_until(finished)
    every = sorted(latencies[1] + latencies[2])
    bad = [s for s in statuses if s != 200]
    ok_state = every[-1] <= STATE_MAX_MS and not bad
    print(f"api/state, {len(every)} requests from tables 1 and 2 (10/s each): median "
          f"{statistics.median(every):.1f} ms, p95 {every[int(0.95 * len(every)) - 1]:.1f} ms, "
          f"max {every[-1]:.1f} ms, non-200: {len(bad)} -> "
          f"{'OK' if ok_state else 'TOO SLOW'} (target: none over {STATE_MAX_MS:.0f} ms)")
    server.stop()
    store.close()
    return 0 if ok_post and ok_state else 1


if __name__ == "__main__":
    sys.exit(main())
