"""The catalog's entries for the cross-room checks' findings and actions (:mod:`words.checks`)."""

from __future__ import annotations

from typing import Final

from words import Entry

WORDS: Final[dict[str, Entry]] = {
    "check.action.already_annulled": ("already annulled", "вече е анулирано", "уже аннулирована"),
    "check.action.correct_lead": ("correct the lead or the recorded hands",
                                  "поправете изведената карта или записаните ръце",
                                  "исправьте первый ход или записанные руки"),
    "check.action.correct_auction": ("correct the auction or the result",
                                     "поправете наддаването или резултата",
                                     "исправьте торговлю или результат"),
    "check.action.unusual": ("unusual, worth a look; not an error",
                             "необичайно, заслужава поглед; не е грешка",
                             "необычно, стоит взглянуть; не ошибка"),
    "check.action.check_declarer": ("check the declarer at both tables and correct the wrong one",
                                    "проверете разиграващия на двете маси и поправете грешния",
                                    "проверьте разыгрывающего за обоими столами и исправьте "
                                    "неверного"),
    "check.action.correct_honours": ("correct the honours", "поправете онерите", "исправьте онёры"),
    "check.honours.none": ("none", "няма", "нет"),
    "check.lead.as_dealt": (" as dealt: cards probably in the wrong envelopes",
                            " според раздаването: картите вероятно са в грешни пликове",
                            " по раздаче: карты, вероятно, разложены не в те конверты"),
    "check.auction": ("auction: {why}", "наддаване: {why}", "торговля: {why}"),
    "check.contract": ("the auction ends in {auction}, the result says {result}",
                       "наддаването завършва с {auction}, а резултатът казва {result}",
                       "торговля заканчивается контрактом {auction}, а в результате {result}"),
    "check.declarer": ("the auction makes {auction} declarer of {contract}, the result says "
                       "{result}",
                       "според наддаването {contract} разиграва {auction}, а резултатът казва "
                       "{result}",
                       "по торговле {contract} разыгрывает {auction}, а в результате {result}"),
    "check.lead": ("the opening lead {card} was not in {leader}'s hand",
                   "изведената карта {card} не е била в ръката на {leader}",
                   "карты первого хода {card} не было в руке игрока {leader}"),
    "check.lead.as_recorded": (" (as recorded at this table)",
                               " (според записаното на тази маса)",
                               " (по записи этого стола)"),
    "check.unusual": (("{contract} by {declarer} took {tricks} trick, double-dummy {dd}",
                       "{contract} by {declarer} took {tricks} tricks, double-dummy {dd}"),
                      ("{contract} от {declarer} взе {tricks} взятка, при открити карти {dd}",
                       "{contract} от {declarer} взе {tricks} взятки, при открити карти {dd}"),
                      ("{contract} ({declarer}): взято {tricks}, в открытую {dd}",
                       "{contract} ({declarer}): взято {tricks}, в открытую {dd}",
                       "{contract} ({declarer}): взято {tricks}, в открытую {dd}")),
    "check.wrong_side": (("{contract} took {tricks} trick at both tables, by {one} at table 1 "
                          "and {two} at table 2: a result was probably entered for the wrong "
                          "side",
                          "{contract} took {tricks} tricks at both tables, by {one} at table 1 "
                          "and {two} at table 2: a result was probably entered for the wrong "
                          "side"),
                         ("{contract} взе {tricks} взятка и на двете маси, от {one} на маса 1 и "
                          "от {two} на маса 2: резултатът вероятно е въведен за грешната линия",
                          "{contract} взе {tricks} взятки и на двете маси, от {one} на маса 1 и "
                          "от {two} на маса 2: резултатът вероятно е въведен за грешната линия"),
                         ("{contract}: взято {tricks} за обоими столами, разыгрывал {one} за "
                          "столом 1 и {two} за столом 2; результат, вероятно, внесён не той "
                          "линии",) * 3),
    "check.honours": ("{contract}: honours recorded {recorded}, the hands as dealt hold {held}",
                      "{contract}: записани онери {recorded}, раздадените ръце държат {held}",
                      "{contract}: записаны онёры {recorded}, в розданных руках {held}"),
    "check.hands_differ": ("the hands recorded here differ from the original: {differ}",
                           "записаните тук ръце се различават от оригинала: {differ}",
                           "записанные здесь руки отличаются от исходных: {differ}"),
    "check.annul": ("annul the deal, reason {n} ({text})",
                    "анулирайте раздаването, причина {n} ({text})",
                    "аннулировать сдачу, причина {n} ({text})"),
    "check.lead.holder": (", {holder} held it",
                          ", държал я е {holder}",
                          ", она была у игрока {holder}"),
    "check.wrong_side.suspect": ("; double-dummy suggests table {t}",
                                 "; анализът при открити карти сочи маса {t}",
                                 "; анализ в открытую указывает на стол {t}"),
    "check.hands_differ.played": ("{direction} played {source}'s cards",
                                  "{direction} е играл с картите на {source}",
                                  "{direction} играл картами игрока {source}"),
    "check.hands_differ.held": ("{direction} held {cards} not dealt to this seat",
                                "{direction} е държал {cards}, които не са раздадени на това място",
                                "у игрока {direction} были {cards}, не сданные на это место"),
}
