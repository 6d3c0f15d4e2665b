"""The annulment lifecycle through the app's views (real widgets offscreen, a real match
file made from ``resources/samples/full-match.csv``): the annul dialog during the match
(replayed, or closed without a replay) and after it, the replay typed in the Rooms view
as a new attempt with the annulled one kept in view, a later replay refused in the app's
language, and undo as the way back."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from models.match import AnnulReason, DealKey, ReplayAt
from teams_app import operations as ops
from teams_app.gui.annul import AnnulDialog
from teams_app.gui.balances import BalancesView
from teams_app.gui.envelope_models import RoundDealsModel
from teams_app.gui.envelopes import EnvelopesView
from teams_app.gui.models import RawRole
from teams_app.gui.rooms import RoomsView
from teams_app.gui.rooms.games import GamesModel
from teams_app.gui.session import MatchSession
from teams_app.gui.settings import install_translators
from teams_app.store import MatchStore
from words.hints import room_hint_text

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "resources" / "samples" / "full-match.csv"


def new_store(tmp_path: Path, deals) -> MatchStore:
    from models.match import Seat, new_match

    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    store = ops.create_match(tmp_path / "m.match", new_match("Lions", "Tigers", seats))
    lines = SAMPLE.read_text(encoding="utf-8").splitlines()
    rows = [line for line in lines[1:] if int(line.split(",")[0]) in deals]
    part = tmp_path / "part.csv"
    part.write_text("\n".join([lines[0], *rows]) + "\n", encoding="utf-8")
    ops.import_results(store, part)
    return store


@pytest.fixture
def round_one(tmp_path):
    store = new_store(tmp_path, range(1, 7))
    yield MatchSession(store, rng=random.Random(3))
    store.close()


@pytest.fixture
def played(tmp_path):
    store = new_store(tmp_path, range(1, 37))
    yield MatchSession(store, rng=random.Random(3))
    store.close()


def annul_in_dialog(qtbot, session, deal: int, reason: AnnulReason, when: str) -> AnnulDialog:
    dialog = AnnulDialog(session, deal)
    qtbot.addWidget(dialog)
    dialog.reason_buttons[reason].setChecked(True)
    getattr(dialog, when).setChecked(True)
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    return dialog


def rows_of(panel, deal: int) -> list[tuple[int, object, object]]:
    model = panel.model
    out = []
    for r in range(model.rowCount()):
        if model.data(model.index(r, GamesModel.DEAL), RawRole) in (deal, f"{deal}"):
            row = model.row(r)
            out.append((row.attempt, row.annulment is not None, row.result))
    return out


def test_annulled_during_the_match_the_replay_is_typed_in_rooms(qtbot, round_one):
    session = round_one
    rooms = RoomsView(session)
    qtbot.addWidget(rooms)
    rooms.resize(1366, 768)
    original = {t: session.match.results[(DealKey(1), t)] for t in (1, 2)}
    offered = AnnulDialog(session, 1)
    qtbot.addWidget(offered)
    # deal 1 was played at both tables: its replay comes at the end of the round
    assert offered.round_end.isChecked() and offered.now.isEnabled()
    annul_in_dialog(qtbot, session, 1, AnnulReason.CARDS_SEEN, "round_end")
    # deal 1's deck is at table 2 with the round's white envelopes: sent home first
    # (issue 29), then table 1 deals 1R1
    session.run(ops.return_envelopes, table=2, round=1)
    # both tables now play deal 1's replacement, table 1 (where it is dealt) first; the
    # annulled attempt stays in view, the replay's row is there to fill in
    assert rooms.round == 1
    assert [(a, annulled, result is not None)
            for a, annulled, result in rows_of(rooms.panels[1], 1)] == [
        (0, True, True), (1, False, False)]
    said = {t: [room_hint_text(h) for h in session.core.table_hints(1, t)] for t in (1, 2)}
    assert "Table 2: wait for deal 1R1 from table 1" in said[2]
    assert any(h.startswith("Table 1: after game 6: deal 1 again (1R1)") for h in said[1])
    envelopes = EnvelopesView(session)
    qtbot.addWidget(envelopes)
    envelopes.refresh()

    def replay_row() -> list[str]:
        model = envelopes.deals_model
        return [model.data(model.index(6, c)) for c in (RoundDealsModel.DEAL,
                                                         RoundDealsModel.STAGE)]

    assert envelopes.deals_model.rowCount() == 7
    assert replay_row() == ["1R1", "not dealt yet"]
    for table in (1, 2):
        panel = rooms.panels[table]
        assert panel.target == DealKey(1, 1)
        if table == 2:  # played at table 1: packed there, then carried over
            envelopes.refresh()
            assert replay_row() == ["1R1", "packed at table 1"]
            session.run(ops.carry_envelopes, table=1, round=1)
            envelopes.refresh()
            assert replay_row() == ["1R1", "on the way to table 2"]
        qtbot.keyClicks(panel.edit, "3NT E 9")
        qtbot.keyClick(panel.edit, Qt.Key.Key_Return)
        assert panel.edit.text() == ""
    match = session.match
    assert {t: match.results[(DealKey(1), t)] for t in (1, 2)} == original
    assert str(match.results[(DealKey(1, 1), 2)].contract) == "3NT"
    rooms.show_round(1)  # the round is complete: the view went on to round II
    assert [(a, annulled) for a, annulled, _ in rows_of(rooms.panels[1], 1)] == [
        (0, True), (1, False)]
    assert ops.round_complete(match, 1)
    # the result sheet lists both attempts: the annulled one struck, the replay counting
    balances = BalancesView(session)
    qtbot.addWidget(balances)
    balances.show()
    session.refresh_all()
    model = balances.deals_model
    shown = [model.data(model.index(r, 0)) for r in range(model.rowCount())]
    assert shown[:2] == ["1", "1R1"]
    # undo is the way back: the replay's results, its carry, the sending home, then
    # the annulment
    for _ in range(5):
        session.run(ops.undo)
    assert not session.match.annulments and rooms.panels[1].target != DealKey(1, 1)
    # closed here, while the test still holds it: a shown view left to the collector can be
    # collected while Qt paints it once the test is over (pytest-qt keeps weak references)
    balances.close()


def test_annulled_without_a_replay_the_round_completes(qtbot, round_one):
    session = round_one
    rooms = RoomsView(session)
    qtbot.addWidget(rooms)
    annul_in_dialog(qtbot, session, 2, AnnulReason.LEAKED_INFORMATION, "no_replay")
    annulment = session.match.annulments[DealKey(2)]
    assert annulment.no_replay and not annulment.after_match
    assert ops.round_complete(session.match, 1)
    assert all(rooms.panels[t].target is None or rooms.panels[t].target.deal != 2
               for t in (1, 2))
    rooms.show_round(1)
    model = rooms.panels[1].model
    row = next(r for r in range(model.rowCount()) if model.row(r).deal == 2)
    assert "Annulled during the match, not replayed, reason 4" in model.data(
        model.index(row, GamesModel.DEAL), Qt.ItemDataRole.ToolTipRole)
    again = AnnulDialog(session, 2)
    qtbot.addWidget(again)
    assert "already annulled" in again.error.text() and not again.ok_button.isEnabled()


def test_after_the_match_never_replayed_and_refused_in_the_app_language(qtbot, played):
    session = played
    dialog = AnnulDialog(session, 36)
    qtbot.addWidget(dialog)
    # every deal is played: the dialog offers only "after the match"
    assert dialog.after.isChecked()
    assert not any(button.isEnabled() for button in dialog.when_buttons.values())
    dialog.reason_buttons[AnnulReason.SHORT_ENVELOPE].setChecked(True)
    with qtbot.waitSignal(dialog.accepted):
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert session.match.annulments[DealKey(36)].after_match
    rooms = RoomsView(session)
    qtbot.addWidget(rooms)
    table = session.match.format.slot(36).origin_table
    panel = rooms.panels[table]
    before = dict(session.match.results)
    assert install_translators("bg")
    try:
        panel.select_game(36, 1)  # try a replay anyway
        panel.edit.setText("3NT N 9")
        qtbot.keyClick(panel.edit, Qt.Key.Key_Return)
        assert "раздаване 36 е анулирано след мача: не се преиграва" in panel.preview.text()
    finally:
        install_translators("en")
    assert session.match.results == before


def test_the_app_and_the_command_line_refuse_with_the_same_words(qtbot, tmp_path, capsys):
    """The rules are the core's: the command line and the app's views refuse the same
    things, and in English with the same words (the app words the same key in bg/ru)."""
    from teams_app.cli import main

    path = tmp_path / "cli.match"
    assert main(["new", str(path), "--team-a", "Lions", "--team-b", "Tigers",
                 "--players-a", "A1,A2,A3,A4", "--players-b", "B1,B2,B3,B4"]) == 0
    assert main(["import", str(path), str(SAMPLE)]) == 0
    assert main(["annul", str(path), "3", "--reason", "5"]) == 0  # all played: after
    capsys.readouterr()
    assert main(["annul", str(path), "3", "--reason", "2"]) == 1
    cli_refusal = capsys.readouterr().err.removeprefix("teams-app: error: ").strip()
    assert cli_refusal.startswith("deal 3 is already annulled")
    lines = SAMPLE.read_text(encoding="utf-8").splitlines()
    replay = tmp_path / "replay.csv"
    replay.write_text("\n".join([lines[0], *(line.replace(",PASS,,,", ",1NT,N,7,")
                                             .replace(",2D,", ",3D,")
                                             for line in lines[1:] if line.startswith("3,"))])
                      + "\n", encoding="utf-8")
    assert main(["import", str(path), str(replay)]) == 1
    cli_replay = capsys.readouterr().err.strip()

    store = MatchStore.open(path)
    try:
        session = MatchSession(store)
        dialog = AnnulDialog(session, 3)
        qtbot.addWidget(dialog)
        assert dialog.error.text() == cli_refusal and not dialog.ok_button.isEnabled()
        rooms = RoomsView(session)
        qtbot.addWidget(rooms)
        rooms.show_round(1)
        panel = rooms.panels[session.match.format.slot(3).origin_table]
        panel.select_game(3, 1)
        panel.edit.setText("3NT N 9")
        qtbot.keyClick(panel.edit, Qt.Key.Key_Return)
        assert panel.preview.text() == "deal 3 was annulled after the match: it is not replayed"
        assert cli_replay.endswith(panel.preview.text())
    finally:
        store.close()


def test_the_replay_time_changes_from_the_rooms_menu(qtbot, round_one):
    """Until table 1 enters deal 1's replay, the host can say when it is played."""
    session = round_one
    rooms = RoomsView(session)
    qtbot.addWidget(rooms)
    annul_in_dialog(qtbot, session, 1, AnnulReason.CARDS_SEEN, "round_end")
    # deal 1's deck is at table 2 with the round's white envelopes: sent home first
    # (issue 29), then table 1 deals 1R1
    session.run(ops.return_envelopes, table=2, round=1)
    panel = rooms.panels[1]
    row = panel.model.row(panel.model.row_of(1, 0))
    menu = panel.context_menu(row)
    replays = next(a.menu() for a in menu.actions() if a.menu() is not None)
    choices = {a.text(): a for a in replays.actions()}
    assert [a.isChecked() for a in choices.values()] == [False, True, False, False]
    choices["replayed at the end of the match"].trigger()
    assert session.match.annulments[DealKey(1)].replay_at is ReplayAt.MATCH_END
    assert ops.round_complete(session.match, 1)  # a match-end replay holds no round open
    session.run(ops.enter_result, deal=1, table=1, text="3NT E 9", attempt=1)
    # played at its own table: when it is played no longer changes, the menu says none
    menu = panel.context_menu(panel.model.row(panel.model.row_of(1, 0)))
    assert all(a.menu() is None for a in menu.actions())


def test_a_deal_of_a_round_a_table_has_left_is_replayed_after_the_match(qtbot, tmp_path):
    """Round I played and round II's deals 7-12 in: the annul dialog of deal 1 offers the
    end of the match and says why a replay now or at the end of round I cannot be; asked
    for now, the replay is set for the end of the match."""
    store = new_store(tmp_path, range(1, 13))
    session = MatchSession(store, rng=random.Random(3))
    try:
        dialog = AnnulDialog(session, 1)
        qtbot.addWidget(dialog)
        assert dialog.match_end.isChecked()
        assert not dialog.gone_on.isHidden()
        assert dialog.gone_on.text() == (
            "Round II is under way: deal 1's deck has dealt a later deal, so a replay now or "
            "at the end of round I is played at the end of the match")
        annul_in_dialog(qtbot, session, 1, AnnulReason.CARDS_SEEN, "now")
        assert session.match.annulments[DealKey(1)].replay_at is ReplayAt.MATCH_END
        fresh = AnnulDialog(session, 3)
        qtbot.addWidget(fresh)
        assert fresh.match_end.isChecked() and not fresh.gone_on.isHidden()
        # a deal of the round both tables are in says nothing of it
        current = AnnulDialog(session, 8)
        qtbot.addWidget(current)
        assert current.gone_on.isHidden()
    finally:
        store.close()
