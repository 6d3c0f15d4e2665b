"""The result sheet (spec §10): points per table and team, balances, the running balance
chart, points given away, IMPs, and at the end the two percentages with their formulas.

Every figure comes from :func:`models.balances.compute_balances`; this module only
lays them out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetrics, QHideEvent, QPainter, QPen, QShowEvent
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QSplitter,
    QStyle,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from models import extras
from models.balances import DealBalance, MatchBalances, compute_balances
from models.checks import stored_analysis
from models.deal_rows import DealMemo
from models.format import Team
from models.match import Match, ScoringMethod
from models.reads import Area, areas_read
from teams_app import operations
from teams_app.gui.balance_models import DealBalancesModel, RoundBalancesModel
from teams_app.gui.look import InkMap, ink, px, set_font, text_scale
from teams_app.gui.models import RawRole, in_favour, signed, table_view
from words import word
from words.notation import number_text
from words.texts import par_text, roman

if TYPE_CHECKING:
    from teams_app.gui.session import MatchSession
    from teams_app.operations import Changes

#: areas whose change alters the balances (or the double-dummy and par beside them): what
#: their queries read
BALANCE_AREAS = areas_read(compute_balances) | areas_read(stored_analysis)

TEAM_COLOURS = InkMap({Team.A: "team_a", Team.B: "team_b"})


class BalanceChart(QWidget):
    """The running balance by round as bars above (team A leads) or below (B leads)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: list[int] = []
        self.rounds: list[int] = []
        self.names = ("A", "B")
        self.unit = ""
        self.setMinimumHeight(px(150))  # a 1280×720 laptop: the sheet and percentages first
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_values(self, rounds: list[int], values: list[int], names: tuple[str, str],
                   unit: str) -> None:
        self.rounds, self.values, self.names, self.unit = rounds, values, names, unit
        self.update()

    def label_font(self) -> QFont:
        small = QFont(self.font())
        small.setPointSizeF(max(small.pointSizeF() - 1, 7))
        return small

    def name_labels(self) -> list[str]:
        return [f"{self.names[0]} ▲", f"{self.names[1]} ▼"]

    def name_margin(self) -> int:
        """The bars start right of the team names, shown in full however long (up to a
        third of the chart)."""
        metrics = QFontMetrics(self.label_font())
        margin = max(metrics.horizontalAdvance(n) for n in self.name_labels()) + 12
        return min(max(margin, 56), self.width() // 3)

    def paintEvent(self, event: object) -> None:  # noqa: N802 (Qt's name)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        small = self.label_font()
        names = self.name_labels()
        margin = self.name_margin()
        # the labels' heights from the font: they grow with View › Text size
        line = QFontMetrics(small).height()
        title_height = QFontMetrics(self.font()).height() + 4
        rect = QRectF(self.rect()).adjusted(margin, title_height + line + 8, -12,
                                            -(line + 12))
        painter.fillRect(self.rect(), ink("chart_bg"))
        title = f"{word('paper.chart')} ({self.unit})"  # the printed sheet's chart
        painter.setPen(ink("chart_ink"))
        painter.drawText(QRectF(0, 2, self.width(), title_height),
                         Qt.AlignmentFlag.AlignCenter, title)
        if not self.rounds or rect.width() <= 0 or rect.height() <= 0:
            painter.end()
            return
        high = max([0, *self.values])
        low = min([0, *self.values])
        span = (high - low) or 1
        scale = rect.height() / span
        zero = rect.top() + high * scale
        painter.setPen(QPen(ink("chart_axis"), 1))
        painter.drawLine(QPointF(rect.left(), zero), QPointF(rect.right(), zero))
        painter.setFont(small)
        painter.setPen(TEAM_COLOURS[Team.A])
        painter.drawText(QRectF(0, rect.top(), margin - 6, line), Qt.AlignmentFlag.AlignRight,
                         names[0])
        painter.setPen(TEAM_COLOURS[Team.B])
        painter.drawText(QRectF(0, rect.bottom() - line, margin - 6, line),
                         Qt.AlignmentFlag.AlignRight, names[1])
        step = rect.width() / len(self.rounds)
        width = step * 0.55
        for i, (round_, value) in enumerate(zip(self.rounds, self.values, strict=True)):
            x = rect.left() + step * i + (step - width) / 2
            height = abs(value) * scale
            top = zero - height if value > 0 else zero
            colour = TEAM_COLOURS[Team.A] if value > 0 else TEAM_COLOURS[Team.B]
            painter.fillRect(QRectF(x, top, width, max(height, 1)), colour)
            painter.setPen(ink("chart_ink"))
            label_y = top - line if value > 0 else top + height + 1
            if value == 0:
                label_y = zero - line
            painter.drawText(QRectF(x - 20, label_y, width + 40, line),
                             Qt.AlignmentFlag.AlignCenter, f"{value:+d}" if value else "0")
            painter.setPen(ink("chart_ink"))
            painter.drawText(QRectF(x - 10, rect.bottom() + 6, width + 20, line),
                             Qt.AlignmentFlag.AlignCenter, roman(round_))
        painter.end()


class DealParModel(DealBalancesModel):
    """The deal balances, with the double-dummy tricks of each contract played and par
    beside the results of the deals analysed (``extras["dd"]``)."""

    DD, PAR = 7, 8

    def __init__(self, parent: QWidget | None = None, memo: DealMemo | None = None) -> None:
        super().__init__(parent)
        self.headers = [*self.headers, word("col.deals.dd"), word("col.deals.par")]
        #: (deal, attempt) -> (DD tricks at table 1, at table 2, par NS, par contracts)
        self._dd: dict[tuple[int, int], tuple[Any, Any, Any, tuple[str, ...]]] = {}
        #: the core's answers, forgotten when a change concerns their deal (the session's)
        self._memo = memo if memo is not None else DealMemo()

    def refresh(self, match: Match, balances: MatchBalances) -> None:
        dd = self._analyses(match)
        before, self._dd = self._dd, dd
        super().refresh(match, balances)
        if dd == before:
            return
        # equal balance rows may have a new DD or par: redraw just those cells
        for number, row in enumerate(self._rows):
            key = (row.deal, row.attempt)
            if before.get(key) != dd.get(key):
                for cell in [k for k in self._cells if k[0] == number]:
                    del self._cells[cell]
                self.dataChanged.emit(self.index(number, self.DD),
                                      self.index(number, self.PAR))

    def _analyses(self, match: Match) -> dict[tuple[int, int], tuple[Any, Any, Any,
                                                                    tuple[str, ...]]]:
        stored = extras.entries(match, extras.Slot.DD)
        if not stored:
            return {}  # nothing analysed: costs nothing
        found: dict[tuple[int, int], tuple[Any, Any, Any, tuple[str, ...]]] = {}
        for name in stored:
            named = extras.parse_key(name)
            if named is None:
                continue
            key = named[0]
            analysis = self._memo.analysis(match, key)
            if analysis is None:
                continue
            tricks: list[int | None] = []
            for table in (1, 2):
                result = match.results.get((key, table))
                if result is None or result.contract is None or result.declarer is None:
                    tricks.append(None)
                else:
                    tricks.append(analysis.dd_tricks(result.declarer, result.contract.strain))
            found[(key.deal, key.attempt)] = (tricks[0], tricks[1], analysis.par_ns,
                                              analysis.par_contracts)
        return found

    @property
    def has_analysis(self) -> bool:
        return bool(self._dd)

    def raw(self, row: DealBalance, column: int) -> Any:
        if column < self.DD:
            return super().raw(row, column)
        entry = self._dd.get((row.deal, row.attempt))
        if entry is None:
            return None
        return (entry[0], entry[1]) if column == self.DD else entry[2]

    def cell(self, row: DealBalance, column: int, role: int) -> Any:
        if column < self.DD:
            return super().cell(row, column, role)
        if role == RawRole:
            return self.raw(row, column)
        entry = self._dd.get((row.deal, row.attempt))
        if role == Qt.ItemDataRole.DisplayRole:
            if entry is None:
                return ""
            if column == self.DD:
                return " / ".join("–" if n is None else str(n) for n in entry[:2])
            return "" if entry[2] is None else signed(entry[2])
        if role == Qt.ItemDataRole.ToolTipRole and entry is not None:
            if column == self.DD:
                return word("col.deals.dd_tip")
            return par_text(entry[3]) or None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class BalancesView(QWidget):
    """The result sheet after each round, the chart, the deal balances, the percentages."""

    #: the result sheet's columns as wide as their contents (the others stretch); the
    #: deals column ("2 of 6 · 5 results waiting") only widens (see _widen_deals): fitted
    #: to its contents it changed width, and the sheet was laid out and painted again,
    #: at every entry of a round in progress
    FITTED = (RoundBalancesModel.ROUND, RoundBalancesModel.BALANCE, RoundBalancesModel.RUNNING)

    def __init__(self, session: MatchSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.balances: MatchBalances | None = None
        #: shown once (a tab the host has looked at): while hidden again, a change only
        #: marks it ``_stale`` and it is redrawn when shown
        self._seen = False
        self._stale = False
        self._layout_pending = True
        self._columns_sized = False
        self._rows_fitted = -1  # the deals model's resets when its rows were fitted
        layout = QVBoxLayout(self)

        self.headline = QLabel()
        set_font(self.headline, point_size=18, bold=True)
        layout.addWidget(self.headline)

        # large text (View › Text size): the deals under the sheet, each the whole width
        self.stacked = text_scale() > 1.25
        splitter = QSplitter(Qt.Orientation.Vertical if self.stacked
                             else Qt.Orientation.Horizontal)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        sheet_box = QGroupBox(self.tr("Result sheet"))
        sheet_layout = QVBoxLayout(sheet_box)
        self.rounds_model = RoundBalancesModel(self)
        self.rounds_view = table_view(self.rounds_model)
        self.rounds_view.setAccessibleName(sheet_box.title())
        header = self.rounds_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # every column stretches already; a stretched last one would keep its default
        # 100 px and push the sheet a few pixels past its view (a scroll bar)
        header.setStretchLastSection(False)
        # these fit their contents while the tab is on screen (ResizeToContents measures
        # them after every change, which a hidden tab need not do: see _fit_contents)
        self._fit_contents(True)
        sheet_layout.addWidget(self.rounds_view)
        left_layout.addWidget(sheet_box)

        self.chart = BalanceChart()
        left_layout.addWidget(self.chart, 1)

        totals = QGroupBox(self.tr("Percentages"))
        totals_layout = QVBoxLayout(totals)
        self.victory_label = QLabel()
        self.final_label = QLabel()
        self.vp_label = QLabel()
        for label in (self.victory_label, self.final_label, self.vp_label):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.RichText)
            totals_layout.addWidget(label)
        left_layout.addWidget(totals)
        splitter.addWidget(left)

        deals_box = QGroupBox(self.tr("Deals"))
        deals_layout = QVBoxLayout(deals_box)
        self.deals_model = DealParModel(self, session.core.deal_memo)
        self.deals_view = table_view(self.deals_model)
        self.deals_view.setAccessibleName(deals_box.title())
        # a deal's state wraps in its column (the last) rather than being cut: the rows
        # are fitted when reset, when they change, and when the column's width does
        # (not ResizeToContents: that measures every row after each change)
        self.deals_view.setWordWrap(True)
        self.deals_view.horizontalHeader().sectionResized.connect(self._state_resized)
        deals_layout.addWidget(self.deals_view)
        splitter.addWidget(deals_box)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setSizes([930, 470])
        if self.stacked:
            self.deals_view.setMinimumHeight(px(320))  # the view scrolls down to it
            splitter.setChildrenCollapsible(False)  # neither squeezed below its least
        self.splitter = splitter
        # the result sheet is widened rather than scrolled
        self.rounds_view.horizontalScrollBar().rangeChanged.connect(self._share_width)
        row = QHBoxLayout()
        row.addWidget(splitter)
        layout.addLayout(row, 1)

        session.changed.connect(self.on_changed)
        self.refresh()

    @staticmethod
    def _fit_height(view: QTableView) -> None:
        """The result sheet is short: show all its rows, no empty space below."""
        model = view.model()
        height = view.horizontalHeader().sizeHint().height() + 2 * view.frameWidth()
        height += sum(view.rowHeight(r) for r in range(model.rowCount()))
        if view.horizontalScrollBar().isVisible():
            height += view.horizontalScrollBar().sizeHint().height()
        view.setFixedHeight(height + 2)

    def _layout(self) -> None:
        self._layout_pending = False
        self._fit_height(self.rounds_view)
        if not self._columns_sized:  # the widths hardly change: size them once
            self._columns_sized = True
            self.deals_view.resizeColumnsToContents()
            # the state wraps between words (as wide as its longest word), not a scroll
            # bar's worth more
            view = self.deals_view
            padding = 2 * view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 8
            longest = max(view.fontMetrics().horizontalAdvance(word)
                          for word in self.deals_model.status_words())
            view.setColumnWidth(DealBalancesModel.STATUS, max(60, longest + padding))
        if self._rows_fitted != self.deals_model.resets:
            self._fit_rows(None)

    def _fit_rows(self, rows: list[int] | None) -> None:
        """Rows as tall as their wrapped state (None: every row)."""
        if rows is None:
            self._rows_fitted = self.deals_model.resets
            self.deals_view.resizeRowsToContents()
        for row in rows or ():
            self.deals_view.resizeRowToContents(row)

    def _state_resized(self, column: int, _old: int, _new: int) -> None:
        if column == DealBalancesModel.STATUS and self._columns_sized:
            self._fit_rows(None)

    def _share_width(self) -> None:
        """The result sheet gets the width its columns need (no scroll bar); the deals
        the rest."""
        view = self.rounds_view
        short = view.horizontalScrollBar().maximum()
        left, right = self.splitter.sizes()
        if short > 0 and right > short + 200:
            self.splitter.setSizes([left + short, right - short])

    def _fit_contents(self, on: bool) -> None:
        mode = (QHeaderView.ResizeMode.ResizeToContents if on
                else QHeaderView.ResizeMode.Interactive)
        header = self.rounds_view.horizontalHeader()
        for column in self.FITTED:
            header.setSectionResizeMode(column, mode)
        header.setSectionResizeMode(RoundBalancesModel.DEALS,
                                    QHeaderView.ResizeMode.Interactive)
        if on:
            self._widen_deals()

    def _widen_deals(self) -> None:
        """The deals column as wide as its contents and header (what Qt's sizing to
        contents gives), but it never narrows while the tab is on screen."""
        view, column = self.rounds_view, RoundBalancesModel.DEALS
        need = max(view.horizontalHeader().sectionSizeHint(column),
                   view.sizeHintForColumn(column))
        if need > view.columnWidth(column):
            view.setColumnWidth(column, need)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        self._seen = True
        if self._stale:
            self.refresh()
        self._fit_contents(True)
        if self._layout_pending:
            self._layout()
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 (Qt's name)
        self._fit_contents(False)  # measured again when shown
        super().hideEvent(event)

    def on_changed(self, changes: Changes) -> None:
        if changes.concerns(*BALANCE_AREAS) or (
                changes.concerns(Area.NOTEBOOK) and self.deals_model.has_analysis):
            if self._seen and not self.isVisible():
                self._stale = True  # another tab is on screen: redrawn when shown again
                return
            self.refresh()  # changed hands may make a stored analysis stale

    def refresh(self) -> None:
        self._stale = False
        # the scoreboard's match with the host at a table; Law 86C (spec §13)
        match = self.session.balance_match
        if match is self.session.match:  # shared with the Deals tab
            balances = self.session.core.deal_memo.balances(match)
        else:  # the last round held back: balances of its own
            balances = compute_balances(match)
        self.balances = balances
        self.rounds_model.refresh(match, balances)
        if self.isVisible():
            self._widen_deals()
        self.deals_model.refresh(match, balances)
        if self.isVisible() and self._columns_sized:
            self._fit_rows(self.deals_model.changed_rows)
        scoring = match.settings.scoring
        imps = scoring is not ScoringMethod.POINTS
        for column in (RoundBalancesModel.IMPS, RoundBalancesModel.RUNNING_IMPS):
            self.rounds_view.setColumnHidden(column, not imps)
        self.deals_view.setColumnHidden(DealBalancesModel.IMPS, not imps)
        for column in (DealParModel.DD, DealParModel.PAR):  # only once something is analysed
            self.deals_view.setColumnHidden(column, not self.deals_model.has_analysis)
        if self.isVisible():
            self._layout()
        else:
            self._layout_pending = True  # sizes are worked out when shown
        names = (match.teams[Team.A].name, match.teams[Team.B].name)
        # a round in progress shows once a deal of it counts (never a bar of nothing)
        played = [r.round for r in balances.rounds if RoundBalancesModel.started(r)
                  and (r.deals_counted or not r.in_progress)]
        last = max(played, default=0)
        rounds = [r for r in balances.rounds if r.round <= last]
        if imps:
            values = [r.cumulative_imps_a for r in rounds]
            unit = word("paper.imps")
        else:
            values = [r.cumulative_a for r in rounds]
            unit = word("col.chart.points")
        self.chart.set_values([r.round for r in rounds], values, names, unit)
        self.headline.setText(self.headline_text(match, balances))
        self._percentages(match, balances)

    def headline_text(self, match: Match, balances: MatchBalances) -> str:
        scoring = match.settings.scoring
        counted = balances.deals_counted
        if scoring is ScoringMethod.POINTS:
            lead = in_favour(balances.balance_a, match)
            return word("view.balance_points", count=counted, n=counted, lead=lead)
        if scoring is ScoringMethod.IMPS:
            return word("view.balance_imps", count=counted, n=counted,
                        lead=in_favour(balances.imps_a, match))
        vp_a, vp_b = balances.victory_points()
        return word("view.balance_vp", count=counted, n=counted, a=match.teams[Team.A].name,
                    va=number_text(vp_a), b=match.teams[Team.B].name, vb=number_text(vp_b),
                    lead=in_favour(balances.imps_a, match))

    def _percentages(self, match: Match, balances: MatchBalances) -> None:
        a, b = match.teams[Team.A].name, match.teams[Team.B].name
        won_a, won_b = operations.points_won(balances)
        winner = a if won_a >= won_b else b
        self.victory_label.setText(word(
            "col.pct.victory", p=number_text(balances.victory_percentage), w=winner,
            won=max(won_a, won_b), total=won_a + won_b))
        final = balances.final_percentage
        self.final_label.setText(word(
            "col.pct.final", a=a, pa=number_text(final[Team.A]), b=b,
            pb=number_text(final[Team.B]), ma=balances.points_made_a,
            mb=balances.points_made_b, total=balances.points_made_a + balances.points_made_b))
        vp_a, vp_b = balances.victory_points()
        self.vp_label.setText(word(
            "col.pct.vp", count=balances.deals_counted, m=f"{balances.imps_a:+d}", a=a,
            va=number_text(vp_a), b=b, vb=number_text(vp_b)))
        self.vp_label.setVisible(match.settings.scoring is not ScoringMethod.POINTS)
