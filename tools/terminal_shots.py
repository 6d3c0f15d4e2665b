"""Screenshots of the room page (390x844, en/bg/ru), its outbox (360 px) and the Room
terminals dialog, for docs/screenshots/.  A screenshot generator, not a test: pytest-qt
drives the real page and window (the suite's fixtures, ``tests/conftest.py``, loaded as
a plugin); the server listens on 127.0.0.1 only.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/terminal_shots.py -k page
    Xvfb :15 -screen 0 1366x768x24 &
    DISPLAY=:15 QT_QPA_PLATFORM=xcb .venv/bin/python tools/terminal_shots.py -k dialog
                                                        # the whole screen, 1366x768
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import gui_play_data as data  # noqa: E402
import pytest  # noqa: E402
from page_js import close_page, serve_page  # noqa: E402
from PySide6.QtCore import QUrl  # noqa: E402

from teams_app.gui.session import MatchSession  # noqa: E402

os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox")
OUT = ROOT / "docs" / "screenshots"


@pytest.fixture
def session(tmp_path, qapp):
    from teams_app.gui.fonts import register_fonts

    register_fonts()
    store = data.half_played(tmp_path)
    yield MatchSession(store, rng=random.Random(3))
    store.close()


@pytest.mark.qt_log_level_fail("CRITICAL")
@pytest.mark.parametrize("lang", ["en", "bg", "ru"])
def test_page(qtbot, session, lang):

    from teams_app import operations as ops

    upcoming = ops.next_game(session.match, ops.current_round(session.match), 2)
    if upcoming[0].deal not in session.match.draws:
        session.run(ops.draw_score_cards, deal=upcoming[0].deal, rng=session.core.rng)
    server, view = serve_page(qtbot, session.core, 390, 844)
    try:
        with qtbot.waitSignal(view.loadFinished, timeout=20_000):
            view.load(QUrl(server.url(2)))
        box = []
        view.page().runJavaScript(
            f"localStorage.setItem('teams-app-lang', '{lang}'); "
            "document.querySelector('[data-lang=\"" + lang + "\"]').click(); 1", 0, box.append)
        qtbot.waitUntil(lambda: bool(box))

        def typed():
            done = []
            view.page().runJavaScript(
                "const e = document.getElementById('entry-text'); e.value = '"
                + ("3NT S +1" if lang == "en" else "3БК Ю +1") + "';"
                "e.dispatchEvent(new Event('input')); "
                "document.getElementById('preview').textContent", 0, done.append)
            qtbot.waitUntil(lambda: bool(done))
            return done[0]

        typed()
        qtbot.wait(1500)  # the state in the chosen language, the live score
        OUT.mkdir(parents=True, exist_ok=True)
        assert view.grab().save(str(OUT / f"terminal_{lang}.png"))
    finally:
        close_page(qtbot, server, view)


@pytest.mark.parametrize("lang", ["en", "bg", "ru"])
def test_dialog(qtbot, tmp_path, lang):
    from teams_app.gui import settings as app_prefs
    from teams_app.gui.fonts import register_fonts
    from teams_app.gui.mainwindow import MainWindow

    register_fonts()
    app_prefs.install_translators(lang)
    path = data.half_played(tmp_path)
    path.close()
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 740)
    window.show()
    assert window.open_file(path.path)
    window.on_terminals()
    dialog = window.terminals
    dialog.start("127.0.0.1", 8330)
    dialog.move(window.x() + 300, window.y() + 40)
    # table 1's phone: it reads its state and draws its next score cards
    from phone_http import post

    _, state = post(qtbot, dialog.server.url(1) + "api/state", None)
    target = state.get("target") or {}
    if target.get("drawable"):
        post(qtbot, dialog.server.url(1) + "api/draw", {"id": f"shot-{lang}-0001",
                                                         "deal": target["deal"]})
    qtbot.wait(2200)
    path = OUT / ("terminals_dialog.png" if lang == "en" else f"terminals_dialog_{lang}.png")
    if os.environ.get("QT_QPA_PLATFORM") == "xcb":
        subprocess.run(["import", "-window", "root", str(path)], check=True)
    else:
        assert dialog.grab().save(str(path))
    window.close_match()
    app_prefs.install_translators("en")


@pytest.mark.qt_log_level_fail("CRITICAL")
@pytest.mark.parametrize("lang", ["en", "bg", "ru"])
def test_page_outbox(qtbot, session, lang):
    """Table 2's page, 360 px wide, with what it keeps: a result typed while the laptop
    was down, for a deal the laptop annulled meanwhile (refused, with the reason), and
    the replay's result typed after the table's key was renewed (not sent yet)."""
    import json

    from teams_app import operations as ops

    def js(script):
        box = []
        view.page().runJavaScript(script, 0, box.append)
        qtbot.waitUntil(lambda: bool(box), timeout=10_000)
        return box[0]

    def store(entry):
        js("const e = document.getElementById('entry-text'); "
           f"e.value = {entry!r}; e.dispatchEvent(new Event('input')); "
           "document.getElementById('store').click(); 1")

    upcoming = ops.next_game(session.match, ops.current_round(session.match), 2)
    if upcoming[0].deal not in session.match.draws:
        session.run(ops.draw_score_cards, deal=upcoming[0].deal, rng=session.core.rng)
    server, view = serve_page(qtbot, session.core, 360, 800)
    port = server.port
    try:
        with qtbot.waitSignal(view.loadFinished, timeout=20_000):
            view.load(QUrl(server.url(2)))
        js(f"localStorage.clear(); localStorage.setItem('teams-app-lang', '{lang}'); "
           f"document.querySelector('[data-lang=\"{lang}\"]').click(); 1")
        qtbot.waitUntil(lambda: js("document.documentElement.lang") == lang, timeout=10_000)
        target = json.loads(js("JSON.stringify(current.target)"))
        server.stop()                                   # the laptop down
        store("3NT S +1" if lang == "en" else "3БК Ю +1")
        qtbot.waitUntil(lambda: js("JSON.parse(localStorage.getItem('teams-app-outbox'))"
                                   ".length") == 1, timeout=10_000)
        session.run(ops.annul_deal, deal=target["deal"], reason=2)
        server.start("127.0.0.1", port)                 # serving again: new keys
        with qtbot.waitSignal(view.loadFinished, timeout=20_000):
            view.load(QUrl(server.url(2)))
        qtbot.waitUntil(lambda: js("document.querySelector('#outbox li.refused') !== null"),
                        timeout=10_000)
        server.renew(2)                                 # and the key renewed once more
        store("4♠ С 10" if lang != "en" else "4S N 10")
        qtbot.waitUntil(lambda: js("document.querySelector('#outbox li.unsent') !== null"
                                   " && !document.getElementById('offline').hidden"),
                        timeout=10_000)
        js("window.scrollTo(0, 0); 1")
        qtbot.wait(500)
        OUT.mkdir(parents=True, exist_ok=True)
        assert view.grab().save(str(OUT / f"terminal_outbox_{lang}.png"))
        if lang == "en":  # the entry below: Store says Sending… and sends nothing twice
            js("document.getElementById('entry').scrollIntoView(); 1")
            qtbot.wait(300)
            assert view.grab().save(str(OUT / "terminal_outbox_entry_en.png"))
    finally:
        close_page(qtbot, server, view)


if __name__ == "__main__":
    raise SystemExit(pytest.main(["-q", "-p", "no:cacheprovider", "-p", "conftest",
                                  "--rootdir", str(ROOT), __file__, *sys.argv[1:]]))
