"""Printing from the app's window: the Print menu opens the dialog on the round on
screen; a round without results prints blank diagrams; the blank forms are offered."""

from __future__ import annotations

import io

import pytest
from fake_dialogs import FakeDialogs
from pypdf import PdfReader
from PySide6.QtWidgets import QDialog
from test_gui_shell import make_match_file

from teams_app.gui.actions import ActionId
from teams_app.gui.mainwindow import MainWindow

pytestmark = pytest.mark.usefixtures("english_app")


@pytest.fixture
def window(qtbot, tmp_path):
    w = MainWindow(dialogs=FakeDialogs())
    qtbot.addWidget(w)
    w.show()
    w.open_file(make_match_file(tmp_path / "m.match"))
    yield w
    w.close_match()


def _shown(window, qtbot, monkeypatch, action):
    shown = []

    def capture(dialog):
        shown.append(dialog)
        return QDialog.DialogCode.Rejected

    window.dialogs.on("exec_dialog", capture)
    with qtbot.waitSignal(window.job_finished, timeout=60_000):
        action()
    assert len(shown) == 1
    return shown[0]


def test_diagrams_of_a_round_without_results_are_the_blank_form(window, qtbot, monkeypatch):
    dialog = _shown(window, qtbot, monkeypatch,
                    window.action_map[ActionId.PRINT_DIAGRAMS].trigger)
    assert dialog.request.what == "diagrams" and dialog.request.round == 1
    assert dialog.round_box.currentText() == "Round I"
    text = PdfReader(io.BytesIO(dialog.pdf_bytes())).pages[0].extract_text()
    assert "Round diagram (blank) — Round I" in text
    assert dialog.page_count() == 2  # both tables


def test_the_blank_forms_are_in_the_print_menu(window, qtbot, monkeypatch):
    window._fill_print_menu()
    assert {"notebook", "blank-result-sheet"} <= set(window.print_actions)
    assert window.print_actions["notebook"].text().startswith("Notebook (blank)")
    dialog = _shown(window, qtbot, monkeypatch,
                    window.print_actions["blank-result-sheet"].trigger)
    text = PdfReader(io.BytesIO(dialog.pdf_bytes())).pages[0].extract_text()
    assert "Result sheet (blank)" in text
    # the result sheet of a match with nothing played is the blank one too
    dialog = _shown(window, qtbot, monkeypatch,
                    window.action_map[ActionId.PRINT_RESULTS].trigger)
    assert "Result sheet (blank)" in PdfReader(io.BytesIO(dialog.pdf_bytes())).pages[0] \
        .extract_text()


def test_the_paper_chosen_is_remembered(window, qtbot, monkeypatch):
    from teams_app.gui.longwork import default_paper

    first = default_paper()
    other = "letter" if first == "a4" else "a4"

    def choose(dialog):
        dialog.paper_box.setCurrentIndex(dialog.paper_box.findData(other))
        return QDialog.DialogCode.Rejected

    window.dialogs.on("exec_dialog", choose)
    with qtbot.waitSignal(window.job_finished, timeout=60_000):
        window.action_map[ActionId.PRINT_RESULTS].trigger()
    assert default_paper() == other
    shown = _shown(window, qtbot, monkeypatch,
                   window.action_map[ActionId.PRINT_DIAGRAMS].trigger)
    assert shown.paper_box.currentData() == other
    width = round(shown.document.pagePointSize(0).width())
    assert width == (612 if other == "letter" else 595)


def test_the_dialog_opens_on_the_round_the_rooms_show(window, qtbot, monkeypatch):
    """The host looks at round III in Rooms (picked in the round picker): the Print
    menu's diagrams are round III's, not the round in play's."""
    rooms = window.view("RoomsView")
    assert rooms is not None
    rooms.round_box.setCurrentIndex(2)
    assert rooms.round == 3
    dialog = _shown(window, qtbot, monkeypatch,
                    window.action_map[ActionId.PRINT_DIAGRAMS].trigger)
    assert dialog.request.round == 3 and dialog.round_box.currentText() == "Round III"
