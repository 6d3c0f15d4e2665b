"""Issue 28, items 2 and 3: View › Text size (100–200 %, remembered, in force at once in
every view; at 200 % on a 1920×1080 screen every tab shows its content whole) and the
contrast of every coloured text (WCAG AA, 4.5:1) in the light scheme, the system's dark
one and View › High contrast, measured from the palette and the colours the views'
models and widgets really give."""

from __future__ import annotations

import re
import shutil

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QWidget,
)

from teams_app.gui import look
from teams_app.gui import settings as app_prefs
from teams_app.gui.demo import create_demo
from teams_app.gui.mainwindow import MainWindow

#: the app's own font, as at start (conftest's ``app_font``)
#: slow (README: the quick run leaves it out, ``-m "not slow"``)
pytestmark = [pytest.mark.usefixtures("app_font"), pytest.mark.slow]

#: a 1920×1080 screen less a task bar
SCREEN = QSize(1920, 1040)
LANGUAGES = ("en", "bg", "ru")
AA = 4.5


# -- WCAG 2 contrast, written out here (not the app's) ----------------------------------

def luminance(colour: QColor) -> float:
    def channel(value: int) -> float:
        v = value / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return (0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green())
            + 0.0722 * channel(colour.blue()))


def contrast(a: QColor, b: QColor) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def test_the_contrast_formula():
    assert contrast(QColor("#000000"), QColor("#ffffff")) == pytest.approx(21)
    assert contrast(QColor("#777777"), QColor("#ffffff")) == pytest.approx(4.48, abs=0.01)
    assert contrast(QColor("#1b7a2e"), QColor("#1b7a2e")) == pytest.approx(1)


# -- fixtures ---------------------------------------------------------------------------

@pytest.fixture(autouse=True)
def _light_and_normal_after(qapp):
    yield
    look.apply_scheme(high=False, system=look.LIGHT)
    look.apply_text_size(100)


@pytest.fixture(scope="module")
def demo_file(tmp_path_factory):
    return create_demo(tmp_path_factory.mktemp("look"))


@pytest.fixture
def window(qtbot, demo_file, tmp_path):
    path = tmp_path / demo_file.name
    shutil.copyfile(demo_file, path)
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(SCREEN)
    window.show()
    assert window.open_file(path)
    yield window
    window.close_match()


def settle() -> None:
    """Let the views' deferred layouts run (they fit their columns on a timer)."""
    for _ in range(3):
        QTest.qWait(20)


def every_tab(window: MainWindow):
    """Show each tab in turn (and the Deals tab's side panels), yielding its name."""
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        name = window.tabs.widget(index).objectName()
        assert window.view(name) is not None
        settle()
        yield name
        if name == "DealsView":
            deals = window.view(name)
            for side in range(1, deals.side.count()):
                deals.side.setCurrentIndex(side)
                settle()
                yield f"{name}/{deals.side.tabText(side)}"
            deals.side.setCurrentIndex(0)


# -- text size --------------------------------------------------------------------------

def press(window: QWidget, keys: str) -> None:
    QTest.keySequence(window, keys)
    QApplication.processEvents()


def test_text_size_keys_steps_remembered_and_in_force_at_once(window):
    window.activateWindow()
    rooms = window.view("RoomsView")
    title = rooms.panels[1].title
    before = title.font().pointSizeF()
    assert QApplication.font().pointSizeF() == 10 and app_prefs.text_size() == 100
    press(window, "Ctrl+=")
    assert app_prefs.text_size() == 110 and QApplication.font().pointSizeF() == 11
    press(window, "Ctrl++")
    press(window, "Ctrl+=")
    assert app_prefs.text_size() == 150
    # the views were built again at the new size: their own fonts (the 15 pt title) too
    rooms = window.view("RoomsView")
    assert rooms.panels[1].title.font().pointSizeF() == pytest.approx(before * 1.5)
    assert window.look_menu.sizes[150].isChecked()
    for _ in range(5):
        press(window, "Ctrl+=")
    assert app_prefs.text_size() == 200 and not window.look_menu.larger.isEnabled()
    press(window, "Ctrl+-")
    assert app_prefs.text_size() == 175
    press(window, "Ctrl+0")
    assert app_prefs.text_size() == 100 and QApplication.font().pointSizeF() == 10
    # remembered: the next window (the next start) opens at the size last chosen
    window.look_menu.sizes[125].trigger()
    look.apply_text_size(100)
    again = MainWindow()
    try:
        assert QApplication.font().pointSizeF() == pytest.approx(12.5)
        assert again.look_menu.sizes[125].isChecked()
    finally:
        again.deleteLater()


def test_a_bad_saved_text_size_reads_as_100(window):
    settings = app_prefs.app_settings()
    settings.setValue("view/text_size", "huge")
    settings.sync()
    assert app_prefs.text_size() == 100
    with pytest.raises(ValueError, match="text sizes are 100, 110"):
        app_prefs.set_text_size(300)


def not_cut(window: MainWindow, where: tuple) -> None:
    """What is shown is whole: the view scrolls down where it must, never sideways; no
    label is squeezed below its text; no table cell is narrower than its text."""
    assert window.minimumSizeHint().width() <= SCREEN.width(), where
    assert window.minimumSizeHint().height() <= SCREEN.height(), where
    assert window.layout().totalMinimumSize().width() <= SCREEN.width(), where
    tab = window.tabs.currentWidget()
    scroller = tab.findChild(QScrollArea)
    assert scroller.horizontalScrollBar().maximum() == 0, where
    for label in tab.findChildren(QLabel):
        if not label.isVisibleTo(tab) or not label.text():
            continue
        if label.sizePolicy().horizontalPolicy() == QSizePolicy.Policy.Ignored:
            continue  # the rooms' one-line messages: cut at the end, whole in the tooltip
        text = (*where, label.objectName(), label.text()[:40])
        if label.wordWrap():
            assert label.height() >= label.heightForWidth(label.width()) - 1, text
        else:
            assert label.width() >= label.minimumSizeHint().width(), text
    for view in tab.findChildren(QAbstractItemView):
        if not view.isVisibleTo(tab) or view.model() is None or not hasattr(view,
                                                                            "columnWidth"):
            continue
        bar = view.verticalScrollBar()
        # rows below the bottom edge with no scroll bar to reach them: cut
        assert bar.maximum() == 0 or bar.isVisible(), (*where, view.objectName(), "rows")
        for column in range(view.model().columnCount()):
            if view.isColumnHidden(column):
                continue
            text = (*where, view.objectName(), column)
            if view.columnWidth(column) >= view.sizeHintForColumn(column) - 1:
                continue
            # narrower than its cells on one line: whole only if they wrap, each row as
            # tall as its wrapped text and no word wider than the column
            assert view.wordWrap(), text
            for row in range(view.model().rowCount()):
                cell = str(view.model().index(row, column).data() or "")
                words = cell.split()
                room = view.columnWidth(column) - 8
                metrics = view.fontMetrics()
                assert all(metrics.horizontalAdvance(w) <= room for w in words), (*text, cell)
                need = metrics.boundingRect(0, 0, room, 10_000,
                                            int(Qt.TextFlag.TextWordWrap), cell).height()
                assert view.rowHeight(row) >= need, (*text, cell)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_at_200_percent_every_tab_is_whole_on_1920x1080(window, language, lang):
    assert language(lang)
    for _name in every_tab(window):  # every view built at 100 %, the Deals tab in sight
        pass
    window.look_menu.set_text_size(200)
    assert QApplication.font().pointSizeF() == 20
    window.resize(SCREEN)
    QApplication.processEvents()
    for name in every_tab(window):
        not_cut(window, (lang, name))
    rooms = window.view("RoomsView")
    window.tabs.setCurrentIndex(0)
    QApplication.processEvents()
    # too little width for both rooms side by side: one above the other, and their
    # hints then read whole, without the tooltip
    assert rooms.stacked()
    for panel in rooms.panels.values():
        assert panel.hints.lines and panel.hints.shown == len(panel.hints.lines), lang
        assert "+" not in panel.hints.text().replace("+1 ", "").split("</b>")[-1:][0]
    # back to 100 %: side by side again
    window.look_menu.set_text_size(100)
    QApplication.processEvents()
    assert not window.view("RoomsView").stacked()


# -- contrast ---------------------------------------------------------------------------

R, G = QPalette.ColorRole, QPalette.ColorGroup
STYLE_COLOUR = re.compile(r"(?<![-\w])color:\s*(#[0-9a-fA-F]{3,6})")


def check_palette(palette: QPalette, where: str) -> None:
    pairs = [(R.WindowText, R.Window), (R.Text, R.Base), (R.Text, R.AlternateBase),
             (R.ButtonText, R.Button), (R.HighlightedText, R.Highlight),
             (R.ToolTipText, R.ToolTipBase), (R.PlaceholderText, R.Base)]
    for text, ground in pairs:
        ratio = contrast(palette.color(text), palette.color(ground))
        assert ratio >= AA, (where, text.name, ground.name, round(ratio, 2))
    for text, ground in ((R.WindowText, R.Window), (R.Text, R.Base)):
        # greyed-out notes (a disabled label) are read too
        ratio = contrast(palette.color(G.Disabled, text), palette.color(G.Disabled, ground))
        assert ratio >= AA, (where, "disabled", text.name, round(ratio, 2))


def background_of(widget: QWidget) -> QColor:
    """The colour behind a widget: its own or the nearest filled ancestor's."""
    node: QWidget | None = widget
    while node is not None:
        if node.autoFillBackground():
            return node.palette().color(R.Window)
        node = node.parentWidget()
    return widget.palette().color(R.Window)


def measured(window: MainWindow, where: str) -> int:
    """Check every coloured text the views show; return how many were measured."""
    count = 0
    dialogs = [window.audit_log] if window.audit_log is not None else []
    for top in [window.tabs.currentWidget(), *dialogs]:
        for view in top.findChildren(QAbstractItemView):
            model = view.model()
            if model is None or not view.isVisibleTo(top):
                continue
            base = view.palette().color(R.Base)
            grounds = [base, view.palette().color(R.AlternateBase)]
            for row in range(model.rowCount()):
                for column in range(model.columnCount()):
                    index = model.index(row, column)
                    ink = model.data(index, Qt.ItemDataRole.ForegroundRole)
                    if ink is None:
                        continue
                    ground = model.data(index, Qt.ItemDataRole.BackgroundRole)
                    for behind in [ground.color()] if ground is not None else grounds:
                        ratio = contrast(ink.color(), behind)
                        assert ratio >= AA, (where, view.objectName(), type(model).__name__,
                                             row, column, ink.color().name(),
                                             behind.name(), round(ratio, 2))
                        count += 1
        for widget in top.findChildren(QWidget):
            if not widget.isVisibleTo(top):
                continue
            inks = []
            if widget.property("ink_name"):
                inks.append(widget.palette().color(R.WindowText))
            inks += [QColor(c) for c in STYLE_COLOUR.findall(widget.styleSheet())]
            for ink in inks:
                ratio = contrast(ink, background_of(widget))
                assert ratio >= AA, (where, widget.objectName(), type(widget).__name__,
                                     ink.name(), round(ratio, 2))
                count += 1
    return count


def check_inks(palette: QPalette, where: str) -> None:
    """Every text ink against every background it can be drawn on in this scheme (the
    palette's and the named ones: an envelope's place, the hints, the chart)."""
    grounds = {"Window": palette.color(R.Window), "Base": palette.color(R.Base),
               "AlternateBase": palette.color(R.AlternateBase),
               "Button": palette.color(R.Button)}
    grounds |= {name: look.ink(name) for name in look.BACKGROUND_INKS}
    for name in look.INKS:
        if name in look.BACKGROUND_INKS or name in look.NOT_TEXT_INKS:
            continue
        for ground, colour in grounds.items():
            ratio = contrast(look.ink(name), colour)
            assert ratio >= AA, (where, name, ground, round(ratio, 2))
    for ground, colour in grounds.items():  # the chart's axis: a mark, 3:1
        assert contrast(look.ink("chart_axis"), colour) >= 3, (where, ground)


SCHEMES = {"light": dict(high=False, dark=False), "dark": dict(high=False, dark=True),
           "high": dict(high=True, dark=False)}


@pytest.mark.parametrize("scheme", list(SCHEMES))
def test_every_coloured_text_meets_wcag_aa(window, scheme):
    options = SCHEMES[scheme]
    if options["dark"]:  # as Qt says when the system turns dark
        QGuiApplication.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    if options["high"]:
        window.look_menu.high.trigger()
        assert app_prefs.high_contrast()
    QApplication.processEvents()
    assert look.scheme() == scheme
    palette = QApplication.palette()
    # the palette is the scheme's: dark is dark, high contrast black on white
    if scheme == "dark":
        assert luminance(palette.color(R.Window)) < 0.05
        assert luminance(palette.color(R.Text)) > 0.7
    if scheme == "high":
        assert contrast(palette.color(R.Text), palette.color(R.Base)) == pytest.approx(21)
    check_palette(palette, scheme)
    check_inks(palette, scheme)
    window.on_audit_log()
    total = 0
    for name in every_tab(window):
        total += measured(window, f"{scheme} {name}")
    assert total > 300, total  # the games, envelopes, deals: their inks were read
    # table 1's green in the rooms is this scheme's (not light's, hard-coded)
    rooms = window.view("RoomsView")
    model = rooms.panels[1].model
    ink = model.data(model.index(0, 1), Qt.ItemDataRole.ForegroundRole).color()
    assert ink == look.ink("table1")
    if scheme != "light":
        assert ink.name() != look.INKS["table1"][0]


def test_high_contrast_is_remembered_and_the_system_scheme_followed(window):
    window.look_menu.high.trigger()
    assert app_prefs.high_contrast() and look.scheme() == look.HIGH
    window.look_menu.high.trigger()
    assert not app_prefs.high_contrast() and look.scheme() == look.LIGHT
    QGuiApplication.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    QApplication.processEvents()
    assert look.scheme() == look.DARK
    hints = window.view("RoomsView").panels[1].hints
    assert hints.palette().color(R.Window) == look.ink("notice_bg")
    assert look.ink("notice_bg").name() == look.INKS["notice_bg"][1]
    QGuiApplication.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Light)
    QApplication.processEvents()
    assert look.scheme() == look.LIGHT
    assert window.view("RoomsView").panels[1].hints.palette().color(R.Window).name() \
        == look.INKS["notice_bg"][0]


@pytest.mark.parametrize("percent", [125, 150, 175])
def test_between_every_tab_is_whole_too(window, percent):
    """The steps between: the rooms side by side while the window is wide enough for
    both (their hints whole), one above the other past that."""
    window.look_menu.set_text_size(percent)
    window.resize(SCREEN)
    QApplication.processEvents()
    for name in every_tab(window):
        not_cut(window, (percent, name))
    rooms = window.view("RoomsView")
    window.tabs.setCurrentIndex(0)
    settle()
    assert rooms.stacked() == (SCREEN.width() < 1280 * percent / 100)
    for panel in rooms.panels.values():
        assert panel.hints.shown == len(panel.hints.lines), percent
