"""A whole match through the GUI: set up in the wizard, six rounds played in the room
views (score cards drawn, results typed), the envelopes carried and checked in the
envelopes view (two actions per table and round, counted, with six decks and with two;
the rest follows from the results), the Rooms and Envelopes tabs compared after every
step, one deal annulled during the match (a short envelope) and replayed, one annulled
after it; after every round and at the end every figure of the result sheet equals the
core's."""

from __future__ import annotations

import random
from collections import Counter

import gui_play_data as data
import pytest
from fake_dialogs import FakeDialogs
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard
from test_gui_balances import check_against_core

from models import envelopes as env
from models import hints
from models.balances import compute_balances
from models.format import BlockKind, Team
from models.match import AnnulReason, DealKey
from teams_app import operations as ops
from teams_app.gui.annul import AnnulDialog
from teams_app.gui.balances import BalancesView
from teams_app.gui.envelopes import EnvelopesView
from teams_app.gui.rooms import RoomsView
from teams_app.gui.session import MatchSession
from teams_app.gui.wizard import SetupWizard
from teams_app.gui.wizard.draw import DrawPage
from teams_app.store import MatchStore

#: slow (README: the quick run leaves it out, ``-m "not slow"``)
pytestmark = [pytest.mark.usefixtures("qapp"), pytest.mark.slow]

PLAYERS_A = ("Ivan Petrov", "Petar Kolev", "Georgi Ivanov", "Dimitar Stoev")
PLAYERS_B = ("Maria Vasileva", "Elena Todorova", "Vera Nikolova", "Nina Marinova")
SHORT_DEAL = 8  # round II, table 1's second original: West's envelope arrives with 12


def create_with_wizard(qtbot, folder, two_decks: bool = False) -> object:
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
    wizard.setField("two_decks", two_decks)
    wizard.settings_page.host.set(None, None)  # a director who does not play: the laptop shows all
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
        # the courier's tab and the rooms' on screen (the laptop and the rooms' screen);
        # the balances refresh while hidden
        self.envelopes.show()
        self.rooms.show()
        self.proposals: list[tuple[int, AnnulReason | None]] = []

        def ask_annul(session, deal, parent=None, proposed=None):
            assert isinstance(parent, EnvelopesView), "no dialog expected but the envelopes'"
            self.proposals.append((deal, proposed))

        session.dialogs = FakeDialogs(ask_annul=ask_annul)  # any other question fails
        self.rng = random.Random(36)
        self.swap_hint_seen = False
        self.swap_back_rounds: set[int] = set()
        #: envelope actions clicked, per (round, table)
        self.actions: Counter[tuple[int, int]] = Counter()
        #: (round, table) where a "send back" hint was shown (and not clicked)
        self.returns_said: set[tuple[int, int]] = set()

    @property
    def match(self):
        return self.session.match

    def click(self, button) -> None:
        assert button.isEnabled()
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    # -- envelopes -----------------------------------------------------------------------
    def courier(self, table: int) -> int:
        """Click what the table's envelope hints offer: "Packed and carried", "All there"
        (for the short deal: "One short…", then the envelope found short; with two decks
        the short deal arrives after the round's check, so "By hand").  Dealing, playing
        and sending home follow from the results: nothing to click ("Sent back" is
        offered, not needed)."""
        clicks = 0
        if self.short_arrived_unchecked(table):
            self.short_envelope(table, None, SHORT_DEAL)
            clicks += 1
            self.actions[(self.rooms.round, table)] += 1
            self.assert_views_agree()
        while True:
            for number, (hint, button) in enumerate(self.envelopes.hint_rows[table]):
                if hint.kind is env.HintKind.RETURN:
                    self.returns_said.add((self.rooms.round, table))
                if hint.command is None or button is None \
                        or hint.kind is env.HintKind.RETURN:
                    continue  # said only: the results record it, or a warning
                if hint.kind is env.HintKind.CHECK and SHORT_DEAL in hint.params["deals"] \
                        and not self.proposals:
                    self.short_envelope(table, number, SHORT_DEAL)
                else:
                    self.click(button)
                clicks += 1
                self.actions[(self.rooms.round, table)] += 1
                self.assert_views_agree()
                break
            else:
                return clicks

    def short_arrived_unchecked(self, table: int) -> bool:
        """Two decks: the short deal arrived here after the round's check was said (it
        is found complete as it comes), not reported yet, not played here yet."""
        slot = self.match.format.slot(SHORT_DEAL)
        return (slot.other_table == table and not self.proposals
                and env.deal_stage(self.match, SHORT_DEAL) is env.Stage.RECEIVED
                and not any(SHORT_DEAL in h.params.get("deals", ())
                            for h, _ in self.envelopes.hint_rows[table]))

    def short_envelope(self, table: int, number: int | None, deal: int) -> None:
        """The check on arrival finds West's envelope of a deal with 12 cards ("One
        short…" on the check hint, or the "By hand" panel: ``number`` None)."""
        view = self.envelopes
        if number is not None:
            self.click(view._rows[table][number].short)  # "One short…"
        view.deal_box.setCurrentIndex(view.deal_box.findData(deal))
        view.direction_box.setCurrentIndex(view.direction_box.findData("W"))
        view.cards_box.setValue(12)
        self.click(view.receive_button)
        assert self.proposals == [(deal, AnnulReason.SHORT_ENVELOPE)]
        # the host confirms the proposed annulment in the dialog: during the match, the
        # replay at the end of the round (the deal had reached the other table)
        dialog = AnnulDialog(self.session, deal, AnnulReason.SHORT_ENVELOPE)
        self.qtbot.addWidget(dialog)
        assert dialog.reason is AnnulReason.SHORT_ENVELOPE and dialog.round_end.isChecked()
        dialog.note.setText("West's envelope held 12 cards")
        self.click(dialog.ok_button)
        assert self.match.annulments[DealKey(deal)].reason is AnnulReason.SHORT_ENVELOPE

    def assert_views_agree(self) -> None:
        """The Rooms tab and the Envelopes tab say the same next steps."""
        assert self.rooms.round == self.envelopes.round
        for table in (1, 2):
            shown = self.rooms.panels[table].hints.full_text().split("<br>")
            envelope_lines = []
            for hint, row in zip((h for h, _ in self.envelopes.hint_rows[table]),
                                 self.envelopes._rows[table], strict=False):
                prefixed = hint.kind not in (env.HintKind.SHORT_ENVELOPE,
                                             env.HintKind.NO_SCORE_CARDS)
                envelope_lines.append("➜ " + (f"Table {table}: " if prefixed else "")
                                      + row.label.text())
            assert shown[len(shown) - len(envelope_lines):] == envelope_lines, (
                table, shown, envelope_lines)
            # "envelopes from table X": played there, and on their way or arrived here
            upcoming = ops.next_game(self.match, self.rooms.round, table)
            if upcoming is None or upcoming[1].attempt or \
                    upcoming[0].kind is not BlockKind.SENT:
                continue
            deal = upcoming[0].deal
            stage = env.deal_stage(self.match, deal)
            if "envelopes from table" in shown[0]:
                assert stage >= env.Stage.PACKED, (deal, stage)
                if stage < env.Stage.RECEIVED:
                    # on their way: carried or checked next, or the table they come
                    # from still deals its originals (they go over after the three)
                    home = 3 - table
                    kinds = {h.kind for t in (1, 2) for h, _ in self.envelopes.hint_rows[t]
                             if deal in h.params.get("deals", ())}
                    kinds |= {h.kind for h, _ in self.envelopes.hint_rows[home]
                              if h.kind is env.HintKind.DEAL}
                    assert kinds & {env.HintKind.CARRY, env.HintKind.CHECK,
                                    env.HintKind.DEAL}, (deal, stage)
            else:
                assert "has not played it yet" in shown[0]
                assert stage < env.Stage.PACKED

    # -- a room --------------------------------------------------------------------------
    def playable(self, table: int) -> bool:
        upcoming = ops.next_game(self.match, self.rooms.round, table)
        if upcoming is None:
            return False
        game, key = upcoming
        if key.attempt > 0:  # a replay: dealt at its origin, then carried over
            return game.origin_table == table or (key, game.origin_table) in self.match.results
        if game.kind is BlockKind.ORIGINAL:
            return True  # an original is dealt and played at the table
        return env.deal_stage(self.match, game.deal) is env.Stage.RECEIVED

    def play_game(self, table: int) -> None:
        panel = self.rooms.panels[table]
        game, key = ops.next_game(self.match, self.rooms.round, table)
        assert panel.target == key
        if "swap envelopes with your partner" in panel.hints.full_text():
            self.swap_hint_seen = True
        if "swap envelopes with your partner back" in panel.hints.full_text():
            assert table == 1 and game.game == 1
            self.swap_back_rounds.add(self.rooms.round)
        if game.kind is BlockKind.ORIGINAL and game.deal not in self.match.draws:
            assert "draw score cards" in panel.hints.full_text()
            self.click(panel.draw_button)
            if self.rooms.round > 1 and key.attempt == 0:
                # drawn just before it is dealt: the envelopes it is dealt into are home,
                # the other table's "send back" hint for them is gone
                before = self.match.format.deal_number(self.rooms.round - 1, table,
                                                       game.serial)
                assert env.deal_stage(self.match, before) is env.Stage.RETURNED
                assert not [h for h, _ in self.envelopes.hint_rows[3 - table]
                            if h.kind is env.HintKind.RETURN
                            and before in h.params["deals"]]
                self.assert_views_agree()
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
        self.assert_views_agree()

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
            assert self.courier(table) == 0  # sending the envelopes home: results say it


@pytest.mark.parametrize("two_decks", [False, True], ids=["six-decks", "two-decks"])
def test_whole_match_through_the_gui(qtbot, tmp_path, monkeypatch, two_decks):
    path = create_with_wizard(qtbot, tmp_path, two_decks)
    store = MatchStore.open(path)
    try:
        session = MatchSession(store, rng=random.Random(6))
        host = Host(qtbot, session, monkeypatch)
        # the highest card of the eight is A-1, and his team is team A (spec §1)
        seats = session.match.seats
        assert seats["A-1"].card == max(s.card for s in seats.values())
        team_a = "Lions" if seats["A-1"].player in PLAYERS_A else "Tigers"
        assert session.match.teams[Team.A].name == team_a
        for round_ in range(1, 7):
            host.play_round(round_)
            check_against_core(host.balances)
            # the finished round stays on screen; the host closes it and moves on
            assert host.rooms.round == round_
            picker = host.rooms.round_picker
            assert picker.held == (round_ < 6)
            host.click(host.rooms.close_button)  # complete: closed without a question
            assert "closed: backup copy" in host.rooms.status.text()
            # the envelopes tab holds the finished round too (what is left: envelopes home)
            assert host.envelopes.round == round_
            assert host.envelopes.round_picker.held == (round_ < 6)
            if round_ < 6:
                # the Envelopes tab holds the finished round too: the host moves on there
                assert host.envelopes.round_picker.held
                host.click(host.envelopes.round_picker.next_button)
                host.click(picker.next_button)
                assert host.rooms.round == round_ + 1 and not picker.held
                host.click(host.envelopes.round_picker.next_button)
                assert host.envelopes.round == round_ + 1
        match = session.match
        assert host.swap_hint_seen
        assert host.swap_back_rounds == {2, 3, 4, 5, 6}  # each new round at table 1
        # every deal played at both tables; the short one replayed under the same cards
        assert all(match.score(match.current_key(d), t) is not None
                   for d in range(1, 37) for t in (1, 2))
        assert match.current_key(SHORT_DEAL) == DealKey(SHORT_DEAL, 1)
        assert match.annulments[DealKey(SHORT_DEAL)].reason is AnnulReason.SHORT_ENVELOPE
        assert match.settings.two_decks is two_decks
        assert all(env.deal_stage(match, d) is env.Stage.RETURNED for d in range(1, 31))
        # the last round's envelopes stay where they were played (two decks: the emptied
        # ones went home with the cards dealt again from them)
        last = [33, 36] if two_decks else list(range(31, 37))
        assert [d for d in range(31, 37)
                if env.deal_stage(match, d) is env.Stage.PLAYED_AWAY] == last
        # a clean round: two envelope actions per table (packed and carried; all there);
        # two decks: the short envelope of deal 8 is reported by hand at table 2
        assert host.returns_said  # said, gone without a click
        short_round = {(2, 2): 3} if two_decks else {}
        assert host.actions == {(r, t): short_round.get((r, t), 2)
                                for r in range(1, 7) for t in (1, 2)}
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

