"""Issue 32 items 1 and 2: the other line confirms a result typed on the table's phone,
and both lines sign the table's round.  The real server on 127.0.0.1 over the real match
file: what is typed waits, counted nowhere (the file, the laptop's balance, the
scoreboard), until the other line confirms it; "not right" drops it; a correction waits
likewise while the result it corrects still counts; a round played to its end is signed
by each line, and a change after signing needs both again."""

from __future__ import annotations

import random

import gui_play_data as data
import pytest
from test_server import FAST, _id, get, post

import words
from models.balances import compute_balances
from models.confirmations import signed_lines, unconfirmed
from models.match import DealKey, TableResult
from models.queries import score_of
from models.room_view import open_deals, room_match
from models.shown import shown_match
from models.vocabulary import Line
from teams_app import operations as ops
from teams_app.server.service import RoomServer
from teams_app.session import Session
from teams_app.store import MatchStore
from words import steps, texts

pytestmark = pytest.mark.usefixtures("collector_on_the_qt_thread")

ROUND_ONE = ("4S N 10", "3NT S 9", "2H E 8", "PASS", "4H W 9", "1NT N 7")


def _drawn(store: MatchStore) -> MatchStore:
    """Round 1's score cards drawn, the same in every store made here."""
    rng = random.Random(7)
    for deal in range(1, 7):
        ops.draw_score_cards(store, deal=deal, rng=rng)
    return store


@pytest.fixture
def session(tmp_path):
    store = _drawn(data.make_store(tmp_path, phones_confirm=True))
    session = Session(store, rng=random.Random(7))
    yield session
    store.close()


@pytest.fixture
def server(qtbot, session):
    room = RoomServer(session, limits=FAST)
    room.start("127.0.0.1", 0)
    yield room
    room.stop()


def _in_file(session: Session):
    """The match as the file holds it (what every other reader sees)."""
    with MatchStore.open(session.store.path, read_only=True) as reader:
        return reader.match


def _type(qtbot, url, n, deal, entry, **more):
    status, answer = post(qtbot, url + "api/result", {"id": _id(n), "deal": deal,
                                                     "entry": entry, **more})
    assert status == 200, answer
    return answer


def _answer(qtbot, url, n, item, ok, lang="en"):
    return post(qtbot, url + f"api/confirm?lang={lang}",
                {"id": _id(n), "deal": item["deal"], "attempt": item["attempt"], "ok": ok,
                 "token": item["token"]})


def test_a_typed_result_counts_only_once_the_other_line_confirms_it(qtbot, server, session):
    url = server.url(1)
    answer = _type(qtbot, url, 1, 1, "4S N 10")
    score = score_of(session.match, DealKey(1), 1, TableResult.parse_entry("4S N 10"))
    assert answer["unconfirmed"] is True and answer["ns_score"] == score > 0
    # counted nowhere: not a result in the file, nor on the laptop, scoreboard or balance
    assert session.match.results == {} and _in_file(session).results == {}
    assert shown_match(session.match).results == {}
    assert compute_balances(session.match).rounds[0].started is False
    _, state = get(qtbot, url + "api/state")
    [item] = state["unconfirmed"]
    assert (item["deal"], item["contract"], item["tricks"], item["ns_score"]) == (1, "4♠", 10,
                                                                                  score)
    assert item["declarer"] == "North" and state["confirming_line"] == "EW"
    assert [g["unconfirmed"] for g in state["games"] if g["deal"] == 1] == [True]
    assert state["target"]["deal"] == 1          # the game is not played until confirmed
    # the other table's phone knows nothing of it
    _, other = get(qtbot, server.url(2) + "api/state")
    assert other["unconfirmed"] == [] and not any(g["unconfirmed"] for g in other["games"])

    status, done = _answer(qtbot, url, 2, item, True)
    assert status == 200 and done["confirmed"] is True, done
    stored = _in_file(session).results[(DealKey(1), 1)]
    assert stored.contract is not None and str(stored.contract) == "4S" and stored.tricks == 10
    assert unconfirmed(session.match) == []
    # the same confirmation sent again (its answer lost): success, nothing written twice
    status, again = _answer(qtbot, url, 3, item, True)
    assert status == 200 and again.get("repeated") is True
    # one step: undone, the result waits again (and counts nowhere)
    ops.undo(session.store)
    assert session.store.match.results == {}
    assert [u.key for u in unconfirmed(session.store.match)] == [DealKey(1)]


def test_not_right_drops_it_and_a_correction_waits_while_the_old_result_counts(
        qtbot, server, session):
    url = server.url(1)
    _type(qtbot, url, 1, 1, "4S N 10")
    _, state = get(qtbot, url + "api/state")
    status, answer = _answer(qtbot, url, 2, state["unconfirmed"][0], False)
    assert status == 200 and answer["confirmed"] is False
    _, state = get(qtbot, url + "api/state")
    assert state["unconfirmed"] == [] and _in_file(session).results == {}

    _type(qtbot, url, 3, 1, "4S N 10")
    _, state = get(qtbot, url + "api/state")
    _answer(qtbot, url, 4, state["unconfirmed"][0], True)
    # a correction of the stored 4♠ N =: it waits, the stored result still counts
    answer = _type(qtbot, url, 5, 1, "4S N 11", attempt=0, replace=True, was="4♠ N =")
    assert answer["unconfirmed"] is True and answer["was"] == "4♠ N ="
    assert _in_file(session).results[(DealKey(1), 1)].tricks == 10
    _, state = get(qtbot, url + "api/state")
    [item] = state["unconfirmed"]
    assert item["was"] == "4♠ N =" and item["tricks"] == 11
    # typed again meanwhile: a confirmation of what was shown before is refused
    _type(qtbot, url, 6, 1, "4S N 9", attempt=0, replace=True, was="4♠ N =")
    status, refused = _answer(qtbot, url, 7, item, True, lang="bg")
    assert status == 409 and "въведен отново" in refused["error"], refused
    _, state = get(qtbot, url + "api/state")
    status, done = _answer(qtbot, url, 8, state["unconfirmed"][0], True)
    assert status == 200 and done["confirmed"] is True
    assert _in_file(session).results[(DealKey(1), 1)].tricks == 9


def test_a_result_entered_on_the_laptop_meanwhile_wins_over_the_typed_one(
        qtbot, server, session):
    url = server.url(1)
    _type(qtbot, url, 1, 1, "4S N 10")
    _, state = get(qtbot, url + "api/state")
    session.run(ops.enter_result, deal=1, table=1, text="3S N 10")   # the host's paper
    _, after = get(qtbot, url + "api/state")
    assert after["unconfirmed"] == []            # no longer live: nothing to confirm
    status, refused = _answer(qtbot, url, 2, state["unconfirmed"][0], True)
    assert status == 422, refused
    assert str(_in_file(session).results[(DealKey(1), 1)].contract) == "3S"


def test_the_typed_result_is_refused_at_once_as_the_result_would_be(qtbot, server):
    status, answer = post(qtbot, server.url(1) + "api/result?lang=ru",
                          {"id": _id(1), "deal": 1, "entry": "4S N 14"})
    assert status in (400, 422) and answer["error"], answer


def _play_round_one(qtbot, url, first_id: int = 1) -> None:
    n = first_id
    for deal, entry in enumerate(ROUND_ONE, start=1):
        _type(qtbot, url, n, deal, entry)
        _, state = get(qtbot, url + "api/state")
        status, done = _answer(qtbot, url, n + 1, state["unconfirmed"][0], True)
        assert status == 200, done
        n += 2


def test_both_lines_sign_the_round_and_a_change_after_needs_both_again(
        qtbot, server, session):
    url = server.url(1)
    status, refused = post(qtbot, url + "api/sign?lang=bg",
                           {"id": _id("s0"), "round": 1, "line": "NS"})
    assert status == 422 and "не е изигран докрай" in refused["error"], refused
    _play_round_one(qtbot, url)
    _, state = get(qtbot, url + "api/state")
    sign = state["sign"]
    assert sign["round"] == 1 and sign["signed"] == []
    assert [g["deal"] for g in sign["games"]] == [g["deal"] for g in state["games"]]
    assert texts.round_signed_text(session.match, 1, 1) == \
        "Round I not signed on the table's phone yet"
    status, answer = post(qtbot, url + "api/sign", {"id": _id("s1"), "round": 1, "line": "NS"})
    assert status == 200 and answer["signed"] == ["NS"], answer
    _, state = get(qtbot, url + "api/state")
    assert state["sign"]["signed"] == ["NS"]
    post(qtbot, url + "api/sign", {"id": _id("s2"), "round": 1, "line": "EW"})
    _, state = get(qtbot, url + "api/state")
    assert state["sign"]["done"] is True and state["sign"]["games"] == []  # nothing to sign
    assert signed_lines(_in_file(session), 1, 1) == {Line.NS, Line.EW}
    assert texts.round_signed_text(session.match, 1, 1) == \
        "Round I signed on the table's phone by NS, EW"
    # the laptop changes a result after signing: both lines sign again
    session.run(ops.enter_result, deal=2, table=1, text="3NT S 10")
    assert signed_lines(session.match, 1, 1) == frozenset()
    _, state = get(qtbot, url + "api/state")
    assert state["sign"]["signed"] == [] and state["sign"]["done"] is False
    # undone: the rows are the ones signed again, and so is the round
    ops.undo(session.store)
    assert signed_lines(session.store.match, 1, 1) == {Line.NS, Line.EW}


def test_the_laptop_scoreboard_and_balance_count_only_confirmed_results(qtbot, server,
                                                                       session, tmp_path):
    """A differential over a round: both tables type every result of round 1 on their
    phones, some confirmed, some left waiting, one refused; the laptop's balance, the
    scoreboard's match and each room's view equal those of a match where only the
    confirmed results were entered on the laptop."""
    rng = random.Random(32)
    (tmp_path / "ref").mkdir()
    reference = _drawn(data.make_store(tmp_path / "ref", phones_confirm=True))
    n = 0
    for table in (1, 2):
        url = server.url(table)
        for deal in range(1, 7):
            entry = data.result_text(rng)
            n += 1
            _type(qtbot, url, n, deal, entry)
            _, state = get(qtbot, url + "api/state")
            [item] = [u for u in state["unconfirmed"] if u["deal"] == deal]
            fate = rng.choice(("confirm", "confirm", "wait", "refuse"))
            if fate == "wait":
                continue
            n += 1
            status, _ = _answer(qtbot, url, n, item, fate == "confirm")
            assert status == 200
            if fate == "confirm":
                ops.enter_result(reference, deal=deal, table=table, text=entry)
    match, expected = _in_file(session), reference.match
    assert match.results == expected.results
    assert unconfirmed(match)                    # some wait, and change nothing
    assert compute_balances(match) == compute_balances(expected)
    assert shown_match(match).results == shown_match(expected).results
    for table in (1, 2):
        assert room_match(match, table).results == room_match(expected, table).results
        # a room never holds the other table's waiting results of an open deal
        assert not [u for u in unconfirmed(room_match(match, table))
                    if u.table != table and u.key.deal in open_deals(match)]
    reference.close()


def test_the_setting_and_every_step_are_worded_in_each_language(tmp_path):
    store = _drawn(data.make_store(tmp_path))
    assert store.match.settings.phones_confirm is False
    said = [ops.set_phones_confirm(store, on=True)]
    said.append(ops.propose_result(store, deal=1, table=1, text="4S N 10"))
    said.append(ops.refuse_result(store, deal=1, table=1, attempt=0))
    said.append(ops.propose_result(store, deal=1, table=1, text="4S N 10"))
    said.append(ops.confirm_result(store, deal=1, table=1, attempt=0))
    for deal, entry in enumerate(ROUND_ONE[1:], start=2):
        ops.enter_result(store, deal=deal, table=1, text=entry)
    said.append(ops.sign_round(store, round=1, table=1, line=Line.NS))
    for lang in words.LANGUAGES:
        with words.speaking(lang):
            texts_said = [steps.changes_words(changes) for changes in said]
        assert all(texts_said), texts_said
        if lang != "en":
            for text in texts_said:
                assert not any(english in text for english in
                               ("confirm", "typed", "signed", "refused", "phone")), text
    store.close()


def test_the_printed_diagram_says_which_lines_signed_on_the_phone(tmp_path):
    """The paper (issue 32): a line that signed the round on the table's phone is said
    beside its signature, in each language; a line that did not keeps its blank line,
    and a change after signing puts the blank lines back."""
    import io

    from pypdf import PdfReader

    from printing import render

    store = _drawn(data.make_store(tmp_path, phones_confirm=True))
    for deal, entry in enumerate(ROUND_ONE, start=1):
        ops.enter_result(store, deal=deal, table=1, text=entry)
    ops.sign_round(store, round=1, table=1, line=Line.EW)

    def said(lang: str, table: int = 1) -> int:
        pdf = PdfReader(io.BytesIO(render(store.match, "diagrams", lang=lang, round=1,
                                          table=table)))
        text = " ".join(page.extract_text() for page in pdf.pages)
        return text.count(words.word("paper.signed_phone", lang))

    assert [said(lang) for lang in words.LANGUAGES] == [1, 1, 1]
    ops.sign_round(store, round=1, table=1, line=Line.NS)
    assert said("bg") == 2
    ops.enter_result(store, deal=1, table=1, text="4S N 11", attempt=0)
    assert said("ru") == 0
    store.close()


def test_the_laptops_diagram_says_whether_the_round_is_signed(qtbot, tmp_path):
    """The Rooms tab (the real widget): under table 1's diagram of round I, not signed
    yet, then signed by NS, then by both; a change after signing asks again."""
    from teams_app.gui.rooms import RoomsView
    from teams_app.gui.session import MatchSession

    store = _drawn(data.make_store(tmp_path, phones_confirm=True))
    session = MatchSession(store)
    view = RoomsView(session)
    qtbot.addWidget(view)
    panel = view.panels[1]

    def said() -> list[str]:
        panel.show_round(1)
        return panel.totals.text().split("\n")[1:]

    assert said() == []                          # not played to its end: nothing said
    for deal, entry in enumerate(ROUND_ONE, start=1):
        session.run(ops.enter_result, deal=deal, table=1, text=entry)
    assert said() == ["Round I not signed on the table's phone yet"]
    session.run(ops.sign_round, round=1, table=1, line=Line.NS)
    assert said() == ["Round I signed on the table's phone by NS; EW not yet"]
    session.run(ops.sign_round, round=1, table=1, line=Line.EW)
    assert said() == ["Round I signed on the table's phone by NS, EW"]
    session.run(ops.enter_result, deal=4, table=1, text="1C N 7", attempt=0)
    assert said() == ["Round I not signed on the table's phone yet"]
    session.run(ops.set_phones_confirm, on=False)
    assert said() == []
    store.close()
