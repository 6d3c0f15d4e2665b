"""The scoreboard's and the HTML match report's words (:mod:`teams_app.report_html`,
``report.…``); bridge words (contracts, directions, calls, annulment reasons, par) come
from :mod:`words.texts` and :mod:`words.notation` in the same language."""

from __future__ import annotations

from typing import Final

from words import Entry

#: each language's own name, for the links between them
LANGUAGE_NAMES: Final = {"en": "English", "bg": "Български", "ru": "Русский"}
#: the language buttons' marks on every phone page (the rooms' pages write the same in
#: teams_app/server/page/shell.html)
LANGUAGE_MARKS: Final = {"en": "EN", "bg": "БГ", "ru": "РУ"}

WORDS: Final[dict[str, Entry]] = {
    "report.scoreboard": ("Scoreboard", "Табло", "Табло"),
    # the scoreboard's A+ button (its text larger in steps, then back)
    "report.larger": ("Larger text", "По-едър текст", "Крупнее текст"),
    "report.offline": ("No answer from the laptop — still trying…",
                       "Няма отговор от лаптопа — опитвам отново…",
                       "Нет ответа от ноутбука — продолжаю попытки…"),
    "report.report": ("Match report", "Отчет за мача", "Отчёт о матче"),
    "report.in_progress": ("match in progress", "мачът продължава", "матч продолжается"),
    "report.complete": ("match complete", "мачът е завършен", "матч завершён"),
    "report.nothing_yet": ("no deal is complete at both tables yet",
                           "още няма раздаване, изиграно на двете маси",
                           "ещё нет сдачи, сыгранной за обоими столами"),
    "report.round_in_progress": (("round {round} in progress: {counted} of {deals} deal",
                                  "round {round} in progress: {counted} of {deals} deals"),
                                 ("тур {round} се играе: {counted} от {deals} раздаване",
                                  "тур {round} се играе: {counted} от {deals} раздавания"),
                                 ("тур {round} идёт: {counted} из {deals} сдачи",
                                  "тур {round} идёт: {counted} из {deals} сдач",
                                  "тур {round} идёт: {counted} из {deals} сдач")),
    "report.balance": ("Balance", "Баланс", "Баланс"),
    "report.balance_short": ("Bal.", "Бал.", "Бал."),
    "report.running_short": ("Cum.", "Общ.", "Общ."),
    "report.given_away_short": ("Given", "Подар.", "Подар."),
    "report.running": ("Running balance", "Общ баланс", "Общий баланс"),
    "report.given_away": ("Given away (so far)", "Подарени (общо)", "Подарено (всего)"),
    "report.deals": ("Deals", "Раздавания", "Сдачи"),
    # once the match is over: who won (the scoreboard and the report)
    "report.won": ("{team} won by {points}", "{team} спечели с {points}",
                   "победитель — {team}, перевес {points}"),
    "report.leads": ("{team} leads by {points}", "{team} води с {points}",
                     "{team} впереди на {points}"),
    "report.level": ("All square", "Равенство", "Равный счёт"),
    "report.after_round": ("After round {round}", "След тур {round}", "После тура {round}"),
    "report.chart": ("Running balance after each round", "Общият баланс след всеки тур",
                     "Общий баланс после каждого тура"),
    "report.round_deals": ("Round {round}: the deals", "Тур {round}: раздаванията",
                           "Тур {round}: сдачи"),
    "report.deal": ("Deal {deal}", "Раздаване {deal}", "Сдача {deal}"),
    "report.dealer": ("dealer {dealer}", "раздава {dealer}", "сдаёт {dealer}"),
    "report.cards": ("score cards NS {ns}, EW {ew}", "скорове СЮ {ns}, ИЗ {ew}",
                     "карточки СЮ {ns}, ВЗ {ew}"),
    "report.contract": ("Result", "Резултат", "Результат"),
    "report.lead": ("Lead", "Извеждане", "Первый ход"),
    "report.ns_score": ("NS score", "Точки СЮ", "Очки СЮ"),
    "report.net": ("Net for {team}: {points}", "Разлика за {team}: {points}",
                   "Разница для {team}: {points}"),
    "report.annulled": ("annulled: {reason}", "анулирано: {reason}", "аннулирована: {reason}"),
    "report.replay_pending": ("the replay is still to be played", "преиграването предстои",
                              "переигровка ещё предстоит"),
    "report.pending": ("not complete at both tables yet", "още не е изиграно на двете маси",
                       "ещё не сыграна за обоими столами"),
    "report.auction": ("Auction at table {t}", "Наддаване на маса {t}", "Торговля за столом {t}"),
    "report.hands": ("Hands", "Ръце", "Руки"),
    "report.dd": ("Double-dummy tricks", "Взятки при открити карти", "Взятки при открытых картах"),
    "report.par": ("Par: {contracts} ({score})", "Пар: {contracts} ({score})",
                   "Пар: {contracts} ({score})"),
}
