"""models/room_view.py (issue 30, spec §13) on plain matches: the other table's results
of a deal not complete at both tables as "played", the room's own results as they are;
the steps worded as the room may read them."""

from __future__ import annotations

import random

import gui_play_data as data

from models.codec import data_of
from models.commands import Batch, SetResult
from models.match import DealKey, PlayedResult, ReplayAt, TableResult
from models.room_view import command_hidden, open_deals, replay_held, room_match, safe_command
from teams_app import operations as ops
from words.steps import command_words


def _match(tmp_path):
    store = data.make_store(tmp_path, host_table=1)
    data.play_round(store, 1, random.Random(9), games={1: 2, 2: 5})
    return store


def test_the_other_tables_results_of_open_deals_are_played_only(tmp_path):
    store = _match(tmp_path)
    match = store.match
    view = room_match(match, 1)
    assert room_match(match, None) is match  # the host does not play: everything
    hidden = open_deals(match)
    for (key, table), result in match.results.items():
        seen = view.results[key, table]
        if table == 2 and key.deal in hidden:
            assert isinstance(seen, PlayedResult) and seen.hidden
            assert seen.contract is None and view.score(key, table) is None
            assert (seen.ns_card, seen.ew_card) == (result.ns_card, result.ew_card)
        else:
            assert seen is result
    assert any(isinstance(r, PlayedResult) for r in view.results.values())
    complete = [d for d in range(1, 7) if d not in hidden]
    assert complete and all(view.results[DealKey(d), 2] is match.results[DealKey(d), 2]
                            for d in complete)
    # the view is a fixpoint of the rule, and the match is untouched
    again = room_match(view, 1)
    assert again.results == view.results
    assert not any(r.hidden for r in match.results.values())
    store.close()


def test_a_step_of_the_other_table_is_worded_as_played(tmp_path):
    store = _match(tmp_path)
    match = store.match
    deal = next(d for d in sorted(open_deals(match)) if (DealKey(d), 2) in match.results)
    step = SetResult(DealKey(deal), 2, TableResult.parse_entry("7NT N 13"))
    assert command_hidden(match, 1, data_of(step))
    assert not command_hidden(match, 2, data_of(step))
    assert not command_hidden(match, None, data_of(step))
    safe = safe_command(match, 1, Batch((step,)))
    assert command_words(safe) == f"table 2, deal {deal}: played"
    assert "7NT" in command_words(step)
    store.close()


def test_a_match_end_replay_holds_the_last_round_until_both_tables_have_it(tmp_path):
    store = data.make_store(tmp_path)
    rng = random.Random(4)
    for round_ in range(1, 6):
        data.play_round(store, round_, rng)
    assert not replay_held(store.match)
    ops.annul_deal(store, deal=2, reason=4, replay_at=ReplayAt.MATCH_END)
    assert replay_held(store.match)
    last = set(store.match.format.round_deals(6))
    assert last <= open_deals(store.match)
    data.play_round(store, 6, rng)  # the replay comes after the last round's games
    assert not replay_held(store.match)
    assert not open_deals(store.match)
    store.close()


def test_a_match_derived_for_a_room_or_the_scoreboard_keeps_every_field(tmp_path):
    """room_match, shown_match and replace_results derive the match with
    ``dataclasses.replace``: a field the match gains later is carried over, never
    dropped (a field-by-field copy dropped it silently)."""
    import dataclasses

    from models.match import Match
    from models.room_view import replace_results
    from models.shown import shown_match

    @dataclasses.dataclass
    class Grown(Match):
        note: str = "kept"

    store = _match(tmp_path)
    match = store.match
    grown = Grown(**{f.name: getattr(match, f.name) for f in dataclasses.fields(Match)},
                  note="the host's note")
    for derived in (room_match(grown, 1), shown_match(grown), replace_results(grown, {})):
        assert isinstance(derived, Grown) and derived.note == "the host's note"
        assert derived.settings is match.settings and derived.teams == match.teams
    store.close()
