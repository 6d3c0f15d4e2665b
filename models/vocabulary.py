"""Bridge vocabulary: small types that parse and format themselves.

Every ``parse`` refuses bad input with :class:`InputError` whose message names the
offending text and what is wrong with it (``'"8S": level must be 1-7'``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum, IntEnum
from typing import Final, Self

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


class _Named(IntEnum):
    """An ordered bridge word written by its member's name (``N``, ``S``, ``NT``)."""

    def __str__(self) -> str:
        return self.name


class Direction(_Named):
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


class Sides(Enum):
    """Two sides facing each other (the lines, the teams): each is the other's ``other``,
    and its value is how it is written."""

    _value_: str

    @property
    def other(self) -> Self:
        first, second = type(self)
        return second if self is first else first

    def __str__(self) -> str:
        return self._value_


class Line(Sides):
    """A partnership line: North-South or East-West."""

    NS = "NS"
    EW = "EW"

    @property
    def directions(self) -> tuple[Direction, Direction]:
        return (Direction.N, Direction.S) if self is Line.NS else (Direction.E, Direction.W)


class Suit(_Named):
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


class Strain(_Named):
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

    @property
    def trump(self) -> Suit | None:
        """The suit that is trumps (None at no-trump)."""
        return None if self is Strain.NT else Suit(int(self))

    @classmethod
    def parse(cls, text: str) -> Strain:
        norm = _normalise(text)
        if norm in ("N", "NT", "BK"):
            return cls.NT
        if norm in ("C", "D", "H", "S"):
            return cls[norm]
        raise InputError(f'"{text}": strain must be C, D, H, S or NT', "strain",
                         {"text": text})


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
