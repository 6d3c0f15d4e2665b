"""Long work started from the menus, run off the GUI thread with a progress bar:
printing a form (``printing.render``) and the double-dummy analysis
(``teams_app.analysis``).  Imported only when used, so start-up stays lean.

Threads: the worker never touches the store or the live match.  Printing renders a
deep copy of the match taken on the GUI thread; the analysis plans on the GUI thread,
runs endplay on the worker and its commands are applied back on the GUI thread.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from teams_app.gui import settings as app_prefs

if TYPE_CHECKING:
    from teams_app.gui.mainwindow import MainWindow


# -- printing ----------------------------------------------------------------------------


def print_choices() -> list[tuple[str, str, bool]]:
    """(name, title in the app's language, takes a round) of every printable form."""
    import printing

    lang = app_prefs.current_language()
    lang = lang if lang in printing.LANGUAGES else "en"
    by_name = {c.name: c for c in printing.CHOICES}
    return [(name, title, by_name[name].takes_round)
            for name, title in printing.choices(lang)]


def print_document(window: MainWindow, what: str, round_: int | None = None) -> None:
    """Render ``what`` off the GUI thread, then show it in the print dialog."""
    from teams_app.gui.mainwindow import Job

    session = window.session
    if session is None:
        return
    lang = app_prefs.current_language()
    snapshot = copy.deepcopy(session.match)
    stem = window.store.path.stem if window.store is not None else "match"
    suffix = f"-round-{round_}" if round_ is not None else ""
    titles = {name: title for name, title, _ in print_choices()}
    title = titles.get(what, what)

    def work(progress: Any) -> bytes:
        import printing

        progress(0, 1)
        data = printing.render(snapshot, what, round=round_,
                               lang=lang if lang in printing.LANGUAGES else "en")
        progress(1, 1)
        return data

    def show(pdf: object) -> None:
        from teams_app.gui.print_dialog import PrintDialog

        assert isinstance(pdf, bytes)
        dialog = PrintDialog(pdf, title=title, suggested_name=f"{stem}-{what}{suffix}.pdf",
                             parent=window)
        window.last_print_dialog = dialog
        window.exec_dialog(dialog)

    busy = QCoreApplication.translate("LongWork", "Preparing %1…").replace("%1", title)
    window.run_job(Job(work), busy, show)


# -- double-dummy analysis ------------------------------------------------------------------


def run_analysis(window: MainWindow) -> None:
    """Analyse every deal with all four hands known and no current analysis."""
    from teams_app.analysis import plan_analysis
    from teams_app.analysis import run_analysis as solve
    from teams_app.gui.mainwindow import Job

    session = window.session
    if session is None:
        return
    jobs = plan_analysis(session.match)
    if not jobs:
        window.statusBar().showMessage(
            QCoreApplication.translate(
                "LongWork",
                "Nothing new to analyse (a deal needs all four hands recorded)."), 8000)
        return

    def work(progress: Any) -> list[Any]:
        return solve(jobs, progress)

    def apply(commands: object) -> None:
        assert isinstance(commands, list)
        if window.session is not session or not commands:
            return  # the match was closed meanwhile
        session.store_analysis(commands)
        window.statusBar().showMessage(
            QCoreApplication.translate("LongWork", "Deals analysed: %1.")
            .replace("%1", str(len(commands))), 8000)

    busy = QCoreApplication.translate("LongWork", "Double-dummy analysis…")
    window.run_job(Job(work), busy, apply)
