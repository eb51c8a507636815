// Service worker registration and the update prompt (docs/offline.md).
// The page's text (id="update") is translated by the game; this file only
// shows it when a new version is waiting and activates that version when
// the player presses Reload. A new worker never takes over on its own.
"use strict";
(function () {
  if (!("serviceWorker" in navigator) || window.location.protocol === "file:") return;
  // A sandboxed frame without allow-same-origin has an opaque origin: the
  // getter throws, and the game plays without offline support.
  try { if (!navigator.serviceWorker) return; } catch (e) { return; }
  // Embedded in another page's iframe the game still works offline once the
  // worker is installed; registration is the same.
  var reloading = false;
  var hadController = !!navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener("controllerchange", function () {
    // The first install does not claim the page; only an accepted update does.
    if (reloading || !hadController) { hadController = true; return; }
    reloading = true;
    window.location.reload();
  });

  function offer(worker) {
    var bar = document.getElementById("update");
    var btn = document.getElementById("update-reload");
    if (!bar || !btn) return;
    bar.hidden = false;
    btn.addEventListener("click", function () {
      btn.disabled = true;
      worker.postMessage({ type: "SKIP_WAITING" });
    }, { once: true });
  }

  function register() {
    navigator.serviceWorker.register("sw.js").then(function (reg) {
      if (reg.waiting && navigator.serviceWorker.controller) offer(reg.waiting);
      reg.addEventListener("updatefound", function () {
        var w = reg.installing;
        if (!w) return;
        w.addEventListener("statechange", function () {
          if (w.state === "installed" && navigator.serviceWorker.controller) offer(w);
        });
      });
      document.addEventListener("visibilitychange", function () {
        if (document.visibilityState === "visible") reg.update().catch(function () {});
      });
    }).catch(function (e) {
      // No sw.js (for example `trunk serve` without the hook): play online.
      console.warn("service worker not registered:", e && e.message);
    });
  }
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register);
})();
