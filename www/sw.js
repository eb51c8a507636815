// Chicken Foot service worker (template).
//
// scripts/gen-sw.py turns this file into dist/sw.js after
// `trunk build --release`: it replaces the two placeholders below with the
// build's cache name and the list of every file of the build (Trunk's hashed
// names included). Do not edit dist/sw.js by hand.
//
// Policy:
// * install: precache the whole build in its own cache. No skipWaiting here:
//   a new version waits until the page asks, so a running game never mixes
//   old and new files.
// * message {type: "SKIP_WAITING"} from the page: activate now and claim the
//   open pages (the page then reloads on `controllerchange`).
// * activate: delete every other Chicken Foot cache.
// * fetch: GET requests of this origin are answered from this build's cache
//   only, whatever their query string (navigations get index.html; a
//   language file is asked for as lang/<tag>.txt?v=<hash of this build's
//   file>, to get past HTTP caches when there is no worker); anything else
//   goes to the network untouched.
"use strict";

const CACHE = "__CACHE_NAME__";
const FILES = __FILE_LIST__;
const PREFIX = "chickenfoot-";

let claimAsked = false;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
});

self.addEventListener("message", (event) => {
  const data = event.data;
  if (data && typeof data === "object" && data.type === "SKIP_WAITING") {
    claimAsked = true;
    self.skipWaiting();
  }
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((n) => n.startsWith(PREFIX) && n !== CACHE)
          .map((n) => caches.delete(n))
      );
      if (claimAsked) {
        await self.clients.claim();
      }
    })()
  );
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      let hit = await cache.match(req, { ignoreSearch: true });
      if (!hit && req.mode === "navigate") {
        hit = (await cache.match("index.html")) || (await cache.match("./"));
      }
      return hit || fetch(req);
    })()
  );
});
