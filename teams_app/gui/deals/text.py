"""How the Deals tab writes things: its colours, grids and core messages with suit symbols
(calls, contracts, results, par and directions in the app's language are
:mod:`words.texts`'s)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtGui import QBrush

from models.deal_rows import deal_rows
from models.reads import areas_read
from models.vocabulary import Direction, Strain
from teams_app.gui.look import ink

if TYPE_CHECKING:
    pass

#: areas whose change redraws the Deals tab: what its rows read
DEAL_AREAS = areas_read(deal_rows)


#: the DD grid: rows by declarer, columns by strain (NT first, as on hand records)
DD_ROWS = (Direction.N, Direction.S, Direction.E, Direction.W)
DD_STRAINS = (Strain.NT, Strain.S, Strain.H, Strain.D, Strain.C)
#: the auction grid's columns
AUCTION_COLUMNS = (Direction.W, Direction.N, Direction.E, Direction.S)


def symbols(text: str) -> str:
    """Bids and contracts written with suit symbols: ``4S`` → ``4♠``."""
    return re.sub(r"(?<=\d)([SHDC])(?!T)", lambda m: Strain.parse(m[1]).symbol, text)


def suit_brush(strain: Strain) -> QBrush | None:
    return QBrush(ink("red_suit")) if strain in (Strain.H, Strain.D) else None
