"""What may be shown of a match outside the rooms: the scoreboard, its JSON, the HTML
report (issue 23; spec §11, annulment reason 4).

The one rule: a deal's results reach a screen only once its current attempt has results
at **both** tables (it is *complete*) and is not annulled.  Of every other attempt — played
at one table so far, not played yet, annulled (its status is shown, never its play) —
nothing is shown: no contract, result, lead, score, auction, hand, score cards, analysis.

:func:`shown_match` applies the rule once: it returns a copy of the match holding the
results and notebook entries of complete attempts only (and the annulments, whose status
is shown), with the envelopes, the deals dealt in advance of incomplete deals, their
seed and the host's dismissed proposals left out.  Every screen built from it cannot show
more, whatever it reads of the copy.  :func:`round_progress` says how far each round is
on that copy; :func:`percentages_after` gives the "after round N" percentages.
"""

from __future__ import annotations

from copy import deepcopy
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any, Final

from models import extras
from models.balances import MatchBalances
from models.format import Team
from models.match import DealKey, Match
from models.queries import round_complete
from models.room_view import replay_held

#: the extension slots kept (per complete attempt only); every other slot is left out
_KEPT_SLOTS: Final = (extras.Slot.AUCTION, extras.Slot.HANDS, extras.Slot.DD,
                      extras.Slot.PREDEALT)


def complete_keys(match: Match) -> frozenset[DealKey]:
    """The attempts whose results may be shown: the current attempt of a deal, played at
    both tables and not annulled; none of the last round while a replay is set for the
    end of the match (Law 86C, spec §13)."""
    latest = match.latest_attempts()
    found: set[DealKey] = set()
    fmt = match.format
    held = replay_held(match)
    for deal in range(1, fmt.deals + 1):
        if held and fmt.slot(deal).round == fmt.rounds:
            continue
        key = DealKey(deal, latest.get(deal, 0))
        if (key not in match.annulments and (key, 1) in match.results
                and (key, 2) in match.results):
            found.add(key)
    return frozenset(found)


def shown_match(match: Match) -> Match:
    """A copy of ``match`` with everything of an incomplete deal left out (the module)."""
    keys = complete_keys(match)
    kept: dict[str, dict[str, Any]] = {}
    for slot in _KEPT_SLOTS:
        values: dict[str, Any] = {}
        for text, value in extras.entries(match, slot).items():
            parsed = extras.parse_key(text)
            if parsed is not None and parsed[0] in keys:
                values[text] = deepcopy(value)
        if values:
            kept[slot.value] = values
    deals = {key.deal for key in keys}
    # every other field of the match carried over as it is (a new one is never dropped)
    return replace(
        match, teams=dict(match.teams), seats=dict(match.seats),
        substitutions=dict(match.substitutions),
        draws={deal: dict(cards) for deal, cards in match.draws.items() if deal in deals},
        results={(key, table): result for (key, table), result in match.results.items()
                 if key in keys},
        annulments=dict(match.annulments), extras=kept)


class RoundState(StrEnum):
    NOT_STARTED = "not-started"
    IN_PROGRESS = "in-progress"
    COMPLETE = "complete"


@dataclass(frozen=True, slots=True)
class RoundProgress:
    """How far a round is, as far as may be shown: its state, its deals that count, and
    how many deals it has."""

    round: int
    state: RoundState
    counted: int
    deals: int


def round_progress(shown: Match, balances: MatchBalances) -> list[RoundProgress]:
    """Each round's progress on a match from :func:`shown_match` (spec §11: a replay set
    for the end of the match does not hold a round open)."""
    latest = shown.latest_attempts()
    found: list[RoundProgress] = []
    for r in balances.rounds:
        if round_complete(shown, r.round, latest):
            state = RoundState.COMPLETE
        elif r.started:
            state = RoundState.IN_PROGRESS
        else:
            state = RoundState.NOT_STARTED
        found.append(RoundProgress(r.round, state, r.deals_counted, len(r.deals)))
    return found


@dataclass(frozen=True, slots=True)
class Percentages:
    """After a round: the percentage of the victory (whose, and how much) and the final
    percentage of each team (spec §10, our reading), over the deals counted so far."""

    round: int
    victory_team: Team | None
    victory: float
    final_a: float
    final_b: float


def percentages_after(balances: MatchBalances) -> list[Percentages]:
    """The percentages after each round, as :class:`MatchBalances` computes them at the
    end (``victory_percentage``, ``final_percentage``), over rounds 1..N."""
    won_a = won_b = made_a = made_b = 0
    found: list[Percentages] = []
    for r in balances.rounds:
        for d in r.deals:
            if d.net_a > 0:
                won_a += d.net_a
            else:
                won_b -= d.net_a
        made_a += r.table1.a + r.table2.a
        made_b += r.table1.b + r.table2.b
        total = won_a + won_b
        victory = 50.0 if total == 0 else round(100 * max(won_a, won_b) / total, 2)
        team = None if won_a == won_b else (Team.A if won_a > won_b else Team.B)
        made = made_a + made_b
        final_a = 50.0 if made == 0 else round(100 * made_a / made, 2)
        found.append(Percentages(r.round, team, victory, final_a, round(100 - final_a, 2)))
    return found
