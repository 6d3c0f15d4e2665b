"""A phone's HTTP request to the room server in the same process: sent from a worker
thread while Qt's loop runs (the server answers on the Qt thread)."""

from __future__ import annotations

import http.client
import json
from concurrent.futures import ThreadPoolExecutor
from urllib.parse import urlsplit

_POOL = ThreadPoolExecutor(max_workers=2)


def _request(url: str, body: bytes | None) -> tuple[int, bytes]:
    parts = urlsplit(url)
    path = parts.path + (f"?{parts.query}" if parts.query else "")
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
    try:
        if body is None:
            connection.request("GET", path)
        else:
            connection.request("POST", path, body=body,
                               headers={"Content-Type": "application/json"})
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def post(qtbot, url: str, payload: dict | None) -> tuple[int, dict]:
    """A phone's post (None: a GET), from a worker thread while Qt's loop runs (the
    server answers on the Qt thread)."""
    future = _POOL.submit(_request, url, None if payload is None else json.dumps(payload).encode())
    qtbot.waitUntil(future.done, timeout=20_000)
    status, raw = future.result()
    return status, json.loads(raw) if raw else {}
