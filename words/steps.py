"""What a command did, in words: the Undo/Redo texts, the status line, the audit log.

A command's words are the catalog's ``step.<kind>`` (:mod:`words.step_words`), filled
with its fields (each said as the screens say it: a result ``4♠ N 10``, a score card
``в.з. 60``, a reason's text).  The entry's variant is derived from the fields too: the
first field that is empty says ``.none`` (a result deleted, an annulment lifted), a field
``on`` says ``.on``/``.off`` (a switch).  Four kinds say more than their fields' values:
an annulment (during or after the match, replayed or not), an envelope's action, an
extension slot's value (the slot names the entry), and a batch (said as its main part,
or compactly).  A step that is no command is a :class:`~models.registry.Said`: a key and
its values, stored as such (a batch's label, the audit log's first row).
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Callable
from enum import Enum
from typing import Any, Protocol

from models import envelopes as env
from models import extras
from models.codec import command_from_data, read
from models.errors import MatchCoreError
from models.format import Team
from models.match import Annulment, AnnulReason, DealKey, ReplayAt, Seat, TableResult, TeamInfo
from models.registry import Batch, Command, Said
from models.scorecards import ScoreCard
from models.vocabulary import Direction, Line
from words import catalog, word
from words.notation import card_text, direction_name, line_name
from words.texts import reason_text, replay_when_text, result_text, roman, score_card_param


class Step(Protocol):
    """A step done, undone or redone, as :class:`teams_app.operations.Changes` tells it."""

    @property
    def command(self) -> Command | None: ...
    @property
    def said(self) -> Said | None: ...
    @property
    def step(self) -> str: ...


# -- a command's values, as the screens say them ---------------------------------------


def _said_value(value: Any) -> Any:
    if isinstance(value, DealKey):
        return str(value)
    if isinstance(value, TableResult):
        text = result_text(value, honours=True, tricks=True)
        if value.lead is not None and not value.hidden:
            text += word("step.lead", card=card_text(value.lead))
        return text
    if isinstance(value, ScoreCard):
        return score_card_param(value)
    if isinstance(value, AnnulReason):
        return reason_text(value)
    if isinstance(value, ReplayAt):
        return replay_when_text(value)
    if isinstance(value, Direction):
        return direction_name(value)
    if isinstance(value, Team):
        return str(value)
    if isinstance(value, Enum):
        return value.value
    return value


#: values whose fields stand among the command's own (a seat's player, a team's name)
_OPENED = (Seat, TeamInfo, Annulment)


def _values(command: Any) -> dict[str, Any]:
    """A command's fields as the words' values; a line's field (``ns``) with its line's
    name too (``ns_line``)."""
    values: dict[str, Any] = {}
    for f in dataclasses.fields(command):
        value = getattr(command, f.name)
        if isinstance(value, _OPENED):
            values.update(_values(value))
            continue
        values[f.name] = _said_value(value)
        if f.name.upper() in Line.__members__:
            values[f"{f.name}_line"] = line_name(Line[f.name.upper()])
    return values


def _variant(command: Any) -> str:
    """``.none`` for the first empty field, ``.on``/``.off`` for a switch, else ``""``."""
    for f in dataclasses.fields(command):
        value = getattr(command, f.name)
        if f.name == "on":
            return ".on" if value else ".off"
        if value is None:
            return ".none"
    return ""


# -- the kinds that say more than their fields ------------------------------------------


def _annulment_words(command: Any) -> str:
    annulment: Annulment | None = command.annulment
    if annulment is None:
        variant = ".none"
    elif annulment.after_match:
        variant = ".after_match"
    elif annulment.no_replay:
        variant = ".no_replay"
    else:
        variant = ""
    return word(f"step.{command.kind}{variant}", **_values(command))


def _envelope_words(command: Any) -> str:
    return word("step.envelope_action", deal=command.deal if not command.attempt
                else str(command.key), what=_action_words(command))


def _action_words(action: Any) -> str:
    """An envelope action's step: ``"West's envelope checked on arrival: 12 cards"``."""
    who = direction_name(action.direction) if action.direction is not None else ""
    if action.action is env.Action.RECEIVE:
        text = word("step.envelope.receive", count=action.cards, direction=who)
        if action.score_cards is True:
            text += word("step.envelope.score_cards_there")
        elif action.score_cards is False:
            text += word("step.envelope.score_cards_missing")
        return text
    return word(f"step.envelope.{action.action.value}", direction=who)


def _extra_words(command: Any) -> str:
    """A value of an extension slot: the slot names the entry (``step.set_extra.hands``);
    a key naming a deal and a table gives ``{deal}`` and ``{t}``."""
    slot, value = str(command.slot), command.value
    values: dict[str, Any] = {"slot": slot, "key": command.key, "deal": command.key}
    if slot == extras.Slot.SIGNED:
        signed_round, _, signed_table = str(command.key).partition("/")
        lines = [line_name(Line[name]) for name in (value or {}) if name in Line.__members__]
        return word("step.set_extra.signed", r=roman(int(signed_round))
                    if signed_round.isdigit() else signed_round, t=signed_table,
                    lines=", ".join(lines) or "—")
    text = str(command.key)  # a step logged before the store's upgrade: "5:0:1"
    named = extras.parse_key(extras.old_auction_key(text) or text)
    if named is not None and named[1] is not None:
        values.update(deal=str(named[0]), t=named[1])
    if slot == extras.Slot.DISMISSED and value is not None:
        values["reason"] = value.get("reason", "")
    if slot == extras.Slot.UNCONFIRMED and value is not None:
        values["result"] = (word("host.played") if value.get("hidden")  # models.room_view
                            else result_text(read(TableResult, value["result"]),
                                             honours=True, tricks=True))
    key = f"step.set_extra.{slot}" + (".none" if value is None else "")
    if key not in catalog():  # a slot whose values have no words of their own
        return word("step.set_extra", **values)
    return word(key, **values)


def _batch_words(batch: Batch) -> str:
    if batch.label is not None:
        return said_words(batch.label)
    parts = batch.commands
    annulments = [part for part in parts if part.kind == "set_annulment"]
    if annulments:  # with the score cards it records, or the annulment it replaces
        return command_words(annulments[-1])
    if parts and parts[0].kind == "set_result":
        return command_words(parts[0])  # a result and the envelopes it moved on
    if parts and all(isinstance(part, env.EnvelopeAction) for part in parts):
        compact = _envelope_batch_words(list(parts))
        if compact is not None:
            return compact
    said = list(dict.fromkeys(command_words(part) for part in parts))
    if len(said) > _MOST_PARTS:  # not a line of thousands of characters in the menu
        return word("step.batch.more", count=len(said) - 1, first=said[0])
    return "; ".join(said)


def _envelope_batch_words(actions: list[Any]) -> str | None:
    """The host's round actions in one phrase: carried, or checked (and what was odd)."""
    kinds = {a.action for a in actions}
    numbers = sorted({a.deal for a in actions})
    deals = ", ".join(str(d) for d in numbers)
    if env.Action.CARRY in kinds and kinds <= {env.Action.PACK, env.Action.CARRY}:
        return word("step.batch.carried", count=len(numbers), deals=deals)
    if kinds == {env.Action.RETURN}:
        return word("step.batch.returned", count=len(numbers), deals=deals)
    if kinds == {env.Action.RECEIVE}:
        text = word("step.batch.checked", count=len(numbers), deals=deals)
        for a in actions:
            if a.cards != env.CARDS_PER_ENVELOPE or a.score_cards is False:
                text += "; " + _envelope_words(a)
        return text
    return None


#: the kinds whose words are more than their fields' values
_MORE: dict[str, Callable[[Any], str]] = {
    "set_annulment": _annulment_words,
    "envelope_action": _envelope_words,
    "set_extra": _extra_words,
    "batch": _batch_words,
}

#: a batch of more parts than this is said as its first part and how many more
_MOST_PARTS = 4


def command_words(command: Command) -> str:
    """What a command does, in the current language (``"table 1, deal 5: 4♠ N 10"``)."""
    more = _MORE.get(command.kind)
    if more is not None:
        return more(command)
    return word(f"step.{command.kind}{_variant(command)}", **_values(command))


# -- what is no command ----------------------------------------------------------------

#: the English labels of files from before labels were data (8 December 2026), and the
#: entry each is now: such a file's batches and first log row say their label so
_OLD_LABELS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^import (?P<file>.+): (?P<count>\d+) results?$"), "step.import"),
    (re.compile(r"^PBN import from (?P<file>.+)$"), "step.import_pbn"),
    (re.compile(r"^pre-dealt deals, seed (?P<seed>\S+)$"), "step.predealt"),
    (re.compile(r"^double-dummy analysis of (?P<count>\d+) deals?$"), "step.analysis"),
    (re.compile(r"^match created: (?P<a>.+?) v (?P<b>.+)$"), "step.created"),
)


def said_words(said: Said) -> str:
    """A step that is no command, in the current language; an older file's English
    label as it stands (in the current language when it is one of the app's)."""
    if said.key:
        return word(said.key, **said.params)
    text = str(said.params.get("text", ""))
    for pattern, key in _OLD_LABELS:
        found = pattern.match(text)
        if found is not None:
            values: dict[str, Any] = dict(found.groupdict())
            if "count" in values:
                values["count"] = int(values["count"])
            return word(key, **values)
    return text


def stored_words(what: str) -> str:
    """The audit log's own text of a row (its step as data; an older file's English)."""
    try:
        data = json.loads(what)
    except ValueError:
        data = what
    if isinstance(data, dict) and isinstance(data.get("key"), str):
        return said_words(read(Said, data))
    return said_words(Said("", {"text": what}))


def entry_words(entry: Any) -> str:
    """What a row of the audit log did (a :class:`teams_app.store.AuditEntry`): the words
    of the command it logged (an undo's: the one it undid), or the row's own (a match
    created, a restore, an older file's or a damaged row)."""
    what = str(entry.what)
    action = getattr(entry, "action", "do")
    if action in ("undo", "redo") and what.startswith(f"{action}: "):
        what = what[len(action) + 2:]  # an older file's row
    stored = entry.before if action == "undo" else entry.after
    if action == "create" or stored is None or getattr(entry, "damaged", False):
        return stored_words(what)
    try:
        return command_words(command_from_data(stored))
    except (MatchCoreError, KeyError, TypeError, ValueError):  # an odd row: its own words
        return stored_words(what)


def changes_words(changes: Step) -> str:
    """The status line after a step: what was done, undone or redone."""
    if changes.command is None:
        return said_words(changes.said) if changes.said is not None else ""
    text = command_words(changes.command)
    if changes.step == "undo":
        return word("step.undo", what=text)
    if changes.step == "redo":
        return word("step.redo", what=text)
    return text
