"""Every module of the program imports, and the main window has every part: nothing is
optional, so a broken import fails here instead of quietly leaving a view or menu out."""

from __future__ import annotations

import importlib
import pkgutil

import models
import printing
import teams_app
import words


def _modules() -> list[str]:
    names = []
    for package in (models, words, printing, teams_app):
        names.append(package.__name__)
        names += [info.name for info in pkgutil.walk_packages(package.__path__,
                                                              package.__name__ + ".")]
    return sorted(names)


def test_every_module_imports():
    """All modules in one test (one each cost a test apiece to collect and report); a
    failure names every module that did not import, and why."""
    failed = []
    for name in _modules():
        try:
            importlib.import_module(name)
        except Exception as error:  # each is reported below, by name
            failed.append(f"{name}: {type(error).__name__}: {error}")
    assert not failed, "modules that do not import:\n" + "\n".join(failed)


def test_the_gui_and_words_modules_are_all_found():
    names = _modules()
    for expected in ("teams_app.gui.jobs", "teams_app.gui.matchfile",
                     "teams_app.gui.deals.view", "teams_app.gui.deals.notebook",
                     "words", "words.steps", "words.errors"):
        assert expected in names


def test_a_match_window_has_every_view_and_menu(qtbot, tmp_path):
    from teams_app.gui.demo import create_demo
    from teams_app.gui.mainwindow import MainWindow
    from teams_app.gui.windowtabs import VIEWS

    window = MainWindow()
    qtbot.addWidget(window)
    window.open_file(create_demo(tmp_path))
    try:
        assert set(window.menus) == {"file", "edit", "view", "match", "print", "analysis",
                                     "help"}
        names = [window.tabs.widget(i).objectName() for i in range(window.tabs.count())]
        assert names == [name for _, name in VIEWS]
        for name in names:
            view = window.view(name)
            assert view is not None and type(view).__name__ == name
    finally:
        window.close_match()
