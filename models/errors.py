"""Errors the match core raises on purpose.

``InputError`` is bad input (a contract, a card, a row of a file): its message says
what is wrong.  ``MatchError`` is a change the match state refuses (an impossible
envelope move, a result for a deal that does not exist).  Both leave state untouched.
"""

from __future__ import annotations


class MatchCoreError(ValueError):
    """Base of every deliberate refusal of the match core."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class InputError(MatchCoreError):
    """Text or values that cannot be understood."""


class MatchError(MatchCoreError):
    """A change that the current state of the match does not allow."""
