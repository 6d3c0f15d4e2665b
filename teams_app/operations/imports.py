"""Importing results (CSV) and deals, results and auctions (PBN): one step, all or none."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from models.registry import Said
from teams_app.operations.door import _DOOR

if TYPE_CHECKING:
    from models.filed_games import FiledStep
    from models.match import Match
    from teams_app.csv_io import ImportSummary as CsvSummary
    from teams_app.pbn.importer import ImportSummary as PbnSummary
    from teams_app.store import MatchStore


def import_results(store: MatchStore, path: Path | str, *,
                   replace: bool = False) -> CsvSummary:
    """Import a results CSV (:mod:`teams_app.csv_io`) into the match: one step, every row
    or none.  A replay of a deal annulled during the match goes to a new attempt.  A
    result the match has already is skipped; a different one is refused unless
    ``replace``.  The summary counts the results written."""
    # late: the command classes load with the first change, not to show a match
    from models.commands import Batch, Command, SetAnnulment, SetResult

    # late: the command classes load with the first change, not to show a match
    from models.filed import FiledRefusal, results_step

    # late: the command classes load with the first change, not to show a match
    from teams_app.csv_io import ImportSummary, csv_refusal, read_results_file

    rows, read_as = read_results_file(store.match, path)
    try:
        batch = results_step(store.match, rows, Said("step.import", {
            "file": Path(path).name, "count": len(rows)}), replace=replace)
    except FiledRefusal as refused:
        raise csv_refusal(refused) from None
    if not batch.commands:  # every row is in the match already: nothing to save
        return ImportSummary(0, 0, (), read_as)

    def steps(command: Command) -> list[Command]:
        return ([s for c in command.commands for s in steps(c)]
                if isinstance(command, Batch) else [command])

    done = steps(batch)
    written = [c for c in done if isinstance(c, SetResult)]
    filed = {c.key for c in done if isinstance(c, SetAnnulment) and c.annulment is not None}
    before = set(store.match.annulments)
    store.apply(_DOOR, batch)
    annulled = sorted({k.deal for k in store.match.annulments
                       if k not in before and k not in filed})
    return ImportSummary(len(written), len({c.key.deal for c in written}), tuple(annulled),
                         read_as, tuple(sorted({k.deal for k in filed})))


def pbn_steps(match: Match, text: str, path: str = "PBN", *, replace: bool = False
              ) -> tuple[list[FiledStep], PbnSummary]:
    """Every change a PBN file's ``text`` asks for, checked on a copy of ``match`` (not
    changed): the exchange reads its games, the core makes the steps; a refusal names
    the file's line (:class:`~teams_app.pbn.PbnError`).  A result equal to the match's is
    skipped; a different one is refused unless ``replace`` (``import --replace``)."""
    # late: the command classes load with the first change, not to show a match
    from models.filed import FiledRefusal

    # late: the command classes load with the first change, not to show a match
    from models.filed_games import games_steps

    # late: the command classes load with the first change, not to show a match
    from teams_app.pbn.importer import read_games, refuse, summary_of

    games = read_games(match, text, path)
    try:
        steps, counts = games_steps(match, games, replace=replace)
    except FiledRefusal as refused:
        failed = refused
    else:
        return steps, summary_of(games, counts)
    refuse(path, failed)  # raised outside the handler: the file's refusal alone


def import_pbn(store: MatchStore, path: str | Path, *, replace: bool = False) -> PbnSummary:
    """Import deals (and results, auctions) from a PBN file (:mod:`teams_app.pbn`) as one
    step; all or nothing; ``replace`` as for :func:`import_results`."""
    # late: the command classes load with the first change, not to show a match
    from models.commands import Batch

    # late: the command classes load with the first change, not to show a match
    from teams_app.pbn import read_pbn_file

    steps, summary = pbn_steps(store.match, read_pbn_file(path), str(path), replace=replace)
    if steps:
        batch = Batch(tuple(s.command for s in steps if s.command is not None),
                      Said("step.import_pbn", {"file": Path(path).name}))
        store.apply(_DOOR, batch)
    return summary
