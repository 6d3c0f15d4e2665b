"""The match's words in English, Bulgarian and Russian: one catalog, no Qt.

Every text about the match that a host or a player reads — on the screen, on a phone, on
paper or from the command line — is worded here, keyed by a message key: the bridge
vocabulary (:mod:`words.bridge`), and one module per area listed in :data:`AREAS`.  An
entry is ``(English, Bulgarian, Russian)``; a text with a count is a tuple of its plural
forms (English and Bulgarian: one, other; Russian: one, few, many — see
:func:`plural_form`).

``word(key, lang, **params)`` gives the text; without ``lang`` it speaks the current
language (:func:`speaking`, :func:`set_language`).  Widgets' own labels (buttons, menus)
stay in Qt's translations; the match's words do not.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Final

__all__ = ["AREAS", "LANGUAGES", "Entry", "Text", "catalog", "check_language", "entry",
           "language", "plural_form", "set_language", "speaking", "word", "app_speaking"]

LANGUAGES: Final = ("en", "bg", "ru")

#: a text, or its plural forms (en/bg: one, other; ru: one, few, many)
Text = str | tuple[str, ...]
#: one message: (English, Bulgarian, Russian)
Entry = tuple[Text, Text, Text]

#: the modules of this package that hold entries, each as ``WORDS: dict[str, Entry]``;
#: a key is defined in exactly one of them.  They hold data only (loading the catalog
#: imports no more); the functions that word the match's things from them are
#: :mod:`words.notation`, :mod:`words.texts`, :mod:`words.places`, :mod:`words.hints`,
#: :mod:`words.errors`, :mod:`words.envelope_errors`, :mod:`words.steps`, :mod:`words.checks`
AREAS: Final = ("bridge", "text_words", "place_words", "hint_words", "error_words",
                 "setup_error_words", "pbn_error_words",
                 "envelope_error_words", "step_words", "check_words", "phone", "report",
                 "cli", "view_words", "paper", "page", "file_words", "spoken_words",
                 "host", "column_words", "notebook_words", "room_words",
                 "terminal_words")

#: how many plural forms each language has
PLURAL_FORMS: Final = {"en": 2, "bg": 2, "ru": 3}

#: the app's language (every thread), and a block's own (:func:`speaking`, this context)
_default = "en"
_current: ContextVar[str | None] = ContextVar("words_language", default=None)
_catalog: dict[str, Entry] | None = None


def check_language(lang: str) -> str:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: use one of {', '.join(LANGUAGES)}")
    return lang


def language() -> str:
    """The language :func:`word` speaks when none is given: the block's, else the app's."""
    return _current.get() or _default


def set_language(lang: str) -> None:
    """Make ``lang`` the language of the whole program, every thread (the app calls this
    when it knows its own); a :func:`speaking` block still speaks its own."""
    global _default
    _default = check_language(lang)


@contextmanager
def speaking(lang: str) -> Iterator[str]:
    """Speak ``lang`` inside the block (a phone's or a paper's language), then the one
    before."""
    token = _current.set(check_language(lang))
    try:
        yield lang
    finally:
        _current.reset(token)


@contextmanager
def app_speaking() -> Iterator[str]:
    """Speak the app's own language inside the block, whatever block it is in (the
    laptop's views refreshed by a phone's post, which the server answers in the phone's
    language), then the one before."""
    token = _current.set(None)
    try:
        yield _default
    finally:
        _current.reset(token)


def plural_form(lang: str, count: int) -> int:
    """Which plural form ``count`` takes in ``lang`` (CLDR's rules for integers):
    English and Bulgarian 0 for 1, else 1; Russian 0 for 1, 21, 31… (not 11), 1 for 2–4,
    22–24… (not 12–14), else 2."""
    n = abs(count)
    if lang == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return 0
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return 1
        return 2
    return 0 if n == 1 else 1


def catalog() -> Mapping[str, Entry]:
    """Every entry of every area, by key (loaded once)."""
    global _catalog
    if _catalog is None:
        found: dict[str, Entry] = {}
        for area in AREAS:
            module = importlib.import_module(f"words.{area}")
            entries: dict[str, Entry] = module.WORDS
            for key, value in entries.items():
                if key in found:
                    raise RuntimeError(f"words: key {key!r} is defined twice ({area})")
                found[key] = value
        _catalog = found
    return _catalog


def entry(key: str) -> Entry:
    try:
        return catalog()[key]
    except KeyError:
        raise KeyError(f"words: no entry {key!r}") from None


def word(key: str, lang: str | None = None, /, *, count: int | None = None,
         **params: object) -> str:
    """The text of ``key`` in ``lang`` (default: the current language), its ``{name}``
    fields filled from ``params``.  A plural entry needs ``count`` (also given to the
    text as ``{count}``)."""
    lang = language() if lang is None else check_language(lang)
    text = entry(key)[LANGUAGES.index(lang)]
    if isinstance(text, tuple):
        if count is None:
            raise TypeError(f"words: {key!r} has plural forms: give count=")
        text = text[plural_form(lang, count)]
        params = {"count": count, **params}
    elif count is not None:
        params = {"count": count, **params}
    return text.format(**params) if params else text
