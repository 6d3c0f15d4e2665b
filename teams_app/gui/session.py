"""The open match as seen by the widgets: a store plus a ``changed`` signal.

Every method calls the operation of the same name in :mod:`teams_app.operations`, emits
``changed`` with the :class:`~teams_app.operations.Changes` it returned, and lets a
:class:`~models.errors.MatchCoreError` propagate for the caller to show (nothing is
emitted then: nothing changed).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from models import envelopes
from models.hints import RoomHint, table_hints
from teams_app import operations
from teams_app.operations import EVERYTHING, Changes

if TYPE_CHECKING:
    from models.deal_rows import DealMemo
    from models.match import AnnulReason, Match, Settings, TableResult
    from models.queries import RoundInPlay
    from models.replays import Pending
    from teams_app.store import MatchStore

#: Areas whose change alters what the envelope module answers (which deals are played,
#: annulled, drawn, where the envelopes are, the settings).
ENVELOPE_AREAS = ("setup", "settings", "draws", "results", "annulments", "envelopes")


class EnvelopeAnswers:
    """The answers of :mod:`models.envelopes` the room and envelope views ask for after
    every change (``next_actions``, ``locations_for_round``, ``proposed_annulments``…),
    kept until the operations' :class:`~teams_app.operations.Changes` concern them.

    The envelope module reads the results only as "which tables have a result on which
    deal" (a result there says the deal was played there): a change of results alone (a
    correction) that leaves those as they were keeps the answers."""

    def __init__(self, match: Callable[[], Match]) -> None:
        self._match = match
        self._answers: dict[tuple[Any, ...], Any] = {}
        self._played: frozenset[tuple[int, int]] = frozenset()

    def forget(self, changes: Changes) -> None:
        if not changes.concerns(*ENVELOPE_AREAS) or not self._answers:
            return
        if changes == {"results"} and changes.deals:
            wanted = frozenset(changes.deals)
            before = frozenset(p for p in self._played if p[0] in wanted)
            if self._played_at(self._match(), wanted) == before:
                return
        self._answers.clear()

    @staticmethod
    def _played_at(match: Match, deals: Iterable[int] | None = None) -> frozenset[
            tuple[int, int]]:
        wanted = None if deals is None else frozenset(deals)
        return frozenset((key.deal, table) for key, table in match.results
                         if wanted is None or key.deal in wanted)

    def query(self, match: Match, name: str, *args: Any) -> Any:
        if not self._answers:
            self._played = self._played_at(match)
        key = (name, *args)
        try:
            return self._answers[key]
        except KeyError:
            value = self._answers[key] = getattr(envelopes, name)(match, *args)
            return value

    def next_actions(self, match: Match, table: int, round_: int) -> list[envelopes.Hint]:
        """A table's envelope steps, from the same :func:`models.envelopes.overview` the
        envelopes view shows (one reading of the states for both tables)."""
        return list(self.query(match, "overview", round_).hints[table])


class MatchSession(QObject):
    """One open match file.  Views read ``session.match`` and listen to ``changed``."""

    changed = Signal(object)  # Changes

    def __init__(self, store: MatchStore, rng: random.Random | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        #: the envelope module's answers, forgotten when a change concerns them (connected
        #: first, so every view's slot sees the fresh answers)
        self.answers = EnvelopeAnswers(lambda: self.store.match)
        self.changed.connect(self.answers.forget)
        #: the core's per-deal answers (checks, analysis) the Deals and Balances tabs
        #: show: made when first asked for (the start shows the rooms without it)
        self._deal_memo: DealMemo | None = None
        self.changed.connect(self._forget_deals)
        #: the random source for score-card draws (None: the system's secure one);
        #: tests and demos pass a seeded ``random.Random``
        self.rng = rng
        #: the current round, worked out once per change (every view asks for it)
        self._current_round: int | None = None
        #: the round the rooms play (the views follow it), worked out once per change
        self._in_play: RoundInPlay | None = None
        #: each table's next game by (round, table), worked out once per change (the
        #: rooms' targets and hints both ask)
        self._next: dict[tuple[int, int], Pending | None] = {}
        self.changed.connect(self._forget)  # first: before any view hears of a change

    @property
    def match(self) -> Match:
        return self.store.match

    def _forget(self, _changes: object) -> None:
        self._current_round = None
        self._in_play = None
        self._next = {}

    @property
    def deal_memo(self) -> DealMemo:
        """The core's per-deal answers, forgotten when a change concerns their deal."""
        if self._deal_memo is None:
            from models.deal_rows import DealMemo

            self._deal_memo = DealMemo()
        return self._deal_memo

    def _forget_deals(self, changes: Changes) -> None:
        if self._deal_memo is not None:
            self._deal_memo.forget(changes, changes.deals)

    def _emit(self, changes: Changes) -> Changes:
        self.changed.emit(changes)
        return changes

    # -- operations -----------------------------------------------------------------
    def enter_result(self, *, deal: int, table: int, text: str | None = None,
                     result: TableResult | None = None,
                     attempt: int | None = None) -> Changes:
        return self._emit(operations.enter_result(
            self.store, deal=deal, table=table, text=text, result=result, attempt=attempt))

    def delete_result(self, *, deal: int, table: int, attempt: int | None = None) -> Changes:
        return self._emit(operations.delete_result(
            self.store, deal=deal, table=table, attempt=attempt))

    def draw_score_cards(self, *, deal: int) -> Changes:
        return self._emit(operations.draw_score_cards(self.store, deal=deal, rng=self.rng))

    def type_score_cards(self, *, deal: int, ns: str, ew: str) -> Changes:
        return self._emit(operations.type_score_cards(self.store, deal=deal, ns=ns, ew=ew))

    def annul_deal(self, *, deal: int, reason: AnnulReason | int, after_match: bool = False,
                   note: str = "", no_replay: bool = False, replay_at: Any = None,
                   cards: Any = None) -> Changes:
        return self._emit(operations.annul_deal(
            self.store, deal=deal, reason=reason, after_match=after_match, note=note,
            no_replay=no_replay, replay_at=replay_at, cards=cards))

    def set_replay_at(self, *, deal: int, replay_at: Any) -> Changes:
        return self._emit(operations.set_replay_at(self.store, deal=deal, replay_at=replay_at))

    def lift_annulment(self, *, deal: int) -> Changes:
        return self._emit(operations.lift_annulment(self.store, deal=deal))

    def envelope_action(self, *, command: Any, label: str | None = None) -> Changes:
        return self._emit(operations.envelope_action(self.store, command=command, label=label))

    def carry_envelopes(self, *, table: int, round: int) -> Changes:
        return self._emit(operations.carry_envelopes(self.store, table=table, round=round))

    def check_envelopes(self, *, table: int, round: int, short: Any = None,
                        score_cards: bool | None = None) -> Changes:
        return self._emit(operations.check_envelopes(
            self.store, table=table, round=round, short=short, score_cards=score_cards))

    def return_envelopes(self, *, table: int, round: int) -> Changes:
        return self._emit(operations.return_envelopes(self.store, table=table, round=round))

    def dismiss_proposal(self, *, deal: int, reason: str) -> Changes:
        return self._emit(operations.dismiss_proposal(self.store, deal=deal, reason=reason))

    def envelope_step(self, *, deal: int, action: str) -> Changes:
        return self._emit(operations.envelope_step(self.store, deal=deal, action=action))

    def pack_envelopes(self, *, deal: int) -> Changes:
        return self._emit(operations.pack_envelopes(self.store, deal=deal))

    def receive_envelopes(self, *, deal: int, counts: Any = None,
                          score_cards: bool | None = None) -> Changes:
        return self._emit(operations.receive_envelopes(
            self.store, deal=deal, counts=counts, score_cards=score_cards))

    def follow_hint(self, *, hint: Any) -> Changes:
        return self._emit(operations.follow_hint(self.store, hint=hint))

    def change_settings(self, *, settings: Settings) -> Changes:
        return self._emit(operations.change_settings(self.store, settings=settings))

    def substitute(self, *, code: str, from_round: int, reserve: str | None) -> Changes:
        return self._emit(operations.substitute(self.store, code=code, from_round=from_round,
                                                reserve=reserve))

    def store_analysis(self, commands: Any) -> Changes:
        return self._emit(operations.store_analysis(self.store, commands))

    def close_round(self, *, round: int) -> Changes:
        return self._emit(operations.close_round(self.store, round=round))

    def record_auction(self, *, deal: int, table: int, calls: Any,
                       attempt: int | None = None) -> Changes:
        return self._emit(operations.record_auction(
            self.store, deal=deal, table=table, calls=calls, attempt=attempt))

    def record_hands(self, *, deal: int, table: int, hands: Any,
                     attempt: int | None = None) -> Changes:
        return self._emit(operations.record_hands(
            self.store, deal=deal, table=table, hands=hands, attempt=attempt))

    def set_lead(self, *, deal: int, table: int, lead: Any,
                 attempt: int | None = None) -> Changes:
        return self._emit(operations.set_lead(
            self.store, deal=deal, table=table, lead=lead, attempt=attempt))

    def undo(self) -> Changes:
        return self._emit(operations.undo(self.store))

    def redo(self) -> Changes:
        return self._emit(operations.redo(self.store))

    def refresh_all(self) -> Changes:
        """Tell every view to redraw everything (after opening, or settings changed)."""
        return self._emit(Changes(EVERYTHING))

    # -- queries --------------------------------------------------------------------
    def current_round(self) -> int:
        if self._current_round is None:
            self._current_round = operations.current_round(self.match)
        return self._current_round

    def round_in_play(self) -> RoundInPlay:
        """The round the rooms play (:func:`models.queries.round_in_play`): the rooms and
        envelope views follow it."""
        if self._in_play is None:
            from models.queries import round_in_play

            self._in_play = round_in_play(self.match)
        return self._in_play

    def next_pending(self, round_: int, table: int) -> Pending | None:
        """A table's next game in a round (:func:`models.replays.next_pending`)."""
        try:
            return self._next[round_, table]
        except KeyError:
            from models.replays import next_pending

            found = self._next[round_, table] = next_pending(self.match, round_, table)
            return found

    def envelope_query(self, name: str, *args: Any) -> Any:
        """A query of :mod:`models.envelopes` on the match, remembered (see
        :class:`EnvelopeAnswers`)."""
        return self.answers.query(self.match, name, *args)

    def envelope_hints(self, table: int, round_: int) -> list[envelopes.Hint]:
        return self.answers.next_actions(self.match, table, round_)

    def table_hints(self, round_: int, table: int) -> list[RoomHint]:
        """What a room must do next (:func:`models.hints.table_hints`), its envelope
        steps remembered."""
        return table_hints(self.match, round_, table, self.answers.next_actions,
                           self.next_pending)
