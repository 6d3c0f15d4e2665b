"""Words of who runs the match and what the host's room may see (spec §13)."""

from __future__ import annotations

from typing import Final

from words import Entry

WORDS: Final[dict[str, Entry]] = {
    "host.played": ("played", "изиграно", "сыграна"),
    "host.waiting": ("waiting", "чака", "ждёт"),
    "host.moved": ("Round {r}: you play at table {t} — the laptop now shows the room of "
                   "table {t}",
                   "Тур {r}: играете на маса {t} — лаптопът вече показва залата на маса {t}",
                   "Тур {r}: вы играете за столом {t} — ноутбук теперь показывает зал "
                   "стола {t}"),
    "host.notice_ok": ("OK", "Добре", "Понятно"),
    "host.sits_out": ("Round {r}: you do not play — the laptop shows both rooms",
                      "Тур {r}: не играете — лаптопът показва двете зали",
                      "Тур {r}: вы не играете — ноутбук показывает оба зала"),
    "host.hidden_step": ("hidden until both tables have played the deal",
                         "скрито, докато и двете маси изиграят раздаването",
                         "скрыто, пока оба стола не сыграют сдачу"),
    "host.both_rooms": ("BOTH ROOMS SHOWN — keep this screen away from the tables",
                        "ПОКАЗАНИ СА ДВЕТЕ ЗАЛИ — пазете екрана от масите",
                        "ПОКАЗАНЫ ОБА ЗАЛА — держите экран подальше от столов"),
    "host.room": ("Room of table {t}: the other table's results are hidden until both "
                  "tables have played a deal",
                  "Залата на маса {t}: резултатите на другата маса са скрити, докато и "
                  "двете маси изиграят раздаването",
                  "Зал стола {t}: результаты другого стола скрыты, пока оба стола не "
                  "сыграют сдачу"),
    "host.law86c": ("A replay is set for the end of the match: no balance that includes "
                    "round {r} is shown until it is played at both tables (Law 86C)",
                    "Има преиграване в края на мача: баланс, който включва тур {r}, "
                    "не се показва, докато то не се изиграе на двете маси (закон 86C)",
                    "Переигровка назначена на конец матча: баланс, включающий тур {r}, "
                    "не показывается, пока она не сыграна за обоими столами (закон 86C)"),
    # -- the questions of the wizard and of Match › Settings (teams_app/gui/hostchoice.py)
    "host.who_label": ("Who runs the match:", "Кой води мача:", "Кто ведёт матч:"),
    "host.choose": ("Choose who runs the match", "Изберете кой води мача",
                    "Выберите, кто ведёт матч"),
    "host.laptop_label": ("Where the laptop stays:", "Къде е лаптопът:", "Где стоит ноутбук:"),
    "host.reserve_item": ("{name} (reserve)", "{name} (резерва)", "{name} (запасной)"),
    "host.director_item": ("A director who does not play", "Съдия, който не играе",
                           "Судья, который не играет"),
    "host.laptop_follows_item": ("With the host (it follows his seat each round)",
                                 "При домакина (следва мястото му във всеки тур)",
                                 "С хозяином (следует за его местом в каждом туре)"),
    "host.laptop_room_item": ("In the room of table {t}", "В залата на маса {t}",
                              "В зале стола {t}"),
    "host.why": ("The players move between the rooms each round: the laptop shows only "
                 "what the host's table has played, so that no result reaches a table "
                 "before it has played the deal.",
                 "Играчите сменят залите всеки тур: лаптопът показва само каквото масата "
                 "на домакина е изиграла, за да не стигне резултат до маса, преди тя да "
                 "е изиграла раздаването.",
                 "Игроки каждый тур меняют залы: ноутбук показывает только то, что сыграл "
                 "стол хозяина, чтобы результат не попал к столу раньше, чем он сыграет "
                 "сдачу."),
    "host.person_tip": ("A player who runs the match sees on this laptop only what his "
                        "table has played; a director who does not play sees everything.",
                        "Играч, който води мача, вижда на този лаптоп само каквото масата "
                        "му е изиграла; съдия, който не играе, вижда всичко.",
                        "Игрок, который ведёт матч, видит на этом ноутбуке только то, что "
                        "сыграл его стол; судья, который не играет, видит всё."),
    "host.laptop_tip": ("With the host: each round the laptop shows the room of the table "
                        "where he sits. In a room: it shows that table's room, whoever "
                        "sits there.",
                        "При домакина: във всеки тур лаптопът показва залата на масата, на "
                        "която той седи. В зала: показва залата на тази маса, който и да "
                        "седи там.",
                        "С хозяином: в каждом туре ноутбук показывает зал стола, за "
                        "которым он сидит. В зале: показывает зал этого стола, кто бы "
                        "там ни сидел."),
    "host.seats": ("The host's table, round by round: {places}",
                   "Масата на домакина по турове: {places}",
                   "Стол хозяина по турам: {places}"),
    "host.place": ("{r}: table {t}", "{r}: маса {t}", "{r}: стол {t}"),
    "host.place_out": ("{r}: does not play", "{r}: не играе", "{r}: не играет"),
    "error.host_player": ('"{text}": the host is a player of the match (a code such as '
                          "B-4, or a reserve's name), or none",
                          '"{text}": домакинът е играч от мача (код като B-4 или име на '
                          "резервата), или никой",
                          '"{text}": хозяин — игрок матча (код вроде B-4 или имя '
                          "запасного) или никто"),
    "error.host_table": ('"{text}": the laptop stays in the room of table 1 or 2, or (none) '
                         'goes with the host',
                         '"{text}": лаптопът остава в залата на маса 1 или 2, или е при '
                         'домакина',
                         '"{text}": ноутбук остаётся в зале стола 1 или 2 или следует за '
                         'хозяином'),
    "error.result_hidden": ("a result kept out of sight is not written anywhere",
                            "скрит резултат не се записва никъде",
                            "скрытый результат нигде не записывается"),
    # -- the host's page on his phone (teams_app/server/page/host.*): its own words ------
    "hostpage.title": ("Host · round {r}", "Домакин · тур {r}", "Хозяин · тур {r}"),
    "hostpage.tables": ("Tables", "Маси", "Столы"),
    "hostpage.table": ("Table {t}: {played} of {games} games played",
                       "Маса {t}: изиграни {played} от {games} игри",
                       "Стол {t}: сыграно {played} из {games} игр"),
    "hostpage.next_game": ("next: deal {d}", "следва раздаване {d}", "дальше сдача {d}"),
    "hostpage.waits": ("waits for deal {d}", "чака раздаване {d}", "ждёт сдачу {d}"),
    "hostpage.round_done": ("round done here", "турът е изигран тук", "тур здесь сыгран"),
    "hostpage.steps": ("Envelopes", "Пликове", "Конверты"),
    "hostpage.no_steps": ("No envelope step is due.", "Няма стъпка с пликовете.",
                          "Шагов с конвертами нет."),
    "hostpage.carried": ("Packed and carried", "Прибрани и занесени", "Разложены и отнесены"),
    "hostpage.sent_back": ("Sent back", "Върнати", "Возвращены"),
    "hostpage.annul_this": ("Annul deal {d}…", "Анулиране на раздаване {d}…",
                            "Аннулировать сдачу {d}…"),
    "hostpage.annul": ("Annul a deal", "Анулиране на раздаване", "Аннулировать сдачу"),
    "hostpage.deal": ("Deal", "Раздаване", "Сдача"),
    "hostpage.reason": ("Reason", "Причина", "Причина"),
    "hostpage.when": ("Replay", "Преиграване", "Переигровка"),
    # the same words as the laptop's annul dialog (room.cards_played), without its colon
    "hostpage.cards": ("Score cards table {t} actually played under (NS EW), e.g. NV0 V60",
                       "Скоровете, с които маса {t} действително игра (СЮ ИЗ), напр. "
                       "изв. з. 0 в.з. 60 (или NV0 V60)",
                       "Карточки счёта, с которыми на самом деле играл стол {t} (СЮ ВЗ), "
                       "напр. вне з. 0 в зоне 60 (или NV0 V60)"),
    "hostpage.note": ("Note (what happened), optional", "Бележка (какво стана), по желание",
                      "Заметка (что случилось), по желанию"),
    "hostpage.annul_button": ("Annul", "Анулирай", "Аннулировать"),
    "hostpage.item_annul": ("annul deal {d}", "анулиране на раздаване {d}",
                            "аннулирование сдачи {d}"),
    "hostpage.replays": ("Replays", "Преигравания", "Переигровки"),
    "hostpage.change": ("Change", "Промени", "Изменить"),
    "hostpage.undo": ("Last change", "Последна промяна", "Последнее изменение"),
    "hostpage.nothing_undo": ("Nothing to undo.", "Няма какво да се отмени.",
                              "Отменять нечего."),
    "hostpage.undo_button": ("Undo", "Отмени", "Отменить"),
    "hostpage.undo_what": ("undo: {what}", "отмяна: {what}", "отмена: {what}"),
    "hostpage.close_title": ("End of the round", "Край на тура", "Конец тура"),
    "hostpage.close_missing": (("{count} result still missing in round {r}: close it anyway",
                                "{count} results still missing in round {r}: close it anyway"),
                               ("{count} резултат още липсва в тур {r}: затвори го въпреки това",
                                "{count} резултата още липсват в тур {r}: затвори го въпреки това"),
                               ("в туре {r} ещё нет {count} результата: всё равно закрыть",
                                "в туре {r} ещё нет {count} результатов: всё равно закрыть",
                                "в туре {r} ещё нет {count} результатов: всё равно закрыть")),
    "hostpage.balance": ("Balance", "Баланс", "Баланс"),
    "hostpage.round": ("Round", "Тур", "Тур"),
    "hostpage.of_round": ("{team}, round", "{team}, тур", "{team}, тур"),
    "hostpage.running": ("{team}, total", "{team}, общо", "{team}, всего"),
    "hostpage.no_balance": ("No round is complete yet.", "Още няма завършен тур.",
                            "Ни один тур ещё не завершён."),
    "hostpage.done": ("Done: {what}", "Готово: {what}", "Готово: {what}"),
    "hostpage.gone": ("This code is no longer valid — scan the host's new code on the laptop "
                      "(Match › Room terminals).",
                      "Този код вече не е валиден — сканирайте новия код на домакина от "
                      "лаптопа (Мач › Терминали за масите).",
                      "Этот код больше не действует — отсканируйте новый код хозяина на "
                      "ноутбуке (Матч › Терминалы столов)."),
    # -- what the server words for the host's page ----------------------------------------
    "host.deal": ("deal {d} · round {r} · {played}", "раздаване {d} · тур {r} · {played}",
                  "сдача {d} · тур {r} · {played}"),
    "host.played_none": ("not played yet", "още не е изиграно", "ещё не сыграна"),
    "host.played_both": ("played at both tables", "изиграно на двете маси",
                         "сыграна за обоими столами"),
    "host.played_at": ("played at table {t}", "изиграно на маса {t}", "сыграна за столом {t}"),
    "host.replay": ("deal {d}: {when}", "раздаване {d}: {when}", "сдача {d}: {when}"),
    "host.close": ("Close round {r} (a backup copy)", "Затвори тур {r} (резервно копие)",
                   "Закрыть тур {r} (резервная копия)"),
    "host.undo_changed": ("the last change is now: {what} — look again before undoing",
                          "последната промяна вече е: {what} — погледнете отново, преди да "
                          "отмените",
                          "последнее изменение теперь: {what} — посмотрите ещё раз, прежде "
                          "чем отменять"),
    "host.nothing": ("nothing", "нищо", "ничего"),
}
