"""The cross-room checks panel: what the two tables recorded that cannot both be
right, each with the proposed action."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QWidget,
)

from models.checks import Check
from teams_app.gui.deals.tables import ChecksModel
from teams_app.gui.deals.text import symbols
from teams_app.gui.look import ink_style
from teams_app.gui.models import summary_over_table
from words import word
from words.checks import check_action_text, check_text

if TYPE_CHECKING:
    from teams_app.gui.session import MatchSession


class ChecksPanel(QWidget):
    """The cross-room findings; a double-click shows the deal's notebook."""

    deal_requested = Signal(object, object)  # DealKey, table or None

    def __init__(self, session: MatchSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._shown: list[Check] | None = None
        self.session = session
        self.model = ChecksModel(self)
        layout, self.summary, self.view = summary_over_table(
            self, self.model, self.tr("Checks of the match"))
        self.view.setWordWrap(True)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(ChecksModel.MESSAGE, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(ChecksModel.ACTION, QHeaderView.ResizeMode.Interactive)
        self.view.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.view, 1)
        buttons = QHBoxLayout()
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setStyleSheet(ink_style("note"))
        self.show_button = QPushButton(self.tr("Show the deal"))
        self.show_button.setProperty("navigation", True)  # stays on in a read-only match
        self.annul_button = QPushButton(self.tr("Annul…"))
        self.annul_button.setObjectName("annul_button")
        buttons.addWidget(self.detail, 1)
        buttons.addWidget(self.show_button)
        buttons.addWidget(self.annul_button)
        layout.addLayout(buttons)
        self.view.doubleClicked.connect(lambda _index: self.show_deal())
        self.view.selectionModel().selectionChanged.connect(self._selected)
        self.show_button.clicked.connect(self.show_deal)
        self.annul_button.clicked.connect(self.annul)
        self._selected()

    def refresh(self, checks: list[Check]) -> None:
        if checks == self._shown:
            return  # the same findings: nothing to redraw (a redraw lays the tab out)
        self._shown = list(checks)
        self.model.refresh(checks)
        errors = sum(c.kind.is_error for c in checks)
        unusual = len(checks) - errors
        if not checks:
            self.summary.setText(word("notebook.checks_none"))
        else:
            self.summary.setText(word("notebook.checks_summary", e=errors, u=unusual))
        self._selected()

    def selected(self) -> Check | None:
        rows = self.view.selectionModel().selectedRows()
        return self.model.row(rows[0].row()) if rows else None

    def select_row(self, number: int) -> None:
        self.view.selectRow(number)

    def _selected(self, *_args: Any) -> None:
        check = self.selected()
        self.show_button.setEnabled(check is not None)
        proposed = check.proposed_reason if check is not None else None
        self.annul_button.setEnabled(proposed is not None)
        self.detail.setText(self._detail(check) if check is not None else "")
        self.annul_button.setToolTip(
            word("notebook.annul_proposed", n=int(proposed))
            if proposed is not None else word("notebook.annul_none"))

    def _detail(self, check: Check) -> str:
        """The finding in full, in the app's language: where, what, and what to do."""
        where = (word("cli.where.both", deal=check.key) if check.table is None
                 else word("cli.where.table", deal=check.key, t=check.table))
        return f"{where}: {symbols(check_text(check))} → {check_action_text(check)}"

    def show_deal(self) -> None:
        check = self.selected()
        if check is not None:
            self.deal_requested.emit(check.key, check.table)

    def annul(self) -> None:
        check = self.selected()
        if check is None or check.proposed_reason is None:
            return
        self.session.dialogs.ask_annul(self.session, check.deal, self,
                                       check.proposed_reason)
