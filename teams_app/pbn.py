"""PBN: export of the whole match, import of deals and results, pre-dealt matches.

Export writes each attempt of each deal once per table as a PBN 2.1 game (table 1 is Room
"Open", table 2 "Closed"; ``Competition "Teams"``; ``DealId`` ``8``, ``8R1``) with the
players' names, Dealer, Vulnerable, ``ScoreRubberHistory`` (PBN 2.1 §4.2.6: each line's
score card as the rubber game it describes, :func:`rubber_history`) and our own
``NSScoreCard`` / ``EWScoreCard`` tags (a line's score card: vulnerability and carried
part-score), Deal when known, Scoring, Declarer, Contract, Result, our ``Honours`` tag
(``NS100``, ``NS150``, ``EW100`` or ``EW150``, only when a hand held honours), our
``Replacement`` (the attempt: ``1`` for 8R1) and, on an annulled attempt, ``Annulled``
(the reason, 1-5), ``Replay`` (as the CSV's column: ``now`` … ``after-match``) and
``AnnulNote``; Score, ScoreIMP (IMP matches, attempts that count), OptimumScore and
OptimumResultTable (analysed deals), Auction and Play (the opening lead).  An attempt
annulled before either table played it is one game at its origin, without a result.
endplay's PBN parser reads it back to the same deals, contracts and results.  Every
mapping and choice: docs/pbn.md.

Import parses the whole file first (errors name the line), builds every change, tries
them on a copy of the match, and only then applies them as one step: a bad file changes
nothing.  A deal whose games name an attempt or an annulment is read attempt by attempt
(results, then the annulment, then the replay); in cards mode the origin table's score
cards are the draw of a deal the match has none of.  A game's score cards are our tags,
else its ScoreRubberHistory (refused when it disagrees with Vulnerable, our tags or the
match's cards), else Vulnerable; a Score or ScoreIMP the match does not make of the
result is refused.  Deals go to ``extras["predealt"]``
(the deal as dealt; a Closed room deal that differs from it goes to that table's
recorded hands), results to the match, auctions to the notebook.

Pre-dealt matches: :func:`generate_deals` deals 36 hands from a seed (``secrets``-grade
random seed by default, printed so the set can be reproduced); the dealing sheet (which
13 cards go into each deck's envelopes) is :mod:`models.dealing`.
"""

from __future__ import annotations

import copy
import functools
import random
import re
import secrets
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Final

from models import extras
from models.checks import DD_SLOT, par_cards, stored_analysis
from models.commands import Batch, Command, SetExtra, SetResult, SetScoreCards
from models.errors import InputError, MatchCoreError
from models.format import Team
from models.match import Annulment, Conditions, DealKey, Match, ScoringMethod, TableResult
from models.notebook import (
    AUCTION_SLOT,
    HANDS_SLOT,
    PREDEALT_SLOT,
    auction_finished,
    auction_key,
    check_predeal,
    complete_deal,
    hands_key,
    legal_auction,
    original_deal,
    recorded_auction,
    recorded_hands,
)
from models.par import stored_par
from models.queries import attempt_for
from models.scorecards import ScoreCard
from models.scoring import Honours, board_conditions, check_honours, imps
from models.vocabulary import (
    Call,
    CallKind,
    Card,
    Contract,
    Deal,
    Direction,
    Hand,
    Line,
    Strain,
    Vulnerability,
    full_deck,
    parse_number,
)
from teams_app.csv_io import (
    AnnulmentFieldError,
    annul_as_filed,
    parse_annulment,
    replay_word,
    same_result,
    two_results_text,
)

ROOMS: Final = {1: "Open", 2: "Closed"}
#: the strains of the DD table in the order written, and their PBN names
_DD_STRAINS: Final = (Strain.NT, Strain.S, Strain.H, Strain.D, Strain.C)
_PBN_STRAIN: Final = {strain: strain.name for strain in Strain}
_SEAT_TAGS: Final = ((Direction.W, "West"), (Direction.N, "North"), (Direction.E, "East"),
                     (Direction.S, "South"))
_ROOM_TABLE: Final = {"open": 1, "closed": 2}


class PbnError(InputError):
    """A PBN file that cannot be read or imported; ``line`` is 1-based (0: the whole file).

    Worded by its key (``error.pbn_<what>``, :func:`words.errors.error_text`) with
    ``params``; ``where`` (``path, line N``), ``path`` and ``line`` are added to them.  A
    refusal of the match core it wraps is the param ``error`` (worded by its own key)."""

    def __init__(self, path: str, line: int, message: str, key: str | None = None,
                 params: dict[str, object] | None = None) -> None:
        where = f"{path}, line {line}" if line else path
        super().__init__(f"{where}: {message}", key,
                         {"where": where, "path": path, "line": line, **(params or {})}
                         if key is not None else None)
        self.line = line


# -- export -------------------------------------------------------------------------------


def _quote(text: str) -> str:
    return str(text).replace("\\", "/").replace('"', "'").replace("\n", " ")


def table_deal(match: Match, key: DealKey, table: int) -> Deal | None:
    """The deal a table played: its own complete record, else the deal as dealt."""
    own = complete_deal(recorded_hands(match, key, table))
    return own if own is not None else original_deal(match, key)


def _vulnerable(match: Match, key: DealKey, table: int
                ) -> tuple[Vulnerability | None, dict[Line, ScoreCard] | None]:
    if match.settings.conditions is Conditions.BOARD:
        return board_conditions(key.deal).vulnerability, None
    cards = match.cards_at(key, table)
    if cards is None:
        return None, None
    ns, ew = cards[Line.NS].vulnerable, cards[Line.EW].vulnerable
    vul = {(False, False): Vulnerability.NONE, (True, False): Vulnerability.NS,
           (False, True): Vulnerability.EW, (True, True): Vulnerability.BOTH}[(ns, ew)]
    return vul, cards


def rubber_history(cards: dict[Line, ScoreCard]) -> str:
    """``[ScoreRubberHistory]`` (PBN 2.1 §4.2.6) of the two lines' score cards: the rubber
    game the cards describe (docs/pbn.md).  A vulnerable line has won one finished game
    (below-the-line 100 in it, the other line 0): NS's game first when both have; the
    current game's below-the-line points are each line's carried part-score; no points
    above the line (Stolitsa's cards carry none)."""
    won = [line for line in (Line.NS, Line.EW) if cards[line].vulnerable]

    def history(line: Line) -> str:
        below = [100 if winner is line else 0 for winner in won] + [cards[line].part_score]
        return "0 0/" + " ".join(str(points) for points in below)

    return f"NS {history(Line.NS)} EW {history(Line.EW)}"


def _deal_imps(match: Match, key: DealKey, table: int) -> int | None:
    """NS's IMPs at a table on a deal attempt that counts (both tables played it and it is
    not annulled), else None."""
    if key in match.annulments:
        return None
    here, there = match.score(key, table), match.score(key, 3 - table)
    if here is None or there is None:
        return None
    return imps(here - there)


def _optimum_lines(match: Match, key: DealKey, table: int) -> list[str]:
    """``[OptimumScore]`` and the ``[OptimumResultTable]`` (PBN 2.1 §4.2, §5.7) of an
    analysed deal, when the table played the deal the analysis is of."""
    analysis = stored_analysis(match, key)
    if analysis is None or table_deal(match, key, table) != analysis.deal:
        return []
    lines = []
    if analysis.par_ns is not None:
        lines.append(f'[OptimumScore "NS {analysis.par_ns}"]')
    lines.append('[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]')
    for declarer in (Direction.N, Direction.E, Direction.S, Direction.W):
        for strain in _DD_STRAINS:
            lines.append(f"{declarer.name} {_PBN_STRAIN[strain]:>2} "
                         f"{analysis.tricks[declarer][strain]:2d}")
    return lines


def pbn_text(match: Match) -> str:
    """The whole match as PBN text: each deal once per table that has anything to show."""
    fmt = match.format
    event = _quote(f"{match.teams[Team.A].name} v {match.teams[Team.B].name}")
    scoring = "IMP" if match.settings.scoring is ScoringMethod.IMPS else "Total"
    out = ["% PBN 2.1", "% EXPORT", "% Creator: teams-app", ""]
    imp_scored = match.settings.scoring is ScoringMethod.IMPS
    for deal, key, table in _games(match):
        slot = fmt.slot(deal)
        result = match.results.get((key, table))
        hands = table_deal(match, key, table)
        auction = recorded_auction(match, key, table)
        annulment = match.annulments.get(key)
        seats = fmt.seats_for_game(slot.round, table, deal, match.settings.turning)
        tags: list[tuple[str, str]] = [
            ("Event", event), ("Site", "?"), ("Date", "????.??.??"),
            ("Board", str(deal)),
            *((tag, _quote(match.player(seats[d], slot.round))) for d, tag in _SEAT_TAGS),
            ("Dealer", match.dealer(deal).name),
        ]
        vul, cards = _vulnerable(match, key, table)
        if vul is not None:
            tags.append(("Vulnerable", vul.value))
        if hands is not None:
            tags.append(("Deal", hands.to_pbn()))
        tags.append(("Scoring", scoring))
        if result is not None:
            if result.contract is None:
                tags += [("Declarer", ""), ("Contract", "Pass"), ("Result", "")]
            else:
                assert result.declarer is not None
                tags += [("Declarer", result.declarer.name),
                         ("Contract", str(result.contract)),
                         ("Result", str(result.tricks))]
        tags += [("Competition", "Teams"), ("DealId", str(key)), ("Room", ROOMS[table])]
        if cards is not None:
            tags += [("ScoreRubberHistory", rubber_history(cards)),
                     ("NSScoreCard", str(cards[Line.NS])),
                     ("EWScoreCard", str(cards[Line.EW]))]
        if result is not None and result.honours is not None:
            tags.append(("Honours", str(result.honours)))
        if key.attempt:
            tags.append(("Replacement", str(key.attempt)))
        if annulment is not None:
            tags += [("Annulled", str(int(annulment.reason))),
                     ("Replay", replay_word(annulment))]
            if annulment.note:
                tags.append(("AnnulNote", _quote(" ".join(annulment.note.split()))))
        if result is not None:
            score = match.score(key, table)
            if score is not None:
                tags.append(("Score", f"NS {score}"))
            deal_imps = _deal_imps(match, key, table) if imp_scored else None
            if deal_imps is not None:
                tags.append(("ScoreIMP", f"NS {deal_imps}"))
        lines = [f'[{name} "{value}"]' for name, value in tags]
        lines += _optimum_lines(match, key, table)
        if auction is not None and auction[1]:
            calls = [str(c) for c in auction[1]]
            if not auction_finished(auction[1]):
                calls.append("*")
            lines.append(f'[Auction "{auction[0].name}"]')
            lines += [" ".join(calls[i:i + 4]) for i in range(0, len(calls), 4)]
        if result is not None and result.lead is not None and result.declarer is not None:
            lines.append(f'[Play "{result.declarer.next.name}"]')
            lines.append(f"{result.lead} - - -")
        out += [*lines, ""]
    return "\n".join(out)


def _games(match: Match) -> Iterator[tuple[int, DealKey, int]]:
    """(deal, attempt, table) of every game the export writes: each attempt at each
    table that has a result, hands or an auction there, and an attempt annulled with
    none of them once, at its origin table."""
    for deal in range(1, match.format.deals + 1):
        origin = match.format.slot(deal).origin_table
        for attempt in match.attempts(deal):
            key = DealKey(deal, attempt)
            shown = [t for t in (1, 2) if (key, t) in match.results
                     or table_deal(match, key, t) is not None
                     or recorded_auction(match, key, t) is not None]
            if not shown and key in match.annulments:
                shown = [origin]
            for table in shown:
                yield deal, key, table


def export_pbn(match: Match, path: str | Path, *, protect: Iterable[str | Path] = ()) -> int:
    """Write the whole match to a PBN file (UTF-8) whole or not at all (never over a
    match file or the files in ``protect``); the number of games written."""
    from teams_app.store import write_output

    text = pbn_text(match)
    write_output(path, text, protect=protect, what="the PBN file")
    return text.count('\n[Board "')


# -- parsing -------------------------------------------------------------------------------

_TAG_RE: Final = re.compile(r'^\[([A-Za-z][A-Za-z0-9_]*)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*(.*)$')
_SECTION_TAGS: Final = ("auction", "play", "note")
_ASCII_NUMBER: Final = re.compile(r"[0-9]{1,9}", re.ASCII)


@dataclass
class PbnGame:
    """One game of a PBN file: its tags (value and line) and section tokens."""

    line: int
    tags: dict[str, tuple[str, int]] = field(default_factory=dict)
    sections: dict[str, list[tuple[str, int]]] = field(default_factory=dict)

    def get(self, name: str) -> str | None:
        item = self.tags.get(name.lower())
        return item[0] if item is not None else None

    def line_of(self, name: str) -> int:
        item = self.tags.get(name.lower())
        return item[1] if item is not None else self.line


#: The largest PBN file read (a whole match with hands and auctions is under 100 KiB).
MAX_PBN_BYTES: Final = 4 << 20
#: The longest line of a PBN file read.
MAX_PBN_LINE: Final = 4096


def decode_pbn(data: bytes, path: str = "PBN") -> str:
    if len(data) > MAX_PBN_BYTES:
        raise PbnError(path, 0, f"the file is larger than {MAX_PBN_BYTES >> 20} MiB; a "
                                "match's PBN is far smaller", "pbn_too_large",
                       {"most": MAX_PBN_BYTES >> 20})
    if b"\x00" in data:
        raise PbnError(path, 0, "not a PBN file: it holds binary data", "pbn_binary")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("latin-1")  # PBN's own encoding (ISO 8859-1)


def parse_pbn(text: str, path: str = "PBN") -> list[PbnGame]:
    """The games of a PBN text; a line that is not PBN is an error naming it."""
    games: list[PbnGame] = []
    game: PbnGame | None = None
    section: str | None = None
    in_comment = False
    for number, raw in enumerate(text.splitlines(), start=1):
        if len(raw) > MAX_PBN_LINE:
            raise PbnError(path, number, f"the line is longer than {MAX_PBN_LINE} characters",
                           "pbn_line_long", {"most": MAX_PBN_LINE})
        line = raw.strip()
        if in_comment:
            if "}" not in line:
                continue
            in_comment = False
            line = line[line.index("}") + 1:].strip()
            if not line:
                continue
        if line.startswith("%"):
            continue
        if not line:
            if game is not None and game.tags:
                games.append(game)
            game, section = None, None
            continue
        line = _strip_comments(line)
        if line.startswith("{"):
            in_comment = True
            continue
        if not line:
            continue
        if line.startswith("["):
            match = _TAG_RE.match(line)
            if not match:
                raise PbnError(path, number, f'a tag is [Name "value"], found {_show(line)}',
                               "pbn_tag_form", {"found": _show(line)})
            name, value, rest = match[1], match[2].replace('\\"', '"'), match[3]
            if game is None:
                game = PbnGame(number)
            low = name.lower()
            if low not in game.tags:  # a repeated tag is ignored, as the standard says
                game.tags[low] = (value, number)
            section = low if (low in _SECTION_TAGS or
                              (low.endswith("table") and low != "table")) else None
            if section is not None:
                game.sections[section] = []
            rest = _strip_comments(rest)
            if rest.startswith("{") and "}" not in rest:
                in_comment = True
            continue
        if game is None or section is None:
            raise PbnError(path, number, f'expected a tag like [Board "1"], found {_show(line)}',
                           "pbn_not_tag", {"found": _show(line)})
        game.sections[section] += [(token, number) for token in line.split()]
    if in_comment:
        raise PbnError(path, len(text.splitlines()), "the file ends inside a { comment }",
                       "pbn_open_comment")
    if game is not None and game.tags:
        games.append(game)
    return games


def _strip_comments(line: str) -> str:
    if line.startswith(";"):
        return ""
    out = re.sub(r"\{[^}]*\}", " ", line).strip()
    return out


def _show(line: str) -> str:
    return repr(line[:40] + ("…" if len(line) > 40 else ""))


# -- import ---------------------------------------------------------------------------------


@dataclass
class ImportSummary:
    deals: int = 0
    results: int = 0
    auctions: int = 0
    hands: int = 0
    games: int = 0
    annulments: int = 0
    analyses: int = 0
    skipped: list[str] = field(default_factory=list)

    def __str__(self) -> str:
        text = (f"{self.games} games read: {self.deals} deals, {self.results} results, "
                f"{self.auctions} auctions, {self.hands} hand records imported")
        if self.annulments:
            text += f", {self.annulments} annulments"
        if self.analyses:
            text += f", {self.analyses} double-dummy tables"
        if self.skipped:
            text += "; skipped: " + "; ".join(self.skipped)
        return text


@dataclass
class _Item:
    line: int
    command: Command | None
    #: the attempt a result or an annulment is of, and its place in the attempt's steps
    #: (0 the origin table's result, 1 the other's, 2 the annulment); None: other steps
    key: DealKey | None = None
    phase: int = 0
    #: a step made on the trial copy when its turn comes (an annulment: over the core's
    #: own reason-1 one or not at all); None when it is nothing to change
    make: Callable[[Match], Command | None] | None = None

    @property
    def order(self) -> tuple[int, int, int]:
        """Deals, hands and auctions first; then attempt by attempt, each attempt's
        results (the origin table's first: a replay reaches the other table once played
        at its origin) before its annulment, before the replay."""
        return (0, 0, 0) if self.key is None else (1, self.key.attempt, self.phase)


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


_VULNERABLE: Final = {"none": Vulnerability.NONE, "love": Vulnerability.NONE,
                      "-": Vulnerability.NONE, "ns": Vulnerability.NS,
                      "ew": Vulnerability.EW, "all": Vulnerability.BOTH,
                      "both": Vulnerability.BOTH}
_HISTORY_RE: Final = re.compile(r"(NS|EW)\s+([0-9]{1,5})\s+([0-9]{1,5})\s*/\s*"
                                r"([0-9]{1,5}(?:\s+[0-9]{1,5}){0,2})", re.ASCII)


def parse_rubber_history(text: str) -> dict[Line, ScoreCard] | None:
    """Each line's score card from ``[ScoreRubberHistory]`` (PBN 2.1 §4.2.6); None when the
    value is not one rubber game our cards can hold (docs/pbn.md): both lines in the
    same game, each finished game won by one line (100 or more below the line, the
    other less), neither line with two games, the current game's below-the-line points
    a part-score of 0-90 in tens.  Points above the line are read and not used."""
    parts = {}
    rest = text.strip().upper()
    while rest:
        found = _HISTORY_RE.match(rest)
        if found is None or found[1] in parts:
            return None
        parts[found[1]] = [int(n) for n in found[4].split()]
        rest = rest[found.end():].strip()
    if set(parts) != {"NS", "EW"} or len(parts["NS"]) != len(parts["EW"]):
        return None
    ns, ew = parts["NS"], parts["EW"]
    won = {Line.NS: 0, Line.EW: 0}
    for ns_points, ew_points in zip(ns[:-1], ew[:-1], strict=True):
        if (ns_points >= 100) == (ew_points >= 100):
            return None
        won[Line.NS if ns_points >= 100 else Line.EW] += 1
    if max(won.values()) > 1:
        return None
    try:
        return {Line.NS: ScoreCard(won[Line.NS] == 1, ns[-1]),
                Line.EW: ScoreCard(won[Line.EW] == 1, ew[-1])}
    except InputError:
        return None


def _vulnerability(cards: dict[Line, ScoreCard]) -> Vulnerability:
    return {(False, False): Vulnerability.NONE, (True, False): Vulnerability.NS,
            (False, True): Vulnerability.EW,
            (True, True): Vulnerability.BOTH}[(cards[Line.NS].vulnerable,
                                               cards[Line.EW].vulnerable)]


def _history_cards(match: Match, game: PbnGame, key: DealKey, table: int | None,
                   path: str) -> dict[Line, ScoreCard] | None:
    """The score cards a game's ``[ScoreRubberHistory]`` gives (None without the tag),
    refused when they are not one rubber game, disagree with ``[Vulnerable]``, with our
    ``NSScoreCard``/``EWScoreCard`` tags or (without those) with the cards the match has
    for the table."""
    text = game.get("ScoreRubberHistory")
    if text is None or not text.strip():
        return None
    line = game.line_of("ScoreRubberHistory")
    deal = key.deal
    cards = parse_rubber_history(text)
    if cards is None:
        raise PbnError(path, line, f'board {deal}: [ScoreRubberHistory "{text}"] is not one '
                       "rubber game of score cards (NS and EW in the same game, each "
                       "finished game won by one line, a part-score of 0-90 in tens)",
                       "pbn_rubber_history", {"deal": deal, "text": text})
    says = _vulnerability(cards)
    vul_text = (game.get("Vulnerable") or "").strip()
    vul = _VULNERABLE.get(vul_text.lower())
    if vul_text and vul is not None and vul is not says:
        raise PbnError(path, line, f'board {deal}: [ScoreRubberHistory "{text}"] makes '
                       f'the vulnerability {says.value}, [Vulnerable] says {vul_text}',
                       "pbn_rubber_vulnerable",
                       {"deal": deal, "text": text, "says": says.value, "vul": vul_text,
                        "vulnerability": says})
    ns_text, ew_text = game.get("NSScoreCard"), game.get("EWScoreCard")
    has: dict[Line, ScoreCard] | None = None
    source = "tags"
    if ns_text and ew_text:
        try:
            has = {Line.NS: ScoreCard.parse(ns_text), Line.EW: ScoreCard.parse(ew_text)}
        except InputError:
            has = None  # worded by the score card's own refusal
    elif table is not None and match.settings.conditions is Conditions.CARDS:
        has, source = match.cards_at(key, table), "match"
    if has is not None and has != cards:
        where = f"board {key} room {ROOMS.get(table or 0, '?')}"
        found = f"NS {cards[Line.NS]} EW {cards[Line.EW]}"
        other = f"NS {has[Line.NS]} EW {has[Line.EW]}"
        message = (f'{where}: [ScoreRubberHistory "{text}"] gives the score cards {found}, '
                   + ("the NSScoreCard/EWScoreCard tags say " if source == "tags" else
                      "the match has ") + other)
        raise PbnError(path, line, message, f"pbn_rubber_cards_{source}",
                       {"deal": str(key), "room": ROOMS.get(table or 0, ""), "text": text,
                        "found": found, "has": other, "table": table or 0,
                        "found_cards": cards, "has_cards": has})
    return cards


def _file_cards(match: Match, game: PbnGame, key: DealKey, table: int, path: str
                ) -> tuple[ScoreCard, ScoreCard] | None:
    """The score cards a game's tags give: our NSScoreCard/EWScoreCard, else its
    ScoreRubberHistory (checked against them, [Vulnerable] and the match's cards); None
    when it has neither."""
    history = _history_cards(match, game, key, table, path)
    ns_text, ew_text = game.get("NSScoreCard"), game.get("EWScoreCard")
    if ns_text and ew_text:
        try:
            return ScoreCard.parse(ns_text), ScoreCard.parse(ew_text)
        except InputError as exc:
            raise PbnError(path, game.line_of("NSScoreCard"),
                           f"board {key.deal}: score card: {exc.reason}", "pbn_score_card",
                           {"deal": key.deal, "error": exc}) from None
    if history is not None:
        return history[Line.NS], history[Line.EW]
    return None


def _game_cards(match: Match, game: PbnGame, key: DealKey, table: int, path: str
                ) -> tuple[ScoreCard | None, ScoreCard | None]:
    """The score cards a result was played under (None in board mode or when drawn)."""
    deal = key.deal
    if match.settings.conditions is Conditions.BOARD:
        return None, None
    found = _file_cards(match, game, key, table, path)
    if found is not None:
        ns, ew = found
    else:
        drawn = match.draws.get(deal)
        if drawn:
            return None, None
        vul_text = (game.get("Vulnerable") or "").strip()
        vul = _VULNERABLE.get(vul_text.lower())
        if vul is None:
            raise PbnError(path, game.line_of("Vulnerable"),
                           f"board {deal}: a result needs the score cards (NSScoreCard/"
                           "EWScoreCard or ScoreRubberHistory tags) or Vulnerable, and the "
                           "deal has no cards drawn", "pbn_no_cards", {"deal": deal})
        # Without our tags a line's card is its vulnerability with no part-score.
        ns = ScoreCard(vul.is_vulnerable(Line.NS), 0)
        ew = ScoreCard(vul.is_vulnerable(Line.EW), 0)
    drawn = match.draws.get(deal)
    if drawn and drawn.get(Line.NS) == ns and drawn.get(Line.EW) == ew:
        return None, None
    return ns, ew


def import_commands(match: Match, text: str, path: str = "PBN", *, replace: bool = False
                    ) -> tuple[list[_Item], ImportSummary]:
    """Every change the file asks for, checked; raises :class:`PbnError` naming the line.

    A result equal to the match's is skipped; a different one is refused unless
    ``replace`` (``import --replace``): the same rule as the CSV import."""
    games = parse_pbn(text, path)
    summary = ImportSummary(games=len(games))
    if not games:
        raise PbnError(path, 0, "no PBN games found", "pbn_no_games")
    fmt = match.format
    items: list[_Item] = []
    seen: dict[tuple[int, int, int], int] = {}
    dealt: dict[int, list[tuple[int | None, Deal, int]]] = {}
    table_hands: list[tuple[int, int, Deal, int]] = []
    records = [(game, *_game_records(match, game, path)) for game in games]
    annulments = {game.line: _game_annulment(game, deal, path)
                  for game, deal, *_ in records}
    #: deals whose games name their attempts (a replacement, an annulment): read attempt
    #: by attempt; the others' results go to the attempt each table plays now
    explicit = {deal for game, deal, _, _, _, _, attempt in records
                if attempt or annulments[game.line] is not None}
    annulled: dict[DealKey, tuple[int, Annulment]] = {}
    #: (game, attempt, table) of every result read: its [Score]/[ScoreIMP] are checked
    scored: list[tuple[PbnGame, DealKey, int]] = []
    items += _draws(match, records, path)
    for game, deal, table, hands, result, auction, attempt in records:
        annulment = annulments[game.line]
        if attempt and deal not in explicit:
            summary.skipped.append(f"board {deal} replacement {attempt} (line {game.line})")
            continue
        if attempt:
            hands = None  # a replacement is another deal: its hands are not the deal's
        key = DealKey(deal, attempt)
        if table is not None:
            if (deal, table, attempt) in seen:
                first = seen[(deal, table, attempt)]
                raise PbnError(path, game.line, f"board {deal} room {ROOMS[table]} appears "
                                                f"twice (first at line {first})",
                               "pbn_game_twice", {"deal": str(key), "room": ROOMS[table],
                                                  "table": table, "first": first})
            seen[(deal, table, attempt)] = game.line
        if hands is not None:
            dealt.setdefault(deal, []).append((table, hands, game.line))
        if annulment is not None:
            if key in annulled and annulled[key][1] != annulment:
                raise PbnError(path, game.line_of("Annulled"), f"board {key}: line "
                               f"{annulled[key][0]} annuls it otherwise; give the same "
                               "Annulled, Replay and AnnulNote in every game of an attempt",
                               "pbn_annulled_otherwise",
                               {"deal": str(key), "first": annulled[key][0]})
            annulled.setdefault(key, (game.line, annulment))
        if result is not None and table is not None and deal in explicit:
            scored.append((game, key, table))
            existing = match.results.get((key, table))
            same = existing is not None and (existing == result or same_result(
                match, key, table, existing, result))
            if existing is not None and not same and not replace:
                has, says = two_results_text(existing, result)
                raise PbnError(path, game.line_of("Contract"),
                               f"board {key} table {table}: the match has {has}, the file "
                               f"says {says}: import with --replace to overwrite the "
                               "match's results", "pbn_differs",
                               {"deal": str(key), "table": table, "has": existing,
                                "says": result, "has_text": has, "says_text": says})
            if not same:
                items.append(_Item(game.line_of("Contract"), SetResult(key, table, result),
                                   key, int(table != fmt.slot(deal).origin_table)))
                summary.results += 1
        elif result is not None and table is not None:
            current = match.current_key(deal)
            existing = match.results.get((current, table))
            scored_key = current
            if existing is None or not (existing == result or same_result(
                    match, current, table, existing, result)):
                # the replay of a deal annulled during the match is a new attempt
                try:
                    target = attempt_for(match, deal, table)
                except MatchCoreError as exc:
                    raise PbnError(path, game.line_of("Contract"),
                                   f"board {deal} table {table}: {exc.reason}",
                                   "pbn_deal_table_refused",
                                   {"deal": deal, "table": table, "error": exc}) from None
                existing = match.results.get((target, table))
                if existing is not None and not replace:
                    has, says = two_results_text(existing, result)
                    raise PbnError(path, game.line_of("Contract"),
                                   f"board {deal} table {table}: the match has "
                                   f"{has}, the file says {says}: import with --replace to "
                                   "overwrite the match's results", "pbn_differs",
                                   {"deal": str(target), "table": table, "has": existing,
                                    "says": result, "has_text": has, "says_text": says})
                items.append(_Item(game.line, SetResult(target, table, result), target,
                                   int(table != fmt.slot(deal).origin_table)))
                summary.results += 1
                scored_key = target
            scored.append((game, scored_key, table))
        if auction is not None and table is not None:
            value = {"dealer": auction[0].name, "calls": [str(c) for c in auction[1]]}
            stored = extras.auction(match, key, table)
            if stored != value:
                items.append(_Item(game.line, SetExtra(
                    AUCTION_SLOT, auction_key(key, table), value,
                    f"deal {deal}, table {table}: auction imported")))
                summary.auctions += 1
    for deal, entries in sorted(dealt.items()):
        origin = fmt.slot(deal).origin_table
        _, hands, line = next((e for e in entries if e[0] == origin), entries[0])
        for table, other, other_line in entries:
            if other == hands:
                continue
            if table is None or table == origin:
                raise PbnError(path, other_line, f"board {deal}: two different deals (the "
                                                 f"other at line {line})", "pbn_two_deals",
                               {"deal": deal, "other": line})
            table_hands.append((deal, table, other, other_line))
        known = original_deal(match, DealKey(deal))
        if known is None:
            items.append(_Item(line, SetExtra(PREDEALT_SLOT, str(deal), hands.to_pbn(),
                                              f"deal {deal}: imported")))
            summary.deals += 1
        elif known != hands:
            raise PbnError(path, line, f"board {deal}: the match already has a different "
                                       f"deal {deal} ({known.to_pbn()})", "pbn_other_deal",
                           {"deal": deal, "hands": known})
    for deal, table, hands, line in table_hands:
        key = DealKey(deal)
        stored_hands = recorded_hands(match, key, table)
        value = {d.name: hands[d].to_pbn() for d in Direction}
        if stored_hands and stored_hands != {d: hands[d] for d in Direction}:
            raise PbnError(path, line, f"board {deal} table {table}: the match has other "
                                       "hands recorded there", "pbn_other_hands",
                           {"deal": deal, "table": table})
        if not stored_hands:
            items.append(_Item(line, SetExtra(HANDS_SLOT, hands_key(key, table), value,
                                              f"deal {deal}, table {table}: hands imported")))
            summary.hands += 1
    for key, (line, annulment) in annulled.items():
        items.append(_Item(line, None, key, 2, functools.partial(
            _annul, match, key=key, annulment=annulment, replace=replace)))
    # Results after the deals, so a dry run sees the whole picture in file order
    items.sort(key=lambda item: item.order)
    trial = copy.deepcopy(match)
    for item in items:
        try:
            if item.make is not None:
                item.command = item.make(trial)
            if item.command is not None:
                item.command.apply(trial)
        except MatchCoreError as exc:
            raise PbnError(path, item.line, exc.reason, "pbn_refused", {"error": exc}) from None
    done = [item for item in items if item.command is not None]
    summary.annulments = sum(item.make is not None for item in done)
    for game, deal, _, hands, _, _, attempt in records:
        if attempt or hands is None:
            continue
        command = _dd_command(trial, game, DealKey(deal), hands)
        if command is not None:
            command.apply(trial)
            done.append(_Item(game.line_of("OptimumResultTable"), command))
            summary.analyses += 1
    return done, summary


def _dd_table(game: PbnGame) -> dict[str, dict[str, int]] | None:
    """A complete ``[OptimumResultTable]`` (PBN 2.1 §5.7: columns Declarer, Denomination
    and Result, 20 rows) as the match file keeps it; None when absent or incomplete."""
    header = game.get("OptimumResultTable")
    tokens = [t for t, _ in game.sections.get("optimumresulttable", [])]
    if header is None or not tokens:
        return None
    columns = [re.sub(r"\\.*$", "", c).strip().lower() for c in header.split(";")]
    try:
        at = [columns.index(n) for n in ("declarer", "denomination", "result")]
    except ValueError:
        return None
    if len(tokens) % len(columns):
        return None
    table: dict[str, dict[str, int]] = {}
    for i in range(0, len(tokens), len(columns)):
        row = tokens[i:i + len(columns)]
        declarer, strain, tricks = (row[n].upper() for n in at)
        if declarer not in "NESW" or len(declarer) != 1 or strain not in _PBN_STRAIN.values() \
                or not _ASCII_NUMBER.fullmatch(tricks) or int(tricks) > 13:
            return None
        table.setdefault(declarer, {})[strain] = int(tricks)
    if len(table) != 4 or any(len(row) != 5 for row in table.values()):
        return None
    return table


def _dd_command(trial: Match, game: PbnGame, key: DealKey, hands: Deal) -> SetExtra | None:
    """The double-dummy analysis of a deal from the file's table, with its par under the
    match's score cards (as the analysis stores it), when the match has none."""
    table = _dd_table(game)
    if table is None or extras.analysis(trial, key) is not None \
            or original_deal(trial, key) != hands:
        return None
    cards = par_cards(trial, key)
    par = stored_par(table, cards, trial.dealer(key.deal)) if cards is not None else None
    return SetExtra(DD_SLOT, extras.deal_key(key), {"deal": hands.to_pbn(), "table": table,
                                                    "par": par},
                    f"deal {key}: double-dummy analysis imported")


def _draws(match: Match, records: Iterable[tuple[PbnGame, int, int | None, object, object,
                                                 object, int]], path: str) -> list[_Item]:
    """In cards mode, the score-card draw of each deal the match has none of: the cards
    its origin table played under (our ``NSScoreCard``/``EWScoreCard`` tags)."""
    if match.settings.conditions is not Conditions.CARDS:
        return []
    items: list[_Item] = []
    drawn: set[int] = set(match.draws)
    for game, deal, table, *_, attempt in records:
        if deal in drawn or table != match.format.slot(deal).origin_table:
            continue
        found = _file_cards(match, game, DealKey(deal, attempt), table, path)
        if found is None:
            continue
        ns, ew = found
        items.append(_Item(game.line_of("NSScoreCard"), SetScoreCards(deal, ns, ew)))
        drawn.add(deal)
    return items


def _annul(match: Match, trial: Match, *, key: DealKey, annulment: Annulment,
           replace: bool) -> Command | None:
    """A file's annulment of an attempt on the trial copy (None: it is there already)."""
    if trial.annulments.get(key) == annulment:
        return None
    return annul_as_filed(match, trial, key, annulment, replace)


def _replay_attempt(match: Match, deal: int, table: int) -> int | None:
    """The replacement a table's next result of a deal goes to (None: not a replay)."""
    try:
        key = attempt_for(match, deal, table)
    except MatchCoreError:
        return None
    return key.attempt if key.attempt > match.current_key(deal).attempt else None


def read_pbn_file(path: str | Path) -> str:
    p = Path(path)
    from teams_app.store.files import NotRegularFile, problem_key, read_regular

    try:  # a regular file only (a pipe would wait for ever), read up to the bound
        data = read_regular(p, MAX_PBN_BYTES + 1)
    except NotRegularFile as exc:
        problem, params = problem_key(exc.problem)
        raise PbnError(str(path), 0, exc.problem, "pbn_not_file",
                       {"problem": problem, "text": exc.problem, **params}) from None
    except OSError as exc:
        raise PbnError(str(path), 0, f"cannot read the file: {exc.strerror or exc}",
                       "pbn_unreadable", {"why": exc.strerror or str(exc)}) from None
    return decode_pbn(data, str(path))


def read_pbn_import(match: Match, path: str | Path, *, replace: bool = False
                    ) -> tuple[Batch | None, ImportSummary]:
    """The one step importing a PBN file (None: nothing to change) and what it holds,
    checked against the match (not changed); the import itself is
    :func:`teams_app.operations.import_pbn`.  ``replace``: see :func:`import_commands`."""
    text = read_pbn_file(path)
    items, summary = import_commands(match, text, str(path), replace=replace)
    if not items:
        return None, summary
    return Batch(tuple(i.command for i in items if i.command is not None),
                 f"PBN import from {Path(path).name}"), summary


# -- pre-dealt matches ------------------------------------------------------------------------


def new_seed() -> str:
    """A ``secrets``-grade seed, short enough to print and type back."""
    return secrets.token_hex(8)


def generate_deals(seed: str | None = None, count: int = 36) -> tuple[str, dict[int, Deal]]:
    """``count`` random deals from a seed (a new secrets-grade seed when None).

    The same seed gives the same deals on every machine (``random.Random`` seeded with
    the text, a shuffle of the 52 cards per deal).
    """
    seed = new_seed() if seed is None else str(seed).strip()
    if not seed:
        raise InputError("the seed is empty: give one, or none to get a fresh one",
                         "seed_empty")
    rng = random.Random(f"teams-app deals {seed}")
    deals: dict[int, Deal] = {}
    for number in range(1, count + 1):
        cards = full_deck()
        rng.shuffle(cards)
        hands = tuple(Hand(cards[i * 13:(i + 1) * 13]) for i in range(4))
        deals[number] = Deal((hands[0], hands[1], hands[2], hands[3]))
    return seed, deals


def predeal_command(match: Match, seed: str | None = None, *, replace: bool = False
                    ) -> tuple[str, Batch]:
    """The step making the match pre-dealt (deals of a seed); refuses once play began."""
    check_predeal(match, replace=replace)
    seed, deals = generate_deals(seed, match.format.deals)
    commands: list[Command] = [SetExtra(PREDEALT_SLOT, str(n), d.to_pbn())
                               for n, d in deals.items()]
    commands.append(SetExtra(PREDEALT_SLOT, "seed", seed))
    return seed, Batch(tuple(commands), f"pre-dealt deals, seed {seed}")
