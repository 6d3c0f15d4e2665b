"""A move of a deal's envelopes refused by the state machine, in words
(``error.envelope_step_<why>``, the step as ``error.envelope_step.<action>``), and the
other refusals about envelopes and decks (``error.envelope…``).
"""

from __future__ import annotations

from models import envelopes as env
from models.errors import MatchCoreError
from words import word
from words.notation import direction_name
from words.places import stage_words
from words.texts import colour_word, param_text


def envelope_step_words(key: str, error: MatchCoreError) -> str | None:
    """A move of a deal's envelopes refused by the state machine
    (:func:`models.envelope_actions._transition`): ``deal 5: cannot <the step>: <why>``."""
    q = error.params
    p = {name: param_text(value) for name, value in q.items()}
    action = q.get("action")
    who = direction_name(q["direction"]) if q.get("direction") is not None else ""
    home, away = p.get("home", ""), p.get("away", "")
    if action is env.Action.DEAL:
        step = word("error.envelope_step.deal", t=home)
    elif action is env.Action.PLAY_HOME:
        step = word("error.envelope_step.play_home", t=home)
    elif action is env.Action.PACK:
        step = word("error.envelope_step.pack", direction=who)
    elif action is env.Action.CARRY:
        step = word("error.envelope_step.carry", t=away)
    elif action is env.Action.RECEIVE:
        step = word("error.envelope_step.receive", direction=who, t=away)
    elif action is env.Action.PLAY_AWAY:
        step = word("error.envelope_step.play_home", t=away)
    elif action is env.Action.RETURN:
        step = word("error.envelope_step.return", t=home)
    else:
        return None
    now = stage_words(q["now"]) if isinstance(q.get("now"), env.StageInfo) else ""
    t = p.get("table", "")
    why: str | None = None
    if key == "envelope_step_dealt_already":
        why = word("error.envelope_step_dealt_already", now=now)
    elif key == "envelope_step_cards_out":
        why = word("error.envelope_step_cards_out", busy=p["busy"], t=t,
                   stage=stage_words(q["busy_now"]))
    elif key == "envelope_step_not_dealt":
        why = word("error.envelope_step_not_dealt")
    elif key == "envelope_step_played_already":
        why = word("error.envelope_step_played_already", now=now)
    elif key == "envelope_step_not_played":
        why = word("error.envelope_step_not_played", t=t, now=now)
    elif key == "envelope_step_packed_already":
        why = word("error.envelope_step_packed_already", now=now)
    elif key == "envelope_step_envelope_packed":
        why = word("error.envelope_step_envelope_packed", direction=who)
    elif key == "envelope_step_not_packed":
        why = word("error.envelope_step_not_packed",
                   directions=", ".join(direction_name(d) for d in q["missing"]))
    elif key == "envelope_step_carried_already":
        why = word("error.envelope_step_carried_already", now=now)
    elif key == "envelope_step_originals_waiting":
        why = word("error.envelope_step_originals_waiting", deals=p["deals"])
    elif key == "envelope_step_not_carried":
        why = word("error.envelope_step_not_carried", now=now)
    elif key == "envelope_step_played_away":
        why = word("error.envelope_step_played_away", t=t, now=now)
    elif key == "envelope_step_board":
        why = word("error.envelope_step_board")
    elif key == "envelope_step_same_findings":
        if q.get("score_cards") is None:
            why = word("error.envelope_step_same_findings", count=q["cards"],
                       n=p["cards"])
        elif q["score_cards"]:
            why = word("error.envelope_step_same_findings.score_cards", count=q["cards"],
                       n=p["cards"])
        else:
            why = word("error.envelope_step_same_findings.no_score_cards", count=q["cards"],
                       n=p["cards"])
    elif key == "envelope_step_not_there":
        why = word("error.envelope_step_not_there", t=t, now=now)
    elif key == "envelope_step_not_checked":
        why = word("error.envelope_step_not_checked",
                   directions=", ".join(direction_name(d) for d in q["missing"]))
    elif key == "envelope_step_deck_away":
        why = word("error.envelope_step_deck_away", deck=p["deck"], t=p["table"])
    elif key == "envelope_step_not_annulled":
        why = word("error.envelope_step_not_annulled", previous=p["previous"])
    elif key == "envelope_step_home_already":
        why = word("error.envelope_step_home_already", t=t)
    elif key == "envelope_step_dealt_again":
        why = word("error.envelope_step_dealt_again", t=t, following=p["following"])
    elif key == "envelope_step_deck_busy":
        why = word("error.envelope_step_deck_busy", deck=p["deck"], previous=p["previous"],
                   stage=stage_words(q["previous_now"]), t=t)
    elif key == "envelope_step_envelopes_out":
        why = word("error.envelope_step_envelopes_out", serial=p["serial"],
                   colour=colour_word(int(q["home"])),
                   earlier=p["earlier"], stage=stage_words(q["earlier_now"]),
                   t=t)
    elif key == "envelope_step_deck_and_envelopes_out":
        why = word("error.envelope_step_deck_and_envelopes_out", deck=p["deck"],
                   serial=p["serial"], colour=colour_word(int(q["home"])),
                   earlier=p["earlier"], stage=stage_words(q["earlier_now"]), t=t)
    if why is None:
        return None
    return word("error.envelope_step", deal=p["deal"], step=step, why=why)
