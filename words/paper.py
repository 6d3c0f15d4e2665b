"""The papers' words: the printed forms' headings, column titles and phrases (keys
``paper.``).  The bridge terms on paper (directions, lines, ranks, strains, pass, the
doubling marks, vulnerability and the score cards) are :mod:`words.bridge`'s, written
through :mod:`words.notation`.
"""

from __future__ import annotations

from typing import Final

from words import Entry

WORDS: Final[dict[str, Entry]] = {
    # words
    "paper.round": ("Round", "Тур", "Тур"),
    "paper.round.short": ("Rnd", "Тур", "Тур"),
    "paper.table": ("Table", "Маса", "Стол"),
    "paper.game": ("Game", "Игра", "Игра"),
    "paper.deal": ("Deal", "Раздаване", "Сдача"),
    "paper.deal.short": ("Deal", "Разд.", "Сдача"),
    "paper.dealer": ("Dealer", "Раздава", "Сдаёт"),
    "paper.card.NS": ("NS score", "Скор СЮ", "Карточка СЮ"),
    "paper.card.EW": ("EW score", "Скор ИЗ", "Карточка ВЗ"),
    # a diagram's narrow column
    "paper.card.NS.short": ("NS score", "Скор СЮ", "Карт. СЮ"),
    "paper.card.EW.short": ("EW score", "Скор ИЗ", "Карт. ВЗ"),
    "paper.vul": ("Vul.", "Зона", "Зона"),
    "paper.contract": ("Contract", "Контракт", "Контракт"),
    "paper.declarer": ("Declarer", "Разиграващ", "Разыгрыв."),
    "paper.declarer.long": ("Declarer", "Разиграващ", "Разыгрывающий"),
    "paper.result": ("Result", "Резултат", "Результат"),
    "paper.points": ("Points", "Точки", "Очки"),
    "paper.total": ("Total", "Общо", "Итого"),
    "paper.team": ("Team", "Отбор", "Команда"),
    "paper.match": ("Match", "Мач", "Матч"),
    "paper.originals": ("original deals", "основни раздавания", "основные сдачи"),
    "paper.sent": ("sent deals", "изпратени раздавания", "присланные сдачи"),
    # one game's kind (the notebook's heading)
    "paper.original_deal": ("original deal", "основно раздаване", "основная сдача"),
    "paper.sent_deal": ("sent deal", "изпратено раздаване", "присланная сдача"),
    "paper.games": ("games", "игри", "игры"),
    "paper.annulled": ("annulled", "анулирано", "аннулирована"),
    "paper.pending": ("pending", "очаква се", "ожидается"),
    "paper.not_played": ("not played", "неизиграно", "не сыграна"),
    "paper.signatures": ("Signatures", "Подписи", "Подписи"),
    "paper.page": ("page", "стр.", "стр."),
    # forms
    "paper.form.diagram": ("Round diagram", "Диаграма на тура", "Диаграмма тура"),
    "paper.form.diagram.blank": ("Round diagram (blank)", "Диаграма на тура (празна)",
                                 "Диаграмма тура (пустая)"),
    "paper.form.result": ("Result sheet", "Лист с резултатите", "Лист результатов"),
    "paper.form.rotation": ("Seat rotation", "Разпределение на местата", "Рассадка игроков"),
    "paper.form.envelopes": ("Envelope and deck labels", "Етикети за пликове и тестета",
                             "Наклейки для конвертов и колод"),
    "paper.form.scorecards": ("Score cards", "Скорове", "Карточки счёта"),
    "paper.form.records": ("Hand records", "Записи на раздаванията", "Записи сдач"),
    "paper.form.dealing": ("Dealing sheets", "Листове за раздаване", "Листы раскладки сдач"),
    "paper.form.book": ("Match book", "Книга на мача", "Книга матча"),
    # diagram
    "paper.turned": ("The compass is turned: each player sits in his partner's direction. "
                     "Swap envelopes with your partner.",
                     "Диаграмата е обърната: всеки играч поема посоката на партньора си. "
                     "Разменете пликовете с партньора.",
                     "Диаграмма повёрнута: каждый игрок занимает направление партнёра. "
                     "Обменяйтесь конвертами с партнёром."),
    "paper.turn.back": ("A new round: swap envelopes with your partner back — each player takes "
                        "his own direction again.",
                        "Нов тур: разменете пликовете с партньора си обратно — всеки играч отново "
                        "заема своята посока.",
                        "Новый тур: поменяйтесь конвертами с партнёром обратно — каждый игрок "
                        "снова занимает своё направление."),
    "paper.ink.1": ("Table 1 writes the scores in GREEN", "Маса 1 пише скоровете в ЗЕЛЕНО",
                    "Стол 1 пишет карточки счёта ЗЕЛЁНЫМ"),
    "paper.ink.2": ("Table 2 writes the scores in BLACK", "Маса 2 пише скоровете в ЧЕРНО",
                    "Стол 2 пишет карточки счёта ЧЁРНЫМ"),
    "paper.arrival": ("Sent deals: enter the scores first, check dealer and directions, "
                      "13 cards in each envelope.",
                      "Получени раздавания: първо впишете скоровете, проверете раздаващия и "
                      "посоките, по 13 карти във всеки плик.",
                      "Полученные сдачи: сначала впишите карточки счёта, проверьте "
                      "сдающего и направления, по 13 карт в каждом конверте."),
    # result sheet
    "paper.balance": ("Balance", "Баланс", "Баланс"),
    "paper.running": ("Running balance", "Общ баланс", "Общий баланс"),
    "paper.given": ("Given away", "Подарени", "Подарено"),
    "paper.imps": ("IMPs", "IMP", "IMP"),
    "paper.net": ("Net", "Разлика", "Разница"),
    "paper.per_deal": ("Balance of each deal", "Баланс по раздавания", "Баланс по сдачам"),
    "paper.victory_pct": ("Percentage of the victory", "Процент на победата", "Процент победы"),
    # the victory counts the net points won on deals, the final percentage the points made
    "paper.victory_formula": ("winner's net points won on deals ÷ all points that changed "
                              "hands (sum of |net|)",
                              "нетните точки, спечелени от победителя в раздаванията ÷ сбора от "
                              "абсолютните разлики на всички раздавания (Σ |разлика|)",
                              "чистые очки, выигранные победителем на сдачах ÷ все очки, "
                              "перешедшие из рук в руки (сумма модулей разницы по сдачам)"),
    "paper.final_pct": ("Final percentage", "Краен процент", "Итоговый процент"),
    "paper.final_formula": ("a team's points made ÷ both teams' points made",
                            "направените точки на отбора ÷ направените точки на двата отбора",
                            "набранные очки команды ÷ набранные очки обеих команд"),
    "paper.chart": ("Running balance by round", "Общ баланс по турове", "Общий баланс по турам"),
    "paper.in_favour": ("in favour of", "в полза на", "в пользу"),
    "paper.level": ("level", "равенство", "равенство"),
    "paper.made": ("Points made", "Направени точки", "Набранные очки"),
    "paper.given.short": ("Given", "Подар.", "Подар."),
    "paper.cum_given": ("Given away, running", "Подарени общо", "Подарено всего"),
    "paper.running_imps": ("IMPs, running", "IMP общо", "IMP всего"),
    "paper.after_round": ("after round", "след тур", "после тура"),
    "paper.before_play": ("No deal has been played yet.", "Още няма изиграно раздаване.",
                          "Ещё не сыграно ни одной сдачи."),
    "paper.in_progress": ("in progress", "в ход", "идёт"),
    "paper.round_in_progress": ("round {round} in progress", "тур {round} се играе",
                                "идёт тур {round}"),
    # a text quoted as the language quotes it (the sheet's balance legend)
    "paper.quoted": ('"{text}"', "„{text}“", "«{text}»"),
    "paper.pending_legend": ("(+n): points of deals played at one table so far; they count when "
                             "the other table has played them.",
                             "(+n): точки от раздавания, изиграни засега само на едната маса; "
                             "броят се, когато и другата маса ги изиграе.",
                             "(+n): очки сдач, сыгранных пока за одним столом; они считаются, "
                             "когда их сыграет и другой стол."),
    "paper.deals_pending": (("{count} deal pending", "{count} deals pending"),
                            ("{count} раздаване очаква другата маса",
                             "{count} раздавания очакват другата маса"),
                            ("{count} сдача ждёт другого стола",
                             "{count} сдачи ждут другого стола",
                             "{count} сдач ждут другого стола")),
    "paper.blank_rows": ("Rounds not played yet are left blank.",
                         "Неизиграните турове остават празни.",
                         "Несыгранные туры оставлены пустыми."),
    "paper.annulled_deals": ("Annulled deals", "Анулирани раздавания", "Аннулированные сдачи"),
    "paper.not_replayed.after": ("not replayed (annulled after the match)",
                                 "не се преиграва (анулирано след мача)",
                                 "не переигрывается (аннулирована после матча)"),
    "paper.reason": ("reason", "причина", "причина"),
    "paper.vps": ("Victory points", "Победни точки (VP)", "Победные очки (VP)"),
    "paper.fill_in": ("to be filled in by hand", "попълва се на ръка", "заполняется от руки"),
    "paper.form.result.blank": ("Result sheet (blank)", "Лист с резултатите (празен)",
                                "Лист результатов (пустой)"),
    "paper.form.notebook": ("Notebook (blank)", "Тетрадка (празна)", "Тетрадь (пустая)"),
    "paper.auction": ("Auction", "Наддаване", "Торговля"),
    "paper.hands": ("Hands (original deal: write them at the end of play of the deal)",
                    "Ръце (основно раздаване: впишете ги в края на играта)",
                    "Руки (основная сдача: впишите их по окончании розыгрыша сдачи)"),
    "paper.first_dealer": ("shaded, ▲: the first dealer of these games",
                           "сиво, ▲: първият раздаващ в тези игри",
                           "серым, ▲: первый сдающий в этих играх"),
    "paper.first_dealer.mark": ("the first dealer.", "първият раздаващ.", "первый сдающий."),
    # {nv} and {v}: the score cards' marks (words.bridge), {example} a card
    "paper.legend.cards": ("Score cards: {nv} not vulnerable, {v} vulnerable, then the "
                           "part-score ({example}: not vulnerable with a part-score of 30).",
                           "Скорове: {nv} извън зона, {v} в зона, после частичният резултат "
                           "({example}: извън зона с частичен резултат 30).",
                           "Карточки счёта: {nv} — вне зоны, {v} — в зоне, затем частичная "
                           "запись ({example}: вне зоны с частичной записью 30)."),
    "paper.legend.result": ("Result: = made exactly, +1 one overtrick, −1 one down.",
                            "Резултат: = точно изпълнен, +1 една надвзятка, −1 един без.",
                            "Результат: = ровно, +1 одна лишняя, −1 без одной."),
    "paper.replays": ("Replays of annulled deals, after the round's games",
                      "Преигравания на анулирани раздавания след игрите на тура",
                      "Переигровки аннулированных сдач после игр тура"),
    "paper.replay_row": ("replay: deal", "преиграване: раздаване", "переигровка: сдача"),
    "paper.replays.after": ("Replays after round", "Преигравания след тур",
                            "Переигровки после тура"),
    "paper.replays.seats": ("Replays set for the end of the match: write in who sits where.",
                            "Преигравания в края на мача: впишете кой къде седи.",
                            "Переигровки в конце матча: впишите, кто где сидит."),
    "paper.fate.now": ("replay now, as {key}", "преиграва се веднага като {key}",
                       "переигрывается сразу как {key}"),
    "paper.fate.now.done": ("replayed now as {key}", "преиграно веднага като {key}",
                            "переиграна сразу как {key}"),
    "paper.fate.round-end": ("replay at the end of the round, as {key}",
                             "преиграва се в края на тура като {key}",
                             "переигрывается в конце тура как {key}"),
    "paper.fate.round-end.done": ("replayed at the end of the round as {key}",
                                  "преиграно в края на тура като {key}",
                                  "переиграна в конце тура как {key}"),
    "paper.fate.match-end": ("replay at the end of the match, as {key}",
                             "преиграва се в края на мача като {key}",
                             "переигрывается в конце матча как {key}"),
    "paper.fate.match-end.done": ("replayed at the end of the match as {key}",
                                  "преиграно в края на мача като {key}",
                                  "переиграна в конце матча как {key}"),
    "paper.deck_person": ("For the person who prepares the decks before play — not for the "
                          "players.",
                          "За човека, който подготвя тестетата преди играта — не за играчите.",
                          "Для того, кто готовит колоды до игры, — не для игроков."),
    "paper.records.held": ("Held back until played at both tables",
                           "Задържани, докато не се изиграят на двете маси",
                           "Отложены, пока не сыграны за обоими столами"),
    "paper.round_total": ("Round total, games", "Общо за тура, игри", "Итого за тур, игры"),
    "paper.pending_mark": ("pending: the other table has not played it yet",
                           "очаква се: другата маса още не го е изиграла",
                           "ожидается: другой стол её ещё не сыграл"),
    "paper.arrival.board": ("Sent deals: check dealer and directions, 13 cards in each "
                            "envelope.",
                            "Получени раздавания: проверете раздаващия и посоките, по 13 карти "
                            "във всеки плик.",
                            "Полученные сдачи: проверьте сдающего и направления, по 13 карт в "
                            "каждом конверте."),
    "paper.compact_records": ("Deals without recorded hands",
                              "Раздавания без записани ръце",
                              "Сдачи без записанных рук"),
    # rotation
    "paper.players": ("Players", "Играчи", "Игроки"),
    "paper.code": ("Code", "Код", "Код"),
    "paper.name": ("Name", "Име", "Имя"),
    "paper.drawn_card": ("Card drawn", "Изтеглена карта", "Вытянутая карта"),
    "paper.reserves": ("Reserves", "Резерви", "Запасные"),
    "paper.from_round": ("from round", "от тур", "с тура"),
    "paper.takes": ("takes", "заема", "занимает"),
    # envelopes
    "paper.envelope": ("Envelope", "Плик", "Конверт"),
    "paper.scorecard_envelope": ("Score cards", "Скорове", "Карточки счёта"),
    "paper.deck": ("Deck", "Тесте", "Колода"),
    "paper.serial": ("serial", "номер", "номер"),
    "paper.cards": ("cards", "картончета", "карточек"),
    "paper.envelopes.deals": ("Deal envelopes", "Пликове за раздаванията", "Конверты для сдач"),
    "paper.envelopes.small": ("Score-card envelopes and decks",
                              "Пликове за скоровете и тестета",
                              "Конверты для карточек счёта; колоды"),
    # dealing sheets
    "paper.seed": ("Seed", "Ключ", "Ключ"),
    "paper.dealing_how": ("Sort each deck into the four envelopes of its serial (S, W, N, E "
                          "as listed) and tick an envelope once its 13 cards are in.",
                          "Разпределете всяко тесте в четирите плика с неговия номер (Ю, З, С, "
                          "И, както са изброени) и отметнете плика, щом 13-те карти са в него.",
                          "Разложите каждую колоду по четырём конвертам её номера (Ю, З, С, В, "
                          "как указано) и отметьте конверт, когда в нём 13 карт."),
    "paper.envelopes_of": ("envelopes", "пликове", "конверты"),
    "paper.dealt_by": ("deals", "раздава", "сдаёт"),
    # score cards
    "paper.cut": ("Cut along the dashed lines", "Изрежете по пунктира", "Разрежьте по пунктиру"),
    # hand records
    "paper.bidding": ("Bidding", "Наддаване", "Торговля"),
    "paper.lead": ("Opening lead", "Първо извеждане", "Первый ход"),
    "paper.dd": ("Double dummy", "Анализ с открити карти", "Анализ в открытую"),
    "paper.par": ("Par", "Пар", "Пар"),
    "paper.no_hands": ("The hands were not recorded.", "Ръцете не са записани.",
                       "Руки не записаны."),
    "paper.no_bidding": ("bidding not recorded", "наддаването не е записано",
                         "торговля не записана"),
    "paper.board_conditions": ("board conditions", "условия по номера на раздаването", "условия "
                                                                                       "по номеру "
                                                                                       "сдачи"),
    "paper.dd_tricks": ("DD {tricks}", "при открити карти {tricks}", "в открытую {tricks}"),
    "paper.checks": ("Checks", "Проверки", "Проверки"),
    # against par
    "paper.vs_par": ("vs par", "спрямо пар", "относительно пара"),
    "paper.vs_par.short": ("vs par", "(пар)", "(пар)"),
    "paper.par_given": ("Given away against par", "Подарени спрямо пар",
                        "Подарено относительно пара"),
    "paper.partnerships": ("Partnerships against par", "Двойки спрямо пар",
                           "Пары: сравнение с паром"),
    "paper.partnership": ("Partnership", "Двойка", "Пара"),
    "paper.games_played": ("Games", "Игри", "Игры"),
    "paper.par_note": ("Net: the partnership's scores minus par over its games (+ gained on "
                       "par). Given away: what it lost against par on the games below par.",
                       "Разлика: резултатите на двойката минус пар в нейните игри (+ спечелено "
                       "спрямо пар). Подарени: загубеното спрямо пар в игрите под пар.",
                       "Разница: результаты пары минус пар в её играх (+ выиграно относительно "
                       "пара). Подарено: потерянное относительно пара в играх ниже пара."),
    "paper.no_par": ("Against par: no deal has been analysed yet (double-dummy analysis).",
                     "Спрямо пар: няма анализирано раздаване (анализ с открити карти).",
                     "Против пара: ни одна сдача ещё не проанализирована (анализ в открытую)."),
    # -- what cannot be printed, and why (printing.PrintError: error.print_*) -------------
    "paper.where.round": (" in round {r}", " в тур {r}", " в туре {r}"),
    "paper.where.table": (" at table {t}", " на маса {t}", " за столом {t}"),
    "paper.where.round_table": (" in round {r} at table {t}", " в тур {r} на маса {t}",
                                " в туре {r} за столом {t}"),
    "paper.print_blank_diagrams": ("print blank diagrams instead",
                                   "отпечатайте празни диаграми вместо това",
                                   "напечатайте вместо этого пустые диаграммы"),
    "paper.print_blank_sheet": ("print the blank result sheet instead",
                                "отпечатайте празния лист с резултатите вместо това",
                                "напечатайте вместо этого пустой лист результатов"),
    "paper.enter_first": ("enter results first", "първо въведете резултати",
                          "сначала введите результаты"),
    "error.print_unknown": ('"{text}": nothing by that name to print; choose one of {choices}',
                            "„{text}“: няма такова нещо за печат; изберете едно от {choices}",
                            "«{text}»: такого для печати нет; выберите одно из {choices}"),
    "error.print_lang": ('language "{text}": choose one of {choices}',
                         "език „{text}“: изберете един от {choices}",
                         "язык «{text}»: выберите один из {choices}"),
    "error.print_paper": ('paper "{text}": choose a4 or letter',
                          "размер на хартията „{text}“: изберете a4 или letter",
                          "формат бумаги «{text}»: выберите a4 или letter"),
    "error.print_whole_match": ("{what}: printed for the whole match; --round does not apply",
                                "{what}: печата се за целия мач; --round не се прилага",
                                "{what}: печатается на весь матч; --round не применяется"),
    "error.print_round": ("round {round}: there is no such round (rounds are 1–{rounds})",
                          "тур {round}: няма такъв тур (туровете са 1–{rounds})",
                          "тур {round}: такого тура нет (туры 1–{rounds})"),
    "error.print_both_tables": ("{what}: covers both tables; --table does not apply",
                                "{what}: обхваща двете маси; --table не се прилага",
                                "{what}: охватывает оба стола; --table не применяется"),
    "error.print_table": ("table {table}: there is no such table (tables are 1 and 2)",
                          "маса {table}: няма такава маса (масите са 1 и 2)",
                          "стол {table}: такого стола нет (столы 1 и 2)"),
    "error.print_board": ("{what}: this match plays under board conditions, so no score cards "
                          "are drawn",
                          "{what}: мачът се играе с условия по номера на раздаването, затова "
                          "не се теглят скорове",
                          "{what}: матч играется с условиями по номеру сдачи, поэтому "
                          "карточки счёта не тянут"),
    "error.print_no_results": ("{what}: no results have been entered{where} yet; {hint}",
                               "{what}: още няма въведени резултати{where}; {hint}",
                               "{what}: результаты{where} ещё не введены; {hint}"),
    "error.print_no_records": ("{what}: no deal has been played at both tables{where} yet (a "
                               "deal's record waits for the second table, so it cannot leak)",
                               "{what}: още няма раздаване, изиграно на двете маси{where} "
                               "(записът чака втората маса, за да не изтече нищо)",
                               "{what}: ещё ни одна сдача не сыграна за обоими столами{where} "
                               "(запись ждёт второй стол, чтобы ничего не просочилось)"),
    "error.print_not_predealt": ("{what}: the match is not pre-dealt (no deals were dealt in "
                                 "advance); deal them first with `teams-app deals generate "
                                 "MATCH` or import them from a PBN file",
                                 "{what}: мачът не е раздаден предварително; раздайте го първо "
                                 "с `teams-app deals generate MATCH` или го внесете от PBN файл",
                                 "{what}: сдачи матча не розданы заранее; сначала раздайте их "
                                 "командой `teams-app deals generate MATCH` или импортируйте "
                                 "из PBN-файла"),
    "error.print_predealt_bad": ("{what}: a pre-dealt deal cannot be read: {error}",
                                 "{what}: предварително раздадено раздаване не може да се "
                                 "прочете: {error}",
                                 "{what}: заранее розданную сдачу не удаётся прочитать: {error}"),
    "error.print_no_predealt_at": ("{what}: no pre-dealt deal originates at table {table}",
                                   "{what}: нито едно предварително раздадено раздаване не е "
                                   "основно за маса {table}",
                                   "{what}: ни одна заранее розданная сдача не основная для "
                                   "стола {table}"),
    "error.print_folder": ("{path}: is a folder; give a file name ending in .pdf",
                           "{path}: това е папка; дайте име на файл, завършващо на .pdf",
                           "{path}: это папка; укажите имя файла, оканчивающееся на .pdf"),
    "error.print_no_folder": ("{path}: the folder {folder} does not exist",
                              "{path}: папката {folder} не съществува",
                              "{path}: папки {folder} не существует"),
    # beside a line's signature: its players signed the round on the table's phone
    "paper.signed_phone": ("signed on the table's phone", "подписано на телефона на масата",
                           "подписано на телефоне стола"),
}
