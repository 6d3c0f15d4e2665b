"""The operations' door to the store (:mod:`teams_app.store.door`): issued once, here,
at import, and kept in a module-private name the operations modules import."""

from __future__ import annotations

from teams_app.store.door import Door, issue

_DOOR: Door = issue()
