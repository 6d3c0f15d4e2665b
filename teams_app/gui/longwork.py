"""Long work started from the menus, run off the GUI thread with a progress bar:
printing a form (``printing.render``) and the double-dummy analysis
(``teams_app.analysis``).  Imported only when used, so start-up stays lean.

The work runs through a :class:`~teams_app.gui.jobs.JobRunner`; what a finished job
shows goes to the callables given (the main window passes its own), so this module does
not know the window.

Threads: the worker never touches the store or the live match.  Printing renders a
deep copy of the match taken on the GUI thread; the analysis plans on the GUI thread,
runs endplay on the worker and its commands are applied back on the GUI thread.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLocale

import printing
import words
from teams_app import operations
from teams_app.gui import settings as app_prefs
from teams_app.gui.jobs import Job, JobRunner
from words import word
from words.errors import error_text

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QWidget

    from teams_app.gui.session import MatchSession


# -- printing ----------------------------------------------------------------------------


def print_choices() -> list[tuple[str, str, bool]]:
    """(name, title in the app's language, takes a round) of every printable form."""
    lang = app_prefs.installed_language()  # the language the window speaks now
    lang = lang if lang in printing.LANGUAGES else "en"
    by_name = {c.name: c for c in printing.CHOICES}
    return [(name, title, by_name[name].takes_round)
            for name, title in printing.choices(lang)]


def print_request(match: Any, request: Any, lang: str) -> bytes:
    """Render a print dialog's request for the app: a round with nothing played prints
    the blank diagrams, a match with nothing played the blank result sheet; a request
    that cannot be printed raises ValueError with the reason."""
    what = request.what
    played = {key.deal for key, _table in match.results}
    if what == "diagrams":
        deals = (set(match.format.round_deals(request.round)) if request.round
                 else set(range(1, match.format.deals + 1)))
        if not deals & played:
            what = "blank-diagrams"
    elif what == "result-sheet" and not played:
        what = "blank-result-sheet"
    try:
        return printing.render(match, what, round=request.round, table=request.table,
                               paper=request.paper,
                               lang=lang if lang in printing.LANGUAGES else "en")
    except printing.PrintError as exc:  # in the papers' (the app's) language
        with words.speaking(lang if lang in printing.LANGUAGES else "en"):
            raise ValueError(error_text(exc)) from None


def default_paper() -> str:
    """The paper chosen last in the print dialog; at first Letter where the locale
    measures in inches (US), else A4."""
    chosen = str(app_prefs.app_settings().value("print/paper", "") or "")
    if chosen in ("a4", "letter"):
        return chosen
    us = QLocale().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem
    return "letter" if us else "a4"


def remember_paper(paper: str) -> None:
    settings = app_prefs.app_settings()
    settings.setValue("print/paper", paper)
    settings.sync()


def print_document(session: MatchSession, jobs: JobRunner, what: str,
                   round_: int | None = None, *, current_round: int | None = None,
                   parent: QWidget | None = None,
                   show: Callable[[QDialog], object]) -> None:
    """Render ``what`` off the GUI thread, then ``show`` it in the print dialog, where the
    form, paper, round (``round_``, else the one on screen: ``current_round``) and table
    can be changed."""
    # late: the print dialog (reportlab, Qt's print support), only when printing
    from teams_app.gui.print_dialog import PrintForm, PrintRequest, file_part

    lang = app_prefs.installed_language()  # the language the window speaks now
    snapshot = copy.deepcopy(session.match)
    stem = session.store.path.stem
    titles = {name: title for name, title, _ in print_choices()}
    forms = [PrintForm(c.name, titles[c.name], c.takes_round, c.takes_table)
             for c in printing.CHOICES]
    takes_round = next((f.takes_round for f in forms if f.name == what), False)
    request = PrintRequest(what, round_ if round_ is not None else
                           (current_round if takes_round else None), None, default_paper())
    title = titles.get(what, what)

    def work(progress: Any) -> bytes:
        progress(0, 1)
        data = print_request(snapshot, request, lang)
        progress(1, 1)
        return data

    def done(pdf: object) -> None:
        # late: the print dialog (reportlab, Qt's print support), only when printing
        from teams_app.gui.print_dialog import PrintDialog

        assert isinstance(pdf, bytes)
        dialog = PrintDialog(pdf, title=title,
                             suggested_name=f"{stem}{file_part(request)}.pdf",
                             parent=parent, forms=forms, request=request,
                             rounds=snapshot.format.rounds,
                             render=lambda r: print_request(snapshot, r, lang),
                             dialogs=session.dialogs)
        show(dialog)
        if dialog.request is not None and dialog.request.paper != request.paper:
            remember_paper(dialog.request.paper)

    busy = QCoreApplication.translate("LongWork", "Preparing {what}…").format(what=title)
    jobs.run(Job(work), busy, done)


# -- double-dummy analysis ------------------------------------------------------------------


def run_analysis(session: MatchSession, runner: JobRunner, *,
                 is_open: Callable[[MatchSession], bool]) -> None:
    """Analyse every deal with all four hands known and no current analysis; the
    result is stored (through the session's operations) only if ``is_open(session)``
    still holds when the work is done."""
    # late: the analysis (endplay's solver), only when asked for
    from teams_app.analysis import plan_analysis
    from teams_app.analysis import run_analysis as solve

    jobs = plan_analysis(session.match)
    if not jobs:
        runner.status.showMessage(
            word("view.nothing_to_analyse"), 8000)
        return

    def work(progress: Any) -> list[Any]:
        return solve(jobs, progress)

    def apply(commands: object) -> None:
        assert isinstance(commands, list)
        if not is_open(session) or not commands:
            return  # the match was closed meanwhile
        session.run(operations.store_analysis, commands)
        runner.status.showMessage(
            word("view.analysed", count=len(commands), n=len(commands)), 8000)

    busy = QCoreApplication.translate("LongWork", "Double-dummy analysis…")
    runner.run(Job(work), busy, apply)
