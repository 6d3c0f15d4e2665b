"""Results: enter, delete, and the opening lead on an entered result."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from models.errors import InputError, MatchError
from models.match import DealKey, Match, TableResult
from models.queries import check_lead, check_result_to_delete, result_key
from teams_app.operations.changes import Changes, Said, applied

if TYPE_CHECKING:
    from teams_app.store import MatchStore


def _parse_result(text: str | None, result: TableResult | None) -> TableResult:
    if (text is None) == (result is None):
        raise InputError("give a result as text or as a TableResult (one of them)")
    if result is not None:
        return result
    assert text is not None
    return TableResult.parse_entry(text)


def typed_result(match: Match, *, deal: int, table: int, text: str | None = None,
                 result: TableResult | None = None, attempt: int | None = None,
                 lead: str | Any | None = None) -> tuple[DealKey, TableResult]:
    """The attempt a result typed at a table goes to and the result with its lead
    (:func:`enter_result`'s reading and its lead's refusals)."""
    # late: the command classes load with the first change, not to show a match
    from models.notebook import check_lead_held

    # late: the command classes load with the first change, not to show a match
    from models.vocabulary import Card

    parsed = _parse_result(text, result)
    key = result_key(match, deal, table, attempt)
    if lead is not None and not (isinstance(lead, str) and not lead.strip()):
        lead_typed = lead if isinstance(lead, Card) else Card.parse(str(lead))
        if parsed.contract is None:
            raise MatchError(f"deal {key}, table {table}: passed out, there is no lead",
                             "lead_passed_out", {"deal": str(key), "table": table})
        parsed = dataclasses.replace(parsed, lead=lead_typed)
        check_lead_held(match, key, table, parsed)
    return key, parsed


def enter_result(store: MatchStore, *, deal: int, table: int, text: str | None = None,
                 result: TableResult | None = None, attempt: int | None = None,
                 lead: str | Any | None = None) -> Changes:
    """Store a table's result on a deal (``"4SX N 10"``, ``"3NT S +1"``, ``"PASS"``).

    The result goes to the deal's current attempt, or to its replay when the current
    attempt was annulled during the match (:func:`models.queries.result_key`).

    ``lead`` (``"SK"``, ``"♠K"``, a :class:`Card`; blank or None: none) is the opening
    lead typed with the result (a table's phone, issue 32): stored with it in the same
    step, or refused with it — for a passed-out deal, and when the hands known for the
    deal (pre-dealt, or recorded) say the opening leader did not hold it
    (:func:`models.notebook.check_lead_held`).
    """
    # late: the command classes load with the first change, not to show a match
    from models.commands import SetResult

    match = store.match
    key, parsed = typed_result(match, deal=deal, table=table, text=text, result=result,
                               attempt=attempt, lead=lead)
    return applied(store, SetResult(key, table, parsed))


def delete_result(store: MatchStore, *, deal: int, table: int,
                  attempt: int | None = None) -> Changes:
    # late: the command classes load with the first change, not to show a match
    from models.commands import SetResult

    match = store.match
    key = DealKey(deal, attempt) if attempt is not None else match.current_key(deal)
    check_result_to_delete(match, key, table)
    return applied(store, SetResult(key, table, None))


def set_lead(store: MatchStore, *, deal: int, table: int, lead: str | Any | None,
             attempt: int | None = None) -> Changes:
    """Record the opening lead (``"HK"``, ``"♥K"``; blank or None clears it) on a table's
    entered result.  Refused when the table has no result yet or the deal was passed out.
    """
    # late: the command classes load with the first change, not to show a match
    from models.commands import SetResult

    # late: the command classes load with the first change, not to show a match
    from models.vocabulary import Card

    match = store.match
    key = DealKey(deal, attempt) if attempt is not None else match.current_key(deal)
    card: Card | None
    if lead is None or (isinstance(lead, str) and not lead.strip()):
        card = None
    else:
        card = lead if isinstance(lead, Card) else Card.parse(str(lead))
    result = check_lead(match, key, table, card)
    if card == result.lead:
        return unchanged(deal, table, key)
    return applied(store, SetResult(key, table, dataclasses.replace(result, lead=card)))


def unchanged(deal: int, table: int, key: DealKey) -> Changes:
    """What an entry that stores what is there already did: nothing."""
    return Changes((), {deal}, Said("step.unchanged", {"t": table, "deal": str(key)}))
