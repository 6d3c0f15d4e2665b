"""Dealing sheets, the result sheet against par, and hand-record notes, read back with
pypdf from the printed PDF."""

from __future__ import annotations

import dataclasses
import io
import re
from collections import Counter

import pytest
from pypdf import PdfReader

import printing
from models.checks import cross_room_checks, par_report
from models.commands import SetExtra, SetResult
from models.envelopes import deck_of
from models.match import DealKey, Settings, TableResult
from models.vocabulary import Card, Deal, Direction, Hand, Suit, full_deck
from printing import PrintError, write_pdf
from printing.demo import demo_match
from printing.i18n import LANGUAGES
from words import word
from words.checks import check_text


def tr(key: str, lang: str) -> str:
    """A paper's word, as the forms read it (:mod:`words.paper`)."""
    return word(f"paper.{key}", lang)


_DIRECTIONS = {"SOUTH": Direction.S, "WEST": Direction.W, "NORTH": Direction.N,
               "EAST": Direction.E}


def texts(data: bytes) -> list[str]:
    assert data.startswith(b"%PDF-")
    return [page.extract_text() for page in PdfReader(io.BytesIO(data)).pages]


@pytest.fixture(scope="module")
def dealt():
    """A pre-dealt match before play (six decks, table 1 turning)."""
    return demo_match(13, turning=True, predealt=True, played_rounds=0)


@pytest.fixture(scope="module")
def analysed():
    """A played match whose round I deals have a real double-dummy analysis (endplay),
    and deal 2's lead at table 2 is not in the leader's hand."""
    from teams_app.analysis import plan_analysis, run_analysis

    match = demo_match(7)
    jobs = [job for job in plan_analysis(match) if job.key.deal <= 6]
    for command in run_analysis(jobs):
        command.apply(match)
    key = DealKey(2)
    result = match.results[(key, 2)]
    leader = result.declarer.next
    dealt = Hand.parse(match.extras["hands"]["2:1"][leader.partner.name])
    SetResult(key, 2, dataclasses.replace(result, lead=min(dealt))).apply(match)
    return match


# -- dealing sheets -------------------------------------------------------------------------

# pypdf may start a line with a space; the layout is what matters, not that space
_DEAL_HEAD = re.compile(r"Deck (\d+)\n\s*Deal (\d+)\n\s*serial (\d)\n\s*Dealer:\n\s*"
                        r"([A-Z]+)\n")
_ENVELOPE = re.compile(r"([SWNE])(\d)\n\s*([A-Z]+)( · deals)?\n\s*♠ (.*)\n\s*♥ (.*)\n"
                       r"\s*♦ (.*)\n\s*♣ (.*)")
_TABLE_BAR = re.compile(r"Table (\d): envelopes · Deck [\d, ]+\n")


def _cards(suit: str, text: str) -> set[Card]:
    if text.strip() == "—":
        return set()
    return {Card.parse(suit + ("T" if rank == "10" else rank)) for rank in text.split()}


def read_dealing_sheets(data: bytes) -> list[dict]:
    """Every deal block printed: page, table section, deck, deal, dealer, envelopes."""
    found = []
    for page, text in enumerate(texts(data), start=1):
        bars = [(m.start(), int(m[1])) for m in _TABLE_BAR.finditer(text)]
        heads = list(_DEAL_HEAD.finditer(text))
        for i, head in enumerate(heads):
            end = heads[i + 1].start() if i + 1 < len(heads) else len(text)
            table = [t for start, t in bars if start < head.start()][-1]
            envelopes = {}
            for env in _ENVELOPE.finditer(text, head.end(), end):
                cards = set().union(*(_cards(s, env[5 + j]) for j, s in enumerate("SHDC")))
                envelopes[env[1] + env[2]] = (_DIRECTIONS[env[3]], bool(env[4]), cards)
            found.append({"page": page, "table": table, "deck": int(head[1]),
                          "deal": int(head[2]), "serial": int(head[3]),
                          "dealer": _DIRECTIONS[head[4]], "envelopes": envelopes})
    return found


@pytest.mark.parametrize("two_decks", [False, True])
def test_every_card_of_every_predealt_deal_is_in_its_envelope_once(dealt, two_decks):
    match = dealt if not two_decks else demo_match(
        14, predealt=True, played_rounds=0, settings=Settings(two_decks=True))
    blocks = read_dealing_sheets(printing.render(match, "dealing-sheets"))
    assert sorted(b["deal"] for b in blocks) == list(range(1, 37))
    for block in blocks:
        deal = block["deal"]
        slot = match.format.slot(deal)
        dealt_deal = Deal.parse(match.extras["predealt"][str(deal)])
        assert block["page"] == slot.round  # a page per round
        assert block["table"] == slot.origin_table and block["serial"] == slot.serial
        assert block["deck"] == deck_of(match, deal)
        assert block["dealer"] is match.dealer(deal)
        envelopes = block["envelopes"]
        assert list(envelopes) == [f"{d}{slot.serial}" for d in "SWNE"]  # dealing order
        counts = Counter(card for _, _, cards in envelopes.values() for card in cards)
        assert set(counts) == set(full_deck()) and set(counts.values()) == {1}
        for mark, (direction, deals_here, cards) in envelopes.items():
            assert mark[0] == direction.name
            assert cards == set(dealt_deal[direction]), (deal, mark)
            assert deals_here == (direction is block["dealer"])
    if two_decks:
        assert {b["deck"] for b in blocks} == {1, 2}


def test_dealing_sheets_pages_tables_and_languages(dealt):
    first = texts(printing.render(dealt, "dealing-sheets"))
    assert len(first) == 6
    assert "Dealing sheets — Round I" in first[0] and "Seed: demo-13" in first[0]
    assert "tick an envelope" in first[0]
    only_two = read_dealing_sheets(printing.render(dealt, "dealing-sheets", table=2))
    assert {b["table"] for b in only_two} == {2} and len(only_two) == 18
    bg = "\n".join(texts(printing.render(dealt, "dealing-sheets", lang="bg")))
    assert "Листове за раздаване — Тур I" in bg and "Тесте 4" in bg and "ЮГ" in bg


def test_dealing_sheets_of_a_match_that_is_not_predealt(tmp_path):
    match = demo_match(3, played_rounds=0)
    with pytest.raises(PrintError, match="the match is not pre-dealt .*teams-app deals "
                                         "generate"):
        printing.render(match, "dealing-sheets")
    target = tmp_path / "sheets.pdf"
    target.write_bytes(b"old")
    with pytest.raises(PrintError):
        write_pdf(target, match, "dealing-sheets")
    assert target.read_bytes() == b"old" and [p.name for p in tmp_path.iterdir()] == [
        "sheets.pdf"]
    # a broken pre-dealt deal is a clear error too, and nothing is written
    broken = demo_match(3, played_rounds=0)
    SetExtra("predealt", "5", "N:AKQ.. . .").apply(broken)
    with pytest.raises(PrintError, match="a pre-dealt deal cannot be read"):
        write_pdf(tmp_path / "new.pdf", broken, "dealing-sheets")
    assert not (tmp_path / "new.pdf").exists()
    assert [p.name for p in tmp_path.iterdir()] == ["sheets.pdf"]
    # the book holds no dealing sheet, so a broken one does not stop it
    book = texts(printing.render(broken, "all"))
    assert not any("Dealing sheets" in page for page in book)


def test_no_book_holds_the_dealing_sheets(dealt):
    """Dealing sheets are for the person who prepares the decks: printed on their own,
    marked so on every page, never in the whole book nor a table's."""
    reader = PdfReader(io.BytesIO(printing.render(dealt, "all")))
    titles = [item.title for item in reader.outline if not isinstance(item, list)]
    # No hand records before play: they would show the pre-dealt hands to the rooms.
    assert titles == ["Seat rotation", "Envelope and deck labels", "Score cards",
                      "Round diagram (blank)", "Replays after round VI",
                      "Result sheet (blank)"]
    parts = sum(len(texts(printing.render(dealt, what))) for what in
                ("rotation", "envelopes", "score-cards", "blank-diagrams",
                 "blank-result-sheet"))
    assert len(reader.pages) == parts + 2  # a diagram a table for replays after VI
    for table in (None, 1, 2):
        book = texts(printing.render(dealt, "all", table=table))
        assert not any("Dealing sheets" in page or "prepares the decks" in page
                       for page in book)
    for lang in LANGUAGES:
        sheets = texts(printing.render(dealt, "dealing-sheets", lang=lang))
        assert all(tr("deck_person", lang) in " ".join(page.split()) for page in sheets)
    # played, the pre-dealt match's book adds results and records, still no sheets
    played = demo_match(15, predealt=True)
    reader = PdfReader(io.BytesIO(printing.render(played, "all")))
    titles = [item.title for item in reader.outline if not isinstance(item, list)]
    assert titles == ["Seat rotation", "Envelope and deck labels", "Score cards",
                      "Round diagram", "Replays after round VI", "Result sheet",
                      "Hand records"]


# -- the result sheet against par -----------------------------------------------------------


def test_partnership_table_equals_the_par_report(analysed):
    report = par_report(analysed)
    assert report["partnerships"], "the analysis gave no partnership"
    page = texts(printing.render(analysed, "result-sheet"))[1]
    assert "Partnerships against par" in page
    for p in report["partnerships"]:
        net = f"{p['net']:+d}" if p["net"] else "0"
        row = (f"{p['team']}\n{' & '.join(p['codes'])}\n{', '.join(p['players'])}\n"
               f"{p['games']}\n{net}\n{p['given_away']}")
        assert row in page, row
    # every partnership row is printed, and no other
    printed = re.findall(r"\n([AB])\n([AB]-\d) & ([AB]-\d)\n", page)
    assert len(printed) == len(report["partnerships"])


def test_per_deal_page_shows_what_each_team_gave_away_against_par(analysed):
    report = par_report(analysed)
    page = texts(printing.render(analysed, "result-sheet"))[1]
    given = {d["deal"]: d["given_away"] for d in report["deals"]}
    assert sorted(given) == [1, 2, 3, 4, 5, 6]
    for deal in analysed.format.round_deals(1):
        # the deal's row ends with the two give-aways
        found = re.search(rf"(?m)^{deal}\nI\n-?\d+\n-?\d+\n[^\n]+\n[^\n]+\n(\d+)\n(\d+)\n",
                          page)
        assert found, deal
        assert (int(found[1]), int(found[2])) == (given[deal]["A"], given[deal]["B"])
    total = report["given_away"]
    assert f"Given away against par: A {total['A']} · B {total['B']}" in page


def test_result_sheet_without_analysis_says_so():
    page = texts(printing.render(demo_match(7), "result-sheet"))[1]
    assert "no deal has been analysed yet" in page
    assert "vs par" not in page and "Partnerships against par" not in page


# -- hand records ---------------------------------------------------------------------------


def test_hand_records_show_dd_tricks_of_the_contract_played(analysed):
    pages = texts(printing.render(analysed, "hand-records", round=1))
    text = "\n".join(pages)
    for deal in analysed.format.round_deals(1):
        table_dd = analysed.extras["dd"][str(deal)]["table"]
        for table in (1, 2):
            result = analysed.results[(DealKey(deal), table)]
            if result.contract is None:
                continue
            dd = table_dd[result.declarer.name][result.contract.strain.name]
            line = re.search(rf"Table {table}: [^\n]*· DD (\d+)", text[text.index(
                f"Deal {deal} · Round"):])
            assert line and int(line[1]) == dd, (deal, table)
    # without an analysis, no DD next to the results
    plain = "\n".join(texts(printing.render(demo_match(7), "hand-records", round=1)))
    assert "· DD " not in plain


def test_hand_records_note_the_cross_room_findings(analysed):
    checks = [c for c in cross_room_checks(analysed) if c.deal <= 6]
    assert any(c.deal == 2 and c.table == 2 and c.kind.value == "lead" for c in checks)
    pages = texts(printing.render(analysed, "hand-records", round=1))
    text = "\n".join(pages)
    blocks = re.split(r"(?=Deal \d+ · Round)", text)[1:]
    by_deal = {int(re.match(r"Deal (\d+)", b)[1]): b.replace("\n", " ") for b in blocks}
    for deal, block in by_deal.items():
        mine = [c for c in checks if c.deal == deal]
        assert ("Checks:" in block) == bool(mine), deal
        for check in mine[:3]:
            assert check_text(check, "en")[:40] in block, (deal, check.message)
    assert "was not in" in by_deal[2] and "annul the deal, reason 5" in by_deal[2]


# -- the command line ---------------------------------------------------------------------


def test_print_dealing_sheets_from_the_command_line(tmp_path, capsys, dealt):
    from teams_app.cli import main
    from teams_app.store import MatchStore

    path = tmp_path / "dealt.match"
    MatchStore.create(path, dealt).close()
    out = tmp_path / "sheets.pdf"
    assert main(["print", str(path), "--what", "dealing-sheets", "--table", "1",
                 "-o", str(out)]) == 0
    blocks = read_dealing_sheets(out.read_bytes())
    assert len(blocks) == 18 and {b["table"] for b in blocks} == {1}
    plain = tmp_path / "plain.match"
    MatchStore.create(plain, demo_match(3, played_rounds=0)).close()
    capsys.readouterr()
    assert main(["print", str(plain), "--what", "dealing-sheets", "-o",
                 str(tmp_path / "none.pdf")]) == 1  # refused: status 1
    assert "not pre-dealt" in capsys.readouterr().err
    assert not (tmp_path / "none.pdf").exists()


def test_hand_records_wait_until_both_tables_have_played():
    """A pre-dealt deal played at one table only must not appear on the hand records."""
    match = demo_match(13, predealt=True, played_rounds=0)
    key, passed = DealKey(1), TableResult.parse_entry("PASS")
    SetResult(key, 1, passed).apply(match)
    with pytest.raises(PrintError, match="no deal has been played at both tables"):
        printing.render(match, "hand-records")
    SetResult(key, 2, passed).apply(match)
    pages = texts(printing.render(match, "hand-records"))
    assert len(pages) == 1
    hands = Deal.parse(match.extras["predealt"]["1"])
    spades = " ".join(hands[Direction.N].holding(Suit.S)).replace("T", "10")
    assert f"♠ {spades}" in pages[0]
