"""Qt's translations keep only the widgets' own labels; every text about the match comes
from the words catalog (issue 35, item 1).  For every file of the window: the texts it
gives Qt's translator are the ones listed here, each with why it is a widget's label
(a match text added with ``tr()`` fails here: word it in ``words/`` instead), none names
a match thing by a field, and every ``word()`` key written in it has its entry and is
looked up when shown, not at import.  The files' on-screen words in bg and ru are
tested with the real widgets in ``test_screen_words_{column,notebook,room}_words.py``.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from qt_texts import qt_texts

import words

ROOT = Path(__file__).resolve().parent.parent
GUI = ROOT / "teams_app" / "gui"
FILES = sorted(str(p.relative_to(GUI)) for p in GUI.rglob("*.py"))

PROGRAM = "the program's own: a window, menu, file dialog, message or button; names no match thing"
FORM = "a setting's or a form's label, a choice in it, or how to fill it in"

#: per file, the texts it leaves to Qt's translator, and why each is a widget's label
QT_LABELS: dict[str, dict[str, str]] = {
    'actions.py': {
        '&New match…': 'menu item',
        '&Open…': 'menu item',
        'Save a &copy…': 'menu item',
        '&Export the match report (HTML)…': 'menu item',
        'Restore from a &backup…': 'menu item',
        '&Close': 'menu item',
        '&Quit': 'menu item',
        '&Undo': 'menu item',
        '&Redo': 'menu item',
        '&Audit log': 'menu item',
        '&Annul a deal…': 'menu item',
        'Match &settings…': 'menu item',
        '&Reserves…': 'menu item',
        '&Preferences…': 'menu item',
        '&Diagrams for the tables…': 'menu item',
        '&Result sheet…': 'menu item',
        'The whole &match…': 'menu item',
        '&Double-dummy analysis…': 'menu item',
        'Open a &demo match': 'menu item',
        '&About Teams': 'menu item',
        'Re&fresh': 'menu item',
        '&Both rooms': 'menu item',
        '&Lock': 'menu item',
    },
    'annul.py': {
        'Reason': "a group box's title",
        'note (what happened), optional': "an input field's placeholder",
        'Annul': 'a button',
        'Dismiss the proposal': 'a button',
        'Do not annul: keep the deal as played; say why in the note': "a button's tooltip",
        'Choose a reason.': 'how to fill the form in',
    },
    'app.py': {
        'Teams': PROGRAM,
        'The match file had a problem': 'dialog title',
        'Something went wrong': 'dialog title',
    },
    'auditlog.py': {
        'Audit log': "the dialog's window title: the program's log, it names no match thing",
    },
    'balances.py': {
        'Result sheet': "group-box title (of the result sheet's table)",
        'Percentages': 'group-box title',
        'Deals': "group-box title (of the deal balances' table)",
    },
    'deals/checks.py': {
        'Checks of the match': "the table's accessible name (its label)",
        'Show the deal': 'button',
        'Annul…': 'button',
    },
    'deals/notebook.py': {
        'Auction': 'group-box title',
        'e.g. 1S P 2S P P P': 'typing example (placeholder) of the auction field',
        'Save': 'button',
        'Result and opening lead': 'group-box title',
        'e.g. HK or ♥K': 'typing example (placeholder) of the lead field',
        'Hands recorded at this table': 'group-box title',
        ('Spades.hearts.diamonds.clubs, e.g. AKQ.J2.T987.5432 — dummy may be entered '
         'first, the rest after play.'): 'typing example of the four hand fields',
        'Save hands': 'button',
        'Double-dummy analysis': 'group-box title',
        'Checks on this deal': 'group-box title',
    },
    'deals/partnerships.py': {
        'Partnerships against par': "the table's accessible name (its label)",
        'Deals against par': "the table's accessible name (its label)",
    },
    'deals/view.py': {
        'Run analysis': 'button',
        ('Double-dummy tables and par of every deal whose four hands are known, computed '
         'once and kept in the match file'):
            "the Run analysis button's tooltip: what the button does",
        'Deals of the match': "the deal list's accessible name (its label)",
        'Notebook': 'tab name',
        'Checks': 'tab name',
        'Partnerships': 'tab name',
        'The analysis runs from the main window (Analysis menu).': 'about the program itself',
        'Checks ({n})': 'tab name, with the number of findings to check as its badge',
    },
    'deals/widgets.py': {
        'Take back the last call': "the ⌫ button's tooltip and accessible name (its label)",
    },
    'envelopes.py': {
        'The 24 envelopes': "a group box's title (and its table's name)",
        "This round's deals": "a group box's title (and its table's name)",
        'Decks': "a group box's title (and its table's name)",
        'By hand (exceptions)': "a group box's title",
        ('The results move the envelopes on by themselves; record here only what they '
         'cannot say'): 'what the group box is for',
        'Deal': "an input field's caption",
        'Found on arrival:': 'a caption of input fields',
        'the envelope found otherwise': "an input field's description and name",
        ' cards': "a number field's unit",
        'cards found in that envelope': "an input field's description and name",
        'no score cards': 'a check box',
        'its score cards were missing': 'its tooltip',
        'Record the check': 'a button',
        ("The envelopes of this round that arrived at the deal's other table are "
         'checked: all 13 cards there, except the envelope above'): "a button's tooltip",
        ('Choose the deal and the envelope found short, its number of cards, then '
         '"Record the check".'): "how to use the panel's fields and its button",
        'One short…': 'a button',
        'An envelope held another number of cards': "a button's tooltip",
        'Dealt': 'a button',
        'Played': 'a button',
        'Packed': 'a button',
        'Carried': 'a button',
        'Played there': 'a button',
        'Returned': 'a button',
        'All there': 'a button',
        'Every envelope held 13 cards (and its score cards): record the check':
            "a button's tooltip",
        'Packed and carried': 'a button',
        'Record this as done': "a button's tooltip",
        'Sent back': 'a button',
        ('Not needed: the next deal dealt with them (or its score cards drawn) says it. '
         'Click if they went back earlier'): "a button's tooltip",
        'Done': 'a button',
        'Annul…': 'a button',
    },
    'keyboard.py': {
        '&Next tab': 'menu item or button',
        'Pre&vious tab': 'menu item or button',
        'Go to {tab}': PROGRAM,
    },
    'lock.py': {
        'Locked — Ctrl+L unlocks': "the program's own state and key",
    },
    'longwork.py': {
        'Double-dummy analysis…': PROGRAM,
        'Preparing {what}…': PROGRAM,
    },
    'lookmenu.py': {
        '&Text size': 'menu item',
        '&Larger': 'menu item',
        '&Smaller': 'menu item',
        '&Normal size': 'menu item',
        '&High contrast': 'menu item',
    },
    'mainwindow.py': {
        '&File': 'menu item or button',
        '&Edit': 'menu item or button',
        '&View': 'menu item or button',
        '&Match': 'menu item or button',
        '&Print': 'menu item or button',
        '&Analysis': 'menu item or button',
        '&Help': 'menu item or button',
        'Open &Recent': 'menu item or button',
        'Teams': PROGRAM,
        'About Teams': PROGRAM,
        ("A two-room bridge team match after E. Stolitsa's scheme of 1959: two teams of "
         'four, six rounds of six games, 36 deals.'): PROGRAM,
        'The backup copy could not be made': 'dialog title',
    },
    'dialogs.py': {
        'The match is open elsewhere': 'dialog title',
        'Open read-only': PROGRAM,
        'Match files (*.match);;All files (*)': "file dialog's filter",
        'Annul a deal': PROGRAM,
        'Deal number:': 'field label',
        'Open a match': PROGRAM,
        ('{name} is open for writing in another window or program.\n\nOpen it read-only '
         'here? You can look at it and print it, and refresh it to see what is entered '
         'there, but not change it.'): PROGRAM,
        'Unlock': PROGRAM,
        'PIN:': 'field label',
        'Show both rooms': PROGRAM,
        ("This laptop sits in the host's room. Showing both rooms puts the other table's "
         'results of deals his table has not played yet on the screen: a deal whose '
         'result reaches a table is annulled (reason 4). Show both rooms?'): PROGRAM,
        'Close round': "a question's window title, naming no match thing",
    },
    'filemenu.py': {
        '(none yet)': PROGRAM,
        'Cannot make the demo match': 'dialog title',
    },
    'printmenu.py': {
        ("Only a pre-dealt match has dealing sheets: this match's deals are dealt at the "
         'tables'): PROGRAM,
    },
    'undoredo.py': {
        '&Undo': 'menu item or button',
        '&Redo': 'menu item or button',
        'Not done': 'dialog title',
        '&Undo: {what}': 'menu item or button',
        '&Redo: {what}': 'menu item or button',
    },
    'windowmarks.py': {
        ' (read only)': PROGRAM,
        'Teams': PROGRAM,
        'No match open': PROGRAM,
    },
    'windowtabs.py': {
        'Rooms': PROGRAM,
        'Envelopes': PROGRAM,
        'Balances': PROGRAM,
        'Deals': "group-box title (of the deal balances' table)",
    },
    'matchfile.py': {
        'Restore from a backup': PROGRAM,
        'report': PROGRAM,
        'copy': PROGRAM,
        'Export the match report': PROGRAM,
        'Web pages (*.html)': "file dialog's filter",
        'Save a copy of the match': PROGRAM,
        'Match files (*.match)': "file dialog's filter",
        'Refreshed: showing the latest changes': PROGRAM,
        'No changes since the last refresh': PROGRAM,
        'Cannot save a copy': 'dialog title',
        'Cannot open the match': 'dialog title',
        'Cannot refresh the match': 'dialog title',
        'Still open elsewhere': 'dialog title',
        'Cannot restore the backup': 'dialog title',
        'Cannot export the match report': 'dialog title',
        'Exported the match report to {path}': PROGRAM,
        'Saved a copy as {path}': PROGRAM,
        ('Replace the match by the backup {name}? The match as it is now is kept in its '
         'backups folder.'): PROGRAM,
        'Restored from {name}': PROGRAM,
        '{path} is the open match itself: choose another name.': PROGRAM,
    },
    'matchsettings.py': {
        'Match settings': FORM,
        'Score cards': FORM,
        'Board conditions': FORM,
        'Turn the diagram at table 1': FORM,
        'Only two decks': FORM,
        'Total points': FORM,
        'IMPs': FORM,
        'Victory points': FORM,
        'Score honours': FORM,
        'Conditions:': 'field label',
        'Score-card deck:': 'field label',
        'Table 1:': 'field label',
        'Decks:': 'field label',
        'Balance shown as:': 'field label',
        'Honours:': 'field label',
        'Reserves': FORM,
        'Code:': 'field label',
        'From round:': 'field label',
        'Plays:': 'field label',
        'Fixed once score cards are drawn or deals played.': FORM,
        'Fixed once a result is in.': FORM,
    },
    'opening.py': {
        'Opening {name}…': PROGRAM,
    },
    'preferences.py': {
        'Preferences': PROGRAM,
        'none: Ctrl+L alone unlocks': PROGRAM,
        'View › Lock (Ctrl+L) hides the match; with a PIN, only the PIN unlocks it': PROGRAM,
        '&Language:': 'menu item or button',
        'Lock &PIN:': 'menu item or button',
        "The default is the system's language.": PROGRAM,
    },
    'print_dialog.py': {
        '&Print…': 'menu item or button',
        '&Save as PDF…': 'menu item or button',
        'Close': PROGRAM,
        'All rounds': PROGRAM,
        'Both tables': PROGRAM,
        'Save as PDF': PROGRAM,
        'PDF files (*.pdf)': "file dialog's filter",
        'Print preview': PROGRAM,
        '&Form:': 'menu item or button',
        'P&aper:': 'menu item or button',
        '&Round:': 'menu item or button',
        '&Table:': 'menu item or button',
        'Print': PROGRAM,
        'The printer could not be started.': PROGRAM,
        'The PDF could not be read: {why}': PROGRAM,
        'Could not write {path}: {why}': PROGRAM,
    },
    'readonly.py': {
        'Refresh': PROGRAM,
        'Edit here': PROGRAM,
        'Open the match for writing here, once the other window has closed it': PROGRAM,
        ('<b>Read-only:</b> the match file is on a read-only disk or folder, or the file '
         'itself is read-only. It can be looked at and printed, not changed.'): PROGRAM,
        ('<b>Read-only:</b> this match is open for writing in another window or program. '
         'Nothing can be changed here; refresh to see what is entered there.'): PROGRAM,
    },
    'rooms/entry.py': {
        'or pick:': 'caption of the mouse entry',
        ('Pick the result with the mouse: it is written into the entry line above, Enter '
         'or Store stores it'): 'how to use the mouse entry',
        '4SX N 10, 3NT S +1 or PASS — Enter stores': "the entry line's typing example",
        'Honours at the end: 4S N 10 H NS100 (NS100, NS150, EW100 or EW150)':
            "the entry line's typing example",
        'Store': 'a button',
        'Draw score cards': 'a button',
        'or type the drawn cards: NV0 V60': "an input field's typing example",
        'Set cards': 'a button',
        ('Contract, declarer and tricks, e.g. 4S N 10 or PASS; Enter stores it, Esc goes '
         'back to the next game'): "the entry line's description and typing example",
        "Draw the deal's score cards at random": "a button's description",
        'Score cards drawn by hand': "an input field's name",
        'The two score cards, NS then EW, e.g. NV0 V60; Enter sets them':
            "an input field's description and typing example",
        'Set the score cards typed beside': "a button's description",
        'Level': "an input field's caption",
        'level of the contract, or Pass': "an input field's description",
        'Strain': "an input field's caption",
        'trumps, or no-trump': "an input field's description",
        'Doubled': "an input field's caption",
        'doubled / redoubled': "an input field's description",
        'Declarer': "an input field's caption",
        "the declarer's direction": "an input field's description",
        'Tricks': "an input field's caption",
        'tricks taken by declarer': "an input field's description",
        'Honours': "an input field's caption",
        'honours in one hand: 4 trump honours 100, all 5 150, 4 aces at no-trump 150':
            "an input field's description (what to pick)",
    },
    'rooms/panel.py': {
        ('Each row is a game: Enter takes it into the entry line, the Menu key or '
         "Shift+F10 opens its menu (annul, delete, the replay's time)"):
            'how to use the games list',
        "Delete this table's result": 'a menu item',
    },
    'rooms/view.py': {
        'Close round (backup)': 'a button',
        'Keep a backup copy of the match file as it is at the end of this round':
            "a button's tooltip (the program's file)",
    },
    'roundpicker.py': {
        'Round': "an input field's caption",
        'Back to the round in play': 'a button',
        'Round shown': "an input field's name",
        'The round this tab shows': "an input field's description",
        'Show the round the tables play now': "a button's description",
        'This round is finished: show the next one': "a button's description",
    },
    'startpage.py': {
        'Team match in two rooms': PROGRAM,
        ('Two teams of four, two tables, six rounds of six games: 36 deals, after E. '
         'Stolitsa (1959).'): PROGRAM,
        '&New match…': 'menu item or button',
        '&Open a match file…': 'menu item or button',
        '&Demo match': 'menu item or button',
        'Recent matches:': 'field label',
        '(none yet)': PROGRAM,
    },
    'wizard/dialog.py': {
        'New match': FORM,
        'Save the match as': FORM,
        'Reserves:': 'field label',
        'Match files (*{suffix})': "file dialog's filter",
    },
    'wizard/draw.py': {
        'The seat draw': FORM,
        ('Each regular player draws a card from one deck. The highest card of all eight '
         '(rank, then ♠ ♥ ♦ ♣) is A-1, and his team is team A; in each team the next '
         'cards give codes 2, 3 and 4.'): FORM,
        'The app draws the cards': FORM,
        'Type the cards drawn at the table': FORM,
        'No draw: codes in the order the players were given': FORM,
        '&Draw the cards': 'menu item or button',
        ('Team 1 is team A. Player 1 of each team becomes A-1 (B-1), player 2 A-2 (B-2), '
         'and so on.'): FORM,
        '&Draw again': 'menu item or button',
        'Code': FORM,
        'Player': FORM,
        'Card': FORM,
        'Team': FORM,
        'e.g. SA or ♥10': FORM,
        'Press “Draw the cards” to draw a card for each player.': FORM,
    },
    'wizard/file.py': {
        'Where to keep the match': FORM,
        'Every change is saved in this file at once; there is no Save button.': FORM,
        '&Browse…': 'menu item or button',
        'Choose where to save the match file.': FORM,
        'Match file:': 'field label',
        ('{path} already exists: choose another name (an existing match is opened with '
         'File ▸ Open).'): FORM,
        '{path} is not a folder.': FORM,
    },
    'wizard/settings.py': {
        'Match settings': FORM,
        ('How vulnerability is set, how table 1 sits, and how the balance is shown. The '
         'defaults follow Stolitsa (1959).'): FORM,
        'Score cards drawn before each original deal': FORM,
        'Board conditions (dealer and vulnerability from the deal number)': FORM,
        'Default deck': FORM,
        ('Turn the diagram at table 1 (players swap directions with their partner every '
         'three games)'): FORM,
        'Only two decks: send each original deal to the other table as soon as it is played': FORM,
        'Total points': FORM,
        'IMPs': FORM,
        'Victory points': FORM,
        'Score honours (100 or 150 in one hand)': FORM,
        ("On when total points decide, as in Stolitsa's match; off when IMPs or VPs "
         'decide. Fixed once a result is in.'): FORM,
        'Conditions:': 'field label',
        'Score-card deck\n(each line, each table):': 'field label',
        'Table 1:': 'field label',
        'Decks:': 'field label',
        'Balance shown as:': 'field label',
        'Honours:': 'field label',
    },
    'wizard/teams.py': {
        'Teams and players': FORM,
        ('Two teams of four regular players each. The seat draw decides which team is A. '
         "Reserves are optional: they draw no card and can take over a player's seat "
         'from a chosen round.'): FORM,
        'Team name': FORM,
        'Name:': 'field label',
        'Reserves: comma-separated or one per line': FORM,
        'Reserves:': 'field label',
        "Player's name": FORM,
        'Team {n}': FORM,
        'Player {n}:': 'field label',
    },}

#: the fields a Qt text may hold: a file, a path, the program's words; never a deal, a
#: round, a table, a team or a player (those are the match's: the catalog words them)
QT_FIELDS = {"name", "path", "what", "why", "tab", "suffix", "n"}


@pytest.mark.parametrize("name", FILES)
def test_only_widget_labels_stay_in_qt(name):
    texts = qt_texts(GUI / name)
    listed = QT_LABELS.get(name, {})
    moved = sorted(set(texts) - set(listed))
    assert moved == [], f"{name}: match texts still in Qt (word them in words/): {moved}"
    gone = sorted(set(listed) - set(texts))
    assert gone == [], f"{name}: listed here, no longer in Qt (drop them): {gone}"
    fields = {f for text in texts for f in re.findall(r"\{(\w*)", text)}
    assert fields <= QT_FIELDS, (name, fields - QT_FIELDS)
    assert not [t for t in texts if re.search(r"%\d|%n|%s", t)], "one placeholder style"


def test_every_file_listed_exists():
    assert set(QT_LABELS) <= set(FILES)


def _literal_keys(node: ast.expr) -> list[str]:
    """The keys a word() call's first argument names literally (a literal, or one picked
    from a literal dict or tuple); a key made at run time names none."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Dict):
        return [k for value in node.value.values for k in _literal_keys(value)]
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Tuple | ast.List):
        return [k for value in node.value.elts for k in _literal_keys(value)]
    return []


def _word_calls() -> list[tuple[str, ast.Call, bool]]:
    """Every ``word(…)`` call of the window's files, and whether it runs inside a
    function (looked up when shown, in the language then spoken)."""
    found = []
    for name in FILES:
        tree = ast.parse((GUI / name).read_text(encoding="utf-8"))
        inside = {id(node) for function in ast.walk(tree)
                  if isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda)
                  for node in ast.walk(function)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and node.args and (
                    isinstance(node.func, ast.Name) and node.func.id == "word"
                    or isinstance(node.func, ast.Attribute) and node.func.attr == "word"):
                found.append((f"{name}:{node.lineno}", node, id(node) in inside))
    return found


def test_every_word_named_is_in_the_catalog_and_looked_up_when_shown():
    catalog = words.catalog()
    named = set()
    for where, call, inside in _word_calls():
        assert inside, f"{where}: word() at import time (it would keep that language)"
        for key in _literal_keys(call.args[0]):
            assert key in catalog, f"{where}: no entry {key!r}"
            named.add(key)
    # the screen's own areas: every entry is named somewhere in the window's files (as
    # a word() call's key, or a key a helper is given)
    literals = {node.value for name in FILES
                for node in ast.walk(ast.parse((GUI / name).read_text(encoding="utf-8")))
                if isinstance(node, ast.Constant) and isinstance(node.value, str)}
    for area, prefix in (("column_words", "col."), ("notebook_words", "notebook."),
                         ("room_words", "room.")):
        entries = set(__import__(f"words.{area}", fromlist=["WORDS"]).WORDS)
        assert entries and all(key.startswith(prefix) for key in entries), area
        unused = entries - named - literals
        assert unused == set(), f"entries of words/{area}.py no screen uses: {unused}"
