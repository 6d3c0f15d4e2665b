"""The desktop app (PySide6): main window, setup wizard, room, envelope and balance views."""
