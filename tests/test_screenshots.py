"""Screenshots of the shell for docs/screenshots/ (run with SCREENSHOTS=1; skipped otherwise).

    SCREENSHOTS=1 QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest -q tests/test_screenshots.py
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from teams_app.gui import settings as app_prefs
from teams_app.gui.demo import create_demo
from teams_app.gui.fonts import register_fonts
from teams_app.gui.mainwindow import MainWindow
from teams_app.gui.wizard import SetupWizard

pytestmark = pytest.mark.skipif(os.environ.get("SCREENSHOTS") != "1",
                                reason="set SCREENSHOTS=1 to write docs/screenshots/")

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots"
PLAYERS_A = ("Ivan Petrov", "Maria Georgieva", "Georgi Dimitrov", "Elena Ivanova")
PLAYERS_B = ("Nikolai Popov", "Anna Stoyanova", "Petar Kolev", "Vera Todorova")


@pytest.fixture(autouse=True)
def app_look(english_app):
    """The app's fonts and English (settings and the match folder are the test's own
    already: conftest's ``_own_home``)."""
    register_fonts()
    app_prefs.install_translators("en")
    OUT.mkdir(parents=True, exist_ok=True)


def save(widget, name: str) -> Path:
    path = OUT / f"{name}.png"
    assert widget.grab().save(str(path))
    return path


def filled_wizard(qtbot, tmp_path) -> SetupWizard:
    wizard = SetupWizard(directory=tmp_path / "matches")
    qtbot.addWidget(wizard)
    wizard.resize(820, 640)
    wizard.show()
    wizard.setField("team_a", "Vitosha")
    wizard.setField("team_b", "Rila")
    for key, names in (("a", PLAYERS_A), ("b", PLAYERS_B)):
        for i, name in enumerate(names, start=1):
            wizard.setField(f"player_{key}{i}", name)
    wizard.setField("reserves_a", "Dimitar Angelov")
    return wizard


def test_start_page(qtbot, tmp_path):
    demo = create_demo(tmp_path / "matches")
    app_prefs.add_recent_file(demo)
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1100, 700)
    window.show()
    window._show_start_page()
    assert save(window, "start").stat().st_size > 0


def test_wizard_pages(qtbot, tmp_path):
    wizard = filled_wizard(qtbot, tmp_path)
    save(wizard, "wizard_players")
    wizard.next()
    wizard.draw_page.draw(rng=random.Random(1959))
    save(wizard, "wizard_draw")
    wizard.next()
    wizard.setField("turning", True)
    wizard.setField("host", 0)
    save(wizard, "wizard_settings")


def test_main_window_and_audit_log(qtbot, tmp_path):
    demo = create_demo(tmp_path / "matches")
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    assert window.open_file(demo)
    save(window, "mainwindow")
    window.set_language("bg")
    save(window, "mainwindow_bg")
    window.set_language("ru")
    save(window, "mainwindow_ru")
    window.set_language("en")
    window.on_audit_log()
    dialog = window.audit_log
    dialog.view.selectRow(3)
    save(dialog, "auditlog")
    window.close_match()
