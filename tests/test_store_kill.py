"""Kill test: a child process applies changes to a match file and is killed with SIGKILL
at random moments; after each kill the file passes ``PRAGMA integrity_check`` and holds
every change the child had reported as committed (and nothing half-done)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from models.match import Conditions, Seat, Settings, new_match
from teams_app.store import MatchStore

#: slow (README: the quick run leaves it out, ``-m "not slow"``)
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parent.parent
KILLS = 50

#: Change number n (1, 2, …) — shared by the child and the check.  Each change is one
#: batch: a new notebook-like extra (so every change leaves a trace) and a result that
#: overwrites an earlier one.
STEP = textwrap.dedent("""
    from models.commands import Batch, SetExtra, SetResult
    from models.match import DealKey, TableResult

    ENTRIES = ("4S N 10", "3NT S 8", "PASS", "2HX E 7", "6NT W 12", "1C N 9")

    def step(n):
        deal, table = n % 36 + 1, 1 + (n // 36) % 2
        return Batch((SetExtra("kill", str(n), {"n": n, "pad": "x" * (n % 300)}),
                      SetResult(DealKey(deal), table,
                                TableResult.parse_entry(ENTRIES[n % len(ENTRIES)]))),
                     f"change {n}")
""")

CHILD = STEP + textwrap.dedent("""
    import sys
    from teams_app.operations.door import _DOOR as DOOR  # the store's own test: on purpose
    from teams_app.store import MatchStore

    store = MatchStore.open(sys.argv[1])
    n = len(store.match.extras.get("kill", {}))
    print("open", n, flush=True)
    while True:
        n += 1
        store.apply(DOOR, step(n))
        print(n, flush=True)
""")


def expected_match(count: int, match=None, start: int = 0):
    """The match after changes 1..count (continuing ``match``, which has ``start``)."""
    namespace: dict = {}
    exec(STEP, namespace)
    if match is None:
        match = new_match("A", "B",
                          {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)},
                          settings=Settings(conditions=Conditions.BOARD))
    for n in range(start + 1, count + 1):
        namespace["step"](n).apply(match)
    return match


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")
def test_kill_at_random_moments(tmp_path: Path) -> None:
    path = tmp_path / "killed.match"
    want = expected_match(0)
    MatchStore.create(path, expected_match(0)).close()
    rng = random.Random(20240)
    reported_total = 0
    committed = 0
    mid_run_kills = 0
    for _ in range(KILLS):
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(path)], cwd=ROOT,
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        assert child.stdout is not None
        first = ""
        if rng.random() < 0.2:  # now and then, a kill while it starts up or opens
            time.sleep(rng.uniform(0.0, 0.5))
        else:  # mostly while it writes: a random moment after its first commit (the
            # first write also imports sqlite-utils, which takes a while)
            first = child.stdout.readline() + child.stdout.readline()
            time.sleep(rng.uniform(0.0, 0.15))
        os.kill(child.pid, signal.SIGKILL)
        out, err = child.communicate(timeout=30)
        assert child.returncode == -signal.SIGKILL, err
        lines = (first + out).split()
        reported = [int(x) for x in lines[2:]] if lines[:1] == ["open"] else []
        if reported:
            mid_run_kills += 1
        store = MatchStore.open(path)
        try:
            assert store.db.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
            keys = sorted(int(k) for k in store.match.extras.get("kill", {}))
            count = len(keys)
            assert keys == list(range(1, count + 1)), "no change lost or half-applied"
            if reported:
                # every reported change is there; at most one more (committed, killed
                # before it was printed)
                assert reported[-1] <= count <= reported[-1] + 1
            assert count >= committed
            want = expected_match(count, want, committed)
            committed = count
            reported_total += len(reported)
            assert store.match.results == want.results
            assert store.match.annulments == want.annulments
            changes = [e for e in store.log() if e.action == "do"]
            assert len(changes) == count and all(e.state == "done" for e in changes)
        finally:
            store.close()
    assert mid_run_kills >= KILLS // 2, "most kills should land while the child writes"
    assert reported_total > KILLS


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_lock_released_by_killed_writer(tmp_path: Path) -> None:
    path = tmp_path / "held.match"
    MatchStore.create(path, expected_match(0)).close()
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(path)], cwd=ROOT,
                             stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    assert child.stdout.readline().startswith("open")
    child.kill()
    child.communicate(timeout=30)
    MatchStore.open(path).close()
