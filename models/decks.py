"""Which deck deals which deal, and where each deck starts (spec §5, §6).

Six decks (the default): deck (t, k) — numbered (t-1)·n + k — serves serial k of table t
in every round; it travels in that serial's envelopes, so a deal can be dealt only when
the same serial of the previous round is back home.  Two decks (``Settings.two_decks``,
the seed's fallback): each table deals with one deck, the two decks alternating; a deck
played at both tables is dealt again at the second table for its next original (deck 1
starts at table 1, deck 2 at table 2).
"""

from __future__ import annotations

from models.errors import InputError, MatchError
from models.format import DealSlot, MatchFormat
from models.match import DealKey, Match, ReplayAt


def deck_count(match: Match) -> int:
    """How many decks the match uses: 2 with ``two_decks``, else the format's decks."""
    if match.settings.two_decks:
        return 2
    fmt = match.format
    if fmt.decks != fmt.games_per_round:
        raise MatchError(f"format {fmt.name}: {fmt.decks} decks for "
                         f"{fmt.games_per_round} games a round is not supported by the "
                         "envelope tracker (it knows one deck per game, or two decks)",
                         "decks_unsupported", {"format": fmt.name, "decks": fmt.decks,
                                               "games": fmt.games_per_round})
    return fmt.decks


def _index(fmt: MatchFormat, slot: DealSlot) -> int:
    """The how-manieth original of its table a deal is (0-based, across rounds)."""
    return (slot.round - 1) * fmt.originals_per_table + slot.serial - 1


def _from_index(fmt: MatchFormat, table: int, index: int) -> int:
    n = fmt.originals_per_table
    return fmt.deal_number(index // n + 1, table, index % n + 1)


def deck_of(match: Match, deal: int) -> int:
    """The deck a deal is dealt with (1-based)."""
    fmt = match.format
    slot = fmt.slot(deal)
    if deck_count(match) == 2:
        return (slot.origin_table - 1 + _index(fmt, slot)) % 2 + 1
    return (slot.origin_table - 1) * fmt.originals_per_table + slot.serial


def deck_home(match: Match, deck: int) -> int:
    """The table a deck starts the match at."""
    _check_deck(match, deck)
    if deck_count(match) == 2:
        return deck
    return (deck - 1) // match.format.originals_per_table + 1


def deck_deals(match: Match, deck: int) -> list[int]:
    """The deals dealt with a deck, in the order they are dealt."""
    _check_deck(match, deck)
    fmt = match.format
    n = fmt.originals_per_table
    if deck_count(match) == 2:
        return [_from_index(fmt, deck if j % 2 == 0 else 3 - deck, j)
                for j in range(fmt.rounds * n)]
    table, serial = (deck - 1) // n + 1, (deck - 1) % n + 1
    return [fmt.deal_number(r, table, serial) for r in range(1, fmt.rounds + 1)]


def _check_deck(match: Match, deck: int) -> None:
    count = deck_count(match)
    if not 1 <= deck <= count:
        raise InputError(f"deck {deck}: decks are 1-{count}", "deck_range",
                         {"deck": deck, "count": count})


def _deck_neighbours(match: Match, deal: int) -> tuple[int | None, int | None]:
    """The deals dealt with the same deck just before and just after this one."""
    chain = deck_deals(match, deck_of(match, deal))
    at = chain.index(deal)
    return (chain[at - 1] if at > 0 else None,
            chain[at + 1] if at + 1 < len(chain) else None)


def replay_anchor(match: Match, key: DealKey) -> int:
    """Two decks (spec §5, §11): the deal after whose play a replay is dealt, with that
    deal's cards — the origin deals a replay from the cards it holds then.  A replay now
    (the deal had not left its table) reshuffles the deal's own cards; one at the end of
    the round is dealt with the cards of the other table's last original of the round,
    the origin's last game, free once played; after the last round (at the end of the
    match) with those of the table's own last original, home with its envelopes.  Six
    decks: the deal itself (its own deck)."""
    fmt = match.format
    if not match.settings.two_decks or key.attempt == 0:
        return key.deal
    annulled = DealKey(key.deal, key.attempt - 1)
    annulment = match.annulments.get(annulled)
    when = ReplayAt.NOW if annulment is None else annulment.when
    if when is ReplayAt.NOW:
        return replay_anchor(match, annulled)
    slot = fmt.slot(key.deal)
    if when is ReplayAt.ROUND_END and slot.round < fmt.rounds:
        return fmt.deal_number(slot.round, slot.other_table, fmt.originals_per_table)
    # after the last round every deck has gone home with its envelopes: the table's
    # own last original's cards are there, free
    return fmt.deal_number(fmt.rounds, slot.origin_table, fmt.originals_per_table)


def replay_deck(match: Match, key: DealKey) -> int:
    """The deck an attempt is dealt with: the deal's own, or with two decks the one of
    :func:`replay_anchor`."""
    return deck_of(match, replay_anchor(match, key))
