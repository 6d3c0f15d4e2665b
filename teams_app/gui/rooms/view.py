"""The Rooms tab (:class:`RoomsView`): both rooms of a round side by side (one above the
other when large text leaves too little width), the round picker that follows the round
in play, an earlier round still open, closing a round with its backup, and the last
step's words; it redraws when a change concerns the rooms."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from models import envelopes
from models.errors import MatchCoreError
from models.queries import results_missing, round_diagram
from models.reads import Area, areas_read
from teams_app import operations
from teams_app.gui.look import set_ink, text_scale
from teams_app.gui.rooms.labels import MessageLabel
from teams_app.gui.rooms.panel import TablePanel
from teams_app.gui.roundpicker import round_tab
from words import word
from words.errors import error_text
from words.steps import changes_words
from words.texts import roman

if TYPE_CHECKING:
    from teams_app.gui.session import MatchSession
    from teams_app.operations import Changes

#: areas whose change redraws the rooms: what a round's diagram and the rooms' next steps
#: (the envelopes' overview) read
ROOM_AREAS = areas_read(round_diagram) | areas_read(envelopes.overview)


class RoomsView(QWidget):
    """Both rooms side by side for a selectable round (follows the current round)."""

    def __init__(self, session: MatchSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        #: shown once (a tab the host has looked at): while hidden again, a change only
        #: marks it ``_stale`` and it is redrawn when shown (or its round is asked)
        self._seen = False
        self._stale = False
        layout, bar, self.round_picker = round_tab(self, session.core.round_in_play)
        self.round_box = self.round_picker.box
        self.current_button = self.round_picker.current_button
        # an earlier round still open (games left to play) while a later one is shown
        self.open_note = QLabel()
        self.open_note.setObjectName("open_round_note")
        set_ink(self.open_note, "pending")
        self.open_button = QPushButton()
        self.open_button.setProperty("navigation", True)  # it only moves around the match
        self.open_button.clicked.connect(self._show_open_round)
        for widget in (self.open_note, self.open_button):
            widget.hide()
            bar.addWidget(widget)
        self.close_button = QPushButton(self.tr("Close round (backup)"))
        self.close_button.setToolTip(self.tr("Keep a backup copy of the match file as it is "
                                             "at the end of this round"))
        bar.addWidget(self.close_button)
        self.status = MessageLabel()
        set_ink(self.status, "note")
        # a long message wraps here; it never widens the window
        self.status.setWordWrap(True)
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        bar.addWidget(self.status, 1)
        layout.addLayout(bar)
        # the two rooms side by side, or one above the other when large text leaves
        # too little width for both (View › Text size): the view then scrolls down
        panels = self.panel_row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.panels = {table: TablePanel(session, table) for table in (1, 2)}
        for panel in self.panels.values():
            panels.addWidget(panel, 1)
        layout.addLayout(panels, 1)

        self.round_picker.fill(session.match.format.rounds)
        self.round_picker.picked.connect(self.on_round_chosen)
        self.close_button.clicked.connect(self.on_close_round)
        session.changed.connect(self.on_changed)
        self.show_round(self.round_picker.start())

    def selected_deal(self) -> int | None:
        """The deal of the row chosen in the room that has the focus (else table 1's),
        for Match › Annul a deal…."""
        focused = QApplication.focusWidget()
        panels = sorted(self.panels.values(),
                        key=lambda p: not (focused is not None and p.isAncestorOf(focused)))
        for panel in panels:
            index = panel.view.currentIndex()
            if index.isValid():
                return int(panel.model.row(index.row()).deal)
        return None

    @property
    def round(self) -> int:
        if self._stale:  # hidden since a change: the round it would show now
            self._catch_up()
        return self.round_picker.round

    def _catch_up(self) -> None:
        self._stale = False
        self.show_round(self.round_picker.follow())

    #: the width (logical pixels at 100 % text) both rooms need side by side
    SIDE_BY_SIDE = 1280

    def stacked(self) -> bool:
        """Whether the rooms are one above the other (large text, too narrow a window)."""
        return self.panel_row.direction() == QBoxLayout.Direction.TopToBottom

    def _place_panels(self) -> None:
        """Side by side when the window is wide enough for both at the text size in
        force, else one above the other.  The window's width (not the view's) decides,
        so a scroll bar coming or going cannot turn it back and forth."""
        scale = text_scale()
        stack = scale > 1 and self.window().width() < round(self.SIDE_BY_SIDE * scale)
        direction = (QBoxLayout.Direction.TopToBottom if stack
                     else QBoxLayout.Direction.LeftToRight)
        if direction != self.panel_row.direction():
            self.panel_row.setDirection(direction)
            for panel in self.panels.values():
                panel.hints.grow = stack  # a whole row's width: every hint shown

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        self._place_panels()
        super().resizeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        self._seen = True
        self._place_panels()
        if self._stale:
            self._catch_up()
        super().showEvent(event)

    def show_round(self, round_: int) -> None:
        self.round_picker.set_round(round_)
        for panel in self.panels.values():
            if panel.round == round_:
                panel.refresh()  # same round: keep a row the user picked
            else:
                panel.show_round(round_)
        self._note_open_round(round_)

    def open_round(self, shown: int) -> tuple[int, int] | None:
        """The first round before ``shown`` that is not complete, and how many games its
        tables have left to play (None when every earlier round is complete)."""
        round_ = self.session.core.current_round()  # the first round not complete
        if round_ >= shown:
            return None
        match = self.session.match
        latest = match.latest_attempts()
        left = sum(1 for table in (1, 2)
                   for game in operations.play_order(match, round_, table)
                   if operations.pending_key(match, game.deal, table, latest) is not None)
        return round_, left

    def _note_open_round(self, shown: int) -> None:
        found = self.open_round(shown)
        if found is not None:
            round_, left = found
            self.open_note.setText(word("room.open_round", r=roman(round_), n=left))
            self.open_button.setText(word("room.show_round", r=roman(round_)))
        self.open_note.setVisible(found is not None)
        self.open_button.setVisible(found is not None)

    def _show_open_round(self) -> None:
        found = self.open_round(self.round)
        if found is not None:
            self.round_box.setCurrentIndex(found[0] - 1)

    def on_round_chosen(self, round_: int) -> None:
        """The user picked a round (or "Back to the round in play", or the next one)."""
        self.show_round(round_)

    def go_current(self) -> None:
        self.round_picker.go_current()

    def on_close_round(self) -> None:
        round_ = self.round
        name = word("place.round", r=roman(round_))
        match = self.session.match
        # a replay put off to the end of the match holds no round open (the core's rule)
        missing = results_missing(match, round_)
        if missing and not self.session.dialogs.ask_close_incomplete(self, name, missing):
            return
        try:
            changes = self.session.run(operations.close_round, round=round_)
        except (MatchCoreError, OSError) as exc:
            self.status.setText(error_text(exc) if isinstance(exc, MatchCoreError)
                                else str(exc))
            return
        said = changes.said
        backup = said.params["backup"] if said is not None else ""
        self.status.setText(word("room.closed", round=name, file=backup))

    def on_changed(self, changes: Changes) -> None:
        if changes.command is not None or changes.said is not None:
            self.status.setText(changes_words(changes))
        if not changes.concerns(*ROOM_AREAS):
            return
        if changes.concerns(Area.SETUP, Area.SETTINGS):
            self.round_picker.fill(self.session.match.format.rounds)
        if self._seen and not self.isVisible():
            self._stale = True  # another tab is on screen: redrawn when shown again
            return
        self.show_round(self.round_picker.follow())
