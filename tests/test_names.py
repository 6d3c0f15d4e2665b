"""Team and player names: no control or invisible (format) characters, and two names
that read the same (NFKC, case folded, Cyrillic/Greek/Latin look-alike letters) count as
the same — in the core (new match, renames), ``new``, the wizard and a match file read."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from models.errors import InputError, MatchCoreError
from models.format import Team
from models.match import Match, Seat, TeamInfo, new_match
from models.names import check_name, name_key, same_name
from models.seating import draw_seats
from models.setup_commands import SetSeat, SetTeam
from teams_app.cli import main
from teams_app.store import MatchStore

PLAYERS = {"A-1": "Ann", "A-2": "Bob", "A-3": "Cid", "A-4": "Dan",
           "B-1": "Eve", "B-2": "Fay", "B-3": "Gus", "B-4": "Hal"}

#: invisible format characters (Unicode Cf): bidi overrides and isolates, zero widths,
#: soft hyphen, word joiner, BOM; and control characters (Cc)
INVISIBLE = ["\u202e", "\u202d", "\u2066", "\u200b", "\u200d", "\u200e", "\u00ad", "\u2060",
             "\ufeff", "\u061c"]


def _match(team_a: str = "Lions", team_b: str = "Tigers", **players: str) -> Match:
    seats = {code: Seat(players.get(code.replace("-", ""), name))
             for code, name in PLAYERS.items()}
    return new_match(team_a, team_b, seats)


@pytest.mark.parametrize("char", INVISIBLE)
def test_invisible_characters_are_refused_naming_the_field(char):
    with pytest.raises(InputError) as info:
        check_name(f"Li{char}ons", "team A")
    assert info.value.key == "name_invisible"
    assert info.value.params == {"what": "team A", "code": f"U+{ord(char):04X}"}
    assert str(info.value) == f"team A: the name holds an invisible character (U+{ord(char):04X})"
    with pytest.raises(InputError, match="player A-2: the name holds an invisible"):
        _match(A2=f"{char}Bob")


@pytest.mark.parametrize(("one", "other"), [
    ("Аня", "Aня"),            # Cyrillic А / Latin A
    ("ВЕРА", "Bepa"),          # В Е Р А / B e p a
    ("Хор", "Xop"), ("Мост", "MocT"), ("Сокол", "Coкoл"), ("у", "y"), ("КНТ", "KHT"),
    ("Club", "club "), ("Club", "CLUB"), ("Ａｎｎ", "Ann"), ("ﬁsh", "fish"),
    ("Ann  Lee", "Ann Lee"), ("Straße", "STRASSE"), ("ΑΒΕ", "ABE"),
])
def test_names_that_read_the_same_are_the_same(one, other):
    assert same_name(one, other) and name_key(one) == name_key(other)


def test_invisible_characters_do_not_make_a_name_new():
    assert same_name("\u202eA", "A") and same_name("Li\u200bons", "Lions")


def test_messages_show_invisible_characters_escaped():
    from models.errors import printable

    assert printable("\u202eA\u200b\x1b") == "\\u202eA\\u200b\\x1b"


@pytest.mark.parametrize(("one", "other"), [
    ("Ann", "Anna"), ("Аня", "Ася"), ("Lions", "Lion"), ("Иван", "Ivan"), ("Мария", "Maria"),
])
def test_different_names_stay_different(one, other):
    assert not same_name(one, other)


def test_new_match_refuses_teams_and_players_that_read_the_same():
    with pytest.raises(InputError) as info:
        _match("\u202eA", "A")
    assert info.value.key == "name_invisible" and info.value.params["what"] == "team A"
    with pytest.raises(InputError) as info:
        _match("Аня", "Aня")
    assert info.value.key == "team_names_same"
    with pytest.raises(InputError, match="same name"):
        _match(B4="АNN")          # Cyrillic А, Latin NN: Ann again
    with pytest.raises(InputError, match="different name"):
        draw_seats(["Аня", "Bob", "Cid", "Dan"], ["Aня", "Fay", "Gus", "Hal"])
    with pytest.raises(InputError, match="same name"):
        new_match("Lions", "Tigers", {c: Seat(n) for c, n in PLAYERS.items()},
                  reserves_a=("ВОВ",))  # Cyrillic В О В: Bob


def test_renames_follow_the_same_rule():
    match = _match()
    with pytest.raises(MatchCoreError) as info:
        SetTeam(Team.B, TeamInfo("LIОNS", ())).apply(match)  # a Cyrillic О
    assert info.value.key == "team_names_same"
    with pytest.raises(MatchCoreError) as info:
        SetTeam(Team.B, TeamInfo("Tigers\u202e", ())).apply(match)
    assert info.value.key == "name_invisible" and info.value.params["what"] == "team B"
    with pytest.raises(MatchCoreError) as info:
        SetTeam(Team.A, TeamInfo("Lions", ("Еvе",))).apply(match)  # Cyrillic Е and е
    assert info.value.key == "reserve_clash"
    with pytest.raises(MatchCoreError) as info:
        SetTeam(Team.A, TeamInfo("Lions", ("Ivo", "IVO"))).apply(match)
    assert info.value.key == "reserve_twice"
    with pytest.raises(MatchCoreError) as info:
        SetSeat("A-1", Seat("Вob")).apply(match)  # Cyrillic В: Bob holds A-2
    assert info.value.key == "player_has_code"
    with pytest.raises(MatchCoreError) as info:
        SetSeat("A-1", Seat("A\u2066nn")).apply(match)
    assert info.value.key == "name_invisible" and info.value.params["what"] == "player A-1"
    assert match.teams[Team.B].name == "Tigers" and match.seats["A-1"].player == "Ann"
    SetSeat("A-1", Seat("Аня")).apply(match)  # a new name is fine
    assert match.seats["A-1"].player == "Аня"


def test_new_on_the_command_line(tmp_path: Path, capsys):
    players = ["--players", "Ann,Bob,Cid,Dan", "--other-players", "Eve,Fay,Gus,Hal"]
    target = tmp_path / "m.match"
    assert main(["new", str(target), "--team", "\u202eA", "--other-team", "A", *players]) == 1
    err = capsys.readouterr().err
    assert err == ("teams-app: error: team A: the name holds an invisible character "
                   "(U+202E)\n")
    assert main(["new", str(target), "--team", "Аня", "--other-team", "Aня", *players]) == 1
    assert "give them different names" in capsys.readouterr().err
    assert main(["new", str(target), "--team", "X", "--other-team", "Y", "--players",
                 "Ann,Bob,Cid,Dan", "--other-players", "Eve,Fay,Gus,АNN"]) == 1
    assert "same name" in capsys.readouterr().err
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize(("table", "where", "value", "said"), [
    ("teams", "team = 'B'", "\u202eLions", "team B: the name holds an invisible character"),
    ("teams", "team = 'B'", "LIОNS", "both teams are called"),
    ("players", "code = 'B-1'", "Вob", 'two players are called "Вob"'),
    ("players", "code = 'B-1'", "E\u200bve", "player B-1: the name holds an invisible"),
])
def test_a_match_file_with_such_names_is_refused_saying_where(tmp_path, capsys, table,
                                                              where, value, said):
    path = tmp_path / "m.match"
    MatchStore.create(path, _match()).close()
    column = "name"
    with sqlite3.connect(path) as db:
        assert db.execute(f"UPDATE {table} SET {column} = ? WHERE {where}",  # noqa: S608
                          (value,)).rowcount == 1
    db.close()
    before = path.read_bytes()
    assert main(["report", str(path)]) == 1
    err = capsys.readouterr().err
    assert f"table {table}" in err and said in err and "Traceback" not in err, err
    assert path.read_bytes() == before
