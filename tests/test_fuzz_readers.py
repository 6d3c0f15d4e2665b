"""Fuzz tests (Hypothesis) of everything that reads input: the CSV and PBN importers,
``score``'s JSON Lines, and the audit log under ``log``/``undo``/``redo`` with damaged rows.

Every input is accepted or refused with a message (an ``InputError``/``StoreError``),
never an unexpected exception; a refused input leaves the match file as it was.  The
number of examples is bounded so the whole file runs in seconds.
"""

from __future__ import annotations

import io
import json
import shutil
import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from models.errors import MatchCoreError
from teams_app.cli.core import SCORE_KEYS, score_lines
from teams_app.operations import import_pbn, import_results, undo
from teams_app.operations.door import _DOOR as DOOR  # the store's own undo, on purpose
from teams_app.store import DamagedAuditEntry, MatchStore, StoreError
from teams_app.store.rows import match_rows

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "resources" / "samples" / "full-match.csv"
FUZZ = settings(max_examples=60, deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])


def _new_match(path: Path) -> None:
    from teams_app.cli import main

    assert main(["new", str(path), "--team-a", "Alpha", "--team-b", "Beta", "--players-a",
                 "Ann,Al,Amy,Abe", "--players-b", "Bea,Bob,Bo,Bill"]) == 0


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("fuzz")


@pytest.fixture(scope="module")
def store(folder: Path):
    """A match with round 1 played, open for writing for the whole module."""
    path = folder / "fuzz.match"
    _new_match(path)
    lines = SAMPLE.read_text().splitlines()
    first = folder / "round1.csv"
    first.write_text("\n".join([lines[0], *(x for x in lines[1:] if int(x.split(",")[0]) <= 6)]))
    with MatchStore.open(path) as store:
        import_results(store, first)
        yield store


def _state(store: MatchStore) -> tuple:
    """The match as the file holds it (read by another connection) and in memory."""
    with MatchStore.open(store.path, read_only=True) as view:
        on_disk = match_rows(view.match)
        entries = len(view.log())
    return on_disk, entries, match_rows(store.match)


def _import(store: MatchStore, path: Path, reader) -> None:  # type: ignore[no-untyped-def]
    before = _state(store)
    try:
        reader(store, path)
    except (MatchCoreError, StoreError) as exc:
        assert str(exc)
        assert _state(store) == before  # refused: nothing changed
        return
    # accepted: the file holds what memory holds; take it back for the next example
    on_disk, _, in_memory = _state(store)
    assert on_disk == in_memory
    if len(store.log()) > before[1]:
        undo(store)
    assert _state(store)[0] == before[0]


CSV_TOKENS = st.sampled_from(["1", "2", "6", "36", "37", "0", "-1", "4S", "3NT", "PASS",
                              "7NTXX", "N", "E", "S", "W", "10", "=", "+1", "-13", "V0",
                              "NV60", "V90", "HK", "♥K", "", " ", "١", "²", "9" * 40,
                              "\x1b[2J", "\ud800", '"', "\x00"])
CSV_FIELD = st.one_of(CSV_TOKENS, st.text(max_size=6))
CSV_ROW = st.lists(CSV_FIELD, max_size=9).map(",".join)
HEADER = "deal,table,contract,declarer,tricks,ns_card,ew_card,lead"
CSV_TEXT = st.one_of(
    st.lists(CSV_ROW, max_size=5).map(lambda rows: "\n".join([HEADER, *rows])),
    st.text(max_size=200),
)


@FUZZ
@given(text=CSV_TEXT)
def test_csv_reader(store: MatchStore, folder: Path, text: str) -> None:
    path = folder / "fuzz.csv"
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    _import(store, path, import_results)


PBN_TAGS = st.sampled_from(["Board", "Room", "Deal", "Contract", "Declarer", "Result",
                            "Dealer", "Vulnerable", "Auction", "Play", "Replacement",
                            "NSScoreCard", "EWScoreCard", "Event", "North"])
PBN_VALUES = st.one_of(st.sampled_from([
    "1", "2", "37", "Open", "Closed", "4S", "3NT", "Pass", "N", "E", "10", "NS 9", "None",
    "All", "V0", "NV60", "N:AKQJ.AKQ.AKQ.AKQ 5432.5432.5432.5 T987.T98.T98.T9 6.J76.J76.J876",
    "?", "١", "9" * 30]), st.text(max_size=12))
PBN_LINE = st.one_of(
    st.tuples(PBN_TAGS, PBN_VALUES).map(lambda t: f'[{t[0]} "{t[1]}"]'),
    st.sampled_from(["", "1S Pass 2S Pass", "AP", "SA HK", "{ comment", "}", "%", "*"]),
    st.text(max_size=20),
)
PBN_TEXT = st.lists(PBN_LINE, max_size=14).map("\n".join)


@FUZZ
@given(text=PBN_TEXT)
def test_pbn_reader(store: MatchStore, folder: Path, text: str) -> None:
    path = folder / "fuzz.pbn"
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    _import(store, path, import_pbn)


JSON_VALUES = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=8),
              st.sampled_from(["4S", "3NT", "PASS", "N", "=", "+1", "V60", "NV0", "١٠"])),
    lambda children: st.one_of(st.lists(children, max_size=4),
                               st.dictionaries(st.sampled_from([*SCORE_KEYS, "error",
                                                                "ns_score", "x"]),
                                               children, max_size=7)),
    max_leaves=12)
JSON_LINE = st.one_of(JSON_VALUES.map(json.dumps), st.text(max_size=40))


@FUZZ
@given(lines=st.lists(JSON_LINE, max_size=6))
def test_json_lines_reader(lines: list[str]) -> None:
    text = "\n".join(line.replace("\n", " ").replace("\r", " ") for line in lines) + "\n"
    out = io.StringIO()
    status = score_lines(io.StringIO(text), out)
    written = out.getvalue().splitlines()
    assert len(written) == sum(1 for line in io.StringIO(text) if line.strip())
    for line in written:
        item = json.loads(line, parse_constant=lambda c: pytest.fail(f"{c} in output"))
        assert set(item) <= {*SCORE_KEYS, "line", "ns_score", "error", "input"}
        assert ("error" in item) != ("ns_score" in item)
    assert status in (0, 1)


DAMAGE = st.one_of(
    st.none(), st.integers(-2**63, 2**63 - 1), st.text(max_size=30), st.binary(max_size=30),
    JSON_VALUES.map(json.dumps),
    st.sampled_from(['{"kind": "set_result"}', '{"kind": "batch", "commands": [1]}',
                     '{"kind": "set_extra", "slot": 1, "key": [], "value": null}',
                     '{"kind": "set_team", "team": "C", "name": "x", "reserves": []}',
                     "[" * 5000, "{" * 5000]),
)


@pytest.fixture(scope="module")
def pristine(store: MatchStore, folder: Path) -> Path:
    path = folder / "pristine.match"
    store.save_copy(path)
    return path


@pytest.fixture(scope="module")
def pristine_undone(pristine: Path, folder: Path) -> Path:
    """The pristine match with its newest change undone (on the redo stack)."""
    path = folder / "pristine-undone.match"
    shutil.copyfile(pristine, path)
    with MatchStore.open(path) as writer:
        undo(writer)
    return path


@FUZZ
@given(column=st.sampled_from(["command", "inverse", "what", "action", "state", "at"]),
       value=DAMAGE, mutate=st.integers(0, 400), as_text=st.booleans(),
       undone=st.booleans())
def test_damaged_audit_rows(pristine: Path, pristine_undone: Path, folder: Path, column: str,
                            value: object, mutate: int, as_text: bool, undone: bool) -> None:
    """Damage one column of the entry undo (or, with ``undone``, redo) takes next: any
    value, one character changed in the JSON, bytes that are not UTF-8 stored as text."""
    path = folder / "damaged.match"
    for side in ("-wal", "-shm"):
        Path(f"{path}{side}").unlink(missing_ok=True)
    # with the newest change undone, redo's entry is the one damaged
    shutil.copyfile(pristine_undone if undone else pristine, path)
    conn = sqlite3.connect(path)
    ids = [r[0] for r in conn.execute("SELECT id FROM audit_log ORDER BY id")]
    newest, text = conn.execute(
        "SELECT id, inverse FROM audit_log WHERE state = ? ORDER BY id DESC LIMIT 1",
        ["undone" if undone else "done"]).fetchone()
    if isinstance(value, int) and column in ("command", "inverse") and mutate:
        value = text[:mutate] + "~" + text[mutate + 1:]  # one character changed
    if isinstance(value, bytes) and column in ("command", "inverse") and mutate:
        raw = text.encode()
        value = raw[:mutate] + b"\xff" + raw[mutate + 1:]  # one byte not UTF-8
    cast = "CAST(? AS TEXT)" if as_text and isinstance(value, bytes) else "?"
    try:
        conn.execute(f"UPDATE audit_log SET {column} = {cast} WHERE id = ?", [value, newest])
        conn.commit()
    except sqlite3.IntegrityError:  # the schema itself refuses this damage
        return
    finally:
        conn.close()
    try:
        store = MatchStore.open(path)
    except StoreError:
        return
    with store:
        before = match_rows(store.match)
        entries = store.log()  # every row, the damaged one marked
        assert [e.id for e in entries] == ids
        assert not any(e.damaged for e in entries if e.id != newest)
        damaged = entries[ids.index(newest)].damaged
        steps = (store.redo, store.undo) if undone else (store.undo, store.redo)
        for first, step in zip((True, False), steps, strict=True):
            try:
                step(DOOR)  # the first takes the damaged entry (the store's own undo)
            except (StoreError, MatchCoreError) as exc:
                assert str(exc)
                assert match_rows(store.match) == before  # refused: nothing changed
                if isinstance(exc, StoreError):  # only the damaged entry is refused
                    assert isinstance(exc, DamagedAuditEntry) and exc.entry == newest
                    assert exc.problem == (f"audit log entry #{newest} is damaged; "
                                           "nothing was changed")
            else:
                assert not (first and damaged)  # log() marks what undo and redo refuse
            before = match_rows(store.match)
    with MatchStore.open(path, read_only=True) as again:  # opens with what was saved
        assert match_rows(again.match) == before
