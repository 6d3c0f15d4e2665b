"""The bridge vocabulary applied: a card, a rank, a holding, a score card, a contract's
strain and doubling, written the same way on screen, phone and paper (entries in
:mod:`words.bridge`)."""

from __future__ import annotations

from collections.abc import Iterable

from models.scorecards import ScoreCard
from models.vocabulary import Card, Direction, Doubling, Line, Rank, Strain
from words import word

_RANK_KEYS = {Rank.ACE: "rank.A", Rank.KING: "rank.K", Rank.QUEEN: "rank.Q",
              Rank.JACK: "rank.J", Rank.TEN: "rank.T"}


def rank_text(rank: Rank, lang: str | None = None) -> str:
    """A rank as players write it: ``"A"``, bg ``"А"``/``"Р"``, ru ``"Т"``/``"К"``; ``"10"``;
    the spot cards as digits."""
    key = _RANK_KEYS.get(rank)
    return str(int(rank)) if key is None else word(key, lang)


def holding_text(ranks: Iterable[Rank], lang: str | None = None) -> str:
    """A suit's cards, highest first, separated by spaces (``"А Д 10 6"``); ``"—"`` for
    a void."""
    shown = [rank_text(r, lang) for r in sorted(ranks, reverse=True)]
    return " ".join(shown) if shown else "—"


def card_text(card: Card, lang: str | None = None) -> str:
    """A card: its suit's symbol, then its rank (``"♠A"``, ru ``"♣К"``)."""
    return f"{card.suit.symbol}{rank_text(card.rank, lang)}"


def strain_text(strain: Strain, lang: str | None = None) -> str:
    """A strain: the suit's symbol, or no-trump (``"NT"``, ``"БК"``)."""
    return word("strain.NT", lang) if strain is Strain.NT else strain.symbol


def doubling_mark(doubling: Doubling, lang: str | None = None) -> str:
    """The mark after a contract: ``""``, ``"X"``/``"XX"`` (``"к"``/``"рк"``)."""
    if doubling is Doubling.DOUBLED:
        return word("call.X", lang)
    if doubling is Doubling.REDOUBLED:
        return word("call.XX", lang)
    return ""


def direction_name(direction: Direction, lang: str | None = None) -> str:
    return word(f"dir.{direction.name}", lang)


def direction_letter(direction: Direction, lang: str | None = None) -> str:
    return word(f"dir.{direction.name}.letter", lang)


def line_name(line: Line, lang: str | None = None) -> str:
    return word(f"line.{line.name}", lang)


def vulnerability_text(vulnerable: bool, lang: str | None = None) -> str:
    """``"vulnerable"`` / ``"not vulnerable"`` (ru «в зоне» / «вне зоны»)."""
    return word("vul.yes" if vulnerable else "vul.no", lang)


def score_card_text(card: ScoreCard, lang: str | None = None) -> str:
    """A score card in the language's notation: ``"V60"``, ``"NV0"``; bg ``"в.з. 60"``."""
    vul = word("vul.yes.short" if card.vulnerable else "vul.no.short", lang)
    return word("score_card", lang, vul=vul, part=card.part_score)
