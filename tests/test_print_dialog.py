"""The print preview dialog, offscreen, with a real generated PDF."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QFileDialog

from printing import render
from printing.demo import demo_match
from teams_app.gui.print_dialog import PrintDialog


@pytest.fixture(scope="module")
def diagrams_pdf():
    return render(demo_match(31, cyrillic=True), "diagrams", round=1, lang="bg")


@pytest.fixture
def dialog(qtbot, diagrams_pdf):
    dlg = PrintDialog(diagrams_pdf, title="Диаграми", suggested_name="round1.pdf")
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitUntil(lambda: dlg.document.status() == QPdfDocument.Status.Ready)
    return dlg


def test_preview_shows_the_page_count(dialog):
    assert dialog.page_count() == 2
    assert dialog.pages_label.text() == "2 page(s)"
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


def test_save_as_pdf_writes_the_file(dialog, tmp_path, monkeypatch, diagrams_pdf):
    target = tmp_path / "saved"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(target), "PDF files (*.pdf)")))
    saved = dialog.save_as_pdf()
    assert saved == tmp_path / "saved.pdf" and dialog.last_saved == saved
    assert saved.read_bytes() == diagrams_pdf
    assert sorted(p.name for p in tmp_path.iterdir()) == ["saved.pdf"]


def test_save_cancelled_writes_nothing(dialog, tmp_path, monkeypatch):
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: ("", "")))
    assert dialog.save_as_pdf() is None
    assert list(tmp_path.iterdir()) == []


def test_print_renders_every_page_into_the_printer(dialog, tmp_path, monkeypatch):
    out = tmp_path / "printed.pdf"
    chosen = []

    def fake_ask(printer, parent):
        chosen.append(printer)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(out))
        printer.setResolution(72)
        return True

    monkeypatch.setattr(PrintDialog, "ask_printer", staticmethod(fake_ask))
    assert dialog.print_document() is True
    assert len(chosen) == 1
    reader = PdfReader(io.BytesIO(out.read_bytes()))
    assert len(reader.pages) == 2
    # the pages carry the rendered diagrams as images
    assert all("/XObject" in page["/Resources"] for page in reader.pages)


def test_print_cancelled(dialog, monkeypatch, tmp_path):
    monkeypatch.setattr(PrintDialog, "ask_printer", staticmethod(lambda p, parent: False))
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
    # teams_app.gui.fit is Qt only (a window no larger than its screen)
    assert not {m for m in imported if m and m.startswith("teams_app")} - {"teams_app.gui.fit"}
