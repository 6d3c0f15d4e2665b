"""Screenshots of the window on the two laptops of issue 19, under Xvfb: 1920×1080 at
150 % (QT_SCALE_FACTOR=1.5: 1280×720 logical pixels) and 1366×768, table 1 turning in
round III, in en, bg and ru, for docs/screenshots/.

The window opens as on a first start (sized to the screen's available area), a match
with turning table 1 open (rounds I-III played, round IV under way, deal 9 replayed), and
shows round III in the Rooms, Envelopes and Balances tabs; the whole screen is saved
with ImageMagick's ``import``.

    .venv/bin/python tools/fit_shots.py [en bg ru]

Starts its own X servers (Xvfb); writes ``docs/screenshots/fit-<screen>-<lang>-<tab>.png``.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "screenshots"
SCREENS = {"1920x1080@150": ("1920x1080", "1.5"), "1366x768": ("1366x768", "1")}


def app_in(lang: str) -> tuple[Any, Path]:
    """In a child (DISPLAY set): the app speaking ``lang`` with a home of its own (no
    preferences of a real user), and that home."""
    sys.path[:0] = [str(ROOT), str(ROOT / "tests")]
    home = Path(tempfile.mkdtemp(prefix="teams-shots-"))
    os.environ["XDG_CONFIG_HOME"] = os.environ["XDG_DATA_HOME"] = str(home)
    os.environ["TEAMS_APP_HOME"] = str(home / "home")
    from teams_app.gui import settings as app_prefs
    from teams_app.gui.app import application

    app = application()
    app_prefs.install_translators(lang)
    return app, home


#: the tabs shown, by name and index
TABS = (("rooms", 0), ("envelopes", 1), ("balances", 2))


def shoot(lang: str, screen: str, *, prefix: str = "fit",
          tabs: tuple[tuple[str, int], ...] = TABS) -> list[Path]:
    """In this process (DISPLAY set): the window, round III, each tab of ``tabs`` saved
    as ``<prefix>-<screen>-<lang>-<tab>.png``."""
    app, home = app_in(lang)
    import gui_play_data as data
    from PySide6.QtCore import QTimer

    from teams_app.gui.mainwindow import MainWindow

    store = data.half_played(home, turning=True)
    store.close()
    window = MainWindow()
    window.place_on_screen()  # a first start: the screen's available area
    window.show()
    window.open_file(store.path)
    window.set_language(lang)
    written: list[Path] = []

    def show(index: int) -> None:
        window.tabs.setCurrentIndex(index)
        view = window.view(window.tabs.widget(index).objectName())
        picker = getattr(view, "round_picker", None)
        if picker is not None:
            picker.box.setCurrentIndex(2)  # round III: table 1 turns

    steps = list(tabs)

    def next_step() -> None:
        if not steps:
            app.quit()
            return
        name, index = steps.pop(0)
        show(index)

        def snap() -> None:
            path = OUT / f"{prefix}-{screen}-{lang}-{name}.png"
            subprocess.run(["import", "-window", "root", str(path)], check=True)
            written.append(path)
            QTimer.singleShot(100, next_step)

        QTimer.singleShot(700, snap)

    QTimer.singleShot(1500, next_step)
    app.exec()
    window.close_match()
    return written


def run_on_screens(script: str, langs: list[str],
                   screens: dict[str, tuple[str, str]] = SCREENS) -> int:
    """Run ``script --child LANG SCREEN`` for each language on each screen (size and
    scale), each screen under its own Xvfb (the worst exit status)."""
    worst = 0
    for screen, (size, scale) in screens.items():
        read, write = os.pipe()
        xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0",
                                 f"{size}x24", "-nolisten", "tcp", "-noreset"],
                                pass_fds=(write,))
        os.close(write)
        with os.fdopen(read) as pipe:
            display = pipe.readline().strip()
        try:
            env = dict(os.environ, DISPLAY=f":{display}", QT_QPA_PLATFORM="xcb",
                       QT_SCALE_FACTOR=scale)
            for lang in langs:
                worst = max(worst, subprocess.run(
                    [sys.executable, script, "--child", lang, screen], env=env,
                    check=False).returncode)
        finally:
            xvfb.terminate()
            xvfb.wait(10)
    return worst


def shots_main(argv: list[str], script: str, shoot: Callable[[str, str], list[Path]],
               langs: tuple[str, ...] = ("en", "bg", "ru"),
               screens: dict[str, tuple[str, str]] = SCREENS) -> int:
    """A screenshot tool's ``main``: as the child (``--child LANG SCREEN``) shoot and say
    what was written; else run itself on every screen in each language (``argv``)."""
    if argv[:1] == ["--child"]:
        for path in shoot(argv[1], argv[2]):
            print(path.relative_to(ROOT))
        return 0
    return run_on_screens(script, argv or list(langs), screens)


def main(argv: list[str]) -> int:
    return shots_main(argv, __file__, shoot)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
