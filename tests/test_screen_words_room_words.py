"""Issue 35, item 1, for the Rooms and Envelopes tabs, the annul dialog, the lock screen and
the round chooser: what stays in Qt's translations is the widgets' own labels; every text
about the match is the catalog's (``room.…`` in words/room_words.py, and the entries it
reuses), and shows in bg and ru from the real widgets."""

from __future__ import annotations

import ast
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

#: every text these files leave to Qt's translations, and why it is a widget's own
ALLOWED: dict[str, dict[str, str]] = {
    "rooms": {
        # the mouse entry (ResultPicker): captions and descriptions of input fields
        "or pick:": "caption of the mouse entry",
        "Pick the result with the mouse: it is written into the entry line above, Enter "
        "or Store stores it": "how to use the mouse entry",
        "Level": "an input field's caption", "Strain": "an input field's caption",
        "Doubled": "an input field's caption", "Declarer": "an input field's caption",
        "Tricks": "an input field's caption", "Honours": "an input field's caption",
        "level of the contract, or Pass": "an input field's description",
        "trumps, or no-trump": "an input field's description",
        "doubled / redoubled": "an input field's description",
        "the declarer's direction": "an input field's description",
        "tricks taken by declarer": "an input field's description",
        "honours in one hand: 4 trump honours 100, all 5 150, 4 aces at no-trump 150":
            "an input field's description (what to pick)",
        # the entry line
        "4SX N 10, 3NT S +1 or PASS — Enter stores": "the entry line's typing example",
        "Honours at the end: 4S N 10 H NS100 (NS100, NS150, EW100 or EW150)":
            "the entry line's typing example",
        "Store": "a button", "Draw score cards": "a button", "Set cards": "a button",
        "or type the drawn cards: NV0 V60": "an input field's typing example",
        "Each row is a game: Enter takes it into the entry line, the Menu key or Shift+F10 "
        "opens its menu (annul, delete, the replay's time)": "how to use the games list",
        "Contract, declarer and tricks, e.g. 4S N 10 or PASS; Enter stores it, Esc goes "
        "back to the next game": "the entry line's description and typing example",
        "Draw the deal's score cards at random": "a button's description",
        "Score cards drawn by hand": "an input field's name",
        "The two score cards, NS then EW, e.g. NV0 V60; Enter sets them":
            "an input field's description and typing example",
        "Set the score cards typed beside": "a button's description",
        "Delete this table's result": "a menu item",
        "Close round (backup)": "a button",
        "Keep a backup copy of the match file as it is at the end of this round":
            "a button's tooltip (the program's file)",
        "Close round": "a question's window title, naming no match thing",
    },
    "envelopes": {
        "The 24 envelopes": "a group box's title (and its table's name)",
        "This round's deals": "a group box's title (and its table's name)",
        "Decks": "a group box's title (and its table's name)",
        "By hand (exceptions)": "a group box's title",
        "The results move the envelopes on by themselves; record here only what they "
        "cannot say": "what the group box is for",
        "Deal": "an input field's caption",
        "Dealt": "a button", "Played": "a button", "Packed": "a button",
        "Carried": "a button", "Played there": "a button", "Returned": "a button",
        "Found on arrival:": "a caption of input fields",
        "the envelope found otherwise": "an input field's description and name",
        " cards": "a number field's unit",
        "cards found in that envelope": "an input field's description and name",
        "no score cards": "a check box", "its score cards were missing": "its tooltip",
        "Record the check": "a button",
        "The envelopes of this round that arrived at the deal's other table are checked: "
        "all 13 cards there, except the envelope above": "a button's tooltip",
        'Choose the deal and the envelope found short, its number of cards, then "Record '
        'the check".': "how to use the panel's fields and its button",
        "One short…": "a button", "An envelope held another number of cards":
            "a button's tooltip",
        "All there": "a button",
        "Every envelope held 13 cards (and its score cards): record the check":
            "a button's tooltip",
        "Packed and carried": "a button", "Sent back": "a button", "Done": "a button",
        "Record this as done": "a button's tooltip",
        "Not needed: the next deal dealt with them (or its score cards drawn) says it. "
        "Click if they went back earlier": "a button's tooltip",
        "Annul…": "a button",
    },
    "annul": {
        "Reason": "a group box's title",
        "note (what happened), optional": "an input field's placeholder",
        "Annul": "a button", "Dismiss the proposal": "a button",
        "Do not annul: keep the deal as played; say why in the note": "a button's tooltip",
        "Choose a reason.": "how to fill the form in",
    },
    "lock": {
        "Locked — Ctrl+L unlocks": "the program's own state and key",
    },
    "roundpicker": {
        "Round": "an input field's caption",
        "Back to the round in play": "a button",
        "Round shown": "an input field's name",
        "The round this tab shows": "an input field's description",
        "Show the round the tables play now": "a button's description",
        "This round is finished: show the next one": "a button's description",
    },
}


def _qt_texts(name: str) -> list[str]:
    """The texts of a file's ``tr(…)``/``self.tr(…)`` and ``translate(context, …)`` calls
    (a text not written literally fails: lupdate could not file it either)."""
    tree = ast.parse((ROOT / "teams_app" / "gui" / f"{name}.py").read_text("utf-8"))
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        called = (func.attr if isinstance(func, ast.Attribute)
                  else func.id if isinstance(func, ast.Name) else None)
        if called == "tr":
            argument = node.args[0]
        elif called == "translate":
            argument = node.args[1]
        else:
            continue
        assert isinstance(argument, ast.Constant) and isinstance(argument.value, str), (
            f"{name}.py:{node.lineno}: a Qt text not written literally")
        found.append(argument.value)
    return found


@pytest.mark.parametrize("name", FILES)
def test_only_the_widgets_own_labels_stay_in_qt(name):
    texts = _qt_texts(name)
    moved = sorted(set(texts) - set(ALLOWED[name]))
    assert not moved, f"{name}.py: match texts to word in words/room_words.py: {moved}"
    # a widget's label holds no match thing's number or name
    assert not [t for t in texts if "{" in t or "%1" in t]
    gone = sorted(set(ALLOWED[name]) - set(texts))
    assert not gone, f"{name}.py: no longer in Qt, drop from ALLOWED: {gone}"


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
