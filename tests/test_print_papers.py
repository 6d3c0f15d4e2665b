"""Papers a director can hand out (issue 21), read back with pypdf: a match in progress
(rounds I-II played, round III half played, pre-dealt) with an annulment to be replayed
now, one at the end of the round, one at the end of the match, one replayed and one not
replayed, in English, Bulgarian and Russian.

- every text of every paper at 7 pt at least, none cut with "…";
- a table's book holds no dealing sheet, no hand of a deal that table has not played, no
  result of the other room for a deal it has not played;
- annulled attempts say their reason and when (and as what) they are replayed, in words;
  their scores count for nothing; the replays have rows; blank diagrams spare rows;
- the forms are complete (round total on the blank turned sheet, legend, part-score,
  notebook score-card fields, VPs) and the hand records hold only finished deals.
"""

from __future__ import annotations

import io
import math
import re
from functools import cache

import pytest
from pypdf import PdfReader

import printing
from models.balances import compute_balances
from models.commands import SetResult
from models.match import DealKey, Match, TableResult
from models.scorecards import ScoreCard
from models.vocabulary import Contract, Direction, Doubling, Strain, Suit
from printing.demo import annul_demo, demo_match
from printing.draw import GREEN, MIN_SIZE
from printing.i18n import LANGUAGES, roman
from words import word
from words.notation import number_text, score_card_text, suit_holding_text


def tr(key: str, lang: str) -> str:
    """A paper's word, as the forms read it (:mod:`words.paper`)."""
    return word(f"paper.{key}", lang)


#: the other room's result no table 1 paper may show: table 2's deal 17 (round III, not
#: yet played at table 1), a contract found nowhere else
_SECRET = TableResult(Contract(7, Strain.NT, Doubling.REDOUBLED), Direction.S, 13)


@cache
def midmatch(lang: str) -> Match:
    match = demo_match(21, cyrillic=lang != "en", turning=True, played_rounds=2,
                       half_played=True, predealt=True)
    annul_demo(match)
    SetResult(DealKey(17), 2, _SECRET).apply(match)
    return match


@cache
def rendered(lang: str, what: str, **options: object) -> bytes:
    return printing.render(midmatch(lang), what, lang=lang, **options)  # type: ignore[arg-type]


def pages(data: bytes) -> list[str]:
    return [page.extract_text() for page in PdfReader(io.BytesIO(data)).pages]


def flat(text: str) -> str:
    """A page's text with its line breaks as spaces (wrapped phrases read whole)."""
    return " ".join(text.split())


def sizes(data: bytes) -> list[tuple[int, str, float]]:
    """(page, text, size in points) of every piece of text drawn."""
    found: list[tuple[int, str, float]] = []
    for number, page in enumerate(PdfReader(io.BytesIO(data)).pages, start=1):
        def visit(text, cm, tm, font, size, number=number):
            if text.strip():
                scale = math.hypot(tm[0], tm[1]) * math.hypot(cm[0], cm[1])
                found.append((number, text.strip(), size * scale))

        page.extract_text(visitor_text=visit)
    return found


#: every paper of the match in progress (each form, whole and per table)
PAPERS = [
    ("all", {}), ("all", {"table": 1}), ("all", {"table": 2}),
    ("diagrams", {"round": 2}), ("diagrams", {"round": 3}),
    ("diagrams", {}), ("blank-diagrams", {"round": 6}),
    ("result-sheet", {}), ("blank-result-sheet", {}), ("hand-records", {}),
    ("notebook", {"round": 3}), ("rotation", {}), ("envelopes", {}),
    ("envelopes", {"table": 1}), ("score-cards", {}), ("dealing-sheets", {}),
    ("result-sheet", {"paper": "letter"}), ("diagrams", {"round": 3, "paper": "letter"}),
]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("what", "options"), PAPERS,
                         ids=[f"{w}-{'-'.join(map(str, o.values()))}" for w, o in PAPERS])
def test_no_text_under_seven_points_and_none_cut(lang, what, options):
    found = sizes(rendered(lang, what, **options))
    assert found
    small = [(p, t, round(s, 2)) for p, t, s in found if s < MIN_SIZE - 0.01]
    assert not small, small[:5]
    cut = [(p, t) for p, t, _ in found if "…" in t]
    assert not cut, cut[:5]


# -- what a table may see -------------------------------------------------------------


def _printed_hand(hand, lang: str) -> str:
    """A hand as the papers print it: a suit a line, "♠ A K 10 4", bg "♠ А Р 10 4" (—
    for a void)."""
    lines = []
    for suit in (Suit.S, Suit.H, Suit.D, Suit.C):
        lines.append(f"{suit.symbol} {suit_holding_text(hand, suit, lang)}")
    return "\n".join(lines)


def _normal(text: str) -> str:
    return "\n".join(line.strip() for line in text.split("\n"))


def _hands_shown(match: Match, text: str, deals: list[int], lang: str
                 ) -> list[tuple[int, str]]:
    from printing.records import hands_of

    text = _normal(text)
    return [(deal, d.name) for deal in deals for d, hand in hands_of(match, deal).items()
            if _printed_hand(hand, lang) in text]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("table", [1, 2])
def test_a_tables_book_shows_no_hand_and_no_other_room_result_it_has_not_played(lang,
                                                                               table):
    match = midmatch(lang)
    unplayed = [deal for deal in range(1, match.format.deals + 1)
                if (match.current_key(deal), table) not in match.results]
    book = pages(rendered(lang, "all", table=table))
    for number, page in enumerate(book, start=1):
        assert not _hands_shown(match, page, unplayed, lang), (table, number)
        assert tr("form.dealing", lang) not in page
        assert tr("form.records", lang) not in page and tr("form.result", lang) not in page
    # the check can fail: the dealing sheets (not in any book) show those hands
    sheets = "\n".join(pages(rendered(lang, "dealing-sheets")))
    assert len(_hands_shown(match, sheets, unplayed, lang)) >= 4 * 18
    assert all(flat(tr("deck_person", lang)) in flat(page)
               for page in pages(rendered(lang, "dealing-sheets")))
    # table 2's 7NT redoubled of deal 17: in table 2's book, never in table 1's
    secret = f"7{word('strain.NT', lang)}{word('call.XX', lang)}"
    assert (secret in "\n".join(book)) is (table == 2)
    assert secret in "\n".join(pages(rendered(lang, "all")))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_hand_records_only_for_deals_finished_at_both_tables(lang):
    match = midmatch(lang)
    text = "\n".join(pages(rendered(lang, "hand-records")))
    held = [10, 13, 14, 15, 16, 17, 18]  # a replay to come, or played at one table
    assert not _hands_shown(match, text, held, lang)
    assert f"{tr('records.held', lang)}: {', '.join(map(str, held))}" in flat(text)
    # round I and II deals with their hands (5 annulled for good, 8 replayed as 8R1:
    # a replay is dealt afresh, its hands are not known, so it is listed compactly)
    shown = {deal for deal, _ in _hands_shown(match, text, list(range(1, 13)), lang)}
    assert shown == {1, 2, 3, 4, 5, 6, 7, 9, 11, 12}
    assert f"\n8R1\n{roman(2)}\n" in text


# -- annulled and replayed deals --------------------------------------------------------


def _fate(lang: str, when: str, key: str, done: bool = False) -> str:
    return tr(f"fate.{when}" + (".done" if done else ""), lang).format(key=key)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_annulled_deals_in_words_on_the_diagrams(lang):
    annulled = tr("annulled", lang)

    def note(key: str, reason: int, fate: str) -> str:
        return (f"↳ {key}: {annulled} — {tr('reason', lang)} {reason} "
                f"({word(f'annul_reason.{reason}', lang)}); {fate}")

    one = [flat(p) for p in pages(rendered(lang, "diagrams", round=1))]
    assert any(note("5", 4, word("replay.not_replayed", lang)) in p for p in one)
    two = [flat(p) for p in pages(rendered(lang, "diagrams", round=2))]
    for table_pages in (two[:2], two[2:]):  # table 1 turns: two sheets; table 2 one
        text = " ".join(table_pages)
        assert note("8", 2, _fate(lang, "round-end", "8R1", done=True)) in text
        assert note("10", 2, _fate(lang, "match-end", "10R1")) in text
        assert " 8R1 " in text and tr("replays", lang) in text
    three = [flat(p) for p in pages(rendered(lang, "diagrams", round=3))]
    table1 = " ".join(three[:2])
    assert note("14", 2, _fate(lang, "now", "14R1")) in table1
    # the replay now comes in the deal's place, its row blank to write on
    after = table1.split(note("14", 2, _fate(lang, "now", "14R1")))[1]
    assert after.lstrip().startswith("2 14R1 ")
    assert note("16", 5, _fate(lang, "round-end", "16R1")) in table1
    assert " 16R1 " in three[1]  # table 1's second sheet: the round-end replay
    # the words are at 7 pt or more
    words = [s for _, t, s in sizes(rendered(lang, "diagrams", round=3))
             if t.startswith("↳ 14")]
    assert words and min(words) >= 7.5 - 0.01
    # match-end replays: their own diagram after round VI, seats to write in
    last = [flat(p) for p in pages(rendered(lang, "diagrams"))]
    after_vi = [p for p in last if f"{tr('replays.after', lang)} VI" in p]
    assert len(after_vi) == 2 and all(" 10R1 " in p for p in after_vi)
    assert all(tr("replays.seats", lang) in p for p in after_vi)


def test_annulled_scores_count_for_nothing_and_are_struck():
    match = midmatch("en")
    balances = compute_balances(match)
    for table in (1, 2):
        for round_ in (1, 2):
            text = "\n".join(pages(rendered("en", "diagrams", round=round_, table=table)))
            totals = re.findall(r"Total\n(\d+)\n(\d+)", text)
            totals = totals or re.findall(r"Round total, games 1–6\n(\d+)\n(\d+)", text)
            r = balances.rounds[round_ - 1]
            points = r.table1 if table == 1 else r.table2
            if table == 1:  # turning: the round total on the second sheet
                found = re.search(r"Round total, games 1–6\n(\d+)\n(\d+)", text)
                assert found and (int(found[1]), int(found[2])) == (points.a, points.b)
            else:
                assert [(int(a), int(b)) for a, b in totals] == [(points.a, points.b)]
    # the per-deal table: an annulled attempt says so (its scores are drawn struck)
    sheet = pages(rendered("en", "result-sheet"))[1]
    assert "\n5\nI\n" in sheet and "annulled (4)" in sheet and "annulled (2)" in sheet
    lines = flat(pages(rendered("en", "result-sheet"))[0])
    assert "Deal 5 (Round I): reason 4" in lines and "; not replayed" in lines
    assert "Deal 8 (Round II): reason 2" in lines
    assert "replayed at the end of the round as 8R1" in lines
    assert "replay at the end of the match, as 10R1" in lines
    assert "replay now, as 14R1" in lines
    assert "replay at the end of the round, as 16R1" in lines


@pytest.mark.parametrize("lang", LANGUAGES)
def test_blank_diagrams_carry_spare_replay_rows(lang):
    blank = pages(rendered(lang, "blank-diagrams", round=6))
    spare = f"{tr('replay_row', lang)} ____"
    # per table and round two spare rows (table 1's on its second, turned sheet)
    assert [flat(p).count(spare) for p in blank[:3]] == [0, 2, 2]
    after = [flat(p) for p in blank[3:]]
    assert len(after) == 2 and all(f"{tr('replays.after', lang)} VI" in p for p in after)
    assert all(p.count(spare) == 10 for p in after)
    book = [flat(p) for p in pages(rendered(lang, "all", table=1))]
    assert sum(f"{tr('replays.after', lang)} VI" in p for p in book) == 1


# -- complete forms -------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_forms_are_complete(lang):
    blank = [flat(p) for p in pages(rendered(lang, "blank-diagrams", round=4, table=1))]
    assert f"{tr('round_total', lang)} 1–6" in blank[1]  # the turned sheet adds up
    assert all(flat(tr("legend.result", lang)) in p for p in blank)
    cards_legend = tr("legend.cards", lang).format(
        nv=word("vul.no.short", lang), v=word("vul.yes.short", lang),
        example=score_card_text(ScoreCard(False, 30), lang))
    assert all(flat(cards_legend) in p for p in blank)
    cards = pages(rendered(lang, "score-cards", table=1))
    assert all(word("part_score", lang).split()[0] in p for p in cards)
    notebook = pages(rendered(lang, "notebook", round=3, table=2))
    assert all(p.count(f"{tr('card.NS', lang)}:") == 2 and
               p.count(f"{tr('card.EW', lang)}:") == 2 for p in notebook)
    assert len(notebook) == 3  # six games, two a page
    vp_a, vp_b = compute_balances(midmatch(lang)).victory_points()
    sheet = flat(pages(rendered(lang, "result-sheet"))[0])
    assert tr("vps", lang) in sheet
    assert number_text(vp_a, 2, lang) in sheet and number_text(vp_b, 2, lang) in sheet


def test_honours_shown_where_counted():
    from models.scoring import Honours

    match = demo_match(5, played_rounds=1)
    assert match.settings.honours
    played = TableResult(Contract(4, Strain.S), Direction.N, 10, honours=Honours.NS100)
    SetResult(DealKey(1), 1, played).apply(match)
    text = flat(pages(printing.render(match, "hand-records", round=1))[0])
    assert "Table 1: 4♠ N = · Honours NS 100 · NS +" in text
    diagram = flat(pages(printing.render(match, "diagrams", round=1, table=1))[0])
    assert "4♠ N = NS 100" in diagram


# -- grey-safe --------------------------------------------------------------------------


def test_grey_safe_marks():
    # table 1's green stays a firm grey on a mono printer
    assert 0.299 * GREEN.red + 0.587 * GREEN.green + 0.114 * GREEN.blue < 0.3
    reader = PdfReader(io.BytesIO(rendered("en", "result-sheet")))
    content = reader.pages[0].get_contents().get_data().decode("latin-1")
    assert "[3 2] 0 d" in content  # the chart's balance series: a dashed outline
    # the first dealer: a shape (a filled triangle path) as well as a shade
    diagram = PdfReader(io.BytesIO(rendered("en", "blank-diagrams", round=1, table=2)))
    stream = diagram.pages[0].get_contents().get_data().decode("latin-1")
    assert re.search(r"n [\d.]+ [\d.]+ m [\d.]+ [\d.]+ l [\d.]+ [\d.]+ l h\nf\*", stream)


LONG_NAMES = ("Александра Константинова-Петровска", "Христофор Владимиров-Стоянов",
              "Параскева Хаджиниколова", "Константин Александров-Петров",
              "Анастасия Чернокожева-Димитрова", "Велизар Красимиров-Попвасилев",
              "Магдалена Светославова", "Йордан Бориславов-Харизанов")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_long_names_wrap_or_abbreviate_never_cut(lang):
    from dataclasses import replace

    match = demo_match(21, cyrillic=True, turning=True, played_rounds=2, half_played=True)
    annul_demo(match)
    for code, name in zip(sorted(match.seats), LONG_NAMES, strict=True):
        match.seats[code] = replace(match.seats[code], player=name)
    for what, options in (("all", {}), ("notebook", {"round": 1}),
                          ("diagrams", {"round": 3, "paper": "letter"})):
        found = sizes(printing.render(match, what, lang=lang, **options))
        assert not [t for _, t, _ in found if "…" in t], (what, lang)
        assert min(s for _, _, s in found) >= MIN_SIZE - 0.01
