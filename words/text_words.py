"""The catalog's entries for contracts, calls, results, the result entry line,
annulment reasons, replays and envelope colours (:mod:`words.texts` words them)."""

from __future__ import annotations

from typing import Final

from words import Entry

WORDS: Final[dict[str, Entry]] = {
    "annul_reason.1": ("the two tables played it with different score cards",
                       "двете маси са го играли с различни скорове",
                       "оба стола играли её с разными карточками счёта"),
    "annul_reason.2": ("a player took and saw cards that were not his",
                       "играч е взел и видял карти, които не са негови",
                       "игрок взял и увидел чужие карты"),
    "annul_reason.3": ("an envelope did not hold 13 cards on arrival",
                       "при пристигането плик не е съдържал 13 карти",
                       "по прибытии в конверте было не 13 карт"),
    "annul_reason.4": ("information from the first table reached the second",
                       "информация от първата маса е стигнала до втората",
                       "информация с первого стола дошла до второго"),
    "annul_reason.5": ("cards were put into the wrong envelopes",
                       "картите са поставени в грешни пликове",
                       "карты положены не в те конверты"),
    "colour.blue": ("blue", "сини", "синие"),
    "colour.white": ("white", "бели", "белые"),
    "typed.suit.S": ("♠", "п", "п"),
    "typed.suit.H": ("♥", "♥", "ч"),
    "typed.suit.D": ("♦", "♦", "б"),
    "typed.suit.C": ("♣", "т", "т"),
    "entry.pass": ("PASS", "Пас", "Пас"),
    "entry.S": ("S", "♠", "♠"),
    "entry.H": ("H", "♥", "♥"),
    "entry.D": ("D", "♦", "♦"),
    "entry.C": ("C", "♣", "♣"),
    "replay.not_replayed": ("not replayed", "не се преиграва", "не переигрывается"),
    "replay.now": ("replayed now", "преиграва се сега", "переигрывается сейчас"),
    "replay.round_end": ("replayed at the end of the round",
                         "преиграва се в края на тура",
                         "переигрывается в конце тура"),
    "replay.match_end": ("replayed at the end of the match",
                         "преиграва се в края на мача",
                         "переигрывается в конце матча"),
    "replay.gone_on": ("Round {r} is under way: deal {d}'s deck has dealt a later deal, so "
                       "a replay now or at the end of round {own} is played at the end of "
                       "the match",
                       "Вече се играе тур {r}: тестето на раздаване {d} е раздадено за "
                       "по-късно раздаване, затова преиграване сега или в края на тур "
                       "{own} се играе в края на мача",
                       "Уже идёт тур {r}: колодой сдачи {d} сдана более поздняя сдача, "
                       "поэтому переигровка сейчас или в конце тура {own} играется в "
                       "конце матча"),
}
