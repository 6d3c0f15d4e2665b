"""Annulments (spec §11): annul a deal's current attempt, or lift an annulment.

The rules (already annulled, after the match, no replay) are the core's
(:func:`models.commands.annul`, :class:`models.commands.SetAnnulment`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from models.match import AnnulReason
from models.queries import check_lift
from teams_app.operations.changes import Changes

if TYPE_CHECKING:
    from teams_app.store import MatchStore


def annul_deal(store: MatchStore, *, deal: int, reason: AnnulReason | int,
               after_match: bool = False, note: str = "", no_replay: bool = False) -> Changes:
    """Annul a deal's current attempt.

    During the match the deal is replayed under the same score cards (the replay is
    entered like any result), unless ``no_replay`` closes it; after the match (every
    deal's current attempt has both results, or ``after_match``) it is never replayed.
    """
    from models.commands import annul

    match = store.match
    match.format.check_deal(deal)
    reason = AnnulReason.parse(reason) if not isinstance(reason, AnnulReason) else reason
    command = annul(match, deal, reason, after_match, note, no_replay)
    label = command.describe()
    store.apply(command, label)
    return Changes({"annulments"}, {deal}, label, command=command)


def lift_annulment(store: MatchStore, *, deal: int) -> Changes:
    from models.commands import SetAnnulment

    key = check_lift(store.match, deal)
    label = f"deal {key}: annulment lifted"
    lift = SetAnnulment(key, None)
    store.apply(lift, label)
    return Changes({"annulments"}, {deal}, label, command=lift)


def dismiss_proposal(store: MatchStore, *, deal: int, reason: str) -> Changes:
    """Dismiss the annulment proposed for a deal (a short envelope), saying why; logged
    and undoable like every change (the rule: :func:`models.proposals.dismiss_proposal`)."""
    from models.proposals import dismiss_proposal as dismissal

    command = dismissal(store.match, deal, reason)
    store.apply(command, command.describe())
    return Changes({"annulments", "envelopes"}, {deal}, command.describe(), command=command)
