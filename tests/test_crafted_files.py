"""Match files whose rows make no sense, crafted with SQLite (issue 34, items 2, 4, 5).

On open every row is checked against the format and the other rows: deal, table and
attempt ranges, integer keys (an Arabic-Indic "١" is text, not 1), replay results only
where an annulment made a replay, annulments only of attempts that exist, all eight
player codes, no trigger, view or table of the file's own, JSON nested at most
``MAX_JSON_DEPTH``.  A refusal names the table and the row; nothing is ignored.  A
``restore`` from such a backup is refused before anything is replaced.
"""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
from pathlib import Path

import pytest

from teams_app import operations
from teams_app.cli import main
from teams_app.store import CorruptMatchFile, MatchStore, StoreError

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "resources" / "samples" / "full-match.csv"
PLAYERS = ["--team-a", "Alpha", "--team-b", "Beta", "--players-a", "Ann,Al,Amy,Abe",
           "--players-b", "Bea,Bob,Bo,Bill"]
#: a result row's columns and values (named: later versions may add columns)
INTO_RESULTS = ("INSERT INTO results (deal, attempt, tbl, contract, declarer, tricks, "
                "ns_card, ew_card) VALUES")
RESULT = "'4S', 'N', 10, 'NV0', 'NV0'"
INTO_ANNULMENTS = ("INSERT INTO annulments (deal, attempt, reason, after_match, note, "
                   "reason_text, no_replay, replay_at) VALUES")
DEEP = "[" * 100_000 + "]" * 100_000

#: (name, SQL that makes the file wrong, words the refusal must hold)
CRAFTED = [
    ("deal 0", "UPDATE results SET deal = 0 WHERE deal = 1 AND tbl = 1", "results", "deal 0"),
    ("deal 99", "UPDATE results SET deal = 99 WHERE deal = 1 AND tbl = 1", "results", "99"),
    ("deal -5", "UPDATE results SET deal = -5 WHERE deal = 1 AND tbl = 1", "results", "-5"),
    ("deal 37", "UPDATE results SET deal = 37 WHERE deal = 1 AND tbl = 1", "results", "37"),
    ("deal 2**63-1", "UPDATE results SET deal = 9223372036854775807 WHERE deal = 1 AND "
     "tbl = 1", "results", "9223372036854775807"),
    ("table 0", "PRAGMA ignore_check_constraints = 1; UPDATE results SET tbl = 0 WHERE "
     "deal = 2 AND tbl = 1", "results", "table 0"),
    ("table 3", "PRAGMA ignore_check_constraints = 1; UPDATE results SET tbl = 3 WHERE "
     "deal = 2 AND tbl = 1", "results", "table 3"),
    ("attempt -1", "UPDATE results SET attempt = -1 WHERE deal = 2 AND tbl = 1", "results",
     "attempt -1"),
    ("arabic-indic deal", f"{INTO_RESULTS} ('\u0661', 0, 1, {RESULT})",
     "results", "not a whole number"),
    ("text deal", "UPDATE results SET deal = '1x' WHERE deal = 1 AND tbl = 1", "results",
     "not a whole number"),
    ("real tricks", "UPDATE results SET tricks = 10.5 WHERE deal = 1 AND tbl = 1", "results",
     "tricks"),
    ("tricks 14", "UPDATE results SET tricks = 14 WHERE deal = 1 AND tbl = 1", "results",
     "14"),
    ("a replay never annulled", f"{INTO_RESULTS} (3, 1, 1, {RESULT})",
     "results", "no annulment of attempt 0"),
    ("an annulment of an attempt that does not exist",
     f"{INTO_ANNULMENTS} (4, 2, 1, 0, '', 'x', 0, 'round-end')", "annulments",
     "no annulment of attempt 1"),
    ("a replay after an annulment without one",
     f"{INTO_ANNULMENTS} (5, 0, 1, 0, '', 'x', 1, 'none'); "
     f"{INTO_RESULTS} (5, 1, 1, {RESULT})", "results",
     "no annulment of attempt 0 made a replay"),
    ("A-1 missing", "DELETE FROM players WHERE code = 'A-1'", "players", "A-1"),
    ("a ninth player", "INSERT INTO players VALUES ('C-1', 'A', 'Zed', NULL)", "players",
     "C-1"),
    ("player code of the other team", "UPDATE players SET team = 'B' WHERE code = 'A-2'",
     "players", "A-2"),
    ("draw of deal 40", "INSERT INTO score_card_draws VALUES (40, 1, 'NV0', 'V0')",
     "score_card_draws", "40"),
    ("substitution in round 9", "INSERT INTO reserves VALUES ('A', 1, 'Res'); "
     "INSERT INTO substitutions VALUES ('A-1', 9, 'Res')", "substitutions", "round 9"),
    ("a trigger", "CREATE TRIGGER wipe AFTER INSERT ON audit_log BEGIN DELETE FROM results; "
     "END", "trigger", "wipe"),
    ("a view", "CREATE VIEW everything AS SELECT * FROM results", "view", "everything"),
    ("a table of its own", "CREATE TABLE notes (x)", "table", "notes"),
    ("an index of its own", "CREATE INDEX by_tricks ON results (tricks)", "index",
     "by_tricks"),
    ("settings nested 100,000 deep", f"UPDATE settings SET value = '{DEEP}' WHERE key = "
     "'honours'", "settings", "deeper"),
    ("extras nested 100,000 deep", f"INSERT INTO extras VALUES ('notebook', '1', '{DEEP}')",
     "extras", "deeper"),
    ("a NULL team name", "PRAGMA writable_schema = ON; UPDATE sqlite_master SET sql = "
     "replace(sql, 'name TEXT NOT NULL', 'name TEXT') WHERE name = 'teams'", "teams", "",),
]


def _digest(folder: Path) -> dict[str, str]:
    """Every file's bytes, but SQLite's reader files (a ``-shm``, an empty ``-wal``: a
    reader of a WAL-mode file leaves them, docs/reliability.md's known limits)."""
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file() and not (
                p.name.endswith("-shm") or (p.name.endswith("-wal")
                                            and not p.stat().st_size))}


@pytest.fixture(scope="module")
def played(tmp_path_factory) -> Path:
    """A match with round 1 imported (made once; each test copies it)."""
    folder = tmp_path_factory.mktemp("played")
    path = folder / "club.match"
    assert main(["new", str(path), *PLAYERS]) == 0
    lines = SAMPLE.read_text().splitlines()
    csv = folder / "round1.csv"
    csv.write_text("\n".join([lines[0], *[line for line in lines[1:]
                                          if int(line.split(",")[0]) <= 6]]) + "\n")
    assert main(["import", str(path), str(csv)]) == 0
    shutil.rmtree(folder / "club.match.backups")
    return path


def _craft(source: Path, target: Path, sql: str) -> Path:
    shutil.copy(source, target)
    conn = sqlite3.connect(target, isolation_level=None)
    conn.executescript(sql)
    conn.close()
    if "writable_schema" in sql:  # a second connection sees the looser schema
        conn = sqlite3.connect(target, isolation_level=None)
        conn.execute("UPDATE teams SET name = NULL WHERE team = 'A'")
        conn.close()
    return target


@pytest.mark.parametrize(("name", "sql", "table", "words"), CRAFTED,
                         ids=[c[0] for c in CRAFTED])
def test_a_crafted_file_is_refused_naming_table_and_row(played: Path, tmp_path: Path,
                                                        capsys, name: str, sql: str,
                                                        table: str, words: str) -> None:
    path = _craft(played, tmp_path / "crafted.match", sql)
    before = _digest(tmp_path)
    for read_only in (True, False):
        with pytest.raises(CorruptMatchFile) as refused:
            MatchStore.open(path, read_only=read_only)
        assert table in refused.value.problem and words in refused.value.problem, \
            refused.value.problem
        if table not in ("trigger", "view", "table", "index"):
            assert "row" in refused.value.problem, refused.value.problem
    for command in (["report"], ["report", "--json"], ["log"],
                    ["import", str(SAMPLE)], ["undo"], ["export", "--csv",
                                                        str(tmp_path / "out.csv")]):
        status = main([command[0], str(path), *command[1:]])
        out, err = capsys.readouterr()
        assert status == 1, (command, out, err)
        assert "Traceback" not in err and table in err, (command, err)
    assert _digest(tmp_path) == before  # nothing written, nothing left beside it


@pytest.mark.parametrize(("name", "sql", "table", "words"), CRAFTED,
                         ids=[c[0] for c in CRAFTED])
def test_restore_of_a_crafted_backup_changes_nothing(played: Path, tmp_path: Path, capsys,
                                                     name: str, sql: str, table: str,
                                                     words: str) -> None:
    match = tmp_path / "match" / "club.match"
    match.parent.mkdir()
    shutil.copy(played, match)
    backup = _craft(played, tmp_path / "backup.match", sql)
    before = _digest(tmp_path)
    status = main(["restore", str(backup), str(match)])
    _, err = capsys.readouterr()
    assert status == 1 and table in err and "Traceback" not in err, err
    assert _digest(tmp_path) == before  # not replaced, no before-restore copy made
    with MatchStore.open(match, read_only=True) as store:
        assert len(store.match.results) == 12


def test_a_restore_that_fails_after_the_copy_names_it(played: Path, tmp_path: Path,
                                                      monkeypatch) -> None:
    """A restore failing after the match was kept aside (here: the log row of the
    restored copy cannot be written) leaves the match and says where the copy is."""
    import teams_app.store.backups as backups_module

    match = tmp_path / "club.match"
    shutil.copy(played, match)
    backup = tmp_path / "backup.match"
    shutil.copy(played, backup)
    original = match.read_bytes()

    def full(copy: Path, _backup: Path) -> None:
        raise StoreError(copy, "the restore could not be logged: the disk is full")

    monkeypatch.setattr(backups_module, "_log_restore", full)
    with pytest.raises(StoreError) as failed:
        operations.restore_backup(backup=backup, target=match)
    kept = list((tmp_path / "club.match.backups").glob("*-before-restore.match"))
    assert len(kept) == 1
    assert str(kept[0]) in failed.value.problem and "not replaced" in failed.value.problem
    assert match.read_bytes() == original


def test_replays_that_exist_still_open(played: Path, tmp_path: Path, capsys) -> None:
    """The checks refuse nothing the program writes: an annulled deal, its replay's
    results, a second annulment and its replay, an annulment without a replay."""
    path = tmp_path / "replays.match"
    shutil.copy(played, path)
    for args in (["annul", str(path), "1", "--reason", "2"],
                 ["annul", str(path), "2", "--reason", "2", "--no-replay"]):
        status = main(args)
        _, err = capsys.readouterr()
        assert status == 0, (args, err)
    with MatchStore.open(path, read_only=True) as store:
        assert len(store.match.annulments) == 2
