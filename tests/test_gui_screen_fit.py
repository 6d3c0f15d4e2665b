"""The window opens on the screen, on a real X server (Xvfb): a 1920×1080 laptop at
150 % (QT_SCALE_FACTOR=1.5) and a 1366×768 one, the first time and after a restored
geometry larger than the screen (yesterday's big monitor).  Skipped without Xvfb."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from xserver import xvfb

#: slow (README: the quick run leaves it out, ``-m "not slow"``)
pytestmark = [pytest.mark.skipif(shutil.which("Xvfb") is None, reason="no Xvfb"), pytest.mark.slow]

#: the child: the app's own start, one turn of the event loop, then the geometry as the
#: X server has it; the window closes as a user closes it (its place is saved)
CHILD = r"""
import json, sys
from PySide6.QtCore import QRect, QTimer
from PySide6.QtWidgets import QApplication
from teams_app.gui import settings as prefs
from teams_app.gui.app import start

if len(sys.argv) > 2:  # a place saved on a larger screen
    QApplication([])
    prefs.save_window_geometry(QRect(*map(int, sys.argv[2].split(","))), False)
window = start([sys.argv[1]])  # a match with table 1 turning
app = QApplication.instance()
out = {}

def measure():
    screen = window.screen()
    out["available"] = screen.availableGeometry().getRect()
    out["frame"] = window.frameGeometry().getRect()
    out["geometry"] = window.geometry().getRect()
    out["minimum"] = window.minimumSizeHint().toTuple()
    out["ratio"] = screen.devicePixelRatio()
    window.close()
    app.quit()

window.match_opened.connect(lambda _path: QTimer.singleShot(200, measure))
QTimer.singleShot(20000, measure)
app.exec()
print("GEOMETRY " + json.dumps(out))
"""


@pytest.fixture(scope="module")
def xvfb_screens():
    """Two X servers: 1920×1080 and 1366×768, each given a free display number."""
    with xvfb("1920x1080") as large, xvfb("1366x768") as small:
        yield {"1920x1080": large, "1366x768": small}


@pytest.fixture(scope="module")
def match_file(tmp_path_factory):
    import gui_play_data as data

    store = data.half_played(tmp_path_factory.mktemp("screen"), turning=True)
    store.close()
    return store.path


def run_app(display: str, scale: str, config: Path, *args: str) -> dict:
    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", QT_SCALE_FACTOR=scale,
               XDG_CONFIG_HOME=str(config), XDG_DATA_HOME=str(config / "data"))
    env.pop("WAYLAND_DISPLAY", None)
    done = subprocess.run([sys.executable, "-c", CHILD, *args], env=env, text=True,
                          capture_output=True, timeout=60)
    lines = [line for line in done.stdout.splitlines() if line.startswith("GEOMETRY ")]
    if not lines and "could not connect to display" in done.stderr + done.stdout:
        pytest.skip("Qt cannot reach Xvfb")
    assert lines, done.stderr[-2000:]
    return json.loads(lines[-1].removeprefix("GEOMETRY "))


def inside(frame: list[int], room: list[int]) -> bool:
    x, y, w, h = frame
    rx, ry, rw, rh = room
    return rx <= x and ry <= y and x + w <= rx + rw and y + h <= ry + rh


@pytest.mark.parametrize(("size", "scale", "logical"),
                         [("1920x1080", "1.5", (1280, 720)), ("1366x768", "1", (1366, 768))])
def test_the_window_opens_inside_the_screen(xvfb_screens, match_file, tmp_path, size, scale,
                                           logical):
    first = run_app(xvfb_screens[size], scale, tmp_path, str(match_file))
    assert tuple(first["available"][2:]) == logical
    assert inside(first["frame"], first["available"]), first
    # the first start takes the screen's available area
    assert first["frame"][2] >= logical[0] - 2 and first["frame"][3] >= logical[1] - 40, first
    # a geometry saved on a 2560×1440 monitor, half off this screen
    restored = run_app(xvfb_screens[size], scale, tmp_path, str(match_file), "900,400,2400,1300")
    assert inside(restored["frame"], restored["available"]), restored
    # and closing saved where it was: the next start opens there, still whole
    again = run_app(xvfb_screens[size], scale, tmp_path, str(match_file))
    assert inside(again["frame"], again["available"]), again
    assert again["geometry"] == restored["geometry"]
