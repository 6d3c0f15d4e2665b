"""Double-dummy analysis of every deal with known hands (endplay's DDS binding).

The DD table (tricks for each declarer and strain) and par of a deal are stored in
``match.extras["dd"][str(key)]`` — ``"5"`` for deal 5, ``"5R1"`` for its first
replacement — so they are computed once::

    {"deal": "N:...", "table": {"N": {"C": 7, "D": 7, "H": 7, "S": 5, "NT": 6}, ...},
     "par": {"ns_score": -110, "contracts": ["2SE="], "vul": "EW", "dealer": "S"}}

``"par"`` is None while the vulnerability is unknown (score cards not drawn yet).  A
stored entry is reused while its deal is unchanged; when only the par conditions
changed (cards drawn later) par is recomputed from the stored table, without DDS.

Threads: :func:`plan_analysis` reads the match (GUI thread), :func:`run_analysis` calls
endplay (any thread; nothing of the store), and the returned commands are applied by the
thread owning the store.  :func:`analyse` does all three for the command line.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from models.checks import DD_SLOT, dd_key
from models.commands import Batch, Command, SetExtra
from models.match import Conditions, DealKey, Match
from models.notebook import known_deal
from models.scoring import board_conditions
from models.vocabulary import Deal, Direction, Line, Vulnerability

if TYPE_CHECKING:  # pragma: no cover
    from teams_app.store import MatchStore

#: calc_all_tables takes at most 200 deals a call (MAXNOOFTABLES × 5 strains).
MAX_PER_CALL: Final = 200

#: progress(done, total) -> False to stop early (what is done so far is kept)
Progress = Callable[[int, int], "bool | None"]

_STRAINS: Final = ("C", "D", "H", "S", "NT")


@dataclass(frozen=True)
class Job:
    """One deal to analyse: its key, hands and par conditions (None: unknown yet)."""

    key: DealKey
    deal: Deal
    vulnerability: Vulnerability | None
    dealer: Direction
    table: dict[str, dict[str, int]] | None = None  # stored table still valid: par only


def par_vulnerability(match: Match, key: DealKey) -> Vulnerability | None:
    """Vulnerability for par: board conditions, or each line's score card."""
    if match.settings.conditions is Conditions.BOARD:
        return board_conditions(key.deal).vulnerability
    origin = match.format.slot(key.deal).origin_table
    cards = match.cards_at(key, origin) or match.cards_at(key, 3 - origin)
    if cards is None:
        return None
    ns, ew = cards[Line.NS].vulnerable, cards[Line.EW].vulnerable
    return {(False, False): Vulnerability.NONE, (True, False): Vulnerability.NS,
            (False, True): Vulnerability.EW, (True, True): Vulnerability.BOTH}[(ns, ew)]


def plan_analysis(match: Match) -> list[Job]:
    """The deals whose stored analysis is missing or stale (reads the match only)."""
    stored = match.extras.get(DD_SLOT, {})
    jobs: list[Job] = []
    for deal in range(1, match.format.deals + 1):
        for attempt in match.attempts(deal):
            key = DealKey(deal, attempt)
            hands = known_deal(match, key)
            if hands is None:
                continue
            vul = par_vulnerability(match, key)
            dealer = match.dealer(deal)
            entry = stored.get(dd_key(key))
            if entry and entry.get("deal") == hands.to_pbn() and entry.get("table"):
                par = entry.get("par")
                if _par_current(par, vul, dealer):
                    continue
                jobs.append(Job(key, hands, vul, dealer, table=entry["table"]))
            else:
                jobs.append(Job(key, hands, vul, dealer))
    return jobs


def _par_current(par: Any, vul: Vulnerability | None, dealer: Direction) -> bool:
    if vul is None:
        return par is None
    return bool(par) and par.get("vul") == vul.value and par.get("dealer") == dealer.name


def run_analysis(jobs: Sequence[Job], progress: Progress | None = None,
                 chunk: int = MAX_PER_CALL) -> list[SetExtra]:
    """DD tables (≤ 200 deals a calc_all_tables call) and par for the jobs.

    Returns one :class:`SetExtra` per finished job.  ``progress(done, total)`` is called
    before the first call and after each; returning False stops after that chunk.
    """
    from endplay.dds import calc_all_tables

    chunk = max(1, min(chunk, MAX_PER_CALL))
    commands: list[SetExtra] = []
    par_only = [j for j in jobs if j.table is not None]
    to_solve = [j for j in jobs if j.table is None]
    total = len(jobs)
    for job in par_only:
        assert job.table is not None
        commands.append(_command(job, job.table, _par(job, _dds_table(job.table))))
    done = len(par_only)
    if progress is not None and progress(done, total) is False:
        return commands
    for start in range(0, len(to_solve), chunk):
        batch = to_solve[start:start + chunk]
        results = calc_all_tables([_endplay_deal(j.deal) for j in batch])
        for job, result in zip(batch, results, strict=True):
            table = _table_dict(result)
            commands.append(_command(job, table, _par(job, result)))
        done += len(batch)
        if progress is not None and progress(done, total) is False:
            break
    return commands


def analysis_command(commands: Sequence[Command]) -> Batch:
    n = len(commands)
    return Batch(tuple(commands), f"double-dummy analysis of {n} deal{'s' * (n != 1)}")


def analyse(store: MatchStore, progress: Progress | None = None,
            chunk: int = MAX_PER_CALL) -> int:
    """Analyse every deal lacking a current analysis, store it (one step); the count."""
    commands = run_analysis(plan_analysis(store.match), progress, chunk)
    if commands:
        store.apply(analysis_command(commands))
    return len(commands)


# -- endplay ---------------------------------------------------------------------------


def _endplay_deal(deal: Deal) -> Any:
    from endplay.types import Deal as EDeal

    return EDeal(deal.to_pbn())


def _table_dict(table: Any) -> dict[str, dict[str, int]]:
    from endplay.types import Denom, Player

    denoms = (Denom.clubs, Denom.diamonds, Denom.hearts, Denom.spades, Denom.nt)
    return {d.name: {s: int(table[denom, Player(int(d))])
                     for s, denom in zip(_STRAINS, denoms, strict=True)}
            for d in Direction}


def _dds_table(stored: dict[str, dict[str, int]]) -> Any:
    import endplay._dds as _dds
    from endplay.dds.ddtable import DDTable
    from endplay.types import Denom, Player

    denoms = (Denom.clubs, Denom.diamonds, Denom.hearts, Denom.spades, Denom.nt)
    data = _dds.ddTableResults()
    for d in Direction:
        for strain, denom in zip(_STRAINS, denoms, strict=True):
            data.resTable[denom][Player(int(d))] = int(stored[d.name][strain])
    return DDTable(data)


def _par(job: Job, table: Any) -> dict[str, Any] | None:
    if job.vulnerability is None:
        return None
    from endplay.dds import par
    from endplay.types import Player, Vul

    vul = {Vulnerability.NONE: Vul.none, Vulnerability.NS: Vul.ns, Vulnerability.EW: Vul.ew,
           Vulnerability.BOTH: Vul.both}[job.vulnerability]
    result = par(table, vul, Player(int(job.dealer)))
    # A ParList can be iterated once and reuses its contract objects: copy each.
    contracts = [c.copy() for c in result]
    return {"ns_score": int(result.score), "contracts": [format_par(c) for c in contracts],
            "vul": job.vulnerability.value, "dealer": job.dealer.name}


def format_par(contract: Any) -> str:
    """An endplay par contract as ``4SN=``, ``5HXE-2`` (ASCII, doubling after declarer)."""
    if contract.level == 0:
        return "Pass"
    strain = ("S", "H", "D", "C", "NT")[int(contract.denom)]
    declarer = "NESW"[int(contract.declarer)]
    doubling = {1: "", 2: "X", 4: "XX"}[int(contract.penalty)]
    result = "=" if contract.result == 0 else f"{contract.result:+d}"
    return f"{contract.level}{strain}{declarer}{doubling}{result}"


def _command(job: Job, table: dict[str, dict[str, int]], par: dict[str, Any] | None
             ) -> SetExtra:
    value = {"deal": job.deal.to_pbn(), "table": table, "par": par}
    return SetExtra(DD_SLOT, dd_key(job.key), value, f"deal {job.key}: double-dummy analysis")
