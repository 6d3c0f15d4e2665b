"""The phone page's own words (``page.…``): what a table's page (``teams_app/server/page``)
says around the match's state.  The server embeds them in en, bg and ru in the page it
serves, with the few it shares with the papers (a column's "Deal", "Result"); the texts
of the state itself (hints, seats, score cards, refusals) come worded from the server.
The page fills the ``{name}`` fields and picks a plural form by :func:`words.plural_form`'s
rule."""

from __future__ import annotations

from typing import Final

from words import Entry

WORDS: Final[dict[str, Entry]] = {
    "page.table": ("Table {t} · round {r}", "Маса {t} · тур {r}", "Стол {t} · тур {r}"),
    "page.next": ("Next", "Следва", "Дальше"),
    "page.diagram": ("Diagram", "Диаграма", "Диаграмма"),
    "page.seats": ("Seats", "Места", "Места"),
    # the A+ button: the page's text larger in steps (then back to the browser's size)
    "page.larger": ("Larger text (now {n} %)", "По-едър текст (сега {n} %)",
                    "Крупнее текст (сейчас {n} %)"),
    # the diagram's narrow columns: the game, its dealer, the NS score of the result
    "page.game": ("G", "Игра", "И"),
    "page.dealer": ("D", "Раз.", "Сд."),
    "page.score": ("{ns} pts", "{ns} т.", "{ns} оч."),
    # what the table enters now
    "page.target": ("Game {g} · deal {d} · {dealer} deals",
                    "Игра {g} · раздаване {d} · раздава {dealer}",
                    "Игра {g} · сдача {d} · сдаёт {dealer}"),
    "page.correcting": ("Correcting deal {d}", "Поправка на раздаване {d}",
                        "Исправление сдачи {d}"),
    "page.picked": ("Entering deal {d} (game {g})", "Въвеждане на раздаване {d} (игра {g})",
                    "Ввод сдачи {d} (игра {g})"),
    "page.wait": ("Wait for deal {d} from table {t} — tap the game you played instead",
                  "Чакайте раздаване {d} от маса {t} — или докоснете играта, която изиграхте",
                  "Ждите сдачу {d} от стола {t} — или нажмите на сыгранную игру"),
    # the opening lead typed with the result, when the match's setting asks for it
    "page.lead": ("Opening lead (optional)", "Първо извеждане (по желание)",
                  "Первый ход (необязательно)"),
    "page.lead_hint": ("e.g. ♠K or SK", "напр. ♠Р или пР", "напр. ♠К или пК"),
    "page.with_lead": ("{r}, lead {l}", "{r}, извеждане {l}", "{r}, первый ход {l}"),
    "page.store": ("Store", "Запиши", "Записать"),
    "page.clear": ("Clear", "Изчисти", "Стереть"),
    "page.draw": ("Draw score cards", "Изтегли скоровете", "Тянуть карточки счёта"),
    # the score cards drawn: each line's name and its card
    "page.cards": ("{ns} {nsc} · {ew} {ewc}", "{ns} {nsc} · {ew} {ewc}",
                   "{ns} {nsc} · {ew} {ewc}"),
    # the live score of the entry being typed
    "page.zero": ("0 — no points to either team", "0 — няма точки за никого",
                  "0 — никто не получает очков"),
    "page.wins": ("{ns_line} {ns} → {team} ({line}) score {p}",
                  "{ns_line} {ns} → {team} ({line}) печели {p}",
                  "{ns_line} {ns} → {team} ({line}) получает {p}"),
    # the envelopes checked on arrival
    "page.all13": ("All 13, score cards there", "По 13 карти, скоровете са там",
                   "По 13 карт, карточки счёта на месте"),
    "page.all13b": ("All 13 in every envelope", "По 13 карти във всеки плик",
                    "По 13 карт в каждом конверте"),
    "page.short": ("Or one envelope found otherwise:", "Или в един плик има нередност:",
                   "Или с одним конвертом что-то не так:"),
    "page.sc1": ("its score cards were there", "скоровете му бяха там",
                 "его карточки счёта были там"),
    "page.report": ("Report this envelope", "Съобщи за този плик", "Сообщить об этом конверте"),
    # the seats: a block of games, and the block whose compass is turned
    "page.games": ("games {g}", "игри {g}", "игры {g}"),
    "page.turned": ("games {g} (turned)", "игри {g} (обърнато)", "игры {g} (с поворотом)"),
    # the laptop's answers to a post
    "page.stored": ("Stored: deal {d} {r}", "Записано: раздаване {d} {r}",
                    "Записано: сдача {d} {r}"),
    "page.drawn": ("Drawn for deal {d}", "Изтеглени за раздаване {d}",
                   "Вытянуты для сдачи {d}"),
    "page.checked": ("Envelopes checked (round {r})", "Пликовете са проверени (тур {r})",
                     "Конверты проверены (тур {r})"),
    # the outbox: the posts kept on the phone until the laptop has them
    "page.sending": ("Sending…", "Изпращам…", "Отправляю…"),
    "page.waiting": ("Not sent yet", "Още не е изпратено", "Ещё не отправлено"),
    "page.unsent": ("not sent yet: {what}", "още не е изпратено: {what}",
                    "ещё не отправлено: {what}"),
    "page.inflight": ("sending…: {what}", "изпраща се…: {what}", "отправляется…: {what}"),
    "page.refused": ("not stored: {what} — {why}", "не е записано: {what} — {why}",
                     "не записано: {what} — {why}"),
    "page.elsewhere": ("typed at table {t}, goes from that table's page: {what}",
                       "въведено на маса {t}, изпраща се от нейната страница: {what}",
                       "введено за столом {t}, уйдёт со страницы этого стола: {what}"),
    "page.othermatch": ("typed for another match, not sent: {what}",
                        "въведено за друг мач, не се изпраща: {what}",
                        "введено для другого матча, не отправляется: {what}"),
    "page.remove": ("Remove from this phone", "Махни от този телефон",
                    "Убрать с этого телефона"),
    "page.item_result": ("deal {d}, {r}", "раздаване {d}, {r}", "сдача {d}, {r}"),
    "page.item_draw": ("deal {d}, score cards", "раздаване {d}, скорове",
                       "сдача {d}, карточки счёта"),
    "page.item_check": ("envelopes of round {r}", "пликовете от тур {r}", "конверты тура {r}"),
    # the banner: the laptop silent, or this address dead
    "page.quiet": ("No answer from the laptop for {s} s — still trying…",
                   "Няма отговор от лаптопа от {s} с — опитвам отново…",
                   "Нет ответа от ноутбука {s} с — продолжаю попытки…"),
    "page.pending": (("{count} entry not sent yet", "{count} entries not sent yet"),
                     ("{count} неизпратен запис", "{count} неизпратени записа"),
                     ("{count} запись не отправлена", "{count} записи не отправлены",
                      "{count} записей не отправлено")),
    "page.kept": ("What is not sent yet stays on this phone and goes once this table's page "
                  "is open again.",
                  "Неизпратеното остава на този телефон и се изпраща, щом страницата на масата "
                  "се отвори отново.",
                  "Неотправленное остаётся на этом телефоне и уйдёт, как только страница стола "
                  "откроется снова."),
    "page.gone": ("This code is no longer valid — scan the table's new code on the laptop "
                  "(Match › Room terminals).",
                  "Този код вече не е валиден — сканирайте новия код на масата от лаптопа "
                  "(Мач › Терминали за масите).",
                  "Этот код больше не действует — отсканируйте новый код стола на ноутбуке "
                  "(Матч › Терминалы столов)."),
    # the other line confirms a result typed on the phone (issue 32); {line}: EW's name
    "page.confirm_title": ("Deal {d}: {line}, is this right?", "Раздаване {d}: {line}, вярно ли е?",
                           "Сдача {d}: {line}, всё верно?"),
    "page.confirm_correction": ("Correction of deal {d} (was {was}): {line}, is this right?",
                                "Поправка на раздаване {d} (беше {was}): {line}, вярно ли е?",
                                "Исправление сдачи {d} (было {was}): {line}, всё верно?"),
    "page.tricks": ("Tricks taken", "Взети взятки", "Взято взяток"),
    "page.honours": ("Honours", "Онери", "Онёры"),
    "page.confirm": ("{line}: confirm", "{line}: потвърждаваме", "{line}: подтверждаем"),
    "page.not_right": ("Not right", "Не е вярно", "Неверно"),
    "page.waiting_confirm": ("waiting for {line}", "чака {line}", "ждёт {line}"),
    "page.typed": ("Deal {d} {r}: {line} to confirm", "Раздаване {d} {r}: потвърждава {line}",
                   "Сдача {d} {r}: подтверждает {line}"),
    "page.confirmed": ("Confirmed: deal {d} {r}", "Потвърдено: раздаване {d} {r}",
                       "Подтверждено: сдача {d} {r}"),
    "page.not_confirmed": ("Not confirmed: deal {d} — type it again",
                           "Не е потвърдено: раздаване {d} — въведете го отново",
                           "Не подтверждено: сдача {d} — введите заново"),
    "page.item_confirm": ("deal {d}: confirmed", "раздаване {d}: потвърдено",
                          "сдача {d}: подтверждено"),
    "page.item_refuse": ("deal {d}: not right", "раздаване {d}: не е вярно",
                         "сдача {d}: неверно"),
    # both lines sign the table's round at its end (issue 32)
    "page.sign_title": ("Round {r} is played: both lines check the diagram and sign it",
                        "Тур {r} е изигран: двете линии проверяват диаграмата и я подписват",
                        "Тур {r} сыгран: обе линии проверяют диаграмму и подписывают её"),
    "page.sign": ("{line}: sign", "{line}: подписваме", "{line}: подписываем"),
    "page.signed_by": ("{line} signed", "{line} подписаха", "{line} подписали"),
    "page.signed": ("Round {r} signed by both lines", "Тур {r} е подписан от двете линии",
                    "Тур {r} подписан обеими линиями"),
    "page.item_sign": ("round {r}: {line} sign", "тур {r}: подписват {line}",
                       "тур {r}: подписывают {line}"),
}
