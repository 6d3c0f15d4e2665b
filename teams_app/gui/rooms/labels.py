"""The Rooms tab's labels that keep their size while their text changes: a block's seats
(:class:`SeatsWidget`), what a room does next folded into a box of fixed height
(:class:`HintsLabel`), what was just done on at most two lines (:class:`MessageLabel`)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent, QTextDocumentFragment
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QWidget

from models.vocabulary import Direction
from teams_app.gui.look import px, set_background, set_ink
from words.notation import direction_letter


def set_text(label: QLabel, text: str) -> None:
    """Set a label's text only when it differs (rich text relayouts are not free)."""
    if label.text() != text:
        label.setText(text)


class SeatsWidget(QWidget):
    """A compass of a block's seats: each direction with its code and player."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(8)
        self._grid.setVerticalSpacing(0)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.labels: dict[Direction, QLabel] = {}
        places = {Direction.N: (1, 1), Direction.W: (2, 0), Direction.E: (2, 2),
                  Direction.S: (3, 1)}
        self._grid.addWidget(self.title, 0, 0, 1, 3)
        for direction, (row, column) in places.items():
            label = QLabel()
            # North and South on one line across the compass (lower than two lines)
            across = direction in (Direction.N, Direction.S)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setWordWrap(True)  # a long name takes two lines, it is never cut
            font = label.font()
            font.setPointSizeF(font.pointSizeF() * 1.15)
            label.setFont(font)
            self.labels[direction] = label
            if across:
                self._grid.addWidget(label, row, 0, 1, 3)
            else:
                self._grid.addWidget(label, row, column)
        centre = QLabel("✥")
        centre.setAlignment(Qt.AlignmentFlag.AlignCenter)
        set_ink(centre, "faint")
        self._grid.addWidget(centre, 2, 1)

    def show_seats(self, title: str, seats: dict[Direction, tuple[str, str]],
                   ink: str) -> None:
        set_text(self.title, f"<span style='color:#555'>{title}</span>" if title else "")
        self.title.setVisible(bool(title))
        for direction, label in self.labels.items():
            code, name = seats[direction]
            across = direction in (Direction.N, Direction.S)
            set_text(label, f"<b style='color:{ink}'>{direction_letter(direction)}</b> "
                     f"<span style='color:{ink}'>{code}</span>{' ' if across else '<br>'}"
                     f"{name}")


class HintsLabel(QLabel):
    """What the room must do next, in a box of fixed height: the hints that fit, the
    rest folded into "+N" on the last line shown (the tooltip lists them all), so that
    the entry line under it stays where it is while hints come and go."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: every hint, a line of rich text each
        self.lines: list[str] = []
        #: how many of them are shown (the others folded)
        self.shown = 0
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        set_background(self, "notice_bg")
        self.setMargin(6)
        # its height never follows its text (the text follows its height): no layout
        # pass can change what the next one sees
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        policy.setHeightForWidth(False)
        self.setSizePolicy(policy)
        self.setMinimumWidth(px(160))
        #: as tall as every hint needs (the rooms one above the other have the room)
        self.grow = False

    def full_text(self) -> str:
        """Every hint, folded or not."""
        return "<br>".join(self.lines)

    def lines_height(self, lines: int) -> int:
        """The height this label needs for ``lines`` lines, measured as it lays them out."""
        probe = QLabel()
        probe.setFont(self.font())
        probe.setTextFormat(Qt.TextFormat.RichText)
        probe.setWordWrap(True)
        probe.setMargin(self.margin())
        probe.setText("<br>".join(["x"] * max(1, lines)))
        return probe.heightForWidth(1000)

    def set_lines_range(self, least: int, most: int) -> None:
        """``least`` lines high, up to ``most`` where the layout has the room."""
        self.set_heights(self.lines_height(least), self.lines_height(most))

    def set_heights(self, least: int, most: int) -> None:
        if (least, most) == (self.minimumHeight(), self.maximumHeight()):
            return
        self.setMinimumHeight(least)
        self.setMaximumHeight(most)
        policy = self.sizePolicy()
        policy.setVerticalPolicy(QSizePolicy.Policy.Fixed if least == most
                                 else QSizePolicy.Policy.Preferred)
        self.setSizePolicy(policy)
        self.updateGeometry()
        self._fold()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(super().sizeHint().width(), self.maximumHeight())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(self.minimumWidth(), self.minimumHeight())

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        return False

    def show_lines(self, lines: list[str]) -> None:
        if lines == self.lines and self.text():
            return
        self.lines = lines
        self.setToolTip(self.full_text())
        self._fold()

    def _fold(self) -> None:
        """As many hints as the box holds at its width; the rest counted ("+3")."""
        width = self.width()
        room = max(self.minimumHeight(), min(self.height(), self.maximumHeight()))
        total = len(self.lines)
        if self.grow and total:
            set_text(self, "<br>".join(self.lines))
            room = max(room, self.heightForWidth(width))
            if room != self.maximumHeight():
                self.setFixedHeight(room)
        for shown in range(total, 0, -1):
            text = "<br>".join(self.lines[:shown])
            if shown < total:
                text += f" <b>+{total - shown}</b>"
            set_text(self, text)
            if self.heightForWidth(width) <= room:
                self.shown = shown
                return
            if shown == 1:  # even one is too long: cut at the end (the tooltip has it)
                more = f" +{total - 1}" if total > 1 else ""
                metrics = self.fontMetrics()
                lines = max(1, (room - 2 * self.margin()) // metrics.lineSpacing())
                plain = QTextDocumentFragment.fromHtml(self.lines[0]).toPlainText()
                cut = metrics.elidedText(plain, Qt.TextElideMode.ElideRight,
                                         lines * (width - 2 * self.margin() - 8)
                                         - metrics.horizontalAdvance(more) - 8)
                set_text(self, self._escape(cut) + (f" <b>{more.strip()}</b>" if more else ""))
                self.shown = 1
                return
        set_text(self, "")
        self.shown = 0

    @staticmethod
    def _escape(text: str) -> str:
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if event.oldSize() != event.size():
            self._fold()


class MessageLabel(QLabel):
    """What was just done, on at most two lines beside the round picker: a longer
    message (an undone import lists many deals) is cut at the end, its tooltip whole, so
    that the rooms under it keep their height."""

    LINES = 2

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.full = ""
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setMaximumHeight(self.LINES * self.fontMetrics().lineSpacing() + 2)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        self.full = text
        self._fit()

    def _fit(self) -> None:
        metrics = self.fontMetrics()
        width = max(1, self.width())
        shown = self.full
        # wrapping at words loses some of each line: two lines hold a little less
        room = int(self.LINES * width * 0.8)
        if metrics.horizontalAdvance(shown) > room:
            shown = metrics.elidedText(shown, Qt.TextElideMode.ElideRight, room)
        self.setToolTip(self.full if shown != self.full else "")
        if super().text() != shown:
            super().setText(shown)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit()
