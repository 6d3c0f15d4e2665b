"""Texts that come from the match core (English, no Qt) but are shown translated.

The views translate them at run time with the context named here; listing them with
``QT_TRANSLATE_NOOP`` lets ``pyside6-lupdate`` find them.  Nothing imports this module
for its values except :func:`reason_text`.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from models.match import AnnulReason

#: the five reasons of spec §11 (the views translate them with the empty context)
REASONS = (
    QT_TRANSLATE_NOOP("", "the two tables played it with different score cards"),
    QT_TRANSLATE_NOOP("", "a player took and saw cards that were not his"),
    QT_TRANSLATE_NOOP("", "an envelope did not hold 13 cards on arrival"),
    QT_TRANSLATE_NOOP("", "information from the first table reached the second"),
    QT_TRANSLATE_NOOP("", "cards were put into the wrong envelopes"),
)


def reason_text(reason: AnnulReason) -> str:
    """An annulment reason in the app's language."""
    return QCoreApplication.translate("", reason.text)
