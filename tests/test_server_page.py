"""The room page in a real browser engine (Qt WebEngine, offscreen) and the app's dialog.

A phone-sized page of table 1 enters a result by taps on its keypad; the laptop's Rooms
view, listening to the same session, shows it.
"""

from __future__ import annotations

import os
import random

import gui_play_data as data
import pytest
from page_js import close_page, serve_page
from page_js import js as _js
from PySide6.QtCore import QUrl

from teams_app import operations as ops
from teams_app.gui.session import MatchSession

#: the HTTP clients are Python threads: the collector stays on the Qt thread
#: slow (README: the quick run leaves it out, ``-m "not slow"``)
pytestmark = [pytest.mark.usefixtures("collector_on_the_qt_thread"), pytest.mark.slow]

os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox")


@pytest.fixture
def session(tmp_path):
    store = data.make_store(tmp_path)
    yield MatchSession(store, rng=random.Random(3))
    store.close()


@pytest.mark.qt_log_level_fail("CRITICAL")
def test_a_result_tapped_on_the_page_shows_in_the_laptops_rooms_view(qtbot, session):
    from PySide6.QtWebEngineCore import QWebEngineProfile

    from teams_app.gui.rooms import RoomsView

    rooms = RoomsView(session)
    qtbot.addWidget(rooms)
    server, view = serve_page(qtbot, session.core, 390, 844)
    try:
        profile: QWebEngineProfile = view.page().profile()
        profile.setHttpCacheType(QWebEngineProfile.HttpCacheType.NoCache)
        with qtbot.waitSignal(view.loadFinished, timeout=20_000):
            view.load(QUrl(server.url(1)))
        page = view.page()
        _js(qtbot, page, "localStorage.clear(); 1")
        qtbot.waitUntil(lambda: _js(qtbot, page, "document.querySelectorAll('#games tbody tr')"
                                                 ".length") == 6, timeout=10_000)
        # the program draws the score cards for game 1 (an original of table 1)
        _js(qtbot, page, "document.getElementById('draw-button').click(); 1")
        qtbot.waitUntil(lambda: 1 in session.match.draws, timeout=10_000)
        qtbot.waitUntil(lambda: _js(qtbot, page, "document.getElementById('cards').textContent")
                        .startswith("NS"), timeout=10_000)
        # the phone loses the laptop's answer to its first post (the laptop stored it):
        # the page retries with the same client id, and it is stored once
        _js(qtbot, page, """
            const realFetch = window.fetch; let lose = 1;
            window.fetch = (url, options) => {
              const sent = realFetch(url, options);
              if (options && options.method === "POST" && lose-- > 0)
                return sent.then(() => { throw new TypeError("answer lost"); });
              return sent;
            }; 1""")
        entries = []
        session.changed.connect(lambda changes: entries.append(changes)
                                if "results" in changes.areas else None)
        # taps on the keypad: 4 ♠ N = ; the live score shows; then Store
        for value in ("4", "♠", " N ", "="):
            _js(qtbot, page, f"document.querySelector('#pad [data-pad=\"{value}\"]').click(); 1")
        qtbot.waitUntil(lambda: "→" in _js(qtbot, page,
                                           "document.getElementById('preview').textContent"),
                        timeout=10_000)
        _js(qtbot, page, "document.getElementById('store').click(); 1")
        key = session.match.current_key(1)
        qtbot.waitUntil(lambda: (key, 1) in session.match.results, timeout=10_000)
        panel = rooms.panels[1]
        qtbot.waitUntil(lambda: panel.model.rowCount() > 0 and
                        panel.model.index(0, panel.model.CONTRACT).data() == "4♠", timeout=5000)
        outbox = "localStorage.getItem('teams-app-outbox')"
        qtbot.waitUntil(lambda: _js(qtbot, page, outbox) == "[]", timeout=15_000)
        assert _js(qtbot, page, "document.getElementById('message').textContent").startswith(
            "Stored: deal 1")
        assert len(entries) == 1
        # a reloaded phone shows what the file holds
        with qtbot.waitSignal(view.loadFinished, timeout=20_000):
            view.reload()
        qtbot.waitUntil(lambda: "4♠ N =" in _js(
            qtbot, page, "document.querySelector('#games tbody').textContent"), timeout=10_000)
        # phone widths, a result in the diagram: nothing wider than the screen
        for width in (360, 430):
            view.resize(width, 800)
            qtbot.waitUntil(lambda width=width: _js(qtbot, page, "window.innerWidth") == width,
                            timeout=5000)
            assert _js(qtbot, page, "document.documentElement.scrollWidth") <= width
        view.resize(390, 844)
        # the laptop's undo reaches the page with the next poll
        session.run(ops.undo)
        qtbot.waitUntil(lambda: "4♠ N =" not in _js(
            qtbot, page, "document.querySelector('#games tbody').textContent"), timeout=10_000)
        # the page speaks Bulgarian when asked
        _js(qtbot, page, "document.querySelector('[data-lang=\"bg\"]').click(); 1")
        qtbot.waitUntil(lambda: _js(qtbot, page, "document.getElementById('title').textContent")
                        .startswith("Маса 1"), timeout=10_000)
        # a renewed key: the page says its address is dead
        server.renew(1)
        qtbot.waitUntil(lambda: "сканирайте" in _js(
            qtbot, page, "document.getElementById('offline').textContent"), timeout=10_000)
    finally:
        close_page(qtbot, server, view)


def test_the_dialog_serves_shows_codes_renews_and_stops(qtbot, session):
    import urllib.error
    import urllib.request
    from concurrent.futures import ThreadPoolExecutor

    from teams_app.gui.terminals import TerminalsDialog

    dialog = TerminalsDialog(session)
    qtbot.addWidget(dialog)
    assert not dialog.server.running and dialog.columns["table1"][1].text() == ""   # off by default
    dialog.start("127.0.0.1", 0)
    assert dialog.server.running and "127.0.0.1" in dialog.status.text()
    for table in (1, 2):
        assert dialog.columns[f"table{table}"][1].text() == dialog.server.url(table)
        pixmap = dialog.columns[f"table{table}"][0].pixmap()
        assert not pixmap.isNull() and pixmap.width() >= 150
    old = dialog.server.url(1)

    def status(url):
        with ThreadPoolExecutor(1) as pool:
            future = pool.submit(_status, url)
            qtbot.waitUntil(future.done, timeout=10_000)
            return future.result()

    assert status(old + "api/state") == 200
    dialog.columns["table1"][2].click()
    assert dialog.columns["table1"][1].text() != old and status(old + "api/state") == 404
    dialog.toggle.click()
    assert not dialog.server.running and dialog.columns["table1"][1].text() == ""
    _ = urllib.error, urllib.request


def _status(url):
    import urllib.error
    import urllib.request

    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def test_the_menu_opens_the_dialog_and_closing_the_match_stops_serving(qtbot, tmp_path):
    from teams_app.gui.actions import ActionId
    from teams_app.gui.mainwindow import MainWindow

    store = data.make_store(tmp_path)
    store.close()
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.open_file(store.path)
    action = window.action_map[ActionId.TERMINALS]
    assert action.isEnabled() and action in window.menus["match"].actions()
    action.trigger()
    dialog = window.terminals
    assert dialog.isVisible() and not dialog.server.running
    dialog.start("127.0.0.1", 0)
    server = dialog.server
    url = server.url(1)
    assert _status_in_loop(qtbot, url + "api/state") == 200
    window.close_match()
    assert window.terminals is None and not server.running
    assert _status_in_loop(qtbot, url + "api/state") is None   # nobody listens


def _status_in_loop(qtbot, url):
    from concurrent.futures import ThreadPoolExecutor

    def fetch():
        try:
            return _status(url)
        except OSError:
            return None

    with ThreadPoolExecutor(1) as pool:
        future = pool.submit(fetch)
        qtbot.waitUntil(future.done, timeout=10_000)
        return future.result()
