"""``teams-app new | import | annul | report | export | log | undo | redo`` on real files."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from models.balances import compute_balances
from models.format import Team
from models.match import AnnulReason, Conditions, DealKey
from teams_app.cli import main
from teams_app.store import MatchStore
from words.steps import entry_words

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "resources" / "samples" / "full-match.csv"
PLAYERS = ["--team-a", "Alpha", "--team-b", "Beta", "--players-a", "Ann, Al, Amy, Abe",
           "--players-b", "Bea,Bob,Bo,Bill"]


def run(capsys, *args: str) -> tuple[int, str, str]:
    status = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def match_path(tmp_path: Path, capsys) -> Path:
    path = tmp_path / "club.match"
    assert run(capsys, "new", path, *PLAYERS)[0] == 0
    return path


def test_new_gives_codes_in_order(tmp_path: Path, capsys) -> None:
    path = tmp_path / "m.match"
    status, out, _ = run(capsys, "new", path, *PLAYERS, "--reserves-b", "Ben",
                         "--conditions", "board", "--turning")
    assert status == 0 and "A-1  Ann" in out and "B-4  Bill" in out
    with MatchStore.open(path, read_only=True) as store:
        match = store.match
    assert [match.seats[f"A-{i}"].player for i in range(1, 5)] == ["Ann", "Al", "Amy", "Abe"]
    assert match.teams[Team.B].reserves == ("Ben",)
    assert match.settings.conditions is Conditions.BOARD and match.settings.turning


def test_new_with_draw_prints_the_cards(tmp_path: Path, capsys) -> None:
    from words.notation import card_text

    path = tmp_path / "m.match"
    status, out, _ = run(capsys, "new", path, *PLAYERS, "--draw")
    assert status == 0 and out.count("  drew ") == 8
    with MatchStore.open(path, read_only=True) as store:
        seats = store.match.seats
    for team in "AB":
        cards = [seats[f"{team}-{i}"].card for i in range(1, 5)]
        assert None not in cards and cards == sorted(cards, reverse=True)
        for i in range(1, 5):
            seat = seats[f"{team}-{i}"]
            # the card in the language's notation (English: ♥10, as on every screen)
            assert f"  {team}-{i}  {seat.player}  drew {card_text(seat.card)}\n" in out
    # the highest card of all eight is A-1, and A-1's team is team A (spec §1)
    assert seats["A-1"].card == max(s.card for s in seats.values())
    alpha = {"Ann", "Al", "Amy", "Abe"}
    team_a = "Alpha" if seats["A-1"].player in alpha else "Beta"
    assert {seats[f"A-{i}"].player for i in range(1, 5)} == (
        alpha if team_a == "Alpha" else {"Bea", "Bob", "Bo", "Bill"})
    assert store.match.teams[Team.A].name == team_a
    assert (f"{seats['A-1'].player} drew {card_text(seats['A-1'].card)}, the highest card of "
            f"all eight: {seats['A-1'].player} is A-1 and {team_a} are team A") in out
    assert f": {team_a} (A) v " in out


def test_new_draw_with_the_new_option_names(tmp_path: Path, capsys, monkeypatch) -> None:
    """--team/--other-team name the first and second team; when the second team's player
    draws the highest card, the second team is team A, with its reserves."""
    import random

    from models import seating

    # a seeded draw in which the second team draws the highest card
    seed = next(s for s in range(100) if not seating.draw_seats(
        ["Ann", "Al", "Amy", "Abe"], ["Bea", "Bob", "Bo", "Bill"],
        random.Random(s)).a_is_first)
    original = seating.draw_seats
    monkeypatch.setattr(seating, "draw_seats",
                        lambda a, b, rng=None: original(a, b, random.Random(seed)))
    path = tmp_path / "m.match"
    status, out, _ = run(capsys, "new", path, "--team", "Alpha", "--other-team", "Beta",
                         "--players", "Ann,Al,Amy,Abe", "--other-players", "Bea,Bob,Bo,Bill",
                         "--reserves", "Ada", "--other-reserves", "Ben", "--draw",
                         "--no-honours")
    assert status == 0 and "created" in out and ": Beta (A) v Alpha (B)" in out
    with MatchStore.open(path, read_only=True) as store:
        match = store.match
    assert match.teams[Team.A].name == "Beta" and match.teams[Team.A].reserves == ("Ben",)
    assert match.teams[Team.B].name == "Alpha" and match.teams[Team.B].reserves == ("Ada",)
    assert match.seats["A-1"].player in {"Bea", "Bob", "Bo", "Bill"}
    assert not match.settings.honours


def test_new_refuses_bad_input_and_existing_file(tmp_path: Path, match_path: Path,
                                                 capsys) -> None:
    status, _, err = run(capsys, "new", tmp_path / "x.match", "--team-a", "A", "--team-b",
                         "B", "--players-a", "a,b,c", "--players-b", "d,e,f,g")
    assert status == 1 and "--players: the first team needs 4 players, 3 given" in err
    assert not (tmp_path / "x.match").exists()
    before = match_path.read_bytes()
    status, _, err = run(capsys, "new", match_path, *PLAYERS)
    assert status == 1 and str(match_path) in err and "exists already" in err
    assert match_path.read_bytes() == before


def test_import_and_report_json_match_the_core(match_path: Path, capsys) -> None:
    status, out, _ = run(capsys, "import", match_path, SAMPLE)
    assert status == 0 and "imported 72 results of 36 deals" in out
    status, out, _ = run(capsys, "report", match_path, "--json")
    assert status == 0
    report = json.loads(out)
    with MatchStore.open(match_path, read_only=True) as store:
        assert report == compute_balances(store.match).to_report()
    assert len(report["rounds"]) == 6 and len(report["deals"]) == 36
    assert report["total"]["balance_A"] == sum(d["net_A"] for d in report["deals"])
    assert report["total"]["balance_A"] == report["rounds"][-1]["cumulative_A"]
    backups = sorted((match_path.parent / "club.match.backups").iterdir())
    assert [b.name.rsplit("-", 1)[1] for b in backups] == [f"{r}.match" for r in range(1, 7)]


def test_text_report(match_path: Path, capsys) -> None:
    run(capsys, "import", match_path, SAMPLE)
    status, out, _ = run(capsys, "report", match_path)
    assert status == 0
    assert out.startswith("Alpha (A) v Beta (B)")
    assert "36 of 36 deals count" in out and "Total: balance A" in out
    assert "Victory percentage" in out
    for round_ in range(1, 7):
        assert f"\n{round_:>5}  " in out
    with MatchStore.open(match_path) as store:
        last = compute_balances(store.match).rounds[-1]
    assert "Given away so far A/B" in out
    assert f"{last.cumulative_given_away_a:>8}/{last.cumulative_given_away_b}" in out


def test_bad_row_is_reported_and_nothing_written(match_path: Path, tmp_path: Path,
                                                 capsys) -> None:
    bad = tmp_path / "bad.csv"
    bad.write_text(SAMPLE.read_text(encoding="utf-8").replace("\n5,1,6S,E,10,", "\n5,1,6S,E,"
                                                              "ten,", 1), encoding="utf-8")
    status, _, err = run(capsys, "import", match_path, bad)
    assert status == 1
    assert err.startswith("teams-app: error: line 11, tricks: ")
    status, out, _ = run(capsys, "log", match_path)
    assert out.count("#") == 1  # only the creation


def test_annul_then_report(match_path: Path, capsys) -> None:
    run(capsys, "import", match_path, SAMPLE)
    status, out, _ = run(capsys, "annul", match_path, 5, "--reason", 2)
    # every deal is played: an annulment now is one after the match (never replayed)
    assert status == 0 and out == ("deal 5 annulled after the match: a player took and saw "
                                   "cards that were not his\n")
    status, out, _ = run(capsys, "annul", match_path, 6, "--reason", 4, "--after-match")
    assert status == 0 and "after the match" in out
    report = json.loads(run(capsys, "report", match_path, "--json")[1])
    deal5 = report["deals"][4]
    assert deal5 == {"deal": 5, "net_A": 0, "annulled": True, "pending": False,
                     "attempts": [{"attempt": 0, "annulled": True, "reason": 2,
                                   "after_match": True, "replay": False,
                                   "net_A": deal5["attempts"][0]["net_A"]}]}
    assert deal5["attempts"][0]["net_A"] not in (0, None)  # its results are kept
    with MatchStore.open(match_path, read_only=True) as store:
        assert store.match.annulments[DealKey(6)].after_match
        assert store.match.annulments[DealKey(5)].reason is AnnulReason.CARDS_SEEN
    status, _, err = run(capsys, "annul", match_path, 40, "--reason", 2)
    assert status == 1 and "deal 40: deals are 1-36" in err


def test_export_round_trips(match_path: Path, tmp_path: Path, capsys) -> None:
    run(capsys, "import", match_path, SAMPLE)
    out_csv = tmp_path / "out.csv"
    status, out, _ = run(capsys, "export", match_path, "--csv", out_csv)
    assert status == 0 and "exported 72 results" in out
    copy = tmp_path / "copy.match"
    run(capsys, "new", copy, *PLAYERS)
    assert run(capsys, "import", copy, out_csv)[0] == 0
    assert run(capsys, "report", copy, "--json")[1] == run(capsys, "report", match_path,
                                                           "--json")[1]


def test_log_undo_redo_across_runs(match_path: Path, capsys) -> None:
    run(capsys, "import", match_path, SAMPLE)
    run(capsys, "annul", match_path, 3, "--reason", 5)
    status, out, _ = run(capsys, "undo", match_path)
    assert status == 0 and out.startswith("undo: deal 3 annulled")
    status, out, _ = run(capsys, "undo", match_path)
    assert out.startswith("undo: import full-match.csv")
    assert json.loads(run(capsys, "report", match_path, "--json")[1])["total"]["balance_A"] == 0
    assert run(capsys, "redo", match_path)[1].startswith("redo: import")
    status, out, _ = run(capsys, "log", match_path)
    whats = [re.match(r"^#\d+ +\S+  (.*)$", line)[1] for line in out.splitlines()
             if line.startswith("#")]
    assert whats == [
        "match created: Alpha v Beta", "import full-match.csv: 72 results",
        "deal 3 annulled after the match: cards were put into the wrong envelopes"
        " (undone)",
        "undo: deal 3 annulled after the match: cards were put into the wrong "
        "envelopes", "undo: import full-match.csv: 72 results",
        "redo: import full-match.csv: 72 results"]
    entries = json.loads(run(capsys, "log", match_path, "--json")[1])
    assert [e["action"] for e in entries] == ["create", "do", "do", "undo", "undo", "redo"]
    assert run(capsys, "redo", match_path)[1].startswith("redo: deal 3 annulled")
    assert run(capsys, "redo", match_path)[1] == "nothing to redo\n"


def test_reading_while_another_program_writes(match_path: Path, capsys) -> None:
    run(capsys, "import", match_path, SAMPLE)
    with MatchStore.open(match_path):
        status, out, _ = run(capsys, "report", match_path, "--json")
        assert status == 0 and json.loads(out)["total"]
        status, _, err = run(capsys, "annul", match_path, 1, "--reason", 2)
        assert status == 1 and "already open for writing" in err


def test_bad_file_error(tmp_path: Path, capsys) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("shopping list\n")
    status, _, err = run(capsys, "report", path)
    assert status == 1
    assert err == f"teams-app: error: {path}: this is not a match file (not an SQLite " \
                  "database)\n"
    status, _, err = run(capsys, "import", tmp_path / "none.match", SAMPLE)
    assert status == 1 and "there is no such file" in err


def test_pbn_export_and_import(match_path: Path, tmp_path: Path, capsys) -> None:
    run(capsys, "import", match_path, SAMPLE)
    pbn = tmp_path / "deals.pbn"
    status, out, err = run(capsys, "export", match_path, "--pbn", pbn)
    assert status == 0, err
    assert out.startswith("exported ") and '[Board "' in pbn.read_text(encoding="utf-8")
    copy = tmp_path / "copy.match"
    run(capsys, "new", copy, *PLAYERS)
    status, out, err = run(capsys, "import", copy, pbn)
    assert status == 0, err
    with MatchStore.open(copy, read_only=True) as store:
        assert entry_words(store.log()[-1]) == "PBN import from deals.pbn"


def test_entry_point_exit_status(match_path: Path) -> None:
    code = "import sys; from teams_app.cli import main; sys.exit(main(sys.argv[1:]))"
    done = subprocess.run([sys.executable, "-c", code, "annul", str(match_path), "99",
                           "--reason", "1"], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 1 and "deals are 1-36" in done.stderr


def test_who_runs_the_match_on_the_command_line(tmp_path: Path, capsys) -> None:
    """Issue 30: ``new --host-table`` and ``settings M --host-table 1|2|none``, a logged
    step that ``undo`` takes back; a bad value is refused and nothing changes."""
    path = tmp_path / "host.match"
    assert run(capsys, "new", path, *PLAYERS, "--host-table", "1")[0] == 0
    with MatchStore.open(path, read_only=True) as store:
        assert store.match.settings.host_table == 1
    status, out, _ = run(capsys, "settings", path)
    assert status == 0 and out.startswith(
        "host: the host does not play\nlaptop: the laptop stays in the room of table 1\n")
    status, out, _ = run(capsys, "settings", path, "--host-table", "none", "--lang", "bg")
    assert status == 0 and out == "лаптопът е при домакина\n"
    with MatchStore.open(path, read_only=True) as store:
        assert store.match.settings.host_table is None
        assert entry_words(store.log()[-1]) == "the laptop goes with the host"
    with pytest.raises(SystemExit):
        run(capsys, "settings", path, "--host-table", "3")
    assert run(capsys, "undo", path)[0] == 0
    with MatchStore.open(path, read_only=True) as store:
        assert store.match.settings.host_table == 1
    # a match made without the option: the host does not play (as every older file)
    plain = tmp_path / "plain.match"
    assert run(capsys, "new", plain, *PLAYERS)[0] == 0
    with MatchStore.open(plain, read_only=True) as store:
        assert store.match.settings.host_table is None


def test_the_host_as_a_person_on_the_command_line(tmp_path: Path, capsys) -> None:
    """Issue 47: ``new --host-player CODE`` and ``settings M --host-player CODE|none``, a
    logged step that ``undo`` takes back; a person not in the match is refused with words
    (no file made by ``new``, nothing changed by ``settings``)."""
    path = tmp_path / "host.match"
    assert run(capsys, "new", path, *PLAYERS, "--host-player", "b-4")[0] == 0
    with MatchStore.open(path, read_only=True) as store:
        settings = store.match.settings
        assert (settings.host_player, settings.host_table) == ("B-4", None)
    status, out, _ = run(capsys, "settings", path, "--lang", "ru")
    assert status == 0 and out.startswith(
        "host: хозяин — B-4\nlaptop: ноутбук следует за хозяином\n")
    status, out, _ = run(capsys, "settings", path, "--host-player", "none")
    assert status == 0 and out == "the host does not play\n"
    status, _, err = run(capsys, "settings", path, "--host-player", "C-9", "--lang", "bg")
    assert status != 0 and '"C-9": домакинът е играч от мача' in err
    with MatchStore.open(path, read_only=True) as store:
        assert store.match.settings.host_player is None
        assert entry_words(store.log()[-1]) == "the host does not play"
    assert run(capsys, "undo", path)[0] == 0
    with MatchStore.open(path, read_only=True) as store:
        assert store.match.settings.host_player == "B-4"
    bad = tmp_path / "bad.match"
    status, _, err = run(capsys, "new", bad, *PLAYERS, "--host-player", "Nobody")
    assert status != 0 and '"Nobody": the host is a player of the match' in err
    assert not bad.exists()
