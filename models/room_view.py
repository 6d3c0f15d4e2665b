"""What a room may see of its match (spec §13): the laptop of a host who plays.

A table may see, of a deal, only what it has played itself — its own results — until the
deal's current attempt has results at both tables; then everything of the deal.  A deal
whose replay is still to be played has no such attempt yet.  :func:`room_match` applies
the rule once: it returns a copy of the match in which every result of the other table
on an *open* deal is a :class:`~models.match.PlayedResult` (the table played it, under
its score cards; nothing of its play), and the auctions and hands the other table
recorded, the analysis and the hands dealt in advance of an open deal are left out.
Everything else (people, settings, draws, annulments, envelopes) is as it is.  Every view
built from the copy cannot show more, whatever it reads of it.

Law 86C (spec §13): while a replay is set for the end of the match, no deal of the last
round counts as complete: nobody is shown a total that includes the last round before
the replay is in (:func:`replay_held`).

:func:`shown_match` of :mod:`models.shown` is the scoreboard's case of the rule (complete
deals only, whoever looks); :func:`safe_command` words a logged change as the room may
read it.
"""

from __future__ import annotations

from collections.abc import Mapping
from copy import deepcopy
from dataclasses import replace
from typing import Any, Final

from models import extras
from models.match import DealKey, Match, PlayedResult, ReplayAt, TableResult

#: the slots that hold, per deal attempt and table, what a table did (kept of its own
#: table only while the deal is open)
_TABLE_SLOTS: Final = (extras.Slot.AUCTION.value, extras.Slot.HANDS.value,
                       extras.Slot.UNCONFIRMED.value)
#: the slots that hold, per deal, what only a complete deal may show
_DEAL_SLOTS: Final = (extras.Slot.DD.value, extras.Slot.PREDEALT.value)


def replay_held(match: Match) -> bool:
    """Law 86C: a replay set for the end of the match is still to be played — the deal's
    current attempt is annulled with ``match-end``, or is that replay and lacks a result
    at a table."""
    latest = match.latest_attempts()
    for key, annulment in match.annulments.items():
        if annulment.after_match or annulment.replay_at is not ReplayAt.MATCH_END:
            continue
        now = latest.get(key.deal, 0)
        if now == key.attempt:
            return True
        replay = DealKey(key.deal, key.attempt + 1)
        if now == replay.attempt and replay not in match.annulments and not (
                (replay, 1) in match.results and (replay, 2) in match.results):
            return True
    return False


def open_deals(match: Match) -> frozenset[int]:
    """The deals whose current attempt does not have results at both tables (a deal
    awaiting its replay included), and, under Law 86C, every deal of the last round."""
    latest = match.latest_attempts()
    held = replay_held(match)
    fmt = match.format
    found: set[int] = set()
    for deal in range(1, fmt.deals + 1):
        key = DealKey(deal, latest.get(deal, 0))
        annulment = match.annulments.get(key)
        both = (key, 1) in match.results and (key, 2) in match.results
        awaits = annulment is not None and annulment.awaits_replay
        if not both or awaits or (held and fmt.slot(deal).round == fmt.rounds):
            found.add(deal)
    return frozenset(found)


def played(result: TableResult) -> PlayedResult:
    """What a room may see of another table's result: that it was played, and under
    which score cards."""
    return PlayedResult(None, ns_card=result.ns_card, ew_card=result.ew_card)


def room_match(match: Match, table: int | None) -> Match:
    """The match as table ``table``'s room may see it (the module); ``None`` (the host
    does not play): the match itself."""
    if table is None:
        return match
    hidden = open_deals(match)
    results: dict[tuple[DealKey, int], TableResult] = {}
    for (key, at), result in match.results.items():
        if key.deal in hidden and at != table:
            results[key, at] = played(result)
        else:
            results[key, at] = result
    kept: dict[str, dict[str, Any]] = {}
    for slot, values in match.extras.items():
        if slot in _TABLE_SLOTS or slot in _DEAL_SLOTS:
            chosen: dict[str, Any] = {}
            for text, value in values.items():
                parsed = extras.parse_key(text)
                if (parsed is not None and parsed[0].deal in hidden
                        and (slot in _DEAL_SLOTS or parsed[1] != table)):
                    continue
                chosen[text] = deepcopy(value)
            if chosen:
                kept[slot] = chosen
        else:
            kept[slot] = deepcopy(values)
    return Match(
        teams=dict(match.teams),
        seats=dict(match.seats),
        settings=match.settings,
        substitutions=dict(match.substitutions),
        draws={deal: dict(cards) for deal, cards in match.draws.items()},
        results=results,
        annulments=dict(match.annulments),
        extras=kept,
    )


def held_back(match: Match) -> Match:
    """Law 86C for a laptop that sees everything: while a replay is set for the end of
    the match, the match without the last round's results (for the balances it shows);
    else the match itself."""
    if not replay_held(match):
        return match
    fmt = match.format
    return replace_results(match, {
        slot: result for slot, result in match.results.items()
        if fmt.slot(slot[0].deal).round != fmt.rounds})


def replace_results(match: Match, results: Mapping[tuple[DealKey, int], TableResult]) -> Match:
    """A copy of ``match`` holding ``results`` (the rest shared: it is not changed)."""
    return Match(teams=match.teams, seats=match.seats, settings=match.settings,
                 substitutions=match.substitutions, draws=match.draws,
                 results=dict(results), annulments=match.annulments, extras=match.extras)


def command_hidden(match: Match, table: int | None, data: Mapping[str, Any] | None) -> bool:
    """Whether a logged command (its dict) tells table ``table``'s room something of an
    open deal it may not see: another table's result, auction or hands, an analysis or
    the hands dealt in advance."""
    if table is None or not isinstance(data, Mapping):
        return False
    kind = data.get("kind")
    if kind == "batch":
        return any(command_hidden(match, table, part) for part in data.get("commands", ()))
    hidden = open_deals(match)
    try:
        if kind == "set_result":
            return int(data["deal"]) in hidden and int(data["table"]) != table
        if kind == "set_extra" and data.get("slot") in (*_TABLE_SLOTS, *_DEAL_SLOTS):
            parsed = extras.parse_key(str(data.get("key")))
            if parsed is None or parsed[0].deal not in hidden:
                return False
            return data["slot"] in _DEAL_SLOTS or parsed[1] != table
    except (KeyError, TypeError, ValueError):
        return True  # a row that cannot be read is not shown to a room
    return False


def safe_command(match: Match, table: int | None, command: Any) -> Any:
    """A command as the room may read it: another table's result of an open deal as
    "played", its auction or hands as recorded (without them); the command itself when
    it tells nothing hidden."""
    from models.registry import Batch

    if table is None:
        return command
    if isinstance(command, Batch):
        return Batch(tuple(safe_command(match, table, c) for c in command.commands),
                     command.label)
    kind = getattr(command, "kind", "")
    if kind == "set_result" and command.result is not None and command_hidden(
            match, table, {"kind": kind, "deal": command.key.deal, "table": command.table}):
        return replace(command, result=played(command.result))
    if kind == "set_extra" and command.value is not None and command_hidden(
            match, table, {"kind": kind, "slot": command.slot, "key": command.key}):
        return replace(command, value={"hidden": True})
    return command
