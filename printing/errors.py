"""The one error printing raises on purpose: a request that cannot be printed."""

from __future__ import annotations

from typing import Any

from models.errors import InputError
from words import word


class PrintError(InputError):
    """A bad print request (round 7, table 3, a filled form with no results…).

    Its ``key`` (``print_…``) names the catalog's entry ``error.print_…`` that says what
    was asked and why it cannot be printed (:func:`words.errors.error_text` words it; the
    message itself is the English entry), its values already in the language the papers
    were asked in.
    """

    def __init__(self, key: str, **params: Any) -> None:
        values = {name: str(value) for name, value in params.items()}
        super().__init__(word(f"error.{key}", "en").format(**values), key, params)
