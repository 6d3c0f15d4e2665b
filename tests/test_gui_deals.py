"""The Deals tab: notebook entry (auction, lead, hands), DD/par, checks, partnerships.

Real match files: printing.demo's match (round I played with hands, auctions and leads)
in a MatchStore; the analysis of three deals computed with endplay once per module.
The tab's screenshot is made by ``tools/deals_shots.py``.
"""

from __future__ import annotations

import dataclasses
import random
import shutil
from pathlib import Path

import pytest
from fake_dialogs import FakeDialogs
from PySide6.QtCore import Qt

from models.balances import compute_balances
from models.checks import (
    CheckKind,
    cross_room_checks,
    par_report,
    partnership_stats,
    stored_analysis,
)
from models.commands import SetExtra
from models.match import AnnulReason, DealKey, TableResult
from models.notebook import recorded_auction, recorded_hands
from models.scorecards import ScoreCard
from models.vocabulary import Contract, Direction, Doubling
from printing.demo import demo_match
from teams_app import operations as ops
from teams_app.analysis import plan_analysis, run_analysis
from teams_app.gui.deals import DealsView
from teams_app.gui.deals.tables import (
    ChecksModel,
    DealListModel,
    ParDealsModel,
    PartnershipsModel,
)
from teams_app.gui.models import RawRole
from teams_app.gui.session import MatchSession
from teams_app.store import MatchStore
from words.notation import card_text

ANALYSED = 3  # deals analysed in the template (DDS is slow on this machine)


def _make(folder: Path, name: str, analysed: int, keep_hands: int | None = None) -> Path:
    match = demo_match(seed=11, played_rounds=1, with_hands=True)
    if keep_hands is not None:  # only the first deals keep their hands
        for key in sorted(match.extras["hands"])[keep_hands:]:
            SetExtra("hands", key, None).apply(match)
    store = MatchStore.create(folder / name, match)
    if analysed:
        ops.store_analysis(store, run_analysis(plan_analysis(store.match)[:analysed]))
    store.close()
    return store.path


@pytest.fixture(scope="module")
def template(tmp_path_factory):
    return _make(tmp_path_factory.mktemp("deals"), "deals.match", ANALYSED)


pytestmark = pytest.mark.usefixtures("qapp")


@pytest.fixture
def store(template, tmp_path):
    target = tmp_path / template.name
    shutil.copyfile(template, target)
    store = MatchStore.open(target)
    yield store
    if not store.closed:
        store.close()


@pytest.fixture
def session(store):
    return MatchSession(store, rng=random.Random(3))


def make_view(qtbot, session) -> DealsView:
    view = DealsView(session)
    qtbot.addWidget(view)
    view.resize(1400, 900)
    view.show()
    qtbot.waitExposed(view)
    return view


@pytest.fixture
def view(qtbot, session):
    return make_view(qtbot, session)


def raw(model, row: int, column: int):
    return model.data(model.index(row, column), RawRole)


def shown(model, row: int, column: int):
    return model.data(model.index(row, column))


def unplayed_deal(match) -> int:
    return next(d for d in range(1, match.format.deals + 1)
                if not any(k.deal == d for k, _ in match.results))


# -- models ---------------------------------------------------------------------------------------


def test_models_pass_the_model_tester(qtmodeltester, view, session):
    # some checks to show: a lead not held at the second table
    match = session.match
    key = DealKey(1)
    other = match.format.slot(1).other_table
    leader = match.results[(key, other)].declarer.next
    dealt = {d: h for d, h in recorded_hands(match, key, match.format.slot(1).origin_table)
             .items()}
    stranger = next(iter(sorted(dealt[leader.partner])))
    session.run(ops.set_lead, deal=1, table=other, lead=str(stranger))
    view.side.setCurrentWidget(view.partnerships)  # worked out when shown
    for model in (view.model, view.checks_panel.model, view.partnerships.model,
                  view.partnerships.deals_model):
        assert model.rowCount() > 0
        qtmodeltester.check(model)


def test_deal_list_shows_results_dd_par_and_net_as_the_core(view, session):
    match = session.match
    model = view.model
    balances = {(d.deal, d.attempt): d for d in compute_balances(match).deals}
    analysed = 0
    assert model.rowCount() == match.format.deals  # no replacements in this match
    for row in range(model.rowCount()):
        key = model.row(row).key
        analysis = stored_analysis(match, key)
        for table, column, dd_column in ((1, DealListModel.T1, DealListModel.T1_DD),
                                         (2, DealListModel.T2, DealListModel.T2_DD)):
            result = match.results.get((key, table))
            assert raw(model, row, column) == match.score(key, table)
            if analysis is None or result is None or result.contract is None:
                assert raw(model, row, dd_column) is None
                continue
            dd = analysis.dd_tricks(result.declarer, result.contract.strain)
            assert raw(model, row, dd_column) == dd
            diff = result.tricks - dd
            assert shown(model, row, dd_column) == f"{dd} ({diff:+d})" if diff else f"{dd} (0)"
            assert shown(model, row, column).startswith(result.contract.display)
        if analysis is not None:
            analysed += 1
            assert raw(model, row, DealListModel.PAR) == analysis.par_ns
        else:
            assert shown(model, row, DealListModel.PAR) == ""
        balance = balances[(key.deal, key.attempt)]
        assert raw(model, row, DealListModel.NET) == (balance.net_a if balance.counts
                                                      else None)
    assert analysed == ANALYSED
    assert f"{ANALYSED} deal" in view.analysis_label.text()


def test_dd_table_and_par_for_an_analysed_deal(view, session):
    match = session.match
    key = DealKey(1)
    analysis = stored_analysis(match, key)
    assert analysis is not None
    view.select_deal(key, 1)
    table = view.notebook.dd_table
    for direction in Direction:
        for strain, tricks in analysis.tricks[direction].items():
            assert table.value(direction, strain) == str(tricks)
    assert f"{analysis.par_ns:+d}" in view.notebook.par_label.text()
    view.select_deal(DealKey(ANALYSED + 1), 1)  # has hands, not analysed
    assert view.notebook.dd_table.value(Direction.N, Contract.parse("1NT").strain) == ""
    assert "Not analysed" in view.notebook.par_label.text()


def test_memo_gives_the_cores_answers_after_every_kind_of_change(session):
    """The per-deal memo behind the tab (the session's, forgotten deal by deal as the
    operations report changes) equals the core through every kind of change."""
    memo = session.core.deal_memo
    match = session.match

    def same() -> None:
        assert memo.checks(session.match) == cross_room_checks(session.match)
        for deal in range(1, 13):
            for attempt in session.match.attempts(deal):
                key = DealKey(deal, attempt)
                assert memo.analysis(session.match, key) == stored_analysis(session.match,
                                                                            key)

    same()
    slot = match.format.slot(2)
    first = match.results[(DealKey(2), 1)]
    session.run(ops.enter_result, deal=2, table=2, result=TableResult(
        first.contract, first.declarer.next, first.tricks))  # wrong side
    same()
    dealt = recorded_hands(match, DealKey(1), match.format.slot(1).origin_table)
    session.run(ops.record_hands, deal=1, table=match.format.slot(1).other_table,
                hands={"N": dealt[Direction.S].to_pbn()})  # hands differ
    same()
    session.run(ops.record_hands, deal=3, table=match.format.slot(3).origin_table,
                hands={"N": dealt[Direction.N].to_pbn()})  # analysis now stale
    same()
    session.run(ops.record_auction, deal=2, table=slot.origin_table, calls="1C P P P")
    same()
    session.run(ops.annul_deal, deal=2, reason=5)
    same()
    session.run(ops.enter_result, deal=2, table=1, text="3NT N 9")  # the replacement
    same()
    session.run(ops.undo)
    session.run(ops.undo)
    same()
    # the par follows the score cards: the origin table records other cards for a deal
    # whose analysis holds a par (now computed for the old cards, so no longer shown)
    deal = next(d for d in range(1, 13)
                if (a := stored_analysis(match, DealKey(d))) and a.par_ns is not None)
    assert memo.analysis(match, DealKey(deal)).par_ns is not None
    origin = match.format.slot(deal).origin_table
    played = match.results[(DealKey(deal), origin)]
    session.run(ops.enter_result, deal=deal, table=origin, result=dataclasses.replace(
        played, ns_card=ScoreCard(True, 60), ew_card=ScoreCard(False, 90)))
    assert stored_analysis(match, DealKey(deal)).par_ns is None
    same()


# -- the auction ----------------------------------------------------------------------------------


def test_auction_typed_is_stored_and_shown_after_reopening(qtbot, view, session, store):
    match = session.match
    deal = unplayed_deal(match)
    dealer = match.dealer(deal)
    view.select_deal(deal, 2)
    notebook = view.notebook
    assert notebook.key == DealKey(deal) and notebook.table == 2
    assert not notebook.auction_save.isEnabled()
    qtbot.keyClicks(notebook.auction_edit, "1NT P 3NT P P")
    assert "to call" in notebook.auction_status.text()
    # the bidding box finishes it; an insufficient bid is not offered
    assert not notebook.bidding_box.buttons[_call("3S")].isEnabled()
    assert notebook.bidding_box.buttons[_call("4S")].isEnabled()
    qtbot.mouseClick(notebook.bidding_box.buttons[_call("P")], Qt.MouseButton.LeftButton)
    assert notebook.auction_edit.text() == "1NT P 3NT P P Pass"
    assert "Complete" in notebook.auction_status.text()
    assert not any(b.isEnabled() for b in notebook.bidding_box.buttons.values())
    # the grid: W N E S columns, blank before the dealer
    grid = notebook.auction_grid.texts()
    start = (Direction.W, Direction.N, Direction.E, Direction.S).index(dealer)
    flat = [c for row in grid for c in row]
    assert flat[:start] == [""] * start
    assert flat[start:start + 6] == ["1NT", "Pass", "3NT", "Pass", "Pass", "Pass"]
    qtbot.mouseClick(notebook.auction_save, Qt.MouseButton.LeftButton)
    stored = recorded_auction(store.match, DealKey(deal), 2)
    assert stored is not None and [str(c) for c in stored[1]] == [
        "1NT", "Pass", "3NT", "Pass", "Pass", "Pass"]
    assert notebook.auction_edit.text() == "1NT Pass 3NT Pass Pass Pass"
    assert not notebook.auction_save.isEnabled()

    path = store.path
    store.close()
    again = MatchStore.open(path)
    try:
        second = make_view(qtbot, MatchSession(again))
        second.select_deal(deal, 2)
        assert second.notebook.auction_edit.text() == "1NT Pass 3NT Pass Pass Pass"
        assert second.notebook.auction_grid.texts() == notebook.auction_grid.texts()
        assert "Complete" in second.notebook.auction_status.text()
    finally:
        again.close()


def _call(text: str):
    from models.vocabulary import Call

    return Call.parse(text)


def test_illegal_auction_is_refused_with_the_reason_and_nothing_stored(qtbot, view, store):
    deal = unplayed_deal(store.match)
    view.select_deal(deal, 1)
    notebook = view.notebook
    extras, entries = dict(store.match.extras), len(store.log())
    qtbot.keyClicks(notebook.auction_edit, "1S P 1H")
    assert "insufficient" in notebook.auction_status.text()
    assert "call 3" in notebook.auction_status.text()
    assert not notebook.auction_save.isEnabled()
    assert "1H ✗" in [c for row in notebook.auction_grid.texts() for c in row]
    qtbot.keyClick(notebook.auction_edit, Qt.Key.Key_Return)  # Enter tries anyway
    assert notebook.auction_status.text().startswith("Not stored")
    assert "insufficient" in notebook.auction_status.text()
    assert store.match.extras == extras and len(store.log()) == entries
    assert recorded_auction(store.match, DealKey(deal), 1) is None


def test_auction_disagreeing_with_the_result_is_told(qtbot, view, session, store):
    match = session.match
    key = DealKey(2)
    result = match.results[(key, 1)]
    assert result.contract is not None
    view.select_deal(key, 1)
    notebook = view.notebook
    dealer = match.dealer(2)
    # everybody passes but the dealer, who opens one level above the contract played
    other = Contract(min(result.contract.level + 1, 7), result.contract.strain)
    if other == result.contract:
        other = Contract(7, "NT")  # pragma: no cover - only when 7 was played
    notebook.auction_edit.setText(f"{other.level}{other.strain.name} P P P")
    assert "the result says" in notebook.auction_status.text()
    assert notebook.save_auction()
    assert "disagree" in notebook.agreement.text()
    kinds = [(c.kind, c.deal, c.table) for c in view.checks]
    assert (CheckKind.AUCTION, 2, 1) in kinds
    # an auction that agrees (declarer bids the contract, all pass)
    calls = ["P"] * ((result.declarer - dealer) % 4)
    calls += [f"{result.contract.level}{result.contract.strain.name}"]
    if result.contract.doubling is not Doubling.NONE:
        calls += ["X"] + (["XX"] if result.contract.doubling is Doubling.REDOUBLED else [])
    calls += ["P", "P", "P"]
    notebook.auction_edit.setText(" ".join(calls))
    assert notebook.save_auction()
    assert "agrees" in notebook.agreement.text()
    assert (CheckKind.AUCTION, 2, 1) not in [(c.kind, c.deal, c.table) for c in view.checks]
    assert view.checks == cross_room_checks(session.match)


# -- hands and lead -------------------------------------------------------------------------------

NORTH = "AKQJT98765432..."
EAST_WITH_S2 = "2.AKQJT9876543.."


def test_hands_with_a_doubled_card_are_refused_naming_it(qtbot, view, store):
    deal = unplayed_deal(store.match)
    view.select_deal(deal, 1)
    notebook = view.notebook
    qtbot.keyClicks(notebook.hand_edits[Direction.N], NORTH)
    assert "1 of 4 hands" in notebook.hands_status.text()
    assert notebook.hands_save.isEnabled()
    qtbot.keyClicks(notebook.hand_edits[Direction.E], EAST_WITH_S2)
    assert "doubled: ♠2" in notebook.hands_status.text()
    assert not notebook.hands_save.isEnabled()
    entries = len(store.log())
    assert not notebook.save_hands()
    assert notebook.hands_status.text().startswith("Not stored")
    assert "♠2" in notebook.hands_status.text()
    assert recorded_hands(store.match, DealKey(deal), 1) == {}
    assert len(store.log()) == entries
    # dummy first: North alone is stored
    notebook.hand_edits[Direction.E].clear()
    qtbot.mouseClick(notebook.hands_save, Qt.MouseButton.LeftButton)
    assert list(recorded_hands(store.match, DealKey(deal), 1)) == [Direction.N]
    # three hands give the fourth; a wrong fourth names the missing card
    notebook.hand_edits[Direction.E].setText(".AKQJT98765432..")
    notebook.hand_edits[Direction.S].setText("..AKQJT98765432.")
    assert "AKQJT98765432" in notebook.hand_edits[Direction.W].placeholderText()
    notebook.hand_edits[Direction.W].setText("...AKQJT9876543")
    assert "missing: ♣2" in notebook.hands_status.text()
    assert not notebook.hands_save.isEnabled()
    notebook.hand_edits[Direction.W].setText("...AKQJT98765432")
    assert "complete deal" in notebook.hands_status.text()
    assert notebook.save_hands()
    assert len(recorded_hands(store.match, DealKey(deal), 1)) == 4


def test_lead_is_stored_on_the_result_and_checked_against_the_hands(qtbot, view, session,
                                                                     store):
    match = session.match
    key = DealKey(3)
    origin = match.format.slot(3).origin_table
    result = match.results[(key, origin)]
    leader = result.declarer.next
    hands = recorded_hands(match, key, origin)
    view.select_deal(key, origin)
    notebook = view.notebook
    assert notebook.leader_label.text().startswith("Opening lead (")
    held = next(c for c in sorted(hands[leader]) if c != result.lead)
    not_held = sorted(hands[leader.partner])[0]
    notebook.lead_edit.setText(not_held.display)
    assert "not in" in notebook.lead_status.text()
    notebook.lead_edit.setText(held.display)
    assert notebook.lead_status.text() == ""
    assert notebook.lead_save.isEnabled()
    qtbot.mouseClick(notebook.lead_save, Qt.MouseButton.LeftButton)
    assert store.match.results[(key, origin)].lead == held
    assert store.match.results[(key, origin)].tricks == result.tricks
    assert notebook.lead_edit.text() == held.display
    assert not notebook.lead_save.isEnabled()
    notebook.lead_edit.setText("Z9")
    assert not notebook.lead_save.isEnabled()
    assert not notebook.save_lead()
    assert store.match.results[(key, origin)].lead == held


# -- checks ---------------------------------------------------------------------------------------


def test_lead_not_held_at_the_second_table_proposes_reason_5(qtbot, view, session,
                                                             monkeypatch):
    match = session.match
    key = DealKey(4)
    slot = match.format.slot(4)
    result = match.results[(key, slot.other_table)]
    leader = result.declarer.next
    dealt = recorded_hands(match, key, slot.origin_table)
    stranger = sorted(dealt[leader.partner])[-1]
    session.run(ops.set_lead, deal=4, table=slot.other_table, lead=str(stranger))
    panel = view.checks_panel
    model = panel.model
    rows = [r for r in range(model.rowCount())
            if raw(model, r, ChecksModel.KIND) == CheckKind.LEAD.value
            and raw(model, r, ChecksModel.DEAL) == "4"]
    assert len(rows) == 1
    row = rows[0]
    assert raw(model, row, ChecksModel.TABLE) == slot.other_table
    assert stranger.display in shown(model, row, ChecksModel.MESSAGE)
    assert shown(model, row, ChecksModel.ACTION) == "annul, reason 5"
    assert "Checks (" in view.side.tabText(1)
    opened = []

    def ask(session_, deal, parent, proposed):
        from teams_app.gui.annul import AnnulDialog

        dialog = AnnulDialog(session_, deal, proposed, parent)
        qtbot.addWidget(dialog)
        opened.append(dialog)

    session.dialogs = FakeDialogs(ask_annul=ask)
    panel.select_row(row)
    assert panel.annul_button.isEnabled()
    qtbot.mouseClick(panel.annul_button, Qt.MouseButton.LeftButton)
    assert len(opened) == 1
    assert opened[0].deal == 4
    assert opened[0].reason is AnnulReason.WRONG_ENVELOPES
    assert opened[0].reason_buttons[AnnulReason.WRONG_ENVELOPES].isChecked()
    # annulling it from the dialog: the check says so, no reason proposed any more
    opened[0].on_ok()
    assert DealKey(4) in session.match.annulments
    rows = [r for r in range(model.rowCount())
            if raw(model, r, ChecksModel.KIND) == CheckKind.LEAD.value
            and raw(model, r, ChecksModel.DEAL) == "4"]
    assert rows and shown(model, rows[0], ChecksModel.ACTION) == "already annulled"


def test_wrong_side_is_listed_and_leads_to_the_deal(qtbot, view, session, monkeypatch):
    match = session.match
    deal = 5
    key = DealKey(deal)
    first = match.results[(key, 1)]
    if first.contract is None:  # pragma: no cover - depends on the seed
        first = TableResult(Contract.parse("4S"), Direction.N, 10)
        session.run(ops.enter_result, deal=deal, table=1, result=first)
    wrong = TableResult(first.contract, first.declarer.next, first.tricks)
    session.run(ops.enter_result, deal=deal, table=2, result=wrong)
    panel = view.checks_panel
    model = panel.model
    rows = [r for r in range(model.rowCount())
            if raw(model, r, ChecksModel.KIND) == CheckKind.WRONG_SIDE.value]
    assert [raw(model, r, ChecksModel.DEAL) for r in rows] == [str(deal)]
    row = rows[0]
    assert shown(model, row, ChecksModel.TABLE) == "both"
    assert "wrong side" in shown(model, row, ChecksModel.MESSAGE)
    assert "declarer" in shown(model, row, ChecksModel.ACTION)
    view.side.setCurrentWidget(panel)
    session.dialogs = FakeDialogs()  # no annulment proposed: any question fails
    panel.select_row(row)
    assert not panel.annul_button.isEnabled()  # no reason proposed: correct a result
    panel.annul()
    view.select_deal(1)
    panel.view.doubleClicked.emit(model.index(row, ChecksModel.MESSAGE))
    assert view.selected_key() == key
    assert view.notebook.key == key
    assert view.side.currentWidget() is view.notebook_scroller


# -- partnerships ---------------------------------------------------------------------------------


def test_partnership_table_equals_the_core(view, session):
    match = session.match
    stats = partnership_stats(match)
    assert stats  # three analysed deals, both tables played
    model = view.partnerships.model
    assert model.rowCount() == 0  # worked out when its tab is first shown
    view.side.setCurrentWidget(view.partnerships)
    assert model.rowCount() == len(stats)
    for row, stat in enumerate(stats):
        values = [raw(model, row, c) for c in range(model.columnCount())]
        assert values == [stat.team.value, stat.codes, stat.players, stat.games,
                          stat.points, stat.net, stat.given_away]
        assert shown(model, row, PartnershipsModel.TEAM) == match.teams[stat.team].name
    report = par_report(match)
    deals = view.partnerships.deals_model
    assert deals.rowCount() == len(report["deals"]) == ANALYSED
    for row, item in enumerate(report["deals"]):
        assert raw(deals, row, ParDealsModel.PAR) == item["par_ns"]
        assert raw(deals, row, ParDealsModel.GIVEN_A) == item["given_away"]["A"]
        assert raw(deals, row, ParDealsModel.GIVEN_B) == item["given_away"]["B"]
        for t in item["tables"]:
            column = ParDealsModel.T1_VS if t["table"] == 1 else ParDealsModel.T2_VS
            assert raw(deals, row, column) == t["ns_vs_par"]
    summary = view.partnerships.summary.text()
    assert f"gave away {report['given_away']['A']}" in summary
    assert f"gave away {report['given_away']['B']}" in summary


def test_balances_deal_list_shows_dd_and_par_beside_the_results(qtbot, qtmodeltester,
                                                                session):
    from teams_app.gui.balances import BalancesView, DealParModel

    view = BalancesView(session)
    qtbot.addWidget(view)
    view.show()
    model = view.deals_model
    qtmodeltester.check(model)
    match = session.match
    seen = 0
    for row in range(model.rowCount()):
        deal = raw(model, row, DealParModel.DEAL)
        analysis = stored_analysis(match, DealKey(deal))
        if analysis is None:
            assert raw(model, row, DealParModel.PAR) is None
            assert shown(model, row, DealParModel.DD) == ""
            continue
        seen += 1
        expected = []
        for table in (1, 2):
            result = match.results[(DealKey(deal), table)]
            expected.append(None if result.contract is None else
                            analysis.dd_tricks(result.declarer, result.contract.strain))
        assert raw(model, row, DealParModel.DD) == tuple(expected)
        assert raw(model, row, DealParModel.PAR) == analysis.par_ns
    assert seen == ANALYSED
    # a corrected result: its DD tricks follow
    session.run(ops.enter_result, deal=1, table=1, text="3NT N 9")
    row = next(r for r in range(model.rowCount()) if raw(model, r, DealParModel.DEAL) == 1)
    analysis = stored_analysis(session.match, DealKey(1))
    assert raw(model, row, DealParModel.DD)[0] == analysis.dd_tricks(Direction.N,
                                                                     Contract.parse("3NT")
                                                                     .strain)
    assert shown(model, row, DealParModel.DD).startswith(
        str(analysis.dd_tricks(Direction.N, Contract.parse("3NT").strain)) + " / ")
    assert not view.deals_view.isColumnHidden(DealParModel.PAR)
    # without the analysis the two columns go
    while "dd" in session.match.extras:
        session.run(ops.undo)
    assert view.deals_view.isColumnHidden(DealParModel.PAR)
    assert view.deals_view.isColumnHidden(DealParModel.DD)


# -- undo, refresh, the main window ---------------------------------------------------------------


def test_undo_reloads_the_notebook(qtbot, view, session):
    deal = unplayed_deal(session.match)
    view.select_deal(deal, 1)
    notebook = view.notebook
    notebook.auction_edit.setText("1C P")
    assert notebook.save_auction()
    session.run(ops.undo)
    assert notebook.auction_edit.text() == ""
    session.run(ops.redo)
    assert notebook.auction_edit.text() == "1♣ Pass"  # as the grid and the box write it


def test_run_analysis_from_the_tab_goes_off_thread_and_is_stored(qtbot, tmp_path,
                                                                 monkeypatch):
    from teams_app.gui.mainwindow import MainWindow

    dialogs = FakeDialogs()
    shown_errors = dialogs.errors
    path = _make(tmp_path, "three.match", 0, keep_hands=3)
    window = MainWindow(dialogs=dialogs)
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    try:
        assert window.open_file(path)
        index = next(i for i in range(window.tabs.count())
                     if window.tabs.widget(i).objectName() == "DealsView")
        window.tabs.setCurrentIndex(index)
        view = window.views["DealsView"]
        assert isinstance(view, DealsView)
        assert "3 more" in view.analysis_label.text()
        view.select_deal(1, 1)
        assert "Not analysed" in view.notebook.par_label.text()
        with qtbot.waitSignal(window.job_finished, timeout=60000):
            qtbot.mouseClick(view.analyse_button, Qt.MouseButton.LeftButton)
        assert shown_errors == []
        match = window.session.match
        assert len(match.extras["dd"]) == 3
        analysis = stored_analysis(match, DealKey(1))
        assert analysis is not None
        for strain, tricks in analysis.tricks[Direction.S].items():
            assert view.notebook.dd_table.value(Direction.S, strain) == str(tricks)
        assert "Par" in view.notebook.par_label.text()
        assert "Analysed: 3 deal" in view.analysis_label.text()
        assert not view.analyse_button.isEnabled()  # nothing left to analyse
        window.session.run(ops.undo)  # one step
        assert "dd" not in window.session.match.extras
    finally:
        window.close_match()


def test_check_messages_are_worded_in_russian(qtbot, session):
    """A finding of the cross-room checks, in the Deals tab, in Russian: the table's
    message and proposed action, and the deal's findings under the notebook."""
    import re

    from teams_app.gui import settings as app_prefs

    match = session.match
    deal, key = 5, DealKey(5)
    first = match.results[(key, 1)]
    if first.contract is None:  # pragma: no cover - depends on the seed
        first = TableResult(Contract.parse("4S"), Direction.N, 10)
        session.run(ops.enter_result, deal=deal, table=1, result=first)
    session.run(ops.enter_result, deal=deal, table=2, result=TableResult(
        first.contract, first.declarer.next, first.tricks))
    assert app_prefs.install_translators("ru")
    try:
        view = make_view(qtbot, session)
        model = view.checks_panel.model
        row = next(r for r in range(model.rowCount())
                   if raw(model, r, ChecksModel.KIND) == CheckKind.WRONG_SIDE.value)
        message = shown(model, row, ChecksModel.MESSAGE)
        assert "за обоими столами" in message and "не за ту линию" in message, message
        assert "Север" in message or "Юг" in message or "Запад" in message, message
        assert re.findall(r"[A-Za-z]{3,}", message) == [], message
        assert shown(model, row, ChecksModel.ACTION) == (
            "проверьте разыгрывающего за обоими столами и исправьте неверного")
        english = next(c for c in cross_room_checks(match)
                       if c.kind is CheckKind.WRONG_SIDE).message
        assert "wrong side" in english  # the core's own text is unchanged
        view.select_deal(deal)
        findings = view.notebook.findings.text()
        assert "не за ту линию" in findings and "wrong" not in findings, findings
    finally:
        app_prefs.install_translators("en")


def test_a_changed_row_never_shows_cut_in_the_deal_list(view, session):
    """Columns are sized when the list is reset; a change that makes a cell wider (a
    result typed, an analysis stored) widens its column, so that nothing reads "…"."""
    table = view.deal_view
    model = view.model
    row = model.row_of(DealKey(30))
    assert row is not None and shown(model, row, DealListModel.T2) == ""
    before = table.columnWidth(DealListModel.T2)
    session.run(ops.draw_score_cards, deal=30, rng=session.core.rng)
    session.run(ops.enter_result, deal=30, table=2, text="3NTXX N -5")
    text = shown(model, row, DealListModel.T2)
    assert text.startswith("3NTXX N")
    wide = table.fontMetrics().horizontalAdvance(text)
    assert table.columnWidth(DealListModel.T2) >= wide > 0
    assert table.columnWidth(DealListModel.T2) >= before


# -- the app's language: contracts, directions, calls and leads as the screen shows them ------

#: what the bg and ru screens write (resources/translations), spelled out here
LETTERS = {"bg": {Direction.N: "С", Direction.E: "И", Direction.S: "Ю", Direction.W: "З"},
           "ru": {Direction.N: "С", Direction.E: "В", Direction.S: "Ю", Direction.W: "З"}}
MARKS = {Doubling.NONE: "", Doubling.DOUBLED: "к", Doubling.REDOUBLED: "рк"}
#: the letters a card is typed with (rank, suit)
CARD_LETTERS = {"bg": ({"A": "А", "K": "Р", "Q": "Д", "J": "В", "T": "10"},
                       {"S": "п", "H": "♥", "D": "♦", "C": "т"}),
                "ru": ({"A": "Т", "K": "К", "Q": "Д", "J": "В", "T": "10"},
                       {"S": "п", "H": "ч", "D": "б", "C": "т"})}


def _shown_result(result: TableResult, lang: str) -> str:
    contract = result.contract
    strain = "БК" if contract.strain.name == "NT" else contract.strain.symbol
    diff = result.tricks - contract.tricks_needed
    return (f"{contract.level}{strain}{MARKS[contract.doubling]} "
            f"{LETTERS[lang][result.declarer]} {'=' if diff == 0 else f'{diff:+d}'}")


@pytest.fixture(params=["bg", "ru"])
def lang(request, qapp):
    from teams_app.gui import settings as app_prefs

    assert app_prefs.install_translators(request.param)
    yield request.param
    app_prefs.install_translators("en")


def test_deal_list_writes_contracts_and_declarers_in_the_apps_language(qtbot, session, lang):
    import re

    match = session.match
    view = make_view(qtbot, session)
    model = view.model
    seen_nt = seen_pass = 0
    for row in range(model.rowCount()):
        key = model.row(row).key
        for table, column in ((1, DealListModel.T1), (2, DealListModel.T2)):
            result = match.results.get((key, table))
            text = shown(model, row, column)
            if result is None:
                assert text == ""
            elif result.contract is None:
                assert text == "Пас"
                seen_pass += 1
            else:
                assert text == _shown_result(result, lang)
                seen_nt += result.contract.strain.name == "NT"
            assert not re.search(r"[A-Za-z]", text), text
            tip = model.data(model.index(row, column), Qt.ItemDataRole.ToolTipRole) or ""
            assert not re.search(r"[A-Za-z]", tip), tip
        par_tip = model.data(model.index(row, DealListModel.PAR),
                             Qt.ItemDataRole.ToolTipRole) or ""
        assert not re.search(r"[A-Za-z]", par_tip), par_tip
    assert seen_nt and seen_pass  # the demo has no-trump and passed-out results
    dd = view.notebook.dd_table
    assert [dd.horizontalHeaderItem(c).text() for c in range(5)] == ["БК", "♠", "♥", "♦", "♣"]
    assert [dd.verticalHeaderItem(r).text() for r in range(4)] == [
        LETTERS[lang][d] for d in (Direction.N, Direction.S, Direction.E, Direction.W)]


def test_bidding_box_and_auction_in_the_apps_language(qtbot, session, store, lang):
    match = session.match
    deal = unplayed_deal(match)
    dealer = match.dealer(deal)
    view = make_view(qtbot, session)
    view.select_deal(deal, 1)
    notebook = view.notebook
    box = notebook.bidding_box
    assert [box.buttons[_call(c)].text() for c in ("1NT", "7NT", "1S", "P", "X", "XX")] == [
        "1БК", "7БК", "1♠", "Пас", "к", "рк"]
    grid = notebook.auction_grid
    assert [grid.horizontalHeaderItem(c).text() for c in range(4)] == [
        LETTERS[lang][d] for d in (Direction.W, Direction.N, Direction.E, Direction.S)]
    # typed and clicked in the app's words: 1♠ пас 2БК к, then three passes clicked
    notebook.auction_edit.insert("1♠ пас")  # as typed (keyClicks knows ASCII keys only)
    qtbot.mouseClick(box.buttons[_call("2NT")], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(box.buttons[_call("X")], Qt.MouseButton.LeftButton)
    assert notebook.auction_edit.text() == "1♠ пас 2БК к"
    for _ in range(3):
        qtbot.mouseClick(box.buttons[_call("P")], Qt.MouseButton.LeftButton)
    flat = [c for row in grid.texts() for c in row]
    start = (Direction.W, Direction.N, Direction.E, Direction.S).index(dealer)
    assert flat[start:start + 7] == ["1♠", "Пас", "2БК", "к", "Пас", "Пас", "Пас"]
    names = {Direction.N: "Север", Direction.S: "Юг", Direction.W: "Запад",
             Direction.E: {"bg": "Изток", "ru": "Восток"}[lang]}
    status = notebook.auction_status.text()
    assert "2БКк" in status and names[dealer.partner] in status, status
    assert notebook.save_auction()
    stored = recorded_auction(store.match, DealKey(deal), 1)
    assert [str(c) for c in stored[1]] == ["1S", "Pass", "2NT", "X", "Pass", "Pass", "Pass"]
    # stored in Latin, shown again in the app's words
    assert notebook.auction_edit.text() == "1♠ Пас 2БК к Пас Пас Пас"


def test_lead_typed_with_the_apps_letters_is_read_and_stored(qtbot, session, store, lang):
    match = session.match
    key = DealKey(3)
    origin = match.format.slot(3).origin_table
    result = match.results[(key, origin)]
    leader = result.declarer.next
    hand = recorded_hands(match, key, origin)[leader]
    held = max(c for c in hand if c != result.lead)  # an honour: typed with a letter
    ranks, suits = CARD_LETTERS[lang]
    view = make_view(qtbot, session)
    view.select_deal(key, origin)
    notebook = view.notebook
    typed = suits[held.suit.name] + ranks.get(held.rank.letter, held.rank.letter)
    notebook.lead_edit.setText(typed)
    assert any("\u0400" <= ch <= "\u04ff" for ch in typed), typed
    assert notebook.lead_status.text() == {
        "bg": "Прочетено като {c}.", "ru": "Прочитано как {c}."}[lang].format(
            c=card_text(held, lang))  # the language's own letters (ru Т К Д В, bg А Р Д В)
    assert notebook.lead_save.isEnabled()
    qtbot.mouseClick(notebook.lead_save, Qt.MouseButton.LeftButton)
    assert store.match.results[(key, origin)].lead == held
    assert notebook.lead_edit.text() == card_text(held, lang)
    # the ace typed the Russian way is the ace; in Bulgarian a Cyrillic Т is refused
    entries = len(store.log())
    notebook.lead_edit.setText("Т♠")
    if lang == "ru":
        assert "♠Т" in notebook.lead_status.text()  # the ace, as Russians write it
        return
    assert "„Т♠“: „Т“ може да е асо" in notebook.lead_status.text()
    assert not notebook.lead_save.isEnabled()
    assert not notebook.save_lead()
    assert "може да е асо" in notebook.lead_status.text()
    assert len(store.log()) == entries
    assert store.match.results[(key, origin)].lead == held


def test_auction_refusals_and_disagreements_in_the_apps_language(qtbot, session, lang):
    """An illegal call, an auction that disagrees with the result, and the finding it
    makes in the Checks panel: worded in the app's language, calls as the screen writes
    them (no Latin 1H, N, 3NT)."""
    import re

    match = session.match
    view = make_view(qtbot, session)
    notebook = view.notebook
    deal = unplayed_deal(match)
    dealer = match.dealer(deal)
    view.select_deal(deal, 1)
    notebook.auction_edit.setText("1S P 1H")
    third = LETTERS[lang][Direction((dealer + 2) % 4)]
    assert notebook.auction_status.text() == {
        "bg": f"обява 3 ({third}) 1♥: недостатъчна обява, последната е 1♠",
        "ru": f"заявка 3 ({third}) 1♥: недостаточная заявка, последняя — 1♠"}[lang]
    bad = [c for row in notebook.auction_grid.texts() for c in row if c.endswith("✗")]
    assert bad == ["1H ✗"]  # the word as typed
    notebook.auction_edit.setText("1♠ пас 1♥")
    assert [c for row in notebook.auction_grid.texts() for c in row if c.endswith("✗")] == [
        "1♥ ✗"]
    notebook.auction_edit.setText("1S P P P X")
    assert f"5 ({LETTERS[lang][dealer]}) к" in notebook.auction_status.text()
    assert not re.search(r"[A-Za-z]", notebook.auction_status.text())
    # the auction ends in another contract than the result's
    key = DealKey(2)
    result = match.results[(key, 1)]
    view.select_deal(key, 1)
    other = Contract(min(result.contract.level + 1, 7), result.contract.strain)
    notebook.auction_edit.setText(f"{other.level}{other.strain.name} P P P")
    said = {"bg": "наддаването завършва с", "ru": "торговля заканчивается контрактом"}[lang]
    assert said in notebook.auction_status.text()
    assert notebook.save_auction()
    assert said in notebook.agreement.text()
    for text in (notebook.auction_status.text(), notebook.agreement.text()):
        assert not re.search(r"[A-Za-z]", text), text
    panel = view.checks_panel
    row = next(r for r in range(panel.model.rowCount())
               if panel.model.row(r).kind is CheckKind.AUCTION)
    assert said in shown(panel.model, row, ChecksModel.MESSAGE)
    panel.select_row(row)
    detail = panel.detail.text()
    assert detail.startswith({"bg": "раздаване 2, маса 1: ", "ru": "сдача 2, стол 1: "}[lang])
    assert said in detail and not re.search(r"[A-Za-z]", detail), detail


def test_annul_dialog_names_the_results_in_the_apps_language(qtbot, session, lang):
    import re

    from teams_app.gui.annul import AnnulDialog

    match = session.match
    key = DealKey(2)
    dialog = AnnulDialog(session, 2)
    qtbot.addWidget(dialog)
    info = dialog.info.text()
    for table in (1, 2):
        result = match.results[(key, table)]
        assert _shown_result(result, lang) in info, info
    assert not re.search(r"\b(PASS|NT|[NESW])\b|\d[SHDC]\b", info), info
