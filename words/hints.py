"""What a room must do next, in words: the envelope steps, the games, the replays, and
the proposals to annul.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from models import envelopes as env
from models.hints import GameStep, RoomHint, RoomHintKind
from models.match import AnnulReason, DealKey
from models.vocabulary import Direction, Line
from words import word
from words.notation import direction_letter, direction_name, line_name
from words.texts import colour_word, roman, serials_text
from words.texts import score_card_param as card_text


def short_envelope_text(deal: int, table: int, found: Iterable[tuple[Direction, int]]) -> str:
    """Envelopes found with the wrong number of cards: the proposal to annul (reason 3)."""
    listed = "; ".join(word("hint.short_envelope.found", count=n, direction=direction_name(d))
                       for d, n in found)
    return word("hint.short_envelope", deal=deal, t=table, found=listed)


def proposal_text(proposal: env.ProposedAnnulment,
                  problems: Iterable[env.ArrivalProblem]) -> str:
    """A proposed annulment (reason 3) in the current language, from the arrival problems."""
    short = [p for p in problems
             if p.deal == proposal.deal and p.reason is AnnulReason.SHORT_ENVELOPE]
    if not short:
        return proposal.message
    return short_envelope_text(proposal.deal, short[0].table,
                               [(p.direction, p.cards) for p in short])


# -- hints: what a room must do next, worded in the current language ----------------------------


def envelope_hint_text(hint: env.Hint, *, with_table: bool = True) -> str:
    """An envelope step in the current language (the English text when it has no kind)."""
    p = hint.params
    kind = hint.kind
    deal = p.get("deal")
    if kind is env.HintKind.DEAL:
        text = word("hint.deal" if p.get("wait_from") is None else "hint.wait_deck",
                    deck=p["deck"], deal=p.get("label", deal),
                    dealer=direction_name(p["dealer"]), t=p.get("wait_from"))
    elif "label" in p and kind in (env.HintKind.CHECK, env.HintKind.CARRY,
                                   env.HintKind.RETURN):
        name = {env.HintKind.CHECK: "hint.check_replay", env.HintKind.CARRY: "hint.carry_replay",
                env.HintKind.RETURN: "hint.return_replay"}[kind]
        colour_table = p["from_table"] if kind is not env.HintKind.RETURN else p["to_table"]
        t = p["from_table"] if kind is env.HintKind.CHECK else p["to_table"]
        text = word(name, label=p["label"], serials=serials_text(p["serials"]),
                    colour=colour_word(colour_table), t=t)
    elif kind is env.HintKind.CHECK:
        text = word("hint.check.score_cards") if p["score_cards"] else word("hint.check")
        text = text.format(serials=serials_text(p["serials"]),
                           colour=colour_word(p["from_table"]), t=p["from_table"])
        text += _rest_words(p)
    elif kind is env.HintKind.CARRY:
        text = word("hint.carry", serials=serials_text(p["serials"]),
                    colour=colour_word(p["from_table"]),
                    t=p["to_table"]) + _rest_words(p)
    elif kind is env.HintKind.RETURN:
        text = word("hint.return", serials=serials_text(p["serials"]),
                    colour=colour_word(p["to_table"]),
                    t=p["to_table"])
    elif kind is env.HintKind.SHORT_ENVELOPE:
        text = short_envelope_text(p["deal"], p["table"], p["found"])
    elif kind is env.HintKind.NO_SCORE_CARDS:
        text = word("hint.no_score_cards", deal=deal, direction=direction_name(p["direction"]),
                    t=p["table"])
    else:
        return hint.text if with_table else hint.text.removeprefix(
            f"Table {hint.table}: ")
    if with_table and kind not in (env.HintKind.SHORT_ENVELOPE, env.HintKind.NO_SCORE_CARDS):
        return table_prefix(hint.table) + text
    return text


def _rest_words(params: Mapping[str, Any]) -> str:
    """Two decks: the host's carry (check) covers the round's next originals as they come."""
    if not params.get("rest"):
        return ""
    return word("hint.rest")


def table_prefix(table: int) -> str:
    return word("hint.table_prefix", t=table)


def _deal_label(key: DealKey) -> str:
    if key.attempt:
        return word("hint.deal_label.replacement", deal=str(key))
    return word("hint.deal_label", deal=str(key))


def room_hint_text(hint: RoomHint) -> str:
    """What a room must do next, in the current language."""
    p = hint.params
    kind = hint.kind
    if kind is RoomHintKind.ENVELOPES:
        assert hint.envelope is not None
        return envelope_hint_text(hint.envelope)
    if kind is RoomHintKind.ROUND_FINISHED:
        text = word("hint.round_finished", r=roman(p["round"]), n=roman(p["next_round"]))
    elif kind is RoomHintKind.MATCH_FINISHED:
        text = word("hint.match_finished")
    elif kind is RoomHintKind.WAIT_FOR_TABLE:
        text = word("hint.wait_for_table", r=roman(p["round"]), t=p["other"])
    elif kind is RoomHintKind.TURN:
        text = word("hint.turn")
    elif kind is RoomHintKind.TURN_BACK:
        text = word("hint.turn_back", r=roman(p["round"]))
    elif kind is RoomHintKind.REPLAY:
        text = replay_hint_text(p)
    else:
        text = word("hint.game", game=p["game"], deal=_deal_label(p["deal"]),
                    dealer=direction_name(p["dealer"]))
        step = p["step"]
        if step is GameStep.DRAW_CARDS:
            text += word("hint.game.draw_cards")
        elif step is GameStep.CARDS:
            ns, ew = p["cards"]
            text += word("hint.game.cards", ns=line_name(Line.NS), nsc=card_text(ns),
                         ew=line_name(Line.EW), ewc=card_text(ew))
        elif step is GameStep.ENVELOPES_FROM:
            text += word("hint.game.envelopes_from", t=p["from_table"])
        elif step is GameStep.WAIT_FOR:
            text += word("hint.game.wait_for", t=p["from_table"])
        elif step is GameStep.WAIT_FOR_DECK:
            text += word("hint.game.wait_for_deck", deck=p["deck"], t=p["from_table"])
    return table_prefix(hint.table) + text


def replay_hint_text(p: Mapping[str, Any]) -> str:
    """A replay a table plays next (or waits for), in the current language."""
    key = p["deal"]
    if not p["here"]:
        if p.get("cards_from") is not None:
            return word("hint.wait_replay_cards", d=key.deal, label=key, t=p["cards_from"])
        return word("hint.wait_replay", label=key, t=p["origin"])
    if p["last_round"]:
        text = word("hint.replay.last_round")
    elif p["after_game"] is not None:
        text = word("hint.replay.after_game")
    else:
        text = word("hint.replay.game")
    game = p["after_game"] if p["after_game"] is not None else p["game"]
    text = text.format(g=game, d=key.deal, label=key)
    if p["cards"] is not None:
        ns, ew = p["cards"]
        text += word("hint.replay.cards", ns=card_text(ns), ew=card_text(ew))
    text += word("hint.replay.dealer", dealer=direction_name(p["dealer"]))
    if p.get("envelopes_from") is not None:
        text += word("hint.game.envelopes_from", t=p["envelopes_from"])
    if p["seats_games"] is not None:
        first, last = p["seats_games"]
        text += word("hint.replay.sit_as", a=first, b=last)
    if p.get("seated"):
        text += word("hint.replay.seats", seats=", ".join(
            f"{direction_letter(d)} {player} ({code})" for d, code, player in p["seated"]))
    return text

