"""The catalog's entries for what a room must do next (:mod:`words.hints` words them)."""

from __future__ import annotations

from typing import Final

from words import Entry

WORDS: Final[dict[str, Entry]] = {
    "hint.rest": (" — and the round's next ones as they come",
                  " — и следващите от тура, щом дойдат",
                  " — и следующие в туре, по мере поступления"),
    "hint.replay.last_round": ("after the last round: deal {d} again ({label})",
                               "след последния тур: заместващо раздаване {label} вместо раздаване "
                               "{d}",
                               "после последнего тура: сдача-замена {label} вместо сдачи {d}"),
    "hint.short_envelope": ("deal {deal}: envelopes with the wrong number of cards on arrival "
                            "at table {t} ({found}) — annul it (reason 3)?",
                            "раздаване {deal}: при пристигане на маса {t} пликове с грешен брой "
                            "карти ({found}) — да се анулира ли (причина 3)?",
                            "сдача {deal}: по прибытии на стол {t} в конвертах неверное число "
                            "карт ({found}) — аннулировать её (причина 3)?"),
    "hint.table_prefix": ("Table {t}: ", "Маса {t}: ", "Стол {t}: "),
    "hint.deal_label": ("deal {deal}", "раздаване {deal}", "сдача {deal}"),
    "hint.match_finished": ("the match is finished", "мачът завърши", "матч окончен"),
    "hint.replay.after_game": ("after game {g}: deal {d} again ({label})",
                               "след игра {g}: заместващо раздаване {label} вместо раздаване {d}",
                               "после игры {g}: сдача-замена {label} вместо сдачи {d}"),
    "hint.replay.game": ("game {g}: deal {d} again ({label})",
                         "игра {g}: заместващо раздаване {label} вместо раздаване {d}",
                         "игра {g}: сдача-замена {label} вместо сдачи {d}"),
    "hint.replay.dealer": (", {dealer} deals", ", раздава {dealer}", ", сдаёт {dealer}"),
    "hint.deal": ("shuffle deck {deck} and deal deal {deal} (dealer {dealer})",
                  "разбъркайте тесте {deck} и раздайте картите за раздаване {deal} (раздава "
                  "{dealer})",
                  "перетасуйте колоду {deck} и сдайте карты сдачи {deal} (сдаёт {dealer})"),
    "hint.wait_deck": ("wait for deck {deck} from table {t}, then deal deal {deal} (dealer "
                       "{dealer})",
                       "изчакайте тесте {deck} от маса {t}, после раздайте картите за "
                       "раздаване {deal} (раздава {dealer})",
                       "ждите колоду {deck} со стола {t}, затем сдайте карты сдачи {deal} "
                       "(сдаёт {dealer})"),
    "hint.check.score_cards": ("check envelopes {serials} ({colour}) from table {t} on arrival "
                               "(13 cards each, score cards)",
                               "проверете пликове {serials} ({colour}) от маса {t} при "
                               "пристигане (по 13 карти, скорове)",
                               "проверьте конверты {serials} ({colour}) со стола {t} при "
                               "прибытии (по 13 карт, карточки счёта)"),
    "hint.check": ("check envelopes {serials} ({colour}) from table {t} on arrival (13 cards each)",
                   "проверете пликове {serials} ({colour}) от маса {t} при пристигане (по 13 "
                   "карти)",
                   "проверьте конверты {serials} ({colour}) со стола {t} при прибытии (по 13 "
                   "карт)"),
    "hint.deal_label.replacement": ("deal {deal} (replacement, same score cards)",
                                    "раздаване {deal} (заместващо, със същите скорове)",
                                    "сдача-замена {deal} (те же карточки счёта)"),
    "hint.round_finished": ("round {r} finished — show the balance, then round {n}",
                            "тур {r} завърши — покажете баланса, после тур {n}",
                            "тур {r} окончен — покажите баланс, затем тур {n}"),
    "hint.wait_replay": ("wait for deal {label} from table {t}",
                         "чакайте раздаване {label} от маса {t}",
                         "ждите сдачу {label} от стола {t}"),
    "hint.replay.cards": (" — same score cards {ns}/{ew}",
                          " — същите скорове {ns}/{ew}",
                          " — те же карточки счёта {ns}/{ew}"),
    "hint.replay.sit_as": ("; sit as for games {a}–{b}",
                           "; седнете както в игри {a}–{b}",
                           "; сядьте как в играх {a}–{b}"),
    "hint.replay.seats": ("; seats: {seats}", "; места: {seats}", "; места: {seats}"),
    "hint.short_envelope.found": (("{direction}: {count} card", "{direction}: {count} cards"),
                                  ("{direction}: {count} карта", "{direction}: {count} карти"),
                                  ("{direction}: {count} карта", "{direction}: {count} карты",
                                   "{direction}: {count} карт")),
    "hint.turn": ("the diagram turns — swap envelopes with your partner (each player takes his "
                  "partner's direction)",
                  "диаграмата се обръща — разменете пликовете с партньора си (всеки играч заема "
                  "посоката на партньора си)",
                  "диаграмма поворачивается — поменяйтесь конвертами с партнёром (каждый игрок "
                  "занимает направление партнёра)"),
    "hint.wait_for_table": ("round {r} done — wait for table {t}",
                            "тур {r} е изигран — изчакайте маса {t}",
                            "тур {r} сыгран — ждите стол {t}"),
    "hint.carry": ("carry envelopes {serials} ({colour}) to table {t}",
                   "занесете пликове {serials} ({colour}) на маса {t}",
                   "отнесите конверты {serials} ({colour}) на стол {t}"),
    "hint.return": ("send envelopes {serials} ({colour}) back to table {t}",
                    "върнете пликове {serials} ({colour}) на маса {t}",
                    "верните конверты {serials} ({colour}) на стол {t}"),
    "hint.turn_back": ("round {r} starts — swap envelopes with your partner back (each player "
                       "takes his own direction again)",
                       "започва тур {r} — разменете пликовете с партньора си обратно (всеки "
                       "играч отново заема своята посока)",
                       "начинается тур {r} — поменяйтесь конвертами с партнёром обратно (каждый "
                       "игрок снова занимает своё направление)"),
    "hint.game.draw_cards": ("; draw score cards",
                             "; изтеглете скорове",
                             "; вытяните карточки счёта"),
    "hint.no_score_cards": ("deal {deal}: the envelope of {direction} arrived at table {t} "
                            "without its score cards: take the scores from the other table's "
                            "diagram",
                            "раздаване {deal}: пликът на {direction} пристигна на маса {t} без "
                            "скоровете: вземете ги от диаграмата на другата маса",
                            "сдача {deal}: конверт игрока {direction} прибыл на стол {t} без "
                            "карточек счёта: возьмите их с диаграммы другого стола"),
    "hint.game": ("game {game}, {deal}, {dealer} deals",
                  "игра {game}, {deal}, раздава {dealer}",
                  "игра {game}, {deal}, сдаёт {dealer}"),
    "hint.game.cards": ("; scores {ns} {nsc}, {ew} {ewc}",
                        "; скорове {ns} {nsc}, {ew} {ewc}",
                        "; карточки счёта {ns} {nsc}, {ew} {ewc}"),
    "hint.game.envelopes_from": ("; envelopes from table {t}",
                                 "; пликове от маса {t}",
                                 "; конверты со стола {t}"),
    "hint.game.wait_for": (" — wait: table {t} has not played it yet",
                           " — изчакайте: маса {t} още не го е изиграла",
                           " — ждите: стол {t} её ещё не сыграл"),
    "hint.game.wait_for_deck": (" — wait for deck {deck} from table {t}",
                                " — изчакайте тесте {deck} от маса {t}",
                                " — ждите колоду {deck} со стола {t}"),
    "hint.wait_replay_cards": ("wait for deal {d}'s deck and envelopes from table {t}, "
                               "then deal {label}",
                               "изчакайте тестето и пликовете на раздаване {d} от маса {t}, "
                               "после раздайте {label}",
                               "ждите колоду и конверты сдачи {d} от стола {t}, затем "
                               "сдайте {label}"),
    "hint.carry_replay": ("carry deal {label}'s envelopes {serials} ({colour}) to table {t}",
                          "занесете пликовете {serials} ({colour}) на раздаване {label} на "
                          "маса {t}",
                          "отнесите конверты {serials} ({colour}) сдачи {label} на стол {t}"),
    "hint.check_replay": ("check deal {label}'s envelopes {serials} ({colour}) from table {t} "
                          "on arrival (13 cards each)",
                          "проверете при пристигане пликовете {serials} ({colour}) на "
                          "раздаване {label} от маса {t} (по 13 карти)",
                          "проверьте по прибытии конверты {serials} ({colour}) сдачи {label} "
                          "со стола {t} (по 13 карт)"),
    "hint.return_replay": ("send deal {label}'s envelopes {serials} ({colour}) back to table "
                           "{t}",
                           "върнете пликовете {serials} ({colour}) на раздаване {label} на "
                           "маса {t}",
                           "верните конверты {serials} ({colour}) сдачи {label} на стол {t}"),
}
