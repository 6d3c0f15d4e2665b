"""The words of the room terminals' life: the server's front door and dead ends
(``door.…``, :mod:`teams_app.server.doors`), what the Room terminals dialog says of each
phone (``terminals.…``), and the window's questions when the terminals stop or cannot
start again (``quit.…``, ``resume.…``)."""

from __future__ import annotations

from typing import Final

from words import Entry

WORDS: Final[dict[str, Entry]] = {
    # http://HOST:PORT/ : the door a page's short code is typed at
    "door.title": ("Open a page", "Отваряне на страница", "Открыть страницу"),
    "door.intro": ("Type the code the laptop shows beside the page's QR code "
                   "(Match › Room terminals), for example T1-ABCD-EFGH.",
                   "Въведете кода, който лаптопът показва до QR кода на страницата "
                   "(Мач › Терминали за масите), например T1-ABCD-EFGH.",
                   "Введите код, который ноутбук показывает рядом с QR-кодом страницы "
                   "(Матч › Терминалы столов), например T1-ABCD-EFGH."),
    "door.code": ("Code", "Код", "Код"),
    "door.open": ("Open", "Отвори", "Открыть"),
    "door.wrong": ("No page has this code: check it on the laptop (Match › Room terminals).",
                   "Няма страница с този код: проверете го на лаптопа "
                   "(Мач › Терминали за масите).",
                   "Страницы с таким кодом нет: проверьте его на ноутбуке "
                   "(Матч › Терминалы столов)."),
    "door.wait": ("Too many wrong codes: wait a minute, then try again.",
                  "Твърде много грешни кодове: изчакайте минута и опитайте отново.",
                  "Слишком много неверных кодов: подождите минуту и попробуйте снова."),
    # an address whose key is not (or no longer) the server's
    "door.stale_title": ("Code no longer valid", "Кодът вече не е валиден",
                         "Код больше не действует"),
    "door.stale": ("This code is no longer valid — scan the new one on the laptop "
                   "(Match › Room terminals).",
                   "Този код вече не е валиден — сканирайте новия от лаптопа "
                   "(Мач › Терминали за масите).",
                   "Этот код больше не действует — отсканируйте новый на ноутбуке "
                   "(Матч › Терминалы столов)."),
    "door.type_code": ("Or type the page's code", "Или въведете кода на страницата",
                       "Или введите код страницы"),
    # the Room terminals dialog: a page's short code, its phone
    "terminals.code": ("Or open {address} on the phone and type:",
                       "Или отворете {address} на телефона и въведете:",
                       "Или откройте {address} на телефоне и введите:"),
    "terminals.never": ("Phone: not seen yet", "Телефон: още не се е свързвал",
                        "Телефон: ещё не подключался"),
    "terminals.connected": ("Phone: connected, {s} s ago", "Телефон: свързан, преди {s} с",
                            "Телефон: на связи, {s} с назад"),
    "terminals.not_seen": (("Phone: not seen for {count} min", "Phone: not seen for {count} min"),
                           ("Телефон: не се е обаждал от {count} мин",
                            "Телефон: не се е обаждал от {count} мин"),
                           ("Телефон: не выходил на связь {count} мин",
                            "Телефон: не выходил на связь {count} мин",
                            "Телефон: не выходил на связь {count} мин")),
    "terminals.did": ("Last: {what}, {s} s ago", "Последно: {what}, преди {s} с",
                      "Последнее: {what}, {s} с назад"),
    "terminals.did_long": (("Last: {what}, {count} min ago", "Last: {what}, {count} min ago"),
                           ("Последно: {what}, преди {count} мин",
                            "Последно: {what}, преди {count} мин"),
                           ("Последнее: {what}, {count} мин назад",
                            "Последнее: {what}, {count} мин назад",
                            "Последнее: {what}, {count} мин назад")),
    "terminals.did_result": ("entered deal {d}", "въведе раздаване {d}", "ввёл сдачу {d}"),
    "terminals.did_draw": ("drew the score cards of deal {d}",
                           "изтегли картите за резултат на раздаване {d}",
                           "вытянул карточки счёта сдачи {d}"),
    "terminals.did_confirm": ("confirmed deal {d}", "потвърди раздаване {d}",
                              "подтвердил сдачу {d}"),
    "terminals.did_refuse": ("said deal {d}'s result is not right",
                             "отхвърли резултата на раздаване {d}",
                             "отклонил результат сдачи {d}"),
    "terminals.did_sign": ("signed round {r}", "подписа тур {r}", "подписал тур {r}"),
    "terminals.did_check": ("checked the envelopes of round {r}",
                            "провери пликовете от тур {r}", "проверил конверты тура {r}"),
    "terminals.did_host": ("{what}", "{what}", "{what}"),
    "terminals.rescan": ("New key: {page}'s phone must scan the new code.",
                         "Нов ключ: телефонът на „{page}“ трябва да сканира новия код.",
                         "Новый ключ: телефон «{page}» должен отсканировать новый код."),
    # the window asks before the phones lose the laptop
    "quit.title": ("Quit", "Изход", "Выход"),
    "quit.serving": ("The tables' phones are connected — stop serving and quit?\n\n"
                     "Their pages will say the laptop cannot be reached and keep what is "
                     "typed on them. When this match is opened again, the terminals start "
                     "at the same addresses and the phones send what they kept.",
                     "Телефоните на масите са свързани — да спра ли и да изляза?\n\n"
                     "Страниците им ще казват, че лаптопът е недостъпен, и ще пазят "
                     "въведеното. Когато мачът се отвори отново, терминалите тръгват на "
                     "същите адреси и телефоните изпращат запазеното.",
                     "Телефоны столов подключены — остановить и выйти?\n\n"
                     "Их страницы будут сообщать, что ноутбук недоступен, и сохранят "
                     "введённое. Когда матч откроют снова, терминалы запустятся по тем же "
                     "адресам и телефоны отправят сохранённое."),
    "quit.in_play": ("Round {r} is in play. Quit anyway? Everything entered is saved.",
                     "Тур {r} се играе. Да изляза ли въпреки това? Всичко въведено е запазено.",
                     "Идёт тур {r}. Всё равно выйти? Всё введённое сохранено."),
    # the terminals were on when the match was last open, but their port is taken now
    "resume.title": ("Room terminals", "Терминали за масите", "Терминалы столов"),
    "resume.port_taken": ("The room terminals were on when this match was last open, but "
                          "port {port} is taken now by another program.\n\n"
                          "Serve on port {free} instead? Every phone must then scan its "
                          "code again.",
                          "Терминалите бяха включени, когато мачът беше отворен последно, но "
                          "порт {port} сега е зает от друга програма.\n\n"
                          "Да работят ли на порт {free}? Тогава всеки телефон трябва да "
                          "сканира кода си отново.",
                          "Терминалы были включены, когда матч был открыт в последний раз, но "
                          "порт {port} сейчас занят другой программой.\n\n"
                          "Запустить на порту {free}? Тогда каждому телефону нужно заново "
                          "отсканировать свой код."),
}
