"""Subcommands of the deals subsystem: ``analyse`` and ``deals generate|sheet|checks|par``.

``import MATCH FILE.pbn`` and ``export MATCH --pbn FILE`` live in :mod:`teams_app.cli.store`
and call :func:`teams_app.pbn.import_pbn` / :func:`teams_app.pbn.export_pbn`.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any, TextIO

from teams_app.cli.common import guarded


def register(subparsers: Any) -> None:
    analyse = subparsers.add_parser(
        "analyse", help="double-dummy analysis of every deal with known hands",
        description="Computes the DD table and par of each deal whose four hands are known "
                    "and stores them in the match file; deals already analysed are skipped.")
    analyse.add_argument("match", metavar="MATCH", help="the match file")
    analyse.set_defaults(func=guarded(cmd_analyse))

    deals = subparsers.add_parser("deals", help="pre-dealt deals, dealing sheets, checks, par")
    sub = deals.add_subparsers(dest="deals_command", metavar="ACTION", required=True)
    generate = sub.add_parser("generate", help="deal all deals in advance (pre-dealt match)")
    generate.add_argument("match", metavar="MATCH")
    generate.add_argument("--seed", help="reproduce the deals of a printed seed")
    generate.set_defaults(func=guarded(cmd_generate))
    sheet = sub.add_parser("sheet", help="the dealing sheet: which 13 cards go in each envelope")
    sheet.add_argument("match", metavar="MATCH")
    sheet.add_argument("--csv", action="store_true", help="CSV instead of text")
    sheet.set_defaults(func=guarded(cmd_sheet))
    checks = sub.add_parser("checks", help="cross-room checks with proposed actions")
    checks.add_argument("match", metavar="MATCH")
    checks.add_argument("--json", action="store_true", help="machine-readable output")
    checks.set_defaults(func=guarded(cmd_checks))
    par = sub.add_parser("par", help="points given away against par, per deal and partnership")
    par.add_argument("match", metavar="MATCH")
    par.add_argument("--json", action="store_true", help="machine-readable output")
    par.set_defaults(func=guarded(cmd_par))


def cmd_analyse(args: Any, out: TextIO | None = None, err: TextIO | None = None) -> int:
    from teams_app import operations
    from teams_app.analysis import plan_analysis, run_analysis
    from teams_app.store import MatchStore

    out, err = out or sys.stdout, err or sys.stderr
    started = time.perf_counter()
    with MatchStore.open(args.match) as store:
        jobs = plan_analysis(store.match)
        if not jobs:
            out.write("nothing to analyse: every deal with known hands is analysed\n")
            return 0

        def progress(done: int, total: int) -> None:
            width = 30
            filled = width * done // max(total, 1)
            err.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} deals")
            err.flush()

        commands = run_analysis(jobs, progress)
        err.write("\n")
        operations.store_analysis(store, commands)
    out.write(f"analysed {len(commands)} deals in {time.perf_counter() - started:.1f} s\n")
    return 0


def cmd_generate(args: Any, out: TextIO | None = None) -> int:
    from teams_app import operations
    from teams_app.store import MatchStore

    out = out or sys.stdout
    with MatchStore.open(args.match) as store:
        seed, _changes = operations.predeal(store, seed=args.seed)
        deals = store.match.format.deals
    out.write(f"dealt {deals} deals into {args.match}, seed {seed} "
              f"(deals generate --seed {seed} gives the same deals)\n")
    return 0


def cmd_sheet(args: Any, out: TextIO | None = None) -> int:
    from models.dealing import dealing_sheet_csv, dealing_sheet_text
    from teams_app.store import MatchStore

    out = out or sys.stdout
    with MatchStore.open(args.match, read_only=True) as store:
        match = store.match
    out.write(dealing_sheet_csv(match) if args.csv else dealing_sheet_text(match))
    return 0


def cmd_checks(args: Any, out: TextIO | None = None) -> int:
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
        out.write("no findings\n")
    else:
        for check in checks:
            out.write(f"{check}\n")
    return 0


def cmd_par(args: Any, out: TextIO | None = None) -> int:
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
        out.write("no deal has both a result and a par yet (par needs `teams-app analyse MATCH`)\n")
        return 0
    out.write("deal   par  given away A  given away B\n")
    for d in report["deals"]:
        out.write(f"{d['deal']:>4} {d['par_ns']:>5}  {d['given_away']['A']:>12}  "
                  f"{d['given_away']['B']:>12}\n")
    out.write(f"total        {report['given_away']['A']:>12}  {report['given_away']['B']:>12}\n")
    out.write("\npartnership        games    net  given away\n")
    for p in report["partnerships"]:
        out.write(f"{' & '.join(p['codes']):<18} {p['games']:>5} {p['net']:>6}  "
                  f"{p['given_away']:>10}   {', '.join(p['players'])}\n")
    return 0
