"""Match › Room terminals: start the server, show each page's QR code and short code,
each phone's last sign of life, renew keys.

The server (:class:`teams_app.server.RoomServer`) is off until the host starts it here,
or until a match whose terminals were on is opened again (:meth:`TerminalsDialog.resume`:
the same addresses, kept with the match); it serves the window's session
(``session.core``, the one the views listen to), so a phone's post refreshes the views
like an entry typed on the laptop.  Texts come from :mod:`words.phone` and
:mod:`words.terminal_words` (``terminals.…``) in the app's language.
"""

from __future__ import annotations

import io
import time
from collections.abc import Callable
from functools import partial
from typing import Any

import segno
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

import words
from models.format import TABLES
from teams_app.gui.fit import fitting_size
from teams_app.gui.session import MatchSession
from teams_app.gui.settings import installed_language
from teams_app.server import DEFAULT_PORT, RoomServer, ServerError, free_port, local_addresses


def qr_pixmap(text: str, scale: int = 6) -> QPixmap:
    """A QR code of ``text`` (segno, error correction M, a quiet zone of 4 modules)."""
    buffer = io.BytesIO()
    segno.make(text, error="m", micro=False).save(buffer, kind="png", scale=scale, border=4)
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


#: a page's QR code on screen, at least (logical pixels): a code of ~41 modules
CODE_SIZE = 150
#: the dialog's width when it opens (logical pixels; less on a smaller screen)
DIALOG_WIDTH = 620


class QrCode(QLabel):
    """A QR code as large as its room allows (square, whole device pixels per module, so
    its edges stay sharp at any scale); "—" while there is none."""

    def __init__(self) -> None:
        super().__init__()
        self.text_shown = ""
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMinimumSize(CODE_SIZE, CODE_SIZE)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def show_code(self, text: str) -> None:
        self.text_shown = text
        self._draw()

    def resizeEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt's name
        super().resizeEvent(event)
        self._draw()

    def _draw(self) -> None:
        if not self.text_shown:
            self.clear()
            self.setText("—")
            return
        code = segno.make(self.text_shown, error="m", micro=False)
        modules = int(code.symbol_size(scale=1, border=4)[0])
        ratio = self.devicePixelRatioF()
        side = int(min(self.width(), self.height()) * ratio)
        pixmap = qr_pixmap(self.text_shown, scale=max(4, side // modules))
        pixmap.setDevicePixelRatio(ratio)
        self.setPixmap(pixmap)


class TerminalsDialog(QDialog):
    """Non-modal: the host may leave it open beside the rooms."""

    def __init__(self, session: MatchSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("terminals_dialog")
        self.lang = installed_language()
        self.session = session
        self.error = ""  # why the last start failed, said
        self.why: ServerError | None = None
        self.server = RoomServer(session.core, self)
        self.server.lang = self.lang
        self.server.keys_changed.connect(self.refresh)
        self.server.answered.connect(self.show_phones)
        self.setWindowTitle(self.w("terminals.title"))
        layout = QVBoxLayout(self)
        intro = QLabel(self.w("terminals.intro"))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.w("terminals.host")))
        self.host = QComboBox()
        self.host.setEditable(True)
        addresses = local_addresses()
        self.host.addItems(addresses)
        if self.server.keys.host in addresses:  # where it served last, if still here
            self.host.setCurrentText(self.server.keys.host)
        row.addWidget(self.host, 1)
        row.addWidget(QLabel(self.w("terminals.port")))
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(self.server.keys.port or DEFAULT_PORT)
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
        # one tab a page: each table's, the scoreboard's (it writes nothing) and the
        # host's (his steps from his own phone); each its own code, address and key.  One
        # code at a time, large: a phone scans one, and four side by side did not fit a
        # 1366×768 laptop at 150 %
        self.pages = QTabWidget()
        self.pages.setObjectName("terminal_pages")
        self.columns: dict[str, tuple[QrCode, QLabel, QPushButton]] = {}
        #: each page's short code (large) and its phone's last sign of life
        self.codes: dict[str, QLabel] = {}
        self.phones: dict[str, QLabel] = {}
        self.doors: dict[str, QLabel] = {}
        self.headings: dict[str, str] = {}
        pages: list[tuple[str, str, str, str, Callable[[], None]]] = [
            (f"table{t}", self.w("place.table", t=t), "", self.w("terminals.renew_tip"),
             partial(self.server.renew, t)) for t in TABLES]
        pages += [("scoreboard", self.w("terminals.scoreboard"),
                   self.w("terminals.scoreboard_tip"), "", self.server.renew_scoreboard),
                  ("host", self.w("terminals.host_page"), self.w("terminals.host_page_tip"),
                   "", self.server.renew_host)]
        for name, heading, tip, renew_tip, renew_page in pages:
            page = QWidget()
            column = QVBoxLayout(page)
            about = QLabel(tip)
            about.setWordWrap(True)
            about.setVisible(bool(tip))
            column.addWidget(about)
            code = QrCode()
            column.addWidget(code, 1)
            url = QLabel()
            url.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            url.setAlignment(Qt.AlignmentFlag.AlignCenter)
            url.setObjectName(f"{name}_url")
            url.setWordWrap(True)
            column.addWidget(url)
            door = QLabel()
            door.setAlignment(Qt.AlignmentFlag.AlignCenter)
            door.setWordWrap(True)
            column.addWidget(door)
            code_text = QLabel()  # large: read across the room, typed on a phone
            code_text.setObjectName(f"{name}_code")
            code_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
            code_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            big = code_text.font()
            big.setPointSizeF(big.pointSizeF() * 1.6)
            big.setBold(True)
            big.setLetterSpacing(big.SpacingType.PercentageSpacing, 110)
            code_text.setFont(big)
            column.addWidget(code_text)
            self.doors[name] = door
            phone = QLabel()
            phone.setObjectName(f"{name}_phone")
            phone.setAlignment(Qt.AlignmentFlag.AlignCenter)
            phone.setWordWrap(True)
            column.addWidget(phone)
            self.codes[name], self.phones[name], self.headings[name] = code_text, phone, heading
            row = QHBoxLayout()
            row.addStretch(1)
            renew = QPushButton(self.w("terminals.renew"))
            renew.setObjectName(f"{name}_renew")
            renew.setToolTip(renew_tip)
            renew.clicked.connect(lambda _=False, act=renew_page: act())
            row.addWidget(renew)
            row.addStretch(1)
            column.addLayout(row)
            self.pages.addTab(page, heading)
            self.pages.setTabToolTip(self.pages.count() - 1, tip or renew_tip)
            self.columns[name] = (code, url, renew)
        layout.addWidget(self.pages, 1)
        self.refresh()
        # "3 s ago" moves on while the dialog is open
        self.clock = QTimer(self)
        self.clock.setInterval(1000)
        self.clock.timeout.connect(self.show_phones)
        # wide enough that the wrapped notes take few lines and leave the code its room
        # (a dialog at its minimum squeezed the code over the address below it)
        layout.activate()
        width = max(self.sizeHint().width(), DIALOG_WIDTH)
        self.resize(fitting_size(self, width, layout.totalHeightForWidth(width)))

    def w(self, key: str, **values: Any) -> str:
        return words.word(key, self.lang, **values)

    def start(self, host: str | None = None, port: int | None = None) -> None:
        """Serve on ``host``/``port`` (default: the fields).  Shows why it cannot."""
        try:
            self.server.start(host or self.host.currentText().strip(),
                              self.port.value() if port is None else port)
        except ServerError as error:
            self.why = error
            self.error = self.w("terminals.failed", error=error.words(self.lang))
            self.refresh()
        else:
            self.error = ""
            self.host.setCurrentText(self.server.host)  # where it really listens
            self.port.setValue(self.server.port)
            self.refresh()

    def resume(self) -> bool:
        """Serve again as when the match was last open (its terminals were on): the same
        address (if it is still this machine's) and port, the same keys.  A port taken
        meanwhile: the host is offered a free one (every phone then scans again)."""
        self.start()
        if self.server.running:
            return True
        if self.why is None or self.why.key != "address_in_use":
            return False  # said in the dialog (Match › Room terminals)
        port = self.port.value()
        free = free_port(self.host.currentText().strip(), port)
        if free and self.session.dialogs.ask_yes(
                self.parentWidget() or self, self.w("resume.title"),
                self.w("resume.port_taken", port=port, free=free)):
            self.start(port=free)
        return self.server.running

    def shutdown(self) -> None:
        """The match closes: stop serving; opening it again serves the same addresses."""
        self.server.stop()

    def on_toggle(self) -> None:
        if self.server.running:
            self.server.stop(for_good=True)
        else:
            self.start()

    def showEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt's name
        super().showEvent(event)
        self.clock.start()
        self.show_phones()

    def hideEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt's name
        self.clock.stop()
        super().hideEvent(event)

    def phone_text(self, name: str, now: float | None = None) -> str:
        """A page's phone in the host's words: when it was last heard from and the last
        thing it did."""
        phone = self.server.phones[name]
        now = time.monotonic() if now is None else now
        if phone.heard is None:
            return self.w("terminals.never")
        quiet = int(now - phone.heard)
        text = (self.w("terminals.connected", s=quiet) if quiet < 60
                else self.w("terminals.not_seen", count=quiet // 60))
        key, values = phone.what
        if key and phone.did_at is not None:
            ago = int(now - phone.did_at)
            what = self.w(key, **values)
            text += "\n" + (self.w("terminals.did", what=what, s=ago) if ago < 60
                            else self.w("terminals.did_long", what=what, count=ago // 60))
        return text

    def show_phones(self, *_: object) -> None:
        now = time.monotonic()
        for name, label in self.phones.items():
            label.setText(self.phone_text(name, now) if self.server.running else "")

    def refresh(self) -> None:
        running = self.server.running
        self.toggle.setText(self.w("terminals.stop" if running else "terminals.start"))
        self.host.setEnabled(not running)
        self.port.setEnabled(not running)
        if running:
            text = self.w("terminals.on", host=self.server.host, port=self.server.port)
            if self.server.host.startswith("127."):
                text += " " + self.w("terminals.local")
            if self.server.renewed:
                text += " " + self.w("terminals.rescan",
                                     page=self.headings[self.server.renewed])
            self.status.setText(text)
        else:
            self.status.setText(self.error or self.w("terminals.off"))
        urls: dict[str, Callable[[], str]] = {
            f"table{t}": partial(self.server.url, t) for t in TABLES}
        urls |= {"scoreboard": self.server.scoreboard_url, "host": self.server.host_url}
        door = self.server.door_url() if running else ""
        for name, (code, url, renew) in self.columns.items():
            renew.setEnabled(running)
            code.show_code(urls[name]() if running else "")
            url.setText(code.text_shown)
            self.doors[name].setText(self.w("terminals.code", address=door) if running else "")
            self.codes[name].setText(self.server.code(name) if running else "")
        self.show_phones()

    def closeEvent(self, event) -> None:  # noqa: N802, ANN001 - keeps serving when hidden
        self.hide()
        event.ignore()
