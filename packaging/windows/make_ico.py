"""The Windows icon with every size Windows shows (16 to 256 pixels), each drawn from the
app's SVG by Qt (sharper than one large image scaled down) and written by Pillow:

    QT_QPA_PLATFORM=offscreen python packaging/windows/make_ico.py OUT.ico
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

from PIL import Image
from PySide6.QtCore import QBuffer, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

SVG = Path(__file__).resolve().parents[2] / "resources" / "icons" / "teams-app.svg"
SIZES = (256, 64, 48, 40, 32, 24, 20, 16)


def render(renderer: QSvgRenderer, size: int) -> Image.Image:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return Image.open(io.BytesIO(bytes(buffer.data().data()))).convert("RGBA")


def main(target: str) -> int:
    app = QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"make_ico: cannot read {SVG}", file=sys.stderr)
        return 1
    images = [render(renderer, size) for size in SIZES]
    images[0].save(target, format="ICO", sizes=[(s, s) for s in SIZES],
                   append_images=images[1:])
    del app
    print(f"make_ico: {target} ({', '.join(map(str, SIZES))} px)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
