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
        step = word("error.envelope_step.deal").format(t=home)
    elif action is env.Action.PLAY_HOME:
        step = word("error.envelope_step.play_home").format(t=home)
    elif action is env.Action.PACK:
        step = word("error.envelope_step.pack").format(direction=who)
    elif action is env.Action.CARRY:
        step = word("error.envelope_step.carry").format(t=away)
    elif action is env.Action.RECEIVE:
        step = word("error.envelope_step.receive").format(
            direction=who, t=away)
    elif action is env.Action.PLAY_AWAY:
        step = word("error.envelope_step.play_home").format(t=away)
    elif action is env.Action.RETURN:
        step = word("error.envelope_step.return").format(t=home)
    else:
        return None
    now = stage_words(q["now"]) if isinstance(q.get("now"), env.StageInfo) else ""
    t = p.get("table", "")
    why: str | None = None
    if key == "envelope_step_dealt_already":
        why = word("error.envelope_step_dealt_already").format(now=now)
    elif key == "envelope_step_cards_out":
        why = word("error.envelope_step_cards_out").format(busy=p["busy"], t=t,
                                            stage=stage_words(q["busy_now"]))
    elif key == "envelope_step_not_dealt":
        why = word("error.envelope_step_not_dealt")
    elif key == "envelope_step_played_already":
        why = word("error.envelope_step_played_already").format(now=now)
    elif key == "envelope_step_not_played":
        why = word("error.envelope_step_not_played").format(
            t=t, now=now)
    elif key == "envelope_step_packed_already":
        why = word("error.envelope_step_packed_already").format(now=now)
    elif key == "envelope_step_envelope_packed":
        why = word("error.envelope_step_envelope_packed").format(
            direction=who)
    elif key == "envelope_step_not_packed":
        why = word("error.envelope_step_not_packed").format(
            directions=", ".join(direction_name(d) for d in q["missing"]))
    elif key == "envelope_step_carried_already":
        why = word("error.envelope_step_carried_already").format(now=now)
    elif key == "envelope_step_originals_waiting":
        why = word("error.envelope_step_originals_waiting").format(deals=p["deals"])
    elif key == "envelope_step_not_carried":
        why = word("error.envelope_step_not_carried").format(
            now=now)
    elif key == "envelope_step_played_away":
        why = word("error.envelope_step_played_away").format(
            t=t, now=now)
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
        why = word("error.envelope_step_not_there").format(
            t=t, now=now)
    elif key == "envelope_step_not_checked":
        why = word("error.envelope_step_not_checked").format(
            directions=", ".join(direction_name(d) for d in q["missing"]))
    elif key == "envelope_step_home_already":
        why = word("error.envelope_step_home_already").format(t=t)
    elif key == "envelope_step_dealt_again":
        why = word("error.envelope_step_dealt_again").format(t=t, following=p["following"])
    elif key == "envelope_step_deck_busy":
        why = word("error.envelope_step_deck_busy").format(
            deck=p["deck"], previous=p["previous"], stage=stage_words(q["previous_now"]), t=t)
    elif key == "envelope_step_envelopes_out":
        why = word("error.envelope_step_envelopes_out").format(
            serial=p["serial"], colour=colour_word(int(q["home"])),
                                 earlier=p["earlier"], stage=stage_words(q["earlier_now"]),
                                 t=t)
    elif key == "envelope_step_deck_and_envelopes_out":
        why = word("error.envelope_step_deck_and_envelopes_out").format(
            deck=p["deck"], serial=p["serial"], colour=colour_word(int(q["home"])),
            earlier=p["earlier"], stage=stage_words(q["earlier_now"]), t=t)
    if why is None:
        return None
    return word("error.envelope_step").format(
        deal=p["deal"], step=step, why=why)
