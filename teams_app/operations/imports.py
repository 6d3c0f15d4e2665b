"""Importing results (CSV) and deals, results and auctions (PBN): one step, all or none."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from teams_app.csv_io import ImportSummary as CsvSummary
    from teams_app.pbn import ImportSummary as PbnSummary
    from teams_app.store import MatchStore


def import_results(store: MatchStore, path: Path | str) -> CsvSummary:
    """Import a results CSV (:mod:`teams_app.csv_io`) into the match: one step, every row
    or none.  A replay of a deal annulled during the match goes to a new attempt."""
    from teams_app.csv_io import ImportSummary, read_results_csv

    rows, batch = read_results_csv(store.match, path)
    before = set(store.match.annulments)
    store.apply(batch, batch.describe())
    annulled = sorted({k.deal for k in store.match.annulments if k not in before})
    return ImportSummary(len(rows), len({r.deal for r in rows}), tuple(annulled))


def import_pbn(store: MatchStore, path: str | Path) -> PbnSummary:
    """Import deals (and results, auctions) from a PBN file (:mod:`teams_app.pbn`) as one
    step; all or nothing."""
    from teams_app.pbn import read_pbn_import

    batch, summary = read_pbn_import(store.match, path)
    if batch is not None:
        store.apply(batch, batch.describe())
    return summary
