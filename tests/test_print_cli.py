"""``teams-app print`` on a real match file."""

from __future__ import annotations

import io
import shutil

import pytest
from pypdf import PdfReader

from printing.demo import demo_match
from printing.samples import SAMPLES, make_samples
from teams_app.cli import main
from teams_app.store import MatchStore


@pytest.fixture(scope="module")
def match_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("print") / "match.stolitsa"
    MatchStore.create(path, demo_match(21, cyrillic=True, turning=True)).close()
    return path


@pytest.fixture(scope="module")
def fresh_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("print") / "fresh.stolitsa"
    MatchStore.create(path, demo_match(22, played_rounds=0)).close()
    return path


def pages(path):
    return PdfReader(io.BytesIO(path.read_bytes())).pages


def test_print_diagrams_from_a_match_file(match_file, tmp_path, capsys):
    out = tmp_path / "diagrams.pdf"
    assert main(["print", str(match_file), "--what", "diagrams", "-o", str(out)]) == 0
    assert len(pages(out)) == 18  # table 1 turns: 12 + 6
    assert f"wrote {out}" in capsys.readouterr().out
    out2 = tmp_path / "t2.pdf"
    assert main(["print", str(match_file), "--what", "diagrams", "--round", "3",
                 "--table", "2", "--lang", "ru", "--paper", "letter", "-o", str(out2)]) == 0
    (page,) = pages(out2)
    assert "Стол 2" in page.extract_text() and round(page.mediabox.width) == 612


def test_print_the_match_book(match_file, tmp_path):
    out = tmp_path / "book.pdf"
    assert main(["print", str(match_file), "--what", "all", "--lang", "bg",
                 "-o", str(out)]) == 0
    text = "\n".join(p.extract_text() for p in pages(out))
    assert "Евгений Столица" in text and "Лист с резултатите" in text


@pytest.mark.parametrize(("args", "message"), [
    (["--what", "diagrams", "--round", "7"], "round 7: there is no such round"),
    (["--what", "diagrams", "--table", "3"], "table 3: there is no such table"),
])
def test_bad_requests_exit_1_and_write_nothing(match_file, tmp_path, capsys, args, message):
    out = tmp_path / "x.pdf"
    assert main(["print", str(match_file), *args, "-o", str(out)]) == 1
    assert message in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_filled_forms_of_a_match_with_no_results(fresh_file, tmp_path, capsys):
    out = tmp_path / "x.pdf"
    assert main(["print", str(fresh_file), "--what", "diagrams", "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert "no results have been entered yet" in err and "blank diagrams" in err
    assert not out.exists()
    assert main(["print", str(fresh_file), "--what", "blank-diagrams", "-o", str(out)]) == 0
    assert len(pages(out)) == 12


def test_missing_match_file(tmp_path, capsys):
    status = main(["print", str(tmp_path / "nope.stolitsa"), "--what", "rotation",
                   "-o", str(tmp_path / "x.pdf")])
    assert status == 1
    assert "nope.stolitsa" in capsys.readouterr().err
    assert not (tmp_path / "x.pdf").exists()


@pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="poppler's pdftoppm missing")
def test_samples_render_to_png(tmp_path):
    written = make_samples(tmp_path, lang="en", dpi=30)
    assert [p.stem for p in written] == [stem for stem, *_ in SAMPLES]
    assert "dealing-sheets" in [p.stem for p in written]
    for png in written:
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert not list(tmp_path.glob("*.pdf"))
    # the PNG header gives the size: an A4 page at 30 dpi is about 248 × 351 pixels
    header = written[0].read_bytes()[16:24]
    width, height = int.from_bytes(header[:4], "big"), int.from_bytes(header[4:], "big")
    assert abs(width - 248) <= 1 and abs(height - 351) <= 1


@pytest.mark.parametrize("lang", ["en", "bg", "ru"])
def test_print_the_blank_forms_from_a_fresh_match(fresh_file, tmp_path, lang):
    notebook = tmp_path / "notebook.pdf"
    assert main(["print", str(fresh_file), "--what", "notebook", "--round", "2",
                 "--table", "2", "--lang", lang, "-o", str(notebook)]) == 0
    assert len(pages(notebook)) == 3  # six games, two a page
    sheet = tmp_path / "sheet.pdf"
    assert main(["print", str(fresh_file), "--what", "blank-result-sheet", "--lang", lang,
                 "-o", str(sheet)]) == 0
    assert len(pages(sheet)) == 2
    book = tmp_path / "book.pdf"
    assert main(["print", str(fresh_file), "--what", "all", "--table", "1", "--lang", lang,
                 "-o", str(book)]) == 0
    assert len(pages(book)) > 6
