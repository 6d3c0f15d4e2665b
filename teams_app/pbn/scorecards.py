"""The score cards a PBN game was played under: our ``NSScoreCard``/``EWScoreCard`` tags,
else its ``ScoreRubberHistory`` (PBN 2.1 §4.2.6; refused when it disagrees with
``[Vulnerable]``, our tags or the match's cards), else ``[Vulnerable]``."""

from __future__ import annotations

import re
from typing import Final

from models.errors import InputError
from models.match import DealKey, Match
from models.scorecards import ScoreCard
from models.vocabulary import Line, Vulnerability
from teams_app.pbn.common import ROOMS, PbnError
from teams_app.pbn.reader import PbnGame

_VULNERABLE: Final = {"none": Vulnerability.NONE, "love": Vulnerability.NONE,
                      "-": Vulnerability.NONE, "ns": Vulnerability.NS,
                      "ew": Vulnerability.EW, "all": Vulnerability.BOTH,
                      "both": Vulnerability.BOTH}
_HISTORY_RE: Final = re.compile(r"(NS|EW)\s+([0-9]{1,5})\s+([0-9]{1,5})\s*/\s*"
                                r"([0-9]{1,5}(?:\s+[0-9]{1,5}){0,2})", re.ASCII)


def parse_rubber_history(text: str) -> dict[Line, ScoreCard] | None:
    """Each line's score card from ``[ScoreRubberHistory]`` (PBN 2.1 §4.2.6); None when the
    value is not one rubber game our cards can hold (docs/pbn.md): both lines in the
    same game, each finished game won by one line (100 or more below the line, the
    other less), neither line with two games, the current game's below-the-line points
    a part-score of 0-90 in tens.  Points above the line are read and not used."""
    parts = {}
    rest = text.strip().upper()
    while rest:
        found = _HISTORY_RE.match(rest)
        if found is None or found[1] in parts:
            return None
        parts[found[1]] = [int(n) for n in found[4].split()]
        rest = rest[found.end():].strip()
    if set(parts) != {"NS", "EW"} or len(parts["NS"]) != len(parts["EW"]):
        return None
    ns, ew = parts["NS"], parts["EW"]
    won = {Line.NS: 0, Line.EW: 0}
    for ns_points, ew_points in zip(ns[:-1], ew[:-1], strict=True):
        if (ns_points >= 100) == (ew_points >= 100):
            return None
        won[Line.NS if ns_points >= 100 else Line.EW] += 1
    if max(won.values()) > 1:
        return None
    try:
        return {Line.NS: ScoreCard(won[Line.NS] == 1, ns[-1]),
                Line.EW: ScoreCard(won[Line.EW] == 1, ew[-1])}
    except InputError:
        return None


def _vulnerability(cards: dict[Line, ScoreCard]) -> Vulnerability:
    return {(False, False): Vulnerability.NONE, (True, False): Vulnerability.NS,
            (False, True): Vulnerability.EW,
            (True, True): Vulnerability.BOTH}[(cards[Line.NS].vulnerable,
                                               cards[Line.EW].vulnerable)]


def _history_cards(match: Match, game: PbnGame, key: DealKey, table: int | None,
                   path: str) -> dict[Line, ScoreCard] | None:
    """The score cards a game's ``[ScoreRubberHistory]`` gives (None without the tag),
    refused when they are not one rubber game, disagree with ``[Vulnerable]``, with our
    ``NSScoreCard``/``EWScoreCard`` tags or (without those) with the cards the match has
    for the table."""
    text = game.get("ScoreRubberHistory")
    if text is None or not text.strip():
        return None
    line = game.line_of("ScoreRubberHistory")
    deal = key.deal
    cards = parse_rubber_history(text)
    if cards is None:
        raise PbnError(path, line, f'board {deal}: [ScoreRubberHistory "{text}"] is not one '
                       "rubber game of score cards (NS and EW in the same game, each "
                       "finished game won by one line, a part-score of 0-90 in tens)",
                       "pbn_rubber_history", {"deal": deal, "text": text})
    says = _vulnerability(cards)
    vul_text = (game.get("Vulnerable") or "").strip()
    vul = _VULNERABLE.get(vul_text.lower())
    if vul_text and vul is not None and vul is not says:
        raise PbnError(path, line, f'board {deal}: [ScoreRubberHistory "{text}"] makes '
                       f'the vulnerability {says.value}, [Vulnerable] says {vul_text}',
                       "pbn_rubber_vulnerable",
                       {"deal": deal, "text": text, "says": says.value, "vul": vul_text,
                        "vulnerability": says})
    ns_text, ew_text = game.get("NSScoreCard"), game.get("EWScoreCard")
    has: dict[Line, ScoreCard] | None = None
    source = "tags"
    if ns_text and ew_text:
        try:
            has = {Line.NS: ScoreCard.parse(ns_text), Line.EW: ScoreCard.parse(ew_text)}
        except InputError:
            has = None  # worded by the score card's own refusal
    elif table is not None and not match.settings.board:
        has, source = match.cards_at(key, table), "match"
    if has is not None and has != cards:
        where = f"board {key} room {ROOMS.get(table or 0, '?')}"
        found = f"NS {cards[Line.NS]} EW {cards[Line.EW]}"
        other = f"NS {has[Line.NS]} EW {has[Line.EW]}"
        message = (f'{where}: [ScoreRubberHistory "{text}"] gives the score cards {found}, '
                   + ("the NSScoreCard/EWScoreCard tags say " if source == "tags" else
                      "the match has ") + other)
        raise PbnError(path, line, message, f"pbn_rubber_cards_{source}",
                       {"deal": str(key), "room": ROOMS.get(table or 0, ""), "text": text,
                        "found": found, "has": other, "table": table or 0,
                        "found_cards": cards, "has_cards": has})
    return cards


def _file_cards(match: Match, game: PbnGame, key: DealKey, table: int, path: str
                ) -> tuple[ScoreCard, ScoreCard] | None:
    """The score cards a game's tags give: our NSScoreCard/EWScoreCard, else its
    ScoreRubberHistory (checked against them, [Vulnerable] and the match's cards); None
    when it has neither."""
    history = _history_cards(match, game, key, table, path)
    ns_text, ew_text = game.get("NSScoreCard"), game.get("EWScoreCard")
    if ns_text and ew_text:
        try:
            return ScoreCard.parse(ns_text), ScoreCard.parse(ew_text)
        except InputError as exc:
            raise PbnError(path, game.line_of("NSScoreCard"),
                           f"board {key.deal}: score card: {exc.reason}", "pbn_score_card",
                           {"deal": key.deal, "error": exc}) from None
    if history is not None:
        return history[Line.NS], history[Line.EW]
    return None


def _game_cards(match: Match, game: PbnGame, key: DealKey, table: int, path: str
                ) -> tuple[ScoreCard | None, ScoreCard | None]:
    """The score cards a result was played under (None in board mode or when drawn)."""
    deal = key.deal
    if match.settings.board:
        return None, None
    found = _file_cards(match, game, key, table, path)
    if found is not None:
        ns, ew = found
    else:
        drawn = match.draws.get(deal)
        if drawn:
            return None, None
        vul_text = (game.get("Vulnerable") or "").strip()
        vul = _VULNERABLE.get(vul_text.lower())
        if vul is None:
            raise PbnError(path, game.line_of("Vulnerable"),
                           f"board {deal}: a result needs the score cards (NSScoreCard/"
                           "EWScoreCard or ScoreRubberHistory tags) or Vulnerable, and the "
                           "deal has no cards drawn", "pbn_no_cards", {"deal": deal})
        # Without our tags a line's card is its vulnerability with no part-score.
        ns = ScoreCard(vul.is_vulnerable(Line.NS), 0)
        ew = ScoreCard(vul.is_vulnerable(Line.EW), 0)
    drawn = match.draws.get(deal)
    if drawn and drawn.get(Line.NS) == ns and drawn.get(Line.EW) == ew:
        return None, None
    return ns, ew
