"""``teams-app envelopes``: where the envelopes and decks are, what each table does next
with them, and the host's actions (:mod:`models.envelopes`, through the operations).

Without an action it lists a round (the current one by default): each table's deals
with their stage, its next steps, and where every deck and envelope is.  The host's
actions are those of the Envelopes tab: ``--carry T`` (table T's originals packed and
carried), ``--check T`` (what arrived at table T checked: all there, or ``--short
DEAL:DIRECTION:CARDS`` for the one envelope found otherwise) and ``--sent-back T`` (the
other table's envelopes played at T went home; the results say it by themselves too).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

import words
from models import envelopes as env
from models.codec import command_data
from models.errors import InputError, printable
from models.queries import current_round
from models.vocabulary import Direction
from teams_app.cli.common import done_text, match_command, number
from words import word
from words.notation import direction_letter
from words.texts import entry_words

#: The host's actions: option, hint kind (its value), operation name.
ACTIONS = (("carry", "carry", "carry_envelopes"), ("check", "check", "check_envelopes"),
           ("sent_back", "return", "return_envelopes"))


def register(subparsers: Any) -> None:
    with match_command(
            subparsers, "envelopes", cmd_envelopes,
            help="where the envelopes are and what each table does next; the host's carry "
                 "and check",
            description="Without an action: each table's deals of the round (the current one "
                        "unless --round), their envelopes' stage, the table's next steps and "
                        "where every deck and envelope is.  The results move the envelopes "
                        "on; the host says two things per table and round: --carry T (table "
                        "T's originals are packed and carried to the other table) and --check "
                        "T (the envelopes that arrived at table T hold 13 cards each and the "
                        "score cards; --short DEAL:DIRECTION:CARDS names the one envelope "
                        "found otherwise, e.g. 8:W:12).  --sent-back T: the other table's "
                        "envelopes played at table T went back home.") as parser:
        parser.add_argument("--round", type=number, metavar="R",
                            help="the round (default: the current round; with an action, the "
                                 "round the table's step belongs to)")
        action = parser.add_mutually_exclusive_group()
        action.add_argument("--carry", type=_table, metavar="TABLE",
                            help="table TABLE's originals of the round are packed and carried")
        action.add_argument("--check", type=_table, metavar="TABLE",
                            help="the envelopes that arrived at table TABLE are checked: all "
                                 "13 cards (and the score cards) there")
        action.add_argument("--sent-back", dest="sent_back", type=_table, metavar="TABLE",
                            help="the other table's envelopes played at table TABLE went home")
        parser.add_argument("--short", type=_short, metavar="DEAL:DIRECTION:CARDS",
                            help="with --check: the one envelope found otherwise, e.g. 8:W:12")
        parser.add_argument("--no-score-cards", dest="no_score_cards", action="store_true",
                            help="with --check --short: that envelope came without its score "
                                 "cards")
        parser.add_argument("--json", action="store_true", help="machine-readable output")
        parser.set_defaults(parser=parser)


def _table(text: str) -> int:
    table = number(text)
    if table not in (1, 2):
        raise argparse.ArgumentTypeError(word("cli.tables", table=table))
    return table


def _short(text: str) -> tuple[int, Any, int]:
    """``"8:W:12"`` -> (8, Direction.W, 12); a usage error says what is wrong."""
    parts = text.split(":")
    if len(parts) != 3:
        raise argparse.ArgumentTypeError(word("cli.short_form", text=printable(text)))
    deal, direction, cards = parts

    try:  # the language's letters too (bg З, ru В), as on the screen
        found = entry_words().direction(direction.strip().upper()) or Direction.parse(direction)
    except InputError as exc:  # worded in the language of --lang (main speaks it)
        # late: not every command needs it (the parser imports every command's module)
        from words.errors import error_text

        raise argparse.ArgumentTypeError(error_text(exc)) from None
    return number(deal), found, number(cards)


def cmd_envelopes(args: Any, out: TextIO | None = None) -> int:
    out = out or sys.stdout
    parser: argparse.ArgumentParser = args.parser
    chosen = [(option, kind, operation) for option, kind, operation in ACTIONS
              if getattr(args, option) is not None]
    if (args.short is not None or args.no_score_cards) and not args.check:
        parser.error(word("cli.short_with_check"))
    if args.no_score_cards and args.short is None:
        parser.error(word("cli.no_cards_with_short"))
    if not chosen:
        return _list(args, out)
    option, kind, operation = chosen[0]
    return _act(args, getattr(args, option), kind, operation, out)


def _list(args: Any, out: TextIO) -> int:
    # late: the store (~130 ms), only in the commands that open a match
    from teams_app.store import MatchStore

    with MatchStore.open(args.match, read_only=True) as store:
        report = envelopes_report(store.match, args.round)
    if args.json:
        json.dump(report, out, ensure_ascii=False)
        out.write("\n")
        return 0
    out.write(_text(report))
    return 0


def _act(args: Any, table: int, kind: str, operation: str, out: TextIO) -> int:
    # late: the store (~130 ms), only in the commands that open a match
    from teams_app import operations
    from teams_app.store import MatchStore

    with MatchStore.open(args.match) as store:
        match = store.match
        round_ = args.round if args.round is not None else _round_of(match, table, kind)
        options: dict[str, Any] = {}
        if operation == "check_envelopes":
            options["short"] = args.short
            if args.no_score_cards:
                options["score_cards"] = False
        changes = getattr(operations, operation)(store, table=table, round=round_, **options)
        proposals = [p for p in env.proposed_annulments(store.match)
                     if p.deal in changes.deals]
        problems = env.arrival_problems(store.match)
    shown = [(p, _proposal_text(p, problems)) for p in proposals]
    if args.json:
        json.dump({"done": done_text(changes),
                   "proposed": [{"deal": p.deal, "reason": int(p.reason),
                                 "text": text} for p, text in shown]},
                  out, ensure_ascii=False)
        out.write("\n")
        return 0
    out.write(f"{done_text(changes)}\n")
    for proposal, text in shown:
        command = f"teams-app annul MATCH {proposal.deal} --reason {int(proposal.reason)}"
        out.write(f"{word('cli.proposed', what=text)}\n"
                  f"{word('cli.to_annul', command=command)}\n")
    return 0


def _proposal_text(proposal: Any, problems: Any) -> str:
    """A proposal to annul: the core's English in English, else worded from the catalog."""
    # late: not every command needs it (the parser imports every command's module)
    from words.hints import proposal_text

    return proposal.message if words.language() == "en" else proposal_text(proposal, problems)


def _round_of(match: Any, table: int, kind: str) -> int:
    """The round of the table's step of that kind now (the current round when none: the
    core's refusal then says why)."""
    current = current_round(match)
    for hint in env.next_actions(match, table, current):
        if hint.kind is not None and hint.kind.value == kind and hint.params.get("deals"):
            return int(match.format.slot(hint.params["deals"][0]).round)
    return current


# -- the listing ----------------------------------------------------------------------------


def envelopes_report(match: Any, round_: int | None = None) -> dict[str, Any]:
    """A round seen from the envelopes as plain data (the ``--json`` output)."""
    # late: not every command needs it (the parser imports every command's module)
    from models.steps import ENVELOPE_KINDS, play_steps
    from words.hints import envelope_hint_text
    from words.places import stage_words

    english = words.language() == "en"  # the core's own English, else the catalog's
    current = current_round(match)
    chosen = current if round_ is None else round_
    seen = env.overview(match, chosen)
    locations = seen.locations
    actions = {kind: option.replace("_", "-") for option, kind, _ in ACTIONS}
    # a step's option is given when the core offers that step now (models.steps)
    offered = [command_data(step.command) for step in play_steps(match)
               if step.kind in ENVELOPE_KINDS and step.command is not None]
    tables = []
    for table in (1, 2):
        deals = [{"deal": d.deal, "serial": d.serial, "deck": d.deck,
                  "stage": d.stage.value,
                  "text": d.text if english or d.info is None else stage_words(d.info)}
                 for d in locations.deals if d.origin_table == table]
        steps = []
        for hint in seen.hints[table]:
            kind = hint.kind.value if hint.kind is not None else None
            action = (actions.get(kind or "") if hint.command is not None
                      and command_data(hint.command) in offered else None)
            steps.append({"kind": kind,
                          "text": hint.text if english else envelope_hint_text(hint),
                          "deals": list(hint.params.get("deals", ())),
                          "action": None if action is None else f"--{action} {table}"})
        tables.append({"table": table, "deals": deals, "next": steps})
    return {
        "round": chosen, "current_round": current, "decks": env.deck_count(match),
        "tables": tables,
        "deck_places": [_place(location, english) | {"deck": deck}
                        for deck, location in locations.decks.items()],
        "envelopes": [_place(location, english) | {"table": e.table,
                                                   "direction": e.direction.name,
                                                   "serial": e.serial}
                      for e, location in locations.envelopes.items()],
    }


def _place(location: Any, english: bool) -> dict[str, Any]:
    # late: not every command needs it (the parser imports every command's module)
    from words.places import location_words

    return {"place": location.place.value, "to_table": location.to_table,
            "deal": location.deal,
            "text": str(location) if english else location_words(location)}


def _text(report: dict[str, Any]) -> str:
    """The listing for people, in the language the command speaks."""
    # late: not every command needs it (the parser imports every command's module)
    from words.hints import table_prefix

    current = word("cli.current") if report["round"] == report["current_round"] else ""
    lines = [word("cli.round", count=report["decks"], round=report["round"],
                  current=current)]
    for table in report["tables"]:
        lines += ["", word("place.table", t=table["table"])]
        lines += ["  " + word("cli.deal", deal=d["deal"], serial=d["serial"], deck=d["deck"],
                              what=d["text"]) for d in table["deals"]]
        if not table["next"]:
            lines.append("  " + word("cli.nothing_next"))
        for step in table["next"]:
            text = step["text"].removeprefix(f"Table {table['table']}: ")
            text = text.removeprefix(table_prefix(table["table"]))
            how = f"   [{step['action']}]" if step["action"] else ""
            lines.append("  " + word("cli.next", what=text) + how)
    lines += ["", word("cli.decks")]
    lines += ["  " + word("cli.deck", deck=d["deck"], what=d["text"])
              for d in report["deck_places"]]
    lines += ["", word("cli.envelopes")]
    lines += ["  " + word("cli.envelope", t=e["table"], what=e["text"],
                          envelope=direction_letter(Direction[e["direction"]]) + str(e["serial"]))
              for e in report["envelopes"]]
    return "\n".join(lines) + "\n"
