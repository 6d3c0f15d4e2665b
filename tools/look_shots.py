"""Screenshots of View › Text size at 200 % in en, bg and ru, View › High contrast and the
system's dark scheme (docs/screenshots/textsize-200-*, contrast-high-*, dark-*): every tab
of the demo match's window on a 1920×1040 screen.  A screenshot generator, not a test:
pytest-qt drives the real window with the suite's fixtures (``tests/conftest.py``, loaded
as a plugin) and the window of ``tests/test_gui_look.py``.

    Xvfb :15 -screen 0 1920x1080x24 &
    DISPLAY=:15 QT_QPA_PLATFORM=xcb .venv/bin/python tools/look_shots.py
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import pytest  # noqa: E402
from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from test_gui_look import (  # noqa: E402, F401 (the fixtures pytest finds here)
    LANGUAGES,
    _light_and_normal_after,
    demo_file,
    every_tab,
    window,
)

TAB_FILES = {"RoomsView": "rooms", "EnvelopesView": "envelopes", "BalancesView": "balances",
             "DealsView": "deals"}


@pytest.mark.usefixtures("app_font")
def test_screenshots(window, language):  # noqa: F811 (the fixture imported above)
    out = ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)

    def shoot(prefix: str) -> None:
        for name in every_tab(window):
            if "/" in name:
                continue
            QTest.qWait(300)  # painted
            assert window.grab().save(str(out / f"{prefix}-{TAB_FILES[name]}.png"))

    for lang in LANGUAGES:
        assert language(lang)
        window.look_menu.set_text_size(200)
        shoot(f"textsize-200-{lang}")
    assert language("en")
    window.look_menu.set_text_size(100)
    window.look_menu.high.trigger()
    shoot("contrast-high-en")
    window.look_menu.high.trigger()
    QGuiApplication.styleHints().colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    shoot("dark-en")


if __name__ == "__main__":
    raise SystemExit(pytest.main(["-q", "-p", "no:cacheprovider", "-p", "conftest",
                                  "--rootdir", str(ROOT), __file__, *sys.argv[1:]]))
