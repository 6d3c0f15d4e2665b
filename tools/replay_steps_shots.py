"""Screenshots of every step of the two replays of issue 29, in the real main window at
1366×768 with both tables' phones beside it (390×844, the room pages in Qt WebEngine).

The nights are those of ``tests/test_replay_nights.py`` (board conditions, table 1
turning): deal 8, table 1's original in round II, annulled at the end of the round after
both tables played it and replayed then; deal 28, table 2's original in round V,
annulled after its envelopes were carried to table 1 and before table 1 played it, and
replayed after the match.  The earlier rounds are played as told before the window
opens; each step of the replay is then done through the window's session, as the host
does, and shot twice: ``replay-steps-<deal>-<n>-<step>-rooms`` (the Rooms tab) and
``…-envelopes`` (the Envelopes tab), each with the two phones on the right.

    Xvfb :15 -screen 0 2200x900x24 &
    DISPLAY=:15 .venv/bin/python tools/replay_steps_shots.py bg
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "tools")]
os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox")

from screenshots import OUT, USABLE, open_window, start  # noqa: E402

PHONE = (390, 844)


def _store(home: Path, name: str) -> Any:
    from models.match import Conditions, Seat, Settings, new_match
    from teams_app.store import MatchStore

    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    match = new_match("Алфа", "Бета", seats)
    match.settings = Settings(Conditions.BOARD, turning=True)
    return MatchStore.create(home / name, match)


def _play(run: Callable[..., Any], deal: int, table: int) -> None:
    from teams_app import operations as ops

    run(ops.enter_result, deal=deal, table=table, text="3NT S 9")


def _host(run: Callable[..., Any], match: Callable[[], Any], what: str, table: int,
          round_: int | None = None) -> None:
    from models.queries import current_round
    from teams_app import operations as ops

    operation = {"carry": ops.carry_envelopes, "check": ops.check_envelopes,
                 "home": ops.return_envelopes}[what]
    run(operation, table=table, round=round_ or current_round(match()))


def _plain_round(store: Any, round_: int, *, home: bool = True) -> None:
    def run(operation: Callable[..., Any], **kwargs: Any) -> Any:
        return operation(store, **kwargs)

    first = 6 * (round_ - 1)
    for k in range(1, 4):
        _play(run, first + k, 1)
        _play(run, first + 3 + k, 2)
    for what in ("carry", "check"):
        for table in (1, 2):
            _host(run, lambda: store.match, what, table, round_)
    for k in range(1, 4):
        _play(run, first + 3 + k, 1)
        _play(run, first + k, 2)
    if home:
        for table in (1, 2):
            _host(run, lambda: store.match, "home", table, round_)


def deal_8(home: Path) -> tuple[Path, list[tuple[str, Callable[..., None]]]]:
    """Round II up to the annulment of deal 8, and the replay's steps."""
    store = _store(home, "deal8.stolitsa")
    _plain_round(store, 1)
    _plain_round(store, 2, home=False)
    path = store.path
    store.close()
    from teams_app import operations as ops

    def annul(run: Callable[..., Any], match: Callable[[], Any]) -> None:
        run(ops.annul_deal, deal=8, reason=4)

    steps: list[tuple[str, Callable[..., None]]] = [
        ("annulled", annul),
        ("table2-sends-home", lambda run, m: _host(run, m, "home", 2, 2)),
        ("table1-plays-8R1", lambda run, m: _play(run, 8, 1)),
        ("table1-carries", lambda run, m: _host(run, m, "carry", 1, 2)),
        ("table2-checks", lambda run, m: _host(run, m, "check", 2, 2)),
        ("table2-plays-8R1", lambda run, m: _play(run, 8, 2)),
        ("table2-sends-home-8R1", lambda run, m: _host(run, m, "home", 2, 2)),
    ]
    return path, steps


def deal_28(home: Path) -> tuple[Path, list[tuple[str, Callable[..., None]]]]:
    """Rounds I–IV, round V to the carrying of its originals, and the replay's steps:
    the annulment, the rest of round V and round VI, then 28R1 after the match."""
    store = _store(home, "deal28.stolitsa")
    for round_ in range(1, 5):
        _plain_round(store, round_)

    def run_now(operation: Callable[..., Any], **kwargs: Any) -> Any:
        return operation(store, **kwargs)

    for k in range(1, 4):
        _play(run_now, 24 + k, 1)
        _play(run_now, 27 + k, 2)
    for table in (1, 2):
        _host(run_now, lambda: store.match, "carry", table, 5)
    path = store.path
    store.close()
    from teams_app import operations as ops

    def annul(run: Callable[..., Any], match: Callable[[], Any]) -> None:
        run(ops.annul_deal, deal=28, reason=4, replay_at="match-end")

    def rest_of_round_5(run: Callable[..., Any], match: Callable[[], Any]) -> None:
        for table in (1, 2):
            _host(run, match, "check", table, 5)
        for deal in (25, 26, 27):
            _play(run, deal, 2)
        for deal in (29, 30):
            _play(run, deal, 1)

    def round_6(run: Callable[..., Any], match: Callable[[], Any]) -> None:
        for table in (1, 2):
            _host(run, match, "home", table, 5)
        for k in range(1, 4):
            _play(run, 30 + k, 1)
            _play(run, 33 + k, 2)
        for what in ("carry", "check"):
            for table in (1, 2):
                _host(run, match, what, table, 6)
        for k in range(1, 4):
            _play(run, 33 + k, 1)
            _play(run, 30 + k, 2)

    steps: list[tuple[str, Callable[..., None]]] = [
        ("annulled", annul),
        ("round5-over", rest_of_round_5),
        ("round6-over", round_6),
        ("table1-sends-deck4-home", lambda run, m: _host(run, m, "home", 1, 6)),
        ("table2-plays-28R1", lambda run, m: _play(run, 28, 2)),
        ("table2-carries", lambda run, m: _host(run, m, "carry", 2)),
        ("table1-checks", lambda run, m: _host(run, m, "check", 1)),
        ("table1-plays-28R1", lambda run, m: _play(run, 28, 1)),
        ("table1-sends-home-28R1", lambda run, m: _host(run, m, "home", 1)),
    ]
    return path, steps


def _night(app: Any, lang: str, deal: int, path: Path,
           steps: list[tuple[str, Callable[..., None]]], written: list[Path]) -> None:
    """Open the night's match, start the room server and the phones, do and shoot
    each step."""
    from PySide6.QtCore import QTimer

    from teams_app.server.service import Limits, RoomServer

    window = open_window(path, lang)
    session = window.session
    assert session is not None
    server = RoomServer(session.core, limits=Limits(per_second=1000))
    server.start("127.0.0.1", 0)
    # the phones in a process of their own (a web view beside the main window in one
    # process crashed Qt WebEngine here), shown on the same display to its right
    phones = subprocess.Popen([sys.executable, __file__, "phones", lang,
                               server.url(1), server.url(2)])
    queue = list(enumerate(steps, 1))

    def snap(name: str) -> None:
        target = OUT / f"replay-steps-{name}.png"
        # the screen down to the phones' foot, in 32 colours (legible, a quarter the size)
        subprocess.run(["import", "-window", "root", "-crop", f"2200x{PHONE[1] + 2}+0+0",
                        "+repage", "-strip", "-colors", "32", f"PNG8:{target}"], check=True)
        written.append(target)

    def next_step(deal: int = deal) -> None:
        if not queue:
            app.quit()
            return
        n, (name, action) = queue.pop(0)
        action(session.run, lambda: session.match)
        stem = f"{deal}-{n}-{name}"

        def rooms() -> None:
            window.tabs.setCurrentIndex(0)
            QTimer.singleShot(700, lambda: (snap(f"{stem}-rooms"), envelopes()))

        def envelopes() -> None:
            window.tabs.setCurrentIndex(1)
            QTimer.singleShot(700, lambda: (snap(f"{stem}-envelopes"), next_step()))

        QTimer.singleShot(2600, rooms)  # the phones poll every 2 s

    QTimer.singleShot(8000, next_step)
    app.exec()
    phones.terminate()
    phones.wait()
    server.stop()
    window.close_match()
    window.close()


def shoot(lang: str) -> list[Path]:
    from teams_app.gui import collector

    app, home = start(lang, "teams-replay-steps-")
    collector.hold(collect_first=True)  # the server's threads beside Qt's objects
    written: list[Path] = []
    for deal, make in ((8, deal_8), (28, deal_28)):
        path, steps = make(home)
        _night(app, lang, deal, path, steps, written)
    collector.release()
    return written


def phones(lang: str, urls: list[str]) -> int:
    """Both tables' room pages, side by side to the right of the laptop's window, in
    ``lang``, until killed."""
    from PySide6.QtCore import QTimer, QUrl
    from PySide6.QtWebEngineWidgets import QWebEngineView
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    views = []
    for n, url in enumerate(urls):
        view = QWebEngineView()
        view.setWindowTitle(f"table {n + 1}")
        view.move(USABLE[0] + 10 + n * (PHONE[0] + 10), 0)
        view.resize(*PHONE)
        view.show()
        view.load(QUrl(url))
        views.append(view)

    def language() -> None:
        for view in views:
            view.page().runJavaScript(
                f"document.querySelector('[data-lang=\"{lang}\"]')?.click()")

    QTimer.singleShot(4000, language)
    return app.exec()


def main(argv: list[str]) -> int:
    if argv[:1] == ["phones"]:
        return phones(argv[1], argv[2:])
    if not os.environ.get("DISPLAY"):
        print("replay_steps_shots: set DISPLAY to an X display (Xvfb :15 -screen 0 "
              "2200x900x24)", file=sys.stderr)
        return 2
    for path in shoot((argv or ["bg"])[0]):
        print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
