"""The open match as seen by the widgets: a store plus a ``changed`` signal.

Every method calls the operation of the same name in :mod:`teams_app.operations`, emits
``changed`` with the :class:`~teams_app.operations.Changes` it returned, and lets a
:class:`~models.errors.MatchCoreError` propagate for the caller to show (nothing is
emitted then: nothing changed).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from teams_app import operations
from teams_app.operations import EVERYTHING, Changes

if TYPE_CHECKING:
    from models.match import AnnulReason, Match, TableResult
    from teams_app.store import MatchStore


class MatchSession(QObject):
    """One open match file.  Views read ``session.match`` and listen to ``changed``."""

    changed = Signal(object)  # Changes

    def __init__(self, store: MatchStore, rng: random.Random | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        #: the random source for score-card draws (None: the system's secure one);
        #: tests and demos pass a seeded ``random.Random``
        self.rng = rng

    @property
    def match(self) -> Match:
        return self.store.match

    def _emit(self, changes: Changes) -> Changes:
        self.changed.emit(changes)
        return changes

    # -- operations -----------------------------------------------------------------
    def enter_result(self, *, deal: int, table: int, text: str | None = None,
                     result: TableResult | None = None,
                     attempt: int | None = None) -> Changes:
        return self._emit(operations.enter_result(
            self.store, deal=deal, table=table, text=text, result=result, attempt=attempt))

    def delete_result(self, *, deal: int, table: int, attempt: int | None = None) -> Changes:
        return self._emit(operations.delete_result(
            self.store, deal=deal, table=table, attempt=attempt))

    def draw_score_cards(self, *, deal: int) -> Changes:
        return self._emit(operations.draw_score_cards(self.store, deal=deal, rng=self.rng))

    def type_score_cards(self, *, deal: int, ns: str, ew: str) -> Changes:
        return self._emit(operations.type_score_cards(self.store, deal=deal, ns=ns, ew=ew))

    def annul_deal(self, *, deal: int, reason: AnnulReason | int, after_match: bool = False,
                   note: str = "") -> Changes:
        return self._emit(operations.annul_deal(
            self.store, deal=deal, reason=reason, after_match=after_match, note=note))

    def lift_annulment(self, *, deal: int) -> Changes:
        return self._emit(operations.lift_annulment(self.store, deal=deal))

    def envelope_action(self, *, command: Any, label: str | None = None) -> Changes:
        return self._emit(operations.envelope_action(self.store, command=command, label=label))

    def check_deal_envelopes(self, *, deal: int, cards: Any = None,
                        score_cards: bool | None = None) -> Changes:
        return self._emit(operations.check_deal_envelopes(
            self.store, deal=deal, cards=cards, score_cards=score_cards))

    def close_round(self, *, round: int) -> Changes:
        return self._emit(operations.close_round(self.store, round=round))

    def record_auction(self, *, deal: int, table: int, calls: Any,
                       attempt: int | None = None) -> Changes:
        return self._emit(operations.record_auction(
            self.store, deal=deal, table=table, calls=calls, attempt=attempt))

    def record_hands(self, *, deal: int, table: int, hands: Any,
                     attempt: int | None = None) -> Changes:
        return self._emit(operations.record_hands(
            self.store, deal=deal, table=table, hands=hands, attempt=attempt))

    def set_lead(self, *, deal: int, table: int, lead: Any,
                 attempt: int | None = None) -> Changes:
        return self._emit(operations.set_lead(
            self.store, deal=deal, table=table, lead=lead, attempt=attempt))

    def undo(self) -> Changes:
        return self._emit(operations.undo(self.store))

    def redo(self) -> Changes:
        return self._emit(operations.redo(self.store))

    def refresh_all(self) -> Changes:
        """Tell every view to redraw everything (after opening, or settings changed)."""
        return self._emit(Changes(EVERYTHING))

    # -- queries --------------------------------------------------------------------
    def current_round(self) -> int:
        return operations.current_round(self.match)
