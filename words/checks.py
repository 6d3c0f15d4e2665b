"""The cross-room checks' findings and proposed actions in words (moved from
``teams_app/gui/terms.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from words import word
from words.errors import disagreement_words
from words.notation import card_text, direction_name
from words.texts import contract_text, honours_text, reason_text

if TYPE_CHECKING:
    from models.checks import Check

#: the checks' fixed proposed actions (the core's English ``Check.action``) and their keys
CHECK_ACTIONS: Final = {
    "already annulled": "check.action.already_annulled",
    "correct the lead or the recorded hands": "check.action.correct_lead",
    "correct the auction or the result": "check.action.correct_auction",
    "unusual, worth a look; not an error": "check.action.unusual",
    "check the declarer at both tables and correct the wrong one":
        "check.action.check_declarer",
    "correct the honours": "check.action.correct_honours",
}


def check_message_words(check: Check) -> str:
    """A cross-room finding in the current language (the core's English message when it
    carries no params)."""
    from models.checks import CheckKind  # the checks' module: not needed to start the app

    p = check.params
    kind = check.kind
    if not p:
        return check.message
    if kind is CheckKind.LEAD:
        text = word("check.lead", card=card_text(p["lead"]), leader=direction_name(p["leader"]))
        if p.get("holder") is not None:
            text += word("check.lead.holder", holder=direction_name(p["holder"]))
        if p.get("as_recorded"):
            return text + word("check.lead.as_recorded")
        return text + word("check.lead.as_dealt")
    if kind is CheckKind.UNUSUAL:
        return word("check.unusual", count=p["tricks"],
                    contract=contract_text(p["contract"]),
                    declarer=direction_name(p["declarer"]), tricks=p["tricks"], dd=p["dd"])
    if kind is CheckKind.WRONG_SIDE:
        text = word("check.wrong_side", count=p["tricks"],
                    contract=contract_text(p["contract"]), tricks=p["tricks"],
                    one=direction_name(p["declarers"][1]), two=direction_name(p["declarers"][2]))
        if p.get("suspect") is not None:
            text += word("check.wrong_side.suspect", t=p["suspect"])
        return text
    if kind is CheckKind.HONOURS:
        none = word("check.honours.none")
        return word("check.honours", contract=contract_text(p["contract"]),
                    recorded=honours_text(p["recorded"]) or none,
                    held=honours_text(p["held"]) or none)
    if kind is CheckKind.AUCTION and p.get("disagreement") is not None:
        return disagreement_words(p["disagreement"])
    if kind is CheckKind.HANDS_DIFFER:
        parts = []
        for direction, source, extra in p["differ"]:
            if source is not None:
                parts.append(word("check.hands_differ.played", direction=direction_name(direction),
                                  source=direction_name(source)))
            else:
                parts.append(word("check.hands_differ.held", direction=direction_name(direction),
                                  cards=" ".join(card_text(c) for c in extra)))
        return word("check.hands_differ", differ="; ".join(parts))
    return check.message


def check_action_words(check: Check) -> str:
    """What a finding proposes, in the current language."""
    if check.proposed_reason is not None:
        return word("check.annul", n=int(check.proposed_reason),
                    text=reason_text(check.proposed_reason))
    key = CHECK_ACTIONS.get(check.action)
    return check.action if key is None else word(key)
