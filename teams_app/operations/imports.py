"""Importing results (CSV) and deals, results and auctions (PBN): one step, all or none."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from teams_app.operations.door import _DOOR

if TYPE_CHECKING:
    from teams_app.csv_io import ImportSummary as CsvSummary
    from teams_app.pbn.importer import ImportSummary as PbnSummary
    from teams_app.store import MatchStore


def import_results(store: MatchStore, path: Path | str, *,
                   replace: bool = False) -> CsvSummary:
    """Import a results CSV (:mod:`teams_app.csv_io`) into the match: one step, every row
    or none.  A replay of a deal annulled during the match goes to a new attempt.  A
    result the match has already is skipped; a different one is refused unless
    ``replace``.  The summary counts the results written."""
    from models.commands import Batch, Command, SetAnnulment, SetResult
    from teams_app.csv_io import ImportSummary, read_results_file

    _, batch, read_as = read_results_file(store.match, path, replace=replace)
    if not batch.commands:  # every row is in the match already: nothing to save
        return ImportSummary(0, 0, (), read_as)

    def steps(command: Command) -> list[Command]:
        return ([s for c in command.commands for s in steps(c)]
                if isinstance(command, Batch) else [command])

    done = steps(batch)
    written = [c for c in done if isinstance(c, SetResult)]
    filed = {c.key for c in done if isinstance(c, SetAnnulment) and c.annulment is not None}
    before = set(store.match.annulments)
    store.apply(_DOOR, batch, batch.describe())
    annulled = sorted({k.deal for k in store.match.annulments
                       if k not in before and k not in filed})
    return ImportSummary(len(written), len({c.key.deal for c in written}), tuple(annulled),
                         read_as, tuple(sorted({k.deal for k in filed})))


def import_pbn(store: MatchStore, path: str | Path, *, replace: bool = False) -> PbnSummary:
    """Import deals (and results, auctions) from a PBN file (:mod:`teams_app.pbn`) as one
    step; all or nothing; ``replace`` as for :func:`import_results`."""
    from teams_app.pbn.importer import read_pbn_import

    batch, summary = read_pbn_import(store.match, path, replace=replace)
    if batch is not None:
        store.apply(_DOOR, batch, batch.describe())
    return summary
