"""The refusals of the match core in words, by message key (``error.<key>``, and
``error.<key>.<variant>`` for its variants): what was refused, and why.
"""

from __future__ import annotations

import re
from typing import Any

from models.errors import MatchCoreError
from models.match import ReplayAt
from models.scoring import Honours
from models.vocabulary import Card, Contract, Deal, Direction, Doubling, Line, Suit
from words import catalog, language, speaking, word
from words.envelope_errors import envelope_step_words
from words.file_problems import file_error_words, two_results_words
from words.notation import (
    card_text,
    contract_text,
    direction_letter,
    direction_name,
    honours_text,
    line_name,
    score_card_text,
    suit_holding_text,
)
from words.texts import call_text, param_text, replay_when_text, roman


def _auction_error_words(key: str, p: dict[str, Any]) -> str | None:
    """An illegal call of an auction (:func:`models.notebook.legal_auction`) in the app's
    language: the call as the screen writes it, and why."""
    if key == "auction_unfinished":
        return word("error.auction_unfinished", count=int(p["n"]), n=p["n"])
    who = direction_letter(p["bidder"])
    if key == "call_unread":
        return word("error.call_unread", n=p["n"], who=who, why=error_text(p["error"]))
    where = word("error.call_where", n=p["n"], who=who, call=call_text(p["call"]))
    last = call_text(p["last"]) if p.get("last") is not None else ""
    if key == "call_after_end":
        if p["four_passes"]:
            text = word("error.call_after_end.four_passes")
        else:
            text = word("error.call_after_end")
        return text.format(where=where, end=p["end"])
    if key not in _ILLEGAL_CALLS:
        return None
    redoubled = key == "call_doubled_already" and p["doubling"] is Doubling.REDOUBLED
    text = word(f"error.{key}" + (".redoubled" if redoubled else ""))
    return text.format(where=where, last=last)


#: the illegal calls worded by their own entry, ``error.<key>`` (where the call stands,
#: the last bid): a double of a redoubled contract by ``error.call_doubled_already.redoubled``
_ILLEGAL_CALLS = frozenset({"call_insufficient", "call_no_bid", "call_double_own",
                            "call_doubled_already", "call_no_double", "call_not_doubled",
                            "call_redouble_own"})


def _contract(value: object) -> str:
    """A contract a refusal names, as the user typed it: the core gives it in the Latin
    entry letters (``"7NT"``), which is what an English user typed; a Bulgarian or Russian
    one typed the language's own (``"7БК"``), and reads it so."""
    if language() == "en":
        return str(value)
    if isinstance(value, Contract):
        return contract_text(value)
    try:
        return contract_text(Contract.parse(str(value)))
    except MatchCoreError:
        return str(value)


#: whose name a name refusal is about, as the core says it ("team A", "player A-1",
#: "team B: reserve", "reserve")
_SUBJECT = re.compile(r"^(?:team (?P<team>[AB])(?P<reserve>: reserve)?|player (?P<code>\S+)"
                      r"|(?P<lone>reserve))$")


def _subject(what: str) -> str:
    """The subject of a name refusal in the current language (``"отбор A"``, ``"играч
    A-1"``); anything else (the wizard's quoted name) as it is."""
    found = _SUBJECT.match(what)
    if found is None:
        return what
    if found["lone"]:
        return word("error.subject.reserve")
    if found["code"]:
        return word("error.subject.player", code=found["code"])
    if found["reserve"]:
        return word("error.subject.team_reserve", team=found["team"])
    return word("error.subject.team", team=found["team"])


#: the lock's note in a "locked" refusal (teams_app.store.lock)
_HOLDER = re.compile(r" \(process (?P<pid>\S+) on (?P<host>[^)]+)\)")


def store_error_text(error: Exception) -> str:
    """A refusal of the match file (``teams_app.store``'s ``StoreError``: its ``path`` and
    English ``problem``) in the current language, by its kind; English as it is."""
    path, problem = getattr(error, "path", ""), str(getattr(error, "problem", error))
    kind = {cls.__name__ for cls in type(error).__mro__}
    if language() == "en":
        return str(error)
    if "MatchFileLocked" in kind:
        found = _HOLDER.search(problem)
        holder = word("error.store.holder", pid=found["pid"], host=found["host"]) if found else ""
        return word("error.store.locked", path=path, holder=holder)
    if "MatchFileMissing" in kind:
        return word("error.store.missing", path=path)
    if "ReadOnlyStore" in kind:
        if problem.startswith("the match is open read-only"):
            return word("error.store.read_only", path=path)
        return word("error.store.read_only_file", path=path)
    if "NotAMatchFile" in kind:
        if "folder" in problem:
            return word("error.store.folder", path=path)
        return word("error.store.not_a_match", path=path)
    if "NewerVersion" in kind:
        return word("error.store.newer", path=path)
    if "CorruptMatchFile" in kind:
        return word("error.store.damaged", path=path)
    if "WriteFailed" in kind:
        return word("error.store.write_failed", path=path, problem=problem)
    return str(error)


def _honours(value: object) -> str:
    """Honours a refusal names (the core gives ``"NS100"``) as the screen writes them
    (``"СЮ 100"``); English as the core gives them."""
    if language() == "en" or value is None:
        return "" if value is None else str(value)
    try:
        honours = value if isinstance(value, Honours) else Honours.parse(str(value))
    except MatchCoreError:
        return str(value)
    return honours_text(honours) if honours is not None else str(value)


def disagreement_words(disagreement: str) -> str:
    """How the auction disagrees with the result (:class:`models.notebook.Disagreement`),
    in the current language; any other text as it is."""
    from models.notebook import Disagreement  # late: models.notebook (~50 ms), not needed to start

    if not isinstance(disagreement, Disagreement):
        return disagreement
    p = disagreement.params
    if disagreement.key == "auction":
        return word("check.auction.why", why=error_text(p["error"]))
    if disagreement.key == "contract":
        return word("check.auction.contract", auction=contract_text(p["auction"]),
                    result=contract_text(p["result"]))
    if disagreement.key == "declarer":
        return word("check.auction.declarer", auction=direction_letter(p["auction"]),
                    contract=contract_text(p["contract"]),
                    result=direction_letter(p["result"]) if p["result"] is not None else "-")
    return str(disagreement)


def damaged_entry_text(entry: int) -> str:
    """Undo or redo refused because the audit-log entry it takes is damaged (the store's
    ``DamagedAuditEntry``; the command line says the same in English)."""
    return word("error.damaged_entry", n=entry)


def error_text(error: MatchCoreError) -> str:
    """A refusal of the match core in the current language (its English ``reason`` when the
    error carries no key this function knows).

    A refusal whose entry ``error.<key>`` takes the error's values as they are needs no
    branch here (:func:`_by_key` words it); the branches below shape values first (a
    round in Roman figures, a contract or a card in the language's notation, a plural)."""
    key = error.key
    if key is not None and key.startswith("file."):  # a results file (words.file_problems)
        return file_error_words(key, error.params, error_text_in) or error.reason
    if key is not None and key.startswith("pbn_"):
        return _pbn_error_words(error) or error.reason
    p = {name: param_text(value) for name, value in error.params.items()}
    text = p.get("text", "")
    if key == "hand_of":
        direction = error.params.get("direction")
        who = direction_name(direction) if isinstance(direction, Direction) else str(direction)
        inner = error.params.get("error")
        why = error_text(inner) if isinstance(inner, MatchCoreError) else str(inner)
        return word("error.hand_of", direction=who, why=why)
    if key == "hand_twice":
        card = error.params.get("card")
        return word("error.hand_twice", text=text,
                    card=card_text(card) if isinstance(card, Card) else str(card))
    if key == "declarer_tricks_needed":
        return word("error.declarer_tricks_needed",
                    contract=_contract(error.params.get("contract", "")))
    if key in ("honours_nt100", "honours_off", "honours_pass"):
        honours = _honours(error.params.get("honours"))
        return word(f"error.{key}", honours=honours,
                    contract=_contract(error.params.get("contract", "")))
    if key is not None and (key.startswith("call_") or key == "auction_unfinished"):
        return _auction_error_words(key, error.params) or error.reason
    if key == "envelopes_carried":
        return word("error.envelopes_carried", r=roman(int(p["round"])), t=p["table"])
    if key == "envelopes_not_played":
        return word("error.envelopes_not_played", r=roman(int(p["round"])), t=p["table"],
                    deals=p["deals"])
    if key == "envelopes_none_arrived":
        return word("error.envelopes_none_arrived", r=roman(int(p["round"])),
                    t=p["table"], o=p["other"])
    if key == "envelopes_none_to_return":
        return word("error.envelopes_none_to_return", r=roman(int(p["round"])),
                    t=p["table"], o=p["other"])
    if key == "envelopes_not_played_here":
        return word("error.envelopes_not_played_here", r=roman(int(p["round"])), t=p["table"],
                    o=p["other"], deals=p["deals"])
    if key == "envelopes_not_this_round":
        return word("error.envelopes_not_this_round", deal=p["deal"], t=p["table"],
                    r=roman(int(p["round"])))
    if key is not None and key.startswith("envelope_step_"):
        return envelope_step_words(key, error) or error.reason
    if key == "envelope_cards_range":
        return word("error.envelope_cards_range", count=int(error.params["cards"]),
                    deal=p["deal"], n=p["cards"])
    if key == "serial_range":
        return word("error.serial_range", serial=p["serial"], n=p["count"])
    if key == "deck_range":
        return word("error.deck_range", deck=p["deck"], n=p["count"])
    if key == "tricks_relative_range":
        return word("error.tricks_relative_range", text=text, contract=_contract(p["contract"]),
                    needed=p["needed"], tricks=p["tricks"])
    if key == "declarer_missing":
        return word("error.declarer_missing", contract=_contract(p["contract"]))
    if key == "tricks_missing":
        return word("error.tricks_missing", contract=_contract(p["contract"]))
    if key == "part_score":
        if "text" in p:
            return word("error.part_score.text", text=text, n=p["part_score"])
        return word("error.part_score", n=p["part_score"])
    if key == "card_drawn":
        return word("error.card_drawn", card=p["card"], t=p["table"], line=p["line"],
                    n=p["in_deck"], drawn=p["drawn"])
    if key == "card_not_in_deck":
        return word("error.card_not_in_deck", card=p["card"], t=p["table"], line=p["line"])
    if key == "cards_not_drawn":
        if "table" in p:
            return word("error.cards_not_drawn.table", deal=p["deal"], t=p["table"])
        return word("error.cards_not_drawn", deal=p["deal"])
    if key == "not_played_at_origin":
        return word("error.not_played_at_origin", deal=p["deal"], t=p["table"], origin=p["origin"])
    if key == "cards_already_drawn":
        return word("error.cards_already_drawn", deal=p["deal"], ns_line=line_name(Line.NS),
                    ns=p["ns"],
                    ew_line=line_name(Line.EW), ew=p["ew"])
    if key == "attempt":
        return word("error.attempt", n=p["attempt"])
    if key == "already_annulled":
        return word("error.already_annulled", deal=p["deal"], n=p["reason"])
    if key == "replay_not_at_table":
        return word("error.replay_not_at_table", deal=p["deal"], o=p["origin"], t=p["table"])
    if key == "replay_unchanged":
        return word("error.replay_unchanged", deal=p["deal"],
                    when=replay_when_text(ReplayAt(error.params["when"])))
    if key == "replay_gone_on":
        return word("error.replay_gone_on", deal=p["deal"], r=roman(int(p["round"])))
    if key == "reason1_same_cards":
        return word("error.reason1_same_cards", deal=p["deal"], c1=p["cards1"],
                    c2=p["cards2"])
    if key == "reason1_no_result":
        return word("error.reason1_no_result", deal=p["deal"], t=p["table"])
    if key == "reason3_not_arrived":
        return word("error.reason3_not_arrived", deal=p["deal"],
                    t=p["table"])
    if key == "no_result":
        return word("error.no_result", deal=p["deal"], t=p["table"])
    if key == "lead_before_result":
        return word("error.lead_before_result", deal=p["deal"], t=p["table"])
    if key == "lead_passed_out":
        return word("error.lead_passed_out", deal=p["deal"], t=p["table"])
    if key == "lead_not_held":
        return word("error.lead_not_held", card=card_text(error.params["card"]),
                    leader=direction_name(error.params["leader"]))
    if key == "deck_lacks":
        return word("error.deck_lacks", card=p["card"], t=p["table"], line=p["line"])
    if key == "reserve_taken":
        return word("error.reserve_taken", reserve=p["reserve"], code=p["code"], r=p["round"])
    if key in ("name_missing", "name_long", "name_control", "name_invisible"):
        who = _subject(str(error.params["what"]))
        if key == "name_long":
            return word("error.name_long", count=int(error.params["length"]), what=who,
                        length=p["length"], most=p["most"])
        if key == "name_invisible":
            return word("error.name_invisible", what=who, code=p["code"])
        return word(f"error.{key}", what=who)
    return _by_key(error, p)


def error_text_in(error: MatchCoreError, lang: str | None = None) -> str:
    """:func:`error_text` in ``lang`` (None: the current language): how a file's problem
    that names a refusal of the core words it (:mod:`words.file_problems`)."""
    with speaking(lang or language()):
        return error_text(error)


def _pbn_error_words(error: MatchCoreError) -> str | None:
    """A refusal of a PBN file (``teams_app.pbn.PbnError``, ``error.pbn_<what>``) in the
    current language: where (the path, and its line), then what; the core's refusal it
    wraps (``error``) in its own words, a direction, a deal and two results in the
    language's notation.  English says what ``str(error)`` says (the core's English
    reason, the results as the import wrote them)."""
    key, p = error.key, error.params
    english = language() == "en"

    def why(inner: object) -> str:
        if not isinstance(inner, MatchCoreError):
            return str(inner)
        if english:
            return inner.reason
        if inner.key in ("file.annul_alone", "file.annul_replay"):  # the tag, not the column
            return word(f"error.pbn_{inner.key[5:]}", **inner.params)
        return error_text(inner)

    def seat(value: object) -> str:
        if not isinstance(value, Direction):
            return str(value)
        return value.name if english else direction_letter(value)

    if key == "pbn_deal_cards":  # a [Deal]'s cards: counts, doubled and missing cards
        parts = [word("error.pbn_deal_count", count=n, who=seat(d), n=n)
                 for d, n in p["counts"]]
        if p["doubled"]:
            parts.append(word("error.pbn_deal_doubled", cards=", ".join(
                word("error.pbn_deal_doubled_card", card=c.display if english
                     else card_text(c), one=seat(a), other=seat(b))
                for c, a, b in p["doubled"])))
        if p["missing"]:
            parts.append(word("error.pbn_deal_missing", cards=" ".join(
                c.display if english else card_text(c) for c in p["missing"])))
        return "; ".join(parts)
    if key == "pbn_deal_four":
        return word("error.pbn_deal_four", count=int(p["n"]), text=p["text"], n=p["n"])
    if key == "pbn_deal_seat":
        return word("error.pbn_deal_seat", text=p["text"])
    values: dict[str, object] = {name: value for name, value in p.items()
                                 if name not in ("where", "path", "line", "error")}
    line = p.get("line")
    values["where"] = word("error.pbn_where", path=p.get("path", ""), line=line) if line \
        else str(p.get("path", p.get("where", "")))
    if "error" in p:
        values["why"] = why(p["error"])
    if key in ("pbn_game_twice", "pbn_rubber_cards_tags", "pbn_rubber_cards_match") \
            and not english:  # the room by its table (1: "Open")
        values["room"] = p["table"]
    if key in ("pbn_rubber_cards_tags", "pbn_rubber_cards_match") and not english:
        values["found"], values["has"] = (_cards_pair_text(p["found_cards"]),
                                          _cards_pair_text(p["has_cards"]))
    if key == "pbn_rubber_vulnerable" and not english:
        values["says"] = _vulnerability_text(p["vulnerability"])
    if key == "pbn_leader":
        values.update(declarer=seat(p["declarer"]) if english
                      else direction_name(p["declarer"]),
                      leader=seat(p["leader"]) if english else direction_name(p["leader"]))
    elif key == "pbn_differs":
        if english:
            values.update(has=p["has_text"], says=p["says_text"])
        else:
            values["has"], values["says"] = two_results_words(p["has"], p["says"])
    elif key == "pbn_other_deal" and isinstance(p.get("hands"), Deal):
        hands: Deal = p["hands"]
        values["hands"] = hands.to_pbn() if english else "; ".join(
            f"{direction_letter(d)} " + " ".join(
                f"{s.symbol}{suit_holding_text(hands[d], s)}" for s in reversed(Suit))
            for d in Direction)
    elif key == "pbn_not_file" and not english:
        problem = p.get("problem")
        if problem == "not_regular":
            values["problem"] = word("file.not_regular",
                                     kind=word(f"file.kind.{p.get('kind', 'other')}"))
        elif problem is not None and f"file.{problem}" in catalog():
            try:  # the store's own words for it (link_loop, missing…)
                values["problem"] = word(f"file.{problem}").format(**p)
            except (KeyError, IndexError):
                values["problem"] = p.get("text", "")
        else:
            values["problem"] = p.get("text", "")
    elif key == "pbn_not_file":
        values["problem"] = p.get("text", "")
    try:
        return word(f"error.{key}").format(**values)
    except (KeyError, IndexError):  # an entry naming a value the refusal lacks
        return None


def _by_key(error: MatchCoreError, params: dict[str, str]) -> str:
    """A refusal no branch above words: its entry ``error.<key>`` filled from its values
    as they are (a new refusal needs only its entry), else the core's English."""
    if error.key is None or f"error.{error.key}" not in catalog():
        return error.reason
    try:
        return word(f"error.{error.key}").format(**params)
    except (KeyError, IndexError, TypeError):  # the entry names a value the error lacks
        return error.reason



def _cards_pair_text(cards: Any) -> str:
    """A line's score cards as the language writes them: "СЮ в.з. 60 ИЗ изв. з. 0"."""
    return " ".join(f"{word(f'line.{line.value}')} {score_card_text(cards[line])}"
                    for line in (Line.NS, Line.EW))


def _vulnerability_text(vulnerability: Any) -> str:
    """A board's vulnerability in words: none, NS, EW, both."""
    value = getattr(vulnerability, "value", vulnerability)
    if value == "None":
        return word("vul.none")
    if value == "All":
        return word("vul.both")
    return word(f"line.{value}")
