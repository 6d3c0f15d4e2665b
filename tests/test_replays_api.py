"""A whole match through the two rooms' phones (the room server's API) and the laptop, with
two annulments (issue 18).

What each table is asked for before each post is a hand-written script per table, from
the spec (§2: originals then sent deals; §11: where a replay's cards are and when it is
played), not read off the model.  The final balance is worked out by hand: table 1
always plays 1NT by South making 7 tricks (NS +90, vulnerable or not), table 2 1NT by
South making 8 (NS +120); team A is North–South at table 1 and East–West at table 2, so
each deal that counts nets team A 90 − 120 = −30, and the annulled attempts (played
3NT S 9 at both tables) count for neither team.
"""

from __future__ import annotations

import random

import gui_play_data as data
import pytest
from test_server import FAST, get, post

from models.balances import compute_balances
from models.match import AnnulReason, Conditions, DealKey
from teams_app import operations
from teams_app.server.service import RoomServer
from teams_app.session import Session

pytestmark = pytest.mark.usefixtures("collector_on_the_qt_thread")

ONE, TWO = "1NT S 7", "1NT S 8"  # what table 1 and table 2 always make
SPOILT = "3NT S 9"  # what both tables made on the attempts later annulled


def originals(round_: int, table: int) -> list[str]:
    first = 6 * (round_ - 1) + (1 if table == 1 else 4)
    return [str(first + k) for k in range(3)]


def serve_rooms(tmp_path, seed: int, **settings: object):
    """A board-conditions match served to both rooms' phones: yields (session, server)."""
    store = data.make_store(tmp_path, conditions=Conditions.BOARD, **settings)
    session = Session(store, rng=random.Random(seed))
    server = RoomServer(session, limits=FAST)
    server.start("127.0.0.1", 0)
    yield session, server
    server.stop()
    store.close()


@pytest.fixture
def rooms(qtbot, tmp_path):
    yield from serve_rooms(tmp_path, 3)


class Phones:
    """The two tables' phones: each looks at its target, then posts what it played."""

    def __init__(self, qtbot, session, server) -> None:
        self.qtbot, self.session, self.server = qtbot, session, server
        self.posts = 0

    def state(self, table: int) -> dict:
        status, state = get(self.qtbot, self.server.url(table) + "api/state")
        assert status == 200
        return state

    def asked(self, table: int) -> tuple[str, bool] | None:
        target = self.state(table)["target"]
        return None if target is None else (target["label"], target["waiting"])

    def play(self, table: int, label: str, text: str | None = None) -> None:
        """The table is asked for ``label`` (its cards are there) and posts its result."""
        state = self.state(table)
        target = state["target"]
        assert (target["label"], target["waiting"]) == (label, False), (table, state["hints"])
        self.posts += 1
        status, answer = post(self.qtbot, self.server.url(table) + "api/result", {
            "id": f"post-{self.posts:08}", "deal": target["deal"],
            "attempt": target["attempt"], "entry": text or (ONE if table == 1 else TWO)})
        assert status == 200 and answer["ok"], answer

    def refused(self, table: int, deal: int, attempt: int, fragment: str) -> None:
        self.posts += 1
        before = dict(self.session.match.results)
        status, answer = post(self.qtbot, self.server.url(table) + "api/result", {
            "id": f"post-{self.posts:08}", "deal": deal, "attempt": attempt,
            "entry": "4S N 10"})
        assert status >= 400 and fragment in answer["error"], answer
        assert self.session.match.results == before

    def plain_round(self, round_: int) -> None:
        """A round with nothing annulled: originals, then the other table's (which it
        played first)."""
        ones, twos = originals(round_, 1), originals(round_, 2)
        for one, two in zip(ones, twos, strict=True):
            self.play(1, one)
            self.play(2, two)
        for one, two in zip(twos, ones, strict=True):
            self.play(1, one)
            self.play(2, two)


def test_a_whole_match_with_two_annulments_through_the_phones(qtbot, rooms) -> None:
    session, server = rooms
    phones = Phones(qtbot, session, server)
    phones.plain_round(1)
    assert phones.state(1)["round"] == 2

    # Round II: table 1 plays its originals 7, 8, 9; table 2 its 10, 11, 12, then 7, 8.
    for deal in ("7", "8", "9"):
        phones.play(1, deal, SPOILT if deal == "8" else None)
    for deal in ("10", "11", "12", "7"):
        phones.play(2, deal)
    phones.play(2, "8", SPOILT)
    # The laptop annuls deal 8 (information reached table 2): its cards left table 1,
    # so the replay is after the round's games, table 1 first.
    session.run(operations.annul_deal, deal=8, reason=AnnulReason.LEAKED_INFORMATION)
    assert session.match.annulments[DealKey(8)].replay_at.value == "round-end"
    assert phones.asked(1) == ("10", False)  # game 4: deal 10, at table 1 now
    assert phones.asked(2) == ("9", False)   # game 6: deal 9, which table 2 holds
    phones.refused(2, 8, 1, "has not been played at table 1")
    phones.play(2, "9")
    assert phones.asked(2) == ("8R1", True)  # nothing else to play: wait for table 1
    for deal in ("10", "11", "12"):
        phones.play(1, deal)
    # deal 8's deck is at table 2 with the round's white envelopes: the laptop sends
    # them home first (issue 29), then table 1 deals 8R1
    assert phones.asked(1) == ("8R1", True)
    session.run(operations.return_envelopes, table=2, round=2)
    phones.play(1, "8R1")  # after game 6, deal 8 dealt again at table 1
    assert phones.state(2)["round"] == 2
    phones.play(2, "8R1")  # then carried to table 2
    assert phones.state(1)["round"] == 3

    phones.plain_round(3)

    # Round IV: table 2 plays deal 22 and, before it leaves, a player saw cards that
    # were not his: replayed at once in its place.
    phones.play(2, "22", SPOILT)
    phones.play(1, "19")
    session.run(operations.annul_deal, deal=22, reason=AnnulReason.CARDS_SEEN)
    assert session.match.annulments[DealKey(22)].replay_at.value == "now"
    assert phones.asked(2) == ("22R1", False)  # game 1 again, at table 2
    phones.play(2, "22R1")
    for one, two in (("20", "23"), ("21", "24")):
        phones.play(1, one)
        phones.play(2, two)
    for one, two in (("22R1", "19"), ("23", "20"), ("24", "21")):
        phones.play(1, one)
        phones.play(2, two)
    assert phones.state(1)["round"] == 5

    phones.plain_round(5)
    phones.plain_round(6)
    assert phones.asked(1) is None and phones.asked(2) is None

    match = session.match
    assert match.current_key(8) == DealKey(8, 1) and match.current_key(22) == DealKey(22, 1)
    balances = compute_balances(match)
    # by hand: 36 deals count, each nets team A 90 − 120
    assert balances.balance_a == 36 * (90 - 120)
    assert sum(1 for d in balances.deals if d.net_a == -30) == 36
