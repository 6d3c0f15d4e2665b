"""Dealing sheets of a pre-dealt match: per round, table and deck, the four envelopes of
each original deal with the 13 cards that go into each, the dealer, and a box to tick.

The rows come from :func:`models.dealing.dealing_sheet`; this module only lays them out.
"""

from __future__ import annotations

from itertools import groupby

from reportlab.lib.colors import white

from models.dealing import SheetEnvelope, dealing_sheet, predealt_seed
from printing.context import Context
from printing.draw import GREY, MARGIN, RED, Sheet, table_fill, table_ink
from printing.i18n import roman

_INFO_W = 86.0  # the deck/deal column left of the envelopes
_TABLE_BAR = 20.0  # a table's heading bar
_MAX_BLOCK = 96.0  # one deal's height at most


def draw_dealing_sheets(sheet: Sheet, ctx: Context, tables: list[int],
                        bookmark: str = "") -> None:
    """A page per round: each table's original deals, a row of four envelopes per deal."""
    tr = ctx.tr
    form = tr("form.dealing")
    sheet.footer_text = tr("deck_person")  # on every page, under the cards
    rows = [row for row in dealing_sheet(ctx.match) if row.table in tables]
    seed = predealt_seed(ctx.match)
    first = True
    for round_, in_round in groupby(rows, key=lambda r: r.round):
        envelopes = list(in_round)
        outline = f"{tr('round')} {roman(round_)}"
        sheet.new_page(form)
        if bookmark:
            if first:
                sheet.canvas.bookmarkPage(bookmark)
                sheet.canvas.addOutlineEntry(form, bookmark, level=0, closed=True)
            sheet.canvas.bookmarkPage(f"{bookmark}-{round_}")
            sheet.canvas.addOutlineEntry(outline, f"{bookmark}-{round_}", level=1)
        first = False
        lines = [f"{tr('match')}: {ctx.title}"
                 + (f"    {tr('seed')}: {seed}" if seed else "")]
        y = sheet.header(f"{form} — {tr('round')} {roman(round_)}", lines)
        y = sheet.paragraph(MARGIN, y + 4, tr("deck_person"), sheet.inner_width,
                            size=10, bold=True, color=RED)
        y = sheet.paragraph(MARGIN, y, tr("dealing_how"), sheet.inner_width,
                            size=8.5) - 2
        by_table = [(t, list(group)) for t, group in
                    groupby(envelopes, key=lambda r: r.table)]
        deals = sum(len(group) // 4 for _, group in by_table)
        room = sheet.height - MARGIN - 8 - y - len(by_table) * (_TABLE_BAR + 10)
        block_h = min(_MAX_BLOCK, room / max(1, deals))
        for table, group in by_table:
            decks = sorted({row.deck for row in group})
            y = _table_bar(sheet, ctx, table, decks, y)
            for _, deal_rows in groupby(group, key=lambda r: r.deal):
                y = _deal_block(sheet, ctx, list(deal_rows), y, block_h)
            y += 10


def _table_bar(sheet: Sheet, ctx: Context, table: int, decks: list[int],
               y: float) -> float:
    ink = table_ink(table)
    sheet.rect(MARGIN, y, sheet.inner_width, _TABLE_BAR, stroke=ink, fill=ink, radius=3)
    sheet.text(MARGIN + 8, y + 14, f"{ctx.tr('table')} {table}", size=11, bold=True,
               color=white)
    what = (f"{ctx.tr('table')} {table}: {ctx.tr('envelopes_of')} · {ctx.tr('deck')} "
            + ", ".join(str(d) for d in decks))
    sheet.text(sheet.width - MARGIN - 8, y + 14, what, size=8, color=white,
               align="right", max_width=sheet.inner_width - 90)
    return y + _TABLE_BAR + 4


def _deal_block(sheet: Sheet, ctx: Context, rows: list[SheetEnvelope], y: float,
                height: float) -> float:
    """One deal: its deck, number and dealer on the left, then its four envelopes."""
    tr = ctx.tr
    first = rows[0]
    ink = table_ink(first.table)
    x = MARGIN
    sheet.rect(x, y, _INFO_W - 4, height - 4, stroke=ink, fill=table_fill(first.table),
               width=1.0, radius=3)
    cx = x + (_INFO_W - 4) / 2
    sheet.text(cx, y + 20, f"{tr('deck')} {first.deck}", size=14, bold=True, color=ink,
               align="center", max_width=_INFO_W - 10)
    sheet.text(cx, y + 36, f"{tr('deal')} {first.deal}", size=9.5, bold=True,
               align="center", max_width=_INFO_W - 10)
    sheet.text(cx, y + 49, f"{tr('serial')} {first.serial}", size=8, color=GREY,
               align="center", max_width=_INFO_W - 10)
    sheet.text(cx, y + 64, f"{tr('dealer')}:", size=8, align="center",
               max_width=_INFO_W - 10)
    sheet.text(cx, y + 76, ctx.direction(first.dealer), size=9, bold=True,
               align="center", max_width=_INFO_W - 10)
    width = (sheet.inner_width - _INFO_W) / len(rows)
    for i, row in enumerate(rows):
        _envelope(sheet, ctx, row, MARGIN + _INFO_W + i * width, y, width - 4, height - 4)
    return y + height


def _envelope(sheet: Sheet, ctx: Context, row: SheetEnvelope, x: float, y: float,
              w: float, h: float) -> None:
    """An envelope: its mark (direction and serial, in the table's ink), a box to tick,
    and the 13 cards that go into it, a suit a line."""
    tr = ctx.tr
    ink = table_ink(row.table)
    dealer = row.direction is row.dealer
    sheet.rect(x, y, w, h, stroke=ink, width=1.4 if dealer else 0.8, radius=3)
    sheet.rect(x, y, w, 17, stroke=None, fill=table_fill(row.table), radius=3)
    box = 10.0
    mark = sheet.text(x + 5, y + 12.5, f"{ctx.letter(row.direction)}{row.serial}",
                      size=10, bold=True, color=ink)
    label = ctx.direction(row.direction) + (f" · {tr('dealt_by')}" if dealer else "")
    left = x + 5 + mark + 4
    room = x + w - box - 6 - left
    if dealer and sheet.text_width(label, 7) > room:
        label = tr("dealt_by")  # the mark names the direction already
    sheet.text(left, y + 12, label, size=7.5, color=ink, max_width=room)
    sheet.check_box(x + w - box - 3, y + 3.5, box, color=ink)
    size = max(7.0, min(10.5, (h - 24) / (4 * 1.3)))
    sheet.hand(x + 6, y + 17 + size * 1.25, row.hand, size=size, max_width=w - 10)
