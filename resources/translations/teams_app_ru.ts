<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New match…</source>
        <extracomment>actions that only make sense with a match open match actions that change the match: off while it is open read-only</extracomment>
        <translation>&amp;Новый матч…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>Save a &amp;copy…</source>
        <translation>Сохранить &amp;копию…</translation>
    </message>
    <message>
        <source>&amp;Export the match report (HTML)…</source>
        <translation>&amp;Экспорт отчёта о матче (HTML)…</translation>
    </message>
    <message>
        <source>Restore from a &amp;backup…</source>
        <translation>Восстановить из &amp;резервной копии…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Audit log</source>
        <translation>&amp;Журнал изменений</translation>
    </message>
    <message>
        <source>&amp;Annul a deal…</source>
        <translation>&amp;Аннулировать сдачу…</translation>
    </message>
    <message>
        <source>Match &amp;settings…</source>
        <translation>&amp;Настройки матча…</translation>
    </message>
    <message>
        <source>&amp;Reserves…</source>
        <translation>&amp;Запасные…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;Diagrams for the tables…</source>
        <translation>&amp;Диаграммы для столов…</translation>
    </message>
    <message>
        <source>&amp;Result sheet…</source>
        <translation>&amp;Лист результатов…</translation>
    </message>
    <message>
        <source>The whole &amp;match…</source>
        <translation>Весь &amp;матч…</translation>
    </message>
    <message>
        <source>&amp;Double-dummy analysis…</source>
        <translation>&amp;Анализ с открытыми картами…</translation>
    </message>
    <message>
        <source>Open a &amp;demo match</source>
        <translation>Открыть &amp;демонстрационный матч</translation>
    </message>
    <message>
        <source>&amp;About Teams</source>
        <translation>&amp;О программе</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>&amp;Обновить</translation>
    </message>
    <message>
        <source>&amp;Both rooms</source>
        <translation>&amp;Оба зала</translation>
    </message>
    <message>
        <source>&amp;Lock</source>
        <translation>&amp;Блокировка</translation>
    </message>
</context>
<context>
    <name>AnnulDialog</name>
    <message>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>note (what happened), optional</source>
        <translation>примечание (что случилось), необязательно</translation>
    </message>
    <message>
        <source>Annul</source>
        <translation>Аннулировать</translation>
    </message>
    <message>
        <source>Dismiss the proposal</source>
        <extracomment>a proposed annulment can be dismissed (the note says why; it is logged)</extracomment>
        <translation>Отклонить предложение</translation>
    </message>
    <message>
        <source>Do not annul: keep the deal as played; say why in the note</source>
        <translation>Не аннулировать: сдача остаётся, как сыграна; напишите почему в примечании</translation>
    </message>
    <message>
        <source>Choose a reason.</source>
        <translation>Выберите причину.</translation>
    </message>
</context>
<context>
    <name>AuditLogDialog</name>
    <message>
        <source>Audit log</source>
        <extracomment>the open match&apos;s session: the log as the host&apos;s room may read it (spec §13)</extracomment>
        <translation>Журнал изменений</translation>
    </message>
</context>
<context>
    <name>BalancesView</name>
    <message>
        <source>Result sheet</source>
        <extracomment>areas whose change alters the balances (or the double-dummy and par beside them) (deal, attempt) -&gt; (DD tricks at table 1, at table 2, par NS, par contracts) the core&apos;s answers, forgotten when a change concerns their deal (the session&apos;s) the result sheet&apos;s columns as wide as their contents (the others stretch); the deals column (&quot;2 of 6 · 5 results waiting&quot;) only widens (see _widen_deals): fitted to its contents it changed width, and the sheet was laid out and painted again, at every entry of a round in progress shown once (a tab the host has looked at): while hidden again, a change only marks it ``_stale`` and it is redrawn when shown</extracomment>
        <translation>Лист результатов</translation>
    </message>
    <message>
        <source>Percentages</source>
        <translation>Проценты</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Сдачи</translation>
    </message>
</context>
<context>
    <name>BiddingBox</name>
    <message>
        <source>Take back the last call</source>
        <translation>Отменить последнюю заявку</translation>
    </message>
</context>
<context>
    <name>ChecksPanel</name>
    <message>
        <source>Checks of the match</source>
        <translation>Проверки матча</translation>
    </message>
    <message>
        <source>Show the deal</source>
        <translation>Показать сдачу</translation>
    </message>
    <message>
        <source>Annul…</source>
        <translation>Аннулировать…</translation>
    </message>
</context>
<context>
    <name>DealsView</name>
    <message>
        <source>Run analysis</source>
        <translation>Запустить анализ</translation>
    </message>
    <message>
        <source>Double-dummy tables and par of every deal whose four hands are known, computed once and kept in the match file</source>
        <translation>Таблицы анализа в открытую и пар каждой сдачи с известными четырьмя руками, вычисляются один раз и хранятся в файле матча</translation>
    </message>
    <message>
        <source>Deals of the match</source>
        <translation>Сдачи матча</translation>
    </message>
    <message>
        <source>Notebook</source>
        <translation>Тетрадь</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Проверки</translation>
    </message>
    <message>
        <source>Partnerships</source>
        <translation>Пары</translation>
    </message>
    <message>
        <source>Checks ({n})</source>
        <translation>Проверки ({n})</translation>
    </message>
    <message>
        <source>The analysis runs from the main window (Analysis menu).</source>
        <translation>Анализ запускается из главного окна (меню «Анализ»).</translation>
    </message>
</context>
<context>
    <name>DrawPage</name>
    <message>
        <source>The seat draw</source>
        <translation>Жеребьёвка мест</translation>
    </message>
    <message>
        <source>The app draws the cards</source>
        <translation>Программа тянет карты</translation>
    </message>
    <message>
        <source>Type the cards drawn at the table</source>
        <translation>Ввести карты, вытянутые за столом</translation>
    </message>
    <message>
        <source>No draw: codes in the order the players were given</source>
        <translation>Без жеребьёвки: коды в порядке ввода игроков</translation>
    </message>
    <message>
        <source>&amp;Draw the cards</source>
        <translation>&amp;Тянуть карты</translation>
    </message>
    <message>
        <source>e.g. SA or ♥10</source>
        <translation>напр. пТ или ч10</translation>
    </message>
    <message>
        <source>Each regular player draws a card from one deck. The highest card of all eight (rank, then ♠ ♥ ♦ ♣) is A-1, and his team is team A; in each team the next cards give codes 2, 3 and 4.</source>
        <translation>Каждый основной игрок тянет по одной карте из одной колоды. Старшая карта из всех восьми (по достоинству, затем ♠ ♥ ♦ ♣) становится A-1, и его команда — команда A; в каждой команде следующие карты дают номера 2, 3 и 4.</translation>
    </message>
    <message>
        <source>Team 1 is team A. Player 1 of each team becomes A-1 (B-1), player 2 A-2 (B-2), and so on.</source>
        <translation>Команда 1 — команда A. Игрок 1 каждой команды становится A-1 (B-1), игрок 2 — A-2 (B-2) и т. д.</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>&amp;Draw again</source>
        <translation>Тянуть &amp;заново</translation>
    </message>
    <message>
        <source>Press “Draw the cards” to draw a card for each player.</source>
        <translation>Нажмите «Тянуть карты», чтобы вытянуть карту каждому игроку.</translation>
    </message>
</context>
<context>
    <name>EntryLine</name>
    <message>
        <source>4SX N 10, 3NT S +1 or PASS — Enter stores</source>
        <extracomment>the game the entry line stores into; ``explicit`` when the user picked a row</extracomment>
        <translation>4♠к С 10, 3БК Ю +1, пас — Enter записывает</translation>
    </message>
    <message>
        <source>Honours at the end: 4S N 10 H NS100 (NS100, NS150, EW100 or EW150)</source>
        <translation>Онёры в конце: 4♠ С 10 H СЮ100 (СЮ100, СЮ150, ВЗ100 или ВЗ150)</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Записать</translation>
    </message>
    <message>
        <source>Draw score cards</source>
        <translation>Тянуть карточки счёта</translation>
    </message>
    <message>
        <source>or type the drawn cards: NV0 V60</source>
        <translation>или введите вытянутые: вне з. 0 в зоне 60 (или NV0 V60)</translation>
    </message>
    <message>
        <source>Set cards</source>
        <translation>Ввести</translation>
    </message>
    <message>
        <source>Contract, declarer and tricks, e.g. 4S N 10 or PASS; Enter stores it, Esc goes back to the next game</source>
        <translation>Контракт, разыгрывающий и взятки, напр. 4♠ С 10 или пас; Enter записывает, Esc возвращает к следующей игре</translation>
    </message>
    <message>
        <source>Draw the deal&apos;s score cards at random</source>
        <translation>Вытянуть карточки счёта сдачи наугад</translation>
    </message>
    <message>
        <source>Score cards drawn by hand</source>
        <translation>Карточки счёта, вытянутые вручную</translation>
    </message>
    <message>
        <source>The two score cards, NS then EW, e.g. NV0 V60; Enter sets them</source>
        <translation>Две карточки счёта, СЮ, затем ВЗ, напр. NV0 V60; Enter вводит их</translation>
    </message>
    <message>
        <source>Set the score cards typed beside</source>
        <translation>Ввести карточки счёта, набранные рядом</translation>
    </message>
</context>
<context>
    <name>EnvelopesView</name>
    <message>
        <source>The 24 envelopes</source>
        <extracomment>hints that the next results record by themselves (shown; a send-back may be confirmed) hints that ask the host to do something (a carry, a check, a short envelope to annul) what the envelopes view shows reads: a change of any of it redraws the view the round&apos;s deals short of room (a 1280×720 laptop): this many rows in sight, the rest scroll (hint, its &quot;Do&quot; button or None) per table, rebuilt on refresh</extracomment>
        <translation>24 конверта</translation>
    </message>
    <message>
        <source>This round&apos;s deals</source>
        <translation>Сдачи этого тура</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Колоды</translation>
    </message>
    <message>
        <source>By hand (exceptions)</source>
        <extracomment>what each table&apos;s hint rows say now (kind, words): rows rebuilt on a change per table, a step due in a later round than the one shown (its words and a button that shows that round): never &quot;nothing to do&quot; while a step is due</extracomment>
        <translation>Вручную (исключения)</translation>
    </message>
    <message>
        <source>The results move the envelopes on by themselves; record here only what they cannot say</source>
        <translation>Результаты сами двигают конверты дальше; здесь отмечается только то, чего они не скажут</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Dealt</source>
        <translation>Сдана</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Сыграна</translation>
    </message>
    <message>
        <source>Packed</source>
        <translation>Разложены</translation>
    </message>
    <message>
        <source>Carried</source>
        <translation>Перенесена</translation>
    </message>
    <message>
        <source>Played there</source>
        <translation>Сыграна там</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>Возвращена</translation>
    </message>
    <message>
        <source>Found on arrival:</source>
        <translation>При прибытии:</translation>
    </message>
    <message>
        <source>the envelope found otherwise</source>
        <translation>конверт с отклонением</translation>
    </message>
    <message>
        <source> cards</source>
        <translation> карт</translation>
    </message>
    <message>
        <source>cards found in that envelope</source>
        <translation>карт найдено в этом конверте</translation>
    </message>
    <message>
        <source>no score cards</source>
        <translation>без карточек счёта</translation>
    </message>
    <message>
        <source>its score cards were missing</source>
        <translation>в нём не было карточек счёта</translation>
    </message>
    <message>
        <source>Record the check</source>
        <translation>Записать проверку</translation>
    </message>
    <message>
        <source>The envelopes of this round that arrived at the deal&apos;s other table are checked: all 13 cards there, except the envelope above</source>
        <translation>Конверты этого тура, прибывшие на другой стол сдачи, проверены: по 13 карт, кроме конверта выше</translation>
    </message>
    <message>
        <source>Choose the deal and the envelope found short, its number of cards, then &quot;Record the check&quot;.</source>
        <translation>Выберите сдачу и конверт с неверным числом карт, число карт, затем «Записать проверку».</translation>
    </message>
    <message>
        <source>One short…</source>
        <translation>Один с ошибкой…</translation>
    </message>
    <message>
        <source>An envelope held another number of cards</source>
        <translation>В конверте было другое число карт</translation>
    </message>
    <message>
        <source>All there</source>
        <translation>Всё на месте</translation>
    </message>
    <message>
        <source>Every envelope held 13 cards (and its score cards): record the check</source>
        <translation>В каждом конверте 13 карт (и карточки счёта): записать проверку</translation>
    </message>
    <message>
        <source>Packed and carried</source>
        <translation>Разложены и отнесены</translation>
    </message>
    <message>
        <source>Record this as done</source>
        <translation>Отметить как сделанное</translation>
    </message>
    <message>
        <source>Sent back</source>
        <translation>Возвращены</translation>
    </message>
    <message>
        <source>Not needed: the next deal dealt with them (or its score cards drawn) says it. Click if they went back earlier</source>
        <translation>Не нужно: следующая сдача из них (или вытянутые для неё карточки счёта) это отметит. Нажмите, если их вернули раньше</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Annul…</source>
        <translation>Аннулировать…</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <source>(none yet)</source>
        <translation>(пока нет)</translation>
    </message>
    <message>
        <source>Cannot make the demo match</source>
        <translation>Не удаётся создать демонстрационный матч</translation>
    </message>
</context>
<context>
    <name>FilePage</name>
    <message>
        <source>Where to keep the match</source>
        <translation>Где хранить матч</translation>
    </message>
    <message>
        <source>Every change is saved in this file at once; there is no Save button.</source>
        <translation>Каждое изменение сразу записывается в этот файл; кнопки «Сохранить» нет.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Обзор…</translation>
    </message>
    <message>
        <source>Match file:</source>
        <translation>Файл матча:</translation>
    </message>
    <message>
        <source>Choose where to save the match file.</source>
        <translation>Выберите, куда сохранить файл матча.</translation>
    </message>
    <message>
        <source>{path} already exists: choose another name (an existing match is opened with File ▸ Open).</source>
        <translation>{path} уже существует: выберите другое имя (существующий матч открывается через Файл ▸ Открыть).</translation>
    </message>
    <message>
        <source>{path} is not a folder.</source>
        <translation>{path} — не папка.</translation>
    </message>
    <message>
        <source>Save the match as</source>
        <translation>Сохранить матч как</translation>
    </message>
    <message>
        <source>Match files (*{suffix})</source>
        <translation>Файлы матчей (*{suffix})</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <source>Go to {tab}</source>
        <extracomment>the keys of a tab, by its place (Alt+1: the first)</extracomment>
        <translation>Перейти: {tab}</translation>
    </message>
    <message>
        <source>&amp;Next tab</source>
        <translation>&amp;Следующая вкладка</translation>
    </message>
    <message>
        <source>Pre&amp;vious tab</source>
        <translation>&amp;Предыдущая вкладка</translation>
    </message>
</context>
<context>
    <name>LockScreen</name>
    <message>
        <source>Locked — Ctrl+L unlocks</source>
        <extracomment>where the optional PIN is kept (the app&apos;s settings, not the match file)</extracomment>
        <translation>Заблокировано — Ctrl+L разблокирует</translation>
    </message>
</context>
<context>
    <name>LongWork</name>
    <message>
        <source>Preparing {what}…</source>
        <translation>Подготовка: {what}…</translation>
    </message>
    <message>
        <source>Double-dummy analysis…</source>
        <translation>Анализ с открытыми картами…</translation>
    </message>
</context>
<context>
    <name>LookMenu</name>
    <message>
        <source>&amp;Text size</source>
        <translation>&amp;Размер текста</translation>
    </message>
    <message>
        <source>&amp;Larger</source>
        <translation>&amp;Крупнее</translation>
    </message>
    <message>
        <source>&amp;Smaller</source>
        <translation>&amp;Мельче</translation>
    </message>
    <message>
        <source>&amp;Normal size</source>
        <translation>&amp;Обычный размер</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Высокий контраст</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Restore from a backup</source>
        <translation>Восстановление из резервной копии</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <extracomment>how long after opening the match given at start the windows get the app&apos;s icon File › Recent in the menus&apos; table (a submenu the window fills when it is shown) the menu bar: each menu&apos;s name and its items in order (None: a separator); the View menu&apos;s text size, contrast and &quot;Go to&quot; blocks follow its items, the Print menu is filled when first shown placed on its screen by :meth:`place_on_screen` (the app&apos;s window, not a test&apos;s) the Room terminals dialog, made on first use a file :meth:`open_file_later` will open once the window has been painted View › Lock&apos;s screen, made on first use, and what it covers the read-only banner (text, Refresh, Edit here), built for the first read-only match: see :meth:`_banner` &quot;both rooms shown&quot; while the host looks at both (spec §13): marked on screen where the laptop goes with the host: the room it shows after the rotation moved him (&quot;Round II: you play at table 2 — …&quot;), until its OK</extracomment>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Match</source>
        <translation>&amp;Матч</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Печать</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Анализ</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Недавние матчи</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only:&lt;/b&gt; the match file is on a read-only disk or folder, or the file itself is read-only. It can be looked at and printed, not changed.</source>
        <extracomment>Widgets of the match views that only move around the match (kept usable in a read-only view), by the attribute names the views give them; a view may also mark a widget with the dynamic property ``navigation`` set to True. the kinds of widget that enter or change something</extracomment>
        <translation>&lt;b&gt;Только чтение:&lt;/b&gt; файл матча находится на диске или в папке только для чтения, или сам файл только для чтения. Его можно просматривать и печатать, но не изменять.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only:&lt;/b&gt; this match is open for writing in another window or program. Nothing can be changed here; refresh to see what is entered there.</source>
        <translation>&lt;b&gt;Только чтение:&lt;/b&gt; матч открыт для записи в другом окне или программе. Здесь ничего нельзя изменить; обновите, чтобы увидеть введённое там.</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Edit here</source>
        <translation>Редактировать здесь</translation>
    </message>
    <message>
        <source>Open the match for writing here, once the other window has closed it</source>
        <translation>Открыть матч для записи здесь, когда другое окно его закроет</translation>
    </message>
    <message>
        <source>Teams</source>
        <extracomment>the system libraries Qt&apos;s window needs on Debian/Ubuntu (the README&apos;s list) the exit status when Qt cannot open a window a file the system asked the running app to open (its path)</extracomment>
        <translation>Командный матч</translation>
    </message>
    <message>
        <source>Cannot open the match</source>
        <extracomment>the texts here were the main window&apos;s and keep its translation context a match was opened: its store (``store``/``session`` are set) the match is about to close (``store``/``session`` still set) the match was closed a short note for the status bar a file was dropped from the recent files (it is gone) a read-only view follows what the writing window enters, checking this often (ms)</extracomment>
        <translation>Не удаётся открыть матч</translation>
    </message>
    <message>
        <source>report</source>
        <translation>отчёт</translation>
    </message>
    <message>
        <source>Export the match report</source>
        <translation>Экспорт отчёта о матче</translation>
    </message>
    <message>
        <source>Web pages (*.html)</source>
        <translation>Веб-страницы (*.html)</translation>
    </message>
    <message>
        <source>Cannot export the match report</source>
        <translation>Не удалось экспортировать отчёт о матче</translation>
    </message>
    <message>
        <source>Exported the match report to {path}</source>
        <translation>Отчёт о матче экспортирован в {path}</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>копия</translation>
    </message>
    <message>
        <source>Save a copy of the match</source>
        <translation>Сохранить копию матча</translation>
    </message>
    <message>
        <source>Match files (*.match)</source>
        <translation>Файлы матчей (*.match)</translation>
    </message>
    <message>
        <source>Cannot save a copy</source>
        <translation>Не удаётся сохранить копию</translation>
    </message>
    <message>
        <source>{path} is the open match itself: choose another name.</source>
        <translation>{path} — это сам открытый матч: выберите другое имя.</translation>
    </message>
    <message>
        <source>Saved a copy as {path}</source>
        <translation>Копия сохранена как {path}</translation>
    </message>
    <message>
        <source>Replace the match by the backup {name}? The match as it is now is kept in its backups folder.</source>
        <translation>Заменить матч резервной копией {name}? Матч в нынешнем виде сохраняется в папке резервных копий.</translation>
    </message>
    <message>
        <source>Cannot restore the backup</source>
        <translation>Не удаётся восстановить резервную копию</translation>
    </message>
    <message>
        <source>Restored from {name}</source>
        <translation>Восстановлено из {name}</translation>
    </message>
    <message>
        <source>Cannot refresh the match</source>
        <translation>Не удаётся обновить матч</translation>
    </message>
    <message>
        <source>Refreshed: showing the latest changes</source>
        <translation>Обновлено: показаны последние изменения</translation>
    </message>
    <message>
        <source>No changes since the last refresh</source>
        <translation>Изменений с последнего обновления нет</translation>
    </message>
    <message>
        <source>Still open elsewhere</source>
        <translation>Всё ещё открыт в другом месте</translation>
    </message>
    <message>
        <source>The backup copy could not be made</source>
        <translation>Не удалось сделать резервную копию</translation>
    </message>
    <message>
        <source>About Teams</source>
        <translation>О программе</translation>
    </message>
    <message>
        <source>A two-room bridge team match after E. Stolitsa&apos;s scheme of 1959: two teams of four, six rounds of six games, 36 deals.</source>
        <translation>Командный матч по бриджу в двух залах по схеме Е. Столицы 1959 года: две команды по четыре игрока, шесть туров по шесть игр, 36 сдач.</translation>
    </message>
    <message>
        <source>The match file had a problem</source>
        <translation>Проблема с файлом матча</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Что-то пошло не так</translation>
    </message>
</context>
<context>
    <name>MatchSettingsDialog</name>
    <message>
        <source>Match settings</source>
        <translation>Настройки матча</translation>
    </message>
    <message>
        <source>Score cards</source>
        <translation>Карточки счёта</translation>
    </message>
    <message>
        <source>Board conditions</source>
        <translation>Условия по номеру сдачи</translation>
    </message>
    <message>
        <source>Fixed once score cards are drawn or deals played.</source>
        <translation>Не меняется после того, как вытянуты карточки счёта или сыграны сдачи.</translation>
    </message>
    <message>
        <source>Turn the diagram at table 1</source>
        <translation>Поворот диаграммы за столом 1</translation>
    </message>
    <message>
        <source>Only two decks</source>
        <translation>Только две колоды</translation>
    </message>
    <message>
        <source>Total points</source>
        <translation>Сумма очков</translation>
    </message>
    <message>
        <source>IMPs</source>
        <translation>IMP</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Победные очки (VP)</translation>
    </message>
    <message>
        <source>Score honours</source>
        <translation>Засчитывать онёры</translation>
    </message>
    <message>
        <source>Fixed once a result is in.</source>
        <translation>Не меняется, когда уже есть результат.</translation>
    </message>
    <message>
        <source>Conditions:</source>
        <translation>Условия:</translation>
    </message>
    <message>
        <source>Score-card deck:</source>
        <translation>Колода карточек счёта:</translation>
    </message>
    <message>
        <source>Table 1:</source>
        <translation>Стол 1:</translation>
    </message>
    <message>
        <source>Decks:</source>
        <translation>Колоды:</translation>
    </message>
    <message>
        <source>Balance shown as:</source>
        <translation>Баланс показывается в:</translation>
    </message>
    <message>
        <source>Honours:</source>
        <translation>Онёры:</translation>
    </message>
</context>
<context>
    <name>NotebookPanel</name>
    <message>
        <source>Auction</source>
        <extracomment>the core&apos;s per-deal answers, forgotten when a change concerns their deal what the edits were last loaded with (typed text is kept while it is unchanged)</extracomment>
        <translation>Торговля</translation>
    </message>
    <message>
        <source>e.g. 1S P 2S P P P</source>
        <translation>напр. 1♠ пас 2♠ пас пас пас</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Result and opening lead</source>
        <translation>Результат и первый ход</translation>
    </message>
    <message>
        <source>e.g. HK or ♥K</source>
        <translation>напр. ♥K или чД</translation>
    </message>
    <message>
        <source>Hands recorded at this table</source>
        <translation>Руки, записанные за этим столом</translation>
    </message>
    <message>
        <source>Spades.hearts.diamonds.clubs, e.g. AKQ.J2.T987.5432 — dummy may be entered first, the rest after play.</source>
        <translation>Пики.черви.бубны.трефы, напр. ТКД.В2.10987.5432 — руку болвана можно ввести первой, остальные — после игры.</translation>
    </message>
    <message>
        <source>Save hands</source>
        <translation>Сохранить руки</translation>
    </message>
    <message>
        <source>Double-dummy analysis</source>
        <translation>Анализ в открытую</translation>
    </message>
    <message>
        <source>Checks on this deal</source>
        <translation>Проверки этой сдачи</translation>
    </message>
</context>
<context>
    <name>OpeningPage</name>
    <message>
        <source>Opening {name}…</source>
        <translation>Открывается {name}…</translation>
    </message>
</context>
<context>
    <name>PartnershipsPanel</name>
    <message>
        <source>Partnerships against par</source>
        <translation>Пары против пара</translation>
    </message>
    <message>
        <source>Deals against par</source>
        <translation>Сдачи против пара</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>none: Ctrl+L alone unlocks</source>
        <translation>нет: разблокирует одно Ctrl+L</translation>
    </message>
    <message>
        <source>View › Lock (Ctrl+L) hides the match; with a PIN, only the PIN unlocks it</source>
        <translation>Вид › Блокировка (Ctrl+L) скрывает матч; с ПИН разблокирует только ПИН</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>Lock &amp;PIN:</source>
        <translation>&amp;ПИН блокировки:</translation>
    </message>
    <message>
        <source>The default is the system&apos;s language.</source>
        <translation>По умолчанию — язык системы.</translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <source>Print preview</source>
        <extracomment>A printer that cannot take the PDF itself gets its pages rasterised at this resolution: fine print (7 pt) stays sharp, memory stays sane. how it asks for a file name or a printer, and says what failed</extracomment>
        <translation>Предварительный просмотр</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Печать…</translation>
    </message>
    <message>
        <source>&amp;Save as PDF…</source>
        <translation>&amp;Сохранить как PDF…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>All rounds</source>
        <translation>Все туры</translation>
    </message>
    <message>
        <source>Both tables</source>
        <translation>Оба стола</translation>
    </message>
    <message>
        <source>&amp;Form:</source>
        <translation>&amp;Бланк:</translation>
    </message>
    <message>
        <source>P&amp;aper:</source>
        <translation>&amp;Бумага:</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Тур:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Стол:</translation>
    </message>
    <message>
        <source>The PDF could not be read: {why}</source>
        <translation>Не удаётся прочитать PDF: {why}</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Сохранить как PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Could not write {path}: {why}</source>
        <translation>Не удаётся записать {path}: {why}</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Печать</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>Не удаётся запустить принтер.</translation>
    </message>
</context>
<context>
    <name>PrintMenu</name>
    <message>
        <source>Only a pre-dealt match has dealing sheets: this match&apos;s deals are dealt at the tables</source>
        <translation>Листы раскладки сдач есть только у матча с заранее подготовленными сдачами: в этом матче карты сдаются за столами</translation>
    </message>
</context>
<context>
    <name>ReservesDialog</name>
    <message>
        <source>Reserves</source>
        <translation>Запасные</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Код:</translation>
    </message>
    <message>
        <source>From round:</source>
        <translation>С тура:</translation>
    </message>
    <message>
        <source>Plays:</source>
        <translation>Играет:</translation>
    </message>
</context>
<context>
    <name>ResultPicker</name>
    <message>
        <source>or pick:</source>
        <translation>или выберите:</translation>
    </message>
    <message>
        <source>Pick the result with the mouse: it is written into the entry line above, Enter or Store stores it</source>
        <translation>Выберите результат мышью: он впишется в строку ввода выше; Enter или «Записать» его сохранит</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>level of the contract, or Pass</source>
        <translation>уровень контракта или пас</translation>
    </message>
    <message>
        <source>Strain</source>
        <translation>Масть</translation>
    </message>
    <message>
        <source>trumps, or no-trump</source>
        <translation>козырь или без козыря</translation>
    </message>
    <message>
        <source>doubled / redoubled</source>
        <translation>контра / реконтра</translation>
    </message>
    <message>
        <source>Doubled</source>
        <translation>Контра</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Разыгр.</translation>
    </message>
    <message>
        <source>the declarer&apos;s direction</source>
        <translation>направление разыгрывающего</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>tricks taken by declarer</source>
        <translation>взятки разыгрывающего</translation>
    </message>
    <message>
        <source>Honours</source>
        <translation>Онёры</translation>
    </message>
    <message>
        <source>honours in one hand: 4 trump honours 100, all 5 150, 4 aces at no-trump 150</source>
        <translation>онёры в одной руке: 4 козырных онёра 100, все 5 — 150, 4 туза в бескозырной игре 150</translation>
    </message>
</context>
<context>
    <name>RoomsView</name>
    <message>
        <source>Close round (backup)</source>
        <extracomment>areas whose change redraws the rooms shown once (a tab the host has looked at): while hidden again, a change only marks it ``_stale`` and it is redrawn when shown (or its round is asked)</extracomment>
        <translation>Закрыть тур (резервная копия)</translation>
    </message>
    <message>
        <source>Keep a backup copy of the match file as it is at the end of this round</source>
        <translation>Сохранить резервную копию файла матча на конец этого тура</translation>
    </message>
    <message>
        <source>Close round</source>
        <translation>Закрыть тур</translation>
    </message>
</context>
<context>
    <name>RoundPicker</name>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>Back to the round in play</source>
        <translation>Назад к идущему туру</translation>
    </message>
    <message>
        <source>Round shown</source>
        <translation>Показанный тур</translation>
    </message>
    <message>
        <source>The round this tab shows</source>
        <translation>Тур, который показывает эта вкладка</translation>
    </message>
    <message>
        <source>Show the round the tables play now</source>
        <translation>Показать тур, который столы играют сейчас</translation>
    </message>
    <message>
        <source>This round is finished: show the next one</source>
        <translation>Этот тур окончен: показать следующий</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Match settings</source>
        <translation>Настройки матча</translation>
    </message>
    <message>
        <source>How vulnerability is set, how table 1 sits, and how the balance is shown. The defaults follow Stolitsa (1959).</source>
        <translation>Как задаётся зона, как сидит стол 1 и как показывается баланс. Значения по умолчанию — по Столице (1959).</translation>
    </message>
    <message>
        <source>Score cards drawn before each original deal</source>
        <translation>Карточки счёта тянутся перед каждой основной сдачей</translation>
    </message>
    <message>
        <source>Board conditions (dealer and vulnerability from the deal number)</source>
        <translation>Условия по номеру сдачи (сдающий и зона по номеру)</translation>
    </message>
    <message>
        <source>Default deck</source>
        <translation>Стандартная колода</translation>
    </message>
    <message>
        <source>Turn the diagram at table 1 (players swap directions with their partner every three games)</source>
        <translation>Поворот диаграммы за столом 1 (игроки меняются направлениями с партнёром каждые три игры)</translation>
    </message>
    <message>
        <source>Only two decks: send each original deal to the other table as soon as it is played</source>
        <translation>Только две колоды: каждая основная сдача сразу после розыгрыша уходит на другой стол</translation>
    </message>
    <message>
        <source>Total points</source>
        <translation>Сумма очков</translation>
    </message>
    <message>
        <source>IMPs</source>
        <translation>IMP</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Победные очки (VP)</translation>
    </message>
    <message>
        <source>Score honours (100 or 150 in one hand)</source>
        <translation>Засчитывать онёры (100 или 150 в одной руке)</translation>
    </message>
    <message>
        <source>On when total points decide, as in Stolitsa&apos;s match; off when IMPs or VPs decide. Fixed once a result is in.</source>
        <translation>Включено, когда решает сумма очков, как в матче Столицы; выключено, когда решают IMP или VP. Не меняется, когда уже есть результат.</translation>
    </message>
    <message>
        <source>Conditions:</source>
        <translation>Условия:</translation>
    </message>
    <message>
        <source>Score-card deck
(each line, each table):</source>
        <translation>Колода карточек счёта
(для каждой линии и стола):</translation>
    </message>
    <message>
        <source>Table 1:</source>
        <translation>Стол 1:</translation>
    </message>
    <message>
        <source>Decks:</source>
        <translation>Колоды:</translation>
    </message>
    <message>
        <source>Balance shown as:</source>
        <translation>Баланс показывается в:</translation>
    </message>
    <message>
        <source>Honours:</source>
        <translation>Онёры:</translation>
    </message>
</context>
<context>
    <name>SetupWizard</name>
    <message>
        <source>New match</source>
        <extracomment>how it asks for the file&apos;s name (the window&apos;s)</extracomment>
        <translation>Новый матч</translation>
    </message>
    <message>
        <source>Reserves:</source>
        <translation>Запасные:</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Team match in two rooms</source>
        <translation>Командный матч в двух залах</translation>
    </message>
    <message>
        <source>Two teams of four, two tables, six rounds of six games: 36 deals, after E. Stolitsa (1959).</source>
        <translation>Две команды по четыре игрока, два стола, шесть туров по шесть игр: 36 сдач, по Е. Столице (1959).</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;Новый матч…</translation>
    </message>
    <message>
        <source>&amp;Open a match file…</source>
        <translation>&amp;Открыть файл матча…</translation>
    </message>
    <message>
        <source>&amp;Demo match</source>
        <translation>&amp;Демонстрационный матч</translation>
    </message>
    <message>
        <source>Recent matches:</source>
        <translation>Недавние матчи:</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(пока нет)</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <source>Each row is a game: Enter takes it into the entry line, the Menu key or Shift+F10 opens its menu (annul, delete, the replay&apos;s time)</source>
        <extracomment>what to do next under a turning table&apos;s two diagrams: at least this many lines... ... and as many as this where the window has the room (1366×768 folded them all into &quot;+1&quot; on one line), the rest folded the games table short of room: this many rows in sight, the rest scroll the columns&apos; widths at their contents and the cells&apos; own widths, measured by the last fit of these rows: a table only resized fits them again unmeasured the width the columns were last fitted to</extracomment>
        <translation>Каждая строка — игра: Enter берёт её в строку ввода, клавиша Menu или Shift+F10 открывает её меню (аннулировать, удалить, когда переигрывается)</translation>
    </message>
    <message>
        <source>Delete this table&apos;s result</source>
        <translation>Удалить результат этого стола</translation>
    </message>
</context>
<context>
    <name>TeamsPage</name>
    <message>
        <source>Teams and players</source>
        <translation>Команды и игроки</translation>
    </message>
    <message>
        <source>Two teams of four regular players each. The seat draw decides which team is A. Reserves are optional: they draw no card and can take over a player&apos;s seat from a chosen round.</source>
        <translation>Две команды по четыре основных игрока. Жеребьёвка мест решает, какая команда — A. Запасные не обязательны: они не тянут карту и могут занять место игрока с выбранного тура.</translation>
    </message>
    <message>
        <source>Team {n}</source>
        <extracomment>the fields typed in: a problem is shown only once its field was (so typing team 1&apos;s name does not bring &quot;Team 2 needs a name&quot;)</extracomment>
        <translation>Команда {n}</translation>
    </message>
    <message>
        <source>Team name</source>
        <translation>Название команды</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Название:</translation>
    </message>
    <message>
        <source>Player&apos;s name</source>
        <translation>Имя игрока</translation>
    </message>
    <message>
        <source>Player {n}:</source>
        <translation>Игрок {n}:</translation>
    </message>
    <message>
        <source>Reserves: comma-separated or one per line</source>
        <translation>Запасные: через запятую или по одному в строке</translation>
    </message>
    <message>
        <source>Reserves:</source>
        <translation>Запасные:</translation>
    </message>
</context>
<context>
    <name>UndoRedo</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Not done</source>
        <translation>Не выполнено</translation>
    </message>
    <message>
        <source>&amp;Undo: {what}</source>
        <translation>&amp;Отменить: {what}</translation>
    </message>
    <message>
        <source>&amp;Redo: {what}</source>
        <translation>&amp;Повторить: {what}</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <source>The match is open elsewhere</source>
        <translation>Матч открыт в другом месте</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Открыть только для чтения</translation>
    </message>
    <message>
        <source>Match files (*.match);;All files (*)</source>
        <translation>Файлы матчей (*.match);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Annul a deal</source>
        <translation>Аннулировать сдачу</translation>
    </message>
    <message>
        <source>Deal number:</source>
        <translation>Номер сдачи:</translation>
    </message>
    <message>
        <source>Open a match</source>
        <translation>Открыть матч</translation>
    </message>
    <message>
        <source>{name} is open for writing in another window or program.

Open it read-only here? You can look at it and print it, and refresh it to see what is entered there, but not change it.</source>
        <translation>{name} открыт для записи в другом окне или программе.

Открыть его здесь только для чтения? Его можно смотреть, печатать и обновлять, чтобы видеть введённое там, но не изменять.</translation>
    </message>
</context>
<context>
    <name>WindowLock</name>
    <message>
        <source>Unlock</source>
        <translation>Разблокировка</translation>
    </message>
    <message>
        <source>PIN:</source>
        <translation>ПИН:</translation>
    </message>
</context>
<context>
    <name>WindowMarks</name>
    <message>
        <source> (read only)</source>
        <translation> (только чтение)</translation>
    </message>
    <message>
        <source>Show both rooms</source>
        <translation>Показать оба зала</translation>
    </message>
    <message>
        <source>This laptop sits in the host&apos;s room. Showing both rooms puts the other table&apos;s results of deals his table has not played yet on the screen: a deal whose result reaches a table is annulled (reason 4). Show both rooms?</source>
        <translation>Этот ноутбук стоит в зале хозяина. Показ обоих залов выводит на экран результаты другого стола по сдачам, которые его стол ещё не сыграл: сдача, результат которой дошёл до стола, аннулируется (причина 4). Показать оба зала?</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Командный матч</translation>
    </message>
    <message>
        <source>No match open</source>
        <translation>Матч не открыт</translation>
    </message>
</context>
<context>
    <name>WindowTabs</name>
    <message>
        <source>Rooms</source>
        <extracomment>the match views in tab order, as (module, class), each imported when first shown</extracomment>
        <translation>Залы</translation>
    </message>
    <message>
        <source>Envelopes</source>
        <translation>Конверты</translation>
    </message>
    <message>
        <source>Balances</source>
        <translation>Баланс</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Сдачи</translation>
    </message>
</context>
</TS>
