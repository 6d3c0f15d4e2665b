"""Who runs the match and where the laptop stays (spec §13): the two questions the new-match
wizard asks and Match › Settings changes, with the line that says why.

The host is a person: a regular player (by the code he drew), a reserve (by name), or a
director who does not play.  The laptop goes with the host (its view follows his seat
round by round, the rotation of spec §3 and the substitutions) or stays in table 1's or
table 2's room.  The widgets only ask; what the laptop may show is the core's
(:func:`models.room_view.laptop_seen`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtWidgets import QComboBox, QLabel, QWidget

from models.match import Seat
from words import word

#: the laptop's item for "with the host" (the setting's ``host_table`` None)
WITH_THE_HOST = 0
#: the person item of a director who does not play
DIRECTOR = ""


class HostChoice:
    """The person who runs the match, where the laptop stays, and why it matters."""

    def __init__(self, parent: QWidget) -> None:
        self.person = QComboBox(parent)
        self.person.setObjectName("host_person")
        self.person.setToolTip(word("host.person_tip"))
        self.laptop = QComboBox(parent)
        self.laptop.setObjectName("host_laptop")
        self.laptop.addItem(word("host.laptop_follows_item"), WITH_THE_HOST)
        for table in (1, 2):
            self.laptop.addItem(word("host.laptop_room_item", t=table), table)
        self.laptop.setToolTip(word("host.laptop_tip"))
        self.why = QLabel(word("host.why"), parent)
        self.why.setObjectName("host_why")
        self.why.setWordWrap(True)

    def fill(self, seats: Mapping[str, Seat], reserves: Sequence[str]) -> None:
        """The people of the match: its regulars by code, its reserves, a director; the
        choice kept where the person is still there."""
        chosen = self.person.currentData() if self.person.currentIndex() >= 0 else None
        self.person.blockSignals(True)
        self.person.clear()
        for code, seat in sorted(seats.items()):
            self.person.addItem(f"{code}  {seat.player}", code)
        for name in reserves:
            self.person.addItem(word("host.reserve_item", name=name), name)
        self.person.addItem(word("host.director_item"), DIRECTOR)
        self.person.setCurrentIndex(-1 if chosen is None else self.person.findData(chosen))
        self.person.blockSignals(False)
        self.person.currentIndexChanged.emit(self.person.currentIndex())

    def set(self, player: str | None, table: int | None) -> None:
        self.person.setCurrentIndex(self.person.findData(DIRECTOR if player is None
                                                         else player))
        self.laptop.setCurrentIndex(self.laptop.findData(table or WITH_THE_HOST))

    def chosen(self) -> bool:
        """Whether the person is chosen (the wizard asks; it assumes nobody)."""
        return self.person.currentIndex() >= 0

    def player(self) -> str | None:
        data = self.person.currentData() if self.chosen() else DIRECTOR
        return str(data) or None

    def table(self) -> int | None:
        return int(self.laptop.currentData()) or None

    def summary(self) -> str:
        """The choice in words: who runs the match and where the laptop stays."""
        return f"{self.person.currentText().strip()}; {self.laptop.currentText()}"
