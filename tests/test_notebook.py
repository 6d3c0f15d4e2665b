"""The notebook: auction legality, contract from the auction, hands, the lead check."""

from __future__ import annotations

import pytest

from models.errors import InputError
from models.format import STOLITSA_36
from models.match import DealKey, Seat, TableResult, new_match
from models.notebook import (
    auction_finished,
    complete_deal,
    contract_from_auction,
    format_auction,
    hand_problems,
    known_deal,
    lead_problem,
    legal_auction,
    parse_hands,
    record_auction,
    record_hands,
    recorded_auction,
    recorded_hands,
    result_disagreements,
)
from models.vocabulary import Card, Contract, Deal, Direction, Hand

N, E, S, W = Direction.N, Direction.E, Direction.S, Direction.W
DEAL = Deal.parse("N:T74.K93.AQ73.Q84 J8652.4.KJT2.AT7 AQ9.AJT875.9.K93 K3.Q62.8654.J652")


def _calls(text):
    return text.split()


def match_():
    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    return new_match("Alpha", "Beta", seats)


LEGAL = [
    # dealer, calls, contract, declarer
    (N, "P P P P", None, None),
    (S, "1S P P P", "1S", S),
    (E, "1H X XX P P P", "1HXX", E),
    (N, "1C 1H 1S 2H 3NT P P X P P P", "3NTX", N),  # double of an opponent's bid
    (W, "1D P 1H P 2H X P P XX P P P", "2HXX", E),
    (N, "1NT P 2C P 2S P 4S P P P", "4S", N),  # 4S by N: N named spades first
    (N, "P 1S 2H 4S X P P P", "4SX", E),
    (S, "7NT X XX P P P", "7NTXX", S),
    (W, "1C X P P P", "1CX", W),
    (N, "1H P P 2C P P P", "2C", W),
]

ILLEGAL = [
    # dealer, calls, index of the bad call (1-based), words in the message
    (N, "1S 1H", 2, "insufficient"),
    (N, "1NT 1S", 2, "insufficient"),
    (N, "1S 1S", 2, "insufficient"),
    (N, "X", 1, "no bid to double"),
    (N, "P X", 2, "no bid to double"),
    (N, "1S P X", 3, "your side's bid"),
    (N, "1S X X", 3, "your side's bid"),
    (N, "1S X P X", 4, "already doubled"),
    (N, "1S X P P X", 5, "your side's bid"),
    (N, "1S XX", 2, "not doubled"),
    (N, "XX", 1, "no double to redouble"),
    (N, "1S X P XX", 4, "your side's"),
    (N, "1S X XX XX", 4, "already redoubled"),
    (N, "P P P P 1C", 5, "four passes"),
    (N, "1C P P P P", 5, "three passes"),
    (N, "1C X P P P 1H", 6, "three passes"),
    (N, "1C 8S", 2, "level must be 1-7"),
    (N, "1C Q", 2, "a call is"),
]


@pytest.mark.parametrize(("dealer", "calls", "contract", "declarer"), LEGAL)
def test_legal_auctions_give_contract_and_declarer(dealer, calls, contract, declarer):
    got_contract, got_declarer = contract_from_auction(dealer, calls.split())
    assert got_contract == (Contract.parse(contract) if contract else None)
    assert got_declarer == declarer


@pytest.mark.parametrize(("dealer", "calls", "index", "words"), ILLEGAL)
def test_illegal_auctions_name_the_first_bad_call(dealer, calls, index, words):
    with pytest.raises(InputError) as info:
        legal_auction(dealer, calls.split())
    message = str(info.value)
    assert message.startswith(f"call {index} ("), message
    assert words in message
    # keyed, with what it names, for the app to word it in its language
    assert info.value.key.startswith("call_") and info.value.params["n"] == index
    assert info.value.params["bidder"] is Direction((dealer + index - 1) % 4)


def test_unfinished_auction_is_legal_but_has_no_contract():
    calls = legal_auction(N, ["1S", "P", "2S"])
    assert not auction_finished(calls)
    with pytest.raises(InputError, match="not finished"):
        contract_from_auction(N, ["1S", "P", "2S"])
    assert auction_finished(legal_auction(N, ["1S", "P", "2S", "P", "P", "P"]))
    assert not auction_finished(legal_auction(N, ["P", "P", "P"]))


def test_caller_is_named_from_the_dealer():
    with pytest.raises(InputError, match=r"call 2 \(N\) 1H: insufficient"):
        legal_auction(W, ["1S", "1H"])


def test_format_auction_columns_start_with_west():
    rows = format_auction(S, ["1S", "P", "P", "P"])
    assert rows == [["", "", "", "1S"], ["Pass", "Pass", "Pass"]]


def test_record_auction_stores_the_agreed_shape_and_refuses_illegal():
    match = match_()
    key = DealKey(1)
    command = record_auction(match, key, 1, ["1S", "pass", "4s", "p", "p", "P"])
    command.apply(match)
    assert match.extras["auction"]["1:1"] == {
        "dealer": "S", "calls": ["1S", "Pass", "4S", "Pass", "Pass", "Pass"]}
    dealer, calls = recorded_auction(match, key, 1)
    assert dealer is S and len(calls) == 6
    before = dict(match.extras["auction"])
    with pytest.raises(InputError, match="call 3"):
        record_auction(match, key, 1, ["1S", "P", "1H"])
    assert match.extras["auction"] == before
    record_auction(match, key, 1, None).apply(match)
    assert "1:1" not in match.extras.get("auction", {})


def test_result_disagreements():
    result = TableResult.parse_entry("4S N 10")
    assert result_disagreements(N, _calls("1NT P 2C P 2S P 4S P P P"), result) == []
    wrong_side = TableResult.parse_entry("4S S 10")
    assert "makes N declarer" in result_disagreements(N, _calls("1NT P 2C P 2S P 4S P P P"),
                                                     wrong_side)[0]
    other = TableResult.parse_entry("3NT N 9")
    assert "ends in 4S" in result_disagreements(N, _calls("1S P 4S P P P"), other)[0]
    assert "not finished" in result_disagreements(N, ["1S"], other)[0]
    passed = TableResult.parse_entry("PASS")
    assert result_disagreements(N, _calls("P P P P"), passed) == []


# -- hands ---------------------------------------------------------------------------------


def test_hand_problems_name_missing_and_doubled_cards():
    hands = {d: DEAL[d] for d in Direction}
    assert hand_problems(hands) == []
    bad = dict(hands)
    bad[N] = Hand.parse("T74.K93.AQ73.Q85")  # ♣5 twice (N and W), ♣4 missing
    problems = hand_problems(bad)
    assert "doubled: ♣5 (N and W)" in problems
    assert "missing: ♣4" in problems
    short = dict(hands)
    short[E] = Hand.parse("J8652.4.KJT2.AT")
    problems = hand_problems(short)
    assert "E has 12 cards, not 13" in problems
    assert "missing: ♣7" in problems


def test_partial_hands_allowed_while_entering():
    assert hand_problems({N: DEAL[N]}) == []
    assert hand_problems({N: DEAL[N], S: DEAL[S]}) == []
    assert "♠T (N and S)" in hand_problems({N: DEAL[N], S: DEAL[N]})[0]
    assert hand_problems({N: Hand.parse("AKQ...")}) == ["N has 3 cards, not 13"]


def test_three_hands_complete_the_deal():
    hands = {d: DEAL[d] for d in (N, E, S)}
    assert complete_deal(hands) == DEAL
    assert complete_deal({N: DEAL[N]}) is None


def test_record_hands_refuses_a_bad_set_and_changes_nothing():
    match = match_()
    key = DealKey(1)
    record_hands(match, key, 1, {"N": DEAL[N].to_pbn()}).apply(match)  # dummy first
    assert recorded_hands(match, key, 1) == {N: DEAL[N]}
    assert known_deal(match, key) is None
    entries = {d.name: DEAL[d].to_pbn() for d in Direction}
    entries["W"] = "K3.Q62.8654.J65"
    with pytest.raises(InputError) as info:
        record_hands(match, key, 1, entries)
    assert "W has 12 cards" in str(info.value) and "missing: ♣2" in str(info.value)
    assert match.extras["hands"] == {"1:1": {"N": DEAL[N].to_pbn()}}
    with pytest.raises(InputError, match="E: "):
        parse_hands({"E": "AKQ.J"})
    entries["W"] = DEAL[W].to_pbn()
    record_hands(match, key, 1, entries).apply(match)
    assert known_deal(match, key) == DEAL
    assert match.extras["hands"]["1:1"]["S"] == "AQ9.AJT875.9.K93"


def test_replacement_hands_have_their_own_key():
    match = match_()
    command = record_hands(match, DealKey(3, 1), 2, {"S": DEAL[S].to_pbn()})
    assert command.key == "3R1:2"


def test_lead_problem():
    result = TableResult.parse_entry("4S S 10")
    ok = TableResult(result.contract, S, 10, lead=Card.parse("HK"))  # W leads, W has ♥Q
    assert lead_problem(DEAL, ok) is not None  # ♥K is North's
    assert "N held it" in lead_problem(DEAL, ok)
    good = TableResult(result.contract, S, 10, lead=Card.parse("HQ"))
    assert lead_problem(DEAL, good) is None
    assert lead_problem({N: DEAL[N]}, ok) is None  # leader's hand unknown
    assert lead_problem({W: DEAL[W]}, ok) == "the opening lead ♥K was not in W's hand"


def test_format_sanity():
    assert STOLITSA_36.slot(1).dealer is S


def test_disagreements_carry_what_they_name():
    other = TableResult.parse_entry("3NT N 9")
    ends = result_disagreements(N, _calls("1S P 4S P P P"), other)[0]
    assert ends.key == "contract" and ends.params == {
        "auction": Contract.parse("4S"), "result": Contract.parse("3NT")}
    wrong_side = TableResult.parse_entry("4S S 10")
    side = result_disagreements(N, _calls("1NT P 2C P 2S P 4S P P P"), wrong_side)[0]
    assert side.key == "declarer" and side.params["auction"] is Direction.N
    assert side.params["result"] is Direction.S
    unfinished = result_disagreements(N, ["1S"], other)[0]
    assert unfinished.key == "auction"
    assert unfinished.params["error"].key == "auction_unfinished"
    assert unfinished.params["error"].params == {"n": 1}
