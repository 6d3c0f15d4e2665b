"""Subcommands on match files: ``new``, ``import``, ``annul``, ``report``, ``export``,
``log``, ``undo``, ``redo``."""

from __future__ import annotations

import functools
import json
import sys
from pathlib import Path
from typing import Any, TextIO

from models.codec import data_of
from models.errors import InputError, MatchError, printable
from models.format import Team
from models.hosts import check_host_table
from models.match import Conditions, Seat, Settings, new_match
from teams_app.cli.common import add_language, done_text, guarded, match_command, number
from words import word
from words.notation import card_text, number_text, percent_text
from words.texts import read_score_cards

#: Longest before/after shown by ``log`` without --full.
LOG_WIDTH = 200


#: ``--replay`` / ``replay --at``: the values of :class:`models.match.ReplayAt`
REPLAY_CHOICES = ("now", "round-end", "match-end", "none")
#: ``--host-table``: the laptop stays in table 1's or table 2's room, or (none) goes with
#: the host
HOST_CHOICES = ("1", "2", "none")


def register(subparsers: Any) -> None:
    with match_command(
            subparsers, "new", cmd_new, match_help="the new match file",
            help="create a match file",
            description="Create a match file.  Without --draw the first team is team A and "
                        "the players get the codes A-1..A-4 and B-1..B-4 in the order given.  "
                        "With --draw all eight draw a card from one deck (spec §1): the "
                        "highest card of all is A-1 and decides which team is team A; the "
                        "rest of each team take their codes by their cards.  --team-a/-b, "
                        "--players-a/-b, --reserves-a/-b are the older names of --team/"
                        "--other-team and so on: with --draw they too name the first and "
                        "second team, not A and B.") as new:
        new.add_argument("--team", "--team-a", dest="team_a", required=True, metavar="NAME",
                         help="the first team's name")
        new.add_argument("--other-team", "--team-b", dest="team_b", required=True,
                         metavar="NAME", help="the second team's name")
        new.add_argument("--players", "--players-a", dest="players_a", required=True,
                         metavar="P1,P2,P3,P4", help="the first team's four regular players")
        new.add_argument("--other-players", "--players-b", dest="players_b", required=True,
                         metavar="Q1,Q2,Q3,Q4", help="the second team's four regular players")
        new.add_argument("--reserves", "--reserves-a", dest="reserves_a", default="",
                         metavar="R1,R2")
        new.add_argument("--other-reserves", "--reserves-b", dest="reserves_b", default="",
                         metavar="R1,R2")
        new.add_argument("--draw", action="store_true",
                         help="draw a card for every player: the highest card of all eight "
                              "is A-1 and his team is team A")
        new.add_argument("--no-honours", dest="honours", action="store_false",
                         help="do not score honours (they are scored by default: total "
                              "points decide, spec §7)")
        new.add_argument("--conditions", choices=("cards", "board"), default="cards",
                         help="score cards (Stolitsa) or board vulnerability (default cards)")
        new.add_argument("--turning", action="store_true",
                         help="table 1 turns its diagram (sent blocks in partner's seat)")
        new.add_argument("--two-decks", dest="two_decks", action="store_true",
                         help="two decks instead of six: each original goes to the other "
                              "table once played (the seed's fallback, spec §5)")
        new.add_argument("--host-player", dest="host_player", metavar="CODE",
                         help="who runs the match: the player who hosts, by his code (A-1 … "
                              "B-4) or a reserve's name; the laptop then shows only what "
                              "the table where he sits each round may see (spec §13); "
                              "none (the default): a director who does not play")
        new.add_argument("--host-table", dest="host_table", choices=HOST_CHOICES,
                         default="none",
                         help="where the laptop stays: in the room of table 1 or 2 (it "
                              "shows only what that table may see), or none (the default): "
                              "with the host")
        new.add_argument("--phones-confirm", dest="phones_confirm", choices=("on", "off"),
                         default="on",
                         help="on (the default): a result typed on a table's phone counts once "
                              "the other line confirms it there, and both lines sign each "
                              "round; off: it counts at once")

    with match_command(
            subparsers, "settings", cmd_settings,
            help="change a match setting (logged, undoable)",
            description="Without an option: the match's settings.  --host-player: who runs "
                        "the match (a player's code, a reserve's name, or none).  "
                        "--host-table: where the laptop stays (the room of table 1 or 2, "
                        "or none: with the host).  "
                        "--phone-leads: whether the tables' phones take the opening lead with "
                        "the result (off by default).  --phones-confirm: whether the other "
                        "line confirms a phone's result and both lines sign the round.  "
                        "--turning: whether table 1 turns its diagram.") as sett:
        sett.add_argument("--host-player", dest="host_player", metavar="CODE",
                          help="the player who hosts (A-1 … B-4, or a reserve's name): the "
                               "laptop follows his seat round by round; none: a director "
                               "who does not play")
        sett.add_argument("--host-table", dest="host_table", choices=HOST_CHOICES,
                          help="1 or 2: the laptop stays in that table's room; none: it goes "
                               "with the host")
        sett.add_argument("--phone-leads", dest="phone_leads", choices=("on", "off"),
                          help="on: the tables' phones take the opening lead with the result "
                               "(checked at once against pre-dealt or recorded hands); off: "
                               "the lead is entered on the laptop (the default)")
        sett.add_argument("--phones-confirm", dest="phones_confirm", choices=("on", "off"),
                          help="on: a result typed on a table's phone counts once the other "
                               "line confirms it, and both lines sign each round; off: it "
                               "counts at once")
        sett.add_argument("--turning", choices=("on", "off"),
                          help="on: table 1 turns its diagram, seating each player of its "
                               "sent block in his place of the original one; fixed once "
                               "table 1 has played a deal sent to it")

    with match_command(
            subparsers, "import", cmd_import,
            help="import the results of both tables (CSV, or PBN)",
            description="CSV: a header, then deal,table,contract,declarer,tricks,ns_card,"
                        "ew_card[,lead][,honours][,annulled,replay,note] per deal (8) or attempt "
                        "(8R1) and table (honours NS100, NS150, EW100, EW150 or empty; "
                        "annulled the reason 1-5, replay now, round-end, match-end, none or "
                        "after-match).  All or nothing: a bad row stops the import "
                        "and nothing is written.") as imp:
        imp.add_argument("file", metavar="FILE", help="results.csv (or a .pbn file)")
        imp.add_argument("--replace", action="store_true",
                         help="overwrite results the match already has (refused otherwise)")

    with match_command(subparsers, "annul", cmd_annul, help="annul a deal (spec §11)") as ann:
        ann.add_argument("deal", metavar="DEAL", type=number)
        ann.add_argument("--reason", required=True, type=number, choices=range(1, 6),
                         metavar="1-5", help="1 different score cards, 2 cards seen, 3 short "
                         "envelope, 4 leaked information, 5 wrong envelopes")
        when = ann.add_mutually_exclusive_group()
        when.add_argument("--after-match", action="store_true",
                          help="annulled after the match: the deal is not replayed (also "
                          "when every deal's current attempt has both results)")
        when.add_argument("--no-replay", action="store_true",
                          help="annulled during the match and closed without a replay (no "
                          "time left): nothing is pending, the round can complete (= "
                          "--replay none)")
        when.add_argument("--replay", choices=REPLAY_CHOICES,
                          help="when the replay is played: now (in the deal's place; the "
                          "default while the deal has not left its table), round-end (after "
                          "the round's six games, the origin table first; the default "
                          "otherwise), match-end (after the last round) or none")
        ann.add_argument("--cards", metavar='"NS EW"',
                         help='reason 1: the score cards the other table actually played '
                         'under, like "NV0 V60" (recorded on its result)')
        ann.add_argument("--note", default="")

    with match_command(subparsers, "replay", cmd_replay,
                       help="change when an annulled deal is replayed (spec §11)",
                       description="Until the deal's own table has entered the replay.") as rpl:
        rpl.add_argument("deal", metavar="DEAL", type=number)
        rpl.add_argument("--at", required=True, choices=REPLAY_CHOICES,
                         help="now, round-end, match-end or none")

    with match_command(subparsers, "report", cmd_report,
                       help="the result sheet of a match") as rep:
        rep.add_argument("--json", action="store_true", help="machine-readable output")

    # --lang: the HTML report's language too
    with match_command(
            subparsers, "export", cmd_export,
            help="export the results (CSV), deals (PBN) or the match report (HTML)") as exp:
        target = exp.add_mutually_exclusive_group(required=True)
        target.add_argument("--csv", metavar="FILE", help="results in the import format")
        target.add_argument("--pbn", metavar="FILE", help="deals and results as PBN")
        target.add_argument("--html", metavar="FILE",
                            help="the match report: one self-contained HTML file (mid-match: "
                                 "deals complete at both tables only)")

    with match_command(
            subparsers, "log", cmd_log, help="the audit log of a match, newest last",
            description="The audit log, oldest first.  A damaged entry (bytes that are not "
                        "text, a change that is not JSON) is shown as far as it can be read "
                        "and marked damaged; undo and redo refuse it.") as log:
        log.add_argument("--json", action="store_true", help="machine-readable output")
        log.add_argument("--full", action="store_true",
                         help="show every change in full (long ones are shortened otherwise)")

    res = subparsers.add_parser(
        "restore", help="bring a backup copy back as the match file",
        description="Replace MATCH by the backup copy BACKUP (from MATCH.backups/).  The "
                    "match as it was is kept in its backups folder first; refused while "
                    "the match is open for writing elsewhere.")
    res.add_argument("backup", metavar="BACKUP")
    res.add_argument("match", metavar="MATCH")
    add_language(res)
    res.set_defaults(func=guarded(cmd_restore))

    for name, helptext in (("undo", "undo the last change"), ("redo", "redo the last undo")):
        with match_command(subparsers, name, functools.partial(cmd_undo_redo, name),
                           help=helptext):
            pass


def _names(text: str) -> list[str]:
    return [n.strip() for n in text.split(",") if n.strip()]


def cmd_new(args: Any, out: TextIO | None = None) -> int:
    # late: the store (~130 ms), only in the commands that open a match
    from models.seating import draw_seats, seats_in_order
    from teams_app import operations

    out = out or sys.stdout
    players_a, players_b = _names(args.players_a), _names(args.players_b)
    for option, which, players in (("--players", "first", players_a),
                                   ("--other-players", "second", players_b)):
        if len(players) != 4:
            raise InputError(f"{option}: the {which} team needs 4 players, "
                             f"{len(players)} given", "players_four",
                             {"option": option, "count": len(players)})
    drawn = (draw_seats(players_a, players_b) if args.draw
             else seats_in_order(players_a, players_b))

    settings = Settings(conditions=Conditions(args.conditions), turning=args.turning,
                        honours=args.honours, two_decks=getattr(args, "two_decks", False),
                        host_table=check_host_table(getattr(args, "host_table", None)),
                        phones_confirm=getattr(args, "phones_confirm", "on") == "on")
    team_a, team_b = drawn.in_order(args.team_a, args.team_b)
    reserves_a, reserves_b = drawn.in_order(tuple(_names(args.reserves_a)),
                                            tuple(_names(args.reserves_b)))
    match = new_match(team_a, team_b, {s.code: Seat(s.player, s.card) for s in drawn.seats},
                      reserves_a, reserves_b, settings)
    # late: not every command needs it (the parser imports every command's module)
    from models.setup_commands import SetHostPlayer

    SetHostPlayer(getattr(args, "host_player", None)).apply(match)  # refused: no file
    operations.create_match(args.match, match).close()

    out.write(word("cli.created", file=printable(args.match), a=team_a, b=team_b) + "\n")
    highest = drawn.highest
    if highest is not None and highest.card is not None:
        out.write(word("draw.highest", player=highest.player,
                       card=card_text(highest.card), team=team_a) + "\n")
    for seat in drawn.seats:
        card = word("cli.drew", card=card_text(seat.card)) if seat.card else ""
        out.write(f"  {seat.code}  {seat.player}{card}\n")
    return 0


def cmd_import(args: Any, out: TextIO | None = None) -> int:
    # late: the store (~130 ms), only in the commands that open a match
    from teams_app import operations
    from teams_app.store import MatchStore

    out = out or sys.stdout
    path = Path(args.file)
    replace = getattr(args, "replace", False)
    if path.suffix.lower() == ".pbn":
        with MatchStore.open(args.match) as store:
            result = operations.import_pbn(store, path, replace=replace)
        if result is not None:
            out.write(f"{result}\n")
        return 0
    # the store keeps a backup of each round the import completes
    with MatchStore.open(args.match) as store:
        summary = operations.import_results(store, path, replace=replace)
    read_as = "" if summary.read_as == "UTF-8" else word("cli.imported.read_as",
                                                        read_as=summary.read_as)
    out.write(word("cli.imported", count=summary.deals, rows=summary.rows,
                   file=printable(args.match)) + read_as + "\n")
    if summary.filed:
        out.write(word("cli.imported.filed", deals=", ".join(map(str, summary.filed))) + "\n")
    if summary.annulled:
        out.write(word("cli.imported.annulled",
                       deals=", ".join(map(str, summary.annulled))) + "\n")
    return 0




def cmd_annul(args: Any, out: TextIO | None = None) -> int:
    # late: the store (~130 ms), only in the commands that open a match
    from teams_app import operations
    from teams_app.store import MatchStore

    out = out or sys.stdout
    cards = None
    if args.cards is not None:
        cards = read_score_cards(args.cards)
    with MatchStore.open(args.match) as store:
        changes = operations.annul_deal(store, deal=args.deal, reason=args.reason,
                                        after_match=args.after_match, note=args.note,
                                        no_replay=args.no_replay, replay_at=args.replay,
                                        cards=cards)
    assert changes.command is not None
    out.write(f"{done_text(changes)}\n")
    return 0


def cmd_replay(args: Any, out: TextIO | None = None) -> int:
    # late: the store (~130 ms), only in the commands that open a match
    from teams_app import operations
    from teams_app.store import MatchStore

    out = out or sys.stdout
    with MatchStore.open(args.match) as store:
        changes = operations.set_replay_at(store, deal=args.deal, replay_at=args.at)
    out.write(f"{done_text(changes)}\n")
    return 0


def cmd_settings(args: Any, out: TextIO | None = None) -> int:
    # late: the store (~130 ms), only in the commands that open a match
    from teams_app import operations
    from teams_app.store import MatchStore

    out = out or sys.stdout
    phone_leads = getattr(args, "phone_leads", None)
    phones_confirm = getattr(args, "phones_confirm", None)
    turning = getattr(args, "turning", None)
    host_player = getattr(args, "host_player", None)
    if (args.host_table is None and host_player is None and phone_leads is None
            and phones_confirm is None and turning is None):
        with MatchStore.open(args.match, read_only=True) as store:
            settings = store.match.settings
        # late: not every command needs it (the parser imports every command's module)
        from models.setup_commands import SetHostPlayer, SetHostTable
        from words.steps import command_words

        out.write(f"host: {command_words(SetHostPlayer(settings.host_player))}\n")
        out.write(f"laptop: {command_words(SetHostTable(settings.host_table))}\n")
        for name, value in data_of(settings).items():
            if name not in ("host_table", "host_player", "phone_leads", "phones_confirm"):
                out.write(f"{name}: {value}\n")
        out.write(f"phone_leads: {'on' if settings.phone_leads else 'off'}\n")
        out.write(f"phones_confirm: {'on' if settings.phones_confirm else 'off'}\n")
        return 0
    with MatchStore.open(args.match) as store:
        if host_player is not None:
            changes = operations.set_host_player(store, player=host_player)
            out.write(f"{done_text(changes)}\n")
        if args.host_table is not None:
            changes = operations.set_host_table(store, table=args.host_table)
            out.write(f"{done_text(changes)}\n")
        if phone_leads is not None:
            changes = operations.set_phone_leads(store, on=phone_leads == "on")
            out.write(f"{done_text(changes)}\n")
        if phones_confirm is not None:
            changes = operations.set_phones_confirm(store, on=phones_confirm == "on")
            out.write(f"{done_text(changes)}\n")
        if turning is not None:
            changes = operations.set_turning(store, on=turning == "on")
            out.write(f"{done_text(changes)}\n")
    return 0


def cmd_report(args: Any, out: TextIO | None = None) -> int:
    # late: the store (~130 ms), only in the commands that open a match
    from models.balances import compute_balances
    from teams_app.store import MatchStore

    out = out or sys.stdout
    with MatchStore.open(args.match, read_only=True) as store:
        match = store.match
    # late: not every command needs it (the parser imports every command's module)
    from models.room_view import held_back

    balances = compute_balances(held_back(match))  # Law 86C: not before the replay
    if args.json:
        json.dump(balances.to_report(), out, ensure_ascii=False)
        out.write("\n")
        return 0
    out.write(result_sheet(match, balances))
    return 0


def result_sheet(match: Any, balances: Any) -> str:
    """The readable result sheet of ``teams-app report``."""
    a, b = match.teams[Team.A].name, match.teams[Team.B].name
    counted = sum(1 for d in balances.deals if d.counts)
    mode = (word("paper.board_conditions") if match.settings.board
            else word("cli.report.cards"))
    lines = [word("cli.report.teams", a=a, b=b),
             word("cli.report.mode", count=len(balances.deals), format=match.format.name,
                  mode=mode, counted=counted),
             "",
             word("cli.report.sides"),
             "",
             word("cli.report.rounds")]
    for r in balances.rounds:
        if not r.started:  # as on the screen and the printed sheet: no numbers yet
            lines.append(f"{r.round:>5}  —")
            continue
        lines.append(
            f"{r.round:>5}  {r.table1.a:>6}/{r.table1.b:<6} {r.table2.a:>6}/{r.table2.b:<6}"
            f" {r.balance_a:>+10} {r.cumulative_a:>+11}  {r.given_away_a:>6}/"
            f"{r.given_away_b:<6}  {r.imps_a:>+7} {r.cumulative_imps_a:>+10}  "
            f"{r.cumulative_given_away_a:>8}/{r.cumulative_given_away_b:<6}")
    lines += ["", word("cli.report.deals")]
    for d in (row for current in balances.deals for row in balances.attempts(current)):
        key = f"{d.deal}" + (f"R{d.attempt}" if d.attempt else "")
        t1 = "" if d.ns_table1 is None else str(d.ns_table1)
        t2 = "" if d.ns_table2 is None else str(d.ns_table2)
        if d.annulled is not None:
            tail = word("cli.report.annulled", n=int(d.annulled))
        elif d.pending:
            tail = word("cli.report.pending") if (t1 or t2) else word("cli.report.not_played")
        else:
            tail = f"{d.net_a:>+6}  {d.imps_a:>+6}"
        lines.append(f"{key:>5}  {d.round:>5}  {t1:>10}  {t2:>10}  {tail}")
    final = balances.final_percentage
    leader = balances.leader
    lead_text = (word("cli.report.level") if leader is None
                 else word("cli.report.leads", team=match.teams[leader].name,
                           code=leader.value, points=abs(balances.balance_a)))
    vp_a, vp_b = balances.victory_points()
    lines += ["",
              word("cli.report.total", balance=f"{balances.balance_a:+d}", lead=lead_text),
              word("cli.report.imps", imps=f"{balances.imps_a:+d}", va=number_text(vp_a),
                   vb=number_text(vp_b)),
              word("cli.report.percent", victory=percent_text(balances.victory_percentage),
                   pa=percent_text(final[Team.A]), pb=percent_text(final[Team.B])),
              ""]
    return "\n".join(lines)


def cmd_export(args: Any, out: TextIO | None = None) -> int:
    # late: the store (~130 ms), only in the commands that open a match
    from teams_app.store import MatchStore

    out = out or sys.stdout
    with MatchStore.open(args.match, read_only=True) as store:
        match = store.match
    if args.pbn:
        # late: the store (~130 ms), only in the commands that open a match
        from teams_app.pbn import export_pbn

        count = export_pbn(match, Path(args.pbn), protect=[args.match])
        out.write(word("cli.exported.pbn", count=count, file=printable(args.pbn)) + "\n")
        return 0
    if args.html:
        # late: the HTML report (~100 ms), only when it is written
        from teams_app.report_html import write_report

        write_report(match, args.html, args.lang, protect=[args.match])
        out.write(word("cli.exported.html", file=printable(args.html)) + "\n")
        return 0
    # late: the store (~130 ms), only in the commands that open a match
    from teams_app.csv_io import export_csv

    count = export_csv(match, args.csv, protect=[args.match])
    out.write(word("cli.exported.csv", count=count, file=printable(args.csv)) + "\n")
    return 0


def cmd_log(args: Any, out: TextIO | None = None) -> int:
    # late: the store (~130 ms), only in the commands that open a match
    from teams_app.store import MatchStore

    out = out or sys.stdout
    with MatchStore.open(args.match, read_only=True) as store:
        entries = store.log()
    if args.json:
        json.dump([{"id": e.id, "when": e.when, "action": e.action, "what": e.what,
                    "before": e.before, "after": e.after, "state": e.state,
                    "damaged": e.damaged}
                   for e in entries], out, ensure_ascii=False)
        out.write("\n")
        return 0
    before, after = word("cli.log.before"), word("cli.log.after")
    pad = max(len(before), len(after)) + 1
    for e in entries:
        flag = (word("cli.log.undone") if e.state == "undone" else "") + (
            word("cli.log.damaged") if e.damaged else "")
        out.write(f"#{e.id:<4} {printable(e.when)}  {printable(_log_what(e))}{flag}\n")
        if e.before is not None or e.after is not None:
            width = None if args.full else LOG_WIDTH
            out.write(f"       {before + ':':<{pad}} {_compact(e.before, width)}\n"
                      f"       {after + ':':<{pad}} {_compact(e.after, width)}\n")
    return 0


def _log_what(entry: Any) -> str:
    """An audit-log row's text in the language the command speaks: the words of the
    command it logged (an undo's, the one undone), or the row's own (a match created)."""
    # late: not every command needs it (the parser imports every command's module)
    from words.steps import entry_words

    what = entry_words(entry)
    action = getattr(entry, "action", "do")
    if action in ("undo", "redo"):
        return word(f"cli.log.{action}", what=what)
    return what


def _compact(value: Any, width: int | None) -> str:
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    if width is not None and len(text) > width:
        return text[: width - 1] + "…"
    return text


def cmd_undo_redo(which: str, args: Any, out: TextIO | None = None) -> int:
    # late: the store (~130 ms), only in the commands that open a match
    from teams_app import operations
    from teams_app.store import MatchStore
    from words.errors import error_text

    out = out or sys.stdout

    with MatchStore.open(args.match) as store:
        try:
            changes = (operations.undo if which == "undo" else operations.redo)(store)
        except MatchError as exc:
            if exc.key not in ("nothing_to_undo", "nothing_to_redo"):
                raise
            out.write(f"{error_text(exc)}\n")
            return 0
    out.write(f"{printable(done_text(changes))}\n")
    return 0


def cmd_restore(args: Any, out: TextIO | None = None) -> int:
    # late: the store (~130 ms), only in the commands that open a match
    from teams_app import operations
    from teams_app.store import MatchStore

    out = out or sys.stdout
    target = operations.restore_backup(backup=args.backup, target=args.match)
    with MatchStore.open(target, read_only=True) as store:
        results = len(store.match.results)
    out.write(word("cli.restored", count=results, file=printable(args.match),
                   backup=printable(args.backup)) + "\n")
    return 0
