"""The round the rooms play (models.queries.round_in_play) and a round in progress in the
balances (models.balances.RoundBalance): pure, on a Match."""

from __future__ import annotations

from models.balances import compute_balances
from models.commands import SetAnnulment, SetResult, SetScoreCards
from models.format import STOLITSA_36
from models.match import (
    Annulment,
    AnnulReason,
    Conditions,
    DealKey,
    Match,
    Seat,
    Settings,
    TableResult,
    new_match,
)
from models.queries import RoundInPlay, current_round, round_in_play
from models.scorecards import ScoreCard


def board_match() -> Match:
    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    return new_match("Sofia", "Plovdiv", seats,
                     settings=Settings(conditions=Conditions.BOARD))


def play(match: Match, deal: int, table: int, entry: str = "3NT N 9",
         attempt: int = 0) -> None:
    SetResult(DealKey(deal, attempt), table, TableResult.parse_entry(entry)).apply(match)


def play_round(match: Match, round_: int, *, leave: tuple[tuple[int, int], ...] = ()) -> None:
    """Both tables' results of a round, but the (deal, table) pairs in ``leave``."""
    for deal in STOLITSA_36.round_deals(round_):
        for table in (1, 2):
            if (deal, table) not in leave:
                play(match, deal, table)


def test_before_any_play_the_first_round():
    assert round_in_play(board_match()) == RoundInPlay(1, None)


def test_a_finished_round_names_the_next_one_until_it_begins():
    match = board_match()
    play_round(match, 1, leave=((6, 2),))
    assert round_in_play(match) == RoundInPlay(1)
    play(match, 6, 2)  # the round's last result
    assert round_in_play(match) == RoundInPlay(1, 2)
    play(match, 7, 1)  # the next round's first result
    assert round_in_play(match) == RoundInPlay(2)


def test_score_cards_drawn_for_a_later_round_are_play_there():
    seats = {f"{t}-{i}": Seat(f"{t}{i}") for t in "AB" for i in range(1, 5)}
    match = new_match("Sofia", "Plovdiv", seats)  # score cards
    SetScoreCards(1, ScoreCard.parse("NV0"), ScoreCard.parse("V60")).apply(match)
    assert round_in_play(match) == RoundInPlay(1)
    SetScoreCards(13, ScoreCard.parse("NV20"), ScoreCard.parse("V40")).apply(match)
    assert round_in_play(match).round == 3


def test_a_later_rounds_first_result_moves_on_though_an_earlier_round_is_open():
    """The issue's case: round II held open (a result missing, a deal annulled and not
    replayed yet), the phones entering round III: the rooms are in round III."""
    match = board_match()
    play_round(match, 1)
    play_round(match, 2, leave=((9, 2),))
    SetAnnulment(DealKey(8), Annulment(AnnulReason.LEAKED_INFORMATION)).apply(match)
    assert round_in_play(match) == RoundInPlay(2)
    play(match, 13, 1)
    assert round_in_play(match) == RoundInPlay(3)
    assert current_round(match) == 2  # the first round with a game left: not followed
    # round II's missing result typed later from paper, the replay played: still III
    play(match, 9, 2)
    play(match, 8, 1, attempt=1)
    play(match, 8, 2, attempt=1)
    assert round_in_play(match) == RoundInPlay(3)


def test_the_last_round_finished_names_no_next_round():
    match = board_match()
    for round_ in range(1, STOLITSA_36.rounds + 1):
        play_round(match, round_)
    assert round_in_play(match) == RoundInPlay(STOLITSA_36.rounds, None)


def test_a_round_in_progress_counts_the_deals_complete_at_both_tables():
    match = board_match()
    play_round(match, 1)
    # round II: table 1 played 7, 8, 9 and 10; table 2 played 10 only
    for deal in (7, 8, 9, 10):
        play(match, deal, 1, "4S N 10")
    play(match, 10, 2, "4S N 9")
    rounds = compute_balances(match).rounds
    first, second, third = rounds[0], rounds[1], rounds[2]
    assert first.complete and not first.in_progress and first.deals_counted == 6
    assert second.in_progress and second.deals_counted == 1 and second.pending_deals == 3
    # only deal 10 counts: table 1's 7, 8, 9 are in no figure
    assert second.balance_a == second.deals[3].net_a != 0
    assert not third.started and not third.in_progress and third.deals_counted == 0
