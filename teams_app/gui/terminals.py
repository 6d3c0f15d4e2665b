"""Match › Room terminals: start the server, show each table's QR code, renew keys.

The server (:class:`teams_app.server.service.RoomServer`) is off until the host starts
it here; it serves the window's session (``session.core``, the one the views listen to),
so a phone's post refreshes the views like an entry typed on the laptop.  Texts come from
:mod:`words.phone` (``terminals.…``) in the app's language.
"""

from __future__ import annotations

import io
from typing import Any

import segno
from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

import words
from models.format import TABLES
from teams_app.gui.session import MatchSession
from teams_app.gui.settings import installed_language
from teams_app.server.service import (
    DEFAULT_PORT,
    RoomServer,
    ServerError,
    local_addresses,
)


def qr_pixmap(text: str, scale: int = 6) -> QPixmap:
    """A QR code of ``text`` (segno, error correction M, a quiet zone of 4 modules)."""
    buffer = io.BytesIO()
    segno.make(text, error="m", micro=False).save(buffer, kind="png", scale=scale, border=4)
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


class TerminalsDialog(QDialog):
    """Non-modal: the host may leave it open beside the rooms."""

    def __init__(self, session: MatchSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("terminals_dialog")
        self.lang = installed_language()
        self.error = ""  # why the last start failed
        self.server = RoomServer(session.core, self)
        self.server.keys_changed.connect(self.refresh)
        self.server.answered.connect(self.on_answered)
        self.setWindowTitle(self.w("terminals.title"))
        layout = QVBoxLayout(self)
        intro = QLabel(self.w("terminals.intro"))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.w("terminals.host")))
        self.host = QComboBox()
        self.host.setEditable(True)
        self.host.addItems(local_addresses())
        row.addWidget(self.host, 1)
        row.addWidget(QLabel(self.w("terminals.port")))
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        row.addWidget(self.port)
        self.toggle = QPushButton()
        self.toggle.setObjectName("terminals_toggle")
        self.toggle.clicked.connect(self.on_toggle)
        row.addWidget(self.toggle)
        layout.addLayout(row)
        self.status = QLabel()
        self.status.setObjectName("terminals_status")
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        grid = QGridLayout()
        self.codes: dict[int, QLabel] = {}
        self.urls: dict[int, QLabel] = {}
        self.renew_buttons: dict[int, QPushButton] = {}
        for column, table in enumerate(TABLES):
            title = QLabel(f"<b>{self.w('terminals.table', t=table)}</b>")
            title.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(title, 0, column)
            code = QLabel()
            code.setAlignment(Qt.AlignmentFlag.AlignCenter)
            code.setMinimumSize(240, 240)
            grid.addWidget(code, 1, column)
            url = QLabel()
            url.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            url.setAlignment(Qt.AlignmentFlag.AlignCenter)
            url.setObjectName(f"terminal_url_{table}")
            grid.addWidget(url, 2, column)
            renew = QPushButton(self.w("terminals.renew"))
            renew.setToolTip(self.w("terminals.renew_tip"))
            renew.clicked.connect(lambda _=False, t=table: self.server.renew(t))
            grid.addWidget(renew, 3, column)
            self.codes[table], self.urls[table], self.renew_buttons[table] = code, url, renew
        # the scoreboard: its own code, address and key (it writes nothing)
        column = len(TABLES)
        title = QLabel(f"<b>{self.w('terminals.scoreboard')}</b>")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        title.setToolTip(self.w("terminals.scoreboard_tip"))
        grid.addWidget(title, 0, column)
        self.board_code = QLabel()
        self.board_code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.board_code.setMinimumSize(240, 240)
        self.board_code.setToolTip(self.w("terminals.scoreboard_tip"))
        grid.addWidget(self.board_code, 1, column)
        self.board_url = QLabel()
        self.board_url.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.board_url.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.board_url.setObjectName("scoreboard_url")
        grid.addWidget(self.board_url, 2, column)
        self.board_renew = QPushButton(self.w("terminals.renew"))
        self.board_renew.setObjectName("scoreboard_renew")
        self.board_renew.clicked.connect(self.server.renew_scoreboard)
        grid.addWidget(self.board_renew, 3, column)
        layout.addLayout(grid)
        self.last = QLabel(" ")
        layout.addWidget(self.last)
        self.refresh()

    def w(self, key: str, **values: Any) -> str:
        return words.word(key, self.lang, **values)

    def start(self, host: str | None = None, port: int | None = None) -> None:
        """Serve on ``host``/``port`` (default: the fields).  Shows why it cannot."""
        try:
            self.server.start(host or self.host.currentText().strip(),
                              self.port.value() if port is None else port)
        except ServerError as error:
            self.error = self.w("terminals.failed", error=error)
            self.refresh()
        else:
            self.error = ""
            self.host.setCurrentText(self.server.host)  # where it really listens
            self.port.setValue(self.server.port)
            self.refresh()

    def shutdown(self) -> None:
        self.server.stop()

    def on_toggle(self) -> None:
        if self.server.running:
            self.shutdown()
        else:
            self.start()

    def on_answered(self, table: int, route: str, status: int) -> None:
        self.last.setText(self.w("terminals.last", t=table, route=route or "/", status=status))

    def refresh(self) -> None:
        running = self.server.running
        self.toggle.setText(self.w("terminals.stop" if running else "terminals.start"))
        self.host.setEnabled(not running)
        self.port.setEnabled(not running)
        if running:
            text = self.w("terminals.on", host=self.server.host, port=self.server.port)
            if self.server.host.startswith("127."):
                text += " " + self.w("terminals.local")
            self.status.setText(text)
        else:
            self.status.setText(self.error or self.w("terminals.off"))
        for table in TABLES:
            self.renew_buttons[table].setEnabled(running)
            if running:
                url = self.server.url(table)
                self.codes[table].setPixmap(qr_pixmap(url))
                self.urls[table].setText(url)
            else:
                self.codes[table].clear()
                self.codes[table].setText("—")
                self.urls[table].setText("")
        self.board_renew.setEnabled(running)
        if running:
            board = self.server.scoreboard_url()
            self.board_code.setPixmap(qr_pixmap(board))
            self.board_url.setText(board)
        else:
            self.board_code.clear()
            self.board_code.setText("—")
            self.board_url.setText("")

    def closeEvent(self, event) -> None:  # noqa: N802, ANN001 - keeps serving when hidden
        self.hide()
        event.ignore()
