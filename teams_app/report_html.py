"""The result sheet so far as data and as HTML: the scoreboard's ``api/state`` and page,
and the self-contained match report (issue 23).

Everything starts from :func:`models.shown.shown_match` — the match with every incomplete
deal's results, notebook and analysis left out — so the scoreboard, its JSON and the
report cannot show what a room has still to play (annulment reason 4).  The numbers are
the core's (:func:`models.balances.compute_balances`, as ``report --json``).

:func:`board_state` is the data (the scoreboard's JSON); :func:`render` turns it into an
HTML page: ``"page"`` for the scoreboard (its CSS and script beside it, as the room
server's content security policy wants), ``"report"`` for one file with its CSS inline
and an SVG chart, readable without a script.  Words: :mod:`words.report`,
:mod:`words.texts` and :mod:`words.notation` in the chosen language.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from importlib import resources
from pathlib import Path
from typing import Any

import words
from models import notebook, queries
from models.balances import DealBalance, compute_balances
from models.checks import stored_analysis
from models.format import Team
from models.match import DealKey, Match
from models.shown import RoundState, percentages_after, round_progress, shown_match
from models.vocabulary import Direction, Line, Strain, Suit
from teams_app.store import write_output
from words import LANGUAGES, notation, texts
from words.report import LANGUAGE_MARKS, LANGUAGE_NAMES

_HAND_ORDER = (Direction.N, Direction.E, Direction.S, Direction.W)
_DD_STRAINS = (Strain.NT, Strain.S, Strain.H, Strain.D, Strain.C)


#: areas whose words the report shares (the result sheet's, a replay's, a place's): given
#: whole
_SHARED = ("paper.", "replay.", "place.")


def word(key: str, lang: str, *, count: int | None = None, **values: object) -> str:
    """The report's own text ``report.<key>`` (:mod:`words.report`) in ``lang``, or a
    word it shares with the papers or the screen, given by its whole key."""
    whole = key if key.startswith(_SHARED) else f"report.{key}"
    return words.word(whole, lang, count=count, **values)


# -- the data ---------------------------------------------------------------------------


def board_state(match: Match, lang: str = "en") -> dict[str, Any]:
    """What the scoreboard shows, as JSON-able data in ``lang`` (see the module)."""
    shown = shown_match(match)
    with words.speaking(words.check_language(lang)):
        return _state(shown, lang)


def _state(shown: Match, lang: str) -> dict[str, Any]:
    balances = compute_balances(shown)
    progress = round_progress(shown, balances)
    percentages = percentages_after(balances)
    names = {t.value: shown.teams[t].name for t in Team}
    rounds = []
    for r, p, pc in zip(balances.rounds, progress, percentages, strict=True):
        rounds.append({
            "round": r.round, "roman": texts.roman(r.round), "state": p.state.value,
            "counted": p.counted, "deals": p.deals,
            "table1": {"A": r.table1.a, "B": r.table1.b},
            "table2": {"A": r.table2.a, "B": r.table2.b},
            "balance_A": r.balance_a, "cumulative_A": r.cumulative_a,
            "given_away": {"A": r.given_away_a, "B": r.given_away_b},
            "cumulative_given_away": {"A": r.cumulative_given_away_a,
                                      "B": r.cumulative_given_away_b},
            "percentages": {
                "victory_team": pc.victory_team.value if pc.victory_team else None,
                "victory": pc.victory, "final": {"A": pc.final_a, "B": pc.final_b}},
        })
    if all(p.state is RoundState.COMPLETE for p in progress) and queries.match_over(shown):
        status = "complete"
    elif any(p.state is not RoundState.NOT_STARTED for p in progress):
        status = "in-progress"
    else:
        status = "not-started"
    current = next((p for p in progress if p.state is RoundState.IN_PROGRESS), None)
    leader = balances.leader
    return {
        "lang": lang,
        "teams": names,
        "status": status,
        "status_text": word("complete" if status == "complete" else "in_progress", lang),
        "progress_text": (word("round_in_progress", lang, count=current.deals,
                               round=texts.roman(current.round), counted=current.counted,
                               deals=current.deals)
                          if current is not None else
                          word("nothing_yet", lang) if status == "not-started" else None),
        "leader_text": (word("level", lang) if leader is None else
                        word("won" if status == "complete" else "leads", lang,
                             team=names[leader.value], points=abs(balances.balance_a))),
        "rounds": rounds,
        "total": balances.to_report()["total"],
        "deals": [_deal(shown, balances.attempts(d), names, lang) for d in balances.deals],
    }


def _deal(shown: Match, attempts: list[DealBalance], names: dict[str, str],
          lang: str) -> dict[str, Any]:
    current = attempts[-1]
    key = DealKey(current.deal, current.attempt)
    data: dict[str, Any] = {
        "deal": current.deal, "round": current.round, "label": str(key),
        "earlier": [_annulled(DealKey(a.deal, a.attempt), a, lang, replayed=True)
                    for a in attempts[:-1]],
    }
    if current.annulled is not None:
        data.update(_annulled(key, current, lang))
        return data
    if not current.counts:
        data.update(status="pending", text=word("pending", lang))
        return data
    data["status"] = "counts"
    data["dealer"] = notation.direction_letter(shown.dealer(current.deal))
    cards = shown.cards_at(key, shown.format.slot(current.deal).origin_table)
    data["cards"] = ({"ns": notation.score_card_text(cards[Line.NS]),
                      "ew": notation.score_card_text(cards[Line.EW])}
                     if cards else None)
    tables = []
    for table in (1, 2):
        result = shown.results[(key, table)]
        ns = shown.score(key, table)
        points = queries.team_points(shown, table, ns or 0)
        tables.append({
            "table": table, "result": texts.result_text(result, honours=True),
            "lead": notation.card_text(result.lead) if result.lead else None,
            "ns_score": ns, "points": {"A": points[Team.A], "B": points[Team.B]},
            "auction": _auction(shown, key, table),
        })
    data["tables"] = tables
    data["net_A"] = current.net_a
    data["net_text"] = word("net", lang, team=names["A"], points=f"{current.net_a:+d}")
    deal = notebook.known_deal(shown, key)
    data["hands"] = ({d.name: {s.symbol: notation.suit_holding_text(deal[d], s)
                               for s in reversed(Suit)}
                      for d in _HAND_ORDER} if deal is not None else None)
    analysis = stored_analysis(shown, key)
    if analysis is not None:
        data["dd"] = {d.name: {_strain(s): analysis.tricks[d][s] for s in _DD_STRAINS}
                      for d in _HAND_ORDER}
        data["par"] = (word("par", lang, contracts=texts.par_text(analysis.par_contracts)
                            or texts.pass_word(),
                            score=f"{notation.line_name(Line.NS)} {analysis.par_ns:+d}")
                       if analysis.par_ns is not None else None)
    else:
        data["dd"] = data["par"] = None
    return data


def _strain(strain: Strain) -> str:
    return notation.strain_text(strain)


def _annulled(key: DealKey, d: DealBalance, lang: str,
              replayed: bool = False) -> dict[str, Any]:
    """An annulled attempt: its status only (an earlier one was ``replayed``)."""
    annulment = d.annulment
    assert annulment is not None
    text = word("annulled", lang, reason=texts.reason_text(annulment.reason))
    if not replayed:
        text += "; " + word("replay_pending" if annulment.awaits_replay
                            else "replay.not_replayed", lang)
    return {"label": str(key), "status": "annulled", "reason": int(annulment.reason),
            "replay": annulment.awaits_replay and not replayed, "text": text}


def _auction(shown: Match, key: DealKey, table: int) -> dict[str, Any] | None:
    recorded = notebook.recorded_auction(shown, key, table)
    if recorded is None:
        return None
    dealer, calls = recorded
    return {"dealer": dealer.name, "calls": [texts.call_text(c) for c in calls]}


# -- HTML -------------------------------------------------------------------------------


def _css() -> str:
    return (resources.files("teams_app.server").joinpath("page", "scoreboard.css")
            .read_text(encoding="utf-8"))


def render(state: dict[str, Any], mode: str = "report") -> str:
    """The HTML page of :func:`board_state`'s data: ``"page"`` (the scoreboard) or
    ``"report"`` (one self-contained file)."""
    lang = state["lang"]
    names = state["teams"]
    title = word("scoreboard" if mode == "page" else "report", lang)
    head = [f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            f"<title>{escape(title)}: {escape(names['A'])} – {escape(names['B'])}</title>"]
    if mode == "page":
        head.append('<link rel="stylesheet" href="scoreboard.css">')
        head.append('<script src="textsize.js" defer></script>')
        head.append('<script src="scoreboard.js" defer></script>')
    else:
        head.append(f"<style>\n{_css()}</style>")
    # the scoreboard says when the laptop does not answer, or no longer knows its key
    signs = ([f'<p id="offline" role="status" hidden>{escape(word("offline", lang))}</p>',
              f'<p id="stale" role="alert" hidden>'
              f'{escape(words.word("door.stale", lang))}</p>'] if mode == "page" else [])
    body = [f'<body class="{mode}">', *signs, '<main id="board">', _header(state, mode, title),
            '<div class="top">', _sheet(state), '<div class="side">', _chart(state),
            _percentages(state), "</div>", "</div>", _deals(state, mode), "</main>",
            "</body>", "</html>"]
    return "\n".join(head + ["</head>"] + body) + "\n"


def _header(state: dict[str, Any], mode: str, title: str) -> str:
    lang = state["lang"]
    parts = ['<header>', f'<h1>{escape(state["teams"]["A"])} – '
             f'{escape(state["teams"]["B"])}</h1>',
             f'<p class="what">{escape(title)} · <span class="status">'
             f'{escape(state["status_text"])}</span></p>',
             f'<p class="leader">{escape(state["leader_text"])}</p>']
    if state["progress_text"]:
        parts.append(f'<p class="progress">{escape(state["progress_text"])}</p>')
    if mode == "page":
        current = ' aria-current="page"'
        links = " ".join(
            f'<a href="?lang={code}" lang="{code}" title="{escape(LANGUAGE_NAMES[code])}"'
            f'{current if code == lang else ""}>{LANGUAGE_MARKS[code]}</a>'
            for code in LANGUAGES)
        larger = escape(word("larger", lang))
        parts.append(f'<nav class="langs">{links} <button type="button" id="larger" '
                     f'aria-label="{larger}" title="{larger}">A+</button></nav>')
    parts.append("</header>")
    return "\n".join(parts)


def _num(value: int) -> str:
    return f"{value:+d}" if value else "0"


def _sheet(state: dict[str, Any]) -> str:
    lang = state["lang"]
    a, b = (escape(state["teams"][t]) for t in ("A", "B"))
    teams = f'<th title="{a}">A</th><th title="{b}">B</th>'

    def label(key: str, **values: Any) -> str:
        """A heading, and its short form for a phone."""
        return (f'<span class="long">{escape(word(key, lang, **values))}</span>'
                f'<span class="short">{escape(word(key + "_short", lang, **values))}</span>')

    rows = ['<div class="sheetbox">',
            f'<table class="sheet"><caption>{escape(word("paper.form.result", lang))}</caption>',
            "<thead><tr>"
            f'<th rowspan="2">{escape(word("paper.round", lang))}</th>'
            f'<th colspan="2">{label("place.table", t=1)}</th>'
            f'<th colspan="2">{label("place.table", t=2)}</th>'
            f'<th rowspan="2">{label("balance")} A</th>'
            f'<th rowspan="2">{label("running")} A</th>'
            f'<th colspan="2">{label("given_away")}</th></tr>'
            f'<tr>{teams * 3}</tr></thead><tbody>']  # under each table and given away
    for r in state["rounds"]:
        if r["state"] == "not-started":
            rows.append(f'<tr class="later"><th>{r["roman"]}</th>'
                        + "<td></td>" * 8 + "</tr>")
            continue
        rows.append(
            f'<tr class="{r["state"]}"><th>{r["roman"]}</th>'
            f'<td>{r["table1"]["A"]}</td><td>{r["table1"]["B"]}</td>'
            f'<td>{r["table2"]["A"]}</td><td>{r["table2"]["B"]}</td>'
            f'<td>{_num(r["balance_A"])}</td><td class="run">{_num(r["cumulative_A"])}</td>'
            f'<td>{r["cumulative_given_away"]["A"]}</td>'
            f'<td>{r["cumulative_given_away"]["B"]}</td></tr>')
    total = state["total"]
    rows.append(f'</tbody><tfoot><tr><th>{escape(word("paper.total", lang))}</th>'
                f'<td colspan="4"></td><td colspan="2" class="run">'
                f'{_num(total["balance_A"])}</td><td colspan="2"></td></tr></tfoot></table>')
    rows.append(f'<p class="teams">A: {a} · B: {b}</p></div>')
    return "\n".join(rows)


def _chart(state: dict[str, Any]) -> str:
    """Team A's running balance after each round, as inline SVG bars (above the line: A
    leads)."""
    lang = state["lang"]
    rounds = state["rounds"]
    width, height, pad = 420, 240, 24
    values = [r["cumulative_A"] if r["state"] != "not-started" else None for r in rounds]
    shown = [v for v in values if v is not None]
    high, low = max(shown + [0]), min(shown + [0])
    span = (high - low) or 1
    y0, y1 = 26, height - 48  # room for the labels above the bars and below them
    zero = y0 + (y1 - y0) * high / span
    scale = (y1 - y0) / span
    step = (width - 2 * pad) / max(len(rounds), 1)
    parts = [f'<figure class="chart"><figcaption>{escape(word("chart", lang))} '
             f'(A: {escape(state["teams"]["A"])})</figcaption>',
             f'<svg viewBox="0 0 {width} {height}" '
             f'role="img" aria-label="{escape(word("chart", lang))}">',
             f'<line class="axis" x1="{pad}" y1="{zero:.1f}" x2="{width - pad}" '
             f'y2="{zero:.1f}" stroke-width="2"/>']
    for i, (r, v) in enumerate(zip(rounds, values, strict=True)):
        x = pad + i * step + step * 0.2
        w = step * 0.6
        cx = x + w / 2
        parts.append(f'<text x="{cx:.1f}" y="{height - 6}" text-anchor="middle" '
                     f'font-size="18">{r["roman"]}</text>')
        if v is None:
            continue
        h = abs(v) * scale
        y = zero - h if v > 0 else zero
        team = "a" if v >= 0 else "b"  # its colour from the style sheet (light, dark)
        parts.append(f'<rect class="{team}" x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" '
                     f'height="{max(h, 1):.1f}"/>')
        ty = y - 6 if v >= 0 else y + h + 18
        parts.append(f'<text x="{cx:.1f}" y="{ty:.1f}" text-anchor="middle" '
                     f'font-size="16">{_num(v)}</text>')
    parts.append("</svg></figure>")
    return "\n".join(parts)


def _percentages(state: dict[str, Any]) -> str:
    lang = state["lang"]
    names = state["teams"]
    rows = ['<table class="pct"><thead><tr><th></th>'
            f'<th title="{escape(word("paper.victory_formula", lang))}">'
            f'{escape(word("paper.victory_pct", lang))}</th>'
            f'<th title="{escape(word("paper.final_formula", lang))}">'
            f'{escape(word("paper.final_pct", lang))} A / B</th></tr></thead><tbody>']
    for r in state["rounds"]:
        if r["state"] == "not-started":
            continue
        p = r["percentages"]
        team = names[p["victory_team"]] if p["victory_team"] else ""
        rows.append(f'<tr><th>{escape(word("after_round", lang, round=r["roman"]))}</th>'
                    f'<td>{escape(team)} {notation.percent_text(p["victory"], lang)}</td>'
                    f'<td>{notation.percent_text(p["final"]["A"], lang)} / '
                    f'{notation.percent_text(p["final"]["B"], lang)}</td></tr>')
    rows.append("</tbody></table>")
    rows.append(f'<p class="formula">{escape(word("paper.victory_pct", lang))}: '
                f'{escape(word("paper.victory_formula", lang))}. '
                f'{escape(word("paper.final_pct", lang))}: '
                f'{escape(word("paper.final_formula", lang))}.</p>')
    return "\n".join(rows)


def _deals(state: dict[str, Any], mode: str) -> str:
    lang = state["lang"]
    parts = ['<div class="deals">']
    for r in state["rounds"]:
        if r["state"] == "not-started":
            continue
        deals = [d for d in state["deals"] if d["round"] == r["round"]]
        inner = [_deal_html(d, state) for d in deals]
        heading = escape(word("round_deals", lang, round=r["roman"]))
        if mode == "page":
            parts.append(f'<details id="round-{r["round"]}"><summary>{heading}</summary>')
        else:
            parts.append(f'<section class="round"><h2>{heading}</h2>')
        parts.extend(inner)
        parts.append("</details>" if mode == "page" else "</section>")
    parts.append("</div>")
    return "\n".join(parts)


def _deal_html(d: dict[str, Any], state: dict[str, Any]) -> str:
    lang = state["lang"]
    head = escape(word("deal", lang, deal=d["label"]))
    parts = [f'<article class="deal {d["status"]}" id="deal-{d["label"]}">']
    earlier = "".join(f'<p class="annulled">{escape(e["label"])}: {escape(e["text"])}</p>'
                      for e in d["earlier"])
    if d["status"] != "counts":
        parts.append(f'<h3>{head}</h3>{earlier}<p class="{d["status"]}">'
                     f'{escape(d["text"])}</p></article>')
        return "".join(parts)
    extra = [escape(word("dealer", lang, dealer=d["dealer"]))]
    if d["cards"]:
        extra.append(escape(word("cards", lang, ns=d["cards"]["ns"], ew=d["cards"]["ew"])))
    parts.append(f'<h3>{head} <small>{" · ".join(extra)}</small></h3>{earlier}')
    a, b = (escape(state["teams"][t]) for t in ("A", "B"))
    parts.append('<table class="rooms"><thead><tr><th></th>'
                 f'<th>{escape(word("contract", lang))}</th>'
                 f'<th>{escape(word("lead", lang))}</th>'
                 f'<th>{escape(word("ns_score", lang))}</th>'
                 f'<th title="{a}">A</th><th title="{b}">B</th></tr></thead><tbody>')
    for t in d["tables"]:
        parts.append(f'<tr><th>{escape(word("place.table", lang, t=t["table"]))}</th>'
                     f'<td>{escape(t["result"])}</td><td>{escape(t["lead"] or "")}</td>'
                     f'<td>{t["ns_score"]}</td><td>{t["points"]["A"]}</td>'
                     f'<td>{t["points"]["B"]}</td></tr>')
    parts.append(f'</tbody></table><p class="net">{escape(d["net_text"])}</p>')
    for t in d["tables"]:
        if t["auction"]:
            parts.append(_auction_html(t["auction"], t["table"], lang))
    if d["hands"]:
        parts.append(_hands_html(d["hands"], lang))
    if d["dd"]:
        parts.append(_dd_html(d["dd"], lang))
    if d["par"]:
        parts.append(f'<p class="par">{escape(d["par"])}</p>')
    parts.append("</article>")
    return "\n".join(parts)


def _auction_html(auction: dict[str, Any], table: int, lang: str) -> str:
    order = ["W", "N", "E", "S"]
    start = order.index(auction["dealer"])
    cells = [""] * start + list(auction["calls"])
    rows = [cells[i:i + 4] for i in range(0, len(cells), 4)]
    with words.speaking(lang):
        heads = "".join(f"<th>{escape(notation.direction_letter(Direction[x]))}</th>"
                        for x in order)
    body = "".join("<tr>" + "".join(f"<td>{escape(c)}</td>" for c in row)
                   + "<td></td>" * (4 - len(row)) + "</tr>" for row in rows)
    return (f'<table class="auction"><caption>{escape(word("auction", lang, t=table))}'
            f"</caption><thead><tr>{heads}</tr></thead><tbody>{body}</tbody></table>")


def _hand_cell(hand: dict[str, str]) -> str:
    return "<br>".join(
        f'<span class="{"red" if s in "♥♦" else "black"}">{s}</span>&#8201;{escape(h)}'
        for s, h in hand.items())


def _hands_html(hands: dict[str, dict[str, str]], lang: str) -> str:
    with words.speaking(lang):
        n, e, s, w = (escape(notation.direction_letter(d)) for d in _HAND_ORDER)
    return (f'<table class="hands"><caption>{escape(word("hands", lang))}</caption><tbody>'
            f'<tr><td></td><td>{_hand_cell(hands["N"])}</td><td></td></tr>'
            f'<tr><td>{_hand_cell(hands["W"])}</td><td class="compass">{n}<br>{w}&#8195;{e}'
            f'<br>{s}</td><td>{_hand_cell(hands["E"])}</td></tr>'
            f'<tr><td></td><td>{_hand_cell(hands["S"])}</td><td></td></tr></tbody></table>')


def _dd_html(dd: dict[str, dict[str, int]], lang: str) -> str:
    strains = list(next(iter(dd.values())))
    with words.speaking(lang):
        letters = {d: notation.direction_letter(Direction[d]) for d in dd}
    head = "".join(f"<th>{escape(s)}</th>" for s in strains)
    body = "".join(f"<tr><th>{escape(letters[d])}</th>"
                   + "".join(f"<td>{row[s]}</td>" for s in strains) + "</tr>"
                   for d, row in dd.items())
    return (f'<table class="dd"><caption>{escape(word("dd", lang))}</caption>'
            f"<thead><tr><th></th>{head}</tr></thead><tbody>{body}</tbody></table>")


# -- the report and the page ------------------------------------------------------------


def report_html(match: Match, lang: str = "en") -> str:
    """The match report: one self-contained HTML file (see the module)."""
    return render(board_state(match, lang), "report")


def page_html(match: Match, lang: str = "en") -> str:
    """The scoreboard's page."""
    return render(board_state(match, lang), "page")


def write_report(match: Match, path: Path | str, lang: str = "en", *,
                 protect: Iterable[Path | str] = ()) -> int:
    """Write the match report to ``path`` whole or not at all (never over a match file or
    the files in ``protect``); the characters written."""
    text = report_html(match, lang)
    write_output(path, text, protect=protect, what="the HTML report")
    return len(text)
