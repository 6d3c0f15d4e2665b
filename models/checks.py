"""Cross-room checks and par comparisons (beyond the paper).

:func:`cross_room_checks` compares what the two tables recorded on each deal (results,
leads, hands, auctions) and the stored double-dummy analysis, and proposes an action for
each finding.  :func:`par_comparison` and :func:`partnership_stats` measure each team and
each partnership (the format rotates partners) against par.

The analysis itself is computed by ``teams_app.analysis`` (endplay's DD tables, par by
:mod:`models.par` under each line's score card); here it is only read from
``match.extras["dd"]``, and a stored par is used only while it is right for the deal's
current conditions (:func:`par_is_current`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Final

from models import extras
from models.codec import data_of
from models.format import Team
from models.match import AnnulReason, DealKey, Match, TableResult
from models.notebook import (
    known_deal,
    lead_problem,
    opening_leader,
    original_deal,
    recorded_auction,
    recorded_hands,
    result_disagreements,
)
from models.par import board_cards, cards_text, vulnerability_of
from models.reads import Area, reads
from models.scorecards import ScoreCard
from models.scoring import board_conditions, honours_held
from models.vocabulary import Card, Deal, Direction, Hand, Line, Strain

DD_SLOT: Final = extras.Slot.DD.value
#: A result this many tricks from double-dummy is shown as unusual.
UNUSUAL_TRICKS: Final = 4


def dd_key(key: DealKey) -> str:
    """Key of a deal's analysis in ``extras["dd"]``: ``"5"``, or ``"5R1"`` for a replacement
    (:func:`models.extras.deal_key`)."""
    return extras.deal_key(key)


# -- the stored analysis ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Analysis:
    """A deal's stored double-dummy analysis: tricks by declarer and strain, and par."""

    deal: Deal
    tricks: dict[Direction, dict[Strain, int]]
    par_ns: int | None
    par_contracts: tuple[str, ...]

    def dd_tricks(self, declarer: Direction, strain: Strain) -> int:
        return self.tricks[declarer][strain]


def par_cards(match: Match, key: DealKey) -> dict[Line, ScoreCard] | None:
    """Each line's scoring for par: its score card (recorded at the origin table, else
    drawn, else the other table's), or with board conditions the board's vulnerability
    and no part-score.  None while the cards are not drawn."""
    if match.settings.board:
        return board_cards(board_conditions(key.deal).vulnerability)
    origin = match.format.slot(key.deal).origin_table
    return match.cards_at(key, origin) or match.cards_at(key, 3 - origin)


def par_is_current(match: Match, key: DealKey, par: Any) -> bool:
    """Is a stored par right for the deal's current cards (or board) and dealer?

    A par stored with its ``"cards"`` must match them.  One stored before part-scores
    counted (endplay's par: ``"vul"`` and ``"dealer"`` only) is right only when neither
    line carries a part-score.
    """
    cards = par_cards(match, key)
    if cards is None or not isinstance(par, dict) or "ns_score" not in par:
        return False
    if par.get("dealer") != match.dealer(key.deal).name:
        return False
    if "cards" in par:
        return bool(par["cards"] == cards_text(cards))
    return (all(card.part_score == 0 for card in cards.values())
            and par.get("vul") == vulnerability_of(cards).value)


@reads(Area.SETUP, Area.SETTINGS, Area.ANALYSIS)
def stored_analysis(match: Match, key: DealKey) -> Analysis | None:
    """The stored analysis of a deal, if it is current for the deal's known hands.

    Its par is None when none is stored or the stored one is not right for the deal's
    current score cards (:func:`par_is_current`; the next analysis recomputes it).
    """
    entry = extras.analysis(match, key)
    if not entry or not entry.get("table"):
        return None
    hands = known_deal(match, key)
    if hands is None or hands.to_pbn() != entry.get("deal"):
        return None
    par = entry.get("par") or {}
    if par and not par_is_current(match, key, par):
        par = {}
    return Analysis(
        deal=hands,
        tricks={d: {Strain.parse(s): int(n) for s, n in entry["table"][d.name].items()}
                for d in Direction},
        par_ns=int(par["ns_score"]) if par else None,
        par_contracts=tuple(str(c) for c in par.get("contracts", ())) if par else (),
    )


# -- cross-room checks -----------------------------------------------------------------


class CheckKind(Enum):
    LEAD = "lead"  # the lead was not in the leader's hand
    WRONG_SIDE = "wrong-side"  # same contract and tricks, declarers on opposite lines
    HANDS_DIFFER = "hands-differ"  # the second table's hands are not the original
    AUCTION = "auction"  # the recorded auction disagrees with the result
    UNUSUAL = "unusual"  # far from double-dummy: worth a look, not an error
    HONOURS = "honours"  # the honours recorded are not the ones the hands hold

    @property
    def is_error(self) -> bool:
        return self is not CheckKind.UNUSUAL


@dataclass(frozen=True, slots=True)
class Check:
    """One finding: where (deal, table or None for both), what, and the proposed action."""

    deal: int
    table: int | None
    kind: CheckKind
    message: str
    proposed_reason: AnnulReason | None = None
    attempt: int = 0
    action: str = field(default="", compare=False)
    #: the values the message names, for wording it in another language (per kind:
    #: LEAD lead, leader, holder, as_recorded; WRONG_SIDE contract, tricks, declarers
    #: {table: Direction}, suspect; HANDS_DIFFER differ [(direction, source or None,
    #: extra cards)]; UNUSUAL contract, declarer, tricks, dd; HONOURS contract, recorded
    #: and held (Honours or None); AUCTION disagreement (models.notebook.Disagreement));
    #: empty: only ``message``
    params: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)
    #: the message's and the action's keys in the catalog of words (``check.…``,
    #: worded with ``params`` by :func:`words.checks.check_text`)
    message_key: str = field(default="", compare=False)
    action_key: str = field(default="", compare=False)

    @property
    def key(self) -> DealKey:
        return DealKey(self.deal, self.attempt)

    @property
    def where(self) -> str:
        table = "both tables" if self.table is None else f"table {self.table}"
        return f"deal {self.key}, {table}"

    def __str__(self) -> str:
        return f"{self.where}: {self.message} → {self.action}"


_ANNUL_5: Final = (f"annul the deal, reason 5 "
                   f"({AnnulReason.WRONG_ENVELOPES.text})")


def cross_room_checks(match: Match, unusual_tricks: int = UNUSUAL_TRICKS) -> list[Check]:
    """Every finding over all deals, in deal order."""
    checks: list[Check] = []
    for deal in range(1, match.format.deals + 1):
        for attempt in match.attempts(deal):
            checks.extend(deal_checks(match, DealKey(deal, attempt), unusual_tricks))
    return checks


def deal_checks(match: Match, key: DealKey, unusual_tricks: int = UNUSUAL_TRICKS
                ) -> list[Check]:
    slot = match.format.slot(key.deal)
    origin, other = slot.origin_table, slot.other_table
    predealt = key.attempt == 0 and extras.predealt_text(match, key.deal) is not None
    original = original_deal(match, key)
    origin_hands = recorded_hands(match, key, origin)
    annulled = key in match.annulments
    analysis = stored_analysis(match, key)
    results = {t: match.results.get((key, t)) for t in (1, 2)}
    checks: list[Check] = []

    def add(table: int | None, kind: CheckKind, message: str, message_key: str,
            reason: AnnulReason | None, action: str, action_key: str, **params: Any) -> None:
        if reason is not None and annulled:
            reason = None
            action, action_key = "already annulled", "check.action.annulled"
        checks.append(Check(key.deal, table, kind, message, reason, key.attempt, action,
                            params, message_key, action_key))

    # Hands recorded at the second table that are not the original deal.
    reference: dict[Direction, Hand] = (
        {d: original[d] for d in Direction} if original is not None else origin_hands)
    if not predealt:
        differ = _hands_differ(reference, recorded_hands(match, key, other))
        if differ:
            add(other, CheckKind.HANDS_DIFFER,
                f"the hands recorded here differ from the original: {_differ_text(differ)}",
                "check.hands_differ", AnnulReason.WRONG_ENVELOPES, _ANNUL_5,
                "check.action.annul", differ=differ)

    for table in (1, 2):
        result = results[table]
        if result is None:
            continue
        # The opening lead against the hands as dealt.
        problem = lead_problem(reference, result) if reference else None
        if problem is not None:
            lead = {"lead": result.lead, "leader": opening_leader(result),
                    "holder": next((d for d, h in reference.items() if result.lead in h),
                                   None)}
            if table == origin and not predealt:
                add(table, CheckKind.LEAD, f"{problem} (as recorded at this table)",
                    "check.lead.as_recorded", None, "correct the lead or the recorded hands",
                    "check.action.lead", as_recorded=True, **lead)
            else:
                add(table, CheckKind.LEAD,
                    f"{problem} as dealt: cards probably in the wrong envelopes",
                    "check.lead.as_dealt", AnnulReason.WRONG_ENVELOPES, _ANNUL_5,
                    "check.action.annul", as_recorded=False, **lead)
        # The honours recorded against the hands as dealt (when the match scores them).
        if match.settings.honours and len(reference) == 4 and result.contract is not None:
            hands = Deal((reference[Direction.N], reference[Direction.E],
                          reference[Direction.S], reference[Direction.W]))
            held = honours_held(hands, result.contract)
            if held != result.honours:
                add(table, CheckKind.HONOURS,
                    f"{result.contract}: honours recorded {result.honours or 'none'}, the "
                    f"hands as dealt hold {held or 'none'}", "check.honours", None,
                    "correct the honours", "check.action.honours", contract=result.contract,
                    recorded=result.honours, held=held)
        # The auction against the result.
        auction = recorded_auction(match, key, table)
        if auction is not None and auction[1]:
            for message in result_disagreements(auction[0], auction[1], result):
                add(table, CheckKind.AUCTION, message, f"check.auction.{message.key}",
                    None, "correct the auction or the result", "check.action.auction",
                    disagreement=message)
        # Far from double-dummy.
        if (analysis is not None and result.contract is not None
                and result.declarer is not None and result.tricks is not None):
            dd = analysis.dd_tricks(result.declarer, result.contract.strain)
            if abs(result.tricks - dd) >= unusual_tricks:
                add(table, CheckKind.UNUSUAL,
                    f"{result.contract} by {result.declarer.name} took {result.tricks} "
                    f"tricks, double-dummy {dd}", "check.unusual", None,
                    "unusual, worth a look; not an error", "check.action.unusual",
                    contract=result.contract, declarer=result.declarer, tricks=result.tricks,
                    dd=dd)

    one, two = results[1], results[2]
    if _wrong_side(one, two):
        assert one is not None and two is not None
        assert one.declarer is not None and two.declarer is not None
        assert one.contract is not None
        hint = ""
        suspect: int | None = None
        if analysis is not None:
            far = {t: abs(r.tricks - analysis.dd_tricks(r.declarer, one.contract.strain))
                   for t, r in ((1, one), (2, two))
                   if r.declarer is not None and r.tricks is not None}
            if far[1] != far[2]:
                suspect = 1 if far[1] > far[2] else 2
                hint = f"; double-dummy suggests table {suspect}"
        add(None, CheckKind.WRONG_SIDE,
            f"{one.contract} took {one.tricks} tricks at both tables, by "
            f"{one.declarer.name} at table 1 and {two.declarer.name} at table 2: a result "
            f"was probably entered for the wrong side{hint}", "check.wrong_side", None,
            "check the declarer at both tables and correct the wrong one",
            "check.action.declarer", contract=one.contract, tricks=one.tricks,
            declarers={1: one.declarer, 2: two.declarer}, suspect=suspect)
    return checks


def _wrong_side(one: TableResult | None, two: TableResult | None) -> bool:
    if one is None or two is None or one.contract is None:
        return False
    return (one.contract == two.contract and one.tricks == two.tricks
            and one.declarer is not None and two.declarer is not None
            and one.declarer.line is not two.declarer.line)


def _hands_differ(reference: dict[Direction, Hand], recorded: dict[Direction, Hand]
                  ) -> list[tuple[Direction, Direction | None, list[Card]]]:
    """Which recorded hands differ: (direction, whose cards it held or None, the cards it
    held that were not dealt to it)."""
    parts: list[tuple[Direction, Direction | None, list[Card]]] = []
    for direction in Direction:
        if direction not in recorded or direction not in reference:
            continue
        hand = recorded[direction]
        if hand == reference[direction]:
            continue
        source = next((d for d, h in reference.items() if h == hand), None)
        extra = sorted(hand - reference[direction], reverse=True)
        parts.append((direction, source, [] if source is not None else extra))
    return parts


def _differ_text(parts: list[tuple[Direction, Direction | None, list[Card]]]) -> str:
    """The English of :func:`_hands_differ`'s findings (the catalog words them from the
    same data)."""
    return "; ".join(f"{direction.name} played {source.name}'s cards" if source is not None
                     else f"{direction.name} held {' '.join(c.display for c in extra)} "
                     "not dealt to this seat"
                     for direction, source, extra in parts)


# -- against par ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TableVsPar:
    table: int
    ns_score: int
    #: NS score minus par: what North-South gained on par (negative: gave away)
    ns_vs_par: int
    ns_team: Team


@dataclass(frozen=True, slots=True)
class DealVsPar:
    """A deal against par: each table's NS score, and the points each team gave away."""

    deal: int
    attempt: int
    par_ns: int
    par_contracts: tuple[str, ...]
    tables: tuple[TableVsPar, ...]
    given_away: dict[Team, int]


def par_comparison(match: Match) -> list[DealVsPar]:
    """Each deal (current attempt, not annulled, par known) with what each team gave away.

    At a table, a line that scores less than par gave away the difference (the other
    line gave away what it conceded above par).  A team's total sums both tables.
    """
    fmt = match.format
    ns_team = {t: Team.A if fmt.team_line(t, Team.A) is Line.NS else Team.B for t in (1, 2)}
    out: list[DealVsPar] = []
    for deal in range(1, fmt.deals + 1):
        key = match.current_key(deal)
        if key in match.annulments:
            continue
        analysis = stored_analysis(match, key)
        if analysis is None or analysis.par_ns is None:
            continue
        tables: list[TableVsPar] = []
        given = {Team.A: 0, Team.B: 0}
        for table in (1, 2):
            score = match.score(key, table)
            if score is None:
                continue
            diff = score - analysis.par_ns
            tables.append(TableVsPar(table, score, diff, ns_team[table]))
            if diff < 0:
                given[ns_team[table]] += -diff
            else:
                given[ns_team[table].other] += diff
        if tables:
            out.append(DealVsPar(deal, key.attempt, analysis.par_ns, analysis.par_contracts,
                                 tuple(tables), given))
    return out


@dataclass(frozen=True, slots=True)
class PartnershipStats:
    """One partnership (two codes of a team) over the games it played together.

    ``net`` is the sum of its line's score minus par; ``given_away`` the sum of what it
    lost against par on the games below par; ``points`` its line's scores summed.
    """

    team: Team
    codes: tuple[str, str]
    players: tuple[str, ...]
    games: int
    net: int
    given_away: int
    points: int



def partnership_stats(match: Match) -> list[PartnershipStats]:
    """Every partnership that played a game with a par, team A first, then by codes."""
    fmt = match.format
    acc: dict[tuple[str, str], dict[str, Any]] = {}
    for item in par_comparison(match):
        round_ = fmt.slot(item.deal).round
        for row in item.tables:
            seats = fmt.seats_for_game(round_, row.table, item.deal, match.settings.turning)
            for line, vs_par, score in ((Line.NS, row.ns_vs_par, row.ns_score),
                                        (Line.EW, -row.ns_vs_par, -row.ns_score)):
                first, second = (seats[d] for d in line.directions)
                pair = (min(first, second), max(first, second))
                entry = acc.setdefault(pair, {"games": 0, "net": 0, "given": 0, "points": 0,
                                              "players": []})
                entry["games"] += 1
                entry["net"] += vs_par
                entry["given"] += max(0, -vs_par)
                entry["points"] += score
                for code in pair:
                    name = match.player(code, round_)
                    if name not in entry["players"]:
                        entry["players"].append(name)
    stats = [
        PartnershipStats(match.team_of(pair[0]), pair, tuple(v["players"]), v["games"],
                         v["net"], v["given"], v["points"])
        for pair, v in acc.items()
    ]
    return sorted(stats, key=lambda s: (s.team.value, s.codes))


def par_report(match: Match) -> dict[str, Any]:
    """Deals against par and partnerships as plain data (app table, result sheet, JSON)."""
    deals = par_comparison(match)
    return {
        "deals": [
            {"deal": d.deal, "attempt": d.attempt, "par_ns": d.par_ns,
             "par_contracts": list(d.par_contracts),
             "tables": [{"table": t.table, "ns_score": t.ns_score, "ns_vs_par": t.ns_vs_par}
                        for t in d.tables],
             "given_away": {"A": d.given_away[Team.A], "B": d.given_away[Team.B]}}
            for d in deals
        ],
        "given_away": {team.value: sum(d.given_away[team] for d in deals) for team in Team},
        "partnerships": [data_of(p) for p in partnership_stats(match)],
    }
