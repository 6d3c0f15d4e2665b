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


def _asking(name: str) -> Callable[..., Any]:
    def ask(self: FakeDialogs, *args: Any) -> Any:
        return self.answer(name, *args)

    ask.__name__ = name
    return ask


# every other question the window can ask is answered from the script (a new one too)
for _name in QUESTIONS - {"show_error"}:
    setattr(FakeDialogs, _name, _asking(_name))


class AnnulmentsAsked(list[tuple[int, Any]]):
    """The annulments the views asked for, as (deal, proposed reason): :attr:`dialogs`
    answers the annul question by noting it (and fails on any other question)."""

    def __init__(self) -> None:
        super().__init__()
        self.dialogs = FakeDialogs(ask_annul=self._note)

    def _note(self, session: Any, deal: int, parent: Any = None, proposed: Any = None
              ) -> None:
        self.append((deal, proposed))
