"""Which pages make up each printable thing, and the match book that holds them all."""

from __future__ import annotations

from typing import IO

from models.match import Match
from printing import dealing, diagrams, labels, notebook, records, sheets
from printing.context import Context
from printing.draw import Sheet, new_canvas
from printing.fonts import register_fonts


def build(out: IO[bytes], match: Match, what: str, *, round_: int | None,
          table: int | None, paper: str, lang: str) -> None:
    """Draw ``what`` into ``out`` as a PDF (the request has been checked already)."""
    register_fonts()
    ctx = Context(match, lang)
    title_key = {
        "diagrams": "form.diagram", "blank-diagrams": "form.diagram.blank",
        "result-sheet": "form.result", "rotation": "form.rotation",
        "blank-result-sheet": "form.result.blank", "notebook": "form.notebook",
        "envelopes": "form.envelopes", "score-cards": "form.scorecards",
        "hand-records": "form.records", "dealing-sheets": "form.dealing",
        "all": "form.book",
    }[what]
    title = f"{ctx.tr(title_key)} — {ctx.title}"
    canvas = new_canvas(out, title, lang)
    sheet = Sheet(canvas, paper, lang, footer=ctx.title)
    rounds = [round_] if round_ is not None else list(range(1, ctx.fmt.rounds + 1))
    tables = [table] if table is not None else [1, 2]
    if what in ("diagrams", "blank-diagrams"):
        pages = diagrams.diagram_pages(ctx, rounds, tables)
        diagrams.draw_diagrams(sheet, ctx, pages, filled=what == "diagrams")
        filled = what == "diagrams"
        # after the last round's (asked for), or once replays are set for the match end
        if round_ == ctx.fmt.rounds or round_ is None and filled and \
                diagrams.match_end_replays(ctx):
            diagrams.draw_match_end(sheet, ctx, tables, filled=filled)
    elif what == "result-sheet":
        sheets.draw_result_sheet(sheet, ctx)
    elif what == "blank-result-sheet":
        sheets.draw_result_sheet(sheet, ctx, blank=True)
    elif what == "notebook":
        notebook.draw_notebook(sheet, ctx, rounds, tables)
    elif what == "rotation":
        sheets.draw_rotation(sheet, ctx)
    elif what == "envelopes":
        labels.draw_envelopes(sheet, ctx, tables)
    elif what == "score-cards":
        labels.draw_score_cards(sheet, ctx, tables)
    elif what == "hand-records":
        records.draw_records(sheet, ctx, records.recorded_deals(match, round_),
                             held=records.held_deals(match, round_))
    elif what == "dealing-sheets":
        dealing.draw_dealing_sheets(sheet, ctx, tables)
    else:
        _book(sheet, ctx, rounds, tables)
    sheet.finish_page()
    canvas.save()


def _book(sheet: Sheet, ctx: Context, rounds: list[int], tables: list[int]) -> None:
    """Everything a table may see, in the order the host needs it: plan, labels, forms,
    results.

    Never a dealing sheet (they are for the person who prepares the decks, printed on
    their own: ``dealing-sheets``).  A table's book (one table) holds that table's
    labels, cards and diagrams (its own results only); the result sheet and the hand
    records (deals finished at both tables) cover both tables and come in the whole
    book only."""
    played = bool(ctx.match.results)
    whole = len(tables) == 2
    sheets.draw_rotation(sheet, ctx, bookmark="rotation")
    labels.draw_envelopes(sheet, ctx, tables, bookmark="envelopes")
    if not ctx.board:
        labels.draw_score_cards(sheet, ctx, tables, bookmark="scorecards")
    pages = diagrams.diagram_pages(ctx, rounds, tables)
    diagrams.draw_diagrams(sheet, ctx, pages, filled=played, bookmark="diagrams")
    diagrams.draw_match_end(sheet, ctx, tables, filled=played, bookmark="replays")
    if whole:  # before any result: the blank sheet to fill in by hand
        sheets.draw_result_sheet(sheet, ctx, bookmark="results", blank=not played)
    deals = records.recorded_deals(ctx.match, None) if whole else []
    if deals:
        records.draw_records(sheet, ctx, deals, bookmark="records",
                             held=records.held_deals(ctx.match, None))

