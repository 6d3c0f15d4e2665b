"""The scoreboard: the result sheet so far, for every phone and a screen in the room
(issue 23), served by the room server at ``/s/<key>/`` with a key of its own.

Its key opens the scoreboard only (it writes nothing and opens no table's page), and a
table's key does not open it.  What it shows is :func:`teams_app.report_html.board_state`:
built from :func:`models.shown.shown_match`, so no result, contract, lead, score, auction
or hand of a deal still to be played at either table is ever part of an answer.

Paths, relative to ``/s/<key>/``: ```` (the page, rendered on the laptop, readable
without a script), ``scoreboard.css``, ``textsize.js`` (the A+ button, as on the rooms'
pages), ``scoreboard.js`` (it fetches the page again every 3 s) and ``api/state`` (the
JSON); ``?lang=en|bg|ru``.
"""

from __future__ import annotations

import json
import re
from typing import Final

from models.match import Match
from teams_app.report_html import board_state, render
from teams_app.server.pages import page_file

PATH: Final = re.compile(
    r"^/s/([A-Za-z0-9_-]{16,64})/(|textsize\.js|scoreboard\.js|scoreboard\.css|api/state)$")
HTML: Final = b"text/html; charset=utf-8"
JSON: Final = b"application/json; charset=utf-8"
_STATIC: Final = {"textsize.js": b"text/javascript; charset=utf-8",
                  "scoreboard.js": b"text/javascript; charset=utf-8",
                  "scoreboard.css": b"text/css; charset=utf-8"}


STATIC: Final = {name: (page_file(name), mime) for name, mime in _STATIC.items()}


def state_json(match: Match, lang: str) -> bytes:
    """``api/state``: :func:`board_state` as UTF-8 JSON."""
    return json.dumps(board_state(match, lang), ensure_ascii=False,
                      separators=(",", ":")).encode()


def page(match: Match, lang: str) -> bytes:
    """The page: the result sheet, the chart and the complete deals, in ``lang``."""
    return render(board_state(match, lang), "page").encode()


def answer(match: Match, route: str, lang: str) -> tuple[bytes, bytes]:
    """The body and content type of a scoreboard path (``route``: after the key)."""
    if route in STATIC:
        return STATIC[route]
    if route == "api/state":
        return state_json(match, lang), JSON
    return page(match, lang), HTML


class Answers:
    """The answers built once per state of the match: the room server clears them when
    the session tells of a change (every write goes through the session), so the phones'
    and the screen's polls between two changes cost nothing on the app's thread."""

    def __init__(self) -> None:
        self._kept: dict[tuple[int, str, str], tuple[bytes, bytes]] = {}

    def clear(self, *_changes: object) -> None:
        self._kept.clear()

    def answer(self, match: Match, route: str, lang: str) -> tuple[bytes, bytes]:
        if route in STATIC:
            return STATIC[route]
        key = (id(match), route, lang)
        if key not in self._kept:
            self._kept[key] = answer(match, route, lang)
        return self._kept[key]
