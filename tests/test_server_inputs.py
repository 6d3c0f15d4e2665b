"""The room terminals' server against any input: numbers by the core's one rule (ASCII
digits only), a clear 4xx for anything else, never a 5xx (a Hypothesis property over
JSON bodies and preview queries); and ``serve``'s log never blocks the rooms.
"""

from __future__ import annotations

import http.client
import itertools
import json
import random
import re
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import quote, urlsplit

import gui_play_data as data
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from teams_app.gui.session import MatchSession
from teams_app.server.service import Limits, RoomServer

pytestmark = pytest.mark.usefixtures("collector_on_the_qt_thread")

APP = str(Path(sys.executable).with_name("teams-app"))
_POOL = ThreadPoolExecutor(max_workers=4)
FRESH = "<a fresh client id>"
_IDS = itertools.count()
FUZZ = settings(max_examples=150, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])


@pytest.fixture
def session(tmp_path):
    store = data.make_store(tmp_path)
    yield MatchSession(store, rng=random.Random(7))
    store.close()


@pytest.fixture
def server(qtbot, session):
    room = RoomServer(session, limits=Limits(per_second=100_000))
    room.start("127.0.0.1", 0)
    yield room
    room.stop()


def _request(url: str, method: str = "GET", body: bytes | None = None,
             source: str = "127.0.0.1") -> tuple[int, bytes]:
    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30,
                                            source_address=(source, 0))
    try:
        target = parts.path + (f"?{parts.query}" if parts.query else "")
        headers = {"Content-Type": "application/json"} if body is not None else {}
        connection.request(method, target, body=body, headers=headers)
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def call(qtbot, url, method="GET", body=None):
    future = _POOL.submit(_request, url, method, body)
    qtbot.waitUntil(future.done, timeout=10_000)
    status, raw = future.result()
    return status, json.loads(raw) if raw else None


def post(qtbot, url, payload):
    return call(qtbot, url, "POST", json.dumps(payload).encode())


# -- one number rule -----------------------------------------------------------------------

#: numbers not written with ASCII digits: Arabic-Indic, Persian, full-width, superscript,
#: Devanagari, circled, fractions, Roman numeral; and spaces inside, signs, exponents
NOT_NUMBERS = ["١", "٨", "۳", "１", "２３", "²", "¹", "५", "①", "½", "Ⅻ", "1 2", "+1", "-1",
               "1e1", "0x1", "1.0", "", " ", "1_0", "🄁", "1\u0301", "9" * 10]


@pytest.mark.parametrize("text", NOT_NUMBERS)
def test_numbers_only_in_ascii_digits(qtbot, server, session, text):
    before = len(session.store.log())
    for table, route, payload in (
            (1, "api/result", {"deal": text, "entry": "PASS"}),
            (1, "api/result", {"deal": 1, "attempt": text, "entry": "PASS"}),
            (1, "api/draw", {"deal": text}),
            (1, "api/check", {"round": text}),
            (2, "api/check", {"round": 1, "short": {"deal": text, "direction": "N",
                                                    "cards": 12}}),
            (2, "api/check", {"round": 1, "short": {"deal": 4, "direction": "N",
                                                    "cards": text}})):
        status, answer = post(qtbot, server.url(table) + route + "?lang=bg",
                              {"id": f"numbers-{random.randrange(10**9)}", **payload})
        assert status == 400, (route, payload, answer)
        assert "не е число (цифри 0-9)" in answer["error"]
    queries = [f"deal={quote(text)}&entry=PASS"]
    if text:  # no attempt: the current one
        queries.append(f"deal=1&attempt={quote(text)}&entry=PASS")
    for query in queries:
        status, answer = call(qtbot, server.url(1) + "api/preview?" + query)
        assert status == 400 and "is not a number (digits 0-9)" in answer["error"], query
    assert len(session.store.log()) == before
    assert not session.match.results and not session.match.draws


def test_ascii_digits_as_text_or_json_numbers_still_work(qtbot, server, session):
    status, answer = post(qtbot, server.url(1) + "api/draw", {"id": "digits-01", "deal": " 1"})
    assert status == 200 and answer["deal"] == 1
    status, answer = call(qtbot, server.url(1) + "api/preview?deal=01&entry=2H%20S%208")
    assert status == 200 and answer["ns"] == 110
    status, answer = post(qtbot, server.url(1) + "api/result",
                          {"id": "digits-02", "deal": 1, "entry": "2H S 8"})
    assert status == 200 and set(session.match.results) == {(session.match.current_key(1), 1)}


#: numbers of every kind: small and huge ones, floats, texts of digits of any script
#: (Unicode Nd, No, Nl: "١", "²", "Ⅻ"…), signs and spaces
_NUMBERS = st.one_of(
    st.just("\ud800"), st.integers(min_value=-3, max_value=40), st.integers(), st.floats(),
    st.text(st.characters(categories=["Nd", "No", "Nl"]), min_size=1, max_size=3),
    st.sampled_from(NOT_NUMBERS), st.text(alphabet="0123456789١²１ -+.e", max_size=12),
    st.booleans(), st.none())
_VALUES = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=30),
              _NUMBERS),
    lambda children: st.one_of(st.lists(children, max_size=4),
                               st.dictionaries(st.text(max_size=8), children, max_size=4)),
    max_leaves=8)
_ID = st.just(FRESH)  # a good client id, new each time, so the body is read further
_ENTRY = st.one_of(st.sampled_from(["PASS", "2H S 8", "4S N 10", "3БК Ю +1", "пас",
                                    "4S N 10 H NS100", "1NT N ١٠", "2H S ²", "\ud800",
                                    "4S N \udcff", "\x1b[2J", "4S\u202eN 10"]),
                   st.text(max_size=90))
_SHORT = st.one_of(
    st.fixed_dictionaries({"deal": _NUMBERS, "cards": _NUMBERS,
                           "direction": st.sampled_from(["N", "E", "S", "W", "Ю", "x", "\ud800"])}),
    st.fixed_dictionaries({}, optional={"deal": _NUMBERS, "cards": _NUMBERS,
                                        "direction": _VALUES}))
_BODY = st.one_of(
    # well formed but for the numbers
    st.fixed_dictionaries({"id": _ID, "deal": _NUMBERS, "round": _NUMBERS, "entry": _ENTRY},
                          optional={"attempt": _NUMBERS, "replace": st.booleans(),
                                    "short": _SHORT, "score_cards": st.booleans()}),
    # anything in any field
    st.fixed_dictionaries({}, optional={
        "id": st.one_of(_ID, _VALUES), "deal": _NUMBERS, "attempt": _NUMBERS,
        "round": _NUMBERS, "entry": st.one_of(_ENTRY, _VALUES),
        "replace": st.one_of(st.booleans(), _VALUES),
        "score_cards": st.one_of(st.booleans(), _VALUES),
        "short": st.one_of(_SHORT, _VALUES), "extra": _VALUES}),
    _VALUES)


@FUZZ
@given(table=st.sampled_from([1, 2]),
       route=st.sampled_from(["api/result", "api/draw", "api/check"]),
       body=_BODY, lang=st.sampled_from(["en", "bg", "ru", "xx"]),
       query=st.dictionaries(st.sampled_from(["deal", "attempt", "entry"]),
                             st.one_of(st.text(max_size=20), _NUMBERS.map(str)), max_size=3))
def test_no_json_body_gives_a_server_error(qtbot, server, table, route, body, lang, query):
    """Any JSON body to any POST route, and any preview query: answered, never a 5xx;
    a refusal says why (an "error" text); what is accepted had its numbers in ASCII
    digits."""
    if isinstance(body, dict) and body.get("id") == FRESH:
        body["id"] = f"fuzz-{next(_IDS):08}"
    raw = json.dumps(body).encode("utf-8", "surrogatepass")
    status, answer = call(qtbot, server.url(table) + f"{route}?lang={lang}", "POST", raw)
    assert status < 500 and status in (200, 400, 409, 422), (status, body, answer)
    assert status == 200 or answer["error"]
    if status == 200:
        number = body["round" if route == "api/check" else "deal"]
        assert isinstance(number, int) or re.fullmatch(r"\s*[0-9]+\s*", number), body
    target = "api/preview?" + "&".join(f"{k}={quote(v, safe='', errors='surrogatepass')}"
                                       for k, v in query.items())
    status, answer = call(qtbot, server.url(table) + target)
    assert status in (200, 400, 422), (status, query, answer)
