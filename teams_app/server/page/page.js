// The room terminal: one table's page.  Reads api/state, posts through an outbox kept in
// localStorage under the match and the table (not the page's address): a post survives a
// reload, a lost connection, a restart of the laptop and a new key, is retried with the
// same id and goes from whichever address the table's page is opened at next.  Each post
// ends stored, or refused with the reason shown in the list.  No libraries, no build step.
"use strict";

const WORDS = {
  en: { table: "Table {t} · round {r}", next: "Next", diagram: "Diagram", seats: "Seats",
        game: "G", deal: "Deal", dealer: "D", ns: "NS", ew: "EW", result: "Result",
        score: "NS pts", points: "Points on this diagram: {a} {pa}, {b} {pb}",
        target: "Game {g} · deal {d} · {dealer} deals", correcting: "Correcting deal {d}",
        picked: "Entering deal {d} (game {g})", wait: "Wait for deal {d} from table {t} — tap the game you played instead",
        store: "Store", clear: "Clear", draw: "Draw score cards", cards: "{ns} {nsc} · {ew} {ewc}",
        quiet: "No answer from the laptop for {s} s — still trying…", pending: "not sent yet: {n}",
        sending: "Sending…", waiting: "Not sent yet", unsent: "not sent yet: {what}", inflight: "sending…: {what}",
        refused: "not stored: {what} — {why}", elsewhere: "typed at table {t}, goes from that table's page: {what}",
        othermatch: "typed for another match, not sent: {what}", remove: "Remove from this phone",
        item_result: "deal {d}, {r}", item_draw: "deal {d}, score cards", item_check: "envelopes of round {r}",
        kept: "What is not sent yet stays on this phone and goes once this table's page is open again.",
        stored: "Stored: deal {d} {r}", drawn: "Drawn for deal {d}",
        checked: "Envelopes checked (round {r})", zero: "0 — no points to either team",
        wins: "NS {ns} → {team} ({line}) score {p}", all13: "All 13, score cards there",
        report: "Report this envelope", sc1: "its score cards were there",
        all13b: "All 13 in every envelope", short: "Or one envelope found otherwise:",
        done: "Nothing to enter now", games: "games {g}", turned: "games {g} (turned)",
        gone: "This address no longer works: scan the table's code on the laptop again." },
  bg: { table: "Маса {t} · тур {r}", next: "Следва", diagram: "Диаграма", seats: "Места",
        game: "И", deal: "Разд.", dealer: "Р", ns: "СЮ", ew: "ИЗ", result: "Резултат",
        score: "Т. СЮ", points: "Точки на тази диаграма: {a} {pa}, {b} {pb}",
        target: "Игра {g} · раздаване {d} · раздава {dealer}", correcting: "Поправка на раздаване {d}",
        picked: "Въвеждане на раздаване {d} (игра {g})", wait: "Чакайте раздаване {d} от маса {t} — или докоснете играта, която изиграхте",
        store: "Запиши", clear: "Изчисти", draw: "Изтегли скоровете", cards: "{ns} {nsc} · {ew} {ewc}",
        quiet: "Няма отговор от лаптопа от {s} с — опитвам отново…", pending: "още не са изпратени: {n}",
        sending: "Изпращам…", waiting: "Още не е изпратено", unsent: "още не е изпратено: {what}", inflight: "изпраща се…: {what}",
        refused: "не е записано: {what} — {why}", elsewhere: "въведено на маса {t}, изпраща се от нейната страница: {what}",
        othermatch: "въведено за друг мач, не се изпраща: {what}", remove: "Махни от този телефон",
        item_result: "раздаване {d}, {r}", item_draw: "раздаване {d}, скорове", item_check: "пликовете от тур {r}",
        kept: "Неизпратеното остава на този телефон и се изпраща, щом страницата на масата се отвори отново.",
        stored: "Записано: раздаване {d} {r}", drawn: "Изтеглени за раздаване {d}",
        checked: "Пликовете са проверени (тур {r})", zero: "0 — няма точки за никого",
        wins: "СЮ {ns} → {team} ({line}) печели {p}", all13: "По 13 карти, скоровете са там",
        report: "Съобщи за този плик", sc1: "скоровете му бяха там",
        all13b: "По 13 карти във всеки плик", short: "Или един плик е бил различен:",
        done: "Няма какво да се въвежда сега", games: "игри {g}", turned: "игри {g} (обърнато)",
        gone: "Този адрес вече не работи: сканирайте отново кода на масата от лаптопа." },
  ru: { table: "Стол {t} · тур {r}", next: "Дальше", diagram: "Диаграмма", seats: "Места",
        game: "И", deal: "Сдача", dealer: "С", ns: "СЮ", ew: "ВЗ", result: "Результат",
        score: "О. СЮ", points: "Очки на этой диаграмме: {a} {pa}, {b} {pb}",
        target: "Игра {g} · сдача {d} · сдаёт {dealer}", correcting: "Исправление сдачи {d}",
        picked: "Ввод сдачи {d} (игра {g})", wait: "Ждите сдачу {d} от стола {t} — или нажмите на сыгранную игру",
        store: "Записать", clear: "Стереть", draw: "Тянуть карточки счёта", cards: "{ns} {nsc} · {ew} {ewc}",
        quiet: "Нет ответа от ноутбука {s} с — продолжаю попытки…", pending: "ещё не отправлено: {n}",
        sending: "Отправляю…", waiting: "Ещё не отправлено", unsent: "ещё не отправлено: {what}", inflight: "отправляется…: {what}",
        refused: "не записано: {what} — {why}", elsewhere: "введено за столом {t}, уйдёт со страницы этого стола: {what}",
        othermatch: "введено для другого матча, не отправляется: {what}", remove: "Убрать с этого телефона",
        item_result: "сдача {d}, {r}", item_draw: "сдача {d}, карточки счёта", item_check: "конверты тура {r}",
        kept: "Неотправленное остаётся на этом телефоне и уйдёт, как только страница стола откроется снова.",
        stored: "Записано: сдача {d} {r}", drawn: "Вытянуты для сдачи {d}",
        checked: "Конверты проверены (тур {r})", zero: "0 — очков никому",
        wins: "СЮ {ns} → {team} ({line}) получает {p}", all13: "По 13 карт, карточки счёта на месте",
        report: "Сообщить об этом конверте", sc1: "его карточки счёта были там",
        all13b: "По 13 карт в каждом конверте", short: "Или один конверт оказался другим:",
        done: "Сейчас вводить нечего", games: "игры {g}", turned: "игры {g} (повёрнуто)",
        gone: "Этот адрес больше не работает: отсканируйте код стола на ноутбуке заново." },
};
// Every post this phone has not seen stored: [{route, match, table, label, text, body,
// refused?}], the body carrying its client id and the match, table and attempt it was
// typed for.  One list for the phone (the same origin: the laptop's address and port),
// so a page at a table's new address (a new key, a restarted laptop) picks its own up.
const OUTBOX = "teams-app-outbox";
const QUIET_MS = 5000;   // no answer from the laptop for this long: the page says so

let lang = localStorage.getItem("teams-app-lang") ||
           ((navigator.language || "en").slice(0, 2) in WORDS ? navigator.language.slice(0, 2) : "en");
let current = null;      // the last state
let chosen = null;       // {deal, attempt, label, was}: a row tapped for a correction
let polling = null;
let failures = 0;
let dead = false;        // this address answered 404: the key was renewed or the laptop restarted
let sending = null;      // the client id of the post in flight
let lastHeard = Date.now();
let previewTimer = null;
let previewSeq = 0;

const $ = (id) => document.getElementById(id);
const w = (key, values) => {
  let text = (WORDS[lang] || WORDS.en)[key] || WORDS.en[key] || key;
  for (const [k, v] of Object.entries(values || {})) text = text.split("{" + k + "}").join(String(v));
  return text;
};
const esc = (text) => String(text ?? "").replace(/[&<>"']/g,
  (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

function newId() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

// -- talking to the laptop -------------------------------------------------------------
async function getJson(path) {
  const response = await fetch(path + (path.includes("?") ? "&" : "?") + "lang=" + lang,
                               { cache: "no-store" });
  const body = await response.json();
  return { status: response.status, body };
}

function outbox() {
  try {
    const items = JSON.parse(localStorage.getItem(OUTBOX) || "[]");
    return Array.isArray(items) ? items.filter((i) => i && i.body && i.route) : [];
  } catch (error) { return []; }
}
function saveOutbox(items) { localStorage.setItem(OUTBOX, JSON.stringify(items)); showOutbox(); }
function changeItem(id, change) {
  saveOutbox(outbox().map((i) => (i.body.id === id ? Object.assign(i, change) : i)));
}
function dropItem(id) { saveOutbox(outbox().filter((i) => i.body.id !== id)); }
// this page's own: typed for this match at this table
const mine = (item) => Boolean(current) && item.match === current.match && item.table === current.table;
const waiting = (item) => mine(item) && !item.refused;

function post(route, body, label, text) {
  if (!current) return;
  const items = outbox();
  items.push({ route, match: current.match, table: current.table, label: String(label ?? ""),
               text: text || "",
               body: Object.assign({ id: newId(), match: current.match, table: current.table }, body) });
  say("", false);          // what the list says of earlier posts stays there
  saveOutbox(items);
  flush();
}

function heard() { lastHeard = Date.now(); banner(); }

let flushing = false;
let again = null;
function retry(ms) { clearTimeout(again); again = setTimeout(flush, ms); }

async function flush() {
  if (flushing || dead || !current) return;
  flushing = true;
  try {
    for (;;) {
      const item = outbox().find(waiting);
      if (!item) break;
      sending = item.body.id;
      showOutbox();
      let response, answer = null;
      try {
        response = await fetch(item.route + "?lang=" + lang, {
          method: "POST", cache: "no-store",
          headers: { "Content-Type": "application/json" }, body: JSON.stringify(item.body) });
      } catch (error) {          // offline, or the laptop's answer was lost: retry, same id
        retry(2000);
        return;
      }
      heard();
      if (response.status === 404) { gone(); return; }   // kept: goes from the new address
      try { answer = await response.json(); } catch (error) { answer = null; }
      if (response.status === 429 || response.status >= 500 || (response.ok && !answer)) {
        if (answer && answer.error) changeItem(item.body.id, { last: answer.error });
        retry(1500);             // try again later, same id
        return;
      }
      if (answer && answer.state) render(answer.state);
      if (response.ok) {
        dropItem(item.body.id);
        done(item, answer);
      } else {                   // refused: kept in the list with its reason until removed
        const why = (answer && answer.error) || (response.status + " " + response.statusText).trim();
        changeItem(item.body.id, { refused: why });
        say(w("refused", { what: what(item), why }), true);
      }
    }
  } finally {
    flushing = false;
    sending = null;
    showOutbox();
  }
}

function done(item, answer) {
  if (item.route === "api/result") {
    say(w("stored", { d: answer.deal + (answer.attempt ? " R" + answer.attempt : ""), r: answer.result }), false);
    if ($("entry-text").value.trim() === item.text) {
      $("entry-text").value = "";
      showPreview();
    }
    if (chosen && chosen.deal === item.body.deal && chosen.attempt === item.body.attempt) chosen = null;
    if (current) render(current);
  } else if (item.route === "api/draw") {
    say(w("drawn", { d: answer.deal }), false);
  } else {
    say(w("checked", { r: answer.round }), false);
  }
}

// What a kept post is, in the page's words: "deal 9, 4♠ S =".
function what(item) {
  if (item.route === "api/result") return w("item_result", { d: item.label, r: item.text });
  if (item.route === "api/draw") return w("item_draw", { d: item.body.deal });
  return w("item_check", { r: item.body.round });
}

function showOutbox() {
  const items = outbox();
  const list = $("outbox");
  list.hidden = !items.length;
  list.innerHTML = items.map((item) => {
    let text, cls, removable = false;
    if (item.refused) {
      text = w("refused", { what: what(item), why: item.refused }); cls = "refused"; removable = true;
    } else if (!current || mine(item)) {
      text = w(item.body.id === sending ? "inflight" : "unsent", { what: what(item) })
        + (item.last ? " (" + item.last + ")" : "");
      cls = "unsent";
    } else if (item.match === current.match) {
      text = w("elsewhere", { t: item.table, what: what(item) }); cls = "elsewhere";
    } else {
      text = w("othermatch", { what: what(item) }); cls = "elsewhere"; removable = true;
    }
    const remove = removable ? `<button type="button" data-remove="${esc(item.body.id)}"
      title="${esc(w("remove"))}" aria-label="${esc(w("remove"))}">✕</button>` : "";
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
    el.textContent = w("gone") + (pending ? " " + w("kept") : "");
  } else if (quiet >= QUIET_MS) {
    el.hidden = false;
    el.textContent = w("quiet", { s: Math.floor(quiet / 1000) }) + (pending ? " · " + w("pending", { n: pending }) : "");
  } else {
    el.hidden = true;
  }
}

// The key was renewed, or the laptop restarted (new keys): this address is dead.  What
// is not sent yet stays on the phone and goes from the table's new address.
function gone() {
  dead = true;
  clearTimeout(polling);
  clearTimeout(again);
  showOutbox();
}

async function poll() {
  clearTimeout(polling);
  if (dead) return;
  try {
    const response = await fetch("api/state?lang=" + lang, { cache: "no-store" });
    heard();
    if (response.status === 404) { gone(); return; }
    const body = await response.json();
    if (response.status === 200) {
      render(body);
      failures = 0;
      if (outbox().some(waiting)) flush();   // kept posts of this match and table
    }
  } catch (error) {
    failures += 1;
  }
  polling = setTimeout(poll, failures ? Math.min(2000 * failures, 8000) : 2000);
}

// -- showing the state --------------------------------------------------------------------
function render(state) {
  current = state;
  document.documentElement.lang = lang;
  $("title").textContent = w("table", { t: state.table, r: state.round_roman });
  for (const el of document.querySelectorAll("[data-w]")) el.textContent = w(el.dataset.w);
  for (const b of document.querySelectorAll("#langs button")) b.classList.toggle("on", b.dataset.lang === lang);
  $("hints").innerHTML = state.hints.map((h) => "<li>" + esc(h) + "</li>").join("");
  renderTarget(state);
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
  if (waits) $("wait").textContent = w("wait", { d: t.label, t: t.from_table });
  $("entry").hidden = !t || waits;
  const draw = state.target && (state.target.drawable || state.target.cards) && !chosen;
  $("draw").hidden = !draw;
  if (draw) {
    $("draw-button").hidden = !state.target.drawable;
    $("draw-button").textContent = w("draw");
    const cards = state.target.cards;
    $("cards").hidden = !cards;
    if (cards) $("cards").textContent = w("cards", { ns: state.lines.NS, nsc: cards.ns, ew: state.lines.EW, ewc: cards.ew });
  }
  if (!t) return;
  $("target").textContent = !chosen ? w("target", { g: t.game, d: t.label, dealer: t.dealer })
    : chosen.was ? w("correcting", { d: t.label }) : w("picked", { d: t.label, g: chosen.game });
  $("clear").textContent = w("clear");
  renderStore(state);
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
  $("store").textContent = w(!kept ? "store" : dead ? "waiting" : "sending");
}

function renderChecks(state) {
  const box = $("checks");
  box.hidden = !state.checks.length;
  const signature = lang + ":" + state.checks.map((c) => c.round + "/" + c.deals.join(",")).join(";");
  if (box.dataset.signature === signature) return;   // keep what is being typed
  box.dataset.signature = signature;
  const letters = ["N", "E", "S", "W"].map((d) => [d, state.keys[d]]);
  box.innerHTML = state.checks.map((c) => {
    const deals = c.deals.map((d) => `<option value="${d}">${esc(w("deal"))} ${d}</option>`).join("");
    const dirs = letters.map(([d, l]) => `<option value="${d}">${esc(l)}</option>`).join("");
    const sc = c.score_cards ? `<label class="sc"><input type="checkbox" checked data-sc="1">${esc(w("sc1"))}</label>` : "";
    return `<div class="check" data-round="${c.round}"><h2>${esc(c.text)}</h2>
      <button type="button" class="big" data-ok="1">${esc(w(c.score_cards ? "all13" : "all13b"))}</button>
      <p>${esc(w("short"))}</p>
      <div class="counts"><select data-deal="1">${deals}</select><select data-dir="1">${dirs}</select>
        <input type="number" inputmode="numeric" min="0" max="52" value="12" data-cards="1"></div>${sc}
      <button type="button" class="wide report" data-report="1">${esc(w("report"))}</button></div>`;
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
  $("games").tHead.innerHTML = `<tr><th>${esc(w("game"))}</th><th>${esc(w("deal"))}</th><th>${esc(w("dealer"))}</th>
    <th>${esc(state.lines.NS)}</th><th>${esc(state.lines.EW)}</th><th>${esc(w("result"))}</th>
    <th>${esc(w("score"))}</th><th>${esc(a)}</th><th>${esc(b)}</th></tr>`;
  const t = target(state);
  $("games").tBodies[0].innerHTML = state.games.map((g) => {
    const classes = [g.annulled ? "annulled" : "", g.result ? "mine" : "",
                     t && t.deal === g.deal && t.attempt === g.attempt ? "target" : ""].join(" ");
    return `<tr class="${classes}" data-deal="${g.deal}" data-attempt="${g.attempt}" data-label="${esc(g.label)}" data-game="${g.game}"
      data-result="${esc(g.result || "")}"
      title="${esc(g.annulled ? g.annulled.text : "")}">
      <td>${g.game}</td><td>${esc(g.label)}</td><td>${esc(g.dealer)}</td><td>${esc(g.ns_card || "")}</td>
      <td>${esc(g.ew_card || "")}</td><td>${esc(g.result || "")}</td>
      <td class="num">${g.ns_score ?? ""}</td><td class="num">${g.points_a || ""}</td><td class="num">${g.points_b || ""}</td></tr>`;
  }).join("");
  $("points").textContent = w("points", { a, pa: state.points.A, b, pb: state.points.B });
}

function renderSeats(state) {
  $("seats").innerHTML = state.seats.map((block) => {
    const title = state.seats.length > 1 ? `<h2>${esc(w(block.turned ? "turned" : "games", { g: block.games }))}</h2>` : "";
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
      el.textContent = body.ns === 0 ? w("zero")
        : w("wins", { ns: (body.ns > 0 ? "+" : "") + body.ns, team: body.team, line: body.line, p: body.points });
    } catch (error) { /* offline: the poll says so */ }
  }, 120);
}

function store() {
  const t = current && target(current);
  const text = $("entry-text").value.trim();
  if (!t || !text || keptFor(t)) return;   // a second tap sends nothing twice
  const body = { deal: t.deal, attempt: t.attempt, entry: text, replace: Boolean(chosen && chosen.was) };
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
  $("store").addEventListener("click", store);
  $("clear").addEventListener("click", () => { $("entry-text").value = ""; chosen = null; showPreview(); if (current) render(current); });
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
  $("games").addEventListener("click", (e) => {
    // a played game: a correction; one not played yet: the game just played here (the
    // target is only a suggestion)
    const row = e.target.closest("tbody tr");
    if (!row || row.classList.contains("annulled")) return;
    chosen = { deal: Number(row.dataset.deal), attempt: Number(row.dataset.attempt), label: row.dataset.label,
               game: Number(row.dataset.game), was: row.dataset.result || undefined };
    $("entry-text").value = "";
    if (current) render(current);
    $("entry-text").focus();
  });
  for (const b of document.querySelectorAll("#langs button")) {
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
  poll();
}

setup();
