"""Results of both tables as CSV: import (all or nothing) and export.

Header row, then one row per deal and table::

    deal,table,contract,declarer,tricks,ns_card,ew_card[,lead][,honours][,annulled,replay,note]

``deal`` the deal (``8``) or one of its attempts (``8`` the deal as first dealt, ``8R1``
its first replay); ``contract`` as in the core (``4SX``, ``3NT``, ``PASS`` — then
declarer and tricks stay empty); ``tricks`` taken by declarer (``10``, or
``=``/``+1``/``-2``); the score cards like ``V60``/``NV0`` (empty in board mode);
``lead`` optional (``HK`` or ``♥K``); ``honours`` optional (``NS100``, ``NS150``,
``EW100``, ``EW150`` or empty; refused in a match that does not score honours).  The
optional columns may come in either order; a row may leave out trailing optional fields.

An annulled attempt says so on its rows: ``annulled`` the reason (1-5, spec §11),
``replay`` when it is replayed (``now``, ``round-end`` — the default —, ``match-end``,
``none``) or ``after-match`` (annulled after the match, never replayed), ``note`` the
host's note.  An attempt annulled before either table entered a result has one row with
the contract empty.  A deal whose rows name an attempt (``8R1``) or an annulment is read
attempt by attempt (``8`` is then the first); a deal of plain ``8`` rows goes to the
attempt each table plays now (a replay of a deal annulled during the match).

In cards mode the origin table's row also records the score-card draw of an original
deal that has none yet.  A deal played under different cards at the two tables is
annulled (reason 1) by the core.  A bad row stops the import with
``line N, field: what is wrong`` and nothing is written.

Export writes every attempt of every deal with its annulment, so export → import into a
new match gives the same results, score cards, annulments and replays.

The reader (:mod:`.reader`: text to rows), the import (:mod:`.importer`: a file to the
core's records, :mod:`models.filed`, which turns them into the one step, checked on a
copy of the match) and the writer (:mod:`.writer`); the names below are what the rest
of the program imports from here.
"""

from teams_app.csv_io.importer import (
    ImportSummary,
    csv_refusal,
    read_results_csv,
    read_results_file,
    two_results_text,
)
from teams_app.csv_io.reader import (
    HEADER,
    AnnulmentFieldError,
    CsvError,
    CsvRow,
    parse_annulment,
    parse_results_csv,
)
from teams_app.csv_io.writer import export_csv, export_rows

__all__ = [
    "HEADER", "AnnulmentFieldError", "CsvError", "CsvRow", "ImportSummary", "csv_refusal",
    "export_csv", "export_rows", "parse_annulment", "parse_results_csv",
    "read_results_csv", "read_results_file", "two_results_text",
]
