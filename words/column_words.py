"""The catalog's entries for the columns, cells and tooltips of the match's tables on screen (rounds, games, deals, balances, the audit log) (``col.…``)."""

from __future__ import annotations

from typing import Final

from words import Entry

WORDS: Final[dict[str, Entry]] = {
}
