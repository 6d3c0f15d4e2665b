"""The room server's front door and its dead ends, in the reader's language.

* ``/`` is the **door**: a phone that opened ``http://HOST:PORT/`` types the short code
  the laptop shows beside a page's QR code (:func:`teams_app.server.keys.code_of`) and is
  sent on to that page.
* An address with a key the server does not know (renewed on the laptop, or never
  given) answers 404 with words: a small page for a browser, ``{"error": …}`` for the
  API, "This code is no longer valid — scan the new one on the laptop".

Their language (:func:`request_language`) is the one every page of the server follows:
``?lang=``, then the browser's (``Accept-Language``), then the laptop's.  Every answer
of the server is sent by :func:`send` (its headers) or :func:`send_json`.
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
import re
from typing import Any, Final

from PySide6.QtCore import QByteArray
from PySide6.QtHttpServer import QHttpServerResponder, QHttpServerResponse
from PySide6.QtNetwork import QHttpHeaders

import words
from teams_app.store import StoreError
from words import LANGUAGES
from words.file_errors import store_problem_text
from words.report import LANGUAGE_MARKS

Status = QHttpServerResponder.StatusCode
HTML: Final = b"text/html; charset=utf-8"
JSON: Final = b"application/json; charset=utf-8"
#: the rooms' pages' policy: nothing but their own files, no frames, no forms
PAGES_POLICY: Final = "default-src 'self'; frame-ancestors 'none'; form-action 'none'"

#: the door's and the dead ends' own style (one small block: allowed by its digest)
STYLE: Final = (
    "body{margin:0 auto;max-width:30rem;padding:16px;font:1.1rem/1.4 system-ui,"
    "'DejaVu Sans',sans-serif;color:#111;background:#f4f4f0}"
    "h1{font-size:1.25rem;color:#1d4e3a}p{margin:.6em 0}"
    "input,button{font:inherit;font-size:1.4rem;width:100%;min-height:52px;margin:6px 0;"
    "border-radius:10px;box-sizing:border-box}"
    "input{padding:8px;border:2px solid #1d4e3a;text-transform:uppercase;letter-spacing:.08em}"
    "button{border:0;background:#1d4e3a;color:#fff;font-weight:700}"
    ".error{color:#b3261e;font-weight:600}"
    "nav a{display:inline-block;min-width:44px;padding:8px;margin-right:6px;color:#1d4e3a}")
#: the Content-Security-Policy of these pages: no script, their own style, forms to ``/``
POLICY: Final = ("default-src 'none'; style-src 'sha256-"
                 + base64.b64encode(hashlib.sha256(STYLE.encode()).digest()).decode()
                 + "'; form-action 'self'; frame-ancestors 'none'")


def accept_language(header: str) -> str | None:
    """The first of our languages in an ``Accept-Language`` header, by its weights."""
    ranked: list[tuple[float, int, str]] = []
    for index, part in enumerate(header.split(",")):
        tag, _, params = part.strip().partition(";")
        weight = 1.0
        for param in params.split(";"):
            name, _, value = param.strip().partition("=")
            if name.strip() == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        code = tag.strip().lower().split("-")[0]
        if code in LANGUAGES and weight > 0:
            ranked.append((-weight, index, code))
    return min(ranked)[2] if ranked else None


def request_language(query_lang: str, header: str, default: str) -> str:
    """A request's language: ``?lang=``, the browser's, the laptop's (``default``)."""
    if query_lang in LANGUAGES:
        return query_lang
    return accept_language(header) or (default if default in LANGUAGES else "en")


def _page(lang: str, title: str, body: str, here: str = "/") -> bytes:
    links = "".join(f'<a href="{here}?lang={code}" lang="{code}">{LANGUAGE_MARKS[code]}</a>'
                    for code in LANGUAGES)
    return (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            '<meta name="referrer" content="no-referrer">'
            f"<title>teams-app · {html.escape(title)}</title><style>{STYLE}</style></head>"
            f"<body><h1>{html.escape(title)}</h1>{body}<nav>{links}</nav></body></html>"
            ).encode()


def stale_page(lang: str) -> bytes:
    """The page of an address whose key is not (or no longer) one of the server's."""
    return _page(lang, words.word("door.stale_title", lang),
                 f'<p id="gone">{html.escape(words.word("door.stale", lang))}</p>'
                 f'<p><a href="/?lang={lang}">{html.escape(words.word("door.type_code", lang))}'
                 "</a></p>", here="")


def door_page(lang: str, typed: str = "", error: str = "") -> bytes:
    """The front door: a field for a page's short code."""
    said = f'<p class="error" role="alert">{html.escape(error)}</p>' if error else ""
    return _page(lang, words.word("door.title", lang),
                 f"<p>{html.escape(words.word('door.intro', lang))}</p>{said}"
                 '<form method="get" action="/">'
                 f'<input type="hidden" name="lang" value="{lang}">'
                 f'<input name="code" value="{html.escape(typed[:40])}" autocomplete="off" '
                 'autocapitalize="characters" spellcheck="false" '
                 f'aria-label="{html.escape(words.word("door.code", lang))}" '
                 'placeholder="T1-ABCD-EFGH" autofocus>'
                 f'<button type="submit">{html.escape(words.word("door.open", lang))}'
                 "</button></form>")


def send(response: QHttpServerResponse, status: Status, body: bytes, mime: bytes,
         policy: str = PAGES_POLICY) -> None:
    """Answer with ``body``: never cached, never framed, no referrer (the key is in the
    address), only the page's own files (``policy``)."""
    answer = QHttpServerResponse(mime, QByteArray(body), status)
    headers = QHttpHeaders()
    headers.append(QHttpHeaders.WellKnownHeader.ContentType, mime.decode())
    headers.append(QHttpHeaders.WellKnownHeader.CacheControl, "no-store")
    headers.append("X-Content-Type-Options", "nosniff")
    headers.append("Referrer-Policy", "no-referrer")
    headers.append("X-Frame-Options", "DENY")
    headers.append("Content-Security-Policy", policy)
    answer.setHeaders(headers)
    response.swap(answer)


def send_json(response: QHttpServerResponse, status: Status, body: dict[str, Any]) -> Status:
    try:
        data = json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode()
    except UnicodeEncodeError:  # a lone surrogate sent in, echoed in a message
        data = json.dumps(body, separators=(",", ":")).encode()  # as a \ud800 escape
    send(response, status, data, JSON)
    return status


def send_stale(response: QHttpServerResponse, route: str, lang: str) -> None:
    """An address of ours whose key is not (or no longer) one the server knows: the page
    says so, the API too (404)."""
    if route == "":
        send(response, Status.NotFound, stale_page(lang), HTML, POLICY)
    else:
        send_json(response, Status.NotFound, {"error": words.word("door.stale", lang),
                                              "stale": True})


def as_bytes(data: QByteArray | bytes) -> bytes:
    """A Qt byte array as bytes (PySide6 hands some, a header's value, as bytes)."""
    return data if isinstance(data, bytes) else bytes(data.data())


_A_PATH = re.compile(r"(?:[A-Za-z]:)?(?:[\\/][^\s\\/'\"]+)*[\\/]([^\s\\/'\"]+)")


def without_paths(error: BaseException) -> str:
    """An error's words for a phone: a store error's problem without the file's path,
    any other path cut to its last part (the laptop's folders are nobody's business)."""
    text = (store_problem_text(error) if isinstance(error, StoreError)
            else str(error) or type(error).__name__)
    return _A_PATH.sub(lambda m: m.group(1), text)
