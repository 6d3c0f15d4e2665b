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
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec, TypeVar

import words
from models import envelopes
from models.hints import RoomHint, table_hints
from models.queries import current_round as _current_round
from models.queries import round_in_play
from models.reads import AREAS, Area, played_at, reads_of
from models.replays import next_pending as _next_pending
from models.room_view import laptop_room, laptop_seen, replay_held, room_match, safe_command
from models.steps import annul_steps, envelope_offers, table_offers
from teams_app.operations import EVERYTHING, Changes
from words.steps import command_words

if TYPE_CHECKING:
    from models.deal_rows import DealMemo
    from models.match import Match
    from models.queries import RoundInPlay
    from models.replays import Pending
    from models.room_view import Seen
    from models.steps import Step
    from teams_app.store import MatchStore

__all__ = ["Listener", "Session"]

P = ParamSpec("P")
R = TypeVar("R")

#: What a listener is called with: the change just made.
Listener = Callable[[Changes], None]

class Session:
    """One open match file: its store, the operations run on it, what they changed."""

    def __init__(self, store: MatchStore, rng: random.Random | None = None) -> None:
        self.store = store
        #: the random source for score-card draws (None: the system's secure one);
        #: tests and demos pass a seeded ``random.Random``
        self.rng = rng
        #: the core's answers asked with :meth:`ask`, by (query, arguments): each kept
        #: until a change touches what its query declared it reads (models.reads)
        self._answers: dict[tuple[Any, ...], Any] = {}
        #: which tables had played which deals when the answers of the queries that read
        #: only that were made (None: no such answer kept)
        self._played: frozenset[tuple[int, int, int]] | None = None
        #: the core's per-deal answers (checks, analysis) the Deals and Balances tabs
        #: show: made when first asked for (the start shows the rooms without it)
        self._deal_memo: DealMemo | None = None
        self._listeners: list[Listener] = []
        self._lock = threading.Lock()  # guards the list, not the calls
        #: the host looks at both rooms (View › Both rooms): never stored, off at a start
        self.both_rooms = False
        #: the match as the host's room may see it, made once per change (:attr:`view`)
        self._view: Match | None = None
        #: the room the laptop shows now, and whose eyes it is for, made once per change
        #: (:attr:`room`, :attr:`host_seen`)
        self._room: tuple[int | None] | None = None
        self._host_seen: tuple[Seen] | None = None
        #: whether Law 86C held the last round back when the view was last made
        self._held: tuple[object, bool] | None = None

    @property
    def match(self) -> Match:
        return self.store.match

    # -- what the host's room may see (spec §13) ------------------------------------------
    @property
    def room(self) -> int | None:
        """The room the laptop shows now (:func:`models.room_view.laptop_room`): where it
        stays, or the table where the host sits this round; None: it shows everything
        (a director who does not play, or the host looks at both rooms)."""
        return None if self.both_rooms else self.host_room

    @property
    def host_room(self) -> int | None:
        """The room the laptop would show now, both rooms shown or not: where it stays,
        or where the host sits this round; None for a director."""
        if self._room is None:
            self._room = (laptop_room(self.store.match),)
        return self._room[0]

    @property
    def seen(self) -> Seen:
        """Whose eyes the laptop is for (:func:`models.room_view.laptop_seen`): one room,
        or per deal the table where the host plays it; None while both rooms are shown."""
        if self.both_rooms:
            return None
        return self.host_seen

    @property
    def host_seen(self) -> Seen:
        """Whose eyes the host's own phone is for: the laptop's, without View › Both
        rooms (which never reaches the phone)."""
        if self._host_seen is None:
            self._host_seen = (laptop_seen(self.store.match),)
        return self._host_seen[0]

    @property
    def view(self) -> Match:
        """The match as the host may see it (:func:`models.room_view.room_match` over
        :attr:`seen`): what the laptop's views, dialogs and papers read."""
        if self._view is None:
            self._view = room_match(self.store.match, self.seen)
        return self._view

    def room_words(self, command: Any, seen: Seen) -> str:
        """What a logged step did, in the current language, as ``seen`` may read it
        (:func:`models.room_view.safe_command`; another table's result of an open deal:
        "played"): the laptop's Edit menu and status line, the host's page."""
        if command is None:
            return ""
        return command_words(safe_command(self.store.match, seen, command))

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
        self._view = None
        self._room = self._host_seen = None
        self._forget(changes)
        if self._deal_memo is not None:
            if self._room_shifted():
                # the host's table, or Law 86C, changed what the room sees of many deals
                self._deal_memo.forget(EVERYTHING)
            else:
                self._deal_memo.forget(changes.areas, changes.deals)
        with self._lock:
            listeners = list(self._listeners)
        # the views speak the app's language, also when a phone's post (answered in its
        # own) made the change
        with words.app_speaking():
            for listener in listeners:
                listener(changes)

    def _room_shifted(self) -> bool:
        """Whether the room (or Law 86C's hold) changed since last asked."""
        seen = self.seen
        shape = tuple(sorted(seen.items())) if isinstance(seen, Mapping) else seen
        now = (shape, replay_held(self.store.match)) if seen is not None else None
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
            # late: models.deal_rows (~100 ms), not needed to start
            from models.deal_rows import DealMemo

            self._deal_memo = DealMemo()
        return self._deal_memo

    def ask(self, query: Callable[Concatenate[Match, P], R], /,
            *args: P.args, **kwargs: P.kwargs) -> R:
        """A query of the core on the match (``session.ask(envelopes.overview, 4)``),
        remembered until a change touches what the query declared it reads
        (:func:`models.reads.reads`); a query that declared nothing is refused."""
        declared = reads_of(query)
        if declared is None:
            raise TypeError(f"{getattr(query, '__qualname__', query)!r} declares nothing it "
                            "reads (models.reads.reads): its answer cannot be kept")
        key = (query, args, tuple(sorted(kwargs.items())))
        try:
            return self._answers[key]  # type: ignore[no-any-return]
        except KeyError:
            pass
        if declared.played_only and self._played is None:
            self._played = played_at(self.match)
        answer = self._answers[key] = query(self.match, *args, **kwargs)
        return answer

    def _forget(self, changes: Changes) -> None:
        """Forget the answers whose query reads an area ``changes`` touched; a query that
        reads the results only as which tables played which deals keeps its answers
        through a change of results alone that left those as they were."""
        if not self._answers:
            return
        if changes.areas >= AREAS:
            self._answers.clear()
            self._played = None
            return
        same_played: bool | None = None
        if changes.areas == {Area.RESULTS} and changes.deals and self._played is not None:
            wanted = frozenset(changes.deals)
            same_played = (played_at(self.match, wanted)
                           == frozenset(p for p in self._played if p[0] in wanted))
        kept_played = False
        for key in list(self._answers):
            declared = reads_of(key[0])
            assert declared is not None  # only declared queries are asked
            if declared.areas.isdisjoint(changes.areas) or (declared.played_only
                                                             and same_played):
                kept_played = kept_played or declared.played_only
                continue
            del self._answers[key]
        if not kept_played:
            self._played = None

    def current_round(self) -> int:
        return self.ask(_current_round)

    def round_in_play(self) -> RoundInPlay:
        """The round the rooms play (:func:`models.queries.round_in_play`): the rooms and
        envelope views follow it."""
        return self.ask(round_in_play)

    def next_pending(self, round_: int, table: int) -> Pending | None:
        """A table's next game in a round (:func:`models.replays.next_pending`)."""
        return self.ask(_next_pending, round_, table)

    def steps(self) -> list[Step]:
        """Every step the core accepts now (:func:`models.steps.offered`): what every
        face offers, remembered until a change."""
        return [*self.play_steps(), *self.ask(annul_steps)]

    def play_steps(self) -> list[Step]:
        """The steps of play the core accepts now (:func:`models.steps.play_steps`):
        the tables' and the host's envelope steps, without annulling."""
        return [*self.table_steps(), *self.ask(envelope_offers)]

    def table_steps(self) -> list[Step]:
        """The tables' steps the core accepts now (:func:`models.steps.table_offers`):
        what their phones and the Rooms tab's Draw offer."""
        round_ = self.current_round()
        return self.ask(table_offers, round_,
                        tuple(self.next_pending(round_, table) for table in (1, 2)))

    def envelope_hints(self, table: int, round_: int) -> list[envelopes.Hint]:
        """A table's envelope steps, from the same :func:`models.envelopes.overview` the
        envelopes view shows (one reading of the states for both tables); a copy."""
        return list(self.ask(envelopes.overview, round_).hints[table])

    def table_hints(self, round_: int, table: int) -> list[RoomHint]:
        """What a room must do next (:func:`models.hints.table_hints`), its envelope
        steps remembered."""
        return table_hints(self.match, round_, table, lambda _match, t, r:
                           self.envelope_hints(t, r), self.next_pending)
