"""The catalog's entries for what a command did: Undo/Redo, the status line, the audit log
(:mod:`words.steps`).  A command's words are ``step.<kind>``, its fields the values
(``step.set_result``: ``{table}``, ``{key}``, ``{result}``); a variant after a dot: ``.none``
when the command's first field that may be empty is (a result deleted), ``.on``/``.off``
for a switch, the annulment's kind, the envelope's action, the extra's slot."""

from __future__ import annotations

from typing import Final

from words import Entry

WORDS: Final[dict[str, Entry]] = {
    "step.analysis": (
        (
            "double-dummy analysis of {count} deal",
            "double-dummy analysis of {count} deals",
        ),
        (
            "анализ с открити карти на {count} раздаване",
            "анализ с открити карти на {count} раздавания",
        ),
        (
            "анализ в открытую: {count} сдача",
            "анализ в открытую: {count} сдачи",
            "анализ в открытую: {count} сдач",
        ),
    ),
    "step.batch.carried": (
        (
            "deal {deals}: envelopes packed and carried to the other table",
            "deals {deals}: envelopes packed and carried to the other table",
        ),
        (
            "раздаване {deals}: пликовете са прибрани и занесени на другата маса",
            "раздавания {deals}: пликовете са прибрани и занесени на другата маса",
        ),
        (
            "сдача {deals}: карты разложены по конвертам и отнесены на другой стол",
            "сдачи {deals}: карты разложены по конвертам и отнесены на другой стол",
            "сдачи {deals}: карты разложены по конвертам и отнесены на другой стол",
        ),
    ),
    "step.batch.checked": (
        (
            "deal {deals}: envelopes checked on arrival",
            "deals {deals}: envelopes checked on arrival",
        ),
        (
            "раздаване {deals}: пликовете са проверени при пристигане",
            "раздавания {deals}: пликовете са проверени при пристигане",
        ),
        (
            "сдача {deals}: конверты проверены при прибытии",
            "сдачи {deals}: конверты проверены при прибытии",
            "сдачи {deals}: конверты проверены при прибытии",
        ),
    ),
    "step.batch.returned": (
        (
            "deal {deals}: envelopes returned home",
            "deals {deals}: envelopes returned home",
        ),
        (
            "раздаване {deals}: пликовете са върнати на своята маса",
            "раздавания {deals}: пликовете са върнати на своята маса",
        ),
        (
            "сдача {deals}: конверты возвращены на свой стол",
            "сдачи {deals}: конверты возвращены на свой стол",
            "сдачи {deals}: конверты возвращены на свой стол",
        ),
    ),
    "step.batch.more": (
        (
            "{first}; and {count} more change",
            "{first}; and {count} more changes",
        ),
        (
            "{first}; и още {count} промяна",
            "{first}; и още {count} промени",
        ),
        (
            "{first}; и ещё {count} изменение",
            "{first}; и ещё {count} изменения",
            "{first}; и ещё {count} изменений",
        ),
    ),
    "step.created": (
        "match created: {a} v {b}",
        "създаден мач: {a} – {b}",
        "создан матч: {a} – {b}",
    ),
    "step.envelope.carry": (
        "envelopes carried to the other table",
        "пликовете са занесени на другата маса",
        "конверты отнесены на другой стол",
    ),
    "step.envelope.deal": ("dealt", "раздадено", "сдана"),
    "step.envelope.pack": (
        "{direction}'s envelope packed",
        "пликът на {direction} е прибран",
        "карты игрока {direction} разложены в конверт",
    ),
    "step.envelope.play_away": (
        "played at the other table",
        "изиграно на другата маса",
        "сыграна за другим столом",
    ),
    "step.envelope.play_home": (
        "played at its own table",
        "изиграно на своята маса",
        "сыграна за своим столом",
    ),
    "step.envelope.receive": (
        (
            "{direction}'s envelope checked on arrival: {count} card",
            "{direction}'s envelope checked on arrival: {count} cards",
        ),
        (
            "пликът на {direction} е проверен при пристигане: {count} карта",
            "пликът на {direction} е проверен при пристигане: {count} карти",
        ),
        (
            "конверт игрока {direction} проверен по прибытии: {count} карта",
            "конверт игрока {direction} проверен по прибытии: {count} карты",
            "конверт игрока {direction} проверен по прибытии: {count} карт",
        ),
    ),
    "step.envelope.return": (
        "envelopes returned home",
        "пликовете са върнати на своята маса",
        "конверты возвращены на свой стол",
    ),
    "step.envelope.score_cards_missing": (
        ", score cards missing",
        ", скоровете липсват",
        ", карточек счёта нет",
    ),
    "step.envelope.score_cards_there": (
        ", score cards there",
        ", скоровете са вътре",
        ", карточки счёта на месте",
    ),
    "step.envelope_action": (
        "deal {deal}: {what}",
        "раздаване {deal}: {what}",
        "сдача {deal}: {what}",
    ),
    "step.envelope_restore": (
        "deal {deal}: envelopes put back as they were",
        "раздаване {deal}: пликовете са върнати както бяха",
        "сдача {deal}: конверты возвращены в прежнее состояние",
    ),
    "step.envelope_restore.none": (
        "deal {deal}: envelopes put back, not dealt",
        "раздаване {deal}: пликовете са върнати, нераздадено",
        "сдача {deal}: конверты возвращены, не сдана",
    ),
    "step.honours": ("honours {honours}", "онери {honours}", "онёры {honours}"),
    "step.import": (
        (
            "import {file}: {count} result",
            "import {file}: {count} results",
        ),
        (
            "внос от {file}: {count} резултат",
            "внос от {file}: {count} резултата",
        ),
        (
            "импорт из {file}: {count} результат",
            "импорт из {file}: {count} результата",
            "импорт из {file}: {count} результатов",
        ),
    ),
    "step.import_pbn": ("PBN import from {file}", "внос на PBN от {file}", "импорт PBN из {file}"),
    "step.lead": (", lead {card}", ", първо извеждане {card}", ", первый ход {card}"),
    "step.predealt": (
        "pre-dealt deals, seed {seed}",
        "предварително раздадени раздавания, ключ {seed}",
        "сдачи розданы заранее, ключ {seed}",
    ),
    "step.redo": ("redo: {what}", "повторено: {what}", "повторено: {what}"),
    "step.restored": (
        "restored from the backup {backup}",
        "възстановено от резервното копие {backup}",
        "восстановлено из резервной копии {backup}",
    ),
    "step.round_closed": (
        "round {round} closed: backup {backup}",
        "тур {round} е приключен: резервно копие {backup}",
        "тур {round} закрыт: резервная копия {backup}",
    ),
    "step.set_annulment": (
        "deal {key} annulled during the match: {reason}; {replay_at}",
        "раздаване {key} е анулирано по време на мача: {reason}; {replay_at}",
        "сдача {key} аннулирована во время матча: {reason}; {replay_at}",
    ),
    "step.set_annulment.after_match": (
        "deal {key} annulled after the match: {reason}",
        "раздаване {key} е анулирано след мача: {reason}",
        "сдача {key} аннулирована после матча: {reason}",
    ),
    "step.set_annulment.no_replay": (
        "deal {key} annulled during the match, not replayed: {reason}",
        "раздаване {key} е анулирано по време на мача, без преиграване: {reason}",
        "сдача {key} аннулирована во время матча, без переигровки: {reason}",
    ),
    "step.set_annulment.none": (
        "deal {key}: annulment lifted",
        "раздаване {key}: анулирането е отменено",
        "сдача {key}: аннулирование отменено",
    ),
    "step.set_extra": ("{slot} {key}", "{slot} {key}", "{slot} {key}"),
    "step.set_extra.auction": (
        "deal {deal}, table {t}: auction recorded",
        "раздаване {deal}, маса {t}: наддаването е записано",
        "сдача {deal}, стол {t}: торговля записана",
    ),
    "step.set_extra.auction.none": (
        "deal {deal}, table {t}: auction deleted",
        "раздаване {deal}, маса {t}: наддаването е изтрито",
        "сдача {deal}, стол {t}: торговля удалена",
    ),
    "step.set_extra.dismissed_proposals": (
        "deal {deal}: annulment proposal dismissed — {reason}",
        "раздаване {deal}: предложението за анулиране е отхвърлено — {reason}",
        "сдача {deal}: предложение об аннулировании отклонено — {reason}",
    ),
    "step.set_extra.dismissed_proposals.none": (
        "deal {deal}: annulment proposal back",
        "раздаване {deal}: предложението за анулиране е върнато",
        "сдача {deal}: предложение об аннулировании возвращено",
    ),
    "step.set_extra.hands": (
        "deal {deal}, table {t}: hands recorded",
        "раздаване {deal}, маса {t}: ръцете са записани",
        "сдача {deal}, стол {t}: руки записаны",
    ),
    "step.set_extra.hands.none": (
        "deal {deal}, table {t}: hands deleted",
        "раздаване {deal}, маса {t}: ръцете са изтрити",
        "сдача {deal}, стол {t}: руки удалены",
    ),
    "step.set_extra.signed": (
        "round {r}, table {t}: signed by {lines}",
        "тур {r}, маса {t}: подписан от {lines}",
        "тур {r}, стол {t}: подписан {lines}",
    ),
    "step.set_extra.unconfirmed": (
        "table {t}, deal {deal}: {result} typed, to be confirmed",
        "маса {t}, раздаване {deal}: въведено {result}, за потвърждаване",
        "стол {t}, сдача {deal}: введено {result}, для подтверждения",
    ),
    "step.set_extra.unconfirmed.none": (
        "table {t}, deal {deal}: the typed result refused",
        "маса {t}, раздаване {deal}: въведеният резултат е отказан",
        "стол {t}, сдача {deal}: введённый результат отклонён",
    ),
    "step.set_host_player": ("the host is {player}", "домакинът е {player}", "хозяин — {player}"),
    "step.set_host_player.none": (
        "the host does not play",
        "домакинът не играе",
        "хозяин не играет",
    ),
    "step.set_host_table": (
        "the laptop stays in the room of table {table}",
        "лаптопът остава в залата на маса {table}",
        "ноутбук остаётся в зале стола {table}",
    ),
    "step.set_host_table.none": (
        "the laptop goes with the host",
        "лаптопът е при домакина",
        "ноутбук следует за хозяином",
    ),
    "step.set_phone_leads.off": (
        "the phones do not take the opening lead",
        "телефоните не приемат първото извеждане",
        "телефоны не принимают первый ход",
    ),
    "step.set_phone_leads.on": (
        "the phones take the opening lead",
        "телефоните приемат и първото извеждане",
        "телефоны принимают и первый ход",
    ),
    "step.set_phones_confirm.off": (
        "the phones' results count at once",
        "резултатите от телефоните се броят веднага",
        "результаты с телефонов засчитываются сразу",
    ),
    "step.set_turning.on": ("table 1 turns its diagram", "маса 1 обръща диаграмата",
                            "стол 1 поворачивает диаграмму"),
    "step.set_turning.off": ("table 1 does not turn its diagram",
                             "маса 1 не обръща диаграмата",
                             "стол 1 не поворачивает диаграмму"),
    "step.set_phones_confirm.on": (
        "the other line confirms the phones' results",
        "другата линия потвърждава резултатите от телефоните",
        "другая линия подтверждает результаты с телефонов",
    ),
    "step.set_replay_at": (
        "deal {key}: {replay_at}",
        "раздаване {key}: {replay_at}",
        "сдача {key}: {replay_at}",
    ),
    "step.set_result": (
        "table {table}, deal {key}: {result}",
        "маса {table}, раздаване {key}: {result}",
        "стол {table}, сдача {key}: {result}",
    ),
    "step.set_result.none": (
        "table {table}, deal {key}: result deleted",
        "маса {table}, раздаване {key}: резултатът е изтрит",
        "стол {table}, сдача {key}: результат удалён",
    ),
    "step.set_score_cards": (
        "deal {deal}: score cards {ns_line} {ns}, {ew_line} {ew}",
        "раздаване {deal}: скорове {ns_line} {ns}, {ew_line} {ew}",
        "сдача {deal}: карточки счёта {ns_line} {ns}, {ew_line} {ew}",
    ),
    "step.set_score_cards.none": (
        "deal {deal}: score cards put back",
        "раздаване {deal}: скоровете са върнати в плика",
        "сдача {deal}: карточки счёта возвращены в конверт",
    ),
    "step.set_seat": ("{code}: {player}", "{code}: {player}", "{code}: {player}"),
    "step.set_settings": ("change settings", "промяна на настройките", "изменение настроек"),
    "step.set_substitution": (
        "{reserve} takes over {code} from round {from_round}",
        "{reserve} заменя {code} от тур {from_round}",
        "{reserve} заменяет {code} с тура {from_round}",
    ),
    "step.set_substitution.none": (
        "{code}: no substitution from round {from_round}",
        "{code}: без замяна от тур {from_round}",
        "{code}: без замены игрока с тура {from_round}",
    ),
    "step.set_team": ("team {team}: {name}", "отбор {team}: {name}", "команда {team}: {name}"),
    "step.unchanged": (
        "table {t}, deal {deal}: nothing changed",
        "маса {t}, раздаване {deal}: нищо не е променено",
        "стол {t}, сдача {deal}: ничего не изменилось",
    ),
    "step.undo": ("undo: {what}", "отменено: {what}", "отменено: {what}"),
}
