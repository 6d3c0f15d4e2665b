"""The bridge vocabulary applied: a card, a rank, a holding, a score card, a contract's
strain and doubling, written the same way on screen, phone and paper (entries in
:mod:`words.bridge`)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from models.scorecards import ScoreCard
from models.scoring import Honours
from models.vocabulary import (
    Card,
    Contract,
    Direction,
    Doubling,
    Hand,
    Line,
    Rank,
    Strain,
    Suit,
)
from words import language, word

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


def number_text(value: float, digits: int = 2, lang: str | None = None) -> str:
    """A number with ``digits`` decimals as the language writes it: ``"70.29"``, bg and
    ru with a decimal comma (``"70,29"``)."""
    text = f"{value:.{digits}f}"
    lang = language() if lang is None else lang
    return text if lang == "en" else text.replace(".", ",")


def percent_text(value: float, lang: str | None = None) -> str:
    """A percentage with two decimals: ``"70.29 %"``, bg and ru ``"70,29 %"``."""
    return f"{number_text(value, 2, lang)} %"


def direction_name(direction: Direction, lang: str | None = None) -> str:
    return word(f"dir.{direction.name}", lang)


def direction_letter(direction: Direction, lang: str | None = None) -> str:
    return word(f"dir.{direction.name}.letter", lang)


def direction_abbr(direction: Direction, lang: str | None = None) -> str:
    """A direction as written next to a player's code on paper (``"N"``, ru ``"Вост."``:
    a lone Russian "В" would read as team B)."""
    return word(f"dir.{direction.name}.abbr", lang)


def line_name(line: Line, lang: str | None = None) -> str:
    return word(f"line.{line.name}", lang)


def suit_holding_text(hand: Hand, suit: Suit, lang: str | None = None) -> str:
    """One suit of a hand, highest first (``"А Д 10 6"``; ``"—"`` for a void)."""
    return holding_text((c.rank for c in hand if c.suit is suit), lang)


def contract_text(contract: Contract | None, lang: str | None = None) -> str:
    """A contract with its doubling mark (``"4♠X"``, bg ``"5♦к"``, ``"3БК"``), or pass."""
    if contract is None or contract.level is None:
        return word("call.pass", lang)
    return (f"{contract.level}{strain_text(contract.strain, lang)}"
            f"{doubling_mark(contract.doubling, lang)}")


def honours_text(honours: Honours | None, lang: str | None = None) -> str:
    """Honours as a line's points: ``"NS 100"`` (``"СЮ 100"``), or ``""``."""
    if honours is None:
        return ""
    return f"{line_name(honours.line, lang)} {honours.points}"


#: a par contract as the core stores it: ``4SN=``, ``3NTE+1``, ``5HNX-2``
_PAR_CONTRACT = re.compile(r"^(\d)(NT|[SHDC])([NESW])(X{0,2})(.*)$")


def par_contract_text(stored: str, lang: str | None = None) -> str:
    """A stored par contract as a result is written: contract, declarer's letter and the
    tricks over or under (``"3♠X S -1"``, bg ``"3♠к Ю -1"``); a passed-out par is pass."""
    found = _PAR_CONTRACT.match(stored)
    if found is None:
        return word("call.pass", lang) if stored == "Pass" else stored
    level, strain, declarer, doubling, result = found.groups()
    mark = doubling_mark(Doubling.REDOUBLED if doubling == "XX" else
                         Doubling.DOUBLED if doubling else Doubling.NONE, lang)
    return (f"{level}{strain_text(Strain.parse(strain), lang)}{mark} "
            f"{direction_letter(Direction.parse(declarer), lang)} {result}")


def vulnerability_text(vulnerable: bool, lang: str | None = None) -> str:
    """``"vulnerable"`` / ``"not vulnerable"`` (ru «в зоне» / «вне зоны»)."""
    return word("vul.yes" if vulnerable else "vul.no", lang)


def score_card_text(card: ScoreCard, lang: str | None = None) -> str:
    """A score card in the language's notation: ``"V60"``, ``"NV0"``; bg ``"в.з. 60"``."""
    vul = word("vul.yes.short" if card.vulnerable else "vul.no.short", lang)
    return word("score_card", lang, vul=vul, part=card.part_score)
