"""Honours (spec §7; seed 001's contract-bridge table, seed 000's rule that they are left
out only when IMPs decide): scoring against hand-worked cases, the refusals, the match
setting, and every way a result carries them (fast entry, CSV, PBN, the score command)."""

from __future__ import annotations

import io
import json

import pytest

from models.codec import data_of, read
from models.commands import SetResult
from models.errors import InputError, MatchError
from models.match import (
    DealKey,
    ScoringMethod,
    Seat,
    Settings,
    TableResult,
    honours_default,
    new_match,
)
from models.scorecards import ScoreCard
from models.scoring import Honours, honours_held, ns_score
from models.setup_commands import SetSettings
from models.vocabulary import Contract, Deal, Direction
from teams_app.cli.core import score_lines


def score(text: str, declarer: str, tricks: int, vulnerable: bool = False, part: int = 0,
          honours: str = "") -> int:
    return ns_score(Contract.parse(text), Direction.parse(declarer), tricks, vulnerable, part,
                    Honours.parse(honours))


# -- hand-worked cases ---------------------------------------------------------------
# Each figure worked by hand from seed 001's tables; the comment shows the sum.

HAND_WORKED = [
    # made, honours with declarer: 4S= NV: 120 + 300 game = 420; + 100
    ("4S", "N", 10, False, 0, "NS100", 520),
    # made, honours with the defenders: 420 to NS, 100 to EW
    ("4S", "N", 10, False, 0, "EW100", 320),
    # five trump honours: 4H+1 by S, vulnerable: 120 + 500 + 30 = 650; + 150
    ("4H", "S", 11, True, 0, "NS150", 800),
    # down, declarer's side still scores its honours: 4S-1 NV = -50; + 150
    ("4S", "N", 9, False, 0, "NS150", 100),
    # down, honours with the defenders: -50 - 100
    ("4S", "N", 9, False, 0, "EW100", -150),
    # doubled, made, vulnerable, by East: 4HX= 4 x 30 x 2 = 240 + 500 game + 50 insult
    # = 790 to EW; + EW's 150
    ("4HX", "E", 10, True, 0, "EW150", -940),
    # the same with NS holding the honours: -790 + 100
    ("4HX", "E", 10, True, 0, "NS100", -690),
    # doubled, down two, vulnerable, by North: 3NTX-2 = -(200 + 300); EW's four aces
    ("3NTX", "N", 7, True, 0, "EW150", -650),
    # redoubled down one NV by West: 2SXX-1 = 200 to NS; NS hold 4 spade honours
    ("2SXX", "W", 7, False, 0, "NS100", 300),
    # carried part-score makes game: 2S= by S with NV60: 60 + 60 >= 100: 60 + 300; + 100
    ("2S", "S", 8, False, 60, "NS100", 460),
    # honours never make game: 2S= by S, no part-score: 60 + 50 part-score bonus; + 150
    ("2S", "S", 8, False, 0, "NS150", 260),
    # the declaring line's part-score short of game, honours to the other line: 1NT+1
    # by W, V40: 40 + 40 = 80 < 100, so 40 + 50 bonus + 30 overtrick = 120 to EW; NS's
    # four aces 150
    ("1NT", "W", 8, True, 40, "NS150", 30),
    # four aces at no-trump made: 3NT= by W, V0: 100 + 500 = 600 to EW; + 150 to EW
    ("3NT", "W", 9, True, 0, "EW150", -750),
    # no honours: unchanged Law 77 score
    ("6C", "N", 12, False, 0, "", 920),
]


@pytest.mark.parametrize(("contract", "declarer", "tricks", "vul", "part", "honours",
                          "expected"), HAND_WORKED)
def test_hand_worked_honours(contract: str, declarer: str, tricks: int, vul: bool,
                             part: int, honours: str, expected: int) -> None:
    assert score(contract, declarer, tricks, vul, part, honours) == expected


def test_the_two_tables_honours_are_scored_independently() -> None:
    """Table 1 says North held the honours, table 2 forgot them: each table's score has
    only its own, and the net of the deal shows the difference (100)."""
    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    match = new_match("Alpha", "Beta", seats)
    SetResult(DealKey(1), 1, TableResult.parse("4S", "N", "10", "NV0", "NV0", "",
                                               "NS100")).apply(match)
    SetResult(DealKey(1), 2, TableResult.parse("4S", "N", "10", "NV0", "NV0")).apply(match)
    assert match.score(DealKey(1), 1) == 520
    assert match.score(DealKey(1), 2) == 420


# -- seed 001's table ---------------------------------------------------------------
# "«100 за онеры» – четыре козырных онёра в одной руке; «150 за онеры» – пять козырных
# онёров в одной руке; за четыре туза в одной руке при бескозырной игре (150 очков).
# При этом не важно, у разыгрывающего или у вистующего на руках находится данная
# комбинация карт."

FOUR_SPADE_HONOURS_NORTH = Deal.parse(
    "N:AKQJ.432.543.432 T98.AKQ.AKQ.AKQJ 7654.JT9.JT9.T98 32.8765.8762.765")
FIVE_HEART_HONOURS_WEST = Deal.parse(
    "N:AKQ.432.5432.432 JT98.5.AKQ.AKQJT 7654.876.JT9.987 32.AKQJT9.876.65")
FOUR_ACES_EAST = Deal.parse(
    "N:KQJ.KQJ.KQJ.KQJT A.A2.A.A98765432 T98765.T98.T982.- 432.76543.76543.")


def test_seed_001_table_from_the_hands() -> None:
    spades, hearts, notrump = (Contract.parse(t) for t in ("4S", "4H", "3NT"))
    # four trump honours in one hand: 100 to that line
    assert honours_held(FOUR_SPADE_HONOURS_NORTH, spades) is Honours.NS100
    # five: 150; whoever declares — the same hand held by a defender scores the same
    assert honours_held(FIVE_HEART_HONOURS_WEST, hearts) is Honours.EW150
    # four aces in one hand at no-trump: 150
    assert honours_held(FOUR_ACES_EAST, notrump) is Honours.EW150
    # a suit contract does not count the aces; NT does not count trump honours
    assert honours_held(FOUR_ACES_EAST, Contract.parse("4D")) is None
    # (North's K Q J 10 of clubs are four club honours there)
    assert honours_held(FOUR_ACES_EAST, Contract.parse("4C")) is Honours.NS100
    assert honours_held(FOUR_SPADE_HONOURS_NORTH, notrump) is None
    # three trump honours are not honours; nor is a passed-out deal
    assert honours_held(FOUR_SPADE_HONOURS_NORTH, Contract.parse("2D")) is None
    assert honours_held(FOUR_SPADE_HONOURS_NORTH, None) is None


@pytest.mark.parametrize(("honours", "points", "line_points"), [
    ("NS100", 100, 100), ("NS150", 150, 150), ("EW100", 100, -100), ("EW150", 150, -150)])
def test_the_four_values(honours: str, points: int, line_points: int) -> None:
    held = Honours.parse(honours)
    assert held is not None and held.points == points and held.ns_points == line_points
    # "whoever declares, made or not": the same honours whichever side plays, and down
    for declarer in "NESW":
        made = score("4S", declarer, 10, honours=honours) - score("4S", declarer, 10)
        down = score("4S", declarer, 6, honours=honours) - score("4S", declarer, 6)
        assert made == down == line_points


# -- refusals -------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "key", "message"), [
    ("PASS H NS100", "honours_pass", "a passed-out deal has no honours"),
    ("3NT S 9 H NS100", "honours_nt100", "only the four aces count \\(150\\), not 100"),
    ("1NTX W 6 EW100", "honours_nt100", "only the four aces count \\(150\\), not 100"),
    ("4S N 10 H NS200", "honours", "honours are NS100, NS150, EW100 or EW150"),
    ("4S N 10 H N100", "honours", "honours are NS100"),
])
def test_impossible_honours_are_refused(text: str, key: str, message: str) -> None:
    with pytest.raises(InputError, match=message) as info:
        TableResult.parse_entry(text)
    assert info.value.key == key


def test_fast_entry_with_honours() -> None:
    assert TableResult.parse_entry("4S N 10 H NS100").honours is Honours.NS100
    assert TableResult.parse_entry("4s n = h ew150").honours is Honours.EW150
    assert TableResult.parse_entry("3NT W 9 EW150").honours is Honours.EW150
    assert TableResult.parse_entry("4S N 10").honours is None
    plain = TableResult.parse_entry("4S N 10 H NS100")
    assert read(TableResult, data_of(plain)) == plain
    assert "honours" not in data_of(TableResult.parse_entry("4S N 10"))


# -- the setting ----------------------------------------------------------------------


def test_setting_default_follows_the_scoring_method() -> None:
    assert honours_default(ScoringMethod.POINTS)
    assert not honours_default(ScoringMethod.IMPS)
    assert not honours_default(ScoringMethod.VPS)
    # a settings record from before honours takes the default of its scoring method
    assert read(Settings, {"scoring": "points"}).honours
    assert not read(Settings, {"scoring": "imps"}).honours
    assert not read(Settings, {"scoring": "points", "honours": False}).honours


def test_setting_is_fixed_after_the_first_result_and_off_refuses_honours() -> None:
    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    match = new_match("Alpha", "Beta", seats,
                      settings=Settings(scoring=ScoringMethod.IMPS, honours=False))
    entry = TableResult.parse("4S", "N", "10", "NV0", "NV0", "", "NS100")
    with pytest.raises(MatchError, match="does not score honours") as info:
        SetResult(DealKey(1), 1, entry).apply(match)
    assert info.value.key == "honours_off" and not match.results
    # before the first result it may change
    SetSettings(Settings(scoring=ScoringMethod.IMPS, honours=True)).apply(match)
    SetResult(DealKey(1), 1, entry).apply(match)
    assert match.score(DealKey(1), 1) == 520
    with pytest.raises(MatchError, match="cannot change once a result is in") as info:
        SetSettings(Settings(scoring=ScoringMethod.IMPS, honours=False)).apply(match)
    assert info.value.key == "honours_fixed" and match.settings.honours
    # other settings still change
    SetSettings(Settings(scoring=ScoringMethod.POINTS, honours=True)).apply(match)
    assert match.settings.scoring is ScoringMethod.POINTS


# -- the score command ----------------------------------------------------------------


def test_score_command_honours_field() -> None:
    lines = [
        {"contract": "4S", "declarer": "N", "tricks": 10, "ns": "NV0", "ew": "NV0",
         "honours": "NS100"},
        {"contract": "4S", "declarer": "N", "tricks": 10, "board": 1, "honours": "EW150"},
        {"contract": "3NT", "declarer": "S", "tricks": 9, "board": 1, "honours": "NS100"},
        {"contract": "PASS", "honours": "EW100"},
        {"contract": "4S", "declarer": "N", "tricks": 10, "board": 1, "honours": 100},
    ]
    out = io.StringIO()
    status = score_lines(io.StringIO("\n".join(json.dumps(x) for x in lines)), out)
    answers = [json.loads(x) for x in out.getvalue().splitlines()]
    assert status == 1
    assert answers[0]["ns_score"] == 520
    assert answers[1]["ns_score"] == 420 - 150
    assert "only the four aces count" in answers[2]["error"]
    assert "passed-out deal has no honours" in answers[3]["error"]
    assert '"honours": 100 must be' in answers[4]["error"]


def test_score_card_and_honours_in_the_core_match_the_score_command() -> None:
    card = ScoreCard.parse("V60")
    assert card.vulnerable and card.part_score == 60
    # 2H= by N with V60: 60 + 60 game, vulnerable 500 -> 560; EW's honours -100
    assert score("2H", "N", 8, True, 60, "EW100") == 460


# -- CSV and PBN carry them -----------------------------------------------------------

CSV_WITH_HONOURS = """deal,table,contract,declarer,tricks,ns_card,ew_card,honours,lead
1,1,4S,N,10,NV0,NV0,NS100,HK
1,2,4S,N,10,NV0,NV0,,
2,1,3NT,E,9,V0,V0,EW150
2,2,3NT,E,8,V0,V0,NS150,C2
"""


def honours_store(tmp_path, settings: Settings | None = None):
    from teams_app.store import MatchStore

    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    return MatchStore.create(tmp_path / "h.match", new_match("Alpha", "Beta", seats,
                                                              settings=settings))


def test_csv_honours_column_imports_exports_and_round_trips(tmp_path) -> None:
    from teams_app.csv_io import export_csv
    from teams_app.operations import import_results

    source = tmp_path / "in.csv"
    source.write_text(CSV_WITH_HONOURS, encoding="utf-8")
    with honours_store(tmp_path) as store:
        import_results(store, source)
        match = store.match
        assert match.results[(DealKey(1), 1)].honours is Honours.NS100
        assert match.results[(DealKey(1), 2)].honours is None
        # 4S= NV 420 + 100 | 420 | 3NT= V by E: -600 - 150 | 3NT-1 V: +100 + 150
        assert [match.score(DealKey(d), t) for d in (1, 2) for t in (1, 2)] == [
            520, 420, -750, 250]
        out = tmp_path / "out.csv"
        export_csv(match, out)
        lines = out.read_text(encoding="utf-8").splitlines()
        assert lines[0].endswith(",lead,honours") and lines[1].endswith(",HK,NS100")
    (tmp_path / "h.match").unlink()
    with honours_store(tmp_path) as fresh:
        import_results(fresh, out)
        assert fresh.match.results == match.results


@pytest.mark.parametrize(("row", "field", "words"), [
    ("3,1,PASS,,,NV0,NV0,NS100", "honours", "passed-out deal has no honours"),
    ("3,1,3NT,N,9,NV0,NV0,NS100", "honours", "only the four aces count"),
    ("3,1,4S,N,10,NV0,NV0,NS99", "honours", "honours are NS100, NS150, EW100 or EW150"),
])
def test_csv_impossible_honours_name_line_and_field(tmp_path, row, field, words) -> None:
    from teams_app.csv_io import CsvError
    from teams_app.operations import import_results

    source = tmp_path / "in.csv"
    source.write_text("deal,table,contract,declarer,tricks,ns_card,ew_card,honours\n"
                      + row + "\n", encoding="utf-8")
    with honours_store(tmp_path) as store:
        with pytest.raises(CsvError, match=f"^line 2, {field}: .*{words}"):
            import_results(store, source)
        assert store.match.results == {}


def test_csv_honours_refused_when_the_match_does_not_score_them(tmp_path) -> None:
    from teams_app.csv_io import CsvError
    from teams_app.operations import import_results

    source = tmp_path / "in.csv"
    source.write_text(CSV_WITH_HONOURS, encoding="utf-8")
    settings = Settings(scoring=ScoringMethod.IMPS, honours=False)
    with honours_store(tmp_path, settings) as store:
        with pytest.raises(CsvError, match="^line 2, honours: .*does not score honours"):
            import_results(store, source)
        assert store.match.results == {}


def test_pbn_honours_tag_written_and_read_back(tmp_path) -> None:
    from models.commands import Batch
    from teams_app.operations import import_results
    from teams_app.operations.imports import pbn_steps as import_commands
    from teams_app.pbn import PbnError, export_pbn, pbn_text

    source = tmp_path / "in.csv"
    source.write_text(CSV_WITH_HONOURS, encoding="utf-8")
    with honours_store(tmp_path) as store:
        import_results(store, source)
        match = store.match
        text = pbn_text(match)
        assert text.count('[Honours "') == 3 and '[Honours "EW150"]' in text
        export_pbn(match, tmp_path / "m.pbn")
    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    fresh = new_match("Alpha", "Beta", seats)
    items, _summary = import_commands(fresh, text, "m.pbn")
    Batch(tuple(i.command for i in items)).apply(fresh)
    assert fresh.results == match.results
    assert fresh.score(DealKey(2), 2) == 250
    bad = text.replace('[Honours "EW150"]', '[Honours "EW100"]')
    line = bad.splitlines().index('[Honours "EW100"]') + 1
    with pytest.raises(PbnError, match=rf"line {line}: .*\[Honours\]: .*only the four aces"):
        import_commands(new_match("Alpha", "Beta", seats), bad, "m.pbn")
