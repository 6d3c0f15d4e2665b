"""Things to cut out: envelope and deck labels (spec §5) and score cards (spec §6)."""

from __future__ import annotations

from reportlab.lib.colors import Color, white

from models.scorecards import ScoreCard
from models.vocabulary import Direction, Line
from printing.context import Context
from printing.draw import GREY, MARGIN, Sheet, table_ink
from words import word
from words.notation import vulnerability_text

_ENVELOPE_ORDER = (Direction.S, Direction.W, Direction.N, Direction.E)  # dealing order
_CUT = (3, 3)


def draw_envelopes(sheet: Sheet, ctx: Context, tables: list[int], bookmark: str = "") -> None:
    """Page 1: the 24 deal envelopes; page 2: score-card envelopes and deck labels."""
    tr = ctx.tr
    form = tr("form.envelopes")
    serials = ctx.fmt.originals_per_table
    sheet.new_page(form, bookmark=bookmark, outline=form)
    y = sheet.header(f"{form} — {tr('envelopes.deals')}",
                     [f"{tr('match')}: {ctx.title}", tr("cut")])
    rows_per_table = len(_ENVELOPE_ORDER)
    avail = sheet.height - MARGIN - y - 8 * len(tables)
    label_h = min(86.0, avail / (rows_per_table * len(tables)))
    label_w = sheet.inner_width / serials
    for table in tables:
        ink = table_ink(table)
        for row, d in enumerate(_ENVELOPE_ORDER):
            for serial in range(1, serials + 1):
                x = MARGIN + (serial - 1) * label_w
                top = y + row * label_h
                sheet.rect(x, top, label_w, label_h, stroke=GREY, width=0.4, dash=_CUT)
                inner = (x + 6, top + 6, label_w - 12, label_h - 12)
                sheet.rect(*inner, stroke=ink, width=1.6, radius=4)
                cx = x + label_w / 2
                sheet.table_mark(cx - 30, top + 9, table, 60, 24)
                sheet.text(cx, top + label_h / 2 + 12, f"{ctx.direction(d)}  {serial}",
                           size=min(22, label_h / 3.2), bold=True, color=ink,
                           align="center", max_width=label_w - 20)
                footer = f"{tr('envelope')} {ctx.letter(d)}{serial} · 13 {tr('cards')}"
                if sheet.text_width(f"{footer} · {ctx.title}", 7) <= label_w - 20:
                    footer += f" · {ctx.title}"
                sheet.text(cx, top + label_h - 14, footer, size=7, color=GREY,
                           align="center", max_width=label_w - 20)
        y += rows_per_table * label_h + 8

    # score-card envelopes and decks: under the deal envelopes when they fit (one
    # table's), else on a page of their own
    small_w, small_h = sheet.inner_width / 2, 92.0
    need = 30 + (0 if ctx.board else small_h * len(tables) + 16) + 10 + 8 + 62 * \
        -(-len(_decks(ctx, tables)) // 3)
    if sheet.height - MARGIN - 14 - y < need:
        sheet.new_page(form)
        y = sheet.header(f"{form} — {tr('envelopes.small')}",
                         [f"{tr('match')}: {ctx.title}", tr("cut")])
    else:
        y = sheet.paragraph(MARGIN, y + 14, tr("envelopes.small"), sheet.inner_width,
                            size=11, bold=True) - 4
    if not ctx.board:
        deck_size = len(ctx.match.settings.deck)
        for i, (table, line) in enumerate((t, ln) for t in tables for ln in Line):
            ink = table_ink(table)
            x = MARGIN + (i % 2) * small_w
            top = y + (i // 2) * small_h
            sheet.rect(x, top, small_w, small_h, stroke=GREY, width=0.4, dash=_CUT)
            sheet.rect(x + 6, top + 6, small_w - 12, small_h - 12, stroke=ink, width=1.6,
                       radius=4)
            cx = x + small_w / 2
            sheet.table_mark(cx - 34, top + 10, table, 68, 26)
            sheet.text(cx, top + 50, f"{tr('scorecard_envelope')} "
                       f"{ctx.line(line)}", size=18, bold=True, color=ink,
                       align="center", max_width=small_w - 24)
            sheet.text(cx, top + 72, f"{deck_size} {tr('cards')} · {ctx.title}", size=7,
                       color=GREY, align="center", max_width=small_w - 24)
        y += small_h * ((2 * len(tables) + 1) // 2) + 16
    y += 10
    sheet.text(MARGIN, y, tr("deck"), size=11, bold=True)
    y += 8
    decks = _decks(ctx, tables)
    per_row = 3
    deck_w, deck_h = sheet.inner_width / per_row, 62.0
    for i, (number, table, text) in enumerate(decks):
        ink = table_ink(table)
        x = MARGIN + (i % per_row) * deck_w
        top = y + (i // per_row) * deck_h
        sheet.rect(x, top, deck_w, deck_h, stroke=GREY, width=0.4, dash=_CUT)
        sheet.rect(x + 5, top + 5, deck_w - 10, deck_h - 10, stroke=ink, width=1.2,
                   radius=4)
        sheet.text(x + deck_w / 2, top + 27, f"{tr('deck')} {number}", size=15, bold=True,
                   color=ink, align="center")
        sheet.text(x + deck_w / 2, top + 44, text, size=8, color=ink, align="center",
                   max_width=deck_w - 16)


def _decks(ctx: Context, tables: list[int]) -> list[tuple[int, int, str]]:
    """(number, table, what it is for): three decks a table, or one with two decks."""
    tr = ctx.tr
    out: list[tuple[int, int, str]] = []
    if ctx.match.settings.two_decks:
        for table in (1, 2):
            if table in tables:
                out.append((table, table, f"{tr('table')} {table} · "
                                          f"{tr('originals')}"))
        return out
    serials = ctx.fmt.originals_per_table
    for table in (1, 2):
        for serial in range(1, serials + 1):
            number = (table - 1) * serials + serial
            if table in tables:
                out.append((number, table, f"{tr('table')} {table} · {tr('serial')} "
                                           f"{serial}"))
    return out


def draw_score_cards(sheet: Sheet, ctx: Context, tables: list[int],
                     bookmark: str = "") -> None:
    """Each line's deck per table, to cut out: a page per table, its two lines."""
    tr = ctx.tr
    form = tr("form.scorecards")
    deck = sorted(ctx.match.settings.deck)
    per_row = 4
    for index, table in enumerate(tables):
        ink = table_ink(table)
        sheet.new_page(form, bookmark=bookmark if index == 0 else "", outline=form)
        y = sheet.header(f"{form} — {tr('table')} {table}",
                         [f"{tr('match')}: {ctx.title}", tr("cut")], table=table)
        rows = sum(-(-len(deck) // per_row) for _ in Line)
        card_w = sheet.inner_width / per_row
        card_h = min(80.0, (sheet.height - MARGIN - y - 6) / rows)
        card_h = min(80.0, (sheet.height - MARGIN - y - 14) / rows)
        i = 0
        for line in Line:
            for n, card in enumerate(deck):
                x = MARGIN + (n % per_row) * card_w
                top = y + (i + n // per_row) * card_h
                _score_card(sheet, ctx, x, top, card_w, card_h, card, table, line, ink)
            i += -(-len(deck) // per_row)
            y += 8


def _score_card(sheet: Sheet, ctx: Context, x: float, top: float, w: float, h: float,
                card: ScoreCard, table: int, line: Line, ink: Color) -> None:
    tr = ctx.tr
    sheet.rect(x, top, w, h, stroke=GREY, width=0.4, dash=_CUT)
    sheet.rect(x + 4, top + 4, w - 8, h - 8, stroke=ink, width=1.2, radius=3)
    vul_word = vulnerability_text(card.vulnerable, ctx.lang)
    if card.vulnerable:
        sheet.rect(x + 4, top + 4, w - 8, 15, stroke=None, fill=ink, radius=3)
        sheet.text(x + w / 2, top + 15, vul_word.upper(), size=8, bold=True, color=white,
                   align="center", max_width=w - 16)
    else:
        sheet.text(x + w / 2, top + 15, vul_word, size=8, color=ink,
                   align="center", max_width=w - 16)
    # the number with its word on the left ("part-score", wrapped), clear of the mark
    number = min(24.0, h / 3.1)
    sheet.text(x + w * 0.64, top + h / 2 + 7, str(card.part_score), size=number,
               bold=True, color=ink, align="center")
    lines = sheet.wrap(word("part_score", ctx.lang), 7, w * 0.38)
    first = top + h / 2 + 7 - number * 0.35 + 2.5 - 4 * (len(lines) - 1)
    for i, text in enumerate(lines):
        sheet.text(x + 9, first + 8 * i, text, size=7, color=ink, max_width=w * 0.4)
    sheet.text(x + 10, top + h - 11, f"{ctx.line(line)} · {tr('table')} {table}",
               size=7.5, bold=True, color=ink, max_width=w - 52)
    sheet.table_mark(x + w - 36, top + h - 28, table, 28, 20)
