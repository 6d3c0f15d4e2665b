"""The seat draw and reserves (spec §1).

The eight regulars draw one card each from one deck; within each team the highest card
(rank first, then suit ♠ > ♥ > ♦ > ♣) becomes code 1, the next 2, and so on.  A reserve
draws no card; from a chosen round on he takes over a regular's code (and seat).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from models.errors import InputError
from models.format import Team
from models.vocabulary import Card, full_deck


@dataclass(frozen=True)
class DrawnSeat:
    code: str
    player: str
    card: Card | None


def codes_from_cards(team: Team, cards: Mapping[str, Card]) -> list[DrawnSeat]:
    """Codes for one team from the cards its players drew (highest card is code 1)."""
    ranked = sorted(cards.items(), key=lambda item: item[1], reverse=True)
    return [DrawnSeat(f"{team.value}-{i}", name, card)
            for i, (name, card) in enumerate(ranked, start=1)]


def check_draw(cards_a: Mapping[str, Card], cards_b: Mapping[str, Card], size: int) -> None:
    for team, cards in ((Team.A, cards_a), (Team.B, cards_b)):
        if len(cards) != size:
            raise InputError(f"team {team}: {len(cards)} players drew, {size} must")
    every = list(cards_a.values()) + list(cards_b.values())
    doubled = sorted({c.display for c in every if every.count(c) > 1})
    if doubled:
        raise InputError(f"card drawn twice from one deck: {', '.join(doubled)}")


def draw_seats(
    players_a: Sequence[str],
    players_b: Sequence[str],
    rng: random.Random | None = None,
) -> list[DrawnSeat]:
    """Draw a card for every regular and give the codes A-1..A-n, B-1..B-n."""
    if len(players_a) != len(players_b):
        raise InputError("both teams need the same number of regular players")
    names = list(players_a) + list(players_b)
    if len(set(names)) != len(names):
        raise InputError("every player needs a different name for the draw")
    # the OS's secure source, as secrets.SystemRandom (which is this class) without
    # importing secrets (hmac, hashlib, OpenSSL) at start-up
    chooser = rng or random.SystemRandom()
    cards = chooser.sample(full_deck(), len(names))
    cards_a = dict(zip(players_a, cards[: len(players_a)], strict=True))
    cards_b = dict(zip(players_b, cards[len(players_a):], strict=True))
    return codes_from_cards(Team.A, cards_a) + codes_from_cards(Team.B, cards_b)


def seats_in_order(players_a: Sequence[str], players_b: Sequence[str]) -> list[DrawnSeat]:
    """Codes in the order the players were given (no draw)."""
    return ([DrawnSeat(f"A-{i}", name, None) for i, name in enumerate(players_a, start=1)]
            + [DrawnSeat(f"B-{i}", name, None) for i, name in enumerate(players_b, start=1)])
