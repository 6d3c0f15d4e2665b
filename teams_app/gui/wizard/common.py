"""What the setup wizard's pages share: the team size, a page's error label and the wizard
a page is on, as what the pages ask of it (:class:`SetupAnswers`: the wizard's module
imports the pages, so they do not import it)."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol, runtime_checkable

from PySide6.QtWidgets import QLabel, QWidget, QWizardPage

from models.format import STOLITSA_36, Team
from teams_app.gui.look import ink_style

TEAM_SIZE = STOLITSA_36.team_size


@runtime_checkable
class SetupAnswers(Protocol):
    """What a page asks of the wizard it is on (:class:`teams_app.gui.wizard.dialog.
    SetupWizard`): what the other pages hold, the file's name and the summary."""

    def team_name(self, team: Team) -> str: ...

    def players(self, team: Team) -> list[str]: ...

    def reserves(self, team: Team) -> tuple[str, ...]: ...

    def default_path(self) -> Path: ...

    def summary_html(self) -> str: ...

    def ask_save_path(self, parent: QWidget, start: str) -> str: ...


def error_label() -> QLabel:
    label = QLabel()
    label.setStyleSheet(ink_style("error"))
    label.setWordWrap(True)
    label.setObjectName("error")
    return label


def on_wizard(page: QWizardPage) -> SetupAnswers | None:
    """The setup wizard the page is on (None before it is on one)."""
    wizard = page.wizard()
    assert wizard is None or isinstance(wizard, SetupAnswers)
    return wizard
