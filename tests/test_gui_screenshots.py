"""Screenshots of the play views for docs/screenshots/ (rooms, envelopes, balances).

    SCREENSHOTS=1 QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest -q \
        tests/test_gui_screenshots.py

A half-played match (rounds I-III, round IV under way, a deal annulled and replayed, an
envelope found short) rendered offscreen at 1400×900 with QWidget.grab().
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import gui_play_data as data
import pytest
from PySide6.QtCore import QSettings

from models import envelopes as env
from models.vocabulary import Direction
from teams_app import operations as ops
from teams_app.gui import annul
from teams_app.gui.balances import BalancesView
from teams_app.gui.envelopes import EnvelopesView
from teams_app.gui.fonts import register_fonts
from teams_app.gui.rooms import RoomsView
from teams_app.gui.session import MatchSession

pytestmark = pytest.mark.skipif(os.environ.get("SCREENSHOTS") != "1",
                                reason="set SCREENSHOTS=1 to write docs/screenshots/")

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots"
SIZE = (1400, 900)


@pytest.fixture
def session(tmp_path, monkeypatch, qapp):
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      str(tmp_path / "config"))
    register_fonts()
    OUT.mkdir(parents=True, exist_ok=True)
    store = data.half_played(tmp_path)
    yield MatchSession(store, rng=random.Random(4))
    store.close()


def save(qtbot, widget, name: str, size: tuple[int, int] = SIZE) -> None:
    qtbot.addWidget(widget)
    widget.resize(*size)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.wait(20)  # let the layouts settle (fixed heights set when shown)
    image = widget.grab()
    assert (image.width(), image.height()) == size
    assert image.save(str(OUT / f"{name}.png"))


def test_rooms(qtbot, session):
    view = RoomsView(session)
    view.panels[1].edit.setText("3NT S +1")  # the live score as the host types
    view.panels[2].edit.setText("4SX N 1O")  # a typo: the reason in red
    save(qtbot, view, "rooms", (1280, 800))  # both rooms fit a laptop screen


def test_envelopes(qtbot, session, monkeypatch):
    monkeypatch.setattr(annul, "ask_annul", lambda *a, **k: None)
    match, store = session.match, session.store
    rng = random.Random(9)
    # table 2 finishes its originals and carries them over; table 1 checks them on
    # arrival and finds West's envelope of deal 24 short (one step for the three deals)
    ops.draw_score_cards(store, deal=24, rng=rng)
    ops.enter_result(store, deal=24, table=2, text=data.result_text(rng))
    data.do_envelope_hints(store, 2, 4)  # packed and carried to table 1
    ops.envelope_action(store, command=env.check_round(match, 1, 4, (24, Direction.W, 12)))
    view = EnvelopesView(session)
    save(qtbot, view, "envelopes", (1366, 728))


def test_balances(qtbot, session):
    save(qtbot, BalancesView(session), "balances")
