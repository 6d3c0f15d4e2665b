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
}
