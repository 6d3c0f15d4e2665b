"""Bridge words and texts from the match core, in the app's language.

The core (:mod:`models`, :mod:`teams_app.hints`) is English and has no Qt; the views word
what it says here, with ``QCoreApplication.translate`` and literal source texts so that
``pyside6-lupdate`` finds them: directions, NS/EW, no-trump and the doubling marks,
contracts, envelope colours, annulment reasons, the hints of what a room does next, and
where each deal, envelope and deck is (stages, places, what an envelope holds).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from models import envelopes as env
from models.match import AnnulReason, DealKey
from models.vocabulary import Contract, Direction, Doubling, Line, Strain
from teams_app.hints import GameStep, RoomHint, RoomHintKind

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


def contract_text(contract: Contract | None) -> str:
    """A contract as a table shows it: ``4♠X`` / ``3NT`` (``3БК``), or Pass."""
    if contract is None or contract.level is None:
        return pass_word()
    return f"{contract.level}{strain_text(contract.strain)}{doubling_mark(contract.doubling)}"


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
    """A cell of the envelope grid: ``"T2 · deal 4"``, ``"→ T1 · deal 9"``, ``"T1 · empty"``."""
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
        return f"{where} · " + translate("Envelopes", "empty", "an envelope")
    return f"{where} · " + translate("Envelopes", "deal {deal}").format(deal=location.deal)


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
    elif kind is env.HintKind.PLAY_HOME:
        text = QCoreApplication.translate("Hints", "play deal {deal}").format(deal=deal)
    elif kind is env.HintKind.PACK:
        directions = tuple(p["directions"])
        if len(directions) == 4:
            text = QCoreApplication.translate(
                "Hints", "pack the four envelopes of deal {deal}").format(deal=deal)
        else:
            text = QCoreApplication.translate(
                "Hints", "pack the envelopes of deal {deal}: {directions}").format(
                deal=deal, directions=", ".join(direction_name(d) for d in directions))
    elif kind is env.HintKind.CHECK:
        if p["score_cards"]:
            text = QCoreApplication.translate(
                "Hints", "check the envelopes of deal {deal} on arrival "
                "(13 cards each, score cards)").format(deal=deal)
        else:
            text = QCoreApplication.translate(
                "Hints", "check the envelopes of deal {deal} on arrival "
                "(13 cards each)").format(deal=deal)
    elif kind is env.HintKind.PLAY_AWAY:
        text = QCoreApplication.translate("Hints", "play deal {deal} (from table {t})").format(
            deal=deal, t=p["from_table"])
    elif kind is env.HintKind.CARRY:
        text = QCoreApplication.translate(
            "Hints", "carry envelopes {serials} ({colour}) to table {t}").format(
            serials=serials_text(p["serials"]), colour=colour_word(p["from_table"]),
            t=p["to_table"])
    elif kind is env.HintKind.RETURN:
        text = QCoreApplication.translate(
            "Hints", "return envelopes {serials} ({colour}) to table {t}").format(
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
