"""The two match nights of issue 29 through the two rooms' phones (the room server's API:
``api/state``'s target and hints, ``api/result``), the host's steps done on the laptop
(carry, check on arrival, sent home, annul) as the Envelopes tab does them.

What each phone is asked for is written here from spec §5 and §11 (a replay is dealt at its
origin with its deal's deck once that deck is there, played, carried, checked on arrival,
played at the other table and sent home), not read off the model.  As for an original, a
phone does not wait for the host's "carried" before the other table may play a replay its
origin has played (its result proves the cards came); the host's steps are said on both
phones in order:

- deal 28, table 2's original in round V, annulled with its replay set for the end of the
  match after its envelopes were carried to table 1 and before table 1 played it;
- deal 8, table 1's original in round II, annulled at the end of the round after both
  tables played it, replayed at the round's end.

Table 1 always makes 1NT S 7 (NS +90), table 2 1NT S 8 (NS +120); team A is North–South at
table 1, so every deal that counts nets team A −30, and the annulled attempts count for
nobody: the final balance is −30 × 36.
"""

from __future__ import annotations

import pytest
from test_replays_api import SPOILT, Phones, serve_rooms

from models.balances import compute_balances
from models.match import AnnulReason, DealKey
from models.queries import match_over
from teams_app import operations as ops
from teams_app.session import Session

pytestmark = pytest.mark.usefixtures("collector_on_the_qt_thread")


@pytest.fixture
def rooms(qtbot, tmp_path):
    yield from serve_rooms(tmp_path, 5, turning=True)


class Night(Phones):
    """The phones, and the host's steps on the laptop."""

    def host(self, operation, **kwargs) -> None:
        self.session.run(operation, **kwargs)

    def hints(self, table: int) -> list[str]:
        return self.state(table)["hints"]

    def originals(self, round_: int) -> None:
        first = 6 * (round_ - 1)
        for k in range(1, 4):
            self.play(1, str(first + k))
            self.play(2, str(first + 3 + k))

    def swap(self, round_: int) -> None:
        """Both tables' originals of the round carried and checked on arrival."""
        for step in (ops.carry_envelopes, ops.check_envelopes):
            for table in (1, 2):
                self.host(step, table=table, round=round_)

    def sent(self, round_: int) -> None:
        first = 6 * (round_ - 1)
        for k in range(1, 4):
            self.play(1, str(first + 3 + k))
            self.play(2, str(first + k))

    def home(self, round_: int) -> None:
        for table in (1, 2):
            self.host(ops.return_envelopes, table=table, round=round_)

    def plain_round(self, round_: int) -> None:
        self.originals(round_)
        self.swap(round_)
        self.sent(round_)
        if round_ < 6:
            self.home(round_)


def final_balance(session: Session) -> None:
    match = session.match
    assert match_over(match)
    balances = compute_balances(match)
    assert balances.balance_a == 36 * (90 - 120)
    assert sum(1 for d in balances.deals if d.net_a == -30) == 36


def test_deal_28_annulled_after_it_was_carried_replayed_after_the_match(qtbot, rooms) -> None:
    session, server = rooms
    night = Night(qtbot, session, server)
    for round_ in range(1, 5):
        night.plain_round(round_)
    # round V: table 2's original 28 is played there, then carried to table 1 with 29, 30
    for k in range(1, 4):
        night.play(1, str(24 + k))
        night.play(2, str(27 + k), SPOILT if k == 1 else None)
    night.host(ops.carry_envelopes, table=1, round=5)
    night.host(ops.carry_envelopes, table=2, round=5)
    night.host(ops.annul_deal, deal=28, reason=AnnulReason.LEAKED_INFORMATION,
               replay_at="match-end")
    assert session.match.annulments[DealKey(28)].replay_at.value == "match-end"
    # table 1 checks only the two deals it will play; table 2 carries nothing more
    checks = night.state(1)["checks"]
    assert [c["deals"] for c in checks] == [[29, 30]], checks
    assert not any("carry" in h for h in night.hints(2)), night.hints(2)
    night.host(ops.check_envelopes, table=1, round=5)
    night.host(ops.check_envelopes, table=2, round=5)
    for k in range(1, 4):
        night.play(2, str(24 + k))
    # table 1 is never asked for 28 (annulled; its replay is after the match)
    night.play(1, "29")
    night.play(1, "30")
    # round V over: table 1 sends the blue envelopes 1–3 home, 28's with them
    assert "Table 1: send envelopes 1–3 (blue) back to table 2" in night.hints(1)
    night.home(5)
    night.plain_round(6)
    # after round VI: table 2 deals 28R1 once deck 4 (34's, at table 1) is home; table 1
    # waits for it; nobody waits for himself
    assert night.asked(1) == ("28R1", True)
    assert night.asked(2) == ("28R1", True)
    assert night.hints(2)[0] == ("Table 2: wait for deal 28's deck and envelopes from "
                                 "table 1, then deal 28R1"), night.hints(2)
    assert night.state(2)["target"]["from_table"] == 2
    night.host(ops.return_envelopes, table=1, round=6)
    assert night.asked(2) == ("28R1", False)
    assert night.asked(1) == ("28R1", True)
    hints = night.hints(2)
    assert hints[0].startswith("Table 2: after the last round: deal 28 again (28R1)"), hints
    assert "seats:" in hints[0], hints  # round V's seats, each player named
    assert "Table 2: shuffle deck 4 and deal deal 28R1 (dealer West)" in hints, hints
    night.refused(1, 28, 1, "has not been played at table 2")
    night.play(2, "28R1")
    assert "Table 2: carry deal 28R1's envelopes 1 (blue) to table 1" in night.hints(2)
    # table 1 may play it now (a result proves the cards came, as for an original); the
    # host's steps are said: carry at table 2, then check at table 1
    assert night.asked(1) == ("28R1", False)
    assert night.hints(1)[0].startswith(
        "Table 1: after the last round: deal 28 again (28R1), West deals; envelopes from "
        "table 2; seats: "), night.hints(1)
    night.host(ops.carry_envelopes, table=2, round=5)
    assert [c["deals"] for c in night.state(1)["checks"]] == [[28]]
    assert ("Table 1: check deal 28R1's envelopes 1 (blue) from table 2 on arrival "
            "(13 cards each)") in night.hints(1), night.hints(1)
    assert not any("carry" in h for h in night.hints(2)), night.hints(2)
    night.host(ops.check_envelopes, table=1, round=5)
    assert night.state(1)["checks"] == []
    night.play(1, "28R1")
    assert night.asked(1) is None and night.asked(2) is None
    assert night.hints(1)[0] == "Table 1: the match is finished", night.hints(1)
    assert night.hints(2)[0] == "Table 2: the match is finished", night.hints(2)
    assert "Table 1: send deal 28R1's envelopes 1 (blue) back to table 2" in night.hints(1)
    night.host(ops.return_envelopes, table=1, round=5)
    assert not any("back to" in h for h in night.hints(1) + night.hints(2))
    final_balance(session)


def test_deal_8_annulled_after_both_tables_played_it_replayed_at_the_rounds_end(
        qtbot, rooms) -> None:
    session, server = rooms
    night = Night(qtbot, session, server)
    night.plain_round(1)
    night.originals(2)
    night.swap(2)
    for k in range(1, 4):
        night.play(1, str(9 + k))
        night.play(2, str(6 + k), SPOILT if k == 2 else None)
    # deal 8 was spoilt at both tables (table 1 too): played again at the round's end
    night.host(ops.annul_deal, deal=8, reason=AnnulReason.LEAKED_INFORMATION)
    assert session.match.annulments[DealKey(8)].replay_at.value == "round-end"
    assert {(DealKey(8), 1), (DealKey(8), 2)} <= set(session.match.results)  # kept
    # deck 2 is at table 2 with the round's white envelopes: table 1 waits for it
    assert night.asked(1) == ("8R1", True)
    assert night.asked(2) == ("8R1", True)
    assert night.hints(1)[0] == ("Table 1: wait for deal 8's deck and envelopes from "
                                 "table 2, then deal 8R1"), night.hints(1)
    assert not any("shuffle deck 2" in h for h in night.hints(1))
    assert "Table 2: send envelopes 1–3 (white) back to table 1" in night.hints(2)
    night.refused(2, 8, 1, "has not been played at table 1")
    night.host(ops.return_envelopes, table=2, round=2)
    assert night.asked(1) == ("8R1", False)
    hints = night.hints(1)
    assert hints[0] == ("Table 1: after game 6: deal 8 again (8R1), West deals; sit as for "
                        "games 1–3"), hints
    assert "Table 1: shuffle deck 2 and deal deal 8R1 (dealer West)" in hints, hints
    night.play(1, "8R1")
    # played at table 1, not carried yet: table 2 may play it once it comes (a result
    # proves the cards came) and is not told to send 8's envelopes home (8R1 comes in them)
    assert night.asked(2) == ("8R1", False)
    assert night.hints(2)[0] == ("Table 2: after game 6: deal 8 again (8R1), West deals; "
                                 "envelopes from table 1"), night.hints(2)
    assert not any("back to table 1" in h for h in night.hints(2)), night.hints(2)
    assert "Table 1: carry deal 8R1's envelopes 2 (white) to table 2" in night.hints(1)
    night.host(ops.carry_envelopes, table=1, round=2)
    assert [c["deals"] for c in night.state(2)["checks"]] == [[8]]
    assert ("Table 2: check deal 8R1's envelopes 2 (white) from table 1 on arrival "
            "(13 cards each)") in night.hints(2), night.hints(2)
    night.host(ops.check_envelopes, table=2, round=2)
    assert night.state(2)["checks"] == []
    night.play(2, "8R1")
    assert night.state(1)["round"] == night.state(2)["round"] == 3
    assert "Table 2: send deal 8R1's envelopes 2 (white) back to table 1" in night.hints(2)
    night.host(ops.return_envelopes, table=2, round=2)
    assert "Table 1: shuffle deck 1 and deal deal 13 (dealer North)" in night.hints(1)
    for round_ in range(3, 7):
        night.plain_round(round_)
    final_balance(session)
    assert session.match.current_key(8) == DealKey(8, 1)
