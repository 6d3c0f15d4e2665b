"""The annulment lifecycle through the command line, on ``resources/samples/full-match.csv``
(spec §11; issue 9): during the match a replay is pending and is entered like any result
(CSV, PBN) as a new attempt, the annulled attempt keeping its results; ``--no-replay``
closes it; after the match (every deal played, or ``--after-match``) never replayed; an
annulled deal is not annulled again; undo is the way back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from models.match import AnnulReason, DealKey
from models.queries import round_complete
from teams_app.cli import main
from teams_app.store import MatchStore

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "resources" / "samples" / "full-match.csv"
LINES = SAMPLE.read_text(encoding="utf-8").splitlines()
HEADER = LINES[0]
PLAYERS = ["--team-a", "Alpha", "--team-b", "Beta", "--players-a", "Ann,Al,Amy,Abe",
           "--players-b", "Bea,Bob,Bo,Bill"]
ROUND_1 = range(1, 7)


def run(capsys, *args: object) -> tuple[int, str, str]:
    status = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return status, out, err


def csv_file(tmp_path: Path, name: str, rows: list[str]) -> Path:
    path = tmp_path / name
    path.write_text("\n".join([HEADER, *rows]) + "\n", encoding="utf-8")
    return path


def sample_rows(deals) -> list[str]:
    return [line for line in LINES[1:] if int(line.split(",")[0]) in deals]


def replay_rows(deal: int) -> list[str]:
    """Deal ``deal``'s two rows played again: 3NT by the same declarer, other tricks,
    under the same score cards."""
    rows = []
    for line in sample_rows({deal}):
        fields = line.split(",")
        fields[2], fields[4] = "3NT", str(8 + int(fields[1]))  # 9 and 10 tricks
        rows.append(",".join(fields))
    return rows


def report(capsys, path: Path) -> dict:
    status, out, _ = run(capsys, "report", path, "--json")
    assert status == 0
    return json.loads(out)


def state(path: Path):
    with MatchStore.open(path, read_only=True) as store:
        return store.match, len(store.log())


@pytest.fixture
def played(tmp_path: Path, capsys) -> Path:
    """All 36 deals played (the sample)."""
    path = tmp_path / "full.match"
    assert run(capsys, "new", path, *PLAYERS)[0] == 0
    assert run(capsys, "import", path, SAMPLE)[0] == 0
    return path


@pytest.fixture
def round_one(tmp_path: Path, capsys) -> Path:
    """Round I played, the rest not."""
    path = tmp_path / "round1.match"
    assert run(capsys, "new", path, *PLAYERS)[0] == 0
    assert run(capsys, "import", path, csv_file(tmp_path, "r1.csv", sample_rows(ROUND_1)))[0] \
        == 0
    return path


def test_an_annulled_deal_is_not_annulled_again(played: Path, capsys) -> None:
    status, out, _ = run(capsys, "annul", played, 3, "--reason", 5, "--after-match")
    assert status == 0 and out == ("deal 3 annulled after the match: cards were put into "
                                   "the wrong envelopes\n")
    before, entries = state(played)
    status, out, err = run(capsys, "annul", played, 3, "--reason", 2)
    assert status == 1 and out == ""
    assert "deal 3 is already annulled (reason 5" in err
    after, entries_after = state(played)
    assert after.annulments == before.annulments and entries_after == entries
    assert after.annulments[DealKey(3)].after_match
    assert ops_pending(after, 3) is None  # still nothing to replay


def ops_pending(match, deal):
    from models.queries import pending_key

    return pending_key(match, deal, 1) or pending_key(match, deal, 2)


def test_once_every_deal_is_played_an_annulment_is_after_the_match(played: Path, capsys,
                                                                    tmp_path: Path) -> None:
    status, out, _ = run(capsys, "annul", played, 36, "--reason", 3)
    assert status == 0 and out == ("deal 36 annulled after the match: an envelope did not "
                                   "hold 13 cards on arrival\n")
    match, entries = state(played)
    assert match.annulments[DealKey(36)].after_match
    # a replay entered afterwards is refused, naming the line; nothing is written
    replay = csv_file(tmp_path, "replay36.csv", replay_rows(36))
    status, _, err = run(capsys, "import", played, replay)
    assert status == 1
    assert "line 2, deal: deal 36 was annulled after the match: it is not replayed" in err
    again, entries_after = state(played)
    assert again.results == match.results and entries_after == entries
    deal36 = report(capsys, played)["deals"][-1]
    assert deal36["annulled"] and not deal36["pending"] and deal36["net_A"] == 0
    assert [(a["attempt"], a["after_match"], a["replay"]) for a in deal36["attempts"]] == [
        (0, True, False)]
    assert deal36["attempts"][0]["net_A"] is not None  # its results are kept


def test_a_replay_during_the_match_is_a_new_attempt(round_one: Path, capsys,
                                                    tmp_path: Path) -> None:
    status, out, _ = run(capsys, "annul", round_one, 1, "--reason", 2)
    assert status == 0 and out == ("deal 1 annulled during the match: a player took and saw cards "
                                   "that were not his; replayed at the end of the round\n")
    first, _ = state(round_one)
    original = {t: first.results[(DealKey(1), t)] for t in (1, 2)}
    deal1 = report(capsys, round_one)["deals"][0]
    assert deal1["annulled"] and deal1["pending"]  # the replay is to play
    assert not round_complete(first, 1)

    replay = csv_file(tmp_path, "replay.csv", replay_rows(1))
    status, out, _ = run(capsys, "import", round_one, replay)
    assert status == 0 and "imported 2 results of 1 deal" in out
    match, _ = state(round_one)
    assert {t: match.results[(DealKey(1), t)] for t in (1, 2)} == original  # kept
    assert str(match.results[(DealKey(1, 1), 1)].contract) == "3NT"
    assert round_complete(match, 1)
    deal1 = report(capsys, round_one)["deals"][0]
    replay_net = match.score(DealKey(1, 1), 1) - match.score(DealKey(1, 1), 2)
    original_net = match.score(DealKey(1), 1) - match.score(DealKey(1), 2)
    assert deal1 == {
        "deal": 1, "net_A": replay_net, "annulled": False, "pending": False,
        "attempts": [
            {"attempt": 0, "annulled": True, "reason": 2, "after_match": False,
             "replay": True, "net_A": original_net},
            {"attempt": 1, "annulled": False, "reason": None, "after_match": None,
             "replay": None, "net_A": replay_net}]}
    # importing the same file again changes nothing (the replay is there)
    assert run(capsys, "import", round_one, replay)[0] == 0
    assert state(round_one)[0].results == match.results


def test_a_replay_from_pbn_is_a_new_attempt(round_one: Path, capsys, tmp_path: Path) -> None:
    run(capsys, "annul", round_one, 2, "--reason", 4)
    before, _ = state(round_one)
    declarer = before.results[(DealKey(2), 1)].declarer
    games = "".join(
        f'[Event "replay"]\n[Board "2"]\n[Room "{room}"]\n[Declarer "{declarer.name}"]\n'
        f'[Contract "2NT"]\n[Result "{tricks}"]\n\n'
        for room, tricks in (("Open", 8), ("Closed", 9)))
    pbn = tmp_path / "replay.pbn"
    pbn.write_text(games, encoding="utf-8")
    assert run(capsys, "import", round_one, pbn)[0] == 0
    match, _ = state(round_one)
    assert match.results[(DealKey(2), 1)] == before.results[(DealKey(2), 1)]
    assert [match.results[(DealKey(2, 1), t)].tricks for t in (1, 2)] == [8, 9]
    assert report(capsys, round_one)["deals"][1]["attempts"][1]["attempt"] == 1


def test_no_replay_closes_the_deal_and_the_round_completes(round_one: Path, capsys,
                                                           tmp_path: Path) -> None:
    status, out, _ = run(capsys, "annul", round_one, 1, "--reason", 2, "--no-replay")
    assert status == 0 and out == ("deal 1 annulled during the match, not replayed: a player took "
                                   "and saw cards that were not his\n")
    match, entries = state(round_one)
    annulment = match.annulments[DealKey(1)]
    assert not annulment.after_match and annulment.no_replay
    assert round_complete(match, 1) and ops_pending(match, 1) is None
    deal1 = report(capsys, round_one)["deals"][0]
    assert deal1["annulled"] and not deal1["pending"]
    assert deal1["attempts"][0]["replay"] is False
    status, _, err = run(capsys, "import", round_one,
                         csv_file(tmp_path, "replay.csv", replay_rows(1)))
    assert status == 1 and "deal 1 was annulled and closed without a replay" in err
    assert state(round_one) == (match, entries)


def test_after_match_and_no_replay_exclude_each_other(round_one: Path, capsys) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["annul", str(round_one), "1", "--reason", "2", "--no-replay", "--after-match"])
    assert exit_.value.code == 2 and "not allowed with argument" in capsys.readouterr().err
    assert not state(round_one)[0].annulments


def test_undo_is_the_way_back(round_one: Path, capsys) -> None:
    run(capsys, "annul", round_one, 1, "--reason", 2)
    assert run(capsys, "annul", round_one, 1, "--reason", 3)[0] == 1
    status, out, _ = run(capsys, "undo", round_one)
    assert status == 0 and out.startswith("undo: deal 1 annulled during the match")
    assert not state(round_one)[0].annulments
    status, out, _ = run(capsys, "annul", round_one, 1, "--reason", 3, "--no-replay")
    assert status == 0
    assert state(round_one)[0].annulments[DealKey(1)].reason is AnnulReason.SHORT_ENVELOPE
