// The host's page (teams_app/server/host.py): the host's steps during play from his own
// phone.  Reads api/state; every step goes through an outbox kept on the phone
// (localStorage, under the match), retried with the same client id until the laptop
// answers (a retry writes nothing twice), and ends done or refused with the reason shown.
// It shows the host's table nothing of a deal it has not played: the server sends none.
"use strict";

const OUTBOX = "teams-app-host-outbox";
const QUIET_MS = 5000;   // no answer from the laptop for this long: the page says so

let annulPicked = null;  // {deal, reason}: a deal chosen in the form, kept across polls

// -- the outbox (its storage: common.js) ---------------------------------------------------
const mine = (item) => Boolean(current) && item.match === current.match;
const waiting = (item) => mine(item) && !item.refused;

function post(route, body, label) {
  if (!current) return;
  const items = outbox();
  // the same step asked twice before the first is done: sent once
  if (items.some((i) => waiting(i) && i.route === route && JSON.stringify(Object.assign({}, i.body, { id: 0 }))
      === JSON.stringify(Object.assign({ id: 0, match: current.match }, body)))) return;
  items.push({ route, match: current.match, label: String(label || ""),
               body: Object.assign({ id: newId(), match: current.match }, body) });
  say("", false);
  saveOutbox(items);
  flush();
}

// What the outbox's posting (common.js) asks of this page: a post's words, and what a
// step done says
const what = (item) => item.label;
function done(item, answer) { say(w("hostpage.done", { what: answer.done }), false); }

function showOutbox() {
  const items = outbox().filter((i) => !current || i.match === current.match || i.refused);
  const list = $("outbox");
  list.hidden = !items.length;
  list.innerHTML = items.map((item) => {
    const refused = Boolean(item.refused);
    const text = refused ? w("page.refused", { what: item.label, why: item.refused })
      : w(item.body.id === sending ? "page.inflight" : "page.unsent", { what: item.label });
    const remove = refused ? `<button type="button" data-remove="${esc(item.body.id)}"
      title="${esc(w("page.remove"))}" aria-label="${esc(w("page.remove"))}">✕</button>` : "";
    return `<li class="${refused ? "refused" : "unsent"}"><span>${esc(text)}</span>${remove}</li>`;
  }).join("");
  banner();
}

function banner() {
  const quiet = Date.now() - lastHeard;
  const el = $("offline");
  if (dead) {
    el.hidden = false;
    el.textContent = w("hostpage.gone");
  } else if (quiet >= QUIET_MS) {
    el.hidden = false;
    el.textContent = w("page.quiet", { s: Math.floor(quiet / 1000) });
  } else {
    el.hidden = true;
  }
}

function say(text, error) {
  $("message").textContent = text;
  $("message").className = error ? "error" : "ok";
}

// -- showing the state ----------------------------------------------------------------------
function render(state) {
  current = state;
  document.documentElement.lang = lang;
  $("title").textContent = document.title = w("hostpage.title", { r: state.round_roman });
  for (const el of document.querySelectorAll("[data-w]")) el.textContent = w(el.dataset.w);
  for (const b of document.querySelectorAll("#langs button")) b.classList.toggle("on", b.dataset.lang === lang);
  showTextSize();
  $("room").textContent = state.room_text;
  renderTables(state);
  renderSteps(state);
  renderAnnul(state);
  renderReplays(state);
  renderUndo(state);
  renderClose(state);
  renderBalance(state);
  showOutbox();
}

function renderTables(state) {
  $("tables").innerHTML = state.tables.map((t) => {
    // its next step as its own page says it, or where it is in the round
    const next = t.hint || (t.next === null ? w("hostpage.round_done")
      : w(t.waiting ? "hostpage.waits" : "hostpage.next_game", { d: t.next }));
    return `<li><b>${esc(w("hostpage.table", { t: t.table, played: t.played, games: t.games }))}</b>
      <small>${esc(next)}</small></li>`;
  }).join("");
}

// A step's buttons: a carry, "Packed and carried"; a check, all there or the one envelope
// found otherwise; a return, "Sent back".  Kept while typing (the same steps, the same form).
function renderSteps(state) {
  const box = $("steps");
  const signature = lang + JSON.stringify([state.steps, state.proposals]);
  if (box.dataset.signature === signature) return;
  box.dataset.signature = signature;
  const letters = ["N", "E", "S", "W"].map((d) => [d, state.keys ? state.keys[d] : d]);
  const parts = state.steps.map((s, index) => {
    let buttons;
    if (s.kind === "check") {
      const deals = s.deals.map((d) => `<option value="${d}">${esc(w("paper.deal.short"))} ${d}</option>`).join("");
      const dirs = letters.map(([d, l]) => `<option value="${d}">${esc(l)}</option>`).join("");
      const sc = s.score_cards ? `<label class="sc"><input type="checkbox" checked data-sc="1">${esc(w("page.sc1"))}</label>` : "";
      buttons = `<button type="button" class="big" data-step="${index}">${esc(w(s.score_cards ? "page.all13" : "page.all13b"))}</button>
        <p>${esc(w("page.short"))}</p>
        <div class="counts"><select data-deal="1">${deals}</select><select data-dir="1">${dirs}</select>
          <input type="number" inputmode="numeric" min="0" max="52" value="12" data-cards="1"></div>${sc}
        <button type="button" class="second" data-step="${index}" data-short="1">${esc(w("page.report"))}</button>`;
    } else {
      buttons = `<button type="button" class="big" data-step="${index}">${esc(w(s.kind === "carry" ? "hostpage.carried" : "hostpage.sent_back"))}</button>`;
    }
    return `<div class="step"><p>${esc(s.text)}</p>${buttons}</div>`;
  });
  for (const p of state.proposals) {
    parts.push(`<div class="step"><p>${esc(p.text)}</p>
      <button type="button" class="second" data-propose="${p.deal}" data-reason="${p.reason}">${esc(w("hostpage.annul_this", { d: p.deal }))}</button></div>`);
  }
  box.innerHTML = parts.length ? parts.join("") : `<p>${esc(w("hostpage.no_steps"))}</p>`;
}

function option(value, text, selected) {
  return `<option value="${esc(value)}"${selected ? " selected" : ""}>${esc(text)}</option>`;
}

function pickedDeal(state) {
  const deal = annulPicked ? annulPicked.deal : null;
  return state.annul.find((d) => d.deal === deal) || state.annul[0] || null;
}

function renderAnnul(state) {
  const section = $("annul-section");
  section.hidden = !state.annul.length;
  if (!state.annul.length) return;
  const signature = lang + JSON.stringify([state.annul, state.reasons, state.times]);
  const d = pickedDeal(state);
  if (section.dataset.signature !== signature) {
    section.dataset.signature = signature;
    const reason = annulPicked && annulPicked.reason ? annulPicked.reason : Number($("annul-reason").value) || 0;
    $("annul-deal").innerHTML = state.annul.map((x) => option(x.deal, x.text, d && x.deal === d.deal)).join("");
    // the reasons and times the core accepts for the deal chosen
    $("annul-reason").innerHTML = option("", "—", !reason) +
      state.reasons.filter((r) => !d || d.reasons.includes(r.reason))
        .map((r) => option(r.reason, r.reason + ". " + r.text, r.reason === reason)).join("");
    $("annul-when").innerHTML = state.times.filter((t) => !d || d.times.includes(t.at))
      .map((t) => option(t.at, t.text, d && t.at === d.at)).join("");
    $("annul-button").textContent = w("hostpage.annul_button");
  }
  annulFields(state);
}

// What the form shows for the deal and reason chosen: the replay time (none after the
// match), why a table that has gone on plays it at the end, Law 86C, reason 1's cards.
function annulFields(state) {
  const d = state.annul.find((x) => String(x.deal) === $("annul-deal").value);
  if (!d) return;
  $("annul-when-field").hidden = d.at === null;
  $("annul-note").hidden = !d.note;
  $("annul-note").textContent = d.note || "";
  const matchEnd = d.at !== null && $("annul-when").value === "match-end";
  $("annul-law86c").hidden = !matchEnd;
  $("annul-law86c").textContent = matchEnd ? state.law86c_note : "";
  const cards = $("annul-reason").value === "1";
  $("annul-cards-field").hidden = !cards;
  $("annul-cards-label").textContent = w("hostpage.cards", { t: d.table === 1 ? 2 : 1 });
  $("annul-button").disabled = !$("annul-reason").value;
}

function renderReplays(state) {
  $("replays-section").hidden = !state.replays.length;
  const box = $("replays");
  const signature = lang + JSON.stringify(state.replays);
  if (box.dataset.signature === signature) return;
  box.dataset.signature = signature;
  box.innerHTML = state.replays.map((r) => `<div class="replay" data-deal="${r.deal}"><p>${esc(r.text)}</p>
    <select aria-label="${esc(w("hostpage.when"))}">${state.times.filter((t) => r.times.includes(t.at)).map((t) => option(t.at, t.text, t.at === r.at)).join("")}</select>
    <button type="button" data-replay="${r.deal}">${esc(w("hostpage.change"))}</button></div>`).join("");
}

function renderUndo(state) {
  $("undo-text").textContent = state.undo || w("hostpage.nothing_undo");
  $("undo-button").textContent = w("hostpage.undo_button");
  $("undo-button").disabled = !state.undo;
}

function renderClose(state) {
  const c = state.close;
  $("close-button").textContent = c.text;
  $("close-anyway-field").hidden = !c.missing;
  $("close-anyway-text").textContent = w("hostpage.close_missing", { count: c.missing, r: c.roman });
  $("close-button").disabled = Boolean(c.missing) && !$("close-anyway").checked;
}

function renderBalance(state) {
  const b = state.balance;
  $("balance").hidden = !b.rounds.length;
  $("balance").tHead.innerHTML = `<tr><th>${esc(w("hostpage.round"))}</th><th>${esc(w("hostpage.of_round", { team: state.teams.A }))}</th>
    <th>${esc(w("hostpage.running", { team: state.teams.A }))}</th></tr>`;
  $("balance").tBodies[0].innerHTML = b.rounds.map((r) =>
    `<tr><td>${esc(r.roman)}</td><td class="num">${r.balance_A}</td><td class="num">${r.cumulative_A}</td></tr>`).join("");
  $("leader").textContent = b.rounds.length ? b.leader_text : w("hostpage.no_balance");
  $("law86c").hidden = !b.law86c;
  $("law86c").textContent = b.law86c || "";
}

// -- the steps --------------------------------------------------------------------------------
function onStep(e) {
  const button = e.target.closest("button");
  if (!button || !current) return;
  if (button.dataset.propose) {
    annulPicked = { deal: Number(button.dataset.propose), reason: Number(button.dataset.reason) };
    $("annul-section").dataset.signature = "";
    render(current);
    $("annul-section").scrollIntoView();
    return;
  }
  const s = current.steps[Number(button.dataset.step)];
  if (!s) return;
  // the very step offered (its token); a short envelope is the check with what was found
  const body = { table: s.table, round: s.round, token: s.token };
  let label = s.text;
  if (button.dataset.short) {
    delete body.token;
    const box = button.closest(".step");
    body.short = { deal: Number(box.querySelector("[data-deal]").value),
                   direction: box.querySelector("[data-dir]").value,
                   cards: Number(box.querySelector("[data-cards]").value) };
    const sc = box.querySelector("[data-sc]");
    if (sc) body.score_cards = sc.checked;
    label = w("page.report") + ": " + w("paper.deal.short") + " " + body.short.deal;
  }
  post(s.route, body, label);
}

function annul() {
  if (!current) return;
  const d = current.annul.find((x) => String(x.deal) === $("annul-deal").value);
  const reason = Number($("annul-reason").value);
  if (!d || !reason) return;
  const body = { deal: d.deal, reason, note: $("annul-text").value.trim() };
  if (d.at !== null) body.at = $("annul-when").value;
  if (reason === 1 && $("annul-cards").value.trim()) body.cards = $("annul-cards").value.trim();
  annulPicked = null;
  $("annul-text").value = "";
  $("annul-cards").value = "";
  $("annul-reason").value = "";
  post("api/annul", body, w("hostpage.item_annul", { d: d.label }));
}

function setup() {
  $("steps").addEventListener("click", onStep);
  $("annul-button").addEventListener("click", annul);
  for (const id of ["annul-deal", "annul-reason", "annul-when"]) {
    $(id).addEventListener("change", () => {
      if (!current) return;
      if (id === "annul-deal") {
        annulPicked = { deal: Number($("annul-deal").value), reason: Number($("annul-reason").value) };
        // its own reasons and times, the time the core proposes for it chosen
        $("annul-section").dataset.signature = "";
        render(current);
        return;
      }
      if (id === "annul-reason" && annulPicked) annulPicked.reason = Number($("annul-reason").value);
      annulFields(current);
    });
  }
  $("replays").addEventListener("click", (e) => {
    const button = e.target.closest("button[data-replay]");
    if (!button || !current) return;
    const row = button.closest(".replay");
    const r = current.replays.find((x) => String(x.deal) === button.dataset.replay);
    post("api/replay", { deal: Number(button.dataset.replay), at: row.querySelector("select").value },
         r ? r.text : button.dataset.replay);
  });
  $("undo-button").addEventListener("click", () => current && current.undo &&
    post("api/undo", { was: current.undo }, w("hostpage.undo_what", { what: current.undo })));
  $("close-anyway").addEventListener("change", () => current && renderClose(current));
  $("close-button").addEventListener("click", () => {
    if (!current) return;
    $("close-anyway").checked = false;
    post("api/close", { round: current.close.round }, current.close.text);
  });
  $("larger").addEventListener("click", largerText);
  for (const b of document.querySelectorAll("#langs button[data-lang]")) {
    b.addEventListener("click", () => {
      lang = b.dataset.lang;
      localStorage.setItem("teams-app-lang", lang);
      for (const el of document.querySelectorAll("[data-signature]")) el.dataset.signature = "";
      poll();
    });
  }
  $("outbox").addEventListener("click", (e) => {
    const b = e.target.closest("button[data-remove]");
    if (b) dropItem(b.dataset.remove);
  });
  window.addEventListener("online", flush);
  setInterval(banner, 1000);
  showTextSize();
  poll();
}

setup();
