"""Every deal's envelope state as the match proves it (:class:`_View`), and where each
envelope and deck is (:class:`Location`).

A deal's state is what the courier's actions recorded (:mod:`models.envelope_state`),
advanced to what the results prove.  With two decks each original goes over once played,
but the host still says it once per table and round: his carry (check on arrival) of a
round's first originals covers the next ones as their results come in
(:meth:`_View.confirmed`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import Any

from models.decks import (
    _check_deck,
    _deck_neighbours,
    deck_count,
    deck_deals,
    deck_home,
    deck_of,
    replay_anchor,
)
from models.envelope_places import Location, NoteKind, Place, _deal_place
from models.envelope_state import (
    CARDS_PER_ENVELOPE,
    DIRECTION_NAMES,
    ENVELOPE_ORDER,
    SLOT,
    Action,
    Arrival,
    DealEnvelopes,
    EnvelopeId,
    Stage,
    StageInfo,
    _deal_key,
    _parsed,
    _stage_info,
    envelope_deals,
)
from models.errors import InputError
from models.format import DealSlot
from models.match import AnnulReason, DealKey, Match, ReplayAt
from models.vocabulary import Direction


class _View:
    """Every deal's envelope state, worked out once for a query.

    A deal's state is what the courier's actions recorded, advanced to what the results
    prove: a result at the deal's own table proves it was dealt, played and packed there
    (the players put their cards back in the envelopes after play, spec §5); a result at
    the other table proves the envelopes were carried, found complete and played there
    (unless an envelope was recorded short); a later deal dealt with the same envelopes
    (six decks: any of the table's next originals) proves they came home, and with two
    decks a deal dealt with the same deck proves the one before was played at both
    tables.  Nothing is stored for what the results prove: undoing a result undoes it.
    """

    def __init__(self, match: Match) -> None:
        self.match = match
        self.fmt = match.format
        self.two = deck_count(match) == 2
        self.board = match.settings.board
        self.stored: dict[int, DealEnvelopes] = {}
        #: the replays' own envelope states (spec §11: a replay travels like an original)
        self.stored_replays: dict[DealKey, DealEnvelopes] = {}
        for key, value in match.extras.get(SLOT, {}).items():
            attempt = _deal_key(self.fmt, key)
            if attempt.attempt:
                self.stored_replays[attempt] = _parsed(attempt.deal, value)
            else:
                self.stored[attempt.deal] = _parsed(attempt.deal, value)
        self._replay_states: dict[DealKey, DealEnvelopes] = {}
        self._live: dict[int, int] | None = None
        self.played_at: dict[int, set[int]] = {}
        for result_key, table in match.results:
            self.played_at.setdefault(result_key.deal, set()).add(table)
        self.attempts = match.latest_attempts()
        self._states: dict[int, DealEnvelopes] = {}
        self._all: dict[int, DealEnvelopes] | None = None

    def state(self, deal: int) -> DealEnvelopes:
        known = self._states.get(deal)
        if known is None:
            known = self._states[deal] = self._derive(deal)
        return known

    @property
    def states(self) -> dict[int, DealEnvelopes]:
        """Every deal that is not 'not dealt', by number."""
        if self._all is None:
            self._all = {}
            for deal in range(1, self.fmt.deals + 1):
                state = self.state(deal)
                if state.stage is not Stage.NOT_DEALT:
                    self._all[deal] = state
        return self._all

    def proven(self, deal: int) -> Stage:
        """The stage the results (and the deals after it) prove; NOT_DEALT: nothing."""
        fmt = self.fmt
        slot = fmt.slot(deal)
        tables = self.played_at.get(deal, ())
        stage = Stage.NOT_DEALT
        if slot.other_table in tables:
            stage = Stage.PLAYED_AWAY
        elif slot.origin_table in tables:
            stage = Stage.PACKED
        stored = self.stored.get(deal)
        held = stage if stored is None else max(stage, stored.stage)
        annulment = self.match.annulments.get(DealKey(deal))
        # an envelope found short on arrival: the deal goes home at once (spec §11); its
        # replay dealt proves it came home
        if annulment is not None and held >= Stage.IN_TRANSIT and (
                annulment.reason is AnnulReason.SHORT_ENVELOPE
                or self.attempt_state(DealKey(deal, 1)).stage >= Stage.DEALT):
            return Stage.RETURNED
        if slot.round < fmt.rounds:
            if self.two:
                later = [fmt.deal_number(slot.round + 1, slot.origin_table, slot.serial)]
            else:
                later = [fmt.deal_number(slot.round + 1, slot.origin_table, s)
                         for s in range(1, fmt.originals_per_table + 1)]
            if any(self.state(d).stage >= Stage.DEALT for d in later):
                return Stage.RETURNED
            # the score cards of a table's next original are drawn at the table just
            # before it is dealt (spec §6): its deck and envelopes are home by then
            if held is Stage.PLAYED_AWAY and any(d in self.match.draws for d in later):
                return Stage.RETURNED
        if self.two and DealKey(deal) not in self.match.annulments:
            # (an annulled deal's cards may have gone on in its replay: they prove nothing
            # of its own envelopes)
            _, following = _deck_neighbours(self.match, deal)
            if following is not None:
                after = self.state(following).stage
                if stage < Stage.PLAYED_AWAY and after >= Stage.DEALT:
                    stage = held = max(held, Stage.PLAYED_AWAY)
                # the cards dealt again at the other table go over as its next original,
                # and the emptied envelopes go home with them
                if held is Stage.PLAYED_AWAY and after >= Stage.IN_TRANSIT:
                    return Stage.RETURNED
        return stage

    # -- every attempt (spec §11: a replay is dealt, played, packed, carried, checked,
    # played at the other table and sent home like an original) ------------------------

    def attempt_state(self, key: DealKey) -> DealEnvelopes:
        """The envelope state of one attempt: the deal's own for attempt 0, else the
        replay's, as recorded and as the results prove it."""
        if key.attempt == 0:
            return self.state(key.deal)
        known = self._replay_states.get(key)
        if known is None:
            known = self._replay_states[key] = self._derive_replay(key)
        return known

    def _derive_replay(self, key: DealKey) -> DealEnvelopes:
        stored = self.stored_replays.get(key, DealEnvelopes())
        slot = self.fmt.slot(key.deal)
        results = self.match.results
        proven = Stage.NOT_DEALT
        if (key, slot.other_table) in results:
            proven = Stage.PLAYED_AWAY
        elif (key, slot.origin_table) in results:
            proven = Stage.PACKED
        held = max(proven, stored.stage)
        if held >= Stage.IN_TRANSIT:
            nxt = DealKey(key.deal, key.attempt + 1)
            if nxt in self.stored_replays or (nxt, slot.origin_table) in results:
                proven = Stage.RETURNED  # dealt again for the next replay: home
            annulment = self.match.annulments.get(key)
            if annulment is not None and annulment.reason is AnnulReason.SHORT_ENVELOPE:
                proven = Stage.RETURNED
        if held >= Stage.PLAYED_AWAY and proven is not Stage.RETURNED:
            # the next deal dealt with the same deck proves the replay's cards came
            # home while that deal is live (a deck in a live deal's envelopes is never
            # dealt again); once it is done too, only when the host recorded nothing of
            # the replay (results alone; a replay may be played after the next round's
            # deals, and then the host's step says when it went home)
            if self.two:  # the next deal dealt into the same envelopes
                following = (self.fmt.deal_number(slot.round + 1, slot.origin_table,
                                                  slot.serial)
                             if slot.round < self.fmt.rounds else None)
            else:
                _, following = _deck_neighbours(self.match, key.deal)
            if following is not None and (self.state(following).stage >= Stage.DEALT
                                          or following in self.match.draws):
                live = not (slot.other_table in self.played_at.get(following, ())
                            and slot.origin_table in self.played_at.get(following, ()))
                if live or key not in self.stored_replays:
                    proven = Stage.RETURNED
        return self._advanced(stored, proven)

    def live(self, deal: int) -> DealKey:
        """The latest attempt of a deal dealt (its cards are the ones in its envelopes
        now): attempt 0 unless a replay was dealt."""
        if self._live is None:
            self._live = {}
            for key in [*self.stored_replays, *(k for k, _ in self.match.results)]:
                if key.attempt > self._live.get(key.deal, 0):
                    self._live[key.deal] = key.attempt
        return DealKey(deal, self._live.get(deal, 0))

    def closed(self, key: DealKey) -> bool:
        """An annulled attempt: nobody plays it again."""
        return key in self.match.annulments

    def travels(self, deal: int, attempt: int = 0) -> bool:
        """An attempt's envelopes go over to the other table: it is not annulled — or,
        with two decks, its cards are needed there (the other table deals its next
        original with them, spec §5), unless a replay now reshuffles them at its own
        table."""
        key = DealKey(deal, attempt)
        annulment = self.match.annulments.get(key)
        if annulment is None:
            return True
        if not self.two:
            return False

        if annulment.when is ReplayAt.NOW:
            # (as recorded: it had gone before the annulment)
            stored = (self.stored.get(deal) if attempt == 0
                      else self.stored_replays.get(key))
            return stored is not None and stored.stage >= Stage.IN_TRANSIT
        return self.deals_next(key) == self.fmt.slot(deal).other_table

    def done_away(self, key: DealKey) -> bool:
        """The attempt's envelopes are at the other table and nothing more is played
        from them there: played there, or annulled after they arrived (they go home
        with the round's envelopes, spec §11, unplayed ones too)."""
        state = self.attempt_state(key)
        if state.stage is Stage.PLAYED_AWAY:
            return True
        return self.closed(key) and state.stage in (Stage.IN_TRANSIT, Stage.RECEIVED)

    def confirmed(self, slot: DealSlot, step: Action) -> bool:
        """Two decks: the host carried (``CARRY``) or checked on arrival (``RECEIVE``) an
        earlier original of the same round and table — recorded, not proven: one action
        per table and round covers the round's next originals as they come."""
        for serial in range(1, slot.serial):
            earlier = self.stored.get(self.fmt.deal_number(slot.round, slot.origin_table,
                                                           serial))
            if earlier is None:
                continue
            if step is Action.CARRY and earlier.stage >= Stage.IN_TRANSIT:
                return True
            if step is Action.RECEIVE and len(earlier.arrival) == len(ENVELOPE_ORDER):
                return True
        return False

    def _standing(self, deal: int, stage: Stage, stored: DealEnvelopes) -> Stage:
        """Two decks: a deal played at its own table goes over (and is found complete on
        arrival) once the host said so for an earlier original of its round."""
        slot = self.fmt.slot(deal)
        if stage is Stage.PACKED and self.confirmed(slot, Action.CARRY) and self.travels(deal):
            stage = Stage.IN_TRANSIT
        if (stage is Stage.IN_TRANSIT and not stored.arrival
                and self.confirmed(slot, Action.RECEIVE)):
            stage = Stage.RECEIVED
        return stage

    def _derive(self, deal: int) -> DealEnvelopes:
        stored = self.stored.get(deal, DealEnvelopes())
        proven = self.proven(deal)
        if self.two:
            proven = self._standing(deal, max(proven, stored.stage), stored)
        return self._advanced(stored, proven)

    def _advanced(self, stored: DealEnvelopes, proven: Stage) -> DealEnvelopes:
        """An attempt's recorded state moved on to the stage the results prove (if that is
        further): proven packed, all four are; proven received, every envelope not
        recorded otherwise was found complete (score cards there, under cards)."""
        if proven <= stored.stage:
            return stored
        arrival = dict(stored.arrival)
        if proven >= Stage.RECEIVED:
            for direction in ENVELOPE_ORDER:
                arrival.setdefault(direction, Arrival(CARDS_PER_ENVELOPE,
                                                      None if self.board else True))
        return DealEnvelopes(proven, frozenset(Direction) if proven >= Stage.PACKED
                             else stored.packed, arrival)

    def text(self, deal: int) -> str:
        return self.info(deal).text

    def info(self, deal: int) -> StageInfo:
        return self.attempt_info(DealKey(deal))

    def attempt_info(self, key: DealKey) -> StageInfo:
        """An attempt's stage as data; an annulled one says when it was annulled and
        where its cards are (spec §11), never a live stage."""
        state = self.attempt_state(key)
        slot = self.fmt.slot(key.deal)
        info = _stage_info(state, slot)
        if key not in self.match.annulments:
            return info

        results = self.match.results
        home = (key, slot.origin_table) in results
        away = (key, slot.other_table) in results
        when = "both" if home and away else "home" if home else "away" if away else "before"
        place = self.place_of(key, state)
        return replace(info, annulled=when, cards_at=place.table or 0)

    def latest(self, deals: Iterable[int]) -> int | None:
        found = None
        for deal in deals:
            if self.state(deal).stage is not Stage.NOT_DEALT:
                found = deal
        return found

    def redealt(self, deal: int) -> bool:
        """Two decks: the deck of this deal was dealt again for the next deal."""
        if not self.two:
            return False
        _, following = _deck_neighbours(self.match, deal)
        return following is not None and self.state(following).stage is not Stage.NOT_DEALT

    def holder(self, chain: list[int]) -> tuple[DealKey, DealEnvelopes] | None:
        """The attempt whose cards a deck (or a serial's envelopes) hold now, of the
        deals dealt with it (``chain``, in dealing order): a replay being played or on
        its way wins; else the latest deal dealt, or a replay of it (or one played
        after the match of an earlier deal) back home after it."""
        latest = self.latest(chain)
        finished: tuple[DealKey, DealEnvelopes] | None = None
        for deal in chain:
            top = self.live(deal)
            if top.attempt == 0:
                continue
            state = self.attempt_state(top)
            if state.stage is Stage.NOT_DEALT:
                continue
            if (self.closed(top) and state.stage < Stage.IN_TRANSIT and latest is not None
                    and chain.index(latest) > chain.index(deal)):
                continue  # annulled at home, the deck dealt again since for a later deal
            if state.stage is not Stage.RETURNED:
                return top, state
            if latest is None or deal == latest or self._after_match(top):
                finished = (top, state)
        if finished is not None:
            return finished
        if latest is None:
            return None
        return DealKey(latest), self.state(latest)

    def deck_free_for(self, key: DealKey) -> bool:
        """Six decks: the deck a replay is dealt with is at its origin and free — it
        holds the deal's own annulled attempt, or a later deal dealt with it that is
        done (played at both tables, or annulled) and back home.  A deck in the
        envelopes of a live deal is never dealt again."""
        slot = self.fmt.slot(key.deal)
        found = self.holder(deck_deals(self.match, deck_of(self.match, key.deal)))
        if found is None:
            return True
        held, state = found
        if self.place_of(held, state) is not Place.at(slot.origin_table):
            return False
        if held.deal == key.deal:
            return True
        return state.stage is Stage.RETURNED or self.closed(held)

    def _after_match(self, key: DealKey) -> bool:
        before = self.match.annulments.get(DealKey(key.deal, key.attempt - 1))
        return before is not None and before.when is ReplayAt.MATCH_END

    def place_of(self, key: DealKey, state: DealEnvelopes) -> Place:
        """Where an attempt's envelopes are: an annulled one carried over is at the
        other table (nobody checks it there: it goes home with the round's envelopes)."""
        slot = self.fmt.slot(key.deal)
        if (key.attempt == 0 and self.closed(key) and state.stage is Stage.IN_TRANSIT
                and not state.arrival):
            # it travels with the round's envelopes: there once they are checked in
            fmt = self.fmt
            for serial in range(1, fmt.originals_per_table + 1):
                other = fmt.deal_number(slot.round, slot.origin_table, serial)
                if other != key.deal and self.checked_in(other):
                    return Place.at(slot.other_table)
            return Place.IN_TRANSIT
        return _deal_place(state, slot)

    def checked_in(self, deal: int) -> bool:
        """Six decks: a deal's own envelopes (attempt 0) were checked in at the other
        table, so the round's envelopes carried with them are there too (spec §5).  A
        live deal's state says it.  An annulled one's counts as recorded — an envelope of
        it checked on arrival, or the deal itself played there — whenever it was
        annulled (an annulment after the check does not undo the check); not its state,
        which may say "home" for other reasons (its replay dealt, an envelope short),
        nor its replay's results, which are not its own.  Two decks: each original goes
        over on its own, and an annulled one proves nothing of the others."""
        key = DealKey(deal)
        if key not in self.match.annulments:
            return self.state(deal).arrived
        if self.two:
            return False
        stored = self.stored.get(deal)
        return ((stored is not None and bool(stored.arrival))
                or (key, self.fmt.slot(deal).other_table) in self.match.results)

    def envelope(self, envelope: EnvelopeId) -> Location:
        chain = envelope_deals(self.fmt, envelope)
        found = self.holder(chain)
        if found is None:
            return Location(Place.at(envelope.table), note="empty", kind=NoteKind.EMPTY)
        key, state = found
        deal, slot = key.deal, self.fmt.slot(key.deal)
        place = self.place_of(key, state)
        to_table = slot.other_table if place is Place.IN_TRANSIT else None
        stage = state.stage
        holds = True
        if stage is Stage.DEALT or (stage is Stage.PLAYED_HOME
                                    and envelope.direction not in state.packed):
            holds = False
        if key.attempt == 0 and stage >= Stage.PLAYED_AWAY and self.redealt(deal):
            holds = False
        if not holds:
            return Location(place, None, to_table, "empty", NoteKind.EMPTY)
        note = f"{DIRECTION_NAMES[envelope.direction]}'s cards of deal {key}"
        arrival = state.arrival.get(envelope.direction)
        found_cards = arrival.cards if arrival is not None and arrival.short else None
        if found_cards is not None:
            note += f" ({found_cards} found on arrival)"
        return Location(place, deal, to_table, note, NoteKind.CARDS,
                        {"direction": envelope.direction,
                         "deal": str(key) if key.attempt else deal, "found": found_cards},
                        key.attempt)

    def two_holder(self, deck: int) -> tuple[DealKey, DealEnvelopes] | None:
        """Two decks: the attempt whose cards a deck holds now — the latest deal dealt
        with it, or a replay dealt with it since (:func:`models.decks.replay_anchor`:
        its cards after that deal's play), one still to be played first."""
        chain = deck_deals(self.match, deck)
        latest = self.latest(chain)
        since = chain.index(latest) if latest is not None else -1
        best: tuple[tuple[int, int, int], DealKey, DealEnvelopes] | None = None
        latest_of: dict[int, DealKey] = {}  # each deal's last replay dealt with the deck
        for key in self.replays:
            state = self.attempt_state(key)
            if state.stage is Stage.NOT_DEALT:
                continue
            anchor = replay_anchor(self.match, key)
            if anchor not in chain or chain.index(anchor) < since:
                continue  # not this deck's, or the deck was dealt again since
            if key.attempt > latest_of.get(key.deal, DealKey(key.deal)).attempt:
                latest_of[key.deal] = key
        for key in latest_of.values():
            state = self.attempt_state(key)
            live = state.stage is not Stage.RETURNED and not self.closed(key)
            rank = (chain.index(replay_anchor(self.match, key)), int(live), key.deal)
            if best is None or rank > best[0]:
                best = (rank, key, state)
        if best is not None:
            return best[1], best[2]
        return None if latest is None else (DealKey(latest), self.state(latest))

    @property
    def replays(self) -> list[DealKey]:
        """Every replay recorded or played."""
        keys = {*self.stored_replays, *(k for k, _ in self.match.results if k.attempt)}
        return sorted(keys, key=lambda k: (k.deal, k.attempt))

    def two_place(self, key: DealKey, state: DealEnvelopes) -> Place:
        """Two decks: where the cards of an attempt are — its envelopes' place, but once
        they are sent home the cards stay where the deck deals next (the other table's
        next original), spec §5."""
        place = self.place_of(key, state)
        if state.stage is not Stage.RETURNED:
            return place
        table = self.deals_next(key)
        return place if table is None else Place.at(table)

    def deals_next(self, key: DealKey) -> int | None:
        """Two decks: the table that deals the next original with an attempt's cards
        (the deck's next deal after :func:`models.decks.replay_anchor`); None after the
        last."""
        anchor = replay_anchor(self.match, key)
        chain = deck_deals(self.match, deck_of(self.match, anchor))
        after = chain.index(anchor) + 1
        return self.fmt.slot(chain[after]).origin_table if after < len(chain) else None

    def replay_cards_free(self, key: DealKey) -> bool:
        """Two decks: the cards a replay is dealt with are at its table and free — the
        deal they served last played at both tables (or annulled, or home)."""
        slot = self.fmt.slot(key.deal)
        anchor = replay_anchor(self.match, key)
        found = self.two_holder(deck_of(self.match, anchor))
        if found is None:
            # nothing dealt with the deck yet: free where it starts, with its first deal
            # (annulled before it was dealt); else the deal it follows is not dealt yet
            chain = deck_deals(self.match, deck_of(self.match, anchor))
            return chain[0] == anchor and self.fmt.slot(anchor).origin_table == \
                slot.origin_table
        held, state = found
        if held == key:
            return True
        if self.two_place(held, state) is not Place.at(slot.origin_table):
            return False
        if held.attempt == 0 and held.deal != anchor:
            # the deck serves another deal before (or after) it — unless it is the deal
            # just before the anchor, done: the anchor, annulled before it was dealt,
            # never took the cards from it
            chain = deck_deals(self.match, deck_of(self.match, anchor))
            at = chain.index(anchor)
            if not (at and chain[at - 1] == held.deal and self.closed(DealKey(anchor))):
                return False
        return self.closed(held) or state.stage in (Stage.PLAYED_AWAY, Stage.RETURNED)

    def deck(self, deck: int) -> Location:
        chain = deck_deals(self.match, deck)
        found = self.two_holder(deck) if self.two else self.holder(chain)
        if found is None:
            return Location(Place.at(deck_home(self.match, deck)), note="not used yet",
                            kind=NoteKind.NOT_USED)
        key, state = found
        deal, slot = key.deal, self.fmt.slot(key.deal)
        place = self.two_place(key, state) if self.two else self.place_of(key, state)
        to_table = slot.other_table if place is Place.IN_TRANSIT else None
        label: int | str = str(key) if key.attempt else deal
        params: dict[str, Any] = {"deal": label}
        if state.stage is Stage.DEALT:
            kind, note = NoteKind.IN_HANDS, f"in the players' hands (deal {key})"
        elif state.stage is Stage.PLAYED_HOME:
            kind = NoteKind.BEING_PACKED
            note = f"being packed (deal {key}, {len(state.packed)} of 4 envelopes)"
            params["packed"] = len(state.packed)
        else:
            kind, note = NoteKind.IN_ENVELOPES, f"in the envelopes of deal {key}"
        return Location(place, deal, to_table, note, kind, params, key.attempt)


def envelope_location(match: Match, home_table: int, direction: Direction,
                      serial: int) -> Location:
    """Where one of the 24 envelopes is now, and whose cards it holds."""
    fmt = match.format
    fmt.check_table(home_table)
    if not 1 <= serial <= fmt.originals_per_table:
        raise InputError(f"serial {serial}: serials are 1-{fmt.originals_per_table}",
                         "serial_range", {"serial": serial, "count": fmt.originals_per_table})
    return _View(match).envelope(EnvelopeId(home_table, direction, serial))


def deck_location(match: Match, deck: int) -> Location:
    """Where a deck is now, and which deal it serves."""
    _check_deck(match, deck)
    return _View(match).deck(deck)


def deal_envelopes(match: Match, deal: int) -> DealEnvelopes:
    """The state of a deal's envelopes: what was recorded, advanced to what the results
    prove (see :class:`_View`)."""
    match.format.check_deal(deal)
    return _View(match).state(deal)


def deal_stage(match: Match, deal: int) -> Stage:
    return deal_envelopes(match, deal).stage


def stage_info(match: Match, deal: int) -> StageInfo:
    """A deal's stage as data (:class:`StageInfo`), for a view that words it itself."""
    match.format.check_deal(deal)
    return _View(match).info(deal)


def stage_text(match: Match, deal: int) -> str:
    """A deal's stage in words: ``"at table 2, 3 of 4 envelopes checked"``."""
    match.format.check_deal(deal)
    return _View(match).text(deal)
