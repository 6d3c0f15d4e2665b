"""Everything the envelopes view shows of a round: where every envelope and deck is
with the stages of the round's deals and replays (:func:`locations_for_round`), and
that with the tables' next steps and the proposals from one reading of the states
(:func:`overview`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property

from models.decks import deck_count, deck_of
from models.envelope_actions import (
    EnvelopeAction,
    _legal_actions,
)
from models.envelope_places import Location, Place
from models.envelope_rounds import Hint, _next_actions
from models.envelope_state import (
    EnvelopeId,
    Stage,
    StageInfo,
    all_envelopes,
)
from models.envelope_view import _View
from models.format import TABLES
from models.match import DealKey, Match
from models.proposals import ProposedAnnulment, _arrival_problems, _proposed_annulments
from models.reads import Area, reads


@dataclass(frozen=True, slots=True)
class DealView:
    """One deal of a round: ``text`` says its stage in English, ``info`` as data.
    ``attempt`` > 0: a replay (spec §11), dealt at its origin table after the annulled
    attempt, then carried to the other table; the results say where it is."""

    deal: int
    origin_table: int
    serial: int
    deck: int
    stage: Stage
    text: str
    info: StageInfo | None = field(default=None, compare=False)
    attempt: int = 0

    @property
    def label(self) -> str:
        return str(DealKey(self.deal, self.attempt))


@dataclass(frozen=True, slots=True)
class Locations:
    """Everything at once: every envelope and deck now, and a round's deals."""

    envelopes: dict[EnvelopeId, Location]
    decks: dict[int, Location]
    deals: list[DealView]
    #: the round's replays (the last round: with those set for the end of the match)
    replays: list[DealView] = field(default_factory=list)

    def count(self, place: Place) -> int:
        return sum(1 for loc in self.envelopes.values() if loc.place is place)


def locations_for_round(match: Match, round_: int) -> Locations:
    """Where all 24 envelopes and every deck are now, with the stages of a round's deals."""
    return _locations(_View(match), round_)


def _locations(view: _View, round_: int) -> Locations:
    match, fmt = view.match, view.fmt
    deals = []
    for deal in fmt.round_deals(round_):
        slot = fmt.slot(deal)
        state = view.state(deal)
        info = view.info(deal)
        deals.append(DealView(deal, slot.origin_table, slot.serial, deck_of(match, deal),
                              state.stage, info.text, info))
    return Locations(
        {e: view.envelope(e) for e in all_envelopes(fmt)},
        {d: view.deck(d) for d in range(1, deck_count(match) + 1)},
        deals,
        _replay_views(view, round_),
    )



def _replay_views(view: _View, round_: int) -> list[DealView]:
    """The round's replays as rows: to be dealt at the origin, on the way to (or at) the
    other table once played there, played at both tables."""
    # late: models.replays (~20 ms) loads with the match, after the first paint
    from models.replays import replays_of_round

    rows = []
    for key, _ in replays_of_round(view.match, round_):
        slot = view.fmt.slot(key.deal)
        info = view.attempt_info(key)  # the replay's own envelopes, like an original's
        rows.append(DealView(key.deal, slot.origin_table, slot.serial,
                             deck_of(view.match, key.deal), info.stage, info.text, info,
                             key.attempt))
    return rows


# -- everything the envelopes view shows, from one reading of the match ------------------------


class Overview:
    """A round seen from the envelopes, from one reading of the states: where everything
    is (``locations``), what each table does next (``hints``), the annulments the
    checks on arrival propose (``proposals``).  Each part is worked out when first asked
    (the rooms ask only for the hints)."""

    def __init__(self, match: Match, round_: int) -> None:
        match.format.check_round(round_)
        self._view = _View(match)
        self.round = round_
        self._legal: dict[int, list[EnvelopeAction]] = {}

    @cached_property
    def locations(self) -> Locations:
        return _locations(self._view, self.round)

    @cached_property
    def hints(self) -> Mapping[int, list[Hint]]:
        return {table: _next_actions(self._view, table, self.round) for table in TABLES}

    @cached_property
    def proposals(self) -> list[ProposedAnnulment]:
        return _proposed_annulments(self._view.match, _arrival_problems(self._view))

    def stage(self, deal: int) -> StageInfo:
        """:func:`~models.envelope_view.stage_info` of a deal."""
        return self._view.info(deal)

    def legal_actions(self, deal: int) -> list[EnvelopeAction]:
        """:func:`~models.envelope_actions.legal_actions` of a deal (remembered)."""
        known = self._legal.get(deal)
        if known is None:
            known = self._legal[deal] = _legal_actions(self._view, deal)
        return known


@reads(Area.SETUP, Area.SETTINGS, Area.DRAWS, Area.RESULTS, Area.ANNULMENTS, Area.ENVELOPES,
       played_only=True)
def overview(match: Match, round_: int) -> Overview:
    """:func:`locations_for_round`, :func:`~models.envelope_rounds.next_actions` of both
    tables in ``round_`` and :func:`~models.proposals.proposed_annulments`, from one
    reading of the states (:class:`Overview`)."""
    return Overview(match, round_)
