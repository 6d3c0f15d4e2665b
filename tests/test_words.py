"""The catalog of the match's words (:mod:`words`): every entry worded in en, bg and ru,
with the same fields in each, and plural forms right for the counts a host meets."""

from __future__ import annotations

import string

import pytest

import words

COUNTS = (1, 2, 5, 11, 12, 14, 21, 22, 25)


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def _texts(entry: words.Entry) -> list[tuple[str, str]]:
    out = []
    for lang, text in zip(words.LANGUAGES, entry, strict=True):
        forms = text if isinstance(text, tuple) else (text,)
        out.extend((lang, form) for form in forms)
    return out


@pytest.mark.parametrize("key", sorted(words.catalog()))
def test_every_entry_is_worded_in_every_language_with_the_same_fields(key):
    entry = words.entry(key)
    assert len(entry) == len(words.LANGUAGES)
    texts = _texts(entry)
    assert all(text.strip() for _, text in texts), f"{key}: an empty text"
    english = _fields(texts[0][1])
    for lang, text in texts:
        assert _fields(text) - {"count"} <= english | {"count"}, (key, lang, text)
    plural = [isinstance(text, tuple) for text in entry]
    assert all(plural) or not any(plural), f"{key}: plural in some languages only"
    if all(plural):
        for lang, text in zip(words.LANGUAGES, entry, strict=True):
            assert len(text) == words.PLURAL_FORMS[lang], (key, lang)
            for count in COUNTS:
                assert words.word(key, lang, count=count, **dict.fromkeys(
                    _fields(text[0]) - {"count"}, "x"))


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", [0, 1, 1, 1, 1, 1, 1, 1, 1]),
    ("bg", [0, 1, 1, 1, 1, 1, 1, 1, 1]),
    ("ru", [0, 1, 2, 2, 2, 2, 0, 1, 2]),
])
def test_plural_forms(lang, expected):
    assert [words.plural_form(lang, n) for n in COUNTS] == expected


def test_the_current_language_and_a_block_in_another():
    assert words.language() == "en"
    with words.speaking("ru"):
        assert words.word("dir.E") == "Восток"
        with words.speaking("bg"):
            assert words.word("rank.K") == "Р"
        assert words.word("rank.K") == "К"
    assert words.word("rank.K") == "K"


def test_an_unknown_language_or_key_is_refused():
    with pytest.raises(ValueError, match="unknown language 'de'"):
        words.word("dir.N", "de")
    with pytest.raises(KeyError, match="no entry 'no.such'"):
        words.word("no.such", "en")


def test_one_roman_numeral_for_a_round_everywhere():
    """Issue 31: the papers had a roman() of their own, and the two disagreed above 12."""
    import printing.i18n
    from words.texts import roman

    assert printing.i18n.roman is roman
    assert [roman(n) for n in (1, 4, 6, 9, 12, 13, 14, 19, 40, 0)] == [
        "I", "IV", "VI", "IX", "XII", "XIII", "XIV", "XIX", "XL", "0"]
