"""The match's tabs: one per view (:data:`VIEWS`), each view built when its tab is first
shown, in a scroll area, made read-only on a read-only match.
"""

from __future__ import annotations

import importlib

from PySide6.QtWidgets import QVBoxLayout, QWidget

from teams_app.gui.windowbase import WindowBase

#: the match views in tab order, as (module, class), each imported when first shown
VIEWS = (
    ("teams_app.gui.rooms", "RoomsView"),
    ("teams_app.gui.envelopes", "EnvelopesView"),
    ("teams_app.gui.balances", "BalancesView"),
    ("teams_app.gui.deals", "DealsView"),
)


class WindowTabs(WindowBase):
    """The main window's tabs of match views."""

    def _build_views(self) -> None:
        """One tab per match view; a view is built when its tab is first shown (so
        opening a match builds only the rooms), or when :meth:`view` asks for it."""
        assert self.session is not None
        current = max(self.tabs.currentIndex(), 0)
        self._clear_tabs()
        titles = {"RoomsView": self.tr("Rooms"), "EnvelopesView": self.tr("Envelopes"),
                  "BalancesView": self.tr("Balances"), "DealsView": self.tr("Deals")}
        for _module, name in VIEWS:
            holder = QWidget()
            holder.setObjectName(name)
            layout = QVBoxLayout(holder)
            layout.setContentsMargins(0, 0, 0, 0)
            self.tabs.addTab(holder, titles[name])
        self.tabs.setCurrentIndex(min(current, self.tabs.count() - 1))
        self._tab_shown(self.tabs.currentIndex())
        self.tab_keys.update()

    def _clear_tabs(self) -> None:
        self.tabs.blockSignals(True)
        while self.tabs.count():
            widget = self.tabs.widget(0)
            self.tabs.removeTab(0)
            if widget is not None:
                widget.deleteLater()
        self.tabs.blockSignals(False)
        self.views.clear()
        self.tab_keys.update()

    def _tab_shown(self, index: int) -> None:
        holder = self.tabs.widget(index)
        if holder is not None and self.session is not None:
            self.view(holder.objectName())

    def view(self, name: str) -> QWidget | None:
        """The match view called ``name`` ("RoomsView"…), built now if not yet."""
        if name in self.views or self.session is None:
            return self.views.get(name)
        for index in range(self.tabs.count()):
            holder = self.tabs.widget(index)
            layout = holder.layout() if holder is not None else None
            if holder is None or layout is None or holder.objectName() != name:
                continue
            module = dict((n, m) for m, n in VIEWS)[name]
            view: QWidget = getattr(importlib.import_module(module), name)(self.session)
            scroller = self._scroller(view)
            layout.addWidget(scroller)
            self.views[name] = view
            if self.read_only:
                self._view_read_only(view)
            scroller.show()
            view.show()
            return view
        return None

    @staticmethod
    def _scroller(view: QWidget) -> QWidget:
        """A view in a scroll area: on a screen too small for it (a 1280×720 laptop
        with a task bar) it scrolls rather than pushing the window off the screen or
        cutting its rows; where it fits, no scroll bar shows."""
        # late: the window shows before the match's parts load (tests/test_gui_app.py)
        from teams_app.gui.fit import ViewScroller

        return ViewScroller(view)

    def _view_read_only(self, view: QWidget) -> None:
        # late: the window shows before the match's parts load (tests/test_gui_app.py)
        from teams_app.gui.readonly import make_read_only

        make_read_only(view)
