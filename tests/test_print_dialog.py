"""The print preview dialog, offscreen, with a real generated PDF."""

from __future__ import annotations

import io

import pytest
from fake_dialogs import FakeDialogs
from pypdf import PdfReader
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPrintSupport import QPrinter

from printing import render
from printing.demo import demo_match
from teams_app.gui.print_dialog import PrintDialog


@pytest.fixture(scope="module")
def diagrams_pdf():
    return render(demo_match(31, cyrillic=True), "diagrams", round=1, lang="bg")


@pytest.fixture
def dialog(qtbot, diagrams_pdf):
    dlg = PrintDialog(diagrams_pdf, title="Диаграми", suggested_name="round1.pdf",
                      dialogs=FakeDialogs())
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitUntil(lambda: dlg.document.status() == QPdfDocument.Status.Ready)
    return dlg


def test_preview_shows_the_page_count(dialog):
    assert dialog.page_count() == 2
    assert dialog.pages_label.text() == "2 pages"
    assert dialog.view.document() is dialog.document
    assert dialog.print_button.isEnabled() and dialog.save_button.isEnabled()
    assert dialog.windowTitle() == "Диаграми"


def test_opens_a_pdf_file_too(qtbot, tmp_path, diagrams_pdf):
    path = tmp_path / "in.pdf"
    path.write_bytes(diagrams_pdf)
    dlg = PrintDialog(path)
    qtbot.addWidget(dlg)
    qtbot.waitUntil(lambda: dlg.document.status() == QPdfDocument.Status.Ready)
    assert dlg.page_count() == 2 and dlg.pdf_bytes() == diagrams_pdf


def test_save_as_pdf_writes_the_file(dialog, tmp_path, diagrams_pdf):
    target = tmp_path / "saved"
    dialog.dialogs.on("ask_save_path", lambda *asked: str(target))
    saved = dialog.save_as_pdf()
    assert saved == tmp_path / "saved.pdf" and dialog.last_saved == saved
    assert saved.read_bytes() == diagrams_pdf
    assert sorted(p.name for p in tmp_path.iterdir()) == ["saved.pdf"]


def test_save_as_pdf_never_over_a_match_file(dialog, tmp_path):
    from models.match import Seat, new_match
    from teams_app.store import MatchStore

    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    match = tmp_path / "club.pdf"  # a match file, whatever its name
    MatchStore.create(match, new_match("A", "B", seats)).close()
    before = match.read_bytes()
    dialog.dialogs.on("ask_save_path", lambda *asked: str(match))
    assert dialog.save_as_pdf() is None
    assert "never overwritten" in dialog.dialogs.errors[0][1]
    assert match.read_bytes() == before and sorted(p.name for p in tmp_path.iterdir()) == [
        "club.pdf"]


def test_save_cancelled_writes_nothing(dialog, tmp_path):
    dialog.dialogs.on("ask_save_path", lambda *asked: "")
    assert dialog.save_as_pdf() is None
    assert list(tmp_path.iterdir()) == []


def test_print_renders_every_page_into_the_printer(dialog, tmp_path):
    out = tmp_path / "printed.pdf"
    chosen = []

    def fake_ask(printer, parent):
        chosen.append(printer)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(out))
        printer.setResolution(72)
        return True

    dialog.dialogs.on("ask_printer", fake_ask)
    assert dialog.print_document() is True
    assert len(chosen) == 1
    # printed to a PDF file: the program's own vector PDF, its text read back
    reader = PdfReader(io.BytesIO(out.read_bytes()))
    assert len(reader.pages) == 2
    assert all("/XObject" not in page["/Resources"] for page in reader.pages)
    assert "Диаграма на тура" in reader.pages[0].extract_text()
    assert out.read_bytes() == dialog.pdf_bytes()


def test_print_to_pdf_keeps_the_pages_chosen(dialog, tmp_path):
    out = tmp_path / "page2.pdf"
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(out))
    printer.setFromTo(2, 2)
    assert dialog.print_to(printer) is True
    reader = PdfReader(io.BytesIO(out.read_bytes()))
    whole = PdfReader(io.BytesIO(dialog.pdf_bytes()))
    assert len(reader.pages) == 1
    assert reader.pages[0].extract_text() == whole.pages[1].extract_text()


def test_a_printer_gets_pages_at_300_dpi_at_least(dialog, tmp_path):
    """Where the PDF cannot go to the printer as is, each page is an image of at least
    300 dpi, whatever resolution the printer reports."""
    from teams_app.gui.print_dialog import PRINT_DPI

    out = tmp_path / "raster.pdf"
    printer = QPrinter(QPrinter.PrinterMode.ScreenResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(out))
    printer.setResolution(72)
    assert dialog.print_to(printer, vector=False) is True
    reader = PdfReader(io.BytesIO(out.read_bytes()))
    page = reader.pages[0]
    images = list(page.images)
    assert PRINT_DPI >= 300 and images
    width_in = float(PdfReader(io.BytesIO(dialog.pdf_bytes())).pages[0].mediabox.width) / 72
    assert images[0].image.width >= 300 * width_in * 0.99


def test_print_cancelled(dialog, tmp_path):
    dialog.dialogs.on("ask_printer", lambda printer, parent: False)
    assert dialog.print_document() is False


def test_unreadable_pdf_is_reported(qtbot):
    dlg = PrintDialog(b"not a pdf at all")
    qtbot.addWidget(dlg)
    qtbot.waitUntil(lambda: dlg.document.status() in (QPdfDocument.Status.Error,
                                                      QPdfDocument.Status.Ready))
    assert dlg.page_count() == 0
    assert "could not be read" in dlg.pages_label.text()
    assert not dlg.print_button.isEnabled()


def test_imports_no_other_gui_module():
    import ast
    from pathlib import Path

    import teams_app.gui.print_dialog as module

    tree = ast.parse(Path(module.__file__).read_text())
    imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    imported |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    # the store's whole-file writer (every output goes through it), teams_app.gui.fit
    # (Qt only: a window no larger than its screen), teams_app.gui.look (Qt only: its
    # size at View › Text size) and teams_app.gui.dialogs (the questions it asks: a file
    # name, a printer; Qt's dialogs only) are the ones allowed
    assert not {m for m in imported if m and m.startswith("teams_app")} - {
        "teams_app.store", "teams_app.gui.fit", "teams_app.gui.look", "teams_app.gui.dialogs"}


# -- choosing the form, paper, round and table -------------------------------------------


@pytest.fixture
def chooser(qtbot):
    """The dialog as the app opens it: a match played to round II, diagrams of round II."""
    import printing
    from teams_app.gui.longwork import print_request
    from teams_app.gui.print_dialog import PrintForm, PrintRequest

    match = demo_match(31, played_rounds=2)
    forms = [PrintForm(c.name, c.title(), c.takes_round, c.takes_table)
             for c in printing.CHOICES]
    request = PrintRequest("diagrams", 2, None, "a4")
    dlg = PrintDialog(print_request(match, request, "en"), title="Round diagram",
                      forms=forms, request=request, rounds=6,
                      render=lambda r: print_request(match, r, "en"), dialogs=FakeDialogs())
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitUntil(lambda: dlg.document.status() == QPdfDocument.Status.Ready)
    return dlg


def _text(dialog) -> str:
    return "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(dialog.pdf_bytes())).pages)


def test_the_dialog_shows_the_request(chooser):
    assert chooser.options.isVisibleTo(chooser)
    assert chooser.form_box.currentData() == "diagrams"
    assert chooser.round_box.currentText() == "Round II"
    assert chooser.table_box.currentData() is None and chooser.paper_box.currentData() == "a4"
    assert chooser.round_box.isEnabled() and chooser.table_box.isEnabled()
    assert chooser.page_count() == 2 and "Round diagram — Round II" in _text(chooser)


def test_choosing_table_paper_and_round_renders_again(qtbot, chooser):
    chooser.table_box.setCurrentIndex(chooser.table_box.findData(2))
    qtbot.waitUntil(lambda: chooser.document.status() == QPdfDocument.Status.Ready)
    assert chooser.page_count() == 1 and "Table 2 ·" in _text(chooser)
    chooser.paper_box.setCurrentIndex(chooser.paper_box.findData("letter"))
    qtbot.waitUntil(lambda: chooser.document.status() == QPdfDocument.Status.Ready)
    assert round(chooser.document.pagePointSize(0).width()) == 612  # US letter
    assert chooser.request.paper == "letter" and chooser.request.table == 2
    # a round without results prints the blank diagrams
    chooser.round_box.setCurrentIndex(chooser.round_box.findData(4))
    qtbot.waitUntil(lambda: chooser.document.status() == QPdfDocument.Status.Ready)
    text = _text(chooser)
    assert "Round diagram (blank) — Round IV" in text and "Table 2 ·" in text


def test_a_form_for_the_whole_match_has_no_round_or_table(qtbot, chooser):
    chooser.form_box.setCurrentIndex(chooser.form_box.findData("result-sheet"))
    qtbot.waitUntil(lambda: chooser.document.status() == QPdfDocument.Status.Ready)
    assert not chooser.round_box.isEnabled() and not chooser.table_box.isEnabled()
    assert chooser.request.round is None and "after round II" in _text(chooser)
    chooser.form_box.setCurrentIndex(chooser.form_box.findData("notebook"))
    qtbot.waitUntil(lambda: chooser.document.status() == QPdfDocument.Status.Ready)
    assert chooser.round_box.isEnabled() and "Notebook (blank)" in _text(chooser)


def test_a_refused_request_says_why_and_cannot_be_printed(qtbot, chooser):
    chooser.form_box.setCurrentIndex(chooser.form_box.findData("dealing-sheets"))
    assert chooser.message.isVisibleTo(chooser)
    assert "not pre-dealt" in chooser.message.text()
    assert not chooser.print_button.isEnabled() and not chooser.save_button.isEnabled()
    chooser.form_box.setCurrentIndex(chooser.form_box.findData("rotation"))
    qtbot.waitUntil(lambda: chooser.print_button.isEnabled())
    assert not chooser.message.isVisibleTo(chooser) and chooser.page_count() == 1


def test_the_preview_fits_the_screen(chooser):
    free = chooser.screen().availableGeometry()
    assert chooser.width() <= free.width() and chooser.height() <= free.height()
    for button in (chooser.print_button, chooser.save_button, chooser.close_button):
        corner = button.mapTo(chooser, button.rect().bottomRight())
        assert chooser.rect().contains(corner)


def test_the_suggested_file_name_follows_the_choice(qtbot, chooser, tmp_path):
    chooser._suggested_name = "night-diagrams-round-2.pdf"  # as the app names it
    asked = []
    chooser.dialogs.on("ask_save_path",
                       lambda parent, caption, name, filters: asked.append(name) or "")
    chooser.table_box.setCurrentIndex(chooser.table_box.findData(1))
    chooser.save_as_pdf()
    chooser.form_box.setCurrentIndex(chooser.form_box.findData("result-sheet"))
    chooser.save_as_pdf()
    assert asked == ["night-diagrams-round-2-table-1.pdf", "night-result-sheet.pdf"]
