"""Pre-dealt matches: the deals made from a seed, and the dealing sheets — which 13 cards
go into each envelope of each deck.

:func:`generate_deals` deals the hands from a seed (a ``secrets``-grade random seed by
default, printed so the set can be reproduced) and :func:`predeal_command` is the step
storing them in the match, which keeps them in ``extras["predealt"]`` (see
:mod:`models.notebook`).  Before play someone deals them out: for each round and table,
each original deal's deck is sorted into the four envelopes of that deal's serial (S, W,
N, E).  :func:`dealing_sheet` lists those envelopes in that order with their cards; the
text and CSV forms are what ``teams-app deals sheet`` prints, and ``printing`` draws the
same rows on paper.
"""

from __future__ import annotations

import csv
import io
import random
import secrets
from dataclasses import dataclass
from typing import Final

from models.commands import Batch, Command, SetExtra
from models.envelopes import ENVELOPE_ORDER, deck_of
from models.errors import InputError
from models.extras import Slot, entries, predeal_seed
from models.format import BlockKind
from models.match import Match
from models.notebook import PREDEALT_SLOT, check_predeal, predealt
from models.registry import Said
from models.vocabulary import Deal, Direction, Hand, Suit, full_deck

#: Suits in the order a hand is read out (spades first).
SUIT_ORDER: Final = (Suit.S, Suit.H, Suit.D, Suit.C)


@dataclass(frozen=True, slots=True)
class SheetEnvelope:
    """Which 13 cards go into one envelope of a deck (a dealing-sheet row)."""

    deal: int
    round: int
    table: int
    deck: int
    serial: int
    direction: Direction
    dealer: Direction
    hand: Hand

    @property
    def envelope(self) -> str:
        """The envelope's mark: direction letter and serial, ``"S1"``."""
        return f"{self.direction.name}{self.serial}"

    def cards_text(self) -> str:
        """``♠ A K 7  ♥ …`` the way a dealer reads it."""
        return "  ".join(f"{s.symbol} {' '.join(self.hand.holding(s)) or '—'}"
                         for s in SUIT_ORDER)


def is_predealt(match: Match) -> bool:
    """Whether any deal of the match was dealt in advance."""
    return any(key.isdigit() for key in entries(match, Slot.PREDEALT))


def predealt_seed(match: Match) -> str | None:
    """The seed the pre-dealt deals came from (None when imported or not pre-dealt)."""
    return predeal_seed(match)


def dealing_sheet(match: Match, round_: int | None = None,
                  table: int | None = None) -> list[SheetEnvelope]:
    """Per pre-dealt deal the four envelopes and their cards, in dealing order.

    Rounds in order, table 1 before table 2, serials in order, and within a deal the
    envelopes S, W, N, E.  ``round_`` / ``table`` keep only that round / table.  The deck
    is the one the deal is dealt with (:func:`models.envelopes.deck_of`: six decks, deck
    (t-1)·3 + serial; with two decks they alternate between the tables).
    """
    fmt = match.format
    rounds = [round_] if round_ is not None else range(1, fmt.rounds + 1)
    tables = [table] if table is not None else (1, 2)
    rows: list[SheetEnvelope] = []
    for r in rounds:
        for t in tables:
            original, _ = fmt.blocks(r, t)
            assert original.kind is BlockKind.ORIGINAL
            for game in original.games:
                hands = predealt(match, game.deal)
                if hands is None:
                    continue
                deck = deck_of(match, game.deal)
                dealer = match.dealer(game.deal)
                rows.extend(SheetEnvelope(game.deal, r, t, deck, game.serial, direction,
                                          dealer, hands[direction])
                            for direction in ENVELOPE_ORDER)
    return rows


def dealing_sheet_csv(match: Match) -> str:
    """The dealing sheet as CSV: a row per envelope, a column per suit."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(["deal", "round", "table", "deck", "envelope", "dealer", "spades",
                     "hearts", "diamonds", "clubs"])
    for row in dealing_sheet(match):
        writer.writerow([row.deal, row.round, row.table, row.deck, row.envelope,
                         row.dealer.name, *(row.hand.holding(s) for s in SUIT_ORDER)])
    return buffer.getvalue()


def new_seed() -> str:
    """A ``secrets``-grade seed, short enough to print and type back."""
    return secrets.token_hex(8)


def generate_deals(seed: str | None = None, count: int = 36) -> tuple[str, dict[int, Deal]]:
    """``count`` random deals from a seed (a new secrets-grade seed when None).

    The same seed gives the same deals on every machine (``random.Random`` seeded with
    the text, a shuffle of the 52 cards per deal).
    """
    seed = new_seed() if seed is None else str(seed).strip()
    if not seed:
        raise InputError("the seed is empty: give one, or none to get a fresh one",
                         "seed_empty")
    rng = random.Random(f"teams-app deals {seed}")
    deals: dict[int, Deal] = {}
    for number in range(1, count + 1):
        cards = full_deck()
        rng.shuffle(cards)
        hands = tuple(Hand(cards[i * 13:(i + 1) * 13]) for i in range(4))
        deals[number] = Deal((hands[0], hands[1], hands[2], hands[3]))
    return seed, deals


def predeal_command(match: Match, seed: str | None = None, *, replace: bool = False
                    ) -> tuple[str, Batch]:
    """The step making the match pre-dealt (deals of a seed); refuses once play began."""
    check_predeal(match, replace=replace)
    seed, deals = generate_deals(seed, match.format.deals)
    commands: list[Command] = [SetExtra(PREDEALT_SLOT, str(n), d.to_pbn())
                               for n, d in deals.items()]
    commands.append(SetExtra(PREDEALT_SLOT, "seed", seed))
    return seed, Batch(tuple(commands), Said("step.predealt", {"seed": seed}))
