// Shows the events the embedded game posts (see docs/embedding.md).
// No inline handlers: this file is the page's only script, so a strict CSP
// (script-src 'self') passes.
"use strict";

(function () {
  const TIE_BREAKS = {
    lowest_total: "lowest total",
    most_zero_rounds: "tied totals; most rounds at 0",
    lowest_non_zero_round: "tied totals and zero rounds; lowest round above 0",
    shared: "tied on everything; the win is shared",
  };

  function isSeatList(v) {
    return Array.isArray(v) && v.length >= 1 && v.length <= 8 &&
      v.every((n) => Number.isInteger(n) && n >= 0);
  }

  function seatName(i, players) {
    if (players === 4) return ["South", "West", "North", "East"][i];
    return "Seat " + (i + 1);
  }

  function scoreLine(scores) {
    return scores.map((s, i) => seatName(i, scores.length) + " " + s).join(", ");
  }

  // Returns the text to show, or null for anything that is not a well-formed
  // event from the game.
  function describe(d) {
    if (!d || typeof d !== "object" || d.source !== "chickenfoot") return null;
    if (d.type === "round_over") {
      if (!Number.isInteger(d.round) || !Number.isInteger(d.rounds) ||
          !isSeatList(d.scores) || !isSeatList(d.totals) ||
          d.scores.length !== d.totals.length) return null;
      let how;
      if (d.end === "out" && Number.isInteger(d.out_seat) && d.out_seat < d.scores.length) {
        how = seatName(d.out_seat, d.scores.length) + " went out";
      } else if (d.end === "blocked") {
        how = "blocked";
      } else {
        return null;
      }
      return "Round " + d.round + " of " + d.rounds + " (" + how + "): " +
        scoreLine(d.scores) + ". Totals: " + scoreLine(d.totals) + ".";
    }
    if (d.type === "match_over") {
      if (!isSeatList(d.totals) || !isSeatList(d.winners) ||
          !d.winners.every((w) => w < d.totals.length) ||
          !Object.prototype.hasOwnProperty.call(TIE_BREAKS, d.tie_break)) return null;
      const names = d.winners.map((w) => seatName(w, d.totals.length)).join(" and ");
      return "Match over: " + names + (d.winners.length > 1 ? " share the win" : " wins") +
        " (" + TIE_BREAKS[d.tie_break] + "). Totals: " + scoreLine(d.totals) + ".";
    }
    return null;
  }

  function start() {
    const frame = document.getElementById("game");
    const list = document.getElementById("results");
    const empty = document.getElementById("results-empty");
    if (!frame || !list) return;
    window.addEventListener("message", (event) => {
      // Only our own iframe, from our own origin.
      if (event.source !== frame.contentWindow || event.origin !== window.location.origin) return;
      const text = describe(event.data);
      if (text === null) return;
      const item = document.createElement("li");
      item.textContent = text;
      if (event.data.type === "match_over") item.className = "match";
      list.appendChild(item);
      if (empty) empty.hidden = true;
    });
  }

  if (typeof document === "undefined") {
    // not in a browser (Node, for the tests)
  } else if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }

  // For tests under Node: module.exports when there is no DOM.
  if (typeof module === "object" && module.exports) module.exports = { describe };
})();
