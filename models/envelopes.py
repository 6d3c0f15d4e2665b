"""The life of each deal's four envelopes and of the decks (spec §5, §6, §11).

A deal is dealt at its own table, played there, packed (each player puts his 13 cards in
the envelope of his direction), carried to the other table, checked there on arrival
(each envelope: 13 cards, the score cards), played there, and its envelopes go home.
:class:`Stage` names those steps; :class:`EnvelopeAction` is the one command that moves
a deal from step to step, refusing impossible moves with a :class:`MatchError` that says
what and why (``deal 5: cannot carry it to table 1: West's envelope is not packed yet``).

State lives in ``match.extras["envelopes"][str(deal)]`` as a small JSON-able dict::

    {"stage": "in_transit", "packed": ["N", "E", "S", "W"],
     "arrival": {"W": {"cards": 12, "score_cards": true}}}

(no key: not dealt).  Everything else (where each of the 24 envelopes and of the decks is,
what to do next at a table, the annulments a short envelope calls for) is computed from it.

Envelopes are identified by home table, direction and serial: in round r the envelope
(t, d, k) holds direction d's cards of deal ``format.deal_number(r, t, k)``.

Decks.  Six decks (the default): deck (t, k) — numbered (t-1)·n + k — serves serial k of
table t in every round; it travels in that serial's envelopes, so a deal can be dealt only
when the same serial of the previous round is back home.  Two decks (``Settings.two_decks``,
the seed's fallback): each table deals with one deck, the two decks alternating; a deck
played at both tables is dealt again at the second table for its next original (deck 1
starts at table 1, deck 2 at table 2), and the emptied envelopes go home afterwards, with
the cards dealt again from them (that deal's envelopes go to their home table).  Each
original goes over once played, but the host still says it once per table and round: his
carry (check on arrival) of a round's first originals covers the next ones as their
results come in (:meth:`_View.confirmed`).

The parts live in their own modules.  This one names what the rest of the program reaches
of them (``from models.envelopes import X``, ``models.envelopes.X``); what only the parts
use among themselves (the English direction names and envelope colours, an envelope's
findings on arrival…) is imported from its home:

- :mod:`models.envelope_state` — the stored state, :class:`Stage`, :class:`DealEnvelopes`,
  the envelopes' identities, :class:`StageInfo`;
- :mod:`models.decks` — which deck deals which deal, where each deck starts;
- :mod:`models.envelope_places` — where an envelope or deck can be (:class:`Place`) and
  what a :class:`Location` says;
- :mod:`models.envelope_view` — the state as the results prove it, where each envelope and
  deck is;
- :mod:`models.envelope_actions` — the commands (:class:`EnvelopeAction`,
  :class:`RestoreEnvelopes`) and the state machine;
- :mod:`models.envelope_rounds` — what a table does next, the host's round actions;
- :mod:`models.envelope_overview` — a round's locations and everything at once;
- :mod:`models.proposals` — the problems found on arrival and the annulments proposed.

Importing this module registers its commands (``envelope_action``, ``envelope_restore``)
with :func:`models.registry.registered` (:mod:`models.envelope_actions` does it).
"""

from __future__ import annotations

from models.decks import (
    deck_count,
    deck_deals,
    deck_of,
)
from models.envelope_actions import (
    EnvelopeAction,
    RestoreEnvelopes,
    legal_actions,
    pack_all,
    receive_all,
)
from models.envelope_overview import (
    DealView,
    Locations,
    Overview,
    locations_for_round,
    overview,
)
from models.envelope_places import Location, NoteKind, Place
from models.envelope_rounds import (
    Hint,
    HintKind,
    carry_round,
    check_round,
    next_actions,
    return_round,
)
from models.envelope_state import (
    CARDS_PER_ENVELOPE,
    ENVELOPE_ORDER,
    SLOT,
    Action,
    DealEnvelopes,
    EnvelopeId,
    Stage,
    StageInfo,
    all_envelopes,
    envelopes_in_use,
    serial_text,
)
from models.envelope_view import (
    deal_envelopes,
    deal_stage,
    deck_location,
    envelope_location,
    stage_info,
    stage_text,
)
from models.proposals import (
    ArrivalProblem,
    ProposedAnnulment,
    arrival_problems,
    proposed_annulments,
)

__all__ = [
    "Action",
    "ArrivalProblem",
    "CARDS_PER_ENVELOPE",
    "DealEnvelopes",
    "DealView",
    "ENVELOPE_ORDER",
    "EnvelopeAction",
    "EnvelopeId",
    "Hint",
    "HintKind",
    "Location",
    "Locations",
    "NoteKind",
    "Overview",
    "Place",
    "ProposedAnnulment",
    "RestoreEnvelopes",
    "SLOT",
    "Stage",
    "StageInfo",
    "all_envelopes",
    "arrival_problems",
    "carry_round",
    "check_round",
    "deal_envelopes",
    "deal_stage",
    "deck_count",
    "deck_deals",
    "deck_location",
    "deck_of",
    "envelope_location",
    "envelopes_in_use",
    "legal_actions",
    "locations_for_round",
    "next_actions",
    "overview",
    "pack_all",
    "proposed_annulments",
    "receive_all",
    "return_round",
    "serial_text",
    "stage_info",
    "stage_text",
]
