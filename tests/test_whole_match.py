"""A whole match through the GUI: set up in the wizard, six rounds played in the room
views (score cards drawn, results typed), envelopes moved in the envelopes view, one deal
annulled during the match (a short envelope) and replayed, one annulled after it; after
every round and at the end every figure of the result sheet equals the core's."""

from __future__ import annotations

import random

import gui_play_data as data
import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QWizard
from test_gui_balances import check_against_core

from models import envelopes as env
from models import hints
from models.balances import compute_balances
from models.format import BlockKind
from models.match import AnnulReason, DealKey
from models.vocabulary import Direction
from teams_app import operations as ops
from teams_app.gui.annul import AnnulDialog
from teams_app.gui.balances import BalancesView
from teams_app.gui.envelopes import EnvelopesView
from teams_app.gui.rooms import RoomsView
from teams_app.gui.session import MatchSession
from teams_app.gui.wizard import DrawPage, SetupWizard
from teams_app.store import MatchStore

PLAYERS_A = ("Ivan Petrov", "Petar Kolev", "Georgi Ivanov", "Dimitar Stoev")
PLAYERS_B = ("Maria Vasileva", "Elena Todorova", "Vera Nikolova", "Nina Marinova")
SHORT_DEAL = 8  # round II, table 1's second original: West's envelope arrives with 12


def create_with_wizard(qtbot, folder) -> object:
    wizard = SetupWizard(directory=folder)
    qtbot.addWidget(wizard)
    wizard.show()
    wizard.setField("team_a", "Lions")
    wizard.setField("team_b", "Tigers")
    for key, names in (("a", PLAYERS_A), ("b", PLAYERS_B)):
        for i, name in enumerate(names, start=1):
            wizard.setField(f"player_{key}{i}", name)
    wizard.next()
    assert wizard.currentId() == SetupWizard.DRAW
    wizard.draw_page.set_mode(DrawPage.DRAWN)
    wizard.draw_page.draw(rng=random.Random(1959))
    wizard.next()
    assert wizard.currentId() == SetupWizard.SETTINGS
    wizard.setField("turning", True)  # table 1 turns its diagram: the swap hint appears
    wizard.next()
    assert wizard.currentId() == SetupWizard.FILE
    wizard.setField("path", str(folder / "whole.match"))
    wizard.accept()
    assert wizard.result() == QWizard.DialogCode.Accepted
    return wizard.created_path


class Host:
    """The person at the laptop: clicks and types in the three views."""

    def __init__(self, qtbot, session: MatchSession, monkeypatch) -> None:
        self.qtbot = qtbot
        self.session = session
        self.rooms = RoomsView(session)
        self.envelopes = EnvelopesView(session)
        self.balances = BalancesView(session)
        for widget in (self.rooms, self.envelopes, self.balances):
            qtbot.addWidget(widget)
        self.envelopes.show()  # the courier's tab; the others refresh while hidden
        self.proposals: list[tuple[int, AnnulReason | None]] = []
        monkeypatch.setattr(EnvelopesView, "ask_annul", classmethod(
            lambda cls, s, deal, parent=None, proposed=None:
            self.proposals.append((deal, proposed))))
        self.rng = random.Random(36)
        self.swap_hint_seen = False

    @property
    def match(self):
        return self.session.match

    def click(self, button) -> None:
        assert button.isEnabled()
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    # -- envelopes -----------------------------------------------------------------------
    def courier(self, table: int) -> int:
        """Click 'Done' on the table's envelope hints; play steps are left to results,
        except for an annulled deal (its replacement does not move the envelopes)."""
        clicks = 0
        while True:
            for hint, button in self.envelopes.hint_rows[table]:
                command = hint.command
                if button is None:
                    continue
                if isinstance(command, env.EnvelopeAction) and command.action in (
                        env.Action.PLAY_HOME, env.Action.PLAY_AWAY) \
                        and DealKey(command.deal) not in self.match.annulments:
                    continue
                if (isinstance(command, env.Batch) and command.commands
                        and command.commands[0].action is env.Action.RECEIVE
                        and command.commands[0].deal == SHORT_DEAL
                        and not self.proposals):
                    self.short_envelope(SHORT_DEAL)
                else:
                    self.click(button)
                clicks += 1
                break
            else:
                return clicks

    def short_envelope(self, deal: int) -> None:
        """Check a deal's envelopes with the courier panel: West's holds 12 cards."""
        view = self.envelopes
        view.deal_box.setCurrentIndex(view.deal_box.findData(deal))
        view.count_boxes[Direction.W].setValue(12)
        self.click(view.receive_button)
        assert self.proposals == [(deal, AnnulReason.SHORT_ENVELOPE)]
        # the host confirms the proposed annulment in the dialog: during the match
        dialog = AnnulDialog(self.session, deal, AnnulReason.SHORT_ENVELOPE)
        self.qtbot.addWidget(dialog)
        assert dialog.reason is AnnulReason.SHORT_ENVELOPE and dialog.during.isChecked()
        dialog.note.setText("West's envelope held 12 cards")
        self.click(dialog.ok_button)
        assert self.match.annulments[DealKey(deal)].reason is AnnulReason.SHORT_ENVELOPE

    # -- a room --------------------------------------------------------------------------
    def playable(self, table: int) -> bool:
        upcoming = ops.next_game(self.match, self.rooms.round, table)
        if upcoming is None:
            return False
        game, key = upcoming
        if key.attempt > 0:
            return True  # a replacement: another deal under the same score cards
        stage = env.deal_stage(self.match, game.deal)
        return stage is (env.Stage.DEALT if game.kind is BlockKind.ORIGINAL
                         else env.Stage.RECEIVED)

    def play_game(self, table: int) -> None:
        panel = self.rooms.panels[table]
        game, key = ops.next_game(self.match, self.rooms.round, table)
        assert panel.target == key
        if "swap envelopes with your partner" in panel.hints.text():
            self.swap_hint_seen = True
        if game.kind is BlockKind.ORIGINAL and game.deal not in self.match.draws:
            assert "draw score cards" in panel.hints.text()
            self.click(panel.draw_button)
        text = data.result_text(self.rng)
        self.qtbot.keyClicks(panel.edit, text)
        expected = ops.preview_result(self.match, deal=key.deal, table=table, text=text,
                                      attempt=key.attempt)[0]
        assert expected is not None and panel.preview.text().startswith(
            "0 —" if expected == 0 else f"NS {expected:+d}")
        with self.qtbot.waitSignal(self.session.changed):
            self.qtbot.keyClick(panel.edit, Qt.Key.Key_Return)
        assert self.match.score(key, table) == expected
        assert panel.edit.text() == ""

    def play_round(self, round_: int) -> None:
        assert self.rooms.round == round_ == self.envelopes.round
        for _ in range(200):
            if ops.round_complete(self.match, round_):
                break
            moved = False
            for table in (1, 2):
                moved |= self.courier(table) > 0
                if self.playable(table):
                    self.play_game(table)
                    moved = True
            assert moved, f"round {round_} is stuck: {hints.table_hints(self.match, round_, 1)}"
        assert ops.round_complete(self.match, round_)
        for table in (1, 2):
            self.courier(table)  # envelopes home


def test_whole_match_through_the_gui(qtbot, tmp_path, monkeypatch):
    path = create_with_wizard(qtbot, tmp_path)
    store = MatchStore.open(path)
    try:
        session = MatchSession(store, rng=random.Random(6))
        host = Host(qtbot, session, monkeypatch)
        assert session.match.teams[next(iter(session.match.teams))].name == "Lions"
        for round_ in range(1, 7):
            host.play_round(round_)
            check_against_core(host.balances)
            if round_ < 6:
                assert host.rooms.round == round_ + 1  # the views move on by themselves
            host.rooms.round_box.setCurrentIndex(round_ - 1)
            host.click(host.rooms.close_button)
            assert "backup" in host.rooms.status.text()
            host.rooms.go_current()
        match = session.match
        assert host.swap_hint_seen
        # every deal played at both tables; the short one replayed under the same cards
        assert all(match.score(match.current_key(d), t) is not None
                   for d in range(1, 37) for t in (1, 2))
        assert match.current_key(SHORT_DEAL) == DealKey(SHORT_DEAL, 1)
        assert match.annulments[DealKey(SHORT_DEAL)].reason is AnnulReason.SHORT_ENVELOPE
        assert all(env.deal_stage(match, d) is env.Stage.RETURNED for d in range(1, 37))
        # after the match: a leak found out, deal 30 annulled and not replayed
        before = compute_balances(match).deals_counted
        dialog = AnnulDialog(session, 30)
        qtbot.addWidget(dialog)
        assert dialog.after.isChecked()
        dialog.reason_buttons[AnnulReason.LEAKED_INFORMATION].setChecked(True)
        host.click(dialog.ok_button)
        assert match.annulments[DealKey(30)].after_match
        assert ops.pending_key(match, 30, 1) is None
        assert compute_balances(match).deals_counted == before - 1 == 35
        check_against_core(host.balances)
        model = host.rooms.panels[1].model
        host.rooms.round_box.setCurrentIndex(4)  # round V holds deal 30
        row = model.row_of(30, 0)
        assert model.data(model.index(row, 5), Qt.ItemDataRole.FontRole).strikeOut()
        # the file holds the same match
        report = compute_balances(match).to_report()
    finally:
        store.close()
    with MatchStore.open(path, read_only=True) as again:
        assert compute_balances(again.match).to_report() == report


@pytest.fixture(autouse=True)
def _isolated(tmp_path, monkeypatch, qapp):
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))


@pytest.fixture(autouse=True)
def _no_real_dialogs(monkeypatch):
    monkeypatch.setattr(RoomsView, "ask_annul", classmethod(
        lambda cls, *a, **k: pytest.fail("no dialog expected from the rooms view")))
