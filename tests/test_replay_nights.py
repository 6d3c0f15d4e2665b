"""The two match nights of issue 29, replayed through the command line (``teams-app
annul``, ``teams-app envelopes --json``, ``--carry/--check/--sent-back``) on a real match
file, with the results entered through the operations as a room terminal does.

What each table is asked for is written here from spec §5 and §11 (a replay is dealt at
its origin with its deal's deck once that deck is there, played, carried, checked on
arrival, played at the other table and sent home), not read off the model:

- deal 28, table 2's original in round V, annulled with its replay set for the end of
  the match after its envelopes were carried to table 1 and before table 1 played it;
- deal 8, table 1's original in round II, annulled at the end of the round after both
  tables played it, replayed at the round's end.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from models.hints import table_hints
from models.match import Conditions, Seat, Settings, new_match
from models.queries import current_round, match_over
from teams_app import operations as ops
from teams_app.cli import main
from teams_app.store import MatchStore

SEATS = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}


def cli(capsys, *args: object) -> str:
    status = main([str(a) for a in args])
    out, err = capsys.readouterr()
    assert status == 0, err
    return out


def listing(capsys, path: Path, round_: int | None = None) -> dict:
    extra = () if round_ is None else ("--round", round_)
    return json.loads(cli(capsys, "envelopes", path, "--json", *extra))


def steps(report: dict, table: int) -> list[str]:
    return [s["text"] for s in report["tables"][table - 1]["next"]]


def deck_place(report: dict, deck: int) -> str:
    return next(d["place"] for d in report["deck_places"] if d["deck"] == deck)


def rooms(path: Path, round_: int | None = None) -> dict[int, list[str]]:
    with MatchStore.open(path, read_only=True) as store:
        match = store.match
        r = round_ if round_ is not None else current_round(match)
        return {t: [h.text for h in table_hints(match, r, t)] for t in (1, 2)}


def play(path: Path, deal: int, table: int) -> None:
    with MatchStore.open(path) as store:
        ops.enter_result(store, deal=deal, table=table, text="3NT S 9")


def host_step(capsys, path: Path, option: str, table: int) -> str:
    return cli(capsys, "envelopes", path, f"--{option}", table)


def plain_round(capsys, path: Path, round_: int) -> None:
    """A round with every step done as told: originals, carry, check, sent deals, home."""
    first = 6 * (round_ - 1)
    for k in range(1, 4):
        play(path, first + k, 1)
        play(path, first + 3 + k, 2)
    host_step(capsys, path, "carry", 1)
    host_step(capsys, path, "carry", 2)
    host_step(capsys, path, "check", 1)
    host_step(capsys, path, "check", 2)
    for k in range(1, 4):
        play(path, first + 3 + k, 1)
        play(path, first + k, 2)
    if round_ < 6:
        host_step(capsys, path, "sent-back", 1)
        host_step(capsys, path, "sent-back", 2)


@pytest.fixture
def path(tmp_path: Path) -> Path:
    match = new_match("Alpha", "Beta", SEATS)
    match.settings = Settings(Conditions.BOARD, turning=True)
    file = tmp_path / "night.match"
    MatchStore.create(file, match).close()
    return file


def test_deal_28_annulled_after_it_was_carried_replayed_after_the_match(capsys,
                                                                        path: Path) -> None:
    for round_ in range(1, 5):
        plain_round(capsys, path, round_)
    for k in range(1, 4):
        play(path, 24 + k, 1)
        play(path, 27 + k, 2)
    host_step(capsys, path, "carry", 1)
    host_step(capsys, path, "carry", 2)  # 28-30 (blue) go to table 1
    cli(capsys, "annul", path, 28, "--reason", 4, "--replay", "match-end")
    report = listing(capsys, path)
    # table 2 carried its envelopes already: nothing more to carry; table 1 checks only
    # the two deals it will play
    assert not any("carry" in s for s in steps(report, 2)), steps(report, 2)
    checks = [s for s in steps(report, 1) if "check" in s]
    assert checks == ["Table 1: check envelopes 2, 3 (blue) from table 2 on arrival "
                      "(13 cards each)"], steps(report, 1)
    row = next(d for d in report["tables"][1]["deals"] if d["deal"] == 28)
    assert "annulled" in row["text"] and "checked in" not in row["text"], row
    host_step(capsys, path, "check", 1)
    host_step(capsys, path, "check", 2)
    for k in range(1, 4):
        play(path, 24 + k, 2)
    for deal in (29, 30):
        play(path, deal, 1)
    # round V is over: table 1 sends the blue envelopes 1-3 (decks 4-6) home, 28's with
    # them, though it never played 28
    report = listing(capsys, path, 5)
    assert "Table 1: send envelopes 1–3 (blue) back to table 2" in steps(report, 1)
    # round VI: the decks table 2 deals with come home first (table 1's step)
    six = listing(capsys, path, 6)
    assert deck_place(six, 4) == "table 1"
    assert "Table 1: send envelopes 1–3 (blue) back to table 2" in steps(six, 1)
    host_step(capsys, path, "sent-back", 1)
    host_step(capsys, path, "sent-back", 2)
    six = listing(capsys, path, 6)
    assert [deck_place(six, d) for d in (4, 5, 6)] == ["table 2"] * 3
    assert "Table 2: shuffle deck 4 and deal deal 34 (dealer East)" in steps(six, 2)
    row = next(d for d in six["tables"][1]["deals"] if d["deal"] == 34)
    plain_round(capsys, path, 6)
    # after round VI: deck 4 (34's) is at table 1; table 1 sends it home, table 2 waits
    # for it, then deals 28R1; nobody waits for himself
    hints = rooms(path)
    assert "Table 1: send envelopes 1–3 (blue) back to table 2" in hints[1], hints
    assert hints[1][0] == "Table 1: wait for deal 28R1 from table 2", hints
    assert hints[2][0] == ("Table 2: wait for deal 28's deck and envelopes from table 1, "
                           "then deal 28R1"), hints
    host_step(capsys, path, "sent-back", 1)
    hints = rooms(path)
    assert hints[2][0].startswith("Table 2: after the last round: deal 28 again (28R1)"), hints
    assert "seats:" in hints[2][0]  # round V's seats, each player named
    assert "Table 2: shuffle deck 4 and deal deal 28R1 (dealer West)" in hints[2], hints
    assert hints[1][0] == "Table 1: wait for deal 28R1 from table 2", hints
    play(path, 28, 2)
    hints = rooms(path)
    assert "Table 2: carry deal 28R1's envelopes 1 (blue) to table 1" in hints[2], hints
    host_step(capsys, path, "carry", 2)
    hints = rooms(path)
    assert ("Table 1: check deal 28R1's envelopes 1 (blue) from table 2 on arrival "
            "(13 cards each)") in hints[1], hints
    host_step(capsys, path, "check", 1)
    play(path, 28, 1)
    hints = rooms(path)
    assert hints[1][0] == hints[2][0].replace("Table 2", "Table 1") == (
        "Table 1: the match is finished"), hints
    assert "Table 1: send deal 28R1's envelopes 1 (blue) back to table 2" in hints[1]
    host_step(capsys, path, "sent-back", 1)
    with MatchStore.open(path, read_only=True) as store:
        assert match_over(store.match)
    final = listing(capsys, path, 6)
    assert deck_place(final, 4) == "table 2"


def test_deal_8_annulled_after_both_tables_played_it_replayed_at_the_rounds_end(
        capsys, path: Path) -> None:
    plain_round(capsys, path, 1)
    for k in range(1, 4):
        play(path, 6 + k, 1)
        play(path, 9 + k, 2)
    host_step(capsys, path, "carry", 1)
    host_step(capsys, path, "carry", 2)
    host_step(capsys, path, "check", 1)
    host_step(capsys, path, "check", 2)
    for k in range(1, 4):
        play(path, 9 + k, 1)
        play(path, 6 + k, 2)
    cli(capsys, "annul", path, 8, "--reason", 4)  # round-end: it had left table 1
    report = listing(capsys, path, 2)
    assert deck_place(report, 2) == "table 2"
    hints = rooms(path, 2)
    # table 1 is not asked to deal 8R1 while deck 2 is at table 2: table 2 sends it home
    assert hints[1][0] == ("Table 1: wait for deal 8's deck and envelopes from table 2, "
                           "then deal 8R1"), hints
    assert not any("shuffle deck 2" in h for h in hints[1]), hints
    assert "Table 2: send envelopes 1–3 (white) back to table 1" in hints[2], hints
    assert hints[2][0] == "Table 2: wait for deal 8R1 from table 1", hints
    host_step(capsys, path, "sent-back", 2)
    assert deck_place(listing(capsys, path, 2), 2) == "table 1"
    hints = rooms(path, 2)
    assert hints[1][0] == ("Table 1: after game 6: deal 8 again (8R1), West deals; sit as "
                           "for games 1–3"), hints
    assert "Table 1: shuffle deck 2 and deal deal 8R1 (dealer West)" in hints[1], hints
    play(path, 8, 1)
    hints = rooms(path, 2)
    assert "Table 1: carry deal 8R1's envelopes 2 (white) to table 2" in hints[1], hints
    # table 2 is not told to send 8's envelopes home now: 8R1 comes in them
    assert not any("back to table 1" in h for h in hints[2]), hints
    report = listing(capsys, path, 2)
    assert any(d["place"] == "table 1" and d["deck"] == 2 for d in report["deck_places"])
    host_step(capsys, path, "carry", 1)
    hints = rooms(path, 2)
    assert ("Table 2: check deal 8R1's envelopes 2 (white) from table 1 on arrival "
            "(13 cards each)") in hints[2], hints
    assert deck_place(listing(capsys, path, 2), 2) == "in transit"
    host_step(capsys, path, "check", 2)
    assert deck_place(listing(capsys, path, 2), 2) == "table 2"
    play(path, 8, 2)
    hints = rooms(path, 2)
    assert "Table 2: send deal 8R1's envelopes 2 (white) back to table 1" in hints[2], hints
    host_step(capsys, path, "sent-back", 2)
    report = listing(capsys, path, 3)
    assert report["current_round"] == 3
    assert deck_place(report, 2) == "table 1"
    assert "Table 1: shuffle deck 1 and deal deal 13 (dealer North)" in steps(report, 1)
    row = next(d for d in listing(capsys, path, 2)["tables"][0]["deals"] if d["deal"] == 8)
    assert row["text"] == "annulled after both tables played it; cards sent home", row
    bg = json.loads(cli(capsys, "envelopes", path, "--json", "--round", 2, "--lang", "bg"))
    row = next(d for d in bg["tables"][0]["deals"] if d["deal"] == 8)
    assert row["text"] == "анулирано, след като двете маси го изиграха; картите са върнати"
