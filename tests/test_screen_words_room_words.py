"""Issue 35, item 1, for the Rooms and Envelopes tabs, the annul dialog, the lock screen and
the round chooser: what stays in Qt's translations is the widgets' own labels; every text
about the match is the catalog's (``room.…`` in words/room_words.py, and the entries it
reuses), and shows in bg and ru from the real widgets (what the files leave to Qt is
held for every file of the window by ``tests/test_screen_words.py``)."""

from __future__ import annotations

import random
from pathlib import Path

import gui_play_data as data
import pytest
from PySide6.QtWidgets import QLabel, QRadioButton

from models.match import AnnulReason, ReplayAt
from teams_app.gui.annul import AnnulDialog
from teams_app.gui.envelopes import EnvelopesView
from teams_app.gui.lock import LockScreen
from teams_app.gui.rooms import RoomsView
from teams_app.gui.session import MatchSession
from words import word
from words.texts import reason_text, replay_when_text

ROOT = Path(__file__).resolve().parent.parent
FILES = ("rooms", "envelopes", "annul", "lock", "roundpicker")

@pytest.fixture(scope="module")
def template(tmp_path_factory):
    store = data.half_played(tmp_path_factory.mktemp("room_words"))
    store.close()
    return store.path


@pytest.fixture
def session(template, tmp_path):
    store = data.open_copy(template, tmp_path)
    yield MatchSession(store, rng=random.Random(5))
    store.close()


EXPECTED = {
    "bg": {"title": "Маса 1 — тур IV  ·  СЮ ",
           "target": "Игра 4 · раздаване 22 (изпратено) · раздава ",
           "round": "Тур IV", "annul": "Анулиране на раздаване 22",
           "next_env": "Маса 2: какво следва с пликовете",
           "info": "Раздаване 22, тур IV, раздадено на маса 2.\n"
                   "маса 1: още не е изиграно; маса 2: 4БК Ю +2 (СЮ +490)",
           "deal_item": "раздаване 19 (маса 1)"},
    "ru": {"title": "Стол 1 — тур IV  ·  СЮ ",
           "target": "Игра 4 · сдача 22 (присланная) · сдаёт ",
           "round": "Тур IV", "annul": "Аннулировать сдачу 22",
           "next_env": "Стол 2: что дальше с конвертами",
           "info": "Сдача 22, тур IV, сдана за столом 2.\n"
                   "стол 1: ещё не сыграна; стол 2: 4БК Ю +2 (СЮ +490)",
           "deal_item": "сдача 19 (стол 1)"},
}


@pytest.mark.parametrize("lang", ["bg", "ru"])
def test_the_rooms_speak_the_language_from_the_catalog(qtbot, session, language, lang):
    language(lang)
    rooms = RoomsView(session)
    qtbot.addWidget(rooms)
    rooms.show()
    want = EXPECTED[lang]
    panel = rooms.panels[1]
    assert panel.title.text().startswith(want["title"]), panel.title.text()
    assert panel.target_label.text().startswith(want["target"]), panel.target_label.text()
    assert rooms.round_box.currentText() == want["round"]
    assert panel.view.accessibleName() == word("room.games_of_table", lang, t=1)
    row = panel.model.row(panel.model.row_of(22, 0))
    menu = panel.context_menu(row)
    assert menu.actions()[0].text() == word("hostpage.annul_this", lang, d=22) == (
        want["annul"] + "…")
    # a round closed that still misses results: asked with the count's plural form
    assert word("room.close_missing", lang, count=5, round=want["round"]).startswith(
        want["round"] + ": ")
    for text in (panel.title.text(), panel.target_label.text(), panel.preview.text()):
        assert "Table" not in text and "deal" not in text and "round" not in text


@pytest.mark.parametrize("lang", ["bg", "ru"])
def test_the_envelopes_and_the_lock_speak_the_language(qtbot, session, language, lang):
    language(lang)
    view = EnvelopesView(session)
    qtbot.addWidget(view)
    view.show()
    want = EXPECTED[lang]
    assert view.hint_boxes[2].title() == want["next_env"]
    items = [view.deal_box.itemText(i) for i in range(view.deal_box.count())]
    assert want["deal_item"] in items, items
    assert view._nothing[1].text() == word("room.nothing_due", lang)
    lock = LockScreen()
    qtbot.addWidget(lock)
    lock.start(session)
    try:
        assert lock.round_label.text() == want["round"]
        # each table's progress as the host's phone says it
        first = lock.tables[0].text().split("\n")[0]
        assert first in {word("hostpage.table", lang, t=1, played=n, games=6)
                         for n in range(7)}, first
        assert "games" not in lock.tables[0].text()
    finally:
        lock.stop()


@pytest.mark.parametrize("lang", ["bg", "ru"])
def test_the_annul_dialog_speaks_the_catalogs_words(qtbot, session, language, lang):
    language(lang)
    dialog = AnnulDialog(session, 22, AnnulReason.SHORT_ENVELOPE)
    qtbot.addWidget(dialog)
    want = EXPECTED[lang]
    assert dialog.windowTitle() == want["annul"]
    assert dialog.info.text() == want["info"]
    # the reasons and the replay times: the words the host's phone offers
    button = dialog.reason_buttons[AnnulReason.SHORT_ENVELOPE]
    assert button.text() == (f"3. {reason_text(AnnulReason.SHORT_ENVELOPE)}  "
                             + word("room.proposed", lang))
    for radio, when in ((dialog.now, ReplayAt.NOW), (dialog.round_end, ReplayAt.ROUND_END),
                        (dialog.match_end, ReplayAt.MATCH_END),
                        (dialog.no_replay, ReplayAt.NONE)):
        said = replay_when_text(when)
        assert radio.text().startswith(said[:1].upper() + said[1:]), radio.text()
    texts = [w.text() for w in dialog.findChildren(QRadioButton)]
    texts += [w.text() for w in dialog.findChildren(QLabel) if w.text()]
    assert not [t for t in texts if "table" in t or "deal" in t or "round" in t], texts
