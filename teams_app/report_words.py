"""The scoreboard's and the HTML match report's words in English, Bulgarian and Russian
(a plain table, as :mod:`teams_app.server.words` and the printed forms do).  Bridge
words (contracts, directions, calls, annulment reasons, par) come from
:mod:`teams_app.gui.terms` in the same language."""

from __future__ import annotations

from typing import Final

LANGUAGES: Final = ("en", "bg", "ru")
#: each language's own name, for the links between them
LANGUAGE_NAMES: Final = {"en": "English", "bg": "Български", "ru": "Русский"}

# key: (English, Bulgarian, Russian)
_WORDS: Final[dict[str, tuple[str, str, str]]] = {
    "scoreboard": ("Scoreboard", "Табло", "Табло"),
    "report": ("Match report", "Отчет за мача", "Отчёт о матче"),
    "in_progress": ("match in progress", "мачът продължава", "матч продолжается"),
    "complete": ("match complete", "мачът е завършен", "матч завершён"),
    "nothing_yet": ("no deal is complete at both tables yet",
                    "още няма раздаване, изиграно на двете маси",
                    "ещё нет сдачи, сыгранной за обоими столами"),
    "round_in_progress": ("round {round} in progress: {counted} of {deals} deals",
                          "тур {round} се играе: {counted} от {deals} раздавания",
                          "тур {round} идёт: {counted} из {deals} сдач"),
    "sheet": ("Result sheet", "Лист с резултатите", "Лист результатов"),
    "round": ("Round", "Тур", "Тур"),
    "table": ("Table {t}", "Маса {t}", "Стол {t}"),
    "table_short": ("T{t}", "М{t}", "С{t}"),
    "balance": ("Balance", "Баланс", "Баланс"),
    "balance_short": ("Bal.", "Бал.", "Бал."),
    "running_short": ("Cum.", "Общ.", "Общ."),
    "given_away_short": ("Given", "Подар.", "Подар."),
    "running": ("Running balance", "Общ баланс", "Общий баланс"),
    "given_away": ("Given away (so far)", "Подарени (общо)", "Подарено (всего)"),
    "deals": ("Deals", "Раздавания", "Сдачи"),
    "total": ("Total", "Общо", "Итого"),
    "leads": ("{team} leads by {points}", "{team} води с {points}",
              "{team} ведёт на {points}"),
    "level": ("All square", "Равенство", "Равный счёт"),
    "after_round": ("After round {round}", "След тур {round}", "После тура {round}"),
    "victory": ("Percentage of the victory", "Процент на победата", "Процент победы"),
    "victory_formula": ("the winner's points won on deals ÷ all points that changed hands",
                        "спечелените от победителя точки ÷ всички точки, сменили страната",
                        "выигранные победителем очки ÷ все очки, перешедшие из рук в руки"),
    "final": ("Final percentage", "Краен процент", "Итоговый процент"),
    "final_formula": ("a team's points made ÷ both teams' points made",
                      "точките на отбора ÷ точките на двата отбора",
                      "очки команды ÷ очки обеих команд"),
    "chart": ("Running balance after each round", "Общият баланс след всеки тур",
              "Общий баланс после каждого тура"),
    "round_deals": ("Round {round}: the deals", "Тур {round}: раздаванията",
                    "Тур {round}: сдачи"),
    "deal": ("Deal {deal}", "Раздаване {deal}", "Сдача {deal}"),
    "dealer": ("dealer {dealer}", "раздава {dealer}", "сдаёт {dealer}"),
    "cards": ("score cards NS {ns}, EW {ew}", "скорове СЮ {ns}, ИЗ {ew}",
              "карточки СЮ {ns}, ВЗ {ew}"),
    "contract": ("Result", "Резултат", "Результат"),
    "lead": ("Lead", "Извод", "Первый ход"),
    "ns_score": ("NS score", "Точки СЮ", "Очки СЮ"),
    "net": ("Net for {team}: {points}", "Нетно за {team}: {points}",
            "Итог для {team}: {points}"),
    "annulled": ("annulled: {reason}", "анулирано: {reason}", "аннулирована: {reason}"),
    "replay_pending": ("the replay is still to be played", "преиграването предстои",
                       "переигровка ещё предстоит"),
    "not_replayed": ("not replayed", "без преиграване", "без переигровки"),
    "pending": ("not complete at both tables yet", "още не е изиграно на двете маси",
                "ещё не сыграна за обоими столами"),
    "auction": ("Auction at table {t}", "Наддаване на маса {t}", "Торговля за столом {t}"),
    "hands": ("Hands", "Ръце", "Руки"),
    "dd": ("Double-dummy tricks", "Взятки при открити карти", "Взятки при открытых картах"),
    "par": ("Par: {contracts} ({score})", "Пар: {contracts} ({score})",
            "Пар: {contracts} ({score})"),
    "open_round": ("Open the deals of round {round}", "Раздаванията на тур {round}",
                   "Сдачи тура {round}"),
    "no_complete": ("No deal of this round is complete yet.",
                    "Още няма завършено раздаване от този тур.",
                    "Ещё нет завершённой сдачи этого тура."),
}


def word(key: str, lang: str, **values: object) -> str:
    """A text in ``lang`` (English when the language is unknown)."""
    texts = _WORDS[key]
    index = LANGUAGES.index(lang) if lang in LANGUAGES else 0
    return texts[index].format(**values)
