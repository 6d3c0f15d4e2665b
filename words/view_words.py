"""The catalog's entries for the counts the app's views show (``view.…``): a balance
after so many deals, an auction's calls so far, the deals analysed."""

from __future__ import annotations

from typing import Final

from words import Entry

WORDS: Final[dict[str, Entry]] = {
    # a table's round signed by both lines on its phone (issue 32), under its diagram
    "view.signed": ("Round {r} signed on the table's phone by {lines}",
                    "Тур {r} е подписан на телефона на масата от {lines}",
                    "Тур {r} подписан на телефоне стола: {lines}"),
    "view.signed_part": ("Round {r} signed on the table's phone by {lines}; {rest} not yet",
                         "Тур {r} е подписан на телефона на масата от {lines}; {rest} — още не",
                         "Тур {r} подписан на телефоне стола: {lines}; {rest} — ещё нет"),
    "view.unsigned": ("Round {r} not signed on the table's phone yet",
                      "Тур {r} още не е подписан на телефона на масата",
                      "Тур {r} ещё не подписан на телефоне стола"),
    # a table's diagram of a round (screen and phone; the paper's total row is the same
    # sum): {pa}, {pb} are points, with "(+n)" for those the other table has still to play
    "view.points": ("Points on this diagram: {a} {pa}, {b} {pb}",
                    "Точки на тази диаграма: {a} {pa}, {b} {pb}",
                    "Очки на этой диаграмме: {a} {pa}, {b} {pb}"),
    "view.points_after": ("Replays after round {r}: {a} {pa}, {b} {pb}",
                          "Преигравания след тур {r}: {a} {pa}, {b} {pb}",
                          "Переигровки после тура {r}: {a} {pa}, {b} {pb}"),
    "view.balance_points": (("Balance after {n} deal: {lead} points",
                             "Balance after {n} deals: {lead} points"),
                            ("Баланс след {n} раздаване: {lead} точки",
                             "Баланс след {n} раздавания: {lead} точки"),
                            ("Баланс после {n} сдачи: {lead} очков",
                             "Баланс после {n} сдач: {lead} очков",
                             "Баланс после {n} сдач: {lead} очков")),
    "view.balance_imps": (("Balance after {n} deal: {lead} IMPs",
                           "Balance after {n} deals: {lead} IMPs"),
                          ("Баланс след {n} раздаване: {lead} IMP",
                           "Баланс след {n} раздавания: {lead} IMP"),
                          ("Баланс после {n} сдачи: {lead} IMP",
                           "Баланс после {n} сдач: {lead} IMP",
                           "Баланс после {n} сдач: {lead} IMP")),
    "view.balance_vp": (("After {n} deal: {a} {va} VP – {b} {vb} VP ({lead} IMPs)",
                         "After {n} deals: {a} {va} VP – {b} {vb} VP ({lead} IMPs)"),
                        ("След {n} раздаване: {a} {va} VP – {b} {vb} VP ({lead} IMP)",
                         "След {n} раздавания: {a} {va} VP – {b} {vb} VP ({lead} IMP)"),
                        ("После {n} сдачи: {a} {va} VP – {b} {vb} VP ({lead} IMP)",
                         "После {n} сдач: {a} {va} VP – {b} {vb} VP ({lead} IMP)",
                         "После {n} сдач: {a} {va} VP – {b} {vb} VP ({lead} IMP)")),
    "view.calls_so_far": (("{n} call so far; {who} to call.",
                           "{n} calls so far; {who} to call."),
                          ("Обяви досега: {n}; обявява {who}.",) * 2,
                          ("Заявок пока: {n}; говорит {who}.",) * 3),
    "view.analysed": (("Analysed: {n} deal.", "Analysed: {n} deals."),
                      ("Анализирани раздавания: {n}.",) * 2,
                      ("Проанализировано сдач: {n}.",) * 3),
    # the seat draw (spec §1): the wizard and `teams-app new --draw`
    "draw.highest": ("{player} drew {card}, the highest card of all eight: {player} is A-1 "
                     "and {team} are team A",
                     "{player} изтегли {card}, най-високата карта от всички осем: {player} е "
                     "A-1 и отборът му ({team}) е отбор A",
                     "{player} вытянул(а) {card}, старшую карту из всех восьми: {player} — "
                     "A-1, и {team} — команда A"),
    # the set-up wizard: a name not typed yet (the teams are team 1 and 2 until the draw)
    "wizard.team_missing": ("Team {n} needs a name.", "Отбор {n} няма име.",
                            "У команды {n} нет названия."),
    "wizard.player_missing": ("Team {n}: player {i} needs a name.",
                              "Отбор {n}: играч {i} няма име.",
                              "Команда {n}: у игрока {i} нет имени."),
    "draw.none": ("No draw: {team} (team 1) is team A.",
                  "Без теглене: {team} (отбор 1) е отбор A.",
                  "Без жеребьёвки: {team} (команда 1) — команда A."),
    # the draw's card typed by hand: beside the field, and the whole reason under the page
    "draw.card_missing": ("type the card", "въведете картата", "введите карту"),
    "draw.no_card": ("{player} has no card yet.", "{player} още няма карта.",
                     "У игрока {player} ещё нет карты."),
    "draw.not_a_card": ("not a card", "не е карта", "не карта"),
    # the wizard's last page: the match about to be made
    "wizard.none": ("none", "няма", "нет"),
    "wizard.score_cards": ("score cards ({n} in each deck)", "скорове ({n} във всяко тесте)",
                           "карточки счёта ({n} в каждой колоде)"),
    "wizard.conditions": ("Conditions: {what}", "Условия: {what}", "Условия: {what}"),
    "wizard.balance": ("Balance shown as: {what}", "Балансът се показва в: {what}",
                       "Баланс показывается в: {what}"),
    "wizard.two_decks": ("two decks", "две тестета", "две колоды"),
    "wizard.honours": ("honours scored", "броят се онери", "онёры засчитываются"),
    # the score-card deck typed on the wizard's settings page
    "wizard.deck_size": (("{n} card", "{n} cards"), ("{n} карта", "{n} карти"),
                         ("карточек: {n}",) * 3),
    # Match › Settings: the setting of issue 32 (its label, the checkbox, its tip)
    "settings.phone_leads_label": ("Room terminals:", "Телефони на масите:",
                                   "Телефоны столов:"),
    "settings.phone_leads": ("The phones take the opening lead",
                             "Телефоните приемат и първото извеждане",
                             "Телефоны принимают и первый ход"),
    "settings.phones_confirm": ("The other line confirms each result, both sign the round",
                                "Другата линия потвърждава всеки резултат, двете подписват тура",
                                "Другая линия подтверждает каждый результат, обе подписывают тур"),
    "settings.phones_confirm_tip": ("A result typed on a table's phone counts once the other "
                                    "line confirms it there; at the end of its round both "
                                    "lines sign the table's diagram. Results typed here or "
                                    "imported count at once.",
                                    "Резултат, въведен на телефона на масата, се брои, след "
                                    "като другата линия го потвърди там; в края на тура двете "
                                    "линии подписват диаграмата на масата. Резултатите, "
                                    "въведени тук или внесени от файл, се броят веднага.",
                                    "Результат, введённый на телефоне стола, засчитывается, "
                                    "когда другая линия подтвердит его там; в конце тура обе "
                                    "линии подписывают диаграмму стола. Результаты, введённые "
                                    "здесь или из файла, засчитываются сразу."),
    "settings.phone_leads_tip": ("Each table's phone page offers an optional lead field "
                                 "with the result; with pre-dealt or recorded hands a card "
                                 "the leader did not hold is refused at once.",
                                 "Страницата на всяка маса предлага и поле за първото "
                                 "извеждане (по желание); при предварително раздадени или "
                                 "записани ръце карта, която изводещият не е държал, се "
                                 "отказва веднага.",
                                 "На странице каждого стола есть необязательное поле для "
                                 "первого хода; если руки сданы заранее или записаны, карта, "
                                 "которой у игрока не было, сразу отклоняется."),
    # Match › Reserves
    "reserves.regular": ("{player} (the regular player)", "{player} (редовният играч)",
                         "{player} (основной игрок)"),
    "reserves.none": ("Team {team} has no reserves.", "Отбор {team} няма резерви.",
                      "У команды {team} нет запасных."),
    "reserves.none_plays": ("No reserve plays yet.", "Още не играе резерва.",
                            "Запасные пока не играют."),
    # the double-dummy analysis run from the Analysis menu
    "view.nothing_to_analyse": ("Nothing new to analyse (a deal needs all four hands "
                                "recorded).",
                                "Няма нищо ново за анализ (за раздаване трябват записани и "
                                "четирите ръце).",
                                "Нечего анализировать (для сдачи нужны записанные руки всех "
                                "четырёх игроков)."),
    # the Print menu: a paper for the round the Rooms tab shows; the preview's page count
    "view.paper_round": ("{paper} — round {r}…", "{paper} — тур {r}…", "{paper} — тур {r}…"),
    "view.pages": (("{n} page", "{n} pages"), ("{n} страница", "{n} страници"),
                   ("{n} страница", "{n} страницы", "{n} страниц")),
}
