"""The round chooser of the play views: a list of rounds and a "Current round" button.

The rooms and envelope views show one round at a time and follow the current round
while the user has not picked another one.  :class:`RoundPicker` holds that choice: it
says when the user picks a round (:attr:`RoundPicker.picked`), and whether the view
should follow the match (:attr:`RoundPicker.following`).  Both of its widgets only move
around the match, so they stay usable in a read-only view (they carry the ``navigation``
property that :mod:`teams_app.gui.readonly` looks for).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QWidget

from teams_app.gui.look import set_font
from teams_app.gui.terms import roman


class RoundPicker(QWidget):
    """``Round [II ▾] [Current round]``.

    ``current_round`` says which round the match is in now (asked when the user picks a
    round, to know whether the view still follows the match).  With ``hold_finished``, a
    round that has just finished stays on screen, and a "Round III is next" button
    (:attr:`next_button`) moves on when the host is ready.
    """

    # the user picked a round (from the list or with "Current round"); not emitted by
    # :meth:`set_round` or :meth:`fill`
    picked = Signal(int)

    def __init__(self, current_round: Callable[[], int], parent: QWidget | None = None,
                 *, hold_finished: bool = False) -> None:
        super().__init__(parent)
        self._current_round = current_round
        self.hold_finished = hold_finished
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel(self.tr("Round")))
        self.box = QComboBox()
        layout.addWidget(self.box)
        self.current_button = QPushButton(self.tr("Current round"))
        layout.addWidget(self.current_button)
        self.next_button = QPushButton()
        self.next_button.setObjectName("next_round_button")
        set_font(self.next_button, bold=True)
        self.next_button.hide()
        layout.addWidget(self.next_button)
        for widget in (self.box, self.current_button, self.next_button):
            widget.setProperty("navigation", True)
        # whether the view shows the current round (and moves on with the match)
        self.following = True
        self.box.currentIndexChanged.connect(self._on_index)
        self.current_button.clicked.connect(self.go_current)
        self.next_button.clicked.connect(self.go_current)

    def fill(self, rounds: int) -> None:
        """List rounds 1..``rounds``, keeping the shown round if it still exists."""
        shown = self.box.currentData()
        self.box.blockSignals(True)
        self.box.clear()
        for round_ in range(1, rounds + 1):
            self.box.addItem(self.tr("Round {r}").format(r=roman(round_)), round_)
        if shown is not None and 1 <= int(shown) <= rounds:
            self.box.setCurrentIndex(int(shown) - 1)
        self.box.blockSignals(False)

    @property
    def round(self) -> int:
        """The round shown."""
        return int(self.box.currentData())

    def set_round(self, round_: int) -> None:
        """Show a round without telling anyone (the view shows it itself)."""
        self.box.blockSignals(True)
        self.box.setCurrentIndex(round_ - 1)
        self.box.blockSignals(False)

    def follow(self) -> int:
        """The round to show after the match changed: the current one while following,
        else the one shown.  With ``hold_finished``, a round shown as it finishes stays
        (the next round is offered on :attr:`next_button`)."""
        if not self.following:
            return self.round
        current = self._current_round()
        if self.hold_finished and current > self.round:
            self._offer_next(current)
            return self.round
        self._offer_next(None)
        return current

    @property
    def held(self) -> bool:
        """Whether a finished round is held on screen (the next one is offered)."""
        return self.next_button.isVisibleTo(self)

    def _offer_next(self, round_: int | None) -> None:
        if round_ is not None:
            self.next_button.setText(self.tr("Round {r} is next →").format(r=roman(round_)))
        self.next_button.setVisible(round_ is not None)

    def go_current(self) -> None:
        """Show the current round and follow the match again."""
        self.following = True
        self._offer_next(None)
        self.set_round(self._current_round())
        self.picked.emit(self.round)

    def _on_index(self) -> None:
        self.following = self.round == self._current_round()
        self._offer_next(None)
        self.picked.emit(self.round)
