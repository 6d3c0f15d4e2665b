"""Bridge vocabulary: small types that parse and format themselves.

Every ``parse`` refuses bad input with :class:`InputError` whose message names the
offending text and what is wrong with it (``'"8S": level must be 1-7'``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum, IntEnum
from typing import Any, Final

from models.errors import InputError

_SUIT_SYMBOLS: Final = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}
#: ASCII digits only: ``str.isdigit`` also accepts "²" and other digits ``int`` refuses.
_DIGITS: Final = re.compile(r"[0-9]+", re.ASCII)
_LEADING_DIGITS: Final = re.compile(r"[0-9]*", re.ASCII)


def _normalise(text: str) -> str:
    """Upper-case, strip, and turn suit symbols into letters."""
    out = text.strip().upper()
    for symbol, letter in _SUIT_SYMBOLS.items():
        out = out.replace(symbol, letter)
    # The variation selectors some keyboards add after suit symbols.
    return out.replace("\ufe0f", "").replace("\ufe0e", "")


class Direction(IntEnum):
    """A seat at the table, in clockwise order N, E, S, W."""

    N = 0
    E = 1
    S = 2
    W = 3

    @property
    def next(self) -> Direction:
        """The next seat clockwise (left-hand opponent)."""
        return Direction((self + 1) % 4)

    lho = next

    @property
    def partner(self) -> Direction:
        return Direction((self + 2) % 4)

    @property
    def rho(self) -> Direction:
        return Direction((self + 3) % 4)

    @property
    def line(self) -> Line:
        return Line.NS if self in (Direction.N, Direction.S) else Line.EW

    @property
    def letter(self) -> str:
        return self.name

    @classmethod
    def parse(cls, text: str) -> Direction:
        norm = text.strip().upper()
        names = {"N": cls.N, "NORTH": cls.N, "E": cls.E, "EAST": cls.E,
                 "S": cls.S, "SOUTH": cls.S, "W": cls.W, "WEST": cls.W}
        if norm not in names:
            raise InputError(f'"{text}": direction must be N, E, S or W', "direction",
                             {"text": text})
        return names[norm]

    def __str__(self) -> str:
        return self.name


class Line(Enum):
    """A partnership line: North-South or East-West."""

    NS = "NS"
    EW = "EW"

    @property
    def other(self) -> Line:
        return Line.EW if self is Line.NS else Line.NS

    @property
    def directions(self) -> tuple[Direction, Direction]:
        return (Direction.N, Direction.S) if self is Line.NS else (Direction.E, Direction.W)

    def __str__(self) -> str:
        return self.value


class Suit(IntEnum):
    """Suits, ranked for the seat draw: spades highest."""

    C = 0
    D = 1
    H = 2
    S = 3

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.D, Suit.H)

    @classmethod
    def parse(cls, text: str) -> Suit:
        norm = _normalise(text)
        if norm not in ("C", "D", "H", "S"):
            raise InputError(f'"{text}": suit must be one of S, H, D, C (or ♠♥♦♣)', "suit",
                             {"text": text})
        return cls[norm]

    def __str__(self) -> str:
        return self.name


class Strain(IntEnum):
    """The denomination of a bid: the four suits and no-trump, in bidding order."""

    C = 0
    D = 1
    H = 2
    S = 3
    NT = 4

    @property
    def symbol(self) -> str:
        return "NT" if self is Strain.NT else "♣♦♥♠"[self]

    @property
    def is_minor(self) -> bool:
        return self in (Strain.C, Strain.D)

    @classmethod
    def parse(cls, text: str) -> Strain:
        norm = _normalise(text)
        if norm in ("N", "NT", "BK"):
            return cls.NT
        if norm in ("C", "D", "H", "S"):
            return cls[norm]
        raise InputError(f'"{text}": strain must be C, D, H, S or NT', "strain",
                         {"text": text})

    def __str__(self) -> str:
        return self.name


RANKS: Final = "23456789TJQKA"


class Rank(IntEnum):
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        return RANKS[self - 2]

    @classmethod
    def parse(cls, text: str) -> Rank:
        norm = text.strip().upper()
        if norm == "10":
            norm = "T"
        if len(norm) != 1 or norm not in RANKS:
            raise InputError(f'"{text}": rank must be one of 2-9, T (or 10), J, Q, K, A',
                             "rank", {"text": text})
        return cls(RANKS.index(norm) + 2)

    def __str__(self) -> str:
        return self.letter


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """A playing card. Ordered by rank, then suit (♠ > ♥ > ♦ > ♣): the seat-draw order."""

    rank: Rank
    suit: Suit

    @classmethod
    def parse(cls, text: str) -> Card:
        """Accept ``HK``, ``♥K``, ``KH``, ``K♥``, ``H10``."""
        norm = _normalise(text)
        if len(norm) < 2:
            raise InputError(f'"{text}": a card is a suit and a rank, like HK or ♥K',
                             "card", {"text": text})
        if norm[0] in "SHDC" and not (len(norm) == 2 and norm[1] in "SHDC"):
            suit, rank = norm[0], norm[1:]
        elif norm[-1] in "SHDC":
            suit, rank = norm[-1], norm[:-1]
        else:
            raise InputError(f'"{text}": a card is a suit and a rank, like HK or ♥K',
                             "card", {"text": text})
        try:
            return cls(Rank.parse(rank), Suit.parse(suit))
        except InputError:
            raise InputError(
                f'"{text}": rank "{rank}" must be one of 2-9, T (or 10), J, Q, K, A',
                "card_rank", {"text": text, "rank": rank}) from None

    def __str__(self) -> str:
        return f"{self.suit.name}{self.rank.letter}"

    @property
    def display(self) -> str:
        return f"{self.suit.symbol}{self.rank.letter}"


def full_deck() -> list[Card]:
    return [Card(rank, suit) for suit in Suit for rank in Rank]


class Doubling(IntEnum):
    NONE = 1
    DOUBLED = 2
    REDOUBLED = 4

    @property
    def suffix(self) -> str:
        return {1: "", 2: "X", 4: "XX"}[self.value]


@dataclass(frozen=True, slots=True)
class Contract:
    """A final contract, or ``None`` level for a passed-out deal (``Contract.PASS``)."""

    level: int
    strain: Strain
    doubling: Doubling = Doubling.NONE

    def __post_init__(self) -> None:
        if not 1 <= self.level <= 7:
            raise InputError(f"level {self.level}: level must be 1-7", "level",
                             {"text": str(self.level)})

    @classmethod
    def parse(cls, text: str) -> Contract | None:
        """Parse ``4S``, ``4♠``, ``3NT``, ``3N``, ``7CXX``, ``4HX``; ``PASS`` gives None."""
        norm = _normalise(text).replace(" ", "")
        if norm in ("PASS", "P", "AP", "PASSED", "ПАС"):
            return None
        if not norm:
            raise InputError('"": a contract is needed, like 4S, 3NT, 7CXX or PASS',
                             "contract_missing")
        digits = _LEADING_DIGITS.match(norm)
        assert digits is not None  # "[0-9]*" matches every string
        if not digits[0]:
            raise InputError(f'"{text}": a contract starts with its level 1-7, or is PASS',
                             "contract_start", {"text": text})
        level = int(digits[0]) if len(digits[0]) <= 2 else 0
        if not 1 <= level <= 7:
            raise InputError(f'"{text}": level must be 1-7', "level", {"text": text})
        rest = norm[digits.end():]
        doubling = Doubling.NONE
        for suffix, value in (("XX", Doubling.REDOUBLED), ("R", Doubling.REDOUBLED),
                              ("X", Doubling.DOUBLED), ("D", Doubling.DOUBLED)):
            if rest.endswith(suffix) and len(rest) > len(suffix):
                candidate = rest[: -len(suffix)]
                if suffix == "D" and candidate == "":
                    continue
                rest, doubling = candidate, value
                break
        if rest == "":
            raise InputError(f'"{text}": strain missing after the level (C, D, H, S or NT)',
                             "strain_missing", {"text": text})
        try:
            strain = Strain.parse(rest)
        except InputError:
            raise InputError(
                f'"{text}": strain "{rest}" must be C, D, H, S or NT, '
                "optionally followed by X or XX", "strain_bad", {"text": text, "strain": rest}
            ) from None
        return cls(level, strain, doubling)

    @property
    def tricks_needed(self) -> int:
        return self.level + 6

    def __str__(self) -> str:
        return f"{self.level}{self.strain.name}{self.doubling.suffix}"

    @property
    def display(self) -> str:
        return f"{self.level}{self.strain.symbol}{self.doubling.suffix}"


#: The most digits a number typed or read from a file may have (no field of a match
#: needs more; a bound keeps Python's int() from ever seeing a 5,000-digit number).
MAX_DIGITS: Final = 9


def parse_number(text: str | int, what: str, low: int, high: int) -> int:
    """The one rule for numbers read from input: ASCII digits only (no "²" or "١٠"),
    at most :data:`MAX_DIGITS` of them, within ``low``-``high``; else :class:`InputError`
    saying what and which range."""
    if isinstance(text, bool):
        raise InputError(f'{what}: "{text}" is not a number {low}-{high}', "number",
                         {"what": what, "text": str(text), "low": low, "high": high})
    if isinstance(text, int):
        value = text
    else:
        norm = text.strip()
        if not _DIGITS.fullmatch(norm) or len(norm) > MAX_DIGITS:
            shown = norm if len(norm) <= 20 else norm[:20] + "…"
            raise InputError(f'{what}: "{shown}" is not a number {low}-{high}', "number",
                             {"what": what, "text": shown, "low": low, "high": high})
        value = int(norm)
    if not low <= value <= high:
        raise InputError(f"{what}: {value} is not a number {low}-{high}", "number",
                         {"what": what, "text": str(value), "low": low, "high": high})
    return value


def format_contract(contract: Contract | None) -> str:
    return "PASS" if contract is None else str(contract)


def parse_tricks(text: str | int, contract: Contract) -> int:
    """Tricks taken by declarer: absolute ``0``-``13`` or relative ``=``, ``+1``, ``-2``."""
    if isinstance(text, bool):
        raise InputError(f'"{text}": tricks must be a number 0-13 or =, +N, -N', "tricks",
                         {"text": str(text)})
    if isinstance(text, int):
        tricks = text
        if not 0 <= tricks <= 13:
            raise InputError(f'"{text}": tricks taken must be 0-13', "tricks_range",
                         {"text": str(text)})
        return tricks
    norm = text.strip()
    if norm in ("=", "==", "m", "M"):
        return contract.tricks_needed
    if norm[:1] in ("+", "-", "−"):
        sign = -1 if norm[0] in "-−" else 1
        digits = norm[1:]
        if not _DIGITS.fullmatch(digits) or len(digits) > 2:
            raise InputError(f'"{text}": a relative result is =, +N or -N (N up to 13)',
                             "tricks_relative", {"text": text})
        tricks = contract.tricks_needed + sign * int(digits)
        if not 0 <= tricks <= 13:
            raise InputError(
                f'"{text}": {contract} needs {contract.tricks_needed} tricks, '
                f"so {text} would be {tricks} tricks (must be 0-13)", "tricks_relative_range",
                {"text": text, "contract": contract, "needed": contract.tricks_needed,
                 "tricks": tricks})
        return tricks
    if not _DIGITS.fullmatch(norm):
        raise InputError(f'"{text}": tricks must be a number 0-13 or =, +N, -N', "tricks",
                         {"text": str(text)})
    tricks = int(norm) if len(norm) <= 2 else 99
    if not 0 <= tricks <= 13:
        raise InputError(f'"{text}": tricks taken must be 0-13', "tricks_range",
                         {"text": str(text)})
    return tricks


def format_result(contract: Contract, tricks: int) -> str:
    """Relative notation: ``=``, ``+1``, ``-2``."""
    diff = tricks - contract.tricks_needed
    return "=" if diff == 0 else f"{diff:+d}"


class Vulnerability(Enum):
    """Board vulnerability: none, NS, EW or both."""

    NONE = "None"
    NS = "NS"
    EW = "EW"
    BOTH = "All"

    def is_vulnerable(self, line: Line) -> bool:
        return self is Vulnerability.BOTH or self.value == line.value

    def __str__(self) -> str:
        return self.value


class Hand(frozenset[Card]):
    """The cards one player holds (13 in a complete deal)."""

    @classmethod
    def parse(cls, text: str) -> Hand:
        """PBN hand notation ``spades.hearts.diamonds.clubs``, e.g. ``AKQ.J2.T987.5432``."""
        norm = text.strip().upper().replace("10", "T")
        parts = norm.split(".")
        if len(parts) != 4:
            raise InputError(
                f'"{text}": a hand is four suits separated by dots, spades first',
                "hand_suits", {"text": text}
            )
        cards: list[Card] = []
        for suit, holding in zip((Suit.S, Suit.H, Suit.D, Suit.C), parts, strict=True):
            for char in holding:
                if char == "-":
                    continue
                if char not in RANKS:
                    raise InputError(f'"{text}": "{char}" in {suit.symbol} is not a rank',
                                     "hand_rank", {"text": text, "char": char,
                                                   "suit": suit.symbol})
                card = Card(Rank.parse(char), suit)
                if card in cards:
                    raise InputError(f'"{text}": {card.display} appears twice',
                                     "hand_twice", {"text": text, "card": card})
                cards.append(card)
        return cls(cards)

    def holding(self, suit: Suit) -> str:
        ranks = sorted((c.rank for c in self if c.suit is suit), reverse=True)
        return "".join(r.letter for r in ranks)

    def to_pbn(self) -> str:
        return ".".join(self.holding(s) for s in (Suit.S, Suit.H, Suit.D, Suit.C))

    def __str__(self) -> str:
        return self.to_pbn()


class CallKind(Enum):
    BID = "bid"
    PASS = "pass"
    DOUBLE = "X"
    REDOUBLE = "XX"


@dataclass(frozen=True, slots=True)
class Call:
    """One call of an auction: a bid, pass, double or redouble."""

    kind: CallKind
    level: int = 0
    strain: Strain = Strain.C

    @classmethod
    def bid(cls, level: int, strain: Strain) -> Call:
        if not 1 <= level <= 7:
            raise InputError(f"level {level}: level must be 1-7", "level",
                             {"text": str(level)})
        return cls(CallKind.BID, level, strain)

    @classmethod
    def parse(cls, text: str) -> Call:
        norm = _normalise(text)
        if norm in ("P", "PASS", "-"):
            return cls(CallKind.PASS)
        if norm in ("X", "D", "DBL", "DOUBLE"):
            return cls(CallKind.DOUBLE)
        if norm in ("XX", "R", "RDBL", "REDOUBLE"):
            return cls(CallKind.REDOUBLE)
        digits = _LEADING_DIGITS.match(norm)
        assert digits is not None  # "[0-9]*" matches every string
        if not digits[0]:
            raise InputError(f'"{text}": a call is a bid like 1S or 3NT, P, X or XX', "call",
                             {"text": text})
        level = int(digits[0]) if len(digits[0]) <= 2 else 0
        if not 1 <= level <= 7:
            raise InputError(f'"{text}": level must be 1-7', "level", {"text": text})
        try:
            strain = Strain.parse(norm[digits.end():])
        except InputError:
            raise InputError(f'"{text}": strain must be C, D, H, S or NT', "strain",
                             {"text": text}) from None
        return cls.bid(level, strain)

    @property
    def rank(self) -> int:
        """Bids in bidding order: 1C = 0 … 7NT = 34."""
        return (self.level - 1) * 5 + int(self.strain)

    def __str__(self) -> str:
        if self.kind is CallKind.BID:
            return f"{self.level}{self.strain.name}"
        return {CallKind.PASS: "Pass", CallKind.DOUBLE: "X", CallKind.REDOUBLE: "XX"}[self.kind]


@dataclass(frozen=True, slots=True)
class Deal:
    """The four hands of a deal (a complete deal: 52 distinct cards, 13 each)."""

    hands: tuple[Hand, Hand, Hand, Hand]  # indexed by Direction (N, E, S, W)

    def __post_init__(self) -> None:
        problems = deal_problems(self.hands)
        if problems:
            raise InputError("; ".join(problems))

    def __getitem__(self, direction: Direction) -> Hand:
        return self.hands[direction]

    def holder(self, card: Card) -> Direction:
        for direction in Direction:
            if card in self.hands[direction]:
                return direction
        raise InputError(f"{card.display} is in no hand")  # unreachable for a full deal

    @classmethod
    def parse(cls, text: str) -> Deal:
        """PBN deal notation ``N:hand hand hand hand`` (first seat, then clockwise)."""
        norm = text.strip()
        if len(norm) < 2 or norm[1] != ":":
            raise InputError(f'"{text}": a deal starts with the first seat, like "N:"')
        first = Direction.parse(norm[0])
        parts = norm[2:].split()
        if len(parts) != 4:
            raise InputError(f'"{text}": a deal has four hands, {len(parts)} given')
        hands: list[Hand] = [Hand()] * 4
        for offset, part in enumerate(parts):
            hands[(first + offset) % 4] = Hand.parse(part)
        return cls((hands[0], hands[1], hands[2], hands[3]))

    def to_pbn(self, first: Direction = Direction.N) -> str:
        seats = [Direction((first + i) % 4) for i in range(4)]
        return f"{first.name}:" + " ".join(self.hands[d].to_pbn() for d in seats)


def deal_problems(hands: tuple[Hand, ...]) -> list[str]:
    """What keeps four hands from being a deal: counts, doubled and missing cards."""
    return hands_problems(dict(zip(Direction, hands, strict=True)), complete=True)


def hands_problems(hands: Mapping[Direction, Hand], complete: bool) -> list[str]:
    """Cards counts other than 13 and cards held twice; with ``complete`` also missing cards."""
    ordered = sorted(hands.items())
    problems = [f"{d.name} has {len(h)} cards, not 13" for d, h in ordered if len(h) != 13]
    seen: dict[Card, Direction] = {}
    doubled: list[str] = []
    for direction, hand in ordered:
        for card in sorted(hand, reverse=True):
            if card in seen:
                doubled.append(f"{card.display} ({seen[card].name} and {direction.name})")
            else:
                seen[card] = direction
    if doubled:
        problems.append("doubled: " + ", ".join(doubled))
    if complete:
        missing = [c.display for c in sorted(full_deck(), reverse=True) if c not in seen]
        if missing:
            problems.append("missing: " + " ".join(missing))
    return problems


# -- entry in the app's language ---------------------------------------------------------------

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
