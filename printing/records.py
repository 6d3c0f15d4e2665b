"""Hand records, the notebook of spec §9: per deal the four hands, both tables' bidding,
opening leads and results, the net, and the double-dummy table and par when analysed."""

from __future__ import annotations

from typing import Any

from models import extras
from models.balances import DealBalance
from models.checks import Check
from models.errors import MatchCoreError
from models.match import DealKey, Match, TableResult
from models.vocabulary import Call, CallKind, Deal, Direction, Doubling, Hand, Line, Strain
from printing.context import Context
from printing.diagrams import annulled_note
from printing.draw import GREEN, GREY, LIGHT, MARGIN, RED, Cell, Column, Sheet, table_ink
from printing.i18n import roman
from words import word
from words.checks import check_action_text, check_text
from words.notation import doubling_mark, par_contract_text, strain_text

BIDDING_ORDER = (Direction.W, Direction.N, Direction.E, Direction.S)
_DD_STRAINS = (Strain.C, Strain.D, Strain.H, Strain.S, Strain.NT)
_PER_PAGE = 2


def recorded_deals(match: Match, round_: int | None) -> list[int]:
    """Deals whose records may be printed: finished at both tables, or closed by an
    annulment with no replay to come.

    A deal still to be played at a table is left out even when its hands are known
    (pre-dealt, or recorded at the first table): a hand record lying about would leak
    the deal to the second table (annulment reason 4).  So is a deal awaiting its replay.
    """
    fmt = match.format
    deals = fmt.round_deals(round_) if round_ is not None else range(1, fmt.deals + 1)
    finished = []
    for deal in deals:
        key = match.current_key(deal)
        played = all((key, table) in match.results for table in (1, 2))
        annulment = match.annulments.get(key)
        if played and annulment is None or annulment is not None and \
                not annulment.awaits_replay:
            finished.append(deal)
    return finished


def held_deals(match: Match, round_: int | None) -> list[int]:
    """Deals of the rounds started whose records wait: played at one table only, or
    awaiting a replay (listed by number, never their hands)."""
    fmt = match.format
    deals = fmt.round_deals(round_) if round_ is not None else range(1, fmt.deals + 1)
    done = set(recorded_deals(match, round_))
    started = {k.deal for k, _ in match.results} | {k.deal for k in match.annulments}
    return [d for d in deals if d not in done and d in started]


def hands_of(match: Match, deal: int) -> dict[Direction, Hand]:
    """The hands known for a deal's current attempt: recorded at a table, or for a first
    attempt pre-dealt or from the analysis (a replay is dealt afresh)."""
    origin = match.format.slot(deal).origin_table
    key = match.current_key(deal)
    hands: dict[Direction, Hand] = {}
    for table in (origin, 3 - origin):
        for letter, text in extras.hands(match, key, table).items():
            try:
                hands.setdefault(Direction.parse(letter), Hand.parse(text))
            except MatchCoreError:
                continue
    if len(hands) < 4 and key.attempt == 0:
        for pbn in (extras.predealt_text(match, deal),
                    (extras.analysis(match, DealKey(deal)) or {}).get("deal")):
            if isinstance(pbn, str):
                try:
                    whole = Deal.parse(pbn)
                except MatchCoreError:
                    continue
                for d in Direction:
                    hands.setdefault(d, whole[d])
                break
    return hands


def has_record(match: Match, deal: int) -> bool:
    """The deal's four hands are known: worth a half page of its own."""
    return len(hands_of(match, deal)) == 4


def draw_records(sheet: Sheet, ctx: Context, deals: list[int], bookmark: str = "",
                 held: list[int] | None = None) -> None:
    """A half page per deal with its hands; the deals known only by their results
    together in one compact table, under the last deal when it fits (no page of empty
    diagrams); a line naming the deals ``held`` back (not finished at both tables)."""
    form = ctx.tr("form.records")
    detailed = [d for d in deals if has_record(ctx.match, d)]
    plain = [d for d in deals if d not in detailed]
    y = _draw_detailed(sheet, ctx, detailed, bookmark, form)
    if plain or held:
        _draw_compact(sheet, ctx, plain, "" if detailed else bookmark, form, y,
                      held or [])


def _draw_compact(sheet: Sheet, ctx: Context, deals: list[int], bookmark: str,
                  form: str, y: float | None, held: list[int]) -> None:
    tr = ctx.tr
    need = 40 + 16 * (len(deals) + 1) + (30 if held else 0)
    if y is None or sheet.height - MARGIN - 10 - y < need:
        sheet.new_page(form, bookmark=bookmark, outline=form)
        y = sheet.header(form, [f"{tr('match')}: {ctx.title}"])
    if held:
        y = sheet.paragraph(MARGIN, y + 12, f"{tr('records.held')}: "
                            + ", ".join(str(d) for d in held), sheet.inner_width,
                            size=8.5, color=GREY)
    if not deals:
        return
    y = sheet.paragraph(MARGIN, y + 12, tr("compact_records"), sheet.inner_width,
                        size=10, bold=True)
    columns = [Column(tr("deal.short"), 40), Column(tr("round.short"), 34),
               Column(tr("dealer"), 56)]
    columns += [Column(f"{tr('table')} {t}", 150, color=table_ink(t)) for t in (1, 2)]
    columns.append(Column(f"{tr('net')} / {tr('imps')}", 93))
    scale = sheet.inner_width / sum(c.width for c in columns)
    columns = [Column(c.title, c.width * scale, c.align, c.color) for c in columns]
    nets = {d.deal: d for d in ctx.balances.deals}
    rows: list[list[Cell | str]] = []
    for deal in deals:
        key = ctx.match.current_key(deal)
        row: list[Cell | str] = [str(key), roman(ctx.fmt.slot(deal).round),
                                 ctx.letter(ctx.match.dealer(deal))]
        for table in (1, 2):
            row.append(_result_text(ctx, key, table))
        row.append(_net_text(ctx, nets[deal]))
        rows.append(row)
    row_h = max(14.0, min(18.0, (sheet.height - MARGIN - 10 - y) / (len(deals) + 1)))
    sheet.grid(MARGIN, y, columns, rows, row_h=row_h, header_h=20,
               size=max(7.5, min(9.0, row_h * 0.55)))


def _result_text(ctx: Context, key: DealKey, table: int) -> str:
    """A table's result: "4♠ N +1 · NS +450", "Pass · 0", or "not played"."""
    tr = ctx.tr
    result = ctx.match.results.get((key, table))
    if result is None:
        return tr("not_played")
    contract, declarer, made = ctx.result_parts(result)
    score = ctx.match.score(key, table)
    played = " ".join(p for p in (contract, declarer, made) if p)
    held = result.honours if ctx.match.settings.honours else None
    if held is not None:  # counted in the score: say where the points come from
        played += f" · {word('honours', ctx.lang).capitalize()} {ctx.honours(held)}"
    if score is None:
        return played
    score_text = f"{ctx.line(Line.NS)} {score:+d}" if score else "0"
    return f"{played} · {score_text}"


def _net_text(ctx: Context, net: DealBalance) -> str:
    tr = ctx.tr
    if net.annulled is not None:
        return f"{tr('annulled')} ({int(net.annulled)})"
    if net.pending:
        return tr("pending")
    return f"{ctx.signed(net.net_a)} · {ctx.signed(net.imps_a)}"


def _draw_detailed(sheet: Sheet, ctx: Context, deals: list[int], bookmark: str,
                   form: str) -> float | None:
    """The deals with hands, two a page; the y where the page's free half starts (None
    when the last page is full or there was none)."""
    y = 0.0
    space = 0.0
    for index, deal in enumerate(deals):
        if index % _PER_PAGE == 0:
            sheet.new_page(form, bookmark=bookmark if index == 0 else "", outline=form)
            y = sheet.header(form, [f"{ctx.tr('match')}: {ctx.title}"])
            space = (sheet.height - MARGIN - y) / _PER_PAGE
        else:
            sheet.line(MARGIN, y - 6, sheet.width - MARGIN, y - 6, color=GREY, width=0.4,
                       dash=(2, 2))
        top = y
        _draw_deal(sheet, ctx, deal, y, space)
        y = top + space
    return y if deals and len(deals) % _PER_PAGE else None


def _draw_deal(sheet: Sheet, ctx: Context, deal: int, y: float, space: float) -> None:
    tr = ctx.tr
    match = ctx.match
    slot = ctx.fmt.slot(deal)
    key = match.current_key(deal)
    dealer = match.dealer(deal)
    deal_text = f"{tr('deal')} {key}"
    if ctx.board:
        conditions = f"{tr('vul')}: {ctx.vulnerability(deal)}"
        centre_cards = [conditions]
    else:
        cards = match.cards_at(key, slot.origin_table)
        ns = ctx.card(cards[Line.NS]) if cards else "—"
        ew = ctx.card(cards[Line.EW]) if cards else "—"
        conditions = f"{ctx.line(Line.NS)} {ns} · {ctx.line(Line.EW)} {ew}"
        centre_cards = [f"{ctx.line(Line.NS)} {ns}", f"{ctx.line(Line.EW)} {ew}"]
    heading = (f"{deal_text} · {tr('round')} {roman(slot.round)} · {tr('table')} "
               f"{slot.origin_table} · {tr('dealer')}: "
               f"{ctx.direction(dealer)} · {conditions}")
    sheet.text(MARGIN, y + 10, heading, size=10.5, bold=True,
               color=table_ink(slot.origin_table), max_width=sheet.inner_width)
    y += 20

    hands = hands_of(match, deal)
    labels = {d: ctx.direction(d) for d in Direction}
    centre = [deal_text, f"{tr('dealer')}: {ctx.letter(dealer)}", *centre_cards]
    if hands:
        bottom = sheet.hand_diagram(MARGIN, y, hands, labels, centre, size=9, cell=86)
    else:
        sheet.text(MARGIN, y + 12, tr("no_hands"), size=9, color=GREY)
        bottom = y + 24

    # results, net and analysis to the right of the hands
    rx = MARGIN + 282
    rw = sheet.width - MARGIN - rx
    ry = y + 8
    analysis = extras.analysis(match, key) or extras.analysis(match, DealKey(deal))
    if not (isinstance(analysis, dict) and isinstance(analysis.get("table"), dict)):
        analysis = None
    for table in (1, 2):
        result = match.results.get((key, table))
        ink = table_ink(table)
        line = f"{tr('table')} {table}: {_result_text(ctx, key, table)}"
        lead = ""
        if result is not None:
            dd = _dd_tricks(analysis, result)
            if dd is not None:
                line += " · " + tr("dd_tricks").format(tricks=dd)
            lead = f"{tr('lead')}: {ctx.face(result.lead)}" if result.lead else ""
        sheet.text(rx, ry, line, size=9.5, bold=True, color=ink, max_width=rw)
        if lead:
            sheet.text(rx + 10, ry + 12, lead, size=8.5, max_width=rw - 10)
        ry += 26
    net = next(d for d in ctx.balances.deals if d.deal == deal)
    if net.annulled is not None:  # the reason and what became of it, wrapped
        ry = sheet.paragraph(rx, ry, annulled_note(ctx, key), rw, size=8.5, bold=True,
                             leading=10.5) - 10.5
    else:
        net_text = tr("pending") if net.pending else (
            f"{tr('net')}: {ctx.signed(net.net_a)} · {tr('imps')}: "
            f"{ctx.signed(net.imps_a)}")
        sheet.text(rx, ry, net_text, size=9.5, bold=True, max_width=rw)
    ry += 10
    if analysis is not None:
        ry = _dd_table(sheet, ctx, rx, ry + 6, min(rw, 200), analysis)
    bottom = max(bottom, ry)
    bottom = _check_notes(sheet, ctx, ctx.checks.get(key, []), bottom + 4)

    # the bidding at both tables, side by side
    gap = 12.0
    width = (sheet.inner_width - gap) / 2
    by = bottom + 6
    for i, table in enumerate((1, 2)):
        _bidding(sheet, ctx, MARGIN + i * (width + gap), by, width, deal, key.attempt, table,
                 y + space - 14 - by)


def _dd_tricks(analysis: dict[str, Any] | None, result: TableResult) -> int | None:
    """The double-dummy tricks of the contract played (its declarer and strain)."""
    if analysis is None or result.contract is None or result.declarer is None:
        return None
    per = analysis["table"].get(result.declarer.name)
    value = per.get(result.contract.strain.name) if isinstance(per, dict) else None
    return value if isinstance(value, int) else None


_MAX_NOTES = 3


def _check_notes(sheet: Sheet, ctx: Context, checks: list[Check], y: float) -> float:
    """The deal's cross-room findings, a short line each (errors red, the rest grey)."""
    if not checks:
        return y
    tr = ctx.tr
    y += 8
    errors = any(check.kind.is_error for check in checks)
    sheet.text(MARGIN, y, f"{tr('checks')}:", size=7.5, bold=True,
               color=RED if errors else GREY)
    indent = sheet.text_width(f"{tr('checks')}: ", 7.5, bold=True)
    for check in checks[:_MAX_NOTES]:
        where = (f"{tr('table')} {check.table}" if check.table is not None
                 else f"{tr('table')} 1, 2")
        y = sheet.paragraph(MARGIN + indent, y, f"{where}: {check_text(check, ctx.lang)} → "
                            f"{check_action_text(check, ctx.lang)}", sheet.inner_width - indent,
                            size=7,
                            color=RED if check.kind.is_error else GREY, leading=8.5)
    if len(checks) > _MAX_NOTES:
        sheet.text(MARGIN + indent, y, f"+{len(checks) - _MAX_NOTES}", size=7, color=GREY)
        y += 9
    return y


def _bidding(sheet: Sheet, ctx: Context, x: float, y: float, width: float, deal: int,
             attempt: int, table: int, room: float) -> None:
    tr = ctx.tr
    match = ctx.match
    ink = table_ink(table)
    slot = ctx.fmt.slot(deal)
    seats = ctx.fmt.seats_for_game(slot.round, table, deal, match.settings.turning)
    sheet.text(x, y + 8, f"{tr('bidding')} — {tr('table')} {table}", size=8.5, bold=True,
               color=ink)
    y += 12
    columns = [Column(f"{ctx.direction(d, True)} {seats[d]}\n"
                      f"{ctx.player(seats[d], slot.round)}", width / 4)
               for d in BIDDING_ORDER]
    auction = extras.auction(match, DealKey(deal, attempt), table)
    calls = _calls(auction)
    if calls is None:
        sheet.grid(x, y, columns, [[Cell(tr("no_bidding"), color=GREY, span=4), "", "",
                                    ""]], row_h=14, header_h=22, ink=ink, size=7.5)
        return
    first = Direction.parse(str(auction.get("dealer", match.dealer(deal).name))) \
        if isinstance(auction, dict) else match.dealer(deal)
    offset = BIDDING_ORDER.index(first)
    cells: list[Cell | str] = [""] * offset
    cells += [_call_text(ctx, c) for c in calls]
    while len(cells) % 4:
        cells.append("")
    rows = [cells[i:i + 4] for i in range(0, len(cells), 4)]
    row_h = max(9.0, min(13.0, (room - 22) / max(1, len(rows))))
    sheet.grid(x, y, columns, rows, row_h=row_h, header_h=22, ink=ink,
               size=min(8.5, row_h * 0.7), header_fill=LIGHT)


def _calls(auction: Any) -> list[Call] | None:
    if not isinstance(auction, dict) or not isinstance(auction.get("calls"), list):
        return None
    out = []
    for text in auction["calls"]:
        try:
            out.append(Call.parse(str(text)))
        except MatchCoreError:
            continue
    return out or None


def _call_text(ctx: Context, call: Call) -> str:
    if call.kind is CallKind.PASS:
        return word("call.pass", ctx.lang)
    if call.kind is CallKind.DOUBLE:
        return doubling_mark(Doubling.DOUBLED, ctx.lang)
    if call.kind is CallKind.REDOUBLE:
        return doubling_mark(Doubling.REDOUBLED, ctx.lang)
    return f"{call.level}{strain_text(call.strain, ctx.lang)}"


def _dd_table(sheet: Sheet, ctx: Context, x: float, y: float, width: float,
              analysis: dict[str, Any]) -> float:
    tr = ctx.tr
    sheet.text(x, y + 8, tr("dd"), size=8.5, bold=True, color=GREY)
    y += 12
    table = analysis["table"]
    columns = [Column("", width / 6)] + [Column(strain_text(s, ctx.lang), width / 6)
                                         for s in _DD_STRAINS]
    rows: list[list[Cell | str]] = []
    for d in (Direction.N, Direction.S, Direction.E, Direction.W):
        per = table.get(d.name, {}) if isinstance(table, dict) else {}
        row: list[Cell | str] = [Cell(ctx.direction(d, True), bold=True)]
        for s in _DD_STRAINS:
            value = per.get(s.name) if isinstance(per, dict) else None
            made = isinstance(value, int) and value >= 7
            row.append(Cell("" if value is None else str(value),
                            bold=made, color=GREEN if made else None))
        rows.append(row)
    y = sheet.grid(x, y, columns, rows, row_h=12, header_h=13, size=8)
    par = analysis.get("par")
    if isinstance(par, dict):
        contracts = ", ".join(par_contract_text(str(c), ctx.lang)
                              for c in par.get("contracts", []))
        score = par.get("ns_score")
        score_text = f"{ctx.line(Line.NS)} {score:+d}" if isinstance(score, int) else ""
        sheet.text(x, y + 11, f"{tr('par')}: {score_text}  {contracts}", size=8.5,
                   max_width=width + 40)
        y += 14
    return y

