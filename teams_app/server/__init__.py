"""Room terminals: the laptop serves each table a page its own phone enters results on.

:mod:`~teams_app.server.state` builds what a table may see (never the other room's
results), :mod:`~teams_app.server.service` the HTTP server (Qt's QtHttpServer) that
answers the page and writes through the app's :class:`~teams_app.session.Session`, that
is through the operations layer.  The page itself is in ``page/`` (a table's and the
host's in one frame, :mod:`~teams_app.server.pages`); the API is described in
``docs/room-terminal.md``.

The window (Match › Room terminals) and the command line (``teams-app serve``) start it
through this package's names alone — :class:`RoomServer`, :class:`ServerError`,
:data:`DEFAULT_PORT`, :func:`local_addresses` — never through its modules
(``tests/test_layers.py``).  They are loaded on first use: the package's files (the
scoreboard's style sheet, read by the HTML report) are reached without starting Qt's
HTTP server.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from teams_app.server.service import (
        DEFAULT_PORT,
        RoomServer,
        ServerError,
        local_addresses,
    )

#: what the front ends use of the room server
__all__ = ["DEFAULT_PORT", "RoomServer", "ServerError", "local_addresses"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from teams_app.server import service

        return getattr(service, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
