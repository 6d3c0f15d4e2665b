"""The catalog's entries for the Rooms and Envelopes tabs and the annul dialog on screen:
a table's games, the envelopes' steps, the annulment's choices (``room.…``)."""

from __future__ import annotations

from typing import Final

from words import Entry

#: Moved from Qt's translations (issue 35, item 1); the bg/ru texts are the reviewed ones
#: of ``resources/translations/teams_app_{bg,ru}.ts``.  Reused from elsewhere instead of
#: written again: ``hostpage.table`` (the lock screen's progress), ``page.games`` and
#: ``page.turned`` (a block of games), ``page.zero``, ``hostpage.annul_this``,
#: ``host.played``/``host.played_none``, ``annul_reason.N`` and ``replay.*``
#: (:func:`words.texts.replay_when_text`).
WORDS: Final[dict[str, Entry]] = {
    # -- a round named alone: the round chooser's list, the lock screen, a round closed
    # -- the round chooser (teams_app/gui/roundpicker.py): a finished round held on screen
    "room.next_round": ("Round {r} is next →", "Следва тур {r} →", "Следующий тур {r} →"),
    "room.show_round": ("Show round {r}", "Покажи тур {r}", "Показать тур {r}"),
    # -- the Rooms tab (teams_app/gui/rooms/) ---------------------------------------------
    "room.title": ("Table {t} — round {r}  ·  NS {ns}, EW {ew}",
                   "Маса {t} — тур {r}  ·  СЮ {ns}, ИЗ {ew}",
                   "Стол {t} — тур {r}  ·  СЮ {ns}, ВЗ {ew}"),
    "room.games_of_table": ("Games of table {t}", "Игри на маса {t}", "Игры стола {t}"),
    "room.result_at_table": ("Result at table {t}", "Резултат на маса {t}",
                             "Результат стола {t}"),
    "room.store_for_table": ("Store the result typed for table {t}",
                             "Запиши въведения резултат на маса {t}",
                             "Записать введённый результат стола {t}"),
    "room.round_complete": ("Round {r} is complete at this table",
                            "Тур {r} на тази маса е завършен",
                            "Тур {r} за этим столом закончен"),
    # what the entry line stores into: {cards} and {state} are the parts below, each
    # after " · ", or empty
    "room.target": ("Game {g} · deal {d} ({kind}) · {dealer} deals{cards}{state}",
                    "Игра {g} · раздаване {d} ({kind}) · раздава {dealer}{cards}{state}",
                    "Игра {g} · сдача {d} ({kind}) · сдаёт {dealer}{cards}{state}"),
    "room.original": ("original", "основно", "основная"),
    "room.sent": ("sent", "изпратено", "присланная"),
    "room.cards_not_drawn": ("score cards not drawn", "скоровете не са теглени",
                             "карточки счёта не вытянуты"),
    "room.correcting": ("correcting", "поправка", "исправление"),
    "room.drawn_at": ("drawn at table {t}, where the deal originates",
                      "теглени на маса {t}, където е раздадено",
                      "вытянуты за столом {t}, где сдача сдана"),
    # the score of the entry being typed (0: page.zero)
    "room.score": ("{ns_line} {ns}  →  {team} ({line}) score {points}",
                   "{ns_line} {ns}  →  {team} ({line}) получава {points}",
                   "{ns_line} {ns}  →  {team} ({line}) получает {points}"),
    "room.replay_of": ("Replay of deal {d}", "Преиграване на раздаване {d}",
                       "Переигровка сдачи {d}"),
    "room.open_round": ("Round {r} is still open (games to play: {n})",
                        "Тур {r} още не е завършен (остават игри: {n})",
                        "Тур {r} ещё не закончен (осталось игр: {n})"),
    # closing a round that misses results: {round} is room.round; bg and ru put the
    # count after a colon (right for every number)
    "room.close_missing": (
        ("{round}: {count} result still missing. Close it anyway (a backup copy of the "
         "match file as it is now)?",
         "{round}: {count} results still missing. Close it anyway (a backup copy of the "
         "match file as it is now)?"),
        ("{round}: липсващи резултати: {count}. Да се приключи ли въпреки това (резервно "
         "копие на файла на мача, какъвто е сега)?",) * 2,
        ("{round}: не хватает результатов: {count}. Всё равно закрыть (резервная копия "
         "файла матча в нынешнем виде)?",) * 3),
    "room.closed": ("{round} closed: backup copy {file}",
                    "{round} е приключен: резервно копие {file}",
                    "{round} закрыт: резервная копия {file}"),
    # -- the Envelopes tab (teams_app/gui/envelopes.py) ---------------------------------
    "room.envelopes_next": ("Table {t}: next with the envelopes",
                            "Маса {t}: какво следва с пликовете",
                            "Стол {t}: что дальше с конвертами"),
    "room.nothing_due": ("nothing to do with the envelopes now",
                         "сега няма какво да се прави с пликовете",
                         "сейчас с конвертами делать нечего"),
    "room.deal_from": ("deal {d} (table {t})", "раздаване {d} (маса {t})",
                       "сдача {d} (стол {t})"),
    # a step due in a later round than the one shown
    "room.round_step": ("Round {r}: {step}", "Тур {r}: {step}", "Тур {r}: {step}"),
    "room.by_results": ("The results record this by themselves",
                        "Резултатите отбелязват това сами",
                        "Результаты отмечают это сами"),
    # -- the annul dialog (teams_app/gui/annul.py) --------------------------------------
    "room.annul_title": ("Annul deal {d}", "Анулиране на раздаване {d}",
                         "Аннулировать сдачу {d}"),
    "room.annul_info": ("Deal {d}, round {r}, dealt at table {t}.",
                        "Раздаване {d}, тур {r}, раздадено на маса {t}.",
                        "Сдача {d}, тур {r}, сдана за столом {t}."),
    # a table's state of the deal: host.played_none, host.played or room.result_ns
    "room.at_table": ("table {t}: {what}", "маса {t}: {what}", "стол {t}: {what}"),
    "room.result_ns": ("{result} (NS {score})", "{result} (СЮ {score})",
                       "{result} (СЮ {score})"),
    "room.proposed": ("(proposed)", "(предложена)", "(предложена)"),
    "room.replay_title": ("Replay — a fresh deal under the same score cards, dealt at "
                          "table {t}",
                          "Преиграване — ново раздаване със същите скорове, раздава се на "
                          "маса {t}",
                          "Переигровка — новая сдача с теми же карточками счёта, сдаётся за "
                          "столом {t}"),
    # the replay times: {when} is the catalog's replay.* (the host's phone offers the
    # same), the dialog says more
    "room.when_now": ("{when} — in its place (its cards are at table {t})",
                      "{when} — на негово място (картите му са на маса {t})",
                      "{when} — на её месте (её карты за столом {t})"),
    "room.when_round_end": ("{when}: table {t} first, then table {o}",
                            "{when}: първо маса {t}, после маса {o}",
                            "{when}: сначала стол {t}, затем стол {o}"),
    "room.when_match_end": ("{when} (after the last round)", "{when} (след последния тур)",
                            "{when} (после последнего тура)"),
    "room.when_none": ("{when} — no time is left for a replacement; nothing is pending",
                       "{when} — няма време за заместване; нищо не чака",
                       "{when} — на сдачу-замену нет времени; ничего не ждёт"),
    "room.after_match": ("After the match — the deal is not replayed",
                         "След мача — раздаването не се преиграва",
                         "После матча — сдача не переигрывается"),
    "room.cards_played": ("Score cards table {t} actually played under (NS EW), e.g. NV0 V60:",
                          "Скоровете, с които маса {t} действително игра (СЮ ИЗ), напр. "
                          "изв. з. 0 в.з. 60 (или NV0 V60):",
                          "Карточки счёта, с которыми на самом деле играл стол {t} (СЮ ВЗ), "
                          "напр. вне з. 0 в зоне 60 (или NV0 V60):"),
}
