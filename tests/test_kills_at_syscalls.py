"""Kills at exact system calls (issue 34, item 1): the real command is run under
``strace -f -e inject=SYSCALL:signal=KILL:when=N`` so that it dies at the N-th
``fdatasync``, ``fsync``, ``rename`` or ``unlink`` of ``new``, of the first import, of
the first change after a restore and of ``serve``'s first post.  After each kill the
file must open — by a reading command first, or by a writer first — and hold the
state before or the state after the step, never anything between.

A kill in a match's first change used to leave a hot ``-journal`` that the read-only
pre-check (``check_file`` → ``mode=ro``) refused before any writer could roll it back:
"SQLite cannot open it: attempt to write a readonly database", for every command.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from teams_app import operations as ops
from teams_app.cli import main
from teams_app.server.keys import Keys
from teams_app.store import MatchStore

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "resources" / "samples" / "full-match.csv"
STRACE = shutil.which("strace")
APP = [sys.executable, "-c", "import sys; from teams_app.cli import main; sys.exit(main())"]
PLAYERS = ["--team-a", "Alpha", "--team-b", "Beta", "--players-a", "Ann,Al,Amy,Abe",
           "--players-b", "Bea,Bob,Bo,Bill"]
SYSCALLS = ("fdatasync", "fsync", "rename", "unlink")
#: every call up to this number is a kill point, then every STRIDE-th (the calls of a
#: match's first change come first; the later ones are backup copies, each made aside)
EVERY, STRIDE = 10, 9

#: slow (README: the quick run leaves it out, ``-m "not slow"``)
pytestmark = [
    pytest.mark.skipif(STRACE is None, reason="strace is not installed"),
    pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX"),
    pytest.mark.slow,
]


def _strace(*options: str) -> list[str]:
    return [STRACE or "strace", "-f", "-qq", *options]


def _calls(command: list[str], cwd: Path) -> dict[str, int]:
    """How many times each of SYSCALLS is made by ``command`` (a run that is not killed)."""
    trace = cwd / "count.trace"
    subprocess.run(_strace("-o", str(trace), "-e", "trace=" + ",".join(SYSCALLS), *command),
                   cwd=cwd, capture_output=True, timeout=120, check=True)
    lines = trace.read_text().splitlines()
    trace.unlink()
    return {name: sum(1 for line in lines if line.split(None, 1)[-1].startswith(name + "("))
            for name in SYSCALLS}


def _points(counts: dict[str, int]) -> list[tuple[str, int]]:
    return [(name, n) for name in SYSCALLS for n in range(1, counts[name] + 1)
            if n <= EVERY or n % STRIDE == 0 or n == counts[name]]


def _killed(command: list[str], cwd: Path, name: str, n: int) -> int:
    done = subprocess.run(_strace("-o", os.devnull, "-e", f"trace={name}", "-e",
                                  f"inject={name}:signal=KILL:when={n}", *command),
                          cwd=cwd, capture_output=True, timeout=120)
    return done.returncode


def _results(path: Path) -> dict:
    with MatchStore.open(path, read_only=True) as store:
        return dict(store.match.results)


def _every_command_opens(path: Path, capsys, reader_first: bool) -> dict:
    """The reading commands and a writer all open the file; what it holds."""
    if reader_first:
        for command in (["report"], ["report", "--json"], ["log"]):
            status = main([command[0], str(path), *command[1:]])
            out, err = capsys.readouterr()
            assert status == 0, (command, err)
        held = _results(path)
        with MatchStore.open(path):
            pass
    else:
        with MatchStore.open(path) as store:
            held = dict(store.match.results)
        for command in (["report"], ["log"]):
            status = main([command[0], str(path)])
            _, err = capsys.readouterr()
            assert status == 0, (command, err)
    assert _results(path) == held
    check = MatchStore.open(path, read_only=True)
    try:
        assert check.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    finally:
        check.close()
    return held


def _first_round_csv(folder: Path, round_: int) -> Path:
    lines = SAMPLE.read_text().splitlines()
    rows = [line for line in lines[1:]
            if (int(line.split(",")[0]) - 1) // 6 + 1 == round_]
    csv = folder / f"round{round_}.csv"
    csv.write_text("\n".join([lines[0], *rows]) + "\n")
    return csv


def _each_kill(tmp_path: Path, capsys, template: Path, command: list[str],
               before: dict, after: dict) -> int:
    """Kill ``command`` (run on a fresh copy of ``template``, named ``match.match``) at
    each kill point; every file opens and holds ``before`` or ``after``."""
    work = tmp_path / "work"
    work.mkdir()
    path = work / "match.match"
    shutil.copy(template, path)
    counts = _calls(command, work)
    assert counts["fdatasync"] > 0, counts
    assert _results(path) == after
    kills = 0
    for index, (name, n) in enumerate(_points(counts)):
        shutil.rmtree(work)
        work.mkdir()
        shutil.copy(template, path)
        status = _killed(command, work, name, n)
        if status == 0:
            continue  # a run that made fewer calls this time
        kills += 1
        held = _every_command_opens(path, capsys, reader_first=index % 2 == 0)
        assert held in (before, after), (name, n, len(held))
    return kills


def _new_match(folder: Path, capsys) -> Path:
    """A new match whose phones' results count at once: a phone's post here is the write
    a kill interrupts (with the other line confirming, the result is a second post:
    tests/test_phone_confirm.py)."""
    path = folder / "template.match"
    assert main(["new", str(path), *PLAYERS, "--phones-confirm", "off"]) == 0
    capsys.readouterr()
    return path


def test_kills_during_new(tmp_path: Path, capsys) -> None:
    work = tmp_path / "work"
    work.mkdir()
    command = [*APP, "new", "match.match", *PLAYERS]
    counts = _calls(command, work)
    kills = 0
    for index, (name, n) in enumerate(_points(counts)):
        shutil.rmtree(work)
        work.mkdir()
        if _killed(command, work, name, n) == 0:
            continue
        kills += 1
        path = work / "match.match"
        if path.exists():
            assert _every_command_opens(path, capsys, reader_first=index % 2 == 0) == {}
        else:  # no match: nothing but the dead part, which the next new removes
            assert main(["new", str(path), *PLAYERS]) == 0
            capsys.readouterr()
            assert sorted(p.name for p in work.iterdir() if not p.name.startswith(".")) == [
                "match.match"]
    assert kills >= 10


def test_kills_during_the_first_import(tmp_path: Path, capsys) -> None:
    template = _new_match(tmp_path, capsys)
    csv = _first_round_csv(tmp_path, 1)
    after_path = tmp_path / "after.match"
    shutil.copy(template, after_path)
    assert main(["import", str(after_path), str(csv)]) == 0
    capsys.readouterr()
    after = _results(after_path)
    assert len(after) == 12
    kills = _each_kill(tmp_path, capsys, template, [*APP, "import", "match.match", str(csv)],
                       {}, after)
    assert kills >= 10


def test_kills_during_the_first_change_after_a_restore(tmp_path: Path, capsys) -> None:
    played = _new_match(tmp_path, capsys)
    assert main(["import", str(played), str(_first_round_csv(tmp_path, 1))]) == 0
    backup = next((tmp_path / "template.match.backups").glob("*round-1.match"))
    assert main(["import", str(played), str(_first_round_csv(tmp_path, 2))]) == 0
    capsys.readouterr()
    template = tmp_path / "restored" / "template.match"
    template.parent.mkdir()
    shutil.copy(played, template)
    assert main(["restore", str(backup), str(template)]) == 0
    shutil.rmtree(template.parent / "template.match.backups", ignore_errors=True)
    capsys.readouterr()
    before = _results(template)
    csv = _first_round_csv(tmp_path, 3)
    after_path = tmp_path / "after.match"
    shutil.copy(template, after_path)
    assert main(["import", str(after_path), str(csv)]) == 0
    capsys.readouterr()
    after = _results(after_path)
    assert len(before) == 12 and len(after) == 24
    kills = _each_kill(tmp_path, capsys, template, [*APP, "import", "match.match", str(csv)],
                       before, after)
    assert kills >= 10


#: runs ``serve`` and, once it listens, posts table 1's first draw and result; prints
#: "posted" when both were answered 200, then waits to be stopped
_SERVE_AND_POST = """
import http.client, json, sys, threading
from urllib.parse import urlsplit
from PySide6.QtCore import QCoreApplication
from teams_app.cli import main
import teams_app.cli.serve as serve_module

app = QCoreApplication(sys.argv[:1])

def post(url):
    parts = urlsplit(url)
    for payload in ({"id": "client-00000001", "deal": 1},
                    {"id": "client-00000002", "deal": 1, "entry": "4S N 10"}):
        where = parts.path + ("api/draw" if "entry" not in payload else "api/result")
        connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
        connection.request("POST", where, body=json.dumps(payload).encode(),
                           headers={"Content-Type": "application/json"})
        answer = connection.getresponse()
        answer.read()
        assert answer.status == 200, answer.status
    print("posted", flush=True)
    app.quit()

put = serve_module.LineLog.put

def watching(self, line, *args, **kwargs):
    put(self, line, *args, **kwargs)
    if line.startswith("table 1: http"):
        threading.Thread(target=post, args=(line.split(": ", 1)[1].strip(),)).start()

serve_module.LineLog.put = watching
sys.exit(main(["serve", sys.argv[1], "--host", "127.0.0.1", "--port", "0"]))
"""


def test_kills_during_serves_first_post(tmp_path: Path, capsys) -> None:
    template = _new_match(tmp_path, capsys)
    after_path = tmp_path / "after.match"
    shutil.copy(template, after_path)
    command = [sys.executable, "-c", _SERVE_AND_POST, "match.match"]
    done = subprocess.run([sys.executable, "-c", _SERVE_AND_POST, str(after_path)],
                          capture_output=True, text=True, cwd=ROOT, timeout=120,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert "posted" in done.stdout, done.stderr
    after = _results(after_path)
    assert len(after) == 1
    started = time.monotonic()
    kills = _each_kill(tmp_path, capsys, template, command, {}, after)
    assert kills >= 5, kills
    assert time.monotonic() - started < 300
    _ = json


def _digest(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def test_a_hot_journal_on_read_only_media_is_read_as_rolled_back(tmp_path: Path, capsys,
                                                                  read_only_folder) -> None:
    """A file killed in its first change, then carried on a read-only medium: read as
    SQLite's rollback makes it (from a private copy), the medium untouched."""
    template = _new_match(tmp_path, capsys)
    csv = _first_round_csv(tmp_path, 1)
    folder = tmp_path / "cd"
    folder.mkdir()
    path = folder / "match.match"
    shutil.copy(template, path)
    assert _killed([*APP, "import", "match.match", str(csv)], folder, "fdatasync", 3) != 0
    journal = folder / "match.match-journal"
    assert journal.stat().st_size > 0  # hot: the kill came mid-change
    with read_only_folder(folder):
        before = _digest(folder)
        for command in (["report"], ["report", "--json"], ["log"]):
            status = main([command[0], str(path), *command[1:]])
            _, err = capsys.readouterr()
            assert status == 0, (command, err)
        assert _results(path) == {}
        assert _digest(folder) == before
    assert _every_command_opens(path, capsys, reader_first=False) == {}
    assert not journal.exists()


def test_a_wal_without_its_index_on_read_only_media_is_read(tmp_path: Path, capsys,
                                                            read_only_folder) -> None:
    """A ``-wal`` holding committed changes, without its ``-shm`` (a killed ``serve``'s
    folder copied to a stick): its changes are read, not silently dropped (issue 34,
    item 6)."""
    template = _new_match(tmp_path, capsys)
    folder = tmp_path / "stick"
    folder.mkdir()
    live = tmp_path / "live.match"
    shutil.copy(template, live)
    writer = MatchStore.open(live)
    writer.db.execute("PRAGMA journal_mode = wal")
    writer.db.execute("PRAGMA wal_autocheckpoint = 0")
    from teams_app import operations

    operations.draw_score_cards(writer, deal=1)  # a change the -wal alone holds
    assert (tmp_path / "live.match-wal").stat().st_size > 0
    shutil.copy(live, folder / "match.match")  # as a kill leaves it: nothing checkpointed
    shutil.copy(tmp_path / "live.match-wal", folder / "match.match-wal")
    writer.close()
    path = folder / "match.match"
    with read_only_folder(folder):
        before = _digest(folder)
        with MatchStore.open(path, read_only=True) as store:
            assert 1 in store.match.draws
        status = main(["log", str(path)])
        out, err = capsys.readouterr()
        assert status == 0, err
        assert _digest(folder) == before


#: the system calls SQLite makes on a WAL-mode match's ``-shm`` while it sets it up
SHM_CALLS = ("openat", "ftruncate", "mmap", "pwrite64", "fcntl", "fstat")


def test_io_errors_while_sqlite_sets_up_its_shm_are_worded(tmp_path: Path, capsys) -> None:
    """An injected EIO or ENOSPC at each system call on the ``-shm`` of a WAL-mode match,
    under a reading command and a writing one: exit 1 with worded words (an I/O error
    that may leave the file fine, a full disk, files SQLite cannot make) and no
    traceback — or the command works; afterwards the file holds all it held."""
    template = _new_match(tmp_path, capsys)
    assert main(["import", str(template), str(_first_round_csv(tmp_path, 1))]) == 0
    capsys.readouterr()
    held = _results(template)
    work = tmp_path / "work"
    work.mkdir()
    path = work / "match.match"
    shutil.copy(template, path)
    shm = work / "match.match-shm"
    csv = _first_round_csv(tmp_path, 2)
    refused = 0
    for call in SHM_CALLS:
        for error in ("EIO", "ENOSPC"):
            for args in (["report", "match.match"], ["log", "match.match"],
                         ["import", "match.match", str(csv), "--replace"]):
                shm.unlink(missing_ok=True)
                done = subprocess.run(
                    _strace("-o", os.devnull, "-P", str(shm), "-e", f"trace={call}", "-e",
                            f"inject={call}:error={error}:when=1", *APP, *args),
                    cwd=work, capture_output=True, text=True, timeout=120)
                assert "Traceback" not in done.stderr, (call, error, args, done.stderr)
                if done.returncode != 0:
                    refused += 1
                    assert done.returncode == 1, done.stderr
                    assert any(words in done.stderr for words in (
                        "an I/O error", "the disk is full", "may be fine")), done.stderr
                    assert "damaged" not in done.stderr, done.stderr
    assert refused >= 10
    now = _results(path)
    assert now in (held, {**held, **_results_of(tmp_path, template, csv)})
    _every_command_opens(path, capsys, reader_first=True)


def _results_of(tmp_path: Path, template: Path, csv: Path) -> dict:
    copy = tmp_path / "imported.match"
    shutil.copy(template, copy)
    assert main(["import", str(copy), str(csv)]) == 0
    return _results(copy)


#: runs ``serve``; once it listens, posts table 1's first draw (its first write fails
#: under the injected fault), prints each answer as "STATUS TEXT", then sends the same
#: post again and the result, and stops
_SERVE_POST_TWICE = """
import http.client, json, sys, threading
from urllib.parse import urlsplit
from PySide6.QtCore import QCoreApplication
from teams_app.cli import main
import teams_app.cli.serve as serve_module

app = QCoreApplication(sys.argv[:1])

def post(url):
    parts = urlsplit(url)
    draw = {"id": "client-00000001", "deal": 1}
    result = {"id": "client-00000002", "deal": 1, "entry": "4S N 10"}
    for where, payload in (("api/draw", draw), ("api/draw", draw), ("api/result", result)):
        connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
        connection.request("POST", parts.path + where + "?lang=" + sys.argv[2],
                           body=json.dumps(payload).encode(),
                           headers={"Content-Type": "application/json"})
        answer = connection.getresponse()
        body = json.loads(answer.read())
        print("ANSWER", answer.status, body.get("error", ""), flush=True)
    app.quit()

put = serve_module.LineLog.put

def watching(self, line, *args, **kwargs):
    put(self, line, *args, **kwargs)
    if line.startswith("table 1: http"):
        threading.Thread(target=post, args=(line.split(": ", 1)[1].strip(),)).start()

serve_module.LineLog.put = watching
sys.exit(main(["serve", sys.argv[1], "--host", "127.0.0.1", "--port", sys.argv[3]]))
"""


def _free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "the change was not saved: an I/O error — the match file is sound"),
    ("bg", "промяната не е записана: входно-изходна грешка — файлът на мача е наред"),
])
def test_a_phones_post_failing_on_an_io_error_is_said_and_sent_again(tmp_path: Path, capsys,
                                                                      lang, said) -> None:
    """An EIO injected at the first write of ``serve``'s first post (into the match, its
    ``-wal`` or its ``-journal``): the phone is answered 503 "the change was not saved:
    an I/O error — the match file is sound" in its language (it was SQLite's "database
    disk image is malformed", on a sound file), no path in it; the same post sent again
    (as the phone's outbox does) and the next one are saved, and the file is whole."""
    path = _new_match(tmp_path, capsys)
    # served before on this address and port: serving again writes no keys (the first
    # write is the post's)
    port = _free_port()
    with MatchStore.open(path) as store:
        keys = Keys.from_data(None)
        keys.host, keys.port, keys.serving = "127.0.0.1", port, True
        ops.keep_terminals(store, keys.data())
    files = [str(path.with_name(path.name + end)) for end in ("", "-wal", "-journal")]
    done = subprocess.run(
        _strace("-o", os.devnull, *[f"-P{name}" for name in files],
                "-e", "trace=pwrite64", "-e",
                "inject=pwrite64:error=EIO:when=1",
                sys.executable, "-c", _SERVE_POST_TWICE, str(path), lang, str(port)),
        capture_output=True, text=True, cwd=ROOT, timeout=120,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    answers = [line.removeprefix("ANSWER ") for line in done.stdout.splitlines()
               if line.startswith("ANSWER ")]
    assert len(answers) == 3, (done.stdout, done.stderr)
    status, text = answers[0].split(" ", 1)
    assert status == "503", answers
    assert text.startswith(said), text
    assert "malformed" not in text and str(tmp_path) not in text
    assert [a.split(" ", 1)[0] for a in answers[1:]] == ["200", "200"], answers
    with MatchStore.open(path, read_only=True) as store:
        assert store.db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert store.match.results[next(iter(store.match.results))].tricks == 10
        assert 1 in store.match.draws
