"""The Deals tab itself: the deal list beside the notebook, checks and partnerships
panels; it redraws when a change concerns it."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QStyle,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from models.checks import Check, par_report
from models.deal_rows import (
    DealMemo,
    DealRow,
    deal_rows,
)
from models.match import DealKey, Match
from models.reads import Area
from teams_app.gui.deals.checks import ChecksPanel
from teams_app.gui.deals.notebook import NotebookPanel
from teams_app.gui.deals.partnerships import PartnershipsPanel
from teams_app.gui.deals.tables import DealListModel
from teams_app.gui.deals.text import DEAL_AREAS
from teams_app.gui.fit import ViewScroller
from teams_app.gui.look import text_scale
from teams_app.gui.models import table_view
from words import word

if TYPE_CHECKING:
    from teams_app.gui.session import MatchSession
    from teams_app.operations import Changes


def scope(changes: Changes) -> frozenset[int] | None:
    """The deals a change is about, when it can touch no others (None: any deal)."""
    if not changes.deals or changes.step != "do" or changes.concerns(Area.SETUP, Area.SETTINGS):
        return None
    return frozenset(changes.deals)


class DealsView(QWidget):
    """The Deals tab: the deal list beside the notebook, checks and partnerships."""

    def __init__(self, session: MatchSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.checks: list[Check] = []
        self.report: dict[str, Any] = {}
        self._dirty = True
        self._partnerships_dirty = True
        self._sized = False
        self.memo: DealMemo = session.core.deal_memo
        layout = QVBoxLayout(self)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        layout.addWidget(splitter, 1)

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        self.analysis_label = QLabel()
        self.analysis_label.setObjectName("analysis_label")
        self.analysis_label.setWordWrap(True)
        self.analyse_button = QPushButton(self.tr("Run analysis"))
        self.analyse_button.setObjectName("analyse_button")
        self.analyse_button.setToolTip(self.tr(
            "Double-dummy tables and par of every deal whose four hands are known, "
            "computed once and kept in the match file"))
        top.addWidget(self.analysis_label, 1)
        top.addWidget(self.analyse_button)
        left_layout.addLayout(top)
        self.model = DealListModel(self)
        self.deal_view = table_view(self.model)
        self.deal_view.setObjectName("deal_list")
        self.deal_view.setAccessibleName(self.tr("Deals of the match"))
        header = self.deal_view.horizontalHeader()
        # sized to the contents when the rows are reset, not on every change (resizing
        # to contents measures every cell of the list after each dataChanged)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        self.model.modelReset.connect(self._size_columns)
        left_layout.addWidget(self.deal_view, 1)
        splitter.addWidget(left)

        self.side = QTabWidget()
        self.notebook = NotebookPanel(session)
        self.checks_panel = ChecksPanel(session)
        self.partnerships = PartnershipsPanel()
        # the notebook (the tallest panel) scrolls on a laptop short of height
        self.notebook_scroller = ViewScroller(self.notebook)
        self.side.addTab(self.notebook_scroller, self.tr("Notebook"))
        self.side.addTab(self.checks_panel, self.tr("Checks"))
        self.side.addTab(self.partnerships, self.tr("Partnerships"))
        splitter.addWidget(self.side)
        splitter.setStretchFactor(0, 5)
        splitter.setStretchFactor(1, 6)
        splitter.setSizes([660, 740])
        self.splitter = splitter

        self.deal_view.selectionModel().selectionChanged.connect(self._deal_selected)
        self.checks_panel.deal_requested.connect(self.select_deal)
        self.analyse_button.clicked.connect(self.run_analysis)
        self.side.currentChanged.connect(self._side_shown)
        session.changed.connect(self.on_changed)
        self.refresh()
        self._select_first()

    # -- refreshing ----------------------------------------------------------------------
    def on_changed(self, changes: Changes) -> None:
        if not changes.concerns(*DEAL_AREAS):
            return
        if self.isVisible():
            self.refresh(scope(changes))
        else:
            self._dirty = True  # redrawn when shown

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        if self._dirty:
            self.refresh()
        if not self._sized:
            self._size_columns()
        super().showEvent(event)

    def _size_columns(self) -> None:
        self._sized = self.isVisible()
        if self._sized:
            self.deal_view.resizeColumnsToContents()
            # the notes take what is left, not a scroll bar's worth more; with large
            # text (View › Text size) they keep their width and the list scrolls sideways
            if text_scale() <= 1:
                self.deal_view.setColumnWidth(DealListModel.NOTES, 60)
            else:  # (stretched, the last would be squeezed into what is left)
                self.deal_view.horizontalHeader().setStretchLastSection(False)
                self.deal_view.resizeColumnToContents(DealListModel.NOTES)

    def _widen_columns(self, rows: list[int]) -> None:
        """Changed rows (a result, an analysis) may read wider than their columns were
        sized for: widen those columns, so that nothing shows cut ("…")."""
        view, model = self.deal_view, self.model
        metrics = view.fontMetrics()
        padding = 2 * view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 8
        for column in range(DealListModel.NOTES):
            width = view.columnWidth(column)
            for row in rows:
                text = model.data(model.index(row, column))
                if text:
                    width = max(width, metrics.horizontalAdvance(str(text)) + padding)
            if width > view.columnWidth(column):
                view.setColumnWidth(column, width)

    def refresh(self, deals: frozenset[int] | None = None) -> None:
        """Redraw from the match; ``deals``: the change is about these deals only (the
        notebook of another deal is left as it is)."""
        self._dirty = False
        match = self.session.match
        self.checks = self.memo.checks(match)
        rows = deal_rows(match, self.checks, self.memo)
        selected = self.selected_key()
        self.model.refresh(match, rows)
        if self._sized and self.model.changed_rows:
            self._widen_columns(self.model.changed_rows)
        self.checks_panel.refresh(self.checks)
        self._partnerships_dirty = True
        if self.side.currentWidget() is self.partnerships:
            self._refresh_partnerships()
        errors = sum(c.kind.is_error for c in self.checks)
        checks_title = (self.tr("Checks ({n})").format(n=errors) if errors
                        else self.tr("Checks"))
        if self.side.tabText(1) != checks_title:  # (setting it lays the tab out)
            self.side.setTabText(1, checks_title)
        self._show_analysis_state(match, rows)
        if selected is not None and self.selected_key() != selected:
            self.select_deal(selected)
        key = self.notebook.key
        if deals is None or key is None or key.deal in deals:
            self.notebook.refresh()  # else its deal did not change

    def _refresh_partnerships(self) -> None:
        """The par comparison (not free) is worked out when its tab is shown."""
        if self._partnerships_dirty:
            self._partnerships_dirty = False
            self.report = par_report(self.session.match)
            self.partnerships.refresh(self.session.match, self.report)

    def _side_shown(self, _index: int) -> None:
        if self.side.currentWidget() is self.partnerships:
            self._refresh_partnerships()

    def _show_analysis_state(self, match: Match, rows: list[DealRow]) -> None:
        # what is left to analyse, deal by deal: planned again for the deals a change
        # concerns (the session's memo forgets them when the operations report it)
        waiting = sum(self.memo.per_deal("analysis plan", deal,
                                         functools.partial(_left_to_analyse, match, deal))
                      for deal in range(1, match.format.deals + 1))
        analysed = sum(row.analysed for row in rows)
        text = word("view.analysed", count=analysed, n=analysed)
        if waiting:
            text += " " + word("notebook.more_to_analyse", count=waiting, n=waiting)
        if self.analysis_label.text() != text:
            self.analysis_label.setText(text)
        if self.analyse_button.isEnabled() != (waiting > 0):
            self.analyse_button.setEnabled(waiting > 0)

    # -- selection -------------------------------------------------------------------------
    def _select_first(self) -> None:
        match = self.session.match
        deal = match.format.round_deals(self.session.core.current_round())[0]
        self.select_deal(match.current_key(deal))

    def selected_key(self) -> DealKey | None:
        rows = self.deal_view.selectionModel().selectedRows()
        return self.model.row(rows[0].row()).key if rows else None

    def selected_deal(self) -> int | None:
        """The deal selected in the list (the main window's Annul proposes it)."""
        key = self.selected_key()
        return key.deal if key is not None else None

    def select_deal(self, key: DealKey | int, table: int | None = None) -> None:
        """Select a deal (its current attempt for a bare number) and show its notebook."""
        if isinstance(key, int):
            key = self.session.match.current_key(key)
        row = self.model.row_of(key)
        if row is None:
            return
        self.deal_view.selectRow(row)
        self.deal_view.scrollTo(self.model.index(row, 0),
                                QAbstractItemView.ScrollHint.EnsureVisible)
        self.notebook.set_target(key, table)
        if table is not None or self.side.currentWidget() is self.checks_panel:
            self.side.setCurrentWidget(self.notebook_scroller)

    def _deal_selected(self, *_args: Any) -> None:
        key = self.selected_key()
        if key is not None:
            self.notebook.set_target(key)

    # -- analysis ----------------------------------------------------------------------------
    def run_analysis(self) -> None:
        """Run the analysis the way the Analysis menu does (off the GUI thread, with the
        main window's progress bar)."""
        window = self.window()
        runner = getattr(window, "on_analyse", None)
        if callable(runner) and getattr(window, "session", None) is self.session:
            runner()
        else:
            self.analysis_label.setText(self.tr(
                "The analysis runs from the main window (Analysis menu)."))


def _left_to_analyse(match: Match, deal: int) -> int:
    """How many analyses of ``deal`` are still to run."""
    # late: the analysis (endplay's solver), only when asked for
    from teams_app.analysis import plan_deal

    return len(plan_deal(match, deal))
