"""The extension slots' keys have one reader, :func:`models.extras.parse_key`: the steps'
words and the analysis' changed deals read them through it."""

from __future__ import annotations

import pytest

from models import extras
from models.commands import SetExtra
from models.match import DealKey
from words.steps import command_words


@pytest.mark.parametrize(("text", "named"), [
    ("5", (DealKey(5), None)), ("5R1", (DealKey(5, 1), None)),
    ("5:1", (DealKey(5), 1)), ("5R1:2", (DealKey(5, 1), 2)),
    ("seed", None), ("5:3", None), ("5:0:1", None), ("", None),
])
def test_parse_key_reads_every_key_written(text, named):
    assert extras.parse_key(text) == named


def test_the_keys_written_read_back():
    for key in (DealKey(7), DealKey(7, 2)):
        assert extras.parse_key(extras.deal_key(key)) == (key, None)
        for table in (1, 2):
            assert extras.parse_key(extras.table_key(key, table)) == (key, table)


@pytest.mark.parametrize(("slot", "key", "value", "said"), [
    ("auction", "5:1", {"dealer": "N", "calls": []}, "deal 5, table 1: auction recorded"),
    ("auction", "5R1:2", {"dealer": "N", "calls": []}, "deal 5R1, table 2: auction recorded"),
    ("auction", "5:0:2", {"dealer": "N", "calls": []}, "deal 5, table 2: auction recorded"),
    ("auction", "5:1:1", {"dealer": "N", "calls": []}, "deal 5R1, table 1: auction recorded"),
    ("hands", "12R2:1", {"N": "AKQ.JT9.876.5432"}, "deal 12R2, table 1: hands recorded"),
])
def test_a_notebook_step_names_its_deal_and_table(slot, key, value, said):
    assert command_words(SetExtra(slot, key, value)) == said


def test_the_analysis_changes_the_deals_its_keys_name(tmp_path):
    import gui_play_data as data

    from teams_app import operations as ops

    store = data.make_store(tmp_path)
    try:
        commands = [SetExtra("dd", extras.deal_key(DealKey(3)), {"x": 1}),
                    SetExtra("dd", extras.deal_key(DealKey(9, 1)), {"x": 1})]
        changes = ops.store_analysis(store, commands)
        assert set(changes.deals) == {3, 9}
    finally:
        store.close()
