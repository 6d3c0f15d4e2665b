"""Issue 48 in the core: offered is accepted, and what is accepted that a person needs
to go on is offered.

A Hypothesis state machine plays whole matches — one and two decks, the tables'
confirmations and phone leads on and off, table 1 turning or not — doing only what
:func:`models.steps.offered` lists (a result drawn at random for a result step, a real
random draw for a draw step), and annuls deals the host is offered, with every reason and
replay time offered for them, at every moment: before the score cards are drawn, between
the tables, after the deal went over, after the round.  After each rule:

(a) every offered step, done, is accepted: its command (and for a draw or a result, a
    real one built as the phone builds it) applied to a copy of the match, then undone,
    leaves the copy as it was;
(b) a sample of the steps not offered is refused with words: the host's envelope steps
    of both tables and every round so far (but the last round's envelopes sent home,
    which nothing waits for), annulling a deal not offered (every reason),
    a replay time not offered, a signature not offered — each refusal is a
    :class:`~models.errors.MatchCoreError` whose key has an entry in the catalog
    (the tables' own results and draws are not sampled: spec §11 lets a table's results
    be typed from paper in any order some play makes possible, so those are accepted
    beyond the one the phone asks for next);
(c) the match is over, or some step of play is offered (nobody waits for what no step
    can bring); and at the end of each example the match is finished from where it stands
    using only offered steps.

The rules of the format are not restated here: the test holds the core's offers against
the core's own refusals, and the rooms' progress against the end of the match.
"""

from __future__ import annotations

import copy
import random

import gui_play_data as data
import pytest
from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    rule,
    run_state_machine_as_test,
)

import words
from models import confirmations, envelopes
from models.codec import data_of
from models.commands import SetReplayAt, annul
from models.errors import MatchCoreError
from models.format import TABLES
from models.match import AnnulReason, Match, Seat, Settings, TableResult, new_match
from models.queries import current_round, match_over
from models.steps import (
    ENVELOPE_KINDS,
    TIMES,
    Step,
    StepKind,
    annul_steps,
    draw_cards,
    offered,
    play_steps,
    result_command,
)
from models.vocabulary import Card, Line

#: each example plays on until the end of the match from where it stands, in at most so
#: many steps (a match has 36 deals × 2 tables, their draws, the envelope steps…)
FINISH = 900

BUILDERS = {StepKind.CARRY: envelopes.carry_round, StepKind.CHECK: envelopes.check_round,
            StepKind.RETURN: envelopes.return_round}


def _worded(error: MatchCoreError) -> bool:
    """A refusal the catalog words (its key has an entry), in each language."""
    entries = words.catalog()
    return error.key is not None and f"error.{error.key}" in entries


def real_command(match: Match, step: Step, rng: random.Random, leads: bool):
    """What a person does for a step: a real random draw, a result drawn at random (with
    a lead now and then when the phones take it); else the step's own command."""
    assert step.key is not None or step.kind not in (StepKind.DRAW, StepKind.RESULT)
    if step.kind is StepKind.DRAW:
        return draw_cards(match, step.key.deal, rng)
    if step.kind is StepKind.RESULT:
        result = TableResult.parse_entry(data.result_text(rng))
        if leads and result.contract is not None and rng.random() < 0.3:
            result = TableResult(result.contract, result.declarer, result.tricks,
                                 lead=Card.parse(rng.choice(("S2", "HA", "D9", "CT"))))
        return result_command(match, step.key, step.table, result)
    assert step.command is not None
    return step.command


def _accepted(match: Match, command) -> None:
    """``command`` applies to a copy of the match, and its inverse restores the copy."""
    work = copy.deepcopy(match)
    inverse = command.apply(work)
    inverse.apply(work)
    assert work == match, command


def check_offered(match: Match, found: list[Step], rng: random.Random, leads: bool) -> None:
    """(a): every offered step, done, is accepted — and every envelope step a room's
    hints give a command (the laptop's buttons, ``teams-app envelopes``' actions) is
    one of them."""
    commands = [data_of(s.command) for s in found if s.kind in ENVELOPE_KINDS]
    for table in TABLES:
        for hint in envelopes.next_actions(match, table, current_round(match)):
            if hint.command is not None and data_of(hint.command) not in commands:
                try:
                    hint.command.apply(copy.deepcopy(match))
                except MatchCoreError as error:
                    raise AssertionError(f"{hint.text}: refused: {error}") from error
                raise AssertionError(f"{hint.text}: accepted, but not offered")
    for step in found:
        _accepted(match, step.command)
        if step.kind in (StepKind.DRAW, StepKind.RESULT):
            _accepted(match, real_command(match, step, rng, leads))
        if step.kind is StepKind.ANNUL:
            # during the match an annulment offered offers its replay times too
            assert step.params["times"] or match_over(match) or step.params["reasons"] == (
                AnnulReason.DIFFERENT_SCORES,), step
            for reason in step.params["reasons"]:
                if reason is AnnulReason.DIFFERENT_SCORES:
                    continue  # with the cards typed: its witness is the step's command
                for at in step.params["times"] or (None,):
                    _accepted(match, annul(match, step.key.deal, reason, replay_at=at))


def _refused(build, *args, **kwargs) -> None:
    try:
        command = build(*args, **kwargs)
        command.apply(copy.deepcopy(args[0]))
    except MatchCoreError as error:
        assert _worded(error), (error.key, error.reason)
        return
    raise AssertionError(f"accepted though not offered: {build.__name__}{args[1:]}")


def check_not_offered(match: Match, found: list[Step]) -> None:
    """(b): a sample of the steps not offered is refused, with words."""
    envelope = {(s.kind, s.table, s.round) for s in found if s.kind in ENVELOPE_KINDS}
    # a step of a table and round the host may also do as one of the hints' (a replay's)
    offered_commands = [data_of(s.command) for s in found if s.kind in ENVELOPE_KINDS]
    for kind, build in BUILDERS.items():
        for table in TABLES:
            for round_ in range(1, current_round(match) + 1):
                if (kind, table, round_) in envelope or (
                        kind is StepKind.RETURN and round_ == match.format.rounds):
                    # (the last round's envelopes sent home: the core takes the host's
                    # word for it, but nothing waits for it, so no face asks for it)
                    continue
                try:
                    command = build(match, table, round_)
                except MatchCoreError as error:
                    assert _worded(error), (error.key, error.reason)
                    continue
                if data_of(command) in offered_commands:
                    continue  # the same step, offered as another round's (a replay's)
                try:
                    command.apply(copy.deepcopy(match))
                except MatchCoreError as error:
                    assert _worded(error), (error.key, error.reason)
                    continue
                raise AssertionError(f"{kind} at table {table}, round {round_}: accepted "
                                     "though not offered")
    annullable = {s.key.deal for s in found if s.kind is StepKind.ANNUL}
    for deal in range(1, match.format.deals + 1):
        if deal not in annullable and match.format.slot(deal).round <= current_round(match):
            for reason in AnnulReason:
                _refused(annul, match, deal, reason)
    times = {(s.key, s.params["at"]) for s in found if s.kind is StepKind.REPLAY_AT}
    for key, annulment in match.annulments.items():
        if key != match.current_key(key.deal):
            continue
        for at in TIMES:
            if (key, at) not in times and at is not annulment.replay_at:
                _refused(lambda m, k, a: SetReplayAt(k, a), match, key, at)
    signs = {(s.table, s.round, s.params["line"]) for s in found if s.kind is StepKind.SIGN}
    if match.settings.phones_confirm:
        for table in TABLES:
            for round_ in range(1, current_round(match) + 1):
                held = confirmations.round_signatures(match, round_, table) or frozenset()
                for line in Line:
                    if (table, round_, line) not in signs and line not in held:
                        _refused(confirmations.sign, match, round_, table, line)


def stalled(match: Match) -> str:
    """What each room is told when nothing is offered (for the failure's message)."""
    from models.hints import table_hints
    from models.replays import next_pending

    round_ = current_round(match)
    lines = [f"round {round_}; annulled {dict(match.annulments)}; drawn {sorted(match.draws)}"]
    for table in TABLES:
        lines.append(f"table {table}: {next_pending(match, round_, table)}")
        lines += [f"  {hint.text}" for hint in table_hints(match, round_, table)]
    return "\n".join(lines)


def finish(match: Match, rng: random.Random, leads: bool) -> int:
    """(c): the match played to its end from where it stands with offered steps only (no
    annulment); how many steps it took."""
    for done in range(FINISH):
        if match_over(match):
            return done
        found = play_steps(match)
        assert found, "nothing offered, and the match is not over\n" + stalled(match)
        step = rng.choice(found)
        real_command(match, step, rng, leads).apply(match)
    raise AssertionError(f"not finished in {FINISH} steps")


class OfferedMatch(RuleBasedStateMachine):
    """A whole match played from what the core offers (the module)."""

    @initialize(two=st.booleans(), confirm=st.booleans(), leads=st.booleans(),
                turning=st.booleans(), seed=st.integers(0, 2**16))
    def start(self, two: bool, confirm: bool, leads: bool, turning: bool, seed: int) -> None:
        seats = {code: Seat(player) for code, player in data.PLAYERS.items()}
        self.match = new_match("Lions", "Tigers", seats, settings=Settings(
            two_decks=two, phones_confirm=confirm, phone_leads=leads, turning=turning))
        self.rng = random.Random(seed)
        self.leads = leads
        self.annulled = 0

    @rule(count=st.integers(1, 12))
    def play_on(self, count: int) -> None:
        """Some steps of play, each one of those offered."""
        for _ in range(count):
            found = play_steps(self.match)
            if not found:
                return
            step = self.rng.choice(found)
            real_command(self.match, step, self.rng, self.leads).apply(self.match)

    @rule(pick=st.integers(0, 10**6), reason=st.integers(0, 10), time=st.integers(0, 10))
    def annul_one(self, pick: int, reason: int, time: int) -> None:
        """The host annuls a deal he is offered, with a reason and a time offered."""
        found = annul_steps(self.match)
        choices = [s for s in found if s.kind is StepKind.ANNUL]
        if not choices or self.annulled >= 4:
            return
        step = choices[pick % len(choices)]
        reasons = step.params["reasons"]
        chosen = reasons[reason % len(reasons)]
        if chosen is AnnulReason.DIFFERENT_SCORES and step.command is not None \
                and step.params["reasons"][0] is chosen:
            command = step.command
        elif chosen is AnnulReason.DIFFERENT_SCORES:
            return
        else:
            times = step.params["times"]
            at = times[time % len(times)] if times else None
            command = annul(self.match, step.key.deal, chosen, replay_at=at)
        command.apply(self.match)
        self.annulled += 1

    @rule(pick=st.integers(0, 10**6))
    def replay_time(self, pick: int) -> None:
        """The host moves a replay to another time he is offered."""
        choices = [s for s in annul_steps(self.match) if s.kind is StepKind.REPLAY_AT]
        if choices:
            step = choices[pick % len(choices)]
            assert step.command is not None
            step.command.apply(self.match)

    @rule(pick=st.integers(0, 10**6))
    def refuse_one(self, pick: int) -> None:
        """The other line says a result waiting on the phone is not right."""
        waiting = confirmations.unconfirmed(self.match)
        if waiting:
            item = waiting[pick % len(waiting)]
            confirmations.refuse(self.match, item.key, item.table).apply(self.match)

    @invariant()
    def offered_is_accepted(self) -> None:
        before = copy.deepcopy(self.match)
        found = offered(self.match)
        assert self.match == before, "the list changed the match"
        check_offered(self.match, found, self.rng, self.leads)
        check_not_offered(self.match, found)
        assert match_over(self.match) or any(s.kind is not StepKind.ANNUL and
                                             s.kind is not StepKind.REPLAY_AT
                                             for s in found), stalled(self.match)

    def teardown(self) -> None:
        if hasattr(self, "match"):
            finish(self.match, self.rng, self.leads)


def _run(examples: int, steps: int) -> None:
    run_state_machine_as_test(OfferedMatch, settings=settings(
        max_examples=examples, stateful_step_count=steps, deadline=None, derandomize=True,
        phases=[Phase.explicit, Phase.generate], suppress_health_check=list(HealthCheck)))


def test_offered_steps_are_accepted_and_the_match_always_finishes() -> None:
    """One whole match in the quick run (each costs about 15 s)."""
    _run(examples=1, steps=20)


@pytest.mark.slow
def test_offered_steps_a_few_matches() -> None:
    """The quick run's three whole matches of before (the slow run)."""
    _run(examples=3, steps=20)


@pytest.mark.slow
def test_offered_steps_many_matches() -> None:
    """Many more (the slow run)."""
    _run(examples=20, steps=40)
