"""Issue 32 items 1 and 2 on the room page, in a real browser engine (Qt WebEngine,
360 px) in en, bg and ru: a result typed by NS is shown large for EW to confirm; "not
right" drops it (nothing stored) and the entry comes back; typed again and confirmed,
it is stored; a correction is confirmed again; at the end of the round the page shows
its diagram and each line signs it, and the laptop's diagram says so.

With SCREENSHOTS=1 the two steps are saved as ``docs/screenshots/terminal-confirm-<lang>.png``
and ``terminal-sign-<lang>.png`` (390×844).
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import gui_play_data as data
import pytest
from page_js import click as _click
from page_js import close_page, open_page, serve_page
from page_js import hidden as _hidden
from page_js import js as _js
from page_js import set_value as _set
from page_js import text as _text

import words
from models.confirmations import signed_lines
from models.match import DealKey
from models.vocabulary import Line
from teams_app import operations as ops
from teams_app.session import Session
from words import notation, texts

#: slow (README: the quick run leaves it out, ``-m "not slow"``)
pytestmark = [pytest.mark.usefixtures("collector_on_the_qt_thread"), pytest.mark.slow]
os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox")
OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots"
#: deal 1 as each language types it, and its correction
ENTRY = {"en": ("4S N 10", "4S N 11"), "bg": ("4♠ С 10", "4♠ С 11"),
         "ru": ("4♠ С 10", "4♠ С 11")}


def _shot(qtbot, view, page, section: str, name: str) -> None:
    if os.environ.get("SCREENSHOTS") != "1":
        return
    view.resize(390, 844)
    qtbot.waitUntil(lambda: _js(qtbot, page, "window.innerWidth") == 390, timeout=5000)
    _js(qtbot, page, f"window.scrollTo(0, document.getElementById('{section}').offsetTop"
                     " - document.querySelector('header').offsetHeight - 6); 1")
    qtbot.wait(400)
    view.grab().save(str(OUT / name))
    view.resize(360, 844)
    qtbot.waitUntil(lambda: _js(qtbot, page, "window.innerWidth") == 360, timeout=5000)


@pytest.mark.qt_log_level_fail("CRITICAL")
@pytest.mark.parametrize("lang", ["en", "bg", "ru"])
def test_ew_confirms_refuses_a_correction_and_both_lines_sign(qtbot, tmp_path, lang):

    store = data.make_store(tmp_path, phones_confirm=True)
    rng = random.Random(1)
    for deal in range(1, 7):
        ops.draw_score_cards(store, deal=deal, rng=rng)
    session = Session(store, rng=random.Random(3))
    server, view = serve_page(qtbot, session, 360, 844)
    ew = notation.line_name(Line.EW, lang)
    typed, corrected = ENTRY[lang]
    try:
        page = open_page(qtbot, view, server.url(1), lang)
        qtbot.waitUntil(lambda: not _hidden(qtbot, page, "entry"), timeout=10_000)

        # NS type deal 1: shown large for EW, counted nowhere, nothing else to type
        _set(qtbot, page, "entry-text", typed)
        _click(qtbot, page, "#store")
        qtbot.waitUntil(lambda: not _hidden(qtbot, page, "confirm"), timeout=10_000)
        panel = _text(qtbot, page, "confirm")
        assert words.word("page.confirm_title", lang, d="1", line=ew) in panel
        assert "4♠" in panel and words.word("page.confirm", lang, line=ew) in panel
        assert _hidden(qtbot, page, "entry")
        assert "page." not in panel and "paper." not in panel   # every word worded
        assert session.match.results == {}
        assert _js(qtbot, page, "document.documentElement.scrollWidth") <= 360
        _shot(qtbot, view, page, "confirm", f"terminal-confirm-{lang}.png")

        # EW: not right. Nothing stored, the entry is back, the page says why
        _click(qtbot, page, '#confirm [data-answer="no"]')
        qtbot.waitUntil(lambda: _hidden(qtbot, page, "confirm")
                        and not _hidden(qtbot, page, "entry"), timeout=10_000)
        assert words.word("page.not_confirmed", lang, d="1") in _text(qtbot, page, "message")
        assert session.match.results == {}

        # typed again, confirmed: stored, on the diagram
        _set(qtbot, page, "entry-text", typed)
        _click(qtbot, page, "#store")
        qtbot.waitUntil(lambda: not _hidden(qtbot, page, "confirm"), timeout=10_000)
        _click(qtbot, page, '#confirm [data-answer="yes"]')
        qtbot.waitUntil(lambda: (DealKey(1), 1) in session.match.results, timeout=10_000)
        assert session.match.results[(DealKey(1), 1)].tricks == 10

        # a correction (the row tapped): confirmed again before it counts
        qtbot.waitUntil(lambda: _hidden(qtbot, page, "confirm"), timeout=10_000)
        _click(qtbot, page, '#games tbody tr[data-label="1"]')
        _set(qtbot, page, "entry-text", corrected)
        _click(qtbot, page, "#store")
        qtbot.waitUntil(lambda: not _hidden(qtbot, page, "confirm"), timeout=10_000)
        with words.speaking(lang):
            was = texts.result_text(session.match.results[(DealKey(1), 1)])
        assert words.word("page.confirm_correction", lang, d="1", was=was, line=ew) in \
            _text(qtbot, page, "confirm")
        assert session.match.results[(DealKey(1), 1)].tricks == 10   # the old one counts
        _click(qtbot, page, '#confirm [data-answer="yes"]')
        qtbot.waitUntil(lambda: session.match.results[(DealKey(1), 1)].tricks == 11,
                        timeout=10_000)

        # the rest of the round entered on the laptop: the page asks both lines to sign
        for deal, entry in zip(range(2, 7), ("3NT S 9", "2H E 8", "PASS", "4H W 9",
                                             "1NT N 7"), strict=True):
            session.run(ops.enter_result, deal=deal, table=1, text=entry)
        qtbot.waitUntil(lambda: not _hidden(qtbot, page, "sign"), timeout=10_000)
        sign = _text(qtbot, page, "sign")
        assert words.word("page.sign_title", lang, r="I") in sign
        assert "page." not in sign and "paper." not in sign
        assert _js(qtbot, page, "document.querySelectorAll('#sign tbody tr').length") == 6
        assert _js(qtbot, page, "document.documentElement.scrollWidth") <= 360
        _shot(qtbot, view, page, "sign", f"terminal-sign-{lang}.png")
        _click(qtbot, page, '#sign [data-line="NS"]')
        qtbot.waitUntil(lambda: signed_lines(session.match, 1, 1) == {Line.NS},
                        timeout=10_000)
        qtbot.waitUntil(lambda: words.word("page.signed_by", lang,
                                           line=notation.line_name(Line.NS, lang))
                        in _text(qtbot, page, "sign"), timeout=10_000)
        _click(qtbot, page, '#sign [data-line="EW"]')
        # signed by both: the page says so until the next round begins
        qtbot.waitUntil(lambda: _text(qtbot, page, "sign")
                        == words.word("page.signed", lang, r="I"), timeout=10_000)
        assert signed_lines(session.match, 1, 1) == {Line.NS, Line.EW}
        with words.speaking(lang):
            said = texts.round_signed_text(session.match, 1, 1)
        assert said == words.word("view.signed", lang, r="I", lines=", ".join(
            notation.line_name(line, lang) for line in Line))
    finally:
        close_page(qtbot, server, view)
        store.close()
