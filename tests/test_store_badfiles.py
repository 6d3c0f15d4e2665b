"""Bad match files get a clear error naming the file and the problem, and are left
byte-identical: random bytes, empty, truncated, damaged pages, another SQLite database,
a newer schema version, a second writer."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from models.commands import SetExtra, SetResult, SetScoreCards
from models.match import DealKey, Seat, TableResult, new_match
from models.scorecards import ScoreCard
from teams_app.operations.door import _DOOR as DOOR
from teams_app.store import (
    CorruptMatchFile,
    MatchFileLocked,
    MatchStore,
    NewerVersion,
    NotAMatchFile,
)


def make_file(path: Path, changes: int = 40) -> Path:
    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    store = MatchStore.create(path, new_match("Alpha", "Beta", seats))
    store.apply(DOOR, SetScoreCards(1, ScoreCard.parse("V60"), ScoreCard.parse("NV0")))
    store.apply(DOOR, SetResult(DealKey(1), 1, TableResult.parse("4S", "N", "10")))
    for n in range(changes):
        store.apply(DOOR, SetExtra("notebook", str(n), "x" * 200))
    store.close()
    return path


def assert_refused(path: Path, error: type[Exception], words: str,
                   read_only: bool = False) -> None:
    before = path.read_bytes()
    with pytest.raises(error, match=words) as info:
        MatchStore.open(path, read_only=read_only)
    assert str(path) in str(info.value), "the message names the file"
    assert path.read_bytes() == before, "the file is left byte-identical"


@pytest.mark.parametrize("read_only", [False, True])
def test_random_bytes(tmp_path: Path, read_only: bool) -> None:
    path = tmp_path / "noise.match"
    path.write_bytes(random.Random(7).randbytes(10_000))
    assert_refused(path, NotAMatchFile, "not an SQLite database", read_only)
    assert not any(p.name.endswith(("-wal", "-shm")) for p in tmp_path.iterdir())


def test_empty_file_and_text_file(tmp_path: Path) -> None:
    empty = tmp_path / "empty.match"
    empty.write_bytes(b"")
    assert_refused(empty, NotAMatchFile, "empty")
    text = tmp_path / "results.csv"
    text.write_text("deal,table,contract\n1,1,4S\n")
    assert_refused(text, NotAMatchFile, "not a match file")


@pytest.mark.parametrize("keep", [0.5, 0.9, 60])
def test_truncated(tmp_path: Path, keep: float) -> None:
    path = make_file(tmp_path / "cut.match")
    data = path.read_bytes()
    size = int(len(data) * keep) if keep < 1 else int(keep)
    path.write_bytes(data[:size])
    assert_refused(path, CorruptMatchFile, "truncated")


def test_damaged_pages(tmp_path: Path) -> None:
    path = make_file(tmp_path / "damaged.match")
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    rng = random.Random(3)
    for index in range(2 * page, len(data) - page, page):  # every page after the second
        for offset in rng.sample(range(page), 40):
            data[index + offset] = rng.randrange(256)
    path.write_bytes(bytes(data))
    assert_refused(path, CorruptMatchFile, "damaged|cannot read|makes no sense")


def test_other_sqlite_database(tmp_path: Path) -> None:
    path = tmp_path / "other.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE people (name TEXT)")
    conn.commit()
    conn.close()
    assert_refused(path, NotAMatchFile, "not a match file")
    meta = tmp_path / "meta.db"
    conn = sqlite3.connect(meta)
    conn.execute("CREATE TABLE meta (key TEXT, value TEXT)")
    conn.execute("INSERT INTO meta VALUES ('format', 'something else')")
    conn.commit()
    conn.close()
    assert_refused(meta, NotAMatchFile, "something else")


def _rewrite(path: Path, *statements: str) -> None:
    conn = sqlite3.connect(path)
    for sql in statements:
        conn.execute(sql)
    conn.commit()
    conn.close()


@pytest.mark.parametrize("read_only", [False, True])
def test_newer_schema_version(tmp_path: Path, read_only: bool) -> None:
    path = make_file(tmp_path / "future.match")
    _rewrite(path, "UPDATE meta SET value = '7' WHERE key = 'schema_version'")
    assert_refused(path, NewerVersion, "newer version of teams-app.*version 7", read_only)


def test_unknown_migration(tmp_path: Path) -> None:
    path = make_file(tmp_path / "future.match")
    _rewrite(path, "INSERT INTO _sqlite_migrations (migration_set, name, applied_at) "
                   "VALUES ('teams_app.match', 'm002_from_the_future', 'later')")
    assert_refused(path, NewerVersion, "m002_from_the_future")


def test_nonsense_row(tmp_path: Path) -> None:
    path = make_file(tmp_path / "odd.match")
    _rewrite(path, "UPDATE results SET contract = '9Z'")
    assert_refused(path, CorruptMatchFile, "results.*9Z")


def test_second_writer(tmp_path: Path) -> None:
    path = make_file(tmp_path / "busy.match")
    holder = MatchStore.open(path)
    try:
        assert_refused(path, MatchFileLocked, "already open for writing")
    finally:
        holder.close()
