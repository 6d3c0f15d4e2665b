"""The catalog's entries for the deal's notebook on screen (Deals tab): its status lines, checks, hands and analysis (``notebook.…``)."""

from __future__ import annotations

from typing import Final

from words import Entry

WORDS: Final[dict[str, Entry]] = {
}
