"""A ``-wal`` is applied only to the file it was written for (issue 34, item 6).

SQLite's write-ahead log names no database: the ``-wal`` a killed writer left was
applied to whatever file was put in under the match's name.  The writer's note keeps the
log's mark (``teams_app/store/walmark.py``); these tests make the states for real — a
writer killed by SIGKILL after its change, a file copied in by hand, kills by an injected
signal at every write into the match file while its log is taken in — and open them with
the real commands.
"""

from __future__ import annotations

import os
import shutil
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from models.format import Team
from teams_app.cli import main
from teams_app.store import MatchStore, StoreError, walmark
from teams_app.store.lock import lock_path, read_log_mark
from words.file_errors import store_error_text

ROOT = Path(__file__).resolve().parent.parent
STRACE = shutil.which("strace")
APP = [sys.executable, "-c", "import sys; from teams_app.cli import main; sys.exit(main())"]
#: a writer that makes its change (the draw of deal ``argv[2]``) and is killed before it
#: closes: the change is in the ``-wal`` alone, the note holds the log's mark
KILLED_WRITER = """
import os, signal, sys
from teams_app import operations
from teams_app.store import MatchStore
store = MatchStore.open(sys.argv[1])
for deal in sys.argv[2:]:
    operations.draw_score_cards(store, deal=int(deal))
os.kill(os.getpid(), signal.SIGKILL)
"""

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")


def _new(path: Path, team_a: str, capsys) -> None:
    assert main(["new", str(path), "--team-a", team_a, "--team-b", "Beta", "--players-a",
                 "Ann,Al,Amy,Abe", "--players-b", "Bea,Bob,Bo,Bill"]) == 0
    capsys.readouterr()


def _killed_after_change(path: Path, *deals: int) -> None:
    done = subprocess.run([sys.executable, "-c", KILLED_WRITER, str(path),
                           *map(str, deals)], cwd=ROOT, capture_output=True, timeout=120)
    assert done.returncode == -signal.SIGKILL, done.stderr.decode()


def _sides(path: Path) -> dict[str, bytes]:
    """The match file, its log and its index (the writer's note names who tried)."""
    return {p.name: p.read_bytes() for p in sorted(path.parent.iterdir())
            if p.name.startswith(path.name) and p.suffix != ".lock"}


def _draws(path: Path) -> set[int]:
    with MatchStore.open(path, read_only=True) as store:
        return set(store.match.draws)


def _refused_once_replaced(path: Path, opened: Path, capsys) -> None:
    """Another match copied in over ``path`` while its log stays: ``report`` (opening
    ``opened``) refuses it; the file put back, the log's change (deal 1's draw) is read."""
    other = path.with_name("other.match")
    _new(other, "Gamma", capsys)
    kept = path.read_bytes()
    shutil.copyfile(other, path)
    assert main(["report", str(opened)]) == 1
    assert "written for another file" in capsys.readouterr().err
    path.write_bytes(kept)
    assert _draws(opened) == {1}


def test_a_log_written_for_another_file_is_never_applied(tmp_path: Path, capsys) -> None:
    path = tmp_path / "club.match"
    _new(path, "Alpha", capsys)
    _killed_after_change(path, 1, 2)
    wal = path.with_name("club.match-wal")
    assert wal.stat().st_size > 32, "the change is in the -wal alone"
    assert read_log_mark(lock_path(path)) == walmark.digest(path)
    kept = tmp_path / "kept.match"
    shutil.copyfile(path, kept)

    other = tmp_path / "other.match"
    _new(other, "Gamma", capsys)
    shutil.copyfile(other, path)  # a copy put in by hand under the match's name
    before = _sides(path)

    for command in (["report"], ["report", "--json"], ["log"],
                    ["print", "--what", "rotation", "-o", str(tmp_path / "rotation.pdf")]):
        status = main([command[0], str(path), *command[1:]])
        _, err = capsys.readouterr()
        assert status == 1, (command, err)
        assert "club.match-wal beside it holds changes written for another file" in err
        assert "move club.match-wal and club.match-shm" in err
    status = main(["import", str(path), str(ROOT / "resources" / "samples" /
                                               "full-match.csv")])
    _, err = capsys.readouterr()
    assert status == 1 and "written for another file" in err, err
    for read_only in (True, False):
        with pytest.raises(StoreError) as refused:
            MatchStore.open(path, read_only=read_only)
        assert refused.value.key == "foreign_log"
    assert "club.match-wal" in store_error_text(refused.value, "bg")
    assert "друг файл със същото име" in store_error_text(refused.value, "bg")
    assert "другого файла с тем же именем" in store_error_text(refused.value, "ru")
    assert _sides(path) == before, "not a byte of the file, its log or its index changed"

    # the log and its index moved away: the file put in opens as itself
    aside = tmp_path / "aside"
    aside.mkdir()
    for suffix in ("-wal", "-shm"):
        shutil.move(path.with_name(path.name + suffix), aside / (path.name + suffix))
    with MatchStore.open(path, read_only=True) as store:
        assert store.match.teams[Team.A].name == "Gamma" and not store.match.draws
    # the file they belong to put back with them: the killed writer's change is there
    shutil.copyfile(kept, path)
    for suffix in ("-wal", "-shm"):
        shutil.move(aside / (path.name + suffix), path.with_name(path.name + suffix))
    assert _draws(path) == {1, 2}
    with MatchStore.open(path) as store:
        assert store.match.teams[Team.A].name == "Alpha" and set(store.match.draws) == {1, 2}


def test_the_files_own_log_is_applied_after_a_kill(tmp_path: Path, capsys) -> None:
    """The killed writer's own log: read by a reader first, then taken in by a writer;
    a writer killed again meanwhile leaves its own changes too."""
    path = tmp_path / "club.match"
    _new(path, "Alpha", capsys)
    _killed_after_change(path, 1)
    assert _draws(path) == {1}
    _killed_after_change(path, 2)  # the log carried over, then a change of its own
    assert main(["report", str(path)]) == 0
    with MatchStore.open(path) as store:
        assert set(store.match.draws) == {1, 2}
    assert not path.with_name("club.match-wal").exists()  # the close took the log in
    assert _draws(path) == {1, 2}


def test_a_log_a_reader_kept_out_keeps_its_mark(tmp_path: Path, capsys) -> None:
    """A writer's close cannot take the log in while a reader holds the file: the log
    stays, and so does its mark, so a file copied in afterwards is still refused."""
    path = tmp_path / "club.match"
    _new(path, "Alpha", capsys)
    reader = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        with MatchStore.open(path) as store:
            from teams_app import operations

            operations.draw_score_cards(store, deal=1)
            reader.execute("SELECT count(*) FROM meta").fetchone()
        assert path.with_name("club.match-wal").stat().st_size > 32
        assert read_log_mark(lock_path(path)) == walmark.digest(path)
    finally:
        reader.close()
    _refused_once_replaced(path, path, capsys)


def test_a_long_log_is_taken_in_and_marked_again(tmp_path: Path, capsys,
                                                 monkeypatch) -> None:
    """The writer's own checkpoint once the log is long (SQLite's automatic ones are
    off): the log emptied, the mark the file's new digest; a kill after it, a file put
    in after it: the same rules."""
    from teams_app import operations

    monkeypatch.setattr(walmark, "LOG_LIMIT", 0)  # every change is "long"
    path = tmp_path / "club.match"
    _new(path, "Alpha", capsys)
    with MatchStore.open(path) as store:
        for deal in (1, 2, 3):
            operations.draw_score_cards(store, deal=deal)
            assert path.with_name("club.match-wal").stat().st_size == 0
            assert read_log_mark(lock_path(path)) == walmark.digest(path)
        assert store.db.execute("PRAGMA wal_autocheckpoint").fetchone()[0] == 0
    assert _draws(path) == {1, 2, 3}


def _pwrites_into(path: Path, command: list[str], cwd: Path) -> int:
    trace = cwd / "count.trace"
    subprocess.run([STRACE or "strace", "-f", "-qq", "-o", str(trace), "-P", str(path),
                    "-e", "trace=pwrite64", *command], cwd=cwd, capture_output=True,
                   timeout=120, check=True)
    count = sum(1 for line in trace.read_text().splitlines() if "pwrite64(" in line)
    trace.unlink()
    return count


@pytest.mark.slow
@pytest.mark.skipif(STRACE is None, reason="strace is not installed")
@pytest.mark.parametrize("index", [True, False], ids=["with-index", "without-index"])
def test_a_kill_while_the_log_is_taken_in_never_loses_it(tmp_path: Path, capsys,
                                                         index) -> None:
    """A writer (``undo``, then its close) takes a killed writer's log into the file
    (with the log's index, or without it: then SQLite recovers it first); killed at each
    write into the file (``strace -P FILE -e inject=pwrite64:signal=KILL:when=N``), the
    file is half-changed and its log must still be taken as its own: every command
    opens it, the killed writer's changes are there, never refused as another file's."""
    template = tmp_path / "template.match"
    _new(template, "Alpha", capsys)
    _killed_after_change(template, 1, 2, 3)
    work = tmp_path / "work"

    def fresh() -> Path:
        shutil.rmtree(work, ignore_errors=True)
        work.mkdir()
        for side in template.parent.glob("template.match*"):
            if side.is_file() and (index or not side.name.endswith("-shm")):
                shutil.copy(side, work / side.name.replace("template", "club"))
        return work / "club.match"

    path = fresh()
    run = [*APP, "undo", str(path)]
    writes = _pwrites_into(path, run, work)
    assert writes > 1, "the log is written into the file in several writes"
    for n in range(1, writes + 1):
        path = fresh()
        done = subprocess.run([STRACE or "strace", "-f", "-qq", "-o", os.devnull, "-P",
                               str(path), "-e", "trace=pwrite64", "-e",
                               f"inject=pwrite64:signal=KILL:when={n}", *run], cwd=work,
                              capture_output=True, timeout=120)
        assert done.returncode != 0, n
        assert read_log_mark(lock_path(path)) in (walmark.CHECKPOINTING, None), n
        for reading in (["report"], ["log"]):
            status = main([reading[0], str(path)])
            _, err = capsys.readouterr()
            assert status == 0, (n, reading, err)
        assert {1, 2} <= _draws(path), n  # deal 3's draw: before or after the undo
        with MatchStore.open(path) as store:
            assert {1, 2} <= set(store.match.draws)
            assert store.db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_a_match_opened_through_a_link_keeps_its_log_to_its_file(tmp_path: Path,
                                                                 capsys) -> None:
    """SQLite keeps the log beside the real file: opened through a symbolic link, the
    writer marks it there, and a file copied in under the real name is still refused."""
    real = tmp_path / "real" / "club.match"
    real.parent.mkdir()
    _new(real, "Alpha", capsys)
    link = tmp_path / "club.match"
    link.symlink_to(real)
    _killed_after_change(link, 1)
    assert real.with_name("club.match-wal").stat().st_size > 32
    assert read_log_mark(lock_path(real)) == walmark.digest(real)
    _refused_once_replaced(real, link, capsys)
