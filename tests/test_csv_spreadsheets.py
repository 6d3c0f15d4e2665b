"""Results CSV as spreadsheets write it (issue 34, item 7): Excel in a Bulgarian or
Russian locale saves with semicolons in Windows-1251 (or UTF-16 "Unicode text"), with a
``sep=;`` line and trailing empty columns; declarers in the language's letters.  Each is
read as the plain file is, and the summary says how it was read; what cannot be read is
refused with how to save it instead."""

from __future__ import annotations

from pathlib import Path

import pytest

from teams_app.cli import main
from teams_app.store import MatchStore

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "resources" / "samples" / "full-match.csv"
PLAYERS = ["--team-a", "Alpha", "--team-b", "Beta", "--players-a", "Ann,Al,Amy,Abe",
           "--players-b", "Bea,Bob,Bo,Bill"]
RU = {"N": "С", "E": "В", "S": "Ю", "W": "З"}
BG = {"N": "С", "E": "И", "S": "Ю", "W": "З"}


def _lines() -> list[str]:
    return SAMPLE.read_text().splitlines()[:25]  # rounds 1 and 2


def _written(lines: list[str], separator: str, letters: dict[str, str] | None,
             trailing: str = "") -> list[str]:
    out = []
    for number, line in enumerate(lines):
        fields = line.split(",")
        if number and letters:
            fields[3] = letters.get(fields[3], fields[3])
        out.append(separator.join(fields) + trailing)
    return out


#: name, bytes of the file, what the summary says
FILES = [
    ("excel ru cp1251", lambda: ("sep=;\r\n" + "\r\n".join(
        _written(_lines(), ";", RU, ";;;")) + "\r\n").encode("cp1251"),
     "Windows-1251, separator ;"),
    ("excel bg cp1251 no sep line", lambda: ("\r\n".join(
        _written(_lines(), ";", BG, ";;")) + "\r\n").encode("cp1251"),
     "Windows-1251, separator ;"),
    ("utf-16 with bom bg", lambda: ("sep=;\r\n" + "\r\n".join(
        _written(_lines(), ";", BG)) + "\r\n").encode("utf-16"), "UTF-16, separator ;"),
    ("utf-16-le without bom", lambda: ("\r\n".join(
        _written(_lines(), "\t", RU)) + "\r\n").encode("utf-16-le"),
     "UTF-16, separator \t"),
    ("utf-8 bom semicolons", lambda: ("\r\n".join(
        _written(_lines(), ";", None, ";;;")) + "\r\n").encode("utf-8-sig"),
     "UTF-8 with BOM, separator ;"),
    ("utf-8 commas trailing empties, russian words", lambda: ("\n".join(
        _written(_lines(), ",", {"N": "Север", "E": "Восток", "S": "юг", "W": "запад"},
                 ",,,")) + "\n").encode(), None),
    ('quoted "sep=;" line', lambda: ('"sep=;"\n' + "\n".join(
        _written(_lines(), ";", None)) + "\n").encode(), "UTF-8, separator ;"),
]


@pytest.fixture
def plain(tmp_path: Path, capsys) -> dict:
    path = tmp_path / "plain.match"
    assert main(["new", str(path), *PLAYERS]) == 0
    csv = tmp_path / "plain.csv"
    csv.write_text("\n".join(_lines()) + "\n")
    assert main(["import", str(path), str(csv)]) == 0
    capsys.readouterr()
    with MatchStore.open(path, read_only=True) as store:
        return dict(store.match.results)


@pytest.mark.parametrize(("name", "data", "read_as"), FILES, ids=[f[0] for f in FILES])
def test_spreadsheet_csv_imports_as_the_plain_file(tmp_path: Path, capsys, plain: dict,
                                                    name: str, data, read_as) -> None:
    path = tmp_path / "club.match"
    assert main(["new", str(path), *PLAYERS]) == 0
    source = tmp_path / "results.csv"
    source.write_bytes(data())
    capsys.readouterr()
    status = main(["import", str(path), str(source)])
    out, err = capsys.readouterr()
    assert status == 0, err
    assert "imported 24 results of 12 deals" in out
    if read_as is not None:
        assert f"(read as {read_as})" in out, out
    with MatchStore.open(path, read_only=True) as store:
        assert dict(store.match.results) == plain


def test_what_cannot_be_read_says_how_to_save_it(tmp_path: Path, capsys) -> None:
    path = tmp_path / "club.match"
    assert main(["new", str(path), *PLAYERS]) == 0
    before = path.read_bytes()
    for data in (b"\x98\x98 not text \x98", b"deal\x00table\x00\x98\x98"):
        source = tmp_path / "results.csv"
        source.write_bytes(data)
        capsys.readouterr()
        assert main(["import", str(path), str(source)]) == 1
        _, err = capsys.readouterr()
        assert "CSV UTF-8" in err and "Traceback" not in err, err
    source.write_bytes("номер;стол;договор\r\n1;1;4H\r\n".encode("cp1251"))
    assert main(["import", str(path), str(source)]) == 1
    _, err = capsys.readouterr()
    assert "read as Windows-1251" in err and "CSV UTF-8" in err and "header" in err, err
    assert path.read_bytes() == before


def test_a_stray_quote_is_reported_on_its_own_line(tmp_path: Path, capsys) -> None:
    """It was reported where the reader gave up (line 73 for a quote on line 2)."""
    path = tmp_path / "club.match"
    assert main(["new", str(path), *PLAYERS]) == 0
    lines = SAMPLE.read_text().splitlines()
    lines[1] = lines[1].replace("4H", '"4H', 1)
    source = tmp_path / "results.csv"
    source.write_text("\n".join(lines) + "\n")
    capsys.readouterr()
    assert main(["import", str(path), str(source)]) == 1
    _, err = capsys.readouterr()
    assert "line 2:" in err and "quote" in err, err
