"""The match's words on screen, phone and command line: contracts, calls, results, par,
the result entry line's words, annulment reasons, replays, envelope colours.

The bridge vocabulary itself is :mod:`words.bridge`, applied by :mod:`words.notation`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from models import envelopes as env
from models.entry import EntryWords, canonical_call, canonical_card
from models.errors import InputError
from models.match import AnnulReason, Match, ReplayAt, TableResult
from models.queries import RoundDiagram, parse_cards_pair
from models.scorecards import ScoreCard
from models.scoring import Honours
from models.vocabulary import (
    Call,
    CallKind,
    Contract,
    Direction,
    Doubling,
    Line,
    Rank,
    Strain,
    Suit,
    format_result,
)
from words import word
from words.notation import (
    contract_text,
    direction_letter,
    direction_name,
    doubling_mark,
    honours_text,
    line_name,
    par_contract_text,
    score_card_text,
    strain_text,
)


def reason_text(reason: AnnulReason) -> str:
    """An annulment reason (spec §11) in the current language."""
    return word(f"annul_reason.{int(reason)}")


# -- bridge words (directions, lines, strains, doubling marks: :mod:`words.notation`) ---------


def doubling_word(doubling: Doubling) -> str:
    """Doubled / redoubled in words (for lists and tooltips); empty when not doubled."""
    if doubling is Doubling.DOUBLED:
        return word("doubled")
    if doubling is Doubling.REDOUBLED:
        return word("redoubled")
    return ""


def pass_word() -> str:
    return word("call.pass")


def call_text(call: Call) -> str:
    """One call of an auction as the screen shows it: ``1♠``, ``2NT`` (``2БК``), Pass
    (``Пас``), ``X``/``XX`` (``к``/``рк``)."""
    if call.kind is CallKind.BID:
        return f"{call.level}{strain_text(call.strain)}"
    if call.kind is CallKind.PASS:
        return pass_word()
    return doubling_mark(Doubling.DOUBLED if call.kind is CallKind.DOUBLE
                         else Doubling.REDOUBLED)


def result_text(result: TableResult | None, *, honours: bool = False,
                tricks: bool = False) -> str:
    """A table's result as the lists show it: ``4♠X N +1`` (``3БК Ю =``), Pass, or ``""``;
    with ``honours``, the honours recorded after it (``honours NS 100``); with ``tricks``
    the tricks taken instead of over/under (``4♠X N 11``, as a step is described)."""
    if result is None:
        return ""
    if result.hidden:  # another table's result the room may not see (spec §13)
        return word("host.played")
    if result.contract is None or result.declarer is None or result.tricks is None:
        return pass_word()
    taken = (str(result.tricks) if tricks
             else format_result(result.contract, result.tricks))
    text = f"{contract_text(result.contract)} {direction_letter(result.declarer)} {taken}"
    if honours and result.honours is not None:
        text += " " + word("step.honours", honours=honours_text(result.honours))
    return text


def par_text(contracts: Iterable[str]) -> str:
    """Stored par contracts as a result is written, on screen as on paper:
    ``4♠ N =, 5♥X E -2`` (bg ``5♥к И -2``)."""
    return ", ".join(par_contract_text(contract) for contract in contracts)


def _card_letters() -> tuple[dict[Rank, str], dict[Suit, str]]:
    """The letters a card is typed with in the current language, besides the Latin ones and
    the suit symbols (ru Т К Д В and п ч б т; an untranslated letter adds nothing)."""
    ranks = {
        Rank.ACE: word("rank.A"),
        Rank.KING: word("rank.K"),
        Rank.QUEEN: word("rank.Q"),
        Rank.JACK: word("rank.J"),
    }
    suits = {
        Suit.S: word("typed.suit.S"),
        Suit.H: word("typed.suit.H"),
        Suit.D: word("typed.suit.D"),
        Suit.C: word("typed.suit.C"),
    }
    return ranks, suits


def entry_text(contract: Contract | None, declarer: Direction | None = None,
               tricks: str = "", honours: Honours | None = None) -> str:
    """A result as the entry line writes it for the user to store or correct, in the
    app's words that typed entry reads back (:func:`entry_words`): ``4HX W 10``,
    ``PASS``, ``3NT S +1 H NS100``; bg ``4♥к З 10``, ``Пас``, ``3БК Ю +1 H СЮ100``."""
    if contract is None or declarer is None:
        return word("entry.pass")
    suits = {
        Strain.S: word("entry.S"),
        Strain.H: word("entry.H"),
        Strain.D: word("entry.D"),
        Strain.C: word("entry.C"),
    }
    strain = suits.get(contract.strain) or strain_text(contract.strain)
    text = (f"{contract.level}{strain}{doubling_mark(contract.doubling)} "
            f"{direction_letter(declarer)} {tricks}")
    if honours is not None:
        text += f" H {line_name(honours.line)}{honours.points}"
    return text


def entry_words() -> EntryWords:
    """The words typed entry understands besides the Latin ones: the directions, no-trump,
    pass and the doubling marks as the screen shows them in the current language, and the
    letters of ranks and suits."""
    ranks, suits = _card_letters()
    return EntryWords.of({d: (direction_letter(d), direction_name(d)) for d in Direction},
                         strain_text(Strain.NT), pass_word(),
                         doubling_mark(Doubling.DOUBLED), doubling_mark(Doubling.REDOUBLED),
                         ranks, suits)


def typed_card(text: str) -> str:
    """A card typed in the app's letters (ru ``"чД"``, ``"Т♠"``) in the Latin notation
    :meth:`Card.parse` reads (``"HQ"``, ``"SA"``); may refuse a Cyrillic "Т" as ambiguous."""
    return canonical_card(text, entry_words())


def typed_hand(text: str) -> str:
    """A hand typed in the app's ranks (bg ``"АРД.В2.10987.5432"``, ru ``"ТКД…"``) in the
    PBN letters :meth:`Hand.parse` reads (``"AKQ.J2.T987.5432"``); Latin letters stay."""
    ranks, _ = _card_letters()
    latin = {letter.upper(): rank.letter for rank, letter in ranks.items()
             if letter and letter.upper() != rank.letter}
    text = text.replace("10", "T")
    return "".join(latin.get(char.upper(), char) for char in text)


#: the marks a score card is written with in each language besides NV/V, longest first
#: (bg "изв. з." before "в.з."; the older bg "и.з."; the full words too)
_CARD_MARKS = (("извън зона", "NV"), ("изв. з.", "NV"), ("изв.з.", "NV"), ("и.з.", "NV"),
               ("в зона", "V"), ("в.з.", "V"), ("вне зоны", "NV"), ("вне з.", "NV"),
               ("в зоне", "V"))


def typed_score_cards(text: str) -> str:
    """Score cards typed as the language writes them (bg ``"изв. з. 0 в.з. 60"``, ru
    ``"вне з. 0 в зоне 60"``) in the notation the core reads (``"NV0 V60"``); NV/V stay."""
    out = text
    for mark, code in _CARD_MARKS:
        out = re.sub(re.escape(mark), f" {code} ", out, flags=re.IGNORECASE)
    out = re.sub(r"(?<![^\s,/])(NV|V)\s+(?=\d)", r"\1", out)
    return " ".join(out.split())


def read_score_cards(text: str) -> tuple[ScoreCard, ScoreCard]:
    """The NS and EW cards typed in the language's notation or as NV0 V60; a refusal
    quotes what was typed."""
    read = typed_score_cards(text)
    try:
        return parse_cards_pair(read)
    except InputError as exc:
        params = dict(exc.params)
        if isinstance(params.get("text"), str):
            params["text"] = text.strip() if params["text"] == read else params["text"]
        raise InputError(exc.reason, exc.key, params) from None


def typed_calls(text: str) -> str:
    """An auction typed in the app's words (``"1♠ пас 2БК к"``) in Latin calls."""
    words = entry_words()
    return " ".join(canonical_call(w, words) for w in text.replace(",", " ").split())


def roman(number: int) -> str:
    """A round's number as Stolitsa writes it (``"IV"``): screen, phone, paper and command
    line alike; a number below 1 as it is."""
    if number < 1:
        return str(number)
    out = ""
    for value, text in ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"),
                        (90, "XC"), (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"),
                        (4, "IV"), (1, "I")):
        count, number = divmod(number, value)
        out += text * count
    return out


def colour_word(table: int) -> str:
    """The colour of a table's envelopes (spec §5: white and blue)."""
    if table == 1:
        return word("colour.white")
    return word("colour.blue")


def serials_text(serials: Iterable[int]) -> str:
    return env.serial_text(serials)


def replay_when_text(when: ReplayAt) -> str:
    """When a replay is played, as the annul dialog and the diagrams say it."""
    if when is ReplayAt.NOW:
        return word("replay.now")
    if when is ReplayAt.ROUND_END:
        return word("replay.round_end")
    if when is ReplayAt.MATCH_END:
        return word("replay.match_end")
    return word("replay.not_replayed")


def param_text(value: object) -> str:
    """A value named in an error: a contract as typed (``4S``), a line in the language."""
    if value == "PASS":
        return pass_word()
    if isinstance(value, Line):
        return line_name(value)
    if isinstance(value, ScoreCard):
        return score_card_text(value)
    return str(value)


def score_card_param(value: object) -> str:
    """A score card named in a text (a :class:`ScoreCard`, or as the core writes it,
    ``"V60"``) in the current language's notation (``"в.з. 60"``)."""
    if isinstance(value, str):
        try:
            card = ScoreCard.parse(value)
        except ValueError:
            return value
        return score_card_text(card)
    return score_card_text(value) if isinstance(value, ScoreCard) else str(value)


def points_value(counted: int, pending: int) -> str:
    """A team's points on a diagram: "1160", or "1160 (+270)" with points of deals the
    other table has still to play (the paper's "(+n)")."""
    return f"{counted} (+{pending})" if pending else str(counted)


def diagram_points_text(names: tuple[str, str], diagram: RoundDiagram,
                        last_round: int) -> list[str]:
    """ "Points on this diagram: Alpha 1160 (+270), Beta 550", and for the replays after
    the last round "Replays after round VI: …" (the screen's and the phone's lines)."""
    a, b = names
    points = diagram.points
    lines = [word("view.points", a=a, pa=points_value(points.a, points.pending_a),
                  b=b, pb=points_value(points.b, points.pending_b))]
    after = diagram.after_points
    if after is not None:
        lines.append(word("view.points_after", r=roman(last_round),
                          a=a, pa=points_value(after.a, after.pending_a),
                          b=b, pb=points_value(after.b, after.pending_b)))
    return lines


def round_signed_text(match: Match, round_: int, table: int) -> str | None:
    """Whether a table's lines signed its round on the phone (issue 32), for the laptop's
    diagram: "Round III signed on the table's phone by NS and EW", "… by NS; EW not yet",
    "Round III not signed on the table's phone yet"; None when the round is not one to
    sign (:func:`models.confirmations.round_signatures`)."""
    # late: models.confirmations (~25 ms) loads with the match, after the first paint
    from models.confirmations import round_signatures

    signed = round_signatures(match, round_, table)
    if signed is None:
        return None
    if not signed:
        return word("view.unsigned", r=roman(round_))
    names = ", ".join(line_name(line) for line in Line if line in signed)
    if len(signed) == len(Line):
        return word("view.signed", r=roman(round_), lines=names)
    return word("view.signed_part", r=roman(round_), lines=names,
                rest=", ".join(line_name(line) for line in Line if line not in signed))
