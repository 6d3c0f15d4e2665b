"""The scoreboard never leaks (issue 23): a differential test over a whole match played
through the two tables' API, with an annulment replayed after the round (deal 8) and one
replayed at once (deal 22).

After every post the scoreboard's answers (``api/state`` and the page, fetched over HTTP
with its own key) and a mid-match HTML report are compared with those built from a copy
of the match made here, by this test, with every incomplete deal's results, auctions,
hands and score cards removed (and the envelopes, the pre-dealt deals, the dismissed
proposals).  Each table's auction, lead and hands are recorded on the laptop as soon as
that table has played, so an incomplete deal has plenty that could leak.  Its totals
equal ``report --json``'s.
"""

from __future__ import annotations

import copy
import io
import json
import random
import re

import pytest
from test_replays_api import SPOILT, Phones, originals, rooms  # noqa: F401 - a fixture
from test_server import call, get

from models.balances import compute_balances
from models.match import AnnulReason, DealKey, Match
from models.scoring import board_conditions
from models.shown import complete_keys, shown_match
from models.vocabulary import Direction, Hand, full_deck
from printing.demo import demo_match
from teams_app import operations
from teams_app.cli.store import cmd_report
from teams_app.report_html import board_state, page_html, report_html

#: slow (README: the quick run leaves it out, ``-m "not slow"``)
pytestmark = [pytest.mark.usefixtures("collector_on_the_qt_thread"), pytest.mark.slow]

LANGS = ("en", "bg", "ru")
_KEY = re.compile(r"^(\d+)(?:R(\d+))?(?::[12])?$")


def stripped(match: Match) -> Match:
    """The match with every incomplete deal's results removed: written here from the
    issue's rule, not with :mod:`models.shown`."""
    latest: dict[int, int] = {}
    for key, _ in match.results:
        latest[key.deal] = max(latest.get(key.deal, 0), key.attempt)
    for key in match.annulments:
        latest[key.deal] = max(latest.get(key.deal, 0), key.attempt)
    complete = set()
    for deal in range(1, 37):
        key = DealKey(deal, latest.get(deal, 0))
        if key not in match.annulments and all((key, t) in match.results for t in (1, 2)):
            complete.add(key)
    out = copy.deepcopy(match)
    out.results = {k: v for k, v in out.results.items() if k[0] in complete}
    out.draws = {d: c for d, c in out.draws.items() if DealKey(d, latest.get(d, 0)) in complete}
    kept = {}
    for slot in ("auction", "hands", "dd", "predealt"):
        entries = {}
        for text, value in out.extras.get(slot, {}).items():
            found = _KEY.match(text)
            if found and DealKey(int(found[1]), int(found[2] or 0)) in complete:
                entries[text] = value
        if entries:
            kept[slot] = entries
    out.extras = kept
    return out


def entry(deal: int, table: int) -> tuple[str, list[str]]:
    """A result different per deal and table, declared by the dealer; its auction."""
    level = 1 + deal % 3
    strain = ("C", "D", "H", "S", "NT")[deal % 5]
    tricks = level + 6 + (deal + table) % 3 - 1
    dealer = board_conditions(deal).dealer.name
    return f"{level}{strain} {dealer} {tricks}", [f"{level}{strain}", "P", "P", "P"]


def hands_of(deal: int, attempt: int) -> dict[Direction, Hand]:
    cards = full_deck()
    random.Random(deal * 10 + attempt).shuffle(cards)
    return {d: Hand(cards[13 * i:13 * i + 13]) for i, d in enumerate(Direction)}


class Watched(Phones):
    """The phones, with the laptop recording each table's notebook and the scoreboard
    checked after every post."""

    def __init__(self, qtbot, session, server) -> None:
        super().__init__(qtbot, session, server)
        self.board = server.scoreboard_url()
        self.checked = 0

    def play(self, table: int, label: str, text: str | None = None) -> None:
        deal, _, attempt_text = label.partition("R")
        deal_n, attempt = int(deal), int(attempt_text or 0)
        typed, calls = entry(deal_n, table)
        super().play(table, label, text or typed)
        session = self.session
        if text is None:
            session.run(operations.record_auction, deal=deal_n, table=table, calls=calls,
                        attempt=attempt)
        hands = hands_of(deal_n, attempt)
        origin = session.match.format.slot(deal_n).origin_table
        if table == origin:
            session.run(operations.record_hands, deal=deal_n, table=table, attempt=attempt,
                        hands={d.name: h.to_pbn() for d, h in hands.items()})
        result = session.match.results[(DealKey(deal_n, attempt), table)]
        leader = result.declarer.next
        session.run(operations.set_lead, deal=deal_n, table=table, attempt=attempt,
                    lead=str(min(hands[leader])))
        self.check()

    def check(self, langs: tuple[str, ...] | None = None) -> dict:
        match = self.session.match
        expected_copy = stripped(match)
        assert shown_match(match) == expected_copy  # the core's rule is the issue's
        first = None
        for lang in langs or (LANGS[self.posts % 3],):
            status, live = get(self.qtbot, self.board + f"api/state?lang={lang}")
            assert status == 200
            assert live == json.loads(json.dumps(board_state(expected_copy, lang)))
            status, page, headers = call(self.qtbot, self.board + f"?lang={lang}")
            assert status == 200 and headers["content-type"].startswith("text/html")
            assert page.decode() == page_html(expected_copy, lang)
            assert report_html(match, lang) == report_html(expected_copy, lang)
            first = first or live
        full = compute_balances(match).to_report()
        assert live["total"] == full["total"]
        for mine, theirs in zip(live["rounds"], full["rounds"], strict=True):
            for name in ("table1", "table2", "balance_A", "cumulative_A", "given_away",
                         "cumulative_given_away"):
                assert mine[name] == theirs[name], (mine["round"], name)
        for d in live["deals"]:  # an incomplete deal: its status only
            if d["status"] != "counts":
                assert set(d) <= {"deal", "round", "label", "earlier", "status", "text",
                                  "reason", "replay"}, d
        self.checked += 1
        return first


def report_json(path) -> dict:
    out = io.StringIO()
    assert cmd_report(type("Args", (), {"match": str(path), "json": True})(), out) == 0
    return json.loads(out.getvalue())


def test_the_scoreboard_never_leaks_over_a_whole_match(qtbot, rooms) -> None:  # noqa: F811
    session, server = rooms
    phones = Watched(qtbot, session, server)
    assert phones.check(LANGS)["progress_text"] == "no deal is complete at both tables yet"
    phones.plain_round(1)
    live = phones.check(LANGS)
    assert [r["state"] for r in live["rounds"]][:2] == ["complete", "not-started"]

    for deal in ("7", "8", "9"):
        phones.play(1, deal, SPOILT if deal == "8" else None)
    for deal in ("10", "11", "12", "7"):
        phones.play(2, deal)
    live = phones.check(("en",))
    assert live["progress_text"] == "round II in progress: 1 of 6 deals"
    phones.play(2, "8", SPOILT)
    assert phones.check(("en",))["progress_text"] == "round II in progress: 2 of 6 deals"
    session.run(operations.annul_deal, deal=8, reason=AnnulReason.LEAKED_INFORMATION)
    live = phones.check(LANGS)
    eight = next(d for d in live["deals"] if d["deal"] == 8)
    assert eight["status"] == "annulled" and eight["replay"] is True
    assert "3NT" not in json.dumps(eight, ensure_ascii=False)
    assert live["progress_text"] == "round II in progress: 1 of 6 deals"
    phones.play(2, "9")
    for deal in ("10", "11", "12"):
        phones.play(1, deal)
    # deal 8's deck is at table 2 with the round's white envelopes: sent home first
    session.run(operations.return_envelopes, table=2, round=2)
    phones.play(1, "8R1")
    # 8R1 played at table 1 only: deal 8 still shows its annulment, nothing of 8R1
    eight = next(d for d in phones.check(("en",))["deals"] if d["deal"] == 8)
    assert eight["label"] == "8" and eight["status"] == "annulled"
    phones.play(2, "8R1")
    eight = next(d for d in phones.check(("en",))["deals"] if d["deal"] == 8)
    assert eight["label"] == "8R1" and eight["status"] == "counts"
    assert eight["earlier"][0]["status"] == "annulled"
    assert "tables" not in eight["earlier"][0]

    phones.plain_round(3)
    mid = report_json(session.store.path)
    assert phones.check(("en",))["total"] == mid["total"]

    phones.play(2, "22", SPOILT)
    phones.play(1, "19")
    session.run(operations.annul_deal, deal=22, reason=AnnulReason.CARDS_SEEN)
    phones.check(LANGS)
    phones.play(2, "22R1")
    for one, two in (("20", "23"), ("21", "24")):
        phones.play(1, one)
        phones.play(2, two)
    for one, two in (("22R1", "19"), ("23", "20"), ("24", "21")):
        phones.play(1, one)
        phones.play(2, two)
    phones.plain_round(5)
    phones.plain_round(6)
    live = phones.check(LANGS)
    assert live["status"] == "complete" and live["progress_text"] is None
    assert all(r["state"] == "complete" and r["counted"] == 6 for r in live["rounds"])
    final = report_json(session.store.path)
    assert live["total"] == final["total"]
    assert [d["net_A"] for d in live["deals"]] == [d["net_A"] for d in final["deals"]]
    assert phones.checked > 70


# -- the core's rule --------------------------------------------------------------------


def test_shown_match_keeps_complete_deals_only():
    match = demo_match(played_rounds=3, half_played=True, predealt=True)
    keys = complete_keys(match)
    assert keys == {DealKey(d) for d in range(1, 19)}
    shown = shown_match(match)
    assert {k for k, _ in shown.results} == keys
    assert set(shown.draws) == set(range(1, 19))
    assert set(shown.extras) == {"auction", "predealt"}
    assert "seed" not in shown.extras["predealt"]
    assert set(shown.extras["predealt"]) == {str(d) for d in range(1, 19)}
    # the numbers of the complete deals are the whole match's
    full, part = compute_balances(match).to_report(), compute_balances(shown).to_report()
    assert full["rounds"] == part["rounds"] and full["total"] == part["total"]
    # and the rule is idempotent: the copy of a copy is the same
    assert shown_match(shown) == shown


def test_the_board_says_how_far_a_round_is():
    match = demo_match(played_rounds=2, half_played=True)
    # round III's originals played at their origin tables only: round III not started
    state = board_state(match, "bg")
    assert [r["state"] for r in state["rounds"]][:3] == ["complete", "complete",
                                                         "not-started"]
    assert state["status_text"] == "мачът продължава"
    deal_13 = next(d for d in state["deals"] if d["deal"] == 13)
    assert deal_13 == {"deal": 13, "round": 3, "label": "13", "earlier": [],
                       "status": "pending", "text": "още не е изиграно на двете маси"}
    report = report_html(match, "ru")
    assert "матч продолжается" in report and "Сдача 13" not in report


# -- the command line -------------------------------------------------------------------


def test_serve_prints_the_scoreboard_and_it_answers(tmp_path):
    import signal
    import subprocess

    import gui_play_data as data
    from test_server import APP, _request

    store = data.make_store(tmp_path)
    path = store.path
    store.close()
    process = subprocess.Popen([APP, "serve", str(path), "--host", "127.0.0.1", "--port", "0"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        lines = [process.stdout.readline() for _ in range(4)]
        assert lines[3].startswith("scoreboard: http://127.0.0.1:")
        board = lines[3].split(": ", 1)[1].strip()
        assert "/s/" in board and board.endswith("/")
        status, raw, headers = _request(board + "api/state?lang=ru")
        assert status == 200 and json.loads(raw)["status_text"] == "матч продолжается"
        assert headers["cache-control"] == "no-store"
        status, raw, headers = _request(board)
        assert status == 200 and b'<script src="scoreboard.js" defer>' in raw
        assert "default-src 'self'" in headers["content-security-policy"]
    finally:
        process.send_signal(signal.SIGTERM)
        out, err = process.communicate(timeout=20)
    assert process.returncode == 0, err
    # the scoreboard's polls are not logged
    assert "scoreboard: api" not in out and "table 0" not in out


def test_export_html_refuses_the_match_file_and_unknown_languages(tmp_path, capsys):
    from teams_app.cli import main as cli_main
    from teams_app.store import MatchStore

    path = tmp_path / "m.stolitsa"
    MatchStore.create(path, demo_match(played_rounds=1)).close()
    before = path.read_bytes()
    assert cli_main(["export", str(path), "--html", str(path)]) != 0
    assert "match file" in capsys.readouterr().err
    assert path.read_bytes() == before
    with pytest.raises(SystemExit):
        cli_main(["export", str(path), "--html", str(tmp_path / "r.html"), "--lang", "de"])
    assert not (tmp_path / "r.html").exists()
    assert cli_main(["export", str(path), "--html", str(tmp_path / "r.html"),
                     "--lang", "ru"]) == 0
    assert "матч продолжается" in (tmp_path / "r.html").read_text(encoding="utf-8")
