"""The notebook (auctions, hands recorded at the tables) and the double-dummy analysis."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from models.match import DealKey
from models.queries import notebook_key
from teams_app.operations.changes import Changes, applied
from teams_app.operations.results import unchanged

if TYPE_CHECKING:
    from models.commands import Command
    from models.vocabulary import Direction
    from teams_app.store import MatchStore


def record_auction(store: MatchStore, *, deal: int, table: int,
                   calls: str | Iterable[str] | None, attempt: int | None = None) -> Changes:
    """Store a table's auction (``"1S P 2S P P P"`` or a list of calls; empty deletes it).

    The dealer is the deal's; an illegal sequence is refused naming the first bad call.
    An unfinished auction may be stored (it is being entered).
    """
    # late: the command classes load with the first change, not to show a match
    from models import notebook

    if isinstance(calls, str):
        calls = calls.replace(",", " ").split()
    listed = list(calls or ())
    match = store.match
    key = notebook_key(match, deal, table, attempt)
    command = notebook.record_auction(match, key, table, listed)
    return _apply_extra(store, command, deal, key, table)


def record_hands(store: MatchStore, *, deal: int, table: int,
                 hands: Mapping[str, str] | Mapping[Direction, str] | None,
                 attempt: int | None = None) -> Changes:
    """Store the hands recorded at a table (PBN hand notation per direction; any subset,
    blank entries left out; none deletes them).  Refused, naming the cards missing or
    held twice, unless the hands can be part of one deal."""
    # late: the command classes load with the first change, not to show a match
    from models import notebook

    match = store.match
    key = notebook_key(match, deal, table, attempt)
    # blank entries are left out by the core; all blank deletes the hands, as None does
    command = notebook.record_hands(match, key, table, hands or None)
    return _apply_extra(store, command, deal, key, table)


def _apply_extra(store: MatchStore, command: Any, deal: int, key: DealKey,
                 table: int) -> Changes:
    """Apply a notebook :class:`SetExtra`; storing what is there already changes nothing."""
    if store.match.extras.get(command.slot, {}).get(command.key) == command.value:
        return unchanged(deal, table, key)
    return applied(store, command)


def store_analysis(store: MatchStore, commands: Sequence[Command]) -> Changes:
    """Store finished double-dummy analyses (:func:`teams_app.analysis.run_analysis`) as
    one step."""
    # late: the command classes load with the first change, not to show a match
    from teams_app.analysis import analysis_command

    return applied(store, analysis_command(commands))


def analyse(store: MatchStore, progress: Any = None, chunk: int | None = None) -> int:
    """Analyse every deal lacking a current analysis and store it (one step); the count."""
    # late: the command classes load with the first change, not to show a match
    from teams_app.analysis import MAX_PER_CALL, plan_analysis, run_analysis

    commands = run_analysis(plan_analysis(store.match), progress, chunk or MAX_PER_CALL)
    if commands:
        store_analysis(store, commands)
    return len(commands)


def predeal(store: MatchStore, *, seed: str | None = None) -> tuple[str, Changes]:
    """Deal the whole match in advance from a seed (a fresh one when None): the seed used
    and the change.  Refused once results or hands are recorded."""
    # late: the command classes load with the first change, not to show a match
    from models.dealing import predeal_command

    seed, command = predeal_command(store.match, seed)
    return seed, applied(store, command)
