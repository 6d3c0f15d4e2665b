"""Where a replay is and who plays it when (spec §11, "How a replay travels"; issue 18).

Core tests on a plain :class:`Match` (no Qt, no SQL), board conditions unless the score
cards matter, then the command line on a real match file.  The expected targets are
written from the spec, game by game, not read off the model.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from models.commands import SetReplayAt, SetResult, annul, annul_different_cards
from models.envelopes import carry_round, check_round, return_round
from models.errors import MatchError
from models.hints import table_hints
from models.match import (
    AnnulReason,
    Conditions,
    DealKey,
    Match,
    ReplayAt,
    Seat,
    Settings,
    TableResult,
    new_match,
)
from models.queries import current_round, next_game, result_key, round_complete
from models.replays import next_pending, table_queue
from models.scorecards import ScoreCard
from teams_app.cli import main
from teams_app.store import MatchStore

SEATS = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}


def board_match(two_decks: bool = False) -> Match:
    match = new_match("Alpha", "Beta", SEATS)
    match.settings = Settings(Conditions.BOARD, two_decks=two_decks)
    return match


def play(match: Match, deal: int, table: int, text: str = "3NT S 9") -> None:
    """A result typed at a table for the deal's next attempt there."""
    key = result_key(match, deal, table)
    SetResult(key, table, TableResult.parse_entry(text)).apply(match)


def target(match: Match, round_: int, table: int) -> tuple[int, str, bool] | None:
    """(game, deal label, cards here) of a table's next game."""
    pending = next_pending(match, round_, table)
    return None if pending is None else (pending.game.game, str(pending.key), pending.here)


def round_one(match: Match) -> None:
    for deal in range(1, 7):
        for table in (1, 2):
            play(match, deal, table)


def issue_scenario(match: Match) -> None:
    """Round II: table 1 played its originals 7, 8, 9 and is on game 4 (deal 10); table
    2 played 10, 11, 12, 7, 8; then deal 8 is annulled (reason 4)."""
    round_one(match)
    for deal in (7, 8, 9):
        play(match, deal, 1)
    for deal in (10, 11, 12, 7, 8):
        play(match, deal, 2)
    annul(match, 8, AnnulReason.LEAKED_INFORMATION).apply(match)


def test_no_table_is_asked_for_a_deal_it_does_not_hold() -> None:
    match = board_match()
    issue_scenario(match)
    ann = match.annulments[DealKey(8)]
    assert ann.replay_at is ReplayAt.ROUND_END  # it had left table 1: after the round
    # table 1 goes on with game 4 (deal 10); table 2 plays deal 9, which it holds
    assert target(match, 2, 1) == (4, "10", True)
    assert target(match, 2, 2) == (6, "9", True)
    # nobody has dealt 8R1: table 2 cannot enter it
    with pytest.raises(MatchError, match="8R1 has not been played at table 1") as caught:
        SetResult(DealKey(8, 1), 2, TableResult.parse_entry("4S N 10")).apply(match)
    assert caught.value.key == "replay_not_at_table"
    play(match, 9, 2)
    # table 2 has only the replay left: it waits for it from table 1
    assert target(match, 2, 2) == (5, "8R1", False)
    for deal in (10, 11):
        play(match, deal, 1)
    assert target(match, 2, 1) == (6, "12", True)
    play(match, 12, 1)
    # after its six games table 1 deals 8 again once its cards came home with the
    # round's (issue 29: not before — deck 2 is at table 2 until it sends them)
    assert target(match, 2, 1) == (2, "8R1", False)
    return_round(match, 2, 2).apply(match)
    assert target(match, 2, 1) == (2, "8R1", True)
    assert not round_complete(match, 2) and current_round(match) == 2
    play(match, 8, 1, "4S N 10")
    assert next_game(match, 2, 1) is None
    assert target(match, 2, 2) == (5, "8R1", True)
    play(match, 8, 2, "4S N 9")
    assert round_complete(match, 2) and current_round(match) == 3
    # the annulled attempt keeps its results; the replay counts
    assert (DealKey(8), 1) in match.results and (DealKey(8, 1), 2) in match.results


def test_now_replays_in_the_deals_place_before_it_leaves() -> None:
    match = board_match()
    round_one(match)
    play(match, 7, 1)
    command = annul(match, 7, AnnulReason.CARDS_SEEN)
    assert command.annulment is not None and command.annulment.replay_at is ReplayAt.NOW
    command.apply(match)
    assert target(match, 2, 1) == (1, "7R1", True)  # dealt again at once, game 1
    for deal in (10, 11, 12):
        play(match, deal, 2)
    # table 2 waits for deal 7's replay (game 4): nobody has dealt it yet
    assert target(match, 2, 2) == (4, "7R1", False)
    play(match, 7, 1)
    assert target(match, 2, 1) == (2, "8", True)
    assert target(match, 2, 2) == (4, "7R1", True)


def test_match_end_does_not_hold_the_round_open() -> None:
    match = board_match()
    round_one(match)
    annul(match, 2, AnnulReason.WRONG_ENVELOPES, replay_at=ReplayAt.MATCH_END).apply(match)
    assert round_complete(match, 1) and current_round(match) == 2
    # the replay comes after round VI's games, at its origin first
    for round_ in range(2, 7):
        for deal in match.format.round_deals(round_):
            for table in (1, 2):
                play(match, deal, table)
    assert round_complete(match, 6)
    # deck 2 is at table 2 with deal 32 (issue 29): it comes home first
    assert target(match, 6, 1) == (2, "2R1", False)
    return_round(match, 2, 6).apply(match)
    assert target(match, 6, 1) == (2, "2R1", True)
    assert target(match, 6, 2) == (5, "2R1", False)
    queue = table_queue(match, 6, 2)
    assert [str(p.key) for p in queue] == ["2R1"] and queue[0].when is ReplayAt.MATCH_END
    play(match, 2, 1)
    play(match, 2, 2)
    assert next_game(match, 6, 1) is None and next_game(match, 6, 2) is None


def test_none_closes_the_deal() -> None:
    match = board_match()
    round_one(match)
    annul(match, 3, AnnulReason.CARDS_SEEN, no_replay=True).apply(match)
    assert match.annulments[DealKey(3)].replay_at is ReplayAt.NONE
    assert round_complete(match, 1)


def test_the_time_changes_until_the_origin_plays_the_replay() -> None:
    match = board_match()
    issue_scenario(match)
    inverse = SetReplayAt(DealKey(8), ReplayAt.NOW).apply(match)
    # now: 8R1 comes in deal 8's place, but its deck is at table 2 until table 2 sends
    # the round's envelopes home (issue 29): table 1 goes on with what it holds
    assert target(match, 2, 1) == (4, "10", True)
    assert [str(p.key) for p in table_queue(match, 2, 1)][:2] == ["8R1", "10"]
    inverse.apply(match)
    assert match.annulments[DealKey(8)].replay_at is ReplayAt.ROUND_END
    with pytest.raises(MatchError, match="round-end already"):
        SetReplayAt(DealKey(8), ReplayAt.ROUND_END).apply(match)
    SetReplayAt(DealKey(8), ReplayAt.MATCH_END).apply(match)
    assert target(match, 2, 2) == (6, "9", True)
    play(match, 9, 2)
    assert next_game(match, 2, 2) is None  # the match-end replay is not this round's
    play(match, 8, 1)  # played at table 1 anyway: the result says it was
    with pytest.raises(MatchError, match="8R1 was played at table 1 already") as caught:
        SetReplayAt(DealKey(8, 1), ReplayAt.NOW).apply(match)
    assert caught.value.key == "replay_started"


def test_a_replay_annulled_again_becomes_r2() -> None:
    match = board_match()
    issue_scenario(match)
    play(match, 9, 2)
    for deal in (10, 11, 12, 8):
        play(match, deal, 1)
    assert str(result_key(match, 8, 2)) == "8R1"
    annul(match, 8, AnnulReason.CARDS_SEEN).apply(match)  # 8R1 spoilt before it left
    assert match.annulments[DealKey(8, 1)].replay_at is ReplayAt.NOW
    assert target(match, 2, 1) == (2, "8R2", True)
    assert target(match, 2, 2) == (5, "8R2", False)
    with pytest.raises(MatchError, match="8R2 has not been played at table 1"):
        result_key(match, 8, 2)
    play(match, 8, 1)
    play(match, 8, 2)
    assert round_complete(match, 2)


def test_two_decks_the_origin_deals_the_replay_with_the_deck_it_holds() -> None:
    match = board_match(two_decks=True)
    round_one(match)
    # two decks: 7, 10, 8, 11, … alternate; table 2 played 10 and 7, table 1 7 and 10
    for deal in (7, 10):
        play(match, deal, 1)
        play(match, deal, 2)
    play(match, 8, 1)
    play(match, 11, 1)  # table 1 moved on: deal 8 went over
    annul(match, 8, AnnulReason.LEAKED_INFORMATION).apply(match)
    assert match.annulments[DealKey(8)].replay_at is ReplayAt.ROUND_END
    assert target(match, 2, 2) == (2, "11", True)
    play(match, 11, 2)
    # deal 12 is dealt with deck 1, still at table 1 in annulled deal 8's envelopes: its
    # cards go over all the same (table 2 deals its next original with them, spec §5),
    # and table 2 waits for them until the host carries them
    assert target(match, 2, 2) == (3, "12", False)
    assert "carry envelopes 2 (white) to table 2" in " ".join(
        h.text for h in table_hints(match, 2, 1))
    carry_round(match, 1, 2).apply(match)
    check_round(match, 2, 2).apply(match)
    assert target(match, 2, 2) == (3, "12", True)


def cards_match() -> Match:
    match = new_match("Alpha", "Beta", SEATS)
    round_one_cards(match)
    return match


def round_one_cards(match: Match) -> None:
    from models.commands import SetScoreCards

    for deal in range(1, 7):
        SetScoreCards(deal, ScoreCard.parse(f"NV{10 * deal + 10}"),
                      ScoreCard.parse(f"V{10 * deal + 10}")).apply(match)
        for table in (1, 2):
            play(match, deal, table)


def test_reason_1_is_a_fact_about_the_cards() -> None:
    match = cards_match()
    with pytest.raises(MatchError, match="same") as caught:
        annul(match, 1, AnnulReason.DIFFERENT_SCORES)
    assert caught.value.key == "reason1_same_cards"
    assert caught.value.params["cards1"] == caught.value.params["cards2"] == "NV20/V20"
    # the cards table 2 actually played under are recorded, then the deal is annulled
    command = annul_different_cards(match, 1, AnnulReason.DIFFERENT_SCORES,
                                    (ScoreCard.parse("V0"), ScoreCard.parse("V60")))
    inverse = command.apply(match)
    assert match.annulments[DealKey(1)].reason is AnnulReason.DIFFERENT_SCORES
    assert str(match.results[(DealKey(1), 2)].ns_card) == "V0"
    inverse.apply(match)  # one step: undone together
    assert DealKey(1) not in match.annulments and match.results[(DealKey(1), 2)].ns_card is None
    with pytest.raises(MatchError, match="same"):
        annul_different_cards(match, 1, AnnulReason.DIFFERENT_SCORES,
                              (ScoreCard.parse("NV20"), ScoreCard.parse("V20")))


def test_reason_3_only_once_the_deal_arrived() -> None:
    match = board_match()
    round_one(match)
    play(match, 7, 1)
    with pytest.raises(MatchError, match="has not arrived at table 2") as caught:
        annul(match, 7, AnnulReason.SHORT_ENVELOPE)
    assert caught.value.key == "reason3_not_arrived"
    play(match, 7, 2)
    annul(match, 7, AnnulReason.SHORT_ENVELOPE)  # found short there: accepted


# -- the command line -----------------------------------------------------------------------


def run(capsys, *args: object) -> tuple[int, str, str]:
    status = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def scenario_file(tmp_path: Path) -> Path:
    match = board_match()
    path = tmp_path / "m.match"
    store = MatchStore.create(path, match)
    store.close()
    with MatchStore.open(path) as store:
        from teams_app import operations as ops

        for deal in range(1, 7):
            for table in (1, 2):
                ops.enter_result(store, deal=deal, table=table, text="3NT S 9")
        for deal in (7, 8, 9):
            ops.enter_result(store, deal=deal, table=1, text="3NT S 9")
        for deal in (10, 11, 12, 7, 8):
            ops.enter_result(store, deal=deal, table=2, text="3NT S 9")
    return path


def test_cli_annul_with_a_replay_time_and_change_it(scenario_file: Path, capsys) -> None:
    with pytest.raises(SystemExit) as stopped:
        run(capsys, "annul", scenario_file, 8, "--reason", 4, "--replay", "now",
            "--after-match")
    assert stopped.value.code == 2 and "not allowed with argument" in capsys.readouterr().err
    status, out, _ = run(capsys, "annul", scenario_file, 8, "--reason", 4, "--replay",
                         "match-end")
    assert status == 0 and "replayed at the end of the match" in out
    status, out, _ = run(capsys, "replay", scenario_file, 8, "--at", "round-end")
    assert status == 0 and "deal 8: replayed at the end of the round" in out
    with pytest.raises(SystemExit) as stopped:
        run(capsys, "replay", scenario_file, 8, "--at", "later")
    assert stopped.value.code == 2 and "invalid choice" in capsys.readouterr().err
    # table 2 cannot enter 8R1 before table 1 has: refused, where the deal is said
    before = MatchStore.open(scenario_file, read_only=True)
    results = dict(before.match.results)
    before.close()
    with MatchStore.open(scenario_file) as store:
        from teams_app import operations as ops

        with pytest.raises(MatchError, match="8R1 has not been played at table 1"):
            ops.enter_result(store, deal=8, table=2, text="4S N 10")
        assert store.match.results == results
    status, out, _ = run(capsys, "undo", scenario_file)
    assert status == 0
    with MatchStore.open(scenario_file, read_only=True) as store:
        assert store.match.annulments[DealKey(8)].replay_at is ReplayAt.MATCH_END


def test_cli_no_replay_is_replay_none(scenario_file: Path, capsys) -> None:
    status, out, _ = run(capsys, "annul", scenario_file, 8, "--reason", 4, "--no-replay")
    assert status == 0 and "not replayed" in out
    with MatchStore.open(scenario_file, read_only=True) as store:
        assert store.match.annulments[DealKey(8)].replay_at is ReplayAt.NONE
    with pytest.raises(SystemExit) as stopped:
        run(capsys, "annul", scenario_file, 7, "--reason", 4, "--no-replay", "--replay",
            "now")
    assert stopped.value.code == 2


def test_a_turning_table_1_sits_back_for_its_replay() -> None:
    """Table 1 turning: after game 6 it sits in its sent deals' seating; the replay of one
    of its originals is played in the originals' seats (games 1–3)."""
    from models.hints import RoomHintKind, table_hints

    match = board_match()
    match.settings = Settings(Conditions.BOARD, turning=True)
    issue_scenario(match)
    play(match, 9, 2)
    for deal in (10, 11, 12):
        play(match, deal, 1)
    return_round(match, 2, 2).apply(match)  # deck 2 comes home first (issue 29)
    first = table_hints(match, 2, 1)[0]
    assert first.kind is RoomHintKind.REPLAY
    # board 8's dealer is West (board conditions)
    assert first.text == ("Table 1: after game 6: deal 8 again (8R1), West deals; "
                          "sit as for games 1–3")
    waiting = table_hints(match, 2, 2)[0]
    assert waiting.text == "Table 2: wait for deal 8R1 from table 1"
    # table 2 plays deal 8 in its sent seating, as it did: no seats to change
    play(match, 8, 1)
    assert table_hints(match, 2, 2)[0].text == ("Table 2: after game 6: deal 8 again (8R1), "
                                                "West deals")


def test_two_decks_a_replay_now() -> None:
    match = board_match(two_decks=True)
    round_one(match)
    play(match, 7, 1)  # two decks: O1 then the other table's S1
    annul(match, 7, AnnulReason.WRONG_ENVELOPES).apply(match)
    assert match.annulments[DealKey(7)].replay_at is ReplayAt.NOW
    assert target(match, 2, 1) == (1, "7R1", True)
    play(match, 10, 2)
    # 7R1 (its sent game 4, played second) is not there yet, and table 2 holds no cards
    # to deal its original game 2 (deal 11) with: deck 2 is at table 1, dealt again for
    # 7R1, deck 1 in deal 10's envelopes (spec §5, two decks) — it waits for 7R1
    assert [(str(p.key), p.here) for p in table_queue(match, 2, 2)][:2] == [
        ("7R1", False), ("11", False)]
    assert target(match, 2, 2) == (4, "7R1", False)
    play(match, 7, 1)
    assert target(match, 2, 2) == (4, "7R1", True)


def test_a_replay_after_the_last_round_names_who_sits_where() -> None:
    from models.hints import table_hints

    match = board_match()
    round_one(match)
    annul(match, 2, AnnulReason.WRONG_ENVELOPES, replay_at=ReplayAt.MATCH_END).apply(match)
    for round_ in range(2, 7):
        for deal in match.format.round_deals(round_):
            for table in (1, 2):
                play(match, deal, table)
    return_round(match, 2, 6).apply(match)  # deck 2 comes home first (issue 29)
    # deal 2 is round I's: played in round I's seats (T1: S A-1, N A-2, W B-3, E B-4)
    assert table_hints(match, 6, 1)[0].text == (
        "Table 1: after the last round: deal 2 again (2R1), East deals; seats: S A1 (A-1), "
        "W B3 (B-3), N A2 (A-2), E B4 (B-4)")


def test_the_replay_travels_in_its_deals_envelopes() -> None:
    """8R1 is dealt again into deal 8's envelopes (table 1's serial 2) and deck 2: once
    table 1 played it they go over to table 2, and stay there once it is played."""
    from models.envelopes import Place, deck_location, envelope_location
    from models.vocabulary import Direction

    match = board_match()
    issue_scenario(match)
    play(match, 9, 2)
    for deal in (10, 11, 12):
        play(match, deal, 1)
    before = envelope_location(match, 1, Direction.W, 2)
    assert (before.label, before.place) == ("8", Place.TABLE_2)  # to be sent back
    return_round(match, 2, 2).apply(match)
    play(match, 8, 1)
    west = envelope_location(match, 1, Direction.W, 2)
    # packed at table 1 like an original, then carried (issue 29)
    assert (west.label, west.place) == ("8R1", Place.TABLE_1)
    carry_round(match, 1, 2).apply(match)
    west, deck = envelope_location(match, 1, Direction.W, 2), deck_location(match, 2)
    assert (west.label, west.place, west.to_table) == ("8R1", Place.IN_TRANSIT, 2)
    assert west.note == "West's cards of deal 8R1"
    assert (deck.label, deck.place, deck.note) == ("8R1", Place.IN_TRANSIT,
                                                   "in the envelopes of deal 8R1")
    play(match, 8, 2)
    west = envelope_location(match, 1, Direction.W, 2)
    assert (west.label, west.place, west.to_table) == ("8R1", Place.TABLE_2, None)


def test_a_csv_in_any_row_order_takes_the_replay(scenario_file: Path, capsys,
                                                 tmp_path: Path) -> None:
    """Results typed from paper after the round: the other table's row of 8R1 before
    its origin's — applied origin first, as some order of play allows."""
    assert run(capsys, "annul", scenario_file, 8, "--reason", 4)[0] == 0
    rows = ["deal,table,contract,declarer,tricks,ns_card,ew_card",
            "8,2,4S,N,10,,", "9,2,3NT,S,9,,", "8,1,4S,N,11,,"]
    csv = tmp_path / "paper.csv"
    csv.write_text("\n".join(rows) + "\n", encoding="utf-8")
    status, out, err = run(capsys, "import", scenario_file, csv)
    assert status == 0, err
    with MatchStore.open(scenario_file, read_only=True) as store:
        results = store.match.results
        assert results[(DealKey(8, 1), 1)].tricks == 11
        assert results[(DealKey(8, 1), 2)].tricks == 10
        assert (DealKey(8), 1) in results  # the annulled attempt kept
