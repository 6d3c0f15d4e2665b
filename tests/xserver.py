"""A real X server of a test's own: Xvfb on a free display number (``-displayfd``).

``-noreset``: by default an X server resets itself whenever its last client leaves, and a
client that connects during the reset is refused.  The layout walk runs two windows at a
time, each in a process of its own; when both had closed at once, the next one was refused
("cannot open its window: no display", one walk of twelve in a CI run).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
from collections.abc import Iterator

import pytest


@contextlib.contextmanager
def xvfb(size: str) -> Iterator[str]:
    """Start Xvfb with one screen of ``size`` ("1366x768"); yield its display (":3").

    Skips the calling test when Xvfb is missing or does not start."""
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed: the real-X checks need it "
                    "(apt-get install xvfb; .ci/run does)")
    read, write = os.pipe()
    proc = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", f"{size}x24",
                             "-nolisten", "tcp", "-noreset"], pass_fds=(write,),
                            stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            pytest.skip("Xvfb did not start")
        yield f":{number}"
    finally:
        proc.terminate()
        proc.wait(10)
