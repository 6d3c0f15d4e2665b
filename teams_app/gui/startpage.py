"""What the window shows with no match open: New, Open, a demo match, recent matches.

Built (and this module imported) only when it is first shown: see
:attr:`teams_app.gui.mainwindow.MainWindow.start_page`."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from teams_app.gui.look import ink, px


class StartPage(QWidget):
    new_requested = Signal()
    open_requested = Signal()
    demo_requested = Signal()
    recent_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("start_page")
        self.title = QLabel()
        title_font = QFont(self.font())
        title_font.setPointSizeF(max(self.font().pointSizeF(), 9) * 2.2)
        title_font.setBold(True)
        self.title.setFont(title_font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.suits = QLabel(f"♠ <span style='color:{ink('red_suit').name()}'>♥ ♦</span> ♣")
        suits_font = QFont(self.font())
        suits_font.setPointSizeF(max(self.font().pointSizeF(), 9) * 2.6)
        self.suits.setFont(suits_font)
        self.suits.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle = QLabel()
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)

        self.new_button = QPushButton()
        self.open_button = QPushButton()
        self.demo_button = QPushButton()
        for button in (self.new_button, self.open_button, self.demo_button):
            button.setMinimumHeight(px(40))
            button.setMinimumWidth(px(220))
        self.new_button.setDefault(True)
        self.new_button.setObjectName("new_button")
        self.open_button.setObjectName("open_button")
        self.demo_button.setObjectName("demo_button")

        self.recent_label = QLabel()
        self.recent = QListWidget()
        self.recent.setObjectName("recent_list")
        self.recent.setMaximumHeight(px(180))

        buttons = QVBoxLayout()
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.open_button)
        buttons.addWidget(self.demo_button)
        buttons.addStretch()
        recent = QVBoxLayout()
        recent.addWidget(self.recent_label)
        recent.addWidget(self.recent)
        row = QHBoxLayout()
        row.addStretch()
        row.addLayout(buttons)
        row.addSpacing(32)
        row.addLayout(recent, 1)
        row.addStretch()

        panel = QFrame()
        panel.setFrameShape(QFrame.Shape.StyledPanel)
        panel.setMaximumWidth(px(820))
        inner = QVBoxLayout(panel)
        inner.setContentsMargins(32, 24, 32, 24)
        inner.addWidget(self.suits)
        inner.addWidget(self.title)
        inner.addWidget(self.subtitle)
        inner.addSpacing(24)
        inner.addLayout(row)

        outer = QVBoxLayout(self)
        outer.addStretch(1)
        centred = QHBoxLayout()
        centred.addStretch(1)
        centred.addWidget(panel, 4)
        centred.addStretch(1)
        outer.addLayout(centred)
        outer.addStretch(2)

        self.new_button.clicked.connect(self.new_requested)
        self.open_button.clicked.connect(self.open_requested)
        self.demo_button.clicked.connect(self.demo_requested)
        self.recent.itemActivated.connect(self._recent_activated)
        self._files: list[str] = []
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Team match in two rooms"))
        self.subtitle.setText(self.tr("Two teams of four, two tables, six rounds of six "
                                      "games: 36 deals, after E. Stolitsa (1959)."))
        self.new_button.setText(self.tr("&New match…"))
        self.open_button.setText(self.tr("&Open a match file…"))
        self.demo_button.setText(self.tr("&Demo match"))
        self.recent_label.setText(self.tr("Recent matches:"))
        self.set_recent(self._files)

    def set_recent(self, files: list[str]) -> None:
        self._files = list(files)
        self.recent.clear()
        for name in files:
            path = Path(name)
            item = QListWidgetItem(path.stem)
            item.setToolTip(name)
            item.setData(Qt.ItemDataRole.UserRole, name)
            self.recent.addItem(item)
        if not files:
            item = QListWidgetItem(self.tr("(none yet)"))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.recent.addItem(item)

    def _recent_activated(self, item: QListWidgetItem) -> None:
        name = item.data(Qt.ItemDataRole.UserRole)
        if name:
            self.recent_requested.emit(str(name))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

