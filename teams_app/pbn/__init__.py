"""PBN: the whole match written as one PBN 2.1 file, a PBN file's deals, results and
auctions imported as one step.  One job a module:

- :mod:`~teams_app.pbn.writer`: the export (:func:`pbn_text`, :func:`export_pbn`);
- :mod:`~teams_app.pbn.reader`: the PBN text reader (:func:`parse_pbn`,
  :func:`read_pbn_file`);
- :mod:`~teams_app.pbn.games`: one game read against the match (deal, table, hands,
  result, auction, annulment), with :mod:`~teams_app.pbn.scorecards`: the score cards it
  was played under (:func:`parse_rubber_history`);
- :mod:`~teams_app.pbn.importer`: the games as the core's records, which the core turns
  into the one step (:mod:`models.filed_games`), and its refusals as the file's
  (:func:`~teams_app.pbn.importer.read_games`,
  :func:`~teams_app.pbn.importer.refuse`);
- :mod:`~teams_app.pbn.common`: what they share (:class:`PbnError`, the rooms).

Every mapping and choice: docs/pbn.md.  The names below are the ones callers import from
``teams_app.pbn``.
"""

from teams_app.pbn.common import PbnError
from teams_app.pbn.importer import ImportSummary, read_games, refuse, summary_of
from teams_app.pbn.reader import parse_pbn, read_pbn_file
from teams_app.pbn.scorecards import parse_rubber_history
from teams_app.pbn.writer import export_pbn, pbn_text

__all__ = [
    "ImportSummary", "PbnError", "export_pbn", "parse_pbn", "parse_rubber_history",
    "pbn_text", "read_games", "read_pbn_file", "refuse", "summary_of",
]
