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
        """View › Both rooms offered when the host plays; the banner while it is on; the
        room the laptop shows in the status bar's file label's tool tip."""
        from words import word

        action = self.action_map[ActionId.BOTH_ROOMS]
        session = self.session
        host = session.full_match.settings.host_table if session is not None else None
        both = session is not None and session.core.both_rooms
        action.setEnabled(host is not None)
        action.setChecked(both and host is not None)
        self.room_banner.setVisible(both and host is not None)
        if both and host is not None:
            self.room_banner.setText(word("host.both_rooms"))
        if host is not None and session is not None:
            room = word("host.room", t=host)
            self.file_label.setToolTip(f"{self.store.path if self.store else ''}\n{room}")
