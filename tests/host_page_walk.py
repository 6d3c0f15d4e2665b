"""The host's page in a real browser engine (Qt WebEngine) on a phone 360 px wide (then
390 and 430): a round's host steps done from it, as a host does them by tapping (issue
30, item 4).

Run by ``tests/test_host_page_engine.py`` as a process of its own per language (a web
view beside other tests' views in one process has crashed Qt WebEngine)::

    QT_QPA_PLATFORM=offscreen python tests/host_page_walk.py bg [--shots DIR]

The match (score cards, the host at table 1) is served by the real server in this
process; the tables' results go in through the session, as the tables' phones post
them.  On the page: table 1's originals packed and carried, all there at table 2; table
2's carried, one envelope found short at table 1 (12 cards), the proposal's "Annul…"
taken to the form, annulled (reason 3, at the end of the round), the replay's time
changed to the end of the match, that change undone, the round closed.  After each tap
the match file says it was done; at every step the page is no wider than the phone, and
no result of table 2 that table 1 has not played appears in it.  Prints ``ok <step>`` per
step and ``DONE`` at the end; with ``--shots DIR`` writes three of them there
(``host-page-<lang>-check|proposal|replay.png``).
"""

from __future__ import annotations

import json
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]
os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox")

WIDTH, HEIGHT = 360, 1500


def main(argv: list[str]) -> int:
    import gui_play_data as data
    from PySide6.QtCore import QUrl
    from PySide6.QtWebEngineCore import QWebEngineProfile
    from PySide6.QtWebEngineWidgets import QWebEngineView
    from PySide6.QtWidgets import QApplication

    from models.match import DealKey, ReplayAt
    from models.proposals import proposed_annulments
    from teams_app.server.service import Limits, RoomServer
    from teams_app.session import Session
    from words.texts import result_text

    lang = argv[0]
    shots = Path(argv[argv.index("--shots") + 1]) if "--shots" in argv else None
    app = QApplication.instance() or QApplication([])
    folder = Path(tempfile.mkdtemp(prefix="host-page-"))
    store = data.make_store(folder, host_table=1)
    session = Session(store, rng=random.Random(4))
    server = RoomServer(session, limits=Limits(per_second=1000))
    server.start("127.0.0.1", 0)
    rng = random.Random(8)
    view = QWebEngineView()
    view.resize(WIDTH, HEIGHT)
    view.show()
    profile = view.page().profile()
    profile.setHttpCacheType(QWebEngineProfile.HttpCacheType.NoCache)

    def wait(condition: Callable[[], Any], what: str, seconds: float = 15) -> Any:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents()
            found = condition()
            if found:
                return found
            time.sleep(0.01)
        raise SystemExit(f"FAILED waiting for {what}")

    def js(script: str) -> Any:
        box: list[Any] = []
        view.page().runJavaScript(script, 0, box.append)
        wait(lambda: bool(box), f"script {script[:60]}")
        return box[0]

    def page_text() -> str:
        return str(js("document.body.innerText"))

    def check(step: str, shot: str = "") -> None:
        """The page fits the phone and holds no hidden result; then ``ok step`` (and the
        screenshot ``host-page-<lang>-<shot>.png`` with ``--shots``), once every post is
        answered (the page shows the answer's state before it drops the post)."""
        wait(lambda: not json.loads(js("localStorage.getItem('teams-app-host-outbox')")
                                    or "[]"), "the outbox to empty")
        sizes = json.loads(js("JSON.stringify([document.documentElement.scrollWidth, "
                              "document.documentElement.clientWidth])"))
        if sizes[0] > sizes[1]:
            raise SystemExit(f"FAILED {step}: the page is {sizes[0]} px wide on a "
                             f"{sizes[1]} px phone")
        text = page_text()
        match = session.match
        hidden = []
        for (key, table), result in match.results.items():
            if table == 2 and result.contract is not None and (key, 1) not in match.results:
                hidden.append(result_text(result))
        leaked = [h for h in hidden if h in text]
        if leaked:
            raise SystemExit(f"FAILED {step}: table 2's {leaked} on the host's page")
        if shots is not None and shot:
            end = time.monotonic() + 0.5   # the engine's frame catches up with the page
            while time.monotonic() < end:
                app.processEvents()
            shots.mkdir(parents=True, exist_ok=True)
            view.grab().save(str(shots / f"host-page-{lang}-{shot}.png"))
        print(f"ok {step}", flush=True)

    def tap(selector: str, what: str) -> None:
        wait(lambda: js(f"Boolean(document.querySelector({json.dumps(selector)}))"),
             f"{what} on the page")
        js(f"document.querySelector({json.dumps(selector)}).click(); 1")

    def envelope_stage(deal: int) -> str:
        from models import envelopes

        seen = envelopes.overview(session.match, 1).locations
        return next(d.stage.value for d in seen.deals if d.deal == deal)

    try:
        load = []
        view.loadFinished.connect(load.append)
        view.load(QUrl(server.host_url()))
        wait(lambda: load, "the page to load")
        js(f"document.querySelector('[data-lang=\"{lang}\"]').click(); 1")
        wait(lambda: js("document.documentElement.lang") == lang, "the language")
        wait(lambda: js("document.querySelectorAll('#tables li').length") == 2, "the tables")
        check("the page, nothing to do yet")
        for _ in range(3):
            data.play_next(session, 1, rng)
        # table 2 plays one game meanwhile: its result is not shown to table 1's room
        data.play_next(session, 2, rng)
        tap("#steps button[data-step='0']", "Packed and carried")
        wait(lambda: envelope_stage(1) != "played_home", "table 1's envelopes carried")
        check("table 1's originals packed and carried", "check")
        # the page shows the check (its form) once the carry's answer is in
        wait(lambda: js("Boolean(document.querySelector('#steps select[data-deal]'))"),
             "the check at table 2 on the page")
        tap("#steps button.big[data-step='0']", "All there")
        wait(lambda: not any(h.kind is not None and h.kind.value == "check"
                             for h in session.envelope_hints(2, 1)), "the check at table 2")
        check("all there at table 2")
        for _ in range(2):
            data.play_next(session, 2, rng)
        tap("#steps button[data-step='0']", "table 2's Packed and carried")
        wait(lambda: any(h.kind is not None and h.kind.value == "check"
                         for h in session.envelope_hints(1, 1)), "a check at table 1")
        # one envelope short: deal 5, West, 12 cards
        wait(lambda: js("Boolean(document.querySelector('#steps select[data-deal]'))"),
             "the check's form")
        js("const box = document.querySelector('#steps .step');"
           "box.querySelector('[data-deal]').value = '5';"
           "box.querySelector('[data-dir]').value = 'W';"
           "box.querySelector('[data-cards]').value = '12'; 1")
        tap("#steps button[data-short]", "Report this envelope")
        wait(lambda: any(p.deal == 5 for p in session.ask(proposed_annulments)),
             "deal 5 proposed for annulment")
        check("one envelope short at table 1: deal 5 proposed for annulment", "proposal")
        tap("#steps button[data-propose='5']", "Annul deal 5…")
        wait(lambda: js("document.getElementById('annul-deal').value") == "5"
             and js("document.getElementById('annul-reason').value") == "3",
             "the form on deal 5, reason 3")
        js("document.getElementById('annul-text').value = 'W 12'; 1")
        tap("#annul-button", "Annul")
        wait(lambda: DealKey(5, 0) in session.match.annulments, "deal 5 annulled")
        annulment = session.match.annulments[DealKey(5, 0)]
        if int(annulment.reason) != 3 or annulment.note != "W 12":
            raise SystemExit(f"FAILED: deal 5 annulled as {annulment}")
        check("deal 5 annulled from the host's phone")
        wait(lambda: js("document.querySelectorAll('#replays .replay').length") == 1,
             "the replay listed")
        js("document.querySelector('#replays select').value = 'match-end'; 1")
        tap("#replays button[data-replay='5']", "Change")
        wait(lambda: session.match.annulments[DealKey(5, 0)].replay_at is ReplayAt.MATCH_END,
             "the replay at the end of the match")
        check("the replay of deal 5 moved to the end of the match", "replay")
        wait(lambda: not js("document.getElementById('undo-button').disabled"), "Undo")
        tap("#undo-button", "Undo")
        wait(lambda: session.match.annulments[DealKey(5, 0)].replay_at is not ReplayAt.MATCH_END,
             "the change undone")
        check("that change undone")
        # the round closed: a backup copy (results still missing: said, and asked)
        wait(lambda: not js("document.getElementById('close-anyway-field').hidden"),
             "the missing results said")
        tap("#close-anyway", "close anyway")
        wait(lambda: not js("document.getElementById('close-button').disabled"), "Close")
        tap("#close-button", "Close round")
        wait(lambda: list(store.path.parent.glob("*.backups/*round-1*")), "the backup")
        check("round I closed")  # every post answered: nothing left on the phone
        for width in (390, 430):   # the larger phones: still no wider than the screen
            view.resize(width, HEIGHT)
            wait(lambda width=width: js("window.innerWidth") == width, f"{width} px")
            check(f"the page at {width} px")
        print("DONE", flush=True)
        return 0
    finally:
        view.close()
        server.stop()
        store.close()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
