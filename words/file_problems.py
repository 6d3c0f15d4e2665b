"""A file's problem in words (the entries ``file.<key>`` of :mod:`words.file_words`), as
both kinds of refusal word it: the store's refusals of match, backup and import files
(:mod:`words.file_errors`) and the core's refusals of a results file (a ``file.…`` key,
:func:`words.errors.error_text`).

A store's problem may name a refusal of the core, and the core's refusal of a results file
may name a store's problem, so the two word each other: here the core's refusal is worded
by the function passed in (``core_text``, :func:`words.errors.error_text_in`), and this
module imports neither module that uses it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from models.errors import MatchCoreError
from words import entry, word
from words.notation import card_text, honours_text, score_card_text
from words.texts import result_text

#: a refusal of the core in words, in a language (None: the current one)
CoreText = Callable[[Any, str | None], str]


def problem_text(error: Any, lang: str | None, core_text: CoreText) -> str:
    """The problem of a store error (without its path) in the current language (``lang``:
    another), its English words when it carries no key."""
    key = getattr(error, "key", None)
    if key is None:
        return str(error.problem)
    return said_text(key, dict(error.params), lang, core_text)


def said_text(key: str, params: dict[str, Any], lang: str | None, core_text: CoreText) -> str:
    """The entry ``file.<key>`` filled from ``params``: a parameter that is a part of the
    problem worded by its own entry — a ``(key, parameters)`` pair (what
    ``teams_app.store.files.problem_key`` gives), a store error or a refusal of the core
    (by ``core_text``) — is worded first; a ``count`` picks the plural form."""
    p = dict(params)
    if key == "not_regular":
        return word("file.not_regular", lang, kind=word(f"file.kind.{p['kind']}", lang))
    if key == "restore_not_replaced":
        return word("file.restore_not_replaced", lang,
                    problem=problem_text(p["cause"], lang, core_text), copy=p["copy"])
    for name, value in p.items():
        if isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], str) \
                and isinstance(value[1], dict):
            p[name] = said_text(value[0], value[1], lang, core_text)
        elif hasattr(value, "problem") and hasattr(value, "key"):  # a store error
            p[name] = problem_text(value, lang, core_text)
        elif hasattr(value, "reason") and hasattr(value, "key"):  # the core's refusal
            p[name] = core_text(value, lang)
    return word(f"file.{key}", lang, **p)


def file_error_words(key: str, params: dict[str, Any], core_text: CoreText) -> str | None:
    """A refusal of a results file (the match core's :class:`InputError` with a
    ``file.…`` key) in the current language; a refusal of the core in it worded by
    ``core_text``."""
    if key == "file.csv_unreadable":
        return word("file.where", path=params["path"], problem=word(
            "file.csv_unreadable", save_as=word("file.csv_save_as")))
    if key == "file.too_large":
        return word("file.where", path=params["path"],
                    problem=word("file.too_large", most=params["most"]))
    if key == "file.csv_stray_quote":
        return word("file.csv_stray_quote", line=params["line"], end=params["end"])
    if key == "file.csv_row":
        problem = _csv_problem(params, core_text)
        if problem is None:
            return None
        field = params.get("field")
        if field:  # a column, named as the file's header writes it; or the header itself
            return word("file.csv_at_field", line=params["line"], problem=problem,
                        field=word("file.csv_header_row") if field == "header" else field)
        return word("file.csv_at", line=params["line"], problem=problem)
    if key in ("file.annul_alone", "file.annul_replay"):
        return word(key, **params)
    if key == "file.unreadable_import":  # the system refused the path: its own words
        cause, said = params["cause"]
        return word("file.where", path=params["path"],
                    problem=said_text(cause, said, None, core_text))
    if key == "file.not_regular_import":
        return word("file.where", path=params["path"], problem=word(
            "file.not_regular", kind=word(f"file.kind.{params['kind']}")))
    return None


def _csv_problem(params: dict[str, Any], core_text: CoreText) -> str | None:
    """What is wrong with a CSV row, in words: its own ``file.csv_<problem>`` entry, or
    the core's keyed refusal its field gave (None: only English says it)."""
    cause = params.get("cause")
    if isinstance(cause, MatchCoreError):
        return core_text(cause, None) if cause.key is not None else None
    problem = params.get("problem")
    if problem is None:
        return None
    values = dict(params.get("values", {}))
    if problem == "read_as":  # a header not understood: how the file was read, and how
        inner = values.pop("inner")  # to save it so that it is
        said = _csv_problem(inner.params, core_text)
        return None if said is None else word("file.csv_read_as", problem=said,
                                              save_as=word("file.csv_save_as"), **values)
    if problem == "differs":
        has, says = two_results_words(values.pop("has"), values.pop("says"))
        values.update(has=has, says=says)
    key = f"file.csv_{problem}"
    if isinstance(entry(key)[0], tuple):  # a count in it: its plural form
        return word(key, count=values["n"], **values)
    return word(key, **values)


def two_results_words(one: Any, other: Any) -> tuple[str, str]:
    """Two different results as a refusal names them, in the language's notation: with
    their lead, score cards and honours where the plain texts are the same."""
    first, second = result_text(one), result_text(other)
    if first != second:
        return first, second
    for name, a, b, text in (("lead", one.lead, other.lead, card_text),
                             ("ns_card", one.ns_card, other.ns_card, score_card_text),
                             ("ew_card", one.ew_card, other.ew_card, score_card_text),
                             ("honours", one.honours, other.honours, honours_text)):
        if a != b:
            first += word(f"file.result_{name}",
                          value=text(a) if a is not None else word("file.result_none"))
            second += word(f"file.result_{name}",
                           value=text(b) if b is not None else word("file.result_none"))
    return first, second
