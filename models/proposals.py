"""The host decides on what the app proposes: a proposal (an annulment after a short
envelope on arrival) is either taken (the deal is annulled) or dismissed with a reason.

A dismissal is a change to the match like any other: a :class:`~models.commands.SetExtra`
in the ``dismissed_proposals`` slot (deal number → the reason), applied through the
operations layer, logged and undoable.  :func:`proposed_annulments` leaves dismissed
proposals out.

What the app proposes comes from the envelopes' checks on arrival
(:func:`arrival_problems`): a deal whose envelope held other than 13 cards is proposed
for annulment (reason 3) until it is annulled or the proposal dismissed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from models.envelope_state import CARDS_PER_ENVELOPE, DIRECTION_NAMES, ENVELOPE_ORDER
from models.envelope_view import _View
from models.errors import InputError, MatchError
from models.extras import Slot, deal_key, entries, entry
from models.match import AnnulReason, DealKey, Match
from models.reads import Area, reads
from models.vocabulary import Direction

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
    # late: the commands (~35 ms) load with the first change, not at start
    from models.commands import SetExtra

    match.format.check_deal(deal)
    reason = reason.strip()
    if not reason:
        raise InputError(f"deal {deal}: say why the proposal is dismissed",
                         "dismiss_needs_reason", {"deal": deal})
    if deal not in {p.deal for p in proposed_annulments(match)}:
        raise MatchError(f"deal {deal}: no annulment is proposed for it", "nothing_proposed",
                         {"deal": deal})
    return SetExtra(SLOT.value, deal_key(DealKey(deal)), {"reason": reason})


# -- problems on arrival, proposed annulments ------------------------------------------------


class ArrivalProblem(NamedTuple):
    """An envelope found wrong on arrival: ``message`` in English; ``reason`` SHORT_ENVELOPE
    (it held ``cards`` cards, not 13) or None (its score cards were missing); ``table``
    the table that found it."""

    deal: int
    direction: Direction
    message: str
    reason: AnnulReason | None  # the annulment it calls for, if any
    table: int = 0
    cards: int = CARDS_PER_ENVELOPE


class ProposedAnnulment(NamedTuple):
    deal: int
    reason: AnnulReason
    message: str


@reads(Area.SETUP, Area.SETTINGS, Area.DRAWS, Area.RESULTS, Area.ANNULMENTS, Area.ENVELOPES,
       played_only=True)
def arrival_problems(match: Match) -> list[ArrivalProblem]:
    """Every envelope found wrong on arrival: a card count other than 13 (spec §11 reason 3)
    or, with score cards, the score cards missing (a warning: the scores are on the
    origin table's diagram; playing under other scores annuls with reason 1 by itself)."""
    return _arrival_problems(_View(match))


def _arrival_problems(view: _View) -> list[ArrivalProblem]:
    problems: list[ArrivalProblem] = []
    for deal in sorted(view.states):
        state = view.states[deal]
        away = view.fmt.slot(deal).other_table
        for direction in ENVELOPE_ORDER:
            found = state.arrival.get(direction)
            if found is None:
                continue
            name = DIRECTION_NAMES[direction]
            if found.short:
                problems.append(ArrivalProblem(
                    deal, direction,
                    f"deal {deal}: {name}'s envelope held {found.cards} cards on arrival "
                    f"at table {away}", AnnulReason.SHORT_ENVELOPE, away, found.cards))
            if found.score_cards is False:
                problems.append(ArrivalProblem(
                    deal, direction,
                    f"deal {deal}: {name}'s envelope arrived at table {away} without its "
                    "score cards: take the scores from the other table's diagram", None,
                    away, found.cards))
    return problems


@reads(Area.SETUP, Area.SETTINGS, Area.DRAWS, Area.RESULTS, Area.ANNULMENTS, Area.ENVELOPES,
       played_only=True)
def proposed_annulments(match: Match) -> list[ProposedAnnulment]:
    """Deals an envelope check says should be annulled (reason 3), not annulled yet.

    Nothing is annulled here: the annulment dialog shows these and the user decides.
    """
    return _proposed_annulments(match, _arrival_problems(_View(match)))


def _proposed_annulments(match: Match,
                         problems: list[ArrivalProblem]) -> list[ProposedAnnulment]:
    by_deal: dict[int, list[str]] = {}
    for problem in problems:
        if problem.reason is AnnulReason.SHORT_ENVELOPE:
            by_deal.setdefault(problem.deal, []).append(problem.message)
    proposals = []
    for deal, messages in by_deal.items():
        if DealKey(deal, 0) in match.annulments or is_dismissed(match, deal):
            continue
        detail = "; ".join(m.split(": ", 1)[1] for m in messages)
        proposals.append(ProposedAnnulment(
            deal, AnnulReason.SHORT_ENVELOPE,
            f"deal {deal}: {detail} — annul it (reason 3: "
            f"{AnnulReason.SHORT_ENVELOPE.text})?"))
    return proposals
