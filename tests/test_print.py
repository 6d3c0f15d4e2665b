"""Printed forms, read back with pypdf: pages, names, dealers, cards, totals, fonts."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader

import printing
from models import extras
from models.balances import compute_balances
from models.commands import SetExtra, annul
from models.format import Team
from models.match import AnnulReason, Conditions, DealKey, Seat, Settings, new_match
from models.scorecards import ScoreCard
from models.setup_commands import SetSubstitution
from models.vocabulary import Direction
from printing import CHOICES, PrintError, choices, write_pdf
from printing.demo import CYRILLIC_A, CYRILLIC_B, demo_match
from printing.i18n import LANGUAGES, roman
from words import word
from words.notation import score_card_text


def tr(key: str, lang: str) -> str:
    """A paper's word, as the forms read it (:mod:`words.paper`)."""
    return word(f"paper.{key}", lang)


_RENDERED: dict[tuple, tuple[object, bytes]] = {}


def render(match, what, **options) -> bytes:
    """printing.render, once per match and request (the match is kept alive as well,
    so its id cannot be reused by another match while cached)."""
    key = (id(match), what, tuple(sorted(options.items())))
    if key not in _RENDERED:
        _RENDERED[key] = (match, printing.render(match, what, **options))
    return _RENDERED[key][1]


def pdf(data: bytes) -> PdfReader:
    assert data.startswith(b"%PDF-")
    return PdfReader(io.BytesIO(data))


def texts(data: bytes) -> list[str]:
    return [page.extract_text() for page in pdf(data).pages]


@pytest.fixture(scope="module")
def played():
    """A full 36-deal match, Latin names, no turning."""
    return demo_match(7)


@pytest.fixture(scope="module")
def turning():
    """A full match with Cyrillic names and table 1 turning its diagram."""
    return demo_match(11, cyrillic=True, turning=True)


@pytest.fixture(scope="module")
def fresh():
    """A match with seats drawn and nothing played."""
    return demo_match(3, played_rounds=0)


# -- page counts ---------------------------------------------------------------------


@pytest.mark.parametrize("what", ["diagrams", "blank-diagrams"])
def test_diagram_page_counts(played, turning, what):
    assert len(pdf(render(played, what)).pages) == 12  # 6 + 6
    assert len(pdf(render(turning, what)).pages) == 18  # 12 + 6
    assert len(pdf(render(turning, what, table=1)).pages) == 12
    assert len(pdf(render(turning, what, table=2)).pages) == 6
    assert len(pdf(render(played, what, table=1)).pages) == 6
    assert len(pdf(render(turning, what, round=4)).pages) == 3
    assert len(pdf(render(played, what, round=4, table=2)).pages) == 1


def test_other_page_counts(played, fresh):
    assert len(pdf(render(played, "result-sheet")).pages) == 2
    assert len(pdf(render(played, "rotation")).pages) == 1
    assert len(pdf(render(fresh, "envelopes")).pages) == 2
    assert len(pdf(render(fresh, "score-cards")).pages) == 2
    assert len(pdf(render(fresh, "score-cards", table=2)).pages) == 1
    assert len(pdf(render(played, "hand-records")).pages) == 18  # 36 deals, 2 a page
    assert len(pdf(render(played, "hand-records", round=3)).pages) == 3


def test_match_book_holds_everything(played, fresh):
    book = pdf(render(played, "all"))
    parts = sum(len(pdf(render(played, what)).pages) for what in
                ("rotation", "envelopes", "score-cards", "diagrams", "result-sheet",
                 "hand-records"))
    assert len(book.pages) == parts + 2  # and a diagram a table for replays after VI
    titles = [item.title for item in book.outline if not isinstance(item, list)]
    assert titles == ["Seat rotation", "Envelope and deck labels", "Score cards",
                      "Round diagram", "Replays after round VI", "Result sheet",
                      "Hand records"]
    # before play the book has the blank diagrams and result sheet, and no records
    blank_book = pdf(render(fresh, "all"))
    assert len(blank_book.pages) == 1 + 2 + 2 + 12 + 2 + 2
    assert "Round diagram (blank)" in blank_book.pages[5].extract_text()
    assert "Replays after round VI" in blank_book.pages[17].extract_text()
    assert "Result sheet (blank)" in blank_book.pages[19].extract_text()


# -- what is on the diagrams ----------------------------------------------------------


def _diagram_page_keys(match, what="diagrams"):
    """(round, table, games) of each diagram page in print order."""
    fmt = match.format
    keys = []
    for round_ in range(1, 7):
        for table in (1, 2):
            original, sent = fmt.blocks(round_, table, match.settings.turning)
            if match.settings.turning and table == 1:
                keys += [(round_, table, (original,)), (round_, table, (sent,))]
            else:
                keys.append((round_, table, (original, sent)))
    return keys


@pytest.mark.parametrize("fixture", ["played", "turning"])
@pytest.mark.parametrize("what", ["diagrams", "blank-diagrams"])
def test_diagrams_name_every_seat_and_dealer(request, fixture, what):
    match = request.getfixturevalue(fixture)
    pages = texts(render(match, what))
    keys = _diagram_page_keys(match)
    assert len(pages) == len(keys)
    for text, (round_, table, blocks) in zip(pages, keys, strict=True):
        assert f"Table {table}" in text
        assert f"Round {roman(round_)}" in text
        for d in Direction:
            code = blocks[0].seats[d]
            assert code in text and match.player(code, round_) in text
        for block in blocks:
            for game in block.games:
                code = block.seats[game.dealer]
                # the dealer's row: game, deal, then direction, code and name
                row = (f"{game.game}\n{game.deal}\n{game.dealer.name}  {code} "
                       f"{match.player(code, round_)}")
                assert row in text, (round_, table, game)


def test_filled_diagrams_show_cards_results_and_totals(played, turning):
    for match in (played, turning):
        balances = compute_balances(match)
        pages = texts(render(match, "diagrams"))
        keys = _diagram_page_keys(match)
        totals: dict[tuple[int, int], list[int]] = {}
        for text, (round_, table, blocks) in zip(pages, keys, strict=True):
            found = re.search(r"Total\n(\d+)\n(\d+)", text)
            assert found, text
            sums = totals.setdefault((round_, table), [0, 0])
            sums[0] += int(found[1])
            sums[1] += int(found[2])
            for block in blocks:
                for game in block.games:
                    cards = match.cards_at(match.current_key(game.deal), table)
                    for card in cards.values():
                        assert score_card_text(card, "en") in text  # "V30", as on screen
        for r in balances.rounds:
            assert totals[(r.round, 1)] == [r.table1.a, r.table1.b]
            assert totals[(r.round, 2)] == [r.table2.a, r.table2.b]


def test_blank_diagrams_leave_the_play_empty(played):
    text = texts(render(played, "blank-diagrams", round=1, table=1))[0]
    first = played.results[(played.current_key(1), 1)]
    assert "Total\n" in text and not re.search(r"Total\n\d", text)
    assert f"{first.contract.level}" + first.contract.strain.symbol not in text
    body = text.split("Score cards: NV")[0]  # above the notation legend
    assert "NV " not in body and "V " not in body.replace("NV ", "")


def test_turned_diagram_says_so(turning):
    pages = texts(render(turning, "diagrams", round=2, table=1))
    assert "turned" not in pages[0]
    assert "compass is turned" in pages[1] and "Swap envelopes" in pages[1]
    # partners have swapped directions between the two table-1 diagrams
    fmt = turning.format
    original, sent = fmt.blocks(2, 1, True)
    assert sent.seats[Direction.S] == original.seats[Direction.N]


def test_table_one_is_reminded_to_swap_back_at_each_new_round(turning):
    """Seed 003: at the start of every new round table 1 swaps envelopes back."""
    first_round = texts(render(turning, "diagrams", round=1, table=1))
    assert "swap envelopes with your partner back" not in first_round[0]
    for round_ in range(2, 7):
        originals, sent = texts(render(turning, "diagrams", round=round_, table=1))[:2]
        assert "A new round: swap envelopes with your partner back" in originals
        assert "swap envelopes with your partner back" not in sent
        assert "Swap envelopes with your partner" in sent  # before game 4, as before
    table2 = texts(render(turning, "diagrams", round=3, table=2))[0]
    assert "back" not in table2 and "turned" not in table2
    bg = texts(render(turning, "diagrams", round=2, table=1, lang="bg"))[0]
    assert "Нов тур: разменете пликовете с партньора си обратно" in bg


def test_diagrams_have_an_honours_column_with_the_recorded_honours():
    from models.commands import SetResult
    from models.match import TableResult

    match = demo_match(5, played_rounds=1)
    assert match.settings.honours
    key = match.current_key(2)
    before = match.results[(key, 1)]
    if before.contract is None or before.contract.strain.name == "NT":
        before = TableResult.parse("4S", "N", "10")
    honours = "EW150"
    SetResult(key, 1, TableResult(before.contract, before.declarer, before.tricks,
                                  before.ns_card, before.ew_card, before.lead,
                                  TableResult.parse("4S", "N", "10", honours=honours).honours)
              ).apply(match)
    text = texts(printing.render(match, "diagrams", round=1, table=1))[0]
    assert "Honours" in text and "EW 150" in text
    assert texts(printing.render(match, "diagrams", round=1, table=1, lang="ru"))[0].count(
        "ВЗ 150") == 1
    # the column totals count the honours: table 1's sums equal the core's balances
    found = re.search(r"Total\n(\d+)\n(\d+)", text)
    r = compute_balances(match).rounds[0]
    assert [int(found[1]), int(found[2])] == [r.table1.a, r.table1.b]
    blank = texts(printing.render(match, "blank-diagrams", round=1, table=1))[0]
    assert "Honours" in blank and "EW 150" not in blank
    # a match that does not score honours prints no such column
    plain = demo_match(5, played_rounds=1, settings=Settings(honours=False))
    assert "Honours" not in texts(printing.render(plain, "diagrams", round=1, table=1))[0]


def test_annulled_deal_is_marked_and_left_out_of_totals(played):
    match = demo_match(7)
    annul(match, 2, AnnulReason.CARDS_SEEN, after_match=True).apply(match)
    text = texts(render(match, "diagrams", round=1, table=1))[0]
    assert "annulled" in text
    r1 = compute_balances(match).rounds[0]
    found = re.search(r"Total\n(\d+)\n(\d+)", text)
    assert [int(found[1]), int(found[2])] == [r1.table1.a, r1.table1.b]
    sheet = texts(render(match, "result-sheet"))[1]
    assert "annulled (2)" in sheet


def test_substitute_appears_from_his_round():
    match = demo_match(5)
    reserve = "Rita Reserve"
    match.teams[Team.A] = match.teams[Team.A].__class__(match.teams[Team.A].name,
                                                        (reserve,))
    SetSubstitution("A-3", 4, reserve).apply(match)
    rotation = texts(render(match, "rotation"))[0]
    assert reserve in rotation and "from round IV" in rotation
    pages = texts(render(match, "blank-diagrams", table=2))
    assert reserve not in pages[0] and reserve in pages[5]  # A-3 sits at table 2


# -- result sheet ---------------------------------------------------------------------


def test_result_sheet_balances_equal_the_core(played):
    balances = compute_balances(played)
    first, second = texts(render(played, "result-sheet"))

    def signed(v):
        return "0" if v == 0 else f"{'A' if v > 0 else 'B'} +{abs(v)}"

    for r in balances.rounds:
        row = (f"{roman(r.round)}\n{r.table1.a}\n{r.table1.b}\n{r.table2.a}\n{r.table2.b}\n"
               f"{signed(r.balance_a)}\n{signed(r.cumulative_a)}\n{r.given_away_a}\n"
               f"{r.given_away_b}\n{r.cumulative_given_away_a}\n"
               f"{r.cumulative_given_away_b}\n{signed(r.imps_a)}\n"
               f"{signed(r.cumulative_imps_a)}")
        assert row in first, row
    leader = balances.leader
    assert (f"Percentage of the victory (after round VI): {leader.value} "
            f"({played.teams[leader].name}) {balances.victory_percentage:.2f} %") in first
    final = balances.final_percentage
    assert f"A (Sofia) {final[Team.A]:.2f} %" in first
    assert f"B (Varna) {final[Team.B]:.2f} %" in first
    assert "sum of |net|" in first  # the formula is printed
    assert f"Points made: A {balances.points_made_a}   B {balances.points_made_b}" in first
    for d in balances.deals:
        net = f"{d.net_a:+d}" if d.net_a else "0"
        assert f"{d.deal}\n{roman(d.round)}\n{d.ns_table1}\n{d.ns_table2}\n{net}\n" in second


def test_result_sheet_has_a_chart(played):
    page = pdf(render(played, "result-sheet")).pages[0]
    content = page.get_contents().get_data()
    # the bars are filled rectangles drawn by reportlab graphics (one per round and series)
    assert content.count(b" re") >= 12


# -- labels and cards -------------------------------------------------------------------


def test_envelope_labels(fresh):
    first, second = texts(render(fresh, "envelopes"))
    for table in (1, 2):
        for d in ("S", "W", "N", "E"):
            for serial in (1, 2, 3):
                assert f"Envelope {d}{serial} · 13 cards" in first
        # the table's mark: its large numeral, then the word
        assert f"{table}\nTable\nScore cards NS" in second
        assert f"{table}\nTable\nScore cards EW" in second
    assert len(re.findall(r"Envelope [NESW]\d", first)) == 24
    assert all(f"Deck {n}" in second for n in range(1, 7))
    only_two = texts(render(fresh, "envelopes", table=2))[0]
    assert len(re.findall(r"Envelope [NESW]\d", only_two)) == 12
    assert "Table 1" not in only_two


def test_score_cards_are_the_matchs_deck(fresh):
    for table, text in zip((1, 2), texts(render(fresh, "score-cards")), strict=True):
        for line in ("NS", "EW"):
            assert text.count(f"{line} · Table {table}") == 18
        assert text.count("VULNERABLE") == 18 and text.count("not vulnerable") == 18
    deck = ("NV0", "V0", "V90", "V90")
    match = demo_match(3, played_rounds=0,
                       settings=Settings(deck=tuple(ScoreCard.parse(c) for c in deck)))
    text = texts(render(match, "score-cards", table=1))[0]
    assert text.count("NS · Table 1") == 4 and text.count("VULNERABLE") == 6


# -- hand records --------------------------------------------------------------------------


def test_hand_records_show_hands_bidding_leads_and_nets(played):
    text = texts(render(played, "hand-records", round=1))[0]
    balances = compute_balances(played)
    hands = played.extras["hands"]["1:1"]
    spades = " ".join("10" if r == "T" else r for r in hands["N"].split(".")[0])
    assert spades in text
    lead = played.results[(played.current_key(1), 1)].lead
    rank = "10" if lead.rank.letter == "T" else lead.rank.letter
    assert f"Opening lead: {lead.suit.symbol}{rank}" in text
    assert "Bidding — Table 1" in text and "Bidding — Table 2" in text
    net = balances.deals[0].net_a
    assert f"Net: {'0' if net == 0 else ('A' if net > 0 else 'B') + f' +{abs(net)}'}" in text


def test_hand_records_show_double_dummy_when_analysed(played):
    match = demo_match(7)
    table = {d: {"C": 7, "D": 8, "H": 9, "S": 10, "NT": 11} for d in "NESW"}
    SetExtra("dd", "1", {"deal": "", "table": table,
                         "par": {"ns_score": 660, "contracts": ["5NTN=", "4SS+1"]}}
             ).apply(match)
    text = texts(render(match, "hand-records", round=1))[0]
    assert "Double dummy" in text and "Par: NS +660  5NT N =, 4♠ S +1" in text
    assert "Double dummy" not in texts(render(played, "hand-records", round=1))[0]


def test_hand_records_without_hands(played):
    match = demo_match(9, with_hands=False)
    SetExtra("auction", extras.table_key(DealKey(1), 1),
             {"dealer": "S", "calls": ["Pass"] * 4}).apply(match)
    pages = texts(render(match, "hand-records", round=1))
    # no hands anywhere: no half page of empty diagrams, the six deals in one table
    # (deal 1's recorded bidding does not earn it a page of its own)
    assert len(pages) == 1
    assert "The hands were not recorded." not in pages[0]
    assert "Deals without recorded hands" in pages[0]
    assert all(f"\n{deal}\nI\n" in pages[0] for deal in range(1, 7))


# -- language and fonts --------------------------------------------------------------------


def test_cyrillic_text_is_extracted_intact(turning):
    bg = "\n".join(texts(render(turning, "diagrams", round=1, lang="bg")))
    for name in CYRILLIC_A + CYRILLIC_B:
        if name in {turning.player(c, 1) for c in turning.seats}:
            assert name in bg
    for text in ("ЮГ", "ЗАПАД", "СЕВЕР", "ИЗТОК", "Тур I", "Маса 1", "Раздава", "Контракт",
                 "Разиграващ", "Скор СЮ"):
        assert text in bg, text
    ru = "\n".join(texts(render(turning, "hand-records", round=1, lang="ru")))
    for text in ("Юг", "Запад", "Север", "Восток", "Сдача", "Торговля", "Стол 1"):
        assert text in ru, text
    assert "БК" in "\n".join(texts(render(turning, "diagrams", lang="ru")))
    assert "Евгений Столица" in "\n".join(texts(render(turning, "rotation", lang="ru")))


def test_every_language_has_every_heading():
    for choice in CHOICES:
        titles = {choice.title(lang) for lang in LANGUAGES}
        assert len(titles) == 3, choice.name
    assert choices("ru")[0] == ("diagrams", "Диаграмма тура")


def test_fonts_are_embedded_and_only_dejavu(played):
    reader = pdf(render(played, "all"))
    seen = set()
    for page in reader.pages:
        fonts = page["/Resources"]["/Font"]
        for ref in fonts.values():
            font = ref.get_object()
            seen.add(str(font["/BaseFont"]).split("+")[-1])
            assert "/FontFile2" in font["/FontDescriptor"].get_object(), font
    assert seen == {"DejaVuSans", "DejaVuSans-Bold"}


def test_suits_use_the_bundled_font(played):
    text = "\n".join(texts(render(played, "hand-records", round=1)))
    assert all(symbol in text for symbol in "♠♥♦♣")


@pytest.mark.parametrize(("paper", "size"), [("a4", (595, 842)), ("letter", (612, 792))])
def test_paper_sizes(played, paper, size):
    reader = pdf(render(played, "all", paper=paper))
    box = reader.pages[0].mediabox  # the rotation is landscape
    assert (round(box.width), round(box.height)) == (size[1], size[0])
    box = reader.pages[-1].mediabox
    assert (round(box.width), round(box.height)) == size


def test_board_conditions_print_vulnerability_not_cards():
    match = demo_match(4, settings=Settings(conditions=Conditions.BOARD))
    text = texts(render(match, "diagrams", round=1, table=1))[0]
    assert "Vul." in text and "NS score" not in text
    with pytest.raises(PrintError, match="board conditions"):
        render(match, "score-cards")
    assert len(pdf(render(match, "all")).pages) == 1 + 2 + 12 + 2 + 2 + 18


# -- bad requests ---------------------------------------------------------------------------


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"what": "diagrams", "round": 7}, r"round 7: there is no such round \(rounds are 1–6\)"),
    ({"what": "diagrams", "round": 0}, "round 0"),
    ({"what": "blank-diagrams", "table": 3}, r"table 3: there is no such table"),
    ({"what": "result-sheet", "table": 1}, "--table does not apply"),
    ({"what": "rotation", "round": 1}, "--round does not apply"),
    ({"what": "posters"}, '"posters": nothing by that name'),
    ({"what": "diagrams", "paper": "a3"}, 'paper "a3"'),
    ({"what": "diagrams", "lang": "de"}, 'language "de"'),
])
def test_bad_requests_say_what_is_wrong(played, kwargs, message):
    kwargs = dict(kwargs)
    what = kwargs.pop("what")
    with pytest.raises(PrintError, match=message):
        render(played, what, **kwargs)


@pytest.mark.parametrize(("lang", "kwargs", "message"), [
    ("bg", {"what": "diagrams", "round": 7}, "тур 7: няма такъв тур (туровете са 1–6)"),
    ("ru", {"what": "blank-diagrams", "table": 3}, "стол 3: такого стола нет (столы 1 и 2)"),
    ("bg", {"what": "result-sheet", "table": 1},
     "Лист с резултатите: обхваща двете маси; --table не се прилага"),
    ("ru", {"what": "rotation", "round": 1},
     "Рассадка игроков: печатается на весь матч; --round не применяется"),
    ("bg", {"what": "posters"}, "„posters“: няма такова нещо за печат; изберете едно от "),
])
def test_bad_requests_are_worded_in_the_language_asked(played, lang, kwargs, message):
    """Issue 35: a request that cannot be printed is refused in the papers' language (the
    command line's --lang, the app's language), from the catalog."""
    import words
    from words.errors import error_text

    kwargs = dict(kwargs)
    what = kwargs.pop("what")
    with pytest.raises(PrintError) as refused:
        render(played, what, lang=lang, **kwargs)
    with words.speaking(lang):
        text = error_text(refused.value)
    assert text.startswith(message), text
    # no English word, the options named as typed (--round, --table) aside
    assert not re.search(r"(?<!--)\b(the|no|such|round|table|print|choose)\b", text), text


def test_a_filled_form_without_results_is_refused_in_russian():
    match = demo_match(2, played_rounds=2)
    import words
    from words.errors import error_text

    with pytest.raises(PrintError) as refused:
        render(match, "diagrams", round=3, lang="ru")
    with words.speaking("ru"):
        assert error_text(refused.value) == (
            "Диаграмма тура: результаты в туре III ещё не введены; напечатайте вместо этого "
            "пустые диаграммы")


@pytest.mark.parametrize("what", ["diagrams", "result-sheet", "hand-records"])
def test_filled_forms_need_results(fresh, what):
    with pytest.raises(PrintError, match="no results have been entered|no deal has been "
                                         "played at both tables"):
        render(fresh, what)
    assert render(fresh, "blank-diagrams")


def test_filled_round_without_results():
    match = demo_match(2, played_rounds=2)
    with pytest.raises(PrintError, match="entered in round III yet; print blank diagrams instead"):
        render(match, "diagrams", round=3)
    assert len(pdf(render(match, "diagrams")).pages) == 12  # later rounds stay unfilled


def test_write_pdf_is_all_or_nothing(tmp_path, played, fresh):
    target = tmp_path / "forms.pdf"
    assert write_pdf(target, played, "rotation") == target
    assert len(pdf(target.read_bytes()).pages) == 1
    before = target.read_bytes()
    with pytest.raises(PrintError):
        write_pdf(target, fresh, "diagrams")
    with pytest.raises(PrintError):
        write_pdf(target, played, "diagrams", round=7)
    assert target.read_bytes() == before  # the old file is untouched
    assert sorted(p.name for p in tmp_path.iterdir()) == ["forms.pdf"]  # no temp left
    write_pdf(target, played, "diagrams", round=1)
    assert len(pdf(target.read_bytes()).pages) == 2
    assert sorted(p.name for p in tmp_path.iterdir()) == ["forms.pdf"]
    missing = tmp_path / "nowhere" / "x.pdf"
    with pytest.raises(PrintError, match="does not exist"):
        write_pdf(missing, played, "rotation")
    with pytest.raises(PrintError, match="is a folder"):
        write_pdf(tmp_path, played, "rotation")


def test_write_failure_leaves_no_temp_file(tmp_path, played, monkeypatch):
    import os

    def broken(*_paths):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(OSError, match="No space"):
        write_pdf(tmp_path / "x.pdf", played, "rotation")
    assert list(tmp_path.iterdir()) == []


def test_names_with_cyrillic_and_long_names_fit():
    names_a = ["Константин Александров-Петров", "Иван Петров", "Мария Иванова", "Пётр"]
    names_b = list(CYRILLIC_B)
    seats = {f"A-{i}": Seat(n) for i, n in enumerate(names_a, 1)}
    seats.update({f"B-{i}": Seat(n) for i, n in enumerate(names_b, 1)})
    match = new_match("Столица", "Варна", seats)
    page = pdf(render(match, "blank-diagrams", round=1, table=1, lang="bg")).pages[0]
    sizes: dict[str, list[float]] = {}

    def visit(text, cm, tm, font, size):
        if text.strip():
            sizes.setdefault(text.strip(), []).append(size * tm[0])

    text = page.extract_text(visitor_text=visit)
    assert "A-1" in text and "Александров-Петров" in text
    long_name = [s for t, found in sizes.items() if "Александров" in t for s in found]
    assert len(long_name) >= 3 and min(long_name) >= 7  # never under 7 pt
    # the four names of the compass in one size
    compass = [sizes[n][0] for n in ("Иван Петров", "Георги Димитров") if n in sizes]
    assert compass and len(set(compass)) == 1


def test_choices_list_every_what():
    names = [name for name, _ in choices()]
    assert names == ["diagrams", "blank-diagrams", "result-sheet", "blank-result-sheet",
                     "notebook", "rotation", "envelopes", "score-cards", "hand-records",
                     "dealing-sheets", "all"]
