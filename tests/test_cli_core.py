"""`teams-app schedule` and `teams-app score`: in-process, and once through the entry point."""

from __future__ import annotations

import io
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from teams_app.cli import main
from teams_app.cli.core import score_lines, score_one

ROOT = Path(__file__).resolve().parents[1]


def run_schedule(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main(["schedule", "--json", *args]) == 0
    out = capsys.readouterr().out
    assert out.endswith("\n") and out.count("\n") == 1
    plan: dict[str, Any] = json.loads(out)
    return plan


def test_the_app_is_told_from_a_subcommand_without_loading_the_subcommands() -> None:
    """``teams-app FILE`` starts the app without building the parser (which imports every
    subcommand's module, the store and printing with them); the names it knows are the
    parser's.  (Small modules — argparse, parts of the match core — may come earlier.)"""
    from teams_app import cli

    assert cli._subcommands(cli.build_parser()) == cli.SUBCOMMANDS
    assert cli.wants_app([]) and cli.wants_app(["Final.match"])
    assert not cli.wants_app(["report", "x.match"]) and not cli.wants_app(["--help"])
    code = ("import sys, teams_app.cli as c; assert c.wants_app(['m.match']); "
            "print(sorted(m for m in sys.modules if m.startswith(('teams_app.cli.', "
            "'teams_app.store', 'printing', 'reportlab'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, timeout=60).stdout
    assert out.strip() == "[]"


def test_schedule_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    plan = run_schedule(capsys)
    assert set(plan) == {"format", "rounds"} and plan["format"] == "stolitsa-36"
    assert [r["round"] for r in plan["rounds"]] == [1, 2, 3, 4, 5, 6]
    for rnd in plan["rounds"]:
        assert set(rnd) == {"round", "tables"}
        assert [t["table"] for t in rnd["tables"]] == [1, 2]
        for table in rnd["tables"]:
            assert set(table) == {"table", "blocks"}
            assert [b["kind"] for b in table["blocks"]] == ["original", "sent"]
            for block in table["blocks"]:
                assert set(block) == {"kind", "seats", "games"}
                assert list(block["seats"]) == ["N", "E", "S", "W"]
                for game in block["games"]:
                    assert set(game) == {"game", "deal", "dealer"}
                    assert game["dealer"] in {"N", "E", "S", "W"}
    first = plan["rounds"][0]["tables"][0]["blocks"][0]
    assert first == {"kind": "original", "seats": {"N": "A-2", "E": "B-4", "S": "A-1", "W": "B-3"},
                     "games": [{"game": 1, "deal": 1, "dealer": "S"},
                               {"game": 2, "deal": 2, "dealer": "W"},
                               {"game": 3, "deal": 3, "dealer": "N"}]}
    sent_t2 = plan["rounds"][1]["tables"][1]["blocks"][1]
    assert sent_t2 == {"kind": "sent", "seats": {"N": "B-4", "E": "A-4", "S": "B-3", "W": "A-3"},
                       "games": [{"game": 4, "deal": 7, "dealer": "E"},
                                 {"game": 5, "deal": 8, "dealer": "S"},
                                 {"game": 6, "deal": 9, "dealer": "W"}]}
    deals = sorted(g["deal"] for r in plan["rounds"] for b in r["tables"][0]["blocks"]
                   for g in b["games"])
    assert deals == list(range(1, 37))


def test_schedule_turning(capsys: pytest.CaptureFixture[str]) -> None:
    plain = run_schedule(capsys)
    turned = run_schedule(capsys, "--turning")
    for r_plain, r_turned in zip(plain["rounds"], turned["rounds"], strict=True):
        t1_plain, t1_turned = r_plain["tables"][0], r_turned["tables"][0]
        assert t1_turned["blocks"][0] == t1_plain["blocks"][0]
        seats, turned_seats = t1_plain["blocks"][1]["seats"], t1_turned["blocks"][1]["seats"]
        assert turned_seats == {"N": seats["S"], "E": seats["W"], "S": seats["N"],
                                "W": seats["E"]}
        assert turned_seats["N"] == "A-1"
        assert t1_turned["blocks"][1]["games"] == t1_plain["blocks"][1]["games"]
        assert r_turned["tables"][1] == r_plain["tables"][1]  # table 2 never turns


def test_schedule_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["schedule", "--turning"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Match plan: stolitsa-36 (table 1 turns its diagram)")
    assert "Round VI" in out  # the rounds in Roman figures, as on every paper and screen
    assert "table 1 original N:A-2  E:B-4  S:A-1  W:B-3" in out
    assert "game 1 deal 1 (S deals)" in out


@pytest.mark.parametrize(("lang", "head", "line", "game"), [
    ("bg", "План на мача: stolitsa-36", "маса 1 основни   С:A-2  И:B-4  Ю:A-1  З:B-3",
     "игра 1 раздаване 1 (раздава Ю)"),
    ("ru", "План матча: stolitsa-36", "стол 2 присланные ",
     "игра 1 сдача 1 (сдаёт Ю)"),
])
def test_schedule_speaks_the_language(capsys: pytest.CaptureFixture[str], lang: str,
                                      head: str, line: str, game: str) -> None:
    assert main(["schedule", "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert out.startswith(head) and line in out and game in out
    assert "Тур VI" in out
    # Latin only in the seat codes (A-1, B-3), the rounds' numbers and the plan's name
    assert set(re.findall(r"[A-Za-z]+", out)) <= {"A", "B", "stolitsa", "I", "II", "III", "IV",
                                                   "V", "VI"}


LINES = [
    {"contract": "4SX", "declarer": "N", "tricks": 10, "ns": "V60", "ew": "NV0"},
    {"contract": "2S", "declarer": "E", "tricks": "=", "ns": "NV0", "ew": "NV40"},
    {"contract": "7CXX", "declarer": "S", "tricks": "13", "ns": "NV0", "ew": "V0"},
    {"contract": "PASS", "ns": "NV0", "ew": "NV0"},
    {"contract": "3NT", "declarer": "W", "tricks": "-2", "board": 7},
    {"contract": "4♥", "declarer": "n", "tricks": "+1", "board": 1},
]
EXPECTED = [790, -360, 1960, 0, 200, 450]

BAD = [
    ({"contract": "8S", "declarer": "N", "tricks": 10, "ns": "NV0", "ew": "NV0"},
     '"8S": level must be 1-7'),
    ({"declarer": "N", "tricks": 10}, '"contract" is missing'),
    ({"contract": "4S", "tricks": 10, "board": 1}, '4S: "declarer" (N, E, S or W) is missing'),
    ({"contract": "4S", "declarer": "N", "board": 1}, '4S: "tricks" is missing'),
    ({"contract": "4S", "declarer": "N", "tricks": 14, "board": 1},
     '"14": tricks taken must be 0-13'),
    ({"contract": "4S", "declarer": "N", "tricks": 10.0, "board": 1},
     '"tricks": 10.0 must be 0-13 or =, +N, -N'),
    ({"contract": "4S", "declarer": "N", "tricks": 10, "board": 0},
     "board 0: board numbers start at 1"),
    ({"contract": "4S", "declarer": "N", "tricks": 10, "board": "7"},
     "\"board\": '7' must be a whole number from 1"),
    ({"contract": "4S", "declarer": "N", "tricks": 10, "ns": "NV0"},
     '"ew" score card (like NV0 or V60) or "board" is missing'),
    ({"contract": "4S", "declarer": "N", "tricks": 10, "ns": "V100", "ew": "NV0"},
     '"V100": part-score 100'),
    ({"contract": "4S", "declarer": "N", "tricks": 10, "board": 1, "ns": "NV0"},
     'give either "board" or the score cards "ns"/"ew", not both'),
    ({"contract": "PASS", "declarer": "N", "board": 1},
     "PASS: a passed-out deal has no declarer and no tricks"),
    ({"contract": "4S", "declarer": "Q", "tricks": 10, "board": 1},
     '"Q": direction must be N, E, S or W'),
    ([1, 2], "each line must be a JSON object"),
]


@pytest.mark.parametrize(("item", "expected"), list(zip(LINES, EXPECTED, strict=True)))
def test_score_one(item: dict[str, Any], expected: int) -> None:
    assert score_one(item) == expected


def run_score(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
              text: str) -> tuple[int, list[dict[str, Any]]]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    status = main(["score"])
    out = capsys.readouterr().out
    return status, [json.loads(line) for line in out.splitlines()]


def test_score_good_lines(capsys: pytest.CaptureFixture[str],
                          monkeypatch: pytest.MonkeyPatch) -> None:
    text = "".join(json.dumps(item, ensure_ascii=False) + "\n" for item in LINES) + "\n"
    status, out = run_score(capsys, monkeypatch, text)
    assert status == 0
    assert [o["ns_score"] for o in out] == EXPECTED
    for given, got in zip(LINES, out, strict=True):
        assert {k: v for k, v in got.items() if k != "ns_score"} == given


def test_score_bad_lines_do_not_stop_the_rest(capsys: pytest.CaptureFixture[str],
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    items: list[Any] = []
    for (bad, _), good in zip(BAD, LINES * 3, strict=False):
        items += [bad, good]
    text = "\n".join(json.dumps(i, ensure_ascii=False) for i in items) + "\nnot json\n"
    status, out = run_score(capsys, monkeypatch, text)
    assert status == 1
    assert len(out) == len(items) + 1
    for number, (item, got) in enumerate(zip(items, out, strict=False), start=1):
        if number % 2:  # a bad line
            fragment = BAD[number // 2][1]
            assert "ns_score" not in got
            assert got["error"].startswith(f"line {number}: ")
            assert fragment in got["error"], got["error"]
            if isinstance(item, dict):
                assert {k: v for k, v in got.items() if k != "error"} == item
            else:
                assert got["input"] == item
        else:
            assert got["ns_score"] == EXPECTED[LINES.index(item)]
    last = out[-1]
    assert last["line"] == len(items) + 1
    assert last["error"].startswith(f"line {len(items) + 1}: not JSON")


#: JSON numbers past the range of a float (Python reads them as infinity), and the
#: constants Python's JSON reader takes that JSON does not allow
PAST_A_FLOAT = ["1e999", "-1e999", "1e400", "-1e400", "1E999", "9.9e9999"]
CONSTANTS = ["NaN", "Infinity", "-Infinity"]
#: a line with a number in "tricks" (score cards) or in "board"; the score of each
#: with a good number (tricks 10, board 1) in its place
NUMBER_LINES = {
    "tricks": ('{"contract":"4S","declarer":"N","tricks":%s,"ns":"V60","ew":"NV0"}', 620),
    "board": ('{"contract":"4S","declarer":"N","tricks":10,"board":%s}', 420),
}


@pytest.mark.parametrize("field", list(NUMBER_LINES))
@pytest.mark.parametrize("number", PAST_A_FLOAT + CONSTANTS)
def test_score_refuses_a_number_past_a_float_and_goes_on(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, field: str,
        number: str) -> None:
    """``1e999`` is read as infinity, which no JSON line can give back: the line is
    refused with words (the number as written), and the lines after it are scored."""
    template, score = NUMBER_LINES[field]
    text = template % number + "\n" + template % ("10" if field == "tricks" else "1") + "\n"
    status, out = run_score(capsys, monkeypatch, text)
    assert status == 1
    if number in CONSTANTS:
        expected = f"line 1: {number} is not a number JSON allows"
    else:
        expected = f'line 1: "{number}": the number is too large in absolute value to be read'
    assert out[0] == {"line": 1, "error": expected}
    assert out[1]["ns_score"] == score and "error" not in out[1]
    assert len(out) == 2


def test_score_refuses_a_number_past_a_float_through_the_entry_point() -> None:
    """The command itself: no traceback, one JSON line for each line given."""
    lines = [NUMBER_LINES["tricks"][0] % "1e999", NUMBER_LINES["board"][0] % "-1e999",
             NUMBER_LINES["tricks"][0] % "NaN", NUMBER_LINES["board"][0] % "1"]
    done = subprocess.run([sys.executable, "-c", "import sys; from teams_app.cli import main; "
                           "sys.exit(main())", "score"],
                          input="\n".join(lines) + "\n", capture_output=True, text=True,
                          cwd=ROOT, timeout=60, check=False)
    assert done.returncode == 1 and done.stderr == "", done.stderr
    out = [json.loads(line) for line in done.stdout.splitlines()]
    assert [o.get("error", "")[:16] for o in out[:3]] == [
        'line 1: "1e999":', 'line 2: "-1e999"', "line 3: NaN is n"]
    assert out[3]["ns_score"] == 420


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", '"1e999": the number is too large in absolute value to be read'),
    ("bg", "„1e999“: числото е твърде голямо по абсолютна стойност, за да бъде прочетено"),
    ("ru", "«1e999»: число слишком велико по абсолютной величине, его нельзя прочитать"),
], ids=["en", "bg", "ru"])
def test_a_number_past_a_float_is_worded_in_every_language(lang: str, expected: str) -> None:
    import words
    from models.errors import InputError
    from teams_app.cli.core import _read_line
    from words.errors import error_text

    with pytest.raises(InputError) as info:
        _read_line('{"tricks": 1e999}')
    with words.speaking(lang):
        assert error_text(info.value) == expected
    if lang == "en":
        assert str(info.value) == expected  # what the command writes


def test_score_lines_direct() -> None:
    out = io.StringIO()
    status = score_lines(io.StringIO('{"contract": "3NT", "declarer": "S", "tricks": 9, '
                                     '"ns": "V0", "ew": "NV0"}\n'), out)
    assert status == 0
    assert json.loads(out.getvalue())["ns_score"] == 600


def test_entry_point_subprocess() -> None:
    script = ROOT / ".venv" / "bin" / "teams-app"
    command = [str(script)] if script.exists() else [
        sys.executable, "-c", "import sys; from teams_app.cli import main; sys.exit(main())"]
    assert script.exists() or shutil.which(sys.executable)
    stdin = (json.dumps(LINES[0]) + "\n"
             + json.dumps({"contract": "9NT", "declarer": "N", "tricks": 9, "board": 1})
             + "\n" + json.dumps(LINES[2]) + "\n")
    done = subprocess.run([*command, "score"], input=stdin, capture_output=True, text=True,
                          cwd=ROOT, timeout=60, check=False)
    assert done.returncode == 1, done.stderr
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert lines[0]["ns_score"] == 790
    assert lines[1]["error"] == 'line 2: "9NT": level must be 1-7'
    assert lines[2]["ns_score"] == 1960
    done = subprocess.run([*command, "schedule", "--json"], capture_output=True, text=True,
                          cwd=ROOT, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["rounds"][5]["tables"][1]["blocks"][0]["seats"] == {
        "N": "B-3", "E": "A-3", "S": "B-2", "W": "A-2"}
