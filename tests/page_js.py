"""What the tests of the phones' and host's pages in a real engine (Qt WebEngine) say to
a page: serve it and show an engine view (and close both), open it in a language, run a
script and wait for its answer, read an element's text or whether it is hidden, set a
field's value as typing does, click an element."""

from __future__ import annotations

import json
from typing import Any


def serve_page(qtbot: Any, session: Any, width: int, height: int) -> tuple[Any, Any]:
    """The room server over ``session`` on 127.0.0.1 (a free port, requests not rate
    limited) and a shown engine view ``width`` × ``height``; :func:`close_page` after."""
    from PySide6.QtWebEngineWidgets import QWebEngineView

    from teams_app.server.service import Limits, RoomServer

    server = RoomServer(session, limits=Limits(per_second=1000))
    server.start("127.0.0.1", 0)
    view = QWebEngineView()
    qtbot.addWidget(view)
    view.resize(width, height)
    view.show()
    return server, view


def close_page(qtbot: Any, server: Any, view: Any) -> None:
    """The view closed before the server stops (qtbot deletes it at the test's end)."""
    view.close()
    qtbot.wait(50)
    server.stop()


def open_page(qtbot: Any, view: Any, url: str, lang: str) -> Any:
    """Load a page in ``view`` as a phone first opening it (nothing kept from before),
    choose ``lang`` on it, and wait until it speaks it; the page."""
    from PySide6.QtCore import QUrl

    with qtbot.waitSignal(view.loadFinished, timeout=20_000):
        view.load(QUrl(url))
    page = view.page()
    js(qtbot, page, "localStorage.clear(); 1")
    click(qtbot, page, f'[data-lang="{lang}"]')
    qtbot.waitUntil(lambda: js(qtbot, page, "document.documentElement.lang") == lang,
                    timeout=10_000)
    return page


def js(qtbot: Any, page: Any, script: str) -> Any:
    """Run ``script`` in the page; its value, once the engine has answered."""
    box: list[Any] = []
    page.runJavaScript(script, 0, box.append)
    qtbot.waitUntil(lambda: bool(box), timeout=10_000)
    return box[0]


def text(qtbot: Any, page: Any, element: str) -> str:
    return js(qtbot, page, f"document.getElementById('{element}').textContent")


def hidden(qtbot: Any, page: Any, element: str) -> bool:
    return js(qtbot, page, f"document.getElementById('{element}').hidden")


def set_value(qtbot: Any, page: Any, element: str, value: str) -> None:
    """A field's value set as typing sets it (the page hears ``input``)."""
    js(qtbot, page, f"(() => {{ const e = document.getElementById('{element}'); e.value = "
                    f"{json.dumps(value)}; e.dispatchEvent(new Event('input')); return 1; }})()")


def click(qtbot: Any, page: Any, selector: str) -> None:
    js(qtbot, page, f"document.querySelector({json.dumps(selector)}).click(); 1")
