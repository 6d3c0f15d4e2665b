"""Windows that fit the screen they open on (a 1366×768 laptop has some 728 px under its
panel; a 1920×1080 one at 150 % some 1280×680 logical pixels)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QObject, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QGuiApplication, QResizeEvent, QScreen
from PySide6.QtWidgets import (
    QFrame,
    QHeaderView,
    QScrollArea,
    QTableView,
    QWidget,
)

#: room for a window's own frame and title bar
FRAME = 40
#: a window's frame before the window system has drawn it: Windows 11's title bar is
#: some 32 px, its borders 1 px (a shown window uses the frame it really has)
GUESSED_FRAME = QMargins(1, 32, 1, 1)


def fitting_size(widget: QWidget, width: int, height: int) -> QSize:
    """``width`` × ``height``, made smaller where the screen (less its panels) is smaller,
    so that a window's buttons stay on screen."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return QSize(width, height)
    room = screen.availableGeometry()
    return QSize(min(width, room.width() - FRAME), min(height, room.height() - FRAME))


#: a title bar's icon and buttons (close, maximize, minimize) and its margins
TITLE_BUTTONS = 150


def title_width(window: QWidget) -> int:
    """The width ``window``'s title bar needs for its whole title ("title — app name", as
    desktops show it), in a bold font a tenth larger than the app's (the window system's
    own font is unknown to Qt; title bars commonly use a bold or larger one)."""
    font = QFont(window.font())
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * 1.1)
    title = window.windowTitle()
    name = QGuiApplication.applicationDisplayName()
    if name and name != title:
        title = f"{title} — {name}"
    return QFontMetrics(font).horizontalAdvance(title) + TITLE_BUTTONS


def room_for_title(window: QWidget) -> None:
    """A dialog at least as wide as its title needs, where the screen has the room (a
    narrow dialog's title was cut to "Анули… н мач" in Bulgarian).  Called once its
    layout is built."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    width = title_width(window)
    if screen is not None:
        width = min(width, screen.availableGeometry().width() - FRAME)
    if window.layout() is None:
        window.sizeHint()  # a QInputDialog makes its layout here
    layout = window.layout()
    # the layout makes the window's least size (and keeps its height): its first widget
    # asks for the width
    first = None if layout is None else next(
        (item.widget() for item in map(layout.itemAt, range(layout.count()))
         if item is not None and item.widget() is not None), None)
    if layout is not None and first is not None:
        margins = layout.contentsMargins()
        first.setMinimumWidth(max(first.minimumWidth(),
                                  width - margins.left() - margins.right()))
    elif width > window.minimumWidth():
        window.setMinimumWidth(width)


def clamped(wanted: QRect, room: QRect, frame: QMargins) -> QRect:
    """The window geometry (inside its frame) nearest ``wanted`` whose frame lies in
    ``room``: as large as asked if the room allows, moved in from the edges."""
    width = max(1, min(wanted.width(), room.width() - frame.left() - frame.right()))
    height = max(1, min(wanted.height(), room.height() - frame.top() - frame.bottom()))
    left_most = room.left() + frame.left()
    top_most = room.top() + frame.top()
    x = max(left_most, min(wanted.x(), room.right() + 1 - frame.right() - width))
    y = max(top_most, min(wanted.y(), room.bottom() + 1 - frame.bottom() - height))
    return QRect(x, y, width, height)


def screen_for(rect: QRect | None) -> QScreen | None:
    """The screen a window at ``rect`` opens on: the one under its centre, else the
    primary screen (yesterday's big monitor may be gone today)."""
    screen = QGuiApplication.screenAt(rect.center()) if rect is not None else None
    return screen or QGuiApplication.primaryScreen()


def frame_of(window: QWidget) -> QMargins:
    """The frame the window system gives ``window``: its real one once shown."""
    if window.isVisible():
        outer, inner = window.frameGeometry(), window.geometry()
        real = QMargins(inner.left() - outer.left(), inner.top() - outer.top(),
                        outer.right() - inner.right(), outer.bottom() - inner.bottom())
        if not real.isNull() or window.windowHandle() is not None:
            return real
    return GUESSED_FRAME


def place_window(window: QWidget, saved: QRect | None) -> None:
    """First start (nothing ``saved``): the screen's available area; a restored
    geometry: clamped to the screen it opens on (its frame inside the available area)."""
    screen = screen_for(saved)
    if screen is None:
        return
    room = screen.availableGeometry()
    frame = frame_of(window)
    wanted = saved if saved is not None and saved.isValid() else QRect(
        room.left() + frame.left(), room.top() + frame.top(), room.width(), room.height())
    window.setGeometry(clamped(wanted, room, frame))


def keep_on_screen(window: QWidget) -> None:
    """A shown window whose real frame pokes out of its screen's available area is
    moved (and shrunk) in: the frame guessed before showing may have been too small."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None or window.isMaximized() or window.isFullScreen():
        return
    room = screen.availableGeometry()
    if room.contains(window.frameGeometry()):
        return
    window.setGeometry(clamped(window.geometry(), room, frame_of(window)))


def columns_width(view: QTableView) -> int:
    """The width a table's columns need, from its data and header texts (not from its
    present size): each column's widest cell or header; a fixed or interactive column its
    own width; stretched columns, which Qt makes equal, each as wide as the widest."""
    header = view.horizontalHeader()
    width = 0
    stretched: list[int] = []  # stretched columns share the room equally
    for column in range(header.count()):
        if header.isSectionHidden(column):
            continue
        mode = header.sectionResizeMode(column)
        if mode in (QHeaderView.ResizeMode.Fixed, QHeaderView.ResizeMode.Interactive):
            width += header.sectionSize(column)
            continue
        need = max(header.sectionSizeHint(column), view.sizeHintForColumn(column),
                   header.minimumSectionSize())
        if mode is QHeaderView.ResizeMode.Stretch:
            stretched.append(need)
        else:
            width += need
    return width + len(stretched) * max(stretched, default=0)


def whole_columns(view: QTableView, *, scrolls: bool) -> None:
    """A table sized to its content: at least as wide as its columns, so it never scrolls
    sideways (no horizontal scroll bar to show or hide); its vertical bar only if it
    ``scrolls`` (its room reserved in the width, so showing it narrows nothing).

    The cause of issue 28's frozen window: a table as high as its rows with bars "as
    needed" and less width than its columns shows a horizontal bar, which takes the
    height of a row, so a vertical bar shows, which narrows the columns, which hides
    the first bar... Qt's layout never settles.  Here no bar depends on another."""
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded if scrolls
                                    else Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    width = columns_width(view) + 2 * view.frameWidth()
    if view.verticalHeader().isVisible():
        width += view.verticalHeader().sizeHint().width()
    if scrolls:
        width += view.verticalScrollBar().sizeHint().width()
    view.setMinimumWidth(width)


class ViewScroller(QScrollArea):
    """A view in a scroll area: as large as the area where it fits; where it does not
    (a 1280×720 laptop with a task bar), at its smallest and scrolling, rather than
    pushing the window off the screen or cutting rows.

    Qt's own resizable scroll area gives a view with wrapping labels its *preferred*
    height for the width, and would scroll where the view could have shrunk: this one
    takes the least height the view's layout allows at that width."""

    def __init__(self, view: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"{view.objectName() or type(view).__name__}_scroller")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(False)
        self.setWidget(view)
        view.installEventFilter(self)

    def smallest(self, width: int) -> QSize:
        view = self.widget()
        assert view is not None  # set in __init__
        least = view.minimumSizeHint().expandedTo(view.minimumSize())
        width = max(width, least.width())
        layout = view.layout()
        height = least.height()
        if layout is not None and layout.hasHeightForWidth():
            height = max(height, layout.minimumHeightForWidth(width))
        return QSize(width, height)

    def fit(self) -> None:
        view = self.widget()
        if view is None:
            return
        room = self.maximumViewportSize()  # the viewport without scroll bars
        least = self.smallest(room.width())
        if least.height() > room.height():  # a vertical scroll bar takes its width
            room.setWidth(room.width() - self.verticalScrollBar().sizeHint().width())
            least = self.smallest(room.width())
        if least.width() > room.width():
            room.setHeight(room.height() - self.horizontalScrollBar().sizeHint().height())
        size = least.expandedTo(room)
        if view.size() != size:
            view.resize(size)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.fit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.fit()
        return super().eventFilter(watched, event)


def rows_high(view: QTableView, rows: int, *, short: int | None = None) -> None:
    """Exactly ``rows`` rows high: these lists have a known length, no empty space;
    with ``short``, as few as ``short`` rows when the room is short (the rest scroll).

    As wide as its columns (:func:`whole_columns`): never a sideways
    scroll bar, which would take a row's height from a table exactly as high as its
    rows, show the vertical bar, narrow the columns, and so on without end (the
    Envelopes tab froze at 800×600 so).  A table showing every row has no vertical bar;
    the short one's is reserved in its width."""
    height = view.horizontalHeader().sizeHint().height() + 2 * view.frameWidth() + 2
    row = view.verticalHeader().defaultSectionSize()
    view.setMaximumHeight(height + rows * row)
    view.setMinimumHeight(height + (min(rows, short) if short is not None else rows) * row)
    whole_columns(view, scrolls=short is not None and short < rows)
