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
    # the frame of a message on stderr: "teams-app: error: …"
    "cli.frame.error": ("error", "грешка", "ошибка"),
    "cli.not_number": ('"{text}" is not a number (digits 0-9, at most {most})',
                       "„{text}“ не е число (цифри 0-9, най-много {most})",
                       "«{text}» — не число (цифры 0-9, не больше {most})"),
    "cli.port": ('"{value}": a port is 0-{most}', "„{value}“: портът е от 0 до {most}",
                 "«{value}»: порт — от 0 до {most}"),
    # teams-app new: the match made, and the seat draw
    "cli.created": ("created {file}: {a} (A) v {b} (B)", "създаден е {file}: {a} (A) срещу {b} (B)",
                    "создан {file}: {a} (A) — {b} (B)"),
    "cli.drew_highest": ("{player} drew {card}, the highest card of all eight: {player} is "
                         "A-1 and {team} are team A",
                         "{player} изтегли {card}, най-високата карта от осемте: {player} е "
                         "A-1, отбор A е {team}",
                         "{player}: {card}, старшая карта из восьми: {player} — A-1, "
                         "команда A — {team}"),
    "cli.drew": ("  drew {card}", "  изтегли {card}", "  карта {card}"),
    # teams-app serve: the addresses, a line per post, the end
    "cli.serving": ("serving {file} on {host}:{port} (Ctrl+C stops)",
                    "{file} се обслужва на {host}:{port} (Ctrl+C спира)",
                    "{file} обслуживается на {host}:{port} (Ctrl+C — остановить)"),
    "cli.serve_table": ("table {t}", "маса {t}", "стол {t}"),
    "cli.serve_board": ("scoreboard", "табло", "табло"),
    "cli.serve_host": ("host", "домакин", "хозяин"),
    "cli.serve_stopped": ("stopped", "спряно", "остановлено"),
    "cli.serve_dropped": (("… {count} log line dropped (the output was not read)",
                           "… {count} log lines dropped (the output was not read)"),
                          ("… {count} ред от дневника е пропуснат (изходът не се чете)",
                           "… {count} реда от дневника са пропуснати (изходът не се чете)"),
                          ("… пропущена {count} строка журнала (вывод не читали)",
                           "… пропущено {count} строки журнала (вывод не читали)",
                           "… пропущено {count} строк журнала (вывод не читали)")),
    "cli.serve_dropped_all": (("({count} log line dropped: the output was not read)",
                               "({count} log lines dropped: the output was not read)"),
                              ("({count} ред от дневника е пропуснат: изходът не се чете)",
                               "({count} реда от дневника са пропуснати: изходът не се чете)"),
                              ("(пропущена {count} строка журнала: вывод не читали)",
                               "(пропущено {count} строки журнала: вывод не читали)",
                               "(пропущено {count} строк журнала: вывод не читали)")),
    "cli.tables": ('"{table}": the tables are 1 and 2', "„{table}“: масите са 1 и 2",
                   "«{table}»: столы — 1 и 2"),
    "cli.short_form": ('"{text}": give DEAL:DIRECTION:CARDS, e.g. 8:W:12',
                       "„{text}“: въведете РАЗДАВАНЕ:ПОСОКА:КАРТИ, например 8:З:12",
                       "«{text}»: введите СДАЧА:НАПРАВЛЕНИЕ:КАРТЫ, например 8:З:12"),
    "cli.short_with_check": ("--short and --no-score-cards go with --check",
                             "--short и --no-score-cards вървят с --check",
                             "--short и --no-score-cards указываются вместе с --check"),
    "cli.no_cards_with_short": ("--no-score-cards names the envelope with --short "
                                "DEAL:DIRECTION:CARDS",
                                "--no-score-cards посочва плика с --short "
                                "РАЗДАВАНЕ:ПОСОКА:КАРТИ",
                                "--no-score-cards указывает конверт через --short "
                                "СДАЧА:НАПРАВЛЕНИЕ:КАРТЫ"),
    "cli.argument": ("argument {name}: ", "аргумент {name}: ", "аргумент {name}: "),
    "cli.not_text": ("the input is not valid text: {why}", "входът не е валиден текст: {why}",
                     "ввод — не текст: {why}"),
    "cli.frame.warning": ("warning", "предупреждение", "предупреждение"),
    # import
    "cli.imported": (("imported {rows} results of {count} deal into {file}",
                      "imported {rows} results of {count} deals into {file}"),
                     ("внесени {rows} резултата от {count} раздаване във {file}",
                      "внесени {rows} резултата от {count} раздавания във {file}"),
                     ("импортировано результатов: {rows}, сдач: {count}, в {file}",) * 3),
    # how a spreadsheet's file was read (its encoding and separator), after "imported …"
    "cli.imported.read_as": (" (read as {read_as})", " (прочетен като {read_as})",
                             " (прочитан как {read_as})"),
    "cli.imported.annulled": ("annulled, the tables played under different score cards "
                              "(reason 1): deal {deals}",
                              "анулирани, масите са играли с различни скорове (причина 1): "
                              "раздаване {deals}",
                              "аннулированы, столы играли с разными карточками счёта "
                              "(причина 1): сдача {deals}"),
    "cli.imported.filed": ("annulled as the file says: deal {deals}",
                           "анулирани според файла: раздаване {deals}",
                           "аннулированы по файлу: сдача {deals}"),
    "cli.analyse.nothing": ("nothing to analyse: every deal with known hands is analysed",
                            "няма какво да се анализира: всяко раздаване с известни ръце е "
                            "анализирано",
                            "нечего анализировать: все сдачи с известными руками уже "
                            "проанализированы"),
    "cli.analysed": (("analysed {count} deal in {seconds} s",
                      "analysed {count} deals in {seconds} s"),
                     ("анализирано {count} раздаване за {seconds} с",
                      "анализирани {count} раздавания за {seconds} с"),
                     ("проанализирована {count} сдача за {seconds} с",
                      "проанализированы {count} сдачи за {seconds} с",
                      "проанализировано {count} сдач за {seconds} с")),
    "cli.analyse.progress": (("{done}/{count} deal", "{done}/{count} deals"),
                             ("{done}/{count} раздаване", "{done}/{count} раздавания"),
                             ("{done}/{count} сдача", "{done}/{count} сдачи",
                              "{done}/{count} сдач")),
    "cli.dealt": (("dealt {count} deal into {file}, seed {seed} (deals generate --seed {seed} "
                   "gives the same deals)",
                   "dealt {count} deals into {file}, seed {seed} (deals generate --seed {seed} "
                   "gives the same deals)"),
                  ("раздадено {count} раздаване във {file}, ключ {seed} (deals generate --seed "
                   "{seed} дава същите раздавания)",
                   "раздадени {count} раздавания във {file}, ключ {seed} (deals generate "
                   "--seed {seed} дава същите раздавания)"),
                  ("в {file} роздано сдач: {count}, ключ {seed} (deals generate --seed {seed} "
                   "даёт те же сдачи)",) * 3),
    "cli.exported.pbn": (("exported {count} game to {file}", "exported {count} games to {file}"),
                         ("изнесена {count} игра във {file}", "изнесени {count} игри във {file}"),
                         ("в {file} экспортировано игр: {count}",) * 3),
    "cli.exported.html": ("exported the match report to {file}",
                          "отчетът на мача е изнесен във {file}",
                          "отчёт о матче экспортирован в {file}"),
    "cli.exported.csv": (("exported {count} result to {file}",
                          "exported {count} results to {file}"),
                         ("изнесен {count} резултат във {file}",
                          "изнесени {count} резултата във {file}"),
                         ("в {file} экспортировано результатов: {count}",) * 3),
    "cli.restored": (("restored {file} from {backup} ({count} result)",
                      "restored {file} from {backup} ({count} results)"),
                     ("{file} е възстановен от {backup} ({count} резултат)",
                      "{file} е възстановен от {backup} ({count} резултата)"),
                     ("{file} восстановлен из {backup} (результатов: {count})",) * 3),
    # deals checks / deals par
    "cli.no_findings": ("no findings", "няма забележки", "замечаний нет"),
    "cli.finding": ("{where}: {message} → {action}", "{where}: {message} → {action}",
                    "{where}: {message} → {action}"),
    "cli.where.both": ("deal {deal}, both tables", "раздаване {deal}, двете маси",
                       "сдача {deal}, оба стола"),
    "cli.where.table": ("deal {deal}, table {t}", "раздаване {deal}, маса {t}",
                        "сдача {deal}, стол {t}"),
    "cli.par.none": ("no deal has both a result and a par yet (par needs `teams-app analyse "
                     "MATCH`)",
                     "още няма раздаване с резултат и пар (парът иска `teams-app analyse "
                     "MATCH`)",
                     "ещё нет сдачи с результатом и паром (для пара нужен `teams-app "
                     "analyse MATCH`)"),
    "cli.par.deal": ("deal", "разд.", "сдача"),
    "cli.par.par": ("par", "пар", "пар"),
    "cli.par.given": ("given away {team}", "подарени {team}", "подарено {team}"),
    "cli.par.total": ("total", "общо", "итого"),
    "cli.par.partnership": ("partnership", "двойка", "пара"),
    "cli.par.games": ("games", "игри", "игры"),
    "cli.par.net": ("net", "разлика", "разница"),
    "cli.par.given_away": ("given away", "подарени", "подарено"),
    # log
    "cli.log.undone": (" (undone)", " (отменено)", " (отменено)"),
    "cli.log.damaged": (" (damaged: shown as far as it can be read)",
                        " (повредено: показано, доколкото се чете)",
                        " (повреждено: показано, насколько читается)"),
    "cli.log.before": ("before", "преди", "до"),
    "cli.log.after": ("after", "след", "после"),
    "cli.log.undo": ("undo: {what}", "отмяна: {what}", "отмена: {what}"),
    "cli.log.redo": ("redo: {what}", "повторение: {what}", "повтор: {what}"),
    # report (the result sheet)
    "cli.report.teams": ("{a} (A) v {b} (B)", "{a} (A) – {b} (B)", "{a} (A) – {b} (B)"),
    "cli.report.mode": (("{format}, {mode}; {counted} of {count} deal count",
                         "{format}, {mode}; {counted} of {count} deals count"),
                        ("{format}, {mode}; зачетени {counted} от {count} раздаване",
                         "{format}, {mode}; зачетени {counted} от {count} раздавания"),
                        ("{format}, {mode}; засчитано {counted} из {count} сдачи",
                         "{format}, {mode}; засчитано {counted} из {count} сдач",
                         "{format}, {mode}; засчитано {counted} из {count} сдач")),
    "cli.report.cards": ("score cards", "скорове", "карточки счёта"),
    "cli.report.sides": ("Points from A's side.  Table 1: A sits North-South; table 2: A sits "
                         "East-West.",
                         "Точките са откъм A.  Маса 1: A седи Север–Юг; маса 2: A седи "
                         "Изток–Запад.",
                         "Очки со стороны A.  Стол 1: A сидит Север–Юг; стол 2: A сидит "
                         "Восток–Запад."),
    "cli.report.rounds": ("Round   Table 1 A/B    Table 2 A/B    Balance A  Cumulative  Given "
                          "away A/B   IMPs A  Cum. IMPs  Given away so far A/B",
                          "Тур     Маса 1 A/B     Маса 2 A/B     Баланс A   Общо        "
                          "Подарени A/B    IMP A  Общо IMP  Подарени досега A/B",
                          "Тур     Стол 1 A/B     Стол 2 A/B     Баланс A   Нарастающий "
                          "Подарено A/B    IMP A  Сумма IMP Подарено всего A/B"),
    "cli.report.deals": (" Deal  Round  NS table 1  NS table 2   Net A  IMPs A",
                         " Разд.  Тур   СЮ маса 1   СЮ маса 2  Разл. A  IMP A",
                         " Сдача  Тур   СЮ стол 1   СЮ стол 2  Разн. A  IMP A"),
    "cli.report.annulled": ("annulled (reason {n})", "анулирано (причина {n})",
                            "аннулирована (причина {n})"),
    "cli.report.pending": ("pending", "чака", "ожидает"),
    "cli.report.not_played": ("not played", "неизиграно", "не сыграна"),
    "cli.report.level": ("the teams are level", "отборите са наравно", "команды вровень"),
    "cli.report.leads": ("{team} ({code}) leads by {points} points",
                         "{team} ({code}) води с {points} точки",
                         "{team} ({code}) впереди на {points} очков"),
    "cli.report.total": ("Total: balance A {balance}: {lead}", "Общо: баланс A {balance}: {lead}",
                         "Итого: баланс A {balance}: {lead}"),
    "cli.report.imps": ("IMPs A {imps}; victory points A {va}, B {vb}",
                        "IMP A {imps}; победни точки A {va}, B {vb}",
                        "IMP A {imps}; победные очки A {va}, B {vb}"),
    "cli.report.percent": ("Victory percentage {victory}; final percentage A {pa}, B {pb}",
                           "Процент на победата {victory}; краен процент A {pa}, B {pb}",
                           "Процент победы {victory}; итоговый процент A {pa}, B {pb}"),
}
