"""The catalog's entries for the refusals of a PBN file, ``error.<message key>``
(:mod:`words.errors`, ``_pbn_error_words``): its score cards, every other refusal of the
reader, the core's refusals of a ``[Deal]`` as a whole, an annulment's tags
(``teams_app/pbn``, ``docs/pbn.md``)."""

from __future__ import annotations

from typing import Final

from words import Entry

WORDS: Final[dict[str, Entry]] = {
    # PBN import: the score cards in PBN 2.1's ScoreRubberHistory, Score and ScoreIMP
    # (teams_app/pbn.py, docs/pbn.md)
    "error.pbn_rubber_history": (
        '{where}: board {deal}: [ScoreRubberHistory "{text}"] is not one rubber game of '
        "score cards (NS and EW in the same game, each finished game won by one line, a "
        "part-score of 0-90 in tens)",
        '{where}: раздаване {deal}: [ScoreRubberHistory "{text}"] не е една игра от робер '
        "със скорове (СЮ и ИЗ в една и съща игра, всяка завършена игра спечелена от една "
        "линия, частичен резултат от 0 до 90 през 10)",
        '{where}: сдача {deal}: [ScoreRubberHistory "{text}"] — не одна игра роббера с '
        "карточками счёта (СЮ и ВЗ в одной и той же игре, каждая законченная игра выиграна "
        "одной линией, частичная запись от 0 до 90 через 10)"),
    "error.pbn_rubber_vulnerable": (
        '{where}: board {deal}: [ScoreRubberHistory "{text}"] makes the vulnerability '
        "{says}, [Vulnerable] says {vul}",
        '{where}: раздаване {deal}: според [ScoreRubberHistory "{text}"] в зона са: '
        '{says}, а [Vulnerable "{vul}"] казва друго',
        '{where}: сдача {deal}: по [ScoreRubberHistory "{text}"] в зоне: {says}, а '
        '[Vulnerable "{vul}"] говорит иное'),
    "error.pbn_rubber_cards_tags": (
        '{where}: board {deal} room {room}: [ScoreRubberHistory "{text}"] gives the score '
        "cards {found}, the NSScoreCard/EWScoreCard tags say {has}",
        '{where}: раздаване {deal}, маса {room}: [ScoreRubberHistory "{text}"] дава скорове '
        "{found}, а таговете NSScoreCard/EWScoreCard казват {has}",
        '{where}: сдача {deal}, стол {room}: [ScoreRubberHistory "{text}"] даёт карточки '
        "счёта {found}, а теги NSScoreCard/EWScoreCard говорят {has}"),
    "error.pbn_rubber_cards_match": (
        '{where}: board {deal} room {room}: [ScoreRubberHistory "{text}"] gives the score '
        "cards {found}, the match has {has}",
        '{where}: раздаване {deal}, маса {room}: [ScoreRubberHistory "{text}"] дава скорове '
        "{found}, а в мача са {has}",
        '{where}: сдача {deal}, стол {room}: [ScoreRubberHistory "{text}"] даёт карточки '
        "счёта {found}, а в матче {has}"),
    # PBN import: every other refusal of a PBN file (teams_app/pbn.py, words.errors
    # _pbn_error_words); {where} is error.pbn_where (or the path alone), {why} the core's
    # own refusal it wraps, a tag is named in brackets as the file writes it
    "error.pbn_where": ("{path}, line {line}", "{path}, ред {line}", "{path}, строка {line}"),
    "error.pbn_too_large": ("{where}: the file is larger than {most} MiB; a match's PBN is "
                            "far smaller",
                            "{where}: файлът е по-голям от {most} МиБ; PBN файлът на един мач "
                            "е много по-малък",
                            "{where}: файл больше {most} МиБ; PBN-файл матча намного меньше"),
    "error.pbn_binary": ("{where}: not a PBN file: it holds binary data",
                         "{where}: това не е PBN файл: съдържа двоични данни",
                         "{where}: это не PBN-файл: в нём двоичные данные"),
    "error.pbn_not_file": ("{where}: {problem}", "{where}: {problem}", "{where}: {problem}"),
    "error.pbn_unreadable": ("{where}: cannot read the file: {why}",
                             "{where}: файлът не може да се прочете: {why}",
                             "{where}: файл не читается: {why}"),
    "error.pbn_line_long": ("{where}: the line is longer than {most} characters",
                            "{where}: редът е по-дълъг от {most} знака",
                            "{where}: строка длиннее {most} знаков"),
    "error.pbn_tag_form": ('{where}: a tag is [Name "value"], found {found}',
                           '{where}: тагът се пише [Име "стойност"], а тук е {found}',
                           '{where}: тег пишется [Имя "значение"], а здесь {found}'),
    "error.pbn_not_tag": ('{where}: expected a tag like [Board "1"], found {found}',
                          '{where}: очаква се таг, например [Board "1"], а тук е {found}',
                          '{where}: ожидается тег, например [Board "1"], а здесь {found}'),
    "error.pbn_open_comment": ("{where}: the file ends inside a {{ comment }}",
                               "{where}: файлът свършва вътре в коментар {{ … }}",
                               "{where}: файл кончается внутри комментария {{ … }}"),
    "error.pbn_no_games": ("{where}: no PBN games found",
                           "{where}: във файла няма нито едно раздаване във формат PBN",
                           "{where}: в файле нет ни одной сдачи в формате PBN"),
    "error.pbn_board": ('{where}: [Board "{text}"]: a game needs a board number',
                        '{where}: [Board "{text}"]: всеки запис трябва да има номер на '
                        "раздаването",
                        '{where}: [Board "{text}"]: у каждой записи должен быть номер сдачи'),
    "error.pbn_board_range": ("{where}: board {text}: this match has deals 1-{deals}",
                              "{where}: раздаване {text}: в този мач раздаванията са от 1 до "
                              "{deals}",
                              "{where}: сдача {text}: в этом матче сдачи с 1 по {deals}"),
    "error.pbn_room": ('{where}: [Room "{text}"]: must be "Open" (table 1) or "Closed" '
                       "(table 2)",
                       '{where}: [Room "{text}"]: трябва да е "Open" (маса 1) или "Closed" '
                       "(маса 2)",
                       '{where}: [Room "{text}"]: должно быть "Open" (стол 1) или "Closed" '
                       "(стол 2)"),
    "error.pbn_refused": ("{where}: {why}", "{where}: {why}", "{where}: {why}"),
    "error.pbn_tag": ("{where}: board {deal}: [{tag}]: {why}",
                      "{where}: раздаване {deal}: [{tag}]: {why}",
                      "{where}: сдача {deal}: [{tag}]: {why}"),
    "error.pbn_auction": ("{where}: board {deal}: auction: {why}",
                          "{where}: раздаване {deal}: наддаване: {why}",
                          "{where}: сдача {deal}: торговля: {why}"),
    "error.pbn_score_card": ("{where}: board {deal}: score card: {why}",
                             "{where}: раздаване {deal}: скор: {why}",
                             "{where}: сдача {deal}: карточка счёта: {why}"),
    "error.pbn_deal_refused": ("{where}: board {deal}: {why}",
                               "{where}: раздаване {deal}: {why}",
                               "{where}: сдача {deal}: {why}"),
    "error.pbn_deal_table_refused": ("{where}: board {deal} table {table}: {why}",
                                     "{where}: раздаване {deal}, маса {table}: {why}",
                                     "{where}: сдача {deal}, стол {table}: {why}"),
    "error.pbn_result": ('{where}: board {deal}: [Result "{text}"]: tricks taken must be 0-13',
                         '{where}: раздаване {deal}: [Result "{text}"]: взетите взятки трябва '
                         "да са от 0 до 13",
                         '{where}: сдача {deal}: [Result "{text}"]: взятых взяток должно быть '
                         "от 0 до 13"),
    "error.pbn_leader": ('{where}: board {deal}: [Play "{text}"]: with {declarer} declaring, '
                         "{leader} leads",
                         '{where}: раздаване {deal}: [Play "{text}"]: разиграва {declarer}, '
                         "значи извежда {leader}",
                         '{where}: сдача {deal}: [Play "{text}"]: разыгрывает {declarer}, '
                         "значит, первый ход делает {leader}"),
    "error.pbn_result_room": ('{where}: board {deal}: a result needs a Room tag: "Open" '
                              '(table 1) or "Closed" (table 2)',
                              "{where}: раздаване {deal}: за резултата е нужен таг [Room]: "
                              '"Open" (маса 1) или "Closed" (маса 2)',
                              "{where}: сдача {deal}: для результата нужен тег [Room]: "
                              '"Open" (стол 1) или "Closed" (стол 2)'),
    "error.pbn_no_cards": ("{where}: board {deal}: a result needs the score cards "
                           "(NSScoreCard/EWScoreCard or ScoreRubberHistory tags) or "
                           "Vulnerable, and the deal has no cards drawn",
                           "{where}: раздаване {deal}: за резултата са нужни скоровете "
                           "(таговете [NSScoreCard]/[EWScoreCard] или [ScoreRubberHistory]) "
                           "или [Vulnerable], а за раздаването няма изтеглени скорове",
                           "{where}: сдача {deal}: для результата нужны карточки счёта "
                           "(теги [NSScoreCard]/[EWScoreCard] или [ScoreRubberHistory]) или "
                           "[Vulnerable], а карточки для этой сдачи не вытянуты"),
    "error.pbn_game_twice": ("{where}: board {deal} room {room} appears twice (first at line "
                             "{first})",
                             "{where}: раздаване {deal} на маса {room} се среща два пъти "
                             "(първо на ред {first})",
                             "{where}: сдача {deal} за столом {room} встречается дважды "
                             "(впервые в строке {first})"),
    "error.pbn_annulled_otherwise": ("{where}: board {deal}: line {first} annuls it otherwise; "
                                     "give the same Annulled, Replay and AnnulNote in every "
                                     "game of an attempt",
                                     "{where}: раздаване {deal}: ред {first} го анулира "
                                     "другояче; дайте еднакви [Annulled], [Replay] и "
                                     "[AnnulNote] във всички записи на опита",
                                     "{where}: сдача {deal}: строка {first} аннулирует её "
                                     "иначе; укажите одинаковые [Annulled], [Replay] и "
                                     "[AnnulNote] во всех записях попытки"),
    "error.pbn_differs": ("{where}: board {deal} table {table}: the match has {has}, the file "
                          "says {says}: import with --replace to overwrite the match's "
                          "results",
                          "{where}: раздаване {deal}, маса {table}: в мача е {has}, във "
                          "файла — {says}: внесете с --replace, за да замените резултатите "
                          "на мача",
                          "{where}: сдача {deal}, стол {table}: в матче {has}, в файле "
                          "{says}: импортируйте с --replace, чтобы заменить результаты "
                          "матча"),
    "error.pbn_two_deals": ("{where}: board {deal}: two different deals (the other at line "
                            "{other})",
                            "{where}: раздаване {deal}: две различни разпределения на картите "
                            "(другото е на ред {other})",
                            "{where}: сдача {deal}: два разных расклада (другой — в строке "
                            "{other})"),
    "error.pbn_other_deal": ("{where}: board {deal}: the match already has a different deal "
                             "{deal} ({hands})",
                             "{where}: раздаване {deal}: в мача вече има друго разпределение "
                             "на картите на раздаване {deal} ({hands})",
                             "{where}: сдача {deal}: в матче уже есть другой расклад сдачи "
                             "{deal} ({hands})"),
    "error.pbn_other_hands": ("{where}: board {deal} table {table}: the match has other hands "
                              "recorded there",
                              "{where}: раздаване {deal}, маса {table}: в мача на тази маса "
                              "са записани други ръце",
                              "{where}: сдача {deal}, стол {table}: в матче за этим столом "
                              "записаны другие руки"),
    # the core's refusals of a [Deal] as a whole, keyed by the PBN reader
    "error.pbn_deal_seat": ('"{text}": a deal starts with the first seat, like "N:"',
                            '„{text}“: раздаването започва с посоката на първата ръка, '
                            'например "N:"',
                            '«{text}»: расклад начинается с направления первой руки, '
                            'например "N:"'),
    "error.pbn_deal_four": (('"{text}": a deal has four hands, {n} given',
                             '"{text}": a deal has four hands, {n} given'),
                            ("„{text}“: раздаването има четири ръце, а е дадена {n}",
                             "„{text}“: раздаването има четири ръце, а са дадени {n}"),
                            ("«{text}»: в раскладе четыре руки, а указана {n}",
                             "«{text}»: в раскладе четыре руки, а указано {n}",
                             "«{text}»: в раскладе четыре руки, а указано {n}")),
    "error.pbn_deal_count": (("{who} has {n} cards, not 13", "{who} has {n} cards, not 13"),
                             ("{who} има {n} карта, а не 13", "{who} има {n} карти, а не 13"),
                             ("у {who} {n} карта, а не 13", "у {who} {n} карты, а не 13",
                              "у {who} {n} карт, а не 13")),
    "error.pbn_deal_doubled": ("doubled: {cards}", "два пъти: {cards}", "дважды: {cards}"),
    "error.pbn_deal_doubled_card": ("{card} ({one} and {other})", "{card} ({one} и {other})",
                                    "{card} ({one} и {other})"),
    "error.pbn_deal_missing": ("missing: {cards}", "липсват: {cards}", "не хватает: {cards}"),
    # an annulment's tags refused (the CSV's words name its columns; these, the tags)
    "error.pbn_annul_alone": ("only an annulled attempt has one: give the reason (1-5) in "
                              "annulled",
                              "има го само анулиран опит: дайте причината (1-5) в [Annulled]",
                              "оно бывает только у аннулированной попытки: укажите причину "
                              "(1-5) в [Annulled]"),
    "error.pbn_annul_replay": ('"{text}": the replay is now, round-end, match-end, none or '
                               "after-match",
                               "„{text}“: [Replay] е „now“, „round-end“, „match-end“, „none“ "
                               "или „after-match“",
                               "«{text}»: [Replay] — это «now», «round-end», «match-end», "
                               "«none» или «after-match»"),
}
