"""The phone server's own words (:mod:`teams_app.server`): its refusals of a request
(``phone.…``), and the app's Room terminals dialog (``terminals.…``).  Everything the
match core refuses is worded by :func:`words.errors.error_text` in the table's language."""

from __future__ import annotations

from typing import Final

from words import Entry

WORDS: Final[dict[str, Entry]] = {
    "phone.bad_json": ("the request is not a JSON object",
                       "заявката не е JSON обект",
                       "запрос не является JSON-объектом"),
    "phone.json_deep": ("the request nests deeper than {most} levels: it is not a phone's",
                        "заявката е вложена на повече от {most} нива: не е от телефон",
                        "запрос вложен глубже {most} уровней: это не запрос телефона"),
    "phone.content_type": ("send the request as application/json",
                           "изпратете заявката като application/json",
                           "отправьте запрос как application/json"),
    "phone.method": ("this address takes {method} only",
                     "този адрес приема само {method}",
                     "этот адрес принимает только {method}"),
    "phone.field": ('"{field}" is missing or wrong',
                    '"{field}" липсва или е грешно',
                    '"{field}" отсутствует или неверно'),
    "phone.number": ('"{field}": "{text}" is not a number (digits 0-9)',
                     '"{field}": "{text}" не е число (цифри 0-9)',
                     '"{field}": "{text}" не является числом (цифры 0-9)'),
    "phone.client_id": ('"id" must be 8-64 letters, digits, "-" or "_"',
                        '"id" трябва да е 8-64 букви, цифри, "-" или "_"',
                        '"id" должен содержать 8-64 букв, цифр, "-" или "_"'),
    "phone.id_reused": ('this "id" was used for another request',
                        'този "id" е използван за друга заявка',
                        'этот "id" уже использован для другого запроса'),
    "phone.not_this_round": ("deal {deal} is not played at this table before round {round}",
                             "раздаване {deal} не се играе на тази маса до тур {round}",
                             "сдача {deal} не играется за этим столом до тура {round}"),
    # a lead posted while the match's setting keeps leads on the laptop (issue 32)
    "phone.lead_off": ("this match takes the opening lead on the laptop, not on the phones",
                       "в този мач първото извеждане се въвежда на лаптопа, не на телефоните",
                       "в этом матче первый ход вводят на ноутбуке, а не на телефонах"),
    "phone.not_origin": ("deal {deal}: its score cards are drawn at table {table}",
                         "раздаване {deal}: скоровете му се теглят на маса {table}",
                         "сдача {deal}: её карточки счёта тянут за столом {table}"),
    "phone.round_later": ("round {round} has not started (this is round {current})",
                          "тур {round} още не е започнал (сега е тур {current})",
                          "тур {round} ещё не начался (сейчас тур {current})"),
    "phone.already_entered": ("deal {deal}: this table's result is already in ({result}); "
                              "correct it to change it",
                              "раздаване {deal}: резултатът на масата вече е въведен ({result}); "
                              "поправете го, за да го смените",
                              "сдача {deal}: результат стола уже введён ({result}); "
                              "исправьте его, чтобы изменить"),
    # a post kept on the phone (its outbox) and sent later: what it was typed for is gone
    "phone.attempt_annulled": ("deal {deal} was annulled ({reason})",
                               "раздаване {deal} е анулирано ({reason})",
                               "сдача {deal} аннулирована ({reason})"),
    "phone.attempt_moved": ("this was typed for deal {typed}; the table plays {now} now",
                            "това е въведено за раздаване {typed}; масата сега играе {now}",
                            "это введено для сдачи {typed}; стол сейчас играет {now}"),
    "phone.result_changed": ("deal {deal}: the result was changed to {result} meanwhile; "
                             "tap it to correct it",
                             "раздаване {deal}: междувременно резултатът е сменен на {result}; "
                             "докоснете го, за да го поправите",
                             "сдача {deal}: тем временем результат изменён на {result}; "
                             "нажмите на него, чтобы исправить"),
    "phone.other_table": ("this was typed at table {typed}; this is table {table}'s address",
                          "това е въведено на маса {typed}; този адрес е на маса {table}",
                          "это введено за столом {typed}; этот адрес стола {table}"),
    "phone.other_match": ("this was typed for another match",
                          "това е въведено за друг мач",
                          "это введено для другого матча"),
    # the app's Room terminals dialog
    "terminals.title": ("Room terminals", "Терминали за масите", "Терминалы столов"),
    "terminals.intro": ("Each table scans its code with a phone and enters its own results "
                        "there. The phones must be on this laptop's network.",
                        "Всяка маса сканира своя код с телефон и въвежда там своите резултати. "
                        "Телефоните трябва да са в мрежата на този лаптоп.",
                        "Каждый стол сканирует свой код телефоном и вводит там свои результаты. "
                        "Телефоны должны быть в сети этого ноутбука."),
    "terminals.host": ("Listen on", "Адрес", "Адрес"),
    "terminals.port": ("Port", "Порт", "Порт"),
    "terminals.start": ("Start serving", "Започни", "Запустить"),
    "terminals.stop": ("Stop serving", "Спри", "Остановить"),
    "terminals.off": ("Off: no table can reach the match.",
                      "Изключено: никоя маса няма достъп до мача.",
                      "Выключено: ни один стол не имеет доступа к матчу."),
    "terminals.on": ("Serving on {host}:{port}. Keep this program open while the rooms play.",
                     "Работи на {host}:{port}. Дръжте програмата отворена, докато се играе.",
                     "Работает на {host}:{port}. Не закрывайте программу, пока идёт игра."),
    "terminals.local": ("127.0.0.1 is this laptop only: phones cannot reach it.",
                        "127.0.0.1 е само този лаптоп: телефоните не могат да го достигнат.",
                        "127.0.0.1 — только этот ноутбук: телефоны его не увидят."),
    "terminals.renew": ("New key", "Нов ключ", "Новый ключ"),
    "terminals.scoreboard": ("Scoreboard", "Табло", "Табло"),
    "terminals.scoreboard_tip": ("The balance after each round, for every phone and a screen "
                                 "in the room: it shows deals complete at both tables only",
                                 "Балансът след всеки тур за всеки телефон и за екран в залата: "
                                 "показва само раздавания, изиграни на двете маси",
                                 "Баланс после каждого тура для каждого телефона и экрана в зале: "
                                 "показывает только сдачи, сыгранные за обоими столами"),
    "terminals.renew_tip": ("A new address for this table: the old one stops at once "
                            "(a lost or shared phone)",
                            "Нов адрес за масата: старият спира веднага (изгубен или чужд телефон)",
                            "Новый адрес для стола: старый сразу перестаёт работать "
                            "(потерянный или чужой телефон)"),
    "terminals.host_page": ("Host", "Домакин", "Хозяин"),
    "terminals.host_page_tip": ("The host's page, for the host's own phone: the envelope steps "
                                "of both tables, annulments, replay times, undo, closing a "
                                "round. It shows the host's table nothing of a deal it has not "
                                "played",
                                "Страницата на домакина, за неговия телефон: стъпките с "
                                "пликовете на двете маси, анулиране, време за преиграване, "
                                "отмяна, затваряне на тур. Не показва на масата на домакина "
                                "нищо от раздаване, което тя още не е изиграла",
                                "Страница хозяина, для его телефона: шаги с конвертами обоих "
                                "столов, аннулирование, время переигровки, отмена, закрытие "
                                "тура. Она не показывает столу хозяина ничего о сдаче, которую "
                                "он ещё не сыграл"),
    # the room server cannot start (`teams-app serve`, Match › Room terminals)
    "server.not_an_address": ("{host}: not an IP address", "{host}: не е IP адрес",
                              "{host}: это не IP-адрес"),
    "server.address_in_use": ("{host}:{port}: the port is in use (another program, or "
                              "another match served here): choose another port",
                              "{host}:{port}: портът е зает (от друга програма или от друг "
                              "мач, обслужван тук): изберете друг порт",
                              "{host}:{port}: порт занят (другой программой или другим "
                              "матчем, который обслуживается здесь): выберите другой порт"),
    "server.no_access": ("{host}:{port}: not allowed (ports under 1024 need the "
                         "administrator): choose a port from 1024 up",
                         "{host}:{port}: не е разрешено (портове под 1024 изискват "
                         "администратор): изберете порт от 1024 нагоре",
                         "{host}:{port}: не разрешено (порты ниже 1024 требуют прав "
                         "администратора): выберите порт от 1024 и выше"),
    "server.not_this_machine": ("{host}:{port}: this computer has no such address",
                                "{host}:{port}: този компютър няма такъв адрес",
                                "{host}:{port}: у этого компьютера нет такого адреса"),
    "server.listen": ("{host}:{port}: {message}", "{host}:{port}: {message}",
                      "{host}:{port}: {message}"),
    "server.socket": ("{host}:{port}: the HTTP server could not take the socket",
                      "{host}:{port}: HTTP сървърът не може да поеме сокета",
                      "{host}:{port}: HTTP-сервер не смог принять сокет"),
    "terminals.failed": ("Cannot serve: {error}", "Не може да започне: {error}",
                         "Не удалось запустить: {error}"),
    "phone.server_error": ("the laptop could not do it: {error}",
                           "лаптопът не можа да го направи: {error}",
                           "ноутбук не смог это сделать: {error}"),
    "phone.confirm_changed": ("deal {deal}: the result was typed again meanwhile; "
                              "look at it again",
                              "раздаване {deal}: междувременно резултатът е въведен отново; "
                              "вижте го пак",
                              "сдача {deal}: результат тем временем введён заново; "
                              "посмотрите ещё раз"),
}
