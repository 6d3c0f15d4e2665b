"""Test configuration: Qt runs offscreen, and no test touches the real user's files.

Without a display Qt would abort the whole run, so the offscreen platform is set before
anything imports Qt.  QSettings and the default match folder follow the XDG variables,
pointed here at a throw-away folder for the whole session.
"""

from __future__ import annotations

import os
import tempfile

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_HOME = tempfile.mkdtemp(prefix="teams-app-tests-")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_HOME, "config")
os.environ["XDG_DATA_HOME"] = os.path.join(_HOME, "data")


@pytest.fixture(scope="session")
def qapp_cls():
    """pytest-qt makes the app's own QApplication (it passes on the system's file-open
    events), as ``teams-app`` does."""
    from teams_app.gui.app import Application

    return Application


@pytest.fixture
def language():
    """Switch the app's language for a test (``language("bg")``), back to English after."""
    from teams_app.gui import settings as app_prefs

    yield app_prefs.install_translators
    app_prefs.install_translators("en")


@pytest.fixture
def collector_on_the_qt_thread():
    """For tests whose Python threads (HTTP clients) run beside Qt: Python's cyclic
    garbage collector runs on whichever thread allocates, and there it would destroy Qt
    objects of this test or an earlier one ("Timers cannot be stopped from another
    thread").  Collect now, on the Qt thread, and hold the collector during the test,
    as the app's JobRunner does around its workers."""
    from teams_app.gui import collector

    collector.hold(collect_first=True)
    yield
    collector.release()
