"""Bridge vocabulary: parsing and formatting, and readable refusals of bad input."""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from models.entry import (
    LATIN_WORDS,
    EntryWords,
    canonical_call,
    canonical_card,
    canonical_contract,
    canonical_entry,
    parse_direction,
)
from models.errors import InputError
from models.match import TableResult
from models.vocabulary import (
    Call,
    CallKind,
    Card,
    Contract,
    Deal,
    Direction,
    Doubling,
    Hand,
    Line,
    Rank,
    Strain,
    Suit,
    Vulnerability,
    deal_problems,
    format_contract,
    format_result,
    full_deck,
    parse_tricks,
)

# -- directions, suits, strains, ranks ---------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [("N", Direction.N), ("e", Direction.E), (" south ", Direction.S), ("West", Direction.W),
     ("NORTH", Direction.N)],
)
def test_direction_parse(text: str, expected: Direction) -> None:
    assert Direction.parse(text) is expected


def test_direction_neighbours_and_lines() -> None:
    assert [d.next for d in Direction] == [Direction.E, Direction.S, Direction.W, Direction.N]
    assert Direction.N.lho is Direction.E
    assert [d.partner for d in Direction] == [Direction.S, Direction.W, Direction.N, Direction.E]
    assert [d.rho for d in Direction] == [Direction.W, Direction.N, Direction.E, Direction.S]
    assert [d.line for d in Direction] == [Line.NS, Line.EW, Line.NS, Line.EW]
    assert Line.NS.other is Line.EW and Line.EW.other is Line.NS
    assert Line.NS.directions == (Direction.N, Direction.S)
    assert Line.EW.directions == (Direction.E, Direction.W)
    assert str(Direction.W) == "W" and str(Line.EW) == "EW"


@pytest.mark.parametrize(
    ("text", "expected"),
    [("S", Suit.S), ("♠", Suit.S), ("h", Suit.H), ("♥", Suit.H), ("♦", Suit.D),
     ("♣", Suit.C), ("♥\ufe0f", Suit.H)],
)
def test_suit_parse(text: str, expected: Suit) -> None:
    assert Suit.parse(text) is expected


def test_suit_order_and_symbols() -> None:
    assert Suit.S > Suit.H > Suit.D > Suit.C
    assert "".join(s.symbol for s in (Suit.S, Suit.H, Suit.D, Suit.C)) == "♠♥♦♣"
    assert [s.is_red for s in Suit] == [False, True, True, False]


@pytest.mark.parametrize(
    ("text", "expected"),
    [("C", Strain.C), ("♦", Strain.D), ("h", Strain.H), ("♠", Strain.S), ("NT", Strain.NT),
     ("N", Strain.NT), ("nt", Strain.NT)],
)
def test_strain_parse(text: str, expected: Strain) -> None:
    assert Strain.parse(text) is expected


def test_strain_symbols() -> None:
    assert [s.symbol for s in Strain] == ["♣", "♦", "♥", "♠", "NT"]
    assert [s.is_minor for s in Strain] == [True, True, False, False, False]


@pytest.mark.parametrize(("text", "rank"), [("2", Rank.TWO), ("T", Rank.TEN), ("10", Rank.TEN),
                                            ("j", Rank.JACK), ("A", Rank.ACE)])
def test_rank_parse(text: str, rank: Rank) -> None:
    assert Rank.parse(text) is rank


# -- cards -------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["HK", "♥K", "KH", "K♥", "hk", " ♥k ", "♥️K"])
def test_card_parse_king_of_hearts(text: str) -> None:
    assert Card.parse(text) == Card(Rank.KING, Suit.H)


@pytest.mark.parametrize(("text", "card"), [("H10", Card(Rank.TEN, Suit.H)),
                                            ("10H", Card(Rank.TEN, Suit.H)),
                                            ("ST", Card(Rank.TEN, Suit.S)),
                                            ("S2", Card(Rank.TWO, Suit.S)),
                                            ("CA", Card(Rank.ACE, Suit.C))])
def test_card_parse_more(text: str, card: Card) -> None:
    assert Card.parse(text) == card


def test_card_format_round_trip_whole_deck() -> None:
    deck = full_deck()
    assert len(deck) == 52 and len(set(deck)) == 52
    for card in deck:
        assert Card.parse(str(card)) == card
        assert Card.parse(card.display) == card
    assert str(Card(Rank.KING, Suit.H)) == "HK"
    assert Card(Rank.KING, Suit.H).display == "♥K"


def test_card_order_rank_then_suit() -> None:
    assert Card.parse("SK") > Card.parse("HK") > Card.parse("DK") > Card.parse("CK")
    assert Card.parse("C3") > Card.parse("S2")
    assert max(full_deck()) == Card.parse("SA")
    assert min(full_deck()) == Card.parse("C2")


# -- contracts ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "level", "strain", "doubling"),
    [
        ("4S", 4, Strain.S, Doubling.NONE),
        ("4♠", 4, Strain.S, Doubling.NONE),
        ("3NT", 3, Strain.NT, Doubling.NONE),
        ("3N", 3, Strain.NT, Doubling.NONE),
        ("7CXX", 7, Strain.C, Doubling.REDOUBLED),
        ("4HX", 4, Strain.H, Doubling.DOUBLED),
        ("4hx", 4, Strain.H, Doubling.DOUBLED),
        ("3nt", 3, Strain.NT, Doubling.NONE),
        (" 4 S X ", 4, Strain.S, Doubling.DOUBLED),
        ("4 ♥ XX", 4, Strain.H, Doubling.REDOUBLED),
        ("1D", 1, Strain.D, Doubling.NONE),
        ("1DD", 1, Strain.D, Doubling.DOUBLED),
        ("2♦X", 2, Strain.D, Doubling.DOUBLED),
        ("6NTXX", 6, Strain.NT, Doubling.REDOUBLED),
        ("5CR", 5, Strain.C, Doubling.REDOUBLED),
    ],
)
def test_contract_parse(text: str, level: int, strain: Strain, doubling: Doubling) -> None:
    assert Contract.parse(text) == Contract(level, strain, doubling)


@pytest.mark.parametrize("text", ["PASS", "pass", "P", "p", " Pass ", "AP", "пас"])
def test_contract_pass(text: str) -> None:
    assert Contract.parse(text) is None


def test_contract_format_round_trip_every_contract() -> None:
    for level in range(1, 8):
        for strain in Strain:
            for doubling in Doubling:
                contract = Contract(level, strain, doubling)
                assert Contract.parse(str(contract)) == contract
                assert Contract.parse(contract.display) == contract
                assert Contract.parse(format_contract(contract)) == contract
    assert format_contract(None) == "PASS"
    assert str(Contract(7, Strain.C, Doubling.REDOUBLED)) == "7CXX"
    assert Contract(3, Strain.NT).display == "3NT"
    assert Contract(4, Strain.S, Doubling.DOUBLED).display == "4♠X"
    assert Contract(4, Strain.S).tricks_needed == 10


# -- results -----------------------------------------------------------------------

FOUR_SPADES = Contract(4, Strain.S)


@pytest.mark.parametrize("tricks", range(14))
def test_tricks_absolute(tricks: int) -> None:
    assert parse_tricks(str(tricks), FOUR_SPADES) == tricks
    assert parse_tricks(tricks, FOUR_SPADES) == tricks
    relative = format_result(FOUR_SPADES, tricks)
    assert parse_tricks(relative, FOUR_SPADES) == tricks


@pytest.mark.parametrize(("text", "tricks"), [("=", 10), ("+1", 11), ("+3", 13), ("-2", 8),
                                              ("−1", 9), ("-10", 0), (" 10 ", 10)])
def test_tricks_relative(text: str, tricks: int) -> None:
    assert parse_tricks(text, FOUR_SPADES) == tricks


def test_format_result() -> None:
    assert format_result(FOUR_SPADES, 10) == "="
    assert format_result(FOUR_SPADES, 11) == "+1"
    assert format_result(FOUR_SPADES, 8) == "-2"


# -- calls, hands, deals -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "call"),
    [("1S", Call.bid(1, Strain.S)), ("3nt", Call.bid(3, Strain.NT)), ("7♥", Call.bid(7, Strain.H)),
     ("P", Call(CallKind.PASS)), ("Pass", Call(CallKind.PASS)), ("X", Call(CallKind.DOUBLE)),
     ("XX", Call(CallKind.REDOUBLE)), ("dbl", Call(CallKind.DOUBLE))],
)
def test_call_parse(text: str, call: Call) -> None:
    assert Call.parse(text) == call
    assert Call.parse(str(call)) == call


def test_call_rank_is_bidding_order() -> None:
    bids = [Call.bid(level, strain) for level in range(1, 8) for strain in Strain]
    assert [b.rank for b in bids] == list(range(35))
    assert str(Call.bid(1, Strain.NT)) == "1NT"
    assert str(Call(CallKind.PASS)) == "Pass"


PBN = "N:AKQ.J2.T987.5432 JT98.AKQ3.65.AKQ 7654.T98.AKQ.JT9 32.7654.J432.876"


def test_hand_parse_and_format() -> None:
    hand = Hand.parse("AKQ.J2.T987.5432")
    assert len(hand) == 13
    assert Card.parse("SA") in hand and Card.parse("C2") in hand
    assert hand.to_pbn() == "AKQ.J2.T987.5432"
    assert hand.holding(Suit.D) == "T987"
    assert Hand.parse("akq.j2.10987.5432") == hand
    void = Hand.parse("AKQJT98765432...")
    assert void.to_pbn() == "AKQJT98765432..."
    assert Hand.parse("-.-.-.-") == Hand()


def test_deal_parse_and_format() -> None:
    deal = Deal.parse(PBN)
    assert deal.to_pbn() == PBN
    assert deal.holder(Card.parse("SA")) is Direction.N
    assert deal.holder(Card.parse("HA")) is Direction.E
    assert deal.holder(Card.parse("DA")) is Direction.S
    assert deal.holder(Card.parse("H7")) is Direction.W
    # Another first seat gives the same deal.
    from_east = deal.to_pbn(Direction.E)
    assert from_east.startswith("E:JT98.AKQ3.65.AKQ ")
    assert Deal.parse(from_east) == deal
    assert deal[Direction.S] == Hand.parse("7654.T98.AKQ.JT9")


def test_deal_problems_readable() -> None:
    hands = Deal.parse(PBN).hands
    assert deal_problems(hands) == []
    north = Hand(hands[0] - {Card.parse("SA")})
    west = Hand(hands[3] | {Card.parse("HA")})
    problems = deal_problems((north, hands[1], hands[2], west))
    assert problems == ["N has 12 cards, not 13", "W has 14 cards, not 13",
                        "doubled: ♥A (E and W)", "missing: ♠A"]
    with pytest.raises(InputError, match="N has 12 cards"):
        Deal((north, hands[1], hands[2], west))


def test_vulnerability() -> None:
    assert not Vulnerability.NONE.is_vulnerable(Line.NS)
    assert Vulnerability.NS.is_vulnerable(Line.NS)
    assert not Vulnerability.NS.is_vulnerable(Line.EW)
    assert Vulnerability.EW.is_vulnerable(Line.EW)
    assert Vulnerability.BOTH.is_vulnerable(Line.NS) and Vulnerability.BOTH.is_vulnerable(Line.EW)


# -- bad input: every refusal says what and where ----------------------------------

BAD_INPUTS = [
    (Contract.parse, "8S", '"8S": level must be 1-7'),
    (Contract.parse, "0NT", '"0NT": level must be 1-7'),
    (Contract.parse, "10S", '"10S": level must be 1-7'),
    (Contract.parse, "", "a contract is needed"),
    (Contract.parse, "S4", '"S4": a contract starts with its level 1-7, or is PASS'),
    (Contract.parse, "4", '"4": strain missing after the level'),
    (Contract.parse, "4Z", '"4Z": strain "Z" must be C, D, H, S or NT'),
    (Contract.parse, "4SXXX", '"4SXXX": strain "SX" must be C, D, H, S or NT'),
    (Contract.parse, "²S", '"²S": a contract starts with its level'),
    (Card.parse, "K", '"K": a card is a suit and a rank, like HK or ♥K'),
    (Card.parse, "HX", '"HX": rank "X" must be one of 2-9, T (or 10), J, Q, K, A'),
    (Card.parse, "Z9", '"Z9": a card is a suit and a rank'),
    (Card.parse, "H11", '"H11": rank "11" must be one of'),
    (Direction.parse, "X", '"X": direction must be N, E, S or W'),
    (Suit.parse, "Q", '"Q": suit must be one of S, H, D, C'),
    (Strain.parse, "SX", '"SX": strain must be C, D, H, S or NT'),
    (Rank.parse, "1", '"1": rank must be one of 2-9'),
    (lambda t: parse_tricks(t, FOUR_SPADES), "14", '"14": tricks taken must be 0-13'),
    (lambda t: parse_tricks(t, FOUR_SPADES), "+4",
     '"+4": 4S needs 10 tricks, so +4 would be 14 tricks (must be 0-13)'),
    (lambda t: parse_tricks(t, FOUR_SPADES), "-11", "would be -1 tricks"),
    (lambda t: parse_tricks(t, FOUR_SPADES), "+", '"+": a relative result is =, +N or -N'),
    (lambda t: parse_tricks(t, FOUR_SPADES), "ten", '"ten": tricks must be a number 0-13'),
    (lambda t: parse_tricks(t, FOUR_SPADES), "", "tricks must be a number 0-13"),
    (lambda t: parse_tricks(t, FOUR_SPADES), "²", '"²": tricks must be a number 0-13'),
    (lambda t: parse_tricks(t, FOUR_SPADES), "+99999", "a relative result is"),
    (Call.parse, "8H", '"8H": level must be 1-7'),
    (Call.parse, "Q", '"Q": a call is a bid like 1S or 3NT, P, X or XX'),
    (Call.parse, "1SX", '"1SX": strain must be C, D, H, S or NT'),
    (Hand.parse, "AKQ.J2.T987", "a hand is four suits separated by dots, spades first"),
    (Hand.parse, "AKQ.J2.T987.543Z", '"Z" in ♣ is not a rank'),
    (Hand.parse, "AAK.J2.T987.5432", "♠A appears twice"),
    (Deal.parse, "AKQ.J2.T987.5432", "a deal starts with the first seat"),
    (Deal.parse, "N:AKQ.J2.T987.5432", "a deal has four hands, 1 given"),
    (Deal.parse, "Q:" + PBN[2:], '"Q": direction must be N, E, S or W'),
    (TableResult.parse_entry, "", 'type a result like "4S N 10"'),
    (TableResult.parse_entry, "4S N", "a result is contract, declarer and tricks"),
    (TableResult.parse_entry, "4S Q 10", '"Q": direction must be N, E, S or W'),
    (TableResult.parse_entry, "9S N 10", '"9S": level must be 1-7'),
    (TableResult.parse_entry, "4S", "4S: declarer (N, E, S or W) is missing"),
    (TableResult.parse_entry, "PASS N 10", "a passed-out deal has no declarer"),
]


@pytest.mark.parametrize(("parse", "text", "fragment"), BAD_INPUTS)
def test_bad_input_message(parse: object, text: str, fragment: str) -> None:
    with pytest.raises(InputError) as caught:
        parse(text)  # type: ignore[operator]
    assert fragment in str(caught.value)
    assert caught.value.reason == str(caught.value)


def test_contract_constructor_refuses_level() -> None:
    with pytest.raises(InputError, match="level 8: level must be 1-7"):
        Contract(8, Strain.S)
    with pytest.raises(InputError, match="level 0: level must be 1-7"):
        Call.bid(0, Strain.S)


def test_parse_tricks_refuses_bool_and_out_of_range_int() -> None:
    with pytest.raises(InputError, match="tricks must be a number"):
        parse_tricks(True, FOUR_SPADES)
    with pytest.raises(InputError, match='"14": tricks taken must be 0-13'):
        parse_tricks(14, FOUR_SPADES)


def test_table_result_parse_entry() -> None:
    result = TableResult.parse_entry("4SX N 10")
    assert result == TableResult(Contract(4, Strain.S, Doubling.DOUBLED), Direction.N, 10)
    assert TableResult.parse_entry("3nt s +1").tricks == 10
    assert TableResult.parse_entry("PASS") == TableResult(None)
    assert TableResult.parse_entry("  4♥  w  -2 ").tricks == 8


# -- never a crash -----------------------------------------------------------------

TEXT = st.text(
    alphabet=st.sampled_from("0123456789SHDCNTXPRAKQJ shdcntxpr♠♥♦♣+-=−²٣\ufe0f.:ПАС")
    | st.characters(),
    max_size=12,
)


@settings(max_examples=300, deadline=None)
@given(TEXT)
def test_contract_parse_never_crashes(text: str) -> None:
    try:
        contract = Contract.parse(text)
    except InputError:
        return
    if contract is not None:
        assert 1 <= contract.level <= 7
        assert Contract.parse(str(contract)) == contract


@settings(max_examples=300, deadline=None)
@given(TEXT)
def test_card_parse_never_crashes(text: str) -> None:
    try:
        card = Card.parse(text)
    except InputError:
        return
    assert Card.parse(str(card)) == card


@settings(max_examples=300, deadline=None)
@given(st.lists(TEXT, max_size=4).map(" ".join) | TEXT)
def test_parse_entry_never_crashes(text: str) -> None:
    try:
        result = TableResult.parse_entry(text)
    except InputError:
        return
    if result.contract is not None:
        assert result.tricks is not None and 0 <= result.tricks <= 13


@settings(max_examples=200, deadline=None)
@given(TEXT)
def test_call_and_tricks_never_crash(text: str) -> None:
    for parse in (Call.parse, lambda t: parse_tricks(t, FOUR_SPADES), Hand.parse, Deal.parse):
        with contextlib.suppress(InputError):
            parse(text)


# -- entry in the app's language (the words the screen shows) ------------------------------
D = Direction
BG = EntryWords.of({D.N: ("С", "Север"), D.E: ("И", "Изток"), D.S: ("Ю", "Юг"),
                    D.W: ("З", "Запад")}, "БК", "Пас", "к", "рк")
RU = EntryWords.of({D.N: ("С", "Север"), D.E: ("В", "Восток"), D.S: ("Ю", "Юг"),
                    D.W: ("З", "Запад")}, "БК", "Пас", "к", "рк")
EN = EntryWords.of({D.N: ("N", "North"), D.E: ("E", "East"), D.S: ("S", "South"),
                    D.W: ("W", "West")}, "NT", "Pass", "X", "XX")


@pytest.mark.parametrize("words", [BG, RU, EN, LATIN_WORDS, None])
@pytest.mark.parametrize("text, expected", [
    ("4S N 10", "4S N 10"), ("3NT S +1", "3NT S +1"), ("PASS", "PASS"),
    ("4♠X W 9", "4SX W 9"), ("7cxx e =", "7CXX E ="), ("3N S 9", "3NT S 9"),
])
def test_latin_entry_is_understood_in_every_language(words, text, expected):
    assert canonical_entry(text, words) == expected


@pytest.mark.parametrize("text, expected", [
    ("4♠ С 10", "4S N 10"), ("3БК Ю +1", "3NT S +1"), ("3бк з −1", "3NT W -1"),
    ("4♥ И =", "4H E ="), ("пас", "PASS"), ("Пас", "PASS"), ("ПАС", "PASS"),
    ("4♠к Север 9", "4SX N 9"), ("2БКрк Изток 8", "2NTXX E 8"),
    # Latin C typed for Cyrillic С (North) as declarer; Cyrillic С typed for clubs
    ("4S C 10", "4S N 10"), ("5С Ю 11", "5C S 11"), ("3НТ Ю 9", "3NT S 9"),
    ("4SХ Ю 10", "4SX S 10"), ("4SXX Ю 10", "4SXX S 10"),
])
def test_bulgarian_entry(text, expected):
    assert canonical_entry(text, BG) == expected


@pytest.mark.parametrize("text, expected", [
    ("4♠ С 10", "4S N 10"), ("4♠ В 10", "4S E 10"), ("4♠ B 10", "4S E 10"),
    ("3БК Ю +1", "3NT S +1"), ("1♦ З 7", "1D W 7"), ("пас", "PASS"),
    ("6♣к Восток 12", "6CX E 12"), ("3бкрк с =", "3NTXX N ="), ("4S C 10", "4S N 10"),
])
def test_russian_entry(text, expected):
    assert canonical_entry(text, RU) == expected


def test_language_words_decide_the_lookalikes():
    # ru В is East; in Bulgarian В names no direction (East is И) and is refused
    assert parse_direction("В", RU) is D.E
    assert parse_direction("B", RU) is D.E
    with pytest.raises(InputError) as bg_b:
        parse_direction("В", BG)
    assert bg_b.value.key == "direction"
    with pytest.raises(InputError):
        parse_direction("B", BG)
    assert parse_direction("И", BG) is D.E
    with pytest.raises(InputError):
        parse_direction("И", RU)
    # Latin S is South everywhere; Cyrillic С (and Latin C for it) North in bg and ru
    for words in (BG, RU):
        assert parse_direction("S", words) is D.S
        assert parse_direction("С", words) is D.N
        assert parse_direction("c", words) is D.N
        assert parse_direction("е", words) is D.E  # Cyrillic е typed for E
    # English: no Cyrillic directions
    for words in (EN, None):
        with pytest.raises(InputError):
            parse_direction("С", words)
        with pytest.raises(InputError):
            parse_direction("C", words)


def test_cyrillic_h_alone_is_ambiguous_and_refused():
    with pytest.raises(InputError) as ambiguous:
        canonical_contract("4Н", BG)
    assert ambiguous.value.key == "strain_ambiguous" and "4Н" in str(ambiguous.value)
    assert canonical_contract("4H", BG) == "4H"  # Latin H is hearts
    assert canonical_contract("4НТ", RU) == "4NT"


def test_parse_entry_with_words_gives_the_same_result_as_latin():
    for typed, latin in (("4♠к С 9", "4SX N 9"), ("3БК Ю +1", "3NT S +1"), ("пас", "PASS")):
        assert TableResult.parse_entry(typed, BG) == TableResult.parse_entry(latin)
    assert TableResult.parse_entry("4♠ В 10", RU) == TableResult.parse_entry("4S E 10")


def test_unreadable_parts_are_refused_naming_what_was_typed():
    with pytest.raises(InputError) as bad_direction:
        TableResult.parse_entry("4S Ж 10", BG)
    assert '"Ж"' in str(bad_direction.value) and bad_direction.value.key == "direction"
    with pytest.raises(InputError) as bad_strain:
        TableResult.parse_entry("4Ж С 10", RU)
    assert "4Ж" in str(bad_strain.value)
    with pytest.raises(InputError) as level:
        TableResult.parse_entry("8БК С 10", RU)
    assert level.value.key == "level"
    with pytest.raises(InputError):  # в is not a Bulgarian direction
        TableResult.parse_entry("4S в 10", BG)


@pytest.mark.parametrize("words", [BG, RU])
def test_calls_in_the_app_language(words):
    assert [canonical_call(c, words) for c in ("пас", "1♠", "к", "рк", "2БК", "П")] == [
        "P", "1S", "X", "XX", "2NT", "P"]
    assert canonical_call("1S", words) == "1S"


@pytest.mark.parametrize(("words", "typed", "honours"), [
    (BG, "4♠ С 10 Н СЮ100", "NS100"),   # Cyrillic Н for H, the line as the screen writes it
    (BG, "4♠ С 10 ИЗ100", "EW100"),
    (RU, "3БК В 9 H ВЗ150", "EW150"),
    (RU, "4S N 10 H NS100", "NS100"),
    (None, "4S N 10 NS100", "NS100"),
    (BG, "4♠ С 10", None),
])
def test_honours_typed_in_the_apps_language(words, typed, honours):
    from models.match import TableResult

    result = TableResult.parse_entry(typed, words)
    assert (str(result.honours) if result.honours else None) == honours
    assert result.declarer is not None and result.tricks in (9, 10)


# -- cards typed in the app's language (the opening lead, the seat draw) -------------------
#: the letters the app's translations give (resources/translations: context "Cards")
RU_CARDS = EntryWords.of({}, ranks={Rank.ACE: "Т", Rank.KING: "К", Rank.QUEEN: "Д",
                                    Rank.JACK: "В"},
                         suits={Suit.S: "п", Suit.H: "ч", Suit.D: "б", Suit.C: "т"})
BG_CARDS = EntryWords.of({}, ranks={Rank.ACE: "А", Rank.KING: "Р", Rank.QUEEN: "Д",
                                    Rank.JACK: "В"},
                         suits={Suit.S: "п", Suit.H: "♥", Suit.D: "♦", Suit.C: "т"})
EN_CARDS = EntryWords.of({}, ranks={r: r.letter for r in Rank},
                         suits={s: s.symbol for s in Suit})


def _card(typed: str, words: EntryWords | None) -> Card:
    return Card.parse(canonical_card(typed, words))


@pytest.mark.parametrize("words", [RU_CARDS, BG_CARDS, EN_CARDS, LATIN_WORDS, None])
def test_every_card_written_in_latin_reads_the_same_in_every_language(words):
    for card in full_deck():
        rank = "10" if card.rank is Rank.TEN else card.rank.letter
        for typed in (str(card), card.display, f"{rank}{card.suit.symbol}",
                      f"{card.suit.name.lower()}{rank.lower()}", f"{card.suit.symbol} {rank}"):
            assert _card(typed, words) == card, typed


@pytest.mark.parametrize("typed, expected", [
    ("♠Д", "SQ"), ("пК", "SK"), ("Т♥", "HA"), ("♥Т", "HA"), ("чВ", "HJ"), ("б10", "DT"),
    ("10б", "DT"), ("тТ", "CA"), ("Тт", "CA"), ("ТТ♣", None), ("ПД", "SQ"), ("Чт", None),
    ("♦В", "DJ"), ("п Д", "SQ"), ("♥T", "HT"), ("♥К", "HK"), ("КН", "HK"), ("СА", "CA"),
    ("♣А", "CA"),  # Cyrillic А, К, С, Н typed for the Latin letters they look like
])
def test_russian_cards(typed, expected):
    """Russian notation: ranks Т К Д В (upper case), suits п ч б т (lower case)."""
    if expected is None:
        with pytest.raises(InputError):
            _card(typed, RU_CARDS)
    else:
        assert str(_card(typed, RU_CARDS)) == expected


@pytest.mark.parametrize("typed, expected", [
    ("♠Д", "SQ"), ("пР", "SK"), ("♥В", "HJ"), ("А♦", "DA"), ("♣К", "CK"), ("тД", "CQ"),
    ("♥10", "HT"), ("♥T", "HT"), ("СВ", "CJ"), ("НД", "HQ"),
])
def test_bulgarian_cards(typed, expected):
    assert str(_card(typed, BG_CARDS)) == expected


@pytest.mark.parametrize("words, typed", [
    (BG_CARDS, "♥Т"), (BG_CARDS, "Т♠"), (BG_CARDS, "тТ"), (BG_CARDS, "пТ"),
    (EN_CARDS, "♥Т"), (EN_CARDS, "Т♠"), (None, "Т♦"), (None, "СТ"),
])
def test_cyrillic_t_is_refused_as_ambiguous_where_no_language_says_ace(words, typed):
    """Cyrillic Т is the Russian ace (туз) and looks like the Latin ten: outside Russian
    it is refused, saying how to type either; nothing is guessed."""
    with pytest.raises(InputError) as refused:
        canonical_card(typed, words)
    assert refused.value.key == "rank_ambiguous" and typed in str(refused.value)


def test_letters_of_another_language_are_not_read():
    # English reads no Cyrillic rank letters; Bulgarian has no Cyrillic letter for hearts
    for typed in ("♠Д", "пК", "чД"):
        with pytest.raises(InputError) as refused:
            _card(typed, EN_CARDS)
        assert typed in str(refused.value)
    with pytest.raises(InputError):
        _card("чД", BG_CARDS)
    with pytest.raises(InputError):
        _card("♠Р", RU_CARDS)  # Р (рига) is the Bulgarian king, not a Russian letter


@settings(max_examples=300, deadline=None)
@given(TEXT | st.text(alphabet=st.sampled_from("ТКДВАРпчбтСНсн♠♥♦♣10 "), max_size=4))
def test_canonical_card_never_crashes(text: str) -> None:
    for words in (RU_CARDS, BG_CARDS, None):
        try:
            card = _card(text, words)
        except InputError:
            continue
        assert Card.parse(str(card)) == card
