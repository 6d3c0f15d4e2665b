"""The application shell: fonts, actions, main window, start page, audit log, languages."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest
from fake_dialogs import FakeDialogs
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics, QKeySequence
from PySide6.QtWidgets import QApplication, QDialog, QTableView, QWizard

from models.balances import compute_balances
from models.match import AnnulReason, DealKey, ScoringMethod, Seat, new_match
from teams_app import operations
from teams_app.gui import settings as app_prefs
from teams_app.gui.actions import MATCH_ACTIONS, ActionId, build_actions
from teams_app.gui.annul import AnnulDialog
from teams_app.gui.auditlog import AuditLogDialog, AuditLogModel, local_time
from teams_app.gui.demo import ANNULLED_DEAL, create_demo
from teams_app.gui.fonts import FAMILY, register_fonts
from teams_app.gui.mainwindow import MainWindow
from teams_app.gui.wizard import SetupWizard
from teams_app.gui.wizard.draw import DrawPage
from teams_app.store import MatchStore
from words.steps import entry_words

NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal")


#: The test's own settings and match folder come from conftest's ``_own_home``.
pytestmark = pytest.mark.usefixtures("english_app")


@pytest.fixture
def errors(window):
    """(title, message) of every error the window showed (the test looks at them)."""
    window.dialogs.errors_fail = False
    return window.dialogs.errors


def make_match_file(path):
    seats = {f"{t}-{i}": Seat(NAMES[(t == "B") * 4 + i - 1]) for t in "AB" for i in range(1, 5)}
    MatchStore.create(path, new_match("Sofia", "Plovdiv", seats)).close()
    return path


@pytest.fixture
def window(qtbot):
    w = MainWindow(dialogs=FakeDialogs(errors_fail=True))
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close_match()


# -- fonts and actions -----------------------------------------------------------------


def test_dejavu_is_registered_and_covers_cyrillic_and_suits(qapp):
    families = register_fonts(set_default=False)
    assert FAMILY in families
    assert FAMILY in QFontDatabase.families()
    metrics = QFontMetrics(QFont(FAMILY, 10))
    for char in "♠♥♦♣ЖЪЮя":
        assert metrics.inFontUcs4(ord(char)), char


def test_actions_are_keyed_by_enum_with_standard_shortcuts(qapp):
    from PySide6.QtCore import QObject

    owner = QObject()
    actions = build_actions(owner)
    assert set(actions) == set(ActionId)
    assert all(action.text() for action in actions.values())
    assert actions[ActionId.UNDO].shortcut() == QKeySequence("Ctrl+Z")
    assert actions[ActionId.REDO].shortcut() == QKeySequence("Ctrl+Shift+Z")
    assert actions[ActionId.OPEN].shortcut() == QKeySequence(QKeySequence.StandardKey.Open)


# -- the main window -------------------------------------------------------------------


def test_without_a_match_the_start_page_shows_and_match_actions_are_off(window):
    assert window.stack.currentWidget() is window.start_page
    for action_id in MATCH_ACTIONS:
        assert not window.action_map[action_id].isEnabled(), action_id
    assert window.action_map[ActionId.NEW].isEnabled()
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles[:4] == ["&File", "&Edit", "&View", "&Match"]


def test_opening_a_match_shows_its_views_and_remembers_it(window, tmp_path, errors):
    path = make_match_file(tmp_path / "m.match")
    with_signal = []
    window.match_opened.connect(with_signal.append)
    assert window.open_file(path)
    assert errors == []
    assert with_signal == [path]
    assert window.stack.currentWidget() is window.tabs
    assert window.tabs.count() >= 1
    assert "Sofia" in window.windowTitle() and "Plovdiv" in window.windowTitle()
    assert window.action_map[ActionId.CLOSE].isEnabled()
    assert not window.action_map[ActionId.UNDO].isEnabled()  # nothing done yet
    assert app_prefs.recent_files() == [str(path.resolve())]
    # only the shown tab's view is built at once; the others when first shown
    names = [window.tabs.widget(i).objectName() for i in range(window.tabs.count())]
    assert names[0] == "RoomsView" and list(window.views) == ["RoomsView"]
    if "BalancesView" in names:
        window.tabs.setCurrentIndex(names.index("BalancesView"))
        assert "BalancesView" in window.views
        assert window.views["BalancesView"].isVisible()
    window.close_match()
    assert window.store is None and window.tabs.count() == 0
    assert window.stack.currentWidget() is window.start_page
    assert window.start_page.recent.item(0).toolTip() == str(path.resolve())
    MatchStore.open(path).close()  # the file was released


def test_a_file_that_cannot_be_opened_says_why(window, tmp_path, errors):
    good = make_match_file(tmp_path / "good.match")
    window.open_file(good)
    bad = tmp_path / "notes.match"
    bad.write_text("shopping list")
    assert not window.open_file(bad)
    assert len(errors) == 1
    title, text = errors[0]
    assert title == "Cannot open the match"
    assert "notes.match" in text
    assert window.store is not None and window.store.path == good  # still open

    assert not window.open_file(tmp_path / "gone.match")
    assert "gone.match" in errors[1][1]


def test_undo_and_redo_name_the_change(window, tmp_path, errors, qtbot):
    window.open_file(make_match_file(tmp_path / "m.match"))
    with qtbot.waitSignal(window.session.changed):
        window.session.run(operations.type_score_cards, deal=1, ns="NV0", ew="V60")
    undo, redo = window.action_map[ActionId.UNDO], window.action_map[ActionId.REDO]
    assert undo.isEnabled() and undo.text().startswith("&Undo: ")
    assert "deal 1" in undo.text()
    assert not redo.isEnabled()
    with qtbot.waitSignal(window.session.changed):
        undo.trigger()
    assert 1 not in window.store.match.draws
    assert redo.isEnabled() and "deal 1" in redo.text()
    with qtbot.waitSignal(window.session.changed):
        redo.trigger()
    assert 1 in window.store.match.draws
    assert errors == []


def test_audit_log_lists_every_change_and_follows_new_ones(window, tmp_path, qtbot, qtmodeltester):
    window.open_file(make_match_file(tmp_path / "m.match"))
    window.session.run(operations.type_score_cards, deal=1, ns="NV0", ew="V60")
    window.action_map[ActionId.AUDIT_LOG].trigger()
    dialog = window.audit_log
    assert isinstance(dialog, AuditLogDialog) and dialog.isVisible()
    log = window.store.log()
    assert dialog.model.rowCount() == len(log)
    newest = dialog.model.index(0, AuditLogModel.WHAT).data()
    assert newest == "deal 1: score cards NS NV0, EW V60" == entry_words(log[-1])
    assert "NV0" in dialog.details.toPlainText()
    qtmodeltester.check(dialog.model)
    window.session.run(operations.type_score_cards, deal=2, ns="NV20", ew="V0")
    assert dialog.model.rowCount() == len(log) + 1
    assert "deal 2" in dialog.model.index(0, AuditLogModel.WHAT).data()
    window.action_map[ActionId.UNDO].trigger()
    model = dialog.model
    assert model.index(0, AuditLogModel.WHAT).data().startswith("Undo: deal 2")
    undone = model.index(1, AuditLogModel.WHAT)
    assert undone.data().startswith("deal 2")
    assert undone.data(Qt.ItemDataRole.ToolTipRole) == "Undone (can be redone)"


def test_local_time_formats_iso_and_keeps_odd_text():
    assert local_time("2026-11-29T10:00:00") == "2026-11-29 10:00:00"
    assert local_time("yesterday") == "yesterday"


def test_new_match_runs_the_wizard_and_opens_the_file(window, tmp_path, monkeypatch):
    def drive(dialog):
        assert isinstance(dialog, SetupWizard)
        dialog.restart()  # as showing it does: each page set up as it is reached
        dialog.setField("team_a", "North")
        dialog.setField("team_b", "South")
        for i, name in enumerate(NAMES):
            dialog.setField(f"player_{'ab'[i // 4]}{i % 4 + 1}", name)
        dialog.next()
        dialog.draw_page.set_mode(DrawPage.ORDER)
        dialog.next()
        dialog.settings_page.host.set(None, None)
        dialog.next()
        dialog.setField("path", str(tmp_path / "new.match"))
        dialog.accept()
        return dialog.result()

    window.dialogs.on("exec_dialog", drive)
    window.action_map[ActionId.NEW].trigger()
    assert window.store is not None
    assert window.store.path == tmp_path / "new.match"
    assert window.store.match.seats["B-1"].player == "Eve"


def test_cancelled_wizard_changes_nothing(window, monkeypatch):
    window.dialogs.on("exec_dialog", lambda d: QWizard.DialogCode.Rejected)
    window.start_page.new_button.click()
    assert window.store is None


def test_open_asks_for_a_path(window, tmp_path, monkeypatch):
    path = make_match_file(tmp_path / "m.match")
    window.dialogs.on("ask_open_path", lambda p, s: str(path))
    window.start_page.open_button.click()
    assert window.store is not None and window.store.path == path


def test_save_a_copy_writes_a_readable_copy(window, tmp_path, monkeypatch, errors):
    window.open_file(make_match_file(tmp_path / "m.match"))
    window.session.run(operations.type_score_cards, deal=1, ns="NV0", ew="V60")
    target = tmp_path / "copy.match"
    window.dialogs.on("ask_save_path", lambda p, title, start, f: str(target))
    window.action_map[ActionId.SAVE_COPY].trigger()
    assert errors == []
    with MatchStore.open(target, read_only=True) as copy:
        assert copy.match.draws == window.store.match.draws
    # saving over the open file itself is refused
    window.dialogs.on("ask_save_path", lambda p, title, start, f: str(tmp_path / "m.match"))
    window.action_map[ActionId.SAVE_COPY].trigger()
    assert "open match itself" in errors[0][1]


def test_recent_menu_lists_opened_files(window, tmp_path):
    one = make_match_file(tmp_path / "one.match")
    two = make_match_file(tmp_path / "two.match")
    window.open_file(one)
    window.open_file(two)
    window._fill_recent_menu()
    texts = [a.text() for a in window.recent_menu.actions()]
    assert texts == ["&1 two", "&2 one"]
    window.recent_menu.actions()[1].trigger()
    assert window.store.path == one


# -- the demo --------------------------------------------------------------------------


def test_demo_match_is_half_played_with_a_replayed_annulment(tmp_path):
    path = create_demo(tmp_path)
    again = create_demo(tmp_path)
    assert path.name == "Demo match.match" and again.name == "Demo match (2).match"
    with MatchStore.open(path) as store, MatchStore.open(again) as other:
        match = store.match
        assert match.results == other.match.results  # seeded: the same every time
        assert ANNULLED_DEAL in {key.deal for key in match.annulments}
        balances = compute_balances(match)
        played = [r for r in balances.rounds if r.deals]
        assert len(balances.rounds) == 6
        # 3 rounds, the replay of the annulled deal (played first at table 1 and then
        # annulled), and round 4's originals at both tables
        counts = {t: sum(1 for (_key, table) in match.results if table == t) for t in (1, 2)}
        assert counts == {1: 18 + 1 + 3, 2: 17 + 1 + 3}
        assert len(store.log()) > 40
        assert played


def test_demo_button_opens_a_demo(window, errors):
    window.start_page.demo_button.click()
    assert errors == []
    assert window.store is not None and window.store.path.name.startswith("Demo match")


# -- preferences and languages -----------------------------------------------------------


def test_language_defaults_to_the_system_and_is_saved(qapp):
    assert app_prefs.current_language() == app_prefs.system_language()
    app_prefs.set_language("ru")
    assert app_prefs.current_language() == "ru"
    with pytest.raises(ValueError):
        app_prefs.set_language("xx")


@pytest.mark.parametrize(("code", "file_menu", "edit_menu", "new_button"), [
    ("bg", "&Файл", "&Редактиране", "&Нов мач…"),
    ("ru", "&Файл", "&Правка", "&Новый матч…"),
])
def test_switching_language_changes_visible_texts(window, monkeypatch, code, file_menu,
                                                  edit_menu, new_button):
    def choose(dialog):
        dialog.language.setCurrentIndex(dialog.language.findData(code))
        dialog.accept()
        return QDialog.DialogCode.Accepted

    window.dialogs.on("exec_dialog", choose)
    window.action_map[ActionId.PREFERENCES].trigger()
    assert app_prefs.current_language() == code
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles[0] == file_menu and titles[1] == edit_menu
    assert window.start_page.new_button.text() == new_button
    QApplication.processEvents()  # the LanguageChange events arrive too: still right
    assert window.start_page.new_button.text() == new_button
    # the Cyrillic text is drawn with a font that has the glyphs
    metrics = QFontMetrics(window.start_page.new_button.font())
    assert all(metrics.inFontUcs4(ord(c)) for c in new_button if c.isalpha())
    window.set_language("en")
    assert window.menuBar().actions()[0].text() == "&File"


def test_start_page_recent_item_opens_the_file(window, tmp_path):
    path = make_match_file(tmp_path / "m.match")
    app_prefs.add_recent_file(path)
    window.start_page.set_recent(app_prefs.recent_files())
    item = window.start_page.recent.item(0)
    assert item.text() == "m" and item.data(Qt.ItemDataRole.UserRole) == str(path.resolve())
    window.start_page.recent.itemActivated.emit(item)
    assert window.store is not None


# -- long work: printing and analysis, off the GUI thread ---------------------------------


def test_print_result_sheet_renders_off_thread_into_the_print_dialog(window, tmp_path, qtbot,
                                                                     monkeypatch, errors):
    shown = []

    def capture(dialog):
        shown.append((dialog.windowTitle(), dialog.page_count()))
        return QDialog.DialogCode.Rejected

    window.dialogs.on("exec_dialog", capture)
    window.open_file(create_demo(tmp_path))
    with qtbot.waitSignal(window.job_finished, timeout=60_000):
        window.action_map[ActionId.PRINT_RESULTS].trigger()
        assert window.progress.isVisible()
    assert errors == []
    assert len(shown) == 1 and shown[0][1] >= 1
    assert not window.progress.isVisible()
    # the menu offers the other forms too, in the app's language
    window._fill_print_menu()
    texts = [a.text() for a in window.print_menu.actions() if a.text()]
    assert len(texts) > 4


def test_dealing_sheets_are_offered_for_a_predealt_match_only(window, tmp_path):

    window.open_file(make_match_file(tmp_path / "m.match"))
    window._fill_print_menu()  # as when the menu opens
    sheets = window.print_actions["dealing-sheets"]
    assert sheets.text().startswith("Dealing sheets")
    assert not sheets.isEnabled()
    assert "pre-dealt" in sheets.toolTip()
    assert window.print_menu.toolTipsVisible()
    others = [a for name, a in window.print_actions.items() if name != "dealing-sheets"]
    assert others and all(a.isEnabled() and "pre-dealt" not in a.toolTip() for a in others)
    # pre-dealt (by the command line, say): offered once the window hears of a change
    operations.predeal(window.store, seed="sheets")
    window.session.refresh_all()
    assert sheets.isEnabled() and "pre-dealt" not in sheets.toolTip()
    window.session.run(operations.undo)  # not pre-dealt again
    assert not sheets.isEnabled()
    window.close_match()
    assert not any(a.isEnabled() for a in window.print_actions.values())
    # a match pre-dealt before it is opened
    path = make_match_file(tmp_path / "dealt.match")
    with MatchStore.open(path) as store:
        operations.predeal(store, seed="ahead")
    window.open_file(path)
    assert sheets.isEnabled()
    window._fill_print_menu()
    assert window.print_actions["dealing-sheets"].isEnabled()


def test_print_error_is_shown_not_raised(window, tmp_path, qtbot, errors):
    window.open_file(make_match_file(tmp_path / "m.match"))
    with qtbot.waitSignal(window.job_finished, timeout=60_000):
        window.on_print("no-such-form")
    assert len(errors) == 1 and "no-such-form" in errors[0][1]


def test_analysis_runs_off_thread_and_is_one_undoable_step(window, tmp_path, qtbot, errors):
    path = make_match_file(tmp_path / "m.match")
    with MatchStore.open(path) as store:  # one deal's hands recorded at its table
        operations.record_hands(store, deal=1, table=1, hands={
            "N": "AKQJ.AKQ.AKQ.AKQ", "E": "T987.JT9.JT9.JT9",
            "S": "6543.876.876.876", "W": "2.5432.5432.5432"})
    window.open_file(path)
    changed = []
    window.session.changed.connect(changed.append)
    with qtbot.waitSignal(window.job_finished, timeout=60_000):
        window.action_map[ActionId.ANALYSE].trigger()
    assert errors == []
    dd = window.store.match.extras.get("dd", {})
    assert list(dd) == ["1"] and dd["1"]["table"]["N"]["NT"] == 13
    assert changed and "analysis" in changed[-1].areas
    assert "double-dummy" in window.action_map[ActionId.UNDO].text()
    window.action_map[ActionId.UNDO].trigger()
    assert not window.store.match.extras.get("dd")


def test_annul_asks_for_the_deal_and_opens_the_annul_dialog(window, tmp_path, monkeypatch,
                                                            errors):
    window.open_file(create_demo(tmp_path))
    asked = []

    def ask(parent, current, last):
        asked.append((current, last))
        return 20

    def annul(session, deal, parent=None, proposed=None):
        assert parent is window and proposed is None
        dialog = AnnulDialog(session, deal, proposed, parent)
        dialog.reason_buttons[AnnulReason.CARDS_SEEN].setChecked(True)
        dialog.note.setText("North saw East's cards")
        dialog.on_ok()
        dialog.deleteLater()

    window.dialogs.on("ask_deal", ask)
    window.dialogs.on("ask_annul", annul)
    window.action_map[ActionId.ANNUL].trigger()
    assert asked and asked[0][1] == 36 and 1 <= asked[0][0] <= 36
    annulment = window.store.match.annulments[DealKey(20)]
    assert annulment.reason is AnnulReason.CARDS_SEEN and not annulment.after_match
    assert "deal 20" in window.action_map[ActionId.UNDO].text()
    assert errors == []


def test_match_settings_change_the_scoring_and_refuse_a_bad_deck(window, tmp_path,
                                                                 monkeypatch, qtbot):
    window.open_file(create_demo(tmp_path))
    seen = {}

    def edit(dialog):
        assert not dialog.conditions.isEnabled()  # deals are played: fixed
        dialog.deck.setPlainText("NV0 V60")  # lacks cards already drawn
        dialog.on_ok()
        seen["refused"] = dialog.error.text()
        dialog.deck.setPlainText("NV0 NV2")
        seen["inline"] = dialog.error.text()
        assert not dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
        dialog.deck.setPlainText(" ".join(str(c) for c in window.store.match.settings.deck))
        dialog.scoring.setCurrentIndex(dialog.scoring.findData(ScoringMethod.IMPS.value))
        with qtbot.waitSignal(window.session.changed):
            dialog.on_ok()
        return dialog.result()

    window.dialogs.on("exec_dialog", edit)
    window.action_map[ActionId.MATCH_SETTINGS].trigger()
    assert "lacks" in seen["refused"]
    assert "NV2" in seen["inline"]
    assert window.store.match.settings.scoring is ScoringMethod.IMPS
    window.action_map[ActionId.UNDO].trigger()
    assert window.store.match.settings.scoring is ScoringMethod.POINTS


def test_match_settings_honours_change_only_before_the_first_result(window, tmp_path,
                                                                    monkeypatch, qtbot):
    window.open_file(make_match_file(tmp_path / "fresh.match"))
    assert window.store.match.settings.honours

    def switch_off(dialog):
        assert dialog.honours.isEnabled() and dialog.honours.isChecked()
        dialog.honours.setChecked(False)
        with qtbot.waitSignal(window.session.changed):
            dialog.on_ok()
        return dialog.result()

    window.dialogs.on("exec_dialog", switch_off)
    window.action_map[ActionId.MATCH_SETTINGS].trigger()
    assert not window.store.match.settings.honours
    window.action_map[ActionId.UNDO].trigger()
    assert window.store.match.settings.honours
    window.open_file(create_demo(tmp_path))  # results are in: the setting is fixed
    seen = {}

    def look(dialog):
        seen["enabled"] = dialog.honours.isEnabled()
        seen["tip"] = dialog.honours.toolTip()
        return 0

    window.dialogs.on("exec_dialog", look)
    window.action_map[ActionId.MATCH_SETTINGS].trigger()
    assert seen == {"enabled": False, "tip": "Fixed once a result is in."}


def test_a_reserve_takes_over_a_code_from_a_round(window, tmp_path, monkeypatch):
    # Vitosha has one reserve; Rila drew the highest card (♥A), so Rila are team A
    window.open_file(create_demo(tmp_path))

    def choose(dialog):
        dialog.code.setCurrentIndex(dialog.code.findData("A-2"))
        assert "no reserves" in dialog.error.text()
        dialog.code.setCurrentIndex(dialog.code.findData("B-3"))
        assert dialog.error.text() == ""
        dialog.from_round.setValue(5)
        dialog.reserve.setCurrentIndex(1)
        dialog.on_ok()
        return dialog.result()

    window.dialogs.on("exec_dialog", choose)
    window.action_map[ActionId.RESERVES].trigger()
    match = window.store.match
    assert match.player("B-3", 5) == "Dimitar Angelov"
    assert match.player("B-3", 4) == match.seats["B-3"].player


# -- translations ----------------------------------------------------------------------------

TRANSLATIONS = Path(__file__).resolve().parents[1] / "resources" / "translations"
LUPDATE = Path(sys.executable).with_name("pyside6-lupdate")


@pytest.mark.parametrize("lang", ["bg", "ru"])
def test_every_string_of_the_gui_is_translated(lang, tmp_path):
    """lupdate over today's sources, merged into the committed .ts: nothing unfinished."""
    ts = tmp_path / f"teams_app_{lang}.ts"
    shutil.copy(TRANSLATIONS / f"teams_app_{lang}.ts", ts)
    sources = sorted(str(p) for p in (TRANSLATIONS.parents[1] / "teams_app" / "gui").rglob("*.py"))
    subprocess.run([str(LUPDATE), "-locations", "none", "-no-obsolete", *sources, "-ts", str(ts)],
                   check=True, capture_output=True)
    root = ElementTree.parse(ts).getroot()
    unfinished = [f"[{c.findtext('name')}] {m.findtext('source')!r}"
                  for c in root.iter("context") for m in c.iter("message")
                  if m.find("translation").get("type") == "unfinished"]
    assert unfinished == []
    assert len(list(root.iter("message"))) > 200
    # the committed .qm is what lrelease makes of the committed .ts (not older: a file's
    # time says nothing after a clone)
    qm = tmp_path / f"teams_app_{lang}.qm"
    subprocess.run([str(LUPDATE.with_name("pyside6-lrelease")), str(TRANSLATIONS /
                    f"teams_app_{lang}.ts"), "-qm", str(qm)], check=True, capture_output=True)
    assert qm.read_bytes() == (TRANSLATIONS / f"teams_app_{lang}.qm").read_bytes()


def test_reason_catalogue_matches_the_core():
    from words import word

    assert [word(f"annul_reason.{int(r)}", "en") for r in AnnulReason] == [
        r.text for r in AnnulReason]


@pytest.mark.parametrize(("lang", "rooms", "game", "reason"), [
    ("bg", "Зали", "Игра", "при пристигането плик не е съдържал 13 карти"),
    ("ru", "Залы", "Игра", "по прибытии в конверте было не 13 карт"),
])
def test_match_views_and_core_texts_follow_the_language(window, tmp_path, lang, rooms, game,
                                                        reason):
    from words.texts import reason_text

    window.open_file(create_demo(tmp_path))
    window.set_language(lang)
    assert window.tabs.tabText(0) == rooms
    view = window.view("RoomsView")
    tables = view.findChildren(QTableView)
    assert tables
    header = tables[0].model().headerData(0, Qt.Orientation.Horizontal,
                                          Qt.ItemDataRole.DisplayRole)
    assert header == game
    assert reason_text(AnnulReason.SHORT_ENVELOPE) == reason


@pytest.mark.parametrize(("lang", "undo", "table", "deal", "undone"), [
    ("bg", "&Отмяна: ", "маса 1", "раздаване 22", "отменено: "),
    ("ru", "&Отменить: ", "стол 1", "сдача 22", "отменено: "),
])
def test_undo_redo_texts_and_the_status_line_follow_the_language(window, tmp_path, lang,
                                                                  undo, table, deal, undone):
    import re

    window.open_file(create_demo(tmp_path))
    window.set_language(lang)
    view = window.view("RoomsView")
    panel = view.panels[1]
    assert panel.target == DealKey(22)  # the demo's next game at table 1
    panel.edit.setText("3NT S +1")
    panel.on_store()
    assert window.session.match.results[(DealKey(22), 1)].tricks == 10
    action = window.action_map[ActionId.UNDO]
    text = action.text()
    assert text.startswith(undo) and table in text and deal in text, text
    assert "3БК Ю 10" in text, text
    assert re.findall(r"[A-Za-z]{3,}", text) == [], text
    assert view.status.text() == text.removeprefix(undo)
    window.on_undo()
    assert (DealKey(22), 1) not in window.session.match.results
    redo = window.action_map[ActionId.REDO].text()
    assert table in redo and "3БК Ю 10" in redo and re.findall(r"[A-Za-z]{3,}", redo) == []
    assert view.status.text() == undone + text.removeprefix(undo)
    # in English the same words as before (the audit log keeps the English descriptions)
    window.set_language("en")
    assert window.action_map[ActionId.REDO].text() == "&Redo: table 1, deal 22: 3NT S 10"


@pytest.mark.parametrize(("lang", "name"), [("bg", "Отборен мач"), ("en", "Teams")])
def test_the_window_title_follows_the_language(window, lang, name):
    """The desktop shows the app's name with every window title: in the app's language."""
    window.set_language(lang)
    assert QApplication.applicationDisplayName() == name
    assert window.windowTitle() == name  # no match open
