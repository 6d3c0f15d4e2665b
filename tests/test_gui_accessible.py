"""What a screen reader finds in the window (issue 28, item 5): every interactive
element of every tab named, a table's games read as sentences in en/bg/ru."""

from __future__ import annotations

import pytest
import shiboken6
from gui_play_data import make_store
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QLabel, QWidget

from models.match import TableResult
from models.vocabulary import Contract, Direction
from teams_app import operations as ops
from teams_app.gui import settings as app_prefs
from teams_app.gui.mainwindow import MainWindow
from words.spoken import contract_words, row_words

Role = QAccessible.Role
#: what a user acts on: each needs a name of its own
INTERACTIVE = {Role.PushButton, Role.CheckBox, Role.RadioButton, Role.ComboBox,
               Role.EditableText, Role.SpinBox, Role.Table, Role.List, Role.Tree,
               Role.PageTabList, Role.PageTab, Role.Slider, Role.ButtonMenu,
               Role.ButtonDropDown}
#: controls that Qt would name by their value or a box around them: they need their
#: own accessible name, or a label that is their buddy
NAMED_BY_US = {Role.ComboBox, Role.EditableText, Role.SpinBox, Role.Table, Role.List,
               Role.Tree}
ITEMS = {Role.Cell, Role.ColumnHeader, Role.RowHeader, Role.ListItem, Role.TreeItem}


def buddies(window: QWidget) -> set[int]:
    return {id(label.buddy()) for label in window.findChildren(QLabel)
            if label.buddy() is not None and label.text().strip()}


def walk(iface, found: list) -> None:
    if iface is None or not iface.isValid() or iface.state().invisible:
        return
    if iface.role() in ITEMS:
        return
    found.append(iface)
    for number in range(iface.childCount()):
        walk(iface.child(number), found)


def unnamed(window: QWidget) -> list[str]:
    """Every interactive element shown without a name of its own."""
    found: list = []
    walk(QAccessible.queryAccessibleInterface(window), found)
    labelled = buddies(window)
    missing = []
    for iface in found:
        if iface.role() not in INTERACTIVE:
            continue
        name = iface.text(QAccessible.Text.Name).strip()
        widget = iface.object()
        own = isinstance(widget, QWidget) and (widget.accessibleName().strip()
                                               or id(widget) in labelled)
        if not name or (iface.role() in NAMED_BY_US and not own):
            missing.append(f"{iface.role().name} {type(widget).__name__} "
                           f"{getattr(widget, 'objectName', lambda: '')()!r} {name!r}")
    return missing


@pytest.fixture
def played(tmp_path):
    store = make_store(tmp_path)
    path = store.path
    store.close()
    return path


def close_window(qtbot, window: MainWindow) -> None:
    """Closed and gone: a later language change must not reach this window."""
    window.close_match()
    window.close()
    window.deleteLater()
    qtbot.waitUntil(lambda: not shiboken6.isValid(window))


def open_window(qtbot, path) -> MainWindow:
    window = MainWindow()  # closed and deleted by close_window, not by qtbot
    window.resize(1600, 1000)
    window.show()
    assert window.open_file(path)
    return window


@pytest.mark.parametrize("lang", ["en", "bg", "ru"])
def test_every_interactive_element_of_every_tab_has_a_name(qtbot, played, lang):
    app_prefs.install_translators(lang)
    try:
        window = open_window(qtbot, played)
        walked = 0
        for index in range(window.tabs.count()):
            window.tabs.setCurrentIndex(index)
            qtbot.waitUntil(lambda: window.tabs.currentWidget().isVisible())
            found: list = []
            walk(QAccessible.queryAccessibleInterface(window), found)
            walked += len(found)
            assert unnamed(window) == [], window.tabs.tabText(index)
        assert walked > 200  # the tree was walked into every tab, not stopped at the top
        close_window(qtbot, window)
    finally:
        app_prefs.install_translators("en")


def test_a_games_row_reads_as_a_sentence_in_every_language(qtbot, tmp_path):
    store = make_store(tmp_path)
    ops.draw_score_cards(store, deal=1, rng=__import__("random").Random(3))
    ops.enter_result(store, deal=1, table=1, text="4H S 10")
    path = store.path
    store.close()
    expected = {
        "en": "game 1, deal 1, four hearts by South, made, {points} to {team}",
        "bg": "игра 1, раздаване 1, четири купи, разиграва Юг, изпълнен, {points} за {team}",
        "ru": "игра 1, сдача 1, четыре червы, играет Юг, выполнен, {points} в пользу {team}",
    }
    for lang, sentence in expected.items():
        app_prefs.install_translators(lang)
        try:
            window = open_window(qtbot, path)
            panel = window.views["RoomsView"].panels[1]
            row = panel.model.row(panel.model.row_of(1, 0))
            team = "Lions" if row.points_a else "Tigers"
            points = row.points_a or row.points_b
            assert points  # 4♥ made scores
            want = sentence.format(points=points, team=team)
            for column in (0, panel.model.CONTRACT, panel.model.NOTE):
                index = panel.model.index(panel.model.row_of(1, 0), column)
                assert index.data(Qt.ItemDataRole.AccessibleTextRole) == want
            # what the screen reader is given: the table's cell, by Qt's accessibility
            table = QAccessible.queryAccessibleInterface(panel.view)
            cells = [table.child(n) for n in range(table.childCount())]
            cells = [c for c in cells if c is not None and c.role() is Role.Cell]
            assert sum(c.text(QAccessible.Text.Name) == want for c in cells) == len(
                panel.model.headers)  # every cell of the row says the row
            header = " ".join(panel.model.headers[panel.model.CONTRACT].split())
            shown = panel.model.index(panel.model.row_of(1, 0), panel.model.CONTRACT).data()
            assert f"{header}: {shown}" in [c.text(QAccessible.Text.Description)
                                            for c in cells]
            # a game not played yet says so
            later = panel.model.index(panel.model.row_of(2, 0), 0)
            assert later.data(Qt.ItemDataRole.AccessibleTextRole).endswith(
                {"en": "not played yet", "bg": "още не е изиграно",
                 "ru": "ещё не сыграна"}[lang])
            close_window(qtbot, window)
        finally:
            app_prefs.install_translators("en")


@pytest.mark.parametrize(("text", "lang", "words"), [
    ("4H", "en", "four hearts"), ("3NTX", "en", "three no trump doubled"),
    ("1D", "bg", "едно каро"), ("2NT", "bg", "две без коз"), ("5C", "bg", "пет спатии"),
    ("1NT", "ru", "один без козыря"), ("2S", "ru", "две пики"), ("6HXX", "ru",
                                                                 "шесть червей реконтра"),
])
def test_a_contract_spelled_out(text, lang, words):
    assert contract_words(Contract.parse(text), lang) == words


def test_a_result_down_and_over_in_words():
    down = TableResult(Contract.parse("4S"), Direction.E, 8)
    assert row_words(game=2, deal="5", result=down, points=("Tigers", 100), lang="en") == (
        "game 2, deal 5, four spades by East, down 2, 100 to Tigers")
    over = TableResult(Contract.parse("3NT"), Direction.N, 10)
    assert row_words(game=1, deal="1", result=over, points=("Lions", 430), lang="ru") == (
        "игра 1, сдача 1, три без козыря, играет Север, выполнен, 1 лишняя, 430 в пользу "
        "Lions")
    assert row_words(game=4, deal="9", result=TableResult(None), points=None,
                     lang="bg") == "игра 4, раздаване 9, пас от всички, без точки"
