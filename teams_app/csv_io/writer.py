"""The match's results as CSV: every attempt of every deal with its annulment, so that
export, then import into a new match, gives the same match."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from pathlib import Path

from models.filed import replay_word
from models.match import (
    DealKey,
    Match,
    TableResult,
)
from models.vocabulary import (
    Line,
    format_contract,
)
from teams_app.csv_io.reader import ANNULMENT, HEADER, MAX_NOTE
from teams_app.store import write_output


def export_rows(match: Match) -> list[list[str]]:
    """The header and a row per played table of every attempt of every deal (an attempt
    annulled before either table played it: one row, at its origin, without a result);
    the annulment columns when the match has annulments."""
    board = match.settings.board
    columns = HEADER if match.annulments else HEADER[:len(HEADER) - len(ANNULMENT)]
    out = [list(columns)]
    for deal in range(1, match.format.deals + 1):
        origin = match.format.slot(deal).origin_table
        for attempt in match.attempts(deal):
            key = DealKey(deal, attempt)
            annulment = match.annulments.get(key)
            for table in (1, 2):
                result = match.results.get((key, table))
                if result is None and not (annulment is not None and table == origin
                                           and not any((key, t) in match.results
                                                       for t in (1, 2))):
                    continue
                cards = None if board else match.cards_at(key, table)
                row = [str(key), str(table), *result_fields(result),
                       str(cards[Line.NS]) if cards else "",
                       str(cards[Line.EW]) if cards else "",
                       str(result.lead) if result and result.lead else "",
                       str(result.honours) if result and result.honours else ""]
                if len(columns) == len(HEADER):
                    row += ([str(int(annulment.reason)), replay_word(annulment),
                             " ".join(annulment.note.split())[:MAX_NOTE]]
                            if annulment is not None else ["", "", ""])
                out.append(row)
    return out


def result_fields(result: TableResult | None) -> list[str]:
    """A result's contract, declarer and tricks as the file has them (empty: none); the
    import's refusals name a result by the same fields."""
    if result is None:
        return ["", "", ""]
    return [format_contract(result.contract),
            result.declarer.name if result.declarer is not None else "",
            "" if result.tricks is None else str(result.tricks)]


def export_csv(match: Match, path: Path | str, *, protect: Iterable[Path | str] = ()) -> int:
    """Write the results CSV whole or not at all (never over a match file or the files
    in ``protect``); the number of results written."""
    rows = export_rows(match)
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator="\n").writerows(rows)
    write_output(path, buffer.getvalue(), protect=protect, what="the CSV file")
    return sum(1 for row in rows[1:] if row[2])  # an attempt annulled unplayed has none
