"""Issue 35: every refusal the match file store raises carries a message key, and is
worded in en/bg/ru (``file.<key>``, :mod:`words.file_words`) at the command line as in
the window.

The first tests read ``teams_app/store`` itself: every store error built there passes a
key (a part of its problem named by its own entry, ``(key, parameters)``), and every key
has an entry.  The others craft real files (real SQLite, no mocks) that reach each
refusal they can, and check its words: English exactly as the store says it (``str``),
Bulgarian and Russian without an English word outside the values (paths, SQLite's and
the system's quoted words, names of tables and migrations), also as ``teams-app ...
--lang bg/ru`` prints them.
"""

from __future__ import annotations

import ast
import os
import re
import sqlite3
import stat
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import words
from models.commands import SetExtra, SetResult, SetScoreCards
from models.errors import MatchCoreError
from models.match import DealKey, Seat, TableResult, new_match
from models.scorecards import ScoreCard
from teams_app.cli import main
from teams_app.operations.door import _DOOR as DOOR
from teams_app.store import MatchStore, StoreError, write_output
from teams_app.store import outputs as outputs_module
from teams_app.store.backups import restore_backup
from teams_app.store.checks import check_whole
from words.file_errors import store_error_text

ROOT = Path(__file__).resolve().parents[1]
STORE = ROOT / "teams_app" / "store"
#: the store's errors (WrongDoor, a programming error, is not one of them)
ERRORS = {"StoreError", "CorruptMatchFile", "NotAMatchFile", "OutputRefused", "WriteFailed",
          "NewerVersion", "ReadOnlyStore", "MatchFileMissing", "MatchFileLocked",
          "DamagedAuditEntry"}
#: Latin words a Bulgarian or Russian refusal may hold: names, not English prose
NAMES = {"SQLite", "teams", "app", "FIFO", "CSV", "PDF", "PBN", "HTML", "UTF", "JSON"}
LATIN = re.compile(r"[A-Za-z]{3,}")
QUOTED = re.compile(r"„[^“]*“|«[^»]*»|'[^']*'")


# -- the source ----------------------------------------------------------------------
def _trees() -> Iterator[tuple[str, ast.AST]]:
    for path in sorted(STORE.glob("*.py")):
        yield path.name, ast.parse(path.read_text(encoding="utf-8"))


def _error_calls() -> Iterator[tuple[str, ast.Call]]:
    """Every call that builds one of the store's errors (``raise X(...)``, ``return
    X(...)``, ``(X if … else Y)(...)``)."""
    for name, tree in _trees():
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            names = ([func.body, func.orelse] if isinstance(func, ast.IfExp) else [func])
            if any(isinstance(f, ast.Name) and f.id in ERRORS for f in names):
                yield name, node


def _key_node(call: ast.Call) -> ast.expr | None:
    for keyword in call.keywords:
        if keyword.arg == "key":
            return keyword.value
    if any(isinstance(a, ast.Starred) for a in call.args):
        return next(a for a in call.args if isinstance(a, ast.Starred))
    return call.args[2] if len(call.args) >= 3 else None


def _constants(node: ast.AST) -> set[str]:
    """The message keys a key expression can take (constants, both sides of an ``if``)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.IfExp):
        return _constants(node.body) | _constants(node.orelse)
    return set()


def test_every_store_error_built_in_the_store_carries_a_key() -> None:
    calls = list(_error_calls())
    assert len(calls) >= 55, "the walk finds the store's refusals"
    unkeyed = [f"{name}:{call.lineno}" for name, call in calls
               if _key_node(call) is None and not _is_damaged_entry(call)]
    assert not unkeyed, f"store errors without a message key: {unkeyed}"


def _is_damaged_entry(call: ast.Call) -> bool:
    """DamagedAuditEntry(path, entry) keys itself (``audit_damaged``)."""
    return isinstance(call.func, ast.Name) and call.func.id == "DamagedAuditEntry"


def test_every_key_the_store_names_has_an_entry() -> None:
    keys: set[str] = set()
    for _name, call in _error_calls():
        node = _key_node(call)
        if node is not None:
            keys |= _constants(node)
    for _name, tree in _trees():
        for node in ast.walk(tree):
            # a part of a problem: ("key", {parameters}); sqlite_problem's 4-tuples
            if isinstance(node, ast.Tuple) and len(node.elts) == 2 \
                    and isinstance(node.elts[1], ast.Dict):
                keys |= _constants(node.elts[0])
            if isinstance(node, ast.Tuple) and len(node.elts) == 4 \
                    and isinstance(node.elts[3], ast.Dict):
                keys |= _constants(node.elts[2])
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                    and node.func.id == "_said":
                keys |= _constants(node.args[1])
    from teams_app.store import files

    keys |= {f"os.{key}" for key in set(files._OS_KEYS.values()) | {"other"}}
    keys |= {f"what.{key}" for key in set(outputs_module.WHATS.values()) | {"other"}}
    keys |= {"audit_damaged", "locked", "locked_by"}
    assert len(keys) > 60
    missing = sorted(key for key in keys if f"file.{key}" not in words.catalog())
    assert not missing, f"keys without an entry file.<key>: {missing}"


def test_not_regular_file_is_worded_through_the_registry() -> None:
    """NotRegularFile (an OSError) says its problem in English; every text it can say is
    registered by ``files._said`` with its key, which the store error raised for it
    takes (``problem_key``)."""
    tree = ast.parse((STORE / "files.py").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name in ("kind_problem", "os_problem"):
            for ret in (n for n in ast.walk(node) if isinstance(n, ast.Return)):
                if isinstance(ret.value, ast.Constant) and ret.value.value is None:
                    continue
                assert isinstance(ret.value, ast.Call) and isinstance(
                    ret.value.func, ast.Name) and ret.value.func.id == "_said", \
                    f"files.py:{ret.lineno}: a problem not registered by _said"


def test_every_file_the_program_writes_is_named_in_the_catalog() -> None:
    """``write_output(..., what="the PDF")``: each name a caller gives is one of
    :data:`outputs.WHATS` (else the refusal names it in English)."""
    found: set[str] = set()
    for folder in ("teams_app", "printing"):
        for path in (ROOT / folder).rglob("*.py"):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(
                        node.func, "attr", "")) in ("write_output", "atomic_output",
                                                     "whole_file"):
                    for keyword in node.keywords:
                        if keyword.arg == "what" and isinstance(keyword.value, ast.Constant):
                            found.add(keyword.value.value)
    assert found, "the walk finds the writers"
    assert found <= set(outputs_module.WHATS), found - set(outputs_module.WHATS)


# -- the words -----------------------------------------------------------------------
def _values(params: dict[str, Any]) -> Iterator[str]:
    for value in params.values():
        if isinstance(value, tuple) and len(value) == 2 and isinstance(value[1], dict):
            yield from _values(value[1])
        elif isinstance(value, StoreError):
            yield str(value.path)
            yield from _values(value.params)
        elif isinstance(value, MatchCoreError):
            yield from _values(value.params)
        elif isinstance(value, str | int):
            yield str(value)


def english_left(text: str, error: StoreError) -> list[str]:
    """The Latin words of ``text`` outside its values and the names it may hold."""
    for value in sorted({str(error.path), *_values(error.params)}, key=len, reverse=True):
        text = text.replace(value, " ")
    text = QUOTED.sub(" ", text)
    return [w for w in LATIN.findall(text) if w not in NAMES]


def assert_worded(error: BaseException, key: str | None = None) -> StoreError:
    assert isinstance(error, StoreError), error
    assert error.key is not None, f"{error!r}: no message key"
    if key is not None:
        assert error.key == key, (error.key, str(error))
    assert store_error_text(error, "en") == str(error), "the English is unchanged"
    for lang in ("bg", "ru"):
        text = store_error_text(error, lang)
        assert text.startswith(f"{error.path}: ")
        assert not english_left(text, error), (lang, text)
        assert text != str(error), (lang, text)
    return error


def refusal(call: Callable[[], object]) -> StoreError:
    with pytest.raises(StoreError) as info:
        call()
    return info.value


def cli_says(capsys: pytest.CaptureFixture[str], error: StoreError, *args: str) -> None:
    """``teams-app ARGS --lang bg/ru`` prints the refusal in the language (``teams-app:
    грешка: …``); English as the store says it."""
    for lang, lead in (("en", "teams-app: error: "), ("bg", "teams-app: грешка: "),
                       ("ru", "teams-app: ошибка: ")):
        assert main([*args, "--lang", lang]) == 1
        err = capsys.readouterr().err.strip()
        assert err == lead + store_error_text(error, lang), err
        if lang != "en":
            assert not english_left(err[len(lead):], error), err


# -- crafted files -------------------------------------------------------------------
def make_match(path: Path, changes: int = 3) -> Path:
    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    store = MatchStore.create(path, new_match("Alpha", "Beta", seats))
    store.apply(DOOR, SetScoreCards(1, ScoreCard.parse("V60"), ScoreCard.parse("NV0")))
    store.apply(DOOR, SetResult(DealKey(1), 1, TableResult.parse("4S", "N", "10")))
    for n in range(changes):
        store.apply(DOOR, SetExtra("notebook", str(n), "x" * 300))
    store.close()
    return path


def rewrite(path: Path, *statements: str) -> None:
    conn = sqlite3.connect(path)
    for sql in statements:
        conn.execute(sql)
    conn.commit()
    conn.close()


def opened(path: Path, read_only: bool = False) -> Callable[[], object]:
    return lambda: MatchStore.open(path, read_only=read_only)


def crafted(tmp_path: Path, case: str) -> Path:
    path = tmp_path / f"{case}.match"
    if case == "empty":
        path.write_bytes(b"")
    elif case == "not_sqlite":
        path.write_text("deal,table,contract\n1,1,4S\n")
    elif case == "truncated":
        path.write_bytes(b"SQLite format")
    elif case == "truncated_100":
        path.write_bytes(make_match(tmp_path / "whole.match").read_bytes()[:60])
    elif case == "truncated_header":
        data = make_match(tmp_path / "whole.match", changes=30).read_bytes()
        path.write_bytes(data[: len(data) // 2])
    elif case == "bad_header":
        data = bytearray(make_match(tmp_path / "whole.match").read_bytes())
        data[16:18] = (1000).to_bytes(2, "big")
        path.write_bytes(bytes(data))
    elif case == "foreign_db":
        rewrite(path, "CREATE TABLE t (x)", "INSERT INTO t VALUES (1)")
    elif case == "foreign_format":
        rewrite(path, "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT)",
                "INSERT INTO meta VALUES ('format', 'other-program')")
    elif case == "bad_version":
        rewrite(make_match(path), "UPDATE meta SET value = 'x' WHERE key = 'schema_version'")
    elif case == "newer":
        rewrite(make_match(path), "UPDATE meta SET value = '7' WHERE key = 'schema_version'")
    elif case == "newer_migrations":
        rewrite(make_match(path), "INSERT INTO _sqlite_migrations (migration_set, name, "
                "applied_at) SELECT migration_set, 'm999_future', applied_at FROM "
                "_sqlite_migrations LIMIT 1")
    elif case == "tables_missing":
        rewrite(make_match(path), "DROP TABLE audit_log")
    elif case == "own_object":
        rewrite(make_match(path), "CREATE VIEW v AS SELECT 1")
    elif case == "row_teams":
        rewrite(make_match(path), "DELETE FROM teams WHERE team = 'B'")
    elif case == "row_players":
        rewrite(make_match(path), "DELETE FROM players WHERE code = 'B-4'")
    elif case == "row_number":
        rewrite(make_match(path), "UPDATE results SET tricks = 'ten'")
    elif case == "row_range":
        rewrite(make_match(path), "UPDATE results SET tricks = 14")
    elif case == "row_code":
        rewrite(make_match(path), "UPDATE players SET code = 'C-9' WHERE code = 'A-1'")
    elif case == "row_name":
        rewrite(make_match(path), "UPDATE teams SET name = '' WHERE team = 'A'")
    elif case == "folder":
        path.mkdir()
    elif case == "missing":
        pass
    elif case == "fifo":
        os.mkfifo(path)
    elif case == "link_loop":
        path.symlink_to(path)
    return path


OPEN_CASES = ["empty", "not_sqlite", "truncated", "truncated_100", "truncated_header",
              "bad_header", "foreign_db", "foreign_format", "bad_version", "newer",
              "newer_migrations", "tables_missing", "own_object", "row_teams", "row_players",
              "row_number", "row_range", "row_code", "row_name", "folder", "missing",
              "fifo", "link_loop"]
KEYS = {"empty": "empty", "not_sqlite": "not_sqlite", "truncated": "truncated",
        "truncated_100": "truncated", "truncated_header": "truncated_header",
        "bad_header": "bad_header", "foreign_db": "foreign_db",
        "foreign_format": "foreign_format", "bad_version": "bad_version", "newer": "newer",
        "newer_migrations": "newer_migrations", "tables_missing": "tables_missing",
        "own_object": "own_object", "row_teams": "row_table", "row_players": "row_table",
        "row_number": "row", "row_range": "row", "row_code": "row", "row_name": "row",
        "folder": "folder", "missing": "missing",
        "fifo": "not_regular", "link_loop": "link_loop"}


@pytest.mark.parametrize("case", OPEN_CASES)
def test_a_bad_file_is_refused_in_every_language(tmp_path: Path, case: str,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    path = crafted(tmp_path, case)
    error = assert_worded(refusal(opened(path)), KEYS[case])
    if case not in ("folder", "missing", "fifo", "link_loop"):
        assert_worded(refusal(opened(path, read_only=True)), KEYS[case])
        assert_worded(refusal(lambda: check_whole(path)), KEYS[case])
    cli_says(capsys, error, "log", str(path))


def test_what_is_wrong_with_a_stored_row(tmp_path: Path) -> None:
    """A stored row's refusal words its part ``why`` too: the store's own
    (``file.row.<key>``), or the core's keyed refusal of the value."""
    error = refusal(opened(crafted(tmp_path, "row_range")))
    assert store_error_text(error, "bg").endswith(
        "записан ред е безсмислен: таблица results, ред 1/0/1: стойността 14 в полето "
        "tricks е извън границите (0-13)")
    assert isinstance(error.params["why"], tuple)
    error = refusal(opened(crafted(tmp_path, "row_name")))
    assert isinstance(error.params["why"], MatchCoreError), error.params


def test_the_words_of_a_count(tmp_path: Path) -> None:
    error = refusal(opened(crafted(tmp_path, "truncated")))
    assert str(error).endswith("the file is truncated (13 bytes)")
    assert store_error_text(error, "bg").endswith("файлът е непълен (13 байта)")
    assert store_error_text(error, "ru").endswith("файл обрезан (13 байт)")


def test_damaged_pages(tmp_path: Path) -> None:
    path = make_match(tmp_path / "pages.match", changes=40)
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    for at in range(2 * page, len(data) - page, 3 * page):
        data[at + 8: at + 200] = bytes(range(192))
    path.write_bytes(bytes(data))
    assert_worded(refusal(opened(path, read_only=True)))


def test_a_second_writer_and_a_closed_or_read_only_store(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = make_match(tmp_path / "club.match")
    store = MatchStore.open(path)
    try:
        error = assert_worded(refusal(opened(path)), "locked_by")
        assert "(process " in str(error)
        assert "(процес " in store_error_text(error, "bg")
        cli_says(capsys, error, "undo", str(path))
    finally:
        store.close()
    assert_worded(refusal(store.log), "closed")
    viewer = MatchStore.open(path, read_only=True)
    try:
        assert_worded(refusal(lambda: viewer.apply(DOOR, SetExtra("notebook", "n", "y"))),
                      "read_only")
    finally:
        viewer.close()


def test_an_older_file_opened_read_only(tmp_path: Path) -> None:
    """A file still to be upgraded (its newest migration not applied) is upgraded only by
    a writer."""
    path = make_match(tmp_path / "old.match")
    rewrite(path, "DELETE FROM _sqlite_migrations WHERE rowid = (SELECT max(rowid) FROM "
            "_sqlite_migrations)")
    error = assert_worded(refusal(opened(path, read_only=True)), "older")
    assert "по-стара версия" in store_error_text(error, "bg")


def test_a_damaged_audit_entry(tmp_path: Path) -> None:
    path = make_match(tmp_path / "log.match")
    rewrite(path, "UPDATE audit_log SET inverse = '{not json' WHERE id = "
            "(SELECT max(id) FROM audit_log)")
    store = MatchStore.open(path)
    try:
        error = assert_worded(refusal(lambda: store.undo(DOOR)), "audit_damaged")
    finally:
        store.close()
    assert "№" in store_error_text(error, "bg")


def test_creating_a_match(tmp_path: Path) -> None:
    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    match = new_match("Alpha", "Beta", seats)
    existing = make_match(tmp_path / "there.match")
    assert_worded(refusal(lambda: MatchStore.create(existing, match)), "exists")
    assert_worded(refusal(lambda: MatchStore.create(tmp_path / "no" / "new.match", match)),
                  "no_folder")


# -- files written beside the match --------------------------------------------------
def output_cases(tmp_path: Path) -> Iterator[tuple[str, Path, list[Path]]]:
    match = make_match(tmp_path / "club.match")
    yield "out.own_file", match, [match]
    yield "out.match_file", make_match(tmp_path / "other.match"), []
    journal = tmp_path / "other.match-journal"
    yield "out.side_file", journal, []
    folder = tmp_path / "folder"
    folder.mkdir()
    yield "out.folder", folder, []
    yield "no_folder", tmp_path / "no" / "report.csv", []
    loop = tmp_path / "loop.csv"
    loop.symlink_to(loop)
    yield "out.link_loop", loop, []
    if Path("/dev/null").exists():
        yield "out.not_plain", Path("/dev/null"), []


def test_an_output_is_refused_in_every_language(tmp_path: Path) -> None:
    seen = set()
    for key, target, protect in output_cases(tmp_path):
        assert_worded(refusal(lambda t=target, p=protect: write_output(
            t, "x", protect=p, what="the CSV file")), key)
        seen.add(key)
    assert len(seen) >= 6


def test_the_command_line_refuses_an_export_onto_the_match(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = make_match(tmp_path / "m.match")
    error = assert_worded(refusal(lambda: write_output(path, "x", protect=[path])),
                          "out.own_file")
    cli_says(capsys, error, "export", str(path), "--csv", str(path))
    missing = tmp_path / "no" / "m.csv"
    error = assert_worded(refusal(lambda: write_output(missing, "x")), "no_folder")
    cli_says(capsys, error, "export", str(path), "--csv", str(missing))


def test_a_copy_onto_its_own_match(tmp_path: Path) -> None:
    path = make_match(tmp_path / "club.match")
    store = MatchStore.open(path)
    try:
        assert_worded(refusal(lambda: store.save_copy(path)), "out.own_file")
        assert_worded(refusal(lambda: store.save_copy(tmp_path / "club.match-wal")),
                      "out.own_file")
    finally:
        store.close()


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="the administrator writes any folder")
def test_a_file_that_cannot_be_written(tmp_path: Path) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        error = assert_worded(refusal(lambda: write_output(folder / "r.pdf", "x",
                                                           what="the PDF")), "not_written")
        assert store_error_text(error, "bg").startswith(f"{error.path}: не можа да се "
                                                        "запише файлът PDF: ")
    finally:
        folder.chmod(stat.S_IRWXU)


# -- restoring a backup --------------------------------------------------------------
def restore_cases(tmp_path: Path) -> Iterator[tuple[str, Path, Path]]:
    match = make_match(tmp_path / "club.match")
    backup = make_match(tmp_path / "backup.match")
    yield "no_backup", tmp_path / "gone.match", match
    folder = tmp_path / "folder.match"
    folder.mkdir()
    yield "backup_not_regular", folder, match
    yield "restore_onto_not_regular", backup, folder
    yield "restore_onto_itself", backup, backup
    text = tmp_path / "notes.txt"
    text.write_text("not a match")
    yield "restore_onto_other", backup, text
    yield "no_folder", backup, tmp_path / "no" / "club.match"
    yield "empty", crafted(tmp_path, "empty"), match
    yield "newer", crafted(tmp_path, "newer"), match


def test_a_restore_is_refused_in_every_language(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    for key, backup, target in restore_cases(tmp_path):
        before = target.read_bytes() if target.is_file() else None
        error = assert_worded(refusal(lambda b=backup, t=target: restore_backup(
            DOOR, b, t)), key)
        assert (target.read_bytes() if target.is_file() else None) == before
        cli_says(capsys, error, "restore", str(backup), str(target))
    error = refusal(lambda: restore_backup(DOOR, tmp_path / "folder.match",
                                           tmp_path / "club.match"))
    assert store_error_text(error, "bg").endswith("това е папка, а не файл: нищо не е "
                                                  "прочетено от него; резервното копие е "
                                                  "файл на мач")


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="the administrator writes any file")
def test_a_restore_onto_a_read_only_match(tmp_path: Path) -> None:
    match = make_match(tmp_path / "club.match")
    backup = make_match(tmp_path / "backup.match")
    match.chmod(stat.S_IRUSR)
    try:
        assert_worded(refusal(lambda: restore_backup(DOOR, backup, match)),
                      "restore_read_only")
        assert_worded(refusal(opened(match)), "read_only_file")
    finally:
        match.chmod(stat.S_IRUSR | stat.S_IWUSR)


# -- the parts of a problem ----------------------------------------------------------
def test_the_system_and_sqlite_words_are_quoted_values() -> None:
    """A system error is said by its number in bg/ru (English: ``strerror``); SQLite's
    own words are quoted as they are."""
    import errno

    from teams_app.store.outputs import disk_said

    denied = StoreError("x.pdf", "the PDF could not be written: Permission denied",
                        "not_written", {"what": ("what.pdf", {}), "why": disk_said(
                            PermissionError(errno.EACCES, "Permission denied"))[1]})
    assert_worded(denied)
    assert store_error_text(denied, "ru") == "x.pdf: не удалось записать файл PDF: доступ " \
                                             "запрещён"
    locked = sqlite3.OperationalError("database is locked")
    said = StoreError("m.match", "the backup copy could not be made: database is locked",
                      "backup_not_made", {"why": disk_said(locked)[1]})
    assert_worded(said)
    assert store_error_text(said, "bg") == ("m.match: резервното копие не можа да се "
                                            "направи: грешка на SQLite „database is locked“")
