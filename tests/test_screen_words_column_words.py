"""The match's tables on screen take their texts from the catalog (``words/column_words.py``,
``col.…``, and the entries they share with the papers), not from Qt's translations (issue 35,
item 1).

What their GUI files (``teams_app/gui/models.py``, ``deals/tables.py``, ``auditlog.py``,
``balances.py``) leave to Qt is held for every file of the window by
``tests/test_screen_words.py``.  Here the moved texts render in Bulgarian and Russian from
the real models and views over a real match file."""

from __future__ import annotations

import random
import re
from pathlib import Path

import gui_play_data as data
import pytest
from PySide6.QtCore import QAbstractItemModel, Qt

import words
from models.deal_rows import deal_rows
from models.format import Team
from models.match import DealKey
from teams_app import operations as ops
from teams_app.gui.auditlog import AuditLogDialog, AuditLogModel
from teams_app.gui.balance_models import DealBalancesModel, RoundBalancesModel
from teams_app.gui.balances import BalancesView
from teams_app.gui.deals.tables import ChecksModel, DealListModel, ParDealsModel, PartnershipsModel
from teams_app.gui.models import RawRole
from teams_app.gui.rooms.games import GamesModel
from teams_app.gui.session import MatchSession

HORIZONTAL = Qt.Orientation.Horizontal
ROOT = Path(__file__).resolve().parent.parent
GUI = ROOT / "teams_app" / "gui"
FILES = [GUI / "models.py", GUI / "deals" / "tables.py", GUI / "auditlog.py",
         GUI / "balances.py"]

# -- on screen -------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def template(tmp_path_factory):
    """Rounds I-III played (deal 9 annulled, reason 5, and replayed), round IV under way:
    table 1 has played its three originals, table 2 two games."""
    store = data.half_played(tmp_path_factory.mktemp("columns"), seed=77)
    store.close()
    return store.path


@pytest.fixture
def session(template, tmp_path):
    store = data.open_copy(template, tmp_path)
    yield MatchSession(store, rng=random.Random(5))
    store.close()


@pytest.fixture(params=["en", "bg", "ru"])
def lang(request, qapp):
    from teams_app.gui import settings as app_prefs

    assert app_prefs.install_translators(request.param)
    yield request.param
    app_prefs.install_translators("en")


#: the texts as the reviewed translations have them, spelled out
SAID = {
    "en": {"table_team": "Table 1\n{team}", "counted": "Deals\ncounted", "total": "Total",
           "progress": "0 of 6 · 5 results waiting", "in_progress": "Round in progress: ",
           "status": "Status", "annulled": "annulled, reason 5",
           "annulled_tip": "Annulled, reason 5: cards were put into the wrong envelopes",
           "victory": "Percentage of the victory: ",
           "game_deal": "Deal", "game_tip": "Game: the order of play at this table",
           "game_annulled": "Annulled during the match, reason 5: cards were put into the "
                            "wrong envelopes — S and W cards swapped",
           "list": ["Deal", "Round", "Table 1", "DD", "Table 2", "DD", "Par (NS)", "Net\n({a})",
                    "Notes"],
           "list_annulled": "annulled (5)",
           "checks": ["Kind", "Deal", "Table", "Finding", "Proposed action"],
           "par": ["Deal", "Par (NS)", "Par contracts", "NS table 1", "vs par", "NS table 2",
                   "vs par", "{a} gave", "{b} gave"],
           "pairs": ["Team", "Pair", "Players", "Games", "Points", "Net vs par", "Given away"],
           "log": ["No.", "When", "What"], "undo": "Undo: ",
           "count": "Changes: {n} (newest first)", "undone": "Undone (can be redone)",
           "change": "The change:"},
    "bg": {"table_team": "Маса 1\n{team}", "counted": "Зачетени\nраздавания", "total": "Общо",
           "progress": "0 от 6 · чакащи резултати: 5", "in_progress": "Турът се играе: ",
           "status": "Състояние", "annulled": "анулирано, причина 5",
           "annulled_tip": "Анулирано, причина 5: картите са поставени в грешни пликове",
           "victory": "Процент на победата: ",
           "game_deal": "Разд.", "game_tip": "Игра: поредност на игра на тази маса",
           "game_annulled": "Анулирано по време на мача, причина 5: картите са поставени в "
                            "грешни пликове — S and W cards swapped",
           "list": ["Раздаване", "Тур", "Маса 1", "Откр.", "Маса 2", "Откр.", "Пар (СЮ)",
                    "Разлика\n({a})", "Бележки"],
           "list_annulled": "анулирано (5)",
           "checks": ["Вид", "Раздаване", "Маса", "Констатация", "Предложено действие"],
           "par": ["Раздаване", "Пар (СЮ)", "Пар контракти", "СЮ маса 1", "спрямо пар",
                   "СЮ маса 2", "спрямо пар", "{a} подари", "{b} подари"],
           "pairs": ["Отбор", "Двойка", "Играчи", "Игри", "Точки", "Разлика спрямо пар",
                     "Подарени"],
           "log": ["№", "Кога", "Какво"], "undo": "Отмяна: ",
           "count": "Промени: {n} (най-новите отгоре)",
           "undone": "Отменено (може да се повтори)", "change": "Промяната:"},
    "ru": {"table_team": "Стол 1\n{team}", "counted": "Засчитано\nсдач", "total": "Итого",
           "progress": "0 из 6 · ждут результатов: 5", "in_progress": "Тур идёт: ",
           "status": "Состояние", "annulled": "аннулирована, причина 5",
           "annulled_tip": "Аннулирована, причина 5: карты положены не в те конверты",
           "victory": "Процент победы: ",
           "game_deal": "Сд.", "game_tip": "Игра: порядок игры за этим столом",
           "game_annulled": "Аннулирована во время матча, причина 5: карты положены не в те "
                            "конверты — S and W cards swapped",
           "list": ["Сдача", "Тур", "Стол 1", "Откр.", "Стол 2", "Откр.", "Пар (СЮ)",
                    "Разница\n({a})", "Заметки"],
           "list_annulled": "аннулирована (5)",
           "checks": ["Вид", "Сдача", "Стол", "Замечание", "Предлагаемое действие"],
           "par": ["Сдача", "Пар (СЮ)", "Пар-контракты", "СЮ стол 1", "относительно пара",
                   "СЮ стол 2", "относительно пара", "{a}: подарено", "{b}: подарено"],
           "pairs": ["Команда", "Пара", "Игроки", "Игры", "Очки", "Разница относительно пара",
                     "Подарено"],
           "log": ["№", "Когда", "Что"], "undo": "Отмена: ",
           "count": "Изменений: {n} (новые сверху)", "undone": "Отменено (можно повторить)",
           "change": "Изменение:"},
}


def _headers(model: QAbstractItemModel) -> list[str]:
    return [model.headerData(c, HORIZONTAL) for c in range(model.columnCount())]


def test_the_balances_tab_speaks_the_language_from_the_catalog(qtbot, session, lang):
    said = SAID[lang]
    match = session.match
    a = match.teams[Team.A].name
    view = BalancesView(session)  # built after the switch, as MainWindow._build_views does
    qtbot.addWidget(view)
    view.resize(1400, 900)
    view.show()
    sheet = view.rounds_model
    headers = _headers(sheet)
    assert headers[RoundBalancesModel.T1_A] == said["table_team"].format(team=a)
    assert headers[RoundBalancesModel.DEALS] == said["counted"]
    last = sheet.rowCount() - 1
    assert sheet.index(last, RoundBalancesModel.ROUND).data() == said["total"]
    round_iv = sheet.index(3, RoundBalancesModel.DEALS)
    assert round_iv.data() == said["progress"]
    assert round_iv.data(Qt.ItemDataRole.ToolTipRole).startswith(said["in_progress"])

    deals = view.deals_model
    assert _headers(deals)[DealBalancesModel.STATUS] == said["status"]
    row = next(r for r in range(deals.rowCount())
               if deals.index(r, DealBalancesModel.DEAL).data(RawRole) == 9
               and deals.row(r).annulled is not None)
    status = deals.index(row, DealBalancesModel.STATUS)
    assert status.data() == said["annulled"]
    assert status.data(Qt.ItemDataRole.ToolTipRole) == said["annulled_tip"]
    victory = view.victory_label.text()
    assert said["victory"] in victory, victory
    if lang != "en":  # a decimal comma
        assert re.search(r"\d,\d\d %", victory), victory
        assert not re.search(r"\d\.\d\d %", victory), victory


def test_a_rooms_diagram_speaks_the_language_from_the_catalog(qapp, session, lang):
    said = SAID[lang]
    match = session.match
    model = GamesModel(1)
    model.refresh(match, ops.round_diagram(match, 2, 1).shown)
    assert model.headerData(GamesModel.DEAL, HORIZONTAL) == said["game_deal"]
    assert model.headerData(GamesModel.GAME, HORIZONTAL,
                            Qt.ItemDataRole.ToolTipRole) == said["game_tip"]
    annulled = next(r for r in range(model.rowCount())
                    if model.row(r).deal == 9 and model.row(r).annulment is not None)
    tip = model.index(annulled, GamesModel.CONTRACT).data(Qt.ItemDataRole.ToolTipRole)
    assert tip == said["game_annulled"]


def test_the_deals_tabs_tables_speak_the_language_from_the_catalog(qapp, session, lang):
    said = SAID[lang]
    match = session.match
    a, b = match.teams[Team.A].name, match.teams[Team.B].name
    memo = session.core.deal_memo
    deal_list = DealListModel()
    deal_list.refresh(match, deal_rows(match, memo.checks(match), memo))
    assert _headers(deal_list) == [h.format(a=a) for h in said["list"]]
    row = next(r for r in range(deal_list.rowCount())
               if deal_list.row(r).key == DealKey(9))
    assert deal_list.index(row, DealListModel.NOTES).data().startswith(said["list_annulled"])
    assert _headers(ChecksModel()) == said["checks"]
    par = ParDealsModel()
    par.refresh(match, [])
    assert _headers(par) == [h.format(a=a, b=b) for h in said["par"]]
    assert _headers(PartnershipsModel()) == said["pairs"]


def test_the_audit_log_speaks_the_language_from_the_catalog(qtbot, session, lang):
    said = SAID[lang]
    ops.undo(session.store)
    dialog = AuditLogDialog(session.store, session=session)
    qtbot.addWidget(dialog)
    model = dialog.model
    assert _headers(model) == said["log"]
    rows = model.rowCount()
    assert dialog.count.text() == said["count"].format(n=rows)
    assert model.index(0, AuditLogModel.WHAT).data().startswith(said["undo"])
    assert model.index(1, AuditLogModel.WHAT).data(Qt.ItemDataRole.ToolTipRole) \
        == said["undone"]
    assert said["change"] in dialog.details.toPlainText()


@pytest.mark.parametrize(("lang", "count", "said"), [
    ("en", 1, "1 deal counted"), ("en", 6, "6 deals counted"),
    ("bg", 1, "зачетени раздавания: 1"), ("ru", 22, "засчитано сдач: 22"),
])
def test_the_victory_points_line_counts_the_deals_in_the_language(lang, count, said):
    text = words.word("col.pct.vp", lang, count=count, m="+12", a="Lions", va="12,34",
                      b="Tigers", vb="7,66")
    assert said in text and text.endswith("Lions 12,34, Tigers 7,66")
