"""A whole match with honours, through the operations layer on a real match file, whose
balances equal totals worked out by hand.

Every deal is played "4S N 10" at both tables under the same typed score cards (the
default deck in order at each table: nine not vulnerable, nine vulnerable), so without
honours every deal is a wash.  The honours the tables record are all that moves the
balance:

====  =====  =========================  ==================  ====================
deal  round  table 1 (A is NS)          table 2 (A is EW)   A's net
====  =====  =========================  ==================  ====================
1     I      NS100                      —                   +100
7     II     NS150                      —                   +150
12    II     —                          EW150               +150 (NS2 is 150 less)
20    IV     EW100                      —                   −100
30    V      NS150                      NS150               0 (each table's own)
35    VI     —                          NS100               −100
====  =====  =========================  ==================  ====================

Balance for A: 100 + 150 + 150 − 100 + 0 − 100 = +200.
Rounds: I +100, II +300, III 0, IV −100, V 0, VI −100; cumulative 100, 400, 400, 300,
300, 200.  Given away: A 100 (deal 20) + 100 (deal 35) = 200; B 100 + 150 + 150 = 400.
Points made: each table's plain NS total is 18 × 420 + 18 × 620 = 18 720.  A at table 1:
18 720 + 100 + 150 − 100 + 150 = 19 020; B at table 2: 18 720 − 150 + 150 + 100 = 18 820
(19 020 − 18 820 = 200, the balance).  IMPs for A: 3 + 4 + 4 − 3 + 0 − 3 = 5.
"""

from __future__ import annotations

from pathlib import Path

from models.balances import compute_balances
from models.format import Team
from models.match import DealKey, Seat, new_match
from models.scorecards import DEFAULT_DECK
from teams_app import operations as ops
from teams_app.csv_io import export_csv
from teams_app.store import MatchStore

HONOURS = {(1, 1): "NS100", (7, 1): "NS150", (12, 2): "EW150", (20, 1): "EW100",
           (30, 1): "NS150", (30, 2): "NS150", (35, 2): "NS100"}


def new_store(path: Path) -> MatchStore:
    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    return MatchStore.create(path, new_match("Sofia", "Plovdiv", seats))


def play_whole_match(store: MatchStore) -> None:
    fmt = store.match.format
    used = {1: 0, 2: 0}
    for deal in range(1, fmt.deals + 1):
        origin = fmt.slot(deal).origin_table
        card = DEFAULT_DECK[used[origin]]
        used[origin] += 1
        ops.type_score_cards(store, deal=deal, ns=str(card), ew=str(card))
        for table in (origin, 3 - origin):
            honours = HONOURS.get((deal, table))
            text = "4S N 10" + (f" H {honours}" if honours else "")
            ops.enter_result(store, deal=deal, table=table, text=text)


def test_whole_match_with_honours_balances_as_worked_by_hand(tmp_path: Path) -> None:
    with new_store(tmp_path / "honours.match") as store:
        play_whole_match(store)
        match = store.match
        assert sum(1 for c in DEFAULT_DECK if c.vulnerable) == 9  # the hand sums' premise
        balances = compute_balances(match)
        assert balances.deals_counted == 36
        assert balances.balance_a == 200 and balances.leader is Team.A
        assert [r.balance_a for r in balances.rounds] == [100, 300, 0, -100, 0, -100]
        assert [r.cumulative_a for r in balances.rounds] == [100, 400, 400, 300, 300, 200]
        assert sum(r.given_away_a for r in balances.rounds) == 200
        assert sum(r.given_away_b for r in balances.rounds) == 400
        assert balances.points_made_a == 19_020 and balances.points_made_b == 18_820
        assert balances.imps_a == 5
        nets = {d.deal: d.net_a for d in balances.deals if d.net_a}
        assert nets == {1: 100, 7: 150, 12: 150, 20: -100, 35: -100}
        # the two tables' honours are their own: deal 30 scores 150 more at each table
        assert match.score(DealKey(30), 1) == match.score(DealKey(30), 2) == \
            match.score(DealKey(29), 1) + 150
        report = balances.to_report()
        # the file keeps them: reopened, the same balances
    with MatchStore.open(tmp_path / "honours.match", read_only=True) as again:
        assert compute_balances(again.match).to_report() == report
        export_csv(again.match, tmp_path / "honours.csv")
    # and the CSV carries them into another match file
    with new_store(tmp_path / "copy.match") as copy:
        ops.import_results(copy, tmp_path / "honours.csv")
        assert compute_balances(copy.match).to_report() == report
