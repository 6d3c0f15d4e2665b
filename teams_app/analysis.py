"""Double-dummy analysis of every deal with known hands (endplay's DDS binding).

The DD table (tricks for each declarer and strain) comes from endplay; par is computed
by :mod:`models.par` under each line's own score card (vulnerability and carried
part-score; board conditions: board vulnerability, part-score 0), which endplay's par
cannot do.  Both are stored in ``match.extras["dd"][str(key)]`` — ``"5"`` for deal 5,
``"5R1"`` for its first replacement — so they are computed once::

    {"deal": "N:...", "table": {"N": {"C": 7, "D": 7, "H": 7, "S": 5, "NT": 6}, ...},
     "par": {"ns_score": -110, "contracts": ["2SE="], "vul": "EW", "dealer": "S",
             "cards": {"NS": "NV60", "EW": "V0"}, "method": "stolitsa-par/1"}}

``"par"`` is None while the score cards are unknown (not drawn yet).  A stored entry is
reused while its deal is unchanged; when only the par conditions changed (cards drawn
later, or a par stored before ``"method"`` = :data:`models.par.PAR_METHOD`) par is
recomputed from the stored table, without DDS.

Threads: :func:`plan_analysis` reads the match (GUI thread), :func:`run_analysis` calls
endplay (any thread; nothing of the store), and the returned commands are applied by the
thread owning the store (:func:`teams_app.operations.store_analysis`;
:func:`teams_app.operations.analyse` does all three).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from models import extras
from models.checks import DD_SLOT, dd_key, par_cards
from models.commands import Batch, Command, SetExtra
from models.errors import InputError
from models.match import DealKey, Match
from models.notebook import known_deal
from models.par import PAR_METHOD, cards_text, check_table, stored_par, stored_table
from models.registry import Said
from models.scorecards import ScoreCard
from models.vocabulary import Deal, Direction, Line

#: calc_all_tables takes at most 200 boards a call, a board being a deal in one strain:
#: 40 deals with all five strains (more raises "Too many DD tables requested").
MAX_PER_CALL: Final = 40

#: progress(done, total) -> False to stop early (what is done so far is kept)
Progress = Callable[[int, int], "bool | None"]

_STRAINS: Final = ("C", "D", "H", "S", "NT")


@dataclass(frozen=True)
class Job:
    """One deal to analyse: its key, hands and par conditions (None: cards not drawn)."""

    key: DealKey
    deal: Deal
    cards: dict[Line, ScoreCard] | None
    dealer: Direction
    table: dict[str, dict[str, int]] | None = None  # stored table still valid: par only


def plan_analysis(match: Match) -> list[Job]:
    """The deals whose stored analysis is missing or stale (reads the match only)."""
    return [job for deal in range(1, match.format.deals + 1)
            for job in plan_deal(match, deal)]


def plan_deal(match: Match, deal: int) -> list[Job]:
    """:func:`plan_analysis` for one deal's attempts."""
    stored = extras.entries(match, extras.Slot.DD)
    jobs: list[Job] = []
    for attempt in match.attempts(deal):
        key = DealKey(deal, attempt)
        hands = known_deal(match, key)
        if hands is None:
            continue
        cards = par_cards(match, key)
        dealer = match.dealer(deal)
        entry = stored.get(dd_key(key))
        if (isinstance(entry, dict) and entry.get("deal") == hands.to_pbn()
                and _valid_table(entry.get("table"))):
            if _par_current(entry.get("par"), cards, dealer):
                continue
            jobs.append(Job(key, hands, cards, dealer, table=entry["table"]))
        else:
            jobs.append(Job(key, hands, cards, dealer))
    return jobs


def _valid_table(table: Any) -> bool:
    """A stored table usable for par (anything else is solved again)."""
    try:
        check_table(stored_table(table))
    except (InputError, KeyError, TypeError, AttributeError):
        return False
    return True


def _par_current(stored: Any, cards: dict[Line, ScoreCard] | None,
                 dealer: Direction) -> bool:
    if cards is None:
        return stored is None
    return (isinstance(stored, dict) and stored.get("method") == PAR_METHOD
            and stored.get("cards") == cards_text(cards)
            and stored.get("dealer") == dealer.name)


def run_analysis(jobs: Sequence[Job], progress: Progress | None = None,
                 chunk: int = MAX_PER_CALL) -> list[SetExtra]:
    """DD tables (≤ 40 deals a calc_all_tables call) and par for the jobs.

    Returns one :class:`SetExtra` per finished job.  ``progress(done, total)`` is called
    before the first call and after each; returning False stops after that chunk.
    """
    chunk = max(1, min(chunk, MAX_PER_CALL))
    commands: list[SetExtra] = []
    par_only = [j for j in jobs if j.table is not None]
    to_solve = [j for j in jobs if j.table is None]
    total = len(jobs)
    for job in par_only:
        assert job.table is not None
        commands.append(_command(job, job.table))
    done = len(par_only)
    if progress is not None and progress(done, total) is False:
        return commands
    if to_solve:
        from endplay.dds import calc_all_tables  # late: endplay, only when a deal is solved
    for start in range(0, len(to_solve), chunk):
        batch = to_solve[start:start + chunk]
        results = calc_all_tables([_endplay_deal(j.deal) for j in batch])
        for job, result in zip(batch, results, strict=True):
            commands.append(_command(job, _table_dict(result)))
        done += len(batch)
        if progress is not None and progress(done, total) is False:
            break
    return commands


def analysis_command(commands: Sequence[Command]) -> Batch:
    return Batch(tuple(commands), Said("step.analysis", {"count": len(commands)}))


# -- endplay ---------------------------------------------------------------------------


def _endplay_deal(deal: Deal) -> Any:
    # late: endplay (the solver's library), only when a deal is solved
    from endplay.types import Deal as EDeal

    return EDeal(deal.to_pbn())


def _table_dict(table: Any) -> dict[str, dict[str, int]]:
    # late: endplay (the solver's library), only when a deal is solved
    from endplay.types import Denom, Player

    denoms = (Denom.clubs, Denom.diamonds, Denom.hearts, Denom.spades, Denom.nt)
    return {d.name: {s: int(table[denom, Player(int(d))])
                     for s, denom in zip(_STRAINS, denoms, strict=True)}
            for d in Direction}


def job_par(job: Job, table: dict[str, dict[str, int]]) -> dict[str, Any] | None:
    """The stored par of a job from its DD table (:func:`models.par.par`)."""
    if job.cards is None:
        return None
    return stored_par(table, job.cards, job.dealer)


def format_par(contract: Any) -> str:
    """An endplay par contract as ``4SN=``, ``5HEX-2`` (ASCII, doubling after declarer),
    the text :class:`models.par.ParContract` stores (for cross-checks against endplay)."""
    if contract.level == 0:
        return "Pass"
    strain = ("S", "H", "D", "C", "NT")[int(contract.denom)]
    declarer = "NESW"[int(contract.declarer)]
    doubling = {1: "", 2: "X", 4: "XX"}[int(contract.penalty)]
    result = "=" if contract.result == 0 else f"{contract.result:+d}"
    return f"{contract.level}{strain}{declarer}{doubling}{result}"


def _command(job: Job, table: dict[str, dict[str, int]]) -> SetExtra:
    value = {"deal": job.deal.to_pbn(), "table": table, "par": job_par(job, table)}
    return SetExtra(DD_SLOT, dd_key(job.key), value)
