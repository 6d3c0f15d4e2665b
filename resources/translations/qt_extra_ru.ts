<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<!-- Qt's own texts that Qt's qtbase_ru.qm lacks (Qt 6 added the mnemonics), in the words
     qtbase uses for them; loaded after qtbase (teams_app.gui.settings.install_translators) -->
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Перейти к:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Типы файлов:</translation>
    </message>
</context>
</TS>
