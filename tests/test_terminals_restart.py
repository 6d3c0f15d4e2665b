"""Issue 49: phones that survive the evening.  The room terminals' keys are kept with the
match, so quitting the app and starting it again serves the same four addresses, and a
result a phone kept while the laptop was down is stored once; a key renewed answers
words in the phone's language; quitting asks only while serving or a round is in play;
keys a person can type, and the short codes typed at the door."""

from __future__ import annotations

import http.client
import json
import math
import random
import re
import subprocess
import urllib.parse

import gui_play_data as data
import pytest
from fake_dialogs import FakeDialogs
from test_server import APP, FAST, call

import words
from models.queries import round_under_way
from teams_app import operations as ops
from teams_app.gui.actions import ActionId
from teams_app.gui.mainwindow import MainWindow
from teams_app.server import keys as keys_module
from teams_app.server.keys import CodeGuard, Keys, code_of, plain_code
from teams_app.server.service import RoomServer
from teams_app.session import Session
from teams_app.store import MatchStore
from words.steps import entry_words

#: the HTTP clients are Python threads: the collector stays on the Qt thread
pytestmark = pytest.mark.usefixtures("collector_on_the_qt_thread")

#: what the issue asks of every key printed
TYPABLE = re.compile(r"^[A-HJ-NP-Za-km-z2-9_-]+$")


def _ids():
    count = 0
    while True:
        count += 1
        yield f"restart-{count:08d}"


# -- keys ----------------------------------------------------------------------------------
def test_keys_have_no_lookalikes_and_keep_128_bits_over_a_thousand_renewals():
    alphabet = set(keys_module.KEY_ALPHABET)
    assert not alphabet & set("0O1lI") and len(alphabet) == len(keys_module.KEY_ALPHABET)
    keys = Keys.from_data(None)
    seen = set()
    for _ in range(1000):
        keys.renew("table1")
        key = keys.keys["table1"]
        assert TYPABLE.match(key), key
        groups = key.split("-")
        assert [len(g) for g in groups] == [4] * 6          # grouped for reading
        seen.add(key)
    assert len(seen) == 1000
    # 24 characters drawn from 57: the strength of today's keys at least
    assert 24 * math.log2(len(alphabet)) >= 128
    # every character of the alphabet turns up (drawn uniformly, not a fixed subset)
    assert set("".join(seen).replace("-", "")) == alphabet


def test_a_short_code_is_read_in_any_case_with_cyrillic_lookalikes_and_without_its_mark():
    keys = Keys.from_data(None)
    code = code_of("table2", keys.keys["table2"])
    assert re.fullmatch(r"T2-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}", code)
    assert keys.page_of_code(code) == "table2"
    assert keys.page_of_code(code.lower().replace("-", " ")) == "table2"
    assert keys.page_of_code("Т2" + code[2:]) == "table2"       # a Cyrillic Т typed
    assert keys.page_of_code(code[3:]) == "table2"              # the mark left out
    assert keys.page_of_code("T1" + code[2:]) in (None, "table1")
    assert keys.page_of_code("") is None and plain_code(" - ") == ""
    codes = {code_of(page, keys.keys[page]) for page in keys}
    assert {c.split("-")[0] for c in codes} == {"T1", "T2", "B", "H"}


def test_what_the_match_file_keeps_reads_back_and_damage_gives_new_keys():
    keys = Keys.from_data(None)
    keys.host, keys.port, keys.serving = "127.0.0.1", 8331, True
    again = Keys.from_data(json.loads(json.dumps(keys.data())))
    assert again == keys
    damaged = Keys.from_data({"keys": {"table1": "short", "table2": 7, "host": keys.keys["host"]},
                              "port": 70000, "host": ["x"], "serving": "yes"})
    assert damaged.keys["host"] == keys.keys["host"]
    assert damaged.keys["table1"] != "short" and keys_module.is_key(damaged.keys["table2"])
    assert (damaged.port, damaged.host, damaged.serving) == (0, "", False)
    assert Keys.from_data("not a mapping").keys.keys() == keys.keys.keys()


def test_the_door_takes_ten_wrong_codes_a_minute_from_anyone():
    guard = CodeGuard()
    for second in range(10):
        assert guard.open(now=100.0 + second)
        guard.wrong(now=100.0 + second)
    assert not guard.open(now=110.0)
    assert guard.open(now=160.5)        # the first wrong code is a minute old


# -- the server over HTTP ------------------------------------------------------------------
def _match(folder):
    store = data.make_store(folder)
    store.close()
    return store.path


def _serve(path):
    store = MatchStore.open(path)
    server = RoomServer(Session(store, rng=random.Random(2)), limits=FAST)
    return store, server


def _page_urls(server):
    return {**{f"table{t}": u for t, u in server.urls().items()},
            "scoreboard": server.scoreboard_url(), "host": server.host_url()}


def test_the_server_serves_the_same_addresses_after_a_restart_and_a_renewal_lasts(qtbot,
                                                                                   tmp_path):
    path = _match(tmp_path)
    store, server = _serve(path)
    server.start("127.0.0.1", 0)
    first = _page_urls(server)
    server.renew(2)
    renewed = _page_urls(server)
    assert renewed["table2"] != first["table2"] and renewed["table1"] == first["table1"]
    server.stop()
    store.close()
    store, server = _serve(path)
    try:
        assert server.keys.serving  # stopped by the program's end, not by the host
        server.start(server.keys.host, server.keys.port)
        assert _page_urls(server) == renewed
        for url in renewed.values():
            assert call(qtbot, url)[0] == 200
        server.stop(for_good=True)
    finally:
        store.close()
    assert not Keys.from_data(MatchStore.open(path, read_only=True).noted("terminals")).serving


def _get(qtbot, url, headers):
    return call(qtbot, url, "GET", None, headers)


def test_a_stale_key_and_the_door_speak_the_phones_language(qtbot, tmp_path):
    store = data.make_store(tmp_path)
    server = RoomServer(Session(store), limits=FAST)
    server.lang = "bg"   # the laptop's language, when neither page nor browser names one
    server.start("127.0.0.1", 0)
    try:
        base = f"http://127.0.0.1:{server.port}"
        old = server.url(1)
        server.renew(1)
        for header, lang in (("ru-RU,ru;q=0.9,en;q=0.8", "ru"), ("de-DE, bg;q=0.5", "bg"),
                             ("de", "bg"), ("en-GB,en;q=0.9", "en")):
            status, body, kinds = _get(qtbot, old, {"Accept-Language": header})
            assert status == 404 and kinds["content-type"].startswith("text/html")
            text = body.decode()
            assert words.word("door.stale", lang) in text and f'lang="{lang}"' in text, header
            status, body, _ = _get(qtbot, old + "api/state", {"Accept-Language": header})
            assert status == 404 and json.loads(body)["error"] == words.word("door.stale", lang)
        # ?lang= wins over the browser's
        status, body, _ = _get(qtbot, old + "?lang=ru", {"Accept-Language": "bg"})
        assert words.word("door.stale", "ru") in body.decode()
        # the scoreboard follows the browser too
        status, body, _ = _get(qtbot, server.scoreboard_url(), {"Accept-Language": "bg-BG"})
        assert status == 200 and '<html lang="bg">' in body.decode()
        # the door: a code typed in lower case, with spaces, sends the phone to its page
        status, body, _ = _get(qtbot, base + "/", {"Accept-Language": "ru"})
        assert status == 200 and words.word("door.intro", "ru") in body.decode()
        typed = server.code("table2").lower().replace("-", " ")
        status, _, headers = _get(qtbot, base + "/?code=" + urllib.parse.quote(typed), {})
        assert status == 303 and base + headers["location"] == server.url(2)
        status, body, _ = _get(qtbot, base + "/?code=T1-AAAA-AAAA", {"Accept-Language": "bg"})
        assert status == 200 and words.word("door.wrong", "bg") in body.decode()
        for _ in range(9):
            _get(qtbot, base + "/?code=T1-AAAA-AAAA", {})
        # ten wrong codes in a minute: the door waits, even for a right one
        status, body, _ = _get(qtbot, base + "/?code=" + server.code("host"), {})
        assert status == 429 and words.word("door.wait", "bg") in body.decode()
    finally:
        server.stop()
        store.close()


def test_serve_twice_prints_the_same_four_addresses(tmp_path):
    """The first ``serve`` on any free port (not the default 8330, which another test
    run on this machine may hold); the second, with no ``--port``, serves on the port
    the match keeps, so the same four addresses."""
    path = _match(tmp_path)

    def addresses(*port: str) -> list[str]:
        process = subprocess.Popen([APP, "serve", str(path), "--host", "127.0.0.1", *port],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            lines = [process.stdout.readline() for _ in range(6)]
        finally:
            process.terminate()
            process.communicate(timeout=20)
        assert lines[0].startswith(f"serving {path} on 127.0.0.1:"), lines
        found = [line.split(": ", 1)[1].strip() for line in lines[1:5]]
        for url in found:
            assert TYPABLE.match(url.rstrip("/").rsplit("/", 1)[1]), url
        assert "T1-" in lines[5] and "H-" in lines[5]
        return found

    first = addresses("--port", "0")
    assert len(set(first)) == 4 and addresses() == first


# -- the window ----------------------------------------------------------------------------
def _window(qtbot, path, dialogs) -> MainWindow:
    window = MainWindow(dialogs=dialogs)
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    assert window.open_file(path)
    return window


def _post(url: str, body: dict, lang: str = "en") -> tuple[int, dict]:
    """A phone's post (from the test's thread: the server may be down)."""
    parts = urllib.parse.urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
    try:
        connection.request("POST", parts.path + f"?lang={lang}", json.dumps(body).encode(),
                           {"Content-Type": "application/json"})
        response = connection.getresponse()
        raw = response.read()
        return response.status, json.loads(raw) if raw else {}
    finally:
        connection.close()


def _phone(qtbot, url, body):
    from test_server import _POOL

    future = _POOL.submit(_post, url, body)
    qtbot.waitUntil(future.done, timeout=20_000)
    return future.result()


def test_quit_and_start_again_the_same_addresses_answer_and_the_outbox_is_stored_once(
        qtbot, tmp_path):
    path = _match(tmp_path)
    asked: list[str] = []
    answer = {"yes": False}

    def ask_yes(_parent, _title, text):
        asked.append(text)
        return answer["yes"]

    window = _window(qtbot, path, FakeDialogs(ask_yes=ask_yes))
    assert window.terminals is None                 # never served: not started
    # nothing served, no round begun: quitting asks nothing
    assert window.may_quit() and asked == []
    window.on_terminals()
    dialog = window.terminals
    dialog.start("127.0.0.1", 0)
    assert dialog.server.running
    addresses = _page_urls(dialog.server)
    # serving: the question names what the phones will see; "no" keeps the window open
    window.action_map[ActionId.QUIT].trigger()
    assert asked == [words.word("quit.serving", "en")] and window.isVisible()
    # both tables post: their draws and results; the dialog says so in the host's words
    ids = _ids()
    match_id = dialog.server.match_id
    for table, deal in ((1, 1), (2, 4)):
        url = addresses[f"table{table}"]
        assert _phone(qtbot, url + "api/draw", {"id": next(ids), "deal": deal})[0] == 200
        status, _ = _phone(qtbot, url + "api/result", {
            "id": next(ids), "deal": deal, "entry": "4S N 10", "match": match_id,
            "table": table})
        assert status == 200
    assert words.word("terminals.did_result", "en", d=4) in dialog.phone_text("table2")
    assert dialog.phone_text("scoreboard") == words.word("terminals.never", "en")
    assert _phone(qtbot, addresses["table1"] + "api/draw", {"id": next(ids), "deal": 2})[0] == 200
    # quitting: asked again, "yes"; the laptop is down
    answer["yes"] = True
    window.action_map[ActionId.QUIT].trigger()
    qtbot.waitUntil(lambda: not window.isVisible())
    assert len(asked) == 2
    kept = {"id": next(ids), "deal": 2, "entry": "3NT S 9", "match": match_id, "table": 1}
    with pytest.raises(OSError):                    # the phone keeps it in its outbox
        _post(addresses["table1"] + "api/result", kept)
    # the app started again on the same match: the terminals serve the same addresses
    asked.clear()
    window = _window(qtbot, path, FakeDialogs(ask_yes=ask_yes))
    dialog = window.terminals
    assert dialog is not None and dialog.server.running and dialog.isVisible()
    assert _page_urls(dialog.server) == addresses
    for url in addresses.values():
        assert call(qtbot, url)[0] == 200
    # the outbox delivers by itself (the same client id, the same address): stored once,
    # also when its answer was lost and it is sent again
    status, first = _phone(qtbot, addresses["table1"] + "api/result", kept)
    assert status == 200
    status, again = _phone(qtbot, addresses["table1"] + "api/result", kept)
    assert status == 200 and again.get("repeated")
    store = window.store
    assert sum(1 for key, table in store.match.results if key.deal == 2 and table == 1) == 1
    assert sum(1 for e in store.log() if "deal 2" in entry_words(e)
               and "3NT" in entry_words(e)) == 1
    # a renewed key answers "no longer valid" in the phone's language
    old = addresses["table1"]
    dialog.columns["table1"][2].click()
    assert words.word("terminals.rescan", "en", page=dialog.headings["table1"]) in (
        dialog.status.text())
    for lang in ("bg", "ru"):
        status, body, _ = call(qtbot, old, "GET", None, {"Accept-Language": lang})
        assert status == 404 and words.word("door.stale", lang) in body.decode()
    # a round in play, the terminals turned off by the host: quitting still asks
    dialog.toggle.click()
    assert not dialog.server.running
    assert window.session.core.ask(round_under_way) == 1
    answer["yes"] = False
    assert not window.may_quit()
    assert asked == [words.word("quit.in_play", "en", r="I")]
    # and the host turned them off: the next start does not serve
    answer["yes"] = True
    window.close_match()
    window.open_file(path)
    assert window.terminals is None


def test_a_port_taken_meanwhile_is_said_and_another_offered(qtbot, tmp_path):
    from PySide6.QtNetwork import QHostAddress, QTcpServer

    path = _match(tmp_path)
    window = _window(qtbot, path, FakeDialogs())
    window.on_terminals()
    window.terminals.start("127.0.0.1", 0)
    port = window.terminals.server.port
    window.close()
    squatter = QTcpServer()
    assert squatter.listen(QHostAddress("127.0.0.1"), port)
    try:
        offers = []

        def ask_yes(_parent, _title, text):
            offers.append(text)
            return True

        window = _window(qtbot, path, FakeDialogs(ask_yes=ask_yes))
        dialog = window.terminals
        assert len(offers) == 1 and f" {port} " in offers[0]
        assert dialog.server.running and dialog.server.port != port
        assert dialog.server.url(1).startswith(f"http://127.0.0.1:{dialog.server.port}/t/")
    finally:
        squatter.close()


def test_the_keys_are_a_note_of_the_file_not_a_change_of_the_match(tmp_path):
    """Nothing to undo, nothing in the audit log; nothing written to a read-only file."""
    store = data.make_store(tmp_path)
    before = len(store.log())
    assert ops.keep_terminals(store, Keys.from_data(None).data())
    assert len(store.log()) == before
    store.close()
    with MatchStore.open(store.path, read_only=True) as reader:
        assert not ops.keep_terminals(reader, {})
        assert reader.noted("terminals")["keys"].keys() == set(keys_module.PAGES)
