"""What the setup wizard's pages share: the team size, a page's error label, the deck as
text (the match settings dialog shows it so too) and the wizard a page is on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel, QWizardPage

from models.format import STOLITSA_36
from models.scorecards import ScoreCard
from teams_app.gui.look import ink_style

if TYPE_CHECKING:
    from teams_app.gui.wizard.dialog import SetupWizard

TEAM_SIZE = STOLITSA_36.team_size


def deck_text(deck: tuple[ScoreCard, ...]) -> str:
    return " ".join(str(card) for card in deck)


def error_label() -> QLabel:
    label = QLabel()
    label.setStyleSheet(ink_style("error"))
    label.setWordWrap(True)
    label.setObjectName("error")
    return label


def on_wizard(page: QWizardPage) -> SetupWizard | None:
    """The setup wizard the page is on (None before it is on one).  Its class is imported
    when asked: the wizard's module imports the pages."""
    from teams_app.gui.wizard.dialog import SetupWizard

    wizard = page.wizard()
    assert wizard is None or isinstance(wizard, SetupWizard)
    return wizard
