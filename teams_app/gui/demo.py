"""A demo match: two invented teams, half the match played, made with a seeded RNG.

Every change goes through the operations layer, exactly as the app makes them, so the
demo's audit log, balances and undo history are real.
"""

from __future__ import annotations

import random
from pathlib import Path

from models.match import AnnulReason, Seat, TableResult, new_match
from models.seating import draw_seats
from models.vocabulary import Contract, Direction, Doubling, Hand, Strain, full_deck
from teams_app import operations as ops
from teams_app.store import MATCH_SUFFIX

TEAM_A, TEAM_B = "Vitosha", "Rila"
PLAYERS_A = ("Ivan Petrov", "Maria Georgieva", "Georgi Dimitrov", "Elena Ivanova")
PLAYERS_B = ("Nikolai Popov", "Anna Stoyanova", "Petar Kolev", "Vera Todorova")
RESERVES_A = ("Dimitar Angelov",)
RESERVES_B = ()
#: rounds played completely; in the next round both tables have played their originals
ROUNDS_PLAYED = 3
ANNULLED_DEAL = 8  # annulled during the match (cards seen) and replayed

_CONTRACTS = ("1NT", "2S", "2H", "3C", "3D", "3NT", "3NT", "4S", "4H", "4H", "5D", "6S")


def demo_path(directory: Path, name: str = "Demo match") -> Path:
    path = directory / f"{name}{MATCH_SUFFIX}"
    number = 2
    while path.exists():
        path = directory / f"{name} ({number}){MATCH_SUFFIX}"
        number += 1
    return path


def _result(rng: random.Random) -> TableResult:
    if rng.random() < 0.04:
        return TableResult(None)
    contract = Contract.parse(rng.choice(_CONTRACTS))
    assert contract is not None
    if rng.random() < 0.12:
        contract = Contract(contract.level, contract.strain, Doubling.DOUBLED)
    declarer = rng.choice(list(Direction))
    tricks = contract.level + 6 + rng.choice((-2, -1, -1, 0, 0, 0, 0, 1, 1, 2))
    if contract.strain is Strain.NT and rng.random() < 0.3:
        tricks += 1
    return TableResult(contract, declarer, max(0, min(13, tricks)))


def _similar(first: TableResult, rng: random.Random) -> TableResult:
    """The other table's result: often the same contract, a trick more or less."""
    if first.contract is None or rng.random() < 0.3:
        return _result(rng)
    assert first.tricks is not None
    tricks = max(0, min(13, first.tricks + rng.choice((-1, 0, 0, 0, 1))))
    return TableResult(first.contract, first.declarer, tricks)


def _hands(rng: random.Random) -> dict[str, str]:
    """A random deal as the origin table records it: PBN hands by direction."""
    cards = full_deck()
    rng.shuffle(cards)
    return {d.name: Hand(cards[13 * i: 13 * (i + 1)]).to_pbn()
            for i, d in enumerate(Direction)}


def create_demo(directory: Path, seed: int = 1959, name: str = "Demo match") -> Path:
    """Write a new demo match file in ``directory`` and return its path."""
    rng = random.Random(seed)
    drawn = draw_seats(PLAYERS_A, PLAYERS_B, rng=rng)  # the highest card decides team A
    seats = {s.code: Seat(s.player, s.card) for s in drawn.seats}
    match = new_match(*drawn.in_order(TEAM_A, TEAM_B), seats,
                      *drawn.in_order(RESERVES_A, RESERVES_B))
    directory.mkdir(parents=True, exist_ok=True)
    path = demo_path(directory, name)
    store = ops.create_match(path, match)
    try:
        fmt = store.match.format
        deals = [d for r in range(1, ROUNDS_PLAYED + 1) for d in fmt.round_deals(r)]
        originals_only = list(fmt.round_deals(ROUNDS_PLAYED + 1))
        for deal in deals + originals_only:
            table = fmt.slot(deal).origin_table
            ops.draw_score_cards(store, deal=deal, rng=rng)
            first = _result(rng)
            ops.enter_result(store, deal=deal, table=table, result=first)
            ops.record_hands(store, deal=deal, table=table, hands=_hands(rng))
            if deal in deals:
                other = 3 - table
                if deal == ANNULLED_DEAL:
                    ops.annul_deal(store, deal=deal, reason=AnnulReason.CARDS_SEEN,
                                   note="East saw West's cards while packing")
                    ops.enter_result(store, deal=deal, table=table, result=_result(rng))
                    ops.enter_result(store, deal=deal, table=other, result=_result(rng))
                    continue
                ops.enter_result(store, deal=deal, table=other, result=_similar(first, rng))
    finally:
        store.close()
    return path

