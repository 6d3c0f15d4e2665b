"""The Deals tab's notebook keeps its layout when a result of its deal is entered
elsewhere (the Rooms tab): texts change, no widget moves or changes size — else the whole
tab (the bidding box's 38 buttons with it) is laid out and painted again on every entry
(issue 19: the Deals tab's entry → views time)."""

from __future__ import annotations

import random

import gui_play_data as data
import pytest
from PySide6.QtWidgets import QApplication, QWidget

from models.match import DealKey
from teams_app import operations as ops
from teams_app.gui.deals import DealsView
from teams_app.gui.session import MatchSession

#: the app's own font, as at start (conftest's ``app_font``)
pytestmark = pytest.mark.usefixtures("app_font")


def _geometry(widget: QWidget) -> dict[str, tuple[int, int, int, int]]:
    return {f"{i}:{type(w).__name__}:{w.objectName()}": w.geometry().getRect()
            for i, w in enumerate(widget.findChildren(QWidget)) if w.isVisible()}


@pytest.mark.parametrize("lang", ["en", "bg", "ru"])
def test_entering_the_notebooks_deal_elsewhere_moves_nothing(qtbot, tmp_path, language, lang):
    language(lang)
    store = data.make_store(tmp_path)
    rng = random.Random(5)
    data.play_round(store, 1, rng)
    data.do_envelope_hints(store, 1, 2)
    ops.draw_score_cards(store, deal=7, rng=rng)
    session = MatchSession(store)
    view = DealsView(session)
    qtbot.addWidget(view)
    view.resize(1400, 900)
    view.show()
    view.select_deal(DealKey(7), 1)
    QApplication.processEvents()
    notebook = view.notebook
    before = _geometry(notebook)
    result_before = notebook.result_label.text()
    leader_before = notebook.leader_label.text()

    session.run(ops.enter_result, deal=7, table=1, text="4S N 10")
    QApplication.processEvents()

    # what it shows did change: the result, and the player on lead
    assert notebook.result_label.text() != result_before
    assert notebook.leader_label.text() != leader_before
    moved = {k: (v, _geometry(notebook).get(k)) for k, v in before.items()
             if _geometry(notebook).get(k) != v}
    assert moved == {}
    view.close()
    store.close()
