"""Round diagrams (spec §8): one per table per round, two at table 1 when it turns.

Blank diagrams carry what is known before play (seats, games, deals, dealers); filled
ones add the score cards, contracts, results and each team's points from the match.
"""

from __future__ import annotations

from dataclasses import dataclass

from models.format import Block, BlockKind, Game, Team
from models.match import DealKey
from models.vocabulary import Direction, Line
from printing.context import Context
from printing.draw import GREY, LIGHT, MARGIN, Cell, Column, Sheet, table_ink
from printing.i18n import roman


@dataclass(frozen=True)
class DiagramPage:
    """One printed diagram: a table's round, or one block of it when turning."""

    round: int
    table: int
    blocks: tuple[Block, ...]
    turned: bool  # the compass of this page is turned half round

    @property
    def games(self) -> tuple[Game, ...]:
        return tuple(g for b in self.blocks for g in b.games)


def diagram_pages(ctx: Context, rounds: list[int], tables: list[int]) -> list[DiagramPage]:
    turning = ctx.match.settings.turning
    pages: list[DiagramPage] = []
    for round_ in rounds:
        for table in tables:
            original, sent = ctx.fmt.blocks(round_, table, turning)
            if turning and table == 1:
                pages.append(DiagramPage(round_, table, (original,), False))
                pages.append(DiagramPage(round_, table, (sent,), True))
            else:
                pages.append(DiagramPage(round_, table, (original, sent), False))
    return pages


def draw_diagrams(sheet: Sheet, ctx: Context, pages: list[DiagramPage], *, filled: bool,
                  bookmark: str = "") -> None:
    form = ctx.tr("form.diagram" if filled else "form.diagram.blank")
    for index, page in enumerate(pages):
        outline = (f"{ctx.tr('round')} {roman(page.round)} · {ctx.tr('table')} {page.table}"
                   + (f" · {ctx.tr('games')} {page.games[0].game}–{page.games[-1].game}"
                      if len(page.blocks) == 1 else ""))
        sheet.new_page(form)
        if bookmark:
            if index == 0:  # the section's own entry, then one per diagram under it
                sheet.canvas.bookmarkPage(bookmark)
                sheet.canvas.addOutlineEntry(form, bookmark, level=0, closed=True)
            sheet.canvas.bookmarkPage(f"{bookmark}-{index}")
            sheet.canvas.addOutlineEntry(outline, f"{bookmark}-{index}", level=1)
        _draw_page(sheet, ctx, page, filled, form)


def _draw_page(sheet: Sheet, ctx: Context, page: DiagramPage, filled: bool,
               form: str) -> None:
    tr = ctx.tr
    table, round_ = page.table, page.round
    ink = table_ink(table)
    games = page.games
    span = f"{tr('games')} {games[0].game}–{games[-1].game}"
    kinds = ", ".join(tr("originals" if b.kind is BlockKind.ORIGINAL else "sent")
                      for b in page.blocks)
    ns_team, ew_team = ctx.team_at(table, Line.NS), ctx.team_at(table, Line.EW)
    lines = [
        f"{tr('match')}: {ctx.title}",
        f"{tr('table')} {table} · {tr('round')} {roman(round_)} · {span} ({kinds})",
        f"{tr('line.NS')}: {tr('team')} {ns_team.value} ({ctx.team_name(ns_team)})    "
        f"{tr('line.EW')}: {tr('team')} {ew_team.value} ({ctx.team_name(ew_team)})",
    ]
    y = sheet.header(f"{form} — {tr('round')} {roman(round_)}", lines, table=table,
                     mark=f"{tr('table')} {table}")

    # the compass
    block = page.blocks[0]
    seats = {}
    for d in Direction:
        code = block.seats[d]
        label = ctx.direction(d) + (" ↻" if page.turned else "")
        seats[d] = (label, code, ctx.player(code, round_))
    size = 250.0
    sheet.compass(MARGIN + sheet.inner_width / 2, y + 105, seats, table=table, size=size,
                  highlight=games[0].dealer)
    y += 215
    if page.turned:
        y = sheet.paragraph(MARGIN, y, "↻ " + tr("turned"), sheet.inner_width, size=8.5,
                            bold=True, color=ink)
        y += 2
    elif table == 1 and ctx.match.settings.turning and round_ > 1:
        # seed 003: "в началото на всеки нов тур да разменят с партньора пликовете"
        y = sheet.paragraph(MARGIN, y, "↺ " + tr("turn.back"), sheet.inner_width, size=8.5,
                            bold=True, color=ink)
        y += 2

    # the games
    columns = _columns(ctx, sheet.inner_width, table)
    totals = [0, 0]
    room = sheet.height - MARGIN - 70 - y - len(page.blocks) * 62
    row_h = max(22.0, min(34.0, room / (len(games) + 1)))
    for block in page.blocks:
        heading = (f"{tr('games')} {block.games[0].game}–{block.games[-1].game}: "
                   + tr("originals" if block.kind is BlockKind.ORIGINAL else "sent"))
        if block.kind is BlockKind.SENT:
            heading += f" ({tr('table')} {3 - table})"
        y = sheet.paragraph(MARGIN, y + 14, heading, sheet.inner_width, size=9,
                            bold=True, color=ink)
        if block.kind is BlockKind.SENT:
            y = sheet.paragraph(MARGIN, y - 2, tr("arrival"), sheet.inner_width, size=7.5,
                                color=GREY)
        y -= 6
        rows = [_game_row(ctx, round_, table, block, game, filled, totals)
                for game in block.games]
        y = sheet.grid(MARGIN, y, columns, rows, row_h=row_h, ink=ink, size=9.5,
                       header_h=26)
    total_row = [Cell("")] * len(columns)
    total_row[2] = Cell(tr("total"), bold=True, align="right")
    if filled:
        total_row[-2] = Cell(str(totals[0]), bold=True)
        total_row[-1] = Cell(str(totals[1]), bold=True)
    y = sheet.grid(MARGIN, y + 4, columns, [total_row], row_h=row_h, ink=ink, size=10,
                   header_h=0)

    # signatures
    y += 30
    half = sheet.inner_width / 2
    for i, line in enumerate((Line.NS, Line.EW)):
        x = MARGIN + i * half
        sheet.text(x, y, f"{tr('signatures')} {tr('line.' + line.value)}:", size=8.5)
        sheet.line(x + 95, y + 2, x + half - 14, y + 2, color=GREY, width=0.5)


def _columns(ctx: Context, width: float, table: int) -> list[Column]:
    tr = ctx.tr
    ink = table_ink(table)
    cards = ([Column(tr("vul"), 80)] if ctx.board else
             [Column(tr("card.NS"), 45, color=ink), Column(tr("card.EW"), 45, color=ink)])
    columns = [
        Column(tr("game"), 28), Column(tr("deal.short"), 32),
        Column(tr("dealer"), 146, align="left"), *cards,
        Column(tr("contract"), 52), Column(tr("declarer"), 50), Column(tr("result"), 44),
        *([Column(tr("honours"), 44)] if ctx.match.settings.honours else []),
        Column(f"{tr('points')}\nA", 41), Column(f"{tr('points')}\nB", 41),
    ]
    scale = width / sum(c.width for c in columns)
    return [Column(c.title, c.width * scale, c.align, c.color) for c in columns]


def _game_row(ctx: Context, round_: int, table: int, block: Block, game: Game,
              filled: bool, totals: list[int]) -> list[Cell | str]:
    match = ctx.match
    dealer = game.dealer if not ctx.board else match.dealer(game.deal)
    dealer_code = block.seats[dealer]
    dealer_text = (f"{ctx.direction(dealer, True)}  {dealer_code} "
                   f"{ctx.player(dealer_code, round_)}")
    key = match.current_key(game.deal) if filled else DealKey(game.deal)
    deal_text = str(key.deal) if key.attempt == 0 else f"{key.deal}R{key.attempt}"
    if ctx.board:
        cards: list[Cell | str] = [ctx.vulnerability(game.deal)]
    elif filled:
        ns, ew = ctx.cards_text(key, table)
        cards = [ns, ew]
    else:
        cards = ["", ""]
    row: list[Cell | str] = [str(game.game), deal_text, dealer_text, *cards]
    result = match.results.get((key, table)) if filled else None
    honours_column = match.settings.honours
    if result is None:
        return [*row, *[""] * (6 if honours_column else 5)]
    contract, declarer, made = ctx.result_parts(result)
    if honours_column:  # the honours column: blank for the table to write, or as recorded
        held = result.honours
        made_cells: list[Cell | str] = [made, "" if held is None else
                                        f"{ctx.tr('line.' + held.line.value)} {held.points}"]
    else:
        made_cells = [made]
    score = match.score(key, table)
    annulment = match.annulments.get(key)
    a_pts = b_pts = ""
    if score is not None and annulment is None:
        ns_team = ctx.team_at(table, Line.NS)
        a_score = score if ns_team is Team.A else -score
        if a_score > 0:
            totals[0] += a_score
            a_pts = str(a_score)
        elif a_score < 0:
            totals[1] -= a_score
            b_pts = str(-a_score)
    if annulment is not None:
        note = Cell(ctx.tr("annulled"), color=GREY, fill=LIGHT)
        return [*row, contract, declarer, *made_cells, note, note]
    return [*row, contract, declarer, *made_cells, a_pts, b_pts]
