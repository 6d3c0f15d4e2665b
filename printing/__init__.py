"""The papers of a match, as PDF (reportlab; no Qt, no store).

    render(match, what, *, round=None, table=None, paper="a4", lang="en") -> bytes
    write_pdf(path, match, what, ...) -> Path   (temp file in the same folder, then replace)
    CHOICES / choices(lang): the forms that can be printed, with their titles

A bad request (round 7, table 3, a filled form for a match with no results) raises
:class:`PrintError` before anything is written.
"""

from __future__ import annotations

import contextlib
import io
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Final

import words
from models.errors import MatchCoreError
from models.match import Match
from printing.errors import PrintError
from printing.i18n import LANGUAGES, check_lang
from words import word
from words.texts import roman

__all__ = ["CHOICES", "LANGUAGES", "PAPERS", "Choice", "PrintError", "choices", "render",
           "write_pdf"]

PAPERS: Final = ("a4", "letter")


@dataclass(frozen=True)
class Choice:
    """One thing that can be printed: its name (the CLI's ``--what``) and what it takes."""

    name: str
    title_key: str
    takes_round: bool
    takes_table: bool
    needs_results: bool

    def title(self, lang: str = "en") -> str:
        return word(self.title_key, lang)


CHOICES: Final = (
    Choice("diagrams", "paper.form.diagram", True, True, True),
    Choice("blank-diagrams", "paper.form.diagram.blank", True, True, False),
    Choice("result-sheet", "paper.form.result", False, False, True),
    Choice("blank-result-sheet", "paper.form.result.blank", False, False, False),
    Choice("notebook", "paper.form.notebook", True, True, False),
    Choice("rotation", "paper.form.rotation", False, False, False),
    Choice("envelopes", "paper.form.envelopes", False, True, False),
    Choice("score-cards", "paper.form.scorecards", False, True, False),
    Choice("hand-records", "paper.form.records", True, False, True),
    Choice("dealing-sheets", "paper.form.dealing", False, True, False),
    Choice("all", "paper.form.book", False, True, False),
)
_BY_NAME: Final = {c.name: c for c in CHOICES}


def choices(lang: str = "en") -> list[tuple[str, str]]:
    """(name, title) of every form, titles in ``lang``: for a Print menu."""
    return [(c.name, c.title(lang)) for c in CHOICES]


def render(match: Match, what: str, *, round: int | None = None,
           table: int | None = None, paper: str = "a4", lang: str = "en") -> bytes:
    """The PDF of ``what`` for ``match``, as bytes."""
    from printing.forms import build  # late: reportlab and the papers, only when printing

    choice = _check(match, what, round, table, paper, lang)
    buffer = io.BytesIO()
    build(buffer, match, choice.name, round_=round, table=table, paper=paper, lang=lang)
    return buffer.getvalue()


def write_pdf(path: str | os.PathLike[str], match: Match, what: str, *,
              round: int | None = None, table: int | None = None,
              paper: str = "a4", lang: str = "en") -> Path:
    """Render and write the PDF; the file appears whole or not at all."""
    target = Path(path)
    if target.is_dir():
        raise PrintError("print_folder", path=str(target))
    if not target.parent.is_dir():
        raise PrintError("print_no_folder", path=str(target), folder=str(target.parent))
    data = render(match, what, round=round, table=table, paper=paper, lang=lang)
    fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part",
                                dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(temp, target.stat().st_mode & 0o777 if target.exists() else 0o644)
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    return target


def _check(match: Match, what: str, round_: int | None, table: int | None, paper: str,
           lang: str) -> Choice:
    choice = _BY_NAME.get(what)
    choices = ", ".join(c.name for c in CHOICES)
    if choice is None:
        raise PrintError("print_unknown", text=what, choices=choices)
    check_lang(lang)
    title = choice.title(lang)
    if paper not in PAPERS:
        raise PrintError("print_paper", text=paper)
    fmt = match.format
    if round_ is not None:
        if not choice.takes_round:
            raise PrintError("print_whole_match", what=title)
        if isinstance(round_, bool) or not isinstance(round_, int) or \
                not 1 <= round_ <= fmt.rounds:
            raise PrintError("print_round", round=round_, rounds=fmt.rounds)
    if table is not None:
        if not choice.takes_table:
            raise PrintError("print_both_tables", what=title)
        if table not in (1, 2):
            raise PrintError("print_table", table=table)
    if what == "score-cards" and match.settings.board:
        raise PrintError("print_board", what=title)
    if what == "dealing-sheets":
        _check_dealing(match, what, table, lang)
    if choice.needs_results:
        deals = list(fmt.round_deals(round_)) if round_ is not None else None
        wanted = None if deals is None else set(deals)
        played = [key for key, t in match.results
                  if (wanted is None or key.deal in wanted) and (table is None or t == table)]
        if not played and what != "hand-records":
            hint = word({"diagrams": "paper.print_blank_diagrams",
                         "result-sheet": "paper.print_blank_sheet"}.get(
                             what, "paper.enter_first"), lang)
            raise PrintError("print_no_results", what=title,
                             where=_where(round_, table, lang), hint=hint)
        if what == "hand-records":
            # late: reportlab and the papers, only when printing
            from printing.records import recorded_deals

            if not recorded_deals(match, round_):
                raise PrintError("print_no_records", what=title,
                                 where=_where(round_, None, lang))
    return choice


def _check_dealing(match: Match, what: str, table: int | None, lang: str) -> None:
    """Dealing sheets need pre-dealt deals that can be read (they are printed on their
    own, never in a book: the players must not see them)."""
    # late: models.dealing, only for this paper (every teams-app command imports printing)
    from models.dealing import dealing_sheet, is_predealt

    title = word("paper.form.dealing", lang)
    if not is_predealt(match):
        if what == "all":
            return
        raise PrintError("print_not_predealt", what=title)
    try:
        rows = dealing_sheet(match, table=table)
    except MatchCoreError as exc:
        # late: words.errors, only for this paper (every teams-app command imports printing)
        from words.errors import error_text

        with words.speaking(lang):
            why = error_text(exc)
        raise PrintError("print_predealt_bad", what=title, error=why) from None
    if not rows and what != "all":
        raise PrintError("print_no_predealt_at", what=title, table=table)


def _where(round_: int | None, table: int | None, lang: str) -> str:
    """" for round II, table 1" in ``lang`` ("" for the whole match)."""
    if round_ is not None and table is not None:
        return word("paper.where.round_table", lang, r=roman(round_), t=table)
    if round_ is not None:
        return word("paper.where.round", lang, r=roman(round_))
    if table is not None:
        return word("paper.where.table", lang, t=table)
    return ""
