"""The tables' phones: a result confirmed by the other line, a round signed by both
(issue 32; the rules are :mod:`models.confirmations`')."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from models.match import DealKey, TableResult
from teams_app.operations.changes import Changes, applied
from teams_app.operations.door import _DOOR
from teams_app.operations.results import typed_result

if TYPE_CHECKING:
    from models.vocabulary import Line
    from teams_app.store import MatchStore


def propose_result(store: MatchStore, *, deal: int, table: int, text: str,
                   attempt: int | None = None, lead: str | Any | None = None) -> Changes:
    """A result typed on table ``table``'s phone, kept until the other line confirms it:
    read and refused as :func:`enter_result` would (the attempt, the lead), counted
    nowhere yet.  A correction of the stored result is one too."""
    # late: the command classes load with the first change, not to show a match
    from models.confirmations import propose

    match = store.match
    key, parsed = typed_result(match, deal=deal, table=table, text=text, attempt=attempt,
                               lead=lead)
    return applied(store, propose(match, key, table, parsed))


def confirm_result(store: MatchStore, *, deal: int, table: int, attempt: int,
                   shown: TableResult | None = None) -> Changes:
    """The other line confirms the result waiting at table ``table``: it counts now."""
    # late: the command classes load with the first change, not to show a match
    from models.confirmations import confirm

    return applied(store, confirm(store.match, DealKey(deal, attempt), table, shown))


def refuse_result(store: MatchStore, *, deal: int, table: int, attempt: int) -> Changes:
    """The other line says the result waiting at table ``table`` is not right: it goes."""
    # late: the command classes load with the first change, not to show a match
    from models.confirmations import refuse

    return applied(store, refuse(store.match, DealKey(deal, attempt), table))


def sign_round(store: MatchStore, *, round: int, table: int,  # noqa: A002
               line: Line) -> Changes:
    """Line ``line`` signs table ``table``'s diagram of round ``round`` on its phone."""
    # late: the command classes load with the first change, not to show a match
    from models.confirmations import sign

    return applied(store, sign(store.match, round, table, line))


def set_phones_confirm(store: MatchStore, *, on: bool) -> Changes:
    """Whether the other line confirms a phone's result and both sign the round.
    Logged and undoable like every setting."""
    # late: the command classes load with the first change, not to show a match
    from models.switches import SetPhonesConfirm

    return applied(store, SetPhonesConfirm(bool(on)))


def keep_terminals(store: MatchStore, data: dict[str, Any]) -> bool:
    """Keep the room terminals' keys and address with the match (a note, not a change:
    nothing to undo, no view to redraw); False when the file is open read-only."""
    if store.read_only:
        return False
    store.note(_DOOR, "terminals", data)
    return True
