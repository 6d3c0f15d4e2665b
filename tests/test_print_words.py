"""Every paper in Bulgarian and Russian, read back with pypdf, speaks its language: no
English word and no Latin rank, strain or direction letter outside the chosen notation
(team letters A/B, player codes A-1, roman round numbers, IMP and VP)."""

from __future__ import annotations

import io
import re
from functools import cache

import pytest
from pypdf import PdfReader

import printing
import words
from models.commands import SetResult
from models.dealing import predealt_seed
from models.match import Conditions, DealKey, Match, Settings, TableResult
from models.vocabulary import Card
from printing.demo import annul_demo, demo_match
from printing.samples import _analyse

#: English words the papers printed in bg/ru before they read the catalog
ENGLISH = ("Round", "Table", "Deal", "Dealer", "Contract", "Result", "Checks", "DD", "NT",
           "Pass", "vulnerable", "Vul", "Score", "Bidding", "Lead", "Par", "Total",
           "Victory", "points", "the", "tricks", "held", "hand", "auction", "double-dummy")
#: Latin letters a bg/ru paper may carry: team letters, roman round numbers, IMP, VP, the
#: balance legend's «A +n»
ALLOWED = {"A", "B", "I", "II", "III", "IV", "V", "VI", "IMP", "VP", "n"}
LATIN = re.compile(r"[A-Za-z]+")
#: a replay's deal key ("8R1"), as the app writes it everywhere
DEAL_KEY = re.compile(r"\b\d+R\d+\b")
#: a rank or direction in Latin notation: "♠K", "Q J", "5♦X", "3♠NX-1", "by N"
LATIN_CARDS = re.compile(r"[♠♥♦♣](?:[AKQJTX]|NT)|\b[KQJT]\b|\b[NESW]\b|\b(?:NS|EW)\b")


@cache
def matches() -> dict[str, Match]:
    full = demo_match(cyrillic=True, turning=True)
    for deal in full.format.round_deals(1):
        full.extras.setdefault("dd", {})[str(deal)] = _analyse(full, deal)
    # a finding of every kind the hand records list: a lead the leader did not hold,
    # declarers on opposite lines, an auction that ends elsewhere
    checked = demo_match(cyrillic=True, seed=7)
    fmt = checked.format
    first = fmt.round_deals(1)[0]
    for deal in fmt.round_deals(1):
        checked.extras.setdefault("dd", {})[str(deal)] = _analyse(checked, deal)
    one = checked.results[(DealKey(first), 1)]
    assert one.contract is not None and one.declarer is not None
    SetResult(DealKey(first), 2, TableResult(
        one.contract, one.declarer.next, one.tricks, lead=Card.parse("SA"))).apply(checked)
    SetResult(DealKey(first), 1, TableResult(
        one.contract, one.declarer, one.tricks, lead=Card.parse("HK"))).apply(checked)
    honours = demo_match(cyrillic=True, settings=Settings(honours=True))
    board = demo_match(cyrillic=True, settings=Settings(conditions=Conditions.BOARD))
    return {
        "full": full,
        "checked": checked,
        "honours": honours,
        "board": board,
        "midway": annul_demo(demo_match(cyrillic=True, turning=True, played_rounds=2,
                                        half_played=True)),
        "dealt": demo_match(cyrillic=True, turning=True, predealt=True, played_rounds=0),
    }


#: (match, what, options): every form printing offers — the books hold the diagrams,
#: labels, score cards, rotation, result sheet and hand records; the rest on their own
PAPERS = [
    ("full", "all", {}), ("full", "blank-diagrams", {"round": 1}),
    ("full", "notebook", {"round": 1, "table": 1}),
    ("checked", "hand-records", {"round": 1}),
    ("honours", "diagrams", {"round": 1}), ("honours", "hand-records", {"round": 1}),
    ("board", "all", {}),
    ("midway", "all", {}), ("midway", "blank-diagrams", {"round": 6}),
    ("dealt", "dealing-sheets", {}), ("dealt", "all", {}),
]


def _text(data: bytes) -> str:
    return "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(data)).pages)


def _names(match: Match) -> set[str]:
    """Latin words of the match's own data: names (none in the Cyrillic demo) and the
    pre-dealt deals' seed ("demo-1959")."""
    text = " ".join([*(t.name for t in match.teams.values()),
                     *(s.player for s in match.seats.values()),
                     predealt_seed(match) or ""])
    return set(LATIN.findall(text))


@pytest.mark.parametrize("lang", ["bg", "ru"])
@pytest.mark.parametrize(("which", "what", "options"), PAPERS,
                         ids=[f"{m}-{w}-{len(o)}" for m, w, o in PAPERS])
def test_no_english_and_no_latin_notation_on_paper(lang, which, what, options):
    match = matches()[which]
    text = DEAL_KEY.sub("", _text(printing.render(match, what, lang=lang, **options)))
    allowed = ALLOWED | _names(match)
    latin = sorted({w for w in LATIN.findall(text) if w not in allowed})
    assert latin == [], f"{which} {what} ({lang}): Latin words {latin}"
    english = [w for w in ENGLISH if re.search(rf"\b{re.escape(w)}\b", text)]
    assert english == [], f"{which} {what} ({lang}): English {english}"
    notation = sorted(set(LATIN_CARDS.findall(text)))
    assert notation == [], f"{which} {what} ({lang}): Latin notation {notation}"


@pytest.mark.parametrize("lang", ["en", "bg", "ru"])
def test_points_made_and_net_points_won_have_distinct_words(lang):
    """The result sheet's points made (each team's scores) and the victory's net points
    won on deals are different numbers: their words differ."""
    text = " ".join(_text(printing.render(matches()["full"], "result-sheet",
                                          lang=lang)).split())
    made = words.word("paper.made", lang)
    formula = words.word("paper.victory_formula", lang)
    assert f"{made}: A " in text and formula.split(" ÷")[0] in text
    assert made.lower() not in formula.lower() and "Спечелени точки" not in text


def test_russian_papers_say_score_cards_as_the_seed_does():
    text = _text(printing.render(matches()["full"], "all", lang="ru"))
    assert "Скор" not in text and "скор" not in text
    assert "в зоне" in text and "вне зоны" in text and "частичная запись" in text


@pytest.mark.parametrize(("lang", "said"), [("en", "at the end of play of the deal"),
                                            ("bg", "в края на играта"),
                                            ("ru", "по окончании розыгрыша сдачи")])
def test_the_notebook_asks_for_the_hands_when_the_deal_is_played(lang, said):
    text = " ".join(_text(printing.render(matches()["full"], "notebook", round=1, table=1,
                                          lang=lang)).split())
    assert said in text and "end of the round" not in text and "края на тура" not in text
