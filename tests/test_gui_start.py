"""Starting the app where Qt cannot open a window: one line that says why and what to do,
and a plain exit status, instead of Qt's abort."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from teams_app.gui.app import NO_WINDOW_STATUS, QT_SYSTEM_PACKAGES, no_window_message


def _start(**env: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items()
             if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    # the installed command, as a user starts it
    command = str(Path(sys.executable).with_name("teams-app"))
    return subprocess.run([command], env={**clean, **env}, capture_output=True, text=True,
                          timeout=60, check=False)


@pytest.mark.skipif(not sys.platform.startswith("linux"),
                    reason="the xcb platform and DISPLAY are Linux's (X11)")
def test_no_display_is_one_line_and_a_plain_exit_status(tmp_path):
    done = _start(QT_QPA_PLATFORM="xcb", XDG_CONFIG_HOME=str(tmp_path))
    assert done.returncode == NO_WINDOW_STATUS  # not -6 (SIGABRT)
    lines = done.stderr.strip().splitlines()
    assert lines[-1].startswith("teams-app: cannot open its window: no display")
    assert "DISPLAY is not set" in lines[-1]
    assert "Aborted" not in done.stderr and "core dumped" not in done.stderr


def test_an_unknown_platform_is_named(tmp_path):
    done = _start(QT_QPA_PLATFORM="nosuchplatform", XDG_CONFIG_HOME=str(tmp_path))
    assert done.returncode == NO_WINDOW_STATUS
    assert done.stderr.strip().splitlines()[-1] == (
        'teams-app: cannot open its window: Qt has no platform plugin "nosuchplatform" '
        "(QT_QPA_PLATFORM); unset it to use the desktop's")


def test_a_missing_system_library_gets_the_apt_line():
    # what Qt 6.5+ says when libxcb-cursor0 (or another xcb library) is missing
    said = ["From 6.5.0, xcb-cursor0 or libxcb-cursor0 is needed to load the Qt xcb "
            "platform plugin.",
            'Could not load the Qt platform plugin "xcb" in "" even though it was found.']
    line = no_window_message(said)
    assert "\n" not in line
    assert "sudo apt install " + QT_SYSTEM_PACKAGES in line
    assert "libxcb-cursor0" in QT_SYSTEM_PACKAGES and "libxcb-icccm4" in QT_SYSTEM_PACKAGES


def test_the_readme_names_the_same_libraries():
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    assert "sudo apt install " + QT_SYSTEM_PACKAGES in readme
