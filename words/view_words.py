"""The catalog's entries for the counts the app's views show (``view.…``): a balance
after so many deals, an auction's calls so far, the deals analysed."""

from __future__ import annotations

from typing import Final

from words import Entry

WORDS: Final[dict[str, Entry]] = {
    # a table's diagram of a round (screen and phone; the paper's total row is the same
    # sum): {pa}, {pb} are points, with "(+n)" for those the other table has still to play
    "view.points": ("Points on this diagram: {a} {pa}, {b} {pb}",
                    "Точки на тази диаграма: {a} {pa}, {b} {pb}",
                    "Очки на этой диаграмме: {a} {pa}, {b} {pb}"),
    "view.points_after": ("Replays after round {r}: {a} {pa}, {b} {pb}",
                          "Преигравания след тур {r}: {a} {pa}, {b} {pb}",
                          "Переигровки после тура {r}: {a} {pa}, {b} {pb}"),
    "view.balance_points": (("Balance after {n} deal: {lead} points",
                             "Balance after {n} deals: {lead} points"),
                            ("Баланс след {n} раздаване: {lead} точки",
                             "Баланс след {n} раздавания: {lead} точки"),
                            ("Баланс после {n} сдачи: {lead} очков",
                             "Баланс после {n} сдач: {lead} очков",
                             "Баланс после {n} сдач: {lead} очков")),
    "view.balance_imps": (("Balance after {n} deal: {lead} IMPs",
                           "Balance after {n} deals: {lead} IMPs"),
                          ("Баланс след {n} раздаване: {lead} IMP",
                           "Баланс след {n} раздавания: {lead} IMP"),
                          ("Баланс после {n} сдачи: {lead} IMP",
                           "Баланс после {n} сдач: {lead} IMP",
                           "Баланс после {n} сдач: {lead} IMP")),
    "view.balance_vp": (("After {n} deal: {a} {va} VP – {b} {vb} VP ({lead} IMPs)",
                         "After {n} deals: {a} {va} VP – {b} {vb} VP ({lead} IMPs)"),
                        ("След {n} раздаване: {a} {va} VP – {b} {vb} VP ({lead} IMP)",
                         "След {n} раздавания: {a} {va} VP – {b} {vb} VP ({lead} IMP)"),
                        ("После {n} сдачи: {a} {va} VP – {b} {vb} VP ({lead} IMP)",
                         "После {n} сдач: {a} {va} VP – {b} {vb} VP ({lead} IMP)",
                         "После {n} сдач: {a} {va} VP – {b} {vb} VP ({lead} IMP)")),
    "view.calls_so_far": (("{n} call so far; {who} to call.",
                           "{n} calls so far; {who} to call."),
                          ("Обяви досега: {n}; обявява {who}.",) * 2,
                          ("Заявок пока: {n}; говорит {who}.",) * 3),
    "view.analysed": (("Analysed: {n} deal.", "Analysed: {n} deals."),
                      ("Анализирани раздавания: {n}.",) * 2,
                      ("Проанализировано сдач: {n}.",) * 3),
    # the seat draw (spec §1): the wizard and `teams-app new --draw`
    "draw.highest": ("{player} drew {card}, the highest card of all eight: {player} is A-1 "
                     "and {team} are team A",
                     "{player} изтегли {card}, най-високата карта от всички осем: {player} е "
                     "A-1 и отборът му ({team}) е отбор A",
                     "{player} вытянул(а) {card}, старшую карту из всех восьми: {player} — "
                     "A-1, и {team} — команда A"),
    # the set-up wizard: a name not typed yet (the teams are team 1 and 2 until the draw)
    "wizard.team_missing": ("Team {n} needs a name.", "Отбор {n} няма име.",
                            "У команды {n} нет названия."),
    "wizard.player_missing": ("Team {n}: player {i} needs a name.",
                              "Отбор {n}: играч {i} няма име.",
                              "Команда {n}: у игрока {i} нет имени."),
}
