"""The Deals tab: the notebook of each deal, the double-dummy analysis, cross-room checks
and each partnership against par.

- the deal list: every deal (and replacement) with both tables' results, the
  double-dummy tricks of each contract played, par and team A's net;
- the notebook of the selected deal at a table: the auction (typed like ``1S P 2S P P P``
  or clicked on the bidding box, checked as you type), the opening lead and the four
  hands (dummy may come first, the rest after play), with the double-dummy table and par
  once analysed; the analysis itself runs off the GUI thread through the main window's
  Analysis menu machinery (:mod:`teams_app.gui.longwork`);
- the checks: what the two tables recorded that cannot both be right, each with the
  proposed action (and the annulment dialog when a reason is proposed);
- partnerships: each partnership's games, points, net and points given away against
  par, and every deal's give-away per team.

Every figure comes from :mod:`models.deal_rows` (the core's numbers); every
change goes through :class:`~teams_app.gui.session.MatchSession`.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTabBar,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from models.checks import UNUSUAL_TRICKS, Check, CheckKind, par_report
from models.deal_rows import (
    AuctionCheck,
    DealMemo,
    DealRow,
    NotebookState,
    check_auction,
    deal_rows,
    fourth_hand,
    legal_next_calls,
    notebook_state,
)
from models.errors import InputError, MatchCoreError
from models.format import Team
from models.match import AnnulReason, DealKey, Match, TableResult
from models.notebook import hand_problems, parse_hands
from models.vocabulary import Call, CallKind, Direction, Strain, format_result
from teams_app.gui.models import TABLE_INK, RawRole, _RowsModel, roman, signed
from teams_app.gui.terms import check_action_words, check_message_words

if TYPE_CHECKING:
    from teams_app.gui.session import MatchSession
    from teams_app.operations import Changes

#: areas whose change redraws the Deals tab
DEAL_AREAS = ("setup", "settings", "draws", "results", "annulments", "notebook", "analysis")

ERROR_STYLE = "color: #c0141b;"
OK_STYLE = "color: #1d6b2a;"
NOTE_STYLE = "color: #555555;"
RED_SUITS = QColor("#c0141b")
ERROR_INK = QColor("#c0141b")
UNUSUAL_INK = QColor("#b06000")

#: the DD grid: rows by declarer, columns by strain (NT first, as on hand records)
DD_ROWS = (Direction.N, Direction.S, Direction.E, Direction.W)
DD_STRAINS = (Strain.NT, Strain.S, Strain.H, Strain.D, Strain.C)
#: the auction grid's columns
AUCTION_COLUMNS = (Direction.W, Direction.N, Direction.E, Direction.S)

_PAR_CONTRACT = re.compile(r"^(\d)(NT|[SHDC])([NESW])(X{0,2})(.*)$")


def symbols(text: str) -> str:
    """Bids and contracts written with suit symbols: ``4S`` → ``4♠``."""
    return re.sub(r"(?<=\d)([SHDC])(?!T)", lambda m: Strain.parse(m[1]).symbol, text)


def result_text(result: TableResult | None) -> str:
    if result is None:
        return ""
    if result.contract is None:
        return QCoreApplication.translate("DealsView", "Pass")
    assert result.declarer is not None and result.tricks is not None
    return (f"{result.contract.display} {result.declarer.name} "
            f"{format_result(result.contract, result.tricks)}")


def par_text(contracts: tuple[str, ...]) -> str:
    """Par contracts ``4SN=``, ``5HXE-2`` with suit symbols: ``4♠ N=``, ``5♥X E-2``."""
    shown = []
    for contract in contracts:
        found = _PAR_CONTRACT.match(contract)
        if found is None:
            shown.append(contract)
            continue
        level, strain, declarer, doubling, result = found.groups()
        shown.append(f"{level}{Strain.parse(strain).symbol}{doubling} {declarer}{result}")
    return ", ".join(shown)


def _call_text(call: Call) -> str:
    if call.kind is CallKind.BID:
        return f"{call.level}{call.strain.symbol}"
    if call.kind is CallKind.PASS:
        return QCoreApplication.translate("DealsView", "Pass")
    return str(call)


def direction_letter(direction: Direction) -> str:
    """N, E, S, W in the app's language."""
    return {Direction.N: QCoreApplication.translate("DealsView", "N"),
            Direction.E: QCoreApplication.translate("DealsView", "E"),
            Direction.S: QCoreApplication.translate("DealsView", "S"),
            Direction.W: QCoreApplication.translate("DealsView", "W")}[direction]


def _suit_brush(strain: Strain) -> QBrush | None:
    return QBrush(RED_SUITS) if strain in (Strain.H, Strain.D) else None


# -- table models --------------------------------------------------------------------------


class DealListModel(_RowsModel):
    """Every deal attempt: results at both tables, double-dummy tricks, par, net."""

    DEAL, ROUND, T1, T1_DD, T2, T2_DD, PAR, NET, NOTES = range(9)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.headers = [self.tr("Deal"), self.tr("Round"), self.tr("Table 1"),
                        self.tr("DD"), self.tr("Table 2"), self.tr("DD"),
                        self.tr("Par (NS)"), self.tr("Net"), self.tr("Notes")]
        self._struck = QFont()
        self._struck.setStrikeOut(True)

    def refresh(self, match: Match, rows: list[DealRow]) -> None:
        headers = list(self.headers)
        headers[self.NET] = self.tr("Net ({team})").format(team=match.teams[Team.A].name)
        self._set_headers(headers)
        self._set_rows(rows)

    def row_of(self, key: DealKey) -> int | None:
        for number, row in enumerate(self._rows):
            if row.key == key:
                return number
        return None

    def raw(self, row: DealRow, column: int) -> Any:
        if column == self.DEAL:
            return row.label
        if column == self.ROUND:
            return row.round
        if column in (self.T1, self.T2):
            cell = row.tables[0 if column == self.T1 else 1]
            return cell.ns_score
        if column in (self.T1_DD, self.T2_DD):
            return row.tables[0 if column == self.T1_DD else 1].dd_tricks
        if column == self.PAR:
            return row.par_ns
        if column == self.NET:
            return row.net_a
        return row.errors

    def _display(self, row: DealRow, column: int) -> str:
        if column == self.DEAL:
            return row.label
        if column == self.ROUND:
            return roman(row.round)
        if column in (self.T1, self.T2):
            cell = row.tables[0 if column == self.T1 else 1]
            if cell.result is None:
                return ""
            if cell.result.contract is None:
                return self.tr("Pass")
            return result_text(cell.result)
        if column in (self.T1_DD, self.T2_DD):
            cell = row.tables[0 if column == self.T1_DD else 1]
            if cell.dd_tricks is None or cell.result is None or cell.result.tricks is None:
                return ""
            diff = cell.result.tricks - cell.dd_tricks
            return f"{cell.dd_tricks} ({signed(diff)})"
        if column == self.PAR:
            if not row.analysed:
                return ""
            if row.par_ns is None:
                return self.tr("no score cards")
            return signed(row.par_ns)
        if column == self.NET:
            return signed(row.net_a) if row.net_a is not None else ""
        return self._notes(row)

    def _notes(self, row: DealRow) -> str:
        parts = []
        if row.annulled is not None:
            parts.append(self.tr("annulled ({n})").format(n=int(row.annulled)))
        if row.errors:
            parts.append(self.tr("⚠ {n} to check").format(n=row.errors))
        if row.unusual:
            parts.append(self.tr("{n} unusual").format(n=row.unusual))
        origin = row.tables[row.origin_table - 1]
        if 0 < origin.hands < 4:
            parts.append(self.tr("{n} of 4 hands").format(n=origin.hands))
        return " · ".join(parts)

    def cell(self, row: DealRow, column: int, role: int) -> Any:
        if role == RawRole:
            return self.raw(row, column)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(row, column)
        if role == Qt.ItemDataRole.ForegroundRole:
            if row.annulled is not None:
                return QBrush(QColor("#8a8a8a"))
            if column in (self.T1, self.T1_DD):
                return QBrush(TABLE_INK[1])
            if column in (self.T1_DD, self.T2_DD):
                cell = row.tables[0 if column == self.T1_DD else 1]
                if (cell.dd_tricks is not None and cell.result is not None
                        and cell.result.tricks is not None
                        and abs(cell.result.tricks - cell.dd_tricks) >= UNUSUAL_TRICKS):
                    return QBrush(UNUSUAL_INK)
            if column == self.NOTES and row.errors:
                return QBrush(ERROR_INK)
            return None
        if role == Qt.ItemDataRole.FontRole and row.annulled is not None \
                and column != self.NOTES:
            return self._struck
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column in (self.T1_DD, self.T2_DD, self.NET, self.ROUND, self.DEAL,
                          self.PAR):
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _tooltip(self, row: DealRow, column: int) -> str | None:
        if column in (self.T1, self.T2, self.T1_DD, self.T2_DD):
            table = 1 if column in (self.T1, self.T1_DD) else 2
            cell = row.tables[table - 1]
            if cell.result is None or cell.result.contract is None:
                return None
            text = self.tr("Table {t}: NS {s}").format(
                t=table, s="?" if cell.ns_score is None else signed(cell.ns_score))
            if cell.dd_tricks is not None:
                text += "\n" + self.tr(
                    "Double-dummy: {dd} tricks for {c} by {d}; {n} taken").format(
                        dd=cell.dd_tricks, c=cell.result.contract.display,
                        d=cell.result.declarer, n=cell.result.tricks)
            return text
        if column == self.PAR and row.analysed:
            if row.par_ns is None:
                return self.tr("Par needs the vulnerability: draw the score cards first")
            return self.tr("Par: NS {s}, {c}").format(s=signed(row.par_ns),
                                                      c=par_text(row.par_contracts))
        return None


class ChecksModel(_RowsModel):
    """The cross-room findings with their proposed action."""

    KIND, DEAL, TABLE, MESSAGE, ACTION = range(5)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.headers = [self.tr("Kind"), self.tr("Deal"), self.tr("Table"),
                        self.tr("Finding"), self.tr("Proposed action")]

    def refresh(self, checks: list[Check]) -> None:
        self._set_rows(list(checks))

    def kind_text(self, kind: CheckKind) -> str:
        return {CheckKind.LEAD: self.tr("Opening lead"),
                CheckKind.WRONG_SIDE: self.tr("Wrong side"),
                CheckKind.HANDS_DIFFER: self.tr("Hands differ"),
                CheckKind.AUCTION: self.tr("Auction"),
                CheckKind.UNUSUAL: self.tr("Unusual")}[kind]

    def cell(self, row: Check, column: int, role: int) -> Any:
        if role == RawRole:
            return (row.kind.value, str(row.key), row.table, row.message,
                    int(row.proposed_reason) if row.proposed_reason else None)[column]
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.KIND:
                return self.kind_text(row.kind)
            if column == self.DEAL:
                return str(row.key)
            if column == self.TABLE:
                return self.tr("both") if row.table is None else str(row.table)
            if column == self.MESSAGE:
                return symbols(check_message_words(row))
            if row.proposed_reason is not None:
                return self.tr("annul, reason {n}").format(n=int(row.proposed_reason))
            return check_action_words(row)
        if role == Qt.ItemDataRole.ToolTipRole and column in (self.MESSAGE, self.ACTION):
            return symbols(check_message_words(row)) + " → " + check_action_words(row)
        if role == Qt.ItemDataRole.ForegroundRole and column == self.KIND:
            return QBrush(ERROR_INK if row.kind.is_error else UNUSUAL_INK)
        return None


class PartnershipsModel(_RowsModel):
    """Each partnership against par: games, points, net and points given away."""

    TEAM, CODES, PLAYERS, GAMES, POINTS, NET, GIVEN = range(7)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.headers = [self.tr("Team"), self.tr("Pair"), self.tr("Players"),
                        self.tr("Games"), self.tr("Points"), self.tr("Net vs par"),
                        self.tr("Given away")]
        self._names: dict[str, str] = {}

    def refresh(self, match: Match, rows: list[dict[str, Any]]) -> None:
        self._names = {team.value: match.teams[team].name for team in Team}
        self._set_rows(list(rows))

    def raw(self, row: dict[str, Any], column: int) -> Any:
        keys = ("team", "codes", "players", "games", "points", "net", "given_away")
        value = row[keys[column]]
        return tuple(value) if isinstance(value, list) else value

    def cell(self, row: dict[str, Any], column: int, role: int) -> Any:
        if role == RawRole:
            return self.raw(row, column)
        if role == Qt.ItemDataRole.DisplayRole:
            value = self.raw(row, column)
            if column == self.TEAM:
                return self._names.get(value, value)
            if column in (self.CODES, self.PLAYERS):
                return " – ".join(value)
            if column in (self.POINTS, self.NET):
                return signed(value)
            return str(value)
        if role == Qt.ItemDataRole.TextAlignmentRole and column >= self.GAMES:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class ParDealsModel(_RowsModel):
    """Every analysed deal: par, each table's NS score against it, what each team gave."""

    DEAL, PAR, CONTRACTS, T1, T1_VS, T2, T2_VS, GIVEN_A, GIVEN_B = range(9)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.headers = [self.tr("Deal"), self.tr("Par (NS)"), self.tr("Par contracts"),
                        self.tr("NS table 1"), self.tr("vs par"), self.tr("NS table 2"),
                        self.tr("vs par"), "A", "B"]

    def refresh(self, match: Match, rows: list[dict[str, Any]]) -> None:
        headers = list(self.headers)
        headers[self.GIVEN_A] = self.tr("{team} gave").format(team=match.teams[Team.A].name)
        headers[self.GIVEN_B] = self.tr("{team} gave").format(team=match.teams[Team.B].name)
        self._set_headers(headers)
        self._set_rows(list(rows))

    def raw(self, row: dict[str, Any], column: int) -> Any:
        if column == self.DEAL:
            return f"{row['deal']}" + (f"R{row['attempt']}" if row["attempt"] else "")
        if column == self.PAR:
            return row["par_ns"]
        if column == self.CONTRACTS:
            return tuple(row["par_contracts"])
        if column == self.GIVEN_A:
            return row["given_away"]["A"]
        if column == self.GIVEN_B:
            return row["given_away"]["B"]
        table = 1 if column in (self.T1, self.T1_VS) else 2
        found = [t for t in row["tables"] if t["table"] == table]
        if not found:
            return None
        return found[0]["ns_score" if column in (self.T1, self.T2) else "ns_vs_par"]

    def cell(self, row: dict[str, Any], column: int, role: int) -> Any:
        if role == RawRole:
            return self.raw(row, column)
        if role == Qt.ItemDataRole.DisplayRole:
            value = self.raw(row, column)
            if value is None:
                return ""
            if column == self.CONTRACTS:
                return par_text(value)
            if column in (self.DEAL, self.GIVEN_A, self.GIVEN_B):
                return str(value)
            return signed(value)
        if role == Qt.ItemDataRole.TextAlignmentRole and column != self.CONTRACTS:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and column in (self.T1, self.T1_VS):
            return QBrush(TABLE_INK[1])
        return None


def _table_view(model: _RowsModel) -> QTableView:
    view = QTableView()
    view.setModel(model)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.verticalHeader().setVisible(False)
    view.setAlternatingRowColors(True)
    view.horizontalHeader().setStretchLastSection(True)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
    view.setWordWrap(False)
    return view


# -- the notebook ----------------------------------------------------------------------------


class BiddingBox(QWidget):
    """Bids 1♣…7NT, Pass, X, XX and ⌫; calls not legal next are disabled."""

    call_clicked = Signal(str)
    back_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(2)
        self.buttons: dict[Call, QPushButton] = {}
        strains = (Strain.C, Strain.D, Strain.H, Strain.S, Strain.NT)
        for level in range(1, 8):
            for column, strain in enumerate(strains):
                call = Call.bid(level, strain)
                button = self._button(f"{level}{strain.symbol}", str(call))
                if strain in (Strain.H, Strain.D):
                    button.setStyleSheet("QPushButton { color: #c0141b; } "
                                         "QPushButton:disabled { color: #e8b4b6; }")
                grid.addWidget(button, level - 1, column)
                self.buttons[call] = button
        # the last row: Pass (two columns wide), X, XX and take back
        for call, text, column, span in ((Call(CallKind.PASS), self.tr("Pass"), 0, 2),
                                         (Call(CallKind.DOUBLE), "X", 2, 1),
                                         (Call(CallKind.REDOUBLE), "XX", 3, 1)):
            button = self._button(text, str(call))
            if span > 1:
                button.setFixedWidth(66)
            grid.addWidget(button, 7, column, 1, span)
            self.buttons[call] = button
        self.back = QPushButton("⌫")
        self.back.setObjectName("bid_back")
        self.back.setToolTip(self.tr("Take back the last call"))
        self.back.setFixedSize(32, 24)
        self.back.clicked.connect(self.back_clicked)
        grid.addWidget(self.back, 7, 4)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def _button(self, text: str, call: str) -> QPushButton:
        button = QPushButton(text)
        button.setFixedSize(32, 24)
        button.setObjectName(f"bid_{call}")
        button.clicked.connect(lambda _=False, c=call: self.call_clicked.emit(c))
        return button

    def set_legal(self, legal: set[Call] | None) -> None:
        """Enable the calls that may come next (None: all disabled)."""
        for call, button in self.buttons.items():
            button.setEnabled(legal is not None and call in legal)


class AuctionGrid(QTableWidget):
    """The auction in four columns W N E S, blank before the dealer."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 4, parent)
        self.setHorizontalHeaderLabels([direction_letter(d) for d in AUCTION_COLUMNS])
        self.verticalHeader().setVisible(False)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)

    def show_calls(self, dealer: Direction, calls: tuple[Call, ...], bad: str | None = None,
                   finished: bool = False) -> None:
        """The legal calls, then (in red) the first bad word typed, if any."""
        cells: list[tuple[str, QBrush | None]] = [("", None)] * AUCTION_COLUMNS.index(dealer)
        for call in calls:
            brush = _suit_brush(call.strain) if call.kind is CallKind.BID else None
            cells.append((_call_text(call), brush))
        if bad is not None:
            cells.append((bad + " ✗", QBrush(ERROR_INK)))
        elif not finished:
            cells.append(("?", QBrush(QColor("#999999"))))
        rows = (len(cells) + 3) // 4
        self.setRowCount(max(rows, 4))
        self.clearContents()
        for index, (text, brush) in enumerate(cells):
            item = QTableWidgetItem(text)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            if brush is not None:
                item.setForeground(brush)
            self.setItem(index // 4, index % 4, item)

    def texts(self) -> list[list[str]]:
        return [[self.item(r, c).text() if self.item(r, c) else "" for c in range(4)]
                for r in range(self.rowCount())]


class DDTable(QTableWidget):
    """Double-dummy tricks: declarers N S E W by strains NT ♠ ♥ ♦ ♣."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(len(DD_ROWS), len(DD_STRAINS), parent)
        self.setHorizontalHeaderLabels([s.symbol if s is not Strain.NT else self.tr("NT")
                                        for s in DD_STRAINS])
        for column, strain in enumerate(DD_STRAINS):
            brush = _suit_brush(strain)
            if brush is not None:
                self.horizontalHeaderItem(column).setForeground(brush)
        self.setVerticalHeaderLabels([direction_letter(d) for d in DD_ROWS])
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFixedHeight(5 * (self.fontMetrics().height() + 10))

    def show_tricks(self, tricks: dict[Direction, dict[Strain, int]] | None,
                    played: TableResult | None = None) -> None:
        bold = QFont(self.font())
        bold.setBold(True)
        for row, direction in enumerate(DD_ROWS):
            for column, strain in enumerate(DD_STRAINS):
                text = str(tricks[direction][strain]) if tricks is not None else ""
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if (played is not None and played.contract is not None
                        and played.declarer is direction
                        and played.contract.strain is strain and tricks is not None):
                    item.setBackground(QBrush(QColor("#ffe9a8")))
                    item.setFont(bold)
                    item.setToolTip(self.tr("the contract played at this table"))
                self.setItem(row, column, item)

    def value(self, direction: Direction, strain: Strain) -> str:
        item = self.item(DD_ROWS.index(direction), DD_STRAINS.index(strain))
        return item.text() if item is not None else ""


class NotebookPanel(QWidget):
    """The notebook of one deal at one table: auction, opening lead, hands, DD and par."""

    analysis_requested = Signal()

    def __init__(self, session: MatchSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.key: DealKey | None = None
        self.table = 1
        self.state: NotebookState | None = None
        #: the core's per-deal answers, forgotten when a change concerns their deal
        self.memo: DealMemo = session.deal_memo
        self.auction: AuctionCheck | None = None
        #: what the edits were last loaded with (typed text is kept while it is unchanged)
        self._loaded: dict[str, str] = {}

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 14pt; font-weight: bold;")
        self.subtitle = QLabel()
        self.subtitle.setStyleSheet(NOTE_STYLE)
        self.table_bar = QTabBar()
        self.table_bar.addTab(self.tr("Table 1"))
        self.table_bar.addTab(self.tr("Table 2"))
        self.table_bar.setTabTextColor(0, TABLE_INK[1])
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addWidget(self.table_bar)

        # auction | hands over result and lead | double-dummy
        boxes = QGridLayout()
        layout.addLayout(boxes, 1)

        # the auction
        auction_box = QGroupBox(self.tr("Auction"))
        auction_layout = QVBoxLayout(auction_box)
        entry = QHBoxLayout()
        self.auction_edit = QLineEdit()
        self.auction_edit.setObjectName("auction_edit")
        self.auction_edit.setPlaceholderText(self.tr("e.g. 1S P 2S P P P"))
        self.auction_save = QPushButton(self.tr("Save"))
        self.auction_save.setObjectName("auction_save")
        entry.addWidget(self.auction_edit, 1)
        entry.addWidget(self.auction_save)
        auction_layout.addLayout(entry)
        self.auction_status = QLabel()
        self.auction_status.setObjectName("auction_status")
        self.auction_status.setWordWrap(True)
        auction_layout.addWidget(self.auction_status)
        grid_row = QHBoxLayout()
        self.auction_grid = AuctionGrid()
        self.auction_grid.setMinimumWidth(140)
        self.auction_grid.setFixedHeight(self.bidding_box_height())
        self.bidding_box = BiddingBox()
        grid_row.addWidget(self.auction_grid, 1)
        grid_row.addWidget(self.bidding_box, 0, Qt.AlignmentFlag.AlignTop)
        auction_layout.addLayout(grid_row)
        boxes.addWidget(auction_box, 0, 0)

        # the result and the opening lead
        lead_box = QGroupBox(self.tr("Result and opening lead"))
        lead_layout = QGridLayout(lead_box)
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        lead_layout.addWidget(self.result_label, 0, 0, 1, 3)
        self.other_label = QLabel()
        self.other_label.setWordWrap(True)
        self.other_label.setStyleSheet(NOTE_STYLE)
        lead_layout.addWidget(self.other_label, 4, 0, 1, 3)
        self.agreement = QLabel()
        self.agreement.setObjectName("agreement")
        self.agreement.setWordWrap(True)
        lead_layout.addWidget(self.agreement, 1, 0, 1, 3)
        self.leader_label = QLabel()
        self.lead_edit = QLineEdit()
        self.lead_edit.setObjectName("lead_edit")
        self.lead_edit.setPlaceholderText(self.tr("e.g. HK or ♥K"))
        self.lead_edit.setMaximumWidth(110)
        self.lead_save = QPushButton(self.tr("Save"))
        self.lead_save.setObjectName("lead_save")
        lead_layout.addWidget(self.leader_label, 2, 0)
        lead_layout.addWidget(self.lead_edit, 2, 1)
        lead_layout.addWidget(self.lead_save, 2, 2)
        self.lead_status = QLabel()
        self.lead_status.setObjectName("lead_status")
        self.lead_status.setWordWrap(True)
        lead_layout.addWidget(self.lead_status, 3, 0, 1, 3)
        lead_layout.setColumnStretch(0, 1)
        lead_layout.setRowStretch(5, 1)
        boxes.addWidget(lead_box, 1, 0)

        # the hands
        hands_box = QGroupBox(self.tr("Hands recorded at this table"))
        hands_layout = QVBoxLayout(hands_box)
        hint = QLabel(self.tr("Spades.hearts.diamonds.clubs, e.g. AKQ.J2.T987.5432 — "
                              "dummy may be entered first, the rest after play."))
        hint.setWordWrap(True)
        hint.setStyleSheet(NOTE_STYLE)
        hands_layout.addWidget(hint)
        rows = QGridLayout()
        self.hand_edits: dict[Direction, QLineEdit] = {}
        self.hand_labels: dict[Direction, QLabel] = {}
        for row, direction in enumerate((Direction.N, Direction.E, Direction.S,
                                         Direction.W)):
            label = QLabel()
            label.setStyleSheet("font-weight: bold;")
            edit = QLineEdit()
            edit.setObjectName(f"hand_{direction.name}")
            rows.addWidget(label, row, 0)
            rows.addWidget(edit, row, 1)
            self.hand_edits[direction] = edit
            self.hand_labels[direction] = label
        rows.setColumnStretch(1, 1)
        hands_layout.addLayout(rows)
        hands_row = QHBoxLayout()
        self.hands_status = QLabel()
        self.hands_status.setObjectName("hands_status")
        self.hands_status.setWordWrap(True)
        self.hands_save = QPushButton(self.tr("Save hands"))
        self.hands_save.setObjectName("hands_save")
        hands_row.addWidget(self.hands_status, 1)
        hands_row.addWidget(self.hands_save, 0, Qt.AlignmentFlag.AlignTop)
        hands_layout.addLayout(hands_row)
        hands_layout.addStretch(1)
        boxes.addWidget(hands_box, 0, 1)

        # the double-dummy analysis
        dd_box = QGroupBox(self.tr("Double-dummy analysis"))
        dd_layout = QVBoxLayout(dd_box)
        self.dd_table = DDTable()
        self.par_label = QLabel()
        self.par_label.setObjectName("par_label")
        self.par_label.setWordWrap(True)
        self.par_label.setTextFormat(Qt.TextFormat.RichText)
        dd_layout.addWidget(self.dd_table)
        dd_layout.addWidget(self.par_label)
        boxes.addWidget(dd_box, 1, 1)

        # what the cross-room checks found on this deal
        findings_box = QGroupBox(self.tr("Checks on this deal"))
        findings_layout = QVBoxLayout(findings_box)
        self.findings = QLabel()
        self.findings.setObjectName("findings")
        self.findings.setWordWrap(True)
        self.findings.setTextFormat(Qt.TextFormat.RichText)
        self.findings.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        findings_layout.addWidget(self.findings, 1)
        boxes.addWidget(findings_box, 2, 0, 1, 2)
        boxes.setRowStretch(2, 1)
        boxes.setColumnStretch(0, 1)
        boxes.setColumnStretch(1, 1)

        self.auction_edit.textChanged.connect(self._auction_typed)
        self.auction_edit.returnPressed.connect(self.save_auction)
        self.auction_save.clicked.connect(self.save_auction)
        self.bidding_box.call_clicked.connect(self._add_call)
        self.bidding_box.back_clicked.connect(self._take_back)
        self.lead_edit.textChanged.connect(self._lead_typed)
        self.lead_edit.returnPressed.connect(self.save_lead)
        self.lead_save.clicked.connect(self.save_lead)
        for edit in self.hand_edits.values():
            edit.textChanged.connect(self._hands_typed)
            edit.returnPressed.connect(self.save_hands)
        self.hands_save.clicked.connect(self.save_hands)
        self.table_bar.currentChanged.connect(lambda index: self.set_target(self.key,
                                                                            index + 1))
        self.setEnabled(False)

    # -- target and loading ------------------------------------------------------------------
    def set_target(self, key: DealKey | None, table: int | None = None) -> None:
        """Show the notebook of a deal at a table (reloads every field)."""
        table = table if table in (1, 2) else self.table
        if key == self.key and table == self.table and self.state is not None:
            return
        self.key, self.table = key, table
        with QSignalBlocker(self.table_bar):
            self.table_bar.setCurrentIndex(table - 1)
        self._loaded = {}
        self.refresh()

    def refresh(self) -> None:
        """Reload from the match; fields whose stored value did not change keep what
        the user is typing."""
        if self.key is None:
            self.setEnabled(False)
            self.state = None
            return
        self.setEnabled(True)
        match = self.session.match
        state = notebook_state(match, self.key, self.table, self.memo)
        self.state = state
        self._show_header(match, state)
        self._load("auction", self.auction_edit, " ".join(state.calls or ()))
        self._load("lead", self.lead_edit,
                   state.result.lead.display if state.result and state.result.lead else "")
        for direction, edit in self.hand_edits.items():
            self._load(f"hand {direction.name}", edit, state.hands.get(direction, ""))
            self.hand_labels[direction].setText(self._direction_name(direction))
        self._auction_typed()
        self._lead_typed()
        self._hands_typed()
        self._show_result(state)
        self._show_analysis(state)
        self._show_findings(match, state)

    @staticmethod
    def bidding_box_height() -> int:
        return 8 * 24 + 7 * 2

    def _load(self, name: str, edit: QLineEdit, stored: str) -> None:
        if self._loaded.get(name) != stored:
            self._loaded[name] = stored
            with QSignalBlocker(edit):
                edit.setText(stored)

    def _direction_name(self, direction: Direction) -> str:
        return {Direction.N: self.tr("North"), Direction.E: self.tr("East"),
                Direction.S: self.tr("South"), Direction.W: self.tr("West")}[direction]

    def _show_header(self, match: Match, state: NotebookState) -> None:
        slot = match.format.slot(state.key.deal)
        self.title.setText(self.tr("Deal {d}").format(d=state.key))
        kind = (self.tr("original deal of this table") if slot.origin_table == self.table
                else self.tr("sent from table {t}").format(t=slot.origin_table))
        text = self.tr("Round {r} · dealt at table {t} · dealer {dealer} · {kind}").format(
            r=roman(slot.round), t=slot.origin_table,
            dealer=self._direction_name(state.dealer), kind=kind)
        annulment = match.annulments.get(state.key)
        if annulment is not None:
            text += " · " + self.tr("annulled, reason {n}").format(n=int(annulment.reason))
        self.subtitle.setText(text)

    def _show_result(self, state: NotebookState) -> None:
        result = state.result
        if result is None:
            self.result_label.setText(self.tr("Table {t} has no result yet (enter it in the "
                                              "Rooms tab).").format(t=self.table))
        elif result.contract is None:
            self.result_label.setText(self.tr("Table {t}: passed out.").format(t=self.table))
        else:
            score = "?" if state.ns_score is None else signed(state.ns_score)
            self.result_label.setText(self.tr("Table {t}: {r}, NS {s}").format(
                t=self.table, r=result_text(result), s=score))
        if state.disagreements:
            self.agreement.setStyleSheet(ERROR_STYLE)
            self.agreement.setText(self.tr("The auction and the result disagree: {m}").format(
                m="; ".join(symbols(m) for m in state.disagreements)))
        elif state.calls and result is not None and self.auction is not None \
                and self.auction.finished:
            self.agreement.setStyleSheet(OK_STYLE)
            self.agreement.setText(self.tr("The auction agrees with the result."))
        else:
            self.agreement.setText("")
        has_lead = result is not None and result.contract is not None
        self.lead_edit.setEnabled(has_lead)
        leader = state.leader
        self.leader_label.setText(
            self.tr("Opening lead ({who}):").format(who=self._direction_name(leader))
            if leader is not None else self.tr("Opening lead:"))

    def _show_findings(self, match: Match, state: NotebookState) -> None:
        from html import escape

        other = 3 - self.table
        result = match.results.get((state.key, other))
        if result is None:
            text = self.tr("Table {t}: no result yet.").format(t=other)
        else:
            score = match.score(state.key, other)
            text = self.tr("Table {t}: {r}, NS {s}").format(
                t=other, r=result_text(result) if result.contract else self.tr("passed out"),
                s="?" if score is None else signed(score))
        self.other_label.setText(text)
        lines = []
        for check in self.memo.deal_checks(match, state.key):
            colour = "#c0141b" if check.kind.is_error else "#b06000"
            where = (self.tr("both tables") if check.table is None
                     else self.tr("table {t}").format(t=check.table))
            lines.append(f"<p style='margin:0 0 6px 0'><span style='color:{colour}'>"
                         f"<b>{escape(where)}:</b> "
                         f"{escape(symbols(check_message_words(check)))}</span>"
                         f"<br>→ {escape(check_action_words(check))}</p>")
        self.findings.setText("".join(lines) if lines else
                              self.tr("Nothing found: the two tables' records agree."))

    def _show_analysis(self, state: NotebookState) -> None:
        analysis = state.analysis
        if analysis is None:
            self.dd_table.show_tricks(None)
            self.par_label.setStyleSheet(NOTE_STYLE)
            self.par_label.setText(self.tr(
                "Not analysed yet. The analysis needs all four hands (recorded at the "
                "table that dealt it, or three hands and the fourth follows); run it "
                "from the Analysis menu or the button above the deal list."))
            return
        self.dd_table.show_tricks(analysis.tricks, state.result)
        self.par_label.setStyleSheet("")
        if analysis.par_ns is None:
            self.par_label.setText(self.tr("Par: unknown until the score cards are drawn."))
            return
        self.par_label.setText(self.tr("<b>Par: NS {score}</b> — {contracts}").format(
            score=signed(analysis.par_ns), contracts=par_text(analysis.par_contracts)))

    # -- the auction ---------------------------------------------------------------------
    def _auction_typed(self) -> None:
        if self.state is None:
            return
        text = self.auction_edit.text()
        check = check_auction(self.state.dealer, text, self.state.result)
        self.auction = check
        words = text.replace(",", " ").split()
        bad = words[len(check.calls)] if check.error is not None and \
            len(words) > len(check.calls) else None
        self.auction_grid.show_calls(self.state.dealer, check.calls, bad, check.finished)
        if check.error is not None:
            self.auction_status.setStyleSheet(ERROR_STYLE)
            self.auction_status.setText(check.error)
            self.bidding_box.set_legal(None)
        else:
            candidates = list(self.bidding_box.buttons)
            self.bidding_box.set_legal(
                set() if check.finished
                else legal_next_calls(self.state.dealer, check.calls, candidates))
            if not check.calls:
                self.auction_status.setStyleSheet(NOTE_STYLE)
                self.auction_status.setText(self.tr("{who} deals and calls first.").format(
                    who=self._direction_name(self.state.dealer)))
            elif check.finished and check.disagreements:
                self.auction_status.setStyleSheet(ERROR_STYLE)
                self.auction_status.setText("; ".join(symbols(m)
                                                      for m in check.disagreements))
            elif check.finished:
                self.auction_status.setStyleSheet(OK_STYLE)
                if check.contract is None:
                    self.auction_status.setText(self.tr("Complete: passed out."))
                else:
                    assert check.declarer is not None
                    self.auction_status.setText(self.tr("Complete: {c} by {d}.").format(
                        c=check.contract.display,
                        d=self._direction_name(check.declarer)))
            else:
                nxt = Direction((self.state.dealer + len(check.calls)) % 4)
                self.auction_status.setStyleSheet(NOTE_STYLE)
                self.auction_status.setText(self.tr("{n} calls so far; {who} to call.")
                                            .format(n=len(check.calls),
                                                    who=self._direction_name(nxt)))
        stored = " ".join(self.state.calls or ())
        normal = " ".join(str(c) for c in check.calls)
        self.auction_save.setEnabled(check.error is None and normal != stored)

    def _add_call(self, call: str) -> None:
        text = self.auction_edit.text().rstrip()
        self.auction_edit.setText(f"{text} {call}".strip())

    def _take_back(self) -> None:
        words = self.auction_edit.text().split()
        self.auction_edit.setText(" ".join(words[:-1]))

    def save_auction(self) -> bool:
        if self.key is None or self.state is None:
            return False
        try:
            self.session.record_auction(deal=self.key.deal, table=self.table,
                                        calls=self.auction_edit.text(),
                                        attempt=self.key.attempt)
        except MatchCoreError as exc:
            self.auction_status.setStyleSheet(ERROR_STYLE)
            self.auction_status.setText(self.tr("Not stored: {why}").format(why=exc.reason))
            return False
        self._loaded.pop("auction", None)  # show it as stored (normalised)
        self.refresh()
        return True

    # -- the opening lead ----------------------------------------------------------------
    def _lead_typed(self) -> None:
        state = self.state
        if state is None:
            return
        text = self.lead_edit.text().strip()
        stored = str(state.result.lead) if state.result and state.result.lead else ""
        message, style, ok = "", NOTE_STYLE, True
        if state.result is None or state.result.contract is None:
            ok = False
        elif text:
            from models.vocabulary import Card

            try:
                card = Card.parse(text)
            except InputError as exc:
                message, style, ok = exc.reason, ERROR_STYLE, False
            else:
                text = str(card)
                leader = state.leader
                hand = state.hands.get(leader) if leader is not None else None
                if hand is not None and leader is not None:
                    from models.vocabulary import Hand

                    if card not in Hand.parse(hand):
                        message, style = self.tr(
                            "{card} is not in {who}'s hand as recorded here.").format(
                                card=card.display, who=self._direction_name(leader)), \
                            ERROR_STYLE
        if not message and state.lead_problem and text == stored:
            message, style = state.lead_problem, ERROR_STYLE
        self.lead_status.setStyleSheet(style)
        self.lead_status.setText(message)
        self.lead_save.setEnabled(ok and text != stored)

    def save_lead(self) -> bool:
        if self.key is None:
            return False
        try:
            self.session.set_lead(deal=self.key.deal, table=self.table,
                                  lead=self.lead_edit.text(), attempt=self.key.attempt)
        except MatchCoreError as exc:
            self.lead_status.setStyleSheet(ERROR_STYLE)
            self.lead_status.setText(self.tr("Not stored: {why}").format(why=exc.reason))
            return False
        self._loaded.pop("lead", None)
        self.refresh()
        return True

    # -- the hands -------------------------------------------------------------------------
    def hand_entries(self) -> dict[str, str]:
        return {d.name: e.text().strip() for d, e in self.hand_edits.items()
                if e.text().strip()}

    def _hands_typed(self) -> None:
        state = self.state
        if state is None:
            return
        entries = self.hand_entries()
        for edit in self.hand_edits.values():
            edit.setPlaceholderText("")
        stored = {d.name: h for d, h in state.hands.items()}
        ok = True
        try:
            hands = parse_hands(entries)
        except InputError as exc:
            message, style, ok = exc.reason, ERROR_STYLE, False
        else:
            problems = hand_problems(hands)
            if problems:
                message, style, ok = "; ".join(problems), ERROR_STYLE, False
            elif len(hands) == 4:
                message, style = self.tr("All four hands: a complete deal."), OK_STYLE
            elif len(hands) == 3:
                found = fourth_hand(hands)
                style = NOTE_STYLE
                message = ""
                if found is not None:
                    direction, hand = found
                    self.hand_edits[direction].setPlaceholderText(hand.to_pbn())
                    message = self.tr("{who}'s hand follows from the other three: {hand}"
                                      ).format(who=self._direction_name(direction),
                                               hand=hand.to_pbn())
            elif hands:
                message, style = self.tr("{n} of 4 hands; the rest after play.").format(
                    n=len(hands)), NOTE_STYLE
            else:
                message, style = self.tr("No hands recorded at this table."), NOTE_STYLE
            if ok:
                normal = {d.name: h.to_pbn() for d, h in hands.items()}
                entries = normal
        self.hands_status.setStyleSheet(style)
        self.hands_status.setText(message)
        self.hands_save.setEnabled(ok and entries != stored)

    def save_hands(self) -> bool:
        if self.key is None:
            return False
        try:
            self.session.record_hands(deal=self.key.deal, table=self.table,
                                      hands=self.hand_entries(), attempt=self.key.attempt)
        except MatchCoreError as exc:
            self.hands_status.setStyleSheet(ERROR_STYLE)
            self.hands_status.setText(self.tr("Not stored: {why}").format(why=exc.reason))
            return False
        for direction in Direction:
            self._loaded.pop(f"hand {direction.name}", None)
        self.refresh()
        return True


# -- checks and partnerships ---------------------------------------------------------------------


class ChecksPanel(QWidget):
    """The cross-room findings; a double-click shows the deal's notebook."""

    deal_requested = Signal(object, object)  # DealKey, table or None

    def __init__(self, session: MatchSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.model = ChecksModel(self)
        self.view = _table_view(self.model)
        self.view.setWordWrap(True)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(ChecksModel.MESSAGE, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(ChecksModel.ACTION, QHeaderView.ResizeMode.Interactive)
        self.view.verticalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        layout.addWidget(self.view, 1)
        buttons = QHBoxLayout()
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setStyleSheet(NOTE_STYLE)
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
        self.model.refresh(checks)
        errors = sum(c.kind.is_error for c in checks)
        unusual = len(checks) - errors
        if not checks:
            self.summary.setText(self.tr("Nothing to check: the two tables' records agree "
                                         "(results, leads, hands, auctions)."))
        else:
            self.summary.setText(self.tr("{e} finding(s) to check, {u} unusual result(s). "
                                         "Double-click a line to open the deal.").format(
                                             e=errors, u=unusual))
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
        self.detail.setText(symbols(str(check)) if check is not None else "")
        self.annul_button.setToolTip(
            self.tr("Annul the deal, reason {n} proposed").format(n=int(proposed))
            if proposed is not None else self.tr("No annulment proposed for this finding"))

    def show_deal(self) -> None:
        check = self.selected()
        if check is not None:
            self.deal_requested.emit(check.key, check.table)

    def annul(self) -> None:
        check = self.selected()
        if check is None or check.proposed_reason is None:
            return
        type(self).ask_annul(self.session, check.deal, self, check.proposed_reason)

    @classmethod
    def ask_annul(cls, session: MatchSession, deal: int, parent: QWidget | None,
                  proposed: AnnulReason | None) -> None:
        """Open the annulment dialog with the reason proposed (tests replace this)."""
        from teams_app.gui.annul import AnnulDialog

        dialog = AnnulDialog(session, deal, proposed, parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()


class PartnershipsPanel(QWidget):
    """Each partnership against par, and every deal's points given away per team."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.model = PartnershipsModel(self)
        self.view = _table_view(self.model)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(PartnershipsModel.PLAYERS, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.view, 2)
        note = QLabel(self.tr("Net: the partnership's scores minus par, summed; given away: "
                              "what it lost against par on the games below par."))
        note.setWordWrap(True)
        note.setStyleSheet(NOTE_STYLE)
        layout.addWidget(note)
        self.deals_model = ParDealsModel(self)
        self.deals_view = _table_view(self.deals_model)
        self.deals_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.deals_view.horizontalHeader().setSectionResizeMode(
            ParDealsModel.CONTRACTS, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.deals_view, 3)

    def refresh(self, match: Match, report: dict[str, Any]) -> None:
        self.model.refresh(match, report["partnerships"])
        self.deals_model.refresh(match, report["deals"])
        given = report["given_away"]
        if not report["deals"]:
            self.summary.setText(self.tr("No deal is analysed with its par yet: record the "
                                         "four hands and run the analysis."))
            return
        self.summary.setText(self.tr(
            "<b>Against par over {n} deal(s):</b> {a} gave away {ga}, {b} gave away {gb}."
        ).format(n=len(report["deals"]), a=match.teams[Team.A].name, ga=given["A"],
                 b=match.teams[Team.B].name, gb=given["B"]))


# -- the tab ---------------------------------------------------------------------------------------


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
        self.memo: DealMemo = session.deal_memo
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
        self.deal_view = _table_view(self.model)
        self.deal_view.setObjectName("deal_list")
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
        self.side.addTab(self.notebook, self.tr("Notebook"))
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
            self.refresh()
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
            # the notes take what is left (elided), not a scroll bar's worth more
            self.deal_view.setColumnWidth(DealListModel.NOTES, 60)

    def refresh(self) -> None:
        self._dirty = False
        match = self.session.match
        self.checks = self.memo.checks(match)
        rows = deal_rows(match, self.checks, self.memo)
        selected = self.selected_key()
        self.model.refresh(match, rows)
        self.checks_panel.refresh(self.checks)
        self._partnerships_dirty = True
        if self.side.currentWidget() is self.partnerships:
            self._refresh_partnerships()
        errors = sum(c.kind.is_error for c in self.checks)
        self.side.setTabText(1, self.tr("Checks ({n})").format(n=errors) if errors
                             else self.tr("Checks"))
        self._show_analysis_state(match, rows)
        if selected is not None and self.selected_key() != selected:
            self.select_deal(selected)
        self.notebook.refresh()

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
        from teams_app.analysis import plan_deal

        # what is left to analyse, deal by deal: planned again for the deals a change
        # concerns (the session's memo forgets them when the operations report it)
        waiting = sum(self.memo.per_deal("analysis plan", deal,
                                         lambda deal=deal: len(plan_deal(match, deal)))
                      for deal in range(1, match.format.deals + 1))
        analysed = sum(row.analysed for row in rows)
        text = self.tr("Analysed: {n} deal(s).").format(n=analysed)
        if waiting:
            text += " " + self.tr("{n} more with four hands known can be analysed.").format(
                n=waiting)
        self.analysis_label.setText(text)
        self.analyse_button.setEnabled(waiting > 0)

    # -- selection -------------------------------------------------------------------------
    def _select_first(self) -> None:
        match = self.session.match
        deal = match.format.round_deals(self.session.current_round())[0]
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
            self.side.setCurrentWidget(self.notebook)

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
