"""Dealing sheets of pre-dealt matches (models/dealing.py) and `teams-app deals sheet`."""

from __future__ import annotations

from collections import Counter

from models.commands import SetExtra
from models.dealing import (
    SUIT_ORDER,
    dealing_sheet,
    dealing_sheet_csv,
    generate_deals,
    is_predealt,
    predeal_command,
    predealt_seed,
)
from models.envelopes import deck_deals, deck_of
from models.match import Conditions, Seat, Settings, new_match
from models.vocabulary import Deal, Direction, full_deck
from teams_app.cli.deals import sheet_text


def empty_match(**settings):
    seats = {f"{t}-{i}": Seat(f"Player {t}{i}") for t in "AB" for i in range(1, 5)}
    return new_match("Alpha", "Бета", seats, settings=Settings(**settings))


def predealt_match(seed="sheet", **settings):
    match = empty_match(**settings)
    predeal_command(match, seed)[1].apply(match)
    return match


def test_dealing_sheet_lists_each_envelope():
    match = predealt_match()
    rows = dealing_sheet(match)
    assert len(rows) == 36 * 4
    first = rows[:4]
    assert {r.deal for r in first} == {1} and [r.envelope for r in first] == [
        "S1", "W1", "N1", "E1"]
    deal1 = Deal.parse(match.extras["predealt"]["1"])
    assert first[0].hand == deal1[Direction.S]
    # deals 4-6 originate at table 2 in round 1
    assert {r.deal for r in rows if r.round == 1 and r.table == 2} == {4, 5, 6}
    text = sheet_text(match)
    assert "seed sheet" in text and "envelope S1" in text
    assert "Round I, table 1, deck 1: deal 1, " in text
    import words

    with words.speaking("bg"):  # the same sheet in the language of --lang
        bg = sheet_text(match)
    assert "ключ sheet" in bg and "плик Ю1: " in bg and "Тур I, маса 1, тесте 1: раздаване 1" in bg
    csv_text = dealing_sheet_csv(match)
    assert csv_text.count("\n") == 36 * 4 + 1
    south = deal1[Direction.S]
    assert csv_text.splitlines()[1] == "1,1,1,1,S1,S," + ",".join(
        south.holding(s) for s in SUIT_ORDER)


def test_every_card_of_every_deal_is_in_exactly_one_envelope():
    match = predealt_match("cards")
    rows = dealing_sheet(match)
    by_deal: dict[int, list] = {}
    for row in rows:
        by_deal.setdefault(row.deal, []).append(row)
    assert sorted(by_deal) == list(range(1, 37))
    for deal, envelopes in by_deal.items():
        dealt = Deal.parse(match.extras["predealt"][str(deal)])
        counts = Counter(card for row in envelopes for card in row.hand)
        assert set(counts) == set(full_deck()) and set(counts.values()) == {1}
        slot = match.format.slot(deal)
        for row in envelopes:
            assert row.hand == dealt[row.direction]
            assert (row.round, row.table, row.serial) == (slot.round, slot.origin_table,
                                                          slot.serial)
            assert row.dealer is match.dealer(deal)
            assert row.envelope == f"{row.direction.name}{slot.serial}"


def test_decks_are_the_envelope_trackers_decks():
    six = predealt_match()
    rows = dealing_sheet(six)
    assert {r.deck for r in rows if r.table == 1} == {1, 2, 3}
    assert {r.deck for r in rows if r.table == 2} == {4, 5, 6}
    assert all(r.deck == (r.table - 1) * 3 + r.serial for r in rows)
    two = predealt_match(two_decks=True)
    rows = dealing_sheet(two)
    assert {r.deck for r in rows} == {1, 2}
    for row in rows:
        assert row.deck == deck_of(two, row.deal)
        assert row.deal in deck_deals(two, row.deck)
    # the two decks alternate: deal 1 (table 1) deck 1, deal 4 (table 2) deck 2,
    # deal 2 (table 1, second original) deck 2
    decks = {r.deal: r.deck for r in rows}
    assert (decks[1], decks[4], decks[2], decks[5]) == (1, 2, 2, 1)


def test_round_and_table_filters_and_board_conditions():
    match = predealt_match(conditions=Conditions.BOARD)
    rows = dealing_sheet(match, round_=3, table=2)
    assert [r.deal for r in rows[::4]] == [16, 17, 18]
    assert all(r.dealer is match.dealer(r.deal) for r in rows)
    assert len(dealing_sheet(match, table=1)) == len(dealing_sheet(match, table=2)) == 72


def test_not_predealt_and_partly_imported():
    match = empty_match()
    assert not is_predealt(match) and predealt_seed(match) is None
    assert dealing_sheet(match) == []
    assert sheet_text(match).startswith("The match is not pre-dealt")
    assert dealing_sheet_csv(match).count("\n") == 1
    # an imported deal (no seed) is enough for a sheet with just that deal
    _, deals = generate_deals("x")
    SetExtra("predealt", "8", deals[8].to_pbn()).apply(match)
    assert is_predealt(match) and predealt_seed(match) is None
    rows = dealing_sheet(match)
    assert [r.deal for r in rows] == [8] * 4 and rows[0].round == 2 and rows[0].table == 1
    assert "seed" not in sheet_text(match)
    # a seed alone is not a deal
    other = empty_match()
    SetExtra("predealt", "seed", "abc").apply(other)
    assert not is_predealt(other)


def test_cards_text_reads_spades_first_with_a_dash_for_a_void():
    match = predealt_match("void")
    row = dealing_sheet(match)[0]
    text = row.cards_text()
    assert text.startswith("♠ ") and text.index("♥") < text.index("♦") < text.index("♣")
    for suit in SUIT_ORDER:
        holding = row.hand.holding(suit)
        assert f"{suit.symbol} {' '.join(holding) or '—'}" in text


def test_the_command_line_sheet(tmp_path, capsys):
    from teams_app.cli import main
    from teams_app.store import MatchStore

    path = tmp_path / "dealt.match"
    MatchStore.create(path, predealt_match("cli")).close()
    assert main(["deals", "sheet", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Dealing sheet (seed cli)")
    assert out.count("envelope ") == 144
    assert main(["deals", "sheet", str(path), "--csv"]) == 0
    assert capsys.readouterr().out.count("\n") == 145


def test_pbn_keeps_no_dealing_sheet_of_its_own():
    import teams_app.pbn as pbn

    for name in ("dealing_sheet", "dealing_sheet_text", "dealing_sheet_csv",
                 "SheetEnvelope", "predealt_deal"):
        assert not hasattr(pbn, name), name


def test_dealing_imports_only_models_and_the_standard_library():
    import ast
    import sys
    from pathlib import Path

    import models.dealing

    tree = ast.parse(Path(models.dealing.__file__).read_text(encoding="utf-8"))
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    imported |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import)
                 for alias in node.names}
    ours = {name for name in imported if name.split(".")[0] not in sys.stdlib_module_names
            and name != "__future__"}
    assert ours and all(name.startswith("models.") for name in ours), ours
