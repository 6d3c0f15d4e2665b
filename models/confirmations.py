"""The other line confirms, both lines sign (issue 32): what a table's phone may count.

With the match's setting :attr:`Settings.phones_confirm` on, a result typed on a
table's phone is *unconfirmed* until the other line (EW, when NS typed it) confirms it:
it is kept in the extension slot ``unconfirmed`` under the attempt and the table
(``"5:1"``, ``"5R1:2"``) and counts nowhere — not on the laptop, the scoreboard or the
balance; it is not a result.  Confirmed, it becomes the table's result in the same step
(one undo); refused ("not right"), it goes.  A correction typed on the phone is an
unconfirmed result that names what it corrects (``was``): the result it corrects counts
until the correction is confirmed.  Results typed on the laptop or imported count at
once (the host has the paper).

An unconfirmed result is *live* while it could still be stored as it was typed: no
result has been stored on its attempt since (or, for a correction, the result it
corrects is still the one stored) and the attempt has not been annulled.  One that is
not live is not shown and cannot be confirmed (:func:`unconfirmed`).

At the end of a table's round both lines sign its diagram on the phone.  A signature is
kept in the slot ``signed`` under ``"<round>/<table>"``, one per line, as a digest of
the table's rows of that round (each attempt's result, its annulment); it holds while
the rows are the ones signed: a change after signing needs both lines again
(:func:`signed_lines`), nothing is invalidated by hand.

Rules raise :class:`MatchError` with a message key (worded by the front ends).
"""

from __future__ import annotations

import copy
import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from models import extras
from models.codec import data_of, read
from models.errors import MatchCoreError, MatchError
from models.match import DealKey, Match, TableResult
from models.queries import round_diagram
from models.registry import Batch, Command
from models.vocabulary import Line

__all__ = [
    "CONFIRMING_LINE", "TYPING_LINE", "Unconfirmed", "confirm", "propose",
    "refuse",
    "round_complete_at", "round_signatures", "sign", "signed_key", "signed_lines", "unconfirmed",
    "unconfirmed_at",
]

#: who types a result on the phone, and who confirms it (as Bridgemate: NS types, EW
#: confirms)
TYPING_LINE = Line.NS
CONFIRMING_LINE = Line.EW


@dataclass(frozen=True, slots=True)
class Unconfirmed:
    """A result typed on a table's phone, waiting for the other line."""

    key: DealKey
    table: int
    result: TableResult
    #: the result it corrects (None: a new result)
    was: TableResult | None = None

    def to_value(self) -> dict[str, Any]:
        return {"result": data_of(self.result), "was": data_of(self.was)}


def _read(text: str, value: Any) -> Unconfirmed | None:
    parsed = extras.parse_key(text)
    if parsed is None or parsed[1] is None or not isinstance(value, Mapping):
        return None
    try:
        result = read(TableResult, value["result"])
        was = value.get("was")
        return Unconfirmed(parsed[0], parsed[1], result,
                           None if was is None else read(TableResult, was))
    except (KeyError, TypeError, ValueError, MatchCoreError):
        return None  # a row the result's own checks refuse is not a result waiting


def _live(match: Match, item: Unconfirmed) -> bool:
    if item.key in match.annulments:
        return False
    stored = match.results.get((item.key, item.table))
    if item.was is None:
        return stored is None
    return stored == item.was


def unconfirmed(match: Match, table: int | None = None) -> list[Unconfirmed]:
    """The live unconfirmed results (of one table, or of both), by deal and attempt."""
    found = []
    for text, value in extras.entries(match, extras.Slot.UNCONFIRMED).items():
        item = _read(text, value)
        if item is not None and (table is None or item.table == table) \
                and _live(match, item):
            found.append(item)
    return sorted(found, key=lambda i: (i.key.deal, i.key.attempt, i.table))


def unconfirmed_at(match: Match, key: DealKey, table: int) -> Unconfirmed | None:
    """The live unconfirmed result of an attempt at a table, or None."""
    item = _read(extras.table_key(key, table),
                 extras.entry(match, extras.Slot.UNCONFIRMED, key, table))
    return item if item is not None and _live(match, item) else None


def _set(key: DealKey, table: int, value: dict[str, Any] | None) -> Command:
    # late: the commands (~35 ms) load with the first change, not at start
    from models.commands import SetExtra

    return SetExtra(extras.Slot.UNCONFIRMED.value, extras.table_key(key, table), value)


def _refuse_off(match: Match) -> None:
    if not match.settings.phones_confirm:
        raise MatchError("the phones' results are not confirmed in this match",
                         "confirm_off", {})


def propose(match: Match, key: DealKey, table: int, result: TableResult) -> Command:
    """Keep ``result``, typed on table ``table``'s phone for attempt ``key``, until the
    other line confirms it.  Refused as the result itself would be now (the same core
    rules, tried on a copy of the match), so the typing line hears at once; a correction
    names the result stored now."""
    # late: the commands (~35 ms) load with the first change, not at start
    from models.commands import SetResult

    _refuse_off(match)
    trial = copy.deepcopy(match)
    SetResult(key, table, result).apply(trial)
    was = match.results.get((key, table))
    return _set(key, table, Unconfirmed(key, table, result, was).to_value())


def _waiting(match: Match, key: DealKey, table: int) -> Unconfirmed:
    item = unconfirmed_at(match, key, table)
    if item is None:
        raise MatchError(f"deal {key}, table {table}: no result waits to be confirmed",
                         "nothing_to_confirm", {"deal": str(key), "table": table})
    return item


def confirm(match: Match, key: DealKey, table: int,
            shown: TableResult | None = None) -> Command:
    """The other line confirms the unconfirmed result: it is stored (one step with its
    going from the slot).  ``shown``: the result the confirming line saw; refused when
    it is not the one waiting (typed again meanwhile)."""
    # late: the commands (~35 ms) load with the first change, not at start
    from models.commands import SetResult

    item = _waiting(match, key, table)
    if shown is not None and shown != item.result:
        raise MatchError(f"deal {key}, table {table}: the result was typed again",
                         "confirm_changed", {"deal": str(key), "table": table})
    return Batch((SetResult(key, table, item.result), _set(key, table, None)))


def refuse(match: Match, key: DealKey, table: int) -> Command:
    """The other line says the unconfirmed result is not right: it goes."""
    _waiting(match, key, table)
    return _set(key, table, None)


# -- the round signed ----------------------------------------------------------------


def signed_key(round_: int, table: int) -> str:
    """``"3/1"``: the key of table 1's signatures of round 3."""
    return f"{round_}/{table}"


def _digest(match: Match, round_: int, table: int) -> str | None:
    """What both lines sign: the table's rows of the round, each attempt's result and
    annulment (the other room's results are not part of it); None when a result is out
    of sight (the host's room, spec §13: whether it was signed cannot be told there)."""
    rows = []
    for row in round_diagram(match, round_, table).shown:
        if row.result is not None and row.result.hidden:
            return None
        rows.append([row.label, data_of(row.result),
                     None if row.annulment is None else int(row.annulment.reason)])
    text = json.dumps(rows, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def round_complete_at(match: Match, round_: int, table: int) -> bool:
    """Whether table ``table`` has played every game of the round it plays in it
    (every attempt not annulled has its result), nothing waiting to be confirmed."""
    rows = round_diagram(match, round_, table).shown
    if not rows:
        return False
    for row in rows:
        if row.annulment is None and row.result is None:
            return False
    return not any(match.format.slot(item.key.deal).round == round_
                   for item in unconfirmed(match, table))


def signed_lines(match: Match, round_: int, table: int) -> frozenset[Line]:
    """The lines whose signature of the table's round holds (the rows are the ones they
    signed)."""
    value = extras.entries(match, extras.Slot.SIGNED).get(signed_key(round_, table))
    if not isinstance(value, Mapping):
        return frozenset()
    digest = _digest(match, round_, table)
    if digest is None:
        return frozenset()
    return frozenset(line for line in Line if value.get(line.name) == digest)


def round_signatures(match: Match, round_: int, table: int) -> frozenset[Line] | None:
    """The lines whose signature of a table's round holds, when the round is one to
    sign; None when it is not: the match does not ask for signatures, the table has not
    played the round to its end, or (a room's view, spec §13) its results are out of
    sight, so whether they were signed cannot be told."""
    if not match.settings.phones_confirm or not round_complete_at(match, round_, table):
        return None
    if _digest(match, round_, table) is None:
        return None
    return signed_lines(match, round_, table)


def sign(match: Match, round_: int, table: int, line: Line) -> Command:
    """Line ``line`` signs table ``table``'s diagram of round ``round_``: refused before
    the table has played the round (or while a result waits to be confirmed)."""
    _refuse_off(match)
    match.format.check_round(round_)
    match.format.check_table(table)
    if not round_complete_at(match, round_, table):
        raise MatchError(f"round {round_}, table {table}: not played to its end here",
                         "sign_not_complete", {"round": round_, "table": table})
    # late: the commands (~35 ms) load with the first change, not at start
    from models.commands import SetExtra

    value = extras.entries(match, extras.Slot.SIGNED).get(signed_key(round_, table))
    kept = dict(value) if isinstance(value, Mapping) else {}
    held = signed_lines(match, round_, table)
    # a signature of other rows no longer holds: only those that do are kept
    signed = {other.name: kept[other.name] for other in held if other is not line}
    digest = _digest(match, round_, table)
    if digest is None:  # only in a room's view, which never writes
        raise MatchError(f"round {round_}, table {table}: not played to its end here",
                         "sign_not_complete", {"round": round_, "table": table})
    signed[line.name] = digest
    return SetExtra(extras.Slot.SIGNED.value, signed_key(round_, table), signed)
