"""Whole-match sheets: the result sheet (spec §10) and the seat rotation (spec §3)."""

from __future__ import annotations

from reportlab.graphics import renderPDF
from reportlab.graphics.charts.barcharts import VerticalBarChart
from reportlab.graphics.shapes import Drawing, String
from reportlab.lib.colors import Color, black

from models.format import Team
from models.vocabulary import Direction
from printing.context import Context
from printing.draw import GREEN, GREY, LIGHT, MARGIN, Cell, Column, Sheet, table_ink
from printing.fonts import BOLD, REGULAR
from printing.i18n import roman

_SEAT_ORDER = (Direction.S, Direction.N, Direction.W, Direction.E)  # the seed's columns
_BLUE = Color(0.15, 0.35, 0.70)
_ORANGE = Color(0.85, 0.45, 0.10)


# -- result sheet ---------------------------------------------------------------------


def draw_result_sheet(sheet: Sheet, ctx: Context, bookmark: str = "") -> None:
    tr = ctx.tr
    bal = ctx.balances
    form = tr("form.result")
    sheet.new_page(form, bookmark=bookmark, outline=form)
    y = sheet.header(form, [f"{tr('match')}: {ctx.title}", ctx.teams_line])

    t1, t2 = tr("table") + " 1", tr("table") + " 2"
    columns = [
        Column(tr("round"), 40),
        Column(f"{t1}\nA", 42, color=GREEN), Column(f"{t1}\nB", 42, color=GREEN),
        Column(f"{t2}\nA", 42), Column(f"{t2}\nB", 42),
        Column(tr("balance"), 58), Column(tr("running"), 62),
        Column(f"{tr('given')}\nA", 44), Column(f"{tr('given')}\nB", 44),
        Column(tr("imps"), 44), Column(f"{tr('running')}\n{tr('imps')}", 48),
    ]
    columns = _scaled(columns, sheet.inner_width)
    rows: list[list[Cell | str]] = []
    for r in bal.rounds:
        rows.append([
            roman(r.round), str(r.table1.a), str(r.table1.b), str(r.table2.a),
            str(r.table2.b), ctx.signed(r.balance_a), Cell(ctx.signed(r.cumulative_a),
                                                           bold=True),
            str(r.given_away_a), str(r.given_away_b), ctx.signed(r.imps_a),
            ctx.signed(r.cumulative_imps_a),
        ])
    rows.append([
        Cell(tr("total"), bold=True),
        *(Cell(str(sum(getattr(getattr(r, t), side) for r in bal.rounds)), bold=True)
          for t, side in (("table1", "a"), ("table1", "b"), ("table2", "a"),
                          ("table2", "b"))),
        Cell(ctx.signed(bal.balance_a), bold=True, fill=LIGHT),
        Cell(ctx.signed(bal.balance_a), bold=True, fill=LIGHT),
        Cell(str(sum(r.given_away_a for r in bal.rounds)), bold=True),
        Cell(str(sum(r.given_away_b for r in bal.rounds)), bold=True),
        Cell(ctx.signed(bal.imps_a), bold=True),
        Cell(ctx.signed(bal.imps_a), bold=True),
    ])
    y = sheet.grid(MARGIN, y + 4, columns, rows, row_h=20, header_h=28, size=9.5)
    y = sheet.paragraph(MARGIN, y + 12, f"{tr('balance')}: «A +n» = {tr('in favour')} "
                        f"A ({ctx.team_name(Team.A)}), «B +n» = {tr('in favour')} B "
                        f"({ctx.team_name(Team.B)}).", sheet.inner_width, size=8,
                        color=GREY)

    # the outcome
    leader = bal.leader
    outcome = (f"{tr('in favour')} {leader.value} ({ctx.team_name(leader)}): "
               f"{abs(bal.balance_a)}" if leader else tr("level"))
    y += 8
    sheet.text(MARGIN, y, f"{tr('balance')}: {outcome}", size=12, bold=True)
    y += 18
    sheet.text(MARGIN, y, f"{tr('made')}: A {bal.points_made_a}   B {bal.points_made_b}",
               size=10)
    y += 20
    victory = bal.victory_percentage
    sheet.text(MARGIN, y, f"{tr('victory %')}: {victory:.2f} %", size=11, bold=True)
    y = sheet.paragraph(MARGIN + 12, y + 13, "= " + tr("victory formula"),
                        sheet.inner_width - 12, size=8.5, color=GREY)
    final = bal.final_percentage
    y += 4
    sheet.text(MARGIN, y, f"{tr('final %')}: A {final[Team.A]:.2f} %   "
               f"B {final[Team.B]:.2f} %", size=11, bold=True)
    y = sheet.paragraph(MARGIN + 12, y + 13, "= " + tr("final formula"),
                        sheet.inner_width - 12, size=8.5, color=GREY)

    # the chart
    y += 12
    sheet.text(MARGIN, y, tr("chart"), size=10, bold=True)
    _chart(sheet, ctx, MARGIN, y + 8, sheet.inner_width, 190)

    # page 2: every deal's balance, then the partnerships against par
    sheet.new_page(form)
    y = sheet.header(f"{form} — {tr('per deal')}", [f"{tr('match')}: {ctx.title}"])
    y = _deal_nets(sheet, ctx, y + 4)
    _partnerships(sheet, ctx, y + 18, form)


def _chart(sheet: Sheet, ctx: Context, x: float, y: float, width: float,
           height: float) -> None:
    rounds = ctx.balances.rounds
    drawing = Drawing(width, height, initialFontName=REGULAR, initialFontSize=8)
    chart = VerticalBarChart()
    chart.x, chart.y = 50, 28
    chart.width, chart.height = width - 70, height - 45
    chart.data = [tuple(r.cumulative_a for r in rounds), tuple(r.balance_a for r in rounds)]
    chart.categoryAxis.categoryNames = [roman(r.round) for r in rounds]
    chart.bars[0].fillColor = _BLUE
    chart.bars[1].fillColor = _ORANGE
    chart.barSpacing = 2
    chart.groupSpacing = 12
    values = [v for series in chart.data for v in series] + [0]
    span = max(abs(v) for v in values) or 100
    step = _nice_step(span)
    chart.valueAxis.valueMin = -step * (-(min(values) // step))
    chart.valueAxis.valueMax = step * -(-max(values) // step)
    chart.valueAxis.valueStep = step
    for axis in (chart.valueAxis, chart.categoryAxis):
        axis.labels.fontName = REGULAR
        axis.labels.fontSize = 8
    chart.categoryAxis.labels.fontName = BOLD
    chart.categoryAxis.visibleGrid = False
    chart.valueAxis.visibleGrid = True
    chart.valueAxis.gridStrokeColor = LIGHT
    chart.categoryAxis.labels.boxAnchor = "n"
    chart.categoryAxis.labels.dy = -4
    chart.categoryAxis.joinAxisMode = "bottom"  # labels below, not at zero
    drawing.add(chart)
    legend_y = height - 10
    tr = ctx.tr
    for i, (label, colour) in enumerate(((tr("running"), _BLUE), (tr("balance"), _ORANGE))):
        lx = 60 + i * 170
        from reportlab.graphics.shapes import Rect

        drawing.add(Rect(lx, legend_y - 1, 10, 8, fillColor=colour, strokeColor=None))
        drawing.add(String(lx + 14, legend_y, f"{label} (A +, B −)", fontName=REGULAR,
                           fontSize=8, fillColor=black))
    renderPDF.draw(drawing, sheet.canvas, x, sheet.height - y - height)


def _nice_step(span: float) -> int:
    for step in (50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000):
        if span / step <= 6:
            return step
    return 20000


def _deal_nets(sheet: Sheet, ctx: Context, y: float) -> float:
    """Every deal's scores, net and IMPs in two columns; with an analysis also what
    each team gave away against par.  Returns the y below."""
    tr = ctx.tr
    # every attempt: an annulled one keeps its scores, struck, before its replay
    deals = [row for d in ctx.balances.deals for row in ctx.balances.attempts(d)]
    per_column = (len(deals) + 1) // 2
    gap = 14.0
    width = (sheet.inner_width - gap) / 2
    par = ctx.par_report
    given = {(d["deal"], d["attempt"]): d["given_away"] for d in par["deals"]}
    par_columns = [Column(f"{tr('given')}\n{tr('vs par.short')}\nA", 50),
                   Column(f"{tr('given')}\n{tr('vs par.short')}\nB", 50)] if given else []
    narrow = 0.8 if given else 1.0
    columns = _scaled([
        Column(tr("deal.short"), 34), Column(tr("round.short"), 30 * narrow),
        Column(f"{tr('table')} 1\n{tr('line.NS')}", 46, color=GREEN),
        Column(f"{tr('table')} 2\n{tr('line.NS')}", 46),
        Column(f"{tr('net')}\nA", 44), Column(tr("imps"), 34 * narrow), *par_columns,
    ], width)
    bottom = y
    for part in range(2):
        chunk = deals[part * per_column:(part + 1) * per_column]
        rows: list[list[Cell | str]] = []
        for d in chunk:
            one = "" if d.ns_table1 is None else str(d.ns_table1)
            two = "" if d.ns_table2 is None else str(d.ns_table2)
            if d.annulled is not None:
                net: Cell = Cell(f"{tr('annulled')} ({int(d.annulled)})", color=GREY,
                                 fill=LIGHT)
                imp: Cell = Cell("", fill=LIGHT)
            elif d.pending:
                net = Cell(tr("pending") if (one or two) else "", color=GREY)
                imp = Cell("")
            else:
                net = Cell(f"{d.net_a:+d}" if d.net_a else "0", bold=True)
                imp = Cell(f"{d.imps_a:+d}" if d.imps_a else "0")
            deal_text = str(d.deal) if d.attempt == 0 else f"{d.deal}R{d.attempt}"
            row: list[Cell | str] = [deal_text, roman(d.round), one, two, net, imp]
            if par_columns:
                away = given.get((d.deal, d.attempt))
                row += ["", ""] if away is None else [str(away["A"]), str(away["B"])]
            rows.append(row)
        bottom = max(bottom, sheet.grid(MARGIN + part * (width + gap), y, columns, rows,
                                        row_h=17.5, header_h=34 if given else 26,
                                        size=8.5))
    if given:
        total = par["given_away"]
        bottom = sheet.paragraph(MARGIN, bottom + 14,
                                 f"{tr('par given')}: A {total['A']} · B {total['B']}",
                                 sheet.inner_width, size=9.5, bold=True)
    return bottom


def _partnerships(sheet: Sheet, ctx: Context, y: float, form: str) -> None:
    """Each partnership's games, net and points given away against par (spec §3: every
    pair of teammates plays 12 games together)."""
    tr = ctx.tr
    stats = ctx.par_report["partnerships"]
    if not stats:
        sheet.paragraph(MARGIN, y, tr("no par"), sheet.inner_width, size=8.5, color=GREY)
        return
    header_h, extra = 24.0, 20 + 24.0 + 40  # title, header row, note
    row_h = min(16.0, (sheet.height - MARGIN - y - extra) / len(stats))
    if row_h < 13:  # too tight under the deals: a page of its own
        sheet.new_page(form)
        y = sheet.header(f"{form} — {tr('partnerships')}",
                         [f"{tr('match')}: {ctx.title}"]) + 14
        row_h = 16.0
    sheet.text(MARGIN, y, tr("partnerships"), size=11, bold=True)
    columns = _scaled([
        Column(tr("team"), 44), Column(tr("partnership"), 76),
        Column(tr("players"), 190, align="left"), Column(tr("games played"), 44),
        Column(f"{tr('net')}\n{tr('vs par')}", 60),
        Column(f"{tr('given')}\n{tr('vs par')}", 60),
    ], sheet.inner_width)
    rows: list[list[Cell | str]] = []
    for p in stats:
        team = Team(p["team"])
        rows.append([
            Cell(team.value, bold=True, color=None),
            Cell(" & ".join(p["codes"]), bold=True),
            ", ".join(p["players"]),
            str(p["games"]),
            Cell(f"{p['net']:+d}" if p["net"] else "0", bold=True),
            str(p["given_away"]),
        ])
    y = sheet.grid(MARGIN, y + 8, columns, rows, row_h=row_h, header_h=header_h, size=8.5)
    sheet.paragraph(MARGIN, y + 12, tr("par note"), sheet.inner_width, size=7.5,
                    color=GREY)


def _scaled(columns: list[Column], width: float) -> list[Column]:
    scale = width / sum(c.width for c in columns)
    return [Column(c.title, c.width * scale, c.align, c.color) for c in columns]


# -- seat rotation --------------------------------------------------------------------


def draw_rotation(sheet: Sheet, ctx: Context, bookmark: str = "") -> None:
    tr = ctx.tr
    form = tr("form.rotation")
    sheet.new_page(form, turned=True, bookmark=bookmark, outline=form)
    y = sheet.header(form, [f"{tr('match')}: {ctx.title}", ctx.teams_line])
    columns = [Column(tr("round"), 44)]
    for table in (1, 2):
        for d in _SEAT_ORDER:
            columns.append(Column(f"{tr('table')} {table}\n{ctx.direction(d)}", 90,
                                  color=table_ink(table)))
    columns = _scaled(columns, sheet.inner_width)
    rows: list[list[Cell | str]] = []
    for round_ in range(1, ctx.fmt.rounds + 1):
        row: list[Cell | str] = [Cell(roman(round_), bold=True)]
        for table in (1, 2):
            seats = ctx.fmt.seats(round_, table)
            for d in _SEAT_ORDER:
                code = seats[d]
                row.append(Cell(f"{code}\n{ctx.player(code, round_)}", bold=True))
        rows.append(row)
    y = sheet.grid(MARGIN, y + 4, columns, rows, row_h=40, header_h=28, size=10.5)
    if ctx.match.settings.turning:
        y = sheet.paragraph(MARGIN, y + 14, f"{tr('table')} 1, {tr('games')} 4–6: ↻ "
                            + tr("turned"), sheet.inner_width, size=9, bold=True,
                            color=GREEN)

    # the players and their codes
    y += 18
    sheet.text(MARGIN, y, tr("players"), size=11, bold=True)
    y += 6
    half = (sheet.inner_width - 20) / 2
    for i, team in enumerate((Team.A, Team.B)):
        team_rows: list[list[Cell | str]] = []
        for n in range(1, ctx.fmt.team_size + 1):
            code = f"{team.value}-{n}"
            seat = ctx.match.seats.get(code)
            card = ctx.face(seat.card) if seat and seat.card else ""
            team_rows.append([Cell(code, bold=True), seat.player if seat else "", card])
        cols = _scaled([Column(tr("code"), 40), Column(f"{tr('team')} {team.value}: "
                                                       f"{ctx.team_name(team)}", 150,
                                                       align="left"),
                        Column(tr("drawn card"), 60)], half)
        sheet.grid(MARGIN + i * (half + 20), y, cols, team_rows, row_h=17, header_h=20,
                   size=9.5)
    y += 20 + 17 * ctx.fmt.team_size + 16
    notes = []
    for team in (Team.A, Team.B):
        reserves = ctx.match.teams[team].reserves
        if reserves:
            notes.append(f"{tr('reserves')} {team.value}: {', '.join(reserves)}")
    for (code, from_round), reserve in sorted(ctx.match.substitutions.items()):
        notes.append(f"{reserve} {tr('takes')} {code} {tr('from round')} "
                     f"{roman(from_round)}")
    for note in notes:
        y = sheet.paragraph(MARGIN, y, note, sheet.inner_width, size=9)
