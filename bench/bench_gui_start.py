"""GUI cold start: a fresh process to the first shown main window, and to the match
shown and usable in it.

Compared with a bare PySide6 QMainWindow started the same way in the same run: both
are started alternately in fresh Python processes; times are wall clock from just
before the process is spawned, so interpreter start-up and every import count.

* first shown window: the main window's first paint done (for the app, the real
  MainWindow, saying "Opening <match>…");
* match shown and usable: the rooms view of the opened match painted (its tables,
  entry rows and all), with nothing left to do before the app takes input.

The app's process imports the ``teams-app`` command's module first and asks it whether
the arguments open the app, as the command does.

"Painted" is the end of the paint pass that began with the widget's first paint event
(a zero-time timer started at that event runs once Qt has painted the pass's widgets
and flushed the window), for the bare window as for the app.  The match opens by
itself (``teams-app FILE`` with a half-played demo match), no user action.

Python bytecode: an installed program has its modules compiled (pip does it), so by
default the children may write and reuse bytecode in a throw-away cache folder
(PYTHONPYCACHEPREFIX), warmed by the first runs.  ``--no-bytecode`` measures a
checkout run with PYTHONDONTWRITEBYTECODE=1, where every module of ours is compiled
from source at each start.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_gui_start.py [--runs 15]
        [--no-bytecode]
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
    from PySide6.QtCore import QTimer

    from teams_app.gui import app as gui_app

    marks.append(("import the GUI shell", time.perf_counter()))
    application = gui_app.application(icon=False)  # as start() does
    marks.append(("QApplication, fonts, translations", time.perf_counter()))
    window = gui_app.MainWindow()
    marks.append(("MainWindow", time.perf_counter()))
    window.open_file_later(match_file)
    window.show()
    window.opening_page.painted.connect(application.exit)
    application.exec()
    marks.append(("show, first paint: FIRST SHOWN WINDOW", time.perf_counter()))
    import teams_app.store  # noqa: F401

    marks.append(("import the store", time.perf_counter()))
    from teams_app.gui import session  # noqa: F401

    marks.append(("import match core, operations, session", time.perf_counter()))
    from teams_app.gui import rooms  # noqa: F401

    marks.append(("import the rooms view", time.perf_counter()))
    from teams_app.store import MatchStore

    window.pending_open = None
    store = MatchStore.open(match_file)
    marks.append(("open the match file", time.perf_counter()))
    window.set_store(store)
    marks.append(("build the rooms view", time.perf_counter()))
    QTimer.singleShot(0, application.exit)
    application.exec()
    marks.append(("paint the match: MATCH SHOWN", time.perf_counter()))
    for (_, before), (name, at) in zip(marks, marks[1:], strict=False):
        print(f"PHASE {name}\t{(at - before) * 1000:.1f}", flush=True)
    os._exit(0)


def child(kind: str, match_file: str) -> None:
    """Runs in the fresh process: start, show, report the paints' wall times."""
    if kind == "phases":
        phases(match_file)
    from PySide6.QtCore import QEvent, QObject, QTimer

    class Painted(QObject):
        """Notes the wall time when a widget's first paint is done: the paint event
        starts it, and a zero-time timer started then runs once Qt has painted every
        widget of that pass (the widget's children after it) and flushed the window."""

        def __init__(self, widget: QObject, then: object) -> None:
            super().__init__()
            self.at: float | None = None
            self.seen = False
            self.then = then
            widget.installEventFilter(self)

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint and not self.seen:
                self.seen = True
                QTimer.singleShot(0, self.done)
            return False

        def done(self) -> None:
            self.at = time.time()
            self.then()  # type: ignore[operator]

    if kind == "bare":
        from PySide6.QtWidgets import QApplication, QMainWindow

        app = QApplication([sys.argv[0]])
        window = QMainWindow()
        window.resize(1280, 800)
        window.show()
        shown = Painted(window, app.exit)
        usable = shown
    else:
        sys.path.insert(0, str(ROOT))
        from PySide6.QtWidgets import QApplication

        from teams_app import cli  # the teams-app command's module: it runs first

        if not cli.wants_app([match_file]):
            raise SystemExit("teams-app FILE would not open the app")
        from teams_app.gui.app import start

        window = start([match_file])
        app = QApplication.instance()
        shown = Painted(window, lambda: None)
        found: dict[str, Painted] = {}

        def opened() -> None:
            view = window.views.get("RoomsView")
            if view is None:
                raise SystemExit("the rooms view was not built")
            found["usable"] = Painted(view, app.exit)
            view.update()

        window.match_opened.connect(opened)
    QTimer.singleShot(20_000, app.exit)
    app.exec()
    if kind == "app":
        usable = found.get("usable", shown)
        if getattr(window, "store", None) is None:
            raise SystemExit("the match did not open")
    if shown.at is None or usable.at is None:
        raise SystemExit("no paint event")
    print(f"SHOWN {shown.at:.6f}", flush=True)
    print(f"USABLE {usable.at:.6f}", flush=True)
    os._exit(0)  # the measurement is done: skip teardown


def measure(kind: str, match_file: str, env: dict[str, str]) -> tuple[float, float]:
    started = time.time()
    out = subprocess.run([sys.executable, __file__, "--child", kind, match_file],
                         capture_output=True, text=True, env=env, check=True).stdout
    times = dict(line.split() for line in out.splitlines()
                 if line.startswith(("SHOWN", "USABLE")))
    return float(times["SHOWN"]) - started, float(times["USABLE"]) - started


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--no-bytecode", action="store_true")
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
        if args.no_bytecode:
            env["PYTHONDONTWRITEBYTECODE"] = "1"
            env.pop("PYTHONPYCACHEPREFIX", None)
        else:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "pycache")
        os.environ.update({k: env[k] for k in ("XDG_CONFIG_HOME", "XDG_DATA_HOME")})
        from teams_app.gui.demo import create_demo

        match_file = str(create_demo(Path(tmp) / "matches"))
        for _ in range(2):  # warm the disk cache (and the bytecode cache) for both
            measure("bare", match_file, env)
            measure("app", match_file, env)
        bare: list[tuple[float, float]] = []
        app: list[tuple[float, float]] = []
        for _ in range(args.runs):
            bare.append(measure("bare", match_file, env))
            app.append(measure("app", match_file, env))
        split: dict[str, list[float]] = {}
        for _ in range(max(3, args.runs // 3)):
            out = subprocess.run([sys.executable, __file__, "--child", "phases", match_file],
                                 capture_output=True, text=True, env=env, check=True).stdout
            for line in out.splitlines():
                if line.startswith("PHASE "):
                    name, ms = line[6:].split("\t")
                    split.setdefault(name, []).append(float(ms))

    def median_ms(values: list[tuple[float, float]], which: int) -> float:
        return statistics.median(v[which] for v in values) * 1000

    def min_ms(values: list[tuple[float, float]], which: int) -> float:
        return min(v[which] for v in values) * 1000

    bare_ms = median_ms(bare, 0)
    shown_ms, usable_ms = median_ms(app, 0), median_ms(app, 1)
    print(f"platform: {env['QT_QPA_PLATFORM']}, runs: {args.runs} each, alternating, "
          f"bytecode: {'none (compiled at each start)' if args.no_bytecode else 'cached'}")
    print(f"bare QMainWindow, first paint:         median {bare_ms:4.0f} ms "
          f"(min {min_ms(bare, 0):.0f})")
    def verdict(ratio: float, target: float) -> str:
        return f"ratio {ratio:.2f}x -> {'OK' if ratio <= target else 'TOO SLOW'} " \
               f"(target <= {target:g}x)"

    print(f"teams-app, first shown window:         median {shown_ms:4.0f} ms "
          f"(min {min_ms(app, 0):.0f})  {verdict(shown_ms / bare_ms, 1.5)}")
    print(f"teams-app, match shown and usable:     median {usable_ms:4.0f} ms "
          f"(min {min_ms(app, 1):.0f})  {verdict(usable_ms / bare_ms, 2.0)}")
    print("where the app's start-up goes (medians, ms; interpreter start not included):")
    for name, values in split.items():
        print(f"  {name:<44} {statistics.median(values):6.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
