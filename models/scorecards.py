"""Score cards (spec §6): a line's rubber state — vulnerability and a carried part-score.

Before each original deal each line draws one card from its own deck at that table,
without replacement; the cards travel with the deal and the other table plays it under
the same scores.  Notation: ``NV0`` (not vulnerable, no part-score), ``V60``.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from models.errors import InputError, MatchError

_CARD_RE: Final = re.compile(r"^(NV|V)(\d{1,3})$", re.ASCII)
PART_SCORES: Final = (0, 20, 30, 40, 50, 60, 70, 80, 90)


@dataclass(frozen=True, slots=True, order=True)
class ScoreCard:
    vulnerable: bool
    part_score: int

    def __post_init__(self) -> None:
        if not 0 <= self.part_score < 100 or self.part_score % 10:
            raise InputError(
                f"part-score {self.part_score}: must be 0-90 in tens (100 would be a game)",
                "part_score", {"part_score": self.part_score})

    @classmethod
    def parse(cls, text: str) -> ScoreCard:
        norm = text.strip().upper().replace(" ", "")
        match = _CARD_RE.match(norm)
        if not match:
            raise InputError(
                f'"{text}": a score card is NV or V and a part-score, like NV0 or V60',
                "score_card", {"text": text})
        try:
            return cls(match[1] == "V", int(match[2]))
        except InputError as exc:
            raise InputError(f'"{text}": {exc.reason}', exc.key,
                             {**exc.params, "text": text}) from None

    def __str__(self) -> str:
        return f"{'V' if self.vulnerable else 'NV'}{self.part_score}"


#: The default deck of each line: 9 part-scores × {not vulnerable, vulnerable}.
DEFAULT_DECK: Final = tuple(
    ScoreCard(vulnerable, part) for vulnerable in (False, True) for part in PART_SCORES
)


def parse_deck(text: str | Iterable[str]) -> tuple[ScoreCard, ...]:
    """A deck written as ``NV0 NV20 … V90`` (spaces or commas)."""
    items = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    if not items:
        raise InputError("a score-card deck needs at least one card", "deck_empty")
    return tuple(ScoreCard.parse(item) for item in items)


def deck_text(deck: Iterable[ScoreCard]) -> str:
    """A deck written as :func:`parse_deck` reads it: ``NV0 NV20 … V90``."""
    return " ".join(str(card) for card in deck)


def remaining(deck: Sequence[ScoreCard], drawn: Iterable[ScoreCard]) -> list[ScoreCard]:
    """The cards still in a line's envelope: the deck less what was drawn (a multiset)."""
    left = Counter(deck)
    left.subtract(drawn)
    return sorted(left.elements())


def check_available(
    deck: Sequence[ScoreCard], drawn: Iterable[ScoreCard], card: ScoreCard, where: str,
    params: dict[str, Any] | None = None,
) -> None:
    """Refuse a typed-in card that is no longer (or never was) in the envelope
    (``params``, such as table and line, go into the error for wording it)."""
    drawn = list(drawn)
    if card not in remaining(deck, drawn):
        if card in deck:
            raise MatchError(f"{card}: already drawn {where} (the deck has "
                             f"{Counter(deck)[card]}, drawn {Counter(drawn)[card]})",
                             "card_drawn", {**(params or {}), "card": card,
                                            "in_deck": Counter(deck)[card],
                                            "drawn": Counter(drawn)[card]})
        raise MatchError(f"{card}: not in the score-card deck {where}", "card_not_in_deck",
                         {**(params or {}), "card": card})


def draw(
    deck: Sequence[ScoreCard],
    drawn: Iterable[ScoreCard],
    rng: random.Random | None = None,
) -> ScoreCard:
    """Draw one card at random from what is left; ``secrets``-grade unless rng is given."""
    left = remaining(deck, drawn)
    if not left:
        raise MatchError("the score-card envelope is empty: every card has been drawn",
                         "envelope_empty")
    # the OS's secure source, as secrets.SystemRandom (which is this class) without
    # importing secrets (hmac, hashlib, OpenSSL) at start-up
    chooser = rng or random.SystemRandom()
    return chooser.choice(left)
