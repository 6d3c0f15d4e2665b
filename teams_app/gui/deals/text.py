"""How the Deals tab writes things: calls, contracts, par and results with suit
symbols, directions in the app's language, and the tab's colours."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QBrush, QColor

from models.match import TableResult
from models.vocabulary import Call, CallKind, Direction, Strain, format_result

#: areas whose change redraws the Deals tab
DEAL_AREAS = ("setup", "settings", "draws", "results", "annulments", "notebook", "analysis")

ERROR_STYLE = "color: #c0141b;"
OK_STYLE = "color: #1d6b2a;"
NOTE_STYLE = "color: #555555;"
RED_SUITS = QColor("#c0141b")
ERROR_INK = QColor("#c0141b")
UNUSUAL_INK = QColor("#b06000")

#: the DD grid: rows by declarer, columns by strain (NT first, as on hand records)
DD_ROWS = (Direction.N, Direction.S, Direction.E, Direction.W)
DD_STRAINS = (Strain.NT, Strain.S, Strain.H, Strain.D, Strain.C)
#: the auction grid's columns
AUCTION_COLUMNS = (Direction.W, Direction.N, Direction.E, Direction.S)

_PAR_CONTRACT = re.compile(r"^(\d)(NT|[SHDC])([NESW])(X{0,2})(.*)$")


def symbols(text: str) -> str:
    """Bids and contracts written with suit symbols: ``4S`` → ``4♠``."""
    return re.sub(r"(?<=\d)([SHDC])(?!T)", lambda m: Strain.parse(m[1]).symbol, text)


def result_text(result: TableResult | None) -> str:
    if result is None:
        return ""
    if result.contract is None:
        return QCoreApplication.translate("DealsView", "Pass")
    assert result.declarer is not None and result.tricks is not None
    return (f"{result.contract.display} {result.declarer.name} "
            f"{format_result(result.contract, result.tricks)}")


def par_text(contracts: tuple[str, ...]) -> str:
    """Par contracts ``4SN=``, ``5HXE-2`` with suit symbols: ``4♠ N=``, ``5♥X E-2``."""
    shown = []
    for contract in contracts:
        found = _PAR_CONTRACT.match(contract)
        if found is None:
            shown.append(contract)
            continue
        level, strain, declarer, doubling, result = found.groups()
        shown.append(f"{level}{Strain.parse(strain).symbol}{doubling} {declarer}{result}")
    return ", ".join(shown)


def call_text(call: Call) -> str:
    if call.kind is CallKind.BID:
        return f"{call.level}{call.strain.symbol}"
    if call.kind is CallKind.PASS:
        return QCoreApplication.translate("DealsView", "Pass")
    return str(call)


def direction_letter(direction: Direction) -> str:
    """N, E, S, W in the app's language."""
    return {Direction.N: QCoreApplication.translate("DealsView", "N"),
            Direction.E: QCoreApplication.translate("DealsView", "E"),
            Direction.S: QCoreApplication.translate("DealsView", "S"),
            Direction.W: QCoreApplication.translate("DealsView", "W")}[direction]


def suit_brush(strain: Strain) -> QBrush | None:
    return QBrush(RED_SUITS) if strain in (Strain.H, Strain.D) else None


# -- table models --------------------------------------------------------------------------

