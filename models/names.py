"""Team and player names: the one rule a name follows (:func:`check_name`) and when two
names count as the same (:func:`name_key`: case, compatibility forms, invisible
characters and letters that look alike across Latin, Cyrillic and Greek)."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Final

from models.errors import InputError

#: The longest team or player name: screens and papers are laid out for it.
MAX_NAME_LENGTH = 40


#: Letters of other scripts that look like Latin ones, as :func:`name_key` sees them
#: (already case folded, so each stands for its capital too): Cyrillic А В Е К М Н О Р С
#: Т Х У (and І Ј Ѕ Һ Ү Ӏ Ԁ Ԛ Ԝ; Ё Ї as Ë Ï) and Greek Α Β Ε Ζ Η Ι Κ Μ Ν Ο Ρ Τ Υ Χ.
_LOOK_ALIKES: Final = str.maketrans({
    "\u0430": "a", "\u0432": "b", "\u0435": "e", "\u043a": "k", "\u043c": "m",  # а в е к м
    "\u043d": "h", "\u043e": "o", "\u0440": "p", "\u0441": "c", "\u0442": "t",  # н о р с т
    "\u0445": "x", "\u0443": "y", "\u0456": "i", "\u0458": "j", "\u0455": "s",  # х у і ј ѕ
    "\u04bb": "h", "\u04af": "y", "\u04cf": "l", "\u0501": "d", "\u051b": "q",  # һ ү ӏ ԁ ԛ
    "\u051d": "w", "\u0451": "\u00eb", "\u0457": "\u00ef",                     # ԝ ё ї
    "\u03b1": "a", "\u03b2": "b", "\u03b5": "e", "\u03b6": "z", "\u03b7": "h",  # α β ε ζ η
    "\u03b9": "i", "\u03ba": "k", "\u03bc": "m", "\u03bd": "n", "\u03bf": "o",  # ι κ μ ν ο
    "\u03c1": "p", "\u03c4": "t", "\u03c5": "y", "\u03c7": "x"})                # ρ τ υ χ


def name_key(name: str) -> str:
    """What two team or player names are compared by: two names with the same key count
    as the same name.  Compatibility forms unified (NFKC: full-width letters, ligatures),
    case folded, invisible format characters left out, runs of spaces as one, and letters
    that look alike across Latin, Cyrillic and Greek as one (``"Аня"`` with a Cyrillic А
    and ``"Aня"`` with a Latin A)."""
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())
    seen = "".join(c for c in folded if unicodedata.category(c) != "Cf")  # invisible
    return " ".join(seen.translate(_LOOK_ALIKES).split())


def same_name(one: str, other: str) -> bool:
    """Whether two names count as the same (:func:`name_key`)."""
    return name_key(one) == name_key(other)


def check_name(text: str, what: str) -> str:
    """The one rule for team and player names (the app's wizard, ``new``, renames, the
    match file read back): stripped, 1-:data:`MAX_NAME_LENGTH` characters, no control
    characters and no invisible format characters (Unicode Cf: bidi overrides such as
    U+202E, zero-width spaces and joiners, soft hyphens), which would make two names look
    alike or turn text around on papers and phones."""
    name = text.strip()
    if not name:
        raise InputError(f"{what}: a name is needed", "name_missing", {"what": what})
    if len(name) > MAX_NAME_LENGTH:
        raise InputError(f"{what}: the name has {len(name)} characters; at most "
                         f"{MAX_NAME_LENGTH}", "name_long",
                         {"what": what, "length": len(name), "most": MAX_NAME_LENGTH})
    if any(unicodedata.category(c) in ("Cc", "Cs", "Zl", "Zp") for c in name):
        raise InputError(f"{what}: the name holds control characters", "name_control",
                         {"what": what})
    invisible = next((c for c in name if unicodedata.category(c) == "Cf"), None)
    if invisible is not None:
        code = f"U+{ord(invisible):04X}"
        raise InputError(f"{what}: the name holds an invisible character ({code})",
                         "name_invisible", {"what": what, "code": code})
    return name


def check_team_names(team_a: str, team_b: str) -> tuple[str, str]:
    """Both team names by :func:`check_name`, and not the same (:func:`same_name`)."""
    a, b = check_name(team_a, "team A"), check_name(team_b, "team B")
    check_other_team(b, a)
    return a, b


def check_other_team(name: str, other: str) -> None:
    """A team's name is not the other team's (:func:`same_name`)."""
    if same_name(name, other):
        raise InputError(f'both teams are called "{other}": give them different names',
                         "team_names_same", {"name": other})


def first_clash(names: Sequence[str]) -> str | None:
    """The first name that counts as the same as an earlier one (None: all differ)."""
    seen: set[str] = set()
    for name in names:
        key = name_key(name)
        if key in seen:
            return name
        seen.add(key)
    return None
