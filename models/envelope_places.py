"""Where an envelope or a deck can be (:class:`Place`), and where one is and what it holds
(:class:`Location`, its note as data: :class:`NoteKind`): the answers of the envelope
tracker's :mod:`models.envelope_view`, which works them out from the match."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum, StrEnum
from typing import Any

from models.envelope_state import DealEnvelopes, Stage
from models.format import DealSlot
from models.match import DealKey


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
