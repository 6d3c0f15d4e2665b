"""The match file store against real SQLite files: create, open, every kind of change
surviving a reopen, undo/redo across restarts, one writer, read-only views, backups."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import sqlite_utils

from models.commands import (
    Batch,
    SetAnnulment,
    SetExtra,
    SetResult,
    SetScoreCards,
    annul,
    replacement_key,
)
from models.errors import MatchCoreError, MatchError
from models.format import Team
from models.match import (
    Annulment,
    AnnulReason,
    Conditions,
    DealKey,
    Match,
    ScoringMethod,
    Seat,
    Settings,
    TableResult,
    TeamInfo,
    new_match,
)
from models.registry import Said
from models.scorecards import ScoreCard
from models.setup_commands import SetSeat, SetSettings, SetSubstitution, SetTeam
from models.vocabulary import Card
from teams_app.home import HOME_VARIABLE
from teams_app.operations.door import _DOOR as DOOR
from teams_app.store import (
    KEEP_BACKUPS,
    SCHEMA_VERSION,
    MatchFileLocked,
    MatchStore,
    ReadOnlyStore,
    StoreError,
    WriteFailed,
    default_match_dir,
    paths,
)
from teams_app.store.backups import backups_kept
from words.steps import entry_words

ROOT = Path(__file__).resolve().parent.parent


def make_match(conditions: Conditions = Conditions.CARDS) -> Match:
    seats = {f"{t}-{i}": Seat(f"{t.lower()}{i}") for t in "AB" for i in range(1, 5)}
    seats["A-1"] = Seat("Ann", Card.parse("SA"))
    return new_match("Alpha", "Beta", seats, ("Rex",), ("Rita", "Ron"),
                     Settings(conditions=conditions))


def card(text: str) -> ScoreCard:
    return ScoreCard.parse(text)


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "match.match"


@pytest.fixture
def store(path: Path):
    s = MatchStore.create(path, make_match())
    yield s
    s.close()


def reopen(store: MatchStore) -> MatchStore:
    store.close()
    return MatchStore.open(store.path)


def assert_same(a: Match, b: Match) -> None:
    assert a.teams == b.teams
    assert a.seats == b.seats
    assert a.settings == b.settings
    assert a.substitutions == b.substitutions
    assert a.draws == b.draws
    assert a.results == b.results
    assert a.annulments == b.annulments
    assert {k: v for k, v in a.extras.items() if v} == {k: v for k, v in b.extras.items() if v}


def test_create_open_reopen(path: Path) -> None:
    match = make_match()
    store = MatchStore.create(path, match)
    assert store.path == path and not store.read_only
    assert store.match is match
    store.close()
    again = MatchStore.open(path)
    assert_same(again.match, make_match())
    assert again.match.seats["A-1"].card == Card.parse("SA")
    assert again.match.teams[Team.B].reserves == ("Rita", "Ron")
    assert [e.action for e in again.log()] == ["create"]
    assert not again.can_undo and not again.can_redo
    again.close()
    again.close()  # closing twice is harmless


def test_create_refuses_existing_path(path: Path) -> None:
    path.write_bytes(b"precious")
    with pytest.raises(StoreError, match="exists already") as info:
        MatchStore.create(path, make_match())
    assert str(path) in str(info.value)
    assert path.read_bytes() == b"precious"


def test_tables_are_readable_with_sqlite_utils(store: MatchStore) -> None:
    store.apply(DOOR, SetScoreCards(1, card("V60"), card("NV0")))
    store.apply(DOOR, SetResult(DealKey(1), 1, TableResult.parse("4S", "N", "10", lead="♥K")))
    store.close()
    db = sqlite_utils.Database(store.path)
    assert {"meta", "settings", "teams", "players", "reserves", "substitutions",
            "score_card_draws", "results", "annulments", "extras",
            "audit_log"} <= set(db.table_names())
    row = next(db["results"].rows)
    assert row["contract"] == "4S" and row["declarer"] == "N" and row["tricks"] == 10
    assert row["lead"] == "HK" and row["ns_score"] == 620  # 4S= vulnerable
    players = {r["code"]: r["name"] for r in db["players"].rows}
    assert players["A-1"] == "Ann"
    meta = {r["key"]: r["value"] for r in db["meta"].rows}
    assert meta["format"] == "teams-app match" and meta["schema_version"] == str(SCHEMA_VERSION)
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    db.close()


def every_kind_of_change(match: Match) -> list:
    key1 = DealKey(1)
    return [
        SetSettings(Settings(turning=True, scoring=ScoringMethod.IMPS)),
        SetTeam(Team.A, TeamInfo("Alpha Club", ("Rex", "Rosa"))),
        SetSeat("B-2", Seat("Bob", Card.parse("HQ"))),
        SetSubstitution("A-3", 4, "Rosa"),
        SetScoreCards(1, card("V60"), card("NV0")),
        SetScoreCards(4, card("NV20"), card("V0")),
        SetResult(key1, 1, TableResult.parse("4SX", "N", "9", lead="DA")),
        SetResult(key1, 2, TableResult.parse("PASS")),
        SetResult(DealKey(4), 2, TableResult.parse("3NT", "E", "+1")),
        SetAnnulment(DealKey(4), Annulment(AnnulReason.CARDS_SEEN, note="East saw")),
        SetResult(DealKey(4, 1), 2, TableResult.parse("2H", "S", "8")),
        SetExtra("notebook", "3", {"text": "Запись", "tags": ["a", 1, None, True]}),
        SetExtra("envelopes", "7", {"at": "table 2"}),
        Batch((SetScoreCards(2, card("V90"), card("V90")),
               SetResult(DealKey(2), 1, TableResult.parse("1NT", "W", "7"))),
              Said("step.import", {"file": "two.csv", "count": 1})),
    ]


def test_every_kind_of_change_survives_a_reopen(store: MatchStore) -> None:
    for command in every_kind_of_change(store.match):
        store.apply(DOOR, command)
    expected = store.match
    assert DealKey(4) in expected.annulments and (DealKey(4, 1), 2) in expected.results
    again = reopen(store)
    assert_same(again.match, expected)
    again.close()


def test_removals_survive_a_reopen(store: MatchStore) -> None:
    for command in every_kind_of_change(store.match):
        store.apply(DOOR, command)
    store.apply(DOOR, SetResult(DealKey(4, 1), 2, None))
    store.apply(DOOR, SetAnnulment(DealKey(4), None))
    store.apply(DOOR, SetSubstitution("A-3", 4, None))
    store.apply(DOOR, SetExtra("notebook", "3", None))
    store.apply(DOOR, SetResult(DealKey(2), 1, None))
    store.apply(DOOR, SetScoreCards(2, None, None))
    expected = store.match
    again = reopen(store)
    assert_same(again.match, expected)
    assert (DealKey(4, 1), 2) not in again.match.results
    assert 2 not in again.match.draws
    again.close()


def test_undo_all_then_redo_all_across_reopens(store: MatchStore) -> None:
    initial = make_match()
    snapshots = []
    for command in every_kind_of_change(store.match):
        store.apply(DOOR, command)
        snapshots.append(_copy(store.match))
    count = len(snapshots)
    for i in range(count):
        assert store.can_undo
        store.undo(DOOR)
        if i % 3 == 0:
            store = reopen(store)
        assert_same(store.match, snapshots[count - 2 - i] if i < count - 1 else initial)
    assert not store.can_undo and not store.undo(DOOR)
    store = reopen(store)
    assert_same(store.match, initial)
    for i in range(count):
        assert store.can_redo
        store.redo(DOOR)
        if i % 4 == 1:
            store = reopen(store)
        assert_same(store.match, snapshots[i])
    assert not store.can_redo and not store.redo(DOOR)
    store.close()


def _copy(match: Match) -> Match:
    import copy

    return copy.deepcopy(match)


def test_undo_texts_and_new_change_clears_redo(store: MatchStore) -> None:
    store.apply(DOOR, SetScoreCards(1, card("V60"), card("NV0")))
    entered = SetResult(DealKey(1), 1, TableResult.parse("4S", "N", "10"))
    store.apply(DOOR, entered)
    assert store.can_undo and store.undo_command == entered
    assert store.undo(DOOR)
    assert store.redo_command == entered and store.can_redo
    store = reopen(store)
    assert store.redo_command == entered
    store.apply(DOOR, SetExtra("notebook", "1", "a new change"))
    assert not store.can_redo and not store.redo(DOOR)
    assert (DealKey(1), 1) not in store.match.results
    actions = [(e.action, e.state) for e in store.log()]
    assert actions == [("create", None), ("do", "done"), ("do", "dropped"), ("undo", None),
                       ("do", "done")]
    store.close()


def test_audit_log_records_before_and_after(store: MatchStore) -> None:
    store.apply(DOOR, SetScoreCards(1, card("V60"), card("NV0")))
    store.apply(DOOR, SetResult(DealKey(1), 1, TableResult.parse("4S", "N", "10")))
    store.apply(DOOR, SetResult(DealKey(1), 1, TableResult.parse("4S", "N", "11")))
    store.undo(DOOR)
    entries = MatchStore.open(store.path, read_only=True).log()
    assert [e.id for e in entries] == sorted(e.id for e in entries)
    change = entries[3]
    assert entry_words(change) == "table 1, deal 1: 4♠ N 11"
    assert change.before["result"]["tricks"] == 10
    assert change.after["result"]["tricks"] == 11
    assert entries[-1].action == "undo"
    assert entry_words(entries[-1]) == "table 1, deal 1: 4♠ N 11"
    assert entries[-1].after["result"]["tricks"] == 10
    assert "T" in change.when and change.when[:4].isdigit()


def test_refused_change_changes_nothing(store: MatchStore) -> None:
    store.apply(DOOR, SetScoreCards(1, card("V60"), card("NV0")))
    before = Path(store.path).read_bytes(), len(store.log())
    with pytest.raises(MatchCoreError):
        store.apply(DOOR, SetScoreCards(7, card("V60"), card("NV0")))  # already drawn at table 1
    with pytest.raises(MatchError):
        store.apply(DOOR, SetSubstitution("A-1", 2, "Nobody"))
    assert len(store.log()) == before[1]
    assert 7 not in store.match.draws and not store.match.substitutions
    assert_same(reopen(store).match, store.match)


def test_failed_write_rolls_back_memory_and_file(store: MatchStore) -> None:
    store.apply(DOOR, SetScoreCards(1, card("V60"), card("NV0")))
    # a real SQLite failure inside the transaction: a trigger refusing the row
    store.db.execute("CREATE TRIGGER refuse BEFORE INSERT ON results "
                     "BEGIN SELECT RAISE(ABORT, 'disk on fire'); END")
    log_size = len(store.log())
    with pytest.raises(WriteFailed, match="disk on fire") as info:
        store.apply(DOOR, SetResult(DealKey(1), 1, TableResult.parse("4S", "N", "10")))
    assert str(store.path) in str(info.value)
    assert (DealKey(1), 1) not in store.match.results
    assert len(store.log()) == log_size
    store.db.execute("DROP TRIGGER refuse")
    store.apply(DOOR, SetResult(DealKey(1), 1, TableResult.parse("4S", "N", "10")))
    again = reopen(store)
    assert again.match.score(DealKey(1), 1) == 620
    again.close()


def test_second_writer_is_refused_reader_allowed(store: MatchStore) -> None:
    with pytest.raises(MatchFileLocked, match="already open for writing") as info:
        MatchStore.open(store.path)
    assert str(store.path) in str(info.value)
    store.apply(DOOR, SetExtra("notebook", "1", "first"))
    view = MatchStore.open(store.path, read_only=True)
    assert view.read_only and view.match.extras["notebook"]["1"] == "first"
    with pytest.raises(ReadOnlyStore):
        view.apply(DOOR, SetExtra("notebook", "2", "x"))
    with pytest.raises(ReadOnlyStore):
        view.undo(DOOR)
    assert not view.can_undo
    assert view.refresh() is False
    store.apply(DOOR, SetExtra("notebook", "2", "second"))
    assert view.refresh() is True
    assert view.match.extras["notebook"]["2"] == "second"
    view.close()
    store.close()
    MatchStore.open(store.path).close()  # the lock went with the writer


CHILD = textwrap.dedent("""
    import sys
    from teams_app.store import MatchStore, MatchFileLocked
    try:
        MatchStore.open(sys.argv[1])
    except MatchFileLocked as exc:
        print("LOCKED", exc)
    else:
        print("OPENED")
""")


def test_second_process_is_refused(store: MatchStore) -> None:
    done = subprocess.run([sys.executable, "-c", CHILD, str(store.path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.stdout.startswith("LOCKED"), done.stderr
    assert "another window or program" in done.stdout and str(store.path) in done.stdout
    store.close()
    done = subprocess.run([sys.executable, "-c", CHILD, str(store.path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    assert done.stdout.startswith("OPENED"), done.stderr


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(StoreError, match="no such file"):
        MatchStore.open(tmp_path / "nothing.match")
    assert not (tmp_path / "nothing.match").exists()


def test_backups_keep_each_round_every_before_restore_and_five_others(store: MatchStore
                                                                      ) -> None:
    by_hand = []
    for n in range(1, KEEP_BACKUPS + 3):
        store.apply(DOOR, SetExtra("notebook", str(n), f"step {n}"))
        by_hand.append(store.backup(f"by hand {n}"))
    folder = by_hand[0].parent
    assert sorted(folder.iterdir()) == by_hand[-KEEP_BACKUPS:]  # the newest five others
    assert "by-hand-7" in by_hand[-1].name
    with MatchStore.open(by_hand[-1], read_only=True) as copy:
        assert copy.match.extras["notebook"]["7"] == "step 7"
    first, kept_round, second = (store.backup("round-1"), store.backup("round-1"),
                                 store.backup("round-2"))
    before = store.backup("before-restore")
    # round 1's older copy is one of the others now: by hand 3 goes
    assert sorted(folder.iterdir()) == sorted([*by_hand[-4:], first, kept_round, second,
                                               before])
    for n in range(KEEP_BACKUPS + 1):  # later copies push every other out, never these
        store.backup(f"later {n}")
    kept = sorted(folder.iterdir())
    assert {kept_round, second, before} <= set(kept) and first not in kept
    assert len(kept) == 3 + KEEP_BACKUPS
    assert sqlite3.connect(kept[0]).execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_the_backup_rule_on_names() -> None:
    stem, suffix = "club [1] (copy)", ".match"

    def name(second: int, tag: str) -> str:
        return f"{stem}-20260101-1200{second:02d}-000000-{tag}{suffix}"

    names = [name(1, "round-1"), name(2, "round-1"), name(3, "before-restore"),
             name(4, "round-2"), *(name(10 + n, f"by-hand-{n}") for n in range(6)),
             name(30, "before-restore"), f"{stem}-notes{suffix}", "other-20260101-120000-"
             f"000000-round-1{suffix}", name(40, "round-10")]
    assert backups_kept(names, stem, suffix) == {
        name(2, "round-1"), name(3, "before-restore"), name(4, "round-2"),
        *(name(10 + n, f"by-hand-{n}") for n in range(1, 6)),
        name(30, "before-restore"), f"{stem}-notes{suffix}",
        f"other-20260101-120000-000000-round-1{suffix}", name(40, "round-10")}


def test_board_conditions_match(tmp_path: Path) -> None:
    store = MatchStore.create(tmp_path / "board.match", make_match(Conditions.BOARD))
    store.apply(DOOR, SetResult(DealKey(3), 1, TableResult.parse("3NT", "S", "9")))
    again = reopen(store)
    assert again.match.settings.conditions is Conditions.BOARD
    assert again.match.score(DealKey(3), 1) == store.match.score(DealKey(3), 1)
    again.close()


def test_annul_and_replacement_keys(store: MatchStore) -> None:
    store.apply(DOOR, SetScoreCards(1, card("V60"), card("NV0")))
    store.apply(DOOR, SetResult(DealKey(1), 1, TableResult.parse("4S", "N", "10")))
    store.apply(DOOR, annul(store.match, 1, AnnulReason.CARDS_SEEN))
    key = replacement_key(store.match, 1)
    store.apply(DOOR, SetResult(key, 1, TableResult.parse("2S", "N", "8")))
    again = reopen(store)
    assert again.match.current_key(1) == DealKey(1, 1)
    assert again.match.annulments[DealKey(1)].reason is AnnulReason.CARDS_SEEN
    again.close()


def test_default_match_dir_follows_platform(tmp_path: Path, monkeypatch) -> None:
    # TEAMS_APP_HOME (what the tests set on every platform): its data folder
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "home"))
    folder = default_match_dir()
    assert folder == tmp_path / "home" / "data" / "teams-app" / "matches"
    assert not folder.exists()
    assert default_match_dir(create=True).is_dir()
    # without it, each platform's convention (asked of the functions, which make nothing)
    monkeypatch.delenv(HOME_VARIABLE)
    for name in ("XDG_DATA_HOME", "LOCALAPPDATA", "HOME", "USERPROFILE"):
        monkeypatch.setenv(name, str(tmp_path / name))
    real = sys.platform
    for platform, want in (("linux", tmp_path / "XDG_DATA_HOME"),
                           ("win32", tmp_path / "LOCALAPPDATA"),
                           ("darwin", Path.home() / "Library" / "Application Support")):
        monkeypatch.setattr(sys, "platform", platform)
        assert paths._platform_data_dir() == want
    monkeypatch.setattr(sys, "platform", real)
    if real == "linux":  # the same answer with Qt loaded or not: Qt is not asked
        assert default_match_dir() == tmp_path / "XDG_DATA_HOME" / "teams-app" / "matches"
        from PySide6.QtCore import QStandardPaths

        qt = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.GenericDataLocation)
        assert default_match_dir() == Path(qt) / "teams-app" / "matches"


def test_a_relative_app_home_is_not_followed(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv(HOME_VARIABLE, "relative/folder")
    assert paths.app_home() is None
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path))
    assert paths.app_home() == tmp_path
