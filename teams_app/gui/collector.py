"""Python's cyclic garbage collector, paused while Python runs beside Qt on other threads.

A long job runs Python on a worker thread (the collector runs on whichever thread happens
to allocate; on a worker it could destroy Qt objects there, and crash); the tests' HTTP
clients are such threads too.  Each holder holds the collector; it runs again when every
hold is released.
"""

from __future__ import annotations

import gc

_holds = 0


def hold(*, collect_first: bool = False) -> None:
    """Pause automatic collection until :func:`release` was called as often as this
    (``collect_first``: collect now, on this — the GUI — thread)."""
    global _holds
    if collect_first:
        gc.collect()
    _holds += 1
    gc.disable()


def release() -> None:
    """Give back one :func:`hold`; the last one lets the collector run again."""
    global _holds
    if _holds <= 0:
        raise RuntimeError("the garbage collector was released more often than held")
    _holds -= 1
    if _holds == 0:
        gc.enable()


def held() -> int:
    """How many holds are pending."""
    return _holds
