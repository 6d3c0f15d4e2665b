"""Issue 28, item 3 on the web: every text of the phone page, of the host's page and of
the scoreboard (the TV's, with every round's deals open, and its chart) reads at WCAG AA,
4.5:1 against the background it is drawn on, in the light scheme, the system's dark one
(``prefers-color-scheme: dark``) and a high-contrast preference (``prefers-contrast:
more``), measured in Qt WebEngine from the computed colours.  The page's own rules for a
scheme are put in force as the browser does when the medium matches."""

from __future__ import annotations

import contextlib
import json
import os
import random

import gui_play_data as data
import pytest
from page_js import js as _js
from PySide6.QtCore import QUrl

from printing.demo import demo_match
from teams_app.server.service import Limits, RoomServer
from teams_app.session import Session
from teams_app.store import MatchStore

#: slow (README: the quick run leaves it out, ``-m "not slow"``)
pytestmark = [pytest.mark.usefixtures("collector_on_the_qt_thread"), pytest.mark.slow]
os.environ.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox")

#: the page's rules of a medium (its @media blocks) put in force, as when it matches
MATCH = """(() => { try {
  const rules = [];
  for (const sheet of document.styleSheets)
    for (const rule of sheet.cssRules)
      if (rule instanceof CSSMediaRule && rule.conditionText.includes(%s))
        for (const inner of rule.cssRules) rules.push(inner.cssText);
  // at the end of the page's own style sheet (CSSOM: the page's policy forbids inline
  // style), so that they win as the media block does when it matches
  const last = document.styleSheets[document.styleSheets.length - 1];
  for (const text of rules) last.insertRule(text, last.cssRules.length);
  return rules.length;
  } catch (e) { return String(e); }
})()"""

#: every text shown, its colour against the colour behind it (WCAG 2 formula)
MEASURE = """(() => {
  const rgba = (s) => {
    const v = s.match(/[\\d.]+/g).map(Number);
    return v.length === 3 ? [...v, 1] : v;
  };
  const lin = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
  const lum = (c) => 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
  const ratio = (a, b) => {
    const [h, l] = [lum(a), lum(b)].sort((x, y) => y - x);
    return (h + 0.05) / (l + 0.05);
  };
  const ground = (e) => {
    for (let n = e; n; n = n.parentElement) {
      if (n instanceof SVGElement && !(n instanceof SVGSVGElement)) continue;
      const c = rgba(getComputedStyle(n).backgroundColor);
      if (c[3] > 0.5) return c;
    }
    return [255, 255, 255, 1];
  };
  const bad = []; let count = 0;
  for (const e of document.querySelectorAll("body *")) {
    const own = Array.from(e.childNodes).some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!own || !e.getClientRects().length || e.closest("button:disabled, [hidden]")) continue;
    const style = getComputedStyle(e);
    if (style.visibility === "hidden" || style.display === "none") continue;
    const ink = rgba(e instanceof SVGElement ? style.fill : style.color);
    const r = ratio(ink, ground(e));
    count += 1;
    const name = e instanceof SVGElement ? e.className.baseVal : e.className;
    if (r < 4.5) bad.push(e.tagName + "." + name + " '" + e.textContent.trim().slice(0, 24) +
                          "' " + r.toFixed(2));
  }
  return JSON.stringify({ count, bad });
})()"""

SCHEMES = {"light": None, "dark": "prefers-color-scheme: dark",
           "high": "prefers-contrast: more"}


def _view(qtbot, width, height):
    from PySide6.QtWebEngineCore import QWebEngineProfile
    from PySide6.QtWebEngineWidgets import QWebEngineView

    view = QWebEngineView()
    qtbot.addWidget(view)
    view.page().profile().setHttpCacheType(QWebEngineProfile.HttpCacheType.NoCache)
    view.resize(width, height)
    view.show()
    return view


def _load(qtbot, view, url):
    with qtbot.waitSignal(view.loadFinished, timeout=20_000) as blocker:
        view.load(QUrl(url))
    assert blocker.args == [True]


def _serve(store):
    session = Session(store, rng=random.Random(3))
    server = RoomServer(session, limits=Limits(per_second=1000))
    server.start("127.0.0.1", 0)
    return server


def _measure(qtbot, page, scheme) -> dict:
    if SCHEMES[scheme]:
        put = _js(qtbot, page, MATCH % json.dumps(SCHEMES[scheme]))
        assert isinstance(put, int | float) and put > 5, put
    return json.loads(_js(qtbot, page, MEASURE))


@contextlib.contextmanager
def _served(qtbot, tmp_path, size: tuple[int, int], **settings):
    """A half-played match served, and a web view of ``size`` beside it: (server, view)."""
    store = data.half_played(tmp_path, **settings)
    server = _serve(store)
    view = _view(qtbot, *size)
    try:
        yield server, view
    finally:
        view.close()
        qtbot.wait(50)
        server.stop()
        store.close()


def _shows(qtbot, view, url: str, rows: str, at_least: int):
    """Load ``url`` and wait until ``rows`` (a CSS selector) match ``at_least`` elements."""
    _load(qtbot, view, url)
    page = view.page()
    qtbot.waitUntil(lambda: _js(qtbot, page, f"document.querySelectorAll({rows!r}).length")
                    >= at_least, timeout=10_000)
    return page


@pytest.mark.qt_log_level_fail("CRITICAL")
@pytest.mark.parametrize("scheme", list(SCHEMES))
def test_the_phone_page_reads_at_aa(qtbot, tmp_path, scheme):
    with _served(qtbot, tmp_path, (390, 844)) as (server, view):
        page = _shows(qtbot, view, server.url(1), "#games tbody tr", 6)
        # an answer shown in the preview too (its colour is an error's)
        _js(qtbot, page, "const e = document.getElementById('entry-text'); e.value = '9ZZ';"
                         " e.dispatchEvent(new Event('input')); 1")
        result = _measure(qtbot, page, scheme)
        assert result["count"] > 40, result
        assert result["bad"] == [], (scheme, result["bad"])


@pytest.mark.qt_log_level_fail("CRITICAL")
@pytest.mark.parametrize("scheme", list(SCHEMES))
def test_the_hosts_page_reads_at_aa(qtbot, tmp_path, scheme):
    """The host's page of a match in round IV (the host at table 1): the tables, an
    envelope step and a proposal to annul, the annul form, the balance of rounds I-III."""
    with _served(qtbot, tmp_path, (390, 1600), host_table=1) as (server, view):
        page = _shows(qtbot, view, server.host_url(), "#balance tbody tr", 3)
        _js(qtbot, page, "document.getElementById('annul-reason').value = '1';"
                         "document.getElementById('annul-reason')"
                         ".dispatchEvent(new Event('change')); 1")  # reason 1's cards field
        result = _measure(qtbot, page, scheme)
        assert result["count"] > 30, result
        assert result["bad"] == [], (scheme, result["bad"])


@pytest.fixture(scope="module")
def full_match():
    return demo_match(predealt=True)


@pytest.mark.qt_log_level_fail("CRITICAL")
@pytest.mark.parametrize("scheme", list(SCHEMES))
def test_the_scoreboard_reads_at_aa(qtbot, tmp_path, scheme, full_match):
    store = MatchStore.create(tmp_path / "full.stolitsa", full_match)
    server = _serve(store)
    view = _view(qtbot, 1920, 1080)
    try:
        _load(qtbot, view, server.scoreboard_url())
        page = view.page()
        _js(qtbot, page, "document.querySelectorAll('details').forEach(d => d.open = true); 1")
        result = _measure(qtbot, page, scheme)
        assert result["count"] > 200, result
        assert result["bad"] == [], (scheme, result["bad"])
    finally:
        view.close()
        qtbot.wait(50)
        server.stop()
        store.close()
