"""MatchStore.save_copy: a consistent copy made with SQLite's backup API that opens as a
match file, never over the open file itself nor over a file open for writing elsewhere."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from models.commands import SetExtra
from models.match import Seat, new_match
from teams_app.operations.door import _DOOR as DOOR
from teams_app.store import MatchStore, StoreError


def make_store(path: Path) -> MatchStore:
    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    store = MatchStore.create(path, new_match("Alpha", "Beta", seats))
    store.apply(DOOR, SetExtra("notebook", "1", "first"))
    store.apply(DOOR, SetExtra("notebook", "2", "second"))
    store.undo(DOOR)
    return store


@pytest.fixture
def store(tmp_path: Path):
    s = make_store(tmp_path / "m.match")
    yield s
    s.close()


def test_the_copy_opens_with_the_match_and_its_history(store: MatchStore, tmp_path: Path):
    target = tmp_path / "copy.match"
    assert store.save_copy(target) == target
    # one self-contained file: no write-ahead log beside it, no partial file left
    assert sorted(p.name for p in tmp_path.iterdir()
                  if p.name.startswith(("copy", ".copy"))) == ["copy.match"]
    with MatchStore.open(target) as copy:
        assert copy.match.extras == store.match.extras
        assert [(e.what, e.after) for e in copy.log()] == [(e.what, e.after)
                                                           for e in store.log()]
        assert copy.redo_command == store.redo_command is not None  # the redo stack too
        assert copy.redo(DOOR)
        assert copy.match.extras["notebook"] == {"1": "first", "2": "second"}
    # the original is untouched and still open for writing
    assert store.match.extras["notebook"] == {"1": "first"}
    store.apply(DOOR, SetExtra("notebook", "3", "after the copy"))
    with MatchStore.open(target, read_only=True) as copy:
        assert "3" not in copy.match.extras["notebook"]


def test_the_copy_holds_changes_not_yet_checkpointed(store: MatchStore, tmp_path: Path):
    """The open file is in WAL mode: committed changes may still sit in the -wal file.
    A copy of the main file alone would lose them; the backup API does not."""
    wal = store.path.with_name(store.path.name + "-wal")
    store.apply(DOOR, SetExtra("notebook", "late", "in the log"))
    assert wal.exists() and wal.stat().st_size > 0
    target = store.save_copy(tmp_path / "copy.match")
    conn = sqlite3.connect(target)
    try:
        assert conn.execute("PRAGMA journal_mode").fetchone() == ("delete",)
        assert conn.execute("SELECT value FROM extras WHERE key = 'late'").fetchone() \
            == ('"in the log"',)
    finally:
        conn.close()


def test_refuses_the_open_file_itself(store: MatchStore, tmp_path: Path):
    before = store.path.read_bytes()
    for same in (store.path, tmp_path / "." / "m.match"):
        with pytest.raises(StoreError, match="the open match file itself"):
            store.save_copy(same)
    link = tmp_path / "link.match"
    os.symlink(store.path, link)
    with pytest.raises(StoreError, match="the open match file itself"):
        store.save_copy(link)
    assert store.path.read_bytes() == before
    store.apply(DOOR, SetExtra("notebook", "4", "still writable"))


def test_never_replaces_a_match_file(store: MatchStore, tmp_path: Path):
    """A copy never overwrites a match file (open elsewhere or not) or any SQLite file."""
    old = make_store(tmp_path / "old.match")
    old.apply(DOOR, SetExtra("notebook", "old", "x"))
    old.close()
    before = old.path.read_bytes()
    with pytest.raises(StoreError, match="never overwritten"):
        store.save_copy(old.path)
    other = tmp_path / "other.db"
    sqlite3.connect(other).execute("CREATE TABLE t (x)").connection.close()
    with pytest.raises(StoreError, match="never overwritten"):
        store.save_copy(other)
    assert old.path.read_bytes() == before
    with MatchStore.open(old.path) as again:
        assert again.match.extras["notebook"]["old"] == "x"


def test_a_read_only_view_can_save_a_copy(store: MatchStore, tmp_path: Path):
    with MatchStore.open(store.path, read_only=True) as view:
        target = view.save_copy(tmp_path / "from-view.match")
    with MatchStore.open(target) as copy:
        assert copy.match.extras == store.match.extras


def test_a_failed_copy_leaves_nothing_behind(store: MatchStore, tmp_path: Path):
    with pytest.raises(StoreError, match="a folder"):
        store.save_copy(tmp_path)
    with pytest.raises(StoreError, match="does not exist") as info:
        store.save_copy(tmp_path / "no such folder" / "copy.match")
    assert "copy.match" in str(info.value)
    store.close()
    with pytest.raises(StoreError, match="closed"):
        store.save_copy(tmp_path / "late.match")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["m.match"]
