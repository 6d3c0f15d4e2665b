"""The Envelopes tab's tables: the 24 envelopes, the decks, a round's deals."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush

from models.envelopes import ENVELOPE_ORDER
from teams_app.gui.look import InkMap, ink
from teams_app.gui.models import TABLE_INK, RawRole, _RowsModel
from words import word
from words.places import (
    envelope_words,
    location_words,
    note_words,
    short_location_words,
    stage_words,
    table_words,
)
from words.texts import colour_word

PLACE_BACKGROUND = InkMap({"table 1": "place_t1", "table 2": "place_t2",
                           "in transit": "transit"})


def _place_key(location: Any) -> str:
    return str(location.place.value)


class EnvelopesModel(_RowsModel):
    """The 24 envelopes: a row per table and serial, a column per direction."""

    SET, S, W, N, E = range(5)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        # the directions in the order of ENVELOPE_ORDER (models.envelopes: S, W, N, E)
        self.headers = [word("cli.envelopes"), word("dir.S"), word("dir.W"), word("dir.N"),
                        word("dir.E")]

    def refresh(self, locations: Any) -> None:
        rows: dict[tuple[int, int], dict[Any, Any]] = {}
        for envelope, location in locations.envelopes.items():
            rows.setdefault((envelope.table, envelope.serial), {})[envelope.direction] = (
                envelope, location)
        self._order = ENVELOPE_ORDER
        self._set_rows([(key, rows[key]) for key in sorted(rows)])

    def cell(self, row: Any, column: int, role: int) -> Any:
        (table, serial), cells = row
        if column == self.SET:
            envelope = next(iter(cells.values()))[0]
            if role == Qt.ItemDataRole.DisplayRole:
                return word("col.envelopes.set", t=table, k=serial,
                            colour=colour_word(envelope.table))
            if role == RawRole:
                return (table, serial)
            if role == Qt.ItemDataRole.ForegroundRole:
                return QBrush(TABLE_INK[table])
            return None
        envelope, location = cells[self._order[column - 1]]
        if role == Qt.ItemDataRole.DisplayRole:
            return short_location_words(location)
        if role == RawRole:
            return (location.place.value, location.deal, location.to_table)
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{envelope_words(envelope)}: {location_words(location)}"
        if role == Qt.ItemDataRole.BackgroundRole:
            return QBrush(PLACE_BACKGROUND[_place_key(location)])
        if role == Qt.ItemDataRole.ForegroundRole and location.found is not None:
            return QBrush(ink("error"))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None


class DecksModel(_RowsModel):
    DECK, WHERE, NOTE = range(3)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.headers = [word("paper.deck"), word("col.decks.where"), word("col.what")]

    def refresh(self, locations: Any) -> None:
        self._set_rows(sorted(locations.decks.items()))

    def cell(self, row: Any, column: int, role: int) -> Any:
        deck, location = row
        if role == RawRole:
            return (deck, location.place.value, location.deal)[column]
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.DECK:
                return str(deck)
            if column == self.WHERE:
                return table_words(location)
            return note_words(location)
        if role == Qt.ItemDataRole.BackgroundRole and column == self.WHERE:
            return QBrush(PLACE_BACKGROUND[_place_key(location)])
        return None


class RoundDealsModel(_RowsModel):
    """The round's deals and where each is in its life (dealt, packed, carried…), then
    its replays (``8R1``: to be dealt at its table, carried, played at both)."""

    DEAL, FROM, DECK, STAGE = range(4)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.headers = [word("paper.deal"), word("col.round_deals.from"), word("paper.deck"),
                        word("cli.envelopes")]

    def refresh(self, locations: Any) -> None:
        self._set_rows([*locations.deals, *locations.replays])

    def cell(self, row: Any, column: int, role: int) -> Any:
        if role == RawRole:
            deal = row.deal if row.attempt == 0 else row.label  # a replay: "8R1"
            return (deal, row.origin_table, row.deck, row.stage.value)[column]
        if role == Qt.ItemDataRole.DisplayRole:
            stage = stage_words(row.info) if row.info is not None else row.text
            return (row.label, str(row.origin_table), str(row.deck), stage)[column]
        if role == Qt.ItemDataRole.ForegroundRole and column in (self.DEAL, self.FROM):
            return QBrush(TABLE_INK[row.origin_table])
        return None
