"""The open match as the widgets see it: the app's :class:`~teams_app.session.Session`
wrapped in a QObject whose ``changed`` signal re-emits every change the session reports.

Views change the match with ``session.run(operations.some_operation, …)`` (the session's
one runner), read ``session.match`` and the session's answers (``session.core``), and
redraw on ``changed`` when its :class:`~teams_app.operations.Changes` concern them.  The
phones' server listens to the same :class:`Session` (``session.core``), not to this
wrapper: a phone's post reaches the views through it all the same.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec

from PySide6.QtCore import QObject, Signal

from models.room_view import held_back, safe_command
from teams_app.gui.dialogs import Dialogs
from teams_app.operations import Changes as Made
from teams_app.session import Session

if TYPE_CHECKING:
    from models.match import Match
    from models.room_view import Seen
    from teams_app.operations import Changes
    from teams_app.store import MatchStore

P = ParamSpec("P")


class MatchSession(QObject):
    """One open match file for the widgets: ``core`` is the session, ``changed`` its
    news as a signal."""

    changed = Signal(object)  # Changes

    def __init__(self, session: Session | MatchStore, rng: random.Random | None = None,
                 parent: QObject | None = None, *, dialogs: Dialogs | None = None) -> None:
        super().__init__(parent)
        #: how the views ask the user (the window's; a test's fake)
        self.dialogs = dialogs if dialogs is not None else Dialogs()
        #: the session (shared with the phones' server); a store given makes its own
        self.core = session if isinstance(session, Session) else Session(session, rng)
        unlisten = self.core.listen(self._relay)
        self._unlisten: Callable[[], None] | None = unlisten
        # a session that outlives this object (the phones' server's) stops calling it
        self.destroyed.connect(lambda *_: unlisten())

    def _relay(self, changes: Changes) -> None:
        self.changed.emit(self.safe_changes(changes))

    # -- what the host's room may read of a change (spec §13) ---------------------------
    @property
    def room(self) -> int | None:
        """The table whose room the laptop shows now (None: it shows everything)."""
        return self.core.room

    @property
    def seen(self) -> Seen:
        """Whose eyes the laptop is for (:attr:`teams_app.session.Session.seen`)."""
        return self.core.seen

    def safe_command(self, command: Any) -> Any:
        """A command as the host may read it (:func:`models.room_view.safe_command`)."""
        return safe_command(self.full_match, self.seen, command)

    def step_words(self, command: Any) -> str:
        """What a step did, in the app's language, as the host may read it."""
        return self.core.room_words(command, self.seen)

    def safe_changes(self, changes: Changes) -> Changes:
        """A change as the views hear it: its command as the room may read it (another
        table's result of an open deal: "played")."""
        if self.seen is None or changes.command is None:
            return changes
        safe = self.safe_command(changes.command)
        if safe is changes.command:
            return changes

        return Made(changes.areas, changes.deals, changes.said, command=safe,
                    step=changes.step)

    def close(self) -> None:
        """Stop relaying the session's news (the window is done with the match)."""
        if self._unlisten is not None:
            self._unlisten()
            self._unlisten = None

    @property
    def store(self) -> MatchStore:
        return self.core.store

    @property
    def match(self) -> Match:
        """The match as the host's room may see it (spec §13; the whole match when the
        host does not play or looks at both rooms): every view reads this."""
        return self.core.view

    @property
    def balance_match(self) -> Match:
        """What the Balances tab counts: the match as the room may see it (only deals
        complete at both tables count, as on the scoreboard), without the last round
        while a replay is set for the end of the match (Law 86C, spec §13)."""
        return held_back(self.core.view)

    @property
    def full_match(self) -> Match:
        """The whole match, for what only the core's rules read (never shown)."""
        return self.core.store.match

    def run(self, operation: Callable[Concatenate[MatchStore, P], Changes], /,
            *args: P.args, **kwargs: P.kwargs) -> Changes:
        """The session's runner (:meth:`teams_app.session.Session.run`)."""
        return self.core.run(operation, *args, **kwargs)

    def refresh_all(self) -> Changes:
        """Tell every view to redraw everything (after opening, or the file re-read)."""
        return self.core.refresh_all()
