"""The bridge vocabulary, one per language, used on screen, phone and paper alike:
directions, lines, ranks, strains and no-trump, pass and the doubling marks, honours,
vulnerability and the score cards' notation.

Suits are written with their symbols (♠ ♥ ♦ ♣) in every language; a ten is "10".
"""

from __future__ import annotations

from typing import Final

from words import Entry

WORDS: Final[dict[str, Entry]] = {
    # directions: in words, as a compass letter, and as written next to a team's
    # player code on paper (Russian "В" for East would read as team B: "Вос")
    "dir.N": ("North", "Север", "Север"),
    "dir.E": ("East", "Изток", "Восток"),
    "dir.S": ("South", "Юг", "Юг"),
    "dir.W": ("West", "Запад", "Запад"),
    "dir.N.letter": ("N", "С", "С"),
    "dir.E.letter": ("E", "И", "В"),
    "dir.S.letter": ("S", "Ю", "Ю"),
    "dir.W.letter": ("W", "З", "З"),
    "dir.N.abbr": ("N", "С", "Сев."),
    "dir.E.abbr": ("E", "И", "Вост."),
    "dir.S.abbr": ("S", "Ю", "Юг"),
    "dir.W.abbr": ("W", "З", "Зап."),
    "line.NS": ("NS", "СЮ", "СЮ"),
    "line.EW": ("EW", "ИЗ", "ВЗ"),
    # card ranks (the ten is "10" everywhere)
    "rank.A": ("A", "А", "Т"),
    "rank.K": ("K", "Р", "К"),
    "rank.Q": ("Q", "Д", "Д"),
    "rank.J": ("J", "В", "В"),
    "rank.T": ("10", "10", "10"),
    # strains and calls
    "strain.NT": ("NT", "БК", "БК"),
    "call.pass": ("Pass", "Пас", "Пас"),
    "call.X": ("X", "к", "к"),
    "call.XX": ("XX", "рк", "рк"),
    "doubled": ("doubled", "контра", "контра"),
    "redoubled": ("redoubled", "реконтра", "реконтра"),
    "honours": ("honours", "онери", "онёры"),
    # vulnerability and the score cards (a card: vulnerability, then the part-score)
    "vul.yes": ("vulnerable", "в зона", "в зоне"),
    "vul.no": ("not vulnerable", "извън зона", "вне зоны"),
    "vul.none": ("none", "никой", "никто"),
    "vul.both": ("both", "всички", "все"),
    "vul.yes.short": ("V", "в.з.", "в зоне"),
    "vul.no.short": ("NV", "изв. з.", "вне з."),
    "score_card": ("{vul}{part}", "{vul} {part}", "{vul} {part}"),
    "part_score": ("part-score", "частичен резултат", "частичная запись"),
}
