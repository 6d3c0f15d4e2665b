"""No layout loop, anywhere (issue 28): under a real X server the real window, with a
match under way, is resized through 640×480 … 3840×2160 (device pixels, as a screen of
that size shows it) at Qt scale 1, 1.25, 1.5 and 2, in en, bg and ru; every tab (the
Deals tab's side panels too), every dialog and every page of the set-up wizard is shown
at every size, and each time the event loop must go idle within a second of CPU time.

A scale factor is fixed when Qt starts, so each (scale, language) is a process of its own
(tests/settle_walk.py, which says how "idle" is measured); two run at a time.  The X
server is started here (Xvfb); without it the test is skipped, saying so (.ci/run
installs it).  On the old code the Envelopes tab at 800×600 and 640×480 (English, scale 1)
never returned from its scroll-bar loop.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from xserver import xvfb

#: slow (README: the quick run leaves it out, ``-m "not slow"``)
pytestmark = pytest.mark.slow

WALK = Path(__file__).with_name("settle_walk.py")
SCALES = ("1", "1.25", "1.5", "2")
LANGUAGES = ("en", "bg", "ru")
#: one process's whole walk (7 sizes × 4 tabs and 2 more panels, 8 dialogs, the wizard's
#: pages); a stuck step is caught sooner by the walk's own watchdog
TIMEOUT_S = 240


@pytest.fixture(scope="module")
def display():
    """A real X server of this test's own (tests/xserver.py)."""
    with xvfb("3840x2160") as number:
        yield number


@pytest.fixture(scope="module")
def match_file(tmp_path_factory):
    """Table 1 turning, rounds I-III played, round IV under way, deal 9 replayed."""
    import gui_play_data as data

    store = data.half_played(tmp_path_factory.mktemp("settle"), turning=True)
    store.close()
    return store.path


def _walk(display: str, match: Path, scale: str, lang: str) -> tuple[str, str, int, str]:
    copy = match.with_name(f"{scale}-{lang}{match.suffix}")
    shutil.copyfile(match, copy)
    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb", QT_SCALE_FACTOR=scale)
    for name in ("QT_SCREEN_SCALE_FACTORS", "QT_AUTO_SCREEN_SCALE_FACTOR"):
        env.pop(name, None)
    try:
        done = subprocess.run([sys.executable, str(WALK), lang, "--match", str(copy)],
                              env=env, text=True, capture_output=True, timeout=TIMEOUT_S,
                              check=False)
        code, output = done.returncode, done.stdout + done.stderr
    except subprocess.TimeoutExpired as late:
        code = -1
        output = (late.stdout or b"").decode() if isinstance(late.stdout, bytes) else (
            late.stdout or "")
        output += f"\nthe walk did not end in {TIMEOUT_S} s"
    return scale, lang, code, output


def test_every_view_settles_at_every_size_scale_and_language(display, match_file):
    with ThreadPoolExecutor(max_workers=2) as pool:
        runs = list(pool.map(lambda job: _walk(display, match_file, *job),
                             [(s, lang) for s in SCALES for lang in LANGUAGES]))
    failed = []
    for scale, lang, code, output in runs:
        steps = [line for line in output.splitlines() if line.startswith("ok ")]
        bad = [line for line in output.splitlines()
               if line.startswith(("CHURN", "SLOW", "STUCK"))]
        # every size × (4 tabs, 2 more Deals panels, 8 dialogs, 5 wizard steps), the opening
        if code != 0 or bad or len(steps) < 7 * 19 + 1:
            tail = "\n".join(output.splitlines()[-8:])
            failed.append(f"scale {scale} {lang}: exit {code}, {len(steps)} steps ok\n"
                          + "\n".join(bad[:5]) + ("\n" + tail if not bad else ""))
    assert not failed, "\n\n".join(failed)
