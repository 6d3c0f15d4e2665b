"""The setup wizard itself: its four pages in order, what was entered on them, the
summary, and on finishing the match file created with ``operations.create_match``."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QLabel, QWidget, QWizard

from models.errors import MatchCoreError
from models.format import Team
from models.match import Match, Seat, new_match
from models.room_view import host_rounds
from teams_app.gui.dialogs import Dialogs
from teams_app.gui.fit import fitting_size
from teams_app.gui.wizard.common import TEAM_SIZE
from teams_app.gui.wizard.draw import DrawPage
from teams_app.gui.wizard.file import FilePage
from teams_app.gui.wizard.settings import SettingsPage
from teams_app.gui.wizard.teams import TeamsPage
from teams_app.operations import create_match
from teams_app.store import MATCH_SUFFIX, StoreError, default_match_dir
from words import word
from words.errors import error_text
from words.file_errors import any_error_text
from words.texts import roman


def split_names(text: str) -> tuple[str, ...]:
    """Reserves typed with commas or one per line; blanks dropped."""
    return tuple(name.strip() for name in re.split(r"[,\n;]", text) if name.strip())


def safe_file_name(text: str) -> str:
    """A team name made safe for a file name on every platform."""
    cleaned = re.sub(r'[\\/:*?"<>|\x00-\x1f]', "", text).strip().strip(".")
    return cleaned or "match"


class SetupWizard(QWizard):
    """Set up a new match; on finish the file exists and :attr:`created_path` names it."""

    TEAMS, DRAW, SETTINGS, FILE = range(4)

    def __init__(self, parent: QWidget | None = None, directory: Path | None = None, *,
                 dialogs: Dialogs | None = None) -> None:
        super().__init__(parent)
        #: how it asks for the file's name (the window's)
        self.dialogs = dialogs if dialogs is not None else Dialogs()
        self.setWindowTitle(self.tr("New match"))
        self.setWizardStyle(QWizard.WizardStyle.ModernStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage, True)
        self.setMinimumSize(760, 600)
        # where the screen has the room, the seat draw's eight rows and a subtitle of three
        # lines (Bulgarian) both whole: 600 px squeezed the header
        self.resize(fitting_size(self, 760, 680).expandedTo(self.minimumSize()))
        self._directory = directory
        self.created_path: Path | None = None
        self.teams_page = TeamsPage()
        self.draw_page = DrawPage()
        self.settings_page = SettingsPage()
        self.file_page = FilePage()
        for page_id, page in enumerate((self.teams_page, self.draw_page,
                                        self.settings_page, self.file_page)):
            self.setPage(page_id, page)
        self.setStartId(self.TEAMS)
        self.currentIdChanged.connect(self._fit_subtitle)

    def _fit_subtitle(self) -> None:
        """The page's subtitle whole in the header: Qt's modern style gives it the height
        of two lines at a width of its own choosing, and the seat draw's three lines in
        Bulgarian were cut.  The label is given the height its text needs at the
        wizard's narrowest width (the most it can need), whatever the present size."""
        page = self.currentPage()
        if page is None or not page.subTitle() or not self.isVisible():
            return  # laid out when shown (see showEvent)
        label = next((child for child in self.findChildren(QLabel)
                      if child.text() == page.subTitle() and child.wordWrap()
                      and not page.isAncestorOf(child)), None)
        if label is None:
            return
        narrowest = label.width() - max(0, self.width() - self.minimumWidth())
        if narrowest < label.fontMetrics().averageCharWidth() * 20:
            return  # not laid out yet
        label.setMinimumHeight(max(label.minimumHeight(), label.heightForWidth(narrowest),
                                   label.heightForWidth(label.width())))
        header = label.parentWidget()  # Qt fixes its height for two lines: as it needs
        layout = header.layout() if header is not None else None
        if header is not None and layout is not None:
            layout.invalidate()
            need = layout.minimumSize().height()
            if need > header.maximumHeight():
                header.setFixedHeight(need)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        self._fit_subtitle()

    def ask_save_path(self, parent: QWidget, start: str) -> str:
        """The match file's name, asked through :attr:`dialogs`."""
        return self.dialogs.ask_save_path(
            parent, QCoreApplication.translate("FilePage", "Save the match as"), start,
            QCoreApplication.translate("FilePage", "Match files (*{suffix})")
            .format(suffix=match_suffix()))

    # -- what was entered --------------------------------------------------------------
    def team_name(self, team: Team) -> str:
        return str(self.field(f"team_{team.value.lower()}") or "").strip()

    def players(self, team: Team) -> list[str]:
        key = team.value.lower()
        return [str(self.field(f"player_{key}{i}") or "").strip()
                for i in range(1, TEAM_SIZE + 1)]

    def reserves(self, team: Team) -> tuple[str, ...]:
        return split_names(str(self.field(f"reserves_{team.value.lower()}") or ""))

    def directory(self) -> Path:
        if self._directory is not None:
            return self._directory

        return Path(default_match_dir())

    def default_path(self) -> Path:
        name = (f"{safe_file_name(self.team_name(Team.A))} v "
                f"{safe_file_name(self.team_name(Team.B))}")
        path = self.directory() / f"{name}{match_suffix()}"
        number = 2
        while path.exists():
            path = self.directory() / f"{name} ({number}){match_suffix()}"
            number += 1
        return path

    def seats(self) -> dict[str, Seat] | None:
        drawn = self.draw_page.seats()
        if drawn is None:
            return None
        return {s.code: Seat(s.player, s.card) for s in drawn.seats}

    def teams_ab(self) -> tuple[tuple[str, tuple[str, ...]], tuple[str, tuple[str, ...]]]:
        """(name, reserves) of team A and of team B, as the draw decided (team 1 is A
        until there is a draw)."""
        first = (self.team_name(Team.A), self.reserves(Team.A))
        second = (self.team_name(Team.B), self.reserves(Team.B))
        drawn = self.draw_page.seats()
        return drawn.in_order(first, second) if drawn is not None else (first, second)

    def summary_html(self) -> str:
        settings = self.settings_page.settings()
        seats = self.seats() or {}
        lines = []
        for team, (name, reserve_names) in zip(Team, self.teams_ab(), strict=True):
            codes = ", ".join(f"{code} {seat.player}" for code, seat in sorted(seats.items())
                              if code.startswith(team.value))
            reserves = ", ".join(reserve_names) or word("wizard.none")
            reserves_label = self.tr("Reserves:")
            lines.append(f"<b>{_html(name)}</b> ({team.value}): {_html(codes)}<br>"
                         f"&nbsp;&nbsp;{reserves_label} {_html(reserves)}")
        if settings is not None:
            conditions = (word("paper.board_conditions") if settings.board
                          else word("wizard.score_cards", n=len(settings.deck)))
            lines.append(word("wizard.conditions", what=conditions))
            lines.append(word("wizard.balance",
                              what=self.settings_page.scoring.currentText().lower()))
            extras = []
            if settings.turning:
                extras.append(word("step.set_turning.on"))
            if settings.two_decks:
                extras.append(word("wizard.two_decks"))
            if settings.honours:
                extras.append(word("wizard.honours"))
            if extras:
                lines.append(", ".join(extras))
            if self.settings_page.host.chosen():
                lines.append(_html(f"{word('host.who_label')} "
                                   f"{self.settings_page.host.summary()}"))
                places = self._host_places()
                if places:
                    lines.append(_html(places))
        return "<br>".join(lines)

    def _host_places(self) -> str:
        """Where the host sits, round by round (empty for a director)."""
        try:
            match = self.build_match()
        except (ValueError, MatchCoreError):
            return ""
        places = [word("host.place", r=roman(r), t=t) if t is not None
                  else word("host.place_out", r=roman(r)) for r, t in host_rounds(match)]
        return word("host.seats", places=", ".join(places)) if places else ""

    def build_match(self) -> Match:
        seats = self.seats()
        settings = self.settings_page.settings()
        if seats is None or settings is None:
            raise ValueError("the wizard is not complete")
        (name_a, reserves_a), (name_b, reserves_b) = self.teams_ab()
        return new_match(name_a, name_b, seats, reserves_a, reserves_b, settings)

    def accept(self) -> None:
        """Create the file; on a problem say why on the last page and stay open."""
        problem = self.file_page.problem()
        if problem is None:
            path = Path(self.file_page.path.text().strip()).expanduser()
            try:
                match = self.build_match()
                path.parent.mkdir(parents=True, exist_ok=True)
                store = create_match(path, match)
            except MatchCoreError as exc:
                problem = error_text(exc)
            except (StoreError, OSError, ValueError) as exc:
                problem = any_error_text(exc)
            else:
                store.close()
                self.created_path = path
                super().accept()
                return
        if self.currentId() != self.FILE:
            # finishing early (tests, or a page skipped): show the file page with the reason
            while self.currentId() not in (self.FILE, -1):
                before = self.currentId()
                self.next()
                if self.currentId() == before:
                    break
        self.file_page.show_error(problem or "")


def match_suffix() -> str:
    return str(MATCH_SUFFIX)


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
