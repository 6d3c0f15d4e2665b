"""The Balances tab's tables: the result sheet by round and the balance by deal."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QFont

from models.balances import DealBalance, MatchBalances, RoundBalance
from models.format import Team
from models.match import Match
from teams_app.gui.look import ink
from teams_app.gui.models import TABLE_INK, RawRole, _RowsModel, in_favour, signed
from teams_app.operations import deal_balance_rows
from words import word
from words.texts import reason_text, roman


class RoundBalancesModel(_RowsModel):
    """The result sheet: a row per round plus the total (spec §10)."""

    ROUND, T1_A, T1_B, T2_A, T2_B, BALANCE, RUNNING, GIVEN_A, GIVEN_B, IMPS, RUNNING_IMPS, \
        DEALS = range(12)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.headers = self.titles("A", "B")  # the teams' names once refreshed
        self._match: Match | None = None
        self._bold = QFont()
        self._bold.setBold(True)

    @staticmethod
    def titles(a: str, b: str) -> list[str]:
        """The columns' titles, with the teams' names ``a`` and ``b``."""
        return [word("paper.round"),
                word("col.sheet.table_team", t=1, team=a),
                word("col.sheet.table_team", t=1, team=b),
                word("col.sheet.table_team", t=2, team=a),
                word("col.sheet.table_team", t=2, team=b),
                word("col.sheet.round_balance"), word("col.sheet.running"),
                word("col.sheet.gave_away", team=a), word("col.sheet.gave_away", team=b),
                word("col.imps_team", team=a), word("col.sheet.running_imps"),
                word("col.sheet.deals_counted")]

    def refresh(self, match: Match, balances: MatchBalances) -> None:
        self._match = match
        self._set_headers(self.titles(match.teams[Team.A].name, match.teams[Team.B].name))
        rows: list[RoundBalance | MatchBalances] = list(balances.rounds)
        rows.append(balances)  # the total row: compares equal only when nothing changed
        self._set_rows(rows)

    @staticmethod
    def started(row: RoundBalance) -> bool:
        """A round with a deal played or annulled (else its row shows dashes)."""
        return row.started  # the printed result sheet leaves the same rows blank

    def raw(self, row: RoundBalance | MatchBalances, column: int) -> int | str | None:
        if isinstance(row, MatchBalances):
            total = row
            rounds = total.rounds
            sums = {
                self.T1_A: sum(r.table1.a for r in rounds),
                self.T1_B: sum(r.table1.b for r in rounds),
                self.T2_A: sum(r.table2.a for r in rounds),
                self.T2_B: sum(r.table2.b for r in rounds),
                self.BALANCE: total.balance_a,
                self.RUNNING: total.balance_a,
                self.GIVEN_A: sum(r.given_away_a for r in rounds),
                self.GIVEN_B: sum(r.given_away_b for r in rounds),
                self.IMPS: total.imps_a,
                self.RUNNING_IMPS: total.imps_a,
                self.DEALS: total.deals_counted,
            }
            return "total" if column == self.ROUND else sums[column]
        values = {
            self.ROUND: row.round,
            self.T1_A: row.table1.a, self.T1_B: row.table1.b,
            self.T2_A: row.table2.a, self.T2_B: row.table2.b,
            self.BALANCE: row.balance_a, self.RUNNING: row.cumulative_a,
            self.GIVEN_A: row.given_away_a, self.GIVEN_B: row.given_away_b,
            self.IMPS: row.imps_a, self.RUNNING_IMPS: row.cumulative_imps_a,
            self.DEALS: row.deals_counted,
        }
        return values[column]

    @staticmethod
    def progress_text(row: RoundBalance) -> str:
        """A round in progress: "2 of 6 · 4 results waiting" (the deals complete at both
        tables, and the results entered at one table whose other room has not played)."""
        text = word("col.sheet.of_total", n=row.deals_counted, total=len(row.deals))
        waiting = row.pending_deals
        if waiting:
            text += " · " + word("col.sheet.waiting", count=waiting)
        return text

    def cell(self, row: RoundBalance | MatchBalances, column: int, role: int) -> Any:
        round_row = None if isinstance(row, MatchBalances) else row  # None: the total
        total = round_row is None
        if role == RawRole:
            return self.raw(row, column)
        if role == Qt.ItemDataRole.DisplayRole:
            value = self.raw(row, column)
            assert self._match is not None
            if column == self.ROUND:
                return word("paper.total") if round_row is None else roman(round_row.round)
            assert isinstance(value, int)
            if round_row is not None and not self.started(round_row):
                return "—"
            if round_row is not None and round_row.in_progress:
                # the deals complete at both tables, never zeros for nothing counted yet
                if column == self.DEALS:
                    return self.progress_text(round_row)
                if not round_row.deals_counted:
                    return "—"
            if column == self.DEALS:
                return str(value)
            if column in (self.BALANCE, self.RUNNING):
                return in_favour(value, self._match)
            if column in (self.IMPS, self.RUNNING_IMPS):
                return signed(value)
            return str(value)
        if role == Qt.ItemDataRole.FontRole and (total or column == self.RUNNING):
            return self._bold
        if role == Qt.ItemDataRole.ForegroundRole and column in (self.T1_A, self.T1_B):
            return QBrush(TABLE_INK[1])
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column == self.ROUND:
                return int(Qt.AlignmentFlag.AlignCenter)
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole and round_row is not None and \
                round_row.in_progress:
            return word("col.sheet.in_progress")
        if role == Qt.ItemDataRole.ToolTipRole and column in (self.BALANCE, self.RUNNING):
            value = self.raw(row, column)
            return word("col.sheet.signed", value=signed(int(value or 0)))
        if role == Qt.ItemDataRole.ForegroundRole and round_row is not None and \
                round_row.in_progress:
            return QBrush(ink("pending"))
        return None


class DealBalancesModel(_RowsModel):
    """Every deal's balance: both tables' NS scores, team A's net, IMPs, annulments."""

    DEAL, ROUND, NS_T1, NS_T2, NET, IMPS, STATUS = range(7)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.headers = [word("paper.deal"), word("paper.round"),
                        word("col.deals.ns_table", t=1), word("col.deals.ns_table", t=2),
                        word("col.net_team", team="A"), word("col.imps_team", team="A"),
                        word("col.deals.status")]
        self._match: Match | None = None
        self._struck = QFont()
        self._struck.setStrikeOut(True)

    def status_words(self) -> list[str]:
        """Every word the status column can show (its title's too): the column is made
        as wide as the longest, so that its texts wrap between words, never inside one."""
        texts = (self.headers[self.STATUS], word("col.deals.annulled", n=5),
                 word("col.deals.pending", t=2), word("paper.not_played"))
        return [word for text in texts for word in text.split()]

    def refresh(self, match: Match, balances: MatchBalances) -> None:
        self._match = match
        a = match.teams[Team.A].name
        headers = list(self.headers)
        headers[self.NET] = word("col.net_team", team=a)
        headers[self.IMPS] = word("col.imps_team", team=a)
        self._set_headers(headers)
        self._set_rows(deal_balance_rows(match, balances))

    def raw(self, row: DealBalance, column: int) -> Any:
        if column == self.DEAL:
            return row.deal
        if column == self.ROUND:
            return row.round
        if column == self.NS_T1:
            return row.ns_table1
        if column == self.NS_T2:
            return row.ns_table2
        if column == self.NET:
            return row.net_a
        if column == self.IMPS:
            return row.imps_a
        if row.annulled is not None:
            return f"annulled {int(row.annulled)}"
        return "pending" if row.pending else "counts"

    @staticmethod
    def _waiting(row: DealBalance) -> bool:
        """Played at one table only (not annulled): the other room has yet to play it."""
        return row.annulled is None and (row.ns_table1 is None) != (row.ns_table2 is None)

    def cell(self, row: DealBalance, column: int, role: int) -> Any:
        if role == RawRole:
            return self.raw(row, column)
        if role == Qt.ItemDataRole.DisplayRole:
            value = self.raw(row, column)
            if column == self.DEAL:
                return str(row.deal) if row.attempt == 0 else f"{row.deal}R{row.attempt}"
            if column == self.ROUND:
                return roman(row.round)
            if column in (self.NS_T1, self.NS_T2):
                if value is None:
                    return ""
                # the other room has not played it: its score is not shown (the
                # laptop sits in one of the rooms)
                return word("col.deals.played") if self._waiting(row) else str(value)
            if column in (self.NET, self.IMPS):
                return signed(value) if row.counts else ""
            if row.annulled is not None:
                return word("col.deals.annulled", n=int(row.annulled))
            if row.pending:
                played = [t for t, s in ((1, row.ns_table1), (2, row.ns_table2))
                          if s is not None]
                return (word("col.deals.pending", t=played[0]) if played
                        else word("paper.not_played"))
            return ""
        if role == Qt.ItemDataRole.FontRole and row.annulled is not None \
                and column != self.STATUS:
            return self._struck
        if role == Qt.ItemDataRole.ForegroundRole:
            if row.annulled is not None:
                return QBrush(ink("annulled"))
            if column == self.NS_T1:
                return QBrush(TABLE_INK[1])
            return None
        if role == Qt.ItemDataRole.ToolTipRole and row.annulled is not None:
            return word("col.deals.annulled_tip", n=int(row.annulled),
                        text=reason_text(row.annulled))
        if role == Qt.ItemDataRole.ToolTipRole and self._waiting(row) and \
                column in (self.NS_T1, self.NS_T2):
            return word("col.deals.score_waits")
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column == self.STATUS:
                return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None
