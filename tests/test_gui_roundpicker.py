"""RoundPicker: the one round chooser of the rooms and envelope views."""

from __future__ import annotations

import random

import gui_play_data as data
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from teams_app import operations as ops
from teams_app.gui.envelopes import EnvelopesView
from teams_app.gui.models import RawRole
from teams_app.gui.readonly import make_read_only
from teams_app.gui.rooms import RoomsView
from teams_app.gui.roundpicker import RoundPicker
from teams_app.gui.session import MatchSession


@pytest.fixture(scope="module")
def template(tmp_path_factory):
    folder = tmp_path_factory.mktemp("picker")
    store = data.half_played(folder)
    store.close()
    return store.path


@pytest.fixture
def session(template, tmp_path):
    store = data.open_copy(template, tmp_path)
    yield MatchSession(store, rng=random.Random(5))
    store.close()


def test_picker_tells_user_choices_only_and_knows_when_it_follows(qtbot):
    current = [3]
    picker = RoundPicker(lambda: current[0])
    qtbot.addWidget(picker)
    picker.fill(6)
    assert [picker.box.itemText(i) for i in range(6)] == [
        "Round I", "Round II", "Round III", "Round IV", "Round V", "Round VI"]
    with qtbot.assertNotEmitted(picker.picked):
        picker.set_round(3)
        picker.fill(6)  # refilled: the shown round stays
    assert picker.round == 3 and picker.following
    with qtbot.waitSignal(picker.picked) as picked:
        picker.box.setCurrentIndex(1)  # the user picks round II
    assert picked.args == [2] and picker.round == 2 and not picker.following
    current[0] = 4
    assert picker.follow() == 2  # not following: the match moving on changes nothing
    with qtbot.waitSignal(picker.picked) as picked:
        qtbot.mouseClick(picker.current_button, Qt.MouseButton.LeftButton)
    assert picked.args == [4] and picker.round == 4 and picker.following
    current[0] = 5
    assert picker.follow() == 5
    with qtbot.waitSignal(picker.picked):
        picker.box.setCurrentIndex(4)  # picking the current round itself follows
    assert picker.following
    picker.fill(3)  # fewer rounds (another format): a round that is gone is not kept
    assert picker.box.count() == 3


@pytest.mark.parametrize("view_class", [RoomsView, EnvelopesView])
def test_both_views_use_the_picker(qtbot, session, view_class):
    view = view_class(session)
    qtbot.addWidget(view)
    view.show()
    assert isinstance(view.round_picker, RoundPicker)
    assert view.round_box is view.round_picker.box
    assert view.current_button is view.round_picker.current_button
    assert view.round == 4 == session.core.current_round()
    view.round_box.setCurrentIndex(1)
    assert view.round == 2 and not view.round_picker.following
    # table 2 plays its next game: the round the user picked stays
    game, key = ops.next_game(session.match, 4, 2)
    if game.deal not in session.match.draws:
        session.run(ops.draw_score_cards, deal=game.deal, rng=session.core.rng)
    changes = session.run(ops.enter_result, deal=game.deal, table=2, text="3NT S 9",
                          attempt=key.attempt)
    assert changes.concerns(ops.Area.RESULTS)
    assert view.round == 2
    view.go_current()
    assert view.round == 4 and view.round_picker.following
    # everything redrawn (settings changed): the rounds are listed again, still followed
    view.round_box.setCurrentIndex(2)
    session.refresh_all()
    assert view.round_box.count() == 6 and view.round == 3
    view.go_current()
    session.refresh_all()
    assert view.round == 4


def test_a_read_only_envelopes_view_still_changes_rounds(qtbot, session):
    view = EnvelopesView(session)
    qtbot.addWidget(view)
    view.show()
    make_read_only(view)
    buttons = [b for b in view.findChildren(QPushButton) if b.isVisible()]
    navigation = {view.current_button}
    assert all(not b.isEnabled() for b in buttons if b not in navigation)
    assert view.round_box.isEnabled() and view.current_button.isEnabled()
    assert view.deal_box.isEnabled()
    view.round_box.setCurrentIndex(0)
    deals = view.deals_model
    assert [deals.data(deals.index(r, 0), RawRole) for r in range(deals.rowCount())] == [
        1, 2, 3, 4, 5, 6]
    qtbot.mouseClick(view.current_button, Qt.MouseButton.LeftButton)
    assert view.round == 4


def test_the_picker_follows_the_play_holds_a_finished_round_and_offers_the_way_back(qtbot):
    from models.queries import RoundInPlay

    play = [RoundInPlay(2)]
    picker = RoundPicker(lambda: play[0], hold_finished=True)
    qtbot.addWidget(picker)
    picker.show()
    picker.fill(6)
    picker.set_round(picker.start())
    assert picker.round == 2 and not picker.held and not picker.back_offered
    play[0] = RoundInPlay(2, 3)  # round II's last result: it stays, round III offered
    assert picker.follow() == 2 and picker.held
    assert picker.next_button.text() == "Round III is next →"
    play[0] = RoundInPlay(3)  # round III's first result: on to it, nothing offered
    picker.set_round(picker.follow())
    assert picker.round == 3 and not picker.held
    play[0] = RoundInPlay(3, 4)
    picker.set_round(picker.follow())
    with qtbot.waitSignal(picker.picked) as picked:
        qtbot.mouseClick(picker.next_button, Qt.MouseButton.LeftButton)
    assert picked.args == [4] and picker.following and not picker.held
    assert picker.follow() == 4  # moved on: it stays on round IV before its first result
    play[0] = RoundInPlay(3)  # round III reopened (a deal annulled, to replay now)
    picker.set_round(picker.follow())
    assert picker.round == 3 and not picker.held
    play[0] = RoundInPlay(3, 4)  # its replay played: held again, until the host moves on
    picker.set_round(picker.follow())
    assert picker.round == 3 and picker.held
    qtbot.mouseClick(picker.next_button, Qt.MouseButton.LeftButton)
    assert picker.round == 4 and picker.follow() == 4
    # the host picks round I: the play moving on leaves it, "Back" offered
    picker.box.setCurrentIndex(0)
    assert not picker.following and picker.back_offered and not picker.held
    play[0] = RoundInPlay(4)
    assert picker.follow() == 1 and picker.back_offered
    assert picker.current_button.text() == "Back to the round in play"
    with qtbot.waitSignal(picker.picked) as picked:
        qtbot.mouseClick(picker.current_button, Qt.MouseButton.LeftButton)
    assert picked.args == [4] and picker.following and not picker.back_offered
    # the next round picked from the list is moving on, as with the button
    play[0] = RoundInPlay(4, 5)
    picker.set_round(picker.follow())
    assert picker.held
    picker.box.setCurrentIndex(4)
    assert picker.following and not picker.back_offered and picker.follow() == 5
    # the round the host picked is reached by the play: following again
    picker.box.setCurrentIndex(5)
    assert not picker.following
    play[0] = RoundInPlay(6)
    assert picker.follow() == 6 and picker.following and not picker.back_offered
