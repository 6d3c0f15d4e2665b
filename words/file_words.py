"""The catalog's entries for the refusals of match, backup and import files
(``file.<message key>``, :func:`words.errors.store_error_text` and, for the results CSV,
:func:`words.errors.error_text`): files that are not regular files, rows that make no
sense, SQLite's errors at an open, a restore that did not replace the match, a CSV that
cannot be read (issue 34)."""

from __future__ import annotations

from typing import Final

from words import Entry

WORDS: Final[dict[str, Entry]] = {
    "file.where": ("{path}: {problem}", "{path}: {problem}", "{path}: {problem}"),
    "file.not_regular": ("this is {kind}, not a file: nothing was read from it",
                         "това е {kind}, а не файл: нищо не е прочетено от него",
                         "это {kind}, а не файл: из него ничего не прочитано"),
    "file.kind.fifo": ("a named pipe (FIFO)", "именуван канал (FIFO)",
                       "именованный канал (FIFO)"),
    "file.kind.device": ("a device", "устройство", "устройство"),
    "file.kind.socket": ("a socket", "сокет", "сокет"),
    "file.kind.folder": ("a folder", "папка", "папка"),
    "file.kind.other": ("not a regular file", "необикновен файл", "не обычный файл"),
    "file.link_loop": ("the symbolic links lead round in a loop, to no file",
                       "символните връзки се въртят в кръг и не водят до файл",
                       "символические ссылки ходят по кругу и не ведут к файлу"),
    "file.missing": ("there is no such file", "няма такъв файл", "такого файла нет"),
    "file.row": ("a stored row makes no sense: table {table}, row {row}: {why}",
                 "записан ред е безсмислен: таблица {table}, ред {row}: {why}",
                 "сохранённая строка не имеет смысла: таблица {table}, строка {row}: {why}"),
    "file.row_table": ("a stored row makes no sense: table {table}: {why}",
                       "записан ред е безсмислен: таблица {table}: {why}",
                       "сохранённая строка не имеет смысла: таблица {table}: {why}"),
    # what is wrong with a stored row ({why} of file.row / file.row_table): {what} names
    # the column as the file does
    "file.row.teams": ("both teams A and B must be there", "трябва да има и двата отбора, A и B",
                       "должны быть обе команды, A и B"),
    "file.row.not_number": ("{what} {value} is not a whole number",
                            "стойността {value} в полето {what} не е цяло число",
                            "значение {value} в поле {what} — не целое число"),
    "file.row.out_of_range": ("{what} {value} is out of range ({low}-{high})",
                              "стойността {value} в полето {what} е извън границите "
                              "({low}-{high})",
                              "значение {value} в поле {what} вне допустимых пределов "
                              "({low}-{high})"),
    "file.row.not_text": ("{what} {value} is not text",
                          "стойността {value} в полето {what} не е текст",
                          "значение {value} в поле {what} — не текст"),
    "file.row.json_deep": ("the JSON nests deeper than {most}",
                           "вложеността на JSON е по-дълбока от {most}",
                           "вложенность JSON глубже {most}"),
    "file.row.no_replay": ("deal {deal} attempt {attempt}: no annulment of attempt {before} "
                           "made a replay",
                           "раздаване {deal}, опит {attempt}: никое анулиране на опит "
                           "{before} не е назначило преиграване",
                           "сдача {deal}, попытка {attempt}: ни одно аннулирование попытки "
                           "{before} не назначило переигровку"),
    "file.row.not_code_team": ("{code} (team {team}) is not a player code: A-1 to A-4, B-1 "
                               "to B-4",
                               "{code} (отбор {team}) не е код на играч: от A-1 до A-4, от "
                               "B-1 до B-4",
                               "{code} (команда {team}) — не код игрока: от A-1 до A-4, от "
                               "B-1 до B-4"),
    "file.row.missing_players": ("no row for {codes}: a match has all eight players",
                                 "няма ред за {codes}: мачът има и осемте играчи",
                                 "нет строки для {codes}: в матче все восемь игроков"),
    "file.row.not_code": ("{code} is not a player code", "{code} не е код на играч",
                          "{code} — не код игрока"),
    # anything else a stored value was refused with: its words, quoted
    "file.row.other": ("{text}", "„{text}“", "«{text}»"),
    "file.own_object": ("the file holds a {kind} of its own, “{name}”, which no match file "
                        "has: it is not opened",
                        "файлът съдържа свой собствен обект ({kind}) „{name}“, какъвто "
                        "файл на мач няма: не се отваря",
                        "файл содержит собственный объект ({kind}) «{name}», какого в "
                        "файле матча нет: он не открывается"),
    "file.disk_full": ("the disk is full: free some space and open it again",
                       "дискът е пълен: освободете място и го отворете отново",
                       "диск заполнен: освободите место и откройте его снова"),
    "file.folder_read_only": ("the folder is read-only: SQLite cannot make the files it "
                              "needs beside the match; open it read-only, or copy it to a "
                              "folder that can be written",
                              "папката е само за четене: SQLite не може да създаде нужните "
                              "му файлове до мача; отворете го само за четене или го "
                              "копирайте в папка, в която може да се пише",
                              "папка только для чтения: SQLite не может создать нужные ему "
                              "файлы рядом с матчем; откройте его только для чтения или "
                              "скопируйте в папку, доступную для записи"),
    # a change the store could not save (nothing was changed): the table's phone keeps it
    # and sends it again, the window and the command line say it
    "file.not_saved_full": ("the change was not saved: the disk is full — free some space "
                            "and enter it again",
                            "промяната не е записана: дискът е пълен — освободете място и "
                            "я въведете отново",
                            "изменение не сохранено: диск заполнен — освободите место и "
                            "введите его снова"),
    "file.not_saved_read_only": ("the change was not saved: the disk is read-only",
                                 "промяната не е записана: дискът е само за четене",
                                 "изменение не сохранено: диск только для чтения"),
    "file.not_saved_io": ("the change was not saved: an I/O error — the match file is "
                          "sound; enter it again",
                          "промяната не е записана: входно-изходна грешка — файлът на мача "
                          "е наред; въведете я отново",
                          "изменение не сохранено: ошибка ввода-вывода — файл матча в "
                          "порядке; введите его снова"),
    "file.not_saved": ("the change was not saved (SQLite: {text})",
                       "промяната не е записана (SQLite: {text})",
                       "изменение не сохранено (SQLite: {text})"),
    "file.io_error": ("an I/O error (SQLite: {text}) — the file itself may be fine: try "
                      "again, or copy it to another disk",
                      "входно-изходна грешка (SQLite: {text}) — самият файл може да е "
                      "наред: опитайте отново или го копирайте на друг диск",
                      "ошибка ввода-вывода (SQLite: {text}) — сам файл может быть в "
                      "порядке: попробуйте ещё раз или скопируйте его на другой диск"),
    "file.cannot_open": ("SQLite cannot open it or the files it keeps beside it ({text}) — "
                         "the file itself may be fine: try again, or copy it to another "
                         "disk",
                         "SQLite не може да отвори него или файловете до него ({text}) — "
                         "самият файл може да е наред: опитайте отново или го копирайте "
                         "на друг диск",
                         "SQLite не может открыть его или файлы рядом с ним ({text}) — сам "
                         "файл может быть в порядке: попробуйте ещё раз или скопируйте его "
                         "на другой диск"),
    "file.busy": ("another program is using the file: try again in a moment",
                  "друга програма използва файла: опитайте отново след малко",
                  "файл использует другая программа: попробуйте ещё раз через минуту"),
    "file.restore_not_replaced": ("{problem}; the match was not replaced (it is also kept "
                                  "as {copy})",
                                  "{problem}; мачът не е заменен (запазен е и като {copy})",
                                  "{problem}; матч не заменён (он также сохранён как "
                                  "{copy})"),
    "file.csv_unreadable": ("not a text file this program reads (UTF-8, UTF-16 or "
                            "Windows-1251); {save_as}",
                            "не е текстов файл, който програмата чете (UTF-8, UTF-16 или "
                            "Windows-1251); {save_as}",
                            "не текстовый файл, который читает программа (UTF-8, UTF-16 "
                            "или Windows-1251); {save_as}"),
    "file.too_large": ("the file is larger than {most} KiB; a results file is a few kilobytes",
                       "файлът е по-голям от {most} КиБ; файлът с резултати е няколко "
                       "килобайта",
                       "файл больше {most} КиБ; файл результатов — несколько килобайт"),
    "file.csv_save_as": ('save it as "CSV UTF-8" (Excel: File > Save As > CSV UTF-8 (Comma '
                         'delimited); LibreOffice: Save As > Text CSV, character set '
                         'Unicode (UTF-8))',
                         "запишете го като „CSV UTF-8“ (Excel: Файл > Записване като > CSV "
                         "UTF-8 (разделители запетаи); LibreOffice: Записване като > Текст "
                         "CSV, знаков набор Unicode (UTF-8))",
                         "сохраните его как «CSV UTF-8» (Excel: Файл > Сохранить как > CSV "
                         "UTF-8 (разделитель — запятая); LibreOffice: Сохранить как > Текст "
                         "CSV, кодировка Юникод (UTF-8))"),
    # a results file's row refused: where, then what (file.csv_<problem>, or the core's
    # refusal of the field); a column is named as the file's header writes it
    "file.csv_at_field": ("line {line}, {field}: {problem}", "ред {line}, {field}: {problem}",
                          "строка {line}, {field}: {problem}"),
    "file.csv_at": ("line {line}: {problem}", "ред {line}: {problem}",
                    "строка {line}: {problem}"),
    "file.csv_read_as": ("{problem}; read as {encoding}, separator {separator} — {save_as}",
                         "{problem}; прочетен като {encoding}, разделител {separator} — "
                         "{save_as}",
                         "{problem}; прочитан как {encoding}, разделитель {separator} — "
                         "{save_as}"),
    "file.csv_no_rows": ("the file has a header but no results",
                         "файлът има заглавен ред, но няма резултати",
                         "в файле есть строка заголовков, но нет результатов"),
    "file.csv_header_row": ("header", "заглавен ред", "строка заголовков"),
    "file.csv_nul": ("the file holds a NUL byte: it is not a text file",
                     "файлът съдържа байт NUL: не е текстов файл",
                     "в файле есть байт NUL: это не текстовый файл"),
    "file.csv_header": ('expected "{expected}" (lead, honours, annulled, replay and note '
                        'are optional), found "{found}"',
                        "очаква се „{expected}“ (lead, honours, annulled, replay и note не са "
                        "задължителни), а е „{found}“",
                        "ожидается «{expected}» (lead, honours, annulled, replay и note "
                        "необязательны), а записано «{found}»"),
    "file.csv_fields": (("{n} field; a row has {least} to {most}: {columns}",
                         "{n} fields; a row has {least} to {most}: {columns}"),
                        ("{n} поле; редът има от {least} до {most}: {columns}",
                         "{n} полета; редът има от {least} до {most}: {columns}"),
                        ("{n} поле; в строке от {least} до {most}: {columns}",
                         "{n} поля; в строке от {least} до {most}: {columns}",
                         "{n} полей; в строке от {least} до {most}: {columns}")),
    "file.csv_long": ("longer than {most} characters", "по-дълго от {most} знака",
                      "длиннее {most} знаков"),
    "file.csv_twice": ("deal {deal} at table {t} is already on line {first}",
                       "раздаване {deal} на маса {t} вече е на ред {first}",
                       "сдача {deal} за столом {t} уже есть в строке {first}"),
    "file.csv_empty": ('the file is empty; expected "{expected}"',
                       "файлът е празен; очаква се „{expected}“",
                       "файл пуст; ожидается «{expected}»"),
    "file.csv_unreadable_row": ("not a readable CSV row ({why})",
                                "редът не се чете като CSV ({why})",
                                "строка не читается как CSV ({why})"),
    "file.csv_board_cards": ('"{text}": board conditions use no score cards; leave it empty',
                             "„{text}“: при условия по номера на раздаването няма скорове; "
                             "оставете полето празно",
                             "«{text}»: при условиях по номеру сдачи карточек счёта нет; "
                             "оставьте поле пустым"),
    "file.csv_one_card": ("give both score cards, or neither",
                          "дайте и двата скора или нито един",
                          "укажите обе карточки счёта или ни одной"),
    "file.csv_unplayed_field": ('"{text}": a row without a contract is an attempt annulled '
                                "before it was played; leave it empty",
                                "„{text}“: ред без контракт е анулиран опит, преди да е "
                                "изигран; оставете полето празно",
                                "«{text}»: строка без контракта — попытка, аннулированная до "
                                "розыгрыша; оставьте поле пустым"),
    "file.csv_contract_missing": ("missing (write PASS for a passed-out deal)",
                                  "липсва (за пасувано раздаване пишете PASS)",
                                  "нет (для сдачи, где все спасовали, пишите PASS)"),
    "file.csv_passed_field": ('"{text}": a passed-out deal has none; leave it empty',
                              "„{text}“: при пасувано раздаване това поле е празно",
                              "«{text}»: в сдаче, где все спасовали, это поле пустое"),
    "file.csv_declarer_missing": ('"{text}": the declarer (N, E, S or W) is missing',
                                  "„{text}“: липсва разиграващият (N, E, S или W)",
                                  "«{text}»: не указан разыгрывающий (N, E, S или W)"),
    "file.csv_tricks_missing": ('"{text}": the tricks taken are missing',
                                "„{text}“: липсват взетите взятки",
                                "«{text}»: не указаны взятые взятки"),
    "file.csv_differs": ("deal {deal} table {t}: the match has {has}, the file says {says}: "
                         "import with --replace to overwrite the match's results",
                         "раздаване {deal}, маса {t}: в мача е {has}, във файла — {says}: "
                         "внесете с --replace, за да замените резултатите на мача",
                         "сдача {deal}, стол {t}: в матче {has}, в файле {says}: "
                         "импортируйте с --replace, чтобы заменить результаты матча"),
    "file.csv_annulled_otherwise": ("deal {deal}: line {first} annuls it otherwise; give the "
                                    "same annulled, replay and note on every row of an "
                                    "attempt",
                                    "раздаване {deal}: ред {first} го анулира другояче; "
                                    "дайте еднакви annulled, replay и note на всеки ред на "
                                    "опита",
                                    "сдача {deal}: строка {first} аннулирует её иначе; "
                                    "укажите одинаковые annulled, replay и note в каждой "
                                    "строке попытки"),
    "file.annul_alone": ("only an annulled attempt has one: give the reason (1-5) in "
                         "annulled",
                         "има го само анулиран опит: дайте причината (1-5) в annulled",
                         "оно бывает только у аннулированной попытки: укажите причину "
                         "(1-5) в annulled"),
    "file.annul_replay": ('"{text}": the replay is now, round-end, match-end, none or '
                          "after-match",
                          "„{text}“: преиграването е now, round-end, match-end, none или "
                          "after-match",
                          "«{text}»: переигровка — now, round-end, match-end, none или "
                          "after-match"),
    # a result named beside another that differs only in these (the plain texts agree)
    "file.result_lead": (", lead {value}", ", извеждане {value}", ", первый ход {value}"),
    "file.result_ns_card": (", NS card {value}", ", скор СЮ {value}",
                            ", карточка СЮ {value}"),
    "file.result_ew_card": (", EW card {value}", ", скор ИЗ {value}",
                            ", карточка ВЗ {value}"),
    "file.result_honours": (", honours {value}", ", онери {value}", ", онёры {value}"),
    "file.result_none": ("(none)", "(няма)", "(нет)"),
    "file.csv_stray_quote": ('line {line}: a quote (") opens a field that runs on to line '
                             "{end}: remove the stray quote",
                             'ред {line}: кавичка (") отваря поле, което продължава до ред '
                             "{end}: махнете излишната кавичка",
                             'строка {line}: кавычка (") открывает поле, которое тянется до '
                             "строки {end}: уберите лишнюю кавычку"),
    # -- issue 35: every refusal of the store is keyed (teams_app/store; the English is
    # the store's own problem, word for word).  A part of a problem worded by its own
    # entry is given as {why}/{cause}/{what}/{holder}
    # the system's own words for an error (English: strerror as it is)
    "file.os.denied": ("{text}", "достъпът е отказан", "доступ запрещён"),
    "file.os.missing": ("{text}", "няма такъв файл или папка", "нет такого файла или папки"),
    "file.os.not_folder": ("{text}", "част от пътя не е папка", "часть пути — не папка"),
    "file.os.folder": ("{text}", "това е папка", "это папка"),
    "file.os.io": ("{text}", "входно-изходна грешка", "ошибка ввода-вывода"),
    "file.os.long_name": ("{text}", "името е твърде дълго", "слишком длинное имя"),
    "file.os.read_only": ("{text}", "дискът е само за четене", "диск только для чтения"),
    "file.os.full": ("{text}", "дискът е пълен", "диск заполнен"),
    "file.os.exists": ("{text}", "файлът вече съществува", "файл уже существует"),
    "file.os.busy": ("{text}", "файлът е зает", "файл занят"),
    "file.os.too_many": ("{text}", "отворени са твърде много файлове",
                         "открыто слишком много файлов"),
    "file.os.loop": ("{text}", "символните връзки се въртят в кръг",
                     "символические ссылки ходят по кругу"),
    "file.os.other": ("{text}", "системна грешка „{text}“", "системная ошибка «{text}»"),
    "file.disk.full": ("the disk is full", "дискът е пълен", "диск заполнен"),
    "file.disk.read_only": ("the disk is read-only", "дискът е само за четене",
                            "диск только для чтения"),
    "file.sqlite_said": ("{text}", "грешка на SQLite „{text}“", "ошибка SQLite «{text}»"),
    # a file written beside the match (teams_app.store.outputs): its name in a refusal
    "file.what.file": ("the file", "файлът", "файл"),
    "file.what.csv": ("the CSV file", "файлът CSV", "файл CSV"),
    "file.what.pdf": ("the PDF", "файлът PDF", "файл PDF"),
    "file.what.pbn": ("the PBN file", "файлът PBN", "файл PBN"),
    "file.what.html": ("the HTML report", "отчетът HTML", "отчёт HTML"),
    "file.what.copy": ("the copy", "копието", "копию"),
    "file.what.backup": ("the backup copy", "резервното копие", "резервную копию"),
    "file.what.restored": ("the restored match", "възстановеният мач",
                           "восстановленный матч"),
    "file.what.damaged": ("the copy of the damaged match", "копието на повредения мач",
                          "копию повреждённого матча"),
    "file.what.other": ("{text}", "{text}", "{text}"),
    "file.not_written": ("{what} could not be written: {why}",
                         "не можа да се запише {what}: {why}",
                         "не удалось записать {what}: {why}"),
    "file.out.link_loop": ("the symbolic links lead round in a loop, to no file; give a file "
                           "name",
                           "символните връзки се въртят в кръг и не водят до файл; дайте "
                           "име на файл",
                           "символические ссылки ходят по кругу и не ведут к файлу; укажите "
                           "имя файла"),
    "file.out.folder": ("this is a folder; give a file name", "това е папка; дайте име на файл",
                        "это папка; укажите имя файла"),
    "file.out.not_plain": ("this is not a plain file (a device, a pipe…); give a file name",
                           "това не е обикновен файл (устройство, канал…); дайте име на файл",
                           "это не обычный файл (устройство, канал…); укажите имя файла"),
    "file.out.own_file": ("this is the open match file itself or one of its own files; choose "
                          "another name",
                          "това е самият отворен файл на мача или един от неговите файлове; "
                          "изберете друго име",
                          "это сам открытый файл матча или один из его файлов; выберите "
                          "другое имя"),
    "file.out.match_file": ("this is a match file (an SQLite database); it is never "
                            "overwritten: choose another name",
                            "това е файл на мач (база данни SQLite); такъв файл никога не се "
                            "презаписва: изберете друго име",
                            "это файл матча (база данных SQLite); он никогда не "
                            "перезаписывается: выберите другое имя"),
    "file.out.side_file": ("this file belongs to the match file {name}; choose another name",
                           "този файл принадлежи на файла на мача {name}; изберете друго име",
                           "этот файл принадлежит файлу матча {name}; выберите другое имя"),
    "file.no_folder": ("the folder {folder} does not exist", "папката {folder} не съществува",
                       "папки {folder} не существует"),
    "file.exists": ("a file of this name exists already; choose another name",
                    "файл с това име вече съществува; изберете друго име",
                    "файл с таким именем уже существует; выберите другое имя"),
    "file.cannot_create": ("cannot create the match file: {why}",
                           "файлът на мача не може да се създаде: {why}",
                           "не удаётся создать файл матча: {why}"),
    "file.lock_open": ("cannot open the file to lock it: {why}",
                       "файлът не може да се отвори, за да се заключи: {why}",
                       "не удаётся открыть файл, чтобы заблокировать его: {why}"),
    "file.locked": ("the match is already open for writing in another window or "
                    "program; close it there, or open this one read-only",
                    "мачът вече е отворен за писане в друг прозорец или програма; "
                    "затворете го там или отворете този само за четене",
                    "матч уже открыт для записи в другом окне или программе; "
                    "закройте его там или откройте этот только для чтения"),
    "file.locked_by": ("the match is already open for writing in another window or "
                       "program (process {pid} on {host}); close it there, or open this one "
                       "read-only",
                       "мачът вече е отворен за писане в друг прозорец или програма (процес "
                       "{pid} на {host}); затворете го там или отворете този само за четене",
                       "матч уже открыт для записи в другом окне или программе (процесс "
                       "{pid} на {host}); закройте его там или откройте этот только для "
                       "чтения"),
    "file.folder": ("this is a folder, not a match file", "това е папка, а не файл на мач",
                    "это папка, а не файл матча"),
    "file.read_only_file": ("the match file is read-only (a read-only file, folder or disk): "
                            "it can only be read; nothing was changed",
                            "файлът на мача е само за четене (файл, папка или диск само за "
                            "четене): може само да се чете; нищо не е променено",
                            "файл матча только для чтения (файл, папка или диск только для "
                            "чтения): его можно только читать; ничего не изменено"),
    "file.read_only": ("the match is open read-only; nothing can be changed here",
                       "мачът е отворен само за четене; тук нищо не може да се промени",
                       "матч открыт только для чтения; здесь ничего нельзя изменить"),
    "file.older": ("this match file was written by an older version; open it once for writing "
                   "to upgrade it",
                   "този файл на мач е записан от по-стара версия; отворете го веднъж за "
                   "писане, за да се обнови",
                   "этот файл матча записан более старой версией; откройте его один раз для "
                   "записи, чтобы обновить его"),
    "file.foreign_log": ("the file {wal} beside it holds changes written for another file "
                         "of this name, not for this one: they were not applied and nothing "
                         "was changed; move {wal} and {shm} to another folder (or put back "
                         "the match they belong to) and open it again",
                         "файлът {wal} до него съдържа промени, записани за друг файл със "
                         "същото име, а не за този: те не са приложени и нищо не е "
                         "променено; преместете {wal} и {shm} в друга папка (или върнете "
                         "мача, на който принадлежат) и го отворете отново",
                         "файл {wal} рядом с ним содержит изменения, записанные для другого "
                         "файла с тем же именем, а не для этого: они не применены, ничего не "
                         "изменено; переместите {wal} и {shm} в другую папку (или верните "
                         "матч, которому они принадлежат) и откройте его снова"),
    "file.closed": ("the match file is closed", "файлът на мача е затворен",
                    "файл матча закрыт"),
    "file.audit_damaged": ("audit log entry #{entry} is damaged; nothing was changed",
                           "запис №{entry} в дневника е повреден; нищо не е променено",
                           "запись №{entry} в журнале повреждена; ничего не изменено"),
    "file.audit_unreadable": ("the audit log cannot be read: {text}",
                              "дневникът не може да се прочете: „{text}“",
                              "журнал не читается: «{text}»"),
    # the change is saved, but not its backup copy: a warning, not a refusal
    "file.warn_backup_later": ("the change is saved, but the backup copy ({tag}) could not "
                               "be made: {why}; it will be tried again when the match is "
                               "next opened",
                               "промяната е записана, но резервното копие ({tag}) не можа "
                               "да се направи: {why}; ще се опита пак при следващото "
                               "отваряне на мача",
                               "изменение сохранено, но резервную копию ({tag}) сделать не "
                               "удалось: {why}; попытка повторится при следующем открытии "
                               "матча"),
    "file.warn_backup_list": ("the list of backups still to make could not be updated: "
                              "{why}",
                              "списъкът на резервните копия, които остава да се направят, "
                              "не може да се обнови: {why}",
                              "не удалось обновить список резервных копий, которые ещё "
                              "нужно сделать: {why}"),
    "file.backup_not_made": ("the backup copy could not be made: {why}",
                             "резервното копие не можа да се направи: {why}",
                             "не удалось сделать резервную копию: {why}"),
    "file.no_backup": ("there is no such backup file", "няма такъв файл с резервно копие",
                       "такого файла резервной копии нет"),
    "file.backup_not_regular": ("{cause}; a backup is a match file",
                                "{cause}; резервното копие е файл на мач",
                                "{cause}; резервная копия — это файл матча"),
    "file.restore_onto_not_regular": ("{cause}; a backup is restored onto a match file or a "
                                      "new name",
                                      "{cause}; резервно копие се възстановява върху файл на "
                                      "мач или под ново име",
                                      "{cause}; резервная копия восстанавливается поверх "
                                      "файла матча или под новым именем"),
    "file.restore_onto_itself": ("this is the backup itself; restore it onto the match file",
                                 "това е самото резервно копие; възстановете го върху файла "
                                 "на мача",
                                 "это сама резервная копия; восстановите её поверх файла "
                                 "матча"),
    "file.restore_onto_other": ("this is not a match file; a backup is restored onto a match "
                                "file or a new name",
                                "това не е файл на мач; резервно копие се възстановява върху "
                                "файл на мач или под ново име",
                                "это не файл матча; резервная копия восстанавливается поверх "
                                "файла матча или под новым именем"),
    "file.restore_read_only": ("the match file is read-only: it cannot be replaced",
                               "файлът на мача е само за четене: не може да бъде заменен",
                               "файл матча только для чтения: его нельзя заменить"),
    "file.restore_not_logged": ("the restore could not be logged: {why}",
                                "възстановяването не можа да се запише в дневника: {why}",
                                "восстановление не удалось записать в журнал: {why}"),
    "file.restore_not_kept": ("the match could not be kept before the restore: {why}",
                              "мачът не можа да се запази преди възстановяването: {why}",
                              "матч не удалось сохранить перед восстановлением: {why}"),
    "file.not_upgraded": ("the match file could not be upgraded: {why}",
                          "файлът на мача не можа да се обнови: {why}",
                          "файл матча не удалось обновить: {why}"),
    "file.tables_unreadable": ("the match tables cannot be read: {text}",
                               "таблиците на мача не могат да се прочетат: „{text}“",
                               "таблицы матча не читаются: «{text}»"),
    "file.sqlite_unreadable": ("SQLite cannot read it: {text}",
                               "SQLite не може да го прочете: „{text}“",
                               "SQLite не может его прочитать: «{text}»"),
    "file.sqlite_unopenable": ("SQLite cannot open it: {text}",
                               "SQLite не може да го отвори: „{text}“",
                               "SQLite не может его открыть: «{text}»"),
    "file.out_of_memory": ("out of memory", "паметта не стига", "не хватает памяти"),
    "file.cannot_read": ("cannot read the file: {why}", "файлът не може да се прочете: {why}",
                         "файл не читается: {why}"),
    "file.empty": ("the file is empty: it is not a match file",
                   "файлът е празен: не е файл на мач", "файл пуст: это не файл матча"),
    "file.not_sqlite": ("this is not a match file (not an SQLite database)",
                        "това не е файл на мач (не е база данни SQLite)",
                        "это не файл матча (не база данных SQLite)"),
    # English says "bytes" whatever the count, as the store always has
    "file.truncated": (("the file is truncated ({count} bytes)",
                        "the file is truncated ({count} bytes)"),
                       ("файлът е непълен ({count} байт)", "файлът е непълен ({count} байта)"),
                       ("файл обрезан ({count} байт)", "файл обрезан ({count} байта)",
                        "файл обрезан ({count} байт)")),
    "file.truncated_header": (("the file is truncated: it holds {count} bytes, its header "
                               "says {expected}",
                               "the file is truncated: it holds {count} bytes, its header "
                               "says {expected}"),
                              ("файлът е непълен: съдържа {count} байт, а според "
                               "заглавието си трябва да има {expected}",
                               "файлът е непълен: съдържа {count} байта, а според "
                               "заглавието си трябва да има {expected}"),
                              ("файл обрезан: в нём {count} байт, а по заголовку — "
                               "{expected}",
                               "файл обрезан: в нём {count} байта, а по заголовку — "
                               "{expected}",
                               "файл обрезан: в нём {count} байт, а по заголовку — "
                               "{expected}")),
    "file.bad_header": ("the database header is damaged (page size {size})",
                        "заглавието на базата данни е повредено (размер на страница {size})",
                        "заголовок базы данных повреждён (размер страницы {size})"),
    "file.check_unreadable": ("the file is damaged (SQLite's check reports unreadable data)",
                              "файлът е повреден (проверката на SQLite съобщава за нечетими "
                              "данни)",
                              "файл повреждён (проверка SQLite сообщает о нечитаемых "
                              "данных)"),
    "file.check_failed": ("the file is damaged (SQLite's check: {text})",
                          "файлът е повреден (проверката на SQLite: „{text}“)",
                          "файл повреждён (проверка SQLite: «{text}»)"),
    "file.foreign_db": ("an SQLite database, but not a match file (no meta table)",
                        "база данни SQLite, но не файл на мач (няма таблица „meta“)",
                        "база данных SQLite, но не файл матча (нет таблицы «meta»)"),
    "file.foreign_format": ("an SQLite database, but not a match file (its format is "
                            "{format})",
                            "база данни SQLite, но не файл на мач (форматът ѝ е {format})",
                            "база данных SQLite, но не файл матча (её формат — {format})"),
    "file.bad_version": ("the schema version in table meta is damaged: {value}",
                         "версията на схемата в таблица „meta“ е повредена: {value}",
                         "версия схемы в таблице «meta» повреждена: {value}"),
    "file.newer": ("written by a newer version of teams-app (match file version {version}, "
                   "this program reads up to {most}): update the program to open it",
                   "записан от по-нова версия на teams-app (версия на файла на мача "
                   "{version}, тази програма чете до {most}): обновете програмата, за да "
                   "го отворите",
                   "записан более новой версией teams-app (версия файла матча {version}, "
                   "эта программа читает до {most}): обновите программу, чтобы открыть его"),
    "file.newer_migrations": ("written by a newer version of teams-app (match file version "
                              "{version}, this program reads up to {most}; migration "
                              "{names}): update the program to open it",
                              "записан от по-нова версия на teams-app (версия на файла на "
                              "мача {version}, тази програма чете до {most}; миграция "
                              "{names}): обновете програмата, за да го отворите",
                              "записан более новой версией teams-app (версия файла матча "
                              "{version}, эта программа читает до {most}; миграция "
                              "{names}): обновите программу, чтобы открыть его"),
    "file.tables_missing": ("tables are missing: {names}", "липсват таблици: {names}",
                            "нет таблиц: {names}"),
}
