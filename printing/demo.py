"""A whole played match made from a seed: for print previews, samples, tests and the bench.

Everything goes through the match core's commands (seat draw, score-card draws, results,
recorded hands and auctions), so the match is one the app could have produced.
"""

from __future__ import annotations

import random
from typing import Any

from models import extras
from models.commands import SetAnnulment, SetExtra, SetResult, SetScoreCards, annul
from models.format import TABLES
from models.match import (
    Annulment,
    AnnulReason,
    DealKey,
    Match,
    ReplayAt,
    Seat,
    Settings,
    TableResult,
    new_match,
)
from models.scorecards import draw
from models.seating import draw_seats
from models.vocabulary import (
    Contract,
    Deal,
    Direction,
    Doubling,
    Hand,
    Line,
    Strain,
    full_deck,
)

LATIN_A = ("Alice Archer", "Bob Baker", "Carol Cole", "Dan Dale")
LATIN_B = ("Eve Evans", "Frank Ford", "Grace Green", "Hugo Hale")
CYRILLIC_A = ("Евгений Столица", "Иван Петров", "Мария Иванова", "Пётр Смирнов")
CYRILLIC_B = ("Георги Димитров", "Елена Попова", "Николай Колев", "Светла Маринова")


def demo_match(seed: int = 1959, *, cyrillic: bool = False, turning: bool = False,
               played_rounds: int = 6, with_hands: bool = True, predealt: bool = False,
               settings: Settings | None = None, half_played: bool = False) -> Match:
    """A match with seats drawn and ``played_rounds`` rounds fully played.

    Deterministic for a seed.  With ``with_hands`` each deal also has its four hands
    (recorded at its origin table), both tables' auctions and opening leads.  With
    ``predealt`` all 36 deals are dealt in advance (``extras["predealt"]``, before any
    play) and played deals record auctions and leads, not hands.  With ``half_played``
    the next round is half played: its original deals at their origin tables only.
    """
    rng = random.Random(seed)
    players_a, players_b = (CYRILLIC_A, CYRILLIC_B) if cyrillic else (LATIN_A, LATIN_B)
    names = ("Столица", "Добруджа") if cyrillic else ("Sofia", "Varna")
    drawn = draw_seats(players_a, players_b, rng)
    seats = {s.code: Seat(s.player, s.card) for s in drawn.seats}
    settings = settings or Settings(turning=turning)
    match = new_match(*drawn.in_order(*names), seats, settings=settings)
    fmt = match.format
    board = settings.board
    deals = [d for r in range(1, played_rounds + 1) for d in fmt.round_deals(r)]
    # half_played: the next round's original deals are played at their origin tables
    half = list(fmt.round_deals(played_rounds + 1)) if half_played else []
    deals += half
    dealt: dict[int, dict[Direction, Hand]] = {}
    if predealt:
        for deal in range(1, fmt.deals + 1):
            cards = full_deck()
            rng.shuffle(cards)
            dealt[deal] = {d: Hand(cards[13 * d: 13 * d + 13]) for d in Direction}
            hands = dealt[deal]
            whole = Deal((hands[Direction.N], hands[Direction.E], hands[Direction.S],
                          hands[Direction.W]))
            SetExtra("predealt", str(deal), whole.to_pbn()).apply(match)
        SetExtra("predealt", "seed", f"demo-{seed}").apply(match)
    for deal in deals:
        origin = fmt.slot(deal).origin_table
        if not board:
            SetScoreCards(
                deal,
                draw(settings.deck, match.drawn_at(origin, Line.NS), rng),
                draw(settings.deck, match.drawn_at(origin, Line.EW), rng),
            ).apply(match)
        if predealt:
            hands = dealt[deal]
        else:
            cards = full_deck()
            rng.shuffle(cards)
            hands = {d: Hand(cards[13 * d: 13 * d + 13]) for d in Direction}
            if with_hands:
                SetExtra("hands", extras.table_key(DealKey(deal), origin),
                         {d.name: hands[d].to_pbn() for d in Direction}).apply(match)
        known = with_hands or predealt
        for table in TABLES:
            if deal in half and table != origin:
                continue
            result = _random_result(rng, hands if known else None)
            SetResult(DealKey(deal), table, result).apply(match)
            if known:
                SetExtra("auction", extras.table_key(DealKey(deal), table),
                         _auction(match.dealer(deal), result)).apply(match)
    return match


def _random_result(rng: random.Random, hands: dict[Direction, Hand] | None) -> TableResult:
    if rng.random() < 0.05:
        return TableResult(None)
    level = rng.choices((1, 2, 3, 4, 5, 6, 7), (8, 14, 22, 30, 10, 6, 1))[0]
    strain = rng.choice(list(Strain))
    doubling = rng.choices(list(Doubling), (85, 13, 2))[0]
    declarer = rng.choice(list(Direction))
    contract = Contract(level, strain, doubling)
    tricks = max(0, min(13, contract.tricks_needed + rng.choice((-2, -1, -1, 0, 0, 0, 1, 1))))
    lead = None
    if hands is not None:
        lead = rng.choice(sorted(hands[declarer.lho]))
    return TableResult(contract, declarer, tricks, lead=lead)


def _auction(dealer: Direction, result: TableResult) -> dict[str, Any]:
    """A plain auction that ends in the result's contract (passes around it)."""
    calls: list[str] = []
    if result.contract is None:
        return {"dealer": dealer.name, "calls": ["Pass"] * 4}
    assert result.declarer is not None
    seat = dealer
    while seat is not result.declarer:
        calls.append("Pass")
        seat = seat.next
    contract = result.contract
    calls.append(f"{contract.level}{contract.strain.name}")
    if contract.doubling is not Doubling.NONE:
        calls.append("X")
        if contract.doubling is Doubling.REDOUBLED:
            calls.append("XX")
    calls.extend(["Pass"] * 3)
    return {"dealer": dealer.name, "calls": calls}


def annul_demo(match: Match, seed: int = 21) -> Match:
    """The annulments of a match played to round II with round III half played (the
    print tests' and samples' match in progress): deal 5 annulled and not replayed,
    deal 8 replayed at the end of round II (8R1 played at both tables), deal 10 to be
    replayed at the end of the match, deal 14 to be replayed now (in its place), deal 16
    at the end of round III."""
    rng = random.Random(seed)
    annul(match, 5, AnnulReason.LEAKED_INFORMATION, no_replay=True).apply(match)
    # deal 8 was annulled before round III began (as a file records it; annulled now,
    # with round III under way, its replay could only be after the match)
    SetAnnulment(DealKey(8), Annulment(AnnulReason.CARDS_SEEN,
                                       replay_at=ReplayAt.ROUND_END)).apply(match)
    for table in (1, 2):  # the origin (table 1) first
        SetResult(DealKey(8, 1), table, _random_result(rng, None)).apply(match)
    annul(match, 10, AnnulReason.CARDS_SEEN, replay_at=ReplayAt.MATCH_END).apply(match)
    annul(match, 14, AnnulReason.CARDS_SEEN, replay_at=ReplayAt.NOW).apply(match)
    annul(match, 16, AnnulReason.WRONG_ENVELOPES, replay_at=ReplayAt.ROUND_END).apply(match)
    return match
