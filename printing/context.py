"""What every form needs to know about the match, worded in the form's language."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from models.balances import MatchBalances, compute_balances
from models.checks import Check, cross_room_checks, par_report
from models.format import MatchFormat, Team
from models.match import DealKey, Match, TableResult
from models.room_view import held_back
from models.scorecards import ScoreCard
from models.scoring import Honours, board_conditions
from models.vocabulary import Card, Contract, Direction, Line, Vulnerability, format_result
from words import word
from words.notation import (
    card_text,
    contract_text,
    direction_abbr,
    direction_letter,
    direction_name,
    honours_text,
    line_name,
    score_card_text,
)


@dataclass
class Context:
    match: Match
    lang: str

    @cached_property
    def fmt(self) -> MatchFormat:
        return self.match.format

    @cached_property
    def balances(self) -> MatchBalances:
        return compute_balances(held_back(self.match))  # Law 86C (spec §13)

    @cached_property
    def par_report(self) -> dict[str, Any]:
        """Deals and partnerships against par (:func:`models.checks.par_report`)."""
        return par_report(self.match)

    @cached_property
    def checks(self) -> dict[DealKey, list[Check]]:
        """The cross-room findings of each deal (:func:`models.checks.cross_room_checks`)."""
        found: dict[DealKey, list[Check]] = {}
        for check in cross_room_checks(self.match):
            found.setdefault(check.key, []).append(check)
        return found

    @property
    def board(self) -> bool:
        return self.match.settings.board

    def tr(self, key: str) -> str:
        """A paper's word (:mod:`words.paper`, key without its ``paper.``)."""
        return word(f"paper.{key}", self.lang)

    # -- people -------------------------------------------------------------------------
    def team_name(self, team: Team) -> str:
        return self.match.teams[team].name

    @property
    def title(self) -> str:
        """The match as people name it: "Sofia – Varna"."""
        return f"{self.team_name(Team.A)} – {self.team_name(Team.B)}"

    @property
    def teams_line(self) -> str:
        return (f"{self.tr('team')} A: {self.team_name(Team.A)}    "
                f"{self.tr('team')} B: {self.team_name(Team.B)}")

    def player(self, code: str, round_: int) -> str:
        return self.match.player(code, round_)

    def team_at(self, table: int, line: Line) -> Team:
        return Team.A if self.fmt.team_line(table, Team.A) is line else Team.B

    # -- words ------------------------------------------------------------------------
    def direction(self, d: Direction, short: bool = False) -> str:
        """A direction in words (in capitals, as the diagrams have them; Russian as
        written), or ``short`` as next to a player's code."""
        if short:
            return direction_abbr(d, self.lang)
        name = direction_name(d, self.lang)
        return name if self.lang == "ru" else name.upper()

    def letter(self, d: Direction) -> str:
        """A direction's letter, as in an envelope's code or after a contract (``"В"``,
        as on the screen); not next to a player's code (:meth:`direction`, ``short``)."""
        return direction_letter(d, self.lang)

    def line(self, line: Line) -> str:
        return line_name(line, self.lang)

    def honours(self, held: Honours | None) -> str:
        """Honours as a line's points (``"СЮ 100"``), or ``""``."""
        return honours_text(held, self.lang)

    def contract(self, contract: Contract | None) -> str:
        return contract_text(contract, self.lang)

    def result_parts(self, result: TableResult) -> tuple[str, str, str]:
        """(contract, declarer, result) as written on a diagram."""
        if result.hidden:  # played at the other table, not shown yet (spec §13)
            return word("host.played", self.lang), "", ""
        if result.contract is None:
            return self.contract(None), "", ""
        assert result.declarer is not None and result.tricks is not None
        return (self.contract(result.contract), self.letter(result.declarer),
                format_result(result.contract, result.tricks))

    def card(self, card: ScoreCard | None) -> str:
        return "" if card is None else score_card_text(card, self.lang)

    def face(self, card: Card) -> str:
        """A playing card as printed: suit symbol and rank (``"♠10"``, bg ``"♣Р"``)."""
        return card_text(card, self.lang)

    def vulnerability(self, deal: int) -> str:
        vul = board_conditions(deal).vulnerability
        if vul is Vulnerability.NONE:
            return word("vul.none", self.lang)
        if vul is Vulnerability.BOTH:
            return word("vul.both", self.lang)
        return self.line(Line(vul.value))

    def cards_text(self, key: DealKey, table: int) -> tuple[str, str]:
        """The NS and EW score cards a table plays a deal under ("" if not drawn)."""
        cards = self.match.cards_at(key, table)
        if not cards:
            return "", ""
        return self.card(cards[Line.NS]), self.card(cards[Line.EW])

    def signed(self, value: int) -> str:
        """A balance worded as in favour of a team: "A +230", "B +40", "0"."""
        if value == 0:
            return "0"
        return f"{'A' if value > 0 else 'B'} +{abs(value)}"

