"""Whole-match sheets: the result sheet (spec §10) and the seat rotation (spec §3)."""

from __future__ import annotations

from reportlab.graphics import renderPDF
from reportlab.graphics.charts.barcharts import VerticalBarChart
from reportlab.graphics.shapes import Drawing, Rect, String
from reportlab.lib.colors import Color, black

from models.format import Team
from models.match import ScoringMethod
from models.vocabulary import Direction, Line
from printing.context import Context
from printing.diagrams import fate
from printing.draw import GREEN, GREY, LIGHT, MARGIN, Cell, Column, Sheet, table_ink
from printing.fonts import BOLD, REGULAR
from printing.i18n import roman
from words import word
from words.notation import number_text, percent_text

_SEAT_ORDER = (Direction.S, Direction.N, Direction.W, Direction.E)  # the seed's columns
_BLUE = Color(0.15, 0.35, 0.70)
_PALE_ORANGE = Color(0.98, 0.80, 0.60)


# -- result sheet ---------------------------------------------------------------------


def draw_result_sheet(sheet: Sheet, ctx: Context, bookmark: str = "", *,
                      blank: bool = False) -> None:
    """The result sheet as the match stands: rounds not started are blank rows (no
    numbers, no bars), deals played at one table show in brackets as pending, the
    percentages say after which round.  ``blank``: the empty form to fill in by hand."""
    tr = ctx.tr
    bal = ctx.balances
    form = tr("form.result.blank" if blank else "form.result")
    sheet.new_page(form, bookmark=bookmark, outline=form)
    started = [] if blank else [r for r in bal.rounds if r.started]
    last = started[-1].round if started else 0
    status = [f"{tr('match')}: {ctx.title}", ctx.teams_line]
    if blank:
        status.append(tr("fill_in"))
    elif last:
        after = _after(ctx, last)
        # the header's line begins with a capital ("Round III in progress", "Тур III се играе")
        status.append(after if bal.rounds[last - 1].complete else after[:1].upper() + after[1:])
    y = sheet.header(form, status)

    t1, t2 = tr("table") + " 1", tr("table") + " 2"
    columns = _scaled([
        # widths: the widest value (8.5 pt) or title word (7 pt) of each column in the
        # three languages, so that nothing shrinks on A4 or letter
        Column(tr("round"), 34),
        Column(f"{t1}\nA", 35, color=GREEN), Column(f"{t1}\nB", 35, color=GREEN),
        Column(f"{t2}\nA", 35), Column(f"{t2}\nB", 35),
        Column(tr("balance"), 46), Column(tr("running"), 47),
        Column(f"{tr('given')}\nA", 44.5), Column(f"{tr('given')}\nB", 44.5),
        Column(f"{tr('cum_given')}\nA", 44.5), Column(f"{tr('cum_given')}\nB", 44.5),
        Column(tr("imps"), 36), Column(tr("running_imps"), 40),
    ], sheet.inner_width)
    rows: list[list[Cell | str]] = []
    pending_rounds = []
    for r in bal.rounds:
        if r not in started:
            rows.append([Cell(roman(r.round), bold=True)] + [""] * (len(columns) - 1))
            continue
        if r.pending_deals:
            pending_rounds.append(r)
        cells = [_points(p, q) for p, q in ((r.table1.a, r.pending_table1.a),
                                            (r.table1.b, r.pending_table1.b),
                                            (r.table2.a, r.pending_table2.a),
                                            (r.table2.b, r.pending_table2.b))]
        rows.append([
            Cell(roman(r.round), bold=True), *cells, ctx.signed(r.balance_a),
            Cell(ctx.signed(r.cumulative_a), bold=True), str(r.given_away_a),
            str(r.given_away_b), Cell(str(r.cumulative_given_away_a), bold=True),
            Cell(str(r.cumulative_given_away_b), bold=True), ctx.signed(r.imps_a),
            ctx.signed(r.cumulative_imps_a),
        ])
    if started:
        end = started[-1]
        rows.append([
            Cell(tr("total"), bold=True),
            *(Cell(str(sum(getattr(getattr(r, t), side) for r in started)), bold=True)
              for t, side in (("table1", "a"), ("table1", "b"), ("table2", "a"),
                              ("table2", "b"))),
            Cell(ctx.signed(bal.balance_a), bold=True, fill=LIGHT),
            Cell(ctx.signed(bal.balance_a), bold=True, fill=LIGHT),
            Cell(str(end.cumulative_given_away_a), bold=True),
            Cell(str(end.cumulative_given_away_b), bold=True),
            Cell(str(end.cumulative_given_away_a), bold=True),
            Cell(str(end.cumulative_given_away_b), bold=True),
            Cell(ctx.signed(bal.imps_a), bold=True),
            Cell(ctx.signed(bal.imps_a), bold=True),
        ])
    else:
        rows.append([Cell(tr("total"), bold=True)] + [""] * (len(columns) - 1))
    row_h = 26.0 if blank else 22.0
    y = sheet.grid(MARGIN, y + 4, columns, rows, row_h=row_h, header_h=28, size=8.5)
    quoted_a = word("paper.quoted", ctx.lang, text="A +n")
    quoted_b = word("paper.quoted", ctx.lang, text="B +n")
    notes = [f"{tr('balance')}: {quoted_a} = {tr('in_favour')} A ({ctx.team_name(Team.A)}), "
             f"{quoted_b} = {tr('in_favour')} B ({ctx.team_name(Team.B)})."]
    if not blank and len(started) < len(bal.rounds):
        notes.append(tr("before_play") if not started else tr("blank_rows"))
    for r in pending_rounds:
        pending = word("paper.deals_pending", ctx.lang, count=r.pending_deals)
        notes.append(f"{tr('round')} {roman(r.round)}: {pending}. {tr('pending_legend')}")
    for note in notes:
        y = sheet.paragraph(MARGIN, y + 12, note, sheet.inner_width, size=8, color=GREY) - 8
    y += 8
    y = _annulled(sheet, ctx, y + 10, blank)
    y = _outcome(sheet, ctx, y, last, blank)

    if started:
        y += 12
        sheet.text(MARGIN, y, tr("chart"), size=_SECTION, bold=True)
        _chart(sheet, ctx, MARGIN, y + 8, sheet.inner_width,
               min(190.0, sheet.height - MARGIN - y - 30))

    # page 2: every deal's balance, then the partnerships against par
    sheet.new_page(form)
    y = sheet.header(f"{form} — {tr('per_deal')}", [f"{tr('match')}: {ctx.title}"])
    y = _deal_nets(sheet, ctx, y + 4, blank)
    if not blank:
        _partnerships(sheet, ctx, y + 18, form)


#: the size of a section's title on the sheets (one size on every form)
_SECTION = 11.0


def _after(ctx: Context, last: int) -> str:
    """ "after round III", or "round III in progress" when it is not finished."""
    r = ctx.balances.rounds[last - 1]
    if r.complete:
        return f"{ctx.tr('after_round')} {roman(last)}"
    return word("paper.round_in_progress", ctx.lang, round=roman(last))


def _points(counted: int, pending: int) -> Cell:
    """A team's points at a table; pending points (one table so far) in brackets."""
    return Cell(f"{counted}\n(+{pending})" if pending else str(counted), sub_size=7.0)


def annulled_deals(ctx: Context) -> list[str]:
    """A line per annulled attempt: its reason, and whether, when and as what it is
    replayed ("replayed now as 14R1", "replay at the end of the match, as 10R1"…)."""
    tr = ctx.tr
    lines = []
    for key, annulment in sorted(ctx.match.annulments.items(),
                                 key=lambda item: (item[0].deal, item[0].attempt)):
        deal = str(key.deal) if key.attempt == 0 else f"{key.deal}R{key.attempt}"
        reason = int(annulment.reason)
        lines.append(f"{tr('deal')} {deal} ({tr('round')} "
                     f"{roman(ctx.fmt.slot(key.deal).round)}): {tr('reason')} {reason} — "
                     f"{word(f'annul_reason.{reason}', ctx.lang)}; {fate(ctx, key)}")
    return lines


def _annulled(sheet: Sheet, ctx: Context, y: float, blank: bool = False) -> float:
    """The annulled deals (spec §11), a line each; on the blank sheet lines to write on."""
    lines = [] if blank else annulled_deals(ctx)
    if not lines and not blank:
        return y
    sheet.text(MARGIN, y, ctx.tr("annulled_deals"), size=_SECTION, bold=True)
    y += 14
    if blank:
        for _ in range(3):
            y += 14
            sheet.line(MARGIN + 10, y, sheet.width - MARGIN, y, color=GREY, width=0.5)
        return y + 8
    for line in lines:
        y = sheet.paragraph(MARGIN + 10, y, "• " + line, sheet.inner_width - 10, size=8.5)
    return y + 4


def _outcome(sheet: Sheet, ctx: Context, y: float, last: int, blank: bool) -> float:
    """Balance, points made and the two percentages, each naming its team and round."""
    tr = ctx.tr
    bal = ctx.balances
    rule = "________"
    after = f" ({_after(ctx, last)})" if last else ""
    if blank or not last:
        outcome = f"{tr('in_favour')} ____ : {rule}"
    elif bal.leader:
        outcome = (f"{tr('in_favour')} {bal.leader.value} ({ctx.team_name(bal.leader)}): "
                   f"{abs(bal.balance_a)}")
    else:
        outcome = tr("level")
    y += 8
    sheet.text(MARGIN, y, f"{tr('balance')}{after}: {outcome}", size=_SECTION, bold=True,
               max_width=sheet.inner_width)
    y += 16
    made = (f"A {rule}   B {rule}" if blank or not last else
            f"A {bal.points_made_a}   B {bal.points_made_b}")
    sheet.text(MARGIN, y, f"{tr('made')}: {made}", size=10)
    y += 18
    if blank or not last:
        victory = f"____ {rule} %"
    elif bal.leader is None:
        victory = f"{tr('level')} — {percent_text(bal.victory_percentage, ctx.lang)}"
    else:
        victory = (f"{bal.leader.value} ({ctx.team_name(bal.leader)}) "
                   f"{percent_text(bal.victory_percentage, ctx.lang)}")
    sheet.text(MARGIN, y, f"{tr('victory_pct')}{after}: {victory}", size=_SECTION,
               bold=True, max_width=sheet.inner_width)
    y = sheet.paragraph(MARGIN + 12, y + 13, "= " + tr("victory_formula"),
                        sheet.inner_width - 12, size=8.5, color=GREY)
    final = bal.final_percentage
    y += 4
    if blank or not last:
        finals = f"A {rule} %   B {rule} %"
    else:
        finals = (f"A ({ctx.team_name(Team.A)}) {percent_text(final[Team.A], ctx.lang)}   "
                  f"B ({ctx.team_name(Team.B)}) {percent_text(final[Team.B], ctx.lang)}")
    sheet.text(MARGIN, y, f"{tr('final_pct')}{after}: {finals}", size=_SECTION, bold=True,
               max_width=sheet.inner_width)
    y = sheet.paragraph(MARGIN + 12, y + 13, "= " + tr("final_formula"),
                        sheet.inner_width - 12, size=8.5, color=GREY)
    if ctx.match.settings.scoring is ScoringMethod.VPS or last or blank:
        # the IMPs on the WBF scale, as `report` gives them
        y += 4
        if blank or not last:
            vps = f"A {rule}   B {rule}"
        else:
            vp_a, vp_b = bal.victory_points()
            vps = (f"A ({ctx.team_name(Team.A)}) {number_text(vp_a, 2, ctx.lang)}   "
                   f"B ({ctx.team_name(Team.B)}) {number_text(vp_b, 2, ctx.lang)}")
        sheet.text(MARGIN, y, f"{tr('vps')}{after}: {vps}", size=_SECTION, bold=True,
                   max_width=sheet.inner_width)
        y += 14
    return y


def _chart(sheet: Sheet, ctx: Context, x: float, y: float, width: float,
           height: float) -> None:
    rounds = ctx.balances.rounds
    drawing = Drawing(width, height, initialFontName=REGULAR, initialFontSize=8)
    chart = VerticalBarChart()
    chart.x, chart.y = 50, 28
    # types-reportlab has a PlotArea's sizes as int: reportlab takes any number
    chart.width, chart.height = width - 70, height - 45  # type: ignore[assignment]
    # rounds not started get no bars (None), not a repeated running balance
    chart.data = [tuple(r.cumulative_a if r.started else None for r in rounds),
                  tuple(r.balance_a if r.started else None for r in rounds)]
    chart.categoryAxis.categoryNames = [roman(r.round) for r in rounds]
    # told apart in grey too: the running balance solid, the round's balance a pale
    # fill under a dashed black outline (as in the legend)
    chart.bars[0].fillColor = _BLUE
    chart.bars[0].strokeColor = black
    chart.bars[1].fillColor = _PALE_ORANGE
    chart.bars[1].strokeColor = black
    chart.bars[1].strokeWidth = 1.2
    chart.bars[1].strokeDashArray = (3, 2)
    chart.barSpacing = 2
    chart.groupSpacing = 12
    values = [v for series in chart.data for v in series if v is not None] + [0]
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
    for i, (label, colour) in enumerate(((tr("running"), _BLUE), (tr("balance"), _PALE_ORANGE))):
        lx = 60 + i * 170
        dashed = colour is _PALE_ORANGE
        key = Rect(lx, legend_y - 1, 12, 8)  # (types-reportlab mistypes Rect's keywords)
        key.fillColor, key.strokeColor = colour, black
        key.strokeWidth = 1.2 if dashed else 0.6
        if dashed:
            key.strokeDashArray = (3, 2)
        drawing.add(key)
        drawing.add(String(lx + 17, legend_y, f"{label} (A +, B −)", fontName=REGULAR,
                           fontSize=8, fillColor=black))
    renderPDF.draw(drawing, sheet.canvas, x, sheet.height - y - height)


def _nice_step(span: float) -> int:
    for step in (50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000):
        if span / step <= 6:
            return step
    return 20000


def _deal_nets(sheet: Sheet, ctx: Context, y: float, blank: bool = False) -> float:
    """Every deal's scores, net and IMPs in two columns; with an analysis also what
    each team gave away against par.  Returns the y below."""
    tr = ctx.tr
    # every attempt: an annulled one keeps its scores, struck, before its replay
    deals = [row for d in ctx.balances.deals for row in ctx.balances.attempts(d)]
    per_column = (len(deals) + 1) // 2
    gap = 14.0
    width = (sheet.inner_width - gap) / 2
    par = ctx.par_report if not blank else {"deals": [], "given_away": {}}
    given = {(d["deal"], d["attempt"]): d["given_away"] for d in par["deals"]}
    # with the par columns the half-page is tight: short titles, narrower numbers
    par_columns = [Column(f"{tr('given.short')}\n{tr('vs_par.short')}\nA", 44),
                   Column(f"{tr('given.short')}\n{tr('vs_par.short')}\nB", 44)] \
        if given else []
    narrow = 0.8 if given else 1.0
    columns = _scaled([
        Column(tr("deal.short"), 32 if given else 34), Column(tr("round.short"), 30 * narrow),
        Column(f"{tr('table')} 1\n{ctx.line(Line.NS)}", 41 if given else 46, color=GREEN),
        Column(f"{tr('table')} 2\n{ctx.line(Line.NS)}", 41 if given else 46),
        Column(f"{tr('net')}\nA", 44), Column(tr("imps"), 28 if given else 34),
        *par_columns,
    ], width)
    bottom = y
    for part in range(2):
        chunk = deals[part * per_column:(part + 1) * per_column]
        rows: list[list[Cell | str]] = []
        for d in chunk:
            one = "" if d.ns_table1 is None or blank else str(d.ns_table1)
            two = "" if d.ns_table2 is None or blank else str(d.ns_table2)
            one_cell, two_cell = Cell(one), Cell(two)
            net: Cell
            imp: Cell
            if blank:
                net, imp = Cell(""), Cell("")
            elif d.annulled is not None:  # its scores struck: they count for nothing
                one_cell = Cell(one, color=GREY, strike=True)
                two_cell = Cell(two, color=GREY, strike=True)
                net = Cell(f"{tr('annulled')} ({int(d.annulled)})", color=GREY,
                           fill=LIGHT, span=2, size=7.5)
                imp = Cell("")
            elif d.pending:
                net = Cell(tr("pending") if (one or two) else "", color=GREY)
                imp = Cell("")
            else:
                net = Cell(f"{d.net_a:+d}" if d.net_a else "0", bold=True)
                imp = Cell(f"{d.imps_a:+d}" if d.imps_a else "0")
            deal_text = str(d.deal) if d.attempt == 0 or blank else f"{d.deal}R{d.attempt}"
            struck = d.annulled is not None and not blank
            row: list[Cell | str] = [Cell(deal_text, color=GREY, strike=True) if struck
                                     else deal_text, roman(d.round),
                                     one_cell if struck else one,
                                     two_cell if struck else two, net, imp]
            if par_columns and not blank:
                away = given.get((d.deal, d.attempt))
                row += ["", ""] if away is None else [str(away["A"]), str(away["B"])]
            rows.append(row)
        bottom = max(bottom, sheet.grid(MARGIN + part * (width + gap), y, columns, rows,
                                        row_h=17.5, header_h=34 if given else 26,
                                        size=8.5))
    if not blank:  # what each "annulled (n)" means, and what became of it
        for line in annulled_deals(ctx):
            bottom = sheet.paragraph(MARGIN, bottom + 10, "• " + line, sheet.inner_width,
                                     size=7.5, color=GREY, leading=9) - 8
        bottom += 8
    if given:
        total = par["given_away"]
        bottom = sheet.paragraph(MARGIN, bottom + 14,
                                 f"{tr('par_given')}: A {total['A']} · B {total['B']}",
                                 sheet.inner_width, size=9.5, bold=True)
    return bottom


def _partnerships(sheet: Sheet, ctx: Context, y: float, form: str) -> None:
    """Each partnership's games, net and points given away against par (spec §3: every
    pair of teammates plays 12 games together)."""
    tr = ctx.tr
    stats = ctx.par_report["partnerships"]
    if not stats:
        sheet.paragraph(MARGIN, y, tr("no_par"), sheet.inner_width, size=8.5, color=GREY)
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
        Column(tr("players"), 190, align="left"), Column(tr("games_played"), 44),
        Column(f"{tr('net')}\n{tr('vs_par')}", 60),
        Column(f"{tr('given')}\n{tr('vs_par')}", 60),
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
    sheet.paragraph(MARGIN, y + 12, tr("par_note"), sheet.inner_width, size=7.5,
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
    every = [ctx.player(code, r) for r in range(1, ctx.fmt.rounds + 1)
             for table in (1, 2) for code in ctx.fmt.seats(r, table).values()]
    name_size, shown = sheet.names_fit(every, 9.5, columns[1].width - 6)
    for round_ in range(1, ctx.fmt.rounds + 1):
        row: list[Cell | str] = [Cell(roman(round_), bold=True)]
        for table in (1, 2):
            seats = ctx.fmt.seats(round_, table)
            for d in _SEAT_ORDER:
                code = seats[d]
                row.append(Cell(f"{code}\n{shown[ctx.player(code, round_)]}", bold=True,
                                sub_size=name_size))
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
                        Column(tr("drawn_card"), 60)], half)
        sheet.grid(MARGIN + i * (half + 20), y, cols, team_rows, row_h=17, header_h=20,
                   size=9.5)
    y += 20 + 17 * ctx.fmt.team_size + 16
    notes = []
    for team in (Team.A, Team.B):
        reserves = ctx.match.teams[team].reserves
        if reserves:
            notes.append(f"{tr('reserves')} {team.value}: {', '.join(reserves)}")
    for (code, from_round), reserve in sorted(ctx.match.substitutions.items()):
        notes.append(f"{reserve} {tr('takes')} {code} {tr('from_round')} "
                     f"{roman(from_round)}")
    for note in notes:
        y = sheet.paragraph(MARGIN, y, note, sheet.inner_width, size=9)
