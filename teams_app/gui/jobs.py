"""Long work (printing, analysis) on Qt's thread pool, with a progress bar in the status
bar: :class:`Job` is one piece of work, :class:`JobRunner` starts jobs and reports how
they end.  Neither knows the main window or the match; the window makes one runner and
connects its ``finished`` signal.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal
from PySide6.QtWidgets import QProgressBar, QStatusBar

from models.errors import MatchCoreError
from teams_app.gui import collector


class _JobSignals(QObject):
    progress = Signal(int, int)
    done = Signal(object)
    failed = Signal(str)


class Job(QRunnable):
    """Long work on the thread pool; reports progress by signals.

    ``work(progress)`` runs off the GUI thread and must not touch widgets or the
    store's connection; ``progress(done, total)`` may be called from it.
    """

    def __init__(self, work: Callable[[Callable[[int, int], None]], object]) -> None:
        super().__init__()
        self.work = work
        self.signals = _JobSignals()

    def run(self) -> None:
        try:
            result = self.work(self.signals.progress.emit)
        except Exception as exc:  # noqa: BLE001 - reported to the user, not swallowed
            self.signals.failed.emit(str(exc) or type(exc).__name__)
        else:
            self.signals.done.emit(result)


class JobRunner(QObject):
    """Starts jobs with ``progress`` shown in ``status``; a failure goes to ``show_error``
    (title, message).  ``finished`` carries the job's title once its result was handled."""

    finished = Signal(str)

    def __init__(self, status: QStatusBar, progress: QProgressBar,
                 show_error: Callable[[str, str], None], parent: QObject | None = None
                 ) -> None:
        super().__init__(parent)
        self.status = status
        self.progress = progress
        self.show_error = show_error
        self.jobs: list[Job] = []

    def run(self, job: Job, title: str, on_done: Callable[[Any], None]) -> Job:
        """Start ``job``; ``on_done(result)`` runs on the GUI thread when it succeeds."""
        self.progress.setRange(0, 0)
        self.progress.setFormat(f"{title} %p%")
        self.progress.setVisible(True)
        self.status.showMessage(title)
        if not self.jobs:
            # Python's cyclic GC runs on whichever thread happens to allocate; were it to
            # run on the worker, it could destroy Qt objects there and crash.  Collect
            # now, on the GUI thread, and pause automatic collection while jobs run.
            collector.hold(collect_first=True)
        self.jobs.append(job)

        def finish() -> None:
            self.progress.setVisible(False)
            self.status.clearMessage()
            if job in self.jobs:
                self.jobs.remove(job)
            if not self.jobs:
                collector.release()

        def progress(done: int, total: int) -> None:
            self.progress.setRange(0, max(total, 1))
            self.progress.setValue(done)

        def succeeded(result: object) -> None:
            finish()
            try:
                on_done(result)
            except MatchCoreError as exc:
                # late: words.errors (~30 ms) loads with the match, after the first paint
                from words.errors import error_text

                self.show_error(title, error_text(exc))
            self.finished.emit(title)

        def failed(message: str) -> None:
            finish()
            self.show_error(title, message)
            self.finished.emit(title)

        try:
            job.signals.progress.connect(progress)
            job.signals.done.connect(succeeded)
            job.signals.failed.connect(failed)
            job.setAutoDelete(False)
            QThreadPool.globalInstance().start(job)
        except BaseException:
            finish()  # not started: the collector runs again (unless another job holds it)
            raise
        return job
