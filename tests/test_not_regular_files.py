"""Only regular files are opened as matches, backups or import files (issue 34, item
3): a named pipe (FIFO), a device, a socket and a loop of symbolic links are refused at
once, by name.  Each command runs in a child process with a timeout, so that a command
waiting on a pipe fails the test instead of hanging it."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "resources" / "samples" / "full-match.csv"
APP = [sys.executable, "-c", "import sys; from teams_app.cli import main; sys.exit(main())"]
PLAYERS = ["--team-a", "Alpha", "--team-b", "Beta", "--players-a", "Ann,Al,Amy,Abe",
           "--players-b", "Bea,Bob,Bo,Bill"]

#: slow (README: the quick run leaves it out, ``-m "not slow"``)
pytestmark = [
    pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX"),
    pytest.mark.slow,
]


def _run(*args: object, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*APP, *map(str, args)], capture_output=True, text=True, cwd=cwd,
                          timeout=30)  # a command waiting on the pipe fails here


@pytest.fixture
def odd_files(tmp_path: Path):
    """Things that are not regular files: what each is called in the refusal."""
    fifo = tmp_path / "pipe.match"
    os.mkfifo(fifo)
    loop = tmp_path / "loop.match"
    loop.symlink_to(tmp_path / "other.match")
    (tmp_path / "other.match").symlink_to(loop)
    sock = tmp_path / "s.match"
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(sock))
    found = {fifo: "named pipe (FIFO)", loop: "loop", sock: "socket"}
    if Path("/dev/null").exists():
        found[Path("/dev/null")] = "device"
    yield found
    server.close()


def test_odd_files_are_refused_at_once_by_name(tmp_path: Path, odd_files) -> None:
    match = tmp_path / "club.match"
    assert _run("new", match, *PLAYERS, cwd=tmp_path).returncode == 0
    before = match.read_bytes()
    for odd, words in odd_files.items():
        for args in (["report", odd], ["report", odd, "--json"], ["log", odd],
                     ["import", odd, SAMPLE], ["undo", odd], ["deals", "checks", odd],
                     ["print", odd, "--what", "result-sheet", "-o", tmp_path / "r.pdf"],
                     ["import", match, odd],
                     ["restore", odd, match], ["restore", match.parent / "none.match", odd],
                     ["serve", odd, "--host", "127.0.0.1", "--port", "0"]):
            done = _run(*args, cwd=tmp_path)
            assert done.returncode == 1, (args, done.stderr)
            if args[0] == "restore" and args[1] != odd:
                assert "no such backup" in done.stderr, (args, done.stderr)
                continue
            assert words in done.stderr and str(odd.name) in done.stderr, (args, done.stderr)
            assert "Traceback" not in done.stderr
    assert match.read_bytes() == before
    assert not (tmp_path / "r.pdf").exists()


def test_a_pipe_as_import_file_holds_no_lock(tmp_path: Path) -> None:
    """The import used to wait on the pipe holding the writer's lock: every other
    writer was refused meanwhile."""
    match = tmp_path / "club.match"
    assert _run("new", match, *PLAYERS, cwd=tmp_path).returncode == 0
    fifo = tmp_path / "results.csv"
    os.mkfifo(fifo)
    done = _run("import", match, fifo, cwd=tmp_path)
    assert done.returncode == 1 and "named pipe" in done.stderr, done.stderr
    assert _run("import", match, SAMPLE, cwd=tmp_path).returncode == 0
