"""The host decides on what the app proposes: a proposal (an annulment after a short
envelope on arrival) is either taken (the deal is annulled) or dismissed with a reason.

A dismissal is a change to the match like any other: a :class:`~models.commands.SetExtra`
in the ``dismissed_proposals`` slot (deal number → the reason), applied through the
operations layer, logged and undoable.  :func:`models.envelopes.proposed_annulments`
leaves dismissed proposals out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from models.errors import InputError, MatchError
from models.extras import Slot, deal_key, entries, entry
from models.match import DealKey, Match

if TYPE_CHECKING:
    from models.commands import SetExtra

#: the extension slot of the dismissals: the deal's key -> {"reason": text}
SLOT = Slot.DISMISSED


def dismissed(match: Match) -> dict[int, str]:
    """The dismissed proposals: deal number -> the reason given."""
    return {int(deal): str(value.get("reason", ""))
            for deal, value in entries(match, SLOT).items()}


def is_dismissed(match: Match, deal: int) -> bool:
    """Whether the annulment proposed for ``deal`` was dismissed."""
    return entry(match, SLOT, DealKey(deal)) is not None


def dismiss_proposal(match: Match, deal: int, reason: str) -> SetExtra:
    """The command that dismisses the annulment proposed for ``deal``, for ``reason``.

    Refused without a reason, or when nothing is proposed for the deal (never proposed,
    already annulled, or already dismissed).
    """
    from models.commands import SetExtra
    from models.envelopes import proposed_annulments  # it reads the dismissals

    match.format.check_deal(deal)
    reason = reason.strip()
    if not reason:
        raise InputError(f"deal {deal}: say why the proposal is dismissed",
                         "dismiss_needs_reason", {"deal": deal})
    if deal not in {p.deal for p in proposed_annulments(match)}:
        raise MatchError(f"deal {deal}: no annulment is proposed for it", "nothing_proposed",
                         {"deal": deal})
    return SetExtra(SLOT.value, deal_key(DealKey(deal)), {"reason": reason},
                    f"deal {deal}: annulment proposal dismissed — {reason}")
