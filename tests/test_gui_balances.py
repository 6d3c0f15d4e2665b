"""BalancesView: every figure it shows equals models.balances.compute_balances."""

from __future__ import annotations

import random
import re

import gui_play_data as data
import pytest
from PySide6.QtCore import Qt

from models.balances import compute_balances
from models.format import Team
from models.match import ScoringMethod
from teams_app import operations as ops
from teams_app.gui.balance_models import DealBalancesModel, RoundBalancesModel
from teams_app.gui.balances import BalancesView
from teams_app.gui.models import RawRole
from teams_app.gui.session import MatchSession


@pytest.fixture(scope="module")
def template(tmp_path_factory):
    folder = tmp_path_factory.mktemp("balances")
    store = data.half_played(folder, seed=77)
    store.close()
    return store.path


@pytest.fixture
def session(template, tmp_path):
    store = data.open_copy(template, tmp_path)
    yield MatchSession(store, rng=random.Random(5))
    store.close()


@pytest.fixture
def view(qtbot, session):
    widget = BalancesView(session)
    qtbot.addWidget(widget)
    widget.resize(1400, 900)
    return widget


def numbers(text: str) -> list[float]:
    return [float(n) for n in re.findall(r"[-+]?\d+(?:\.\d+)?", text)]


def shown_sheet(view: BalancesView) -> list[list[object]]:
    model = view.rounds_model
    return [[model.data(model.index(r, c), RawRole) for c in range(model.columnCount())]
            for r in range(model.rowCount())]


def check_against_core(view: BalancesView) -> None:
    """Every number of the sheet, the deal list, the chart and the labels."""
    match = view.session.match
    core = compute_balances(match)
    sheet = shown_sheet(view)
    assert len(sheet) == len(core.rounds) + 1
    for row, rb in zip(sheet, core.rounds, strict=False):
        assert row == [rb.round, rb.table1.a, rb.table1.b, rb.table2.a, rb.table2.b,
                       rb.balance_a, rb.cumulative_a, rb.given_away_a, rb.given_away_b,
                       rb.imps_a, rb.cumulative_imps_a, rb.deals_counted]
    total = sheet[-1]
    assert total[RoundBalancesModel.RUNNING] == core.balance_a
    assert total[RoundBalancesModel.IMPS] == core.imps_a
    assert total[RoundBalancesModel.T1_A] == sum(r.table1.a for r in core.rounds)
    assert total[RoundBalancesModel.T2_B] == sum(r.table2.b for r in core.rounds)
    # the displayed text agrees with the raw values
    model = view.rounds_model
    for r in range(model.rowCount()):
        text = model.data(model.index(r, RoundBalancesModel.T1_A))
        if text != "—":
            assert int(text) == model.data(model.index(r, RoundBalancesModel.T1_A), RawRole)
    # deals: the counting attempt of each deal, plus annulled earlier attempts
    deals = view.deals_model
    current = {(d.deal, d.attempt): d for d in core.deals}
    seen = set()
    for r in range(deals.rowCount()):
        deal = deals.data(deals.index(r, DealBalancesModel.DEAL), RawRole)
        label = deals.data(deals.index(r, DealBalancesModel.DEAL))
        attempt = int(label.split("R")[1]) if "R" in label else 0
        raw = [deals.data(deals.index(r, c), RawRole) for c in range(deals.columnCount())]
        if (deal, attempt) in current:
            d = current[(deal, attempt)]
            seen.add(deal)
            assert raw[1:6] == [d.round, d.ns_table1, d.ns_table2, d.net_a, d.imps_a]
            shown_net = deals.data(deals.index(r, DealBalancesModel.NET))
            assert (int(shown_net) if shown_net else 0) == d.net_a
        else:
            assert raw[DealBalancesModel.STATUS].startswith("annulled")
            assert raw[DealBalancesModel.NET] == 0
    assert seen == set(range(1, 37))
    # chart
    played = [r for r in core.rounds if RoundBalancesModel.started(r)
              and (r.deals_counted or not r.in_progress)]
    imps = match.settings.scoring is not ScoringMethod.POINTS
    expected = [r.cumulative_imps_a if imps else r.cumulative_a for r in played]
    assert view.chart.values == expected
    # percentages, with their formula terms
    won_a, won_b = ops.points_won(core)
    victory = numbers(view.victory_label.text())
    assert victory[:3] == [core.victory_percentage, max(won_a, won_b), won_a + won_b]
    final = numbers(view.final_label.text())
    assert final == [core.final_percentage[Team.A], core.final_percentage[Team.B],
                     core.points_made_a, core.points_made_b,
                     core.points_made_a + core.points_made_b]
    vp = core.victory_points()
    shown_vp = numbers(view.vp_label.text())
    assert shown_vp == [core.deals_counted, core.imps_a, vp[0], vp[1]]
    headline = numbers(view.headline.text())
    assert headline[0] == core.deals_counted


def test_models_pass_the_model_tester(qtmodeltester, view):
    qtmodeltester.check(view.rounds_model)
    qtmodeltester.check(view.deals_model)


def test_every_number_equals_the_core(view):
    check_against_core(view)
    assert view.headline.text() == (
        f"Balance after {compute_balances(view.session.match).deals_counted} deals: "
        + view.rounds_model.data(view.rounds_model.index(6, RoundBalancesModel.RUNNING))
        + " points")


def test_a_result_refreshes_the_sheet(view, session, qtbot):
    with qtbot.waitSignal(session.changed):
        game, key = ops.next_game(session.match, 4, 2)
        if game.deal not in session.match.draws:
            session.run(ops.draw_score_cards, deal=game.deal, rng=session.core.rng)
        session.run(ops.enter_result, deal=game.deal, table=2, text="7NTXX S 13")
    check_against_core(view)
    session.run(ops.undo)
    check_against_core(view)


def test_annulled_deal_is_struck_through_with_reason(view, session):
    session.run(ops.annul_deal, deal=1, reason=4, after_match=True)
    check_against_core(view)
    model = view.deals_model
    row = next(r for r in range(model.rowCount())
               if model.data(model.index(r, DealBalancesModel.DEAL)) == "1")
    assert model.data(model.index(row, DealBalancesModel.NET)) == ""
    assert model.data(model.index(row, DealBalancesModel.NS_T1),
                      Qt.ItemDataRole.FontRole).strikeOut()
    assert "reason 4" in model.data(model.index(row, 0), Qt.ItemDataRole.ToolTipRole)
    assert model.data(model.index(row, DealBalancesModel.STATUS)) == "annulled, reason 4"
    # deal 9 was annulled during the match and replayed: both attempts listed
    labels = [model.data(model.index(r, 0)) for r in range(model.rowCount())]
    assert labels.index("9R1") == labels.index("9") + 1


def test_only_relevant_changes_refresh(view, session, monkeypatch):
    calls = []
    monkeypatch.setattr(view, "refresh", lambda: calls.append(1))
    session.changed.emit(ops.Changes({ops.Area.ENVELOPES}))
    session.changed.emit(ops.Changes({ops.Area.NOTEBOOK}))
    assert calls == []
    session.changed.emit(ops.Changes({ops.Area.ANNULMENTS}, {3}))
    assert calls == [1]


@pytest.mark.parametrize("scoring", list(ScoringMethod))
def test_scoring_setting_changes_what_is_shown(view, session, scoring):
    from dataclasses import replace

    settings = replace(session.match.settings, scoring=scoring)
    ops.change_settings(session.store, settings=settings)
    session.refresh_all()
    imps = scoring is not ScoringMethod.POINTS
    assert view.rounds_view.isColumnHidden(RoundBalancesModel.IMPS) is not imps
    assert view.vp_label.isHidden() is not imps
    text = view.headline.text()
    if scoring is ScoringMethod.POINTS:
        assert text.endswith("points")
    elif scoring is ScoringMethod.IMPS:
        assert text.endswith("IMPs")
    else:
        assert "VP" in text
    check_against_core(view)
