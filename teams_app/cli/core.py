"""Subcommands of the match core: ``schedule`` and ``score``."""

from __future__ import annotations

import json
import math
import sys
from typing import Any, TextIO

from models.errors import InputError
from models.format import STOLITSA_36
from models.scorecards import ScoreCard
from models.scoring import Honours, board_conditions, check_honours, ns_score
from models.vocabulary import MAX_DIGITS, Contract, Direction, parse_tricks
from teams_app.cli.common import add_language, guarded
from words import word
from words.notation import direction_letter
from words.texts import roman


def register(subparsers: Any) -> None:
    schedule = subparsers.add_parser("schedule", help="print the whole match plan")
    schedule.add_argument("--turning", action="store_true",
                          help="turn the diagram at table 1 (sent blocks in partner's seat)")
    schedule.add_argument("--json", action="store_true", help="machine-readable output")
    add_language(schedule)
    schedule.set_defaults(func=guarded(lambda a: print_schedule(a.turning, a.json)))

    score = subparsers.add_parser(
        "score", help="score results given as JSON Lines on stdin",
        description='One JSON object per line: {"contract": "4SX", "declarer": "N", '
                    '"tricks": 10, "ns": "V60", "ew": "NV0"} or with "board": 7 instead '
                    'of ns/ew; optional "honours": "NS100", "NS150", "EW100" or "EW150" '
                    '(added to the side that held them).  Prints each object with '
                    '"ns_score", or "error".')
    score.set_defaults(func=guarded(cmd_score))


def cmd_score(args: Any) -> int:
    """``score``: stdin bytes that are not UTF-8 become a refused line, not a crash."""
    if hasattr(sys.stdin, "reconfigure"):
        sys.stdin.reconfigure(errors="surrogateescape")
    return score_lines(sys.stdin, sys.stdout)


def print_schedule(turning: bool, as_json: bool, out: TextIO | None = None) -> int:
    out = out or sys.stdout
    plan = STOLITSA_36.schedule(turning)
    if as_json:
        json.dump(plan, out, ensure_ascii=False)
        out.write("\n")
        return 0

    def letter(name: str) -> str:
        return direction_letter(Direction[name])

    turns = word("cli.plan_turning") if turning else ""
    out.write(word("cli.plan", format=plan["format"]) + turns + "\n")
    kinds = {"original": word("cli.plan_original"), "sent": word("cli.plan_sent")}
    width = max(len(k) for k in kinds.values())
    for rnd in plan["rounds"]:
        out.write("\n" + word("place.round", r=roman(rnd["round"])) + "\n")
        for table in rnd["tables"]:
            for block in table["blocks"]:
                seats = block["seats"]
                seat_text = "  ".join(f"{letter(d)}:{seats[d]}" for d in ("N", "E", "S", "W"))
                games = ", ".join(word("cli.plan_game", g=g["game"], d=g["deal"],
                                       dealer=letter(g["dealer"])) for g in block["games"])
                kind = kinds.get(block["kind"], block["kind"])
                out.write(f"  {word('cli.plan_table', t=table['table'])} {kind:<{width}} "
                          f"{seat_text}\n      {games}\n")
    return 0


def score_one(item: Any) -> int:
    """North-South's score of one ``score`` input object; raises ValueError if bad."""
    if not isinstance(item, dict):
        raise InputError("each line must be a JSON object")
    if "contract" not in item:
        raise InputError('"contract" is missing')
    contract = Contract.parse(str(item["contract"]))
    honours_value = item.get("honours")
    if honours_value is not None and not isinstance(honours_value, str):
        raise InputError(f'"honours": {_shown(honours_value)} must be "NS100", "NS150", "EW100", '
                         '"EW150" or empty')
    honours = Honours.parse(honours_value or "")
    check_honours(contract, honours)
    if contract is None:
        if item.get("declarer") not in (None, "") or item.get("tricks") not in (None, ""):
            raise InputError("PASS: a passed-out deal has no declarer and no tricks")
        return 0
    if item.get("declarer") in (None, ""):
        raise InputError(f'{contract}: "declarer" (N, E, S or W) is missing')
    declarer = Direction.parse(str(item["declarer"]))
    if item.get("tricks") in (None, ""):
        raise InputError(f'{contract}: "tricks" is missing')
    tricks_value = item["tricks"]
    if isinstance(tricks_value, bool) or not isinstance(tricks_value, int | str):
        raise InputError(f'"tricks": {_shown(tricks_value)} must be 0-13 or =, +N, -N')
    tricks = parse_tricks(tricks_value, contract)
    if "board" in item:
        if "ns" in item or "ew" in item:
            raise InputError('give either "board" or the score cards "ns"/"ew", not both')
        board = item["board"]
        if isinstance(board, bool) or not isinstance(board, int):
            raise InputError(f'"board": {_shown(board)} must be a whole number from 1')
        if board >= 10**MAX_DIGITS:
            raise InputError(f'"board": a board number has at most {MAX_DIGITS} digits')
        vul = board_conditions(board).vulnerability.is_vulnerable(declarer.line)
        return ns_score(contract, declarer, tricks, vul, 0, honours)
    cards = {}
    for line in ("ns", "ew"):
        if item.get(line) in (None, ""):
            raise InputError(f'"{line}" score card (like NV0 or V60) or "board" is missing')
        cards[line] = ScoreCard.parse(str(item[line]))
    card = cards["ns" if declarer.line.value == "NS" else "ew"]
    return ns_score(contract, declarer, tricks, card.vulnerable, card.part_score, honours)


#: The input keys ``score`` reads and writes back; anything else is left out.
SCORE_KEYS = ("board", "contract", "declarer", "tricks", "ns", "ew", "honours")
#: The longest input line ``score`` reads.
MAX_SCORE_LINE = 1000


def _shown(value: Any) -> str:
    text = repr(value) if not isinstance(value, dict | list) else json.dumps(value)
    return text if len(text) <= 40 else text[:40] + "…"


def _no_constant(name: str) -> Any:
    raise InputError(f"{name} is not a number JSON allows")


def _finite(text: str) -> float:
    """A JSON number with a fraction or an exponent; one past the range of a float
    (``1e999``, ``-1e400``: read as infinity, which no JSON line can give back) is
    refused, quoted as written."""
    value = float(text)
    if math.isfinite(value):
        return value
    shown = text if len(text) <= 20 else text[:20] + "…"
    raise InputError(f'"{shown}": the number is too large in absolute value to be read',
                     "number_too_large", {"text": shown})


def _check_text(value: Any) -> None:
    """Refuse strings that are not text (lone surrogates, from "\\ud800" escapes)."""
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise InputError("the line holds a lone surrogate (like \\ud800): not valid "
                         "text") from None


def score_lines(source: TextIO, out: TextIO) -> int:
    """Score each JSON Lines object: the object's own keys (:data:`SCORE_KEYS`) with
    ``ns_score``, or with ``error`` and ``line``.  Always valid JSON (no NaN)."""
    status = 0
    for number, line in enumerate(source, start=1):
        if not line.strip():
            continue
        kept: dict[str, Any] = {"line": number}  # until the line is read as an object
        try:
            item = _read_line(line)
            kept = ({k: item[k] for k in SCORE_KEYS if k in item} if isinstance(item, dict)
                    else {"input": item})
            result = dict(kept, ns_score=score_one(item))
        except ValueError as exc:
            result = dict(kept, error=f"line {number}: {exc}")
            status = 1
        out.write(_json_line(result))
        out.flush()
    return status


#: Characters JSON allows raw in strings that line-splitting tools take for line breaks.
_LINE_BREAKS = str.maketrans({"\x85": "\\u0085", "\u2028": "\\u2028", "\u2029": "\\u2029"})


def _json_line(value: Any) -> str:
    """One line of JSON Lines output: valid JSON (no NaN), no character that any tool
    reads as a line break."""
    return json.dumps(value, ensure_ascii=False, allow_nan=False).translate(_LINE_BREAKS) + "\n"


def _read_line(line: str) -> Any:
    """One JSON Lines object, bounded and checked; InputError saying what is wrong."""
    if len(line) > MAX_SCORE_LINE:
        raise InputError(f"the line is longer than {MAX_SCORE_LINE} characters")
    try:
        item = json.loads(line, parse_constant=_no_constant, parse_float=_finite)
    except json.JSONDecodeError as exc:
        raise InputError(f"not JSON: {exc.msg}") from None
    except RecursionError:
        raise InputError("not JSON this program reads: nested too deep") from None
    _check_text(item)
    return item
