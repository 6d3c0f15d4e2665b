"""The wizard's first page: the two teams, their four players and their reserves, each
name checked by the core's rule as it is typed."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
    QWizardPage,
)

from models.errors import MatchCoreError, printable
from models.format import Team
from models.names import MAX_NAME_LENGTH, check_name, name_key, same_name
from teams_app.gui.look import px
from teams_app.gui.wizard.common import TEAM_SIZE, error_label, on_wizard
from words import word
from words.errors import error_text


def _number(team: Team) -> str:
    """The teams are entered as team 1 and team 2 (fields ``team_a``/``team_b``): the
    draw decides which of them is team A (spec §1)."""
    return "1" if team is Team.A else "2"


class TeamsPage(QWizardPage):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Teams and players"))
        self.setSubTitle(self.tr("Two teams of four regular players each. The seat draw "
                                 "decides which team is A. Reserves are optional: they "
                                 "draw no card and can take over a player's seat from a "
                                 "chosen round."))
        #: the fields typed in: a problem is shown only once its field was (so typing team
        #: 1's name does not bring "Team 2 needs a name")
        self.touched: set[str] = set()
        columns = QHBoxLayout()
        for team in Team:
            columns.addWidget(self._team_box(team))
        self.error = error_label()
        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        layout.addWidget(self.error)
        layout.addStretch(1)

    def _team_box(self, team: Team) -> QGroupBox:
        key = team.value.lower()
        box = QGroupBox(self.tr("Team {n}").format(n=_number(team)))
        form = QFormLayout(box)
        name = QLineEdit()
        name.setMaxLength(MAX_NAME_LENGTH)  # the core's rule (check_name)
        name.setPlaceholderText(self.tr("Team name"))
        self.registerField(f"team_{key}", name)
        form.addRow(self.tr("Name:"), name)
        for i in range(1, TEAM_SIZE + 1):
            player = QLineEdit()
            player.setMaxLength(MAX_NAME_LENGTH)
            player.setPlaceholderText(self.tr("Player's name"))
            self.registerField(f"player_{key}{i}", player)
            form.addRow(self.tr("Player {n}:").format(n=i), player)
            player.textChanged.connect(lambda _=None, f=f"player_{key}{i}": self._changed(f))
        reserves = QPlainTextEdit()
        reserves.setPlaceholderText(self.tr("Reserves: comma-separated or one per line"))
        reserves.setFixedHeight(px(64))
        reserves.setTabChangesFocus(True)
        self.registerField(f"reserves_{key}", reserves, "plainText",
                           reserves.textChanged)
        form.addRow(self.tr("Reserves:"), reserves)
        name.textChanged.connect(lambda _=None, f=f"team_{key}": self._changed(f))
        reserves.textChanged.connect(lambda f=f"reserves_{key}": self._changed(f))
        return box

    def _changed(self, field: str | None = None) -> None:
        if field is not None:
            self.touched.add(field)
        shown = next((text for where, text in self.problems() if where in self.touched), "")
        self.error.setText(shown)
        self.completeChanged.emit()

    def problem(self) -> str | None:
        """The first thing that keeps the page from going on (None: nothing)."""
        return next((text for _, text in self.problems()), None)

    def problems(self) -> list[tuple[str, str]]:
        """What is wrong, in the order of the fields: (the field it is about, the text)."""
        wizard = on_wizard(self)
        if wizard is None:
            return []
        found: list[tuple[str, str]] = []
        # the match's words are the catalog's (the refusals the core words the same way)
        for team in Team:
            if not wizard.team_name(team):
                found.append((f"team_{team.value.lower()}",
                              word("wizard.team_missing", n=_number(team))))
        if wizard.team_name(Team.A) and same_name(wizard.team_name(Team.A),
                                                  wizard.team_name(Team.B)):
            found.append(("team_b", word("error.team_names_same",
                                         name=printable(wizard.team_name(Team.A)))))
        names: list[tuple[str, str]] = []
        for team in Team:
            key = team.value.lower()
            for i, player in enumerate(wizard.players(team), start=1):
                if not player:
                    found.append((f"player_{key}{i}", word(
                        "wizard.player_missing", n=_number(team), i=i)))
                else:
                    names.append((f"player_{key}{i}", player))
            names.extend((f"reserves_{key}", r) for r in wizard.reserves(team))
        seen: set[str] = set()
        for where, name in names:  # the same by the core's rule (name_key)
            if name_key(name) in seen:
                found.append((where, word("error.players_same", name=printable(name))))
            seen.add(name_key(name))
        # the core's one rule for names: length, no control or invisible characters
        for where, name in (("team_a", wizard.team_name(Team.A)),
                            ("team_b", wizard.team_name(Team.B)), *names):
            try:
                shown = printable(f"{name[:12]}…" if len(name) > 12 else name)
                check_name(name, f"“{shown}”")  # shown with a bidi override escaped
            except MatchCoreError as exc:
                found.append((where, error_text(exc)))
        return found

    def isComplete(self) -> bool:  # noqa: N802 (Qt's name)
        return self.problem() is None

    def validatePage(self) -> bool:  # noqa: N802 - next() goes on only when valid
        return self.isComplete()
