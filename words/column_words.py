"""The catalog's entries for the columns, cells and tooltips of the match's tables on
screen (rounds, games, deals, balances, the audit log) (``col.…``).

A column a paper or the command line titles the same way uses their entry (``paper.deal``,
``paper.round``, ``report.table``, ``cli.envelopes``…); these are the screen's own.  A
header with ``\\n`` is set on two lines (the tables fit a laptop's width).
"""

from __future__ import annotations

from typing import Final

from words import Entry

WORDS: Final[dict[str, Entry]] = {
    # -- shared by several tables ---------------------------------------------------------
    # a column of team A's (or the named team's) figures
    "col.net_team": ("Net\n({team})", "Разлика\n({team})", "Разница\n({team})"),
    "col.imps_team": ("IMPs\n({team})", "IMP\n({team})", "IMP\n({team})"),
    "col.par_ns": ("Par (NS)", "Пар (СЮ)", "Пар (СЮ)"),
    # a list's column: what a deck is doing, what a change to the match did
    "col.what": ("What", "Какво", "Что"),
    # -- a table's diagram of a round (the Rooms tab): short headers, a tooltip each -----
    "col.games.deal": ("Deal", "Разд.", "Сд."),
    "col.games.ns_card": ("NS\ncard", "Скор\nСЮ", "Карт.\nСЮ"),
    "col.games.ew_card": ("EW\ncard", "Скор\nИЗ", "Карт.\nВЗ"),
    "col.games.contract": ("Contract", "Контр.", "Контр."),
    "col.games.by": ("By", "Разигр.", "Раз."),
    "col.games.result": ("Result", "Рез.", "Рез."),
    "col.games.ns_score": ("NS\nscore", "Точки\nСЮ", "Очки\nСЮ"),
    # annulled: a narrow column
    "col.games.annulled": ("Ann.", "Анул.", "Ан."),
    "col.games.tip.game": ("Game: the order of play at this table",
                           "Игра: поредност на игра на тази маса",
                           "Игра: порядок игры за этим столом"),
    "col.games.tip.deal": ("Deal number (R1, R2…: a replacement played under the same score "
                           "cards)",
                           "Номер на раздаването (R1, R2…: заместващо, изиграно със същите "
                           "скорове)",
                           "Номер сдачи (R1, R2…: сдача-замена, сыгранная с теми же "
                           "карточками счёта)"),
    "col.games.tip.dealer": ("The dealer: deals and calls first",
                             "Раздаващият: раздава и обявява пръв",
                             "Сдающий: сдаёт карты и говорит первым"),
    "col.games.tip.ns_card": ("Score card of North-South", "Скор на Север–Юг",
                              "Карточка счёта Север–Юг"),
    "col.games.tip.ew_card": ("Score card of East-West", "Скор на Изток–Запад",
                              "Карточка счёта Восток–Запад"),
    "col.games.tip.contract": ("The contract played", "Изиграният контракт",
                               "Сыгранный контракт"),
    "col.games.tip.declarer": ("The declarer", "Разиграващият", "Разыгрывающий"),
    "col.games.tip.result": ("Result: tricks over or under the contract",
                             "Резултат: взятки над или под контракта",
                             "Результат: взятки сверх контракта или недобор"),
    "col.games.tip.ns_score": ("Score of North-South", "Точки на Север–Юг", "Очки Север–Юг"),
    "col.games.tip.annulled": ("Annulled: the reason's number (the row's tooltip gives the "
                               "reason)",
                               "Анулирано: номер на причината (подсказката на реда я казва)",
                               "Аннулирована: номер причины (подсказка строки её называет)"),
    "col.games.tip.points": ("Points won by {team}", "Точки, спечелени от {team}",
                             "Очки, набранные командой {team}"),
    # honours in the score: a one-letter mark after the result
    "col.games.honours_mark": ("H", "О", "О"),
    # a game's tooltips: {when} is one of col.when.*, {text} the reason (annul_reason.N)
    "col.games.annulled_when": ("Annulled {when}, reason {n}: {text}",
                                "Анулирано {when}, причина {n}: {text}",
                                "Аннулирована {when}, причина {n}: {text}"),
    "col.when.after": ("after the match", "след мача", "после матча"),
    "col.when.no_replay": ("during the match, not replayed",
                           "по време на мача, без преиграване",
                           "во время матча, без переигровки"),
    "col.when.during": ("during the match", "по време на мача", "во время матча"),
    "col.games.sent": ("sent deal: played first at the other table",
                       "изпратено раздаване: изиграно първо на другата маса",
                       "присланная сдача: сначала сыграна за другим столом"),
    "col.games.honours": ("Honours {honours}, included in the score",
                          "Онери {honours}, включени в резултата",
                          "Онёры {honours}, включены в результат"),
    # -- the result sheet (the Balances tab): a row per round and the total --------------
    "col.sheet.table_team": ("Table {t}\n{team}", "Маса {t}\n{team}", "Стол {t}\n{team}"),
    "col.sheet.round_balance": ("Round\nbalance", "Баланс\nна тура", "Баланс\nтура"),
    "col.sheet.running": ("Running\nbalance", "Общ\nбаланс", "Общий\nбаланс"),
    "col.sheet.gave_away": ("{team}\ngave away", "{team}\nподари", "Подарено:\n{team}"),
    "col.sheet.running_imps": ("Running\nIMPs", "IMP\nобщо", "IMP\nитого"),
    "col.sheet.deals_counted": ("Deals\ncounted", "Зачетени\nраздавания", "Засчитано\nсдач"),
    # a round in progress: "2 of 6 · 4 results waiting"
    "col.sheet.of_total": ("{n} of {total}", "{n} от {total}", "{n} из {total}"),
    "col.sheet.waiting": (("{count} result waiting", "{count} results waiting"),
                          ("{count} резултат чака", "чакащи резултати: {count}"),
                          ("ждёт {count} результат", "ждут результатов: {count}",
                           "ждут результатов: {count}")),
    "col.sheet.in_progress": ("Round in progress: only the deals played at both tables "
                              "count; a result waits until the other room has played its deal",
                              "Турът се играе: броят се само раздаванията, изиграни на двете "
                              "маси; резултатът от едната маса чака, докато другата зала "
                              "изиграе раздаването",
                              "Тур идёт: засчитываются только сдачи, сыгранные за обоими "
                              "столами; результат ждёт, пока другой зал не сыграет эту сдачу"),
    "col.sheet.signed": ("signed for team A: {value}", "със знак за отбор A: {value}",
                         "со знаком для команды A: {value}"),
    # the running balance chart's unit when the match is scored in points (else paper.imps)
    "col.chart.points": ("points", "точки", "очки"),
    # -- each deal's balance (the Balances tab) -------------------------------------------
    "col.deals.ns_table": ("NS\ntable {t}", "СЮ\nмаса {t}", "СЮ\nстол {t}"),
    "col.deals.status": ("Status", "Състояние", "Состояние"),
    "col.deals.annulled": ("annulled, reason {n}", "анулирано, причина {n}",
                           "аннулирована, причина {n}"),
    "col.deals.pending": ("pending: table {t} only", "чака: само маса {t}",
                          "ожидает: только стол {t}"),
    # the score of a deal the host's room may not see yet (host.played is the contract's:
    # the Russian agrees with «сдача» there)
    "col.deals.played": ("played", "изиграно", "сыграно"),
    "col.deals.annulled_tip": ("Annulled, reason {n}: {text}",
                               "Анулирано, причина {n}: {text}",
                               "Аннулирована, причина {n}: {text}"),
    "col.deals.score_waits": ("The score shows once the other room has played this deal too",
                              "Резултатът се показва, когато и другата зала изиграе "
                              "раздаването",
                              "Результат будет показан, когда и другой зал сыграет эту сдачу"),
    "col.deals.dd": ("DD\n1 / 2", "Откр.\n1 / 2", "Откр.\n1 / 2"),
    "col.deals.par": ("Par\n(NS)", "Пар\n(СЮ)", "Пар\n(СЮ)"),
    "col.deals.dd_tip": ("Double-dummy tricks for the contract played at table 1 and at "
                         "table 2",
                         "Взятки при открити карти за контракта, изигран на маса 1 и на "
                         "маса 2",
                         "Взятки в открытую для контракта, сыгранного за столом 1 и за "
                         "столом 2"),
    # -- the percentages under the result sheet (spec §10): the numbers come written
    # (words.notation.number_text, two decimals) -----------------------------------------
    "col.pct.victory": ("<b>Percentage of the victory: {p} %</b> = points {w} won on "
                        "deals ({won}) ÷ all points that changed hands ({total}) "
                        "<span style='color:#666'>(our reading of the seed)</span>",
                        "<b>Процент на победата: {p} %</b> = точките, спечелени от {w} в "
                        "раздаванията ({won}) ÷ сбора от абсолютните разлики на всички "
                        "раздавания ({total}) <span style='color:#666'>(нашият прочит на "
                        "първоизточника)</span>",
                        "<b>Процент победы: {p} %</b> = очки, выигранные командой {w} на "
                        "сдачах ({won}) ÷ все очки, перешедшие из рук в руки ({total}) "
                        "<span style='color:#666'>(наше прочтение источника)</span>"),
    "col.pct.final": ("<b>Final percentage: {a} {pa} %, {b} {pb} %</b> = a team's "
                      "points made ({ma} and {mb}) ÷ both teams' points made ({total})",
                      "<b>Краен процент: {a} {pa} %, {b} {pb} %</b> = точките, "
                      "направени от отбора ({ma} и {mb}) ÷ точките, направени от двата "
                      "отбора ({total})",
                      "<b>Итоговый процент: {a} {pa} %, {b} {pb} %</b> = очки, "
                      "набранные командой ({ma} и {mb}) ÷ очки, набранные обеими командами "
                      "({total})"),
    # the deals counted: bg and ru after a colon (right for every count)
    "col.pct.vp": (("Victory points (WBF continuous scale, {count} deal counted, IMP margin "
                    "{m}): {a} {va}, {b} {vb}",
                    "Victory points (WBF continuous scale, {count} deals counted, IMP margin "
                    "{m}): {a} {va}, {b} {vb}"),
                   ("Победни точки (непрекъсната скала на WBF, зачетени раздавания: {count}, "
                    "разлика в IMP: {m}): {a} {va}, {b} {vb}",) * 2,
                   ("Победные очки (непрерывная шкала WBF, засчитано сдач: {count}, разница "
                    "IMP: {m}): {a} {va}, {b} {vb}",) * 3),
    # -- the envelopes and decks (the Envelopes tab) --------------------------------------
    # a row of envelopes: {colour} is colour.white / colour.blue
    "col.envelopes.set": ("Table {t} · {k} ({colour})", "Маса {t} · {k} ({colour})",
                          "Стол {t} · {k} ({colour})"),
    "col.decks.where": ("Where", "Къде", "Где"),
    "col.round_deals.from": ("From table", "От маса", "Со стола"),
    # -- the deal list (the Deals tab) ----------------------------------------------------
    # double-dummy tricks (the tooltip says it whole)
    "col.list.dd": ("DD", "Откр.", "Откр."),
    "col.list.notes": ("Notes", "Бележки", "Заметки"),
    "col.list.no_cards": ("no score cards", "без скорове", "без карточек счёта"),
    "col.list.annulled": ("annulled ({n})", "анулирано ({n})", "аннулирована ({n})"),
    "col.list.to_check": ("⚠ {n} to check", "⚠ за проверка: {n}", "⚠ к проверке: {n}"),
    "col.list.unusual": ("{n} unusual", "необичайни: {n}", "необычных: {n}"),
    "col.list.hands": ("{n} of 4 hands", "{n} от 4 ръце", "{n} из 4 рук"),
    "col.list.table_ns": ("Table {t}: NS {s}", "Маса {t}: СЮ {s}", "Стол {t}: СЮ {s}"),
    "col.list.dd_tip": ("Double-dummy: {dd} tricks for {c} by {d}; {n} taken",
                        "При открити карти: {dd} взятки за {c} от {d}; взети {n}",
                        "В открытую: {c} ({d}) — взяток: {dd}; взято: {n}"),
    "col.list.par_needs_cards": ("Par needs the vulnerability: draw the score cards first",
                                 "Парът изисква зоната: първо изтеглете скоровете",
                                 "Для пара нужна зона: сначала вытяните карточки счёта"),
    "col.list.par_tip": ("Par: NS {s}, {c}", "Пар: СЮ {s}, {c}", "Пар: СЮ {s}, {c}"),
    # -- the cross-room checks (the Deals tab) --------------------------------------------
    "col.checks.kind": ("Kind", "Вид", "Вид"),
    "col.checks.finding": ("Finding", "Констатация", "Замечание"),
    "col.checks.proposed": ("Proposed action", "Предложено действие", "Предлагаемое действие"),
    "col.checks.wrong_side": ("Wrong side", "Грешна линия", "Не та сторона"),
    "col.checks.hands_differ": ("Hands differ", "Ръцете се различават", "Руки различаются"),
    "col.checks.unusual": ("Unusual", "Необичайно", "Необычно"),
    "col.checks.honours": ("Honours", "Онери", "Онёры"),
    # a finding at both tables
    "col.checks.both": ("both", "и двете", "оба"),
    "col.checks.annul": ("annul, reason {n}", "анулиране, причина {n}",
                         "аннулируйте, причина {n}"),
    # -- against par (the Deals tab) ------------------------------------------------------
    "col.par.pair": ("Pair", "Двойка", "Пара"),
    "col.par.net": ("Net vs par", "Разлика спрямо пар", "Разница относительно пара"),
    "col.par.contracts": ("Par contracts", "Пар контракти", "Пар-контракты"),
    "col.par.ns_table": ("NS table {t}", "СЮ маса {t}", "СЮ стол {t}"),
    "col.par.gave": ("{team} gave", "{team} подари", "{team}: подарено"),
    # -- the audit log: every change to the match -----------------------------------------
    "col.log.number": ("No.", "№", "№"),
    "col.log.when": ("When", "Кога", "Когда"),
    "col.log.count": ("Changes: {n} (newest first)", "Промени: {n} (най-новите отгоре)",
                      "Изменений: {n} (новые сверху)"),
    "col.log.undo": ("Undo: {what}", "Отмяна: {what}", "Отмена: {what}"),
    "col.log.redo": ("Redo: {what}", "Повтаряне: {what}", "Повтор: {what}"),
    "col.log.damaged": ("{what} (damaged)", "{what} (повреден)", "{what} (повреждена)"),
    "col.log.damaged_tip": ("Damaged: shown as far as it can be read; it cannot be undone or "
                            "redone",
                            "Повреден: показан, доколкото може да се прочете; не може да се "
                            "отмени или повтори",
                            "Повреждена: показана, насколько её можно прочитать; её нельзя "
                            "отменить или повторить"),
    "col.log.undone": ("Undone (can be redone)", "Отменено (може да се повтори)",
                       "Отменено (можно повторить)"),
    "col.log.dropped": ("Undone, then replaced by a later change",
                        "Отменено и заменено от по-късна промяна",
                        "Отменено и заменено более поздним изменением"),
    # the details of a change: what it did, and the step that undoes it
    "col.log.change": ("The change:", "Промяната:", "Изменение:"),
    "col.log.undone_by": ("Undone by:", "Отменя се с:", "Отменяется командой:"),
}
