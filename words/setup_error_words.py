"""The catalog's entries for the refusals of a match's setting up, ``error.<message key>``
(:mod:`words.errors`): typed hands, players' and teams' names, the seat draw, scoring's
checks."""

from __future__ import annotations

from typing import Final

from words import Entry

WORDS: Final[dict[str, Entry]] = {
    # typed hands, names, the seat draw, scoring's checks
    "error.hand_suits": ('"{text}": a hand is four suits separated by dots, spades first',
                         "„{text}“: ръката е четири цвята, разделени с точки, първо пики",
                         "«{text}»: рука — это четыре масти через точку, пики первыми"),
    "error.hand_rank": ('"{text}": "{char}" in {suit} is not a rank',
                        "„{text}“: „{char}“ в {suit} не е стойност на карта",
                        "«{text}»: «{char}» в {suit} — не достоинство карты"),
    "error.hand_twice": ('"{text}": {card} appears twice', "„{text}“: {card} е два пъти",
                         "«{text}»: {card} указана дважды"),
    "error.hand_of": ("{direction}: {why}", "{direction}: {why}", "{direction}: {why}"),
    "error.team_name_missing": ("team {team}: a team name is needed",
                                "отбор {team}: нужно е име на отбора",
                                "команда {team}: нужно название команды"),
    "error.seats_missing": ("seats: codes {codes} have no player",
                            "места: кодовете {codes} нямат играч",
                            "места: у кодов {codes} нет игрока"),
    "error.player_names_missing": ("every player needs a name", "всеки играч трябва да има име",
                                   "у каждого игрока должно быть имя"),
    "error.player_names_same": ("two players have the same name: give each a different one",
                                "двама играчи имат едно и също име: дайте им различни",
                                "у двух игроков одинаковое имя: дайте им разные"),
    "error.no_such_code": ('"{code}": no such code in this match',
                           "„{code}“: в този мач няма такъв код",
                           "«{code}»: в этом матче нет такого кода"),
    "error.player_name_missing": ("{code}: a player name is needed",
                                  "{code}: нужно е име на играча",
                                  "{code}: нужно имя игрока"),
    "error.draw_count": ("team {team}: {drew} players drew, {size} must",
                         "отбор {team}: изтеглиха {drew} играчи, трябва {size}",
                         "команда {team}: тянули игроков: {drew}, нужно {size}"),
    "error.draw_both": ("both teams must draw", "двата отбора трябва да теглят",
                        "обе команды должны тянуть карты"),
    "error.draw_sizes": ("both teams need the same number of regular players",
                         "двата отбора трябва да имат еднакъв брой редовни играчи",
                         "в обеих командах должно быть одинаковое число основных игроков"),
    "error.draw_names": ("every player needs a different name for the draw",
                         "за тегленето всеки играч трябва да има различно име",
                         "для жеребьёвки у каждого игрока должно быть своё имя"),
    "error.deck_empty": ("a score-card deck needs at least one card",
                         "тестето скорове трябва да има поне едно картонче",
                         "в колоде карточек счёта должна быть хотя бы одна карточка"),
    "error.part_score_negative": ("part-score {part_score}: must not be negative",
                                  "частичен резултат {part_score}: не може да е отрицателен",
                                  "частичная запись {part_score}: не может быть отрицательной"),
    "error.declarer_tricks_needed": ("{contract}: a declarer and the tricks taken are needed",
                                     "{contract}: нужни са разиграващ и взети взятки",
                                     "{contract}: нужны разыгрывающий и число взятых взяток"),
    # the subject of a name refusal ({what} of error.name_…)
    "error.subject.team": ("team {team}", "отбор {team}", "команда {team}"),
    "error.subject.player": ("player {code}", "играч {code}", "игрок {code}"),
    "error.subject.team_reserve": ("team {team}: reserve", "отбор {team}, резерва",
                                   "команда {team}, запасной"),
    "error.subject.reserve": ("reserve", "резерва", "запасной"),
    "error.name_missing": ("{what}: a name is needed", "{what}: нужно е име", "{what}: нужно имя"),
    "error.name_long": (("{what}: the name has {length} character; at most {most}",
                         "{what}: the name has {length} characters; at most {most}"),
                        ("{what}: името има {length} знак; най-много {most}",
                         "{what}: името има {length} знака; най-много {most}"),
                        ("{what}: в имени {length} знак; не больше {most}",
                         "{what}: в имени {length} знака; не больше {most}",
                         "{what}: в имени {length} знаков; не больше {most}")),
    "error.name_control": ("{what}: the name holds control characters",
                           "{what}: името съдържа управляващи знаци",
                           "{what}: в имени есть управляющие символы"),
    "error.name_invisible": ("{what}: the name holds an invisible character ({code})",
                             "{what}: името съдържа невидим знак ({code})",
                             "{what}: в имени есть невидимый символ ({code})"),
    "error.annulment_differs": ("deal {deal}: the match has it annulled for reason {ours} "
                                "({ours_replay}), the file says reason {theirs} "
                                "({theirs_replay}): import with --replace to overwrite the "
                                "match's annulments",
                                "раздаване {deal}: в мача е анулирано по причина {ours} "
                                "({ours_replay}), във файла — по причина {theirs} "
                                "({theirs_replay}): внесете с --replace, за да замените "
                                "анулиранията в мача",
                                "сдача {deal}: в матче она аннулирована по причине {ours} "
                                "({ours_replay}), в файле — по причине {theirs} "
                                "({theirs_replay}): импортируйте с --replace, чтобы заменить "
                                "аннулирования матча"),
    "error.players_same": ("two players are called “{name}”: every player needs a different "
                           "name",
                           "двама играчи се казват „{name}“: всеки играч трябва да има "
                           "различно име",
                           "двух игроков зовут «{name}»: у каждого игрока должно быть своё имя"),
    "error.players_four": ("{option}: a team needs 4 players, {count} given",
                           "{option}: отборът трябва да има 4 играчи, дадени са {count}",
                           "{option}: в команде должно быть 4 игрока, указано {count}"),
    "error.seed_empty": ("the seed is empty: give one, or none to get a fresh one",
                         "ключът е празен: дайте ключ или никакъв, за да се избере нов",
                         "ключ пустой: укажите его или не указывайте вовсе, чтобы получить "
                         "новый"),
    "error.tables": ("table {table}: the tables are 1 and 2", "маса {table}: масите са 1 и 2",
                     "стол {table}: столы — 1 и 2"),
    "error.team_names_same": ("both teams are called “{name}”: give them different names",
                              "двата отбора се казват „{name}“: дайте им различни имена",
                              "обе команды называются «{name}»: дайте им разные имена"),
}
