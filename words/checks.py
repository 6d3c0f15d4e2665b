"""The cross-room checks' words (keys ``check.``): each finding of
:func:`models.checks.deal_checks` carries a message key, an action key and the values
they name; :func:`check_text` and :func:`check_action_text` word them in a language."""

from __future__ import annotations

from typing import TYPE_CHECKING

from models.vocabulary import Direction
from words import word
from words.notation import card_text, contract_text, direction_letter, direction_name, honours_text

if TYPE_CHECKING:  # the checks' module is not needed to word anything else
    from models.checks import Check



def _direction(value: object, lang: str | None) -> str:
    return direction_name(value, lang) if isinstance(value, Direction) else "-"


def check_text(check: Check, lang: str | None = None) -> str:
    """A finding in ``lang`` (the core's English message when it carries no key)."""
    key, p = check.message_key, check.params
    if not key:
        return check.message
    if key.startswith("check.lead."):
        lead = word("check.lead", lang, card=card_text(p["lead"], lang),
                    leader=_direction(p["leader"], lang))
        if p.get("holder") is not None:
            lead += word("check.lead.holder", lang, holder=_direction(p["holder"], lang))
        return word(key, lang, lead=lead)
    if key == "check.unusual":
        return word(key, lang, count=p["tricks"], contract=contract_text(p["contract"], lang),
                    declarer=_direction(p["declarer"], lang), dd=p["dd"])
    if key == "check.wrong_side":
        text = word(key, lang, count=p["tricks"], contract=contract_text(p["contract"], lang),
                    one=_direction(p["declarers"][1], lang),
                    two=_direction(p["declarers"][2], lang))
        if p.get("suspect") is not None:
            text += word("check.wrong_side.suspect", lang, table=p["suspect"])
        return text
    if key == "check.honours":
        none = word("check.honours.none", lang)
        return word(key, lang, contract=contract_text(p["contract"], lang),
                    recorded=honours_text(p["recorded"], lang) or none,
                    held=honours_text(p["held"], lang) or none)
    if key == "check.hands_differ":
        parts = []
        for direction, source, extra in p["differ"]:
            if source is not None:
                parts.append(word("check.hands_differ.played", lang,
                                  direction=_direction(direction, lang),
                                  source=_direction(source, lang)))
            else:
                parts.append(word("check.hands_differ.held", lang,
                                  direction=_direction(direction, lang),
                                  cards=" ".join(card_text(c, lang) for c in extra)))
        return word(key, lang, differ="; ".join(parts))
    if key.startswith("check.auction."):
        q = p["disagreement"].params
        if key == "check.auction.contract":
            return word(key, lang, auction=contract_text(q["auction"], lang),
                        result=contract_text(q["result"], lang))
        if key == "check.auction.declarer":
            result = q["result"]
            return word(key, lang, auction=direction_letter(q["auction"], lang),
                        contract=contract_text(q["contract"], lang),
                        result=direction_letter(result, lang) if result is not None else "-")
        return word(key, lang)
    return check.message


def check_action_text(check: Check, lang: str | None = None) -> str:
    """What a finding proposes, in ``lang`` (an annulment names its reason)."""
    key = check.action_key
    if not key:
        return check.action
    if key == "check.action.annul" and check.proposed_reason is not None:
        n = int(check.proposed_reason)
        return word(key, lang, n=n, reason=word(f"annul_reason.{n}", lang))
    return word(key, lang)
