"""The room terminals' keys: one secret a page (each table's, the host's, the
scoreboard's), kept with the match so that the phones' addresses outlive the program.

A **key** is 24 characters of an alphabet without lookalikes (no ``0``/``O``,
``1``/``l``/``I``), in groups of four joined by ``-``: 57 characters a place, 139 bits
(more than the 128 of the keys before).  A **code** is a short name of a key a person can
type on a phone that opened ``http://HOST:PORT/``: the page's mark (``T1``, ``T2``, ``H``
for the host, ``B`` for the scoreboard) and 8 characters of capitals and digits without
lookalikes, derived from the key (a new key, a new code).  A code is ~40 bits: the server
takes a few wrong codes a minute from the whole network (:class:`CodeGuard`), so
guessing one takes longer than a match by some hundred thousand years.

What is kept in the match file (``meta.terminals``, :meth:`Keys.data`) is the keys, the
address and port last served on, and whether the terminals were on when the program
ended; a damaged or hand-edited entry gives new keys where it does not read.
"""

from __future__ import annotations

import hashlib
import re
import secrets
import time
import unicodedata
from collections import deque
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from models.format import TABLES

#: the keys' characters: letters and digits a reader cannot take for one another
KEY_ALPHABET: Final = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"
KEY_GROUPS: Final = 6
GROUP: Final = 4
#: the codes' characters: capitals and digits, none like another (typed in any case)
CODE_ALPHABET: Final = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH: Final = 8
_KEY = re.compile(rf"^[{KEY_ALPHABET}]{{{GROUP}}}(?:-[{KEY_ALPHABET}]{{{GROUP}}})"
                  rf"{{{KEY_GROUPS - 1}}}$")


def table_page(table: int) -> str:
    """A table's page's name (``table1``)."""
    return f"table{table}"


def table_of(page: str) -> int | None:
    """The table whose page ``page`` is (None: the scoreboard's, the host's)."""
    return int(page[5:]) if page.startswith("table") else None


#: the pages that have a key, in the order the dialog shows them
PAGES: Final = (*(table_page(t) for t in TABLES), "scoreboard", "host")
#: a page's mark in its code
MARKS: Final = {**{table_page(t): f"T{t}" for t in TABLES}, "scoreboard": "B", "host": "H"}
#: a page's letter in its address (``/t/KEY/``, ``/s/KEY/``, ``/h/KEY/``)
LETTERS: Final = {**{table_page(t): "t" for t in TABLES}, "scoreboard": "s", "host": "h"}
#: Cyrillic capitals typed for the Latin ones they look like (a Bulgarian or Russian
#: keyboard typing "Т1")
_LOOKALIKES: Final = str.maketrans("АВЕКМНОРСТХУ", "ABEKMHOPCTXY")


def new_key() -> str:
    """A new secret: 24 characters of :data:`KEY_ALPHABET` in groups of four."""
    chars = "".join(secrets.choice(KEY_ALPHABET) for _ in range(KEY_GROUPS * GROUP))
    return "-".join(chars[i:i + GROUP] for i in range(0, len(chars), GROUP))


def is_key(text: object) -> bool:
    return isinstance(text, str) and _KEY.match(text) is not None


def code_of(page: str, key: str) -> str:
    """The short code of ``page``'s ``key``: ``T1-ABCD-EFGH``."""
    number = int.from_bytes(hashlib.sha256(b"code:" + key.encode()).digest()[:8], "big")
    chars = ""
    for _ in range(CODE_LENGTH):
        number, digit = divmod(number, len(CODE_ALPHABET))
        chars += CODE_ALPHABET[digit]
    return f"{MARKS[page]}-{chars[:4]}-{chars[4:]}"


def plain_code(typed: str) -> str:
    """A typed code as it is compared: capitals, no spaces or dashes, Cyrillic lookalikes
    read as the Latin letters they look like."""
    text = unicodedata.normalize("NFKC", typed).upper().translate(_LOOKALIKES)
    return "".join(c for c in text if c.isascii() and c.isalnum())


@dataclass
class Keys:
    """The pages' keys and where the terminals last served (see the module)."""

    keys: dict[str, str] = field(default_factory=dict)
    host: str = ""
    port: int = 0
    serving: bool = False

    @classmethod
    def from_data(cls, data: Mapping[str, Any] | None) -> Keys:
        """What the match file kept (anything unreadable left out), every page given a
        key (new where none was kept)."""
        data = data if isinstance(data, Mapping) else {}
        kept = data.get("keys")
        kept = kept if isinstance(kept, Mapping) else {}
        keys = {page: kept[page] if is_key(kept.get(page)) else new_key() for page in PAGES}
        host = data.get("host")
        port = data.get("port")
        return cls(keys, host if isinstance(host, str) and len(host) < 64 else "",
                   port if isinstance(port, int) and 0 < port < 65536 else 0,
                   was_serving(data))

    def data(self) -> dict[str, Any]:
        """What the match file keeps."""
        return {"keys": dict(self.keys), "host": self.host, "port": self.port,
                "serving": self.serving}

    def renew(self, page: str) -> None:
        if page not in self.keys:
            raise KeyError(page)
        self.keys[page] = new_key()

    def path(self, page: str) -> str:
        """A page's path on the server: ``/t/KEY/``."""
        return f"/{LETTERS[page]}/{self.keys[page]}/"

    def page_of(self, key: str) -> str | None:
        """The page whose key ``key`` is (compared in constant time), or None."""
        found = None
        for page, known in self.keys.items():
            if secrets.compare_digest(known.encode(), key.encode()):
                found = page
        return found

    def page_of_code(self, typed: str) -> str | None:
        """The page whose code was typed (with or without its mark), or None."""
        plain = plain_code(typed)
        if not plain:
            return None
        found = None
        for page, key in self.keys.items():
            code = plain_code(code_of(page, key))
            if secrets.compare_digest(code, plain) or secrets.compare_digest(
                    code[len(MARKS[page]):], plain):
                found = page
        return found

    def __iter__(self) -> Iterator[str]:
        return iter(self.keys)


def was_serving(noted: object) -> bool:
    """Whether the terminals were on when the match was last open (``noted``: what its
    file keeps, ``MatchStore.noted("terminals")``)."""
    return isinstance(noted, Mapping) and noted.get("serving") is True


class CodeGuard:
    """Wrong codes typed from the whole network: at most ``most`` a ``period`` seconds;
    more are refused until the oldest is a period old."""

    def __init__(self, most: int = 10, period: float = 60.0) -> None:
        self.most = most
        self.period = period
        self._wrong: deque[float] = deque()

    def _forget(self, now: float) -> None:
        while self._wrong and now - self._wrong[0] >= self.period:
            self._wrong.popleft()

    def open(self, now: float | None = None) -> bool:
        """Whether a code may be tried now."""
        self._forget(time.monotonic() if now is None else now)
        return len(self._wrong) < self.most

    def wrong(self, now: float | None = None) -> None:
        self._wrong.append(time.monotonic() if now is None else now)
