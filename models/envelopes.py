"""The life of each deal's four envelopes and of the decks (spec §5, §6, §11).

A deal is dealt at its own table, played there, packed (each player puts his 13 cards in
the envelope of his direction), carried to the other table, checked there on arrival
(each envelope: 13 cards, the score cards), played there, and its envelopes go home.
:class:`Stage` names those steps; :class:`EnvelopeAction` is the one command that moves
a deal from step to step, refusing impossible moves with a :class:`MatchError` that says
what and why (``deal 5: cannot carry it to table 1: West's envelope is not packed yet``).

State lives in ``match.extras["envelopes"][str(deal)]`` as a small JSON-able dict::

    {"stage": "in_transit", "packed": ["N", "E", "S", "W"],
     "arrival": {"W": {"cards": 12, "score_cards": true}}}

(no key: not dealt).  Everything else (where each of the 24 envelopes and of the decks is,
what to do next at a table, the annulments a short envelope calls for) is computed from it.

Envelopes are identified by home table, direction and serial: in round r the envelope
(t, d, k) holds direction d's cards of deal ``format.deal_number(r, t, k)``.

Decks.  Six decks (the default): deck (t, k) — numbered (t-1)·n + k — serves serial k of
table t in every round; it travels in that serial's envelopes, so a deal can be dealt only
when the same serial of the previous round is back home.  Two decks (``Settings.two_decks``,
the seed's fallback): each table deals with one deck, the two decks alternating; a deck
played at both tables is dealt again at the second table for its next original (deck 1
starts at table 1, deck 2 at table 2), and the emptied envelopes go home afterwards, with
the cards dealt again from them (that deal's envelopes go to their home table).  Each
original goes over once played, but the host still says it once per table and round: his
carry (check on arrival) of a round's first originals covers the next ones as their
results come in (:meth:`_View.confirmed`).

Importing this module registers its commands (``envelope_action``, ``envelope_restore``)
with :func:`models.commands.register_command`.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Mapping
from dataclasses import field
from enum import Enum, StrEnum
from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar, Final, NamedTuple

from models.errors import InputError, MatchError
from models.format import TABLES, DealSlot, MatchFormat
from models.match import AnnulReason, Conditions, DealKey, Match
from models.proposals import is_dismissed
from models.records import record
from models.registry import Batch, register_command
from models.vocabulary import Direction

if TYPE_CHECKING:
    from models.registry import Command

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
                             f'{", ".join(a.value for a in cls)}') from None


_WITH_DIRECTION: Final = frozenset({Action.PACK, Action.RECEIVE})


# -- the stored state of one deal ---------------------------------------------------------


@record
class Arrival:
    """What was found in one envelope on arrival at the other table."""

    cards: int
    score_cards: bool | None  # None: board conditions (no score cards travel)

    @property
    def short(self) -> bool:
        return self.cards != CARDS_PER_ENVELOPE


@record
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
            raise MatchError(f"{where} ({exc!r})") from None
        state = cls(stage, packed, arrival)
        problem = state._inconsistency()
        if problem:
            raise MatchError(f"{where}: {problem}")
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
        if self.stage >= Stage.RECEIVED and len(self.arrival) != 4:
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


@record(order=True)
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


def deck_count(match: Match) -> int:
    """How many decks the match uses: 2 with ``two_decks``, else the format's decks."""
    if match.settings.two_decks:
        return 2
    fmt = match.format
    if fmt.decks != fmt.games_per_round:
        raise MatchError(f"format {fmt.name}: {fmt.decks} decks for "
                         f"{fmt.games_per_round} games a round is not supported by the "
                         "envelope tracker (it knows one deck per game, or two decks)")
    return fmt.decks


def _index(fmt: MatchFormat, slot: DealSlot) -> int:
    """The how-manieth original of its table a deal is (0-based, across rounds)."""
    return (slot.round - 1) * fmt.originals_per_table + slot.serial - 1


def _from_index(fmt: MatchFormat, table: int, index: int) -> int:
    n = fmt.originals_per_table
    return fmt.deal_number(index // n + 1, table, index % n + 1)


def deck_of(match: Match, deal: int) -> int:
    """The deck a deal is dealt with (1-based)."""
    fmt = match.format
    slot = fmt.slot(deal)
    if deck_count(match) == 2:
        return (slot.origin_table - 1 + _index(fmt, slot)) % 2 + 1
    return (slot.origin_table - 1) * fmt.originals_per_table + slot.serial


def deck_home(match: Match, deck: int) -> int:
    """The table a deck starts the match at."""
    _check_deck(match, deck)
    if deck_count(match) == 2:
        return deck
    return (deck - 1) // match.format.originals_per_table + 1


def deck_deals(match: Match, deck: int) -> list[int]:
    """The deals dealt with a deck, in the order they are dealt."""
    _check_deck(match, deck)
    fmt = match.format
    n = fmt.originals_per_table
    if deck_count(match) == 2:
        return [_from_index(fmt, deck if j % 2 == 0 else 3 - deck, j)
                for j in range(fmt.rounds * n)]
    table, serial = (deck - 1) // n + 1, (deck - 1) % n + 1
    return [fmt.deal_number(r, table, serial) for r in range(1, fmt.rounds + 1)]


def _check_deck(match: Match, deck: int) -> None:
    count = deck_count(match)
    if not 1 <= deck <= count:
        raise InputError(f"deck {deck}: decks are 1-{count}")


def _deck_neighbours(match: Match, deal: int) -> tuple[int | None, int | None]:
    """The deals dealt with the same deck just before and just after this one."""
    chain = deck_deals(match, deck_of(match, deal))
    at = chain.index(deal)
    return (chain[at - 1] if at > 0 else None,
            chain[at + 1] if at + 1 < len(chain) else None)


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


def stored_envelopes(match: Match, deal: int) -> DealEnvelopes:
    """What the courier's actions recorded for a deal, without what the results prove."""
    match.format.check_deal(deal)
    return DealEnvelopes.from_json(deal, match.extras.get(SLOT, {}).get(str(deal)))


def deal_envelopes(match: Match, deal: int) -> DealEnvelopes:
    """The state of a deal's envelopes: what was recorded, advanced to what the results
    prove (see :class:`_View`)."""
    match.format.check_deal(deal)
    return _View(match).state(deal)


def deal_stage(match: Match, deal: int) -> Stage:
    return deal_envelopes(match, deal).stage


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


@record
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

    @property
    def on_the_way(self) -> bool:
        """In transit with no envelope checked yet."""
        return self.stage is Stage.IN_TRANSIT and not self.checked

    @property
    def text(self) -> str:
        """The stage in English: ``"at table 2, 3 of 4 envelopes checked"``."""
        home, away = self.home, self.away
        stage = self.stage
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


def _stage_text(state: DealEnvelopes, slot: DealSlot) -> str:
    return _stage_info(state, slot).text


def stage_info(match: Match, deal: int) -> StageInfo:
    """A deal's stage as data (:class:`StageInfo`), for a view that words it itself."""
    return _stage_info(deal_envelopes(match, deal), match.format.slot(deal))


def stage_text(match: Match, deal: int) -> str:
    """A deal's stage in words: ``"at table 2, 3 of 4 envelopes checked"``."""
    return _stage_text(deal_envelopes(match, deal), match.format.slot(deal))


# -- the command ----------------------------------------------------------------------------


@record
class EnvelopeAction:
    """Move a deal's envelopes one step on (spec §5).

    ``direction`` is needed for ``pack`` and ``receive`` (one envelope each) and refused
    otherwise.  ``receive`` takes the cards found in the envelope (default 13) and whether
    the score cards were there (default: present; must stay None under board conditions).
    A receive with a count other than 13 is recorded: :func:`proposed_annulments` then
    proposes annulling the deal (reason 3); nothing is annulled here.  Checking an envelope
    again before the deal is played at the other table corrects what was found (the same
    findings again are refused: nothing would change).
    """

    kind: ClassVar[str] = "envelope_action"
    deal: int
    action: Action
    direction: Direction | None = None
    cards: int | None = None
    score_cards: bool | None = None

    def __post_init__(self) -> None:
        action = Action.parse(self.action)
        object.__setattr__(self, "action", action)
        if action in _WITH_DIRECTION:
            if self.direction is None:
                raise InputError(f"deal {self.deal}: {action.value}: say which direction's "
                                 "envelope")
            if not isinstance(self.direction, Direction):
                object.__setattr__(self, "direction", Direction.parse(str(self.direction)))
        elif self.direction is not None:
            raise InputError(f"deal {self.deal}: {action.value} moves all four envelopes: "
                             "give no direction")
        if action is Action.RECEIVE:
            if self.cards is None:
                object.__setattr__(self, "cards", CARDS_PER_ENVELOPE)
            elif isinstance(self.cards, bool) or not isinstance(self.cards, int):
                raise InputError(f"deal {self.deal}: cards found must be a number, "
                                 f"not {self.cards!r}")
            elif not 0 <= self.cards <= 52:
                raise InputError(f"deal {self.deal}: {self.cards} cards in an envelope: "
                                 "a count is 0-52")
        elif self.cards is not None or self.score_cards is not None:
            raise InputError(f"deal {self.deal}: only receive records cards and score cards")

    # -- command protocol ----------------------------------------------------------------
    def apply(self, match: Match) -> Command:
        new = self.check(match)
        return _set_state(match, self.deal, new.to_json(), f"undo: {self.describe()}")

    def check(self, match: Match) -> DealEnvelopes:
        """The deal's state after this action, or MatchError saying why it is refused."""
        return _transition(_View(match), self)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "deal": self.deal,
                                "action": self.action.value}
        if self.direction is not None:
            data["direction"] = self.direction.name
        if self.action is Action.RECEIVE:
            data["cards"] = self.cards
            data["score_cards"] = self.score_cards
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> EnvelopeAction:
        direction = data.get("direction")
        return cls(int(data["deal"]), Action.parse(data["action"]),
                   Direction.parse(direction) if direction else None,
                   data.get("cards"), data.get("score_cards"))

    def describe(self) -> str:
        who = DIRECTION_NAMES[self.direction] if self.direction is not None else ""
        text = {
            Action.DEAL: "dealt",
            Action.PLAY_HOME: "played at its own table",
            Action.PACK: f"{who}'s envelope packed",
            Action.CARRY: "envelopes carried to the other table",
            Action.RECEIVE: f"{who}'s envelope checked on arrival: {self.cards} cards"
                            + {None: "", True: ", score cards there",
                               False: ", score cards missing"}[self.score_cards],
            Action.PLAY_AWAY: "played at the other table",
            Action.RETURN: "envelopes returned home",
        }[self.action]
        return f"deal {self.deal}: {text}"

    def describe_parts(self) -> tuple[str, dict[str, Any]]:
        """The action as data (:func:`models.commands.describe_parts`)."""
        return "envelopes", {"deal": self.deal, "action": self.action,
                             "direction": self.direction, "cards": self.cards,
                             "score_cards": self.score_cards}


@record
class RestoreEnvelopes:
    """Put a deal's envelope state back as it was (the inverse of :class:`EnvelopeAction`).

    ``state`` is the stored JSON value (None: not dealt).  It is checked before it is put.
    """

    kind: ClassVar[str] = "envelope_restore"
    deal: int
    state: dict[str, Any] | None
    label: str = ""

    def apply(self, match: Match) -> Command:
        match.format.check_deal(self.deal)
        parsed = DealEnvelopes.from_json(self.deal, self.state)
        return _set_state(match, self.deal, parsed.to_json(), self.label)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "deal": self.deal, "state": copy.deepcopy(self.state),
                "label": self.label}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RestoreEnvelopes:
        return cls(int(data["deal"]), data.get("state"), str(data.get("label", "")))

    def describe(self) -> str:
        if self.label:
            return self.label
        stage = Stage(self.state["stage"]) if self.state else Stage.NOT_DEALT
        return f"deal {self.deal}: envelopes set back to {stage.value.replace('_', ' ')}"


register_command(EnvelopeAction.kind, EnvelopeAction.from_dict)
register_command(RestoreEnvelopes.kind, RestoreEnvelopes.from_dict)


def _set_state(match: Match, deal: int, value: dict[str, Any] | None,
               label: str) -> RestoreEnvelopes:
    """Store a deal's state (None removes it, and the slot when it empties)."""
    values = match.extras.get(SLOT, {})
    before = copy.deepcopy(values.get(str(deal)))
    if value is None:
        values.pop(str(deal), None)
        if not values:
            match.extras.pop(SLOT, None)
    else:
        match.extras.setdefault(SLOT, {})[str(deal)] = value
    return RestoreEnvelopes(deal, before, label)


# -- the state machine ----------------------------------------------------------------------


def _transition(view: _View, act: EnvelopeAction) -> DealEnvelopes:
    match, fmt = view.match, view.fmt
    fmt.check_deal(act.deal)
    slot = fmt.slot(act.deal)
    home, away = slot.origin_table, slot.other_table
    state = view.state(act.deal)
    stage = state.stage
    now = _stage_text(state, slot)
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

    def refuse(why: str) -> MatchError:
        return MatchError(f"deal {act.deal}: cannot {verb}: {why}")

    if act.action is Action.DEAL:
        if stage is not Stage.NOT_DEALT:
            raise refuse(f"it was dealt already (it is {now})")
        _check_deck_and_envelopes(view, slot, refuse)
        busy = _cards_out_at(view, home)
        if busy is not None:
            raise refuse(f"the cards of deal {busy} are still out at table {home} "
                         f"({view.text(busy)})")
        return DealEnvelopes(Stage.DEALT)

    if act.action is Action.PLAY_HOME:
        if stage is not Stage.DEALT:
            raise refuse("it is not dealt yet" if stage is Stage.NOT_DEALT
                         else f"it was played there already (it is {now})")
        return DealEnvelopes(Stage.PLAYED_HOME)

    if act.action is Action.PACK:
        assert act.direction is not None
        if stage < Stage.PLAYED_HOME:
            raise refuse(f"it is not played at table {home} yet (it is {now})")
        if stage > Stage.PLAYED_HOME:
            raise refuse(f"the four envelopes are packed already (it is {now})")
        if act.direction in state.packed:
            raise refuse(f"{who}'s envelope is packed already")
        packed = state.packed | {act.direction}
        return DealEnvelopes(Stage.PACKED if len(packed) == 4 else Stage.PLAYED_HOME, packed)

    if act.action is Action.CARRY:
        if stage < Stage.PLAYED_HOME:
            raise refuse(f"it is not played at table {home} yet (it is {now})")
        if stage is Stage.PLAYED_HOME:
            missing = set(Direction) - state.packed
            plural = "envelopes are" if len(missing) > 1 else "envelope is"
            raise refuse(f"{_names(missing)} {plural} not packed yet")
        if stage > Stage.PACKED:
            raise refuse(f"it was carried already (it is {now})")
        if not view.two:
            waiting = [d for d in _originals(match, slot.round, home, None)
                       if view.state(d).stage < Stage.PACKED]
            if waiting:
                raise refuse("the envelopes go over after the table's three originals: "
                             f"deal {', '.join(map(str, waiting))} "
                             f"{'is' if len(waiting) == 1 else 'are'} not played and packed yet")
        return DealEnvelopes(Stage.IN_TRANSIT, state.packed)

    if act.action is Action.RECEIVE:
        assert act.direction is not None and act.cards is not None
        if stage < Stage.IN_TRANSIT:
            raise refuse(f"its envelopes were not carried yet (it is {now})")
        if stage > Stage.RECEIVED:
            raise refuse(f"it was played at table {away} already (it is {now})")
        board = match.settings.conditions is Conditions.BOARD
        if board and act.score_cards is not None:
            raise refuse("under board conditions no score cards travel with the deal")
        score_cards = None if board else act.score_cards is not False
        found = Arrival(act.cards, score_cards)
        if state.arrival.get(act.direction) == found:
            raise refuse(f"it was checked already with the same findings ({act.cards} "
                         "cards" + ("" if board else ", score cards "
                                    + ("there" if score_cards else "missing")) + ")")
        arrival = {**state.arrival, act.direction: found}
        return DealEnvelopes(Stage.RECEIVED if len(arrival) == 4 else Stage.IN_TRANSIT,
                             state.packed, arrival)

    if act.action is Action.PLAY_AWAY:
        if stage < Stage.IN_TRANSIT:
            raise refuse(f"its envelopes are not at table {away} (it is {now})")
        if stage is Stage.IN_TRANSIT:
            missing = set(Direction) - set(state.arrival)
            plural = "envelopes are" if len(missing) > 1 else "envelope is"
            raise refuse(f"{_names(missing)} {plural} not checked on arrival yet")
        if stage > Stage.RECEIVED:
            raise refuse(f"it was played there already (it is {now})")
        busy = _cards_out_at(view, away)
        if busy is not None:
            raise refuse(f"the cards of deal {busy} are still out at table {away} "
                         f"({view.text(busy)})")
        return DealEnvelopes(Stage.PLAYED_AWAY, state.packed, state.arrival)

    # Action.RETURN
    if stage < Stage.PLAYED_AWAY:
        raise refuse(f"it is not played at table {away} yet (it is {now})")
    if stage is Stage.RETURNED:
        raise refuse(f"its envelopes are back at table {home} already")
    if view.two:
        _, following = _deck_neighbours(match, act.deal)
        if following is not None and view.state(following).stage is Stage.NOT_DEALT:
            raise refuse(f"with two decks its cards are dealt again at table {away} for "
                         f"deal {following} first")
    return DealEnvelopes(Stage.RETURNED, state.packed, state.arrival)


def _check_deck_and_envelopes(view: _View, slot: DealSlot,
                              refuse: Callable[[str], MatchError]) -> None:
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
                         f"{previous} is played at table {slot.origin_table}")
        if earlier is not None and earlier_stage < Stage.PLAYED_AWAY:
            raise refuse(f"envelopes {slot.serial} ({colour}) are still out with deal "
                         f"{earlier} ({view.text(earlier)}): they come back after it is "
                         f"played at table {slot.other_table}")
        return
    if earlier is not None and earlier_stage < Stage.PLAYED_AWAY:
        raise refuse(f"deck {deck} and envelopes {slot.serial} ({colour}) are still out "
                     f"with deal {earlier} ({view.text(earlier)}): they come back after "
                     f"it is played at table {slot.other_table}")


def _cards_out_at(view: _View, table: int) -> int | None:
    """The deal whose cards are in the players' hands at a table (dealt, not all packed)."""
    for deal in view.stored:
        if view.fmt.slot(deal).origin_table == table and view.state(deal).cards_in_hands:
            return deal
    return None


def _deal_key(fmt: MatchFormat, key: str) -> int:
    try:
        deal = int(key)
    except ValueError:
        raise MatchError(f'envelopes: stored key "{key}" is not a deal number') from None
    fmt.check_deal(deal)
    return deal


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


def serial_text(serials: Iterable[int]) -> str:
    """``[1, 2, 3]`` -> ``"1–3"``; ``[1, 3]`` -> ``"1, 3"``; ``[2]`` -> ``"2"``."""
    values = sorted(set(serials))
    if len(values) > 2 and values == list(range(values[0], values[-1] + 1)):
        return f"{values[0]}–{values[-1]}"
    return ", ".join(str(v) for v in values)


def pack_all(match: Match, deal: int) -> Command:
    """Pack every envelope of a deal not packed yet (one undoable step)."""
    state = deal_envelopes(match, deal)
    todo = [d for d in ENVELOPE_ORDER if d not in state.packed]
    if state.stage is not Stage.PLAYED_HOME or not todo:
        # The single action gives the precise refusal.
        EnvelopeAction(deal, Action.PACK, todo[0] if todo else Direction.S).check(match)
        raise MatchError(f"deal {deal}: every envelope is packed already")
    return Batch(tuple(EnvelopeAction(deal, Action.PACK, d) for d in todo),
                 f"deal {deal}: pack the envelopes ({_names(todo)})")


def receive_all(match: Match, deal: int, cards: Mapping[Direction, int] | None = None,
                score_cards: bool | None = None) -> Command:
    """Check every envelope of a deal not checked yet: 13 cards each unless ``cards`` says
    otherwise, score cards as given (default present; None under board conditions)."""
    state = deal_envelopes(match, deal)
    counts = dict(cards or {})
    todo = [d for d in ENVELOPE_ORDER if d not in state.arrival or d in counts]
    if not todo:
        EnvelopeAction(deal, Action.RECEIVE, Direction.S).check(match)  # precise refusal
        raise MatchError(f"deal {deal}: every envelope is checked already")
    away = match.format.slot(deal).other_table
    return Batch(tuple(EnvelopeAction(deal, Action.RECEIVE, d,
                                      counts.get(d, CARDS_PER_ENVELOPE), score_cards)
                       for d in todo),
                 f"deal {deal}: envelopes checked at table {away}")


def _originals(match: Match, round_: int, table: int,
               serials: Iterable[int] | None) -> list[int]:
    fmt = match.format
    fmt.check_table(table)
    chosen = list(range(1, fmt.originals_per_table + 1)) if serials is None else list(serials)
    return [fmt.deal_number(round_, table, s) for s in chosen]


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


@record
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


#: stored values parsed before, by identity (a stored value is replaced, never changed in
#: place: :func:`_set_state` puts a new one); the value is kept so its id stays its own
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
        raise InputError(f"serial {serial}: serials are 1-{fmt.originals_per_table}")
    return _View(match).envelope(EnvelopeId(home_table, direction, serial))


def deck_location(match: Match, deck: int) -> Location:
    """Where a deck is now, and which deal it serves."""
    _check_deck(match, deck)
    return _View(match).deck(deck)


@record
class DealView:
    """One deal of a round: ``text`` says its stage in English, ``info`` as data.
    ``attempt`` > 0: a replay (spec §11), dealt at its origin table after the annulled
    attempt, then carried to the other table; the results say where it is."""

    deal: int
    origin_table: int
    serial: int
    deck: int
    stage: Stage
    text: str
    info: StageInfo | None = field(default=None, compare=False)
    attempt: int = 0

    @property
    def label(self) -> str:
        return str(DealKey(self.deal, self.attempt))


@record
class Locations:
    """Everything at once: every envelope and deck now, and a round's deals."""

    envelopes: dict[EnvelopeId, Location]
    decks: dict[int, Location]
    deals: list[DealView]
    #: the round's replays (the last round: with those set for the end of the match)
    replays: list[DealView] = field(default_factory=list)

    def count(self, place: Place) -> int:
        return sum(1 for loc in self.envelopes.values() if loc.place is place)


def locations_for_round(match: Match, round_: int) -> Locations:
    """Where all 24 envelopes and every deck are now, with the stages of a round's deals."""
    return _locations(_View(match), round_)


def _locations(view: _View, round_: int) -> Locations:
    match, fmt = view.match, view.fmt
    deals = []
    for deal in fmt.round_deals(round_):
        slot = fmt.slot(deal)
        state = view.state(deal)
        info = _stage_info(state, slot)
        deals.append(DealView(deal, slot.origin_table, slot.serial, deck_of(match, deal),
                              state.stage, info.text, info))
    return Locations(
        {e: view.envelope(e) for e in all_envelopes(fmt)},
        {d: view.deck(d) for d in range(1, deck_count(match) + 1)},
        deals,
        _replay_views(view, round_),
    )


#: a replay's place (:func:`models.replays.replays_of_round`) as an envelope stage
_REPLAY_STAGES: Final = (Stage.NOT_DEALT, Stage.IN_TRANSIT, Stage.PLAYED_AWAY)


def _replay_views(view: _View, round_: int) -> list[DealView]:
    """The round's replays as rows: to be dealt at the origin, on the way to (or at) the
    other table once played there, played at both tables."""
    from models.replays import replays_of_round

    rows = []
    for key, place in replays_of_round(view.match, round_):
        slot = view.fmt.slot(key.deal)
        info = StageInfo(_REPLAY_STAGES[place], slot.origin_table, slot.other_table,
                         4 if place else 0, 0)
        rows.append(DealView(key.deal, slot.origin_table, slot.serial,
                             deck_of(view.match, key.deal), info.stage, info.text, info,
                             key.attempt))
    return rows


# -- problems on arrival, proposed annulments ------------------------------------------------


class ArrivalProblem(NamedTuple):
    """An envelope found wrong on arrival: ``message`` in English; ``reason`` SHORT_ENVELOPE
    (it held ``cards`` cards, not 13) or None (its score cards were missing); ``table``
    the table that found it."""

    deal: int
    direction: Direction
    message: str
    reason: AnnulReason | None  # the annulment it calls for, if any
    table: int = 0
    cards: int = CARDS_PER_ENVELOPE


class ProposedAnnulment(NamedTuple):
    deal: int
    reason: AnnulReason
    message: str


def arrival_problems(match: Match) -> list[ArrivalProblem]:
    """Every envelope found wrong on arrival: a card count other than 13 (spec §11 reason 3)
    or, with score cards, the score cards missing (a warning: the scores are on the
    origin table's diagram; playing under other scores annuls with reason 1 by itself)."""
    return _arrival_problems(_View(match))


def _arrival_problems(view: _View) -> list[ArrivalProblem]:
    problems: list[ArrivalProblem] = []
    for deal in sorted(view.states):
        state = view.states[deal]
        away = view.fmt.slot(deal).other_table
        for direction in ENVELOPE_ORDER:
            found = state.arrival.get(direction)
            if found is None:
                continue
            name = DIRECTION_NAMES[direction]
            if found.short:
                problems.append(ArrivalProblem(
                    deal, direction,
                    f"deal {deal}: {name}'s envelope held {found.cards} cards on arrival "
                    f"at table {away}", AnnulReason.SHORT_ENVELOPE, away, found.cards))
            if found.score_cards is False:
                problems.append(ArrivalProblem(
                    deal, direction,
                    f"deal {deal}: {name}'s envelope arrived at table {away} without its "
                    "score cards: take the scores from the other table's diagram", None,
                    away, found.cards))
    return problems


def proposed_annulments(match: Match) -> list[ProposedAnnulment]:
    """Deals an envelope check says should be annulled (reason 3), not annulled yet.

    Nothing is annulled here: the annulment dialog shows these and the user decides.
    """
    return _proposed_annulments(match, _arrival_problems(_View(match)))


def _proposed_annulments(match: Match,
                         problems: list[ArrivalProblem]) -> list[ProposedAnnulment]:
    by_deal: dict[int, list[str]] = {}
    for problem in problems:
        if problem.reason is AnnulReason.SHORT_ENVELOPE:
            by_deal.setdefault(problem.deal, []).append(problem.message)
    proposals = []
    for deal, messages in by_deal.items():
        if DealKey(deal, 0) in match.annulments or is_dismissed(match, deal):
            continue
        detail = "; ".join(m.split(": ", 1)[1] for m in messages)
        proposals.append(ProposedAnnulment(
            deal, AnnulReason.SHORT_ENVELOPE,
            f"deal {deal}: {detail} — annul it (reason 3: "
            f"{AnnulReason.SHORT_ENVELOPE.text})?"))
    return proposals


# -- what to do next at a table ---------------------------------------------------------------


class HintKind(StrEnum):
    """What a :class:`Hint` asks for; its ``params`` name the details (see each kind)."""

    DEAL = "deal"                      # deal, deck, dealer (Direction): the result says it
    #: deals (tuple of int), serials, from_table, score_cards (bool: they travel too)
    CHECK = "check"
    CARRY = "carry"                    # deals, serials (tuple of int), from_table, to_table
    RETURN = "return"                  # deals, serials, from_table, to_table (their home):
    #                                    the next deal dealt with them says it
    SHORT_ENVELOPE = "short_envelope"  # deal, table, found (tuple of (Direction, cards))
    NO_SCORE_CARDS = "no_score_cards"  # deal, table, direction


@record
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

    for r in range(1, last + 1):
        own = _originals(match, r, table, None)
        sent = _originals(match, r, other, None)
        for deal in own:
            state = view.state(deal)
            if state.stage is Stage.NOT_DEALT and not dealt_hint and r >= first_to_deal:
                try:
                    _transition(view, EnvelopeAction(deal, Action.DEAL))
                except MatchError:
                    continue
                dealt_hint = True
                deck, dealer = deck_of(match, deal), match.dealer(deal)
                hints.append(Hint(
                    table, f"{prefix}shuffle deck {deck} and deal deal {deal} "
                    f"(dealer {DIRECTION_NAMES[dealer]})", None, HintKind.DEAL,
                    {"deal": deal, "deck": deck, "dealer": dealer}))
        # carry: all of the round's originals played here (two decks: each one played)
        if two:
            ready = [d for d in own if stage(d) is Stage.PACKED
                     or (stage(d) is Stage.PLAYED_HOME)]
        elif all(stage(d) >= Stage.PLAYED_HOME for d in own):
            ready = [d for d in own if stage(d) < Stage.IN_TRANSIT]
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
        arrived = [d for d in sent if stage(d) is Stage.IN_TRANSIT]
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
        if r < fmt.rounds:
            played = [d for d in sent if stage(d) is Stage.PLAYED_AWAY]
            if played and (two or len(played) == len(sent)):
                serials = tuple(fmt.slot(d).serial for d in played)
                hints.append(Hint(
                    table, f"{prefix}send envelopes {serial_text(serials)} "
                    f"({ENVELOPE_COLOURS[other]}) back to table {other}",
                    _return_round(view, played, table), HintKind.RETURN,
                    {"deals": tuple(played), "serials": serials,
                     "from_table": table, "to_table": other}))
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


#: two decks: the host's carry (check) of a round's first originals covers the next ones
_REST: Final = " — and the round's next ones as they come"


def _return_round(view: _View, deals: list[int], table: int) -> Command | None:
    """The envelopes of ``deals`` (played at ``table``) sent back home, as one step; None
    while one of them may not go yet (two decks: its cards are to be dealt again here)."""
    try:
        return _sent_back(view, deals, table)
    except MatchError:
        return None


def _deals_words(deals: Iterable[int]) -> str:
    """``[1]`` -> ``"deal 1"``; ``[1, 2]`` -> ``"deals 1, 2"``."""
    listed = list(deals)
    return f"deal{'s' if len(listed) > 1 else ''} {', '.join(map(str, listed))}"


def _sent_back(view: _View, deals: list[int], table: int) -> Command:
    actions = [EnvelopeAction(deal, Action.RETURN) for deal in deals]
    for action in actions:
        _transition(view, action)
    serials = [view.fmt.slot(d).serial for d in deals]
    return Batch(tuple(actions),
                  f"{_deals_words(deals)}: envelopes {serial_text(serials)} "
                  f"({ENVELOPE_COLOURS[3 - table]}) sent back to table {3 - table}")


def return_round(match: Match, table: int, round_: int) -> Command:
    """"The other table's envelopes of a round, played here, went back home", as one
    step (the host's word, before the results say it): every one of them played at
    ``table`` and not home yet.  Refused when there is none, or (two decks) while the
    cards of one are still to be dealt again at ``table``."""
    view = _View(match)
    fmt = view.fmt
    fmt.check_round(round_)
    fmt.check_table(table)
    other = 3 - table
    sent = _originals(match, round_, other, None)
    deals = [d for d in sent if view.state(d).stage is Stage.PLAYED_AWAY]
    if not deals:
        raise MatchError(f"round {round_}, table {table}: no envelopes of table {other} "
                         "played here are waiting to go back", "envelopes_none_to_return",
                         {"round": round_, "table": table, "other": other})
    waiting = [d for d in sent if view.state(d).stage < Stage.PLAYED_AWAY]
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
    deals = _originals(match, round_, table, serials)
    todo = [d for d in deals if view.state(d).stage < Stage.IN_TRANSIT]
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
    packs: list[Command] = []
    for deal in todo:
        state = view.state(deal)
        if state.stage is Stage.PLAYED_HOME:
            packs.extend(EnvelopeAction(deal, Action.PACK, d)
                         for d in ENVELOPE_ORDER if d not in state.packed)
    carries = [EnvelopeAction(deal, Action.CARRY) for deal in todo]
    chosen = [fmt.slot(d).serial for d in todo]
    return Batch((*packs, *carries),
                  f"{_deals_words(todo)}: envelopes {serial_text(chosen)} "
                  f"({ENVELOPE_COLOURS[table]}) packed and carried to table {3 - table}")


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
             if view.state(d).stage is Stage.IN_TRANSIT]
    if short is not None:
        deal, direction, cards = short
        if deal not in _originals(match, round_, other, None):
            raise InputError(f"deal {deal} is not one of table {other}'s deals of round "
                             f"{round_}", "envelopes_not_this_round",
                             {"deal": deal, "table": other, "round": round_})
        if deal not in deals:
            deals.append(deal)  # corrects a check made before (or is refused on apply)
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
    chosen = [fmt.slot(d).serial for d in sorted(deals)]
    what = "all 13 cards" + ("" if board else " and score cards") + " there"
    if short is not None:
        what = (f"{DIRECTION_NAMES[short[1]]}'s envelope of deal {short[0]} held {short[2]} "
                "cards" + (", without its score cards" if score_cards is False else ""))
    return Batch(tuple(commands),
                 f"envelopes {serial_text(chosen)} ({ENVELOPE_COLOURS[other]}) checked at "
                 f"table {table}: {what}")


# -- everything the envelopes view shows, from one reading of the match ------------------------


class Overview:
    """A round seen from the envelopes, from one reading of the states: where everything
    is (``locations``), what each table does next (``hints``), the annulments the
    checks on arrival propose (``proposals``).  Each part is worked out when first asked
    (the rooms ask only for the hints)."""

    def __init__(self, match: Match, round_: int) -> None:
        match.format.check_round(round_)
        self._view = _View(match)
        self.round = round_
        self._legal: dict[int, list[EnvelopeAction]] = {}

    @cached_property
    def locations(self) -> Locations:
        return _locations(self._view, self.round)

    @cached_property
    def hints(self) -> Mapping[int, list[Hint]]:
        return {table: _next_actions(self._view, table, self.round) for table in TABLES}

    @cached_property
    def proposals(self) -> list[ProposedAnnulment]:
        return _proposed_annulments(self._view.match, _arrival_problems(self._view))

    def stage(self, deal: int) -> StageInfo:
        """:func:`stage_info` of a deal."""
        return _stage_info(self._view.state(deal), self._view.fmt.slot(deal))

    def legal_actions(self, deal: int) -> list[EnvelopeAction]:
        """:func:`legal_actions` of a deal (remembered)."""
        known = self._legal.get(deal)
        if known is None:
            known = self._legal[deal] = _legal_actions(self._view, deal)
        return known


def overview(match: Match, round_: int) -> Overview:
    """:func:`locations_for_round`, :func:`next_actions` of both tables in ``round_`` and
    :func:`proposed_annulments`, from one reading of the states (:class:`Overview`)."""
    return Overview(match, round_)
