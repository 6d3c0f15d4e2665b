"""The tables of a match file, created and upgraded by versioned migrations.

A match file is an ordinary SQLite database a person can read with the ``sqlite3``
shell or ``sqlite-utils``: one readable table per kind of fact (``teams``, ``players``,
``results``…), the extension slots as JSON in ``extras``, and the history of every
change in ``audit_log``.  ``meta`` says what the file is and which schema version wrote
it; sqlite-utils keeps the applied migrations in ``_sqlite_migrations``.

To change the schema, add a migration function, register it at the end of
:func:`migrations` and name it at the end of :data:`MIGRATION_NAMES` (never edit an applied
one), and raise :data:`SCHEMA_VERSION`.

sqlite-utils is imported only by :func:`migrations`, that is when a file is created or
upgraded: importing it costs more than a tenth of a second (it loads numpy when numpy is
installed), and opening an up-to-date match file needs nothing but :mod:`sqlite3`.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from models.extras import parse_key, slot_area
from models.reads import Area

if TYPE_CHECKING:
    from sqlite_utils import Database
    from sqlite_utils.migrations import Migrations

#: What ``meta.format`` says in every match file.
FILE_FORMAT = "teams-app match"
#: The schema version this program writes (= number of migrations).
SCHEMA_VERSION = 5
MIGRATION_SET = "teams_app.match"

#: The migrations in the order they are applied (their names in ``_sqlite_migrations``).
MIGRATION_NAMES: tuple[str, ...] = ("m001_initial", "m002_annulment_no_replay",
                                    "m003_one_extras_key_format", "m004_honours",
                                    "m005_replay_at")
assert len(MIGRATION_NAMES) == SCHEMA_VERSION


def m001_initial(db: Database) -> None:
    db.executescript("""
        CREATE TABLE meta (
            key TEXT PRIMARY KEY,
            value TEXT NOT NULL
        );
        CREATE TABLE settings (
            key TEXT PRIMARY KEY,
            value TEXT NOT NULL            -- JSON
        );
        CREATE TABLE teams (
            team TEXT PRIMARY KEY CHECK (team IN ('A', 'B')),
            name TEXT NOT NULL
        );
        CREATE TABLE players (
            code TEXT PRIMARY KEY,         -- A-1 .. B-4
            team TEXT NOT NULL REFERENCES teams(team),
            name TEXT NOT NULL,
            card TEXT                      -- card drawn for the code (SK), if drawn
        );
        CREATE TABLE reserves (
            team TEXT NOT NULL REFERENCES teams(team),
            position INTEGER NOT NULL,
            name TEXT NOT NULL,
            PRIMARY KEY (team, position)
        );
        CREATE TABLE substitutions (
            code TEXT NOT NULL REFERENCES players(code),
            from_round INTEGER NOT NULL,
            reserve TEXT NOT NULL,
            PRIMARY KEY (code, from_round)
        );
        CREATE TABLE score_card_draws (
            deal INTEGER PRIMARY KEY,
            origin_table INTEGER NOT NULL,
            ns TEXT NOT NULL,              -- NV0 .. V90
            ew TEXT NOT NULL
        );
        CREATE TABLE results (
            deal INTEGER NOT NULL,
            attempt INTEGER NOT NULL,      -- 0 = the deal, 1.. = replacements
            tbl INTEGER NOT NULL CHECK (tbl IN (1, 2)),
            contract TEXT NOT NULL,        -- 4SX, PASS
            declarer TEXT,
            tricks INTEGER,                -- taken by declarer
            ns_card TEXT,
            ew_card TEXT,
            lead TEXT,
            ns_score INTEGER,              -- derived, for reading only
            PRIMARY KEY (deal, attempt, tbl)
        );
        CREATE TABLE annulments (
            deal INTEGER NOT NULL,
            attempt INTEGER NOT NULL,
            reason INTEGER NOT NULL CHECK (reason BETWEEN 1 AND 5),
            after_match INTEGER NOT NULL,
            note TEXT NOT NULL,
            reason_text TEXT NOT NULL,     -- for reading only
            PRIMARY KEY (deal, attempt)
        );
        CREATE TABLE extras (
            slot TEXT NOT NULL,            -- envelopes, hands, auction, dd, notebook…
            key TEXT NOT NULL,
            value TEXT NOT NULL,           -- JSON
            PRIMARY KEY (slot, key)
        );
        CREATE TABLE audit_log (
            id INTEGER PRIMARY KEY,
            at TEXT NOT NULL,              -- ISO 8601 local time with offset
            action TEXT NOT NULL CHECK (action IN ('create', 'do', 'undo', 'redo')),
            what TEXT NOT NULL,
            command TEXT,                  -- JSON: the change applied
            inverse TEXT,                  -- JSON: the change that reverts it
            target INTEGER REFERENCES audit_log(id),  -- undo/redo: the entry concerned
            state TEXT CHECK (state IN ('done', 'undone', 'dropped'))  -- 'do' entries
        );
        CREATE INDEX audit_log_state ON audit_log(state);
    """)
    db.execute("INSERT INTO meta (key, value) VALUES ('format', ?)", [FILE_FORMAT])
    _set_version(db, 1)


def m002_annulment_no_replay(db: Database) -> None:
    """An annulment during the match may be closed without a replay (``no_replay``)."""
    db.execute("ALTER TABLE annulments ADD COLUMN no_replay INTEGER NOT NULL DEFAULT 0")
    _set_version(db, 2)


def m003_one_extras_key_format(db: Database) -> None:
    """Auctions were kept under ``"5:0:1"`` (deal, attempt, table); every slot now writes
    :mod:`models.extras`' one format (``"5:1"``, ``"5R1:2"``).  The stored auctions and
    the audit log's commands (which undo and redo replay) are rewritten."""
    # late: only creating or upgrading a file needs it (sqlite-utils costs a tenth of a second)
    import json

    # late: only creating or upgrading a file needs it (sqlite-utils costs a tenth of a second)
    from models.extras import Slot, old_auction_key

    # late: only creating or upgrading a file needs it (sqlite-utils costs a tenth of a second)
    from teams_app.store.rows import to_json

    for key, value in list(db.execute("SELECT key, value FROM extras WHERE slot = ?",
                                      [Slot.AUCTION.value]).fetchall()):
        new = old_auction_key(key)
        if new is not None:
            db.execute("DELETE FROM extras WHERE slot = ? AND key = ?",
                       [Slot.AUCTION.value, key])
            db.execute("INSERT OR REPLACE INTO extras (slot, key, value) VALUES (?, ?, ?)",
                       [Slot.AUCTION.value, new, value])

    def rewrite(command: object) -> bool:
        changed = False
        if isinstance(command, dict):
            if command.get("kind") == "set_extra" and command.get("slot") == Slot.AUCTION:
                new = old_auction_key(str(command.get("key")))
                if new is not None:
                    command["key"] = new
                    changed = True
            for inner in command.get("commands") or ():
                changed = rewrite(inner) or changed
        return changed

    rows = db.execute("SELECT id, command, inverse FROM audit_log WHERE command LIKE ? "
                      "OR inverse LIKE ?", ['%"auction"%', '%"auction"%']).fetchall()
    for entry_id, command_text, inverse_text in rows:
        texts: list[str | None] = []
        for text in (command_text, inverse_text):
            if text is None:
                texts.append(None)
                continue
            data = json.loads(text)
            texts.append(to_json(data) if rewrite(data) else text)
        db.execute("UPDATE audit_log SET command = ?, inverse = ? WHERE id = ?",
                   [texts[0], texts[1], entry_id])
    _set_version(db, 3)


def m004_honours(db: Database) -> None:
    """Honours held in one hand (NS100, NS150, EW100, EW150), part of a table's result;
    NULL for none (and for every result of a file from before honours)."""
    db.execute("ALTER TABLE results ADD COLUMN honours TEXT")
    _set_version(db, 4)


def m005_replay_at(db: Database) -> None:
    """When an annulled deal is replayed (``now``, ``round-end``, ``match-end``, ``none``,
    spec §11): an annulment closed without a replay, or made after the match, is ``none``;
    every other one ``round-end`` (a replay used to be played whenever it was entered).
    The audit log's annulments read the same way (:meth:`Annulment.from_old`)."""
    db.execute("ALTER TABLE annulments ADD COLUMN replay_at TEXT NOT NULL "
               "DEFAULT 'round-end'")
    db.execute("UPDATE annulments SET replay_at = 'none' WHERE no_replay OR after_match")
    _set_version(db, 5)


def _set_version(db: Database, version: int) -> None:
    db.execute("INSERT INTO meta (key, value) VALUES ('schema_version', ?) "
               "ON CONFLICT(key) DO UPDATE SET value = excluded.value", [str(version)])


@functools.cache
def migrations() -> Migrations:
    """The sqlite-utils migration set (built on first use, see the module's notes)."""
    # late: only creating or upgrading a file needs it (sqlite-utils costs a tenth of a second)
    from sqlite_utils.migrations import Migrations

    made = Migrations(MIGRATION_SET)
    made(name="m001_initial")(m001_initial)
    made(name="m002_annulment_no_replay")(m002_annulment_no_replay)
    made(name="m003_one_extras_key_format")(m003_one_extras_key_format)
    made(name="m004_honours")(m004_honours)
    made(name="m005_replay_at")(m005_replay_at)
    names = tuple(m.name for m in made._migrations)
    if names != MIGRATION_NAMES:
        raise AssertionError(f"MIGRATION_NAMES {MIGRATION_NAMES} differ from the "
                             f"migrations registered: {names}")
    return made


@dataclass(frozen=True, slots=True)
class TableSpec:
    """How the store writes one table of match state: its columns, the first ``pk`` of
    them being the primary key."""

    name: str
    columns: tuple[str, ...]
    pk: int
    #: the area of the match its rows are (None: by each row, as the extension slots)
    area: Area | None = None
    #: whether the first column of its key is a deal
    by_deal: bool = False

    def upsert_sql(self) -> str:
        cols = ", ".join(self.columns)
        marks = ", ".join("?" for _ in self.columns)
        keys = ", ".join(self.columns[: self.pk])
        rest = self.columns[self.pk:]
        if not rest:
            return f"INSERT OR IGNORE INTO {self.name} ({cols}) VALUES ({marks})"
        sets = ", ".join(f"{c} = excluded.{c}" for c in rest)
        return (f"INSERT INTO {self.name} ({cols}) VALUES ({marks}) "
                f"ON CONFLICT({keys}) DO UPDATE SET {sets}")

    def delete_sql(self) -> str:
        where = " AND ".join(f"{c} = ?" for c in self.columns[: self.pk])
        return f"DELETE FROM {self.name} WHERE {where}"


#: The state tables, parents before children (upserts in this order, deletes reversed).
STATE_TABLES: tuple[TableSpec, ...] = (
    TableSpec("settings", ("key", "value"), 1, Area.SETTINGS),
    TableSpec("teams", ("team", "name"), 1, Area.SETUP),
    TableSpec("players", ("code", "team", "name", "card"), 1, Area.SETUP),
    TableSpec("reserves", ("team", "position", "name"), 2, Area.SETUP),
    TableSpec("substitutions", ("code", "from_round", "reserve"), 2, Area.SETUP),
    TableSpec("score_card_draws", ("deal", "origin_table", "ns", "ew"), 1, Area.DRAWS,
              by_deal=True),
    TableSpec("results", ("deal", "attempt", "tbl", "contract", "declarer", "tricks",
                          "ns_card", "ew_card", "lead", "honours", "ns_score"), 3,
              Area.RESULTS, by_deal=True),
    TableSpec("annulments", ("deal", "attempt", "reason", "after_match", "note",
                             "reason_text", "no_replay", "replay_at"), 2, Area.ANNULMENTS,
              by_deal=True),
    TableSpec("extras", ("slot", "key", "value"), 2),
)


@dataclass(frozen=True, slots=True)
class Touched:
    """What a commit changed in the file: the areas of the match its rows are, and the
    deals they name (the operations' ``Changes`` say the same: derived, not declared)."""

    areas: frozenset[Area] = frozenset()
    deals: frozenset[int] = frozenset()

    @classmethod
    def of(cls, rows: Iterable[tuple[TableSpec, tuple[Any, ...]]]) -> Touched:
        """The areas and deals of the rows written or deleted (``(table, key)``)."""
        areas: set[Area] = set()
        deals: set[int] = set()
        for spec, key in rows:
            if spec.area is not None:
                areas.add(spec.area)
                if spec.by_deal:
                    deals.add(int(key[0]))
                continue
            slot, text = str(key[0]), str(key[1])
            areas.add(slot_area(slot) or Area.NOTEBOOK)
            named = parse_key(text)
            if named is not None:
                deals.add(named[0].deal)
        return cls(frozenset(areas), frozenset(deals))
