"""Schema upgrades: an older match file is upgraded by the pending migrations (after a
backup copy) when opened for writing, refused read-only, and a failed upgrade changes
nothing."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from sqlite_utils.migrations import Migrations

import teams_app.store.store as store_module
from models.commands import SetExtra
from models.match import Seat, new_match
from teams_app.store import MatchStore, NewerVersion, StoreError
from teams_app.store.schema import MIGRATION_SET, m001_initial


def make_file(path: Path) -> Path:
    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    store = MatchStore.create(path, new_match("Alpha", "Beta", seats))
    store.apply(SetExtra("notebook", "1", "kept"))
    store.close()
    return path


def test_upgrade_to_a_newer_schema(tmp_path: Path, monkeypatch) -> None:
    path = make_file(tmp_path / "old.match")
    newer = Migrations(MIGRATION_SET)
    newer(name="m001_initial")(m001_initial)

    @newer(name="m002_venue")
    def m002_venue(db) -> None:
        db.execute("ALTER TABLE teams ADD COLUMN venue TEXT")
        db.execute("UPDATE meta SET value = '2' WHERE key = 'schema_version'")

    monkeypatch.setattr(store_module, "migrations", lambda: newer)
    monkeypatch.setattr(store_module, "MIGRATION_NAMES", ("m001_initial", "m002_venue"))
    monkeypatch.setattr(store_module, "SCHEMA_VERSION", 2)
    before = path.read_bytes()
    with pytest.raises(StoreError, match="older version; open it once for writing"):
        MatchStore.open(path, read_only=True)
    assert path.read_bytes() == before
    with MatchStore.open(path) as store:
        assert store.match.extras["notebook"]["1"] == "kept"
        store.apply(SetExtra("notebook", "2", "after the upgrade"))
    conn = sqlite3.connect(path)
    assert "venue" in [r[1] for r in conn.execute("PRAGMA table_info(teams)")]
    assert conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone() \
        == ("2",)
    conn.close()
    backups = list((tmp_path / "old.match.backups").iterdir())
    assert len(backups) == 1 and "before-upgrade-to-v2" in backups[0].name
    monkeypatch.undo()  # the older program now meets a newer file
    with pytest.raises(NewerVersion, match="version 2.*m002_venue"):
        MatchStore.open(path)
    with MatchStore.open(backups[0], read_only=True) as old:  # the copy is still v1
        assert old.match.extras["notebook"] == {"1": "kept"}


def test_failed_upgrade_changes_nothing(tmp_path: Path, monkeypatch) -> None:
    path = make_file(tmp_path / "old.match")
    broken = Migrations(MIGRATION_SET)
    broken(name="m001_initial")(m001_initial)

    @broken(name="m002_broken")
    def m002_broken(db) -> None:
        db.execute("UPDATE meta SET value = 'half' WHERE key = 'format'")
        db.execute("ALTER TABLE no_such_table ADD COLUMN x TEXT")

    monkeypatch.setattr(store_module, "migrations", lambda: broken)
    monkeypatch.setattr(store_module, "MIGRATION_NAMES", ("m001_initial", "m002_broken"))
    monkeypatch.setattr(store_module, "SCHEMA_VERSION", 2)
    with pytest.raises(StoreError, match="could not be upgraded.*no_such_table") as info:
        MatchStore.open(path)
    assert str(path) in str(info.value)
    monkeypatch.undo()
    with MatchStore.open(path) as store:  # still a good version-1 file, lock released
        assert store.match.extras["notebook"] == {"1": "kept"}
        assert len(store.log()) == 2


def test_closed_store(tmp_path: Path) -> None:
    store = MatchStore.open(make_file(tmp_path / "m.match"))
    store.close()
    assert store.closed and store.undo_text is None and not store.can_undo
    with pytest.raises(StoreError, match="closed"):
        store.apply(SetExtra("notebook", "3", "x"))
    with pytest.raises(StoreError, match="closed"):
        store.log()


def test_the_migration_names_match_the_registered_migrations() -> None:
    from teams_app.store.schema import MIGRATION_NAMES, SCHEMA_VERSION, migrations

    assert tuple(m.name for m in migrations()._migrations) == MIGRATION_NAMES
    assert len(MIGRATION_NAMES) == SCHEMA_VERSION
