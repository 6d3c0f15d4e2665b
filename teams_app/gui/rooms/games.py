"""The Rooms tab's table of a room's games in a round (:class:`GamesModel`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont

from models.format import BlockKind, Team
from models.match import Match
from models.scorecards import ScoreCard
from models.vocabulary import format_result
from teams_app.gui.look import ink
from teams_app.gui.models import TABLE_INK, RawRole, _RowsModel, solid
from teams_app.operations import GameRow
from words import word
from words.notation import contract_text, direction_letter, honours_text, score_card_text
from words.texts import reason_text


def _card(card: ScoreCard | None, raw: bool) -> str | None:
    """A score card's cell: as the language writes it (``"в.з. 60"``); raw ``"V60"``."""
    if card is None or not card:
        return None if raw else ""
    return str(card) if raw else score_card_text(card)


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
        from words.spoken import row_words  # late: words.spoken is not needed to start the app

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
