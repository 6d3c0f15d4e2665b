"""Issue 35: every refusal of a PBN file carries a message key and is worded in en/bg/ru.

Crafted bad PBN files are imported into a real match file (``teams_app.operations``, some
through the command line): each refusal has its key, its English text is ``str(error)``
as before, its Bulgarian and Russian texts hold no Latin word outside the tags
(``[Board]``), the values quoted from the file, the file's path and ``--options``; the
match and the file are unchanged.  An AST check over the modules of ``teams_app/pbn/``:
every ``PbnError`` and every ``fail(...)`` raised passes a key that has its entry.

Raise sites not reached by a file here (each listed in :data:`NOT_REACHED` with why) are
still keyed: the AST check sees them.
"""

from __future__ import annotations

import ast
import copy
import os
import re
from collections.abc import Callable
from pathlib import Path

import pytest

import words
from models.match import Conditions, Seat, Settings, new_match
from teams_app import operations as ops
from teams_app.cli import main
from teams_app.pbn import PbnError
from teams_app.store import MatchStore
from words.errors import error_text

ROOT = Path(__file__).resolve().parent.parent
PBN_SOURCES = sorted((ROOT / "teams_app" / "pbn").glob("*.py"))

DEAL = "N:T74.K93.AQ73.Q84 J8652.4.KJT2.AT7 AQ9.AJT875.9.K93 K3.Q62.8654.J652"
OTHER_DEAL = "N:J8652.4.KJT2.AT7 T74.K93.AQ73.Q84 AQ9.AJT875.9.K93 K3.Q62.8654.J652"

GOOD = f"""% PBN 2.1
[Event "x"]
[Board "3"]
[Deal "{DEAL}"]
[Vulnerable "NS"]
[Room "Open"]
[Declarer "S"]
[Contract "4H"]
[Result "10"]
[Auction "N"]
1S P 2H P
4H AP
[Play "W"]
SK - - -
"""

def _game(board: str = "3", room: str = "Open", deal: str = DEAL, tags: str = "",
          result: str = '[Declarer "S"]\n[Contract "4H"]\n[Result "10"]\n') -> str:
    return (f'\n[Event "x"]\n[Board "{board}"]\n[Deal "{deal}"]\n[Vulnerable "NS"]\n'
            f'[Room "{room}"]\n{result}{tags}')


def _store(folder: Path) -> MatchStore:
    seats = {f"{t}-{i}": Seat(f"Player {t}{i}") for t in "AB" for i in range(1, 5)}
    match = new_match("Alpha", "Beta", seats, settings=Settings(conditions=Conditions.CARDS))
    return MatchStore.create(folder / "refusals.match", match)


def _import(store: MatchStore, folder: Path, text: str, name: str = "ready.pbn") -> None:
    """A good file imported first: the match the bad file meets."""
    path = folder / name
    path.write_text(text, encoding="utf-8")
    ops.import_pbn(store, path)


# -- the match before the bad file ---------------------------------------------------------

def _imported_good(store: MatchStore, folder: Path) -> None:
    _import(store, folder, GOOD)


def _annulled_after_match(store: MatchStore, folder: Path) -> None:
    tags = '[Annulled "2"]\n[Replay "after-match"]\n'
    _import(store, folder, _game(tags=tags) + _game(room="Closed", tags=tags))


def _predealt_otherwise(store: MatchStore, folder: Path) -> None:
    ops.predeal(store, seed="another deal")


def _other_hands_at_table_2(store: MatchStore, folder: Path) -> None:
    third = "N:K3.Q62.8654.J652 J8652.4.KJT2.AT7 AQ9.AJT875.9.K93 T74.K93.AQ73.Q84"
    _import(store, folder, _game(result="") + _game(room="Closed", deal=third, result=""))


Setup = Callable[[MatchStore, Path], None] | None

#: (name, expected key, the bad file's text or bytes, the match before, the inner key)
CASES: list[tuple[str, str, str | bytes, Setup, str | None]] = [
    ("too large", "pbn_too_large", b"%" * ((4 << 20) + 1), None, None),
    ("binary", "pbn_binary", b'[Board "1"]\x00\n', None, None),
    ("long line", "pbn_line_long", '[Event "' + "x" * 5000 + '"]\n', None, None),
    ("tag form", "pbn_tag_form", GOOD.replace('[Event "x"]', '[Event "x"'), None, None),
    ("not a tag", "pbn_not_tag", GOOD + "\ngarbage here\n", None, None),
    ("open comment", "pbn_open_comment", '[Board "1"]\n{ never closed\n', None, None),
    ("no games", "pbn_no_games", "% nothing\n", None, None),
    ("board missing", "pbn_board", GOOD.replace('[Board "3"]', '[Board "three"]'), None,
     None),
    ("board range", "pbn_board_range", GOOD.replace('[Board "3"]', '[Board "99"]'), None,
     None),
    ("replacement", "pbn_refused", GOOD.replace('[Room "Open"]',
                                                '[Room "Open"]\n[Replacement "x"]'), None,
     "number"),
    ("room", "pbn_room", GOOD.replace('[Room "Open"]', '[Room "Lounge"]'), None, None),
    ("deal hand", "pbn_tag", GOOD.replace(DEAL, "N:T74.K93 - - -"), None, "hand_suits"),
    ("deal seat", "pbn_tag", GOOD.replace(DEAL, DEAL[2:]), None, "pbn_deal_seat"),
    ("deal direction", "pbn_tag", GOOD.replace(DEAL, "X" + DEAL[1:]), None, "direction"),
    ("deal four", "pbn_tag", GOOD.replace(DEAL, DEAL.rsplit(" ", 1)[0]), None,
     "pbn_deal_four"),
    ("deal counts", "pbn_tag", GOOD.replace("J652", "J65"), None, "pbn_deal_cards"),
    ("deal doubled", "pbn_tag", GOOD.replace("J652", "J654"), None, "pbn_deal_cards"),
    ("auction dealer", "pbn_tag", GOOD.replace('[Auction "N"]', '[Auction "Q"]'), None,
     "direction"),
    ("auction call", "pbn_auction", GOOD.replace("4H AP", "1H AP"), None,
     "call_insufficient"),
    ("auction unread", "pbn_auction", GOOD.replace("4H AP", "4Q AP"), None, "call_unread"),
    ("contract", "pbn_tag", GOOD.replace('[Contract "4H"]', '[Contract "9H"]'), None,
     "level"),
    ("declarer", "pbn_tag", GOOD.replace('[Declarer "S"]', '[Declarer "Q"]'), None,
     "direction"),
    ("result", "pbn_result", GOOD.replace('[Result "10"]', '[Result "15"]'), None, None),
    ("play token", "pbn_tag", GOOD.replace("SK - - -", "SK SZ - -"), None, "card_rank"),
    ("leader", "pbn_leader", GOOD.replace('[Play "W"]', '[Play "N"]'), None, None),
    ("no room", "pbn_result_room", GOOD.replace('[Room "Open"]\n', ""), None, None),
    ("honours", "pbn_tag", GOOD.replace('[Play "W"]', '[Honours "NS200"]\n[Play "W"]'),
     None, "honours"),
    ("honours at no-trump", "pbn_tag",
     GOOD.replace('[Contract "4H"]', '[Contract "3NT"]').replace(
         '[Auction "N"]\n1S P 2H P\n4H AP\n', '[Honours "NS100"]\n'), None,
     "honours_nt100"),
    ("score card", "pbn_score_card",
     GOOD.replace('[Room "Open"]', '[Room "Open"]\n[NSScoreCard "X9"]\n[EWScoreCard "V0"]'),
     None, "score_card"),
    ("score card of the draw", "pbn_score_card",
     _game(result="", tags='[NSScoreCard "V0"]\n[EWScoreCard "Q5"]\n'), None, "score_card"),
    ("no cards", "pbn_no_cards", GOOD.replace('[Vulnerable "NS"]\n', ""), None, None),
    ("game twice", "pbn_game_twice", GOOD + GOOD.replace("% PBN 2.1\n", "\n"), None, None),
    ("annulled otherwise", "pbn_annulled_otherwise",
     _game(tags='[Annulled "2"]\n') + _game(room="Closed", tags='[Annulled "4"]\n'), None,
     None),
    ("annulled reason", "pbn_tag", _game(tags='[Annulled "9"]\n'), None, "reason"),
    ("annul replay", "pbn_tag", _game(tags='[Annulled "2"]\n[Replay "soon"]\n'), None,
     "file.annul_replay"),
    ("replay alone", "pbn_tag", _game(tags='[Replay "now"]\n'), None, "file.annul_alone"),
    ("differs", "pbn_differs", GOOD.replace('[Result "10"]', '[Result "9"]'),
     _imported_good, None),
    ("differs in an attempt", "pbn_differs",
     _game(result='[Declarer "S"]\n[Contract "4H"]\n[Result "9"]\n',
           tags='[Annulled "2"]\n[Replay "none"]\n'), _imported_good, None),
    ("not replayed", "pbn_deal_table_refused",
     GOOD.replace('[Result "10"]', '[Result "8"]'), _annulled_after_match,
     "annulled_after_match"),
    ("two deals", "pbn_two_deals", GOOD + _game(room="", deal=OTHER_DEAL, result=""), None,
     None),
    ("other deal", "pbn_other_deal", GOOD, _predealt_otherwise, None),
    ("other hands", "pbn_other_hands",
     _game(result="") + _game(room="Closed", deal=OTHER_DEAL, result=""),
     _other_hands_at_table_2, None),
    ("core refusal of a step", "pbn_refused",
     GOOD.replace('[Room "Open"]', '[Room "Open"]\n[NSScoreCard "NV10"]\n'
                                   '[EWScoreCard "NV0"]'), None, "card_not_in_deck"),
]

#: raise sites no crafted file reaches, and why
NOT_REACHED = {
    "pbn_deal_refused": "TableResult(...) in _game_result: its checks (declarer, tricks, "
                        "honours) are made on the tags before, so the core never refuses "
                        "it there",
}
#: reached by the tests below the crafted files (a folder, /proc/self/mem), or by
#: tests/test_pbn_teams.py (the pbn_rubber_* refusals, keyed before)
REACHED_ELSEWHERE = {"pbn_not_file", "pbn_unreadable"}

LANGS = ("en", "bg", "ru")
#: what may stay Latin in a Bulgarian or Russian refusal: tags in brackets (with their
#: value), quoted values (the file's text), --options, PBN (the format's name)
_ALLOWED = re.compile(r'\[[A-Za-z][A-Za-z0-9_]*(?: "[^"]*")?\]|"[^"]*"|„[^“]*“|«[^»]*»'
                      r"|'[^']*'|--[a-z-]+|\bPBN\b")
_LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


def _latin_words(text: str, path: Path) -> list[str]:
    rest = _ALLOWED.sub(" ", text.replace(str(path), " "))
    return _LATIN_WORD.findall(rest)


def _texts(error: PbnError) -> dict[str, str]:
    texts = {}
    for lang in LANGS:
        with words.speaking(lang):
            texts[lang] = error_text(error)
    return texts


def _inner_key(error: PbnError) -> str | None:
    inner = error.params.get("error")
    return getattr(inner, "key", None)


@pytest.mark.parametrize(("name", "key", "content", "setup", "inner"), CASES,
                         ids=[c[0] for c in CASES])
def test_a_bad_pbn_file_is_refused_keyed_and_worded(tmp_path, name, key, content, setup,
                                                     inner):
    store = _store(tmp_path)
    try:
        if setup is not None:
            setup(store, tmp_path)
        bad = tmp_path / "bad.pbn"
        if isinstance(content, bytes):
            bad.write_bytes(content)
        else:
            bad.write_text(content, encoding="utf-8")
        before_file = bad.read_bytes()
        before_match, before_log = copy.deepcopy(store.match), len(store.log())
        with pytest.raises(PbnError) as info:
            ops.import_pbn(store, bad)
        error = info.value
        assert error.key == key, str(error)
        if inner is not None:
            assert _inner_key(error) == inner, str(error)
        assert store.match == before_match and len(store.log()) == before_log
        assert bad.read_bytes() == before_file
        texts = _texts(error)
        assert texts["en"] == str(error)
        for lang in ("bg", "ru"):
            assert texts[lang] != texts["en"], texts[lang]
            assert str(bad) in texts[lang]
            assert not _latin_words(texts[lang], bad), (lang, texts[lang])
            if error.line:
                assert f", {'ред' if lang == 'bg' else 'строка'} {error.line}:" in texts[lang]
    finally:
        store.close()


def test_every_key_is_reached_or_listed():
    reached = {key for _, key, *_ in CASES}
    keys = set(_keys_in_source())
    rubber = {k for k in keys if k.startswith("pbn_rubber_")}  # tests/test_pbn_teams.py
    assert keys - reached - rubber - REACHED_ELSEWHERE == {"pbn_deal_refused"}
    assert "pbn_deal_refused" in NOT_REACHED


@pytest.mark.parametrize("lang", ["bg", "ru"])
def test_the_command_line_refuses_in_the_language(tmp_path, capsys, lang):
    store = _store(tmp_path)
    match_path = store.path
    store.close()
    bad = tmp_path / "b.pbn"
    bad.write_text('[Event "x"]\n[Board "99"]\n', encoding="utf-8")
    before = Path(match_path).read_bytes()
    assert main(["import", str(match_path), str(bad), "--lang", lang]) != 0
    err = capsys.readouterr().err
    assert "99" in err and not _latin_words(err.replace("teams-app", " "), bad), err
    assert ("ред 2: раздаване 99" if lang == "bg" else "строка 2: сдача 99") in err
    assert Path(match_path).read_bytes() == before


def test_a_folder_is_not_a_pbn_file(tmp_path):
    store = _store(tmp_path)
    try:
        folder = tmp_path / "folder.pbn"
        folder.mkdir()
        with pytest.raises(PbnError) as info:
            ops.import_pbn(store, folder)
        error = info.value
        assert error.key == "pbn_not_file" and error.params["problem"] == "not_regular"
        texts = _texts(error)
        assert texts["en"] == str(error)
        assert texts["bg"] == f"{folder}: това е папка, а не файл: нищо не е прочетено от него"
        assert not _latin_words(texts["ru"], folder)
        with pytest.raises(PbnError) as info:
            ops.import_pbn(store, tmp_path / "missing.pbn")
        assert _texts(info.value)["ru"] == f"{tmp_path / 'missing.pbn'}: такого файла нет"
    finally:
        store.close()


@pytest.mark.skipif(not os.path.exists("/proc/self/mem"), reason="Linux only")
def test_a_file_that_cannot_be_read(tmp_path):
    from teams_app.pbn import read_pbn_file

    with pytest.raises(PbnError) as info:
        read_pbn_file("/proc/self/mem")
    error = info.value
    if error.key != "pbn_unreadable":  # a system that refuses to open it
        pytest.skip(str(error))
    texts = _texts(error)
    assert texts["en"] == str(error)
    assert texts["bg"].startswith("/proc/self/mem: файлът не може да се прочете: ")


def test_the_deal_refusals_name_cards_and_hands_in_the_language(tmp_path):
    store = _store(tmp_path)
    try:
        bad = tmp_path / "bad.pbn"
        bad.write_text(GOOD.replace("J652", "J654"), encoding="utf-8")
        with pytest.raises(PbnError) as info:
            ops.import_pbn(store, bad)
        texts = _texts(info.value)
        assert texts["en"].endswith("doubled: ♣4 (N and W); missing: ♣2")
        assert texts["bg"].endswith("два пъти: ♣4 (С и З); липсват: ♣2")
        assert texts["ru"].endswith("дважды: ♣4 (С и З); не хватает: ♣2")
    finally:
        store.close()


def test_the_match_s_other_deal_is_named_in_the_language(tmp_path):
    store = _store(tmp_path)
    try:
        _predealt_otherwise(store, tmp_path)
        bad = tmp_path / "bad.pbn"
        bad.write_text(GOOD, encoding="utf-8")
        with pytest.raises(PbnError) as info:
            ops.import_pbn(store, bad)
        texts = _texts(info.value)
        known = info.value.params["hands"]
        assert texts["en"].endswith(f"({known.to_pbn()})")
        assert re.search(r"\(С ♠[^♥]* ♥[^♦]* ♦[^♣]* ♣[^;]*; И ♠.*; Ю ♠.*; З ♠[^)]*\)$",
                         texts["bg"]), texts["bg"]
        assert re.search(r"\(С ♠.*; В ♠.*; Ю ♠.*; З ♠[^)]*\)$", texts["ru"]), texts["ru"]
    finally:
        store.close()


# -- the source: every refusal raised is keyed ----------------------------------------------

def _calls(tree: ast.AST, name: str) -> list[ast.Call]:
    return [node for node in ast.walk(tree) if isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name) and node.func.id == name]


def _key_of(call: ast.Call, position: int) -> ast.expr | None:
    if len(call.args) > position:
        return call.args[position]
    return next((k.value for k in call.keywords if k.arg == "key"), None)


def _trees() -> list[tuple[str, ast.Module]]:
    """(file name, syntax tree) of each module of the PBN package."""
    return [(path.name, ast.parse(path.read_text(encoding="utf-8"))) for path in PBN_SOURCES]


def _keys_in_source() -> list[str]:
    return [key for _, tree in _trees() for key in _keys_in_tree(tree)]


def _fails(tree: ast.Module) -> list[tuple[ast.FunctionDef, ast.FunctionDef]]:
    """(function, its inner ``fail``) of every function that words its refusals so."""
    pairs = []
    for function in ast.walk(tree):
        if not isinstance(function, ast.FunctionDef):
            continue
        fail = next((f for f in function.body if isinstance(f, ast.FunctionDef)
                     and f.name == "fail"), None)
        if fail is not None:
            pairs.append((function, fail))
    return pairs


def _keys_in_tree(tree: ast.Module) -> list[str]:
    keys = []
    for call in _calls(tree, "PbnError"):
        key = _key_of(call, 3)
        if isinstance(key, ast.Constant):
            keys.append(key.value)
    for function, fail in _fails(tree):
        defaults = fail.args.defaults
        if defaults and isinstance(defaults[-1], ast.Constant):
            keys.append(defaults[-1].value)
        for call in _calls(function, "fail"):
            key = _key_of(call, 2)
            if isinstance(key, ast.Constant):
                keys.append(key.value)
    return keys


def test_every_refusal_raised_in_the_pbn_package_passes_a_key():
    trees = _trees()
    raised = [node.exc for _, tree in trees for node in ast.walk(tree)
              if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)
              and isinstance(node.exc.func, ast.Name)
              and node.exc.func.id in ("PbnError", "fail")]
    assert len(raised) >= 39  # the walk finds them all (the score-card tags read in one place)
    for name, tree in trees:
        for call in _calls(tree, "PbnError"):
            key = _key_of(call, 3)
            assert key is not None and not (isinstance(key, ast.Constant) and key.value is None), \
                f"{name} line {call.lineno}: PbnError without a key"
        for function, fail in _fails(tree):
            names = [a.arg for a in (*fail.args.posonlyargs, *fail.args.args)]
            position = names.index("key")
            has_default = len(fail.args.defaults) >= len(names) - position
            for call in _calls(function, "fail"):
                assert has_default or len(call.args) > position, \
                    f"{name} line {call.lineno}: fail() without a key"
    keys = set(_keys_in_source())
    missing = sorted(k for k in keys if f"error.{k}" not in words.catalog())
    assert not missing, missing


def test_an_annotated_lead_is_read_without_its_note(tmp_path):
    """A lead written with a note (``SK!``, PBN 2.1 §3.10's suffix annotations) is the
    card itself: it was refused ("SK!" is not a card) though the rest of [Play] was read
    without the notes."""
    store = _store(tmp_path)
    try:
        _import(store, tmp_path, GOOD.replace("SK - - -", "SK! - - -"))
        result = next(iter(store.match.results.values()))
        assert result.lead is not None and result.lead.display == "♠K"
    finally:
        store.close()
