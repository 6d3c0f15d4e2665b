"""Typed access to a match's extension slots (:attr:`Match.extras`), with one key format.

Each slot keeps JSON-able values under a text key, always written the same way:

- per deal attempt: ``"5"`` for deal 5, ``"5R1"`` for its first replacement
  (``str(DealKey)``) — the double-dummy analysis (``dd``), the deals dealt in advance
  (``predealt``, the deal itself only; its ``"seed"`` beside them), the envelopes;
- per deal attempt and table: ``"5:1"``, ``"5R1:2"`` — the auctions (``auction``) and
  the hands recorded at a table (``hands``).

Code reads a slot through these functions rather than spelling keys itself; a change is
a :class:`~models.commands.SetExtra` built by the module owning the slot.  Match files
written with the older auction keys (``"5:0:1"``) are upgraded by the store's migration
(:func:`old_auction_key`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from enum import StrEnum
from typing import Any, Final

from models.match import DealKey, Match
from models.reads import Area


class Slot(StrEnum):
    """The extension slots of a match."""

    AUCTION = "auction"
    HANDS = "hands"
    DD = "dd"
    PREDEALT = "predealt"
    ENVELOPES = "envelopes"
    #: annulment proposals the host dismissed (per deal: the reason), :mod:`models.proposals`
    DISMISSED = "dismissed_proposals"
    #: results typed on a table's phone waiting for the other line (per attempt and
    #: table), :mod:`models.confirmations`
    UNCONFIRMED = "unconfirmed"
    #: the lines' signatures of a table's round (``"3/1"``), :mod:`models.confirmations`
    SIGNED = "signed"


#: The area of the match each slot belongs to (what a change of its entries touches).
SLOT_AREAS: Final[Mapping[str, Area]] = {
    Slot.AUCTION: Area.NOTEBOOK, Slot.HANDS: Area.NOTEBOOK, Slot.PREDEALT: Area.NOTEBOOK,
    Slot.DD: Area.ANALYSIS, Slot.ENVELOPES: Area.ENVELOPES, Slot.DISMISSED: Area.ENVELOPES,
    Slot.UNCONFIRMED: Area.RESULTS, Slot.SIGNED: Area.RESULTS,
}


def slot_area(slot: str) -> Area | None:
    """The area a slot's entries belong to (None: a slot this program does not know)."""
    return SLOT_AREAS.get(slot)


#: The key of the seed beside the pre-dealt deals.
SEED_KEY: Final = "seed"

_KEY = re.compile(r"(\d+)(?:R(\d+))?(?::([12]))?")
_OLD_AUCTION = re.compile(r"(\d+):(\d+):([12])")


def deal_key(key: DealKey) -> str:
    """``"5"``, ``"5R1"``: the key of a deal attempt's entry."""
    return str(key)


def table_key(key: DealKey, table: int) -> str:
    """``"5:1"``, ``"5R1:2"``: the key of a deal attempt's entry at a table."""
    return f"{key}:{table}"


def parse_key(text: str) -> tuple[DealKey, int | None] | None:
    """The deal attempt (and table) a key names; None for another key (``"seed"``)."""
    found = _KEY.fullmatch(text)
    if found is None:
        return None
    attempt = int(found[2]) if found[2] else 0
    return DealKey(int(found[1]), attempt), int(found[3]) if found[3] else None


def old_auction_key(text: str) -> str | None:
    """An auction key of the first file format (``"5:0:1"``) in the current one
    (``"5:1"``); None when ``text`` is not one."""
    found = _OLD_AUCTION.fullmatch(text)
    if found is None:
        return None
    return table_key(DealKey(int(found[1]), int(found[2])), int(found[3]))


def entries(match: Match, slot: Slot) -> Mapping[str, Any]:
    """Every entry of a slot (empty when the slot holds none)."""
    return match.extras.get(slot.value, {})


def entry(match: Match, slot: Slot, key: DealKey, table: int | None = None) -> Any:
    """A deal attempt's entry in a slot (at a table for the per-table slots), or None."""
    text = deal_key(key) if table is None else table_key(key, table)
    return entries(match, slot).get(text)


def auction(match: Match, key: DealKey, table: int) -> dict[str, Any] | None:
    """The stored auction of a table: ``{"dealer": "S", "calls": [...]}``, or None."""
    value = entry(match, Slot.AUCTION, key, table)
    return dict(value) if value else None


def hands(match: Match, key: DealKey, table: int) -> dict[str, str]:
    """The hands recorded at a table, PBN per direction name (empty when none)."""
    value = entry(match, Slot.HANDS, key, table)
    return dict(value) if value else {}


def analysis(match: Match, key: DealKey) -> dict[str, Any] | None:
    """The stored double-dummy analysis of a deal attempt, or None."""
    value = entry(match, Slot.DD, key)
    return dict(value) if value else None


def predealt_text(match: Match, deal: int) -> str | None:
    """A deal dealt in advance, as PBN (``"N:..."``), or None."""
    value = entries(match, Slot.PREDEALT).get(deal_key(DealKey(deal)))
    return str(value) if value else None


def predeal_seed(match: Match) -> str | None:
    """The seed the pre-dealt deals came from (None when imported or not pre-dealt)."""
    seed = entries(match, Slot.PREDEALT).get(SEED_KEY)
    return str(seed) if seed else None
