"""Issue 30: the laptop of a host who plays shows only what his room may see (spec §13).

The differential test plays a whole match through both tables' API (the real server on
127.0.0.1, spoken to over HTTP), the host doing the envelope steps and annulling deals
(now, at the end of the round, at the end of the match) from his own phone (the host's
page, ``/h/KEY/``), once with the host at table 1 and once at table 2.  After every post,
a table's or the host's, the host's page's JSON must equal the page built over a copy of
the match stripped *here* of what the host's table has not played, and hold no hidden
result.  At sampled moments after posts — every kind of
moment: one table ahead, a deal just annulled, a replay posted at one table, a round
closed, the match-end replay pending, the match over — every text of the real main
window (each tab with each row of its lists selected; headers, cells and tool tips;
labels; the title; the menus) must equal the texts of a second window that shows,
with the host not playing, a copy of the match stripped *here* of what the host's table
has not played (the stripping below is written from the spec, not with the product's
rule).  The texts that echo the last change (the status lines, the Edit menu's undo,
the audit log) are not made from the match: of them, and of the whole window, the test
asks that no hidden result appears.  As a control, the window showing both rooms
differs from the stripped copy's and shows the hidden results.
"""

from __future__ import annotations

import http.client
import json
import random
import shutil
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from urllib.parse import urlsplit

import gui_play_data as data
import pytest
from PySide6.QtWidgets import QApplication, QLabel
from window_texts import window_texts

import words
from models import envelopes
from models.match import DealKey, Match, PlayedResult, ReplayAt
from models.queries import next_game, round_complete
from teams_app import operations as ops
from teams_app.gui.mainwindow import MainWindow
from teams_app.server.host import host_state
from teams_app.server.service import Limits, RoomServer
from words.texts import result_text

#: slow (README: the quick run leaves it out, ``-m "not slow"``)
pytestmark = [pytest.mark.usefixtures("collector_on_the_qt_thread"), pytest.mark.slow]

FAST = Limits(per_second=10_000)
#: the envelope steps the host's page offers (sent back is offered too, done here only
#: when asked for)
PAGE_STEPS = (envelopes.HintKind.CARRY, envelopes.HintKind.CHECK)
_POOL = ThreadPoolExecutor(max_workers=2)


def _request(url: str, body: bytes | None) -> tuple[int, bytes]:
    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
    try:
        if body is None:
            connection.request("GET", parts.path)
        else:
            connection.request("POST", parts.path, body=body,
                               headers={"Content-Type": "application/json"})
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def post(qtbot, url: str, payload: dict | None) -> tuple[int, dict]:
    """A phone's post (None: a GET), from a worker thread while Qt's loop runs (the
    server answers on the Qt thread)."""
    future = _POOL.submit(_request, url, None if payload is None else json.dumps(payload).encode())
    qtbot.waitUntil(future.done, timeout=20_000)
    status, raw = future.result()
    return status, json.loads(raw) if raw else {}


# -- the spec's rule, written here (not the product's) -------------------------------------

def stripped(match: Match, table: int) -> Match:
    """Spec §13 for the room of ``table``: of a deal, only what the table played itself
    until the deal's current attempt has results at both tables (a deal awaiting its
    replay has no such attempt yet); Law 86C: none of the last round complete while a
    replay is set for the end of the match.  Another table's result stays as "played"
    (under its score cards); its auctions and hands, the analysis and the hands dealt in
    advance of such a deal go."""
    current: dict[int, int] = {}
    for key in [k for k, _t in match.results] + list(match.annulments):
        current[key.deal] = max(current.get(key.deal, 0), key.attempt)
    # a replay set for the end of the match is pending until its attempt is in at both
    held = any(a.replay_at is ReplayAt.MATCH_END and not a.after_match and (
        current.get(k.deal) == k.attempt
        or sum((DealKey(k.deal, k.attempt + 1), t) in match.results for t in (1, 2)) < 2)
        for k, a in match.annulments.items())
    last = match.format.rounds
    hidden = set()
    for deal in range(1, match.format.deals + 1):
        key = DealKey(deal, current.get(deal, 0))
        annulled = match.annulments.get(key)
        waits = annulled is not None and not annulled.after_match and \
            annulled.replay_at is not ReplayAt.NONE
        both = (key, 1) in match.results and (key, 2) in match.results
        if not both or waits or (held and match.format.slot(deal).round == last):
            hidden.add(deal)
    results = {}
    for (key, at), result in match.results.items():
        if key.deal in hidden and at != table:
            results[key, at] = PlayedResult(None, ns_card=result.ns_card,
                                            ew_card=result.ew_card)
        else:
            results[key, at] = result
    extras = {}
    for slot, values in match.extras.items():
        kept = {}
        for name, value in values.items():
            deal_part, _, at = name.partition(":")
            number = deal_part.split("R")[0]
            if (slot in ("auction", "hands", "dd", "predealt") and number.isdigit()
                    and int(number) in hidden
                    and (slot in ("dd", "predealt") or at != str(table))):
                continue
            kept[name] = value
        if kept:
            extras[slot] = kept
    return Match(teams=dict(match.teams), seats=dict(match.seats),
                 settings=replace(match.settings, host_table=None),
                 substitutions=dict(match.substitutions),
                 draws={d: dict(c) for d, c in match.draws.items()}, results=results,
                 annulments=dict(match.annulments), extras=extras)


def secrets(match: Match, table: int) -> set[str]:
    """The texts of every result the room may not see (as lists and steps write them),
    less those a result it may see is also written as."""
    shown = stripped(match, table)
    found, seen = set(), set()
    for slot, result in match.results.items():
        texts = {result_text(result), result_text(result, honours=True, tricks=True)}
        if shown.results[slot].hidden:
            if result.contract is not None:
                found |= texts
        else:
            seen |= texts
    return found - seen


# -- the window's texts ------------------------------------------------------------------

#: texts that echo the last change rather than show the match (checked for secrets only)
def _echo(where: str) -> bool:
    return (where.startswith(("status", "auditlog", "menu:edit_menu", "statusbar"))
            or where in ECHO_LABELS)


ECHO_LABELS: set[str] = set()


def _comparable(found: list[tuple[str, str]], window: MainWindow) -> list[tuple[str, str]]:
    echoes = set()
    for name in ("RoomsView", "EnvelopesView"):
        status = getattr(window.view(name), "status", None)
        if isinstance(status, QLabel) and status.text():
            echoes.add(status.text())
    return [(w, t) for w, t in found if not _echo(w) and t not in echoes]


class Laptop:
    """The real window over the match, the phones' server on its session, and a second
    window that shows the stripped copy with the host not playing."""

    def __init__(self, qtbot, tmp_path, host: int) -> None:
        self.qtbot, self.host = qtbot, host
        store = data.make_store(tmp_path, host_table=host)
        path = store.path
        store.close()
        copy = tmp_path / "expected.stolitsa"
        shutil.copyfile(path, copy)
        self.window = MainWindow()
        qtbot.addWidget(self.window)
        self.window.resize(1400, 900)
        self.window.show()
        assert self.window.open_file(path)
        self.expected = MainWindow()
        qtbot.addWidget(self.expected)
        self.expected.resize(1400, 900)
        self.expected.show()
        assert self.expected.open_file(copy)
        assert self.window.session is not None
        self.core = self.window.session.core
        self.server = RoomServer(self.core, limits=FAST)
        self.server.start("127.0.0.1", 0)
        self.urls = self.server.urls()
        self.ids = 0
        self.rng = random.Random(1959 + host)
        self.compared = 0
        self.host_checked = 0
        self.differed = 0
        self.posted = 0

    @property
    def match(self) -> Match:
        return self.core.store.match

    def close(self) -> None:
        self.server.stop()

    def phone(self, table: int, route: str, **payload) -> dict:
        self.ids += 1
        status, answer = post(self.qtbot, self.urls[table] + "api/" + route,
                              {"id": f"client-{self.host}-{self.ids:06d}", **payload})
        assert status == 200, (route, payload, answer)
        self.posted += route == "result"
        self.check_host_page(f"table {table} posted {route} {payload}")
        return answer

    def host_page(self) -> dict:
        """The host's page's state (his phone's JSON)."""
        status, state = post(self.qtbot, self.server.host_url() + "api/state", None)
        assert status == 200, state
        return state

    def host_step(self, route: str, **payload) -> dict:
        """A step from the host's page."""
        self.ids += 1
        status, answer = post(self.qtbot, self.server.host_url() + route,
                              {"id": f"host-{self.host}-{self.ids:06d}", **payload})
        assert status == 200, (route, payload, answer)
        self.check_host_page(f"the host's {route} {payload}")
        return answer

    def check_host_page(self, why: str) -> None:
        """After every post (a table's or the host's): the host's phone holds no hidden
        result, and its JSON is the page built over the copy stripped here."""
        full = self.match
        self.expected.store.match = stripped(full, self.host)
        assert self.expected.session is not None
        self.expected.session.refresh_all()
        hidden = secrets(full, self.host)
        page = self.host_page()
        assert not [s for s in hidden if s in json.dumps(page, ensure_ascii=False)], why
        with words.speaking("en"):
            built = host_state(self.expected.session.core, "en")
        echoes = ("match", "room", "room_text", "undo")
        assert {k: v for k, v in page.items() if k not in echoes} == {
            k: v for k, v in built.items() if k not in echoes}, why
        self.host_checked += 1

    def envelope_steps(self, round_: int, send_back: bool = False) -> None:
        """The host's envelope steps from his phone, as its page offers them (packed and
        carried, all there; sent back with ``send_back``); then whatever else the
        envelopes ask of the host, which the page must not have missed."""
        while True:
            steps = [s for s in self.host_page()["steps"]
                     if send_back or s["kind"] != "return"]
            if not steps:
                break
            self.host_step(steps[0]["route"], table=steps[0]["table"],
                           round=steps[0]["round"])
        for table in (1, 2):
            while True:
                hints = [h for h in envelopes.next_actions(self.match, table, round_)
                         if h.command is not None and (
                             send_back or h.kind is not envelopes.HintKind.RETURN)]
                if not hints:
                    break
                assert hints[0].kind not in PAGE_STEPS, ("the host's page did not offer",
                                                         hints[0].text)
                self.core.run(ops.envelope_action, command=hints[0].command)

    def play(self, table: int, round_: int, match_end: bool = False) -> DealKey | None:
        """The table's next game, if its cards are there: the draw and the result posted
        from its phone (a replay set for the end of the match only with ``match_end``)."""
        self.envelope_steps(round_)
        upcoming = next_game(self.match, round_, table)
        if upcoming is None:
            return None
        game, key = upcoming
        from models.replays import next_pending

        pending = next_pending(self.match, round_, table)
        if pending is None or (pending.when is ReplayAt.MATCH_END) is not match_end:
            return None
        if not pending.here and not match_end:
            return None
        if game.deal not in self.match.draws:
            self.phone(table, "draw", deal=game.deal)
        self.phone(table, "result", deal=game.deal, entry=data.result_text(self.rng),
                   attempt=key.attempt)
        self.envelope_steps(round_)
        return key

    def annul(self, deals, replay_at: ReplayAt) -> int | None:
        """The host annuls, from his phone, the first of ``deals`` the core lets him
        annul so (the page offers it, and the core does not refuse the time)."""
        offered = {d["deal"] for d in self.host_page()["annul"]}
        for deal in deals:
            if deal not in offered:
                continue
            self.ids += 1
            status, answer = post(self.qtbot, self.server.host_url() + "api/annul", {
                "id": f"host-{self.host}-{self.ids:06d}", "deal": deal, "reason": 4,
                "at": replay_at.value})
            if status == 422:
                continue
            assert status == 200, answer
            self.check_host_page(f"the host annulled deal {deal}")
            return deal
        return None

    def compare(self, why: str, control: bool = False, every_row: bool = True) -> None:
        """The moment's check (the module)."""
        full = self.match
        expected = stripped(full, self.host)
        self.expected.store.match = expected
        assert self.expected.session is not None
        self.expected.session.refresh_all()
        # both windows drawn afresh: what a view keeps of its past (the entry's target
        # after a round is played) is not of the match
        self.core.refresh_all()
        QApplication.processEvents()
        got = window_texts(self.window, every_row=every_row)
        want = window_texts(self.expected, every_row=every_row)
        hidden = secrets(full, self.host)
        leaks = [(w, t) for w, t in got for s in hidden if s in t]
        assert not leaks, (why, leaks[:5])
        self.check_host_page(why)  # the host's phone at this moment too
        mine, theirs = _comparable(got, self.window), _comparable(want, self.expected)
        if mine != theirs:
            diff = [(a, b) for a, b in zip(mine, theirs, strict=False) if a != b]
            raise AssertionError((why, len(mine), len(theirs), diff[:6]))
        self.compared += 1
        if control and hidden:
            self.core.set_both_rooms(True)
            QApplication.processEvents()
            both = window_texts(self.window, every_row=every_row)
            assert _comparable(both, self.window) != theirs, why
            assert any(s in t for _w, t in both for s in hidden), why
            self.core.set_both_rooms(False)
            QApplication.processEvents()
            self.differed += 1
        self.window.tabs.setCurrentIndex(0)  # the Rooms tab while the match goes on


@pytest.mark.parametrize("host", [1, 2])
def test_the_laptop_shows_only_what_the_hosts_room_may_see(qtbot, tmp_path, host):
    laptop = Laptop(qtbot, tmp_path, host)
    try:
        _play_the_match(laptop)
    finally:
        laptop.close()
    assert laptop.compared >= 10 and laptop.differed >= 3
    assert laptop.host_checked >= 100  # the host's page after every post
    full = laptop.match
    assert all((DealKey(d, max(k.attempt for k, _ in full.results if k.deal == d)), t)
               in full.results for d in range(1, 37) for t in (1, 2))


def _play_the_match(laptop: Laptop) -> None:
    other = 3 - laptop.host
    fmt = laptop.match.format
    for round_ in range(1, fmt.rounds + 1):
        # the other table runs ahead early in the round: its results wait for the host's
        for _ in range(3):
            laptop.play(other, round_)
        laptop.compare(f"round {round_}: the other table ahead", control=round_ in (1, 4),
                       every_row=round_ in (1, 2, 4, 6))
        if round_ == 2:
            # annulled now: a deal the origin table has just played, not yet sent
            laptop.play(laptop.host, round_)
            origin = [d for d in fmt.round_deals(round_)
                      if fmt.slot(d).origin_table == laptop.host]
            assert laptop.annul(reversed(origin), ReplayAt.NOW) is not None
            laptop.compare("round 2: annulled now")
        if round_ == 3:
            # a deal not played yet at either table (the host's original)
            unplayed = [d for d in fmt.round_deals(round_)
                        if not any(k.deal == d for k, _t in laptop.match.results)]
            assert laptop.annul(unplayed, ReplayAt.ROUND_END) is not None
            laptop.compare("round 3: annulled for the round's end", control=True)
        if round_ == 5:
            assert laptop.annul(fmt.round_deals(round_), ReplayAt.MATCH_END) is not None
            laptop.compare("round 5: annulled for the match's end")
        moves = True
        step = 0
        while moves:
            moves = False
            for table in (laptop.host, other, laptop.host):
                if laptop.play(table, round_) is not None:
                    moves = True
                    step += 1
                    if step == 4 and round_ in (2, 3, 6):
                        laptop.compare(f"round {round_}: game {step}")
        # each row selected at a few of these moments (the lists are the same otherwise)
        assert round_ == fmt.rounds or round_complete(laptop.match, round_), round_
        laptop.compare(f"round {round_} played", every_row=round_ in (3, 6))
    # the replay set for the end of the match: its origin table first, then the other
    annulled = next(k for k, a in laptop.match.annulments.items()
                    if a.replay_at is ReplayAt.MATCH_END)
    first = fmt.slot(annulled.deal).origin_table
    assert laptop.play(first, fmt.rounds, match_end=True) is not None
    laptop.compare(f"match-end replay at table {first}", control=True)
    assert laptop.play(3 - first, fmt.rounds, match_end=True) is not None
    laptop.compare("the match over")
    # every deal at both tables and the three replays, one by one through the phones
    assert laptop.posted >= 72, laptop.posted
