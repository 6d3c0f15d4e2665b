"""Edit › Undo and Edit › Redo: what they would do, worded as the host's room may read
it, and running them through the session (a refusal is shown, the match stays as it
was).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Slot

from models.errors import MatchCoreError
from teams_app.gui.actions import ActionId
from teams_app.gui.windowbase import WindowBase


class UndoRedo(WindowBase):
    """The main window's Undo and Redo."""

    def _update_undo_texts(self, *, word: bool = True) -> None:
        """Undo and Redo enabled as the store allows, and saying what they would do.

        Without ``word`` (opening a match) they only say "Undo"/"Redo" until the Edit
        menu is first shown: wording a step reads its command back from the log, which
        loads the command classes — not needed to show the match."""
        undo, redo = self.action_map[ActionId.UNDO], self.action_map[ActionId.REDO]
        store = self.store
        self._undo_texts_stale = not word
        if not word:
            undo.setEnabled(store is not None and store.can_undo)
            redo.setEnabled(store is not None and store.can_redo)
            undo.setText(self.tr("&Undo"))
            redo.setText(self.tr("&Redo"))
            return
        session = self.session
        can_undo = store is not None and store.can_undo
        can_redo = store is not None and store.can_redo
        undo_what = redo_what = ""
        if store is not None and session is not None:
            # as the host's room may read it (spec §13)
            if can_undo:
                undo_what = session.step_words(store.undo_command)
            if can_redo:
                redo_what = session.step_words(store.redo_command)
        undo.setEnabled(can_undo)
        redo.setEnabled(can_redo)
        undo.setText(self.tr("&Undo: {what}").format(what=undo_what) if undo_what
                     else self.tr("&Undo"))
        redo.setText(self.tr("&Redo: {what}").format(what=redo_what) if redo_what
                     else self.tr("&Redo"))

    @Slot()
    def _word_undo_texts(self) -> None:
        if self._undo_texts_stale:
            self._update_undo_texts()

    def _run_match_step(self, step: Callable[[], object]) -> None:
        # late: the window shows before the match's parts load (tests/test_gui_app.py)
        from teams_app.store import DamagedAuditEntry

        try:
            step()
        except MatchCoreError as exc:
            # late: the window shows before the match's parts load (tests/test_gui_app.py)
            from words.errors import error_text

            self.dialogs.show_error(self, self.tr("Not done"), error_text(exc))
        except DamagedAuditEntry as exc:  # the match is as it was
            # late: the window shows before the match's parts load (tests/test_gui_app.py)
            from words.errors import damaged_entry_text

            self.dialogs.show_error(self, self.tr("Not done"),
                                    damaged_entry_text(exc.entry))

    @Slot()
    def on_undo(self) -> None:
        # late: the window shows before the match's parts load (tests/test_gui_app.py)
        from teams_app import operations

        session = self.session
        if session is not None:
            self._run_match_step(lambda: session.run(operations.undo))

    @Slot()
    def on_redo(self) -> None:
        # late: the window shows before the match's parts load (tests/test_gui_app.py)
        from teams_app import operations

        session = self.session
        if session is not None:
            self._run_match_step(lambda: session.run(operations.redo))
