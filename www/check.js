// Runs before the game (a classic script, no inline code: CSP-clean).
// Shows a clear message when the browser lacks what the game needs:
// WebAssembly, ES modules, Promise, and the 2D canvas.
"use strict";
(function () {
  var missing = [];
  if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") missing.push("WebAssembly");
  if (!("noModule" in document.createElement("script"))) missing.push("JavaScript modules");
  if (typeof Promise !== "function") missing.push("Promise");
  var c = document.createElement("canvas");
  if (!(c.getContext && c.getContext("2d"))) missing.push("canvas");
  window.__chickenfootMissing = missing;
  // The release build aborts on panic: a bug is a WebAssembly trap
  // (RuntimeError) thrown out of a callback. Show it instead of freezing
  // silently: through the game (translated) if it still answers.
  function trapped(err) {
    if (typeof WebAssembly !== "object" || !(err instanceof WebAssembly.RuntimeError)) return;
    var text = String(err.message || err);
    try {
      window.wasmBindings.report_error(text);
      return;
    } catch (e) { /* the module is gone too: say it plainly */ }
    showError("Error: " + text, true);
  }
  // The error box: its text, and a Reload button when reloading can help
  // (the game is saved after every move).
  function showError(text, reload) {
    var box = document.getElementById("error");
    if (!box) return;
    document.getElementById("error-text").textContent = text;
    document.getElementById("error-reload").hidden = !reload;
    box.hidden = false;
  }
  document.addEventListener("click", function (e) {
    if (e.target && e.target.id === "error-reload") location.reload();
  });
  window.addEventListener("error", function (e) { trapped(e.error); });
  window.addEventListener("unhandledrejection", function (e) { trapped(e.reason); });
  if (!missing.length) return;
  var texts = {
    en: "This browser cannot run the game: it lacks {what}. Please use a current version of Firefox, Chrome, Edge or Safari.",
    sk: "Tento prehliadač nevie spustiť hru: chýba mu {what}. Použite aktuálnu verziu Firefoxu, Chrome, Edge alebo Safari.",
    cs: "Tento prohlížeč neumí spustit hru: chybí mu {what}. Použijte aktuální verzi Firefoxu, Chrome, Edge nebo Safari.",
    ru: "Этот браузер не может запустить игру: нет {what}. Используйте актуальную версию Firefox, Chrome, Edge или Safari."
  };
  var langs = (navigator.languages || [navigator.language || "en"]);
  var lang = "en";
  for (var i = 0; i < langs.length; i++) {
    var p = String(langs[i]).slice(0, 2).toLowerCase();
    if (texts[p]) { lang = p; break; }
  }
  function show() {
    showError(texts[lang].replace("{what}", missing.join(", ")), false);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", show);
  else show();
})();
