"""Room terminals: the laptop serves each table a page its own phone enters results on.

:mod:`~teams_app.server.state` builds what a table may see (never the other room's
results), :mod:`~teams_app.server.service` the HTTP server (Qt's QtHttpServer) that
answers the page and writes through the app's :class:`~teams_app.session.Session`, that
is through the operations layer.  The page itself is in ``page/`` (a table's and the
host's in one frame, :mod:`~teams_app.server.pages`); the API is described in
``docs/room-terminal.md``.
"""
