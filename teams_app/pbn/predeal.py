"""Pre-dealt matches: :func:`generate_deals` deals the hands from a seed (a
``secrets``-grade random seed by default, printed so the set can be reproduced) and
:func:`predeal_command` is the step storing them in the match.  The dealing sheet (which
13 cards go into each deck's envelopes) is :mod:`models.dealing`."""

from __future__ import annotations

import random
import secrets

from models.commands import Batch, Command, SetExtra
from models.errors import InputError
from models.match import Match
from models.notebook import PREDEALT_SLOT, check_predeal
from models.vocabulary import Deal, Hand, full_deck


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
    return seed, Batch(tuple(commands), f"pre-dealt deals, seed {seed}")
