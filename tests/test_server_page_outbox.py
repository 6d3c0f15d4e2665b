"""The phone's outbox in the real page (Qt WebEngine, offscreen, a phone 360 px wide):
a typed result is never lost silently — through a laptop that hangs, a 404 (a new key),
a reload, a restart of the server (the same address) and an annulment in between.

The laptop's hang is the page's ``fetch`` held in the page itself (nothing reaches the
server until released); everything else is the real server, the real match file.
"""

from __future__ import annotations

import json
import os
import random

import gui_play_data as data
import pytest
from PySide6.QtCore import QUrl

from models.commands import SetResult
from models.match import DealKey
from teams_app import operations as ops
from teams_app.server.service import Limits, RoomServer
from teams_app.session import Session

#: the HTTP clients are Python threads: the collector stays on the Qt thread
#: slow (README: the quick run leaves it out, ``-m "not slow"``)
pytestmark = [pytest.mark.usefixtures("collector_on_the_qt_thread"), pytest.mark.slow]

os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox")

HOLD = """
    window.held = []; window.realFetch = window.realFetch || window.fetch;
    window.fetch = (url, options) => new Promise((ok, fail) =>
      window.held.push(() => window.realFetch(url, options).then(ok, fail)));
    window.release = () => { window.fetch = window.realFetch; const h = window.held;
                             window.held = []; h.forEach((f) => f()); return h.length; };
    1"""
LOSE_ONE_ANSWER = """
    window.realFetch = window.realFetch || window.fetch; let lose = 1;
    window.fetch = (url, options) => {
      const sent = window.realFetch(url, options);
      if (options && options.method === "POST" && lose-- > 0)
        return sent.then(() => { throw new TypeError("answer lost"); });
      return sent;
    }; 1"""


@pytest.fixture
def session(tmp_path):
    store = data.make_store(tmp_path)
    for deal in range(1, 7):  # round 1's score cards, drawn on the laptop
        ops.draw_score_cards(store, deal=deal, rng=random.Random(deal))
    session = Session(store, rng=random.Random(3))
    yield session
    store.close()


class Phone:
    """A QWebEngineView 360 px wide, spoken to through JavaScript."""

    def __init__(self, qtbot) -> None:
        from PySide6.QtWebEngineCore import QWebEngineProfile
        from PySide6.QtWebEngineWidgets import QWebEngineView

        self.qtbot = qtbot
        self.view = QWebEngineView()
        qtbot.addWidget(self.view)
        self.view.resize(360, 800)
        self.view.show()
        self.view.page().profile().setHttpCacheType(QWebEngineProfile.HttpCacheType.NoCache)

    def open(self, url: str) -> None:
        with self.qtbot.waitSignal(self.view.loadFinished, timeout=20_000):
            self.view.load(QUrl(url))

    def reload(self) -> None:
        with self.qtbot.waitSignal(self.view.loadFinished, timeout=20_000):
            self.view.reload()

    def js(self, script: str):
        box = []
        self.view.page().runJavaScript(script, 0, box.append)
        self.qtbot.waitUntil(lambda: bool(box), timeout=10_000)
        return box[0]

    def data(self, script: str):
        """A value made of objects and lists (runJavaScript gives those back as text)."""
        return json.loads(self.js(f"JSON.stringify({script})"))

    def text(self, element: str) -> str:
        return self.js(f"document.getElementById('{element}').textContent")

    def outbox(self) -> list:
        return self.data("JSON.parse(localStorage.getItem('teams-app-outbox') || '[]')")

    def wait(self, condition, timeout: int = 15_000) -> None:
        self.qtbot.waitUntil(condition, timeout=timeout)

    def ready(self) -> None:
        self.wait(lambda: self.js("document.querySelectorAll('#games tbody tr').length") == 6)

    def target(self) -> dict:
        return self.data("current && current.target")

    def next_target(self, before: dict) -> dict:
        """The target once the state has moved past ``before``."""
        self.wait(lambda: (self.target() or {}).get("label") != before["label"])
        return self.target()

    def quiet_for(self) -> int:
        """The seconds the banner says the laptop has not answered (0: it does not)."""
        text = self.text("offline")
        prefix = "No answer from the laptop for "
        if self.js("document.getElementById('offline').hidden") or not text.startswith(prefix):
            return 0
        return int(text[len(prefix):].split(" ")[0])

    def type_and_store(self, entry: str) -> None:
        # a block of its own: run twice in one page, a top-level const would be declared
        # twice (a SyntaxError, nothing typed)
        self.js("{ const e = document.getElementById('entry-text'); "
                f"e.value = {entry!r}; e.dispatchEvent(new Event('input')); "
                "document.getElementById('store').click(); } 1")

    def close(self) -> None:
        self.view.close()
        self.qtbot.wait(50)


@pytest.mark.qt_log_level_fail("CRITICAL")
def test_the_outbox_through_a_hang_a_404_a_reload_a_restart_and_an_annulment(qtbot,
                                                                             session):
    server = RoomServer(session, limits=Limits(per_second=1000))
    server.start("127.0.0.1", 0)
    port = server.port
    writes = []
    session.listen(lambda changes: writes.append(changes.deals)   # results written
                            if isinstance(changes.command, SetResult) else None)
    phone = Phone(qtbot)
    try:
        phone.open(server.url(1))
        phone.js("localStorage.clear(); 1")
        phone.ready()
        first = phone.target()
        assert first["label"] == "1"

        # 1. the laptop hangs: the post shows "sending…", a second tap sends nothing
        # twice, and after 5 s without an answer the page says so
        phone.js(HOLD)
        for value in ("4", "♠", " N ", "="):
            phone.js(f"document.querySelector('#pad [data-pad=\"{value}\"]').click(); 1")
        phone.js("document.getElementById('store').click(); "
                 "document.getElementById('store').click(); "
                 "document.getElementById('entry-text').dispatchEvent("
                 "new KeyboardEvent('keydown', {key: 'Enter'})); 1")
        assert len(phone.outbox()) == 1
        assert phone.js("document.getElementById('store').disabled") is True
        assert phone.text("store") == "Sending…"
        phone.wait(lambda: phone.text("outbox") == "sending…: deal 1, 4♠ N =")
        assert phone.js("document.getElementById('offline').hidden") is True
        phone.js("window.realNow = Date.now; Date.now = () => window.realNow() + 6000; 1")
        phone.wait(lambda: phone.quiet_for() >= 6, 5000)
        assert phone.text("offline").endswith(" s — still trying… · 1 entry not sent yet")
        phone.js("Date.now = window.realNow; 1")
        assert phone.js("window.release()") >= 1
        phone.wait(lambda: phone.outbox() == [] and phone.text("message").startswith(
            "Stored: deal 1 4♠ N ="))
        assert writes == [{1}] and (DealKey(1, 0), 1) in session.match.results
        phone.wait(lambda: phone.js("document.getElementById('offline').hidden") is True)
        assert phone.text("store") == "Store"

        # 2. a post that gets a 404 (a new key): kept, listed, the address said to be
        # dead; the other table's page lists it and does not send it; the table's new
        # address sends it
        second = phone.next_target(first)
        server.renew(1)
        phone.type_and_store("3NT S 9")
        phone.wait(lambda: phone.text("offline").startswith(
            "This code is no longer valid — scan the table's new code on the laptop "
            "(Match › Room terminals). What is not sent yet stays on this phone"))
        assert phone.text("outbox") == f"not sent yet: deal {second['label']}, 3NT S 9"
        assert phone.text("store") == "Not sent yet"             # nor sent twice
        assert phone.js("document.getElementById('store').disabled") is True
        assert [item["body"]["attempt"] for item in phone.outbox()] == [0]
        phone.open(server.url(2))                      # the phone passed to the other room
        phone.ready()
        phone.wait(lambda: phone.text("outbox") ==
                   f"typed at table 1, goes from that table's page: deal {second['label']}, "
                   "3NT S 9")
        assert len(writes) == 1
        phone.open(server.url(1))                      # table 1's new code scanned
        phone.wait(lambda: phone.outbox() == [])
        assert writes == [{1}, {second["deal"]}]
        assert str(session.match.results[(DealKey(second["deal"], 0), 1)].contract) == "3NT"

        # 3. a reload while a post is kept: the page sends it after the reload
        phone.ready()
        third = phone.next_target(second)
        phone.js(HOLD)
        phone.type_and_store("2H E 8")
        phone.wait(lambda: phone.text("outbox") == f"sending…: deal {third['label']}, 2H E 8")
        phone.reload()
        phone.wait(lambda: phone.outbox() == [])
        assert writes == [{1}, {second["deal"]}, {third["deal"]}]

        # 4. the laptop's answer lost, then the server restarted (the same keys, kept
        # with the match; the ids it saw forgotten): sent again from the same address by
        # itself, "stored", written once
        phone.ready()
        next_deal = phone.next_target(third)["label"]
        address = server.url(1)
        phone.js(LOSE_ONE_ANSWER)
        phone.type_and_store("1NT N 7")
        phone.wait(lambda: len(writes) == 4)
        server.start("127.0.0.1", port)                # a restart: the same address
        assert server.url(1) == address
        phone.wait(lambda: phone.outbox() == [] and phone.text("message").startswith(
            f"Stored: deal {next_deal} 1NT N ="))
        assert len(writes) == 4 and "no longer valid" not in phone.text("offline")

        # 5. the laptop down; a result typed meanwhile; the laptop annuls that deal and
        # serves again: the post is refused with its reason, never stored on the replay
        phone.ready()
        fifth = phone.next_target({"label": next_deal})
        deal = fifth["deal"]
        assert fifth["attempt"] == 0
        server.stop()
        phone.type_and_store("PASS")
        phone.wait(lambda: phone.text("outbox") == f"not sent yet: deal {deal}, PASS")
        phone.js("window.realNow = Date.now; Date.now = () => window.realNow() + 7000; 1")
        phone.wait(lambda: phone.quiet_for() >= 7, 5000)
        phone.js("Date.now = window.realNow; 1")
        session.run(ops.annul_deal, deal=deal, reason=2)
        server.start("127.0.0.1", port)
        phone.js("localStorage.setItem('teams-app-lang', 'ru'); 1")
        phone.open(server.url(1))
        phone.wait(lambda: phone.text("outbox").startswith(
            f"не записано: сдача {deal}, PASS — сдача {deal} аннулирована ("))
        assert phone.text("message").startswith(f"не записано: сдача {deal}, PASS — ")
        results = session.match.results
        assert (DealKey(deal, 0), 1) not in results and (DealKey(deal, 1), 1) not in results
        assert len(writes) == 4
        assert phone.js("document.getElementById('store').disabled") is False
        # still listed after a reload, until removed on the phone
        phone.reload()
        phone.wait(lambda: phone.text("outbox").startswith("не записано"))
        phone.js("document.querySelector('#outbox [data-remove]').click(); 1")
        assert phone.outbox() == [] and phone.js("document.getElementById('outbox').hidden")
        # a 360 px phone in Russian: the list and the diagram fit
        assert phone.js("document.getElementById('games').getBoundingClientRect().right") <= 360
        assert phone.js("document.documentElement.scrollWidth") <= 360
    finally:
        phone.close()
        server.stop()
