"""The room terminals' HTTP server: Qt's QtHttpServer, answering on the GUI thread.

Qt parses HTTP and enforces the bounds (body size, URL and header sizes, requests per
second per address: :data:`LIMITS`).  PySide6's ``route()`` only takes fixed paths and
cannot set a status, so no route is registered: every request reaches the after-request
handler as Qt's "404 Not Found", and :meth:`RoomServer._answer` swaps in the answer for
the paths it knows — ``/t/<key>/`` (the page), ``/t/<key>/page.js|page.css`` and
``/t/<key>/api/…``.  ``/`` is the door a short code is typed at, and an address with a key
the server does not know gets words (:mod:`teams_app.server.doors`); anything else stays
an empty 404.

Every write goes through the app's :class:`~teams_app.session.Session` (the operations
layer; the views listen to the same session and refresh at once), so the app, or
``teams-app serve``, stays the match file's single writer.  The handlers run on the
thread the server lives on — the GUI thread — one at a time, so the two rooms and the
laptop entering at once are simply served one after the other.

The keys are kept with the match (:mod:`teams_app.server.keys`): a restart serves the
same addresses, and only :meth:`RoomServer.renew` gives a page a new one (the old one
stops at once).  Posts carry a client id; a repeated id gets the stored answer and
changes nothing.  The seen ids live as long as the server, but a phone keeps what it
could not send (its outbox, by match and table) and sends it again once the laptop
answers: what a post does, and why one sent again is stored once or refused, is
:mod:`teams_app.server.table_posts`.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import re
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QUrl, Signal
from PySide6.QtHttpServer import (
    QHttpServer,
    QHttpServerConfiguration,
    QHttpServerRequest,
    QHttpServerResponse,
)
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QHttpHeaders, QTcpServer

import words
from models.errors import MatchCoreError
from models.format import TABLES
from teams_app import operations
from teams_app.server import doors, host, scoreboard, state
from teams_app.server.doors import HTML, as_bytes, send, send_json, send_stale, without_paths
from teams_app.server.keys import LETTERS, PAGES, CodeGuard, Keys, code_of, table_of, table_page
from teams_app.server.pages import HOST_SHARED_WORDS, page_file, page_words, with_words
from teams_app.server.phones import Phone, did
from teams_app.server.table_posts import Refusal, Status, TablePosts, number_field
from teams_app.store import StoreError
from teams_app.store.rows import json_depth_ok
from words import errors
from words.file_errors import store_problem_text
from words.steps import changes_words

if TYPE_CHECKING:
    from teams_app.session import Session



@dataclass(frozen=True)
class Limits:
    """What one request may be: the server refuses more (413, 414, 431, 429)."""

    body: int = 4096                 # bytes of a POST body
    url: int = 2048                  # bytes of the request target
    headers: int = 8192              # bytes of all header fields together
    header_fields: int = 40
    per_second: int = 40             # requests per second from one address
    seen_ids: int = 2000             # client ids remembered per table


LIMITS = Limits()
_PATH = re.compile(
    r"^/t/([A-Za-z0-9_-]{16,64})/(|textsize\.js|common\.js|page\.js|page\.css|api/[a-z]+)$")
#: the host's page (:mod:`teams_app.server.host`)
_HOST_PATH = re.compile(
    r"^/h/([A-Za-z0-9_-]{16,64})/"
    r"(|textsize\.js|common\.js|host\.js|page\.css|host\.css|api/[a-z]+)$")
_CLIENT_ID = re.compile(r"^[A-Za-z0-9_-]{8,64}$")
_HTML, _JS, _CSS = HTML, b"text/javascript; charset=utf-8", b"text/css; charset=utf-8"
_STATIC = {"": ("index.html", _HTML), "textsize.js": ("textsize.js", _JS),
           "common.js": ("common.js", _JS), "page.js": ("page.js", _JS),
           "page.css": ("page.css", _CSS)}
_HOST_STATIC = {"": ("host.html", _HTML), "textsize.js": ("textsize.js", _JS),
                "common.js": ("common.js", _JS), "host.js": ("host.js", _JS),
                "page.css": ("page.css", _CSS), "host.css": ("host.css", _CSS)}
#: the host's seen client ids are kept under this "table"
_HOST = 0
_GET_ROUTES = {"api/state", "api/preview"}
_POST_ROUTES = {"api/result", "api/draw", "api/check", "api/confirm", "api/sign"}


class ServerError(Exception):
    """The server could not start (address in use, not this machine's…): worded by its
    message key (``server.<key>``) in any language, :meth:`words`."""

    def __init__(self, reason: str, key: str, **params: object) -> None:
        super().__init__(reason)
        self.key = key
        self.params: dict[str, Any] = params

    def words(self, lang: str | None = None) -> str:
        return words.word(f"server.{self.key}", lang, **self.params)


#: why a port cannot be listened on, by Qt's socket error: its message key
_LISTEN_KEYS: dict[QAbstractSocket.SocketError, str] = {
    QAbstractSocket.SocketError.AddressInUseError: "address_in_use",
    QAbstractSocket.SocketError.SocketAccessError: "no_access",
    QAbstractSocket.SocketError.SocketAddressNotAvailableError: "not_this_machine",
}


class RoomServer(QObject):
    """Serves each table of the session's match its page and API (see the module)."""

    #: the keys (and so the addresses) changed: renewed, started or stopped
    keys_changed = Signal()
    #: a request was answered: (table, route, status) — for the app's status line and tests
    answered = Signal(int, str, int)

    def __init__(self, session: Session, parent: QObject | None = None,
                 limits: Limits = LIMITS) -> None:
        super().__init__(parent)
        self.session = session
        self.limits = limits
        self._http: QHttpServer | None = None
        self._tcp: QTcpServer | None = None
        self.host = ""
        self.port = 0
        #: the pages' keys, kept with the match (:mod:`teams_app.server.keys`)
        self._noted = session.store.noted("terminals")
        self.keys = Keys.from_data(self._noted)
        #: the laptop's language: a page's when neither it nor its browser names one
        self.lang = "en"
        #: each page's phone, as the laptop last heard of it
        self.phones: dict[str, Phone] = {page: Phone() for page in PAGES}
        #: the page whose key was renewed last (its phone must scan the new code)
        self.renewed = ""
        self._codes = CodeGuard()
        self._seen: dict[int, OrderedDict[str, tuple[str, int, bytes]]] = {}
        self._board = scoreboard.Answers()
        # the session tells every change (the scoreboard's answers are then stale); a
        # session outliving this server stops telling it
        unlisten = session.listen(self._board.clear)
        self.destroyed.connect(lambda *_: unlisten())
        self.match_id = _match_id(session)
        self.posts = TablePosts(session, self.match_id)
        self._static = {name: page_file(file) for name, (file, _) in _STATIC.items()}
        self._static[""] = with_words(self._static[""])
        self._host_static = {name: page_file(file) for name, (file, _) in _HOST_STATIC.items()}
        self._host_static[""] = with_words(self._host_static[""],
                                            page_words("hostpage.", HOST_SHARED_WORDS))

    # -- life -------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._tcp is not None

    def start(self, host: str, port: int = 0) -> None:
        """Listen on ``host`` (an address of this machine) and ``port`` (0: any free one)."""
        self.stop()
        address = QHostAddress(host)
        if address.isNull():
            raise ServerError(f"{host}: not an IP address", "not_an_address", host=host)
        http = QHttpServer(self)
        config = QHttpServerConfiguration()
        config.setMaximumBodySize(self.limits.body)
        config.setMaximumUrlSize(self.limits.url)
        config.setMaximumTotalHeaderSize(self.limits.headers)
        config.setMaximumHeaderFieldCount(self.limits.header_fields)
        config.setRateLimitPerSecond(self.limits.per_second)
        config.setKeepAliveTimeout(15)
        http.setConfiguration(config)
        # PySide6 does not keep the callable alive: hold the bound method ourselves
        self._handler = self._answer
        http.addAfterRequestHandler(self, self._handler)
        tcp = QTcpServer(self)
        if not tcp.listen(address, port):
            message, why = tcp.errorString(), tcp.serverError()
            tcp.deleteLater()
            http.deleteLater()
            raise ServerError(f"{host}:{port}: {message}", _LISTEN_KEYS.get(why, "listen"),
                              host=host, port=port, message=message)
        if not http.bind(tcp):
            tcp.close()
            raise ServerError(f"{host}:{port}: the HTTP server could not take the socket",
                              "socket", host=host, port=port)
        self._http, self._tcp = http, tcp
        self.host, self.port = host, tcp.serverPort()
        self._seen = {table: OrderedDict() for table in (*TABLES, _HOST)}
        self.keys.host, self.keys.port, self.keys.serving = self.host, self.port, True
        self._keep()
        self.keys_changed.emit()

    def stop(self, *, for_good: bool = False) -> None:
        """Stop listening.  ``for_good``: the host turned the terminals off, so opening
        the match again does not start them (else it does, on the same addresses)."""
        if self._tcp is not None:
            self._tcp.close()
            self._tcp.deleteLater()
        if self._http is not None:
            self._http.deleteLater()
        was_running = self._tcp is not None
        self._http = self._tcp = None
        self._seen = {}
        if for_good and self.keys.serving:
            self.keys.serving = False
            self._keep()
        if was_running:
            self.keys_changed.emit()

    def _keep(self) -> None:
        """Keep the keys and the address with the match (not when it is open read-only;
        a file that cannot be written keeps them in memory: the server goes on)."""
        data = self.keys.data()
        if data == self._noted:
            return  # as the file keeps them (served again on the same address and port)
        with contextlib.suppress(StoreError):
            if operations.keep_terminals(self.session.store, data):
                self._noted = data

    def _renew(self, page: str) -> None:
        if not self.running:
            raise KeyError(page)
        self.keys.renew(page)
        self.renewed = page
        self.phones[page] = Phone()
        if page in ("host", *map(table_page, TABLES)):  # the pages that post
            self._seen[table_of(page) or _HOST] = OrderedDict()
        self._keep()
        self.keys_changed.emit()

    def renew(self, table: int | None = None) -> None:
        """New keys for one table (None: every table); the old ones stop at once."""
        for number in ([table] if table is not None else list(TABLES)):
            if number not in TABLES:
                raise KeyError(number)
            self._renew(table_page(number))

    def renew_scoreboard(self) -> None:
        """A new key for the scoreboard; the old address stops at once."""
        self._renew("scoreboard")

    def renew_host(self) -> None:
        """A new key for the host's page; the old address stops at once."""
        self._renew("host")

    def door_url(self) -> str:
        """The server's root, where a page's short code is typed: ``http://HOST:PORT/``."""
        if not self.running:
            raise KeyError("door")
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/"

    def page_url(self, page: str) -> str:
        """A page's address (``table1``, ``scoreboard``, ``host``…), while serving."""
        return self.door_url()[:-1] + self.keys.path(page)

    def host_url(self) -> str:
        """The host's page: ``http://HOST:PORT/h/KEY/``."""
        return self.page_url("host")

    def scoreboard_url(self) -> str:
        """The scoreboard: ``http://HOST:PORT/s/KEY/``."""
        return self.page_url("scoreboard")

    def url(self, table: int) -> str:
        """A table's page: ``http://HOST:PORT/t/KEY/``."""
        return self.page_url(table_page(table))

    def urls(self) -> dict[int, str]:
        return {table: self.url(table) for table in TABLES} if self.running else {}

    def code(self, page: str) -> str:
        """A page's short code (typed at ``http://HOST:PORT/``)."""
        return code_of(page, self.keys.keys[page])

    def _heard(self, page: str, what: tuple[str, dict[str, Any]] | None = None) -> None:
        """A page's phone was heard from (and did ``what``: a message key, its values)."""
        phone = self.phones[page]
        phone.heard = time.monotonic()
        if what is not None:
            phone.what, phone.did_at = what, phone.heard

    # -- answering --------------------------------------------------------------------
    def _answer(self, request: QHttpServerRequest, response: QHttpServerResponse) -> None:
        """Qt's after-request handler: answer the known paths (see the module)."""
        if response.statusCode() != Status.NotFound:
            return  # Qt's own answer (too large, too many requests…)
        path = request.url().path()
        if path == "/":
            self._answer_door(request, response)
            return
        found = _PATH.match(path) or _HOST_PATH.match(path) or scoreboard.PATH.match(path)
        if found is None:
            return  # not a path of ours: an empty 404
        page = self.keys.page_of(found.group(1)) if self.running else None
        if page is None or LETTERS[page] != path[1]:  # a key of ours, of another kind
            send_stale(response, found.group(2), self._lang(request))
            return
        self._heard(page)
        if page == "host":
            self._answer_host(found.group(2), request, response)
            return
        if page == "scoreboard":
            self._answer_scoreboard(found.group(2), request, response)
            return
        table = table_of(page)
        assert table is not None  # every other page is answered above
        route = found.group(2)
        lang = self._lang(request)
        method = request.method()
        is_get = method == QHttpServerRequest.Method.Get

        def work() -> Status | None:
            if route in _STATIC:
                require(is_get, "GET", lang)
                send(response, Status.Ok, self._static[route], _STATIC[route][1])
                return Status.Ok
            if route in _GET_ROUTES:
                require(is_get, "GET", lang)
                body = (self._state(table) if route == "api/state"
                        else self._preview(table, request, lang))
                return send_json(response, Status.Ok, body)
            if route in _POST_ROUTES:
                require(method == QHttpServerRequest.Method.Post, "POST", lang)
                return self._post(table, route, request, response, lang)
            return None

        status = self._guarded(response, lang, work)
        if status is None:
            return
        self.answered.emit(table, route, int(status.value))

    def _guarded(self, response: QHttpServerResponse, lang: str,
                 work: Callable[[], Status | None]) -> Status | None:
        """Run ``work`` (an answer; None: not a path it knows) in the page's language: a
        refusal is answered with its status, the core's refusal with a 422, anything
        else with a 500 — the phone gets an answer, the app lives on."""
        try:
            with words.speaking(lang):
                return work()
        except Refusal as refusal:
            return send_json(response, refusal.status, {"error": refusal.message})
        except MatchCoreError as error:
            with words.speaking(lang):
                message = errors.error_text(error)
            return send_json(response, Status.UnprocessableEntity, {"error": message})
        except StoreError as error:  # not saved (a full disk, an I/O error): sent again
            return send_json(response, Status.ServiceUnavailable,
                                   {"error": store_problem_text(error, lang)})
        except Exception as error:  # noqa: BLE001 - the phone gets an answer, the app lives on
            return send_json(response, Status.InternalServerError,
                                   {"error": words.word("phone.server_error", lang,
                                                        error=without_paths(error))})

    def _answer_door(self, request: QHttpServerRequest,
                     response: QHttpServerResponse) -> None:
        """``/``: the door a page's short code is typed at; the right code sends the
        phone on to its page (303), a wrong one is said (a few a minute, from anyone)."""
        lang = self._lang(request)
        typed = request.query().queryItemValue(
            "code", QUrl.ComponentFormattingOption.FullyDecoded)[:40]
        error, status = "", Status.Ok
        if typed and not self.running:
            error = words.word("door.stale", lang)
        elif typed and not self._codes.open():
            error, status = words.word("door.wait", lang), Status.TooManyRequests
        elif typed:
            page = self.keys.page_of_code(typed)
            if page is not None:
                answer = QHttpServerResponse(Status.SeeOther)
                headers = QHttpHeaders()
                headers.append(QHttpHeaders.WellKnownHeader.Location,
                               self.keys.path(page))
                headers.append(QHttpHeaders.WellKnownHeader.CacheControl, "no-store")
                answer.setHeaders(headers)
                response.swap(answer)
                return
            self._codes.wrong()
            error = words.word("door.wrong", lang)
        send(response, status, doors.door_page(lang, typed, error), _HTML,
                   doors.POLICY)

    def _lang(self, request: QHttpServerRequest) -> str:
        """A request's language (:func:`teams_app.server.doors.request_language`)."""
        accept = as_bytes(request.headers().value("accept-language")).decode("latin-1")
        return doors.request_language(request.query().queryItemValue("lang"), accept[:200],
                                      self.lang)

    def _answer_scoreboard(self, route: str, request: QHttpServerRequest,
                           response: QHttpServerResponse) -> None:
        """``/s/<key>/…``: the scoreboard (:mod:`teams_app.server.scoreboard`), GET only."""
        lang = self._lang(request)
        if request.method() != QHttpServerRequest.Method.Get:
            send_json(response, Status.MethodNotAllowed,
                            {"error": words.word("phone.method", lang, method="GET")})
            return
        try:
            body, mime = self._board.answer(self.session.match, route, lang)
        except Exception as error:  # noqa: BLE001 - the screen gets an answer, the app lives on
            send_json(response, Status.InternalServerError,
                            {"error": words.word("phone.server_error", lang,
                                                 error=without_paths(error))})
            return
        send(response, Status.Ok, body, mime)

    def _state(self, table: int) -> dict[str, Any]:
        # "match": the phone keeps what it could not send under the match and the table
        return {**state.table_state(self.session, table), "match": self.match_id}

    def _preview(self, table: int, request: QHttpServerRequest, lang: str) -> dict[str, Any]:
        query = request.query()
        deal = number_field(query.queryItemValue("deal"), "deal", lang)
        attempt_text = query.queryItemValue("attempt")
        attempt = number_field(attempt_text, "attempt", lang) if attempt_text else None
        entry = query.queryItemValue("entry", QUrl.ComponentFormattingOption.FullyDecoded)
        self.posts.check_round(table, deal, lang)
        return state.preview(self.session.match, table, deal, attempt, entry[:80])

    # -- writes -----------------------------------------------------------------------
    def _answer_host(self, route: str, request: QHttpServerRequest,
                     response: QHttpServerResponse) -> None:
        """``/h/<key>/…``: the host's page and its API (:mod:`teams_app.server.host`)."""
        lang = self._lang(request)
        method = request.method()

        def work() -> Status | None:
            if route in _HOST_STATIC:
                require(method == QHttpServerRequest.Method.Get, "GET", lang)
                send(response, Status.Ok, self._host_static[route],
                           _HOST_STATIC[route][1])
                return Status.Ok
            if route == "api/state":
                require(method == QHttpServerRequest.Method.Get, "GET", lang)
                return send_json(response, Status.Ok, self._host_state(lang))
            if route in host.POST_ROUTES:
                require(method == QHttpServerRequest.Method.Post, "POST", lang)
                return self._host_post(route, request, response, lang)
            return None

        status = self._guarded(response, lang, work)
        if status is None:
            return
        self.answered.emit(_HOST, route, int(status.value))

    def _host_state(self, lang: str) -> dict[str, Any]:
        return {**host.host_state(self.session, lang), "match": self.match_id}

    def _host_post(self, route: str, request: QHttpServerRequest,
                   response: QHttpServerResponse, lang: str) -> Status:
        body, client_id, fingerprint = self._read_post(request, route, lang)
        self.posts.check_match(body, lang)  # "table" is the table a step is for, not typed at
        repeated = self._repeated(_HOST, client_id, fingerprint, lang)
        if repeated is not None:
            return send_json(response, repeated[0],
                                   {**repeated[1], "state": self._host_state(lang)})
        if route == "api/undo":
            # what the page showed is what is undone: a table's post since is not
            was, now = body.get("was"), host.undo_text(self.session)
            if not isinstance(was, str) or was != now:
                raise Refusal(Status.Conflict, words.word(
                    "host.undo_changed", lang, what=now or words.word("host.nothing")))
        try:
            changes = host.act(self.session, route, body,
                               lambda v, name: number_field(v, name, lang))
        except host.FieldError as error:
            raise Refusal(Status.BadRequest,
                          words.word("phone.field", lang, field=error.field)) from None
        answer: dict[str, Any] = {"ok": True, "done": self._done_text(changes)}
        with words.speaking(self.lang):
            self._heard("host", ("terminals.did_host", {"what": self._done_text(changes)}))
        self._remember(_HOST, client_id, fingerprint, answer)
        answer["state"] = self._host_state(lang)
        return send_json(response, Status.Ok, answer)

    def _done_text(self, changes: Any) -> str:
        """What a host's step did, as the host's room may read it."""
        if changes.command is None:
            return changes_words(changes)
        safe = self.session.room_words(changes.command, self.session.host_seen)
        if changes.step == "undo":
            return words.word("step.undo", what=safe)
        return safe

    def _read_post(self, request: QHttpServerRequest, route: str,
                   lang: str) -> tuple[dict[str, Any], str, str]:
        """A post's JSON body, its client id and its fingerprint (the route and the body
        but the id: a retry's is the same), or a refusal (415, 400)."""
        content_type = as_bytes(request.headers().value("content-type")).decode("latin-1")
        if content_type.split(";")[0].strip().lower() != "application/json":
            raise Refusal(Status.UnsupportedMediaType, words.word("phone.content_type", lang))
        try:
            text = as_bytes(request.body()).decode("utf-8")
            if not json_depth_ok(text, _MAX_BODY_DEPTH):  # before the parser recurses
                raise Refusal(Status.BadRequest, words.word("phone.json_deep", lang,
                                                             most=_MAX_BODY_DEPTH))
            body = json.loads(text)
        except (UnicodeDecodeError, ValueError, RecursionError):
            raise Refusal(Status.BadRequest, words.word("phone.bad_json", lang)) from None
        if not isinstance(body, dict):
            raise Refusal(Status.BadRequest, words.word("phone.bad_json", lang))
        client_id = body.get("id")
        if not isinstance(client_id, str) or not _CLIENT_ID.match(client_id):
            raise Refusal(Status.BadRequest, words.word("phone.client_id", lang))
        fingerprint = json.dumps([route, {k: v for k, v in body.items() if k != "id"}],
                                 sort_keys=True)
        return body, client_id, fingerprint

    def _repeated(self, table: int, client_id: str, fingerprint: str,
                  lang: str) -> tuple[Status, dict[str, Any]] | None:
        """The stored answer of a post seen before under its client id (a retry: nothing
        is written twice); a different post under the same id is refused (409)."""
        seen = self._seen[table]
        if client_id not in seen:
            return None
        known, status_code, data = seen[client_id]
        if known != fingerprint:
            raise Refusal(Status.Conflict, words.word("phone.id_reused", lang))
        answer = json.loads(data)
        answer["repeated"] = True
        return Status(status_code), answer

    def _remember(self, table: int, client_id: str, fingerprint: str,
                  answer: dict[str, Any]) -> None:
        seen = self._seen[table]
        seen[client_id] = (fingerprint, Status.Ok.value, json.dumps(answer).encode())
        while len(seen) > self.limits.seen_ids:
            seen.popitem(last=False)

    def _post(self, table: int, route: str, request: QHttpServerRequest,
              response: QHttpServerResponse, lang: str) -> Status:
        body, client_id, fingerprint = self._read_post(request, route, lang)
        self.posts.check_typed_here(table, body, lang)
        repeated = self._repeated(table, client_id, fingerprint, lang)
        if repeated is not None:
            return send_json(response, repeated[0],
                                   {**repeated[1], "state": self._state(table)})
        answer = self.posts.write(table, route, body, lang)
        self._heard(table_page(table), did(route, body))
        self._remember(table, client_id, fingerprint, answer)
        answer["state"] = self._state(table)
        return send_json(response, Status.Ok, answer)


def require(ok: bool, method: str, lang: str) -> None:
    """Refuse a request made with another method than ``method`` (405)."""
    if not ok:
        raise Refusal(Status.MethodNotAllowed, words.word("phone.method", lang, method=method))


def _match_id(session: Session) -> str:
    """A name of the match for the phones: a digest of when it was created, the same
    after a restart, in a restored backup and in a copy, and different for another match
    (the path of an old file without that)."""
    created = session.store.created_at() or str(session.store.path)
    return hashlib.sha256(created.encode()).hexdigest()[:16]


#: A request's JSON nests at most this deep (a phone's posts nest 2 deep).
_MAX_BODY_DEPTH = 16
