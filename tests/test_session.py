"""The session layer without Qt (:mod:`teams_app.session`): one runner for every
operation, its caches forgotten before its listeners hear of a change, and a typed
:class:`~teams_app.operations.Changes` record.  Real match files, no Qt."""

from __future__ import annotations

import dataclasses
import random
import subprocess
import sys
from pathlib import Path

import gui_play_data as data
import pytest

from models.codec import command_data
from models.errors import MatchError
from teams_app import operations as ops
from teams_app.operations import Area, Changes
from teams_app.session import Session

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def session(tmp_path):
    store = data.make_store(tmp_path)
    yield Session(store, rng=random.Random(4))
    store.close()


def test_the_runner_runs_an_operation_on_the_store_and_tells_the_listeners(session):
    heard: list[Changes] = []
    session.listen(heard.append)
    drawn = session.run(ops.draw_score_cards, deal=1, rng=session.rng)
    changes = session.run(ops.enter_result, deal=1, table=1, text="4S N 10")
    assert heard == [drawn, changes]
    assert changes.areas == {Area.RESULTS} and changes.deals == {1} and changes.step == "do"
    assert session.store.log()[-1].after == command_data(changes.command)
    undone = session.run(ops.undo)
    assert heard[-1] is undone and undone.step == "undo"
    assert undone.areas == {Area.RESULTS} and undone.deals == {1}   # what it touched
    assert (session.match.current_key(1), 1) not in session.match.results


def test_caches_are_forgotten_before_any_listener_hears(session):
    """A listener asks the session's answers: they are those after the change."""
    match = session.match
    rounds: list[int] = []
    hints: list[list[str]] = []

    def listener(_changes: Changes) -> None:
        rounds.append(session.current_round())
        hints.append([h.text for h in session.table_hints(1, 1)])

    before = session.current_round(), [h.text for h in session.table_hints(1, 1)]
    session.listen(listener)
    for table in (1, 2):
        for game in ops.play_order(match, 1, table):
            if game.deal not in match.draws:
                session.run(ops.draw_score_cards, deal=game.deal, rng=session.rng)
            session.run(ops.enter_result, deal=game.deal, table=table, text="PASS")
    assert before[0] == 1 and rounds[-1] == 2 == ops.current_round(match)
    fresh = Session(session.store)  # no cache at all: what the answers must be
    assert hints[-1] == [h.text for h in fresh.table_hints(1, 1)] != before[1]


def test_a_refusal_tells_nobody_and_unsubscribing_stops_the_news(session):
    heard: list[Changes] = []
    stop = session.listen(heard.append)
    with pytest.raises(MatchError):
        session.run(ops.undo)  # nothing to undo
    assert heard == []
    session.run(ops.draw_score_cards, deal=1, rng=session.rng)
    stop()
    stop()  # twice: nothing more
    session.run(ops.type_score_cards, deal=2, ns="NV0", ew="V60")
    assert len(heard) == 1


def test_listeners_hear_in_the_order_they_listened(session):
    order: list[str] = []
    session.listen(lambda _c: order.append("first"))
    session.listen(lambda _c: order.append("second"))
    session.refresh_all()
    assert order == ["first", "second"]


def test_changes_is_a_typed_frozen_record():
    changes = Changes({Area.RESULTS, Area.DRAWS}, [3, 3])
    assert changes.areas == {Area.RESULTS, Area.DRAWS} and changes.deals == {3}
    assert changes.concerns(Area.DRAWS) and not changes.concerns(Area.NOTEBOOK)
    assert changes == Changes([Area.DRAWS, Area.RESULTS], {3})
    with pytest.raises(dataclasses.FrozenInstanceError):
        changes.deals = frozenset()  # type: ignore[misc]
    with pytest.raises(TypeError, match="'results'"):  # one spelling: models.reads.Area
        Changes({"results"})  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="step"):
        Changes(step="again")  # type: ignore[arg-type]


def test_the_session_layer_imports_no_qt_and_no_gui():
    code = ("import sys, teams_app.session\n"
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'teams_app.gui'))))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, check=True, timeout=120)
    assert done.stdout.strip() == "[]"


@pytest.mark.slow  # runs mypy in a subprocess
def test_the_checker_matches_the_runner_s_arguments_to_the_operation(tmp_path):
    """mypy reads ``session.run(operation, …)`` against the operation's own keywords."""
    sample = tmp_path / "sample.py"
    sample.write_text(
        "from teams_app import operations\n"
        "from teams_app.session import Session\n\n\n"
        "def fine(session: Session) -> None:\n"
        "    session.run(operations.enter_result, deal=1, table=1, text='PASS')\n\n\n"
        "def wrong(session: Session) -> None:\n"
        "    session.run(operations.enter_result, deal=1, tabel=1)\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "mypy",
                           "--config-file", str(ROOT / "pyproject.toml"), str(sample)],
                          capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert 'Unexpected keyword argument "tabel"' in done.stdout, done.stdout
    assert ":6:" not in done.stdout, done.stdout
