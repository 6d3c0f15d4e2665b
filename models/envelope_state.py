"""The stored state of each deal's four envelopes (spec §5): the stages of a deal's life,
the courier's actions, what was found on arrival, the envelopes' identities and the
stage as data (:class:`StageInfo`).

State lives in ``match.extras["envelopes"][str(deal)]`` as a small JSON-able dict::

    {"stage": "in_transit", "packed": ["N", "E", "S", "W"],
     "arrival": {"W": {"cards": 12, "score_cards": true}}}

(no key: not dealt).  What the results prove on top of it is :mod:`models.envelope_view`.

Envelopes are identified by home table, direction and serial: in round r the envelope
(t, d, k) holds direction d's cards of deal ``format.deal_number(r, t, k)``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import Enum, StrEnum
from typing import Any, Final

from models.errors import InputError, MatchError
from models.extras import parse_key
from models.format import TABLES, DealSlot, MatchFormat
from models.match import DealKey, Match
from models.vocabulary import Direction

SLOT: Final = "envelopes"
CARDS_PER_ENVELOPE: Final = 13
#: The envelopes of the two tables differ in colour (spec §5: "e.g. white and blue").
ENVELOPE_COLOURS: Final = {1: "white", 2: "blue"}
#: Directions in the order the spec lists envelopes (S, W, N, E).
ENVELOPE_ORDER: Final = (Direction.S, Direction.W, Direction.N, Direction.E)
DIRECTION_NAMES: Final = {Direction.N: "North", Direction.E: "East",
                          Direction.S: "South", Direction.W: "West"}


class Stage(Enum):
    """Where a deal is in its life, in order."""

    NOT_DEALT = "not_dealt"
    DEALT = "dealt"              # in the players' hands at its own table
    PLAYED_HOME = "played_home"  # played at its own table; envelopes being packed
    PACKED = "packed"            # all four envelopes packed, still at its own table
    IN_TRANSIT = "in_transit"    # carried to the other table; envelopes being checked
    RECEIVED = "received"        # all four envelopes checked at the other table
    PLAYED_AWAY = "played_away"  # played at the other table
    RETURNED = "returned"        # envelopes back at its own table

    @property
    def index(self) -> int:
        return _STAGE_INDEX[self]

    def __lt__(self, other: Stage) -> bool:
        return self.index < other.index

    def __le__(self, other: Stage) -> bool:
        return self.index <= other.index

    def __gt__(self, other: Stage) -> bool:
        return self.index > other.index

    def __ge__(self, other: Stage) -> bool:
        return self.index >= other.index


_STAGE_INDEX: Final = {stage: i for i, stage in enumerate(Stage)}


class Action(StrEnum):
    """What can be done to a deal's envelopes."""

    DEAL = "deal"
    PLAY_HOME = "play_home"
    PACK = "pack"            # one direction
    CARRY = "carry"
    RECEIVE = "receive"      # one direction: cards found, score cards present
    PLAY_AWAY = "play_away"
    RETURN = "return"

    @classmethod
    def parse(cls, value: str) -> Action:
        try:
            return cls(str(value).strip().lower())
        except ValueError:
            raise InputError(f'"{value}": envelope action must be one of '
                             f'{", ".join(a.value for a in cls)}', "envelope_action_name",
                             {"text": str(value),
                              "actions": ", ".join(a.value for a in cls)}) from None


_WITH_DIRECTION: Final = frozenset({Action.PACK, Action.RECEIVE})


# -- the stored state of one deal ---------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Arrival:
    """What was found in one envelope on arrival at the other table."""

    cards: int
    score_cards: bool | None  # None: board conditions (no score cards travel)

    @property
    def short(self) -> bool:
        return self.cards != CARDS_PER_ENVELOPE


@dataclass(frozen=True, slots=True)
class DealEnvelopes:
    """The state of one deal's four envelopes."""

    stage: Stage = Stage.NOT_DEALT
    packed: frozenset[Direction] = frozenset()
    arrival: Mapping[Direction, Arrival] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any] | None:
        if self.stage is Stage.NOT_DEALT:
            return None
        return {
            "stage": self.stage.value,
            "packed": [d.name for d in sorted(self.packed)],
            "arrival": {d.name: {"cards": a.cards, "score_cards": a.score_cards}
                        for d, a in sorted(self.arrival.items())},
        }

    @classmethod
    def from_json(cls, deal: int, value: Any) -> DealEnvelopes:
        """Parse a stored value; a damaged one is refused with a message naming the deal."""
        if value is None:
            return cls()
        where = f"envelopes of deal {deal}: stored state is damaged"
        try:
            stage = Stage(value["stage"])
            packed = frozenset(Direction[name] for name in value.get("packed", []))
            arrival = {
                Direction[name]: Arrival(int(found["cards"]), _opt_bool(found["score_cards"]))
                for name, found in dict(value.get("arrival", {})).items()
            }
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise MatchError(f"{where} ({exc!r})", "envelopes_damaged",
                             {"deal": deal, "detail": repr(exc)}) from None
        state = cls(stage, packed, arrival)
        problem = state._inconsistency()
        if problem:
            raise MatchError(f"{where}: {problem}", "envelopes_damaged",
                             {"deal": deal, "detail": problem})
        return state

    def _inconsistency(self) -> str:
        if self.stage is Stage.NOT_DEALT:
            return "a dealt deal needs a stage"
        if self.stage < Stage.PLAYED_HOME and self.packed:
            return "envelopes packed before the deal was played"
        if self.stage >= Stage.PACKED and len(self.packed) != 4:
            return f"stage {self.stage.value} needs all four envelopes packed"
        if self.stage < Stage.IN_TRANSIT and self.arrival:
            return "envelopes checked before they were carried"
        if (self.stage >= Stage.RECEIVED and len(self.arrival) != 4
                and not (self.stage is Stage.RETURNED and not self.arrival)):
            # (an annulled deal goes home from the other table unchecked, spec §11)
            return f"stage {self.stage.value} needs all four envelopes checked"
        if self.stage is Stage.PLAYED_HOME and len(self.packed) == 4:
            return "all four envelopes packed but stage is still played_home"
        if self.stage is Stage.IN_TRANSIT and len(self.arrival) == 4:
            return "all four envelopes checked but stage is still in_transit"
        if any(a.cards < 0 or a.cards > 52 for a in self.arrival.values()):
            return "a card count outside 0-52"
        return ""

    @property
    def arrived(self) -> bool:
        """True once the envelopes are at the other table (the first one was checked)."""
        return self.stage >= Stage.RECEIVED or bool(self.arrival)

    @property
    def cards_in_hands(self) -> bool:
        """True while some of the deal's cards are out of their envelopes at its own table."""
        return self.stage in (Stage.DEALT, Stage.PLAYED_HOME)


def _opt_bool(value: Any) -> bool | None:
    if value is None or isinstance(value, bool):
        return value
    raise ValueError(f"score_cards must be true, false or null, not {value!r}")


# -- identities -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True, order=True)
class EnvelopeId:
    """One of the 24 physical envelopes: its home table, direction and serial."""

    table: int
    direction: Direction
    serial: int

    @property
    def colour(self) -> str:
        return ENVELOPE_COLOURS[self.table]

    def __str__(self) -> str:
        return f"{self.direction.name}{self.serial} ({self.colour}, table {self.table})"


def all_envelopes(fmt: MatchFormat) -> list[EnvelopeId]:
    """The envelopes of both tables, table by table, serial by serial, S W N E."""
    return [EnvelopeId(table, direction, serial)
            for table in TABLES
            for serial in range(1, fmt.originals_per_table + 1)
            for direction in ENVELOPE_ORDER]


def _envelope_previous(fmt: MatchFormat, slot: DealSlot) -> int | None:
    """The deal that used the same envelopes in the previous round."""
    if slot.round == 1:
        return None
    return fmt.deal_number(slot.round - 1, slot.origin_table, slot.serial)


def envelope_deals(fmt: MatchFormat, envelope: EnvelopeId) -> list[int]:
    """The deals whose cards an envelope carries, round by round."""
    return [fmt.deal_number(r, envelope.table, envelope.serial)
            for r in range(1, fmt.rounds + 1)]


# -- reading the state ----------------------------------------------------------------------


def envelopes_in_use(match: Match) -> bool:
    """True once any deal was dealt (a courier's action or a result): from then on the
    deck mode (six or two decks) should not change, since where the decks are depends
    on it."""
    return bool(match.extras.get(SLOT)) or bool(match.results)


def _names(directions: Iterable[Direction]) -> str:
    names = [f"{DIRECTION_NAMES[d]}'s" for d in ENVELOPE_ORDER if d in set(directions)]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


@dataclass(frozen=True, slots=True)
class StageInfo:
    """Where a deal is in its life, as data: its stage, its two tables and how many of its
    envelopes are packed and checked; ``text`` says it in English (a view words it from
    the data in its own language).

    The stage alone decides the sentence, except :attr:`Stage.IN_TRANSIT`: with no
    envelope checked yet the deal is on the way to ``away``, else being checked there.
    """

    stage: Stage
    home: int     # the deal's own table
    away: int     # the other table
    packed: int   # envelopes packed (0-4)
    checked: int  # envelopes checked on arrival (0-4)
    #: an annulled attempt (spec §11): when — "before" (played nowhere), "home" (after
    #: its own table played it), "away" (after the other table did), "both"; "" live
    annulled: str = ""
    #: where an annulled attempt's cards are: the table (its own table once sent home)
    cards_at: int = 0

    @property
    def on_the_way(self) -> bool:
        """In transit with no envelope checked yet."""
        return self.stage is Stage.IN_TRANSIT and not self.checked

    @property
    def text(self) -> str:
        """The stage in English: ``"at table 2, 3 of 4 envelopes checked"``."""
        home, away = self.home, self.away
        stage = self.stage
        if self.annulled:
            when = {"before": "before it was played",
                    "home": f"after table {home} played it",
                    "away": f"after table {away} played it",
                    "both": "after both tables played it"}[self.annulled]
            if stage is Stage.RETURNED:
                cards = "cards sent home"
            elif self.cards_at == home:
                cards = f"cards at table {home}"
            elif self.cards_at == away:
                cards = f"cards at table {away}, to go home"
            else:
                cards = f"cards on the way to table {away}"
            return f"annulled {when}; {cards}"
        if stage is Stage.NOT_DEALT:
            return "not dealt yet"
        if stage is Stage.DEALT:
            return f"being played at table {home}"
        if stage is Stage.PLAYED_HOME:
            return f"played at table {home}, {self.packed} of 4 envelopes packed"
        if stage is Stage.PACKED:
            return f"packed at table {home}"
        if stage is Stage.IN_TRANSIT:
            if self.on_the_way:
                return f"on the way to table {away}"
            return f"at table {away}, {self.checked} of 4 envelopes checked"
        if stage is Stage.RECEIVED:
            return f"checked in at table {away}"
        if stage is Stage.PLAYED_AWAY:
            return f"played at both tables, envelopes at table {away}"
        return f"played at both tables, envelopes back at table {home}"

    def __str__(self) -> str:
        return self.text


def _stage_info(state: DealEnvelopes, slot: DealSlot) -> StageInfo:
    return StageInfo(state.stage, slot.origin_table, slot.other_table, len(state.packed),
                     len(state.arrival))


def _deal_key(fmt: MatchFormat, key: str) -> DealKey:
    """The attempt a stored key names: ``"8"`` the deal (attempt 0, as files before
    replays had envelopes of their own wrote it), ``"8R1"`` its first replay."""
    parsed = parse_key(key)
    if parsed is None or parsed[1] is not None:
        raise MatchError(f'envelopes: stored key "{key}" is not a deal number',
                         "envelopes_bad_key", {"text": key})
    fmt.check_deal(parsed[0].deal)
    return parsed[0]


def serial_text(serials: Iterable[int]) -> str:
    """``[1, 2, 3]`` -> ``"1–3"``; ``[1, 3]`` -> ``"1, 3"``; ``[2]`` -> ``"2"``."""
    values = sorted(set(serials))
    if len(values) > 2 and values == list(range(values[0], values[-1] + 1)):
        return f"{values[0]}–{values[-1]}"
    return ", ".join(str(v) for v in values)


def _originals(match: Match, round_: int, table: int,
               serials: Iterable[int] | None) -> list[int]:
    fmt = match.format
    fmt.check_table(table)
    chosen = list(range(1, fmt.originals_per_table + 1)) if serials is None else list(serials)
    return [fmt.deal_number(round_, table, s) for s in chosen]


#: stored values parsed before, by identity (a stored value is replaced, never changed in
#: place: :func:`models.envelope_actions._set_state` puts a new one); the value is kept
#: so its id stays its own
_PARSED: dict[int, tuple[Any, int, DealEnvelopes]] = {}


def _parsed(deal: int, value: Any) -> DealEnvelopes:
    known = _PARSED.get(id(value))
    if known is not None and known[0] is value and known[1] == deal:
        return known[2]
    state = DealEnvelopes.from_json(deal, value)
    if len(_PARSED) > 4096:
        _PARSED.clear()
    _PARSED[id(value)] = (value, deal, state)
    return state
