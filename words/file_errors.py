"""Refusals of match, backup and import files in words (``file.<key>``, the entries of
:mod:`words.file_words`): a store error that carries a message key, in the current
language; any other in its English words."""

from __future__ import annotations

from typing import Any

from words import entry, word


def store_error_text(error: Any, lang: str | None = None) -> str:
    """``path: problem`` of a :class:`teams_app.store.StoreError` in the current language
    (``lang``: another), its English words when it carries no key."""
    return word("file.where", lang, path=error.path, problem=store_problem_text(error, lang))


def any_error_text(error: BaseException) -> str:
    """Any refusal the window shows, in the current language: a store error (``path:
    problem``), the core's refusal, else the error's own words (the system's)."""
    from models.errors import MatchCoreError

    if isinstance(error, MatchCoreError):
        from words.errors import error_text

        return error_text(error)
    if hasattr(error, "path") and hasattr(error, "problem"):  # a store error
        return store_error_text(error)
    return str(error)


def store_problem_text(error: Any, lang: str | None = None) -> str:
    """The problem of a store error (without its path) in the current language."""
    key = getattr(error, "key", None)
    if key is None:
        return str(error.problem)
    return said_text(key, dict(error.params), lang)


def said_text(key: str, params: dict[str, Any], lang: str | None = None) -> str:
    """The entry ``file.<key>`` filled from ``params``: a parameter that is a part of the
    problem worded by its own entry — a ``(key, parameters)`` pair (what
    ``teams_app.store.files.problem_key`` gives) or a store error — is worded first; a
    ``count`` picks the plural form."""
    p = dict(params)
    if key == "not_regular":
        return word("file.not_regular", lang, kind=word(f"file.kind.{p['kind']}", lang))
    if key == "restore_not_replaced":
        return word("file.restore_not_replaced", lang,
                    problem=store_problem_text(p["cause"], lang), copy=p["copy"])
    for name, value in p.items():
        if isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], str) \
                and isinstance(value[1], dict):
            p[name] = said_text(value[0], value[1], lang)
        elif hasattr(value, "problem") and hasattr(value, "key"):  # a store error
            p[name] = store_problem_text(value, lang)
        elif hasattr(value, "reason") and hasattr(value, "key"):  # the core's refusal
            p[name] = _core_text(value, lang)
    return word(f"file.{key}", lang, **p)


def _core_text(error: Any, lang: str | None) -> str:
    """A refusal of the match core (a stored value it refuses) in ``lang``."""
    from words import language, speaking
    from words.errors import error_text

    with speaking(lang or language()):
        return error_text(error)


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
    if key == "file.csv_row":
        problem = _csv_problem(params)
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
        return word("file.where", path=params["path"], problem=said_text(*params["cause"]))
    if key == "file.not_regular_import":
        return word("file.where", path=params["path"], problem=word(
            "file.not_regular", kind=word(f"file.kind.{params['kind']}")))
    return None


def _csv_problem(params: dict[str, Any]) -> str | None:
    """What is wrong with a CSV row, in words: its own ``file.csv_<problem>`` entry, or
    the core's keyed refusal its field gave (None: only English says it)."""
    from models.errors import MatchCoreError
    from words.errors import error_text

    cause = params.get("cause")
    if isinstance(cause, MatchCoreError):
        return error_text(cause) if cause.key is not None else None
    problem = params.get("problem")
    if problem is None:
        return None
    values = dict(params.get("values", {}))
    if problem == "read_as":  # a header not understood: how the file was read, and how
        inner = values.pop("inner")  # to save it so that it is
        said = _csv_problem(inner.params)
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
    from words.notation import card_text, honours_text, score_card_text
    from words.texts import result_text

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
