"""What a table's phone writes (``api/result``, ``api/confirm``, ``api/sign``,
``api/draw``, ``api/check``): each post's fields read and checked against the match and
the table it was typed for, then run as an operation on the session.  The server
(:mod:`teams_app.server.service`) reads the request, answers repeats and sends the answer;
this module decides what a post does, or refuses it (:class:`Refusal`: a status and the
words, in the table's language).

A result post names the match, the table and the attempt it was typed for: it is
refused when the attempt is no longer the one the table plays (never moved to the
replay), and a result already stored as typed answers success without a write — across
the laptop's restarts too, as the match file is compared, not the client ids.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtHttpServer import QHttpServerResponder

import words
from models import confirmations, queries
from models.errors import InputError, MatchCoreError, printable
from models.match import DealKey, TableResult
from models.vocabulary import MAX_DIGITS, Card, Direction, Line, parse_number
from teams_app import operations
from teams_app.server import state
from words import LANGUAGES, notation, texts

if TYPE_CHECKING:
    from teams_app.session import Session

Status = QHttpServerResponder.StatusCode


class Refusal(Exception):
    """A post refused: the status to answer and its words."""

    def __init__(self, status: Status, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


class TablePosts:
    """The posts of the tables' phones on one session's match (``match_id``: the name
    a post kept on a phone gives the match it was typed for)."""

    def __init__(self, session: Session, match_id: str) -> None:
        self.session = session
        self.match_id = match_id

    def write(self, table: int, route: str, body: dict[str, Any],
              lang: str) -> dict[str, Any]:
        """What a post to ``route`` does at table ``table`` (its body read already), as
        the answer's fields; a refusal raises :class:`Refusal` (or the core's error)."""
        if route in ("api/check", "api/sign"):
            round_ = number_field(body.get("round"), "round", lang)
            match = self.session.match
            match.format.check_round(round_)
            if round_ not in state.allowed_rounds(match):
                raise Refusal(Status.UnprocessableEntity, words.word(
                    "phone.round_later", lang, round=round_, current=state.table_round(match)))
            return (self._check(table, round_, body, lang) if route == "api/check"
                      else self._sign(table, round_, body, lang))
        elif route == "api/confirm":
            return self._confirm(table, body, lang)
        else:
            deal = number_field(body.get("deal"), "deal", lang)
            self.check_round(table, deal, lang)
            if route == "api/result":
                return self._enter(table, deal, body, lang)
            return self._draw(table, deal, lang)

    def check_round(self, table: int, deal: int, lang: str) -> None:
        match = self.session.match
        match.format.check_deal(deal)
        round_ = state.table_round(match)
        if match.format.slot(deal).round not in state.allowed_rounds(match):
            raise Refusal(Status.UnprocessableEntity,
                           words.word("phone.not_this_round", lang, deal=deal, round=round_))

    def check_match(self, body: dict[str, Any], lang: str) -> None:
        """A post kept on a phone names the match it was typed for: another's is refused."""
        match_id = body.get("match")
        if match_id is not None and match_id != self.match_id:
            raise Refusal(Status.Conflict, words.word("phone.other_match", lang))

    def check_typed_here(self, table: int, body: dict[str, Any], lang: str) -> None:
        """A post kept on a phone names the match and the table it was typed for: another
        match's or table's is refused (a phone passed to the other room)."""
        self.check_match(body, lang)
        typed = body.get("table")
        if typed is not None and number_field(typed, "table", lang) != table:
            raise Refusal(Status.Conflict, words.word("phone.other_table", lang, typed=typed,
                                                       table=table))

    def _enter(self, table: int, deal: int, body: dict[str, Any],
               lang: str) -> dict[str, Any]:
        entry = body.get("entry")
        if not isinstance(entry, str) or len(entry) > 80:
            raise Refusal(Status.BadRequest, words.word("phone.field", lang, field="entry"))
        attempt = body.get("attempt")
        if attempt is not None:
            attempt = number_field(attempt, "attempt", lang)
        replace = body.get("replace", False)
        if not isinstance(replace, bool):
            raise Refusal(Status.BadRequest, words.word("phone.field", lang, field="replace"))
        match = self.session.match
        lead = self._typed_lead(body, lang)
        latin = state.latin_entry(entry)
        typed = TableResult.parse_entry(latin)
        if attempt is None:
            key = queries.result_key(match, deal, table)
        else:
            key = DealKey(deal, attempt)
            if not _same_result(match.results.get((key, table)), typed):
                key = self._typed_key(table, deal, attempt, replace, lang)
        existing = match.results.get((key, table))
        if existing is not None:
            if _same_result(existing, typed) and (lead is None or existing.lead == lead):
                # sent again (its answer lost, the laptop restarted meanwhile): it is in,
                # as typed, on the attempt it was typed for (annulled since, or not)
                return {"ok": True, "deal": deal, "attempt": key.attempt, "repeated": True,
                        "result": state.result_text(existing),
                        "ns_score": match.score(key, table)}
            if not replace:
                raise Refusal(Status.Conflict, words.word("phone.already_entered", lang, deal=key,
                                                     result=state.result_text(existing)))
            was = body.get("was")
            if was is not None and not _shown_as(existing, was):
                # a correction of what the phone showed; the laptop changed it since
                raise Refusal(Status.Conflict, words.word("phone.result_changed", lang, deal=key,
                                                     result=state.result_text(existing)))
        if match.settings.phones_confirm:
            return self._propose(table, deal, key, typed, latin, lead)
        # the result and its lead in one step, or refused together (the core's refusal
        # of a lead the leader did not hold: models.notebook.check_lead_held)
        self.session.run(operations.enter_result, deal=deal, table=table, text=latin,
                         attempt=key.attempt, lead=lead)
        stored = self.session.match.results[(key, table)]
        return {"ok": True, "deal": deal, "attempt": key.attempt,
                "result": state.result_text(stored),
                "lead": None if stored.lead is None else notation.card_text(stored.lead),
                "ns_score": self.session.match.score(key, table)}

    def _propose(self, table: int, deal: int, key: DealKey, typed: TableResult, latin: str,
                 lead: Card | None) -> dict[str, Any]:
        """With the match's setting on, a result typed on the phone waits for the other
        line (:mod:`models.confirmations`): kept, counted nowhere; the same typed again
        is not written again."""
        waiting = confirmations.unconfirmed_at(self.session.match, key, table)
        if not (waiting is not None and _same_result(waiting.result, typed)
                and waiting.result.lead == lead):
            self.session.run(operations.propose_result, deal=deal, table=table, text=latin,
                             attempt=key.attempt, lead=lead)
            waiting = confirmations.unconfirmed_at(self.session.match, key, table)
        assert waiting is not None
        return {"ok": True, "deal": deal, "attempt": key.attempt, "unconfirmed": True,
                **state.unconfirmed_item(self.session.match, waiting)}

    def _confirm(self, table: int, body: dict[str, Any], lang: str) -> dict[str, Any]:
        """The other line's answer to a result waiting on this table's phone: ``ok``
        true stores it, false drops it; ``token`` names the result it saw (typed again
        since: refused, so nobody confirms what they did not see)."""
        deal = number_field(body.get("deal"), "deal", lang)
        attempt = number_field(body.get("attempt"), "attempt", lang)
        self.check_round(table, deal, lang)
        ok = body.get("ok")
        if not isinstance(ok, bool):
            raise Refusal(Status.BadRequest, words.word("phone.field", lang, field="ok"))
        key = DealKey(deal, attempt)
        match = self.session.match
        waiting = confirmations.unconfirmed_at(match, key, table)
        if waiting is not None and body.get("token") != state.unconfirmed_token(waiting):
            raise Refusal(Status.Conflict, words.word("phone.confirm_changed", lang,
                                                       deal=key))
        if waiting is None and ok and _confirmed_as(match, key, table, body.get("token")):
            # sent again (its answer lost): stored as confirmed
            stored = match.results[(key, table)]
            return {"ok": True, "deal": deal, "attempt": attempt, "confirmed": True,
                    "repeated": True, "result": state.result_text(stored)}
        if ok:
            self.session.run(operations.confirm_result, deal=deal, table=table,
                             attempt=attempt)
            stored = self.session.match.results[(key, table)]
            return {"ok": True, "deal": deal, "attempt": attempt, "confirmed": True,
                    "result": state.result_text(stored)}
        if waiting is None:  # already refused (an answer lost), or never there
            return {"ok": True, "deal": deal, "attempt": attempt, "confirmed": False,
                    "repeated": True}
        self.session.run(operations.refuse_result, deal=deal, table=table, attempt=attempt)
        return {"ok": True, "deal": deal, "attempt": attempt, "confirmed": False,
                "result": state.result_text(waiting.result)}

    def _sign(self, table: int, round_: int, body: dict[str, Any],
              lang: str) -> dict[str, Any]:
        """A line signs the table's diagram of a round (both lines do, one after the
        other); signing again what it signed writes nothing."""
        try:
            line = Line[str(body.get("line"))]
        except KeyError:
            raise Refusal(Status.BadRequest,
                           words.word("phone.field", lang, field="line")) from None
        match = self.session.match
        if line not in confirmations.signed_lines(match, round_, table):
            self.session.run(operations.sign_round, round=round_, table=table, line=line)
        signed = confirmations.signed_lines(self.session.match, round_, table)
        return {"ok": True, "round": round_, "line": line.name,
                "signed": [held.name for held in Line if held in signed]}

    def _typed_lead(self, body: dict[str, Any], lang: str) -> Card | None:
        """The opening lead posted with a result (issue 32), typed as the table's language
        writes a card (bg ``"♠Р"``, ru ``"пК"``, or ``"SK"``); None when not given.  Only
        when the match's setting lets the phones take it: else refused (422)."""
        lead = body.get("lead")
        if lead is None or (isinstance(lead, str) and not lead.strip()):
            return None
        if not isinstance(lead, str) or len(lead) > 8:
            raise Refusal(Status.BadRequest, words.word("phone.field", lang, field="lead"))
        if not self.session.match.settings.phone_leads:
            raise Refusal(Status.UnprocessableEntity, words.word("phone.lead_off", lang))
        return Card.parse(texts.typed_card(lead.strip()))

    def _typed_key(self, table: int, deal: int, attempt: int, replace: bool,
                   lang: str) -> DealKey:
        """The attempt a result was typed for, if the table may still write it: a new
        result only on the attempt the table plays now, a correction only on an attempt
        not annulled since.  Never another attempt (a result typed for deal 8 never
        lands on its replay 8R1)."""
        match = self.session.match
        typed = DealKey(deal, attempt)
        annulment = match.annulments.get(typed)
        annulled = Refusal(Status.Conflict, words.word(
            "phone.attempt_annulled", lang, deal=typed,
            reason="" if annulment is None else texts.reason_text(annulment.reason)))
        if not replace:
            try:
                now = queries.result_key(match, deal, table)
            except MatchCoreError:   # no new result on this deal now: say why
                if annulment is not None:
                    raise annulled from None
                raise
            if now == typed:
                return typed
        if annulment is not None:
            raise annulled
        if replace and attempt in match.attempts(deal):
            return typed
        now = now if not replace else match.current_key(deal)
        raise Refusal(Status.Conflict, words.word("phone.attempt_moved", lang, typed=typed,
                                                   now=now))

    def _draw(self, table: int, deal: int, lang: str) -> dict[str, Any]:
        origin = self.session.match.format.slot(deal).origin_table
        if origin != table:
            raise Refusal(Status.UnprocessableEntity,
                           words.word("phone.not_origin", lang, deal=deal, table=origin))
        self.session.run(operations.draw_score_cards, deal=deal, rng=self.session.rng)
        cards = self.session.match.draws[deal]
        return {"ok": True, "deal": deal,
                "cards": {"ns": str(cards[Line.NS]), "ew": str(cards[Line.EW])}}

    def _check(self, table: int, round_: int, body: dict[str, Any],
               lang: str) -> dict[str, Any]:
        short = body.get("short")
        found: tuple[int, Direction, int] | None = None
        if short is not None:
            if not isinstance(short, dict):
                raise Refusal(Status.BadRequest, words.word("phone.field", lang, field="short"))
            deal = number_field(short.get("deal"), "short.deal", lang)
            cards = number_field(short.get("cards"), "short.cards", lang)
            try:
                direction = Direction.parse(str(short.get("direction", "")))
            except MatchCoreError:
                raise Refusal(Status.BadRequest,
                               words.word("phone.field", lang, field="short.direction")) from None
            found = (deal, direction, cards)
        score_cards = body.get("score_cards")
        if score_cards is not None and not isinstance(score_cards, bool):
            raise Refusal(Status.BadRequest, words.word("phone.field", lang, field="score_cards"))
        self.session.run(operations.check_envelopes, table=table, round=round_, short=found,
                         score_cards=score_cards)
        return {"ok": True, "round": round_}


def _same_result(stored: TableResult | None, typed: TableResult) -> bool:
    """The stored result is what was typed (its lead or cards, added later, aside)."""
    return stored is not None and (
        (stored.contract, stored.declarer, stored.tricks, stored.honours)
        == (typed.contract, typed.declarer, typed.tricks, typed.honours))


def _confirmed_as(match: Any, key: DealKey, table: int, token: Any) -> bool:
    """The stored result is the one a confirmation's token named (the confirmation sent
    again after its answer was lost)."""
    stored = match.results.get((key, table))
    return stored is not None and token == state.unconfirmed_token(
        confirmations.Unconfirmed(key, table, stored))


def _shown_as(stored: TableResult, shown: Any) -> bool:
    """``shown`` is how a page showed the stored result, in one of the languages."""
    for code in LANGUAGES:
        with words.speaking(code):
            if state.result_text(stored) == shown:
                return True
    return False


def number_field(value: Any, name: str, lang: str) -> int:
    """A number field (a JSON number or a text of digits): the core's one rule for
    numbers (:func:`models.vocabulary.parse_number`: ASCII digits only, so no "١" or "²");
    the range is the core's to judge (a deal not in the match: 422).  Else a 400."""
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise Refusal(Status.BadRequest, words.word("phone.field", lang, field=name))
    try:
        return parse_number(value, name, 0, 10**MAX_DIGITS - 1)
    except InputError as error:
        raise Refusal(Status.BadRequest, words.word("phone.number", lang, field=name,
                                               text=printable(error.params["text"]))) from None
