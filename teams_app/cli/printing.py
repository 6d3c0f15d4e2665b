"""``teams-app print``: the match's papers as a PDF file."""

from __future__ import annotations

import argparse
from typing import Any

from models.errors import printable
from printing import CHOICES, PAPERS, render
from teams_app.cli.common import guarded, number
from words import word


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "print", help="print diagrams, result sheet and the other papers as a PDF",
        description="Write the papers of a match as one PDF: round diagrams (filled from "
                    "the file, or blank), the result sheet, the seat rotation, envelope "
                    "and deck labels, score cards, hand records, the dealing sheets of a "
                    "pre-dealt match (which 13 cards go into each envelope; printed on "
                    "their own, for whoever prepares the decks), or the match book: all "
                    "the rest (--table N: what that table may see).")
    parser.add_argument("match", metavar="MATCH", help="the match file")
    parser.add_argument("--what", required=True, choices=[c.name for c in CHOICES],
                        help="what to print")
    parser.add_argument("--round", type=number, default=None,
                        help="only this round (diagrams, hand records)")
    parser.add_argument("--table", type=number, default=None,
                        help="only this table, 1 or 2 (diagrams, envelopes, score cards, "
                             "dealing sheets)")
    parser.add_argument("--paper", choices=PAPERS, default="a4")
    parser.add_argument("--lang", choices=("en", "bg", "ru"), default="en",
                        help="the language of the forms and of what the command says")
    parser.add_argument("-o", "--output", required=True, metavar="FILE.pdf",
                        help="the PDF to write (replaced whole, or left untouched)")
    parser.set_defaults(func=guarded(run))


def run(args: argparse.Namespace) -> int:
    # late: the store (~130 ms), only in the commands that open a match
    from teams_app.store import MatchStore, check_target, write_output

    check_target(args.output, protect=[args.match])  # before the work of rendering
    with MatchStore.open(args.match, read_only=True) as store:
        match = store.match
    # a request that cannot be printed is an InputError, worded in --lang by guarded()
    data = render(match, args.what, round=args.round, table=args.table,
                  paper=args.paper, lang=args.lang)
    path = write_output(args.output, data, protect=[args.match], what="the PDF")
    print(word("cli.printed", file=printable(str(path))))
    return 0
