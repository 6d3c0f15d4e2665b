// The room terminal: one table's page.  Reads api/state, posts through an outbox kept in
// localStorage under the match and the table (not the page's address): a post survives a
// reload, a lost connection, a restart of the laptop and a new key, is retried with the
// same id and goes from whichever address the table's page is opened at next.  Each post
// ends stored, or refused with the reason shown in the list.  No libraries, no build step.
"use strict";

// Every post this phone has not seen stored: [{route, match, table, label, text, body,
// refused?}], the body carrying its client id and the match, table and attempt it was
// typed for.  One list for the phone (the same origin: the laptop's address and port),
// so a page at a table's new address (a new key, a restarted laptop) picks its own up.
const OUTBOX = "teams-app-outbox";
const QUIET_MS = 5000;   // no answer from the laptop for this long: the page says so

let chosen = null;       // {deal, attempt, label, was}: a row tapped for a correction
let previewTimer = null;
let previewSeq = 0;

// -- talking to the laptop -------------------------------------------------------------
async function getJson(path) {
  const response = await fetch(path + (path.includes("?") ? "&" : "?") + "lang=" + lang,
                               { cache: "no-store" });
  const body = await response.json();
  return { status: response.status, body };
}

// this page's own: typed for this match at this table
const mine = (item) => Boolean(current) && item.match === current.match && item.table === current.table;
const waiting = (item) => mine(item) && !item.refused;

function post(route, body, label, text) {
  if (!current) return;
  const items = outbox();
  items.push({ route, match: current.match, table: current.table, label: String(label ?? ""),
               text: text || "", lead: body.lead || "",
               body: Object.assign({ id: newId(), match: current.match, table: current.table }, body) });
  say("", false);          // what the list says of earlier posts stays there
  saveOutbox(items);
  flush();
}

function done(item, answer) {
  if (item.route === "api/result") {
    const r = answer.lead ? w("page.with_lead", { r: answer.result, l: answer.lead }) : answer.result;
    const d = answer.deal + (answer.attempt ? " R" + answer.attempt : "");
    say(answer.unconfirmed ? w("page.typed", { d, r, line: current ? current.confirming_line : "" })
                           : w("page.stored", { d, r }), false);
    if ($("entry-text").value.trim() === item.text && $("lead-text").value.trim() === (item.lead || "")) {
      $("entry-text").value = "";
      $("lead-text").value = "";
      showPreview();
    }
    if (chosen && chosen.deal === item.body.deal && chosen.attempt === item.body.attempt) chosen = null;
    if (current) render(current);
  } else if (item.route === "api/draw") {
    say(w("page.drawn", { d: answer.deal }), false);
  } else if (item.route === "api/confirm") {
    const d = answer.deal + (answer.attempt ? " R" + answer.attempt : "");
    say(answer.confirmed ? w("page.confirmed", { d, r: answer.result || "" }) : w("page.not_confirmed", { d }), !answer.confirmed);
  } else if (item.route === "api/sign") {
    say(answer.signed.length === 2 ? w("page.signed", { r: item.label })
        : w("page.signed_by", { line: current ? current.lines[answer.line] : answer.line }), false);
  } else {
    say(w("page.checked", { r: answer.round }), false);
  }
}

// What a kept post is, in the page's words: "deal 9, 4♠ S =".
function what(item) {
  if (item.route === "api/result") {
    const r = item.lead ? w("page.with_lead", { r: item.text, l: item.lead }) : item.text;
    return w("page.item_result", { d: item.label, r });
  }
  if (item.route === "api/draw") return w("page.item_draw", { d: item.body.deal });
  if (item.route === "api/confirm") return w(item.body.ok ? "page.item_confirm" : "page.item_refuse", { d: item.label });
  if (item.route === "api/sign") return w("page.item_sign", { r: item.label, line: item.text });
  return w("page.item_check", { r: item.body.round });
}

function showOutbox() {
  const items = outbox();
  const list = $("outbox");
  list.hidden = !items.length;
  list.innerHTML = items.map((item) => {
    let text, cls, removable = false;
    if (item.refused) {
      text = w("page.refused", { what: what(item), why: item.refused }); cls = "refused"; removable = true;
    } else if (!current || mine(item)) {
      text = w(item.body.id === sending ? "page.inflight" : "page.unsent", { what: what(item) })
        + (item.last ? " (" + item.last + ")" : "");
      cls = "unsent";
    } else if (item.match === current.match) {
      text = w("page.elsewhere", { t: item.table, what: what(item) }); cls = "elsewhere";
    } else {
      text = w("page.othermatch", { what: what(item) }); cls = "elsewhere"; removable = true;
    }
    const remove = removable ? `<button type="button" data-remove="${esc(item.body.id)}"
      title="${esc(w("page.remove"))}" aria-label="${esc(w("page.remove"))}">✕</button>` : "";
    return `<li class="${cls}"><span>${esc(text)}</span>${remove}</li>`;
  }).join("");
  if (current) renderStore(current);
  banner();
}

// The banner: a dead address, or a laptop not heard from for QUIET_MS.
function banner() {
  const pending = outbox().filter((i) => !i.refused && (!current || mine(i))).length;
  const quiet = Date.now() - lastHeard;
  const el = $("offline");
  if (dead) {
    el.hidden = false;
    el.textContent = w("page.gone") + (pending ? " " + w("page.kept") : "");
  } else if (quiet >= QUIET_MS) {
    el.hidden = false;
    el.textContent = w("page.quiet", { s: Math.floor(quiet / 1000) }) + (pending ? " · " + w("page.pending", { count: pending }) : "");
  } else {
    el.hidden = true;
  }
}

// -- showing the state --------------------------------------------------------------------
function render(state) {
  current = state;
  document.documentElement.lang = lang;
  $("title").textContent = document.title = w("page.table", { t: state.table, r: state.round_roman });
  for (const el of document.querySelectorAll("[data-w]")) el.textContent = w(el.dataset.w);
  for (const b of document.querySelectorAll("#langs button")) b.classList.toggle("on", b.dataset.lang === lang);
  showTextSize();
  $("hints").innerHTML = state.hints.map((h) => "<li>" + esc(h) + "</li>").join("");
  renderTarget(state);
  renderConfirm(state);
  renderSign(state);
  showOutbox();
  renderChecks(state);
  renderPad(state);
  renderGames(state);
  renderSeats(state);
}

function target(state) {
  if (chosen) return chosen;
  return state.target;
}

function renderTarget(state) {
  const t = target(state);
  // a game whose cards are not at this table yet: say so, nothing to enter for it
  const waits = Boolean(t && !chosen && t.waiting);
  $("wait").hidden = !waits;
  if (waits) $("wait").textContent = w("page.wait", { d: t.label, t: t.from_table });
  $("entry").hidden = !t || waits;
  const draw = state.target && (state.target.drawable || state.target.cards) && !chosen;
  $("draw").hidden = !draw;
  if (draw) {
    $("draw-button").hidden = !state.target.drawable;
    $("draw-button").textContent = w("page.draw");
    const cards = state.target.cards;
    $("cards").hidden = !cards;
    if (cards) $("cards").textContent = w("page.cards", { ns: state.lines.NS, nsc: cards.ns, ew: state.lines.EW, ewc: cards.ew });
  }
  if (!t) return;
  $("target").textContent = !chosen ? w("page.target", { g: t.game, d: t.label, dealer: t.dealer })
    : chosen.was ? w("page.correcting", { d: t.label }) : w("page.picked", { d: t.label, g: chosen.game });
  $("clear").textContent = w("page.clear");
  // the match's setting: the opening lead taken with the result (optional)
  $("lead").hidden = !state.lead;
  if (!state.lead) $("lead-text").value = "";
  $("lead-text").placeholder = w("page.lead_hint");
  renderStore(state);
}

// A result typed here waiting for the other line (issue 32): shown large, with the
// other line's two answers; nothing else is typed until it is answered.
function renderConfirm(state) {
  const item = (state.unconfirmed || [])[0];
  const box = $("confirm");
  box.hidden = !item;
  if (!item) { box.dataset.signature = ""; return; }
  $("entry").hidden = true;
  $("wait").hidden = true;
  const sent = outbox().some((i) => waiting(i) && i.route === "api/confirm" &&
                                    i.body.deal === item.deal && i.body.attempt === item.attempt);
  const signature = lang + ":" + item.token + ":" + sent;
  if (box.dataset.signature === signature) return;
  box.dataset.signature = signature;
  const line = state.confirming_line;
  const title = item.was ? w("page.confirm_correction", { d: item.label, was: item.was, line })
                         : w("page.confirm_title", { d: item.label, line });
  const rows = [[w("paper.contract"), item.contract], [w("paper.declarer.long"), item.declarer],
                [w("page.tricks"), item.tricks], [w("page.honours"), item.honours],
                [w("paper.lead"), item.lead]]
    .filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(String(v))}</td></tr>`).join("");
  const score = w("page.score", { ns: state.lines.NS }) + ": " + (item.ns_score > 0 ? "+" : "") + item.ns_score;
  box.innerHTML = `<h2>${esc(title)}</h2><p class="typed">${esc(item.result)}</p>
    <table class="facts">${rows}<tr><th>${esc(w("page.score", { ns: state.lines.NS }))}</th><td>${esc((item.ns_score > 0 ? "+" : "") + item.ns_score)}</td></tr></table>
    <div class="row"><button type="button" class="wide" data-answer="no" ${sent ? "disabled" : ""}>${esc(w("page.not_right"))}</button>
    <button type="button" class="big wide" data-answer="yes" ${sent ? "disabled" : ""} title="${esc(score)}">${esc(w("page.confirm", { line }))}</button></div>`;
}

// The round played to its end here: its diagram, and each line signs it (issue 32).
function renderSign(state) {
  const sign = state.sign;
  const box = $("sign");
  box.hidden = !sign;
  if (!sign) { box.dataset.signature = ""; return; }
  if (sign.done) {
    box.dataset.signature = "";
    box.innerHTML = `<h2>${esc(w("page.signed", { r: sign.round_roman }))}</h2>`;
    return;
  }
  const sent = outbox().filter((i) => waiting(i) && i.route === "api/sign" && i.body.round === sign.round)
                       .map((i) => i.body.line);
  const signature = lang + ":" + JSON.stringify(sign) + ":" + sent.join(",");
  if (box.dataset.signature === signature) return;
  box.dataset.signature = signature;
  const rows = sign.games.map((g) => `<tr class="${g.annulled ? "annulled" : ""}"><td>${g.game}</td><td>${esc(g.label)}</td>
    <td>${esc(g.result || "")}</td><td class="num">${g.ns_score ?? ""}</td><td class="num">${g.points_a || ""}</td><td class="num">${g.points_b || ""}</td></tr>`).join("");
  const buttons = ["NS", "EW"].map((line) => {
    const done = sign.signed.includes(line);
    const label = done ? w("page.signed_by", { line: state.lines[line] }) : w("page.sign", { line: state.lines[line] });
    return `<button type="button" class="big wide" data-line="${line}" ${done || sent.includes(line) ? "disabled" : ""}>${esc(label)}</button>`;
  }).join("");
  box.innerHTML = `<h2>${esc(w("page.sign_title", { r: sign.round_roman }))}</h2>
    <table class="signed-games"><thead><tr><th>${esc(w("page.game"))}</th><th>${esc(w("paper.deal.short"))}</th><th>${esc(w("paper.result"))}</th>
    <th>${esc(w("page.score", { ns: state.lines.NS }))}</th><th>${esc(state.teams.A)}</th><th>${esc(state.teams.B)}</th></tr></thead><tbody>${rows}</tbody></table>
    <p class="points">${esc(sign.points_text.join("\n"))}</p><div class="row">${buttons}</div>`;
}

// A result kept for the attempt on screen, not refused: Store cannot send it twice.
function keptFor(t) {
  return outbox().find((i) => waiting(i) && i.route === "api/result" &&
                              i.body.deal === t.deal && i.body.attempt === t.attempt);
}

function renderStore(state) {
  const t = target(state);
  const kept = t && keptFor(t);
  $("store").disabled = Boolean(kept);
  $("store").textContent = w(!kept ? "page.store" : dead ? "page.waiting" : "page.sending");
}

function renderChecks(state) {
  const box = $("checks");
  box.hidden = !state.checks.length;
  const signature = lang + ":" + state.checks.map((c) => c.round + "/" + c.deals.join(",")).join(";");
  if (box.dataset.signature === signature) return;   // keep what is being typed
  box.dataset.signature = signature;
  const letters = ["N", "E", "S", "W"].map((d) => [d, state.keys[d]]);
  box.innerHTML = state.checks.map((c) => {
    const deals = c.deals.map((d) => `<option value="${d}">${esc(w("paper.deal.short"))} ${d}</option>`).join("");
    const dirs = letters.map(([d, l]) => `<option value="${d}">${esc(l)}</option>`).join("");
    const sc = c.score_cards ? `<label class="sc"><input type="checkbox" checked data-sc="1">${esc(w("page.sc1"))}</label>` : "";
    return `<div class="check" data-round="${c.round}"><h2>${esc(c.text)}</h2>
      <button type="button" class="big" data-ok="1">${esc(w(c.score_cards ? "page.all13" : "page.all13b"))}</button>
      <p>${esc(w("page.short"))}</p>
      <div class="counts"><select data-deal="1">${deals}</select><select data-dir="1">${dirs}</select>
        <input type="number" inputmode="numeric" min="0" max="52" value="12" data-cards="1"></div>${sc}
      <button type="button" class="wide report" data-report="1">${esc(w("page.report"))}</button></div>`;
  }).join("");
}

function renderPad(state) {
  const signature = JSON.stringify(state.keys);
  if ($("pad").dataset.signature === signature) return;
  $("pad").dataset.signature = signature;
  const k = state.keys;
  const keys = [["1"], ["2"], ["3"], ["4"], ["5"], ["6"], ["7"],
                ["♣"], ["♦", "red"], ["♥", "red"], ["♠"], [k.NT], [k.X], [k.XX],
                [k.N, "", " " + k.N + " "], [k.E, "", " " + k.E + " "], [k.S, "", " " + k.S + " "],
                [k.W, "", " " + k.W + " "], ["="], ["+1"], ["+2"],
                ["-1"], ["-2"], ["-3"], ["-4"], [k.PASS, "span2", "PASS"], ["⌫", "", "BACK"]];
  $("pad").innerHTML = keys.map(([label, cls, value]) =>
    `<button type="button" data-pad="${esc(value ?? label)}" class="${cls || ""}">${esc(label)}</button>`).join("");
}

function renderGames(state) {
  const a = state.teams.A, b = state.teams.B;
  $("games").tHead.innerHTML = `<tr><th>${esc(w("page.game"))}</th><th>${esc(w("paper.deal.short"))}</th><th>${esc(w("page.dealer"))}</th>
    <th>${esc(state.lines.NS)}</th><th>${esc(state.lines.EW)}</th><th>${esc(w("paper.result"))}</th>
    <th>${esc(w("page.score", { ns: state.lines.NS }))}</th><th>${esc(a)}</th><th>${esc(b)}</th></tr>`;
  const t = target(state);
  $("games").tBodies[0].innerHTML = state.games.map((g) => {
    const classes = [g.annulled ? "annulled" : "", g.result ? "mine" : "",
                     t && t.deal === g.deal && t.attempt === g.attempt ? "target" : ""].join(" ");
    return `<tr class="${classes}" data-deal="${g.deal}" data-attempt="${g.attempt}" data-label="${esc(g.label)}" data-game="${g.game}"
      data-result="${esc(g.result || "")}" data-lead="${esc(g.lead || "")}"
      title="${esc(g.annulled ? g.annulled.text : "")}">
      <td>${g.game}</td><td>${esc(g.label)}</td><td>${esc(g.dealer)}</td><td>${esc(g.ns_card || "")}</td>
      <td>${esc(g.ew_card || "")}</td><td>${esc(g.result || "")}${g.lead ? "<small>" + esc(g.lead) + "</small>" : ""}${g.unconfirmed ? "<small class=\"waits\">" + esc(w("page.waiting_confirm", { line: state.confirming_line })) + "</small>" : ""}</td>
      <td class="num">${g.ns_score ?? ""}</td><td class="num">${g.points_a || ""}</td><td class="num">${g.points_b || ""}</td></tr>`;
  }).join("");
  $("points").textContent = state.points_text.join("\n");  // worded by the server, as on the laptop
}

function renderSeats(state) {
  $("seats").innerHTML = state.seats.map((block) => {
    const title = state.seats.length > 1 ? `<h2>${esc(w(block.turned ? "page.turned" : "page.games", { g: block.games }))}</h2>` : "";
    return title + `<div class="seats">` + block.seats.map((s) =>
      `<div><b>${esc(s.letter)}</b> ${esc(s.player)} <small>${esc(s.code)}</small></div>`).join("") + "</div>";
  }).join("") + `<p>${esc(state.lines.NS)}: ${esc(state.lines.ns_team)} · ${esc(state.lines.EW)}: ${esc(state.lines.ew_team)}</p>`;
}

// -- entering ---------------------------------------------------------------------------
function say(text, error) {
  $("message").textContent = text;
  $("message").className = error ? "error" : "ok";
}

function showPreview() {
  clearTimeout(previewTimer);
  previewTimer = setTimeout(async () => {
    const text = $("entry-text").value.trim();
    const t = current && target(current);
    const el = $("preview");
    if (!text || !t) { el.textContent = "\u00a0"; el.className = ""; return; }
    const seq = ++previewSeq;
    try {
      const { body } = await getJson(`api/preview?deal=${t.deal}&attempt=${t.attempt}&entry=${encodeURIComponent(text)}`);
      if (seq !== previewSeq) return;
      if (body.error) { el.textContent = body.error; el.className = "error"; return; }
      el.className = "";
      el.textContent = body.ns === 0 ? w("page.zero")
        : w("page.wins", { ns_line: current.lines.NS, ns: (body.ns > 0 ? "+" : "") + body.ns, team: body.team, line: body.line, p: body.points });
    } catch (error) { /* offline: the poll says so */ }
  }, 120);
}

function store() {
  const t = current && target(current);
  const text = $("entry-text").value.trim();
  if (!t || !text || keptFor(t)) return;   // a second tap sends nothing twice
  const body = { deal: t.deal, attempt: t.attempt, entry: text, replace: Boolean(chosen && chosen.was) };
  const lead = current.lead ? $("lead-text").value.trim() : "";
  if (lead) body.lead = lead;   // stored with the result in one step, or refused with it
  if (chosen && chosen.was) body.was = chosen.was;   // what it corrects: refused if the laptop changed it since
  post("api/result", body, t.label, text);
}

function pad(value) {
  const input = $("entry-text");
  if (value === "BACK") input.value = input.value.replace(/\s*\S\s*$/, "");
  else if (value === "PASS") input.value = current ? current.keys.PASS : "PASS";
  else input.value = (input.value + value).replace(/\s+/g, " ").replace(/^ /, "");
  showPreview();
}

function setup() {
  $("pad").addEventListener("click", (e) => { const b = e.target.closest("button"); if (b) pad(b.dataset.pad); });
  $("entry-text").addEventListener("input", showPreview);
  $("entry-text").addEventListener("keydown", (e) => { if (e.key === "Enter") store(); });
  $("lead-text").addEventListener("keydown", (e) => { if (e.key === "Enter") store(); });
  $("lead").addEventListener("click", (e) => {
    // a suit tapped: the lead's suit (its rank typed, or kept)
    const b = e.target.closest("button[data-suit]");
    if (!b) return;
    const input = $("lead-text");
    input.value = b.dataset.suit + input.value.replace(/[♠♥♦♣]/g, "").trim();
    input.focus();
  });
  $("store").addEventListener("click", store);
  $("clear").addEventListener("click", () => { $("entry-text").value = ""; $("lead-text").value = ""; chosen = null; showPreview(); if (current) render(current); });
  $("draw-button").addEventListener("click", () => current && current.target &&
    !outbox().some((i) => waiting(i) && i.route === "api/draw" && i.body.deal === current.target.deal) &&
    post("api/draw", { deal: current.target.deal }, current.target.label));
  $("checks").addEventListener("click", (e) => {
    const button = e.target.closest("button");
    const box = e.target.closest(".check");
    if (!button || !box) return;
    const body = { round: Number(box.dataset.round) };
    if (button.dataset.report) {
      body.short = { deal: Number(box.querySelector("[data-deal]").value),
                     direction: box.querySelector("[data-dir]").value,
                     cards: Number(box.querySelector("[data-cards]").value) };
      const sc = box.querySelector("[data-sc]");
      if (sc) body.score_cards = sc.checked;
    }
    post("api/check", body);
  });
  $("confirm").addEventListener("click", (e) => {
    const b = e.target.closest("button[data-answer]");
    const item = current && (current.unconfirmed || [])[0];
    if (!b || !item || b.disabled) return;
    post("api/confirm", { deal: item.deal, attempt: item.attempt, ok: b.dataset.answer === "yes", token: item.token },
         item.label, item.result);
  });
  $("sign").addEventListener("click", (e) => {
    const b = e.target.closest("button[data-line]");
    const sign = current && current.sign;
    if (!b || !sign || sign.done || b.disabled) return;
    post("api/sign", { round: sign.round, line: b.dataset.line }, sign.round_roman, current.lines[b.dataset.line]);
  });
  $("games").addEventListener("click", (e) => {
    // a played game: a correction; one not played yet: the game just played here (the
    // target is only a suggestion)
    const row = e.target.closest("tbody tr");
    if (!row || row.classList.contains("annulled")) return;
    chosen = { deal: Number(row.dataset.deal), attempt: Number(row.dataset.attempt), label: row.dataset.label,
               game: Number(row.dataset.game), was: row.dataset.result || undefined };
    $("entry-text").value = "";
    $("lead-text").value = row.dataset.lead || "";   // a correction keeps the lead unless changed
    if (current) render(current);
    $("entry-text").focus();
  });
  $("larger").addEventListener("click", largerText);
  for (const b of document.querySelectorAll("#langs button[data-lang]")) {
    b.addEventListener("click", () => {
      lang = b.dataset.lang;
      localStorage.setItem("teams-app-lang", lang);
      poll();
    });
  }
  $("outbox").addEventListener("click", (e) => {
    const b = e.target.closest("button[data-remove]");
    if (b) dropItem(b.dataset.remove);
  });
  window.addEventListener("online", flush);
  window.addEventListener("storage", (e) => { if (e.key === OUTBOX) showOutbox(); });
  setInterval(banner, 1000);
  showOutbox();
  showTextSize();
  poll();
}

setup();
