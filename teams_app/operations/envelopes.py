"""The envelopes and decks (:mod:`models.envelopes`): the courier's steps as intents."""

from __future__ import annotations

from typing import TYPE_CHECKING

from teams_app.operations.changes import Changes, applied

if TYPE_CHECKING:
    from models.registry import Command
    from models.vocabulary import Direction
    from teams_app.store import MatchStore


def envelope_action(store: MatchStore, *, command: Command) -> Changes:
    """Apply one of :mod:`models.envelopes`' courier commands (deal, pack, carry, check
    on arrival, play, return), or a batch of them (a hint's command)."""
    return applied(store, command)


def envelope_step(store: MatchStore, *, deal: int, action: str,
                  direction: Direction | None = None) -> Changes:
    """One step of a deal's envelopes (``"deal"``, ``"play_home"``, ``"return"``…)."""
    # late: the command classes load with the first change, not to show a match
    from models import envelopes as env

    if direction is None:
        command = env.EnvelopeAction(deal, env.Action(action))
    else:
        command = env.EnvelopeAction(deal, env.Action(action), direction)
    return envelope_action(store, command=command)


def pack_envelopes(store: MatchStore, *, deal: int) -> Changes:
    """Pack every envelope of a deal not packed yet (one step)."""
    # late: the command classes load with the first change, not to show a match
    from models import envelopes as env

    return envelope_action(store, command=env.pack_all(store.match, deal))


def carry_envelopes(store: MatchStore, *, table: int, round: int) -> Changes:
    """"Table 1's deals of round II are packed and carried to table 2", as one step;
    refused until the table's originals of the round are played there."""
    # late: the command classes load with the first change, not to show a match
    from models import envelopes as env

    return envelope_action(store, command=env.carry_round(store.match, table, round))


def check_envelopes(store: MatchStore, *, table: int, round: int,
                    short: tuple[int, Direction | str, int] | None = None,
                    score_cards: bool | None = None) -> Changes:
    """The envelopes that arrived at ``table`` in a round checked on arrival, as one step:
    all 13 cards and the score cards there — or ``short`` = (deal, direction, cards): one
    envelope held another number of cards (the deal is then proposed for annulment,
    reason 3), or, with ``score_cards`` False, came without its score cards."""
    # late: the command classes load with the first change, not to show a match
    from models import envelopes as env

    # late: the command classes load with the first change, not to show a match
    from models.vocabulary import Direction

    found = None
    if short is not None:
        deal, direction, cards = short
        found = (deal, direction if isinstance(direction, Direction)
                 else Direction.parse(direction), cards)
    command = env.check_round(store.match, table, round, found, score_cards=score_cards)
    return envelope_action(store, command=command)


def return_envelopes(store: MatchStore, *, table: int, round: int) -> Changes:
    """"The other table's envelopes of a round, played at ``table``, went back home", as
    one step — the host's word before the results say it (they do by themselves: the
    next deal dealt with them, or its score cards drawn)."""
    # late: the command classes load with the first change, not to show a match
    from models import envelopes as env

    return envelope_action(store, command=env.return_round(store.match, table, round))
