"""Match edits as command objects.

``command.apply(match)`` changes the match and returns the command that undoes it
(computed from the state it replaced), or raises a :class:`MatchCoreError` having changed
nothing.  Undo is applying the inverse; redo is applying the command again.  Commands
are plain data by their fields (:mod:`models.codec`), so the store keeps them in its
audit log and undoes across restarts; their words are the catalog's ``step.<kind>``
(:mod:`words.steps`).  The command protocol and the registry that
reads them back are in :mod:`models.registry` (named here too), so that reading a match
does not load these classes.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from models.errors import InputError, MatchError
from models.match import (
    Annulment,
    AnnulReason,
    DealKey,
    Match,
    ReplayAt,
    TableResult,
    check_honours_scored,
)
from models.queries import (
    already_annulled,
    check_annullable,
    check_played_at_origin,
    match_over,
    not_replayed,
)
from models.registry import Batch as Batch
from models.registry import Command as Command
from models.registry import registered
from models.replays import (
    check_reason,
    check_replay_change,
    check_replay_now,
    check_replay_reached,
    default_replay_at,
    replay_at_for,
)
from models.scorecards import ScoreCard, check_available
from models.vocabulary import Line

# -- score cards ---------------------------------------------------------------------


@registered
@dataclass(frozen=True, slots=True)
class SetScoreCards:
    """The score cards drawn at the origin table before an original deal (None: undrawn)."""

    kind: ClassVar[str] = "set_score_cards"
    deal: int
    ns: ScoreCard | None
    ew: ScoreCard | None

    def apply(self, match: Match) -> Command:
        fmt = match.format
        fmt.check_deal(self.deal)
        if match.settings.board and (self.ns or self.ew):
            raise MatchError("board conditions: no score cards are drawn", "board_no_cards")
        if (self.ns is None) != (self.ew is None):
            raise InputError(f"deal {self.deal}: draw a card for both lines", "both_lines",
                             {"deal": self.deal})
        before = match.draws.get(self.deal)
        table = fmt.slot(self.deal).origin_table
        new = {Line.NS: self.ns, Line.EW: self.ew} if self.ns and self.ew else None
        relying = [r for (k, _), r in match.results.items()
                   if k.deal == self.deal and (r.ns_card is None or r.ew_card is None)]
        if new != before and relying:
            raise MatchError(f"deal {self.deal} has results played under its score cards: "
                             "delete them before changing the cards", "cards_in_use",
                             {"deal": self.deal})
        if self.ns is not None and self.ew is not None:
            others = {d: c for d, c in match.draws.items() if d != self.deal}
            for line, card in ((Line.NS, self.ns), (Line.EW, self.ew)):
                drawn = [c[line] for d, c in others.items()
                         if fmt.slot(d).origin_table == table]
                check_available(match.settings.deck, drawn, card,
                                f"at table {table} for {line}",
                                {"table": table, "line": line})
            match.draws[self.deal] = {Line.NS: self.ns, Line.EW: self.ew}
        else:
            match.draws.pop(self.deal, None)
        return SetScoreCards(self.deal, before[Line.NS] if before else None,
                             before[Line.EW] if before else None)


# -- results and annulments ----------------------------------------------------------


@registered
@dataclass(frozen=True, slots=True)
class SetAnnulment:
    kind: ClassVar[str] = "set_annulment"
    key: DealKey
    annulment: Annulment | None

    def apply(self, match: Match) -> Command:
        match.format.check_deal(self.key.deal)
        if self.key.attempt not in match.attempts(self.key.deal):
            raise no_such_attempt(self.key)
        later = [a for a in match.attempts(self.key.deal) if a > self.key.attempt]
        if self.annulment is None and later:
            raise MatchError(f"deal {self.key} has a replacement: delete it first",
                             "has_replacement", {"deal": str(self.key)})
        before = match.annulments.get(self.key)
        if self.annulment is not None and before is not None:
            raise already_annulled(self.key, before)
        if self.annulment is None:
            match.annulments.pop(self.key, None)
        else:
            match.annulments[self.key] = self.annulment
        return SetAnnulment(self.key, before)


@registered
@dataclass(frozen=True, slots=True)
class SetResult:
    """A table's result on a deal (None deletes it).

    If both tables have now played the deal under different score cards, the deal is
    annulled with reason 1 in the same step (undone with it).  The inverse a SetResult
    returns has ``restoring=True``: undoing puts back exactly what was there, without the
    score-card checks and without auto-annulment (the settings may have changed since, or
    the user may have lifted an annulment of cards that differ).
    """

    kind: ClassVar[str] = "set_result"
    key: DealKey
    table: int
    result: TableResult | None
    restoring: bool = False

    def apply(self, match: Match) -> Command:
        fmt = match.format
        fmt.check_deal(self.key.deal)
        fmt.check_table(self.table)
        attempts = match.attempts(self.key.deal)
        if self.key.attempt > attempts[-1] + 1 or self.key.attempt < 0:
            raise no_such_attempt(self.key)
        if self.key.attempt > 0 and self.key.attempt not in attempts:
            previous = DealKey(self.key.deal, self.key.attempt - 1)
            annulment = match.annulments.get(previous)
            if annulment is None:
                raise MatchError(f"deal {self.key.deal}: a replacement is played only for "
                                 "an annulled deal", "replay_not_annulled",
                                 {"deal": self.key.deal})
            if not annulment.awaits_replay:
                raise not_replayed(self.key.deal, annulment)
        if self.result is not None and not self.restoring:
            check_honours_scored(match.settings, self.result)
            if (self.key, self.table) not in match.results:
                check_replay_reached(match, self.key, self.table)
            self._check_cards(match)
        slot = (self.key, self.table)
        before = match.results.get(slot)
        if self.result is None:
            match.results.pop(slot, None)
        else:
            match.results[slot] = self.result
        inverse: Command = SetResult(self.key, self.table, before, restoring=True)
        if (not self.restoring and self.result is not None and match.cards_differ(self.key)
                and self.key not in match.annulments):
            annul = SetAnnulment(self.key, Annulment(
                AnnulReason.DIFFERENT_SCORES, note="score cards differ between the tables"))
            inverse = Batch((annul.apply(match), inverse))
        return inverse

    def _check_cards(self, match: Match) -> None:
        assert self.result is not None
        board = match.settings.board
        has_cards = self.result.ns_card is not None or self.result.ew_card is not None
        if board and has_cards:
            raise MatchError(f"deal {self.key}: board conditions use no score cards",
                             "board_no_cards")
        if (not board and self.result.contract is not None
                and match.cards_at(self.key, self.table) is None
                and (self.result.ns_card is None or self.result.ew_card is None)):
            check_played_at_origin(match, self.key, self.table)
            raise MatchError(f"deal {self.key}, table {self.table}: the score cards are "
                             "not drawn yet: draw them or give both cards", "cards_not_drawn",
                             {"deal": str(self.key), "table": self.table})


@registered
@dataclass(frozen=True, slots=True)
class SetExtra:
    """A value in one of the match's extension slots (notebook, analysis, envelopes…)."""

    kind: ClassVar[str] = "set_extra"
    slot: str
    key: str
    value: Any = None

    def apply(self, match: Match) -> Command:
        if not isinstance(self.slot, str) or not isinstance(self.key, str):
            raise InputError(f"extra {self.slot!r} {self.key!r}: slot and key are text")
        before = match.extras.get(self.slot, {}).get(self.key)
        if self.value is None:
            values = match.extras.get(self.slot)
            if values is not None:
                values.pop(self.key, None)
                if not values:  # an emptied slot goes, so undo gives back the same state
                    del match.extras[self.slot]
        else:
            # A copy, so the caller's object and the match never share mutable state.
            match.extras.setdefault(self.slot, {})[self.key] = copy.deepcopy(self.value)
        return SetExtra(self.slot, self.key, before)


def no_such_attempt(key: DealKey) -> MatchError:
    return MatchError(f"deal {key}: no such replacement", "no_such_attempt",
                      {"deal": str(key)})



def annul(match: Match, deal: int, reason: AnnulReason, after_match: bool = False,
          note: str = "", no_replay: bool = False,
          replay_at: ReplayAt | None = None) -> SetAnnulment:
    """The command annulling a deal's current attempt (spec §11).

    Once every deal's current attempt has both results the match is over: an annulment
    then is one after the match (never replayed) whatever ``after_match`` says.  During
    the match ``replay_at`` says when the replay is played (default: ``now`` while the
    deal has not left its origin table, else at the end of the round); ``no_replay`` is
    ``replay_at=none``.  Refused when the current attempt is annulled already, when a
    replay time is given with ``after_match``, and for reasons the deal's state rules
    out (:func:`models.replays.check_reason`).
    """
    key = check_annullable(match, deal)
    if after_match and (replay_at not in (None, ReplayAt.NONE) or no_replay):
        raise MatchError(f"deal {deal}: a deal annulled after the match is not replayed — "
                         "give no replay time", "after_match_replay", {"deal": deal})
    check_reason(match, key, reason)
    after_match = after_match or match_over(match)
    if no_replay:
        if replay_at not in (None, ReplayAt.NONE):
            raise MatchError(f"deal {deal}: not replayed and replayed {replay_at.value}?",
                             "replay_conflict", {"deal": deal})
        replay_at = ReplayAt.NONE
    if after_match:
        replay_at = ReplayAt.NONE
    elif replay_at is None:
        replay_at = default_replay_at(match, deal)
    else:
        replay_at = replay_at_for(match, deal, replay_at)
    check_replay_now(match, key, replay_at)
    return SetAnnulment(key, Annulment(reason, after_match, note, replay_at))


def annul_different_cards(match: Match, deal: int, reason: AnnulReason,
                          cards: tuple[ScoreCard, ScoreCard], after_match: bool = False,
                          note: str = "", no_replay: bool = False,
                          replay_at: ReplayAt | None = None) -> Command:
    """Reason 1 is a fact about the cards: record the score cards (NS, EW) the other
    table actually played under on its result, then annul for the cards that now differ
    (one step).  Refused for another reason, when the other table has no result yet, and
    when the cards given are the ones the origin table played under."""
    key = check_annullable(match, deal)
    if reason is not AnnulReason.DIFFERENT_SCORES:
        raise MatchError(f"deal {deal}: score cards are given with reason 1 only",
                         "cards_reason1_only", {"deal": deal})
    slot = match.format.slot(deal)
    other = slot.other_table
    result = match.results.get((key, other))
    if result is None:
        raise MatchError(f"deal {key}, table {other}: no result yet — reason 1 compares the "
                         "score cards both tables played under", "reason1_no_result",
                         {"deal": str(key), "table": other})
    work = copy.deepcopy(match)
    steps: list[Command] = [SetResult(key, other, result.with_cards(*cards), restoring=True)]
    steps[0].apply(work)
    steps.append(annul(work, deal, reason, after_match, note, no_replay, replay_at))
    return Batch(tuple(steps))


@registered
@dataclass(frozen=True, slots=True)
class SetReplayAt:
    """When an annulled deal's replay is played (spec §11); changeable until the origin
    table has entered the replay.  The inverse it returns has ``restoring=True``: undoing
    puts back exactly the time there was, without the checks of a new choice (the rooms
    may have gone on since)."""

    kind: ClassVar[str] = "set_replay_at"
    key: DealKey
    replay_at: ReplayAt
    restoring: bool = False

    def apply(self, match: Match) -> Command:
        key, annulment = check_replay_change(match, self.key.deal)
        if key != self.key:
            raise no_such_attempt(self.key)
        if not self.restoring:
            check_replay_now(match, key, self.replay_at)
            if replay_at_for(match, key.deal, self.replay_at) is not self.replay_at:
                round_ = match.format.slot(key.deal).round
                raise MatchError(f"deal {key}: a table has gone on past round {round_}: its "
                                 "replay can only be at the end of the match",
                                 "replay_gone_on", {"deal": str(key), "round": round_})
        if annulment.replay_at is self.replay_at:
            raise MatchError(f"deal {key}: the replay is {self.replay_at.value} already",
                             "replay_unchanged",
                             {"deal": str(key), "when": self.replay_at.value})
        match.annulments[key] = replace(annulment, replay_at=self.replay_at)
        return SetReplayAt(key, annulment.replay_at, restoring=True)


def replacement_key(match: Match, deal: int) -> DealKey:
    """The key a replacement of an annulled deal is entered under."""
    key = match.current_key(deal)
    annulment = match.annulments.get(key)
    if annulment is None:
        raise MatchError(f"deal {deal} is not annulled: there is nothing to replace",
                         "nothing_to_replace", {"deal": deal})
    if not annulment.awaits_replay:
        raise not_replayed(deal, annulment)
    return replace(key, attempt=key.attempt + 1)
