"""The Deals tab's four table models (the deal list, the checks, the partnerships
and each deal's give-away against par) and the table view they are shown in."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QFont

from models.checks import UNUSUAL_TRICKS, Check, CheckKind
from models.deal_rows import (
    DealRow,
)
from models.format import Team
from models.match import DealKey, Match
from teams_app.gui.deals.text import symbols
from teams_app.gui.look import ink
from teams_app.gui.models import TABLE_INK, RawRole, _RowsModel, signed
from words import word
from words.checks import check_action_text, check_text
from words.notation import contract_text, direction_letter
from words.texts import par_text, result_text, roman


class DealListModel(_RowsModel):
    """Every deal attempt: results at both tables, double-dummy tricks, par, net."""

    DEAL, ROUND, T1, T1_DD, T2, T2_DD, PAR, NET, NOTES = range(9)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.headers = [word("paper.deal"), word("paper.round"), word("place.table", t=1),
                        word("col.list.dd"), word("place.table", t=2), word("col.list.dd"),
                        word("col.par_ns"), word("paper.net"), word("col.list.notes")]
        self._struck = QFont()
        self._struck.setStrikeOut(True)

    def refresh(self, match: Match, rows: list[DealRow]) -> None:
        headers = list(self.headers)
        headers[self.NET] = word("col.net_team", team=match.teams[Team.A].name)
        self._set_headers(headers)
        self._set_rows(rows)

    def row_of(self, key: DealKey) -> int | None:
        for number, row in enumerate(self._rows):
            if row.key == key:
                return number
        return None

    def raw(self, row: DealRow, column: int) -> Any:
        if column == self.DEAL:
            return row.label
        if column == self.ROUND:
            return row.round
        if column in (self.T1, self.T2):
            cell = row.tables[0 if column == self.T1 else 1]
            return cell.ns_score
        if column in (self.T1_DD, self.T2_DD):
            return row.tables[0 if column == self.T1_DD else 1].dd_tricks
        if column == self.PAR:
            return row.par_ns
        if column == self.NET:
            return row.net_a
        return row.errors

    def _display(self, row: DealRow, column: int) -> str:
        if column == self.DEAL:
            return row.label
        if column == self.ROUND:
            return roman(row.round)
        if column in (self.T1, self.T2):
            cell = row.tables[0 if column == self.T1 else 1]
            if cell.result is None:
                return ""
            return result_text(cell.result)  # "Pass" for a passed-out deal
        if column in (self.T1_DD, self.T2_DD):
            cell = row.tables[0 if column == self.T1_DD else 1]
            if cell.dd_tricks is None or cell.result is None or cell.result.tricks is None:
                return ""
            diff = cell.result.tricks - cell.dd_tricks
            return f"{cell.dd_tricks} ({signed(diff)})"
        if column == self.PAR:
            if not row.analysed:
                return ""
            if row.par_ns is None:
                return word("col.list.no_cards")
            return signed(row.par_ns)
        if column == self.NET:
            return signed(row.net_a) if row.net_a is not None else ""
        return self._notes(row)

    def _notes(self, row: DealRow) -> str:
        parts = []
        if row.annulled is not None:
            parts.append(word("col.list.annulled", n=int(row.annulled)))
        if row.errors:
            parts.append(word("col.list.to_check", n=row.errors))
        if row.unusual:
            parts.append(word("col.list.unusual", n=row.unusual))
        origin = row.tables[row.origin_table - 1]
        if 0 < origin.hands < 4:
            parts.append(word("col.list.hands", n=origin.hands))
        return " · ".join(parts)

    def cell(self, row: DealRow, column: int, role: int) -> Any:
        if role == RawRole:
            return self.raw(row, column)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(row, column)
        if role == Qt.ItemDataRole.ForegroundRole:
            if row.annulled is not None:
                return QBrush(ink("annulled"))
            if column in (self.T1, self.T1_DD):
                return QBrush(TABLE_INK[1])
            if column in (self.T1_DD, self.T2_DD):
                cell = row.tables[0 if column == self.T1_DD else 1]
                if (cell.dd_tricks is not None and cell.result is not None
                        and cell.result.tricks is not None
                        and abs(cell.result.tricks - cell.dd_tricks) >= UNUSUAL_TRICKS):
                    return QBrush(ink("pending"))
            if column == self.NOTES and row.errors:
                return QBrush(ink("error"))
            return None
        if role == Qt.ItemDataRole.FontRole and row.annulled is not None \
                and column != self.NOTES:
            return self._struck
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column in (self.T1_DD, self.T2_DD, self.NET, self.ROUND, self.DEAL,
                          self.PAR):
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _tooltip(self, row: DealRow, column: int) -> str | None:
        if column in (self.T1, self.T2, self.T1_DD, self.T2_DD):
            table = 1 if column in (self.T1, self.T1_DD) else 2
            cell = row.tables[table - 1]
            if cell.result is None or cell.result.contract is None:
                return None
            text = word("col.list.table_ns", t=table,
                        s="?" if cell.ns_score is None else signed(cell.ns_score))
            if cell.dd_tricks is not None and cell.result.declarer is not None:
                text += "\n" + word(
                    "col.list.dd_tip", dd=cell.dd_tricks, c=contract_text(cell.result.contract),
                    d=direction_letter(cell.result.declarer), n=cell.result.tricks)
            return text
        if column == self.PAR and row.analysed:
            if row.par_ns is None:
                return word("col.list.par_needs_cards")
            return word("col.list.par_tip", s=signed(row.par_ns), c=par_text(row.par_contracts))
        return None


class ChecksModel(_RowsModel):
    """The cross-room findings with their proposed action."""

    KIND, DEAL, TABLE, MESSAGE, ACTION = range(5)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.headers = [word("col.checks.kind"), word("paper.deal"), word("paper.table"),
                        word("col.checks.finding"), word("col.checks.proposed")]

    def refresh(self, checks: list[Check]) -> None:
        self._set_rows(list(checks))

    def kind_text(self, kind: CheckKind) -> str:
        return word({CheckKind.LEAD: "paper.lead",
                     CheckKind.WRONG_SIDE: "col.checks.wrong_side",
                     CheckKind.HANDS_DIFFER: "col.checks.hands_differ",
                     CheckKind.AUCTION: "paper.auction",
                     CheckKind.UNUSUAL: "col.checks.unusual",
                     CheckKind.HONOURS: "col.checks.honours"}[kind])

    def cell(self, row: Check, column: int, role: int) -> Any:
        if role == RawRole:
            return (row.kind.value, str(row.key), row.table, row.message,
                    int(row.proposed_reason) if row.proposed_reason else None)[column]
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.KIND:
                return self.kind_text(row.kind)
            if column == self.DEAL:
                return str(row.key)
            if column == self.TABLE:
                return word("col.checks.both") if row.table is None else str(row.table)
            if column == self.MESSAGE:
                return symbols(check_text(row))
            if row.proposed_reason is not None:
                return word("col.checks.annul", n=int(row.proposed_reason))
            return check_action_text(row)
        if role == Qt.ItemDataRole.ToolTipRole and column in (self.MESSAGE, self.ACTION):
            return symbols(check_text(row)) + " → " + check_action_text(row)
        if role == Qt.ItemDataRole.ForegroundRole and column == self.KIND:
            return QBrush(ink("error" if row.kind.is_error else "pending"))
        return None


class PartnershipsModel(_RowsModel):
    """Each partnership against par: games, points, net and points given away."""

    TEAM, CODES, PLAYERS, GAMES, POINTS, NET, GIVEN = range(7)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.headers = [word("paper.team"), word("col.par.pair"), word("paper.players"),
                        word("paper.games_played"), word("paper.points"), word("col.par.net"),
                        word("paper.given")]
        self._names: dict[str, str] = {}

    def refresh(self, match: Match, rows: list[dict[str, Any]]) -> None:
        self._names = {team.value: match.teams[team].name for team in Team}
        self._set_rows(list(rows))

    def raw(self, row: dict[str, Any], column: int) -> Any:
        keys = ("team", "codes", "players", "games", "points", "net", "given_away")
        value = row[keys[column]]
        return tuple(value) if isinstance(value, list) else value

    def cell(self, row: dict[str, Any], column: int, role: int) -> Any:
        if role == RawRole:
            return self.raw(row, column)
        if role == Qt.ItemDataRole.DisplayRole:
            value = self.raw(row, column)
            if column == self.TEAM:
                return self._names.get(value, value)
            if column in (self.CODES, self.PLAYERS):
                return " – ".join(value)
            if column in (self.POINTS, self.NET):
                return signed(value)
            return str(value)
        if role == Qt.ItemDataRole.TextAlignmentRole and column >= self.GAMES:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class ParDealsModel(_RowsModel):
    """Every analysed deal: par, each table's NS score against it, what each team gave."""

    DEAL, PAR, CONTRACTS, T1, T1_VS, T2, T2_VS, GIVEN_A, GIVEN_B = range(9)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.headers = [word("paper.deal"), word("col.par_ns"), word("col.par.contracts"),
                        word("col.par.ns_table", t=1), word("paper.vs_par"),
                        word("col.par.ns_table", t=2), word("paper.vs_par"), "A", "B"]

    def refresh(self, match: Match, rows: list[dict[str, Any]]) -> None:
        headers = list(self.headers)
        headers[self.GIVEN_A] = word("col.par.gave", team=match.teams[Team.A].name)
        headers[self.GIVEN_B] = word("col.par.gave", team=match.teams[Team.B].name)
        self._set_headers(headers)
        self._set_rows(list(rows))

    def raw(self, row: dict[str, Any], column: int) -> Any:
        if column == self.DEAL:
            return f"{row['deal']}" + (f"R{row['attempt']}" if row["attempt"] else "")
        if column == self.PAR:
            return row["par_ns"]
        if column == self.CONTRACTS:
            return tuple(row["par_contracts"])
        if column == self.GIVEN_A:
            return row["given_away"]["A"]
        if column == self.GIVEN_B:
            return row["given_away"]["B"]
        table = 1 if column in (self.T1, self.T1_VS) else 2
        found = [t for t in row["tables"] if t["table"] == table]
        if not found:
            return None
        return found[0]["ns_score" if column in (self.T1, self.T2) else "ns_vs_par"]

    def cell(self, row: dict[str, Any], column: int, role: int) -> Any:
        if role == RawRole:
            return self.raw(row, column)
        if role == Qt.ItemDataRole.DisplayRole:
            value = self.raw(row, column)
            if value is None:
                return ""
            if column == self.CONTRACTS:
                return par_text(value)
            if column in (self.DEAL, self.GIVEN_A, self.GIVEN_B):
                return str(value)
            return signed(value)
        if role == Qt.ItemDataRole.TextAlignmentRole and column != self.CONTRACTS:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ForegroundRole and column in (self.T1, self.T1_VS):
            return QBrush(TABLE_INK[1])
        return None
