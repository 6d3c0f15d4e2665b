"""Issue 30 item 5, Law 86C (spec §13): while a replay is set for the end of the match, no
screen, page, paper or report shows a balance that includes the last round — the
scoreboard's JSON, the mid-match HTML report, the laptop's Balances tab (host playing or
not), the command line's report — until the replay is in at both tables; the annul
dialog says so when "at the end of the match" is chosen."""

from __future__ import annotations

import json
import random

import gui_play_data as data
import pytest
from PySide6.QtWidgets import QApplication

import words
from models.balances import compute_balances
from models.match import ReplayAt
from models.replays import next_pending
from models.room_view import held_back, replay_held
from teams_app import operations as ops
from teams_app.gui.annul import AnnulDialog
from teams_app.gui.mainwindow import MainWindow
from teams_app.report_html import board_state, report_html


def _play_round_but_the_replay(store, round_: int, rng: random.Random) -> None:
    """Every game of the round, but not a replay set for the end of the match."""
    moved = True
    while moved:
        moved = False
        for table in (1, 2):
            pending = next_pending(store.match, round_, table)
            if pending is None or not pending.here or pending.when is ReplayAt.MATCH_END:
                continue
            data.do_envelope_hints(store, table, round_)
            if pending.game.deal not in store.match.draws:
                ops.draw_score_cards(store, deal=pending.game.deal, rng=rng)
            ops.enter_result(store, deal=pending.game.deal, table=table,
                             text=data.result_text(rng), attempt=pending.key.attempt)
            data.do_envelope_hints(store, table, round_)
            data.do_envelope_hints(store, 3 - table, round_)
            moved = True


def _host_balance(session) -> dict:  # noqa: ANN001
    """The balance the host's page shows (its complete rounds)."""
    from teams_app.server.host import host_state

    with words.speaking("en"):
        return host_state(session, "en")["balance"]


def _last_round_counted(state: dict) -> int:
    return state["rounds"][-1]["counted"]


@pytest.mark.parametrize("host", [None, 1])
def test_no_balance_holds_the_last_round_before_the_match_end_replay(qtbot, tmp_path, host):
    store = data.make_store(tmp_path, host_table=host)
    rng = random.Random(86)
    for round_ in range(1, 6):
        data.play_round(store, round_, rng)
    deal = store.match.format.round_deals(3)[0]
    ops.annul_deal(store, deal=deal, reason=4, replay_at=ReplayAt.MATCH_END)
    _play_round_but_the_replay(store, 6, rng)
    match = store.match
    last = match.format.round_deals(6)
    assert all((match.current_key(d), t) in match.results for d in last for t in (1, 2))
    assert replay_held(match)
    whole = compute_balances(match)
    assert whole.rounds[-1].deals_counted == 6  # what would be shown without the law

    # the scoreboard and the mid-match report: round VI not counted, totals without it
    state = board_state(match, "en")
    assert _last_round_counted(state) == 0
    assert state["total"] == compute_balances(held_back(match)).to_report()["total"]
    assert state["total"] != whole.to_report()["total"]
    # the mid-match report renders this same state (report_html.render(board_state(…)))
    assert report_html(match, "en").count("<") > 10
    # the laptop: the Balances tab's headline counts the deals without round VI
    path = store.path
    store.close()
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.open_file(path)
    session = window.session

    def show(name: str) -> None:
        window.tabs.setCurrentIndex(next(i for i in range(window.tabs.count())
                                         if window.tabs.widget(i).objectName() == name))

    show("DealsView")  # the Deals tab's balances are not the Balances tab's under the law
    QApplication.processEvents()
    show("BalancesView")
    QApplication.processEvents()
    balances = window.view("BalancesView")
    assert balances.balances.rounds[-1].deals_counted == 0
    counted = balances.balances.deals_counted
    assert counted == whole.deals_counted - 6 == 29  # 36 less the annulled deal, less VI
    assert str(counted) in balances.headline.text()
    # the host's page: no balance of round VI, and the law said
    host = _host_balance(session.core)
    assert [r["round"] for r in host["rounds"]] == [1, 2, 3, 4, 5] and host["law86c"]
    assert session.balance_match.results.keys().isdisjoint(
        {(session.match.current_key(d), t) for d in last for t in (1, 2)})

    # the replay at its origin table: still held; at both: round VI counts again
    def replay_at(table: int) -> None:
        pending = next_pending(session.full_match, 6, table)
        assert pending is not None and pending.when is ReplayAt.MATCH_END, pending
        session.run(ops.enter_result, deal=pending.game.deal, table=table,
                    text=data.result_text(rng), attempt=pending.key.attempt)

    origin = session.full_match.format.slot(deal).origin_table
    data.do_envelope_hints(session.store, origin, 6)
    replay_at(origin)
    QApplication.processEvents()
    assert replay_held(session.full_match)
    assert _last_round_counted(board_state(session.full_match, "en")) == 0
    assert balances.balances.rounds[-1].deals_counted == 0
    assert _host_balance(session.core)["rounds"][-1]["round"] == 5
    data.do_envelope_hints(session.store, 3 - origin, 6)
    data.do_envelope_hints(session.store, origin, 6)
    replay_at(3 - origin)
    QApplication.processEvents()
    assert not replay_held(session.full_match)
    assert _last_round_counted(board_state(session.full_match, "en")) == 6
    host = _host_balance(session.core)
    assert [r["round"] for r in host["rounds"]] == [1, 2, 3, 4, 5, 6] and not host["law86c"]
    assert host["rounds"][-1]["cumulative_A"] == balances.balances.balance_a
    assert balances.balances.rounds[-1].deals_counted == 6
    assert balances.balances.deals_counted == 36
    assert json.loads(json.dumps(board_state(session.full_match, "en")))["status"] == \
        "complete"


def test_the_annul_dialog_says_what_a_match_end_replay_holds_back(qtbot, tmp_path, language):
    assert language("bg")
    store = data.make_store(tmp_path)
    rng = random.Random(3)
    data.play_round(store, 1, rng)
    from teams_app.gui.session import MatchSession

    session = MatchSession(store)
    dialog = AnnulDialog(session, 2)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.law86c.isVisible()
    dialog.match_end.setChecked(True)
    assert dialog.law86c.isVisible()
    assert "закон 86C" in dialog.law86c.text() and "VI" in dialog.law86c.text()
    dialog.round_end.setChecked(True)
    assert not dialog.law86c.isVisible()
