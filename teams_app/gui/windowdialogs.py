"""The main window's dialogs that the tests replace: errors, questions, file paths, the
deal to annul, and running any dialog (``exec_dialog``).

Each is a classmethod of :class:`WindowDialogs`, which :class:`~teams_app.gui.mainwindow.
MainWindow` inherits, so a test replaces it on the window's class; the open file's life
(:class:`~teams_app.gui.matchfile.MatchFile`) asks through the same class.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow, QWidget

from teams_app.gui import settings as app_prefs

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QInputDialog


class WindowDialogs(QMainWindow):
    """The dialogs the main window asks with (tests replace these classmethods)."""

    @classmethod
    def show_error(cls, parent: QWidget | None, title: str, message: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(parent, title, message)

    @classmethod
    def ask_open_read_only(cls, parent: QWidget | None, path: Path, why: str) -> bool:
        """The file is open for writing elsewhere: look at it read-only instead?"""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Question,
            QCoreApplication.translate("WindowDialogs", "The match is open elsewhere"),
            QCoreApplication.translate(
                "WindowDialogs", "{name} is open for writing in another window or program.\n\n"
                "Open it read-only here? You can look at it and print it, and refresh "
                "it to see what is entered there, but not change it.").format(
                    name=path.name),
            QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Cancel, parent)
        box.setDetailedText(why)
        box.setDefaultButton(QMessageBox.StandardButton.Open)
        box.button(QMessageBox.StandardButton.Open).setText(
            QCoreApplication.translate("WindowDialogs", "Open read-only"))
        try:
            return box.exec() == QMessageBox.StandardButton.Open
        finally:
            box.deleteLater()

    @classmethod
    def ask_open_path(cls, parent: QWidget, start: str, title: str | None = None) -> str:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            parent, title or QCoreApplication.translate("WindowDialogs", "Open a match"), start,
            QCoreApplication.translate("WindowDialogs",
                                       "Match files (*.match);;All files (*)"),
            options=app_prefs.file_dialog_options())
        return path

    @classmethod
    def ask_yes(cls, parent: QWidget, title: str, text: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(parent, title, text)
        return answer == QMessageBox.StandardButton.Yes

    @classmethod
    def ask_save_path(cls, parent: QWidget, title: str, start: str, filters: str) -> str:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(parent, title, start, filters,
                                              options=app_prefs.file_dialog_options())
        return path

    @classmethod
    def ask_deal(cls, parent: QWidget, current: int, last: int) -> int | None:
        from PySide6.QtWidgets import QDialog

        dialog = cls.deal_dialog(parent, current, last)
        try:
            ok = dialog.exec() == QDialog.DialogCode.Accepted
            return dialog.intValue() if ok else None
        finally:
            dialog.deleteLater()

    @staticmethod
    def deal_dialog(parent: QWidget | None, current: int, last: int) -> QInputDialog:
        """Match › Annul's question: which deal (as wide as its title needs)."""
        from PySide6.QtWidgets import QInputDialog

        from teams_app.gui.fit import room_for_title

        dialog = QInputDialog(parent)
        dialog.setWindowTitle(QCoreApplication.translate("WindowDialogs", "Annul a deal"))
        dialog.setLabelText(QCoreApplication.translate("WindowDialogs", "Deal number:"))
        dialog.setInputMode(QInputDialog.InputMode.IntInput)
        dialog.setIntRange(1, last)
        dialog.setIntValue(current)
        room_for_title(dialog)
        return dialog

    @classmethod
    def exec_dialog(cls, dialog: QDialog) -> int:
        return dialog.exec()

