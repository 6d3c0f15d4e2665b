"""Round diagrams (spec §8): one per table per round, two at table 1 when it turns.

Blank diagrams carry what is known before play (seats, games, deals, dealers); filled
ones add the score cards, contracts, results and each team's points from the match.
"""

from __future__ import annotations

from dataclasses import dataclass

from models import queries
from models.confirmations import round_signatures
from models.format import Block, BlockKind, Game, Team
from models.match import DealKey, ReplayAt
from models.scorecards import ScoreCard
from models.vocabulary import Direction, Line
from printing.context import Context
from printing.draw import DEALER, GREY, MARGIN, Cell, Column, Sheet, table_ink
from printing.i18n import roman
from words import word


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
        f"{ctx.line(Line.NS)}: {tr('team')} {ns_team.value} ({ctx.team_name(ns_team)})    "
        f"{ctx.line(Line.EW)}: {tr('team')} {ew_team.value} ({ctx.team_name(ew_team)})",
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
    sheet.rect(MARGIN, y + 186, 14, 10, stroke=ink, fill=DEALER, width=0.8, radius=2)
    sheet.dealer_mark(MARGIN + 3.5, y + 187.5, 7)
    sheet.paragraph(MARGIN + 18, y + 194, tr("first_dealer"), 120, size=7.5, color=GREY,
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
    dealers = _dealers(sheet, ctx, page, columns[2].width)
    # table 1 turning: its round ends on the second (turned) sheet
    last = page.turned or not (ctx.match.settings.turning and table == 1)
    # the core's diagram: its rows and its points are the screen's and the phone's
    diagram = queries.round_diagram(ctx.match, round_, table) if filled else None
    on_page = ([] if diagram is None else
               [r for r in diagram.rows if r.when is not ReplayAt.ROUND_END
                and r.game in {g.game for g in page.games}])
    after = ([] if diagram is None or not last else
             sorted((r for r in diagram.rows if r.when is ReplayAt.ROUND_END),
                    key=lambda r: r.game))
    blocks = [(block, [cells for game in block.games
                       for cells in _game_rows(ctx, table, game, on_page,
                                               dealers[game.game], len(columns))])
              for block in page.blocks]
    replays = (_replay_rows(ctx, table, after, dealers, len(columns)) if last else [])
    totals = (None if diagram is None else
              queries.diagram_points(ctx.match, [*on_page, *after], table))
    extra_rows = 2 if page.turned else 1
    count = sum(len(rows) for _, rows in blocks) + len(replays) + extra_rows
    room = (sheet.height - MARGIN - 92 - y - len(page.blocks) * 62
            - (34 if replays else 0))
    row_h = max(21.0, min(34.0, room / count))
    for block, rows in blocks:
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
        y = sheet.grid(MARGIN, y, columns, rows, row_h=row_h, ink=ink, size=9.5,
                       header_h=26)
    if replays:
        y = sheet.paragraph(MARGIN, y + 14, tr("replays"), sheet.inner_width, size=9,
                            bold=True, color=ink)
        y = sheet.grid(MARGIN, y - 6, columns, replays, row_h=row_h, ink=ink, size=9.5,
                       header_h=0)
    total_rows = [_total_row(columns, tr("total"), totals)]
    if page.turned:
        # turning: table 1's round total on the second sheet, both sheets' games added
        # (the blank sheet has the line too, for the table to add up by hand)
        total_rows.append(_total_row(columns, f"{tr('round_total')} 1–"
                                     f"{games[-1].game}",
                                     None if diagram is None else diagram.points))
    y = sheet.grid(MARGIN, y + 4, columns, total_rows, row_h=row_h, ink=ink, size=10,
                   header_h=0)
    notes = []
    if totals is not None and (totals.pending_a or totals.pending_b):
        notes.append(f"(+n): {tr('pending_mark')}")
    notes.append(legend(ctx))
    for note in notes:
        y = sheet.paragraph(MARGIN, y + 11, note, sheet.inner_width, size=7.5,
                            color=GREY, leading=9) - 8

    # signatures: a line that signed the round on the table's phone (issue 32) is said
    y += 26
    half = sheet.inner_width / 2
    signed = (round_signatures(ctx.match, round_, table) if filled else None) or frozenset()
    for i, line in enumerate((Line.NS, Line.EW)):
        x = MARGIN + i * half
        sheet.text(x, y, f"{tr('signatures')} {ctx.line(line)}:", size=8.5)
        if line in signed:
            sheet.text(x + 95, y, "✓ " + tr("signed_phone"), size=8.5, bold=True, color=ink,
                       max_width=half - 95 - 14)
        else:
            sheet.line(x + 95, y + 2, x + half - 14, y + 2, color=GREY, width=0.5)


def legend(ctx: Context) -> str:
    """How the diagram's cells are written: the score cards (not under board
    conditions), the result, and the dealer's mark."""
    parts = [] if ctx.board else [ctx.tr("legend.cards").format(
        nv=word("vul.no.short", ctx.lang), v=word("vul.yes.short", ctx.lang),
        example=ctx.card(ScoreCard(False, 30)))]
    parts += [ctx.tr("legend.result"), "▲ " + ctx.tr("first_dealer.mark")]
    return " ".join(parts)


def _total_row(columns: list[Column], label: str,
               totals: queries.DiagramPoints | None) -> list[Cell | str]:
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
             [Column(tr("card.NS.short"), card, color=ink),
              Column(tr("card.EW.short"), card, color=ink)])
    columns = [
        Column(tr("game"), 28), Column(tr("deal.short"), 30 if honours else 32),
        Column(tr("dealer"), 128 if honours else 132, align="left"), *cards,
        Column(tr("contract"), 42 if honours else 52),
        Column(tr("declarer"), 54 if honours else 60),
        Column(tr("result"), 45 if honours else 48),
        *([Column(word("honours", ctx.lang).capitalize(), 41)] if honours else []),
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


def match_end_replays(ctx: Context, table: int = 1) -> list[queries.GameRow]:
    """The replays set for the end of the match (:func:`models.queries.match_end_rows`)."""
    return queries.match_end_rows(ctx.match, table)


def draw_match_end(sheet: Sheet, ctx: Context, tables: list[int], *, filled: bool,
                   bookmark: str = "") -> None:
    """A diagram per table for the replays played after the last round: the seats
    written in by hand (who sits where is decided then), the replays set for the end of
    the match, filled as far as played, and spare lines."""
    tr = ctx.tr
    after = f"{tr('replays.after')} {roman(ctx.fmt.rounds)}"
    for index, table in enumerate(tables):
        replays = match_end_replays(ctx, table) if filled else []
        ink = table_ink(table)
        form = tr("form.diagram" if replays else "form.diagram.blank")
        sheet.new_page(form)
        if bookmark and index == 0:
            sheet.canvas.bookmarkPage(bookmark)
            sheet.canvas.addOutlineEntry(after, bookmark, level=0)
        y = sheet.header(f"{form} — {after}", [f"{tr('match')}: {ctx.title}",
                                               f"{tr('table')} {table} · {after}"],
                         table=table, ink_note=not ctx.board)
        y = sheet.paragraph(MARGIN, y + 10, tr("replays.seats"), sheet.inner_width,
                            size=9, color=ink) + 6
        quarter = sheet.inner_width / 4
        for i, d in enumerate((Direction.N, Direction.E, Direction.S, Direction.W)):
            x = MARGIN + i * quarter
            width = sheet.text(x, y, f"{ctx.direction(d)}:", size=9, bold=True, color=ink)
            sheet.line(x + width + 4, y + 2, x + quarter - 10, y + 2, color=GREY, width=0.5)
        y += 8
        columns = _columns(ctx, sheet.inner_width, table)
        rows: list[list[Cell | str]] = []
        for replay in replays:
            dealer = Cell(f"{ctx.direction(replay.dealer, True)}  ____")
            rows.append(_row(ctx, table, replay.key, "", dealer, True, len(columns)))
            if replay.annulment is not None:
                rows.append(_note_row(ctx, replay.key, len(columns)))
        spare: list[Cell | str] = [Cell(""), Cell(f"{tr('replay_row')} ____", span=2,
                                                  align="left")]
        while len(rows) < 10:
            rows.append(spare + [Cell("")] * (len(columns) - 2))
        y = sheet.grid(MARGIN, y + 10, columns, rows, row_h=26, ink=ink, size=9.5,
                       header_h=26)
        y = sheet.grid(MARGIN, y + 4, columns,
                       [_total_row(columns, tr("total"), queries.diagram_points(
                           ctx.match, replays, table) if replays else None)],
                       row_h=26, ink=ink, size=10, header_h=0)
        y = sheet.paragraph(MARGIN, y + 11, legend(ctx), sheet.inner_width, size=7.5,
                            color=GREY, leading=9) + 18
        half = sheet.inner_width / 2
        for i, line in enumerate((Line.NS, Line.EW)):
            x = MARGIN + i * half
            sheet.text(x, y, f"{tr('signatures')} {ctx.line(line)}:", size=8.5)
            sheet.line(x + 95, y + 2, x + half - 14, y + 2, color=GREY, width=0.5)


def _key_text(key: DealKey) -> str:
    return str(key.deal) if key.attempt == 0 else f"{key.deal}R{key.attempt}"


def fate(ctx: Context, key: DealKey) -> str:
    """What became of an annulled attempt, in words: "replayed now as 14R1", "replay at
    the end of the round (14R1)", "not replayed"…"""
    annulment = ctx.match.annulments[key]
    if annulment.after_match:
        return ctx.tr("not_replayed.after")
    when = annulment.when
    if when is ReplayAt.NONE:
        return word("replay.not_replayed", ctx.lang)
    replay = DealKey(key.deal, key.attempt + 1)
    started = any((replay, t) in ctx.match.results for t in (1, 2))
    return ctx.tr(f"fate.{when.value}" + (".done" if started else "")).format(
        key=_key_text(replay))


def annulled_note(ctx: Context, key: DealKey) -> str:
    """ "14: annulled — reason 2 (a player took…); replayed now as 14R1"."""
    reason = int(ctx.match.annulments[key].reason)
    return (f"{_key_text(key)}: {ctx.tr('annulled')} — {ctx.tr('reason')} {reason} "
            f"({word(f'annul_reason.{reason}', ctx.lang)}); {fate(ctx, key)}")


def _game_rows(ctx: Context, table: int, game: Game, rows: list[queries.GameRow],
               dealer_cell: Cell, width: int) -> list[list[Cell | str]]:
    """A game's lines: its first attempt, and for each annulment the struck attempt, a
    line saying why and what follows, and the replay played in its place (``now``);
    on a blank diagram (no rows) the game's empty line."""
    mine = [row for row in rows if row.game == game.game]
    if not mine:
        return [_row(ctx, table, DealKey(game.deal), str(game.game), dealer_cell, False,
                     width)]
    lines: list[list[Cell | str]] = []
    for row in mine:
        lines.append(_row(ctx, table, row.key, str(game.game), dealer_cell, True, width))
        if row.annulment is not None:
            lines.append(_note_row(ctx, row.key, width))
    return lines


def _note_row(ctx: Context, key: DealKey, width: int) -> list[Cell | str]:
    return [Cell(""), Cell("↳ " + annulled_note(ctx, key), span=width - 1, align="left",
                           size=7.5, color=GREY), *[Cell("")] * (width - 2)]


def _replay_rows(ctx: Context, table: int, after: list[queries.GameRow],
                 dealers: dict[int, Cell], width: int) -> list[list[Cell | str]]:
    """The round's replays played after its six games, then spare lines to write a
    replay on (two in all at least; a blank diagram is printed before any annulment)."""
    rows: list[list[Cell | str]] = []
    for replay in after:
        rows.append(_row(ctx, table, replay.key, "", dealers.get(
            replay.game, Cell(ctx.direction(replay.dealer, True))), True, width))
        if replay.annulment is not None:
            rows.append(_note_row(ctx, replay.key, width))
    spare: list[Cell | str] = [Cell(""), Cell(f"{ctx.tr('replay_row')} ____", span=2,
                                              align="left")]
    while len(rows) < 2:
        rows.append(spare + [Cell("")] * (width - 2))
    return rows


def _row(ctx: Context, table: int, key: DealKey, game_text: str, dealer_cell: Cell,
         filled: bool, width: int) -> list[Cell | str]:
    match = ctx.match
    annulment = match.annulments.get(key) if filled else None
    grey = GREY if annulment is not None else None
    deal_cell = Cell(_key_text(key), color=grey, strike=annulment is not None)
    result = match.results.get((key, table)) if filled else None
    if ctx.board:
        cards: list[Cell | str] = [ctx.vulnerability(key.deal)]
    elif filled and (result is not None or ctx.fmt.slot(key.deal).origin_table == table):
        # the cards travel with the deal: a table sees them when it plays it
        ns, ew = ctx.cards_text(key, table)
        cards = [Cell(ns, color=grey), Cell(ew, color=grey)]
    else:
        cards = ["", ""]
    row: list[Cell | str] = [game_text, deal_cell, dealer_cell, *cards]
    honours_column = match.settings.honours
    if result is None:
        return [*row, *[""] * (width - len(row))]
    contract, declarer, made = ctx.result_parts(result)
    made_cells: list[Cell | str] = [made]
    if honours_column:  # the honours column: blank for the table to write, or as recorded
        held = result.honours
        made_cells.append(ctx.honours(held))
    score = match.score(key, table)
    a_pts: Cell | str = ""
    b_pts: Cell | str = ""
    if score is not None:
        ns_team = ctx.team_at(table, Line.NS)
        a_score = score if ns_team is Team.A else -score
        pending = match.score(key, 3 - table) is None
        text = str(abs(a_score))
        if annulment is not None:  # struck and grey: it does not count
            cell = Cell(text, color=GREY, strike=True)
        else:
            # pending: counts once the other table has played it
            cell = Cell(f"(+{text})", color=GREY) if pending else Cell(text)
        if a_score > 0:
            a_pts = cell
        elif a_score < 0:
            b_pts = cell
    if annulment is not None:
        struck = [Cell(c.text if isinstance(c, Cell) else c, color=GREY, strike=True)
                  for c in (contract, declarer, *made_cells)]
        return [*row, *struck, a_pts, b_pts]
    return [*row, contract, declarer, *made_cells, a_pts, b_pts]
