"""The drawing vocabulary every form shares: page, header, compass, grid, hand diagram.

Forms describe *what* goes on the paper with these pieces; only this module knows how a
header or a grid is drawn.  Coordinates are points measured from the page's top-left
corner (``y`` grows downwards), which is how a form is read.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import IO, Final

from reportlab.lib.colors import Color, black, white
from reportlab.lib.pagesizes import A4, LETTER, landscape
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas

import words
from models.vocabulary import Direction, Hand, Suit
from printing.fonts import BOLD, REGULAR
from words.notation import suit_holding_text

#: dark enough to stay a firm grey on a black-and-white printer (luminance ≈ 0.25)
GREEN: Final = Color(0.0, 0.40, 0.16)
RED: Final = Color(0.80, 0.0, 0.0)
GREY: Final = Color(0.45, 0.45, 0.45)
LIGHT: Final = Color(0.92, 0.92, 0.92)
#: the first dealer's shade: darker than any box fill, and drawn with a mark (▲) too
DEALER: Final = Color(0.78, 0.78, 0.78)
PALE_GREEN: Final = Color(0.88, 0.95, 0.90)
PAPERS: Final = {"a4": A4, "letter": LETTER}
MARGIN: Final = 36.0
#: names are never printed smaller (issue: long names shrank to ~5 pt)
NAME_SIZE: Final = 7.0
#: no text on any paper is printed smaller (issue 21: marks at 5.5 pt, cut words)
MIN_SIZE: Final = 7.0
#: column titles of every grid: one size, wrapped at word breaks
HEADER_SIZE: Final = 7.0
HEADER_LEAD: Final = 8.0


def table_ink(table: int) -> Color:
    """Stolitsa's inks: table 1 green, table 2 black."""
    return GREEN if table == 1 else black


def table_fill(table: int) -> Color:
    return PALE_GREEN if table == 1 else LIGHT


@dataclass(frozen=True)
class Cell:
    """One grid cell: its text and, when it differs from the column's, how it looks."""

    text: str = ""
    color: Color | None = None
    bold: bool = False
    fill: Color | None = None
    align: str | None = None
    size: float | None = None  # one size for a column of names (Sheet.names_fit)
    sub_size: float | None = None  # the same for the lines under the first
    span: int = 1  # columns this cell covers (the cells it covers are left out)
    strike: bool = False  # struck through: an annulled attempt's result


@dataclass(frozen=True)
class Column:
    title: str
    width: float
    align: str = "center"
    color: Color | None = None


class Sheet:
    """A PDF being drawn: pages, fonts, and the shared pieces of every form."""

    def __init__(self, canvas: Canvas, paper: str, lang: str, footer: str = "") -> None:
        self.canvas = canvas
        self.paper = paper
        self.lang = lang
        self.footer_text = footer
        self.width, self.height = PAPERS[paper]
        self._page_open = False
        self._form = ""

    # -- pages ------------------------------------------------------------------------
    def tr(self, key: str) -> str:
        """A paper's word (:mod:`words.paper`, key without its ``paper.``)."""
        return words.word(f"paper.{key}", self.lang)

    def new_page(self, form: str, *, turned: bool = False, bookmark: str = "",
                 outline: str = "", level: int = 0) -> None:
        """Start a page of ``form`` (portrait, or landscape when ``turned``)."""
        if self._page_open:
            self.finish_page()
        size = PAPERS[self.paper]
        size = landscape(size) if turned else size
        self.width, self.height = size
        self.canvas.setPageSize(size)
        self._page_open = True
        self._form = form
        if bookmark:
            self.canvas.bookmarkPage(bookmark)
            self.canvas.addOutlineEntry(outline or form, bookmark, level=level)

    def finish_page(self) -> None:
        if not self._page_open:
            return
        self._footer()
        self.canvas.showPage()
        self._page_open = False

    def _footer(self) -> None:
        y = self.height - MARGIN / 2
        page = f"{self.tr('page')} {self.canvas.getPageNumber()}"
        left = " · ".join(t for t in (self.footer_text, self._form) if t)
        self.text(MARGIN, y, left, size=7, color=GREY, max_width=self.width - 3 * MARGIN)
        self.text(self.width - MARGIN, y, page, size=7, color=GREY, align="right")

    @property
    def inner_width(self) -> float:
        return self.width - 2 * MARGIN

    # -- text -------------------------------------------------------------------------
    @staticmethod
    def text_width(text: str, size: float, bold: bool = False) -> float:
        return stringWidth(text, BOLD if bold else REGULAR, size)

    def fit_size(self, text: str, size: float, max_width: float, bold: bool = False,
                 smallest: float = MIN_SIZE) -> float:
        """The largest size ≤ ``size`` (down to ``smallest``) at which ``text`` fits."""
        width = self.text_width(text, size, bold)
        if width <= max_width or width == 0:
            return size
        return max(smallest, size * max_width / width * 0.995)

    def names_fit(self, names: Sequence[str], size: float, max_width: float, *,
                  bold: bool = False) -> tuple[float, dict[str, str]]:
        """One size for a group of names (a table's seats, a column), and each name as
        written: the largest size ≤ ``size`` at which all fit, never under
        :data:`NAME_SIZE`; at that size a name still too long is abbreviated
        (:func:`abbreviate`), and cut with "…" only if even that is too long."""
        fits = [self.fit_size(n, size, max_width, bold, smallest=NAME_SIZE) for n in names]
        common = min([size, *fits])
        shown = {}
        for name in names:
            if self.text_width(name, common, bold) > max_width:
                short = abbreviate(name)
                shown[name] = short
            else:
                shown[name] = name
        return common, shown

    def text(self, x: float, y: float, text: str, *, size: float = 10, bold: bool = False,
             align: str = "left", color: Color | None = None,
             max_width: float | None = None, suits: bool = True,
             smallest: float = MIN_SIZE, strike: bool = False) -> float:
        """Draw a line of text with its baseline at ``y``; red ♥♦ when ``suits``.

        With ``max_width`` the text shrinks to fit (not under ``smallest``), and is cut
        with "…" at that size.  Returns the width drawn.
        """
        if not text:
            return 0.0
        if max_width is not None:
            size = self.fit_size(text, size, max_width, bold, smallest=min(smallest, size))
            while len(text) > 1 and self.text_width(text, size, bold) > max_width:
                text = text[:-2] + "…"
        width = self.text_width(text, size, bold)
        if align == "center":
            x -= width / 2
        elif align == "right":
            x -= width
        c = self.canvas
        font = BOLD if bold else REGULAR
        ink = color or black
        y_pdf = self.height - y
        if strike:
            self.line(x - 1, y - size * 0.32, x + width + 1, y - size * 0.32, color=ink,
                      width=max(0.6, size / 12))
        if not suits or not any(ch in text for ch in "♥♦♠♣"):
            c.setFillColor(ink)
            c.setFont(font, size)
            c.drawString(x, y_pdf, text)
            return width
        obj = c.beginText(x, y_pdf)
        obj.setFont(font, size)
        for run, red in _suit_runs(text):
            obj.setFillColor(RED if red else ink)
            obj.textOut(run)
        c.drawText(obj)
        return width

    def wrap(self, text: str, size: float, width: float, bold: bool = False) -> list[str]:
        """``text`` broken into lines that fit ``width`` (at its newlines, then at word
        breaks; a single word too long stays whole and is fitted when drawn)."""
        lines: list[str] = []
        for part in text.split("\n"):
            line = ""
            for token, spaced in self._tokens(part, size, width, bold):
                trial = f"{line} {token}".strip() if spaced else line + token
                if line and self.text_width(trial, size, bold) > width:
                    lines.append(line)
                    line = token
                else:
                    line = trial
            lines.append(line)
        return lines

    def _tokens(self, text: str, size: float, width: float,
                bold: bool) -> list[tuple[str, bool]]:
        """Words, each with whether a space goes before it; a word too long for the
        width is broken after its hyphens ("Александров-" "Петровски"), and a piece
        still too long where it fills the line, with a hyphen ("Константи-" "нова-")."""
        tokens: list[tuple[str, bool]] = []
        for word in text.split():
            if self.text_width(word, size, bold) <= width:
                tokens.append((word, True))
                continue
            bits = word.split("-") if "-" in word.strip("-") else [word]
            pieces = [b + "-" for b in bits[:-1]] + [bits[-1]]
            first = True
            for piece in (p for p in pieces if p):
                for chunk in self._chunks(piece, size, width, bold):
                    tokens.append((chunk, first))
                    first = False
        return tokens

    def _chunks(self, piece: str, size: float, width: float, bold: bool) -> list[str]:
        """A piece of a word cut where it fills ``width``, a hyphen at each cut."""
        chunks: list[str] = []
        while self.text_width(piece, size, bold) > width and len(piece) > 2:
            cut = len(piece) - 1
            while cut > 1 and self.text_width(piece[:cut] + "-", size, bold) > width:
                cut -= 1
            chunks.append(piece[:cut] + "-")
            piece = piece[cut:]
        chunks.append(piece)
        return chunks

    def paragraph(self, x: float, y: float, text: str, width: float, *, size: float = 9,
                  bold: bool = False, color: Color | None = None,
                  leading: float | None = None) -> float:
        """Wrapped text from ``y`` (first baseline); returns the y below the last line."""
        leading = leading or size * 1.3
        line = ""
        for word in text.split():
            trial = f"{line} {word}".strip()
            if line and self.text_width(trial, size, bold) > width:
                self.text(x, y, line, size=size, bold=bold, color=color)
                y += leading
                line = word
            else:
                line = trial
        if line:
            self.text(x, y, line, size=size, bold=bold, color=color)
            y += leading
        return y

    # -- shapes -----------------------------------------------------------------------
    def rect(self, x: float, y: float, w: float, h: float, *, stroke: Color | None = black,
             fill: Color | None = None, width: float = 0.6,
             dash: Sequence[float] | None = None, radius: float = 0) -> None:
        c = self.canvas
        c.saveState()
        c.setLineWidth(width)
        if stroke is not None:
            c.setStrokeColor(stroke)
        if fill is not None:
            c.setFillColor(fill)
        if dash:
            c.setDash(list(dash))
        y_pdf = self.height - y - h
        if radius:
            c.roundRect(x, y_pdf, w, h, radius, stroke=int(stroke is not None),
                        fill=int(fill is not None))
        else:
            c.rect(x, y_pdf, w, h, stroke=int(stroke is not None), fill=int(fill is not None))
        c.restoreState()

    def line(self, x1: float, y1: float, x2: float, y2: float, *, color: Color = black,
             width: float = 0.6, dash: Sequence[float] | None = None) -> None:
        c = self.canvas
        c.saveState()
        c.setStrokeColor(color)
        c.setLineWidth(width)
        if dash:
            c.setDash(list(dash))
        c.line(x1, self.height - y1, x2, self.height - y2)
        c.restoreState()

    # -- header -----------------------------------------------------------------------
    def header(self, title: str, lines: Sequence[str] = (), *, table: int | None = None,
               ink_note: bool = True) -> float:
        """The top of a form: a title, a few lines under it, and the table's mark.

        ``table`` puts the table's mark (:meth:`table_mark`) in the top-right corner and,
        with ``ink_note``, which ink the table writes in.  Returns the y below.
        """
        ink = table_ink(table) if table else black
        x, y = MARGIN, MARGIN
        right = self.width - MARGIN
        mark_w = 0.0
        if table:
            mark_w = 78.0
            self.table_mark(right - mark_w, y - 4, table, mark_w, 40)
            if ink_note:
                self.text(right, y + 48, self.tr(f"ink.{table}"), size=7, bold=True,
                          color=ink, align="right")
        avail = self.inner_width - mark_w - 10
        self.text(x, y + 14, title, size=16, bold=True, color=ink, max_width=avail)
        y += 32
        for line in lines:
            self.text(x, y, line, size=9.5, max_width=avail)
            y += 13
        y = max(y, MARGIN + (56 if table else 44))
        self.line(MARGIN, y, right, y, color=ink, width=1.4)
        return y + 10

    def table_mark(self, x: float, y: float, table: int, w: float, h: float) -> None:
        """The table told apart without colour: "Table" and a large bold numeral; table 1
        solid in its ink, table 2 white with a double black frame (a mono printer keeps
        the difference, green printing grey)."""
        ink = table_ink(table)
        solid = table == 1
        if solid:
            self.rect(x, y, w, h, stroke=ink, fill=ink, radius=4)
        else:
            self.rect(x, y, w, h, stroke=ink, fill=white, width=2.2, radius=4)
            self.rect(x + 3, y + 3, w - 6, h - 6, stroke=ink, width=0.8, radius=3)
        fg = white if solid else ink
        digit = min(h * 0.8, 34.0)
        if w < 50:  # small: the numeral alone
            self.text(x + w / 2, y + h / 2 + digit * 0.36, str(table), size=digit,
                      bold=True, color=fg, align="center")
            return
        self.text(x + w * 0.68, y + h / 2 + digit * 0.36, str(table), size=digit,
                  bold=True, color=fg, align="center")
        self.text(x + w * 0.32, y + h / 2 + 3, self.tr("table"),
                  size=max(MIN_SIZE, min(9.0, h / 3.5)),
                  bold=True, color=fg, align="center", max_width=w * 0.5)

    # -- compass ----------------------------------------------------------------------
    def compass(self, cx: float, cy: float, seats: Mapping[Direction, tuple[str, str, str]],
                *, table: int = 1, size: float = 210, highlight: Direction | None = None) -> None:
        """A table seen from above: each seat's direction, player code and name.

        ``seats[d] = (direction text, code, name)``; ``highlight`` marks one seat (the
        first dealer).  ``(cx, cy)`` is the centre; ``size`` the overall width.
        """
        ink = table_ink(table)
        tw = size * 0.30
        self.rect(cx - tw / 2, cy - tw / 2, tw, tw, stroke=ink, fill=table_fill(table),
                  width=1.2, radius=3)
        self.text(cx, cy + 4, f"{self.tr('table')} {table}", size=10, bold=True,
                  color=ink, align="center", max_width=tw - 6)
        box_w, box_h = size * 0.36, 40.0
        offsets = {
            Direction.N: (0.0, -(tw / 2 + box_h / 2 + 6)),
            Direction.S: (0.0, tw / 2 + box_h / 2 + 6),
            Direction.W: (-(tw / 2 + box_w / 2 + 6), 0.0),
            Direction.E: (tw / 2 + box_w / 2 + 6, 0.0),
        }
        name_size, shown = self.names_fit([seats[d][2] for d in Direction], 8.5,
                                          box_w - 6)
        lines = {d: self.wrap(shown[seats[d][2]], name_size, box_w - 6) for d in Direction}
        if any(len(found) > 1 for found in lines.values()):  # a second line for names
            box_h = 48.0
            offsets = {d: (dx, dy + (4.0 if dy > 0 else -4.0 if dy < 0 else 0.0))
                       for d, (dx, dy) in offsets.items()}
        for d, (dx, dy) in offsets.items():
            label, code, name = seats[d]
            bx, by = cx + dx - box_w / 2, cy + dy - box_h / 2
            fill = DEALER if d is highlight else white
            self.rect(bx, by, box_w, box_h, stroke=ink, fill=fill, width=0.8, radius=3)
            if d is highlight:
                self.dealer_mark(bx + 4, by + 4)
            self.text(bx + box_w / 2, by + 11, label, size=8, bold=True, color=ink,
                      align="center", max_width=box_w - 6)
            self.text(bx + box_w / 2, by + 23, code, size=10, bold=True,
                      align="center", max_width=box_w - 6)
            for i, part in enumerate(lines[d][:2]):
                self.text(bx + box_w / 2, by + 34 + i * (name_size + 1), part,
                          size=name_size, align="center", max_width=box_w - 6,
                          smallest=NAME_SIZE)

    # -- grid -------------------------------------------------------------------------
    def grid(self, x: float, y: float, columns: Sequence[Column],
             rows: Sequence[Sequence[Cell | str]], *, row_h: float = 20,
             header_h: float = 24, ink: Color = black, size: float = 9,
             header_fill: Color = LIGHT) -> float:
        """A ruled table with a header row; returns the y below it."""
        total_w = sum(col.width for col in columns)
        if header_h:
            # one header size everywhere: titles wrap at word breaks instead of shrinking
            titles = [self.wrap(col.title, HEADER_SIZE, col.width - 4, bold=True)
                      for col in columns]
            header_h = max(header_h, 6 + HEADER_LEAD * max(len(t) for t in titles))
            self.rect(x, y, total_w, header_h, stroke=ink, fill=header_fill, width=0.8)
            cx = x
            for col, parts in zip(columns, titles, strict=True):
                first = y + header_h / 2 + 3 - HEADER_LEAD / 2 * (len(parts) - 1)
                for i, part in enumerate(parts):
                    self.text(cx + col.width / 2, first + HEADER_LEAD * i, part,
                              size=HEADER_SIZE, bold=True, align="center",
                              max_width=col.width - 4, color=ink, smallest=HEADER_SIZE)
                cx += col.width
            y += header_h
        top = y
        inner: list[list[float]] = []  # each row's inner column rules (spans leave some out)
        for row in rows:
            cells = [raw if isinstance(raw, Cell) else Cell(raw) for raw in row]
            if len(cells) != len(columns):
                raise ValueError(f"a grid row has {len(cells)} cells for {len(columns)} "
                                 "columns")
            cx = x
            rules: list[float] = []
            index = 0
            while index < len(columns):
                cell = cells[index]
                span = max(1, min(cell.span, len(columns) - index))
                col = columns[index]
                width = sum(c.width for c in columns[index:index + span])
                self._cell(cx, y, width, row_h, cell, col, size)
                index += span
                cx += width
                if index < len(columns):
                    rules.append(cx)
            inner.append(rules)
            y += row_h
        # rules
        bottom = y
        for i in range(len(rows) + 1):
            self.line(x, top + i * row_h, x + total_w, top + i * row_h, color=ink,
                      width=0.8 if i in (0, len(rows)) else 0.4)
        self.line(x, top - header_h, x, bottom, color=ink, width=0.8)
        self.line(x + total_w, top - header_h, x + total_w, bottom, color=ink, width=0.8)
        cx = x
        for col in columns[:-1]:
            cx += col.width
            if header_h:
                self.line(cx, top - header_h, cx, top, color=ink, width=0.4)
            for i, rules in enumerate(inner):
                if any(abs(r - cx) < 0.01 for r in rules):
                    self.line(cx, top + i * row_h, cx, top + (i + 1) * row_h, color=ink,
                              width=0.4)
        return bottom

    def _cell(self, x: float, y: float, width: float, height: float, cell: Cell,
              col: Column, size: float) -> None:
        """One cell's fill and text: lines at its newlines, a line too long at 7 pt
        wrapped at word breaks when the row has room (else fitted and cut)."""
        if cell.fill is not None:
            self.rect(x, y, width, height, stroke=None, fill=cell.fill)
        align = cell.align or col.align
        tx = {"left": x + 4, "right": x + width - 4}.get(align, x + width / 2)
        room = width - 6
        parts: list[tuple[str, float, bool]] = []
        for i, part in enumerate(cell.text.split("\n") if cell.text else []):
            fixed = cell.size if i == 0 else cell.sub_size
            want = fixed or (size if i == 0 else max(MIN_SIZE, size - 1))
            bold = cell.bold and i == 0
            if self.fit_size(part, want, room, bold, smallest=0.1) >= MIN_SIZE:
                parts.append((part, want, bold))
                continue
            pieces = self.wrap(part, MIN_SIZE, room, bold)
            if len(pieces) * MIN_SIZE * 1.15 > height - 2:
                parts.append((part, want, bold))  # no room to wrap: fitted, then cut
            else:
                parts.extend((piece, MIN_SIZE, bold) for piece in pieces)
        if not parts:
            return
        leads = [p[1] * 1.2 if len(parts) < 3 else p[1] * 1.12 for p in parts]
        block = sum(leads[1:])
        base = y + height / 2 + parts[0][1] * 0.35 - block / 2
        for (part, part_size, bold), lead in zip(parts, [0.0, *leads[1:]], strict=True):
            base += lead
            self.text(tx, base, part, size=part_size, bold=bold, align=align,
                      color=cell.color or col.color, max_width=room, strike=cell.strike,
                      smallest=MIN_SIZE)

    # -- hands ------------------------------------------------------------------------
    def hand(self, x: float, y: float, hand: Hand | None, *, size: float = 9.5,
             label: str = "", max_width: float | None = None, bold: bool = False) -> float:
        """One hand as four suit lines (♠♥♦♣, red hearts and diamonds); returns width.

        ``y`` is the first line's baseline; with ``max_width`` a long suit shrinks to fit.
        """
        lead = size * 1.3
        width = 0.0
        if label:
            width = self.text(x, y, label, size=size - 1.5, bold=True, color=GREY)
            y += lead
        room = None if max_width is None else max_width - size * 1.1
        for suit in (Suit.S, Suit.H, Suit.D, Suit.C):
            holding = "?" if hand is None else suit_holding_text(hand, suit, self.lang)
            self.text(x, y, suit.symbol, size=size, color=RED if suit.is_red else black)
            width = max(width, size * 1.1 + self.text(x + size * 1.1, y, holding,
                                                      size=size, suits=False, bold=bold,
                                                      max_width=room))
            y += lead
        return width

    def dealer_mark(self, x: float, y: float, size: float = 7.0, *,
                    color: Color = black) -> None:
        """The dealer's mark, a solid triangle (top-left corner at x, y): the dealer is
        told by shape as well as by shade, which a laser printer may lose."""
        c = self.canvas
        c.saveState()
        c.setFillColor(color)
        path = c.beginPath()
        top = self.height - y
        path.moveTo(x, top - size)
        path.lineTo(x + size, top - size)
        path.lineTo(x + size / 2, top)
        path.close()
        c.drawPath(path, stroke=0, fill=1)
        c.restoreState()

    def check_box(self, x: float, y: float, size: float = 10, *,
                  color: Color = black) -> None:
        """An empty square to tick by hand, top-left corner at (x, y)."""
        self.rect(x, y, size, size, stroke=color, fill=white, width=0.9)

    def hand_diagram(self, x: float, y: float, hands: Mapping[Direction, Hand | None],
                     labels: Mapping[Direction, str], centre: Sequence[str], *,
                     size: float = 9.5, cell: float = 92) -> float:
        """The four hands in a cross (N top, W left, E right, S bottom) around a box.

        ``centre`` are short lines written in the middle box (deal, dealer, cards).
        Returns the y below the diagram.
        """
        lead = size * 1.3
        hand_h = lead * 5
        mid_x, mid_y = x + cell, y + hand_h + 2
        self.rect(mid_x + 4, mid_y, cell - 8, hand_h - 4, stroke=GREY, width=0.6, radius=3)
        for i, line in enumerate(centre[:5]):
            self.text(mid_x + cell / 2, mid_y + 11 + i * 10.5, line, size=7.5,
                      align="center", max_width=cell - 12, bold=i == 0)
        spots = {
            Direction.N: (x + cell + 8, y + size),
            Direction.W: (x, mid_y + size),
            Direction.E: (x + 2 * cell + 4, mid_y + size),
            Direction.S: (x + cell + 8, mid_y + hand_h + size),
        }
        for d, (hx, hy) in spots.items():
            self.hand(hx, hy, hands.get(d), size=size, label=labels.get(d, ""))
        return mid_y + 2 * hand_h + 4


def abbreviate(name: str) -> str:
    """A long name shortened the same way on every form: every name but the last to its
    initial ("Константин Александров-Петров" → "К. Александров-Петров")."""
    parts = name.split()
    if len(parts) < 2:
        return name
    return " ".join([f"{p[0]}." for p in parts[:-1]] + [parts[-1]])


def _suit_runs(text: str) -> list[tuple[str, bool]]:
    """Split text into runs, each red (♥♦) or not."""
    runs: list[tuple[str, bool]] = []
    for ch in text:
        red = ch in "♥♦"
        if runs and runs[-1][1] == red:
            runs[-1] = (runs[-1][0] + ch, red)
        else:
            runs.append((ch, red))
    return runs


def new_canvas(buffer: IO[bytes], title: str, lang: str) -> Canvas:
    # types-reportlab has initialFontName as a float: it is the font's name
    canvas = Canvas(buffer, pagesize=A4, pageCompression=1, lang=lang,
                    initialFontName=REGULAR, initialFontSize=10)  # type: ignore[arg-type]
    canvas.setTitle(title)
    canvas.setAuthor("teams-app")
    canvas.setCreator("teams-app (reportlab)")
    canvas.setSubject(title)
    return canvas
