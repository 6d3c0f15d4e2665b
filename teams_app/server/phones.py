"""What the laptop knows of each page's phone: when it was last heard from and the last
thing it did, for the Room terminals dialog (in the host's words, no routes or status
codes)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from words.texts import roman


@dataclass
class Phone:
    """A page's phone as the laptop last heard of it (``time.monotonic()`` times)."""

    heard: float | None = None
    did_at: float | None = None
    #: the last thing it did: a message key (``terminals.did_…``) and its values
    what: tuple[str, dict[str, Any]] = field(default=("", {}))


def did(route: str, body: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """What a table's post (stored) did: a message key and its values."""
    if route in ("api/check", "api/sign"):
        return f"terminals.did_{route[4:]}", {"r": roman(int(body["round"]))}
    if route == "api/confirm" and not body.get("ok"):
        return "terminals.did_refuse", {"d": body["deal"]}
    return f"terminals.did_{route[4:]}", {"d": body["deal"]}
