"""Who runs the match and where the laptop stays (spec §13), as a setting is written: the
checks of :class:`models.match.Settings` and of the commands that change them."""

from __future__ import annotations

import re
from typing import Final

from models.errors import InputError


def check_host_table(value: object) -> int | None:
    """Where the laptop stays: in the room of table 1 or 2, or None (with the host; a
    director's sees everything); anything else is refused.  Also reads the command
    line's ``1``, ``2``, ``none``."""
    if value is None or (isinstance(value, str) and value.strip().lower() in ("none", "")):
        return None
    if isinstance(value, bool):
        value = str(value)
    try:
        table = int(str(value).strip())
    except ValueError:
        table = 0
    if table not in (1, 2):
        raise InputError(f'"{value}": the laptop stays in the room of table 1 or 2, or '
                         '(none) goes with the host', "host_table", {"text": str(value)})
    return table


#: a player's code as typed: ``A-1`` … ``B-4`` (any case)
CODE_PATTERN: Final = re.compile(r"[ABab]-[1-9]")


def check_host_player(value: object) -> str | None:
    """The host of a setting, as written: a player's code or a reserve's name, or None
    (a director who does not play; also the command line's ``none``).  Whether the
    person is in the match is the command's check (:class:`SetHostPlayer`)."""
    if value is None:
        return None
    text = str(value).strip()
    if text.lower() in ("none", ""):
        return None
    return text.upper() if CODE_PATTERN.fullmatch(text) else text
