"""A simulation of the two rooms (issue 29, item 6): Hypothesis plays whole matches by
following only what the app tells each table and the host — the rooms' targets and
hints (:func:`models.hints.table_hints`) and the host's envelope steps they carry —
with annulments of every reason that the deal's state allows and every replay time, at
random moments.

The test keeps its own model of where each deck is, written from spec §5 and §11, not
from the product's code:

- six decks; deck (t, k) deals serial k of table t's originals in every round (§5) and
  starts at table t;
- the host's carry takes the named deals' decks (in their envelopes) on the way to the
  other table; the check on arrival puts them there; sending them back puts them home;
- an annulled deal whose envelope was found short goes home at once (§11);
- a table plays a deal (an original, a sent deal, a replay) with its deck's cards.

Invariants: every deck is in exactly one place, and the app's Envelopes view says the
same place; nobody is asked to deal or play cards that are not in the room (checked
when the table does it, after the host's steps the app shows); nobody waits for what
nobody will bring (some table or the host always has something to do until the match
is over); every match ends with every attempt complete or closed; the final balance
equals the test's own sum.

Annulments are of one of the last eight deals played, and (a rule of their own) of a deal
of an earlier round than a table has gone on to; every reason but 1 (board conditions),
every replay time the core accepts.  The second kind found the rooms waiting for each other
(a replay "now" or "at the end of the round" of a deal whose deck had since dealt the later
round's deal: table 1 waiting for its own deck) in 5 and 63 examples of three runs of 200,
before the core's default for such a deal became the end of the match
(:func:`models.replays.gone_on_from`).  Not simulated yet (issue 29, open): the host
choosing "now" or "at the end of the round" for it by hand — the rooms can then still wait
for each other.

Table 1 always makes 1NT by South with 7 tricks (NS +90, vulnerable or not), table 2
with 8 (NS +120): every deal that counts nets team A −30.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, Phase, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from models import envelopes as env
from models.balances import compute_balances
from models.commands import SetResult, annul
from models.envelope_view import _View
from models.errors import MatchError
from models.hints import RoomHintKind, table_hints
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
from models.replays import Pending, next_pending

SEATS = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
TEXT = {1: "1NT S 7", 2: "1NT S 8"}
#: whole matches in CI (issue 29: at least 200); SIMULATION_EXAMPLES to run more
EXAMPLES = int(os.environ.get("SIMULATION_EXAMPLES", "200"))


# -- the test's own model (spec §2, §5) -----------------------------------------------------


def origin(deal: int) -> int:
    return 1 if (deal - 1) % 6 < 3 else 2


def deck(deal: int) -> int:
    """Six decks: deck (t, k) = 3(t − 1) + k deals serial k of table t (§5)."""
    return 3 * (origin(deal) - 1) + (deal - 1) % 3 + 1


class Rooms:
    def __init__(self) -> None:
        #: deck -> "1", "2" or "transit" (one place each, by construction)
        self.place: dict[int, str] = {d: str(1 if d <= 3 else 2) for d in range(1, 7)}
        #: deck -> the attempt whose cards it holds (dealt at its origin)
        self.holds: dict[int, DealKey] = {}
        self.done = lambda key: False

    def carry(self, deals: tuple[int, ...], from_table: int) -> None:
        for deal in deals:
            assert self.place[deck(deal)] == str(from_table), (
                f"carry of deal {deal} from table {from_table}: its deck {deck(deal)} is "
                f"at {self.place[deck(deal)]}")
            self.place[deck(deal)] = "transit"

    def arrive(self, deals: tuple[int, ...], table: int) -> None:
        """The check on arrival: the named deals were on the way; the other table's
        envelopes travel together (§5), so all of them on the way are there now."""
        for deal in deals:
            assert self.place[deck(deal)] == "transit", (
                f"check of deal {deal} at table {table}: its deck is at "
                f"{self.place[deck(deal)]}")
        for number, where in self.place.items():
            if where == "transit" and (number <= 3) == (table == 2):
                self.place[number] = str(table)

    def send_home(self, deals: tuple[int, ...], table: int,
                  annulled: frozenset[int] = frozenset()) -> None:
        """The envelopes go home; an annulled deal's may still be on the way to the table
        (carried, then annulled): they reach it unopened and go straight back (§11)."""
        for deal in deals:
            if deal in annulled and self.place[deck(deal)] == "transit":
                self.place[deck(deal)] = str(origin(deal))
                continue
            assert self.place[deck(deal)] == str(table), (
                f"table {table} sends deal {deal}'s envelopes home: its deck is at "
                f"{self.place[deck(deal)]}")
            self.place[deck(deal)] = str(origin(deal))

    def dealt(self, key: DealKey, done: bool) -> None:
        """A deck is dealt for an attempt: the attempt it held before must be done
        (played at both tables or annulled) — else its cards are destroyed."""
        held = self.holds.get(deck(key.deal))
        assert held is None or held == key or self.done(held), (
            f"deck {deck(key.deal)} dealt for {key} while it holds {held}, not done")
        self.holds[deck(key.deal)] = key

    def at(self, deal: int, table: int, what: str) -> None:
        assert self.place[deck(deal)] == str(table), (
            f"table {table} is asked to {what} deal {deal}: its deck {deck(deal)} is at "
            f"{self.place[deck(deal)]}")


HOST = (env.HintKind.CARRY, env.HintKind.CHECK, env.HintKind.RETURN)


class MatchNight(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.match = new_match("Alpha", "Beta", SEATS)
        self.match.settings = Settings(Conditions.BOARD, turning=True)
        self.rooms = Rooms()
        self.rooms.done = self.attempt_done
        self.annulled = self.annulled_gone_on = 0
        self.log: list[str] = []  # what was done, for a failure's message
        self._said: dict[int, list] | None = None
        self._decks: dict[int, env.Location] | None = None

    def changed(self) -> None:
        self._said = self._decks = None

    def decks(self) -> dict[int, env.Location]:
        """Where the app's Envelopes view says each deck is."""
        if self._decks is None:
            view = _View(self.match)  # one reading of the envelopes for the six decks
            self._decks = {number: view.deck(number) for number in range(1, 7)}
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
            if first.params["step"].value == "wait_for":
                return None
            key = first.params["deal"]
        elif first.kind is RoomHintKind.REPLAY and first.params["here"]:
            key = first.params["deal"]
        else:
            return None
        if origin(key.deal) != table and self.decks()[deck(key.deal)].place.table != table:
            return None
        return key

    # -- doing it -----------------------------------------------------------------------
    def do_host(self, step: env.Hint) -> None:
        p = step.params
        deals = tuple(p["deals"])
        if step.kind is env.HintKind.CARRY:
            self.rooms.carry(deals, p["from_table"])
        elif step.kind is env.HintKind.CHECK:
            self.rooms.arrive(deals, step.table)
        else:
            match = self.match
            self.rooms.send_home(deals, step.table, frozenset(
                d for d in deals if match.current_key(d) in match.annulments))
        assert step.command is not None
        step.command.apply(self.match)
        self.log.append(step.text)
        self.changed()

    def do_play(self, table: int) -> None:
        key = self.target(table)
        assert key is not None
        try:
            self.check_play(table, key)
        except AssertionError as exc:
            raise AssertionError(f"{exc}\n{self.story()}") from None
        SetResult(key, table, TableResult.parse_entry(TEXT[table])).apply(self.match)
        self.log.append(f"table {table} plays {key}")
        self.changed()

    def check_play(self, table: int, key: DealKey) -> None:
        for hint in self.hints()[table]:
            step = hint.envelope
            if step is not None and step.kind is env.HintKind.DEAL:
                self.rooms.at(step.params["deal"], table, f"shuffle deck {step.params['deck']}"
                              " and deal")
        self.rooms.at(key.deal, table, f"play {key} of")
        if origin(key.deal) == table:
            self.rooms.dealt(key, False)

    # -- the rules ------------------------------------------------------------------------
    @precondition(lambda self: not match_over(self.match))
    @rule(which=st.integers(0, 5))
    def host(self, which: int) -> None:
        steps = self.host_steps()
        if steps:
            self.do_host(steps[which % len(steps)])

    @precondition(lambda self: not match_over(self.match))
    @rule(table=st.sampled_from((1, 2)))
    def play(self, table: int) -> None:
        if self.host_steps():
            return  # the host's steps first (the envelopes the app says to move)
        if self.target(table) is not None:
            self.do_play(table)

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
          when=st.sampled_from((None, ReplayAt.MATCH_END, ReplayAt.NONE)))
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
        if reason is AnnulReason.SHORT_ENVELOPE and \
                self.rooms.holds.get(deck(deal)) == command.key:
            # home at once (§11) — unless its deck has been dealt again since, for a
            # later deal: then it travels with that deal
            self.rooms.place[deck(deal)] = str(origin(deal))

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
