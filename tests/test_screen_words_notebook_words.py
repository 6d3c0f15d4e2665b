"""The Deals tab's match texts come from the catalog (``words/notebook_words.py``,
``notebook.…``), not from Qt's translations (issue 35, item 1).

What its GUI files leave to Qt is held for every file of the window by
``tests/test_screen_words.py``.  Here the moved texts render in Bulgarian and Russian
from the real Deals tab over a real match file."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from models.match import DealKey
from models.vocabulary import Direction, Strain
from printing.demo import demo_match
from teams_app.gui.deals import DealsView
from teams_app.gui.deals.widgets import DDTable
from teams_app.gui.session import MatchSession
from teams_app.store import MatchStore

ROOT = Path(__file__).resolve().parent.parent
FILES = [ROOT / "teams_app" / "gui" / "deals" / f"{name}.py"
         for name in ("notebook", "checks", "view", "partnerships", "widgets")]

# -- on screen -------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def template(tmp_path_factory):
    """printing.demo's match, round I played with hands, auctions and leads; no analysis."""
    store = MatchStore.create(tmp_path_factory.mktemp("words") / "deals.match",
                              demo_match(seed=11, played_rounds=1, with_hands=True))
    path = store.path
    store.close()
    return path


@pytest.fixture
def session(template, tmp_path, qapp):
    import shutil

    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      str(tmp_path / "config"))
    target = tmp_path / template.name
    shutil.copyfile(template, target)
    store = MatchStore.open(target)
    yield MatchSession(store, rng=random.Random(3))
    store.close()


@pytest.fixture(params=["en", "bg", "ru"])
def lang(request, qapp):
    from teams_app.gui import settings as app_prefs

    assert app_prefs.install_translators(request.param)
    yield request.param
    app_prefs.install_translators("en")


#: the texts as the reviewed translations have them, spelled out
SAID = {
    "en": {"table": "Table {t}", "deal": "Deal {d}", "round": "Round I · dealt at table ",
           "result": "Table {t}: ", "ns": ", NS ", "none": "No hands recorded at this table.",
           "one": "1 of 4 hands; the rest after play.",
           "no_result": "Table {t} has no result yet (enter it in the Rooms tab).",
           "more": "more with four hands known can be analysed.",
           "not_analysed": "Not analysed yet.",
           "par_none": "No deal is analysed with its par yet: record the four hands and run "
                       "the analysis.",
           "note": "Net: the partnership's scores minus par, summed",
           "played": "the contract played at this table"},
    "bg": {"table": "Маса {t}", "deal": "Раздаване {d}", "round": "Тур I · раздадено на маса ",
           "result": "Маса {t}: ", "ns": ", СЮ ", "none": "На тази маса няма записани ръце.",
           "one": "1 от 4 ръце; останалите след играта.",
           "no_result": "Маса {t} още няма резултат (въведете го в раздел „Зали“).",
           "more": "Могат да се анализират още",
           "not_analysed": "Още не е анализирано.",
           "par_none": "Още няма раздаване, анализирано с пар: запишете четирите ръце и "
                       "пуснете анализа.",
           "note": "Разлика: сборът от резултатите на двойката минус пар",
           "played": "изиграният на тази маса контракт"},
    "ru": {"table": "Стол {t}", "deal": "Сдача {d}", "round": "Тур I · сдана за столом ",
           "result": "Стол {t}: ", "ns": ", СЮ ", "none": "За этим столом руки не записаны.",
           "one": "1 из 4 рук; остальные после игры.",
           "no_result": "У стола {t} ещё нет результата (введите его на вкладке «Залы»).",
           "more": "Можно проанализировать ещё",
           "not_analysed": "Ещё не проанализировано.",
           "par_none": "Ещё нет сдач, проанализированных с паром: запишите четыре руки и "
                       "запустите анализ.",
           "note": "Разница: сумма результатов пары минус пар",
           "played": "контракт, сыгранный за этим столом"},
}


def test_the_deals_tab_speaks_the_language_from_the_catalog(qtbot, session, lang):
    from PySide6.QtWidgets import QLabel

    said = SAID[lang]
    view = DealsView(session)  # built after the switch, as MainWindow._build_views does
    qtbot.addWidget(view)
    view.resize(1400, 900)
    view.show()
    match = session.match
    notebook = view.notebook
    assert [notebook.table_bar.tabText(i) for i in (0, 1)] == [
        said["table"].format(t=1), said["table"].format(t=2)]

    # a deal of round I, at the table that dealt it: played, its hands recorded
    origin = match.format.slot(1).origin_table
    view.select_deal(DealKey(1), origin)
    assert notebook.title.text() == said["deal"].format(d=1)
    assert notebook.subtitle.text().startswith(said["round"]), notebook.subtitle.text()
    result = notebook.result_label.text()
    assert result.startswith(said["result"].format(t=origin)), result
    assert said["ns"] in result or not match.results[(DealKey(1), origin)].contract
    assert notebook.par_label.text().startswith(said["not_analysed"])
    assert said["more"] in view.analysis_label.text()

    # a deal nobody has played: no result, no hands; one hand typed
    deal = next(d for d in range(1, match.format.deals + 1)
                if not any(k.deal == d for k, _ in match.results))
    view.select_deal(DealKey(deal), 1)
    assert notebook.result_label.text() == said["no_result"].format(t=1)
    assert notebook.hands_status.text() == said["none"]
    notebook.hand_edits[Direction.N].setText("AKQJ.T98.765.432")
    assert notebook.hands_status.text() == said["one"]

    # the partnerships against par, worked out when its tab is shown
    view.side.setCurrentWidget(view.partnerships)
    assert view.partnerships.summary.text() == said["par_none"]
    notes = [label.text() for label in view.partnerships.findChildren(QLabel)]
    assert any(text.startswith(said["note"]) for text in notes), notes

    # the double-dummy table marks the contract played, its tooltip in the language
    played = next(r for (k, _), r in match.results.items() if r.contract is not None)
    table = DDTable()
    qtbot.addWidget(table)
    table.show_tricks({d: dict.fromkeys(Strain, 7) for d in Direction}, played)
    tips = {table.item(r, c).toolTip() for r in range(4) for c in range(5)} - {""}
    assert tips == {said["played"]}
