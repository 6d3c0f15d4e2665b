"""Room terminals: the real server on 127.0.0.1, spoken to over HTTP.

The server answers on the Qt thread, so every request is sent from a worker thread
while the test waits on Qt's event loop (``qtbot.waitUntil``).
"""

from __future__ import annotations

import http.client
import json
import random
import signal
import subprocess
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import quote, urlsplit

import gui_play_data as data
import pytest

import words
from models.vocabulary import Direction
from teams_app import operations as ops
from teams_app.server.service import Limits, RoomServer
from teams_app.session import Session
from teams_app.store import MatchStore
from words import errors, hints, notation

#: the HTTP clients are Python threads: the collector stays on the Qt thread
pytestmark = pytest.mark.usefixtures("collector_on_the_qt_thread")

APP = str(Path(sys.executable).with_name("teams-app"))
FAST = Limits(per_second=10_000)
_POOL = ThreadPoolExecutor(max_workers=8)
#: what an address with a key the server does not know answers (in English)
STALE = (404, json.dumps({"error": words.word("door.stale", "en"), "stale": True},
                         ensure_ascii=False, separators=(",", ":")).encode())


@pytest.fixture
def session(tmp_path):
    store = data.make_store(tmp_path)
    yield Session(store, rng=random.Random(7))
    store.close()


@pytest.fixture
def server(qtbot, session):
    room = RoomServer(session, limits=FAST)
    room.start("127.0.0.1", 0)
    yield room
    room.stop()


def _request(url: str, method: str = "GET", body: bytes | None = None,
             headers: dict[str, str] | None = None) -> tuple[int, bytes, dict[str, str]]:
    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
    try:
        target = parts.path + (f"?{parts.query}" if parts.query else "")
        connection.request(method, target, body=body, headers=headers or {})
        response = connection.getresponse()
        return response.status, response.read(), dict(response.getheaders())
    finally:
        connection.close()


def call(qtbot, url, method="GET", body=None, headers=None):
    """One HTTP request from a worker thread, Qt's loop running meanwhile."""
    future = _POOL.submit(_request, url, method, body, headers)
    qtbot.waitUntil(future.done, timeout=10_000)
    return future.result()


def get(qtbot, url):
    status, raw, _ = call(qtbot, url)
    return status, json.loads(raw) if raw else None


def post(qtbot, url, payload, content_type="application/json"):
    body = payload if isinstance(payload, bytes) else json.dumps(payload).encode()
    status, raw, _ = call(qtbot, url, "POST", body, {"Content-Type": content_type})
    return status, json.loads(raw) if raw else None


def _id(n: int | str) -> str:
    return f"client-{n:0>8}"


# -- the routes --------------------------------------------------------------------------


def test_each_table_gets_its_page_state_and_hints(qtbot, server, session):
    urls = server.urls()
    assert set(urls) == {1, 2} and urls[1] != urls[2]
    assert all(u.startswith(f"http://127.0.0.1:{server.port}/t/") for u in urls.values())
    status, page, headers = call(qtbot, urls[1])
    assert status == 200 and b'<script src="page.js">' in page
    assert headers["content-type"].startswith("text/html")
    assert headers["referrer-policy"] == "no-referrer"
    for name, mime in (("textsize.js", "text/javascript"), ("common.js", "text/javascript"),
                       ("page.js", "text/javascript"), ("page.css", "text/css")):
        status, _, headers = call(qtbot, urls[1] + name)
        assert status == 200 and headers["content-type"].startswith(mime)
    for table in (1, 2):
        status, state = get(qtbot, urls[table] + "api/state")
        assert status == 200 and state["table"] == table and state["round"] == 1
        assert [g["game"] for g in state["games"]] == [1, 2, 3, 4, 5, 6]
        assert len(state["seats"][0]["seats"]) == 4
        expected = [hints.room_hint_text(h) for h in session.table_hints(1, table)]
        assert state["hints"] == expected
    status, state = get(qtbot, urls[2] + "api/state?lang=bg")
    assert state["lines"]["NS"] == "СЮ" and state["hints"][0].startswith("Маса 2")
    # the app's own language is untouched meanwhile
    assert notation.line_name(data.Direction.N.line) == "NS"


def test_unknown_paths_get_nothing_and_unknown_keys_get_words(qtbot, server):
    base = f"http://127.0.0.1:{server.port}"
    key1 = server.url(1).split("/")[-2]
    for path in ("/t/", f"/t/{key1}/api/unknown", f"/t/{key1}/../x",
                 f"/t/{key1}/api/state/extra", f"/T/{key1}/", "/favicon.ico"):
        status, body, _ = call(qtbot, base + path)
        assert (status, body) == (404, b""), path
    # a key the server does not know, of any kind, is said to be no longer valid
    for path in ("/t/AAAAAAAAAAAAAAAAAAAAAA/api/state", f"/t/{key1[:-1]}x/api/state",
                 f"/h/{key1}/api/state", f"/s/{key1}/api/state"):
        status, body, _ = call(qtbot, base + path)
        assert status == 404 and json.loads(body) == {
            "error": words.word("door.stale", "en"), "stale": True}, path
    status, body, headers = call(qtbot, base + "/t/AAAAAAAAAAAAAAAAAAAAAA/")
    assert status == 404 and headers["content-type"].startswith("text/html")
    assert words.word("door.stale", "en").encode() in body
    status, body, _ = call(qtbot, base + "/t/AAAAAAAAAAAAAAAAAAAAAA/api/result", "POST",
                           b'{"id": "client-00000001", "deal": 1, "entry": "PASS"}',
                           {"Content-Type": "application/json"})
    assert status == 404 and json.loads(body)["stale"] is True


def test_renewed_keys_stop_the_old_ones_at_once(qtbot, server):
    old = server.urls()
    server.renew(1)
    assert server.url(1) != old[1] and server.url(2) == old[2]
    assert get(qtbot, old[1] + "api/state")[0] == 404
    assert get(qtbot, server.url(1) + "api/state")[0] == 200
    server.renew()
    assert get(qtbot, old[2] + "api/state")[0] == 404
    assert len(server.url(1).split("/")[-2].replace("-", "")) == 24  # 139 bits


def test_a_posted_result_goes_through_the_session_and_the_file(qtbot, server, session):
    seen = []
    session.listen(seen.append)
    url = server.url(1)
    status, answer = post(qtbot, url + "api/draw", {"id": _id(1), "deal": 1})
    assert status == 200 and set(answer["cards"]) == {"ns", "ew"}
    assert 1 in session.match.draws and "draws" in seen[-1].areas
    status, answer = post(qtbot, url + "api/result",
                          {"id": _id(2), "deal": 1, "entry": "4S N 10"})
    assert status == 200 and answer["result"] == "4♠ N ="
    assert "results" in seen[-1].areas and seen[-1].deals == {1}
    assert answer["state"]["games"][0]["result"] == "4♠ N ="
    # the file has it: report reads it meanwhile
    with MatchStore.open(session.store.path, read_only=True) as reader:
        assert reader.match.score(reader.match.current_key(1), 1) == answer["ns_score"]


def test_the_live_score_and_the_same_refusals_as_the_rooms_tab(qtbot, server, session):
    url = server.url(1)
    status, answer = get(qtbot, url + "api/preview?deal=1&entry=" + quote("4S N 10"))
    with words.speaking("en"):
        expected = errors.error_text(ops.preview_entry(session.match, deal=1, table=1,
                                                      text="4S N 10")[1])
    assert status == 200 and answer == {"error": expected}  # cards not drawn yet
    post(qtbot, url + "api/draw", {"id": _id(1), "deal": 1})
    status, answer = get(qtbot, url + "api/preview?deal=1&entry=" + quote("3NT S +1"))
    assert answer["ns"] == ops.preview_entry(session.match, deal=1, table=1,
                                             text="3NT S +1")[0]
    for text in ("8S N 10", "4S Q 10", "4S N 14", "", "4SXXX N 9"):
        status, answer = get(qtbot, url + "api/preview?lang=ru&deal=1&entry=" + quote(text))
        error = ops.preview_entry(session.match, deal=1, table=1, text=text)[1]
        with words.speaking("ru"):
            assert answer == {"error": errors.error_text(error)}, text
        status, answer = post(qtbot, url + "api/result?lang=ru",
                              {"id": _id(f"bad{len(text)}"), "deal": 1, "entry": text})
        assert status == 422 and answer["error"] == terms_error_ru(error), text
    assert not session.match.results


def test_results_typed_in_the_tables_language(qtbot, server, session):
    url = server.url(1)
    post(qtbot, url + "api/draw", {"id": _id(1), "deal": 1})
    _, state = get(qtbot, url + "api/state?lang=bg")
    assert state["keys"]["N"] == "С" and state["keys"]["NT"] == "БК"
    _, bg = get(qtbot, url + "api/preview?lang=bg&deal=1&entry=" + quote("3БК Ю +1"))
    _, en = get(qtbot, url + "api/preview?deal=1&entry=" + quote("3NT S +1"))
    assert bg["ns"] == en["ns"] > 0
    _, ru = get(qtbot, url + "api/preview?lang=ru&deal=1&entry=" + quote("4♠ В 10"))
    assert ru["ns"] < 0                                    # ru В is East
    status, answer = post(qtbot, url + "api/result?lang=bg",
                          {"id": _id(2), "deal": 1, "entry": "4♠ С 10"})
    assert status == 200 and answer["result"] == "4♠ С ="
    result = session.match.results[(session.match.current_key(1), 1)]
    assert str(result.contract) == "4S" and result.declarer is Direction.N


def terms_error_ru(error):
    with words.speaking("ru"):
        return errors.error_text(error)


def test_bad_requests_are_refused_and_change_nothing(qtbot, server, session):
    url = server.url(1) + "api/result"
    before = len(session.store.log())
    good = {"id": _id(1), "deal": 1, "entry": "PASS"}
    assert post(qtbot, url, good, "text/plain")[0] == 415
    assert post(qtbot, url, good, "application/x-www-form-urlencoded")[0] == 415
    assert post(qtbot, url, b"{not json")[0] == 400
    assert post(qtbot, url, b"[1, 2]")[0] == 400
    assert post(qtbot, url, {"deal": 1, "entry": "PASS"})[0] == 400          # no id
    assert post(qtbot, url, {"id": "short", "deal": 1, "entry": "PASS"})[0] == 400
    assert post(qtbot, url, {"id": _id(2), "deal": "one", "entry": "PASS"})[0] == 400
    assert post(qtbot, url, {"id": _id(3), "deal": 1, "entry": 7})[0] == 400
    status, answer = post(qtbot, url, {"id": _id(4), "deal": 99, "entry": "PASS"})
    assert status == 422 and "99" in answer["error"]
    status, answer = post(qtbot, url + "?lang=bg", {"id": _id(5), "deal": 7, "entry": "PASS"})
    assert status == 422 and "тур" in answer["error"]                       # round II
    assert call(qtbot, url)[0] == 405                                        # GET a POST route
    assert call(qtbot, server.url(1) + "api/state", "POST", b"{}",
                {"Content-Type": "application/json"})[0] == 405
    status, _, _ = call(qtbot, url, "POST", b'{"id": "' + b"x" * 9000 + b'"}',
                        {"Content-Type": "application/json"})
    assert status == 413                                                     # oversized
    assert call(qtbot, server.url(1) + "api/state?" + "x" * 5000)[0] == 414
    assert not session.match.results and not session.match.draws
    assert len(session.store.log()) == before


def test_a_repeated_client_id_is_stored_once(qtbot, server, session):
    url = server.url(1)
    post(qtbot, url + "api/draw", {"id": _id(1), "deal": 1})
    steps = []
    session.listen(steps.append)
    payload = {"id": _id(2), "deal": 1, "entry": "2H S 8"}
    first = post(qtbot, url + "api/result", payload)
    again = post(qtbot, url + "api/result", payload)
    assert first[0] == again[0] == 200 and again[1]["repeated"] is True
    assert again[1]["result"] == first[1]["result"]
    assert len(steps) == 1
    # a repeated draw draws nothing again
    cards = dict(session.match.draws[1])
    assert post(qtbot, url + "api/draw", {"id": _id(1), "deal": 1})[1]["repeated"]
    assert session.match.draws[1] == cards and len(steps) == 1
    # the same id for something else is refused
    status, answer = post(qtbot, url + "api/result", {**payload, "entry": "3H S 9"})
    assert status == 409 and "id" in answer["error"]
    # a second result for the same deal needs a correction; with it, it replaces
    status, answer = post(qtbot, url + "api/result", {"id": _id(3), "deal": 1, "entry": "PASS"})
    assert status == 409 and "2♥ S" in answer["error"]
    status, answer = post(qtbot, url + "api/result",
                          {"id": _id(4), "deal": 1, "entry": "PASS", "replace": True})
    assert status == 200 and answer["result"] == "Pass" and len(steps) == 2


def test_a_table_writes_only_its_own_results_and_draws(qtbot, server, session):
    post(qtbot, server.url(1) + "api/draw", {"id": _id(1), "deal": 1})
    status, answer = post(qtbot, server.url(2) + "api/draw?lang=bg", {"id": _id(2), "deal": 2})
    assert status == 422 and "маса 1" in answer["error"] and 2 not in session.match.draws
    post(qtbot, server.url(2) + "api/result", {"id": _id(3), "deal": 1, "entry": "1NT N 7"})
    assert set(session.match.results) == {(session.match.current_key(1), 2)}


def test_no_leak_of_the_other_room(qtbot, server, session):
    """Annulment reason 4: table 2 never sees what table 1 did on a deal, before or after
    playing it itself (only its own results, contracts and points)."""
    one, two = server.url(1), server.url(2)
    post(qtbot, one + "api/draw", {"id": _id(1), "deal": 1})
    post(qtbot, one + "api/result", {"id": _id(2), "deal": 1, "entry": "6NTX E 3"})
    score = session.match.score(session.match.current_key(1), 1)
    for url in (two + "api/state", two + "api/state?lang=ru"):
        _, raw, _ = call(qtbot, url)
        text = raw.decode()
        assert "6NT" not in text and "6БК" not in text and str(abs(score)) not in text
        row = next(g for g in json.loads(raw)["games"] if g["deal"] == 1)
        assert row["result"] is None and row["ns_score"] is None and row["points_a"] is None
    # table 2 plays it: it sees its own result only
    status, answer = post(qtbot, two + "api/result", {"id": _id(3), "deal": 1,
                                                      "entry": "3NT W 9"})
    row = next(g for g in answer["state"]["games"] if g["deal"] == 1)
    assert row["result"] == "3NT W =" and "6NT" not in json.dumps(answer, ensure_ascii=False)
    # nor hands or auctions recorded at the other table
    ops.record_hands(session.store, deal=1, table=1, hands={"N": "AKQJT98765432..."})
    ops.record_auction(session.store, deal=1, table=1, calls="P P P 6NT X P P P")
    session.refresh_all()
    _, raw, _ = call(qtbot, two + "api/state")
    assert "AKQJT98765432" not in raw.decode() and "6NT" not in raw.decode()
    # nor does the preview tell anything about the other room
    _, preview = get(qtbot, two + "api/preview?deal=1&entry=" + quote("3NT W 9"))
    assert str(abs(score)) not in json.dumps(preview)


def test_the_13_card_check_on_arrival(qtbot, server, session):
    store = session.store
    for _ in range(3):  # table 1 plays its three originals and sends them
        game, _key = ops.next_game(store.match, 1, 1)
        ops.draw_score_cards(store, deal=game.deal, rng=random.Random(1))
        ops.enter_result(store, deal=game.deal, table=1, text="PASS")
    ops.carry_envelopes(store, table=1, round=1)
    session.refresh_all()
    _, state = get(qtbot, server.url(1) + "api/state")
    assert state["checks"] == []                                 # nothing arrives at table 1
    _, state = get(qtbot, server.url(2) + "api/state?lang=bg")
    [check] = state["checks"]
    assert check["deals"] == [1, 2, 3] and check["round"] == 1 and check["score_cards"]
    assert "13" in check["text"]
    status, answer = post(qtbot, server.url(1) + "api/check", {"id": _id(1), "round": 1})
    assert status == 422                                         # table 1 has nothing to check
    status, answer = post(qtbot, server.url(2) + "api/check", {"id": _id(2), "round": 2})
    assert status == 422                                         # a later round
    status, answer = post(qtbot, server.url(2) + "api/check",
                          {"id": _id(3), "round": 1, "short": {"deal": 2, "direction": "W",
                                                               "cards": 12},
                           "score_cards": True})
    assert status == 200 and answer["state"]["checks"] == []
    from models import envelopes

    arrival = envelopes.deal_envelopes(session.match, 2).arrival
    assert arrival[Direction.W].cards == 12 and arrival[Direction.N].cards == 13
    assert envelopes.deal_envelopes(session.match, 1).arrival[Direction.W].cards == 13
    assert [p.deal for p in envelopes.proposed_annulments(session.match)] == [2]
    status, answer = post(qtbot, server.url(2) + "api/check",
                          {"id": _id(4), "round": 1, "short": {"deal": 2, "direction": "Q",
                                                               "cards": 12}})
    assert status == 400


def test_undo_on_the_laptop_shows_on_the_phones(qtbot, server, session):
    post(qtbot, server.url(1) + "api/draw", {"id": _id(1), "deal": 1})
    post(qtbot, server.url(1) + "api/result", {"id": _id(2), "deal": 1, "entry": "PASS"})
    session.run(ops.undo)
    _, state = get(qtbot, server.url(1) + "api/state")
    assert state["games"][0]["result"] is None and state["games"][0]["ns_card"] is not None


def test_both_rooms_and_the_laptop_at_once_lose_nothing(qtbot, server, session):
    for deal in (1, 2, 3, 4, 5, 6):
        ops.draw_score_cards(session.store, deal=deal, rng=random.Random(deal))
    session.refresh_all()
    jobs = []
    plan = {1: [1, 2, 3], 2: [4, 5, 6]}  # each table's originals, posted twice each
    for table, deals in plan.items():
        for deal in deals:
            payload = json.dumps({"id": _id(f"{table}-{deal}"), "deal": deal,
                                  "entry": "2S N 8"}).encode()
            for _ in range(2):
                jobs.append(_POOL.submit(_request, server.url(table) + "api/result", "POST",
                                         payload, {"Content-Type": "application/json"}))
    # the laptop enters table 1's sent deals meanwhile
    for deal in (4, 5, 6):
        session.run(ops.enter_result, deal=deal, table=1, text="1NT S 7")
        qtbot.wait(1)
    qtbot.waitUntil(lambda: all(job.done() for job in jobs), timeout=60_000)
    answers = [(job.result()[0], job.result()[1][:200]) for job in jobs]
    assert all(status == 200 for status, _ in answers), answers
    results = session.match.results
    assert len(results) == 9
    with MatchStore.open(session.store.path, read_only=True) as reader:
        assert len(reader.match.results) == 9


def test_requests_per_second_are_bounded(qtbot, session):
    room = RoomServer(session, limits=Limits(per_second=5))
    room.start("127.0.0.1", 0)
    try:
        url = room.url(1) + "api/state"
        futures = [_POOL.submit(_request, url) for _ in range(30)]
        qtbot.waitUntil(lambda: all(f.done() for f in futures), timeout=20_000)
        statuses = [f.result()[0] for f in futures]
        assert 429 in statuses and 200 in statuses
    finally:
        room.stop()


def test_the_server_listens_only_where_asked(qtbot, session):
    room = RoomServer(session, limits=FAST)
    room.start("127.0.0.1", 0)
    try:
        assert room.host == "127.0.0.1" and room.url(1).startswith("http://127.0.0.1:")
        busy = RoomServer(session)
        from teams_app.server.service import ServerError

        with pytest.raises(ServerError) as used:
            busy.start("127.0.0.1", room.port)
        with pytest.raises(ServerError) as wrong:
            busy.start("not-an-address", 0)
    finally:
        room.stop()
    assert not room.running
    # why, in the host's language (it was Qt's English "The bound address is already in
    # use" under a Bulgarian frame)
    port = room.port
    assert used.value.words("en") == (f"127.0.0.1:{port}: the port is in use (another "
                                      "program, or another match served here): choose "
                                      "another port")
    assert used.value.words("bg").startswith(f"127.0.0.1:{port}: портът е зает")
    assert used.value.words("ru").startswith(f"127.0.0.1:{port}: порт занят")
    assert wrong.value.words("bg") == "not-an-address: не е IP адрес"


@pytest.mark.skipif(sys.platform == "win32", reason="SIGTERM stops serve gracefully on POSIX; "
                    "on Windows send_signal(SIGTERM) is TerminateProcess, not a stop")
def test_serve_prints_one_address_per_table(tmp_path):
    store = data.make_store(tmp_path)
    path = store.path
    store.close()
    process = subprocess.Popen(
        [APP, "serve", str(path), "--host", "127.0.0.1",
         "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        lines = [process.stdout.readline() for _ in range(3)]
        assert lines[0].startswith(f"serving {path} on 127.0.0.1:")
        urls = [line.split(": ", 1)[1].strip() for line in lines[1:]]
        assert lines[1].startswith("table 1: http://127.0.0.1:")
        assert lines[2].startswith("table 2: http://127.0.0.1:")
        status, raw, _ = _request(urls[1] + "api/state")
        assert status == 200 and json.loads(raw)["table"] == 2
        status, raw, _ = _request(urls[0] + "api/result", "POST",
                                  json.dumps({"id": _id(1), "deal": 1, "entry": "4S N 10"}
                                             ).encode(), {"Content-Type": "application/json"})
        assert status == 422  # score cards not drawn: the core's refusal
        # report reads the file while serve holds it
        report = subprocess.run([APP, "report", str(path)],
                                capture_output=True, text=True, timeout=60)
        assert report.returncode == 0, report.stderr
    finally:
        process.send_signal(signal.SIGTERM)
        out, err = process.communicate(timeout=20)
    assert process.returncode == 0, err
    assert "stopped" in out


_ = threading  # the worker threads come from _POOL
