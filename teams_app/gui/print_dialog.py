"""Preview a generated PDF, print it on a real printer, or save it (standalone dialog).

The caller generates the PDF (``printing.render``, off the GUI thread) and opens
``PrintDialog(pdf_bytes_or_path, title=…)``.  The preview is Qt's own PDF module
(QPdfDocument + QPdfView); printing renders each page into the printer's painter.

With ``forms`` and ``render`` the dialog also chooses what is printed: the form, the
paper, the round and the table (:class:`PrintRequest`); a change renders the PDF
again through ``render`` (which raises ``ValueError`` with a message to show when the
request cannot be printed).
"""

from __future__ import annotations

import io
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, QSize, Qt
from PySide6.QtGui import QGuiApplication, QPageSize, QPainter
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from teams_app.gui.dialogs import Dialogs
from teams_app.gui.fit import fitting_size
from teams_app.gui.look import px
from teams_app.store import StoreError, write_output
from words import word
from words.file_errors import store_problem_text
from words.texts import roman

#: A printer that cannot take the PDF itself gets its pages rasterised at this
#: resolution: fine print (7 pt) stays sharp, memory stays sane.
PRINT_DPI = 300


@dataclass(frozen=True)
class PrintForm:
    """A form the dialog offers: its name, title, and whether it takes a round/table."""

    name: str
    title: str
    takes_round: bool
    takes_table: bool


@dataclass(frozen=True)
class PrintRequest:
    """What to print: a form, and its round (None: all), table (None: both), paper."""

    what: str
    round: int | None = None
    table: int | None = None
    paper: str = "a4"


PAPERS = (("a4", "A4"), ("letter", "Letter"))


class PrintDialog(QDialog):
    """A PDF preview with Print… and Save as PDF… buttons."""

    def __init__(self, pdf: bytes | str | os.PathLike[str], *, title: str = "",
                 suggested_name: str = "match.pdf", parent: QWidget | None = None,
                 forms: Sequence[PrintForm] = (), request: PrintRequest | None = None,
                 rounds: int = 0,
                 render: Callable[[PrintRequest], bytes] | None = None,
                 dialogs: Dialogs | None = None) -> None:
        super().__init__(parent)
        #: how it asks for a file name or a printer, and says what failed
        self.dialogs = dialogs if dialogs is not None else Dialogs()
        self.setWindowTitle(title or self.tr("Print preview"))
        self.resize(fitting_size(self, px(860), px(960)))
        if isinstance(pdf, bytes | bytearray):
            self._data = bytes(pdf)
        else:
            self._data = Path(pdf).read_bytes()
        self._suggested_name = suggested_name
        self.last_saved: Path | None = None

        self.document = QPdfDocument(self)
        self._bytes = QByteArray(self._data)
        self._buffer = QBuffer(self._bytes, self)
        self._buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        self.document.load(self._buffer)

        self.view = QPdfView(self)
        self.view.setDocument(self.document)
        self.view.setPageMode(QPdfView.PageMode.MultiPage)
        self.view.setZoomMode(QPdfView.ZoomMode.FitToWidth)

        self.pages_label = QLabel(self)
        self.print_button = QPushButton(self.tr("&Print…"), self)
        self.save_button = QPushButton(self.tr("&Save as PDF…"), self)
        self.close_button = QPushButton(self.tr("Close"), self)

        self.forms = {f.name: f for f in forms}
        self.request = request
        self._render = render
        self.form_box = QComboBox(self)
        self.paper_box = QComboBox(self)
        self.round_box = QComboBox(self)
        self.table_box = QComboBox(self)
        for form in forms:
            self.form_box.addItem(form.title, form.name)
        for name, text in PAPERS:
            self.paper_box.addItem(text, name)
        self.round_box.addItem(self.tr("All rounds"), None)
        for n in range(1, rounds + 1):
            self.round_box.addItem(word("place.round", r=roman(n)), n)
        self.table_box.addItem(self.tr("Both tables"), None)
        for n in (1, 2):
            self.table_box.addItem(word("place.table", t=n), n)
        self.options = QWidget(self)
        row = QHBoxLayout(self.options)
        row.setContentsMargins(0, 0, 0, 0)
        for label, box in ((self.tr("&Form:"), self.form_box),
                           (self.tr("P&aper:"), self.paper_box),
                           (self.tr("&Round:"), self.round_box),
                           (self.tr("&Table:"), self.table_box)):
            caption = QLabel(label, self.options)
            caption.setBuddy(box)
            row.addWidget(caption)
            row.addWidget(box)
        row.addStretch(1)
        self.options.setVisible(bool(forms) and render is not None)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setVisible(False)
        if request is not None:
            self._show_request(request)

        buttons = QHBoxLayout()
        buttons.addWidget(self.pages_label)
        buttons.addStretch(1)
        buttons.addWidget(self.print_button)
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.options)
        layout.addWidget(self.message)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        self._connect_signals()
        self.on_status_changed()

    # -- choosing what to print -----------------------------------------------------------
    def _show_request(self, request: PrintRequest) -> None:
        for box, value in ((self.form_box, request.what), (self.paper_box, request.paper),
                           (self.round_box, request.round), (self.table_box, request.table)):
            box.blockSignals(True)
            index = box.findData(value)
            box.setCurrentIndex(max(index, 0))
            box.blockSignals(False)
        form = self.forms.get(request.what)
        self.round_box.setEnabled(form is not None and form.takes_round)
        self.table_box.setEnabled(form is not None and form.takes_table)

    def chosen(self) -> PrintRequest:
        """The request the controls show (round and table only where the form takes
        them)."""
        what = self.form_box.currentData()
        form = self.forms.get(what)
        return PrintRequest(
            what=what,
            round=self.round_box.currentData() if form and form.takes_round else None,
            table=self.table_box.currentData() if form and form.takes_table else None,
            paper=self.paper_box.currentData())

    def on_choice_changed(self) -> None:
        """Render the chosen form again and show it (or say why it cannot be printed)."""
        if self._render is None:
            return
        request = self.chosen()
        self._show_request(request)
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            data = self._render(request)
        except ValueError as exc:
            self.message.setText(str(exc))
            self.message.setVisible(True)
            self.print_button.setEnabled(False)
            self.save_button.setEnabled(False)
            return
        finally:
            QGuiApplication.restoreOverrideCursor()
        self.message.setVisible(False)
        if self.request is not None and self._suggested_name.endswith(
                file_part(self.request) + ".pdf"):
            stem = self._suggested_name[:-len(file_part(self.request) + ".pdf")]
            self._suggested_name = stem + file_part(request) + ".pdf"
        self.request = request
        self.load(data)

    def load(self, data: bytes) -> None:
        """Show another PDF in the preview."""
        self._data = bytes(data)
        self.document.close()
        self._buffer.close()
        self._bytes = QByteArray(self._data)
        self._buffer = QBuffer(self._bytes, self)
        self._buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        self.document.load(self._buffer)
        self.on_status_changed()

    def _connect_signals(self) -> None:
        self.document.statusChanged.connect(self.on_status_changed)
        self.document.pageCountChanged.connect(self.on_status_changed)
        self.print_button.clicked.connect(self.print_document)
        self.save_button.clicked.connect(self.save_as_pdf)
        self.close_button.clicked.connect(self.reject)
        for box in (self.form_box, self.paper_box, self.round_box, self.table_box):
            box.currentIndexChanged.connect(self.on_choice_changed)

    # -- state ------------------------------------------------------------------------
    def page_count(self) -> int:
        return self.document.pageCount()

    def pdf_bytes(self) -> bytes:
        return self._data

    def on_status_changed(self, *_: object) -> None:
        status = self.document.status()
        ready = status == QPdfDocument.Status.Ready
        if status == QPdfDocument.Status.Error:
            self.pages_label.setText(self.tr("The PDF could not be read: {why}")
                                     .format(why=self.document.error().name))
        else:
            self.pages_label.setText(word("view.pages", count=self.page_count(),
                                          n=self.page_count()))
        self.print_button.setEnabled(ready and self.page_count() > 0)
        self.save_button.setEnabled(bool(self._data))

    # -- saving -----------------------------------------------------------------------
    def save_as_pdf(self) -> Path | None:
        """Ask for a file name and write the PDF there (whole, or not at all)."""
        name = self.dialogs.ask_save_path(self, self.tr("Save as PDF"), self._suggested_name,
                                          self.tr("PDF files (*.pdf)"))
        if not name:
            return None
        target = Path(name)
        if target.suffix.lower() != ".pdf":
            target = target.with_name(target.name + ".pdf")

        try:  # whole or not at all, never over a match file (teams_app.store.outputs)
            write_output(target, self._data, what="the PDF")
        except StoreError as exc:
            self.dialogs.show_error(self, self.tr("Save as PDF"), self.tr(
                "Could not write {path}: {why}").format(path=target, why=store_problem_text(exc)))
            return None
        self.last_saved = target
        return target

    # -- printing ---------------------------------------------------------------------
    def print_document(self) -> bool:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(self.windowTitle())
        if self.request is not None:
            printer.setPageSize(QPageSize(QPageSize.PageSizeId.Letter
                                          if self.request.paper == "letter"
                                          else QPageSize.PageSizeId.A4))
        printer.setFromTo(1, max(1, self.page_count()))
        if not self.dialogs.ask_printer(printer, self):
            return False
        return self.print_to(printer)

    def print_to(self, printer: QPrinter, *, vector: bool = True) -> bool:
        """Print every page (or the chosen range).

        "Print to PDF file" (Qt's PDF output) gets the program's own vector PDF, the
        pages chosen; a printer gets each page rendered at :data:`PRINT_DPI` and fitted
        to its paper (Qt's PDF module renders pages only as images)."""
        count = self.page_count()
        if count == 0:
            return False
        first, last = printer.fromPage(), printer.toPage()
        pages = range(first - 1, last) if first and last else range(count)
        pages = range(max(0, pages.start), min(count, pages.stop))
        if vector and printer.outputFormat() == QPrinter.OutputFormat.PdfFormat and \
                printer.outputFileName():
            written = self._write_pages(Path(printer.outputFileName()), pages, count)
            if written is not None:
                return written
        painter = QPainter()
        if not painter.begin(printer):
            self.dialogs.show_error(self, self.tr("Print"),
                                    self.tr("The printer could not be started."))
            return False
        try:
            dpi = PRINT_DPI
            for n, index in enumerate(pages):
                if n:
                    printer.newPage()
                size = self.document.pagePointSize(index)
                image = self.document.render(
                    index, QSize(round(size.width() * dpi / 72),
                                 round(size.height() * dpi / 72)))
                area = QRectF(painter.viewport())
                scale = min(area.width() / image.width(), area.height() / image.height())
                target = QRectF(0, 0, image.width() * scale, image.height() * scale)
                target.moveCenter(area.center())
                painter.drawImage(target, image)
        finally:
            painter.end()
        return True


    def _write_pages(self, target: Path, pages: range, count: int) -> bool | None:
        """Write the chosen pages of the vector PDF to ``target`` (whole or not at all);
        None when a page range cannot be cut out here (then it is rasterised)."""
        data = self._data
        if len(pages) != count:
            try:
                from pypdf import PdfReader, PdfWriter
            except ImportError:
                return None

            writer = PdfWriter()
            reader = PdfReader(io.BytesIO(data))
            for index in pages:
                writer.add_page(reader.pages[index])
            out = io.BytesIO()
            writer.write(out)
            data = out.getvalue()

        try:
            write_output(target, data, what="the PDF")
        except StoreError as exc:
            self.dialogs.show_error(self, self.tr("Print"), self.tr(
                "Could not write {path}: {why}").format(path=target, why=store_problem_text(exc)))
            return False
        return True


def file_part(request: PrintRequest) -> str:
    """The end of a suggested file name for a request: "-diagrams-round-2-table-1"."""
    part = f"-{request.what}"
    if request.round is not None:
        part += f"-round-{request.round}"
    if request.table is not None:
        part += f"-table-{request.table}"
    return part + ("-letter" if request.paper == "letter" else "")
