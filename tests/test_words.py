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


def _entry_problems(key: str) -> list[str]:
    """What is wrong with one entry of the catalog (nothing: an empty list)."""
    entry = words.entry(key)
    if len(entry) != len(words.LANGUAGES):
        return [f"{key}: {len(entry)} texts for {len(words.LANGUAGES)} languages"]
    texts = _texts(entry)
    problems = []
    if not all(text.strip() for _, text in texts):
        problems.append(f"{key}: an empty text")
    english = _fields(texts[0][1])
    for lang, text in texts:
        if not _fields(text) - {"count"} <= english | {"count"}:
            problems.append(f"{key} ({lang}): fields that English has not: {text!r}")
    plural = [isinstance(text, tuple) for text in entry]
    if any(plural) and not all(plural):
        problems.append(f"{key}: plural in some languages only")
    elif all(plural):
        for lang, text in zip(words.LANGUAGES, entry, strict=True):
            if len(text) != words.PLURAL_FORMS[lang]:
                problems.append(f"{key} ({lang}): {len(text)} plural forms, "
                                f"not {words.PLURAL_FORMS[lang]}")
                continue
            for count in COUNTS:
                try:
                    said = words.word(key, lang, count=count, **dict.fromkeys(
                        _fields(text[0]) - {"count"}, "x"))
                except Exception as error:  # reported with the others, by entry
                    problems.append(f"{key} ({lang}, count={count}): "
                                    f"{type(error).__name__}: {error}")
                else:
                    if not said:
                        problems.append(f"{key} ({lang}, count={count}): an empty text")
    return problems


def test_every_entry_is_worded_in_every_language_with_the_same_fields():
    """Every entry in one test; a failure lists every bad entry, each by its key."""
    problems = [problem for key in sorted(words.catalog()) for problem in _entry_problems(key)]
    assert not problems, f"{len(problems)} problems in the catalog:\n" + "\n".join(problems)


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
