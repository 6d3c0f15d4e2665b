"""GUI cold start: a fresh process to the first painted main window, with a match open.

Compared with a bare PySide6 QMainWindow started the same way in the same run: both are
started alternately in fresh Python processes; the time is from just before the process
is spawned to the window's first paint event (wall clock, so interpreter start-up and
every import count).  Prints the medians and the ratio (target <= 1.5x).

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_gui_start.py [--runs 9]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def phases(match_file: str) -> None:
    """Runs in a fresh process: the app's start-up split into phases (ms, printed)."""
    marks = [("start", time.perf_counter())]
    sys.path.insert(0, str(ROOT))
    import PySide6.QtWidgets  # noqa: F401

    marks.append(("import PySide6.QtWidgets", time.perf_counter()))
    from teams_app.gui import app as gui_app

    marks.append(("import the GUI shell", time.perf_counter()))
    import teams_app.store  # noqa: F401

    marks.append(("import the store (sqlite-utils, numpy)", time.perf_counter()))
    from teams_app.gui import session  # noqa: F401

    marks.append(("import session and operations", time.perf_counter()))
    application = gui_app.application()
    marks.append(("QApplication, fonts, translations", time.perf_counter()))
    window = gui_app.MainWindow()
    marks.append(("MainWindow", time.perf_counter()))
    from teams_app.store import MatchStore

    store = MatchStore.open(match_file)
    marks.append(("open the match file", time.perf_counter()))
    window.set_store(store)
    marks.append(("build the rooms view", time.perf_counter()))
    window.show()
    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, application.quit)
    application.exec()
    marks.append(("show and first paint", time.perf_counter()))
    for (_, before), (name, at) in zip(marks, marks[1:], strict=False):
        print(f"PHASE {name}\t{(at - before) * 1000:.1f}", flush=True)
    os._exit(0)


def child(kind: str, match_file: str) -> None:
    """Runs in the fresh process: start, show, report the first paint's wall time."""
    if kind == "phases":
        phases(match_file)
    if kind == "bare":
        from PySide6.QtWidgets import QApplication, QMainWindow

        app = QApplication([sys.argv[0]])
        window = QMainWindow()
        window.resize(1280, 800)
        window.show()
    else:
        sys.path.insert(0, str(ROOT))
        from PySide6.QtWidgets import QApplication

        from teams_app.gui.app import start

        window = start([match_file])
        if window.store is None:
            raise SystemExit("the match did not open")
        app = QApplication.instance()
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint and not hasattr(self, "at"):
                self.at = time.time()
                QTimer.singleShot(0, app.quit)
            return False

    spy = FirstPaint()
    window.installEventFilter(spy)
    window.update()
    QTimer.singleShot(10_000, app.quit)
    app.exec()
    if not hasattr(spy, "at"):
        raise SystemExit("no paint event")
    print(f"PAINTED {spy.at:.6f}", flush=True)
    os._exit(0)  # the measurement is done: skip teardown


def measure(kind: str, match_file: str, env: dict[str, str]) -> float:
    started = time.time()
    out = subprocess.run([sys.executable, __file__, "--child", kind, match_file],
                         capture_output=True, text=True, env=env, check=True).stdout
    painted = float(next(line for line in out.splitlines()
                         if line.startswith("PAINTED")).split()[1])
    return painted - started


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--child", nargs=2, metavar=("KIND", "FILE"))
    args = parser.parse_args()
    if args.child:
        child(*args.child)
        return 0

    sys.path.insert(0, str(ROOT))
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ)
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        env["XDG_CONFIG_HOME"] = str(Path(tmp) / "config")
        env["XDG_DATA_HOME"] = str(Path(tmp) / "data")
        os.environ.update({k: env[k] for k in ("XDG_CONFIG_HOME", "XDG_DATA_HOME")})
        from teams_app.gui.demo import create_demo

        match_file = str(create_demo(Path(tmp) / "matches"))
        measure("bare", match_file, env)  # warm the disk cache for both
        measure("app", match_file, env)
        bare: list[float] = []
        app: list[float] = []
        for _ in range(args.runs):
            bare.append(measure("bare", match_file, env))
            app.append(measure("app", match_file, env))
        split: dict[str, list[float]] = {}
        for _ in range(args.runs):
            out = subprocess.run([sys.executable, __file__, "--child", "phases", match_file],
                                 capture_output=True, text=True, env=env, check=True).stdout
            for line in out.splitlines():
                if line.startswith("PHASE "):
                    name, ms = line[6:].split("\t")
                    split.setdefault(name, []).append(float(ms))
    bare_ms = statistics.median(bare) * 1000
    app_ms = statistics.median(app) * 1000
    print(f"platform: {env['QT_QPA_PLATFORM']}, runs: {args.runs} each, alternating")
    print(f"bare QMainWindow: median {bare_ms:.0f} ms (min {min(bare) * 1000:.0f})")
    print(f"teams-app with a half-played match: median {app_ms:.0f} ms "
          f"(min {min(app) * 1000:.0f})")
    print(f"ratio: {app_ms / bare_ms:.2f}x (target <= 1.5x)")
    print("where the app's start-up goes (medians, ms; interpreter start not included):")
    for name, values in split.items():
        print(f"  {name:<42} {statistics.median(values):6.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
