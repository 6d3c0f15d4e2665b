"""The match's settings that are switched on or off, each one declaration.

A switch is a field of :class:`~models.match.Settings` that is true or false; its command
sets it and returns the command that sets it back (undo).  One class,
:class:`SetSwitch`, does the work; each switch only names its command's ``kind`` (what the
audit log stores) and its field.  Its words in every language are the catalog's
``step.<kind>.on|off`` (:mod:`words.steps`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar

from models.match import Match
from models.registry import Command, registered
from models.setup_commands import check_turning_open

__all__ = ["SWITCHES", "SetPhoneLeads", "SetPhonesConfirm", "SetSwitch", "SetTurning"]


@dataclass(frozen=True, slots=True)
class SetSwitch:
    """Set one switch of the settings on (``on``) or off; changeable at any time."""

    kind: ClassVar[str]
    #: the field of :class:`~models.match.Settings` it sets
    field: ClassVar[str]
    on: bool

    def apply(self, match: Match) -> Command:
        before = getattr(match.settings, self.field)
        switched: dict[str, Any] = {self.field: self.on is True}
        match.settings = replace(match.settings, **switched)
        return type(self)(before is True)


class SetPhoneLeads(SetSwitch):
    """The tables' phones take the opening lead with the result (issue 32): off by
    default; the leads stored stay either way."""

    __slots__ = ()
    kind = "set_phone_leads"
    field = "phone_leads"


class SetPhonesConfirm(SetSwitch):
    """A result typed on a table's phone counts once the other line confirms it, and the
    tables sign their rounds (issue 32, :mod:`models.confirmations`); the results waiting
    stay either way, and count when confirmed."""

    __slots__ = ()
    kind = "set_phones_confirm"
    field = "phones_confirm"


class SetTurning(SetSwitch):
    """Table 1 turns its round diagram (spec §8: the sent block seats every player in his
    place of the original one); fixed once table 1 has played a deal sent to it."""

    __slots__ = ()
    kind = "set_turning"
    field = "turning"

    def apply(self, match: Match) -> Command:

        if (self.on is True) != match.settings.turning:
            check_turning_open(match)
        return SetSwitch.apply(self, match)


#: every switch, registered for the audit log's commands to be read back
SWITCHES: tuple[type[SetSwitch], ...] = (SetPhoneLeads, SetPhonesConfirm, SetTurning)
for _switch in SWITCHES:
    registered(_switch)
