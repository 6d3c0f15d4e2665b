"""Issue 49 in a real engine (Qt WebEngine, offscreen) at 390 px, as a phone whose browser
speaks Bulgarian: the page of a renewed key and the door say so in its language and fit;
the scoreboard follows the browser's language like the tables' pages, says when the
laptop does not answer and when its key was renewed.  Screenshots for the docs."""

from __future__ import annotations

import os
from pathlib import Path

import gui_play_data as data
import pytest
from page_js import close_page, js, serve_page
from PySide6.QtCore import QUrl

import words
from teams_app.session import Session

#: slow (README: the quick run leaves it out, ``-m "not slow"``)
pytestmark = [pytest.mark.usefixtures("collector_on_the_qt_thread"), pytest.mark.slow]

os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox")
#: docs/screenshots/ only when asked (SCREENSHOTS=1); else the test's own folder, so a
#: run (parallel ones too) leaves the work tree as it was
DOCS_SHOTS = Path(__file__).resolve().parents[1] / "docs" / "screenshots"
WIDTH = 360  # the narrowest phone (the screenshots too)


def _load(qtbot, view, url: str) -> None:
    with qtbot.waitSignal(view.loadFinished, timeout=20_000):
        view.load(QUrl(url))


def _fits(qtbot, page) -> bool:
    return js(qtbot, page, "document.documentElement.scrollWidth") <= WIDTH


@pytest.mark.qt_log_level_fail("CRITICAL")
@pytest.mark.parametrize("lang", ["bg", "ru"])
def test_a_renewed_key_the_door_and_the_scoreboard_speak_the_browsers_language(
        qtbot, tmp_path, lang):
    store = data.half_played(tmp_path)
    shots = DOCS_SHOTS if os.environ.get("SCREENSHOTS") == "1" else tmp_path / "shots"
    session = Session(store)
    server, view = serve_page(qtbot, session, WIDTH, 844)
    browser_was = view.page().profile().httpAcceptLanguage()
    try:
        profile = view.page().profile()   # the process's default profile: put back after
        profile.setHttpAcceptLanguage(f"{lang}-{lang.upper()},{lang};q=0.9")
        page = view.page()
        # the scoreboard, first opened: the browser's language, the language links
        board = server.scoreboard_url()
        _load(qtbot, view, board)
        js(qtbot, page, "localStorage.clear(); 1")
        _load(qtbot, view, board)
        assert js(qtbot, page, "document.documentElement.lang") == lang
        assert js(qtbot, page, "document.querySelectorAll('.langs a').length") == 3
        assert _fits(qtbot, page)
        shots.mkdir(parents=True, exist_ok=True)
        assert view.grab().save(str(shots / f"scoreboard-browser-{lang}.png"))
        # the key renewed on the laptop: the board says so at its next refresh
        server.renew_scoreboard()
        qtbot.waitUntil(lambda: not js(qtbot, page, "document.getElementById('stale').hidden"),
                        timeout=10_000)
        assert js(qtbot, page, "document.getElementById('stale').textContent") == (
            words.word("door.stale", lang))
        # a table's renewed key: the small page, in the browser's language, fits
        old = server.url(1)
        server.renew(1)
        _load(qtbot, view, old)
        assert js(qtbot, page, "document.documentElement.lang") == lang
        assert js(qtbot, page, "document.getElementById('gone').textContent") == (
            words.word("door.stale", lang))
        assert _fits(qtbot, page)
        assert view.grab().save(str(shots / f"stale-key-{lang}.png"))
        # its link opens the door, where the table's code is typed
        js(qtbot, page, "document.querySelector('p a').click(); 1")
        qtbot.waitUntil(lambda: js(qtbot, page, "location.pathname") == "/", timeout=10_000)
        qtbot.waitUntil(lambda: js(qtbot, page, "document.readyState") == "complete")
        assert js(qtbot, page, "document.querySelector('h1').textContent") == (
            words.word("door.title", lang))
        js(qtbot, page, f"document.querySelector('input[name=code]').value = "
                        f"'{server.code('table1').lower()}'; 1")
        assert _fits(qtbot, page)
        assert view.grab().save(str(shots / f"door-{lang}.png"))
        with qtbot.waitSignal(view.loadFinished, timeout=20_000):
            js(qtbot, page, "document.querySelector('form').submit(); 1")
        assert view.url().toString() == server.url(1)
        # the laptop gone: the scoreboard says so and keeps trying
        _load(qtbot, view, server.scoreboard_url())
        server.stop()
        qtbot.waitUntil(lambda: not js(qtbot, page,
                                       "document.getElementById('offline').hidden"),
                        timeout=10_000)
        assert js(qtbot, page, "document.getElementById('offline').textContent") == (
            words.word("report.offline", lang))
    finally:
        view.page().profile().setHttpAcceptLanguage(browser_was)
        close_page(qtbot, server, view)
        store.close()
