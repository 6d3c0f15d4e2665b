"""Render one page of every form to PNG, so a person can look at them.

    .venv/bin/python -m printing.samples [FOLDER] [--lang bg] [--dpi 60] [--paper a4]
                                         [--only STEM …]

Uses the demo match (Cyrillic names, table 1 turning) and poppler's ``pdftoppm``;
without ``pdftoppm`` it says so and writes the PDFs only.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

from models import extras
from models.match import DealKey, Match
from models.par import stored_par
from printing import write_pdf
from printing.demo import annul_demo, demo_match

#: options of SAMPLES: render from the pre-dealt demo match, or from a match played to
#: round II with round III half played, instead of the whole played one
PREDEALT = "predealt"
MIDMATCH = "midmatch"

#: (file stem, what, the page worth showing, extra render options)
SAMPLES: tuple[tuple[str, str, int, dict[str, int | bool]], ...] = (
    ("diagram-filled", "diagrams", 3, {"round": 2}),
    ("diagram-turned", "diagrams", 2, {"round": 2}),
    ("diagram-blank", "blank-diagrams", 1, {"round": 1, "table": 2}),
    ("result-sheet", "result-sheet", 1, {}),
    ("rotation", "rotation", 1, {}),
    ("envelopes", "envelopes", 1, {}),
    ("score-cards", "score-cards", 1, {"table": 1}),
    ("hand-records", "hand-records", 1, {"round": 1}),
    ("result-sheet-deals", "result-sheet", 2, {}),
    ("dealing-sheets", "dealing-sheets", 1, {PREDEALT: True}),
    ("result-sheet-midmatch", "result-sheet", 1, {MIDMATCH: True}),
    ("diagram-midmatch", "diagrams", 2, {MIDMATCH: True, "round": 3}),
    ("diagram-annulled", "diagrams", 3, {MIDMATCH: True, "round": 2}),
    ("diagram-replays-after", "blank-diagrams", 4, {"round": 6}),
    ("notebook-blank", "notebook", 1, {"round": 1, "table": 1}),
    ("result-sheet-blank", "blank-result-sheet", 1, {}),
)


def make_samples(folder: Path, *, lang: str = "bg", dpi: int = 60, keep_pdf: bool = False,
                 paper: str = "a4", only: tuple[str, ...] = ()) -> list[Path]:
    """Write ``<stem>.png`` for every sample (or the ``only`` ones) into ``folder``;
    returns the PNG paths."""
    folder.mkdir(parents=True, exist_ok=True)
    match = demo_match(cyrillic=True, turning=True)
    for deal in match.format.round_deals(1):
        match.extras.setdefault("dd", {})[str(deal)] = _analyse(match, deal)
    dealt = demo_match(cyrillic=True, turning=True, predealt=True, played_rounds=0)
    midway = annul_demo(demo_match(cyrillic=True, turning=True, played_rounds=2,
                                   half_played=True))
    tool = shutil.which("pdftoppm")
    written: list[Path] = []
    for stem, what, page, options in SAMPLES:
        if only and stem not in only:
            continue
        pdf = folder / f"{stem}.pdf"
        options = dict(options)
        source = (dealt if options.pop(PREDEALT, False) else
                  midway if options.pop(MIDMATCH, False) else match)
        write_pdf(pdf, source, what, lang=lang, paper=paper, **options)
        if tool is None:
            continue
        subprocess.run([tool, "-r", str(dpi), "-png", "-singlefile", "-f", str(page),
                        "-l", str(page), str(pdf), str(folder / stem)], check=True)
        written.append(folder / f"{stem}.png")
        if not keep_pdf:
            pdf.unlink()
    return written


def _analyse(match: Match, deal: int) -> dict[str, object]:
    """The real double-dummy table (endplay's DDS) and par (score cards counted) of a
    demo deal, as the analysis stores them."""
    # late: the double-dummy solver (endplay), only when analysing
    from endplay.dds import calc_dd_table
    from endplay.types import Deal, Denom, Player


    origin = match.format.slot(deal).origin_table
    hands = extras.hands(match, DealKey(deal), origin)
    pbn = "N:" + " ".join(hands[d] for d in "NESW")
    table = calc_dd_table(Deal(pbn))
    denoms = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades,
              "NT": Denom.nt}
    players = {"N": Player.north, "E": Player.east, "S": Player.south, "W": Player.west}
    tricks = {p: {s: table[denoms[s], players[p]] for s in denoms} for p in players}
    return {"deal": pbn, "table": tricks,
            "par": stored_par(tricks, match.draws[deal], match.dealer(deal))}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", nargs="?", default="docs/print-samples")
    parser.add_argument("--lang", default="bg", choices=("en", "bg", "ru"))
    parser.add_argument("--dpi", type=int, default=60)
    parser.add_argument("--keep-pdf", action="store_true")
    parser.add_argument("--paper", default="a4", choices=("a4", "letter"))
    parser.add_argument("--only", nargs="*", default=(), metavar="STEM",
                        help="only these samples (file stems)")
    args = parser.parse_args(argv)
    written = make_samples(Path(args.folder), lang=args.lang, dpi=args.dpi,
                           keep_pdf=args.keep_pdf, paper=args.paper,
                           only=tuple(args.only))
    if not written:
        print("pdftoppm not found (install poppler-utils): wrote the PDFs only",
              file=sys.stderr)
        return 1
    for path in written:
        print(path)
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
