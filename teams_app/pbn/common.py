"""What the PBN reader, the writer and the import share: the refusal of a file
(:class:`PbnError`, worded by its message key), the two tables' rooms (table 1 "Open",
table 2 "Closed"), the strains' PBN names and the plain numbers a tag may hold."""

from __future__ import annotations

import re
from typing import Final

from models.errors import InputError
from models.vocabulary import Strain

ROOMS: Final = {1: "Open", 2: "Closed"}
_ROOM_TABLE: Final = {"open": 1, "closed": 2}
#: the strains' PBN names
_PBN_STRAIN: Final = {strain: strain.name for strain in Strain}
_ASCII_NUMBER: Final = re.compile(r"[0-9]{1,9}", re.ASCII)


class PbnError(InputError):
    """A PBN file that cannot be read or imported; ``line`` is 1-based (0: the whole file).

    Worded by its key (``error.pbn_<what>``, :func:`words.errors.error_text`) with
    ``params``; ``where`` (``path, line N``), ``path`` and ``line`` are added to them.  A
    refusal of the match core it wraps is the param ``error`` (worded by its own key)."""

    def __init__(self, path: str, line: int, message: str, key: str | None = None,
                 params: dict[str, object] | None = None) -> None:
        where = f"{path}, line {line}" if line else path
        super().__init__(f"{where}: {message}", key,
                         {"where": where, "path": path, "line": line, **(params or {})}
                         if key is not None else None)
        self.line = line
