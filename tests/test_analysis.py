"""Double-dummy analysis: equal to endplay's, stored in the match file, computed once."""

from __future__ import annotations

import pytest
from endplay.dds import calc_dd_table, par
from endplay.types import Deal as EDeal
from endplay.types import Denom, Player, Vul

from models.checks import stored_analysis
from models.commands import Batch, SetScoreCards
from models.match import Conditions, DealKey, Seat, Settings, new_match
from models.notebook import original_deal
from models.scorecards import ScoreCard
from models.vocabulary import Direction, Strain
from teams_app.analysis import (
    MAX_PER_CALL,
    analyse,
    analysis_command,
    format_par,
    plan_analysis,
    run_analysis,
)
from teams_app.pbn import predeal_command

_DENOM = {Strain.C: Denom.clubs, Strain.D: Denom.diamonds, Strain.H: Denom.hearts,
          Strain.S: Denom.spades, Strain.NT: Denom.nt}


def predealt_match(conditions=Conditions.BOARD, seed="dd", deals=(1, 2, 3, 7, 12)):
    """A match with a few pre-dealt deals (DDS takes ~0.5 s a deal on 2 cores)."""
    seats = {f"{t}-{i}": Seat(f"P{t}{i}") for t in "AB" for i in range(1, 5)}
    match = new_match("A", "B", seats, settings=Settings(conditions=conditions))
    _, batch = predeal_command(match, seed)
    Batch(tuple(c for c in batch.commands if c.key in {str(d) for d in deals})).apply(match)
    return match


def test_dd_and_par_equal_endplay_for_the_same_deals():
    match = predealt_match()
    progress = []
    commands = run_analysis(plan_analysis(match), lambda d, t: progress.append((d, t)), chunk=2)
    assert progress == [(0, 5), (2, 5), (4, 5), (5, 5)]
    analysis_command(commands).apply(match)
    for deal in (1, 2, 3, 7, 12):
        key = DealKey(deal)
        dealt = original_deal(match, key)
        table = calc_dd_table(EDeal(dealt.to_pbn()))
        got = stored_analysis(match, key)
        for direction in Direction:
            for strain in Strain:
                assert got.dd_tricks(direction, strain) == table[_DENOM[strain],
                                                                 Player(int(direction))]
        from models.scoring import board_conditions

        vul = Vul[{"None": "none", "NS": "ns", "EW": "ew", "All": "both"}[
            board_conditions(deal).vulnerability.value]]
        expected = par(table, vul, Player(int(match.dealer(deal))))
        assert got.par_ns == expected.score
        assert list(got.par_contracts) == [format_par(c.copy()) for c in expected]


def test_par_uses_the_score_cards_and_waits_for_them():
    match = predealt_match(Conditions.CARDS, deals=(1,))
    analysis_command(run_analysis(plan_analysis(match))).apply(match)
    assert stored_analysis(match, DealKey(1)).par_ns is None  # cards not drawn yet
    SetScoreCards(1, ScoreCard.parse("V0"), ScoreCard.parse("NV0")).apply(match)
    jobs = plan_analysis(match)
    assert [j.key for j in jobs] == [DealKey(1)] and jobs[0].table is not None  # par only
    analysis_command(run_analysis(jobs)).apply(match)
    entry = match.extras["dd"]["1"]
    assert entry["par"]["vul"] == "NS" and entry["par"]["dealer"] == "S"
    dealt = original_deal(match, DealKey(1))
    expected = par(calc_dd_table(EDeal(dealt.to_pbn())), Vul.ns, Player.south)
    assert entry["par"]["ns_score"] == expected.score
    assert plan_analysis(match) == []


def test_changed_hands_are_analysed_again():
    match = predealt_match(deals=(1,))
    analysis_command(run_analysis(plan_analysis(match))).apply(match)
    assert plan_analysis(match) == []
    from models.commands import SetExtra

    SetExtra("predealt", "7", "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. "
                              "...AKQJT98765432").apply(match)
    jobs = plan_analysis(match)
    assert [j.key.deal for j in jobs] == [7] and jobs[0].table is None
    analysis_command(run_analysis(jobs)).apply(match)
    assert stored_analysis(match, DealKey(7)).dd_tricks(Direction.N, Strain.S) == 13


def test_progress_can_stop_early():
    match = predealt_match()
    commands = run_analysis(plan_analysis(match), lambda d, t: d < 2, chunk=2)
    assert len(commands) == 2


def test_chunks_never_exceed_the_endplay_limit():
    assert MAX_PER_CALL == 200
    match = predealt_match(deals=(4, 5))
    assert len(run_analysis(plan_analysis(match), chunk=10_000)) == 2


def test_analyse_through_the_store_stores_and_reuses(tmp_path):
    store_module = pytest.importorskip("teams_app.store")
    path = tmp_path / "dd.match"
    store = store_module.MatchStore.create(path, predealt_match(deals=(5, 9)))
    try:
        assert analyse(store) == 2
        assert analyse(store) == 0  # the second run computes nothing
    finally:
        store.close()
    reopened = store_module.MatchStore.open(path)
    try:
        assert len(reopened.match.extras["dd"]) == 2
        assert stored_analysis(reopened.match, DealKey(9)) is not None
        assert analyse(reopened) == 0
        assert reopened.undo() is not None  # one step, undone at once
        assert "dd" not in reopened.match.extras
    finally:
        reopened.close()


def test_batch_label():
    assert analysis_command([]).label.endswith("0 deals")
    assert isinstance(analysis_command([]), Batch)


def test_command_line_analyse_and_deals(tmp_path, capsys):
    store_module = pytest.importorskip("teams_app.store")
    from teams_app.cli import main

    path = tmp_path / "cli.match"
    store_module.MatchStore.create(path, predealt_match(deals=(2,))).close()
    assert main(["analyse", str(path)]) == 0
    captured = capsys.readouterr()
    assert "analysed 1 deals" in captured.out and "1/1 deals" in captured.err
    assert main(["analyse", str(path)]) == 0
    assert "nothing to analyse" in capsys.readouterr().out
    assert main(["deals", "checks", str(path)]) == 0
    assert capsys.readouterr().out == "no findings\n"
    assert main(["deals", "generate", str(path)]) == 1
    assert "already pre-dealt" in capsys.readouterr().err
    assert main(["deals", "sheet", str(path), "--csv"]) == 0
    assert capsys.readouterr().out.count("\n") == 1 + 4
    assert main(["deals", "par", str(path), "--json"]) == 0
    assert '"deals": []' in capsys.readouterr().out
