"""Write tests/data/par_deals.json: double-dummy tables of seeded random deals.

tests/test_par.py checks models.par against endplay's par on these tables for every
vulnerability and dealer; the tables are stored so the tests need no DDS run (DDS takes
~0.1 s a deal on this machine).  Deals come from ``endplay.dealer.generate_deal`` with
seeds 0..N-1, solved with ``calc_all_tables`` in batches of at most 40 (DDS takes
200 boards a call: 40 deals × 5 strains).
Rerun: ``.venv/bin/python bench/par_fixture.py [--deals 300]``
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from endplay.dds import calc_all_tables  # noqa: E402
from endplay.dealer import generate_deal  # noqa: E402
from endplay.types import Denom, Player  # noqa: E402

_DENOMS = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades,
           "NT": Denom.nt}
_PLAYERS = {"N": Player.north, "E": Player.east, "S": Player.south, "W": Player.west}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--out", type=Path, default=ROOT / "tests" / "data" / "par_deals.json")
    args = parser.parse_args(argv)
    deals = [generate_deal(seed=seed) for seed in range(args.deals)]
    rows = []
    for start in range(0, len(deals), 40):
        batch = deals[start:start + 40]
        for offset, (deal, table) in enumerate(zip(batch, calc_all_tables(batch), strict=True)):
            rows.append({
                "seed": start + offset,
                "deal": deal.to_pbn(),
                "table": {p: {s: int(table[d, player]) for s, d in _DENOMS.items()}
                          for p, player in _PLAYERS.items()},
            })
    args.out.write_text(json.dumps({"generator": "bench/par_fixture.py", "deals": rows},
                                   separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"{len(rows)} deals -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
