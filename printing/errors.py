"""The one error printing raises on purpose: a request that cannot be printed."""

from __future__ import annotations


class PrintError(ValueError):
    """A bad print request (round 7, table 3, a filled form with no results…).

    The message says what was asked and why it cannot be printed.
    """
