"""The catalog's entries for the refusals of the match core, ``error.<message key>``
(:mod:`words.errors`)."""

from __future__ import annotations

from typing import Final

from words import Entry

WORDS: Final[dict[str, Entry]] = {
    "error.call_insufficient": ("{where}: insufficient, the last bid is {last}",
                                "{where}: недостатъчна обява, последната е {last}",
                                "{where}: недостаточная заявка, последняя — {last}"),
    "error.contract_missing": ('"": a contract is needed, like 4S, 3NT, 7CXX or PASS',
                               "нужен е контракт, например 4♠, 3БК, 7♣рк или пас",
                               "нужен контракт, например 4♠, 3БК, 7♣рк или пас"),
    "error.pass_extra": ("a passed-out deal has no declarer and no tricks",
                         "при раздаване с четири паса няма разиграващ и взятки",
                         "в сдаче, где все спасовали, нет разыгрывающего и взяток"),
    "error.entry_empty": ('"": type a result like "4S N 10", "3NT S +1" or "PASS"',
                          "въведете резултат, например „4♠ С 10“, „3БК Ю +1“ или „Пас“",
                          "введите результат, например «4♠ С 10», «3БК Ю +1» или «Пас»"),
    "error.board_no_cards": ("board conditions: no score cards are drawn",
                             "при условия по номера на раздаването не се теглят скорове",
                             "при условиях по номеру сдачи карточки счёта не тянут"),
    "error.honours_fixed": ("whether honours are scored cannot change once a result is in",
                            "дали се броят онери, не може да се промени, след като има резултат",
                            "засчитывать ли онёры, нельзя изменить, когда уже есть результат"),
    "error.format_fixed": ("the format cannot change once deals are drawn or played",
                           "форматът не може да се променя, след като са теглени скорове или са "
                           "играни раздавания",
                           "формат нельзя менять, когда карточки уже вытянуты или сдачи сыграны"),
    "error.conditions_fixed": ("score cards or board conditions cannot change once deals are "
                               "drawn or played",
                               "скоровете или условията по номера на раздаването не могат да се "
                               "променят, след като са теглени скорове или са играни раздавания",
                               "карточки счёта или условия по номеру сдачи нельзя менять, когда "
                               "карточки уже вытянуты или сдачи сыграны"),
    "error.turning_fixed": ("table 1 has played a deal sent to it: whether it turns its "
                            "diagram cannot change",
                            "маса 1 вече е изиграла пратено ѝ раздаване: дали обръща "
                            "диаграмата си, не може да се промени",
                            "стол 1 уже сыграл присланную ему сдачу: поворачивает ли он "
                            "диаграмму, изменить нельзя"),
    "error.decks_fixed": ("the number of decks cannot change once envelopes are moving",
                          "броят на тестетата не може да се променя, след като пликовете са в "
                          "движение",
                          "число колод нельзя менять, когда конверты уже в пути"),
    "error.predeal_too_late": ("results or hands are already recorded: the deals cannot be "
                               "dealt in advance now",
                               "вече има записани резултати или ръце: раздаванията не могат да "
                               "се раздадат предварително",
                               "результаты или руки уже записаны: сдачи нельзя раздать заранее"),
    "error.nothing_to_undo": ("nothing to undo", "няма какво да се отмени", "нечего отменять"),
    "error.nothing_to_redo": ("nothing to redo", "няма какво да се повтори", "нечего повторять"),
    "error.call_where": ("call {n} ({who}) {call}",
                         "обява {n} ({who}) {call}",
                         "заявка {n} ({who}) {call}"),
    "error.call_after_end.four_passes": ("{where}: the auction ended with call {end} (four passes)",
                                         "{where}: наддаването приключи с обява {end} (четири "
                                         "паса)",
                                         "{where}: торговля закончилась заявкой {end} (четыре "
                                         "паса)"),
    "error.call_after_end": ("{where}: the auction ended with call {end} (three passes after "
                             "the last bid)",
                             "{where}: наддаването приключи с обява {end} (три паса след "
                             "последната обява с ниво)",
                             "{where}: торговля закончилась заявкой {end} (три паса после "
                             "последнего назначения)"),
    "error.call_no_bid": ("{where}: there is no bid to double",
                          "{where}: няма обява, на която да се даде контра",
                          "{where}: нет заявки, которую можно контрировать"),
    "error.damaged_entry": ("audit log entry #{n} is damaged; nothing was changed",
                            "записът №{n} в дневника на промените е повреден; нищо не е променено",
                            "запись №{n} журнала изменений повреждена; ничего не изменено"),
    "error.auction_unfinished": (("the auction is not finished after {n} call: it ends with "
                                  "three passes after a bid, or four passes",
                                  "the auction is not finished after {n} calls: it ends with "
                                  "three passes after a bid, or four passes"),
                                 ("наддаването не е завършено след {n} обява: завършва с три паса "
                                  "след обява с ниво или с четири паса",
                                  "наддаването не е завършено след {n} обяви: завършва с три паса "
                                  "след обява с ниво или с четири паса"),
                                 ("торговля не закончена после {n} заявки: она заканчивается "
                                  "тремя пасами после назначения или четырьмя пасами",
                                  "торговля не закончена после {n} заявок: она заканчивается "
                                  "тремя пасами после назначения или четырьмя пасами",
                                  "торговля не закончена после {n} заявок: она заканчивается "
                                  "тремя пасами после назначения или четырьмя пасами")),
    "error.call_unread": ("call {n} ({who}): {why}",
                          "обява {n} ({who}): {why}",
                          "заявка {n} ({who}): {why}"),
    "error.call_double_own": ("{where}: {last} is your side's bid, only an opponent's bid can "
                              "be doubled",
                              "{where}: {last} е обява на вашата линия, контра се дава само на "
                              "обява на противниците",
                              "{where}: {last} — заявка вашей линии, контрировать можно только "
                              "заявку противников"),
    "error.direction": ('"{text}": direction must be N, E, S or W',
                        "„{text}“: посоката трябва да е С, И, Ю или З (или N, E, S, W)",
                        "«{text}»: направление — С, В, Ю или З (или N, E, S, W)"),
    "error.decks_unsupported": ("format {format}: {decks} decks for {games} games a round is "
                                "not supported by the envelope tracker (it knows one deck per "
                                "game, or two decks)",
                                "формат {format}: {decks} тестета за {games} игри в тур не се "
                                "поддържат при проследяването на пликовете (то знае по едно "
                                "тесте за игра или две тестета)",
                                "формат {format}: учёт конвертов не поддерживает такое число "
                                "колод (колод: {decks}, игр в туре: {games}); он знает одну "
                                "колоду на игру или две колоды"),
    "error.serial_range": ("serial {serial}: serials are 1-{n}",
                           "пореден номер {serial}: поредните номера са 1-{n}",
                           "порядковый номер {serial}: номера — от 1 до {n}"),
    "error.deck_range": ("deck {deck}: decks are 1-{n}",
                         "тесте {deck}: тестетата са 1-{n}",
                         "колода {deck}: колоды — от 1 до {n}"),
    "error.strain_ambiguous": ('"{text}": "Н" could be hearts (H) or no-trump (N): type H or ♥ '
                               "for hearts, NT for no-trump",
                               "„{text}“: „Н“ може да е купа (H) или без коз (N): въведете H "
                               "или ♥ за купа, БК или NT за без коз",
                               "«{text}»: «Н» может быть червами (H) или без козыря (N): "
                               "введите H или ♥ для червей, БК или NT для без козыря"),
    "error.strain": ('"{text}": strain must be C, D, H, S or NT',
                     "„{text}“: цветът трябва да е ♠, ♥, ♦, ♣ (или S, H, D, C) или БК",
                     "«{text}»: масть — это ♠, ♥, ♦, ♣ (или S, H, D, C) или БК"),
    "error.strain_bad": ('"{text}": strain "{strain}" must be C, D, H, S or NT, optionally '
                         "followed by X or XX",
                         "„{text}“: цветът „{strain}“ трябва да е ♠, ♥, ♦, ♣ (или S, H, D, C) или "
                         "БК, по желание с к или рк след него",
                         "«{text}»: масть «{strain}» должна быть ♠, ♥, ♦, ♣ (или S, H, D, C) или "
                         "БК, можно с к или рк после неё"),
    "error.strain_missing": ('"{text}": strain missing after the level (C, D, H, S or NT)',
                             "„{text}“: след нивото липсва цвят (♠, ♥, ♦, ♣ — или S, H, D, C — "
                             "или БК)",
                             "«{text}»: после уровня нет масти (♠, ♥, ♦, ♣ — или S, H, D, C — или "
                             "БК)"),
    "error.level": ('"{text}": level must be 1-7',
                    "„{text}“: нивото трябва да е от 1 до 7",
                    "«{text}»: уровень должен быть от 1 до 7"),
    "error.contract_start": ('"{text}": a contract starts with its level 1-7, or is PASS',
                             "„{text}“: контрактът започва с нивото си от 1 до 7 или е ПАС",
                             "«{text}»: контракт начинается с уровня от 1 до 7 или это ПАС"),
    "error.tricks": ('"{text}": tricks must be a number 0-13 or =, +N, -N',
                     "„{text}“: взятките са число от 0 до 13 или =, +N, -N",
                     "«{text}»: взятки — это число от 0 до 13 или =, +N, -N"),
    "error.tricks_range": ('"{text}": tricks taken must be 0-13',
                           "„{text}“: взетите взятки трябва да са от 0 до 13",
                           "«{text}»: взятых взяток должно быть от 0 до 13"),
    "error.tricks_relative": ('"{text}": a relative result is =, +N or -N (N up to 13)',
                              "„{text}“: резултатът спрямо контракта е =, +N или -N (N до 13)",
                              "«{text}»: результат относительно контракта — это =, +N или -N (N "
                              "до 13)"),
    "error.tricks_relative_range": ('"{text}": {contract} needs {needed} tricks, so {text} '
                                    "would be {tricks} tricks (must be 0-13)",
                                    "„{text}“: за {contract} са нужни {needed} взятки, така че "
                                    "{text} би дало {tricks} взятки (трябва да са от 0 до 13)",
                                    "«{text}»: для {contract} нужно взяток: {needed}, и {text} "
                                    "дало бы {tricks} (должно быть от 0 до 13)"),
    "error.declarer_missing": ("{contract}: declarer (N, E, S or W) is missing",
                               "{contract}: липсва разиграващ (С, И, Ю или З)",
                               "{contract}: не указан разыгрывающий (С, В, Ю или З)"),
    "error.tricks_missing": ("{contract}: tricks taken are missing",
                             "{contract}: липсват взетите взятки",
                             "{contract}: не указаны взятые взятки"),
    "error.entry_parts": ('"{text}": a result is contract, declarer and tricks, like "4S N 10" '
                          'or "3NT S +1"',
                          "„{text}“: резултатът е контракт, разиграващ и взятки, например „4♠ С "
                          "10“ или „3БК Ю +1“",
                          "«{text}»: результат — это контракт, разыгрывающий и взятки, например "
                          "«4♠ С 10» или «3БК Ю +1»"),
    "error.suit": ('"{text}": suit must be one of S, H, D, C (or ♠♥♦♣)',
                   "„{text}“: цветът трябва да е ♠, ♥, ♦ или ♣ (или S, H, D, C)",
                   "«{text}»: масть — это ♠, ♥, ♦ или ♣"),
    "error.rank": ('"{text}": rank must be one of 2-9, T (or 10), J, Q, K, A',
                   "„{text}“: стойността трябва да е 2-10, J (В), Q (Д), K (Р) или A (А)",
                   "«{text}»: достоинство — это 2-10, В, Д, К, Т (туз) или J, Q, K, A"),
    "error.card": ('"{text}": a card is a suit and a rank, like HK or ♥K',
                   "„{text}“: картата е цвят и стойност, например ♥Р или ♥Д (или HK)",
                   "«{text}»: карта — это масть и достоинство, например ♥K или чД"),
    "error.rank_ambiguous": ('"{text}": "Т" could be the ace (туз) or the ten (T): type A for '
                             "the ace, 10 for the ten",
                             "„{text}“: „Т“ може да е асо (туз) или десетка (T): въведете A за "
                             "асото, 10 за десетката",
                             "«{text}»: «Т» может означать туза или десятку (T): введите A для "
                             "туза, 10 для десятки"),
    "error.card_rank": ('"{text}": rank "{rank}" must be one of 2-9, T (or 10), J, Q, K, A',
                        "„{text}“: стойността „{rank}“ трябва да е 2-10, J (В), Q (Д), K (Р) "
                        "или A (А)",
                        "«{text}»: достоинство «{rank}» должно быть 2-10, В, Д, К, Т (туз) или "
                        "J, Q, K, A"),
    "error.call": ('"{text}": a call is a bid like 1S or 3NT, P, X or XX',
                   "„{text}“: обявата е ниво и цвят (1♠, 3БК), пас, к или рк",
                   "«{text}»: заявка — это назначение (1♠, 3БК), пас, к или рк"),
    "error.reason": ('"{text}": annulment reason must be 1-5',
                     "„{text}“: причината за анулиране трябва да е от 1 до 5",
                     "«{text}»: причина аннулирования — от 1 до 5"),
    "error.score_card": ('"{text}": a score card is NV or V and a part-score, like NV0 or V60',
                         "„{text}“: скорът е NV (извън зона) или V (в зона) и частичен "
                         "резултат, например NV0 или V60",
                         "«{text}»: карточка счёта — это NV (вне зоны) или V (в зоне) и частичная "
                         "запись, например NV0 или V60"),
    "error.part_score": ("part-score {n}: must be 0-90 in tens (100 would be a game)",
                         "частичен резултат {n}: трябва да е от 0 до 90 през 10 (100 би било гейм)",
                         "частичная запись {n}: должна быть от 0 до 90, кратная 10 (100 — это "
                         "уже гейм)"),
    "error.cards_pair": ('"{text}": type the NS card then the EW card, like "NV0 V60"',
                         "„{text}“: въведете скора на СЮ, после на ИЗ, например „изв. з. 0 в.з. "
                         "60“ (или „NV0 V60“)",
                         "«{text}»: введите карточку СЮ, затем ВЗ, например «вне з. 0 в зоне 60» "
                         "(или «NV0 V60»)"),
    "error.card_drawn": ("{card}: already drawn at table {t} for {line} (the deck has {n}, "
                         "drawn {drawn})",
                         "{card}: вече е изтеглен на маса {t} за {line} (в тестето има {n}, "
                         "изтеглени {drawn})",
                         "{card}: уже вытянута за столом {t} для {line} (в колоде {n}, вытянуто "
                         "{drawn})"),
    "error.card_not_in_deck": ("{card}: not in the score-card deck at table {t} for {line}",
                               "{card}: няма такъв скор в тестето на маса {t} за {line}",
                               "{card}: такой карточки нет в колоде стола {t} для {line}"),
    "error.both_lines": ("deal {deal}: draw a card for both lines",
                         "раздаване {deal}: изтеглете скор и за двете линии",
                         "сдача {deal}: вытяните карточку для обеих линий"),
    "error.cards_in_use": ("deal {deal} has results played under its score cards: delete them "
                           "before changing the cards",
                           "раздаване {deal} има резултати, изиграни с неговите скорове: "
                           "изтрийте ги, преди да смените скоровете",
                           "у сдачи {deal} есть результаты, сыгранные с её карточками счёта: "
                           "удалите их, прежде чем менять карточки"),
    "error.cards_not_drawn": ("deal {deal}: the score cards are not drawn yet — draw them first",
                              "раздаване {deal}: скоровете още не са изтеглени — първо ги "
                              "изтеглете",
                              "сдача {deal}: карточки счёта ещё не вытянуты — сначала вытяните их"),
    "error.honours": ('"{text}": honours are NS100, NS150, EW100 or EW150',
                      "„{text}“: онерите са СЮ100, СЮ150, ИЗ100 или ИЗ150",
                      "«{text}»: онёры — это СЮ100, СЮ150, ВЗ100 или ВЗ150"),
    "error.honours_pass": ("{honours}: a passed-out deal has no honours",
                           "{honours}: при пасувано раздаване няма онери",
                           "{honours}: в сдаче, где все спасовали, онёров нет"),
    "error.honours_nt100": ("{contract} {honours}: at no-trump only the four aces count (150), "
                            "not 100",
                            "{contract} {honours}: при игра без коз се броят само четирите аса "
                            "(150), не 100",
                            "{contract} {honours}: без козыря считаются только четыре туза "
                            "(150), не 100"),
    "error.honours_off": ("honours {honours}: this match does not score honours",
                          "онери {honours}: в този мач онери не се броят",
                          "онёры {honours}: в этом матче онёры не засчитываются"),
    "error.card_twice": ("card drawn twice from one deck: {cards}",
                         "карта, изтеглена два пъти от едно тесте: {cards}",
                         "карта, вытянутая дважды из одной колоды: {cards}"),
    "error.dismiss_needs_reason": ("deal {deal}: say why the proposal is dismissed",
                                   "раздаване {deal}: напишете защо предложението се отхвърля",
                                   "сдача {deal}: напишите, почему предложение отклонено"),
    "error.nothing_proposed": ("deal {deal}: no annulment is proposed for it",
                               "раздаване {deal}: за него няма предложение за анулиране",
                               "сдача {deal}: для неё нет предложения об аннулировании"),
    "error.not_played_at_origin": ("deal {deal}, table {t}: table {origin} has not played this "
                                   "deal yet (its score cards are drawn there, when it is "
                                   "played)",
                                   "раздаване {deal}, маса {t}: маса {origin} още не е изиграла "
                                   "това раздаване (скоровете му се теглят там, когато се "
                                   "играе)",
                                   "сдача {deal}, стол {t}: стол {origin} ещё не сыграл эту "
                                   "сдачу (карточки счёта для неё тянут там, когда её играют)"),
    "error.cards_already_drawn": ("deal {deal}: score cards already drawn ({ns_line} {ns}, "
                                  "{ew_line} {ew})",
                                  "раздаване {deal}: скоровете вече са изтеглени ({ns_line} "
                                  "{ns}, {ew_line} {ew})",
                                  "сдача {deal}: карточки счёта уже вытянуты ({ns_line} {ns}, "
                                  "{ew_line} {ew})"),
    "error.attempt": ("attempt {n}: attempts are 0 (the deal) and 1, 2… (replacements)",
                      "опит {n}: опитите са 0 (раздаването) и 1, 2… (заместващите)",
                      "попытка {n}: попытки — 0 (сдача) и 1, 2… (замены)"),
    "error.already_annulled": ("deal {deal} is already annulled (reason {n}): undo is the way back",
                               "раздаване {deal} вече е анулирано (причина {n}): върнете го с "
                               "отмяна",
                               "сдача {deal} уже аннулирована (причина {n}): вернуть можно "
                               "отменой"),
    "error.not_annulled": ("deal {deal} is not annulled",
                           "раздаване {deal} не е анулирано",
                           "сдача {deal} не аннулирована"),
    "error.nothing_to_replace": ("deal {deal} is not annulled: there is nothing to replace",
                                 "раздаване {deal} не е анулирано: няма какво да се замества",
                                 "сдача {deal} не аннулирована: заменять нечего"),
    "error.annulled_after_match": ("deal {deal} was annulled after the match: it is not replayed",
                                   "раздаване {deal} е анулирано след мача: не се преиграва",
                                   "сдача {deal} аннулирована после матча: она не переигрывается"),
    "error.annulled_no_replay": ("deal {deal} was annulled and closed without a replay: it is "
                                 "not replayed",
                                 "раздаване {deal} е анулирано и приключено без преиграване: не "
                                 "се преиграва",
                                 "сдача {deal} аннулирована и закрыта без переигровки: она не "
                                 "переигрывается"),
    "error.replay_not_at_table": ("deal {deal} has not been played at table {o} yet: a replay "
                                  "is dealt at table {o}, then carried to table {t}",
                                  "раздаване {deal} още не е играно на маса {o}: преиграването "
                                  "се раздава на маса {o}, после се носи на маса {t}",
                                  "сдача {deal} ещё не сыграна за столом {o}: переигровка "
                                  "сдаётся за столом {o}, затем её несут к столу {t}"),
    "error.replay_started": ("deal {deal} was played at its own table already: when it is "
                             "played can no longer change",
                             "раздаване {deal} вече е играно на своята маса: кога се играе вече "
                             "не може да се промени",
                             "сдача {deal} уже сыграна за своим столом: когда её играть, "
                             "изменить уже нельзя"),
    "error.replay_unchanged": ("deal {deal}: the replay is {when} already",
                               "раздаване {deal}: вече е {when}",
                               "сдача {deal}: уже {when}"),
    "error.replay_at": ('"{text}": the replay is now, round-end, match-end or none',
                        "„{text}“: преиграването е now (сега), round-end (в края на тура), "
                        "match-end (в края на мача) или none (не)",
                        "«{text}»: переигровка — now (сейчас), round-end (в конце тура), "
                        "match-end (в конце матча) или none (нет)"),
    "error.after_match_replay": ("deal {deal}: a deal annulled after the match is not replayed "
                                 "— give no replay time",
                                 "раздаване {deal}: раздаване, анулирано след мача, не се "
                                 "преиграва — не посочвайте кога",
                                 "сдача {deal}: сдача, аннулированная после матча, не "
                                 "переигрывается — не указывайте, когда"),
    "error.replay_later_two_decks": ("deal {deal}: with two decks its cards go on to table "
                                     "{other}'s next deal once played at table {table}, and "
                                     "it is not played there yet — replay it now",
                                     "раздаване {deal}: с две тестета картите му отиват за "
                                     "следващото раздаване на маса {other}, след като се "
                                     "изиграе на маса {table}, а то още не е изиграно там — "
                                     "преиграйте го сега",
                                     "сдача {deal}: при двух колодах её карты идут на "
                                     "следующую сдачу стола {other}, когда она сыграна за "
                                     "столом {table}, а она там ещё не сыграна — "
                                     "переиграйте её сейчас"),
    "error.step_gone": ("this step is no longer offered: it was done meanwhile, or the "
                        "match has moved on — see what the page offers now",
                        "тази стъпка вече не се предлага: направена е междувременно или "
                        "мачът е продължил — вижте какво предлага страницата сега",
                        "этот шаг больше не предлагается: его уже сделали или матч "
                        "продвинулся — посмотрите, что страница предлагает сейчас"),
    "error.replay_now_two_decks": ("deal {deal}: with two decks a replay now is dealt from "
                                   "the deal's own cards, and they have left table "
                                   "{table} — replay it at the end of the round",
                                   "раздаване {deal}: с две тестета преиграване сега се "
                                   "раздава със собствените му карти, а те вече не са на "
                                   "маса {table} — преиграйте го в края на тура",
                                   "сдача {deal}: при двух колодах переигровка сейчас "
                                   "сдаётся её же картами, а они уже покинули стол "
                                   "{table} — переиграйте её в конце тура"),
    "error.replay_gone_on": ("deal {deal}: a table has gone on past round {r}, and the "
                             "deal's deck has dealt a later deal — its replay can only be "
                             "at the end of the match",
                             "раздаване {deal}: маса вече играе след тур {r} и тестето "
                             "на раздаването е раздадено за по-късно раздаване — то може "
                             "да се преиграе само в края на мача",
                             "сдача {deal}: стол уже играет после тура {r}, и колодой "
                             "сдачи сдана более поздняя сдача — переиграть её можно только "
                             "в конце матча"),
    "error.replay_conflict": ("deal {deal}: either not replayed or a replay time, not both",
                              "раздаване {deal}: или не се преиграва, или кога се преиграва — "
                              "не и двете",
                              "сдача {deal}: либо не переигрывается, либо время переигровки — "
                              "не то и другое"),
    "error.reason1_same_cards": ("deal {deal}: both tables' score cards are the same (table 1 "
                                 "{c1}, table 2 {c2}) — give the cards the other table actually "
                                 "played under",
                                 "раздаване {deal}: скоровете на двете маси са едни и същи "
                                 "(маса 1 {c1}, маса 2 {c2}) — посочете скоровете, под които "
                                 "другата маса наистина игра",
                                 "сдача {deal}: карточки счёта обоих столов одинаковы (стол 1 "
                                 "{c1}, стол 2 {c2}) — укажите карточки, под которыми на самом "
                                 "деле играл другой стол"),
    "error.reason1_board": ("deal {deal}: under board conditions no score cards travel — reason "
                            "1 does not apply",
                            "раздаване {deal}: при условия по номера на раздаването скорове не "
                            "пътуват — причина 1 не е приложима",
                            "сдача {deal}: при условиях по номеру сдачи карточки счёта не "
                            "передаются — причина 1 неприменима"),
    "error.reason1_no_result": ("deal {deal}, table {t}: no result yet — reason 1 compares the "
                                "score cards both tables played under",
                                "раздаване {deal}, маса {t}: още няма резултат — причина 1 "
                                "сравнява скоровете, под които играха двете маси",
                                "сдача {deal}, стол {t}: результата ещё нет — причина 1 "
                                "сравнивает карточки счёта обоих столов"),
    "error.cards_reason1_only": ("deal {deal}: score cards are given with reason 1 only",
                                 "раздаване {deal}: скорове се посочват само с причина 1",
                                 "сдача {deal}: карточки счёта указываются только с причиной 1"),
    "error.reason3_not_arrived": ("deal {deal} has not arrived at table {t}: reason 3 is an "
                                  "envelope found short on arrival",
                                  "раздаване {deal} не е пристигнало на маса {t}: причина 3 е "
                                  "плик с липсващи карти при пристигане",
                                  "сдача {deal} не пришла к столу {t}: причина 3 — конверт, в "
                                  "котором при получении не хватило карт"),
    "error.replay_not_annulled": ("deal {deal}: a replacement is played only for an annulled deal",
                                  "раздаване {deal}: заместващо раздаване се играе само за "
                                  "анулирано",
                                  "сдача {deal}: замена играется только вместо аннулированной "
                                  "сдачи"),
    "error.no_result": ("deal {deal}, table {t}: no result to delete",
                        "раздаване {deal}, маса {t}: няма резултат за изтриване",
                        "сдача {deal}, стол {t}: нет результата для удаления"),
    "error.lead_before_result": ("deal {deal}, table {t}: enter the result before the lead",
                                 "раздаване {deal}, маса {t}: първо въведете резултата, после "
                                 "извеждането",
                                 "сдача {deal}, стол {t}: сначала введите результат, потом "
                                 "первый ход"),
    "error.lead_passed_out": ("deal {deal}, table {t}: passed out, there is no lead",
                              "раздаване {deal}, маса {t}: всички пас, няма извеждане",
                              "сдача {deal}, стол {t}: все пас, первого хода нет"),
    # a lead typed with the result (a table's phone) that the leader did not hold
    "error.lead_not_held": ("{card} is not in {leader}'s hand",
                            "{card} не е в ръката на {leader}",
                            "карты {card} нет в руке игрока {leader}"),
    "error.deck_lacks": ("the new deck lacks {card}, already drawn at table {t} for {line}",
                         "в новото тесте липсва {card}, вече изтеглен на маса {t} за {line}",
                         "в новой колоде нет {card}, уже вытянутой за столом {t} для {line}"),
    "error.reserve_plays": ("reserve {reserve} plays: remove the substitution first",
                            "резервата {reserve} играе: първо премахнете замяната",
                            "запасной {reserve} играет: сначала отмените замену игрока"),
    "error.reserve_clash": ("team {team}: reserve {name} — every player needs a different name",
                            "отбор {team}: резерва {name} — всеки играч трябва да има различно име",
                            "команда {team}: запасной {name} — у каждого игрока должно быть "
                            "своё имя"),
    "error.reserve_twice": ("team {team}: reserve named twice — every player needs a different "
                            "name",
                            "отбор {team}: резерва е посочена два пъти — всеки играч трябва да "
                            "има различно име",
                            "команда {team}: запасной назван дважды — у каждого игрока должно "
                            "быть своё имя"),
    "error.player_has_code": ("{player} already holds another code",
                              "{player} вече има друг код",
                              "у игрока {player} уже другой код"),
    "error.player_is_reserve": ("{player} is a reserve: use a substitution instead",
                                "{player} е резерва: използвайте замяна",
                                "{player} — запасной: используйте замену"),
    "error.not_a_reserve": ("{reserve} is not a reserve of team {team}",
                            "{reserve} не е резерва на отбор {team}",
                            "{reserve} не запасной команды {team}"),
    "error.reserve_taken": ("{reserve} already takes over {code} from round {r}",
                            "{reserve} вече заменя {code} от тур {r}",
                            "{reserve} уже заменяет {code} с тура {r}"),
    "error.no_such_attempt": ("deal {deal}: no such replacement",
                              "раздаване {deal}: няма такова заместващо раздаване",
                              "сдача {deal}: такой сдачи-замены нет"),
    "error.has_replacement": ("deal {deal} has a replacement: delete it first",
                              "раздаване {deal} има заместващо раздаване: първо изтрийте него",
                              "у сдачи {deal} есть сдача-замена: сначала удалите её"),
    "error.predealt_already": ("the match is already pre-dealt (seed {seed})",
                               "мачът вече е раздаден предварително (начална стойност {seed})",
                               "матч уже роздан заранее (начальное значение {seed})"),
    # the match file's refusals (teams_app.store's errors; words.errors.store_error_text)
    "error.store.locked": ("{path}: the match is already open for writing in another window "
                           "or program{holder}; close it there, or open this one read-only",
                           "{path}: мачът вече е отворен за писане в друг прозорец или "
                           "програма{holder}; затворете го там или отворете този само за "
                           "четене",
                           "{path}: матч уже открыт для записи в другом окне или программе"
                           "{holder}; закройте его там или откройте этот только для чтения"),
    "error.store.holder": (" (process {pid} on {host})", " (процес {pid} на {host})",
                           " (процесс {pid} на {host})"),
    "error.store.missing": ("{path}: there is no such file", "{path}: няма такъв файл",
                            "{path}: такого файла нет"),
    "error.store.folder": ("{path}: this is a folder, not a match file",
                           "{path}: това е папка, не файл на мач",
                           "{path}: это папка, а не файл матча"),
    "error.store.read_only_file": ("{path}: the match file is read-only (a read-only file, "
                                   "folder or disk): it can only be read; nothing was changed",
                                   "{path}: файлът на мача е само за четене (файл, папка или "
                                   "диск само за четене): може само да се чете; нищо не е "
                                   "променено",
                                   "{path}: файл матча только для чтения (файл, папка или "
                                   "диск только для чтения): его можно только читать; ничего "
                                   "не изменено"),
    "error.store.read_only": ("{path}: the match is open read-only; nothing can be changed here",
                              "{path}: мачът е отворен само за четене; тук нищо не може да се "
                              "промени",
                              "{path}: матч открыт только для чтения; здесь ничего нельзя "
                              "изменить"),
    "error.store.not_a_match": ("{path}: this is not a match file",
                                "{path}: това не е файл на мач",
                                "{path}: это не файл матча"),
    "error.store.newer": ("{path}: written by a newer version of teams-app",
                          "{path}: записан от по-нова версия на teams-app",
                          "{path}: записан более новой версией teams-app"),
    "error.store.damaged": ("{path}: the match file is damaged",
                            "{path}: файлът на мача е повреден",
                            "{path}: файл матча повреждён"),
    "error.store.write_failed": ("{path}: the change could not be saved ({problem}); nothing "
                                 "was changed",
                                 "{path}: промяната не можа да се запише ({problem}); нищо не "
                                 "е променено",
                                 "{path}: изменение не удалось сохранить ({problem}); ничего "
                                 "не изменено"),
    "error.number": ("{what}: “{text}” is not a number {low}-{high}",
                     "{what}: „{text}“ не е число от {low} до {high}",
                     "{what}: «{text}» — не число от {low} до {high}"),
    "error.number_too_large": ('"{text}": the number is too large in absolute value to be read',
                               "„{text}“: числото е твърде голямо по абсолютна стойност, за да "
                               "бъде прочетено",
                               "«{text}»: число слишком велико по абсолютной величине, его "
                               "нельзя прочитать"),
    "error.call_doubled_already.redoubled": ("{where}: {last} is already redoubled",
                                             "{where}: на {last} вече има реконтра",
                                             "{where}: {last} уже с реконтрой"),
    "error.part_score.text": ('"{text}": part-score {n}: must be 0-90 in tens (100 would be a '
                              "game)",
                              "„{text}“: частичен резултат {n}: трябва да е от 0 до 90 през 10 "
                              "(100 би било гейм)",
                              "«{text}»: частичная запись {n}: должна быть от 0 до 90, кратная "
                              "10 (100 — это уже гейм)"),
    "error.cards_not_drawn.table": ("deal {deal}, table {t}: the score cards are not drawn yet: "
                                    "draw them or give both cards",
                                    "раздаване {deal}, маса {t}: скоровете още не са изтеглени: "
                                    "изтеглете ги или въведете и двата",
                                    "сдача {deal}, стол {t}: карточки счёта ещё не вытянуты: "
                                    "вытяните их или укажите обе"),
    "error.call_doubled_already": ("{where}: {last} is already doubled",
                                   "{where}: на {last} вече има контра",
                                   "{where}: {last} уже с контрой"),
    "error.call_no_double": ("{where}: there is no double to redouble",
                             "{where}: няма контра, на която да се даде реконтра",
                             "{where}: нет контры, на которую можно дать реконтру"),
    "error.call_not_doubled": ("{where}: {last} is not doubled, only a double can be redoubled",
                               "{where}: на {last} няма контра, реконтра се дава само след контра",
                               "{where}: {last} без контры, реконтра возможна только после контры"),
    "error.call_redouble_own": ("{where}: the double is your side's, only an opponent's double "
                                "can be redoubled",
                                "{where}: контрата е на вашата линия, реконтра се дава само на "
                                "контра на противниците",
                                "{where}: контра вашей линии, реконтру можно дать только на "
                                "контру противников"),
    # the format's ranges (a number typed or sent out of range)
    "error.round_range": ("round {round}: rounds are 1-{rounds}",
                          "тур {round}: туровете са от 1 до {rounds}",
                          "тур {round}: туры с 1 по {rounds}"),
    "error.deal_range": ("deal {deal}: deals are 1-{deals}",
                         "раздаване {deal}: раздаванията са от 1 до {deals}",
                         "сдача {deal}: сдачи с 1 по {deals}"),
    "error.table_range": ("table {table}: tables are 1 and 2",
                          "маса {table}: масите са 1 и 2",
                          "стол {table}: столы — 1 и 2"),
    "error.deal_not_in_round": ("deal {deal} is not played in round {round}",
                                "раздаване {deal} не се играе в тур {round}",
                                "сдача {deal} не играется в туре {round}"),
    # the other line confirms, both lines sign (issue 32; models.confirmations)
    "error.confirm_off": ("the phones' results are not confirmed in this match",
                          "в този мач резултатите от телефоните не се потвърждават",
                          "в этом матче результаты с телефонов не подтверждаются"),
    "error.nothing_to_confirm": ("deal {deal}, table {table}: no result waits to be confirmed",
                                 "раздаване {deal}, маса {table}: няма резултат за потвърждаване",
                                 "сдача {deal}, стол {table}: нет результата для подтверждения"),
    "error.confirm_changed": ("deal {deal}, table {table}: the result was typed again",
                              "раздаване {deal}, маса {table}: резултатът е въведен отново",
                              "сдача {deal}, стол {table}: результат введён заново"),
    "error.sign_not_complete": ("round {round}, table {table}: not played to its end here",
                                "тур {round}, маса {table}: не е изигран докрай тук",
                                "тур {round}, стол {table}: здесь ещё не доигран"),
}
