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
from teams_app.store.schema import (
    MIGRATION_NAMES,
    MIGRATION_SET,
    SCHEMA_VERSION,
    m001_initial,
    m002_honours,
)

NEXT = SCHEMA_VERSION + 1


def current_migrations() -> Migrations:
    """A fresh set holding this program's migrations (to add a pretend newer one)."""
    made = Migrations(MIGRATION_SET)
    made(name="m001_initial")(m001_initial)
    made(name="m002_honours")(m002_honours)
    assert tuple(m.name for m in made._migrations) == MIGRATION_NAMES
    return made


def make_file(path: Path) -> Path:
    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    store = MatchStore.create(path, new_match("Alpha", "Beta", seats))
    store.apply(SetExtra("notebook", "1", "kept"))
    store.close()
    return path


def test_upgrade_to_a_newer_schema(tmp_path: Path, monkeypatch) -> None:
    path = make_file(tmp_path / "old.match")
    newer = current_migrations()

    @newer(name="m999_venue")
    def m999_venue(db) -> None:
        db.execute("ALTER TABLE teams ADD COLUMN venue TEXT")
        db.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", [str(NEXT)])

    monkeypatch.setattr(store_module, "migrations", lambda: newer)
    monkeypatch.setattr(store_module, "MIGRATION_NAMES", (*MIGRATION_NAMES, "m999_venue"))
    monkeypatch.setattr(store_module, "SCHEMA_VERSION", NEXT)
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
        == (str(NEXT),)
    conn.close()
    backups = list((tmp_path / "old.match.backups").iterdir())
    assert len(backups) == 1 and f"before-upgrade-to-v{NEXT}" in backups[0].name
    monkeypatch.undo()  # the older program now meets a newer file
    with pytest.raises(NewerVersion, match=f"version {NEXT}.*m999_venue"):
        MatchStore.open(path)
    with MatchStore.open(backups[0], read_only=True) as old:  # the copy is still current
        assert old.match.extras["notebook"] == {"1": "kept"}


def test_failed_upgrade_changes_nothing(tmp_path: Path, monkeypatch) -> None:
    path = make_file(tmp_path / "old.match")
    broken = current_migrations()

    @broken(name="m999_broken")
    def m999_broken(db) -> None:
        db.execute("UPDATE meta SET value = 'half' WHERE key = 'format'")
        db.execute("ALTER TABLE no_such_table ADD COLUMN x TEXT")

    monkeypatch.setattr(store_module, "migrations", lambda: broken)
    monkeypatch.setattr(store_module, "MIGRATION_NAMES", (*MIGRATION_NAMES, "m999_broken"))
    monkeypatch.setattr(store_module, "SCHEMA_VERSION", NEXT)
    with pytest.raises(StoreError, match="could not be upgraded.*no_such_table") as info:
        MatchStore.open(path)
    assert str(path) in str(info.value)
    monkeypatch.undo()
    with MatchStore.open(path) as store:  # still a good current file, lock released
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


def test_a_file_from_before_honours_opens_and_is_upgraded(tmp_path: Path) -> None:
    """A version-1 file (no honours column, no honours setting) keeps its results and
    scores; once upgraded its results take honours."""
    from models.commands import SetResult
    from models.match import DealKey, TableResult
    from models.scoring import Honours

    path = tmp_path / "v1.match"
    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    with MatchStore.create(path, new_match("Alpha", "Beta", seats)) as store:
        store.apply(SetResult(DealKey(1), 1, TableResult.parse("4S", "N", "10", "V0", "NV0")))
    # Make it what version 1 wrote: no honours column, no honours setting, no m002.
    conn = sqlite3.connect(path)
    conn.execute("ALTER TABLE results DROP COLUMN honours")
    conn.execute("DELETE FROM settings WHERE key = 'honours'")
    conn.execute("DELETE FROM _sqlite_migrations WHERE name = 'm002_honours'")
    conn.execute("UPDATE meta SET value = '1' WHERE key = 'schema_version'")
    conn.commit()
    conn.close()
    with pytest.raises(StoreError, match="older version"):
        MatchStore.open(path, read_only=True)
    with MatchStore.open(path) as store:
        assert store.match.score(DealKey(1), 1) == 620
        assert store.match.settings.honours  # total points decide: honours are scored
        store.apply(SetResult(DealKey(1), 2, TableResult.parse("4S", "N", "10", "V0", "NV0",
                                                               honours="EW100")))
    with MatchStore.open(path, read_only=True) as store:
        assert store.match.results[(DealKey(1), 2)].honours is Honours.EW100
        assert store.match.score(DealKey(1), 2) == 620 - 100
