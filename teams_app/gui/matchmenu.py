"""The Match menu and View › Audit log: annul a deal, the match settings and reserves
dialogs, the room terminals (and serving again a match whose terminals were on, asking
before quitting stops them), the audit log.
"""

from __future__ import annotations

from PySide6.QtCore import Slot
from PySide6.QtWidgets import QApplication

from teams_app.gui.windowbase import WindowBase


class MatchMenu(WindowBase):
    """The main window's Match menu handlers."""

    @Slot()
    def on_audit_log(self) -> None:
        # late: the window shows before the match's parts load (tests/test_gui_app.py)
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
        # late: the window shows before the match's parts load (tests/test_gui_app.py)
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
            # late: the window shows before the match's parts load (tests/test_gui_app.py)
            from teams_app.gui.terminals import TerminalsDialog

            self.terminals = TerminalsDialog(self.session, self)
        if self.terminals.isVisible():
            self.terminals.raise_()  # already open behind the window
        self.terminals.show()

    def on_reserves(self) -> None:
        self._run_match_dialog("ReservesDialog")

    def resume_terminals(self) -> None:
        """A match whose room terminals were on when it was last open: serve it again, at
        the same addresses (the phones' pages carry on by themselves)."""
        # late: the window shows before the match's parts load (tests/test_gui_app.py)
        from teams_app.server import was_serving

        if self.store is None or self.store.read_only or not was_serving(
                self.store.noted("terminals")):
            return
        self.on_terminals()
        assert self.terminals is not None
        self.terminals.resume()

    def may_quit(self) -> bool:
        """Ask before quitting while the tables' phones are served or a round is in play
        (what the phones will see, what is kept); True when nothing needs asking."""
        # late: the window shows before the match's parts load (tests/test_gui_app.py)
        import words
        from models.queries import round_under_way
        from teams_app.gui.settings import installed_language
        from words.texts import roman

        if self.session is None:
            return True
        lang = installed_language()
        if self.terminals is not None and self.terminals.server.running:
            text = words.word("quit.serving", lang)
        else:
            round_ = self.session.core.ask(round_under_way)
            if round_ is None:
                return True
            text = words.word("quit.in_play", lang, r=roman(round_))
        return self.dialogs.ask_yes(self, words.word("quit.title", lang), text)

    @Slot()
    def on_quit(self) -> None:
        """File › Quit (Ctrl+Q): asks first while the rooms depend on the laptop."""
        if self.may_quit():
            self.close()
