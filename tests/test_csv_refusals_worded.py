"""Every refusal of a results CSV is keyed and worded in the user's language (issue 35):
each crafted file below reaches one ``raise CsvError`` of :mod:`teams_app.csv_io` (or a
core refusal of a field, which keeps its own key), through the real command line with
``--lang``; the Bulgarian and Russian words hold no English word outside the file's own
values, its column names and ``--replace``; the match is left as it was."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from teams_app.cli import main
from teams_app.csv_io import HEADER
from teams_app.store import MatchStore

ROOT = Path(__file__).resolve().parent.parent
H = "deal,table,contract,declarer,tricks,ns_card,ew_card"
FULL = ",".join(HEADER)

#: problem -> (the file's text, a fragment of the English refusal)
CASES = {
    "nul": (H + "\n1,1,4S,N,10,NV0,NV0\x00\n", "NUL byte"),
    "header": ("deal,table,contract\n1,1,4S\n", "expected"),
    "fields": (H + "\n1,1,4S\n", "3 fields"),
    "long": (H + "\n1,1,4S,N,10,NV0," + "N" * 300 + "\n", "longer than"),
    "twice": (H + "\n1,1,4S,N,10,NV0,NV0\n1,1,4S,N,10,NV0,NV0\n", "already on line 2"),
    "empty": ("\n\n", "the file is empty"),
    "no_rows": (H + "\n", "a header but no results"),
    "one_card": (H + "\n1,1,4S,N,10,NV0,\n", "give both score cards"),
    "unplayed_field": (FULL + "\n1,1,,N,,NV0,NV0,,,2,,\n", "a row without a contract"),
    "contract_missing": (H + "\n1,1,,N,10,NV0,NV0\n", "missing (write PASS"),
    "passed_field": (H + "\n1,1,PASS,N,,NV0,NV0\n", "a passed-out deal has no declarer"),
    "declarer_missing": (H + "\n1,1,4S,,10,NV0,NV0\n", "the declarer (N, E, S or W)"),
    "tricks_missing": (H + "\n1,1,4S,N,,NV0,NV0\n", "the tricks taken are missing"),
    "annul_alone": (FULL + "\n1,1,4S,N,10,NV0,NV0,,,,now,\n", "only an annulled attempt"),
    "annul_replay": (FULL + "\n1,1,4S,N,10,NV0,NV0,,,2,soon,\n", "the replay is now"),
    "annulled_otherwise": (FULL + "\n1R0,1,4S,N,10,NV0,NV0,,,2,now,\n"
                           "1R0,2,4S,N,10,NV0,NV0,,,3,now,\n", None),
    "core_contract": (H + "\n1,1,9S,N,10,NV0,NV0\n", None),
    "core_deal": (H + "\n99,1,4S,N,10,NV0,NV0\n", None),
    "core_card": (H + "\n1,1,4S,N,10,XX9,NV0\n", None),
    "differs": (None, "the file says"),
}


def _match(tmp_path: Path) -> Path:
    path = tmp_path / "m.match"
    assert main(["new", str(path), "--team-a", "A", "--team-b", "B", "--players-a",
                 "a,b,c,d", "--players-b", "e,f,g,h"]) == 0
    return path


def _english_left(text: str, values: str) -> list[str]:
    """Latin words of three letters or more that are not the file's own (its values and
    its column names), an option or the program's name."""
    allowed = set(re.findall(r"[A-Za-z]+", values)) | set(re.findall(r"[A-Za-z_]+", FULL))
    allowed |= {"replace", "teams", "app", "PASS", "CSV", "NUL", "csv", "match", "tmp",
                "pytest", "root", "of", "now", "round", "end", "none", "after", "UTF",
                # how to save it: the spreadsheets' names (their menus are quoted in the
                # language where the spreadsheet has one)
                "Excel", "LibreOffice", "Unicode"}
    return [w for w in re.findall(r"[A-Za-z]{3,}", text) if w not in allowed
            and not any(w in part for part in allowed)]


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_csv_refusal_is_worded_in_the_users_language(tmp_path, capsys, case):
    path = _match(tmp_path)
    text, english = CASES[case]
    csv = tmp_path / "r.csv"
    if text is None:  # a result differing from the match's in its score card only
        csv.write_text(H + "\n1,1,4H,E,11,NV0,NV70\n", encoding="utf-8")
        assert main(["import", str(path), str(csv)]) == 0
        text = H + "\n1,1,4H,E,11,NV0,V60\n"
    csv.write_text(text, encoding="utf-8")
    with MatchStore.open(path, read_only=True) as store:
        before = dict(store.match.results)
    capsys.readouterr()
    said = {}
    for lang in ("en", "bg", "ru"):
        assert main(["import", str(path), str(csv), "--lang", lang]) == 1
        said[lang] = capsys.readouterr().err.strip()
    if english is not None:
        assert english in said["en"], said["en"]
    assert said["bg"] != said["en"] and said["ru"] != said["en"], said
    for lang in ("bg", "ru"):
        assert _english_left(said[lang].replace(str(tmp_path), ""), text) == [], said[lang]
    with MatchStore.open(path, read_only=True) as store:
        assert dict(store.match.results) == before


def test_every_csv_refusal_carries_a_key():
    """Each ``raise CsvError(…)`` names its problem's key, or the core refusal it wraps
    (``cause=``); the stray quote is keyed as it is raised."""
    unkeyed = []
    raised = 0
    for path in sorted((ROOT / "teams_app" / "csv_io").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "CsvError":
                raised += 1
                keyed = len(node.args) >= 4 or any(k.arg == "cause" for k in node.keywords)
                if not keyed:
                    unkeyed.append((f"{path.name}:{node.lineno}", ast.unparse(node)[:70]))
    assert raised > 10  # the package's modules were read
    # the one without: a parser's plain ValueError (none of the core's readers raises it)
    # and the stray quote, keyed on the next line (file.csv_stray_quote)
    assert [u for u in unkeyed if "str(exc)" not in u[1] and "opens a field" not in u[1]
            ] == []
