"""The catalog's entries for the Rooms and Envelopes tabs and the annul dialog on screen: a table's games, the envelopes' steps, the annulment's choices (``room.…``)."""

from __future__ import annotations

from typing import Final

from words import Entry

WORDS: Final[dict[str, Entry]] = {
}
