"""What the subcommands share: turning known failures into one line and an exit status."""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from typing import Any

#: Exit status of a command refused for bad input or a bad file.
ERROR_STATUS = 1


def guarded(handler: Callable[[Any], int]) -> Callable[[Any], int]:
    """Known failures (bad input, bad files) become one line on stderr and status 1."""

    @functools.wraps(handler)
    def run(args: Any) -> int:
        from models.errors import MatchCoreError
        from teams_app.store import StoreError

        try:
            return handler(args)
        except BrokenPipeError:  # output piped into head and the like
            return 0
        except (StoreError, MatchCoreError) as exc:
            sys.stderr.write(f"teams-app: error: {exc}\n")
        except OSError as exc:
            where = f"{exc.filename}: " if exc.filename else ""
            sys.stderr.write(f"teams-app: error: {where}{exc.strerror or exc}\n")
        return ERROR_STATUS

    return run
