"""The papers' language helpers that are not words: the language check, roman round
numbers, and the direction letters that look like team codes.

The papers' words are the catalog's (:mod:`words`: :mod:`words.paper` for the forms,
:mod:`words.bridge` through :mod:`words.notation` for the bridge terms).
"""

from __future__ import annotations

from models.vocabulary import Direction
from printing.errors import PrintError
from words import LANGUAGES
from words.notation import direction_abbr
from words.texts import roman  # the one way a round is numbered

__all__ = ["LANGUAGES", "check_lang", "clashes", "roman"]


def check_lang(lang: str) -> str:
    if lang not in LANGUAGES:
        choices = ", ".join(LANGUAGES)
        raise PrintError("print_lang", text=lang, choices=choices)
    return lang


def clashes(lang: str) -> list[tuple[str, str]]:
    """(direction letter, team code) pairs that look alike on a form in ``lang``."""
    latin_like = {"А": "A", "В": "B"}
    found: list[tuple[str, str]] = []
    for d in Direction:
        short = direction_abbr(d, lang)
        for team in ("A", "B"):
            if short == team or latin_like.get(short) == team:
                found.append((short, team))
    return found
