"""The Match menu and View › Audit log: annul a deal, the match settings and reserves
dialogs, the room terminals, the audit log.
"""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QApplication

from teams_app.gui.windowbase import WindowBase


class MatchMenu(WindowBase):
    """The main window's Match menu handlers."""

    @Slot()
    def on_audit_log(self) -> None:
        from teams_app.gui.auditlog import AuditLogDialog

        if self.store is None:
            return
        if self.audit_log is None:
            self.audit_log = AuditLogDialog(self.store, self, session=self.session)
        self.audit_log.refresh()
        self.audit_log.show()
        if QApplication.platformName() != "offscreen":  # it cannot raise windows
            self.audit_log.raise_()

    @Slot()
    def on_annul(self) -> None:

        if self.session is None:
            return
        match = self.session.match
        rooms = self.views.get("RoomsView")
        current = getattr(rooms, "selected_deal", None)
        if callable(current):
            current = current()
        if not isinstance(current, int):
            current = match.format.round_deals(self.session.core.current_round())[0]
        deal = self.dialogs.ask_deal(self, current, match.format.deals)
        if deal is None:
            return
        self.dialogs.ask_annul(self.session, deal, self)

    def _run_match_dialog(self, name: str) -> None:
        from teams_app.gui import matchsettings

        if self.session is None:
            return
        dialog = getattr(matchsettings, name)(self.session, self)
        try:
            self.dialogs.exec_dialog(dialog)
        finally:
            dialog.deleteLater()

    @Slot()
    def on_match_settings(self) -> None:
        self._run_match_dialog("MatchSettingsDialog")

    @Slot()
    def on_terminals(self) -> None:
        """Match › Room terminals: the dialog that serves the tables' phones (off until
        the host starts it)."""
        if self.session is None:
            return
        if self.terminals is None:
            from teams_app.gui.terminals import TerminalsDialog

            self.terminals = TerminalsDialog(self.session, self)
        if self.terminals.isVisible():
            self.terminals.raise_()  # already open behind the window
        self.terminals.show()

    def on_reserves(self) -> None:
        self._run_match_dialog("ReservesDialog")
