"""The room terminals' server against any input: numbers by the core's one rule (ASCII
digits only), a clear 4xx for anything else, never a 5xx (a Hypothesis property over
JSON bodies and preview queries); and ``serve``'s log never blocks the rooms.
"""

from __future__ import annotations

import http.client
import itertools
import json
import os
import random
import re
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import quote, urlsplit

import gui_play_data as data
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from teams_app.server.service import Limits, RoomServer
from teams_app.session import Session

#: slow (README: the quick run leaves it out, ``-m "not slow"``)
pytestmark = [pytest.mark.usefixtures("collector_on_the_qt_thread"), pytest.mark.slow]

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
    yield Session(store, rng=random.Random(7))
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
@example(table=2, route="api/result", body={"id": FRESH, "deal": 1, "entry": "\ud800"},
         lang="en", query={"deal": "1", "entry": "\ud800"})
@example(table=2, route="api/result", body={"id": FRESH, "deal": 1, "entry": "4S N \udcff"},
         lang="bg", query={"deal": "²"})
@example(table=1, route="api/draw", body={"id": FRESH, "deal": "²"}, lang="ru",
         query={"deal": "１", "attempt": "١"})
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


# -- serve's log never blocks the server -------------------------------------------------


def test_the_log_never_waits_for_its_reader():
    """A pipe nobody reads: put() returns at once; the lines past the queue are dropped and
    counted, and the count is written once the pipe is read again."""
    from teams_app.cli.serve import LineLog

    read_end, write_end = os.pipe()
    with os.fdopen(write_end, "w") as stream:
        log = LineLog(stream, size=100)
    lines = [f"table 1: api/result -> 400 #{n:05} " + "x" * 60 for n in range(5000)]
    started = time.monotonic()
    for line in lines:  # 5000 lines of 90 bytes: far past the pipe's 64 KiB
        log.put(line)
    assert time.monotonic() - started < 2.0
    assert log.dropped > 0
    closing = _POOL.submit(log.close, "stopped", 10.0)
    out = _read_to_the_end(read_end)
    os.close(read_end)
    assert closing.result(timeout=10) is None
    text = out.decode()
    written = [line for line in text.splitlines() if line.startswith("table 1:")]
    notes = [int(line.split()[1]) for line in text.splitlines() if line.startswith("… ")]
    assert len(written) + sum(notes) == len(lines) == len(written) + log.dropped
    assert written == [line for line in lines if line in set(written)]  # in order
    assert text.endswith(f"stopped ({log.dropped} log lines dropped: the output was not "
                         "read)\n")


def _read_to_the_end(fd: int, seconds: float = 20.0) -> bytes:
    """What a pipe holds until its writers close it (bounded in time)."""
    import select

    out = b""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if select.select([fd], [], [], 0.1)[0]:
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                return out
            out += chunk
    raise AssertionError("the pipe was not closed")


def test_serve_answers_while_nobody_reads_its_output(tmp_path):
    """``teams-app serve`` with its standard output a pipe nobody reads (after the
    addresses): posts making far more than 64 KiB of log lines are all answered
    promptly; the lines that did not fit are counted when the output is read at last."""
    store = data.make_store(tmp_path)
    path = store.path
    store.close()
    process = subprocess.Popen([APP, "serve", str(path), "--host", "127.0.0.1", "--port", "0"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        lines = [process.stdout.readline().decode() for _ in range(3)]
        url = lines[1].split(": ", 1)[1].strip() + "api/result"
        line = len("table 1: api/result -> 400\n")
        # past the pipe's 64 KiB and the 1,000 lines the log keeps waiting
        posts = (64 * 1024 + 1000 * line) // line + 600
        # the server takes 40 requests a second from one address: the posts come from
        # 200 loopback addresses
        sources = [f"127.0.{n // 250}.{n % 250 + 2}" for n in range(200)]

        def timed(n: int) -> tuple[int, float]:
            started = time.monotonic()
            status, _ = _request(url, "POST", b'{"deal": 1}', sources[n % len(sources)])
            return status, time.monotonic() - started

        started = time.monotonic()
        with ThreadPoolExecutor(max_workers=8) as pool:
            answers = list(pool.map(timed, range(posts)))
        took = time.monotonic() - started
        assert {status for status, _ in answers} == {400}  # no id: refused, and logged
        slowest = max(seconds for _, seconds in answers)
        assert slowest < 5.0, f"slowest answer {slowest:.2f} s"
        print(f"{posts} posts ({posts * line // 1024} KiB of log) in {took:.1f} s, "
              f"slowest {slowest * 1000:.0f} ms")
        status, _ = _request(url.replace("api/result", "api/state"))
        assert status == 200
    finally:
        process.send_signal(signal.SIGTERM)
        out, err = process.communicate(timeout=30)
    assert process.returncode == 0, err
    text = out.decode()
    logged = text.count("table 1: api/result -> 400\n")
    dropped = sum(int(n.split()[1]) for n in text.splitlines() if n.startswith("… "))
    assert dropped > 0 and logged + dropped == posts, (logged, dropped)
    assert text.endswith(f"stopped ({dropped} log lines dropped: the output was not read)\n")
