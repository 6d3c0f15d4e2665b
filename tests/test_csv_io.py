"""Results CSV: the whole sample match imports and balances as the core computes;
bad rows stop the import with ``line N, field: …`` and write nothing; export → import
round-trips."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from models.balances import compute_balances
from models.commands import SetResult, SetScoreCards
from models.format import STOLITSA_36
from models.match import AnnulReason, Conditions, DealKey, Match, Seat, Settings, TableResult
from models.match import new_match as core_new_match
from models.scorecards import ScoreCard
from models.vocabulary import Card
from teams_app.csv_io import CsvError, export_csv, parse_results_csv
from teams_app.operations import import_results, redo, undo
from teams_app.operations.door import _DOOR as DOOR
from teams_app.store import MatchStore
from words.steps import command_words

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "resources" / "samples" / "full-match.csv"
HEADER = "deal,table,contract,declarer,tricks,ns_card,ew_card,lead\n"


def new_match(conditions: Conditions = Conditions.CARDS) -> Match:
    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    return core_new_match("Alpha", "Beta", seats, settings=Settings(conditions=conditions))


@pytest.fixture
def store(tmp_path: Path):
    s = MatchStore.create(tmp_path / "m.match", new_match())
    yield s
    s.close()


def write(tmp_path: Path, text: str, name: str = "results.csv") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def core_match_from_sample() -> Match:
    """The sample match built with the core alone (no CSV module, no store)."""
    match = new_match()
    rows = list(csv.DictReader(SAMPLE.read_text(encoding="utf-8").splitlines()))
    for row in sorted(rows, key=lambda r: (int(r["deal"]),
                                           int(r["table"]) != STOLITSA_36.slot(
                                               int(r["deal"])).origin_table)):
        deal, table = int(row["deal"]), int(row["table"])
        if table == STOLITSA_36.slot(deal).origin_table:
            SetScoreCards(deal, ScoreCard.parse(row["ns_card"]),
                          ScoreCard.parse(row["ew_card"])).apply(match)
        SetResult(DealKey(deal), table, TableResult.parse(
            row["contract"], row["declarer"], row["tricks"], row["ns_card"],
            row["ew_card"], row["lead"])).apply(match)
    return match


def test_sample_is_a_whole_consistent_match() -> None:
    rows = list(csv.DictReader(SAMPLE.read_text(encoding="utf-8").splitlines()))
    assert len(rows) == 72
    assert {(int(r["deal"]), int(r["table"])) for r in rows} == {
        (d, t) for d in range(1, 37) for t in (1, 2)}
    for deal in range(1, 37):
        pair = [r for r in rows if int(r["deal"]) == deal]
        assert pair[0]["ns_card"] == pair[1]["ns_card"]
        assert pair[0]["ew_card"] == pair[1]["ew_card"]


def test_sample_imports_and_balances_match_the_core(store: MatchStore) -> None:
    summary = import_results(store, SAMPLE)
    assert (summary.rows, summary.deals, summary.annulled) == (72, 36, ())
    expected = compute_balances(core_match_from_sample()).to_report()
    assert compute_balances(store.match).to_report() == expected
    assert not any(d["pending"] or d["annulled"] for d in expected["deals"])
    assert len(store.match.draws) == 36
    store.close()
    again = MatchStore.open(store.path, read_only=True)
    assert compute_balances(again.match).to_report() == expected
    assert store.match.results == again.match.results
    again.close()


def test_import_is_one_undoable_step(store: MatchStore) -> None:
    import_results(store, SAMPLE)
    assert command_words(store.undo_command) == "import full-match.csv: 72 results"
    undo(store)
    assert not store.match.results and not store.match.draws
    redo(store)
    assert len(store.match.results) == 72


BAD_ROWS = [
    ("deal,table,result\n1,1,4S\n", 1, "header"),
    (HEADER + "1,1,4S,N,10,V60,NV0\n37,1,4S,N,10,V60,NV0\n", 3, "deal"),
    (HEADER + "x,1,4S,N,10,V60,NV0\n", 2, "deal"),
    (HEADER + "1,3,4S,N,10,V60,NV0\n", 2, "table"),
    (HEADER + "1,1,4Z,N,10,V60,NV0\n", 2, "contract"),
    (HEADER + "1,1,,N,10,V60,NV0\n", 2, "contract"),
    (HEADER + "1,1,PASS,N,,V60,NV0\n", 2, "declarer"),
    (HEADER + "1,1,4S,Q,10,V60,NV0\n", 2, "declarer"),
    (HEADER + "1,1,4S,N,,V60,NV0\n", 2, "tricks"),
    (HEADER + "1,1,4S,N,14,V60,NV0\n", 2, "tricks"),
    (HEADER + "1,1,4S,N,10,X60,NV0\n", 2, "ns_card"),
    (HEADER + "1,1,4S,N,10,V60,\n", 2, "ew_card"),
    (HEADER + "1,1,4S,N,10,V60,NV0,ZZ\n", 2, "lead"),
    (HEADER + "1,1,4S,N,10,V60,NV0\n1,2,4S,N,10,V60,NV0\n1,1,3S,N,9,V60,NV0\n", 4, "deal"),
    (HEADER + "1,1,4S,N,10\n", 2, None),
    # the same NS card drawn twice from table 1's envelope (deals 1 and 2 originate there)
    (HEADER + "1,1,4S,N,10,V60,NV0\n2,1,4S,N,10,V60,NV0\n", 3, "ns_card"),
    # a contract at table 2 of deal 4 (origin table 2) without cards and none drawn
    (HEADER + "4,2,4S,N,10,,\n", 2, "ns_card"),
]


@pytest.mark.parametrize(("text", "line", "field"), BAD_ROWS)
def test_bad_row_stops_the_import(store: MatchStore, tmp_path: Path, text: str, line: int,
                                  field: str | None) -> None:
    import_results(store, write(tmp_path, HEADER + "9,1,3NT,S,9,V90,NV90\n", "first.csv"))
    before = (store.match.results.copy(), store.match.draws.copy(), len(store.log()))
    with pytest.raises(CsvError) as info:
        import_results(store, write(tmp_path, text))
    assert info.value.line == line and info.value.field == field
    prefix = f"line {line}, {field}: " if field else f"line {line}: "
    assert str(info.value).startswith(prefix)
    assert (store.match.results, store.match.draws, len(store.log())) == before
    store.close()
    again = MatchStore.open(store.path, read_only=True)
    assert again.match.results == before[0] and len(again.log()) == before[2]
    again.close()


def test_a_bad_last_row_writes_nothing(store: MatchStore, tmp_path: Path) -> None:
    text = SAMPLE.read_text(encoding="utf-8") + "36,1,7NT,N,20,V40,NV40\n"
    with pytest.raises(CsvError, match=r"^line 74, (deal|tricks): "):
        import_results(store, write(tmp_path, text))
    assert not store.match.results and not store.match.draws
    assert [e.action for e in store.log()] == ["create"]


def test_different_cards_annul_reason_1(store: MatchStore, tmp_path: Path) -> None:
    text = HEADER + "1,1,4S,N,10,V60,NV0,HK\n1,2,4S,N,10,NV60,NV0,♥K\n"
    summary = import_results(store, write(tmp_path, text))
    assert summary.annulled == (1,)
    annulment = store.match.annulments[DealKey(1)]
    assert annulment.reason is AnnulReason.DIFFERENT_SCORES
    assert store.match.results[(DealKey(1), 2)].lead == Card.parse("HK")
    report = compute_balances(store.match).to_report()
    # annulled during the match: the replay is pending; the annulled attempt keeps its
    # results (4S N 10 at both tables, vulnerable at table 1 only: 620 - 420)
    assert report["deals"][0] == {
        "deal": 1, "net_A": 0, "annulled": True, "pending": True,
        "attempts": [{"attempt": 0, "annulled": True, "reason": 1, "after_match": False,
                      "replay": True, "net_A": 200}]}


def test_relative_tricks_pass_and_optional_lead_column(store: MatchStore,
                                                       tmp_path: Path) -> None:
    text = ("deal,table,contract,declarer,tricks,ns_card,ew_card\n"
            "1,1,3NT,S,+1,V0,NV0\n1,2,PASS,,,V0,NV0\n")
    import_results(store, write(tmp_path, text))
    assert store.match.results[(DealKey(1), 1)].tricks == 10
    assert store.match.score(DealKey(1), 2) == 0
    assert compute_balances(store.match).deals[0].net_a == 630


def test_board_mode_takes_no_cards(tmp_path: Path) -> None:
    store = MatchStore.create(tmp_path / "b.match", new_match(Conditions.BOARD))
    with pytest.raises(CsvError, match="^line 2, ns_card: .*board conditions"):
        import_results(store, write(tmp_path, HEADER + "1,1,4S,N,10,V60,NV0\n"))
    import_results(store, write(tmp_path, HEADER + "1,1,4S,N,10,,\n1,2,4S,N,9,,\n"))
    assert compute_balances(store.match).deals[0].net_a == 420 + 50
    store.close()


def test_export_import_round_trip(store: MatchStore, tmp_path: Path) -> None:
    import_results(store, SAMPLE)
    store.apply(DOOR, SetResult(DealKey(5), 1, TableResult.parse("6S", "W", "12").with_cards(
        ScoreCard.parse("NV0"), ScoreCard.parse("V0"))))  # now annulled, reason 1
    out = tmp_path / "out.csv"
    assert export_csv(store.match, out) == 72
    rows = out.read_text(encoding="utf-8").splitlines()
    assert rows[0] == HEADER.strip() + ",honours,annulled,replay,note"  # deal 5 annulled
    fresh = MatchStore.create(tmp_path / "copy.match", new_match())
    import_results(fresh, out)
    assert compute_balances(fresh.match).to_report() == compute_balances(
        store.match).to_report()
    assert fresh.match.results == store.match.results
    assert fresh.match.draws == store.match.draws
    assert fresh.match.annulments == store.match.annulments
    again = tmp_path / "again.csv"
    export_csv(fresh.match, again)
    assert again.read_text(encoding="utf-8") == out.read_text(encoding="utf-8")
    fresh.close()


def test_parse_only_checks_rows() -> None:
    rows = parse_results_csv(HEADER + "\n1,1,4S,N,=,V60,NV0,\n\n", new_match())
    assert [(r.line, r.deal, r.table, r.result.tricks) for r in rows] == [(3, 1, 1, 10)]
    with pytest.raises(CsvError, match="^line 1, header: the file is empty"):
        parse_results_csv("", new_match())
