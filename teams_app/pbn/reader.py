"""The PBN text reader: a file's bytes into text (bounded; UTF-8, else PBN's own Latin-1)
and the text into games, each tag and section token with its line; a line that is not
PBN is a :class:`~teams_app.pbn.common.PbnError` naming it.  What the games mean for the
match is :mod:`teams_app.pbn.games`."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from teams_app.pbn.common import PbnError
from teams_app.store.files import NotRegularFile, problem_key, read_regular

_TAG_RE: Final = re.compile(r'^\[([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*(.*)$')
_SECTION_TAGS: Final = ("auction", "play", "note")


@dataclass
class PbnGame:
    """One game of a PBN file: its tags (value and line) and section tokens."""

    line: int
    tags: dict[str, tuple[str, int]] = field(default_factory=dict)
    sections: dict[str, list[tuple[str, int]]] = field(default_factory=dict)

    def get(self, name: str) -> str | None:
        item = self.tags.get(name.lower())
        return item[0] if item is not None else None

    def line_of(self, name: str) -> int:
        item = self.tags.get(name.lower())
        return item[1] if item is not None else self.line


#: The largest PBN file read (a whole match with hands and auctions is under 100 KiB).
MAX_PBN_BYTES: Final = 4 << 20
#: The longest line of a PBN file read.
MAX_PBN_LINE: Final = 4096


def decode_pbn(data: bytes, path: str = "PBN") -> str:
    if len(data) > MAX_PBN_BYTES:
        raise PbnError(path, 0, f"the file is larger than {MAX_PBN_BYTES >> 20} MiB; a "
                                "match's PBN is far smaller", "pbn_too_large",
                       {"most": MAX_PBN_BYTES >> 20})
    if b"\x00" in data:
        raise PbnError(path, 0, "not a PBN file: it holds binary data", "pbn_binary")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")  # PBN's own encoding (ISO 8859-1)


def parse_pbn(text: str, path: str = "PBN") -> list[PbnGame]:
    """The games of a PBN text; a line that is not PBN is an error naming it."""
    games: list[PbnGame] = []
    game: PbnGame | None = None
    section: str | None = None
    in_comment = False
    for number, raw in enumerate(text.splitlines(), start=1):
        if len(raw) > MAX_PBN_LINE:
            raise PbnError(path, number, f"the line is longer than {MAX_PBN_LINE} characters",
                           "pbn_line_long", {"most": MAX_PBN_LINE})
        line = raw.strip()
        if in_comment:
            if "}" not in line:
                continue
            in_comment = False
            line = line[line.index("}") + 1:].strip()
            if not line:
                continue
        if line.startswith("%"):
            continue
        if not line:
            if game is not None and game.tags:
                games.append(game)
            game, section = None, None
            continue
        line = _strip_comments(line)
        if line.startswith("{"):
            in_comment = True
            continue
        if not line:
            continue
        if line.startswith("["):
            match = _TAG_RE.match(line)
            if not match:
                raise PbnError(path, number, f'a tag is [Name "value"], found {_show(line)}',
                               "pbn_tag_form", {"found": _show(line)})
            name, value, rest = match[1], match[2].replace('\\"', '"'), match[3]
            if game is None:
                game = PbnGame(number)
            low = name.lower()
            if low not in game.tags:  # a repeated tag is ignored, as the standard says
                game.tags[low] = (value, number)
            section = low if (low in _SECTION_TAGS or
                              (low.endswith("table") and low != "table")) else None
            if section is not None:
                game.sections[section] = []
            rest = _strip_comments(rest)
            if rest.startswith("{") and "}" not in rest:
                in_comment = True
            continue
        if game is None or section is None:
            raise PbnError(path, number, f'expected a tag like [Board "1"], found {_show(line)}',
                           "pbn_not_tag", {"found": _show(line)})
        game.sections[section] += [(token, number) for token in line.split()]
    if in_comment:
        raise PbnError(path, len(text.splitlines()), "the file ends inside a { comment }",
                       "pbn_open_comment")
    if game is not None and game.tags:
        games.append(game)
    return games


def _strip_comments(line: str) -> str:
    if line.startswith(";"):
        return ""
    out = re.sub(r"\{[^}]*\}", " ", line).strip()
    return out


def _show(line: str) -> str:
    return repr(line[:40] + ("…" if len(line) > 40 else ""))


def read_pbn_file(path: str | Path) -> str:
    p = Path(path)

    try:  # a regular file only (a pipe would wait for ever), read up to the bound
        data = read_regular(p, MAX_PBN_BYTES + 1)
    except NotRegularFile as exc:
        problem, params = problem_key(exc.problem)
        raise PbnError(str(path), 0, exc.problem, "pbn_not_file",
                       {"problem": problem, "text": exc.problem, **params}) from None
    except OSError as exc:
        raise PbnError(str(path), 0, f"cannot read the file: {exc.strerror or exc}",
                       "pbn_unreadable", {"why": exc.strerror or str(exc)}) from None
    return decode_pbn(data, str(path))
