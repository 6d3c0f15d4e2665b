// The A+ button of the room pages (a table's, the host's) and of the scoreboard: the text
// larger in steps, then back to the browser's size, the step kept on this device under the
// page's own key.  Every length of their style sheets is in rem/em, so a percentage of the
// root's font size scales them all.
// Loaded before the page's script; no libraries, no build step.
"use strict";

// The text size kept under `key`: show() applies it, then lets `label(button, size)` say it
// on the A+ button (#larger, null if the page has none); larger() takes the next step.
function textSizer(key, label) {
  const SIZES = [100, 125, 150, 175, 200];
  function size() {
    const value = Number(localStorage.getItem(key));
    return SIZES.includes(value) ? value : 100;
  }
  function show() {
    document.documentElement.style.fontSize = size() === 100 ? "" : size() + "%";
    label(document.getElementById("larger"), size());
  }
  function larger() {
    localStorage.setItem(key, String(SIZES[(SIZES.indexOf(size()) + 1) % SIZES.length]));
    show();
  }
  return { show, larger };
}
