<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bg_BG">
<!-- Qt's own texts that Qt's qtbase_bg.qm lacks (Qt 6 added the mnemonics), in the words
     qtbase uses for them; loaded after qtbase (teams_app.gui.settings.install_translators) -->
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Преглед на:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Файлове от &amp;тип:</translation>
    </message>
</context>
</TS>
