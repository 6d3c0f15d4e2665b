"""The catalog's entries for the refusals of envelope and deck moves, ``error.envelope…``
(:mod:`words.envelope_errors`)."""

from __future__ import annotations

from typing import Final

from words import Entry

WORDS: Final[dict[str, Entry]] = {
    "error.envelope_empty": ("the score-card envelope is empty: every card has been drawn",
                             "пликът със скоровете е празен: всички са изтеглени",
                             "конверт с карточками счёта пуст: все карточки вытянуты"),
    "error.envelope_step": ("deal {deal}: cannot {step}: {why}",
                            "раздаване {deal}: не може да {step}: {why}",
                            "сдача {deal}: нельзя {step}: {why}"),
    "error.envelope_step.deal": ("deal it at table {t}",
                                 "се раздаде на маса {t}",
                                 "сдать её за столом {t}"),
    "error.envelope_step_dealt_already": ("it was dealt already (it is {now})",
                                          "вече е раздадено (сега: {now})",
                                          "она уже сдана (сейчас: {now})"),
    "error.envelope_step_not_dealt": ("it is not dealt yet",
                                      "още не е раздадено",
                                      "она ещё не сдана"),
    "error.envelopes_carried": ("round {r}, table {t}: these envelopes were carried already",
                                "тур {r}, маса {t}: тези пликове вече са занесени",
                                "тур {r}, стол {t}: эти конверты уже отнесены"),
    "error.envelopes_not_played": ("round {r}, table {t}: the envelopes go over once the "
                                   "table's originals are played there; not yet: deal {deals}",
                                   "тур {r}, маса {t}: пликовете се занасят, след като основните "
                                   "раздавания на масата са изиграни; още не: раздаване {deals}",
                                   "тур {r}, стол {t}: конверты относят, когда сыграны основные "
                                   "сдачи этого стола; ещё нет: сдача {deals}"),
    "error.envelopes_none_arrived": ("round {r}, table {t}: no envelopes of table {o} are "
                                     "waiting to be checked",
                                     "тур {r}, маса {t}: няма пликове от маса {o}, които чакат "
                                     "проверка",
                                     "тур {r}, стол {t}: нет конвертов со стола {o}, ждущих "
                                     "проверки"),
    "error.envelopes_none_to_return": ("round {r}, table {t}: no envelopes of table {o} played "
                                       "here are waiting to go back",
                                       "тур {r}, маса {t}: няма изиграни тук пликове от маса "
                                       "{o}, които чакат да бъдат върнати",
                                       "тур {r}, стол {t}: нет сыгранных здесь конвертов со "
                                       "стола {o}, ждущих возврата"),
    "error.envelopes_not_played_here": ("round {r}, table {t}: the envelopes go back once table "
                                        "{o}'s deals are played here; not yet: deal {deals}",
                                        "тур {r}, маса {t}: пликовете се връщат, след като "
                                        "раздаванията на маса {o} са изиграни тук; още не: "
                                        "раздаване {deals}",
                                        "тур {r}, стол {t}: конверты возвращаются, когда сдачи "
                                        "стола {o} сыграны здесь; ещё нет: сдача {deals}"),
    "error.envelopes_not_this_round": ("deal {deal} is not one of table {t}'s deals of round {r}",
                                       "раздаване {deal} не е от раздаванията на маса {t} в тур "
                                       "{r}",
                                       "сдача {deal} — не из сдач стола {t} в туре {r}"),
    "error.envelopes_all_packed": ("deal {deal}: every envelope is packed already",
                                   "раздаване {deal}: всички пликове вече са прибрани",
                                   "сдача {deal}: все конверты уже заполнены"),
    "error.envelopes_all_checked": ("deal {deal}: every envelope is checked already",
                                    "раздаване {deal}: всички пликове вече са проверени",
                                    "сдача {deal}: все конверты уже проверены"),
    "error.envelopes_damaged": ("envelopes of deal {deal}: stored state is damaged ({detail})",
                                "пликове на раздаване {deal}: записаното състояние е повредено "
                                "({detail})",
                                "конверты сдачи {deal}: сохранённое состояние повреждено "
                                "({detail})"),
    "error.envelopes_bad_key": ('envelopes: stored key "{text}" is not a deal number',
                                "пликове: записаният ключ „{text}“ не е номер на раздаване",
                                "конверты: сохранённый ключ «{text}» — не номер сдачи"),
    "error.envelope_action_name": ('"{text}": envelope action must be one of {actions}',
                                   "„{text}“: действието с пликове трябва да е едно от {actions}",
                                   "«{text}»: действие с конвертами — одно из {actions}"),
    "error.envelope_direction_missing": ("deal {deal}: {action}: say which direction's envelope",
                                         "раздаване {deal}: {action}: кажете пликът на коя посока",
                                         "сдача {deal}: {action}: укажите, чей конверт"),
    "error.envelope_direction_extra": ("deal {deal}: {action} moves all four envelopes: give no "
                                       "direction",
                                       "раздаване {deal}: {action} движи и четирите плика: не "
                                       "давайте посока",
                                       "сдача {deal}: {action} перемещает все четыре конверта: "
                                       "не указывайте направление"),
    "error.envelope_cards_number": ("deal {deal}: cards found must be a number, not {text}",
                                    "раздаване {deal}: намерените карти трябва да са число, не "
                                    "{text}",
                                    "сдача {deal}: число найденных карт должно быть числом, а "
                                    "не {text}"),
    "error.envelope_cards_range": (("deal {deal}: {n} card in an envelope: a count is 0-52",
                                    "deal {deal}: {n} cards in an envelope: a count is 0-52"),
                                   ("раздаване {deal}: {n} карта в плик: броят е 0-52",
                                    "раздаване {deal}: {n} карти в плик: броят е 0-52"),
                                   ("сдача {deal}: {n} карта в конверте: число карт — от 0 до 52",
                                    "сдача {deal}: {n} карты в конверте: число карт — от 0 до 52",
                                    "сдача {deal}: {n} карт в конверте: число карт — от 0 до 52")),
    "error.envelope_only_receive": ("deal {deal}: only receive records cards and score cards",
                                    "раздаване {deal}: само проверката при пристигане записва "
                                    "карти и скорове",
                                    "сдача {deal}: карты и карточки счёта записывает только "
                                    "проверка по прибытии"),
    "error.envelope_step.play_home": ("play it at table {t}",
                                      "се изиграе на маса {t}",
                                      "сыграть её за столом {t}"),
    "error.envelope_step_cards_out": ("the cards of deal {busy} are still out at table {t} "
                                      "({stage})",
                                      "картите на раздаване {busy} още са извън пликовете на "
                                      "маса {t} ({stage})",
                                      "карты сдачи {busy} ещё не в конвертах за столом {t} "
                                      "({stage})"),
    "error.envelope_step.pack": ("pack {direction}'s envelope",
                                 "се прибере пликът на {direction}",
                                 "разложить карты в конверт игрока {direction}"),
    "error.envelope_step.carry": ("carry it to table {t}",
                                  "се занесе на маса {t}",
                                  "отнести её на стол {t}"),
    "error.envelope_step_played_already": ("it was played there already (it is {now})",
                                           "вече е изиграно там (сега: {now})",
                                           "она там уже сыграна (сейчас: {now})"),
    "error.envelope_step.receive": ("check {direction}'s envelope at table {t}",
                                    "се провери пликът на {direction} на маса {t}",
                                    "проверить конверт игрока {direction} за столом {t}"),
    "error.envelope_step_not_played": ("it is not played at table {t} yet (it is {now})",
                                       "още не е изиграно на маса {t} (сега: {now})",
                                       "она ещё не сыграна за столом {t} (сейчас: {now})"),
    "error.envelope_step_packed_already": ("the four envelopes are packed already (it is {now})",
                                           "четирите плика вече са прибрани (сега: {now})",
                                           "все четыре конверта уже заполнены (сейчас: {now})"),
    "error.envelope_step.return": ("return its envelopes to table {t}",
                                   "се върнат пликовете му на маса {t}",
                                   "вернуть её конверты на стол {t}"),
    "error.envelope_step_envelope_packed": ("{direction}'s envelope is packed already",
                                            "пликът на {direction} вече е прибран",
                                            "конверт игрока {direction} уже заполнен"),
    "error.envelope_step_not_packed": ("envelopes not packed yet: {directions}",
                                       "още не са прибрани пликовете на: {directions}",
                                       "ещё не заполнены конверты игроков: {directions}"),
    "error.envelope_step_carried_already": ("it was carried already (it is {now})",
                                            "вече е занесено (сега: {now})",
                                            "она уже отнесена (сейчас: {now})"),
    "error.envelope_step_originals_waiting": ("the envelopes go over after the table's three "
                                              "originals; not played and packed yet: deal "
                                              "{deals}",
                                              "пликовете се занасят след трите основни раздавания "
                                              "на масата; още не са изиграни и прибрани: "
                                              "раздаване {deals}",
                                              "конверты относят после трёх основных сдач этого "
                                              "стола; ещё не сыграны и не разложены по конвертам: "
                                              "сдача {deals}"),
    "error.envelope_step_not_carried": ("its envelopes were not carried yet (it is {now})",
                                        "пликовете му още не са занесени (сега: {now})",
                                        "её конверты ещё не отнесены (сейчас: {now})"),
    "error.envelope_step_board": ("under board conditions no score cards travel with the deal",
                                  "при условия по номера на раздаването скоровете не пътуват с "
                                  "раздаването",
                                  "при условиях по номеру сдачи карточки счёта не передаются со "
                                  "сдачей"),
    "error.envelope_step_played_away": ("it was played at table {t} already (it is {now})",
                                        "вече е изиграно на маса {t} (сега: {now})",
                                        "она уже сыграна за столом {t} (сейчас: {now})"),
    "error.envelope_step_same_findings": (
        ("it was checked already with the same findings ({n} card)",
         "it was checked already with the same findings ({n} cards)"),
        ("вече е проверен със същия резултат ({n} карта)",
         "вече е проверен със същия резултат ({n} карти)"),
        ("он уже проверен с тем же результатом (карт: {n})",) * 3),
    "error.envelope_step_not_there": ("its envelopes are not at table {t} (it is {now})",
                                      "пликовете му не са на маса {t} (сега: {now})",
                                      "её конвертов нет на столе {t} (сейчас: {now})"),
    "error.envelope_step_same_findings.score_cards": (
        ("it was checked already with the same findings ({n} card, score cards there)",
         "it was checked already with the same findings ({n} cards, score cards there)"),
        ("вече е проверен със същия резултат ({n} карта, скоровете са вътре)",
         "вече е проверен със същия резултат ({n} карти, скоровете са вътре)"),
        ("он уже проверен с тем же результатом (карт: {n}, карточки счёта на месте)",) * 3),
    "error.envelope_step_same_findings.no_score_cards": (
        ("it was checked already with the same findings ({n} card, score cards missing)",
         "it was checked already with the same findings ({n} cards, score cards missing)"),
        ("вече е проверен със същия резултат ({n} карта, без скоровете)",
         "вече е проверен със същия резултат ({n} карти, без скоровете)"),
        ("он уже проверен с тем же результатом (карт: {n}, карточек счёта нет)",) * 3),
    "error.envelope_step_not_checked": ("envelopes not checked on arrival yet: {directions}",
                                        "още не са проверени при пристигане пликовете на: "
                                        "{directions}",
                                        "ещё не проверены по прибытии конверты игроков: "
                                        "{directions}"),
    "error.envelope_step_home_already": ("its envelopes are back at table {t} already",
                                         "пликовете му вече са върнати на маса {t}",
                                         "её конверты уже вернулись на стол {t}"),
    "error.envelope_step_dealt_again": ("with two decks its cards are dealt again at table {t} "
                                        "for deal {following} first",
                                        "при две тестета картите му първо се раздават отново на "
                                        "маса {t} за раздаване {following}",
                                        "при двух колодах её карты сначала сдаются снова за "
                                        "столом {t} для сдачи {following}"),
    "error.envelope_step_deck_busy": ("deck {deck} is still with deal {previous} ({stage}): it "
                                      "is dealt again after deal {previous} is played at table "
                                      "{t}",
                                      "тесте {deck} още е при раздаване {previous} ({stage}): "
                                      "раздава се отново, след като раздаване {previous} се "
                                      "изиграе на маса {t}",
                                      "колода {deck} ещё в сдаче {previous} ({stage}): её сдают "
                                      "снова, когда сдача {previous} сыграна за столом {t}"),
    "error.envelope_step_envelopes_out": ("envelopes {serial} ({colour}) are still out with "
                                          "deal {earlier} ({stage}): they come back after it is "
                                          "played at table {t}",
                                          "пликове {serial} ({colour}) още са при раздаване "
                                          "{earlier} ({stage}): връщат се, след като то се "
                                          "изиграе на маса {t}",
                                          "конверты {serial} ({colour}) ещё в сдаче {earlier} "
                                          "({stage}): они вернутся, когда она будет сыграна за "
                                          "столом {t}"),
    "error.envelope_step_deck_and_envelopes_out": ("deck {deck} and envelopes {serial} "
                                                   "({colour}) are still out with deal "
                                                   "{earlier} ({stage}): they come back after "
                                                   "it is played at table {t}",
                                                   "тесте {deck} и пликове {serial} ({colour}) "
                                                   "още са при раздаване {earlier} ({stage}): "
                                                   "връщат се, след като то се изиграе на маса "
                                                   "{t}",
                                                   "колода {deck} и конверты {serial} "
                                                   "({colour}) ещё в сдаче {earlier} ({stage}): "
                                                   "они вернутся, когда она будет сыграна за "
                                                   "столом {t}"),
    "error.envelope_step_deck_away": ("deck {deck} is not at table {t}: it comes home first",
                                      "тесте {deck} не е на маса {t}: първо трябва да се "
                                      "върне",
                                      "колоды {deck} нет за столом {t}: сначала её надо "
                                      "вернуть"),
    "error.envelope_step_not_annulled": ("deal {previous} is not annulled: there is nothing "
                                         "to replay",
                                         "раздаване {previous} не е анулирано: няма какво да "
                                         "се преиграва",
                                         "сдача {previous} не аннулирована: переигрывать "
                                         "нечего"),
}
