"""The wizard's last page: where the match file goes (its name from the teams', never
over an existing file) and a summary of the match about to be created."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
    QWizardPage,
)

from teams_app.gui.wizard.common import error_label, on_wizard


class FilePage(QWizardPage):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Where to keep the match"))
        self.setSubTitle(self.tr("Every change is saved in this file at once; there is no "
                                 "Save button."))
        self.path = QLineEdit()
        self.registerField("path", self.path)
        self.browse = QPushButton(self.tr("&Browse…"))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.error = error_label()
        row = QHBoxLayout()
        row.addWidget(self.path, 1)
        row.addWidget(self.browse)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Match file:")))
        layout.addLayout(row)
        layout.addWidget(self.error)
        layout.addSpacing(8)
        layout.addWidget(self.summary, 1)
        self._edited = False
        self.path.textEdited.connect(self._edited_by_user)
        self.path.textChanged.connect(self._changed)
        self.browse.clicked.connect(self._browse)

    def _edited_by_user(self) -> None:
        self._edited = True

    def initializePage(self) -> None:  # noqa: N802
        wizard = on_wizard(self)
        assert wizard is not None
        if not self._edited or not self.path.text().strip():
            self.path.setText(str(wizard.default_path()))
        self.summary.setText(wizard.summary_html())
        self._changed()

    def _browse(self) -> None:
        wizard = on_wizard(self)
        assert wizard is not None
        chosen = wizard.ask_save_path(self, self.path.text())
        if chosen:
            self._edited = True
            self.path.setText(chosen)

    def problem(self) -> str | None:
        text = self.path.text().strip()
        if not text:
            return self.tr("Choose where to save the match file.")
        path = Path(text).expanduser()
        if path.exists():
            return self.tr("{path} already exists: choose another name (an existing match "
                           "is opened with File ▸ Open).").format(path=path)
        parent = path.parent
        while not parent.exists() and parent != parent.parent:
            parent = parent.parent
        if not parent.is_dir():
            return self.tr("{path} is not a folder.").format(path=parent)
        return None

    def _changed(self) -> None:
        self.error.setText(self.problem() or "")
        self.completeChanged.emit()

    def show_error(self, message: str) -> None:
        self.error.setText(message)

    def isComplete(self) -> bool:  # noqa: N802
        return self.problem() is None
