"""Between a :class:`~models.match.Match` and the rows of a match file.

:func:`match_rows` turns the match into the rows the state tables should hold (an
"image": table -> primary key -> row); the store diffs the image before and after a
command and writes only what changed.  :func:`match_from_rows` builds the match back.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any

from models.errors import InputError, MatchCoreError
from models.format import Team
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
    check_name,
    check_other_team,
    first_clash,
)
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

    put("settings", 1, ((k, to_json(v)) for k, v in match.settings.to_dict().items()))
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
    """A row that does not make sense: which table, which row, what."""


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
            settings_data[key] = json.loads(value)
        settings = Settings.from_dict(settings_data)
        reserves: dict[Team, list[str]] = {Team.A: [], Team.B: []}
        for team, _position, name in sorted(rows("reserves")):
            current = ("reserves", (team, _position))
            check_name(name, f"team {team}: reserve")  # the core's rule, as for a new match
            reserves[Team(team)].append(name)
        teams = {}
        for team, name in rows("teams"):
            current = ("teams", (team,))
            check_name(name, f"team {team}")
            teams[Team(team)] = TeamInfo(name, tuple(reserves[Team(team)]))
        if set(teams) != set(Team):
            raise RowError("teams: both teams A and B must be there")
        check_other_team(teams[Team.B].name, teams[Team.A].name)
        seats = {}
        for code, _team, name, card in rows("players"):
            current = ("players", (code,))
            check_name(name, f"player {code}")
            seats[code] = Seat(name, Card.parse(card) if card else None)
        current = ("players", ())
        twice = first_clash([s.player for s in seats.values()]
                            + [r for info in teams.values() for r in info.reserves])
        if twice is not None:
            raise InputError(f'two players are called "{twice}": every player needs a '
                             "different name")
        substitutions = {}
        for code, from_round, reserve in rows("substitutions"):
            current = ("substitutions", (code, from_round))
            substitutions[(code, int(from_round))] = reserve
        draws = {}
        for deal, _origin, ns, ew in rows("score_card_draws"):
            current = ("score_card_draws", (deal,))
            draws[int(deal)] = {Line.NS: ScoreCard.parse(ns), Line.EW: ScoreCard.parse(ew)}
        results = {}
        for (deal, attempt, table, contract, declarer, tricks, ns_card, ew_card, lead,
             honours, _score) in rows("results"):
            current = ("results", (deal, attempt, table))
            results[(DealKey(int(deal), int(attempt)), int(table))] = TableResult.parse(
                contract, declarer or "", "" if tricks is None else int(tricks),
                ns_card or "", ew_card or "", lead or "", honours or "")
        annulments = {}
        for (deal, attempt, reason, after_match, note, _text, _no_replay,
             replay_at) in rows("annulments"):
            current = ("annulments", (deal, attempt))
            annulments[DealKey(int(deal), int(attempt))] = Annulment(
                AnnulReason.parse(reason), bool(after_match), note, ReplayAt.parse(replay_at))
        extras: dict[str, dict[str, Any]] = {}
        for slot, key, value in rows("extras"):
            current = ("extras", (slot, key))
            extras.setdefault(slot, {})[key] = json.loads(value)
    except RowError:
        raise
    except (MatchCoreError, ValueError, KeyError, TypeError) as exc:
        table, key = current
        where = f"table {table}" + (f", row {'/'.join(map(str, key))}" if key else "")
        raise RowError(f"{where}: {exc}") from None
    return Match(teams=teams, seats=seats, settings=settings, substitutions=substitutions,
                 draws=draws, results=results, annulments=annulments, extras=extras)
