"""Score cards: drawn by the app, or typed as drawn from the physical envelopes."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from models.queries import check_drawable
from models.scorecards import ScoreCard
from teams_app.operations.changes import Changes, applied

if TYPE_CHECKING:
    from teams_app.store import MatchStore


def draw_score_cards(store: MatchStore, *, deal: int,
                     rng: random.Random | None = None) -> Changes:
    """Draw both lines' score cards for an original deal from its origin table's decks."""
    # late: the command classes load with the first change, not to show a match
    from models.steps import draw_cards

    return applied(store, draw_cards(store.match, deal, rng))


def type_score_cards(store: MatchStore, *, deal: int, ns: str | ScoreCard,
                     ew: str | ScoreCard) -> Changes:
    """Record score cards drawn from the physical envelopes (``"NV0"``, ``"V60"``)."""
    # late: the command classes load with the first change, not to show a match
    from models.commands import SetScoreCards

    match = store.match
    check_drawable(match, deal)
    ns_card = ns if isinstance(ns, ScoreCard) else ScoreCard.parse(ns)
    ew_card = ew if isinstance(ew, ScoreCard) else ScoreCard.parse(ew)
    return applied(store, SetScoreCards(deal, ns_card, ew_card))
