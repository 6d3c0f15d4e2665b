"""One number per total (issue 29, item 4): a table's diagram of a round shows the same
points on the laptop's screen (Rooms), on the table's phone and on the printed diagram,
and the result sheet (the balances, which the scoreboard and the report show) adds up
the same attempts, over a match with replays of every kind: now, at the end of the
round, at the end of the match (of a deal of an earlier round and of the last round's),
not replayed, and annulled after the match.

A match night saw three totals for round VI: 2800 on screen (with 28R1, a replay of
round V's deal 28 played after the match), 2180 on the printed diagram, 620 on the
replay diagram.  The expected sums here are the test's own, from the results and the
spec (§8: a diagram's points are each team's positive scores at that table; §11: an
annulled attempt counts for neither team, a replay counts for its deal's round): every
attempt both tables played, not annulled, is on exactly one diagram of each table.
"""

from __future__ import annotations

import io
import random
import re

import gui_play_data as data
import pytest
from pypdf import PdfReader

from models.balances import compute_balances
from models.format import Team
from models.match import Conditions, DealKey, Match, ReplayAt
from printing import render
from teams_app import operations as ops
from teams_app.gui.rooms import RoomsView
from teams_app.gui.session import MatchSession
from teams_app.server.state import table_state

RESULTS = ("3NT S 10", "4S N 9", "2H E 8", "1NT W 8", "3C S 9", "4H W 11", "6S N 12",
           "2D E 7", "3NTX N 7", "5DX E 11")


def _own_points(match: Match, key: DealKey, table: int) -> tuple[int, int]:
    """Team A's and team B's points for an attempt at a table, by the spec (§8), or
    (0, 0) when it does not count: annulled, or not yet played at both tables."""
    if key in match.annulments or any((key, t) not in match.results for t in (1, 2)):
        return 0, 0
    ns = match.score(key, table)
    assert ns is not None
    a_is_ns = match.format.team_line(table, Team.A).name == "NS"
    a = ns if a_is_ns else -ns
    return max(a, 0), max(-a, 0)


def _own_sheet(match: Match) -> dict[tuple[int, int], tuple[int, int]]:
    """(round, table) → team A's and B's points there: every counted attempt of the
    round's deals (a replay counts for its deal's round, wherever it was played)."""
    sheet: dict[tuple[int, int], tuple[int, int]] = {}
    for round_ in range(1, match.format.rounds + 1):
        for table in (1, 2):
            a = b = 0
            for deal in match.format.round_deals(round_):
                for (key, t) in match.results:
                    if key.deal == deal and t == table:
                        pa, pb = _own_points(match, key, table)
                        a, b = a + pa, b + pb
            sheet[round_, table] = (a, b)
    return sheet


def _numbers(text: str) -> tuple[int, int, int, int]:
    """ "Points on this diagram: Lions 1160 (+270), Tigers 550" → (1160, 270, 550, 0)."""
    found = re.findall(r" (\d+)(?: \(\+(\d+)\))?(?:,|$)", text)
    assert len(found) == 2, text
    (a, pa), (b, pb) = found
    return int(a), int(pa or 0), int(b), int(pb or 0)


def _paper_totals(match: Match, round_: int, table: int) -> list[tuple[int, int, int, int]]:
    """The printed diagrams' total rows of a table's round, in order: each page's
    "Total" (and, table 1 turning, "Round total"), then the replays after the match."""
    pdf = PdfReader(io.BytesIO(render(match, "diagrams", round=round_, table=table)))
    totals = []
    for page in pdf.pages:
        lines = page.extract_text().splitlines()
        for i, line in enumerate(lines):
            if line == "Total" or line.startswith("Round total"):
                values = []
                for cell in lines[i + 1:i + 5]:
                    if re.fullmatch(r"\d+", cell):
                        values.append([int(cell), 0])
                    elif re.fullmatch(r"\(\+\d+\)", cell):
                        values[-1][1] = int(cell[2:-1])
                    else:
                        break
                if values:  # a blank total line (no replays) has none
                    (a, pa), (b, pb) = values
                    totals.append((a, pa, b, pb))
    return totals


@pytest.fixture
def night(tmp_path):
    store = data.make_store(tmp_path, conditions=Conditions.BOARD, turning=True)
    yield store
    store.close()


def _play(store, rng, deal: int, table: int) -> None:
    ops.enter_result(store, deal=deal, table=table, text=rng.choice(RESULTS))


def _round(store, rng, round_: int) -> None:
    first = 6 * (round_ - 1)
    for k in range(1, 4):
        _play(store, rng, first + k, 1)
        _play(store, rng, first + 3 + k, 2)
    for k in range(1, 4):
        _play(store, rng, first + 3 + k, 1)
        _play(store, rng, first + k, 2)


def _check(qtbot, store, view: RoomsView, moment: str) -> int:
    """Compare every total; the number of printed diagrams compared."""
    match = store.match
    printed = 0
    sheet = compute_balances(match)
    own = _own_sheet(match)
    for round_ in range(1, match.format.rounds + 1):
        for table in (1, 2):
            diagram = ops.round_diagram(match, round_, table)
            points = diagram.points
            shown = (points.a, points.pending_a, points.b, points.pending_b)
            # the screen
            panel = view.panels[table]
            panel.show_round(round_)
            lines = panel.totals.text().split("\n")
            assert _numbers(lines[0]) == shown, (moment, round_, table, lines)
            after = diagram.after_points
            if after is not None:
                assert len(lines) == 2 and lines[1].startswith("Replays after round VI")
                assert _numbers(lines[1]) == (after.a, after.pending_a, after.b,
                                              after.pending_b)
            else:
                assert len(lines) == 1, lines
            # the paper: the (last) page's total is the whole round's
            if not any(t == table and match.format.slot(key.deal).round == round_
                       for key, t in match.results):
                assert shown == (0, 0, 0, 0)  # nothing played: the paper is blank
                continue
            paper = _paper_totals(match, round_, table)
            printed += 1
            assert paper[:-1 if after is not None else None][-1] == shown, \
                (moment, round_, table, paper)
            if after is not None:
                assert paper[-1] == (after.a, after.pending_a, after.b, after.pending_b)
    # every counted attempt on exactly one diagram of each table: the diagrams add up to
    # the test's own sum, and so does the result sheet, round by round
    for table in (1, 2):
        on_diagrams = [0, 0]
        for round_ in range(1, match.format.rounds + 1):
            diagram = ops.round_diagram(match, round_, table)
            for part in (diagram.points, diagram.after_points):
                if part is not None:
                    on_diagrams[0] += part.a
                    on_diagrams[1] += part.b
            counted = sheet.rounds[round_ - 1].table1 if table == 1 else \
                sheet.rounds[round_ - 1].table2
            assert (counted.a, counted.b) == own[round_, table], (moment, round_, table)
        assert tuple(on_diagrams) == tuple(map(sum, zip(*(own[r, table] for r in range(
            1, match.format.rounds + 1)), strict=True))), (moment, table)
    # the phone shows its current round's diagram, worded as on the screen
    from teams_app.session import Session

    core = Session(store, rng=random.Random(1))
    for table in (1, 2):
        state = table_state(core, table)
        view.panels[table].show_round(state["round"])
        assert state["points_text"] == view.panels[table].totals.text().split("\n"), moment
    return printed


def test_one_total_per_diagram_on_screen_phone_and_paper(qtbot, night) -> None:
    store = night
    rng = random.Random(29)
    session = MatchSession(store, rng=random.Random(5))
    view = RoomsView(session)
    qtbot.addWidget(view)
    view.show()
    view.resize(1400, 900)
    for round_ in range(1, 4):
        _round(store, rng, round_)
    # round IV: deal 20 (table 1's) annulled before it left, replayed now; deal 23
    # (table 2's) annulled after both played it, not replayed
    _play(store, rng, 19, 1)
    _play(store, rng, 22, 2)
    _play(store, rng, 20, 1)
    ops.annul_deal(store, deal=20, reason=2, replay_at="now")
    for deal, table in ((20, 1), (23, 2), (21, 1), (24, 2), (22, 1), (23, 1), (24, 1),
                        (19, 2), (20, 2), (21, 2)):
        _play(store, rng, deal, table)
    ops.annul_deal(store, deal=23, reason=4, replay_at="none")
    # round V: 28 annulled after it was carried, replayed after the match; 26 annulled
    # at the round's end, replayed then; deal 29 still to play at table 2 (pending)
    for k in range(1, 4):
        _play(store, rng, 24 + k, 1)
        _play(store, rng, 27 + k, 2)
    ops.annul_deal(store, deal=28, reason=4, replay_at="match-end")
    for deal, table in ((25, 2), (26, 2), (27, 2), (29, 1), (30, 1)):
        _play(store, rng, deal, table)
    _check(qtbot, store, view, "round V, 28 annulled, 26 to annul")
    ops.annul_deal(store, deal=26, reason=4, replay_at="round-end")
    _play(store, rng, 26, 1)
    _check(qtbot, store, view, "round V, 26R1 at table 1 only")
    _play(store, rng, 26, 2)
    # round VI: 35 (table 2's) annulled after both played it, replayed after the match
    _round(store, rng, 6)
    ops.annul_deal(store, deal=35, reason=4, replay_at="match-end")
    _check(qtbot, store, view, "round VI over, two replays after the match")
    _play(store, rng, 28, 2)
    _play(store, rng, 35, 2)
    _check(qtbot, store, view, "after the match, at table 2 only")
    _play(store, rng, 28, 1)
    _play(store, rng, 35, 1)
    match = store.match
    assert match.current_key(28) == DealKey(28, 1) and match.current_key(35) == DealKey(35, 1)
    assert all(match.annulments[DealKey(d)].when in (ReplayAt.NOW, ReplayAt.NONE,
                                                     ReplayAt.ROUND_END, ReplayAt.MATCH_END)
               for d in (20, 23, 26, 28, 35))
    assert _check(qtbot, store, view, "the match over") == 12
    # an annulment after the match: counted for neither team, on every total
    ops.annul_deal(store, deal=12, reason=4, after_match=True)
    _check(qtbot, store, view, "deal 12 annulled after the match")
    assert DealKey(12) in store.match.annulments
