"""The operations layer between widgets and the match store.

Widgets never build commands or touch the store directly: they call these keyword-only
functions, which apply core command objects through ``store.apply`` and return a
:class:`Changes` value saying which areas of the match changed (and which deals), so
that each view refreshes only when the change concerns it.

The second half of the module is pure: functions of a :class:`~models.match.Match`
that the views display (the live score preview, the rows of a table's round, the next
game of a table).  They hold the match logic the widgets must not.  What a room must
do next (the hints) is in :mod:`teams_app.hints`.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from models.balances import DealBalance, MatchBalances
from models.commands import Batch, Command, SetResult, SetScoreCards, annul, replacement_key
from models.errors import InputError, MatchCoreError, MatchError
from models.format import BlockKind, Game, Team
from models.match import (
    Annulment,
    AnnulReason,
    Conditions,
    DealKey,
    Match,
    TableResult,
)
from models.scorecards import ScoreCard, draw
from models.scoring import board_conditions, ns_score
from models.vocabulary import Direction, Line, format_result

if TYPE_CHECKING:
    from pathlib import Path

    from teams_app.store import MatchStore

#: Every area a change can concern.
AREAS = frozenset({"setup", "settings", "draws", "results", "annulments", "envelopes",
                   "notebook", "analysis"})


class Changes(frozenset[str]):
    """What an operation changed: a frozenset of area names, plus the deals touched.

    ``"results" in changes`` asks about an area; ``changes.deals`` names the deals
    (empty when the change is not about particular deals, or is about all of them);
    ``changes.description`` is the store's description of the step; ``changes.command``
    the command done, undone or redone (``changes.step`` ``"do"``, ``"undo"``, ``"redo"``),
    from which the views word the step in the app's language (None: only the description).
    """

    deals: frozenset[int]
    description: str
    command: Command | None
    step: str

    def __new__(cls, areas: Iterable[str] = (), deals: Iterable[int] = (),
                description: str = "", *, command: Command | None = None,
                step: str = "do") -> Changes:
        areas = frozenset(areas)
        unknown = areas - AREAS
        if unknown:
            raise ValueError(f"unknown change area(s): {', '.join(sorted(unknown))}")
        obj = super().__new__(cls, areas)
        obj.deals = frozenset(deals)
        obj.description = description
        obj.command = command
        obj.step = step
        return obj

    def concerns(self, *areas: str) -> bool:
        return any(area in self for area in areas)

    def __repr__(self) -> str:
        return (f"Changes({sorted(self)!r}, deals={sorted(self.deals)!r}, "
                f"description={self.description!r})")


#: Undo/redo and opening a file: everything may have changed.
EVERYTHING = AREAS


# -- operations over a store -----------------------------------------------------------


def result_key(match: Match, deal: int, table: int, attempt: int | None = None) -> DealKey:
    """The attempt a table's result for a deal goes to.

    Explicit ``attempt``: that one (a correction).  Otherwise the deal's current
    attempt, or its replacement when the current attempt was annulled during the match.
    """
    match.format.check_deal(deal)
    match.format.check_table(table)
    if attempt is not None:
        if attempt < 0:
            raise InputError(f"attempt {attempt}: attempts are 0 (the deal) and 1, 2… "
                             "(replacements)")
        return DealKey(deal, attempt)
    key = match.current_key(deal)
    annulment = match.annulments.get(key)
    if annulment is not None and not annulment.after_match:
        return replacement_key(match, deal)
    return key


def _parse_result(text: str | None, result: TableResult | None) -> TableResult:
    if (text is None) == (result is None):
        raise InputError("give a result as text or as a TableResult (one of them)")
    if result is not None:
        return result
    assert text is not None
    return TableResult.parse_entry(text)


def enter_result(store: MatchStore, *, deal: int, table: int, text: str | None = None,
                 result: TableResult | None = None, attempt: int | None = None) -> Changes:
    """Store a table's result on a deal (``"4SX N 10"``, ``"3NT S +1"``, ``"PASS"``)."""
    parsed = _parse_result(text, result)
    match = store.match
    key = result_key(match, deal, table, attempt)
    annulled_before = key in match.annulments
    label = f"table {table}, deal {key}: {describe_result(parsed)}"
    command: Command = SetResult(key, table, parsed)
    areas = {"results"}
    played = _envelopes_played(match, key, table)
    if played is not None:
        command = Batch((command, played), label)
        areas.add("envelopes")
    store.apply(command, label)
    if annulled_before != (key in store.match.annulments):
        areas.add("annulments")  # different score cards: annulled in the same step
    return Changes(areas, {deal}, label, command=command)


def _envelopes_played(match: Match, key: DealKey, table: int) -> Command | None:
    """The envelope step a first result implies: the deal was played at that table.

    Only when the envelopes are tracked and wait for exactly that step (dealt at its own
    table, or checked in at the other); otherwise the envelopes are left alone.
    """
    if key.attempt != 0 or (key, table) in match.results:
        return None
    from models import envelopes

    home = match.format.slot(key.deal).origin_table == table
    stage = envelopes.deal_stage(match, key.deal)
    if home and stage is envelopes.Stage.DEALT:
        action = envelopes.Action.PLAY_HOME
    elif not home and stage is envelopes.Stage.RECEIVED:
        action = envelopes.Action.PLAY_AWAY
    else:
        return None
    command = envelopes.EnvelopeAction(key.deal, action)
    try:
        command.check(match)
    except MatchError:
        return None
    return command


def delete_result(store: MatchStore, *, deal: int, table: int,
                  attempt: int | None = None) -> Changes:
    match = store.match
    key = DealKey(deal, attempt) if attempt is not None else match.current_key(deal)
    if (key, table) not in match.results:
        raise MatchError(f"deal {key}, table {table}: no result to delete")
    label = f"table {table}, deal {key}: result deleted"
    delete = SetResult(key, table, None)
    store.apply(delete, label)
    return Changes({"results", "annulments"}, {deal}, label, command=delete)


def _check_drawable(match: Match, deal: int) -> None:
    match.format.check_deal(deal)
    if match.settings.conditions is Conditions.BOARD:
        raise MatchError("board conditions: no score cards are drawn", "board_no_cards")
    if deal in match.draws:
        cards = match.draws[deal]
        raise MatchError(f"deal {deal}: score cards already drawn (NS {cards[Line.NS]}, "
                         f"EW {cards[Line.EW]})", "cards_already_drawn",
                         {"deal": deal, "ns": cards[Line.NS], "ew": cards[Line.EW]})


def draw_score_cards(store: MatchStore, *, deal: int,
                     rng: random.Random | None = None) -> Changes:
    """Draw both lines' score cards for an original deal from its origin table's decks."""
    match = store.match
    _check_drawable(match, deal)
    table = match.format.slot(deal).origin_table
    deck = match.settings.deck
    ns = draw(deck, match.drawn_at(table, Line.NS), rng)
    ew = draw(deck, match.drawn_at(table, Line.EW), rng)
    label = f"deal {deal}: score cards drawn at table {table}: NS {ns}, EW {ew}"
    command = SetScoreCards(deal, ns, ew)
    store.apply(command, label)
    return Changes({"draws"}, {deal}, label, command=command)


def type_score_cards(store: MatchStore, *, deal: int, ns: str | ScoreCard,
                     ew: str | ScoreCard) -> Changes:
    """Record score cards drawn from the physical envelopes (``"NV0"``, ``"V60"``)."""
    match = store.match
    _check_drawable(match, deal)
    ns_card = ns if isinstance(ns, ScoreCard) else ScoreCard.parse(ns)
    ew_card = ew if isinstance(ew, ScoreCard) else ScoreCard.parse(ew)
    label = f"deal {deal}: score cards NS {ns_card}, EW {ew_card}"
    command = SetScoreCards(deal, ns_card, ew_card)
    store.apply(command, label)
    return Changes({"draws"}, {deal}, label, command=command)


def annul_deal(store: MatchStore, *, deal: int, reason: AnnulReason | int,
               after_match: bool = False, note: str = "") -> Changes:
    """Annul a deal's current attempt (spec §11)."""
    match = store.match
    match.format.check_deal(deal)
    reason = AnnulReason.parse(reason) if not isinstance(reason, AnnulReason) else reason
    key = match.current_key(deal)
    if key in match.annulments:
        existing = match.annulments[key]
        raise MatchError(f"deal {key} is already annulled (reason {int(existing.reason)}: "
                         f"{existing.reason.text})")
    command = annul(match, deal, reason, after_match, note)
    when = "after the match" if after_match else "during the match"
    label = f"deal {key} annulled {when}: {reason.text}"
    store.apply(command, label)
    return Changes({"annulments"}, {deal}, label, command=command)


def lift_annulment(store: MatchStore, *, deal: int) -> Changes:
    from models.commands import SetAnnulment

    match = store.match
    key = match.current_key(deal)
    if key not in match.annulments:
        raise MatchError(f"deal {key} is not annulled")
    label = f"deal {key}: annulment lifted"
    lift = SetAnnulment(key, None)
    store.apply(lift, label)
    return Changes({"annulments"}, {deal}, label, command=lift)


def _deals_of(command: Any) -> set[int]:
    if isinstance(command, Batch):
        return set().union(*(_deals_of(c) for c in command.commands))
    deal = getattr(command, "deal", None)
    return {deal} if isinstance(deal, int) else set()


def envelope_action(store: MatchStore, *, command: Command,
                    label: str | None = None) -> Changes:
    """Apply one of :mod:`models.envelopes`' courier commands (deal, pack, carry, check
    on arrival, play, return), or a batch of them (a hint's command)."""
    text = label or command.describe()
    store.apply(command, text)
    return Changes({"envelopes"}, _deals_of(command), text, command=command)


def undo(store: MatchStore) -> Changes:
    text = store.undo()
    if text is None:
        raise MatchError("nothing to undo")
    return Changes(EVERYTHING, (), f"undo: {text}", command=store.redo_command, step="undo")


def redo(store: MatchStore) -> Changes:
    text = store.redo()
    if text is None:
        raise MatchError("nothing to redo")
    return Changes(EVERYTHING, (), f"redo: {text}", command=store.undo_command, step="redo")


def close_round(store: MatchStore, *, round: int) -> Changes:
    """End of a round: keep a backup copy of the match file named after the round."""
    store.match.format.check_round(round)
    path: Path = store.backup(f"round-{round}")
    return Changes((), (), f"round {round} closed: backup {path.name}")


# -- pure helpers for the views ---------------------------------------------------------


def describe_result(result: TableResult) -> str:
    if result.contract is None:
        return "PASS"
    assert result.tricks is not None
    return f"{result.contract} {result.declarer} {format_result(result.contract, result.tricks)}"


def score_of(match: Match, key: DealKey, table: int, result: TableResult) -> int:
    """NS score a result would get at a table (cards recorded, else drawn, else board)."""
    if result.contract is None:
        return 0
    assert result.declarer is not None and result.tricks is not None
    line = result.declarer.line
    if match.settings.conditions is Conditions.BOARD:
        vulnerable = board_conditions(key.deal).vulnerability.is_vulnerable(line)
        part = 0
    else:
        card = result.ns_card if line is Line.NS else result.ew_card
        if card is None:
            cards = match.draws.get(key.deal)
            if cards is None:
                raise MatchError(f"deal {key.deal}: the score cards are not drawn yet — "
                                 "draw them first", "cards_not_drawn", {"deal": key.deal})
            card = cards[line]
        vulnerable, part = card.vulnerable, card.part_score
    return ns_score(result.contract, result.declarer, result.tricks, vulnerable, part)


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


@dataclass(frozen=True)
class GameRow:
    """One line of a table's diagram: a game (or a replacement of it) and its result."""

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

    @property
    def key(self) -> DealKey:
        return DealKey(self.deal, self.attempt)

    @property
    def label(self) -> str:
        return str(self.key)


def play_order(match: Match, round_: int, table: int) -> list[Game]:
    return match.format.play_order(round_, table, match.settings.two_decks)


def game_rows(match: Match, round_: int, table: int) -> list[GameRow]:
    """A table's games of a round in play order, every attempt of each deal."""
    rows: list[GameRow] = []
    for game in play_order(match, round_, table):
        drawn = match.draws.get(game.deal, {})
        for attempt in match.attempts(game.deal):
            key = DealKey(game.deal, attempt)
            result = match.results.get((key, table))
            ns_card = (result.ns_card if result and result.ns_card else drawn.get(Line.NS))
            ew_card = (result.ew_card if result and result.ew_card else drawn.get(Line.EW))
            ns = match.score(key, table)
            points = team_points(match, table, ns) if ns is not None else None
            rows.append(GameRow(
                game=game.game, deal=game.deal, attempt=attempt, dealer=match.dealer(game.deal),
                kind=game.kind, ns_card=ns_card, ew_card=ew_card, result=result,
                ns_score=ns, points_a=points[Team.A] if points else None,
                points_b=points[Team.B] if points else None,
                annulment=match.annulments.get(key),
            ))
    return rows


def pending_key(match: Match, deal: int, table: int) -> DealKey | None:
    """The attempt of a deal a table still has to play, or None when it has none."""
    key = match.current_key(deal)
    annulment = match.annulments.get(key)
    if annulment is not None:
        if annulment.after_match:
            return None
        return DealKey(deal, key.attempt + 1)
    if (key, table) in match.results:
        return None
    return key


def next_game(match: Match, round_: int, table: int) -> tuple[Game, DealKey] | None:
    """The next game a table plays in a round (the first one still to play)."""
    for game in play_order(match, round_, table):
        key = pending_key(match, game.deal, table)
        if key is not None:
            return game, key
    return None


def round_complete(match: Match, round_: int) -> bool:
    return all(next_game(match, round_, table) is None for table in (1, 2))


def current_round(match: Match) -> int:
    """The first round with a game still to play at either table, else the last round."""
    fmt = match.format
    for round_ in range(1, fmt.rounds + 1):
        if not round_complete(match, round_):
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
    rows: list[DealBalance] = []
    for current in balances.deals:
        for attempt in match.attempts(current.deal):
            if attempt == current.attempt:
                rows.append(current)
                continue
            key = DealKey(current.deal, attempt)
            annulment = match.annulments.get(key)
            rows.append(DealBalance(current.deal, current.round, attempt,
                                    match.score(key, 1), match.score(key, 2),
                                    annulment.reason if annulment else None))
    return rows


# -- the notebook: auctions, hands, opening leads ----------------------------------------


def notebook_key(match: Match, deal: int, table: int, attempt: int | None = None) -> DealKey:
    """The attempt a table's notebook entry goes to: as :func:`result_key`."""
    return result_key(match, deal, table, attempt)


def record_auction(store: MatchStore, *, deal: int, table: int,
                   calls: str | Iterable[str] | None, attempt: int | None = None) -> Changes:
    """Store a table's auction (``"1S P 2S P P P"`` or a list of calls; empty deletes it).

    The dealer is the deal's; an illegal sequence is refused naming the first bad call.
    An unfinished auction may be stored (it is being entered).
    """
    from models import notebook

    if isinstance(calls, str):
        calls = calls.replace(",", " ").split()
    listed = list(calls or ())
    match = store.match
    key = notebook_key(match, deal, table, attempt)
    command = notebook.record_auction(match, key, table, listed)
    return _apply_extra(store, command, deal)


def record_hands(store: MatchStore, *, deal: int, table: int,
                 hands: dict[str, str] | dict[Direction, str] | None,
                 attempt: int | None = None) -> Changes:
    """Store the hands recorded at a table (PBN hand notation per direction; any subset,
    blank entries left out; none deletes them).  Refused, naming the cards missing or
    held twice, unless the hands can be part of one deal."""
    from models import notebook

    match = store.match
    key = notebook_key(match, deal, table, attempt)
    entries = {k: v for k, v in (hands or {}).items() if str(v).strip()}
    command = notebook.record_hands(match, key, table, entries or None)
    return _apply_extra(store, command, deal)


def _apply_extra(store: MatchStore, command: Any, deal: int) -> Changes:
    """Apply a notebook :class:`SetExtra`; storing what is there already changes nothing."""
    label = command.describe()
    if store.match.extras.get(command.slot, {}).get(command.key) == command.value:
        return Changes((), {deal}, f"{label} (unchanged)")
    store.apply(command, label)
    return Changes({"notebook"}, {deal}, label, command=command)


def set_lead(store: MatchStore, *, deal: int, table: int, lead: str | Any | None,
             attempt: int | None = None) -> Changes:
    """Record the opening lead (``"HK"``, ``"♥K"``; blank or None clears it) on a table's
    entered result.  Refused when the table has no result yet or the deal was passed out.
    """
    import dataclasses

    from models.vocabulary import Card

    match = store.match
    key = notebook_key(match, deal, table, attempt)
    result = match.results.get((key, table))
    if result is None:
        raise MatchError(f"deal {key}, table {table}: enter the result before the lead")
    card: Card | None
    if lead is None or (isinstance(lead, str) and not lead.strip()):
        card = None
    else:
        card = lead if isinstance(lead, Card) else Card.parse(str(lead))
    if card is not None and result.contract is None:
        raise MatchError(f"deal {key}, table {table}: passed out, there is no lead")
    what = card.display if card is not None else "cleared"
    label = f"table {table}, deal {key}: opening lead {what}"
    if card == result.lead:
        return Changes((), {deal}, f"{label} (unchanged)")
    store.apply(SetResult(key, table, dataclasses.replace(result, lead=card)), label)
    return Changes({"results"}, {deal}, label)


def check_deal_envelopes(store: MatchStore, *, deal: int,
                    cards: Mapping[str, int] | Mapping[Direction, int] | None = None,
                    score_cards: bool | None = None) -> Changes:
    """The check on arrival of a deal's envelopes not checked yet: 13 cards in each unless
    ``cards`` says otherwise (``{"N": 12}``), score cards there unless ``score_cards`` is
    False (board conditions: None).  A short envelope is recorded and proposes an
    annulment (reason 3); nothing is annulled here."""
    from models import envelopes

    counts = {d if isinstance(d, Direction) else Direction.parse(d): n
              for d, n in (cards or {}).items()}
    if store.match.settings.conditions is Conditions.BOARD:
        score_cards = None
    command = envelopes.receive_all(store.match, deal, counts, score_cards)
    return envelope_action(store, command=command)
