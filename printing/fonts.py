"""The bundled DejaVu Sans, registered with reportlab once per process.

reportlab's built-in fonts have neither Cyrillic nor the suit symbols; DejaVu Sans has
both, and embedding it (as a subset) makes the PDF print the same everywhere.
"""

from __future__ import annotations

import threading
from importlib import resources
from typing import Final

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

REGULAR: Final = "DejaVuSans"
BOLD: Final = "DejaVuSans-Bold"
_FILES: Final = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf"}

_lock = threading.Lock()
_registered = False


def font_path(name: str) -> str:
    """The font file's path, wherever the app is installed: a wheel, an editable install
    (the source folder) or a bundle.  One name at a time: ``joinpath`` takes several only
    on a regular package's folder, and ``resources`` is a namespace package wherever its
    ``__init__`` is not importable (Python 3.11 raises TypeError there)."""
    return str(resources.files("resources") / "fonts" / _FILES[name])


def register_fonts() -> None:
    """Register DejaVu Sans regular and bold (idempotent and thread-safe)."""
    global _registered
    if _registered:
        return
    with _lock:
        if _registered:
            return
        for name in (REGULAR, BOLD):
            pdfmetrics.registerFont(TTFont(name, font_path(name)))
        pdfmetrics.registerFontFamily(REGULAR, normal=REGULAR, bold=BOLD,
                                      italic=REGULAR, boldItalic=BOLD)
        _registered = True
