"""A simulation of the two rooms (issue 29, item 6): Hypothesis plays whole matches by
following only what the app tells each table and the host — the rooms' targets and
hints (:func:`models.hints.table_hints`) and the host's envelope steps they carry —
with annulments of every reason and every replay time, at random moments.  Each match
is drawn with six decks or two, score cards or board conditions, table 1 turning or not.

The test keeps its own model of where each deck is, written from spec §5, §6 and §11, not
from the product's code:

- six decks: deck (t, k) deals serial k of table t's originals in every round (§5) and
  starts at table t;
- two decks: each original goes over as soon as it is played and its cards are dealt
  again at the table that played it second, for its next original (table t's j-th
  original with deck t when j is even); the envelopes go home, the cards stay; one carry
  (and one check) of the host covers a round's next originals "as they come", as the app
  says; a replay is dealt from a deck at its table that holds nothing still to be played
  (§11: "the deck it holds then"), and its cards, like an annulled deal's, go on to the
  table that deals the next original with that deck;
- the host's carry takes the named deals' decks (in their envelopes) on the way to the
  other table; the check on arrival puts them there; sending them back puts them home;
- an annulled deal whose envelope was found short goes home at once (§11);
- a table plays a deal (an original, a sent deal, a replay) with its deck's cards; under
  score cards the origin draws them first (§6), and a sent deal may be played under other
  cards (reason 1: the app annuls it as the result comes in).

Invariants: every deck is in exactly one place, and the app's Envelopes view says the
same place; nobody is asked to deal or play cards that are not in the room (checked
when the table does it, after the host's steps the app shows); nobody waits for what
nobody will bring (some table or the host always has something to do until the match
is over); every match ends with every attempt complete or closed; the final balance
equals the test's own sum.

Annulments are of one of the last eight deals played, and (a rule of their own) of a deal
of an earlier round than a table has gone on to, every replay time.  What they found:

- the rooms waiting for each other (a replay "now" or "at the end of the round" of a deal
  whose deck had since dealt the later round's deal: table 1 waiting for its own deck), in
  5 and 63 examples of three runs of 200 with the core's default time, and at once when
  the host chose that time by hand: such a replay is now set for the end of the match
  (:func:`models.replays.replay_at_for`), and the annul dialog says why;
- with two decks, a table told to deal its next original right after the first, its deck
  still in the other room (in the envelopes of that table's deal): an original now waits
  for its deck, in the deck's order (``GameStep.WAIT_FOR_DECK``);
- with two decks and annulments: a replay dealt with a deck in the other room (the app
  named the deal's own deck; the spec deals it from the cards its table holds then,
  :func:`models.decks.replay_anchor`), an annulled deal's or replay's cards left behind
  though the other table deals its next original with them, a round's envelopes sent
  home that had never come, a replay "now" of a deal that had left its table (refused
  now), reason 3 for a replay that had not arrived;
- with six decks, an annulled deal carried with others counted as arrived once an
  earlier, separately carried replay of the round had; and, the other way, back on the
  way for good once the deals it travelled with, checked in at the other table, were
  annulled too (:meth:`models.envelope_view._View.checked_in`).

Table 1 always makes 1NT by South with 7 tricks, table 2 with 8: under any score cards
both tables score the same bonus, so every deal that counts nets team A −30.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, Phase, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from models import envelopes as env
from models.balances import compute_balances
from models.commands import SetReplayAt, SetResult, SetScoreCards, annul
from models.envelope_view import _View
from models.errors import MatchError
from models.hints import GameStep, RoomHint, RoomHintKind, table_hints
from models.match import (
    AnnulReason,
    Conditions,
    DealKey,
    ReplayAt,
    Seat,
    Settings,
    TableResult,
    new_match,
)
from models.queries import current_round, match_over
from models.replays import Pending, next_pending, table_queue
from models.scorecards import remaining
from models.vocabulary import Line
from words import speaking
from words.errors import error_text
from words.hints import room_hint_text

#: slow (README: the quick run leaves it out, ``-m "not slow"``)
pytestmark = pytest.mark.slow

SEATS = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
TEXT = {1: "1NT S 7", 2: "1NT S 8"}
#: whole matches in CI (issue 29: at least 200); SIMULATION_EXAMPLES to run more
EXAMPLES = int(os.environ.get("SIMULATION_EXAMPLES", "200"))


# -- the test's own model (spec §2, §5) -----------------------------------------------------


def origin(deal: int) -> int:
    return 1 if (deal - 1) % 6 < 3 else 2


def deck(deal: int, two: bool = False) -> int:
    """Six decks: deck (t, k) = 3(t − 1) + k deals serial k of table t (§5).  Two decks:
    each original goes to the other table as soon as it is played, and that table deals
    its next original with those cards once it has played them — table t's j-th
    original (0-based, across the match) is dealt with deck t when j is even, with the
    other table's deck when j is odd."""
    if two:
        j = (deal - 1) // 6 * 3 + (deal - 1) % 3
        return (origin(deal) - 1 + j) % 2 + 1
    return 3 * (origin(deal) - 1) + (deal - 1) % 3 + 1


class Rooms:
    def __init__(self, two: bool = False) -> None:
        self.two = two
        #: deck -> "1", "2" or "transit" (one place each, by construction); each table
        #: starts with its own decks
        self.place: dict[int, str] = (
            {1: "1", 2: "2"} if two else {d: str(1 if d <= 3 else 2) for d in range(1, 7)})
        #: deck -> the attempt whose cards it holds (dealt at its origin)
        self.holds: dict[int, DealKey] = {}
        #: two decks: the deck a replay was dealt with — the origin deals it from the
        #: cards it holds then (§11), a deck at that table holding nothing live
        self.replay_deck: dict[DealKey, int] = {}
        self.dealt_originals: set[int] = set()
        self.done: Callable[[DealKey], bool] = lambda key: False
        #: two decks: (round, table) whose originals the host's one carry covers "as they
        #: come", and (round, table) where one check on arrival covers them likewise
        self.carry_rest: set[tuple[int, int]] = set()
        self.check_rest: set[tuple[int, int]] = set()

    def played_home(self, deal: int) -> None:
        """Two decks: an original just played at its table goes over at once when the
        host's carry (and the other table's check) said "and the next ones as they
        come" for its round."""
        round_, table = (deal - 1) // 6 + 1, origin(deal)
        if not self.two or (round_, table) not in self.carry_rest:
            return
        self.place[deck(deal, True)] = ("transit" if (round_, 3 - table) not in
                                        self.check_rest else str(3 - table))

    def deck_of(self, key: DealKey) -> int | None:
        """The deck that holds (or held) an attempt's cards; None: a two-deck replay
        not dealt yet."""
        if self.two and key.attempt > 0:
            return self.replay_deck.get(key)
        return deck(key.deal, self.two)

    def goes_to(self, number: int, key: DealKey) -> str:
        """Two decks: where a deck's cards go once the deal they hold is done — to the
        table that deals the next original with them (§5); home when none is left."""
        chain = sorted((d for d in range(1, 37) if deck(d, True) == number),
                       key=lambda d: ((d - 1) // 6, (d - 1) % 3, origin(d) != number))
        for deal in chain:
            if deal not in self.dealt_originals:
                return str(origin(deal))
        return str(origin(key.deal))

    def free(self, table: int) -> list[int]:
        """The decks at a table that hold nothing still to be played."""
        return [d for d, where in self.place.items() if where == str(table)
                and (d not in self.holds or self.done(self.holds[d]))]

    def carry(self, keys: tuple[DealKey, ...], from_table: int) -> None:
        for key in keys:
            item = self.deck_of(key)
            assert item is not None and self.place[item] == str(from_table), (
                f"carry of deal {key} from table {from_table}: its cards (deck {item}) "
                f"are at {self.place.get(item) if item else None}")
            self.place[item] = "transit"

    def arrive(self, keys: tuple[DealKey, ...], table: int) -> None:
        """The check on arrival: the named deals were on the way; the other table's
        envelopes travel together (§5), so all of them on the way are there now (two
        decks: one deal at a time)."""
        for key in keys:
            item = self.deck_of(key)
            assert item is not None and self.place[item] == "transit", (
                f"check of deal {key} at table {table}: its cards (deck {item}) are at "
                f"{self.place.get(item) if item else None}")
            if self.two:
                self.place[item] = str(table)
        if self.two:
            return
        for number, where in self.place.items():
            if where == "transit" and (number <= 3) == (table == 2):
                self.place[number] = str(table)

    def send_home(self, keys: tuple[DealKey, ...], table: int,
                  annulled: frozenset[DealKey] = frozenset()) -> None:
        """The envelopes go home; an annulled deal's may still be on the way to the table
        (carried, then annulled): they reach it unopened and go straight back (§11).  Two
        decks: only the envelopes of an original go — its cards are dealt again at this
        table for its next original; a replay's cards go home with them (§11)."""
        for key in keys:
            item = self.deck_of(key)
            assert item is not None, f"{key} sent home, never dealt"
            if self.two:
                # two decks: the cards go where they deal next — an original's stay
                # here, for this table's next original (§5, §11); home after the last
                if self.holds.get(item) == key:
                    self.place[item] = self.goes_to(item, key)
                continue
            if self.holds.get(item) not in (None, key):
                continue  # its deck was dealt again since: the envelopes go, empty
            if key in annulled and self.place[item] == "transit":
                self.place[item] = str(origin(key.deal))
                continue
            assert self.place[item] == str(table), (
                f"table {table} sends deal {key}'s envelopes home: its cards (deck "
                f"{item}) are at {self.place[item]}")
            self.place[item] = str(origin(key.deal))

    def dealt(self, key: DealKey, named: int | None = None) -> None:
        """A deck is dealt for an attempt: the attempt it held before must be done
        (played at both tables or annulled) — else its cards are destroyed.  Two decks:
        a replay is dealt from the cards the origin holds then (§11): the deck the app
        names, which must be one of them."""
        if self.two and key.attempt > 0:
            if key in self.replay_deck:
                return
            free = self.free(origin(key.deal))
            assert free, f"{key} to be dealt at table {origin(key.deal)}: no cards free there"
            assert named is None or named in free, (
                f"{key} to be dealt with deck {named}: the free cards at table "
                f"{origin(key.deal)} are decks {free}")
            number = named if named is not None else free[0]
            self.replay_deck[key] = number
            self.holds[number] = key
            return
        number = deck(key.deal, self.two)
        held = self.holds.get(number)
        assert held is None or held == key or self.done(held), (
            f"deck {number} dealt for {key} while it holds {held}, not done")
        self.holds[number] = key
        self.dealt_originals.add(key.deal)

    def at(self, key: DealKey, table: int, what: str) -> None:
        item = self.deck_of(key)
        assert item is not None and self.place[item] == str(table), (
            f"table {table} is asked to {what} deal {key}: its cards (deck {item}) are at "
            f"{self.place.get(item) if item else None}")


HOST = (env.HintKind.CARRY, env.HintKind.CHECK, env.HintKind.RETURN)


class MatchNight(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.match = new_match("Alpha", "Beta", SEATS)
        self.setup(two=False, cards=False, turning=True)

    def setup(self, two: bool, cards: bool, turning: bool) -> None:
        self.match.settings = Settings(Conditions.CARDS if cards else Conditions.BOARD,
                                       turning=turning, two_decks=two)
        self.rooms = Rooms(two)
        self.rooms.done = self.attempt_done
        self.annulled = self.annulled_gone_on = 0
        self.log: list[str] = []  # what was done, for a failure's message
        self._said: dict[int, list] | None = None
        self._decks: dict[int, env.Location] | None = None

    @initialize(two=st.booleans(), cards=st.booleans(), turning=st.booleans())
    def the_match(self, two: bool, cards: bool, turning: bool) -> None:
        """Six decks or two, score cards or board conditions, table 1 turning or not."""
        self.setup(two, cards, turning)
        event(f"{'two' if two else 'six'} decks, {'cards' if cards else 'board'}"
              f"{', turning' if turning else ''}")

    def changed(self) -> None:
        self._said = self._decks = None

    def decks(self) -> dict[int, env.Location]:
        """Where the app's Envelopes view says each deck is."""
        if self._decks is None:
            view = _View(self.match)  # one reading of the envelopes for all the decks
            count = 2 if self.rooms.two else 6
            self._decks = {number: view.deck(number) for number in range(1, count + 1)}
        return self._decks

    def attempt_done(self, key: DealKey) -> bool:
        match = self.match
        return key in match.annulments or all((key, t) in match.results for t in (1, 2))

    # -- what the app says now ------------------------------------------------------------
    def hints(self) -> dict[int, list]:
        if self._said is None:
            # as the app's session asks them: one reading of the envelopes for both
            # tables' targets and steps
            match = self.match
            r = current_round(match)
            seen = env.overview(match, r)
            view = _View(match)

            def upcoming(round_: int, table: int) -> Pending | None:
                return next_pending(match, round_, table, view=view)

            self._said = {t: table_hints(match, r, t, lambda _m, t, _r: seen.hints[t],
                                         upcoming) for t in (1, 2)}
        return self._said

    def host_steps(self) -> list[env.Hint]:
        found = []
        for hints in self.hints().values():
            for hint in hints:
                step = hint.envelope
                if (hint.kind is RoomHintKind.ENVELOPES and step is not None
                        and step.kind in HOST and step.command is not None):
                    found.append(step)
        return found

    def target(self, table: int) -> DealKey | None:
        """The deal the table is told to play now, else None.  A deal from the other
        table ("envelopes from table 2") is played once the Envelopes view says its
        envelopes are at the table (the host's carry and check bring them)."""
        first = self.hints()[table][0]
        if first.kind is RoomHintKind.NEXT_GAME:
            if first.params["step"] in (GameStep.WAIT_FOR, GameStep.WAIT_FOR_DECK):
                return None
            key = first.params["deal"]
        elif first.kind is RoomHintKind.REPLAY and first.params["here"]:
            key = first.params["deal"]
        else:
            return None
        two = self.rooms.two
        if (origin(key.deal) != table and not (two and key.attempt > 0)
                and self.decks()[deck(key.deal, two)].place.table != table):
            return None  # (two decks: a replay's cards are not a deck the app places)
        return key

    # -- doing it -----------------------------------------------------------------------
    def do_host(self, step: env.Hint) -> None:
        p = step.params
        keys = tuple(DealKey(d, p.get("attempt", 0)) for d in p["deals"])
        round_ = (keys[0].deal - 1) // 6 + 1
        if step.kind is env.HintKind.CARRY:
            self.rooms.carry(keys, p["from_table"])
            if p.get("rest"):
                self.rooms.carry_rest.add((round_, p["from_table"]))
        elif step.kind is env.HintKind.CHECK:
            self.rooms.arrive(keys, step.table)
            if p.get("rest"):
                self.rooms.check_rest.add((round_, step.table))
        else:
            self.rooms.send_home(keys, step.table, frozenset(
                k for k in keys if k in self.match.annulments))
        assert step.command is not None
        step.command.apply(self.match)
        self.log.append(step.text)
        self.changed()

    def do_play(self, table: int, pick: int = 0, other_cards: bool = False) -> None:
        """The table plays what it is told: at the origin of an original under score
        cards, the lines draw theirs first (``pick`` chooses among the cards left);
        ``other_cards``: a sent deal played under cards other than the drawn ones
        (reason 1, spec §11: the app annuls it as the result comes in)."""
        match = self.match
        key = self.target(table)
        assert key is not None
        try:
            self.check_play(table, key)
        except AssertionError as exc:
            raise AssertionError(f"{exc}\n{self.story()}") from None
        first = self.hints()[table][0]
        if first.kind is RoomHintKind.NEXT_GAME and \
                first.params["step"] is GameStep.DRAW_CARDS:
            fmt, deck_cards = match.format, match.settings.deck
            drawn = {line: [c[line] for d, c in match.draws.items()
                            if fmt.slot(d).origin_table == table] for line in Line}
            ns, ew = (remaining(deck_cards, drawn[line]) for line in (Line.NS, Line.EW))
            SetScoreCards(key.deal, ns[pick % len(ns)], ew[pick % len(ew)]).apply(match)
            self.log.append(f"table {table} draws for deal {key.deal}")
        result = TableResult.parse_entry(TEXT[table])
        if other_cards:
            played = match.draws[key.deal]
            other = next(c for c in match.settings.deck if c != played[Line.NS])
            result = replace(result, ns_card=other, ew_card=played[Line.EW])
        SetResult(key, table, result).apply(match)
        if key.attempt == 0 and origin(key.deal) == table:
            self.rooms.played_home(key.deal)
        self.log.append(f"table {table} plays {key}"
                        + (" under other score cards" if other_cards else ""))
        if other_cards and key in match.annulments:
            event("annulled: DIFFERENT_SCORES (as the result came in)")
        self.changed()

    def check_play(self, table: int, key: DealKey) -> None:
        rooms = self.rooms
        named = None
        for hint in self.hints()[table]:
            step = hint.envelope
            if step is None or step.kind is not env.HintKind.DEAL:
                continue
            dealt = DealKey(step.params["deal"], step.params.get("attempt", 0))
            what = f"shuffle deck {step.params['deck']} and deal"
            if rooms.two and dealt.attempt > 0:  # the cards its table holds free (§11)
                assert step.params["deck"] in rooms.free(table), (
                    f"table {table} is asked to {what} {dealt}: the free cards there are "
                    f"decks {rooms.free(table)}")
                named = step.params["deck"] if dealt == key else named
            elif "wait_from" not in step.params:
                rooms.at(dealt, table, what)
        if origin(key.deal) == table:
            rooms.dealt(key, named)
        rooms.at(key, table, "play")

    # -- the rules ------------------------------------------------------------------------
    @precondition(lambda self: not match_over(self.match))
    @rule(which=st.integers(0, 5))
    def host(self, which: int) -> None:
        steps = self.host_steps()
        if steps:
            self.do_host(steps[which % len(steps)])

    @precondition(lambda self: not match_over(self.match))
    @rule(table=st.sampled_from((1, 2)), pick=st.integers(0, 17))
    def play(self, table: int, pick: int) -> None:
        if self.host_steps():
            return  # the host's steps first (the envelopes the app says to move)
        if self.target(table) is not None:
            self.do_play(table, pick)

    @precondition(lambda self: self.match.settings.conditions is Conditions.CARDS
                  and self.annulled < 3 and not match_over(self.match))
    @rule(table=st.sampled_from((1, 2)))
    def play_under_other_cards(self, table: int) -> None:
        """A sent deal played under score cards other than the ones drawn (reason 1)."""
        if self.host_steps():
            return
        key = self.target(table)
        if key is not None and origin(key.deal) != table:
            self.annulled += 1
            self.do_play(table, other_cards=True)

    REASONS = st.sampled_from((AnnulReason.CARDS_SEEN, AnnulReason.SHORT_ENVELOPE,
                               AnnulReason.LEAKED_INFORMATION, AnnulReason.WRONG_ENVELOPES))
    TIMES = st.sampled_from((None, ReplayAt.NOW, ReplayAt.ROUND_END, ReplayAt.MATCH_END,
                             ReplayAt.NONE))

    @precondition(lambda self: self.annulled < 3 and not match_over(self.match))
    @rule(which=st.integers(0, 7), reason=REASONS, when=TIMES)
    def annul_a_deal(self, which: int, reason: AnnulReason, when: ReplayAt | None) -> None:
        """Annul one of the last eight deals something was played of (its current
        attempt)."""
        self.annul_one(which, reason, when, gone_on=False)

    @precondition(lambda self: self.annulled_gone_on < 2 and not match_over(self.match))
    @rule(which=st.integers(0, 7), reason=REASONS,
          when=TIMES)
    def annul_after_a_table_went_on(self, which: int, reason: AnnulReason,
                                    when: ReplayAt | None) -> None:
        """Annul a deal of an earlier round than a table has gone on to."""
        self.annul_one(which, reason, when, gone_on=True)

    def annul_one(self, which: int, reason: AnnulReason, when: ReplayAt | None,
                  gone_on: bool) -> None:
        match = self.match
        fmt = match.format
        played = sorted({k.deal for k, _ in match.results if k == match.current_key(k.deal)})
        if gone_on and played:
            latest = max(fmt.slot(k.deal).round for k, _ in match.results)
            played = [d for d in played if fmt.slot(d).round < latest]
        if not played:
            return
        deal = played[-1 - which % min(len(played), 8)]
        item = self.rooms.deck_of(match.current_key(deal))  # (before it is annulled)
        try:
            command = annul(match, deal, reason, replay_at=when)
            command.apply(match)
        except MatchError:
            return  # the deal's state rules that reason (or that time) out
        if gone_on:
            self.annulled_gone_on += 1
        else:
            self.annulled += 1
        assert command.annulment is not None
        self.log.append(f"annul {command.key}: {reason.name}, "
                        f"{command.annulment.when.value}")
        event(f"annulled: {reason.name}, {command.annulment.when.value}"
              + (", a table had gone on" if gone_on else ""))
        self.changed()
        if (reason is AnnulReason.SHORT_ENVELOPE and item is not None
                and self.rooms.holds.get(item) == command.key):
            # home at once (§11) — unless its deck has been dealt again since, for a
            # later deal: then it travels with that deal; two decks: where it deals next
            self.rooms.place[item] = (self.rooms.goes_to(item, command.key)
                                      if self.rooms.two else str(origin(deal)))

    # -- the invariants -------------------------------------------------------------------
    @invariant()
    def every_deck_where_the_app_says(self) -> None:
        for number, where in self.decks().items():
            said = "transit" if where.place is env.Place.IN_TRANSIT else str(where.place.table)
            assert said == self.rooms.place[number], (
                f"deck {number}: the app says {where}, the rooms have it at "
                f"{self.rooms.place[number]}\n{self.story()}")

    def story(self) -> str:
        """Where the match stands, as a host would read it (for a failure's message)."""
        from words.hints import room_hint_text

        match = self.match
        said = {t: [room_hint_text(h) for h in self.hints()[t]] for t in (1, 2)}
        return (f"results {sorted((str(k), t) for k, t in match.results)}; annulled "
                f"{ {str(k): (a.reason.name, a.when.value) for k, a in match.annulments.items()} }"
                f"; decks {self.rooms.place}; table 1: {said[1]}; table 2: {said[2]}"
                "\ndone: " + " / ".join(self.log))

    def teardown(self) -> None:
        """The rest of the match, as the app says: the host's steps first, then each
        table's game; until the match is over nobody may be left waiting for nothing."""
        for _ in range(1000):
            if match_over(self.match):
                break
            steps = self.host_steps()
            if steps:
                self.do_host(steps[0])
            elif self.target(1) is not None:
                self.do_play(1)
            elif self.target(2) is not None:
                self.do_play(2)
            else:
                raise AssertionError(f"nobody can do anything: {self.story()}")
            self.every_deck_where_the_app_says()
        assert match_over(self.match)
        counted = 0
        for number in range(1, 37):
            key = self.match.current_key(number)
            annulment = self.match.annulments.get(key)
            if annulment is None:
                assert all((key, t) in self.match.results for t in (1, 2)), key
                counted += 1
            else:
                assert not annulment.awaits_replay, key
        assert compute_balances(self.match).balance_a == counted * (90 - 120)


MatchNight.TestCase.settings = settings(
    # the same examples every run (a run that finds something says so in every CI, not
    # one in three): a wider search is run by hand with HYPOTHESIS_SEARCH=1
    derandomize=not os.environ.get("HYPOTHESIS_SEARCH"),
    max_examples=EXAMPLES, stateful_step_count=100, deadline=None, database=None,
    phases=(Phase.explicit, Phase.generate),  # a failure is reported as found: shrinking
    #                                           whole matches takes minutes
    suppress_health_check=[HealthCheck.too_slow])
test_rooms = MatchNight.TestCase


@pytest.mark.parametrize("seed", [0])
def test_the_model_starts_where_the_spec_says(seed: int) -> None:
    rooms = Rooms()
    assert [deck(d) for d in (1, 2, 3, 4, 5, 6, 31, 36)] == [1, 2, 3, 4, 5, 6, 1, 6]
    assert rooms.place == {1: "1", 2: "1", 3: "1", 4: "2", 5: "2", 6: "2"}


def test_a_deal_annulled_after_a_table_went_on_is_replayed_after_the_match() -> None:
    """Round I played at both tables, table 1 on to deal 7 (deck 1 dealt again): deal 1,
    annulled now, is by default replayed at the end of the match, and nobody waits."""
    night = MatchNight()
    while not any(night.match.format.slot(k.deal).round == 2 for k, _ in night.match.results):
        steps = night.host_steps()
        if steps:
            night.do_host(steps[0])
        else:
            night.do_play(1 if night.target(1) is not None else 2)
    assert (DealKey(7), 1) in night.match.results
    annul(night.match, 1, AnnulReason.CARDS_SEEN).apply(night.match)
    night.changed()
    assert night.match.annulments[DealKey(1)].replay_at is ReplayAt.MATCH_END
    night.teardown()


@pytest.mark.parametrize("when", [ReplayAt.NOW, ReplayAt.ROUND_END])
def test_a_replay_asked_by_hand_for_a_round_a_table_has_left_is_after_the_match(
        when: ReplayAt) -> None:
    """The same deal 1, its replay asked for by hand now or at the end of round I: its
    deck holds deal 7, which table 2 has not played — the replay is set for the end of
    the match (the rooms are told so), and the match ends; changing it back is refused."""
    night = MatchNight()
    while (DealKey(7), 1) not in night.match.results:
        steps = night.host_steps()
        if steps:
            night.do_host(steps[0])
        else:
            night.do_play(1 if night.target(1) is not None else 2)
    match = night.match
    annul(match, 1, AnnulReason.CARDS_SEEN, replay_at=when).apply(match)
    night.changed()
    assert match.annulments[DealKey(1)].replay_at is ReplayAt.MATCH_END
    assert current_round(match) == 2
    with pytest.raises(MatchError) as refused:
        SetReplayAt(DealKey(1), when).apply(match)
    assert refused.value.key == "replay_gone_on"
    with speaking("bg"):
        assert error_text(refused.value) == (
            "раздаване 1: маса вече играе след тур I и тестето на раздаването е раздадено "
            "за по-късно раздаване — то може да се преиграе само в края на мача")
    night.teardown()
    assert all((DealKey(1, 1), t) in match.results for t in (1, 2))


def test_undoing_a_replay_time_change_after_a_table_went_on_puts_it_back() -> None:
    """Deal 1 annulled in round I, its replay moved from the round's end to the match's
    end; table 1 then goes on to deal 7.  Undoing the change still puts the round's end
    back (what was there), though a new choice of it is refused now."""
    night = MatchNight()
    while (DealKey(6), 1) not in night.match.results or (DealKey(6), 2) not in \
            night.match.results:
        steps = night.host_steps()
        if steps:
            night.do_host(steps[0])
        else:
            night.do_play(1 if night.target(1) is not None else 2)
    match = night.match
    annul(match, 1, AnnulReason.CARDS_SEEN, replay_at=ReplayAt.ROUND_END).apply(match)
    inverse = SetReplayAt(DealKey(1), ReplayAt.MATCH_END).apply(match)
    night.changed()
    while (DealKey(7), 1) not in match.results:
        steps = night.host_steps()
        if steps:
            night.do_host(steps[0])
        else:
            night.do_play(1 if night.target(1) is not None else 2)
    with pytest.raises(MatchError) as refused:
        SetReplayAt(DealKey(1), ReplayAt.ROUND_END).apply(match)
    assert refused.value.key == "replay_gone_on"
    inverse.apply(match)
    assert match.annulments[DealKey(1)].replay_at is ReplayAt.ROUND_END


def test_two_decks_a_table_waits_for_its_deck_before_its_next_original() -> None:
    """Two decks: table 1 has played deal 1 (deck 1, sent over); deal 2 is dealt with
    deck 2, which table 2 is dealing deal 4 with — table 1 waits for deal 4, then deals
    deal 2 with its cards (the hints never say "deal 2" before)."""
    night = MatchNight()
    night.setup(two=True, cards=False, turning=False)
    night.do_play(1)  # deal 1
    hint = night.hints()[1][0]
    assert hint.kind is RoomHintKind.NEXT_GAME and hint.params["deal"] == DealKey(4)
    assert hint.params["step"] is GameStep.WAIT_FOR
    while (DealKey(4), 1) not in night.match.results:
        steps = night.host_steps()
        if steps:
            night.do_host(steps[0])
        else:
            assert night.target(1) in (None, DealKey(4))
            night.do_play(1 if night.target(1) is not None else 2)
    hint = night.hints()[1][0]
    assert hint.params["deal"] == DealKey(2) and night.target(1) == DealKey(2)
    # before deal 4 came, deal 2 itself waited for deck 2 (table 1's queue says why)
    night2 = MatchNight()
    night2.setup(two=True, cards=False, turning=False)
    night2.do_play(1)
    queue = {p.key.deal: p.here for p in table_queue(night2.match, 1, 1)}
    assert queue[2] is False and queue[4] is False
    params = {"game": 3, "deal": DealKey(2), "dealer": night2.match.dealer(2),
              "step": GameStep.WAIT_FOR_DECK, "deck": 2, "from_table": 2}
    wait = RoomHint(1, RoomHintKind.NEXT_GAME, params)
    assert wait.text.endswith("— wait for deck 2 from table 2")
    with speaking("bg"):
        assert room_hint_text(wait).endswith("изчакайте тесте 2 от маса 2")


def test_an_annulled_deals_envelopes_carried_before_the_check_arrive(monkeypatch):
    """The failing match night, step by step, as the simulation reported it (5 December,
    a CI run): deal 1's envelopes carried to table 2, the deal annulled (reason 4, replay
    at the round's end) before table 2 checked them; table 2's check names deals 2 and 3
    only, and deck 1 is at table 2 with them.  Deal 2 (reason 3) and deal 3 (reason 4)
    were annulled after that check, and the app then put deck 1 back 'on the way to table
    2' for good: it counted only live deals' arrivals as the round's."""
    # hypothesis's event() counts what a run saw; outside its run there is none to count
    monkeypatch.setitem(globals(), "event", lambda *_args, **_kwargs: None)
    state = MatchNight()
    steps = [
        ("the_match", {"two": False, "cards": True, "turning": True}),
        ("play", {"pick": 7, "table": 1}),
        ("play_under_other_cards", {"table": 2}),
        ("play_under_other_cards", {"table": 2}),
        ("annul_a_deal", {"reason": AnnulReason.SHORT_ENVELOPE, "when": ReplayAt.NONE,
                          "which": 1}),
        ("host", {"which": 3}),
        ("play", {"pick": 2, "table": 1}),
        ("play_under_other_cards", {"table": 1}),
        ("play", {"pick": 2, "table": 1}),
        ("play", {"pick": 17, "table": 1}),
        ("play_under_other_cards", {"table": 1}),
        ("host", {"which": 5}),
        ("annul_a_deal", {"reason": AnnulReason.LEAKED_INFORMATION,
                          "when": ReplayAt.ROUND_END, "which": 5}),
        ("host", {"which": 5}),
        ("play", {"pick": 3, "table": 2}),
        ("annul_a_deal", {"reason": AnnulReason.SHORT_ENVELOPE, "when": ReplayAt.NOW,
                          "which": 6}),
        ("play", {"pick": 16, "table": 1}),
        ("host", {"which": 3}),
        ("annul_a_deal", {"reason": AnnulReason.LEAKED_INFORMATION,
                          "when": ReplayAt.MATCH_END, "which": 1}),
    ]
    try:
        for name, values in steps:
            getattr(state, name)(**values)
            state.every_deck_where_the_app_says()
    finally:
        state.teardown()
