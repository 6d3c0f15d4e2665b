"""View › Lock (issue 30): a screen for a laptop left in a room or walked past.

It shows the round, each table's progress in it and what the table waits for, and a
clock — nothing else: no result, no balance, no name of a deal's play.  The same key
(Ctrl+L) unlocks it; with a PIN set in Preferences, only after the PIN is given."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from models.queries import play_order
from teams_app.gui import settings as app_prefs
from words import word
from words.hints import room_hint_text
from words.texts import roman

if TYPE_CHECKING:
    from teams_app.gui.session import MatchSession

#: where the optional PIN is kept (the app's settings, not the match file)
PIN_KEY = "lock/pin"


def lock_pin() -> str:
    return str(app_prefs.app_settings().value(PIN_KEY, "") or "")


def set_lock_pin(pin: str) -> None:
    app_prefs.app_settings().setValue(PIN_KEY, pin.strip())


class LockScreen(QWidget):
    """The locked laptop's one page (the module)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lock_screen")
        self.session: MatchSession | None = None
        self.clock = QLabel()
        self.clock.setObjectName("lock_clock")
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 4)
        big.setBold(True)
        self.clock.setFont(big)
        self.round_label = QLabel()
        title = QFont(self.font())
        title.setPointSizeF(title.pointSizeF() * 2)
        self.round_label.setFont(title)
        self.tables = [QLabel(), QLabel()]
        self.hint = QLabel()
        self.hint.setEnabled(False)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        for label in (self.clock, self.round_label, *self.tables, self.hint):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setWordWrap(True)
            layout.addWidget(label)
        layout.addStretch(1)
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self._tick)

    def start(self, session: MatchSession | None) -> None:
        self.session = session
        self.refresh()
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()
        self.session = None

    def _tick(self) -> None:
        self.clock.setText(datetime.now().strftime("%H:%M:%S"))

    def refresh(self, *_: object) -> None:
        """The round, each table's games played of it and its next step."""
        self._tick()
        self.hint.setText(self.tr("Locked — Ctrl+L unlocks"))
        session = self.session
        if session is None:
            self.round_label.setText("")
            for label in self.tables:
                label.setText("")
            return
        match = session.match  # the host's room's match: played or not, never what
        round_ = session.core.round_in_play().round
        self.round_label.setText(word("place.round", r=roman(round_)))
        latest = match.latest_attempts()
        for table, label in zip((1, 2), self.tables, strict=True):
            games = play_order(match, round_, table)
            played = 0
            for game in games:
                for key, at in match.results:
                    if key.deal == game.deal and at == table and key.attempt == latest.get(
                            game.deal, 0):
                        played += 1
                        break
            hints = session.core.table_hints(round_, table)
            waits = room_hint_text(hints[0]) if hints else ""
            # the host's phone says it so too (hostpage.table)
            label.setText(word("hostpage.table", t=table, played=played, games=len(games))
                          + (f"\n{waits}" if waits else ""))
