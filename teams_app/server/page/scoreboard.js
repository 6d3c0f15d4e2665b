// The scoreboard follows the match: every 3 s it fetches its own page again and swaps the
// board in, keeping the rounds a reader opened open.  Without a script the page is read
// as it was served.  textsize.js is loaded before it.
"use strict";
(function () {
  const PERIOD = 3000;
  function openIds() {
    return Array.from(document.querySelectorAll("details[open]")).map((d) => d.id);
  }
  // one language rule with the tables' pages: ?lang=, else the one chosen on this
  // phone (a language link, or a table's page), else the browser's (the server's pick)
  const LANG_KEY = "teams-app-lang";
  const chosen = localStorage.getItem(LANG_KEY);
  if (!new URLSearchParams(location.search).has("lang") && chosen
      && chosen !== document.documentElement.lang
      && document.querySelector(`.langs a[href="?lang=${chosen}"]`)) {
    location.replace("?lang=" + chosen);
    return;
  }
  document.addEventListener("click", (e) => {
    const link = e.target.closest(".langs a");
    if (link) localStorage.setItem(LANG_KEY, new URLSearchParams(link.search).get("lang"));
  });
  const sign = (id, on) => { const el = document.getElementById(id); if (el) el.hidden = !on; };
  async function refresh() {
    try {
      const answer = await fetch(location.href, { cache: "no-store" });
      sign("offline", false);
      sign("stale", answer.status === 404);   // the key was renewed on the laptop
      if (answer.ok) {
        const text = await answer.text();
        const fresh = new DOMParser().parseFromString(text, "text/html");
        const board = fresh.getElementById("board");
        const old = document.getElementById("board");
        if (board && old && board.innerHTML !== old.innerHTML) {
          const opened = openIds();
          const y = window.scrollY;
          old.innerHTML = board.innerHTML;
          textSize.show();
          opened.forEach((id) => {
            const d = document.getElementById(id);
            if (d) d.open = true;
          });
          window.scrollTo(0, y);
        }
        document.body.classList.remove("offline");
      }
    } catch (e) {                           // the laptop does not answer: still trying
      document.body.classList.add("offline");
      sign("offline", true);
    }
    setTimeout(refresh, PERIOD);
  }
  setTimeout(refresh, PERIOD);

  // A+ (textsize.js): kept on this screen, under a key of its own
  const textSize = textSizer("teams-app-board-text-size", (button, size) => {
    if (button) button.dataset.size = String(size);
  });
  document.addEventListener("click", (e) => {
    if (e.target.closest("#larger")) textSize.larger();
  });
  textSize.show();
})();
