"""The match format as data: rounds, tables, blocks, deal numbering, seats and dealers.

Spec §2-4 and §8.  Everything that makes Stolitsa's 36-deal scheme what it is lives in
the :data:`STOLITSA_36` value; another format (12 rounds of 4 games, teams of five) is
another :class:`MatchFormat` value, not new code.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Any, Final

from models.errors import InputError
from models.vocabulary import Direction, Line, Sides

TABLES: Final = (1, 2)

#: Seats of one table in one round: direction -> player code ("A-1").
Seats = Mapping[Direction, str]


class Team(Sides):
    A = "A"
    B = "B"


def code_team(code: str) -> Team:
    """The team of a player code: ``"A-3"`` -> Team.A."""
    try:
        return Team(code.split("-", 1)[0])
    except ValueError:
        raise InputError(f'"{code}": a player code looks like A-1 or B-4') from None


class BlockKind(Enum):
    ORIGINAL = "original"
    SENT = "sent"


@dataclass(frozen=True, slots=True)
class Game:
    """One game of a table's round: its game number (1-6), the deal and who deals."""

    game: int
    deal: int
    dealer: Direction
    kind: BlockKind
    origin_table: int
    serial: int


@dataclass(frozen=True, slots=True)
class Block:
    """Consecutive games a table plays with one seating (one diagram when turning)."""

    kind: BlockKind
    seats: Seats
    games: tuple[Game, ...]


@dataclass(frozen=True, slots=True)
class DealSlot:
    """Where a deal belongs in the match: its round, origin table, serial and dealer."""

    deal: int
    round: int
    origin_table: int
    serial: int
    dealer: Direction

    @property
    def other_table(self) -> int:
        return 3 - self.origin_table


@dataclass(frozen=True, slots=True)
class MatchFormat:
    """A two-table team match format, entirely described by data.

    ``seat_table[r][t]`` gives the seats of table ``t + 1`` in round ``r + 1``.
    ``dealer_cycle`` is the order in which original deals are dealt, continuing across
    rounds (Stolitsa: S, W, N, E — clockwise from South).
    """

    name: str
    rounds: int
    originals_per_table: int
    team_size: int
    seat_table: tuple[tuple[Seats, Seats], ...]
    dealer_cycle: tuple[Direction, ...] = (Direction.S, Direction.W, Direction.N, Direction.E)
    deck_count: int | None = None  # defaults to games per round

    def __post_init__(self) -> None:
        if self.rounds < 1 or self.originals_per_table < 1 or self.team_size < 2:
            raise InputError(f"{self.name}: a format needs at least one round, one original "
                             "deal per table and two players a team")
        if not self.dealer_cycle:
            raise InputError(f"{self.name}: the dealer cycle is empty")
        if len(self.seat_table) != self.rounds:
            raise InputError(f"{self.name}: seat table has {len(self.seat_table)} rounds, "
                             f"format has {self.rounds}")
        codes = {f"{t.value}-{i}" for t in Team for i in range(1, self.team_size + 1)}
        for number, row in enumerate(self.seat_table, start=1):
            seated: list[str] = []
            for table_seats in row:
                if set(table_seats) != set(Direction):
                    raise InputError(f"{self.name}: round {number} lacks a direction")
                seated.extend(table_seats.values())
            if len(set(seated)) != len(seated) or not set(seated) <= codes:
                raise InputError(f"{self.name}: round {number} seats a code twice or "
                                 "an unknown code")
            if len(row) != len(TABLES):
                raise InputError(f"{self.name}: round {number} has {len(row)} tables, not 2")
            for table, table_seats in zip(TABLES, row, strict=True):
                for line in Line:
                    teams = {code_team(table_seats[d]) for d in line.directions}
                    if len(teams) != 1:
                        raise InputError(f"{self.name}: round {number} table {table} "
                                         f"mixes teams on {line}")
                # The balances rely on it: team A is North-South at table 1 and
                # East-West at table 2 in every round (spec §3).
                ns_team = code_team(table_seats[Direction.N])
                if ns_team is not (Team.A if table == 1 else Team.B):
                    raise InputError(f"{self.name}: round {number} table {table}: team A "
                                     "sits North-South at table 1 and East-West at table 2")

    # -- sizes -----------------------------------------------------------------------
    @property
    def games_per_round(self) -> int:
        return 2 * self.originals_per_table

    @property
    def deals(self) -> int:
        return self.rounds * self.games_per_round

    @property
    def decks(self) -> int:
        return self.deck_count or self.games_per_round

    @property
    def envelopes(self) -> int:
        return 2 * 4 * self.originals_per_table

    # -- validation ------------------------------------------------------------------
    def check_round(self, round_: int) -> None:
        if not 1 <= round_ <= self.rounds:
            raise InputError(f"round {round_}: rounds are 1-{self.rounds}", "round_range",
                             {"round": round_, "rounds": self.rounds})

    def check_deal(self, deal: int) -> None:
        if not 1 <= deal <= self.deals:
            raise InputError(f"deal {deal}: deals are 1-{self.deals}", "deal_range",
                             {"deal": deal, "deals": self.deals})

    @staticmethod
    def check_table(table: int) -> None:
        if table not in TABLES:
            raise InputError(f"table {table}: tables are 1 and 2", "table_range", {"table": table})

    # -- numbering -------------------------------------------------------------------
    def deal_number(self, round_: int, origin_table: int, serial: int) -> int:
        """Round r: deals 6(r-1)+1..+3 originate at table 1, the next three at table 2."""
        self.check_round(round_)
        self.check_table(origin_table)
        if not 1 <= serial <= self.originals_per_table:
            raise InputError(f"serial {serial}: serials are 1-{self.originals_per_table}")
        return ((round_ - 1) * self.games_per_round
                + (origin_table - 1) * self.originals_per_table + serial)

    def dealer(self, round_: int, serial: int) -> Direction:
        index = (round_ - 1) * self.originals_per_table + serial - 1
        return self.dealer_cycle[index % len(self.dealer_cycle)]

    def slot(self, deal: int) -> DealSlot:
        self.check_deal(deal)
        index = deal - 1
        round_ = index // self.games_per_round + 1
        within = index % self.games_per_round
        origin = within // self.originals_per_table + 1
        serial = within % self.originals_per_table + 1
        return DealSlot(deal, round_, origin, serial, self.dealer(round_, serial))

    def round_deals(self, round_: int) -> range:
        self.check_round(round_)
        start = (round_ - 1) * self.games_per_round + 1
        return range(start, start + self.games_per_round)

    # -- seats -----------------------------------------------------------------------
    def seats(self, round_: int, table: int) -> Seats:
        self.check_round(round_)
        self.check_table(table)
        return self.seat_table[round_ - 1][table - 1]

    def team_line(self, table: int, team: Team) -> Line:
        """The line a team sits at a table (constant over the match)."""
        seats = self.seats(1, table)
        return Line.NS if code_team(seats[Direction.N]) is team else Line.EW

    def seat_of(self, round_: int, code: str) -> tuple[int, Direction]:
        for table in TABLES:
            for direction, seated in self.seats(round_, table).items():
                if seated == code:
                    return table, direction
        raise InputError(f'"{code}": no such player code in {self.name}')

    # -- blocks and play order ------------------------------------------------------
    def blocks(self, round_: int, table: int, turning: bool = False) -> tuple[Block, Block]:
        """The original block then the sent block of a table's round.

        With ``turning`` (spec §8) table 1's sent block seats every player in his
        partner's direction: the compass turns half round every three games.
        """
        seats = self.seats(round_, table)
        blocks: list[Block] = []
        for kind, origin in ((BlockKind.ORIGINAL, table), (BlockKind.SENT, 3 - table)):
            offset = 0 if kind is BlockKind.ORIGINAL else self.originals_per_table
            games = tuple(
                Game(
                    game=offset + serial,
                    deal=self.deal_number(round_, origin, serial),
                    dealer=self.dealer(round_, serial),
                    kind=kind,
                    origin_table=origin,
                    serial=serial,
                )
                for serial in range(1, self.originals_per_table + 1)
            )
            block_seats = seats
            if turning and table == 1 and kind is BlockKind.SENT:
                block_seats = {d: seats[d.partner] for d in Direction}
            blocks.append(Block(kind, dict(block_seats), games))
        return blocks[0], blocks[1]

    def seats_for_game(self, round_: int, table: int, deal: int, turning: bool) -> Seats:
        for block in self.blocks(round_, table, turning):
            if any(g.deal == deal for g in block.games):
                return block.seats
        raise InputError(f"deal {deal} is not played in round {round_}", "deal_not_in_round",
                         {"deal": deal, "round": round_})

    def play_order(self, round_: int, table: int, two_decks: bool = False) -> list[Game]:
        """The games of a table's round in the order they are played.

        Six decks: the three originals, then the three sent deals.  Two decks (the
        seed's fallback, spec §5): each original goes to the other table as soon as it
        is played, so originals and sent deals alternate: O1, S1, O2, S2, O3, S3.
        """
        original, sent = self.blocks(round_, table)
        if not two_decks:
            return [*original.games, *sent.games]
        order: list[Game] = []
        for own, other in zip(original.games, sent.games, strict=True):
            order.extend((own, other))
        return order

    # -- the whole plan ---------------------------------------------------------------
    def schedule(self, turning: bool = False) -> dict[str, Any]:
        """The whole match plan as plain data (the ``schedule --json`` shape)."""
        return {
            "format": self.name,
            "rounds": [
                {
                    "round": round_,
                    "tables": [
                        {
                            "table": table,
                            "blocks": [
                                {
                                    "kind": block.kind.value,
                                    "seats": {d.name: block.seats[d] for d in
                                              (Direction.N, Direction.E, Direction.S,
                                               Direction.W)},
                                    "games": [
                                        {"game": g.game, "deal": g.deal,
                                         "dealer": g.dealer.name}
                                        for g in block.games
                                    ],
                                }
                                for block in self.blocks(round_, table, turning)
                            ],
                        }
                        for table in TABLES
                    ],
                }
                for round_ in range(1, self.rounds + 1)
            ],
        }


def _row(t1: str, t2: str) -> tuple[Seats, Seats]:
    """Seats of both tables from "S N W E" strings of codes (the spec's column order)."""
    def seats(text: str) -> Seats:
        south, north, west, east = text.split()
        return {Direction.S: south, Direction.N: north, Direction.W: west, Direction.E: east}
    return seats(t1), seats(t2)


#: Stolitsa's 1959 scheme: 6 rounds × 6 games, the seat table of spec §3.
STOLITSA_36: Final = MatchFormat(
    name="stolitsa-36",
    rounds=6,
    originals_per_table=3,
    team_size=4,
    seat_table=(
        _row("A-1 A-2 B-3 B-4", "B-1 B-2 A-3 A-4"),
        _row("A-1 A-2 B-1 B-2", "B-3 B-4 A-3 A-4"),
        _row("A-1 A-3 B-4 B-2", "B-3 B-1 A-2 A-4"),
        _row("A-1 A-3 B-1 B-3", "B-2 B-4 A-2 A-4"),
        _row("A-1 A-4 B-2 B-3", "B-1 B-4 A-2 A-3"),
        _row("A-1 A-4 B-1 B-4", "B-2 B-3 A-2 A-3"),
    ),
)

FORMATS: Final[dict[str, MatchFormat]] = {STOLITSA_36.name: STOLITSA_36}


def register_format(fmt: MatchFormat) -> None:
    """Make another format known by name (the formats are data: spec §12)."""
    existing = FORMATS.get(fmt.name)
    if existing is not None and existing != fmt:
        raise InputError(f'"{fmt.name}": another format already has this name')
    FORMATS[fmt.name] = fmt


def get_format(name: str) -> MatchFormat:
    try:
        return FORMATS[name]
    except KeyError:
        raise InputError(f'"{name}": unknown match format (known: '
                         f'{", ".join(sorted(FORMATS))})') from None
