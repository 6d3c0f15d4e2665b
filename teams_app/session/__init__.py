"""The open match as every front end sees it, without Qt: a store, one runner for every
operation, the answers the views ask after each change, and plain listeners.

:class:`Session` holds the open :class:`~teams_app.store.MatchStore` and the random
source of the score-card draws.  ``session.run(operations.enter_result, deal=1, table=1,
text="4S N 10")`` runs any operation of :mod:`teams_app.operations` on the store (the
checker matches the keyword arguments against the operation's), then forgets the cached
answers the returned :class:`~teams_app.operations.Changes` concern, then calls each
listener with it (``listen(fn)``; the unsubscribe it returns stops them).  A refusal
(:class:`~models.errors.MatchCoreError`) propagates and nobody is told: nothing changed.

The desktop app wraps one session in a QObject that re-emits the news as a Qt signal
(:mod:`teams_app.gui.session`); the phones' server (:mod:`teams_app.server`) and
``teams-app serve`` use the session itself, so in the app a phone's post refreshes the
laptop's views at once.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec

from models import envelopes
from models.hints import RoomHint, table_hints
from teams_app.operations import EVERYTHING, AreaName, Changes
from teams_app.operations import current_round as _current_round

if TYPE_CHECKING:
    from models.deal_rows import DealMemo
    from models.match import Match
    from models.queries import RoundInPlay
    from models.replays import Pending
    from teams_app.store import MatchStore

__all__ = ["ENVELOPE_AREAS", "EnvelopeAnswers", "Listener", "Session"]

P = ParamSpec("P")

#: What a listener is called with: the change just made.
Listener = Callable[[Changes], None]

#: Areas whose change alters what the envelope module answers (which deals are played,
#: annulled, drawn, where the envelopes are, the settings).
ENVELOPE_AREAS: tuple[AreaName, ...] = ("setup", "settings", "draws", "results", "annulments",
                                        "envelopes")


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
        if changes.areas == {"results"} and changes.deals:
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


class Session:
    """One open match file: its store, the operations run on it, what they changed."""

    def __init__(self, store: MatchStore, rng: random.Random | None = None) -> None:
        self.store = store
        #: the random source for score-card draws (None: the system's secure one);
        #: tests and demos pass a seeded ``random.Random``
        self.rng = rng
        #: the envelope module's answers, forgotten when a change concerns them
        self.answers = EnvelopeAnswers(lambda: self.store.match)
        #: the core's per-deal answers (checks, analysis) the Deals and Balances tabs
        #: show: made when first asked for (the start shows the rooms without it)
        self._deal_memo: DealMemo | None = None
        #: the current round, worked out once per change (every view asks for it)
        self._current_round: int | None = None
        #: the round the rooms play (the views follow it), worked out once per change
        self._in_play: RoundInPlay | None = None
        #: each table's next game by (round, table), worked out once per change (the
        #: rooms' targets and hints both ask)
        self._next: dict[tuple[int, int], Pending | None] = {}
        self._listeners: list[Listener] = []
        self._lock = threading.Lock()  # guards the list, not the calls
        #: the host looks at both rooms (View › Both rooms): never stored, off at a start
        self.both_rooms = False
        #: the match as the host's room may see it, made once per change (:attr:`view`)
        self._view: Match | None = None
        #: whether Law 86C held the last round back when the view was last made
        self._held: tuple[int, bool] | None = None

    @property
    def match(self) -> Match:
        return self.store.match

    # -- what the host's room may see (spec §13) ------------------------------------------
    @property
    def room(self) -> int | None:
        """The table whose room the laptop sits in (the host plays there), or None: the
        host does not play, or looks at both rooms."""
        if self.both_rooms:
            return None
        return self.store.match.settings.host_table

    @property
    def view(self) -> Match:
        """The match as the host's room may see it (:func:`models.room_view.room_match`):
        what the laptop's views, dialogs and papers read."""
        if self._view is None:
            from models.room_view import room_match

            self._view = room_match(self.store.match, self.room)
        return self._view

    def room_words(self, command: Any, english: str, room: int | None) -> str:
        """What a logged step did, in the current language, as table ``room``'s room may
        read it (:func:`models.room_view.safe_command`; another table's result of an open
        deal: "played"): the laptop's Edit menu and status line, the host's page."""
        import words
        from models.room_view import safe_command
        from words.steps import command_words

        safe = safe_command(self.store.match, room, command)
        if safe is not command:
            return command_words(safe, words.word("host.hidden_step"))
        return command_words(command, english)

    def set_both_rooms(self, on: bool) -> Changes:
        """Show both rooms (a deliberate act of the host) or the host's room again; every
        view redraws."""
        self.both_rooms = bool(on)
        self._view = None
        return self.refresh_all()

    # -- changes ------------------------------------------------------------------------
    def run(self, operation: Callable[Concatenate[MatchStore, P], Changes], /,
            *args: P.args, **kwargs: P.kwargs) -> Changes:
        """Run an operation of :mod:`teams_app.operations` on the store, then tell
        (:meth:`announce`) what it changed; a refusal propagates and tells nobody."""
        changes = operation(self.store, *args, **kwargs)
        self.announce(changes)
        return changes

    def announce(self, changes: Changes) -> None:
        """Forget the cached answers ``changes`` concerns, then call every listener (in
        the order they listened) with it: a listener reads the fresh answers."""
        self._current_round = None
        self._in_play = None
        self._next.clear()
        self._view = None
        self.answers.forget(changes)
        if self._deal_memo is not None:
            if self._room_shifted():
                # the host's table, or Law 86C, changed what the room sees of many deals
                self._deal_memo.forget(EVERYTHING)
            else:
                self._deal_memo.forget(changes.areas, changes.deals)
        with self._lock:
            listeners = list(self._listeners)
        for listener in listeners:
            listener(changes)

    def _room_shifted(self) -> bool:
        """Whether the room (or Law 86C's hold) changed since last asked."""
        from models.room_view import replay_held

        now = (self.room, replay_held(self.store.match)) if self.room is not None else None
        shifted = now != self._held
        self._held = now
        return shifted

    def refresh_all(self) -> Changes:
        """Tell every listener that everything may have changed (the file was re-read)."""
        changes = Changes(EVERYTHING)
        self.announce(changes)
        return changes

    def listen(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener`` with every change from now on; the function returned stops
        it (calling it again does nothing)."""
        with self._lock:
            self._listeners.append(listener)

        def unsubscribe() -> None:
            with self._lock:
                if listener in self._listeners:
                    self._listeners.remove(listener)

        return unsubscribe

    # -- what the views ask after each change ----------------------------------------------
    @property
    def deal_memo(self) -> DealMemo:
        """The core's per-deal answers, forgotten when a change concerns their deal."""
        if self._deal_memo is None:
            from models.deal_rows import DealMemo

            self._deal_memo = DealMemo()
        return self._deal_memo

    def current_round(self) -> int:
        if self._current_round is None:
            self._current_round = _current_round(self.match)
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
