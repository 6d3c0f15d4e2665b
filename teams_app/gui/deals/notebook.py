"""The notebook of one deal at one table: auction, opening lead and the four hands
(checked as typed), with the double-dummy table and par once analysed."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTabBar,
    QVBoxLayout,
    QWidget,
)

from models.deal_rows import (
    AuctionCheck,
    DealMemo,
    NotebookState,
    check_auction,
    fourth_hand,
    legal_next_calls,
    notebook_state,
)
from models.errors import InputError, MatchCoreError
from models.match import DealKey, Match
from models.notebook import hand_problems, parse_hands
from models.vocabulary import Call, Card, Direction, Hand
from teams_app import operations
from teams_app.gui.deals.text import symbols
from teams_app.gui.deals.widgets import AuctionGrid, BiddingBox, DDTable
from teams_app.gui.look import ink, ink_style, px, set_font, set_style
from teams_app.gui.models import TABLE_INK, signed
from words import word
from words.checks import check_action_text, check_text
from words.errors import disagreement_words, error_text
from words.notation import card_text, contract_text, direction_name
from words.texts import (
    call_text,
    par_text,
    result_text,
    roman,
    typed_calls,
    typed_card,
    typed_hand,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from teams_app.gui.session import MatchSession


class NotebookPanel(QWidget):
    """The notebook of one deal at one table: auction, opening lead, hands, DD and par."""

    def __init__(self, session: MatchSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.key: DealKey | None = None
        self.table = 1
        self.state: NotebookState | None = None
        #: the core's per-deal answers, forgotten when a change concerns their deal
        self.memo: DealMemo = session.core.deal_memo
        self.auction: AuctionCheck | None = None
        #: what the edits were last loaded with (typed text is kept while it is unchanged)
        self._loaded: dict[str, str] = {}

        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        self.title = QLabel()
        set_font(self.title, point_size=14, bold=True)
        self.subtitle = QLabel()
        self.subtitle.setStyleSheet(ink_style("note"))
        self.table_bar = QTabBar()
        self.table_bar.addTab(word("place.table", t=1))
        self.table_bar.addTab(word("place.table", t=2))
        self.table_bar.setTabTextColor(0, TABLE_INK[1])
        self.subtitle.setWordWrap(True)
        heading = QHBoxLayout()  # one line: the tab must fit a laptop's height
        heading.addWidget(self.title)
        heading.addWidget(self.subtitle, 1)
        layout.addLayout(heading)
        layout.addWidget(self.table_bar)

        # auction | hands over result and lead | double-dummy
        boxes = QGridLayout()
        layout.addLayout(boxes, 1)

        # the auction
        auction_box = QGroupBox(self.tr("Auction"))
        auction_layout = QVBoxLayout(auction_box)
        entry = QHBoxLayout()
        self.auction_edit = QLineEdit()
        self.auction_edit.setObjectName("auction_edit")
        self.auction_edit.setPlaceholderText(self.tr("e.g. 1S P 2S P P P"))
        self.auction_edit.setAccessibleName(auction_box.title())
        self.auction_edit.setAccessibleDescription(self.auction_edit.placeholderText())
        self.auction_save = QPushButton(self.tr("Save"))
        self.auction_save.setObjectName("auction_save")
        entry.addWidget(self.auction_edit, 1)
        entry.addWidget(self.auction_save)
        auction_layout.addLayout(entry)
        self.auction_status = QLabel()
        self.auction_status.setObjectName("auction_status")
        self.auction_status.setWordWrap(True)
        auction_layout.addWidget(self.auction_status)
        grid_row = QHBoxLayout()
        self.auction_grid = AuctionGrid()
        self.auction_grid.setAccessibleName(auction_box.title())
        self.auction_grid.setMinimumWidth(px(140))
        self.auction_grid.setFixedHeight(self.bidding_box_height())
        self.bidding_box = BiddingBox()
        grid_row.addWidget(self.auction_grid, 1)
        grid_row.addWidget(self.bidding_box, 0, Qt.AlignmentFlag.AlignTop)
        auction_layout.addLayout(grid_row)
        boxes.addWidget(auction_box, 0, 0)

        # the result and the opening lead
        lead_box = QGroupBox(self.tr("Result and opening lead"))
        lead_layout = QGridLayout(lead_box)
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        # two lines kept for it ("no result yet (enter it in the Rooms tab)" wraps where
        # a result does not): the lead row under it stays put when a result comes
        self.result_label.setText("A\nA")
        self.result_label.setMinimumHeight(self.result_label.sizeHint().height())
        self.result_label.setText("")
        lead_layout.addWidget(self.result_label, 0, 0, 1, 3)
        self.other_label = QLabel()
        self.other_label.setWordWrap(True)
        self.other_label.setStyleSheet(ink_style("note"))
        lead_layout.addWidget(self.other_label, 4, 0, 1, 3)
        self.agreement = QLabel()
        self.agreement.setObjectName("agreement")
        self.agreement.setWordWrap(True)
        lead_layout.addWidget(self.agreement, 1, 0, 1, 3)
        self.leader_label = QLabel()
        self.lead_edit = QLineEdit()
        self.lead_edit.setObjectName("lead_edit")
        self.lead_edit.setPlaceholderText(self.tr("e.g. HK or ♥K"))
        self.leader_label.setBuddy(self.lead_edit)
        self.lead_edit.setAccessibleName(word("paper.lead"))  # the papers' term
        self.lead_edit.setAccessibleDescription(self.lead_edit.placeholderText())
        # as wide as its example, in every language
        self.lead_edit.setFixedWidth(self.lead_edit.fontMetrics().horizontalAdvance(
            self.lead_edit.placeholderText()) + 24)
        self.lead_save = QPushButton(self.tr("Save"))
        self.lead_save.setObjectName("lead_save")
        # as wide as its widest text: the leader named once a result is entered must
        # not move the notebook's columns (the whole tab would be laid out again)
        self.leader_label.setMinimumWidth(max(
            self.leader_label.fontMetrics().horizontalAdvance(text) for text in (
                word("notebook.lead_field"), *(word("notebook.lead_by",
                                                    who=self._direction_name(d))
                                               for d in Direction))))
        lead_layout.addWidget(self.leader_label, 2, 0)
        lead_layout.addWidget(self.lead_edit, 2, 1)
        lead_layout.addWidget(self.lead_save, 2, 2)
        self.lead_status = QLabel()
        self.lead_status.setObjectName("lead_status")
        self.lead_status.setWordWrap(True)
        lead_layout.addWidget(self.lead_status, 3, 0, 1, 3)
        lead_layout.setColumnStretch(0, 1)
        lead_layout.setRowStretch(5, 1)
        boxes.addWidget(lead_box, 1, 0)

        # the hands
        hands_box = QGroupBox(self.tr("Hands recorded at this table"))
        hands_layout = QVBoxLayout(hands_box)
        hint = QLabel(self.tr("Spades.hearts.diamonds.clubs, e.g. AKQ.J2.T987.5432 — "
                              "dummy may be entered first, the rest after play."))
        hint.setWordWrap(True)
        hint.setStyleSheet(ink_style("note"))
        hands_layout.addWidget(hint)
        rows = QGridLayout()
        self.hand_edits: dict[Direction, QLineEdit] = {}
        self.hand_labels: dict[Direction, QLabel] = {}
        for row, direction in enumerate((Direction.N, Direction.E, Direction.S,
                                         Direction.W)):
            label = QLabel()
            label.setStyleSheet("font-weight: bold;")
            edit = QLineEdit()
            edit.setObjectName(f"hand_{direction.name}")
            edit.setAccessibleName(direction_name(direction))  # the hand of North…
            label.setBuddy(edit)
            rows.addWidget(label, row, 0)
            rows.addWidget(edit, row, 1)
            self.hand_edits[direction] = edit
            self.hand_labels[direction] = label
        rows.setColumnStretch(1, 1)
        hands_layout.addLayout(rows)
        hands_row = QHBoxLayout()
        self.hands_status = QLabel()
        self.hands_status.setObjectName("hands_status")
        self.hands_status.setWordWrap(True)
        self.hands_save = QPushButton(self.tr("Save hands"))
        self.hands_save.setObjectName("hands_save")
        hands_row.addWidget(self.hands_status, 1)
        hands_row.addWidget(self.hands_save, 0, Qt.AlignmentFlag.AlignTop)
        hands_layout.addLayout(hands_row)
        hands_layout.addStretch(1)
        boxes.addWidget(hands_box, 0, 1)

        # the double-dummy analysis
        dd_box = QGroupBox(self.tr("Double-dummy analysis"))
        dd_layout = QVBoxLayout(dd_box)
        self.dd_table = DDTable()
        self.par_label = QLabel()
        self.par_label.setObjectName("par_label")
        self.par_label.setWordWrap(True)
        self.par_label.setTextFormat(Qt.TextFormat.RichText)
        dd_layout.addWidget(self.dd_table)
        dd_layout.addWidget(self.par_label)
        boxes.addWidget(dd_box, 1, 1)

        # what the cross-room checks found on this deal
        findings_box = QGroupBox(self.tr("Checks on this deal"))
        findings_layout = QVBoxLayout(findings_box)
        self.findings = QLabel()
        self.findings.setObjectName("findings")
        self.findings.setWordWrap(True)
        self.findings.setTextFormat(Qt.TextFormat.RichText)
        self.findings.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        findings_layout.addWidget(self.findings, 1)
        boxes.addWidget(findings_box, 2, 0, 1, 2)
        boxes.setRowStretch(2, 1)
        boxes.setColumnStretch(0, 1)
        boxes.setColumnStretch(1, 1)

        self.auction_edit.textChanged.connect(self._auction_typed)
        self.auction_edit.returnPressed.connect(self.save_auction)
        self.auction_save.clicked.connect(self.save_auction)
        self.bidding_box.call_clicked.connect(self._add_call)
        self.bidding_box.back_clicked.connect(self._take_back)
        self.lead_edit.textChanged.connect(self._lead_typed)
        self.lead_edit.returnPressed.connect(self.save_lead)
        self.lead_save.clicked.connect(self.save_lead)
        for edit in self.hand_edits.values():
            edit.textChanged.connect(self._hands_typed)
            edit.returnPressed.connect(self.save_hands)
        self.hands_save.clicked.connect(self.save_hands)
        self.table_bar.currentChanged.connect(lambda index: self.set_target(self.key,
                                                                            index + 1))
        self.setEnabled(False)

    # -- target and loading ------------------------------------------------------------------
    def set_target(self, key: DealKey | None, table: int | None = None) -> None:
        """Show the notebook of a deal at a table (reloads every field)."""
        table = table if table in (1, 2) else self.table
        if key == self.key and table == self.table and self.state is not None:
            return
        self.key, self.table = key, table
        with QSignalBlocker(self.table_bar):
            self.table_bar.setCurrentIndex(table - 1)
        self._loaded = {}
        self.refresh()

    def refresh(self) -> None:
        """Reload from the match; fields whose stored value did not change keep what
        the user is typing."""
        if self.key is None:
            self.setEnabled(False)
            self.state = None
            return
        self.setEnabled(True)
        match = self.session.match
        state = notebook_state(match, self.key, self.table, self.memo)
        self.state = state
        self._show_header(match, state)
        self._load("auction", self.auction_edit, " ".join(
            call_text(Call.parse(c)) for c in state.calls or ()))
        self._load("lead", self.lead_edit,
                   card_text(state.result.lead) if state.result and state.result.lead
                   else "")
        for direction, edit in self.hand_edits.items():
            self._load(f"hand {direction.name}", edit, state.hands.get(direction, ""))
            self.hand_labels[direction].setText(self._direction_name(direction))
        self._auction_typed()
        self._lead_typed()
        self._hands_typed()
        self._show_result(state)
        self._show_analysis(state)
        self._show_findings(match, state)

    @staticmethod
    def bidding_box_height() -> int:
        return 8 * 24 + 7 * 2

    def _load(self, name: str, edit: QLineEdit, stored: str) -> None:
        if self._loaded.get(name) != stored:
            self._loaded[name] = stored
            with QSignalBlocker(edit):
                edit.setText(stored)

    @staticmethod
    def _direction_name(direction: Direction) -> str:
        return direction_name(direction)  # the catalog's, as everywhere else

    def _show_header(self, match: Match, state: NotebookState) -> None:
        slot = match.format.slot(state.key.deal)
        self.title.setText(word("report.deal", deal=state.key))
        kind = (word("notebook.original") if slot.origin_table == self.table
                else word("notebook.sent_from", t=slot.origin_table))
        text = word("notebook.heading", r=roman(slot.round), t=slot.origin_table,
                    dealer=self._direction_name(state.dealer), kind=kind)
        annulment = match.annulments.get(state.key)
        if annulment is not None:
            text += " · " + word("spoken.annulled", reason=int(annulment.reason))
        self.subtitle.setText(text)

    def _show_result(self, state: NotebookState) -> None:
        result = state.result
        if result is None:
            self.result_label.setText(word("notebook.no_result", t=self.table))
        elif result.hidden:  # the host's room may not see it yet (spec §13)
            self.result_label.setText(word("notebook.hidden", t=self.table))
        elif result.contract is None:
            self.result_label.setText(word("notebook.passed_out_at", t=self.table))
        else:
            score = "?" if state.ns_score is None else signed(state.ns_score)
            self.result_label.setText(word("notebook.result", t=self.table,
                                           r=result_text(result), s=score))
        if state.disagreements:
            set_style(self.agreement, ink_style("error"))
            self.agreement.setText(word("notebook.disagree", m="; ".join(
                symbols(disagreement_words(m)) for m in state.disagreements)))
        elif state.calls and result is not None and self.auction is not None \
                and self.auction.finished:
            set_style(self.agreement, ink_style("ok"))
            self.agreement.setText(word("notebook.agrees"))
        else:
            self.agreement.setText("")
        has_lead = result is not None and result.contract is not None
        self.lead_edit.setEnabled(has_lead)
        leader = state.leader
        self.leader_label.setText(
            word("notebook.lead_by", who=self._direction_name(leader))
            if leader is not None else word("notebook.lead_field"))

    def _show_findings(self, match: Match, state: NotebookState) -> None:
        other = 3 - self.table
        result = match.results.get((state.key, other))
        if result is None:
            text = word("notebook.other_no_result", t=other)
        else:
            score = match.score(state.key, other)
            text = word("notebook.result", t=other,
                        r=result_text(result) if result.contract
                        else word("notebook.passed_out"),
                        s="?" if score is None else signed(score))
        self.other_label.setText(text)
        lines = []
        for check in self.memo.deal_checks(match, state.key):
            colour = ink("error" if check.kind.is_error else "pending").name()
            where = (word("notebook.both_tables") if check.table is None
                     else word("place.table_column", t=check.table))
            lines.append(f"<p style='margin:0 0 6px 0'><span style='color:{colour}'>"
                         f"<b>{escape(where)}:</b> "
                         f"{escape(symbols(check_text(check)))}</span>"
                         f"<br>→ {escape(check_action_text(check))}</p>")
        self.findings.setText("".join(lines) if lines else
                              word("notebook.nothing_found"))

    def _show_analysis(self, state: NotebookState) -> None:
        analysis = state.analysis
        # without an analysis, what to do takes the empty table's place
        self.dd_table.setVisible(analysis is not None)
        if analysis is None:
            self.dd_table.show_tricks(None)
            set_style(self.par_label, ink_style("note"))
            self.par_label.setText(word("notebook.not_analysed"))
            return
        self.dd_table.show_tricks(analysis.tricks, state.result)
        set_style(self.par_label, "")
        if analysis.par_ns is None:
            self.par_label.setText(word("notebook.par_unknown"))
            return
        self.par_label.setText(word("notebook.par", score=signed(analysis.par_ns),
                                    contracts=par_text(analysis.par_contracts)))

    # -- the auction ---------------------------------------------------------------------
    def _auction_typed(self) -> None:
        if self.state is None:
            return
        text = typed_calls(self.auction_edit.text())
        check = check_auction(self.state.dealer, text, self.state.result)
        self.auction = check
        words = self.auction_edit.text().replace(",", " ").split()  # as typed (1♥, not 1H)
        bad = words[len(check.calls)] if check.error is not None and \
            len(words) > len(check.calls) else None
        self.auction_grid.show_calls(self.state.dealer, check.calls, bad, check.finished)
        if check.error is not None:
            set_style(self.auction_status, ink_style("error"))
            self.auction_status.setText(error_text(check.failure) if check.failure
                                        else check.error)
            self.bidding_box.set_legal(None)
        else:
            candidates = list(self.bidding_box.buttons)
            self.bidding_box.set_legal(
                set() if check.finished
                else legal_next_calls(self.state.dealer, check.calls, candidates))
            if not check.calls:
                set_style(self.auction_status, ink_style("note"))
                self.auction_status.setText(word(
                    "notebook.dealer_first", who=self._direction_name(self.state.dealer)))
            elif check.finished and check.disagreements:
                set_style(self.auction_status, ink_style("error"))
                self.auction_status.setText("; ".join(symbols(disagreement_words(m))
                                                      for m in check.disagreements))
            elif check.finished:
                set_style(self.auction_status, ink_style("ok"))
                if check.contract is None:
                    self.auction_status.setText(word("notebook.complete_passed"))
                else:
                    assert check.declarer is not None
                    self.auction_status.setText(word(
                        "notebook.complete", c=contract_text(check.contract),
                        d=self._direction_name(check.declarer)))
            else:
                nxt = Direction((self.state.dealer + len(check.calls)) % 4)
                set_style(self.auction_status, ink_style("note"))
                self.auction_status.setText(word("view.calls_so_far", count=len(check.calls),
                                                 n=len(check.calls),
                                                 who=self._direction_name(nxt)))
        stored = " ".join(self.state.calls or ())
        normal = " ".join(str(c) for c in check.calls)
        self.auction_save.setEnabled(check.error is None and normal != stored)

    def _add_call(self, call: str) -> None:
        text = self.auction_edit.text().rstrip()
        self.auction_edit.setText(f"{text} {call}".strip())

    def _take_back(self) -> None:
        words = self.auction_edit.text().split()
        self.auction_edit.setText(" ".join(words[:-1]))

    def save_auction(self) -> bool:
        if self.state is None:
            return False
        return self._store(self.auction_status, ("auction",), lambda key: self.session.run(
            operations.record_auction, deal=key.deal, table=self.table,
            calls=typed_calls(self.auction_edit.text()), attempt=key.attempt))

    def _store(self, status: QLabel, parts: tuple[str, ...],
               change: Callable[[DealKey], object]) -> bool:
        """Store a part of the notebook: ``change`` runs its operation on the deal shown
        (what it reads from the fields may be refused too).  A refusal is said in the
        part's ``status``; else its fields (``parts``) show it as stored (normalised)."""
        if self.key is None:
            return False
        try:
            change(self.key)
        except MatchCoreError as exc:
            set_style(status, ink_style("error"))
            status.setText(word("notebook.not_stored", why=error_text(exc)))
            return False
        for part in parts:
            self._loaded.pop(part, None)
        self.refresh()
        return True

    # -- the opening lead ----------------------------------------------------------------
    def _lead_typed(self) -> None:
        state = self.state
        if state is None:
            return
        text = self.lead_edit.text().strip()
        stored = str(state.result.lead) if state.result and state.result.lead else ""
        message, style, ok = "", ink_style("note"), True
        if state.result is None or state.result.contract is None:
            ok = False
        elif text:
            try:
                card = Card.parse(typed_card(text))
            except InputError as exc:
                message, style, ok = error_text(exc), ink_style("error"), False
            else:
                typed, text = text, str(card)
                leader = state.leader
                hand = state.hands.get(leader) if leader is not None else None
                if hand is not None and leader is not None and card not in Hand.parse(hand):
                    message, style = word(
                        "notebook.lead_not_held", card=card_text(card),
                        who=self._direction_name(leader)), ink_style("error")
                if not message and text != stored and any(
                        "\u0400" <= ch <= "\u04ff" for ch in typed):
                    # what Cyrillic letters were read as (ru "Т♥" is the ace)
                    message = word("notebook.read_as", card=card_text(card))
        if not message and state.lead_problem and text == stored:
            message, style = state.lead_problem, ink_style("error")
        set_style(self.lead_status, style)
        self.lead_status.setText(message)
        self.lead_save.setEnabled(ok and text != stored)

    def save_lead(self) -> bool:
        return self._store(self.lead_status, ("lead",), lambda key: self.session.run(
            operations.set_lead, deal=key.deal, table=self.table,
            lead=typed_card(self.lead_edit.text().strip()), attempt=key.attempt))

    # -- the hands -------------------------------------------------------------------------
    def hand_entries(self) -> dict[str, str]:
        """The hands typed, in the PBN letters (typed in the language's ranks too)."""
        return {d.name: typed_hand(e.text().strip()) for d, e in self.hand_edits.items()
                if e.text().strip()}

    def _hands_typed(self) -> None:
        state = self.state
        if state is None:
            return
        entries = self.hand_entries()
        for edit in self.hand_edits.values():
            edit.setPlaceholderText("")
        stored = {d.name: h for d, h in state.hands.items()}
        ok = True
        try:
            hands = parse_hands(entries)
        except InputError as exc:
            message, style, ok = error_text(exc), ink_style("error"), False
        else:
            problems = hand_problems(hands)
            if problems:
                message, style, ok = "; ".join(problems), ink_style("error"), False
            elif len(hands) == 4:
                message, style = word("notebook.hands_complete"), ink_style("ok")
            elif len(hands) == 3:
                found = fourth_hand(hands)
                style = ink_style("note")
                message = ""
                if found is not None:
                    direction, hand = found
                    self.hand_edits[direction].setPlaceholderText(hand.to_pbn())
                    message = word("notebook.hand_follows",
                                   who=self._direction_name(direction), hand=hand.to_pbn())
            elif hands:
                message, style = word("notebook.hands_some", count=len(hands),
                                      n=len(hands)), ink_style("note")
            else:
                message, style = word("notebook.no_hands"), ink_style("note")
            if ok:
                normal = {d.name: h.to_pbn() for d, h in hands.items()}
                entries = normal
        set_style(self.hands_status, style)
        self.hands_status.setText(message)
        self.hands_save.setEnabled(ok and entries != stored)

    def save_hands(self) -> bool:
        return self._store(
            self.hands_status, tuple(f"hand {direction.name}" for direction in Direction),
            lambda key: self.session.run(operations.record_hands, deal=key.deal,
                                         table=self.table, hands=self.hand_entries(),
                                         attempt=key.attempt))


# -- checks and partnerships ---------------------------------------------------------------------


