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

``--against DIR`` compares this checkout's app with another checkout's (e.g. a commit
exported with ``git archive`` to DIR), measured by this file's code with this venv: each
round spawns the bare window and both apps, the two apps in turn first, so load that comes
and goes on a shared machine falls on both alike.  Medians, spread, the per-round ratios
and the CPU time to usable (less sensitive to other jobs than wall time) are printed.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_gui_start.py [--runs 15]
        [--no-bytecode] [--against DIR]
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


def phases(match_file: str, root: Path = ROOT) -> None:
    """Runs in a fresh process: the app's start-up split into phases (ms, printed)."""
    marks = [("start", time.perf_counter())]
    sys.path.insert(0, str(root))
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


def child(kind: str, match_file: str, root: Path = ROOT) -> None:
    """Runs in the fresh process: start, show, report the paints' wall times (and the
    process's CPU time up to the match usable); the app's code is ``root``'s."""
    if kind == "phases":
        phases(match_file, root)
    from PySide6.QtCore import QEvent, QObject, QTimer

    class Painted(QObject):
        """Notes the wall time when a widget's first paint is done: the paint event
        starts it, and a zero-time timer started then runs once Qt has painted every
        widget of that pass (the widget's children after it) and flushed the window."""

        def __init__(self, widget: QObject, then: object) -> None:
            super().__init__()
            self.at: float | None = None
            self.cpu = 0.0
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
            self.cpu = time.process_time()
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
        sys.path.insert(0, str(root))
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
    print(f"CPU {usable.cpu:.6f}", flush=True)
    os._exit(0)  # the measurement is done: skip teardown


def measure(kind: str, match_file: str, env: dict[str, str], root: Path = ROOT,
            ) -> tuple[float, float, float]:
    """Wall time to the first shown window and to the match usable, and CPU time to
    usable, of one fresh process (seconds)."""
    started = time.time()
    out = subprocess.run([sys.executable, __file__, "--child", kind, match_file,
                          "--root", str(root)],
                         capture_output=True, text=True, env=env, check=True).stdout
    times = dict(line.split() for line in out.splitlines()
                 if line.startswith(("SHOWN", "USABLE", "CPU")))
    return (float(times["SHOWN"]) - started, float(times["USABLE"]) - started,
            float(times["CPU"]))


def child_env(tmp: str, *, no_bytecode: bool) -> dict[str, str]:
    """The children's environment: settings and bytecode in the throw-away folder."""
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["XDG_CONFIG_HOME"] = str(Path(tmp) / "config")
    env["XDG_DATA_HOME"] = str(Path(tmp) / "data")
    if no_bytecode:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        env.pop("PYTHONPYCACHEPREFIX", None)
    else:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "pycache")
    os.environ.update({k: env[k] for k in ("XDG_CONFIG_HOME", "XDG_DATA_HOME")})
    return env


def demo_file(tmp: str) -> str:
    """The half-played demo match both kinds of app open."""
    from teams_app.gui.demo import create_demo

    return str(create_demo(Path(tmp) / "matches"))


def compare(runs: int, no_bytecode: bool, other: Path) -> int:
    """This checkout's app against ``other``'s, in the same rounds (see the module)."""
    if not (other / "teams_app" / "gui" / "app.py").is_file():
        raise SystemExit(f"{other}: not a checkout of teams-app")
    sys.path.insert(0, str(ROOT))
    roots = {"this": ROOT, "other": other}
    with tempfile.TemporaryDirectory() as tmp:
        env = child_env(tmp, no_bytecode=no_bytecode)
        match_file = demo_file(tmp)
        for _ in range(2):  # warm the disk and bytecode caches
            measure("bare", match_file, env)
            for which in roots:
                measure("app", match_file, env, roots[which])
        bare: list[float] = []
        got: dict[str, list[tuple[float, float, float]]] = {"this": [], "other": []}
        for round_ in range(runs):
            bare.append(measure("bare", match_file, env)[0])
            for which in (("this", "other") if round_ % 2 == 0 else ("other", "this")):
                got[which].append(measure("app", match_file, env, roots[which]))

    def spread(values: list[float]) -> str:
        ms = sorted(v * 1000 for v in values)
        quartiles = statistics.quantiles(ms, n=4) if len(ms) > 1 else [ms[0]] * 3
        return (f"median {statistics.median(ms):5.0f} ms  (min {ms[0]:.0f}, "
                f"quartiles {quartiles[0]:.0f}-{quartiles[2]:.0f}, max {ms[-1]:.0f})")

    print(f"platform: {env['QT_QPA_PLATFORM']}, {runs} rounds (bare, then both apps, "
          f"in turn first), bytecode: {'none' if no_bytecode else 'cached'}")
    print(f"bare QMainWindow, first paint:  {spread(bare)}")
    for which in ("this", "other"):
        ratios = [u / b for (_, u, _), b in zip(got[which], bare, strict=True)]
        print(f"{which} ({roots[which]}):")
        print(f"  first shown window:           {spread([s for s, _, _ in got[which]])}")
        print(f"  match shown and usable:       {spread([u for _, u, _ in got[which]])}")
        print(f"  CPU time to usable:           {spread([c for _, _, c in got[which]])}")
        print(f"  usable / bare of the round:   median {statistics.median(ratios):.2f}x "
              f"(min {min(ratios):.2f}, max {max(ratios):.2f})")
    for name, which in (("usable", 1), ("CPU to usable", 2)):
        differences = [(t[which] - o[which]) * 1000
                       for t, o in zip(got["this"], got["other"], strict=True)]
        this_median = statistics.median(t[which] for t in got["this"])
        other_median = statistics.median(o[which] for o in got["other"])
        print(f"{name}, this - other in the same round: median "
              f"{statistics.median(differences):+.1f} ms (min {min(differences):+.1f}, "
              f"max {max(differences):+.1f}); medians: this "
              f"{this_median / other_median - 1:+.1%} against other")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--no-bytecode", action="store_true")
    parser.add_argument("--against", metavar="DIR",
                        help="another checkout whose app is measured in the same rounds")
    parser.add_argument("--child", nargs=2, metavar=("KIND", "FILE"))
    parser.add_argument("--root", default=str(ROOT), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(*args.child, root=Path(args.root))
        return 0
    if args.against:
        return compare(args.runs, args.no_bytecode, Path(args.against).resolve())

    sys.path.insert(0, str(ROOT))
    with tempfile.TemporaryDirectory() as tmp:
        env = child_env(tmp, no_bytecode=args.no_bytecode)
        match_file = demo_file(tmp)
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
          f"(min {min_ms(app, 1):.0f})  {verdict(usable_ms / bare_ms, 2.5)}")
    print("where the app's start-up goes (medians, ms; interpreter start not included):")
    for name, values in split.items():
        print(f"  {name:<44} {statistics.median(values):6.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
