"""What the main window shows about the open match: the window's title, the status
bar's file label, and the host's room (spec §13): View › Both rooms, asked first, and
the banner while both rooms are shown.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Slot

from teams_app.gui.actions import ActionId
from teams_app.gui.windowbase import WindowBase


class WindowMarks(WindowBase):
    """The main window's title, file label and room marks."""

    def _update_title(self) -> None:
        if self.store is None:
            self.setWindowTitle(self.tr("Teams"))
            self.file_label.setText(self.tr("No match open"))
            return
        teams = self.store.match.teams
        names = " – ".join(info.name for info in teams.values())
        read_only = self.tr(" (read only)") if self.store.read_only else ""
        self.setWindowTitle(names + read_only)
        self.setWindowFilePath(str(self.store.path))
        self.file_label.setText(f"{Path(self.store.path).name}{read_only}")
        self.file_label.setToolTip(str(self.store.path))

    @Slot(bool)
    def on_both_rooms(self, checked: bool) -> None:
        session = self.session
        if session is None:
            return
        if checked and not self.dialogs.confirm_both_rooms(self):
            self.action_map[ActionId.BOTH_ROOMS].setChecked(False)
            return
        session.core.set_both_rooms(checked)
        self._update_room_marks()

    def _update_room_marks(self) -> None:
        """View › Both rooms offered when the laptop may not show everything; the banner
        while it is on; the room the laptop shows in the status bar's file label's tool
        tip; and, when the laptop goes with a host who plays, the notice of the room it
        shows whenever the rotation moves him (spec §13)."""
        # late: the window shows before the match's parts load (tests/test_gui_app.py)
        from words import word

        action = self.action_map[ActionId.BOTH_ROOMS]
        session = self.session
        limited = session is not None and session.core.host_seen is not None
        both = session is not None and session.core.both_rooms
        action.setEnabled(limited)
        action.setChecked(both and limited)
        self.room_banner.setVisible(both and limited)
        if both and limited:
            self.room_banner.setText(word("host.both_rooms"))
        self._update_room_notice()
        if session is None or not limited:
            return
        room = session.core.host_room
        if room is not None:  # both rooms shown or not, the room it stays in
            self.file_label.setToolTip(
                f"{self.store.path if self.store else ''}\n{word('host.room', t=room)}")

    def _update_room_notice(self) -> None:
        """"Round II: you play at table 2 — the laptop now shows the room of table 2":
        shown when the match opens and whenever the host's table changes, while the
        laptop goes with a host who plays; hidden with its OK."""
        # late: the window shows before the match's parts load (tests/test_gui_app.py)
        from models.room_view import follows_host
        from words import word
        from words.texts import roman

        session = self.session
        if session is None or not follows_host(session.full_match):
            self._room_was = None
            self.room_notice.setVisible(False)
            return
        core = session.core
        now = (core.current_round(), core.host_room)
        moved = self._room_was is None or self._room_was[1] != now[1]
        self._room_was = now
        if moved:
            self.room_notice.setVisible(True)
        if not self.room_notice.isVisibleTo(self):
            return
        round_, room = now  # worded again each time: in the language of the moment
        text = (word("host.sits_out", r=roman(round_)) if room is None
                else word("host.moved", r=roman(round_), t=room))
        self.room_notice.setText(f'{text} &nbsp; <a href="ok">{word("host.notice_ok")}</a>')
        self.room_notice.setToolTip(text)
