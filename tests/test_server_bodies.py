"""The phone API under a real ``teams-app serve`` (issue 34, items 5 and 7): JSON nested
~1,000 deep (2 KiB) is a 400 on every POST route, never a 500; and an
answer never holds the laptop's path of the match (a full disk's 500 included)."""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from models.match import Seat, Settings, new_match
from teams_app.store import MatchStore

APP = [sys.executable, "-c", "import sys; from teams_app.cli import main; sys.exit(main())"]
ROUTES = ("api/result", "api/draw", "api/check")


def _request(url: str, body: bytes) -> tuple[int, bytes]:
    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
    try:
        connection.request("POST", parts.path, body=body,
                           headers={"Content-Type": "application/json"})
        answer = connection.getresponse()
        return answer.status, answer.read()
    finally:
        connection.close()


@contextlib.contextmanager
def _serving(path: Path):
    process = subprocess.Popen([*APP, "serve", str(path), "--host", "127.0.0.1", "--port",
                                "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    try:
        lines = [process.stdout.readline() for _ in range(3)]
        assert lines[1].startswith("table 1: http"), (lines, process.stderr)
        yield lines[1].split(": ", 1)[1].strip()
    finally:
        process.send_signal(signal.SIGTERM)
        process.communicate(timeout=30)


def _match(folder: Path) -> Path:
    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    path = folder / "club.match"
    MatchStore.create(path, new_match("Lions", "Tigers", seats, settings=Settings())).close()
    return path


def test_deep_json_is_a_400_on_every_post_route(tmp_path: Path) -> None:
    path = _match(tmp_path)
    with _serving(path) as url:
        for depth in (20, 1_000, 1_500):  # 1,500: 3 KiB, under the body limit
            for route in ROUTES:
                body = ('{"id": "client-00000001", "deal": 1, "x": ' + "[" * depth
                        + "]" * depth + "}").encode()
                status, raw = _request(url + route, body)
                assert status == 400, (depth, route, status, raw[:200])
                assert str(tmp_path) not in raw.decode()
                assert "error" in json.loads(raw)
        status, _ = _request(url + "api/draw", json.dumps(
            {"id": "client-00000002", "deal": 1}).encode())
        assert status == 200  # the server lives on


def _small_disk(tmp_path: Path) -> Path | None:
    mount = tmp_path / "disk"
    mount.mkdir()
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return None
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(mount)],
                          capture_output=True)
    return mount if done.returncode == 0 else None


def test_no_answer_holds_the_laptops_path(tmp_path: Path) -> None:
    """A full disk fails the phone's post with a 503 saying so, without the path (the
    phone keeps the post and sends it again)."""
    disk = _small_disk(tmp_path)
    if disk is None:
        pytest.skip("no tmpfs can be mounted here (not root)")
    try:
        path = _match(disk)
        with _serving(path) as url:
            filler = disk / "filler"
            with open(filler, "wb", buffering=0) as out:
                for size in (65536, 4096, 1):
                    with contextlib.suppress(OSError):
                        while True:
                            out.write(b"\0" * size)
            answers = []
            for n in range(1, 7):  # until a write needs a page the disk has not
                status, raw = _request(url + "api/draw", json.dumps(
                    {"id": f"client-{n:08}", "deal": n}).encode())
                answers.append((status, raw.decode()))
                if status != 200:
                    break
            status, text = answers[-1]
            assert status == 503 and "the disk is full" in text, answers
            for _status, text in answers:
                assert str(tmp_path) not in text, text
            filler.unlink()
    finally:
        subprocess.run(["umount", "-l", str(disk)], check=False)
