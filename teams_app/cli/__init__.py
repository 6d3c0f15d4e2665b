"""``teams-app``: the command line.

Each module in :data:`SUBCOMMAND_MODULES` adds its subcommands with ``register(subparsers)``
and sets ``func`` on them; a handler returns the exit status.  Heavy imports (Qt, the
store, reportlab) happen inside the handlers so that ``teams-app score`` stays quick.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

SUBCOMMAND_MODULES = (
    "teams_app.cli.core",  # schedule, score
    "teams_app.cli.store",  # new, import, annul, report, export, log
    "teams_app.cli.printing",  # print
    "teams_app.cli.deals",  # analyse (and the PBN side of import/export)
    "teams_app.cli.serve",  # serve (the room terminals)
    "teams_app.cli.envelopes",  # envelopes (where they are, the host's carry and check)
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="teams-app",
        description="Run a two-room bridge team match to E. Stolitsa's 1959 scheme.",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in SUBCOMMAND_MODULES:
        importlib.import_module(name).register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    if not args_list or (args_list[0] not in _subcommands(parser)
                         and not args_list[0].startswith("-")):
        return _open_app(args_list)
    args = parser.parse_args(args_list)
    return int(args.func(args) or 0)


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
