"""The server's own refusals in English, Bulgarian and Russian (a plain table, as the
printed forms do).  Everything the match core refuses is worded by
:func:`teams_app.gui.terms.error_text` in the table's language instead."""

from __future__ import annotations

from typing import Final

LANGUAGES: Final = ("en", "bg", "ru")

# key: (English, Bulgarian, Russian)
_WORDS: Final[dict[str, tuple[str, str, str]]] = {
    "bad_json": ("the request is not a JSON object",
                 "заявката не е JSON обект",
                 "запрос не является JSON-объектом"),
    "content_type": ("send the request as application/json",
                     "изпратете заявката като application/json",
                     "отправьте запрос как application/json"),
    "method": ("this address takes {method} only",
               "този адрес приема само {method}",
               "этот адрес принимает только {method}"),
    "field": ('"{field}" is missing or wrong',
              '"{field}" липсва или е грешно',
              '"{field}" отсутствует или неверно'),
    "number": ('"{field}": "{text}" is not a number (digits 0-9)',
               '"{field}": "{text}" не е число (цифри 0-9)',
               '"{field}": "{text}" не является числом (цифры 0-9)'),
    "client_id": ('"id" must be 8-64 letters, digits, "-" or "_"',
                  '"id" трябва да е 8-64 букви, цифри, "-" или "_"',
                  '"id" должен содержать 8-64 букв, цифр, "-" или "_"'),
    "id_reused": ('this "id" was used for another request',
                  'този "id" е използван за друга заявка',
                  'этот "id" уже использован для другого запроса'),
    "not_this_round": ("deal {deal} is not played at this table before round {round}",
                       "раздаване {deal} не се играе на тази маса до тур {round}",
                       "сдача {deal} не играется за этим столом до тура {round}"),
    "not_origin": ("deal {deal}: its score cards are drawn at table {table}",
                   "раздаване {deal}: скоровете му се теглят на маса {table}",
                   "сдача {deal}: её карточки счёта тянут за столом {table}"),
    "round_later": ("round {round} has not started (this is round {current})",
                    "тур {round} още не е започнал (сега е тур {current})",
                    "тур {round} ещё не начался (сейчас тур {current})"),
    "already_entered": ("deal {deal}: this table's result is already in ({result}); "
                        "correct it to change it",
                        "раздаване {deal}: резултатът на масата вече е въведен ({result}); "
                        "поправете го, за да го смените",
                        "сдача {deal}: результат стола уже введён ({result}); "
                        "исправьте его, чтобы изменить"),
    # a post kept on the phone (its outbox) and sent later: what it was typed for is gone
    "attempt_annulled": ("deal {deal} was annulled ({reason})",
                         "раздаване {deal} е анулирано ({reason})",
                         "сдача {deal} аннулирована ({reason})"),
    "attempt_moved": ("this was typed for deal {typed}; the table plays {now} now",
                      "това е въведено за раздаване {typed}; масата сега играе {now}",
                      "это введено для сдачи {typed}; стол сейчас играет {now}"),
    "result_changed": ("deal {deal}: the result was changed to {result} meanwhile; "
                       "tap it to correct it",
                       "раздаване {deal}: междувременно резултатът е сменен на {result}; "
                       "докоснете го, за да го поправите",
                       "сдача {deal}: тем временем результат изменён на {result}; "
                       "нажмите на него, чтобы исправить"),
    "other_table": ("this was typed at table {typed}; this is table {table}'s address",
                    "това е въведено на маса {typed}; този адрес е на маса {table}",
                    "это введено за столом {typed}; этот адрес стола {table}"),
    "other_match": ("this was typed for another match",
                    "това е въведено за друг мач",
                    "это введено для другого матча"),
    # the app's Room terminals dialog
    "dialog.title": ("Room terminals", "Терминали за масите", "Терминалы столов"),
    "dialog.intro": ("Each table scans its code with a phone and enters its own results "
                     "there. The phones must be on this laptop's network.",
                     "Всяка маса сканира своя код с телефон и въвежда там своите резултати. "
                     "Телефоните трябва да са в мрежата на този лаптоп.",
                     "Каждый стол сканирует свой код телефоном и вводит там свои результаты. "
                     "Телефоны должны быть в сети этого ноутбука."),
    "dialog.host": ("Listen on", "Адрес", "Адрес"),
    "dialog.port": ("Port", "Порт", "Порт"),
    "dialog.start": ("Start serving", "Започни", "Запустить"),
    "dialog.stop": ("Stop serving", "Спри", "Остановить"),
    "dialog.off": ("Off: no table can reach the match.",
                   "Изключено: никоя маса няма достъп до мача.",
                   "Выключено: ни один стол не имеет доступа к матчу."),
    "dialog.on": ("Serving on {host}:{port}. Keep this program open while the rooms play.",
                  "Работи на {host}:{port}. Дръжте програмата отворена, докато се играе.",
                  "Работает на {host}:{port}. Не закрывайте программу, пока идёт игра."),
    "dialog.local": ("127.0.0.1 is this laptop only: phones cannot reach it.",
                     "127.0.0.1 е само този лаптоп: телефоните не могат да го достигнат.",
                     "127.0.0.1 — только этот ноутбук: телефоны его не увидят."),
    "dialog.table": ("Table {t}", "Маса {t}", "Стол {t}"),
    "dialog.renew": ("New key", "Нов ключ", "Новый ключ"),
    "dialog.scoreboard": ("Scoreboard", "Табло", "Табло"),
    "dialog.scoreboard_tip": ("The balance after each round, for every phone and a screen "
                              "in the room: it shows deals complete at both tables only",
                              "Балансът след всеки тур за всеки телефон и за екран в залата: "
                              "показва само раздавания, изиграни на двете маси",
                              "Баланс после каждого тура для каждого телефона и экрана в зале: "
                              "показывает только сдачи, сыгранные за обоими столами"),
    "dialog.renew_tip": ("A new address for this table: the old one stops at once "
                         "(a lost or shared phone)",
                         "Нов адрес за масата: старият спира веднага (изгубен или чужд телефон)",
                         "Новый адрес для стола: старый сразу перестаёт работать "
                         "(потерянный или чужой телефон)"),
    "dialog.failed": ("Cannot serve: {error}", "Не може да започне: {error}",
                      "Не удалось запустить: {error}"),
    "dialog.last": ("Last request: table {t}, {route} → {status}",
                    "Последна заявка: маса {t}, {route} → {status}",
                    "Последний запрос: стол {t}, {route} → {status}"),
    "server_error": ("the laptop could not do it: {error}",
                     "лаптопът не можа да го направи: {error}",
                     "ноутбук не смог это сделать: {error}"),
}


def word(key: str, lang: str, **values: object) -> str:
    """A server refusal in ``lang`` (English when the language is unknown)."""
    texts = _WORDS[key]
    index = LANGUAGES.index(lang) if lang in LANGUAGES else 0
    return texts[index].format(**values)
