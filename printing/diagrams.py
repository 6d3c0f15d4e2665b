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
    """Diagrams; ``filled`` fills those of rounds started (a round with nothing played
    or annulled yet is always the blank form, in any bundle)."""
    section = ctx.tr("form.diagram" if filled else "form.diagram.blank")
    for index, page in enumerate(pages):
        page_filled = filled and ctx.balances.rounds[page.round - 1].started
        form = ctx.tr("form.diagram" if page_filled else "form.diagram.blank")
        outline = (f"{ctx.tr('round')} {roman(page.round)} · {ctx.tr('table')} {page.table}"
                   + (f" · {ctx.tr('games')} {page.games[0].game}–{page.games[-1].game}"
                      if len(page.blocks) == 1 else ""))
        sheet.new_page(form)
        if bookmark:
            if index == 0:  # the section's own entry, then one per diagram under it
                sheet.canvas.bookmarkPage(bookmark)
                sheet.canvas.addOutlineEntry(section, bookmark, level=0, closed=True)
            sheet.canvas.bookmarkPage(f"{bookmark}-{index}")
            sheet.canvas.addOutlineEntry(outline, f"{bookmark}-{index}", level=1)
        _draw_page(sheet, ctx, page, page_filled, form)


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
                     ink_note=not ctx.board)

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
    sheet.rect(MARGIN, y + 186, 14, 10, stroke=ink, fill=LIGHT, width=0.8, radius=2)
    sheet.paragraph(MARGIN + 18, y + 194, tr("first dealer"), 120, size=7.5, color=GREY,
                    leading=9)
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
    totals = Totals()
    dealers = _dealers(sheet, ctx, page, columns[2].width)
    room = sheet.height - MARGIN - 70 - y - len(page.blocks) * 62
    extra_rows = 2 if (page.turned and filled) else 1
    row_h = max(22.0, min(34.0, room / (len(games) + extra_rows)))
    for block in page.blocks:
        heading = (f"{tr('games')} {block.games[0].game}–{block.games[-1].game}: "
                   + tr("originals" if block.kind is BlockKind.ORIGINAL else "sent"))
        if block.kind is BlockKind.SENT:
            heading += f" ({tr('table')} {3 - table})"
        y = sheet.paragraph(MARGIN, y + 14, heading, sheet.inner_width, size=9,
                            bold=True, color=ink)
        if block.kind is BlockKind.SENT:
            y = sheet.paragraph(MARGIN, y - 2, tr("arrival.board" if ctx.board
                                                  else "arrival"),
                                sheet.inner_width, size=7.5, color=GREY)
        y -= 6
        rows = [_game_row(ctx, round_, table, block, game, filled, totals,
                          dealers[game.game]) for game in block.games]
        y = sheet.grid(MARGIN, y, columns, rows, row_h=row_h, ink=ink, size=9.5,
                       header_h=26)
    total_rows = [_total_row(columns, tr("total"), totals if filled else None)]
    if page.turned and filled:
        # turning: table 1's round total on the second sheet, both sheets' games added
        whole = round_totals(ctx, round_, table)
        total_rows.append(_total_row(columns, f"{tr('round total')} 1–"
                                     f"{games[-1].game}", whole))
    y = sheet.grid(MARGIN, y + 4, columns, total_rows, row_h=row_h, ink=ink, size=10,
                   header_h=0)
    if filled and (totals.pending_a or totals.pending_b):
        y = sheet.paragraph(MARGIN, y + 11, f"(+n): {tr('pending mark')}",
                            sheet.inner_width, size=7.5, color=GREY) - 8

    # signatures
    y += 30
    half = sheet.inner_width / 2
    for i, line in enumerate((Line.NS, Line.EW)):
        x = MARGIN + i * half
        sheet.text(x, y, f"{tr('signatures')} {tr('line.' + line.value)}:", size=8.5)
        sheet.line(x + 95, y + 2, x + half - 14, y + 2, color=GREY, width=0.5)


@dataclass
class Totals:
    """Each team's points on a diagram: counted, and pending (one table so far)."""

    a: int = 0
    b: int = 0
    pending_a: int = 0
    pending_b: int = 0

    def add(self, a_score: int, pending: bool) -> None:
        if pending:
            self.pending_a += max(a_score, 0)
            self.pending_b += max(-a_score, 0)
        else:
            self.a += max(a_score, 0)
            self.b += max(-a_score, 0)


def round_totals(ctx: Context, round_: int, table: int) -> Totals:
    """A table's whole round, as the result sheet has it (the balances)."""
    r = ctx.balances.rounds[round_ - 1]
    points = r.table1 if table == 1 else r.table2
    pending = r.pending_table1 if table == 1 else r.pending_table2
    return Totals(points.a, points.b, pending.a, pending.b)


def _total_row(columns: list[Column], label: str, totals: Totals | None) -> list[Cell | str]:
    row: list[Cell | str] = [Cell("")] * len(columns)
    row[2] = Cell(label, bold=True, align="right")
    if totals is not None:
        for i, (counted, pending) in ((-2, (totals.a, totals.pending_a)),
                                      (-1, (totals.b, totals.pending_b))):
            text = f"{counted}\n(+{pending})" if pending else str(counted)
            row[i] = Cell(text, bold=True)
    return row


def _columns(ctx: Context, width: float, table: int) -> list[Column]:
    tr = ctx.tr
    ink = table_ink(table)
    honours = ctx.match.settings.honours
    # With honours every column is at its narrowest (each title word at 7 pt and a pending
    # "(+2700)" at 7 pt fit; A4 holds them all), the dealer's names 4 pt narrower
    # only.
    card, points = (41, 36) if honours else (45, 41)
    cards = ([Column(tr("vul"), 2 * card - 10)] if ctx.board else
             [Column(tr("card.NS"), card, color=ink), Column(tr("card.EW"), card, color=ink)])
    columns = [
        Column(tr("game"), 28), Column(tr("deal.short"), 30 if honours else 32),
        Column(tr("dealer"), 128 if honours else 132, align="left"), *cards,
        Column(tr("contract"), 42 if honours else 52),
        Column(tr("declarer"), 54 if honours else 60),
        Column(tr("result"), 45 if honours else 48),
        *([Column(tr("honours"), 41)] if honours else []),
        Column(f"{tr('points')}\nA", points), Column(f"{tr('points')}\nB", points),
    ]
    scale = width / sum(c.width for c in columns)
    return [Column(c.title, c.width * scale, c.align, c.color) for c in columns]


def _dealers(sheet: Sheet, ctx: Context, page: DiagramPage,
             width: float) -> dict[int, Cell]:
    """The dealer cell of each game (by game number): direction, code and name, the
    names of the page in one size (abbreviated alike when too long)."""
    parts = {}
    for block in page.blocks:
        for game in block.games:
            dealer = game.dealer if not ctx.board else ctx.match.dealer(game.deal)
            code = block.seats[dealer]
            parts[game.game] = (f"{ctx.direction(dealer, True)}  {code} ",
                                ctx.player(code, page.round))
    prefix = max(sheet.text_width(p, 9.5) for p, _ in parts.values())
    size, shown = sheet.names_fit([n for _, n in parts.values()], 9.5, width - 6 - prefix)
    return {game: Cell(prefix_text + shown[name], size=size)
            for game, (prefix_text, name) in parts.items()}


def _game_row(ctx: Context, round_: int, table: int, block: Block, game: Game,
              filled: bool, totals: Totals, dealer_cell: Cell) -> list[Cell | str]:
    match = ctx.match
    key = match.current_key(game.deal) if filled else DealKey(game.deal)
    deal_text = str(key.deal) if key.attempt == 0 else f"{key.deal}R{key.attempt}"
    if ctx.board:
        cards: list[Cell | str] = [ctx.vulnerability(game.deal)]
    elif filled:
        ns, ew = ctx.cards_text(key, table)
        cards = [ns, ew]
    else:
        cards = ["", ""]
    row: list[Cell | str] = [str(game.game), deal_text, dealer_cell, *cards]
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
    a_pts: Cell | str = ""
    b_pts: Cell | str = ""
    if score is not None and annulment is None:
        ns_team = ctx.team_at(table, Line.NS)
        a_score = score if ns_team is Team.A else -score
        pending = match.score(key, 3 - table) is None
        totals.add(a_score, pending)
        text = str(abs(a_score))
        if pending:  # counts once the other table has played it
            text = f"(+{text})"
        if a_score > 0:
            a_pts = Cell(text, color=GREY) if pending else text
        elif a_score < 0:
            b_pts = Cell(text, color=GREY) if pending else text
    if annulment is not None:
        note = Cell(ctx.tr("annulled"), color=GREY, fill=LIGHT)
        return [*row, contract, declarer, *made_cells, note, note]
    return [*row, contract, declarer, *made_cells, a_pts, b_pts]
