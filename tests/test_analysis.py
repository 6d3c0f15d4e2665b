"""Double-dummy analysis: tables equal to endplay's, par by models.par (equal to endplay's
without part-scores, right with them), stored in the match file, computed once."""

from __future__ import annotations

from endplay.dds import calc_dd_table, par
from endplay.types import Deal as EDeal
from endplay.types import Denom, Player, Vul

from models.checks import stored_analysis
from models.commands import Batch, SetExtra, SetScoreCards
from models.dealing import predeal_command
from models.match import Conditions, DealKey, Seat, Settings, new_match
from models.notebook import original_deal
from models.par import PAR_METHOD
from models.par import par as models_par
from models.registry import Said
from models.scorecards import ScoreCard
from models.vocabulary import Deal, Direction, Line, Strain
from teams_app.analysis import (
    MAX_PER_CALL,
    Job,
    analysis_command,
    format_par,
    plan_analysis,
    run_analysis,
)
from teams_app.operations import analyse, undo
from words.steps import command_words

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
    assert entry["par"]["cards"] == {"NS": "V0", "EW": "NV0"}
    assert entry["par"]["method"] == PAR_METHOD
    dealt = original_deal(match, DealKey(1))
    expected = par(calc_dd_table(EDeal(dealt.to_pbn())), Vul.ns, Player.south)
    assert entry["par"]["ns_score"] == expected.score  # no part-score: endplay's par
    assert plan_analysis(match) == []
    # Other cards: par again from the stored table, under each line's part-score.
    SetScoreCards(1, ScoreCard.parse("V60"), ScoreCard.parse("NV30")).apply(match)
    [job] = plan_analysis(match)
    assert job.table == entry["table"]
    analysis_command(run_analysis([job])).apply(match)
    entry = match.extras["dd"]["1"]
    cards = {Line.NS: ScoreCard.parse("V60"), Line.EW: ScoreCard.parse("NV30")}
    expected = models_par({d: {s: entry["table"][d.name][s.name] for s in Strain}
                           for d in Direction}, cards, Direction.S)
    assert entry["par"]["ns_score"] == expected.ns_score == stored_analysis(
        match, DealKey(1)).par_ns
    assert entry["par"]["contracts"] == expected.contract_texts()
    assert entry["par"]["cards"] == {"NS": "V60", "EW": "NV30"}
    assert plan_analysis(match) == []


# NS take 8 tricks in spades, nothing else makes: not this deal's real table, so a par
# that follows it was computed from the stored table, without DDS.
SPADES = {"N": {"C": 5, "D": 5, "H": 6, "S": 8, "NT": 6}, "S": {"C": 5, "D": 5, "H": 6, "S": 8,
          "NT": 6}, "E": {"C": 4, "D": 4, "H": 4, "S": 5, "NT": 4},
          "W": {"C": 4, "D": 4, "H": 4, "S": 5, "NT": 4}}


def test_a_par_stored_without_the_marker_is_recomputed_from_the_stored_table():
    match = predealt_match(Conditions.CARDS, deals=(1,))
    SetScoreCards(1, ScoreCard.parse("NV60"), ScoreCard.parse("NV0")).apply(match)
    dealt = original_deal(match, DealKey(1))
    # as written before: endplay's par, vulnerability only
    SetExtra("dd", "1", {"deal": dealt.to_pbn(), "table": SPADES,
                         "par": {"ns_score": 110, "contracts": ["2SN="], "vul": "None",
                                 "dealer": "S"}}).apply(match)
    assert stored_analysis(match, DealKey(1)).par_ns is None  # wrong for a part-score
    [job] = plan_analysis(match)
    assert job.table == SPADES
    analysis_command(run_analysis([job])).apply(match)
    par_entry = match.extras["dd"]["1"]["par"]
    assert par_entry["ns_score"] == 360 and par_entry["contracts"] == ["2SN=", "2SS="]
    assert match.extras["dd"]["1"]["table"] == SPADES
    assert stored_analysis(match, DealKey(1)).par_ns == 360
    assert plan_analysis(match) == []


def test_a_broken_stored_table_is_solved_again():
    match = predealt_match(deals=(1,))
    dealt = original_deal(match, DealKey(1))
    broken = {n: dict(SPADES[n]) for n in SPADES}
    broken["E"]["NT"] = 15
    for table in (broken, {"N": "x"}, [1, 2]):
        SetExtra("dd", "1", {"deal": dealt.to_pbn(), "table": table, "par": None}).apply(match)
        [job] = plan_analysis(match)
        assert job.table is None


def test_changed_hands_are_analysed_again():
    match = predealt_match(deals=(1,))
    analysis_command(run_analysis(plan_analysis(match))).apply(match)
    assert plan_analysis(match) == []

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
    """calc_all_tables refuses more than 40 deals (200 boards); 41 jobs need two calls."""
    assert MAX_PER_CALL == 40
    # Each hand one whole suit: DDS solves these at once.
    deals = [Deal.parse("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. "
                        "...AKQJT98765432"),
             Deal.parse("N:.AKQJT98765432.. AKQJT98765432... ...AKQJT98765432 "
                        "..AKQJT98765432.")]
    jobs = [Job(DealKey(1, attempt), deals[attempt % 2], None, Direction.N)
            for attempt in range(41)]
    progress = []
    commands = run_analysis(jobs, lambda d, t: progress.append(d), chunk=10_000)
    assert progress == [0, 40, 41]
    assert len(commands) == 41
    assert commands[40].value["table"]["N"]["S"] == 13
    assert commands[39].value["table"]["E"]["S"] == 13


def test_analyse_through_the_store_stores_and_reuses(tmp_path):
    import teams_app.store as store_module
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
        assert undo(reopened).step == "undo"  # one step, undone at once
        assert "dd" not in reopened.match.extras
    finally:
        reopened.close()


def test_batch_label():
    assert analysis_command([]).label == Said("step.analysis", {"count": 0})
    assert command_words(analysis_command([])) == "double-dummy analysis of 0 deals"
    assert isinstance(analysis_command([]), Batch)


def test_command_line_analyse_and_deals(tmp_path, capsys):
    import teams_app.store as store_module
    from teams_app.cli import main

    path = tmp_path / "cli.match"
    store_module.MatchStore.create(path, predealt_match(deals=(2,))).close()
    assert main(["analyse", str(path)]) == 0
    captured = capsys.readouterr()
    assert "analysed 1 deal in" in captured.out and "1/1 deal" in captured.err
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
