"""The state of one match: people, settings, score-card draws, results, annulments.

:class:`Match` is plain data with read helpers.  It is changed only through the command
objects of :mod:`models.commands`, which is what gives the store and the GUI undo, redo
and an audit log.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum, IntEnum, StrEnum
from typing import Any, ClassVar, Final

from models.entry import EntryWords, canonical_entry
from models.errors import InputError, MatchError
from models.format import STOLITSA_36, MatchFormat, Team, code_team, get_format
from models.hosts import check_host_player, check_host_table
from models.names import check_name, check_team_names, first_clash
from models.scorecards import DEFAULT_DECK, ScoreCard
from models.scoring import Honours, board_conditions, check_honours, ns_score
from models.vocabulary import Card, Contract, Direction, Line, parse_tricks


class Conditions(Enum):
    """How vulnerability is set: Stolitsa's score cards or modern board conditions."""

    CARDS = "cards"
    BOARD = "board"


class ScoringMethod(Enum):
    """How the balance is shown (the computation always has all three)."""

    POINTS = "points"
    IMPS = "imps"
    VPS = "vps"


class AnnulReason(IntEnum):
    """Spec §11: why a deal is annulled."""

    DIFFERENT_SCORES = 1
    CARDS_SEEN = 2
    SHORT_ENVELOPE = 3
    LEAKED_INFORMATION = 4
    WRONG_ENVELOPES = 5

    @property
    def text(self) -> str:
        return _REASON_TEXT[self]

    @classmethod
    def parse(cls, value: str | int) -> AnnulReason:
        try:
            return cls(int(value))
        except (TypeError, ValueError):
            raise InputError(f'"{value}": annulment reason must be 1-5', "reason",
                             {"text": str(value)}) from None


_REASON_TEXT = {
    AnnulReason.DIFFERENT_SCORES: "the two tables played it with different score cards",
    AnnulReason.CARDS_SEEN: "a player took and saw cards that were not his",
    AnnulReason.SHORT_ENVELOPE: "an envelope did not hold 13 cards on arrival",
    AnnulReason.LEAKED_INFORMATION: "information from the first table reached the second",
    AnnulReason.WRONG_ENVELOPES: "cards were put into the wrong envelopes",
}


def honours_default(scoring: ScoringMethod) -> bool:
    """Seed 000: honours are left out when IMPs decide; otherwise they are scored."""
    return scoring is ScoringMethod.POINTS


#: a field added after the first files: left out of a value's data while it has its
#: default, so what files held before it is written as it was (:mod:`models.codec`)
_SINCE: Final = {"left_out_at_default": True}


@dataclass(frozen=True, slots=True)
class Settings:
    conditions: Conditions = Conditions.CARDS
    turning: bool = False
    scoring: ScoringMethod = ScoringMethod.POINTS
    two_decks: bool = False
    deck: tuple[ScoreCard, ...] = DEFAULT_DECK
    format_name: str = field(default=STOLITSA_36.name, metadata={"data_name": "format"})
    #: honours are scored (spec §7): on when total points decide, off when IMPs or VPs
    #: do (:func:`honours_default`); fixed once the first result is in
    honours: bool = True
    #: where the laptop stays (spec §13): in table 1's or table 2's room (its view is that
    #: table's, whoever sits there), or (None) with the host — the room of the table
    #: where :attr:`host_player` sits each round; a director who does not play (no
    #: ``host_player``) sees everything.  A file from before the setting reads as None
    host_table: int | None = field(default=None, metadata=_SINCE)
    #: who runs the match (spec §13), a person: a regular player by the code he drew
    #: ("B-4"), a reserve by his name, or (None) a director who does not play
    host_player: str | None = field(default=None, metadata=_SINCE)
    #: the tables' phones take the opening lead with the result (issue 32): off by
    #: default, and in a file from before the setting
    phone_leads: bool = field(default=False, metadata=_SINCE)
    #: a result typed on a table's phone counts once the other line confirms it, and a
    #: table's round is signed by both lines on it (issue 32; :mod:`models.confirmations`).
    #: A new match asks for it (the wizard, ``teams-app new``); off in a match built
    #: without saying, and in a file from before the setting
    phones_confirm: bool = field(default=False, metadata=_SINCE)

    @property
    def board(self) -> bool:
        """Board conditions: each deal's dealer and vulnerability come from its board
        number, and no score cards are drawn."""
        return self.conditions is Conditions.BOARD

    @staticmethod
    def from_old(data: dict[str, Any]) -> dict[str, Any]:
        """Settings as a file keeps them, checked (:class:`ValueError`), with what files
        from before a setting mean: honours as their scoring method's default, the
        default deck for none."""
        data = dict(data)
        data.setdefault("honours", honours_default(ScoringMethod(data.get("scoring",
                                                                          "points"))))
        if not data.get("deck"):
            data.pop("deck", None)
        data["host_table"] = check_host_table(data.get("host_table"))
        data["host_player"] = check_host_player(data.get("host_player"))
        return data


@dataclass(frozen=True, slots=True)
class TableResult:
    """What one table played on one deal: contract, declarer, tricks, the score cards.

    ``ns_card``/``ew_card`` are the cards the table says it played under (None in board
    mode, or when not given: then the deal's drawn cards apply).  ``honours``: who held
    honours in one hand, if anyone did (scored when the match scores honours).
    """

    contract: Contract | None
    declarer: Direction | None = None
    tricks: int | None = None
    ns_card: ScoreCard | None = None
    ew_card: ScoreCard | None = None
    lead: Card | None = None
    honours: Honours | None = field(default=None, metadata=_SINCE)
    #: a result kept out of sight (:class:`PlayedResult`): the table played, what it
    #: played is not shown (spec §13)
    hidden: ClassVar[bool] = False

    def __post_init__(self) -> None:
        check_honours(self.contract, self.honours)
        if self.contract is None:
            if self.declarer is not None or self.tricks is not None:
                raise InputError("a passed-out deal has no declarer and no tricks", "pass_extra",
                                 {"contract": "PASS"})
        else:
            if self.declarer is None:
                raise InputError(f"{self.contract}: declarer (N, E, S or W) is missing",
                                 "declarer_missing", {"contract": self.contract})
            if self.tricks is None:
                raise InputError(f"{self.contract}: tricks taken are missing", "tricks_missing",
                                 {"contract": self.contract})
            if not 0 <= self.tricks <= 13:
                raise InputError(f"tricks {self.tricks}: tricks taken must be 0-13", "tricks_range",
                                 {"text": str(self.tricks)})

    @classmethod
    def parse(
        cls,
        contract: str,
        declarer: str = "",
        tricks: str | int = "",
        ns_card: str = "",
        ew_card: str = "",
        lead: str = "",
        honours: str = "",
    ) -> TableResult:
        parsed = Contract.parse(contract)
        held = Honours.parse(honours)
        if parsed is None:
            if declarer.strip() or str(tricks).strip():
                raise InputError("PASS: a passed-out deal has no declarer and no tricks",
                                 "pass_extra", {"contract": "PASS"})
            return cls(None, None, None, _card_or_none(ns_card), _card_or_none(ew_card),
                       Card.parse(lead) if lead.strip() else None, held)
        if not declarer.strip():
            raise InputError(f"{parsed}: declarer (N, E, S or W) is missing", "declarer_missing",
                             {"contract": parsed})
        if str(tricks).strip() == "":
            raise InputError(f"{parsed}: tricks taken are missing", "tricks_missing",
                             {"contract": parsed})
        return cls(
            parsed,
            Direction.parse(declarer),
            parse_tricks(tricks, parsed),
            _card_or_none(ns_card),
            _card_or_none(ew_card),
            Card.parse(lead) if lead.strip() else None,
            held,
        )

    @classmethod
    def parse_entry(cls, text: str, words: EntryWords | None = None) -> TableResult:
        """Fast entry: ``4SX N 10``, ``3NT S +1``, ``PASS``; honours at the end
        (``4S N 10 H NS100``, or ``4S N 10 NS100``); with a language's ``words`` also as
        its screen shows them (bg ``4♠ С 10``, ``3БК Ю +1``, ``пас``)."""
        if words is None:
            return cls._parse_entry(text)
        canonical = canonical_entry(text, words)
        try:
            return cls._parse_entry(canonical)
        except InputError as exc:
            raise _as_typed(exc, canonical, text) from None

    @classmethod
    def _parse_entry(cls, text: str) -> TableResult:
        parts = text.split()
        if not parts:
            raise InputError('"": type a result like "4S N 10", "3NT S +1" or "PASS"',
                             "entry_empty")
        parts, honours = _entry_honours(parts)
        if len(parts) == 1:
            return cls.parse(parts[0], honours=honours)
        if len(parts) != 3:
            raise InputError(f'"{text}": a result is contract, declarer and tricks, '
                             'like "4S N 10" or "3NT S +1"', "entry_parts", {"text": text})
        return cls.parse(parts[0], parts[1], parts[2], honours=honours)

    def with_cards(self, ns: ScoreCard | None, ew: ScoreCard | None) -> TableResult:
        return replace(self, ns_card=ns, ew_card=ew)


@dataclass(frozen=True, slots=True)
class PlayedResult(TableResult):
    """A table's result as a room that may not see it has it (spec §13): the table has
    played the deal (under these score cards); nothing of its play is here.  It scores
    nothing (:meth:`Match.score` is None) and is written as "played"."""

    hidden: ClassVar[bool] = True


def _as_typed(error: InputError, canonical: str, typed: str) -> InputError:
    """``error`` of an entry read as its Latin ``canonical`` form, quoting what the user
    ``typed`` instead (the whole entry, or the part of it the refusal names: ``"8♠"``
    where the core read ``"8S"``)."""
    quoted = error.params.get("text")
    if not isinstance(quoted, str):
        return error
    pairs = dict(zip(canonical.split(), typed.split(), strict=False))
    pairs[canonical] = typed
    params = dict(error.params)
    for name in ("text", "contract", "honours"):
        value = params.get(name)
        if isinstance(value, str) and value in pairs:
            params[name] = pairs[value]
    return InputError(error.reason, error.key, params)


def _card_or_none(text: str) -> ScoreCard | None:
    return ScoreCard.parse(text) if text.strip() else None


#: the words that may come before the honours in the fast entry (``4S N 10 H NS100``)
_HONOURS_WORDS = frozenset({"H", "HON", "HONOURS", "HONORS"})


def _entry_honours(parts: list[str]) -> tuple[list[str], str]:
    """Split the honours off the end of a fast entry: (the rest, the honours text)."""
    last = parts[-1].upper()
    if len(parts) >= 2 and parts[-2].upper() in _HONOURS_WORDS:
        return parts[:-2], parts[-1]
    if last.startswith(("NS", "EW")) and len(parts) in (2, 4):
        return parts[:-1], parts[-1]
    return parts, ""


def check_honours_scored(settings: Settings, result: TableResult) -> None:
    """Refuse honours in a match that does not score them (spec §7)."""
    if result.honours is not None and not settings.honours:
        raise MatchError(f"honours {result.honours}: this match does not score honours",
                         "honours_off",
                         {"honours": str(result.honours)})


class ReplayAt(StrEnum):
    """When the replay of an annulled deal is played (spec §11, "How a replay travels")."""

    NOW = "now"              # in the deal's place, while its cards have not left the origin
    ROUND_END = "round-end"  # after the round's six games: the origin first, then the other
    MATCH_END = "match-end"  # an extra game after the last round
    NONE = "none"            # annulled, not replayed

    @classmethod
    def parse(cls, value: str) -> ReplayAt:
        try:
            return cls(str(value).strip().lower().replace("_", "-"))
        except ValueError:
            raise InputError(f'"{value}": the replay is now, round-end, match-end or none',
                             "replay_at", {"text": str(value)}) from None


@dataclass(frozen=True, slots=True)
class Annulment:
    """Why and when an attempt of a deal was annulled (spec §11).

    During the match (``after_match`` False) the deal is replayed under the same score
    cards when ``replay_at`` says (now, at the end of the round, at the end of the match),
    or not at all (``ReplayAt.NONE``: the 1959 text's "often cannot happen for lack of
    time").  After the match it is never replayed.
    """

    reason: AnnulReason
    after_match: bool = False
    note: str = ""
    replay_at: ReplayAt = ReplayAt.ROUND_END

    @property
    def no_replay(self) -> bool:
        """Closed during the match without a replay."""
        return not self.after_match and self.replay_at is ReplayAt.NONE

    @property
    def awaits_replay(self) -> bool:
        """A replay of the deal is (still) to be played."""
        return not self.after_match and self.replay_at is not ReplayAt.NONE

    @property
    def when(self) -> ReplayAt:
        """When the replay is played: ``NONE`` after the match whatever was stored."""
        return ReplayAt.NONE if self.after_match else self.replay_at

    @staticmethod
    def from_old(data: dict[str, Any]) -> dict[str, Any]:
        """An annulment from before ``replay_at`` (old ``no_replay``, or an after-match
        one) is ``none``, any other ``round-end``."""
        if data.get("replay_at") is None:
            data = dict(data)
            old = data.get("no_replay") or data.get("after_match")
            data["replay_at"] = (ReplayAt.NONE if old else ReplayAt.ROUND_END).value
        return data


@dataclass(frozen=True, slots=True)
class TeamInfo:
    name: str
    reserves: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Seat:
    """A regular player holding a code, and the card he drew for it (if drawn)."""

    player: str
    card: Card | None = None


@dataclass(frozen=True, slots=True)
class DealKey:
    """A played instance of a deal: attempt 0 is the deal, 1, 2… its replacements."""

    deal: int
    attempt: int = 0

    def __str__(self) -> str:
        return str(self.deal) if self.attempt == 0 else f"{self.deal}R{self.attempt}"


@dataclass
class Match:
    """Everything known about one match.  Change it only through commands."""

    teams: dict[Team, TeamInfo]
    seats: dict[str, Seat]
    settings: Settings = field(default_factory=Settings)
    #: reserve taking over a code from a round on: (code, round) -> reserve's name
    substitutions: dict[tuple[str, int], str] = field(default_factory=dict)
    #: score cards drawn at the origin table: deal -> {line: card}
    draws: dict[int, dict[Line, ScoreCard]] = field(default_factory=dict)
    #: results: (deal key, table) -> result
    results: dict[tuple[DealKey, int], TableResult] = field(default_factory=dict)
    annulments: dict[DealKey, Annulment] = field(default_factory=dict)
    #: extension slots (envelopes, notebook, analysis…): slot -> key -> JSON-able value,
    #: changed through ``SetExtra`` or commands of the module that owns the slot
    extras: dict[str, dict[str, Any]] = field(default_factory=dict)

    @property
    def format(self) -> MatchFormat:
        return get_format(self.settings.format_name)

    # -- people ---------------------------------------------------------------------
    def player(self, code: str, round_: int) -> str:
        """Who holds a code in a round, reserves' substitutions included."""
        taker = ""
        taken_from = 0
        for (sub_code, from_round), reserve in self.substitutions.items():
            if sub_code == code and from_round <= round_ and from_round > taken_from:
                taker, taken_from = reserve, from_round
        if taker:
            return taker
        seat = self.seats.get(code)
        if seat is None:
            raise MatchError(f"{code}: no player holds this code")
        return seat.player

    def team_of(self, code: str) -> Team:
        return code_team(code)

    # -- deals ----------------------------------------------------------------------
    def attempts(self, deal: int) -> list[int]:
        """Attempts of a deal that exist (0, plus replacements that were started)."""
        found = {0}
        found.update(k.attempt for k, _ in self.results if k.deal == deal)
        found.update(k.attempt for k in self.annulments if k.deal == deal)
        return sorted(found)

    def latest_attempts(self) -> dict[int, int]:
        """The last attempt started of every deal that has a result or an annulment.

        One pass over results and annulments, for code that needs every deal's current
        attempt (the balances); deals missing from the answer are at attempt 0.
        """
        latest: dict[int, int] = {}
        for key, _table in self.results:
            if key.attempt > latest.get(key.deal, -1):
                latest[key.deal] = key.attempt
        for key in self.annulments:
            if key.attempt > latest.get(key.deal, -1):
                latest[key.deal] = key.attempt
        return latest

    def current_key(self, deal: int) -> DealKey:
        """The attempt of a deal that counts now: the last one started."""
        return DealKey(deal, self.attempts(deal)[-1])

    def dealer(self, deal: int) -> Direction:
        if self.settings.board:
            return board_conditions(deal).dealer
        return self.format.slot(deal).dealer

    def cards_at(self, key: DealKey, table: int) -> dict[Line, ScoreCard] | None:
        """The score cards a table played a deal under (recorded, else drawn)."""
        drawn = self.draws.get(key.deal, {})
        result = self.results.get((key, table))
        ns = result.ns_card if result and result.ns_card else drawn.get(Line.NS)
        ew = result.ew_card if result and result.ew_card else drawn.get(Line.EW)
        if ns is None or ew is None:
            return None
        return {Line.NS: ns, Line.EW: ew}

    def cards_differ(self, key: DealKey) -> bool:
        """True when both tables recorded cards and they differ (annulment reason 1)."""
        if self.settings.board:
            return False
        one, two = self.cards_at(key, 1), self.cards_at(key, 2)
        if one is None or two is None:
            return False
        return one != two

    def score(self, key: DealKey, table: int) -> int | None:
        """North-South's score at a table, or None if not played (or not scorable yet)."""
        result = self.results.get((key, table))
        if result is None or result.hidden:
            return None
        if result.contract is None:
            return 0
        assert result.declarer is not None
        honours = result.honours if self.settings.honours else None
        line = result.declarer.line
        if self.settings.board:
            vulnerable = board_conditions(key.deal).vulnerability.is_vulnerable(line)
            part = 0
        else:
            # What cards_at gives, without building its dict (the balances call this
            # for every deal at both tables).
            drawn = self.draws.get(key.deal)
            ns = result.ns_card or (drawn.get(Line.NS) if drawn else None)
            ew = result.ew_card or (drawn.get(Line.EW) if drawn else None)
            if ns is None or ew is None:
                return None
            card = ns if line is Line.NS else ew
            vulnerable, part = card.vulnerable, card.part_score
        return ns_score(result.contract, result.declarer, result.tricks, vulnerable, part,
                        honours)

    def drawn_at(self, table: int, line: Line) -> list[ScoreCard]:
        """Cards already drawn from a table's envelope for a line."""
        fmt = self.format
        return [cards[line] for deal, cards in self.draws.items()
                if line in cards and fmt.slot(deal).origin_table == table]


def new_match(
    team_a: str,
    team_b: str,
    seats: dict[str, Seat],
    reserves_a: tuple[str, ...] = (),
    reserves_b: tuple[str, ...] = (),
    settings: Settings | None = None,
) -> Match:
    """A match with its teams and seat draw done, ready to play."""
    settings = settings or Settings()
    fmt = get_format(settings.format_name)
    for team, name in ((Team.A, team_a), (Team.B, team_b)):
        if not name.strip():
            raise InputError(f"team {team}: a team name is needed", "team_name_missing",
                             {"team": str(team)})
    team_a, team_b = check_team_names(team_a, team_b)
    expected = {f"{t.value}-{i}" for t in Team for i in range(1, fmt.team_size + 1)}
    if set(seats) != expected:
        missing = sorted(expected - set(seats))
        raise InputError(f"seats: codes {', '.join(missing) or '?'} have no player",
                         "seats_missing", {"codes": ", ".join(missing) or "?"})
    names = [s.player.strip() for s in seats.values()] + list(reserves_a) + list(reserves_b)
    if any(not n for n in names):
        raise InputError("every player needs a name", "player_names_missing")
    for code, seat in sorted(seats.items()):
        check_name(seat.player, f"player {code}")
    for reserve in (*reserves_a, *reserves_b):
        check_name(reserve, "reserve")
    if first_clash(names) is not None:
        raise InputError("two players have the same name: give each a different one",
                         "player_names_same")
    return Match(
        teams={Team.A: TeamInfo(team_a.strip(), tuple(reserves_a)),
               Team.B: TeamInfo(team_b.strip(), tuple(reserves_b))},
        seats=dict(seats),
        settings=settings,
    )
