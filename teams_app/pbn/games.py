"""One game of a PBN file read against the match: its deal, attempt (``Replacement``),
table (``Room``), hands, result (contract, declarer, tricks, lead, honours and the score
cards it was played under), auction and annulment; every refusal names the tag's line.
Putting the games together into one step is :mod:`teams_app.pbn.importer`."""

from __future__ import annotations

import re

from models.errors import InputError
from models.match import Annulment, DealKey, Match, TableResult
from models.notebook import auction_finished, legal_auction
from models.scoring import Honours, check_honours
from models.vocabulary import (
    Call,
    CallKind,
    Card,
    Contract,
    Deal,
    Direction,
    Hand,
    full_deck,
    parse_number,
)
from teams_app.csv_io import AnnulmentFieldError, parse_annulment
from teams_app.pbn.common import _ASCII_NUMBER, _ROOM_TABLE, PbnError
from teams_app.pbn.reader import PbnGame
from teams_app.pbn.scorecards import _game_cards


def _game_annulment(game: PbnGame, deal: int, path: str) -> Annulment | None:
    """The annulment a game's ``Annulled``, ``Replay`` and ``AnnulNote`` tags give."""
    try:
        return parse_annulment(game.get("Annulled") or "", game.get("Replay") or "",
                               game.get("AnnulNote") or "")
    except AnnulmentFieldError as exc:
        tag = {"annulled": "Annulled", "replay": "Replay", "note": "AnnulNote"}[exc.field]
        raise PbnError(path, game.line_of(tag), f"board {deal}: [{tag}]: {exc.reason}",
                       "pbn_tag", {"deal": deal, "tag": tag, "error": exc}) from None


def _keyed_deal_refusal(text: str, exc: InputError) -> InputError:
    """The core's refusal of a ``[Deal]`` with a message key: the core keys its refusals
    of a hand, not those of the deal as a whole (its first seat, its four hands, the
    cards' counts, doubled and missing cards), which are keyed here in its own words."""
    if exc.key is not None:
        return exc
    norm = text.strip()
    if len(norm) < 2 or norm[1] != ":":
        return InputError(exc.reason, "pbn_deal_seat", {"text": text})
    parts = norm[2:].split()
    if len(parts) != 4:
        return InputError(exc.reason, "pbn_deal_four", {"text": text, "n": len(parts)})
    first = Direction.parse(norm[0])
    hands: dict[Direction, Hand] = {}
    for offset, part in enumerate(parts):
        hands[Direction((first + offset) % 4)] = Hand.parse(part)
    ordered = sorted(hands.items())
    counts = [(d, len(h)) for d, h in ordered if len(h) != 13]
    seen: dict[Card, Direction] = {}
    doubled: list[tuple[Card, Direction, Direction]] = []
    for direction, hand in ordered:
        for card in sorted(hand, reverse=True):
            if card in seen:
                doubled.append((card, seen[card], direction))
            else:
                seen[card] = direction
    missing = [c for c in sorted(full_deck(), reverse=True) if c not in seen]
    return InputError(exc.reason, "pbn_deal_cards",
                      {"counts": counts, "doubled": doubled, "missing": missing})


def _call_token(token: str) -> str | None:
    """A call of the Auction section without its annotations (None: not a call)."""
    if token.startswith("=") or token.startswith("$"):
        return None
    return token.rstrip("!?")


def _game_records(match: Match, game: PbnGame, path: str
                  ) -> tuple[int, int | None, Deal | None, TableResult | None,
                             tuple[Direction, list[Call]] | None, int]:
    """(deal, table, deal's hands, result, auction, attempt) of one game."""
    fmt = match.format

    def fail(at: str, message: str, key: str, /, **params: object) -> PbnError:
        return PbnError(path, game.line_of(at), message, key, params)

    board_text = game.get("Board")
    if board_text is None or not _ASCII_NUMBER.fullmatch(board_text.strip()):
        raise fail("Board", f'[Board "{(board_text or "")[:20]}"]: a game needs a board '
                            "number", "pbn_board", text=(board_text or "")[:20])
    try:
        deal = parse_number(board_text, "board", 1, fmt.deals)
    except InputError:
        raise fail("Board", f"board {board_text.strip()[:20]}: this match has deals "
                            f"1-{fmt.deals}", "pbn_board_range",
                   text=board_text.strip()[:20], deals=fmt.deals) from None
    attempt_text = game.get("Replacement") or "0"
    try:
        attempt = parse_number(attempt_text, "[Replacement]", 0, 99)
    except InputError as exc:
        raise fail("Replacement", exc.reason, "pbn_refused", error=exc) from None
    table: int | None = None
    room = game.get("Room")
    if room is not None and room.strip():
        if room.strip().lower() not in _ROOM_TABLE:
            raise fail("Room", f'[Room "{room}"]: must be "Open" (table 1) or "Closed" '
                               "(table 2)", "pbn_room", text=room)
        table = _ROOM_TABLE[room.strip().lower()]
    hands: Deal | None = None
    deal_text = game.get("Deal")
    if deal_text is not None and deal_text.strip() not in ("", "?"):
        try:
            hands = Deal.parse(deal_text)
        except InputError as exc:
            raise fail("Deal", f"board {deal}: [Deal]: {exc.reason}", "pbn_tag", deal=deal,
                       tag="Deal", error=_keyed_deal_refusal(deal_text, exc)) from None
    result = _game_result(match, game, DealKey(deal, attempt), table, path)
    auction: tuple[Direction, list[Call]] | None = None
    tokens = game.sections.get("auction")
    if tokens:
        dealer_text = game.get("Auction") or ""
        try:
            dealer = Direction.parse(dealer_text)
        except InputError as exc:
            raise fail("Auction", f"board {deal}: [Auction]: {exc.reason}", "pbn_tag",
                       deal=deal, tag="Auction", error=exc) from None
        calls: list[str] = []
        for token, number in tokens:
            call = _call_token(token)
            if call is None:
                continue
            if call in ("*", "+", "-"):
                break
            if call.upper() == "AP":
                parsed = legal_auction(dealer, calls)
                while not auction_finished(parsed):
                    parsed.append(Call(CallKind.PASS))
                calls = [str(c) for c in parsed]
                break
            calls.append(call)
            try:
                legal_auction(dealer, calls)
            except InputError as exc:
                raise PbnError(path, number, f"board {deal}: auction: {exc.reason}",
                               "pbn_auction", {"deal": deal, "error": exc}) from None
        if calls:
            auction = (dealer, legal_auction(dealer, calls))
    return deal, table, hands, result, auction, attempt


def _game_result(match: Match, game: PbnGame, key: DealKey, table: int | None, path: str
                 ) -> TableResult | None:
    deal = key.deal
    contract_text = (game.get("Contract") or "").strip()
    if contract_text in ("", "?"):
        return None

    def fail(at: str, message: str, key: str = "pbn_tag", /, **params: object) -> PbnError:
        return PbnError(path, game.line_of(at), f"board {deal}: {message}", key,
                        {"deal": deal, **params})

    try:
        contract = Contract.parse(contract_text)
    except InputError as exc:
        raise fail("Contract", f"[Contract]: {exc.reason}", tag="Contract", error=exc
                   ) from None
    declarer: Direction | None = None
    tricks: int | None = None
    lead: Card | None = None
    if contract is not None:
        try:
            declarer = Direction.parse(game.get("Declarer") or "")
        except InputError as exc:
            raise fail("Declarer", f"[Declarer]: {exc.reason}", tag="Declarer", error=exc
                       ) from None
        result_text = (game.get("Result") or "").strip()
        found = re.fullmatch(r"(?:(NS|EW)\s+)?([0-9]{1,2})", result_text.upper(), re.ASCII)
        if not found or int(found[2]) > 13:
            raise fail("Result", f'[Result "{result_text}"]: tricks taken must be 0-13',
                       "pbn_result", text=result_text)
        tricks = int(found[2])
        if found[1] and found[1] != declarer.line.value:
            tricks = 13 - tricks
        play = game.sections.get("play") or []
        for token, number in play:
            if token in ("-", "+", "*") or re.fullmatch(r"=\d+=|\$\d+", token):
                continue
            try:
                Card.parse(token.rstrip("!?"))
            except InputError as exc:
                raise PbnError(path, number, f"board {deal}: [Play]: {exc.reason}", "pbn_tag",
                               {"deal": deal, "tag": "Play", "error": exc}) from None
        first = next(((t, n) for t, n in play if t not in ("-", "+", "*")
                      and not t.startswith("=") and not t.startswith("$")), None)
        if first is not None:
            leader = game.get("Play") or ""
            if leader.strip().upper()[:1] != declarer.next.name:
                raise fail("Play", f'[Play "{leader}"]: with {declarer.name} declaring, '
                                   f"{declarer.next.name} leads", "pbn_leader", text=leader,
                           declarer=declarer, leader=declarer.next)
            if play[0][0] in ("-", "+", "*"):
                first = None  # the lead itself is unknown
            else:  # read above, with its note (!, ?) if any
                lead = Card.parse(first[0].rstrip("!?"))
    if table is None:
        raise fail("Contract", "a result needs a Room tag: \"Open\" (table 1) or \"Closed\" "
                               "(table 2)", "pbn_result_room")
    ns_card, ew_card = _game_cards(match, game, key, table, path)
    honours_text = game.get("Honours") or ""
    try:
        honours = Honours.parse(honours_text)
        check_honours(contract, honours)
    except InputError as exc:
        raise fail("Honours", f"[Honours]: {exc.reason}", tag="Honours", error=exc
                   ) from None
    try:
        return TableResult(contract, declarer, tricks, ns_card, ew_card, lead, honours)
    except InputError as exc:
        raise fail("Contract", exc.reason, "pbn_deal_refused", error=exc) from None
