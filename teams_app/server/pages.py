"""The files of ``page/`` as the server sends them.

The two rooms' pages, a table's (``index.html``) and the host's (``host.html``), share one
frame, ``shell.html``: the head, the language and A+ buttons, the offline line, the
outbox, the words block, ``textsize.js`` (the A+ button's steps, the scoreboard's too)
and ``common.js``.  Each page's own file holds only its part (its ``<main>``), put in the
frame here with the page's title, style sheets and script.
"""

from __future__ import annotations

from importlib import resources
from typing import Final

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
