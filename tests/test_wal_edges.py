"""Write-ahead-log edge cases (issue 34, item 6): on a full disk a WAL-mode match is
still read — its ``-wal`` included — from a recovered copy, where SQLite could not make
the ``-shm`` a reader needs ("disk I/O error", which read as damage)."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from models.match import Seat, Settings, new_match
from teams_app import operations
from teams_app.cli import main
from teams_app.store import MatchStore


def _small_disk(tmp_path: Path) -> Path | None:
    mount = tmp_path / "disk"
    mount.mkdir()
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return None
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(mount)],
                          capture_output=True)
    return mount if done.returncode == 0 else None


def _fill(folder: Path) -> None:
    with open(folder / "filler", "wb", buffering=0) as out:
        for size in (65536, 4096, 1):
            with contextlib.suppress(OSError):
                while True:
                    out.write(b"\0" * size)


def test_a_wal_match_is_read_on_a_full_disk(tmp_path: Path, capsys) -> None:
    disk = _small_disk(tmp_path)
    if disk is None:
        pytest.skip("no tmpfs can be mounted here (not root)")
    try:
        seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
        live = tmp_path / "live.match"
        MatchStore.create(live, new_match("Lions", "Tigers", seats,
                                          settings=Settings())).close()
        writer = MatchStore.open(live)
        writer.db.execute("PRAGMA journal_mode = wal")
        writer.db.execute("PRAGMA wal_autocheckpoint = 0")
        operations.draw_score_cards(writer, deal=1)  # a change the -wal alone holds
        path = disk / "club.match"
        shutil.copy(live, path)  # as a killed serve leaves it: the change in the -wal
        shutil.copy(tmp_path / "live.match-wal", disk / "club.match-wal")
        writer.close()
        _fill(disk)
        with MatchStore.open(path, read_only=True) as store:
            assert 1 in store.match.draws
        for command in (["report"], ["log"]):
            status = main([command[0], str(path)])
            _, err = capsys.readouterr()
            assert status == 0, (command, err)
        status = main(["import", str(path), str(Path(__file__).parent.parent / "resources"
                                                / "samples" / "full-match.csv")])
        _, err = capsys.readouterr()
        assert status == 1 and "the disk is full" in err and "damaged" not in err, err
        (disk / "filler").unlink()
        with MatchStore.open(path) as store:  # space again: the writer takes the -wal in
            assert 1 in store.match.draws
    finally:
        subprocess.run(["umount", "-l", str(disk)], check=False)


def test_a_failed_open_on_a_full_disk_leaves_no_empty_lock_note(tmp_path: Path,
                                                                  capsys) -> None:
    """Issue 34, item 9: a writer's open on a full disk left a 0-byte ``.lock``."""
    disk = _small_disk(tmp_path)
    if disk is None:
        pytest.skip("no tmpfs can be mounted here (not root)")
    try:
        seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
        path = disk / "club.match"
        MatchStore.create(path, new_match("Lions", "Tigers", seats,
                                          settings=Settings())).close()
        before = sorted(p.name for p in disk.iterdir())
        _fill(disk)
        status = main(["import", str(path), str(Path(__file__).parent.parent / "resources"
                                                / "samples" / "full-match.csv")])
        _, err = capsys.readouterr()
        assert status == 1 and "the disk is full" in err, err
        assert sorted(p.name for p in disk.iterdir() if p.name != "filler") == before
    finally:
        subprocess.run(["umount", "-l", str(disk)], check=False)


@pytest.mark.parametrize(("column", "before", "after", "named"), [
    ("lead", "CK", "CA", "the match has 4H E 11, lead CK, the file says 4H E 11, lead CA"),
    ("honours", "EW100", "EW150",
     "the match has 4H E 11 H EW100, the file says 4H E 11 H EW150"),
    ("ew_card", "NV70", "V60",
     "the match has 4H E 11, EW card NV70, the file says 4H E 11, EW card V60"),
])
def test_a_difference_in_the_lead_or_honours_only_is_named(tmp_path: Path, capsys, column,
                                                           before, after, named) -> None:
    """Issue 34, item 9: "the match has 4H E 11, the file says 4H E 11" — a result that
    differs only in its lead, its honours or a score card is refused naming the
    difference."""
    path = tmp_path / "club.match"
    assert main(["new", str(path), "--team-a", "A", "--team-b", "B", "--players-a",
                 "a,b,c,d", "--players-b", "e,f,g,h"]) == 0
    first = tmp_path / "first.csv"
    if column == "ew_card":  # the score card itself differs
        header = "deal,table,contract,declarer,tricks,ns_card,ew_card\n"
        rows = (f"1,1,4H,E,11,NV0,{before}\n", f"1,1,4H,E,11,NV0,{after}\n")
    else:
        header = f"deal,table,contract,declarer,tricks,ns_card,ew_card,{column}\n"
        rows = (f"1,1,4H,E,11,NV0,NV70,{before}\n", f"1,1,4H,E,11,NV0,NV70,{after}\n")
    first.write_text(header + rows[0])
    assert main(["import", str(path), str(first)]) == 0
    first.write_text(header + rows[1])
    capsys.readouterr()
    assert main(["import", str(path), str(first)]) == 1
    _, err = capsys.readouterr()
    assert named in err, err
