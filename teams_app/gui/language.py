"""Wording in a language other than the app's, for one piece of work at a time.

The room terminals (:mod:`teams_app.server`) word hints and refusals in each table's
language while the app itself stays in the host's.  :mod:`teams_app.gui.terms` translates
through :class:`Translate` instead of ``QCoreApplication`` directly: outside
:func:`in_language` it is exactly ``QCoreApplication.translate`` (the installed
translators); inside, the given language's own translator (English: the source texts).
Installing translators is not an option for this: it sends every widget a LanguageChange.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from PySide6.QtCore import QCoreApplication, QTranslator

from teams_app.gui.settings import LANGUAGES, TRANSLATIONS_DIR

_ENGLISH = QTranslator()  # loads nothing: every text stays as written
_translators: dict[str, QTranslator] = {"en": _ENGLISH}
_scope: ContextVar[QTranslator | None] = ContextVar("language_scope", default=None)


def translator(code: str) -> QTranslator:
    """The app's own translator for a language code (``"bg"``); KeyError if unknown."""
    if code not in _translators:
        if code not in LANGUAGES:
            raise KeyError(code)
        loaded = QTranslator()
        if not loaded.load(str(TRANSLATIONS_DIR / f"teams_app_{code}.qm")):
            raise FileNotFoundError(TRANSLATIONS_DIR / f"teams_app_{code}.qm")
        _translators[code] = loaded
    return _translators[code]


@contextmanager
def in_language(code: str) -> Iterator[None]:
    """Word everything :mod:`teams_app.gui.terms` says in ``code``'s language meanwhile."""
    token = _scope.set(translator(code))
    try:
        yield
    finally:
        _scope.reset(token)


class Translate:
    """Stands in for ``QCoreApplication`` where texts are translated (see the module)."""

    @staticmethod
    def translate(context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        scoped = _scope.get()
        if scoped is None:
            return QCoreApplication.translate(context, source, disambiguation, n)
        text = scoped.translate(context, source, disambiguation, n) or source
        return text.replace("%n", str(n)) if n >= 0 else text
