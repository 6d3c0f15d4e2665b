"""The catalog's entries for the Deals tab on screen (``notebook.…``): the notebook's
status lines (result, auction, lead, hands, analysis and par), the checks and the
partnerships against par.

Worded elsewhere and used as they are: the tabs "Table 1/2" (``place.table``), the title
"Deal 5" (``report.deal``), "annulled, reason 4" (``spoken.annulled``), a finding's place
"deal 5, table 1" / "deal 5, both tables" (``cli.where.table`` / ``cli.where.both``) and
"table 1" (``place.table_column``), "Analysed: n deals." (``view.analysed``)."""

from __future__ import annotations

from typing import Final

from words import Entry

WORDS: Final[dict[str, Entry]] = {
    # -- the notebook's heading: "Round III · dealt at table 1 · dealer North · {kind}"
    "notebook.heading": ("Round {r} · dealt at table {t} · dealer {dealer} · {kind}",
                         "Тур {r} · раздадено на маса {t} · раздава {dealer} · {kind}",
                         "Тур {r} · сдана за столом {t} · сдаёт {dealer} · {kind}"),
    "notebook.original": ("original deal of this table", "основно раздаване на тази маса",
                          "основная сдача этого стола"),
    "notebook.sent_from": ("sent from table {t}", "изпратено от маса {t}",
                           "прислана со стола {t}"),

    # -- the result at this table and at the other
    "notebook.no_result": ("Table {t} has no result yet (enter it in the Rooms tab).",
                           "Маса {t} още няма резултат (въведете го в раздел „Зали“).",
                           "У стола {t} ещё нет результата (введите его на вкладке «Залы»)."),
    "notebook.hidden": ("Table {t}: played; its result shows once both tables have played "
                        "the deal.",
                        "Маса {t}: изиграно; резултатът се показва, когато и двете маси "
                        "изиграят раздаването.",
                        "Стол {t}: сыграна; результат показывается, когда оба стола сыграют "
                        "сдачу."),
    "notebook.passed_out_at": ("Table {t}: passed out.", "Маса {t}: всички пас.",
                               "Стол {t}: все пас."),
    "notebook.result": ("Table {t}: {r}, NS {s}", "Маса {t}: {r}, СЮ {s}",
                        "Стол {t}: {r}, СЮ {s}"),
    "notebook.other_no_result": ("Table {t}: no result yet.", "Маса {t}: още няма резултат.",
                                 "Стол {t}: результата ещё нет."),
    "notebook.passed_out": ("passed out", "всички пас", "все пас"),
    "notebook.disagree": ("The auction and the result disagree: {m}",
                          "Наддаването и резултатът не си съответстват: {m}",
                          "Торговля и результат не согласуются: {m}"),
    "notebook.agrees": ("The auction agrees with the result.",
                        "Наддаването съответства на резултата.",
                        "Торговля согласуется с результатом."),

    # -- the checks on this deal: "<where>: finding"
    "notebook.both_tables": ("both tables", "и двете маси", "оба стола"),
    "notebook.nothing_found": ("Nothing found: the two tables' records agree.",
                               "Нищо не е намерено: записите на двете маси съвпадат.",
                               "Ничего не найдено: записи двух столов совпадают."),

    # -- the double-dummy analysis and par
    "notebook.not_analysed": ("Not analysed yet. The analysis needs all four hands (recorded "
                              "at the table that dealt it, or three hands and the fourth "
                              "follows); run it from the Analysis menu or the button above "
                              "the deal list.",
                              "Още не е анализирано. Анализът изисква и четирите ръце "
                              "(записани на масата, която го е раздала, или три ръце, от "
                              "които следва четвъртата); пуснете го от меню „Анализ“ или с "
                              "бутона над списъка с раздавания.",
                              "Ещё не проанализировано. Для анализа нужны все четыре руки "
                              "(записанные за столом, где сдача сдана, или три руки — "
                              "четвёртая из них следует); запустите его из меню «Анализ» или "
                              "кнопкой над списком сдач."),
    "notebook.par_unknown": ("Par: unknown until the score cards are drawn.",
                             "Пар: неизвестен, докато не се изтеглят скоровете.",
                             "Пар: неизвестен, пока не вытянуты карточки счёта."),
    # rich text: {contracts} as the results are written (words.texts.par_text)
    "notebook.par": ("<b>Par: NS {score}</b> — {contracts}",
                     "<b>Пар: СЮ {score}</b> — {contracts}",
                     "<b>Пар: СЮ {score}</b> — {contracts}"),
    "notebook.dd_played": ("the contract played at this table",
                           "изиграният на тази маса контракт",
                           "контракт, сыгранный за этим столом"),

    # -- the auction as typed
    "notebook.dealer_first": ("{who} deals and calls first.", "{who} раздава и обявява пръв.",
                              "{who} сдаёт и говорит первым."),
    "notebook.complete_passed": ("Complete: passed out.", "Завършено: всички пас.",
                                 "Торговля завершена: все пас."),
    "notebook.complete": ("Complete: {c} by {d}.", "Завършено: {c} от {d}.",
                          "Торговля завершена: {c}, разыгрывает {d}."),
    # an auction, a lead or hands the match refused: {why} is the refusal
    "notebook.not_stored": ("Not stored: {why}", "Не е записано: {why}",
                            "Не сохранено: {why}"),

    # -- the opening lead as typed
    "notebook.lead_not_held": ("{card} is not in {who}'s hand as recorded here.",
                               "{card} не е в ръката на {who}, както е записана тук.",
                               "{card} нет в руке игрока {who}, как она записана здесь."),
    "notebook.read_as": ("Read as {card}.", "Прочетено като {card}.", "Прочитано как {card}."),

    # -- the hands as typed
    "notebook.hands_complete": ("All four hands: a complete deal.",
                                "И четирите ръце: пълно раздаване.",
                                "Все четыре руки: сдача полная."),
    "notebook.hand_follows": ("{who}'s hand follows from the other three: {hand}",
                              "Ръката на {who} следва от другите три: {hand}",
                              "Рука игрока {who} следует из трёх других: {hand}"),
    "notebook.hands_some": (("{n} of 4 hands; the rest after play.",) * 2,
                            ("{n} от 4 ръце; останалите след играта.",) * 2,
                            ("{n} из 4 рук; остальные после игры.",) * 3),
    "notebook.no_hands": ("No hands recorded at this table.", "На тази маса няма записани ръце.",
                          "За этим столом руки не записаны."),

    # -- the Checks panel (counts after a colon read right for every number)
    "notebook.checks_none": ("Nothing to check: the two tables' records agree (results, "
                             "leads, hands, auctions).",
                             "Няма какво да се проверява: записите на двете маси съвпадат "
                             "(резултати, извеждания, ръце, наддавания).",
                             "Проверять нечего: записи двух столов совпадают (результаты, "
                             "первые ходы, руки, торговля)."),
    "notebook.checks_summary": ("To check: {e}; unusual results: {u}. Double-click a line to "
                                "open the deal.",
                                "За проверка: {e}; необичайни резултати: {u}. Щракнете два "
                                "пъти върху ред, за да отворите раздаването.",
                                "К проверке: {e}; необычных результатов: {u}. Дважды щёлкните "
                                "строку, чтобы открыть сдачу."),
    "notebook.annul_proposed": ("Annul the deal, reason {n} proposed",
                                "Анулиране на раздаването, предложена причина {n}",
                                "Аннулировать сдачу, предложена причина {n}"),
    "notebook.annul_none": ("No annulment proposed for this finding",
                            "За тази констатация не се предлага анулиране",
                            "Для этого замечания аннулирование не предлагается"),

    # -- the deal list's analysis line, after view.analysed
    "notebook.more_to_analyse": (
        ("{n} more with four hands known can be analysed.",) * 2,
        ("Могат да се анализират още {n} с известни четири ръце.",) * 2,
        ("Можно проанализировать ещё {n} с известными четырьмя руками.",) * 3),

    # -- the Partnerships panel
    "notebook.par_summary": (
        ("<b>Against par over {n} deal:</b> {a} gave away {ga}, {b} gave away {gb}.",
         "<b>Against par over {n} deals:</b> {a} gave away {ga}, {b} gave away {gb}."),
        ("<b>Спрямо пар (раздавания: {n}):</b> {a} подари {ga}, {b} подари {gb}.",) * 2,
        ("<b>Относительно пара (сдач: {n}):</b> {a}: подарено {ga}; {b}: подарено {gb}.",)
        * 3),
    "notebook.par_none": ("No deal is analysed with its par yet: record the four hands and run "
                          "the analysis.",
                          "Още няма раздаване, анализирано с пар: запишете четирите ръце и "
                          "пуснете анализа.",
                          "Ещё нет сдач, проанализированных с паром: запишите четыре руки и "
                          "запустите анализ."),
    # what the columns Net and Given away of the partnerships' table mean
    "notebook.par_note": ("Net: the partnership's scores minus par, summed; given away: what "
                          "it lost against par on the games below par.",
                          "Разлика: сборът от резултатите на двойката минус пар; подарени: "
                          "загубеното спрямо пар в игрите под пар.",
                          "Разница: сумма результатов пары минус пар; подарено: потерянное "
                          "относительно пара в играх ниже пара."),
    # the lead field's label: the papers' term, and who leads once the result says it
    "notebook.lead_field": ("Opening lead:", "Първо извеждане:", "Первый ход:"),
    "notebook.lead_by": ("Opening lead ({who}):", "Първо извеждане ({who}):",
                         "Первый ход ({who}):"),
}
