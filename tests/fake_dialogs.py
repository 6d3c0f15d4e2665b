"""The window's questions answered from a test's script (:class:`FakeDialogs`).

A test gives the main window (``MainWindow(dialogs=…)``, or ``window.dialogs = …``
before it acts) or a session (``MatchSession(store, dialogs=…)``) a fake that answers
each question with the function the test gave for it, called with the real question's
arguments.  A question the test gave no answer for fails the test, naming it; errors
shown are kept in :attr:`FakeDialogs.errors` (and fail the test only if it says so).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from teams_app.gui.dialogs import Dialogs

#: the questions a fake answers (every public method of Dialogs)
QUESTIONS = frozenset(name for name in vars(Dialogs) if not name.startswith("_"))


class UnexpectedDialog(AssertionError):
    """The program asked something the test did not expect."""


class FakeDialogs(Dialogs):
    """Answers from ``answers`` (question name → function); see the module."""

    def __init__(self, *, errors_fail: bool = False, **answers: Callable[..., Any]) -> None:
        unknown = set(answers) - QUESTIONS
        if unknown:
            raise TypeError(f"no such question: {', '.join(sorted(unknown))}")
        self.answers = dict(answers)
        #: (title, message) of every error shown
        self.errors: list[tuple[str, str]] = []
        self.errors_fail = errors_fail
        #: every question asked, by name, in order
        self.asked: list[str] = []

    def on(self, name: str, answer: Callable[..., Any]) -> FakeDialogs:
        """Answer the question ``name`` with ``answer`` from now on."""
        if name not in QUESTIONS:
            raise TypeError(f"no such question: {name}")
        self.answers[name] = answer
        return self

    def answer(self, name: str, *args: Any) -> Any:
        self.asked.append(name)
        if name not in self.answers:
            raise UnexpectedDialog(f"the program asked {name}{args!r}, which the test did "
                                   "not expect")
        return self.answers[name](*args)

    def show_error(self, parent: Any, title: str, message: str) -> None:
        self.errors.append((title, message))
        if "show_error" in self.answers:
            self.answer("show_error", parent, title, message)
        elif self.errors_fail:
            raise UnexpectedDialog(f"error shown: {title}: {message}")

    def ask_yes(self, *args: Any) -> bool:
        return bool(self.answer("ask_yes", *args))

    def exec_dialog(self, *args: Any) -> int:
        return int(self.answer("exec_dialog", *args))

    def ask_open_path(self, *args: Any) -> str:
        return str(self.answer("ask_open_path", *args))

    def ask_save_path(self, *args: Any) -> str:
        return str(self.answer("ask_save_path", *args))

    def ask_open_read_only(self, *args: Any) -> bool:
        return bool(self.answer("ask_open_read_only", *args))

    def ask_deal(self, *args: Any) -> int | None:
        result = self.answer("ask_deal", *args)
        return None if result is None else int(result)

    def ask_annul(self, *args: Any) -> None:
        self.answer("ask_annul", *args)

    def ask_close_incomplete(self, *args: Any) -> bool:
        return bool(self.answer("ask_close_incomplete", *args))

    def confirm_both_rooms(self, *args: Any) -> bool:
        return bool(self.answer("confirm_both_rooms", *args))

    def ask_printer(self, *args: Any) -> bool:
        return bool(self.answer("ask_printer", *args))

    def ask_pin(self, *args: Any) -> str | None:
        result = self.answer("ask_pin", *args)
        return None if result is None else str(result)


class AnnulmentsAsked(list[tuple[int, Any]]):
    """The annulments the views asked for, as (deal, proposed reason): :attr:`dialogs`
    answers the annul question by noting it (and fails on any other question)."""

    def __init__(self) -> None:
        super().__init__()
        self.dialogs = FakeDialogs(ask_annul=self._note)

    def _note(self, session: Any, deal: int, parent: Any = None, proposed: Any = None
              ) -> None:
        self.append((deal, proposed))
