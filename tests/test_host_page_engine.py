"""The host's page in Qt WebEngine at 360 px (issue 30, item 4): a round's host steps
done by tapping it, in en, bg and ru (tests/host_page_walk.py, a process per language:
a web view beside other tests' views in one process has crashed Qt WebEngine).

``SCREENSHOTS=1`` also writes ``docs/screenshots/host-page-<lang>-<step>.png``."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

#: slow (README: the quick run leaves it out, ``-m "not slow"``)
pytestmark = pytest.mark.slow

WALK = Path(__file__).with_name("host_page_walk.py")
SHOTS = Path(__file__).resolve().parents[1] / "docs" / "screenshots"


@pytest.mark.parametrize("lang", ["en", "bg", "ru"])
def test_a_round_of_host_steps_tapped_on_the_phone(lang):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.setdefault("QTWEBENGINE_CHROMIUM_FLAGS", "--no-sandbox")
    shots = ["--shots", str(SHOTS)] if os.environ.get("SCREENSHOTS") == "1" else []
    done = subprocess.run([sys.executable, str(WALK), lang, *shots], env=env, text=True,
                          capture_output=True, timeout=240, check=False)
    output = done.stdout + done.stderr
    steps = [line for line in done.stdout.splitlines() if line.startswith("ok ")]
    assert done.returncode == 0 and done.stdout.rstrip().endswith("DONE"), output[-3000:]
    assert len(steps) == 10, done.stdout
