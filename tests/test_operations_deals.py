"""The notebook operations (auction, hands, opening lead) against real match files."""

from __future__ import annotations

import pytest

from models.errors import InputError, MatchCoreError, MatchError
from models.match import DealKey
from models.notebook import hands_key, recorded_auction, recorded_hands
from models.vocabulary import Card, Direction, Hand, full_deck
from teams_app import operations as ops
from teams_app.store import MatchStore

#: a deal: N holds all spades, E all hearts, S all diamonds, W all clubs
SPADES, HEARTS = "AKQJT98765432...", ".AKQJT98765432.."
DIAMONDS, CLUBS = "..AKQJT98765432.", "...AKQJT98765432"


def reopen(store: MatchStore) -> MatchStore:
    path = store.path
    store.close()
    return MatchStore.open(path)


def test_auction_typed_is_stored_and_survives_reopening(store):
    dealer = store.match.dealer(1)
    changes = ops.record_auction(store, deal=1, table=1, calls="1S P 2S p pass P")
    assert "notebook" in changes.areas and changes.deals == {1}
    again = reopen(store)
    try:
        stored_dealer, calls = recorded_auction(again.match, DealKey(1), 1)
        assert stored_dealer is dealer
        assert [str(c) for c in calls] == ["1S", "Pass", "2S", "Pass", "Pass", "Pass"]
        assert recorded_auction(again.match, DealKey(1), 2) is None
        # undo across the reopening removes it
        assert ops.undo(again).step == "undo"
        assert recorded_auction(again.match, DealKey(1), 1) is None
    finally:
        again.close()


def test_unfinished_auction_may_be_stored_and_empty_deletes(store):
    ops.record_auction(store, deal=2, table=2, calls=["1NT", "X"])
    assert len(recorded_auction(store.match, DealKey(2), 2)[1]) == 2
    ops.record_auction(store, deal=2, table=2, calls="")
    assert recorded_auction(store.match, DealKey(2), 2) is None
    assert "auction" not in store.match.extras


@pytest.mark.parametrize(("calls", "words"), [
    ("1S P 1H", ["call 3", "insufficient"]),
    ("1S P X", ["call 3", "your side"]),
    ("P P P P 1C", ["call 5", "ended"]),
    ("1S P 2Z", ["call 3"]),
])
def test_illegal_auction_refused_and_nothing_stored(store, calls, words):
    before_log = len(store.log())
    with pytest.raises(InputError) as caught:
        ops.record_auction(store, deal=3, table=1, calls=calls)
    for word in words:
        assert word in caught.value.reason
    assert "auction" not in store.match.extras
    assert len(store.log()) == before_log


def test_same_auction_again_changes_nothing(store):
    ops.record_auction(store, deal=1, table=1, calls="1NT P P P")
    entries = len(store.log())
    changes = ops.record_auction(store, deal=1, table=1, calls="1N pass p p")
    assert not changes.areas and len(store.log()) == entries


def test_hands_dummy_first_then_the_rest(store):
    ops.record_hands(store, deal=4, table=1, hands={"N": SPADES, "E": "", "S": " "})
    assert recorded_hands(store.match, DealKey(4), 1) == {Direction.N: Hand.parse(SPADES)}
    ops.record_hands(store, deal=4, table=1, hands={"N": "", "E": " "})  # all blank: deleted
    assert recorded_hands(store.match, DealKey(4), 1) == {}
    ops.record_hands(store, deal=4, table=1,
                     hands={"N": SPADES, "E": HEARTS, "S": DIAMONDS, "W": CLUBS})
    again = reopen(store)
    try:
        hands = recorded_hands(again.match, DealKey(4), 1)
        assert {d: h.to_pbn() for d, h in hands.items()} == {
            Direction.N: SPADES, Direction.E: HEARTS, Direction.S: DIAMONDS,
            Direction.W: CLUBS}
    finally:
        again.close()


def test_hands_with_a_doubled_card_refused_naming_it(store):
    ops.record_hands(store, deal=5, table=2, hands={"N": SPADES})
    stored = dict(store.match.extras["hands"])
    entries = len(store.log())
    east = "2.AKQJT9876543.."  # ♠2 (North's too) and 12 hearts
    with pytest.raises(InputError) as caught:
        ops.record_hands(store, deal=5, table=2, hands={"N": SPADES, "E": east})
    assert "♠2" in caught.value.reason or "S2" in caught.value.reason
    assert store.match.extras["hands"] == stored
    assert len(store.log()) == entries


def test_four_hands_missing_a_card_refused_naming_it(store):
    west = "2...AKQJT987654"  # ♠2 twice, ♣3 missing
    with pytest.raises(InputError) as caught:
        ops.record_hands(store, deal=6, table=1,
                         hands={"N": SPADES, "E": HEARTS, "S": DIAMONDS, "W": west})
    reason = caught.value.reason
    assert "3" in reason and ("♣3" in reason or "C3" in reason)
    assert "hands" not in store.match.extras


def test_hands_of_a_replacement_go_to_its_own_key(store):
    ops.enter_result(store, deal=1, table=1, text="PASS")
    ops.annul_deal(store, deal=1, reason=5)
    ops.record_hands(store, deal=1, table=1, hands={"S": DIAMONDS})
    assert hands_key(DealKey(1, 1), 1) in store.match.extras["hands"]
    ops.record_hands(store, deal=1, table=1, hands={"S": CLUBS}, attempt=0)
    assert store.match.extras["hands"][hands_key(DealKey(1), 1)] == {"S": CLUBS}


def test_lead_needs_a_result_then_is_stored(store):
    with pytest.raises(MatchError, match="enter the result"):
        ops.set_lead(store, deal=1, table=1, lead="HK")
    ops.draw_score_cards(store, deal=1)
    ops.enter_result(store, deal=1, table=1, text="4S N 10")
    changes = ops.set_lead(store, deal=1, table=1, lead="♥K")
    assert "results" in changes.areas
    again = reopen(store)
    try:
        result = again.match.results[(DealKey(1), 1)]
        assert result.lead == Card.parse("HK")
        assert str(result.contract) == "4S" and result.tricks == 10
        entries = len(again.log())
        assert not ops.set_lead(again, deal=1, table=1, lead="HK").areas
        assert len(again.log()) == entries
        with pytest.raises(InputError):
            ops.set_lead(again, deal=1, table=1, lead="H1")
        assert again.match.results[(DealKey(1), 1)].lead == Card.parse("HK")
        ops.set_lead(again, deal=1, table=1, lead="")
        assert again.match.results[(DealKey(1), 1)].lead is None
    finally:
        again.close()


def test_no_lead_on_a_passed_out_deal(store):
    ops.enter_result(store, deal=2, table=1, text="PASS")
    with pytest.raises(MatchCoreError, match="passed out"):
        ops.set_lead(store, deal=2, table=1, lead="SA")
    assert store.match.results[(DealKey(2), 1)].lead is None


def test_full_deck_sanity():
    # the fixture hands above are one deal
    cards = set()
    for text in (SPADES, HEARTS, DIAMONDS, CLUBS):
        cards |= Hand.parse(text)
    assert cards == set(full_deck())
