"""Room terminals: the laptop serves each table a page its own phone enters results on.

:mod:`~teams_app.server.state` builds what a table may see (never the other room's
results), :mod:`~teams_app.server.service` the HTTP server (Qt's QtHttpServer) that
answers the page and writes through the app's :class:`~teams_app.session.Session`, that
is through the operations layer.  The page itself is in ``page/`` (a table's and the
host's in one frame, :mod:`~teams_app.server.pages`); the API is described in
``docs/room-terminal.md``.

The window (Match › Room terminals) and the command line (``teams-app serve``) start it
through this package's names alone — :class:`RoomServer`, :class:`ServerError`,
:data:`DEFAULT_PORT`, :func:`local_addresses`, :func:`free_port`,
:func:`was_serving` — never through its modules
(``tests/test_layers.py``).  They are loaded on first use: the package's files (the
scoreboard's style sheet, read by the HTML report) are reached without starting Qt's
HTTP server.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from teams_app.server.keys import was_serving
    from teams_app.server.network import DEFAULT_PORT, free_port, local_addresses
    from teams_app.server.service import RoomServer, ServerError

#: what the front ends use of the room server, by the module that has it
_WHERE = {"DEFAULT_PORT": "network", "RoomServer": "service", "ServerError": "service",
          "free_port": "network", "local_addresses": "network", "was_serving": "keys"}
__all__ = ["DEFAULT_PORT", "RoomServer", "ServerError", "free_port", "local_addresses",
           "was_serving"]


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        return getattr(importlib.import_module(f"teams_app.server.{_WHERE[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
