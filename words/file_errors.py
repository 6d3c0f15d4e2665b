"""Refusals of match, backup and import files in words (``file.<key>``, the entries of
:mod:`words.file_words`): a store error that carries a message key, in the current
language; any other in its English words."""

from __future__ import annotations

from typing import Any

from words import word


def store_error_text(error: Any, lang: str | None = None) -> str:
    """``path: problem`` of a :class:`teams_app.store.StoreError` in the current language
    (``lang``: another), its English words when it carries no key."""
    return word("file.where", lang, path=error.path, problem=store_problem_text(error, lang))


def store_problem_text(error: Any, lang: str | None = None) -> str:
    """The problem of a store error (without its path) in the current language."""
    key = getattr(error, "key", None)
    if key is None:
        return str(error.problem)
    p = dict(error.params)
    if key == "not_regular":
        return word("file.not_regular", lang, kind=word(f"file.kind.{p['kind']}", lang))
    if key == "restore_not_replaced":
        return word("file.restore_not_replaced", lang,
                    problem=store_problem_text(p["cause"], lang), copy=p["copy"])
    return word(f"file.{key}", lang, **p)


def file_error_words(key: str, params: dict[str, Any]) -> str | None:
    """A refusal of a results file (the match core's :class:`InputError` with a
    ``file.…`` key) in the current language."""
    if key == "file.csv_unreadable":
        return word("file.where", path=params["path"], problem=word(
            "file.csv_unreadable", save_as=word("file.csv_save_as")))
    if key == "file.too_large":
        return word("file.where", path=params["path"],
                    problem=word("file.too_large", most=params["most"]))
    if key == "file.csv_stray_quote":
        return word("file.csv_stray_quote", line=params["line"], end=params["end"])
    if key == "file.not_regular_import":
        return word("file.where", path=params["path"], problem=word(
            "file.not_regular", kind=word(f"file.kind.{params['kind']}")))
    return None
