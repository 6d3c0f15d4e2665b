"""What a change touched is derived from the store's commit (issue 31 item 1): the rows it
wrote or deleted, by table (and extension slot), give the areas of the match and the deals
(``MatchStore.touched``).  Undo and redo report exactly that — no longer "everything" —
and no operation reports less than its commit touched (a view listening to an area never
misses a change of it).  Real operations on a real match file."""

from __future__ import annotations

import random

import gui_play_data as data
import pytest

from models.extras import SLOT_AREAS, Slot
from models.match import AnnulReason
from models.reads import AREAS, Area
from models.vocabulary import Line
from teams_app import operations as ops
from teams_app.store.schema import STATE_TABLES


def test_every_table_and_every_slot_belongs_to_an_area():
    assert all(spec.area is not None for spec in STATE_TABLES if spec.name != "extras")
    assert set(SLOT_AREAS) == set(Slot)
    assert {spec.area for spec in STATE_TABLES} - {None} | set(SLOT_AREAS.values()) <= AREAS


@pytest.fixture
def store(tmp_path):
    store = data.make_store(tmp_path, phones_confirm=True)
    yield store
    store.close()


def _steps(store):
    """One of every kind of change, in an order a match night allows."""
    rng = random.Random(31)
    for deal in range(1, 7):
        yield ops.draw_score_cards, {"deal": deal, "rng": rng}
    for deal, text in ((1, "4S N 10"), (2, "3NT S 9"), (3, "2H E 8")):
        yield ops.enter_result, {"deal": deal, "table": 1, "text": text}
    yield ops.set_lead, {"deal": 1, "table": 1, "lead": "HK"}
    yield ops.record_auction, {"deal": 2, "table": 1, "calls": "1C P P P"}
    yield ops.carry_envelopes, {"table": 1, "round": 1}
    yield ops.check_envelopes, {"table": 2, "round": 1}
    yield ops.enter_result, {"deal": 1, "table": 2, "text": "4S N 9"}
    yield ops.annul_deal, {"deal": 2, "reason": AnnulReason.LEAKED_INFORMATION}
    yield ops.set_replay_at, {"deal": 2, "replay_at": "match-end"}
    yield ops.lift_annulment, {"deal": 2}
    yield ops.propose_result, {"deal": 4, "table": 2, "text": "1NT W 7"}
    yield ops.refuse_result, {"deal": 4, "table": 2, "attempt": 0}
    yield ops.propose_result, {"deal": 4, "table": 2, "text": "1NT W 8"}
    yield ops.confirm_result, {"deal": 4, "table": 2, "attempt": 0}
    yield ops.delete_result, {"deal": 3, "table": 1}
    yield ops.set_host_table, {"table": 1}
    yield ops.set_phone_leads, {"on": True}
    yield ops.set_phones_confirm, {"on": False}


def test_no_operation_reports_less_than_its_commit_touched(store):
    said = []
    for operation, values in _steps(store):
        changes = operation(store, **values)
        touched = store.touched
        assert touched.areas, (operation.__name__, values)   # the commit changed rows
        assert touched.areas <= changes.areas, (operation.__name__, touched, changes)
        if changes.deals:   # none named: any deal
            assert touched.deals <= changes.deals, (operation.__name__, touched, changes)
        said.append((operation.__name__, touched.areas))
    # what the rows say, for a few: a result is results; a draw is draws; the host's
    # table is a setting; an auction is the notebook; a check on arrival is envelopes
    assert ("enter_result", frozenset({Area.RESULTS})) in said
    assert ("draw_score_cards", frozenset({Area.DRAWS})) in said
    assert ("set_host_table", frozenset({Area.SETTINGS})) in said
    assert ("record_auction", frozenset({Area.NOTEBOOK})) in said
    assert ("check_envelopes", frozenset({Area.ENVELOPES})) in said


def test_undo_and_redo_report_what_they_changed(store):
    steps = list(_steps(store))
    done = []
    for operation, values in steps:
        operation(store, **values)
        done.append(store.touched)
    for step in reversed(done):
        changes = ops.undo(store)
        assert store.touched.areas == step.areas
        assert changes.areas == _widened(step.areas), changes
        assert changes.deals == store.touched.deals == step.deals
        assert changes.areas != AREAS or step.areas & {Area.SETUP, Area.SETTINGS}
    for step in done:
        changes = ops.redo(store)
        assert changes.areas == _widened(step.areas) and changes.deals == step.deals, changes


def _widened(areas: frozenset[Area]) -> frozenset[Area]:
    """What a change reports of what its commit touched: every area when it touched the
    settings or the people (every query reads them)."""
    return AREAS if areas & {Area.SETUP, Area.SETTINGS} else areas


def test_a_signature_and_a_waiting_result_are_results(store):
    rng = random.Random(4)
    for deal in range(1, 7):
        ops.draw_score_cards(store, deal=deal, rng=rng)
    for deal, text in enumerate(("4S N 10", "3NT S 9", "2H E 8", "PASS", "4H W 9",
                                 "1NT N 7"), start=1):
        ops.enter_result(store, deal=deal, table=1, text=text)
    changes = ops.sign_round(store, round=1, table=1, line=Line.NS)
    assert store.touched.areas == {Area.RESULTS} <= changes.areas
    assert ops.undo(store).areas == {Area.RESULTS}
