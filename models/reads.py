"""What a match's change touches and what a query of the core reads: the areas of a match,
declared once, here.

A change (the operations' ``Changes``) names the :class:`Area` s it touched; a query the
views ask after every change declares with :func:`reads` the areas its answer depends on,
where the query is written.  The session (:meth:`teams_app.session.Session.ask`) keeps an
answer until a change touches what its query reads: no answer is looked up by a string,
and none is forgotten by hand.

A query may read the results only as "which tables have played which deals"
(``played_only``: the envelopes' answers — a result there says the deal was played there):
a change of the results alone that leaves :func:`played_at` as it was keeps its answers
(a correction of a contract moves no envelope).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Final, TypeVar

if TYPE_CHECKING:
    from models.match import Match

__all__ = ["AREAS", "Area", "Reads", "areas_read", "played_at", "reads", "reads_of"]


class Area(StrEnum):
    """An area of the match a change can touch (a view redraws what shows it)."""

    SETUP = "setup"
    SETTINGS = "settings"
    DRAWS = "draws"
    RESULTS = "results"
    ANNULMENTS = "annulments"
    ENVELOPES = "envelopes"
    NOTEBOOK = "notebook"
    ANALYSIS = "analysis"


#: Every area a change can touch.
AREAS: Final[frozenset[Area]] = frozenset(Area)


@dataclass(frozen=True, slots=True)
class Reads:
    """What a query's answer depends on: the areas, and whether it reads the results only
    as which tables played which deals."""

    areas: frozenset[Area]
    played_only: bool = False


_DECLARED: dict[Callable[..., object], Reads] = {}

Query = TypeVar("Query", bound=Callable[..., object])


def reads(*areas: Area, played_only: bool = False) -> Callable[[Query], Query]:
    """Declare what a query reads (``@reads(Area.RESULTS, Area.ANNULMENTS)``); the query
    itself is unchanged."""
    declared = Reads(frozenset(areas), played_only)
    if played_only and Area.RESULTS not in declared.areas:
        raise ValueError("played_only: the query reads the results")

    def declare(query: Query) -> Query:
        _DECLARED[query] = declared
        return query

    return declare


def reads_of(query: Callable[..., object]) -> Reads | None:
    """What ``query`` declared it reads, or None when it declared nothing."""
    return _DECLARED.get(query)


def areas_read(query: Callable[..., object]) -> frozenset[Area]:
    """The areas ``query`` declared it reads (a view that shows its answer redraws when a
    change touches one); :class:`LookupError` when it declared none."""
    declared = reads_of(query)
    if declared is None:
        raise LookupError(f"{getattr(query, '__qualname__', query)!r} declares nothing it reads")
    return declared.areas


def played_at(match: Match, deals: Iterable[int] | None = None
              ) -> frozenset[tuple[int, int, int]]:
    """Which tables have a result on which attempts of which deals (of ``deals``; None:
    every deal), as ``(deal, attempt, table)``: a replay played where the deal was is
    news to the envelopes."""
    wanted = None if deals is None else frozenset(deals)
    return frozenset((key.deal, key.attempt, table) for key, table in match.results
                     if wanted is None or key.deal in wanted)
