"""The PBN writer: the whole match as one PBN 2.1 file.

Export writes each attempt of each deal once per table as a PBN 2.1 game (table 1 is Room
"Open", table 2 "Closed"; ``Competition "Teams"``; ``DealId`` ``8``, ``8R1``) with the
players' names, Dealer, Vulnerable, ``ScoreRubberHistory`` (PBN 2.1 §4.2.6: each line's
score card as the rubber game it describes, :func:`rubber_history`) and our own
``NSScoreCard`` / ``EWScoreCard`` tags (a line's score card: vulnerability and carried
part-score), Deal when known, Scoring, Declarer, Contract, Result, our ``Honours`` tag
(``NS100``, ``NS150``, ``EW100`` or ``EW150``, only when a hand held honours), our
``Replacement`` (the attempt: ``1`` for 8R1) and, on an annulled attempt, ``Annulled``
(the reason, 1-5), ``Replay`` (as the CSV's column: ``now`` … ``after-match``) and
``AnnulNote``; Score, ScoreIMP (IMP matches, attempts that count), OptimumScore and
OptimumResultTable (analysed deals), Auction and Play (the opening lead).  An attempt
annulled before either table played it is one game at its origin, without a result.
endplay's PBN parser reads it back to the same deals, contracts and results.  Every
mapping and choice: docs/pbn.md.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Final

from models.checks import stored_analysis
from models.filed import replay_word
from models.format import Team
from models.match import DealKey, Match, ScoringMethod
from models.notebook import (
    auction_finished,
    complete_deal,
    original_deal,
    recorded_auction,
    recorded_hands,
)
from models.scorecards import ScoreCard
from models.scoring import board_conditions, imps
from models.vocabulary import Deal, Direction, Line, Strain, Vulnerability
from teams_app.pbn.common import _PBN_STRAIN, ROOMS
from teams_app.store import write_output

#: the strains of the DD table in the order written
_DD_STRAINS: Final = (Strain.NT, Strain.S, Strain.H, Strain.D, Strain.C)
_SEAT_TAGS: Final = ((Direction.W, "West"), (Direction.N, "North"), (Direction.E, "East"),
                     (Direction.S, "South"))


def _quote(text: str) -> str:
    return str(text).replace("\\", "/").replace('"', "'").replace("\n", " ")


def table_deal(match: Match, key: DealKey, table: int) -> Deal | None:
    """The deal a table played: its own complete record, else the deal as dealt."""
    own = complete_deal(recorded_hands(match, key, table))
    return own if own is not None else original_deal(match, key)


def _vulnerable(match: Match, key: DealKey, table: int
                ) -> tuple[Vulnerability | None, dict[Line, ScoreCard] | None]:
    if match.settings.board:
        return board_conditions(key.deal).vulnerability, None
    cards = match.cards_at(key, table)
    if cards is None:
        return None, None
    ns, ew = cards[Line.NS].vulnerable, cards[Line.EW].vulnerable
    vul = {(False, False): Vulnerability.NONE, (True, False): Vulnerability.NS,
           (False, True): Vulnerability.EW, (True, True): Vulnerability.BOTH}[(ns, ew)]
    return vul, cards


def rubber_history(cards: dict[Line, ScoreCard]) -> str:
    """``[ScoreRubberHistory]`` (PBN 2.1 §4.2.6) of the two lines' score cards: the rubber
    game the cards describe (docs/pbn.md).  A vulnerable line has won one finished game
    (below-the-line 100 in it, the other line 0): NS's game first when both have; the
    current game's below-the-line points are each line's carried part-score; no points
    above the line (Stolitsa's cards carry none)."""
    won = [line for line in (Line.NS, Line.EW) if cards[line].vulnerable]

    def history(line: Line) -> str:
        below = [100 if winner is line else 0 for winner in won] + [cards[line].part_score]
        return "0 0/" + " ".join(str(points) for points in below)

    return f"NS {history(Line.NS)} EW {history(Line.EW)}"


def _deal_imps(match: Match, key: DealKey, table: int) -> int | None:
    """NS's IMPs at a table on a deal attempt that counts (both tables played it and it is
    not annulled), else None."""
    if key in match.annulments:
        return None
    here, there = match.score(key, table), match.score(key, 3 - table)
    if here is None or there is None:
        return None
    return imps(here - there)


def _optimum_lines(match: Match, key: DealKey, table: int) -> list[str]:
    """``[OptimumScore]`` and the ``[OptimumResultTable]`` (PBN 2.1 §4.2, §5.7) of an
    analysed deal, when the table played the deal the analysis is of."""
    analysis = stored_analysis(match, key)
    if analysis is None or table_deal(match, key, table) != analysis.deal:
        return []
    lines = []
    if analysis.par_ns is not None:
        lines.append(f'[OptimumScore "NS {analysis.par_ns}"]')
    lines.append('[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]')
    for declarer in (Direction.N, Direction.E, Direction.S, Direction.W):
        for strain in _DD_STRAINS:
            lines.append(f"{declarer.name} {_PBN_STRAIN[strain]:>2} "
                         f"{analysis.tricks[declarer][strain]:2d}")
    return lines


def pbn_text(match: Match) -> str:
    """The whole match as PBN text: each deal once per table that has anything to show."""
    fmt = match.format
    event = _quote(f"{match.teams[Team.A].name} v {match.teams[Team.B].name}")
    scoring = "IMP" if match.settings.scoring is ScoringMethod.IMPS else "Total"
    out = ["% PBN 2.1", "% EXPORT", "% Creator: teams-app", ""]
    imp_scored = match.settings.scoring is ScoringMethod.IMPS
    for deal, key, table in _games(match):
        slot = fmt.slot(deal)
        result = match.results.get((key, table))
        hands = table_deal(match, key, table)
        auction = recorded_auction(match, key, table)
        annulment = match.annulments.get(key)
        seats = fmt.seats_for_game(slot.round, table, deal, match.settings.turning)
        tags: list[tuple[str, str]] = [
            ("Event", event), ("Site", "?"), ("Date", "????.??.??"),
            ("Board", str(deal)),
            *((tag, _quote(match.player(seats[d], slot.round))) for d, tag in _SEAT_TAGS),
            ("Dealer", match.dealer(deal).name),
        ]
        vul, cards = _vulnerable(match, key, table)
        if vul is not None:
            tags.append(("Vulnerable", vul.value))
        if hands is not None:
            tags.append(("Deal", hands.to_pbn()))
        tags.append(("Scoring", scoring))
        if result is not None:
            if result.contract is None:
                tags += [("Declarer", ""), ("Contract", "Pass"), ("Result", "")]
            else:
                assert result.declarer is not None
                tags += [("Declarer", result.declarer.name),
                         ("Contract", str(result.contract)),
                         ("Result", str(result.tricks))]
        tags += [("Competition", "Teams"), ("DealId", str(key)), ("Room", ROOMS[table])]
        if cards is not None:
            tags += [("ScoreRubberHistory", rubber_history(cards)),
                     ("NSScoreCard", str(cards[Line.NS])),
                     ("EWScoreCard", str(cards[Line.EW]))]
        if result is not None and result.honours is not None:
            tags.append(("Honours", str(result.honours)))
        if key.attempt:
            tags.append(("Replacement", str(key.attempt)))
        if annulment is not None:
            tags += [("Annulled", str(int(annulment.reason))),
                     ("Replay", replay_word(annulment))]
            if annulment.note:
                tags.append(("AnnulNote", _quote(" ".join(annulment.note.split()))))
        if result is not None:
            score = match.score(key, table)
            if score is not None:
                tags.append(("Score", f"NS {score}"))
            deal_imps = _deal_imps(match, key, table) if imp_scored else None
            if deal_imps is not None:
                tags.append(("ScoreIMP", f"NS {deal_imps}"))
        lines = [f'[{name} "{value}"]' for name, value in tags]
        lines += _optimum_lines(match, key, table)
        if auction is not None and auction[1]:
            calls = [str(c) for c in auction[1]]
            if not auction_finished(auction[1]):
                calls.append("*")
            lines.append(f'[Auction "{auction[0].name}"]')
            lines += [" ".join(calls[i:i + 4]) for i in range(0, len(calls), 4)]
        if result is not None and result.lead is not None and result.declarer is not None:
            lines.append(f'[Play "{result.declarer.next.name}"]')
            lines.append(f"{result.lead} - - -")
        out += [*lines, ""]
    return "\n".join(out)


def _games(match: Match) -> Iterator[tuple[int, DealKey, int]]:
    """(deal, attempt, table) of every game the export writes: each attempt at each
    table that has a result, hands or an auction there, and an attempt annulled with
    none of them once, at its origin table."""
    for deal in range(1, match.format.deals + 1):
        origin = match.format.slot(deal).origin_table
        for attempt in match.attempts(deal):
            key = DealKey(deal, attempt)
            shown = [t for t in (1, 2) if (key, t) in match.results
                     or table_deal(match, key, t) is not None
                     or recorded_auction(match, key, t) is not None]
            if not shown and key in match.annulments:
                shown = [origin]
            for table in shown:
                yield deal, key, table


def export_pbn(match: Match, path: str | Path, *, protect: Iterable[str | Path] = ()) -> int:
    """Write the whole match to a PBN file (UTF-8) whole or not at all (never over a
    match file or the files in ``protect``); the number of games written."""
    text = pbn_text(match)
    write_output(path, text, protect=protect, what="the PBN file")
    return text.count('\n[Board "')
