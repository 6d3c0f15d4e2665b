"""The command line's own words (``cli.…``): the frame of what it prints for people
(``teams-app envelopes``, a proposal to annul).  The match's words in it come from the
other areas, in the language of ``--lang`` (English by default)."""

from __future__ import annotations

from typing import Final

from words import Entry

WORDS: Final[dict[str, Entry]] = {
    "cli.round": (("Round {round}{current}, {count} deck", "Round {round}{current}, {count} decks"),
                  ("Тур {round}{current}, {count} тесте", "Тур {round}{current}, {count} тестета"),
                  ("Тур {round}{current}, {count} колода", "Тур {round}{current}, {count} колоды",
                   "Тур {round}{current}, {count} колод")),
    "cli.current": (" (current)", " (текущ)", " (текущий)"),
    "cli.deal": ("deal {deal} (envelopes {serial}, deck {deck}): {what}",
                 "раздаване {deal} (пликове {serial}, тесте {deck}): {what}",
                 "сдача {deal} (конверты {serial}, колода {deck}): {what}"),
    "cli.next": ("next: {what}", "следва: {what}", "далее: {what}"),
    "cli.nothing_next": ("next: nothing to do with the envelopes now",
                         "следва: засега нищо с пликовете",
                         "далее: с конвертами пока ничего"),
    "cli.decks": ("Decks", "Тестета", "Колоды"),
    "cli.deck": ("deck {deck}: {what}", "тесте {deck}: {what}", "колода {deck}: {what}"),
    "cli.envelopes": ("Envelopes", "Пликове", "Конверты"),
    "cli.envelope": ("{envelope} of table {t}: {what}", "{envelope} от маса {t}: {what}",
                     "{envelope} стола {t}: {what}"),
    "cli.proposed": ("proposed: {what}", "предложение: {what}", "предложение: {what}"),
    "cli.to_annul": ("  to annul: {command}", "  за анулиране: {command}",
                     "  чтобы аннулировать: {command}"),
}
