"""``teams-app serve``: the room terminals without the desktop app."""

from __future__ import annotations

import os
import queue
import signal
import sys
import threading
import time
from typing import Any, TextIO

from teams_app.cli.common import match_command, port
from words import word


def register(subparsers: Any) -> None:
    with match_command(
            subparsers, "serve", cmd_serve,
            help="serve the room terminals (each table enters its results on a phone)",
            description="Serve each table a page to enter its results on (see "
                        "docs/room-terminal.md).  Prints one address per page, with its "
                        "secret key and its short code.  The keys are kept with the match: "
                        "serving it again, here or from the app, gives the same addresses. "
                        " The match file is written only by this process meanwhile; "
                        "`report` can read it."
    ) as serve:
        serve.add_argument("--host", default=None, metavar="H",
                           help="the address to listen on (default: the one the match was "
                                "last served on, if it is still this machine's, else this "
                                "machine's address on the local network; 127.0.0.1: this "
                                "machine only)")
        serve.add_argument("--port", type=port, default=None, metavar="P",
                           help="the port (default: the one the match was last served on, "
                                "else 8330; 0: any free port)")


def cmd_serve(args: Any) -> int:
    # late: not every command needs it (the parser imports every command's module)
    from PySide6.QtCore import QCoreApplication, QTimer

    # late: the store (~130 ms), only in the commands that open a match
    from teams_app.server import DEFAULT_PORT, RoomServer, ServerError, local_addresses
    from teams_app.session import Session
    from teams_app.store import MatchStore

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    with MatchStore.open(args.match) as store:
        session = Session(store)
        server = RoomServer(session)
        server.lang = args.lang
        addresses = local_addresses()
        host = args.host or (server.keys.host if server.keys.host in addresses
                             else addresses[0])
        port = (server.keys.port or DEFAULT_PORT) if args.port is None else args.port
        try:
            server.start(host, port)
        except ServerError as exc:
            sys.stderr.write(f"teams-app: {word('cli.frame.error', args.lang)}: "
                             f"{word('cli.serve_failed', args.lang, why=exc.words(args.lang))}"
                             "\n")
            return 1
        lang = args.lang
        log = LineLog(sys.stdout, lang=lang)
        log.put(word("cli.serving", lang, file=args.match, host=server.host, port=server.port))
        pages = {table: word("cli.serve_table", lang, t=table) for table in server.urls()}
        pages[0] = word("cli.serve_host", lang)  # the host's page answers as table 0

        def said(table: int, route: str, status: int) -> None:
            if route.startswith("api/") and route not in ("api/state", "api/preview"):
                log.put(f"{pages[table]}: {route} -> {status}")

        server.answered.connect(said)
        for table, url in server.urls().items():
            log.put(f"{pages[table]}: {url}")
        log.put(f"{word('cli.serve_board', lang)}: {server.scoreboard_url()}")
        log.put(f"{pages[0]}: {server.host_url()}")
        log.put(word("terminals.code", lang, address=server.door_url()) + " " + ", ".join(
            server.code(page) for page in server.keys))

        def stop(*_: object) -> None:
            app.quit()

        signal.signal(signal.SIGINT, stop)
        signal.signal(signal.SIGTERM, stop)
        wake = QTimer()  # lets Python see the signals while Qt waits
        wake.timeout.connect(lambda: None)
        wake.start(200)
        app.exec()
        server.stop()
    log.close(word("cli.serve_stopped", lang))
    return 0


class LineLog:
    """``serve``'s lines on its standard output, written by a thread of their own: the
    server never waits for its output (a pipe nobody reads, ``| less`` left paused, holds
    about 64 KiB).  :meth:`put` never blocks: at most ``size`` lines wait; more are
    dropped and counted, and the count is written before the next line that gets through
    ("… N lines dropped …").  The thread writes to a duplicate of the stream's file
    descriptor with :func:`os.write`, holding no lock of Python's, so a write that never
    ends cannot hold up the program's exit."""

    def __init__(self, stream: TextIO, size: int = 1000, lang: str = "en") -> None:
        self.lang = lang  # the language of its own lines (the count of lines dropped)
        stream.flush()
        self._stream = stream
        try:
            self._fd: int | None = os.dup(stream.fileno())
        except (OSError, ValueError):  # no file behind it (a test's capture): write to it
            self._fd = None
        self._encoding = getattr(stream, "encoding", None) or "utf-8"
        self._queue: queue.Queue[str | None] = queue.Queue(maxsize=size)
        self._lock = threading.Lock()
        self._dropped = 0          # since the last line written
        self.dropped = 0           # in all
        self._thread = threading.Thread(target=self._write, name="serve log", daemon=True)
        self._thread.start()

    def put(self, line: str) -> None:
        """Queue a line (without its line break); drop and count it when the queue is full."""
        try:
            self._queue.put_nowait(line)
        except queue.Full:
            with self._lock:
                self._dropped += 1
                self.dropped += 1

    def close(self, last: str, timeout: float = 2.0) -> None:
        """Queue ``last`` (with the count of lines dropped, if any) and wait up to
        ``timeout`` seconds for the lines to be written; a stream still not read then is
        left as it is."""
        if self.dropped:
            last += " " + word("cli.serve_dropped_all", self.lang, count=self.dropped)
        if not self._thread.is_alive():  # the reader went away
            return
        deadline = time.monotonic() + timeout
        for line in (last, None):
            while True:
                try:
                    self._queue.put(line, timeout=max(0.0, deadline - time.monotonic()))
                    break
                except queue.Full:
                    if time.monotonic() >= deadline:
                        return
        self._thread.join(max(0.0, deadline - time.monotonic()))

    def _write(self) -> None:
        try:
            while (line := self._queue.get()) is not None:
                with self._lock:
                    dropped, self._dropped = self._dropped, 0
                if dropped:
                    line = word("cli.serve_dropped", self.lang, count=dropped) + "\n" + line
                if self._fd is None:
                    self._stream.write(line + "\n")
                    self._stream.flush()
                    continue
                data = (line + "\n").encode(self._encoding, "backslashreplace")
                while data:
                    data = data[os.write(self._fd, data):]
        except (OSError, ValueError):  # the reader went away: nothing more to say
            pass
        finally:
            if self._fd is not None:
                os.close(self._fd)
