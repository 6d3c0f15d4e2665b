"""The host's page on his own phone (``/h/<key>/``): what the host does during play,
without walking to the laptop — the envelope steps of both tables, annulling a deal,
changing a replay's time, undoing the last change, closing a round — and what he needs
to see to do it: each table's progress and next step, the balance of complete rounds.

The page is under the same rule as the host's table (spec §13): everything here is read
from the match as the host may see it (:func:`models.room_view.room_match` over
:func:`models.room_view.laptop_seen`: the room the laptop stays in, or per deal the table
where the host plays it; the laptop's View › Both rooms does not reach the phone), and
holds no contract, result, score, lead, auction or hand of any deal — the tables' results
are the tables' pages'.  The balance is the scoreboard's (complete deals only, Law 86C:
:func:`teams_app.report_html.board_state`), of complete rounds.  The last change, offered
for undo, is worded as the room may read it (:meth:`~teams_app.session.Session.room_words`).

Every action is an operation of :mod:`teams_app.operations` run through the session, the
laptop's door: the laptop and the tables' pages follow at once, and the rules (and their
refusals, worded in the page's language) are the core's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from models import envelopes as env
from models import queries, steps
from models.errors import InputError, MatchError
from models.format import TABLES, Team
from models.match import AnnulReason, DealKey, Match, ReplayAt
from models.replays import default_replay_at, gone_on_from
from models.room_view import replay_held, room_match
from models.steps import ENVELOPE_KINDS, StepKind
from models.vocabulary import Direction
from teams_app import operations
from teams_app.report_html import board_state
from teams_app.server.state import entry_keys
from words import hints, texts, word
from words.texts import entry_words

if TYPE_CHECKING:
    from teams_app.operations import Changes
    from teams_app.session import Session

#: the host's envelope steps the page offers: hint kind -> the route that does it
STEP_ROUTES = {env.HintKind.CARRY: "api/carry", env.HintKind.CHECK: "api/check",
               env.HintKind.RETURN: "api/return"}
#: every route the page posts to
POST_ROUTES = frozenset({*STEP_ROUTES.values(), "api/annul", "api/replay", "api/undo",
                         "api/close"})
#: the replay times, in the annul dialog's order
TIMES = steps.TIMES


def host_state(session: Session, lang: str) -> dict[str, Any]:
    """Everything the host's page shows, in the current language (see the module)."""
    match = session.match
    room = session.host_room
    seen = room_match(match, session.host_seen)
    round_ = queries.current_round(match)
    return {
        "round": round_,
        "round_roman": texts.roman(round_),
        "rounds": match.format.rounds,
        "room": room,
        "room_text": (word("host.room", t=room) if room is not None
                      else word("step.set_host_player.none")),
        "teams": {team.value: match.teams[team].name for team in Team},
        "tables": [_table(session, seen, round_, table) for table in TABLES],
        "steps": _steps(session),
        "proposals": _proposals(session),
        "annul": _annullable(session),
        "reasons": [{"reason": int(r), "text": texts.reason_text(r)} for r in AnnulReason],
        "times": [{"at": t.value, "text": texts.replay_when_text(t)} for t in TIMES],
        "replays": _replays(session),
        "undo": undo_text(session),
        "close": _close(session),
        "law86c_note": word("host.law86c", r=texts.roman(match.format.rounds)),
        "keys": entry_keys(),
        "balance": _balance(match, lang),
    }


def _table(session: Session, seen: Match, round_: int, table: int) -> dict[str, Any]:
    """A table's progress in the round: games played of its diagram, and its next step
    (the first of the hints its own page shows)."""
    diagram = queries.round_diagram(seen, round_, table)
    rows = [row for row in diagram.shown if row.annulment is None]
    upcoming = session.next_pending(round_, table)
    room_hints = session.table_hints(round_, table)
    # waiting: the core offers the table neither the draw nor the result of its next game
    offered = {step.kind for step in session.table_steps() if step.table == table
               and upcoming is not None and step.key == upcoming.key}
    return {
        "table": table,
        "played": sum(1 for row in rows if row.result is not None),
        "games": len(rows),
        "next": None if upcoming is None else str(upcoming.key),
        "waiting": upcoming is not None and not offered & {StepKind.DRAW, StepKind.RESULT},
        "hint": hints.room_hint_text(room_hints[0]) if room_hints else None,
    }


def _steps(session: Session) -> list[dict[str, Any]]:
    """The host's envelope steps the core accepts now, both tables' (the Envelopes tab's
    buttons): a round's carry, check on arrival (all there, or the one envelope found
    otherwise) and sent back — each with the token that does exactly it."""
    found = []
    for step in session.play_steps():
        if step.kind not in ENVELOPE_KINDS:
            continue
        hint = step.params["hint"]
        found.append({
            "route": STEP_ROUTES[hint.kind], "kind": step.kind.value, "table": step.table,
            "round": step.round, "deals": list(step.params["deals"]),
            "score_cards": bool(hint.params.get("score_cards")),
            "text": hints.envelope_hint_text(hint), "token": step.token})
    return found


def _proposals(session: Session) -> list[dict[str, Any]]:
    """Annulments the envelopes propose (an envelope found short on arrival)."""
    problems = session.ask(env.arrival_problems)
    return [{"deal": p.deal, "reason": int(p.reason),
             "text": hints.proposal_text(p, problems)}
            for p in session.ask(env.proposed_annulments)]


def _annullable(session: Session) -> list[dict[str, Any]]:
    """The deals the core lets the host annul now, latest round first, each with the
    reasons and replay times it accepts, the time it proposes and why, when a table has
    gone on past its round."""
    match = session.match
    found = []
    for step in session.steps():
        if step.kind is not StepKind.ANNUL:
            continue
        key = step.key
        assert key is not None
        deal = key.deal
        slot = match.format.slot(deal)
        played = [table for table in TABLES if (key, table) in match.results]
        times = [at.value for at in step.params["times"]]
        gone_on = gone_on_from(match, deal) if times else None
        proposed = default_replay_at(match, deal).value if times else None
        found.append({
            "deal": deal, "label": str(key), "round": slot.round, "table": slot.origin_table,
            "played": played,
            "text": word("host.deal", d=str(key), r=texts.roman(slot.round),
                         played=_played_text(played)),
            "reasons": [int(r) for r in step.params["reasons"]],
            "times": times,
            "at": proposed if proposed in times else (times[0] if times else None),
            "note": (word("replay.gone_on", r=texts.roman(gone_on), d=deal,
                          own=texts.roman(slot.round)) if gone_on is not None else None),
        })
    return found


def _played_text(tables: list[int]) -> str:
    if not tables:
        return word("host.played_none")
    if len(tables) == 2:
        return word("host.played_both")
    return word("host.played_at", t=tables[0])


def _replays(session: Session) -> list[dict[str, Any]]:
    """Replays whose time the core lets the host change now, with the times it
    accepts (the one set first)."""
    match = session.match
    times: dict[DealKey, list[str]] = {}
    for step in session.steps():
        if step.kind is StepKind.REPLAY_AT and step.key is not None:
            times.setdefault(step.key, []).append(step.params["at"].value)
    found = []
    for key in sorted(times, key=lambda k: (k.deal, k.attempt)):
        at = match.annulments[key].replay_at
        found.append({"deal": key.deal, "label": str(key), "at": at.value,
                      "times": [at.value, *times[key]],
                      "text": word("host.replay", d=str(key),
                                   when=texts.replay_when_text(at))})
    return found


def undo_text(session: Session) -> str | None:
    """The change Undo would take back, as the host's room may read it; None: none."""
    store = session.store
    if not store.can_undo:
        return None
    return session.room_words(store.undo_command, session.host_seen)


def _close(session: Session) -> dict[str, Any]:
    """The round the host closes (a backup copy): the round in play, with the results
    still missing in it."""
    chosen = session.round_in_play().round
    return {"round": chosen, "roman": texts.roman(chosen),
            "missing": queries.results_missing(session.match, chosen),
            "text": word("host.close", r=texts.roman(chosen))}


def _balance(match: Match, lang: str) -> dict[str, Any]:
    """The balance of complete rounds, as the scoreboard counts it (complete deals only;
    Law 86C holds the last round back while a replay is set for the end of the match)."""
    board = board_state(match, lang)
    rounds = [{"round": r["round"], "roman": r["roman"], "balance_A": r["balance_A"],
               "cumulative_A": r["cumulative_A"]}
              for r in board["rounds"] if r["state"] == "complete"]
    return {"rounds": rounds, "leader_text": board["leader_text"] if rounds else None,
            "law86c": (word("host.law86c", r=texts.roman(match.format.rounds))
                       if replay_held(match) else None)}


# -- the actions ---------------------------------------------------------------------------


def act(session: Session, route: str, body: dict[str, Any],
        number: Any) -> Changes:
    """Do what a post asks (``number(value, field)`` reads a number field or refuses);
    a refusal of the core propagates (a :class:`~models.errors.MatchCoreError`)."""
    if route in ("api/carry", "api/check", "api/return") and body.get("token") is not None \
            and body.get("short") is None:
        # the very step the page offered: its command, or refused once it is offered
        # no more (done meanwhile, or the match moved on)
        token = _text(body["token"], "token")
        step = next((s for s in session.play_steps() if s.kind in ENVELOPE_KINDS
                     and s.token == token and STEP_ROUTES[s.params["hint"].kind] == route),
                    None)
        if step is None or step.command is None:
            raise MatchError(f"{token}: this step is not offered any more", "step_gone")
        return session.run(operations.envelope_action, command=step.command)
    if route in ("api/carry", "api/check", "api/return"):
        table, round_ = number(body.get("table"), "table"), number(body.get("round"), "round")
        if table not in TABLES:
            raise InputError(f"{table}: the tables are 1 and 2", "tables", {"table": table})
        if route == "api/carry":
            return session.run(operations.carry_envelopes, table=table, round=round_)
        if route == "api/return":
            return session.run(operations.return_envelopes, table=table, round=round_)
        short = body.get("short")
        found = None
        if short is not None:
            if not isinstance(short, dict):
                raise FieldError("short")
            found = (number(short.get("deal"), "short.deal"),
                     _direction(short.get("direction")),
                     number(short.get("cards"), "short.cards"))
        score_cards = body.get("score_cards")
        if score_cards is not None and not isinstance(score_cards, bool):
            raise FieldError("score_cards")
        return session.run(operations.check_envelopes, table=table, round=round_,
                           short=found, score_cards=score_cards)
    if route == "api/annul":
        deal = number(body.get("deal"), "deal")
        reason = AnnulReason.parse(number(body.get("reason"), "reason"))
        at = body.get("at")
        when = None if at is None else ReplayAt.parse(_text(at, "at"))
        note = _text(body.get("note", ""), "note")[:200]
        cards_text = _text(body.get("cards", ""), "cards").strip()
        # typed as the laptop takes them: the language's notation, or NV0 V60
        cards = texts.read_score_cards(cards_text) if cards_text else None
        return session.run(operations.annul_deal, deal=deal, reason=reason, note=note,
                           no_replay=when is ReplayAt.NONE,
                           replay_at=None if when is ReplayAt.NONE else when, cards=cards)
    if route == "api/replay":
        return session.run(operations.set_replay_at, deal=number(body.get("deal"), "deal"),
                           replay_at=ReplayAt.parse(_text(body.get("at"), "at")))
    if route == "api/undo":
        return session.run(operations.undo)
    if route == "api/close":
        return session.run(operations.close_round, round=number(body.get("round"), "round"))
    raise KeyError(route)


class FieldError(Exception):
    """A post's field of the wrong kind: the server answers 400 naming it."""

    def __init__(self, field: str) -> None:
        super().__init__(field)
        self.field = field


def _text(value: Any, name: str) -> str:
    if not isinstance(value, str) or len(value) > 400:
        raise FieldError(name)
    return value


def _direction(value: Any) -> Any:
    text = _text(value, "short.direction").strip().upper()
    return entry_words().direction(text) or Direction.parse(text)
