"""Match state and commands: exact undo, refusals that change nothing, serialisation."""

from __future__ import annotations

import copy
import json
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from models.balances import compute_balances
from models.codec import command_data, command_from_data, data_of, read, read_checked
from models.commands import (
    Batch,
    Command,
    SetAnnulment,
    SetExtra,
    SetReplayAt,
    SetResult,
    SetScoreCards,
    annul,
    replacement_key,
)
from models.errors import InputError, MatchCoreError, MatchError
from models.format import Team
from models.match import (
    Annulment,
    AnnulReason,
    Conditions,
    DealKey,
    Match,
    ReplayAt,
    ScoringMethod,
    Seat,
    Settings,
    TableResult,
    TeamInfo,
    new_match,
)
from models.registry import Said, registered_kinds
from models.scorecards import DEFAULT_DECK, ScoreCard, parse_deck
from models.setup_commands import (
    SetHostPlayer,
    SetHostTable,
    SetSeat,
    SetSettings,
    SetSubstitution,
    SetTeam,
)
from models.switches import SWITCHES, SetPhoneLeads, SetPhonesConfirm, SetTurning
from models.vocabulary import Card, Contract, Direction, Doubling, Line, Strain
from words.steps import command_words

NV0, V0, NV60, V60 = (ScoreCard.parse(t) for t in ("NV0", "V0", "NV60", "V60"))


def regulars() -> dict[str, Seat]:
    return {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}


def fresh_match() -> Match:
    return new_match("Sofia", "Plovdiv", regulars(), reserves_a=("Ra",), reserves_b=("Rb",))


def canonical(match: Match) -> dict[str, Any]:
    """Everything in a Match as plain comparable data."""
    return {
        "teams": {t.value: (i.name, i.reserves) for t, i in match.teams.items()},
        "seats": {c: (s.player, str(s.card)) for c, s in match.seats.items()},
        "settings": data_of(match.settings),
        "substitutions": dict(match.substitutions),
        "draws": {d: {line.value: str(c) for line, c in cards.items()}
                  for d, cards in match.draws.items()},
        "results": {(str(k), t): data_of(r) for (k, t), r in match.results.items()},
        "annulments": {str(k): data_of(a) for k, a in match.annulments.items()},
        "extras": copy.deepcopy(match.extras),
    }


def result(text: str, ns: ScoreCard | None = None, ew: ScoreCard | None = None) -> TableResult:
    return TableResult.parse_entry(text).with_cards(ns, ew)


# -- random command sequences: undo gives back exactly the state ------------------------

CARDS = st.sampled_from([NV0, V0, NV60, V60, ScoreCard(False, 20), ScoreCard(True, 90)])
KEYS = st.builds(DealKey, st.integers(1, 4), st.integers(0, 2))
RESULTS = st.builds(
    lambda text, ns, ew, lead: replace(TableResult.parse_entry(text), ns_card=ns, ew_card=ew,
                                       lead=lead),
    st.sampled_from(["4S N 10", "3NT E 8", "2DX S 9", "PASS", "7CXX W 13", "1H N 3"]),
    st.none() | CARDS, st.none() | CARDS, st.none() | st.just(Card.parse("HK")),
)
SETTINGS = st.builds(
    Settings,
    conditions=st.sampled_from(list(Conditions)),
    turning=st.booleans(),
    scoring=st.sampled_from(list(ScoringMethod)),
    two_decks=st.booleans(),
    deck=st.sampled_from([DEFAULT_DECK, parse_deck("NV0 V0 NV60 V60"), (NV0,)]),
)
ANNULMENTS = st.builds(Annulment, st.sampled_from(list(AnnulReason)), st.booleans(),
                       st.sampled_from(["", "kibitzer"]))
NAMES = st.sampled_from(["A1", "B2", "Zora", "Ra", "", "Nikola"])

SIMPLE_COMMANDS = st.one_of(
    st.builds(SetSettings, SETTINGS),
    st.builds(SetTeam, st.sampled_from(list(Team)),
              st.builds(TeamInfo, st.sampled_from(["Sofia", "Varna", " "]),
                        st.sampled_from([(), ("Ra",), ("Rb",), ("Ra", "Rc")]))),
    st.builds(SetSeat, st.sampled_from(["A-1", "B-3", "C-1"]),
              st.builds(Seat, NAMES, st.none() | st.just(Card.parse("SA")))),
    st.builds(SetSubstitution, st.sampled_from(["A-2", "B-4", "A-9"]), st.integers(0, 7),
              st.none() | st.sampled_from(["Ra", "Rb", "Rc"])),
    st.builds(SetScoreCards, st.integers(0, 8), st.none() | CARDS, st.none() | CARDS),
    st.builds(SetAnnulment, KEYS, st.none() | ANNULMENTS),
    st.builds(SetResult, KEYS, st.integers(1, 3), st.none() | RESULTS),
    st.builds(SetExtra, st.sampled_from(["notebook", "dd"]), st.sampled_from(["1", "2:1"]),
              st.none() | st.integers(0, 3) | st.just({"dealer": "S", "calls": ["1S"]})),
    st.builds(SetHostTable, st.sampled_from([None, 1, 2])),
    st.builds(SetHostPlayer, st.sampled_from([None, "B-4", "A-1", "Ra", "Nobody"])),
    # every switch of the settings, as models.switches declares them
    *[st.builds(switch, st.booleans()) for switch in SWITCHES],
)
COMMANDS = SIMPLE_COMMANDS | st.builds(
    lambda cs, label: Batch(tuple(cs), label), st.lists(SIMPLE_COMMANDS, max_size=3),
    st.sampled_from([None, Said("step.analysis", {"count": 2})]))


def seeded_match() -> Match:
    """A match with a few deals drawn and played, so commands meet real state."""
    match = fresh_match()
    SetScoreCards(1, NV0, V60).apply(match)
    SetScoreCards(2, V0, NV60).apply(match)
    SetResult(DealKey(1), 1, result("4S N 10")).apply(match)
    SetResult(DealKey(1), 2, result("4S N 9")).apply(match)
    SetResult(DealKey(2), 1, result("3NT E 9")).apply(match)
    SetExtra("notebook", "1", {"lead": "HK"}).apply(match)
    return match


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(COMMANDS, max_size=14))
def test_random_commands_undo_exactly(commands: list[Command]) -> None:
    match = seeded_match()
    states = [canonical(match)]
    inverses: list[Command] = []
    for command in commands:
        before = states[-1]
        try:
            inverse = command.apply(match)
        except MatchCoreError:
            assert canonical(match) == before, f"refused {command} changed the state"
            continue
        after = canonical(match)
        # Undo, then redo through the inverse of the inverse: both exact.
        redo = inverse.apply(match)
        assert canonical(match) == before, f"undo of {command} is not exact"
        inverse = redo.apply(match)
        assert canonical(match) == after, f"redo of {command} is not exact"
        # The balances can always be computed from any reachable state.
        compute_balances(match)
        states.append(after)
        inverses.append(inverse)
    for inverse in reversed(inverses):
        states.pop()
        inverse.apply(match)
        assert canonical(match) == states[-1]
    assert canonical(match) == canonical(seeded_match())


@settings(max_examples=100, deadline=None)
@given(COMMANDS)
def test_random_command_serialises(command: Command) -> None:
    data = json.loads(json.dumps(command_data(command)))  # as the audit log keeps it
    again = command_from_data(copy.deepcopy(data))
    assert command_data(again) == data
    assert type(again) is type(command)
    assert command_words(again) == command_words(command)


# -- serialisation of every kind ------------------------------------------------------------

EXAMPLES: list[Command] = [
    SetSettings(Settings(Conditions.BOARD, True, ScoringMethod.IMPS, True, (NV0, V60))),
    SetTeam(Team.B, TeamInfo("Varna", ("Rb", "Rc"))),
    SetSeat("A-2", Seat("Zora", Card.parse("SQ"))),
    SetSeat("A-2", Seat("Zora")),
    SetSubstitution("B-3", 4, "Rb"),
    SetSubstitution("B-3", 4, None),
    SetScoreCards(5, NV60, V0),
    SetScoreCards(5, None, None),
    SetAnnulment(DealKey(3, 1), Annulment(AnnulReason.LEAKED_INFORMATION, True, "carrier")),
    SetAnnulment(DealKey(3), None),
    SetAnnulment(DealKey(6), Annulment(AnnulReason.CARDS_SEEN, replay_at=ReplayAt.MATCH_END)),
    SetReplayAt(DealKey(6), ReplayAt.NOW),
    SetReplayAt(DealKey(6), ReplayAt.ROUND_END, restoring=True),
    SetHostTable(2),
    SetHostPlayer("B-4"),
    SetPhoneLeads(True),
    SetPhonesConfirm(True),
    SetTurning(True),
    SetResult(DealKey(4, 2), 2, TableResult(Contract(7, Strain.C, Doubling.REDOUBLED),
                                            Direction.W, 13, NV0, V60, Card.parse("D10"))),
    SetResult(DealKey(4), 1, TableResult(None)),
    SetResult(DealKey(4), 1, None, restoring=True),
    SetExtra("auction", "4:1", {"dealer": "S", "calls": ["1S", "Pass", "X"]}),
    SetExtra("auction", "4:1", None),
    Batch((SetScoreCards(5, NV60, V0), SetResult(DealKey(5), 1, TableResult(None)))),
    Batch((SetResult(DealKey(5), 1, TableResult(None)),),
          Said("step.import", {"file": "r.csv", "count": 1})),
]


@pytest.mark.parametrize("command", EXAMPLES, ids=lambda c: c.kind)
def test_data_round_trip(command: Command) -> None:
    data = command_data(command)
    assert data["kind"] == command.kind
    assert json.loads(json.dumps(data)) == data  # plain data, as JSON keeps it
    assert command_from_data(data) == command


#: kinds tested with their own state elsewhere: the envelopes' (tests/test_envelopes.py)
ELSEWHERE = {"envelope_action", "envelope_restore"}


def test_examples_cover_every_registered_kind() -> None:
    """Every kind the registry reads back from the audit log has an example here (a new
    command without one fails), so each is round-tripped, applied and undone, and worded."""
    assert {c.kind for c in EXAMPLES} | ELSEWHERE == registered_kinds()


@pytest.mark.parametrize("command", EXAMPLES, ids=lambda c: c.kind)
def test_every_example_is_worded_in_each_language(command: Command) -> None:
    """Undo, Redo and the audit log say what a command does in the app's language, from
    the catalog's ``step.<kind>`` filled with its fields: every placeholder filled."""
    import words

    for lang in words.LANGUAGES:
        with words.speaking(lang):
            said = command_words(command)
        assert said and "{" not in said, (command.kind, lang, said)


@pytest.mark.parametrize(
    ("data", "fragment"),
    [
        ({"kind": "no_such"}, "unknown command 'no_such'"),
        ({}, "unknown command None"),
        ({"kind": "set_result", "deal": 1}, "command 'set_result': malformed data"),
        ({"kind": "set_score_cards", "deal": "x", "ns": None, "ew": None}, "malformed data"),
        ({"kind": "set_score_cards", "deal": 1, "ns": "V100", "ew": "NV0"}, '"V100": part'),
        ({"kind": "set_result", "deal": 1, "table": 1,
          "result": {"contract": "9S", "declarer": "N", "tricks": 10}}, '"9S": level'),
        (["set_team"], "a command is a JSON object, not list"),
    ],
)
def test_command_from_bad_dict(data: Any, fragment: str) -> None:
    with pytest.raises(InputError) as caught:
        command_from_data(data)
    assert fragment in str(caught.value)


def test_settings_table_result_annulment_round_trips() -> None:
    s = Settings(Conditions.BOARD, True, ScoringMethod.VPS, True, (NV0, NV0, V60))
    assert read_checked(Settings, data_of(s), "settings") == s
    assert read_checked(Settings, {}, "settings") == Settings()
    with pytest.raises(InputError, match="settings: 'weird' is not a valid Conditions"):
        read_checked(Settings, {"conditions": "weird"}, "settings")
    with pytest.raises(InputError, match='"V7": part-score 7'):
        read_checked(Settings, {"deck": ["V7"]}, "settings")
    # a file from before honours: its scoring method's default
    assert not read_checked(Settings, {"scoring": "imps"}, "settings").honours
    r = TableResult(Contract(3, Strain.NT), Direction.E, 8, V0, NV60, Card.parse("S2"))
    assert read(TableResult, data_of(r)) == r
    # as files have always had it (a round's signature hashes it: models.confirmations)
    assert data_of(r) == {"contract": "3NT", "declarer": "E", "tricks": 8, "ns_card": "V0",
                          "ew_card": "NV60", "lead": "S2"}
    assert data_of(TableResult(None))["contract"] == "PASS"
    a = Annulment(AnnulReason.WRONG_ENVELOPES, True, "S into W")
    assert read(Annulment, data_of(a)) == a
    # a file from before the replay time: closed without a replay, or at the round's end
    old = {"reason": 2, "after_match": False, "note": ""}
    assert read(Annulment, {**old, "no_replay": True}).replay_at is ReplayAt.NONE
    assert read(Annulment, old).replay_at is ReplayAt.ROUND_END
    assert AnnulReason.parse("3") is AnnulReason.SHORT_ENVELOPE
    with pytest.raises(InputError, match='"6": annulment reason must be 1-5'):
        AnnulReason.parse("6")
    assert all(reason.text for reason in AnnulReason)


# -- specific behaviour ------------------------------------------------------------------


def test_auto_annul_when_cards_differ_and_undo_removes_both() -> None:
    match = fresh_match()
    SetScoreCards(1, NV0, NV0).apply(match)
    SetResult(DealKey(1), 1, result("4S N 10")).apply(match)  # under the drawn cards
    before = canonical(match)
    command = SetResult(DealKey(1), 2, result("4S N 10", V60, NV0))
    inverse = command.apply(match)
    annulment = match.annulments[DealKey(1)]
    assert annulment.reason is AnnulReason.DIFFERENT_SCORES and not annulment.after_match
    assert match.cards_differ(DealKey(1))
    balances = compute_balances(match)
    assert balances.deals[0].annulled is AnnulReason.DIFFERENT_SCORES
    assert balances.deals[0].net_a == 0 and balances.balance_a == 0
    assert command_from_data(command_data(inverse)) == inverse
    inverse.apply(match)
    assert canonical(match) == before
    assert DealKey(1) not in match.annulments and (DealKey(1), 2) not in match.results


def test_undo_does_not_re_annul_a_lifted_annulment() -> None:
    """Undo gives back the exact state even when the user had lifted an auto-annulment."""
    match = fresh_match()
    SetScoreCards(1, NV0, NV0).apply(match)
    SetResult(DealKey(1), 1, result("4S N 10")).apply(match)
    SetResult(DealKey(1), 2, result("4S N 10", V60, NV0)).apply(match)
    SetAnnulment(DealKey(1), None).apply(match)  # the director decides it counts
    before = canonical(match)
    inverse = SetResult(DealKey(1), 2, result("4S N 11", V60, NV0)).apply(match)
    assert DealKey(1) in match.annulments
    inverse.apply(match)
    assert canonical(match) == before


def test_same_cards_recorded_do_not_annul() -> None:
    match = fresh_match()
    SetScoreCards(1, NV0, V60).apply(match)
    SetResult(DealKey(1), 1, result("4S N 10", NV0, V60)).apply(match)
    SetResult(DealKey(1), 2, result("4S N 10")).apply(match)
    assert match.annulments == {}
    assert match.score(DealKey(1), 1) == 420 and match.score(DealKey(1), 2) == 420


def test_replacement_during_the_match_counts_under_the_same_cards() -> None:
    match = fresh_match()
    SetScoreCards(1, NV0, V60).apply(match)
    SetResult(DealKey(1), 1, result("4S N 10")).apply(match)
    with pytest.raises(MatchError, match="deal 1 is not annulled: there is nothing to replace"):
        replacement_key(match, 1)
    with pytest.raises(MatchError, match="a replacement is played only for an annulled deal"):
        SetResult(DealKey(1, 1), 1, result("3NT S 9")).apply(match)
    annul(match, 1, AnnulReason.CARDS_SEEN).apply(match)
    key = replacement_key(match, 1)
    assert key == DealKey(1, 1)
    assert compute_balances(match).deals[0].annulled is AnnulReason.CARDS_SEEN
    SetResult(key, 1, result("3NT S 9")).apply(match)
    assert match.attempts(1) == [0, 1] and match.current_key(1) == key
    assert str(key) == "1R1"
    deal = compute_balances(match).deals[0]
    assert deal.pending and deal.attempt == 1 and deal.net_a == 0
    SetResult(key, 2, result("3NT S 8")).apply(match)
    deal = compute_balances(match).deals[0]
    assert deal.counts and deal.annulled is None
    # The replacement is played under the deal's drawn cards: EW is vulnerable, NS not.
    assert (deal.ns_table1, deal.ns_table2) == (400, -50)
    assert deal.net_a == 450
    # The annulment of the original cannot be lifted while the replacement exists.
    with pytest.raises(MatchError, match="deal 1 has a replacement: delete it first"):
        SetAnnulment(DealKey(1), None).apply(match)
    with pytest.raises(MatchError, match="deal 1R3: no such replacement"):
        SetResult(DealKey(1, 3), 1, result("PASS")).apply(match)
    with pytest.raises(MatchError, match="deal 1R2: no such replacement"):
        SetAnnulment(DealKey(1, 2), Annulment(AnnulReason.CARDS_SEEN)).apply(match)


def test_after_match_annulment_is_not_replayed() -> None:
    match = fresh_match()
    SetScoreCards(2, NV0, NV0).apply(match)
    SetResult(DealKey(2), 1, result("4S N 10")).apply(match)
    SetResult(DealKey(2), 2, result("4S N 9")).apply(match)
    assert compute_balances(match).balance_a == 470
    command = annul(match, 2, AnnulReason.LEAKED_INFORMATION, after_match=True, note="late")
    assert command_words(command) == ("deal 2 annulled after the match: information from "
                                      "the first table reached the second")
    command.apply(match)
    assert compute_balances(match).balance_a == 0
    with pytest.raises(MatchError, match="deal 2 was annulled after the match: it is not "
                                         "replayed"):
        replacement_key(match, 2)
    before = canonical(match)
    with pytest.raises(MatchError, match="annulled after the match"):
        SetResult(DealKey(2, 1), 1, result("3NT S 9")).apply(match)
    assert canonical(match) == before


@pytest.mark.parametrize(
    ("command", "error", "fragment"),
    [
        (SetResult(DealKey(3), 1, TableResult.parse_entry("4S N 10")), MatchError,
         "deal 3, table 1: the score cards are not drawn yet: draw them or give both cards"),
        # a sent deal entered before its own table played it: not "draw them"
        (SetResult(DealKey(4), 1, TableResult.parse_entry("4S N 10")), MatchError,
         "deal 4, table 1: table 2 has not played this deal yet (its score cards are drawn "
         "there, when it is played)"),
        (SetResult(DealKey(37), 1, None), InputError, "deal 37: deals are 1-36"),
        (SetResult(DealKey(1), 3, None), InputError, "table 3: tables are 1 and 2"),
        (SetResult(DealKey(1, -1), 1, None), MatchError, "no such replacement"),
        (SetScoreCards(1, None, None), MatchError,
         "deal 1 has results played under its score cards: delete them before changing"),
        (SetScoreCards(1, NV0, ScoreCard(True, 30)), MatchError,
         "deal 1 has results played under its score cards"),
        (SetSettings(Settings(conditions=Conditions.BOARD)), MatchError,
         "score cards or board conditions cannot change once deals are drawn or played"),
        (SetTeam(Team.A, TeamInfo("A", ("B2",))), MatchError,
         "team A: reserve B2 — every player needs a different name"),
        (SetScoreCards(0, NV0, NV0), InputError, "deal 0: deals are 1-36"),
        (SetScoreCards(2, ScoreCard(True, 30), NV0), MatchError, "V30: already drawn at "
         "table 1 for NS (the deck has 1, drawn 1)"),
        (SetSettings(Settings(format_name="other")), MatchError,
         "the format cannot change once deals are drawn or played"),
        (SetSettings(Settings(deck=(NV0, V60))), MatchError,
         "the new deck lacks V30, already drawn at table 1 for NS"),
        (SetSeat("A-1", Seat("B2")), MatchError, "B2 already holds another code"),
        (SetSeat("A-1", Seat("Ra")), MatchError, "Ra is a reserve: use a substitution instead"),
        (SetSeat("A-1", Seat("  ")), InputError, "A-1: a player name is needed"),
        (SetSeat("C-1", Seat("New")), InputError, '"C-1": no such code in this match'),
        (SetTeam(Team.A, TeamInfo(" ")), InputError, "team A: a team name is needed"),
        (SetAnnulment(DealKey(1, 1), None), MatchError, "deal 1R1: no such replacement"),
        (SetExtra(1, "k", 2), InputError, "slot and key are text"),  # type: ignore[arg-type]
        (Batch((SetExtra("x", "k", 1), SetSeat("A-1", Seat("B2")))), MatchError,
         "B2 already holds another code"),
    ],
)
def test_refused_commands_change_nothing(command: Command, error: type[Exception],
                                         fragment: str) -> None:
    match = fresh_match()
    SetScoreCards(1, ScoreCard(True, 30), NV0).apply(match)
    SetResult(DealKey(1), 1, result("4S N 10")).apply(match)
    before = canonical(match)
    with pytest.raises(error) as caught:
        command.apply(match)
    assert fragment in str(caught.value)
    assert canonical(match) == before


def test_board_conditions_use_no_cards() -> None:
    match = new_match("Sofia", "Plovdiv", regulars(),
                      settings=Settings(conditions=Conditions.BOARD))
    with pytest.raises(MatchError, match="board conditions: no score cards are drawn"):
        SetScoreCards(1, NV0, NV0).apply(match)
    with pytest.raises(MatchError, match="board conditions use no score cards"):
        SetResult(DealKey(1), 1, result("4S N 10", NV0, NV0)).apply(match)
    # Board 2: dealer East, North-South vulnerable.
    SetResult(DealKey(2), 1, result("4S N 10")).apply(match)
    SetResult(DealKey(2), 2, result("4S E 10")).apply(match)
    assert match.dealer(2) is Direction.E
    assert match.score(DealKey(2), 1) == 620
    assert match.score(DealKey(2), 2) == -420
    assert not match.cards_differ(DealKey(2))
    assert compute_balances(match).balance_a == 1040


def test_score_and_cards_at() -> None:
    match = fresh_match()
    assert match.score(DealKey(1), 1) is None
    assert match.cards_at(DealKey(1), 1) is None
    assert match.dealer(1) is Direction.S and match.dealer(4) is Direction.S
    assert match.dealer(5) is Direction.W
    SetResult(DealKey(1), 1, result("2S S 8", NV0, NV60)).apply(match)
    assert match.cards_at(DealKey(1), 1) == {Line.NS: NV0, Line.EW: NV60}
    assert match.cards_at(DealKey(1), 2) is None  # nothing drawn, nothing recorded there
    assert match.score(DealKey(1), 1) == 110
    SetScoreCards(1, NV0, NV60).apply(match)
    SetResult(DealKey(1), 2, result("2S W 8")).apply(match)
    # EW carry 60: 2S is game for them.
    assert match.score(DealKey(1), 2) == -(60 + 300)
    SetResult(DealKey(1), 2, result("PASS")).apply(match)
    assert match.score(DealKey(1), 2) == 0
    assert match.drawn_at(1, Line.EW) == [NV60] and match.drawn_at(2, Line.EW) == []


def test_new_match_refusals() -> None:
    with pytest.raises(InputError, match="team B: a team name is needed"):
        new_match("Sofia", " ", regulars())
    seats = regulars()
    del seats["B-4"]
    with pytest.raises(InputError, match="seats: codes B-4 have no player"):
        new_match("Sofia", "Plovdiv", seats)
    seats = regulars()
    seats["B-4"] = Seat("A1")
    with pytest.raises(InputError, match="two players have the same name"):
        new_match("Sofia", "Plovdiv", seats)
    with pytest.raises(InputError, match="two players have the same name"):
        new_match("Sofia", "Plovdiv", regulars(), reserves_a=("B1",))
    with pytest.raises(InputError, match="every player needs a name"):
        new_match("Sofia", "Plovdiv", regulars(), reserves_b=("",))


def test_table_result_refusals() -> None:
    with pytest.raises(InputError, match="a passed-out deal has no declarer and no tricks"):
        TableResult(None, Direction.N)
    with pytest.raises(InputError, match="4S: declarer"):
        TableResult(Contract(4, Strain.S), None, 10)
    with pytest.raises(InputError, match="4S: tricks taken are missing"):
        TableResult(Contract(4, Strain.S), Direction.N)
    with pytest.raises(InputError, match="tricks 14: tricks taken must be 0-13"):
        TableResult(Contract(4, Strain.S), Direction.N, 14)
    with pytest.raises(InputError, match="4S: tricks taken are missing"):
        TableResult.parse("4S", "N", "")


def test_extras_slot_emptied_goes() -> None:
    match = fresh_match()
    inverse = SetExtra("hands", "1:1", {"N": "AKQ.J2.T987.5432"}).apply(match)
    assert match.extras == {"hands": {"1:1": {"N": "AKQ.J2.T987.5432"}}}
    inverse.apply(match)
    assert match.extras == {}
    SetExtra("hands", "1:1", None).apply(match)  # deleting what is not there: no slot made
    assert match.extras == {}


def test_who_runs_the_match_is_a_setting_undone_like_the_others():
    """Issue 30: the host plays at table 1 or 2, or does not play; a file from before
    the setting reads as "does not play"; anything else is refused, changing nothing."""
    from models.errors import InputError
    from models.match import Settings

    match = new_match("A", "B", {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB"
                                 for i in range(1, 5)})
    assert match.settings.host_table is None
    assert read(Settings, {}).host_table is None  # an old file
    assert "host_table" not in data_of(match.settings)
    undo = SetHostTable(1).apply(match)
    assert match.settings.host_table == 1
    assert read(Settings, data_of(match.settings)).host_table == 1
    assert command_from_data(command_data(SetHostTable(1))) == SetHostTable(1)
    undo.apply(match)
    assert match.settings.host_table is None
    for bad in (3, 0, "x"):
        with pytest.raises(InputError) as refused:
            SetHostTable(bad).apply(match)  # type: ignore[arg-type]
        assert refused.value.key == "host_table"
    assert match.settings.host_table is None


def test_the_host_is_a_person_kept_in_the_settings_and_undone_like_the_others():
    """Issue 47: who runs the match is a person — a regular by his code, a reserve by his
    name, or none (a director); a file from before the setting reads as none; a person
    not in the match is refused, changing nothing."""
    from models.errors import InputError
    from models.match import Settings

    match = new_match("A", "B", {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB"
                                 for i in range(1, 5)}, reserves_b=("Rb",))
    assert match.settings.host_player is None
    assert read(Settings, {}).host_player is None  # an old file
    assert "host_player" not in data_of(match.settings)
    undo = SetHostPlayer("b-4").apply(match)  # a code in any case
    assert match.settings.host_player == "B-4"
    assert read(Settings, data_of(match.settings)).host_player == "B-4"
    assert command_from_data(command_data(SetHostPlayer("B-4"))) == SetHostPlayer("B-4")
    SetHostPlayer("Rb").apply(match)  # a reserve, by name
    assert match.settings.host_player == "Rb"
    undo.apply(match)
    assert match.settings.host_player is None
    for bad in ("C-1", "A-9", "Nobody"):
        with pytest.raises(InputError) as refused:
            SetHostPlayer(bad).apply(match)
        assert refused.value.key == "host_player"
    assert match.settings.host_player is None
