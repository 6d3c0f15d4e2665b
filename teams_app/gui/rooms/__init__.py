"""The Rooms tab: the two rooms side by side for a round — seats, games, next actions,
fast entry.  All match logic is in :mod:`teams_app.operations`.

- :mod:`.view` — the tab (:class:`RoomsView`): the round picker and both rooms;
- :mod:`.panel` — one room (:class:`TablePanel`): its diagram, its games, what it does
  next, fitted to the room the window gives it;
- :mod:`.entry` — a room's entry line (``4SX N 10`` / ``3NT S +1`` / ``PASS``, the score
  shown as you type, Enter stores) and the same entry with the mouse;
- :mod:`.labels` — the seats, the hints and the last message, each keeping its size;
- :mod:`.columns` — the games table's column-width rule.
"""

from teams_app.gui.rooms.panel import TablePanel
from teams_app.gui.rooms.view import RoomsView

__all__ = ["RoomsView", "TablePanel"]
