"""``teams-app serve``: the room terminals without the desktop app."""

from __future__ import annotations

import signal
import sys
from typing import Any

from teams_app.cli.common import guarded, port


def register(subparsers: Any) -> None:
    serve = subparsers.add_parser(
        "serve", help="serve the room terminals (each table enters its results on a phone)",
        description="Serve each table a page to enter its results on (see "
                    "docs/room-terminal.md).  Prints one address per table, with its "
                    "secret key; the keys last until the server stops.  The match file "
                    "is written only by this process meanwhile; `report` can read it.")
    serve.add_argument("match", metavar="MATCH")
    serve.add_argument("--host", default=None, metavar="H",
                       help="the address to listen on (default: this machine's address "
                            "on the local network; 127.0.0.1: this machine only)")
    serve.add_argument("--port", type=port, default=None, metavar="P",
                       help="the port (default 8330; 0: any free port)")
    serve.set_defaults(func=guarded(cmd_serve))


def cmd_serve(args: Any) -> int:
    from PySide6.QtCore import QCoreApplication, QTimer

    from teams_app.gui.session import MatchSession
    from teams_app.server.service import DEFAULT_PORT, RoomServer, ServerError, local_addresses
    from teams_app.store import MatchStore

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    host = args.host or local_addresses()[0]
    port = DEFAULT_PORT if args.port is None else args.port
    with MatchStore.open(args.match) as store:
        session = MatchSession(store)
        server = RoomServer(session)
        try:
            server.start(host, port)
        except ServerError as exc:
            sys.stderr.write(f"teams-app: error: cannot serve on {exc}\n")
            return 1
        print(f"serving {args.match} on {server.host}:{server.port} (Ctrl+C stops)")

        def said(table: int, route: str, status: int) -> None:
            if route.startswith("api/") and route not in ("api/state", "api/preview"):
                print(f"table {table}: {route} -> {status}", flush=True)

        server.answered.connect(said)
        for table, url in server.urls().items():
            print(f"table {table}: {url}")
        sys.stdout.flush()

        def stop(*_: object) -> None:
            app.quit()

        signal.signal(signal.SIGINT, stop)
        signal.signal(signal.SIGTERM, stop)
        wake = QTimer()  # lets Python see the signals while Qt waits
        wake.timeout.connect(lambda: None)
        wake.start(200)
        app.exec()
        server.stop()
    print("stopped")
    return 0
