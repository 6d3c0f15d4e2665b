"""The files of ``page/`` as the server sends them.

The two rooms' pages, a table's (``index.html``) and the host's (``host.html``), share one
frame, ``shell.html``: the head, the language and A+ buttons, the offline line, the
outbox, the words block, ``textsize.js`` (the A+ button's steps, the scoreboard's too)
and ``common.js``.  Each page's own file holds only its part (its ``<main>``), put in the
frame here with the page's title, style sheets and script.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Final

import words
from words import LANGUAGES

#: a room page's part of the frame: the end of its title, its own style sheets (besides
#: page.css) and its script
_ROOM_PAGES: Final = {"index.html": ("table", (), "page.js"),
                      "host.html": ("host", ("host.css",), "host.js")}


def _read(name: str) -> bytes:
    return resources.files("teams_app.server").joinpath("page", name).read_bytes()


def page_file(name: str) -> bytes:
    """The file ``name`` of ``page/``; a room's page in the frame they share."""
    if name not in _ROOM_PAGES:
        return _read(name)
    title, styles, script = _ROOM_PAGES[name]
    page = _read("shell.html").decode()
    links = "".join(f'<link rel="stylesheet" href="{css}">\n' for css in styles)
    for marker, value in (("<!--title-->", title), ("<!--styles-->\n", links),
                          ("<!--main-->\n", _read(name).decode()), ("<!--script-->", script)):
        if page.count(marker) != 1:
            raise RuntimeError(f"page/shell.html: no one place for {marker!r}")
        page = page.replace(marker, value)
    return page.encode()


#: the catalog's entries the phone page shows besides its own ``page.…`` ones
PAGE_SHARED_WORDS = ("paper.deal.short", "paper.result", "paper.contract",
                     "paper.declarer.long", "paper.lead")
#: the host's page: its own ``hostpage.…`` entries and the table page's it shares
HOST_SHARED_WORDS = ("page.larger", "page.quiet", "page.unsent",
                     "page.inflight", "page.remove", "page.refused", "page.short",
                     "page.sc1", "page.all13", "page.all13b", "page.report",
                     "paper.deal.short")
_WORDS_BLOCK = b'<script type="application/json" id="words"></script>'


def page_words(prefix: str = "page.",
               shared: tuple[str, ...] = PAGE_SHARED_WORDS) -> dict[str, dict[str, words.Text]]:
    """A phone page's words from the catalog (those whose key starts with ``prefix``, and
    ``shared``), by language and key: a text, or a plural entry's forms (the page picks
    one by :func:`words.plural_form`'s rule)."""
    keys = [key for key in words.catalog() if key.startswith(prefix)]
    keys += shared
    return {lang: {key: words.entry(key)[index] for key in keys}
            for index, lang in enumerate(LANGUAGES)}


def with_words(html: bytes, found: dict[str, dict[str, words.Text]] | None = None) -> bytes:
    """The page with its words (:func:`page_words`) in its ``<script id="words">`` block:
    they come with the page, so a page open while the laptop is unreachable still speaks."""
    if html.count(_WORDS_BLOCK) != 1:
        raise RuntimeError("page: no empty words block to fill")
    data = json.dumps(page_words() if found is None else found, ensure_ascii=False,
                      separators=(",", ":"))
    data = data.replace("<", "\\u003c")   # no "</script>" inside the block
    return html.replace(_WORDS_BLOCK, _WORDS_BLOCK.replace(b"><", f">{data}<".encode()))
