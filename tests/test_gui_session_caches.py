"""The session's remembered answers follow the operations' Changes (no fingerprints of
the match): the envelope module's answers and the per-deal memo of checks and analysis
are forgotten exactly when a change concerns them, and always equal the core's."""

from __future__ import annotations

import random

import gui_play_data as data
import pytest

from models import envelopes
from models.hints import table_hints
from models.match import DealKey
from teams_app import operations
from teams_app.gui.session import MatchSession


@pytest.fixture
def session(tmp_path):
    store = data.half_played(tmp_path)
    yield MatchSession(store, rng=random.Random(4))
    store.close()


def test_envelope_answers_follow_the_changes(session):
    match = session.match
    first = session.core.envelope_hints(1, 4)
    assert first == envelopes.next_actions(match, 1, 4)
    assert session.core.envelope_hints(1, 4) is not first  # a copy of the remembered list
    remembered = session.core.ask(envelopes.overview, 4)
    # a correction (the deal had a result and keeps one): the answers stay
    played = next(key for key, table in match.results if key.deal == 19 and table == 1)
    session.run(operations.enter_result, deal=19, table=1, attempt=played.attempt, text="3NT N 9")
    assert session.core.ask(envelopes.overview, 4) is remembered
    # score cards drawn, a first result on a deal, an undo: forgotten, recomputed equal
    unplayed = next(d for d in match.format.round_deals(4)
                    if not any(key.deal == d for key, _ in match.results))
    table = match.format.slot(unplayed).origin_table
    def asked_again() -> bool:
        """The overview is worked out afresh (the remembered one was forgotten)."""
        return session.core.ask(envelopes.overview, 4) is not remembered

    for step in (lambda: session.run(operations.draw_score_cards, deal=unplayed,
                                     rng=session.core.rng),
                 lambda: session.run(operations.enter_result, deal=unplayed, table=table,
                                     text="2S S 8"),
                 lambda: session.run(operations.undo)):
        remembered = session.core.ask(envelopes.overview, 4)
        step()
        assert asked_again()
        assert session.core.table_hints(4, 1) == table_hints(session.match, 4, 1)
    # a first result at the other table of a deal played at one: the deal went over
    # there (its envelopes were carried, checked and played): forgotten
    once = next((key, t) for key, t in match.results
                if (key, 3 - t) not in match.results and key.deal in match.format.round_deals(4))
    session.core.envelope_hints(1, 4)
    other = 3 - once[1]
    if once[0].deal not in match.draws:
        session.run(operations.draw_score_cards, deal=once[0].deal, rng=session.core.rng)
    remembered = session.core.ask(envelopes.overview, 4)
    session.run(operations.enter_result, deal=once[0].deal, table=other, attempt=once[0].attempt,
                text="PASS")
    assert asked_again()
    assert session.core.envelope_hints(1, 4) == envelopes.next_actions(session.match, 1, 4)


def test_the_deal_memo_forgets_only_the_deals_changed(session):
    match = session.match
    memo = session.core.deal_memo
    memo.deal_checks(match, DealKey(2))
    memo.deal_checks(match, DealKey(3))
    assert memo.per_deal("plan", 2, lambda: 7) == 7
    assert memo.per_deal("plan", 3, lambda: 7) == 7
    assert memo.per_deal("plan", 2, lambda: 8) == 7  # remembered
    session.run(operations.record_auction, deal=2, table=1, calls="1C P P P")
    assert DealKey(2) not in memo._checks and DealKey(3) in memo._checks
    assert memo.per_deal("plan", 2, lambda: 8) == 8 and memo.per_deal("plan", 3, int) == 7
    # the undo touched deal 2's auction only (what the store's commit changed): deal 3's
    # answers stay, deal 2's are worked out again
    changes = session.run(operations.undo)
    assert changes.deals == {2}
    assert DealKey(2) not in memo._checks and DealKey(3) in memo._checks
    assert memo.per_deal("plan", 2, lambda: 9) == 9 and memo.per_deal("plan", 3, int) == 7
    # the file re-read: everything may have changed
    session.core.refresh_all()
    assert not memo._checks and memo.per_deal("plan", 3, lambda: 9) == 9


def test_the_balances_are_worked_out_once_per_change_and_equal_the_cores(session):
    """The Deals and Balances tabs share one computation of the balances per change."""
    from models.balances import compute_balances

    memo = session.core.deal_memo
    match = session.match
    before = memo.balances(match)
    assert memo.balances(match) is before and before == compute_balances(match)
    played = next(key for key, table in match.results if key.deal == 19 and table == 1)
    session.run(operations.enter_result, deal=19, table=1, attempt=played.attempt, text="7NT N 7")
    after = memo.balances(match)
    assert after != before and after == compute_balances(match)
    assert memo.balances(match) is after
    session.run(operations.undo)
    assert memo.balances(match) == before == compute_balances(match)
    session.run(operations.redo)
    assert memo.balances(match) == after == compute_balances(match)


def test_an_answer_is_kept_until_a_change_touches_what_its_query_reads(session):
    """session.ask keeps the core's answer by the query and its arguments, as long as no
    change touches an area the query declared it reads (models.reads)."""
    from models.queries import current_round
    from models.reads import Area, reads_of

    core = session.core
    remembered = core.ask(envelopes.overview, 4)
    assert core.ask(envelopes.overview, 5) is not remembered   # by its arguments
    assert core.current_round() == current_round(session.match)
    # an auction recorded: no query of these reads the notebook
    assert Area.NOTEBOOK not in reads_of(current_round).areas
    session.run(operations.record_auction, deal=2, table=1, calls="1C P P P")
    assert core.ask(envelopes.overview, 4) is remembered
    # a setting: every one of them reads it
    session.run(operations.set_phones_confirm, on=True)
    assert core.ask(envelopes.overview, 4) is not remembered
    # a query that declares nothing it reads cannot be kept
    with pytest.raises(TypeError, match="declares nothing"):
        core.ask(lambda match: len(match.results))
