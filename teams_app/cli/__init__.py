"""``teams-app``: the command line.

Each module in :data:`SUBCOMMAND_MODULES` adds its subcommands with ``register(subparsers)``
and sets ``func`` on them; a handler returns the exit status.  Heavy imports (Qt, the
store, reportlab) happen inside the handlers so that ``teams-app score`` stays quick.
"""

from __future__ import annotations

import argparse
import importlib
import re
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

import words
from words import LANGUAGES

SUBCOMMAND_MODULES = (
    "teams_app.cli.core",  # schedule, score
    "teams_app.cli.store",  # new, import, annul, replay, report, export, log
    "teams_app.cli.printing",  # print
    "teams_app.cli.deals",  # analyse (and the PBN side of import/export)
    "teams_app.cli.serve",  # serve (the room terminals)
    "teams_app.cli.envelopes",  # envelopes (where they are, the host's carry and check)
    "teams_app.cli.about",  # about (versions, folders, the native parts active)
)


#: argparse's own usage errors (Python's wording) and the catalog's entries for them
USAGE_MESSAGES = (
    (r"invalid choice: (?P<value>.+?) \(choose from (?P<choices>.+)\)$", "cli.usage.choice"),
    (r"^the following arguments are required: (?P<names>.+)$", "cli.usage.required"),
    (r"^unrecognized arguments: (?P<names>.+)$", "cli.usage.unrecognized"),
    (r"expected one argument$", "cli.usage.one_value"),
    (r"not allowed with argument (?P<name>.+)$", "cli.usage.not_with"),
    (r"invalid \w+ value: (?P<value>.+)$", "cli.usage.invalid"),
    (r"^one of the arguments (?P<names>.+) is required$", "cli.usage.one_of"),
)


def build_parser() -> argparse.ArgumentParser:
    class Parser(argparse.ArgumentParser):
        """argparse's parser whose usage errors end in the language of ``--lang``:
        ``teams-app envelopes: грешка: аргумент --short: …`` (the usage line, the
        program's syntax, stays as it is)."""

        def error(self, message: str) -> NoReturn:
            lang = words.language()
            if lang == "en":
                super().error(message)
            self.print_usage(sys.stderr)
            message = re.sub(r"^argument ([^:]+): ",
                             lambda m: words.word("cli.argument", name=m[1]), message)
            for pattern, key in USAGE_MESSAGES:  # argparse's own words, in the language
                found = re.search(pattern, message)
                if found is not None:
                    values: dict[str, Any] = found.groupdict()
                    message = (message[:found.start()] + words.word(key, **values)
                               + message[found.end():])
            self.exit(2, f"{self.prog}: {words.word('cli.frame.error')}: {message}\n")

    parser = Parser(
        prog="teams-app",
        description="Run a two-room bridge team match to E. Stolitsa's 1959 scheme.",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in SUBCOMMAND_MODULES:
        importlib.import_module(name).register(subparsers)
    return parser


#: Every subcommand's name, to tell ``teams-app FILE`` (the app) from a subcommand
#: without building the parser: that imports every subcommand's module (the store, the
#: core, printing…), some 30 ms the app's start would pay first.  A test holds it equal
#: to the parser's.
SUBCOMMANDS = frozenset({"about", "analyse", "annul", "deals", "envelopes", "export", "import",
                         "log", "new", "print", "redo", "replay", "report", "restore", "schedule",
                         "score", "serve", "settings", "undo"})


def wants_app(args: Sequence[str]) -> bool:
    """Whether ``teams-app ARGS`` opens the desktop app (no subcommand, no option)."""
    return not args or (args[0] not in SUBCOMMANDS and not args[0].startswith("-"))


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if wants_app(args_list):
        return _open_app(args_list)

    with words.speaking(_language_asked(args_list)):  # usage errors in --lang's language
        args = build_parser().parse_args(args_list)
    return int(args.func(args) or 0)


def _language_asked(args: Sequence[str]) -> str:
    """The ``--lang`` of a command line (``--lang bg`` or ``--lang=bg``), else English."""
    for i, arg in enumerate(args):
        value = args[i + 1] if arg == "--lang" and i + 1 < len(args) else (
            arg.removeprefix("--lang=") if arg.startswith("--lang=") else None)
        if value in LANGUAGES:
            return value
    return "en"


def _subcommands(parser: argparse.ArgumentParser) -> set[str]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return set(action.choices)
    return set()


def _open_app(args: list[str]) -> int:
    """No subcommand: the desktop app."""
    app = importlib.import_module("teams_app.gui.app")
    return int(app.run(args))


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
