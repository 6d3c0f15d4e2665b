"""The setup wizard: each page's validation, the three seat-draw modes, the file it makes."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QLineEdit, QWizard

from models.format import Team
from models.match import Conditions, ScoringMethod
from models.scorecards import DEFAULT_DECK, ScoreCard
from models.vocabulary import Card
from teams_app.gui.wizard import SetupWizard
from teams_app.gui.wizard.dialog import split_names
from teams_app.gui.wizard.draw import DrawPage
from teams_app.store import MatchStore
from words.notation import card_text

PLAYERS = {
    "a": ("Ann", "Bob", "Cid", "Dan"),
    "b": ("Eve", "Fay", "Gus", "Hal"),
}


pytestmark = pytest.mark.usefixtures("qapp")


@pytest.fixture
def wizard(qtbot, tmp_path):
    w = SetupWizard(directory=tmp_path / "matches")
    qtbot.addWidget(w)
    w.show()
    return w


def fill_teams(wizard: SetupWizard, reserves_a: str = "", reserves_b: str = "") -> None:
    wizard.setField("team_a", "Sofia")
    wizard.setField("team_b", "Plovdiv")
    for key, names in PLAYERS.items():
        for i, name in enumerate(names, start=1):
            wizard.setField(f"player_{key}{i}", name)
    wizard.setField("reserves_a", reserves_a)
    wizard.setField("reserves_b", reserves_b)


def next_enabled(wizard: SetupWizard) -> bool:
    return wizard.button(QWizard.WizardButton.NextButton).isEnabled()


def test_split_names_accepts_commas_and_lines():
    assert split_names("Ivo, Rosa\n  Lina ;\n\n") == ("Ivo", "Rosa", "Lina")
    assert split_names("  ") == ()


def test_teams_page_keeps_next_disabled_with_the_reason(wizard):
    page = wizard.teams_page
    assert wizard.currentId() == SetupWizard.TEAMS
    assert not next_enabled(wizard)
    assert page.problem() == "Team 1 needs a name."
    fill_teams(wizard)
    assert next_enabled(wizard)
    assert page.error.text() == ""
    wizard.setField("player_b3", "  ")
    assert not next_enabled(wizard)
    assert page.error.text() == "Team 2: player 3 needs a name."
    wizard.setField("player_b3", "ann")  # the same name as A's first player, any case
    assert "“ann”" in page.error.text()
    wizard.setField("player_b3", "Gus")
    wizard.setField("reserves_b", "Ivo\nEve")
    assert "Eve" in page.error.text() and not next_enabled(wizard)
    wizard.setField("team_b", "SOFIA")
    wizard.setField("reserves_b", "")
    assert page.error.text() == "both teams are called “Sofia”: give them different names"
    wizard.next()  # refused while invalid
    assert wizard.currentId() == SetupWizard.TEAMS


def test_app_draw_gives_codes_by_highest_card(wizard):
    fill_teams(wizard)
    wizard.next()
    page = wizard.draw_page
    assert wizard.currentId() == SetupWizard.DRAW
    assert page.mode == DrawPage.DRAWN
    assert not next_enabled(wizard)
    assert "Draw the cards" in page.error.text()
    drawn = page.draw(rng=random.Random(7))
    seats = drawn.seats
    assert next_enabled(wizard)
    for team, names in zip(Team, drawn.in_order(PLAYERS["a"], PLAYERS["b"]), strict=True):
        mine = [s for s in seats if s.code.startswith(team.value)]
        assert sorted(s.player for s in mine) == sorted(names)
        cards = [s.card for s in sorted(mine, key=lambda s: s.code)]
        assert cards == sorted(cards, reverse=True)  # A-1 holds the highest card
    assert [s for s in seats if s.code == "A-1"][0].card == max(s.card for s in seats)
    # the table shows every player with the card's suit symbol
    table = page.table
    shown = {table.item(r, 1).text(): table.item(r, 2).text() for r in range(table.rowCount())}
    assert shown == {s.player: card_text(s.card) for s in seats}  # the ten as "10"
    assert all(text[0] in "♠♥♦♣" for text in shown.values())
    # changing a player's name after the draw asks for a new draw
    wizard.back()
    wizard.setField("player_a1", "Zoe")
    wizard.next()
    assert not next_enabled(wizard)


def test_typed_cards_are_checked_inline(wizard):
    fill_teams(wizard)
    wizard.next()
    page = wizard.draw_page
    page.set_mode(DrawPage.TYPED)
    typed = {"a1": "SA", "a2": "♥10", "a3": "d2", "a4": "CK",
             "b1": "S2", "b2": "HQ", "b3": "DJ", "b4": "C9"}
    for key, text in typed.items():
        wizard.setField(f"card_{key}", text)
    assert next_enabled(wizard)
    seats = {s.player: s.code for s in page.seats().seats}
    # Ann ♠A > Dan ♣K > Bob ♥10 > Cid ♦2
    assert [seats[n] for n in ("Ann", "Dan", "Bob", "Cid")] == ["A-1", "A-2", "A-3", "A-4"]
    # Fay ♥Q > Gus ♦J > Hal ♣9 > Eve ♠2
    assert [seats[n] for n in ("Fay", "Gus", "Hal", "Eve")] == ["B-1", "B-2", "B-3", "B-4"]

    wizard.setField("card_b4", "X9")
    assert not next_enabled(wizard)
    # short beside the field (it fits there), the whole reason under the page
    assert page.card_errors["b4"].text() == "not a card"
    assert page.error.text().startswith('Hal: "X9": a card is')
    wizard.setField("card_b4", "SA")  # the card Ann drew
    assert not next_enabled(wizard)
    assert "drawn twice" in page.error.text() and "♠A" in page.error.text()
    assert page.card_errors["b4"].text() == ""
    wizard.setField("card_b4", "")
    assert page.card_errors["b4"].text() == "type the card"


def test_codes_in_the_order_given(wizard):
    fill_teams(wizard)
    wizard.next()
    wizard.draw_page.set_mode(DrawPage.ORDER)
    assert next_enabled(wizard)
    assert [(s.code, s.player) for s in wizard.draw_page.seats().seats][:2] == [
        ("A-1", "Ann"), ("A-2", "Bob")]
    assert wizard.draw_page.table.isColumnHidden(2)


def test_settings_page_checks_the_deck(wizard):
    fill_teams(wizard)
    wizard.next()
    wizard.draw_page.set_mode(DrawPage.ORDER)
    wizard.next()
    page = wizard.settings_page
    assert wizard.currentId() == SetupWizard.SETTINGS
    # who runs the match is asked, not assumed (spec §13, issues 30 and 47): a person
    assert page.host.person.currentIndex() == -1 and not next_enabled(wizard)
    assert page.settings() is None
    people = [page.host.person.itemText(i) for i in range(page.host.person.count())]
    assert people[0].startswith("A-1") and people[7].startswith("B-4")
    assert people[-1] == "A director who does not play"
    assert page.host.why.text().startswith("The players move between the rooms")
    wizard.settings_page.host.set("B-1", None)  # B-1 hosts; the laptop goes with him
    assert next_enabled(wizard)
    assert (page.settings().host_player, page.settings().host_table) == ("B-1", None)
    wizard.settings_page.host.set("B-1", 2)  # the laptop stays in table 2's room
    assert (page.settings().host_player, page.settings().host_table) == ("B-1", 2)
    wizard.settings_page.host.set(None, None)  # a director who does not play
    assert next_enabled(wizard) and page.settings().host_player is None
    assert page.settings().host_table is None
    assert page.settings().deck == DEFAULT_DECK
    wizard.setField("deck", "NV0 NV20 V100")
    assert not next_enabled(wizard)
    assert "V100" in page.deck_error.text()
    # board conditions need no deck: the bad deck no longer matters
    wizard.setField("conditions", 1)
    assert next_enabled(wizard) and not page.deck.isEnabled()
    assert page.deck_error.text() == ""
    wizard.setField("conditions", 0)
    wizard.setField("deck", "NV0, V60 NV0")
    assert next_enabled(wizard)
    assert page.settings().deck == (ScoreCard(False, 0), ScoreCard(True, 60),
                                    ScoreCard(False, 0))


def test_finishing_creates_the_match_file(wizard, tmp_path):
    fill_teams(wizard, reserves_a="Ivo, Rosa")
    wizard.next()
    page = wizard.draw_page
    page.set_mode(DrawPage.TYPED)
    for key, text in {"a1": "SA", "a2": "HA", "a3": "DA", "a4": "CA",
                      "b1": "SK", "b2": "HK", "b3": "DK", "b4": "CK"}.items():
        wizard.setField(f"card_{key}", text)
    wizard.next()
    wizard.setField("conditions", 1)
    wizard.setField("turning", True)
    wizard.setField("scoring", 1)
    wizard.settings_page.host.set("A-1", None)  # the host plays at table 1
    wizard.next()
    assert wizard.currentId() == SetupWizard.FILE
    expected = tmp_path / "matches" / "Sofia v Plovdiv.match"
    assert wizard.field("path") == str(expected)
    assert "Ivo, Rosa" in wizard.file_page.summary.text()
    # the summary says who runs the match and where he sits, round by round
    assert "Who runs the match: A-1  Ann; With the host" in wizard.file_page.summary.text()
    assert ("The host's table, round by round: I: table 1, II: table 1, III: table 1, "
            "IV: table 1, V: table 1, VI: table 1") in wizard.file_page.summary.text()
    assert wizard.button(QWizard.WizardButton.FinishButton).isEnabled()
    assert not expected.exists()  # nothing is written before Finish
    wizard.accept()
    assert wizard.result() == QWizard.DialogCode.Accepted
    assert wizard.created_path == expected
    with MatchStore.open(expected) as store:
        match = store.match
        assert match.teams[Team.A].name == "Sofia"
        assert match.teams[Team.A].reserves == ("Ivo", "Rosa")
        assert match.seats["A-1"].player == "Ann"
        assert match.seats["A-1"].card == Card.parse("SA")
        assert match.seats["B-4"].player == "Hal"
        assert match.settings.conditions is Conditions.BOARD
        assert match.settings.turning is True
        assert match.settings.scoring is ScoringMethod.IMPS
        # asked on the settings page: A-1 hosts, the laptop goes with him
        assert (match.settings.host_player, match.settings.host_table) == ("A-1", None)


def test_an_existing_file_is_refused_and_nothing_is_overwritten(wizard, tmp_path):
    fill_teams(wizard)
    wizard.next()
    wizard.draw_page.set_mode(DrawPage.ORDER)
    wizard.next()
    wizard.settings_page.host.set(None, None)
    wizard.next()
    taken = tmp_path / "taken.match"
    taken.write_bytes(b"precious")
    wizard.setField("path", str(taken))
    assert not wizard.button(QWizard.WizardButton.FinishButton).isEnabled()
    assert "already exists" in wizard.file_page.error.text()
    wizard.accept()  # even when forced, the file is kept and the wizard stays open
    assert wizard.created_path is None
    assert wizard.isVisible()
    assert taken.read_bytes() == b"precious"
    assert "already exists" in wizard.file_page.error.text()


def test_default_path_avoids_an_existing_file(wizard, tmp_path):
    fill_teams(wizard)
    folder = tmp_path / "matches"
    folder.mkdir()
    (folder / "Sofia v Plovdiv.match").write_bytes(b"")
    assert wizard.default_path() == folder / "Sofia v Plovdiv (2).match"
    wizard.setField("team_a", 'So/fia: "1"')
    assert wizard.default_path().name == "Sofia 1 v Plovdiv.match"


def test_names_follow_the_core_rule(wizard):
    """At most 40 characters (the edits stop there), no control characters."""
    page = wizard.teams_page
    fill_teams(wizard)
    assert next_enabled(wizard)
    wizard.setField("team_a", "x" * 60)
    assert wizard.team_name(Team.A) == "x" * 40  # the edit takes no more
    wizard.setField("reserves_a", "y" * 41)
    assert "at most 40" in page.error.text() and not next_enabled(wizard)
    wizard.setField("reserves_a", "Ivo\x07")
    assert "control characters" in page.error.text()
    wizard.setField("reserves_a", "")
    assert next_enabled(wizard)


def test_the_second_team_becomes_a_when_it_draws_the_highest_card(wizard, tmp_path):
    """Typed cards: Plovdiv's Fay draws ♠A, the highest of the eight: she is A-1, Plovdiv
    are team A (with their reserves), and the page says why."""
    fill_teams(wizard, reserves_a="Ivo", reserves_b="Rosa")
    wizard.next()
    page = wizard.draw_page
    page.set_mode(DrawPage.TYPED)
    for key, text in {"a1": "HA", "a2": "SK", "a3": "D2", "a4": "C3",
                      "b1": "S5", "b2": "SA", "b3": "DJ", "b4": "C9"}.items():
        wizard.setField(f"card_{key}", text)
    assert next_enabled(wizard)
    drawn = page.seats()
    assert drawn is not None and not drawn.a_is_first
    assert page.why.text() == ("Fay drew ♠A, the highest card of all eight: Fay is A-1 and "
                               "Plovdiv are team A.")
    table = page.table
    rows = {table.item(r, 0).text(): (table.item(r, 1).text(), table.item(r, 3).text())
            for r in range(table.rowCount())}
    assert rows["A-1"] == ("Fay", "Plovdiv") and rows["B-1"] == ("Ann", "Sofia")
    wizard.next()
    wizard.settings_page.host.set("B-1", None)
    wizard.next()
    assert "<b>Plovdiv</b> (A)" in wizard.file_page.summary.text()
    wizard.accept()
    with MatchStore.open(wizard.created_path, read_only=True) as store:
        match = store.match
    assert match.teams[Team.A].name == "Plovdiv" and match.teams[Team.A].reserves == ("Rosa",)
    assert match.teams[Team.B].name == "Sofia" and match.teams[Team.B].reserves == ("Ivo",)
    assert match.seats["A-1"].player == "Fay" and match.seats["B-1"].player == "Ann"
    assert match.settings.honours  # total points decide: honours are scored


def test_honours_follow_the_scoring_method_until_set(wizard):
    fill_teams(wizard)
    wizard.next()
    wizard.draw_page.set_mode(DrawPage.ORDER)
    assert wizard.draw_page.why.text() == "No draw: Sofia (team 1) is team A."
    wizard.next()
    page = wizard.settings_page
    wizard.settings_page.host.set("A-1", None)
    assert page.honours.isChecked() and page.settings().honours
    wizard.setField("scoring", 1)  # IMPs: seed 000 leaves honours out
    assert not page.honours.isChecked() and not page.settings().honours
    wizard.setField("scoring", 0)
    assert page.honours.isChecked()
    page.honours.click()  # the user's choice stays whatever the scoring method
    wizard.setField("scoring", 2)
    wizard.setField("scoring", 0)
    assert not page.honours.isChecked() and not page.settings().honours


def test_teams_page_speaks_only_of_fields_already_typed(wizard):
    page = wizard.teams_page
    name_a = next(e for e in page.findChildren(QLineEdit) if page.field("team_a") == e.text())
    name_a.setText("Sof")  # typing team 1: nothing about team 2 yet
    assert page.error.text() == "" and not next_enabled(wizard)
    wizard.setField("team_b", "Plo")
    wizard.setField("team_b", "")  # team 2 typed and cleared: now it is said
    assert page.error.text() == "Team 2 needs a name."
    fill_teams(wizard)
    assert page.error.text() == "" and next_enabled(wizard)


def test_a_typed_card_is_refused_in_the_apps_language(wizard, language):
    assert language("bg")
    fill_teams(wizard)
    wizard.next()
    page = wizard.draw_page
    page.set_mode(DrawPage.TYPED)
    wizard.setField("card_a1", "X9")
    assert page.card_errors["a1"].text() == "не е карта"
    assert page.error.text().startswith("Ann: „X9“: картата е цвят и стойност")


def test_cards_typed_with_the_apps_letters(wizard, language):
    """ru Т К Д В and п ч б т (the placeholder's пТ), as the lead in the Deals tab."""
    assert language("ru")
    fill_teams(wizard)
    wizard.next()
    page = wizard.draw_page
    page.set_mode(DrawPage.TYPED)
    typed = {"a1": "пТ", "a2": "ч10", "a3": "б2", "a4": "тК",
             "b1": "♠2", "b2": "Д♥", "b3": "бВ", "b4": "т9"}
    for key, text in typed.items():
        wizard.setField(f"card_{key}", text)
    assert next_enabled(wizard), page.error.text()
    seats = {s.player: s.code for s in page.seats().seats}
    assert [seats[n] for n in ("Ann", "Dan", "Bob", "Cid")] == ["A-1", "A-2", "A-3", "A-4"]
    assert [seats[n] for n in ("Fay", "Gus", "Hal", "Eve")] == ["B-1", "B-2", "B-3", "B-4"]


def test_invisible_characters_and_look_alike_names(wizard):
    """The core's rule: a bidi override is refused naming the name; names that read the
    same (a Cyrillic А for a Latin A, case, full-width letters) are the same name."""
    page = wizard.teams_page
    fill_teams(wizard)
    wizard.setField("team_b", "\u202eSofia")  # Sofia, reversed: the same name
    assert page.error.text() == "both teams are called “Sofia”: give them different names"
    wizard.setField("team_b", "\u202ePlovdiv")
    assert page.error.text() == ("“\\u202ePlovdiv”: the name holds an invisible character "
                                 "(U+202E)") and not next_enabled(wizard)  # not reversed
    wizard.setField("team_b", "SОFIA")  # a Cyrillic О
    assert page.error.text() == "both teams are called “Sofia”: give them different names"
    wizard.setField("team_b", "Plovdiv")
    wizard.setField("reserves_b", "Аnn")  # a Cyrillic А: Ann plays for Sofia
    assert "two players are called “Аnn”" in page.error.text() and not next_enabled(wizard)
    wizard.setField("reserves_b", "Ａｎｎａ")
    assert next_enabled(wizard)


@pytest.mark.parametrize(("lang", "team", "player", "same"), [
    ("bg", "Отбор 1 няма име.", "Отбор 2: играч 3 няма име.",
     "двата отбора се казват „Sofia“: дайте им различни имена"),
    ("ru", "У команды 1 нет названия.", "Команда 2: у игрока 3 нет имени.",
     "обе команды называются «Sofia»: дайте им разные имена"),
])
def test_the_names_refused_in_the_language(qtbot, tmp_path, language, lang, team, player,
                                           same):
    """Issue 35: the wizard's name refusals are the catalog's, in the app's language."""
    language(lang)
    wizard = SetupWizard(directory=tmp_path / "matches")
    qtbot.addWidget(wizard)
    wizard.show()
    page = wizard.teams_page
    fill_teams(wizard)
    wizard.setField("team_a", "")
    assert page.problem() == team
    wizard.setField("team_a", "Sofia")
    wizard.setField("player_b3", "")
    assert page.error.text() == player
    wizard.setField("player_b3", "Gus")
    wizard.setField("team_b", "SOFIA")
    assert page.error.text() == same


def test_the_host_is_asked_as_a_person_and_the_summary_says_where_he_sits(wizard):
    """Issue 47: the host is one of the players (a reserve too) or a director; the summary
    names the table where he sits in each round (spec §3: B-4 moves every round)."""
    fill_teams(wizard, reserves_a="Ivo")
    wizard.next()
    wizard.draw_page.set_mode(DrawPage.ORDER)
    wizard.next()
    page = wizard.settings_page
    people = [page.host.person.itemData(i) for i in range(page.host.person.count())]
    assert people == ["A-1", "A-2", "A-3", "A-4", "B-1", "B-2", "B-3", "B-4", "Ivo", ""]
    page.host.set("B-4", None)
    wizard.next()
    summary = wizard.file_page.summary.text()
    # spec §3: B-4 sits E, N, W, N, N, E at tables 1, 2, 1, 2, 2, 1
    assert ("The host's table, round by round: I: table 1, II: table 2, III: table 1, "
            "IV: table 2, V: table 2, VI: table 1") in summary
    wizard.back()
    page.host.set("Ivo", 1)  # a reserve, not in yet; the laptop stays in table 1's room
    wizard.next()
    summary = wizard.file_page.summary.text()
    assert "Ivo (reserve); In the room of table 1" in summary
    assert "I: does not play" in summary
    wizard.back()
    page.host.set(None, None)
    wizard.next()
    assert "round by round" not in wizard.file_page.summary.text()
