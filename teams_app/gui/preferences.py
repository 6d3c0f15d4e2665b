"""The preferences dialog: the language of the app.

Apart from :mod:`teams_app.gui.settings` (read at every start) so that starting the app
does not load the dialog's widgets.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from teams_app.gui.fit import room_for_title
from teams_app.gui.lock import lock_pin, set_lock_pin
from teams_app.gui.settings import LANGUAGES, current_language, set_language


class PreferencesDialog(QDialog):
    """Choose the language of the app (saved; applied at once)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Preferences"))
        self.language = QComboBox()
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(list(LANGUAGES).index(current_language()))


        self.pin = QLineEdit(lock_pin())
        self.pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.pin.setPlaceholderText(self.tr("none: Ctrl+L alone unlocks"))
        self.pin.setToolTip(self.tr("View › Lock (Ctrl+L) hides the match; with a PIN, "
                                    "only the PIN unlocks it"))
        form = QFormLayout()
        form.addRow(self.tr("&Language:"), self.language)
        form.addRow(self.tr("Lock &PIN:"), self.pin)
        note = QLabel(self.tr("The default is the system's language."))
        note.setEnabled(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(buttons)
        room_for_title(self)  # its title whole in the title bar

    def chosen_language(self) -> str:
        return str(self.language.currentData())

    def accept(self) -> None:
        set_lock_pin(self.pin.text())
        set_language(self.chosen_language())
        super().accept()
