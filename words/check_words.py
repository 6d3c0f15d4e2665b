"""The cross-room checks' words (keys ``check.``), data only: :mod:`words.checks` words
each finding of :func:`models.checks.deal_checks` from its message key, action key and
values."""

from __future__ import annotations

from typing import Final

from words import Entry

WORDS: Final[dict[str, Entry]] = {
    # the opening lead against the hands as dealt
    "check.lead": ("the opening lead {card} was not in {leader}'s hand",
                   "изведената карта {card} не е била в ръката на {leader}",
                   "карты первого хода {card} не было в руке игрока {leader}"),
    "check.lead.holder": (", {holder} held it", ", държал я е {holder}",
                          ", она была у игрока {holder}"),
    "check.lead.as_recorded": ("{lead} (as recorded at this table)",
                               "{lead} (според записаното на тази маса)",
                               "{lead} (по записи этого стола)"),
    "check.lead.as_dealt": ("{lead} as dealt: cards probably in the wrong envelopes",
                            "{lead} според раздаването: картите вероятно са в грешни пликове",
                            "{lead} по раздаче: карты, вероятно, разложены не в те конверты"),
    # far from double-dummy
    "check.unusual": (("{contract} by {declarer} took {count} trick, double-dummy {dd}",
                       "{contract} by {declarer} took {count} tricks, double-dummy {dd}"),
                      ("{contract} от {declarer} взе {count} взятка, при открити карти {dd}",
                       "{contract} от {declarer} взе {count} взятки, при открити карти {dd}"),
                      ("{contract} ({declarer}): взята {count} взятка, в открытую {dd}",
                       "{contract} ({declarer}): взяты {count} взятки, в открытую {dd}",
                       "{contract} ({declarer}): взято {count} взяток, в открытую {dd}")),
    # the same contract and tricks by declarers on opposite lines
    "check.wrong_side": (
        ("{contract} took {count} trick at both tables, by {one} at table 1 and {two} at "
         "table 2: a result was probably entered for the wrong side",
         "{contract} took {count} tricks at both tables, by {one} at table 1 and {two} at "
         "table 2: a result was probably entered for the wrong side"),
        ("{contract} взе {count} взятка и на двете маси, от {one} на маса 1 и от {two} на "
         "маса 2: резултатът вероятно е въведен за грешната линия",
         "{contract} взе {count} взятки и на двете маси, от {one} на маса 1 и от {two} на "
         "маса 2: резултатът вероятно е въведен за грешната линия"),
        ("{contract}: взята {count} взятка за обоими столами, разыгрывал {one} за столом 1 и "
         "{two} за столом 2; результат, вероятно, записан не за ту линию",
         "{contract}: взяты {count} взятки за обоими столами, разыгрывал {one} за столом 1 и "
         "{two} за столом 2; результат, вероятно, записан не за ту линию",
         "{contract}: взято {count} взяток за обоими столами, разыгрывал {one} за столом 1 и "
         "{two} за столом 2; результат, вероятно, записан не за ту линию")),
    "check.wrong_side.suspect": ("; double-dummy suggests table {table}",
                                 "; анализът при открити карти сочи маса {table}",
                                 "; анализ в открытую указывает на стол {table}"),
    # the honours recorded against the hands
    "check.honours": ("{contract}: honours recorded {recorded}, the hands as dealt hold "
                      "{held}",
                      "{contract}: записани онери {recorded}, раздадените ръце държат {held}",
                      "{contract}: записаны онёры {recorded}, в розданных руках {held}"),
    "check.honours.none": ("none", "няма", "нет"),
    # the auction against the result
    "check.auction.auction": ("the recorded auction cannot be read to its end",
                              "записаното наддаване не може да се прочете до края",
                              "записанную торговлю нельзя прочесть до конца"),
    "check.auction.why": ("auction: {why}", "наддаване: {why}", "торговля: {why}"),
    "check.auction.contract": ("the auction ends in {auction}, the result says {result}",
                               "наддаването завършва с {auction}, а резултатът казва {result}",
                               "торговля заканчивается контрактом {auction}, а в результате "
                               "{result}"),
    "check.auction.declarer": ("the auction makes {auction} declarer of {contract}, the "
                               "result says {result}",
                               "според наддаването {contract} разиграва {auction}, а "
                               "резултатът казва {result}",
                               "по торговле {contract} разыгрывает {auction}, а в результате "
                               "{result}"),
    # hands recorded at the second table that are not the original deal
    "check.hands_differ": ("the hands recorded here differ from the original: {differ}",
                           "записаните тук ръце се различават от основното раздаване: {differ}",
                           "записанные здесь руки отличаются от исходных: {differ}"),
    "check.hands_differ.played": ("{direction} played {source}'s cards",
                                  "{direction} е играл с картите на {source}",
                                  "{direction} играл картами игрока {source}"),
    "check.hands_differ.held": ("{direction} held {cards} not dealt to this seat",
                                "{direction} е държал {cards}, които не са раздадени на това "
                                "място",
                                "у игрока {direction} были {cards}, не сданные на это место"),
    # what each finding proposes
    "check.action.annul": ("annul the deal, reason {n} ({reason})",
                           "анулирайте раздаването, причина {n} ({reason})",
                           "аннулируйте сдачу, причина {n} ({reason})"),
    "check.action.annulled": ("already annulled", "вече е анулирано", "уже аннулирована"),
    "check.action.lead": ("correct the lead or the recorded hands",
                          "поправете изведената карта или записаните ръце",
                          "исправьте первый ход или записанные руки"),
    "check.action.auction": ("correct the auction or the result",
                             "поправете наддаването или резултата",
                             "исправьте торговлю или результат"),
    "check.action.unusual": ("unusual, worth a look; not an error",
                             "необичайно, заслужава поглед; не е грешка",
                             "необычно, стоит взглянуть; не ошибка"),
    "check.action.declarer": ("check the declarer at both tables and correct the wrong one",
                              "проверете разиграващия на двете маси и поправете грешния",
                              "проверьте разыгрывающего за обоими столами и исправьте "
                              "неверного"),
    "check.action.honours": ("correct the honours", "поправете онерите", "исправьте онёры"),
}
