"""The catalog's entries for what a screen reader says (``spoken.…``): a contract in
words ("four hearts"), a table's result and a row of a table's diagram as a sentence
("game 3, deal 15, four hearts by South, made, 420 to Lions"), worded by
:mod:`words.spoken`."""

from __future__ import annotations

from typing import Final

from words import Entry

WORDS: Final[dict[str, Entry]] = {
    # the level of a contract in words, as a feminine noun wants it (bg, ru: a suit);
    # ``.m`` where a masculine or neuter strain wants another word (bg каро, без коз;
    # ru без козыря)
    "spoken.number.1": ("one", "една", "одна"),
    "spoken.number.1.m": ("one", "едно", "один"),
    "spoken.number.2": ("two", "две", "две"),
    "spoken.number.2.m": ("two", "две", "два"),
    "spoken.number.3": ("three", "три", "три"),
    "spoken.number.4": ("four", "четири", "четыре"),
    "spoken.number.5": ("five", "пет", "пять"),
    "spoken.number.6": ("six", "шест", "шесть"),
    "spoken.number.7": ("seven", "седем", "семь"),
    # a contract's level and strain (count: the level)
    "spoken.strain.C": (("{number} club", "{number} clubs"),
                        ("{number} спатия", "{number} спатии"),
                        ("{number} трефа", "{number} трефы", "{number} треф")),
    "spoken.strain.D": (("{number} diamond", "{number} diamonds"),
                        ("{number} каро", "{number} кари"),
                        ("{number} бубна", "{number} бубны", "{number} бубен")),
    "spoken.strain.H": (("{number} heart", "{number} hearts"),
                        ("{number} купа", "{number} купи"),
                        ("{number} черва", "{number} червы", "{number} червей")),
    "spoken.strain.S": (("{number} spade", "{number} spades"),
                        ("{number} пика", "{number} пики"),
                        ("{number} пика", "{number} пики", "{number} пик")),
    "spoken.strain.NT": (("{number} no trump", "{number} no trump"),
                         ("{number} без коз", "{number} без коз"),
                         ("{number} без козыря", "{number} без козыря",
                          "{number} без козыря")),
    "spoken.by": ("{contract} by {declarer}", "{contract}, разиграва {declarer}",
                  "{contract}, играет {declarer}"),
    "spoken.made": ("made", "изпълнен", "выполнен"),
    "spoken.over": (("made with {count} overtrick", "made with {count} overtricks"),
                    ("изпълнен с {count} надвзятка", "изпълнен с {count} надвзятки"),
                    ("выполнен, {count} лишняя", "выполнен, {count} лишние",
                     "выполнен, {count} лишних")),
    "spoken.down": (("down {count}", "down {count}"),
                    ("без {count}", "без {count}"),
                    ("без {count}", "без {count}", "без {count}")),
    "spoken.passed": ("passed out", "пас от всички", "все спасовали"),
    "spoken.honours": ("honours {honours}", "онери {honours}", "онёры {honours}"),
    "spoken.game": ("game {game}", "игра {game}", "игра {game}"),
    "spoken.deal": ("deal {deal}", "раздаване {deal}", "сдача {deal}"),
    "spoken.points_to": ("{points} to {team}", "{points} за {team}",
                         "{points} в пользу {team}"),
    "spoken.no_points": ("no points", "без точки", "без очков"),
    "spoken.not_played": ("not played yet", "още не е изиграно", "ещё не сыграна"),
    "spoken.annulled": ("annulled, reason {reason}", "анулирано, причина {reason}",
                        "аннулирована, причина {reason}"),
}
