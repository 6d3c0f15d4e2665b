"""Match edits of the setting up, as command objects: the settings, the teams' names,
the seats, the reserves' substitutions, who runs the match (the switches of the settings
are :mod:`models.switches`).  Commands as :mod:`models.commands` describes them: ``apply``
returns the inverse; written to the audit log and read back by :mod:`models.codec`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from models.errors import InputError, MatchError
from models.extras import Slot, entries
from models.format import Team, code_team
from models.hosts import check_host_player, check_host_table
from models.match import Match, Seat, Settings, TeamInfo
from models.names import check_name, check_other_team, first_clash, name_key
from models.registry import Command, registered
from models.vocabulary import Line

# -- settings and people ---------------------------------------------------------------


@registered
@dataclass(frozen=True, slots=True)
class SetSettings:
    kind: ClassVar[str] = "set_settings"
    settings: Settings

    def apply(self, match: Match) -> Command:
        before = match.settings
        if self.settings.format_name != before.format_name and (match.results or match.draws):
            raise MatchError("the format cannot change once deals are drawn or played",
                             "format_fixed")
        if self.settings.deck != before.deck and match.draws:
            for table in (1, 2):
                for line in Line:
                    drawn = match.drawn_at(table, line)
                    for card in set(drawn):
                        if drawn.count(card) > self.settings.deck.count(card):
                            raise MatchError(f"the new deck lacks {card}, already drawn at "
                                             f"table {table} for {line}", "deck_lacks",
                                             {"card": card, "table": table, "line": line})
        if self.settings.conditions is not before.conditions and (match.results or match.draws):
            raise MatchError("score cards or board conditions cannot change once deals are "
                             "drawn or played", "conditions_fixed")
        if self.settings.honours != before.honours and match.results:
            raise MatchError("whether honours are scored cannot change once a result is in",
                             "honours_fixed")
        if self.settings.turning != before.turning:
            check_turning_open(match)
        if self.settings.two_decks != before.two_decks and entries(match, Slot.ENVELOPES):
            raise MatchError("the number of decks cannot change once envelopes are moving",
                             "decks_fixed")
        match.settings = self.settings
        return SetSettings(before)


def turning_fixed(match: Match) -> bool:
    """Whether table 1 turns its diagram decides who sat where in the games sent to it
    (:meth:`models.format.MatchFormat.blocks`): fixed once it has played one."""
    fmt = match.format
    return any(table == 1 and fmt.slot(key.deal).origin_table != 1
               for key, table in match.results)


def check_turning_open(match: Match) -> None:
    """:func:`turning_fixed`, as the refusal of a change."""
    if turning_fixed(match):
        raise MatchError("table 1 has played a deal sent to it: whether it turns its diagram "
                         "cannot change", "turning_fixed")


@registered
@dataclass(frozen=True, slots=True)
class SetTeam:
    kind: ClassVar[str] = "set_team"
    team: Team
    info: TeamInfo

    def apply(self, match: Match) -> Command:
        if not self.info.name.strip():
            raise InputError(f"team {self.team}: a team name is needed", "team_name_missing",
                             {"team": str(self.team)})
        check_name(self.info.name, f"team {self.team}")
        for reserve in self.info.reserves:
            check_name(reserve, f"team {self.team}: reserve")
        check_other_team(self.info.name, match.teams[self.team.other].name)
        before = match.teams[self.team]
        removed = set(before.reserves) - set(self.info.reserves)
        in_use = {r for r in match.substitutions.values() if r in removed}
        if in_use:
            playing = sorted(in_use)[0]
            raise MatchError(f"reserve {playing} plays: remove the substitution first",
                             "reserve_plays", {"reserve": playing})
        taken = {name_key(seat.player) for seat in match.seats.values()}
        taken |= {name_key(r) for r in match.teams[self.team.other].reserves}
        clash = sorted(r for r in self.info.reserves if name_key(r) in taken)
        if clash:
            raise MatchError(f"team {self.team}: reserve {clash[0]} — every player needs a "
                             "different name", "reserve_clash",
                             {"team": self.team.value, "name": clash[0]})
        if first_clash(self.info.reserves) is not None:
            raise MatchError(f"team {self.team}: reserve named twice — every player needs a "
                             "different name", "reserve_twice", {"team": self.team.value})
        match.teams[self.team] = self.info
        return SetTeam(self.team, before)


@registered
@dataclass(frozen=True, slots=True)
class SetSeat:
    """Give a code to a player (a seat draw typed in, or a correction of a name)."""

    kind: ClassVar[str] = "set_seat"
    code: str
    seat: Seat

    def apply(self, match: Match) -> Command:
        if self.code not in match.seats:
            raise InputError(f'"{self.code}": no such code in this match', "no_such_code",
                             {"code": self.code})
        if not self.seat.player.strip():
            raise InputError(f"{self.code}: a player name is needed", "player_name_missing",
                             {"code": self.code})
        check_name(self.seat.player, f"player {self.code}")
        key = name_key(self.seat.player)
        others = {name_key(s.player) for c, s in match.seats.items() if c != self.code}
        if key in others:
            raise MatchError(f"{self.seat.player} already holds another code",
                             "player_has_code", {"player": self.seat.player})
        if any(key == name_key(r) for info in match.teams.values() for r in info.reserves):
            raise MatchError(f"{self.seat.player} is a reserve: use a substitution instead",
                             "player_is_reserve", {"player": self.seat.player})
        before = match.seats[self.code]
        match.seats[self.code] = self.seat
        return SetSeat(self.code, before)


@registered
@dataclass(frozen=True, slots=True)
class SetSubstitution:
    """A reserve takes over a code from a round on (``reserve=None`` removes it)."""

    kind: ClassVar[str] = "set_substitution"
    code: str
    from_round: int
    reserve: str | None

    def apply(self, match: Match) -> Command:
        match.format.check_round(self.from_round)
        if self.code not in match.seats:
            raise InputError(f'"{self.code}": no such code in this match', "no_such_code",
                             {"code": self.code})
        if self.reserve is not None:
            team = code_team(self.code)
            if self.reserve not in match.teams[team].reserves:
                raise MatchError(f"{self.reserve} is not a reserve of team {team}",
                                 "not_a_reserve", {"reserve": self.reserve, "team": team.value})
            for (code, from_round), name in match.substitutions.items():
                if name == self.reserve and code != self.code:
                    raise MatchError(f"{self.reserve} already takes over {code} from "
                                     f"round {from_round}", "reserve_taken",
                                     {"reserve": self.reserve, "code": code,
                                      "round": from_round})
        slot = (self.code, self.from_round)
        before = match.substitutions.get(slot)
        if self.reserve is None:
            match.substitutions.pop(slot, None)
        else:
            match.substitutions[slot] = self.reserve
        return SetSubstitution(self.code, self.from_round, before)


@registered
@dataclass(frozen=True, slots=True)
class SetHostTable:
    """Who runs the match (spec §13): the host plays at table 1 or 2, or (None) does not
    play.  Kept in the settings; changeable at any time."""

    kind: ClassVar[str] = "set_host_table"
    table: int | None

    def apply(self, match: Match) -> Command:

        table = check_host_table(self.table)
        before = match.settings.host_table
        match.settings = replace(match.settings, host_table=table)
        return SetHostTable(before)


@registered
@dataclass(frozen=True, slots=True)
class SetHostPlayer:
    """Who runs the match (spec §13), a person: a regular player by his code, a reserve
    by his name, or (None) a director who does not play.  Kept in the settings;
    changeable at any time."""

    kind: ClassVar[str] = "set_host_player"
    player: str | None

    def apply(self, match: Match) -> Command:

        player = check_host_player(self.player)
        if player is not None and player not in match.seats and not any(
                player in info.reserves for info in match.teams.values()):
            raise InputError(f'"{player}": the host is a player of the match (a code such '
                             'as B-4, or a reserve\'s name), or none', "host_player",
                             {"text": player})
        before = match.settings.host_player
        match.settings = replace(match.settings, host_player=player)
        return SetHostPlayer(before)
