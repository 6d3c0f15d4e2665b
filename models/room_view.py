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
from typing import Any, Final, TypeAlias

from models import extras
from models.match import DealKey, Match, PlayedResult, ReplayAt, TableResult
from models.queries import current_round
from models.registry import Batch

#: whose eyes a view is for: one table's room for every deal (1, 2), everything (None),
#: or per deal the table whose room may be seen (a person who moves between the tables:
#: deal -> table, None for a deal he does not play)
Seen: TypeAlias = int | Mapping[int, int | None] | None

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


# -- the host, a person (spec §13) -------------------------------------------------------

def held_code(match: Match, person: str, round_: int) -> str | None:
    """The code ``person`` (a regular by his code, a reserve by his name) holds in a
    round, substitutions included; None while he does not play (a regular replaced by a
    reserve, a reserve not yet in)."""
    if person in match.seats:
        seat = match.seats[person]
        return person if match.player(person, round_) == seat.player else None
    for code in match.seats:
        if match.player(code, round_) == person:
            return code
    return None


def host_table_in(match: Match, round_: int) -> int | None:
    """The table where the host sits in a round (the rotation of spec §3 and the
    substitutions), or None: a director who does not play, or the host does not play
    that round."""
    person = match.settings.host_player
    if person is None:
        return None
    code = held_code(match, person, round_)
    if code is None:
        return None
    return match.format.seat_of(round_, code)[0]


def host_rounds(match: Match) -> list[tuple[int, int | None]]:
    """Where the host sits, round by round: (round, table), None where he does not play
    that round; empty for a director who does not play."""
    if match.settings.host_player is None:
        return []
    return [(round_, host_table_in(match, round_))
            for round_ in range(1, match.format.rounds + 1)]


def follows_host(match: Match) -> bool:
    """Whether the laptop goes with a host who plays (its room changes as the rotation
    moves him), rather than staying in a room or being a director's."""
    settings = match.settings
    return settings.host_table is None and settings.host_player is not None


def laptop_seen(match: Match) -> Seen:
    """Whose eyes the laptop (and the host's phone) is for (spec §13): the room it stays
    in; with the host, per deal the table where he plays it — the table of the code he
    holds in the deal's round (a replay: the code he holds now, in the deal's round's
    seats, spec §11); None: a director who does not play."""
    person = match.settings.host_player
    if not follows_host(match) or person is None:
        return match.settings.host_table  # a room, or a director's: everything

    fmt = match.format
    latest = match.latest_attempts()
    now = current_round(match)
    codes: dict[int, str | None] = {}
    tables: dict[int, int | None] = {}
    for deal in range(1, fmt.deals + 1):
        round_ = fmt.slot(deal).round
        held_in = round_ if latest.get(deal, 0) == 0 else now
        if held_in not in codes:
            codes[held_in] = held_code(match, person, held_in)
        code = codes[held_in]
        tables[deal] = None if code is None else fmt.seat_of(round_, code)[0]
    return tables


def laptop_room(match: Match) -> int | None:
    """The room the laptop shows now: where it stays, or the table where the host sits
    this round (:func:`host_table_in` of the current round); None: everything."""
    if not follows_host(match):
        return match.settings.host_table

    return host_table_in(match, current_round(match))


def table_for(seen: Seen, deal: int) -> int | None:
    """The table whose room ``seen`` may see of a deal (None: everything of it)."""
    if seen is None or isinstance(seen, int):
        return seen
    return seen.get(deal)


def played(result: TableResult) -> PlayedResult:
    """What a room may see of another table's result: that it was played, and under
    which score cards."""
    return PlayedResult(None, ns_card=result.ns_card, ew_card=result.ew_card)


def room_match(match: Match, seen: Seen) -> Match:
    """The match as ``seen`` may see it (the module): table ``seen``'s room, or per deal
    the table a person plays it at; ``None`` (a director who does not play): the match
    itself."""
    if seen is None:
        return match
    hidden = frozenset(deal for deal in open_deals(match) if table_for(seen, deal) is not None)
    results: dict[tuple[DealKey, int], TableResult] = {}
    for (key, at), result in match.results.items():
        if key.deal in hidden and at != table_for(seen, key.deal):
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
                        and (slot in _DEAL_SLOTS
                             or parsed[1] != table_for(seen, parsed[0].deal))):
                    continue
                chosen[text] = deepcopy(value)
            if chosen:
                kept[slot] = chosen
        else:
            kept[slot] = deepcopy(values)
    # every other field of the match carried over as it is (a new one is never dropped)
    return replace(match, teams=dict(match.teams), seats=dict(match.seats),
                   substitutions=dict(match.substitutions),
                   draws={deal: dict(cards) for deal, cards in match.draws.items()},
                   results=results, annulments=dict(match.annulments), extras=kept)


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
    return replace(match, results=dict(results))


def command_hidden(match: Match, seen: Seen, data: Mapping[str, Any] | None) -> bool:
    """Whether a logged command (its dict) tells ``seen`` (a room, or a person) something
    of an open deal it may not see: another table's result, auction or hands, an
    analysis or the hands dealt in advance."""
    if seen is None or not isinstance(data, Mapping):
        return False
    kind = data.get("kind")
    if kind == "batch":
        return any(command_hidden(match, seen, part) for part in data.get("commands", ()))
    hidden = open_deals(match)
    try:
        if kind == "set_result":
            deal = int(data["deal"])
            table = table_for(seen, deal)
            return deal in hidden and table is not None and int(data["table"]) != table
        if kind == "set_extra" and data.get("slot") in (*_TABLE_SLOTS, *_DEAL_SLOTS):
            parsed = extras.parse_key(str(data.get("key")))
            if parsed is None or parsed[0].deal not in hidden:
                return False
            table = table_for(seen, parsed[0].deal)
            return table is not None and (data["slot"] in _DEAL_SLOTS or parsed[1] != table)
    except (KeyError, TypeError, ValueError):
        return True  # a row that cannot be read is not shown to a room
    return False


def safe_command(match: Match, seen: Seen, command: Any) -> Any:
    """A command as ``seen`` may read it: another table's result of an open deal as
    "played" (a result waiting for its other line's confirmation too), its auction or
    hands as recorded (without them); the command itself when it tells nothing hidden.
    A hidden value keeps the shape of the value it stands for: whatever words, sorts or
    counts the command reads it as played, never as a missing key."""
    if seen is None:
        return command
    if isinstance(command, Batch):
        return Batch(tuple(safe_command(match, seen, c) for c in command.commands),
                     command.label)
    kind = getattr(command, "kind", "")
    if kind == "set_result" and command.result is not None and command_hidden(
            match, seen, {"kind": kind, "deal": command.key.deal, "table": command.table}):
        return replace(command, result=played(command.result))
    if kind == "set_extra" and command.value is not None and command_hidden(
            match, seen, {"kind": kind, "slot": command.slot, "key": command.key}):
        return replace(command, value=hidden_value(command.slot, command.value))
    return command


def hidden_value(slot: str, value: Any) -> Any:
    """What a room may read of a hidden extension value: a result waiting for its other
    line keeps its shape with both results as "played" (under their score cards); an
    auction, hands or analysis become ``{"hidden": True}``."""
    if slot == extras.Slot.UNCONFIRMED.value and isinstance(value, Mapping):
        shown: dict[str, Any] = {"hidden": True}
        for name in ("result", "was"):
            data = value.get(name)
            shown[name] = None if not isinstance(data, Mapping) else {
                key: data[key] for key in ("ns_card", "ew_card") if key in data}
        return shown
    return {"hidden": True}
