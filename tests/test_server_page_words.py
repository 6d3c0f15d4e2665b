"""The phone page's words come from the catalog (:mod:`words`, ``page.…``), in a real
browser engine (Qt WebEngine, offscreen, a phone 360 px wide).

The server embeds the three languages' texts in the page it serves; the page fills their
``{name}`` fields and picks a plural form by the rule of :func:`words.plural_form`.  In
Bulgarian and Russian the page shows no English word, no Latin letter but the match's
own names, and no field or key left unfilled: on a fresh round with envelopes to check
and score cards to draw, with a result stored, a post refused, a post not sent yet, a
dead address and another table's post kept on the phone.
"""

from __future__ import annotations

import json
import os
import random
import re
from importlib import resources

import gui_play_data as data
import pytest
from test_server_page_outbox import HOLD, Phone

import words
from teams_app import operations as ops
from teams_app.server.pages import PAGE_SHARED_WORDS, page_words
from teams_app.server.service import Limits, RoomServer
from teams_app.session import Session

#: slow (README: the quick run leaves it out, ``-m "not slow"``)
pytestmark = [pytest.mark.usefixtures("collector_on_the_qt_thread"), pytest.mark.slow]
os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox")

COUNTS = [*range(31), *range(101, 126)]


def _page_source(name: str) -> str:
    return resources.files("teams_app.server").joinpath("page", name).read_text("utf-8")


def test_the_page_has_no_words_of_its_own_and_uses_each_it_is_sent():
    script = _page_source("common.js") + _page_source("page.js")
    html = _page_source("index.html")
    assert "const WORDS = {" not in script
    used = set(re.findall(r'"((?:page|paper)\.[a-z0-9_.]+)"', script))
    used |= set(re.findall(r'data-w="([a-z0-9_.]+)"', html))
    sent = page_words()
    assert set(sent) == set(words.LANGUAGES)
    for lang in words.LANGUAGES:
        assert set(sent[lang]) == used, lang          # nothing missing, nothing unused
    assert set(PAGE_SHARED_WORDS) < used
    # a count of things takes its plural form
    assert [words.word("page.pending", "ru", count=n) for n in (1, 3, 5, 21)] == [
        "1 запись не отправлена", "3 записи не отправлены", "5 записей не отправлено",
        "21 запись не отправлена"]
    assert words.word("page.pending", "en", count=2) == "2 entries not sent yet"


@pytest.fixture
def session(tmp_path):
    """Table 1 has played and carried its three originals: table 2 checks them on
    arrival and draws the score cards of its own first deal."""
    store = data.make_store(tmp_path)
    for _ in range(3):
        game, _key = ops.next_game(store.match, 1, 1)
        ops.draw_score_cards(store, deal=game.deal, rng=random.Random(game.deal))
        ops.enter_result(store, deal=game.deal, table=1, text="PASS")
    ops.carry_envelopes(store, table=1, round=1)
    yield Session(store, rng=random.Random(3))
    store.close()


@pytest.fixture
def server(session):
    server = RoomServer(session, limits=Limits(per_second=1000))
    server.start("127.0.0.1", 0)
    yield server
    server.stop()


@pytest.fixture
def phone(qtbot):
    phone = Phone(qtbot)
    yield phone
    phone.close()


@pytest.mark.qt_log_level_fail("CRITICAL")
def test_the_pages_words_and_plural_rule_are_the_catalogs(server, phone):
    phone.open(server.url(1))
    phone.js("localStorage.clear(); 1")
    phone.ready()
    assert phone.data("WORDS") == json.loads(json.dumps(page_words()))
    forms = phone.data(f"Object.fromEntries(['en', 'bg', 'ru'].map((l) => "
                       f"[l, {COUNTS}.map((n) => pluralForm(l, n))]))")
    assert forms == {lang: [words.plural_form(lang, n) for n in COUNTS]
                     for lang in words.LANGUAGES}
    for lang in words.LANGUAGES:   # the page's filling of a plural entry, as word() fills it
        shown = phone.data(f"(() => {{ const was = lang; lang = '{lang}'; const out = "
                           f"{COUNTS}.map((n) => w('page.pending', {{ count: n }})); "
                           "lang = was; return out; })()")
        assert shown == [words.word("page.pending", lang, count=n) for n in COUNTS], lang


def _type_and_store(phone: Phone, entry: str) -> None:
    phone.js("{ const e = document.getElementById('entry-text'); "
             f"e.value = {entry!r}; e.dispatchEvent(new Event('input')); "
             "document.getElementById('store').click(); } 1")


def _screen(phone: Phone) -> list[str]:
    """Every text the page shows (but the language switch, "EN БГ РУ"): its visible
    text, the tab's title, tooltips and the options of its lists."""
    return phone.data("""[...['title', 'offline', 'outbox'].map((id) => document.getElementById(
          id).innerText), document.querySelector('main').innerText, document.title,
        ...[...document.querySelectorAll('[title], [aria-label]')].flatMap(
            (e) => [e.getAttribute('title') || '', e.getAttribute('aria-label') || '']),
        ...[...document.querySelectorAll('option')].map((o) => o.textContent)]""")


def _foreign(texts: list[str], match) -> list[str]:
    """What is not in the page's language: a Latin letter outside the match's own names
    (teams, players, seat codes), a replay's label and a round's Roman numeral, or a field
    or a key left unfilled."""
    names = sorted({match.teams[t].name for t in match.teams}
                   | set(data.PLAYERS.values()) | set(data.PLAYERS), key=len, reverse=True)
    found = []
    for text in texts:
        if re.search(r"\{[a-z_]+\}|\b(?:page|paper)\.[a-z]", text):
            found.append(text)
            continue
        rest = text
        for name in names:
            rest = rest.replace(name, "")
        rest = re.sub(r"\b\d+R\d+\b|\b[IVX]+\b", "", rest)
        for line in rest.splitlines():
            if re.search(r"[A-Za-z]", line):
                found.append(line)
    return found


@pytest.mark.qt_log_level_fail("CRITICAL")
@pytest.mark.parametrize("lang", ["bg", "ru"])
def test_the_page_speaks_the_catalogs_words_only(server, session, phone, lang):
    match = session.match

    def says(what: str) -> None:
        shown = _screen(phone)
        found = _foreign(shown, session.match)
        assert not found, f"{what}: " + "\n".join(found)

    def word(key: str, **params: object) -> str:
        return words.word(key, lang, **params)

    phone.open(server.url(2))
    phone.js(f"localStorage.clear(); localStorage.setItem('teams-app-lang', '{lang}'); 1")
    phone.reload()
    phone.ready()
    # a fresh round: table 2 checks the envelopes from table 1, draws its score cards
    phone.wait(lambda: phone.js("document.querySelectorAll('#checks .check').length") == 1)
    assert phone.text("title") == word("page.table", t=2, r="I")
    assert phone.js("document.title") == phone.text("title")
    assert phone.text("draw-button") == word("page.draw")
    assert word("page.all13") in phone.text("checks")
    assert phone.js("document.querySelector('#games thead').textContent").count(
        word("paper.result")) == 1
    says("a fresh round")
    phone.js("document.getElementById('draw-button').click(); 1")
    phone.wait(lambda: phone.text("message") == word("page.drawn", d=4))
    phone.wait(lambda: not phone.js("document.getElementById('cards').hidden"))
    assert phone.text("cards").startswith(word("line.NS") + " ")
    says("the score cards drawn")
    phone.js("document.querySelector('#checks [data-ok]').click(); 1")
    phone.wait(lambda: phone.text("message") == word("page.checked", r=1))
    phone.wait(lambda: phone.js("document.getElementById('checks').hidden") is True)
    says("the envelopes checked")
    # a result typed on the keypad in the page's words: its live score, then stored
    keys = phone.data("current.keys")
    for value in ("4", "♠", f" {keys['S']} ", "="):
        phone.js(f"document.querySelector('#pad [data-pad=\"{value}\"]').click(); 1")
    phone.wait(lambda: "→" in phone.text("preview"))
    assert phone.text("preview").startswith(word("line.NS") + " ")
    says("a result being typed")
    phone.js("document.getElementById('store').click(); 1")
    typed = f"4♠ {keys['S']} ="
    phone.wait(lambda: phone.text("message") == word("page.stored", d=4, r=typed))
    assert phone.outbox() == []
    says("a result stored")
    # a refusal: kept in the list with the laptop's reason, until removed
    target = phone.next_target({"label": "4"})
    _type_and_store(phone, f"4♠ {keys['S']} 14")
    refused = word("page.refused", what=word("page.item_result", d=target["label"],
                                               r=f"4♠ {keys['S']} 14"), why="")
    phone.wait(lambda: phone.text("outbox").startswith(refused))
    assert phone.text("message").startswith(refused)
    assert phone.js("document.querySelector('#outbox [data-remove]').title") == word(
        "page.remove")
    says("a post refused")
    phone.js("document.querySelector('#outbox [data-remove]').click(); 1")
    # the laptop silent: the post waits in the outbox, the banner counts it
    phone.js(HOLD)
    _type_and_store(phone, f"3{keys['NT']} {keys['N']} 9")
    what = word("page.item_result", d=target["label"], r=f"3{keys['NT']} {keys['N']} 9")
    phone.wait(lambda: phone.text("outbox") == word("page.inflight", what=what))
    assert phone.text("store") == word("page.sending")
    phone.js("window.realNow = Date.now; Date.now = () => window.realNow() + 6000; 1")
    phone.wait(lambda: not phone.js("document.getElementById('offline').hidden"), 5000)
    assert phone.text("offline").endswith(" · " + word("page.pending", count=1))
    says("a post not sent yet")
    phone.js("Date.now = window.realNow; 1")
    # the table's key renewed meanwhile: the address is dead, the post kept on the phone
    server.renew(2)
    assert phone.js("window.release()") >= 1
    phone.wait(lambda: phone.text("offline") == word("page.gone") + " " + word("page.kept"))
    assert phone.text("outbox") == word("page.unsent", what=what)
    assert phone.text("store") == word("page.waiting")
    says("a dead address")
    # the phone passed to the other room: table 1's page lists it, does not send it
    phone.open(server.url(1))
    phone.ready()
    phone.wait(lambda: phone.text("outbox") == word("page.elsewhere", t=2, what=what))
    says("another table's post")
    assert (target["deal"], 2) not in {(k.deal, t) for k, t in match.results}
