"""The screen's and the phones' words come from the catalog (:mod:`words`), not Qt.

The phone server and the report import nothing of the GUI; a table's page state in
Bulgarian or Russian holds no English and no Latin direction or rank letter (only the
match's own names: teams, players, seat codes, deal labels such as ``8R1``).
"""

from __future__ import annotations

import random
import re
import subprocess
import sys

import gui_play_data as data
import pytest

import words
from models.match import Conditions
from teams_app import operations as ops
from teams_app.server.host import host_state
from teams_app.server.state import table_state
from teams_app.session import Session

#: fields of the state that are data for the page's script, not text to read
DATA_FIELDS = {"kind", "direction", "code", "player", "A", "B", "ns_team", "ew_team",
               "label", "round_roman", "roman", "at", "times", "token", "route", "match"}


def test_the_server_and_the_report_load_no_gui_module():
    code = ("import sys\n"
            "import teams_app.server.service, teams_app.server.state\n"
            "import teams_app.server.scoreboard, teams_app.report_html\n"
            "print(sorted(m for m in sys.modules if m.startswith('teams_app.gui')))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, timeout=60).stdout
    assert out.strip() == "[]"


def _replay_pending(folder):
    """Round II under board conditions, deal 8 annulled after both tables played it:
    table 2 waits for 8R1 from table 1 (the issue's case)."""
    store = data.make_store(folder, conditions=Conditions.BOARD)
    for deal in range(1, 7):
        for table in (1, 2):
            ops.enter_result(store, deal=deal, table=table, text="3NT S 9")
    for deal in (7, 8, 9):
        ops.enter_result(store, deal=deal, table=1, text="3NT S 9")
    for deal in (10, 11, 12, 7, 8, 9):
        ops.enter_result(store, deal=deal, table=2, text="4SX W 8")
    ops.annul_deal(store, deal=8, reason=4)
    return store


def _strings(value, field=""):
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _strings(item, key)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item, field)
    elif isinstance(value, str) and field not in DATA_FIELDS:
        yield field, value


def _latin_left(state, match) -> list[str]:
    names = sorted({match.teams[t].name for t in match.teams}
                   | set(data.PLAYERS.values()) | set(data.PLAYERS), key=len, reverse=True)
    found = []
    for field, text in _strings(state):
        rest = text
        for name in names:
            rest = rest.replace(name, "")
        rest = re.sub(r"\b\d+R\d+\b", "", rest)  # a replay's deal label
        rest = re.sub(r"(тур[а-я]*)\s+[IVX]+\b", r"\1", rest)  # a round, as Stolitsa numbers it
        rest = re.sub(r"(закон)\s+\d+[A-F]\b", r"\1", rest)  # a Law's number (86C)
        if re.search(r"[A-Za-z]", rest):
            found.append(f"{field}: {text}")
    return found


@pytest.mark.parametrize("lang", ["bg", "ru"])
@pytest.mark.parametrize("case", ["start", "half_played", "replay_pending"])
def test_a_tables_page_speaks_its_language_only(tmp_path, lang, case):
    if case == "start":
        store = data.make_store(tmp_path)
        ops.draw_score_cards(store, deal=1, rng=random.Random(5))
    elif case == "half_played":
        store = data.half_played(tmp_path)
    else:
        store = _replay_pending(tmp_path)
    session = Session(store, rng=random.Random(7))
    try:
        with words.speaking(lang):
            states = [table_state(session, table) for table in (1, 2)]
            host = host_state(session, lang)  # the host's page, under the same words
        shown = [text for state in states for _, text in _strings(state)]
        found = [f for state in [*states, host] for f in _latin_left(state, store.match)]
    finally:
        store.close()
    assert not found, "\n".join(found)
    assert any(states[0]["hints"] + states[1]["hints"])
    if case == "replay_pending":
        waiting = {"bg": "чакайте раздаване 8R1 от маса 1", "ru": "ждите сдачу 8R1 от стола 1"}
        assert any(waiting[lang] in text for text in shown)
        annulled = [g for state in states for g in state["games"] if g["annulled"]]
        assert annulled and all(g["annulled"]["text"] for g in annulled)
    if case != "replay_pending":
        cards = [g["ns_card"] for state in states for g in state["games"] if g["ns_card"]]
        marks = ("в.з.", "изв. з.", "в зоне", "вне з.")
        assert cards and all(card.startswith(marks) for card in cards)


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", ["West: 1 card", "West: 2 cards", "West: 12 cards", "West: 21 cards"]),
    ("bg", ["Запад: 1 карта", "Запад: 2 карти", "Запад: 12 карти", "Запад: 21 карти"]),
    ("ru", ["Запад: 1 карта", "Запад: 2 карты", "Запад: 12 карт", "Запад: 21 карта"]),
])
def test_a_count_takes_its_plural_form(lang, expected):
    from models.vocabulary import Direction as D
    from words.hints import short_envelope_text

    with words.speaking(lang):
        shown = [short_envelope_text(5, 2, [(D.W, n)]) for n in (1, 2, 12, 21)]
    for text, found in zip(shown, expected, strict=True):
        assert f"({found})" in text


@pytest.mark.parametrize(("lang", "one", "six"), [
    ("en", "1 of 1 deal", "2 of 6 deals"),
    ("bg", "1 от 1 раздаване", "2 от 6 раздавания"),
    ("ru", "1 из 1 сдачи", "2 из 6 сдач"),
])
def test_the_report_counts_deals_in_the_plural_form(lang, one, six):
    assert one in words.word("report.round_in_progress", lang, count=1, round="I",
                             counted=1, deals=1)
    assert six in words.word("report.round_in_progress", lang, count=6, round="I",
                             counted=2, deals=6)


def test_a_refusal_with_an_entry_is_worded_by_its_key_alone():
    """A new refusal needs only its entry ``error.<key>`` whose fields are its values;
    an entry that names a value the error lacks falls back to the core's English."""
    from models.errors import MatchError
    from words.errors import _by_key

    error = MatchError("deal 7 is not annulled", "not_annulled", {"deal": 7})
    with words.speaking("ru"):
        assert _by_key(error, {"deal": "7"}) == "сдача 7 не аннулирована"
        assert _by_key(error, {}) == "deal 7 is not annulled"
    assert _by_key(MatchError("odd", "no_such_key"), {}) == "odd"


@pytest.mark.parametrize(("lang", "one", "six"), [
    ("en", "Balance after 1 deal: ", "Balance after 6 deals: "),
    ("bg", "Баланс след 1 раздаване: ", "Баланс след 6 раздавания: "),
])
def test_the_balance_headline_counts_deals_in_the_plural_form(lang, one, six):
    assert words.word("view.balance_points", lang, count=1, n=1, lead="x").startswith(one)
    assert words.word("view.balance_imps", lang, count=6, n=6, lead="x").startswith(six)


@pytest.mark.parametrize("lang", ["bg", "ru"])
def test_the_scoreboard_and_the_report_speak_the_language_only(tmp_path, lang):
    """Issue 35: the scoreboard's JSON and the HTML report of a match with results, an
    annulment and a replay, in bg and ru: no English word, no Latin bridge notation, no
    decimal point in a number (the percentages take a comma)."""
    import html as html_lib

    from test_words_on_screen import ENGLISH, LATIN

    from teams_app.report_html import board_state, report_html

    store = data.half_played(tmp_path, turning=True)
    try:
        state = board_state(store.match, lang)
        page = report_html(store.match, lang)
    finally:
        store.close()
    names = sorted({store.match.teams[t].name for t in store.match.teams}
                   | set(data.PLAYERS.values()), key=len, reverse=True)
    body = re.sub(r"<style.*?</style>|<[^>]+>", " ", page, flags=re.S)
    codes = {"status", "state", "lang", "victory_team"}  # the JSON's codes, not words
    texts = [html_lib.unescape(body)] + [text for field, text in _strings(state)
                                         if field not in codes]
    found = []
    for text in texts:
        for name in names:
            text = text.replace(name, "")
        text = re.sub(r"\b\d+R\d+\b", "", text)
        found += [m.group(0) for m in ENGLISH.finditer(text)]
        found += [m.group(0) for m in LATIN.finditer(text)]
        found += re.findall(r"\d\.\d", text)
    assert not found, found
    assert re.search(r"\d,\d\d %", body)  # the percentages are there, with a comma
