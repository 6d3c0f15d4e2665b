"""What a screen reader says of the match: a contract in words, a table's result and a
row of a table's diagram as one sentence, in en/bg/ru (entries in
:mod:`words.spoken_words`)."""

from __future__ import annotations

from models.match import TableResult
from models.vocabulary import Contract, Doubling, Strain
from words import language, word
from words.notation import direction_name, honours_text

#: strains whose level takes the ``.m`` number word (their noun is not feminine)
_NOT_FEMININE = {"bg": {Strain.D, Strain.NT}, "ru": {Strain.NT}}


def contract_words(contract: Contract | None, lang: str | None = None) -> str:
    """A contract spelled out: ``"four hearts"``, ``"three no trump doubled"``, bg
    ``"четири купи"``, ru ``"две пики контра"``; Pass for none."""
    lang = language() if lang is None else lang
    if contract is None or contract.level is None:
        return word("call.pass", lang)
    level = contract.level
    number_key = f"spoken.number.{level}"
    if level <= 2 and contract.strain in _NOT_FEMININE.get(lang, set()):
        number_key += ".m"
    text = word(f"spoken.strain.{contract.strain.name}", lang, count=level,
                number=word(number_key, lang))
    if contract.doubling is Doubling.DOUBLED:
        text += " " + word("doubled", lang)
    elif contract.doubling is Doubling.REDOUBLED:
        text += " " + word("redoubled", lang)
    return text


def result_words(result: TableResult, lang: str | None = None) -> str:
    """A table's result in words: ``"four hearts by South, made"``, ``"passed out"``."""
    lang = language() if lang is None else lang
    contract = result.contract
    if contract is None or result.declarer is None or result.tricks is None:
        return word("spoken.passed", lang)
    text = word("spoken.by", lang, contract=contract_words(contract, lang),
                declarer=direction_name(result.declarer, lang))
    over = result.tricks - (contract.level + 6)
    if over == 0:
        made = word("spoken.made", lang)
    elif over > 0:
        made = word("spoken.over", lang, count=over)
    else:
        made = word("spoken.down", lang, count=-over)
    text += ", " + made
    if result.honours is not None:
        text += ", " + word("spoken.honours", lang, honours=honours_text(result.honours, lang))
    return text


def row_words(*, game: int, deal: str, result: TableResult | None,
              points: tuple[str, int] | None, annulled: int | None = None,
              lang: str | None = None) -> str:
    """A row of a table's diagram as a sentence: ``"game 3, deal 15, four hearts by
    South, made, 420 to Lions"`` (``points``: the team that scored and how much; None
    or 0 points: no points); not played yet, or annulled with its reason's number."""
    lang = language() if lang is None else lang
    parts = [word("spoken.game", lang, game=game), word("spoken.deal", lang, deal=deal)]
    if result is None:
        parts.append(word("spoken.not_played", lang))
    else:
        parts.append(result_words(result, lang))
        if points is not None and points[1]:
            parts.append(word("spoken.points_to", lang, points=points[1], team=points[0]))
        elif annulled is None:
            parts.append(word("spoken.no_points", lang))
    if annulled is not None:
        parts.append(word("spoken.annulled", lang, reason=annulled))
    return ", ".join(parts)
