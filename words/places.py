"""Where each deal, envelope and deck is, in words: a deal's stage, a place, what an
envelope holds or a deck serves.
"""

from __future__ import annotations

from models import envelopes as env
from words import word
from words.notation import direction_letter, direction_name


def stage_words(info: env.StageInfo) -> str:
    """Where a deal is in its life, in the current language (``"on the way to table 1"``)."""
    stage = info.stage
    if info.annulled:
        t = info.home if info.annulled == "home" else info.away
        when = word(f"place.annulled.{info.annulled}", t=t)
        if stage is env.Stage.RETURNED:
            return word("place.annulled.sent_home", when=when)
        if info.cards_at == info.home:
            return word("place.annulled.at_home", when=when, t=info.home)
        if info.cards_at == info.away:
            return word("place.annulled.to_go_home", when=when, t=info.away)
        return word("place.annulled.on_the_way", when=when, t=info.away)
    if stage is env.Stage.NOT_DEALT:
        return word("place.not_dealt")
    if stage is env.Stage.DEALT:
        return word("place.dealt", t=info.home)
    if stage is env.Stage.PLAYED_HOME:
        return word("place.played_home", t=info.home, n=info.packed)
    if stage is env.Stage.PACKED:
        return word("place.packed", t=info.home)
    if stage is env.Stage.IN_TRANSIT:
        if info.on_the_way:
            return word("place.on_the_way", t=info.away)
        return word("place.checking", t=info.away, n=info.checked)
    if stage is env.Stage.RECEIVED:
        return word("place.received", t=info.away)
    if stage is env.Stage.PLAYED_AWAY:
        return word("place.played_away", t=info.away)
    return word("place.back_home", t=info.home)


def place_words(location: env.Location) -> str:
    """``"at table 2"`` / ``"on the way to table 1"`` in the current language."""
    return _where(location, "place.on_the_way", "place.at_table")


def table_words(location: env.Location) -> str:
    """Where a deck is, in a column of places: ``"table 2"`` / ``"→ table 1"``."""
    return _where(location, "place.to_table_column", "place.table_column")


def _where(location: env.Location, on_the_way: str, at_table: str) -> str:
    """A place by the entry for on the way to a table, at a table, or in transit."""
    if location.to_table is not None:
        return word(on_the_way, t=location.to_table)
    if location.place.table is not None:
        return word(at_table, t=location.place.table)
    return word("place.in_transit")


def note_words(location: env.Location) -> str:
    """What an envelope holds or a deck serves, in the current language (the core's English
    note when it carries no kind)."""
    p = location.params
    kind = location.kind
    if kind is env.NoteKind.EMPTY:
        return word("place.empty")
    if kind is env.NoteKind.CARDS:
        direction = direction_name(p["direction"])
        if p.get("found") is not None:
            return word("place.cards.found", direction=direction, deal=p["deal"], n=p["found"])
        return word("place.cards", direction=direction, deal=p["deal"])
    if kind is env.NoteKind.NOT_USED:
        return word("place.not_used")
    if kind is env.NoteKind.IN_HANDS:
        return word("place.in_hands", deal=p["deal"])
    if kind is env.NoteKind.BEING_PACKED:
        return word("place.being_packed", deal=p["deal"], n=p["packed"])
    if kind is env.NoteKind.IN_ENVELOPES:
        return word("place.in_envelopes", deal=p["deal"])
    return location.note


def location_words(location: env.Location) -> str:
    """Where it is and what it holds: ``"at table 2, West's cards of deal 5"``."""
    where, note = place_words(location), note_words(location)
    if not note:
        return where
    return word("place.where_what", where=where, what=note)


def short_location_words(location: env.Location) -> str:
    """A cell of the envelope grid, the deal first (a narrow cell cuts the rest, its
    tooltip says it all): ``"deal 4 · T2"``, ``"deal 9 · → T1"``, ``"empty · T1"``."""
    if location.to_table is not None:
        where = word("place.to_table_short", t=location.to_table)
    elif location.place.table is not None:
        where = word("place.table_short", t=location.place.table)
    else:
        where = word("place.in_transit")
    if location.deal is None:
        return word("place.empty") + f" · {where}"
    return word("place.deal", deal=location.label) + f" · {where}"


def envelope_words(envelope: env.EnvelopeId) -> str:
    """One of the 24 envelopes: ``"W2 (blue, table 2)"`` in the current language."""
    colour = word("place.colour.white") if envelope.table == 1 else word("place.colour.blue")
    return word("place.envelope", direction=direction_letter(envelope.direction),
                k=envelope.serial, colour=colour,
                t=envelope.table)

