"""The notebook's small widgets: the bidding box, the auction grid and the
double-dummy table."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QFont, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHeaderView,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from models.match import TableResult
from models.vocabulary import Call, CallKind, Contract, Direction, Strain
from teams_app.gui.deals.text import (
    AUCTION_COLUMNS,
    DD_ROWS,
    DD_STRAINS,
    suit_brush,
)
from teams_app.gui.look import ink, px
from words import word
from words.notation import direction_letter, strain_text
from words.spoken import contract_words
from words.texts import call_text


class BiddingBox(QWidget):
    """Bids 1♣…7NT, Pass, X, XX (in the app's words) and ⌫; calls not legal next are
    disabled."""

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
                button = self._button(call_text(call), str(call))
                button.setAccessibleName(contract_words(Contract(level, strain)))
                if strain in (Strain.H, Strain.D):
                    # red by the palette, not a style sheet (cheaper to paint: the box
                    # repaints whenever the notebook is laid out)
                    palette = button.palette()
                    palette.setColor(QPalette.ColorRole.ButtonText, ink("red_suit"))
                    palette.setColor(QPalette.ColorGroup.Disabled,
                                     QPalette.ColorRole.ButtonText, ink("red_suit_off"))
                    button.setPalette(palette)
                grid.addWidget(button, level - 1, column)
                self.buttons[call] = button
        # the last row: Pass (two columns wide), X, XX and take back
        for call, column, span in ((Call(CallKind.PASS), 0, 2), (Call(CallKind.DOUBLE), 2, 1),
                                   (Call(CallKind.REDOUBLE), 3, 1)):
            button = self._button(call_text(call), str(call))
            if span > 1:
                button.setFixedWidth(px(66))
            grid.addWidget(button, 7, column, 1, span)
            self.buttons[call] = button
        self.back = QPushButton("⌫")
        self.back.setObjectName("bid_back")
        self.back.setToolTip(self.tr("Take back the last call"))
        self.back.setAccessibleName(self.back.toolTip())  # "⌫" says nothing read aloud
        self.back.setFixedSize(px(32), px(24))
        self.back.clicked.connect(self.back_clicked)
        grid.addWidget(self.back, 7, 4)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def _button(self, text: str, call: str) -> QPushButton:
        """A call's button: shows and sends the call in the app's words (``2БК``, ``к``)."""
        button = QPushButton(text)
        button.setFixedSize(px(32), px(24))
        button.setObjectName(f"bid_{call}")
        button.clicked.connect(lambda _=False, c=text: self.call_clicked.emit(c))
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
            brush = suit_brush(call.strain) if call.kind is CallKind.BID else None
            cells.append((call_text(call), brush))
        if bad is not None:
            cells.append((bad + " ✗", QBrush(ink("error"))))
        elif not finished:
            cells.append(("?", QBrush(ink("faint"))))
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
        return [[item.text() if (item := self.item(r, c)) else "" for c in range(4)]
                for r in range(self.rowCount())]


class DDTable(QTableWidget):
    """Double-dummy tricks: declarers N S E W by strains NT ♠ ♥ ♦ ♣."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(len(DD_ROWS), len(DD_STRAINS), parent)
        self.setHorizontalHeaderLabels([strain_text(s) for s in DD_STRAINS])
        for column, strain in enumerate(DD_STRAINS):
            brush = suit_brush(strain)
            header = self.horizontalHeaderItem(column)  # made by the labels just set
            if brush is not None and header is not None:
                header.setForeground(brush)
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
                    item.setBackground(QBrush(ink("mark_bg")))
                    item.setFont(bold)
                    item.setToolTip(word("notebook.dd_played"))
                self.setItem(row, column, item)

    def value(self, direction: Direction, strain: Strain) -> str:
        item = self.item(DD_ROWS.index(direction), DD_STRAINS.index(strain))
        return item.text() if item is not None else ""


