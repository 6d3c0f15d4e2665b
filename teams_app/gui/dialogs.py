"""Every question the window asks the user, in one small object.

:class:`Dialogs` shows errors, asks yes or no, asks for a file to open or a name to save
under, the deal to annul and the annulment itself, the PIN, whether to show both rooms or
close a round still missing results, and runs any dialog (:meth:`Dialogs.exec_dialog`).
The print preview asks for its file name and printer through one too.
The main window is given one (``MainWindow(dialogs=…)``, a new :class:`Dialogs` by
default) and hands it on: to the open match file (:class:`~teams_app.gui.matchfile.
MatchFile`) and to the match's session for the widgets (``MatchSession.dialogs``), so
every view asks through the same object.  A test passes a fake that answers from its
script (``tests/fake_dialogs.py``) instead of replacing the window's methods.

Each text keeps the translation context it was first written under (the window's
dialogs, its lock, its room marks, the Rooms tab), so the translations still find it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QFileDialog, QInputDialog, QLineEdit, QMessageBox

from teams_app.gui import settings as app_prefs
from teams_app.gui.fit import room_for_title
from words import word

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter
    from PySide6.QtWidgets import QWidget

    from models.match import AnnulReason
    from teams_app.gui.annul import AnnulSession

translate = QCoreApplication.translate


class Dialogs:
    """The window's questions to the user (see the module)."""

    def show_error(self, parent: QWidget | None, title: str, message: str) -> None:
        QMessageBox.warning(parent, title, message)

    def ask_yes(self, parent: QWidget, title: str, text: str) -> bool:
        answer = QMessageBox.question(parent, title, text)
        return answer == QMessageBox.StandardButton.Yes

    def exec_dialog(self, dialog: QDialog) -> int:
        """Run a dialog the window made (the wizard, the settings, printing …)."""
        return dialog.exec()

    # -- files ---------------------------------------------------------------------------
    def ask_open_path(self, parent: QWidget, start: str, title: str | None = None) -> str:
        path, _ = QFileDialog.getOpenFileName(
            parent, title or translate("WindowDialogs", "Open a match"), start,
            translate("WindowDialogs", "Match files (*.match);;All files (*)"),
            options=app_prefs.file_dialog_options())
        return path

    def ask_save_path(self, parent: QWidget, title: str, start: str, filters: str) -> str:
        path, _ = QFileDialog.getSaveFileName(parent, title, start, filters,
                                              options=app_prefs.file_dialog_options())
        return path

    def ask_open_read_only(self, parent: QWidget | None, path: Path, why: str) -> bool:
        """The file is open for writing elsewhere: look at it read-only instead?"""
        box = QMessageBox(
            QMessageBox.Icon.Question,
            translate("WindowDialogs", "The match is open elsewhere"),
            translate(
                "WindowDialogs", "{name} is open for writing in another window or program.\n\n"
                "Open it read-only here? You can look at it and print it, and refresh "
                "it to see what is entered there, but not change it.").format(
                    name=path.name),
            QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Cancel, parent)
        box.setDetailedText(why)
        box.setDefaultButton(QMessageBox.StandardButton.Open)
        box.button(QMessageBox.StandardButton.Open).setText(
            translate("WindowDialogs", "Open read-only"))
        try:
            return box.exec() == QMessageBox.StandardButton.Open
        finally:
            box.deleteLater()

    # -- the match -----------------------------------------------------------------------
    def ask_deal(self, parent: QWidget, current: int, last: int) -> int | None:
        """Match › Annul's first question: which deal (None: cancelled)."""
        dialog = deal_dialog(parent, current, last)
        try:
            ok = dialog.exec() == QDialog.DialogCode.Accepted
            return dialog.intValue() if ok else None
        finally:
            dialog.deleteLater()

    def ask_annul(self, session: AnnulSession, deal: int, parent: QWidget | None = None,
                  proposed: AnnulReason | None = None) -> None:
        """Annul ``deal`` (:func:`teams_app.gui.annul.ask_annul`: the dialog, then the
        annulment through the session)."""
        from teams_app.gui.annul import ask_annul  # late: the operations, after the first paint

        ask_annul(session, deal, parent, proposed)

    def ask_close_incomplete(self, parent: QWidget, round_name: str, missing: int) -> bool:
        """Close a round that still misses results?"""
        answer = QMessageBox.question(
            parent, translate("RoomsView", "Close round"),
            word("room.close_missing", count=missing, round=round_name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def confirm_both_rooms(self, parent: QWidget | None) -> bool:
        """View › Both rooms on the host's laptop: show the other room's results?"""
        answer = QMessageBox.warning(
            parent, translate("WindowMarks", "Show both rooms"),
            translate(
                "WindowMarks", "This laptop sits in the host's room. Showing both rooms "
                "puts the other table's results of deals his table has not played yet on "
                "the screen: a deal whose result reaches a table is annulled (reason 4). "
                "Show both rooms?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def ask_printer(self, printer: QPrinter, parent: QWidget) -> bool:
        """The printer and pages to print on (the system's print dialog)."""
        # late: Qt's print support, only when printing
        from PySide6.QtPrintSupport import QPrintDialog

        dialog = QPrintDialog(printer, parent)
        return dialog.exec() == QDialog.DialogCode.Accepted

    def ask_pin(self, parent: QWidget | None) -> str | None:
        """The PIN typed to unlock View › Lock (None: cancelled)."""
        text, ok = QInputDialog.getText(
            parent, translate("WindowLock", "Unlock"), translate("WindowLock", "PIN:"),
            QLineEdit.EchoMode.Password)
        return text if ok else None


def deal_dialog(parent: QWidget | None, current: int, last: int) -> QInputDialog:
    """Match › Annul's question: which deal (as wide as its title needs)."""
    dialog = QInputDialog(parent)
    dialog.setWindowTitle(translate("WindowDialogs", "Annul a deal"))
    dialog.setLabelText(translate("WindowDialogs", "Deal number:"))
    dialog.setInputMode(QInputDialog.InputMode.IntInput)
    dialog.setIntRange(1, last)
    dialog.setIntValue(current)
    room_for_title(dialog)
    return dialog
