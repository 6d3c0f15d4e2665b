"""Each partnership against par: games, points, net and points given away."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QWidget,
)

from models.format import Team
from models.match import Match
from teams_app.gui.deals.tables import ParDealsModel, PartnershipsModel
from teams_app.gui.look import ink_style
from teams_app.gui.models import contents_table, summary_over_table
from words import word


class PartnershipsPanel(QWidget):
    """Each partnership against par, and every deal's points given away per team."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = PartnershipsModel(self)
        layout, self.summary, self.view = summary_over_table(
            self, self.model, self.tr("Partnerships against par"))
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(PartnershipsModel.PLAYERS, QHeaderView.ResizeMode.Stretch)
        header.setStretchLastSection(False)  # the names get the room, not "Given away"
        layout.addWidget(self.view, 2)
        note = QLabel(word("notebook.par_note"))
        note.setWordWrap(True)
        note.setStyleSheet(ink_style("note"))
        layout.addWidget(note)
        self.deals_model = ParDealsModel(self)
        self.deals_view = contents_table(self.deals_model, self.tr("Deals against par"))
        # every column as wide as its contents (par contracts can be long): in a narrow
        # window the table scrolls rather than cutting them short ("…")
        layout.addWidget(self.deals_view, 3)

    def refresh(self, match: Match, report: dict[str, Any]) -> None:
        self.model.refresh(match, report["partnerships"])
        self.deals_model.refresh(match, report["deals"])
        given = report["given_away"]
        if not report["deals"]:
            self.summary.setText(word("notebook.par_none"))
            return
        count = len(report["deals"])
        self.summary.setText(word(
            "notebook.par_summary", count=count, n=count, a=match.teams[Team.A].name,
            ga=given["A"], b=match.teams[Team.B].name, gb=given["B"]))


# -- the tab ---------------------------------------------------------------------------------------


