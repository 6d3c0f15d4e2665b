"""Annulments (spec §11): annul a deal's current attempt, or lift an annulment.

The rules (already annulled, after the match, no replay) are the core's
(:func:`models.commands.annul`, :class:`models.commands.SetAnnulment`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from models.match import AnnulReason, ReplayAt
from models.queries import check_lift
from teams_app.operations.changes import Changes, applied

if TYPE_CHECKING:
    from models.scorecards import ScoreCard
    from teams_app.store import MatchStore


def annul_deal(store: MatchStore, *, deal: int, reason: AnnulReason | int,
               after_match: bool = False, note: str = "", no_replay: bool = False,
               replay_at: ReplayAt | str | None = None,
               cards: tuple[ScoreCard, ScoreCard] | None = None) -> Changes:
    """Annul a deal's current attempt.

    During the match the deal is replayed under the same score cards when ``replay_at``
    says (default: now while the deal has not left its origin table, else at the end of
    the round), or not at all (``none``; ``no_replay``); after the match (every deal's
    current attempt has both results, or ``after_match``) it is never replayed.  Reason 1
    with ``cards`` (NS, EW): the score cards the other table actually played under,
    recorded on its result; the cards then differ and the deal is annulled.
    """
    # late: the command classes load with the first change, not to show a match
    from models.commands import annul, annul_different_cards

    match = store.match
    match.format.check_deal(deal)
    reason = AnnulReason.parse(reason) if not isinstance(reason, AnnulReason) else reason
    when = ReplayAt.parse(replay_at) if isinstance(replay_at, str) else replay_at
    if cards is not None:
        command = annul_different_cards(match, deal, reason, cards, after_match, note,
                                        no_replay, when)
    else:
        command = annul(match, deal, reason, after_match, note, no_replay, when)
    return applied(store, command)


def set_replay_at(store: MatchStore, *, deal: int, replay_at: ReplayAt | str) -> Changes:
    """Change when an annulled deal is replayed, until its origin table has entered the
    replay (the rule: :class:`models.commands.SetReplayAt`)."""
    # late: the command classes load with the first change, not to show a match
    from models.commands import SetReplayAt

    # late: the command classes load with the first change, not to show a match
    from models.replays import check_replay_change

    when = ReplayAt.parse(replay_at) if isinstance(replay_at, str) else replay_at
    key, _ = check_replay_change(store.match, deal)
    return applied(store, SetReplayAt(key, when))


def lift_annulment(store: MatchStore, *, deal: int) -> Changes:
    # late: the command classes load with the first change, not to show a match
    from models.commands import SetAnnulment

    return applied(store, SetAnnulment(check_lift(store.match, deal), None))


def dismiss_proposal(store: MatchStore, *, deal: int, reason: str) -> Changes:
    """Dismiss the annulment proposed for a deal (a short envelope), saying why; logged
    and undoable like every change (the rule: :func:`models.proposals.dismiss_proposal`)."""
    # late: the command classes load with the first change, not to show a match
    from models.proposals import dismiss_proposal as dismissal

    return applied(store, dismissal(store.match, deal, reason))
