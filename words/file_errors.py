"""Refusals of match, backup and import files in words (``file.<key>``, the entries of
:mod:`words.file_words`): a store error that carries a message key, in the current
language; any other in its English words.  The problem itself is worded by
:mod:`words.file_problems`, a refusal of the core in it by :mod:`words.errors`."""

from __future__ import annotations

from typing import Any

from models.errors import MatchCoreError
from words import word
from words.file_problems import problem_text


def store_error_text(error: Any, lang: str | None = None) -> str:
    """``path: problem`` of a :class:`teams_app.store.StoreError` in the current language
    (``lang``: another), its English words when it carries no key."""
    return word("file.where", lang, path=error.path, problem=store_problem_text(error, lang))


def any_error_text(error: BaseException) -> str:
    """Any refusal the window shows, in the current language: a store error (``path:
    problem``), the core's refusal, else the error's own words (the system's)."""
    if isinstance(error, MatchCoreError):
        from words.errors import error_text  # late: see store_problem_text

        return error_text(error)
    if hasattr(error, "path") and hasattr(error, "problem"):  # a store error
        return store_error_text(error)
    return str(error)


def store_problem_text(error: Any, lang: str | None = None) -> str:
    """The problem of a store error (without its path) in the current language."""
    # late: words.errors brings the envelopes' words and models (~150 ms); the window
    # imports this module before its first paint, the core's refusals are worded after
    from words.errors import error_text_in

    return problem_text(error, lang, error_text_in)
