"""The Print and Analysis menus: the papers (for the round the Rooms tab shows) and the
double-dummy analysis, run as long work off the GUI thread
(:mod:`teams_app.gui.longwork`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Slot

from teams_app.gui.actions import ActionId
from teams_app.gui.windowbase import WindowBase

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog


class PrintMenu(WindowBase):
    """The main window's Print and Analysis menus."""

    def _current_round(self) -> int | None:
        """The round the papers are for: the one the Rooms tab shows (the host picked it,
        or it follows the play), else the round in play."""
        if self.session is None:
            return None
        rooms = self.views.get("RoomsView")
        if rooms is not None:
            return int(rooms.round)  # type: ignore[attr-defined]
        return self.session.core.round_in_play().round

    def _fill_print_menu(self) -> None:
        """The three usual papers, then every other form the printing package has."""
        # late: the window shows before the match's parts load (tests/test_gui_app.py)
        from teams_app.gui.longwork import print_choices
        from words.texts import roman

        menu = self.print_menu
        menu.clear()
        menu.setToolTipsVisible(True)  # a greyed-out form says why
        self.print_actions = {}
        for action_id in (ActionId.PRINT_DIAGRAMS, ActionId.PRINT_RESULTS,
                          ActionId.PRINT_MATCH):
            menu.addAction(self.action_map[action_id])
        menu.addSeparator()
        current = self._current_round()
        for name, title, takes_round in print_choices():
            if name in ("diagrams", "result-sheet", "all"):
                continue
            text = title + "…"
            round_ = current if takes_round else None
            if round_ is not None:
                # late: the window shows before the match's parts load (tests/test_gui_app.py)
                from words import word

                text = word("view.paper_round", paper=title, r=roman(round_))
            action = menu.addAction(text)
            self.print_actions[name] = action
            action.triggered.connect(
                lambda _=False, n=name, r=round_: self.on_print(n, r))
        self._update_print_actions()

    def _update_print_actions(self) -> None:
        """The other forms need an open match; dealing sheets a pre-dealt one."""
        for name, action in self.print_actions.items():
            enabled, why = self.session is not None, ""
            if name == "dealing-sheets" and self.session is not None:
                # late: the window shows before the match's parts load (tests/test_gui_app.py)
                from models.dealing import is_predealt  # not before the first paint

                enabled = is_predealt(self.session.match)
                if not enabled:
                    why = self.tr("Only a pre-dealt match has dealing sheets: this match's "
                                  "deals are dealt at the tables")
            action.setEnabled(enabled)
            action.setToolTip(why)

    def on_print(self, what: str, round_: int | None = None) -> None:
        # late: the window shows before the match's parts load (tests/test_gui_app.py)
        from teams_app.gui.longwork import print_document

        if self.session is not None:
            print_document(self.session, self.job_runner, what, round_, parent=self,
                           show=self._show_print_dialog)

    def _show_print_dialog(self, dialog: QDialog) -> None:
        self.dialogs.exec_dialog(dialog)

    @Slot()
    def on_analyse(self) -> None:
        # late: the window shows before the match's parts load (tests/test_gui_app.py)
        from teams_app.gui.longwork import run_analysis

        if self.session is not None:
            run_analysis(self.session, self.job_runner,
                         is_open=lambda session: session is self.session)
