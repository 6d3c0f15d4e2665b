"""What a command did, in words: the Undo/Redo texts, the status line, the audit log.
"""

from __future__ import annotations

import re
from typing import Any, Protocol

from models import envelopes as env
from models import extras
from models.registry import Command, describe_parts
from models.vocabulary import Line
from words import word
from words.notation import direction_name, line_name
from words.texts import reason_text, replay_when_text, result_text, roman, score_card_param


class Step(Protocol):
    """A step done, undone or redone, as :class:`teams_app.operations.Changes` tells it."""

    @property
    def command(self) -> Command | None: ...
    @property
    def description(self) -> str: ...
    @property
    def step(self) -> str: ...


def _envelope_action_words(p: dict[str, Any]) -> str:
    action = p["action"]
    who = direction_name(p["direction"]) if p.get("direction") is not None else ""
    if action is env.Action.DEAL:
        return word("step.envelope.deal")
    if action is env.Action.PLAY_HOME:
        return word("step.envelope.play_home")
    if action is env.Action.PACK:
        return word("step.envelope.pack", direction=who)
    if action is env.Action.CARRY:
        return word("step.envelope.carry")
    if action is env.Action.RECEIVE:
        text = word("step.envelope.receive", count=p["cards"], direction=who)
        if p.get("score_cards") is True:
            text += word("step.envelope.score_cards_there")
        elif p.get("score_cards") is False:
            text += word("step.envelope.score_cards_missing")
        return text
    if action is env.Action.PLAY_AWAY:
        return word("step.envelope.play_away")
    return word("step.envelope.return")


def _envelope_batch_words(steps: list[dict[str, Any]]) -> str | None:
    """The host's round actions in one phrase: carried, or checked (and what was odd)."""
    actions = {q["action"] for q in steps}
    numbers = sorted({q["deal"] for q in steps})
    deals = ", ".join(str(d) for d in numbers)
    if env.Action.CARRY in actions and actions <= {env.Action.PACK, env.Action.CARRY}:
        return word("step.batch.carried", count=len(numbers), deals=deals)
    if actions == {env.Action.RECEIVE}:
        text = word("step.batch.checked", count=len(numbers), deals=deals)
        for q in steps:
            if q["cards"] != env.CARDS_PER_ENVELOPE or q.get("score_cards") is False:
                text += "; " + word("step.envelopes", deal=q["deal"],
                                    what=_envelope_action_words(q))
        return text
    return None


def _unconfirmed_words(p: dict[str, Any]) -> str | None:
    """A result typed on a table's phone kept for the other line, or gone from there."""
    from models.match import TableResult

    named = extras.parse_key(str(p["key"]))
    if named is None or named[1] is None:
        return None
    deal, table = str(named[0]), named[1]
    value = p["value"]
    if value is None:
        return word("step.unconfirmed.gone", t=table, deal=deal)
    if value.get("hidden"):  # another table's, kept out of sight (models.room_view)
        return word("step.unconfirmed", t=table, deal=deal, result=word("host.played"))
    result = TableResult.from_dict(dict(value["result"]))
    return word("step.unconfirmed", t=table, deal=deal,
                result=result_text(result, honours=True, tricks=True))


def _parts_words(kind: str, p: dict[str, Any]) -> str | None:
    if kind == "batch":
        parts = p["parts"]
        if parts and parts[0][0] == "result":
            return _parts_words(*parts[0])  # a result and the envelopes it moved on
        if parts and all(k == "envelopes" for k, _ in parts):
            compact = _envelope_batch_words([q for _, q in parts])
            if compact is not None:
                return compact
        worded = [_parts_words(k, q) for k, q in parts]
        if not parts or any(w is None for w in worded):
            return None
        said = list(dict.fromkeys(w for w in worded if w is not None))
        if len(said) > _MOST_PARTS:  # not a line of thousands of characters in the menu
            return word("step.batch.more", count=len(said) - 1, first=said[0])
        return "; ".join(said)
    if kind == "result":
        if p["result"] is None:
            return word("step.result.deleted", t=p["table"], deal=p["deal"])
        return word("step.result", t=p["table"], deal=p["deal"],
                    result=result_text(p["result"], honours=True, tricks=True))
    if kind == "score_cards":
        if p["ns"] is None:
            return word("step.score_cards.back", deal=p["deal"])
        return word("step.score_cards", deal=p["deal"], ns_line=line_name(Line.NS),
                    ns=score_card_param(p["ns"]),
                    ew_line=line_name(Line.EW), ew=score_card_param(p["ew"]))
    if kind == "annulment":
        annulment = p["annulment"]
        if annulment is None:
            return word("step.annulment.lifted", deal=p["deal"])
        if annulment.after_match:
            return word("step.annulment.after_match", deal=p["deal"],
                        reason=reason_text(annulment.reason))
        if annulment.no_replay:
            return word("step.annulment.no_replay", deal=p["deal"],
                        reason=reason_text(annulment.reason))
        return word("step.annulment", deal=p["deal"], reason=reason_text(annulment.reason))
    if kind == "replay_at":
        return word("step.replay_at", deal=p["deal"], when=replay_when_text(p["when"]))
    if kind == "envelopes":
        return word("step.envelopes", deal=p["deal"], what=_envelope_action_words(p))
    if kind == "settings":
        return word("step.settings")
    if kind == "host_table":
        if p["table"] is None:
            return word("host.laptop_follows")
        return word("host.laptop_room", t=p["table"])
    if kind == "host_player":
        if p["player"] is None:
            return word("host.none")
        return word("host.person", player=p["player"])
    if kind == "switch":  # models.switches: a setting switched on or off
        return word(f"step.{p['setting']}.{'on' if p['on'] else 'off'}")
    if kind == "team":
        return word("step.team", team=p["team"], name=p["name"])
    if kind == "seat":
        return f"{p['code']}: {p['player']}"
    if kind == "substitution":
        if p["reserve"] is None:
            return word("step.substitution.none", code=p["code"], r=p["from_round"])
        return word("step.substitution", reserve=p["reserve"], code=p["code"], r=p["from_round"])
    if kind == "extra" and p["slot"] == "dismissed_proposals":
        if p["value"] is None:
            return word("step.dismissed.back", deal=p["key"])
        return word("step.dismissed", deal=p["key"], reason=p["value"]["reason"])
    if kind == "extra" and p["slot"] == extras.Slot.UNCONFIRMED:
        return _unconfirmed_words(p)
    if kind == "extra" and p["slot"] == extras.Slot.SIGNED:
        signed_round, _, signed_table = str(p["key"]).partition("/")
        lines = [line_name(Line[name]) for name in (p["value"] or {})
                 if name in Line.__members__]
        return word("step.signed", r=roman(int(signed_round)) if signed_round.isdigit()
                    else signed_round, t=signed_table, lines=", ".join(lines) or "—")
    if kind == "extra" and p["slot"] in ("auction", "hands"):
        text = str(p["key"])  # a step logged before the store's upgrade: "5:0:1"
        named = extras.parse_key(extras.old_auction_key(text) or text)
        if named is None or named[1] is None:
            return None
        deal, table = str(named[0]), named[1]
        if p["slot"] == "auction":
            if p["value"] is None:
                return word("step.auction.deleted", deal=deal, t=table)
            return word("step.auction", deal=deal, t=table)
        if p["value"] is None:
            return word("step.hands.deleted", deal=deal, t=table)
        return word("step.hands", deal=deal, t=table)
    return None


#: the English labels the app gives its batches and the store its first log row, and the
#: entry that words each (its fields are the label's groups; ``count`` picks the plural)
_LABELS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^import (?P<file>.+): (?P<count>\d+) results?$"), "step.import"),
    (re.compile(r"^PBN import from (?P<file>.+)$"), "step.import_pbn"),
    (re.compile(r"^pre-dealt deals, seed (?P<seed>\S+)$"), "step.predealt"),
    (re.compile(r"^double-dummy analysis of (?P<count>\d+) deals?$"), "step.analysis"),
    (re.compile(r"^match created: (?P<a>.+?) v (?P<b>.+)$"), "step.created"),
)

#: a batch of more parts than this is said as its first part and how many more
_MOST_PARTS = 4


def label_words(label: str) -> str | None:
    """A batch's label (``"import full-match.csv: 72 results"``) or the log's "match
    created" in the current language (bg ``"внос от full-match.csv: 72 резултата"``);
    None for any other text."""
    for pattern, key in _LABELS:
        found = pattern.match(label)
        if found is not None:
            values: dict[str, Any] = dict(found.groupdict())
            if "count" in values:
                values["count"] = int(values["count"])
            return word(key, **values)
    return None


def command_words(command: Command | None, english: str = "") -> str:
    """What a command does, in the current language (``english`` — the store's description —
    for a command the core gives no parts for; a batch's label or the log's "match created"
    worded by :func:`label_words`)."""
    if command is None:
        return label_words(english) or english
    label = getattr(command, "label", "")
    if isinstance(label, str) and label:
        worded_label = label_words(label)
        if worded_label is not None:
            return worded_label
    worded = _parts_words(*describe_parts(command))
    if worded is None:
        return label_words(english) or english
    return worded


def changes_words(changes: Step) -> str:
    """The status line after a step: what was done, undone or redone."""
    if changes.command is None:
        return changes.description
    english = changes.description
    if changes.step in ("undo", "redo"):
        english = english.split(": ", 1)[-1]
    text = command_words(changes.command, english)
    if changes.step == "undo":
        return word("step.undo", what=text)
    if changes.step == "redo":
        return word("step.redo", what=text)
    return text

