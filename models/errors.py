"""Errors the match core raises on purpose.

``InputError`` is bad input (a contract, a card, a row of a file): its message says
what is wrong.  ``MatchError`` is a change the match state refuses (an impossible
envelope move, a result for a deal that does not exist).  Both leave state untouched.
"""

from __future__ import annotations

import unicodedata
from typing import Any


class MatchCoreError(ValueError):
    """Base of every deliberate refusal of the match core."""

    def __init__(self, reason: str, key: str | None = None,
                 params: dict[str, Any] | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        #: what went wrong, for wording the message in another language (None: only the
        #: English ``reason`` says it); ``params`` holds the values the message names
        self.key = key
        self.params: dict[str, Any] = dict(params or {})


class InputError(MatchCoreError):
    """Text or values that cannot be understood."""


class MatchError(MatchCoreError):
    """A change that the current state of the match does not allow."""


def printable(text: str) -> str:
    """``text`` safe to show in a message: control characters, line breaks, lone
    surrogates and invisible format characters (bidi overrides such as U+202E) are
    written as escapes (``\\x1b``, ``\\n``, ``\\ud800``, ``\\u202e``), so that input
    echoed in a message can never act on the terminal or turn the message around."""
    out: list[str] = []
    for char in text:
        if unicodedata.category(char) in ("Cc", "Cs", "Cf", "Zl", "Zp"):
            code = ord(char)
            out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")
        else:
            out.append(char)
    return "".join(out)
