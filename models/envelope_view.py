"""Every deal's envelope state as the match proves it (:class:`_View`), and where each
envelope and deck is (:class:`Location`).

A deal's state is what the courier's actions recorded (:mod:`models.envelope_state`),
advanced to what the results prove.  With two decks each original goes over once played,
but the host still says it once per table and round: his carry (check on arrival) of a
round's first originals covers the next ones as their results come in
(:meth:`_View.confirmed`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import Enum, StrEnum
from typing import Any

from models.decks import _check_deck, _deck_neighbours, deck_count, deck_deals, deck_home
from models.envelope_state import (
    CARDS_PER_ENVELOPE,
    DIRECTION_NAMES,
    ENVELOPE_ORDER,
    SLOT,
    Action,
    Arrival,
    DealEnvelopes,
    EnvelopeId,
    Stage,
    StageInfo,
    _deal_key,
    _parsed,
    _stage_info,
    _stage_text,
    envelope_deals,
)
from models.errors import InputError
from models.format import DealSlot
from models.match import Conditions, DealKey, Match
from models.vocabulary import Direction

# -- where everything is --------------------------------------------------------------------


class Place(Enum):
    TABLE_1 = "table 1"
    TABLE_2 = "table 2"
    IN_TRANSIT = "in transit"

    @classmethod
    def at(cls, table: int) -> Place:
        return cls.TABLE_1 if table == 1 else cls.TABLE_2

    @property
    def table(self) -> int | None:
        return {Place.TABLE_1: 1, Place.TABLE_2: 2}.get(self)


class NoteKind(StrEnum):
    """What a :class:`Location`'s note says; its ``params`` name the details."""

    EMPTY = "empty"                  # an envelope holding no cards
    CARDS = "cards"                  # an envelope: direction, deal, found (int | None:
    #                                  the cards found on arrival when not 13)
    NOT_USED = "not_used"            # a deck not used yet
    IN_HANDS = "in_hands"            # a deck in the players' hands: deal
    BEING_PACKED = "being_packed"    # a deck being packed: deal, packed (envelopes 0-3)
    IN_ENVELOPES = "in_envelopes"    # a deck in the envelopes of a deal: deal


@dataclass(frozen=True, slots=True)
class Location:
    """Where an envelope or deck is, and whose cards it holds.

    ``deal``: the deal whose cards it holds (an envelope) or last served (a deck); None
    when empty or unused.  ``to_table``: the destination while in transit.  ``note`` says
    what it holds in English; ``kind`` and ``params`` say the same as data (a view words
    it in its own language; they take no part in comparisons).
    """

    place: Place
    deal: int | None = None
    to_table: int | None = None
    note: str = ""
    kind: NoteKind | None = field(default=None, compare=False)
    params: Mapping[str, Any] = field(default_factory=dict, compare=False)
    #: the attempt whose cards it holds: > 0 for a replay (spec §11), dealt again into
    #: the same envelopes at the deal's own table, then carried over
    attempt: int = 0

    @property
    def label(self) -> str:
        """The deal it holds as the diagrams name it: ``"8"``, ``"8R1"``."""
        return "" if self.deal is None else str(DealKey(self.deal, self.attempt))

    @property
    def found(self) -> int | None:
        """An envelope's card count found on arrival when it was not 13, else None."""
        found = self.params.get("found") if self.kind is NoteKind.CARDS else None
        return int(found) if found is not None else None

    def __str__(self) -> str:
        where = (f"on the way to table {self.to_table}" if self.place is Place.IN_TRANSIT
                 else f"at {self.place.value}")
        return f"{where}, {self.note}" if self.note else where


def _deal_place(state: DealEnvelopes, slot: DealSlot) -> Place:
    stage = state.stage
    if stage in (Stage.IN_TRANSIT, Stage.RECEIVED, Stage.PLAYED_AWAY):
        if stage is Stage.IN_TRANSIT and not state.arrival:
            return Place.IN_TRANSIT
        return Place.at(slot.other_table)
    return Place.at(slot.origin_table)


class _View:
    """Every deal's envelope state, worked out once for a query.

    A deal's state is what the courier's actions recorded, advanced to what the results
    prove: a result at the deal's own table proves it was dealt, played and packed there
    (the players put their cards back in the envelopes after play, spec §5); a result at
    the other table proves the envelopes were carried, found complete and played there
    (unless an envelope was recorded short); a later deal dealt with the same envelopes
    (six decks: any of the table's next originals) proves they came home, and with two
    decks a deal dealt with the same deck proves the one before was played at both
    tables.  Nothing is stored for what the results prove: undoing a result undoes it.
    """

    def __init__(self, match: Match) -> None:
        self.match = match
        self.fmt = match.format
        self.two = deck_count(match) == 2
        self.board = match.settings.conditions is Conditions.BOARD
        self.stored: dict[int, DealEnvelopes] = {}
        for key, value in match.extras.get(SLOT, {}).items():
            deal = _deal_key(self.fmt, key)
            self.stored[deal] = _parsed(deal, value)
        self.played_at: dict[int, set[int]] = {}
        for result_key, table in match.results:
            self.played_at.setdefault(result_key.deal, set()).add(table)
        self.attempts = match.latest_attempts()
        self._states: dict[int, DealEnvelopes] = {}
        self._all: dict[int, DealEnvelopes] | None = None
        self._latest: dict[tuple[int, int], int | None] = {}

    def state(self, deal: int) -> DealEnvelopes:
        known = self._states.get(deal)
        if known is None:
            known = self._states[deal] = self._derive(deal)
        return known

    @property
    def states(self) -> dict[int, DealEnvelopes]:
        """Every deal that is not 'not dealt', by number."""
        if self._all is None:
            self._all = {}
            for deal in range(1, self.fmt.deals + 1):
                state = self.state(deal)
                if state.stage is not Stage.NOT_DEALT:
                    self._all[deal] = state
        return self._all

    def proven(self, deal: int) -> Stage:
        """The stage the results (and the deals after it) prove; NOT_DEALT: nothing."""
        fmt = self.fmt
        slot = fmt.slot(deal)
        tables = self.played_at.get(deal, ())
        stage = Stage.NOT_DEALT
        if slot.other_table in tables:
            stage = Stage.PLAYED_AWAY
        elif slot.origin_table in tables:
            stage = Stage.PACKED
        stored = self.stored.get(deal)
        held = stage if stored is None else max(stage, stored.stage)
        if slot.round < fmt.rounds:
            if self.two:
                later = [fmt.deal_number(slot.round + 1, slot.origin_table, slot.serial)]
            else:
                later = [fmt.deal_number(slot.round + 1, slot.origin_table, s)
                         for s in range(1, fmt.originals_per_table + 1)]
            if any(self.state(d).stage >= Stage.DEALT for d in later):
                return Stage.RETURNED
            # the score cards of a table's next original are drawn at the table just
            # before it is dealt (spec §6): its deck and envelopes are home by then
            if held is Stage.PLAYED_AWAY and any(d in self.match.draws for d in later):
                return Stage.RETURNED
        if self.two:
            _, following = _deck_neighbours(self.match, deal)
            if following is not None:
                after = self.state(following).stage
                if stage < Stage.PLAYED_AWAY and after >= Stage.DEALT:
                    stage = held = max(held, Stage.PLAYED_AWAY)
                # the cards dealt again at the other table go over as its next original,
                # and the emptied envelopes go home with them
                if held is Stage.PLAYED_AWAY and after >= Stage.IN_TRANSIT:
                    return Stage.RETURNED
        return stage

    def confirmed(self, slot: DealSlot, step: Action) -> bool:
        """Two decks: the host carried (``CARRY``) or checked on arrival (``RECEIVE``) an
        earlier original of the same round and table — recorded, not proven: one action
        per table and round covers the round's next originals as they come."""
        for serial in range(1, slot.serial):
            earlier = self.stored.get(self.fmt.deal_number(slot.round, slot.origin_table,
                                                           serial))
            if earlier is None:
                continue
            if step is Action.CARRY and earlier.stage >= Stage.IN_TRANSIT:
                return True
            if step is Action.RECEIVE and len(earlier.arrival) == len(ENVELOPE_ORDER):
                return True
        return False

    def _standing(self, deal: int, stage: Stage, stored: DealEnvelopes) -> Stage:
        """Two decks: a deal played at its own table goes over (and is found complete on
        arrival) once the host said so for an earlier original of its round."""
        slot = self.fmt.slot(deal)
        if stage is Stage.PACKED and self.confirmed(slot, Action.CARRY):
            stage = Stage.IN_TRANSIT
        if (stage is Stage.IN_TRANSIT and not stored.arrival
                and self.confirmed(slot, Action.RECEIVE)):
            stage = Stage.RECEIVED
        return stage

    def _derive(self, deal: int) -> DealEnvelopes:
        stored = self.stored.get(deal, DealEnvelopes())
        proven = self.proven(deal)
        if self.two:
            proven = self._standing(deal, max(proven, stored.stage), stored)
        if proven <= stored.stage:
            return stored
        arrival = dict(stored.arrival)
        if proven >= Stage.RECEIVED:
            for direction in ENVELOPE_ORDER:
                arrival.setdefault(direction, Arrival(CARDS_PER_ENVELOPE,
                                                      None if self.board else True))
        return DealEnvelopes(proven, frozenset(Direction), arrival)

    def text(self, deal: int) -> str:
        return _stage_text(self.state(deal), self.fmt.slot(deal))

    def info(self, deal: int) -> StageInfo:
        return _stage_info(self.state(deal), self.fmt.slot(deal))

    def latest(self, deals: Iterable[int]) -> int | None:
        found = None
        for deal in deals:
            if self.state(deal).stage is not Stage.NOT_DEALT:
                found = deal
        return found

    def redealt(self, deal: int) -> bool:
        """Two decks: the deck of this deal was dealt again for the next deal."""
        if not self.two:
            return False
        _, following = _deck_neighbours(self.match, deal)
        return following is not None and self.state(following).stage is not Stage.NOT_DEALT

    def replay(self, deal: int) -> tuple[DealKey, Place, int | None] | None:
        """A replay dealt again into the deal's own envelopes and played at its own
        table: (its key, where its cards are, the table they go to).  None when no replay
        was played there yet (the envelopes are the deal's, wherever its state says)."""
        attempt = self.attempts.get(deal, 0)
        if attempt == 0:
            return None
        key = DealKey(deal, attempt)
        slot = self.fmt.slot(deal)
        results = self.match.results
        if (key, slot.origin_table) not in results:
            return None
        if (key, slot.other_table) in results:
            return key, Place.at(slot.other_table), None
        return key, Place.IN_TRANSIT, slot.other_table

    def envelope(self, envelope: EnvelopeId) -> Location:
        key = (envelope.table, envelope.serial)  # the four directions share their deal
        if key not in self._latest:
            self._latest[key] = self.latest(envelope_deals(self.fmt, envelope))
        deal = self._latest[key]
        if deal is None:
            return Location(Place.at(envelope.table), note="empty", kind=NoteKind.EMPTY)
        replayed = self.replay(deal)
        if replayed is not None:
            replay, place, to_table = replayed
            note = f"{DIRECTION_NAMES[envelope.direction]}'s cards of deal {replay}"
            return Location(place, deal, to_table, note, NoteKind.CARDS,
                            {"direction": envelope.direction, "deal": str(replay),
                             "found": None}, replay.attempt)
        state, slot = self.state(deal), self.fmt.slot(deal)
        place = _deal_place(state, slot)
        to_table = slot.other_table if place is Place.IN_TRANSIT else None
        stage = state.stage
        holds = True
        if stage is Stage.DEALT or (stage is Stage.PLAYED_HOME
                                    and envelope.direction not in state.packed):
            holds = False
        if stage >= Stage.PLAYED_AWAY and self.redealt(deal):
            holds = False
        if not holds:
            return Location(place, None, to_table, "empty", NoteKind.EMPTY)
        note = f"{DIRECTION_NAMES[envelope.direction]}'s cards of deal {deal}"
        arrival = state.arrival.get(envelope.direction)
        found = arrival.cards if arrival is not None and arrival.short else None
        if found is not None:
            note += f" ({found} found on arrival)"
        return Location(place, deal, to_table, note, NoteKind.CARDS,
                        {"direction": envelope.direction, "deal": deal, "found": found})

    def deck(self, deck: int) -> Location:
        deal = self.latest(deck_deals(self.match, deck))
        if deal is None:
            return Location(Place.at(deck_home(self.match, deck)), note="not used yet",
                            kind=NoteKind.NOT_USED)
        replayed = self.replay(deal) if not self.two else None
        if replayed is not None:
            replay, place, to_table = replayed
            return Location(place, deal, to_table, f"in the envelopes of deal {replay}",
                            NoteKind.IN_ENVELOPES, {"deal": str(replay)}, replay.attempt)
        state, slot = self.state(deal), self.fmt.slot(deal)
        place = _deal_place(state, slot)
        to_table = slot.other_table if place is Place.IN_TRANSIT else None
        params: dict[str, Any] = {"deal": deal}
        if state.stage is Stage.DEALT:
            kind, note = NoteKind.IN_HANDS, f"in the players' hands (deal {deal})"
        elif state.stage is Stage.PLAYED_HOME:
            kind = NoteKind.BEING_PACKED
            note = f"being packed (deal {deal}, {len(state.packed)} of 4 envelopes)"
            params["packed"] = len(state.packed)
        else:
            kind, note = NoteKind.IN_ENVELOPES, f"in the envelopes of deal {deal}"
        return Location(place, deal, to_table, note, kind, params)


def envelope_location(match: Match, home_table: int, direction: Direction,
                      serial: int) -> Location:
    """Where one of the 24 envelopes is now, and whose cards it holds."""
    fmt = match.format
    fmt.check_table(home_table)
    if not 1 <= serial <= fmt.originals_per_table:
        raise InputError(f"serial {serial}: serials are 1-{fmt.originals_per_table}",
                         "serial_range", {"serial": serial, "count": fmt.originals_per_table})
    return _View(match).envelope(EnvelopeId(home_table, direction, serial))


def deck_location(match: Match, deck: int) -> Location:
    """Where a deck is now, and which deal it serves."""
    _check_deck(match, deck)
    return _View(match).deck(deck)


def deal_envelopes(match: Match, deal: int) -> DealEnvelopes:
    """The state of a deal's envelopes: what was recorded, advanced to what the results
    prove (see :class:`_View`)."""
    match.format.check_deal(deal)
    return _View(match).state(deal)


def deal_stage(match: Match, deal: int) -> Stage:
    return deal_envelopes(match, deal).stage


def stage_info(match: Match, deal: int) -> StageInfo:
    """A deal's stage as data (:class:`StageInfo`), for a view that words it itself."""
    return _stage_info(deal_envelopes(match, deal), match.format.slot(deal))


def stage_text(match: Match, deal: int) -> str:
    """A deal's stage in words: ``"at table 2, 3 of 4 envelopes checked"``."""
    return _stage_text(deal_envelopes(match, deal), match.format.slot(deal))
