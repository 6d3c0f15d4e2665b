"""Files keep attempts (issue 29, item 5): CSV and PBN export write every attempt of a
deal (8, 8R1) and every annulment (its reason, when the deal is replayed, after the
match or not, the note), and import reads them back: export → import into a new match
→ the same ``report --json``, the same results and annulments, the same envelopes.

The match is played through the operations a host uses, with an annulment of every
kind: before either table played the deal (replayed now), at the origin before it left
(now), after both played it (not replayed), at the end of the round, at the end of the
match (a deal of round V and one of round VI), after the match, and in cards mode the
core's own reason 1 (the tables' score cards differ).
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import gui_play_data as data
import pytest

from models.balances import compute_balances
from models.match import Conditions, DealKey, Match, ReplayAt
from teams_app import operations as ops
from teams_app.cli.envelopes import envelopes_report
from teams_app.csv_io import CsvError, export_csv, parse_results_csv
from teams_app.pbn import PbnError, export_pbn
from teams_app.store import MatchStore

RESULTS = ("3NT S 10", "4S N 9", "2H E 8", "1NT W 8", "3C S 9", "4H W 11", "PASS",
           "2D E 7", "3NTX N 7", "5DX E 11")
NOTE = "Иванов saw the ♠A, then said so"


def _play(store: MatchStore, rng: random.Random, deal: int, table: int) -> None:
    ops.enter_result(store, deal=deal, table=table, text=rng.choice(RESULTS))


def _round(store: MatchStore, rng: random.Random, round_: int,
           skip: tuple[int, ...] = ()) -> None:
    first = 6 * (round_ - 1)
    for k in range(1, 4):
        for deal, table in ((first + k, 1), (first + 3 + k, 2)):
            if deal not in skip:
                _play(store, rng, deal, table)
    for k in range(1, 4):
        for deal, table in ((first + 3 + k, 1), (first + k, 2)):
            if deal not in skip:
                _play(store, rng, deal, table)


def _night(store: MatchStore) -> None:
    """A whole match with every kind of annulment and replay."""
    rng = random.Random(295)
    # deal 2 (table 1's) spoiled while it was dealt: annulled before any result, then
    # replayed in its place
    ops.annul_deal(store, deal=2, reason=2, replay_at="now", note=NOTE)
    _round(store, rng, 1)
    _round(store, rng, 2)
    # round III: 13 annulled at table 1 before it left, replayed now; 16 (table 2's)
    # annulled after both played it, not replayed
    _play(store, rng, 13, 1)
    ops.annul_deal(store, deal=13, reason=4, replay_at="now")
    _round(store, rng, 3)
    ops.annul_deal(store, deal=16, reason=5, replay_at="none", note="wrong, envelopes")
    _round(store, rng, 4)
    # round V: 26 annulled, replayed at the round's end; 28 replayed after the match
    _round(store, rng, 5)
    ops.annul_deal(store, deal=26, reason=4, replay_at="round-end")
    _play(store, rng, 26, 1)
    _play(store, rng, 26, 2)
    ops.annul_deal(store, deal=28, reason=4, replay_at="match-end")
    _round(store, rng, 6)
    ops.annul_deal(store, deal=35, reason=2, replay_at="match-end")
    for deal in (28, 35):
        origin = store.match.format.slot(deal).origin_table
        _play(store, rng, deal, origin)
        _play(store, rng, deal, 3 - origin)
    ops.annul_deal(store, deal=9, reason=4, after_match=True)


def _seen(match: Match) -> dict[str, object]:
    """Everything an import must bring back, as the command line shows it."""
    return {
        "report": json.loads(json.dumps(compute_balances(match).to_report())),
        # a result's score cards as played (the match may keep them once, with the draw)
        "results": {(str(k), t): (r.with_cards(None, None), match.cards_at(k, t))
                    for (k, t), r in match.results.items()},
        "annulments": {str(k): a for k, a in match.annulments.items()},
        "draws": match.draws,
        "envelopes": [envelopes_report(match, r) for r in range(1, match.format.rounds + 1)],
    }


@pytest.fixture(params=[Conditions.BOARD, Conditions.CARDS], ids=["board", "cards"])
def played(request, tmp_path):
    store = data.make_store(tmp_path, conditions=request.param, turning=True)
    if request.param is Conditions.CARDS:
        for deal in range(1, store.match.format.deals + 1):
            ops.draw_score_cards(store, deal=deal, rng=random.Random(deal))
    _night(store)
    yield store, request.param
    store.close()


def _import(tmp_path: Path, conditions: Conditions, name: str, source: Path) -> MatchStore:
    fresh = data.make_store(tmp_path, name, conditions=conditions, turning=True)
    if source.suffix == ".pbn":
        assert ops.import_pbn(fresh, source).annulments == 7
    else:
        summary = ops.import_results(fresh, source)
        # the file's annulments are said as the file's, not as the core's reason 1
        assert summary.filed == (2, 9, 13, 16, 26, 28, 35) and summary.annulled == ()
    return fresh


@pytest.mark.parametrize("suffix", [".csv", ".pbn"])
def test_export_import_keeps_every_attempt_and_annulment(played, tmp_path, suffix) -> None:
    store, conditions = played
    match = store.match
    assert {str(k): a.when for k, a in match.annulments.items()} == {
        "2": ReplayAt.NOW, "13": ReplayAt.NOW, "16": ReplayAt.NONE, "26": ReplayAt.ROUND_END,
        "28": ReplayAt.MATCH_END, "35": ReplayAt.MATCH_END, "9": ReplayAt.NONE}
    assert all(match.current_key(d).attempt == 1 for d in (2, 13, 26, 28, 35))
    out = tmp_path / f"night{suffix}"
    (export_csv if suffix == ".csv" else export_pbn)(match, out)
    text = out.read_text(encoding="utf-8")
    if suffix == ".csv":
        assert "\n8R1," not in text  # deal 8 was never annulled
        # deal 2: annulled before either table played it (its score cards drawn)
        assert re.search(r"\n2,1,,,,[^,]*,[^,]*,,,2,now,", text)
        assert "\n28R1,2," in text and "\n35R1,1," in text and NOTE in text
    else:
        assert '[Replacement "1"]' in text and '[Replay "after-match"]' in text
    fresh = _import(tmp_path, conditions, "copy.stolitsa", out)
    assert _seen(fresh.match) == _seen(match)
    # and once more: the copy's file is the original's
    again = tmp_path / f"again{suffix}"
    (export_csv if suffix == ".csv" else export_pbn)(fresh.match, again)
    assert again.read_text(encoding="utf-8") == text
    # importing the file into the match it came from changes nothing
    before = _seen(fresh.match)
    if suffix == ".pbn":
        ops.import_pbn(fresh, out)
    else:
        ops.import_results(fresh, out)
    assert _seen(fresh.match) == before
    fresh.close()


def test_a_different_annulment_is_refused_and_nothing_changes(played, tmp_path) -> None:
    store, _ = played
    out = tmp_path / "night.csv"
    export_csv(store.match, out)
    text = out.read_text(encoding="utf-8")
    changed = tmp_path / "changed.csv"
    changed.write_text(text.replace(",5,none,", ",4,none,"), encoding="utf-8")
    before = _seen(store.match)
    with pytest.raises(CsvError, match=r"annulled: deal 16: the match has it annulled for "
                       r"reason 5 \(none\), the file says reason 4 .*--replace"):
        ops.import_results(store, changed)
    assert _seen(store.match) == before
    ops.import_results(store, changed, replace=True)
    assert int(store.match.annulments[DealKey(16)].reason) == 4


@pytest.mark.parametrize(("row", "problem"), [
    ("8,1,4S,N,10,,,,,7,,", "line 2, annulled: \"7\": annulment reason must be 1-5"),
    ("8,1,4S,N,10,,,,,2,later,", "line 2, replay: \"later\": the replay is now, round-end, "
                                 "match-end, none or after-match"),
    ("8,1,4S,N,10,,,,,,now,", "line 2, replay: only an annulled attempt has one"),
    ("8R0,1,4S,N,10,,,,,,,", "line 2, deal:"),
    ("8,1,,,,,,,,,,", "line 2, contract: missing"),
    ("8,1,,N,,,,,,2,now,", "line 2, declarer: \"N\": a row without a contract is an attempt "
                           "annulled before it was played"),
])
def test_bad_attempt_fields_name_the_line(tmp_path, row, problem) -> None:
    header = "deal,table,contract,declarer,tricks,ns_card,ew_card,lead,honours,annulled," \
             "replay,note\n"
    store = data.make_store(tmp_path, conditions=Conditions.BOARD)
    with pytest.raises(CsvError) as raised:
        parse_results_csv(header + row + "\n", store.match)
    assert str(raised.value).startswith(problem)
    store.close()


def test_a_replay_without_its_annulment_is_refused(tmp_path) -> None:
    store = data.make_store(tmp_path, conditions=Conditions.BOARD)
    bad = tmp_path / "bad.csv"
    bad.write_text("deal,table,contract,declarer,tricks,ns_card,ew_card\n"
                   "8,2,4S,N,10,,\n8R1,2,3S,N,9,,\n", encoding="utf-8")
    with pytest.raises(CsvError, match="^line 3, deal: deal 8: a replacement is played only "
                                       "for an annulled deal"):
        ops.import_results(store, bad)
    assert not store.match.results
    pbn = tmp_path / "bad.pbn"
    pbn.write_text('[Board "8"]\n[Room "Closed"]\n[Declarer "N"]\n[Contract "4S"]\n'
                   '[Result "10"]\n[Annulled "9"]\n[Replay "now"]\n', encoding="utf-8")
    with pytest.raises(PbnError, match=r"line 6: board 8: \[Annulled\]: \"9\": annulment "
                                       "reason must be 1-5"):
        ops.import_pbn(store, pbn)
    assert not store.match.results
    store.close()
