"""Qt table models of the match screens (checked with pytest-qt's ``qtmodeltester``).

Each model holds plain rows computed from the match by pure functions
(:mod:`teams_app.operations`, :mod:`models.balances`) and is refreshed with
``refresh(...)`` by its view when the session says something relevant changed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QTableView

from models.format import BlockKind, Team
from models.match import Match
from models.scorecards import ScoreCard
from models.vocabulary import format_result
from teams_app.gui.look import InkMap, ink
from teams_app.operations import GameRow, deal_balance_rows
from words import word
from words.notation import contract_text, direction_letter, honours_text, score_card_text
from words.places import (
    envelope_words,
    location_words,
    note_words,
    short_location_words,
    stage_words,
    table_words,
)
from words.texts import colour_word, reason_text, roman

if TYPE_CHECKING:  # imported when the balances are first shown, not for the rooms
    from models.balances import DealBalance, MatchBalances, RoundBalance

Index = QModelIndex | QPersistentModelIndex


def solid(color: QColor) -> QBrush:
    """``QBrush(color)``, made without that constructor: the first call of it (its
    overloads weighed) loads the gradient and image enums, ≈8 ms of the rooms' start."""
    brush = QBrush()
    brush.setStyle(Qt.BrushStyle.SolidPattern)
    brush.setColor(color)
    return brush

#: The ink of each table's diagram, as on paper: table 1 green, table 2 black.
TABLE_INK = InkMap({1: "table1", 2: "table2"})

#: roles whose values change with the colour scheme (light, dark, high contrast)
_SCHEME_ROLES = frozenset({Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.BackgroundRole})

#: Raw value of a cell (ints for numbers, None for blank) — what tests compare.
RawRole = Qt.ItemDataRole.UserRole + 1


def _card(card: ScoreCard | None, raw: bool) -> str | None:
    """A score card's cell: as the language writes it (``"в.з. 60"``); raw ``"V60"``."""
    if card is None or not card:
        return None if raw else ""
    return str(card) if raw else score_card_text(card)


def signed(value: int) -> str:
    return f"{value:+d}" if value else "0"


def in_favour(value: int, match: Match) -> str:
    """A balance of team A as "Name +340" in favour of the team that leads."""
    if value == 0:
        return word("paper.level")  # as the printed result sheet says it
    team = Team.A if value > 0 else Team.B
    return f"{match.teams[team].name} +{abs(value)}"


class _RowsModel(QAbstractTableModel):
    """Rows of plain values with headers; subclasses say how a cell looks."""

    headers: Sequence[str] = ()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[Any] = []
        #: (row, column, role) -> value: views ask for the same cells many times
        #: (painting, size hints), the rows change only on refresh
        self._cells: dict[tuple[int, int, int], Any] = {}
        self._force_reset = False
        #: the rows that differed at the last refresh without a reset
        self.changed_rows: list[int] = []
        #: how many times the rows were reset (views size their columns again then)
        self.resets = 0

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if (role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal
                and 0 <= section < len(self.headers)):
            return self.headers[section]
        return None

    def row(self, number: int) -> Any:
        return self._rows[number]

    def _set_rows(self, rows: list[Any]) -> None:
        """New rows; a reset only when their number changes, else ``dataChanged`` for
        the rows that differ (a reset makes the view redo its whole layout)."""
        if len(rows) != len(self._rows) or self._force_reset:
            self._force_reset = False
            self.changed_rows = []
            self.resets += 1
            self.beginResetModel()
            self._rows = rows
            self._cells = {}
            self.endResetModel()
            return
        changed = [number for number, (old, new) in enumerate(zip(self._rows, rows,
                                                                 strict=True))
                   if old != new]
        self.changed_rows = changed
        self._rows = rows
        if not changed:
            return
        for row_number in changed:
            for key in [k for k in self._cells if k[0] == row_number]:
                del self._cells[key]
        # one signal per run of neighbouring rows: a range over unchanged rows would make
        # the view ask for (and repaint) every cell between them
        last = len(self.headers) - 1
        start = previous = changed[0]
        for number in [*changed[1:], None]:
            if number is not None and number == previous + 1:
                previous = number
                continue
            self.dataChanged.emit(self.index(start, 0), self.index(previous, last))
            if number is not None:
                start = previous = number

    def _set_headers(self, headers: list[str]) -> None:
        if list(headers) != list(self.headers):
            self.headers = list(headers)
            self._force_reset = True  # team names changed: every cell may read otherwise
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.headers) - 1)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row, column = index.row(), index.column()
        key = (row, column, role)
        try:
            return self._cells[key]
        except KeyError:
            pass
        if not index.isValid() or not 0 <= row < len(self._rows):
            return None
        if not 0 <= column < len(self.headers):
            return None
        value = self.cell(self._rows[row], column, role)
        if role not in _SCHEME_ROLES:  # inks follow the colour scheme in force
            self._cells[key] = value
        return value

    def cell(self, row: Any, column: int, role: int) -> Any:
        """What a cell shows for a role; each table model gives its own (None: nothing)."""
        return None


# -- a table's games in a round ----------------------------------------------------------


class GamesModel(_RowsModel):
    """One table's diagram for a round: its games in play order with results and points."""

    GAME, DEAL, DEALER, NS_CARD, EW_CARD, CONTRACT, DECLARER, RESULT, NS_SCORE, \
        POINTS_A, POINTS_B, NOTE = range(12)

    def __init__(self, table: int, parent: Any = None) -> None:
        super().__init__(parent)
        self.table = table
        # short headers: both rooms' diagrams fit side by side on a 1280-pixel screen;
        # each header's tooltip says it in full
        self.headers = [
            word("paper.game"), word("col.games.deal"), word("paper.dealer"),
            word("col.games.ns_card"), word("col.games.ew_card"), word("col.games.contract"),
            word("col.games.by"), word("col.games.result"), word("col.games.ns_score"),
            "A", "B", word("col.games.annulled")]
        self._header_tips = [
            word("col.games.tip.game"), word("col.games.tip.deal"),
            word("col.games.tip.dealer"), word("col.games.tip.ns_card"),
            word("col.games.tip.ew_card"), word("col.games.tip.contract"),
            word("col.games.tip.declarer"), word("col.games.tip.result"),
            word("col.games.tip.ns_score"), "", "", word("col.games.tip.annulled")]
        self._struck = QFont()
        self._struck.setStrikeOut(True)

    def refresh(self, match: Match, rows: list[GameRow]) -> None:
        headers = list(self.headers)
        headers[self.POINTS_A] = match.teams[Team.A].name
        headers[self.POINTS_B] = match.teams[Team.B].name
        for column in (self.POINTS_A, self.POINTS_B):
            self._header_tips[column] = word("col.games.tip.points", team=headers[column])
        self._set_headers(headers)
        self._set_rows(rows)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if (role == Qt.ItemDataRole.ToolTipRole and orientation == Qt.Orientation.Horizontal
                and 0 <= section < len(self._header_tips)):
            return self._header_tips[section]
        return super().headerData(section, orientation, role)

    def row_of(self, deal: int, attempt: int) -> int | None:
        for number, row in enumerate(self._rows):
            if row.deal == deal and row.attempt == attempt:
                return number
        return None

    def cell(self, row: GameRow, column: int, role: int) -> Any:
        if role in (Qt.ItemDataRole.DisplayRole, RawRole):
            raw = role == RawRole
            return self._value(row, column, raw)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            # a screen reader reads the row as a sentence, whichever cell has the focus
            return self.sentence(row)
        if role == Qt.ItemDataRole.AccessibleDescriptionRole:
            header = " ".join(str(self.headers[column]).split())
            return f"{header}: {self._value(row, column, False) or '—'}"
        if role == Qt.ItemDataRole.ToolTipRole:
            if row.annulment is not None:
                if row.annulment.after_match:
                    when = word("col.when.after")
                elif row.annulment.no_replay:
                    when = word("col.when.no_replay")
                else:
                    when = word("col.when.during")
                return (word("col.games.annulled_when", when=when, n=int(row.annulment.reason),
                             text=reason_text(row.annulment.reason))
                        + (f" — {row.annulment.note}" if row.annulment.note else ""))
            if column == self.DEAL and row.kind is BlockKind.SENT:
                return word("col.games.sent")
            if (column in (self.RESULT, self.NS_SCORE) and row.result is not None
                    and row.result.honours is not None):
                return word("col.games.honours", honours=honours_text(row.result.honours))
            return None
        if role == Qt.ItemDataRole.FontRole:
            if row.annulment is not None and column != self.NOTE:
                return self._struck
            return None
        if role == Qt.ItemDataRole.ForegroundRole:
            if row.annulment is not None:
                return solid(ink("annulled"))
            return solid(TABLE_INK[self.table])
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column in (self.NS_SCORE, self.POINTS_A, self.POINTS_B):
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def sentence(self, row: GameRow) -> str:
        """The row in words: "game 3, deal 15, four hearts by South, made, 420 to
        Lions" (:func:`words.spoken.row_words`, in the catalog's language)."""
        from words.spoken import row_words

        points = None
        if row.points_a:
            points = (str(self.headers[self.POINTS_A]), row.points_a)
        elif row.points_b:
            points = (str(self.headers[self.POINTS_B]), row.points_b)
        return row_words(game=row.game, deal=row.label, result=row.result, points=points,
                         annulled=None if row.annulment is None
                         else int(row.annulment.reason))

    def _value(self, row: GameRow, column: int, raw: bool) -> Any:
        result = row.result
        if column == self.GAME:
            return row.game
        if column == self.DEAL:
            return row.label if not raw else row.deal
        if column == self.DEALER:
            return row.dealer.name if raw else direction_letter(row.dealer)
        if column == self.NS_CARD:
            return _card(row.ns_card, raw)
        if column == self.EW_CARD:
            return _card(row.ew_card, raw)
        if result is None:
            if column in (self.CONTRACT, self.DECLARER, self.RESULT):
                return None if raw else ""
        elif column == self.CONTRACT:
            if result.hidden:  # played at a table the host's room may not see (spec §13)
                return "played" if raw else word("host.played")
            if raw:
                return "PASS" if result.contract is None else str(result.contract)
            return contract_text(result.contract)
        elif column == self.DECLARER:
            if result.declarer is None:
                return ""
            return result.declarer.name if raw else direction_letter(result.declarer)
        elif column == self.RESULT:
            if result.contract is None or result.tricks is None:
                return ""
            if raw:
                return result.tricks
            made = format_result(result.contract, result.tricks)
            if result.honours is not None:
                # honours are part of the result (and in the score): a one-letter mark,
                # the tooltip says which
                return f"{made} {word('col.games.honours_mark')}"
            return made
        if column == self.NS_SCORE:
            return row.ns_score if raw else ("" if row.ns_score is None else str(row.ns_score))
        if column in (self.POINTS_A, self.POINTS_B):
            value = row.points_a if column == self.POINTS_A else row.points_b
            if raw:
                return value
            return "" if not value else str(value)
        if column == self.NOTE:
            if row.annulment is None:
                return None if raw else ""
            return int(row.annulment.reason) if raw else f"✕ {int(row.annulment.reason)}"
        return None


# -- balances -----------------------------------------------------------------------------


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
        from models.balances import MatchBalances

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
        from models.balances import MatchBalances

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


# -- envelopes and decks ------------------------------------------------------------------

PLACE_BACKGROUND = InkMap({"table 1": "place_t1", "table 2": "place_t2",
                           "in transit": "transit"})


def _place_key(location: Any) -> str:
    return str(location.place.value)


class EnvelopesModel(_RowsModel):
    """The 24 envelopes: a row per table and serial, a column per direction."""

    SET, S, W, N, E = range(5)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        # the directions in the order of ENVELOPE_ORDER (models.envelopes: S, W, N, E)
        self.headers = [word("cli.envelopes"), word("dir.S"), word("dir.W"), word("dir.N"),
                        word("dir.E")]

    def refresh(self, locations: Any) -> None:
        from models.envelopes import ENVELOPE_ORDER

        rows: dict[tuple[int, int], dict[Any, Any]] = {}
        for envelope, location in locations.envelopes.items():
            rows.setdefault((envelope.table, envelope.serial), {})[envelope.direction] = (
                envelope, location)
        self._order = ENVELOPE_ORDER
        self._set_rows([(key, rows[key]) for key in sorted(rows)])

    def cell(self, row: Any, column: int, role: int) -> Any:
        (table, serial), cells = row
        if column == self.SET:
            envelope = next(iter(cells.values()))[0]
            if role == Qt.ItemDataRole.DisplayRole:
                return word("col.envelopes.set", t=table, k=serial,
                            colour=colour_word(envelope.table))
            if role == RawRole:
                return (table, serial)
            if role == Qt.ItemDataRole.ForegroundRole:
                return QBrush(TABLE_INK[table])
            return None
        envelope, location = cells[self._order[column - 1]]
        if role == Qt.ItemDataRole.DisplayRole:
            return short_location_words(location)
        if role == RawRole:
            return (location.place.value, location.deal, location.to_table)
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{envelope_words(envelope)}: {location_words(location)}"
        if role == Qt.ItemDataRole.BackgroundRole:
            return QBrush(PLACE_BACKGROUND[_place_key(location)])
        if role == Qt.ItemDataRole.ForegroundRole and location.found is not None:
            return QBrush(ink("error"))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None


class DecksModel(_RowsModel):
    DECK, WHERE, NOTE = range(3)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.headers = [word("paper.deck"), word("col.decks.where"), word("col.what")]

    def refresh(self, locations: Any) -> None:
        self._set_rows(sorted(locations.decks.items()))

    def cell(self, row: Any, column: int, role: int) -> Any:
        deck, location = row
        if role == RawRole:
            return (deck, location.place.value, location.deal)[column]
        if role == Qt.ItemDataRole.DisplayRole:
            if column == self.DECK:
                return str(deck)
            if column == self.WHERE:
                return table_words(location)
            return note_words(location)
        if role == Qt.ItemDataRole.BackgroundRole and column == self.WHERE:
            return QBrush(PLACE_BACKGROUND[_place_key(location)])
        return None


class RoundDealsModel(_RowsModel):
    """The round's deals and where each is in its life (dealt, packed, carried…), then
    its replays (``8R1``: to be dealt at its table, carried, played at both)."""

    DEAL, FROM, DECK, STAGE = range(4)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.headers = [word("paper.deal"), word("col.round_deals.from"), word("paper.deck"),
                        word("cli.envelopes")]

    def refresh(self, locations: Any) -> None:
        self._set_rows([*locations.deals, *locations.replays])

    def cell(self, row: Any, column: int, role: int) -> Any:
        if role == RawRole:
            deal = row.deal if row.attempt == 0 else row.label  # a replay: "8R1"
            return (deal, row.origin_table, row.deck, row.stage.value)[column]
        if role == Qt.ItemDataRole.DisplayRole:
            stage = stage_words(row.info) if row.info is not None else row.text
            return (row.label, str(row.origin_table), str(row.deck), stage)[column]
        if role == Qt.ItemDataRole.ForegroundRole and column in (self.DEAL, self.FROM):
            return QBrush(TABLE_INK[row.origin_table])
        return None


def table_view(model: _RowsModel) -> QTableView:
    """A read-only table of whole rows (one selected at a time), rows a line high."""
    view = QTableView()
    view.setModel(model)
    view.setTabKeyNavigation(False)  # Tab leaves the table (arrows move in it)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.verticalHeader().setVisible(False)
    view.setAlternatingRowColors(True)
    view.horizontalHeader().setStretchLastSection(True)
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 8)
    view.setWordWrap(False)
    return view
