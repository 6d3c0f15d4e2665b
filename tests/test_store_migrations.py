"""Schema upgrades: an older match file is upgraded by the pending migrations (after a
backup copy) when opened for writing, refused read-only, and a failed upgrade changes
nothing."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from sqlite_utils.migrations import Migrations

import teams_app.store.store as store_module
from models.commands import SetExtra
from models.match import Seat, new_match
from teams_app.operations.door import _DOOR as DOOR
from teams_app.store import MatchStore, NewerVersion, StoreError, checks, opening, schema
from teams_app.store.schema import MIGRATION_NAMES, MIGRATION_SET, SCHEMA_VERSION

NEXT = SCHEMA_VERSION + 1


def current_and(name: str, migration) -> Migrations:
    """The program's migrations, then one more (a future version's)."""
    made = Migrations(MIGRATION_SET)
    for known in MIGRATION_NAMES:
        made(name=known)(getattr(schema, known))
    made(name=name)(migration)
    return made


def as_next_version(monkeypatch, made: Migrations, name: str) -> None:
    """The program of the next version: its migrations (run by the opening), their names
    and the version the checks of an open expect, and the version an upgrade's backup
    copy is tagged with (the store)."""
    monkeypatch.setattr(opening, "migrations", lambda: made)
    monkeypatch.setattr(checks, "MIGRATION_NAMES", (*MIGRATION_NAMES, name))
    monkeypatch.setattr(checks, "SCHEMA_VERSION", NEXT)
    monkeypatch.setattr(store_module, "SCHEMA_VERSION", NEXT)


def make_file(path: Path) -> Path:
    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    store = MatchStore.create(path, new_match("Alpha", "Beta", seats))
    store.apply(DOOR, SetExtra("notebook", "1", "kept"))
    store.close()
    return path


def test_upgrade_to_a_newer_schema(tmp_path: Path, monkeypatch) -> None:
    path = make_file(tmp_path / "old.match")
    def m_venue(db) -> None:
        db.execute("ALTER TABLE teams ADD COLUMN venue TEXT")
        db.execute(f"UPDATE meta SET value = '{NEXT}' WHERE key = 'schema_version'")

    newer = current_and("m_venue", m_venue)
    as_next_version(monkeypatch, newer, "m_venue")
    before = path.read_bytes()
    with pytest.raises(StoreError, match="older version; open it once for writing"):
        MatchStore.open(path, read_only=True)
    assert path.read_bytes() == before
    with MatchStore.open(path) as store:
        assert store.match.extras["notebook"]["1"] == "kept"
        store.apply(DOOR, SetExtra("notebook", "2", "after the upgrade"))
    conn = sqlite3.connect(path)
    assert "venue" in [r[1] for r in conn.execute("PRAGMA table_info(teams)")]
    assert conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone() \
        == (str(NEXT),)
    conn.close()
    backups = list((tmp_path / "old.match.backups").iterdir())
    assert len(backups) == 1 and f"before-upgrade-to-v{NEXT}" in backups[0].name
    monkeypatch.undo()  # the older program now meets a newer file
    with pytest.raises(NewerVersion, match=f"version {NEXT}.*m_venue"):
        MatchStore.open(path)
    with MatchStore.open(backups[0], read_only=True) as old:  # the copy is still v1
        assert old.match.extras["notebook"] == {"1": "kept"}


def test_failed_upgrade_changes_nothing(tmp_path: Path, monkeypatch) -> None:
    path = make_file(tmp_path / "old.match")
    def m_broken(db) -> None:
        db.execute("UPDATE meta SET value = 'half' WHERE key = 'format'")
        db.execute("ALTER TABLE no_such_table ADD COLUMN x TEXT")

    broken = current_and("m_broken", m_broken)
    as_next_version(monkeypatch, broken, "m_broken")
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
    assert store.closed and not store.can_undo
    with pytest.raises(StoreError, match="closed"):
        store.apply(DOOR, SetExtra("notebook", "3", "x"))
    with pytest.raises(StoreError, match="closed"):
        store.log()


def test_the_migration_names_match_the_registered_migrations() -> None:
    from teams_app.store.schema import MIGRATION_NAMES, SCHEMA_VERSION, migrations

    assert tuple(m.name for m in migrations()._migrations) == MIGRATION_NAMES
    assert len(MIGRATION_NAMES) == SCHEMA_VERSION


def test_a_version_1_file_opens_with_its_annulments(tmp_path: Path) -> None:
    """A file written before annulments could be closed without a replay (schema 1)
    is upgraded: its annulments keep reason, time and note, and await their replay."""
    from models.commands import SetAnnulment
    from models.match import Annulment, AnnulReason, DealKey

    path = make_file(tmp_path / "v1.match")
    with MatchStore.open(path) as store:
        store.apply(DOOR, SetAnnulment(DealKey(4), Annulment(AnnulReason.CARDS_SEEN, note="E saw")))
        store.apply(DOOR, SetAnnulment(DealKey(9), Annulment(AnnulReason.SHORT_ENVELOPE, True)))
    conn = sqlite3.connect(path)  # back to what version 1 wrote
    with conn:
        conn.execute("ALTER TABLE annulments DROP COLUMN replay_at")
        conn.execute("ALTER TABLE annulments DROP COLUMN no_replay")
        conn.execute("ALTER TABLE results DROP COLUMN honours")
        conn.execute("DELETE FROM settings WHERE key = 'honours'")
        conn.execute("DELETE FROM _sqlite_migrations WHERE name != 'm001_initial'")
        conn.execute("UPDATE meta SET value = '1' WHERE key = 'schema_version'")
    conn.close()
    with MatchStore.open(path) as store:
        four, nine = store.match.annulments[DealKey(4)], store.match.annulments[DealKey(9)]
    assert four == Annulment(AnnulReason.CARDS_SEEN, note="E saw") and four.awaits_replay
    assert nine.after_match and not nine.awaits_replay
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone() \
        == (str(SCHEMA_VERSION),)
    conn.close()


def test_a_version_4_file_says_when_each_replay_is_played(tmp_path: Path) -> None:
    """Schema 5 says when an annulled deal is replayed: a file from before it keeps its
    annulments closed without a replay, or made after the match, as ``none`` and every
    other one as ``round-end``, in the state and in the audit log's steps (undo of an old
    annulment still puts back what was there)."""
    from models.commands import SetAnnulment
    from models.match import Annulment, AnnulReason, DealKey, ReplayAt

    path = make_file(tmp_path / "v4.match")
    with MatchStore.open(path) as store:
        store.apply(DOOR, SetAnnulment(DealKey(4), Annulment(AnnulReason.CARDS_SEEN)))
        store.apply(DOOR, SetAnnulment(DealKey(5), Annulment(AnnulReason.CARDS_SEEN,
                                                       replay_at=ReplayAt.NONE)))
        store.apply(DOOR, SetAnnulment(DealKey(9), Annulment(AnnulReason.SHORT_ENVELOPE, True)))
    conn = sqlite3.connect(path)  # back to what version 4 wrote
    with conn:
        conn.execute("UPDATE annulments SET replay_at = 'now'")  # dropped just below
        conn.execute("ALTER TABLE annulments DROP COLUMN replay_at")
        rows = conn.execute("SELECT id, command FROM audit_log").fetchall()
        for entry, text in rows:  # what version 4 logged: no replay_at
            command = json.loads(text)
            if command.get("annulment"):
                del command["annulment"]["replay_at"]
            conn.execute("UPDATE audit_log SET command = ? WHERE id = ?",
                         [json.dumps(command), entry])
        conn.execute("DELETE FROM _sqlite_migrations WHERE name = 'm005_replay_at'")
        conn.execute("UPDATE meta SET value = '4' WHERE key = 'schema_version'")
    conn.close()
    with MatchStore.open(path) as store:
        found = {key.deal: a.replay_at for key, a in store.match.annulments.items()}
        assert found == {4: ReplayAt.ROUND_END, 5: ReplayAt.NONE, 9: ReplayAt.NONE}
        assert store.match.annulments[DealKey(5)].no_replay
        store.undo(DOOR)  # the log's annulment of deal 9 read back, then undone
        assert DealKey(9) not in store.match.annulments
        store.redo(DOOR)
        assert store.match.annulments[DealKey(9)].when is ReplayAt.NONE


def test_auctions_of_the_first_key_format_are_upgraded(tmp_path: Path) -> None:
    """Auctions were kept under ``"deal:attempt:table"``; the upgrade writes every slot's
    one key format (``"5:1"``, ``"5R1:2"``), in the state and in the audit log, so undo
    and redo of an old step still find the auction."""
    from models.commands import Batch
    from models.extras import auction
    from models.match import DealKey

    path = make_file(tmp_path / "v2.match")
    value = {"dealer": "N", "calls": ["1S", "P", "P", "P"]}
    with MatchStore.open(path) as store:
        store.apply(DOOR, Batch((SetExtra("auction", "5:0:1", value),
                           SetExtra("auction", "7:1:2", value))))
    conn = sqlite3.connect(path)  # back to what version 2 wrote
    with conn:
        conn.execute("ALTER TABLE results DROP COLUMN honours")
        conn.execute("DELETE FROM _sqlite_migrations WHERE name IN "
                     "('m003_one_extras_key_format', 'm004_honours')")
        conn.execute("UPDATE meta SET value = '2' WHERE key = 'schema_version'")
    conn.close()
    with MatchStore.open(path) as store:
        match = store.match
        assert set(match.extras["auction"]) == {"5:1", "7R1:2"}
        assert auction(match, DealKey(5), 1) == value
        assert store.undo(DOOR) is not None  # the old step, rewritten, undoes cleanly
        assert "auction" not in store.match.extras
        store.redo(DOOR)
        assert auction(store.match, DealKey(7, 1), 2) == value
    with MatchStore.open(path, read_only=True) as again:
        assert set(again.match.extras["auction"]) == {"5:1", "7R1:2"}


def test_a_file_from_before_honours_opens_and_is_upgraded(tmp_path: Path) -> None:
    """A version-3 file (no honours column, no honours setting) keeps its results and
    scores; once upgraded its results take honours."""
    from models.commands import SetResult
    from models.match import DealKey, TableResult
    from models.scoring import Honours

    path = tmp_path / "v3.match"
    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    with MatchStore.create(path, new_match("Alpha", "Beta", seats)) as store:
        store.apply(DOOR, SetResult(DealKey(1), 1, TableResult.parse("4S", "N", "10", "V0", "NV0")))
    conn = sqlite3.connect(path)  # back to what version 3 wrote
    with conn:
        conn.execute("ALTER TABLE results DROP COLUMN honours")
        conn.execute("DELETE FROM settings WHERE key = 'honours'")
        conn.execute("DELETE FROM _sqlite_migrations WHERE name = 'm004_honours'")
        conn.execute("UPDATE meta SET value = '3' WHERE key = 'schema_version'")
    conn.close()
    with pytest.raises(StoreError, match="older version"):
        MatchStore.open(path, read_only=True)
    with MatchStore.open(path) as store:
        assert store.match.score(DealKey(1), 1) == 620
        assert store.match.settings.honours  # total points decide: honours are scored
        store.apply(DOOR, SetResult(DealKey(1), 2, TableResult.parse("4S", "N", "10", "V0", "NV0",
                                                               honours="EW100")))
    with MatchStore.open(path, read_only=True) as store:
        assert store.match.results[(DealKey(1), 2)].honours is Honours.EW100
        assert store.match.score(DealKey(1), 2) == 620 - 100
