// The scoreboard follows the match: every 3 s it fetches its own page again and swaps the
// board in, keeping the rounds a reader opened open.  Without a script the page is read
// as it was served.
"use strict";
(function () {
  const PERIOD = 3000;
  function openIds() {
    return Array.from(document.querySelectorAll("details[open]")).map((d) => d.id);
  }
  async function refresh() {
    try {
      const answer = await fetch(location.href, { cache: "no-store" });
      if (answer.ok) {
        const text = await answer.text();
        const fresh = new DOMParser().parseFromString(text, "text/html");
        const board = fresh.getElementById("board");
        const old = document.getElementById("board");
        if (board && old && board.innerHTML !== old.innerHTML) {
          const opened = openIds();
          const y = window.scrollY;
          old.innerHTML = board.innerHTML;
          show();
          opened.forEach((id) => {
            const d = document.getElementById(id);
            if (d) d.open = true;
          });
          window.scrollTo(0, y);
        }
        document.body.classList.remove("offline");
      }
    } catch (e) {
      document.body.classList.add("offline");
    }
    setTimeout(refresh, PERIOD);
  }
  setTimeout(refresh, PERIOD);

  // A+: the text larger in steps, then back to the browser's size (kept on this screen);
  // every length of scoreboard.css is in rem/em, so a percentage here scales them all
  const SIZES = [100, 125, 150, 175, 200];
  const KEY = "teams-app-board-text-size";
  function size() {
    const value = Number(localStorage.getItem(KEY));
    return SIZES.includes(value) ? value : 100;
  }
  function show() {
    document.documentElement.style.fontSize = size() === 100 ? "" : size() + "%";
    const button = document.getElementById("larger");
    if (button) button.dataset.size = String(size());
  }
  document.addEventListener("click", (e) => {
    if (!e.target.closest("#larger")) return;
    localStorage.setItem(KEY, String(SIZES[(SIZES.indexOf(size()) + 1) % SIZES.length]));
    show();
  });
  show();
})();
