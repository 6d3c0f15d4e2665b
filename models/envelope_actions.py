"""The command that moves a deal's envelopes from step to step (:class:`EnvelopeAction`),
its inverse (:class:`RestoreEnvelopes`) and the state machine behind it.

Impossible moves are refused with a :class:`MatchError` that says what and why (``deal 5:
cannot carry it to table 1: West's envelope is not packed yet``).  Importing this module
registers the commands (``envelope_action``, ``envelope_restore``) with
:func:`models.registry.registered`.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from models.decks import _deck_neighbours, deck_deals, deck_of
from models.envelope_places import Place
from models.envelope_state import (
    _WITH_DIRECTION,
    CARDS_PER_ENVELOPE,
    DIRECTION_NAMES,
    ENVELOPE_COLOURS,
    ENVELOPE_ORDER,
    SLOT,
    Action,
    Arrival,
    DealEnvelopes,
    Stage,
    StageInfo,
    _envelope_previous,
    _names,
    _originals,
    _stage_info,
)
from models.envelope_view import _View, deal_envelopes
from models.errors import InputError, MatchError
from models.format import DealSlot
from models.match import DealKey, Match, ReplayAt
from models.registry import Batch, registered
from models.vocabulary import Direction

if TYPE_CHECKING:
    from models.registry import Command


# -- the command ----------------------------------------------------------------------------


@registered
@dataclass(frozen=True, slots=True)
class EnvelopeAction:
    """Move a deal's envelopes one step on (spec §5).

    ``direction`` is needed for ``pack`` and ``receive`` (one envelope each) and refused
    otherwise.  ``receive`` takes the cards found in the envelope (default 13) and whether
    the score cards were there (default: present; must stay None under board conditions).
    A receive with a count other than 13 is recorded:
    :func:`~models.proposals.proposed_annulments` then proposes annulling the deal
    (reason 3); nothing is annulled here.  Checking an envelope again before the deal is
    played at the other table corrects what was found (the same findings again are
    refused: nothing would change).
    """

    kind: ClassVar[str] = "envelope_action"
    deal: int
    action: Action
    direction: Direction | None = None
    cards: int | None = None
    score_cards: bool | None = None
    #: the attempt whose envelopes move: 0 the deal, 1… its replays (spec §11)
    attempt: int = 0

    @property
    def key(self) -> DealKey:
        return DealKey(self.deal, self.attempt)

    def __post_init__(self) -> None:
        action = Action.parse(self.action)
        object.__setattr__(self, "action", action)
        if action in _WITH_DIRECTION:
            if self.direction is None:
                raise InputError(f"deal {self.deal}: {action.value}: say which direction's "
                                 "envelope", "envelope_direction_missing",
                                 {"deal": self.deal, "action": action})
            if not isinstance(self.direction, Direction):
                object.__setattr__(self, "direction", Direction.parse(str(self.direction)))
        elif self.direction is not None:
            raise InputError(f"deal {self.deal}: {action.value} moves all four envelopes: "
                             "give no direction", "envelope_direction_extra",
                             {"deal": self.deal, "action": action})
        if action is Action.RECEIVE:
            if self.cards is None:
                object.__setattr__(self, "cards", CARDS_PER_ENVELOPE)
            elif isinstance(self.cards, bool) or not isinstance(self.cards, int):
                raise InputError(f"deal {self.deal}: cards found must be a number, "
                                 f"not {self.cards!r}", "envelope_cards_number",
                                 {"deal": self.deal, "text": repr(self.cards)})
            elif not 0 <= self.cards <= 52:
                raise InputError(f"deal {self.deal}: {self.cards} cards in an envelope: "
                                 "a count is 0-52", "envelope_cards_range",
                                 {"deal": self.deal, "cards": self.cards})
        elif self.cards is not None or self.score_cards is not None:
            raise InputError(f"deal {self.deal}: only receive records cards and score cards",
                             "envelope_only_receive", {"deal": self.deal})

    # -- command protocol ----------------------------------------------------------------
    def apply(self, match: Match) -> Command:
        new = self.check(match)
        return _set_state(match, self.key, new.to_json())

    def check(self, match: Match) -> DealEnvelopes:
        """The deal's state after this action, or MatchError saying why it is refused."""
        return _transition(_View(match), self)


@registered
@dataclass(frozen=True, slots=True)
class RestoreEnvelopes:
    """Put a deal's envelope state back as it was (the inverse of :class:`EnvelopeAction`).

    ``state`` is the stored JSON value (None: not dealt).  It is checked before it is put.
    """

    kind: ClassVar[str] = "envelope_restore"
    deal: int
    state: dict[str, Any] | None
    attempt: int = 0

    def apply(self, match: Match) -> Command:
        match.format.check_deal(self.deal)
        parsed = DealEnvelopes.from_json(self.deal, self.state)
        return _set_state(match, DealKey(self.deal, self.attempt), parsed.to_json())




def _set_state(match: Match, key: DealKey,
               value: dict[str, Any] | None) -> RestoreEnvelopes:
    """Store an attempt's state under ``"8"`` / ``"8R1"`` (None removes it, and the
    slot when it empties)."""
    values = match.extras.get(SLOT, {})
    before = copy.deepcopy(values.get(str(key)))
    if value is None:
        values.pop(str(key), None)
        if not values:
            match.extras.pop(SLOT, None)
    else:
        match.extras.setdefault(SLOT, {})[str(key)] = value
    return RestoreEnvelopes(key.deal, before, key.attempt)


# -- the state machine ----------------------------------------------------------------------


def _transition(view: _View, act: EnvelopeAction) -> DealEnvelopes:
    match, fmt = view.match, view.fmt
    fmt.check_deal(act.deal)
    slot = fmt.slot(act.deal)
    home, away = slot.origin_table, slot.other_table
    key = act.key
    replay = key.attempt > 0
    if replay:
        state = view.attempt_state(key)
        info = StageInfo(state.stage, home, away, len(state.packed), len(state.arrival))
    else:
        state = view.state(act.deal)
        info = _stage_info(state, slot)
    stage = state.stage
    now = info.text
    who = DIRECTION_NAMES[act.direction] if act.direction is not None else ""
    verb = {
        Action.DEAL: f"deal it at table {home}",
        Action.PLAY_HOME: f"play it at table {home}",
        Action.PACK: f"pack {who}'s envelope",
        Action.CARRY: f"carry it to table {away}",
        Action.RECEIVE: f"check {who}'s envelope at table {away}",
        Action.PLAY_AWAY: f"play it at table {away}",
        Action.RETURN: f"return its envelopes to table {home}",
    }[act.action]

    def refuse(why: str, key: str, **params: Any) -> MatchError:
        """The refusal: ``key`` names why (``envelope_step_…``); its params say the step
        (deal, action, direction, its two tables, its stage now) and the details."""
        return MatchError(f"deal {act.key}: cannot {verb}: {why}", key,
                          {"deal": str(act.key) if replay else act.deal,
                           "action": act.action,
                           "direction": act.direction, "home": home, "away": away,
                           "now": info, **params})

    if act.action is Action.DEAL:
        if stage is not Stage.NOT_DEALT:
            raise refuse(f"it was dealt already (it is {now})", "envelope_step_dealt_already")
        if replay:
            _check_replay_deck(view, key, refuse)
        else:
            _check_deck_and_envelopes(view, slot, refuse)
        _check_hands_free(view, home, act.deal, refuse)
        return DealEnvelopes(Stage.DEALT)

    if act.action is Action.PLAY_HOME:
        if stage is not Stage.DEALT:
            if stage is Stage.NOT_DEALT:
                raise refuse("it is not dealt yet", "envelope_step_not_dealt")
            raise refuse(f"it was played there already (it is {now})",
                         "envelope_step_played_already")
        return DealEnvelopes(Stage.PLAYED_HOME)

    if act.action is Action.PACK:
        assert act.direction is not None
        if stage < Stage.PLAYED_HOME:
            raise refuse(f"it is not played at table {home} yet (it is {now})",
                         "envelope_step_not_played", table=home)
        if stage > Stage.PLAYED_HOME:
            raise refuse(f"the four envelopes are packed already (it is {now})",
                         "envelope_step_packed_already")
        if act.direction in state.packed:
            raise refuse(f"{who}'s envelope is packed already",
                         "envelope_step_envelope_packed")
        packed = state.packed | {act.direction}
        return DealEnvelopes(Stage.PACKED if len(packed) == 4 else Stage.PLAYED_HOME, packed)

    if act.action is Action.CARRY:
        if stage < Stage.PLAYED_HOME:
            raise refuse(f"it is not played at table {home} yet (it is {now})",
                         "envelope_step_not_played", table=home)
        if stage is Stage.PLAYED_HOME:
            raise _not_all_four(set(Direction) - state.packed, "not packed yet",
                                "envelope_step_not_packed", refuse)
        if stage > Stage.PACKED:
            raise refuse(f"it was carried already (it is {now})",
                         "envelope_step_carried_already")
        if not view.two and not replay:
            waiting = [d for d in _originals(match, slot.round, home, None)
                       if view.state(d).stage < Stage.PACKED
                       and DealKey(d) not in match.annulments]
            if waiting:
                raise refuse("the envelopes go over after the table's three originals: "
                             f"deal {', '.join(map(str, waiting))} "
                             f"{'is' if len(waiting) == 1 else 'are'} not played and packed yet",
                             "envelope_step_originals_waiting", table=home,
                             deals=", ".join(map(str, waiting)))
        return DealEnvelopes(Stage.IN_TRANSIT, state.packed)

    if act.action is Action.RECEIVE:
        assert act.direction is not None and act.cards is not None
        if stage < Stage.IN_TRANSIT:
            raise refuse(f"its envelopes were not carried yet (it is {now})",
                         "envelope_step_not_carried")
        if stage > Stage.RECEIVED:
            raise refuse(f"it was played at table {away} already (it is {now})",
                         "envelope_step_played_away", table=away)
        board = match.settings.board
        if board and act.score_cards is not None:
            raise refuse("under board conditions no score cards travel with the deal",
                         "envelope_step_board")
        score_cards = None if board else act.score_cards is not False
        found = Arrival(act.cards, score_cards)
        if state.arrival.get(act.direction) == found:
            raise refuse(f"it was checked already with the same findings ({act.cards} "
                         "cards" + ("" if board else ", score cards "
                                    + ("there" if score_cards else "missing")) + ")",
                         "envelope_step_same_findings", cards=act.cards,
                         score_cards=score_cards)
        arrival = {**state.arrival, act.direction: found}
        return DealEnvelopes(Stage.RECEIVED if len(arrival) == 4 else Stage.IN_TRANSIT,
                             state.packed, arrival)

    if act.action is Action.PLAY_AWAY:
        if stage < Stage.IN_TRANSIT:
            raise refuse(f"its envelopes are not at table {away} (it is {now})",
                         "envelope_step_not_there", table=away)
        if stage is Stage.IN_TRANSIT:
            raise _not_all_four(set(Direction) - set(state.arrival),
                                "not checked on arrival yet", "envelope_step_not_checked",
                                refuse)
        if stage > Stage.RECEIVED:
            raise refuse(f"it was played there already (it is {now})",
                         "envelope_step_played_already")
        _check_hands_free(view, away, act.deal, refuse)
        return DealEnvelopes(Stage.PLAYED_AWAY, state.packed, state.arrival)

    # Action.RETURN
    if stage < Stage.PLAYED_AWAY and not view.done_away(key):
        raise refuse(f"it is not played at table {away} yet (it is {now})",
                     "envelope_step_not_played", table=away)
    if stage is Stage.RETURNED:
        raise refuse(f"its envelopes are back at table {home} already",
                     "envelope_step_home_already", table=home)
    if view.two and not replay:
        _, following = _deck_neighbours(match, act.deal)
        skipped = None if following is None else match.annulments.get(DealKey(following))
        if skipped is not None and skipped.when is not ReplayAt.NOW:
            following = None  # annulled before it was dealt, not replayed in its place
        if following is not None and view.state(following).stage is Stage.NOT_DEALT:
            raise refuse(f"with two decks its cards are dealt again at table {away} for "
                         f"deal {following} first", "envelope_step_dealt_again", table=away,
                         following=following)
    return DealEnvelopes(Stage.RETURNED, state.packed, state.arrival)


def _not_all_four(missing: set[Direction], yet: str, key: str,
                  refuse: Callable[..., MatchError]) -> MatchError:
    """The refusal of a step that waits for all four envelopes (packed, checked on
    arrival): the ones still ``yet``, named and given in the envelopes' order."""
    plural = "envelopes are" if len(missing) > 1 else "envelope is"
    return refuse(f"{_names(missing)} {plural} {yet}", key,
                  missing=tuple(d for d in ENVELOPE_ORDER if d in missing))


def _check_hands_free(view: _View, table: int, deal: int,
                      refuse: Callable[..., MatchError]) -> None:
    """A table deals or plays a deal only when no other deal's cards are still in its
    players' hands (:func:`_cards_out_at`)."""
    busy = _cards_out_at(view, table, deal)
    if busy is not None:
        raise refuse(f"the cards of deal {busy} are still out at table {table} "
                     f"({view.text(busy)})", "envelope_step_cards_out", busy=busy,
                     table=table, busy_now=view.info(busy))


def _check_deck_and_envelopes(view: _View, slot: DealSlot,
                              refuse: Callable[..., MatchError]) -> None:
    """A deal can be dealt once its deck and envelopes are free: the deal that used them
    before was played at both tables (dealing this one proves they came home)."""
    match, fmt = view.match, view.fmt
    deck = deck_of(match, slot.deal)
    colour = ENVELOPE_COLOURS[slot.origin_table]
    earlier = _envelope_previous(fmt, slot)
    earlier_stage = view.state(earlier).stage if earlier is not None else Stage.RETURNED
    if view.two:
        previous, _ = _deck_neighbours(match, slot.deal)
        if previous is not None and view.state(previous).stage < Stage.PLAYED_AWAY:
            raise refuse(f"deck {deck} is still with deal {previous} "
                         f"({view.text(previous)}): it is dealt again after deal "
                         f"{previous} is played at table {slot.origin_table}",
                         "envelope_step_deck_busy", deck=deck, previous=previous,
                         previous_now=view.info(previous), table=slot.origin_table)
        if earlier is not None and earlier_stage < Stage.PLAYED_AWAY:
            raise refuse(f"envelopes {slot.serial} ({colour}) are still out with deal "
                         f"{earlier} ({view.text(earlier)}): they come back after it is "
                         f"played at table {slot.other_table}", "envelope_step_envelopes_out",
                         serial=slot.serial, earlier=earlier, earlier_now=view.info(earlier),
                         table=slot.other_table)
        return
    held = view.holder(deck_deals(match, deck))
    if held is not None and held[0].attempt > 0 and held[0].deal != slot.deal \
            and held[1].stage is not Stage.RETURNED \
            and view.place_of(*held) is not Place.at(slot.origin_table):
        # a replay dealt with this deck is still out (spec §11: it comes home first)
        raise refuse(f"deck {deck} and envelopes {slot.serial} ({colour}) are still out "
                     f"with deal {held[0]} ({view.attempt_info(held[0]).text}): they come "
                     f"back after it is played at table {slot.other_table}",
                     "envelope_step_deck_and_envelopes_out", deck=deck, serial=slot.serial,
                     earlier=str(held[0]), earlier_now=view.attempt_info(held[0]),
                     table=slot.other_table)
    if earlier is not None and earlier_stage < Stage.PLAYED_AWAY:
        raise refuse(f"deck {deck} and envelopes {slot.serial} ({colour}) are still out "
                     f"with deal {earlier} ({view.text(earlier)}): they come back after "
                     f"it is played at table {slot.other_table}",
                     "envelope_step_deck_and_envelopes_out", deck=deck, serial=slot.serial,
                     earlier=earlier, earlier_now=view.info(earlier), table=slot.other_table)


def _cards_out_at(view: _View, table: int, deal_now: int | None = None) -> int | None:
    """The deal whose cards are in the players' hands at a table (dealt, not all
    packed); an annulled attempt's cards are not (they are dealt again, or go home)."""
    for deal in view.stored:
        if (view.fmt.slot(deal).origin_table == table and view.state(deal).cards_in_hands
                and not view.closed(DealKey(deal))):
            return deal
    for key in view.stored_replays:
        if (view.fmt.slot(key.deal).origin_table == table and not view.closed(key)
                and key.deal != deal_now and view.attempt_state(key).cards_in_hands):
            return key.deal
    return None


def _check_replay_deck(view: _View, key: DealKey,
                       refuse: Callable[..., MatchError]) -> None:
    """A replay is dealt at its deal's origin with the deal's deck (six decks), which
    must be there: back home, or never gone (spec §11).  Two decks: the deck the table
    holds then."""
    slot = view.fmt.slot(key.deal)
    previous = DealKey(key.deal, key.attempt - 1)
    if previous not in view.match.annulments:
        raise refuse(f"deal {previous} is not annulled: there is nothing to replay",
                     "envelope_step_not_annulled", previous=str(previous))
    if view.two:
        return
    deck = deck_of(view.match, key.deal)
    if not view.deck_free_for(key):
        raise refuse(f"deck {deck} is not at table {slot.origin_table}: it comes "
                     "home first", "envelope_step_deck_away", deck=deck,
                     table=slot.origin_table)


def legal_actions(match: Match, deal: int) -> list[EnvelopeAction]:
    """The actions a deal allows now (a receive with 13 cards and, with score cards, the
    score cards present)."""
    return _legal_actions(_View(match), deal)


def _legal_actions(view: _View, deal: int) -> list[EnvelopeAction]:
    candidates: list[EnvelopeAction] = []
    for action in Action:
        if action in _WITH_DIRECTION:
            candidates.extend(EnvelopeAction(deal, action, d) for d in ENVELOPE_ORDER)
        else:
            candidates.append(EnvelopeAction(deal, action))
    result: list[EnvelopeAction] = []
    for candidate in candidates:
        try:
            _transition(view, candidate)
        except MatchError:
            continue
        result.append(candidate)
    return result


# -- batches for the rooms view -------------------------------------------------------------


def pack_all(match: Match, deal: int) -> Command:
    """Pack every envelope of a deal not packed yet (one undoable step)."""
    state = deal_envelopes(match, deal)
    todo = [d for d in ENVELOPE_ORDER if d not in state.packed]
    if state.stage is not Stage.PLAYED_HOME or not todo:
        # The single action gives the precise refusal.
        EnvelopeAction(deal, Action.PACK, todo[0] if todo else Direction.S).check(match)
        raise MatchError(f"deal {deal}: every envelope is packed already",
                         "envelopes_all_packed", {"deal": deal})
    return Batch(tuple(EnvelopeAction(deal, Action.PACK, d) for d in todo))


def receive_all(match: Match, deal: int, cards: Mapping[Direction, int] | None = None,
                score_cards: bool | None = None) -> Command:
    """Check every envelope of a deal not checked yet: 13 cards each unless ``cards`` says
    otherwise, score cards as given (default present; None under board conditions)."""
    state = deal_envelopes(match, deal)
    counts = dict(cards or {})
    todo = [d for d in ENVELOPE_ORDER if d not in state.arrival or d in counts]
    if not todo:
        EnvelopeAction(deal, Action.RECEIVE, Direction.S).check(match)  # precise refusal
        raise MatchError(f"deal {deal}: every envelope is checked already",
                         "envelopes_all_checked", {"deal": deal})
    return Batch(tuple(EnvelopeAction(deal, Action.RECEIVE, d,
                                      counts.get(d, CARDS_PER_ENVELOPE), score_cards)
                       for d in todo))
