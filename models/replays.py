"""Where each attempt of a deal is, and what a table plays next (spec §11, "How a replay
travels").

Deal D is dealt at its origin table O and goes to the other table T.  Its first attempt
(``DealKey(D, 0)``) follows the envelope state machine (:mod:`models.envelopes`; its
state here from :mod:`models.envelope_view`); an annulled attempt awaiting its replay
gives the next attempt, ``DR1``, played when the annulment's ``replay_at`` says:

- ``now``: at O in D's place (its cards are home at O: D had not left O, or T played it,
  or it arrived short and went straight home), then at T once O has played it;
- ``round-end``: after the six games of D's round, at O first (once D's cards are home),
  then at T (once O has played it);
- ``match-end``: as an extra game after the last round, in the same order;
- ``none``: not replayed.

A table is only asked for what it holds: :func:`table_queue` lists a table's games still
to play in a round in the order it plays them, each marked with whether its cards are
there; :func:`next_game` suggests the first that is, else the first it waits for.  A
result is accepted whenever some order of play allows it (a result at a table is itself
evidence that the deal reached it), except a replay at T before O has entered its result
for that replay: nobody has dealt it yet (:func:`check_replay_reached`).

Everything here is derived from the results, the annulments and the envelope states:
nothing is stored, so undo and redo need nothing of their own.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Final

from models import extras
from models.decks import deck_deals, deck_of, replay_anchor, replay_deck
from models.envelope_state import Stage
from models.envelope_view import _View, deal_envelopes
from models.errors import MatchError
from models.format import Game
from models.match import Annulment, AnnulReason, DealKey, Match, ReplayAt
from models.reads import Area, reads
from models.vocabulary import Line

#: Where a game stands in a table's round: its game (0-5), a round-end replay after the
#: six games, a match-end replay after everything.
_ROUND_END: Final = 100
_MATCH_END: Final = 200


@dataclass(frozen=True, slots=True)
class Pending:
    """A game a table still has to play in a round: which attempt, whether its cards are
    at the table now (else it waits for them), and, for a replay, when it is played."""

    game: Game
    key: DealKey
    here: bool
    when: ReplayAt | None = None  # None: not a replay
    order: int = 0

    @property
    def replay(self) -> bool:
        return self.key.attempt > 0


class _Carried:
    """Whether the host recorded a deal's envelopes carried (or further), the envelope
    states worked out once for all the deals one question asks about; a damaged envelope
    state says nothing here (the Envelopes tab reports it)."""

    def __init__(self, match: Match) -> None:
        self.match = match
        self.view: _View | None = None

    def __call__(self, deal: int) -> bool:
        try:
            return self.get().state(deal).stage >= Stage.IN_TRANSIT
        except MatchError:
            return False

    def get(self) -> _View:
        if self.view is None:
            self.view = _View(self.match)
        return self.view

    def deck_ready(self, deal: int, table: int) -> bool:
        """An original's deck is at its table and free to deal it: it holds this deal,
        or the deal it served last is done (played at both tables, or annulled, or its
        envelopes home) — not cards a table still has to play.  Damaged envelope states
        say nothing here (the Envelopes tab reports them)."""
        try:
            view = self.get()
            number = deck_of(self.match, deal)
            where = view.deck(number)
            held = None if where.deal is None else DealKey(where.deal, where.attempt)
            if held is not None and held.deal == deal:
                return where.place.table == table  # dealt already
            chain = deck_deals(self.match, number)
            before = chain[chain.index(deal) - 1] if chain.index(deal) else None
            served = None if held is None else replay_anchor(self.match, held)
            if served != before:
                return False  # the deck serves the deal before it in its order first
            if (held is not None and view.closed(held)
                    and table in (where.place.table, where.to_table)):
                return True  # an annulled deal's cards came over: nobody plays them again
            if where.place.table != table:
                return False
            return held is None or view.attempt_state(held).stage >= Stage.PLAYED_AWAY
        except MatchError:
            return True

    def deck_table(self, deal: int, key: DealKey | None = None) -> int | None:
        """The table the deck (and envelopes) a deal (or one attempt of it: two decks
        deal a replay with other cards) is dealt with are at now (None: on the way; the
        origin when the envelope states are damaged)."""
        try:
            return self.get().deck(replay_deck(self.match, key or DealKey(deal))).place.table
        except MatchError:
            return self.match.format.slot(deal).origin_table


def _later_result_at(match: Match, key: DealKey, table: int) -> bool:
    """The origin table entered a result for a game it plays after this deal's (the deal's
    cards went over by then: six decks, once it plays a sent deal of that round or a later
    one; two decks, once it plays any later game)."""
    fmt = match.format
    slot = fmt.slot(key.deal)
    two = match.settings.two_decks
    for result_key, where in match.results:
        if where != table:
            continue
        other = fmt.slot(result_key.deal)
        if other.round > slot.round:
            return True
        if other.round < slot.round or result_key.deal == key.deal:
            continue
        if other.origin_table != table:  # a sent deal of the same round
            if not two or other.serial >= slot.serial:
                return True
        elif two and other.serial > slot.serial:
            return True
    return False


def has_left_origin(match: Match, key: DealKey, carried: _Carried | None = None) -> bool:
    """The attempt's cards have left their origin table (carried, or played at the other
    table, or the origin has moved on past the exchange)."""
    fmt = match.format
    slot = fmt.slot(key.deal)
    if (key, slot.other_table) in match.results:
        return True
    if key.attempt > 0:
        # a replay is played after the games around it: no later result says; its own
        # envelopes do, once carried
        try:
            return (carried or _Carried(match)).get().attempt_state(key).stage >= \
                Stage.IN_TRANSIT
        except MatchError:
            return False
    if (carried or _Carried(match))(key.deal):
        return True
    return (key, slot.origin_table) in match.results and _later_result_at(
        match, key, slot.origin_table)


def gone_on_from(match: Match, deal: int) -> int | None:
    """The latest round a table has entered a result in, when it is later than the deal's
    own: that table has gone on, the deal's deck has served the later round's deal, and
    its round is over for it — a replay now or at the end of the deal's round would hold
    that table back in a round it has left (the deck it needs held by the later deal, the
    rooms waiting for each other): the default is then the end of the match.  None while
    both tables are still in the deal's round.  A table has gone on by entering a result
    there, or by typing one its other line has still to confirm."""
    fmt = match.format
    own = fmt.slot(deal).round
    deals = {key.deal for key, _ in match.results}
    for text in extras.entries(match, extras.Slot.UNCONFIRMED):  # typed, to confirm
        parsed = extras.parse_key(text)
        if parsed is not None and 1 <= parsed[0].deal <= fmt.deals:
            deals.add(parsed[0].deal)
    latest = max((fmt.slot(d).round for d in deals), default=own)
    return latest if latest > own else None


def replay_at_for(match: Match, deal: int, asked: ReplayAt) -> ReplayAt:
    """When a replay asked for ``asked`` is played: as asked — except now or at the end of
    the round once a table has gone on past the deal's round (:func:`gone_on_from`):
    the deal's deck has served the later round's deal and the rooms cannot go back for
    it, so it is played at the end of the match (results typed from paper afterwards
    included: scored the same, listed after the last round)."""
    if asked in (ReplayAt.NOW, ReplayAt.ROUND_END) and gone_on_from(match, deal) is not None:
        return ReplayAt.MATCH_END
    return asked


def default_replay_at(match: Match, deal: int) -> ReplayAt:
    """``now`` while the current attempt has not left its origin, else ``round-end``;
    at the end of the match once a table has gone on past the deal's round."""
    if gone_on_from(match, deal) is not None:
        return ReplayAt.MATCH_END
    return (ReplayAt.ROUND_END if has_left_origin(match, match.current_key(deal))
            else ReplayAt.NOW)


def cards_home(match: Match, annulled: DealKey, annulment: Annulment,
               carried: _Carried | None = None) -> bool:
    """The annulled attempt's deck and envelopes are back at the origin table, where the
    replay is dealt: it never left, the other table played it, or it arrived short (sent
    home at once).  Two decks: the origin deals the replay with the deck it holds."""
    if match.settings.two_decks:
        # the cards the replay is dealt with (:func:`replay_anchor`) are at the origin
        # and free: the anchor played at both tables (or annulled), nothing since
        try:
            return (carried or _Carried(match)).get().replay_cards_free(
                DealKey(annulled.deal, annulled.attempt + 1))
        except MatchError:
            return True
    # six decks (an envelope found short sends the deal home at once, but its deck may
    # have been dealt again since, for a later deal): the deal's deck and envelopes are at
    # the origin (never gone, or sent back home by the other table with the round's
    # envelopes, spec §11)
    try:
        return (carried or _Carried(match)).get().deck_free_for(
            DealKey(annulled.deal, annulled.attempt + 1))
    except MatchError:
        return True  # damaged envelope states say nothing here (the Envelopes tab does)


def _reached(match: Match, key: DealKey, table: int, carried: _Carried) -> bool:
    """The attempt's cards are (or were) at the other table ``table``: the origin played
    it (it goes over), or for the first attempt the envelopes were carried."""
    origin = match.format.slot(key.deal).origin_table
    if (key, origin) in match.results or (key, table) in match.results:
        return True
    return key.attempt == 0 and carried(key.deal)


def _pending(match: Match, game: Game, table: int, position: int,
             latest: Mapping[int, int], carried: _Carried) -> Pending | None:
    deal = game.deal
    current = DealKey(deal, latest.get(deal, 0))
    annulment = match.annulments.get(current)
    origin = game.origin_table == table
    if annulment is None:
        if (current, table) in match.results:
            return None
        if current.attempt == 0:
            # two decks: an original is dealt once its deck is at the table (the other
            # table's sent deal dealt with it played here, spec §5); a result at the
            # other table proves it was dealt here (results typed in any order).  Six
            # decks: the deal step says when its deck is still away
            here = ((not match.settings.two_decks or carried.deck_ready(deal, table)
                     or (current, 3 - table) in match.results) if origin
                    else _reached(match, current, table, carried))
            return Pending(game, current, here, None, position)
        annulled = DealKey(deal, current.attempt - 1)
        previous = match.annulments.get(annulled)
        here = (_reached(match, current, table, carried) if not origin
                else previous is None or cards_home(match, annulled, previous, carried))
        when = previous.when if previous else None
        return Pending(game, current, here, when, _order(when, position))
    when = annulment.when
    if when is ReplayAt.NONE:
        return None
    replay = DealKey(deal, current.attempt + 1)
    here = (cards_home(match, current, annulment, carried) if origin
            else _reached(match, replay, table, carried))
    return Pending(game, replay, here, when, _order(when, position))


def _order(when: ReplayAt | None, position: int) -> int:
    if when is ReplayAt.ROUND_END:
        return _ROUND_END + position
    if when is ReplayAt.MATCH_END:
        return _MATCH_END + position
    return position


def table_queue(match: Match, round_: int, table: int,
                latest: Mapping[int, int] | None = None,
                view: _View | None = None) -> list[Pending]:
    """A table's games still to play in a round, in the order it plays them: its games,
    with a replay set for ``now`` in its deal's place, then the round-end replays; the
    last round also lists every replay set for the end of the match."""
    fmt = match.format
    latest = latest if latest is not None else match.latest_attempts()
    queue: list[Pending] = []
    carried = _Carried(match)
    carried.view = view
    rounds = [round_]
    if round_ == fmt.rounds:  # and the earlier rounds with a deal annulled (match-end)
        rounds += sorted({fmt.slot(key.deal).round for key in match.annulments} - {round_})
    for r in sorted(rounds):
        order = fmt.play_order(r, table, match.settings.two_decks)
        for position, game in enumerate(order):
            if (r != round_ and latest.get(game.deal, 0) == 0
                    and DealKey(game.deal, 0) not in match.annulments):
                continue  # an earlier round's deal never annulled: no match-end replay
            pending = _pending(match, game, table, position, latest, carried)
            if pending is None:
                continue
            if pending.when is ReplayAt.MATCH_END:
                if round_ != fmt.rounds:
                    continue  # after the last round's games only, round by round
                pending = replace(pending, order=_MATCH_END + (r - 1) * 10 + position)
            elif r != round_:
                continue  # an earlier round's game: only its match-end replays come here
            queue.append(pending)
    queue.sort(key=lambda p: p.order)
    return queue


@reads(Area.SETUP, Area.SETTINGS, Area.DRAWS, Area.RESULTS, Area.ANNULMENTS, Area.ENVELOPES)
def next_pending(match: Match, round_: int, table: int,
                 latest: Mapping[int, int] | None = None,
                 view: _View | None = None) -> Pending | None:
    """What a table plays next in a round: the first game whose cards it holds, else the
    first it waits for; None when it has nothing left in the round.  ``view``: the
    envelope states already read for this state of the match."""
    queue = table_queue(match, round_, table, latest, view)
    for pending in queue:
        if pending.here:
            return pending
    return queue[0] if queue else None


def round_waiting(match: Match, round_: int,
                  latest: Mapping[int, int] | None = None) -> bool:
    """Either table still has a game of the round to play, a replay set for the end of
    the match aside (it does not hold the round open)."""
    latest = latest if latest is not None else match.latest_attempts()
    # what table_queue lists, less its match-end replays: only the round's own games can
    # be anything else, so only they are looked at (not every round's, as the last
    # round's queue does), and the first one found answers
    fmt = match.format
    carried = _Carried(match)
    for table in (1, 2):
        for position, game in enumerate(fmt.play_order(round_, table,
                                                       match.settings.two_decks)):
            pending = _pending(match, game, table, position, latest, carried)
            if pending is not None and pending.when is not ReplayAt.MATCH_END:
                return True
    return False


def check_replay_reached(match: Match, key: DealKey, table: int) -> None:
    """A replay is entered at the other table only once its origin has entered it:
    before that nobody has dealt it (``"8R1 has not been played at table 1 yet"``)."""
    if key.attempt == 0:
        return
    origin = match.format.slot(key.deal).origin_table
    if table != origin and (key, origin) not in match.results:
        raise MatchError(f"deal {key} has not been played at table {origin} yet: a replay "
                         f"is dealt at table {origin}, then carried to table {table}",
                         "replay_not_at_table",
                         {"deal": str(key), "table": table, "origin": origin})


def check_replay_change(match: Match, deal: int) -> tuple[DealKey, Annulment]:
    """The annulment whose replay time a host may still change: the deal's current
    attempt annulled during the match, its replay not yet entered at the origin."""
    match.format.check_deal(deal)
    key = match.current_key(deal)
    annulment = match.annulments.get(key)
    if annulment is None:
        replay_started = key.attempt > 0 and DealKey(deal, key.attempt - 1) in match.annulments
        if replay_started:
            raise MatchError(f"deal {key} was played at table "
                             f"{match.format.slot(deal).origin_table} already: its time "
                             "cannot change now", "replay_started", {"deal": str(key)})
        raise MatchError(f"deal {deal} is not annulled: there is nothing to replay",
                         "nothing_to_replace", {"deal": deal})
    if annulment.after_match:
        raise MatchError(f"deal {deal} was annulled after the match: it is not replayed",
                         "annulled_after_match", {"deal": deal})
    return key, annulment


def check_replay_now(match: Match, key: DealKey, when: ReplayAt) -> None:
    """Two decks: a replay now reshuffles the deal's own cards at its table; once they
    have left it (carried, or played over there), its table holds no cards free before
    the end of the round (spec §5, §11) — refused, with the round's end to choose.  And
    the converse: a deal not yet played at its table is replayed now, its cards going
    on to the other table's next deal as the deal's would have."""
    if (when is ReplayAt.NOW and match.settings.two_decks
            and has_left_origin(match, key)):
        slot = match.format.slot(key.deal)
        raise MatchError(f"deal {key}: with two decks a replay now is dealt from the deal's "
                         f"own cards, and they have left table {slot.origin_table} — "
                         "replay it at the end of the round", "replay_now_two_decks",
                         {"deal": str(key), "table": slot.origin_table})
    if (when is not ReplayAt.NOW and match.settings.two_decks
            and (key, match.format.slot(key.deal).origin_table) not in match.results
            and not has_left_origin(match, key) and _deals_on(match, key)):
        # its deck deals the other table's next original once played here: held back
        # (not replayed, or later), it would keep both rooms waiting for it
        slot = match.format.slot(key.deal)
        raise MatchError(f"deal {key}: with two decks its cards go on to table "
                         f"{slot.other_table}'s next deal once played at table "
                         f"{slot.origin_table}, and it is not played there yet — replay it "
                         "now", "replay_later_two_decks",
                         {"deal": str(key), "table": slot.origin_table,
                          "other": slot.other_table})


def _deals_on(match: Match, key: DealKey) -> bool:
    """Two decks: the deck of ``key``'s deal deals a later original after it."""
    chain = deck_deals(match, deck_of(match, key.deal))
    return chain.index(key.deal) + 1 < len(chain)


def check_reason(match: Match, key: DealKey, reason: AnnulReason) -> None:
    """Reasons are facts about the deal: reason 1 needs the two tables' score cards to
    differ (recorded; the other table's cards are recorded first when they were not), and
    reason 3 (an envelope short on arrival) a deal that has arrived at the other table."""
    slot = match.format.slot(key.deal)
    if reason is AnnulReason.DIFFERENT_SCORES:
        if match.settings.board:
            raise MatchError(f"deal {key}: under board conditions no score cards travel — "
                             "reason 1 does not apply", "reason1_board", {"deal": str(key)})
        one, two = match.cards_at(key, 1), match.cards_at(key, 2)
        if not match.cards_differ(key):
            shown = {f"cards{t}": (f"{c[Line.NS]}/{c[Line.EW]}" if c else "—")
                     for t, c in ((1, one), (2, two))}
            raise MatchError(f"deal {key}: both tables' score cards are the same (table 1 "
                             f"{shown['cards1']}, table 2 {shown['cards2']}) — give the "
                             "cards the other table actually played under",
                             "reason1_same_cards", {"deal": str(key), **shown})
    if reason is AnnulReason.SHORT_ENVELOPE:
        arrived = (key, slot.other_table) in match.results
        if not arrived and key.attempt == 0:
            arrived = deal_envelopes(match, key.deal).arrived
        elif not arrived:  # a replay: its own envelopes' state (spec §11)
            arrived = _View(match).attempt_state(key).arrived
        if not arrived:
            raise MatchError(f"deal {key} has not arrived at table {slot.other_table}: "
                             "reason 3 is an envelope found short on arrival",
                             "reason3_not_arrived",
                             {"deal": str(key), "table": slot.other_table})


def replays_of_round(match: Match, round_: int) -> list[tuple[DealKey, int]]:
    """The replays (pending or played) a round's Envelopes tab lists, with the stage index
    they are at: 0 to be dealt at the origin, 1 played there (carried to the other
    table), 2 played at both tables.  The last round also lists the replays set for the
    end of the match."""
    fmt = match.format
    latest = match.latest_attempts()
    rounds = [round_] if round_ < fmt.rounds else list(range(1, fmt.rounds + 1))
    found: list[tuple[DealKey, int]] = []
    for r in rounds:
        for deal in fmt.round_deals(r):
            top = latest.get(deal, 0)
            current = match.annulments.get(DealKey(deal, top))
            if current is not None and current.awaits_replay:
                top += 1
            slot = fmt.slot(deal)
            for attempt in range(1, top + 1):
                key = DealKey(deal, attempt)
                before = match.annulments.get(DealKey(deal, attempt - 1))
                at_end = before is not None and before.when is ReplayAt.MATCH_END
                if (r != round_) != at_end:
                    continue
                played = [(key, t) in match.results
                          for t in (slot.origin_table, slot.other_table)]
                found.append((key, 2 if all(played) else 1 if any(played) else 0))
    return found
