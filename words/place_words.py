"""The catalog's entries for where each deal, envelope and deck is (:mod:`words.places`
words them)."""

from __future__ import annotations

from typing import Final

from words import Entry

WORDS: Final[dict[str, Entry]] = {
    "place.in_transit": ("in transit", "в път", "в пути"),
    "place.not_dealt": ("not dealt yet", "още не е раздадено", "ещё не сдана"),
    "place.empty": ("empty", "празен", "пуст"),
    "place.not_used": ("not used yet", "още не е използвано", "ещё не использовалась"),
    "place.colour.white": ("white", "бял", "белый"),
    "place.colour.blue": ("blue", "син", "синий"),
    "place.back_home": ("played at both tables, envelopes back at table {t}",
                        "изиграно на двете маси, пликовете са върнати на маса {t}",
                        "сыграна за обоими столами, конверты вернулись на стол {t}"),
    "place.where_what": ("{where}, {what}", "{where}, {what}", "{where}, {what}"),
    "place.envelope": ("{direction}{k} ({colour}, table {t})",
                       "{direction}{k} ({colour}, маса {t})",
                       "{direction}{k} ({colour}, стол {t})"),
    "place.dealt": ("being played at table {t}", "играе се на маса {t}", "играется за столом {t}"),
    "place.played_home": ("played at table {t}, {n} of 4 envelopes packed",
                          "изиграно на маса {t}, прибрани пликове: {n} от 4",
                          "сыграна за столом {t}, заполнено конвертов: {n} из 4"),
    "place.packed": ("packed at table {t}",
                     "прибрано в пликовете на маса {t}",
                     "разложена по конвертам за столом {t}"),
    "place.checking": ("at table {t}, {n} of 4 envelopes checked",
                       "на маса {t}, проверени пликове: {n} от 4",
                       "на столе {t}, проверено конвертов: {n} из 4"),
    "place.received": ("checked in at table {t}",
                       "пристигнало и проверено на маса {t}",
                       "прибыла и проверена за столом {t}"),
    "place.played_away": ("played at both tables, envelopes at table {t}",
                          "изиграно на двете маси, пликовете са на маса {t}",
                          "сыграна за обоими столами, конверты на столе {t}"),
    "place.on_the_way": ("on the way to table {t}", "на път към маса {t}", "в пути к столу {t}"),
    "place.at_table": ("at table {t}", "на маса {t}", "на столе {t}"),
    "place.to_table_column": ("→ table {t}", "→ маса {t}", "→ стол {t}"),
    "place.table_column": ("table {t}", "маса {t}", "стол {t}"),
    "place.cards": ("{direction}'s cards of deal {deal}",
                    "картите на {direction} от раздаване {deal}",
                    "карты игрока {direction} из сдачи {deal}"),
    "place.in_hands": ("in the players' hands (deal {deal})",
                       "в ръцете на играчите (раздаване {deal})",
                       "на руках у игроков (сдача {deal})"),
    "place.being_packed": ("being packed (deal {deal}, {n} of 4 envelopes)",
                           "прибира се в пликовете (раздаване {deal}, {n} от 4 плика)",
                           "раскладывается по конвертам (сдача {deal}, {n} из 4 конвертов)"),
    "place.in_envelopes": ("in the envelopes of deal {deal}",
                           "в пликовете на раздаване {deal}",
                           "в конвертах сдачи {deal}"),
    "place.to_table_short": ("→ T{t}", "→ М{t}", "→ С{t}"),
    "place.deal": ("deal {deal}", "раздаване {deal}", "сдача {deal}"),
    "place.cards.found": ("{direction}'s cards of deal {deal} ({n} found on arrival)",
                          "картите на {direction} от раздаване {deal} (при пристигане намерени "
                          "{n})",
                          "карты игрока {direction} из сдачи {deal} (по прибытии найдено {n})"),
    "place.table_short": ("T{t}", "М{t}", "С{t}"),
}
