"""The refusals of match, backup and import files in en, bg and ru (issue 34): each
carries a message key of the catalog (``file.…``, :mod:`words.file_words`) and is worded
in the app's language — the window's open dialog and the command line say them so."""

from __future__ import annotations

import os
import shutil
import sqlite3
from pathlib import Path

import pytest

import words
from models.errors import MatchCoreError
from models.match import Seat, Settings, new_match
from teams_app.csv_io import read_results_csv
from teams_app.store import MatchStore, StoreError
from words.errors import error_text
from words.file_errors import store_error_text

EXPECTED = {  # a word of each language's refusal
    "fifo": {"en": "named pipe", "bg": "именуван канал", "ru": "именованный канал"},
    "trigger": {"en": "of its own", "bg": "собствен обект", "ru": "собственный объект"},
    "row": {"en": "table results, row 1/0/1", "bg": "таблица results, ред 1/0/1",
            "ru": "таблица results, строка 1/0/1"},
    "csv": {"en": "CSV UTF-8", "bg": "запишете го като „CSV UTF-8“",
            "ru": "сохраните его как «CSV UTF-8»"},
    "quote": {"en": "stray quote", "bg": "излишната кавичка", "ru": "лишнюю кавычку"},
    "pipe_import": {"en": "named pipe", "bg": "именуван канал", "ru": "именованный канал"},
}


@pytest.fixture
def files(tmp_path: Path) -> dict[str, Path]:
    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    match = tmp_path / "club.match"
    store = MatchStore.create(match, new_match("Lions", "Tigers", seats, settings=Settings()))
    store.close()
    found = {"match": match}
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe.match")
        found["fifo"] = tmp_path / "pipe.match"
        os.mkfifo(tmp_path / "pipe.csv")
        found["pipe_import"] = tmp_path / "pipe.csv"
    for name, sql in (("trigger", "CREATE TRIGGER t AFTER INSERT ON audit_log BEGIN "
                                  "DELETE FROM results; END"),
                      ("row", "INSERT INTO results (deal, attempt, tbl, contract, declarer, "
                              "tricks) VALUES (1, 0, 1, '4S', 'N', 14)")):
        path = tmp_path / f"{name}.match"
        shutil.copy(match, path)
        conn = sqlite3.connect(path)
        conn.executescript(sql)
        conn.close()
        found[name] = path
    (tmp_path / "bad.csv").write_bytes(b"\x98\x98\x98")
    found["csv"] = tmp_path / "bad.csv"
    (tmp_path / "quote.csv").write_text(
        "deal,table,contract,declarer,tricks,ns_card,ew_card\n1,1,\"4S,N,10,,\n2,1,4S,N,10,,\n")
    found["quote"] = tmp_path / "quote.csv"
    return found


@pytest.mark.parametrize("lang", ["en", "bg", "ru"])
def test_file_refusals_in_every_language(files: dict[str, Path], lang: str) -> None:
    with MatchStore.open(files["match"], read_only=True) as store:
        match = store.match
    for name, words_of in EXPECTED.items():
        if name not in files:
            continue
        path = files[name]
        with words.speaking(lang):
            if name in ("csv", "quote", "pipe_import"):
                with pytest.raises(MatchCoreError) as refused:
                    read_results_csv(match, path)
                assert refused.value.key is not None and refused.value.key.startswith(
                    "file."), (name, refused.value)
                text = error_text(refused.value)
            else:
                with pytest.raises(StoreError) as failed:
                    MatchStore.open(path, read_only=True)
                assert failed.value.key is not None, (name, failed.value)
                text = store_error_text(failed.value)
        assert words_of[lang] in text, (name, lang, text)
        if name not in ("quote",):
            assert path.name in text, text
