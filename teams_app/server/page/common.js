// What the phone pages (a table's, the host's) share: their words from the app's catalog,
// the language chosen on the phone, a text in it, escaping, client ids, the text size
// (textsize.js's, loaded before), the outbox's storage.
// Loaded before the page's own script; no libraries, no build step.
"use strict";

// The page's words, from the app's catalog (words/page.py and the few it shares): the
// server puts them in the page it serves, {lang: {key: text, or a plural entry's forms}}.
const WORDS = JSON.parse(document.getElementById("words").textContent);
const known = (code) => (code && Object.hasOwn(WORDS, code) ? code : null);
let lang = known(localStorage.getItem("teams-app-lang")) ||
           known((navigator.language || "en").slice(0, 2)) || "en";
const $ = (id) => document.getElementById(id);
// Which plural form a count takes: the catalog's rule (words.plural_form), CLDR's for
// integers — en, bg: one (1), other; ru: one (1, 21, 31… not 11), few (2–4, 22–24… not
// 12–14), many.
function pluralForm(code, count) {
  const n = Math.abs(count);
  if (code === "ru") {
    if (n % 10 === 1 && n % 100 !== 11) return 0;
    if (n % 10 >= 2 && n % 10 <= 4 && !(n % 100 >= 12 && n % 100 <= 14)) return 1;
    return 2;
  }
  return n === 1 ? 0 : 1;
}
// A text in the page's language, its {name} fields filled; a plural entry takes the
// form for values.count.
const w = (key, values) => {
  let text = WORDS[lang][key] ?? key;
  if (Array.isArray(text)) text = text[pluralForm(lang, Number(values && values.count))];
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

// -- text size: the browser's, times the A+ button's step (kept on this phone; textsize.js)
const textSize = textSizer("teams-app-text-size", (button, size) => {
  const label = w("page.larger", { n: size });
  button.setAttribute("aria-label", label);
  button.title = label;
});
const showTextSize = textSize.show;
const largerText = textSize.larger;


// -- what the page knows of the laptop ----------------------------------------------------
let current = null;      // the last state
let polling = null;
let failures = 0;
let dead = false;        // this address answered 404: the key was renewed or the laptop restarted
let sending = null;      // the client id of the post in flight
let lastHeard = Date.now();

// -- the outbox: the posts this phone keeps until the laptop answers ------------------------
// Each page names its own list (OUTBOX, in localStorage) and shows it (showOutbox).
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

// Sending the outbox: each post kept until the laptop answers, retried with the same id
// (a retry writes nothing twice), then stored (the page's done()) or refused with the
// reason kept in the list; the state polled every 2 s.  The page defines what these
// call: waiting(), render(), showOutbox(), banner(), say(), what() and done().
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
        say(w("page.refused", { what: what(item), why }), true);
      }
    }
  } finally {
    flushing = false;
    sending = null;
    showOutbox();
  }
}

// The key was renewed, or the laptop restarted (new keys): this address is dead.  What
// is not sent yet stays on the phone and goes from the page's new address.
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
      if (outbox().some(waiting)) flush();   // kept posts of this page (its match, table)
    }
  } catch (error) {
    failures += 1;
  }
  polling = setTimeout(poll, failures ? Math.min(2000 * failures, 8000) : 2000);
}
