"""The Deals tab's screenshot (docs/screenshots/deals.png): a demo match played two
rounds with results near double-dummy, auctions that fit and leads from the hands, eight
deals analysed; deal 2 (``DEALS_SHOT_DEAL``) selected, with a wrong-side entry and a lead
the leader was not dealt among the checks.  A screenshot generator, not a test: pytest-qt
drives the real tab with the suite's fixtures (``tests/conftest.py``) loaded as a plugin.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/deals_shots.py

``DEALS_SHOTS_DIR=folder`` also keeps the checks and partnerships panels there.
"""

from __future__ import annotations

import os
import random
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import pytest  # noqa: E402

from models.match import DealKey, TableResult  # noqa: E402
from models.notebook import recorded_hands  # noqa: E402
from models.vocabulary import Card, Contract, Direction, Doubling  # noqa: E402
from printing.demo import demo_match  # noqa: E402
from teams_app.analysis import plan_analysis, run_analysis  # noqa: E402
from teams_app.gui.deals import DealsView  # noqa: E402
from teams_app.gui.session import MatchSession  # noqa: E402
from teams_app.store import MatchStore  # noqa: E402

OUT = ROOT / "docs" / "screenshots"


def _plausible_auction(dealer: Direction, result: TableResult) -> list[str]:
    """Declarer opens, partner raises to the contract; opponents pass (or double)."""
    assert result.contract is not None and result.declarer is not None
    contract = result.contract
    strain = contract.strain.name
    calls = ["P"] * ((result.declarer - dealer) % 4)
    calls += [f"1{strain}"]
    if contract.level > 1:
        calls += ["P", f"{contract.level}{strain}"]
    if contract.doubling is not Doubling.NONE:
        calls += ["X"] + (["XX"] if contract.doubling is Doubling.REDOUBLED else [])
    return calls + ["P", "P", "P"]


def _plausible_result(tricks: dict[str, dict[str, int]], rng: random.Random,
                      leads: dict[Direction, list[Card]]) -> TableResult:
    """A contract near what double-dummy says the stronger line makes, its tricks near
    double-dummy, and a lead from the leader's hand."""
    best = max(((n, d, s) for d, row in tricks.items() for s, n in row.items()),
               key=lambda t: (t[0], t[2] == "NT", t[2] in ("S", "H")))
    made, declarer, strain = best
    if made < 7:
        return TableResult(None)
    level = max(1, min(7, made - 6 - rng.choice((0, 0, 0, 1))))
    contract = Contract.parse(f"{level}{strain}")
    taken = max(0, min(13, made + rng.choice((-1, 0, 0, 0, 1))))
    leader = Direction.parse(declarer).next
    return TableResult(contract, Direction.parse(declarer), taken,
                       lead=rng.choice(leads[leader]))


@pytest.mark.usefixtures("qapp")
def test_screenshot(qtbot, tmp_path):
    from teams_app import operations as ops
    from teams_app.gui.fonts import register_fonts

    register_fonts()
    match = demo_match(seed=11, played_rounds=2, with_hands=True)
    store = MatchStore.create(tmp_path / "shot.match", match)
    try:
        match = store.match
        rng = random.Random(7)
        commands = run_analysis(plan_analysis(match))
        # results near double-dummy, with auctions that fit and leads from the hands
        for command in commands:
            deal = int(command.key)
            origin = match.format.slot(deal).origin_table
            dealt = recorded_hands(match, DealKey(deal), origin)
            leads = {d: sorted(h) for d, h in dealt.items()}
            for table in (1, 2):
                result = _plausible_result(command.value["table"], rng, leads)
                ops.enter_result(store, deal=deal, table=table, result=result)
                calls = (["P"] * 4 if result.contract is None
                         else _plausible_auction(match.dealer(deal), result))
                ops.record_auction(store, deal=deal, table=table, calls=calls)
        ops.store_analysis(store, commands[:8])  # four deals left for the button
        # deal 2 at table 2: declarer on the other line (a wrong-side entry)
        first = match.results[(DealKey(2), 1)]
        ops.enter_result(store, deal=2, table=2, result=TableResult(
            first.contract, first.declarer.next, first.tricks, lead=first.lead))
        # deal 5 at the second table: a lead the leader was not dealt
        slot = match.format.slot(5)
        res = match.results[(DealKey(5), slot.other_table)]
        dealt = recorded_hands(match, DealKey(5), slot.origin_table)
        ops.set_lead(store, deal=5, table=slot.other_table,
                     lead=str(sorted(dealt[res.declarer.next.partner])[-1]))
        session = MatchSession(store)
        view = DealsView(session)
        qtbot.addWidget(view)
        view.resize(1400, 900)
        view.show()
        qtbot.waitExposed(view)
        view.select_deal(int(os.environ.get("DEALS_SHOT_DEAL", "2")), 1)
        qtbot.wait(20)
        OUT.mkdir(parents=True, exist_ok=True)
        image = view.grab()
        assert (image.width(), image.height()) == (1400, 900)
        assert image.save(str(OUT / "deals.png"))
        view.side.setCurrentWidget(view.checks_panel)
        view.checks_panel.select_row(0)
        qtbot.wait(20)
        assert view.grab().save(str(tmp_path / "checks.png"))
        view.side.setCurrentWidget(view.partnerships)
        qtbot.wait(20)
        assert view.grab().save(str(tmp_path / "partnerships.png"))
        if os.environ.get("DEALS_SHOTS_DIR"):
            for name in ("checks.png", "partnerships.png"):
                shutil.copyfile(tmp_path / name, Path(os.environ["DEALS_SHOTS_DIR"]) / name)
    finally:
        store.close()


if __name__ == "__main__":
    raise SystemExit(pytest.main(["-q", "-p", "no:cacheprovider", "-p", "conftest",
                                  "--rootdir", str(ROOT), __file__, *sys.argv[1:]]))
