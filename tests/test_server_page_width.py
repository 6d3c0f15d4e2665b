"""The room page never scrolls sideways on a phone, 320 to 430 px wide: a full diagram
(six games, a replay row, results with doubles), the seats, the keypad, in a real browser
engine (Qt WebEngine, offscreen)."""

from __future__ import annotations

import json
import os
import random

import gui_play_data as data
import pytest
from page_js import close_page, serve_page
from page_js import js as _js
from PySide6.QtCore import QUrl

from teams_app.session import Session

#: slow (README: the quick run leaves it out, ``-m "not slow"``)
pytestmark = [pytest.mark.usefixtures("collector_on_the_qt_thread"), pytest.mark.slow]

os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox")

WIDTHS = (320, 360, 430)


@pytest.mark.qt_log_level_fail("CRITICAL")
@pytest.mark.parametrize("lang", ["en", "bg", "ru"])
def test_the_room_page_is_as_wide_as_the_phone(qtbot, tmp_path, lang):
    from PySide6.QtWebEngineCore import QWebEngineProfile

    store = data.half_played(tmp_path, turning=True)
    session = Session(store, rng=random.Random(3))
    server, view = serve_page(qtbot, session, WIDTHS[0], 800)
    try:
        profile: QWebEngineProfile = view.page().profile()
        profile.setHttpCacheType(QWebEngineProfile.HttpCacheType.NoCache)
        with qtbot.waitSignal(view.loadFinished, timeout=20_000):
            view.load(QUrl(server.url(1)))
        page = view.page()
        _js(qtbot, page, f"document.querySelector('[data-lang=\"{lang}\"]').click(); 1")
        # table 1 in round IV: its games, deal 9's replay among round II's... the rows
        qtbot.waitUntil(lambda: _js(qtbot, page, "document.querySelectorAll('#games tbody tr')"
                                                 ".length") >= 6, timeout=10_000)
        for width in WIDTHS:
            view.resize(width, 800)
            qtbot.waitUntil(lambda width=width: _js(qtbot, page, "window.innerWidth") == width,
                            timeout=5000)
            sizes = json.loads(_js(qtbot, page, "JSON.stringify(["
                                                "document.documentElement.scrollWidth, "
                                                "document.body.scrollWidth, "
                                                "document.getElementById('games').scrollWidth, "
                                                "document.documentElement.clientWidth])"))
            # the document is as wide as the viewport (less a scroll bar where one shows)
            assert sizes[0] == sizes[3] > width - 20, (lang, width, sizes)
            assert sizes[2] <= sizes[3], (lang, width, sizes)  # the diagram fits too
            assert sizes[1] <= width, (lang, width, sizes)
    finally:
        close_page(qtbot, server, view)
        store.close()


@pytest.mark.qt_log_level_fail("CRITICAL")
def test_a_score_never_breaks_inside_on_a_phone(qtbot, tmp_path):
    """Issue 28: the Russian page at 390 px showed −1460 as "-146" over "0".  Every number
    of the diagram stays on one line at 360–430 px, each number cell as long as −1460 (the
    widest a score gets), and the page still fits the phone."""
    from PySide6.QtWebEngineCore import QWebEngineProfile

    store = data.half_played(tmp_path, turning=True)
    session = Session(store, rng=random.Random(3))
    server, view = serve_page(qtbot, session, 360, 800)
    try:
        profile: QWebEngineProfile = view.page().profile()
        profile.setHttpCacheType(QWebEngineProfile.HttpCacheType.NoCache)
        with qtbot.waitSignal(view.loadFinished, timeout=20_000):
            view.load(QUrl(server.url(1)))
        page = view.page()
        _js(qtbot, page, "document.querySelector('[data-lang=\"ru\"]').click(); 1")
        qtbot.waitUntil(lambda: _js(qtbot, page, "document.querySelectorAll('#games tbody tr')"
                                                 ".length") >= 6, timeout=10_000)
        # the widest scores in every number cell (NS score, both teams' points)
        _js(qtbot, page, "document.querySelectorAll('#games td.num').forEach("
                         "c => { c.textContent = '-1460'; }); 1")
        for width in (360, 375, 390, 412, 430):
            view.resize(width, 800)
            qtbot.waitUntil(lambda width=width: _js(qtbot, page, "window.innerWidth") == width,
                            timeout=5000)
            lines = json.loads(_js(qtbot, page, """JSON.stringify(
                [...document.querySelectorAll('#games td.num')].map(c => {
                  const r = document.createRange(); r.selectNodeContents(c);
                  return new Set([...r.getClientRects()].map(x => Math.round(x.top))).size;
                }))"""))
            assert lines and max(lines) == 1, (width, lines)
            sizes = json.loads(_js(qtbot, page, "JSON.stringify(["
                                                "document.documentElement.scrollWidth, "
                                                "document.documentElement.clientWidth])"))
            assert sizes[0] == sizes[1], (width, sizes)
    finally:
        close_page(qtbot, server, view)
        store.close()
