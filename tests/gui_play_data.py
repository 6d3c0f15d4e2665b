"""Match data for the GUI tests, the screenshots and bench/bench_gui_entry.py.

Real match files (MatchStore in a folder) filled through the operations layer with
seeded random but plausible results, and the envelopes carried and checked as the
envelope module's own hints ask.
"""

from __future__ import annotations

import random
from pathlib import Path

from models import envelopes
from models.match import Seat, Settings, new_match
from models.vocabulary import Direction
from teams_app import operations as ops
from teams_app.session import Session
from teams_app.store import MatchStore

PLAYERS = {"A-1": "Ivan Petrov", "A-2": "Petar Kolev", "A-3": "Georgi Ivanov",
           "A-4": "Dimitar Stoev", "B-1": "Maria Vasileva", "B-2": "Elena Todorova",
           "B-3": "Vera Nikolova", "B-4": "Nina Marinova"}


def make_store(folder: Path, name: str = "match.stolitsa", **settings: object) -> MatchStore:
    seats = {code: Seat(player) for code, player in PLAYERS.items()}
    match = new_match("Lions", "Tigers", seats, settings=Settings(**settings))  # type: ignore[arg-type]
    return MatchStore.create(folder / name, match)


def result_text(rng: random.Random) -> str:
    """A plausible result: mostly part-scores and games, some doubles, rare passes."""
    if rng.random() < 0.04:
        return "PASS"
    level = rng.choices(range(1, 8), weights=(6, 14, 14, 16, 5, 3, 1))[0]
    strain = rng.choice(("C", "D", "H", "S", "NT"))
    doubling = rng.choices(("", "X", "XX"), weights=(88, 11, 1))[0]
    declarer = rng.choice("NESW")
    tricks = max(0, min(13, level + 6 + rng.choice((-2, -1, -1, 0, 0, 0, 0, 1, 1, 2))))
    return f"{level}{strain}{doubling} {declarer} {tricks}"


def do_envelope_hints(store: MatchStore, table: int, round_: int) -> int:
    """Do what a table's envelope hints ask of the host (packed and carried; all there
    on arrival); dealing, playing and sending home follow from the results ("Sent back"
    is offered, not needed)."""
    done = 0
    while True:
        hints = [h for h in envelopes.next_actions(store.match, table, round_)
                 if h.command is not None and h.kind is not envelopes.HintKind.RETURN]
        if not hints:
            return done
        ops.envelope_action(store, command=hints[0].command)
        done += 1


def play_game(store: MatchStore, table: int, round_: int, rng: random.Random) -> bool:
    """Play the next game of a table in a round: envelopes, score cards, result."""
    upcoming = ops.next_game(store.match, round_, table)
    if upcoming is None:
        return False
    game, key = upcoming
    do_envelope_hints(store, table, round_)
    if game.deal not in store.match.draws:
        ops.draw_score_cards(store, deal=game.deal, rng=rng)
    ops.enter_result(store, deal=game.deal, table=table, text=result_text(rng),
                     attempt=key.attempt)
    do_envelope_hints(store, table, round_)
    do_envelope_hints(store, 3 - table, round_)
    return True


def play_next(session: Session, table: int, rng: random.Random) -> None:
    """A table's next game of the current round, as its phone does it: the score cards
    drawn (at its origin, when not drawn yet), the result entered, through the session
    (so its listeners hear it)."""
    round_ = ops.current_round(session.match)
    upcoming = ops.next_game(session.match, round_, table)
    assert upcoming is not None, (table, round_)
    game, key = upcoming
    if game.deal not in session.match.draws:
        session.run(ops.draw_score_cards, deal=game.deal, rng=rng)
    session.run(ops.enter_result, deal=game.deal, table=table, text=result_text(rng),
                attempt=key.attempt)


def play_round(store: MatchStore, round_: int, rng: random.Random,
               games: dict[int, int] | None = None) -> None:
    """Play a round, alternating tables (``games``: how many games each table plays)."""
    left = dict(games or {1: 99, 2: 99})
    progress = True
    while progress:
        progress = False
        for table in (1, 2):
            if left[table] > 0 and play_game(store, table, round_, rng):
                left[table] -= 1
                progress = True


def half_played(folder: Path, seed: int = 1959, **settings: object) -> MatchStore:
    """Rounds I-III played, round IV under way, one deal annulled and replayed, one
    envelope found short on arrival (proposed for annulment)."""
    rng = random.Random(seed)
    store = make_store(folder, **settings)
    for round_ in (1, 2, 3):
        play_round(store, round_, rng)
        if round_ == 2:
            ops.annul_deal(store, deal=9, reason=5, note="S and W cards swapped")
            for table in (1, 2):
                ops.enter_result(store, deal=9, table=table, text=result_text(rng))
    # round IV: table 1 has played its originals, table 2 two of its games
    play_round(store, 4, rng, {1: 3, 2: 2})
    do_envelope_hints(store, 2, 4)
    return store


def short_envelope(store: MatchStore, deal: int, direction: Direction, cards: int) -> None:
    ops.envelope_action(store, command=envelopes.receive_all(store.match, deal,
                                                             {direction: cards}))


def open_copy(template: Path, folder: Path) -> MatchStore:
    """A fresh writable copy of a closed template match file."""
    import shutil

    target = folder / template.name
    shutil.copyfile(template, target)
    return MatchStore.open(target)
