"""The notebook (spec §9): auctions, opening leads and the four hands of each deal.

Per deal and table the notebook keeps the auction and, for original deals, the hands
(dummy may be entered first, the rest after play).  Everything lives in the agreed
extension slots of :attr:`Match.extras` and changes through :class:`SetExtra` commands
built (and validated) here:

- ``extras["auction"]["5:1"] = {"dealer": "S", "calls": [...]}``
- ``extras["hands"]["5:1"] = {"N": "AKQ.J2.T987.5432", ...}`` (any subset of directions
  while being entered)
- ``extras["predealt"]["5"] = "N:..."`` for pre-dealt matches.

The keys are :mod:`models.extras`' (``"5:1"`` deal 5 at table 1, ``"5R1:2"`` its first
replacement at table 2), read through its typed accessors.

The opening lead is :attr:`TableResult.lead`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from models import extras
from models.commands import SetExtra
from models.errors import InputError, MatchError
from models.match import DealKey, Match, TableResult
from models.vocabulary import (
    Call,
    CallKind,
    Contract,
    Deal,
    Direction,
    Doubling,
    Hand,
    format_contract,
    full_deck,
    hands_problems,
)

AUCTION_SLOT: Final = extras.Slot.AUCTION.value
HANDS_SLOT: Final = extras.Slot.HANDS.value
PREDEALT_SLOT: Final = extras.Slot.PREDEALT.value

# -- the auction ------------------------------------------------------------------------


def _call(text: str | Call, index: int, bidder: Direction) -> Call:
    if isinstance(text, Call):
        return text
    try:
        return Call.parse(text)
    except InputError as exc:
        raise InputError(f"call {index + 1} ({bidder.name}): {exc.reason}", "call_unread",
                         {"n": index + 1, "bidder": bidder, "error": exc}) from None


def legal_auction(dealer: Direction, calls: Sequence[str | Call],
                  *, complete: bool = False) -> list[Call]:
    """The calls of an auction, checked call by call (an unfinished auction is fine).

    Raises :class:`InputError` naming the first illegal call and why: an insufficient
    bid, a double that is not of an opponent's undoubled bid, a redouble that is not of
    an opponent's double, or any call after the auction ended (three passes after a bid,
    or four passes).  With ``complete`` an unfinished auction is refused too.
    """
    parsed: list[Call] = []
    last_bid: Call | None = None
    last_bidder: Direction | None = None
    doubling = Doubling.NONE
    doubler: Direction | None = None
    passes = 0
    for index, raw in enumerate(calls):
        bidder = Direction((dealer + index) % 4)
        call = _call(raw, index, bidder)
        where = f"call {index + 1} ({bidder.name}) {call}"
        # what the messages name, for wording them in another language
        named: dict[str, Any] = {"n": index + 1, "bidder": bidder, "call": call}
        if auction_finished(parsed):
            raise InputError(f"{where}: the auction ended with call {index} "
                             f"({_end_reason(parsed)})", "call_after_end",
                             {**named, "end": index, "four_passes": _four_passes(parsed)})
        if call.kind is CallKind.BID:
            if last_bid is not None and call.rank <= last_bid.rank:
                raise InputError(f"{where}: insufficient, the last bid is {last_bid}",
                                 "call_insufficient", {**named, "last": last_bid})
            last_bid, last_bidder = call, bidder
            doubling, doubler, passes = Doubling.NONE, None, 0
        elif call.kind is CallKind.DOUBLE:
            if last_bid is None or last_bidder is None:
                raise InputError(f"{where}: there is no bid to double", "call_no_bid",
                                 named)
            if last_bidder.line is bidder.line:
                raise InputError(f"{where}: {last_bid} is your side's bid, only an "
                                 "opponent's bid can be doubled", "call_double_own",
                                 {**named, "last": last_bid})
            if doubling is not Doubling.NONE:
                raise InputError(f"{where}: {last_bid} is already "
                                 f"{'doubled' if doubling is Doubling.DOUBLED else 'redoubled'}",
                                 "call_doubled_already",
                                 {**named, "last": last_bid, "doubling": doubling})
            doubling, doubler, passes = Doubling.DOUBLED, bidder, 0
        elif call.kind is CallKind.REDOUBLE:
            if last_bid is None:
                raise InputError(f"{where}: there is no double to redouble",
                                 "call_no_double", named)
            if doubling is Doubling.REDOUBLED:
                raise InputError(f"{where}: {last_bid} is already redoubled",
                                 "call_doubled_already",
                                 {**named, "last": last_bid, "doubling": doubling})
            if doubler is None:
                raise InputError(f"{where}: {last_bid} is not doubled, only a double "
                                 "can be redoubled", "call_not_doubled",
                                 {**named, "last": last_bid})
            if doubler.line is bidder.line:
                raise InputError(f"{where}: the double is your side's, only an "
                                 "opponent's double can be redoubled", "call_redouble_own",
                                 named)
            doubling, doubler, passes = Doubling.REDOUBLED, None, 0
        else:
            passes += 1
        parsed.append(call)
    if complete and not auction_finished(parsed):
        raise InputError(f"the auction is not finished after {len(parsed)} calls: it ends "
                         "with three passes after a bid, or four passes", "auction_unfinished",
                         {"n": len(parsed)})
    return parsed


def auction_finished(calls: Sequence[Call]) -> bool:
    """Three passes after a bid (or double/redouble), or four passes."""
    if len(calls) >= 4 and all(c.kind is CallKind.PASS for c in calls[:4]):
        return True
    return (len(calls) >= 4 and any(c.kind is not CallKind.PASS for c in calls)
            and all(c.kind is CallKind.PASS for c in calls[-3:]))


def _four_passes(calls: Sequence[Call]) -> bool:
    return all(c.kind is CallKind.PASS for c in calls[:4])


def _end_reason(calls: Sequence[Call]) -> str:
    return "four passes" if _four_passes(calls) else "three passes after the last bid"


def contract_from_auction(dealer: Direction, calls: Sequence[str | Call]
                          ) -> tuple[Contract | None, Direction | None]:
    """The final contract and declarer of a finished legal auction ((None, None): passed out).

    The declarer is the first player of the declaring side to name the final strain.
    """
    parsed = legal_auction(dealer, calls, complete=True)
    final_index: int | None = None
    doubling = Doubling.NONE
    for index, call in enumerate(parsed):
        if call.kind is CallKind.BID:
            final_index, doubling = index, Doubling.NONE
        elif call.kind is CallKind.DOUBLE:
            doubling = Doubling.DOUBLED
        elif call.kind is CallKind.REDOUBLE:
            doubling = Doubling.REDOUBLED
    if final_index is None:
        return None, None
    final = parsed[final_index]
    side = Direction((dealer + final_index) % 4).line
    for index, call in enumerate(parsed):
        bidder = Direction((dealer + index) % 4)
        if call.kind is CallKind.BID and call.strain is final.strain and bidder.line is side:
            return Contract(final.level, final.strain, doubling), bidder
    raise AssertionError("unreachable: the final bid's own bidder names its strain")


def format_auction(dealer: Direction, calls: Sequence[str | Call]) -> list[list[str]]:
    """The auction as rows of four columns W N E S (blank before the dealer)."""
    order = (Direction.W, Direction.N, Direction.E, Direction.S)
    cells = [""] * order.index(dealer) + [str(_call(c, i, dealer)) for i, c in enumerate(calls)]
    return [cells[i:i + 4] for i in range(0, len(cells), 4)]


def auction_key(key: DealKey, table: int) -> str:
    """The key of a table's auction (:func:`models.extras.table_key`)."""
    return extras.table_key(key, table)


def recorded_auction(match: Match, key: DealKey, table: int
                     ) -> tuple[Direction, list[Call]] | None:
    """The auction recorded at a table (dealer and calls), or None."""
    value = extras.auction(match, key, table)
    if not value:
        return None
    dealer = Direction.parse(str(value.get("dealer", match.dealer(key.deal).name)))
    return dealer, legal_auction(dealer, list(value.get("calls", [])))


def record_auction(match: Match, key: DealKey, table: int,
                   calls: Sequence[str | Call] | None) -> SetExtra:
    """The command recording a table's auction (None or no calls deletes it).

    The dealer is the deal's dealer in this match.  Refuses an illegal sequence.
    """
    match.format.check_deal(key.deal)
    match.format.check_table(table)
    if not calls:
        return SetExtra(AUCTION_SLOT, auction_key(key, table), None)
    dealer = match.dealer(key.deal)
    parsed = legal_auction(dealer, calls)
    return SetExtra(AUCTION_SLOT, auction_key(key, table),
                    {"dealer": dealer.name, "calls": [str(c) for c in parsed]})


class Disagreement(str):
    """One way a finished auction disagrees with the entered result: the English message
    (it is a ``str``), with what it is (``key``: ``"auction"`` — the auction cannot be
    read to the end, ``params["error"]``; ``"contract"`` — ``params["auction"]`` and
    ``["result"]``, contracts or None for passed out; ``"declarer"`` — ``["contract"]``,
    ``["auction"]`` and ``["result"]``, directions) for wording it in another language."""

    key: str
    params: dict[str, Any]

    def __new__(cls, message: str, key: str, params: dict[str, Any]) -> Disagreement:
        made = super().__new__(cls, message)
        made.key, made.params = key, params
        return made


def result_disagreements(dealer: Direction, calls: Sequence[str | Call],
                         result: TableResult) -> list[Disagreement]:
    """How a finished auction disagrees with the entered result (empty when it agrees).

    An unfinished auction gives one message saying so.
    """
    try:
        contract, declarer = contract_from_auction(dealer, calls)
    except InputError as exc:
        return [Disagreement(f"auction: {exc.reason}", "auction", {"error": exc})]
    messages: list[Disagreement] = []
    if contract != result.contract:
        messages.append(Disagreement(
            f"the auction ends in {format_contract(contract)}, the result says "
            f"{format_contract(result.contract)}", "contract",
            {"auction": contract, "result": result.contract}))
    elif declarer != result.declarer and declarer is not None:
        entered = result.declarer.name if result.declarer is not None else "-"
        messages.append(Disagreement(
            f"the auction makes {declarer.name} declarer of {contract}, the "
            f"result says {entered}", "declarer",
            {"contract": contract, "auction": declarer, "result": result.declarer}))
    return messages


# -- hands -------------------------------------------------------------------------------


def hands_key(key: DealKey, table: int) -> str:
    """The key of the hands recorded at a table (:func:`models.extras.table_key`)."""
    return extras.table_key(key, table)


def parse_hands(entries: Mapping[str, str] | Mapping[Direction, str]
                ) -> dict[Direction, Hand]:
    """Hands typed per direction (PBN hand notation); blank entries are left out."""
    hands: dict[Direction, Hand] = {}
    for raw_direction, text in entries.items():
        direction = (raw_direction if isinstance(raw_direction, Direction)
                     else Direction.parse(raw_direction))
        if not str(text).strip():
            continue
        try:
            hands[direction] = Hand.parse(str(text))
        except InputError as exc:
            raise InputError(f"{direction.name}: {exc.reason}", "hand_of",
                             {"direction": direction, "error": exc}) from None
    return hands


def hand_problems(hands: Mapping[Direction, Hand]) -> list[str]:
    """Why hands (some or all four) are not part of one deal; empty when they are.

    All four hands must be 4 × 13 distinct cards (what is missing or doubled is named);
    fewer hands must each hold 13 cards and share no card.
    """
    return hands_problems(hands, complete=len(hands) == 4)


def complete_deal(hands: Mapping[Direction, Hand]) -> Deal | None:
    """The deal when all four hands are known (three known hands give the fourth)."""
    if len(hands) < 3 or hand_problems(hands):
        return None
    full = dict(hands)
    if len(hands) == 3:
        used = frozenset().union(*hands.values())
        missing = next(d for d in Direction if d not in hands)
        full[missing] = Hand(c for c in full_deck() if c not in used)
    return Deal((full[Direction.N], full[Direction.E], full[Direction.S], full[Direction.W]))


def recorded_hands(match: Match, key: DealKey, table: int) -> dict[Direction, Hand]:
    value = extras.hands(match, key, table)
    return {Direction.parse(d): Hand.parse(h) for d, h in value.items() if h}


def record_hands(match: Match, key: DealKey, table: int,
                 entries: Mapping[str, str] | Mapping[Direction, str] | None) -> SetExtra:
    """The command recording hands at a table (any subset of directions; None deletes).

    Refused (:class:`InputError`) when the hands are not part of one deal: all four must
    be 4 × 13 distinct cards, with the missing and doubled cards named.
    """
    match.format.check_deal(key.deal)
    match.format.check_table(table)
    if not entries:
        return SetExtra(HANDS_SLOT, hands_key(key, table), None)
    hands = parse_hands(entries)
    problems = hand_problems(hands)
    if problems:
        raise InputError(f"deal {key}, table {table}: " + "; ".join(problems))
    if not hands:
        return SetExtra(HANDS_SLOT, hands_key(key, table), None)
    value = {d.name: hands[d].to_pbn() for d in Direction if d in hands}
    return SetExtra(HANDS_SLOT, hands_key(key, table), value)


def predealt(match: Match, deal: int) -> Deal | None:
    text = extras.predealt_text(match, deal)
    return Deal.parse(text) if text else None


def original_deal(match: Match, key: DealKey) -> Deal | None:
    """The deal as dealt: pre-dealt, else the four hands recorded at the origin table."""
    if key.attempt == 0:
        dealt = predealt(match, key.deal)
        if dealt is not None:
            return dealt
    origin = match.format.slot(key.deal).origin_table
    return complete_deal(recorded_hands(match, key, origin))


def known_deal(match: Match, key: DealKey) -> Deal | None:
    """The deal if known anywhere: as dealt, else the hands recorded at the other table."""
    dealt = original_deal(match, key)
    if dealt is not None:
        return dealt
    other = match.format.slot(key.deal).other_table
    return complete_deal(recorded_hands(match, key, other))


# -- the opening lead --------------------------------------------------------------------


def opening_leader(result: TableResult) -> Direction | None:
    """The declarer's left-hand opponent (None when passed out)."""
    return result.declarer.next if result.declarer is not None else None


def lead_problem(hands: Mapping[Direction, Hand] | Deal, result: TableResult) -> str | None:
    """Why the recorded lead cannot be right per the hands (None when it can, or unknown)."""
    leader = opening_leader(result)
    if result.lead is None or leader is None:
        return None
    if isinstance(hands, Deal):
        holding: Hand | None = hands[leader]
        holder: Direction | None = hands.holder(result.lead)
    else:
        holding = hands.get(leader)
        holder = next((d for d, h in hands.items() if result.lead in h), None)
    if holding is None or result.lead in holding:
        return None
    where = f", {holder.name} held it" if holder is not None else ""
    return f"the opening lead {result.lead.display} was not in {leader.name}'s hand{where}"


def check_lead_held(match: Match, key: DealKey, table: int, result: TableResult) -> None:
    """Refuse a lead the opening leader cannot have held (keyed ``lead_not_held``): per
    the hands recorded at this table, else the deal as known (pre-dealt, or recorded at
    a table) — the notebook's reference.  Nothing to check without a lead or hands."""
    reference: Mapping[Direction, Hand] | Deal | None = (
        recorded_hands(match, key, table) or known_deal(match, key))
    if not reference or lead_problem(reference, result) is None:
        return
    leader = opening_leader(result)
    assert leader is not None and result.lead is not None
    raise MatchError(f"deal {key}, table {table}: {result.lead.display} is not in "
                     f"{leader.name}'s hand", "lead_not_held",
                     {"deal": str(key), "table": table, "card": result.lead,
                      "leader": leader})


def check_predeal(match: Match, *, replace: bool = False) -> None:
    """The whole match may be dealt in advance now: not pre-dealt already (unless
    ``replace``), and no results or hands recorded yet."""
    if extras.entries(match, extras.Slot.PREDEALT) and not replace:
        seed = extras.predeal_seed(match) or "imported"
        raise MatchError(f"the match is already pre-dealt (seed {seed})", "predealt_already",
                         {"seed": seed})
    if match.results or extras.entries(match, extras.Slot.HANDS):
        raise MatchError("results or hands are already recorded: the deals cannot be "
                         "dealt in advance now", "predeal_too_late")
