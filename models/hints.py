"""What a room must do next: the hints the room and envelope views show.

Pure functions of a :class:`~models.match.Match` (no Qt, no store).  A hint is data — a
:class:`RoomHint` with a kind and its parameters — so that a view words it in its own
language (:mod:`words.hints`); ``RoomHint.text`` words it in English for the
command line, logs and tests.

Nothing here is remembered: a view that asks the same questions after every change keeps
the answers itself and forgets them when the operations' ``Changes`` concern them
(:class:`teams_app.session.EnvelopeAnswers`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from models import envelopes
from models.decks import deck_of
from models.format import BlockKind
from models.match import DealKey, Match, ReplayAt
from models.replays import Pending, _Carried, next_pending
from models.vocabulary import Direction, Line

_DIRECTION_WORD = {Direction.N: "North", Direction.E: "East", Direction.S: "South",
                   Direction.W: "West"}


def direction_word(direction: Direction) -> str:
    """A direction in English words (``"West"``)."""
    return _DIRECTION_WORD[direction]


class RoomHintKind(StrEnum):
    """What a :class:`RoomHint` says; its ``params`` hold the details named here."""

    #: game, deal (a DealKey: attempt > 0 is a replacement under the same score cards),
    #: dealer (Direction), step (a :class:`GameStep`), cards ((NS, EW) ScoreCards when
    #: the step is CARDS), from_table (when the step is ENVELOPES_FROM or WAIT_FOR)
    NEXT_GAME = "next_game"
    #: round, next_round: both tables finished the round
    ROUND_FINISHED = "round_finished"
    #: both tables finished the last round
    MATCH_FINISHED = "match_finished"
    #: round, other (the table still playing)
    WAIT_FOR_TABLE = "wait_for_table"
    #: table 1 with turning: its sent block is played with the diagram turned
    TURN = "turn"
    #: table 1 with turning, round (a new round, or with two decks the next original):
    #: the diagram turns back, the players swap envelopes back with their partner
    #: (seed 003: "в началото на всеки нов тур да разменят с партньора пликовете")
    TURN_BACK = "turn_back"
    #: an envelope step (``envelope`` holds the :class:`models.envelopes.Hint`)
    ENVELOPES = "envelopes"
    #: a replay (spec §11): deal (its DealKey), game, when (ReplayAt), after_game (the
    #: round's last game, for a round-end replay; None otherwise), last_round (bool: after
    #: the last round), dealer, cards ((NS, EW) or None), here (its cards are at the
    #: table), origin (the table that deals it), seats_games ((first, last) game of the
    #: block whose seats it is played in, when that is not the seating the table sits in
    #: now; None otherwise), seated (after the last round, a replay of an earlier round:
    #: (direction, code, player) for S, W, N, E; None otherwise)
    REPLAY = "replay"


class GameStep(StrEnum):
    """What comes with the next game, besides dealing it."""

    NONE = "none"
    DRAW_CARDS = "draw_cards"          # an original: draw its score cards
    CARDS = "cards"                    # an original: the drawn score cards
    ENVELOPES_FROM = "envelopes_from"  # a sent deal: its envelopes come from from_table
    WAIT_FOR = "wait_for"              # a sent deal not played at from_table yet
    WAIT_FOR_DECK = "wait_for_deck"    # an original whose deck is at from_table (deck)


@dataclass(frozen=True, slots=True)
class RoomHint:
    """Something a room must do next, as data (``kind``, ``params``) and in English."""

    table: int
    kind: RoomHintKind
    params: Mapping[str, Any] = field(default_factory=dict)
    #: the envelope step, for kind ENVELOPES (its ``command`` does it)
    envelope: envelopes.Hint | None = None

    @property
    def text(self) -> str:
        return english(self)

    def __str__(self) -> str:
        return self.text


def english(hint: RoomHint) -> str:
    """A room hint in English: ``"Table 2: game 1, deal 4, South deals; draw score cards"``."""
    p, table = hint.params, hint.table
    kind = hint.kind
    if kind is RoomHintKind.ENVELOPES:
        assert hint.envelope is not None
        return hint.envelope.text
    if kind is RoomHintKind.ROUND_FINISHED:
        return (f"Table {table}: round {p['round']} finished — show the balance, "
                f"then round {p['next_round']}")
    if kind is RoomHintKind.MATCH_FINISHED:
        return f"Table {table}: the match is finished"
    if kind is RoomHintKind.WAIT_FOR_TABLE:
        return f"Table {table}: round {p['round']} done — wait for table {p['other']}"
    if kind is RoomHintKind.TURN:
        return (f"Table {table}: the diagram turns — swap envelopes with your partner "
                "(each player takes his partner's direction)")
    if kind is RoomHintKind.TURN_BACK:
        return (f"Table {table}: round {p['round']} starts — swap envelopes with your "
                "partner back (each player takes his own direction again)")
    if kind is RoomHintKind.REPLAY:
        return f"Table {table}: " + replay_english(p)
    key: DealKey = p["deal"]
    what = f"deal {key}" + (" (replacement, same score cards)" if key.attempt else "")
    text = f"Table {table}: game {p['game']}, {what}, {direction_word(p['dealer'])} deals"
    step = p["step"]
    if step is GameStep.DRAW_CARDS:
        text += "; draw score cards"
    elif step is GameStep.CARDS:
        ns, ew = p["cards"]
        text += f"; scores NS {ns}, EW {ew}"
    elif step is GameStep.ENVELOPES_FROM:
        text += f"; envelopes from table {p['from_table']}"
    elif step is GameStep.WAIT_FOR:
        text += f" — wait: table {p['from_table']} has not played it yet"
    elif step is GameStep.WAIT_FOR_DECK:
        text += f" — wait for deck {p['deck']} from table {p['from_table']}"
    return text


def replay_english(p: Mapping[str, Any]) -> str:
    """A replay hint's words in English, without the table."""
    key: DealKey = p["deal"]
    if not p["here"]:
        if p.get("cards_from") is not None:
            return (f"wait for deal {key.deal}'s deck and envelopes from table "
                    f"{p['cards_from']}, then deal {key}")
        return f"wait for deal {key} from table {p['origin']}"
    if p["last_round"]:
        when = "after the last round: "
    elif p["after_game"] is not None:
        when = f"after game {p['after_game']}: "
    else:
        when = f"game {p['game']}: "
    text = f"{when}deal {key.deal} again ({key})"
    if p["cards"] is not None:
        ns, ew = p["cards"]
        text += f" — same score cards {ns}/{ew}"
    text += f", {direction_word(p['dealer'])} deals"
    if p["seats_games"] is not None:
        first, last = p["seats_games"]
        text += f"; sit as for games {first}–{last}"
    if p.get("seated"):
        text += "; seats: " + ", ".join(f"{d.name} {player} ({code})"
                                        for d, code, player in p["seated"])
    return text


def envelope_hints(match: Match, table: int, round_: int) -> list[envelopes.Hint]:
    """:func:`models.envelopes.next_actions` of a table in its current round."""
    return list(envelopes.next_actions(match, table, round_))


# -- what a room does next ----------------------------------------------------------------------


EnvelopeHints = Callable[[Match, int, int], Sequence[envelopes.Hint]]


#: a table's next game in a round: ``(round, table) -> Pending | None``
NextPending = Callable[[int, int], "Pending | None"]


def table_hints(match: Match, round_: int, table: int,
                envelope_steps: EnvelopeHints = envelope_hints,
                upcoming_of: NextPending | None = None) -> list[RoomHint]:
    """What a room must do next in a round: its next game (with the score cards to draw or
    the envelopes it waits for), the turning of the diagram, then its envelope steps
    (``envelope_steps(match, table, round_)``: :func:`envelope_hints`, or a view's
    remembered answers).  ``upcoming_of(round, table)``: each table's next game
    (:func:`models.replays.next_pending`, or the one a view worked out for this state)."""
    fmt = match.format
    hints: list[RoomHint] = []
    if upcoming_of is None:
        def upcoming_of(r: int, t: int) -> Pending | None:
            return next_pending(match, r, t)
    upcoming = upcoming_of(round_, table)
    steps = list(envelope_steps(match, table, round_))
    if upcoming is None:
        other = upcoming_of(round_, 3 - table)
        if other is not None:
            hints.append(RoomHint(table, RoomHintKind.WAIT_FOR_TABLE,
                                  {"round": round_, "other": 3 - table}))
        elif round_ < fmt.rounds:
            hints.append(RoomHint(table, RoomHintKind.ROUND_FINISHED,
                                  {"round": round_, "next_round": round_ + 1}))
        else:
            hints.append(RoomHint(table, RoomHintKind.MATCH_FINISHED))
    elif upcoming.replay:
        hints.append(RoomHint(table, RoomHintKind.REPLAY,
                              replay_params(match, table, upcoming)))
    else:
        game, key = upcoming.game, upcoming.key
        params: dict[str, Any] = {"game": game.game, "deal": key,
                                  "dealer": match.dealer(game.deal), "step": GameStep.NONE}
        if game.kind is BlockKind.ORIGINAL and not match.settings.board:
            cards = match.draws.get(game.deal)
            if cards is None:
                params["step"] = GameStep.DRAW_CARDS
            else:
                params["step"] = GameStep.CARDS
                params["cards"] = (cards[Line.NS], cards[Line.EW])
        elif game.kind is BlockKind.SENT:
            params["step"] = GameStep.ENVELOPES_FROM if upcoming.here else GameStep.WAIT_FOR
            params["from_table"] = game.origin_table
        if (game.kind is BlockKind.ORIGINAL and not upcoming.here
                and not any(s.kind is envelopes.HintKind.DEAL and s.params["deal"] == game.deal
                            for s in steps)):
            # its deck is in the other room (two decks: in the envelopes of that table's
            # deal, to be played here first); six decks say it in the deal step
            params["step"] = GameStep.WAIT_FOR_DECK
            params["deck"] = deck_of(match, game.deal)
            params["from_table"] = 3 - table
            params.pop("cards", None)
        hints.append(RoomHint(table, RoomHintKind.NEXT_GAME, params))
        if (match.settings.turning and table == 1 and game.kind is BlockKind.SENT
                and game.serial == 1 and key.attempt == 0):
            hints.append(RoomHint(table, RoomHintKind.TURN))
        if (match.settings.turning and table == 1 and game.kind is BlockKind.ORIGINAL
                and game.serial == 1 and key.attempt == 0 and round_ > 1):
            hints.append(RoomHint(table, RoomHintKind.TURN_BACK, {"round": round_}))
    hints.extend(RoomHint(table, RoomHintKind.ENVELOPES, envelope=hint) for hint in steps)
    return hints


def replay_params(match: Match, table: int, pending: Pending) -> dict[str, Any]:
    """What a :attr:`RoomHintKind.REPLAY` hint says of a replay a table plays next."""
    fmt = match.format
    game, key = pending.game, pending.key
    slot = fmt.slot(key.deal)
    cards = None
    if not match.settings.board:
        drawn = match.draws.get(key.deal)
        if drawn is not None:
            cards = (drawn[Line.NS], drawn[Line.EW])
    last_round = pending.when is ReplayAt.MATCH_END
    seats_games = None
    if match.settings.turning and table == 1:
        blocks = fmt.blocks(slot.round, table, True)
        block = next(b for b in blocks if b.kind is game.kind)
        # the seats the table sits in now: its last block of the round after the round
        # (or the match), the deal's own block when played in its place
        if pending.when in (ReplayAt.ROUND_END, ReplayAt.MATCH_END) \
                and block.kind is not blocks[-1].kind:
            seats_games = (block.games[0].game, block.games[-1].game)
    seated: tuple[tuple[Direction, str, str], ...] | None = None
    if last_round and slot.round != fmt.rounds:
        # played after the last round in the seats of its own round, by whoever holds
        # each code now: each player named
        seats = fmt.seats_for_game(slot.round, table, key.deal, match.settings.turning)
        seated = tuple((d, seats[d], match.player(seats[d], fmt.rounds))
                       for d in (Direction.S, Direction.W, Direction.N, Direction.E))
    cards_from = None
    if table == slot.origin_table and not pending.here:
        # the origin waits for its deal's deck and envelopes to come home
        where = _Carried(match).deck_table(key.deal, key)
        cards_from = where if where is not None else slot.other_table
    return {"deal": key, "game": game.game, "when": pending.when, "seated": seated,
            "cards_from": cards_from,
            "after_game": (fmt.games_per_round
                           if pending.when is ReplayAt.ROUND_END else None),
            "last_round": last_round, "dealer": match.dealer(key.deal), "cards": cards,
            "here": pending.here, "origin": slot.origin_table, "seats_games": seats_games,
            # the other table plays it from the envelopes the origin sends, as a sent deal
            "envelopes_from": None if table == slot.origin_table else slot.origin_table}
