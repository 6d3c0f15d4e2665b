"""The main window's actions, built outside the window and keyed by an enum.

Texts are set by :func:`retranslate_actions` so that a language change can redo them.
"""

from __future__ import annotations

from enum import Enum, auto

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence

from teams_app.gui.settings import installed_language
from words import word


class ActionId(Enum):
    NEW = auto()
    OPEN = auto()
    SAVE_COPY = auto()
    EXPORT_REPORT = auto()
    RESTORE = auto()
    CLOSE = auto()
    QUIT = auto()
    UNDO = auto()
    REDO = auto()
    AUDIT_LOG = auto()
    ANNUL = auto()
    MATCH_SETTINGS = auto()
    RESERVES = auto()
    PREFERENCES = auto()
    PRINT_DIAGRAMS = auto()
    PRINT_RESULTS = auto()
    PRINT_MATCH = auto()
    ANALYSE = auto()
    DEMO = auto()
    ABOUT = auto()
    REFRESH = auto()
    TERMINALS = auto()
    BOTH_ROOMS = auto()
    LOCK = auto()


_SHORTCUTS: dict[ActionId, QKeySequence.StandardKey | str] = {
    ActionId.NEW: QKeySequence.StandardKey.New,
    ActionId.OPEN: QKeySequence.StandardKey.Open,
    ActionId.SAVE_COPY: QKeySequence.StandardKey.SaveAs,
    ActionId.CLOSE: QKeySequence.StandardKey.Close,
    ActionId.QUIT: "Ctrl+Q",
    ActionId.UNDO: "Ctrl+Z",
    ActionId.REDO: "Ctrl+Shift+Z",
    ActionId.AUDIT_LOG: "Ctrl+Shift+L",
    ActionId.LOCK: "Ctrl+L",
    ActionId.PREFERENCES: QKeySequence.StandardKey.Preferences,
    ActionId.PRINT_MATCH: QKeySequence.StandardKey.Print,
    ActionId.REFRESH: QKeySequence.StandardKey.Refresh,
}

#: actions that only make sense with a match open
MATCH_ACTIONS = frozenset({
    ActionId.SAVE_COPY, ActionId.RESTORE, ActionId.CLOSE, ActionId.UNDO, ActionId.REDO,
    ActionId.AUDIT_LOG, ActionId.EXPORT_REPORT,
    ActionId.ANNUL, ActionId.MATCH_SETTINGS, ActionId.RESERVES, ActionId.PRINT_DIAGRAMS,
    ActionId.PRINT_RESULTS, ActionId.PRINT_MATCH, ActionId.ANALYSE, ActionId.TERMINALS,
    ActionId.BOTH_ROOMS, ActionId.LOCK,
})

#: match actions that change the match: off while it is open read-only
EDIT_ACTIONS = frozenset({
    ActionId.UNDO, ActionId.REDO, ActionId.ANNUL, ActionId.MATCH_SETTINGS,
    ActionId.RESERVES, ActionId.ANALYSE, ActionId.RESTORE, ActionId.TERMINALS,
})


def build_actions(parent: QObject) -> dict[ActionId, QAction]:
    actions: dict[ActionId, QAction] = {}
    for action_id in ActionId:
        action = QAction(parent)
        action.setObjectName(f"action_{action_id.name.lower()}")
        shortcut = _SHORTCUTS.get(action_id)
        if isinstance(shortcut, QKeySequence.StandardKey):
            action.setShortcuts(shortcut)
        elif shortcut:
            # setShortcuts([...]), not setShortcut(...): the latter's overloads make
            # PySide6 load the whole Qt namespace (some 15 ms) before the window shows
            action.setShortcuts([QKeySequence(shortcut)])
        actions[action_id] = action
    actions[ActionId.BOTH_ROOMS].setCheckable(True)
    actions[ActionId.QUIT].setMenuRole(QAction.MenuRole.QuitRole)
    actions[ActionId.PREFERENCES].setMenuRole(QAction.MenuRole.PreferencesRole)
    actions[ActionId.ABOUT].setMenuRole(QAction.MenuRole.AboutRole)
    retranslate_actions(actions)
    return actions


def retranslate_actions(actions: dict[ActionId, QAction]) -> None:
    texts = {
        ActionId.NEW: QCoreApplication.translate("Actions", "&New match…"),
        ActionId.OPEN: QCoreApplication.translate("Actions", "&Open…"),
        ActionId.SAVE_COPY: QCoreApplication.translate("Actions", "Save a &copy…"),
        ActionId.EXPORT_REPORT: QCoreApplication.translate(
            "Actions", "&Export the match report (HTML)…"),
        ActionId.RESTORE: QCoreApplication.translate("Actions", "Restore from a &backup…"),
        ActionId.CLOSE: QCoreApplication.translate("Actions", "&Close"),
        ActionId.QUIT: QCoreApplication.translate("Actions", "&Quit"),
        ActionId.UNDO: QCoreApplication.translate("Actions", "&Undo"),
        ActionId.REDO: QCoreApplication.translate("Actions", "&Redo"),
        ActionId.AUDIT_LOG: QCoreApplication.translate("Actions", "&Audit log"),
        ActionId.ANNUL: QCoreApplication.translate("Actions", "&Annul a deal…"),
        ActionId.MATCH_SETTINGS: QCoreApplication.translate("Actions", "Match &settings…"),
        ActionId.RESERVES: QCoreApplication.translate("Actions", "&Reserves…"),
        ActionId.PREFERENCES: QCoreApplication.translate("Actions", "&Preferences…"),
        ActionId.PRINT_DIAGRAMS: QCoreApplication.translate("Actions", "&Diagrams for the tables…"),
        ActionId.PRINT_RESULTS: QCoreApplication.translate("Actions", "&Result sheet…"),
        ActionId.PRINT_MATCH: QCoreApplication.translate("Actions", "The whole &match…"),
        ActionId.ANALYSE: QCoreApplication.translate("Actions", "&Double-dummy analysis…"),
        ActionId.DEMO: QCoreApplication.translate("Actions", "Open a &demo match"),
        ActionId.ABOUT: QCoreApplication.translate("Actions", "&About Teams"),
        ActionId.REFRESH: QCoreApplication.translate("Actions", "Re&fresh"),
        ActionId.TERMINALS: _terminals_text(),
        ActionId.BOTH_ROOMS: QCoreApplication.translate("Actions", "&Both rooms"),
        ActionId.LOCK: QCoreApplication.translate("Actions", "&Lock"),
    }
    for action_id, text in texts.items():
        actions[action_id].setText(text)
        actions[action_id].setData(text)  # the base text; Undo/Redo append what they undo


def _terminals_text() -> str:
    """Match › Room terminals (its words are the room terminals' own table)."""
    return word("terminals.title", installed_language()) + "…"


def undo_text(base: str, what: str | None) -> str:
    """'&Undo' + ' deal 5, table 1: 4S N 10' for the Edit menu."""
    return f"{base} {what}" if what else base
