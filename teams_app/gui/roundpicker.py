"""The round chooser of the play views: a list of rounds, "Back to the round in play" and
"Round III is next →".

The rooms and envelope views show one round at a time and follow the play: the round in
play (:func:`models.queries.round_in_play`, the latest round a table has played in) while
the host has not picked another one.  :class:`RoundPicker` holds that choice: it says
when the user picks a round (:attr:`RoundPicker.picked`), and whether the view follows
the play (:attr:`RoundPicker.following`).  A round that has just finished stays on
screen with "Round III is next →" (:attr:`RoundPicker.next_button`) until the next
round's first result or the host's click; a round the host picked shows "Back to the
round in play" (:attr:`RoundPicker.current_button`).  Its widgets only move around the
match, so they stay usable in a read-only view (they carry the ``navigation`` property
that :mod:`teams_app.gui.readonly` looks for).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from models.queries import RoundInPlay
from teams_app.gui.look import set_font
from words import word
from words.texts import roman


def _in_play(answer: RoundInPlay | int) -> RoundInPlay:
    return answer if isinstance(answer, RoundInPlay) else RoundInPlay(answer)


class RoundPicker(QWidget):
    """``Round [II ▾] [Back to the round in play] [Round III is next →]``.

    ``in_play`` says which round the rooms play now and whether it is finished (a
    :class:`~models.query.RoundInPlay`, or a round number: never finished); it is asked
    after every change and when the user picks a round.  With ``hold_finished``, a round
    that has finished stays on screen, and :attr:`next_button` moves on when the host is
    ready (the next round's first result moves on by itself).
    """

    # the user picked a round (from the list, "Back to the round in play" or "Round III
    # is next"); not emitted by :meth:`set_round` or :meth:`fill`
    picked = Signal(int)

    def __init__(self, in_play: Callable[[], RoundInPlay | int],
                 parent: QWidget | None = None, *, hold_finished: bool = False) -> None:
        super().__init__(parent)
        self._ask = in_play
        self.hold_finished = hold_finished
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.caption = QLabel(self.tr("Round"))
        layout.addWidget(self.caption)
        self.box = QComboBox()
        layout.addWidget(self.box)
        self.current_button = QPushButton(self.tr("Back to the round in play"))
        self.current_button.setObjectName("round_in_play_button")
        self.current_button.hide()  # shown while the host looks at another round
        layout.addWidget(self.current_button)
        self.next_button = QPushButton()
        self.next_button.setObjectName("next_round_button")
        set_font(self.next_button, bold=True)
        self.next_button.hide()
        layout.addWidget(self.next_button)
        for widget in (self.box, self.current_button, self.next_button):
            widget.setProperty("navigation", True)
        self.caption.setBuddy(self.box)
        self.box.setAccessibleName(self.tr("Round shown"))
        self.box.setAccessibleDescription(self.tr("The round this tab shows"))
        self.current_button.setAccessibleDescription(self.tr(
            "Show the round the tables play now"))
        self.next_button.setAccessibleDescription(self.tr(
            "This round is finished: show the next one"))
        # whether the view shows the round in play (and moves on with the play)
        self.following = True
        # the next round the host moved on to from a finished one, before it began
        self._moved_on: int | None = None
        self.box.currentIndexChanged.connect(self._on_index)
        self.current_button.clicked.connect(self.go_current)
        self.next_button.clicked.connect(self.go_next)

    def fill(self, rounds: int) -> None:
        """List rounds 1..``rounds``, keeping the shown round if it still exists."""
        shown = self.box.currentData()
        self.box.blockSignals(True)
        self.box.clear()
        for round_ in range(1, rounds + 1):
            self.box.addItem(word("place.round", r=roman(round_)), round_)
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

    def _target(self) -> tuple[int, int | None]:
        """(the round to follow, the next round to offer or None): the round in play,
        or the round the host moved on to from a finished one while that one stays
        finished and the play has not reached the next."""
        now = _in_play(self._ask())
        if self._moved_on is not None and self._moved_on == now.next_round:
            return self._moved_on, None  # until its first result (or the round reopens)
        self._moved_on = None
        offer = now.next_round if self.hold_finished else None
        if offer is None and not self.hold_finished and now.next_round is not None:
            return now.next_round, None  # not held: straight on to the next round
        return now.round, offer

    def follow(self) -> int:
        """The round to show after the match changed: the round in play while following,
        else the one shown (with "Back to the round in play")."""
        target, offer = self._target()
        if not self.following and self.round != target:
            self._show_buttons(None, back=True)
            return self.round
        self.following = True  # the play reached the round the host picked
        self._show_buttons(offer, back=False)
        return target

    def start(self) -> int:
        """The round a view shows when it opens: the round in play, or the next one when
        the round in play is finished (nobody is waiting to see the last result)."""
        _, offer = self._target()
        if offer is not None:
            self._moved_on = offer
        self.following = True
        return self.follow()

    @property
    def held(self) -> bool:
        """Whether a finished round is held on screen (the next one is offered)."""
        return self.next_button.isVisibleTo(self)

    @property
    def back_offered(self) -> bool:
        """Whether "Back to the round in play" is offered (the host picked a round)."""
        return self.current_button.isVisibleTo(self)

    def _show_buttons(self, offer: int | None, *, back: bool) -> None:
        if offer is not None:
            self.next_button.setText(word("room.next_round", r=roman(offer)))
        self.next_button.setVisible(offer is not None)
        self.current_button.setVisible(back)

    def go_current(self) -> None:
        """Show the round in play and follow the play again."""
        self.following = True
        self.set_round(self.follow())
        self.picked.emit(self.round)

    def go_next(self) -> None:
        """"Round III is next →": show the next round now (before its first result)."""
        _, offer = self._target()
        if offer is not None:
            self._moved_on = offer
        self.go_current()

    def _on_index(self) -> None:
        target, offer = self._target()
        if self.round == offer:  # the next round, picked from the list
            self._moved_on = offer
            target, offer = self.round, None
        self.following = self.round == target
        self._show_buttons(offer if self.following else None, back=not self.following)
        self.picked.emit(self.round)


def round_tab(tab: QWidget, round_in_play: Callable[[], RoundInPlay | int]
              ) -> tuple[QVBoxLayout, QHBoxLayout, RoundPicker]:
    """A tab that follows the round the rooms play (the Rooms and Envelopes tabs): its
    layout, tight for a laptop's short height, and its top bar holding the round picker
    (a round stays on screen when its last result is in: the host moves on)."""
    layout = QVBoxLayout(tab)
    layout.setContentsMargins(6, 4, 6, 4)
    layout.setSpacing(4)
    bar = QHBoxLayout()
    picker = RoundPicker(round_in_play, hold_finished=True)
    bar.addWidget(picker)
    return layout, bar, picker
