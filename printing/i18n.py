"""The printed forms' words in English, Bulgarian and Russian (a plain table, no Qt).

The GUI has its own Qt translations; paper forms only need their headings, column
titles and a few phrases, with the bridge terms players use at the table.
"""

from __future__ import annotations

from typing import Final

from models.vocabulary import Direction, Strain

LANGUAGES: Final = ("en", "bg", "ru")

# key: (English, Bulgarian, Russian)
_WORDS: Final[dict[str, tuple[str, str, str]]] = {
    # directions
    "dir.N": ("NORTH", "СЕВЕР", "Север"),
    "dir.E": ("EAST", "ИЗТОК", "Восток"),
    "dir.S": ("SOUTH", "ЮГ", "Юг"),
    "dir.W": ("WEST", "ЗАПАД", "Запад"),
    # short directions next to team codes (A-1, B-3): Russian "В" (Восток) would look
    # exactly like team B, so Russian forms write three letters for every direction
    "dirl.N": ("N", "С", "Сев"),
    "dirl.E": ("E", "И", "Вос"),
    "dirl.S": ("S", "Ю", "Юг"),
    "dirl.W": ("W", "З", "Зап"),
    "line.NS": ("NS", "СЮ", "СЮ"),
    "line.EW": ("EW", "ИЗ", "ВЗ"),
    "NT": ("NT", "БК", "БК"),
    "pass": ("Pass", "пас", "пас"),
    # words
    "round": ("Round", "Тур", "Тур"),
    "round.short": ("Rnd", "Тур", "Тур"),
    "table": ("Table", "Маса", "Стол"),
    "game": ("Game", "Игра", "Игра"),
    "deal": ("Deal", "Раздаване", "Сдача"),
    "deal.short": ("Deal", "Разд.", "Сдача"),
    "dealer": ("Dealer", "Раздава", "Сдаёт"),
    "card.NS": ("NS score", "Скор СЮ", "Скор СЮ"),
    "card.EW": ("EW score", "Скор ИЗ", "Скор ВЗ"),
    "vul": ("Vul.", "Зона", "Зона"),
    "contract": ("Contract", "Контракт", "Контракт"),
    "declarer": ("Declarer", "Разиграващ", "Разыгрыв."),
    "declarer.long": ("Declarer", "Разиграващ", "Разыгрывающий"),
    "result": ("Result", "Резултат", "Результат"),
    "points": ("Points", "Точки", "Очки"),
    "total": ("Total", "Общо", "Итого"),
    "team": ("Team", "Отбор", "Команда"),
    "match": ("Match", "Мач", "Матч"),
    "originals": ("original deals", "собствени раздавания", "свои сдачи"),
    "sent": ("sent deals", "получени раздавания", "полученные сдачи"),
    "games": ("games", "игри", "игры"),
    "annulled": ("annulled", "анулирано", "аннулирована"),
    "pending": ("pending", "очаква се", "ожидается"),
    "not played": ("not played", "неизиграно", "не сыграна"),
    "signatures": ("Signatures", "Подписи", "Подписи"),
    "page": ("page", "стр.", "стр."),
    "printed": ("Printed", "Отпечатано", "Напечатано"),
    # forms
    "form.diagram": ("Round diagram", "Диаграма на тура", "Диаграмма тура"),
    "form.diagram.blank": ("Round diagram (blank)", "Диаграма на тура (празна)",
                           "Диаграмма тура (пустая)"),
    "form.result": ("Result sheet", "Лист с резултатите", "Итоговый лист"),
    "form.rotation": ("Seat rotation", "Разпределение на местата", "Рассадка игроков"),
    "form.envelopes": ("Envelope and deck labels", "Етикети за пликове и тестета",
                       "Наклейки для конвертов и колод"),
    "form.scorecards": ("Score cards", "Скорове", "Карточки скоров"),
    "form.records": ("Hand records", "Записи на раздаванията", "Записи сдач"),
    "form.dealing": ("Dealing sheets", "Листове за раздаване", "Листы раскладки сдач"),
    "form.book": ("Match book", "Книга на мача", "Книга матча"),
    # diagram
    "turned": ("The compass is turned: each player sits in his partner's direction. "
               "Swap envelopes with your partner.",
               "Диаграмата е обърната: всеки играч сяда на мястото на партньора си. "
               "Разменете пликовете с партньора.",
               "Диаграмма повёрнута: каждый игрок садится на место партнёра. "
               "Обменяйтесь конвертами с партнёром."),
    "turn.back": ("A new round: swap envelopes with your partner back — each player takes "
                  "his own direction again.",
                  "Нов тур: разменете пликовете с партньора си обратно — всеки играч отново "
                  "заема своята посока.",
                  "Новый тур: поменяйтесь конвертами с партнёром обратно — каждый игрок "
                  "снова занимает своё направление."),
    "honours": ("Honours", "Онери", "Онёры"),
    "ink.1": ("Table 1 writes the scores in GREEN", "Маса 1 пише скоровете в ЗЕЛЕНО",
              "Стол 1 пишет скоры ЗЕЛЁНЫМ"),
    "ink.2": ("Table 2 writes the scores in BLACK", "Маса 2 пише скоровете в ЧЕРНО",
              "Стол 2 пишет скоры ЧЁРНЫМ"),
    "arrival": ("Sent deals: enter the scores first, check dealer and directions, "
                "13 cards in each envelope.",
                "Получени раздавания: първо впишете скоровете, проверете раздаващия и "
                "посоките, по 13 карти във всеки плик.",
                "Полученные сдачи: сначала впишите скоры, проверьте сдающего и "
                "направления, по 13 карт в каждом конверте."),
    # result sheet
    "balance": ("Balance", "Баланс", "Баланс"),
    "running": ("Running balance", "Общ баланс", "Общий баланс"),
    "given": ("Given away", "Подарени", "Подарено"),
    "imps": ("IMPs", "IMP", "IMP"),
    "net": ("Net", "Разлика", "Разница"),
    "per deal": ("Balance of each deal", "Баланс по раздавания", "Баланс по сдачам"),
    "victory %": ("Percentage of the victory", "Процент на победата", "Процент победы"),
    "victory formula": ("winner's points won on deals ÷ all points that changed hands "
                        "(sum of |net|)",
                        "точки, спечелени от победителя ÷ всички точки, сменили "
                        "притежателя си (сума от |разлика|)",
                        "очки, выигранные победителем ÷ все очки, сменившие владельца "
                        "(сумма |разница|)"),
    "final %": ("Final percentage", "Краен процент", "Итоговый процент"),
    "final formula": ("a team's points made ÷ both teams' points made",
                      "точки на отбора ÷ точки на двата отбора",
                      "очки команды ÷ очки обеих команд"),
    "chart": ("Running balance by round", "Общ баланс по турове", "Общий баланс по турам"),
    "in favour": ("in favour of", "в полза на", "в пользу"),
    "level": ("level", "равенство", "равенство"),
    "made": ("Points made", "Спечелени точки", "Набранные очки"),
    "given.short": ("Given", "Подар.", "Подар."),
    "cum given": ("Given away, running", "Подарени общо", "Подарено всего"),
    "running imps": ("IMPs, running", "IMP общо", "IMP всего"),
    "after round": ("after round", "след тур", "после тура"),
    "before play": ("No deal has been played yet.", "Още няма изиграно раздаване.",
                    "Ещё не сыграно ни одной сдачи."),
    "in progress": ("in progress", "в ход", "идёт"),
    "pending legend": ("(+n): points of deals played at one table so far; they count when "
                       "the other table has played them.",
                       "(+n): точки от раздавания, изиграни засега само на едната маса; "
                       "броят се, когато и другата маса ги изиграе.",
                       "(+n): очки сдач, сыгранных пока за одним столом; они считаются, "
                       "когда их сыграет и другой стол."),
    "deals pending": ("deals pending", "раздавания очакват другата маса",
                      "сдач ждут другого стола"),
    "blank rows": ("Rounds not played yet are left blank.",
                   "Неизиграните турове остават празни.",
                   "Несыгранные туры оставлены пустыми."),
    "annulled deals": ("Annulled deals", "Анулирани раздавания", "Аннулированные сдачи"),
    "not replayed": ("not replayed", "не се преиграва", "не переигрывается"),
    "not replayed.after": ("not replayed (annulled after the match)",
                           "не се преиграва (анулирано след мача)",
                           "не переигрывается (аннулирована после матча)"),
    "reason": ("reason", "причина", "причина"),
    "reason.1": ("the two tables played it with different score cards",
                 "двете маси са го играли с различни скорове",
                 "столы играли её с разными скорами"),
    "reason.2": ("a player took and saw cards that were not his",
                 "играч е взел и видял чужди карти",
                 "игрок взял и увидел чужие карты"),
    "reason.3": ("an envelope did not hold 13 cards on arrival",
                 "плик не е съдържал 13 карти при пристигане",
                 "в конверте по прибытии было не 13 карт"),
    "reason.4": ("information from the first table reached the second",
                 "информация от първата маса е стигнала до втората",
                 "сведения с первого стола дошли до второго"),
    "reason.5": ("cards were put into the wrong envelopes",
                 "картите са сложени в грешни пликове",
                 "карты положены не в те конверты"),
    "vps": ("Victory points", "Точки за победа (VP)", "Victory points (VP)"),
    "imps total": ("IMPs", "IMP", "IMP"),
    "fill in": ("to be filled in by hand", "попълва се на ръка", "заполняется от руки"),
    "form.result.blank": ("Result sheet (blank)", "Лист с резултатите (празен)",
                          "Итоговый лист (пустой)"),
    "form.notebook": ("Notebook (blank)", "Тетрадка (празна)", "Тетрадь (пустая)"),
    "auction": ("Auction", "Наддаване", "Торговля"),
    "hands": ("Hands (original deal: write them at the end of the round)",
              "Ръце (собствено раздаване: впишете ги в края на тура)",
              "Руки (своя сдача: впишите их в конце тура)"),
    "first dealer": ("shaded, ▲: the first dealer of these games",
                     "сиво, ▲: първият раздаващ в тези игри",
                     "серым, ▲: первый сдающий в этих играх"),
    "first dealer.mark": ("the first dealer.", "първият раздаващ.", "первый сдающий."),
    "legend.cards": ("Score cards: NV not vulnerable, V vulnerable, then the part-score "
                     "(NV 30: not vulnerable with a part-score of 30).",
                     "Скорове: и.з. извън зона, в.з. в зона, после частичният резултат "
                     "(и.з. 30: извън зона с частичен резултат 30).",
                     "Скоры: д.з. до зоны, в.з. в зоне, затем частичная запись "
                     "(д.з. 30: до зоны с частичной записью 30)."),
    "legend.result": ("Result: = made exactly, +1 one overtrick, −1 one down.",
                      "Резултат: = точно изпълнен, +1 една надвзятка, −1 един без.",
                      "Результат: = ровно, +1 одна лишняя, −1 без одной."),
    "replays": ("Replays of annulled deals, after the round's games",
                "Преигравания на анулирани раздавания след игрите на тура",
                "Переигровки аннулированных сдач после игр тура"),
    "replay row": ("replay: deal", "преиграване: раздаване", "переигровка: сдача"),
    "replays.after": ("Replays after round", "Преигравания след тур",
                      "Переигровки после тура"),
    "replays.seats": ("Replays set for the end of the match: write in who sits where.",
                      "Преигравания в края на мача: впишете кой къде седи.",
                      "Переигровки в конце матча: впишите, кто где сидит."),
    "fate.now": ("replay now, as {key}", "преиграва се веднага като {key}",
                 "переигрывается сразу как {key}"),
    "fate.now.done": ("replayed now as {key}", "преиграно веднага като {key}",
                      "переиграна сразу как {key}"),
    "fate.round-end": ("replay at the end of the round, as {key}",
                       "преиграва се в края на тура като {key}",
                       "переигрывается в конце тура как {key}"),
    "fate.round-end.done": ("replayed at the end of the round as {key}",
                            "преиграно в края на тура като {key}",
                            "переиграна в конце тура как {key}"),
    "fate.match-end": ("replay at the end of the match, as {key}",
                       "преиграва се в края на мача като {key}",
                       "переигрывается в конце матча как {key}"),
    "fate.match-end.done": ("replayed at the end of the match as {key}",
                            "преиграно в края на мача като {key}",
                            "переиграна в конце матча как {key}"),
    "deck person": ("For the person who prepares the decks before play — not for the "
                    "players.",
                    "За човека, който подготвя тестетата преди играта — не за играчите.",
                    "Для того, кто готовит колоды до игры, — не для игроков."),
    "records.held": ("Held back until played at both tables",
                     "Задържани, докато не се изиграят на двете маси",
                     "Отложены, пока не сыграны за обоими столами"),
    "round total": ("Round total, games", "Общо за тура, игри", "Итого за тур, игры"),
    "carried": ("carried from the sheet of games", "пренесено от листа на игри",
                "перенесено с листа игр"),
    "pending mark": ("pending: the other table has not played it yet",
                     "очаква се: другата маса още не го е изиграла",
                     "ожидается: другой стол её ещё не сыграл"),
    "arrival.board": ("Sent deals: check dealer and directions, 13 cards in each "
                      "envelope.",
                      "Получени раздавания: проверете раздаващия и посоките, по 13 карти "
                      "във всеки плик.",
                      "Полученные сдачи: проверьте сдающего и направления, по 13 карт в "
                      "каждом конверте."),
    "compact records": ("Deals without recorded hands",
                        "Раздавания без записани ръце",
                        "Сдачи без записанных рук"),
    # rotation
    "players": ("Players", "Играчи", "Игроки"),
    "code": ("Code", "Код", "Код"),
    "name": ("Name", "Име", "Имя"),
    "drawn card": ("Card drawn", "Изтеглена карта", "Вытянутая карта"),
    "reserves": ("Reserves", "Резерви", "Запасные"),
    "from round": ("from round", "от тур", "с тура"),
    "takes": ("takes", "заема", "занимает"),
    # envelopes
    "envelope": ("Envelope", "Плик", "Конверт"),
    "scorecard envelope": ("Score cards", "Скорове", "Скоры"),
    "deck": ("Deck", "Тесте", "Колода"),
    "serial": ("serial", "номер", "номер"),
    "cards": ("cards", "карти", "карт"),
    "envelopes.deals": ("Deal envelopes", "Пликове за раздаванията", "Конверты для сдач"),
    "envelopes.small": ("Score-card envelopes and decks", "Пликове за скоровете и тестета",
                        "Конверты для скоров и колоды"),
    # dealing sheets
    "seed": ("Seed", "Ключ", "Ключ"),
    "dealing how": ("Sort each deck into the four envelopes of its serial (S, W, N, E "
                    "as listed) and tick an envelope once its 13 cards are in.",
                    "Разпределете всяко тесте в четирите плика с неговия номер (Ю, З, С, "
                    "И, както са изброени) и отметнете плика, щом 13-те карти са в него.",
                    "Разложите каждую колоду по четырём конвертам её номера (Ю, З, С, В, "
                    "как указано) и отметьте конверт, когда в нём 13 карт."),
    "envelopes of": ("envelopes", "пликове", "конверты"),
    "dealt by": ("deals", "раздава", "сдаёт"),
    # score cards
    "vulnerable": ("vulnerable", "в зона", "в зоне"),
    "not vulnerable": ("not vulnerable", "извън зона", "до зоны"),
    "part-score": ("part-score", "частичен резултат", "частичная запись"),
    "cut": ("Cut along the dashed lines", "Изрежете по пунктира", "Разрежьте по пунктиру"),
    # hand records
    "bidding": ("Bidding", "Наддаване", "Торговля"),
    "lead": ("Opening lead", "Първи изход", "Первый ход"),
    "dd": ("Double dummy", "Анализ с открити карти", "Анализ в открытую"),
    "par": ("Par", "Пар", "Пар"),
    "no hands": ("The hands were not recorded.", "Ръцете не са записани.",
                 "Руки не записаны."),
    "no bidding": ("bidding not recorded", "наддаването не е записано",
                   "торговля не записана"),
    "board conditions": ("board conditions", "условия по борд", "условия по борду"),
    "none": ("None", "Никой", "Никто"),
    "both": ("Both", "Всички", "Все"),
    "dd tricks": ("DD", "DD", "DD"),
    "checks": ("Checks", "Проверки", "Проверки"),
    # against par
    "vs par": ("vs par", "спрямо пар", "против пара"),
    "vs par.short": ("vs par", "(пар)", "(пар)"),
    "par given": ("Given away against par", "Подарени спрямо пар",
                  "Подарено против пара"),
    "partnerships": ("Partnerships against par", "Двойки спрямо пар",
                     "Пары против пара"),
    "partnership": ("Partnership", "Двойка", "Пара"),
    "games played": ("Games", "Игри", "Игры"),
    "par note": ("Net: the partnership's scores minus par over its games (+ gained on "
                 "par). Given away: what it lost against par on the games below par.",
                 "Разлика: резултатите на двойката минус пар в нейните игри (+ спечелено "
                 "спрямо пар). Подарени: загубеното спрямо пар в игрите под пар.",
                 "Разница: результаты пары минус пар в её играх (+ выиграно против "
                 "пара). Подарено: потерянное против пара в играх ниже пара."),
    "no par": ("Against par: no deal has been analysed yet (double-dummy analysis).",
               "Спрямо пар: няма анализирано раздаване (анализ с открити карти).",
               "Против пара: ни одна сдача ещё не проанализирована (анализ в открытую)."),
}

_INDEX: Final = {lang: i for i, lang in enumerate(LANGUAGES)}


def check_lang(lang: str) -> str:
    if lang not in _INDEX:
        from printing.errors import PrintError

        raise PrintError(f'language "{lang}": choose one of {", ".join(LANGUAGES)}')
    return lang


def tr(key: str, lang: str) -> str:
    """The word for ``key`` in ``lang`` (English if the key has no entry)."""
    words = _WORDS.get(key)
    if words is None:
        return key
    return words[_INDEX.get(lang, 0)]


def direction(d: Direction, lang: str, short: bool = False) -> str:
    return tr(("dirl." if short else "dir.") + d.name, lang)


def strain(s: Strain, lang: str) -> str:
    return tr("NT", lang) if s is Strain.NT else s.symbol


def roman(n: int) -> str:
    numerals = ((10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))
    out = ""
    for value, text in numerals:
        while n >= value:
            out += text
            n -= value
    return out


def clashes(lang: str) -> list[tuple[str, str]]:
    """(direction letter, team code) pairs that look alike on a form in ``lang``."""
    latin_like = {"А": "A", "В": "B"}
    found: list[tuple[str, str]] = []
    for d in Direction:
        short = direction(d, lang, True)
        for team in ("A", "B"):
            if short == team or latin_like.get(short) == team:
                found.append((short, team))
    return found
