<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name></name>
    <message>
        <source>level</source>
        <translation>равно</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>after the match</source>
        <translation>после матча</translation>
    </message>
    <message>
        <source>during the match, not replayed</source>
        <translation>во время матча, без переигровки</translation>
    </message>
    <message>
        <source>during the match</source>
        <translation>во время матча</translation>
    </message>
    <message>
        <source>Annulled {when}, reason {n}: {text}</source>
        <translation>Аннулирована {when}, причина {n}: {text}</translation>
    </message>
    <message>
        <source>sent deal: played first at the other table</source>
        <translation>присланная сдача: сначала сыграна за другим столом</translation>
    </message>
    <message>
        <source>Honours {honours}, included in the score</source>
        <translation>Онёры {honours}, включены в результат</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>Round balance</source>
        <translation>Баланс тура</translation>
    </message>
    <message>
        <source>Running balance</source>
        <translation>Общий баланс</translation>
    </message>
    <message>
        <source>A gave away</source>
        <translation>A подарила</translation>
    </message>
    <message>
        <source>B gave away</source>
        <translation>B подарила</translation>
    </message>
    <message>
        <source>IMPs</source>
        <translation>IMP</translation>
    </message>
    <message>
        <source>Running IMPs</source>
        <translation>IMP итого</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Сдачи</translation>
    </message>
    <message>
        <source>Table 1
{team}</source>
        <translation>Стол 1
{team}</translation>
    </message>
    <message>
        <source>Table 2
{team}</source>
        <translation>Стол 2
{team}</translation>
    </message>
    <message>
        <source>Round
balance</source>
        <translation>Баланс
тура</translation>
    </message>
    <message>
        <source>Running
balance</source>
        <translation>Общий
баланс</translation>
    </message>
    <message>
        <source>{team}
gave away</source>
        <translation>{team}
подарила</translation>
    </message>
    <message>
        <source>IMPs
({team})</source>
        <translation>IMP
({team})</translation>
    </message>
    <message>
        <source>Running
IMPs</source>
        <translation>IMP
итого</translation>
    </message>
    <message>
        <source>Deals
counted</source>
        <translation>Засчитано
сдач</translation>
    </message>
    <message>
        <source>{n} of {total}</source>
        <translation>{n} из {total}</translation>
    </message>
    <message>
        <source>1 result waiting</source>
        <translation>ждёт 1 результат</translation>
    </message>
    <message>
        <source>{n} results waiting</source>
        <translation>ждут результатов: {n}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Round in progress: only the deals played at both tables count; a result waits until the other room has played its deal</source>
        <translation>Тур идёт: засчитываются только сдачи, сыгранные за обоими столами; результат ждёт, пока другой зал не сыграет эту сдачу</translation>
    </message>
    <message>
        <source>signed for team A: {value}</source>
        <translation>со знаком для команды A: {value}</translation>
    </message>
    <message>
        <source>NS
table 1</source>
        <translation>СЮ
стол 1</translation>
    </message>
    <message>
        <source>NS
table 2</source>
        <translation>СЮ
стол 2</translation>
    </message>
    <message>
        <source>Net
(A)</source>
        <translation>Нетто
(A)</translation>
    </message>
    <message>
        <source>IMPs
(A)</source>
        <translation>IMP
(A)</translation>
    </message>
    <message>
        <source>Net
({team})</source>
        <translation>Нетто
({team})</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>white</source>
        <translation>белые</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>синие</translation>
    </message>
    <message>
        <source>annulled, reason {n}</source>
        <translation>аннулирована, причина {n}</translation>
    </message>
    <message>
        <source>pending: table {t} only</source>
        <translation>ожидает: только стол {t}</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>не сыграна</translation>
    </message>
    <message>
        <source>played</source>
        <translation>сыграно</translation>
    </message>
    <message>
        <source>Annulled, reason {n}: {text}</source>
        <translation>Аннулирована, причина {n}: {text}</translation>
    </message>
    <message>
        <source>The score shows once the other room has played this deal too</source>
        <translation>Результат будет показан, когда и другой зал сыграет эту сдачу</translation>
    </message>
    <message>
        <source>Envelopes</source>
        <translation>Конверты</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Юг</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Запад</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Север</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Восток</translation>
    </message>
    <message>
        <source>Table {t} · {k} ({colour})</source>
        <translation>Стол {t} · {k} ({colour})</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Где</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Что</translation>
    </message>
    <message>
        <source>From table</source>
        <translation>Со стола</translation>
    </message>
    <message>
        <source>the two tables played it with different score cards</source>
        <extracomment>The ink of each table&apos;s diagram, as on paper: table 1 green, table 2 black. Raw value of a cell (ints for numbers, None for blank) — what tests compare.
----------
the five reasons of spec §11 (the views translate them with the empty context)</extracomment>
        <translation>два стола играли её с разными карточками счёта</translation>
    </message>
    <message>
        <source>a player took and saw cards that were not his</source>
        <translation>игрок взял и увидел чужие карты</translation>
    </message>
    <message>
        <source>an envelope did not hold 13 cards on arrival</source>
        <translation>по прибытии в конверте было не 13 карт</translation>
    </message>
    <message>
        <source>information from the first table reached the second</source>
        <translation>информация с первого стола дошла до второго</translation>
    </message>
    <message>
        <source>cards were put into the wrong envelopes</source>
        <translation>карты положены не в те конверты</translation>
    </message>
</context>
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
</context>
<context>
    <name>AnnulDialog</name>
    <message>
        <source>Annul deal {d}</source>
        <translation>Аннулировать сдачу {d}</translation>
    </message>
    <message>
        <source>table {t}: not played yet</source>
        <translation>стол {t}: ещё не сыграна</translation>
    </message>
    <message>
        <source>table {t}: {r} (NS {s})</source>
        <translation>стол {t}: {r} (СЮ {s})</translation>
    </message>
    <message>
        <source>Deal {d}, round {r}, dealt at table {t}.</source>
        <translation>Сдача {d}, тур {r}, сдана за столом {t}.</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <source>  (proposed)</source>
        <translation>  (предложена)</translation>
    </message>
    <message>
        <source>Replay — a fresh deal under the same score cards, dealt at table {t}</source>
        <translation>Переигровка — новая сдача под теми же карточками счёта, сдаётся за столом {t}</translation>
    </message>
    <message>
        <source>Now, in its place (its cards are at table {t})</source>
        <translation>Сейчас, на её месте (её карты за столом {t})</translation>
    </message>
    <message>
        <source>At the end of the round: table {t} first, then table {o}</source>
        <translation>В конце тура: сначала стол {t}, затем стол {o}</translation>
    </message>
    <message>
        <source>At the end of the match (after the last round)</source>
        <translation>В конце матча (после последнего тура)</translation>
    </message>
    <message>
        <source>Not replayed — no time is left for a replacement; nothing is pending</source>
        <translation>Не переигрывается — на замену нет времени; ничего не ждёт</translation>
    </message>
    <message>
        <source>After the match — the deal is not replayed</source>
        <translation>После матча — сдача не переигрывается</translation>
    </message>
    <message>
        <source>Score cards table {t} actually played under (NS EW), e.g. NV0 V60:</source>
        <translation>Карточки счёта, под которыми на самом деле играл стол {t} (СЮ ВЗ), напр. NV0 V60:</translation>
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
        <translation>Журнал изменений</translation>
    </message>
    <message>
        <source>Changes: %1 (newest first)</source>
        <translation>Изменений: %1 (новые сверху)</translation>
    </message>
    <message>
        <source>The change:</source>
        <translation>Изменение:</translation>
    </message>
    <message>
        <source>Undone by:</source>
        <translation>Отменяется командой:</translation>
    </message>
</context>
<context>
    <name>AuditLogModel</name>
    <message>
        <source>Undo: %1</source>
        <translation>Отмена: %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Повтор: %1</translation>
    </message>
    <message>
        <source>%1 (damaged)</source>
        <translation>%1 (повреждена)</translation>
    </message>
    <message>
        <source>Damaged: shown as far as it can be read; it cannot be undone or redone</source>
        <translation>Повреждена: показана, насколько её можно прочитать; её нельзя отменить или повторить</translation>
    </message>
    <message>
        <source>Undone (can be redone)</source>
        <translation>Отменено (можно повторить)</translation>
    </message>
    <message>
        <source>Undone, then replaced by a later change</source>
        <translation>Отменено и заменено более поздним изменением</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Когда</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Что</translation>
    </message>
</context>
<context>
    <name>BalanceChart</name>
    <message>
        <source>Running balance by round ({unit})</source>
        <extracomment>areas whose change alters the balances (or the double-dummy and par beside them)</extracomment>
        <translation>Общий баланс по турам ({unit})</translation>
    </message>
</context>
<context>
    <name>BalancesView</name>
    <message>
        <source>Result sheet</source>
        <extracomment>the result sheet&apos;s columns as wide as their contents (the others stretch)</extracomment>
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
    <message>
        <source>IMPs</source>
        <translation>IMP</translation>
    </message>
    <message>
        <source>points</source>
        <translation>очки</translation>
    </message>
    <message>
        <source>Balance after {n} deals: {lead} points</source>
        <translation>Баланс (сыграно сдач: {n}): {lead} очков</translation>
    </message>
    <message>
        <source>Balance after {n} deals: {lead} IMPs</source>
        <translation>Баланс (сыграно сдач: {n}): {lead} IMP</translation>
    </message>
    <message>
        <source>After {n} deals: {a} {va:.2f} VP – {b} {vb:.2f} VP ({lead} IMPs)</source>
        <translation>Сыграно сдач {n}: {a} {va:.2f} VP – {b} {vb:.2f} VP ({lead} IMP)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Percentage of the victory: {p:.2f} %&lt;/b&gt; = points {w} won on deals ({won}) ÷ all points that changed hands ({total}) &lt;span style=&apos;color:#666&apos;&gt;(our reading of the seed)&lt;/span&gt;</source>
        <translation>&lt;b&gt;Процент победы: {p:.2f} %&lt;/b&gt; = очки, выигранные {w} на сдачах ({won}) ÷ все очки, перешедшие из рук в руки ({total}) &lt;span style=&apos;color:#666&apos;&gt;(наше прочтение источника)&lt;/span&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Final percentage: {a} {pa:.2f} %, {b} {pb:.2f} %&lt;/b&gt; = a team&apos;s points made ({ma} and {mb}) ÷ both teams&apos; points made ({total})</source>
        <translation>&lt;b&gt;Итоговый процент: {a} {pa:.2f} %, {b} {pb:.2f} %&lt;/b&gt; = очки, набранные командой ({ma} и {mb}) ÷ очки, набранные обеими командами ({total})</translation>
    </message>
    <message>
        <source>Victory points (WBF continuous scale, {n} deals counted, IMP margin {m}): {a} {va:.2f}, {b} {vb:.2f}</source>
        <translation>Победные очки (непрерывная шкала WBF, засчитано сдач: {n}, разница IMP: {m}): {a} {va:.2f}, {b} {vb:.2f}</translation>
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
    <name>Cards</name>
    <message>
        <source>A</source>
        <comment>the ace&apos;s letter, typed for a card (upper case)</comment>
        <translation>Т</translation>
    </message>
    <message>
        <source>K</source>
        <comment>the king&apos;s letter, typed for a card (upper case)</comment>
        <translation>К</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>the queen&apos;s letter, typed for a card (upper case)</comment>
        <translation>Д</translation>
    </message>
    <message>
        <source>J</source>
        <comment>the jack&apos;s letter, typed for a card (upper case)</comment>
        <translation>В</translation>
    </message>
    <message>
        <source>♠</source>
        <comment>the letter typed for spades in a card (lower case)</comment>
        <translation>п</translation>
    </message>
    <message>
        <source>♥</source>
        <comment>the letter typed for hearts in a card (lower case)</comment>
        <translation>ч</translation>
    </message>
    <message>
        <source>♦</source>
        <comment>the letter typed for diamonds in a card (lower case)</comment>
        <translation>б</translation>
    </message>
    <message>
        <source>♣</source>
        <comment>the letter typed for clubs in a card (lower case)</comment>
        <translation>т</translation>
    </message>
</context>
<context>
    <name>Checks</name>
    <message>
        <source>auction: {why}</source>
        <translation>торговля: {why}</translation>
    </message>
    <message>
        <source>the auction ends in {auction}, the result says {result}</source>
        <translation>торговля заканчивается контрактом {auction}, а в результате {result}</translation>
    </message>
    <message>
        <source>the auction makes {auction} declarer of {contract}, the result says {result}</source>
        <translation>по торговле {contract} разыгрывает {auction}, а в результате {result}</translation>
    </message>
    <message>
        <source>already annulled</source>
        <extracomment>the fixed proposed actions of the checks (translated with the &quot;Checks&quot; context)</extracomment>
        <translation>уже аннулирована</translation>
    </message>
    <message>
        <source>correct the lead or the recorded hands</source>
        <translation>исправьте первый ход или записанные руки</translation>
    </message>
    <message>
        <source>correct the auction or the result</source>
        <translation>исправьте торговлю или результат</translation>
    </message>
    <message>
        <source>unusual, worth a look; not an error</source>
        <translation>необычно, стоит взглянуть; не ошибка</translation>
    </message>
    <message>
        <source>check the declarer at both tables and correct the wrong one</source>
        <translation>проверьте разыгрывающего за обоими столами и исправьте неверного</translation>
    </message>
    <message>
        <source>correct the honours</source>
        <translation>исправьте онёры</translation>
    </message>
    <message>
        <source>the opening lead {card} was not in {leader}&apos;s hand</source>
        <translation>карты первого хода {card} не было в руке игрока {leader}</translation>
    </message>
    <message>
        <source>, {holder} held it</source>
        <translation>, она была у игрока {holder}</translation>
    </message>
    <message>
        <source> (as recorded at this table)</source>
        <translation> (по записи этого стола)</translation>
    </message>
    <message>
        <source> as dealt: cards probably in the wrong envelopes</source>
        <translation> по раздаче: карты, вероятно, разложены не в те конверты</translation>
    </message>
    <message>
        <source>{contract} by {declarer} took {tricks} tricks, double-dummy {dd}</source>
        <translation>{contract} ({declarer}): взято {tricks}, в открытую {dd}</translation>
    </message>
    <message>
        <source>{contract} took {tricks} tricks at both tables, by {one} at table 1 and {two} at table 2: a result was probably entered for the wrong side</source>
        <translation>{contract}: взято {tricks} за обоими столами, разыгрывал {one} за столом 1 и {two} за столом 2; результат, вероятно, внесён не той линии</translation>
    </message>
    <message>
        <source>; double-dummy suggests table {t}</source>
        <translation>; анализ в открытую указывает на стол {t}</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no honours</comment>
        <translation>нет</translation>
    </message>
    <message>
        <source>{contract}: honours recorded {recorded}, the hands as dealt hold {held}</source>
        <translation>{contract}: записаны онёры {recorded}, в розданных руках {held}</translation>
    </message>
    <message>
        <source>{direction} played {source}&apos;s cards</source>
        <translation>{direction} играл картами игрока {source}</translation>
    </message>
    <message>
        <source>{direction} held {cards} not dealt to this seat</source>
        <translation>у игрока {direction} были {cards}, не сданные на это место</translation>
    </message>
    <message>
        <source>the hands recorded here differ from the original: {differ}</source>
        <translation>записанные здесь руки отличаются от исходных: {differ}</translation>
    </message>
    <message>
        <source>annul the deal, reason {n} ({text})</source>
        <translation>аннулировать сдачу, причина {n} ({text})</translation>
    </message>
</context>
<context>
    <name>ChecksModel</name>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Замечание</translation>
    </message>
    <message>
        <source>Proposed action</source>
        <translation>Предлагаемое действие</translation>
    </message>
    <message>
        <source>Opening lead</source>
        <translation>Первый ход</translation>
    </message>
    <message>
        <source>Wrong side</source>
        <translation>Не та сторона</translation>
    </message>
    <message>
        <source>Hands differ</source>
        <translation>Руки различаются</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <source>Unusual</source>
        <translation>Необычно</translation>
    </message>
    <message>
        <source>Honours</source>
        <translation>Онёры</translation>
    </message>
    <message>
        <source>both</source>
        <translation>оба</translation>
    </message>
    <message>
        <source>annul, reason {n}</source>
        <translation>аннулировать, причина {n}</translation>
    </message>
</context>
<context>
    <name>ChecksPanel</name>
    <message>
        <source>Show the deal</source>
        <translation>Показать сдачу</translation>
    </message>
    <message>
        <source>Annul…</source>
        <translation>Аннулировать…</translation>
    </message>
    <message>
        <source>Nothing to check: the two tables&apos; records agree (results, leads, hands, auctions).</source>
        <translation>Проверять нечего: записи двух столов совпадают (результаты, первые ходы, руки, торговля).</translation>
    </message>
    <message>
        <source>{e} finding(s) to check, {u} unusual result(s). Double-click a line to open the deal.</source>
        <translation>К проверке: {e}; необычных результатов: {u}. Дважды щёлкните строку, чтобы открыть сдачу.</translation>
    </message>
    <message>
        <source>Annul the deal, reason {n} proposed</source>
        <translation>Аннулировать сдачу, предложена причина {n}</translation>
    </message>
    <message>
        <source>No annulment proposed for this finding</source>
        <translation>Для этого замечания аннулирование не предлагается</translation>
    </message>
    <message>
        <source>deal {deal}, both tables</source>
        <translation>сдача {deal}, оба стола</translation>
    </message>
    <message>
        <source>deal {deal}, table {t}</source>
        <translation>сдача {deal}, стол {t}</translation>
    </message>
</context>
<context>
    <name>Contracts</name>
    <message>
        <source>NT</source>
        <comment>no-trump</comment>
        <translation>БК</translation>
    </message>
    <message>
        <source>X</source>
        <comment>doubled, after a contract</comment>
        <translation>к</translation>
    </message>
    <message>
        <source>XX</source>
        <comment>redoubled, after a contract</comment>
        <translation>рк</translation>
    </message>
    <message>
        <source>doubled</source>
        <translation>контра</translation>
    </message>
    <message>
        <source>redoubled</source>
        <translation>реконтра</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
</context>
<context>
    <name>DDTable</name>
    <message>
        <source>the contract played at this table</source>
        <translation>контракт, сыгранный за этим столом</translation>
    </message>
</context>
<context>
    <name>DealListModel</name>
    <message>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>Table 1</source>
        <translation>Стол 1</translation>
    </message>
    <message>
        <source>DD</source>
        <translation>ДА</translation>
    </message>
    <message>
        <source>Table 2</source>
        <translation>Стол 2</translation>
    </message>
    <message>
        <source>Par (NS)</source>
        <translation>Пар (СЮ)</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <source>Net
({team})</source>
        <translation>Нетто
({team})</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>no score cards</source>
        <translation>без карточек счёта</translation>
    </message>
    <message>
        <source>annulled ({n})</source>
        <translation>аннулирована ({n})</translation>
    </message>
    <message>
        <source>⚠ {n} to check</source>
        <translation>⚠ к проверке: {n}</translation>
    </message>
    <message>
        <source>{n} unusual</source>
        <translation>необычных: {n}</translation>
    </message>
    <message>
        <source>{n} of 4 hands</source>
        <translation>{n} из 4 рук</translation>
    </message>
    <message>
        <source>Table {t}: NS {s}</source>
        <translation>Стол {t}: СЮ {s}</translation>
    </message>
    <message>
        <source>Double-dummy: {dd} tricks for {c} by {d}; {n} taken</source>
        <translation>Двойной анализ: {dd} взяток на {c} у {d}; взято {n}</translation>
    </message>
    <message>
        <source>Par needs the vulnerability: draw the score cards first</source>
        <translation>Для пара нужна зона: сначала вытяните карточки счёта</translation>
    </message>
    <message>
        <source>Par: NS {s}, {c}</source>
        <translation>Пар: СЮ {s}, {c}</translation>
    </message>
</context>
<context>
    <name>DealParModel</name>
    <message>
        <source>DD
1 / 2</source>
        <translation>ДА
1 / 2</translation>
    </message>
    <message>
        <source>Par
(NS)</source>
        <translation>Пар
(СЮ)</translation>
    </message>
    <message>
        <source>Double-dummy tricks for the contract played at table 1 and at table 2</source>
        <extracomment>(deal, attempt) -&gt; (DD tricks at table 1, at table 2, par NS, par contracts) the core&apos;s answers, forgotten when a change concerns their deal (the session&apos;s)</extracomment>
        <translation>Взятки по двойному анализу для контракта, сыгранного за столом 1 и за столом 2</translation>
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
        <translation>Таблицы двойного анализа и пар каждой сдачи с известными четырьмя руками, вычисляются один раз и хранятся в файле матча</translation>
    </message>
    <message>
        <source>Notebook</source>
        <translation>Блокнот</translation>
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
        <source>Analysed: {n} deal(s).</source>
        <translation>Проанализировано сдач: {n}.</translation>
    </message>
    <message>
        <source>{n} more with four hands known can be analysed.</source>
        <translation>Можно проанализировать ещё {n} с известными четырьмя руками.</translation>
    </message>
    <message>
        <source>The analysis runs from the main window (Analysis menu).</source>
        <translation>Анализ запускается из главного окна (меню «Анализ»).</translation>
    </message>
</context>
<context>
    <name>Directions</name>
    <message>
        <source>North</source>
        <translation>Север</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Восток</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Юг</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Запад</translation>
    </message>
    <message>
        <source>N</source>
        <comment>compass letter</comment>
        <translation>С</translation>
    </message>
    <message>
        <source>E</source>
        <comment>compass letter</comment>
        <translation>В</translation>
    </message>
    <message>
        <source>S</source>
        <comment>compass letter</comment>
        <translation>Ю</translation>
    </message>
    <message>
        <source>W</source>
        <comment>compass letter</comment>
        <translation>З</translation>
    </message>
    <message>
        <source>NS</source>
        <comment>North-South</comment>
        <translation>СЮ</translation>
    </message>
    <message>
        <source>EW</source>
        <comment>East-West</comment>
        <translation>ВЗ</translation>
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
        <source>type the card</source>
        <translation>введите карту</translation>
    </message>
    <message>
        <source>%1 has no card yet.</source>
        <translation>У игрока %1 ещё нет карты.</translation>
    </message>
    <message>
        <source>not a card</source>
        <translation>не карта</translation>
    </message>
    <message>
        <source>Press “Draw the cards” to draw a card for each player.</source>
        <translation>Нажмите «Тянуть карты», чтобы вытянуть карту каждому игроку.</translation>
    </message>
    <message>
        <source>No draw: %1 (team 1) is team A.</source>
        <translation>Без жеребьёвки: %1 (команда 1) — команда A.</translation>
    </message>
    <message>
        <source>%1 drew %2, the highest card of all eight: %1 is A-1 and %3 are team A.</source>
        <translation>%1 вытянул(а) %2, старшую карту из всех восьми: %1 — A-1, и %3 — команда A.</translation>
    </message>
</context>
<context>
    <name>Entry</name>
    <message>
        <source>PASS</source>
        <comment>a passed-out deal in the result entry line</comment>
        <translation>Пас</translation>
    </message>
    <message>
        <source>S</source>
        <comment>spades in the result entry line</comment>
        <translation>♠</translation>
    </message>
    <message>
        <source>H</source>
        <comment>hearts in the result entry line</comment>
        <translation>♥</translation>
    </message>
    <message>
        <source>D</source>
        <comment>diamonds in the result entry line</comment>
        <translation>♦</translation>
    </message>
    <message>
        <source>C</source>
        <comment>clubs in the result entry line</comment>
        <translation>♣</translation>
    </message>
</context>
<context>
    <name>Envelopes</name>
    <message>
        <source>not dealt yet</source>
        <translation>ещё не сдана</translation>
    </message>
    <message>
        <source>being played at table {t}</source>
        <translation>играется за столом {t}</translation>
    </message>
    <message>
        <source>played at table {t}, {n} of 4 envelopes packed</source>
        <translation>сыграна за столом {t}, разложено по конвертам: {n} из 4</translation>
    </message>
    <message>
        <source>packed at table {t}</source>
        <translation>разложена по конвертам за столом {t}</translation>
    </message>
    <message>
        <source>on the way to table {t}</source>
        <translation>в пути к столу {t}</translation>
    </message>
    <message>
        <source>at table {t}, {n} of 4 envelopes checked</source>
        <translation>на столе {t}, проверено конвертов: {n} из 4</translation>
    </message>
    <message>
        <source>checked in at table {t}</source>
        <translation>прибыла и проверена за столом {t}</translation>
    </message>
    <message>
        <source>played at both tables, envelopes at table {t}</source>
        <translation>сыграна за обоими столами, конверты на столе {t}</translation>
    </message>
    <message>
        <source>played at both tables, envelopes back at table {t}</source>
        <translation>сыграна за обоими столами, конверты вернулись на стол {t}</translation>
    </message>
    <message>
        <source>at table {t}</source>
        <translation>на столе {t}</translation>
    </message>
    <message>
        <source>in transit</source>
        <translation>в пути</translation>
    </message>
    <message>
        <source>→ table {t}</source>
        <translation>→ стол {t}</translation>
    </message>
    <message>
        <source>table {t}</source>
        <translation>стол {t}</translation>
    </message>
    <message>
        <source>empty</source>
        <comment>an envelope</comment>
        <translation>пуст</translation>
    </message>
    <message>
        <source>{direction}&apos;s cards of deal {deal} ({n} found on arrival)</source>
        <translation>карты игрока {direction} из сдачи {deal} (по прибытии найдено {n})</translation>
    </message>
    <message>
        <source>{direction}&apos;s cards of deal {deal}</source>
        <translation>карты игрока {direction} из сдачи {deal}</translation>
    </message>
    <message>
        <source>not used yet</source>
        <comment>a deck</comment>
        <translation>ещё не использовалась</translation>
    </message>
    <message>
        <source>in the players&apos; hands (deal {deal})</source>
        <translation>на руках у игроков (сдача {deal})</translation>
    </message>
    <message>
        <source>being packed (deal {deal}, {n} of 4 envelopes)</source>
        <translation>раскладывается по конвертам (сдача {deal}, {n} из 4 конвертов)</translation>
    </message>
    <message>
        <source>in the envelopes of deal {deal}</source>
        <translation>в конвертах сдачи {deal}</translation>
    </message>
    <message>
        <source>{where}, {what}</source>
        <translation>{where}, {what}</translation>
    </message>
    <message>
        <source>→ T{t}</source>
        <comment>to table t, short</comment>
        <translation>→ С{t}</translation>
    </message>
    <message>
        <source>T{t}</source>
        <comment>table t, short</comment>
        <translation>С{t}</translation>
    </message>
    <message>
        <source>deal {deal}</source>
        <translation>сдача {deal}</translation>
    </message>
    <message>
        <source>white</source>
        <comment>the colour of one envelope</comment>
        <translation>белый</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>the colour of one envelope</comment>
        <translation>синий</translation>
    </message>
    <message>
        <source>{direction}{k} ({colour}, table {t})</source>
        <translation>{direction}{k} ({colour}, стол {t})</translation>
    </message>
</context>
<context>
    <name>EnvelopesView</name>
    <message>
        <source>Table {t}: next with the envelopes</source>
        <extracomment>hints that the next results record by themselves (shown; a send-back may be confirmed) hints that ask the host to do something (a carry, a check, a short envelope to annul) the round&apos;s deals short of room (a 1280×720 laptop): this many rows in sight, the rest scroll (hint, its &quot;Do&quot; button or None) per table, rebuilt on refresh</extracomment>
        <translation>Стол {t}: что дальше с конвертами</translation>
    </message>
    <message>
        <source>The 24 envelopes</source>
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
        <translation>В конвертах</translation>
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
        <source>deal {d} (table {t})</source>
        <translation>сдача {d} (стол {t})</translation>
    </message>
    <message>
        <source>Round {r}: {step}</source>
        <translation>Тур {r}: {step}</translation>
    </message>
    <message>
        <source>Show round {r}</source>
        <translation>Показать тур {r}</translation>
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
        <source>The results record this by themselves</source>
        <translation>Результаты отмечают это сами</translation>
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
        <translation>Упакованы и отнесены</translation>
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
    <message>
        <source>nothing to do with the envelopes now</source>
        <extracomment>what each table&apos;s hint rows say now (kind, words): rows rebuilt on a change per table, a step due in a later round than the one shown (its words and a button that shows that round): never &quot;nothing to do&quot; while a step is due</extracomment>
        <translation>сейчас с конвертами делать нечего</translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <source>&quot;{text}&quot;: a contract starts with its level 1-7, or is PASS</source>
        <translation>«{text}»: контракт начинается с уровня от 1 до 7 или это ПАС</translation>
    </message>
    <message>
        <source>&quot;{text}&quot;: {contract} needs {needed} tricks, so {text} would be {tricks} tricks (must be 0-13)</source>
        <translation>«{text}»: для {contract} нужно взяток: {needed}, и {text} дало бы {tricks} (должно быть от 0 до 13)</translation>
    </message>
    <message>
        <source>a passed-out deal has no declarer and no tricks</source>
        <translation>в сдаче, сыгранной в четыре паса, нет разыгрывающего и взяток</translation>
    </message>
    <message>
        <source>&quot;{text}&quot;: a result is contract, declarer and tricks, like &quot;4S N 10&quot; or &quot;3NT S +1&quot;</source>
        <translation>«{text}»: результат — это контракт, разыгрывающий и взятки, например «4S N 10» или «3NT S +1»</translation>
    </message>
    <message>
        <source>&quot;{text}&quot;: a card is a suit and a rank, like HK or ♥K</source>
        <translation>«{text}»: карта — это масть и достоинство, например ♥K или чД</translation>
    </message>
    <message>
        <source>&quot;{text}&quot;: a call is a bid like 1S or 3NT, P, X or XX</source>
        <translation>«{text}»: заявка — это ставка вроде 1♠ или 3БК, пас, к или рк</translation>
    </message>
    <message>
        <source>&quot;{text}&quot;: a score card is NV or V and a part-score, like NV0 or V60</source>
        <translation>«{text}»: карточка счёта — это NV (до зоны) или V (в зоне) и частичная запись, например NV0 или V60</translation>
    </message>
    <message>
        <source>&quot;{text}&quot;: direction must be N, E, S or W</source>
        <translation>«{text}»: разыгрывающий — С, В, Ю или З (или N, E, S, W)</translation>
    </message>
    <message>
        <source>the auction is not finished after {n} calls: it ends with three passes after a bid, or four passes</source>
        <translation>торговля не закончена после {n} заявок: она заканчивается тремя пасами после заявки или четырьмя пасами</translation>
    </message>
    <message>
        <source>call {n} ({who}): {why}</source>
        <translation>заявка {n} ({who}): {why}</translation>
    </message>
    <message>
        <source>call {n} ({who}) {call}</source>
        <translation>заявка {n} ({who}) {call}</translation>
    </message>
    <message>
        <source>{where}: the auction ended with call {end} (four passes)</source>
        <translation>{where}: торговля закончилась заявкой {end} (четыре паса)</translation>
    </message>
    <message>
        <source>{where}: the auction ended with call {end} (three passes after the last bid)</source>
        <translation>{where}: торговля закончилась заявкой {end} (три паса после последней заявки)</translation>
    </message>
    <message>
        <source>{where}: insufficient, the last bid is {last}</source>
        <translation>{where}: недостаточная заявка, последняя — {last}</translation>
    </message>
    <message>
        <source>{where}: there is no bid to double</source>
        <translation>{where}: нет заявки, которую можно контрировать</translation>
    </message>
    <message>
        <source>{where}: {last} is your side&apos;s bid, only an opponent&apos;s bid can be doubled</source>
        <translation>{where}: {last} — заявка вашей линии, контрировать можно только заявку противников</translation>
    </message>
    <message>
        <source>{where}: {last} is already redoubled</source>
        <translation>{where}: {last} уже с реконтрой</translation>
    </message>
    <message>
        <source>{where}: {last} is already doubled</source>
        <translation>{where}: {last} уже с контрой</translation>
    </message>
    <message>
        <source>{where}: there is no double to redouble</source>
        <translation>{where}: нет контры, на которую можно дать реконтру</translation>
    </message>
    <message>
        <source>{where}: {last} is not doubled, only a double can be redoubled</source>
        <translation>{where}: {last} без контры, реконтра возможна только после контры</translation>
    </message>
    <message>
        <source>{where}: the double is your side&apos;s, only an opponent&apos;s double can be redoubled</source>
        <translation>{where}: контра вашей линии, реконтру можно дать только на контру противников</translation>
    </message>
    <message>
        <source>audit log entry #{n} is damaged; nothing was changed</source>
        <translation>запись №{n} журнала изменений повреждена; ничего не изменено</translation>
    </message>
    <message>
        <source>deal it at table {t}</source>
        <translation>сдать её за столом {t}</translation>
    </message>
    <message>
        <source>play it at table {t}</source>
        <translation>сыграть её за столом {t}</translation>
    </message>
    <message>
        <source>pack {direction}&apos;s envelope</source>
        <translation>запечатать конверт игрока {direction}</translation>
    </message>
    <message>
        <source>carry it to table {t}</source>
        <translation>отнести её на стол {t}</translation>
    </message>
    <message>
        <source>check {direction}&apos;s envelope at table {t}</source>
        <translation>проверить конверт игрока {direction} за столом {t}</translation>
    </message>
    <message>
        <source>return its envelopes to table {t}</source>
        <translation>вернуть её конверты на стол {t}</translation>
    </message>
    <message>
        <source>it was dealt already (it is {now})</source>
        <translation>она уже сдана (сейчас: {now})</translation>
    </message>
    <message>
        <source>the cards of deal {busy} are still out at table {t} ({stage})</source>
        <translation>карты сдачи {busy} ещё не в конвертах за столом {t} ({stage})</translation>
    </message>
    <message>
        <source>it is not dealt yet</source>
        <translation>она ещё не сдана</translation>
    </message>
    <message>
        <source>it was played there already (it is {now})</source>
        <translation>она там уже сыграна (сейчас: {now})</translation>
    </message>
    <message>
        <source>it is not played at table {t} yet (it is {now})</source>
        <translation>она ещё не сыграна за столом {t} (сейчас: {now})</translation>
    </message>
    <message>
        <source>the four envelopes are packed already (it is {now})</source>
        <translation>все четыре конверта уже запечатаны (сейчас: {now})</translation>
    </message>
    <message>
        <source>{direction}&apos;s envelope is packed already</source>
        <translation>конверт игрока {direction} уже запечатан</translation>
    </message>
    <message>
        <source>envelopes not packed yet: {directions}</source>
        <translation>ещё не запечатаны конверты игроков: {directions}</translation>
    </message>
    <message>
        <source>it was carried already (it is {now})</source>
        <translation>она уже отнесена (сейчас: {now})</translation>
    </message>
    <message>
        <source>the envelopes go over after the table&apos;s three originals; not played and packed yet: deal {deals}</source>
        <translation>конверты относят после трёх сдач этого стола; ещё не сыграны и не запечатаны: сдача {deals}</translation>
    </message>
    <message>
        <source>its envelopes were not carried yet (it is {now})</source>
        <translation>её конверты ещё не отнесены (сейчас: {now})</translation>
    </message>
    <message>
        <source>it was played at table {t} already (it is {now})</source>
        <translation>она уже сыграна за столом {t} (сейчас: {now})</translation>
    </message>
    <message>
        <source>under board conditions no score cards travel with the deal</source>
        <translation>при условиях по номеру сдачи карточки счёта не передаются со сдачей</translation>
    </message>
    <message>
        <source>it was checked already with the same findings ({n} cards)</source>
        <translation>он уже проверен с тем же результатом (карт: {n})</translation>
    </message>
    <message>
        <source>it was checked already with the same findings ({n} cards, score cards there)</source>
        <translation>он уже проверен с тем же результатом (карт: {n}, карточки счёта на месте)</translation>
    </message>
    <message>
        <source>it was checked already with the same findings ({n} cards, score cards missing)</source>
        <translation>он уже проверен с тем же результатом (карт: {n}, карточек счёта нет)</translation>
    </message>
    <message>
        <source>its envelopes are not at table {t} (it is {now})</source>
        <translation>её конвертов нет на столе {t} (сейчас: {now})</translation>
    </message>
    <message>
        <source>envelopes not checked on arrival yet: {directions}</source>
        <translation>ещё не проверены по прибытии конверты игроков: {directions}</translation>
    </message>
    <message>
        <source>its envelopes are back at table {t} already</source>
        <translation>её конверты уже вернулись на стол {t}</translation>
    </message>
    <message>
        <source>with two decks its cards are dealt again at table {t} for deal {following} first</source>
        <translation>при двух колодах её карты сначала сдаются снова за столом {t} для сдачи {following}</translation>
    </message>
    <message>
        <source>deck {deck} is still with deal {previous} ({stage}): it is dealt again after deal {previous} is played at table {t}</source>
        <translation>колода {deck} ещё в сдаче {previous} ({stage}): её сдают снова, когда сдача {previous} сыграна за столом {t}</translation>
    </message>
    <message>
        <source>envelopes {serial} ({colour}) are still out with deal {earlier} ({stage}): they come back after it is played at table {t}</source>
        <translation>конверты {serial} ({colour}) ещё в сдаче {earlier} ({stage}): они вернутся, когда она будет сыграна за столом {t}</translation>
    </message>
    <message>
        <source>deck {deck} and envelopes {serial} ({colour}) are still out with deal {earlier} ({stage}): they come back after it is played at table {t}</source>
        <translation>колода {deck} и конверты {serial} ({colour}) ещё в сдаче {earlier} ({stage}): они вернутся, когда она будет сыграна за столом {t}</translation>
    </message>
    <message>
        <source>deal {deal}: cannot {step}: {why}</source>
        <translation>сдача {deal}: нельзя {step}: {why}</translation>
    </message>
    <message>
        <source>round {r}, table {t}: these envelopes were carried already</source>
        <translation>тур {r}, стол {t}: эти конверты уже отнесены</translation>
    </message>
    <message>
        <source>round {r}, table {t}: the envelopes go over once the table&apos;s originals are played there; not yet: deal {deals}</source>
        <translation>тур {r}, стол {t}: конверты относят, когда сыграны сдачи этого стола; ещё нет: сдача {deals}</translation>
    </message>
    <message>
        <source>round {r}, table {t}: no envelopes of table {o} are waiting to be checked</source>
        <translation>тур {r}, стол {t}: нет конвертов со стола {o}, ждущих проверки</translation>
    </message>
    <message>
        <source>round {r}, table {t}: no envelopes of table {o} played here are waiting to go back</source>
        <translation>тур {r}, стол {t}: нет сыгранных здесь конвертов со стола {o}, ждущих возврата</translation>
    </message>
    <message>
        <source>round {r}, table {t}: the envelopes go back once table {o}&apos;s deals are played here; not yet: deal {deals}</source>
        <translation>тур {r}, стол {t}: конверты возвращаются, когда сдачи стола {o} сыграны здесь; ещё нет: сдача {deals}</translation>
    </message>
    <message>
        <source>deal {deal} is not one of table {t}&apos;s deals of round {r}</source>
        <translation>сдача {deal} — не из сдач стола {t} в туре {r}</translation>
    </message>
    <message>
        <source>deal {deal}: every envelope is packed already</source>
        <translation>сдача {deal}: все конверты уже запечатаны</translation>
    </message>
    <message>
        <source>deal {deal}: every envelope is checked already</source>
        <translation>сдача {deal}: все конверты уже проверены</translation>
    </message>
    <message>
        <source>format {format}: {decks} decks for {games} games a round is not supported by the envelope tracker (it knows one deck per game, or two decks)</source>
        <translation>формат {format}: колод — {decks} на {games} игр в туре — учёт конвертов не поддерживает (он знает одну колоду на игру или две колоды)</translation>
    </message>
    <message>
        <source>envelopes of deal {deal}: stored state is damaged ({detail})</source>
        <translation>конверты сдачи {deal}: сохранённое состояние повреждено ({detail})</translation>
    </message>
    <message>
        <source>envelopes: stored key &quot;{text}&quot; is not a deal number</source>
        <translation>конверты: сохранённый ключ «{text}» — не номер сдачи</translation>
    </message>
    <message>
        <source>&quot;{text}&quot;: envelope action must be one of {actions}</source>
        <translation>«{text}»: действие с конвертами — одно из {actions}</translation>
    </message>
    <message>
        <source>deal {deal}: {action}: say which direction&apos;s envelope</source>
        <translation>сдача {deal}: {action}: укажите, чей конверт</translation>
    </message>
    <message>
        <source>deal {deal}: {action} moves all four envelopes: give no direction</source>
        <translation>сдача {deal}: {action} перемещает все четыре конверта: не указывайте направление</translation>
    </message>
    <message>
        <source>deal {deal}: cards found must be a number, not {text}</source>
        <translation>сдача {deal}: число найденных карт должно быть числом, а не {text}</translation>
    </message>
    <message>
        <source>deal {deal}: {n} cards in an envelope: a count is 0-52</source>
        <translation>сдача {deal}: {n} карт в конверте: число карт — от 0 до 52</translation>
    </message>
    <message>
        <source>deal {deal}: only receive records cards and score cards</source>
        <translation>сдача {deal}: карты и карточки счёта записывает только receive (проверка по прибытии)</translation>
    </message>
    <message>
        <source>serial {serial}: serials are 1-{n}</source>
        <translation>порядковый номер {serial}: номера — от 1 до {n}</translation>
    </message>
    <message>
        <source>deck {deck}: decks are 1-{n}</source>
        <translation>колода {deck}: колоды — от 1 до {n}</translation>
    </message>
    <message>
        <source>&quot;{text}&quot;: &quot;Н&quot; could be hearts (H) or no-trump (N): type H or ♥ for hearts, NT for no-trump</source>
        <translation>«{text}»: «Н» может быть червами (H) или без козыря (N): введите H или ♥ для червей, БК или NT для без козыря</translation>
    </message>
    <message>
        <source>&quot;{text}&quot;: strain must be C, D, H, S or NT</source>
        <translation>«{text}»: масть — это C, D, H, S или NT (БК)</translation>
    </message>
    <message>
        <source>&quot;{text}&quot;: strain &quot;{strain}&quot; must be C, D, H, S or NT, optionally followed by X or XX</source>
        <translation>«{text}»: масть «{strain}» должна быть C, D, H, S или NT (БК), можно с X или XX после неё</translation>
    </message>
    <message>
        <source>&quot;{text}&quot;: strain missing after the level (C, D, H, S or NT)</source>
        <translation>«{text}»: после уровня нет масти (C, D, H, S или NT)</translation>
    </message>
    <message>
        <source>&quot;{text}&quot;: level must be 1-7</source>
        <translation>«{text}»: уровень должен быть от 1 до 7</translation>
    </message>
    <message>
        <source>&quot;&quot;: a contract is needed, like 4S, 3NT, 7CXX or PASS</source>
        <translation>нужен контракт, например 4S, 3NT, 7CXX или ПАС</translation>
    </message>
    <message>
        <source>&quot;{text}&quot;: tricks must be a number 0-13 or =, +N, -N</source>
        <translation>«{text}»: взятки — это число от 0 до 13 или =, +N, -N</translation>
    </message>
    <message>
        <source>&quot;{text}&quot;: tricks taken must be 0-13</source>
        <translation>«{text}»: взятых взяток должно быть от 0 до 13</translation>
    </message>
    <message>
        <source>&quot;{text}&quot;: a relative result is =, +N or -N (N up to 13)</source>
        <translation>«{text}»: результат относительно контракта — это =, +N или -N (N до 13)</translation>
    </message>
    <message>
        <source>{contract}: declarer (N, E, S or W) is missing</source>
        <translation>{contract}: не указан разыгрывающий (N, E, S или W)</translation>
    </message>
    <message>
        <source>{contract}: tricks taken are missing</source>
        <translation>{contract}: не указаны взятые взятки</translation>
    </message>
    <message>
        <source>&quot;&quot;: type a result like &quot;4S N 10&quot;, &quot;3NT S +1&quot; or &quot;PASS&quot;</source>
        <translation>введите результат, например «4S N 10», «3NT S +1» или «ПАС»</translation>
    </message>
    <message>
        <source>&quot;{text}&quot;: suit must be one of S, H, D, C (or ♠♥♦♣)</source>
        <translation>«{text}»: масть — это S, H, D или C (или ♠♥♦♣)</translation>
    </message>
    <message>
        <source>&quot;{text}&quot;: rank must be one of 2-9, T (or 10), J, Q, K, A</source>
        <translation>«{text}»: достоинство — это 2-10, В, Д, К, Т (туз) или J, Q, K, A</translation>
    </message>
    <message>
        <source>&quot;{text}&quot;: &quot;Т&quot; could be the ace (туз) or the ten (T): type A for the ace, 10 for the ten</source>
        <translation>«{text}»: «Т» может означать туза или десятку (T): введите A для туза, 10 для десятки</translation>
    </message>
    <message>
        <source>&quot;{text}&quot;: rank &quot;{rank}&quot; must be one of 2-9, T (or 10), J, Q, K, A</source>
        <translation>«{text}»: достоинство «{rank}» должно быть 2-10, В, Д, К, Т (туз) или J, Q, K, A</translation>
    </message>
    <message>
        <source>&quot;{text}&quot;: annulment reason must be 1-5</source>
        <translation>«{text}»: причина аннулирования — от 1 до 5</translation>
    </message>
    <message>
        <source>&quot;{text}&quot;: part-score {n}: must be 0-90 in tens (100 would be a game)</source>
        <translation>«{text}»: частичная запись {n}: должна быть от 0 до 90, кратная 10 (100 — это уже гейм)</translation>
    </message>
    <message>
        <source>part-score {n}: must be 0-90 in tens (100 would be a game)</source>
        <translation>частичная запись {n}: должна быть от 0 до 90, кратная 10 (100 — это уже гейм)</translation>
    </message>
    <message>
        <source>&quot;{text}&quot;: type the NS card then the EW card, like &quot;NV0 V60&quot;</source>
        <translation>«{text}»: введите карточку СЮ, затем ВЗ, например «NV0 V60»</translation>
    </message>
    <message>
        <source>{card}: already drawn at table {t} for {line} (the deck has {n}, drawn {drawn})</source>
        <translation>{card}: уже вытянута за столом {t} для {line} (в колоде {n}, вытянуто {drawn})</translation>
    </message>
    <message>
        <source>{card}: not in the score-card deck at table {t} for {line}</source>
        <translation>{card}: такой карточки нет в колоде стола {t} для {line}</translation>
    </message>
    <message>
        <source>the score-card envelope is empty: every card has been drawn</source>
        <translation>конверт с карточками счёта пуст: все карточки вытянуты</translation>
    </message>
    <message>
        <source>board conditions: no score cards are drawn</source>
        <translation>при условиях по номеру сдачи карточки счёта не тянут</translation>
    </message>
    <message>
        <source>deal {deal}: draw a card for both lines</source>
        <translation>сдача {deal}: вытяните карточку для обеих линий</translation>
    </message>
    <message>
        <source>deal {deal} has results played under its score cards: delete them before changing the cards</source>
        <translation>у сдачи {deal} есть результаты, сыгранные с её карточками счёта: удалите их, прежде чем менять карточки</translation>
    </message>
    <message>
        <source>deal {deal}, table {t}: the score cards are not drawn yet: draw them or give both cards</source>
        <translation>сдача {deal}, стол {t}: карточки счёта ещё не вытянуты: вытяните их или укажите обе</translation>
    </message>
    <message>
        <source>deal {deal}: the score cards are not drawn yet — draw them first</source>
        <translation>сдача {deal}: карточки счёта ещё не вытянуты — сначала вытяните их</translation>
    </message>
    <message>
        <source>&quot;{text}&quot;: honours are NS100, NS150, EW100 or EW150</source>
        <translation>«{text}»: онёры — это NS100, NS150, EW100 или EW150</translation>
    </message>
    <message>
        <source>{honours}: a passed-out deal has no honours</source>
        <translation>{honours}: в сдаче, сыгранной в пас, онёров нет</translation>
    </message>
    <message>
        <source>{contract} {honours}: at no-trump only the four aces count (150), not 100</source>
        <translation>{contract} {honours}: без козыря считаются только четыре туза (150), не 100</translation>
    </message>
    <message>
        <source>honours {honours}: this match does not score honours</source>
        <translation>онёры {honours}: в этом матче онёры не засчитываются</translation>
    </message>
    <message>
        <source>whether honours are scored cannot change once a result is in</source>
        <translation>засчитывать ли онёры, нельзя изменить, когда уже есть результат</translation>
    </message>
    <message>
        <source>card drawn twice from one deck: {cards}</source>
        <translation>карта, вытянутая дважды из одной колоды: {cards}</translation>
    </message>
    <message>
        <source>deal {deal}: say why the proposal is dismissed</source>
        <translation>сдача {deal}: напишите, почему предложение отклонено</translation>
    </message>
    <message>
        <source>deal {deal}: no annulment is proposed for it</source>
        <translation>сдача {deal}: для неё нет предложения об аннулировании</translation>
    </message>
    <message>
        <source>deal {deal}, table {t}: table {origin} has not played this deal yet (its score cards are drawn there, when it is played)</source>
        <translation>сдача {deal}, стол {t}: стол {origin} ещё не сыграл эту сдачу (карточки счёта для неё тянут там, когда её играют)</translation>
    </message>
    <message>
        <source>deal {deal}: score cards already drawn ({ns_line} {ns}, {ew_line} {ew})</source>
        <translation>сдача {deal}: карточки счёта уже вытянуты ({ns_line} {ns}, {ew_line} {ew})</translation>
    </message>
    <message>
        <source>attempt {n}: attempts are 0 (the deal) and 1, 2… (replacements)</source>
        <translation>попытка {n}: попытки — 0 (сдача) и 1, 2… (замены)</translation>
    </message>
    <message>
        <source>deal {deal} is already annulled (reason {n}): undo is the way back</source>
        <translation>сдача {deal} уже аннулирована (причина {n}): вернуть можно отменой</translation>
    </message>
    <message>
        <source>deal {deal} is not annulled</source>
        <translation>сдача {deal} не аннулирована</translation>
    </message>
    <message>
        <source>deal {deal} is not annulled: there is nothing to replace</source>
        <translation>сдача {deal} не аннулирована: заменять нечего</translation>
    </message>
    <message>
        <source>deal {deal} was annulled after the match: it is not replayed</source>
        <translation>сдача {deal} аннулирована после матча: она не переигрывается</translation>
    </message>
    <message>
        <source>deal {deal} was annulled and closed without a replay: it is not replayed</source>
        <translation>сдача {deal} аннулирована и закрыта без переигровки: она не переигрывается</translation>
    </message>
    <message>
        <source>deal {deal} has not been played at table {o} yet: a replay is dealt at table {o}, then carried to table {t}</source>
        <translation>сдача {deal} ещё не сыграна за столом {o}: переигровка сдаётся за столом {o}, затем её несут к столу {t}</translation>
    </message>
    <message>
        <source>deal {deal} was played at its own table already: when it is played can no longer change</source>
        <translation>сдача {deal} уже сыграна за своим столом: когда её играть, изменить уже нельзя</translation>
    </message>
    <message>
        <source>deal {deal}: the replay is {when} already</source>
        <translation>сдача {deal}: уже {when}</translation>
    </message>
    <message>
        <source>&quot;{text}&quot;: the replay is now, round-end, match-end or none</source>
        <translation>«{text}»: переигровка — now (сейчас), round-end (в конце тура), match-end (в конце матча) или none (нет)</translation>
    </message>
    <message>
        <source>deal {deal}: a deal annulled after the match is not replayed — give no replay time</source>
        <translation>сдача {deal}: сдача, аннулированная после матча, не переигрывается — не указывайте, когда</translation>
    </message>
    <message>
        <source>deal {deal}: either not replayed or a replay time, not both</source>
        <translation>сдача {deal}: либо не переигрывается, либо время переигровки — не то и другое</translation>
    </message>
    <message>
        <source>deal {deal}: both tables&apos; score cards are the same (table 1 {c1}, table 2 {c2}) — give the cards the other table actually played under</source>
        <translation>сдача {deal}: карточки счёта обоих столов одинаковы (стол 1 {c1}, стол 2 {c2}) — укажите карточки, под которыми на самом деле играл другой стол</translation>
    </message>
    <message>
        <source>deal {deal}: under board conditions no score cards travel — reason 1 does not apply</source>
        <translation>сдача {deal}: при условиях по номеру доски карточки счёта не передаются — причина 1 неприменима</translation>
    </message>
    <message>
        <source>deal {deal}, table {t}: no result yet — reason 1 compares the score cards both tables played under</source>
        <translation>сдача {deal}, стол {t}: результата ещё нет — причина 1 сравнивает карточки счёта обоих столов</translation>
    </message>
    <message>
        <source>deal {deal}: score cards are given with reason 1 only</source>
        <translation>сдача {deal}: карточки счёта указываются только с причиной 1</translation>
    </message>
    <message>
        <source>deal {deal} has not arrived at table {t}: reason 3 is an envelope found short on arrival</source>
        <translation>сдача {deal} не пришла к столу {t}: причина 3 — конверт, в котором при получении не хватило карт</translation>
    </message>
    <message>
        <source>deal {deal}: a replacement is played only for an annulled deal</source>
        <translation>сдача {deal}: замена играется только вместо аннулированной сдачи</translation>
    </message>
    <message>
        <source>deal {deal}, table {t}: no result to delete</source>
        <translation>сдача {deal}, стол {t}: нет результата для удаления</translation>
    </message>
    <message>
        <source>deal {deal}, table {t}: enter the result before the lead</source>
        <translation>сдача {deal}, стол {t}: сначала введите результат, потом первый ход</translation>
    </message>
    <message>
        <source>deal {deal}, table {t}: passed out, there is no lead</source>
        <translation>сдача {deal}, стол {t}: все пас, первого хода нет</translation>
    </message>
    <message>
        <source>the format cannot change once deals are drawn or played</source>
        <translation>формат нельзя менять, когда карточки уже вытянуты или сдачи сыграны</translation>
    </message>
    <message>
        <source>score cards or board conditions cannot change once deals are drawn or played</source>
        <translation>карточки счёта или условия по номеру сдачи нельзя менять, когда карточки уже вытянуты или сдачи сыграны</translation>
    </message>
    <message>
        <source>the number of decks cannot change once envelopes are moving</source>
        <translation>число колод нельзя менять, когда конверты уже в пути</translation>
    </message>
    <message>
        <source>the new deck lacks {card}, already drawn at table {t} for {line}</source>
        <translation>в новой колоде нет {card}, уже вытянутой за столом {t} для {line}</translation>
    </message>
    <message>
        <source>reserve {reserve} plays: remove the substitution first</source>
        <translation>запасной {reserve} играет: сначала отмените замену</translation>
    </message>
    <message>
        <source>team {team}: reserve {name} — every player needs a different name</source>
        <translation>команда {team}: запасной {name} — у каждого игрока должно быть своё имя</translation>
    </message>
    <message>
        <source>team {team}: reserve named twice — every player needs a different name</source>
        <translation>команда {team}: запасной назван дважды — у каждого игрока должно быть своё имя</translation>
    </message>
    <message>
        <source>{player} already holds another code</source>
        <translation>у игрока {player} уже другой код</translation>
    </message>
    <message>
        <source>{player} is a reserve: use a substitution instead</source>
        <translation>{player} — запасной: используйте замену</translation>
    </message>
    <message>
        <source>{reserve} is not a reserve of team {team}</source>
        <translation>{reserve} не запасной команды {team}</translation>
    </message>
    <message>
        <source>{reserve} already takes over {code} from round {r}</source>
        <translation>{reserve} уже заменяет {code} с тура {r}</translation>
    </message>
    <message>
        <source>deal {deal}: no such replacement</source>
        <translation>сдача {deal}: такой замены нет</translation>
    </message>
    <message>
        <source>deal {deal} has a replacement: delete it first</source>
        <translation>у сдачи {deal} есть замена: сначала удалите её</translation>
    </message>
    <message>
        <source>the match is already pre-dealt (seed {seed})</source>
        <translation>матч уже роздан заранее (начальное значение {seed})</translation>
    </message>
    <message>
        <source>results or hands are already recorded: the deals cannot be dealt in advance now</source>
        <translation>результаты или руки уже записаны: сдачи нельзя раздать заранее</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>нечего отменять</translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <translation>нечего повторять</translation>
    </message>
    <message>
        <source>{what}: a name is needed</source>
        <translation>{what}: нужно имя</translation>
    </message>
    <message>
        <source>{what}: the name has {length} characters; at most {most}</source>
        <translation>{what}: в имени {length} знаков; не больше {most}</translation>
    </message>
    <message>
        <source>{what}: the name holds control characters</source>
        <translation>{what}: в имени есть управляющие символы</translation>
    </message>
    <message>
        <source>{what}: the name holds an invisible character ({code})</source>
        <translation>{what}: в имени есть невидимый символ ({code})</translation>
    </message>
    <message>
        <source>both teams are called “{name}”: give them different names</source>
        <translation>обе команды называются «{name}»: дайте им разные имена</translation>
    </message>
    <message>
        <source>{what}: “{text}” is not a number {low}-{high}</source>
        <translation>{what}: «{text}» — не число от {low} до {high}</translation>
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
        <source>%1 already exists: choose another name (an existing match is opened with File ▸ Open).</source>
        <translation>%1 уже существует: выберите другое имя (существующий матч открывается через Файл ▸ Открыть).</translation>
    </message>
    <message>
        <source>%1 is not a folder.</source>
        <translation>%1 — не папка.</translation>
    </message>
    <message>
        <source>Save the match as</source>
        <translation>Сохранить матч как</translation>
    </message>
    <message>
        <source>Match files (*%1)</source>
        <translation>Файлы матчей (*%1)</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>Game</source>
        <extracomment>(row, column, role) -&gt; value: views ask for the same cells many times (painting, size hints), the rows change only on refresh the rows that differed at the last refresh without a reset how many times the rows were reset (views size their columns again then)</extracomment>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Сдаёт</translation>
    </message>
    <message>
        <source>NS
card</source>
        <translation>Счёт
СЮ</translation>
    </message>
    <message>
        <source>EW
card</source>
        <translation>Счёт
ВЗ</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Контракт</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Разыгр.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>NS
score</source>
        <translation>Очки
СЮ</translation>
    </message>
    <message>
        <source>Ann.</source>
        <comment>annulled, narrow column</comment>
        <translation>Аннул.</translation>
    </message>
    <message>
        <source>Game: the order of play at this table</source>
        <translation>Игра: порядок игры за этим столом</translation>
    </message>
    <message>
        <source>Deal number (R1, R2…: a replacement played under the same score cards)</source>
        <translation>Номер сдачи (R1, R2…: замена, сыгранная с теми же карточками счёта)</translation>
    </message>
    <message>
        <source>The dealer: deals and calls first</source>
        <translation>Сдающий: сдаёт карты и говорит первым</translation>
    </message>
    <message>
        <source>Score card of North-South</source>
        <translation>Карточка счёта Север–Юг</translation>
    </message>
    <message>
        <source>Score card of East-West</source>
        <translation>Карточка счёта Восток–Запад</translation>
    </message>
    <message>
        <source>The contract played</source>
        <translation>Сыгранный контракт</translation>
    </message>
    <message>
        <source>The declarer</source>
        <translation>Разыгрывающий</translation>
    </message>
    <message>
        <source>Result: tricks over or under the contract</source>
        <translation>Результат: взятки сверх контракта или недобор</translation>
    </message>
    <message>
        <source>Score of North-South</source>
        <translation>Очки Север–Юг</translation>
    </message>
    <message>
        <source>Annulled: the reason&apos;s number (the row&apos;s tooltip gives the reason)</source>
        <translation>Аннулирована: номер причины (подсказка строки её называет)</translation>
    </message>
    <message>
        <source>Points won by {team}</source>
        <translation>Очки, набранные командой {team}</translation>
    </message>
    <message>
        <source>H</source>
        <comment>honours in the score: a one-letter mark</comment>
        <translation>О</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>white</source>
        <comment>envelope colour</comment>
        <translation>белые</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>envelope colour</comment>
        <translation>синие</translation>
    </message>
    <message>
        <source>shuffle deck {deck} and deal deal {deal} (dealer {dealer})</source>
        <translation>перетасуйте колоду {deck} и сдайте сдачу {deal} (сдаёт {dealer})</translation>
    </message>
    <message>
        <source>carry envelopes {serials} ({colour}) to table {t}</source>
        <translation>отнесите конверты {serials} ({colour}) на стол {t}</translation>
    </message>
    <message>
        <source>{direction}: {n} cards</source>
        <translation>{direction}: карт — {n}</translation>
    </message>
    <message>
        <source>deal {deal}: envelopes with the wrong number of cards on arrival at table {t} ({found}) — annul it (reason 3)?</source>
        <translation>сдача {deal}: по прибытии на стол {t} в конвертах неверное число карт ({found}) — аннулировать её (причина 3)?</translation>
    </message>
    <message>
        <source>check envelopes {serials} ({colour}) from table {t} on arrival (13 cards each, score cards)</source>
        <translation>проверьте конверты {serials} ({colour}) со стола {t} при прибытии (по 13 карт, карточки счёта)</translation>
    </message>
    <message>
        <source>check envelopes {serials} ({colour}) from table {t} on arrival (13 cards each)</source>
        <translation>проверьте конверты {serials} ({colour}) со стола {t} при прибытии (по 13 карт)</translation>
    </message>
    <message>
        <source>send envelopes {serials} ({colour}) back to table {t}</source>
        <translation>верните конверты {serials} ({colour}) на стол {t}</translation>
    </message>
    <message>
        <source>deal {deal}: the envelope of {direction} arrived at table {t} without its score cards: take the scores from the other table&apos;s diagram</source>
        <translation>сдача {deal}: конверт игрока {direction} прибыл на стол {t} без карточек счёта: возьмите их с диаграммы другого стола</translation>
    </message>
    <message>
        <source> — and the round&apos;s next ones as they come</source>
        <translation> — и следующие в туре, по мере прихода</translation>
    </message>
    <message>
        <source>Table {t}: </source>
        <translation>Стол {t}: </translation>
    </message>
    <message>
        <source>deal {deal} (replacement, same score cards)</source>
        <translation>сдача {deal} (замена, те же карточки счёта)</translation>
    </message>
    <message>
        <source>deal {deal}</source>
        <translation>сдача {deal}</translation>
    </message>
    <message>
        <source>round {r} finished — show the balance, then round {n}</source>
        <translation>тур {r} окончен — покажите баланс, затем тур {n}</translation>
    </message>
    <message>
        <source>the match is finished</source>
        <translation>матч окончен</translation>
    </message>
    <message>
        <source>round {r} done — wait for table {t}</source>
        <translation>тур {r} сыгран — ждите стол {t}</translation>
    </message>
    <message>
        <source>the diagram turns — swap envelopes with your partner (each player takes his partner&apos;s direction)</source>
        <translation>диаграмма поворачивается — поменяйтесь конвертами с партнёром (каждый игрок занимает направление партнёра)</translation>
    </message>
    <message>
        <source>round {r} starts — swap envelopes with your partner back (each player takes his own direction again)</source>
        <translation>начинается тур {r} — поменяйтесь конвертами с партнёром обратно (каждый игрок снова занимает своё направление)</translation>
    </message>
    <message>
        <source>game {game}, {deal}, {dealer} deals</source>
        <translation>игра {game}, {deal}, сдаёт {dealer}</translation>
    </message>
    <message>
        <source>; draw score cards</source>
        <translation>; вытяните карточки счёта</translation>
    </message>
    <message>
        <source>; scores {ns} {nsc}, {ew} {ewc}</source>
        <translation>; карточки счёта {ns} {nsc}, {ew} {ewc}</translation>
    </message>
    <message>
        <source>; envelopes from table {t}</source>
        <translation>; конверты со стола {t}</translation>
    </message>
    <message>
        <source> — wait: table {t} has not played it yet</source>
        <translation> — ждите: стол {t} её ещё не сыграл</translation>
    </message>
    <message>
        <source>wait for deal {label} from table {t}</source>
        <translation>ждите сдачу {label} от стола {t}</translation>
    </message>
    <message>
        <source>after the last round: deal {d} again ({label})</source>
        <translation>после последнего тура: сдача {d} снова ({label})</translation>
    </message>
    <message>
        <source>after game {g}: deal {d} again ({label})</source>
        <translation>после игры {g}: сдача {d} снова ({label})</translation>
    </message>
    <message>
        <source>game {g}: deal {d} again ({label})</source>
        <translation>игра {g}: сдача {d} снова ({label})</translation>
    </message>
    <message>
        <source> — same score cards {ns}/{ew}</source>
        <translation> — те же карточки счёта {ns}/{ew}</translation>
    </message>
    <message>
        <source>, {dealer} deals</source>
        <translation>, сдаёт {dealer}</translation>
    </message>
    <message>
        <source>; sit as for games {a}–{b}</source>
        <translation>; сядьте как в играх {a}–{b}</translation>
    </message>
    <message>
        <source>; seats: {seats}</source>
        <translation>; места: {seats}</translation>
    </message>
</context>
<context>
    <name>LongWork</name>
    <message>
        <source>Preparing %1…</source>
        <translation>Подготовка: %1…</translation>
    </message>
    <message>
        <source>Nothing new to analyse (a deal needs all four hands recorded).</source>
        <translation>Нечего анализировать (для сдачи нужны записанные руки всех четырёх игроков).</translation>
    </message>
    <message>
        <source>Deals analysed: %1.</source>
        <translation>Проанализировано сдач: %1.</translation>
    </message>
    <message>
        <source>Double-dummy analysis…</source>
        <translation>Анализ с открытыми картами…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The match is open elsewhere</source>
        <extracomment>how long after opening the match given at start the windows get the app&apos;s icon the match views in tab order, as (module, class), each imported when first shown placed on its screen by :meth:`place_on_screen` (the app&apos;s window, not a test&apos;s) the Room terminals dialog, made on first use a file :meth:`open_file_later` will open once the window has been painted the read-only banner (text, Refresh, Edit here), built for the first read-only match: see :meth:`_banner` holds of the garbage collector to give back when the pending opening ends</extracomment>
        <translation>Матч открыт в другом месте</translation>
    </message>
    <message>
        <source>%1 is open for writing in another window or program.

Open it read-only here? You can look at it and print it, and refresh it to see what is entered there, but not change it.</source>
        <translation>%1 открыт для записи в другом окне или программе.

Открыть его здесь только для чтения? Его можно смотреть, печатать и обновлять, чтобы видеть введённое там, но не изменять.</translation>
    </message>
    <message>
        <source>Open read-only</source>
        <translation>Открыть только для чтения</translation>
    </message>
    <message>
        <source>Open a match</source>
        <translation>Открыть матч</translation>
    </message>
    <message>
        <source>Match files (*.match);;All files (*)</source>
        <translation>Файлы матчей (*.match);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Restore from a backup</source>
        <translation>Восстановление из резервной копии</translation>
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
        <source>&amp;File</source>
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
        <source>No match open</source>
        <translation>Матч не открыт</translation>
    </message>
    <message>
        <source> (read only)</source>
        <translation> (только чтение)</translation>
    </message>
    <message>
        <source>&amp;Undo: %1</source>
        <translation>&amp;Отменить: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo: %1</source>
        <translation>&amp;Повторить: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Rooms</source>
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
    <message>
        <source>Cannot open the match</source>
        <extracomment>the texts here were the main window&apos;s and keep its translation context a match was opened: its store (``store``/``session`` are set) the match is about to close (``store``/``session`` still set) the match was closed a short note for the status bar a file was dropped from the recent files (it is gone) a read-only view follows what the writing window enters, checking this often (ms)</extracomment>
        <translation>Не удаётся открыть матч</translation>
    </message>
    <message>
        <source>Cannot make the demo match</source>
        <translation>Не удаётся создать демонстрационный матч</translation>
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
        <source>Exported the match report to %1</source>
        <translation>Отчёт о матче экспортирован в %1</translation>
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
        <source>%1 is the open match itself: choose another name.</source>
        <translation>%1 — это сам открытый матч: выберите другое имя.</translation>
    </message>
    <message>
        <source>Saved a copy as %1</source>
        <translation>Копия сохранена как %1</translation>
    </message>
    <message>
        <source>Replace the match by the backup %1? The match as it is now is kept in its backups folder.</source>
        <translation>Заменить матч резервной копией %1? Матч в нынешнем виде сохраняется в папке резервных копий.</translation>
    </message>
    <message>
        <source>Cannot restore the backup</source>
        <translation>Не удаётся восстановить резервную копию</translation>
    </message>
    <message>
        <source>Restored from %1</source>
        <translation>Восстановлено из %1</translation>
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
        <source>(none yet)</source>
        <translation>(пока нет)</translation>
    </message>
    <message>
        <source>Not done</source>
        <translation>Не выполнено</translation>
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
        <source>%1 — round %2…</source>
        <translation>%1 — тур %2…</translation>
    </message>
    <message>
        <source>Only a pre-dealt match has dealing sheets: this match&apos;s deals are dealt at the tables</source>
        <translation>Листы раскладки сдач есть только у матча с заранее подготовленными сдачами: в этом матче карты сдаются за столами</translation>
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
        <source>Table 1</source>
        <extracomment>the core&apos;s per-deal answers, forgotten when a change concerns their deal what the edits were last loaded with (typed text is kept while it is unchanged)</extracomment>
        <translation>Стол 1</translation>
    </message>
    <message>
        <source>Table 2</source>
        <translation>Стол 2</translation>
    </message>
    <message>
        <source>Auction</source>
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
        <translation>Пики.черви.бубны.трефы, напр. AKQ.J2.T987.5432 — болвана можно ввести первым, остальных после игры.</translation>
    </message>
    <message>
        <source>Save hands</source>
        <translation>Сохранить руки</translation>
    </message>
    <message>
        <source>Double-dummy analysis</source>
        <translation>Двойной анализ</translation>
    </message>
    <message>
        <source>Checks on this deal</source>
        <translation>Проверки этой сдачи</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Север</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Восток</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Юг</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Запад</translation>
    </message>
    <message>
        <source>Deal {d}</source>
        <translation>Сдача {d}</translation>
    </message>
    <message>
        <source>original deal of this table</source>
        <translation>собственная сдача этого стола</translation>
    </message>
    <message>
        <source>sent from table {t}</source>
        <translation>прислана со стола {t}</translation>
    </message>
    <message>
        <source>Round {r} · dealt at table {t} · dealer {dealer} · {kind}</source>
        <translation>Тур {r} · сдана за столом {t} · сдаёт {dealer} · {kind}</translation>
    </message>
    <message>
        <source>annulled, reason {n}</source>
        <translation>аннулирована, причина {n}</translation>
    </message>
    <message>
        <source>Table {t} has no result yet (enter it in the Rooms tab).</source>
        <translation>У стола {t} ещё нет результата (введите его на вкладке «Залы»).</translation>
    </message>
    <message>
        <source>Table {t}: passed out.</source>
        <translation>Стол {t}: все пас.</translation>
    </message>
    <message>
        <source>Table {t}: {r}, NS {s}</source>
        <translation>Стол {t}: {r}, СЮ {s}</translation>
    </message>
    <message>
        <source>The auction and the result disagree: {m}</source>
        <translation>Торговля и результат не согласуются: {m}</translation>
    </message>
    <message>
        <source>The auction agrees with the result.</source>
        <translation>Торговля согласуется с результатом.</translation>
    </message>
    <message>
        <source>Opening lead ({who}):</source>
        <translation>Первый ход ({who}):</translation>
    </message>
    <message>
        <source>Opening lead:</source>
        <translation>Первый ход:</translation>
    </message>
    <message>
        <source>Table {t}: no result yet.</source>
        <translation>Стол {t}: результата ещё нет.</translation>
    </message>
    <message>
        <source>passed out</source>
        <translation>все пас</translation>
    </message>
    <message>
        <source>both tables</source>
        <translation>оба стола</translation>
    </message>
    <message>
        <source>table {t}</source>
        <translation>стол {t}</translation>
    </message>
    <message>
        <source>Nothing found: the two tables&apos; records agree.</source>
        <translation>Ничего не найдено: записи двух столов совпадают.</translation>
    </message>
    <message>
        <source>Not analysed yet. The analysis needs all four hands (recorded at the table that dealt it, or three hands and the fourth follows); run it from the Analysis menu or the button above the deal list.</source>
        <translation>Ещё не проанализировано. Для анализа нужны все четыре руки (записанные за столом, где сдача сдана, или три руки — четвёртая из них следует); запустите его из меню «Анализ» или кнопкой над списком сдач.</translation>
    </message>
    <message>
        <source>Par: unknown until the score cards are drawn.</source>
        <translation>Пар: неизвестен, пока не вытянуты карточки счёта.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Par: NS {score}&lt;/b&gt; — {contracts}</source>
        <translation>&lt;b&gt;Пар: СЮ {score}&lt;/b&gt; — {contracts}</translation>
    </message>
    <message>
        <source>{who} deals and calls first.</source>
        <translation>{who} сдаёт и говорит первым.</translation>
    </message>
    <message>
        <source>Complete: passed out.</source>
        <translation>Завершена: все пас.</translation>
    </message>
    <message>
        <source>Complete: {c} by {d}.</source>
        <translation>Завершена: {c} у {d}.</translation>
    </message>
    <message>
        <source>{n} calls so far; {who} to call.</source>
        <translation>Заявок пока: {n}; говорит {who}.</translation>
    </message>
    <message>
        <source>Not stored: {why}</source>
        <translation>Не сохранено: {why}</translation>
    </message>
    <message>
        <source>{card} is not in {who}&apos;s hand as recorded here.</source>
        <translation>{card} нет в руке игрока {who}, как она записана здесь.</translation>
    </message>
    <message>
        <source>Read as {card}.</source>
        <translation>Прочитано как {card}.</translation>
    </message>
    <message>
        <source>All four hands: a complete deal.</source>
        <translation>Все четыре руки: сдача полная.</translation>
    </message>
    <message>
        <source>{who}&apos;s hand follows from the other three: {hand}</source>
        <translation>Рука игрока {who} следует из трёх других: {hand}</translation>
    </message>
    <message>
        <source>{n} of 4 hands; the rest after play.</source>
        <translation>{n} из 4 рук; остальные после игры.</translation>
    </message>
    <message>
        <source>No hands recorded at this table.</source>
        <translation>За этим столом руки не записаны.</translation>
    </message>
</context>
<context>
    <name>OpeningPage</name>
    <message>
        <source>Opening %1…</source>
        <translation>Открывается %1…</translation>
    </message>
</context>
<context>
    <name>ParDealsModel</name>
    <message>
        <source>Deal</source>
        <translation>Сдача</translation>
    </message>
    <message>
        <source>Par (NS)</source>
        <translation>Пар (СЮ)</translation>
    </message>
    <message>
        <source>Par contracts</source>
        <translation>Пар-контракты</translation>
    </message>
    <message>
        <source>NS table 1</source>
        <translation>СЮ стол 1</translation>
    </message>
    <message>
        <source>vs par</source>
        <translation>против пара</translation>
    </message>
    <message>
        <source>NS table 2</source>
        <translation>СЮ стол 2</translation>
    </message>
    <message>
        <source>{team} gave</source>
        <translation>{team} отдала</translation>
    </message>
</context>
<context>
    <name>PartnershipsModel</name>
    <message>
        <source>Team</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Пара</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Net vs par</source>
        <translation>Итог против пара</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Отдано</translation>
    </message>
</context>
<context>
    <name>PartnershipsPanel</name>
    <message>
        <source>Net: the partnership&apos;s scores minus par, summed; given away: what it lost against par on the games below par.</source>
        <translation>Итог: сумма результатов пары минус пар; отдано: потерянное против пара в играх ниже пара.</translation>
    </message>
    <message>
        <source>No deal is analysed with its par yet: record the four hands and run the analysis.</source>
        <translation>Ещё нет сдач, проанализированных с паром: запишите четыре руки и запустите анализ.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Against par over {n} deal(s):&lt;/b&gt; {a} gave away {ga}, {b} gave away {gb}.</source>
        <translation>&lt;b&gt;Против пара в сдачах ({n}):&lt;/b&gt; {a} отдала {ga}, {b} отдала {gb}.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
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
        <extracomment>A printer that cannot take the PDF itself gets its pages rasterised at this resolution: fine print (7 pt) stays sharp, memory stays sane.</extracomment>
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
        <source>Round %1</source>
        <translation>Тур %1</translation>
    </message>
    <message>
        <source>Both tables</source>
        <translation>Оба стола</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Стол %1</translation>
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
        <source>The PDF could not be read: %s</source>
        <translation>Не удаётся прочитать PDF: %s</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n страница</numerusform>
            <numerusform>%n страницы</numerusform>
            <numerusform>%n страниц</numerusform>
        </translation>
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
        <source>Could not write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
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
    <name>Replay</name>
    <message>
        <source>replayed now</source>
        <translation>переигрывается сейчас</translation>
    </message>
    <message>
        <source>replayed at the end of the round</source>
        <translation>переигрывается в конце тура</translation>
    </message>
    <message>
        <source>replayed at the end of the match</source>
        <translation>переигрывается в конце матча</translation>
    </message>
    <message>
        <source>not replayed</source>
        <translation>не переигрывается</translation>
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
    <message>
        <source>%1 (the regular player)</source>
        <translation>%1 (основной игрок)</translation>
    </message>
    <message>
        <source>Team %1 has no reserves.</source>
        <translation>У команды %1 нет запасных.</translation>
    </message>
    <message>
        <source>%1 plays %2&apos;s code from round %3.</source>
        <translation>%1 играет под кодом %2 с тура %3.</translation>
    </message>
    <message>
        <source>No reserve plays yet.</source>
        <translation>Запасные пока не играют.</translation>
    </message>
</context>
<context>
    <name>ResultPicker</name>
    <message>
        <source>or pick:</source>
        <extracomment>areas whose change redraws the rooms what to do next under a turning table&apos;s two diagrams: this many lines, the rest folded the games table short of room: this many rows in sight, the rest scroll every hint, a line of rich text each how many of them are shown (the others folded)</extracomment>
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
        <translation>Закрыть тур (резервная копия)</translation>
    </message>
    <message>
        <source>Keep a backup copy of the match file as it is at the end of this round</source>
        <translation>Сохранить резервную копию файла матча на конец этого тура</translation>
    </message>
    <message>
        <source>Round {r} is still open (games to play: {n})</source>
        <translation>Тур {r} ещё не закончен (осталось игр: {n})</translation>
    </message>
    <message>
        <source>Show round {r}</source>
        <translation>Показать тур {r}</translation>
    </message>
    <message>
        <source>Close round</source>
        <translation>Закрыть тур</translation>
    </message>
    <message>
        <source>{round}: {n} result(s) still missing. Close it anyway (a backup copy of the match file as it is now)?</source>
        <translation>{round}: не хватает ещё {n} результатов. Всё равно закрыть (резервная копия файла матча в нынешнем виде)?</translation>
    </message>
    <message>
        <source>Round {r}</source>
        <translation>Тур {r}</translation>
    </message>
    <message>
        <source>{round} closed: backup copy {file}</source>
        <translation>{round} закрыт: резервная копия {file}</translation>
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
        <source>Round {r}</source>
        <translation>Тур {r}</translation>
    </message>
    <message>
        <source>Round {r} is next →</source>
        <translation>Следующий тур {r} →</translation>
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
        <translation>Карточки счёта тянутся перед каждой оригинальной сдачей</translation>
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
        <translation>Только две колоды: каждая оригинальная сдача сразу после розыгрыша уходит на другой стол</translation>
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
    <message>
        <source>%1 cards</source>
        <translation>карточек: %1</translation>
    </message>
</context>
<context>
    <name>SetupWizard</name>
    <message>
        <source>New match</source>
        <translation>Новый матч</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Reserves:</source>
        <translation>Запасные:</translation>
    </message>
    <message>
        <source>board conditions</source>
        <translation>условия по номеру сдачи</translation>
    </message>
    <message>
        <source>score cards (%1 in each deck)</source>
        <translation>карточки счёта (%1 в каждой колоде)</translation>
    </message>
    <message>
        <source>Conditions: %1</source>
        <translation>Условия: %1</translation>
    </message>
    <message>
        <source>Balance shown as: %1</source>
        <translation>Баланс показывается в: %1</translation>
    </message>
    <message>
        <source>table 1 turns its diagram</source>
        <translation>стол 1 поворачивает диаграмму</translation>
    </message>
    <message>
        <source>two decks</source>
        <translation>две колоды</translation>
    </message>
    <message>
        <source>honours scored</source>
        <translation>онёры засчитываются</translation>
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
    <name>Steps</name>
    <message>
        <source>honours {honours}</source>
        <translation>онёры {honours}</translation>
    </message>
    <message>
        <source>dealt</source>
        <translation>сдана</translation>
    </message>
    <message>
        <source>played at its own table</source>
        <translation>сыграна за своим столом</translation>
    </message>
    <message>
        <source>{direction}&apos;s envelope packed</source>
        <translation>конверт игрока {direction} запечатан</translation>
    </message>
    <message>
        <source>envelopes carried to the other table</source>
        <translation>конверты отнесены на другой стол</translation>
    </message>
    <message>
        <source>{direction}&apos;s envelope checked on arrival: {n} cards</source>
        <translation>конверт игрока {direction} проверен по прибытии, карт: {n}</translation>
    </message>
    <message>
        <source>, score cards there</source>
        <translation>, карточки счёта на месте</translation>
    </message>
    <message>
        <source>, score cards missing</source>
        <translation>, карточек счёта нет</translation>
    </message>
    <message>
        <source>played at the other table</source>
        <translation>сыграна за другим столом</translation>
    </message>
    <message>
        <source>envelopes returned home</source>
        <translation>конверты возвращены на свой стол</translation>
    </message>
    <message>
        <source>deals {deals}: envelopes packed and carried to the other table</source>
        <translation>сдачи {deals}: конверты упакованы и отнесены на другой стол</translation>
    </message>
    <message>
        <source>deals {deals}: envelopes checked on arrival</source>
        <translation>сдачи {deals}: конверты проверены при прибытии</translation>
    </message>
    <message>
        <source>table {t}, deal {deal}: result deleted</source>
        <translation>стол {t}, сдача {deal}: результат удалён</translation>
    </message>
    <message>
        <source>table {t}, deal {deal}: {result}</source>
        <translation>стол {t}, сдача {deal}: {result}</translation>
    </message>
    <message>
        <source>deal {deal}: score cards put back</source>
        <translation>сдача {deal}: карточки счёта возвращены в конверт</translation>
    </message>
    <message>
        <source>deal {deal}: score cards {ns_line} {ns}, {ew_line} {ew}</source>
        <translation>сдача {deal}: карточки счёта {ns_line} {ns}, {ew_line} {ew}</translation>
    </message>
    <message>
        <source>deal {deal}: annulment lifted</source>
        <translation>сдача {deal}: аннулирование отменено</translation>
    </message>
    <message>
        <source>deal {deal} annulled after the match: {reason}</source>
        <translation>сдача {deal} аннулирована после матча: {reason}</translation>
    </message>
    <message>
        <source>deal {deal} annulled during the match, not replayed: {reason}</source>
        <translation>сдача {deal} аннулирована во время матча, без переигровки: {reason}</translation>
    </message>
    <message>
        <source>deal {deal} annulled during the match: {reason}</source>
        <translation>сдача {deal} аннулирована во время матча: {reason}</translation>
    </message>
    <message>
        <source>deal {deal}: {what}</source>
        <translation>сдача {deal}: {what}</translation>
    </message>
    <message>
        <source>change settings</source>
        <translation>изменение настроек</translation>
    </message>
    <message>
        <source>team {team}: {name}</source>
        <translation>команда {team}: {name}</translation>
    </message>
    <message>
        <source>{code}: no substitution from round {r}</source>
        <translation>{code}: без замены с тура {r}</translation>
    </message>
    <message>
        <source>{reserve} takes over {code} from round {r}</source>
        <translation>{reserve} заменяет {code} с тура {r}</translation>
    </message>
    <message>
        <source>deal {deal}: annulment proposal back</source>
        <translation>сдача {deal}: предложение об аннулировании возвращено</translation>
    </message>
    <message>
        <source>deal {deal}: annulment proposal dismissed — {reason}</source>
        <translation>сдача {deal}: предложение об аннулировании отклонено — {reason}</translation>
    </message>
    <message>
        <source>deal {deal}, table {t}: auction deleted</source>
        <translation>сдача {deal}, стол {t}: торговля удалена</translation>
    </message>
    <message>
        <source>deal {deal}, table {t}: auction recorded</source>
        <translation>сдача {deal}, стол {t}: торговля записана</translation>
    </message>
    <message>
        <source>deal {deal}, table {t}: hands deleted</source>
        <translation>сдача {deal}, стол {t}: руки удалены</translation>
    </message>
    <message>
        <source>deal {deal}, table {t}: hands recorded</source>
        <translation>сдача {deal}, стол {t}: руки записаны</translation>
    </message>
    <message>
        <source>undo: {what}</source>
        <comment>the status line</comment>
        <translation>отменено: {what}</translation>
    </message>
    <message>
        <source>redo: {what}</source>
        <comment>the status line</comment>
        <translation>повторено: {what}</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <source>4SX N 10, 3NT S +1 or PASS — Enter stores</source>
        <extracomment>the game the entry line stores into; ``explicit`` when the user picked a row the columns&apos; widths at their contents and the cells&apos; own widths, measured by the last fit of these rows: a table only resized fits them again unmeasured the width the columns were last fitted to</extracomment>
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
        <translation>или введите вытянутые: NV0 V60</translation>
    </message>
    <message>
        <source>Set cards</source>
        <translation>Ввести</translation>
    </message>
    <message>
        <source>Table {t} — round {r}  ·  NS {ns}, EW {ew}</source>
        <translation>Стол {t} — тур {r}  ·  СЮ {ns}, ВЗ {ew}</translation>
    </message>
    <message>
        <source>games {a}–{b}</source>
        <translation>игры {a}–{b}</translation>
    </message>
    <message>
        <source>games {a}–{b} (turned)</source>
        <translation>игры {a}–{b} (с поворотом)</translation>
    </message>
    <message>
        <source>Points on this diagram: {a} {pa}, {b} {pb}</source>
        <translation>Очки по этой диаграмме: {a} {pa}, {b} {pb}</translation>
    </message>
    <message>
        <source>Round {r} is complete at this table</source>
        <translation>Тур {r} за этим столом закончен</translation>
    </message>
    <message>
        <source>{ns_line} {ns}  →  {team} ({line}) score {points}</source>
        <translation>{ns_line} {ns}  →  {team} ({line}) получает {points}</translation>
    </message>
    <message>
        <source>Replay of deal {d}</source>
        <translation>Переигровка сдачи {d}</translation>
    </message>
    <message>
        <source> · score cards not drawn</source>
        <translation> · карточки счёта не вытянуты</translation>
    </message>
    <message>
        <source> · correcting</source>
        <translation> · исправление</translation>
    </message>
    <message>
        <source>original</source>
        <translation>оригинальная</translation>
    </message>
    <message>
        <source>sent</source>
        <translation>присланная</translation>
    </message>
    <message>
        <source>Game {g} · deal {d} ({kind}) · {dealer} deals{cards}{state}</source>
        <translation>Игра {g} · сдача {d} ({kind}) · сдаёт {dealer}{cards}{state}</translation>
    </message>
    <message>
        <source>drawn at table {t}, where the deal originates</source>
        <translation>вытянуты за столом {t}, где сдача сдана</translation>
    </message>
    <message>
        <source>0 — no points to either team</source>
        <translation>0 — очков нет ни у одной команды</translation>
    </message>
    <message>
        <source>Annul deal {d}…</source>
        <translation>Аннулировать сдачу {d}…</translation>
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
        <source>Team %1</source>
        <extracomment>the fields typed in: a problem is shown only once its field was (so typing team 1&apos;s name does not bring &quot;Team 2 needs a name&quot;)</extracomment>
        <translation>Команда %1</translation>
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
        <source>Player %1:</source>
        <translation>Игрок %1:</translation>
    </message>
    <message>
        <source>Reserves: comma-separated or one per line</source>
        <translation>Запасные: через запятую или по одному в строке</translation>
    </message>
    <message>
        <source>Reserves:</source>
        <translation>Запасные:</translation>
    </message>
    <message>
        <source>Team %1 needs a name.</source>
        <translation>У команды %1 нет названия.</translation>
    </message>
    <message>
        <source>The two teams need different names.</source>
        <translation>У команд должны быть разные названия.</translation>
    </message>
    <message>
        <source>Team %1: player %2 needs a name.</source>
        <translation>Команда %1: у игрока %2 нет имени.</translation>
    </message>
    <message>
        <source>Two players are called “%1”: give each a different name.</source>
        <translation>Двух игроков зовут «%1»: дайте каждому своё имя.</translation>
    </message>
</context>
</TS>
