"""The host's whole round with the keyboard alone (issue 28, item 4).

From the main window, with key events only (``QTest.keyClick`` on the widget that has
the focus, or on the menu or dialog that is open): the six games of round I entered at
both tables, the score cards drawn or typed, the envelopes packed and carried and
checked on arrival, a deal annulled and its replay's time changed, the table's
diagrams printed to a PDF file, the round closed — each checked in the match the
session holds.  Which control to reach is the test's choice; reaching it is Tab's
(a control Tab cannot reach fails the test).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
import shiboken6
from gui_play_data import make_store
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QFocusFrame,
    QInputDialog,
    QMenu,
    QWidget,
)

from models import envelopes as env
from models.match import AnnulReason, DealKey, ReplayAt
from models.scorecards import remaining
from models.vocabulary import Line
from teams_app import operations as ops
from teams_app.gui.annul import AnnulDialog
from teams_app.gui.mainwindow import MainWindow
from teams_app.gui.print_dialog import PrintDialog
from words.texts import replay_when_text

RESULTS = ("4H S 10", "3NT N 9", "2S E 7", "PASS", "5DX W 10", "1NT S 8")
KEY = Qt.Key


def focus() -> QWidget:
    """The widget the keys go to: the focused one (in a modal dialog a window system
    may not have activated yet, the dialog's own focused child)."""
    widget = QApplication.focusWidget()
    dialog = QApplication.activeModalWidget()
    if dialog is not None and (widget is None or not dialog.isAncestorOf(widget)):
        widget = dialog.focusWidget() or dialog
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def press(key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
          target: QWidget | None = None) -> None:
    QTest.keyClick(target or QApplication.activePopupWidget() or focus(), key, modifier)


def type_text(text: str) -> None:
    QTest.keyClicks(focus(), text)


def tab_to(*widgets: QWidget, most: int = 120) -> None:
    """Tab until one of ``widgets`` has the focus (the test fails if Tab never reaches
    any)."""
    passed = []
    for _ in range(most):
        if any(focus() is widget for widget in widgets):
            assert_focus_shown()
            return
        passed.append(f"{type(focus()).__name__}:{focus().accessibleName()}")
        press(KEY.Key_Tab)
    raise AssertionError(f"Tab never reached {widgets!r} (visible: "
                         f"{[w.isVisible() for w in widgets]}) but {passed[:40]}")


def assert_focus_shown() -> None:
    """The focused widget is framed (the focus ring of :mod:`teams_app.gui.keyboard`),
    the frame shown around it."""
    focused = focus()
    rings = [frame for frame in focused.window().findChildren(QFocusFrame, "focus_ring")
             if frame.widget() is focused]
    assert rings and rings[0].isVisible(), f"no focus frame around {focused!r}"
    ring = rings[0]
    # around it: the frame sits beside it, in its parent, and holds its whole rectangle
    assert ring.parentWidget() is focused.parentWidget()
    assert ring.geometry().contains(focused.geometry())


class Script:
    """Steps run by timers while a modal dialog's own event loop runs: each step waits
    for its condition, then acts with keys."""

    def __init__(self, qtbot, window: QWidget | None = None) -> None:
        self.qtbot = qtbot
        self.window = window
        self.steps: list[tuple[Callable[[], bool], Callable[[], None]]] = []
        self.error: BaseException | None = None

    def when(self, ready: Callable[[], bool], act: Callable[[], None]) -> Script:
        self.steps.append((ready, act))
        return self

    def _poll(self) -> None:
        if not self.steps:
            return
        QTimer.singleShot(30, self._poll)  # before acting: the act may run a dialog
        ready, act = self.steps[0]
        # a window manager activates the dialog on top when the one over it closes;
        # Qt's offscreen platform has none: the test does what it would
        dialog = QApplication.activeModalWidget()
        if dialog is not None and QApplication.activeWindow() is None:
            dialog.activateWindow()
        if ready():
            self.steps.pop(0)
            try:
                act()
            except BaseException as exc:  # noqa: BLE001 - raised by run() below
                self.error, self.steps = exc, []
                while (dialog := QApplication.activeModalWidget()) is not None:
                    dialog.close()  # let run() return to say what failed

    def run(self, start: Callable[[], None], timeout: int = 20000) -> None:
        QTimer.singleShot(30, self._poll)
        start()
        self.qtbot.waitUntil(lambda: not self.steps, timeout=timeout)
        if self.error is not None:
            raise self.error
        # the dialogs closed, a window manager gives the window (and its focus) back;
        # Qt's offscreen platform has none: the test does what it would
        self.qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
        if self.window is not None and QApplication.activeWindow() is not self.window:
            self.window.activateWindow()
        self.qtbot.waitUntil(lambda: QApplication.focusWidget() is not None and (
            self.window is None or self.window.isAncestorOf(QApplication.focusWidget())),
            timeout=5000)


def modal(kind: type) -> Callable[[], bool]:
    """A dialog of this kind is open, active, and has the keyboard focus."""
    def ready() -> bool:
        dialog = QApplication.activeModalWidget()
        focused = QApplication.focusWidget()
        return (isinstance(dialog, kind) and dialog.isActiveWindow() and focused is not None
                and dialog.isAncestorOf(focused))
    return ready


def popup_action(text_starts: str, most: int = 12) -> None:
    """Down in the open menu until its active action's text starts so."""
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu)
    for _ in range(most):
        press(KEY.Key_Down, target=menu)
        active = menu.activeAction()
        if active is not None and active.text().replace("&", "").startswith(text_starts):
            return
    raise AssertionError(f"no item {text_starts!r} in {[a.text() for a in menu.actions()]}")


@pytest.fixture
def window(qtbot, tmp_path):
    store = make_store(tmp_path)
    path = store.path
    store.close()
    w = MainWindow()  # closed and deleted below, not by qtbot
    w.resize(1600, 1000)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    assert w.open_file(path)
    qtbot.waitUntil(lambda: "RoomsView" in w.views)
    yield w
    w.close_match()
    w.close()
    # gone before the next test: a later language change must not reach this window
    w.deleteLater()
    qtbot.waitUntil(lambda: not shiboken6.isValid(w))


# menus and dialogs ask Qt's offscreen platform for what only a window system does
@pytest.mark.qt_log_ignore("^This plugin does not support (raise|grabbing the keyboard)",
                           extend=True)
def test_the_hosts_whole_round_with_the_keyboard_alone(window, qtbot, tmp_path):
    session = window.session
    match = lambda: session.match  # noqa: E731
    press(KEY.Key_1, Qt.KeyboardModifier.AltModifier)  # the Rooms tab, the focus in it
    rooms = window.views["RoomsView"]
    assert window.tabs.currentWidget().isAncestorOf(focus())

    def envelope_steps() -> int:
        """Alt+2, then each of the host's envelope steps due, by Tab and Enter."""
        press(KEY.Key_2, Qt.KeyboardModifier.AltModifier)
        view = window.views["EnvelopesView"]
        assert window.tabs.currentWidget().isAncestorOf(view)
        done = 0
        while True:
            due = [(hint, button) for table in (1, 2)
                   for hint, button in view.hint_rows[table]
                   if button is not None and button.isVisible() and hint.command is not None
                   and hint.kind in (env.HintKind.CARRY, env.HintKind.CHECK)]
            if not due:
                break
            hint, button = due[0]
            undo_before = session.store.undo_command
            tab_to(button)
            press(KEY.Key_Return)  # Enter presses the focused button
            assert session.store.undo_command != undo_before, "the step was not recorded"
            done += 1
            assert done < 20
        press(KEY.Key_1, Qt.KeyboardModifier.AltModifier)
        return done

    def play(table: int, text: str, *, typed_cards: bool) -> None:
        panel = rooms.panels[table]
        pending = session.core.next_pending(1, table)
        assert pending is not None
        deal = pending.key.deal
        if deal not in match().draws:
            if panel.draw_button.isEnabled() and not typed_cards:
                tab_to(panel.draw_button)
                press(KEY.Key_Space)
            else:
                # two cards still in this table's envelopes, typed as drawn by hand
                deck = match().settings.deck
                ns, ew = (remaining(deck, match().drawn_at(table, line))[-1]
                          for line in (Line.NS, Line.EW))
                typed.append((deal, str(ns), str(ew)))
                tab_to(panel.cards_edit)
                type_text(f"{ns} {ew}")
                press(KEY.Key_Return)
            assert deal in match().draws, panel.preview.text()
        tab_to(panel.edit)
        type_text(text)
        press(KEY.Key_Return)
        assert (pending.key, table) in match().results, panel.preview.text()

    typed: list[tuple[int, str, str]] = []
    carried = envelope_steps()
    entered = 0
    while True:
        progress = False
        for table in (1, 2):
            if session.core.next_pending(1, table) is None:
                continue
            carried += envelope_steps()
            play(table, RESULTS[entered % len(RESULTS)], typed_cards=entered % 2 == 1)
            entered += 1
            progress = True
            carried += envelope_steps()
        if not progress:
            break
    assert entered == 12  # six games at each table
    assert carried >= 4  # round I: each table packs and carries, each checks on arrival
    assert ops.round_complete(match(), 1)
    assert all(deal in match().draws for deal in range(1, 7))
    # the typed score cards are stored as typed
    assert typed
    for deal, ns, ew in typed:
        assert (str(match().draws[deal][Line.NS]), str(match().draws[deal][Line.EW])) == (
            ns, ew)

    # -- annul deal 2: Match › Annul a deal… (Alt+M, A), the deal typed, a reason, Enter
    def annul_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, AnnulDialog)
        # Tab enters the group of reasons, the arrows move in it
        wanted = dialog.reason_buttons[AnnulReason.CARDS_SEEN]
        tab_to(*dialog.reason_buttons.values())
        for _ in range(len(AnnulReason)):
            if focus() is wanted:
                break
            press(KEY.Key_Down)
        assert focus() is wanted
        press(KEY.Key_Space)
        assert dialog.reason_buttons[AnnulReason.CARDS_SEEN].isChecked()
        press(KEY.Key_Return)  # the dialog's default button: Annul

    def menu_item(menu_key: Qt.Key, item_key: Qt.Key) -> None:
        """Alt+<menu_key> opens a menu of the bar, <item_key> picks its item."""
        qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
        press(menu_key, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
        press(item_key)

    def deal_number() -> None:
        press(KEY.Key_A, Qt.KeyboardModifier.ControlModifier)
        type_text("2")
        press(KEY.Key_Return)

    Script(qtbot, window).when(modal(QInputDialog), deal_number).when(
        modal(AnnulDialog), annul_dialog).run(lambda: menu_item(KEY.Key_M, KEY.Key_A))
    annulment = match().annulments[DealKey(2)]
    assert annulment.reason is AnnulReason.CARDS_SEEN
    assert annulment.replay_at is ReplayAt.ROUND_END  # it had left its table

    # -- its replay at the end of the match instead: the row's menu (the Menu key)
    panel = rooms.panels[1]
    tab_to(panel.view)
    row = panel.model.row_of(2, 0)
    for _ in range(12):
        if panel.view.currentIndex().row() == row:
            break
        press(KEY.Key_Down if panel.view.currentIndex().row() < row else KEY.Key_Up)
    assert panel.view.currentIndex().row() == row
    press(KEY.Key_Menu)
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    popup_action("Replay of deal 2")
    press(KEY.Key_Right)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is not None
                    and QApplication.activePopupWidget().activeAction() is None
                    or "end of the match" not in panel.preview.text())
    popup_action(replay_when_text(ReplayAt.MATCH_END))
    press(KEY.Key_Return)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    assert match().annulments[DealKey(2)].replay_at is ReplayAt.MATCH_END
    assert ops.round_complete(match(), 1)

    # -- print the tables' diagrams to a file: Alt+P, D; Save as PDF (Alt+S), a name
    target = tmp_path / "diagrams-round-1.pdf"

    def name_the_file() -> None:
        type_text(str(target))
        press(KEY.Key_Return)

    Script(qtbot, window).when(
        lambda: modal(PrintDialog)()
        and QApplication.activeModalWidget().page_count() > 0,
        lambda: press(KEY.Key_S, Qt.KeyboardModifier.AltModifier)).when(
        modal(QFileDialog), name_the_file).when(
        lambda: target.exists() and isinstance(QApplication.activeModalWidget(), PrintDialog),
        lambda: press(KEY.Key_Escape)).run(lambda: menu_item(KEY.Key_P, KEY.Key_D))
    assert target.read_bytes().startswith(b"%PDF")
    assert QApplication.activeModalWidget() is None

    # -- close the round: Tab to "Close round (backup)", Space
    tab_to(rooms.close_button)
    press(KEY.Key_Space)
    backups = list(Path(str(session.store.path) + ".backups").glob("*round-1*"))
    assert backups, "no backup copy of round I"
    assert "closed" in rooms.status.full

    # -- and the other tabs with their keys
    for number, name in enumerate(("RoomsView", "EnvelopesView", "BalancesView",
                                   "DealsView"), start=1):
        press(getattr(KEY, f"Key_{number}"), Qt.KeyboardModifier.AltModifier)
        assert window.tabs.currentIndex() == number - 1
        assert window.views[name].isAncestorOf(focus()) or window.tabs.currentWidget(
        ).isAncestorOf(focus())
    press(KEY.Key_PageDown, Qt.KeyboardModifier.ControlModifier)
    assert window.tabs.currentIndex() == 0
    press(KEY.Key_PageUp, Qt.KeyboardModifier.ControlModifier)
    assert window.tabs.currentIndex() == 3
