"""Between a :class:`~models.match.Match` and the rows of a match file.

:func:`match_rows` turns the match into the rows the state tables should hold (an
"image": table -> primary key -> row); the store diffs the image before and after a
command and writes only what changed.  :func:`match_from_rows` builds the match back.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any

from models.codec import data_of, read_checked
from models.errors import InputError, MatchCoreError
from models.format import Team, get_format
from models.match import (
    Annulment,
    AnnulReason,
    DealKey,
    Match,
    ReplayAt,
    Seat,
    Settings,
    TableResult,
    TeamInfo,
)
from models.names import check_name, check_other_team, first_clash
from models.scorecards import ScoreCard
from models.vocabulary import Card, Line, format_contract

Row = tuple[Any, ...]
Image = dict[str, dict[Row, Row]]


def to_json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def match_rows(match: Match) -> Image:
    """Every state row of the match (extras values are the live Python values)."""
    image: Image = {}

    def put(table: str, pk: int, rows: Iterable[Row]) -> None:
        image[table] = {row[:pk]: row for row in rows}

    put("settings", 1, ((k, to_json(v)) for k, v in data_of(match.settings).items()))
    put("teams", 1, ((t.value, info.name) for t, info in match.teams.items()))
    put("players", 1, ((code, code.split("-")[0], seat.player,
                        str(seat.card) if seat.card else None)
                       for code, seat in match.seats.items()))
    put("reserves", 2, ((t.value, i, name) for t, info in match.teams.items()
                        for i, name in enumerate(info.reserves, start=1)))
    put("substitutions", 2, ((code, rnd, reserve)
                             for (code, rnd), reserve in match.substitutions.items()))
    fmt = match.format
    put("score_card_draws", 1, ((deal, fmt.slot(deal).origin_table, str(cards[Line.NS]),
                                 str(cards[Line.EW])) for deal, cards in match.draws.items()))
    put("results", 3, (_result_row(match, key, table, result)
                       for (key, table), result in match.results.items()))
    put("annulments", 2, ((key.deal, key.attempt, int(a.reason), int(a.after_match), a.note,
                           a.reason.text, int(a.no_replay), a.replay_at.value)
                          for key, a in match.annulments.items()))
    put("extras", 2, ((slot, key, value) for slot, values in match.extras.items()
                      for key, value in values.items()))
    return image


def _result_row(match: Match, key: DealKey, table: int, r: TableResult) -> Row:
    try:
        score = match.score(key, table)
    except MatchCoreError:
        score = None
    return (key.deal, key.attempt, table, format_contract(r.contract),
            r.declarer.name if r.declarer is not None else None, r.tricks,
            str(r.ns_card) if r.ns_card else None, str(r.ew_card) if r.ew_card else None,
            str(r.lead) if r.lead else None, str(r.honours) if r.honours else None, score)


class RowError(ValueError):
    """A row that does not make sense: which table, which row (``where``), what
    (``why``; ``cause``: the error that said it, a :class:`RowProblem` or the core's)."""

    def __init__(self, text: str, table: str = "", row: str = "", why: str = "",
                 cause: BaseException | None = None) -> None:
        super().__init__(text)
        self.table = table
        self.row = row
        self.why = why or text
        self.cause = cause


class RowProblem(ValueError):
    """What is wrong with a stored value, in English and by its message key
    (``file.<key>``, the part ``why`` of a :class:`RowError`)."""

    def __init__(self, text: str, key: str, **params: Any) -> None:
        super().__init__(text)
        self.key = key
        self.params = params


PLAYER_CODES = tuple(f"{team}-{i}" for team in "AB" for i in range(1, 5))
#: no deal is replayed more often than this (a bound on a stored attempt number)
_MOST_ATTEMPTS = 99
#: JSON in a stored row nests at most this deep (deeper would exhaust the recursion
#: limit of whatever reads it next)
MAX_JSON_DEPTH = 64


def _number(value: Any, what: str, low: int, high: int) -> int:
    """A stored whole number: an SQLite integer (text such as the Arabic-Indic "١",
    which Python's ``int`` would read as 1, is not one) within its range."""
    if type(value) is not int:
        raise RowProblem(f"{what} {value!r} is not a whole number", "row.not_number",
                         what=what, value=repr(value))
    if not low <= value <= high:
        raise RowProblem(f"{what} {value} is out of range ({low}-{high})",
                         "row.out_of_range", what=what, value=value, low=low, high=high)
    return value


def _text(value: Any, what: str) -> str:
    if not isinstance(value, str):
        raise RowProblem(f"{what} {value!r} is not text", "row.not_text", what=what,
                         value=repr(value))
    return value


def json_depth_ok(text: str, most: int = MAX_JSON_DEPTH) -> bool:
    """Whether JSON text nests at most ``most`` deep (counted without parsing: brackets
    outside strings)."""
    depth = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > most:
                return False
        elif char in "]}":
            depth -= 1
    return True


def _json(value: Any) -> Any:
    text = _text(value, "value")
    if not json_depth_ok(text):
        raise RowProblem(f"the JSON nests deeper than {MAX_JSON_DEPTH}", "row.json_deep",
                         most=MAX_JSON_DEPTH)
    return json.loads(text)


def _check_attempt(annulments: dict[DealKey, Annulment], key: DealKey) -> None:
    """A replay (attempt k > 0) exists only where attempt k - 1 was annulled with a
    replay to come."""
    if key.attempt == 0:
        return
    before = annulments.get(DealKey(key.deal, key.attempt - 1))
    if before is None or not before.awaits_replay:
        raise RowProblem(f"deal {key.deal} attempt {key.attempt}: no annulment of attempt "
                         f"{key.attempt - 1} made a replay", "row.no_replay", deal=key.deal,
                         attempt=key.attempt, before=key.attempt - 1)


def match_from_rows(read: Callable[[str], list[Row]]) -> Match:
    """The match held by the state tables; ``read(table)`` gives a table's rows in the
    column order of :data:`~teams_app.store.schema.STATE_TABLES`."""
    current: tuple[str, tuple[Any, ...]] = ("", ())

    def rows(table: str) -> list[Row]:
        nonlocal current
        found = read(table)
        current = (table, ())
        return found

    try:
        settings_data = {}
        for key, value in rows("settings"):
            current = ("settings", (key,))
            settings_data[_text(key, "key")] = _json(value)
        settings = read_checked(Settings, settings_data, "settings")
        fmt = get_format(settings.format_name)
        deals, rounds = fmt.deals, fmt.rounds
        reserves: dict[Team, list[str]] = {Team.A: [], Team.B: []}
        for team, _position, name in sorted(rows("reserves"), key=lambda r: (
                repr(r[0]), r[1] if type(r[1]) is int else 0)):
            current = ("reserves", (team, _position))
            _number(_position, "position", 1, 99)
            # the core's rule, as for a new match
            check_name(_text(name, "name"), f"team {team}: reserve")
            reserves[Team(team)].append(name)
        teams = {}
        for team, name in rows("teams"):
            current = ("teams", (team,))
            check_name(_text(name, "name"), f"team {team}")
            teams[Team(team)] = TeamInfo(name, tuple(reserves[Team(team)]))
        if set(teams) != set(Team):
            raise RowError("table teams: both teams A and B must be there", "teams", "",
                           "both teams A and B must be there",
                           RowProblem("both teams A and B must be there", "row.teams"))
        check_other_team(teams[Team.B].name, teams[Team.A].name)
        seats = {}
        for code, team, name, card in rows("players"):
            current = ("players", (code,))
            if code not in PLAYER_CODES or team != str(code).split("-")[0]:
                raise RowProblem(f"{code!r} (team {team!r}) is not a player code: "
                                 "A-1 to A-4, B-1 to B-4", "row.not_code_team",
                                 code=repr(code), team=repr(team))
            check_name(_text(name, "name"), f"player {code}")
            seats[code] = Seat(name, Card.parse(_text(card, "card")) if card else None)
        current = ("players", ())
        missing = [code for code in PLAYER_CODES if code not in seats]
        if missing:
            raise RowProblem(f"no row for {', '.join(missing)}: a match has all eight "
                             "players", "row.missing_players", codes=", ".join(missing))
        twice = first_clash([s.player for s in seats.values()]
                            + [r for info in teams.values() for r in info.reserves])
        if twice is not None:
            raise InputError(f'two players are called "{twice}": every player needs a '
                             "different name", "players_same", {"name": twice})
        substitutions = {}
        for code, from_round, reserve in rows("substitutions"):
            current = ("substitutions", (code, from_round))
            if code not in PLAYER_CODES:
                raise RowProblem(f"{code!r} is not a player code", "row.not_code",
                                 code=repr(code))
            substitutions[(code, _number(from_round, "round", 1, rounds))] = _text(
                reserve, "reserve")
        draws = {}
        for deal, _origin, ns, ew in rows("score_card_draws"):
            current = ("score_card_draws", (deal,))
            draws[_number(deal, "deal", 1, deals)] = {
                Line.NS: ScoreCard.parse(_text(ns, "ns")),
                Line.EW: ScoreCard.parse(_text(ew, "ew"))}
        annulments = {}
        for (deal, attempt, reason, after_match, note, _reason_text, _no_replay,
             replay_at) in rows("annulments"):
            current = ("annulments", (deal, attempt))
            annulments[DealKey(_number(deal, "deal", 1, deals),
                               _number(attempt, "attempt", 0, _MOST_ATTEMPTS))] = Annulment(
                AnnulReason.parse(reason), bool(after_match), _text(note or "", "note"),
                ReplayAt.parse(replay_at))
        for key in sorted(annulments, key=lambda k: (k.deal, k.attempt)):
            current = ("annulments", (key.deal, key.attempt))
            _check_attempt(annulments, key)
        results = {}
        for (deal, attempt, table, contract, declarer, tricks, ns_card, ew_card, lead,
             honours, _score) in rows("results"):
            current = ("results", (deal, attempt, table))
            key = DealKey(_number(deal, "deal", 1, deals),
                          _number(attempt, "attempt", 0, _MOST_ATTEMPTS))
            _check_attempt(annulments, key)
            results[(key, _number(table, "table", 1, 2))] = TableResult.parse(
                _text(contract, "contract"), _text(declarer or "", "declarer"),
                "" if tricks is None else _number(tricks, "tricks", 0, 13),
                _text(ns_card or "", "ns_card"), _text(ew_card or "", "ew_card"),
                _text(lead or "", "lead"), _text(honours or "", "honours"))
        extras: dict[str, dict[str, Any]] = {}
        for slot, key, value in rows("extras"):
            current = ("extras", (slot, key))
            extras.setdefault(_text(slot, "slot"), {})[_text(key, "key")] = _json(value)
    except RowError:
        raise
    except (MatchCoreError, ValueError, KeyError, TypeError, AttributeError,
            RecursionError) as exc:
        table, key = current
        where = f"table {table}" + (f", row {'/'.join(map(str, key))}" if key else "")
        raise RowError(f"{where}: {exc}", table, "/".join(map(str, key)), str(exc),
                       exc) from None
    return Match(teams=teams, seats=seats, settings=settings, substitutions=substitutions,
                 draws=draws, results=results, annulments=annulments, extras=extras)
