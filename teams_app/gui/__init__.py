"""The desktop app (PySide6): main window, setup wizard, room, envelope and balance views."""

from teams_app.gui.pyside_imports import install as _install_import_check

# before any other module of the app is imported: PySide6 looks at each of them
_install_import_check()
