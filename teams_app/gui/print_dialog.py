"""Preview a generated PDF, print it on a real printer, or save it (standalone dialog).

The caller generates the PDF (``printing.render``, off the GUI thread) and opens
``PrintDialog(pdf_bytes_or_path, title=…)``.  The preview is Qt's own PDF module
(QPdfDocument + QPdfView); printing renders each page into the printer's painter.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, QSize
from PySide6.QtGui import QPainter
from PySide6.QtPdf import QPdfDocument
from PySide6.QtPdfWidgets import QPdfView
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from teams_app.gui.fit import fitting_size

#: Pages are rasterised for the printer at most at this resolution (memory stays sane).
MAX_PRINT_DPI = 300


class PrintDialog(QDialog):
    """A PDF preview with Print… and Save as PDF… buttons."""

    def __init__(self, pdf: bytes | str | os.PathLike[str], *, title: str = "",
                 suggested_name: str = "match.pdf", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title or self.tr("Print preview"))
        self.resize(fitting_size(self, 820, 960))
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

        buttons = QHBoxLayout()
        buttons.addWidget(self.pages_label)
        buttons.addStretch(1)
        buttons.addWidget(self.print_button)
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        self._connect_signals()
        self.on_status_changed()

    def _connect_signals(self) -> None:
        self.document.statusChanged.connect(self.on_status_changed)
        self.document.pageCountChanged.connect(self.on_status_changed)
        self.print_button.clicked.connect(self.print_document)
        self.save_button.clicked.connect(self.save_as_pdf)
        self.close_button.clicked.connect(self.reject)

    # -- state ------------------------------------------------------------------------
    def page_count(self) -> int:
        return self.document.pageCount()

    def pdf_bytes(self) -> bytes:
        return self._data

    def on_status_changed(self, *_: object) -> None:
        status = self.document.status()
        ready = status == QPdfDocument.Status.Ready
        if status == QPdfDocument.Status.Error:
            self.pages_label.setText(self.tr("The PDF could not be read: %s")
                                     % self.document.error().name)
        else:
            self.pages_label.setText(self.tr("%n page(s)", "", self.page_count()))
        self.print_button.setEnabled(ready and self.page_count() > 0)
        self.save_button.setEnabled(bool(self._data))

    # -- saving -----------------------------------------------------------------------
    def save_as_pdf(self) -> Path | None:
        """Ask for a file name and write the PDF there (whole, or not at all)."""
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save as PDF"),
                                              self._suggested_name,
                                              self.tr("PDF files (*.pdf)"))
        if not name:
            return None
        target = Path(name)
        if target.suffix.lower() != ".pdf":
            target = target.with_name(target.name + ".pdf")
        try:
            _write_whole(target, self._data)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Save as PDF"),
                                self.tr("Could not write %1: %2").replace("%1", str(target))
                                .replace("%2", exc.strerror or str(exc)))
            return None
        self.last_saved = target
        return target

    # -- printing ---------------------------------------------------------------------
    @classmethod
    def ask_printer(cls, printer: QPrinter, parent: QWidget) -> bool:
        """Let the user pick the printer and pages (tests replace this)."""
        dialog = QPrintDialog(printer, parent)
        return dialog.exec() == QDialog.DialogCode.Accepted

    def print_document(self) -> bool:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(self.windowTitle())
        printer.setFromTo(1, max(1, self.page_count()))
        if not self.ask_printer(printer, self):
            return False
        return self.print_to(printer)

    def print_to(self, printer: QPrinter) -> bool:
        """Render every page (or the chosen range) into the printer, fitted to the page."""
        count = self.page_count()
        if count == 0:
            return False
        first, last = printer.fromPage(), printer.toPage()
        pages = range(first - 1, last) if first and last else range(count)
        pages = range(max(0, pages.start), min(count, pages.stop))
        painter = QPainter()
        if not painter.begin(printer):
            QMessageBox.warning(self, self.tr("Print"), self.tr("The printer could not "
                                                                "be started."))
            return False
        try:
            dpi = min(printer.resolution(), MAX_PRINT_DPI)
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


def _write_whole(target: Path, data: bytes) -> None:
    fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
        os.chmod(temp, target.stat().st_mode & 0o777 if target.exists() else 0o644)
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
