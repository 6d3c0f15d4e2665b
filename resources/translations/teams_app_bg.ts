<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bg_BG">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;New match…</source>
        <extracomment>actions that only make sense with a match open match actions that change the match: off while it is open read-only</extracomment>
        <translation>&amp;Нов мач…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Отваряне…</translation>
    </message>
    <message>
        <source>Save a &amp;copy…</source>
        <translation>Запазване на &amp;копие…</translation>
    </message>
    <message>
        <source>&amp;Export the match report (HTML)…</source>
        <translation>&amp;Експорт на отчета за мача (HTML)…</translation>
    </message>
    <message>
        <source>Restore from a &amp;backup…</source>
        <translation>Възстановяване от &amp;резервно копие…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Затваряне</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Изход</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отмяна</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повтаряне</translation>
    </message>
    <message>
        <source>&amp;Audit log</source>
        <translation>&amp;Дневник на промените</translation>
    </message>
    <message>
        <source>&amp;Annul a deal…</source>
        <translation>&amp;Анулиране на раздаване…</translation>
    </message>
    <message>
        <source>Match &amp;settings…</source>
        <translation>&amp;Настройки на мача…</translation>
    </message>
    <message>
        <source>&amp;Reserves…</source>
        <translation>&amp;Резерви…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;Diagrams for the tables…</source>
        <translation>&amp;Диаграми за масите…</translation>
    </message>
    <message>
        <source>&amp;Result sheet…</source>
        <translation>&amp;Лист с резултатите…</translation>
    </message>
    <message>
        <source>The whole &amp;match…</source>
        <translation>Целият &amp;мач…</translation>
    </message>
    <message>
        <source>&amp;Double-dummy analysis…</source>
        <translation>&amp;Анализ с открити карти…</translation>
    </message>
    <message>
        <source>Open a &amp;demo match</source>
        <translation>Отваряне на &amp;демонстрационен мач</translation>
    </message>
    <message>
        <source>&amp;About Teams</source>
        <translation>&amp;За програмата</translation>
    </message>
    <message>
        <source>Re&amp;fresh</source>
        <translation>&amp;Опресняване</translation>
    </message>
    <message>
        <source>&amp;Both rooms</source>
        <translation>&amp;Двете зали</translation>
    </message>
    <message>
        <source>&amp;Lock</source>
        <translation>&amp;Заключване</translation>
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
        <translation>бележка (какво се случи), по желание</translation>
    </message>
    <message>
        <source>Annul</source>
        <translation>Анулиране</translation>
    </message>
    <message>
        <source>Dismiss the proposal</source>
        <extracomment>a proposed annulment can be dismissed (the note says why; it is logged)</extracomment>
        <translation>Отхвърляне на предложението</translation>
    </message>
    <message>
        <source>Do not annul: keep the deal as played; say why in the note</source>
        <translation>Без анулиране: раздаването остава, както е изиграно; напишете защо в бележката</translation>
    </message>
    <message>
        <source>Choose a reason.</source>
        <translation>Изберете причина.</translation>
    </message>
</context>
<context>
    <name>AuditLogDialog</name>
    <message>
        <source>Audit log</source>
        <extracomment>the open match&apos;s session: the log as the host&apos;s room may read it (spec §13)</extracomment>
        <translation>Дневник на промените</translation>
    </message>
</context>
<context>
    <name>BalancesView</name>
    <message>
        <source>Result sheet</source>
        <extracomment>areas whose change alters the balances (or the double-dummy and par beside them) (deal, attempt) -&gt; (DD tricks at table 1, at table 2, par NS, par contracts) the core&apos;s answers, forgotten when a change concerns their deal (the session&apos;s) the result sheet&apos;s columns as wide as their contents (the others stretch); the deals column (&quot;2 of 6 · 5 results waiting&quot;) only widens (see _widen_deals): fitted to its contents it changed width, and the sheet was laid out and painted again, at every entry of a round in progress shown once (a tab the host has looked at): while hidden again, a change only marks it ``_stale`` and it is redrawn when shown</extracomment>
        <translation>Лист с резултатите</translation>
    </message>
    <message>
        <source>Percentages</source>
        <translation>Проценти</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Раздавания</translation>
    </message>
</context>
<context>
    <name>BiddingBox</name>
    <message>
        <source>Take back the last call</source>
        <translation>Върни последната обява</translation>
    </message>
</context>
<context>
    <name>ChecksPanel</name>
    <message>
        <source>Checks of the match</source>
        <translation>Проверки на мача</translation>
    </message>
    <message>
        <source>Show the deal</source>
        <translation>Покажи раздаването</translation>
    </message>
    <message>
        <source>Annul…</source>
        <translation>Анулиране…</translation>
    </message>
</context>
<context>
    <name>DealsView</name>
    <message>
        <source>Run analysis</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <source>Double-dummy tables and par of every deal whose four hands are known, computed once and kept in the match file</source>
        <translation>Таблици при открити карти и пар на всяко раздаване с известни четири ръце, изчислени веднъж и пазени във файла на мача</translation>
    </message>
    <message>
        <source>Deals of the match</source>
        <translation>Раздавания на мача</translation>
    </message>
    <message>
        <source>Notebook</source>
        <translation>Тетрадка</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Проверки</translation>
    </message>
    <message>
        <source>Partnerships</source>
        <translation>Двойки</translation>
    </message>
    <message>
        <source>Checks ({n})</source>
        <translation>Проверки ({n})</translation>
    </message>
    <message>
        <source>The analysis runs from the main window (Analysis menu).</source>
        <translation>Анализът се пуска от главния прозорец (меню „Анализ“).</translation>
    </message>
</context>
<context>
    <name>DrawPage</name>
    <message>
        <source>The seat draw</source>
        <translation>Теглене на местата</translation>
    </message>
    <message>
        <source>The app draws the cards</source>
        <translation>Програмата тегли картите</translation>
    </message>
    <message>
        <source>Type the cards drawn at the table</source>
        <translation>Въвеждане на изтеглените на масата карти</translation>
    </message>
    <message>
        <source>No draw: codes in the order the players were given</source>
        <translation>Без теглене: кодове по реда на въвеждане на играчите</translation>
    </message>
    <message>
        <source>&amp;Draw the cards</source>
        <translation>&amp;Теглене на картите</translation>
    </message>
    <message>
        <source>e.g. SA or ♥10</source>
        <translation>напр. пА или ♥10</translation>
    </message>
    <message>
        <source>Each regular player draws a card from one deck. The highest card of all eight (rank, then ♠ ♥ ♦ ♣) is A-1, and his team is team A; in each team the next cards give codes 2, 3 and 4.</source>
        <translation>Всеки редовен играч тегли по една карта от едно тесте. Най-високата карта от всички осем (по ранг, после ♠ ♥ ♦ ♣) става A-1 и неговият отбор е отбор A; във всеки отбор следващите карти дават кодове 2, 3 и 4.</translation>
    </message>
    <message>
        <source>Team 1 is team A. Player 1 of each team becomes A-1 (B-1), player 2 A-2 (B-2), and so on.</source>
        <translation>Отбор 1 е отбор A. Играч 1 от всеки отбор става A-1 (B-1), играч 2 — A-2 (B-2) и т.н.</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Играч</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Отбор</translation>
    </message>
    <message>
        <source>&amp;Draw again</source>
        <translation>&amp;Ново теглене</translation>
    </message>
    <message>
        <source>Press “Draw the cards” to draw a card for each player.</source>
        <translation>Натиснете „Теглене на картите“, за да се изтегли карта за всеки играч.</translation>
    </message>
</context>
<context>
    <name>EntryLine</name>
    <message>
        <source>4SX N 10, 3NT S +1 or PASS — Enter stores</source>
        <extracomment>the game the entry line stores into; ``explicit`` when the user picked a row</extracomment>
        <translation>4♠к С 10, 3БК Ю +1, пас — Enter записва</translation>
    </message>
    <message>
        <source>Honours at the end: 4S N 10 H NS100 (NS100, NS150, EW100 or EW150)</source>
        <translation>Онерите накрая: 4♠ С 10 H СЮ100 (СЮ100, СЮ150, ИЗ100 или ИЗ150)</translation>
    </message>
    <message>
        <source>Store</source>
        <translation>Запис</translation>
    </message>
    <message>
        <source>Draw score cards</source>
        <translation>Теглене на скорове</translation>
    </message>
    <message>
        <source>or type the drawn cards: NV0 V60</source>
        <translation>или въведете изтеглените: изв. з. 0 в.з. 60 (или NV0 V60)</translation>
    </message>
    <message>
        <source>Set cards</source>
        <translation>Въвеждане</translation>
    </message>
    <message>
        <source>Contract, declarer and tricks, e.g. 4S N 10 or PASS; Enter stores it, Esc goes back to the next game</source>
        <translation>Контракт, разиграващ и взятки, напр. 4♠ С 10 или пас; Enter го записва, Esc се връща към следващата игра</translation>
    </message>
    <message>
        <source>Draw the deal&apos;s score cards at random</source>
        <translation>Изтегли скоровете на раздаването случайно</translation>
    </message>
    <message>
        <source>Score cards drawn by hand</source>
        <translation>Изтеглени на ръка скорове</translation>
    </message>
    <message>
        <source>The two score cards, NS then EW, e.g. NV0 V60; Enter sets them</source>
        <translation>Двата скора, СЮ и после ИЗ, напр. NV0 V60; Enter ги въвежда</translation>
    </message>
    <message>
        <source>Set the score cards typed beside</source>
        <translation>Въведи скоровете, написани до бутона</translation>
    </message>
</context>
<context>
    <name>EnvelopesView</name>
    <message>
        <source>The 24 envelopes</source>
        <extracomment>hints that the next results record by themselves (shown; a send-back may be confirmed) hints that ask the host to do something (a carry, a check, a short envelope to annul) what the envelopes view shows reads: a change of any of it redraws the view the round&apos;s deals short of room (a 1280×720 laptop): this many rows in sight, the rest scroll (hint, its &quot;Do&quot; button or None) per table, rebuilt on refresh</extracomment>
        <translation>24-те плика</translation>
    </message>
    <message>
        <source>This round&apos;s deals</source>
        <translation>Раздаванията на тура</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Тестета</translation>
    </message>
    <message>
        <source>By hand (exceptions)</source>
        <extracomment>what each table&apos;s hint rows say now (kind, words): rows rebuilt on a change per table, a step due in a later round than the one shown (its words and a button that shows that round): never &quot;nothing to do&quot; while a step is due</extracomment>
        <translation>На ръка (изключения)</translation>
    </message>
    <message>
        <source>The results move the envelopes on by themselves; record here only what they cannot say</source>
        <translation>Резултатите сами придвижват пликовете; тук се отбелязва само това, което те не могат да кажат</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Раздаване</translation>
    </message>
    <message>
        <source>Dealt</source>
        <translation>Раздадено</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Изиграно</translation>
    </message>
    <message>
        <source>Packed</source>
        <translation>Прибрани</translation>
    </message>
    <message>
        <source>Carried</source>
        <translation>Пренесено</translation>
    </message>
    <message>
        <source>Played there</source>
        <translation>Изиграно там</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>Върнато</translation>
    </message>
    <message>
        <source>Found on arrival:</source>
        <translation>При пристигане:</translation>
    </message>
    <message>
        <source>the envelope found otherwise</source>
        <translation>пликът с нередност</translation>
    </message>
    <message>
        <source> cards</source>
        <translation> карти</translation>
    </message>
    <message>
        <source>cards found in that envelope</source>
        <translation>карти, намерени в този плик</translation>
    </message>
    <message>
        <source>no score cards</source>
        <translation>без скорове</translation>
    </message>
    <message>
        <source>its score cards were missing</source>
        <translation>скоровете му липсваха</translation>
    </message>
    <message>
        <source>Record the check</source>
        <translation>Запиши проверката</translation>
    </message>
    <message>
        <source>The envelopes of this round that arrived at the deal&apos;s other table are checked: all 13 cards there, except the envelope above</source>
        <translation>Пликовете от този тур, пристигнали на другата маса на раздаването, са проверени: по 13 карти, освен горния плик</translation>
    </message>
    <message>
        <source>Choose the deal and the envelope found short, its number of cards, then &quot;Record the check&quot;.</source>
        <translation>Изберете раздаването и плика с грешен брой карти, броя на картите, после „Запиши проверката“.</translation>
    </message>
    <message>
        <source>One short…</source>
        <translation>Един с грешка…</translation>
    </message>
    <message>
        <source>An envelope held another number of cards</source>
        <translation>В един плик имаше друг брой карти</translation>
    </message>
    <message>
        <source>All there</source>
        <translation>Всичко е налице</translation>
    </message>
    <message>
        <source>Every envelope held 13 cards (and its score cards): record the check</source>
        <translation>Във всеки плик имаше 13 карти (и скоровете): запишете проверката</translation>
    </message>
    <message>
        <source>Packed and carried</source>
        <translation>Прибрани и занесени</translation>
    </message>
    <message>
        <source>Record this as done</source>
        <translation>Отбелязване като направено</translation>
    </message>
    <message>
        <source>Sent back</source>
        <translation>Върнати</translation>
    </message>
    <message>
        <source>Not needed: the next deal dealt with them (or its score cards drawn) says it. Click if they went back earlier</source>
        <translation>Не е нужно: следващото раздаване с тях (или изтеглените му скорове) го отбелязва. Натиснете, ако са върнати по-рано</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Annul…</source>
        <translation>Анулиране…</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <source>(none yet)</source>
        <translation>(още няма)</translation>
    </message>
    <message>
        <source>Cannot make the demo match</source>
        <translation>Демонстрационният мач не може да се създаде</translation>
    </message>
</context>
<context>
    <name>FilePage</name>
    <message>
        <source>Where to keep the match</source>
        <translation>Къде да се пази мачът</translation>
    </message>
    <message>
        <source>Every change is saved in this file at once; there is no Save button.</source>
        <translation>Всяка промяна се записва веднага в този файл; няма бутон „Запис“.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Избор…</translation>
    </message>
    <message>
        <source>Match file:</source>
        <translation>Файл на мача:</translation>
    </message>
    <message>
        <source>Choose where to save the match file.</source>
        <translation>Изберете къде да се запише файлът на мача.</translation>
    </message>
    <message>
        <source>{path} already exists: choose another name (an existing match is opened with File ▸ Open).</source>
        <translation>{path} вече съществува: изберете друго име (съществуващ мач се отваря с Файл ▸ Отваряне).</translation>
    </message>
    <message>
        <source>{path} is not a folder.</source>
        <translation>{path} не е папка.</translation>
    </message>
    <message>
        <source>Save the match as</source>
        <translation>Запис на мача като</translation>
    </message>
    <message>
        <source>Match files (*{suffix})</source>
        <translation>Файлове на мачове (*{suffix})</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <source>Go to {tab}</source>
        <extracomment>the keys of a tab, by its place (Alt+1: the first)</extracomment>
        <translation>Към {tab}</translation>
    </message>
    <message>
        <source>&amp;Next tab</source>
        <translation>&amp;Следващ раздел</translation>
    </message>
    <message>
        <source>Pre&amp;vious tab</source>
        <translation>&amp;Предишен раздел</translation>
    </message>
</context>
<context>
    <name>LockScreen</name>
    <message>
        <source>Locked — Ctrl+L unlocks</source>
        <extracomment>where the optional PIN is kept (the app&apos;s settings, not the match file)</extracomment>
        <translation>Заключено — Ctrl+L отключва</translation>
    </message>
</context>
<context>
    <name>LongWork</name>
    <message>
        <source>Preparing {what}…</source>
        <translation>Подготвя се {what}…</translation>
    </message>
    <message>
        <source>Double-dummy analysis…</source>
        <translation>Анализ с открити карти…</translation>
    </message>
</context>
<context>
    <name>LookMenu</name>
    <message>
        <source>&amp;Text size</source>
        <translation>&amp;Размер на текста</translation>
    </message>
    <message>
        <source>&amp;Larger</source>
        <translation>&amp;По-едър</translation>
    </message>
    <message>
        <source>&amp;Smaller</source>
        <translation>По-&amp;дребен</translation>
    </message>
    <message>
        <source>&amp;Normal size</source>
        <translation>&amp;Обичаен размер</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Висок контраст</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Restore from a backup</source>
        <translation>Възстановяване от резервно копие</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <extracomment>how long after opening the match given at start the windows get the app&apos;s icon File › Recent in the menus&apos; table (a submenu the window fills when it is shown) the menu bar: each menu&apos;s name and its items in order (None: a separator); the View menu&apos;s text size, contrast and &quot;Go to&quot; blocks follow its items, the Print menu is filled when first shown placed on its screen by :meth:`place_on_screen` (the app&apos;s window, not a test&apos;s) the Room terminals dialog, made on first use a file :meth:`open_file_later` will open once the window has been painted View › Lock&apos;s screen, made on first use, and what it covers the read-only banner (text, Refresh, Edit here), built for the first read-only match: see :meth:`_banner` &quot;both rooms shown&quot; while the host looks at both (spec §13): marked on screen where the laptop goes with the host: the room it shows after the rotation moved him (&quot;Round II: you play at table 2 — …&quot;), until its OK</extracomment>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Редактиране</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Изглед</translation>
    </message>
    <message>
        <source>&amp;Match</source>
        <translation>&amp;Мач</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Печат</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Анализ</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Помощ</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Последни мачове</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only:&lt;/b&gt; the match file is on a read-only disk or folder, or the file itself is read-only. It can be looked at and printed, not changed.</source>
        <extracomment>Widgets of the match views that only move around the match (kept usable in a read-only view), by the attribute names the views give them; a view may also mark a widget with the dynamic property ``navigation`` set to True. the kinds of widget that enter or change something</extracomment>
        <translation>&lt;b&gt;Само за четене:&lt;/b&gt; файлът на мача е на диск или в папка само за четене или самият файл е само за четене. Може да се разглежда и отпечатва, но не и да се променя.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only:&lt;/b&gt; this match is open for writing in another window or program. Nothing can be changed here; refresh to see what is entered there.</source>
        <translation>&lt;b&gt;Само за четене:&lt;/b&gt; мачът е отворен за писане в друг прозорец или програма. Тук нищо не може да се променя; опреснете, за да видите въведеното там.</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Опресняване</translation>
    </message>
    <message>
        <source>Edit here</source>
        <translation>Редактиране тук</translation>
    </message>
    <message>
        <source>Open the match for writing here, once the other window has closed it</source>
        <translation>Отворете мача за писане тук, след като другият прозорец го затвори</translation>
    </message>
    <message>
        <source>Teams</source>
        <extracomment>the system libraries Qt&apos;s window needs on Debian/Ubuntu (the README&apos;s list) the exit status when Qt cannot open a window a file the system asked the running app to open (its path)</extracomment>
        <translation>Отборен мач</translation>
    </message>
    <message>
        <source>Cannot open the match</source>
        <extracomment>the texts here were the main window&apos;s and keep its translation context a match was opened: its store (``store``/``session`` are set) the match is about to close (``store``/``session`` still set) the match was closed a short note for the status bar a file was dropped from the recent files (it is gone) a read-only view follows what the writing window enters, checking this often (ms)</extracomment>
        <translation>Мачът не може да се отвори</translation>
    </message>
    <message>
        <source>report</source>
        <translation>отчет</translation>
    </message>
    <message>
        <source>Export the match report</source>
        <translation>Експорт на отчета за мача</translation>
    </message>
    <message>
        <source>Web pages (*.html)</source>
        <translation>Уеб страници (*.html)</translation>
    </message>
    <message>
        <source>Cannot export the match report</source>
        <translation>Отчетът за мача не може да бъде експортиран</translation>
    </message>
    <message>
        <source>Exported the match report to {path}</source>
        <translation>Отчетът за мача е експортиран в {path}</translation>
    </message>
    <message>
        <source>copy</source>
        <translation>копие</translation>
    </message>
    <message>
        <source>Save a copy of the match</source>
        <translation>Запазване на копие на мача</translation>
    </message>
    <message>
        <source>Match files (*.match)</source>
        <translation>Файлове на мачове (*.match)</translation>
    </message>
    <message>
        <source>Cannot save a copy</source>
        <translation>Копието не може да се запише</translation>
    </message>
    <message>
        <source>{path} is the open match itself: choose another name.</source>
        <translation>{path} е самият отворен мач: изберете друго име.</translation>
    </message>
    <message>
        <source>Saved a copy as {path}</source>
        <translation>Копието е записано като {path}</translation>
    </message>
    <message>
        <source>Replace the match by the backup {name}? The match as it is now is kept in its backups folder.</source>
        <translation>Да се замени ли мачът с резервното копие {name}? Мачът в сегашния си вид се запазва в папката с резервните копия.</translation>
    </message>
    <message>
        <source>Cannot restore the backup</source>
        <translation>Резервното копие не може да се възстанови</translation>
    </message>
    <message>
        <source>Restored from {name}</source>
        <translation>Възстановено от {name}</translation>
    </message>
    <message>
        <source>Cannot refresh the match</source>
        <translation>Мачът не може да се опресни</translation>
    </message>
    <message>
        <source>Refreshed: showing the latest changes</source>
        <translation>Опреснено: показани са последните промени</translation>
    </message>
    <message>
        <source>No changes since the last refresh</source>
        <translation>Няма промени от последното опресняване</translation>
    </message>
    <message>
        <source>Still open elsewhere</source>
        <translation>Все още е отворен другаде</translation>
    </message>
    <message>
        <source>The backup copy could not be made</source>
        <translation>Резервното копие не можа да се направи</translation>
    </message>
    <message>
        <source>About Teams</source>
        <translation>За програмата</translation>
    </message>
    <message>
        <source>A two-room bridge team match after E. Stolitsa&apos;s scheme of 1959: two teams of four, six rounds of six games, 36 deals.</source>
        <translation>Отборен бридж мач в две зали по схемата на Е. Столица от 1959 г.: два отбора по четирима, шест тура по шест игри, 36 раздавания.</translation>
    </message>
    <message>
        <source>The match file had a problem</source>
        <translation>Проблем с файла на мача</translation>
    </message>
    <message>
        <source>Something went wrong</source>
        <translation>Нещо се обърка</translation>
    </message>
</context>
<context>
    <name>MatchSettingsDialog</name>
    <message>
        <source>Match settings</source>
        <translation>Настройки на мача</translation>
    </message>
    <message>
        <source>Score cards</source>
        <translation>Скорове</translation>
    </message>
    <message>
        <source>Board conditions</source>
        <translation>Условия по номера на раздаването</translation>
    </message>
    <message>
        <source>Fixed once score cards are drawn or deals played.</source>
        <translation>Не се променя, след като са теглени скорове или са изиграни раздавания.</translation>
    </message>
    <message>
        <source>Turn the diagram at table 1</source>
        <translation>Обръщане на диаграмата на маса 1</translation>
    </message>
    <message>
        <source>Only two decks</source>
        <translation>Само две тестета</translation>
    </message>
    <message>
        <source>Total points</source>
        <translation>Общо точки</translation>
    </message>
    <message>
        <source>IMPs</source>
        <translation>IMP</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Победни точки (VP)</translation>
    </message>
    <message>
        <source>Score honours</source>
        <translation>Броят се онери</translation>
    </message>
    <message>
        <source>Fixed once a result is in.</source>
        <translation>Не се променя, след като има резултат.</translation>
    </message>
    <message>
        <source>Conditions:</source>
        <translation>Условия:</translation>
    </message>
    <message>
        <source>Score-card deck:</source>
        <translation>Тесте скорове:</translation>
    </message>
    <message>
        <source>Table 1:</source>
        <translation>Маса 1:</translation>
    </message>
    <message>
        <source>Decks:</source>
        <translation>Тестета:</translation>
    </message>
    <message>
        <source>Balance shown as:</source>
        <translation>Балансът се показва в:</translation>
    </message>
    <message>
        <source>Honours:</source>
        <translation>Онери:</translation>
    </message>
</context>
<context>
    <name>NotebookPanel</name>
    <message>
        <source>Auction</source>
        <extracomment>the core&apos;s per-deal answers, forgotten when a change concerns their deal what the edits were last loaded with (typed text is kept while it is unchanged)</extracomment>
        <translation>Наддаване</translation>
    </message>
    <message>
        <source>e.g. 1S P 2S P P P</source>
        <translation>напр. 1♠ пас 2♠ пас пас пас</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Запис</translation>
    </message>
    <message>
        <source>Result and opening lead</source>
        <translation>Резултат и първо извеждане</translation>
    </message>
    <message>
        <source>e.g. HK or ♥K</source>
        <translation>напр. ♥K или ♥Д</translation>
    </message>
    <message>
        <source>Hands recorded at this table</source>
        <translation>Ръце, записани на тази маса</translation>
    </message>
    <message>
        <source>Spades.hearts.diamonds.clubs, e.g. AKQ.J2.T987.5432 — dummy may be entered first, the rest after play.</source>
        <translation>Пики.купи.кари.спатии, напр. АРД.В2.10987.5432 — ръката на мора може да се въведе първа, останалите — след играта.</translation>
    </message>
    <message>
        <source>Save hands</source>
        <translation>Запис на ръцете</translation>
    </message>
    <message>
        <source>Double-dummy analysis</source>
        <translation>Анализ с открити карти</translation>
    </message>
    <message>
        <source>Checks on this deal</source>
        <translation>Проверки на това раздаване</translation>
    </message>
</context>
<context>
    <name>OpeningPage</name>
    <message>
        <source>Opening {name}…</source>
        <translation>Отваряне на {name}…</translation>
    </message>
</context>
<context>
    <name>PartnershipsPanel</name>
    <message>
        <source>Partnerships against par</source>
        <translation>Двойките спрямо пара</translation>
    </message>
    <message>
        <source>Deals against par</source>
        <translation>Раздавания спрямо пара</translation>
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
        <translation>няма: само Ctrl+L отключва</translation>
    </message>
    <message>
        <source>View › Lock (Ctrl+L) hides the match; with a PIN, only the PIN unlocks it</source>
        <translation>Изглед › Заключване (Ctrl+L) скрива мача; с ПИН само ПИН-ът го отключва</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Език:</translation>
    </message>
    <message>
        <source>Lock &amp;PIN:</source>
        <translation>&amp;ПИН за заключване:</translation>
    </message>
    <message>
        <source>The default is the system&apos;s language.</source>
        <translation>По подразбиране е езикът на системата.</translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <source>Print preview</source>
        <extracomment>A printer that cannot take the PDF itself gets its pages rasterised at this resolution: fine print (7 pt) stays sharp, memory stays sane. how it asks for a file name or a printer, and says what failed</extracomment>
        <translation>Преглед за печат</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Печат…</translation>
    </message>
    <message>
        <source>&amp;Save as PDF…</source>
        <translation>&amp;Запис като PDF…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Затваряне</translation>
    </message>
    <message>
        <source>All rounds</source>
        <translation>Всички турове</translation>
    </message>
    <message>
        <source>Both tables</source>
        <translation>Двете маси</translation>
    </message>
    <message>
        <source>&amp;Form:</source>
        <translation>&amp;Формуляр:</translation>
    </message>
    <message>
        <source>P&amp;aper:</source>
        <translation>&amp;Хартия:</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Тур:</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Маса:</translation>
    </message>
    <message>
        <source>The PDF could not be read: {why}</source>
        <translation>PDF файлът не може да се прочете: {why}</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Запис като PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF файлове (*.pdf)</translation>
    </message>
    <message>
        <source>Could not write {path}: {why}</source>
        <translation>{path} не може да се запише: {why}</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Печат</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>Принтерът не може да се стартира.</translation>
    </message>
</context>
<context>
    <name>PrintMenu</name>
    <message>
        <source>Only a pre-dealt match has dealing sheets: this match&apos;s deals are dealt at the tables</source>
        <translation>Листове за раздаване има само при предварително подготвени раздавания: в този мач картите се раздават на масите</translation>
    </message>
</context>
<context>
    <name>ReservesDialog</name>
    <message>
        <source>Reserves</source>
        <translation>Резерви</translation>
    </message>
    <message>
        <source>Code:</source>
        <translation>Код:</translation>
    </message>
    <message>
        <source>From round:</source>
        <translation>От тур:</translation>
    </message>
    <message>
        <source>Plays:</source>
        <translation>Играе:</translation>
    </message>
</context>
<context>
    <name>ResultPicker</name>
    <message>
        <source>or pick:</source>
        <translation>или изберете:</translation>
    </message>
    <message>
        <source>Pick the result with the mouse: it is written into the entry line above, Enter or Store stores it</source>
        <translation>Изберете резултата с мишката: той се изписва в реда за въвеждане отгоре; Enter или „Запис“ го записва</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Ниво</translation>
    </message>
    <message>
        <source>level of the contract, or Pass</source>
        <translation>ниво на контракта или пас</translation>
    </message>
    <message>
        <source>Strain</source>
        <translation>Цвят</translation>
    </message>
    <message>
        <source>trumps, or no-trump</source>
        <translation>коз или без коз</translation>
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
        <translation>Разиграващ</translation>
    </message>
    <message>
        <source>the declarer&apos;s direction</source>
        <translation>посоката на разиграващия</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>tricks taken by declarer</source>
        <translation>взятки на разиграващия</translation>
    </message>
    <message>
        <source>Honours</source>
        <translation>Онери</translation>
    </message>
    <message>
        <source>honours in one hand: 4 trump honours 100, all 5 150, 4 aces at no-trump 150</source>
        <translation>онери в една ръка: 4 козови онера 100, всичките 5 — 150, 4 аса без коз 150</translation>
    </message>
</context>
<context>
    <name>RoomsView</name>
    <message>
        <source>Close round (backup)</source>
        <extracomment>areas whose change redraws the rooms shown once (a tab the host has looked at): while hidden again, a change only marks it ``_stale`` and it is redrawn when shown (or its round is asked)</extracomment>
        <translation>Приключване на тура (резервно копие)</translation>
    </message>
    <message>
        <source>Keep a backup copy of the match file as it is at the end of this round</source>
        <translation>Запазване на резервно копие на файла на мача, какъвто е в края на този тур</translation>
    </message>
    <message>
        <source>Close round</source>
        <translation>Приключване на тура</translation>
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
        <translation>Обратно към тура, който се играе</translation>
    </message>
    <message>
        <source>Round shown</source>
        <translation>Показан тур</translation>
    </message>
    <message>
        <source>The round this tab shows</source>
        <translation>Турът, който този раздел показва</translation>
    </message>
    <message>
        <source>Show the round the tables play now</source>
        <translation>Покажи тура, който масите играят сега</translation>
    </message>
    <message>
        <source>This round is finished: show the next one</source>
        <translation>Този тур е завършен: покажи следващия</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Match settings</source>
        <translation>Настройки на мача</translation>
    </message>
    <message>
        <source>How vulnerability is set, how table 1 sits, and how the balance is shown. The defaults follow Stolitsa (1959).</source>
        <translation>Как се определя зоната, как седи маса 1 и как се показва балансът. Стойностите по подразбиране следват Столица (1959).</translation>
    </message>
    <message>
        <source>Score cards drawn before each original deal</source>
        <translation>Скорове, теглени преди всяко основно раздаване</translation>
    </message>
    <message>
        <source>Board conditions (dealer and vulnerability from the deal number)</source>
        <translation>Условия по номера на раздаването (раздаващ и зона по номера)</translation>
    </message>
    <message>
        <source>Default deck</source>
        <translation>Стандартно тесте</translation>
    </message>
    <message>
        <source>Turn the diagram at table 1 (players swap directions with their partner every three games)</source>
        <translation>Обръщане на диаграмата на маса 1 (играчите сменят посоката с партньора си на всеки три игри)</translation>
    </message>
    <message>
        <source>Only two decks: send each original deal to the other table as soon as it is played</source>
        <translation>Само две тестета: всяко основно раздаване отива на другата маса веднага след изиграването му</translation>
    </message>
    <message>
        <source>Total points</source>
        <translation>Общо точки</translation>
    </message>
    <message>
        <source>IMPs</source>
        <translation>IMP</translation>
    </message>
    <message>
        <source>Victory points</source>
        <translation>Победни точки (VP)</translation>
    </message>
    <message>
        <source>Score honours (100 or 150 in one hand)</source>
        <translation>Броят се онери (100 или 150 в една ръка)</translation>
    </message>
    <message>
        <source>On when total points decide, as in Stolitsa&apos;s match; off when IMPs or VPs decide. Fixed once a result is in.</source>
        <translation>Включено, когато решава сборът от точки, както в мача на Столица; изключено, когато решават IMP или VP. Не се променя, след като има резултат.</translation>
    </message>
    <message>
        <source>Conditions:</source>
        <translation>Условия:</translation>
    </message>
    <message>
        <source>Score-card deck
(each line, each table):</source>
        <translation>Тесте скорове
(за всяка линия и маса):</translation>
    </message>
    <message>
        <source>Table 1:</source>
        <translation>Маса 1:</translation>
    </message>
    <message>
        <source>Decks:</source>
        <translation>Тестета:</translation>
    </message>
    <message>
        <source>Balance shown as:</source>
        <translation>Балансът се показва в:</translation>
    </message>
    <message>
        <source>Honours:</source>
        <translation>Онери:</translation>
    </message>
</context>
<context>
    <name>SetupWizard</name>
    <message>
        <source>New match</source>
        <extracomment>how it asks for the file&apos;s name (the window&apos;s)</extracomment>
        <translation>Нов мач</translation>
    </message>
    <message>
        <source>Reserves:</source>
        <translation>Резерви:</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Team match in two rooms</source>
        <translation>Отборен мач в две зали</translation>
    </message>
    <message>
        <source>Two teams of four, two tables, six rounds of six games: 36 deals, after E. Stolitsa (1959).</source>
        <translation>Два отбора по четирима, две маси, шест тура по шест игри: 36 раздавания, по Е. Столица (1959).</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;Нов мач…</translation>
    </message>
    <message>
        <source>&amp;Open a match file…</source>
        <translation>&amp;Отваряне на файл на мач…</translation>
    </message>
    <message>
        <source>&amp;Demo match</source>
        <translation>&amp;Демонстрационен мач</translation>
    </message>
    <message>
        <source>Recent matches:</source>
        <translation>Последни мачове:</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(още няма)</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <source>Each row is a game: Enter takes it into the entry line, the Menu key or Shift+F10 opens its menu (annul, delete, the replay&apos;s time)</source>
        <extracomment>what to do next under a turning table&apos;s two diagrams: at least this many lines... ... and as many as this where the window has the room (1366×768 folded them all into &quot;+1&quot; on one line), the rest folded the games table short of room: this many rows in sight, the rest scroll the columns&apos; widths at their contents and the cells&apos; own widths, measured by the last fit of these rows: a table only resized fits them again unmeasured the width the columns were last fitted to</extracomment>
        <translation>Всеки ред е игра: Enter я взима в реда за въвеждане, клавишът Menu или Shift+F10 отваря менюто ѝ (анулиране, изтриване, кога се преиграва)</translation>
    </message>
    <message>
        <source>Delete this table&apos;s result</source>
        <translation>Изтриване на резултата на тази маса</translation>
    </message>
</context>
<context>
    <name>TeamsPage</name>
    <message>
        <source>Teams and players</source>
        <translation>Отбори и играчи</translation>
    </message>
    <message>
        <source>Two teams of four regular players each. The seat draw decides which team is A. Reserves are optional: they draw no card and can take over a player&apos;s seat from a chosen round.</source>
        <translation>Два отбора с по четирима редовни играчи. Тегленето на места решава кой отбор е A. Резервите не са задължителни: те не теглят карта и могат да заемат мястото на играч от избран тур нататък.</translation>
    </message>
    <message>
        <source>Team {n}</source>
        <extracomment>the fields typed in: a problem is shown only once its field was (so typing team 1&apos;s name does not bring &quot;Team 2 needs a name&quot;)</extracomment>
        <translation>Отбор {n}</translation>
    </message>
    <message>
        <source>Team name</source>
        <translation>Име на отбора</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Име:</translation>
    </message>
    <message>
        <source>Player&apos;s name</source>
        <translation>Име на играча</translation>
    </message>
    <message>
        <source>Player {n}:</source>
        <translation>Играч {n}:</translation>
    </message>
    <message>
        <source>Reserves: comma-separated or one per line</source>
        <translation>Резерви: разделени със запетая или по един на ред</translation>
    </message>
    <message>
        <source>Reserves:</source>
        <translation>Резерви:</translation>
    </message>
</context>
<context>
    <name>UndoRedo</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отмяна</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повтаряне</translation>
    </message>
    <message>
        <source>Not done</source>
        <translation>Не е направено</translation>
    </message>
    <message>
        <source>&amp;Undo: {what}</source>
        <translation>&amp;Отмяна: {what}</translation>
    </message>
    <message>
        <source>&amp;Redo: {what}</source>
        <translation>&amp;Повтаряне: {what}</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <source>The match is open elsewhere</source>
        <translation>Мачът е отворен другаде</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Отваряне само за четене</translation>
    </message>
    <message>
        <source>Match files (*.match);;All files (*)</source>
        <translation>Файлове на мачове (*.match);;Всички файлове (*)</translation>
    </message>
    <message>
        <source>Annul a deal</source>
        <translation>Анулиране на раздаване</translation>
    </message>
    <message>
        <source>Deal number:</source>
        <translation>Номер на раздаването:</translation>
    </message>
    <message>
        <source>Open a match</source>
        <translation>Отваряне на мач</translation>
    </message>
    <message>
        <source>{name} is open for writing in another window or program.

Open it read-only here? You can look at it and print it, and refresh it to see what is entered there, but not change it.</source>
        <translation>{name} е отворен за писане в друг прозорец или програма.

Да се отвори ли тук само за четене? Можете да го разглеждате и печатате и да го опреснявате, за да видите въведеното там, но не и да го променяте.</translation>
    </message>
</context>
<context>
    <name>WindowLock</name>
    <message>
        <source>Unlock</source>
        <translation>Отключване</translation>
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
        <translation> (само за четене)</translation>
    </message>
    <message>
        <source>Show both rooms</source>
        <translation>Показване на двете зали</translation>
    </message>
    <message>
        <source>This laptop sits in the host&apos;s room. Showing both rooms puts the other table&apos;s results of deals his table has not played yet on the screen: a deal whose result reaches a table is annulled (reason 4). Show both rooms?</source>
        <translation>Този лаптоп е в залата на домакина. Показването на двете зали извежда на екрана резултатите на другата маса от раздавания, които неговата маса още не е изиграла: раздаване, чийто резултат стигне до маса, се анулира (причина 4). Да се покажат ли двете зали?</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Отборен мач</translation>
    </message>
    <message>
        <source>No match open</source>
        <translation>Няма отворен мач</translation>
    </message>
</context>
<context>
    <name>WindowTabs</name>
    <message>
        <source>Rooms</source>
        <extracomment>the match views in tab order, as (module, class), each imported when first shown</extracomment>
        <translation>Зали</translation>
    </message>
    <message>
        <source>Envelopes</source>
        <translation>Пликове</translation>
    </message>
    <message>
        <source>Balances</source>
        <translation>Баланси</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Раздавания</translation>
    </message>
</context>
</TS>
