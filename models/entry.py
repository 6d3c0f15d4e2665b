"""Typed entry in the app's language: a result, a contract, a call, a card or a direction
as a person types it on a Bulgarian, Russian or Latin keyboard, read into the core's
Latin notation (``"4♠к С 10"`` -> ``"4SX N 10"``).  The words of a language are given by
the caller (:class:`EntryWords`; the core knows no language); the Latin letters, the
suit symbols and the Cyrillic look-alikes of Latin letters are always understood.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from models.errors import InputError
from models.vocabulary import (
    _LEADING_DIGITS,
    _SUIT_SYMBOLS,
    RANKS,
    Direction,
    Line,
    Rank,
    Suit,
    _normalise,
)

#: Cyrillic letters that look like Latin ones (a Bulgarian or Russian keyboard types them
#: where the Latin letter was meant: "4С" is clubs, "3НТ" no-trump, "4SХ" doubled).
_CYRILLIC_LOOKALIKES: Final = {"А": "A", "В": "B", "С": "C", "Е": "E", "Н": "H", "К": "K",
                               "М": "M", "О": "O", "Р": "P", "Т": "T", "Х": "X"}
_LATIN_LOOKALIKES: Final = {latin: cyrillic for cyrillic, latin in _CYRILLIC_LOOKALIKES.items()}
#: Pass and the marks after a contract every language accepts besides the app's words.
_PASS_WORDS: Final = ("PASS", "P", "AP", "PASSED", "ПАС", "П", "Р")
_DOUBLED: Final = ("X", "D")
_REDOUBLED: Final = ("XX", "R")


def _latin(text: str) -> str:
    return "".join(_CYRILLIC_LOOKALIKES.get(ch, ch) for ch in text)


@dataclass(frozen=True, slots=True)
class EntryWords:
    """The words of one language for typed entry (a result, a call, a declarer).

    ``directions``: each direction's words (``{N: ("С", "Север")…}``); ``no_trump``
    (``("БК",)``), ``passes`` (``("Пас",)``), ``doubled`` (``("к",)``), ``redoubled``
    (``("рк",)``).  The Latin letters N E S W, NT, PASS, X and XX and the suit symbols are
    always understood; the app passes the words its screen shows (the core knows no
    language), the empty :data:`LATIN_WORDS` understands only those.
    """

    directions: Mapping[Direction, tuple[str, ...]]
    no_trump: tuple[str, ...] = ()
    passes: tuple[str, ...] = ()
    doubled: tuple[str, ...] = ()
    redoubled: tuple[str, ...] = ()
    #: the letters typed for ranks (ru ``{ACE: ("Т",), QUEEN: ("Д",)…}``), upper case
    ranks: Mapping[Rank, tuple[str, ...]] = field(default_factory=dict)
    #: the letters typed for suits (ru ``{SPADES: ("п",)…}``), lower case: in Russian
    #: notation "т" is clubs (трефы) and "Т" the ace (туз)
    suits: Mapping[Suit, tuple[str, ...]] = field(default_factory=dict)

    @classmethod
    def of(cls, directions: Mapping[Direction, str | tuple[str, ...]], no_trump: str = "",
           passes: str = "", doubled: str = "", redoubled: str = "",
           ranks: Mapping[Rank, str] | None = None,
           suits: Mapping[Suit, str] | None = None) -> EntryWords:
        """From single words (``{N: "С"}``, ``"БК"``…); blanks are left out, and so are
        rank and suit letters that are the Latin ones or a suit symbol."""
        def words(value: str | tuple[str, ...]) -> tuple[str, ...]:
            values = (value,) if isinstance(value, str) else value
            return tuple(w.strip().upper() for w in values if w.strip())

        def letters(given: Mapping[Rank, str] | Mapping[Suit, str] | None,
                    lower: bool) -> dict[Any, tuple[str, ...]]:
            out: dict[Any, tuple[str, ...]] = {}
            for key, value in (given or {}).items():
                word = value.strip().lower() if lower else value.strip().upper()
                latin = key.letter if isinstance(key, Rank) else key.name
                if word and word.upper() != latin and word not in _SUIT_SYMBOLS:
                    out[key] = (word,)
            return out
        return cls({d: words(directions.get(d, ())) for d in Direction}, words(no_trump),
                   words(passes), words(doubled), words(redoubled),
                   letters(ranks, lower=False), letters(suits, lower=True))

    def direction(self, token: str) -> Direction | None:
        """The direction a typed token names, or None.  The language's own words first
        (ru "В" is East), then the Latin letters and names, then a Latin letter typed for
        the Cyrillic one it looks like (bg/ru "C" is С, North; ru "B" is В, East) or a
        Cyrillic one typed for a Latin letter (Cyrillic "Е" is E)."""
        norm = token.strip().upper()
        if not norm:
            return None
        for direction, words in self.directions.items():
            if norm in (w.upper() for w in words):
                return direction
        latin = {"N": Direction.N, "NORTH": Direction.N, "E": Direction.E,
                 "EAST": Direction.E, "S": Direction.S, "SOUTH": Direction.S,
                 "W": Direction.W, "WEST": Direction.W}
        if norm in latin:
            return latin[norm]
        cyrillic = "".join(_LATIN_LOOKALIKES.get(ch, ch) for ch in norm)
        if cyrillic != norm:
            for direction, words in self.directions.items():
                if cyrillic in (w.upper() for w in words):
                    return direction
        return latin.get(_latin(norm))

    def letters(self) -> str:
        """The first word of each direction, N E S W (``"С, И, Ю, З"``), for messages."""
        return ", ".join(self.directions[d][0] for d in Direction if self.directions.get(d))


#: No words of any language: only N E S W, NT, PASS, X, XX and the suit symbols.
LATIN_WORDS: Final = EntryWords({d: () for d in Direction})


def parse_direction(text: str, words: EntryWords | None = None) -> Direction:
    """A direction typed in the app's language or in Latin letters (:class:`EntryWords`)."""
    found = (words or LATIN_WORDS).direction(text)
    if found is None:
        return Direction.parse(text)  # the precise refusal
    return found


def canonical_contract(text: str, words: EntryWords | None = None) -> str:
    """A contract typed in the app's language as the Latin notation :meth:`Contract.parse`
    reads (``"3БК"`` → ``"3NT"``, ``"4Ск"`` → ``"4CX"``, ``"пас"`` → ``"PASS"``).

    Text that cannot be read is returned unchanged, so the refusal names what was typed.
    A Cyrillic "Н" alone (hearts' look-alike, or N for no-trump?) is refused as ambiguous.
    """
    words = words or LATIN_WORDS
    norm = _normalise(text).replace(" ", "")
    if norm in _PASS_WORDS or norm in words.passes:
        return "PASS"
    digits = _LEADING_DIGITS.match(norm)
    assert digits is not None
    if not digits[0]:
        return text
    rest = norm[digits.end():]
    mark = ""
    marks = sorted([(w, "XX") for w in (*words.redoubled, *_REDOUBLED, "ХХ", "РК")]
                   + [(w, "X") for w in (*words.doubled, *_DOUBLED, "Х", "К")],
                   key=lambda pair: -len(pair[0]))
    for word, value in marks:
        if rest.endswith(word) and len(rest) > len(word):
            candidate = rest[: -len(word)]
            if _strain_word(candidate, words) is not None:
                rest, mark = candidate, value
                break
    strain = _strain_word(rest, words)
    if strain is None:
        if rest == "Н":
            raise InputError(f'"{text}": "Н" could be hearts (H) or no-trump (N): type H or '
                             "♥ for hearts, NT for no-trump", "strain_ambiguous",
                             {"text": text})
        return text
    return f"{digits[0]}{strain}{mark}"


def _strain_word(text: str, words: EntryWords) -> str | None:
    """The Latin strain letter(s) a typed strain stands for, or None."""
    if text in words.no_trump or text in ("NT", "N", "BK", "БК"):
        return "NT"
    if text in ("C", "D", "H", "S"):
        return text
    latin = _latin(text)
    if latin == "HT":  # Cyrillic "НТ" for NT
        return "NT"
    if latin in ("C", "H") and text != "Н":
        return latin
    return None


def canonical_entry(text: str, words: EntryWords | None = None) -> str:
    """A fast-entry result typed in the app's language (``"4♠ С 10"``, ``"3БК Ю +1"``,
    ``"пас"``) as the Latin entry (``"4S N 10"``, ``"3NT S +1"``, ``"PASS"``).

    Parts that cannot be read are kept as typed, so that the refusal names them.
    """
    parts = text.split()
    if not parts:
        return text
    words = words or LATIN_WORDS
    parts[0] = canonical_contract(parts[0], words)
    if len(parts) >= 3:
        found = words.direction(parts[1])
        if found is not None:
            parts[1] = found.name
        parts[2] = parts[2].replace("−", "-")
    # Honours after the result (``H NS100``): Cyrillic Н for H, the line as the screen
    # writes it (the two directions' letters: bg СЮ / ИЗ, ru СЮ / ВЗ).
    start = 3 if len(parts) >= 3 else 1
    parts[start:] = [_canonical_honours(part, words) for part in parts[start:]]
    return " ".join(parts)


def _canonical_honours(token: str, words: EntryWords) -> str:
    norm = token.strip().upper()
    if _latin(norm) in ("H", "HON"):
        return _latin(norm)
    for line, (one, other) in ((Line.NS, (Direction.N, Direction.S)),
                               (Line.EW, (Direction.E, Direction.W))):
        for first in words.directions.get(one, ())[:1]:
            for second in words.directions.get(other, ())[:1]:
                for name in (first + second, second + first):
                    if norm.startswith(name.upper()) and norm[len(name):].isdigit():
                        return line.value + norm[len(name):]
    return token


def canonical_call(text: str, words: EntryWords | None = None) -> str:
    """A call typed in the app's language as the Latin notation :meth:`Call.parse` reads
    (``"пас"`` → ``"P"``, ``"к"`` → ``"X"``, ``"рк"`` → ``"XX"``, ``"2БК"`` → ``"2NT"``)."""
    words = words or LATIN_WORDS
    norm = _normalise(text)
    if norm in words.passes or norm in ("ПАС", "П"):
        return "P"
    if norm in words.redoubled or norm in ("ХХ", "РК"):
        return "XX"
    if norm in words.doubled or norm in ("Х", "К"):
        return "X"
    if _LEADING_DIGITS.match(norm) and norm[:1].isdigit():
        converted = canonical_contract(norm, words)
        return converted if converted != "PASS" else text
    return text


#: Cyrillic letters typed for the Latin rank letters they look like (Т is not among
#: them: it is the ace in Russian notation, and refused as ambiguous where the language
#: does not say so)
_RANK_LOOKALIKES: Final = {"А": "A", "К": "K"}
#: Cyrillic letters typed for the Latin suit letters they look like (С, Н: C, H)
_SUIT_LOOKALIKES: Final = {"С": "C", "Н": "H"}
_AMBIGUOUS_TEN: Final = "Т"


def canonical_card(text: str, words: EntryWords | None = None) -> str:
    """A card typed in the app's language as the Latin notation :meth:`Card.parse`
    reads: ru ``"♠Д"`` → ``"SQ"``, ``"пК"`` → ``"SK"``, ``"Т♥"`` → ``"HA"``, ``"ч10"`` →
    ``"HT"``; Cyrillic look-alikes of Latin letters (``"♥К"``, ``"СА"``) as those.

    The suit goes first or last; the language's suit letters are lower case and its rank
    letters upper case when the same letter is both (ru "тТ" is the ace of clubs).  Text
    that cannot be read is returned unchanged, so that the refusal names what was typed.
    A Cyrillic "Т" where the language has no such rank letter (the ace in Russian, the
    ten's look-alike elsewhere) is refused as ambiguous.
    """
    words = words or LATIN_WORDS
    norm = "".join(text.split()).replace("\ufe0f", "").replace("\ufe0e", "")
    if len(norm) < 2:
        return text
    readings: set[tuple[str, str]] = set()
    ambiguous = False
    for suit_part, rank_part in ((norm[0], norm[1:]), (norm[-1], norm[:-1])):
        suit = _suit_letter(suit_part, words)
        rank = _rank_letter(rank_part, words) if suit is not None else None
        if rank == _AMBIGUOUS_TEN:
            ambiguous = True
        elif suit is not None and rank is not None:
            readings.add((suit, rank))
    if len(readings) == 1:
        suit, rank = readings.pop()
        return suit + rank
    if ambiguous and not readings:
        raise InputError(f'"{text}": "Т" could be the ace (туз) or the ten (T): type A '
                         "for the ace, 10 for the ten", "rank_ambiguous", {"text": text})
    return text


def _suit_letter(char: str, words: EntryWords) -> str | None:
    """The Latin suit letter a typed character stands for, or None."""
    if char in _SUIT_SYMBOLS:
        return _SUIT_SYMBOLS[char]
    if char.upper() in ("S", "H", "D", "C"):
        return char.upper()
    for suit, letters in words.suits.items():
        if char in letters or (char.lower() in letters
                               and _rank_letter(char, words) is None):
            return suit.name
    return _SUIT_LOOKALIKES.get(char.upper())


def _rank_letter(text: str, words: EntryWords) -> str | None:
    """The Latin rank letter typed text stands for, :data:`_AMBIGUOUS_TEN`, or None."""
    if text == "10":
        return "T"
    if len(text) != 1:
        return None
    upper = text.upper()
    if upper in RANKS:
        return upper
    for rank, letters in words.ranks.items():
        if upper in letters:
            if text != upper and any(text in suit for suit in words.suits.values()):
                return None  # in lower case the letter is the language's suit
            return rank.letter
    if upper == _AMBIGUOUS_TEN:
        return _AMBIGUOUS_TEN
    return _RANK_LOOKALIKES.get(upper)
