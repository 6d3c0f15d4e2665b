"""The operations layer against a real match file (SQLite in tmp_path), no mocks."""

from __future__ import annotations

import random
from collections import Counter

import gui_play_data as data
import pytest

from models.codec import command_data
from models.errors import InputError, MatchError
from models.format import Team
from models.match import (
    AnnulReason,
    Conditions,
    DealKey,
    TableResult,
)
from models.registry import Said
from models.scorecards import DEFAULT_DECK, ScoreCard
from models.vocabulary import Line
from teams_app import operations as ops
from teams_app.store import MatchStore
from words.steps import command_words


def set_cards(store, deal, ns="NV0", ew="NV0"):
    return ops.type_score_cards(store, deal=deal, ns=ns, ew=ew)


def test_enter_result_stores_and_reports_changes(store):
    set_cards(store, 1, "NV0", "V60")
    changes = ops.enter_result(store, deal=1, table=1, text="4S N 10")
    assert "results" in changes.areas and "annulments" not in changes.areas
    assert changes.deals == {1}
    assert store.match.score(DealKey(1), 1) == 420
    assert store.log()[-1].after == command_data(changes.command)
    # 3NT by EW vulnerable (EW card V60): +1 → 630 to EW, -630 for NS
    changes = ops.enter_result(store, deal=1, table=2, text="3NT W +1")
    assert store.match.score(DealKey(1), 2) == -630
    # reopening the file gives the same state
    path = store.path
    store.close()
    with MatchStore.open(path) as again:
        assert again.match.score(DealKey(1), 2) == -630


@pytest.mark.parametrize(("text", "words"), [
    ("4SX N", "contract, declarer and tricks"),
    ("8S N 10", "level must be 1-7"),
    ("4S Q 10", "direction must be N, E, S or W"),
    ("4S N 14", "0-13"),
    ("7NT S +1", "would be 14 tricks"),
    ("", "type a result"),
])
def test_bad_entry_is_refused_and_nothing_changes(store, text, words):
    set_cards(store, 1)
    entries = len(store.log())
    with pytest.raises(InputError, match=words):
        ops.enter_result(store, deal=1, table=1, text=text)
    assert store.match.results == {}
    assert len(store.log()) == entries
    score, error = ops.preview_result(store.match, deal=1, table=1, text=text)
    assert score is None and words in error


def test_result_before_cards_are_drawn_is_refused(store):
    with pytest.raises(MatchError, match="not drawn yet"):
        ops.enter_result(store, deal=2, table=1, text="4S N 10")
    assert store.match.results == {}
    score, error = ops.preview_result(store.match, deal=2, table=1, text="4S N 10")
    assert score is None and "not drawn" in error
    # a passed-out deal needs no score cards
    assert ops.preview_result(store.match, deal=2, table=1, text="PASS") == (0, None)


def test_preview_matches_what_is_stored_and_changes_nothing(store):
    set_cards(store, 3, "V0", "NV90")
    before = dict(store.match.results)
    for text, expected in (("4SX N 10", 790), ("1NT E =", -340), ("2H W 8", -360),
                           ("3NT S -2", -200), ("PASS", 0)):
        assert ops.preview_result(store.match, deal=3, table=2, text=text) == (expected, None)
    assert store.match.results == before
    ops.enter_result(store, deal=3, table=2, text="1NT E =")
    assert store.match.score(DealKey(3), 2) == -340  # EW carried 90: 1NT makes game


def test_draw_is_seeded_and_exhausts_each_tables_deck(store):
    rng = random.Random(7)
    table1 = [d for d in range(1, 37) if store.match.format.slot(d).origin_table == 1]
    for deal in table1:
        ops.draw_score_cards(store, deal=deal, rng=rng)
    for line in Line:
        drawn = [store.match.draws[d][line] for d in table1]
        assert Counter(drawn) == Counter(DEFAULT_DECK)  # 18 cards, each once
    with pytest.raises(MatchError, match="already drawn"):
        ops.draw_score_cards(store, deal=1, rng=rng)


def test_seeded_draws_repeat(tmp_path):
    draws = []
    for name in ("one", "two"):
        (tmp_path / name).mkdir()
        with data.make_store(tmp_path / name) as store:
            ops.draw_score_cards(store, deal=4, rng=random.Random(11))
            draws.append(store.match.draws[4])
    assert draws[0] == draws[1]


def test_typed_card_already_drawn_is_refused(store):
    set_cards(store, 1, "V60", "NV0")
    with pytest.raises(MatchError, match="already drawn at table 1"):
        set_cards(store, 2, "V60", "NV20")
    assert 2 not in store.match.draws
    set_cards(store, 4, "V60", "NV0")  # table 2 has its own envelopes
    with pytest.raises(InputError, match="NV or V"):
        set_cards(store, 5, "X60", "NV0")
    with pytest.raises(InputError, match="NV0 V60"):
        ops.parse_cards_pair("NV0")
    assert ops.parse_cards_pair("nv0, v60") == (ScoreCard(False, 0), ScoreCard(True, 60))


def test_board_conditions_draw_nothing(tmp_path):
    with data.make_store(tmp_path, conditions=Conditions.BOARD) as store:
        with pytest.raises(MatchError, match="board conditions"):
            ops.draw_score_cards(store, deal=1)
        ops.enter_result(store, deal=2, table=1, text="4S N 10")  # board 2: NS vulnerable
        assert store.match.score(DealKey(2), 1) == 620


def test_annul_during_match_and_replacement(store):
    set_cards(store, 1)
    ops.enter_result(store, deal=1, table=1, text="4S N 10")
    changes = ops.annul_deal(store, deal=1, reason=AnnulReason.CARDS_SEEN)
    assert changes.areas == {"annulments"} and changes.deals == {1}
    assert store.match.annulments[DealKey(1)].reason is AnnulReason.CARDS_SEEN
    with pytest.raises(MatchError, match="already annulled"):
        ops.annul_deal(store, deal=1, reason=2)
    # both tables owe the replacement now
    assert ops.pending_key(store.match, 1, 1) == DealKey(1, 1)
    assert ops.pending_key(store.match, 1, 2) == DealKey(1, 1)
    # dealt again at table 1, then carried to table 2
    with pytest.raises(MatchError, match="1R1 has not been played at table 1"):
        ops.enter_result(store, deal=1, table=2, text="3NT S =")
    ops.enter_result(store, deal=1, table=1, text="3NT N +1")
    ops.enter_result(store, deal=1, table=2, text="3NT S =")
    assert store.match.results[(DealKey(1, 1), 1)].tricks == 10
    assert ops.pending_key(store.match, 1, 1) is None
    # the annulled attempt is kept, shown struck through
    rows = [r for r in ops.game_rows(store.match, 1, 1) if r.deal == 1]
    assert [(r.attempt, r.annulment is not None) for r in rows] == [(0, True), (1, False)]


def test_annul_after_match_is_not_replayed(store):
    set_cards(store, 2)
    ops.enter_result(store, deal=2, table=1, text="PASS")
    ops.enter_result(store, deal=2, table=2, text="PASS")
    ops.annul_deal(store, deal=2, reason=4, after_match=True)
    assert ops.pending_key(store.match, 2, 1) is None
    with pytest.raises(MatchError, match="not replayed"):
        ops.enter_result(store, deal=2, table=1, text="PASS", attempt=1)
    with pytest.raises(InputError, match="reason must be 1-5"):
        ops.annul_deal(store, deal=3, reason=9)


def test_different_cards_annul_in_the_same_step(store):
    set_cards(store, 1, "NV0", "NV0")
    ops.enter_result(store, deal=1, table=1, text="4S N 10")
    other = TableResult.parse("4S", "N", 10, ns_card="V0", ew_card="NV0")
    changes = ops.enter_result(store, deal=1, table=2, result=other)
    assert changes.concerns(ops.Area.ANNULMENTS)
    assert store.match.annulments[DealKey(1)].reason is AnnulReason.DIFFERENT_SCORES
    ops.undo(store)  # one step: the result and its annulment
    assert DealKey(1) not in store.match.annulments
    assert (DealKey(1), 2) not in store.match.results
    with pytest.raises(InputError, match="one of them"):
        ops.enter_result(store, deal=1, table=2, text="PASS", result=other)


def test_undo_redo_and_delete(store):
    set_cards(store, 1)
    ops.enter_result(store, deal=1, table=1, text="4S N 10")
    changes = ops.undo(store)
    # what the undo's commit touched: the result of deal 1 (tests/test_changes_touched.py)
    assert changes.areas == {ops.Area.RESULTS} and changes.deals == {1}
    assert command_words(changes.command) == "table 1, deal 1: 4♠ N 10"
    assert store.match.results == {}
    ops.redo(store)
    assert store.match.score(DealKey(1), 1) == 420
    ops.delete_result(store, deal=1, table=1)
    assert store.match.results == {}
    with pytest.raises(MatchError, match="no result"):
        ops.delete_result(store, deal=1, table=1)
    ops.undo(store)  # the delete
    ops.undo(store)  # the result
    ops.undo(store)  # the score cards
    assert store.match.draws == {}
    with pytest.raises(MatchError, match="nothing to undo"):
        ops.undo(store)


def test_close_round_makes_a_backup(store):
    changes = ops.close_round(store, round=1)
    backups = list(store.path.with_name(store.path.name + ".backups").iterdir())
    assert len(backups) == 1 and "round-1" in backups[0].name
    assert changes.said == Said("step.round_closed", {"round": 1, "backup": backups[0].name})
    with pytest.raises(InputError, match="rounds are 1-6"):
        ops.close_round(store, round=7)


def test_changes_value():
    changes = ops.Changes({ops.Area.RESULTS}, {3})
    assert "results" in changes.areas and changes.concerns(ops.Area.DRAWS, ops.Area.RESULTS)
    assert not changes.concerns(ops.Area.ENVELOPES)
    with pytest.raises(TypeError, match="areas are models.reads.Area"):
        ops.Changes({"results"})


def play(store, deal, table, text="PASS"):
    if deal not in store.match.draws:
        ops.draw_score_cards(store, deal=deal, rng=random.Random(deal))
    ops.enter_result(store, deal=deal, table=table, text=text)


def test_next_game_and_current_round(store):
    match = store.match
    assert ops.current_round(match) == 1
    assert ops.next_game(match, 1, 2)[0].deal == 4
    for deal in (4, 5, 6):
        play(store, deal, 2)
    assert ops.next_game(match, 1, 2)[0].deal == 1
    for deal in (1, 2, 3):
        play(store, deal, 1)
        play(store, deal, 2)
    assert ops.next_game(match, 1, 2) is None
    for deal in range(4, 7):
        play(store, deal, 1)
    assert ops.round_complete(match, 1)
    assert ops.current_round(match) == 2
    assert ops.next_game(match, 2, 1)[0].dealer.name == "E"  # round II: E, S, W


def test_game_rows_give_points_per_team(store):
    set_cards(store, 1)
    ops.enter_result(store, deal=1, table=1, text="4S N 10")  # A is NS at table 1
    ops.enter_result(store, deal=1, table=2, text="4S N 10")  # B is NS at table 2
    row1 = next(r for r in ops.game_rows(store.match, 1, 1) if r.deal == 1)
    row2 = next(r for r in ops.game_rows(store.match, 1, 2) if r.deal == 1)
    assert (row1.ns_score, row1.points_a, row1.points_b) == (420, 420, 0)
    assert (row2.ns_score, row2.points_a, row2.points_b) == (420, 0, 420)
    assert ops.team_points(store.match, 2, -50) == {Team.A: 50, Team.B: 0}
    # table 2 plays its originals first: deals 4-6, then 1-3
    assert [r.deal for r in ops.game_rows(store.match, 1, 2)] == [4, 5, 6, 1, 2, 3]


# -- envelopes: the host's two actions per table and round ----------------------------------


def test_envelope_operations_carry_check_and_record_by_hand(store):
    from models import envelopes as env

    rng = random.Random(1)
    with pytest.raises(MatchError) as early:
        ops.carry_envelopes(store, table=1, round=1)
    assert early.value.key == "envelopes_not_played" and store.match.extras == {}
    for deal in (1, 2, 3):
        ops.draw_score_cards(store, deal=deal, rng=rng)
        changes = ops.enter_result(store, deal=deal, table=1, text="PASS")
        assert "results" in changes.areas  # the envelope states follow from the results
    assert env.deal_stage(store.match, 1) is env.Stage.PACKED
    changes = ops.carry_envelopes(store, table=1, round=1)
    assert "envelopes" in changes.areas and changes.deals == {1, 2, 3}
    with pytest.raises(MatchError) as twice:
        ops.carry_envelopes(store, table=1, round=1)
    assert twice.value.key == "envelopes_carried"
    changes = ops.check_envelopes(store, table=2, round=1, short=(2, "W", 12))
    assert changes.deals == {1, 2, 3}
    assert [p.deal for p in env.proposed_annulments(store.match)] == [2]
    with pytest.raises(MatchError) as none_left:
        ops.check_envelopes(store, table=2, round=1)
    assert none_left.value.key == "envelopes_none_arrived"
    # undo is one step for the whole check, and one for the carry
    ops.undo(store)
    assert {env.deal_stage(store.match, d) for d in (1, 2, 3)} == {env.Stage.IN_TRANSIT}
    ops.undo(store)
    assert {env.deal_stage(store.match, d) for d in (1, 2, 3)} == {env.Stage.PACKED}
    # by hand: a deal of table 2 dealt before its result is typed
    ops.envelope_step(store, deal=4, action="deal")
    assert env.deal_stage(store.match, 4) is env.Stage.DEALT
    with pytest.raises(InputError):
        ops.envelope_step(store, deal=4, action="receive")
    with pytest.raises(MatchError, match="cards of deal 4 are still out"):
        ops.envelope_step(store, deal=5, action="deal")
