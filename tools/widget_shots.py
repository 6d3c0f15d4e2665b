"""Screenshots of single widgets for docs/screenshots/, offscreen (``QWidget.grab()``).

The play views over a half-played match (rounds I-III, round IV under way, a deal
annulled and replayed, an envelope found short): ``rooms.png`` (1280×800, the host typing
a result at table 1 and a typo at table 2), ``envelopes.png`` (1366×728), ``balances.png``
(1400×900); the shell over the demo match: ``start.png`` (the start page),
``wizard_players.png``, ``wizard_draw.png``, ``wizard_settings.png`` (the set-up wizard),
``mainwindow.png`` (README's picture), ``mainwindow_bg.png``, ``mainwindow_ru.png`` and
``auditlog.png``.  The whole-screen pictures of the real window are
``tools/screenshots.py``'s.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/widget_shots.py [--out DIR] [NAME ...]

Writes every picture (or those named) into ``docs/screenshots/`` (or DIR) and prints
their paths.  Settings and matches go to a temporary folder (``TEAMS_APP_HOME``).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "screenshots"
VIEW_SIZE = (1400, 900)
PLAYERS_A = ("Ivan Petrov", "Maria Georgieva", "Georgi Dimitrov", "Elena Ivanova")
PLAYERS_B = ("Nikolai Popov", "Anna Stoyanova", "Petar Kolev", "Vera Todorova")


class Shots:
    """The pictures, each a method writing ``<name>.png`` into ``out``."""

    def __init__(self, out: Path, home: Path) -> None:
        self.out = out
        self.home = home
        self.written: list[Path] = []
        self._session: Any = None

    # -- helpers ------------------------------------------------------------------------
    def save(self, widget: Any, name: str) -> None:
        """``widget`` as ``<name>.png`` in the output folder."""
        from PySide6.QtTest import QTest

        QTest.qWait(20)  # let the layouts settle (fixed heights set when shown)
        path = self.out / f"{name}.png"
        if not widget.grab().save(str(path)):
            raise SystemExit(f"widget_shots: could not write {path}")
        self.written.append(path)

    def shown(self, widget: Any, size: tuple[int, int]) -> Any:
        from PySide6.QtTest import QTest

        widget.resize(*size)
        widget.show()
        QTest.qWaitForWindowExposed(widget)
        return widget

    def session(self) -> Any:
        """A new half-played match (``tests/gui_play_data.py``) for a shot, the one before
        closed (a shot may change its match behind the session's back)."""
        import gui_play_data as data

        from teams_app.gui.session import MatchSession

        self.close()
        store = data.half_played(Path(tempfile.mkdtemp(dir=self.home)))
        self._session = MatchSession(store, rng=random.Random(4))
        return self._session

    def done(self, widget: Any) -> None:
        """A widget shot: closed and deleted now (before its match is closed)."""
        from PySide6.QtCore import QCoreApplication, QEvent

        widget.close()
        widget.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    def close(self) -> None:
        if self._session is not None:
            self._session.store.close()
            self._session = None

    # -- the play views -------------------------------------------------------------------
    def rooms(self) -> None:
        from teams_app.gui.rooms import RoomsView

        view = RoomsView(self.session())
        view.panels[1].edit.setText("3NT S +1")  # the live score as the host types
        view.panels[2].edit.setText("4SX N 1O")  # a typo: the reason in red
        self.save(self.shown(view, (1280, 800)), "rooms")  # both rooms fit a laptop
        self.done(view)

    def envelopes(self) -> None:
        import gui_play_data as data
        from fake_dialogs import FakeDialogs

        from models import envelopes as env
        from models.vocabulary import Direction
        from teams_app import operations as ops
        from teams_app.gui.envelopes import EnvelopesView

        session = self.session()
        # the short envelope's proposal: no dialog
        session.dialogs = FakeDialogs(ask_annul=lambda *asked: None)
        match, store = session.match, session.store
        rng = random.Random(9)
        # table 2 finishes its originals and carries them over; table 1 checks them on
        # arrival and finds West's envelope of deal 24 short (one step for the three deals)
        ops.draw_score_cards(store, deal=24, rng=rng)
        ops.enter_result(store, deal=24, table=2, text=data.result_text(rng))
        data.do_envelope_hints(store, 2, 4)  # packed and carried to table 1
        ops.envelope_action(store, command=env.check_round(match, 1, 4, (24, Direction.W, 12)))
        view = EnvelopesView(session)
        self.save(self.shown(view, (1366, 728)), "envelopes")
        self.done(view)

    def balances(self) -> None:
        from teams_app.gui.balances import BalancesView

        view = BalancesView(self.session())
        self.save(self.shown(view, VIEW_SIZE), "balances")
        self.done(view)

    # -- the shell ------------------------------------------------------------------------
    def start(self) -> None:
        from teams_app.gui import settings as app_prefs
        from teams_app.gui.demo import create_demo
        from teams_app.gui.mainwindow import MainWindow

        app_prefs.add_recent_file(create_demo(self.home / "start"))
        window = self.shown(MainWindow(), (1100, 700))
        window._show_start_page()
        self.save(window, "start")
        self.done(window)

    def wizard(self) -> None:
        from teams_app.gui.wizard import SetupWizard

        wizard = SetupWizard(directory=self.home / "matches")
        self.shown(wizard, (820, 640))
        wizard.setField("team_a", "Vitosha")
        wizard.setField("team_b", "Rila")
        for key, names in (("a", PLAYERS_A), ("b", PLAYERS_B)):
            for i, name in enumerate(names, start=1):
                wizard.setField(f"player_{key}{i}", name)
        wizard.setField("reserves_a", "Dimitar Angelov")
        self.save(wizard, "wizard_players")
        wizard.next()
        wizard.draw_page.draw(rng=random.Random(1959))
        self.save(wizard, "wizard_draw")
        wizard.next()
        wizard.setField("turning", True)
        wizard.settings_page.host.set("A-1", None)
        self.save(wizard, "wizard_settings")
        self.done(wizard)

    def mainwindow(self) -> None:
        """``mainwindow.png``, ``mainwindow_bg.png``, ``mainwindow_ru.png``, ``auditlog.png``."""
        from teams_app.gui.demo import create_demo
        from teams_app.gui.mainwindow import MainWindow

        window = self.shown(MainWindow(), (1280, 800))
        if not window.open_file(create_demo(self.home / "window")):
            raise SystemExit("widget_shots: the demo match did not open")
        self.save(window, "mainwindow")
        window.set_language("bg")
        self.save(window, "mainwindow_bg")
        window.set_language("ru")
        self.save(window, "mainwindow_ru")
        window.set_language("en")
        window.on_audit_log()
        dialog = window.audit_log
        dialog.view.selectRow(3)
        self.save(dialog, "auditlog")
        window.close_match()  # closes the audit log too
        self.done(window)


#: the names a user may give, and the shot that writes each
PICTURES: dict[str, Callable[[Shots], None]] = {
    "rooms": Shots.rooms, "envelopes": Shots.envelopes, "balances": Shots.balances,
    "start": Shots.start, "wizard": Shots.wizard, "mainwindow": Shots.mainwindow,
}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="widget_shots", description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=OUT, help="folder (docs/screenshots/)")
    parser.add_argument("names", nargs="*", metavar="NAME",
                        help=f"the pictures to take ({', '.join(PICTURES)}; all by default)")
    args = parser.parse_args(argv)
    unknown = [name for name in args.names if name not in PICTURES]
    if unknown:
        parser.error(f"no picture named {', '.join(unknown)} (one of {', '.join(PICTURES)})")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = Path(tempfile.mkdtemp(prefix="teams-widget-shots-"))
    os.environ["TEAMS_APP_HOME"] = str(home)
    sys.path[:0] = [str(ROOT), str(ROOT / "tests")]
    from PySide6.QtCore import qInstallMessageHandler

    from teams_app.gui import settings as app_prefs
    from teams_app.gui.app import application
    from teams_app.gui.fonts import register_fonts

    def quiet(_kind: Any, _context: Any, message: str) -> None:
        if "propagateSizeHints" not in message:  # said whenever a window is shown offscreen
            print(message, file=sys.stderr)

    qInstallMessageHandler(quiet)
    application()
    register_fonts()
    app_prefs.install_translators("en")
    args.out.mkdir(parents=True, exist_ok=True)
    shots = Shots(args.out, home)
    try:
        for name in args.names or PICTURES:
            PICTURES[name](shots)
    finally:
        shots.close()
    for path in shots.written:
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
