"""Every entry of the catalog is used (issue 31, item 5: the dead-code check's other
half): its key is named somewhere in the code of ours that speaks — the package, the
core, the papers, the phone's and host's pages (Python, JavaScript, HTML) — outside the
catalog's own data files.  A key counts as named when it stands quoted whole
(``word("page.store")``, ``w("page.store")``) or the part after its area does
(printing's ``tr("signatures")`` for ``paper.signatures``; a refusal's key
``"lead_not_held"`` for ``error.lead_not_held``); when it begins with the head of an
f-string or a template that builds keys (``f"dir.{direction.name}.abbr"``,
``f"file.csv_{problem}"``); or when it is two quoted parts (``key + "_short"``).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import words

ROOT = Path(__file__).resolve().parent.parent
SPEAKING = ("models", "words", "printing", "teams_app")
#: the catalog's data: defining a key there is not using it
DATA = {f"words/{area}.py" for area in words.AREAS}


def _sources() -> list[Path]:
    found = []
    for package in SPEAKING:
        for path in sorted((ROOT / package).rglob("*")):
            relative = path.relative_to(ROOT).as_posix()
            if path.suffix in (".py", ".js", ".html") and relative not in DATA:
                found.append(path)
    return found


def _quoted(paths: list[Path]) -> tuple[set[str], list[list[str | None]]]:
    """Every string the sources quote, and every f-string (Python, from the AST) or
    template (JavaScript) that may build a key, as its parts: a text, or None for a
    field."""
    found: set[str] = set()
    built: list[list[str | None]] = []
    for path in paths:
        text = path.read_text(encoding="utf-8")
        if path.suffix == ".py":
            for node in ast.walk(ast.parse(text, filename=str(path))):
                if isinstance(node, ast.Constant) and isinstance(node.value, str):
                    found.add(node.value)
                elif isinstance(node, ast.JoinedStr):
                    built.append([part.value if isinstance(part, ast.Constant)
                                  and isinstance(part.value, str) else None
                                  for part in node.values])
            continue
        for quote in ('"', "'", "`"):
            for literal in re.findall(f"{quote}([^{quote}\\n]{{0,160}}){quote}", text):
                found.add(literal)
                if "${" in literal:
                    pieces = re.split(r"\$\{[^}]*\}", literal)
                    parts: list[str | None] = []
                    for index, piece in enumerate(pieces):
                        parts += ([None] if index else []) + ([piece] if piece else [])
                    built.append(parts)
    return found, [parts for parts in built if isinstance(parts[0], str)
                   and len(parts[0]) > 2 and parts[0][-1] in "._"]


def _built(text: str, parts: list[str | None], quoted: set[str]) -> bool:
    """Whether an f-string of these parts can make ``text``: its texts in order, each
    field some text; when nothing but the head and dots tells the keys apart
    (``f"error.{key}"``), every field's value must stand quoted (the key raised)."""
    pattern = "".join("(.+?)" if part is None else re.escape(part) for part in parts)
    found = re.fullmatch(pattern, text)
    if found is None:
        return False
    telling = any(part is not None and len(part.strip(".")) >= 2 for part in parts[1:])
    return telling or all(_said(value, quoted) for value in found.groups())


def _said(value: str, quoted: set[str]) -> bool:
    """Whether a field's value stands in the sources: quoted, a number, the last part of
    a quoted dotted key (``inner.key[5:]`` of ``"file.annul_alone"``), or two of those
    (``"now"`` and ``".done"``)."""
    def one(text: str) -> bool:
        return (text in quoted or text.isdigit()
                or any(q.endswith("." + text) for q in quoted if "." in q))

    return one(value) or any(one(value[:i]) and value[i:] in quoted
                             for i in range(1, len(value)))


def unused(keys: list[str], sources: list[Path]) -> list[str]:
    quoted, built = _quoted(sources)
    missing = []
    for key in keys:
        rest = key.partition(".")[2]
        if key in quoted or rest in quoted:
            continue
        if any(_built(text, parts, quoted) for parts in built for text in (key, rest)):
            continue
        # two quoted parts: the report's word("balance") + "_short"; "os." + a system
        # error's key
        if any(rest[:i] in quoted and rest[i:] in quoted for i in range(2, len(rest) - 1)):
            continue
        missing.append(key)
    return missing


def test_every_catalog_entry_is_used():
    assert unused(list(words.catalog()), _sources()) == []


def test_the_check_sees_an_entry_nobody_uses():
    sources = _sources()
    assert unused(["page.never_said", "error.no_such_refusal", "report.no_such_line",
                   "step.no_such_switch.on"], sources) == [
        "page.never_said", "error.no_such_refusal", "report.no_such_line",
        "step.no_such_switch.on"]
    assert unused(["paper.signatures", "error.lead_not_held", "file.csv_no_rows",
                   "step.phone_leads.on", "dir.N.abbr", "report.balance_short"], sources) == []
