"""The cross-room checks worded from their keys (:mod:`words.checks`): every kind of
finding, and what it proposes, in en/bg/ru; no English and no Latin notation in bg/ru."""

from __future__ import annotations

import re

import pytest

import words
from models.checks import CheckKind, cross_room_checks
from models.commands import SetAnnulment, SetExtra, SetResult
from models.match import (
    Annulment,
    AnnulReason,
    Conditions,
    DealKey,
    Seat,
    Settings,
    TableResult,
    new_match,
)
from models.notebook import record_auction, record_hands
from models.scoring import Honours
from models.vocabulary import Card, Deal, Direction
from words.checks import check_action_text, check_text

DEAL = Deal.parse("N:T74.K93.AQ73.Q84 J8652.4.KJT2.AT7 AQ9.AJT875.9.K93 K3.Q62.8654.J652")
LATIN = re.compile(r"[A-Za-z]")


def _match(honours: bool = False):
    seats = {f"{t}-{i}": Seat(f"P{t}{i}") for t in "AB" for i in range(1, 5)}
    match = new_match("A", "B", seats, settings=Settings(conditions=Conditions.BOARD,
                                                         honours=honours))
    record_hands(match, DealKey(1), 1, {d.name: DEAL[d].to_pbn() for d in Direction}
                 ).apply(match)
    return match


def _result(text: str, lead: str | None = None, honours: Honours | None = None):
    r = TableResult.parse_entry(text)
    return TableResult(r.contract, r.declarer, r.tricks,
                       lead=Card.parse(lead) if lead else None, honours=honours)


def _findings():
    """A match with a finding of every kind (and an annulled deal's 'already annulled')."""
    found = []
    match = _match()
    SetResult(DealKey(1), 1, _result("4H S 10", "SA")).apply(match)  # ♠A is South's own
    SetResult(DealKey(1), 2, _result("4H S 10", "HA")).apply(match)  # South's: not W's
    found += cross_room_checks(match)
    match = _match()
    SetExtra("dd", "1", {"deal": DEAL.to_pbn(), "table": {
        d.name: {s: 3 if d is Direction.W else 9 for s in ("C", "D", "H", "S", "NT")}
        for d in Direction}}).apply(match)
    SetResult(DealKey(1), 1, _result("3NTX N 7")).apply(match)
    SetResult(DealKey(1), 2, _result("3NTX W 7")).apply(match)
    record_auction(match, DealKey(1), 1, ["P", "1H", "P", "4H", "P", "P", "P"]).apply(match)
    found += cross_room_checks(match)
    match = _match(honours=True)
    SetResult(DealKey(1), 1, _result("4H S 10", honours=Honours.EW100)).apply(match)
    swapped = {"S": DEAL[Direction.W].to_pbn(), "W": DEAL[Direction.S].to_pbn()}
    record_hands(match, DealKey(1), 2, swapped).apply(match)
    SetAnnulment(DealKey(1), Annulment(AnnulReason.CARDS_SEEN)).apply(match)
    found += cross_room_checks(match)
    return found


def test_every_kind_of_finding_has_its_keys_and_is_worded_in_every_language():
    findings = _findings()
    assert {c.kind for c in findings} == set(CheckKind)
    assert {c.action_key for c in findings} >= {"check.action.annul", "check.action.annulled"}
    for check in findings:
        assert check.message_key in words.catalog() and check.action_key in words.catalog()
        for lang in ("bg", "ru"):
            text = f"{check_text(check, lang)} → {check_action_text(check, lang)}"
            assert not LATIN.search(text), (check.kind, lang, text)


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "the opening lead ♥A was not in West's hand, South held it"),
    ("bg", "изведената карта ♥А не е била в ръката на Запад, държал я е Юг"),
    ("ru", "карты первого хода ♥Т не было в руке игрока Запад, она была у игрока Юг"),
])
def test_a_lead_not_held_is_worded_with_the_languages_ranks(lang, expected):
    lead = [c for c in _findings() if c.kind is CheckKind.LEAD and c.table == 2]
    assert check_text(lead[0], lang).startswith(expected)
    assert check_action_text(lead[0], lang).startswith(words.word("check.action.annul", lang,
                                                                  n=5, reason="")[:10])


def test_tricks_take_the_plural_form():
    unusual = [c for c in _findings() if c.kind is CheckKind.UNUSUAL][0]
    assert "взято 7 взяток" in check_text(unusual, "ru")
    assert "took 7 tricks" in check_text(unusual, "en")
