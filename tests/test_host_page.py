"""The host's page (issue 30, item 4): its own key, the host's steps through its API
(the envelope steps of both tables, annul, a replay's time, undo, closing a round), the
posting rules of the table pages, refusals in the page's language, and nothing of a deal
the host's table has not played.  The real server on 127.0.0.1, spoken to over HTTP."""

from __future__ import annotations

import json
import random
import re
from importlib import resources

import gui_play_data as data
import pytest
from test_server import FAST, STALE, call, get, post

import words
from models.match import DealKey, ReplayAt
from teams_app.server import host as host_page
from teams_app.server.pages import HOST_SHARED_WORDS, page_words
from teams_app.server.service import RoomServer
from teams_app.session import Session
from words.texts import result_text

pytestmark = pytest.mark.usefixtures("collector_on_the_qt_thread")


@pytest.fixture
def served(qtbot, tmp_path):
    store = data.make_store(tmp_path, host_table=1)
    session = Session(store, rng=random.Random(5))
    server = RoomServer(session, limits=FAST)
    server.start("127.0.0.1", 0)
    yield session, server
    server.stop()
    store.close()


class Host:
    def __init__(self, qtbot, server) -> None:
        self.qtbot, self.url, self.posts = qtbot, server.host_url(), 0

    def state(self, lang: str = "en") -> dict:
        status, state = get(self.qtbot, f"{self.url}api/state?lang={lang}")
        assert status == 200
        return state

    def post(self, route: str, lang: str = "en", ident: str | None = None,
             **body: object) -> tuple[int, dict]:
        self.posts += 1
        return post(self.qtbot, f"{self.url}{route}?lang={lang}",
                    {"id": ident or f"host-{self.posts:08d}", **body})

    def do(self, route: str, **body: object) -> dict:
        status, answer = self.post(route, **body)
        assert status == 200, (route, body, answer)
        return answer


def test_its_own_key_its_files_and_words(qtbot, served):
    session, server = served
    url = server.host_url()
    assert url.startswith(f"http://127.0.0.1:{server.port}/h/")
    status, page, headers = call(qtbot, url)
    assert status == 200 and headers["content-type"].startswith("text/html")
    assert b'<script src="common.js">' in page and b'<script src="host.js">' in page
    for name in ("textsize.js", "common.js", "host.js", "page.css", "host.css"):
        assert call(qtbot, url + name)[0] == 200
    # the host's key opens nothing else, and no other key opens it
    key = url.split("/h/")[1].rstrip("/")
    base = f"http://127.0.0.1:{server.port}"
    for other in (f"{base}/t/{key}/api/state", f"{base}/s/{key}/api/state"):
        assert call(qtbot, other)[:2] == STALE
    for table_url in server.urls().values():
        table_key = table_url.split("/t/")[1]
        assert call(qtbot, f"{base}/h/{table_key}api/state")[:2] == STALE
    board_key = server.scoreboard_url().split("/s/")[1]
    assert call(qtbot, f"{base}/h/{board_key}api/state")[:2] == STALE
    # a new key: the old address stops at once, the tables keep theirs
    tables = server.urls()
    server.renew_host()
    assert call(qtbot, url + "api/state")[:2] == STALE
    assert server.urls() == tables and get(qtbot, server.host_url() + "api/state")[0] == 200
    # the words the page is sent are those its script and HTML use, no more, no less
    folder = resources.files("teams_app.server").joinpath("page")
    source = "".join(folder.joinpath(n).read_text("utf-8")
                     for n in ("common.js", "host.js", "host.html"))
    used = set(re.findall(r'"((?:hostpage|page|paper)\.[a-z0-9_.]+)"', source)) - {"page.css"}
    used |= set(re.findall(r'data-w="([a-z0-9_.]+)"', source))
    sent = page_words("hostpage.", HOST_SHARED_WORDS)
    for lang in words.LANGUAGES:
        assert set(sent[lang]) == used, lang


def test_a_round_of_host_steps_from_the_phone(qtbot, served, tmp_path):
    session, server = served
    host = Host(qtbot, server)
    rng = random.Random(3)
    state = host.state()
    assert state["round"] == 1 and state["room"] == 1 and state["steps"] == []
    assert [t["played"] for t in state["tables"]] == [0, 0]
    # table 1 plays its three originals: the host is asked to carry them
    for _ in range(3):
        data.play_next(session, 1, rng)
    steps = host.state()["steps"]
    assert [(s["kind"], s["table"], s["round"]) for s in steps] == [("carry", 1, 1)]
    answer = host.do(steps[0]["route"], table=1, round=1)
    assert answer["done"] and answer["state"]["steps"][0]["kind"] == "check"
    check = answer["state"]["steps"][0]
    assert (check["table"], check["deals"]) == (2, [1, 2, 3])
    # the same post again (its answer lost): the first answer, nothing done twice
    again = host.post(steps[0]["route"], ident=f"host-{host.posts:08d}", table=1, round=1)
    assert again[0] == 200 and again[1]["repeated"] is True
    # the same id with another body is refused
    assert host.post("api/carry", ident=f"host-{host.posts - 1:08d}", table=2,
                     round=1)[0] == 409
    # one envelope found short: the check is recorded and the deal proposed for annulment
    answer = host.do("api/check", table=2, round=1,
                     short={"deal": 2, "direction": "W", "cards": 12})
    proposals = answer["state"]["proposals"]
    assert [p["deal"] for p in proposals] == [2] and proposals[0]["reason"] == 3
    # annulled from the phone, replayed at the round's end (its cards have left table 1:
    # the core's default, which the page proposes)
    choice = next(d for d in answer["state"]["annul"] if d["deal"] == 2)
    assert choice["at"] == "round-end"
    answer = host.do("api/annul", deal=2, reason=3, at="round-end", note="W had 12")
    assert DealKey(2, 0) in session.match.annulments
    replays = answer["state"]["replays"]
    assert [(r["deal"], r["at"]) for r in replays] == [(2, "round-end")]
    # its time changed, then the change undone, saying what it undoes
    answer = host.do("api/replay", deal=2, at="match-end")
    assert session.match.annulments[DealKey(2, 0)].replay_at is ReplayAt.MATCH_END
    undo = answer["state"]["undo"]
    assert undo and "2" in undo
    # a stale undo (a table posted since the page showed it) is refused
    data.play_next(session, 2, rng)
    status, refused = host.post("api/undo", was=undo)
    assert status == 409 and "look again" in refused["error"]
    fresh = host.state()["undo"]
    answer = host.do("api/undo", was=fresh)
    assert answer["done"].startswith("undo: ")
    # refusals: the core's in the page's language, malformed fields a 400
    status, refused = host.post("api/annul", lang="bg", deal=2, reason=4, at="now")
    assert status == 422 and refused["error"] and "deal" not in refused["error"]
    assert host.post("api/annul", deal=5, reason=9)[0] == 422
    assert host.post("api/carry", lang="bg", table=3, round=1) == (
        422, {"error": "маса 3: масите са 1 и 2"})
    assert host.post("api/carry", table="x", round=1)[0] == 400
    assert host.post("api/annul", deal=5, reason=4, at=7)[0] == 400
    assert host.post("api/state")[0] == 405
    # the close of the round: a backup copy
    close = host.state()["close"]
    assert close["round"] == 1 and close["missing"] > 0
    answer = host.do("api/close", round=1)
    backups = list(session.store.path.parent.glob("*.backups/*round-1*"))
    assert backups, answer


def test_nothing_of_a_deal_the_hosts_table_has_not_played(qtbot, served):
    """Table 2 plays its originals of round 1 first: their results are nowhere in the
    host's page (host at table 1), in any language; once table 1 has played them, the
    balance of the complete round shows."""
    session, server = served
    host = Host(qtbot, server)
    rng = random.Random(11)
    for _ in range(3):
        data.play_next(session, 2, rng)
    hidden = {result_text(r, honours=True, tricks=True) for (k, t), r in
              session.match.results.items() if t == 2 and r.contract is not None}
    hidden |= {result_text(r) for (k, t), r in session.match.results.items()
               if t == 2 and r.contract is not None}
    for lang in words.LANGUAGES:
        with words.speaking(lang):
            hidden |= {result_text(r) for (k, t), r in session.match.results.items()
                       if t == 2 and r.contract is not None}
        text = json.dumps(host.state(lang), ensure_ascii=False)
        assert not [h for h in hidden if h in text], lang
    state = host.state()
    assert state["balance"]["rounds"] == []
    assert [t["played"] for t in state["tables"]] == [0, 3]
    # host_state is the JSON: the same built straight from the session
    assert {k: v for k, v in state.items() if k != "match"} == _state(session)


def _state(session: Session) -> dict:
    with words.speaking("en"):
        return host_page.host_state(session, "en")


def test_reason_1_takes_the_cards_typed_in_the_pages_language(qtbot, served):
    """The cards the other table really played under are typed on the host's page as the
    laptop's annul dialog takes them (and as its words say: "изв. з. 0 в.з. 60"), not
    only as NV0 V60."""
    session, server = served
    host = Host(qtbot, server)
    rng = random.Random(3)
    for table in (1, 2):
        for _ in range(3):
            data.play_next(session, table, rng)
    for table in (1, 2):
        host.do("api/carry", table=table, round=1)
    for table in (2, 1):
        host.do("api/check", table=table, round=1)
    data.play_next(session, 2, rng)  # deal 1, dealt at table 1, now played at table 2
    assert (DealKey(1), 2) in session.match.results
    drawn = [str(card) for card in session.match.cards_at(DealKey(1), 1).values()]
    typed, read = (("изв. з. 0 в.з. 60", ["NV0", "V60"]) if drawn != ["NV0", "V60"]
                   else ("в.з. 60 изв. з. 0", ["V60", "NV0"]))
    answer = host.do("api/annul", lang="bg", deal=1, reason=1, at="round-end", cards=typed)
    annulment = session.match.annulments[DealKey(1, 0)]
    assert annulment.reason == 1, answer
    played = session.match.results[(DealKey(1), 2)]  # recorded on the other table's result
    assert [str(played.ns_card), str(played.ew_card)] == read
