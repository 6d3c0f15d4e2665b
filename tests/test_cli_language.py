"""``--lang``: the command line speaks English unless told otherwise; in bg or ru the
listing, the steps done and the core's refusals come from the catalog (:mod:`words`)."""

from __future__ import annotations

import re

import pytest
from test_cli_envelopes import new_match, results
from test_cli_store import PLAYERS, run

import words


def _latin(text: str) -> list[str]:
    """Latin words left once the match's names, the options and the command are out."""
    for name in [*PLAYERS, "teams-app", "MATCH"]:
        text = text.replace(name, "")
    text = re.sub(r"--[a-z-]+( \d)?", "", text)  # an action to type, like [--carry 1]
    return re.findall(r"[A-Za-z]+", text)


@pytest.mark.parametrize(("lang", "heading", "next_step"), [
    ("bg", "Тур 1 (текущ), 2 тестета\n\nМаса 1\n", "следва: занесете пликове"),
    ("ru", "Тур 1 (текущий), 2 колоды\n\nСтол 1\n", "далее: отнесите конверты"),
])
def test_the_envelope_listing_in_another_language(tmp_path, capsys, lang, heading,
                                                  next_step):
    match = new_match(tmp_path, capsys, "--two-decks")
    results(match, tmp_path, capsys, (1, 1), (2, 1), (3, 1))
    status, english, _ = run(capsys, "envelopes", match)
    assert status == 0 and english.startswith("Round 1 (current), 2 decks\n")
    status, out, _ = run(capsys, "envelopes", match, "--lang", lang)
    assert status == 0
    assert out.startswith(heading)
    assert next_step in out
    assert not _latin(out), _latin(out)
    assert words.language() == "en"  # the command's language does not stay


@pytest.mark.parametrize(("lang", "refused", "undone"), [
    ("en", "teams-app: error: deal 1 is already annulled (reason 5)", "undo: deal 1 annulled"),
    ("bg", "teams-app: грешка: раздаване 1 вече е анулирано", "отменено: раздаване 1 е"),
    ("ru", "teams-app: ошибка: сдача 1 уже аннулирована", "отменено: сдача 1 аннулирована"),
])
def test_refusals_and_steps_speak_the_chosen_language(tmp_path, capsys, lang, refused,
                                                      undone):
    match = new_match(tmp_path, capsys)
    assert run(capsys, "annul", match, 1, "--reason", 5, "--lang", lang)[0] == 0
    status, _, err = run(capsys, "annul", match, 1, "--reason", 5, "--lang", lang)
    assert status == 1 and err.startswith(refused)
    status, out, _ = run(capsys, "undo", match, "--lang", lang)
    assert status == 0 and out.startswith(undone)
    status, out, _ = run(capsys, "undo", match, "--lang", lang)
    assert status == 0 and out == words.word("error.nothing_to_undo", lang) + "\n"


@pytest.mark.parametrize(("lang", "created", "highest"), [
    ("bg", "създаден е ", "най-високата карта от всички осем"),
    ("ru", "создан ", "старшую карту из всех восьми"),
])
def test_new_and_its_seat_draw_speak_the_chosen_language(tmp_path, capsys, lang, created,
                                                         highest):
    status, out, err = run(capsys, "new", tmp_path / "m.stolitsa", *PLAYERS, "--draw",
                           "--host-table", "none", "--lang", lang)
    assert status == 0, err
    assert out.startswith(created) and highest in out
    names = {n.strip() for option in PLAYERS[1::2] for n in option.split(",")}
    left = set(_latin(out.replace(str(tmp_path / "m.stolitsa"), ""))) - names
    # what stays Latin: the team codes and seat codes (A, B, A-1 …)
    assert left <= {"A", "B"}, left
