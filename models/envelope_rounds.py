"""What a table does next with the envelopes (:func:`next_actions`), and the host's
actions per table and round: carry the originals over (:func:`carry_round`), check
what arrived (:func:`check_round`), send the envelopes back (:func:`return_round`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Final

from models.decks import deck_of, replay_deck
from models.envelope_actions import (
    EnvelopeAction,
    _transition,
)
from models.envelope_places import Place
from models.envelope_state import (
    CARDS_PER_ENVELOPE,
    DIRECTION_NAMES,
    ENVELOPE_COLOURS,
    ENVELOPE_ORDER,
    Action,
    Stage,
    _originals,
    serial_text,
)
from models.envelope_view import _View
from models.errors import InputError, MatchError
from models.match import DealKey, Match
from models.proposals import _arrival_problems, _proposed_annulments
from models.registry import Batch
from models.vocabulary import Direction

if TYPE_CHECKING:
    from models.registry import Command


# -- what to do next at a table ---------------------------------------------------------------


class HintKind(StrEnum):
    """What a :class:`Hint` asks for; its ``params`` name the details (see each kind)."""

    #: deal, deck, dealer (Direction): the result says it; wait_from (a table) when the
    #: deck is still in the other room, to be dealt once it is back
    DEAL = "deal"
    #: deals (tuple of int), serials, from_table, score_cards (bool: they travel too)
    CHECK = "check"
    CARRY = "carry"                    # deals, serials (tuple of int), from_table, to_table
    RETURN = "return"                  # deals, serials, from_table, to_table (their home):
    #                                    the next deal dealt with them says it
    SHORT_ENVELOPE = "short_envelope"  # deal, table, found (tuple of (Direction, cards))
    NO_SCORE_CARDS = "no_score_cards"  # deal, table, direction


@dataclass(frozen=True, slots=True)
class Hint:
    """Something a table should do now; ``command`` does it (None: a warning only).

    ``text`` says it in English (the command line, logs); ``kind`` and ``params`` say it
    as data, for a view that words it in its own language.
    """

    table: int
    text: str
    command: Command | None = None
    kind: HintKind | None = None
    params: Mapping[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.text


def next_actions(match: Match, table: int, round_: int | None = None) -> list[Hint]:
    """What a table should do now with its envelopes, in play order.

    The results say most of it (:class:`_View`): a deal played at a table was dealt,
    played and packed there, or arrived and was played there.  What is left to the host
    is one action per table and round for each half of the exchange — carry the table's
    originals over once all of them are played (:func:`carry_round`; with two decks each
    deal goes over after it is played, and the host's first carry of the round covers the
    next ones: ``params["rest"]``) and check what arrived (:func:`check_round`, likewise)
    — and the warnings about envelopes found wrong on arrival.  Which deck to deal next
    (``DEAL``) comes without a command: the result records it.  Sending the envelopes
    back home once the other table played them (``RETURN``) offers the host's
    confirmation as its command (None while it is refused), but a clean round does not
    need it: the next deal dealt with them, or its score cards drawn, says it.

    ``round_``: the table's current round.  Steps of deals in progress are listed up to
    it, but a deal is only proposed for dealing in that round itself.  Default: the whole
    match, dealing the first deal not dealt yet.
    """
    return _next_actions(_View(match), table, round_)


def _next_actions(view: _View, table: int, round_: int | None) -> list[Hint]:
    match = view.match
    fmt = match.format
    fmt.check_table(table)
    last = fmt.rounds if round_ is None else round_
    fmt.check_round(last)
    first_to_deal = 1 if round_ is None else round_
    two = view.two
    hints: list[Hint] = []
    prefix = f"Table {table}: "
    dealt_hint = False
    other = 3 - table

    def stage(deal: int) -> Stage:
        return view.state(deal).stage

    # a replay now of this table's comes first: its own deal step says it (the next
    # original is dealt after it)
    replay_first = False
    if round_ is not None and any(
            annulment.awaits_replay and fmt.slot(key.deal).origin_table == table
            for key, annulment in match.annulments.items()):
        # late: models.replays (~20 ms) loads with the match, after the first paint
        from models.replays import next_pending

        pending = next_pending(match, round_, table, view=view)
        replay_first = (pending is not None and pending.key.attempt > 0 and pending.here
                        and fmt.slot(pending.key.deal).origin_table == table)

    for r in range(1, last + 1):
        own = _originals(match, r, table, None)
        sent = _originals(match, r, other, None)
        # an annulled deal's envelopes do not go over any more (still at home), or
        # went over already; those at the other table go home with the round's
        own_going = [d for d in own if view.travels(d)]
        for deal in own:
            state = view.state(deal)
            if (state.stage is Stage.NOT_DEALT and not dealt_hint and r >= first_to_deal
                    and DealKey(deal) not in match.annulments and not replay_first):
                # (an annulled deal is dealt as its replay, named by its own step)
                try:
                    _transition(view, EnvelopeAction(deal, Action.DEAL))
                except MatchError:
                    continue
                dealt_hint = True
                deck, dealer = deck_of(match, deal), match.dealer(deal)
                if view.deck(deck).place is not Place.at(table):
                    # its deck is still in the other room (in an envelope played there,
                    # not yet sent home) or on its way: nobody deals with cards not here
                    hints.append(Hint(
                        table, f"{prefix}wait for deck {deck} from table {other}, then deal "
                        f"deal {deal} (dealer {DIRECTION_NAMES[dealer]})", None,
                        HintKind.DEAL, {"deal": deal, "deck": deck, "dealer": dealer,
                                        "wait_from": other}))
                    continue
                hints.append(Hint(
                    table, f"{prefix}shuffle deck {deck} and deal deal {deal} "
                    f"(dealer {DIRECTION_NAMES[dealer]})", None, HintKind.DEAL,
                    {"deal": deal, "deck": deck, "dealer": dealer}))
        # carry: all of the round's originals played here (two decks: each one played)
        if two:
            ready = [d for d in own_going if stage(d) is Stage.PACKED
                     or (stage(d) is Stage.PLAYED_HOME)]
        elif all(stage(d) >= Stage.PLAYED_HOME for d in own_going):
            ready = [d for d in own_going if stage(d) < Stage.IN_TRANSIT]
        else:
            ready = []
        if ready:
            serials = tuple(fmt.slot(d).serial for d in ready)
            carry = _carry_round(view, table, r, serials)
            rest = two and max(serials) < fmt.originals_per_table
            hints.append(Hint(table, f"{prefix}carry envelopes {serial_text(serials)} "
                              f"({ENVELOPE_COLOURS[table]}) to table {other}"
                              f"{_REST if rest else ''}", carry, HintKind.CARRY,
                              {"deals": tuple(ready), "serials": serials,
                               "from_table": table, "to_table": other, "rest": rest}))
        # check what arrived from the other table
        arrived = [d for d in sent if stage(d) is Stage.IN_TRANSIT and view.travels(d)]
        if arrived:
            serials = tuple(fmt.slot(d).serial for d in arrived)
            check = _check_round(view, table, r, serials=serials)
            rest = two and max(serials) < fmt.originals_per_table
            hints.append(Hint(table, f"{prefix}check envelopes {serial_text(serials)} "
                              f"({ENVELOPE_COLOURS[other]}) from table {other} on arrival "
                              f"(13 cards each{'' if view.board else ', score cards'})"
                              f"{_REST if rest else ''}", check, HintKind.CHECK,
                              {"deals": tuple(arrived), "serials": serials,
                               "from_table": other, "score_cards": not view.board,
                               "rest": rest}))
        # send the other table's envelopes home once played here (they are needed there
        # for the next round).  The results say when they are home (:meth:`_View.proven`:
        # the next original dealt with them, or its score cards drawn; with two decks the
        # cards dealt again here carried over); the host may say so first (the command)
        if r < fmt.rounds or _replays_wait_at(match, other):
            played = [d for d in sent if view.done_away(DealKey(d))]
            went = [d for d in sent if stage(d) >= Stage.IN_TRANSIT
                    and stage(d) is not Stage.RETURNED]
            if played and (two or len(played) == len(went)):
                serials = tuple(fmt.slot(d).serial for d in played)
                hints.append(Hint(
                    table, f"{prefix}send envelopes {serial_text(serials)} "
                    f"({ENVELOPE_COLOURS[other]}) back to table {other}",
                    _return_round(view, table, r), HintKind.RETURN,
                    {"deals": tuple(played), "serials": serials,
                     "from_table": table, "to_table": other}))
    hints.extend(_replay_steps(view, table, last))
    problems = _arrival_problems(view)
    for proposal in _proposed_annulments(match, problems):
        away = fmt.slot(proposal.deal).other_table
        if away == table:
            found = tuple((d, a.cards) for d in ENVELOPE_ORDER
                          if (a := view.state(proposal.deal).arrival.get(d)) is not None
                          and a.short)
            hints.append(Hint(table, proposal.message, None, HintKind.SHORT_ENVELOPE,
                              {"deal": proposal.deal, "table": away, "found": found}))
    for problem in problems:
        if problem.reason is None and fmt.slot(problem.deal).other_table == table:
            hints.append(Hint(table, problem.message, None, HintKind.NO_SCORE_CARDS,
                              {"deal": problem.deal, "table": table,
                               "direction": problem.direction}))
    return hints


def _replays_wait_at(match: Match, origin: int) -> bool:
    """A replay of a deal of ``origin`` is still to be played: its deck is needed there
    after the last round (the other table sends the last round's envelopes home)."""
    fmt = match.format
    for key, annulment in match.annulments.items():
        if (annulment.awaits_replay and fmt.slot(key.deal).origin_table == origin
                and DealKey(key.deal, key.attempt + 1) not in {k for k, _ in match.results}):
            return True
    return False


def replay_keys(match: Match, rounds: Iterable[int] | None = None) -> list[DealKey]:
    """The replays of a match (or of the deals of some rounds), to be dealt or dealt:
    each annulled attempt awaiting its replay gives the next one."""
    fmt = match.format
    chosen = set(rounds) if rounds is not None else None
    keys = []
    for key, annulment in sorted(match.annulments.items(),
                                 key=lambda item: (item[0].deal, item[0].attempt)):
        if chosen is not None and fmt.slot(key.deal).round not in chosen:
            continue
        if key.attempt > 0:
            keys.append(key)  # an annulled replay: its envelopes still go home
        if annulment.awaits_replay:
            keys.append(DealKey(key.deal, key.attempt + 1))
    return keys


def _replay_steps(view: _View, table: int, last: int) -> list[Hint]:
    """A replay's envelope steps, like an original's (spec §11): dealt at its origin
    with its deal's deck once it is there, carried to the other table once played,
    checked on arrival, sent home once played there."""
    # late: models.replays (~20 ms) loads with the match, after the first paint
    from models.replays import next_pending

    match, fmt = view.match, view.fmt
    hints: list[Hint] = []
    prefix = f"Table {table}: "
    for key in replay_keys(match, range(1, last + 1) if last < fmt.rounds else None):
        slot = fmt.slot(key.deal)
        origin, other = slot.origin_table, slot.other_table
        colour = ENVELOPE_COLOURS[origin]
        state = view.attempt_state(key)
        stage = state.stage
        deck = replay_deck(match, key)
        base = {"deals": (key.deal,), "serials": (slot.serial,), "label": str(key),
                "attempt": key.attempt}
        if table == origin and stage is Stage.NOT_DEALT:
            pending = next_pending(match, max(slot.round, min(last, fmt.rounds)), table,
                                   view=view)
            if pending is None or pending.key != key or not pending.here:
                continue
            dealer = match.dealer(key.deal)
            hints.append(Hint(table, f"{prefix}shuffle deck {deck} and deal deal {key} "
                              f"(dealer {DIRECTION_NAMES[dealer]})", None, HintKind.DEAL,
                              {"deal": key.deal, "deck": deck, "dealer": dealer,
                               "label": str(key), "attempt": key.attempt}))
        elif table == origin and stage in (Stage.PLAYED_HOME, Stage.PACKED) \
                and view.travels(key.deal, key.attempt):
            packs = [EnvelopeAction(key.deal, Action.PACK, d, attempt=key.attempt)
                     for d in ENVELOPE_ORDER if d not in state.packed]
            command = Batch((*packs, EnvelopeAction(key.deal, Action.CARRY,
                                                    attempt=key.attempt)))
            hints.append(Hint(table, f"{prefix}carry deal {key}'s envelopes "
                              f"{slot.serial} ({colour}) to table {other}", command,
                              HintKind.CARRY, {**base, "from_table": origin,
                                               "to_table": other, "rest": False}))
        elif table == other and stage is Stage.IN_TRANSIT:  # (travelling alone, it is
            #   checked in even when annulled on the way: then it goes home)
            command = Batch(tuple(EnvelopeAction(key.deal, Action.RECEIVE, d,
                                                 CARDS_PER_ENVELOPE,
                                                 None if view.board else True,
                                                 attempt=key.attempt)
                                  for d in ENVELOPE_ORDER if d not in state.arrival))
            hints.append(Hint(table, f"{prefix}check deal {key}'s envelopes "
                              f"{slot.serial} ({colour}) from table {origin} on arrival "
                              f"(13 cards each{'' if view.board else ', score cards'})",
                              command, HintKind.CHECK,
                              {**base, "from_table": origin,
                               "score_cards": not view.board, "rest": False}))
        elif table == other and view.done_away(key) and stage is not Stage.RETURNED:
            command = Batch((EnvelopeAction(key.deal, Action.RETURN,
                                            attempt=key.attempt),))
            hints.append(Hint(table, f"{prefix}send deal {key}'s envelopes "
                              f"{slot.serial} ({colour}) back to table {origin}", command,
                              HintKind.RETURN, {**base, "from_table": other,
                                                "to_table": origin}))
    return hints


def _replay_commands(view: _View, table: int, round_: int, action: Action) -> list[Command]:
    """The host's step (carry, check, send home) for the replays of a round's deals (the
    last round: every replay) that table ``table`` does now."""
    fmt = view.fmt
    kind = {Action.CARRY: HintKind.CARRY, Action.RECEIVE: HintKind.CHECK,
            Action.RETURN: HintKind.RETURN}[action]
    found: list[Command] = []
    for hint in _replay_steps(view, table, fmt.rounds):
        if hint.kind is kind and hint.command is not None and (
                round_ == fmt.rounds or fmt.slot(hint.params["deals"][0]).round == round_):
            found.append(hint.command)
    return found


#: two decks: the host's carry (check) of a round's first originals covers the next ones
_REST: Final = " — and the round's next ones as they come"


def _return_round(view: _View, table: int, round_: int) -> Command | None:
    """:func:`return_round`'s step (what the host's "sent back" runs), None while it is
    refused."""
    try:
        return _returned(view, table, round_)
    except MatchError:
        return None


def _sent_back(view: _View, deals: list[int], table: int) -> Command:
    actions = [EnvelopeAction(deal, Action.RETURN) for deal in deals]
    for action in actions:
        _transition(view, action)
    return Batch(tuple(actions))


def return_round(match: Match, table: int, round_: int) -> Command:
    """"The other table's envelopes of a round, played here, went back home", as one
    step (the host's word, before the results say it): every one of them played at
    ``table`` and not home yet.  Refused when there is none, or (two decks) while the
    cards of one are still to be dealt again at ``table``."""
    return _returned(_View(match), table, round_)


def _returned(view: _View, table: int, round_: int) -> Command:
    match, fmt = view.match, view.fmt
    fmt.check_round(round_)
    fmt.check_table(table)
    other = 3 - table
    sent = _originals(match, round_, other, None)
    deals = [d for d in sent if view.done_away(DealKey(d))]
    if not deals:
        replays = _replay_commands(view, table, round_, Action.RETURN)
        if replays:
            return Batch(tuple(replays))
        raise MatchError(f"round {round_}, table {table}: no envelopes of table {other} "
                         "played here are waiting to go back", "envelopes_none_to_return",
                         {"round": round_, "table": table, "other": other})
    waiting = [d for d in sent if view.state(d).stage < Stage.PLAYED_AWAY
               and not view.done_away(DealKey(d)) and (view.state(d).stage >= Stage.IN_TRANSIT
                                                     or DealKey(d) not in match.annulments)]
    if waiting and not view.two:  # six decks: they go back together, as they came
        listed = ", ".join(map(str, waiting))
        raise MatchError(f"round {round_}, table {table}: the envelopes go back once table "
                         f"{other}'s deals are played here; not yet: deal {listed}",
                         "envelopes_not_played_here",
                         {"round": round_, "table": table, "other": other, "deals": listed})
    return _sent_back(view, deals, table)


# -- the host's two envelope actions per table and round ----------------------------------------


def carry_round(match: Match, table: int, round_: int,
                serials: Iterable[int] | None = None) -> Command:
    """"Table 1's deals 1–3 are packed and carried to table 2", as one step.

    Packs what is not packed yet (a deal recorded played by hand), then carries.  With
    six decks the envelopes go over only after all of the table's originals of the round
    are played there (:class:`EnvelopeAction` refuses otherwise); ``serials`` (default
    all) chooses the deals still at home.
    """
    return _carry_round(_View(match), table, round_, serials)


def _carry_round(view: _View, table: int, round_: int,
                 serials: Iterable[int] | None) -> Command:
    match, fmt = view.match, view.fmt
    fmt.check_round(round_)
    deals = [d for d in _originals(match, round_, table, serials) if view.travels(d)]
    todo = [d for d in deals if view.state(d).stage < Stage.IN_TRANSIT]
    if not todo and serials is None:
        replays = _replay_commands(view, table, round_, Action.CARRY)
        if replays:
            return Batch(tuple(replays))
    waiting = [d for d in todo if view.state(d).stage < Stage.PLAYED_HOME]
    if view.two and serials is None:  # two decks: each deal goes over once played
        todo = [d for d in todo if d not in waiting]
    if waiting and (not todo or not view.two or serials is not None):
        # two decks: each deal goes over once played; the next one to play is waited for
        listed = ", ".join(map(str, waiting[:1] if view.two else waiting))
        raise MatchError(f"round {round_}, table {table}: the envelopes go over once the "
                         f"table's originals are played there; not yet: deal {listed}",
                         "envelopes_not_played",
                         {"round": round_, "table": table, "deals": listed})
    if not todo:
        raise MatchError(f"round {round_}, table {table}: the envelopes of deals "
                         f"{', '.join(map(str, deals))} were carried already",
                         "envelopes_carried", {"round": round_, "table": table,
                                               "deals": tuple(deals)})
    if view.two and len(todo) > 1:
        # two decks: the first carried covers the round's next ones as they come
        # (:meth:`_View.confirmed`): played here, they follow it by themselves
        todo = todo[:1]
    packs: list[Command] = []
    for deal in todo:
        state = view.state(deal)
        if state.stage is Stage.PLAYED_HOME:
            packs.extend(EnvelopeAction(deal, Action.PACK, d)
                         for d in ENVELOPE_ORDER if d not in state.packed)
    carries = [EnvelopeAction(deal, Action.CARRY) for deal in todo]
    return Batch((*packs, *carries))


def check_round(match: Match, table: int, round_: int,
                short: tuple[int, Direction, int] | None = None, *,
                score_cards: bool | None = None,
                serials: Iterable[int] | None = None) -> Command:
    """The envelopes that arrived at ``table`` in a round (the other table's originals
    on their way) checked on arrival, as one step: all 13 cards and the score cards there.

    ``short``: (deal, direction, cards) — one envelope found otherwise: it held another
    number of cards (the deal is then proposed for annulment, reason 3), or, with
    ``score_cards`` False, its score cards were missing (a warning).  Every other
    envelope: 13 cards and the score cards there (none under board conditions).
    """
    return _check_round(_View(match), table, round_, short, score_cards=score_cards,
                        serials=serials)


def _check_round(view: _View, table: int, round_: int,
                 short: tuple[int, Direction, int] | None = None, *,
                 score_cards: bool | None = None,
                 serials: Iterable[int] | None = None) -> Command:
    match, fmt = view.match, view.fmt
    fmt.check_round(round_)
    fmt.check_table(table)
    other = 3 - table
    deals = [d for d in _originals(match, round_, other, serials)
             if view.state(d).stage is Stage.IN_TRANSIT and view.travels(d)]
    if not deals and short is None and serials is None:
        replays = _replay_commands(view, table, round_, Action.RECEIVE)
        if replays:
            return Batch(tuple(replays))
    if short is not None:
        deal, direction, cards = short
        if deal not in _originals(match, round_, other, None):
            raise InputError(f"deal {deal} is not one of table {other}'s deals of round "
                             f"{round_}", "envelopes_not_this_round",
                             {"deal": deal, "table": other, "round": round_})
        if deal not in deals:
            deals.append(deal)  # corrects a check made before (or is refused on apply)
    if view.two and short is None and deals:
        # two decks: the first checked covers the round's next ones as they come
        # (:meth:`_View.confirmed`); those with nothing recorded follow it by themselves
        first = min(deals)
        deals = [d for d in deals if d == first or view.stored.get(d) is not None
                 and view.stored[d].arrival]
    if not deals:
        raise MatchError(f"round {round_}, table {table}: no envelopes of table {other} "
                         "are waiting to be checked", "envelopes_none_arrived",
                         {"round": round_, "table": table, "other": other})
    board = view.board
    commands: list[Command] = []
    for deal in sorted(deals):
        state = view.state(deal)
        for direction in ENVELOPE_ORDER:
            cards, found = CARDS_PER_ENVELOPE, None if board else True
            if short is not None and short[0] == deal and short[1] is direction:
                cards = short[2]
                found = None if board else score_cards is not False
            elif direction in state.arrival:
                continue
            commands.append(EnvelopeAction(deal, Action.RECEIVE, direction, cards, found))
    return Batch(tuple(commands))
