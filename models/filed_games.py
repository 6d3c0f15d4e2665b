"""A PBN file's games (as :mod:`models.filed` records) turned into the steps of one
import, tried on a copy of the match: the deals as dealt (``extras["predealt"]``; a
Closed room deal that differs goes to that table's recorded hands), the draws, the
results, the annulments, the auctions (the notebook) and the double-dummy tables.

Deals, hands and auctions come first; then attempt by attempt, each attempt's results
(the origin table's first) before its annulment, before the replay.  A deal whose games
name an attempt or an annulment is read attempt by attempt; the other deals' results go
to the attempt each table plays now, and their replacements are skipped.
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from models import extras
from models.checks import DD_SLOT, par_cards
from models.commands import Command, SetExtra, SetResult, SetScoreCards
from models.errors import MatchCoreError
from models.filed import FiledRefusal, FiledResult, already_there, annul_as_filed, check_annulment
from models.match import Annulment, DealKey, Match
from models.notebook import (
    AUCTION_SLOT,
    HANDS_SLOT,
    PREDEALT_SLOT,
    auction_key,
    hands_key,
    original_deal,
    recorded_hands,
)
from models.par import stored_par
from models.queries import attempt_for
from models.vocabulary import Call, Deal, Direction


@dataclass(frozen=True, slots=True)
class FiledGame:
    """One game of a file: its row of results (``row.where`` the game; ``row.cards``
    only on the game that gives its deal's draw) and the deal's hands, the auction at its
    table and the deal's double-dummy table (declarer, then strain: tricks) it gives."""

    row: FiledResult
    hands: Deal | None = None
    auction: tuple[Direction, tuple[Call, ...]] | None = None
    analysis: dict[str, dict[str, int]] | None = None


@dataclass
class FiledStep:
    """One step of the import and the record it comes from (``where`` its place)."""

    where: object
    command: Command | None
    #: the attempt a result or an annulment is of, and its place in the attempt's steps
    #: (0 the origin table's result, 1 the other's, 2 the annulment); None: other steps
    key: DealKey | None = None
    phase: int = 0
    #: a step made on the trial copy when its turn comes (an annulment: over the core's
    #: own reason-1 one or not at all); None when it is nothing to change
    make: Callable[[Match], Command | None] | None = None
    #: what the step is, and the record, for a refusal (:class:`FiledRefusal`)
    kind: str = ""
    record: FiledResult | None = None

    @property
    def order(self) -> tuple[int, int, int]:
        """Deals, hands and auctions first; then attempt by attempt."""
        return (0, 0, 0) if self.key is None else (1, self.key.attempt, self.phase)


@dataclass
class FiledCounts:
    """What the steps hold; ``skipped``: the replacements of deals read as played now."""

    deals: int = 0
    results: int = 0
    auctions: int = 0
    hands: int = 0
    annulments: int = 0
    analyses: int = 0
    skipped: list[FiledResult] = field(default_factory=list)


def _step(row: FiledResult, command: Command | None, kind: str, key: DealKey | None = None,
          phase: int = 0) -> FiledStep:
    return FiledStep(row.where, command, key, phase, kind=kind, record=row)


def games_steps(match: Match, games: Sequence[FiledGame], *, replace: bool = False
                ) -> tuple[list[FiledStep], FiledCounts]:
    """Every change the games ask for, tried on a copy of the match (not changed);
    raises :class:`FiledRefusal` naming the game.  A result equal to the match's is
    skipped; a different one is refused unless ``replace``."""
    fmt = match.format
    counts = FiledCounts()
    steps = [_step(g.row, SetScoreCards(g.row.deal, *g.row.cards), "cards")
             for g in games if g.row.cards is not None] \
        if not match.settings.board else []
    dealt: dict[int, list[FiledGame]] = {}
    explicit = {g.row.deal for g in games if g.row.explicit}
    annulled: dict[DealKey, FiledResult] = {}
    for game in games:
        row = game.row
        deal, table, result, attempt = row.deal, row.table, row.result, row.attempt or 0
        if attempt and deal not in explicit:
            counts.skipped.append(row)
            continue
        key = DealKey(deal, attempt)
        if game.hands is not None and not attempt:  # a replacement is another deal
            dealt.setdefault(deal, []).append(game)
        if row.annulment is not None:
            check_annulment(annulled.get(key), row, key)
            annulled.setdefault(key, row)
        phase = int(table != fmt.slot(deal).origin_table)
        if result is not None and table is not None and deal in explicit:
            if not already_there(match, match, key, row, result, replace=replace):
                steps.append(_step(row, SetResult(key, table, result), "result", key, phase))
                counts.results += 1
        elif result is not None and table is not None and not already_there(
                match, match, match.current_key(deal), row, result, replace=True):
            # the replay of a deal annulled during the match is a new attempt
            try:
                target = attempt_for(match, deal, table)
            except MatchCoreError as exc:
                raise FiledRefusal("attempt", row, exc) from None
            existing = match.results.get((target, table))
            if existing is not None and not replace:
                raise FiledRefusal("differs", row, key=target, table=table, has=existing,
                                   says=result, now=True)
            steps.append(_step(row, SetResult(target, table, result), "result_now", target,
                               phase))
            counts.results += 1
        if game.auction is not None and table is not None:
            value = {"dealer": game.auction[0].name, "calls": [str(c) for c in game.auction[1]]}
            if extras.auction(match, key, table) != value:
                steps.append(_step(row, SetExtra(AUCTION_SLOT, auction_key(key, table), value),
                                   "auction"))
                counts.auctions += 1
    steps += _deals(match, dealt, counts)
    for key, row in annulled.items():
        steps.append(FiledStep(row.where, None, key, 2, functools.partial(
            _annul, match, key=key, annulment=row.annulment, replace=replace),
            "annulment", row))
    steps.sort(key=lambda step: step.order)
    trial = copy.deepcopy(match)
    for step in steps:
        try:
            if step.make is not None:
                step.command = step.make(trial)
            if step.command is not None:
                step.command.apply(trial)
        except MatchCoreError as exc:
            raise FiledRefusal(step.kind, step.record, exc) from None
    done = [step for step in steps if step.command is not None]
    counts.annulments = sum(step.make is not None for step in done)
    for game in games:
        command = _analysis(trial, game)
        if command is not None:
            command.apply(trial)
            done.append(_step(game.row, command, "analysis"))
            counts.analyses += 1
    return done, counts


def _deals(match: Match, dealt: dict[int, list[FiledGame]], counts: FiledCounts
           ) -> list[FiledStep]:
    """Each deal as dealt (its origin table's hands), when the match has none; another
    table's other hands go to that table's recorded hands."""
    steps: list[FiledStep] = []
    table_hands: list[tuple[FiledResult, Deal]] = []
    for deal, games in sorted(dealt.items()):
        origin = match.format.slot(deal).origin_table
        first = next((g for g in games if g.row.table == origin), games[0])
        hands = first.hands
        assert hands is not None
        for game in games:
            if game.hands is None or game.hands == hands:
                continue
            if game.row.table is None or game.row.table == origin:
                raise FiledRefusal("two_deals", game.row, first=first.row)
            table_hands.append((game.row, game.hands))
        known = original_deal(match, DealKey(deal))
        if known is None:
            steps.append(_step(first.row, SetExtra(PREDEALT_SLOT, str(deal), hands.to_pbn()),
                               "deal"))
            counts.deals += 1
        elif known != hands:
            raise FiledRefusal("other_deal", first.row, hands=known)
    for row, hands in table_hands:
        key, table = DealKey(row.deal), row.table
        assert table is not None
        stored = recorded_hands(match, key, table)
        if stored and stored != {d: hands[d] for d in Direction}:
            raise FiledRefusal("other_hands", row)
        if not stored:
            value = {d.name: hands[d].to_pbn() for d in Direction}
            steps.append(_step(row, SetExtra(HANDS_SLOT, hands_key(key, table), value),
                               "hands"))
            counts.hands += 1
    return steps


def _analysis(trial: Match, game: FiledGame) -> SetExtra | None:
    """The double-dummy analysis of a deal from the file's table, with its par under the
    match's score cards (as the analysis stores it), when the match has none."""
    key = DealKey(game.row.deal)
    if game.row.attempt or game.hands is None or game.analysis is None \
            or extras.analysis(trial, key) is not None \
            or original_deal(trial, key) != game.hands:
        return None
    cards = par_cards(trial, key)
    table = game.analysis
    par = stored_par(table, cards, trial.dealer(key.deal)) if cards is not None else None
    return SetExtra(DD_SLOT, extras.deal_key(key), {"deal": game.hands.to_pbn(),
                                                    "table": table, "par": par})


def _annul(match: Match, trial: Match, *, key: DealKey, annulment: Annulment | None,
           replace: bool) -> Command | None:
    """A file's annulment of an attempt on the trial copy (None: it is there already)."""
    if annulment is None or trial.annulments.get(key) == annulment:
        return None
    return annul_as_filed(match, trial, key, annulment, replace)
