"""Pure queries of a match the views and the command line show.

Functions of a :class:`~models.match.Match` (no Qt, no store): the attempt a result goes
to, the live score preview, a table's rows of a round, the next game of a table, whether
a round or the match is over, team points.  The operations layer and the views call
them; the refusals they raise carry a message key and values
(:class:`~models.errors.MatchCoreError`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from models.errors import InputError, MatchCoreError, MatchError
from models.format import TABLES, BlockKind, Game, Team
from models.match import (
    Annulment,
    DealKey,
    Match,
    ReplayAt,
    TableResult,
    check_honours_scored,
)
from models.reads import Area, reads
from models.scorecards import ScoreCard
from models.scoring import board_conditions, ns_score
from models.vocabulary import Card, Direction, Line, format_result

if TYPE_CHECKING:  # the balances are imported by who computes them
    from models.balances import DealBalance, MatchBalances


def result_key(match: Match, deal: int, table: int, attempt: int | None = None) -> DealKey:
    """The attempt a table's result for a deal goes to (:func:`attempt_for`), refused when
    it is a replay its origin table has not entered yet: nobody has dealt it
    (:func:`models.replays.check_replay_reached`)."""
    # late: models.replays (~20 ms) loads with the match, after the first paint
    from models.replays import check_replay_reached

    key = attempt_for(match, deal, table, attempt)
    if attempt is None and (key, table) not in match.results:
        check_replay_reached(match, key, table)
    return key


def attempt_for(match: Match, deal: int, table: int, attempt: int | None = None) -> DealKey:
    """The attempt a table's result for a deal goes to, wherever its cards are.

    Explicit ``attempt``: that one (a correction).  Otherwise the deal's current
    attempt, or its replacement when the current attempt was annulled during the match
    and awaits its replay.  A deal annulled without a replay (after the match, or closed
    with no replay) takes no new result: refused with the reason.  A file's rows of a
    deal are one attempt, decided on the match before the import (rows at the origin
    table applied first): the importers ask this, the match's commands check the rest.
    """
    match.format.check_deal(deal)
    match.format.check_table(table)
    if attempt is not None:
        if attempt < 0:
            raise InputError(f"attempt {attempt}: attempts are 0 (the deal) and 1, 2… "
                             "(replacements)", "attempt", {"attempt": attempt})
        return DealKey(deal, attempt)
    key = match.current_key(deal)
    annulment = match.annulments.get(key)
    if annulment is None:
        return key
    if annulment.awaits_replay:
        return _replay(key)
    if (key, table) not in match.results:
        return key  # the annulled attempt itself, not played at this table yet
    raise not_replayed(deal, annulment)


def _replay(key: DealKey) -> DealKey:
    return DealKey(key.deal, key.attempt + 1)


def notebook_key(match: Match, deal: int, table: int, attempt: int | None = None) -> DealKey:
    """The attempt a table's notebook entry (auction, hands) goes to: as
    :func:`result_key`, and the annulled attempt itself when the deal is not replayed."""
    try:
        return result_key(match, deal, table, attempt)
    except MatchError:
        return match.current_key(deal)


def not_replayed(deal: int, annulment: Annulment) -> MatchError:
    """The refusal of a replay of a deal annulled with no replay."""
    if annulment.after_match:
        return MatchError(f"deal {deal} was annulled after the match: it is not replayed",
                          "annulled_after_match", {"deal": deal})
    return MatchError(f"deal {deal} was annulled and closed without a replay: it is not "
                      "replayed", "annulled_no_replay", {"deal": deal})


def describe_result(result: TableResult) -> str:
    if result.contract is None:
        return "PASS"
    assert result.tricks is not None
    text = f"{result.contract} {result.declarer} {format_result(result.contract, result.tricks)}"
    return text if result.honours is None else f"{text} H {result.honours}"


def check_played_at_origin(match: Match, key: DealKey, table: int) -> None:
    """A sent deal's score cards are drawn when its own table plays it: entered at the
    other table before that, the refusal says so (drawing is not possible there)."""
    origin = match.format.slot(key.deal).origin_table
    if origin != table and (key, origin) not in match.results and key.deal not in match.draws:
        raise MatchError(f"deal {key}, table {table}: table {origin} has not played this deal "
                         "yet (its score cards are drawn there, when it is played)",
                         "not_played_at_origin",
                         {"deal": str(key), "table": table, "origin": origin})


def score_of(match: Match, key: DealKey, table: int, result: TableResult) -> int:
    """NS score a result would get at a table (cards recorded, else drawn, else board)."""
    check_honours_scored(match.settings, result)
    if result.contract is None:
        return 0
    assert result.declarer is not None and result.tricks is not None
    line = result.declarer.line
    if match.settings.board:
        vulnerable = board_conditions(key.deal).vulnerability.is_vulnerable(line)
        part = 0
    else:
        card = result.ns_card if line is Line.NS else result.ew_card
        if card is None:
            cards = match.draws.get(key.deal)
            if cards is None:
                check_played_at_origin(match, key, table)
                raise MatchError(f"deal {key.deal}: the score cards are not drawn yet — "
                                 "draw them first", "cards_not_drawn", {"deal": key.deal})
            card = cards[line]
        vulnerable, part = card.vulnerable, card.part_score
    return ns_score(result.contract, result.declarer, result.tricks, vulnerable, part,
                    result.honours)


def preview_result(match: Match, *, deal: int, table: int, text: str,
                   attempt: int | None = None) -> tuple[int | None, str | None]:
    """The as-you-type display: (NS score at that table, None) or (None, the error)."""
    score, error = preview_entry(match, deal=deal, table=table, text=text, attempt=attempt)
    return score, None if error is None else error.reason


def preview_entry(match: Match, *, deal: int, table: int, text: str,
                  attempt: int | None = None) -> tuple[int | None, MatchCoreError | None]:
    """:func:`preview_result` with the error itself (its key and params word it in the
    app's language)."""
    try:
        result = TableResult.parse_entry(text)
        key = result_key(match, deal, table, attempt)
        return score_of(match, key, table, result), None
    except MatchCoreError as exc:
        return None, exc


def team_points(match: Match, table: int, ns: int) -> dict[Team, int]:
    """A NS score at a table as points won by each team (the loser's entry is 0)."""
    a_line = match.format.team_line(table, Team.A)
    a = ns if a_line is Line.NS else -ns
    return {Team.A: max(a, 0), Team.B: max(-a, 0)}


class AttemptRow:
    """A row about one attempt of a deal: its key (``DealKey``) and label (``"5R1"``)."""

    deal: int
    attempt: int

    @property
    def key(self) -> DealKey:
        return DealKey(self.deal, self.attempt)

    @property
    def label(self) -> str:
        return str(self.key)


@dataclass(frozen=True, slots=True)
class GameRow(AttemptRow):
    """One line of a table's diagram: a game (or a replacement of it) and its result.

    ``when``: for a replay, when it is played (its row stands in its deal's place, after
    the round's games, or after the last round's); ``pending``: a replay still to play
    here (no result yet), a row to write on."""

    game: int
    deal: int
    attempt: int
    dealer: Direction
    kind: BlockKind
    ns_card: ScoreCard | None
    ew_card: ScoreCard | None
    result: TableResult | None
    ns_score: int | None
    points_a: int | None
    points_b: int | None
    annulment: Annulment | None
    when: ReplayAt | None = None


def play_order(match: Match, round_: int, table: int) -> list[Game]:
    return match.format.play_order(round_, table, match.settings.two_decks)


def replay_when(match: Match, key: DealKey) -> ReplayAt | None:
    """When an attempt is played, for a replay (what the annulment before it says);
    None for a first attempt."""
    if key.attempt == 0:
        return None
    before = match.annulments.get(DealKey(key.deal, key.attempt - 1))
    return None if before is None else before.when


def attempts_due(match: Match, deal: int,
                 latest: Mapping[int, int] | None = None) -> list[DealKey]:
    """Every attempt of a deal started or due: the played ones and the replay still to
    be played (an annulment set for a replay), a row to write on."""
    top = (latest if latest is not None else match.latest_attempts()).get(deal, 0)
    current = match.annulments.get(DealKey(deal, top))
    if current is not None and current.awaits_replay:
        top += 1
    return [DealKey(deal, attempt) for attempt in range(top + 1)]


def _game_row(match: Match, game: Game, table: int, key: DealKey) -> GameRow:
    drawn = match.draws.get(game.deal, {})
    result = match.results.get((key, table))
    ns_card = (result.ns_card if result and result.ns_card else drawn.get(Line.NS))
    ew_card = (result.ew_card if result and result.ew_card else drawn.get(Line.EW))
    ns = match.score(key, table)
    points = team_points(match, table, ns) if ns is not None else None
    return GameRow(
        game=game.game, deal=game.deal, attempt=key.attempt, dealer=match.dealer(game.deal),
        kind=game.kind, ns_card=ns_card, ew_card=ew_card, result=result,
        ns_score=ns, points_a=points[Team.A] if points else None,
        points_b=points[Team.B] if points else None,
        annulment=match.annulments.get(key), when=replay_when(match, key),
    )


def diagram_rows(match: Match, round_: int, table: int) -> list[GameRow]:
    """A table's diagram of a round, as printed: its games in play order, every attempt
    of each deal (a replay played at once in its deal's place), then the replays played
    after the round's six games.  The replays set for the end of the match are on the
    match's last diagram (:func:`match_end_rows`)."""
    rows: list[GameRow] = []
    after_round: list[GameRow] = []
    latest = match.latest_attempts()
    for game in play_order(match, round_, table):
        for key in attempts_due(match, game.deal, latest):
            when = replay_when(match, key)
            if when is ReplayAt.MATCH_END:
                continue
            row = _game_row(match, game, table, key)
            (after_round if when is ReplayAt.ROUND_END else rows).append(row)
    return rows + after_round


def match_end_rows(match: Match, table: int) -> list[GameRow]:
    """The replays a table plays after the last round (every round's deals annulled with
    their replay set for the end of the match), by deal."""
    rows: list[GameRow] = []
    latest = match.latest_attempts()
    for round_ in range(1, match.format.rounds + 1):
        for game in sorted(play_order(match, round_, table), key=lambda g: g.deal):
            rows += [_game_row(match, game, table, key)
                     for key in attempts_due(match, game.deal, latest)
                     if replay_when(match, key) is ReplayAt.MATCH_END]
    return rows


@dataclass(frozen=True, slots=True)
class DiagramPoints:
    """Each team's points on a diagram (:func:`diagram_points`): ``a``, ``b`` of the
    attempts both tables played (they count), ``pending_a``, ``pending_b`` of those
    played at this table only so far (they count once the other table has)."""

    a: int = 0
    b: int = 0
    pending_a: int = 0
    pending_b: int = 0


def diagram_points(match: Match, rows: list[GameRow], table: int) -> DiagramPoints:
    """The points on a table's diagram (or a part of it): the one sum the screen, the
    phones and the paper show for it.  Annulled attempts count for neither team."""
    a = b = pending_a = pending_b = 0
    for row in rows:
        if row.annulment is not None or row.ns_score is None:
            continue
        if match.score(row.key, 3 - table) is None:
            pending_a += row.points_a or 0
            pending_b += row.points_b or 0
        else:
            a += row.points_a or 0
            b += row.points_b or 0
    return DiagramPoints(a, b, pending_a, pending_b)


@dataclass(frozen=True, slots=True)
class RoundDiagram:
    """A table's round as its screen, its phone and its paper show it: the diagram's
    rows and their points, and in the last round the replays after it with theirs."""

    rows: tuple[GameRow, ...]
    points: DiagramPoints
    after: tuple[GameRow, ...] = ()
    after_points: DiagramPoints | None = None

    @property
    def shown(self) -> list[GameRow]:
        """Every row, the replays after the match last."""
        return [*self.rows, *self.after]


@reads(Area.SETUP, Area.SETTINGS, Area.DRAWS, Area.RESULTS, Area.ANNULMENTS)
def round_diagram(match: Match, round_: int, table: int) -> RoundDiagram:
    """A table's round (:func:`diagram_rows`, and in the last round
    :func:`match_end_rows`) with the points of each part (:func:`diagram_points`)."""
    rows = diagram_rows(match, round_, table)
    after = match_end_rows(match, table) if round_ == match.format.rounds else []
    return RoundDiagram(tuple(rows), diagram_points(match, rows, table), tuple(after),
                        diagram_points(match, after, table) if after else None)


def game_rows(match: Match, round_: int, table: int) -> list[GameRow]:
    """What a table's screen shows of a round (:attr:`RoundDiagram.shown`)."""
    return round_diagram(match, round_, table).shown


def pending_key(match: Match, deal: int, table: int,
                latest: Mapping[int, int] | None = None) -> DealKey | None:
    """The attempt of a deal a table still has to play, or None when it has none (a deal
    annulled with no replay, or played there).

    ``latest``: :meth:`Match.latest_attempts`, when the caller asks about many deals."""
    attempt = (latest if latest is not None else match.latest_attempts()).get(deal, 0)
    key = DealKey(deal, attempt)
    annulment = match.annulments.get(key)
    if annulment is not None:
        if not annulment.awaits_replay:
            return None
        return DealKey(deal, key.attempt + 1)
    if (key, table) in match.results:
        return None
    return key


def next_game(match: Match, round_: int, table: int,
              latest: Mapping[int, int] | None = None) -> tuple[Game, DealKey] | None:
    """The next game a table plays in a round: the first one still to play whose cards
    are at the table, else the first it waits for (:func:`models.replays.next_pending`);
    a replay comes in its deal's place (``now``), after the round's games
    (``round-end``) or after the last round (``match-end``)."""
    # late: models.replays (~20 ms) loads with the match, after the first paint
    from models.replays import next_pending

    pending = next_pending(match, round_, table, latest)
    return None if pending is None else (pending.game, pending.key)


def round_complete(match: Match, round_: int,
                   latest: Mapping[int, int] | None = None) -> bool:
    """Every deal of the round is complete at both tables, or waits only for a replay set
    for the end of the match (spec §11)."""
    # late: models.replays (~20 ms) loads with the match, after the first paint
    from models.replays import round_waiting

    return not round_waiting(match, round_, latest)


def results_missing(match: Match, round_: int) -> int:
    """The results a round still waits for before it is closed: none once it is complete
    (a replay set for the end of the match holds no round open), else the games each
    table has still to enter."""
    if round_complete(match, round_):
        return 0
    return sum(1 for table in TABLES for game in play_order(match, round_, table)
               if pending_key(match, game.deal, table) is not None)


def match_over(match: Match) -> bool:
    """Every deal's current attempt has both results (or is annulled with no replay):
    nothing is left to play.  An annulment from now on is one after the match."""
    latest = match.latest_attempts()
    for deal in range(1, match.format.deals + 1):
        key = DealKey(deal, latest.get(deal, 0))
        annulment = match.annulments.get(key)
        if annulment is not None:
            if annulment.awaits_replay:
                return False
        elif (key, 1) not in match.results or (key, 2) not in match.results:
            return False
    return True


@reads(Area.SETUP, Area.SETTINGS, Area.DRAWS, Area.RESULTS, Area.ANNULMENTS, Area.ENVELOPES)
def current_round(match: Match) -> int:
    """The first round with a game still to play at either table, else the last round."""
    fmt = match.format
    latest = match.latest_attempts()  # one pass over the results for every round
    for round_ in range(1, fmt.rounds + 1):
        if not round_complete(match, round_, latest):
            return round_
    return fmt.rounds


def parse_cards_pair(text: str) -> tuple[ScoreCard, ScoreCard]:
    """``"NV0 V60"`` → (NS card, EW card), for typing the physical cards."""
    parts = text.replace(",", " ").replace("/", " ").split()
    if len(parts) != 2:
        raise InputError(f'"{text}": type the NS card then the EW card, like "NV0 V60"',
                         "cards_pair", {"text": text})
    return ScoreCard.parse(parts[0]), ScoreCard.parse(parts[1])


def points_won(balances: MatchBalances) -> tuple[int, int]:
    """Points each team won on the deals that count (the victory percentage's terms)."""
    won_a = sum(d.net_a for d in balances.deals if d.net_a > 0)
    won_b = sum(-d.net_a for d in balances.deals if d.net_a < 0)
    return won_a, won_b


def deal_balance_rows(match: Match, balances: MatchBalances) -> list[DealBalance]:
    """Every deal's balance, with its annulled attempts before the one that counts now."""
    return [row for current in balances.deals for row in balances.attempts(current)]


# -- refusals that depend on the match state ---------------------------------------------


def check_result_to_delete(match: Match, key: DealKey, table: int) -> TableResult:
    """The result a deletion removes; refused when the table has none there."""
    match.format.check_deal(key.deal)
    match.format.check_table(table)
    result = match.results.get((key, table))
    if result is None:
        raise MatchError(f"deal {key}, table {table}: no result to delete", "no_result",
                         {"deal": str(key), "table": table})
    return result


def check_lead(match: Match, key: DealKey, table: int, card: Card | None) -> TableResult:
    """The result an opening lead is recorded on; refused before the result is entered,
    and for a passed-out deal."""
    match.format.check_deal(key.deal)
    match.format.check_table(table)
    result = match.results.get((key, table))
    if result is None:
        raise MatchError(f"deal {key}, table {table}: enter the result before the lead",
                         "lead_before_result", {"deal": str(key), "table": table})
    if card is not None and result.contract is None:
        raise MatchError(f"deal {key}, table {table}: passed out, there is no lead",
                         "lead_passed_out", {"deal": str(key), "table": table})
    return result


def check_drawable(match: Match, deal: int) -> None:
    """Score cards may be drawn (or typed) for a deal: cards conditions, none drawn yet."""
    match.format.check_deal(deal)
    if match.settings.board:
        raise MatchError("board conditions: no score cards are drawn", "board_no_cards")
    if deal in match.draws:
        cards = match.draws[deal]
        raise MatchError(f"deal {deal}: score cards already drawn (NS {cards[Line.NS]}, "
                         f"EW {cards[Line.EW]})", "cards_already_drawn",
                         {"deal": deal, "ns": cards[Line.NS], "ew": cards[Line.EW]})


def check_annullable(match: Match, deal: int) -> DealKey:
    """The attempt an annulment of a deal concerns (its current one); refused when that
    attempt is annulled already (undo is the way back)."""
    match.format.check_deal(deal)
    key = match.current_key(deal)
    existing = match.annulments.get(key)
    if existing is not None:
        raise already_annulled(key, existing)
    return key


def already_annulled(key: DealKey, existing: Annulment) -> MatchError:
    return MatchError(f"deal {key} is already annulled (reason {int(existing.reason)}): "
                      "undo is the way back", "already_annulled",
                      {"deal": str(key), "reason": int(existing.reason)})


def check_lift(match: Match, deal: int) -> DealKey:
    """The annulled attempt a lifting concerns; refused when the deal is not annulled."""
    match.format.check_deal(deal)
    key = match.current_key(deal)
    if key not in match.annulments:
        raise MatchError(f"deal {key} is not annulled", "not_annulled", {"deal": str(key)})
    return key


# -- the round the rooms play (the laptop follows it) ------------------------------------


@dataclass(frozen=True, slots=True)
class RoundInPlay:
    """The round the rooms are playing, as the laptop follows it.

    ``round``: the last round in which a table has played (a result, any attempt) or
    drawn score cards; round 1 before any play.  ``finished``: that round is complete
    (:func:`round_complete`) and it is not the last, so ``next_round`` is the one the
    host moves on to; None otherwise."""

    round: int
    next_round: int | None = None


@reads(Area.SETUP, Area.SETTINGS, Area.DRAWS, Area.RESULTS, Area.ANNULMENTS, Area.ENVELOPES)
def round_in_play(match: Match) -> RoundInPlay:
    """The round the rooms are in: the latest round with a result or a draw at either
    table.  A result of an earlier round (a replay, a result typed from paper later)
    does not take it back; the first result (or draw) of a later round moves it on.
    When that round is complete, the next round is named (it is next, not yet begun)."""
    fmt = match.format
    played = {key.deal for key, _table in match.results} | set(match.draws)
    round_ = max((fmt.slot(deal).round for deal in played), default=1)
    if round_ < fmt.rounds and round_complete(match, round_):
        return RoundInPlay(round_, round_ + 1)
    return RoundInPlay(round_)


@reads(Area.SETUP, Area.SETTINGS, Area.DRAWS, Area.RESULTS, Area.ANNULMENTS, Area.ENVELOPES)
def round_under_way(match: Match) -> int | None:
    """The round the rooms are in the middle of: begun (a result or a draw at a table)
    and not complete; None before the first, between two rounds and after the last."""
    if not match.results and not match.draws:
        return None
    now = round_in_play(match)
    if now.next_round is not None or round_complete(match, now.round):
        return None
    return now.round
