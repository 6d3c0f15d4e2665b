"""The PBN import's reading: a file's games read against the match into the core's
records (:class:`models.filed_games.FiledGame`), and the core's refusal of one worded as
the file's (``path, line N: …``).

Import parses the whole file first (errors name the line); the core
(:func:`models.filed_games.games_steps`) builds every change, tries them on a copy of
the match, and only then the operation applies them as one step: a bad file changes
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

import re
from dataclasses import dataclass, fields
from typing import NoReturn

from models.filed import FiledRefusal, FiledResult
from models.filed_games import FiledCounts, FiledGame
from models.match import DealKey, Match, TableResult
from models.vocabulary import Deal
from teams_app.csv_io import two_results_text
from teams_app.pbn.common import _ASCII_NUMBER, _PBN_STRAIN, ROOMS, PbnError
from teams_app.pbn.games import _game_annulment, _game_records
from teams_app.pbn.reader import PbnGame, parse_pbn
from teams_app.pbn.scorecards import _file_cards


@dataclass
class ImportSummary(FiledCounts):
    """What the core's steps hold (:class:`~models.filed_games.FiledCounts`) and how many
    games the file has, as the command line reports it."""

    games: int = 0

    def __str__(self) -> str:
        text = (f"{self.games} games read: {self.deals} deals, {self.results} results, "
                f"{self.auctions} auctions, {self.hands} hand records imported")
        if self.annulments:
            text += f", {self.annulments} annulments"
        if self.analyses:
            text += f", {self.analyses} double-dummy tables"
        if self.skipped:
            text += "; skipped: " + "; ".join(
                f"board {row.deal} replacement {row.attempt} (line {_game(row).line})"
                for row in self.skipped)
        return text


def read_games(match: Match, text: str, path: str = "PBN") -> list[FiledGame]:
    """A PBN file's games as the core's records (``where``: the game), each read against
    the match; raises :class:`PbnError` naming the line."""
    games = parse_pbn(text, path)
    if not games:
        raise PbnError(path, 0, "no PBN games found", "pbn_no_games")
    records = [(game, _game_records(match, game, path)) for game in games]
    annulments = [_game_annulment(game, read[0], path) for game, read in records]
    rows: list[tuple[PbnGame, FiledResult, FiledGame]] = []
    for (game, (deal, table, hands, result, auction, attempt)), annulment in zip(
            records, annulments, strict=True):
        row = FiledResult(game, deal, table, result, attempt, annulment)
        rows.append((game, row, FiledGame(row, hands, None if auction is None else (
            auction[0], tuple(auction[1])), _dd_table(game))))
    filed = _with_draws(match, rows, path)
    explicit = {row.deal for _, row, _ in rows if row.explicit}
    seen: dict[tuple[int, int, int], int] = {}
    for game, row, _ in rows:
        if row.table is None or (row.attempt and row.deal not in explicit):
            continue  # a replacement of a deal read as played now is skipped
        first = seen.setdefault((row.deal, row.table, row.attempt or 0), game.line)
        if first != game.line:
            key = DealKey(row.deal, row.attempt or 0)
            raise PbnError(path, game.line, f"board {row.deal} room {ROOMS[row.table]} appears "
                                            f"twice (first at line {first})",
                           "pbn_game_twice", {"deal": str(key), "room": ROOMS[row.table],
                                              "table": row.table, "first": first})
    return filed


def _with_draws(match: Match, rows: list[tuple[PbnGame, FiledResult, FiledGame]], path: str
                ) -> list[FiledGame]:
    """In cards mode, the score-card draw of each deal the match has none of: the cards
    its origin table played under (our ``NSScoreCard``/``EWScoreCard`` tags), on the
    first such game."""
    if match.settings.board:
        return [filed for *_, filed in rows]
    drawn: set[int] = set(match.draws)
    games: list[FiledGame] = []
    for game, row, filed in rows:
        deal, table = row.deal, row.table
        found = None if deal in drawn or table != match.format.slot(deal).origin_table \
            else _file_cards(match, game, DealKey(deal, row.attempt or 0), table, path)
        if found is not None:
            filed = FiledGame(FiledResult(game, deal, table, row.result, row.attempt,
                                          row.annulment, found), filed.hands, filed.auction,
                              filed.analysis)
            drawn.add(deal)
        games.append(filed)
    return games


def summary_of(games: list[FiledGame], counts: FiledCounts) -> ImportSummary:
    """What an import of ``games`` holds, as the command line and the app report it."""
    return ImportSummary(**{f.name: getattr(counts, f.name) for f in fields(FiledCounts)},
                         games=len(games))


def _game(record: object) -> PbnGame:
    assert isinstance(record, FiledResult) and isinstance(record.where, PbnGame)
    return record.where


def refuse(path: str, refused: FiledRefusal) -> NoReturn:
    """Raise the core's refusal of a game as the file's: ``path, line N: …``."""
    row = refused.record
    game, values = _game(row), refused.values
    assert isinstance(row, FiledResult)
    deal, table = row.deal, row.table
    if refused.kind == "differs":
        key = values["key"]
        assert isinstance(key, DealKey)
        message, params = _differs(key, values["table"], values["has"], values["says"])
        if values.get("now"):  # the attempt its table plays now: the board as filed
            raise PbnError(path, game.line_of("Contract"),
                           f"board {deal} table {table}: {message}", "pbn_differs", params)
        raise PbnError(path, game.line_of("Contract"), f"board {key} table {table}: {message}",
                       "pbn_differs", params)
    if refused.kind == "annulled_otherwise":
        first = _game(values["first"]).line
        raise PbnError(path, game.line_of("Annulled"), f"board {values['key']}: line "
                        f"{first} annuls it otherwise; give the same Annulled, Replay and "
                        "AnnulNote in every game of an attempt", "pbn_annulled_otherwise",
                        {"deal": str(values["key"]), "first": first})
    if refused.kind == "attempt":
        raise PbnError(path, game.line_of("Contract"),
                        f"board {deal} table {table}: {refused.reason}",
                        "pbn_deal_table_refused",
                        {"deal": deal, "table": table, "error": refused.cause})
    if refused.kind == "two_deals":
        other = _game(values["first"]).line
        raise PbnError(path, game.line, f"board {deal}: two different deals (the other at "
                                         f"line {other})", "pbn_two_deals",
                        {"deal": deal, "other": other})
    if refused.kind == "other_deal":
        known = values["hands"]
        assert isinstance(known, Deal)
        raise PbnError(path, game.line, f"board {deal}: the match already has a different "
                                         f"deal {deal} ({known.to_pbn()})",
                        "pbn_other_deal", {"deal": deal, "hands": known})
    if refused.kind == "other_hands":
        raise PbnError(path, game.line, f"board {deal} table {table}: the match has other "
                                         "hands recorded there", "pbn_other_hands",
                        {"deal": deal, "table": table})
    line = {"cards": game.line_of("NSScoreCard"),
            "result": game.line_of("Contract")}.get(refused.kind, game.line)
    raise PbnError(path, line, refused.reason, "pbn_refused", {"error": refused.cause})


def _differs(key: DealKey, table: object, existing: object, result: object
             ) -> tuple[str, dict[str, object]]:
    """The words and values of the refusal of a result other than the match's (without
    ``replace``), after ``board N table T: ``."""
    assert isinstance(existing, TableResult) and isinstance(result, TableResult)
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
