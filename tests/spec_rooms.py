"""The rooms of spec §3 and §13, written here from the spec for the tests (not with the
product's rules): where each code sits in each round, which table a person plays a deal
at, and what the person looking may see of the match.

- §3: the rotation table, round by round.
- §11: a replay is played in its deal's round's seats, by whoever holds each code now.
- §13: a table may see, of a deal, only what it has played itself until the deal's
  current attempt has results at both tables (a deal awaiting its replay has no such
  attempt; Law 86C: none of the last round while a replay is set for the end of the
  match).  A host who plays sees through his table's eyes, deal by deal; the laptop
  fixed in a room sees through that table's; a director who does not play sees all.
"""

from __future__ import annotations

from dataclasses import replace

from models.codec import read
from models.match import DealKey, Match, PlayedResult, ReplayAt
from words.texts import result_text

#: spec §3, round by round: table 1's S, N, W, E, then table 2's S, N, W, E
ROTATION = (
    ("A-1", "A-2", "B-3", "B-4", "B-1", "B-2", "A-3", "A-4"),
    ("A-1", "A-2", "B-1", "B-2", "B-3", "B-4", "A-3", "A-4"),
    ("A-1", "A-3", "B-4", "B-2", "B-3", "B-1", "A-2", "A-4"),
    ("A-1", "A-3", "B-1", "B-3", "B-2", "B-4", "A-2", "A-4"),
    ("A-1", "A-4", "B-2", "B-3", "B-1", "B-4", "A-2", "A-3"),
    ("A-1", "A-4", "B-1", "B-4", "B-2", "B-3", "A-2", "A-3"),
)
CODES = ("A-1", "A-2", "A-3", "A-4", "B-1", "B-2", "B-3", "B-4")
DEALS_PER_ROUND = 6


def spec_table(code: str, round_: int) -> int:
    """Where a code sits in a round (§3)."""
    return 1 if ROTATION[round_ - 1].index(code) < 4 else 2


def deal_round(deal: int) -> int:
    return (deal - 1) // DEALS_PER_ROUND + 1


def current_attempts(match: Match) -> dict[int, int]:
    found: dict[int, int] = {}
    for key in [k for k, _t in match.results] + list(match.annulments):
        found[key.deal] = max(found.get(key.deal, 0), key.attempt)
    return found


def round_now(match: Match) -> int:
    """The first round with a game still to play at either table (a deal whose current
    attempt lacks a result, or awaits a replay), else the last."""
    current = current_attempts(match)
    for round_ in range(1, len(ROTATION) + 1):
        for deal in range(DEALS_PER_ROUND * (round_ - 1) + 1, DEALS_PER_ROUND * round_ + 1):
            key = DealKey(deal, current.get(deal, 0))
            annulled = match.annulments.get(key)
            if annulled is not None and not annulled.after_match \
                    and annulled.replay_at not in (ReplayAt.NONE, ReplayAt.MATCH_END):
                return round_
            if annulled is None and any((key, t) not in match.results for t in (1, 2)):
                return round_
    return len(ROTATION)


def code_of(match: Match, person: str, round_: int) -> str | None:
    """The code ``person`` (a regular's code, or a reserve's name) holds in a round, by
    the match's substitutions: (code, from round) -> reserve."""
    def holder(code: str) -> str:
        taken = [(r, name) for (c, r), name in match.substitutions.items()
                 if c == code and r <= round_]
        return max(taken)[1] if taken else code
    if person in CODES:
        return person if holder(person) == person else None
    return next((c for c in CODES if holder(c) == person), None)


def eyes(match: Match, person: str | None, room: int | None) -> dict[int, int | None]:
    """Per deal, the table whose room the laptop may see (None: everything): the room it
    stays in, else the table where ``person`` plays the deal (§11, §13)."""
    deals = DEALS_PER_ROUND * len(ROTATION)
    if room is not None:
        return dict.fromkeys(range(1, deals + 1), room)
    if person is None:
        return dict.fromkeys(range(1, deals + 1), None)
    current, now = current_attempts(match), round_now(match)
    found: dict[int, int | None] = {}
    for deal in range(1, deals + 1):
        round_ = deal_round(deal)
        code = code_of(match, person, round_ if current.get(deal, 0) == 0 else now)
        found[deal] = None if code is None else spec_table(code, round_)
    return found


def hidden_deals(match: Match) -> set[int]:
    """§13 and Law 86C: the deals whose current attempt is not complete at both tables."""
    current = current_attempts(match)
    held = any(a.replay_at is ReplayAt.MATCH_END and not a.after_match and (
        current.get(k.deal) == k.attempt
        or sum((DealKey(k.deal, k.attempt + 1), t) in match.results for t in (1, 2)) < 2)
        for k, a in match.annulments.items())
    last = len(ROTATION)
    hidden = set()
    for deal in range(1, DEALS_PER_ROUND * last + 1):
        key = DealKey(deal, current.get(deal, 0))
        annulled = match.annulments.get(key)
        waits = annulled is not None and not annulled.after_match and \
            annulled.replay_at is not ReplayAt.NONE
        both = (key, 1) in match.results and (key, 2) in match.results
        if not both or waits or (held and deal_round(deal) == last):
            hidden.add(deal)
    return hidden


def stripped(match: Match, seen: dict[int, int | None]) -> Match:
    """The match as ``seen`` may see it (§13): another table's result of a hidden deal
    stays as "played" (under its score cards), one typed there to be confirmed as
    typed (nothing of what); its auctions and hands, the analysis and
    the hands dealt in advance of such a deal go.  The settings say the laptop shows
    all (a second window shows this copy as it is)."""
    hidden = {deal for deal in hidden_deals(match) if seen[deal] is not None}
    results = {}
    for (key, at), result in match.results.items():
        if key.deal in hidden and at != seen[key.deal]:
            results[key, at] = PlayedResult(None, ns_card=result.ns_card,
                                            ew_card=result.ew_card)
        else:
            results[key, at] = result
    extras = {}
    for slot, values in match.extras.items():
        kept = {}
        for name, value in values.items():
            deal_part, _, at = name.partition(":")
            number = deal_part.split("R")[0]
            if (slot in ("auction", "hands", "dd", "predealt", "unconfirmed")
                    and number.isdigit() and int(number) in hidden
                    and (slot in ("dd", "predealt") or at != str(seen[int(number)]))):
                if slot == "unconfirmed":
                    # typed there, as a result stays "played": that it was, not what
                    kept[name] = {"hidden": True}
                continue
            kept[name] = value
        if kept:
            extras[slot] = kept
    return Match(teams=dict(match.teams), seats=dict(match.seats),
                 settings=replace(match.settings, host_table=None, host_player=None),
                 substitutions=dict(match.substitutions),
                 draws={d: dict(c) for d, c in match.draws.items()}, results=results,
                 annulments=dict(match.annulments), extras=extras)


def secrets(match: Match, seen: dict[int, int | None]) -> set[str]:
    """The texts of every result ``seen`` may not see (as lists and steps write them),
    less those a result it may see is also written as."""
    shown = stripped(match, seen)
    found, visible = set(), set()
    waiting = [(key, value) for key, value in match.extras.get("unconfirmed", {}).items()]
    for slot, result in match.results.items():
        texts = {result_text(result), result_text(result, honours=True, tricks=True)}
        if shown.results[slot].hidden:
            if result.contract is not None:
                found |= texts
        else:
            visible |= texts
    from models.match import TableResult

    kept = shown.extras.get("unconfirmed", {})
    for key, value in waiting:
        try:
            result = read(TableResult, dict(value["result"]))
        except (KeyError, TypeError, ValueError):
            continue
        texts = {result_text(result), result_text(result, honours=True, tricks=True)}
        if key in kept and not kept[key].get("hidden"):
            visible |= texts
        elif result.contract is not None:
            found |= texts
    return found - visible
