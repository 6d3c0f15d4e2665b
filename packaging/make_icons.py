"""Write the program icons Windows and macOS want (packaging/teams-app.ico and .icns)
from the app's SVG icon, with Qt: run before PyInstaller on those systems (the spec
uses them when present).

    QT_QPA_PLATFORM=offscreen python packaging/make_icons.py
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

HERE = Path(__file__).resolve().parent
SVG = HERE.parent / "resources" / "icons" / "teams-app.svg"


def main() -> int:
    app = QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SVG))
    image = QImage(256, 256, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    for suffix, kind in ((".ico", "ICO"), (".icns", "ICNS")):
        target = HERE / f"teams-app{suffix}"
        if not image.save(str(target), kind):
            print(f"make_icons: Qt could not write {target}", file=sys.stderr)
            return 1
        print(f"make_icons: {target}")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
