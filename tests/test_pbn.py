"""PBN export/import of a whole match, pre-dealt deals and dealing sheets."""

from __future__ import annotations

import copy
import io
import random

import pytest
from endplay.parsers import pbn as endplay_pbn
from endplay.types import Deal as EDeal

from models.commands import Batch, SetResult, SetScoreCards
from models.dealing import generate_deals, predeal_command
from models.match import Conditions, DealKey, Seat, Settings, TableResult, new_match
from models.notebook import original_deal, record_auction, record_hands
from models.scorecards import DEFAULT_DECK, draw
from models.vocabulary import Contract, Direction, Line, Strain
from teams_app.operations import import_pbn, undo
from teams_app.operations.imports import pbn_steps as import_commands
from teams_app.pbn import PbnError, export_pbn, parse_pbn, pbn_text


def _calls(text):
    return text.split()


def empty_match(conditions=Conditions.CARDS):
    seats = {f"{t}-{i}": Seat(f"Игрок {t}{i}" if t == "B" else f"Player {t}{i}")
             for t in "AB" for i in range(1, 5)}
    return new_match("Alpha", "Бета", seats, settings=Settings(conditions=conditions))


def played_match(seed="test-seed", conditions=Conditions.CARDS, rng_seed=7):
    """A whole match: pre-dealt deals, cards drawn, both tables' results with leads."""
    match = empty_match(conditions)
    _, command = predeal_command(match, seed)
    command.apply(match)
    rng = random.Random(rng_seed)
    fmt = match.format
    for deal in range(1, fmt.deals + 1):
        if conditions is Conditions.CARDS:
            table = fmt.slot(deal).origin_table
            cards = {line: draw(DEFAULT_DECK, match.drawn_at(table, line), rng) for line in Line}
            SetScoreCards(deal, cards[Line.NS], cards[Line.EW]).apply(match)
        hands = original_deal(match, DealKey(deal))
        for table in (1, 2):
            if deal % 9 == 0 and table == 2:
                result = TableResult(None)
            else:
                contract = Contract(rng.randint(1, 7), rng.choice(list(Strain)))
                declarer = rng.choice(list(Direction))
                lead = rng.choice(sorted(hands[declarer.next]))
                result = TableResult(contract, declarer, rng.randint(0, 13), lead=lead)
            SetResult(DealKey(deal), table, result).apply(match)
    record_auction(match, DealKey(1), 1, _calls("1S P 2S P 4S P P P")).apply(match)
    record_auction(match, DealKey(2), 2, ["P", "1H", "X"]).apply(match)
    return match


def test_generate_deals_is_deterministic_from_the_seed():
    seed, deals = generate_deals("abc")
    assert seed == "abc" and len(deals) == 36
    assert generate_deals("abc")[1] == deals
    assert generate_deals("abd")[1] != deals
    fresh_seed, fresh = generate_deals()
    assert len(fresh_seed) == 16 and fresh != deals
    assert generate_deals(fresh_seed)[1] == fresh
    assert len({d.to_pbn() for d in deals.values()}) == 36


def test_predeal_refused_once_played():
    match = played_match()
    with pytest.raises(Exception, match="already pre-dealt"):
        predeal_command(match)
    with pytest.raises(Exception, match="already recorded"):
        predeal_command(match, replace=True)


@pytest.mark.parametrize("conditions", [Conditions.CARDS, Conditions.BOARD])
def test_export_reads_back_in_endplay(tmp_path, conditions):
    match = played_match(conditions=conditions)
    path = tmp_path / "match.pbn"
    games = export_pbn(match, path)
    assert games == 72
    with open(path, encoding="utf-8") as handle:
        boards = endplay_pbn.load(handle)
    assert len(boards) == 72
    for board in boards:
        deal = board.board_num
        table = {"Open": 1, "Closed": 2}[board.info["Room"]]
        key = DealKey(deal)
        expected = original_deal(match, key)
        assert board.deal.compare(EDeal(expected.to_pbn()), hands_only=True)
        result = match.results[(key, table)]
        if result.contract is None:
            assert board.contract.is_passout()
        else:
            c = board.contract
            assert (c.level, "SHDCN"[c.denom], int(c.penalty)) == (
                result.contract.level, "SHDCN"[[3, 2, 1, 0, 4][result.contract.strain]],
                result.contract.doubling.value)
            assert "NESW"[c.declarer] == result.declarer.name
            assert c.result + c.level + 6 == result.tricks
            lead = board.play[0]
            assert "SHDC"[lead.suit] + lead.rank.name[1] == str(result.lead)
        assert board.dealer == int(match.dealer(deal))
        score = match.score(key, table)
        assert board.info["Score"] == f"NS {score}"
    board1 = next(b for b in boards if b.board_num == 1 and b.info["Room"] == "Open")
    calls = [(b.level, b.denom.name) if hasattr(b, "level") else int(b.penalty)
             for b in board1.auction]
    assert calls == [(1, "spades"), 1, (2, "spades"), 1, (4, "spades"), 1, 1, 1]
    assert board1.info["South"] == "Player A1"


def test_export_then_import_into_an_empty_match(tmp_path):
    match = played_match()
    path = tmp_path / "match.pbn"
    export_pbn(match, path)
    fresh = empty_match()
    items, summary = import_commands(fresh, path.read_text(encoding="utf-8"), str(path))
    Batch(tuple(i.command for i in items)).apply(fresh)
    assert summary.deals == 36 and summary.results == 72 and summary.auctions == 2
    for deal in range(1, 37):
        key = DealKey(deal)
        assert original_deal(fresh, key) == original_deal(match, key)
        for table in (1, 2):
            assert fresh.score(key, table) == match.score(key, table)
            assert fresh.results[(key, table)].lead == match.results[(key, table)].lead
    assert fresh.extras["auction"] == match.extras["auction"]
    # importing the same file again changes nothing
    items, summary = import_commands(fresh, path.read_text(encoding="utf-8"), str(path))
    assert items == [] and summary.results == 0


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
def test_import_endplay_generated_36_boards(tmp_path):
    from endplay.dealer import generate_deals as endplay_deals
    from endplay.types import Board

    boards = []
    for number, deal in enumerate(endplay_deals(produce=36, seed=1959), start=1):
        board = Board(deal, board_num=number)
        board.info["Event"] = "endplay"
        boards.append(board)
    path = tmp_path / "deals.pbn"
    path.write_text(endplay_pbn.dumps(boards), encoding="utf-8")
    match = empty_match()
    items, summary = import_commands(match, path.read_text(), str(path))
    assert summary.deals == 36 and summary.results == 0
    Batch(tuple(i.command for i in items)).apply(match)
    for number, board in enumerate(boards, start=1):
        assert EDeal(match.extras["predealt"][str(number)]).compare(board.deal, hands_only=True)


def test_closed_room_deal_that_differs_goes_to_table_hands(tmp_path):
    match = played_match()
    key = DealKey(1)  # origin table 1
    dealt = original_deal(match, key)
    swapped = {d.name: dealt[d].to_pbn() for d in Direction}
    swapped["S"], swapped["W"] = swapped["W"], swapped["S"]
    record_hands(match, key, 2, swapped).apply(match)
    text = pbn_text(match)
    fresh = empty_match()
    items, summary = import_commands(fresh, text)
    Batch(tuple(i.command for i in items)).apply(fresh)
    assert summary.hands == 1
    assert fresh.extras["hands"]["1:2"] == swapped
    assert original_deal(fresh, key) == dealt


GOOD = """% PBN 2.1
[Event "x"]
[Board "3"]
[Deal "N:T74.K93.AQ73.Q84 J8652.4.KJT2.AT7 AQ9.AJT875.9.K93 K3.Q62.8654.J652"]
[Vulnerable "NS"]
[Room "Open"]
[Declarer "S"]
[Contract "4H"]
[Result "10"]
[Auction "N"]
1S P 2H P
4H AP
[Play "W"]
SK - - -
"""


def test_generic_file_with_vulnerable_gives_cards_without_part_score():
    match = empty_match()
    items, summary = import_commands(match, GOOD)
    Batch(tuple(i.command for i in items)).apply(match)
    result = match.results[(DealKey(3), 1)]
    assert str(result.ns_card) == "V0" and str(result.ew_card) == "NV0"
    assert match.score(DealKey(3), 1) == 620
    assert match.extras["auction"]["3:1"]["calls"][-3:] == ["Pass", "Pass", "Pass"]
    assert str(result.lead) == "SK"


BAD = [
    # (text, line, words)
    (GOOD.replace('[Board "3"]', '[Board "37"]'), 3, "deals 1-36"),
    (GOOD.replace("J652", "J65"), 4, "W has 12 cards"),
    (GOOD.replace("J652", "J654"), 4, "doubled: ♣4 (N and W)"),
    (GOOD.replace('[Contract "4H"]', '[Contract "9H"]'), 8, "level must be 1-7"),
    (GOOD.replace('[Result "10"]', '[Result "15"]'), 9, "0-13"),
    (GOOD.replace('[Room "Open"]', '[Room "Lounge"]'), 6, "Open"),
    (GOOD.replace('[Event "x"]', '[Event "x"'), 2, "a tag is"),
    (GOOD.replace("4H AP", "1H AP"), 12, "insufficient"),
    (GOOD.replace('[Play "W"]', '[Play "N"]'), 13, "W leads"),
    (GOOD.replace("SK - - -", "SZ - - -"), 14, "rank"),
    (GOOD + "garbage here\n", 15, "[Play]"),
    (GOOD + "\ngarbage here\n", 16, "expected a tag"),
    (GOOD.replace('[Room "Open"]\n', ""), 7, "Room"),
    (GOOD.replace('[Deal "N:T74.K93', '[Deal "N:T74.K9'), 4, "cards"),
    (GOOD[:GOOD.index("[Result")] + '[Result "1', 9, "a tag is"),  # truncated
]


@pytest.mark.parametrize(("text", "line", "words"), BAD)
def test_malformed_pbn_names_the_line_and_changes_nothing(tmp_path, text, line, words):
    match = played_match()
    before = copy.deepcopy(match)
    with pytest.raises(PbnError) as info:
        import_commands(empty_match(), text, "f.pbn")
    message = str(info.value)
    assert f"f.pbn, line {line}:" in message, message
    assert words in message, message
    assert match == before


def test_random_bytes_and_empty_files(tmp_path):
    rng = random.Random(3)
    path = tmp_path / "junk.pbn"
    path.write_bytes(bytes(rng.randrange(256) for _ in range(2000)))
    from teams_app.pbn import read_pbn_file

    with pytest.raises(PbnError, match="binary data|line 1"):
        import_commands(empty_match(), read_pbn_file(path), str(path))
    path.write_bytes(b"")
    with pytest.raises(PbnError, match="no PBN games"):
        import_commands(empty_match(), read_pbn_file(path), str(path))
    path.write_bytes("\u00e9t\u00e9 pas un fichier".encode("latin-1"))
    with pytest.raises(PbnError, match="line 1: expected a tag"):
        import_commands(empty_match(), read_pbn_file(path), str(path))


def test_conflicting_result_is_refused():
    match = played_match()
    text = pbn_text(match)
    other = played_match(rng_seed=8)
    with pytest.raises(PbnError, match="import with --replace to overwrite"):
        import_commands(other, text)
    different = empty_match()
    _, command = predeal_command(different, "other-seed")
    command.apply(different)
    with pytest.raises(PbnError, match="already has a different deal"):
        import_commands(different, text)


def test_parse_pbn_comments_and_sections():
    text = "% c\n; line comment\n[Board \"1\"] ; trailing\n{ a\nblock }\n[Auction \"N\"]\n1S P\n"
    games = parse_pbn(text)
    assert len(games) == 1 and games[0].get("Board") == "1"
    assert [t for t, _ in games[0].sections["auction"]] == ["1S", "P"]
    with pytest.raises(PbnError, match="ends inside"):
        parse_pbn('[Board "1"]\n{ never closed\n')


def test_import_pbn_through_the_store(tmp_path):
    import teams_app.store as store_module
    match = played_match()
    path = tmp_path / "m.pbn"
    export_pbn(match, path)
    store = store_module.MatchStore.create(tmp_path / "m.match", empty_match())
    try:
        summary = import_pbn(store, path)
        assert summary.results == 72
        assert {k: store.match.score(*k) for k in match.results} == {
            k: match.score(*k) for k in match.results}
        assert undo(store).step == "undo"
        assert store.match.results == {}
        bad = tmp_path / "bad.pbn"
        bad.write_text(path.read_text(encoding="utf-8")[:5000] + '\n[Deal "N:AK', "utf-8")
        log_before = len(store.log())
        with pytest.raises(PbnError):
            import_pbn(store, bad)
        assert store.match.results == {} and len(store.log()) == log_before
    finally:
        store.close()


def test_text_round_trip_via_stringio():
    match = played_match(conditions=Conditions.BOARD)
    boards = endplay_pbn.load(io.StringIO(pbn_text(match)))
    assert {b.info["Room"] for b in boards} == {"Open", "Closed"}
