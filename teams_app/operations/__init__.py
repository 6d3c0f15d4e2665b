"""The operations layer: the one door through which a match changes.

Widgets, the command line, the imports, the analysis and the demo never build commands
or touch the store's ``apply``/``undo``/``redo``: they call these keyword-only functions
with an intent (enter this result, annul this deal…).  Each applies core command objects
(:mod:`models.commands`, whose own checks and the queries of :mod:`models.queries` decide
every refusal) through the store and returns a :class:`Changes` value saying which areas
of the match changed (and which deals), so that each view refreshes only when the change
concerns it.  The store's writers ask for the door (:mod:`teams_app.store.door`) issued
once, to :mod:`.door` here: nothing else can write (``tests/test_one_door.py``).

The modules, by theme: :mod:`.results`, :mod:`.draws`, :mod:`.annulments`,
:mod:`.envelopes`, :mod:`.notebook` (with the analysis and pre-dealing), :mod:`.setup`
(new file, settings, reserves), :mod:`.phones` (a result confirmed, a round signed on a
table's phone), :mod:`.imports` (CSV, PBN), :mod:`.history` (undo,
redo, end of round, restoring a backup).  The pure queries the views display live in
:mod:`models.queries` and are re-exported here for the callers that know them by this
name.

The command classes are imported inside the functions that make a change: the app shows
a match (the rooms, their hints, the envelopes' states) without loading them.
"""

from __future__ import annotations

from models.queries import (
    GameRow,
    RoundDiagram,
    current_round,
    deal_balance_rows,
    describe_result,
    game_rows,
    match_over,
    next_game,
    notebook_key,
    parse_cards_pair,
    pending_key,
    play_order,
    points_won,
    preview_entry,
    preview_result,
    result_key,
    round_complete,
    round_diagram,
    score_of,
    team_points,
)
from teams_app.operations.annulments import (
    annul_deal,
    dismiss_proposal,
    lift_annulment,
    set_replay_at,
)
from teams_app.operations.changes import (
    AREAS,
    EVERYTHING,
    Area,
    Changes,
    Command,
    Said,
    applied,
)
from teams_app.operations.draws import draw_score_cards, type_score_cards
from teams_app.operations.envelopes import (
    carry_envelopes,
    check_envelopes,
    envelope_action,
    envelope_step,
    pack_envelopes,
    return_envelopes,
)
from teams_app.operations.history import close_round, redo, restore_backup, undo
from teams_app.operations.imports import import_pbn, import_results
from teams_app.operations.notebook import (
    analyse,
    predeal,
    record_auction,
    record_hands,
    store_analysis,
)
from teams_app.operations.phones import (
    confirm_result,
    keep_terminals,
    propose_result,
    refuse_result,
    set_phones_confirm,
    sign_round,
)
from teams_app.operations.results import delete_result, enter_result, set_lead
from teams_app.operations.setup import (
    change_settings,
    create_match,
    set_host_player,
    set_host_table,
    set_phone_leads,
    set_turning,
    substitute,
)

__all__ = [
    "AREAS", "Area", "Changes", "Command", "Said", "EVERYTHING", "GameRow",
    "RoundDiagram",
    "analyse",
    "annul_deal",
    "carry_envelopes", "change_settings", "check_envelopes", "close_round", "confirm_result",
    "create_match",
    "current_round", "deal_balance_rows",
    "applied", "delete_result", "describe_result", "dismiss_proposal",
    "draw_score_cards", "enter_result",
    "envelope_action", "envelope_step", "game_rows", "import_pbn",
    "import_results", "keep_terminals", "lift_annulment", "match_over", "next_game", "notebook_key",
    "pack_envelopes", "parse_cards_pair", "pending_key", "play_order", "points_won", "predeal",
    "preview_entry", "preview_result", "propose_result", "record_auction", "record_hands",
    "redo", "refuse_result", "restore_backup", "result_key", "return_envelopes", "round_complete",
    "round_diagram", "score_of", "set_lead", "set_replay_at",
    "set_host_player", "set_host_table", "set_phone_leads", "set_phones_confirm",
    "set_turning", "sign_round",
    "store_analysis",
    "substitute", "team_points",
    "type_score_cards", "undo",
]
