"""Every view of the app speaks the language chosen: in Bulgarian and Russian the main
window's texts (labels, buttons, tabs, menus, group titles, table headers and cells,
tooltips), in a match with a replay pending, an annulled deal and table 1 turning, hold
no English sentence and no Latin rank, strain, direction or score-card letter outside
the language's notation (:mod:`words.bridge`)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QTabWidget,
    QWidget,
)
from test_language_review import _mixed_words
from window_texts import window_texts

from teams_app.gui.mainwindow import MainWindow

#: the app's own font, as at start (conftest's ``app_font``)
#: slow (README: the quick run leaves it out, ``-m "not slow"``)
pytestmark = [pytest.mark.usefixtures("app_font"), pytest.mark.slow]

#: English words a Bulgarian or Russian host must not meet in a sentence
ENGLISH = re.compile(
    r"\b(the|and|of|to|is|at|deal|deals|table|tables|round|game|games|score|card|cards|"
    r"envelope|envelopes|pending|played|vulnerable|pass|north|south|east|west|doubled|"
    r"redoubled|result|results|wait|draw|replay|annulled|honours)\b", re.IGNORECASE)
#: Latin bridge notation: a score card (NV40, V60), a contract (4S, 3NT), a card (♠A,
#: ♥T), a compass letter or line standing alone (N, EW)
LATIN = re.compile(
    r"\bN?V\d+\b|\b[1-7](NT|[SHDC])\b|[♠♥♦♣][AKQJT]\b|(?<![\w-])(NT|NS|EW|[NESW])(?![\w-])")


def _texts(window: MainWindow) -> set[tuple[str, str]]:
    found: set[tuple[str, str]] = set()
    for widget in window.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, QLabel):
            found.add(("label", widget.text()))
        elif isinstance(widget, QAbstractButton):
            found.add(("button", widget.text()))
        elif isinstance(widget, QGroupBox):
            found.add(("group", widget.title()))
        elif isinstance(widget, QComboBox):
            found.update(("combo", widget.itemText(i)) for i in range(widget.count()))
        elif isinstance(widget, QTabWidget):
            found.update(("tab", widget.tabText(i)) for i in range(widget.count()))
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model = widget.model()
            for column in range(model.columnCount()):
                found.add(("header", str(model.headerData(column, Qt.Orientation.Horizontal)
                                         or "")))
            for row in range(model.rowCount()):
                for column in range(model.columnCount()):
                    index = model.index(row, column)
                    for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                        value = model.data(index, role)
                        if value is not None:
                            found.add(("cell", str(value)))
        if widget.toolTip():
            found.add(("tooltip", widget.toolTip()))
    for action in window.menuBar().actions():
        found.add(("menu", action.text()))
        if action.menu() is not None:
            found.update(("menu", a.text()) for a in action.menu().actions())
    return found


@pytest.fixture(scope="module")
def match_path(tmp_path_factory):
    import gui_play_data as data

    from teams_app import operations as ops

    store = data.half_played(tmp_path_factory.mktemp("words"), turning=True)
    # round IV: table 1 played deal 19 and table 2 has not: annulled, replayed at the end
    ops.annul_deal(store, deal=19, reason=4, replay_at="round-end")
    path = store.path
    store.close()
    return path


@pytest.mark.parametrize("lang", ["bg", "ru"])
def test_the_window_speaks_only_the_language_chosen(qtbot, tmp_path, match_path, language,
                                                    lang):
    import shutil

    language(lang)
    copy = tmp_path / match_path.name
    shutil.copyfile(match_path, copy)
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1366, 698)
    window.show()
    assert window.open_file(copy)
    tabs = window.findChild(QTabWidget)
    found: set[tuple[str, str]] = set()
    for index in range(tabs.count()):
        tabs.setCurrentIndex(index)
        QApplication.processEvents()
        found |= _texts(window)
    assert len(found) > 300  # every tab's labels, tables and menus were read
    # and again with each row of each list selected (the panes beside them follow it),
    # the status lines, the menus and the audit log (tests/window_texts.py)
    found |= {(where.split("@")[0], text)
              for where, text in window_texts(window, every_row=True)}
    wrong = []
    for kind, text in sorted(found):
        if str(copy) in text or copy.name in text:
            continue  # the match file's path (the window title's tooltip): data
        if '{\n  "' in text:
            continue  # the audit log's stored command, shown as it is kept (JSON): data
        plain = re.sub(r"<[^>]+>", " ", text).replace("&nbsp;", " ")
        # what is also understood, said as such: "(или NV0 V60)", "напр. ♥K или ♥Д"
        plain = re.sub(r"\((или|or) [^)]*\)|♥K или", "", plain)
        # the audit log's time stamps (ISO 8601, as the log keeps them) are data
        plain = re.sub(r"\d{4}-\d\d-\d\dT[\d:.]+[+-]\d\d:\d\d", "", plain)
        if ENGLISH.search(plain) or LATIN.search(plain):
            wrong.append(f"{kind}: {plain[:160]}")
        elif re.search(r"(?<![\d.])\d+\.\d+(?![\d.])", plain):  # 52.3 where 52,3 is right
            wrong.append(f"{kind}: a decimal point: {plain[:160]}")
        elif _mixed_words(plain):
            wrong.append(f"{kind}: a word of Latin and Cyrillic letters: {plain[:160]}")
    window.close()
    assert wrong == [], "\n".join(wrong)


@pytest.mark.parametrize(("lang", "typed", "shown"), [
    ("bg", "7БК С +1", "7БК"), ("ru", "7БК С +1", "7БК"), ("en", "7NT S +1", "7NT")])
def test_a_refusal_names_the_contract_as_the_user_typed_it(lang, typed, shown):
    import words
    from models.errors import InputError
    from models.match import TableResult
    from words.errors import error_text
    from words.texts import entry_words

    with words.speaking(lang):
        with pytest.raises(InputError) as refused:
            TableResult.parse_entry(typed, entry_words())
        text = error_text(refused.value)
    assert shown in text and (lang == "en" or "NT" not in text), text
