"""Colours and fonts of labels and panels, set through the palette and the font rather
than style sheets: a widget with a style sheet costs Qt a style-sheet style to polish and
paint it (some 20 ms more to open the rooms at start), and setting one, even the same,
lays its window out again."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QWidget

#: the app's icon (its windows, the desktop's task bar)
ICON = Path(__file__).resolve().parents[2] / "resources" / "icons" / "teams-app.svg"


def set_window_icon() -> None:
    """Give the app's windows its icon (once).  When the app opens a match at start this
    waits until the match is on screen (``MainWindow._open_pending``): making Qt's icon
    type (its 151 theme icons) and reading the SVG take some 3 ms."""
    from PySide6.QtGui import QIcon  # late: Qt's icon type costs some 3 ms, after the match shows

    app = QApplication.instance()
    if isinstance(app, QApplication) and app.windowIcon().isNull() and ICON.is_file():
        app.setWindowIcon(QIcon(str(ICON)))


def set_style(widget: QWidget, style: str) -> None:
    """A widget's style sheet, set only when it changes."""
    if widget.styleSheet() != style:
        widget.setStyleSheet(style)


def set_ink(widget: QWidget, colour: str) -> None:
    """The colour of a widget's text: an ink's name (:data:`INKS`, followed when the
    scheme changes) or a colour."""
    if colour in INKS:
        widget.setProperty("ink_name", colour)
        colour = ink(colour).name()
    palette = widget.palette()
    palette.setColor(QPalette.ColorRole.WindowText, QColor(colour))
    palette.setColor(QPalette.ColorRole.Text, QColor(colour))
    palette.setColor(QPalette.ColorRole.ButtonText, QColor(colour))
    widget.setPalette(palette)


def set_font(widget: QWidget, *, point_size: float | None = None, bold: bool = False) -> None:
    """A widget's font: a size in points (None: as it is), bold or not."""
    font = widget.font()
    if point_size is not None:  # at 100 %: scaled to View › Text size
        font.setPointSizeF(point_size * text_scale())
    font.setBold(bold)
    widget.setFont(font)


def set_background(widget: QWidget, colour: str) -> None:
    """A widget's own background colour (its children keep theirs): an ink's name
    (followed when the scheme changes) or a colour."""
    if colour in INKS:
        widget.setProperty("background_name", colour)
        colour = ink(colour).name()
    palette = widget.palette()
    palette.setColor(QPalette.ColorRole.Window, QColor(colour))
    widget.setPalette(palette)
    widget.setAutoFillBackground(True)


# -- colour schemes ----------------------------------------------------------------------
# Every coloured text and mark of the window comes from :func:`ink` by name, chosen for
# the scheme in force: "light", "dark" (the system's, as Qt's QStyleHints.colorScheme()
# says) or "high" (View › High contrast).  Each text ink keeps WCAG AA (4.5:1) against
# the background it is drawn on in its scheme (tests/test_gui_contrast.py measures it).

LIGHT, DARK, HIGH = "light", "dark", "high"
SCHEMES = (LIGHT, DARK, HIGH)

#: name -> (light, dark, high contrast)
INKS: dict[str, tuple[str, str, str]] = {
    # texts
    "table1": ("#1b7a2e", "#7bd88c", "#00561b"),   # table 1's results (green)
    "table2": ("#111111", "#e8e8e8", "#000000"),
    "annulled": ("#636363", "#b0b0b0", "#3d3d3d"),  # annulled rows, struck through
    "pending": ("#9a4f00", "#ffb869", "#5c2e00"),   # waiting / unusual: amber
    "error": ("#c0141b", "#ff8a85", "#8b0000"),
    "ok": ("#1d6b2a", "#7bd88c", "#00561b"),
    "note": ("#555555", "#bdbdbd", "#1f1f1f"),      # explanations under a form
    "faint": ("#636363", "#a8a8a8", "#333333"),     # '?', a diagram's empty centre
    "red_suit": ("#c0141b", "#ff8a85", "#a00000"),  # ♥ ♦
    "team_a": ("#245d9b", "#8ab8f0", "#00307a"),    # the chart's two teams
    "team_b": ("#a8461c", "#f0a070", "#7a2500"),
    "chart_ink": ("#222222", "#e6e6e6", "#000000"),
    "chart_axis": ("#767676", "#9a9a9a", "#000000"),  # a line: 3:1
    "banner_ink": ("#5c4400", "#ffe08a", "#000000"),
    "red_suit_off": ("#e8b4b6", "#7a4a4c", "#b07070"),  # a red bid not open now
    # backgrounds
    "place_t1": ("#e3f2e6", "#1d3a24", "#ffffff"),  # an envelope at table 1
    "place_t2": ("#ececec", "#353535", "#ffffff"),  # at table 2
    "transit": ("#fff1c2", "#3a300a", "#ffffff"),   # carried between the rooms
    "notice_bg": ("#fff8d8", "#3b3413", "#ffffff"),  # the rooms' hints panel
    "entry_bg": ("#f3f6fa", "#27303a", "#ffffff"),   # the rooms' entry line
    "mark_bg": ("#ffe9a8", "#3e3208", "#ffff00"),    # a marked cell (the current bid)
    "banner_bg": ("#fff3cd", "#3d3312", "#ffffff"),
    "chart_bg": ("#ffffff", "#1e1e1e", "#ffffff"),
}

#: the inks that are backgrounds (a text ink must read on every one of them)
BACKGROUND_INKS = ("place_t1", "place_t2", "transit", "notice_bg", "entry_bg", "mark_bg",
                   "banner_bg", "chart_bg")
#: inks that are not text: lines (WCAG's 3:1 for marks) and a control not in use
NOT_TEXT_INKS = ("chart_axis", "red_suit_off")

_state: dict[str, Any] = {"high": False, "system": LIGHT, "applied": False}


def scheme_applied() -> bool:
    """Whether a scheme was put in force yet (by :func:`apply_scheme`)."""
    return bool(_state["applied"])


def scheme_state() -> tuple[bool, str]:
    """(high contrast on, the system's scheme) as last put in force."""
    return bool(_state["high"]), str(_state["system"])


def scheme() -> str:
    """The scheme in force: high contrast when chosen, else the system's light or dark."""
    return HIGH if _state["high"] else str(_state["system"])


def ink(name: str) -> QColor:
    """The colour called ``name`` in the scheme in force."""
    return QColor(INKS[name][SCHEMES.index(scheme())])


def ink_style(name: str) -> str:
    """A style sheet's 'color: …;' for the ink called ``name`` (now)."""
    return f"color: {ink(name).name()};"


def _palette(which: str) -> QPalette:
    """The application palette of a scheme: the style's own for light (its disabled text
    darkened to 4.5:1), a dark one, and black on white for high contrast."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    R, G = QPalette.ColorRole, QPalette.ColorGroup
    if which == LIGHT:
        palette = app.style().standardPalette()
        for role in (R.WindowText, R.Text, R.ButtonText):
            palette.setColor(G.Disabled, role, QColor("#6a6a6a"))
        palette.setColor(R.PlaceholderText, QColor("#6d6d6d"))
        # the selected row's white text: Fusion's light blue gives it 3.7:1 only
        palette.setColor(R.Highlight, QColor("#2160a8"))
        palette.setColor(R.HighlightedText, QColor("#ffffff"))
        return palette
    if which == DARK:
        colours = {R.Window: "#2b2b2b", R.WindowText: "#e8e8e8", R.Base: "#1e1e1e",
                   R.AlternateBase: "#262626", R.Text: "#e8e8e8", R.Button: "#353535",
                   R.ButtonText: "#e8e8e8", R.BrightText: "#ffffff", R.Light: "#505050",
                   R.Midlight: "#404040", R.Mid: "#2f2f2f", R.Dark: "#1a1a1a",
                   R.Shadow: "#000000", R.Highlight: "#2f65b0", R.HighlightedText: "#ffffff",
                   R.Link: "#8ab8f0", R.LinkVisited: "#c0a0f0", R.ToolTipBase: "#3a3a3a",
                   R.ToolTipText: "#f0f0f0", R.PlaceholderText: "#a0a0a0"}
        disabled = "#9a9a9a"
    else:
        colours = {R.Window: "#ffffff", R.WindowText: "#000000", R.Base: "#ffffff",
                   R.AlternateBase: "#f0f0f0", R.Text: "#000000", R.Button: "#ffffff",
                   R.ButtonText: "#000000", R.BrightText: "#000000", R.Light: "#ffffff",
                   R.Midlight: "#ffffff", R.Mid: "#000000", R.Dark: "#000000",
                   R.Shadow: "#000000", R.Highlight: "#00009c", R.HighlightedText: "#ffffff",
                   R.Link: "#0000c0", R.LinkVisited: "#5a0090", R.ToolTipBase: "#ffffff",
                   R.ToolTipText: "#000000", R.PlaceholderText: "#3d3d3d"}
        disabled = "#4d4d4d"
    palette = QPalette()
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    for role in (R.WindowText, R.Text, R.ButtonText):
        palette.setColor(G.Disabled, role, QColor(disabled))
    return palette


def apply_scheme(*, high: bool | None = None, system: str | None = None) -> bool:
    """Put a scheme in force: high contrast on or off, the system's light or dark; the
    application palette follows.  True if the scheme changed."""
    before = scheme()
    if high is not None:
        _state["high"] = high
    if system is not None:
        _state["system"] = DARK if system == DARK else LIGHT
    app = QApplication.instance()
    if isinstance(app, QApplication):
        _state["applied"] = True
        app.setPalette(_palette(scheme()))
        for widget in app.allWidgets():  # inks set by name (set_ink, set_background)
            _reink(widget)
    return scheme() != before


def system_scheme() -> str:
    """The system's scheme as Qt sees it (unknown counts as light)."""
    hints = QGuiApplication.styleHints()
    return DARK if hints.colorScheme() == Qt.ColorScheme.Dark else LIGHT


def _reink(widget: QWidget) -> None:
    name = widget.property("ink_name")
    if isinstance(name, str) and name in INKS:
        set_ink(widget, name)
    name = widget.property("background_name")
    if isinstance(name, str) and name in INKS:
        set_background(widget, name)


# -- text size --------------------------------------------------------------------------
#: the steps of View › Text size, in per cent of the app's 10 pt font
TEXT_SIZES = (100, 110, 125, 150, 175, 200)
BASE_POINT_SIZE = 10


def text_scale() -> float:
    """The text size in force as a factor of 100 % (the application font's size)."""
    size = QApplication.font().pointSizeF()
    return max(size, 1.0) / BASE_POINT_SIZE if size > 0 else 1.0


def px(pixels: float) -> int:
    """A length in pixels given at 100 % text, at the text size in force."""
    return round(pixels * max(text_scale(), 1.0))


def apply_text_size(percent: int) -> None:
    """The application font at ``percent`` of 10 pt (sent to every widget at once)."""
    font = QFont(QApplication.font())
    font.setPointSizeF(BASE_POINT_SIZE * percent / 100)
    QApplication.setFont(font)


def next_text_size(percent: int, step: int) -> int:
    """The step of :data:`TEXT_SIZES` ``step`` (+1, -1) away from ``percent``."""
    if step > 0:
        return next((s for s in TEXT_SIZES if s > percent), TEXT_SIZES[-1])
    return next((s for s in reversed(TEXT_SIZES) if s < percent), TEXT_SIZES[0])


class InkMap(dict[object, str]):
    """Keys to ink names whose items are the inks' colours in the scheme in force:
    ``TABLE_INK[1]`` is table 1's green of now."""

    def __getitem__(self, key: object) -> QColor:  # type: ignore[override]
        return ink(super().__getitem__(key))
