"""The games table's column-width rule, as a plain function over measured widths (no Qt):
each column as wide as its contents; when they are wider than the table, the columns whose
header is wider than their cells give up the difference."""

from __future__ import annotations

from collections.abc import Sequence


def share_widths(natural: Sequence[int], cells: Sequence[int], available: int) -> list[int]:
    """The columns' widths in ``available`` pixels, from each column's ``natural`` width
    (its cells and its header) and its cells' own width.

    When every column fits, the last one takes what is left.  Otherwise the columns whose
    header is wider than their cells give up the overflow in proportion to that spare
    width, rounded up so that no pixel is left over, each at most down to its cells'
    width (their headers are shortened, the tooltip says them in full); when no column
    has a header to spare, the widths stay natural (the table scrolls sideways)."""
    widths = list(natural)
    overflow = sum(natural) - available
    if overflow <= 0:
        widths[-1] -= overflow
        return widths
    spare = {column: room for column, room in enumerate(
        width - cell for width, cell in zip(natural, cells, strict=True)) if room > 0}
    total = sum(spare.values())
    for column, room in spare.items():
        widths[column] -= min(room, -(-overflow * room // total))  # round up
    return widths
