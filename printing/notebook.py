"""The blank notebook (spec §9): per round and table, for each game an auction grid and
the opening lead, written as the game is played, and for the table's original deals a
four-hands diagram to write the hands in at the end of the round."""

from __future__ import annotations

from models.format import Block, BlockKind, Game
from models.vocabulary import Direction, Suit
from printing.context import Context
from printing.diagrams import DiagramPage, diagram_pages
from printing.draw import DEALER, GREY, LIGHT, MARGIN, RED, Column, Sheet, table_ink
from printing.i18n import roman
from printing.records import BIDDING_ORDER

_PER_PAGE = 2
_AUCTION_ROWS = 8


def draw_notebook(sheet: Sheet, ctx: Context, rounds: list[int], tables: list[int],
                  bookmark: str = "") -> None:
    form = ctx.tr("form.notebook")
    first = True
    # a table's round as one run of games (table 1's two sheets when it turns too), two
    # games a page: no page left half empty at a block's end
    runs: dict[tuple[int, int], list[tuple[DiagramPage, Block, Game]]] = {}
    for page in diagram_pages(ctx, rounds, tables):
        runs.setdefault((page.round, page.table), []).extend(
            (page, block, game) for block in page.blocks for game in block.games)
    for games in runs.values():
        for start in range(0, len(games), _PER_PAGE):
            sheet.new_page(form, bookmark=bookmark if first else "", outline=form)
            first = False
            page = games[start][0]
            y = _header(sheet, ctx, page, form)
            space = (sheet.height - MARGIN - 14 - y) / _PER_PAGE
            for i, (page, block, game) in enumerate(games[start:start + _PER_PAGE]):
                top = y + i * space
                if i:
                    sheet.line(MARGIN, top - 4, sheet.width - MARGIN, top - 4, color=GREY,
                               width=0.4, dash=(2, 2))
                _game(sheet, ctx, page, block, game, top, space - 8)


def _header(sheet: Sheet, ctx: Context, page: DiagramPage, form: str) -> float:
    tr = ctx.tr
    lines = [f"{tr('match')}: {ctx.title}",
             f"{tr('table')} {page.table} · {tr('round')} {roman(page.round)}"]
    return sheet.header(f"{form} — {tr('round')} {roman(page.round)}", lines,
                        table=page.table, ink_note=False)


def _game(sheet: Sheet, ctx: Context, page: DiagramPage, block: Block, game: Game,
          y: float, height: float) -> None:
    tr = ctx.tr
    ink = table_ink(page.table)
    dealer = ctx.match.dealer(game.deal)
    kind = tr("original_deal" if block.kind is BlockKind.ORIGINAL else "sent_deal")
    heading = (f"{tr('game')} {game.game} · {tr('deal')} {game.deal} · {tr('dealer')}: "
               f"{ctx.direction(dealer)} · {kind}" + (" · ↻" if page.turned else ""))
    if ctx.board:
        heading += f" · {tr('vul')}: {ctx.vulnerability(game.deal)}"
    sheet.text(MARGIN, y + 12, heading, size=10.5, bold=True, color=ink,
               max_width=sheet.inner_width)
    y += 22
    # the auction, dealer's column shaded
    left_w = sheet.inner_width * 0.5
    columns = [Column(f"{ctx.direction(d, True)} {block.seats[d]}\n"
                      f"{ctx.player(block.seats[d], page.round)}", left_w / 4)
               for d in BIDDING_ORDER]
    sheet.text(MARGIN, y + 8, tr("auction"), size=9, bold=True, color=ink)
    y_grid = y + 12
    row_h = min(18.0, (height - 127) / _AUCTION_ROWS)
    bottom = sheet.grid(MARGIN, y_grid, columns, [[""] * 4] * _AUCTION_ROWS, row_h=row_h,
                        header_h=24, ink=ink, size=9)
    column = BIDDING_ORDER.index(dealer)
    box_x, box_y = MARGIN + column * left_w / 4 + 1, bottom - row_h * _AUCTION_ROWS + 1
    sheet.rect(box_x, box_y, left_w / 4 - 2, row_h - 2, stroke=None, fill=DEALER)
    sheet.dealer_mark(box_x + 2, box_y + 2, 6)
    # the score cards the game is played under (the bidding depends on them), then the
    # lead, contract and result lines
    y = bottom + 16
    if not ctx.board:
        width = sheet.text(MARGIN, y, f"{tr('card.NS')}:", size=9, bold=True)
        half = left_w / 2
        sheet.line(MARGIN + width + 6, y + 2, MARGIN + half - 8, y + 2, color=GREY,
                   width=0.5)
        width = sheet.text(MARGIN + half, y, f"{tr('card.EW')}:", size=9, bold=True)
        sheet.line(MARGIN + half + width + 6, y + 2, MARGIN + left_w, y + 2, color=GREY,
                   width=0.5)
        y += 17
    for label in (tr("lead"), tr("contract"), tr("declarer.long"), tr("result")):
        width = sheet.text(MARGIN, y, f"{label}:", size=9, bold=True)
        sheet.line(MARGIN + width + 6, y + 2, MARGIN + left_w, y + 2, color=GREY,
                   width=0.5)
        y += 17
    # the hands, for the table's own deals
    x = MARGIN + left_w + 16
    width = sheet.width - MARGIN - x
    if block.kind is BlockKind.ORIGINAL:
        sheet.paragraph(x, y_grid - 4, tr("hands"), width, size=8, bold=True, color=ink,
                        leading=9.5)
        _blank_hands(sheet, ctx, x, y_grid + 14, width, height - 50)


def _blank_hands(sheet: Sheet, ctx: Context, x: float, y: float, width: float,
                 height: float) -> None:
    """Four boxes in a cross (N, W, E, S), each with four suit lines to write on."""
    box_w = width / 2 - 4
    box_h = min(72.0, (height - 10) / 3)
    spots = {
        Direction.N: (x + width / 4, y),
        Direction.W: (x, y + box_h + 4),
        Direction.E: (x + width / 2 + 4, y + box_h + 4),
        Direction.S: (x + width / 4, y + 2 * (box_h + 4)),
    }
    for d, (bx, by) in spots.items():
        sheet.rect(bx, by, box_w, box_h, stroke=GREY, width=0.6, radius=3)
        sheet.text(bx + 4, by + 10, ctx.direction(d), size=7.5, bold=True, color=GREY)
        lead = (box_h - 14) / 4
        for i, suit in enumerate((Suit.S, Suit.H, Suit.D, Suit.C)):
            ly = by + 14 + lead * (i + 1) - 2
            sheet.text(bx + 5, ly, suit.symbol, size=9, color=RED if suit.is_red else None)
            sheet.line(bx + 16, ly + 1, bx + box_w - 6, ly + 1, color=LIGHT, width=0.6)
