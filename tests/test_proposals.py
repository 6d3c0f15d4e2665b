"""A proposal the app makes (annul a deal after a short envelope) can be dismissed by the
host with a reason: a logged, undoable change made through the operations layer, refused
by the core without a reason or without a proposal."""

from __future__ import annotations

import random

import gui_play_data as data
import pytest

from models import envelopes as env
from models.errors import InputError, MatchError
from models.match import AnnulReason, DealKey
from models.proposals import dismiss_proposal, dismissed
from models.vocabulary import Direction
from teams_app import operations as ops
from teams_app.gui.annul import AnnulDialog
from teams_app.gui.session import MatchSession
from words.steps import entry_words


@pytest.fixture
def session(tmp_path):
    """Table 1's three originals played and carried; deal 2's West envelope held 12."""
    store = data.make_store(tmp_path)
    session = MatchSession(store, rng=random.Random(2))
    for deal in (1, 2, 3):  # the results say they were dealt, played and packed
        session.run(ops.draw_score_cards, deal=deal, rng=session.core.rng)
        session.run(ops.enter_result, deal=deal, table=1, text="PASS")
    session.run(ops.carry_envelopes, table=1, round=1)
    session.run(ops.check_envelopes, table=2, round=1, short=(2, Direction.W, 12))
    yield session
    store.close()


def proposed(match) -> list[int]:
    return [p.deal for p in env.proposed_annulments(match)]


def test_the_core_refuses_a_dismissal_without_a_reason_or_a_proposal(session):
    match = session.match
    assert proposed(match) == [2]
    with pytest.raises(InputError) as no_reason:
        dismiss_proposal(match, 2, "   ")
    assert no_reason.value.key == "dismiss_needs_reason"
    with pytest.raises(MatchError) as nothing:
        dismiss_proposal(match, 3, "recounted")
    assert nothing.value.key == "nothing_proposed" and nothing.value.params == {"deal": 3}
    command = dismiss_proposal(match, 2, "recounted: 13 cards, one stuck in the flap")
    undo = command.apply(match)
    assert proposed(match) == [] and dismissed(match) == {
        2: "recounted: 13 cards, one stuck in the flap"}
    with pytest.raises(MatchError, match="deal 2: no annulment is proposed for it"):
        dismiss_proposal(match, 2, "again")
    undo.apply(match)
    assert proposed(match) == [2] and dismissed(match) == {}


def test_dismissing_goes_through_the_operations_and_is_logged_and_undoable(session):
    store = session.store
    changes = ops.dismiss_proposal(store, deal=2, reason="recounted: 13 cards")
    assert changes.concerns(ops.Area.ANNULMENTS, ops.Area.ENVELOPES) and changes.deals == {2}
    assert proposed(store.match) == []
    last = store.log()[-1]
    assert entry_words(last) == "deal 2: annulment proposal dismissed — recounted: 13 cards"
    # the room's hints no longer ask to annul it
    assert not any(h.kind is env.HintKind.SHORT_ENVELOPE for h in env.next_actions(store.match, 2))
    ops.undo(store)
    assert proposed(store.match) == [2]
    ops.redo(store)
    assert proposed(store.match) == [] and DealKey(2) not in store.match.annulments


@pytest.mark.parametrize(("lang", "needs_reason", "dismissed_words"), [
    ("en", "deal 2: say why the proposal is dismissed",
     "deal 2: annulment proposal dismissed — recounted"),
    ("bg", "раздаване 2: напишете защо предложението се отхвърля",
     "раздаване 2: предложението за анулиране е отхвърлено — recounted"),
])
def test_the_annul_dialog_dismisses_a_proposal(qtbot, session, language, lang, needs_reason,
                                               dismissed_words):
    import words
    from words.steps import command_words

    assert language(lang)
    dialog = AnnulDialog(session, 2)  # as from the Rooms' context menu: no reason given
    qtbot.addWidget(dialog)
    assert dialog.reason is AnnulReason.SHORT_ENVELOPE  # the proposal's reason, preselected
    assert dialog.dismiss_button is not None
    dialog.dismiss_button.click()  # no note: refused in the app's language, nothing stored
    assert dialog.error.text() == needs_reason
    assert proposed(session.match) == [2]
    dialog.note.setText("recounted")
    with qtbot.waitSignal(dialog.accepted):
        dialog.dismiss_button.click()
    assert proposed(session.match) == [] and DealKey(2) not in session.match.annulments
    store = session.store
    assert command_words(store.undo_command) == dismissed_words
    # the audit log words the dismissal in the app's language too (its stored text is
    # the store's English record)
    from teams_app.gui.auditlog import AuditLogModel

    log = AuditLogModel(store.log())
    assert log.index(0, AuditLogModel.WHAT).data() == dismissed_words
    with words.speaking("en"):
        assert entry_words(store.log()[-1]) == "deal 2: annulment proposal dismissed — recounted"
    # no proposal, no dismiss button
    other = AnnulDialog(session, 3)
    qtbot.addWidget(other)
    assert other.dismiss_button is None
