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
    "file.csv_stray_quote": ('line {line}: a quote (") opens a field that runs on to line '
                             "{end}: remove the stray quote",
                             'ред {line}: кавичка (") отваря поле, което продължава до ред '
                             "{end}: махнете излишната кавичка",
                             'строка {line}: кавычка (") открывает поле, которое тянется до '
                             "строки {end}: уберите лишнюю кавычку"),
}
