"""``teams-app serve`` and the phones' server run without the desktop app: they use the
session layer (:mod:`teams_app.session`) and the catalog of words (:mod:`words`), and load
no ``teams_app.gui`` module."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import gui_play_data as data

ROOT = Path(__file__).resolve().parent.parent

#: runs the real ``teams-app serve MATCH --host 127.0.0.1 --port 0`` in this process,
#: stops it once it listens, then lists the GUI modules loaded
_SERVE = """
import sys
from PySide6.QtCore import QCoreApplication, QTimer
from teams_app.cli import main

app = QCoreApplication(sys.argv[:1])
QTimer.singleShot(300, app.quit)  # the server is listening by then (app.exec runs)
code = main(["serve", sys.argv[1], "--host", "127.0.0.1", "--port", "0"])
print("exit", code)
print("gui", sorted(m for m in sys.modules if m.startswith("teams_app.gui")))
print("session", "teams_app.session" in sys.modules)
"""


def _serve(tmp_path: Path) -> list[str]:
    store = data.make_store(tmp_path)
    path = store.path
    store.close()
    done = subprocess.run([sys.executable, "-c", _SERVE, str(path)], capture_output=True,
                          text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert any(line.startswith("serving ") for line in lines), done.stdout
    assert "exit 0" in lines, done.stdout
    return lines


def test_serve_and_the_server_use_the_session_not_the_gui_wrapper(tmp_path):
    lines = _serve(tmp_path)
    assert "session True" in lines
    loaded = next(line for line in lines if line.startswith("gui "))
    assert "teams_app.gui.session" not in loaded, loaded


def test_serve_loads_no_gui_module(tmp_path):
    lines = _serve(tmp_path)
    assert "gui []" in lines, next(line for line in lines if line.startswith("gui "))


def test_the_server_imports_no_gui_module():
    code = ("import sys, teams_app.server.service, teams_app.cli.serve\n"
            "print(sorted(m for m in sys.modules if m.startswith('teams_app.gui')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=ROOT, check=True, timeout=120)
    assert done.stdout.strip() == "[]", done.stdout
