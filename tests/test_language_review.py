"""The language review of December 2026 (``docs/language-review.md``): what a Bulgarian
or Russian player reads, on the real outputs — refusals quoting what was typed, Undo and
the audit log worded from the catalog, the terms the review settled."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import words
from models.errors import MatchCoreError
from models.match import Seat, Settings, TableResult
from models.match import new_match as core_new_match
from models.names import check_name
from teams_app.operations import import_results
from teams_app.store import MatchStore
from words.errors import error_text
from words.steps import command_words, stored_words
from words.texts import entry_words

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "resources" / "samples" / "full-match.csv"


def _refusal(text: str, lang: str) -> str:
    with words.speaking(lang):
        with pytest.raises(MatchCoreError) as info:
            TableResult.parse_entry(text, entry_words())
        return error_text(info.value)


@pytest.mark.parametrize(("lang", "typed", "quoted"), [
    ("bg", "4♠ С", "„4♠ С“: "),
    ("bg", "4♠ С 10 О СЮ100", "„4♠ С 10 О СЮ100“: "),
    ("bg", "8♠ С 10", "„8♠“: нивото"),
    ("bg", "4♠ С 10 Н СЮ200", "„СЮ200“: онерите са СЮ100, СЮ150, ИЗ100 или ИЗ150"),
    ("ru", "4♠ С", "«4♠ С»: "),
    ("ru", "8♠ С 10", "«8♠»: уровень"),
    ("ru", "4♠ С 10 Н СЮ200", "«СЮ200»: онёры — это СЮ100, СЮ150, ВЗ100 или ВЗ150"),
])
def test_a_refusal_quotes_the_entry_as_typed(lang, typed, quoted):
    text = _refusal(typed, lang)
    assert text.startswith(quoted), text
    assert not re.search(r"\b(NS|EW)\d|\b\dS\b", text), text


@pytest.mark.parametrize(("lang", "expected"), [
    ("bg", "3БК СЮ 100: при игра без коз"),
    ("ru", "3БК СЮ 100: без козыря"),
])
def test_honours_refusals_name_the_contract_and_line_in_the_language(lang, expected):
    assert _refusal("3БК Ю 9 СЮ100", lang).startswith(expected)


@pytest.mark.parametrize(("lang", "team", "player", "reserve"), [
    ("en", "team A: ", "player A-1: ", "team B: reserve: "),
    ("bg", "отбор A: ", "играч A-1: ", "отбор B, резерва: "),
    ("ru", "команда A: ", "игрок A-1: ", "команда B, запасной: "),
])
def test_name_refusals_say_whose_name_in_the_language(lang, team, player, reserve):
    shown = []
    for name, what in (("", "team A"), ("x" * 90, "player A-1"),
                       ("a\u200bb", "team B: reserve")):
        with words.speaking(lang), pytest.raises(MatchCoreError) as info:
            check_name(name, what)
        with words.speaking(lang):
            shown.append(error_text(info.value))
    assert [s[:len(p)] for s, p in zip(shown, (team, player, reserve), strict=True)] == [
        team, player, reserve]
    if lang != "en":
        assert not re.search(r"team|player|reserve", " ".join(shown))


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "import full-match.csv: 72 results"),
    ("bg", "внос от full-match.csv: 72 резултата"),
    ("ru", "импорт из full-match.csv: 72 результата"),
])
def test_an_import_is_undone_under_a_summary_in_the_language(tmp_path, lang, expected):
    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    store = MatchStore.create(tmp_path / "m.match",
                              core_new_match("Левски", "Спартак", seats, settings=Settings()))
    try:
        import_results(store, SAMPLE)
        with words.speaking(lang):
            assert command_words(store.undo_command) == expected
            log = store.log()
            created = stored_words(log[0].what)
        assert created == {"en": "match created: Левски v Спартак",
                           "bg": "създаден мач: Левски – Спартак",
                           "ru": "создан матч: Левски – Спартак"}[lang]
    finally:
        store.close()


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("bg", "раздаване 15: пликовете са прибрани", "раздавания 13, 14: пликовете са прибрани"),
    ("ru", "сдача 15: карты разложены по конвертам", "сдачи 13, 14: карты разложены"),
])
def test_a_batch_of_envelopes_takes_the_plural_of_its_deals(lang, one, two):
    from models.envelopes import Action, EnvelopeAction
    from models.registry import Batch
    from models.vocabulary import Direction

    def carried(*deals: int) -> str:
        steps = [EnvelopeAction(d, Action.PACK, Direction.N) for d in deals]
        steps += [EnvelopeAction(d, Action.CARRY) for d in deals]
        with words.speaking(lang):
            return command_words(Batch(tuple(steps)))

    assert carried(15).startswith(one)
    assert carried(13, 14).startswith(two)


# -- the command line --------------------------------------------------------------------

#: Latin a bg/ru output may hold: team codes, IMP/VP, the program and its options, file
#: and format names
_LATIN_ALLOWED = {"A", "B", "IMP", "VP", "teams", "app", "MATCH", "analyse", "full", "match",
                  "csv", "stolitsa", "m"}


def _latin_words(text: str) -> list[str]:
    text = re.sub(r"\d{4}-\d\d-\d\dT[\d:.+]+", "", text)  # the log's timestamps
    return [w for w in re.findall(r"[A-Za-z]+", text) if w not in _LATIN_ALLOWED]


def _run(capsys, *args: object) -> tuple[int, str, str]:
    from teams_app.cli import main

    status = main([str(a) for a in args])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


@pytest.fixture
def played(tmp_path, capsys) -> Path:
    path = tmp_path / "m.match"
    assert _run(capsys, "new", path, "--team", "Левски", "--other-team", "Спартак",
                "--players", "Иван,Петър,Георги,Мария",
                "--other-players", "Анна,Елена,Борис,Нина")[0] == 0
    return path


@pytest.mark.parametrize("lang", ["bg", "ru"])
def test_every_command_for_people_speaks_the_language(played, capsys, lang):
    status, out, _ = _run(capsys, "import", played, SAMPLE, "--lang", lang)
    assert status == 0 and _latin_words(out.replace(str(played), "")) == [], out
    shown = {}
    for command in (("report",), ("deals", "checks"), ("deals", "par"), ("log",)):
        status, out, err = _run(capsys, *command, played, "--lang", lang)
        assert status == 0, err
        if command == ("log",):  # the rows' texts; the changes under them are data (JSON)
            out = "\n".join(line for line in out.splitlines() if line.startswith("#"))
        shown[command] = out
        assert _latin_words(out) == [], (command, _latin_words(out))
    report = shown[("report",)]
    assert re.search(r"\d+,\d\d %", report) and not re.search(r"\d\.\d", report), report
    assert {"bg": "внос от full-match.csv: 72 резултата",
            "ru": "импорт из full-match.csv: 72 результата"}[lang] in shown[("log",)]


@pytest.mark.parametrize(("lang", "frame", "words_of_it"), [
    ("bg", "teams-app: грешка: ", "мачът вече е отворен за писане"),
    ("ru", "teams-app: ошибка: ", "матч уже открыт для записи"),
])
def test_the_single_writer_refusal_in_the_language(played, capsys, lang, frame, words_of_it):
    with MatchStore.open(played):
        status, _, err = _run(capsys, "annul", played, 1, "--reason", 2, "--lang", lang)
    assert status == 1 and err.startswith(frame) and words_of_it in err, err
    assert not re.search(r"\b(error|already|open|window|program)\b",
                         err.replace(str(played), "")), err


# -- the window and Qt's own dialogs -----------------------------------------------------


@pytest.fixture
def window(qtbot):
    from teams_app.gui.mainwindow import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close_match()
    w.set_language("en")


@pytest.mark.parametrize(("first", "then", "shown"), [
    ("bg", "ru", {"app": "Командный матч", "tab": "Залы"}),
    ("ru", "bg", {"app": "Отборен мач", "tab": "Зали"}),
])
def test_the_window_follows_a_language_switch_at_once(window, qtbot, tmp_path, first, then,
                                                      shown):
    from PySide6.QtWidgets import QApplication

    from teams_app.gui.demo import create_demo

    window.open_file(create_demo(tmp_path))
    window.set_language(first)
    for index in range(window.tabs.count()):  # every view built in the first language
        window.tabs.setCurrentIndex(index)
        QApplication.processEvents()
    window.set_language(then)
    assert QApplication.applicationDisplayName() == shown["app"]
    assert window.tabs.tabText(0) == shown["tab"]
    assert words.language() == then
    # every open view follows at once: the window says what a window opened in that
    # language on the same match says, tab by tab
    import shutil

    from window_texts import window_texts

    from teams_app.gui.mainwindow import MainWindow

    other = tmp_path / "other"
    other.mkdir()
    copy = other / window.store.path.name
    shutil.copyfile(window.store.path, copy)
    fresh = MainWindow()
    qtbot.addWidget(fresh)
    fresh.resize(window.size())
    fresh.show()
    assert fresh.open_file(copy)
    window.tabs.setCurrentIndex(0)
    places = (str(tmp_path), str(other))

    def texts(w: MainWindow) -> list[tuple[str, str]]:
        return [(where, text) for where, text in window_texts(w, every_row=False,
                                                             audit_log=False)
                if not where.startswith("status") and not any(p in text for p in places)]

    mine, theirs = texts(window), texts(fresh)
    assert len(mine) > 300  # every tab's labels, lists and menus
    assert mine == theirs, [(a, b) for a, b in zip(mine, theirs, strict=False) if a != b][:6]
    fresh.close_match()


@pytest.mark.parametrize(("lang", "look_in", "cancel"), [
    ("bg", "&Преглед на:", "Отказ"),
    ("ru", "&Перейти к:", "Отмена"),
])
def test_qts_own_dialogs_speak_the_apps_language(window, qtbot, lang, look_in, cancel):
    from PySide6.QtCore import QLocale
    from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QLabel, QMessageBox

    from teams_app.gui import settings as app_prefs

    window.set_language(lang)
    assert QLocale().name().startswith(lang)
    # the desktop's own dialog would speak the desktop's language: Qt's is used instead
    options = app_prefs.file_dialog_options()
    if QLocale.system().name().split("_")[0] != lang:
        assert options & QFileDialog.Option.DontUseNativeDialog
    dialog = QFileDialog(window)
    dialog.setOptions(options | QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    labels = [label.text() for label in dialog.findChildren(QLabel)]
    assert look_in in labels and not any(re.search("[A-Za-z]", t) for t in labels), labels
    buttons = [b.text() for box in dialog.findChildren(QDialogButtonBox) for b in box.buttons()]
    assert cancel in [b.replace("&", "") for b in buttons], buttons
    box = QMessageBox(QMessageBox.Icon.Question, "", "",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, window)
    qtbot.addWidget(box)
    texts = [box.button(b).text().replace("&", "")
             for b in (QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No)]
    assert all(re.fullmatch(r"[А-Яа-я]+", t) for t in texts), texts


@pytest.mark.parametrize(("lang", "typed"), [
    ("bg", "изв. з. 0 в.з. 60"), ("bg", "NV0 V60"),
    ("ru", "вне з. 0 в зоне 60"), ("ru", "NV0 V60"),
])
def test_score_cards_are_typed_as_they_are_shown(lang, typed):
    from models.scorecards import ScoreCard
    from words.notation import score_card_text
    from words.texts import read_score_cards

    ns, ew = ScoreCard.parse("NV0"), ScoreCard.parse("V60")
    with words.speaking(lang):
        shown = f"{score_card_text(ns)} {score_card_text(ew)}"
        assert read_score_cards(typed) == (ns, ew)
        assert read_score_cards(shown) == (ns, ew), shown


@pytest.mark.parametrize(("lang", "typed"), [("bg", "АРД.В2.10987.5432"),
                                              ("ru", "ТКД.В2.10987.5432")])
def test_hands_are_typed_in_the_languages_ranks(lang, typed):
    from models.vocabulary import Hand
    from words.texts import typed_hand

    with words.speaking(lang):
        assert Hand.parse(typed_hand(typed)) == Hand.parse("AKQ.J2.T987.5432")


# -- every refusal keyed -----------------------------------------------------------------

#: raise sites of the core still without a message key: the format's own definition
#: checks, par's and the registry's internal ones (no user types them), and the few the
#: report lists — (module, the English reason's first words)
_UNKEYED = {
    ("models/format.py", None),  # the format tables' own consistency (a programming error)
    ("models/par.py", None),  # the double-dummy table's shape, from the solver
    ("models/codec.py", None),  # a logged command or stored value that is not one (the
    #   store words it: a damaged file)
    ("models/vocabulary.py", "f'{card.display} is in no hand'"),
    ("models/vocabulary.py", "'; '.join(problems)"),
    ("models/vocabulary.py", "f'\"{text}\": a deal starts"),
    ("models/vocabulary.py", "f'\"{text}\": a deal has four"),
    ("models/match.py", "f'{code}: no player"),
    ("models/match.py", "f'settings: {exc}'"),
    ("models/commands.py", "f'extra {self.slot!r}"),
    ("models/scoring.py", "f'board {board}"),
    ("models/scoring.py", "f'{boards} boards"),
    ("models/notebook.py", "f'deal {key}, table {table}: '"),
    # `teams-app score`: a JSON line a program writes, answered in English (its format's
    # field names are English)
    ("teams_app/cli/core.py", None),
    # a programming error, never a user's
    ("teams_app/operations/results.py", "'give a result as text"),
    ("teams_app/operations/envelopes.py", "f'{hint.text}: a warning"),
}


#: entries that name the values typed on the command line (``--replay now|round-end…``)
_OPTION_WORDS = {"error.replay_at"}


def _raise_sites():
    import ast

    paths = [*sorted((ROOT / "models").glob("*.py")), *sorted((ROOT / "printing").glob("*.py")),
             *sorted((ROOT / "teams_app").rglob("*.py"))]
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)):
                continue
            func = node.exc.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            if name == "PrintError":  # its key first, its words the catalog's
                key, reason = node.exc.args[0], ""
            elif name in ("MatchError", "InputError"):
                key = node.exc.args[1] if len(node.exc.args) >= 2 else next(
                    (k.value for k in node.exc.keywords if k.arg == "key"), None)
                reason = ast.unparse(node.exc.args[0]) if node.exc.args else ""
            else:
                continue
            yield path.relative_to(ROOT).as_posix(), node.lineno, key, reason


def test_every_refusal_carries_a_message_key_worded_in_every_language():
    """Every refusal raised in the core, the papers and the app (models/, printing/,
    teams_app/) carries a message key whose entry is worded in bg and ru."""
    catalog = words.catalog()
    unkeyed, unworded = [], []
    for module, line, key, reason in _raise_sites():
        if key is None:
            if (module, None) in _UNKEYED or any(
                    m == module and start and reason.replace('"', "'").startswith(
                        start.replace('"', "'")[:25]) for m, start in _UNKEYED):
                continue
            unkeyed.append(f"{module}:{line} {reason[:60]}")
            continue
        import ast

        if not isinstance(key, ast.Constant):
            continue  # a key chosen at run time (its branches are worded by words.errors)
        # a results file's refusals are worded by words.file_errors from file.… entries
        prefix = key.value if key.value.startswith("file.") else f"error.{key.value}"
        entries = [k for k in catalog if k == prefix
                   or k.startswith(f"{prefix}.") or k.startswith(f"{prefix}_")]
        if not entries:
            unworded.append(f"{module}:{line} {key.value}")
            continue
        for entry in entries:
            if entry in _OPTION_WORDS:
                continue
            for lang, text in zip(("bg", "ru"), catalog[entry][1:], strict=True):
                forms = text if isinstance(text, tuple) else (text,)
                for form in forms:
                    # the values, options (--round) and commands (`teams-app …`) aside
                    plain = re.sub(r"\{[^}]*\}|--[a-z-]+|`[^`]*`", "", form)
                    english = [w for w in re.findall(r"[A-Za-z]{3,}", plain)
                               if w not in {"MATCH", "teams", "app", "PBN", "IMP", "WBF",
                                            "CSV", "PASS", "pdf", "letter", "UTF", "Windows",
                                            "Excel"}]
                    assert not english, (entry, lang, form)
    assert unkeyed == [], "\n".join(unkeyed)
    assert unworded == [], "\n".join(unworded)


def _mixed_words(text: str) -> list[str]:
    """Words that mix Latin and Cyrillic letters ("обявa" with a Latin a)."""
    text = re.sub(r"\{[^}]*\}|%\d|%n|&(?=\w)", "", text)
    return [w for w in re.findall(r"\w+", text)
            if re.search("[A-Za-z]", w) and re.search("[А-Яа-яЁё]", w)]


def test_no_word_mixes_latin_and_cyrillic_letters():
    from xml.etree import ElementTree

    found = []
    for key, entry in words.catalog().items():
        for lang, text in zip(("bg", "ru"), entry[1:], strict=True):
            for form in text if isinstance(text, tuple) else (text,):
                found += [(key, lang, w) for w in _mixed_words(form)]
    for lang in ("bg", "ru"):
        path = ROOT / "resources" / "translations" / f"teams_app_{lang}.ts"
        for message in ElementTree.parse(path).getroot().iter("message"):
            translation = message.find("translation")
            assert translation is not None
            texts = [translation.text or ""] + [n.text or "" for n in
                                                translation.findall("numerusform")]
            found += [(message.findtext("source"), lang, w) for t in texts
                      for w in _mixed_words(t)]
    assert found == []


@pytest.mark.parametrize(("lang", "won"), [("en", "won by"), ("bg", "спечели с"),
                                           ("ru", "победитель — ")])
def test_the_scoreboard_says_who_won_once_the_match_is_over(tmp_path, lang, won):
    from teams_app.report_html import board_state

    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    store = MatchStore.create(tmp_path / "m.match",
                              core_new_match("Левски", "Спартак", seats, settings=Settings()))
    try:
        import_results(store, SAMPLE)
        state = board_state(store.match, lang)
    finally:
        store.close()
    assert state["status"] == "complete"
    assert won in state["leader_text"], state["leader_text"]


@pytest.mark.parametrize(("lang", "expected"), [
    ("bg", "teams-app envelopes: грешка: аргумент --short: „Q“: посоката трябва да е"),
    ("ru", "teams-app envelopes: ошибка: аргумент --short: «Q»: направление — "),
])
def test_usage_errors_end_in_the_language(played, capsys, lang, expected):
    from teams_app.cli import main

    with pytest.raises(SystemExit) as info:
        main(["envelopes", str(played), "--short", "8:Q:12", "--lang", lang])
    assert info.value.code == 2
    assert expected in capsys.readouterr().err
    assert _run(capsys, "envelopes", played, "--check", "1", "--short", "8:З:12",
                "--lang", "bg")[0] in (0, 1)  # the language's letter is read (З = West)


@pytest.mark.parametrize(("args", "expected"), [
    (["annul", "{m}", "3", "--reason", "9", "--lang", "bg"],
     "teams-app annul: грешка: аргумент --reason: невалиден избор: 9 (изберете от 1, 2, 3"),
    (["annul", "--lang", "ru"],
     "teams-app annul: ошибка: не хватает обязательных аргументов: MATCH, DEAL, --reason"),
    (["envelopes", "{m}", "--carry", "1", "--check", "2", "--lang", "ru"],
     "ошибка: аргумент --check: нельзя вместе с --carry"),
    (["report", "{m}", "--bogus", "--lang", "bg"], "грешка: непознати аргументи: --bogus"),
])
def test_argparses_own_usage_errors_in_the_language(played, capsys, args, expected):
    from teams_app.cli import main

    with pytest.raises(SystemExit) as info:
        main([str(played) if a == "{m}" else a for a in args])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert expected in err, err


@pytest.mark.parametrize("lang", ["bg", "ru"])
def test_every_step_of_a_match_night_is_worded_in_the_language(tmp_path, lang):
    """Issue 35, item 1: every step a match night logs — results, draws, envelopes, an
    annulment and its replay time, a dismissed proposal, a lead, an auction, a player
    substituted, the settings, who runs the match, undone steps — reads in the language
    in the Edit menu and the audit log (its command's words, or its label's), not in the
    core's English."""
    from dataclasses import replace

    import gui_play_data as data

    from models.codec import command_from_data
    from teams_app import operations as ops
    from words.steps import command_words, stored_words

    store = data.half_played(tmp_path)
    try:
        ops.set_lead(store, deal=1, table=1, lead="HK")
        ops.record_auction(store, deal=1, table=1, calls="1S P 2S P P P")
        ops.annul_deal(store, deal=20, reason=4, replay_at="match-end")
        ops.set_replay_at(store, deal=20, replay_at="round-end")
        ops.substitute(store, code="A-2", from_round=5, reserve=None)
        ops.change_settings(store, settings=replace(store.match.settings, phone_leads=True))
        ops.set_host_table(store, table=1)
        ops.set_host_table(store, table=None)
        ops.undo(store)
        entries = store.log()
    finally:
        store.close()
    english = re.compile(r"\b(the|deal|deals|table|round|result|envelopes?|annulled|"
                         r"replay|settings|player|host|undo|redo|cards|lead|auction|"
                         r"created|import|played|set|from|to)\b", re.IGNORECASE)
    wrong = []
    with words.speaking(lang):
        for entry in entries:
            # as the audit log words a row: an undo by the command it undid
            for data_ in ([entry.before] if entry.action == "undo" else [entry.after]):
                if not isinstance(data_, dict):
                    continue
                try:
                    command = command_from_data(data_)
                except (KeyError, TypeError, ValueError):
                    text = stored_words(entry.what)  # the match's creation
                else:
                    text = command_words(command)
                names = ("Lions", "Tigers", *data.PLAYERS.values())
                plain = text
                for name in names:
                    plain = plain.replace(name, "")
                if english.search(plain):
                    wrong.append(f"{entry.id} {data_.get('kind')}: {text}")
    assert len(entries) > 60
    assert not wrong, "\n".join(sorted(set(wrong))[:30])


@pytest.mark.parametrize("lang", ["bg", "ru"])
def test_the_other_commands_for_people_speak_the_language(played, capsys, tmp_path, lang):
    """Issue 35: every command that prints for people, in bg and ru, prints no English
    word: the steps (annul, undo, redo, settings), the outputs written (export, print),
    the analysis, the deals dealt in advance and their sheet, the match plan."""
    status, _, err = _run(capsys, "import", played, SAMPLE, "--lang", lang)
    assert status == 0, err
    fresh = tmp_path / "fresh.match"
    assert _run(capsys, "new", fresh, "--team", "Левски", "--other-team", "Спартак",
                "--players", "Иван,Петър,Георги,Мария",
                "--other-players", "Анна,Елена,Борис,Нина", "--lang", lang)[0] == 0
    commands = [
        ("annul", played, 3, "--reason", 2),
        ("undo", played), ("redo", played), ("undo", played),
        ("settings", played, "--host-table", "1"),
        ("export", played, "--csv", tmp_path / "out.csv"),
        ("export", played, "--pbn", tmp_path / "out.pbn"),
        ("export", played, "--html", tmp_path / "out.html"),
        ("print", played, "--what", "rotation", "-o", tmp_path / "rotation.pdf"),
        ("analyse", played),
        ("deals", "generate", fresh, "--seed", "abc"),
        ("deals", "sheet", fresh),
        ("schedule",),
        ("envelopes", fresh),
    ]
    for command in commands:
        status, out, err = _run(capsys, *command, "--lang", lang)
        assert status == 0, (command, err)
        text = out + err
        for path in (played, fresh, tmp_path):
            text = text.replace(str(path), "")
        left = [w for w in _latin_words(text)
                if w not in {"I", "II", "III", "IV", "V", "VI", "abc", "out", "csv", "pbn",
                             "html", "pdf", "rotation", "fresh", "deals", "generate",
                             "seed", "stolitsa"}]
        assert left == [], (command, left, text[:500])
