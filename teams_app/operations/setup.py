"""A match's set-up: a new match file, the settings, the reserves."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from models.match import Match, Settings
from teams_app.operations.changes import Changes, applied

if TYPE_CHECKING:
    from teams_app.store import MatchStore


def create_match(path: Path | str, match: Match) -> MatchStore:
    """Write a new match file (refused if it exists) and return its open store."""
    # late: the command classes load with the first change, not to show a match
    from teams_app.store import MatchStore

    return MatchStore.create(path, match)


def change_settings(store: MatchStore, *, settings: Settings) -> Changes:
    # late: the command classes load with the first change, not to show a match
    from models.setup_commands import SetSettings

    command = SetSettings(settings)
    return applied(store, command)


def substitute(store: MatchStore, *, code: str, from_round: int,
               reserve: str | None) -> Changes:
    # late: the command classes load with the first change, not to show a match
    from models.setup_commands import SetSubstitution

    command = SetSubstitution(code, from_round, reserve)
    return applied(store, command)


def set_host_table(store: MatchStore, *, table: int | str | None) -> Changes:
    """Where the laptop stays (spec §13): in table 1's or table 2's room, or (None,
    "none") with the host.  Logged and undoable like every setting."""
    # late: the command classes load with the first change, not to show a match
    from models.hosts import check_host_table

    # late: the command classes load with the first change, not to show a match
    from models.setup_commands import SetHostTable

    command = SetHostTable(check_host_table(table))
    return applied(store, command)


def set_host_player(store: MatchStore, *, player: str | None) -> Changes:
    """Who runs the match (spec §13): a player by his code, a reserve by his name, or
    (None, "none") a director who does not play.  Logged and undoable like every
    setting."""
    # late: the command classes load with the first change, not to show a match
    from models.hosts import check_host_player

    # late: the command classes load with the first change, not to show a match
    from models.setup_commands import SetHostPlayer

    command = SetHostPlayer(check_host_player(player))
    return applied(store, command)


def set_turning(store: MatchStore, *, on: bool) -> Changes:
    """Whether table 1 turns its diagram (spec §8); fixed once table 1 has played a deal
    sent to it.  Logged and undoable like every setting."""
    # late: the command classes load with the first change, not to show a match
    from models.switches import SetTurning

    return applied(store, SetTurning(bool(on)))


def set_phone_leads(store: MatchStore, *, on: bool) -> Changes:
    """Whether the tables' phones take the opening lead with the result (issue 32).
    Logged and undoable like every setting."""
    # late: the command classes load with the first change, not to show a match
    from models.switches import SetPhoneLeads

    command = SetPhoneLeads(bool(on))
    return applied(store, command)
