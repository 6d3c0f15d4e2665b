"""In the app the window and the phones' server share one session: a result a phone
posts is on the laptop's Rooms view as soon as the post is answered, with no refresh
and no further call (a real window, a real RoomServer, a real HTTP post)."""

from __future__ import annotations

import http.client
import json
from concurrent.futures import ThreadPoolExecutor
from urllib.parse import urlsplit

import pytest
from test_gui_shell import make_match_file

from models.match import DealKey
from teams_app.gui.mainwindow import MainWindow
from teams_app.gui.models import RawRole
from teams_app.gui.rooms.games import GamesModel

#: the HTTP client is a Python thread: the collector stays on the Qt thread
pytestmark = pytest.mark.usefixtures("collector_on_the_qt_thread", "english_app")


def _post(url: str, payload: dict[str, object]) -> tuple[int, dict[str, object]]:
    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)
    try:
        connection.request("POST", parts.path, body=json.dumps(payload).encode(),
                           headers={"Content-Type": "application/json"})
        response = connection.getresponse()
        return response.status, json.loads(response.read())
    finally:
        connection.close()


def post(qtbot, url: str, payload: dict[str, object]) -> tuple[int, dict[str, object]]:
    """One HTTP post from a worker thread, Qt's loop running meanwhile (the server
    answers on it); back here once the answer is in."""
    with ThreadPoolExecutor(max_workers=1) as pool:
        future = pool.submit(_post, url, payload)
        qtbot.waitUntil(future.done, timeout=10_000)
        return future.result()


@pytest.fixture
def window(qtbot, tmp_path):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    assert w.open_file(make_match_file(tmp_path / "m.match"))
    yield w
    w.close_match()


def test_a_phone_s_post_refreshes_the_laptop_s_rooms_view_at_once(qtbot, window):
    window.on_terminals()
    dialog = window.terminals
    assert dialog is not None and window.session is not None
    server = dialog.server
    assert server.session is window.session.core  # one session for the window and phones
    server.start("127.0.0.1", 0)
    rooms = window.view("RoomsView")
    panel = rooms.panels[1]
    assert panel.target == DealKey(1)
    row = panel.model.row_of(1, 0)
    assert panel.model.data(panel.model.index(row, GamesModel.CONTRACT)) in ("", None)
    status, answer = post(qtbot, server.url(1) + "api/draw",
                          {"id": "client-00000001", "deal": 1})
    assert status == 200, answer
    status, answer = post(qtbot, server.url(1) + "api/result",
                          {"id": "client-00000002", "deal": 1, "entry": "4S N 10"})
    assert status == 200, answer
    # no wait, no refresh: the view heard of the change while the post was answered
    row = panel.model.row_of(1, 0)
    assert panel.model.data(panel.model.index(row, GamesModel.CONTRACT)) == "4♠"
    assert panel.model.data(panel.model.index(row, GamesModel.NS_SCORE), RawRole) == \
        answer["ns_score"]
    assert panel.target == DealKey(2)  # and the table moved on to its next game


def test_a_session_outliving_its_window_wrapper_stops_calling_it(qtbot, tmp_path):
    """The phones' server may hold the session a little longer than the window's
    wrapper: once the wrapper is gone, a change reaches no deleted Qt object."""
    from PySide6.QtCore import QCoreApplication, QEvent, QObject

    from teams_app import operations
    from teams_app.gui.session import MatchSession
    from teams_app.session import Session
    from teams_app.store import MatchStore

    store = MatchStore.open(make_match_file(tmp_path / "m.match"))
    core = Session(store)
    parent = QObject()
    wrapper = MatchSession(core, parent=parent)
    heard: list[object] = []
    wrapper.changed.connect(heard.append)
    core.run(operations.type_score_cards, deal=1, ns="NV0", ew="V60")
    assert len(heard) == 1
    parent.deleteLater()  # the wrapper goes with its parent, never closed by hand
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    core.run(operations.type_score_cards, deal=2, ns="V30", ew="NV30")  # no RuntimeError
    assert len(heard) == 1 and 2 in core.match.draws
    store.close()
