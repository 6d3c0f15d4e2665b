"""Screenshots of the real window at 1366×768 (a laptop) for docs/screenshots/.

Runs the app's real main window on an X display (Xvfb), the demo match open (round IV
under way, four deals analysed), in one language, and saves the whole screen with
ImageMagick's ``import`` — what a user sees, not a widget's ``grab()``.  The window
takes the screen less a 40 px panel (1366×728), as on a laptop desktop.

    Xvfb :11 -screen 0 1366x768x24 &
    DISPLAY=:11 .venv/bin/python tools/screenshots.py en bg ru

Writes ``docs/screenshots/laptop-<lang>-<what>.png`` for the rooms, envelopes, balances,
the deals (notebook and partnerships), the set-up wizard's draw page and the print
preview.
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
USABLE = (1366, 728)
ANALYSED = 4  # deals analysed in the demo (endplay; a few seconds)


def start(lang: str, prefix: str) -> tuple[Any, Path]:
    """The application in ``lang``, its settings and data in a new temporary folder."""
    home = Path(tempfile.mkdtemp(prefix=prefix))
    os.environ["XDG_CONFIG_HOME"] = os.environ["XDG_DATA_HOME"] = str(home)
    from teams_app.gui import settings as app_prefs
    from teams_app.gui.app import application

    app = application()
    app_prefs.install_translators(lang)
    return app, home


def open_window(path: Path, lang: str) -> Any:
    """The real main window at the laptop's usable size, ``path`` open, in ``lang``."""
    from teams_app.gui.mainwindow import MainWindow

    window = MainWindow()
    window.move(0, 0)
    window.resize(*USABLE)
    window.show()
    window.open_file(path)
    window.set_language(lang)
    return window


def take(app: Any, window: Any, steps: list[tuple[str, Any]],
         target: Callable[[str], Path]) -> list[Path]:
    """Do each step, then (0.7 s later) save the whole screen as ``target(name)`` when the
    step has a name; a step may insert steps before the next.  Quits after the last."""
    from PySide6.QtCore import QTimer

    written: list[Path] = []

    def snap(name: str) -> None:
        path = target(name)
        subprocess.run(["import", "-window", "root", str(path)], check=True)
        written.append(path)

    def next_step() -> None:
        if not steps:
            app.quit()
            return
        name, action = steps.pop(0)
        action()
        QTimer.singleShot(700, lambda: (snap(name) if name else None,
                                        QTimer.singleShot(100, next_step)))

    QTimer.singleShot(1500, next_step)
    app.exec()
    window.close_match()
    return written


def shoot(lang: str) -> list[Path]:
    from teams_app import operations
    from teams_app.analysis import plan_analysis, run_analysis
    from teams_app.gui.demo import create_demo
    from teams_app.store import MatchStore

    app, home = start(lang, "teams-shots-")
    path = create_demo(home)
    with MatchStore.open(path) as store:  # the analysis, as the Analysis menu stores it
        commands = run_analysis(plan_analysis(store.match)[:ANALYSED])
        operations.store_analysis(store, commands)
    window = open_window(path, lang)

    def tab(index: int, side: int | None = None) -> None:
        window.tabs.setCurrentIndex(index)
        if side is not None:
            view = window.view("DealsView")
            assert view is not None
            view.side.setCurrentIndex(side)
        window.resize(*USABLE)

    def wizard() -> None:
        from teams_app.gui.wizard import SetupWizard

        dialog = SetupWizard(window, directory=home)
        dialog.setField("team_a", "Левски София")
        dialog.setField("team_b", "Славия")
        for key in "ab":
            for i in range(1, 5):
                dialog.setField(f"player_{key}{i}", f"Играч {key.upper()}{i}")
        dialog.move(200, 40)
        dialog.show()
        dialog.next()
        dialog.draw_page.set_mode(dialog.draw_page.TYPED)
        dialog.setField("card_a1", "X9")
        steps.insert(0, ("wizard", lambda: None))
        steps.insert(1, ("", dialog.close))

    def preview() -> None:
        import printing
        from teams_app.gui.print_dialog import PrintDialog

        assert window.session is not None
        pdf = printing.render(window.session.match, "diagrams", round=4,
                              lang=lang if lang in printing.LANGUAGES else "en")
        dialog = PrintDialog(pdf, title="Print preview", parent=window)
        dialog.move(250, 0)
        dialog.show()
        steps.insert(0, ("print-preview", lambda: None))
        steps.insert(1, ("", dialog.close))

    steps: list[tuple[str, Any]] = [
        ("rooms", lambda: tab(0)), ("envelopes", lambda: tab(1)),
        ("balances", lambda: tab(2)), ("deals", lambda: tab(3, 0)),
        ("partnerships", lambda: tab(3, 2)), ("", wizard), ("", preview)]

    return take(app, window, steps, lambda name: OUT / f"laptop-{lang}-{name}.png")


def main(argv: list[str], shoot: Callable[[str], list[Path]] = shoot,
         script: str = __file__) -> int:
    """Take ``shoot``'s screenshots in each language given (default en, bg, ru), one
    process per language (Qt's application is made once): ``script`` is run for each."""
    if not os.environ.get("DISPLAY"):
        print(f"{Path(script).stem}: set DISPLAY to an X display (Xvfb :11 -screen 0 "
              "1366x768x24)", file=sys.stderr)
        return 2
    langs = argv or ["en", "bg", "ru"]
    if len(langs) > 1:
        return max(subprocess.run([sys.executable, script, lang], check=False).returncode
                   for lang in langs)
    for path in shoot(langs[0]):
        print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    raise SystemExit(main(sys.argv[1:]))
