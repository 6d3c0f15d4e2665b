"""Bridge words and texts from the match core, in the app's language.

The core (:mod:`models`, :mod:`models.hints`) is English and has no Qt; the views word
what it says here, with ``QCoreApplication.translate`` and literal source texts so that
``pyside6-lupdate`` finds them: directions, NS/EW, no-trump and the doubling marks,
contracts, envelope colours, annulment reasons, the hints of what a room does next, and
where each deal, envelope and deck is (stages, places, what an envelope holds).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from models import envelopes as env
from models.errors import MatchCoreError
from models.hints import GameStep, RoomHint, RoomHintKind
from models.match import AnnulReason, DealKey, ReplayAt, TableResult
from models.scoring import Honours
from models.vocabulary import (
    Call,
    CallKind,
    Contract,
    Direction,
    Doubling,
    EntryWords,
    Line,
    Rank,
    Strain,
    Suit,
    canonical_call,
    canonical_card,
    format_result,
)
from teams_app.gui.language import Translate as QCoreApplication  # in_language() aware
from teams_app.operations import Changes, Command, describe_parts

if TYPE_CHECKING:
    from models.checks import Check

#: the five reasons of spec §11 (the views translate them with the empty context)
REASONS = (
    QT_TRANSLATE_NOOP("", "the two tables played it with different score cards"),
    QT_TRANSLATE_NOOP("", "a player took and saw cards that were not his"),
    QT_TRANSLATE_NOOP("", "an envelope did not hold 13 cards on arrival"),
    QT_TRANSLATE_NOOP("", "information from the first table reached the second"),
    QT_TRANSLATE_NOOP("", "cards were put into the wrong envelopes"),
)


def reason_text(reason: AnnulReason) -> str:
    """An annulment reason in the app's language."""
    return QCoreApplication.translate("", reason.text)


# -- bridge words -----------------------------------------------------------------------------

_DIRECTION_NAMES = {
    Direction.N: QT_TRANSLATE_NOOP("Directions", "North"),
    Direction.E: QT_TRANSLATE_NOOP("Directions", "East"),
    Direction.S: QT_TRANSLATE_NOOP("Directions", "South"),
    Direction.W: QT_TRANSLATE_NOOP("Directions", "West"),
}


def direction_name(direction: Direction) -> str:
    """A direction in words, in the app's language (``"West"``, ``"Запад"``)."""
    return QCoreApplication.translate("Directions", _DIRECTION_NAMES[direction])


def direction_letter(direction: Direction) -> str:
    """A direction's compass letter in the app's language (``"W"``, ``"З"``)."""
    letters = {
        Direction.N: QCoreApplication.translate("Directions", "N", "compass letter"),
        Direction.E: QCoreApplication.translate("Directions", "E", "compass letter"),
        Direction.S: QCoreApplication.translate("Directions", "S", "compass letter"),
        Direction.W: QCoreApplication.translate("Directions", "W", "compass letter"),
    }
    return letters[direction]


def line_name(line: Line) -> str:
    """``"NS"`` / ``"EW"`` in the app's language."""
    if line is Line.NS:
        return QCoreApplication.translate("Directions", "NS", "North-South")
    return QCoreApplication.translate("Directions", "EW", "East-West")


def strain_text(strain: Strain) -> str:
    """A suit symbol, or no-trump in the app's language (``"NT"``, ``"БК"``)."""
    if strain is Strain.NT:
        return QCoreApplication.translate("Contracts", "NT", "no-trump")
    return strain.symbol


def doubling_mark(doubling: Doubling) -> str:
    """The mark after a doubled contract (``"X"``/``"XX"``; ``"к"``/``"рк"``)."""
    if doubling is Doubling.DOUBLED:
        return QCoreApplication.translate("Contracts", "X", "doubled, after a contract")
    if doubling is Doubling.REDOUBLED:
        return QCoreApplication.translate("Contracts", "XX", "redoubled, after a contract")
    return ""


def doubling_word(doubling: Doubling) -> str:
    """Doubled / redoubled in words (for lists and tooltips); empty when not doubled."""
    if doubling is Doubling.DOUBLED:
        return QCoreApplication.translate("Contracts", "doubled")
    if doubling is Doubling.REDOUBLED:
        return QCoreApplication.translate("Contracts", "redoubled")
    return ""


def pass_word() -> str:
    return QCoreApplication.translate("Contracts", "Pass")


def honours_text(honours: Honours | None) -> str:
    """Honours as the rooms show them: ``"NS 100"`` (``"СЮ 100"``), or ``""``."""
    if honours is None:
        return ""
    return f"{line_name(honours.line)} {honours.points}"


def contract_text(contract: Contract | None) -> str:
    """A contract as a table shows it: ``4♠X`` / ``3NT`` (``3БК``), or Pass."""
    if contract is None or contract.level is None:
        return pass_word()
    return f"{contract.level}{strain_text(contract.strain)}{doubling_mark(contract.doubling)}"


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
    if result.contract is None or result.declarer is None or result.tricks is None:
        return pass_word()
    taken = (str(result.tricks) if tricks
             else format_result(result.contract, result.tricks))
    text = f"{contract_text(result.contract)} {direction_letter(result.declarer)} {taken}"
    if honours and result.honours is not None:
        text += " " + QCoreApplication.translate("Steps", "honours {honours}").format(
            honours=honours_text(result.honours))
    return text


# a par contract as the core stores it: ``4SN=``, ``3NTE+1``, ``5HNX-2``
_PAR_CONTRACT = re.compile(r"^(\d)(NT|[SHDC])([NESW])(X{0,2})(.*)$")


def par_text(contracts: Iterable[str]) -> str:
    """Stored par contracts as the screen shows them: ``4♠ N=, 5♥X E-2`` (``5♥к И-2``)."""
    shown = []
    for contract in contracts:
        found = _PAR_CONTRACT.match(contract)
        if found is None:
            shown.append(pass_word() if contract == "Pass" else contract)
            continue
        level, strain, declarer, doubling, result = found.groups()
        mark = doubling_mark(Doubling.REDOUBLED if doubling == "XX" else
                             Doubling.DOUBLED if doubling else Doubling.NONE)
        shown.append(f"{level}{strain_text(Strain.parse(strain))}{mark} "
                     f"{direction_letter(Direction.parse(declarer))}{result}")
    return ", ".join(shown)


def _card_letters() -> tuple[dict[Rank, str], dict[Suit, str]]:
    """The letters a card is typed with in the app's language, besides the Latin ones and
    the suit symbols (ru Т К Д В and п ч б т; an untranslated letter adds nothing)."""
    translate = QCoreApplication.translate
    ranks = {
        Rank.ACE: translate("Cards", "A", "the ace's letter, typed for a card (upper case)"),
        Rank.KING: translate("Cards", "K", "the king's letter, typed for a card (upper case)"),
        Rank.QUEEN: translate("Cards", "Q",
                              "the queen's letter, typed for a card (upper case)"),
        Rank.JACK: translate("Cards", "J", "the jack's letter, typed for a card (upper case)"),
    }
    suits = {
        Suit.S: translate("Cards", "♠", "the letter typed for spades in a card (lower case)"),
        Suit.H: translate("Cards", "♥", "the letter typed for hearts in a card (lower case)"),
        Suit.D: translate("Cards", "♦", "the letter typed for diamonds in a card (lower case)"),
        Suit.C: translate("Cards", "♣", "the letter typed for clubs in a card (lower case)"),
    }
    return ranks, suits


def entry_text(contract: Contract | None, declarer: Direction | None = None,
               tricks: str = "", honours: Honours | None = None) -> str:
    """A result as the entry line writes it for the user to store or correct, in the
    app's words that typed entry reads back (:func:`entry_words`): ``4HX W 10``,
    ``PASS``, ``3NT S +1 H NS100``; bg ``4♥к З 10``, ``Пас``, ``3БК Ю +1 H СЮ100``."""
    translate = QCoreApplication.translate
    if contract is None or declarer is None:
        return translate("Entry", "PASS", "a passed-out deal in the result entry line")
    suits = {
        Strain.S: translate("Entry", "S", "spades in the result entry line"),
        Strain.H: translate("Entry", "H", "hearts in the result entry line"),
        Strain.D: translate("Entry", "D", "diamonds in the result entry line"),
        Strain.C: translate("Entry", "C", "clubs in the result entry line"),
    }
    strain = suits.get(contract.strain) or strain_text(contract.strain)
    text = (f"{contract.level}{strain}{doubling_mark(contract.doubling)} "
            f"{direction_letter(declarer)} {tricks}")
    if honours is not None:
        text += f" H {line_name(honours.line)}{honours.points}"
    return text


def entry_words() -> EntryWords:
    """The words typed entry understands besides the Latin ones: the directions, no-trump,
    pass and the doubling marks as the screen shows them in the app's language, and the
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


def typed_calls(text: str) -> str:
    """An auction typed in the app's words (``"1♠ пас 2БК к"``) in Latin calls."""
    words = entry_words()
    return " ".join(canonical_call(w, words) for w in text.replace(",", " ").split())


def roman(number: int) -> str:
    romans = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")
    return romans[number - 1] if 1 <= number <= len(romans) else str(number)


def colour_word(table: int) -> str:
    """The colour of a table's envelopes (spec §5: white and blue)."""
    if table == 1:
        return QCoreApplication.translate("Hints", "white", "envelope colour")
    return QCoreApplication.translate("Hints", "blue", "envelope colour")


def serials_text(serials: Iterable[int]) -> str:
    return env.serial_text(serials)


# -- envelopes and decks: stages, places, what they hold ---------------------------------------


def stage_words(info: env.StageInfo) -> str:
    """Where a deal is in its life, in the app's language (``"on the way to table 1"``)."""
    translate = QCoreApplication.translate
    stage = info.stage
    if stage is env.Stage.NOT_DEALT:
        return translate("Envelopes", "not dealt yet")
    if stage is env.Stage.DEALT:
        return translate("Envelopes", "being played at table {t}").format(t=info.home)
    if stage is env.Stage.PLAYED_HOME:
        return translate("Envelopes", "played at table {t}, {n} of 4 envelopes packed").format(
            t=info.home, n=info.packed)
    if stage is env.Stage.PACKED:
        return translate("Envelopes", "packed at table {t}").format(t=info.home)
    if stage is env.Stage.IN_TRANSIT:
        if info.on_the_way:
            return translate("Envelopes", "on the way to table {t}").format(t=info.away)
        return translate("Envelopes", "at table {t}, {n} of 4 envelopes checked").format(
            t=info.away, n=info.checked)
    if stage is env.Stage.RECEIVED:
        return translate("Envelopes", "checked in at table {t}").format(t=info.away)
    if stage is env.Stage.PLAYED_AWAY:
        return translate("Envelopes", "played at both tables, envelopes at table {t}").format(
            t=info.away)
    return translate("Envelopes", "played at both tables, envelopes back at table {t}").format(
        t=info.home)


def place_words(location: env.Location) -> str:
    """``"at table 2"`` / ``"on the way to table 1"`` in the app's language."""
    translate = QCoreApplication.translate
    if location.to_table is not None:
        return translate("Envelopes", "on the way to table {t}").format(t=location.to_table)
    if location.place.table is not None:
        return translate("Envelopes", "at table {t}").format(t=location.place.table)
    return translate("Envelopes", "in transit")


def table_words(location: env.Location) -> str:
    """Where a deck is, in a column of places: ``"table 2"`` / ``"→ table 1"``."""
    translate = QCoreApplication.translate
    if location.to_table is not None:
        return translate("Envelopes", "→ table {t}").format(t=location.to_table)
    if location.place.table is not None:
        return translate("Envelopes", "table {t}").format(t=location.place.table)
    return translate("Envelopes", "in transit")


def note_words(location: env.Location) -> str:
    """What an envelope holds or a deck serves, in the app's language (the core's English
    note when it carries no kind)."""
    translate = QCoreApplication.translate
    p = location.params
    kind = location.kind
    if kind is env.NoteKind.EMPTY:
        return translate("Envelopes", "empty", "an envelope")
    if kind is env.NoteKind.CARDS:
        direction = direction_name(p["direction"])
        if p.get("found") is not None:
            return translate(
                "Envelopes", "{direction}'s cards of deal {deal} ({n} found on arrival)").format(
                direction=direction, deal=p["deal"], n=p["found"])
        return translate("Envelopes", "{direction}'s cards of deal {deal}").format(
            direction=direction, deal=p["deal"])
    if kind is env.NoteKind.NOT_USED:
        return translate("Envelopes", "not used yet", "a deck")
    if kind is env.NoteKind.IN_HANDS:
        return translate("Envelopes", "in the players' hands (deal {deal})").format(
            deal=p["deal"])
    if kind is env.NoteKind.BEING_PACKED:
        return translate("Envelopes", "being packed (deal {deal}, {n} of 4 envelopes)").format(
            deal=p["deal"], n=p["packed"])
    if kind is env.NoteKind.IN_ENVELOPES:
        return translate("Envelopes", "in the envelopes of deal {deal}").format(deal=p["deal"])
    return location.note


def location_words(location: env.Location) -> str:
    """Where it is and what it holds: ``"at table 2, West's cards of deal 5"``."""
    where, note = place_words(location), note_words(location)
    if not note:
        return where
    return QCoreApplication.translate("Envelopes", "{where}, {what}").format(
        where=where, what=note)


def short_location_words(location: env.Location) -> str:
    """A cell of the envelope grid, the deal first (a narrow cell cuts the rest, its
    tooltip says it all): ``"deal 4 · T2"``, ``"deal 9 · → T1"``, ``"empty · T1"``."""
    translate = QCoreApplication.translate
    if location.to_table is not None:
        where = translate("Envelopes", "→ T{t}", "to table t, short").format(
            t=location.to_table)
    elif location.place.table is not None:
        where = translate("Envelopes", "T{t}", "table t, short").format(
            t=location.place.table)
    else:
        where = translate("Envelopes", "in transit")
    if location.deal is None:
        return translate("Envelopes", "empty", "an envelope") + f" · {where}"
    return translate("Envelopes", "deal {deal}").format(deal=location.label) + f" · {where}"


def envelope_words(envelope: env.EnvelopeId) -> str:
    """One of the 24 envelopes: ``"W2 (blue, table 2)"`` in the app's language."""
    if envelope.table == 1:
        colour = QCoreApplication.translate("Envelopes", "white", "the colour of one envelope")
    else:
        colour = QCoreApplication.translate("Envelopes", "blue", "the colour of one envelope")
    return QCoreApplication.translate("Envelopes", "{direction}{k} ({colour}, table {t})").format(
        direction=direction_letter(envelope.direction), k=envelope.serial, colour=colour,
        t=envelope.table)


def short_envelope_text(deal: int, table: int, found: Iterable[tuple[Direction, int]]) -> str:
    """Envelopes found with the wrong number of cards: the proposal to annul (reason 3)."""
    listed = "; ".join(QCoreApplication.translate(
        "Hints", "{direction}: {n} cards").format(direction=direction_name(d), n=n)
        for d, n in found)
    return QCoreApplication.translate(
        "Hints", "deal {deal}: envelopes with the wrong number of cards on arrival at "
        "table {t} ({found}) — annul it (reason 3)?").format(deal=deal, t=table, found=listed)


def proposal_text(proposal: env.ProposedAnnulment,
                  problems: Iterable[env.ArrivalProblem]) -> str:
    """A proposed annulment (reason 3) in the app's language, from the arrival problems."""
    short = [p for p in problems
             if p.deal == proposal.deal and p.reason is AnnulReason.SHORT_ENVELOPE]
    if not short:
        return proposal.message
    return short_envelope_text(proposal.deal, short[0].table,
                               [(p.direction, p.cards) for p in short])


# -- hints: what a room must do next, worded in the app's language ----------------------------


def envelope_hint_text(hint: env.Hint, *, with_table: bool = True) -> str:
    """An envelope step in the app's language (the English text when it has no kind)."""
    p = hint.params
    kind = hint.kind
    deal = p.get("deal")
    if kind is env.HintKind.DEAL:
        text = QCoreApplication.translate(
            "Hints", "shuffle deck {deck} and deal deal {deal} (dealer {dealer})").format(
            deck=p["deck"], deal=deal, dealer=direction_name(p["dealer"]))
    elif kind is env.HintKind.CHECK:
        if p["score_cards"]:
            text = QCoreApplication.translate(
                "Hints", "check envelopes {serials} ({colour}) from table {t} on arrival "
                "(13 cards each, score cards)")
        else:
            text = QCoreApplication.translate(
                "Hints", "check envelopes {serials} ({colour}) from table {t} on arrival "
                "(13 cards each)")
        text = text.format(serials=serials_text(p["serials"]),
                           colour=colour_word(p["from_table"]), t=p["from_table"])
        text += _rest_words(p)
    elif kind is env.HintKind.CARRY:
        text = QCoreApplication.translate(
            "Hints", "carry envelopes {serials} ({colour}) to table {t}").format(
            serials=serials_text(p["serials"]), colour=colour_word(p["from_table"]),
            t=p["to_table"]) + _rest_words(p)
    elif kind is env.HintKind.RETURN:
        text = QCoreApplication.translate(
            "Hints", "send envelopes {serials} ({colour}) back to table {t}").format(
            serials=serials_text(p["serials"]), colour=colour_word(p["to_table"]),
            t=p["to_table"])
    elif kind is env.HintKind.SHORT_ENVELOPE:
        text = short_envelope_text(p["deal"], p["table"], p["found"])
    elif kind is env.HintKind.NO_SCORE_CARDS:
        text = QCoreApplication.translate(
            "Hints", "deal {deal}: the envelope of {direction} arrived at table {t} without "
            "its score cards: take the scores from the other table's diagram").format(
            deal=deal, direction=direction_name(p["direction"]), t=p["table"])
    else:
        return hint.text if with_table else hint.text.removeprefix(
            f"Table {hint.table}: ")
    if with_table and kind not in (env.HintKind.SHORT_ENVELOPE, env.HintKind.NO_SCORE_CARDS):
        return table_prefix(hint.table) + text
    return text


def _rest_words(params: Mapping[str, Any]) -> str:
    """Two decks: the host's carry (check) covers the round's next originals as they come."""
    if not params.get("rest"):
        return ""
    return QCoreApplication.translate("Hints", " — and the round's next ones as they come")


def table_prefix(table: int) -> str:
    return QCoreApplication.translate("Hints", "Table {t}: ").format(t=table)


def _deal_label(key: DealKey) -> str:
    if key.attempt:
        return QCoreApplication.translate(
            "Hints", "deal {deal} (replacement, same score cards)").format(deal=str(key))
    return QCoreApplication.translate("Hints", "deal {deal}").format(deal=str(key))


def room_hint_text(hint: RoomHint) -> str:
    """What a room must do next, in the app's language."""
    p = hint.params
    kind = hint.kind
    if kind is RoomHintKind.ENVELOPES:
        assert hint.envelope is not None
        return envelope_hint_text(hint.envelope)
    if kind is RoomHintKind.ROUND_FINISHED:
        text = QCoreApplication.translate(
            "Hints", "round {r} finished — show the balance, then round {n}").format(
            r=roman(p["round"]), n=roman(p["next_round"]))
    elif kind is RoomHintKind.MATCH_FINISHED:
        text = QCoreApplication.translate("Hints", "the match is finished")
    elif kind is RoomHintKind.WAIT_FOR_TABLE:
        text = QCoreApplication.translate("Hints", "round {r} done — wait for table {t}").format(
            r=roman(p["round"]), t=p["other"])
    elif kind is RoomHintKind.TURN:
        text = QCoreApplication.translate(
            "Hints", "the diagram turns — swap envelopes with your partner (each player "
            "takes his partner's direction)")
    elif kind is RoomHintKind.TURN_BACK:
        text = QCoreApplication.translate(
            "Hints", "round {r} starts — swap envelopes with your partner back (each "
            "player takes his own direction again)").format(r=roman(p["round"]))
    elif kind is RoomHintKind.REPLAY:
        text = replay_hint_text(p)
    else:
        text = QCoreApplication.translate("Hints", "game {game}, {deal}, {dealer} deals").format(
            game=p["game"], deal=_deal_label(p["deal"]), dealer=direction_name(p["dealer"]))
        step = p["step"]
        if step is GameStep.DRAW_CARDS:
            text += QCoreApplication.translate("Hints", "; draw score cards")
        elif step is GameStep.CARDS:
            ns, ew = p["cards"]
            text += QCoreApplication.translate("Hints", "; scores {ns} {nsc}, {ew} {ewc}").format(
                ns=line_name(Line.NS), nsc=ns, ew=line_name(Line.EW), ewc=ew)
        elif step is GameStep.ENVELOPES_FROM:
            text += QCoreApplication.translate("Hints", "; envelopes from table {t}").format(
                t=p["from_table"])
        elif step is GameStep.WAIT_FOR:
            text += QCoreApplication.translate(
                "Hints", " — wait: table {t} has not played it yet").format(t=p["from_table"])
    return table_prefix(hint.table) + text


def replay_hint_text(p: Mapping[str, Any]) -> str:
    """A replay a table plays next (or waits for), in the app's language."""
    translate = QCoreApplication.translate
    key = p["deal"]
    if not p["here"]:
        return translate("Hints", "wait for deal {label} from table {t}").format(
            label=key, t=p["origin"])
    if p["last_round"]:
        text = translate("Hints", "after the last round: deal {d} again ({label})")
    elif p["after_game"] is not None:
        text = translate("Hints", "after game {g}: deal {d} again ({label})")
    else:
        text = translate("Hints", "game {g}: deal {d} again ({label})")
    game = p["after_game"] if p["after_game"] is not None else p["game"]
    text = text.format(g=game, d=key.deal, label=key)
    if p["cards"] is not None:
        ns, ew = p["cards"]
        text += translate("Hints", " — same score cards {ns}/{ew}").format(ns=ns, ew=ew)
    text += translate("Hints", ", {dealer} deals").format(dealer=direction_name(p["dealer"]))
    if p["seats_games"] is not None:
        first, last = p["seats_games"]
        text += translate("Hints", "; sit as for games {a}–{b}").format(a=first, b=last)
    if p.get("seated"):
        text += translate("Hints", "; seats: {seats}").format(seats=", ".join(
            f"{direction_letter(d)} {player} ({code})" for d, code, player in p["seated"]))
    return text


def replay_when_text(when: ReplayAt) -> str:
    """When a replay is played, as the annul dialog and the diagrams say it."""
    translate = QCoreApplication.translate
    if when is ReplayAt.NOW:
        return translate("Replay", "replayed now")
    if when is ReplayAt.ROUND_END:
        return translate("Replay", "replayed at the end of the round")
    if when is ReplayAt.MATCH_END:
        return translate("Replay", "replayed at the end of the match")
    return translate("Replay", "not replayed")


# -- errors of the match core, worded in the app's language -----------------------------------


def _param_text(value: object) -> str:
    """A value named in an error: a contract as typed (``4S``), a line in the language."""
    if value == "PASS":
        return pass_word()
    if isinstance(value, Line):
        return line_name(value)
    return str(value)


def _auction_error_words(key: str, p: dict[str, Any]) -> str | None:
    """An illegal call of an auction (:func:`models.notebook.legal_auction`) in the app's
    language: the call as the screen writes it, and why."""
    translate = QCoreApplication.translate
    if key == "auction_unfinished":
        return translate("Errors", "the auction is not finished after {n} calls: it ends "
                         "with three passes after a bid, or four passes").format(n=p["n"])
    who = direction_letter(p["bidder"])
    if key == "call_unread":
        return translate("Errors", "call {n} ({who}): {why}").format(
            n=p["n"], who=who, why=error_text(p["error"]))
    where = translate("Errors", "call {n} ({who}) {call}").format(
        n=p["n"], who=who, call=call_text(p["call"]))
    last = call_text(p["last"]) if p.get("last") is not None else ""
    if key == "call_after_end":
        if p["four_passes"]:
            text = translate("Errors", "{where}: the auction ended with call {end} (four "
                             "passes)")
        else:
            text = translate("Errors", "{where}: the auction ended with call {end} (three "
                             "passes after the last bid)")
        return text.format(where=where, end=p["end"])
    if key == "call_insufficient":
        text = translate("Errors", "{where}: insufficient, the last bid is {last}")
    elif key == "call_no_bid":
        text = translate("Errors", "{where}: there is no bid to double")
    elif key == "call_double_own":
        text = translate("Errors", "{where}: {last} is your side's bid, only an opponent's "
                         "bid can be doubled")
    elif key == "call_doubled_already" and p["doubling"] is Doubling.REDOUBLED:
        text = translate("Errors", "{where}: {last} is already redoubled")
    elif key == "call_doubled_already":
        text = translate("Errors", "{where}: {last} is already doubled")
    elif key == "call_no_double":
        text = translate("Errors", "{where}: there is no double to redouble")
    elif key == "call_not_doubled":
        text = translate("Errors", "{where}: {last} is not doubled, only a double can be "
                         "redoubled")
    elif key == "call_redouble_own":
        text = translate("Errors", "{where}: the double is your side's, only an opponent's "
                         "double can be redoubled")
    else:
        return None
    return text.format(where=where, last=last)


def disagreement_words(disagreement: str) -> str:
    """How the auction disagrees with the result (:class:`models.notebook.Disagreement`),
    in the app's language; any other text as it is."""
    from models.notebook import Disagreement

    if not isinstance(disagreement, Disagreement):
        return disagreement
    translate = QCoreApplication.translate
    p = disagreement.params
    if disagreement.key == "auction":
        return translate("Checks", "auction: {why}").format(why=error_text(p["error"]))
    if disagreement.key == "contract":
        return translate("Checks", "the auction ends in {auction}, the result says {result}"
                         ).format(auction=contract_text(p["auction"]),
                                  result=contract_text(p["result"]))
    if disagreement.key == "declarer":
        return translate("Checks", "the auction makes {auction} declarer of {contract}, the "
                         "result says {result}").format(
            auction=direction_letter(p["auction"]), contract=contract_text(p["contract"]),
            result=direction_letter(p["result"]) if p["result"] is not None else "-")
    return str(disagreement)


def damaged_entry_text(entry: int) -> str:
    """Undo or redo refused because the audit-log entry it takes is damaged (the store's
    ``DamagedAuditEntry``; the command line says the same in English)."""
    return QCoreApplication.translate(
        "Errors", "audit log entry #{n} is damaged; nothing was changed").format(n=entry)


def _envelope_step_words(key: str, error: MatchCoreError) -> str | None:
    """A move of a deal's envelopes refused by the state machine
    (:func:`models.envelope_actions._transition`): ``deal 5: cannot <the step>: <why>``."""
    translate = QCoreApplication.translate
    q = error.params
    p = {name: _param_text(value) for name, value in q.items()}
    action = q.get("action")
    who = direction_name(q["direction"]) if q.get("direction") is not None else ""
    home, away = p.get("home", ""), p.get("away", "")
    if action is env.Action.DEAL:
        step = translate("Errors", "deal it at table {t}").format(t=home)
    elif action is env.Action.PLAY_HOME:
        step = translate("Errors", "play it at table {t}").format(t=home)
    elif action is env.Action.PACK:
        step = translate("Errors", "pack {direction}'s envelope").format(direction=who)
    elif action is env.Action.CARRY:
        step = translate("Errors", "carry it to table {t}").format(t=away)
    elif action is env.Action.RECEIVE:
        step = translate("Errors", "check {direction}'s envelope at table {t}").format(
            direction=who, t=away)
    elif action is env.Action.PLAY_AWAY:
        step = translate("Errors", "play it at table {t}").format(t=away)
    elif action is env.Action.RETURN:
        step = translate("Errors", "return its envelopes to table {t}").format(t=home)
    else:
        return None
    now = stage_words(q["now"]) if isinstance(q.get("now"), env.StageInfo) else ""
    t = p.get("table", "")
    why: str | None = None
    if key == "envelope_step_dealt_already":
        why = translate("Errors", "it was dealt already (it is {now})").format(now=now)
    elif key == "envelope_step_cards_out":
        why = translate("Errors", "the cards of deal {busy} are still out at table {t} "
                        "({stage})").format(busy=p["busy"], t=t,
                                            stage=stage_words(q["busy_now"]))
    elif key == "envelope_step_not_dealt":
        why = translate("Errors", "it is not dealt yet")
    elif key == "envelope_step_played_already":
        why = translate("Errors", "it was played there already (it is {now})").format(now=now)
    elif key == "envelope_step_not_played":
        why = translate("Errors", "it is not played at table {t} yet (it is {now})").format(
            t=t, now=now)
    elif key == "envelope_step_packed_already":
        why = translate("Errors", "the four envelopes are packed already (it is {now})"
                        ).format(now=now)
    elif key == "envelope_step_envelope_packed":
        why = translate("Errors", "{direction}'s envelope is packed already").format(
            direction=who)
    elif key == "envelope_step_not_packed":
        why = translate("Errors", "envelopes not packed yet: {directions}").format(
            directions=", ".join(direction_name(d) for d in q["missing"]))
    elif key == "envelope_step_carried_already":
        why = translate("Errors", "it was carried already (it is {now})").format(now=now)
    elif key == "envelope_step_originals_waiting":
        why = translate("Errors", "the envelopes go over after the table's three originals; "
                        "not played and packed yet: deal {deals}").format(deals=p["deals"])
    elif key == "envelope_step_not_carried":
        why = translate("Errors", "its envelopes were not carried yet (it is {now})").format(
            now=now)
    elif key == "envelope_step_played_away":
        why = translate("Errors", "it was played at table {t} already (it is {now})").format(
            t=t, now=now)
    elif key == "envelope_step_board":
        why = translate("Errors", "under board conditions no score cards travel with the deal")
    elif key == "envelope_step_same_findings":
        if q.get("score_cards") is None:
            why = translate("Errors", "it was checked already with the same findings ({n} "
                            "cards)").format(n=p["cards"])
        elif q["score_cards"]:
            why = translate("Errors", "it was checked already with the same findings ({n} "
                            "cards, score cards there)").format(n=p["cards"])
        else:
            why = translate("Errors", "it was checked already with the same findings ({n} "
                            "cards, score cards missing)").format(n=p["cards"])
    elif key == "envelope_step_not_there":
        why = translate("Errors", "its envelopes are not at table {t} (it is {now})").format(
            t=t, now=now)
    elif key == "envelope_step_not_checked":
        why = translate("Errors", "envelopes not checked on arrival yet: {directions}").format(
            directions=", ".join(direction_name(d) for d in q["missing"]))
    elif key == "envelope_step_home_already":
        why = translate("Errors", "its envelopes are back at table {t} already").format(t=t)
    elif key == "envelope_step_dealt_again":
        why = translate("Errors", "with two decks its cards are dealt again at table {t} for "
                        "deal {following} first").format(t=t, following=p["following"])
    elif key == "envelope_step_deck_busy":
        why = translate("Errors", "deck {deck} is still with deal {previous} ({stage}): it is "
                        "dealt again after deal {previous} is played at table {t}").format(
            deck=p["deck"], previous=p["previous"], stage=stage_words(q["previous_now"]), t=t)
    elif key == "envelope_step_envelopes_out":
        why = translate("Errors", "envelopes {serial} ({colour}) are still out with deal "
                        "{earlier} ({stage}): they come back after it is played at table {t}"
                        ).format(serial=p["serial"], colour=colour_word(int(q["home"])),
                                 earlier=p["earlier"], stage=stage_words(q["earlier_now"]),
                                 t=t)
    elif key == "envelope_step_deck_and_envelopes_out":
        why = translate("Errors", "deck {deck} and envelopes {serial} ({colour}) are still "
                        "out with deal {earlier} ({stage}): they come back after it is played "
                        "at table {t}").format(
            deck=p["deck"], serial=p["serial"], colour=colour_word(int(q["home"])),
            earlier=p["earlier"], stage=stage_words(q["earlier_now"]), t=t)
    if why is None:
        return None
    return translate("Errors", "deal {deal}: cannot {step}: {why}").format(
        deal=p["deal"], step=step, why=why)


def error_text(error: MatchCoreError) -> str:
    """A refusal of the match core in the app's language (its English ``reason`` when the
    error carries no key this function knows)."""
    translate = QCoreApplication.translate
    key = error.key
    p = {name: _param_text(value) for name, value in error.params.items()}
    text = p.get("text", "")
    if key == "direction":
        return translate("Errors", '"{text}": direction must be N, E, S or W').format(
            text=text)
    if key is not None and (key.startswith("call_") or key == "auction_unfinished"):
        return _auction_error_words(key, error.params) or error.reason
    if key == "envelopes_carried":
        return translate("Errors", "round {r}, table {t}: these envelopes were carried "
                         "already").format(r=roman(int(p["round"])), t=p["table"])
    if key == "envelopes_not_played":
        return translate("Errors", "round {r}, table {t}: the envelopes go over once the "
                         "table's originals are played there; not yet: deal {deals}").format(
            r=roman(int(p["round"])), t=p["table"], deals=p["deals"])
    if key == "envelopes_none_arrived":
        return translate("Errors", "round {r}, table {t}: no envelopes of table {o} are "
                         "waiting to be checked").format(r=roman(int(p["round"])),
                                                         t=p["table"], o=p["other"])
    if key == "envelopes_none_to_return":
        return translate("Errors", "round {r}, table {t}: no envelopes of table {o} played "
                         "here are waiting to go back").format(r=roman(int(p["round"])),
                                                               t=p["table"], o=p["other"])
    if key == "envelopes_not_played_here":
        return translate("Errors", "round {r}, table {t}: the envelopes go back once table "
                         "{o}'s deals are played here; not yet: deal {deals}").format(
            r=roman(int(p["round"])), t=p["table"], o=p["other"], deals=p["deals"])
    if key == "envelopes_not_this_round":
        return translate("Errors", "deal {deal} is not one of table {t}'s deals of round "
                         "{r}").format(deal=p["deal"], t=p["table"], r=roman(int(p["round"])))
    if key is not None and key.startswith("envelope_step_"):
        return _envelope_step_words(key, error) or error.reason
    if key == "envelopes_all_packed":
        return translate("Errors", "deal {deal}: every envelope is packed already").format(
            deal=p["deal"])
    if key == "envelopes_all_checked":
        return translate("Errors", "deal {deal}: every envelope is checked already").format(
            deal=p["deal"])
    if key == "decks_unsupported":
        return translate("Errors", "format {format}: {decks} decks for {games} games a round "
                         "is not supported by the envelope tracker (it knows one deck per "
                         "game, or two decks)").format(format=p["format"], decks=p["decks"],
                                                       games=p["games"])
    if key == "envelopes_damaged":
        return translate("Errors", "envelopes of deal {deal}: stored state is damaged "
                         "({detail})").format(deal=p["deal"], detail=p["detail"])
    if key == "envelopes_bad_key":
        return translate("Errors", 'envelopes: stored key "{text}" is not a deal number'
                         ).format(text=text)
    if key == "envelope_action_name":
        return translate("Errors", '"{text}": envelope action must be one of {actions}'
                         ).format(text=text, actions=p["actions"])
    if key == "envelope_direction_missing":
        return translate("Errors", "deal {deal}: {action}: say which direction's envelope"
                         ).format(deal=p["deal"], action=p["action"])
    if key == "envelope_direction_extra":
        return translate("Errors", "deal {deal}: {action} moves all four envelopes: give no "
                         "direction").format(deal=p["deal"], action=p["action"])
    if key == "envelope_cards_number":
        return translate("Errors", "deal {deal}: cards found must be a number, not {text}"
                         ).format(deal=p["deal"], text=text)
    if key == "envelope_cards_range":
        return translate("Errors", "deal {deal}: {n} cards in an envelope: a count is 0-52"
                         ).format(deal=p["deal"], n=p["cards"])
    if key == "envelope_only_receive":
        return translate("Errors", "deal {deal}: only receive records cards and score cards"
                         ).format(deal=p["deal"])
    if key == "serial_range":
        return translate("Errors", "serial {serial}: serials are 1-{n}").format(
            serial=p["serial"], n=p["count"])
    if key == "deck_range":
        return translate("Errors", "deck {deck}: decks are 1-{n}").format(
            deck=p["deck"], n=p["count"])
    if key == "strain_ambiguous":
        return translate("Errors", '"{text}": "Н" could be hearts (H) or no-trump (N): type '
                         "H or ♥ for hearts, NT for no-trump").format(text=text)
    if key == "strain":
        return translate("Errors", '"{text}": strain must be C, D, H, S or NT').format(
            text=text)
    if key == "strain_bad":
        return translate(
            "Errors", '"{text}": strain "{strain}" must be C, D, H, S or NT, optionally '
            "followed by X or XX").format(text=text, strain=p["strain"])
    if key == "strain_missing":
        return translate(
            "Errors", '"{text}": strain missing after the level (C, D, H, S or NT)'
        ).format(text=text)
    if key == "level":
        return translate("Errors", '"{text}": level must be 1-7').format(text=text)
    if key == "contract_missing":
        return translate("Errors", '"": a contract is needed, like 4S, 3NT, 7CXX or PASS')
    if key == "contract_start":
        return translate(
            "Errors", '"{text}": a contract starts with its level 1-7, or is PASS').format(
            text=text)
    if key == "tricks":
        return translate(
            "Errors", '"{text}": tricks must be a number 0-13 or =, +N, -N').format(
            text=text)
    if key == "tricks_range":
        return translate("Errors", '"{text}": tricks taken must be 0-13').format(
            text=text)
    if key == "tricks_relative":
        return translate(
            "Errors", '"{text}": a relative result is =, +N or -N (N up to 13)'
        ).format(text=text)
    if key == "tricks_relative_range":
        return translate(
            "Errors", '"{text}": {contract} needs {needed} tricks, so {text} would be '
            "{tricks} tricks (must be 0-13)").format(
            text=text, contract=p["contract"], needed=p["needed"], tricks=p["tricks"])
    if key == "pass_extra":
        return translate("Errors", "a passed-out deal has no declarer and no tricks")
    if key == "declarer_missing":
        return translate("Errors", "{contract}: declarer (N, E, S or W) is missing").format(
            contract=p["contract"])
    if key == "tricks_missing":
        return translate("Errors", "{contract}: tricks taken are missing").format(
            contract=p["contract"])
    if key == "entry_empty":
        return translate("Errors", '"": type a result like "4S N 10", "3NT S +1" or "PASS"')
    if key == "entry_parts":
        return translate(
            "Errors", '"{text}": a result is contract, declarer and tricks, like "4S N 10" '
            'or "3NT S +1"').format(text=text)
    if key == "suit":
        return translate("Errors", '"{text}": suit must be one of S, H, D, C (or ♠♥♦♣)').format(
            text=text)
    if key == "rank":
        return translate(
            "Errors", '"{text}": rank must be one of 2-9, T (or 10), J, Q, K, A').format(
            text=text)
    if key == "card":
        return translate("Errors", '"{text}": a card is a suit and a rank, like HK or ♥K'
                         ).format(text=text)
    if key == "rank_ambiguous":
        return translate("Errors", '"{text}": "Т" could be the ace (туз) or the ten (T): '
                         "type A for the ace, 10 for the ten").format(text=text)
    if key == "card_rank":
        return translate(
            "Errors", '"{text}": rank "{rank}" must be one of 2-9, T (or 10), J, Q, K, A'
        ).format(text=text, rank=p["rank"])
    if key == "call":
        return translate("Errors", '"{text}": a call is a bid like 1S or 3NT, P, X or XX'
                         ).format(text=text)
    if key == "reason":
        return translate("Errors", '"{text}": annulment reason must be 1-5').format(
            text=text)
    if key == "score_card":
        return translate(
            "Errors", '"{text}": a score card is NV or V and a part-score, like NV0 or V60'
        ).format(text=text)
    if key == "part_score":
        if "text" in p:
            return translate(
                "Errors", '"{text}": part-score {n}: must be 0-90 in tens (100 would be a game)'
            ).format(text=text, n=p["part_score"])
        return translate(
            "Errors", "part-score {n}: must be 0-90 in tens (100 would be a game)").format(
            n=p["part_score"])
    if key == "cards_pair":
        return translate(
            "Errors", '"{text}": type the NS card then the EW card, like "NV0 V60"').format(
            text=text)
    if key == "card_drawn":
        return translate(
            "Errors", "{card}: already drawn at table {t} for {line} (the deck has {n}, "
            "drawn {drawn})").format(card=p["card"], t=p["table"], line=p["line"],
                                     n=p["in_deck"], drawn=p["drawn"])
    if key == "card_not_in_deck":
        return translate(
            "Errors", "{card}: not in the score-card deck at table {t} for {line}").format(
            card=p["card"], t=p["table"], line=p["line"])
    if key == "envelope_empty":
        return translate(
            "Errors", "the score-card envelope is empty: every card has been drawn")
    if key == "board_no_cards":
        return translate("Errors", "board conditions: no score cards are drawn")
    if key == "both_lines":
        return translate("Errors", "deal {deal}: draw a card for both lines").format(
            deal=p["deal"])
    if key == "cards_in_use":
        return translate(
            "Errors", "deal {deal} has results played under its score cards: delete them "
            "before changing the cards").format(deal=p["deal"])
    if key == "cards_not_drawn":
        if "table" in p:
            return translate(
                "Errors", "deal {deal}, table {t}: the score cards are not drawn yet: draw "
                "them or give both cards").format(deal=p["deal"], t=p["table"])
        return translate(
            "Errors", "deal {deal}: the score cards are not drawn yet — draw them first"
        ).format(deal=p["deal"])
    if key == "honours":
        return translate(
            "Errors", '"{text}": honours are NS100, NS150, EW100 or EW150').format(text=text)
    if key == "honours_pass":
        return translate("Errors", "{honours}: a passed-out deal has no honours").format(
            honours=p["honours"])
    if key == "honours_nt100":
        return translate(
            "Errors", "{contract} {honours}: at no-trump only the four aces count (150), not "
            "100").format(contract=p["contract"], honours=p["honours"])
    if key == "honours_off":
        return translate(
            "Errors", "honours {honours}: this match does not score honours").format(
            honours=p["honours"])
    if key == "honours_fixed":
        return translate(
            "Errors", "whether honours are scored cannot change once a result is in")
    if key == "card_twice":
        return translate("Errors", "card drawn twice from one deck: {cards}").format(
            cards=p["cards"])
    if key == "dismiss_needs_reason":
        return translate("Errors", "deal {deal}: say why the proposal is dismissed").format(
            deal=p["deal"])
    if key == "nothing_proposed":
        return translate("Errors", "deal {deal}: no annulment is proposed for it").format(
            deal=p["deal"])
    if key == "not_played_at_origin":
        return translate(
            "Errors", "deal {deal}, table {t}: table {origin} has not played this deal yet "
            "(its score cards are drawn there, when it is played)").format(
            deal=p["deal"], t=p["table"], origin=p["origin"])
    if key == "cards_already_drawn":
        return translate(
            "Errors", "deal {deal}: score cards already drawn ({ns_line} {ns}, {ew_line} {ew})"
        ).format(deal=p["deal"], ns_line=line_name(Line.NS), ns=p["ns"],
                 ew_line=line_name(Line.EW), ew=p["ew"])
    if key == "attempt":
        return translate("Errors", "attempt {n}: attempts are 0 (the deal) and 1, 2… "
                         "(replacements)").format(n=p["attempt"])
    if key == "already_annulled":
        return translate("Errors", "deal {deal} is already annulled (reason {n}): undo is "
                         "the way back").format(deal=p["deal"], n=p["reason"])
    if key == "not_annulled":
        return translate("Errors", "deal {deal} is not annulled").format(deal=p["deal"])
    if key == "nothing_to_replace":
        return translate("Errors", "deal {deal} is not annulled: there is nothing to "
                         "replace").format(deal=p["deal"])
    if key == "annulled_after_match":
        return translate("Errors", "deal {deal} was annulled after the match: it is not "
                         "replayed").format(deal=p["deal"])
    if key == "annulled_no_replay":
        return translate("Errors", "deal {deal} was annulled and closed without a replay: "
                         "it is not replayed").format(deal=p["deal"])
    if key == "replay_not_at_table":
        return translate("Errors", "deal {deal} has not been played at table {o} yet: a "
                         "replay is dealt at table {o}, then carried to table {t}").format(
            deal=p["deal"], o=p["origin"], t=p["table"])
    if key == "replay_started":
        return translate("Errors", "deal {deal} was played at its own table already: when "
                         "it is played can no longer change").format(deal=p["deal"])
    if key == "replay_unchanged":
        return translate("Errors", "deal {deal}: the replay is {when} already").format(
            deal=p["deal"], when=replay_when_text(ReplayAt(error.params["when"])))
    if key == "replay_at":
        return translate("Errors", '"{text}": the replay is now, round-end, match-end or '
                         "none").format(text=text)
    if key == "after_match_replay":
        return translate("Errors", "deal {deal}: a deal annulled after the match is not "
                         "replayed — give no replay time").format(deal=p["deal"])
    if key == "replay_conflict":
        return translate("Errors", "deal {deal}: either not replayed or a replay time, not "
                         "both").format(deal=p["deal"])
    if key == "reason1_same_cards":
        return translate("Errors", "deal {deal}: both tables' score cards are the same "
                         "(table 1 {c1}, table 2 {c2}) — give the cards the other table "
                         "actually played under").format(deal=p["deal"], c1=p["cards1"],
                                                         c2=p["cards2"])
    if key == "reason1_board":
        return translate("Errors", "deal {deal}: under board conditions no score cards "
                         "travel — reason 1 does not apply").format(deal=p["deal"])
    if key == "reason1_no_result":
        return translate("Errors", "deal {deal}, table {t}: no result yet — reason 1 "
                         "compares the score cards both tables played under").format(
            deal=p["deal"], t=p["table"])
    if key == "cards_reason1_only":
        return translate("Errors", "deal {deal}: score cards are given with reason 1 "
                         "only").format(deal=p["deal"])
    if key == "reason3_not_arrived":
        return translate("Errors", "deal {deal} has not arrived at table {t}: reason 3 is "
                         "an envelope found short on arrival").format(deal=p["deal"],
                                                                      t=p["table"])
    if key == "replay_not_annulled":
        return translate("Errors", "deal {deal}: a replacement is played only for an "
                         "annulled deal").format(deal=p["deal"])
    if key == "no_result":
        return translate("Errors", "deal {deal}, table {t}: no result to delete").format(
            deal=p["deal"], t=p["table"])
    if key == "lead_before_result":
        return translate("Errors", "deal {deal}, table {t}: enter the result before the "
                         "lead").format(deal=p["deal"], t=p["table"])
    if key == "lead_passed_out":
        return translate("Errors", "deal {deal}, table {t}: passed out, there is no lead"
                         ).format(deal=p["deal"], t=p["table"])
    if key == "format_fixed":
        return translate("Errors", "the format cannot change once deals are drawn or played")
    if key == "conditions_fixed":
        return translate("Errors", "score cards or board conditions cannot change once deals "
                         "are drawn or played")
    if key == "decks_fixed":
        return translate("Errors", "the number of decks cannot change once envelopes are "
                         "moving")
    if key == "deck_lacks":
        return translate("Errors", "the new deck lacks {card}, already drawn at table {t} for "
                         "{line}").format(card=p["card"], t=p["table"], line=p["line"])
    if key == "reserve_plays":
        return translate("Errors", "reserve {reserve} plays: remove the substitution first"
                         ).format(reserve=p["reserve"])
    if key == "reserve_clash":
        return translate("Errors", "team {team}: reserve {name} — every player needs a "
                         "different name").format(team=p["team"], name=p["name"])
    if key == "reserve_twice":
        return translate("Errors", "team {team}: reserve named twice — every player needs a "
                         "different name").format(team=p["team"])
    if key == "player_has_code":
        return translate("Errors", "{player} already holds another code").format(
            player=p["player"])
    if key == "player_is_reserve":
        return translate("Errors", "{player} is a reserve: use a substitution instead"
                         ).format(player=p["player"])
    if key == "not_a_reserve":
        return translate("Errors", "{reserve} is not a reserve of team {team}").format(
            reserve=p["reserve"], team=p["team"])
    if key == "reserve_taken":
        return translate("Errors", "{reserve} already takes over {code} from round {r}"
                         ).format(reserve=p["reserve"], code=p["code"], r=p["round"])
    if key == "no_such_attempt":
        return translate("Errors", "deal {deal}: no such replacement").format(deal=p["deal"])
    if key == "has_replacement":
        return translate("Errors", "deal {deal} has a replacement: delete it first").format(
            deal=p["deal"])
    if key == "predealt_already":
        return translate("Errors", "the match is already pre-dealt (seed {seed})").format(
            seed=p["seed"])
    if key == "predeal_too_late":
        return translate("Errors", "results or hands are already recorded: the deals cannot "
                         "be dealt in advance now")
    if key == "nothing_to_undo":
        return translate("Errors", "nothing to undo")
    if key == "nothing_to_redo":
        return translate("Errors", "nothing to redo")
    if key == "name_missing":
        return translate("Errors", "{what}: a name is needed").format(what=p["what"])
    if key == "name_long":
        return translate("Errors", "{what}: the name has {length} characters; at most {most}"
                         ).format(what=p["what"], length=p["length"], most=p["most"])
    if key == "name_control":
        return translate("Errors", "{what}: the name holds control characters").format(
            what=p["what"])
    if key == "name_invisible":
        return translate("Errors", "{what}: the name holds an invisible character ({code})"
                         ).format(what=p["what"], code=p["code"])
    if key == "team_names_same":
        return translate("Errors", "both teams are called “{name}”: give them different "
                         "names").format(name=p["name"])
    if key == "number":
        return translate("Errors", "{what}: “{text}” is not a number {low}-{high}").format(
            what=p["what"], text=p["text"], low=p["low"], high=p["high"])
    return error.reason


# -- commands: the Undo/Redo texts and the status line, in the app's language ----------------


def _envelope_action_words(p: dict[str, Any]) -> str:
    translate = QCoreApplication.translate
    action = p["action"]
    who = direction_name(p["direction"]) if p.get("direction") is not None else ""
    if action is env.Action.DEAL:
        return translate("Steps", "dealt")
    if action is env.Action.PLAY_HOME:
        return translate("Steps", "played at its own table")
    if action is env.Action.PACK:
        return translate("Steps", "{direction}'s envelope packed").format(direction=who)
    if action is env.Action.CARRY:
        return translate("Steps", "envelopes carried to the other table")
    if action is env.Action.RECEIVE:
        text = translate("Steps", "{direction}'s envelope checked on arrival: {n} cards").format(
            direction=who, n=p["cards"])
        if p.get("score_cards") is True:
            text += translate("Steps", ", score cards there")
        elif p.get("score_cards") is False:
            text += translate("Steps", ", score cards missing")
        return text
    if action is env.Action.PLAY_AWAY:
        return translate("Steps", "played at the other table")
    return translate("Steps", "envelopes returned home")


def _envelope_batch_words(steps: list[dict[str, Any]]) -> str | None:
    """The host's round actions in one phrase: carried, or checked (and what was odd)."""
    translate = QCoreApplication.translate
    actions = {q["action"] for q in steps}
    deals = ", ".join(str(d) for d in sorted({q["deal"] for q in steps}))
    if env.Action.CARRY in actions and actions <= {env.Action.PACK, env.Action.CARRY}:
        return translate("Steps", "deals {deals}: envelopes packed and carried to the other "
                         "table").format(deals=deals)
    if actions == {env.Action.RECEIVE}:
        text = translate("Steps", "deals {deals}: envelopes checked on arrival").format(
            deals=deals)
        for q in steps:
            if q["cards"] != env.CARDS_PER_ENVELOPE or q.get("score_cards") is False:
                text += "; " + translate("Steps", "deal {deal}: {what}").format(
                    deal=q["deal"], what=_envelope_action_words(q))
        return text
    return None


def _parts_words(kind: str, p: dict[str, Any]) -> str | None:
    translate = QCoreApplication.translate
    if kind == "batch":
        parts = p["parts"]
        if parts and parts[0][0] == "result":
            return _parts_words(*parts[0])  # a result and the envelopes it moved on
        if parts and all(k == "envelopes" for k, _ in parts):
            compact = _envelope_batch_words([q for _, q in parts])
            if compact is not None:
                return compact
        worded = [_parts_words(k, q) for k, q in parts]
        if not parts or any(w is None for w in worded):
            return None
        return "; ".join(dict.fromkeys(w for w in worded if w is not None))
    if kind == "result":
        if p["result"] is None:
            return translate("Steps", "table {t}, deal {deal}: result deleted").format(
                t=p["table"], deal=p["deal"])
        return translate("Steps", "table {t}, deal {deal}: {result}").format(
            t=p["table"], deal=p["deal"],
            result=result_text(p["result"], honours=True, tricks=True))
    if kind == "score_cards":
        if p["ns"] is None:
            return translate("Steps", "deal {deal}: score cards put back").format(deal=p["deal"])
        return translate("Steps", "deal {deal}: score cards {ns_line} {ns}, {ew_line} {ew}").format(
            deal=p["deal"], ns_line=line_name(Line.NS), ns=p["ns"],
            ew_line=line_name(Line.EW), ew=p["ew"])
    if kind == "annulment":
        annulment = p["annulment"]
        if annulment is None:
            return translate("Steps", "deal {deal}: annulment lifted").format(deal=p["deal"])
        if annulment.after_match:
            return translate("Steps", "deal {deal} annulled after the match: {reason}").format(
                deal=p["deal"], reason=reason_text(annulment.reason))
        if annulment.no_replay:
            return translate("Steps", "deal {deal} annulled during the match, not replayed: "
                             "{reason}").format(deal=p["deal"],
                                                reason=reason_text(annulment.reason))
        return translate("Steps", "deal {deal} annulled during the match: {reason}").format(
            deal=p["deal"], reason=reason_text(annulment.reason))
    if kind == "envelopes":
        return translate("Steps", "deal {deal}: {what}").format(
            deal=p["deal"], what=_envelope_action_words(p))
    if kind == "settings":
        return translate("Steps", "change settings")
    if kind == "team":
        return translate("Steps", "team {team}: {name}").format(team=p["team"], name=p["name"])
    if kind == "seat":
        return f"{p['code']}: {p['player']}"
    if kind == "substitution":
        if p["reserve"] is None:
            return translate("Steps", "{code}: no substitution from round {r}").format(
                code=p["code"], r=p["from_round"])
        return translate("Steps", "{reserve} takes over {code} from round {r}").format(
            reserve=p["reserve"], code=p["code"], r=p["from_round"])
    if kind == "extra" and p["slot"] == "dismissed_proposals":
        if p["value"] is None:
            return translate("Steps", "deal {deal}: annulment proposal back").format(
                deal=p["key"])
        return translate("Steps", "deal {deal}: annulment proposal dismissed — {reason}").format(
            deal=p["key"], reason=p["value"]["reason"])
    if kind == "extra" and p["slot"] in ("auction", "hands"):
        deal_part, _, table = str(p["key"]).rpartition(":")
        deal = deal_part.replace(":", "R") if p["slot"] == "auction" else deal_part
        deal = deal.removesuffix("R0")
        if p["slot"] == "auction":
            if p["value"] is None:
                return translate("Steps", "deal {deal}, table {t}: auction deleted").format(
                    deal=deal, t=table)
            return translate("Steps", "deal {deal}, table {t}: auction recorded").format(
                deal=deal, t=table)
        if p["value"] is None:
            return translate("Steps", "deal {deal}, table {t}: hands deleted").format(
                deal=deal, t=table)
        return translate("Steps", "deal {deal}, table {t}: hands recorded").format(
            deal=deal, t=table)
    return None


def command_words(command: Command | None, english: str = "") -> str:
    """What a command does, in the app's language (``english`` — the store's description —
    for a command the core gives no parts for)."""
    if command is None:
        return english
    worded = _parts_words(*describe_parts(command))
    return english if worded is None else worded


def changes_words(changes: Changes) -> str:
    """The status line after a step: what was done, undone or redone."""
    if changes.command is None:
        return changes.description
    english = changes.description
    if changes.step in ("undo", "redo"):
        english = english.split(": ", 1)[-1]
    text = command_words(changes.command, english)
    if changes.step == "undo":
        return QCoreApplication.translate("Steps", "undo: {what}", "the status line").format(
            what=text)
    if changes.step == "redo":
        return QCoreApplication.translate("Steps", "redo: {what}", "the status line").format(
            what=text)
    return text


# -- cross-room checks, worded in the app's language -------------------------------------------

#: the fixed proposed actions of the checks (translated with the "Checks" context)
CHECK_ACTIONS = (
    QT_TRANSLATE_NOOP("Checks", "already annulled"),
    QT_TRANSLATE_NOOP("Checks", "correct the lead or the recorded hands"),
    QT_TRANSLATE_NOOP("Checks", "correct the auction or the result"),
    QT_TRANSLATE_NOOP("Checks", "unusual, worth a look; not an error"),
    QT_TRANSLATE_NOOP("Checks", "check the declarer at both tables and correct the wrong one"),
    QT_TRANSLATE_NOOP("Checks", "correct the honours"),
)


def check_message_words(check: Check) -> str:
    """A cross-room finding in the app's language (the core's English message when it
    carries no params)."""
    from models.checks import CheckKind  # the checks' module: not needed to start the app

    translate = QCoreApplication.translate
    p = check.params
    kind = check.kind
    if not p:
        return check.message
    if kind is CheckKind.LEAD:
        text = translate("Checks", "the opening lead {card} was not in {leader}'s hand").format(
            card=p["lead"].display, leader=direction_name(p["leader"]))
        if p.get("holder") is not None:
            text += translate("Checks", ", {holder} held it").format(
                holder=direction_name(p["holder"]))
        if p.get("as_recorded"):
            return text + translate("Checks", " (as recorded at this table)")
        return text + translate("Checks", " as dealt: cards probably in the wrong envelopes")
    if kind is CheckKind.UNUSUAL:
        return translate(
            "Checks", "{contract} by {declarer} took {tricks} tricks, double-dummy {dd}").format(
            contract=contract_text(p["contract"]), declarer=direction_name(p["declarer"]),
            tricks=p["tricks"], dd=p["dd"])
    if kind is CheckKind.WRONG_SIDE:
        text = translate(
            "Checks", "{contract} took {tricks} tricks at both tables, by {one} at table 1 and "
            "{two} at table 2: a result was probably entered for the wrong side").format(
            contract=contract_text(p["contract"]), tricks=p["tricks"],
            one=direction_name(p["declarers"][1]), two=direction_name(p["declarers"][2]))
        if p.get("suspect") is not None:
            text += translate("Checks", "; double-dummy suggests table {t}").format(
                t=p["suspect"])
        return text
    if kind is CheckKind.HONOURS:
        none = translate("Checks", "none", "no honours")
        return translate(
            "Checks", "{contract}: honours recorded {recorded}, the hands as dealt hold {held}"
        ).format(contract=contract_text(p["contract"]),
                 recorded=honours_text(p["recorded"]) or none,
                 held=honours_text(p["held"]) or none)
    if kind is CheckKind.AUCTION and p.get("disagreement") is not None:
        return disagreement_words(p["disagreement"])
    if kind is CheckKind.HANDS_DIFFER:
        parts = []
        for direction, source, extra in p["differ"]:
            if source is not None:
                parts.append(translate("Checks", "{direction} played {source}'s cards").format(
                    direction=direction_name(direction), source=direction_name(source)))
            else:
                parts.append(translate(
                    "Checks", "{direction} held {cards} not dealt to this seat").format(
                    direction=direction_name(direction),
                    cards=" ".join(c.display for c in extra)))
        return translate(
            "Checks", "the hands recorded here differ from the original: {differ}").format(
            differ="; ".join(parts))
    return check.message


def check_action_words(check: Check) -> str:
    """What a finding proposes, in the app's language."""
    if check.proposed_reason is not None:
        return QCoreApplication.translate("Checks", "annul the deal, reason {n} ({text})").format(
            n=int(check.proposed_reason), text=reason_text(check.proposed_reason))
    if check.action in CHECK_ACTIONS:
        return QCoreApplication.translate("Checks", check.action)
    return check.action
