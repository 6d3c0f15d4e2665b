"""Issues 30 and 47: the laptop shows only what the host may see (spec §13), and the host
is a person.

The rooms simulation plays matches through both tables' API (the real server on
127.0.0.1, spoken to over HTTP), the host doing the envelope steps and annulling deals
(now, at the end of the round, at the end of the match) from his own phone (the host's
page, ``/h/KEY/``) — with the host as each of the eight players in turn and once as a
reserve who comes in (the laptop going with him), with the laptop fixed in each room,
and with the tables' confirmations and phone leads on and off (each on for some hosts
and off for others).  ``tests/test_host_person.py`` draws many more matches, hosts and
annulments with Hypothesis against the same spec, on the core alone.  Who sits where and
what a person may see are written from spec §3, §11 and §13 in ``tests/spec_rooms.py``,
not with the product's rule.

After every post, a table's or the host's: the host's page answers (never 500), its
JSON holds no result the host may not see and equals the page built over a copy of the
match stripped *here*; and the real main window's texts of the moment (the tab shown,
title, status bar, menus, every combo box's current text and whatever each line edit's
own undo would bring back) hold none either.  At sampled moments — one table ahead, a
deal just annulled, a replay posted at one table, a round closed, the match-end replay
pending, the match over — every text of the window (each tab with each row of its lists
selected; headers, cells and tool tips; labels; the title; the menus; the audit log)
must equal the texts of a second window that shows the stripped copy with the host not
playing.  The texts that echo the last change (the status lines, the Edit menu's undo,
the audit log) are not made from the match: of them the test asks that no hidden result
appears.  As a control, the window with both rooms shown, and with the laptop set to the
other room, shows hidden results.  The host also types, on the laptop, a result of the
table he does not sit at: nothing of it stays in the entry line's pickers or history.
"""

from __future__ import annotations

import json
import random
import shutil

import gui_play_data as data
import pytest
import spec_rooms
from phone_http import post
from PySide6.QtWidgets import QApplication, QLabel
from window_texts import quick_texts, window_texts

import words
from models import envelopes
from models.match import DealKey, Match, ReplayAt, Seat, Settings, new_match
from models.queries import next_game, round_complete
from teams_app import operations as ops
from teams_app.gui.mainwindow import MainWindow
from teams_app.server.host import host_state
from teams_app.server.service import Limits, RoomServer
from teams_app.store import MatchStore

#: slow (README: the quick run leaves it out, ``-m "not slow"``)
pytestmark = [pytest.mark.usefixtures("collector_on_the_qt_thread"), pytest.mark.slow]

FAST = Limits(per_second=10_000)
#: the envelope steps the host's page offers (sent back is offered too, done here only
#: when asked for)
PAGE_STEPS = (envelopes.HintKind.CARRY, envelopes.HintKind.CHECK)
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


#: a reserve of team B who hosts, and the code he takes over from round II
RESERVE, RESERVE_CODE = "Rex", "B-3"


class Laptop:
    """The real window over the match, the phones' server on its session, and a second
    window that shows the stripped copy with the host not playing.  ``person``: who runs
    the match (a code, :data:`RESERVE`, or None); ``room``: the room the laptop stays in
    (None: with the host)."""

    def __init__(self, qtbot, tmp_path, *, person: str | None = None,
                 room: int | None = None, confirm: bool = False, leads: bool = False,
                 seed: int = 0, every_row: int = 99) -> None:
        self.qtbot, self.person, self.room = qtbot, person, room
        self.name = f"{person or 'director'}-{room or 'host'}"
        seats = {code: Seat(player) for code, player in data.PLAYERS.items()}
        store = MatchStore.create(tmp_path / "match.stolitsa", new_match(
            "Lions", "Tigers", seats, reserves_b=(RESERVE,), settings=Settings(
                host_player=person, host_table=room, phones_confirm=confirm,
                phone_leads=leads)))
        if person == RESERVE:
            ops.substitute(store, code=RESERVE_CODE, from_round=2, reserve=RESERVE)
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
        self.rng = random.Random(1959 + seed)
        self.compared = 0
        self.host_checked = 0
        self.differed = 0
        self.posted = 0
        self.laptop_entries = 0
        self.window_checked = 0
        #: how many more moments read each tab with each row of its lists selected (the
        #: costly part of a moment; the lists are the same otherwise)
        self.every_row = every_row

    @property
    def match(self) -> Match:
        return self.core.store.match

    def seen(self) -> dict[int, int | None]:
        """Per deal, the table whose room the host may see now (spec, not product)."""
        return spec_rooms.eyes(self.match, self.person, self.room)

    def table_in(self, round_: int) -> int:
        """The table whose room the laptop shows in a round (table 1 for a director, or
        while the host does not play)."""
        if self.room is not None:
            return self.room
        code = None if self.person is None else spec_rooms.code_of(self.match, self.person,
                                                                   round_)
        return 1 if code is None else spec_rooms.spec_table(code, round_)

    def close(self) -> None:
        self.server.stop()

    def _post(self, url: str, payload: dict | None, why: str) -> tuple[int, dict]:
        status, answer = post(self.qtbot, url, payload)
        assert status != 500, (why, answer)
        return status, answer

    def phone(self, table: int, route: str, **payload) -> dict:
        """A table's post, in its phone's language (table 1's Russian, table 2's
        Bulgarian: every answer is worded, never 500)."""
        self.ids += 1
        lang = ("ru", "bg")[table - 1]
        status, answer = self._post(self.urls[table] + f"api/{route}?lang={lang}",
                                    {"id": f"client-{self.name}-{self.ids:06d}", **payload},
                                    route)
        assert status == 200, (route, payload, answer)
        self.posted += route == "result"
        self.after_post(f"table {table} posted {route} {payload}")
        if route == "result" and answer.get("unconfirmed"):
            # the other line confirms it on the same phone
            _, state = self._post(self.urls[table] + f"api/state?lang={lang}", None,
                                  "state")
            [item] = [u for u in state["unconfirmed"] if u["deal"] == payload["deal"]]
            self.phone(table, "confirm", deal=item["deal"], attempt=item["attempt"],
                       ok=True, token=item["token"])
        return answer

    def host_page(self) -> dict:
        """The host's page's state (his phone's JSON)."""
        status, state = self._post(self.server.host_url() + "api/state", None, "host state")
        assert status == 200, state
        return state

    def host_step(self, route: str, **payload) -> dict:
        """A step from the host's page."""
        self.ids += 1
        status, answer = self._post(self.server.host_url() + route,
                                    {"id": f"host-{self.name}-{self.ids:06d}", **payload},
                                    route)
        assert status == 200, (route, payload, answer)
        self.after_post(f"the host's {route} {payload}")
        return answer

    def after_post(self, why: str) -> None:
        """After every post: the host's phone, and the window's texts of the moment."""
        self.check_host_page(why)
        QApplication.processEvents()
        hidden = spec_rooms.secrets(self.match, self.seen())
        leaks = [(w, t) for w, t in quick_texts(self.window) for s in hidden if s in t]
        assert not leaks, (why, leaks[:5])
        self.window_checked += 1

    def check_host_page(self, why: str) -> None:
        """After every post (a table's or the host's): the host's phone holds no hidden
        result, and its JSON is the page built over the copy stripped here."""
        full, seen = self.match, self.seen()
        self.expected.store.match = spec_rooms.stripped(full, seen)
        assert self.expected.session is not None
        self.expected.session.refresh_all()
        hidden = spec_rooms.secrets(full, seen)
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

    def play(self, table: int, round_: int, match_end: bool = False,
             on_laptop: bool = False) -> DealKey | None:
        """The table's next game, if its cards are there: the draw and the result posted
        from its phone (a replay set for the end of the match only with ``match_end``);
        with ``on_laptop``, the host types the result into the table's entry line on the
        laptop instead."""
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
        entry = data.result_text(self.rng)
        if on_laptop:
            self.laptop_entry(table, key, entry)
        else:
            # a lead with some results (a passed-out deal has none: refused, with words)
            lead = {"lead": self.rng.choice(("S2", "HA", "D9", "CT"))} \
                if (self.match.settings.phone_leads and entry != "PASS"
                    and self.rng.random() < 0.5) else {}
            self.phone(table, "result", deal=game.deal, entry=entry, attempt=key.attempt,
                       **lead)
        self.envelope_steps(round_)
        return key

    def laptop_entry(self, table: int, key: DealKey, entry: str) -> None:
        """The host types a table's result into its entry line on the laptop and stores
        it with Enter (the Rooms tab shown)."""
        self.window.tabs.setCurrentIndex(0)
        panel = self.window.view("RoomsView").panels[table]
        panel.refresh()
        assert panel.entry.target == key, (panel.entry.target, key)
        panel.entry.edit.setText(entry)
        panel.entry.on_store()
        assert (key, table) in self.match.results, panel.entry.preview.text()
        self.laptop_entries += 1
        self.after_post(f"the host typed table {table}'s {entry} on the laptop")

    def annul(self, deals, replay_at: ReplayAt) -> int | None:
        """The host annuls, from his phone, the first of ``deals`` the core lets him
        annul so (the page offers it, and the core does not refuse the time)."""
        offered = {d["deal"] for d in self.host_page()["annul"]}
        for deal in deals:
            if deal not in offered:
                continue
            self.ids += 1
            status, answer = self._post(self.server.host_url() + "api/annul", {
                "id": f"host-{self.name}-{self.ids:06d}", "deal": deal, "reason": 4,
                "at": replay_at.value}, "annul")
            if status == 422:
                continue
            assert status == 200, answer
            self.after_post(f"the host annulled deal {deal}")
            return deal
        return None

    def compare(self, why: str, control: bool = False, every_row: bool = True) -> None:
        """The moment's check (the module)."""
        every_row = every_row and self.every_row > 0
        self.every_row -= every_row
        full, seen = self.match, self.seen()
        expected = spec_rooms.stripped(full, seen)
        self.expected.store.match = expected
        assert self.expected.session is not None
        self.expected.session.refresh_all()
        # both windows drawn afresh: what a view keeps of its past (the entry's target
        # after a round is played) is not of the match
        self.core.refresh_all()
        QApplication.processEvents()
        got = window_texts(self.window, every_row=every_row)
        want = window_texts(self.expected, every_row=every_row)
        hidden = spec_rooms.secrets(full, seen)
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
            self.other_room(why, hidden)
            self.differed += 1
        self.window.tabs.setCurrentIndex(0)  # the Rooms tab while the match goes on

    def other_room(self, why: str, hidden: set[str]) -> None:
        """The control: the laptop set to the room of the table the host does not sit at
        shows results he may not see (undone at once, as the host would)."""
        round_ = spec_rooms.round_now(self.match)
        other = 3 - self.table_in(round_)
        if not any(r.contract is not None for (k, t), r in self.match.results.items()
                   if t == other and k.deal in spec_rooms.hidden_deals(self.match)
                   and self.seen()[k.deal] != other):
            return  # the other table has played nothing hidden from the host
        before = self.match.settings.host_table
        self.core.run(ops.set_host_table, table=other)
        QApplication.processEvents()
        shown = window_texts(self.window, every_row=False, audit_log=False)
        assert any(s in t for _w, t in shown for s in hidden), why
        self.core.run(ops.undo)
        assert self.match.settings.host_table == before


@pytest.mark.parametrize("room", [1, 2])
def test_the_laptop_in_a_room_shows_only_what_that_room_may_see(qtbot, tmp_path, room):
    """The laptop fixed in a room (a director's, or the host's who keeps it there): a
    whole match, the match-end replay included."""
    laptop = Laptop(qtbot, tmp_path, room=room, person="B-4" if room == 2 else None,
                    seed=room)
    try:
        _play_the_match(laptop)
    finally:
        laptop.close()
    assert laptop.compared >= 10 and laptop.differed >= 3
    assert laptop.host_checked >= 100  # the host's page after every post
    full = laptop.match
    assert all((DealKey(d, max(k.attempt for k, _ in full.results if k.deal == d)), t)
               in full.results for d in range(1, 37) for t in (1, 2))


#: who hosts, with the tables' confirmations and phone leads on or off: each switch on
#: for some and off for others, the host at table 1 (A-1) and at table 2 (B-1 in round I)
#: with confirmations on
PEOPLE = [("A-1", True, False), ("A-2", False, True), ("A-3", True, True),
          ("A-4", False, False), ("B-1", True, False), ("B-2", False, True),
          ("B-3", True, True), ("B-4", False, False), (RESERVE, True, True)]


@pytest.mark.parametrize(("person", "confirm", "leads"), PEOPLE)
def test_the_laptop_goes_with_the_host_and_shows_only_what_he_may_see(
        qtbot, tmp_path, person, confirm, leads):
    """The host as each of the eight players, and a reserve who comes in at round II;
    the laptop goes with him: rounds I–III from the phones (the annulments of rounds II
    and III, one for the end of the match), his table changing as the rotation says."""
    laptop = Laptop(qtbot, tmp_path, person=person, confirm=confirm, leads=leads,
                    seed=PEOPLE.index((person, confirm, leads)), every_row=2)
    try:
        _play_the_match(laptop, rounds=3)
        moved = [laptop.table_in(r) for r in (1, 2, 3)]
    finally:
        laptop.close()
    assert laptop.compared >= 5 and laptop.host_checked >= 60
    assert laptop.window_checked == laptop.host_checked - laptop.compared
    assert laptop.laptop_entries == 1
    full = laptop.match
    assert all(round_complete(full, r) for r in (1, 2)), person
    code = spec_rooms.code_of(full, person, 3)
    assert moved == [1 if person == RESERVE else spec_rooms.spec_table(code, 1),
                     *(spec_rooms.spec_table(code, r) for r in (2, 3))]


def _play_the_match(laptop: Laptop, rounds: int = 6) -> None:
    fmt = laptop.match.format
    for round_ in range(1, rounds + 1):
        mine = laptop.table_in(round_)
        other = 3 - mine
        # the other table runs ahead early in the round: its results wait for the host's
        # (in round I the host types the first of them on the laptop)
        for game in range(3):
            laptop.play(other, round_, on_laptop=round_ == 1 and game == 0)
        laptop.compare(f"round {round_}: the other table ahead", control=round_ in (1, 4),
                       every_row=round_ in (1, 2, 4, 6))
        if round_ == 2:
            # annulled now: a deal the origin table has just played, not yet sent
            laptop.play(mine, round_)
            origin = [d for d in fmt.round_deals(round_)
                      if fmt.slot(d).origin_table == mine]
            assert laptop.annul(reversed(origin), ReplayAt.NOW) is not None
            laptop.compare("round 2: annulled now")
        if round_ == 3:
            # a deal not played yet at either table (the host's original)
            unplayed = [d for d in fmt.round_deals(round_)
                        if not any(k.deal == d for k, _t in laptop.match.results)]
            assert laptop.annul(unplayed, ReplayAt.ROUND_END) is not None
            laptop.compare("round 3: annulled for the round's end", control=True)
        if round_ == min(5, rounds):
            assert laptop.annul(fmt.round_deals(round_), ReplayAt.MATCH_END) is not None
            laptop.compare(f"round {round_}: annulled for the match's end")
        moves = True
        step = 0
        while moves:
            moves = False
            for table in (mine, other, mine):
                if laptop.play(table, round_) is not None:
                    moves = True
                    step += 1
                    if step == 4 and round_ in (2, 3, 6):
                        laptop.compare(f"round {round_}: game {step}")
        # each row selected at a few of these moments (the lists are the same otherwise)
        assert round_ == fmt.rounds or round_complete(laptop.match, round_), round_
        laptop.compare(f"round {round_} played", every_row=round_ in (3, 6))
    if rounds < fmt.rounds:
        return
    # the replay set for the end of the match: its origin table first, then the other
    annulled = next(k for k, a in laptop.match.annulments.items()
                    if a.replay_at is ReplayAt.MATCH_END)
    first = fmt.slot(annulled.deal).origin_table
    assert laptop.play(first, fmt.rounds, match_end=True) is not None
    laptop.compare(f"match-end replay at table {first}", control=True)
    assert laptop.play(3 - first, fmt.rounds, match_end=True) is not None
    laptop.compare("the match over")
    # every deal at both tables and the three replays, one by one through the phones
    # (one typed on the laptop)
    assert laptop.posted + laptop.laptop_entries >= 72, laptop.posted
