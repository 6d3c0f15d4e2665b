"""The PBN import: a file's games turned into the one step the import applies.

Import parses the whole file first (errors name the line), builds every change, tries
them on a copy of the match, and only then applies them as one step: a bad file changes
nothing.  A deal whose games name an attempt or an annulment is read attempt by attempt
(results, then the annulment, then the replay); in cards mode the origin table's score
cards are the draw of a deal the match has none of.  A game's score cards are our tags,
else its ScoreRubberHistory (refused when it disagrees with Vulnerable, our tags or the
match's cards), else Vulnerable; [Score] and [ScoreIMP] are not read (the match scores
the result itself: docs/pbn.md).  Deals go to ``extras["predealt"]``
(the deal as dealt; a Closed room deal that differs from it goes to that table's
recorded hands), results to the match, auctions to the notebook.  The import itself is
:func:`teams_app.operations.import_pbn`.
"""

from __future__ import annotations

import copy
import functools
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from models import extras
from models.checks import DD_SLOT, par_cards
from models.commands import Batch, Command, SetExtra, SetResult, SetScoreCards
from models.errors import MatchCoreError
from models.match import Annulment, Conditions, DealKey, Match, TableResult
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
from models.vocabulary import Deal, Direction
from teams_app.csv_io import annul_as_filed, same_result, two_results_text
from teams_app.pbn.common import _ASCII_NUMBER, _PBN_STRAIN, ROOMS, PbnError
from teams_app.pbn.games import _game_annulment, _game_records
from teams_app.pbn.reader import PbnGame, parse_pbn, read_pbn_file
from teams_app.pbn.scorecards import _file_cards


@dataclass
class ImportSummary:
    deals: int = 0
    results: int = 0
    auctions: int = 0
    hands: int = 0
    games: int = 0
    annulments: int = 0
    analyses: int = 0
    skipped: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        text = (f"{self.games} games read: {self.deals} deals, {self.results} results, "
                f"{self.auctions} auctions, {self.hands} hand records imported")
        if self.annulments:
            text += f", {self.annulments} annulments"
        if self.analyses:
            text += f", {self.analyses} double-dummy tables"
        if self.skipped:
            text += "; skipped: " + "; ".join(self.skipped)
        return text


@dataclass
class _Item:
    line: int
    command: Command | None
    #: the attempt a result or an annulment is of, and its place in the attempt's steps
    #: (0 the origin table's result, 1 the other's, 2 the annulment); None: other steps
    key: DealKey | None = None
    phase: int = 0
    #: a step made on the trial copy when its turn comes (an annulment: over the core's
    #: own reason-1 one or not at all); None when it is nothing to change
    make: Callable[[Match], Command | None] | None = None

    @property
    def order(self) -> tuple[int, int, int]:
        """Deals, hands and auctions first; then attempt by attempt, each attempt's
        results (the origin table's first: a replay reaches the other table once played
        at its origin) before its annulment, before the replay."""
        return (0, 0, 0) if self.key is None else (1, self.key.attempt, self.phase)


def import_commands(match: Match, text: str, path: str = "PBN", *, replace: bool = False
                    ) -> tuple[list[_Item], ImportSummary]:
    """Every change the file asks for, checked; raises :class:`PbnError` naming the line.

    A result equal to the match's is skipped; a different one is refused unless
    ``replace`` (``import --replace``): the same rule as the CSV import."""
    games = parse_pbn(text, path)
    summary = ImportSummary(games=len(games))
    if not games:
        raise PbnError(path, 0, "no PBN games found", "pbn_no_games")
    fmt = match.format
    items: list[_Item] = []
    seen: dict[tuple[int, int, int], int] = {}
    dealt: dict[int, list[tuple[int | None, Deal, int]]] = {}
    table_hands: list[tuple[int, int, Deal, int]] = []
    records = [(game, *_game_records(match, game, path)) for game in games]
    annulments = {game.line: _game_annulment(game, deal, path)
                  for game, deal, *_ in records}
    #: deals whose games name their attempts (a replacement, an annulment): read attempt
    #: by attempt; the others' results go to the attempt each table plays now
    explicit = {deal for game, deal, _, _, _, _, attempt in records
                if attempt or annulments[game.line] is not None}
    annulled: dict[DealKey, tuple[int, Annulment]] = {}
    items += _draws(match, records, path)
    for game, deal, table, hands, result, auction, attempt in records:
        annulment = annulments[game.line]
        if attempt and deal not in explicit:
            summary.skipped.append(f"board {deal} replacement {attempt} (line {game.line})")
            continue
        if attempt:
            hands = None  # a replacement is another deal: its hands are not the deal's
        key = DealKey(deal, attempt)
        if table is not None:
            if (deal, table, attempt) in seen:
                first = seen[(deal, table, attempt)]
                raise PbnError(path, game.line, f"board {deal} room {ROOMS[table]} appears "
                                                f"twice (first at line {first})",
                               "pbn_game_twice", {"deal": str(key), "room": ROOMS[table],
                                                  "table": table, "first": first})
            seen[(deal, table, attempt)] = game.line
        if hands is not None:
            dealt.setdefault(deal, []).append((table, hands, game.line))
        if annulment is not None:
            if key in annulled and annulled[key][1] != annulment:
                raise PbnError(path, game.line_of("Annulled"), f"board {key}: line "
                               f"{annulled[key][0]} annuls it otherwise; give the same "
                               "Annulled, Replay and AnnulNote in every game of an attempt",
                               "pbn_annulled_otherwise",
                               {"deal": str(key), "first": annulled[key][0]})
            annulled.setdefault(key, (game.line, annulment))
        if result is not None and table is not None and deal in explicit:
            existing = match.results.get((key, table))
            same = existing is not None and (existing == result or same_result(
                match, key, table, existing, result))
            if existing is not None and not same and not replace:
                message, params = _differs(key, table, existing, result)
                raise PbnError(path, game.line_of("Contract"),
                               f"board {key} table {table}: {message}", "pbn_differs", params)
            if not same:
                items.append(_Item(game.line_of("Contract"), SetResult(key, table, result),
                                   key, int(table != fmt.slot(deal).origin_table)))
                summary.results += 1
        elif result is not None and table is not None:
            current = match.current_key(deal)
            existing = match.results.get((current, table))
            if existing is None or not (existing == result or same_result(
                    match, current, table, existing, result)):
                # the replay of a deal annulled during the match is a new attempt
                try:
                    target = attempt_for(match, deal, table)
                except MatchCoreError as exc:
                    raise PbnError(path, game.line_of("Contract"),
                                   f"board {deal} table {table}: {exc.reason}",
                                   "pbn_deal_table_refused",
                                   {"deal": deal, "table": table, "error": exc}) from None
                existing = match.results.get((target, table))
                if existing is not None and not replace:
                    message, params = _differs(target, table, existing, result)
                    raise PbnError(path, game.line_of("Contract"),
                                   f"board {deal} table {table}: {message}", "pbn_differs",
                                   params)
                items.append(_Item(game.line, SetResult(target, table, result), target,
                                   int(table != fmt.slot(deal).origin_table)))
                summary.results += 1
        if auction is not None and table is not None:
            value = {"dealer": auction[0].name, "calls": [str(c) for c in auction[1]]}
            stored = extras.auction(match, key, table)
            if stored != value:
                items.append(_Item(game.line, SetExtra(
                    AUCTION_SLOT, auction_key(key, table), value,
                    f"deal {deal}, table {table}: auction imported")))
                summary.auctions += 1
    for deal, entries in sorted(dealt.items()):
        origin = fmt.slot(deal).origin_table
        _, hands, line = next((e for e in entries if e[0] == origin), entries[0])
        for table, other, other_line in entries:
            if other == hands:
                continue
            if table is None or table == origin:
                raise PbnError(path, other_line, f"board {deal}: two different deals (the "
                                                 f"other at line {line})", "pbn_two_deals",
                               {"deal": deal, "other": line})
            table_hands.append((deal, table, other, other_line))
        known = original_deal(match, DealKey(deal))
        if known is None:
            items.append(_Item(line, SetExtra(PREDEALT_SLOT, str(deal), hands.to_pbn(),
                                              f"deal {deal}: imported")))
            summary.deals += 1
        elif known != hands:
            raise PbnError(path, line, f"board {deal}: the match already has a different "
                                       f"deal {deal} ({known.to_pbn()})", "pbn_other_deal",
                           {"deal": deal, "hands": known})
    for deal, table, hands, line in table_hands:
        key = DealKey(deal)
        stored_hands = recorded_hands(match, key, table)
        value = {d.name: hands[d].to_pbn() for d in Direction}
        if stored_hands and stored_hands != {d: hands[d] for d in Direction}:
            raise PbnError(path, line, f"board {deal} table {table}: the match has other "
                                       "hands recorded there", "pbn_other_hands",
                           {"deal": deal, "table": table})
        if not stored_hands:
            items.append(_Item(line, SetExtra(HANDS_SLOT, hands_key(key, table), value,
                                              f"deal {deal}, table {table}: hands imported")))
            summary.hands += 1
    for key, (line, annulment) in annulled.items():
        items.append(_Item(line, None, key, 2, functools.partial(
            _annul, match, key=key, annulment=annulment, replace=replace)))
    # Results after the deals, so a dry run sees the whole picture in file order
    items.sort(key=lambda item: item.order)
    trial = copy.deepcopy(match)
    for item in items:
        try:
            if item.make is not None:
                item.command = item.make(trial)
            if item.command is not None:
                item.command.apply(trial)
        except MatchCoreError as exc:
            raise PbnError(path, item.line, exc.reason, "pbn_refused", {"error": exc}) from None
    done = [item for item in items if item.command is not None]
    summary.annulments = sum(item.make is not None for item in done)
    for game, deal, _, hands, _, _, attempt in records:
        if attempt or hands is None:
            continue
        command = _dd_command(trial, game, DealKey(deal), hands)
        if command is not None:
            command.apply(trial)
            done.append(_Item(game.line_of("OptimumResultTable"), command))
            summary.analyses += 1
    return done, summary


def _differs(key: DealKey, table: int, existing: TableResult, result: TableResult
             ) -> tuple[str, dict[str, object]]:
    """The words and values of the refusal of a result other than the match's (without
    ``replace``), after ``board N table T: ``."""
    has, says = two_results_text(existing, result)
    return (f"the match has {has}, the file says {says}: import with --replace to overwrite "
            "the match's results", {"deal": str(key), "table": table, "has": existing,
                                    "says": result, "has_text": has, "says_text": says})


def _dd_table(game: PbnGame) -> dict[str, dict[str, int]] | None:
    """A complete ``[OptimumResultTable]`` (PBN 2.1 §5.7: columns Declarer, Denomination
    and Result, 20 rows) as the match file keeps it; None when absent or incomplete."""
    header = game.get("OptimumResultTable")
    tokens = [t for t, _ in game.sections.get("optimumresulttable", [])]
    if header is None or not tokens:
        return None
    columns = [re.sub(r"\\.*$", "", c).strip().lower() for c in header.split(";")]
    try:
        at = [columns.index(n) for n in ("declarer", "denomination", "result")]
    except ValueError:
        return None
    if len(tokens) % len(columns):
        return None
    table: dict[str, dict[str, int]] = {}
    for i in range(0, len(tokens), len(columns)):
        row = tokens[i:i + len(columns)]
        declarer, strain, tricks = (row[n].upper() for n in at)
        if declarer not in "NESW" or len(declarer) != 1 or strain not in _PBN_STRAIN.values() \
                or not _ASCII_NUMBER.fullmatch(tricks) or int(tricks) > 13:
            return None
        table.setdefault(declarer, {})[strain] = int(tricks)
    if len(table) != 4 or any(len(row) != 5 for row in table.values()):
        return None
    return table


def _dd_command(trial: Match, game: PbnGame, key: DealKey, hands: Deal) -> SetExtra | None:
    """The double-dummy analysis of a deal from the file's table, with its par under the
    match's score cards (as the analysis stores it), when the match has none."""
    table = _dd_table(game)
    if table is None or extras.analysis(trial, key) is not None \
            or original_deal(trial, key) != hands:
        return None
    cards = par_cards(trial, key)
    par = stored_par(table, cards, trial.dealer(key.deal)) if cards is not None else None
    return SetExtra(DD_SLOT, extras.deal_key(key), {"deal": hands.to_pbn(), "table": table,
                                                    "par": par},
                    f"deal {key}: double-dummy analysis imported")


def _draws(match: Match, records: Iterable[tuple[PbnGame, int, int | None, object, object,
                                                 object, int]], path: str) -> list[_Item]:
    """In cards mode, the score-card draw of each deal the match has none of: the cards
    its origin table played under (our ``NSScoreCard``/``EWScoreCard`` tags)."""
    if match.settings.conditions is not Conditions.CARDS:
        return []
    items: list[_Item] = []
    drawn: set[int] = set(match.draws)
    for game, deal, table, *_, attempt in records:
        if deal in drawn or table != match.format.slot(deal).origin_table:
            continue
        found = _file_cards(match, game, DealKey(deal, attempt), table, path)
        if found is None:
            continue
        ns, ew = found
        items.append(_Item(game.line_of("NSScoreCard"), SetScoreCards(deal, ns, ew)))
        drawn.add(deal)
    return items


def _annul(match: Match, trial: Match, *, key: DealKey, annulment: Annulment,
           replace: bool) -> Command | None:
    """A file's annulment of an attempt on the trial copy (None: it is there already)."""
    if trial.annulments.get(key) == annulment:
        return None
    return annul_as_filed(match, trial, key, annulment, replace)


def read_pbn_import(match: Match, path: str | Path, *, replace: bool = False
                    ) -> tuple[Batch | None, ImportSummary]:
    """The one step importing a PBN file (None: nothing to change) and what it holds,
    checked against the match (not changed); the import itself is
    :func:`teams_app.operations.import_pbn`.  ``replace``: see :func:`import_commands`."""
    text = read_pbn_file(path)
    items, summary = import_commands(match, text, str(path), replace=replace)
    if not items:
        return None, summary
    return Batch(tuple(i.command for i in items if i.command is not None),
                 f"PBN import from {Path(path).name}"), summary
