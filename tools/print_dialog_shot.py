"""Open a demo match in the real window, then Print › Diagrams for the tables
(the screenshots print_dialog_{en,bg,ru}.png at 1366×768 under Xvfb):

    Xvfb :13 -screen 0 1366x768x24 &
    DISPLAY=:13 XDG_CONFIG_HOME=/tmp/cfg-bg LANG=bg_BG.UTF-8 \
        .venv/bin/python tools/print_dialog_shot.py /tmp/demo-bg &
    sleep 9; DISPLAY=:13 import -window root docs/screenshots/print_dialog_bg.png
"""
import sys
from pathlib import Path

from PySide6.QtCore import QTimer

from teams_app.gui.actions import ActionId
from teams_app.gui.app import application, start
from teams_app.gui.demo import create_demo

app = application()
path = create_demo(Path(sys.argv[1]))
window = start([str(path)])
window.showMaximized()
QTimer.singleShot(2500, window.action_map[ActionId.PRINT_DIAGRAMS].trigger)
QTimer.singleShot(25000, app.quit)
app.exec()
