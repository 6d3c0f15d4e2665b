"""What one table's terminal shows: its round, seats, games, hints and points, as JSON.

Everything here is a function of the session's match and the table, worded in the
current language (call it inside :func:`words.speaking`).  It reuses
the views' queries (:func:`models.queries.game_rows`, the session's
:meth:`~teams_app.session.Session.table_hints`) and words them with
the catalog of words (:mod:`words`).

Nothing leaks (annulment reason 4): a table sees only its own results, contracts and
points; the other room's are never part of the state, and neither are hands or
auctions.  What it may learn of the other room is what the hints say anyway (whether a
sent deal has been played there yet).
"""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING, Any

from models import confirmations, queries
from models.codec import data_of
from models.entry import canonical_entry
from models.envelopes import HintKind
from models.errors import MatchCoreError
from models.format import Team
from models.hints import RoomHint, RoomHintKind
from models.match import Match, TableResult
from models.replays import next_pending
from models.steps import Step, StepKind, table_steps
from models.vocabulary import Direction, Doubling, Line, Strain, format_result
from words import errors, hints, notation, texts

if TYPE_CHECKING:
    from teams_app.session import Session

_SEAT_ORDER = (Direction.N, Direction.E, Direction.S, Direction.W)


def result_text(result: TableResult) -> str:
    """A table's result as its diagram shows it: ``4♠X N 10``'s contract, declarer and
    over/under (``=``, ``+1``, ``-2``), or Pass."""
    if result.contract is None or result.declarer is None or result.tricks is None:
        return texts.pass_word()
    return (f"{notation.contract_text(result.contract)} "
            f"{notation.direction_letter(result.declarer)} "
            f"{format_result(result.contract, result.tricks)}")


def table_round(match: Match) -> int:
    """The round the terminals show: the match's current round."""
    return queries.current_round(match)


def allowed_rounds(match: Match) -> range:
    """Rounds a terminal may write to: those up to the current one."""
    return range(1, table_round(match) + 1)


def _seats(match: Match, round_: int, table: int) -> list[dict[str, Any]]:
    original, sent = match.format.blocks(round_, table, match.settings.turning)
    blocks = [original] if dict(sent.seats) == dict(original.seats) else [original, sent]
    shown = []
    for block in blocks:
        games = f"{block.games[0].game}–{block.games[-1].game}"
        shown.append({
            "games": games,
            "turned": block is sent and len(blocks) == 2,
            "seats": [{"direction": d.name, "letter": notation.direction_letter(d),
                       "name": notation.direction_name(d), "code": block.seats[d],
                       "player": match.player(block.seats[d], round_)}
                      for d in _SEAT_ORDER],
        })
    return shown


def unconfirmed_token(item: confirmations.Unconfirmed) -> str:
    """A short name of a result waiting for the other line: what a confirmation says it
    saw (the same result typed again has the same name; another has another)."""
    text = json.dumps([str(item.key), item.table, data_of(item.result)], sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def unconfirmed_item(match: Match, item: confirmations.Unconfirmed) -> dict[str, Any]:
    """A result waiting for the other line as the page shows it, large: the contract,
    the declarer, the tricks, the score with the honours, the lead, and what it corrects."""
    result = item.result
    declarer = result.declarer if result.contract is not None else None
    return {
        "deal": item.key.deal, "attempt": item.key.attempt, "label": str(item.key),
        "token": unconfirmed_token(item),
        "result": result_text(result),
        "contract": notation.contract_text(result.contract),
        "declarer": None if declarer is None else notation.direction_name(declarer),
        "tricks": None if declarer is None else result.tricks,
        "honours": notation.honours_text(result.honours) or None,
        "lead": None if result.lead is None else notation.card_text(result.lead),
        "ns_score": queries.score_of(match, item.key, item.table, result),
        "was": None if item.was is None else result_text(item.was),
    }


def _sign(match: Match, table: int) -> dict[str, Any] | None:
    """The round this table's lines are asked to sign: the first one played to its end
    here that both have not signed (its rows as they stand, to read before signing);
    else the page's round when both have signed it (``done``); None when there is
    neither, or the match's setting is off."""
    names = (match.teams[Team.A].name, match.teams[Team.B].name)
    for round_ in allowed_rounds(match):
        signed = confirmations.round_signatures(match, round_, table)
        if signed is None or len(signed) == len(Line):
            continue
        diagram = queries.round_diagram(match, round_, table)
        return {"round": round_, "round_roman": texts.roman(round_), "done": False,
                "signed": [line.name for line in Line if line in signed],
                "games": _games(diagram.shown),
                "points_text": texts.diagram_points_text(names, diagram, match.format.rounds)}
    round_ = table_round(match)
    if len(confirmations.round_signatures(match, round_, table) or ()) == len(Line):
        # the round on the page signed by both: said until the next one begins
        return {"round": round_, "round_roman": texts.roman(round_), "done": True,
                "signed": [line.name for line in Line], "games": [], "points_text": []}
    return None


def _games(rows: list[queries.GameRow],
           waiting: frozenset[tuple[int, int]] = frozenset()) -> list[dict[str, Any]]:
    """The diagram's rows; ``waiting``: the (deal, attempt) whose result typed here waits
    for the other line."""
    games = []
    for row in rows:
        result = row.result
        annulment = row.annulment
        games.append({
            "game": row.game, "deal": row.deal, "attempt": row.attempt, "label": row.label,
            "kind": row.kind.value,
            "dealer": notation.direction_letter(row.dealer),
            "dealer_name": notation.direction_name(row.dealer),
            "ns_card": notation.score_card_text(row.ns_card) if row.ns_card else None,
            "ew_card": notation.score_card_text(row.ew_card) if row.ew_card else None,
            "result": result_text(result) if result is not None else None,
            # this table's own lead (part of its result), in the language's letters
            "lead": (notation.card_text(result.lead)
                     if result is not None and result.lead is not None else None),
            "ns_score": row.ns_score,
            "points_a": row.points_a, "points_b": row.points_b,
            "annulled": (None if annulment is None else
                         {"reason": int(annulment.reason),
                          "text": texts.reason_text(annulment.reason)}),
            "unconfirmed": (row.deal, row.attempt) in waiting,
        })
    return games


def _target(match: Match, round_: int, table: int,
            offered: list[Step]) -> dict[str, Any] | None:
    """The game the table is asked for next: the first whose cards it holds; when it
    holds none, the one it waits for.  Whether it may draw its score cards, or must wait
    (its cards are at ``from_table``), is what the core offers the table now
    (:func:`models.steps.offered`), not a rule of its own."""
    upcoming = next_pending(match, round_, table)
    if upcoming is None:
        return None
    game, key = upcoming.game, upcoming.key
    cards = match.draws.get(key.deal)
    board = match.settings.board
    mine = {s.kind for s in offered if s.table == table and s.key == key}
    return {
        "game": game.game, "deal": key.deal, "attempt": key.attempt, "label": str(key),
        "kind": game.kind.value, "dealer": notation.direction_name(match.dealer(key.deal)),
        "cards": (None if board or cards is None else
                  {"ns": notation.score_card_text(cards[Line.NS]),
                   "ew": notation.score_card_text(cards[Line.EW])}),
        "drawable": StepKind.DRAW in mine,
        "board": board,
        "waiting": not mine & {StepKind.DRAW, StepKind.RESULT},
        "from_table": game.origin_table,
    }


def _checks(match: Match, room_hints: list[RoomHint]) -> list[dict[str, Any]]:
    """The envelopes this table must check on arrival (13 cards each), a round's at a
    time: all there in one step, or the one envelope found otherwise."""
    found = []
    for hint in room_hints:
        envelope = hint.envelope
        if hint.kind is RoomHintKind.ENVELOPES and envelope is not None \
                and envelope.kind is HintKind.CHECK:
            deals = [int(d) for d in envelope.params["deals"]]
            found.append({"round": match.format.slot(deals[0]).round, "deals": deals,
                          "from_table": envelope.params["from_table"],
                          "score_cards": bool(envelope.params["score_cards"]),
                          "text": hints.envelope_hint_text(envelope, with_table=False)})
    return found


def entry_keys() -> dict[str, str]:
    """What the page's keypad types: the words the entry understands in the current
    language (``"С"`` for North, ``"БК"``, ``"пас"``, ``"к"``)."""
    return {**{d.name: notation.direction_letter(d) for d in _SEAT_ORDER},
            "NT": notation.strain_text(Strain.NT), "PASS": texts.pass_word(),
            "X": notation.doubling_mark(Doubling.DOUBLED),
            "XX": notation.doubling_mark(Doubling.REDOUBLED)}


def table_state(session: Session, table: int) -> dict[str, Any]:
    """Everything table ``table``'s page shows, in the current language."""
    match = session.match
    fmt = match.format
    round_ = table_round(match)
    a_line = fmt.team_line(table, Team.A)
    ns_team = Team.A if a_line is Line.NS else Team.B
    diagram = queries.round_diagram(match, round_, table)
    room_hints = session.table_hints(round_, table)
    waiting = confirmations.unconfirmed(match, table)
    return {
        "table": table,
        "round": round_,
        "round_roman": texts.roman(round_),
        "rounds": fmt.rounds,
        "teams": {"A": match.teams[Team.A].name, "B": match.teams[Team.B].name},
        "lines": {"NS": notation.line_name(Line.NS), "EW": notation.line_name(Line.EW),
                  "ns_team": match.teams[ns_team].name,
                  "ew_team": match.teams[ns_team.other].name},
        "seats": _seats(match, round_, table),
        "games": _games(diagram.shown,
                        frozenset((item.key.deal, item.key.attempt) for item in waiting)),
        "hints": [hints.room_hint_text(hint) for hint in room_hints],
        "target": _target(match, round_, table, table_steps(session.table_steps(), table)),
        "checks": _checks(match, room_hints),
        "keys": entry_keys(),
        # the match's setting (issue 32): the page takes the opening lead with the result
        "lead": match.settings.phone_leads,
        # the match's setting (issue 32): the other line confirms, both lines sign
        "confirm": match.settings.phones_confirm,
        "confirming_line": notation.line_name(confirmations.CONFIRMING_LINE),
        "unconfirmed": [unconfirmed_item(match, item) for item in waiting],
        "sign": _sign(match, table),
        # the diagram's points, worded as on the laptop's screen (the paper's sums)
        "points": {"A": diagram.points.a, "B": diagram.points.b,
                   "pending": {"A": diagram.points.pending_a, "B": diagram.points.pending_b}},
        "points_text": texts.diagram_points_text(
            (match.teams[Team.A].name, match.teams[Team.B].name), diagram, fmt.rounds),
    }


def latin_entry(text: str) -> str:
    """A result typed in the current language's words (``"4♠ С 10"``, ``"3БК Ю +1"``,
    ``"пас"``) as the entry the core reads, as the Rooms tab does."""
    return canonical_entry(text, texts.entry_words())


def preview(match: Match, table: int, deal: int, attempt: int | None,
            text: str) -> dict[str, Any]:
    """The live score of an entry being typed (in the current language's words or the
    Latin ones): ``{"ns", "team", "line", "points"}``, or ``{"error"}`` worded in the
    current language (the Rooms tab's refusals)."""
    try:
        latin = latin_entry(text)
    except MatchCoreError as exc:
        return {"error": errors.error_text(exc)}
    score, error = queries.preview_entry(match, deal=deal, table=table, text=latin,
                                         attempt=attempt)
    if error is not None:
        return {"error": errors.error_text(error)}
    assert score is not None
    points = queries.team_points(match, table, score)
    if score == 0:
        return {"ns": 0, "team": None, "line": None, "points": 0}
    winner = Team.A if points[Team.A] else Team.B
    return {"ns": score, "team": match.teams[winner].name,
            "line": notation.line_name(match.format.team_line(table, winner)),
            "points": points[winner]}
