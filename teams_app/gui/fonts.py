"""The bundled DejaVu fonts, registered so text, Cyrillic and suit symbols render anywhere.

Without system fonts (a bare machine, the offscreen platform) Qt silently draws empty
boxes; registering the fonts shipped in ``resources/fonts`` avoids that.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

FONT_DIR = Path(__file__).resolve().parents[2] / "resources" / "fonts"
FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
FAMILY = "DejaVu Sans"

_registered: list[str] = []


def register_fonts(set_default: bool = True, point_size: int = 10) -> list[str]:
    """Register the bundled fonts once; return the families added (empty if none found).

    With ``set_default`` the first family becomes the application font.  Missing font
    files are skipped (the app still runs with whatever fonts the system has).
    """
    if not _registered:
        for name in FONT_FILES:
            path = FONT_DIR / name
            if not path.is_file():
                continue
            font_id = QFontDatabase.addApplicationFont(str(path))
            if font_id < 0:
                continue
            for family in QFontDatabase.applicationFontFamilies(font_id):
                if family not in _registered:
                    _registered.append(family)
    if set_default and _registered:
        QGuiApplication.setFont(QFont(_registered[0], point_size))
    return list(_registered)
