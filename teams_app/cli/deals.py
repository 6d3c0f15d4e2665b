"""Subcommands of the deals subsystem: ``analyse`` and ``deals generate|sheet|checks|par``.

``import MATCH FILE.pbn`` and ``export MATCH --pbn FILE`` live in :mod:`teams_app.cli.store`
and call :func:`teams_app.operations.import_pbn` / :func:`teams_app.pbn.export_pbn`.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any, TextIO

from models.errors import printable
from models.vocabulary import Direction
from teams_app.cli.common import match_command
from words import word
from words.notation import direction_letter, direction_name, number_text, suit_holding_text
from words.texts import roman


def register(subparsers: Any) -> None:
    with match_command(
            subparsers, "analyse", cmd_analyse, match_help="the match file",
            help="double-dummy analysis of every deal with known hands",
            description="Computes the DD table and par of each deal whose four hands are "
                        "known and stores them in the match file; deals already analysed "
                        "are skipped."):
        pass

    deals = subparsers.add_parser("deals", help="pre-dealt deals, dealing sheets, checks, par")
    sub = deals.add_subparsers(dest="deals_command", metavar="ACTION", required=True)
    with match_command(sub, "generate", cmd_generate,
                       help="deal all deals in advance (pre-dealt match)") as generate:
        generate.add_argument("--seed", help="reproduce the deals of a printed seed")
    with match_command(sub, "sheet", cmd_sheet, help="the dealing sheet: which 13 cards go in "
                       "each envelope") as sheet:
        sheet.add_argument("--csv", action="store_true", help="CSV instead of text")
    with match_command(sub, "checks", cmd_checks,
                       help="cross-room checks with proposed actions") as checks:
        checks.add_argument("--json", action="store_true", help="machine-readable output")
    with match_command(sub, "par", cmd_par, help="points given away against par, per deal "
                       "and partnership") as par:
        par.add_argument("--json", action="store_true", help="machine-readable output")


def cmd_analyse(args: Any, out: TextIO | None = None, err: TextIO | None = None) -> int:
    # late: the analysis (endplay's solver), only when asked for; the store (~130 ms), only in
    # the commands that open a match
    from teams_app import operations
    from teams_app.analysis import plan_analysis, run_analysis
    from teams_app.store import MatchStore

    out, err = out or sys.stdout, err or sys.stderr
    started = time.perf_counter()
    with MatchStore.open(args.match) as store:
        jobs = plan_analysis(store.match)
        if not jobs:
            out.write(word("cli.analyse.nothing") + "\n")
            return 0

        def progress(done: int, total: int) -> None:
            width = 30
            filled = width * done // max(total, 1)
            deals = word("cli.analyse.progress", count=total, done=done)
            err.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {deals}")
            err.flush()

        commands = run_analysis(jobs, progress)
        err.write("\n")
        operations.store_analysis(store, commands)
    out.write(word("cli.analysed", count=len(commands),
                   seconds=number_text(time.perf_counter() - started, 1)) + "\n")
    return 0


def cmd_generate(args: Any, out: TextIO | None = None) -> int:
    # late: the store (~130 ms), only in the commands that open a match
    from teams_app import operations
    from teams_app.store import MatchStore

    out = out or sys.stdout
    with MatchStore.open(args.match) as store:
        seed, _changes = operations.predeal(store, seed=args.seed)
        deals = store.match.format.deals
    out.write(word("cli.dealt", count=deals, file=printable(args.match), seed=seed) + "\n")
    return 0


def cmd_sheet(args: Any, out: TextIO | None = None) -> int:
    # late: the store (~130 ms), only in the commands that open a match
    from models.dealing import dealing_sheet_csv
    from teams_app.store import MatchStore

    out = out or sys.stdout
    with MatchStore.open(args.match, read_only=True) as store:
        match = store.match
    out.write(dealing_sheet_csv(match) if args.csv else sheet_text(match))
    return 0


def sheet_text(match: Any) -> str:
    """The dealing sheet for people, in the current language: a block per deal (its round,
    table, deck and dealer), a line per envelope with its 13 cards by suit."""
    # late: not every command needs it (the parser imports every command's module)
    from models.dealing import SUIT_ORDER, dealing_sheet, predealt_seed

    rows = dealing_sheet(match)
    if not rows:
        return word("cli.sheet_none") + "\n"
    seed = predealt_seed(match)
    out = [word("cli.sheet_seed", seed=seed) if seed else word("cli.sheet")]
    last = None
    for row in rows:
        head = (row.round, row.table, row.deal)
        if head != last:
            out.append("\n" + word("cli.sheet_deal", r=roman(row.round), t=row.table,
                                   deck=row.deck, deal=row.deal,
                                   dealer=direction_name(row.dealer)))
            last = head
        envelope = direction_letter(Direction[row.envelope[0]]) + row.envelope[1:]
        cards = "  ".join(f"{s.symbol} {suit_holding_text(row.hand, s)}" for s in SUIT_ORDER)
        out.append("  " + word("cli.sheet_envelope", envelope=envelope, cards=cards))
    return "\n".join(out) + "\n"


def cmd_checks(args: Any, out: TextIO | None = None) -> int:
    # late: the store (~130 ms), only in the commands that open a match
    from models.checks import cross_room_checks
    from teams_app.store import MatchStore

    out = out or sys.stdout
    with MatchStore.open(args.match, read_only=True) as store:
        checks = cross_room_checks(store.match)
    if args.json:
        json.dump([{"deal": c.deal, "attempt": c.attempt, "table": c.table,
                    "kind": c.kind.value, "message": c.message, "action": c.action,
                    "proposed_reason": int(c.proposed_reason) if c.proposed_reason else None}
                   for c in checks], out, ensure_ascii=False)
        out.write("\n")
    elif not checks:
        out.write(word("cli.no_findings") + "\n")
    else:
        # late: not every command needs it (the parser imports every command's module)
        from words.checks import check_action_text, check_text

        for check in checks:
            where = (word("cli.where.both", deal=str(check.key)) if check.table is None
                     else word("cli.where.table", deal=str(check.key), t=check.table))
            out.write(word("cli.finding", where=where, message=check_text(check),
                           action=check_action_text(check)) + "\n")
    return 0


def cmd_par(args: Any, out: TextIO | None = None) -> int:
    # late: the store (~130 ms), only in the commands that open a match
    from models.checks import par_report
    from teams_app.store import MatchStore

    out = out or sys.stdout
    with MatchStore.open(args.match, read_only=True) as store:
        report = par_report(store.match)
    if args.json:
        json.dump(report, out, ensure_ascii=False)
        out.write("\n")
        return 0
    if not report["deals"]:
        out.write(word("cli.par.none") + "\n")
        return 0
    given_a, given_b = (word("cli.par.given", team=t) for t in ("A", "B"))
    out.write(f"{word('cli.par.deal'):<5}{word('cli.par.par'):>5}  {given_a:>12}  "
              f"{given_b:>12}\n")
    for d in report["deals"]:
        out.write(f"{d['deal']:>4} {d['par_ns']:>5}  {d['given_away']['A']:>12}  "
                  f"{d['given_away']['B']:>12}\n")
    out.write(f"{word('cli.par.total'):<12} {report['given_away']['A']:>12}  "
              f"{report['given_away']['B']:>12}\n")
    out.write(f"\n{word('cli.par.partnership'):<18} {word('cli.par.games'):>5} "
              f"{word('cli.par.net'):>6}  {word('cli.par.given_away')}\n")
    for p in report["partnerships"]:
        out.write(f"{' & '.join(p['codes']):<18} {p['games']:>5} {p['net']:>6}  "
                  f"{p['given_away']:>10}   {', '.join(p['players'])}\n")
    return 0
