"""EnvelopesView and AnnulDialog over a real match file."""

from __future__ import annotations

import random
import re

import gui_play_data as data
import pytest
from fake_dialogs import AnnulmentsAsked
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from models import envelopes as env
from models.match import AnnulReason, DealKey
from models.vocabulary import Direction
from teams_app import operations as ops
from teams_app.gui.annul import AnnulDialog
from teams_app.gui.envelope_models import DecksModel, EnvelopesModel, RoundDealsModel
from teams_app.gui.envelopes import EnvelopesView
from teams_app.gui.models import RawRole
from teams_app.gui.session import MatchSession
from words.hints import envelope_hint_text

TWO_DECKS = True


@pytest.fixture
def asked():
    """The annulments the view asks for (its session's dialogs note them)."""
    return AnnulmentsAsked()


@pytest.fixture
def session(tmp_path, request, asked):
    """A new match (with two decks: ``parametrize("session", [TWO_DECKS], indirect=True)``)."""
    store = data.make_store(tmp_path, two_decks=getattr(request, "param", False))
    yield MatchSession(store, rng=random.Random(2), dialogs=asked.dialogs)
    store.close()


@pytest.fixture
def view(qtbot, session, asked):
    widget = EnvelopesView(session)
    qtbot.addWidget(widget)
    widget.resize(1400, 900)
    widget.show()  # a hidden envelopes view waits until it is shown to refresh
    return widget


def where(view: EnvelopesView, table: int, serial: int, direction: Direction):
    model = view.envelopes_model
    row = next(r for r in range(model.rowCount())
               if model.data(model.index(r, 0), RawRole) == (table, serial))
    column = 1 + env.ENVELOPE_ORDER.index(direction)
    return model.data(model.index(row, column), RawRole)


def test_models_pass_the_model_tester(qtmodeltester, session):
    locations = env.locations_for_round(session.match, 1)
    for model in (EnvelopesModel(), DecksModel(), RoundDealsModel()):
        model.refresh(locations)
        qtmodeltester.check(model)


def test_shows_every_envelope_and_deck(view, session):
    assert view.envelopes_model.rowCount() == 6  # 2 tables × 3 serials, 4 directions each
    assert view.decks_model.rowCount() == 6
    assert where(view, 2, 3, Direction.W) == ("table 2", None, None)
    decks = view.decks_model
    assert [decks.data(decks.index(r, 1)) for r in range(6)] == ["table 1"] * 3 + \
        ["table 2"] * 3
    assert "shuffle deck 1 and deal deal 1" in view.hint_rows[1][0][0].text


def score(session, deal: int, table: int, text: str = "PASS") -> None:
    """A result typed in a room (score cards drawn first for an original)."""
    if deal not in session.match.draws:
        session.run(ops.draw_score_cards, deal=deal, rng=session.core.rng)
    session.run(ops.enter_result, deal=deal, table=table, text=text)


def click_hint(view, qtbot, table: int, kind: env.HintKind) -> None:
    [(hint, button)] = [(h, b) for h, b in view.hint_rows[table] if h.kind is kind]
    assert button is not None and button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_results_move_the_envelopes_the_host_carries_and_checks(view, session, qtbot):
    score(session, 1, 1, "4S N 10")
    assert env.deal_stage(session.match, 1) is env.Stage.PACKED  # the result says so
    assert where(view, 1, 1, Direction.S) == ("table 1", 1, None)
    hints = [h.kind for h, _ in view.hint_rows[1]]
    assert hints == [env.HintKind.DEAL]  # deal 2 next; not carried after deal 1 alone
    score(session, 2, 1)
    score(session, 3, 1)
    [(carry, button)] = view.hint_rows[1]
    assert carry.kind is env.HintKind.CARRY and button.text() == "Packed and carried"
    click_hint(view, qtbot, 1, env.HintKind.CARRY)
    assert where(view, 1, 1, Direction.S) == ("in transit", 1, 2)
    [(check, button)] = [(h, b) for h, b in view.hint_rows[2]
                         if h.kind is env.HintKind.CHECK]
    assert button.text() == "All there"
    click_hint(view, qtbot, 2, env.HintKind.CHECK)
    assert {env.deal_stage(session.match, d) for d in (1, 2, 3)} == {env.Stage.RECEIVED}
    assert where(view, 1, 1, Direction.N) == ("table 2", 1, None)
    for deal in (1, 2, 3):
        score(session, deal, 2)
    assert env.deal_stage(session.match, 1) is env.Stage.PLAYED_AWAY
    [(back, button)] = [(h, b) for h, b in view.hint_rows[2]
                        if h.kind is env.HintKind.RETURN]
    # said, and the host may confirm it; not needed: round II's first draw at table 1
    assert button is not None and button.text() == "Sent back"
    assert view.error.text() == ""
    # table 1 starts round II with its own decks
    session.run(ops.draw_score_cards, deal=7, rng=session.core.rng)
    assert [h for h, _ in view.hint_rows[2] if h.kind is env.HintKind.RETURN] == []
    assert {env.deal_stage(session.match, d) for d in (1, 2, 3)} == {env.Stage.RETURNED}
    assert where(view, 1, 1, Direction.N) == ("table 1", 1, None)
    session.run(ops.undo)
    click_hint(view, qtbot, 2, env.HintKind.RETURN)  # or the host says so first
    assert {env.deal_stage(session.match, d) for d in (1, 2, 3)} == {env.Stage.RETURNED}
    assert [h for h, _ in view.hint_rows[2] if h.kind is env.HintKind.RETURN] == []
    assert view.error.text() == ""


def test_mid_round_the_tab_shows_where_the_deals_are(view, session, qtbot):
    """All six originals scored, nothing clicked: not 'not dealt yet' any more."""
    for deal in (1, 2, 3):
        score(session, deal, 1)
    for deal in (4, 5, 6):
        score(session, deal, 2)
    model = view.deals_model
    stages = [model.data(model.index(r, RoundDealsModel.STAGE)) for r in range(6)]
    assert stages == ["packed at table 1"] * 3 + ["packed at table 2"] * 3
    for table in (1, 2):
        assert [h.kind for h, _ in view.hint_rows[table]] == [env.HintKind.CARRY]


def test_refused_move_says_why_and_changes_nothing(view, session, qtbot):
    view.deal_box.setCurrentIndex(view.deal_box.findData(2))
    qtbot.mouseClick(view.action_buttons["deal"], Qt.MouseButton.LeftButton)
    view.deal_box.setCurrentIndex(view.deal_box.findData(3))
    before = dict(session.match.extras.get("envelopes", {}))
    view.on_action("deal")  # table 1's cards of deal 2 are still out
    assert "cards of deal 2 are still out at table 1" in view.error.text()
    assert session.match.extras["envelopes"] == before


def test_short_envelope_proposes_annulment_reason_3(view, session, qtbot, asked):
    for deal in (1, 2, 3):
        score(session, deal, 1)
    click_hint(view, qtbot, 1, env.HintKind.CARRY)
    [(check, _)] = [(h, b) for h, b in view.hint_rows[2] if h.kind is env.HintKind.CHECK]
    row = view._rows[2][[h for h, _ in view.hint_rows[2]].index(check)]
    qtbot.mouseClick(row.short, Qt.MouseButton.LeftButton)  # "One short…"
    assert view.deal == 1 and view.cards_box.value() == 12
    view.deal_box.setCurrentIndex(view.deal_box.findData(2))
    view.direction_box.setCurrentIndex(view.direction_box.findData("W"))
    qtbot.mouseClick(view.receive_button, Qt.MouseButton.LeftButton)
    assert asked == [(2, AnnulReason.SHORT_ENVELOPE)]
    assert "12 cards" in view.status.text()
    assert view.cards_box.value() == 13  # reset for the next one
    # one step checked all three deals: the rest held 13 cards
    assert {env.deal_stage(session.match, d) for d in (1, 2, 3)} == {env.Stage.RECEIVED}
    assert env.deal_envelopes(session.match, 2).arrival[Direction.W].cards == 12
    hint, button = next((h, b) for h, b in view.hint_rows[2] if "annul it (reason 3" in h.text)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # asked again, from the warning
    assert asked == [(2, AnnulReason.SHORT_ENVELOPE)] * 2


def test_annul_dialog_proposes_and_annuls(qtbot, session):
    session.run(ops.draw_score_cards, deal=5, rng=session.core.rng)
    session.run(ops.enter_result, deal=5, table=2, text="3NT N 9")
    dialog = AnnulDialog(session, 5, AnnulReason.SHORT_ENVELOPE)
    qtbot.addWidget(dialog)
    assert dialog.reason is AnnulReason.SHORT_ENVELOPE
    assert "(proposed)" in dialog.reason_buttons[AnnulReason.SHORT_ENVELOPE].text()
    assert dialog.now.isChecked()  # deal 5 has not left table 2
    assert "3NT N =" in dialog.info.text()
    dialog.note.setText("West held 12")
    # a short envelope is found on arrival: not before the deal reached table 1
    dialog.ok_button.click()
    assert "has not arrived at table 1" in dialog.error.text() and not dialog.result()
    assert not session.match.annulments
    dialog.reject()
    session.run(ops.enter_result, deal=5, table=1, text="3NT N 8")  # it reached table 1
    dialog = AnnulDialog(session, 5, AnnulReason.SHORT_ENVELOPE)
    qtbot.addWidget(dialog)
    assert dialog.round_end.isChecked()  # it left table 2: after the round's games
    dialog.note.setText("West held 12")
    with qtbot.waitSignal(dialog.accepted):
        dialog.ok_button.click()
    annulment = session.match.annulments[DealKey(5)]
    assert (annulment.reason, annulment.after_match, annulment.note) == (
        AnnulReason.SHORT_ENVELOPE, False, "West held 12")
    # the replacement is what both tables play, table 2 (where it is dealt) first
    assert ops.pending_key(session.match, 5, 2) == DealKey(5, 1)
    assert ops.pending_key(session.match, 5, 1) == DealKey(5, 1)


def test_annul_dialog_needs_a_reason_and_refuses_twice(qtbot, session):
    dialog = AnnulDialog(session, 7)
    qtbot.addWidget(dialog)
    assert dialog.reason is None and not dialog.ok_button.isEnabled()
    dialog.reason_buttons[AnnulReason.CARDS_SEEN].setChecked(True)
    assert dialog.ok_button.isEnabled()
    dialog.after.setChecked(True)
    dialog.ok_button.click()
    assert session.match.annulments[DealKey(7)].after_match
    again = AnnulDialog(session, 7)
    qtbot.addWidget(again)
    assert "already annulled" in again.error.text() and not again.ok_button.isEnabled()


def test_hidden_view_refreshes_when_shown(qtbot, session, asked):
    widget = EnvelopesView(session)
    qtbot.addWidget(widget)
    score(session, 1, 1)
    assert "shuffle deck 1" in widget.hint_rows[1][0][0].text  # not refreshed yet
    widget.show()
    assert "shuffle deck 2" in widget.hint_rows[1][0][0].text


def test_envelope_hints_speak_the_language(qtbot, session, asked):
    from PySide6.QtWidgets import QLabel

    from teams_app.gui import settings as app_prefs

    assert app_prefs.install_translators("ru")
    try:
        widget = EnvelopesView(session)
        qtbot.addWidget(widget)
        widget.show()
        texts = [label.text() for label in widget.hint_boxes[1].findChildren(QLabel)]
        assert "перетасуйте колоду 1 и сдайте карты сдачи 1 (сдаёт Юг)" in texts
        assert not any("shuffle" in text for text in texts)
    finally:
        app_prefs.install_translators("en")


ENGLISH = re.compile(r"\b(table|deal|deals|deck|envelopes?|of|on the way|checked|packed|"
                     r"played|empty|cards|found|transit|hands|white|blue|not used)\b", re.I)


def shown_texts(widget) -> list[str]:
    """Every text the envelopes view shows: labels, buttons, choices, tooltips, and each
    table's headers, cells and cell tooltips."""
    from PySide6.QtWidgets import QAbstractButton, QComboBox, QGroupBox, QLabel, QTableView

    texts = [w.toolTip() for w in widget.findChildren(QWidget)]
    texts += [w.text() for w in widget.findChildren(QLabel)]
    texts += [w.text() for w in widget.findChildren(QAbstractButton)]
    texts += [w.title() for w in widget.findChildren(QGroupBox)]
    texts += [box.itemText(i) for box in widget.findChildren(QComboBox)
              for i in range(box.count())]
    for table in widget.findChildren(QTableView):
        model = table.model()
        texts += [model.headerData(c, Qt.Orientation.Horizontal) for c in
                  range(model.columnCount())]
        texts += [model.data(model.index(r, c), role) for r in range(model.rowCount())
                  for c in range(model.columnCount())
                  for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)]
    return [t for t in texts if t]


def test_envelopes_tab_in_bulgarian_has_no_english_words(qtbot, tmp_path, asked):
    from teams_app.gui import settings as app_prefs

    store = data.half_played(tmp_path)
    session = MatchSession(store, rng=random.Random(4), dialogs=asked.dialogs)
    rng = random.Random(9)
    # table 2 plays its last original and sends its envelopes; table 1 checks deal 22
    data.do_envelope_hints(store, 2, 4)
    ops.draw_score_cards(store, deal=24, rng=rng)
    ops.enter_result(store, deal=24, table=2, text=data.result_text(rng))
    data.do_envelope_hints(store, 2, 4)
    ops.envelope_action(store, command=env.receive_all(store.match, 22))
    assert app_prefs.install_translators("bg")
    try:
        widget = EnvelopesView(session)
        qtbot.addWidget(widget)
        widget.resize(1400, 900)
        widget.show()
        # the courier finds West's envelope of deal 24 short at table 1
        widget.deal_box.setCurrentIndex(widget.deal_box.findData(24))
        widget.direction_box.setCurrentIndex(widget.direction_box.findData("W"))
        widget.cards_box.setValue(12)
        qtbot.mouseClick(widget.receive_button, Qt.MouseButton.LeftButton)
        assert asked == [(24, AnnulReason.SHORT_ENVELOPE)]
        widget.deal_box.setCurrentIndex(widget.deal_box.findData(22))
        texts = shown_texts(widget)
        english = [t for t in texts if ENGLISH.search(t)]
        assert english == []
        # the stages, places and warnings are there, in Bulgarian
        assert widget.status.text() == (
            "раздаване 24: при пристигане на маса 1 пликове с грешен брой карти "
            "(Запад: 12 карти) — да се анулира ли (причина 3)?")
        assert widget.stage_label.text() == "пристигнало и проверено на маса 1"
        assert any(t.startswith("З3 (син, маса 2): на маса 1, картите на Запад от "
                                "раздаване 24 (при пристигане намерени 12)") for t in texts)
        assert any(t.startswith("раздаване ") and t.endswith(" · М1") for t in texts)
        assert any(t.startswith("в пликовете на раздаване ") for t in texts)
    finally:
        app_prefs.install_translators("en")
        store.close()


def test_a_file_with_envelopes_recorded_the_old_way_opens_sensibly(qtbot, tmp_path, asked):
    """Round I recorded step by step (dealt, played, packed, carried, checked, played
    there, returned: the old way), round II's first deal half-way; reopened, the tab
    shows where things are and asks only what is left."""
    from teams_app.store import MatchStore

    store = data.make_store(tmp_path)
    rng = random.Random(3)
    steps = [("deal", None), ("play_home", None), *[("pack", d) for d in env.ENVELOPE_ORDER]]
    for deal in range(1, 7):
        for action, direction in steps:
            ops.envelope_action(store, command=env.EnvelopeAction(deal, env.Action(action),
                                                                  direction))
        ops.draw_score_cards(store, deal=deal, rng=rng)
        ops.enter_result(store, deal=deal, table=store.match.format.slot(deal).origin_table,
                         text="PASS")
    for deal in range(1, 7):
        ops.envelope_action(store, command=env.EnvelopeAction(deal, env.Action.CARRY))
        ops.envelope_action(store, command=env.receive_all(store.match, deal))
        ops.envelope_action(store, command=env.EnvelopeAction(deal, env.Action.PLAY_AWAY))
        ops.enter_result(store, deal=deal, table=store.match.format.slot(deal).other_table,
                         text="PASS")
        ops.envelope_action(store, command=env.EnvelopeAction(deal, env.Action.RETURN))
    ops.envelope_action(store, command=env.EnvelopeAction(7, env.Action.DEAL))
    path = store.path
    store.close()
    with MatchStore.open(path) as again:
        session = MatchSession(again, rng=random.Random(1), dialogs=asked.dialogs)
        widget = EnvelopesView(session)
        qtbot.addWidget(widget)
        widget.resize(1366, 728)
        widget.show()
        assert widget.round == 2
        assert where(widget, 1, 1, Direction.S) == ("table 1", None, None)  # deal 7 dealt
        model = widget.deals_model
        stages = [model.data(model.index(r, RoundDealsModel.STAGE)) for r in range(6)]
        assert stages[0] == "being played at table 1" and stages[1] == "not dealt yet"
        assert [h.kind for h, _ in widget.hint_rows[1]] == []  # deal 7 is being played
        assert [h.kind for h, _ in widget.hint_rows[2]] == [env.HintKind.DEAL]
        session.run(ops.draw_score_cards, deal=7, rng=session.core.rng)
        session.run(ops.enter_result, deal=7, table=1, text="PASS")
        assert env.deal_stage(again.match, 7) is env.Stage.PACKED
        session.run(ops.undo)  # the result; the old step (dealt) stays
        assert env.deal_stage(again.match, 7) is env.Stage.DEALT


def test_envelope_refusals_are_worded_in_the_language(qtbot, session):
    from models.errors import MatchError
    from teams_app.gui import settings as app_prefs
    from words.errors import error_text

    refusals = []
    for call in (lambda: ops.carry_envelopes(session.store, table=1, round=1),
                 lambda: ops.check_envelopes(session.store, table=2, round=1)):
        with pytest.raises(MatchError) as info:
            call()
        refusals.append(info.value)
    assert [e.key for e in refusals] == ["envelopes_not_played", "envelopes_none_arrived"]
    assert app_prefs.install_translators("bg")
    try:
        assert error_text(refusals[0]) == (
            "тур I, маса 1: пликовете се занасят, след като основните раздавания на масата са "
            "изиграни; още не: раздаване 1, 2, 3")
        worded = error_text(refusals[1])
        assert worded == "тур I, маса 2: няма пликове от маса 1, които чакат проверка"
    finally:
        app_prefs.install_translators("en")


@pytest.mark.parametrize("session", [TWO_DECKS], indirect=True, ids=["two-decks"])
def test_two_decks_each_deal_goes_over_once_played(view, session, qtbot):
    score(session, 1, 1)
    [(carry, _)] = [(h, b) for h, b in view.hint_rows[1] if h.kind is env.HintKind.CARRY]
    assert carry.params["deals"] == (1,)
    click_hint(view, qtbot, 1, env.HintKind.CARRY)
    assert env.deal_stage(session.match, 1) is env.Stage.IN_TRANSIT
    click_hint(view, qtbot, 2, env.HintKind.CHECK)
    assert env.deal_stage(session.match, 1) is env.Stage.RECEIVED
    assert env.deal_stage(session.match, 2) is env.Stage.NOT_DEALT


def test_send_back_refusals_are_worded_in_the_language(qtbot, session):
    from models.errors import MatchError
    from teams_app.gui import settings as app_prefs
    from words.errors import error_text

    refusals = []
    with pytest.raises(MatchError) as info:
        ops.return_envelopes(session.store, table=2, round=1)
    refusals.append(info.value)
    for deal in (1, 2, 3):
        score(session, deal, 1)
    ops.carry_envelopes(session.store, table=1, round=1)
    ops.check_envelopes(session.store, table=2, round=1)
    score(session, 1, 2)
    with pytest.raises(MatchError) as info:
        ops.return_envelopes(session.store, table=2, round=1)
    refusals.append(info.value)
    assert [e.key for e in refusals] == ["envelopes_none_to_return",
                                         "envelopes_not_played_here"]
    for lang, words in (
            ("bg", ["тур I, маса 2: няма изиграни тук пликове от маса 1, които чакат да "
                    "бъдат върнати",
                    "тур I, маса 2: пликовете се връщат, след като раздаванията на маса 1 "
                    "са изиграни тук; още не: раздаване 2, 3"]),
            ("ru", ["тур I, стол 2: нет сыгранных здесь конвертов со стола 1, ждущих "
                    "возврата",
                    "тур I, стол 2: конверты возвращаются, когда сдачи стола 1 сыграны "
                    "здесь; ещё нет: сдача 2, 3"])):
        assert app_prefs.install_translators(lang)
        try:
            assert [error_text(e) for e in refusals] == words
        finally:
            app_prefs.install_translators("en")


@pytest.mark.parametrize("session", [TWO_DECKS], indirect=True, ids=["two-decks"])
def test_two_decks_the_hints_say_the_host_covers_the_round_in_each_language(
        view, session, qtbot):
    from teams_app.gui import settings as app_prefs

    score(session, 1, 1)
    score(session, 4, 2)
    click_hint(view, qtbot, 2, env.HintKind.CARRY)
    rows = {h.kind: r for (h, _), r in zip(view.hint_rows[1], view._rows[1], strict=False)}
    assert list(rows) == [env.HintKind.CARRY, env.HintKind.CHECK]
    assert rows[env.HintKind.CARRY].label.text() == (
        "carry envelopes 1 (white) to table 2 — and the round's next ones as they come")
    assert rows[env.HintKind.CHECK].label.text().endswith(
        "score cards) — and the round's next ones as they come")
    for lang, carry, check in (
            ("bg", "занесете пликове 1 (бели) на маса 2 — и следващите от тура, щом "
                   "дойдат", "— и следващите от тура, щом дойдат"),
            ("ru", "отнесите конверты 1 (белые) на стол 2 — и следующие в туре, по "
                   "мере поступления", "— и следующие в туре, по мере поступления")):
        assert app_prefs.install_translators(lang)
        try:
            words = [envelope_hint_text(h, with_table=False) for h, _ in view.hint_rows[1]]
        finally:
            app_prefs.install_translators("en")
        assert words[0] == carry and words[1].endswith(check)
    # the host's one carry and one check of the round: the rest follows the results
    click_hint(view, qtbot, 1, env.HintKind.CARRY)
    click_hint(view, qtbot, 1, env.HintKind.CHECK)
    click_hint(view, qtbot, 2, env.HintKind.CHECK)
    score(session, 4, 1)
    score(session, 1, 2)
    score(session, 2, 1)
    assert env.deal_stage(session.match, 2) is env.Stage.RECEIVED
    assert not [h for t in (1, 2) for h, b in view.hint_rows[t] if b is not None]
    model = view.deals_model
    assert model.data(model.index(1, RoundDealsModel.STAGE)) == "checked in at table 2"
