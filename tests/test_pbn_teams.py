"""PBN 2.1 for team matches (issue 32, item 4; docs/pbn.md).

A score-card match scored in IMPs, pre-dealt, analysed, with every kind of annulment and
replay (tests/test_files_keep_attempts.py's night), is exported and:

- every ``[Score]`` is recomputed here from ``[Contract]``, ``[Result]``, ``[Declarer]``
  and ``[ScoreRubberHistory]`` alone, with a small scoring written in this file from the
  Laws' tables (Law 77) — not the product's; endplay's own scoring, which knows no
  carried part-score, agrees on the games where neither line carries one;
- ``[ScoreRubberHistory]`` agrees with ``[Vulnerable]``, ``[ScoreIMP]`` with the two
  rooms' scores;
- the file imported into a new match (real SQLite) keeps every part-score, score, IMP,
  annulment and DD table: its export is the same file;
- endplay reads it: the same deals, contracts, declarers and tricks;
- a ScoreRubberHistory that disagrees with [Vulnerable], with our score-card tags or
  with the match's cards, or a Score/ScoreIMP the match does not make, is refused with a
  keyed message worded in en/bg/ru, and the match is not changed.
"""

from __future__ import annotations

import copy
import random
import re
from pathlib import Path

import gui_play_data as data
import pytest
from endplay.parsers import pbn as endplay_pbn
from endplay.types import Deal as EDeal
from endplay.types import Vul
from test_files_keep_attempts import _night

import words
from models.match import Conditions, DealKey, ScoringMethod
from teams_app import operations as ops
from teams_app.pbn import (
    PbnError,
    export_pbn,
    parse_pbn,
    parse_rubber_history,
    pbn_text,
)
from teams_app.store import MatchStore
from words.errors import error_text

# -- the Laws' scoring (Law 77), with a carried part-score counting towards game -----------

TRICK_VALUE = {"C": (20, 20), "D": (20, 20), "H": (30, 30), "S": (30, 30), "NT": (40, 30)}


def law_score(contract: str, tricks: int, vulnerable: bool, part_score: int) -> int:
    """The declaring side's score: trick points (first and later tricks), doubled ×2 and
    redoubled ×4; game when trick points + the side's carried part-score reach 100
    (300 / 500), else the part-score bonus 50; slams 500/750 and 1000/1500; insult
    50/100; overtricks at trick value, or 100/200 (nv) and 200/400 (vul) a trick doubled/
    redoubled; undertricks 50/100 undoubled, doubled nv 100, 200, 200, then 300 each,
    doubled vul 200 then 300 each, redoubled twice doubled."""
    found = re.fullmatch(r"([1-7])(C|D|H|S|NT)(X{0,2})", contract)
    assert found, contract
    level, strain, doubled = int(found[1]), found[2], len(found[3])
    factor = (1, 2, 4)[doubled]
    needed = level + 6
    if tricks < needed:
        down = needed - tricks
        if doubled == 0:
            return -(100 if vulnerable else 50) * down
        steps = ([200] + [300] * 12) if vulnerable else ([100, 200, 200] + [300] * 10)
        return -sum(steps[:down]) * (2 if doubled == 2 else 1)
    first, later = TRICK_VALUE[strain]
    trick_points = (first + later * (level - 1)) * factor
    score = trick_points
    score += (500 if vulnerable else 300) if trick_points + part_score >= 100 else 50
    if level == 6:
        score += 750 if vulnerable else 500
    if level == 7:
        score += 1500 if vulnerable else 1000
    score += (0, 50, 100)[doubled]
    over = tricks - needed
    if doubled == 0:
        score += over * later
    else:
        score += over * (200 if vulnerable else 100) * (2 if doubled == 2 else 1)
    return score


def test_law_score_check_values():
    assert law_score("7C", 13, False, 0) == 1440
    assert law_score("7CXX", 13, False, 0) == 1960  # the spec's check value (seed 001)
    assert law_score("2S", 8, False, 60) == 360  # 60 carried: 2S is a game
    assert law_score("2S", 8, False, 0) == 110
    assert law_score("3NTX", 7, False, 0) == -300
    assert law_score("4SX", 6, False, 0) == -800
    assert law_score("4HXX", 7, True, 0) == -1600


def history_cards(text: str) -> dict[str, tuple[bool, int]]:
    """Each line's (vulnerable, part-score) read from ScoreRubberHistory by the standard's
    words alone (PBN 2.1 §4.2.6): the games a line has won are the finished games where
    its below-the-line points reached 100; its part-score is the current game's."""
    found = re.fullmatch(r"NS (\d+) (\d+)/([\d ]+) EW (\d+) (\d+)/([\d ]+)", text)
    assert found, text
    ns, ew = ([int(n) for n in found[3].split()], [int(n) for n in found[6].split()])
    assert len(ns) == len(ew) in (1, 2, 3)
    return {"NS": (sum(n >= 100 for n in ns[:-1]) > 0, ns[-1]),
            "EW": (sum(n >= 100 for n in ew[:-1]) > 0, ew[-1])}


# -- the match ---------------------------------------------------------------------------


def _store(folder: Path, name: str = "match.stolitsa") -> MatchStore:
    return data.make_store(folder, name, conditions=Conditions.CARDS, turning=True,
                           scoring=ScoringMethod.IMPS, honours=False)


@pytest.fixture(scope="module")
def night(tmp_path_factory):
    """A score-card match in IMPs: pre-dealt, cards drawn, every kind of annulment and
    replay, analysed (DD tables and par under the cards)."""
    folder = tmp_path_factory.mktemp("night")
    store = _store(folder)
    ops.predeal(store, seed="pbn-teams")
    for deal in range(1, store.match.format.deals + 1):
        ops.draw_score_cards(store, deal=deal, rng=random.Random(deal))
    _night(store)
    ops.analyse(store)
    path = folder / "night.pbn"
    export_pbn(store.match, path)
    yield store, path
    store.close()


def _games(path: Path):
    return parse_pbn(path.read_text(encoding="utf-8"))


def test_every_score_recomputed_from_the_standard_tags_alone(night):
    _store_, path = night
    games = _games(path)
    scored = 0
    part_scores = set()
    for game in games:
        history = game.get("ScoreRubberHistory")
        assert game.get("Competition") == "Teams"
        assert game.get("Room") in ("Open", "Closed")
        assert history is not None
        cards = history_cards(history)
        vul = {(False, False): "None", (True, False): "NS", (False, True): "EW",
               (True, True): "All"}[(cards["NS"][0], cards["EW"][0])]
        assert game.get("Vulnerable") == vul
        part_scores |= {cards["NS"][1], cards["EW"][1]}
        contract = game.get("Contract")
        if contract is None:
            continue  # an attempt annulled before either table played it
        if contract == "Pass":
            assert game.get("Score") == "NS 0"
            continue
        declarer = game.get("Declarer")
        side = "NS" if declarer in "NS" else "EW"
        vulnerable, carried = cards[side]
        points = law_score(contract, int(game.get("Result")), vulnerable, carried)
        assert game.get("Score") == f"NS {points if side == 'NS' else -points}", \
            (game.get("DealId"), game.get("Room"), contract, history)
        scored += 1
    assert scored >= 70 and len(part_scores) >= 8


def test_imps_and_replays_in_the_file(night):
    store, path = night
    games = _games(path)
    by_id: dict[tuple[str, str], object] = {(g.get("DealId"), g.get("Room")): g for g in games}
    replays = {deal_id for deal_id, _ in by_id if "R" in deal_id}
    assert {"2R1", "13R1", "26R1", "28R1", "35R1"} <= replays
    # every game is its own attempt: Board is the deal, DealId and Replacement the attempt
    for (deal_id, _room), game in by_id.items():
        assert game.get("Board") == deal_id.split("R")[0]
        assert (game.get("Replacement") or "0") == (deal_id.split("R") + ["0"])[1]
    imp_games = 0
    for (deal_id, room), game in by_id.items():
        other = by_id.get((deal_id, "Closed" if room == "Open" else "Open"))
        annulled = game.get("Annulled") is not None
        if game.get("ScoreIMP") is None:
            assert annulled or other is None or other.get("Score") is None
            continue
        assert not annulled
        here = int(game.get("Score").split()[1])
        there = int(other.get("Score").split()[1])
        assert game.get("ScoreIMP") == f"NS {_imps(here - there)}"
        imp_games += 1
    assert imp_games >= 60
    assert sum(g.get("OptimumScore") is not None for g in games) >= 60


IMP_TABLE = (10, 40, 80, 120, 160, 210, 260, 310, 360, 420, 490, 590, 740, 890, 1090,
             1290, 1490, 1740, 1990, 2240, 2490, 2990, 3490, 3990)


def _imps(difference: int) -> int:
    """The WBF IMP scale (Law 78B)."""
    won = sum(abs(difference) > upper for upper in IMP_TABLE)
    return won if difference >= 0 else -won


def test_round_trip_keeps_every_part_score_and_score(night, tmp_path):
    store, path = night
    match = store.match
    fresh = _store(tmp_path, "fresh.stolitsa")
    try:
        summary = ops.import_pbn(fresh, path)
        assert summary.annulments == 7 and summary.analyses >= 30
        imported = fresh.match
        assert imported.results.keys() == match.results.keys()
        for key, table in match.results:
            assert imported.cards_at(key, table) == match.cards_at(key, table)
            assert imported.score(key, table) == match.score(key, table)
        assert imported.annulments == match.annulments
        assert imported.draws == match.draws
        # the same file again, OptimumScore and the DD tables included
        assert pbn_text(imported) == path.read_text(encoding="utf-8")
    finally:
        fresh.close()
    # reopened from its SQLite file, the imported match still says the same
    reopened = MatchStore.open(tmp_path / "fresh.stolitsa")
    try:
        assert pbn_text(reopened.match) == path.read_text(encoding="utf-8")
    finally:
        reopened.close()


def test_endplay_reads_the_file(night):
    store, path = night
    match = store.match
    with open(path, encoding="utf-8") as handle:
        boards = endplay_pbn.load(handle)
    games = _games(path)
    assert len(boards) == len(games)
    agreed = tables = 0
    for board, game in zip(boards, games, strict=True):
        key = DealKey(board.board_num, int(board.info.get("Replacement", "0")))
        assert str(key) == board.info["DealId"]
        table = {"Open": 1, "Closed": 2}[board.info["Room"]]
        assert board.info["ScoreRubberHistory"] == game.get("ScoreRubberHistory")
        assert board.vul == Vul.find(game.get("Vulnerable"))
        if game.get("Deal"):
            assert board.deal.compare(EDeal(game.get("Deal")), hands_only=True)
        if game.get("OptimumScore"):
            rows = board.info["OptimumResultTable"]["rows"]
            assert len(rows) == 20 and rows[0][:2] == ["N", "NT"]
            tables += 1
        result = match.results.get((key, table))
        if result is None:
            continue
        if result.contract is None:
            assert board.contract.is_passout()
            continue
        c = board.contract
        assert (c.level, "SHDCN"[c.denom], int(c.penalty)) == (
            result.contract.level, "SHDCN"[[3, 2, 1, 0, 4][result.contract.strain]],
            result.contract.doubling.value)
        assert "NESW"[c.declarer] == result.declarer.name
        assert c.result + c.level + 6 == result.tricks
        cards = history_cards(game.get("ScoreRubberHistory"))
        side = "NS" if "NESW"[c.declarer] in "NS" else "EW"
        if cards[side][1] == 0:
            # endplay scores without a carried part-score: it agrees where the declaring
            # line carries none (the opponents' part-score does not change the score)
            ns = c.score(board.vul) * (1 if "NESW"[c.declarer] in "NS" else -1)
            assert board.info["Score"] == f"NS {ns}"
            agreed += 1
    assert agreed >= 1 and tables >= 60


def test_parse_rubber_history_cases():
    one = parse_rubber_history("NS 0 0/60 EW 0 0/0")
    assert {line.value: str(card) for line, card in one.items()} == {"NS": "NV60", "EW": "NV0"}
    two = parse_rubber_history("EW 0 0/120 30 NS 50 70/40 90")
    assert {line.value: str(card) for line, card in two.items()} == {"NS": "NV90", "EW": "V30"}
    three = parse_rubber_history("NS 0 0/100 0 20 EW 0 0/0 100 0")
    assert {line.value: str(card) for line, card in three.items()} == {"NS": "V20", "EW": "V0"}
    for bad in ("NS 0 0/60", "NS 0 0/60 EW 0 0/0 0", "NS 0 0/100 100 0 EW 0 0/0 0 0",
                "NS 0 0/120 0 EW 0 0/110 0", "NS 0 0/45 EW 0 0/0", "NS 0 0/100 EW 0 0/0",
                "NS 0 0/100 100 0 EW 0 0/0 0 0", "NS 0 0/0 0 0 EW 0 0/100 100 0", "x"):
        assert parse_rubber_history(bad) is None, bad


def _first_game(text: str, tag: str) -> tuple[int, int]:
    """Where the first game with a result (Contract not Pass) holding ``tag`` starts and
    ends in the text."""
    for found in re.finditer(r"(?s)\[Event .*?\n\n", text):
        block = found[0]
        if f"[{tag} " in block and '[Contract "' in block and '[Contract "Pass"]' not in block:
            return found.start(), found.end()
    raise AssertionError(tag)


def _change(text: str, tag: str, value: str | None = None,
            drop: tuple[str, ...] = ()) -> str:
    start, end = _first_game(text, tag)
    block = text[start:end]
    if value is not None:
        block = re.sub(rf'\[{tag} "[^"]*"\]', f'[{tag} "{value}"]', block)
    for name in drop:
        block = re.sub(rf'\[{name} "[^"]*"\]\n', "", block)
    return text[:start] + block + text[end:]


def _flip_vulnerable(text: str) -> str:
    start, end = _first_game(text, "ScoreRubberHistory")
    block = text[start:end]
    vul = re.search(r'\[Vulnerable "([^"]*)"\]', block)[1]
    other = {"None": "All", "All": "None", "NS": "EW", "EW": "NS"}[vul]
    return text[:start] + block.replace(f'[Vulnerable "{vul}"]',
                                        f'[Vulnerable "{other}"]') + text[end:]


def _other_history(text: str) -> str:
    start, end = _first_game(text, "ScoreRubberHistory")
    history = re.search(r'\[ScoreRubberHistory "([^"]*)"\]', text[start:end])[1]
    cards = history_cards(history)
    part = cards["NS"][1]
    other = 10 * ((part // 10 + 3) % 10)  # another part-score, the same vulnerability
    if other in (10, part):
        other = 90 if part != 90 else 80
    changed = re.sub(r"^NS (\d+ \d+/(?:\d+ )*)\d+", rf"NS \g<1>{other}", history)
    return _change(text, "ScoreRubberHistory", value=changed)


REFUSALS = {
    "pbn_rubber_vulnerable": _flip_vulnerable,
    "pbn_rubber_cards_tags": _other_history,
    "pbn_rubber_cards_match": lambda text: _other_history(
        _change(text, "ScoreRubberHistory", drop=("NSScoreCard", "EWScoreCard"))),
    "pbn_rubber_history": lambda text: _change(text, "ScoreRubberHistory",
                                               value="NS 0 0/100 100 0 EW 0 0/0 0 0"),
}


@pytest.mark.parametrize("key", sorted(REFUSALS))
def test_disagreeing_tags_are_refused_and_change_nothing(night, tmp_path, key):
    store, path = night
    bad = tmp_path / "bad.pbn"
    bad.write_text(REFUSALS[key](path.read_text(encoding="utf-8")), encoding="utf-8")
    before = bad.read_bytes()
    target = _store(tmp_path, "target.stolitsa")
    try:
        if key == "pbn_rubber_cards_match":  # the match has its own cards drawn
            for deal in range(1, target.match.format.deals + 1):
                ops.draw_score_cards(target, deal=deal, rng=random.Random(deal))
        match_before, log_before = copy.deepcopy(target.match), len(target.log())
        with pytest.raises(PbnError) as info:
            ops.import_pbn(target, bad)
        error = info.value
        assert error.key == key, str(error)
        assert target.match == match_before and len(target.log()) == log_before
        assert bad.read_bytes() == before
        texts = {}
        for lang in ("en", "bg", "ru"):
            with words.speaking(lang):
                texts[lang] = error_text(error)
        assert texts["en"] == str(error)
        assert texts["bg"] != texts["en"] and texts["ru"] != texts["en"]
        assert all(str(bad) in t for t in texts.values())
        assert "line " in texts["en"] and "ред " in texts["bg"] and "строка " in texts["ru"]
        for lang in ("bg", "ru"):  # no English word outside the tags and the file's text
            plain = re.sub(r"\[[^\]]*\]|\"[^\"]*\"|NSScoreCard|EWScoreCard", "",
                           texts[lang].replace(str(bad), ""))
            assert re.findall(r"[A-Za-z]{3,}", plain) == [], texts[lang]
    finally:
        target.close()
