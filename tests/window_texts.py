"""Every text a main window shows: each tab with each row of its lists selected, headers,
cells and tool tips, labels and buttons, the status bar, the title, the menus and the
audit log dialog (issue 30's differential test reads a window through this).

Texts are gathered as (where, text) pairs; ``where`` names the widget by its place in
the window (tab, the object's class and its index among its kind), so two windows on
matches that show the same are compared pair by pair."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QTabWidget,
    QTextEdit,
    QWidget,
)

ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)


def _model_texts(view: QAbstractItemView, where: str) -> list[tuple[str, str]]:
    model = view.model()
    if model is None:
        return []
    found: list[tuple[str, str]] = []
    rows, columns = model.rowCount(QModelIndex()), model.columnCount(QModelIndex())
    for orientation, count in ((Qt.Orientation.Horizontal, columns),
                               (Qt.Orientation.Vertical, rows)):
        for section in range(count):
            for role in ROLES:
                value = model.headerData(section, orientation, role)
                if value not in (None, ""):
                    found.append((f"{where}/h{int(orientation.value)}.{section}.{int(role)}",
                                  str(value)))
    for row in range(rows):
        for column in range(columns):
            index = model.index(row, column)
            for role in ROLES:
                value = model.data(index, role)
                if value not in (None, ""):
                    found.append((f"{where}/{row}.{column}.{int(role)}", str(value)))
    return found


def widget_texts(root: QWidget, prefix: str, *, visible_only: bool = True
                 ) -> list[tuple[str, str]]:
    """The texts of ``root`` and of every widget in it (shown ones only)."""
    found: list[tuple[str, str]] = []
    counts: dict[str, int] = {}
    for widget in [root, *root.findChildren(QWidget)]:
        if visible_only and not widget.isVisibleTo(root) and widget is not root:
            continue
        kind = type(widget).__name__
        n = counts[kind] = counts.get(kind, -1) + 1
        where = f"{prefix}/{kind}{n}"
        texts: list[str] = []
        if widget.toolTip():
            texts.append(widget.toolTip())
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        elif isinstance(widget, QLineEdit):
            texts += [widget.text(), widget.placeholderText()]
        elif isinstance(widget, QPlainTextEdit | QTextEdit):
            texts.append(widget.toPlainText())
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        elif isinstance(widget, QTabWidget):
            texts += [widget.tabText(i) for i in range(widget.count())]
            texts += [widget.tabToolTip(i) for i in range(widget.count())]
        found += [(where, t) for t in texts if t]
        if isinstance(widget, QAbstractItemView):
            found += _model_texts(widget, where)
    return found


def _menus(actions) -> list[QMenu]:
    """The menus of these actions and their submenus, in order."""
    found: list[QMenu] = []
    for action in actions:
        menu = action.menu()
        if isinstance(menu, QMenu):
            found += [menu, *_menus(menu.actions())]
    return found


def menu_texts(window) -> list[tuple[str, str]]:
    """The menus' texts: the menu bar's menus and their submenus (not the menu bar's
    overflow popup, whose content is however many menus the bar's width leaves out)."""
    found: list[tuple[str, str]] = []
    for menu in _menus(window.menuBar().actions()):
        menu.aboutToShow.emit()  # what the menu says when opened (the Edit menu's undo)
        for n, action in enumerate(menu.actions()):
            for text in (action.text(), action.toolTip(), action.statusTip()):
                if text:
                    found.append((f"menu:{menu.objectName()}/{n}", text))
    return found


def tab_texts(window, index: int, *, every_row: bool = True) -> list[tuple[str, str]]:
    """A tab's texts, and with ``every_row`` its texts again with each row of each of
    its lists selected (a detail pane follows the selection)."""
    window.tabs.setCurrentIndex(index)
    QApplication.processEvents()
    page = window.tabs.widget(index)
    name = page.objectName() or str(index)
    found: list[tuple[str, str]] = []
    if not every_row:
        return widget_texts(page, f"tab:{name}")
    for v, view in enumerate(page.findChildren(QAbstractItemView)):
        if not view.isVisibleTo(page) or view.model() is None or view.selectionModel() is None:
            continue
        for row in range(view.model().rowCount(QModelIndex())):
            view.setCurrentIndex(view.model().index(row, 0))
            QApplication.processEvents()
            # what the selection shows: the labels and panes beside the list
            found += [(f"{where}@{v}.{row}", text) for where, text in
                      widget_texts(page, f"tab:{name}") if "QLabel" in where
                      or "Edit" in where]
    # the whole tab last, each list on its last row (the same state in any window)
    return found + widget_texts(page, f"tab:{name}")


def window_texts(window, *, every_row: bool = True, audit_log: bool = True
                 ) -> list[tuple[str, str]]:
    """Every text of the window (the module)."""
    found: list[tuple[str, str]] = [("title", window.windowTitle())]
    for index in range(window.tabs.count()):
        found += tab_texts(window, index, every_row=every_row)
    found.append(("status", window.statusBar().currentMessage()))
    found += widget_texts(window.statusBar(), "statusbar")
    found += menu_texts(window)
    if audit_log:
        window.on_audit_log()
        dialog = window.audit_log
        QApplication.processEvents()
        found += widget_texts(dialog, "auditlog")
        view = dialog.view
        for row in range(dialog.model.rowCount()):
            view.selectRow(row)
            found.append((f"auditlog/details@{row}", dialog.details.toPlainText()))
        dialog.hide()
    return found


def held_texts(window) -> list[tuple[str, str]]:
    """What the window's widgets hold beyond what they show in their lists: each combo
    box's current text (shown or not) and every text a line edit's own undo would bring
    back (each undone, read, then redone: the widget is left as it was)."""
    found: list[tuple[str, str]] = []
    for n, combo in enumerate(window.findChildren(QComboBox)):
        if combo.currentText():
            found.append((f"held/QComboBox{n}/current", combo.currentText()))
    for n, edit in enumerate(window.findChildren(QLineEdit)):
        undone = 0
        blocked = edit.blockSignals(True)  # what it held, not what its owner does with it
        try:
            while edit.isUndoAvailable() and undone < 200:
                edit.undo()
                undone += 1
                found.append((f"held/QLineEdit{n}/undo{undone}", edit.text()))
            while undone and edit.isRedoAvailable():
                edit.redo()
                undone -= 1
        finally:
            edit.blockSignals(blocked)
    return found


def quick_texts(window) -> list[tuple[str, str]]:
    """The texts of the moment, cheap enough to read after every post: the tab shown,
    the title, the status bar, the menus (the Edit menu's undo) and what widgets hold."""
    page = window.tabs.currentWidget()
    found = [("title", window.windowTitle()),
             ("status", window.statusBar().currentMessage())]
    if page is not None:
        found += widget_texts(page, "tab")
    found += widget_texts(window.statusBar(), "statusbar")
    found += menu_texts(window)
    found += held_texts(window)
    return found
