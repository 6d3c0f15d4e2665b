"""Papers of a match in progress, read back with pypdf: the result sheet and the diagrams
agree on every number after every half round of a whole match; unplayed rounds carry no
digits; the running given-away is the report's; the blank forms in three languages."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader

import printing
import words
from models.balances import TablePoints, compute_balances
from models.commands import SetResult, SetScoreCards, annul
from models.format import TABLES
from models.match import AnnulReason, Conditions, DealKey, Settings
from models.vocabulary import Line
from printing.demo import demo_match
from printing.draw import HEADER_SIZE
from printing.i18n import LANGUAGES, roman
from words import word


def tr(key: str, lang: str) -> str:
    """A paper's word, as the forms read it (:mod:`words.paper`)."""
    return word(f"paper.{key}", lang)


ROMANS = [roman(n) for n in range(1, 7)]
DIGITS = re.compile(r"\d")


def texts(data: bytes) -> list[str]:
    return [page.extract_text() for page in PdfReader(io.BytesIO(data)).pages]


def sheet_rows(page: str) -> dict[str, list[str]]:
    """The round rows of the result sheet: roman -> its cells ("540", "0 (+400)")."""
    lines = page.split("\n")
    start = max(i for i, line in enumerate(lines) if line == "running")  # IMPs, running
    rows: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in lines[start + 1:]:
        if line in ROMANS:
            current = rows.setdefault(line, [])
        elif line == "Total":
            break
        elif current is not None:
            if line.startswith("(+"):
                current[-1] += " " + line
            else:
                current.append(line)
    return rows


def diagram_totals(pages: list[str], turning: bool) -> dict[tuple[str, int], list[str]]:
    """(round, table) -> the round's two total cells as its diagram(s) print them."""
    found: dict[tuple[str, int], list[str]] = {}
    for page in pages:
        head = re.search(r"Table (\d) · Round ([IVX]+) · games (\d)–(\d)", page)
        assert head, page[:300]
        table, round_ = int(head[1]), head[2]
        label = "Round total, games 1–6" if turning and table == 1 else "Total"
        if label not in page.split("\n"):
            continue  # table 1's first sheet when turning: the total is on the second
        lines = page.split("\n")
        at = lines.index(label) + 1
        cells: list[str] = []
        while len(cells) < 2 or (at < len(lines) and re.fullmatch(r"\(\+\d+\)",
                                                                  lines[at])):
            line = lines[at]
            if re.fullmatch(r"\(\+\d+\)", line):
                cells[-1] += " " + line
            elif DIGITS.fullmatch(line[:1] or "x"):
                cells.append(line)
            else:
                break
            at += 1
        found[(round_, table)] = cells
    return found


def play_in_halves(seed: int, turning: bool):
    """A whole match entered as on the night: each round, first the origin tables'
    own deals (the round is half played), then the sent deals; yields after each half."""
    full = demo_match(seed, turning=turning, with_hands=False)
    match = demo_match(seed, turning=turning, with_hands=False, played_rounds=0)
    fmt = match.format
    for round_ in range(1, fmt.rounds + 1):
        deals = list(fmt.round_deals(round_))
        for half in ("originals", "sent"):
            for deal in deals:
                origin = fmt.slot(deal).origin_table
                if half == "originals":
                    cards = full.draws[deal]
                    SetScoreCards(deal, cards[Line.NS], cards[Line.EW]).apply(match)
                table = origin if half == "originals" else 3 - origin
                SetResult(DealKey(deal), table, full.results[(DealKey(deal), table)]) \
                    .apply(match)
            yield round_, half, match
    assert set(match.results) == set(full.results)


@pytest.mark.parametrize("turning", [False, True])
def test_result_sheet_and_diagrams_agree_after_every_half_round(turning):
    blank: list[str] = []
    for round_, half, match in play_in_halves(5 if turning else 6, turning):
        blank = blank or texts(printing.render(match, "blank-diagrams"))
        balances = compute_balances(match)
        sheet = texts(printing.render(match, "result-sheet"))[0]
        rows = sheet_rows(sheet)
        pages = texts(printing.render(match, "diagrams"))
        totals = diagram_totals(pages, turning)
        for r in balances.rounds:
            key = roman(r.round)
            if not r.started:
                assert rows[key] == [], (key, rows[key])  # no digits, no dashes
                assert all(totals.get((key, t), []) == [] for t in TABLES)
                for i, page in enumerate(pages):
                    if f"Round {key} ·" in page:  # the blank form, same as printed blank
                        assert page.rsplit("\n", 2)[0] == blank[i].rsplit("\n", 2)[0]
                continue
            cells = rows[key]
            assert cells[:4] == totals[(key, 1)] + totals[(key, 2)], (round_, half, key)
            expected = []
            for points, pending in ((r.table1, r.pending_table1),
                                    (r.table2, r.pending_table2)):
                for side in ("a", "b"):
                    value, more = getattr(points, side), getattr(pending, side)
                    expected.append(f"{value} (+{more})" if more else str(value))
            assert cells[:4] == expected
            # the running given-away is the report's
            report = balances.to_report()["rounds"][r.round - 1]["cumulative_given_away"]
            assert cells[8:10] == [str(report["A"]), str(report["B"])]
        if half == "originals":
            assert f"Round {roman(round_)} in progress" in sheet
            assert "deals pending" in sheet
        else:
            assert f"after round {roman(round_)}" in sheet
            assert "pending" not in sheet.split("Total")[1].split("Running balance by")[0] \
                or "deals pending" not in sheet


def test_chart_has_bars_only_for_rounds_played():
    def bars(match):
        page = PdfReader(io.BytesIO(printing.render(match, "result-sheet"))).pages[0]
        return page.get_contents().get_data().count(b" re B*")  # a bar: filled, framed

    # two series (running balance, round balance): four more rounds, eight more bars
    two, six = bars(demo_match(9, played_rounds=2)), bars(demo_match(9))
    assert two >= 4 and six - two == 2 * 4


def test_percentages_name_their_team_and_round():
    match = demo_match(9, played_rounds=2)
    balances = compute_balances(match)
    sheet = texts(printing.render(match, "result-sheet"))[0]
    leader = balances.leader
    assert leader is not None
    name = match.teams[leader].name
    assert (f"Percentage of the victory (after round II): {leader.value} ({name}) "
            f"{balances.victory_percentage:.2f} %") in sheet
    assert "Final percentage (after round II): A (" in sheet


def test_annulled_deals_are_listed_on_page_one():
    match = demo_match(9, played_rounds=3)
    annul(match, 4, AnnulReason.SHORT_ENVELOPE).apply(match)
    annul(match, 8, AnnulReason.CARDS_SEEN, after_match=True).apply(match)
    annul(match, 14, AnnulReason.WRONG_ENVELOPES, no_replay=True).apply(match)
    en = texts(printing.render(match, "result-sheet"))[0].replace("\n", " ")
    assert "Annulled deals" in en
    # a table has gone on past round I: the replay is at the end of the match
    assert ("Deal 4 (Round I): reason 3 — an envelope did not hold 13 cards on arrival; "
            "replay at the end of the match, as 4R1") in en
    assert ("Deal 8 (Round II): reason 2 — a player took and saw cards that were not his; "
            "not replayed (annulled after the match)") in en
    assert "Deal 14 (Round III): reason 5 — cards were put into the wrong envelopes; " \
           "not replayed" in en
    # an annulled deal awaiting its replay is no table's pending points
    r1 = compute_balances(match).rounds[0]
    assert r1.pending_deals == 0
    assert r1.pending_table1 == r1.pending_table2 == TablePoints(0, 0)
    # the replay begun: the sheet says as what, and its first table's points are pending
    origin = match.format.slot(4).origin_table
    SetResult(DealKey(4, 1), origin, match.results[(DealKey(4), origin)]).apply(match)
    en = texts(printing.render(match, "result-sheet"))[0].replace("\n", " ")
    assert "Deal 4 (Round I): reason 3" in en
    assert "replayed at the end of the match as 4R1" in en
    assert compute_balances(match).rounds[0].pending_deals == 1
    ru = texts(printing.render(match, "result-sheet", lang="ru"))[0]
    assert tr("annulled_deals", "ru") in ru and words.word("annul_reason.3", "ru") in ru


def test_vps_on_the_sheet_as_report_gives_them():
    from models.match import ScoringMethod

    match = demo_match(9, played_rounds=2, settings=Settings(scoring=ScoringMethod.VPS))
    vp_a, vp_b = compute_balances(match).victory_points()
    sheet = texts(printing.render(match, "result-sheet"))[0]
    assert "Victory points (after round II): A (" in sheet
    assert f"{vp_a:.2f}" in sheet and f"{vp_b:.2f}" in sheet
    # IMPs decide or not, the sheet gives the VPs `report` gives
    plain = demo_match(9, played_rounds=2)
    vp_a, vp_b = compute_balances(plain).victory_points()
    sheet = texts(printing.render(plain, "result-sheet"))[0]
    assert "Victory points (after round II): A (" in sheet and f"{vp_a:.2f}" in sheet


@pytest.mark.parametrize("lang", LANGUAGES)
def test_blank_forms_in_every_language(lang):
    fresh = demo_match(4, played_rounds=0, cyrillic=lang != "en", turning=True)
    sheet = texts(printing.render(fresh, "blank-result-sheet", lang=lang))
    assert tr("form.result.blank", lang) in sheet[0]
    table = tr("table", lang)
    grid = sheet[0].split(tr("fill_in", lang))[1].split(tr("balance", lang) + ":")[0]
    grid = grid.replace(f"{table} 1", "").replace(f"{table} 2", "")
    assert all(r in grid for r in ROMANS) and not DIGITS.search(grid), grid
    notebook = texts(printing.render(fresh, "notebook", lang=lang))
    # per round and table: six games two a page (table 1's two sheets run on)
    assert len(notebook) == 6 * 6
    assert all(tr("form.notebook", lang) in page for page in notebook)
    original = notebook[0].replace("\n", " ")
    assert tr("auction", lang) in original and tr("lead", lang) in original
    assert tr("hands", lang) in original
    sent = notebook[2].replace("\n", " ")  # table 1's games 5 and 6 (sent deals)
    assert tr("auction", lang) in sent and tr("hands", lang) not in sent
    # the blank result sheet and notebook need no results, even on a played match
    played = demo_match(4, played_rounds=1)
    assert texts(printing.render(played, "blank-result-sheet", lang=lang))[0].count(
        "2980") == 0


def test_a_tables_book_alone():
    match = demo_match(4, played_rounds=2)
    book = texts(printing.render(match, "all", table=2))
    assert all("Table 1 writes" not in page for page in book)
    diagrams = [p for p in book if "Round diagram" in p and "Table 2 ·" in p]
    assert len(diagrams) == 6 + 1  # and the one for replays after round VI
    assert not any("Result sheet" in p for p in book)
    whole = texts(printing.render(match, "all"))
    assert len(whole) > len(book)


def test_board_conditions_forms_mention_no_cards_or_inks():
    match = demo_match(4, played_rounds=2,
                       settings=Settings(conditions=Conditions.BOARD))
    for what in ("diagrams", "blank-diagrams", "notebook"):
        for lang in LANGUAGES:
            for page in texts(printing.render(match, what, round=1, lang=lang)):
                assert tr("ink.1", lang) not in page and tr("ink.2", lang) not in page
                assert tr("arrival", lang) not in page
                assert tr("card.NS", lang) not in page
                assert tr("card.NS.short", lang) not in page


def test_no_direction_letter_looks_like_a_team():
    from printing.i18n import clashes

    assert all(clashes(lang) == [] for lang in LANGUAGES)
    match = demo_match(4, played_rounds=1, cyrillic=True)
    text = "\n".join(texts(printing.render(match, "notebook", round=1, lang="ru")))
    assert "Вост. B-" in text or "Вост. A-" in text
    assert not re.search(r"(?<![\w-])В [AB]-\d", text)


def test_hand_records_without_hands_are_one_compact_page():
    match = demo_match(4, with_hands=False)
    pages = texts(printing.render(match, "hand-records"))
    assert len(pages) == 1
    assert "Deals without recorded hands" in pages[0]
    for deal in (1, 18, 36):
        assert f"\n{deal}\n" in pages[0]
    assert "· NS +0" not in pages[0] and "  ·" not in pages[0]
    # with hands: a half page per deal, no compact page
    full = texts(printing.render(demo_match(4), "hand-records", round=1))
    assert len(full) == 3 and "Deals without recorded" not in "".join(full)


def test_a_passed_out_deal_reads_pass_and_zero():
    from models.match import TableResult

    match = demo_match(4, played_rounds=1)
    SetResult(DealKey(1), 1, TableResult(None)).apply(match)
    first = texts(printing.render(match, "hand-records", round=1))[0]
    assert "Table 1: Pass · 0" in first


def _sizes(page) -> list[tuple[str, float]]:
    found: list[tuple[str, float]] = []

    def visit(text, cm, tm, font, size):
        if text.strip():
            found.append((text.strip(), size * tm[0]))

    page.extract_text(visitor_text=visit)
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_result_sheet_and_diagrams_cut_nothing_and_use_one_header_size(lang):
    match = demo_match(12, cyrillic=lang != "en", turning=True, played_rounds=2,
                       half_played=True)
    for what, options in (("result-sheet", {}), ("diagrams", {"round": 3}),
                          ("blank-result-sheet", {}), ("notebook", {"round": 1}),
                          ("result-sheet", {"paper": "letter"}),
                          ("diagrams", {"round": 3, "paper": "letter"})):
        reader = PdfReader(io.BytesIO(printing.render(match, what, lang=lang, **options)))
        for page in reader.pages:
            sizes = _sizes(page)
            assert not [t for t, _ in sizes if "…" in t], (what, lang)
            assert min(s for _, s in sizes) >= 7 - 0.01, (what, lang)
    # every column title of the result sheet in the one header size
    page = PdfReader(io.BytesIO(printing.render(match, "result-sheet", lang=lang))).pages[0]
    sizes = dict(_sizes(page))
    titles = [tr("running", lang).split()[0], tr("given", lang).split()[0],
              tr("imps", lang).split()[0]]
    assert {round(sizes[t], 2) for t in titles if t in sizes} == {HEADER_SIZE}


def test_tables_told_apart_without_colour():
    """A large table numeral on every envelope label, score card and diagram (green
    prints grey on a mono printer)."""
    match = demo_match(4, played_rounds=1)

    def numerals(what, **options):
        reader = PdfReader(io.BytesIO(printing.render(match, what, **options)))
        found = {"1": 0, "2": 0}
        for page in reader.pages:
            for text, size in _sizes(page):
                if text in found and size >= 13:
                    found[text] += 1
        return found

    # 12 deal-envelope labels and 2 score-card envelopes (NS, EW) a table
    assert numerals("envelopes") == {"1": 12 + 2, "2": 12 + 2}
    cards = len(match.settings.deck) * 2
    assert numerals("score-cards") == {"1": cards + 1, "2": cards + 1}  # + the page's mark
    assert numerals("diagrams", round=1) == {"1": 1, "2": 1}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_long_names_wrap_alike_and_stay_readable(lang):
    from models.match import Seat, new_match

    names_a = ["Константин Александров-Петровски", "Иван Петров", "Мария Иванова", "Пётр"]
    names_b = ["Георги Димитров", "Елена Попова", "Николай Колев",
               "Светлана Маринова-Христова"]
    seats = {f"A-{i}": Seat(n) for i, n in enumerate(names_a, 1)}
    seats.update({f"B-{i}": Seat(n) for i, n in enumerate(names_b, 1)})
    match = new_match("Столица", "Варна", seats)
    for what, options in (("notebook", {"round": 1}), ("blank-diagrams", {"round": 1}),
                          ("rotation", {})):
        reader = PdfReader(io.BytesIO(printing.render(match, what, lang=lang, **options)))
        for page in reader.pages:
            sizes = _sizes(page)
            assert min(size for _, size in sizes) >= 7 - 0.01, (what, lang)
    # the auction headers break the long name after its hyphen, on every page alike
    pages = texts(printing.render(match, "notebook", round=1, lang=lang))
    his = [p for p in pages if "Петровски" in p]
    assert his and all(re.search(r"Александров-\n ?Петровски", p) for p in his)
