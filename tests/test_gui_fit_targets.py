"""The window's content fits three laptops (logical pixels, after a 48 px task bar and a
~32 px title bar, as on Windows 11): 1366×768 at 100 %, 1920×1080 at 125 % and at 150 %,
in every tab, in en/bg/ru, with table 1 turning in every round, a replay row, names of
40 characters and a long message.  Where a view itself is larger than the room (Deals,
Balances at 150 %), it scrolls inside its tab: the window never asks for more."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QApplication, QLabel, QScrollArea

from teams_app.gui.mainwindow import MainWindow

#: the app's own font, as at start (conftest's ``app_font``)
#: slow (README: the quick run leaves it out, ``-m "not slow"``)
pytestmark = [pytest.mark.usefixtures("app_font"), pytest.mark.slow]

TARGETS = {"1366x768@1": QSize(1366, 698), "1920x1080@1.25": QSize(1536, 784),
           "1920x1080@1.5": QSize(1280, 640)}
SMALLEST = TARGETS["1920x1080@1.5"]
LANGUAGES = ("en", "bg", "ru")
#: the views whose whole content fits every target without scrolling (the Deals tab's
#: notebook scrolls inside its panel where it is taller than the room)
WHOLE = ("RoomsView", "EnvelopesView", "BalancesView", "DealsView")
LONG = "Konstantin Aleksandrov-Hristov Petrovski"  # 40 characters


def fits(size: QSize, room: QSize) -> bool:
    return size.width() <= room.width() and size.height() <= room.height()


@pytest.fixture(scope="module")
def matches(tmp_path_factory):
    """Table 1 turning (rounds I-III played, IV under way, deal 9 annulled and
    replayed); the same with names of 40 characters for the teams and every player."""
    import random

    import gui_play_data as data

    from models.match import Seat, Settings, new_match
    from teams_app import operations as ops
    from teams_app.store import MatchStore

    plain = data.half_played(tmp_path_factory.mktemp("plain"), turning=True)
    seats = {code: Seat(f"{LONG[:-3]} {code[0]}{code[2]}") for code in data.PLAYERS}
    match = new_match(LONG, LONG[::-1].title(), seats, settings=Settings(turning=True))
    long = MatchStore.create(tmp_path_factory.mktemp("long") / "long.stolitsa", match)
    rng = random.Random(1959)
    for round_ in (1, 2, 3):
        data.play_round(long, round_, rng)
    ops.annul_deal(long, deal=13, reason=5, note="S and W cards swapped")
    data.play_round(long, 4, rng, {1: 3, 2: 2})
    # after round VI: four deals annulled, replayed as extra games with their own seats
    late = data.make_store(tmp_path_factory.mktemp("late"), turning=True)
    rng = random.Random(5)
    for round_ in range(1, 6):
        data.play_round(late, round_, rng)
    data.play_round(late, 6, rng, {1: 6, 2: 5})
    for deal in (7, 15, 26, 33):
        ops.annul_deal(late, deal=deal, reason=5, note="S and W cards swapped",
                       replay_at="match-end")
    paths = {"plain": plain.path, "long": long.path, "late": late.path}
    for store in (plain, long, late):
        store.close()
    return paths


def open_window(qtbot, path, tmp_path):
    import shutil

    copy = tmp_path / path.name
    shutil.copyfile(path, copy)
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(SMALLEST)
    window.show()
    assert window.open_file(copy)
    return window


def check_round(window: MainWindow, lang: str, round_: int, state: str, *,
                whole: bool = True) -> None:
    rooms = window.view("RoomsView")
    rooms.show_round(round_)
    rooms.status.setText("Undone: the import of deals " + ", ".join(map(str, range(1, 37))))
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        name = window.tabs.widget(index).objectName()
        assert window.view(name) is not None
        QApplication.processEvents()
        where = (lang, state, round_, name)
        for target, room in TARGETS.items():
            assert fits(window.minimumSizeHint(), room), (*where, target)
        scroller = window.findChild(QScrollArea, f"{name}_scroller")
        for target, room in TARGETS.items():
            window.resize(room)
            QApplication.processEvents()
            # never sideways: every view is as narrow as the smallest screen
            assert scroller.horizontalScrollBar().maximum() == 0, (*where, target)
            if name in WHOLE and whole:  # laid out at that width, all of it in sight
                assert scroller.verticalScrollBar().maximum() == 0, (*where, target)
        window.resize(SMALLEST)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_view_fits_the_three_laptops(qtbot, tmp_path, matches, language, lang):
    assert language(lang)
    window = open_window(qtbot, matches["plain"], tmp_path)
    for round_ in range(1, 7):
        check_round(window, lang, round_, "turning")
    window.close_match()
    window = open_window(qtbot, matches["late"], tmp_path)
    check_round(window, lang, 6, "replays after round VI")
    window.close_match()
    window = open_window(qtbot, matches["long"], tmp_path)
    for round_ in (3, 4):
        # names of 40 characters wrap (the titles take three lines): the rooms scroll
        check_round(window, lang, round_, "40-character names, a replay", whole=False)
    window.close_match()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_nothing_is_cut_at_the_smallest(qtbot, tmp_path, matches, language, lang):
    """At 1280×640, round III, table 1 turning: every name on the seat diagrams is given
    the width it needs, and the games table shows its rows or scrolls to them."""
    assert language(lang)
    window = open_window(qtbot, matches["plain"], tmp_path)
    window.resize(SMALLEST)
    rooms = window.view("RoomsView")
    rooms.show_round(3)
    QApplication.processEvents()
    panel = rooms.panels[1]
    assert not panel.seats[1].isHidden()
    for seats in panel.seats:
        for label in seats.labels.values():
            assert label.width() >= label.minimumSizeHint().width(), (lang, label.text())
            assert label.height() >= label.heightForWidth(label.width()), (lang, label.text())
        # the diagrams do not overlap each other
    assert panel.seats[0].geometry().right() < panel.seats[1].geometry().left()
    view = panel.view
    shown = view.viewport().height() // view.verticalHeader().defaultSectionSize()
    assert shown >= min(3, panel.model.rowCount())
    if shown < panel.model.rowCount():
        assert view.verticalScrollBar().isVisible()
    window.close_match()


def test_hints_fold_and_the_entry_line_stays(qtbot, tmp_path, matches):
    """Four hints under a turning table's diagrams fold to what the box holds, "+N"
    saying how many more (the tooltip lists them all); the entry line does not move."""
    window = open_window(qtbot, matches["plain"], tmp_path)
    rooms = window.view("RoomsView")
    rooms.show_round(3)
    QApplication.processEvents()
    panel = rooms.panels[1]
    entry = panel.findChild(QLabel.__base__, "entry")
    before = entry.mapTo(window, entry.rect().topLeft())
    real = panel.hints.lines[0]
    four = [real] * 4
    panel.hints.show_lines(four)
    QApplication.processEvents()
    assert panel.hints.shown < 4 and f"+{4 - panel.hints.shown}" in panel.hints.text()
    assert panel.hints.toolTip() == "<br>".join(four)
    assert entry.mapTo(window, entry.rect().topLeft()) == before
    panel.hints.show_lines([real])
    QApplication.processEvents()
    assert panel.hints.shown == 1 and "+" not in panel.hints.text().removeprefix("➜")
    assert entry.mapTo(window, entry.rect().topLeft()) == before
    window.close_match()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_envelope_cells_lead_with_the_deal(qtbot, tmp_path, matches, language, lang):
    """Round III with envelopes travelling, at 1280×640: every cell of the 24 envelopes
    shows its deal number whole; where the envelope is going is cut first (the tooltip
    says it all)."""
    from teams_app.gui.models import RawRole

    assert language(lang)
    window = open_window(qtbot, matches["plain"], tmp_path)
    window.tabs.setCurrentIndex(1)
    envelopes = window.view("EnvelopesView")
    envelopes.round_picker.box.setCurrentIndex(2)  # round III
    QApplication.processEvents()
    view, model = envelopes.envelopes_view, envelopes.envelopes_model
    metrics = view.fontMetrics()
    checked = 0
    for row in range(model.rowCount()):
        for column in range(1, model.columnCount()):
            index = model.index(row, column)
            text = index.data()
            deal = index.data(RawRole)[1]
            if deal is None:
                continue
            lead = text.split(" · ")[0]
            assert str(deal) in lead, (lang, text)
            assert view.columnWidth(column) >= metrics.horizontalAdvance(lead) + 8, (lang, text)
            assert str(deal) in index.data(Qt.ItemDataRole.ToolTipRole)
            checked += 1
    assert checked >= 12
    window.close_match()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_seat_draw_shows_all_eight_players(qtbot, tmp_path, language, lang):
    """The wizard at 1280×680 (a 1920×1080 laptop at 150 %, less its task bar): the drawn
    seats, all eight rows, without scrolling."""
    from teams_app.gui.wizard import SetupWizard

    assert language(lang)
    wizard = SetupWizard(directory=tmp_path)
    qtbot.addWidget(wizard)
    wizard.resize(1280, 680)
    wizard.show()
    wizard.setField("team_a", LONG)
    wizard.setField("team_b", LONG[::-1].title())
    for key in "ab":
        for i in range(1, 5):
            wizard.setField(f"player_{key}{i}", f"{LONG[:-3]} {key}{i}")
    wizard.next()
    page = wizard.draw_page
    assert wizard.currentPage() is page
    page.set_mode(page.DRAWN)
    page.draw()
    QApplication.processEvents()
    table = page.table
    assert table.rowCount() == 8
    assert table.verticalScrollBar().maximum() == 0, (lang, table.height())
    assert table.rowViewportPosition(7) + table.rowHeight(7) <= table.viewport().height()
    assert table.horizontalScrollBar().maximum() == 0, lang


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_dialog_and_wizard_page_fits_the_smallest(qtbot, tmp_path, matches, language,
                                                       lang):
    """The dialogs (annul, match settings, reserves, preferences, audit log, print
    preview) and the set-up wizard's pages, at 1280×640 and so at the other two."""
    from test_gui_fit import _dialogs

    from teams_app.gui.wizard import SetupWizard

    assert language(lang)
    window = open_window(qtbot, matches["plain"], tmp_path)
    for name, dialog in _dialogs(window).items():
        qtbot.addWidget(dialog)
        dialog.show()
        QApplication.processEvents()
        assert fits(dialog.minimumSizeHint(), SMALLEST), (lang, name, dialog.minimumSizeHint())
        dialog.close()
    window.close_match()
    wizard = SetupWizard(directory=tmp_path)
    qtbot.addWidget(wizard)
    wizard.show()
    wizard.setField("team_a", LONG)
    wizard.setField("team_b", LONG[::-1].title())
    for key in "ab":
        for i in range(1, 5):
            wizard.setField(f"player_{key}{i}", f"{LONG[:-3]} {key}{i}")
    for _page in range(4):
        QApplication.processEvents()
        if wizard.currentPage() is wizard.draw_page:
            for mode in (wizard.draw_page.TYPED, wizard.draw_page.DRAWN):
                wizard.draw_page.set_mode(mode)
                QApplication.processEvents()
                assert fits(wizard.minimumSizeHint(), SMALLEST), (lang, mode)
            wizard.draw_page.draw()
        if wizard.currentPage() is wizard.settings_page:
            wizard.settings_page.host.set("A-1", None)
        assert fits(wizard.minimumSizeHint(), SMALLEST), (lang, wizard.currentId())
        wizard.next()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rooms_hints_show_whole_on_a_1366_laptop(qtbot, tmp_path, matches, language, lang):
    """Issue 28: at 1366×768 the rooms' hints were folded into "+1" (their tool tip) with
    room to spare.  Round IV, table 1 turning: both tables' hints are all on screen, and
    at 1280×640 the rooms still fit without scrolling (the hints fold again there)."""
    from teams_app.gui.rooms.labels import HintsLabel

    assert language(lang)
    window = open_window(qtbot, matches["plain"], tmp_path)
    window.resize(TARGETS["1366x768@1"])
    rooms = window.view("RoomsView")
    rooms.show_round(4)
    QApplication.processEvents()
    labels = rooms.findChildren(HintsLabel)
    assert len(labels) == 2
    for label in labels:
        assert len(label.lines) >= 2, (lang, label.lines)  # something to fold
        assert label.shown == len(label.lines), (lang, label.text())
    window.resize(SMALLEST)
    QApplication.processEvents()
    scroller = window.findChild(QScrollArea, "RoomsView_scroller")
    assert scroller.verticalScrollBar().maximum() == 0, lang
    assert all(label.shown >= 1 for label in labels), lang
    window.close_match()
