"""The seat draw and reserves (spec §1).

Seed 003: "осемте играчи теглят от една колода по една карта и този, който е изтеглил
най-високата по ранг и боя, става А-1.  Останалите играчи от същия отбор според
височината на картите стават А-2, А-З и А-4.  Играчите от другия тим … стават В-1 … В-4."
The eight regulars draw one card each from one deck; the highest card of all eight (rank
first, then suit ♠ > ♥ > ♦ > ♣) becomes A-1 **and his team is team A**; the rest of each
team take their codes by their cards.  So the teams are entered as "first" and "second";
which of them is A is known only after the draw (:class:`SeatDraw`).  A reserve draws
no card; from a chosen round on he takes over a regular's code (and seat).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from models.errors import InputError
from models.format import Team
from models.names import first_clash
from models.vocabulary import Card, full_deck

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class DrawnSeat:
    code: str
    player: str
    card: Card | None


@dataclass(frozen=True, slots=True)
class SeatDraw:
    """What the draw decided: every player's code, and which entered team is team A.

    ``a_is_first`` is True when the first team entered became team A (by the highest
    card, or because there was no draw).  :meth:`in_order` puts any pair of per-team
    values (names, reserves) given first/second into A/B order.
    """

    seats: tuple[DrawnSeat, ...]
    a_is_first: bool = True

    @property
    def highest(self) -> DrawnSeat | None:
        """A-1 and the card that made his team A (None when no cards were drawn)."""
        first = next((s for s in self.seats if s.code == f"{Team.A.value}-1"), None)
        return first if first is not None and first.card is not None else None

    def in_order(self, first: T, second: T) -> tuple[T, T]:
        """(team A's, team B's) of two values given for the first and second team."""
        return (first, second) if self.a_is_first else (second, first)

    def entered_team(self, team: Team) -> int:
        """0 for the team entered first, 1 for the second: which became ``team``."""
        return int(self.a_is_first) ^ int(team is Team.A)


def codes_from_cards(team: Team, cards: Mapping[str, Card]) -> list[DrawnSeat]:
    """Codes for one team from the cards its players drew (highest card is code 1)."""
    ranked = sorted(cards.items(), key=lambda item: item[1], reverse=True)
    return [DrawnSeat(f"{team.value}-{i}", name, card)
            for i, (name, card) in enumerate(ranked, start=1)]


def check_draw(cards_a: Mapping[str, Card], cards_b: Mapping[str, Card], size: int) -> None:
    for team, cards in ((Team.A, cards_a), (Team.B, cards_b)):
        if len(cards) != size:
            raise InputError(f"team {team}: {len(cards)} players drew, {size} must",
                             "draw_count", {"team": str(team), "drew": len(cards),
                                            "size": size})
    every = list(cards_a.values()) + list(cards_b.values())
    doubled = sorted({c.display for c in every if every.count(c) > 1})
    if doubled:
        raise InputError(f"card drawn twice from one deck: {', '.join(doubled)}",
                         "card_twice", {"cards": ", ".join(doubled)})


def seats_from_cards(cards_first: Mapping[str, Card],
                     cards_second: Mapping[str, Card]) -> SeatDraw:
    """The draw as the seed says: the team whose player drew the highest card of all is
    team A, that player A-1; each team's other players by their cards."""
    if not cards_first or not cards_second:
        raise InputError("both teams must draw", "draw_both")
    a_is_first = max(cards_first.values()) > max(cards_second.values())
    cards_a, cards_b = (cards_first, cards_second) if a_is_first else (cards_second,
                                                                       cards_first)
    return SeatDraw(tuple(codes_from_cards(Team.A, cards_a) + codes_from_cards(Team.B,
                                                                               cards_b)),
                    a_is_first)


def draw_seats(
    players_first: Sequence[str],
    players_second: Sequence[str],
    rng: random.Random | None = None,
) -> SeatDraw:
    """Draw a card for every regular from one deck and give the codes (see
    :func:`seats_from_cards`)."""
    if len(players_first) != len(players_second):
        raise InputError("both teams need the same number of regular players", "draw_sizes")
    names = list(players_first) + list(players_second)
    if first_clash(names) is not None:
        raise InputError("every player needs a different name for the draw", "draw_names")
    # the OS's secure source, as secrets.SystemRandom (which is this class) without
    # importing secrets (hmac, hashlib, OpenSSL) at start-up
    chooser = rng or random.SystemRandom()
    cards = chooser.sample(full_deck(), len(names))
    cards_first = dict(zip(players_first, cards[: len(players_first)], strict=True))
    cards_second = dict(zip(players_second, cards[len(players_first):], strict=True))
    return seats_from_cards(cards_first, cards_second)


def seats_in_order(players_a: Sequence[str], players_b: Sequence[str]) -> SeatDraw:
    """Codes in the order the players were given (no draw): the first team is A."""
    return SeatDraw(tuple(
        [DrawnSeat(f"A-{i}", name, None) for i, name in enumerate(players_a, start=1)]
        + [DrawnSeat(f"B-{i}", name, None) for i, name in enumerate(players_b, start=1)]))
