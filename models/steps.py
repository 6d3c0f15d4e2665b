"""What may be done now (issue 48): every step the core would accept at this moment, each
as the very command it would run.

A face (the laptop's buttons and hints, the host's page, the tables' phones, the command
line's "what next") offers what this list holds and nothing else: it keeps no rule of its
own.  The list is not a second copy of the rules: each step's command comes from the same
builder its operation calls (:func:`draw_cards`, :func:`models.envelopes.carry_round`,
:func:`models.commands.annul` …), and a step is listed only when that command, applied
to a copy of the match, is accepted.  What a person types (a result, the cards found in a
short envelope, a note) is not known beforehand: those steps carry a witness — the result
one that scores, the cards the draw would take first — and are listed when the witness is
accepted; the real values are refused or accepted by the same command.

Who does a step: a table's phone (``table`` set, :attr:`Step.by_table`) — the draw, the
result, the other line's confirmation, the signatures — or the host (the envelope steps of
either table, annulling, a replay's time).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from models import confirmations, envelopes
from models.confirmations import propose
from models.errors import MatchCoreError
from models.format import TABLES
from models.match import AnnulReason, DealKey, Match, ReplayAt, TableResult
from models.queries import check_drawable, current_round, match_over
from models.reads import Area, reads
from models.registry import Batch
from models.replays import check_replay_change, next_pending
from models.scorecards import draw, remaining
from models.vocabulary import Line

if TYPE_CHECKING:
    from models.commands import SetScoreCards
    from models.registry import Command
    from models.replays import Pending
    from models.scorecards import ScoreCard


class StepKind(StrEnum):
    """What a :class:`Step` does."""

    DRAW = "draw"            # a table draws the score cards of ``key``'s deal
    RESULT = "result"        # a table's result of ``key`` (the game it plays next)
    CONFIRM = "confirm"      # the other line confirms (or refuses) a result waiting
    SIGN = "sign"            # a line signs a round's diagram (``params["line"]``)
    CARRY = "carry"          # the host: a table's envelopes packed and carried over
    CHECK = "check"          # the host: envelopes checked on arrival at ``table``
    RETURN = "return"        # the host: envelopes played at ``table`` sent back home
    ANNUL = "annul"          # the host: ``key`` annulled (``params``: reasons, times)
    REPLAY_AT = "replay_at"  # the host: an annulled deal's replay time (``params["at"]``)


#: the steps a table's phone does; the others are the host's
TABLE_KINDS = frozenset({StepKind.DRAW, StepKind.RESULT, StepKind.CONFIRM, StepKind.SIGN})
#: the host's envelope steps (each a hint of :func:`models.envelopes.next_actions`)
ENVELOPE_KINDS = frozenset({StepKind.CARRY, StepKind.CHECK, StepKind.RETURN})
#: the replay times a host may choose, in the annul dialog's order
TIMES = (ReplayAt.NOW, ReplayAt.ROUND_END, ReplayAt.MATCH_END, ReplayAt.NONE)


@dataclass(frozen=True, slots=True)
class Step:
    """One step the core accepts now.  ``table``: the table whose phone does it, or (a
    host's envelope step) the table where it is done; None for annulments and replay
    times.  ``command``: what it runs (a witness's, for a draw or a result)."""

    kind: StepKind
    table: int | None
    key: DealKey | None = None
    round: int | None = None
    params: dict[str, Any] = field(default_factory=dict, compare=False)
    command: Command | None = field(default=None, compare=False)

    @property
    def by_table(self) -> bool:
        return self.kind in TABLE_KINDS

    @property
    def token(self) -> str:
        """A short stable name of the step (what a page posts back to do it)."""
        parts = [self.kind.value, str(self.table or ""), str(self.key or ""),
                 str(self.round or "")]
        deals = self.params.get("deals")
        if deals:
            parts.append(",".join(map(str, deals)))
        if self.kind is StepKind.SIGN:
            parts.append(self.params["line"].name)
        if self.kind is StepKind.REPLAY_AT:
            parts.append(self.params["at"].value)
        return ":".join(parts)


# -- the builders: what each step runs (the operations call the same ones) ----------------


def draw_cards(match: Match, deal: int, rng: random.Random | None = None,
               first: bool = False) -> SetScoreCards:
    """The score cards of a deal drawn at its origin table (both lines) from what is left
    of its decks; ``first``: the first cards left, not a random draw (a witness)."""
    # late: the commands (~35 ms) load with the first change, not at start
    from models.commands import SetScoreCards

    check_drawable(match, deal)
    table = match.format.slot(deal).origin_table
    deck = match.settings.deck
    cards: list[ScoreCard] = []
    for line in (Line.NS, Line.EW):
        drawn = match.drawn_at(table, line)
        left = remaining(deck, drawn)
        cards.append(left[0] if first and left else draw(deck, drawn, rng))
    return SetScoreCards(deal, cards[0], cards[1])


def result_command(match: Match, key: DealKey, table: int, result: TableResult) -> Command:
    """A table's result on its phone: stored, or (the tables confirm) kept until the
    other line confirms it."""
    # late: the commands (~35 ms) load with the first change, not at start
    from models.commands import SetResult

    if match.settings.phones_confirm:
        return propose(match, key, table, result)
    return SetResult(key, table, result)


#: a result's witness: one that scores (a passed-out deal needs no score cards)
WITNESS = TableResult.parse_entry("1NT N 7")


# -- the list -------------------------------------------------------------------------------


class _Trial:
    """A copy of the match on which commands are tried: each is applied, then undone by
    the inverse it returns (a refused command changes nothing).

    The copy shares the values: a command puts a new value in a container of the match
    (a result, a draw, an annulment, an extension slot's entry) and never changes one in
    place, so copying the containers keeps the match untouched (the property test holds
    that the list leaves it as it was) at a fraction of a deep copy's cost, paid after
    every change."""

    def __init__(self, match: Match) -> None:
        self.match = dataclasses.replace(
            match, teams=dict(match.teams), seats=dict(match.seats),
            substitutions=dict(match.substitutions), draws=dict(match.draws),
            results=dict(match.results), annulments=dict(match.annulments),
            extras={slot: dict(values) for slot, values in match.extras.items()})

    def accepts(self, command: Command) -> bool:
        try:
            inverse = command.apply(self.match)
        except MatchCoreError:
            return False
        inverse.apply(self.match)
        return True

    def built(self, build: Callable[..., Command], *args: Any,
              **kwargs: Any) -> Command | None:
        """The command ``build(*args, **kwargs)`` makes (from the real match), when the
        copy accepts it."""
        try:
            command = build(*args, **kwargs)
        except MatchCoreError:
            return None
        return command if self.accepts(command) else None


def offered(match: Match) -> list[Step]:
    """Every step the core accepts now (see the module): the tables', the host's
    envelope steps, then annulling and replay times."""
    return [*play_steps(match), *annul_steps(match)]


def play_steps(match: Match) -> list[Step]:
    """The steps of play the core accepts now: the tables' (draws, results,
    confirmations, signatures) and the host's envelope steps."""
    return [*table_offers(match), *envelope_offers(match)]


@reads(Area.SETUP, Area.SETTINGS, Area.DRAWS, Area.RESULTS, Area.ANNULMENTS, Area.ENVELOPES)
def table_offers(match: Match, round_: int | None = None,
                 upcoming: tuple[Pending | None, ...] | None = None) -> list[Step]:
    """The tables' steps the core accepts now (draws, results, confirmations,
    signatures): what the phones' pages and the Rooms tab's Draw offer.  ``round_`` and
    ``upcoming`` (each table's :func:`models.replays.next_pending` in it): the answers a
    session already holds for this state of the match (worked out here otherwise)."""
    return list(_table_steps(match, _Trial(match), round_, upcoming))


@reads(Area.SETUP, Area.SETTINGS, Area.DRAWS, Area.RESULTS, Area.ANNULMENTS, Area.ENVELOPES)
def envelope_offers(match: Match) -> list[Step]:
    """The host's envelope steps the core accepts now (carry, check, send back)."""
    return list(_envelope_steps(match, _Trial(match)))


@reads(Area.SETUP, Area.SETTINGS, Area.DRAWS, Area.RESULTS, Area.ANNULMENTS, Area.ENVELOPES)
def annul_steps(match: Match) -> list[Step]:
    """The annulments and replay-time changes the core accepts now (the host's; each
    annulment with the reasons and times it accepts)."""
    return list(_annul_steps(match, _Trial(match)))


def _table_steps(match: Match, trial: _Trial, round_: int | None = None,
                 upcoming: tuple[Pending | None, ...] | None = None) -> Iterator[Step]:
    if round_ is None:
        round_ = current_round(match)
    for table in TABLES:
        pending = (next_pending(match, round_, table) if upcoming is None
                   else upcoming[table - 1])
        if pending is not None:
            key = pending.key
            if not match.settings.board and key.deal not in match.draws:
                command = trial.built(draw_cards, match, key.deal, first=True)
                # at its origin table, as soon as it is the table's next game (with two
                # decks its deck may still be on its way: the result waits for it)
                if (command is not None
                        and match.format.slot(key.deal).origin_table == table):
                    yield Step(StepKind.DRAW, table, key, round_, command=command)
            command = trial.built(result_command, match, key, table, WITNESS)
            if command is not None and pending.here:
                yield Step(StepKind.RESULT, table, key, round_, command=command)
        for item in confirmations.unconfirmed(match, table):
            command = trial.built(confirmations.confirm, match, item.key, table)
            if command is not None:
                yield Step(StepKind.CONFIRM, table, item.key, command=command)
        for signed in range(1, round_ + 1):
            held = confirmations.round_signatures(match, signed, table)
            if held is None:
                continue  # not a round to sign (yet)
            for line in Line:
                if line in held:
                    continue  # signed already (signing again changes nothing)
                command = trial.built(confirmations.sign, match, signed, table, line)
                if command is not None:
                    yield Step(StepKind.SIGN, table, None, signed, {"line": line},
                               command=command)


def _envelope_steps(match: Match, trial: _Trial) -> Iterator[Step]:
    round_ = current_round(match)
    kinds = {envelopes.HintKind.CARRY: StepKind.CARRY, envelopes.HintKind.CHECK:
             StepKind.CHECK, envelopes.HintKind.RETURN: StepKind.RETURN}
    for table in TABLES:
        for hint in envelopes.next_actions(match, table, round_):
            kind = kinds.get(hint.kind) if hint.kind is not None else None
            if kind is None or hint.command is None or not trial.accepts(hint.command):
                continue
            deals = tuple(int(d) for d in hint.params["deals"])
            yield Step(kind, table, None, match.format.slot(deals[0]).round,
                       {"deals": deals, "hint": hint}, command=hint.command)


def _annul_steps(match: Match, trial: _Trial) -> Iterator[Step]:
    # late: the commands (~35 ms) load with the first change, not at start
    from models.commands import SetReplayAt, annul

    round_ = current_round(match)
    over = match_over(match)
    for deal in range(match.format.deals, 0, -1):
        if match.format.slot(deal).round > round_:
            continue
        key = match.current_key(deal)
        if key in match.annulments:
            annulment = match.annulments[key]
            try:
                check_replay_change(match, deal)
            except MatchCoreError:
                continue
            for at in TIMES:
                if at is annulment.replay_at:
                    continue
                command = trial.built(SetReplayAt, key, at)
                if command is not None:
                    yield Step(StepKind.REPLAY_AT, None, key, None, {"at": at},
                               command=command)
            continue
        reasons = []
        plain = []  # those accepted without cards typed with them
        witness = None
        for reason in AnnulReason:
            command = trial.built(annul, match, deal, reason)
            if command is not None:
                plain.append(reason)
            elif reason is AnnulReason.DIFFERENT_SCORES:
                command = _different_cards(match, trial, key)
            if command is not None:
                reasons.append(reason)
                witness = witness or command
        if witness is None:
            continue
        # the times (for a reason given without cards; reason 1 with the cards typed is
        # the same annulment once they are recorded)
        times = () if over or not plain else tuple(
            at for at in TIMES
            if trial.built(annul, match, deal, plain[0], replay_at=at) is not None)
        yield Step(StepKind.ANNUL, None, key, None,
                   {"reasons": tuple(reasons), "times": times}, command=witness)


def _different_cards(match: Match, trial: _Trial, key: DealKey) -> Command | None:
    """Reason 1 with the cards the other table says it played under (typed with it):
    :func:`models.commands.annul_different_cards` with a witness pair that differs from
    the origin's, when the other table has a result (tried on the copy, as it is built)."""
    # late: the commands (~35 ms) load with the first change, not at start
    from models.commands import SetResult, annul

    slot = match.format.slot(key.deal)
    drawn = match.cards_at(key, slot.origin_table)
    result = match.results.get((key, slot.other_table))
    if match.settings.board or drawn is None or result is None:
        return None
    deck = sorted(set(match.settings.deck), key=str)
    pair = next(((ns, ew) for ns in deck for ew in deck
                 if (ns, ew) != (drawn[Line.NS], drawn[Line.EW])), None)
    if pair is None:
        return None
    record = SetResult(key, slot.other_table, result.with_cards(*pair), restoring=True)
    try:
        undo_record = record.apply(trial.match)
    except MatchCoreError:
        return None
    try:
        annulled = annul(trial.match, key.deal, AnnulReason.DIFFERENT_SCORES)
        undo_annul = annulled.apply(trial.match)
    except MatchCoreError:
        undo_record.apply(trial.match)
        return None
    undo_annul.apply(trial.match)
    undo_record.apply(trial.match)
    return Batch((record, annulled))


def table_steps(steps: list[Step], table: int) -> list[Step]:
    """The steps a table's phone offers (its draw, result, confirmations, signatures)."""
    return [s for s in steps if s.by_table and s.table == table]
