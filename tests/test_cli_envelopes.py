"""``teams-app envelopes``: the listing and the host's actions, on real match files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_cli_store import PLAYERS, SAMPLE, run

from models import envelopes as env
from teams_app.cli import main
from teams_app.store import MatchStore


def usage(capsys, *args: object) -> str:
    """A command line that is not understood: status 2, the reason on stderr."""
    with pytest.raises(SystemExit) as info:
        main([str(a) for a in args])
    assert info.value.code == 2
    return capsys.readouterr().err


def new_match(tmp_path: Path, capsys, *options: str) -> Path:
    path = tmp_path / "club.match"
    assert run(capsys, "new", path, *PLAYERS, *options)[0] == 0
    return path


def results(match: Path, tmp_path: Path, capsys, *games: tuple[int, int]) -> None:
    """The sample match's results of these (deal, table), imported."""
    lines = SAMPLE.read_text(encoding="utf-8").splitlines()
    chosen = [line for line in lines[1:]
              if tuple(int(x) for x in line.split(",")[:2]) in games]
    assert len(chosen) == len(games)
    csv = tmp_path / "some.csv"
    csv.write_text("\n".join([lines[0], *chosen]) + "\n", encoding="utf-8")
    assert run(capsys, "import", match, csv)[0] == 0


def listing(capsys, match: Path) -> dict:
    status, out, _ = run(capsys, "envelopes", match, "--json")
    assert status == 0
    return json.loads(out)


def steps(report: dict, table: int) -> list[dict]:
    return report["tables"][table - 1]["next"]


def log_size(match: Path) -> int:
    with MatchStore.open(match, read_only=True) as store:
        return len(store.log())


def test_two_decks_the_host_says_carry_and_check_once_per_table(tmp_path, capsys) -> None:
    match = new_match(tmp_path, capsys, "--two-decks")
    report = listing(capsys, match)
    assert report["round"] == report["current_round"] == 1 and report["decks"] == 2
    assert [s["text"] for s in steps(report, 1)] == [
        "Table 1: shuffle deck 1 and deal deal 1 (dealer South)"]
    assert steps(report, 1)[0]["action"] is None  # the result records it
    results(match, tmp_path, capsys, (1, 1), (4, 2))
    report = listing(capsys, match)
    [carry] = steps(report, 1)
    assert carry == {"kind": "carry", "deals": [1], "action": "--carry 1",
                     "text": "Table 1: carry envelopes 1 (white) to table 2 — and the "
                             "round's next ones as they come"}
    assert [d["stage"] for d in report["tables"][0]["deals"]] == [
        "packed", "not_dealt", "not_dealt"]
    status, out, _ = run(capsys, "envelopes", match, "--carry", 1)
    assert status == 0
    assert out == "deal 1: envelopes packed and carried to the other table\n"
    assert run(capsys, "envelopes", match, "--carry", 2)[0] == 0
    assert run(capsys, "envelopes", match, "--check", 2)[0] == 0
    # table 1 finds West's envelope of deal 4 with 12 cards
    status, out, _ = run(capsys, "envelopes", match, "--check", 1, "--short", "4:W:12")
    assert status == 0
    assert "proposed: deal 4: West's envelope held 12 cards on arrival at table 1" in out
    assert "teams-app annul MATCH 4 --reason 3" in out
    # from here the results take the round's next originals over by themselves
    results(match, tmp_path, capsys, (1, 2), (4, 1), (2, 1), (5, 2))
    report = listing(capsys, match)
    stages = {d["deal"]: d["stage"] for t in report["tables"] for d in t["deals"]}
    assert stages[2] == stages[5] == "received"
    assert stages[1] == stages[4] == "returned"  # home with the cards dealt again
    assert not [s for t in (1, 2) for s in steps(report, t) if s["action"]]
    with MatchStore.open(match, read_only=True) as store:
        assert env.deal_stage(store.match, 2) is env.Stage.RECEIVED
        assert [p.deal for p in env.proposed_annulments(store.match)] == [4]
    # the text listing says the same
    status, out, _ = run(capsys, "envelopes", match)
    assert status == 0
    assert out.startswith("Round 1 (current), 2 decks\n\nTable 1\n")
    assert "  deal 2 (envelopes 2, deck 2): checked in at table 2\n" in out
    assert "  deck 1: at table 1, in the envelopes of deal 5\n" in out
    assert "  W1 of table 2: at table 2, empty\n" in out  # deal 4's, dealt again as 2
    assert "  W2 of table 2: at table 1, West's cards of deal 5\n" in out


def test_six_decks_listing_actions_and_sent_back(tmp_path, capsys) -> None:
    match = new_match(tmp_path, capsys)
    results(match, tmp_path, capsys, (1, 1), (2, 1), (3, 1))
    status, out, _ = run(capsys, "envelopes", match)
    assert status == 0
    assert "  next: carry envelopes 1–3 (white) to table 2   [--carry 1]\n" in out
    assert "  next: shuffle deck 4 and deal deal 4 (dealer South)\n" in out
    assert run(capsys, "envelopes", match, "--carry", 1)[0] == 0
    assert run(capsys, "envelopes", match, "--check", 2)[0] == 0
    results(match, tmp_path, capsys, (4, 2), (5, 2), (6, 2), (1, 2), (2, 2))
    status, _, err = run(capsys, "envelopes", match, "--sent-back", 2)
    assert status == 1 and err == (
        "teams-app: error: round 1, table 2: the envelopes go back once table 1's deals "
        "are played here; not yet: deal 3\n")
    results(match, tmp_path, capsys, (3, 2))
    report = listing(capsys, match)
    [back] = [s for s in steps(report, 2) if s["kind"] == "return"]
    assert back["action"] == "--sent-back 2" and back["deals"] == [1, 2, 3]
    status, out, _ = run(capsys, "envelopes", match, "--sent-back", 2)
    assert status == 0 and out == "deals 1, 2, 3: envelopes returned home\n"
    assert not [s for s in steps(listing(capsys, match), 2) if s["kind"] == "return"]
    # another round on request; its deals not dealt yet
    report = json.loads(run(capsys, "envelopes", match, "--round", 3, "--json")[1])
    assert report["round"] == 3 and {d["stage"] for t in report["tables"]
                                     for d in t["deals"]} == {"not_dealt"}


def test_refusals_say_why_and_store_nothing(tmp_path, capsys) -> None:
    match = new_match(tmp_path, capsys, "--two-decks")
    before = log_size(match)
    status, _, err = run(capsys, "envelopes", match, "--carry", 1)
    assert status == 1
    assert err == ("teams-app: error: round 1, table 1: the envelopes go over once the "
                   "table's originals are played there; not yet: deal 1\n")
    status, _, err = run(capsys, "envelopes", match, "--check", 2)
    assert status == 1
    assert err == ("teams-app: error: round 1, table 2: no envelopes of table 1 are "
                   "waiting to be checked\n")
    results(match, tmp_path, capsys, (1, 1))
    before = log_size(match)
    assert run(capsys, "envelopes", match, "--carry", 1)[0] == 0
    status, _, err = run(capsys, "envelopes", match, "--check", 2, "--short", "9:W:12")
    assert status == 1
    assert err == "teams-app: error: deal 9 is not one of table 1's deals of round 1\n"
    status, _, err = run(capsys, "envelopes", match, "--check", 2, "--short", "1:W:53")
    assert status == 1 and "53 cards in an envelope: a count is 0-52" in err
    status, _, err = run(capsys, "envelopes", match, "--round", 9)
    assert status == 1 and err == "teams-app: error: round 9: rounds are 1-6\n"
    status, _, err = run(capsys, "envelopes", match, "--sent-back", 2)
    assert status == 1 and "no envelopes of table 1 played here are waiting" in err
    status, _, err = run(capsys, "envelopes", tmp_path / "none.match")
    assert status == 1 and "none.match" in err
    # command lines that are not understood
    assert 'argument --carry: "3": the tables are 1 and 2' in usage(
        capsys, "envelopes", match, "--carry", 3)
    assert "--short and --no-score-cards go with --check" in usage(
        capsys, "envelopes", match, "--short", "1:W:12")
    assert "names the envelope with --short" in usage(
        capsys, "envelopes", match, "--check", 2, "--no-score-cards")
    assert '"1-W-12": give DEAL:DIRECTION:CARDS, e.g. 8:W:12' in usage(
        capsys, "envelopes", match, "--check", 2, "--short", "1-W-12")
    assert '"Q": direction must be N, E, S or W' in usage(
        capsys, "envelopes", match, "--check", 2, "--short", "1:Q:12")
    assert "not allowed with argument" in usage(
        capsys, "envelopes", match, "--carry", 1, "--check", 2)
    assert log_size(match) == before + 1  # only the one carry that was right
    with MatchStore.open(match, read_only=True) as store:
        assert env.deal_stage(store.match, 1) is env.Stage.IN_TRANSIT


def test_check_with_an_envelope_without_its_score_cards(tmp_path, capsys) -> None:
    match = new_match(tmp_path, capsys)
    results(match, tmp_path, capsys, (4, 2), (5, 2), (6, 2))
    assert run(capsys, "envelopes", match, "--carry", 2)[0] == 0
    status, out, _ = run(capsys, "envelopes", match, "--check", 1, "--short", "5:n:13",
                         "--no-score-cards", "--json")
    assert status == 0
    assert json.loads(out) == {"done": "deals 4, 5, 6: envelopes checked on arrival; deal 5: "
                                       "North's envelope checked on arrival: 13 cards, "
                                       "score cards missing",
                               "proposed": []}
    report = listing(capsys, match)
    assert [s["kind"] for s in steps(report, 1)][-1] == "no_score_cards"
