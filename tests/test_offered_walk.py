"""Issue 48 from the phones: rounds I–III played only through the room server's pages,
every step taken because a page offered it.

Each table's phone (table 1 in Russian, table 2 in Bulgarian, as the night the issue
comes from) does what its page asks: the other line confirms a result waiting, both lines
sign a round played to its end, and for its target — unless the page says to wait — the
draw when it offers one, then the result.  The host's page (English) does every step it
offers at once, each posted with the token it was offered under.  In round III deal 14 is
annulled from the host's page (reason 2, replay now) before table 1 has drawn its score
cards.  Every answer must be 200: no offered step refused, no 500.  Then every deal of
rounds I–III is complete: its current attempt has both tables' results (or was annulled
without a replay), 14 as 14R1; and no phone named deal 14 once 14R1 had taken its place.
With the host at table 1, at table 2 (in round III, where the annulment is), and not
playing.
"""

from __future__ import annotations

import random

import gui_play_data as data
import pytest
from phone_http import post
from spec_rooms import CODES, spec_table

from models.match import DealKey
from teams_app.server.service import Limits, RoomServer
from teams_app.session import Session

#: slow (README: the quick run leaves it out, ``-m "not slow"``)
pytestmark = [pytest.mark.usefixtures("collector_on_the_qt_thread"), pytest.mark.slow]

LANGS = {1: "ru", 2: "bg"}
#: no round of walking takes more posts than this (a stall fails before)
MOST = 600


class Walk:
    def __init__(self, qtbot, tmp_path, host: str | None) -> None:
        self.qtbot = qtbot
        self.store = data.make_store(tmp_path, host_player=host, phones_confirm=True,
                                     phone_leads=True)
        self.session = Session(self.store, rng=random.Random(48))
        self.server = RoomServer(self.session, limits=Limits(per_second=10_000))
        self.server.start("127.0.0.1", 0)
        self.urls = self.server.urls()
        self.rng = random.Random(14)
        self.ids = 0
        self.posts = 0
        self.annulled = False
        self.named_old = []

    def close(self) -> None:
        self.server.stop()
        self.store.close()

    def get(self, url: str) -> dict:
        status, answer = post(self.qtbot, url, None)
        assert status == 200, (url, status, answer)
        return answer

    def send(self, url: str, **payload) -> dict:
        self.ids += 1
        status, answer = post(self.qtbot, url, {"id": f"walk-{self.ids:05d}", **payload})
        assert status == 200, (url, payload, status, answer)   # offered, so accepted
        self.posts += 1
        return answer

    def phone(self, table: int) -> bool:
        """One thing table ``table``'s page asks for, done; False when it asks nothing."""
        lang = LANGS[table]
        base = self.urls[table]
        state = self.get(base + f"api/state?lang={lang}")
        if self.annulled and any("14" in hint and "14R1" not in hint for hint in state["hints"]):
            self.named_old.append((table, state["hints"]))
        for item in state["unconfirmed"]:
            self.send(base + f"api/confirm?lang={lang}", deal=item["deal"],
                      attempt=item["attempt"], ok=True, token=item["token"])
            return True
        sign = state["sign"]
        if sign is not None and not sign["done"]:
            line = next(line for line in ("NS", "EW") if line not in sign["signed"])
            self.send(base + f"api/sign?lang={lang}", round=sign["round"], line=line)
            return True
        target = state["target"]
        if target is None or target["waiting"]:
            return False
        if (state["round"] == 3 and target["deal"] == 14 and not self.annulled
                and target["drawable"]):
            self.annul_14()
            return True
        if target["drawable"]:
            self.send(base + f"api/draw?lang={lang}", deal=target["deal"])
            return True
        entry = data.result_text(self.rng)
        self.send(base + f"api/result?lang={lang}", deal=target["deal"],
                  attempt=target["attempt"], entry=entry)
        return True

    def annul_14(self) -> None:
        """The host annuls deal 14 before table 1 draws its score cards (reason 2, now),
        as his page offers it."""
        host = self.server.host_url()
        state = self.get(host + "api/state?lang=en")
        [offer] = [d for d in state["annul"] if d["deal"] == 14]
        assert 2 in offer["reasons"] and "now" in offer["times"], offer
        self.send(host + "api/annul?lang=en", deal=14, reason=2, at="now")
        self.annulled = True
        assert DealKey(14, 0) in self.session.match.annulments

    def host(self) -> bool:
        """Every step the host's page offers, at once (from one state of the page)."""
        host = self.server.host_url()
        state = self.get(host + "api/state?lang=en")
        for step in state["steps"]:
            self.send(host + step["route"] + "?lang=en", table=step["table"],
                      round=step["round"], token=step["token"])
        return bool(state["steps"])

    def complete(self, deals: range) -> list[int]:
        """The deals of ``deals`` not complete yet."""
        match = self.session.match
        left = []
        for deal in deals:
            key = match.current_key(deal)
            annulment = match.annulments.get(key)
            if annulment is not None and not annulment.awaits_replay:
                continue
            if annulment is not None or any((key, t) not in match.results for t in (1, 2)):
                left.append(deal)
        return left

    def play(self, rounds: int) -> None:
        deals = range(1, 6 * rounds + 1)
        for _ in range(MOST):
            if not self.complete(deals):
                return
            moved = self.host()
            for table in (1, 2):
                moved = self.phone(table) or moved
            assert moved, ("nothing offered, and rounds I-III are not complete",
                           self.complete(deals), self.get(self.urls[1] + "api/state")["hints"],
                           self.get(self.urls[2] + "api/state")["hints"])
        raise AssertionError(f"not complete after {MOST} rounds of posts")


def _host(where: str) -> str | None:
    """A person sitting at table 1 (or 2) in round III; None: a director."""
    if where == "none":
        return None
    return next(code for code in CODES if spec_table(code, 3) == int(where))


@pytest.mark.parametrize("where", ["1", "2", "none"])
def test_rounds_one_to_three_from_the_phones(qtbot, tmp_path, where) -> None:
    walk = Walk(qtbot, tmp_path, _host(where))
    try:
        walk.play(3)
        match = walk.session.match
        assert walk.annulled
        assert (DealKey(14, 1), 1) in match.results and (DealKey(14, 1), 2) in match.results
        assert walk.named_old == []
        assert not walk.complete(range(1, 19))
    finally:
        walk.close()
