"""round_waiting looks only at the round's own games: the same answer as the tables'
queues (less their match-end replays), in every round of matches with replays now, at
the round's end and after the last round, turning or not, two decks or not."""

from __future__ import annotations

import random

import gui_play_data as data
import pytest

from models.replays import ReplayAt, round_waiting, table_queue
from teams_app import operations as ops


def by_the_queues(match, round_):
    return any(p.when is not ReplayAt.MATCH_END
               for table in (1, 2) for p in table_queue(match, round_, table))


@pytest.mark.parametrize("settings", [{}, {"turning": True}, {"two_decks": True}])
def test_round_waiting_agrees_with_the_queues(tmp_path, settings):
    rng = random.Random(11)
    store = data.make_store(tmp_path, **settings)
    checked = 0
    try:
        def check():
            nonlocal checked
            for round_ in range(1, store.match.format.rounds + 1):
                assert round_waiting(store.match, round_) == by_the_queues(store.match,
                                                                           round_)
                checked += 1

        check()
        for round_ in range(1, 7):
            games = {1: 6, 2: 5} if round_ == 6 else None
            data.play_round(store, round_, rng, games)
            if round_ == 2:
                ops.annul_deal(store, deal=9, reason=5, note="x", replay_at="round-end")
            if round_ == 3:
                ops.annul_deal(store, deal=14, reason=5, note="x", replay_at="match-end")
            check()
        ops.annul_deal(store, deal=33, reason=5, note="x", replay_at="match-end")
        check()
        while data.play_game(store, 1, 6, rng) or data.play_game(store, 2, 6, rng):
            check()
        assert checked > 40
    finally:
        store.close()


def test_the_last_rounds_queue_lists_the_match_end_replays(tmp_path):
    """The last round's queue skips the earlier rounds' deals never annulled, and still
    lists every replay set for the end of the match (here deals 7 and 15)."""
    rng = random.Random(5)
    store = data.make_store(tmp_path, turning=True)
    try:
        for round_ in range(1, 6):
            data.play_round(store, round_, rng)
        data.play_round(store, 6, rng, {1: 6, 2: 5})
        for deal in (7, 15):
            ops.annul_deal(store, deal=deal, reason=5, note="x", replay_at="match-end")
        for table in (1, 2):
            queue = table_queue(store.match, 6, table)
            late = sorted(p.key.deal for p in queue if p.when is ReplayAt.MATCH_END)
            assert late == [7, 15], (table, queue)
    finally:
        store.close()
